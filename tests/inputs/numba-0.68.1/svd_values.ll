; ModuleID = 'svd_values'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.svd_values = internal constant [11 x i8] c"svd_values\00"
@_ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb = common local_unnamed_addr global ptr null
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
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f397b949f10B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f397bad1a90B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 72
  %.fca.1.2.gep = getelementptr inbounds nuw i8, ptr %.34, i64 88
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 104
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 112
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(200) %.34, i8 0, i64 200, i1 false)
  %.43 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8 0)
  %.53.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.53.fca.1.2.load = load i64, ptr %.fca.1.2.gep, align 8
  %.53.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.53.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.53.fca.1.5.0.load.fr = freeze i64 %.53.fca.1.5.0.load
  %cond = icmp eq i32 %.43, 0
  br i1 %cond, label %B0.endif.else, label %B0.if.if, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.44 = load ptr, ptr %excinfo.1, align 8
  store ptr %.44, ptr %excinfo, align 8
  br label %common.ret

B0.endif.else:                                    ; preds = %B0
  %.fca.2.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 128
  %.53.fca.2.0.load = load ptr, ptr %.fca.2.0.gep, align 8
  %.53.fca.0.0.load = load ptr, ptr %.34, align 8
  %.256 = icmp slt i64 %arg.c.5.0, 1
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %.53.fca.0.0.load)
  tail call void @NRT_decref(ptr %.53.fca.2.0.load)
  br i1 %.256, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !1

B128.i:                                           ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.236.sroa.13.0 = phi i64 [ %.236.sroa.13.1, %B0.endif.else.endif.endif.endif ], [ %arg.c.5.0, %B0.endif.else.endif.endif.endif.if ]
  %const620 = bitcast i64 -1152921504606846976 to i64
  %const619 = bitcast i64 -2305843009213693952 to i64
  %.324 = sub i64 %.236.sroa.13.0, %.236.sroa.0.3
  %.324.fr = freeze i64 %.324
  %.349 = getelementptr double, ptr %arg.c.4, i64 %.236.sroa.0.3
  %.67.not.i23 = icmp eq i64 %.324.fr, 1
  br i1 %.67.not.i23, label %B128.i33, label %B90.i24

B0.endif.else.endif.if:                           ; preds = %B0.endif.else
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.endif.else
  %.236.sroa.0.3 = phi i64 [ %arg.c.5.0, %B0.endif.else.endif.if ], [ 0, %B0.endif.else ]
  %.263 = icmp slt i64 %.53.fca.1.2.load, 0
  %.264 = select i1 %.263, i64 %arg.c.5.0, i64 0
  %.265 = add i64 %.264, %.53.fca.1.2.load
  %.268 = icmp slt i64 %.265, 0
  br i1 %.268, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !1

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.236.sroa.13.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.265, %B0.endif.else.endif.endif ]
  %.273.not = icmp slt i64 %.265, %arg.c.5.0
  br i1 %.273.not, label %B128.i, label %B0.endif.else.endif.endif.endif.if, !prof !2

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B128.i

B90.i24:                                          ; preds = %B128.i
  %.333 = tail call i64 @llvm.smax.i64(i64 %.324.fr, i64 0)
  %.71.i25 = icmp ne i64 %.53.fca.1.5.0.load.fr, %.333
  %.76.i26 = icmp ne i64 %.53.fca.1.5.0.load.fr, 1
  %or.cond.i27 = and i1 %.76.i26, %.71.i25
  br i1 %or.cond.i27, label %B0.endif.endif.endif.endif.endif.if, label %B150.i28

B128.i33:                                         ; preds = %B128.i
  %.101.not.i34 = icmp eq i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %.101.not.i34, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B150.i28

B150.i28:                                         ; preds = %B128.i33, %B90.i24
  %dest_shape.1148 = phi i64 [ %.333, %B90.i24 ], [ %.53.fca.1.5.0.load.fr, %B128.i33 ]
  %0 = add i64 %dest_shape.1148, %const620
  %.492 = icmp ult i64 %0, %const619
  br i1 %.492, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !3

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i24
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B150.i28
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i33, %B150.i28
  %dest_shape.1148153 = phi i64 [ %dest_shape.1148, %B150.i28 ], [ 1, %B128.i33 ]
  %.491 = shl nsw i64 %dest_shape.1148153, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.491, i32 32), !noalias !5
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.562132 = icmp sgt i64 %dest_shape.1148153, 0
  br i1 %.562132, label %for.body.lr.ph, label %for.end.thread131

for.end.thread131:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  br label %B128.i59

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.564 = icmp sgt i64 %.324.fr, 1
  br i1 %.564, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %1, label %iter.check277, label %iter.check236

iter.check236:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck223

vector.memcheck223:                               ; preds = %iter.check236
  %3 = shl i64 %dest_shape.1148153, 3
  %scevgep224 = getelementptr i8, ptr %.6.i, i64 %3
  %4 = add i64 %dest_shape.1148153, %.236.sroa.0.3
  %5 = shl i64 %4, 3
  %scevgep225 = getelementptr i8, ptr %arg.c.4, i64 %5
  %scevgep226 = getelementptr i8, ptr %.53.fca.1.4.load, i64 8
  %bound0227 = icmp ult ptr %.6.i, %scevgep225
  %bound1228 = icmp ult ptr %.349, %scevgep224
  %found.conflict229 = and i1 %bound0227, %bound1228
  %bound0230 = icmp ult ptr %.6.i, %scevgep226
  %bound1231 = icmp ult ptr %.53.fca.1.4.load, %scevgep224
  %found.conflict232 = and i1 %bound0230, %bound1231
  %conflict.rdx233 = or i1 %found.conflict229, %found.conflict232
  br i1 %conflict.rdx233, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check238

vector.main.loop.iter.check238:                   ; preds = %vector.memcheck223
  %min.iters.check237 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check237, label %vec.epilog.ph257, label %vector.ph239

vector.ph239:                                     ; preds = %vector.main.loop.iter.check238
  %n.vec241 = and i64 %dest_shape.1148153, %const
  %6 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !12
  %broadcast.splatinsert248 = insertelement <8 x double> poison, double %6, i64 0
  %broadcast.splat249 = shufflevector <8 x double> %broadcast.splatinsert248, <8 x double> poison, <8 x i32> zeroinitializer
  %7 = shl i64 %.236.sroa.0.3, 3
  %8 = add i64 %7, 192
  %scevgep523 = getelementptr i8, ptr %arg.c.4, i64 %8
  br label %vector.body242

vector.body242:                                   ; preds = %vector.body242, %vector.ph239
  %index243 = phi i64 [ 0, %vector.ph239 ], [ %index.next250, %vector.body242 ]
  %9 = shl i64 %index243, 3
  %scevgep529 = getelementptr i8, ptr %scevgep523, i64 %9
  %scevgep530 = getelementptr i8, ptr %scevgep529, i64 -192
  %10 = shl i64 %index243, 3
  %scevgep527 = getelementptr i8, ptr %scevgep523, i64 %10
  %scevgep528 = getelementptr i8, ptr %scevgep527, i64 -128
  %11 = shl i64 %index243, 3
  %scevgep525 = getelementptr i8, ptr %scevgep523, i64 %11
  %scevgep526 = getelementptr i8, ptr %scevgep525, i64 -64
  %12 = shl i64 %index243, 3
  %scevgep524 = getelementptr i8, ptr %scevgep523, i64 %12
  %wide.load244 = load <8 x double>, ptr %scevgep530, align 8, !alias.scope !15
  %wide.load245 = load <8 x double>, ptr %scevgep528, align 8, !alias.scope !15
  %wide.load246 = load <8 x double>, ptr %scevgep526, align 8, !alias.scope !15
  %wide.load247 = load <8 x double>, ptr %scevgep524, align 8, !alias.scope !15
  %13 = fmul <8 x double> %wide.load244, %broadcast.splat249
  %14 = fmul <8 x double> %wide.load245, %broadcast.splat249
  %15 = fmul <8 x double> %wide.load246, %broadcast.splat249
  %16 = fmul <8 x double> %wide.load247, %broadcast.splat249
  %sunkaddr = mul i64 %index243, 8
  %sunkaddr621 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <8 x double> %13, ptr %sunkaddr621, align 8, !alias.scope !17, !noalias !19
  %sunkaddr622 = mul i64 %index243, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 64
  store <8 x double> %14, ptr %sunkaddr624, align 8, !alias.scope !17, !noalias !19
  %sunkaddr625 = mul i64 %index243, 8
  %sunkaddr626 = getelementptr i8, ptr %.6.i, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 128
  store <8 x double> %15, ptr %sunkaddr627, align 8, !alias.scope !17, !noalias !19
  %sunkaddr628 = mul i64 %index243, 8
  %sunkaddr629 = getelementptr i8, ptr %.6.i, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, ptr %sunkaddr629, i64 192
  store <8 x double> %16, ptr %sunkaddr630, align 8, !alias.scope !17, !noalias !19
  %index.next250 = add nuw i64 %index243, 32
  %17 = icmp eq i64 %n.vec241, %index.next250
  br i1 %17, label %middle.block251, label %vector.body242, !llvm.loop !20

middle.block251:                                  ; preds = %vector.body242
  %cmp.n252 = icmp eq i64 %dest_shape.1148153, %n.vec241
  br i1 %cmp.n252, label %.89.endif.preheader.i, label %vec.epilog.iter.check255

vec.epilog.iter.check255:                         ; preds = %middle.block251
  %18 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check256 = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check256, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph257, !prof !23

vec.epilog.ph257:                                 ; preds = %vector.main.loop.iter.check238, %vec.epilog.iter.check255
  %vec.epilog.resume.val253 = phi i64 [ %n.vec241, %vec.epilog.iter.check255 ], [ 0, %vector.main.loop.iter.check238 ]
  %const_mat615 = add i64 %const, 28
  %n.vec259 = and i64 %dest_shape.1148153, %const_mat615
  %19 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !12
  %broadcast.splatinsert263 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat264 = shufflevector <4 x double> %broadcast.splatinsert263, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body260

vec.epilog.vector.body260:                        ; preds = %vec.epilog.vector.body260, %vec.epilog.ph257
  %index261 = phi i64 [ %vec.epilog.resume.val253, %vec.epilog.ph257 ], [ %index.next265, %vec.epilog.vector.body260 ]
  %20 = shl i64 %index261, 3
  %scevgep514 = getelementptr i8, ptr %.349, i64 %20
  %wide.load262 = load <4 x double>, ptr %scevgep514, align 8, !alias.scope !15
  %21 = fmul <4 x double> %wide.load262, %broadcast.splat264
  %22 = shl i64 %index261, 3
  %scevgep513 = getelementptr i8, ptr %.6.i, i64 %22
  store <4 x double> %21, ptr %scevgep513, align 8, !alias.scope !17, !noalias !19
  %index.next265 = add nuw i64 %index261, 4
  %23 = icmp eq i64 %n.vec259, %index.next265
  br i1 %23, label %vec.epilog.middle.block266, label %vec.epilog.vector.body260, !llvm.loop !24

