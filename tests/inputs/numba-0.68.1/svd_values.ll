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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ac26e2c50B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4ac228e690B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null

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
  %const657 = bitcast i64 -1152921504606846976 to i64
  %const656 = bitcast i64 -2305843009213693952 to i64
  %.324 = sub i64 %.236.sroa.13.0, %.236.sroa.0.3
  %.324.fr = freeze i64 %.324
  %.349 = getelementptr double, ptr %arg.c.4, i64 %.236.sroa.0.3
  %.67.not.i25 = icmp eq i64 %.324.fr, 1
  br i1 %.67.not.i25, label %B128.i35, label %B90.i26

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

B90.i26:                                          ; preds = %B128.i
  %.333 = tail call i64 @llvm.smax.i64(i64 %.324.fr, i64 0)
  %.71.i27 = icmp ne i64 %.53.fca.1.5.0.load.fr, %.333
  %.76.i28 = icmp ne i64 %.53.fca.1.5.0.load.fr, 1
  %or.cond.i29 = and i1 %.76.i28, %.71.i27
  br i1 %or.cond.i29, label %B0.endif.endif.endif.endif.endif.if, label %B150.i30

B128.i35:                                         ; preds = %B128.i
  %.101.not.i36 = icmp eq i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %.101.not.i36, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B150.i30

B150.i30:                                         ; preds = %B128.i35, %B90.i26
  %dest_shape.1150 = phi i64 [ %.333, %B90.i26 ], [ %.53.fca.1.5.0.load.fr, %B128.i35 ]
  %0 = add i64 %dest_shape.1150, %const657
  %.492 = icmp ult i64 %0, %const656
  br i1 %.492, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !3

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i26
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B150.i30
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i35, %B150.i30
  %dest_shape.1150155 = phi i64 [ %dest_shape.1150, %B150.i30 ], [ 1, %B128.i35 ]
  %.491 = shl nsw i64 %dest_shape.1150155, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.491, i32 32), !noalias !5
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.562132 = icmp sgt i64 %dest_shape.1150155, 0
  br i1 %.562132, label %for.body.lr.ph, label %for.end.thread133

for.end.thread133:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  br label %B128.i61

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.564 = icmp sgt i64 %.324.fr, 1
  br i1 %.564, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %1, label %iter.check279, label %iter.check238

iter.check238:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1150155, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck225

vector.memcheck225:                               ; preds = %iter.check238
  %3 = shl i64 %dest_shape.1150155, 3
  %scevgep226 = getelementptr i8, ptr %.6.i, i64 %3
  %4 = add i64 %dest_shape.1150155, %.236.sroa.0.3
  %5 = shl i64 %4, 3
  %scevgep227 = getelementptr i8, ptr %arg.c.4, i64 %5
  %scevgep228 = getelementptr i8, ptr %.53.fca.1.4.load, i64 8
  %bound0229 = icmp ult ptr %.6.i, %scevgep227
  %bound1230 = icmp ult ptr %.349, %scevgep226
  %found.conflict231 = and i1 %bound0229, %bound1230
  %bound0232 = icmp ult ptr %.6.i, %scevgep228
  %bound1233 = icmp ult ptr %.53.fca.1.4.load, %scevgep226
  %found.conflict234 = and i1 %bound0232, %bound1233
  %conflict.rdx235 = or i1 %found.conflict231, %found.conflict234
  br i1 %conflict.rdx235, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check240

vector.main.loop.iter.check240:                   ; preds = %vector.memcheck225
  %min.iters.check239 = icmp ult i64 %dest_shape.1150155, 32
  br i1 %min.iters.check239, label %vec.epilog.ph259, label %vector.ph241

vector.ph241:                                     ; preds = %vector.main.loop.iter.check240
  %n.vec243 = and i64 %dest_shape.1150155, %const
  %6 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !12
  %broadcast.splatinsert250 = insertelement <8 x double> poison, double %6, i64 0
  %broadcast.splat251 = shufflevector <8 x double> %broadcast.splatinsert250, <8 x double> poison, <8 x i32> zeroinitializer
  %7 = shl i64 %.236.sroa.0.3, 3
  %8 = add i64 %7, 192
  %scevgep560 = getelementptr i8, ptr %arg.c.4, i64 %8
  br label %vector.body244

vector.body244:                                   ; preds = %vector.body244, %vector.ph241
  %index245 = phi i64 [ 0, %vector.ph241 ], [ %index.next252, %vector.body244 ]
  %9 = shl i64 %index245, 3
  %scevgep566 = getelementptr i8, ptr %scevgep560, i64 %9
  %scevgep567 = getelementptr i8, ptr %scevgep566, i64 -192
  %10 = shl i64 %index245, 3
  %scevgep564 = getelementptr i8, ptr %scevgep560, i64 %10
  %scevgep565 = getelementptr i8, ptr %scevgep564, i64 -128
  %11 = shl i64 %index245, 3
  %scevgep562 = getelementptr i8, ptr %scevgep560, i64 %11
  %scevgep563 = getelementptr i8, ptr %scevgep562, i64 -64
  %12 = shl i64 %index245, 3
  %scevgep561 = getelementptr i8, ptr %scevgep560, i64 %12
  %wide.load246 = load <8 x double>, ptr %scevgep567, align 8, !alias.scope !15
  %wide.load247 = load <8 x double>, ptr %scevgep565, align 8, !alias.scope !15
  %wide.load248 = load <8 x double>, ptr %scevgep563, align 8, !alias.scope !15
  %wide.load249 = load <8 x double>, ptr %scevgep561, align 8, !alias.scope !15
  %13 = fmul <8 x double> %wide.load246, %broadcast.splat251
  %14 = fmul <8 x double> %wide.load247, %broadcast.splat251
  %15 = fmul <8 x double> %wide.load248, %broadcast.splat251
  %16 = fmul <8 x double> %wide.load249, %broadcast.splat251
  %sunkaddr = mul i64 %index245, 8
  %sunkaddr658 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <8 x double> %13, ptr %sunkaddr658, align 8, !alias.scope !17, !noalias !19
  %sunkaddr659 = mul i64 %index245, 8
  %sunkaddr660 = getelementptr i8, ptr %.6.i, i64 %sunkaddr659
  %sunkaddr661 = getelementptr i8, ptr %sunkaddr660, i64 64
  store <8 x double> %14, ptr %sunkaddr661, align 8, !alias.scope !17, !noalias !19
  %sunkaddr662 = mul i64 %index245, 8
  %sunkaddr663 = getelementptr i8, ptr %.6.i, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, ptr %sunkaddr663, i64 128
  store <8 x double> %15, ptr %sunkaddr664, align 8, !alias.scope !17, !noalias !19
  %sunkaddr665 = mul i64 %index245, 8
  %sunkaddr666 = getelementptr i8, ptr %.6.i, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, ptr %sunkaddr666, i64 192
  store <8 x double> %16, ptr %sunkaddr667, align 8, !alias.scope !17, !noalias !19
  %index.next252 = add nuw i64 %index245, 32
  %17 = icmp eq i64 %n.vec243, %index.next252
  br i1 %17, label %middle.block253, label %vector.body244, !llvm.loop !20

middle.block253:                                  ; preds = %vector.body244
  %cmp.n254 = icmp eq i64 %dest_shape.1150155, %n.vec243
  br i1 %cmp.n254, label %.89.endif.preheader.i, label %vec.epilog.iter.check257

vec.epilog.iter.check257:                         ; preds = %middle.block253
  %18 = and i64 %dest_shape.1150155, 28
  %min.epilog.iters.check258 = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check258, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph259, !prof !23

vec.epilog.ph259:                                 ; preds = %vector.main.loop.iter.check240, %vec.epilog.iter.check257
  %vec.epilog.resume.val255 = phi i64 [ %n.vec243, %vec.epilog.iter.check257 ], [ 0, %vector.main.loop.iter.check240 ]
  %const_mat651 = add i64 %const, 28
  %n.vec261 = and i64 %dest_shape.1150155, %const_mat651
  %19 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !12
  %broadcast.splatinsert265 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat266 = shufflevector <4 x double> %broadcast.splatinsert265, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body262

vec.epilog.vector.body262:                        ; preds = %vec.epilog.vector.body262, %vec.epilog.ph259
  %index263 = phi i64 [ %vec.epilog.resume.val255, %vec.epilog.ph259 ], [ %index.next267, %vec.epilog.vector.body262 ]
  %20 = shl i64 %index263, 3
  %scevgep551 = getelementptr i8, ptr %.349, i64 %20
  %wide.load264 = load <4 x double>, ptr %scevgep551, align 8, !alias.scope !15
  %21 = fmul <4 x double> %wide.load264, %broadcast.splat266
  %22 = shl i64 %index263, 3
  %scevgep550 = getelementptr i8, ptr %.6.i, i64 %22
  store <4 x double> %21, ptr %scevgep550, align 8, !alias.scope !17, !noalias !19
  %index.next267 = add nuw i64 %index263, 4
  %23 = icmp eq i64 %n.vec261, %index.next267
  br i1 %23, label %vec.epilog.middle.block268, label %vec.epilog.vector.body262, !llvm.loop !24

vec.epilog.middle.block268:                       ; preds = %vec.epilog.vector.body262
  %cmp.n269 = icmp eq i64 %dest_shape.1150155, %n.vec261
  br i1 %cmp.n269, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck225, %iter.check238, %vec.epilog.iter.check257, %vec.epilog.middle.block268
  %loop.index135.us.ph = phi i64 [ 0, %iter.check238 ], [ 0, %vector.memcheck225 ], [ %n.vec243, %vec.epilog.iter.check257 ], [ %n.vec261, %vec.epilog.middle.block268 ]
  %24 = sub nsw i64 %dest_shape.1150155, %loop.index135.us.ph
  %xtraiter353 = and i64 %24, 7
  %lcmp.mod354.not = icmp eq i64 %xtraiter353, 0
  br i1 %lcmp.mod354.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv548 = phi i64 [ %xtraiter353, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next549, %for.body.endif.endif.endif.us.prol ]
  %loop.index135.us.prol = phi i64 [ %.610.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index135.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %25 = shl i64 %loop.index135.us.prol, 3
  %scevgep547 = getelementptr i8, ptr %.349, i64 %25
  %.572.us.prol = load double, ptr %scevgep547, align 8
  %.581.us.prol = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.prol = fmul double %.572.us.prol, %.581.us.prol
  %26 = shl i64 %loop.index135.us.prol, 3
  %scevgep546 = getelementptr i8, ptr %.6.i, i64 %26
  store double %.6.i40.prol, ptr %scevgep546, align 8
  %.610.us.prol = add nuw i64 %loop.index135.us.prol, 1
  %lsr.iv.next549 = add nsw i64 %lsr.iv548, -1
  %prol.iter355.cmp.not = icmp eq i64 %lsr.iv.next549, 0
  br i1 %prol.iter355.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !25

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index135.us.unr = phi i64 [ %loop.index135.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.610.us.prol, %for.body.endif.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index135.us.ph, %dest_shape.1150155
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader370

for.body.endif.endif.endif.us.preheader370:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  %29 = shl i64 %.236.sroa.0.3, 3
  %30 = add i64 %29, 56
  %scevgep530 = getelementptr i8, ptr %arg.c.4, i64 %30
  br label %for.body.endif.endif.endif.us

iter.check279:                                    ; preds = %for.body.lr.ph.split.us
  %31 = icmp ult i64 %dest_shape.1150155, 4
  br i1 %31, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck271

vector.memcheck271:                               ; preds = %iter.check279
  %32 = ptrtoint ptr %.6.i to i64
  %33 = ptrtoint ptr %.53.fca.1.4.load to i64
  %34 = ptrtoint ptr %arg.c.4 to i64
  %35 = shl i64 %.236.sroa.0.3, 3
  %36 = add i64 %35, %34
  %37 = sub i64 %32, %36
  %diff.check = icmp ult i64 %37, 256
  %38 = sub i64 %32, %33
  %diff.check275 = icmp ult i64 %38, 256
  %conflict.rdx276 = or i1 %diff.check, %diff.check275
  br i1 %conflict.rdx276, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check281

vector.main.loop.iter.check281:                   ; preds = %vector.memcheck271
  %min.iters.check280 = icmp ult i64 %dest_shape.1150155, 32
  br i1 %min.iters.check280, label %vec.epilog.ph302, label %vector.ph282

vector.ph282:                                     ; preds = %vector.main.loop.iter.check281
  %n.vec284 = and i64 %dest_shape.1150155, %const
  %39 = add i64 %35, 192
  %scevgep506 = getelementptr i8, ptr %arg.c.4, i64 %39
  br label %vector.body285

vector.body285:                                   ; preds = %vector.body285, %vector.ph282
  %index286 = phi i64 [ 0, %vector.ph282 ], [ %index.next295, %vector.body285 ]
  %40 = shl i64 %index286, 3
  %scevgep512 = getelementptr i8, ptr %scevgep506, i64 %40
  %scevgep513 = getelementptr i8, ptr %scevgep512, i64 -192
  %41 = shl i64 %index286, 3
  %scevgep510 = getelementptr i8, ptr %scevgep506, i64 %41
  %scevgep511 = getelementptr i8, ptr %scevgep510, i64 -128
  %42 = shl i64 %index286, 3
  %scevgep508 = getelementptr i8, ptr %scevgep506, i64 %42
  %scevgep509 = getelementptr i8, ptr %scevgep508, i64 -64
  %43 = shl i64 %index286, 3
  %scevgep507 = getelementptr i8, ptr %scevgep506, i64 %43
  %wide.load287 = load <8 x double>, ptr %scevgep513, align 8
  %wide.load288 = load <8 x double>, ptr %scevgep511, align 8
  %wide.load289 = load <8 x double>, ptr %scevgep509, align 8
  %wide.load290 = load <8 x double>, ptr %scevgep507, align 8
  %sunkaddr668 = mul i64 %index286, 8
  %sunkaddr669 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr668
  %wide.load291 = load <8 x double>, ptr %sunkaddr669, align 8
  %sunkaddr670 = mul i64 %index286, 8
  %sunkaddr671 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr670
  %sunkaddr672 = getelementptr i8, ptr %sunkaddr671, i64 64
  %wide.load292 = load <8 x double>, ptr %sunkaddr672, align 8
  %sunkaddr673 = mul i64 %index286, 8
  %sunkaddr674 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, ptr %sunkaddr674, i64 128
  %wide.load293 = load <8 x double>, ptr %sunkaddr675, align 8
  %sunkaddr676 = mul i64 %index286, 8
  %sunkaddr677 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr676
  %sunkaddr678 = getelementptr i8, ptr %sunkaddr677, i64 192
  %wide.load294 = load <8 x double>, ptr %sunkaddr678, align 8
  %44 = fmul <8 x double> %wide.load287, %wide.load291
  %45 = fmul <8 x double> %wide.load288, %wide.load292
  %46 = fmul <8 x double> %wide.load289, %wide.load293
  %47 = fmul <8 x double> %wide.load290, %wide.load294
  %sunkaddr679 = mul i64 %index286, 8
  %sunkaddr680 = getelementptr i8, ptr %.6.i, i64 %sunkaddr679
  store <8 x double> %44, ptr %sunkaddr680, align 8
  %sunkaddr681 = mul i64 %index286, 8
  %sunkaddr682 = getelementptr i8, ptr %.6.i, i64 %sunkaddr681
  %sunkaddr683 = getelementptr i8, ptr %sunkaddr682, i64 64
  store <8 x double> %45, ptr %sunkaddr683, align 8
  %sunkaddr684 = mul i64 %index286, 8
  %sunkaddr685 = getelementptr i8, ptr %.6.i, i64 %sunkaddr684
  %sunkaddr686 = getelementptr i8, ptr %sunkaddr685, i64 128
  store <8 x double> %46, ptr %sunkaddr686, align 8
  %sunkaddr687 = mul i64 %index286, 8
  %sunkaddr688 = getelementptr i8, ptr %.6.i, i64 %sunkaddr687
  %sunkaddr689 = getelementptr i8, ptr %sunkaddr688, i64 192
  store <8 x double> %47, ptr %sunkaddr689, align 8
  %index.next295 = add nuw i64 %index286, 32
  %48 = icmp eq i64 %n.vec284, %index.next295
  br i1 %48, label %middle.block296, label %vector.body285, !llvm.loop !27

middle.block296:                                  ; preds = %vector.body285
  %cmp.n297 = icmp eq i64 %dest_shape.1150155, %n.vec284
  br i1 %cmp.n297, label %.89.endif.preheader.i, label %vec.epilog.iter.check300

vec.epilog.iter.check300:                         ; preds = %middle.block296
  %49 = and i64 %dest_shape.1150155, 28
  %min.epilog.iters.check301 = icmp eq i64 %49, 0
  br i1 %min.epilog.iters.check301, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph302, !prof !23

vec.epilog.ph302:                                 ; preds = %vector.main.loop.iter.check281, %vec.epilog.iter.check300
  %vec.epilog.resume.val298 = phi i64 [ %n.vec284, %vec.epilog.iter.check300 ], [ 0, %vector.main.loop.iter.check281 ]
  %const_mat652 = add i64 %const, 28
  %n.vec304 = and i64 %dest_shape.1150155, %const_mat652
  br label %vec.epilog.vector.body305

vec.epilog.vector.body305:                        ; preds = %vec.epilog.vector.body305, %vec.epilog.ph302
  %index306 = phi i64 [ %vec.epilog.resume.val298, %vec.epilog.ph302 ], [ %index.next309, %vec.epilog.vector.body305 ]
  %50 = shl i64 %index306, 3
  %scevgep489 = getelementptr i8, ptr %.349, i64 %50
  %wide.load307 = load <4 x double>, ptr %scevgep489, align 8
  %51 = shl i64 %index306, 3
  %scevgep488 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %51
  %wide.load308 = load <4 x double>, ptr %scevgep488, align 8
  %52 = fmul <4 x double> %wide.load307, %wide.load308
  %53 = shl i64 %index306, 3
  %scevgep487 = getelementptr i8, ptr %.6.i, i64 %53
  store <4 x double> %52, ptr %scevgep487, align 8
  %index.next309 = add nuw i64 %index306, 4
  %54 = icmp eq i64 %n.vec304, %index.next309
  br i1 %54, label %vec.epilog.middle.block310, label %vec.epilog.vector.body305, !llvm.loop !28

vec.epilog.middle.block310:                       ; preds = %vec.epilog.vector.body305
  %cmp.n311 = icmp eq i64 %dest_shape.1150155, %n.vec304
  br i1 %cmp.n311, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck271, %iter.check279, %vec.epilog.iter.check300, %vec.epilog.middle.block310
  %loop.index135.us.us.ph = phi i64 [ 0, %iter.check279 ], [ 0, %vector.memcheck271 ], [ %n.vec284, %vec.epilog.iter.check300 ], [ %n.vec304, %vec.epilog.middle.block310 ]
  %55 = sub nsw i64 %dest_shape.1150155, %loop.index135.us.us.ph
  %xtraiter356 = and i64 %55, 7
  %lcmp.mod357.not = icmp eq i64 %xtraiter356, 0
  br i1 %lcmp.mod357.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv485 = phi i64 [ %xtraiter356, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next486, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index135.us.us.prol = phi i64 [ %.610.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index135.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %56 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep484 = getelementptr i8, ptr %.349, i64 %56
  %.572.us.us.prol = load double, ptr %scevgep484, align 8
  %57 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep483 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %57
  %.581.us.us.prol = load double, ptr %scevgep483, align 8
  %.6.i39.prol = fmul double %.572.us.us.prol, %.581.us.us.prol
  %58 = shl i64 %loop.index135.us.us.prol, 3
  %scevgep482 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i39.prol, ptr %scevgep482, align 8
  %.610.us.us.prol = add nuw i64 %loop.index135.us.us.prol, 1
  %lsr.iv.next486 = add nsw i64 %lsr.iv485, -1
  %prol.iter358.cmp.not = icmp eq i64 %lsr.iv.next486, 0
  br i1 %prol.iter358.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !29

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index135.us.us.unr = phi i64 [ %loop.index135.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.610.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %59 = sub nsw i64 %loop.index135.us.us.ph, %dest_shape.1150155
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader369

for.body.endif.endif.endif.us.us.preheader369:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  %61 = shl i64 %.236.sroa.0.3, 3
  %62 = add i64 %61, 56
  %scevgep466 = getelementptr i8, ptr %arg.c.4, i64 %62
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader369, %for.body.endif.endif.endif.us.us
  %loop.index135.us.us = phi i64 [ %.610.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index135.us.us.unr, %for.body.endif.endif.endif.us.us.preheader369 ]
  %63 = shl i64 %loop.index135.us.us, 3
  %scevgep480 = getelementptr i8, ptr %scevgep466, i64 %63
  %scevgep481 = getelementptr i8, ptr %scevgep480, i64 -56
  %.572.us.us = load double, ptr %scevgep481, align 8
  %sunkaddr690 = mul i64 %loop.index135.us.us, 8
  %sunkaddr691 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr690
  %.581.us.us = load double, ptr %sunkaddr691, align 8
  %.6.i39 = fmul double %.572.us.us, %.581.us.us
  %64 = shl i64 %loop.index135.us.us, 3
  %sunkaddr692 = mul i64 %loop.index135.us.us, 8
  %sunkaddr693 = getelementptr i8, ptr %.6.i, i64 %sunkaddr692
  store double %.6.i39, ptr %sunkaddr693, align 8
  %scevgep478 = getelementptr i8, ptr %scevgep466, i64 %64
  %scevgep479 = getelementptr i8, ptr %scevgep478, i64 -48
  %.572.us.us.1 = load double, ptr %scevgep479, align 8
  %sunkaddr694 = mul i64 %loop.index135.us.us, 8
  %sunkaddr695 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr694
  %sunkaddr696 = getelementptr i8, ptr %sunkaddr695, i64 8
  %.581.us.us.1 = load double, ptr %sunkaddr696, align 8
  %.6.i39.1 = fmul double %.572.us.us.1, %.581.us.us.1
  %65 = shl i64 %loop.index135.us.us, 3
  %sunkaddr697 = mul i64 %loop.index135.us.us, 8
  %sunkaddr698 = getelementptr i8, ptr %.6.i, i64 %sunkaddr697
  %sunkaddr699 = getelementptr i8, ptr %sunkaddr698, i64 8
  store double %.6.i39.1, ptr %sunkaddr699, align 8
  %scevgep476 = getelementptr i8, ptr %scevgep466, i64 %65
  %scevgep477 = getelementptr i8, ptr %scevgep476, i64 -40
  %.572.us.us.2 = load double, ptr %scevgep477, align 8
  %sunkaddr700 = mul i64 %loop.index135.us.us, 8
  %sunkaddr701 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr700
  %sunkaddr702 = getelementptr i8, ptr %sunkaddr701, i64 16
  %.581.us.us.2 = load double, ptr %sunkaddr702, align 8
  %.6.i39.2 = fmul double %.572.us.us.2, %.581.us.us.2
  %66 = shl i64 %loop.index135.us.us, 3
  %sunkaddr703 = mul i64 %loop.index135.us.us, 8
  %sunkaddr704 = getelementptr i8, ptr %.6.i, i64 %sunkaddr703
  %sunkaddr705 = getelementptr i8, ptr %sunkaddr704, i64 16
  store double %.6.i39.2, ptr %sunkaddr705, align 8
  %scevgep474 = getelementptr i8, ptr %scevgep466, i64 %66
  %scevgep475 = getelementptr i8, ptr %scevgep474, i64 -32
  %.572.us.us.3 = load double, ptr %scevgep475, align 8
  %sunkaddr706 = mul i64 %loop.index135.us.us, 8
  %sunkaddr707 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, ptr %sunkaddr707, i64 24
  %.581.us.us.3 = load double, ptr %sunkaddr708, align 8
  %.6.i39.3 = fmul double %.572.us.us.3, %.581.us.us.3
  %67 = shl i64 %loop.index135.us.us, 3
  %sunkaddr709 = mul i64 %loop.index135.us.us, 8
  %sunkaddr710 = getelementptr i8, ptr %.6.i, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, ptr %sunkaddr710, i64 24
  store double %.6.i39.3, ptr %sunkaddr711, align 8
  %scevgep472 = getelementptr i8, ptr %scevgep466, i64 %67
  %scevgep473 = getelementptr i8, ptr %scevgep472, i64 -24
  %.572.us.us.4 = load double, ptr %scevgep473, align 8
  %sunkaddr712 = mul i64 %loop.index135.us.us, 8
  %sunkaddr713 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, ptr %sunkaddr713, i64 32
  %.581.us.us.4 = load double, ptr %sunkaddr714, align 8
  %.6.i39.4 = fmul double %.572.us.us.4, %.581.us.us.4
  %68 = shl i64 %loop.index135.us.us, 3
  %sunkaddr715 = mul i64 %loop.index135.us.us, 8
  %sunkaddr716 = getelementptr i8, ptr %.6.i, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, ptr %sunkaddr716, i64 32
  store double %.6.i39.4, ptr %sunkaddr717, align 8
  %scevgep470 = getelementptr i8, ptr %scevgep466, i64 %68
  %scevgep471 = getelementptr i8, ptr %scevgep470, i64 -16
  %.572.us.us.5 = load double, ptr %scevgep471, align 8
  %sunkaddr718 = mul i64 %loop.index135.us.us, 8
  %sunkaddr719 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, ptr %sunkaddr719, i64 40
  %.581.us.us.5 = load double, ptr %sunkaddr720, align 8
  %.6.i39.5 = fmul double %.572.us.us.5, %.581.us.us.5
  %69 = shl i64 %loop.index135.us.us, 3
  %sunkaddr721 = mul i64 %loop.index135.us.us, 8
  %sunkaddr722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, ptr %sunkaddr722, i64 40
  store double %.6.i39.5, ptr %sunkaddr723, align 8
  %scevgep468 = getelementptr i8, ptr %scevgep466, i64 %69
  %scevgep469 = getelementptr i8, ptr %scevgep468, i64 -8
  %.572.us.us.6 = load double, ptr %scevgep469, align 8
  %sunkaddr724 = mul i64 %loop.index135.us.us, 8
  %sunkaddr725 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 48
  %.581.us.us.6 = load double, ptr %sunkaddr726, align 8
  %.6.i39.6 = fmul double %.572.us.us.6, %.581.us.us.6
  %70 = shl i64 %loop.index135.us.us, 3
  %sunkaddr727 = mul i64 %loop.index135.us.us, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, ptr %sunkaddr728, i64 48
  store double %.6.i39.6, ptr %sunkaddr729, align 8
  %scevgep467 = getelementptr i8, ptr %scevgep466, i64 %70
  %.572.us.us.7 = load double, ptr %scevgep467, align 8
  %sunkaddr730 = mul i64 %loop.index135.us.us, 8
  %sunkaddr731 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, ptr %sunkaddr731, i64 56
  %.581.us.us.7 = load double, ptr %sunkaddr732, align 8
  %.6.i39.7 = fmul double %.572.us.us.7, %.581.us.us.7
  %sunkaddr733 = mul i64 %loop.index135.us.us, 8
  %sunkaddr734 = getelementptr i8, ptr %.6.i, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, ptr %sunkaddr734, i64 56
  store double %.6.i39.7, ptr %sunkaddr735, align 8
  %.610.us.us.7 = add nuw nsw i64 %loop.index135.us.us, 8
  %exitcond173.not.7 = icmp eq i64 %dest_shape.1150155, %.610.us.us.7
  br i1 %exitcond173.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !30

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader370, %for.body.endif.endif.endif.us
  %loop.index135.us = phi i64 [ %.610.us.7, %for.body.endif.endif.endif.us ], [ %loop.index135.us.unr, %for.body.endif.endif.endif.us.preheader370 ]
  %71 = shl i64 %loop.index135.us, 3
  %scevgep542 = getelementptr i8, ptr %scevgep530, i64 %71
  %scevgep543 = getelementptr i8, ptr %scevgep542, i64 -56
  %.572.us = load double, ptr %scevgep543, align 8
  %.581.us = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40 = fmul double %.572.us, %.581.us
  %72 = shl i64 %loop.index135.us, 3
  %sunkaddr736 = mul i64 %loop.index135.us, 8
  %sunkaddr737 = getelementptr i8, ptr %.6.i, i64 %sunkaddr736
  store double %.6.i40, ptr %sunkaddr737, align 8
  %scevgep544 = getelementptr i8, ptr %scevgep530, i64 %72
  %scevgep545 = getelementptr i8, ptr %scevgep544, i64 -48
  %.572.us.1 = load double, ptr %scevgep545, align 8
  %.581.us.1 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.1 = fmul double %.572.us.1, %.581.us.1
  %73 = shl i64 %loop.index135.us, 3
  %sunkaddr738 = mul i64 %loop.index135.us, 8
  %sunkaddr739 = getelementptr i8, ptr %.6.i, i64 %sunkaddr738
  %sunkaddr740 = getelementptr i8, ptr %sunkaddr739, i64 8
  store double %.6.i40.1, ptr %sunkaddr740, align 8
  %scevgep540 = getelementptr i8, ptr %scevgep530, i64 %73
  %scevgep541 = getelementptr i8, ptr %scevgep540, i64 -40
  %.572.us.2 = load double, ptr %scevgep541, align 8
  %.581.us.2 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.2 = fmul double %.572.us.2, %.581.us.2
  %74 = shl i64 %loop.index135.us, 3
  %sunkaddr741 = mul i64 %loop.index135.us, 8
  %sunkaddr742 = getelementptr i8, ptr %.6.i, i64 %sunkaddr741
  %sunkaddr743 = getelementptr i8, ptr %sunkaddr742, i64 16
  store double %.6.i40.2, ptr %sunkaddr743, align 8
  %scevgep538 = getelementptr i8, ptr %scevgep530, i64 %74
  %scevgep539 = getelementptr i8, ptr %scevgep538, i64 -32
  %.572.us.3 = load double, ptr %scevgep539, align 8
  %.581.us.3 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.3 = fmul double %.572.us.3, %.581.us.3
  %75 = shl i64 %loop.index135.us, 3
  %sunkaddr744 = mul i64 %loop.index135.us, 8
  %sunkaddr745 = getelementptr i8, ptr %.6.i, i64 %sunkaddr744
  %sunkaddr746 = getelementptr i8, ptr %sunkaddr745, i64 24
  store double %.6.i40.3, ptr %sunkaddr746, align 8
  %scevgep536 = getelementptr i8, ptr %scevgep530, i64 %75
  %scevgep537 = getelementptr i8, ptr %scevgep536, i64 -24
  %.572.us.4 = load double, ptr %scevgep537, align 8
  %.581.us.4 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.4 = fmul double %.572.us.4, %.581.us.4
  %76 = shl i64 %loop.index135.us, 3
  %sunkaddr747 = mul i64 %loop.index135.us, 8
  %sunkaddr748 = getelementptr i8, ptr %.6.i, i64 %sunkaddr747
  %sunkaddr749 = getelementptr i8, ptr %sunkaddr748, i64 32
  store double %.6.i40.4, ptr %sunkaddr749, align 8
  %scevgep534 = getelementptr i8, ptr %scevgep530, i64 %76
  %scevgep535 = getelementptr i8, ptr %scevgep534, i64 -16
  %.572.us.5 = load double, ptr %scevgep535, align 8
  %.581.us.5 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.5 = fmul double %.572.us.5, %.581.us.5
  %77 = shl i64 %loop.index135.us, 3
  %sunkaddr750 = mul i64 %loop.index135.us, 8
  %sunkaddr751 = getelementptr i8, ptr %.6.i, i64 %sunkaddr750
  %sunkaddr752 = getelementptr i8, ptr %sunkaddr751, i64 40
  store double %.6.i40.5, ptr %sunkaddr752, align 8
  %scevgep532 = getelementptr i8, ptr %scevgep530, i64 %77
  %scevgep533 = getelementptr i8, ptr %scevgep532, i64 -8
  %.572.us.6 = load double, ptr %scevgep533, align 8
  %.581.us.6 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.6 = fmul double %.572.us.6, %.581.us.6
  %78 = shl i64 %loop.index135.us, 3
  %sunkaddr753 = mul i64 %loop.index135.us, 8
  %sunkaddr754 = getelementptr i8, ptr %.6.i, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, ptr %sunkaddr754, i64 48
  store double %.6.i40.6, ptr %sunkaddr755, align 8
  %scevgep531 = getelementptr i8, ptr %scevgep530, i64 %78
  %.572.us.7 = load double, ptr %scevgep531, align 8
  %.581.us.7 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i40.7 = fmul double %.572.us.7, %.581.us.7
  %sunkaddr756 = mul i64 %loop.index135.us, 8
  %sunkaddr757 = getelementptr i8, ptr %.6.i, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, ptr %sunkaddr757, i64 56
  store double %.6.i40.7, ptr %sunkaddr758, align 8
  %.610.us.7 = add nuw nsw i64 %loop.index135.us, 8
  %exitcond172.not.7 = icmp eq i64 %dest_shape.1150155, %.610.us.7
  br i1 %exitcond172.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !31

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %79 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %79, label %iter.check193, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %80 = icmp ult i64 %dest_shape.1150155, 4
  br i1 %80, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %81 = shl i64 %dest_shape.1150155, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %81
  %82 = shl i64 %.236.sroa.0.3, 3
  %83 = getelementptr i8, ptr %arg.c.4, i64 %82
  %scevgep167 = getelementptr i8, ptr %83, i64 8
  %scevgep168 = getelementptr i8, ptr %.53.fca.1.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep167
  %bound1 = icmp ult ptr %.349, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0169 = icmp ult ptr %.6.i, %scevgep168
  %bound1170 = icmp ult ptr %.53.fca.1.4.load, %scevgep
  %found.conflict171 = and i1 %bound0169, %bound1170
  %conflict.rdx = or i1 %found.conflict, %found.conflict171
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check172 = icmp ult i64 %dest_shape.1150155, 32
  br i1 %min.iters.check172, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.1150155, %const
  %84 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !32
  %85 = load double, ptr %.349, align 8, !alias.scope !35
  %86 = fmul double %85, %84
  %broadcast.splatinsert = insertelement <8 x double> poison, double %86, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr759 = mul i64 %index, 8
  %sunkaddr760 = getelementptr i8, ptr %.6.i, i64 %sunkaddr759
  store <8 x double> %broadcast.splat, ptr %sunkaddr760, align 8, !alias.scope !37, !noalias !39
  %sunkaddr761 = mul i64 %index, 8
  %sunkaddr762 = getelementptr i8, ptr %.6.i, i64 %sunkaddr761
  %sunkaddr763 = getelementptr i8, ptr %sunkaddr762, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr763, align 8, !alias.scope !37, !noalias !39
  %sunkaddr764 = mul i64 %index, 8
  %sunkaddr765 = getelementptr i8, ptr %.6.i, i64 %sunkaddr764
  %sunkaddr766 = getelementptr i8, ptr %sunkaddr765, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr766, align 8, !alias.scope !37, !noalias !39
  %sunkaddr767 = mul i64 %index, 8
  %sunkaddr768 = getelementptr i8, ptr %.6.i, i64 %sunkaddr767
  %sunkaddr769 = getelementptr i8, ptr %sunkaddr768, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr769, align 8, !alias.scope !37, !noalias !39
  %index.next = add nuw i64 %index, 32
  %87 = icmp eq i64 %n.vec, %index.next
  br i1 %87, label %middle.block, label %vector.body, !llvm.loop !40

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1150155, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %88 = and i64 %dest_shape.1150155, 28
  %min.epilog.iters.check = icmp eq i64 %88, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !23

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat653 = add i64 %const, 28
  %n.vec174 = and i64 %dest_shape.1150155, %const_mat653
  %89 = load double, ptr %.53.fca.1.4.load, align 8, !alias.scope !32
  %90 = load double, ptr %.349, align 8, !alias.scope !35
  %91 = fmul double %90, %89
  %broadcast.splatinsert176 = insertelement <4 x double> poison, double %91, i64 0
  %broadcast.splat177 = shufflevector <4 x double> %broadcast.splatinsert176, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index175 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next178, %vec.epilog.vector.body ]
  %92 = shl i64 %index175, 3
  %scevgep641 = getelementptr i8, ptr %.6.i, i64 %92
  store <4 x double> %broadcast.splat177, ptr %scevgep641, align 8, !alias.scope !37, !noalias !39
  %index.next178 = add nuw i64 %index175, 4
  %93 = icmp eq i64 %n.vec174, %index.next178
  br i1 %93, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n179 = icmp eq i64 %dest_shape.1150155, %n.vec174
  br i1 %cmp.n179, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index135.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec174, %vec.epilog.middle.block ]
  %94 = sub nsw i64 %dest_shape.1150155, %loop.index135.ph
  %xtraiter = and i64 %94, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv639 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next640, %for.body.endif.endif.endif.prol ]
  %loop.index135.prol = phi i64 [ %.610.prol, %for.body.endif.endif.endif.prol ], [ %loop.index135.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.572.prol = load double, ptr %.349, align 8
  %.581.prol = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.prol = fmul double %.572.prol, %.581.prol
  %95 = shl i64 %loop.index135.prol, 3
  %scevgep638 = getelementptr i8, ptr %.6.i, i64 %95
  store double %.6.i42.prol, ptr %scevgep638, align 8
  %.610.prol = add nuw i64 %loop.index135.prol, 1
  %lsr.iv.next640 = add nsw i64 %lsr.iv639, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next640, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !42

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index135.unr = phi i64 [ %loop.index135.ph, %for.body.endif.endif.endif.preheader ], [ %.610.prol, %for.body.endif.endif.endif.prol ]
  %96 = sub nsw i64 %loop.index135.ph, %dest_shape.1150155
  %97 = icmp ugt i64 %96, -8
  br i1 %97, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader374

for.body.endif.endif.endif.preheader374:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check193:                                    ; preds = %for.body.lr.ph.split
  %98 = icmp ult i64 %dest_shape.1150155, 4
  br i1 %98, label %for.body.endif.endif.endif.us140.preheader, label %vector.memcheck180

vector.memcheck180:                               ; preds = %iter.check193
  %99 = shl i64 %dest_shape.1150155, 3
  %scevgep181 = getelementptr i8, ptr %.6.i, i64 %99
  %100 = shl i64 %.236.sroa.0.3, 3
  %101 = getelementptr i8, ptr %arg.c.4, i64 %100
  %scevgep182 = getelementptr i8, ptr %101, i64 8
  %scevgep183 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %99
  %bound0184 = icmp ult ptr %.6.i, %scevgep182
  %bound1185 = icmp ult ptr %.349, %scevgep181
  %found.conflict186 = and i1 %bound0184, %bound1185
  %bound0187 = icmp ult ptr %.6.i, %scevgep183
  %bound1188 = icmp ult ptr %.53.fca.1.4.load, %scevgep181
  %found.conflict189 = and i1 %bound0187, %bound1188
  %conflict.rdx190 = or i1 %found.conflict186, %found.conflict189
  br i1 %conflict.rdx190, label %for.body.endif.endif.endif.us140.preheader, label %vector.main.loop.iter.check195

vector.main.loop.iter.check195:                   ; preds = %vector.memcheck180
  %min.iters.check194 = icmp ult i64 %dest_shape.1150155, 32
  br i1 %min.iters.check194, label %vec.epilog.ph213, label %vector.ph196

vector.ph196:                                     ; preds = %vector.main.loop.iter.check195
  %n.vec198 = and i64 %dest_shape.1150155, %const
  %102 = load double, ptr %.349, align 8, !alias.scope !43
  %broadcast.splatinsert204 = insertelement <8 x double> poison, double %102, i64 0
  %broadcast.splat205 = shufflevector <8 x double> %broadcast.splatinsert204, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body199

vector.body199:                                   ; preds = %vector.body199, %vector.ph196
  %index200 = phi i64 [ 0, %vector.ph196 ], [ %index.next206, %vector.body199 ]
  %sunkaddr770 = mul i64 %index200, 8
  %sunkaddr771 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr770
  %wide.load = load <8 x double>, ptr %sunkaddr771, align 8, !alias.scope !46
  %sunkaddr772 = mul i64 %index200, 8
  %sunkaddr773 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, ptr %sunkaddr773, i64 64
  %wide.load201 = load <8 x double>, ptr %sunkaddr774, align 8, !alias.scope !46
  %sunkaddr775 = mul i64 %index200, 8
  %sunkaddr776 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr775
  %sunkaddr777 = getelementptr i8, ptr %sunkaddr776, i64 128
  %wide.load202 = load <8 x double>, ptr %sunkaddr777, align 8, !alias.scope !46
  %sunkaddr778 = mul i64 %index200, 8
  %sunkaddr779 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr778
  %sunkaddr780 = getelementptr i8, ptr %sunkaddr779, i64 192
  %wide.load203 = load <8 x double>, ptr %sunkaddr780, align 8, !alias.scope !46
  %103 = fmul <8 x double> %broadcast.splat205, %wide.load
  %104 = fmul <8 x double> %broadcast.splat205, %wide.load201
  %105 = fmul <8 x double> %broadcast.splat205, %wide.load202
  %106 = fmul <8 x double> %broadcast.splat205, %wide.load203
  %sunkaddr781 = mul i64 %index200, 8
  %sunkaddr782 = getelementptr i8, ptr %.6.i, i64 %sunkaddr781
  store <8 x double> %103, ptr %sunkaddr782, align 8, !alias.scope !48, !noalias !50
  %sunkaddr783 = mul i64 %index200, 8
  %sunkaddr784 = getelementptr i8, ptr %.6.i, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 64
  store <8 x double> %104, ptr %sunkaddr785, align 8, !alias.scope !48, !noalias !50
  %sunkaddr786 = mul i64 %index200, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 128
  store <8 x double> %105, ptr %sunkaddr788, align 8, !alias.scope !48, !noalias !50
  %sunkaddr789 = mul i64 %index200, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 192
  store <8 x double> %106, ptr %sunkaddr791, align 8, !alias.scope !48, !noalias !50
  %index.next206 = add nuw i64 %index200, 32
  %107 = icmp eq i64 %n.vec198, %index.next206
  br i1 %107, label %middle.block207, label %vector.body199, !llvm.loop !51

middle.block207:                                  ; preds = %vector.body199
  %cmp.n208 = icmp eq i64 %dest_shape.1150155, %n.vec198
  br i1 %cmp.n208, label %.89.endif.preheader.i, label %vec.epilog.iter.check211

vec.epilog.iter.check211:                         ; preds = %middle.block207
  %108 = and i64 %dest_shape.1150155, 28
  %min.epilog.iters.check212 = icmp eq i64 %108, 0
  br i1 %min.epilog.iters.check212, label %for.body.endif.endif.endif.us140.preheader, label %vec.epilog.ph213, !prof !23

vec.epilog.ph213:                                 ; preds = %vector.main.loop.iter.check195, %vec.epilog.iter.check211
  %vec.epilog.resume.val209 = phi i64 [ %n.vec198, %vec.epilog.iter.check211 ], [ 0, %vector.main.loop.iter.check195 ]
  %const_mat654 = add i64 %const, 28
  %n.vec215 = and i64 %dest_shape.1150155, %const_mat654
  %109 = load double, ptr %.349, align 8, !alias.scope !43
  %broadcast.splatinsert219 = insertelement <4 x double> poison, double %109, i64 0
  %broadcast.splat220 = shufflevector <4 x double> %broadcast.splatinsert219, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body216

vec.epilog.vector.body216:                        ; preds = %vec.epilog.vector.body216, %vec.epilog.ph213
  %index217 = phi i64 [ %vec.epilog.resume.val209, %vec.epilog.ph213 ], [ %index.next221, %vec.epilog.vector.body216 ]
  %110 = shl i64 %index217, 3
  %scevgep605 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %110
  %wide.load218 = load <4 x double>, ptr %scevgep605, align 8, !alias.scope !46
  %111 = fmul <4 x double> %broadcast.splat220, %wide.load218
  %112 = shl i64 %index217, 3
  %scevgep604 = getelementptr i8, ptr %.6.i, i64 %112
  store <4 x double> %111, ptr %scevgep604, align 8, !alias.scope !48, !noalias !50
  %index.next221 = add nuw i64 %index217, 4
  %113 = icmp eq i64 %n.vec215, %index.next221
  br i1 %113, label %vec.epilog.middle.block222, label %vec.epilog.vector.body216, !llvm.loop !52

vec.epilog.middle.block222:                       ; preds = %vec.epilog.vector.body216
  %cmp.n223 = icmp eq i64 %dest_shape.1150155, %n.vec215
  br i1 %cmp.n223, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140.preheader

for.body.endif.endif.endif.us140.preheader:       ; preds = %vector.memcheck180, %iter.check193, %vec.epilog.iter.check211, %vec.epilog.middle.block222
  %loop.index135.us137.ph = phi i64 [ 0, %iter.check193 ], [ 0, %vector.memcheck180 ], [ %n.vec198, %vec.epilog.iter.check211 ], [ %n.vec215, %vec.epilog.middle.block222 ]
  %114 = sub nsw i64 %dest_shape.1150155, %loop.index135.us137.ph
  %xtraiter350 = and i64 %114, 7
  %lcmp.mod351.not = icmp eq i64 %xtraiter350, 0
  br i1 %lcmp.mod351.not, label %for.body.endif.endif.endif.us140.prol.loopexit, label %for.body.endif.endif.endif.us140.prol.preheader

for.body.endif.endif.endif.us140.prol.preheader:  ; preds = %for.body.endif.endif.endif.us140.preheader
  br label %for.body.endif.endif.endif.us140.prol

for.body.endif.endif.endif.us140.prol:            ; preds = %for.body.endif.endif.endif.us140.prol.preheader, %for.body.endif.endif.endif.us140.prol
  %lsr.iv602 = phi i64 [ %xtraiter350, %for.body.endif.endif.endif.us140.prol.preheader ], [ %lsr.iv.next603, %for.body.endif.endif.endif.us140.prol ]
  %loop.index135.us137.prol = phi i64 [ %.610.us143.prol, %for.body.endif.endif.endif.us140.prol ], [ %loop.index135.us137.ph, %for.body.endif.endif.endif.us140.prol.preheader ]
  %.572.us139.prol = load double, ptr %.349, align 8
  %115 = shl i64 %loop.index135.us137.prol, 3
  %scevgep601 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %115
  %.581.us147.prol = load double, ptr %scevgep601, align 8
  %.6.i41.prol = fmul double %.572.us139.prol, %.581.us147.prol
  %116 = shl i64 %loop.index135.us137.prol, 3
  %scevgep600 = getelementptr i8, ptr %.6.i, i64 %116
  store double %.6.i41.prol, ptr %scevgep600, align 8
  %.610.us143.prol = add nuw i64 %loop.index135.us137.prol, 1
  %lsr.iv.next603 = add nsw i64 %lsr.iv602, -1
  %prol.iter352.cmp.not = icmp eq i64 %lsr.iv.next603, 0
  br i1 %prol.iter352.cmp.not, label %for.body.endif.endif.endif.us140.prol.loopexit, label %for.body.endif.endif.endif.us140.prol, !llvm.loop !53

for.body.endif.endif.endif.us140.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us140.prol, %for.body.endif.endif.endif.us140.preheader
  %loop.index135.us137.unr = phi i64 [ %loop.index135.us137.ph, %for.body.endif.endif.endif.us140.preheader ], [ %.610.us143.prol, %for.body.endif.endif.endif.us140.prol ]
  %117 = sub nsw i64 %loop.index135.us137.ph, %dest_shape.1150155
  %118 = icmp ugt i64 %117, -8
  br i1 %118, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140.preheader372

for.body.endif.endif.endif.us140.preheader372:    ; preds = %for.body.endif.endif.endif.us140.prol.loopexit
  br label %for.body.endif.endif.endif.us140

for.body.endif.endif.endif.us140:                 ; preds = %for.body.endif.endif.endif.us140.preheader372, %for.body.endif.endif.endif.us140
  %loop.index135.us137 = phi i64 [ %.610.us143.7, %for.body.endif.endif.endif.us140 ], [ %loop.index135.us137.unr, %for.body.endif.endif.endif.us140.preheader372 ]
  %.572.us139 = load double, ptr %.349, align 8
  %sunkaddr792 = mul i64 %loop.index135.us137, 8
  %sunkaddr793 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr792
  %.581.us147 = load double, ptr %sunkaddr793, align 8
  %.6.i41 = fmul double %.572.us139, %.581.us147
  %sunkaddr794 = mul i64 %loop.index135.us137, 8
  %sunkaddr795 = getelementptr i8, ptr %.6.i, i64 %sunkaddr794
  store double %.6.i41, ptr %sunkaddr795, align 8
  %.572.us139.1 = load double, ptr %.349, align 8
  %sunkaddr796 = mul i64 %loop.index135.us137, 8
  %sunkaddr797 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr796
  %sunkaddr798 = getelementptr i8, ptr %sunkaddr797, i64 8
  %.581.us147.1 = load double, ptr %sunkaddr798, align 8
  %.6.i41.1 = fmul double %.572.us139.1, %.581.us147.1
  %sunkaddr799 = mul i64 %loop.index135.us137, 8
  %sunkaddr800 = getelementptr i8, ptr %.6.i, i64 %sunkaddr799
  %sunkaddr801 = getelementptr i8, ptr %sunkaddr800, i64 8
  store double %.6.i41.1, ptr %sunkaddr801, align 8
  %.572.us139.2 = load double, ptr %.349, align 8
  %sunkaddr802 = mul i64 %loop.index135.us137, 8
  %sunkaddr803 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, ptr %sunkaddr803, i64 16
  %.581.us147.2 = load double, ptr %sunkaddr804, align 8
  %.6.i41.2 = fmul double %.572.us139.2, %.581.us147.2
  %sunkaddr805 = mul i64 %loop.index135.us137, 8
  %sunkaddr806 = getelementptr i8, ptr %.6.i, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, ptr %sunkaddr806, i64 16
  store double %.6.i41.2, ptr %sunkaddr807, align 8
  %.572.us139.3 = load double, ptr %.349, align 8
  %sunkaddr808 = mul i64 %loop.index135.us137, 8
  %sunkaddr809 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, ptr %sunkaddr809, i64 24
  %.581.us147.3 = load double, ptr %sunkaddr810, align 8
  %.6.i41.3 = fmul double %.572.us139.3, %.581.us147.3
  %sunkaddr811 = mul i64 %loop.index135.us137, 8
  %sunkaddr812 = getelementptr i8, ptr %.6.i, i64 %sunkaddr811
  %sunkaddr813 = getelementptr i8, ptr %sunkaddr812, i64 24
  store double %.6.i41.3, ptr %sunkaddr813, align 8
  %.572.us139.4 = load double, ptr %.349, align 8
  %sunkaddr814 = mul i64 %loop.index135.us137, 8
  %sunkaddr815 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr814
  %sunkaddr816 = getelementptr i8, ptr %sunkaddr815, i64 32
  %.581.us147.4 = load double, ptr %sunkaddr816, align 8
  %.6.i41.4 = fmul double %.572.us139.4, %.581.us147.4
  %sunkaddr817 = mul i64 %loop.index135.us137, 8
  %sunkaddr818 = getelementptr i8, ptr %.6.i, i64 %sunkaddr817
  %sunkaddr819 = getelementptr i8, ptr %sunkaddr818, i64 32
  store double %.6.i41.4, ptr %sunkaddr819, align 8
  %.572.us139.5 = load double, ptr %.349, align 8
  %sunkaddr820 = mul i64 %loop.index135.us137, 8
  %sunkaddr821 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr820
  %sunkaddr822 = getelementptr i8, ptr %sunkaddr821, i64 40
  %.581.us147.5 = load double, ptr %sunkaddr822, align 8
  %.6.i41.5 = fmul double %.572.us139.5, %.581.us147.5
  %sunkaddr823 = mul i64 %loop.index135.us137, 8
  %sunkaddr824 = getelementptr i8, ptr %.6.i, i64 %sunkaddr823
  %sunkaddr825 = getelementptr i8, ptr %sunkaddr824, i64 40
  store double %.6.i41.5, ptr %sunkaddr825, align 8
  %.572.us139.6 = load double, ptr %.349, align 8
  %sunkaddr826 = mul i64 %loop.index135.us137, 8
  %sunkaddr827 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr826
  %sunkaddr828 = getelementptr i8, ptr %sunkaddr827, i64 48
  %.581.us147.6 = load double, ptr %sunkaddr828, align 8
  %.6.i41.6 = fmul double %.572.us139.6, %.581.us147.6
  %sunkaddr829 = mul i64 %loop.index135.us137, 8
  %sunkaddr830 = getelementptr i8, ptr %.6.i, i64 %sunkaddr829
  %sunkaddr831 = getelementptr i8, ptr %sunkaddr830, i64 48
  store double %.6.i41.6, ptr %sunkaddr831, align 8
  %.572.us139.7 = load double, ptr %.349, align 8
  %sunkaddr832 = mul i64 %loop.index135.us137, 8
  %sunkaddr833 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr832
  %sunkaddr834 = getelementptr i8, ptr %sunkaddr833, i64 56
  %.581.us147.7 = load double, ptr %sunkaddr834, align 8
  %.6.i41.7 = fmul double %.572.us139.7, %.581.us147.7
  %sunkaddr835 = mul i64 %loop.index135.us137, 8
  %sunkaddr836 = getelementptr i8, ptr %.6.i, i64 %sunkaddr835
  %sunkaddr837 = getelementptr i8, ptr %sunkaddr836, i64 56
  store double %.6.i41.7, ptr %sunkaddr837, align 8
  %.610.us143.7 = add nuw nsw i64 %loop.index135.us137, 8
  %exitcond171.not.7 = icmp eq i64 %dest_shape.1150155, %.610.us143.7
  br i1 %exitcond171.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us140, !llvm.loop !54

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us140, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us140.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block207, %vec.epilog.middle.block222, %middle.block253, %vec.epilog.middle.block268, %middle.block296, %vec.epilog.middle.block310
  tail call void @NRT_decref(ptr %arg.c.0)
  %xtraiter.i = and i64 %dest_shape.1150155, 7
  %119 = icmp samesign ult i64 %dest_shape.1150155, 8
  br i1 %119, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !55

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.1150155, %const_mat
  %120 = add nsw i64 %dest_shape.1150155, -8
  %121 = lshr i64 %120, 3
  %122 = add nuw nsw i64 %121, 1
  %xtraiter359 = and i64 %122, 3
  %123 = and i64 %120, 24
  %lcmp.mod360.not = icmp eq i64 %123, 24
  br i1 %lcmp.mod360.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !56

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv432 = phi i64 [ %xtraiter359, %.89.endif.i.prol.preheader ], [ %lsr.iv.next433, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !57
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i43.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i43.prol, align 8, !noalias !57
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
  %lsr.iv.next433 = add i64 %lsr.iv432, -1
  %prol.iter361.cmp.not = icmp eq i64 %lsr.iv.next433, 0
  br i1 %prol.iter361.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !60, !llvm.loop !61

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
  br i1 %lcmp.mod.not.i, label %B128.i61, label %.89.endif.epil.preheader.i, !prof !63

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %125 = shl i64 %epil.iter.i, 3
  %scevgep431 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %125
  %.106.epil.i = load double, ptr %scevgep431, align 8, !noalias !57
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i61, label %.89.endif.epil.i, !prof !64, !llvm.loop !65

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !57
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i43 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i43, align 8, !noalias !57
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
  %.114.i43.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i43.1, align 8, !noalias !57
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
  %.114.i43.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i43.2, align 8, !noalias !57
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
  %.114.i43.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i43.3, align 8, !noalias !57
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

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader374, %for.body.endif.endif.endif
  %loop.index135 = phi i64 [ %.610.7, %for.body.endif.endif.endif ], [ %loop.index135.unr, %for.body.endif.endif.endif.preheader374 ]
  %.572 = load double, ptr %.349, align 8
  %.581 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42 = fmul double %.572, %.581
  %sunkaddr838 = mul i64 %loop.index135, 8
  %sunkaddr839 = getelementptr i8, ptr %.6.i, i64 %sunkaddr838
  store double %.6.i42, ptr %sunkaddr839, align 8
  %.572.1 = load double, ptr %.349, align 8
  %.581.1 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.1 = fmul double %.572.1, %.581.1
  %sunkaddr840 = mul i64 %loop.index135, 8
  %sunkaddr841 = getelementptr i8, ptr %.6.i, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, ptr %sunkaddr841, i64 8
  store double %.6.i42.1, ptr %sunkaddr842, align 8
  %.572.2 = load double, ptr %.349, align 8
  %.581.2 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.2 = fmul double %.572.2, %.581.2
  %sunkaddr843 = mul i64 %loop.index135, 8
  %sunkaddr844 = getelementptr i8, ptr %.6.i, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, ptr %sunkaddr844, i64 16
  store double %.6.i42.2, ptr %sunkaddr845, align 8
  %.572.3 = load double, ptr %.349, align 8
  %.581.3 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.3 = fmul double %.572.3, %.581.3
  %sunkaddr846 = mul i64 %loop.index135, 8
  %sunkaddr847 = getelementptr i8, ptr %.6.i, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, ptr %sunkaddr847, i64 24
  store double %.6.i42.3, ptr %sunkaddr848, align 8
  %.572.4 = load double, ptr %.349, align 8
  %.581.4 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.4 = fmul double %.572.4, %.581.4
  %sunkaddr849 = mul i64 %loop.index135, 8
  %sunkaddr850 = getelementptr i8, ptr %.6.i, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, ptr %sunkaddr850, i64 32
  store double %.6.i42.4, ptr %sunkaddr851, align 8
  %.572.5 = load double, ptr %.349, align 8
  %.581.5 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.5 = fmul double %.572.5, %.581.5
  %sunkaddr852 = mul i64 %loop.index135, 8
  %sunkaddr853 = getelementptr i8, ptr %.6.i, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, ptr %sunkaddr853, i64 40
  store double %.6.i42.5, ptr %sunkaddr854, align 8
  %.572.6 = load double, ptr %.349, align 8
  %.581.6 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.6 = fmul double %.572.6, %.581.6
  %sunkaddr855 = mul i64 %loop.index135, 8
  %sunkaddr856 = getelementptr i8, ptr %.6.i, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, ptr %sunkaddr856, i64 48
  store double %.6.i42.6, ptr %sunkaddr857, align 8
  %.572.7 = load double, ptr %.349, align 8
  %.581.7 = load double, ptr %.53.fca.1.4.load, align 8
  %.6.i42.7 = fmul double %.572.7, %.581.7
  %sunkaddr858 = mul i64 %loop.index135, 8
  %sunkaddr859 = getelementptr i8, ptr %.6.i, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, ptr %sunkaddr859, i64 56
  store double %.6.i42.7, ptr %sunkaddr860, align 8
  %.610.7 = add nuw nsw i64 %loop.index135, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1150155, %.610.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !70

B128.i61:                                         ; preds = %.89.endif.epil.i, %for.end.thread133, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread133 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %126 = add i64 %.53.fca.1.5.0.load.fr, %const657
  %.705 = icmp ult i64 %126, %const656
  br i1 %.705, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !71

for.end.endif.endif.endif.if:                     ; preds = %B128.i61
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i61
  %.704 = shl nsw i64 %.53.fca.1.5.0.load.fr, 3
  %.7.i.i65 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.704, i32 32), !noalias !72
  %.8.i.i66 = icmp eq ptr %.7.i.i65, null
  br i1 %.8.i.i66, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i71 = getelementptr i8, ptr %.7.i.i65, i64 24
  %.6.i72 = load ptr, ptr %.5.i71, align 8
  %.772153 = icmp sgt i64 %.53.fca.1.5.0.load.fr, 0
  br i1 %.772153, label %for.body.1.lr.ph, label %for.end.1.thread141

for.end.1.thread141:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.774.not = icmp eq i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %.774.not, label %for.body.1.endif.endif, label %iter.check318

iter.check318:                                    ; preds = %for.body.1.lr.ph
  %127 = ptrtoint ptr %.6.i72 to i64
  %128 = ptrtoint ptr %.53.fca.1.4.load to i64
  %min.iters.check316 = icmp ult i64 %.53.fca.1.5.0.load.fr, 4
  %129 = sub i64 %127, %128
  %diff.check315 = icmp ult i64 %129, 256
  %or.cond = select i1 %min.iters.check316, i1 true, i1 %diff.check315
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check320

vector.main.loop.iter.check320:                   ; preds = %iter.check318
  %min.iters.check319 = icmp ult i64 %.53.fca.1.5.0.load.fr, 32
  br i1 %min.iters.check319, label %vec.epilog.ph337, label %vector.ph321

vector.ph321:                                     ; preds = %vector.main.loop.iter.check320
  %n.vec323 = and i64 %.53.fca.1.5.0.load.fr, %const
  br label %vector.body324

vector.body324:                                   ; preds = %vector.body324, %vector.ph321
  %index325 = phi i64 [ 0, %vector.ph321 ], [ %index.next330, %vector.body324 ]
  %sunkaddr861 = mul i64 %index325, 8
  %sunkaddr862 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr861
  %wide.load326 = load <8 x double>, ptr %sunkaddr862, align 8
  %sunkaddr863 = mul i64 %index325, 8
  %sunkaddr864 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr863
  %sunkaddr865 = getelementptr i8, ptr %sunkaddr864, i64 64
  %wide.load327 = load <8 x double>, ptr %sunkaddr865, align 8
  %sunkaddr866 = mul i64 %index325, 8
  %sunkaddr867 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr866
  %sunkaddr868 = getelementptr i8, ptr %sunkaddr867, i64 128
  %wide.load328 = load <8 x double>, ptr %sunkaddr868, align 8
  %sunkaddr869 = mul i64 %index325, 8
  %sunkaddr870 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr869
  %sunkaddr871 = getelementptr i8, ptr %sunkaddr870, i64 192
  %wide.load329 = load <8 x double>, ptr %sunkaddr871, align 8
  %130 = fmul <8 x double> %wide.load326, %wide.load326
  %131 = fmul <8 x double> %wide.load327, %wide.load327
  %132 = fmul <8 x double> %wide.load328, %wide.load328
  %133 = fmul <8 x double> %wide.load329, %wide.load329
  %sunkaddr872 = mul i64 %index325, 8
  %sunkaddr873 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr872
  store <8 x double> %130, ptr %sunkaddr873, align 8
  %sunkaddr874 = mul i64 %index325, 8
  %sunkaddr875 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr874
  %sunkaddr876 = getelementptr i8, ptr %sunkaddr875, i64 64
  store <8 x double> %131, ptr %sunkaddr876, align 8
  %sunkaddr877 = mul i64 %index325, 8
  %sunkaddr878 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr877
  %sunkaddr879 = getelementptr i8, ptr %sunkaddr878, i64 128
  store <8 x double> %132, ptr %sunkaddr879, align 8
  %sunkaddr880 = mul i64 %index325, 8
  %sunkaddr881 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr880
  %sunkaddr882 = getelementptr i8, ptr %sunkaddr881, i64 192
  store <8 x double> %133, ptr %sunkaddr882, align 8
  %index.next330 = add nuw i64 %index325, 32
  %134 = icmp eq i64 %n.vec323, %index.next330
  br i1 %134, label %middle.block331, label %vector.body324, !llvm.loop !79

middle.block331:                                  ; preds = %vector.body324
  %cmp.n332 = icmp eq i64 %.53.fca.1.5.0.load.fr, %n.vec323
  br i1 %cmp.n332, label %.89.endif.preheader.i76, label %vec.epilog.iter.check335

vec.epilog.iter.check335:                         ; preds = %middle.block331
  %135 = and i64 %.53.fca.1.5.0.load.fr, 28
  %min.epilog.iters.check336 = icmp eq i64 %135, 0
  br i1 %min.epilog.iters.check336, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph337, !prof !23

vec.epilog.ph337:                                 ; preds = %vector.main.loop.iter.check320, %vec.epilog.iter.check335
  %vec.epilog.resume.val333 = phi i64 [ %n.vec323, %vec.epilog.iter.check335 ], [ 0, %vector.main.loop.iter.check320 ]
  %const_mat655 = add i64 %const, 28
  %n.vec339 = and i64 %.53.fca.1.5.0.load.fr, %const_mat655
  br label %vec.epilog.vector.body340

vec.epilog.vector.body340:                        ; preds = %vec.epilog.vector.body340, %vec.epilog.ph337
  %index341 = phi i64 [ %vec.epilog.resume.val333, %vec.epilog.ph337 ], [ %index.next343, %vec.epilog.vector.body340 ]
  %136 = shl i64 %index341, 3
  %scevgep414 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %136
  %wide.load342 = load <4 x double>, ptr %scevgep414, align 8
  %137 = fmul <4 x double> %wide.load342, %wide.load342
  %138 = shl i64 %index341, 3
  %scevgep413 = getelementptr i8, ptr %.6.i72, i64 %138
  store <4 x double> %137, ptr %scevgep413, align 8
  %index.next343 = add nuw i64 %index341, 4
  %139 = icmp eq i64 %n.vec339, %index.next343
  br i1 %139, label %vec.epilog.middle.block344, label %vec.epilog.vector.body340, !llvm.loop !80

vec.epilog.middle.block344:                       ; preds = %vec.epilog.vector.body340
  %cmp.n345 = icmp eq i64 %.53.fca.1.5.0.load.fr, %n.vec339
  br i1 %cmp.n345, label %.89.endif.preheader.i76, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check318, %vec.epilog.iter.check335, %vec.epilog.middle.block344
  %loop.index.1155.us.ph = phi i64 [ 0, %iter.check318 ], [ %n.vec323, %vec.epilog.iter.check335 ], [ %n.vec339, %vec.epilog.middle.block344 ]
  %140 = sub nsw i64 %.53.fca.1.5.0.load.fr, %loop.index.1155.us.ph
  %xtraiter362 = and i64 %140, 7
  %lcmp.mod363.not = icmp eq i64 %xtraiter362, 0
  br i1 %lcmp.mod363.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv411 = phi i64 [ %xtraiter362, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next412, %for.body.1.endif.endif.us.prol ]
  %loop.index.1155.us.prol = phi i64 [ %.811.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1155.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %141 = shl i64 %loop.index.1155.us.prol, 3
  %scevgep410 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %141
  %.782.us.prol = load double, ptr %scevgep410, align 8
  %.147.i.i.prol = fmul double %.782.us.prol, %.782.us.prol
  %142 = shl i64 %loop.index.1155.us.prol, 3
  %scevgep409 = getelementptr i8, ptr %.6.i72, i64 %142
  store double %.147.i.i.prol, ptr %scevgep409, align 8
  %.811.us.prol = add nuw i64 %loop.index.1155.us.prol, 1
  %lsr.iv.next412 = add nsw i64 %lsr.iv411, -1
  %prol.iter364.cmp.not = icmp eq i64 %lsr.iv.next412, 0
  br i1 %prol.iter364.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !81

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1155.us.unr = phi i64 [ %loop.index.1155.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.811.us.prol, %for.body.1.endif.endif.us.prol ]
  %143 = sub nsw i64 %loop.index.1155.us.ph, %.53.fca.1.5.0.load.fr
  %144 = icmp ugt i64 %143, -8
  br i1 %144, label %.89.endif.preheader.i76, label %for.body.1.endif.endif.us.preheader368

for.body.1.endif.endif.us.preheader368:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader368, %for.body.1.endif.endif.us
  %loop.index.1155.us = phi i64 [ %.811.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1155.us.unr, %for.body.1.endif.endif.us.preheader368 ]
  %sunkaddr883 = mul i64 %loop.index.1155.us, 8
  %sunkaddr884 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr883
  %.782.us = load double, ptr %sunkaddr884, align 8
  %.147.i.i = fmul double %.782.us, %.782.us
  %sunkaddr885 = mul i64 %loop.index.1155.us, 8
  %sunkaddr886 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr885
  store double %.147.i.i, ptr %sunkaddr886, align 8
  %sunkaddr887 = mul i64 %loop.index.1155.us, 8
  %sunkaddr888 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr887
  %sunkaddr889 = getelementptr i8, ptr %sunkaddr888, i64 8
  %.782.us.1 = load double, ptr %sunkaddr889, align 8
  %.147.i.i.1 = fmul double %.782.us.1, %.782.us.1
  %sunkaddr890 = mul i64 %loop.index.1155.us, 8
  %sunkaddr891 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr890
  %sunkaddr892 = getelementptr i8, ptr %sunkaddr891, i64 8
  store double %.147.i.i.1, ptr %sunkaddr892, align 8
  %sunkaddr893 = mul i64 %loop.index.1155.us, 8
  %sunkaddr894 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr893
  %sunkaddr895 = getelementptr i8, ptr %sunkaddr894, i64 16
  %.782.us.2 = load double, ptr %sunkaddr895, align 8
  %.147.i.i.2 = fmul double %.782.us.2, %.782.us.2
  %sunkaddr896 = mul i64 %loop.index.1155.us, 8
  %sunkaddr897 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr896
  %sunkaddr898 = getelementptr i8, ptr %sunkaddr897, i64 16
  store double %.147.i.i.2, ptr %sunkaddr898, align 8
  %sunkaddr899 = mul i64 %loop.index.1155.us, 8
  %sunkaddr900 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr899
  %sunkaddr901 = getelementptr i8, ptr %sunkaddr900, i64 24
  %.782.us.3 = load double, ptr %sunkaddr901, align 8
  %.147.i.i.3 = fmul double %.782.us.3, %.782.us.3
  %sunkaddr902 = mul i64 %loop.index.1155.us, 8
  %sunkaddr903 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr902
  %sunkaddr904 = getelementptr i8, ptr %sunkaddr903, i64 24
  store double %.147.i.i.3, ptr %sunkaddr904, align 8
  %sunkaddr905 = mul i64 %loop.index.1155.us, 8
  %sunkaddr906 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr905
  %sunkaddr907 = getelementptr i8, ptr %sunkaddr906, i64 32
  %.782.us.4 = load double, ptr %sunkaddr907, align 8
  %.147.i.i.4 = fmul double %.782.us.4, %.782.us.4
  %sunkaddr908 = mul i64 %loop.index.1155.us, 8
  %sunkaddr909 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr908
  %sunkaddr910 = getelementptr i8, ptr %sunkaddr909, i64 32
  store double %.147.i.i.4, ptr %sunkaddr910, align 8
  %sunkaddr911 = mul i64 %loop.index.1155.us, 8
  %sunkaddr912 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr911
  %sunkaddr913 = getelementptr i8, ptr %sunkaddr912, i64 40
  %.782.us.5 = load double, ptr %sunkaddr913, align 8
  %.147.i.i.5 = fmul double %.782.us.5, %.782.us.5
  %sunkaddr914 = mul i64 %loop.index.1155.us, 8
  %sunkaddr915 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr914
  %sunkaddr916 = getelementptr i8, ptr %sunkaddr915, i64 40
  store double %.147.i.i.5, ptr %sunkaddr916, align 8
  %sunkaddr917 = mul i64 %loop.index.1155.us, 8
  %sunkaddr918 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr917
  %sunkaddr919 = getelementptr i8, ptr %sunkaddr918, i64 48
  %.782.us.6 = load double, ptr %sunkaddr919, align 8
  %.147.i.i.6 = fmul double %.782.us.6, %.782.us.6
  %sunkaddr920 = mul i64 %loop.index.1155.us, 8
  %sunkaddr921 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr920
  %sunkaddr922 = getelementptr i8, ptr %sunkaddr921, i64 48
  store double %.147.i.i.6, ptr %sunkaddr922, align 8
  %sunkaddr923 = mul i64 %loop.index.1155.us, 8
  %sunkaddr924 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr923
  %sunkaddr925 = getelementptr i8, ptr %sunkaddr924, i64 56
  %.782.us.7 = load double, ptr %sunkaddr925, align 8
  %.147.i.i.7 = fmul double %.782.us.7, %.782.us.7
  %sunkaddr926 = mul i64 %loop.index.1155.us, 8
  %sunkaddr927 = getelementptr i8, ptr %.6.i72, i64 %sunkaddr926
  %sunkaddr928 = getelementptr i8, ptr %sunkaddr927, i64 56
  store double %.147.i.i.7, ptr %sunkaddr928, align 8
  %.811.us.7 = add nuw nsw i64 %loop.index.1155.us, 8
  %exitcond175.not.7 = icmp eq i64 %.53.fca.1.5.0.load.fr, %.811.us.7
  br i1 %exitcond175.not.7, label %.89.endif.preheader.i76, label %for.body.1.endif.endif.us, !llvm.loop !82

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i76:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block331, %vec.epilog.middle.block344, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  %xtraiter.i77 = and i64 %.53.fca.1.5.0.load.fr, 7
  %145 = icmp samesign ult i64 %.53.fca.1.5.0.load.fr, 8
  br i1 %145, label %.89.endif.epil.preheader.i112, label %.89.endif.preheader.new.i78, !prof !55

.89.endif.preheader.new.i78:                      ; preds = %.89.endif.preheader.i76
  %const_mat650 = add i64 %const, 24
  %unroll_iter.i79 = and i64 %.53.fca.1.5.0.load.fr, %const_mat650
  %146 = add nsw i64 %.53.fca.1.5.0.load.fr, -8
  %147 = lshr i64 %146, 3
  %148 = add nuw nsw i64 %147, 1
  %xtraiter365 = and i64 %148, 3
  %149 = and i64 %146, 24
  %lcmp.mod366.not = icmp eq i64 %149, 24
  br i1 %lcmp.mod366.not, label %.89.endif.i80.prol.loopexit, label %.89.endif.i80.prol.preheader, !prof !56

.89.endif.i80.prol.preheader:                     ; preds = %.89.endif.preheader.new.i78
  br label %.89.endif.i80.prol

.89.endif.i80.prol:                               ; preds = %.89.endif.i80.prol.preheader, %.89.endif.i80.prol
  %lsr.iv = phi i64 [ %xtraiter365, %.89.endif.i80.prol.preheader ], [ %lsr.iv.next, %.89.endif.i80.prol ]
  %lsr.iv.i81.prol = phi i64 [ %lsr.iv.next.i108.prol, %.89.endif.i80.prol ], [ %unroll_iter.i79, %.89.endif.i80.prol.preheader ]
  %.77.013.i82.prol = phi ptr [ %.114.7.i107.prol, %.89.endif.i80.prol ], [ %.6.i72, %.89.endif.i80.prol.preheader ]
  %.72.012.i83.prol = phi double [ %.108.7.i106.prol, %.89.endif.i80.prol ], [ 0.000000e+00, %.89.endif.i80.prol.preheader ]
  %.106.i84.prol = load double, ptr %.77.013.i82.prol, align 8, !noalias !83
  %.108.i85.prol = fadd double %.72.012.i83.prol, %.106.i84.prol
  %.114.i86.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 8
  %.106.1.i87.prol = load double, ptr %.114.i86.prol, align 8, !noalias !83
  %.108.1.i88.prol = fadd double %.108.i85.prol, %.106.1.i87.prol
  %.114.1.i89.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 16
  %.106.2.i90.prol = load double, ptr %.114.1.i89.prol, align 8, !noalias !83
  %.108.2.i91.prol = fadd double %.108.1.i88.prol, %.106.2.i90.prol
  %.114.2.i92.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 24
  %.106.3.i93.prol = load double, ptr %.114.2.i92.prol, align 8, !noalias !83
  %.108.3.i94.prol = fadd double %.108.2.i91.prol, %.106.3.i93.prol
  %.114.3.i95.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 32
  %.106.4.i96.prol = load double, ptr %.114.3.i95.prol, align 8, !noalias !83
  %.108.4.i97.prol = fadd double %.108.3.i94.prol, %.106.4.i96.prol
  %.114.4.i98.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 40
  %.106.5.i99.prol = load double, ptr %.114.4.i98.prol, align 8, !noalias !83
  %.108.5.i100.prol = fadd double %.108.4.i97.prol, %.106.5.i99.prol
  %.114.5.i101.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 48
  %.106.6.i102.prol = load double, ptr %.114.5.i101.prol, align 8, !noalias !83
  %.108.6.i103.prol = fadd double %.108.5.i100.prol, %.106.6.i102.prol
  %.114.6.i104.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 56
  %.106.7.i105.prol = load double, ptr %.114.6.i104.prol, align 8, !noalias !83
  %.108.7.i106.prol = fadd double %.108.6.i103.prol, %.106.7.i105.prol
  %.114.7.i107.prol = getelementptr i8, ptr %.77.013.i82.prol, i64 64
  %lsr.iv.next.i108.prol = add i64 %lsr.iv.i81.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter367.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter367.cmp.not, label %.89.endif.i80.prol.loopexit, label %.89.endif.i80.prol, !prof !60, !llvm.loop !86

.89.endif.i80.prol.loopexit:                      ; preds = %.89.endif.i80.prol, %.89.endif.preheader.new.i78
  %.108.7.i106.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i78 ], [ %.108.7.i106.prol, %.89.endif.i80.prol ]
  %.114.7.i107.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i78 ], [ %.114.7.i107.prol, %.89.endif.i80.prol ]
  %lsr.iv.i81.unr = phi i64 [ %unroll_iter.i79, %.89.endif.preheader.new.i78 ], [ %lsr.iv.next.i108.prol, %.89.endif.i80.prol ]
  %.77.013.i82.unr = phi ptr [ %.6.i72, %.89.endif.preheader.new.i78 ], [ %.114.7.i107.prol, %.89.endif.i80.prol ]
  %.72.012.i83.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i78 ], [ %.108.7.i106.prol, %.89.endif.i80.prol ]
  %150 = icmp ult i64 %146, 24
  br i1 %150, label %common.ret.loopexit.unr-lcssa.i110, label %.89.endif.i80.preheader, !prof !62

.89.endif.i80.preheader:                          ; preds = %.89.endif.i80.prol.loopexit
  br label %.89.endif.i80

common.ret.loopexit.unr-lcssa.i110:               ; preds = %.89.endif.i80, %.89.endif.i80.prol.loopexit
  %.108.7.i106.lcssa = phi double [ %.108.7.i106.lcssa.unr, %.89.endif.i80.prol.loopexit ], [ %.108.7.i106.3, %.89.endif.i80 ]
  %.114.7.i107.lcssa = phi ptr [ %.114.7.i107.lcssa.unr, %.89.endif.i80.prol.loopexit ], [ %.114.7.i107.3, %.89.endif.i80 ]
  %lcmp.mod.not.i111 = icmp eq i64 %xtraiter.i77, 0
  br i1 %lcmp.mod.not.i111, label %for.end.1.endif, label %.89.endif.epil.preheader.i112, !prof !63

.89.endif.epil.preheader.i112:                    ; preds = %common.ret.loopexit.unr-lcssa.i110, %.89.endif.preheader.i76
  %.77.013.epil.init.i113 = phi ptr [ %.6.i72, %.89.endif.preheader.i76 ], [ %.114.7.i107.lcssa, %common.ret.loopexit.unr-lcssa.i110 ]
  %.72.012.epil.init.i114 = phi double [ 0.000000e+00, %.89.endif.preheader.i76 ], [ %.108.7.i106.lcssa, %common.ret.loopexit.unr-lcssa.i110 ]
  br label %.89.endif.epil.i115

.89.endif.epil.i115:                              ; preds = %.89.endif.epil.i115, %.89.endif.epil.preheader.i112
  %.72.012.epil.i116 = phi double [ %.108.epil.i120, %.89.endif.epil.i115 ], [ %.72.012.epil.init.i114, %.89.endif.epil.preheader.i112 ]
  %epil.iter.i117 = phi i64 [ %epil.iter.next.i121, %.89.endif.epil.i115 ], [ 0, %.89.endif.epil.preheader.i112 ]
  %151 = shl i64 %epil.iter.i117, 3
  %scevgep376 = getelementptr i8, ptr %.77.013.epil.init.i113, i64 %151
  %.106.epil.i119 = load double, ptr %scevgep376, align 8, !noalias !83
  %.108.epil.i120 = fadd double %.72.012.epil.i116, %.106.epil.i119
  %epil.iter.next.i121 = add i64 %epil.iter.i117, 1
  %epil.iter.cmp.not.i122 = icmp eq i64 %xtraiter.i77, %epil.iter.next.i121
  br i1 %epil.iter.cmp.not.i122, label %for.end.1.endif, label %.89.endif.epil.i115, !prof !64, !llvm.loop !65

.89.endif.i80:                                    ; preds = %.89.endif.i80.preheader, %.89.endif.i80
  %lsr.iv.i81 = phi i64 [ %lsr.iv.next.i108.3, %.89.endif.i80 ], [ %lsr.iv.i81.unr, %.89.endif.i80.preheader ]
  %.77.013.i82 = phi ptr [ %.114.7.i107.3, %.89.endif.i80 ], [ %.77.013.i82.unr, %.89.endif.i80.preheader ]
  %.72.012.i83 = phi double [ %.108.7.i106.3, %.89.endif.i80 ], [ %.72.012.i83.unr, %.89.endif.i80.preheader ]
  %.106.i84 = load double, ptr %.77.013.i82, align 8, !noalias !83
  %.108.i85 = fadd double %.72.012.i83, %.106.i84
  %.114.i86 = getelementptr i8, ptr %.77.013.i82, i64 8
  %.106.1.i87 = load double, ptr %.114.i86, align 8, !noalias !83
  %.108.1.i88 = fadd double %.108.i85, %.106.1.i87
  %.114.1.i89 = getelementptr i8, ptr %.77.013.i82, i64 16
  %.106.2.i90 = load double, ptr %.114.1.i89, align 8, !noalias !83
  %.108.2.i91 = fadd double %.108.1.i88, %.106.2.i90
  %.114.2.i92 = getelementptr i8, ptr %.77.013.i82, i64 24
  %.106.3.i93 = load double, ptr %.114.2.i92, align 8, !noalias !83
  %.108.3.i94 = fadd double %.108.2.i91, %.106.3.i93
  %.114.3.i95 = getelementptr i8, ptr %.77.013.i82, i64 32
  %.106.4.i96 = load double, ptr %.114.3.i95, align 8, !noalias !83
  %.108.4.i97 = fadd double %.108.3.i94, %.106.4.i96
  %.114.4.i98 = getelementptr i8, ptr %.77.013.i82, i64 40
  %.106.5.i99 = load double, ptr %.114.4.i98, align 8, !noalias !83
  %.108.5.i100 = fadd double %.108.4.i97, %.106.5.i99
  %.114.5.i101 = getelementptr i8, ptr %.77.013.i82, i64 48
  %.106.6.i102 = load double, ptr %.114.5.i101, align 8, !noalias !83
  %.108.6.i103 = fadd double %.108.5.i100, %.106.6.i102
  %.114.6.i104 = getelementptr i8, ptr %.77.013.i82, i64 56
  %.106.7.i105 = load double, ptr %.114.6.i104, align 8, !noalias !83
  %.108.7.i106 = fadd double %.108.6.i103, %.106.7.i105
  %.114.7.i107 = getelementptr i8, ptr %.77.013.i82, i64 64
  %.106.i84.1 = load double, ptr %.114.7.i107, align 8, !noalias !83
  %.108.i85.1 = fadd double %.108.7.i106, %.106.i84.1
  %.114.i86.1 = getelementptr i8, ptr %.77.013.i82, i64 72
  %.106.1.i87.1 = load double, ptr %.114.i86.1, align 8, !noalias !83
  %.108.1.i88.1 = fadd double %.108.i85.1, %.106.1.i87.1
  %.114.1.i89.1 = getelementptr i8, ptr %.77.013.i82, i64 80
  %.106.2.i90.1 = load double, ptr %.114.1.i89.1, align 8, !noalias !83
  %.108.2.i91.1 = fadd double %.108.1.i88.1, %.106.2.i90.1
  %.114.2.i92.1 = getelementptr i8, ptr %.77.013.i82, i64 88
  %.106.3.i93.1 = load double, ptr %.114.2.i92.1, align 8, !noalias !83
  %.108.3.i94.1 = fadd double %.108.2.i91.1, %.106.3.i93.1
  %.114.3.i95.1 = getelementptr i8, ptr %.77.013.i82, i64 96
  %.106.4.i96.1 = load double, ptr %.114.3.i95.1, align 8, !noalias !83
  %.108.4.i97.1 = fadd double %.108.3.i94.1, %.106.4.i96.1
  %.114.4.i98.1 = getelementptr i8, ptr %.77.013.i82, i64 104
  %.106.5.i99.1 = load double, ptr %.114.4.i98.1, align 8, !noalias !83
  %.108.5.i100.1 = fadd double %.108.4.i97.1, %.106.5.i99.1
  %.114.5.i101.1 = getelementptr i8, ptr %.77.013.i82, i64 112
  %.106.6.i102.1 = load double, ptr %.114.5.i101.1, align 8, !noalias !83
  %.108.6.i103.1 = fadd double %.108.5.i100.1, %.106.6.i102.1
  %.114.6.i104.1 = getelementptr i8, ptr %.77.013.i82, i64 120
  %.106.7.i105.1 = load double, ptr %.114.6.i104.1, align 8, !noalias !83
  %.108.7.i106.1 = fadd double %.108.6.i103.1, %.106.7.i105.1
  %.114.7.i107.1 = getelementptr i8, ptr %.77.013.i82, i64 128
  %.106.i84.2 = load double, ptr %.114.7.i107.1, align 8, !noalias !83
  %.108.i85.2 = fadd double %.108.7.i106.1, %.106.i84.2
  %.114.i86.2 = getelementptr i8, ptr %.77.013.i82, i64 136
  %.106.1.i87.2 = load double, ptr %.114.i86.2, align 8, !noalias !83
  %.108.1.i88.2 = fadd double %.108.i85.2, %.106.1.i87.2
  %.114.1.i89.2 = getelementptr i8, ptr %.77.013.i82, i64 144
  %.106.2.i90.2 = load double, ptr %.114.1.i89.2, align 8, !noalias !83
  %.108.2.i91.2 = fadd double %.108.1.i88.2, %.106.2.i90.2
  %.114.2.i92.2 = getelementptr i8, ptr %.77.013.i82, i64 152
  %.106.3.i93.2 = load double, ptr %.114.2.i92.2, align 8, !noalias !83
  %.108.3.i94.2 = fadd double %.108.2.i91.2, %.106.3.i93.2
  %.114.3.i95.2 = getelementptr i8, ptr %.77.013.i82, i64 160
  %.106.4.i96.2 = load double, ptr %.114.3.i95.2, align 8, !noalias !83
  %.108.4.i97.2 = fadd double %.108.3.i94.2, %.106.4.i96.2
  %.114.4.i98.2 = getelementptr i8, ptr %.77.013.i82, i64 168
  %.106.5.i99.2 = load double, ptr %.114.4.i98.2, align 8, !noalias !83
  %.108.5.i100.2 = fadd double %.108.4.i97.2, %.106.5.i99.2
  %.114.5.i101.2 = getelementptr i8, ptr %.77.013.i82, i64 176
  %.106.6.i102.2 = load double, ptr %.114.5.i101.2, align 8, !noalias !83
  %.108.6.i103.2 = fadd double %.108.5.i100.2, %.106.6.i102.2
  %.114.6.i104.2 = getelementptr i8, ptr %.77.013.i82, i64 184
  %.106.7.i105.2 = load double, ptr %.114.6.i104.2, align 8, !noalias !83
  %.108.7.i106.2 = fadd double %.108.6.i103.2, %.106.7.i105.2
  %.114.7.i107.2 = getelementptr i8, ptr %.77.013.i82, i64 192
  %.106.i84.3 = load double, ptr %.114.7.i107.2, align 8, !noalias !83
  %.108.i85.3 = fadd double %.108.7.i106.2, %.106.i84.3
  %.114.i86.3 = getelementptr i8, ptr %.77.013.i82, i64 200
  %.106.1.i87.3 = load double, ptr %.114.i86.3, align 8, !noalias !83
  %.108.1.i88.3 = fadd double %.108.i85.3, %.106.1.i87.3
  %.114.1.i89.3 = getelementptr i8, ptr %.77.013.i82, i64 208
  %.106.2.i90.3 = load double, ptr %.114.1.i89.3, align 8, !noalias !83
  %.108.2.i91.3 = fadd double %.108.1.i88.3, %.106.2.i90.3
  %.114.2.i92.3 = getelementptr i8, ptr %.77.013.i82, i64 216
  %.106.3.i93.3 = load double, ptr %.114.2.i92.3, align 8, !noalias !83
  %.108.3.i94.3 = fadd double %.108.2.i91.3, %.106.3.i93.3
  %.114.3.i95.3 = getelementptr i8, ptr %.77.013.i82, i64 224
  %.106.4.i96.3 = load double, ptr %.114.3.i95.3, align 8, !noalias !83
  %.108.4.i97.3 = fadd double %.108.3.i94.3, %.106.4.i96.3
  %.114.4.i98.3 = getelementptr i8, ptr %.77.013.i82, i64 232
  %.106.5.i99.3 = load double, ptr %.114.4.i98.3, align 8, !noalias !83
  %.108.5.i100.3 = fadd double %.108.4.i97.3, %.106.5.i99.3
  %.114.5.i101.3 = getelementptr i8, ptr %.77.013.i82, i64 240
  %.106.6.i102.3 = load double, ptr %.114.5.i101.3, align 8, !noalias !83
  %.108.6.i103.3 = fadd double %.108.5.i100.3, %.106.6.i102.3
  %.114.6.i104.3 = getelementptr i8, ptr %.77.013.i82, i64 248
  %.106.7.i105.3 = load double, ptr %.114.6.i104.3, align 8, !noalias !83
  %.108.7.i106.3 = fadd double %.108.6.i103.3, %.106.7.i105.3
  %.114.7.i107.3 = getelementptr i8, ptr %.77.013.i82, i64 256
  %lsr.iv.next.i108.3 = add nsw i64 %lsr.iv.i81, -32
  %niter.ncmp.7.i109.3 = icmp eq i64 %lsr.iv.next.i108.3, 0
  br i1 %niter.ncmp.7.i109.3, label %common.ret.loopexit.unr-lcssa.i110, label %.89.endif.i80, !prof !67, !llvm.loop !87

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.782 = load double, ptr %.53.fca.1.4.load, align 8
  %.147.i.i73 = fmul double %.782, %.782
  store double %.147.i.i73, ptr %.6.i72, align 8
  br label %.89.endif.preheader.i76

for.end.1.endif:                                  ; preds = %.89.endif.epil.i115, %common.ret.loopexit.unr-lcssa.i110, %for.end.1.thread141
  %.72.0.lcssa.i75 = phi double [ 0.000000e+00, %for.end.1.thread141 ], [ %.108.7.i106.lcssa, %common.ret.loopexit.unr-lcssa.i110 ], [ %.108.epil.i120, %.89.endif.epil.i115 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i65)
  %.845 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i75
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
  %.262.i = load double, ptr %.179.i, align 8, !noalias !88
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !92
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !92
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !92
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !92
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !92
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif:                           ; preds = %B144.endif
  %0 = icmp eq i8 %arg.full_matrices, 0
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !92
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !92
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !92
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !92
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %ucol.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i8 = icmp slt i64 %arg.a.5.0, 0
  %or.cond154 = select i1 %.29.i, i1 true, i1 %.36.i8, !prof !96
  br i1 %or.cond154, label %B270.if.if, label %B0.endif.endif.endif.endif.i, !prof !96

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
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !97
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if.if, label %B270.endif, !prof !1

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !107
  %.15.i = icmp slt i64 %arg.a.5.1, 0
  br i1 %.15.i, label %B270.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.31.i = icmp samesign ugt i64 %.13.i, 1152921504606846975
  br i1 %.31.i, label %B270.endif.if.if, label %B0.endif.endif.endif.i10, !prof !1

B0.endif.endif.endif.i10:                         ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i11 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !108
  %.8.i.i.i12 = icmp eq ptr %.7.i.i.i11, null
  br i1 %.8.i.i.i12, label %B270.endif.if.if, label %B270.endif.endif, !prof !1

B270.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B144.endif.endif.endif
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B144.endif.endif.endif ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i10
  %.5.i.i14 = getelementptr i8, ptr %.7.i.i.i11, i64 24
  %.6.i.i15 = load ptr, ptr %.5.i.i14, align 8, !noalias !118
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
  %.7.i.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !119
  %.8.i.i.i36 = icmp eq ptr %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if.if, label %B270.endif.endif.endif, !prof !1

B270.endif.if.if:                                 ; preds = %B0.endif.endif.endif.i10, %B0.endif.endif.i, %B270.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.23, %B0.endif.endif.endif.i10 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.21, %B270.endif ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i33
  %3 = icmp eq i8 %arg.full_matrices, 0
  %.5.i.i38 = getelementptr i8, ptr %.7.i.i.i35, i64 24
  %.6.i.i39 = load ptr, ptr %.5.i.i38, align 8, !noalias !129
  %.459 = select i1 %3, i8 83, i8 65
  %.489 = tail call i32 @numba_ez_gesdd(i8 100, i8 %.459, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i15, ptr %.6.i.i, i64 %arg.a.5.0, ptr %.6.i.i39, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.489, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i54 = icmp slt i32 %.489, 0
  br i1 %.13.i54, label %B28.i, label %B270.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !130
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
  %.6.i.i73 = load ptr, ptr %.5.i, align 8, !noalias !134
  %.26.i = load i64, ptr %.6.i.i73, align 8, !noalias !134
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
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !138
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !145
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !145
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !145
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !145
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !148, !noalias !145
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !148, !noalias !145
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !148, !noalias !145
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !148, !noalias !145
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !150

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
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !145
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !148, !noalias !145
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !151

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !152

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !153

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

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!80 = distinct !{!80, !21, !22}
!81 = distinct !{!81, !26}
!82 = distinct !{!82, !21}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!86 = distinct !{!86, !26}
!87 = distinct !{!87, !69}
!88 = !{!89, !91}
!89 = distinct !{!89, !90, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!91 = distinct !{!91, !90, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!92 = !{!93, !95}
!93 = distinct !{!93, !94, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!95 = distinct !{!95, !94, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!96 = !{!"branch_weights", i32 199, i32 9801}
!97 = !{!98, !100, !101, !103, !104, !106}
!98 = distinct !{!98, !99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!100 = distinct !{!100, !99, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!101 = distinct !{!101, !102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!102 = distinct !{!102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!103 = distinct !{!103, !102, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!104 = distinct !{!104, !105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!105 = distinct !{!105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!106 = distinct !{!106, !105, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!107 = !{!104, !106}
!108 = !{!109, !111, !112, !114, !115, !117}
!109 = distinct !{!109, !110, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!110 = distinct !{!110, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!111 = distinct !{!111, !110, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!112 = distinct !{!112, !113, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!113 = distinct !{!113, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!114 = distinct !{!114, !113, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!115 = distinct !{!115, !116, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!116 = distinct !{!116, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!117 = distinct !{!117, !116, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!118 = !{!115, !117}
!119 = !{!120, !122, !123, !125, !126, !128}
!120 = distinct !{!120, !121, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!121 = distinct !{!121, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!122 = distinct !{!122, !121, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!123 = distinct !{!123, !124, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!124 = distinct !{!124, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!125 = distinct !{!125, !124, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!126 = distinct !{!126, !127, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!127 = distinct !{!127, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!128 = distinct !{!128, !127, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!129 = !{!126, !128}
!130 = !{!131, !133}
!131 = distinct !{!131, !132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!132 = distinct !{!132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!133 = distinct !{!133, !132, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!134 = !{!135, !137}
!135 = distinct !{!135, !136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!136 = distinct !{!136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!137 = distinct !{!137, !136, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!138 = !{!139, !141, !142, !144}
!139 = distinct !{!139, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!140 = distinct !{!140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!141 = distinct !{!141, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!142 = distinct !{!142, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!143 = distinct !{!143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!144 = distinct !{!144, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!145 = !{!146}
!146 = distinct !{!146, !147}
!147 = distinct !{!147, !"LVerDomain"}
!148 = !{!149}
!149 = distinct !{!149, !147}
!150 = distinct !{!150, !21, !22}
!151 = distinct !{!151, !21, !22}
!152 = distinct !{!152, !26}
!153 = distinct !{!153, !21}