vec.epilog.middle.block266:                       ; preds = %vec.epilog.vector.body260
  %cmp.n267 = icmp eq i64 %dest_shape.1148153, %n.vec259
  br i1 %cmp.n267, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck223, %iter.check236, %vec.epilog.iter.check255, %vec.epilog.middle.block266
  %loop.index135.us.ph = phi i64 [ 0, %iter.check236 ], [ 0, %vector.memcheck223 ], [ %n.vec241, %vec.epilog.iter.check255 ], [ %n.vec259, %vec.epilog.middle.block266 ]
  %24 = sub nsw i64 %dest_shape.1148153, %loop.index135.us.ph
  %xtraiter332 = and i64 %24, 7
  %lcmp.mod333.not = icmp eq i64 %xtraiter332, 0
  br i1 %lcmp.mod333.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv511 = phi i64 [ %xtraiter332, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next512, %for.body.endif.endif.endif.us.prol ]
  %loop.index135.us.prol = phi i64 [ %.610.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index135.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %25 = shl i64 %loop.index135.us.prol, 3
  %scevgep510 = getelementptr i8, ptr %.349, i64 %25
  %.572.us.prol = load double, ptr %scevgep510, align 8
  %.581.us.prol = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.prol = fmul double %.572.us.prol, %.581.us.prol
  %26 = shl i64 %loop.index135.us.prol, 3
  %scevgep509 = getelementptr i8, ptr %.6.i, i64 %26
  store double %.6.i38.prol, ptr %scevgep509, align 8
  %.610.us.prol = add nuw i64 %loop.index135.us.prol, 1
  %lsr.iv.next512 = add nsw i64 %lsr.iv511, -1
  %prol.iter334.cmp.not = icmp eq i64 %lsr.iv.next512, 0
  br i1 %prol.iter334.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !25

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index135.us.unr = phi i64 [ %loop.index135.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.610.us.prol, %for.body.endif.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index135.us.ph, %dest_shape.1148153
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader349

for.body.endif.endif.endif.us.preheader349:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  %29 = shl i64 %.236.sroa.0.3, 3
  %30 = add i64 %29, 56
  %scevgep493 = getelementptr i8, ptr %arg.c.4, i64 %30
  br label %for.body.endif.endif.endif.us

iter.check277:                                    ; preds = %for.body.lr.ph.split.us
  %31 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %31, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck269

vector.memcheck269:                               ; preds = %iter.check277
  %32 = ptrtoint ptr %.6.i to i64
  %33 = ptrtoint ptr %.53.fca.1.4.load to i64
  %34 = ptrtoint ptr %arg.c.4 to i64
  %35 = shl i64 %.236.sroa.0.3, 3
  %36 = add i64 %35, %34
  %37 = sub i64 %32, %36
  %diff.check = icmp ult i64 %37, 256
  %38 = sub i64 %32, %33
  %diff.check273 = icmp ult i64 %38, 256
  %conflict.rdx274 = or i1 %diff.check, %diff.check273
  br i1 %conflict.rdx274, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check279

vector.main.loop.iter.check279:                   ; preds = %vector.memcheck269
  %min.iters.check278 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check278, label %vec.epilog.ph300, label %vector.ph280

vector.ph280:                                     ; preds = %vector.main.loop.iter.check279
  %n.vec282 = and i64 %dest_shape.1148153, %const
  %39 = add i64 %35, 192
  %scevgep469 = getelementptr i8, ptr %arg.c.4, i64 %39
  br label %vector.body283

vector.body283:                                   ; preds = %vector.body283, %vector.ph280
  %index284 = phi i64 [ 0, %vector.ph280 ], [ %index.next293, %vector.body283 ]
  %40 = shl i64 %index284, 3
  %scevgep475 = getelementptr i8, ptr %scevgep469, i64 %40
  %scevgep476 = getelementptr i8, ptr %scevgep475, i64 -192
  %41 = shl i64 %index284, 3
  %scevgep473 = getelementptr i8, ptr %scevgep469, i64 %41
  %scevgep474 = getelementptr i8, ptr %scevgep473, i64 -128
  %42 = shl i64 %index284, 3
  %scevgep471 = getelementptr i8, ptr %scevgep469, i64 %42
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 -64
  %43 = shl i64 %index284, 3
  %scevgep470 = getelementptr i8, ptr %scevgep469, i64 %43
  %wide.load285 = load <8 x double>, ptr %scevgep476, align 8
  %wide.load286 = load <8 x double>, ptr %scevgep474, align 8
  %wide.load287 = load <8 x double>, ptr %scevgep472, align 8
  %wide.load288 = load <8 x double>, ptr %scevgep470, align 8
  %sunkaddr631 = mul i64 %index284, 8
  %sunkaddr632 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr631
  %wide.load289 = load <8 x double>, ptr %sunkaddr632, align 8
  %sunkaddr633 = mul i64 %index284, 8
  %sunkaddr634 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, ptr %sunkaddr634, i64 64
  %wide.load290 = load <8 x double>, ptr %sunkaddr635, align 8
  %sunkaddr636 = mul i64 %index284, 8
  %sunkaddr637 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr636
  %sunkaddr638 = getelementptr i8, ptr %sunkaddr637, i64 128
  %wide.load291 = load <8 x double>, ptr %sunkaddr638, align 8
  %sunkaddr639 = mul i64 %index284, 8
  %sunkaddr640 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr639
  %sunkaddr641 = getelementptr i8, ptr %sunkaddr640, i64 192
  %wide.load292 = load <8 x double>, ptr %sunkaddr641, align 8
  %44 = fmul <8 x double> %wide.load285, %wide.load289
  %45 = fmul <8 x double> %wide.load286, %wide.load290
  %46 = fmul <8 x double> %wide.load287, %wide.load291
  %47 = fmul <8 x double> %wide.load288, %wide.load292
  %sunkaddr642 = mul i64 %index284, 8
  %sunkaddr643 = getelementptr i8, ptr %.6.i, i64 %sunkaddr642
  store <8 x double> %44, ptr %sunkaddr643, align 8
  %sunkaddr644 = mul i64 %index284, 8
  %sunkaddr645 = getelementptr i8, ptr %.6.i, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, ptr %sunkaddr645, i64 64
  store <8 x double> %45, ptr %sunkaddr646, align 8
  %sunkaddr647 = mul i64 %index284, 8
  %sunkaddr648 = getelementptr i8, ptr %.6.i, i64 %sunkaddr647
  %sunkaddr649 = getelementptr i8, ptr %sunkaddr648, i64 128
  store <8 x double> %46, ptr %sunkaddr649, align 8
  %sunkaddr650 = mul i64 %index284, 8
  %sunkaddr651 = getelementptr i8, ptr %.6.i, i64 %sunkaddr650
  %sunkaddr652 = getelementptr i8, ptr %sunkaddr651, i64 192
  store <8 x double> %47, ptr %sunkaddr652, align 8
  %index.next293 = add nuw i64 %index284, 32
  %48 = icmp eq i64 %n.vec282, %index.next293
  br i1 %48, label %middle.block294, label %vector.body283, !llvm.loop !27

middle.block294:                                  ; preds = %vector.body283
  %cmp.n295 = icmp eq i64 %dest_shape.1148153, %n.vec282
  br i1 %cmp.n295, label %.89.endif.preheader.i, label %vec.epilog.iter.check298

vec.epilog.iter.check298:                         ; preds = %middle.block294
  %49 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check299 = icmp eq i64 %49, 0
  br i1 %min.epilog.iters.check299, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph300, !prof !23

vec.epilog.ph300:                                 ; preds = %vector.main.loop.iter.check279, %vec.epilog.iter.check298
  %vec.epilog.resume.val296 = phi i64 [ %n.vec282, %vec.epilog.iter.check298 ], [ 0, %vector.main.loop.iter.check279 ]
  %const_mat616 = add i64 %const, 28
  %n.vec302 = and i64 %dest_shape.1148153, %const_mat616
  br label %vec.epilog.vector.body303

vec.epilog.vector.body303:                        ; preds = %vec.epilog.vector.body303, %vec.epilog.ph300
  %index304 = phi i64 [ %vec.epilog.resume.val296, %vec.epilog.ph300 ], [ %index.next307, %vec.epilog.vector.body303 ]
  %50 = shl i64 %index304, 3
  %scevgep452 = getelementptr i8, ptr %.349, i64 %50
  %wide.load305 = load <4 x double>, ptr %scevgep452, align 8
  %51 = shl i64 %index304, 3
  %scevgep451 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %51
  %wide.load306 = load <4 x double>, ptr %scevgep451, align 8
  %52 = fmul <4 x double> %wide.load305, %wide.load306
  %53 = shl i64 %index304, 3
  %scevgep450 = getelementptr i8, ptr %.6.i, i64 %53
  store <4 x double> %52, ptr %scevgep450, align 8
  %index.next307 = add nuw i64 %index304, 4
  %54 = icmp eq i64 %n.vec302, %index.next307
  br i1 %54, label %vec.epilog.middle.block308, label %vec.epilog.vector.body303, !llvm.loop !28

vec.epilog.middle.block308:                       ; preds = %vec.epilog.vector.body303
  %cmp.n309 = icmp eq i64 %dest_shape.1148153, %n.vec302
  br i1 %cmp.n309, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck269, %iter.check277, %vec.epilog.iter.check298, %vec.epilog.middle.block308
  %loop.index135.us.us.ph = phi i64 [ 0, %iter.check277 ], [ 0, %vector.memcheck269 ], [ %n.vec282, %vec.epilog.iter.check298 ], [ %n.vec302, %vec.epilog.middle.block308 ]
  %55 = sub nsw i64 %dest_shape.1148153, %loop.index135.us.us.ph
  %xtraiter335 = and i64 %55, 7
  %lcmp.mod336.not = icmp eq i64 %xtraiter335, 0
  br i1 %lcmp.mod336.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv448 = phi i64 [ %xtraiter335, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next449, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index135.us.us.prol = phi i64 [ %.610.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index135.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %56 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep447 = getelementptr i8, ptr %.349, i64 %56
  %.572.us.us.prol = load double, ptr %scevgep447, align 8
  %57 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep446 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %57
  %.581.us.us.prol = load double, ptr %scevgep446, align 8
  %.6.i37.prol = fmul double %.572.us.us.prol, %.581.us.us.prol
  %58 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep445 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i37.prol, ptr %scevgep445, align 8
  %.610.us.us.prol = add nuw i64 %loop.index135.us.us.prol, 1
  %lsr.iv.next449 = add nsw i64 %lsr.iv448, -1
  %prol.iter337.cmp.not = icmp eq i64 %lsr.iv.next449, 0
  br i1 %prol.iter337.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !29

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index135.us.us.unr = phi i64 [ %loop.index135.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.610.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %59 = sub nsw i64 %loop.index135.us.us.ph, %dest_shape.1148153
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader348

for.body.endif.endif.endif.us.us.preheader348:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  %61 = shl i64 %.236.sroa.0.3, 3
  %62 = add i64 %61, 56
  %scevgep429 = getelementptr i8, ptr %arg.c.4, i64 %62
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader348, %for.body.endif.endif.endif.us.us
  %loop.index135.us.us = phi i64 [ %.610.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index135.us.us.unr, %for.body.endif.endif.endif.us.us.preheader348 ]
  %63 = shl i64 %loop.index135.us.us, 3
  %scevgep443 = getelementptr i8, ptr %scevgep429, i64 %63
  %scevgep444 = getelementptr i8, ptr %scevgep443, i64 -56
  %.572.us.us = load double, ptr %scevgep444, align 8
  %sunkaddr653 = mul i64 %loop.index135.us.us, 8
  %sunkaddr654 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr653
  %.581.us.us = load double, ptr %sunkaddr654, align 8
  %.6.i37 = fmul double %.572.us.us, %.581.us.us
  %64 = shl i64 %loop.index135.us.us, 3
  %sunkaddr655 = mul i64 %loop.index135.us.us, 8
  %sunkaddr656 = getelementptr i8, ptr %.6.i, i64 %sunkaddr655
  store double %.6.i37, ptr %sunkaddr656, align 8
  %scevgep441 = getelementptr i8, ptr %scevgep429, i64 %64
  %scevgep442 = getelementptr i8, ptr %scevgep441, i64 -48
  %.572.us.us.1 = load double, ptr %scevgep442, align 8
  %sunkaddr657 = mul i64 %loop.index135.us.us, 8
  %sunkaddr658 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, ptr %sunkaddr658, i64 8
  %.581.us.us.1 = load double, ptr %sunkaddr659, align 8
  %.6.i37.1 = fmul double %.572.us.us.1, %.581.us.us.1
  %65 = shl i64 %loop.index135.us.us, 3
  %sunkaddr660 = mul i64 %loop.index135.us.us, 8
  %sunkaddr661 = getelementptr i8, ptr %.6.i, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, ptr %sunkaddr661, i64 8
  store double %.6.i37.1, ptr %sunkaddr662, align 8
  %scevgep439 = getelementptr i8, ptr %scevgep429, i64 %65
  %scevgep440 = getelementptr i8, ptr %scevgep439, i64 -40
  %.572.us.us.2 = load double, ptr %scevgep440, align 8
  %sunkaddr663 = mul i64 %loop.index135.us.us, 8
  %sunkaddr664 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, ptr %sunkaddr664, i64 16
  %.581.us.us.2 = load double, ptr %sunkaddr665, align 8
  %.6.i37.2 = fmul double %.572.us.us.2, %.581.us.us.2
  %66 = shl i64 %loop.index135.us.us, 3
  %sunkaddr666 = mul i64 %loop.index135.us.us, 8
  %sunkaddr667 = getelementptr i8, ptr %.6.i, i64 %sunkaddr666
  %sunkaddr668 = getelementptr i8, ptr %sunkaddr667, i64 16
  store double %.6.i37.2, ptr %sunkaddr668, align 8
  %scevgep437 = getelementptr i8, ptr %scevgep429, i64 %66
  %scevgep438 = getelementptr i8, ptr %scevgep437, i64 -32
  %.572.us.us.3 = load double, ptr %scevgep438, align 8
  %sunkaddr669 = mul i64 %loop.index135.us.us, 8
  %sunkaddr670 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr669
  %sunkaddr671 = getelementptr i8, ptr %sunkaddr670, i64 24
  %.581.us.us.3 = load double, ptr %sunkaddr671, align 8
  %.6.i37.3 = fmul double %.572.us.us.3, %.581.us.us.3
  %67 = shl i64 %loop.index135.us.us, 3
  %sunkaddr672 = mul i64 %loop.index135.us.us, 8
  %sunkaddr673 = getelementptr i8, ptr %.6.i, i64 %sunkaddr672
  %sunkaddr674 = getelementptr i8, ptr %sunkaddr673, i64 24
  store double %.6.i37.3, ptr %sunkaddr674, align 8
  %scevgep435 = getelementptr i8, ptr %scevgep429, i64 %67
  %scevgep436 = getelementptr i8, ptr %scevgep435, i64 -24
  %.572.us.us.4 = load double, ptr %scevgep436, align 8
  %sunkaddr675 = mul i64 %loop.index135.us.us, 8
  %sunkaddr676 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr675
  %sunkaddr677 = getelementptr i8, ptr %sunkaddr676, i64 32
  %.581.us.us.4 = load double, ptr %sunkaddr677, align 8
  %.6.i37.4 = fmul double %.572.us.us.4, %.581.us.us.4
  %68 = shl i64 %loop.index135.us.us, 3
  %sunkaddr678 = mul i64 %loop.index135.us.us, 8
  %sunkaddr679 = getelementptr i8, ptr %.6.i, i64 %sunkaddr678
  %sunkaddr680 = getelementptr i8, ptr %sunkaddr679, i64 32
  store double %.6.i37.4, ptr %sunkaddr680, align 8
  %scevgep433 = getelementptr i8, ptr %scevgep429, i64 %68
  %scevgep434 = getelementptr i8, ptr %scevgep433, i64 -16
  %.572.us.us.5 = load double, ptr %scevgep434, align 8
  %sunkaddr681 = mul i64 %loop.index135.us.us, 8
  %sunkaddr682 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr681
  %sunkaddr683 = getelementptr i8, ptr %sunkaddr682, i64 40
  %.581.us.us.5 = load double, ptr %sunkaddr683, align 8
  %.6.i37.5 = fmul double %.572.us.us.5, %.581.us.us.5
  %69 = shl i64 %loop.index135.us.us, 3
  %sunkaddr684 = mul i64 %loop.index135.us.us, 8
  %sunkaddr685 = getelementptr i8, ptr %.6.i, i64 %sunkaddr684
  %sunkaddr686 = getelementptr i8, ptr %sunkaddr685, i64 40
  store double %.6.i37.5, ptr %sunkaddr686, align 8
  %scevgep431 = getelementptr i8, ptr %scevgep429, i64 %69
  %scevgep432 = getelementptr i8, ptr %scevgep431, i64 -8
  %.572.us.us.6 = load double, ptr %scevgep432, align 8
  %sunkaddr687 = mul i64 %loop.index135.us.us, 8
  %sunkaddr688 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr687
  %sunkaddr689 = getelementptr i8, ptr %sunkaddr688, i64 48
  %.581.us.us.6 = load double, ptr %sunkaddr689, align 8
  %.6.i37.6 = fmul double %.572.us.us.6, %.581.us.us.6
  %70 = shl i64 %loop.index135.us.us, 3
  %sunkaddr690 = mul i64 %loop.index135.us.us, 8
  %sunkaddr691 = getelementptr i8, ptr %.6.i, i64 %sunkaddr690
  %sunkaddr692 = getelementptr i8, ptr %sunkaddr691, i64 48
  store double %.6.i37.6, ptr %sunkaddr692, align 8
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 %70
  %.572.us.us.7 = load double, ptr %scevgep430, align 8
  %sunkaddr693 = mul i64 %loop.index135.us.us, 8
  %sunkaddr694 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr693
  %sunkaddr695 = getelementptr i8, ptr %sunkaddr694, i64 56
  %.581.us.us.7 = load double, ptr %sunkaddr695, align 8
  %.6.i37.7 = fmul double %.572.us.us.7, %.581.us.us.7
  %sunkaddr696 = mul i64 %loop.index135.us.us, 8
  %sunkaddr697 = getelementptr i8, ptr %.6.i, i64 %sunkaddr696
  %sunkaddr698 = getelementptr i8, ptr %sunkaddr697, i64 56
  store double %.6.i37.7, ptr %sunkaddr698, align 8
  %.610.us.us.7 = add nuw nsw i64 %loop.index135.us.us, 8
  %exitcond173.not.7 = icmp eq i64 %dest_shape.1148153, %.610.us.us.7
  br i1 %exitcond173.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !30

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader349, %for.body.endif.endif.endif.us
  %loop.index135.us = phi i64 [ %.610.us.7, %for.body.endif.endif.endif.us ], [ %loop.index135.us.unr, %for.body.endif.endif.endif.us.preheader349 ]
  %71 = shl i64 %loop.index135.us, 3
  %scevgep505 = getelementptr i8, ptr %scevgep493, i64 %71
  %scevgep506 = getelementptr i8, ptr %scevgep505, i64 -56
  %.572.us = load double, ptr %scevgep506, align 8
  %.581.us = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38 = fmul double %.572.us, %.581.us
  %72 = shl i64 %loop.index135.us, 3
  %sunkaddr699 = mul i64 %loop.index135.us, 8
  %sunkaddr700 = getelementptr i8, ptr %.6.i, i64 %sunkaddr699
  store double %.6.i38, ptr %sunkaddr700, align 8
  %scevgep507 = getelementptr i8, ptr %scevgep493, i64 %72
  %scevgep508 = getelementptr i8, ptr %scevgep507, i64 -48
  %.572.us.1 = load double, ptr %scevgep508, align 8
  %.581.us.1 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.1 = fmul double %.572.us.1, %.581.us.1
  %73 = shl i64 %loop.index135.us, 3
  %sunkaddr701 = mul i64 %loop.index135.us, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 8
  store double %.6.i38.1, ptr %sunkaddr703, align 8
  %scevgep503 = getelementptr i8, ptr %scevgep493, i64 %73
  %scevgep504 = getelementptr i8, ptr %scevgep503, i64 -40
  %.572.us.2 = load double, ptr %scevgep504, align 8
  %.581.us.2 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.2 = fmul double %.572.us.2, %.581.us.2
  %74 = shl i64 %loop.index135.us, 3
  %sunkaddr704 = mul i64 %loop.index135.us, 8
  %sunkaddr705 = getelementptr i8, ptr %.6.i, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, ptr %sunkaddr705, i64 16
  store double %.6.i38.2, ptr %sunkaddr706, align 8
  %scevgep501 = getelementptr i8, ptr %scevgep493, i64 %74
  %scevgep502 = getelementptr i8, ptr %scevgep501, i64 -32
  %.572.us.3 = load double, ptr %scevgep502, align 8
  %.581.us.3 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.3 = fmul double %.572.us.3, %.581.us.3
  %75 = shl i64 %loop.index135.us, 3
  %sunkaddr707 = mul i64 %loop.index135.us, 8
  %sunkaddr708 = getelementptr i8, ptr %.6.i, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, ptr %sunkaddr708, i64 24
  store double %.6.i38.3, ptr %sunkaddr709, align 8
  %scevgep499 = getelementptr i8, ptr %scevgep493, i64 %75
  %scevgep500 = getelementptr i8, ptr %scevgep499, i64 -24
  %.572.us.4 = load double, ptr %scevgep500, align 8
  %.581.us.4 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.4 = fmul double %.572.us.4, %.581.us.4
  %76 = shl i64 %loop.index135.us, 3
  %sunkaddr710 = mul i64 %loop.index135.us, 8
  %sunkaddr711 = getelementptr i8, ptr %.6.i, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, ptr %sunkaddr711, i64 32
  store double %.6.i38.4, ptr %sunkaddr712, align 8
  %scevgep497 = getelementptr i8, ptr %scevgep493, i64 %76
  %scevgep498 = getelementptr i8, ptr %scevgep497, i64 -16
  %.572.us.5 = load double, ptr %scevgep498, align 8
  %.581.us.5 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.5 = fmul double %.572.us.5, %.581.us.5
  %77 = shl i64 %loop.index135.us, 3
  %sunkaddr713 = mul i64 %loop.index135.us, 8
  %sunkaddr714 = getelementptr i8, ptr %.6.i, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, ptr %sunkaddr714, i64 40
  store double %.6.i38.5, ptr %sunkaddr715, align 8
  %scevgep495 = getelementptr i8, ptr %scevgep493, i64 %77
  %scevgep496 = getelementptr i8, ptr %scevgep495, i64 -8
  %.572.us.6 = load double, ptr %scevgep496, align 8
  %.581.us.6 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.6 = fmul double %.572.us.6, %.581.us.6
  %78 = shl i64 %loop.index135.us, 3
  %sunkaddr716 = mul i64 %loop.index135.us, 8
  %sunkaddr717 = getelementptr i8, ptr %.6.i, i64 %sunkaddr716
  %sunkaddr718 = getelementptr i8, ptr %sunkaddr717, i64 48
  store double %.6.i38.6, ptr %sunkaddr718, align 8
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 %78
  %.572.us.7 = load double, ptr %scevgep494, align 8
  %.581.us.7 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i38.7 = fmul double %.572.us.7, %.581.us.7
  %sunkaddr719 = mul i64 %loop.index135.us, 8
  %sunkaddr720 = getelementptr i8, ptr %.6.i, i64 %sunkaddr719
  %sunkaddr721 = getelementptr i8, ptr %sunkaddr720, i64 56
  store double %.6.i38.7, ptr %sunkaddr721, align 8
  %.610.us.7 = add nuw nsw i64 %loop.index135.us, 8
  %exitcond172.not.7 = icmp eq i64 %dest_shape.1148153, %.610.us.7
  br i1 %exitcond172.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !31

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %79 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %79, label %iter.check191, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %80 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %80, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %81 = shl i64 %dest_shape.1148153, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %81
  %82 = shl i64 %.236.sroa.0.3, 3
  %83 = getelementptr i8, ptr %arg.c.4, i64 %82
  %scevgep165 = getelementptr i8, ptr %83, i64 8
  %scevgep166 = getelementptr i8, ptr %.53.fca.1.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep165
  %bound1 = icmp ult ptr %.349, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0167 = icmp ult ptr %.6.i, %scevgep166
  %bound1168 = icmp ult ptr %.53.fca.1.4.load, %scevgep
  %found.conflict169 = and i1 %bound0167, %bound1168
  %conflict.rdx = or i1 %found.conflict, %found.conflict169
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check170 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check170, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.1148153, %const
  %84 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !32
  %85 = load double, ptr %.349, align 8, !alias.scope !35
  %86 = fmul double %85, %84
  %broadcast.splatinsert = insertelement <8 x double> poison, double %86, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr722 = mul i64 %index, 8
  %sunkaddr723 = getelementptr i8, ptr %.6.i, i64 %sunkaddr722
  store <8 x double> %broadcast.splat, ptr %sunkaddr723, align 8, !alias.scope !37, !noalias !39
  %sunkaddr724 = mul i64 %index, 8
  %sunkaddr725 = getelementptr i8, ptr %.6.i, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr726, align 8, !alias.scope !37, !noalias !39
  %sunkaddr727 = mul i64 %index, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, ptr %sunkaddr728, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr729, align 8, !alias.scope !37, !noalias !39
  %sunkaddr730 = mul i64 %index, 8
  %sunkaddr731 = getelementptr i8, ptr %.6.i, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, ptr %sunkaddr731, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr732, align 8, !alias.scope !37, !noalias !39
  %index.next = add nuw i64 %index, 32
  %87 = icmp eq i64 %n.vec, %index.next
  br i1 %87, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1148153, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %88 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check = icmp eq i64 %88, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !23

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat617 = add i64 %const, 28
  %n.vec172 = and i64 %dest_shape.1148153, %const_mat617
  %89 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !32
  %90 = load double, ptr %.349, align 8, !alias.scope !35
  %91 = fmul double %90, %89
  %broadcast.splatinsert174 = insertelement <4 x double> poison, double %91, i64 0
  %broadcast.splat175 = shufflevector <4 x double> %broadcast.splatinsert174, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index173 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next176, %vec.epilog.vector.body ]
  %92 = shl i64 %index173, 3
  %scevgep604 = getelementptr i8, ptr %.6.i, i64 %92
  store <4 x double> %broadcast.splat175, ptr %scevgep604, align 8, !alias.scope !37, !noalias !39
  %index.next176 = add nuw i64 %index173, 4
  %93 = icmp eq i64 %n.vec172, %index.next176
  br i1 %93, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n177 = icmp eq i64 %dest_shape.1148153, %n.vec172
  br i1 %cmp.n177, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index135.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec172, %vec.epilog.middle.block ]
  %94 = sub nsw i64 %dest_shape.1148153, %loop.index135.ph
  %xtraiter = and i64 %94, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv602 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next603, %for.body.endif.endif.endif.prol ]
  %loop.index135.prol = phi i64 [ %.610.prol, %for.body.endif.endif.endif.prol ], [ %loop.index135.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.572.prol = load double, ptr %.349, align 8
  %.581.prol = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.prol = fmul double %.572.prol, %.581.prol
  %95 = shl i64 %loop.index135.prol, 3
  %scevgep601 = getelementptr i8, ptr %.6.i, i64 %95
  store double %.6.i40.prol, ptr %scevgep601, align 8
  %.610.prol = add nuw i64 %loop.index135.prol, 1
  %lsr.iv.next603 = add nsw i64 %lsr.iv602, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next603, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !42

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index135.unr = phi i64 [ %loop.index135.ph, %for.body.endif.endif.endif.preheader ], [ %.610.prol, %for.body.endif.endif.endif.prol ]
  %96 = sub nsw i64 %loop.index135.ph, %dest_shape.1148153
  %97 = icmp ugt i64 %96, -8
  br i1 %97, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader353

for.body.endif.endif.endif.preheader353:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check191:                                    ; preds = %for.body.lr.ph.split
  %98 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %98, label %for.body.endif.endif.endif.us140.preheader, label %vector.memcheck178

vector.memcheck178:                               ; preds = %iter.check191
  %99 = shl i64 %dest_shape.1148153, 3
  %scevgep179 = getelementptr i8, ptr %.6.i, i64 %99
  %100 = shl i64 %.236.sroa.0.3, 3
  %101 = getelementptr i8, ptr %arg.c.4, i64 %100
  %scevgep180 = getelementptr i8, ptr %101, i64 8
  %scevgep181 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %99
  %bound0182 = icmp ult ptr %.6.i, %scevgep180
  %bound1183 = icmp ult ptr %.349, %scevgep179
  %found.conflict184 = and i1 %bound0182, %bound1183
  %bound0185 = icmp ult ptr %.6.i, %scevgep181
  %bound1186 = icmp ult ptr %.53.fca.1.4.load, %scevgep179
  %found.conflict187 = and i1 %bound0185, %bound1186
  %conflict.rdx188 = or i1 %found.conflict184, %found.conflict187
  br i1 %conflict.rdx188, label %for.body.endif.endif.endif.us140.preheader, label %vector.main.loop.iter.check193

vector.main.loop.iter.check193:                   ; preds = %vector.memcheck178
  %min.iters.check192 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check192, label %vec.epilog.ph211, label %vector.ph194

vector.ph194:                                     ; preds = %vector.main.loop.iter.check193
  %n.vec196 = and i64 %dest_shape.1148153, %const
  %102 = load double, ptr %.349, align 8, !alias.scope !43
  %broadcast.splatinsert202 = insertelement <8 x double> poison, double %102, i64 0
  %broadcast.splat203 = shufflevector <8 x double> %broadcast.splatinsert202, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body197

vector.body197:                                   ; preds = %vector.body197, %vector.ph194
  %index198 = phi i64 [ 0, %vector.ph194 ], [ %index.next204, %vector.body197 ]
  %sunkaddr733 = mul i64 %index198, 8
  %sunkaddr734 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr733
  %wide.load = load <8 x double>, ptr %sunkaddr734, align 8, !alias.scope !46
  %sunkaddr735 = mul i64 %index198, 8
  %sunkaddr736 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, ptr %sunkaddr736, i64 64
  %wide.load199 = load <8 x double>, ptr %sunkaddr737, align 8, !alias.scope !46
  %sunkaddr738 = mul i64 %index198, 8
  %sunkaddr739 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr738
  %sunkaddr740 = getelementptr i8, ptr %sunkaddr739, i64 128
  %wide.load200 = load <8 x double>, ptr %sunkaddr740, align 8, !alias.scope !46
  %sunkaddr741 = mul i64 %index198, 8
  %sunkaddr742 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr741
  %sunkaddr743 = getelementptr i8, ptr %sunkaddr742, i64 192
  %wide.load201 = load <8 x double>, ptr %sunkaddr743, align 8, !alias.scope !46
  %103 = fmul <8 x double> %broadcast.splat203, %wide.load
  %104 = fmul <8 x double> %broadcast.splat203, %wide.load199
  %105 = fmul <8 x double> %broadcast.splat203, %wide.load200
  %106 = fmul <8 x double> %broadcast.splat203, %wide.load201
  %sunkaddr744 = mul i64 %index198, 8
  %sunkaddr745 = getelementptr i8, ptr %.6.i, i64 %sunkaddr744
  store <8 x double> %103, ptr %sunkaddr745, align 8, !alias.scope !48, !noalias !50
  %sunkaddr746 = mul i64 %index198, 8
  %sunkaddr747 = getelementptr i8, ptr %.6.i, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, ptr %sunkaddr747, i64 64
  store <8 x double> %104, ptr %sunkaddr748, align 8, !alias.scope !48, !noalias !50
  %sunkaddr749 = mul i64 %index198, 8
  %sunkaddr750 = getelementptr i8, ptr %.6.i, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, ptr %sunkaddr750, i64 128
  store <8 x double> %105, ptr %sunkaddr751, align 8, !alias.scope !48, !noalias !50
  %sunkaddr752 = mul i64 %index198, 8
  %sunkaddr753 = getelementptr i8, ptr %.6.i, i64 %sunkaddr752
  %sunkaddr754 = getelementptr i8, ptr %sunkaddr753, i64 192
  store <8 x double> %106, ptr %sunkaddr754, align 8, !alias.scope !48, !noalias !50
  %index.next204 = add nuw i64 %index198, 32
  %107 = icmp eq i64 %n.vec196, %index.next204
  br i1 %107, label %middle.block205, label %vector.body197, !llvm.loop !51

middle.block205:                                  ; preds = %vector.body197
  %cmp.n206 = icmp eq i64 %dest_shape.1148153, %n.vec196
  br i1 %cmp.n206, label %.89.endif.preheader.i, label %vec.epilog.iter.check209

vec.epilog.iter.check209:                         ; preds = %middle.block205
  %108 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check210 = icmp eq i64 %108, 0
  br i1 %min.epilog.iters.check210, label %for.body.endif.endif.endif.us140.preheader, label %vec.epilog.ph211, !prof !23

vec.epilog.ph211:                                 ; preds = %vector.main.loop.iter.check193, %vec.epilog.iter.check209
  %vec.epilog.resume.val207 = phi i64 [ %n.vec196, %vec.epilog.iter.check209 ], [ 0, %vector.main.loop.iter.check193 ]
  %const_mat618 = add i64 %const, 28
  %n.vec213 = and i64 %dest_shape.1148153, %const_mat618
  %109 = load double, ptr %.349, align 8, !alias.scope !43
  %broadcast.splatinsert217 = insertelement <4 x double> poison, double %109, i64 0
  %broadcast.splat218 = shufflevector <4 x double> %broadcast.splatinsert217, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body214

vec.epilog.vector.body214:                        ; preds = %vec.epilog.vector.body214, %vec.epilog.ph211
  %index215 = phi i64 [ %vec.epilog.resume.val207, %vec.epilog.ph211 ], [ %index.next219, %vec.epilog.vector.body214 ]
  %110 = shl i64 %index215, 3
  %scevgep568 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %110
  %wide.load216 = load <4 x double>, ptr %scevgep568, align 8, !alias.scope !46
  %111 = fmul <4 x double> %broadcast.splat218, %wide.load216
  %112 = shl i64 %index215, 3
  %scevgep567 = getelementptr i8, ptr %.6.i, i64 %112
  store <4 x double> %111, ptr %scevgep567, align 8, !alias.scope !48, !noalias !50
  %index.next219 = add nuw i64 %index215, 4
  %113 = icmp eq i64 %n.vec213, %index.next219
  br i1 %113, label %vec.epilog.middle.block220, label %vec.epilog.vector.body214, !llvm.loop !52

vec.epilog.middle.block220:                       ; preds = %vec.epilog.vector.body214
  %cmp.n221 = icmp eq i64 %dest_shape.1148153, %n.vec213
  br i1 %cmp.n221, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140.preheader

for.body.endif.endif.endif.us140.preheader:       ; preds = %vector.memcheck178, %iter.check191, %vec.epilog.iter.check209, %vec.epilog.middle.block220
  %loop.index135.us137.ph = phi i64 [ 0, %iter.check191 ], [ 0, %vector.memcheck178 ], [ %n.vec196, %vec.epilog.iter.check209 ], [ %n.vec213, %vec.epilog.middle.block220 ]
  %114 = sub nsw i64 %dest_shape.1148153, %loop.index135.us137.ph
  %xtraiter329 = and i64 %114, 7
  %lcmp.mod330.not = icmp eq i64 %xtraiter329, 0
  br i1 %lcmp.mod330.not, label %for.body.endif.endif.endif.us140.prol.loopexit, label %for.body.endif.endif.endif.us140.prol.preheader

for.body.endif.endif.endif.us140.prol.preheader:  ; preds = %for.body.endif.endif.endif.us140.preheader
  br label %for.body.endif.endif.endif.us140.prol

for.body.endif.endif.endif.us140.prol:            ; preds = %for.body.endif.endif.endif.us140.prol.preheader, %for.body.endif.endif.endif.us140.prol
  %lsr.iv565 = phi i64 [ %xtraiter329, %for.body.endif.endif.endif.us140.prol.preheader ], [ %lsr.iv.next566, %for.body.endif.endif.endif.us140.prol ]
  %loop.index135.us137.prol = phi i64 [ %.610.us143.prol, %for.body.endif.endif.endif.us140.prol ], [ %loop.index135.us137.ph, %for.body.endif.endif.endif.us140.prol.preheader ]
  %.572.us139.prol = load double, ptr %.349, align 8
  %115 = shl i64 %loop.index135.us137.prol, 3
  %scevgep564 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %115
  %.581.us147.prol = load double, ptr %scevgep564, align 8
  %.6.i39.prol = fmul double %.572.us139.prol, %.581.us147.prol
  %116 = shl i64 %loop.index135.us137.prol, 3
  %scevgep563 = getelementptr i8, ptr %.6.i, i64 %116
  store double %.6.i39.prol, ptr %scevgep563, align 8
  %.610.us143.prol = add nuw i64 %loop.index135.us137.prol, 1
  %lsr.iv.next566 = add nsw i64 %lsr.iv565, -1
  %prol.iter331.cmp.not = icmp eq i64 %lsr.iv.next566, 0
  br i1 %prol.iter331.cmp.not, label %for.body.endif.endif.endif.us140.prol.loopexit, label %for.body.endif.endif.endif.us140.prol, !llvm.loop !53

for.body.endif.endif.endif.us140.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us140.prol, %for.body.endif.endif.endif.us140.preheader
  %loop.index135.us137.unr = phi i64 [ %loop.index135.us137.ph, %for.body.endif.endif.endif.us140.preheader ], [ %.610.us143.prol, %for.body.endif.endif.endif.us140.prol ]
  %117 = sub nsw i64 %loop.index135.us137.ph, %dest_shape.1148153
  %118 = icmp ugt i64 %117, -8
  br i1 %118, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140.preheader351

for.body.endif.endif.endif.us140.preheader351:    ; preds = %for.body.endif.endif.endif.us140.prol.loopexit
  br label %for.body.endif.endif.endif.us140

for.body.endif.endif.endif.us140:                 ; preds = %for.body.endif.endif.endif.us140.preheader351, %for.body.endif.endif.endif.us140
  %loop.index135.us137 = phi i64 [ %.610.us143.7, %for.body.endif.endif.endif.us140 ], [ %loop.index135.us137.unr, %for.body.endif.endif.endif.us140.preheader351 ]
  %.572.us139 = load double, ptr %.349, align 8
  %sunkaddr755 = mul i64 %loop.index135.us137, 8
  %sunkaddr756 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr755
  %.581.us147 = load double, ptr %sunkaddr756, align 8
  %.6.i39 = fmul double %.572.us139, %.581.us147
  %sunkaddr757 = mul i64 %loop.index135.us137, 8
  %sunkaddr758 = getelementptr i8, ptr %.6.i, i64 %sunkaddr757
  store double %.6.i39, ptr %sunkaddr758, align 8
  %.572.us139.1 = load double, ptr %.349, align 8
  %sunkaddr759 = mul i64 %loop.index135.us137, 8
  %sunkaddr760 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 8
  %.581.us147.1 = load double, ptr %sunkaddr761, align 8
  %.6.i39.1 = fmul double %.572.us139.1, %.581.us147.1
  %sunkaddr762 = mul i64 %loop.index135.us137, 8
  %sunkaddr763 = getelementptr i8, ptr %.6.i, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, ptr %sunkaddr763, i64 8
  store double %.6.i39.1, ptr %sunkaddr764, align 8
  %.572.us139.2 = load double, ptr %.349, align 8
  %sunkaddr765 = mul i64 %loop.index135.us137, 8
  %sunkaddr766 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, ptr %sunkaddr766, i64 16
  %.581.us147.2 = load double, ptr %sunkaddr767, align 8
  %.6.i39.2 = fmul double %.572.us139.2, %.581.us147.2
  %sunkaddr768 = mul i64 %loop.index135.us137, 8
  %sunkaddr769 = getelementptr i8, ptr %.6.i, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, ptr %sunkaddr769, i64 16
  store double %.6.i39.2, ptr %sunkaddr770, align 8
  %.572.us139.3 = load double, ptr %.349, align 8
  %sunkaddr771 = mul i64 %loop.index135.us137, 8
  %sunkaddr772 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, ptr %sunkaddr772, i64 24
  %.581.us147.3 = load double, ptr %sunkaddr773, align 8
  %.6.i39.3 = fmul double %.572.us139.3, %.581.us147.3
  %sunkaddr774 = mul i64 %loop.index135.us137, 8
  %sunkaddr775 = getelementptr i8, ptr %.6.i, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, ptr %sunkaddr775, i64 24
  store double %.6.i39.3, ptr %sunkaddr776, align 8
  %.572.us139.4 = load double, ptr %.349, align 8
  %sunkaddr777 = mul i64 %loop.index135.us137, 8
  %sunkaddr778 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, ptr %sunkaddr778, i64 32
  %.581.us147.4 = load double, ptr %sunkaddr779, align 8
  %.6.i39.4 = fmul double %.572.us139.4, %.581.us147.4
  %sunkaddr780 = mul i64 %loop.index135.us137, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 32
  store double %.6.i39.4, ptr %sunkaddr782, align 8
  %.572.us139.5 = load double, ptr %.349, align 8
  %sunkaddr783 = mul i64 %loop.index135.us137, 8
  %sunkaddr784 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 40
  %.581.us147.5 = load double, ptr %sunkaddr785, align 8
  %.6.i39.5 = fmul double %.572.us139.5, %.581.us147.5
  %sunkaddr786 = mul i64 %loop.index135.us137, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 40
  store double %.6.i39.5, ptr %sunkaddr788, align 8
  %.572.us139.6 = load double, ptr %.349, align 8
  %sunkaddr789 = mul i64 %loop.index135.us137, 8
  %sunkaddr790 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 48
  %.581.us147.6 = load double, ptr %sunkaddr791, align 8
  %.6.i39.6 = fmul double %.572.us139.6, %.581.us147.6
  %sunkaddr792 = mul i64 %loop.index135.us137, 8
  %sunkaddr793 = getelementptr i8, ptr %.6.i, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, ptr %sunkaddr793, i64 48
  store double %.6.i39.6, ptr %sunkaddr794, align 8
  %.572.us139.7 = load double, ptr %.349, align 8
  %sunkaddr795 = mul i64 %loop.index135.us137, 8
  %sunkaddr796 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr795
  %sunkaddr797 = getelementptr i8, ptr %sunkaddr796, i64 56
  %.581.us147.7 = load double, ptr %sunkaddr797, align 8
  %.6.i39.7 = fmul double %.572.us139.7, %.581.us147.7
  %sunkaddr798 = mul i64 %loop.index135.us137, 8
  %sunkaddr799 = getelementptr i8, ptr %.6.i, i64 %sunkaddr798
  %sunkaddr800 = getelementptr i8, ptr %sunkaddr799, i64 56
  store double %.6.i39.7, ptr %sunkaddr800, align 8
  %.610.us143.7 = add nuw nsw i64 %loop.index135.us137, 8
  %exitcond171.not.7 = icmp eq i64 %dest_shape.1148153, %.610.us143.7
  br i1 %exitcond171.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140, !llvm.loop !54

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us140, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us140.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block205, %vec.epilog.middle.block220, %middle.block251, %vec.epilog.middle.block266, %middle.block294, %vec.epilog.middle.block308
  tail call void @NRT_decref(ptr %arg.c.0)
  %xtraiter.i = and i64 %dest_shape.1148153, 7
  %119 = icmp samesign ult i64 %dest_shape.1148153, 8
  br i1 %119, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !55

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.1148153, %const_mat
  %120 = add nsw i64 %dest_shape.1148153, -8
  %121 = lshr i64 %120, 3
  %122 = add nuw nsw i64 %121, 1
  %xtraiter338 = and i64 %122, 3
  %123 = and i64 %120, 24
  %lcmp.mod339.not = icmp eq i64 %123, 24
  br i1 %lcmp.mod339.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !56

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv395 = phi i64 [ %xtraiter338, %.89.endif.i.prol.preheader ], [ %lsr.iv.next396, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !57
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i41.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i41.prol, align 8, !noalias !57
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !57
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !57
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !57
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !57
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !57
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !57
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next396 = add i64 %lsr.iv395, -1
  %prol.iter340.cmp.not = icmp eq i64 %lsr.iv.next396, 0
  br i1 %prol.iter340.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !60, !llvm.loop !61

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %124 = icmp ult i64 %120, 24
  br i1 %124, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !62

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i59, label %.89.endif.epil.preheader.i, !prof !63

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %125 = shl i64 %epil.iter.i, 3
  %scevgep394 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %125
  %.106.epil.i = load double, ptr %scevgep394, align 8, !noalias !57
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i59, label %.89.endif.epil.i, !prof !64, !llvm.loop !65

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !57
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i41 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i41, align 8, !noalias !57
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !57
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !57
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !57
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !57
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !57
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !57
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !57
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i41.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i41.1, align 8, !noalias !57
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !57
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !57
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !57
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !57
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !57
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !57
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !57
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i41.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i41.2, align 8, !noalias !57
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !57
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !57
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !57
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !57
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !57
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !57
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !57
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i41.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i41.3, align 8, !noalias !57
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !57
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !57
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !57
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !57
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !57
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !57
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !67, !llvm.loop !68

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader353, %for.body.endif.endif.endif
  %loop.index135 = phi i64 [ %.610.7, %for.body.endif.endif.endif ], [ %loop.index135.unr, %for.body.endif.endif.endif.preheader353 ]
  %.572 = load double, ptr %.349, align 8
  %.581 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40 = fmul double %.572, %.581
  %sunkaddr801 = mul i64 %loop.index135, 8
  %sunkaddr802 = getelementptr i8, ptr %.6.i, i64 %sunkaddr801
  store double %.6.i40, ptr %sunkaddr802, align 8
  %.572.1 = load double, ptr %.349, align 8
  %.581.1 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.1 = fmul double %.572.1, %.581.1
  %sunkaddr803 = mul i64 %loop.index135, 8
  %sunkaddr804 = getelementptr i8, ptr %.6.i, i64 %sunkaddr803
  %sunkaddr805 = getelementptr i8, ptr %sunkaddr804, i64 8
  store double %.6.i40.1, ptr %sunkaddr805, align 8
  %.572.2 = load double, ptr %.349, align 8
  %.581.2 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.2 = fmul double %.572.2, %.581.2
  %sunkaddr806 = mul i64 %loop.index135, 8
  %sunkaddr807 = getelementptr i8, ptr %.6.i, i64 %sunkaddr806
  %sunkaddr808 = getelementptr i8, ptr %sunkaddr807, i64 16
  store double %.6.i40.2, ptr %sunkaddr808, align 8
  %.572.3 = load double, ptr %.349, align 8
  %.581.3 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.3 = fmul double %.572.3, %.581.3
  %sunkaddr809 = mul i64 %loop.index135, 8
  %sunkaddr810 = getelementptr i8, ptr %.6.i, i64 %sunkaddr809
  %sunkaddr811 = getelementptr i8, ptr %sunkaddr810, i64 24
  store double %.6.i40.3, ptr %sunkaddr811, align 8
  %.572.4 = load double, ptr %.349, align 8
  %.581.4 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.4 = fmul double %.572.4, %.581.4
  %sunkaddr812 = mul i64 %loop.index135, 8
  %sunkaddr813 = getelementptr i8, ptr %.6.i, i64 %sunkaddr812
  %sunkaddr814 = getelementptr i8, ptr %sunkaddr813, i64 32
  store double %.6.i40.4, ptr %sunkaddr814, align 8
  %.572.5 = load double, ptr %.349, align 8
  %.581.5 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.5 = fmul double %.572.5, %.581.5
  %sunkaddr815 = mul i64 %loop.index135, 8
  %sunkaddr816 = getelementptr i8, ptr %.6.i, i64 %sunkaddr815
  %sunkaddr817 = getelementptr i8, ptr %sunkaddr816, i64 40
  store double %.6.i40.5, ptr %sunkaddr817, align 8
  %.572.6 = load double, ptr %.349, align 8
  %.581.6 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.6 = fmul double %.572.6, %.581.6
  %sunkaddr818 = mul i64 %loop.index135, 8
  %sunkaddr819 = getelementptr i8, ptr %.6.i, i64 %sunkaddr818
  %sunkaddr820 = getelementptr i8, ptr %sunkaddr819, i64 48
  store double %.6.i40.6, ptr %sunkaddr820, align 8
  %.572.7 = load double, ptr %.349, align 8
  %.581.7 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.7 = fmul double %.572.7, %.581.7
  %sunkaddr821 = mul i64 %loop.index135, 8
  %sunkaddr822 = getelementptr i8, ptr %.6.i, i64 %sunkaddr821
  %sunkaddr823 = getelementptr i8, ptr %sunkaddr822, i64 56
  store double %.6.i40.7, ptr %sunkaddr823, align 8
  %.610.7 = add nuw nsw i64 %loop.index135, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1148153, %.610.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !70

B128.i59:                                         ; preds = %.89.endif.epil.i, %for.end.thread131, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread131 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %126 = add i64 %.53.fca.1.5.0.load.fr, %const620
  %.705 = icmp ult i64 %126, %const619
  br i1 %.705, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !71

for.end.endif.endif.endif.if:                     ; preds = %B128.i59
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i59
  %.704 = shl nsw i64 %.53.fca.1.5.0.load.fr, 3
  %.7.i.i63 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.704, i32 32), !noalias !72
  %.8.i.i64 = icmp eq ptr %.7.i.i63, null
  br i1 %.8.i.i64, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i69 = getelementptr i8, ptr %.7.i.i63, i64 24
  %.6.i70 = load ptr, ptr %.5.i69, align 8
  %.772153 = icmp sgt i64 %.53.fca.1.5.0.load.fr, 0
  br i1 %.772153, label %for.body.1.lr.ph, label %for.end.1.thread139

for.end.1.thread139:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.774.not = icmp eq i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %.774.not, label %for.body.1.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %for.body.1.lr.ph
  %127 = ptrtoint ptr %.6.i70 to i64
  %128 = ptrtoint ptr %.53.fca.1.4.load to i64
  %min.iters.check314 = icmp ult i64 %.53.fca.1.5.0.load.fr, 8
  %129 = sub i64 %127, %128
  %diff.check313 = icmp ult i64 %129, 64
  %or.cond = select i1 %min.iters.check314, i1 true, i1 %diff.check313
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader325, label %vector.ph315

vector.ph315:                                     ; preds = %for.body.1.endif.endif.us.preheader
  %const_mat613 = add i64 %const, 24
  %n.vec317 = and i64 %.53.fca.1.5.0.load.fr, %const_mat613
  br label %vector.body318

vector.body318:                                   ; preds = %vector.body318, %vector.ph315
  %index319 = phi i64 [ 0, %vector.ph315 ], [ %index.next321, %vector.body318 ]
  %130 = shl i64 %index319, 3
  %scevgep393 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %130
  %wide.load320 = load <8 x double>, ptr %scevgep393, align 8
  %131 = tail call <8 x double> @llvm.log.v8f64(<8 x double> %wide.load320)
  %132 = shl i64 %index319, 3
  %scevgep392 = getelementptr i8, ptr %.6.i70, i64 %132
  store <8 x double> %131, ptr %scevgep392, align 8
  %index.next321 = add nuw i64 %index319, 8
  %133 = icmp eq i64 %n.vec317, %index.next321
  br i1 %133, label %middle.block322, label %vector.body318, !llvm.loop !79

middle.block322:                                  ; preds = %vector.body318
  %cmp.n323 = icmp eq i64 %.53.fca.1.5.0.load.fr, %n.vec317
  br i1 %cmp.n323, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us.preheader325

for.body.1.endif.endif.us.preheader325:           ; preds = %for.body.1.endif.endif.us.preheader, %middle.block322
  %loop.index.1155.us.ph = phi i64 [ 0, %for.body.1.endif.endif.us.preheader ], [ %n.vec317, %middle.block322 ]
  %xtraiter341 = and i64 %.53.fca.1.5.0.load.fr, 7
  %lcmp.mod342.not = icmp eq i64 %xtraiter341, 0
  br i1 %lcmp.mod342.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader325
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv390 = phi i64 [ %xtraiter341, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next391, %for.body.1.endif.endif.us.prol ]
  %loop.index.1155.us.prol = phi i64 [ %.811.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1155.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %134 = shl i64 %loop.index.1155.us.prol, 3
  %scevgep389 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %134
  %.782.us.prol = load double, ptr %scevgep389, align 8
  %.12.le.i.prol = tail call double @llvm.log.f64(double %.782.us.prol)
  %135 = shl i64 %loop.index.1155.us.prol, 3
  %scevgep388 = getelementptr i8, ptr %.6.i70, i64 %135
  store double %.12.le.i.prol, ptr %scevgep388, align 8
  %.811.us.prol = add nuw nsw i64 %loop.index.1155.us.prol, 1
  %lsr.iv.next391 = add nsw i64 %lsr.iv390, -1
  %prol.iter343.cmp.not = icmp eq i64 %lsr.iv.next391, 0
  br i1 %prol.iter343.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !80

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader325
  %loop.index.1155.us.unr = phi i64 [ %loop.index.1155.us.ph, %for.body.1.endif.endif.us.preheader325 ], [ %.811.us.prol, %for.body.1.endif.endif.us.prol ]
  %136 = sub nsw i64 %loop.index.1155.us.ph, %.53.fca.1.5.0.load.fr
  %137 = icmp ugt i64 %136, -8
  br i1 %137, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us.preheader347

for.body.1.endif.endif.us.preheader347:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader347, %for.body.1.endif.endif.us
  %loop.index.1155.us = phi i64 [ %.811.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1155.us.unr, %for.body.1.endif.endif.us.preheader347 ]
  %sunkaddr824 = mul i64 %loop.index.1155.us, 8
  %sunkaddr825 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr824
  %.782.us = load double, ptr %sunkaddr825, align 8
  %.12.le.i = tail call double @llvm.log.f64(double %.782.us)
  %sunkaddr826 = mul i64 %loop.index.1155.us, 8
  %sunkaddr827 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr826
  store double %.12.le.i, ptr %sunkaddr827, align 8
  %sunkaddr828 = mul i64 %loop.index.1155.us, 8
  %sunkaddr829 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, ptr %sunkaddr829, i64 8
  %.782.us.1 = load double, ptr %sunkaddr830, align 8
  %.12.le.i.1 = tail call double @llvm.log.f64(double %.782.us.1)
  %sunkaddr831 = mul i64 %loop.index.1155.us, 8
  %sunkaddr832 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, ptr %sunkaddr832, i64 8
  store double %.12.le.i.1, ptr %sunkaddr833, align 8
  %sunkaddr834 = mul i64 %loop.index.1155.us, 8
  %sunkaddr835 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr834
  %sunkaddr836 = getelementptr i8, ptr %sunkaddr835, i64 16
  %.782.us.2 = load double, ptr %sunkaddr836, align 8
  %.12.le.i.2 = tail call double @llvm.log.f64(double %.782.us.2)
  %sunkaddr837 = mul i64 %loop.index.1155.us, 8
  %sunkaddr838 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, ptr %sunkaddr838, i64 16
  store double %.12.le.i.2, ptr %sunkaddr839, align 8
  %sunkaddr840 = mul i64 %loop.index.1155.us, 8
  %sunkaddr841 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, ptr %sunkaddr841, i64 24
  %.782.us.3 = load double, ptr %sunkaddr842, align 8
  %.12.le.i.3 = tail call double @llvm.log.f64(double %.782.us.3)
  %sunkaddr843 = mul i64 %loop.index.1155.us, 8
  %sunkaddr844 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, ptr %sunkaddr844, i64 24
  store double %.12.le.i.3, ptr %sunkaddr845, align 8
  %sunkaddr846 = mul i64 %loop.index.1155.us, 8
  %sunkaddr847 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, ptr %sunkaddr847, i64 32
  %.782.us.4 = load double, ptr %sunkaddr848, align 8
  %.12.le.i.4 = tail call double @llvm.log.f64(double %.782.us.4)
  %sunkaddr849 = mul i64 %loop.index.1155.us, 8
  %sunkaddr850 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, ptr %sunkaddr850, i64 32
  store double %.12.le.i.4, ptr %sunkaddr851, align 8
  %sunkaddr852 = mul i64 %loop.index.1155.us, 8
  %sunkaddr853 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, ptr %sunkaddr853, i64 40
  %.782.us.5 = load double, ptr %sunkaddr854, align 8
  %.12.le.i.5 = tail call double @llvm.log.f64(double %.782.us.5)
  %sunkaddr855 = mul i64 %loop.index.1155.us, 8
  %sunkaddr856 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, ptr %sunkaddr856, i64 40
  store double %.12.le.i.5, ptr %sunkaddr857, align 8
  %sunkaddr858 = mul i64 %loop.index.1155.us, 8
  %sunkaddr859 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, ptr %sunkaddr859, i64 48
  %.782.us.6 = load double, ptr %sunkaddr860, align 8
  %.12.le.i.6 = tail call double @llvm.log.f64(double %.782.us.6)
  %sunkaddr861 = mul i64 %loop.index.1155.us, 8
  %sunkaddr862 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr861
  %sunkaddr863 = getelementptr i8, ptr %sunkaddr862, i64 48
  store double %.12.le.i.6, ptr %sunkaddr863, align 8
  %sunkaddr864 = mul i64 %loop.index.1155.us, 8
  %sunkaddr865 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr864
  %sunkaddr866 = getelementptr i8, ptr %sunkaddr865, i64 56
  %.782.us.7 = load double, ptr %sunkaddr866, align 8
  %.12.le.i.7 = tail call double @llvm.log.f64(double %.782.us.7)
  %sunkaddr867 = mul i64 %loop.index.1155.us, 8
  %sunkaddr868 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr867
  %sunkaddr869 = getelementptr i8, ptr %sunkaddr868, i64 56
  store double %.12.le.i.7, ptr %sunkaddr869, align 8
  %.811.us.7 = add nuw nsw i64 %loop.index.1155.us, 8
  %exitcond175.not.7 = icmp eq i64 %.53.fca.1.5.0.load.fr, %.811.us.7
  br i1 %exitcond175.not.7, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us, !llvm.loop !81

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i74:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block322, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  %xtraiter.i75 = and i64 %.53.fca.1.5.0.load.fr, 7
  %138 = icmp samesign ult i64 %.53.fca.1.5.0.load.fr, 8
  br i1 %138, label %.89.endif.epil.preheader.i110, label %.89.endif.preheader.new.i76, !prof !55

.89.endif.preheader.new.i76:                      ; preds = %.89.endif.preheader.i74
  %const_mat614 = add i64 %const, 24
  %unroll_iter.i77 = and i64 %.53.fca.1.5.0.load.fr, %const_mat614
  %139 = add nsw i64 %.53.fca.1.5.0.load.fr, -8
  %140 = lshr i64 %139, 3
  %141 = add nuw nsw i64 %140, 1
  %xtraiter344 = and i64 %141, 3
  %142 = and i64 %139, 24
  %lcmp.mod345.not = icmp eq i64 %142, 24
  br i1 %lcmp.mod345.not, label %.89.endif.i78.prol.loopexit, label %.89.endif.i78.prol.preheader, !prof !56

.89.endif.i78.prol.preheader:                     ; preds = %.89.endif.preheader.new.i76
  br label %.89.endif.i78.prol

.89.endif.i78.prol:                               ; preds = %.89.endif.i78.prol.preheader, %.89.endif.i78.prol
  %lsr.iv = phi i64 [ %xtraiter344, %.89.endif.i78.prol.preheader ], [ %lsr.iv.next, %.89.endif.i78.prol ]
  %lsr.iv.i79.prol = phi i64 [ %lsr.iv.next.i106.prol, %.89.endif.i78.prol ], [ %unroll_iter.i77, %.89.endif.i78.prol.preheader ]
  %.77.013.i80.prol = phi ptr [ %.114.7.i105.prol, %.89.endif.i78.prol ], [ %.6.i70, %.89.endif.i78.prol.preheader ]
  %.72.012.i81.prol = phi double [ %.108.7.i104.prol, %.89.endif.i78.prol ], [ 0.000000e+00, %.89.endif.i78.prol.preheader ]
  %.106.i82.prol = load double, ptr %.77.013.i80.prol, align 8, !noalias !82
  %.108.i83.prol = fadd double %.72.012.i81.prol, %.106.i82.prol
  %.114.i84.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 8
  %.106.1.i85.prol = load double, ptr %.114.i84.prol, align 8, !noalias !82
  %.108.1.i86.prol = fadd double %.108.i83.prol, %.106.1.i85.prol
  %.114.1.i87.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 16
  %.106.2.i88.prol = load double, ptr %.114.1.i87.prol, align 8, !noalias !82
  %.108.2.i89.prol = fadd double %.108.1.i86.prol, %.106.2.i88.prol
  %.114.2.i90.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 24
  %.106.3.i91.prol = load double, ptr %.114.2.i90.prol, align 8, !noalias !82
  %.108.3.i92.prol = fadd double %.108.2.i89.prol, %.106.3.i91.prol
  %.114.3.i93.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 32
  %.106.4.i94.prol = load double, ptr %.114.3.i93.prol, align 8, !noalias !82
  %.108.4.i95.prol = fadd double %.108.3.i92.prol, %.106.4.i94.prol
  %.114.4.i96.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 40
  %.106.5.i97.prol = load double, ptr %.114.4.i96.prol, align 8, !noalias !82
  %.108.5.i98.prol = fadd double %.108.4.i95.prol, %.106.5.i97.prol
  %.114.5.i99.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 48
  %.106.6.i100.prol = load double, ptr %.114.5.i99.prol, align 8, !noalias !82
  %.108.6.i101.prol = fadd double %.108.5.i98.prol, %.106.6.i100.prol
  %.114.6.i102.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 56
  %.106.7.i103.prol = load double, ptr %.114.6.i102.prol, align 8, !noalias !82
  %.108.7.i104.prol = fadd double %.108.6.i101.prol, %.106.7.i103.prol
  %.114.7.i105.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 64
  %lsr.iv.next.i106.prol = add i64 %lsr.iv.i79.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter346.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter346.cmp.not, label %.89.endif.i78.prol.loopexit, label %.89.endif.i78.prol, !prof !60, !llvm.loop !85

.89.endif.i78.prol.loopexit:                      ; preds = %.89.endif.i78.prol, %.89.endif.preheader.new.i76
  %.108.7.i104.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i76 ], [ %.108.7.i104.prol, %.89.endif.i78.prol ]
  %.114.7.i105.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i76 ], [ %.114.7.i105.prol, %.89.endif.i78.prol ]
  %lsr.iv.i79.unr = phi i64 [ %unroll_iter.i77, %.89.endif.preheader.new.i76 ], [ %lsr.iv.next.i106.prol, %.89.endif.i78.prol ]
  %.77.013.i80.unr = phi ptr [ %.6.i70, %.89.endif.preheader.new.i76 ], [ %.114.7.i105.prol, %.89.endif.i78.prol ]
  %.72.012.i81.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i76 ], [ %.108.7.i104.prol, %.89.endif.i78.prol ]
  %143 = icmp ult i64 %139, 24
  br i1 %143, label %common.ret.loopexit.unr-lcssa.i108, label %.89.endif.i78.preheader, !prof !62

.89.endif.i78.preheader:                          ; preds = %.89.endif.i78.prol.loopexit
  br label %.89.endif.i78

common.ret.loopexit.unr-lcssa.i108:               ; preds = %.89.endif.i78, %.89.endif.i78.prol.loopexit
  %.108.7.i104.lcssa = phi double [ %.108.7.i104.lcssa.unr, %.89.endif.i78.prol.loopexit ], [ %.108.7.i104.3, %.89.endif.i78 ]
  %.114.7.i105.lcssa = phi ptr [ %.114.7.i105.lcssa.unr, %.89.endif.i78.prol.loopexit ], [ %.114.7.i105.3, %.89.endif.i78 ]
  %lcmp.mod.not.i109 = icmp eq i64 %xtraiter.i75, 0
  br i1 %lcmp.mod.not.i109, label %for.end.1.endif, label %.89.endif.epil.preheader.i110, !prof !63

.89.endif.epil.preheader.i110:                    ; preds = %common.ret.loopexit.unr-lcssa.i108, %.89.endif.preheader.i74
  %.77.013.epil.init.i111 = phi ptr [ %.6.i70, %.89.endif.preheader.i74 ], [ %.114.7.i105.lcssa, %common.ret.loopexit.unr-lcssa.i108 ]
  %.72.012.epil.init.i112 = phi double [ 0.000000e+00, %.89.endif.preheader.i74 ], [ %.108.7.i104.lcssa, %common.ret.loopexit.unr-lcssa.i108 ]
  br label %.89.endif.epil.i113

.89.endif.epil.i113:                              ; preds = %.89.endif.epil.i113, %.89.endif.epil.preheader.i110
  %.72.012.epil.i114 = phi double [ %.108.epil.i118, %.89.endif.epil.i113 ], [ %.72.012.epil.init.i112, %.89.endif.epil.preheader.i110 ]
  %epil.iter.i115 = phi i64 [ %epil.iter.next.i119, %.89.endif.epil.i113 ], [ 0, %.89.endif.epil.preheader.i110 ]
  %144 = shl i64 %epil.iter.i115, 3
  %scevgep355 = getelementptr i8, ptr %.77.013.epil.init.i111, i64 %144
  %.106.epil.i117 = load double, ptr %scevgep355, align 8, !noalias !82
  %.108.epil.i118 = fadd double %.72.012.epil.i114, %.106.epil.i117
  %epil.iter.next.i119 = add i64 %epil.iter.i115, 1
  %epil.iter.cmp.not.i120 = icmp eq i64 %xtraiter.i75, %epil.iter.next.i119
  br i1 %epil.iter.cmp.not.i120, label %for.end.1.endif, label %.89.endif.epil.i113, !prof !64, !llvm.loop !65

.89.endif.i78:                                    ; preds = %.89.endif.i78.preheader, %.89.endif.i78
  %lsr.iv.i79 = phi i64 [ %lsr.iv.next.i106.3, %.89.endif.i78 ], [ %lsr.iv.i79.unr, %.89.endif.i78.preheader ]
  %.77.013.i80 = phi ptr [ %.114.7.i105.3, %.89.endif.i78 ], [ %.77.013.i80.unr, %.89.endif.i78.preheader ]
  %.72.012.i81 = phi double [ %.108.7.i104.3, %.89.endif.i78 ], [ %.72.012.i81.unr, %.89.endif.i78.preheader ]
  %.106.i82 = load double, ptr %.77.013.i80, align 8, !noalias !82
  %.108.i83 = fadd double %.72.012.i81, %.106.i82
  %.114.i84 = getelementptr i8, ptr %.77.013.i80, i64 8
  %.106.1.i85 = load double, ptr %.114.i84, align 8, !noalias !82
  %.108.1.i86 = fadd double %.108.i83, %.106.1.i85
  %.114.1.i87 = getelementptr i8, ptr %.77.013.i80, i64 16
  %.106.2.i88 = load double, ptr %.114.1.i87, align 8, !noalias !82
  %.108.2.i89 = fadd double %.108.1.i86, %.106.2.i88
  %.114.2.i90 = getelementptr i8, ptr %.77.013.i80, i64 24
  %.106.3.i91 = load double, ptr %.114.2.i90, align 8, !noalias !82
  %.108.3.i92 = fadd double %.108.2.i89, %.106.3.i91
  %.114.3.i93 = getelementptr i8, ptr %.77.013.i80, i64 32
  %.106.4.i94 = load double, ptr %.114.3.i93, align 8, !noalias !82
  %.108.4.i95 = fadd double %.108.3.i92, %.106.4.i94
  %.114.4.i96 = getelementptr i8, ptr %.77.013.i80, i64 40
  %.106.5.i97 = load double, ptr %.114.4.i96, align 8, !noalias !82
  %.108.5.i98 = fadd double %.108.4.i95, %.106.5.i97
  %.114.5.i99 = getelementptr i8, ptr %.77.013.i80, i64 48
  %.106.6.i100 = load double, ptr %.114.5.i99, align 8, !noalias !82
  %.108.6.i101 = fadd double %.108.5.i98, %.106.6.i100
  %.114.6.i102 = getelementptr i8, ptr %.77.013.i80, i64 56
  %.106.7.i103 = load double, ptr %.114.6.i102, align 8, !noalias !82
  %.108.7.i104 = fadd double %.108.6.i101, %.106.7.i103
  %.114.7.i105 = getelementptr i8, ptr %.77.013.i80, i64 64
  %.106.i82.1 = load double, ptr %.114.7.i105, align 8, !noalias !82
  %.108.i83.1 = fadd double %.108.7.i104, %.106.i82.1
  %.114.i84.1 = getelementptr i8, ptr %.77.013.i80, i64 72
  %.106.1.i85.1 = load double, ptr %.114.i84.1, align 8, !noalias !82
  %.108.1.i86.1 = fadd double %.108.i83.1, %.106.1.i85.1
  %.114.1.i87.1 = getelementptr i8, ptr %.77.013.i80, i64 80
  %.106.2.i88.1 = load double, ptr %.114.1.i87.1, align 8, !noalias !82
  %.108.2.i89.1 = fadd double %.108.1.i86.1, %.106.2.i88.1
  %.114.2.i90.1 = getelementptr i8, ptr %.77.013.i80, i64 88
  %.106.3.i91.1 = load double, ptr %.114.2.i90.1, align 8, !noalias !82
  %.108.3.i92.1 = fadd double %.108.2.i89.1, %.106.3.i91.1
  %.114.3.i93.1 = getelementptr i8, ptr %.77.013.i80, i64 96
  %.106.4.i94.1 = load double, ptr %.114.3.i93.1, align 8, !noalias !82
  %.108.4.i95.1 = fadd double %.108.3.i92.1, %.106.4.i94.1
  %.114.4.i96.1 = getelementptr i8, ptr %.77.013.i80, i64 104
  %.106.5.i97.1 = load double, ptr %.114.4.i96.1, align 8, !noalias !82
  %.108.5.i98.1 = fadd double %.108.4.i95.1, %.106.5.i97.1
  %.114.5.i99.1 = getelementptr i8, ptr %.77.013.i80, i64 112
  %.106.6.i100.1 = load double, ptr %.114.5.i99.1, align 8, !noalias !82
  %.108.6.i101.1 = fadd double %.108.5.i98.1, %.106.6.i100.1
  %.114.6.i102.1 = getelementptr i8, ptr %.77.013.i80, i64 120
  %.106.7.i103.1 = load double, ptr %.114.6.i102.1, align 8, !noalias !82
  %.108.7.i104.1 = fadd double %.108.6.i101.1, %.106.7.i103.1
  %.114.7.i105.1 = getelementptr i8, ptr %.77.013.i80, i64 128
  %.106.i82.2 = load double, ptr %.114.7.i105.1, align 8, !noalias !82
  %.108.i83.2 = fadd double %.108.7.i104.1, %.106.i82.2
  %.114.i84.2 = getelementptr i8, ptr %.77.013.i80, i64 136
  %.106.1.i85.2 = load double, ptr %.114.i84.2, align 8, !noalias !82
  %.108.1.i86.2 = fadd double %.108.i83.2, %.106.1.i85.2
  %.114.1.i87.2 = getelementptr i8, ptr %.77.013.i80, i64 144
  %.106.2.i88.2 = load double, ptr %.114.1.i87.2, align 8, !noalias !82
  %.108.2.i89.2 = fadd double %.108.1.i86.2, %.106.2.i88.2
  %.114.2.i90.2 = getelementptr i8, ptr %.77.013.i80, i64 152
  %.106.3.i91.2 = load double, ptr %.114.2.i90.2, align 8, !noalias !82
  %.108.3.i92.2 = fadd double %.108.2.i89.2, %.106.3.i91.2
  %.114.3.i93.2 = getelementptr i8, ptr %.77.013.i80, i64 160
  %.106.4.i94.2 = load double, ptr %.114.3.i93.2, align 8, !noalias !82
  %.108.4.i95.2 = fadd double %.108.3.i92.2, %.106.4.i94.2
  %.114.4.i96.2 = getelementptr i8, ptr %.77.013.i80, i64 168
  %.106.5.i97.2 = load double, ptr %.114.4.i96.2, align 8, !noalias !82
  %.108.5.i98.2 = fadd double %.108.4.i95.2, %.106.5.i97.2
  %.114.5.i99.2 = getelementptr i8, ptr %.77.013.i80, i64 176
  %.106.6.i100.2 = load double, ptr %.114.5.i99.2, align 8, !noalias !82
  %.108.6.i101.2 = fadd double %.108.5.i98.2, %.106.6.i100.2
  %.114.6.i102.2 = getelementptr i8, ptr %.77.013.i80, i64 184
  %.106.7.i103.2 = load double, ptr %.114.6.i102.2, align 8, !noalias !82
  %.108.7.i104.2 = fadd double %.108.6.i101.2, %.106.7.i103.2
  %.114.7.i105.2 = getelementptr i8, ptr %.77.013.i80, i64 192
  %.106.i82.3 = load double, ptr %.114.7.i105.2, align 8, !noalias !82
  %.108.i83.3 = fadd double %.108.7.i104.2, %.106.i82.3
  %.114.i84.3 = getelementptr i8, ptr %.77.013.i80, i64 200
  %.106.1.i85.3 = load double, ptr %.114.i84.3, align 8, !noalias !82
  %.108.1.i86.3 = fadd double %.108.i83.3, %.106.1.i85.3
  %.114.1.i87.3 = getelementptr i8, ptr %.77.013.i80, i64 208
  %.106.2.i88.3 = load double, ptr %.114.1.i87.3, align 8, !noalias !82
  %.108.2.i89.3 = fadd double %.108.1.i86.3, %.106.2.i88.3
  %.114.2.i90.3 = getelementptr i8, ptr %.77.013.i80, i64 216
  %.106.3.i91.3 = load double, ptr %.114.2.i90.3, align 8, !noalias !82
  %.108.3.i92.3 = fadd double %.108.2.i89.3, %.106.3.i91.3
  %.114.3.i93.3 = getelementptr i8, ptr %.77.013.i80, i64 224
  %.106.4.i94.3 = load double, ptr %.114.3.i93.3, align 8, !noalias !82
  %.108.4.i95.3 = fadd double %.108.3.i92.3, %.106.4.i94.3
  %.114.4.i96.3 = getelementptr i8, ptr %.77.013.i80, i64 232
  %.106.5.i97.3 = load double, ptr %.114.4.i96.3, align 8, !noalias !82
  %.108.5.i98.3 = fadd double %.108.4.i95.3, %.106.5.i97.3
  %.114.5.i99.3 = getelementptr i8, ptr %.77.013.i80, i64 240
  %.106.6.i100.3 = load double, ptr %.114.5.i99.3, align 8, !noalias !82
  %.108.6.i101.3 = fadd double %.108.5.i98.3, %.106.6.i100.3
  %.114.6.i102.3 = getelementptr i8, ptr %.77.013.i80, i64 248
  %.106.7.i103.3 = load double, ptr %.114.6.i102.3, align 8, !noalias !82
  %.108.7.i104.3 = fadd double %.108.6.i101.3, %.106.7.i103.3
  %.114.7.i105.3 = getelementptr i8, ptr %.77.013.i80, i64 256
  %lsr.iv.next.i106.3 = add nsw i64 %lsr.iv.i79, -32
  %niter.ncmp.7.i107.3 = icmp eq i64 %lsr.iv.next.i106.3, 0
  br i1 %niter.ncmp.7.i107.3, label %common.ret.loopexit.unr-lcssa.i108, label %.89.endif.i78, !prof !67, !llvm.loop !86

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.782 = load double, ptr %.53.fca.1.4.load, align 8
  %.12.le.i71 = tail call double @llvm.log.f64(double %.782)
  store double %.12.le.i71, ptr %.6.i70, align 8
  br label %.89.endif.preheader.i74

for.end.1.endif:                                  ; preds = %.89.endif.epil.i113, %common.ret.loopexit.unr-lcssa.i108, %for.end.1.thread139
  %.72.0.lcssa.i73 = phi double [ 0.000000e+00, %for.end.1.thread139 ], [ %.108.7.i104.lcssa, %common.ret.loopexit.unr-lcssa.i108 ], [ %.108.epil.i118, %.89.endif.epil.i113 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i63)
  %.845 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i73
  store double %.845, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.svd_values, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

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
  %.77 = call i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

define double @cfunc._ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels10svd_valuesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEb(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8 %arg.full_matrices) local_unnamed_addr {
entry:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.73 = icmp eq i64 %arg.a.5.1, 0
  %.76 = icmp eq i64 %arg.a.5.0, 0
  %or.cond = select i1 %.73, i1 true, i1 %.76
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B270.endif.endif.endif.endif.endif.endif.endif.if.if, %B270.endif.endif.endif.endif.endif.endif.endif.endif, %B270.endif.endif.endif.endif.endif.endif.if, %B270.endif.endif.endif.if.if, %B270.endif.endif.if.if, %B270.endif.if.if, %B270.if.if, %B144.endif.if.if, %B144.if.if, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B144.if.if ], [ 1, %B144.endif.if.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B270.if.if ], [ 1, %B270.endif.if.if ], [ 1, %B270.endif.endif.if.if ], [ 1, %B270.endif.endif.endif.if.if ], [ 1, %B270.endif.endif.endif.endif.endif.endif.if ], [ 0, %B270.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B82:                                              ; preds = %entry
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.390f1e76367789610800c6a9de8fe9a916f3bc75, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B144:                                             ; preds = %entry
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B144
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B144 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B144 ]
  br i1 %.158146.in.i, label %B144.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !1
  %.262.i = load double, ptr %.179.i, align 8, !noalias !87
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !91
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !91
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !91
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !91
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !91
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif:                           ; preds = %B144.endif
  %0 = icmp eq i8 %arg.full_matrices, 0
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !91
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !91
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !91
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !91
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %ucol.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i8 = icmp slt i64 %arg.a.5.0, 0
  %or.cond154 = select i1 %.29.i, i1 true, i1 %.36.i8, !prof !95
  br i1 %or.cond154, label %B270.if.if, label %B0.endif.endif.endif.endif.i, !prof !95

B0.endif.endif.endif.endif.i:                     ; preds = %B144.endif.endif.endif
  %const1 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %ucol.2.0, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.a.5.0, 3
  %1 = add i64 %.51.i, %const1
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B270.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !96
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if.if, label %B270.endif, !prof !1

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !106
  %.15.i = icmp slt i64 %arg.a.5.1, 0
  br i1 %.15.i, label %B270.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.31.i = icmp samesign ugt i64 %.13.i, 1152921504606846975
  br i1 %.31.i, label %B270.endif.if.if, label %B0.endif.endif.endif.i10, !prof !1

B0.endif.endif.endif.i10:                         ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i11 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !107
  %.8.i.i.i12 = icmp eq ptr %.7.i.i.i11, null
  br i1 %.8.i.i.i12, label %B270.endif.if.if, label %B270.endif.endif, !prof !1

B270.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B144.endif.endif.endif
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B144.endif.endif.endif ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i10
  %.5.i.i14 = getelementptr i8, ptr %.7.i.i.i11, i64 24
  %.6.i.i15 = load ptr, ptr %.5.i.i14, align 8, !noalias !117
  tail call void @NRT_decref(ptr %arg.a.0)
  %.50.i27 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %ldvt.2.0)
  %.51.i28 = extractvalue { i64, i1 } %.50.i27, 0
  %.52.i29 = extractvalue { i64, i1 } %.50.i27, 1
  %.54.i30 = shl i64 %ldvt.2.0, 3
  %2 = add i64 %.51.i28, %const1
  %.57.i31 = icmp ult i64 %2, %const
  %.58.i32 = or i1 %.52.i29, %.57.i31
  br i1 %.58.i32, label %B270.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.i33, !prof !1

B0.endif.endif.endif.endif.endif.i33:             ; preds = %B270.endif.endif
  %.56.i34 = shl nsw i64 %.51.i28, 3
  %.7.i.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !118
  %.8.i.i.i36 = icmp eq ptr %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if.if, label %B270.endif.endif.endif, !prof !1

B270.endif.if.if:                                 ; preds = %B0.endif.endif.endif.i10, %B0.endif.endif.i, %B270.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.23, %B0.endif.endif.endif.i10 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.21, %B270.endif ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i33
  %3 = icmp eq i8 %arg.full_matrices, 0
  %.5.i.i38 = getelementptr i8, ptr %.7.i.i.i35, i64 24
  %.6.i.i39 = load ptr, ptr %.5.i.i38, align 8, !noalias !128
  %.459 = select i1 %3, i8 83, i8 65
  %.489 = tail call i32 @numba_ez_gesdd(i8 100, i8 %.459, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i15, ptr %.6.i.i, i64 %arg.a.5.0, ptr %.6.i.i39, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.489, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i54 = icmp slt i32 %.489, 0
  br i1 %.13.i54, label %B28.i, label %B270.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !129
  br label %B270.endif.endif.endif.if.if

B270.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.endif.endif.i33, %B270.endif.endif
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i33 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B270.endif.endif ]
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.if.if:                     ; preds = %B28.i, %B16.i
  %excinfo.7.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.7.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif.endif.endif.if:            ; preds = %B270.endif.endif.endif
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  %.579 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 56, ptr nonnull @.dtor.list.int64)
  %.580 = icmp eq ptr %.579, null
  br i1 %.580, label %B270.endif.endif.endif.endif.endif.endif.if, label %B270.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.if:      ; preds = %B270.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B270.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, ptr %.579, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.592 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 4, ptr %.592, align 8
  %.6.i57 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i57, align 8
  %.6.i59 = load ptr, ptr %.5.i, align 8
  %.604 = getelementptr inbounds nuw i8, ptr %.6.i59, i64 16
  store i8 0, ptr %.604, align 1
  %.6.i61 = load ptr, ptr %.5.i, align 8
  %.617 = getelementptr inbounds nuw i8, ptr %.6.i61, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %.617, i8 0, i64 32, i1 false)
  %.6.i63 = load ptr, ptr %.5.i, align 8
  store i64 4, ptr %.6.i63, align 8
  %.6.i65 = load ptr, ptr %.5.i, align 8
  %.657 = getelementptr inbounds nuw i8, ptr %.6.i65, i64 24
  store i64 %.45.fca.2.load.i, ptr %.657, align 8
  %.6.i67 = load ptr, ptr %.5.i, align 8
  %.672 = getelementptr i8, ptr %.6.i67, i64 32
  store i64 %.51.i28, ptr %.672, align 8
  %.6.i69 = load ptr, ptr %.5.i, align 8
  %.686 = getelementptr i8, ptr %.6.i69, i64 40
  store i64 %.51.i, ptr %.686, align 8
  %.6.i71 = load ptr, ptr %.5.i, align 8
  %.700 = getelementptr i8, ptr %.6.i71, i64 48
  store i64 %.13.i, ptr %.700, align 8
  %.6.i.i73 = load ptr, ptr %.5.i, align 8, !noalias !133
  %.26.i = load i64, ptr %.6.i.i73, align 8, !noalias !133
  %.27.i74 = icmp slt i64 %.26.i, 1
  br i1 %.27.i74, label %B270.endif.endif.endif.endif.endif.endif.endif.if.if, label %B270.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B270.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  %.763 = mul nuw nsw i64 %ucol.2.0, %arg.a.5.0
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack414 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack414, align 8
  %retptr.repack416 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.763, ptr %retptr.repack416, align 8
  %retptr.repack418 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack418, align 8
  %retptr.repack420 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack420, align 8
  %retptr.repack422 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack422, align 8
  %retptr.repack422.repack426 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %ucol.2.0, ptr %retptr.repack422.repack426, align 8
  %retptr.repack424 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 8, ptr %retptr.repack424, align 8
  %retptr.repack424.repack428 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.54.i, ptr %retptr.repack424.repack428, align 8
  %retptr.repack410 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store ptr %.7.i.i.i11, ptr %retptr.repack410, align 8
  %retptr.repack410.repack430 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store ptr null, ptr %retptr.repack410.repack430, align 8
  %retptr.repack410.repack432 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store i64 %.13.i, ptr %retptr.repack410.repack432, align 8
  %retptr.repack410.repack434 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 8, ptr %retptr.repack410.repack434, align 8
  %retptr.repack410.repack436 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store ptr %.6.i.i15, ptr %retptr.repack410.repack436, align 8
  %retptr.repack410.repack438 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.13.i, ptr %retptr.repack410.repack438, align 8
  %retptr.repack410.repack440 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 8, ptr %retptr.repack410.repack440, align 8
  %retptr.repack412 = getelementptr inbounds nuw i8, ptr %retptr, i64 128
  store ptr %.7.i.i.i35, ptr %retptr.repack412, align 8
  %retptr.repack412.repack442 = getelementptr inbounds nuw i8, ptr %retptr, i64 136
  store ptr null, ptr %retptr.repack412.repack442, align 8
  %retptr.repack412.repack444 = getelementptr inbounds nuw i8, ptr %retptr, i64 144
  store i64 %.51.i28, ptr %retptr.repack412.repack444, align 8
  %retptr.repack412.repack446 = getelementptr inbounds nuw i8, ptr %retptr, i64 152
  store i64 8, ptr %retptr.repack412.repack446, align 8
  %retptr.repack412.repack448 = getelementptr inbounds nuw i8, ptr %retptr, i64 160
  store ptr %.6.i.i39, ptr %retptr.repack412.repack448, align 8
  %retptr.repack412.repack450 = getelementptr inbounds nuw i8, ptr %retptr, i64 168
  store i64 %ldvt.2.0, ptr %retptr.repack412.repack450, align 8
  %retptr.repack412.repack450.repack454 = getelementptr inbounds nuw i8, ptr %retptr, i64 176
  store i64 %arg.a.5.1, ptr %retptr.repack412.repack450.repack454, align 8
  %retptr.repack412.repack452 = getelementptr inbounds nuw i8, ptr %retptr, i64 184
  store i64 8, ptr %retptr.repack412.repack452, align 8
  %retptr.repack412.repack452.repack456 = getelementptr inbounds nuw i8, ptr %retptr, i64 192
  store i64 %.54.i30, ptr %retptr.repack412.repack452.repack456, align 8
  tail call void @NRT_decref(ptr nonnull %.579)
  br label %common.ret

B270.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B270.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

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
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !137
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !1

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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !144
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !144
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !144
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !144
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !147, !noalias !144
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !147, !noalias !144
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !149

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !23

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !144
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !147, !noalias !144
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !150

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !151

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !152

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.log.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 37580963, i32 2109902685}
!4 = !{i1 true}
!5 = !{!6, !8, !9, !11}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = !{!18}
!18 = distinct !{!18, !14}
!19 = !{!16, !13}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!"branch_weights", i32 4, i32 28}
!24 = distinct !{!24, !21, !22}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !21, !22}
!28 = distinct !{!28, !21, !22}
!29 = distinct !{!29, !26}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !21}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = !{!38}
!38 = distinct !{!38, !34}
!39 = !{!36, !33}
!40 = distinct !{!40, !21, !22}
!41 = distinct !{!41, !21, !22}
!42 = distinct !{!42, !26}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = !{!49}
!49 = distinct !{!49, !45}
!50 = !{!44, !47}
!51 = distinct !{!51, !21, !22}
!52 = distinct !{!52, !21, !22}
!53 = distinct !{!53, !26}
!54 = distinct !{!54, !21}
!55 = !{!"branch_weights", i32 146201250, i32 2001282398}
!56 = !{!"branch_weights", i32 127, i32 1}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!60 = !{!"branch_weights", i32 1, i32 1}
!61 = distinct !{!61, !26}
!62 = !{!"branch_weights", i32 1, i32 127}
!63 = !{!"branch_weights", i32 277993707, i32 1869489941}
!64 = !{!"branch_weights", i32 542333185, i32 1605150463}
!65 = distinct !{!65, !66, !26}
!66 = !{!"llvm.loop.estimated_trip_count", i32 4}
!67 = !{!"branch_weights", i32 166258294, i32 1981225354}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.estimated_trip_count", i32 3}
!70 = distinct !{!70, !21}
!71 = !{!"branch_weights", i32 42949671, i32 -42949671}
!72 = !{!73, !75, !76, !78}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!79 = distinct !{!79, !21, !22}
!80 = distinct !{!80, !26}
!81 = distinct !{!81, !21}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!85 = distinct !{!85, !26}
!86 = distinct !{!86, !69}
!87 = !{!88, !90}
!88 = distinct !{!88, !89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!90 = distinct !{!90, !89, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!91 = !{!92, !94}
!92 = distinct !{!92, !93, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!94 = distinct !{!94, !93, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!95 = !{!"branch_weights", i32 199, i32 9801}
!96 = !{!97, !99, !100, !102, !103, !105}
!97 = distinct !{!97, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!98 = distinct !{!98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!99 = distinct !{!99, !98, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!102 = distinct !{!102, !101, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!103 = distinct !{!103, !104, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!104 = distinct !{!104, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!105 = distinct !{!105, !104, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!106 = !{!103, !105}
!107 = !{!108, !110, !111, !113, !114, !116}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!111 = distinct !{!111, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!113 = distinct !{!113, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!117 = !{!114, !116}
!118 = !{!119, !121, !122, !124, !125, !127}
!119 = distinct !{!119, !120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!120 = distinct !{!120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!121 = distinct !{!121, !120, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!122 = distinct !{!122, !123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!123 = distinct !{!123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!124 = distinct !{!124, !123, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!125 = distinct !{!125, !126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!126 = distinct !{!126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!127 = distinct !{!127, !126, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!128 = !{!125, !127}
!129 = !{!130, !132}
!130 = distinct !{!130, !131, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!131 = distinct !{!131, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!132 = distinct !{!132, !131, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!133 = !{!134, !136}
!134 = distinct !{!134, !135, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!135 = distinct !{!135, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!136 = distinct !{!136, !135, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!137 = !{!138, !140, !141, !143}
!138 = distinct !{!138, !139, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!139 = distinct !{!139, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!140 = distinct !{!140, !139, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!141 = distinct !{!141, !142, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!142 = distinct !{!142, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!143 = distinct !{!143, !142, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!144 = !{!145}
!145 = distinct !{!145, !146}
!146 = distinct !{!146, !"LVerDomain"}
!147 = !{!148}
!148 = distinct !{!148, !146}
!149 = distinct !{!149, !21, !22}
!150 = distinct !{!150, !21, !22}
!151 = distinct !{!151, !26}
!152 = distinct !{!152, !21}
