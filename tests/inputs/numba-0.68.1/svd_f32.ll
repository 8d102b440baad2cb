; ModuleID = 'svd_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.svd_f32 = internal constant [8 x i8] c"svd_f32\00"
@_ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb = common local_unnamed_addr global ptr null
@.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75 = internal constant [109 x i8] c"\80\04\95b\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\08svd_impl\94\8C\12numba/np/linalg.py\94M\E1\05\87\94\87\94."
@.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75.sha1 = internal constant [20 x i8] c"9\0F\1Ev6w\89a\08\00\C6\A9\DE\8F\E9\A9\16\F3\BCu"
@.const.picklebuf.390f1e76367789610800c6a9de8fe9a916f3bc75 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75, i32 109, ptr @.const.pickledata.390f1e76367789610800c6a9de8fe9a916f3bc75.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29 = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6771965690B3v21B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6771521c50B3v23B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6771910190B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %arg.c.5.0.fr = freeze i64 %arg.c.5.0
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.fca.0.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 48
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 72
  %.fca.1.2.gep = getelementptr inbounds nuw i8, ptr %.34, i64 88
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 104
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 112
  %.fca.2.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 128
  %.fca.2.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 160
  %.fca.2.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 168
  %.fca.2.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 176
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.851 = alloca float, align 4
  store float 0.000000e+00, ptr %.851, align 4
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.1164 = alloca float, align 4
  store float 0.000000e+00, ptr %.1164, align 4
  %excinfo.15 = alloca ptr, align 8
  store ptr null, ptr %excinfo.15, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(200) %.34, i8 0, i64 200, i1 false)
  %.43 = call i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8 0)
  %.53.fca.0.0.load = load ptr, ptr %.34, align 8
  %.53.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %.53.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.53.fca.0.5.0.load.fr = freeze i64 %.53.fca.0.5.0.load
  %.53.fca.0.5.1.load = load i64, ptr %.fca.0.5.1.gep, align 8
  %.53.fca.0.5.1.load.fr = freeze i64 %.53.fca.0.5.1.load
  %.53.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.53.fca.1.2.load = load i64, ptr %.fca.1.2.gep, align 8
  %.53.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.53.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.53.fca.1.5.0.load.fr = freeze i64 %.53.fca.1.5.0.load
  %.53.fca.2.0.load = load ptr, ptr %.fca.2.0.gep, align 8
  %.53.fca.2.4.load = load ptr, ptr %.fca.2.4.gep, align 8
  %.53.fca.2.5.0.load = load i64, ptr %.fca.2.5.0.gep, align 8
  %.53.fca.2.5.0.load.fr = freeze i64 %.53.fca.2.5.0.load
  %.53.fca.2.5.1.load = load i64, ptr %.fca.2.5.1.gep, align 8
  %.53.fca.2.5.1.load.fr = freeze i64 %.53.fca.2.5.1.load
  %cond = icmp eq i32 %.43, 0
  br i1 %cond, label %B0.endif.else, label %B0.if.if, !prof !0

common.ret:                                       ; preds = %for.end.3.if.if, %for.end.3.endif, %for.end.1.endif.endif.endif.endif.endif.endif.if.if, %for.end.1.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.endif.if, %for.end.1.if.if, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.1172, %for.end.3.if.if ], [ %.859, %for.end.1.if.if ], [ 0, %for.end.3.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.44 = load ptr, ptr %excinfo.1, align 8
  store ptr %.44, ptr %excinfo, align 8
  br label %common.ret

B0.endif.else:                                    ; preds = %B0
  %.246 = icmp slt i64 %arg.c.5.0.fr, 1
  tail call void @NRT_decref(ptr %arg.A.0)
  br i1 %.246, label %B0.endif.else.endif.if, label %B0.endif.else.endif.endif, !prof !1

B128.i:                                           ; preds = %B0.endif.else.endif.endif.endif.if, %B0.endif.else.endif.endif.endif
  %.226.sroa.13.0 = phi i64 [ %.226.sroa.13.1, %B0.endif.else.endif.endif.endif ], [ %arg.c.5.0.fr, %B0.endif.else.endif.endif.endif.if ]
  %const1785 = bitcast i64 -2305843009213693952 to i64
  %const1784 = bitcast i64 -4611686018427387904 to i64
  %.226.sroa.13.0.fr = freeze i64 %.226.sroa.13.0
  %.314 = sub i64 %.226.sroa.13.0.fr, %.226.sroa.0.3
  %.339 = getelementptr float, ptr %arg.c.4, i64 %.226.sroa.0.3
  tail call void @NRT_incref(ptr %arg.c.0)
  %.67.not.i64 = icmp eq i64 %.314, 1
  br i1 %.67.not.i64, label %B128.i74, label %B90.i65

B0.endif.else.endif.if:                           ; preds = %B0.endif.else
  br label %B0.endif.else.endif.endif

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif.if, %B0.endif.else
  %.226.sroa.0.3 = phi i64 [ %arg.c.5.0.fr, %B0.endif.else.endif.if ], [ 0, %B0.endif.else ]
  %.253 = icmp slt i64 %.53.fca.1.2.load, 0
  %.254 = select i1 %.253, i64 %arg.c.5.0.fr, i64 0
  %.255 = add i64 %.254, %.53.fca.1.2.load
  %.258 = icmp slt i64 %.255, 0
  br i1 %.258, label %B0.endif.else.endif.endif.if, label %B0.endif.else.endif.endif.endif, !prof !1

B0.endif.else.endif.endif.if:                     ; preds = %B0.endif.else.endif.endif
  br label %B0.endif.else.endif.endif.endif

B0.endif.else.endif.endif.endif:                  ; preds = %B0.endif.else.endif.endif.if, %B0.endif.else.endif.endif
  %.226.sroa.13.1 = phi i64 [ 0, %B0.endif.else.endif.endif.if ], [ %.255, %B0.endif.else.endif.endif ]
  %.263.not = icmp slt i64 %.255, %arg.c.5.0.fr
  br i1 %.263.not, label %B128.i, label %B0.endif.else.endif.endif.endif.if, !prof !2

B0.endif.else.endif.endif.endif.if:               ; preds = %B0.endif.else.endif.endif.endif
  br label %B128.i

B90.i65:                                          ; preds = %B128.i
  %.323 = tail call i64 @llvm.smax.i64(i64 %.314, i64 0)
  %.71.i66 = icmp ne i64 %.53.fca.1.5.0.load.fr, %.323
  %.76.i67 = icmp ne i64 %.53.fca.1.5.0.load.fr, 1
  %or.cond.i68 = and i1 %.76.i67, %.71.i66
  br i1 %or.cond.i68, label %B0.endif.endif.endif.endif.endif.if, label %B150.i69

B128.i74:                                         ; preds = %B128.i
  %.101.not.i75 = icmp eq i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %.101.not.i75, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B150.i69

B150.i69:                                         ; preds = %B128.i74, %B90.i65
  %dest_shape.1 = phi i64 [ %.323, %B90.i65 ], [ %.53.fca.1.5.0.load.fr, %B128.i74 ]
  %0 = add i64 %dest_shape.1, %const1785
  %.479 = icmp ult i64 %0, %const1784
  br i1 %.479, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !3

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i65
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B150.i69
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i74, %B150.i69
  %dest_shape.1257 = phi i64 [ %dest_shape.1, %B150.i69 ], [ 1, %B128.i74 ]
  %.478 = shl nsw i64 %dest_shape.1257, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.478, i32 32), !noalias !5
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.549186 = icmp sgt i64 %dest_shape.1257, 0
  br i1 %.549186, label %for.body.lr.ph, label %for.end.endif.critedge

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %const1778 = bitcast i64 9223372036854775800 to i64
  %.551 = icmp sgt i64 %.314, 1
  br i1 %.551, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %1, label %iter.check610, label %iter.check569

iter.check569:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1257, 8
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck556

vector.memcheck556:                               ; preds = %iter.check569
  %3 = shl i64 %dest_shape.1257, 2
  %scevgep557 = getelementptr i8, ptr %.6.i, i64 %3
  %4 = add i64 %dest_shape.1257, %.226.sroa.0.3
  %5 = shl i64 %4, 2
  %scevgep558 = getelementptr i8, ptr %arg.c.4, i64 %5
  %scevgep559 = getelementptr i8, ptr %.53.fca.1.4.load, i64 4
  %bound0560 = icmp ult ptr %.6.i, %scevgep558
  %bound1561 = icmp ult ptr %.339, %scevgep557
  %found.conflict562 = and i1 %bound0560, %bound1561
  %bound0563 = icmp ult ptr %.6.i, %scevgep559
  %bound1564 = icmp ult ptr %.53.fca.1.4.load, %scevgep557
  %found.conflict565 = and i1 %bound0563, %bound1564
  %conflict.rdx566 = or i1 %found.conflict562, %found.conflict565
  br i1 %conflict.rdx566, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check571

vector.main.loop.iter.check571:                   ; preds = %vector.memcheck556
  %min.iters.check570 = icmp ult i64 %dest_shape.1257, 64
  br i1 %min.iters.check570, label %vec.epilog.ph590, label %vector.ph572

vector.ph572:                                     ; preds = %vector.main.loop.iter.check571
  %const_mat1779 = add i64 %const1778, -56
  %n.vec574 = and i64 %dest_shape.1257, %const_mat1779
  %6 = load float, ptr %.53.fca.1.4.load, align 4, !alias.scope !12
  %broadcast.splatinsert581 = insertelement <16 x float> poison, float %6, i64 0
  %broadcast.splat582 = shufflevector <16 x float> %broadcast.splatinsert581, <16 x float> poison, <16 x i32> zeroinitializer
  %7 = shl i64 %.226.sroa.0.3, 2
  %8 = add i64 %7, 192
  %scevgep1669 = getelementptr i8, ptr %arg.c.4, i64 %8
  br label %vector.body575

vector.body575:                                   ; preds = %vector.body575, %vector.ph572
  %index576 = phi i64 [ 0, %vector.ph572 ], [ %index.next583, %vector.body575 ]
  %9 = shl i64 %index576, 2
  %scevgep1675 = getelementptr i8, ptr %scevgep1669, i64 %9
  %scevgep1676 = getelementptr i8, ptr %scevgep1675, i64 -192
  %10 = shl i64 %index576, 2
  %scevgep1673 = getelementptr i8, ptr %scevgep1669, i64 %10
  %scevgep1674 = getelementptr i8, ptr %scevgep1673, i64 -128
  %11 = shl i64 %index576, 2
  %scevgep1671 = getelementptr i8, ptr %scevgep1669, i64 %11
  %scevgep1672 = getelementptr i8, ptr %scevgep1671, i64 -64
  %12 = shl i64 %index576, 2
  %scevgep1670 = getelementptr i8, ptr %scevgep1669, i64 %12
  %wide.load577 = load <16 x float>, ptr %scevgep1676, align 4, !alias.scope !15
  %wide.load578 = load <16 x float>, ptr %scevgep1674, align 4, !alias.scope !15
  %wide.load579 = load <16 x float>, ptr %scevgep1672, align 4, !alias.scope !15
  %wide.load580 = load <16 x float>, ptr %scevgep1670, align 4, !alias.scope !15
  %13 = fmul <16 x float> %wide.load577, %broadcast.splat582
  %14 = fmul <16 x float> %wide.load578, %broadcast.splat582
  %15 = fmul <16 x float> %wide.load579, %broadcast.splat582
  %16 = fmul <16 x float> %wide.load580, %broadcast.splat582
  %sunkaddr = mul i64 %index576, 4
  %sunkaddr1786 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <16 x float> %13, ptr %sunkaddr1786, align 4, !alias.scope !17, !noalias !19
  %sunkaddr1787 = mul i64 %index576, 4
  %sunkaddr1788 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, ptr %sunkaddr1788, i64 64
  store <16 x float> %14, ptr %sunkaddr1789, align 4, !alias.scope !17, !noalias !19
  %sunkaddr1790 = mul i64 %index576, 4
  %sunkaddr1791 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, ptr %sunkaddr1791, i64 128
  store <16 x float> %15, ptr %sunkaddr1792, align 4, !alias.scope !17, !noalias !19
  %sunkaddr1793 = mul i64 %index576, 4
  %sunkaddr1794 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1793
  %sunkaddr1795 = getelementptr i8, ptr %sunkaddr1794, i64 192
  store <16 x float> %16, ptr %sunkaddr1795, align 4, !alias.scope !17, !noalias !19
  %index.next583 = add nuw i64 %index576, 64
  %17 = icmp eq i64 %n.vec574, %index.next583
  br i1 %17, label %middle.block584, label %vector.body575, !llvm.loop !20

middle.block584:                                  ; preds = %vector.body575
  %cmp.n585 = icmp eq i64 %dest_shape.1257, %n.vec574
  br i1 %cmp.n585, label %for.end, label %vec.epilog.iter.check588

vec.epilog.iter.check588:                         ; preds = %middle.block584
  %18 = and i64 %dest_shape.1257, 56
  %min.epilog.iters.check589 = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check589, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph590, !prof !23

vec.epilog.ph590:                                 ; preds = %vector.main.loop.iter.check571, %vec.epilog.iter.check588
  %vec.epilog.resume.val586 = phi i64 [ %n.vec574, %vec.epilog.iter.check588 ], [ 0, %vector.main.loop.iter.check571 ]
  %n.vec592 = and i64 %dest_shape.1257, %const1778
  %19 = load float, ptr %.53.fca.1.4.load, align 4, !alias.scope !12
  %broadcast.splatinsert596 = insertelement <8 x float> poison, float %19, i64 0
  %broadcast.splat597 = shufflevector <8 x float> %broadcast.splatinsert596, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body593

vec.epilog.vector.body593:                        ; preds = %vec.epilog.vector.body593, %vec.epilog.ph590
  %index594 = phi i64 [ %vec.epilog.resume.val586, %vec.epilog.ph590 ], [ %index.next598, %vec.epilog.vector.body593 ]
  %20 = shl i64 %index594, 2
  %scevgep1660 = getelementptr i8, ptr %.339, i64 %20
  %wide.load595 = load <8 x float>, ptr %scevgep1660, align 4, !alias.scope !15
  %21 = fmul <8 x float> %wide.load595, %broadcast.splat597
  %22 = shl i64 %index594, 2
  %scevgep1659 = getelementptr i8, ptr %.6.i, i64 %22
  store <8 x float> %21, ptr %scevgep1659, align 4, !alias.scope !17, !noalias !19
  %index.next598 = add nuw i64 %index594, 8
  %23 = icmp eq i64 %n.vec592, %index.next598
  br i1 %23, label %vec.epilog.middle.block599, label %vec.epilog.vector.body593, !llvm.loop !24

vec.epilog.middle.block599:                       ; preds = %vec.epilog.vector.body593
  %cmp.n600 = icmp eq i64 %dest_shape.1257, %n.vec592
  br i1 %cmp.n600, label %for.end, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck556, %iter.check569, %vec.epilog.iter.check588, %vec.epilog.middle.block599
  %loop.index189.us.ph = phi i64 [ 0, %iter.check569 ], [ 0, %vector.memcheck556 ], [ %n.vec574, %vec.epilog.iter.check588 ], [ %n.vec592, %vec.epilog.middle.block599 ]
  %xtraiter927 = and i64 %dest_shape.1257, 7
  %lcmp.mod928.not = icmp eq i64 %xtraiter927, 0
  br i1 %lcmp.mod928.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv1657 = phi i64 [ %xtraiter927, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next1658, %for.body.endif.endif.endif.us.prol ]
  %loop.index189.us.prol = phi i64 [ %.597.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index189.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %24 = shl i64 %loop.index189.us.prol, 2
  %scevgep1656 = getelementptr i8, ptr %.339, i64 %24
  %.559.us.prol = load float, ptr %scevgep1656, align 4
  %.568.us.prol = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.prol = fmul float %.559.us.prol, %.568.us.prol
  %25 = shl i64 %loop.index189.us.prol, 2
  %scevgep1655 = getelementptr i8, ptr %.6.i, i64 %25
  store float %.6.i79.prol, ptr %scevgep1655, align 4
  %.597.us.prol = add nuw nsw i64 %loop.index189.us.prol, 1
  %lsr.iv.next1658 = add nsw i64 %lsr.iv1657, -1
  %prol.iter929.cmp.not = icmp eq i64 %lsr.iv.next1658, 0
  br i1 %prol.iter929.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !25

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index189.us.unr = phi i64 [ %loop.index189.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.597.us.prol, %for.body.endif.endif.endif.us.prol ]
  %26 = sub nsw i64 %loop.index189.us.ph, %dest_shape.1257
  %27 = icmp ugt i64 %26, -8
  br i1 %27, label %for.end, label %for.body.endif.endif.endif.us.preheader992

for.body.endif.endif.endif.us.preheader992:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  %28 = shl i64 %.226.sroa.0.3, 2
  %29 = add i64 %28, 28
  %scevgep1639 = getelementptr i8, ptr %arg.c.4, i64 %29
  br label %for.body.endif.endif.endif.us

iter.check610:                                    ; preds = %for.body.lr.ph.split.us
  %30 = icmp ult i64 %dest_shape.1257, 8
  br i1 %30, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck602

vector.memcheck602:                               ; preds = %iter.check610
  %31 = ptrtoint ptr %.6.i to i64
  %32 = ptrtoint ptr %.53.fca.1.4.load to i64
  %33 = ptrtoint ptr %arg.c.4 to i64
  %34 = shl i64 %.226.sroa.0.3, 2
  %35 = add i64 %34, %33
  %36 = sub i64 %31, %35
  %diff.check604 = icmp ult i64 %36, 256
  %37 = sub i64 %31, %32
  %diff.check606 = icmp ult i64 %37, 256
  %conflict.rdx607 = or i1 %diff.check604, %diff.check606
  br i1 %conflict.rdx607, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check612

vector.main.loop.iter.check612:                   ; preds = %vector.memcheck602
  %min.iters.check611 = icmp ult i64 %dest_shape.1257, 64
  br i1 %min.iters.check611, label %vec.epilog.ph633, label %vector.ph613

vector.ph613:                                     ; preds = %vector.main.loop.iter.check612
  %const_mat1780 = add i64 %const1778, -56
  %n.vec615 = and i64 %dest_shape.1257, %const_mat1780
  %38 = add i64 %34, 192
  %scevgep1615 = getelementptr i8, ptr %arg.c.4, i64 %38
  br label %vector.body616

vector.body616:                                   ; preds = %vector.body616, %vector.ph613
  %index617 = phi i64 [ 0, %vector.ph613 ], [ %index.next626, %vector.body616 ]
  %39 = shl i64 %index617, 2
  %scevgep1621 = getelementptr i8, ptr %scevgep1615, i64 %39
  %scevgep1622 = getelementptr i8, ptr %scevgep1621, i64 -192
  %40 = shl i64 %index617, 2
  %scevgep1619 = getelementptr i8, ptr %scevgep1615, i64 %40
  %scevgep1620 = getelementptr i8, ptr %scevgep1619, i64 -128
  %41 = shl i64 %index617, 2
  %scevgep1617 = getelementptr i8, ptr %scevgep1615, i64 %41
  %scevgep1618 = getelementptr i8, ptr %scevgep1617, i64 -64
  %42 = shl i64 %index617, 2
  %scevgep1616 = getelementptr i8, ptr %scevgep1615, i64 %42
  %wide.load618 = load <16 x float>, ptr %scevgep1622, align 4
  %wide.load619 = load <16 x float>, ptr %scevgep1620, align 4
  %wide.load620 = load <16 x float>, ptr %scevgep1618, align 4
  %wide.load621 = load <16 x float>, ptr %scevgep1616, align 4
  %sunkaddr1796 = mul i64 %index617, 4
  %sunkaddr1797 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1796
  %wide.load622 = load <16 x float>, ptr %sunkaddr1797, align 4
  %sunkaddr1798 = mul i64 %index617, 4
  %sunkaddr1799 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1798
  %sunkaddr1800 = getelementptr i8, ptr %sunkaddr1799, i64 64
  %wide.load623 = load <16 x float>, ptr %sunkaddr1800, align 4
  %sunkaddr1801 = mul i64 %index617, 4
  %sunkaddr1802 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1801
  %sunkaddr1803 = getelementptr i8, ptr %sunkaddr1802, i64 128
  %wide.load624 = load <16 x float>, ptr %sunkaddr1803, align 4
  %sunkaddr1804 = mul i64 %index617, 4
  %sunkaddr1805 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1804
  %sunkaddr1806 = getelementptr i8, ptr %sunkaddr1805, i64 192
  %wide.load625 = load <16 x float>, ptr %sunkaddr1806, align 4
  %43 = fmul <16 x float> %wide.load618, %wide.load622
  %44 = fmul <16 x float> %wide.load619, %wide.load623
  %45 = fmul <16 x float> %wide.load620, %wide.load624
  %46 = fmul <16 x float> %wide.load621, %wide.load625
  %sunkaddr1807 = mul i64 %index617, 4
  %sunkaddr1808 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1807
  store <16 x float> %43, ptr %sunkaddr1808, align 4
  %sunkaddr1809 = mul i64 %index617, 4
  %sunkaddr1810 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, ptr %sunkaddr1810, i64 64
  store <16 x float> %44, ptr %sunkaddr1811, align 4
  %sunkaddr1812 = mul i64 %index617, 4
  %sunkaddr1813 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, ptr %sunkaddr1813, i64 128
  store <16 x float> %45, ptr %sunkaddr1814, align 4
  %sunkaddr1815 = mul i64 %index617, 4
  %sunkaddr1816 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, ptr %sunkaddr1816, i64 192
  store <16 x float> %46, ptr %sunkaddr1817, align 4
  %index.next626 = add nuw i64 %index617, 64
  %47 = icmp eq i64 %n.vec615, %index.next626
  br i1 %47, label %middle.block627, label %vector.body616, !llvm.loop !27

middle.block627:                                  ; preds = %vector.body616
  %cmp.n628 = icmp eq i64 %dest_shape.1257, %n.vec615
  br i1 %cmp.n628, label %for.end, label %vec.epilog.iter.check631

vec.epilog.iter.check631:                         ; preds = %middle.block627
  %48 = and i64 %dest_shape.1257, 56
  %min.epilog.iters.check632 = icmp eq i64 %48, 0
  br i1 %min.epilog.iters.check632, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph633, !prof !23

vec.epilog.ph633:                                 ; preds = %vector.main.loop.iter.check612, %vec.epilog.iter.check631
  %vec.epilog.resume.val629 = phi i64 [ %n.vec615, %vec.epilog.iter.check631 ], [ 0, %vector.main.loop.iter.check612 ]
  %n.vec635 = and i64 %dest_shape.1257, %const1778
  br label %vec.epilog.vector.body636

vec.epilog.vector.body636:                        ; preds = %vec.epilog.vector.body636, %vec.epilog.ph633
  %index637 = phi i64 [ %vec.epilog.resume.val629, %vec.epilog.ph633 ], [ %index.next640, %vec.epilog.vector.body636 ]
  %49 = shl i64 %index637, 2
  %scevgep1598 = getelementptr i8, ptr %.339, i64 %49
  %wide.load638 = load <8 x float>, ptr %scevgep1598, align 4
  %50 = shl i64 %index637, 2
  %scevgep1597 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %50
  %wide.load639 = load <8 x float>, ptr %scevgep1597, align 4
  %51 = fmul <8 x float> %wide.load638, %wide.load639
  %52 = shl i64 %index637, 2
  %scevgep1596 = getelementptr i8, ptr %.6.i, i64 %52
  store <8 x float> %51, ptr %scevgep1596, align 4
  %index.next640 = add nuw i64 %index637, 8
  %53 = icmp eq i64 %n.vec635, %index.next640
  br i1 %53, label %vec.epilog.middle.block641, label %vec.epilog.vector.body636, !llvm.loop !28

vec.epilog.middle.block641:                       ; preds = %vec.epilog.vector.body636
  %cmp.n642 = icmp eq i64 %dest_shape.1257, %n.vec635
  br i1 %cmp.n642, label %for.end, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck602, %iter.check610, %vec.epilog.iter.check631, %vec.epilog.middle.block641
  %loop.index189.us.us.ph = phi i64 [ 0, %iter.check610 ], [ 0, %vector.memcheck602 ], [ %n.vec615, %vec.epilog.iter.check631 ], [ %n.vec635, %vec.epilog.middle.block641 ]
  %xtraiter930 = and i64 %dest_shape.1257, 7
  %lcmp.mod931.not = icmp eq i64 %xtraiter930, 0
  br i1 %lcmp.mod931.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv1594 = phi i64 [ %xtraiter930, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next1595, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index189.us.us.prol = phi i64 [ %.597.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index189.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %54 = shl i64 %loop.index189.us.us.prol, 2
  %scevgep1593 = getelementptr i8, ptr %.339, i64 %54
  %.559.us.us.prol = load float, ptr %scevgep1593, align 4
  %55 = shl i64 %loop.index189.us.us.prol, 2
  %scevgep1592 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %55
  %.568.us.us.prol = load float, ptr %scevgep1592, align 4
  %.6.i78.prol = fmul float %.559.us.us.prol, %.568.us.us.prol
  %56 = shl i64 %loop.index189.us.us.prol, 2
  %scevgep1591 = getelementptr i8, ptr %.6.i, i64 %56
  store float %.6.i78.prol, ptr %scevgep1591, align 4
  %.597.us.us.prol = add nuw nsw i64 %loop.index189.us.us.prol, 1
  %lsr.iv.next1595 = add nsw i64 %lsr.iv1594, -1
  %prol.iter932.cmp.not = icmp eq i64 %lsr.iv.next1595, 0
  br i1 %prol.iter932.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !29

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index189.us.us.unr = phi i64 [ %loop.index189.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.597.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %57 = sub nsw i64 %loop.index189.us.us.ph, %dest_shape.1257
  %58 = icmp ugt i64 %57, -8
  br i1 %58, label %for.end, label %for.body.endif.endif.endif.us.us.preheader991

for.body.endif.endif.endif.us.us.preheader991:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  %59 = shl i64 %.226.sroa.0.3, 2
  %60 = add i64 %59, 28
  %scevgep1575 = getelementptr i8, ptr %arg.c.4, i64 %60
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader991, %for.body.endif.endif.endif.us.us
  %loop.index189.us.us = phi i64 [ %.597.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index189.us.us.unr, %for.body.endif.endif.endif.us.us.preheader991 ]
  %61 = shl i64 %loop.index189.us.us, 2
  %scevgep1589 = getelementptr i8, ptr %scevgep1575, i64 %61
  %scevgep1590 = getelementptr i8, ptr %scevgep1589, i64 -28
  %.559.us.us = load float, ptr %scevgep1590, align 4
  %sunkaddr1818 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1819 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1818
  %.568.us.us = load float, ptr %sunkaddr1819, align 4
  %.6.i78 = fmul float %.559.us.us, %.568.us.us
  %62 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1820 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1821 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1820
  store float %.6.i78, ptr %sunkaddr1821, align 4
  %scevgep1587 = getelementptr i8, ptr %scevgep1575, i64 %62
  %scevgep1588 = getelementptr i8, ptr %scevgep1587, i64 -24
  %.559.us.us.1 = load float, ptr %scevgep1588, align 4
  %sunkaddr1822 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1823 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1822
  %sunkaddr1824 = getelementptr i8, ptr %sunkaddr1823, i64 4
  %.568.us.us.1 = load float, ptr %sunkaddr1824, align 4
  %.6.i78.1 = fmul float %.559.us.us.1, %.568.us.us.1
  %63 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1825 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1826 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1825
  %sunkaddr1827 = getelementptr i8, ptr %sunkaddr1826, i64 4
  store float %.6.i78.1, ptr %sunkaddr1827, align 4
  %scevgep1585 = getelementptr i8, ptr %scevgep1575, i64 %63
  %scevgep1586 = getelementptr i8, ptr %scevgep1585, i64 -20
  %.559.us.us.2 = load float, ptr %scevgep1586, align 4
  %sunkaddr1828 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1829 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1828
  %sunkaddr1830 = getelementptr i8, ptr %sunkaddr1829, i64 8
  %.568.us.us.2 = load float, ptr %sunkaddr1830, align 4
  %.6.i78.2 = fmul float %.559.us.us.2, %.568.us.us.2
  %64 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1831 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1832 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1831
  %sunkaddr1833 = getelementptr i8, ptr %sunkaddr1832, i64 8
  store float %.6.i78.2, ptr %sunkaddr1833, align 4
  %scevgep1583 = getelementptr i8, ptr %scevgep1575, i64 %64
  %scevgep1584 = getelementptr i8, ptr %scevgep1583, i64 -16
  %.559.us.us.3 = load float, ptr %scevgep1584, align 4
  %sunkaddr1834 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1835 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1834
  %sunkaddr1836 = getelementptr i8, ptr %sunkaddr1835, i64 12
  %.568.us.us.3 = load float, ptr %sunkaddr1836, align 4
  %.6.i78.3 = fmul float %.559.us.us.3, %.568.us.us.3
  %65 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1837 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1838 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1837
  %sunkaddr1839 = getelementptr i8, ptr %sunkaddr1838, i64 12
  store float %.6.i78.3, ptr %sunkaddr1839, align 4
  %scevgep1581 = getelementptr i8, ptr %scevgep1575, i64 %65
  %scevgep1582 = getelementptr i8, ptr %scevgep1581, i64 -12
  %.559.us.us.4 = load float, ptr %scevgep1582, align 4
  %sunkaddr1840 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1841 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1840
  %sunkaddr1842 = getelementptr i8, ptr %sunkaddr1841, i64 16
  %.568.us.us.4 = load float, ptr %sunkaddr1842, align 4
  %.6.i78.4 = fmul float %.559.us.us.4, %.568.us.us.4
  %66 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1843 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1844 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1843
  %sunkaddr1845 = getelementptr i8, ptr %sunkaddr1844, i64 16
  store float %.6.i78.4, ptr %sunkaddr1845, align 4
  %scevgep1579 = getelementptr i8, ptr %scevgep1575, i64 %66
  %scevgep1580 = getelementptr i8, ptr %scevgep1579, i64 -8
  %.559.us.us.5 = load float, ptr %scevgep1580, align 4
  %sunkaddr1846 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1847 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1846
  %sunkaddr1848 = getelementptr i8, ptr %sunkaddr1847, i64 20
  %.568.us.us.5 = load float, ptr %sunkaddr1848, align 4
  %.6.i78.5 = fmul float %.559.us.us.5, %.568.us.us.5
  %67 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1849 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1850 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1849
  %sunkaddr1851 = getelementptr i8, ptr %sunkaddr1850, i64 20
  store float %.6.i78.5, ptr %sunkaddr1851, align 4
  %scevgep1577 = getelementptr i8, ptr %scevgep1575, i64 %67
  %scevgep1578 = getelementptr i8, ptr %scevgep1577, i64 -4
  %.559.us.us.6 = load float, ptr %scevgep1578, align 4
  %sunkaddr1852 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1853 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1852
  %sunkaddr1854 = getelementptr i8, ptr %sunkaddr1853, i64 24
  %.568.us.us.6 = load float, ptr %sunkaddr1854, align 4
  %.6.i78.6 = fmul float %.559.us.us.6, %.568.us.us.6
  %68 = shl i64 %loop.index189.us.us, 2
  %sunkaddr1855 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1856 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1855
  %sunkaddr1857 = getelementptr i8, ptr %sunkaddr1856, i64 24
  store float %.6.i78.6, ptr %sunkaddr1857, align 4
  %scevgep1576 = getelementptr i8, ptr %scevgep1575, i64 %68
  %.559.us.us.7 = load float, ptr %scevgep1576, align 4
  %sunkaddr1858 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1859 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1858
  %sunkaddr1860 = getelementptr i8, ptr %sunkaddr1859, i64 28
  %.568.us.us.7 = load float, ptr %sunkaddr1860, align 4
  %.6.i78.7 = fmul float %.559.us.us.7, %.568.us.us.7
  %sunkaddr1861 = mul i64 %loop.index189.us.us, 4
  %sunkaddr1862 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1861
  %sunkaddr1863 = getelementptr i8, ptr %sunkaddr1862, i64 28
  store float %.6.i78.7, ptr %sunkaddr1863, align 4
  %.597.us.us.7 = add nuw nsw i64 %loop.index189.us.us, 8
  %exitcond483.not.7 = icmp eq i64 %dest_shape.1257, %.597.us.us.7
  br i1 %exitcond483.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !30

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader992, %for.body.endif.endif.endif.us
  %loop.index189.us = phi i64 [ %.597.us.7, %for.body.endif.endif.endif.us ], [ %loop.index189.us.unr, %for.body.endif.endif.endif.us.preheader992 ]
  %69 = shl i64 %loop.index189.us, 2
  %scevgep1651 = getelementptr i8, ptr %scevgep1639, i64 %69
  %scevgep1652 = getelementptr i8, ptr %scevgep1651, i64 -28
  %.559.us = load float, ptr %scevgep1652, align 4
  %.568.us = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79 = fmul float %.559.us, %.568.us
  %70 = shl i64 %loop.index189.us, 2
  %sunkaddr1864 = mul i64 %loop.index189.us, 4
  %sunkaddr1865 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1864
  store float %.6.i79, ptr %sunkaddr1865, align 4
  %scevgep1653 = getelementptr i8, ptr %scevgep1639, i64 %70
  %scevgep1654 = getelementptr i8, ptr %scevgep1653, i64 -24
  %.559.us.1 = load float, ptr %scevgep1654, align 4
  %.568.us.1 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.1 = fmul float %.559.us.1, %.568.us.1
  %71 = shl i64 %loop.index189.us, 2
  %sunkaddr1866 = mul i64 %loop.index189.us, 4
  %sunkaddr1867 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, ptr %sunkaddr1867, i64 4
  store float %.6.i79.1, ptr %sunkaddr1868, align 4
  %scevgep1649 = getelementptr i8, ptr %scevgep1639, i64 %71
  %scevgep1650 = getelementptr i8, ptr %scevgep1649, i64 -20
  %.559.us.2 = load float, ptr %scevgep1650, align 4
  %.568.us.2 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.2 = fmul float %.559.us.2, %.568.us.2
  %72 = shl i64 %loop.index189.us, 2
  %sunkaddr1869 = mul i64 %loop.index189.us, 4
  %sunkaddr1870 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, ptr %sunkaddr1870, i64 8
  store float %.6.i79.2, ptr %sunkaddr1871, align 4
  %scevgep1647 = getelementptr i8, ptr %scevgep1639, i64 %72
  %scevgep1648 = getelementptr i8, ptr %scevgep1647, i64 -16
  %.559.us.3 = load float, ptr %scevgep1648, align 4
  %.568.us.3 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.3 = fmul float %.559.us.3, %.568.us.3
  %73 = shl i64 %loop.index189.us, 2
  %sunkaddr1872 = mul i64 %loop.index189.us, 4
  %sunkaddr1873 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, ptr %sunkaddr1873, i64 12
  store float %.6.i79.3, ptr %sunkaddr1874, align 4
  %scevgep1645 = getelementptr i8, ptr %scevgep1639, i64 %73
  %scevgep1646 = getelementptr i8, ptr %scevgep1645, i64 -12
  %.559.us.4 = load float, ptr %scevgep1646, align 4
  %.568.us.4 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.4 = fmul float %.559.us.4, %.568.us.4
  %74 = shl i64 %loop.index189.us, 2
  %sunkaddr1875 = mul i64 %loop.index189.us, 4
  %sunkaddr1876 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, ptr %sunkaddr1876, i64 16
  store float %.6.i79.4, ptr %sunkaddr1877, align 4
  %scevgep1643 = getelementptr i8, ptr %scevgep1639, i64 %74
  %scevgep1644 = getelementptr i8, ptr %scevgep1643, i64 -8
  %.559.us.5 = load float, ptr %scevgep1644, align 4
  %.568.us.5 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.5 = fmul float %.559.us.5, %.568.us.5
  %75 = shl i64 %loop.index189.us, 2
  %sunkaddr1878 = mul i64 %loop.index189.us, 4
  %sunkaddr1879 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, ptr %sunkaddr1879, i64 20
  store float %.6.i79.5, ptr %sunkaddr1880, align 4
  %scevgep1641 = getelementptr i8, ptr %scevgep1639, i64 %75
  %scevgep1642 = getelementptr i8, ptr %scevgep1641, i64 -4
  %.559.us.6 = load float, ptr %scevgep1642, align 4
  %.568.us.6 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.6 = fmul float %.559.us.6, %.568.us.6
  %76 = shl i64 %loop.index189.us, 2
  %sunkaddr1881 = mul i64 %loop.index189.us, 4
  %sunkaddr1882 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, ptr %sunkaddr1882, i64 24
  store float %.6.i79.6, ptr %sunkaddr1883, align 4
  %scevgep1640 = getelementptr i8, ptr %scevgep1639, i64 %76
  %.559.us.7 = load float, ptr %scevgep1640, align 4
  %.568.us.7 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i79.7 = fmul float %.559.us.7, %.568.us.7
  %sunkaddr1884 = mul i64 %loop.index189.us, 4
  %sunkaddr1885 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, ptr %sunkaddr1885, i64 28
  store float %.6.i79.7, ptr %sunkaddr1886, align 4
  %.597.us.7 = add nuw nsw i64 %loop.index189.us, 8
  %exitcond482.not.7 = icmp eq i64 %dest_shape.1257, %.597.us.7
  br i1 %exitcond482.not.7, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !31

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %77 = icmp ugt i64 %.53.fca.1.5.0.load.fr, 1
  br i1 %77, label %iter.check523, label %iter.check482

iter.check482:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check480 = icmp ult i64 %dest_shape.1257, 4
  br i1 %min.iters.check480, label %for.body.endif.endif.endif.preheader, label %vector.memcheck469

vector.memcheck469:                               ; preds = %iter.check482
  %78 = shl i64 %dest_shape.1257, 2
  %scevgep470 = getelementptr i8, ptr %.6.i, i64 %78
  %79 = shl i64 %.226.sroa.0.3, 2
  %80 = getelementptr i8, ptr %arg.c.4, i64 %79
  %scevgep471 = getelementptr i8, ptr %80, i64 4
  %scevgep472 = getelementptr i8, ptr %.53.fca.1.4.load, i64 4
  %bound0473 = icmp ult ptr %.6.i, %scevgep471
  %bound1474 = icmp ult ptr %.339, %scevgep470
  %found.conflict475 = and i1 %bound0473, %bound1474
  %bound0476 = icmp ult ptr %.6.i, %scevgep472
  %bound1477 = icmp ult ptr %.53.fca.1.4.load, %scevgep470
  %found.conflict478 = and i1 %bound0476, %bound1477
  %conflict.rdx479 = or i1 %found.conflict475, %found.conflict478
  br i1 %conflict.rdx479, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check484

vector.main.loop.iter.check484:                   ; preds = %vector.memcheck469
  %min.iters.check483 = icmp ult i64 %dest_shape.1257, 64
  br i1 %min.iters.check483, label %vec.epilog.ph499, label %vector.ph485

vector.ph485:                                     ; preds = %vector.main.loop.iter.check484
  %const_mat1781 = add i64 %const1778, -56
  %n.vec487 = and i64 %dest_shape.1257, %const_mat1781
  %81 = load float, ptr %.53.fca.1.4.load, align 4, !alias.scope !32
  %82 = load float, ptr %.339, align 4, !alias.scope !35
  %83 = fmul float %82, %81
  %broadcast.splatinsert490 = insertelement <16 x float> poison, float %83, i64 0
  %broadcast.splat491 = shufflevector <16 x float> %broadcast.splatinsert490, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body488

vector.body488:                                   ; preds = %vector.body488, %vector.ph485
  %index489 = phi i64 [ 0, %vector.ph485 ], [ %index.next492, %vector.body488 ]
  %sunkaddr1887 = mul i64 %index489, 4
  %sunkaddr1888 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1887
  store <16 x float> %broadcast.splat491, ptr %sunkaddr1888, align 4, !alias.scope !37, !noalias !39
  %sunkaddr1889 = mul i64 %index489, 4
  %sunkaddr1890 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1889
  %sunkaddr1891 = getelementptr i8, ptr %sunkaddr1890, i64 64
  store <16 x float> %broadcast.splat491, ptr %sunkaddr1891, align 4, !alias.scope !37, !noalias !39
  %sunkaddr1892 = mul i64 %index489, 4
  %sunkaddr1893 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1892
  %sunkaddr1894 = getelementptr i8, ptr %sunkaddr1893, i64 128
  store <16 x float> %broadcast.splat491, ptr %sunkaddr1894, align 4, !alias.scope !37, !noalias !39
  %sunkaddr1895 = mul i64 %index489, 4
  %sunkaddr1896 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1895
  %sunkaddr1897 = getelementptr i8, ptr %sunkaddr1896, i64 192
  store <16 x float> %broadcast.splat491, ptr %sunkaddr1897, align 4, !alias.scope !37, !noalias !39
  %index.next492 = add nuw i64 %index489, 64
  %84 = icmp eq i64 %n.vec487, %index.next492
  br i1 %84, label %middle.block493, label %vector.body488, !llvm.loop !40

middle.block493:                                  ; preds = %vector.body488
  %cmp.n494 = icmp eq i64 %dest_shape.1257, %n.vec487
  br i1 %cmp.n494, label %for.end, label %vec.epilog.iter.check497

vec.epilog.iter.check497:                         ; preds = %middle.block493
  %85 = and i64 %dest_shape.1257, 60
  %min.epilog.iters.check498 = icmp eq i64 %85, 0
  br i1 %min.epilog.iters.check498, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph499, !prof !41

vec.epilog.ph499:                                 ; preds = %vector.main.loop.iter.check484, %vec.epilog.iter.check497
  %vec.epilog.resume.val495 = phi i64 [ %n.vec487, %vec.epilog.iter.check497 ], [ 0, %vector.main.loop.iter.check484 ]
  %const_mat1783 = add i64 %const1778, 4
  %n.vec501 = and i64 %dest_shape.1257, %const_mat1783
  %86 = load float, ptr %.53.fca.1.4.load, align 4, !alias.scope !32
  %87 = load float, ptr %.339, align 4, !alias.scope !35
  %88 = fmul float %87, %86
  %broadcast.splatinsert504 = insertelement <4 x float> poison, float %88, i64 0
  %broadcast.splat505 = shufflevector <4 x float> %broadcast.splatinsert504, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body502

vec.epilog.vector.body502:                        ; preds = %vec.epilog.vector.body502, %vec.epilog.ph499
  %index503 = phi i64 [ %vec.epilog.resume.val495, %vec.epilog.ph499 ], [ %index.next506, %vec.epilog.vector.body502 ]
  %89 = shl i64 %index503, 2
  %scevgep1750 = getelementptr i8, ptr %.6.i, i64 %89
  store <4 x float> %broadcast.splat505, ptr %scevgep1750, align 4, !alias.scope !37, !noalias !39
  %index.next506 = add nuw i64 %index503, 4
  %90 = icmp eq i64 %n.vec501, %index.next506
  br i1 %90, label %vec.epilog.middle.block507, label %vec.epilog.vector.body502, !llvm.loop !42

vec.epilog.middle.block507:                       ; preds = %vec.epilog.vector.body502
  %cmp.n508 = icmp eq i64 %dest_shape.1257, %n.vec501
  br i1 %cmp.n508, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck469, %iter.check482, %vec.epilog.iter.check497, %vec.epilog.middle.block507
  %loop.index189.ph = phi i64 [ 0, %iter.check482 ], [ 0, %vector.memcheck469 ], [ %n.vec487, %vec.epilog.iter.check497 ], [ %n.vec501, %vec.epilog.middle.block507 ]
  %91 = sub nsw i64 %dest_shape.1257, %loop.index189.ph
  %xtraiter = and i64 %91, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv1748 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next1749, %for.body.endif.endif.endif.prol ]
  %loop.index189.prol = phi i64 [ %.597.prol, %for.body.endif.endif.endif.prol ], [ %loop.index189.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.559.prol = load float, ptr %.339, align 4
  %.568.prol = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.prol = fmul float %.559.prol, %.568.prol
  %92 = shl i64 %loop.index189.prol, 2
  %scevgep1747 = getelementptr i8, ptr %.6.i, i64 %92
  store float %.6.i81.prol, ptr %scevgep1747, align 4
  %.597.prol = add nuw i64 %loop.index189.prol, 1
  %lsr.iv.next1749 = add nsw i64 %lsr.iv1748, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1749, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !43

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index189.unr = phi i64 [ %loop.index189.ph, %for.body.endif.endif.endif.preheader ], [ %.597.prol, %for.body.endif.endif.endif.prol ]
  %93 = sub nsw i64 %loop.index189.ph, %dest_shape.1257
  %94 = icmp ugt i64 %93, -8
  br i1 %94, label %for.end, label %for.body.endif.endif.endif.preheader996

for.body.endif.endif.endif.preheader996:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check523:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check521 = icmp ult i64 %dest_shape.1257, 8
  br i1 %min.iters.check521, label %for.body.endif.endif.endif.us194.preheader, label %vector.memcheck510

vector.memcheck510:                               ; preds = %iter.check523
  %95 = shl i64 %dest_shape.1257, 2
  %scevgep511 = getelementptr i8, ptr %.6.i, i64 %95
  %96 = shl i64 %.226.sroa.0.3, 2
  %97 = getelementptr i8, ptr %arg.c.4, i64 %96
  %scevgep512 = getelementptr i8, ptr %97, i64 4
  %scevgep513 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %95
  %bound0514 = icmp ult ptr %.6.i, %scevgep512
  %bound1515 = icmp ult ptr %.339, %scevgep511
  %found.conflict516 = and i1 %bound0514, %bound1515
  %bound0517 = icmp ult ptr %.6.i, %scevgep513
  %bound1518 = icmp ult ptr %.53.fca.1.4.load, %scevgep511
  %found.conflict519 = and i1 %bound0517, %bound1518
  %conflict.rdx520 = or i1 %found.conflict516, %found.conflict519
  br i1 %conflict.rdx520, label %for.body.endif.endif.endif.us194.preheader, label %vector.main.loop.iter.check525

vector.main.loop.iter.check525:                   ; preds = %vector.memcheck510
  %min.iters.check524 = icmp ult i64 %dest_shape.1257, 64
  br i1 %min.iters.check524, label %vec.epilog.ph544, label %vector.ph526

vector.ph526:                                     ; preds = %vector.main.loop.iter.check525
  %const_mat1782 = add i64 %const1778, -56
  %n.vec528 = and i64 %dest_shape.1257, %const_mat1782
  %98 = load float, ptr %.339, align 4, !alias.scope !44
  %broadcast.splatinsert535 = insertelement <16 x float> poison, float %98, i64 0
  %broadcast.splat536 = shufflevector <16 x float> %broadcast.splatinsert535, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body529

vector.body529:                                   ; preds = %vector.body529, %vector.ph526
  %index530 = phi i64 [ 0, %vector.ph526 ], [ %index.next537, %vector.body529 ]
  %sunkaddr1898 = mul i64 %index530, 4
  %sunkaddr1899 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1898
  %wide.load531 = load <16 x float>, ptr %sunkaddr1899, align 4, !alias.scope !47
  %sunkaddr1900 = mul i64 %index530, 4
  %sunkaddr1901 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1900
  %sunkaddr1902 = getelementptr i8, ptr %sunkaddr1901, i64 64
  %wide.load532 = load <16 x float>, ptr %sunkaddr1902, align 4, !alias.scope !47
  %sunkaddr1903 = mul i64 %index530, 4
  %sunkaddr1904 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1903
  %sunkaddr1905 = getelementptr i8, ptr %sunkaddr1904, i64 128
  %wide.load533 = load <16 x float>, ptr %sunkaddr1905, align 4, !alias.scope !47
  %sunkaddr1906 = mul i64 %index530, 4
  %sunkaddr1907 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1906
  %sunkaddr1908 = getelementptr i8, ptr %sunkaddr1907, i64 192
  %wide.load534 = load <16 x float>, ptr %sunkaddr1908, align 4, !alias.scope !47
  %99 = fmul <16 x float> %broadcast.splat536, %wide.load531
  %100 = fmul <16 x float> %broadcast.splat536, %wide.load532
  %101 = fmul <16 x float> %broadcast.splat536, %wide.load533
  %102 = fmul <16 x float> %broadcast.splat536, %wide.load534
  %sunkaddr1909 = mul i64 %index530, 4
  %sunkaddr1910 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1909
  store <16 x float> %99, ptr %sunkaddr1910, align 4, !alias.scope !49, !noalias !51
  %sunkaddr1911 = mul i64 %index530, 4
  %sunkaddr1912 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1911
  %sunkaddr1913 = getelementptr i8, ptr %sunkaddr1912, i64 64
  store <16 x float> %100, ptr %sunkaddr1913, align 4, !alias.scope !49, !noalias !51
  %sunkaddr1914 = mul i64 %index530, 4
  %sunkaddr1915 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1914
  %sunkaddr1916 = getelementptr i8, ptr %sunkaddr1915, i64 128
  store <16 x float> %101, ptr %sunkaddr1916, align 4, !alias.scope !49, !noalias !51
  %sunkaddr1917 = mul i64 %index530, 4
  %sunkaddr1918 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1917
  %sunkaddr1919 = getelementptr i8, ptr %sunkaddr1918, i64 192
  store <16 x float> %102, ptr %sunkaddr1919, align 4, !alias.scope !49, !noalias !51
  %index.next537 = add nuw i64 %index530, 64
  %103 = icmp eq i64 %n.vec528, %index.next537
  br i1 %103, label %middle.block538, label %vector.body529, !llvm.loop !52

middle.block538:                                  ; preds = %vector.body529
  %cmp.n539 = icmp eq i64 %dest_shape.1257, %n.vec528
  br i1 %cmp.n539, label %for.end, label %vec.epilog.iter.check542

vec.epilog.iter.check542:                         ; preds = %middle.block538
  %104 = and i64 %dest_shape.1257, 56
  %min.epilog.iters.check543 = icmp eq i64 %104, 0
  br i1 %min.epilog.iters.check543, label %for.body.endif.endif.endif.us194.preheader, label %vec.epilog.ph544, !prof !23

vec.epilog.ph544:                                 ; preds = %vector.main.loop.iter.check525, %vec.epilog.iter.check542
  %vec.epilog.resume.val540 = phi i64 [ %n.vec528, %vec.epilog.iter.check542 ], [ 0, %vector.main.loop.iter.check525 ]
  %n.vec546 = and i64 %dest_shape.1257, %const1778
  %105 = load float, ptr %.339, align 4, !alias.scope !44
  %broadcast.splatinsert550 = insertelement <8 x float> poison, float %105, i64 0
  %broadcast.splat551 = shufflevector <8 x float> %broadcast.splatinsert550, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body547

vec.epilog.vector.body547:                        ; preds = %vec.epilog.vector.body547, %vec.epilog.ph544
  %index548 = phi i64 [ %vec.epilog.resume.val540, %vec.epilog.ph544 ], [ %index.next552, %vec.epilog.vector.body547 ]
  %106 = shl i64 %index548, 2
  %scevgep1714 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %106
  %wide.load549 = load <8 x float>, ptr %scevgep1714, align 4, !alias.scope !47
  %107 = fmul <8 x float> %broadcast.splat551, %wide.load549
  %108 = shl i64 %index548, 2
  %scevgep1713 = getelementptr i8, ptr %.6.i, i64 %108
  store <8 x float> %107, ptr %scevgep1713, align 4, !alias.scope !49, !noalias !51
  %index.next552 = add nuw i64 %index548, 8
  %109 = icmp eq i64 %n.vec546, %index.next552
  br i1 %109, label %vec.epilog.middle.block553, label %vec.epilog.vector.body547, !llvm.loop !53

vec.epilog.middle.block553:                       ; preds = %vec.epilog.vector.body547
  %cmp.n554 = icmp eq i64 %dest_shape.1257, %n.vec546
  br i1 %cmp.n554, label %for.end, label %for.body.endif.endif.endif.us194.preheader

for.body.endif.endif.endif.us194.preheader:       ; preds = %vector.memcheck510, %iter.check523, %vec.epilog.iter.check542, %vec.epilog.middle.block553
  %loop.index189.us191.ph = phi i64 [ 0, %iter.check523 ], [ 0, %vector.memcheck510 ], [ %n.vec528, %vec.epilog.iter.check542 ], [ %n.vec546, %vec.epilog.middle.block553 ]
  %xtraiter924 = and i64 %dest_shape.1257, 7
  %lcmp.mod925.not = icmp eq i64 %xtraiter924, 0
  br i1 %lcmp.mod925.not, label %for.body.endif.endif.endif.us194.prol.loopexit, label %for.body.endif.endif.endif.us194.prol.preheader

for.body.endif.endif.endif.us194.prol.preheader:  ; preds = %for.body.endif.endif.endif.us194.preheader
  br label %for.body.endif.endif.endif.us194.prol

for.body.endif.endif.endif.us194.prol:            ; preds = %for.body.endif.endif.endif.us194.prol.preheader, %for.body.endif.endif.endif.us194.prol
  %lsr.iv1711 = phi i64 [ %xtraiter924, %for.body.endif.endif.endif.us194.prol.preheader ], [ %lsr.iv.next1712, %for.body.endif.endif.endif.us194.prol ]
  %loop.index189.us191.prol = phi i64 [ %.597.us197.prol, %for.body.endif.endif.endif.us194.prol ], [ %loop.index189.us191.ph, %for.body.endif.endif.endif.us194.prol.preheader ]
  %.559.us193.prol = load float, ptr %.339, align 4
  %110 = shl i64 %loop.index189.us191.prol, 2
  %scevgep1710 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %110
  %.568.us201.prol = load float, ptr %scevgep1710, align 4
  %.6.i80.prol = fmul float %.559.us193.prol, %.568.us201.prol
  %111 = shl i64 %loop.index189.us191.prol, 2
  %scevgep1709 = getelementptr i8, ptr %.6.i, i64 %111
  store float %.6.i80.prol, ptr %scevgep1709, align 4
  %.597.us197.prol = add nuw nsw i64 %loop.index189.us191.prol, 1
  %lsr.iv.next1712 = add nsw i64 %lsr.iv1711, -1
  %prol.iter926.cmp.not = icmp eq i64 %lsr.iv.next1712, 0
  br i1 %prol.iter926.cmp.not, label %for.body.endif.endif.endif.us194.prol.loopexit, label %for.body.endif.endif.endif.us194.prol, !llvm.loop !54

for.body.endif.endif.endif.us194.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us194.prol, %for.body.endif.endif.endif.us194.preheader
  %loop.index189.us191.unr = phi i64 [ %loop.index189.us191.ph, %for.body.endif.endif.endif.us194.preheader ], [ %.597.us197.prol, %for.body.endif.endif.endif.us194.prol ]
  %112 = sub nsw i64 %loop.index189.us191.ph, %dest_shape.1257
  %113 = icmp ugt i64 %112, -8
  br i1 %113, label %for.end, label %for.body.endif.endif.endif.us194.preheader994

for.body.endif.endif.endif.us194.preheader994:    ; preds = %for.body.endif.endif.endif.us194.prol.loopexit
  br label %for.body.endif.endif.endif.us194

for.body.endif.endif.endif.us194:                 ; preds = %for.body.endif.endif.endif.us194.preheader994, %for.body.endif.endif.endif.us194
  %loop.index189.us191 = phi i64 [ %.597.us197.7, %for.body.endif.endif.endif.us194 ], [ %loop.index189.us191.unr, %for.body.endif.endif.endif.us194.preheader994 ]
  %.559.us193 = load float, ptr %.339, align 4
  %sunkaddr1920 = mul i64 %loop.index189.us191, 4
  %sunkaddr1921 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1920
  %.568.us201 = load float, ptr %sunkaddr1921, align 4
  %.6.i80 = fmul float %.559.us193, %.568.us201
  %sunkaddr1922 = mul i64 %loop.index189.us191, 4
  %sunkaddr1923 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1922
  store float %.6.i80, ptr %sunkaddr1923, align 4
  %.559.us193.1 = load float, ptr %.339, align 4
  %sunkaddr1924 = mul i64 %loop.index189.us191, 4
  %sunkaddr1925 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1924
  %sunkaddr1926 = getelementptr i8, ptr %sunkaddr1925, i64 4
  %.568.us201.1 = load float, ptr %sunkaddr1926, align 4
  %.6.i80.1 = fmul float %.559.us193.1, %.568.us201.1
  %sunkaddr1927 = mul i64 %loop.index189.us191, 4
  %sunkaddr1928 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1927
  %sunkaddr1929 = getelementptr i8, ptr %sunkaddr1928, i64 4
  store float %.6.i80.1, ptr %sunkaddr1929, align 4
  %.559.us193.2 = load float, ptr %.339, align 4
  %sunkaddr1930 = mul i64 %loop.index189.us191, 4
  %sunkaddr1931 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1930
  %sunkaddr1932 = getelementptr i8, ptr %sunkaddr1931, i64 8
  %.568.us201.2 = load float, ptr %sunkaddr1932, align 4
  %.6.i80.2 = fmul float %.559.us193.2, %.568.us201.2
  %sunkaddr1933 = mul i64 %loop.index189.us191, 4
  %sunkaddr1934 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1933
  %sunkaddr1935 = getelementptr i8, ptr %sunkaddr1934, i64 8
  store float %.6.i80.2, ptr %sunkaddr1935, align 4
  %.559.us193.3 = load float, ptr %.339, align 4
  %sunkaddr1936 = mul i64 %loop.index189.us191, 4
  %sunkaddr1937 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1936
  %sunkaddr1938 = getelementptr i8, ptr %sunkaddr1937, i64 12
  %.568.us201.3 = load float, ptr %sunkaddr1938, align 4
  %.6.i80.3 = fmul float %.559.us193.3, %.568.us201.3
  %sunkaddr1939 = mul i64 %loop.index189.us191, 4
  %sunkaddr1940 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1939
  %sunkaddr1941 = getelementptr i8, ptr %sunkaddr1940, i64 12
  store float %.6.i80.3, ptr %sunkaddr1941, align 4
  %.559.us193.4 = load float, ptr %.339, align 4
  %sunkaddr1942 = mul i64 %loop.index189.us191, 4
  %sunkaddr1943 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1942
  %sunkaddr1944 = getelementptr i8, ptr %sunkaddr1943, i64 16
  %.568.us201.4 = load float, ptr %sunkaddr1944, align 4
  %.6.i80.4 = fmul float %.559.us193.4, %.568.us201.4
  %sunkaddr1945 = mul i64 %loop.index189.us191, 4
  %sunkaddr1946 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1945
  %sunkaddr1947 = getelementptr i8, ptr %sunkaddr1946, i64 16
  store float %.6.i80.4, ptr %sunkaddr1947, align 4
  %.559.us193.5 = load float, ptr %.339, align 4
  %sunkaddr1948 = mul i64 %loop.index189.us191, 4
  %sunkaddr1949 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1948
  %sunkaddr1950 = getelementptr i8, ptr %sunkaddr1949, i64 20
  %.568.us201.5 = load float, ptr %sunkaddr1950, align 4
  %.6.i80.5 = fmul float %.559.us193.5, %.568.us201.5
  %sunkaddr1951 = mul i64 %loop.index189.us191, 4
  %sunkaddr1952 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1951
  %sunkaddr1953 = getelementptr i8, ptr %sunkaddr1952, i64 20
  store float %.6.i80.5, ptr %sunkaddr1953, align 4
  %.559.us193.6 = load float, ptr %.339, align 4
  %sunkaddr1954 = mul i64 %loop.index189.us191, 4
  %sunkaddr1955 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1954
  %sunkaddr1956 = getelementptr i8, ptr %sunkaddr1955, i64 24
  %.568.us201.6 = load float, ptr %sunkaddr1956, align 4
  %.6.i80.6 = fmul float %.559.us193.6, %.568.us201.6
  %sunkaddr1957 = mul i64 %loop.index189.us191, 4
  %sunkaddr1958 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1957
  %sunkaddr1959 = getelementptr i8, ptr %sunkaddr1958, i64 24
  store float %.6.i80.6, ptr %sunkaddr1959, align 4
  %.559.us193.7 = load float, ptr %.339, align 4
  %sunkaddr1960 = mul i64 %loop.index189.us191, 4
  %sunkaddr1961 = getelementptr i8, ptr %.53.fca.1.4.load, i64 %sunkaddr1960
  %sunkaddr1962 = getelementptr i8, ptr %sunkaddr1961, i64 28
  %.568.us201.7 = load float, ptr %sunkaddr1962, align 4
  %.6.i80.7 = fmul float %.559.us193.7, %.568.us201.7
  %sunkaddr1963 = mul i64 %loop.index189.us191, 4
  %sunkaddr1964 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1963
  %sunkaddr1965 = getelementptr i8, ptr %sunkaddr1964, i64 28
  store float %.6.i80.7, ptr %sunkaddr1965, align 4
  %.597.us197.7 = add nuw nsw i64 %loop.index189.us191, 8
  %exitcond481.not.7 = icmp eq i64 %dest_shape.1257, %.597.us197.7
  br i1 %exitcond481.not.7, label %for.end, label %for.body.endif.endif.endif.us194, !llvm.loop !55

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us194, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us194.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block493, %vec.epilog.middle.block507, %middle.block538, %vec.epilog.middle.block553, %middle.block584, %vec.epilog.middle.block599, %middle.block627, %vec.epilog.middle.block641
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  tail call void @NRT_decref(ptr %arg.c.0)
  %xtraiter.i = and i64 %dest_shape.1257, 7
  %114 = icmp samesign ult i64 %dest_shape.1257, 8
  br i1 %114, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !56

.89.endif.preheader.new.i:                        ; preds = %for.end
  %unroll_iter.i = and i64 %dest_shape.1257, %const1778
  %115 = add nsw i64 %dest_shape.1257, -8
  %116 = lshr i64 %115, 3
  %117 = add nuw nsw i64 %116, 1
  %xtraiter933 = and i64 %117, 3
  %118 = and i64 %115, 24
  %lcmp.mod934.not = icmp eq i64 %118, 24
  br i1 %lcmp.mod934.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !57

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv1541 = phi i64 [ %xtraiter933, %.89.endif.i.prol.preheader ], [ %lsr.iv.next1542, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi float [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load float, ptr %.77.013.i.prol, align 4, !noalias !58
  %.108.i.prol = fadd float %.72.012.i.prol, %.106.i.prol
  %.114.i82.prol = getelementptr i8, ptr %.77.013.i.prol, i64 4
  %.106.1.i.prol = load float, ptr %.114.i82.prol, align 4, !noalias !58
  %.108.1.i.prol = fadd float %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.2.i.prol = load float, ptr %.114.1.i.prol, align 4, !noalias !58
  %.108.2.i.prol = fadd float %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 12
  %.106.3.i.prol = load float, ptr %.114.2.i.prol, align 4, !noalias !58
  %.108.3.i.prol = fadd float %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.4.i.prol = load float, ptr %.114.3.i.prol, align 4, !noalias !58
  %.108.4.i.prol = fadd float %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 20
  %.106.5.i.prol = load float, ptr %.114.4.i.prol, align 4, !noalias !58
  %.108.5.i.prol = fadd float %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.6.i.prol = load float, ptr %.114.5.i.prol, align 4, !noalias !58
  %.108.6.i.prol = fadd float %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 28
  %.106.7.i.prol = load float, ptr %.114.6.i.prol, align 4, !noalias !58
  %.108.7.i.prol = fadd float %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next1542 = add i64 %lsr.iv1541, -1
  %prol.iter935.cmp.not = icmp eq i64 %lsr.iv.next1542, 0
  br i1 %prol.iter935.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !61, !llvm.loop !62

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %119 = icmp ult i64 %115, 24
  br i1 %119, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !63

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi float [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i100, label %.89.endif.epil.preheader.i, !prof !64

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end
  %.77.013.epil.init.i = phi ptr [ %.6.i, %for.end ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi float [ 0.000000e+00, %for.end ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi float [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %120 = shl i64 %epil.iter.i, 2
  %scevgep1540 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %120
  %.106.epil.i = load float, ptr %scevgep1540, align 4, !noalias !58
  %.108.epil.i = fadd float %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i100, label %.89.endif.epil.i, !prof !65, !llvm.loop !66

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi float [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load float, ptr %.77.013.i, align 4, !noalias !58
  %.108.i = fadd float %.72.012.i, %.106.i
  %.114.i82 = getelementptr i8, ptr %.77.013.i, i64 4
  %.106.1.i = load float, ptr %.114.i82, align 4, !noalias !58
  %.108.1.i = fadd float %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.2.i = load float, ptr %.114.1.i, align 4, !noalias !58
  %.108.2.i = fadd float %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 12
  %.106.3.i = load float, ptr %.114.2.i, align 4, !noalias !58
  %.108.3.i = fadd float %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.4.i = load float, ptr %.114.3.i, align 4, !noalias !58
  %.108.4.i = fadd float %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 20
  %.106.5.i = load float, ptr %.114.4.i, align 4, !noalias !58
  %.108.5.i = fadd float %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.6.i = load float, ptr %.114.5.i, align 4, !noalias !58
  %.108.6.i = fadd float %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 28
  %.106.7.i = load float, ptr %.114.6.i, align 4, !noalias !58
  %.108.7.i = fadd float %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.i.1 = load float, ptr %.114.7.i, align 4, !noalias !58
  %.108.i.1 = fadd float %.108.7.i, %.106.i.1
  %.114.i82.1 = getelementptr i8, ptr %.77.013.i, i64 36
  %.106.1.i.1 = load float, ptr %.114.i82.1, align 4, !noalias !58
  %.108.1.i.1 = fadd float %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.2.i.1 = load float, ptr %.114.1.i.1, align 4, !noalias !58
  %.108.2.i.1 = fadd float %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 44
  %.106.3.i.1 = load float, ptr %.114.2.i.1, align 4, !noalias !58
  %.108.3.i.1 = fadd float %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.4.i.1 = load float, ptr %.114.3.i.1, align 4, !noalias !58
  %.108.4.i.1 = fadd float %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 52
  %.106.5.i.1 = load float, ptr %.114.4.i.1, align 4, !noalias !58
  %.108.5.i.1 = fadd float %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.6.i.1 = load float, ptr %.114.5.i.1, align 4, !noalias !58
  %.108.6.i.1 = fadd float %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 60
  %.106.7.i.1 = load float, ptr %.114.6.i.1, align 4, !noalias !58
  %.108.7.i.1 = fadd float %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.2 = load float, ptr %.114.7.i.1, align 4, !noalias !58
  %.108.i.2 = fadd float %.108.7.i.1, %.106.i.2
  %.114.i82.2 = getelementptr i8, ptr %.77.013.i, i64 68
  %.106.1.i.2 = load float, ptr %.114.i82.2, align 4, !noalias !58
  %.108.1.i.2 = fadd float %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.2.i.2 = load float, ptr %.114.1.i.2, align 4, !noalias !58
  %.108.2.i.2 = fadd float %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 76
  %.106.3.i.2 = load float, ptr %.114.2.i.2, align 4, !noalias !58
  %.108.3.i.2 = fadd float %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.4.i.2 = load float, ptr %.114.3.i.2, align 4, !noalias !58
  %.108.4.i.2 = fadd float %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 84
  %.106.5.i.2 = load float, ptr %.114.4.i.2, align 4, !noalias !58
  %.108.5.i.2 = fadd float %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.6.i.2 = load float, ptr %.114.5.i.2, align 4, !noalias !58
  %.108.6.i.2 = fadd float %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 92
  %.106.7.i.2 = load float, ptr %.114.6.i.2, align 4, !noalias !58
  %.108.7.i.2 = fadd float %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.i.3 = load float, ptr %.114.7.i.2, align 4, !noalias !58
  %.108.i.3 = fadd float %.108.7.i.2, %.106.i.3
  %.114.i82.3 = getelementptr i8, ptr %.77.013.i, i64 100
  %.106.1.i.3 = load float, ptr %.114.i82.3, align 4, !noalias !58
  %.108.1.i.3 = fadd float %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.2.i.3 = load float, ptr %.114.1.i.3, align 4, !noalias !58
  %.108.2.i.3 = fadd float %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 108
  %.106.3.i.3 = load float, ptr %.114.2.i.3, align 4, !noalias !58
  %.108.3.i.3 = fadd float %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.4.i.3 = load float, ptr %.114.3.i.3, align 4, !noalias !58
  %.108.4.i.3 = fadd float %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 116
  %.106.5.i.3 = load float, ptr %.114.4.i.3, align 4, !noalias !58
  %.108.5.i.3 = fadd float %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.6.i.3 = load float, ptr %.114.5.i.3, align 4, !noalias !58
  %.108.6.i.3 = fadd float %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 124
  %.106.7.i.3 = load float, ptr %.114.6.i.3, align 4, !noalias !58
  %.108.7.i.3 = fadd float %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 128
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !68, !llvm.loop !69

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader996, %for.body.endif.endif.endif
  %loop.index189 = phi i64 [ %.597.7, %for.body.endif.endif.endif ], [ %loop.index189.unr, %for.body.endif.endif.endif.preheader996 ]
  %.559 = load float, ptr %.339, align 4
  %.568 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81 = fmul float %.559, %.568
  %sunkaddr1966 = mul i64 %loop.index189, 4
  %sunkaddr1967 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1966
  store float %.6.i81, ptr %sunkaddr1967, align 4
  %.559.1 = load float, ptr %.339, align 4
  %.568.1 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.1 = fmul float %.559.1, %.568.1
  %sunkaddr1968 = mul i64 %loop.index189, 4
  %sunkaddr1969 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1968
  %sunkaddr1970 = getelementptr i8, ptr %sunkaddr1969, i64 4
  store float %.6.i81.1, ptr %sunkaddr1970, align 4
  %.559.2 = load float, ptr %.339, align 4
  %.568.2 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.2 = fmul float %.559.2, %.568.2
  %sunkaddr1971 = mul i64 %loop.index189, 4
  %sunkaddr1972 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, ptr %sunkaddr1972, i64 8
  store float %.6.i81.2, ptr %sunkaddr1973, align 4
  %.559.3 = load float, ptr %.339, align 4
  %.568.3 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.3 = fmul float %.559.3, %.568.3
  %sunkaddr1974 = mul i64 %loop.index189, 4
  %sunkaddr1975 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, ptr %sunkaddr1975, i64 12
  store float %.6.i81.3, ptr %sunkaddr1976, align 4
  %.559.4 = load float, ptr %.339, align 4
  %.568.4 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.4 = fmul float %.559.4, %.568.4
  %sunkaddr1977 = mul i64 %loop.index189, 4
  %sunkaddr1978 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1977
  %sunkaddr1979 = getelementptr i8, ptr %sunkaddr1978, i64 16
  store float %.6.i81.4, ptr %sunkaddr1979, align 4
  %.559.5 = load float, ptr %.339, align 4
  %.568.5 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.5 = fmul float %.559.5, %.568.5
  %sunkaddr1980 = mul i64 %loop.index189, 4
  %sunkaddr1981 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1980
  %sunkaddr1982 = getelementptr i8, ptr %sunkaddr1981, i64 20
  store float %.6.i81.5, ptr %sunkaddr1982, align 4
  %.559.6 = load float, ptr %.339, align 4
  %.568.6 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.6 = fmul float %.559.6, %.568.6
  %sunkaddr1983 = mul i64 %loop.index189, 4
  %sunkaddr1984 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, ptr %sunkaddr1984, i64 24
  store float %.6.i81.6, ptr %sunkaddr1985, align 4
  %.559.7 = load float, ptr %.339, align 4
  %.568.7 = load float, ptr %.53.fca.1.4.load, align 4
  %.6.i81.7 = fmul float %.559.7, %.568.7
  %sunkaddr1986 = mul i64 %loop.index189, 4
  %sunkaddr1987 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, ptr %sunkaddr1987, i64 28
  store float %.6.i81.7, ptr %sunkaddr1988, align 4
  %.597.7 = add nuw nsw i64 %loop.index189, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1257, %.597.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !71

for.end.endif.critedge:                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.1.0.load)
  tail call void @NRT_decref(ptr %arg.c.0)
  br label %B128.i100

B128.i100:                                        ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.endif.critedge
  %.72.0.lcssa.i = phi float [ 0.000000e+00, %for.end.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.703 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.0.5.0.load.fr, i64 %.53.fca.0.5.1.load.fr)
  %.704 = extractvalue { i64, i1 } %.703, 0
  %.705 = extractvalue { i64, i1 } %.703, 1
  %.707 = shl i64 %.53.fca.0.5.0.load.fr, 2
  %121 = add i64 %.704, %const1785
  %.710 = icmp ult i64 %121, %const1784
  %.711 = or i1 %.705, %.710
  br i1 %.711, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.if:                     ; preds = %B128.i100
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i100
  %.709 = shl nsw i64 %.704, 2
  %.7.i.i104 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.709, i32 32), !noalias !72
  %.8.i.i105 = icmp eq ptr %.7.i.i104, null
  br i1 %.8.i.i105, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i110 = getelementptr i8, ptr %.7.i.i104, i64 24
  %.6.i111 = load ptr, ptr %.5.i110, align 8
  %.789242 = icmp sgt i64 %.53.fca.0.5.1.load.fr, 0
  br i1 %.789242, label %for.cond.2.preheader.lr.ph, label %for.end.1

for.cond.2.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.792207 = icmp sgt i64 %.53.fca.0.5.0.load.fr, 0
  br i1 %.792207, label %for.cond.2.preheader.lr.ph.split.us, label %for.end.1

for.cond.2.preheader.lr.ph.split.us:              ; preds = %for.cond.2.preheader.lr.ph
  %.794.not = icmp eq i64 %.53.fca.0.5.0.load.fr, 1
  br i1 %.794.not, label %for.cond.2.preheader.lr.ph.split.us.split, label %for.cond.2.preheader.lr.ph.split.us.split.us

for.cond.2.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.2.preheader.lr.ph.split.us
  %122 = icmp eq i64 %.53.fca.0.5.1.load.fr, 1
  br i1 %122, label %iter.check440, label %for.cond.2.preheader.us.us.us.preheader

for.cond.2.preheader.us.us.us.preheader:          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %123 = ptrtoint ptr %.6.i111 to i64
  %124 = ptrtoint ptr %.53.fca.0.4.load to i64
  %const1772 = bitcast i64 9223372036854775800 to i64
  %125 = sub i64 %123, %124
  %min.iters.check646 = icmp ult i64 %.53.fca.0.5.0.load.fr, 8
  %diff.check645 = icmp ult i64 %125, 256
  %or.cond = select i1 %min.iters.check646, i1 true, i1 %diff.check645
  %const_mat1773 = add i64 %const1772, -56
  %n.vec653 = and i64 %.53.fca.0.5.0.load.fr, %const_mat1773
  %n.vec669 = and i64 %.53.fca.0.5.0.load.fr, %const1772
  %xtraiter936 = and i64 %.53.fca.0.5.0.load.fr, 7
  %scevgep1480 = getelementptr i8, ptr %.6.i111, i64 192
  %126 = shl i64 %.53.fca.0.5.0.load.fr, 2
  %scevgep1490 = getelementptr i8, ptr %.53.fca.0.4.load, i64 192
  br label %iter.check648

iter.check648:                                    ; preds = %for.cond.2.preheader.us.us.us.preheader, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us
  %lsr.iv1503 = phi ptr [ %.53.fca.0.4.load, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1504, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1500 = phi ptr [ %.6.i111, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1501, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1491 = phi ptr [ %scevgep1490, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1492, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv1481 = phi ptr [ %scevgep1480, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep1482, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.1245.us.us.us = phi i64 [ %.844.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.2.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check650

vector.main.loop.iter.check650:                   ; preds = %iter.check648
  %127 = icmp ult i64 %.53.fca.0.5.0.load.fr, 64
  br i1 %127, label %vec.epilog.ph667, label %vector.body654.preheader

vector.body654.preheader:                         ; preds = %vector.main.loop.iter.check650
  br label %vector.body654

vector.body654:                                   ; preds = %vector.body654.preheader, %vector.body654
  %index655 = phi i64 [ %index.next660, %vector.body654 ], [ 0, %vector.body654.preheader ]
  %128 = shl i64 %index655, 2
  %scevgep1498 = getelementptr i8, ptr %lsr.iv1491, i64 %128
  %scevgep1499 = getelementptr i8, ptr %scevgep1498, i64 -192
  %129 = shl i64 %index655, 2
  %scevgep1496 = getelementptr i8, ptr %lsr.iv1491, i64 %129
  %scevgep1497 = getelementptr i8, ptr %scevgep1496, i64 -128
  %130 = shl i64 %index655, 2
  %scevgep1494 = getelementptr i8, ptr %lsr.iv1491, i64 %130
  %scevgep1495 = getelementptr i8, ptr %scevgep1494, i64 -64
  %131 = shl i64 %index655, 2
  %scevgep1493 = getelementptr i8, ptr %lsr.iv1491, i64 %131
  %wide.load656 = load <16 x float>, ptr %scevgep1499, align 4
  %wide.load657 = load <16 x float>, ptr %scevgep1497, align 4
  %wide.load658 = load <16 x float>, ptr %scevgep1495, align 4
  %wide.load659 = load <16 x float>, ptr %scevgep1493, align 4
  %132 = fmul <16 x float> %wide.load656, %wide.load656
  %133 = fmul <16 x float> %wide.load657, %wide.load657
  %134 = fmul <16 x float> %wide.load658, %wide.load658
  %135 = fmul <16 x float> %wide.load659, %wide.load659
  %136 = fmul <16 x float> %132, %132
  %137 = fmul <16 x float> %133, %133
  %138 = fmul <16 x float> %134, %134
  %139 = fmul <16 x float> %135, %135
  %140 = shl i64 %index655, 2
  %scevgep1488 = getelementptr i8, ptr %lsr.iv1481, i64 %140
  %scevgep1489 = getelementptr i8, ptr %scevgep1488, i64 -192
  %141 = shl i64 %index655, 2
  %scevgep1486 = getelementptr i8, ptr %lsr.iv1481, i64 %141
  %scevgep1487 = getelementptr i8, ptr %scevgep1486, i64 -128
  %142 = shl i64 %index655, 2
  %scevgep1484 = getelementptr i8, ptr %lsr.iv1481, i64 %142
  %scevgep1485 = getelementptr i8, ptr %scevgep1484, i64 -64
  %143 = shl i64 %index655, 2
  %scevgep1483 = getelementptr i8, ptr %lsr.iv1481, i64 %143
  store <16 x float> %136, ptr %scevgep1489, align 4
  store <16 x float> %137, ptr %scevgep1487, align 4
  store <16 x float> %138, ptr %scevgep1485, align 4
  store <16 x float> %139, ptr %scevgep1483, align 4
  %index.next660 = add nuw i64 %index655, 64
  %144 = icmp eq i64 %n.vec653, %index.next660
  br i1 %144, label %middle.block661, label %vector.body654, !llvm.loop !79

middle.block661:                                  ; preds = %vector.body654
  %145 = icmp eq i64 %.53.fca.0.5.0.load.fr, %n.vec653
  br i1 %145, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check665

vec.epilog.iter.check665:                         ; preds = %middle.block661
  %146 = and i64 %.53.fca.0.5.0.load.fr, 56
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph667, !prof !23

vec.epilog.ph667:                                 ; preds = %vector.main.loop.iter.check650, %vec.epilog.iter.check665
  %vec.epilog.resume.val663 = phi i64 [ %n.vec653, %vec.epilog.iter.check665 ], [ 0, %vector.main.loop.iter.check650 ]
  br label %vec.epilog.vector.body670

vec.epilog.vector.body670:                        ; preds = %vec.epilog.vector.body670, %vec.epilog.ph667
  %index671 = phi i64 [ %vec.epilog.resume.val663, %vec.epilog.ph667 ], [ %index.next673, %vec.epilog.vector.body670 ]
  %148 = shl i64 %index671, 2
  %scevgep1505 = getelementptr i8, ptr %lsr.iv1503, i64 %148
  %wide.load672 = load <8 x float>, ptr %scevgep1505, align 4
  %149 = fmul <8 x float> %wide.load672, %wide.load672
  %150 = fmul <8 x float> %149, %149
  %151 = shl i64 %index671, 2
  %scevgep1502 = getelementptr i8, ptr %lsr.iv1500, i64 %151
  store <8 x float> %150, ptr %scevgep1502, align 4
  %index.next673 = add nuw i64 %index671, 8
  %152 = icmp eq i64 %n.vec669, %index.next673
  br i1 %152, label %vec.epilog.middle.block674, label %vec.epilog.vector.body670, !llvm.loop !80

vec.epilog.middle.block674:                       ; preds = %vec.epilog.vector.body670
  %153 = icmp eq i64 %.53.fca.0.5.0.load.fr, %n.vec669
  br i1 %153, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check648, %vec.epilog.iter.check665, %vec.epilog.middle.block674
  %loop.index.2210.us.us.us.us.us.ph = phi i64 [ 0, %iter.check648 ], [ %n.vec653, %vec.epilog.iter.check665 ], [ %n.vec669, %vec.epilog.middle.block674 ]
  %154 = icmp eq i64 %xtraiter936, 0
  br i1 %154, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.2.endif.endif.endif.us.us.us.us.us.prol

for.body.2.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv1508 = phi i64 [ %xtraiter936, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next1509, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.2210.us.us.us.us.us.prol = phi i64 [ %.842.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.2210.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %155 = shl i64 %loop.index.2210.us.us.us.us.us.prol, 2
  %scevgep1507 = getelementptr i8, ptr %lsr.iv1503, i64 %155
  %.810.us.us.us.us.us.prol = load float, ptr %scevgep1507, align 4
  %.149.i.i.prol = fmul float %.810.us.us.us.us.us.prol, %.810.us.us.us.us.us.prol
  %.149.i.1.i.prol = fmul float %.149.i.i.prol, %.149.i.i.prol
  %156 = shl i64 %loop.index.2210.us.us.us.us.us.prol, 2
  %scevgep1506 = getelementptr i8, ptr %lsr.iv1500, i64 %156
  store float %.149.i.1.i.prol, ptr %scevgep1506, align 4
  %.842.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.2210.us.us.us.us.us.prol, 1
  %lsr.iv.next1509 = add nsw i64 %lsr.iv1508, -1
  %prol.iter938.cmp.not = icmp eq i64 %lsr.iv.next1509, 0
  br i1 %prol.iter938.cmp.not, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !81

for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.2210.us.us.us.us.us.unr = phi i64 [ %loop.index.2210.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader ], [ %.842.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %157 = sub nsw i64 %loop.index.2210.us.us.us.us.us.ph, %.53.fca.0.5.0.load.fr
  %158 = icmp ugt i64 %157, -8
  br i1 %158, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader989

for.body.2.endif.endif.endif.us.us.us.us.us.preheader989: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us.us.us.us

for.body.2.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader989, %for.body.2.endif.endif.endif.us.us.us.us.us
  %loop.index.2210.us.us.us.us.us = phi i64 [ %.842.us.us.us.us.us.7, %for.body.2.endif.endif.endif.us.us.us.us.us ], [ %loop.index.2210.us.us.us.us.us.unr, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader989 ]
  %159 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1527 = getelementptr i8, ptr %lsr.iv1503, i64 %159
  %.810.us.us.us.us.us = load float, ptr %scevgep1527, align 4
  %.149.i.i = fmul float %.810.us.us.us.us.us, %.810.us.us.us.us.us
  %.149.i.1.i = fmul float %.149.i.i, %.149.i.i
  %160 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1512 = getelementptr i8, ptr %lsr.iv1500, i64 %160
  store float %.149.i.1.i, ptr %scevgep1512, align 4
  %scevgep1528 = getelementptr i8, ptr %lsr.iv1503, i64 %160
  %scevgep1529 = getelementptr i8, ptr %scevgep1528, i64 4
  %.810.us.us.us.us.us.1 = load float, ptr %scevgep1529, align 4
  %.149.i.i.1 = fmul float %.810.us.us.us.us.us.1, %.810.us.us.us.us.us.1
  %.149.i.1.i.1 = fmul float %.149.i.i.1, %.149.i.i.1
  %161 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1515 = getelementptr i8, ptr %lsr.iv1500, i64 %161
  %scevgep1516 = getelementptr i8, ptr %scevgep1515, i64 4
  store float %.149.i.1.i.1, ptr %scevgep1516, align 4
  %scevgep1530 = getelementptr i8, ptr %lsr.iv1503, i64 %161
  %scevgep1531 = getelementptr i8, ptr %scevgep1530, i64 8
  %.810.us.us.us.us.us.2 = load float, ptr %scevgep1531, align 4
  %.149.i.i.2 = fmul float %.810.us.us.us.us.us.2, %.810.us.us.us.us.us.2
  %.149.i.1.i.2 = fmul float %.149.i.i.2, %.149.i.i.2
  %162 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1517 = getelementptr i8, ptr %lsr.iv1500, i64 %162
  %scevgep1518 = getelementptr i8, ptr %scevgep1517, i64 8
  store float %.149.i.1.i.2, ptr %scevgep1518, align 4
  %scevgep1532 = getelementptr i8, ptr %lsr.iv1503, i64 %162
  %scevgep1533 = getelementptr i8, ptr %scevgep1532, i64 12
  %.810.us.us.us.us.us.3 = load float, ptr %scevgep1533, align 4
  %.149.i.i.3 = fmul float %.810.us.us.us.us.us.3, %.810.us.us.us.us.us.3
  %.149.i.1.i.3 = fmul float %.149.i.i.3, %.149.i.i.3
  %163 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1519 = getelementptr i8, ptr %lsr.iv1500, i64 %163
  %scevgep1520 = getelementptr i8, ptr %scevgep1519, i64 12
  store float %.149.i.1.i.3, ptr %scevgep1520, align 4
  %scevgep1534 = getelementptr i8, ptr %lsr.iv1503, i64 %163
  %scevgep1535 = getelementptr i8, ptr %scevgep1534, i64 16
  %.810.us.us.us.us.us.4 = load float, ptr %scevgep1535, align 4
  %.149.i.i.4 = fmul float %.810.us.us.us.us.us.4, %.810.us.us.us.us.us.4
  %.149.i.1.i.4 = fmul float %.149.i.i.4, %.149.i.i.4
  %164 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1510 = getelementptr i8, ptr %lsr.iv1500, i64 %164
  %scevgep1511 = getelementptr i8, ptr %scevgep1510, i64 16
  store float %.149.i.1.i.4, ptr %scevgep1511, align 4
  %scevgep1536 = getelementptr i8, ptr %lsr.iv1503, i64 %164
  %scevgep1537 = getelementptr i8, ptr %scevgep1536, i64 20
  %.810.us.us.us.us.us.5 = load float, ptr %scevgep1537, align 4
  %.149.i.i.5 = fmul float %.810.us.us.us.us.us.5, %.810.us.us.us.us.us.5
  %.149.i.1.i.5 = fmul float %.149.i.i.5, %.149.i.i.5
  %165 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1523 = getelementptr i8, ptr %lsr.iv1500, i64 %165
  %scevgep1524 = getelementptr i8, ptr %scevgep1523, i64 20
  store float %.149.i.1.i.5, ptr %scevgep1524, align 4
  %scevgep1538 = getelementptr i8, ptr %lsr.iv1503, i64 %165
  %scevgep1539 = getelementptr i8, ptr %scevgep1538, i64 24
  %.810.us.us.us.us.us.6 = load float, ptr %scevgep1539, align 4
  %.149.i.i.6 = fmul float %.810.us.us.us.us.us.6, %.810.us.us.us.us.us.6
  %.149.i.1.i.6 = fmul float %.149.i.i.6, %.149.i.i.6
  %166 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1521 = getelementptr i8, ptr %lsr.iv1500, i64 %166
  %scevgep1522 = getelementptr i8, ptr %scevgep1521, i64 24
  store float %.149.i.1.i.6, ptr %scevgep1522, align 4
  %scevgep1525 = getelementptr i8, ptr %lsr.iv1503, i64 %166
  %scevgep1526 = getelementptr i8, ptr %scevgep1525, i64 28
  %.810.us.us.us.us.us.7 = load float, ptr %scevgep1526, align 4
  %.149.i.i.7 = fmul float %.810.us.us.us.us.us.7, %.810.us.us.us.us.us.7
  %.149.i.1.i.7 = fmul float %.149.i.i.7, %.149.i.i.7
  %167 = shl i64 %loop.index.2210.us.us.us.us.us, 2
  %scevgep1513 = getelementptr i8, ptr %lsr.iv1500, i64 %167
  %scevgep1514 = getelementptr i8, ptr %scevgep1513, i64 28
  store float %.149.i.1.i.7, ptr %scevgep1514, align 4
  %.842.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.2210.us.us.us.us.us, 8
  %exitcond490.not.7 = icmp eq i64 %.53.fca.0.5.0.load.fr, %.842.us.us.us.us.us.7
  br i1 %exitcond490.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us, !llvm.loop !82

for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block674, %middle.block661
  %.844.us.us.us = add nuw nsw i64 %loop.index.1245.us.us.us, 1
  %scevgep1482 = getelementptr i8, ptr %lsr.iv1481, i64 %126
  %scevgep1492 = getelementptr i8, ptr %lsr.iv1491, i64 %126
  %scevgep1501 = getelementptr i8, ptr %lsr.iv1500, i64 %126
  %scevgep1504 = getelementptr i8, ptr %lsr.iv1503, i64 %126
  %exitcond491.not = icmp eq i64 %.844.us.us.us, %.53.fca.0.5.1.load.fr
  br i1 %exitcond491.not, label %for.end.1, label %iter.check648

iter.check440:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %168 = ptrtoint ptr %.6.i111 to i64
  %169 = ptrtoint ptr %.53.fca.0.4.load to i64
  %min.iters.check438 = icmp ult i64 %.53.fca.0.5.0.load.fr, 8
  %170 = sub i64 %168, %169
  %diff.check437 = icmp ult i64 %170, 256
  %or.cond903 = select i1 %min.iters.check438, i1 true, i1 %diff.check437
  br i1 %or.cond903, label %for.body.2.endif.endif.endif.us.us263.us.preheader, label %vector.main.loop.iter.check442

vector.main.loop.iter.check442:                   ; preds = %iter.check440
  %const1774 = bitcast i64 9223372036854775800 to i64
  %min.iters.check441 = icmp ult i64 %.53.fca.0.5.0.load.fr, 64
  br i1 %min.iters.check441, label %vec.epilog.ph459, label %vector.ph443

vector.ph443:                                     ; preds = %vector.main.loop.iter.check442
  %const_mat1775 = add i64 %const1774, -56
  %n.vec445 = and i64 %.53.fca.0.5.0.load.fr, %const_mat1775
  br label %vector.body446

vector.body446:                                   ; preds = %vector.body446, %vector.ph443
  %index447 = phi i64 [ 0, %vector.ph443 ], [ %index.next452, %vector.body446 ]
  %sunkaddr1989 = mul i64 %index447, 4
  %sunkaddr1990 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr1989
  %wide.load448 = load <16 x float>, ptr %sunkaddr1990, align 4
  %sunkaddr1991 = mul i64 %index447, 4
  %sunkaddr1992 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr1991
  %sunkaddr1993 = getelementptr i8, ptr %sunkaddr1992, i64 64
  %wide.load449 = load <16 x float>, ptr %sunkaddr1993, align 4
  %sunkaddr1994 = mul i64 %index447, 4
  %sunkaddr1995 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr1994
  %sunkaddr1996 = getelementptr i8, ptr %sunkaddr1995, i64 128
  %wide.load450 = load <16 x float>, ptr %sunkaddr1996, align 4
  %sunkaddr1997 = mul i64 %index447, 4
  %sunkaddr1998 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr1997
  %sunkaddr1999 = getelementptr i8, ptr %sunkaddr1998, i64 192
  %wide.load451 = load <16 x float>, ptr %sunkaddr1999, align 4
  %171 = fmul <16 x float> %wide.load448, %wide.load448
  %172 = fmul <16 x float> %wide.load449, %wide.load449
  %173 = fmul <16 x float> %wide.load450, %wide.load450
  %174 = fmul <16 x float> %wide.load451, %wide.load451
  %175 = fmul <16 x float> %171, %171
  %176 = fmul <16 x float> %172, %172
  %177 = fmul <16 x float> %173, %173
  %178 = fmul <16 x float> %174, %174
  %sunkaddr2000 = mul i64 %index447, 4
  %sunkaddr2001 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2000
  store <16 x float> %175, ptr %sunkaddr2001, align 4
  %sunkaddr2002 = mul i64 %index447, 4
  %sunkaddr2003 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2002
  %sunkaddr2004 = getelementptr i8, ptr %sunkaddr2003, i64 64
  store <16 x float> %176, ptr %sunkaddr2004, align 4
  %sunkaddr2005 = mul i64 %index447, 4
  %sunkaddr2006 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2005
  %sunkaddr2007 = getelementptr i8, ptr %sunkaddr2006, i64 128
  store <16 x float> %177, ptr %sunkaddr2007, align 4
  %sunkaddr2008 = mul i64 %index447, 4
  %sunkaddr2009 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2008
  %sunkaddr2010 = getelementptr i8, ptr %sunkaddr2009, i64 192
  store <16 x float> %178, ptr %sunkaddr2010, align 4
  %index.next452 = add nuw i64 %index447, 64
  %179 = icmp eq i64 %n.vec445, %index.next452
  br i1 %179, label %middle.block453, label %vector.body446, !llvm.loop !83

middle.block453:                                  ; preds = %vector.body446
  %cmp.n454 = icmp eq i64 %.53.fca.0.5.0.load.fr, %n.vec445
  br i1 %cmp.n454, label %for.end.1, label %vec.epilog.iter.check457

vec.epilog.iter.check457:                         ; preds = %middle.block453
  %180 = and i64 %.53.fca.0.5.0.load.fr, 56
  %min.epilog.iters.check458 = icmp eq i64 %180, 0
  br i1 %min.epilog.iters.check458, label %for.body.2.endif.endif.endif.us.us263.us.preheader, label %vec.epilog.ph459, !prof !23

vec.epilog.ph459:                                 ; preds = %vector.main.loop.iter.check442, %vec.epilog.iter.check457
  %vec.epilog.resume.val455 = phi i64 [ %n.vec445, %vec.epilog.iter.check457 ], [ 0, %vector.main.loop.iter.check442 ]
  %n.vec461 = and i64 %.53.fca.0.5.0.load.fr, %const1774
  br label %vec.epilog.vector.body462

vec.epilog.vector.body462:                        ; preds = %vec.epilog.vector.body462, %vec.epilog.ph459
  %index463 = phi i64 [ %vec.epilog.resume.val455, %vec.epilog.ph459 ], [ %index.next465, %vec.epilog.vector.body462 ]
  %181 = shl i64 %index463, 2
  %scevgep1463 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %181
  %wide.load464 = load <8 x float>, ptr %scevgep1463, align 4
  %182 = fmul <8 x float> %wide.load464, %wide.load464
  %183 = fmul <8 x float> %182, %182
  %184 = shl i64 %index463, 2
  %scevgep1462 = getelementptr i8, ptr %.6.i111, i64 %184
  store <8 x float> %183, ptr %scevgep1462, align 4
  %index.next465 = add nuw i64 %index463, 8
  %185 = icmp eq i64 %n.vec461, %index.next465
  br i1 %185, label %vec.epilog.middle.block466, label %vec.epilog.vector.body462, !llvm.loop !84

vec.epilog.middle.block466:                       ; preds = %vec.epilog.vector.body462
  %cmp.n467 = icmp eq i64 %.53.fca.0.5.0.load.fr, %n.vec461
  br i1 %cmp.n467, label %for.end.1, label %for.body.2.endif.endif.endif.us.us263.us.preheader

for.body.2.endif.endif.endif.us.us263.us.preheader: ; preds = %iter.check440, %vec.epilog.iter.check457, %vec.epilog.middle.block466
  %loop.index.2210.us.us260.us.ph = phi i64 [ 0, %iter.check440 ], [ %n.vec445, %vec.epilog.iter.check457 ], [ %n.vec461, %vec.epilog.middle.block466 ]
  %xtraiter939 = and i64 %.53.fca.0.5.0.load.fr, 7
  %lcmp.mod940.not = icmp eq i64 %xtraiter939, 0
  br i1 %lcmp.mod940.not, label %for.body.2.endif.endif.endif.us.us263.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us263.us.prol.preheader

for.body.2.endif.endif.endif.us.us263.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us263.us.preheader
  br label %for.body.2.endif.endif.endif.us.us263.us.prol

for.body.2.endif.endif.endif.us.us263.us.prol:    ; preds = %for.body.2.endif.endif.endif.us.us263.us.prol.preheader, %for.body.2.endif.endif.endif.us.us263.us.prol
  %lsr.iv1460 = phi i64 [ %xtraiter939, %for.body.2.endif.endif.endif.us.us263.us.prol.preheader ], [ %lsr.iv.next1461, %for.body.2.endif.endif.endif.us.us263.us.prol ]
  %loop.index.2210.us.us260.us.prol = phi i64 [ %.842.us.us266.us.prol, %for.body.2.endif.endif.endif.us.us263.us.prol ], [ %loop.index.2210.us.us260.us.ph, %for.body.2.endif.endif.endif.us.us263.us.prol.preheader ]
  %186 = shl i64 %loop.index.2210.us.us260.us.prol, 2
  %scevgep1459 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %186
  %.810.us.us261.us.prol = load float, ptr %scevgep1459, align 4
  %.149.i.i112.prol = fmul float %.810.us.us261.us.prol, %.810.us.us261.us.prol
  %.149.i.1.i113.prol = fmul float %.149.i.i112.prol, %.149.i.i112.prol
  %187 = shl i64 %loop.index.2210.us.us260.us.prol, 2
  %scevgep1458 = getelementptr i8, ptr %.6.i111, i64 %187
  store float %.149.i.1.i113.prol, ptr %scevgep1458, align 4
  %.842.us.us266.us.prol = add nuw nsw i64 %loop.index.2210.us.us260.us.prol, 1
  %lsr.iv.next1461 = add nsw i64 %lsr.iv1460, -1
  %prol.iter941.cmp.not = icmp eq i64 %lsr.iv.next1461, 0
  br i1 %prol.iter941.cmp.not, label %for.body.2.endif.endif.endif.us.us263.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us263.us.prol, !llvm.loop !85

for.body.2.endif.endif.endif.us.us263.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us263.us.prol, %for.body.2.endif.endif.endif.us.us263.us.preheader
  %loop.index.2210.us.us260.us.unr = phi i64 [ %loop.index.2210.us.us260.us.ph, %for.body.2.endif.endif.endif.us.us263.us.preheader ], [ %.842.us.us266.us.prol, %for.body.2.endif.endif.endif.us.us263.us.prol ]
  %188 = sub nsw i64 %loop.index.2210.us.us260.us.ph, %.53.fca.0.5.0.load.fr
  %189 = icmp ugt i64 %188, -8
  br i1 %189, label %for.end.1, label %for.body.2.endif.endif.endif.us.us263.us.preheader987

for.body.2.endif.endif.endif.us.us263.us.preheader987: ; preds = %for.body.2.endif.endif.endif.us.us263.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us263.us

for.body.2.endif.endif.endif.us.us263.us:         ; preds = %for.body.2.endif.endif.endif.us.us263.us.preheader987, %for.body.2.endif.endif.endif.us.us263.us
  %loop.index.2210.us.us260.us = phi i64 [ %.842.us.us266.us.7, %for.body.2.endif.endif.endif.us.us263.us ], [ %loop.index.2210.us.us260.us.unr, %for.body.2.endif.endif.endif.us.us263.us.preheader987 ]
  %sunkaddr2011 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2012 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2011
  %.810.us.us261.us = load float, ptr %sunkaddr2012, align 4
  %.149.i.i112 = fmul float %.810.us.us261.us, %.810.us.us261.us
  %.149.i.1.i113 = fmul float %.149.i.i112, %.149.i.i112
  %sunkaddr2013 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2014 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2013
  store float %.149.i.1.i113, ptr %sunkaddr2014, align 4
  %sunkaddr2015 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2016 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2015
  %sunkaddr2017 = getelementptr i8, ptr %sunkaddr2016, i64 4
  %.810.us.us261.us.1 = load float, ptr %sunkaddr2017, align 4
  %.149.i.i112.1 = fmul float %.810.us.us261.us.1, %.810.us.us261.us.1
  %.149.i.1.i113.1 = fmul float %.149.i.i112.1, %.149.i.i112.1
  %sunkaddr2018 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2019 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2018
  %sunkaddr2020 = getelementptr i8, ptr %sunkaddr2019, i64 4
  store float %.149.i.1.i113.1, ptr %sunkaddr2020, align 4
  %sunkaddr2021 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2022 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2021
  %sunkaddr2023 = getelementptr i8, ptr %sunkaddr2022, i64 8
  %.810.us.us261.us.2 = load float, ptr %sunkaddr2023, align 4
  %.149.i.i112.2 = fmul float %.810.us.us261.us.2, %.810.us.us261.us.2
  %.149.i.1.i113.2 = fmul float %.149.i.i112.2, %.149.i.i112.2
  %sunkaddr2024 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2025 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2024
  %sunkaddr2026 = getelementptr i8, ptr %sunkaddr2025, i64 8
  store float %.149.i.1.i113.2, ptr %sunkaddr2026, align 4
  %sunkaddr2027 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2028 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2027
  %sunkaddr2029 = getelementptr i8, ptr %sunkaddr2028, i64 12
  %.810.us.us261.us.3 = load float, ptr %sunkaddr2029, align 4
  %.149.i.i112.3 = fmul float %.810.us.us261.us.3, %.810.us.us261.us.3
  %.149.i.1.i113.3 = fmul float %.149.i.i112.3, %.149.i.i112.3
  %sunkaddr2030 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2031 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2030
  %sunkaddr2032 = getelementptr i8, ptr %sunkaddr2031, i64 12
  store float %.149.i.1.i113.3, ptr %sunkaddr2032, align 4
  %sunkaddr2033 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2034 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2033
  %sunkaddr2035 = getelementptr i8, ptr %sunkaddr2034, i64 16
  %.810.us.us261.us.4 = load float, ptr %sunkaddr2035, align 4
  %.149.i.i112.4 = fmul float %.810.us.us261.us.4, %.810.us.us261.us.4
  %.149.i.1.i113.4 = fmul float %.149.i.i112.4, %.149.i.i112.4
  %sunkaddr2036 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2037 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2036
  %sunkaddr2038 = getelementptr i8, ptr %sunkaddr2037, i64 16
  store float %.149.i.1.i113.4, ptr %sunkaddr2038, align 4
  %sunkaddr2039 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2040 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2039
  %sunkaddr2041 = getelementptr i8, ptr %sunkaddr2040, i64 20
  %.810.us.us261.us.5 = load float, ptr %sunkaddr2041, align 4
  %.149.i.i112.5 = fmul float %.810.us.us261.us.5, %.810.us.us261.us.5
  %.149.i.1.i113.5 = fmul float %.149.i.i112.5, %.149.i.i112.5
  %sunkaddr2042 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2043 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2042
  %sunkaddr2044 = getelementptr i8, ptr %sunkaddr2043, i64 20
  store float %.149.i.1.i113.5, ptr %sunkaddr2044, align 4
  %sunkaddr2045 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2046 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2045
  %sunkaddr2047 = getelementptr i8, ptr %sunkaddr2046, i64 24
  %.810.us.us261.us.6 = load float, ptr %sunkaddr2047, align 4
  %.149.i.i112.6 = fmul float %.810.us.us261.us.6, %.810.us.us261.us.6
  %.149.i.1.i113.6 = fmul float %.149.i.i112.6, %.149.i.i112.6
  %sunkaddr2048 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2049 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2048
  %sunkaddr2050 = getelementptr i8, ptr %sunkaddr2049, i64 24
  store float %.149.i.1.i113.6, ptr %sunkaddr2050, align 4
  %sunkaddr2051 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2052 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2051
  %sunkaddr2053 = getelementptr i8, ptr %sunkaddr2052, i64 28
  %.810.us.us261.us.7 = load float, ptr %sunkaddr2053, align 4
  %.149.i.i112.7 = fmul float %.810.us.us261.us.7, %.810.us.us261.us.7
  %.149.i.1.i113.7 = fmul float %.149.i.i112.7, %.149.i.i112.7
  %sunkaddr2054 = mul i64 %loop.index.2210.us.us260.us, 4
  %sunkaddr2055 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2054
  %sunkaddr2056 = getelementptr i8, ptr %sunkaddr2055, i64 28
  store float %.149.i.1.i113.7, ptr %sunkaddr2056, align 4
  %.842.us.us266.us.7 = add nuw nsw i64 %loop.index.2210.us.us260.us, 8
  %exitcond488.not.7 = icmp eq i64 %.53.fca.0.5.0.load.fr, %.842.us.us266.us.7
  br i1 %exitcond488.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us.us263.us, !llvm.loop !86

for.cond.2.preheader.lr.ph.split.us.split:        ; preds = %for.cond.2.preheader.lr.ph.split.us
  %190 = icmp eq i64 %.53.fca.0.5.1.load.fr, 1
  br i1 %190, label %for.body.2.endif.endif.endif.us252, label %iter.check683

iter.check683:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %191 = ptrtoint ptr %.6.i111 to i64
  %192 = ptrtoint ptr %.53.fca.0.4.load to i64
  %min.iters.check681 = icmp ult i64 %.53.fca.0.5.1.load.fr, 8
  %193 = sub i64 %191, %192
  %diff.check680 = icmp ult i64 %193, 256
  %or.cond904 = select i1 %min.iters.check681, i1 true, i1 %diff.check680
  br i1 %or.cond904, label %for.body.2.endif.endif.endif.us218.us.us.preheader, label %vector.main.loop.iter.check685

vector.main.loop.iter.check685:                   ; preds = %iter.check683
  %const1776 = bitcast i64 9223372036854775800 to i64
  %min.iters.check684 = icmp ult i64 %.53.fca.0.5.1.load.fr, 64
  br i1 %min.iters.check684, label %vec.epilog.ph702, label %vector.ph686

vector.ph686:                                     ; preds = %vector.main.loop.iter.check685
  %const_mat1777 = add i64 %const1776, -56
  %n.vec688 = and i64 %.53.fca.0.5.1.load.fr, %const_mat1777
  br label %vector.body689

vector.body689:                                   ; preds = %vector.body689, %vector.ph686
  %index690 = phi i64 [ 0, %vector.ph686 ], [ %index.next695, %vector.body689 ]
  %sunkaddr2057 = mul i64 %index690, 4
  %sunkaddr2058 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2057
  %wide.load691 = load <16 x float>, ptr %sunkaddr2058, align 4
  %sunkaddr2059 = mul i64 %index690, 4
  %sunkaddr2060 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2059
  %sunkaddr2061 = getelementptr i8, ptr %sunkaddr2060, i64 64
  %wide.load692 = load <16 x float>, ptr %sunkaddr2061, align 4
  %sunkaddr2062 = mul i64 %index690, 4
  %sunkaddr2063 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2062
  %sunkaddr2064 = getelementptr i8, ptr %sunkaddr2063, i64 128
  %wide.load693 = load <16 x float>, ptr %sunkaddr2064, align 4
  %sunkaddr2065 = mul i64 %index690, 4
  %sunkaddr2066 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %sunkaddr2065
  %sunkaddr2067 = getelementptr i8, ptr %sunkaddr2066, i64 192
  %wide.load694 = load <16 x float>, ptr %sunkaddr2067, align 4
  %194 = fmul <16 x float> %wide.load691, %wide.load691
  %195 = fmul <16 x float> %wide.load692, %wide.load692
  %196 = fmul <16 x float> %wide.load693, %wide.load693
  %197 = fmul <16 x float> %wide.load694, %wide.load694
  %198 = fmul <16 x float> %194, %194
  %199 = fmul <16 x float> %195, %195
  %200 = fmul <16 x float> %196, %196
  %201 = fmul <16 x float> %197, %197
  %sunkaddr2068 = mul i64 %index690, 4
  %sunkaddr2069 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2068
  store <16 x float> %198, ptr %sunkaddr2069, align 4
  %sunkaddr2070 = mul i64 %index690, 4
  %sunkaddr2071 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2070
  %sunkaddr2072 = getelementptr i8, ptr %sunkaddr2071, i64 64
  store <16 x float> %199, ptr %sunkaddr2072, align 4
  %sunkaddr2073 = mul i64 %index690, 4
  %sunkaddr2074 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, ptr %sunkaddr2074, i64 128
  store <16 x float> %200, ptr %sunkaddr2075, align 4
  %sunkaddr2076 = mul i64 %index690, 4
  %sunkaddr2077 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, ptr %sunkaddr2077, i64 192
  store <16 x float> %201, ptr %sunkaddr2078, align 4
  %index.next695 = add nuw i64 %index690, 64
  %202 = icmp eq i64 %n.vec688, %index.next695
  br i1 %202, label %middle.block696, label %vector.body689, !llvm.loop !87

middle.block696:                                  ; preds = %vector.body689
  %cmp.n697 = icmp eq i64 %.53.fca.0.5.1.load.fr, %n.vec688
  br i1 %cmp.n697, label %for.end.1, label %vec.epilog.iter.check700

vec.epilog.iter.check700:                         ; preds = %middle.block696
  %203 = and i64 %.53.fca.0.5.1.load.fr, 56
  %min.epilog.iters.check701 = icmp eq i64 %203, 0
  br i1 %min.epilog.iters.check701, label %for.body.2.endif.endif.endif.us218.us.us.preheader, label %vec.epilog.ph702, !prof !23

vec.epilog.ph702:                                 ; preds = %vector.main.loop.iter.check685, %vec.epilog.iter.check700
  %vec.epilog.resume.val698 = phi i64 [ %n.vec688, %vec.epilog.iter.check700 ], [ 0, %vector.main.loop.iter.check685 ]
  %n.vec704 = and i64 %.53.fca.0.5.1.load.fr, %const1776
  br label %vec.epilog.vector.body705

vec.epilog.vector.body705:                        ; preds = %vec.epilog.vector.body705, %vec.epilog.ph702
  %index706 = phi i64 [ %vec.epilog.resume.val698, %vec.epilog.ph702 ], [ %index.next708, %vec.epilog.vector.body705 ]
  %204 = shl i64 %index706, 2
  %scevgep1409 = getelementptr i8, ptr %.6.i111, i64 %204
  %205 = shl i64 %index706, 2
  %scevgep1408 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %205
  %wide.load707 = load <8 x float>, ptr %scevgep1408, align 4
  %206 = fmul <8 x float> %wide.load707, %wide.load707
  %207 = fmul <8 x float> %206, %206
  store <8 x float> %207, ptr %scevgep1409, align 4
  %index.next708 = add nuw i64 %index706, 8
  %208 = icmp eq i64 %n.vec704, %index.next708
  br i1 %208, label %vec.epilog.middle.block709, label %vec.epilog.vector.body705, !llvm.loop !88

vec.epilog.middle.block709:                       ; preds = %vec.epilog.vector.body705
  %cmp.n710 = icmp eq i64 %.53.fca.0.5.1.load.fr, %n.vec704
  br i1 %cmp.n710, label %for.end.1, label %for.body.2.endif.endif.endif.us218.us.us.preheader

for.body.2.endif.endif.endif.us218.us.us.preheader: ; preds = %vec.epilog.middle.block709, %vec.epilog.iter.check700, %iter.check683
  %loop.index.1245.us.us284.ph = phi i64 [ 0, %iter.check683 ], [ %n.vec688, %vec.epilog.iter.check700 ], [ %n.vec704, %vec.epilog.middle.block709 ]
  %xtraiter942 = and i64 %.53.fca.0.5.1.load.fr, 7
  %lcmp.mod943.not = icmp eq i64 %xtraiter942, 0
  br i1 %lcmp.mod943.not, label %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us218.us.us.prol.preheader

for.body.2.endif.endif.endif.us218.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us218.us.us.preheader
  %209 = mul i64 %.53.fca.0.5.0.load.fr, %loop.index.1245.us.us284.ph
  %210 = shl i64 %209, 2
  %211 = shl i64 %.53.fca.0.5.0.load.fr, 2
  %212 = sub i64 0, %xtraiter942
  br label %for.body.2.endif.endif.endif.us218.us.us.prol

for.body.2.endif.endif.endif.us218.us.us.prol:    ; preds = %for.body.2.endif.endif.endif.us218.us.us.prol.preheader, %for.body.2.endif.endif.endif.us218.us.us.prol
  %lsr.iv1404 = phi i64 [ %210, %for.body.2.endif.endif.endif.us218.us.us.prol.preheader ], [ %lsr.iv.next1405, %for.body.2.endif.endif.endif.us218.us.us.prol ]
  %lsr.iv1402 = phi i64 [ 0, %for.body.2.endif.endif.endif.us218.us.us.prol.preheader ], [ %lsr.iv.next1403, %for.body.2.endif.endif.endif.us218.us.us.prol ]
  %scevgep1407 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %lsr.iv1404
  %scevgep1406 = getelementptr i8, ptr %.6.i111, i64 %lsr.iv1404
  %.810.us226.us.us.prol = load float, ptr %scevgep1407, align 4
  %.149.i.i114.prol = fmul float %.810.us226.us.us.prol, %.810.us226.us.us.prol
  %.149.i.1.i115.prol = fmul float %.149.i.i114.prol, %.149.i.i114.prol
  store float %.149.i.1.i115.prol, ptr %scevgep1406, align 4
  %lsr.iv.next1403 = add nsw i64 %lsr.iv1402, -1
  %lsr.iv.next1405 = add i64 %lsr.iv1404, %211
  %prol.iter944.cmp.not = icmp eq i64 %212, %lsr.iv.next1403
  br i1 %prol.iter944.cmp.not, label %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit.loopexit, label %for.body.2.endif.endif.endif.us218.us.us.prol, !llvm.loop !89

for.body.2.endif.endif.endif.us218.us.us.prol.loopexit.loopexit: ; preds = %for.body.2.endif.endif.endif.us218.us.us.prol
  %213 = sub i64 %loop.index.1245.us.us284.ph, %lsr.iv.next1403
  br label %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit

for.body.2.endif.endif.endif.us218.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit.loopexit, %for.body.2.endif.endif.endif.us218.us.us.preheader
  %loop.index.1245.us.us284.unr = phi i64 [ %loop.index.1245.us.us284.ph, %for.body.2.endif.endif.endif.us218.us.us.preheader ], [ %213, %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit.loopexit ]
  %214 = sub nsw i64 %loop.index.1245.us.us284.ph, %.53.fca.0.5.1.load.fr
  %215 = icmp ugt i64 %214, -8
  br i1 %215, label %for.end.1, label %for.body.2.endif.endif.endif.us218.us.us.preheader986

for.body.2.endif.endif.endif.us218.us.us.preheader986: ; preds = %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit
  %216 = sub i64 %.53.fca.0.5.1.load.fr, %loop.index.1245.us.us284.unr
  %217 = mul i64 %.53.fca.0.5.0.load.fr, %loop.index.1245.us.us284.unr
  %218 = shl i64 %217, 2
  %219 = shl i64 %.53.fca.0.5.0.load.fr, 5
  %220 = shl i64 %.53.fca.0.5.0.load.fr, 2
  br label %for.body.2.endif.endif.endif.us218.us.us

for.body.2.endif.endif.endif.us218.us.us:         ; preds = %for.body.2.endif.endif.endif.us218.us.us.preheader986, %for.body.2.endif.endif.endif.us218.us.us
  %lsr.iv1384 = phi i64 [ %218, %for.body.2.endif.endif.endif.us218.us.us.preheader986 ], [ %lsr.iv.next1385, %for.body.2.endif.endif.endif.us218.us.us ]
  %lsr.iv1382 = phi i64 [ %216, %for.body.2.endif.endif.endif.us218.us.us.preheader986 ], [ %lsr.iv.next1383, %for.body.2.endif.endif.endif.us218.us.us ]
  %scevgep1386 = getelementptr i8, ptr %.53.fca.0.4.load, i64 %lsr.iv1384
  %scevgep1387 = getelementptr i8, ptr %.6.i111, i64 %lsr.iv1384
  %.810.us226.us.us = load float, ptr %scevgep1386, align 4
  %.149.i.i114 = fmul float %.810.us226.us.us, %.810.us226.us.us
  %.149.i.1.i115 = fmul float %.149.i.i114, %.149.i.i114
  store float %.149.i.1.i115, ptr %scevgep1387, align 4
  %scevgep1388 = getelementptr i8, ptr %scevgep1386, i64 %220
  %sunkaddr2390 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2391 = getelementptr i8, ptr %scevgep1386, i64 %sunkaddr2390
  %.810.us226.us.us.1 = load float, ptr %sunkaddr2391, align 4
  %.149.i.i114.1 = fmul float %.810.us226.us.us.1, %.810.us226.us.us.1
  %.149.i.1.i115.1 = fmul float %.149.i.i114.1, %.149.i.i114.1
  %scevgep1395 = getelementptr i8, ptr %scevgep1387, i64 %220
  %sunkaddr2392 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2393 = getelementptr i8, ptr %scevgep1387, i64 %sunkaddr2392
  store float %.149.i.1.i115.1, ptr %sunkaddr2393, align 4
  %scevgep1389 = getelementptr i8, ptr %scevgep1388, i64 %220
  %sunkaddr2394 = mul i64 %.53.fca.0.5.0.load.fr, 8
  %sunkaddr2395 = getelementptr i8, ptr %scevgep1386, i64 %sunkaddr2394
  %.810.us226.us.us.2 = load float, ptr %sunkaddr2395, align 4
  %.149.i.i114.2 = fmul float %.810.us226.us.us.2, %.810.us226.us.us.2
  %.149.i.1.i115.2 = fmul float %.149.i.i114.2, %.149.i.i114.2
  %scevgep1396 = getelementptr i8, ptr %scevgep1395, i64 %220
  %sunkaddr2396 = mul i64 %.53.fca.0.5.0.load.fr, 8
  %sunkaddr2397 = getelementptr i8, ptr %scevgep1387, i64 %sunkaddr2396
  store float %.149.i.1.i115.2, ptr %sunkaddr2397, align 4
  %scevgep1390 = getelementptr i8, ptr %scevgep1389, i64 %220
  %sunkaddr2398 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2399 = getelementptr i8, ptr %scevgep1389, i64 %sunkaddr2398
  %.810.us226.us.us.3 = load float, ptr %sunkaddr2399, align 4
  %.149.i.i114.3 = fmul float %.810.us226.us.us.3, %.810.us226.us.us.3
  %.149.i.1.i115.3 = fmul float %.149.i.i114.3, %.149.i.i114.3
  %scevgep1397 = getelementptr i8, ptr %scevgep1396, i64 %220
  %sunkaddr2400 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2401 = getelementptr i8, ptr %scevgep1396, i64 %sunkaddr2400
  store float %.149.i.1.i115.3, ptr %sunkaddr2401, align 4
  %scevgep1391 = getelementptr i8, ptr %scevgep1390, i64 %220
  %sunkaddr2402 = mul i64 %.53.fca.0.5.0.load.fr, 8
  %sunkaddr2403 = getelementptr i8, ptr %scevgep1389, i64 %sunkaddr2402
  %.810.us226.us.us.4 = load float, ptr %sunkaddr2403, align 4
  %.149.i.i114.4 = fmul float %.810.us226.us.us.4, %.810.us226.us.us.4
  %.149.i.1.i115.4 = fmul float %.149.i.i114.4, %.149.i.i114.4
  %scevgep1398 = getelementptr i8, ptr %scevgep1397, i64 %220
  %sunkaddr2404 = mul i64 %.53.fca.0.5.0.load.fr, 8
  %sunkaddr2405 = getelementptr i8, ptr %scevgep1396, i64 %sunkaddr2404
  store float %.149.i.1.i115.4, ptr %sunkaddr2405, align 4
  %scevgep1392 = getelementptr i8, ptr %scevgep1391, i64 %220
  %sunkaddr2406 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2407 = getelementptr i8, ptr %scevgep1391, i64 %sunkaddr2406
  %.810.us226.us.us.5 = load float, ptr %sunkaddr2407, align 4
  %.149.i.i114.5 = fmul float %.810.us226.us.us.5, %.810.us226.us.us.5
  %.149.i.1.i115.5 = fmul float %.149.i.i114.5, %.149.i.i114.5
  %scevgep1399 = getelementptr i8, ptr %scevgep1398, i64 %220
  %sunkaddr2408 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2409 = getelementptr i8, ptr %scevgep1398, i64 %sunkaddr2408
  store float %.149.i.1.i115.5, ptr %sunkaddr2409, align 4
  %scevgep1393 = getelementptr i8, ptr %scevgep1392, i64 %220
  %sunkaddr2410 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2411 = getelementptr i8, ptr %scevgep1392, i64 %sunkaddr2410
  %.810.us226.us.us.6 = load float, ptr %sunkaddr2411, align 4
  %.149.i.i114.6 = fmul float %.810.us226.us.us.6, %.810.us226.us.us.6
  %.149.i.1.i115.6 = fmul float %.149.i.i114.6, %.149.i.i114.6
  %scevgep1400 = getelementptr i8, ptr %scevgep1399, i64 %220
  %sunkaddr2412 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2413 = getelementptr i8, ptr %scevgep1399, i64 %sunkaddr2412
  store float %.149.i.1.i115.6, ptr %sunkaddr2413, align 4
  %sunkaddr2079 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2080 = getelementptr i8, ptr %scevgep1393, i64 %sunkaddr2079
  %.810.us226.us.us.7 = load float, ptr %sunkaddr2080, align 4
  %.149.i.i114.7 = fmul float %.810.us226.us.us.7, %.810.us226.us.us.7
  %.149.i.1.i115.7 = fmul float %.149.i.i114.7, %.149.i.i114.7
  %sunkaddr2081 = mul i64 %.53.fca.0.5.0.load.fr, 4
  %sunkaddr2082 = getelementptr i8, ptr %scevgep1400, i64 %sunkaddr2081
  store float %.149.i.1.i115.7, ptr %sunkaddr2082, align 4
  %lsr.iv.next1383 = add i64 %lsr.iv1382, -8
  %lsr.iv.next1385 = add i64 %lsr.iv1384, %219
  %exitcond487.not.7 = icmp eq i64 %lsr.iv.next1383, 0
  br i1 %exitcond487.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us218.us.us, !llvm.loop !90

for.body.2.endif.endif.endif.us252:               ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %.810.us250 = load float, ptr %.53.fca.0.4.load, align 4
  %.149.i.i116 = fmul float %.810.us250, %.810.us250
  %.149.i.1.i117 = fmul float %.149.i.i116, %.149.i.i116
  store float %.149.i.1.i117, ptr %.6.i111, align 4
  br label %for.end.1

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, %for.body.2.endif.endif.endif.us.us263.us, %for.body.2.endif.endif.endif.us218.us.us, %for.body.2.endif.endif.endif.us.us263.us.prol.loopexit, %for.body.2.endif.endif.endif.us218.us.us.prol.loopexit, %vec.epilog.middle.block466, %middle.block453, %middle.block696, %vec.epilog.middle.block709, %for.body.2.endif.endif.endif.us252, %for.cond.2.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.53.fca.0.0.load)
  store float 0.000000e+00, ptr %.851, align 4
  %.859 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.851, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i104, ptr null, i64 %.704, i64 4, ptr %.6.i111, i64 %.53.fca.0.5.0.load.fr, i64 %.53.fca.0.5.1.load.fr, i64 4, i64 %.707)
  %cond214 = icmp eq i32 %.859, 0
  br i1 %cond214, label %B128.i134, label %for.end.1.if.if, !prof !0

B128.i134:                                        ; preds = %for.end.1
  %.869 = load float, ptr %.851, align 4
  tail call void @NRT_decref(ptr nonnull %.7.i.i104)
  %.884 = fadd float %.72.0.lcssa.i, %.869
  %.101.not.i135.1 = icmp eq i64 %.53.fca.2.5.1.load.fr, 1
  br i1 %.101.not.i135.1, label %for.end.1.endif.endif.endif.endif.endif, label %B90.i145

for.end.1.if.if:                                  ; preds = %for.end.1
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

B90.i145:                                         ; preds = %B128.i134
  %.71.i146 = icmp ne i64 %arg.c.5.0.fr, %.53.fca.2.5.1.load.fr
  %.76.i147 = icmp ne i64 %arg.c.5.0.fr, 1
  %or.cond.i148 = and i1 %.76.i147, %.71.i146
  br i1 %or.cond.i148, label %for.end.1.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif

for.end.1.endif.endif.endif.endif.if:             ; preds = %B90.i145
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif:          ; preds = %B128.i134, %B90.i145
  %dest_shape.2180.sroa.5.1 = phi i64 [ %.53.fca.2.5.1.load.fr, %B90.i145 ], [ %arg.c.5.0.fr, %B128.i134 ]
  %.1001 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.53.fca.2.5.0.load.fr, i64 %dest_shape.2180.sroa.5.1)
  %.1002 = extractvalue { i64, i1 } %.1001, 0
  %.1003 = extractvalue { i64, i1 } %.1001, 1
  %.1005 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %221 = add i64 %.1002, %const1785
  %.1008 = icmp ult i64 %221, %const1784
  %.1009 = or i1 %.1003, %.1008
  br i1 %.1009, label %for.end.1.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.endif.endif, !prof !1

for.end.1.endif.endif.endif.endif.endif.if:       ; preds = %for.end.1.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

for.end.1.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.1.endif.endif.endif.endif.endif
  %.1007 = shl nsw i64 %.1002, 2
  %.7.i.i158 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1007, i32 32), !noalias !91
  %.8.i.i159 = icmp eq ptr %.7.i.i158, null
  br i1 %.8.i.i159, label %for.end.1.endif.endif.endif.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif.endif.endif.endif, !prof !1

for.end.1.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  %.5.i164 = getelementptr i8, ptr %.7.i.i158, i64 24
  %.6.i165 = load ptr, ptr %.5.i164, align 8
  %.1090349 = icmp sgt i64 %.53.fca.2.5.0.load.fr, 0
  br i1 %.1090349, label %for.cond.4.preheader.lr.ph, label %for.end.3

for.cond.4.preheader.lr.ph:                       ; preds = %for.end.1.endif.endif.endif.endif.endif.endif.endif
  %.1093292 = icmp sgt i64 %dest_shape.2180.sroa.5.1, 0
  br i1 %.1093292, label %for.cond.4.preheader.lr.ph.split.us, label %for.end.3

for.cond.4.preheader.lr.ph.split.us:              ; preds = %for.cond.4.preheader.lr.ph
  %.1095.not = icmp eq i64 %.53.fca.2.5.0.load.fr, 1
  br i1 %.1095.not, label %for.cond.4.preheader.lr.ph.split.us.split, label %for.cond.4.preheader.lr.ph.split.us.split.us

for.cond.4.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.4.preheader.lr.ph.split.us
  %222 = icmp ugt i64 %.53.fca.2.5.1.load.fr, 1
  br i1 %222, label %for.cond.4.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.4.preheader.lr.ph.split.us.split.us.split

for.cond.4.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us
  %223 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %223, label %iter.check869.preheader, label %iter.check819.preheader

iter.check819.preheader:                          ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split.us
  %const1761 = bitcast i64 9223372036854775800 to i64
  %224 = add nsw i64 %dest_shape.2180.sroa.5.1, -1
  %xtraiter951 = and i64 %dest_shape.2180.sroa.5.1, 7
  %unroll_iter = and i64 %dest_shape.2180.sroa.5.1, %const1761
  %scevgep1258 = getelementptr i8, ptr %.6.i165, i64 28
  %225 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %226 = shl i64 %.53.fca.2.5.0.load.fr, 5
  %227 = shl i64 %.53.fca.2.5.0.load.fr, 2
  %228 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %iter.check819

iter.check869.preheader:                          ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split.us
  %const1762 = bitcast i64 9223372036854775800 to i64
  %229 = add nsw i64 %dest_shape.2180.sroa.5.1, -1
  %xtraiter954 = and i64 %dest_shape.2180.sroa.5.1, 7
  %unroll_iter958 = and i64 %dest_shape.2180.sroa.5.1, %const1762
  %scevgep1220 = getelementptr i8, ptr %.6.i165, i64 28
  %230 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %231 = shl i64 %.53.fca.2.5.0.load.fr, 5
  %232 = shl i64 %.53.fca.2.5.0.load.fr, 2
  %233 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %iter.check869

iter.check869:                                    ; preds = %iter.check869.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us
  %lsr.iv1249 = phi ptr [ %.6.i165, %iter.check869.preheader ], [ %scevgep1250, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1238 = phi ptr [ %.53.fca.2.4.load, %iter.check869.preheader ], [ %scevgep1239, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1221 = phi ptr [ %scevgep1220, %iter.check869.preheader ], [ %scevgep1222, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index.3353.us.us.us.us = phi i64 [ %.1154.us.us.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %iter.check869.preheader ]
  %234 = icmp ult i64 %229, 7
  br i1 %234, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader: ; preds = %iter.check869
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us
  %lsr.iv1240 = phi ptr [ %lsr.iv1238, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ], [ %scevgep1241, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us ]
  %loop.index.4296.us.us.us.us.us.us.us = phi i64 [ %.1152.us.us.us.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us ], [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ]
  %.1111.us.us.us.us.us.us.us = load float, ptr %lsr.iv1240, align 4
  %sunkaddr2083 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2084 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2083
  %.1120.us.us.us.us.us.us.us = load float, ptr %sunkaddr2084, align 4
  %.149.i.i166 = fmul float %.1111.us.us.us.us.us.us.us, %.1111.us.us.us.us.us.us.us
  %.149.i.1.i167 = fmul float %.149.i.i166, %.149.i.i166
  %.32.i = fmul float %.1120.us.us.us.us.us.us.us, %.149.i.1.i167
  %235 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1236 = getelementptr i8, ptr %lsr.iv1221, i64 %235
  %scevgep1237 = getelementptr i8, ptr %scevgep1236, i64 -28
  store float %.32.i, ptr %scevgep1237, align 4
  %scevgep1242 = getelementptr i8, ptr %lsr.iv1240, i64 %232
  %sunkaddr2414 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2415 = getelementptr i8, ptr %lsr.iv1240, i64 %sunkaddr2414
  %.1111.us.us.us.us.us.us.us.1 = load float, ptr %sunkaddr2415, align 4
  %sunkaddr2085 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2086 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2085
  %sunkaddr2087 = getelementptr i8, ptr %sunkaddr2086, i64 4
  %.1120.us.us.us.us.us.us.us.1 = load float, ptr %sunkaddr2087, align 4
  %.149.i.i166.1 = fmul float %.1111.us.us.us.us.us.us.us.1, %.1111.us.us.us.us.us.us.us.1
  %.149.i.1.i167.1 = fmul float %.149.i.i166.1, %.149.i.i166.1
  %.32.i.1 = fmul float %.1120.us.us.us.us.us.us.us.1, %.149.i.1.i167.1
  %236 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1234 = getelementptr i8, ptr %lsr.iv1221, i64 %236
  %scevgep1235 = getelementptr i8, ptr %scevgep1234, i64 -24
  store float %.32.i.1, ptr %scevgep1235, align 4
  %scevgep1243 = getelementptr i8, ptr %scevgep1242, i64 %232
  %sunkaddr2416 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2417 = getelementptr i8, ptr %lsr.iv1240, i64 %sunkaddr2416
  %.1111.us.us.us.us.us.us.us.2 = load float, ptr %sunkaddr2417, align 4
  %sunkaddr2088 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2089 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2088
  %sunkaddr2090 = getelementptr i8, ptr %sunkaddr2089, i64 8
  %.1120.us.us.us.us.us.us.us.2 = load float, ptr %sunkaddr2090, align 4
  %.149.i.i166.2 = fmul float %.1111.us.us.us.us.us.us.us.2, %.1111.us.us.us.us.us.us.us.2
  %.149.i.1.i167.2 = fmul float %.149.i.i166.2, %.149.i.i166.2
  %.32.i.2 = fmul float %.1120.us.us.us.us.us.us.us.2, %.149.i.1.i167.2
  %237 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1232 = getelementptr i8, ptr %lsr.iv1221, i64 %237
  %scevgep1233 = getelementptr i8, ptr %scevgep1232, i64 -20
  store float %.32.i.2, ptr %scevgep1233, align 4
  %scevgep1244 = getelementptr i8, ptr %scevgep1243, i64 %232
  %sunkaddr2418 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2419 = getelementptr i8, ptr %scevgep1243, i64 %sunkaddr2418
  %.1111.us.us.us.us.us.us.us.3 = load float, ptr %sunkaddr2419, align 4
  %sunkaddr2091 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2092 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2091
  %sunkaddr2093 = getelementptr i8, ptr %sunkaddr2092, i64 12
  %.1120.us.us.us.us.us.us.us.3 = load float, ptr %sunkaddr2093, align 4
  %.149.i.i166.3 = fmul float %.1111.us.us.us.us.us.us.us.3, %.1111.us.us.us.us.us.us.us.3
  %.149.i.1.i167.3 = fmul float %.149.i.i166.3, %.149.i.i166.3
  %.32.i.3 = fmul float %.1120.us.us.us.us.us.us.us.3, %.149.i.1.i167.3
  %238 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1230 = getelementptr i8, ptr %lsr.iv1221, i64 %238
  %scevgep1231 = getelementptr i8, ptr %scevgep1230, i64 -16
  store float %.32.i.3, ptr %scevgep1231, align 4
  %scevgep1245 = getelementptr i8, ptr %scevgep1244, i64 %232
  %sunkaddr2420 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2421 = getelementptr i8, ptr %scevgep1243, i64 %sunkaddr2420
  %.1111.us.us.us.us.us.us.us.4 = load float, ptr %sunkaddr2421, align 4
  %sunkaddr2094 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2095 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2094
  %sunkaddr2096 = getelementptr i8, ptr %sunkaddr2095, i64 16
  %.1120.us.us.us.us.us.us.us.4 = load float, ptr %sunkaddr2096, align 4
  %.149.i.i166.4 = fmul float %.1111.us.us.us.us.us.us.us.4, %.1111.us.us.us.us.us.us.us.4
  %.149.i.1.i167.4 = fmul float %.149.i.i166.4, %.149.i.i166.4
  %.32.i.4 = fmul float %.1120.us.us.us.us.us.us.us.4, %.149.i.1.i167.4
  %239 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1228 = getelementptr i8, ptr %lsr.iv1221, i64 %239
  %scevgep1229 = getelementptr i8, ptr %scevgep1228, i64 -12
  store float %.32.i.4, ptr %scevgep1229, align 4
  %scevgep1246 = getelementptr i8, ptr %scevgep1245, i64 %232
  %sunkaddr2422 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2423 = getelementptr i8, ptr %scevgep1245, i64 %sunkaddr2422
  %.1111.us.us.us.us.us.us.us.5 = load float, ptr %sunkaddr2423, align 4
  %sunkaddr2097 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2098 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, ptr %sunkaddr2098, i64 20
  %.1120.us.us.us.us.us.us.us.5 = load float, ptr %sunkaddr2099, align 4
  %.149.i.i166.5 = fmul float %.1111.us.us.us.us.us.us.us.5, %.1111.us.us.us.us.us.us.us.5
  %.149.i.1.i167.5 = fmul float %.149.i.i166.5, %.149.i.i166.5
  %.32.i.5 = fmul float %.1120.us.us.us.us.us.us.us.5, %.149.i.1.i167.5
  %240 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1226 = getelementptr i8, ptr %lsr.iv1221, i64 %240
  %scevgep1227 = getelementptr i8, ptr %scevgep1226, i64 -8
  store float %.32.i.5, ptr %scevgep1227, align 4
  %scevgep1247 = getelementptr i8, ptr %scevgep1246, i64 %232
  %sunkaddr2424 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2425 = getelementptr i8, ptr %scevgep1246, i64 %sunkaddr2424
  %.1111.us.us.us.us.us.us.us.6 = load float, ptr %sunkaddr2425, align 4
  %sunkaddr2100 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2101 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, ptr %sunkaddr2101, i64 24
  %.1120.us.us.us.us.us.us.us.6 = load float, ptr %sunkaddr2102, align 4
  %.149.i.i166.6 = fmul float %.1111.us.us.us.us.us.us.us.6, %.1111.us.us.us.us.us.us.us.6
  %.149.i.1.i167.6 = fmul float %.149.i.i166.6, %.149.i.i166.6
  %.32.i.6 = fmul float %.1120.us.us.us.us.us.us.us.6, %.149.i.1.i167.6
  %241 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1224 = getelementptr i8, ptr %lsr.iv1221, i64 %241
  %scevgep1225 = getelementptr i8, ptr %scevgep1224, i64 -4
  store float %.32.i.6, ptr %scevgep1225, align 4
  %sunkaddr2103 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2104 = getelementptr i8, ptr %scevgep1247, i64 %sunkaddr2103
  %.1111.us.us.us.us.us.us.us.7 = load float, ptr %sunkaddr2104, align 4
  %sunkaddr2105 = mul i64 %loop.index.4296.us.us.us.us.us.us.us, 4
  %sunkaddr2106 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2105
  %sunkaddr2107 = getelementptr i8, ptr %sunkaddr2106, i64 28
  %.1120.us.us.us.us.us.us.us.7 = load float, ptr %sunkaddr2107, align 4
  %.149.i.i166.7 = fmul float %.1111.us.us.us.us.us.us.us.7, %.1111.us.us.us.us.us.us.us.7
  %.149.i.1.i167.7 = fmul float %.149.i.i166.7, %.149.i.i166.7
  %.32.i.7 = fmul float %.1120.us.us.us.us.us.us.us.7, %.149.i.1.i167.7
  %242 = shl i64 %loop.index.4296.us.us.us.us.us.us.us, 2
  %scevgep1223 = getelementptr i8, ptr %lsr.iv1221, i64 %242
  store float %.32.i.7, ptr %scevgep1223, align 4
  %.1152.us.us.us.us.us.us.us.7 = add nuw i64 %loop.index.4296.us.us.us.us.us.us.us, 8
  %scevgep1241 = getelementptr i8, ptr %lsr.iv1240, i64 %231
  %niter959.ncmp.7 = icmp eq i64 %unroll_iter958, %.1152.us.us.us.us.us.us.us.7
  br i1 %niter959.ncmp.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us, !llvm.loop !98

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us
  %243 = icmp eq i64 %xtraiter954, 0
  br i1 %243, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader: ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, %iter.check869
  %loop.index.4296.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check869 ], [ %.1152.us.us.us.us.us.us.us.7, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa ]
  %244 = shl i64 %loop.index.4296.us.us.us.us.us.us.us.epil.init, 2
  %scevgep1251 = getelementptr i8, ptr %lsr.iv1249, i64 %244
  %scevgep1253 = getelementptr i8, ptr %arg.c.4, i64 %244
  %245 = mul i64 %233, %loop.index.4296.us.us.us.us.us.us.us.epil.init
  %scevgep1255 = getelementptr i8, ptr %lsr.iv1238, i64 %245
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil

for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader
  %lsr.iv1256 = phi ptr [ %scevgep1257, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ], [ %scevgep1255, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter955 = phi i64 [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter955.next, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ]
  %.1111.us.us.us.us.us.us.us.epil = load float, ptr %lsr.iv1256, align 4
  %246 = shl nuw nsw i64 %epil.iter955, 2
  %scevgep1254 = getelementptr i8, ptr %scevgep1253, i64 %246
  %.1120.us.us.us.us.us.us.us.epil = load float, ptr %scevgep1254, align 4
  %.149.i.i166.epil = fmul float %.1111.us.us.us.us.us.us.us.epil, %.1111.us.us.us.us.us.us.us.epil
  %.149.i.1.i167.epil = fmul float %.149.i.i166.epil, %.149.i.i166.epil
  %.32.i.epil = fmul float %.1120.us.us.us.us.us.us.us.epil, %.149.i.1.i167.epil
  %247 = shl nuw nsw i64 %epil.iter955, 2
  %scevgep1252 = getelementptr i8, ptr %scevgep1251, i64 %247
  store float %.32.i.epil, ptr %scevgep1252, align 4
  %epil.iter955.next = add i64 %epil.iter955, 1
  %scevgep1257 = getelementptr i8, ptr %lsr.iv1256, i64 %233
  %epil.iter955.cmp.not = icmp eq i64 %xtraiter954, %epil.iter955.next
  br i1 %epil.iter955.cmp.not, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, !llvm.loop !99

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa
  %.1154.us.us.us.us = add nuw nsw i64 %loop.index.3353.us.us.us.us, 1
  %scevgep1222 = getelementptr i8, ptr %lsr.iv1221, i64 %230
  %scevgep1239 = getelementptr i8, ptr %lsr.iv1238, i64 4
  %scevgep1250 = getelementptr i8, ptr %lsr.iv1249, i64 %230
  %exitcond507.not = icmp eq i64 %.1154.us.us.us.us, %.53.fca.2.5.0.load.fr
  br i1 %exitcond507.not, label %for.end.3, label %iter.check869

iter.check819:                                    ; preds = %iter.check819.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split
  %lsr.iv1287 = phi ptr [ %.6.i165, %iter.check819.preheader ], [ %scevgep1288, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1276 = phi ptr [ %.53.fca.2.4.load, %iter.check819.preheader ], [ %scevgep1277, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1259 = phi ptr [ %scevgep1258, %iter.check819.preheader ], [ %scevgep1260, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ]
  %loop.index.3353.us.us.us = phi i64 [ %.1154.us.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split ], [ 0, %iter.check819.preheader ]
  %248 = icmp ult i64 %224, 7
  br i1 %248, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check819
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us.us
  %lsr.iv1278 = phi ptr [ %lsr.iv1276, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %scevgep1279, %for.body.4.endif.endif.endif.endif.us.us.us.us.us ]
  %loop.index.4296.us.us.us.us.us = phi i64 [ %.1152.us.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us.us ], [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.preheader ]
  %.1111.us.us.us.us.us = load float, ptr %lsr.iv1278, align 4
  %.1120.us.us.us.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i168 = fmul float %.1111.us.us.us.us.us, %.1111.us.us.us.us.us
  %.149.i.1.i169 = fmul float %.149.i.i168, %.149.i.i168
  %.32.i170 = fmul float %.1120.us.us.us.us.us, %.149.i.1.i169
  %249 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1274 = getelementptr i8, ptr %lsr.iv1259, i64 %249
  %scevgep1275 = getelementptr i8, ptr %scevgep1274, i64 -28
  store float %.32.i170, ptr %scevgep1275, align 4
  %scevgep1280 = getelementptr i8, ptr %lsr.iv1278, i64 %227
  %sunkaddr2426 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2427 = getelementptr i8, ptr %lsr.iv1278, i64 %sunkaddr2426
  %.1111.us.us.us.us.us.1 = load float, ptr %sunkaddr2427, align 4
  %.1120.us.us.us.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.1 = fmul float %.1111.us.us.us.us.us.1, %.1111.us.us.us.us.us.1
  %.149.i.1.i169.1 = fmul float %.149.i.i168.1, %.149.i.i168.1
  %.32.i170.1 = fmul float %.1120.us.us.us.us.us.1, %.149.i.1.i169.1
  %250 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1272 = getelementptr i8, ptr %lsr.iv1259, i64 %250
  %scevgep1273 = getelementptr i8, ptr %scevgep1272, i64 -24
  store float %.32.i170.1, ptr %scevgep1273, align 4
  %scevgep1281 = getelementptr i8, ptr %scevgep1280, i64 %227
  %sunkaddr2428 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2429 = getelementptr i8, ptr %lsr.iv1278, i64 %sunkaddr2428
  %.1111.us.us.us.us.us.2 = load float, ptr %sunkaddr2429, align 4
  %.1120.us.us.us.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.2 = fmul float %.1111.us.us.us.us.us.2, %.1111.us.us.us.us.us.2
  %.149.i.1.i169.2 = fmul float %.149.i.i168.2, %.149.i.i168.2
  %.32.i170.2 = fmul float %.1120.us.us.us.us.us.2, %.149.i.1.i169.2
  %251 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1270 = getelementptr i8, ptr %lsr.iv1259, i64 %251
  %scevgep1271 = getelementptr i8, ptr %scevgep1270, i64 -20
  store float %.32.i170.2, ptr %scevgep1271, align 4
  %scevgep1282 = getelementptr i8, ptr %scevgep1281, i64 %227
  %sunkaddr2430 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2431 = getelementptr i8, ptr %scevgep1281, i64 %sunkaddr2430
  %.1111.us.us.us.us.us.3 = load float, ptr %sunkaddr2431, align 4
  %.1120.us.us.us.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.3 = fmul float %.1111.us.us.us.us.us.3, %.1111.us.us.us.us.us.3
  %.149.i.1.i169.3 = fmul float %.149.i.i168.3, %.149.i.i168.3
  %.32.i170.3 = fmul float %.1120.us.us.us.us.us.3, %.149.i.1.i169.3
  %252 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1268 = getelementptr i8, ptr %lsr.iv1259, i64 %252
  %scevgep1269 = getelementptr i8, ptr %scevgep1268, i64 -16
  store float %.32.i170.3, ptr %scevgep1269, align 4
  %scevgep1283 = getelementptr i8, ptr %scevgep1282, i64 %227
  %sunkaddr2432 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2433 = getelementptr i8, ptr %scevgep1281, i64 %sunkaddr2432
  %.1111.us.us.us.us.us.4 = load float, ptr %sunkaddr2433, align 4
  %.1120.us.us.us.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.4 = fmul float %.1111.us.us.us.us.us.4, %.1111.us.us.us.us.us.4
  %.149.i.1.i169.4 = fmul float %.149.i.i168.4, %.149.i.i168.4
  %.32.i170.4 = fmul float %.1120.us.us.us.us.us.4, %.149.i.1.i169.4
  %253 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1266 = getelementptr i8, ptr %lsr.iv1259, i64 %253
  %scevgep1267 = getelementptr i8, ptr %scevgep1266, i64 -12
  store float %.32.i170.4, ptr %scevgep1267, align 4
  %scevgep1284 = getelementptr i8, ptr %scevgep1283, i64 %227
  %sunkaddr2434 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2435 = getelementptr i8, ptr %scevgep1283, i64 %sunkaddr2434
  %.1111.us.us.us.us.us.5 = load float, ptr %sunkaddr2435, align 4
  %.1120.us.us.us.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.5 = fmul float %.1111.us.us.us.us.us.5, %.1111.us.us.us.us.us.5
  %.149.i.1.i169.5 = fmul float %.149.i.i168.5, %.149.i.i168.5
  %.32.i170.5 = fmul float %.1120.us.us.us.us.us.5, %.149.i.1.i169.5
  %254 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1264 = getelementptr i8, ptr %lsr.iv1259, i64 %254
  %scevgep1265 = getelementptr i8, ptr %scevgep1264, i64 -8
  store float %.32.i170.5, ptr %scevgep1265, align 4
  %scevgep1285 = getelementptr i8, ptr %scevgep1284, i64 %227
  %sunkaddr2436 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2437 = getelementptr i8, ptr %scevgep1284, i64 %sunkaddr2436
  %.1111.us.us.us.us.us.6 = load float, ptr %sunkaddr2437, align 4
  %.1120.us.us.us.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.6 = fmul float %.1111.us.us.us.us.us.6, %.1111.us.us.us.us.us.6
  %.149.i.1.i169.6 = fmul float %.149.i.i168.6, %.149.i.i168.6
  %.32.i170.6 = fmul float %.1120.us.us.us.us.us.6, %.149.i.1.i169.6
  %255 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1262 = getelementptr i8, ptr %lsr.iv1259, i64 %255
  %scevgep1263 = getelementptr i8, ptr %scevgep1262, i64 -4
  store float %.32.i170.6, ptr %scevgep1263, align 4
  %sunkaddr2108 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2109 = getelementptr i8, ptr %scevgep1285, i64 %sunkaddr2108
  %.1111.us.us.us.us.us.7 = load float, ptr %sunkaddr2109, align 4
  %.1120.us.us.us.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i168.7 = fmul float %.1111.us.us.us.us.us.7, %.1111.us.us.us.us.us.7
  %.149.i.1.i169.7 = fmul float %.149.i.i168.7, %.149.i.i168.7
  %.32.i170.7 = fmul float %.1120.us.us.us.us.us.7, %.149.i.1.i169.7
  %256 = shl i64 %loop.index.4296.us.us.us.us.us, 2
  %scevgep1261 = getelementptr i8, ptr %lsr.iv1259, i64 %256
  store float %.32.i170.7, ptr %scevgep1261, align 4
  %.1152.us.us.us.us.us.7 = add nuw i64 %loop.index.4296.us.us.us.us.us, 8
  %scevgep1279 = getelementptr i8, ptr %lsr.iv1278, i64 %226
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.1152.us.us.us.us.us.7
  br i1 %niter.ncmp.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !100

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us
  %257 = icmp eq i64 %xtraiter951, 0
  br i1 %257, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader: ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, %iter.check819
  %loop.index.4296.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check819 ], [ %.1152.us.us.us.us.us.7, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa ]
  %258 = shl i64 %loop.index.4296.us.us.us.us.us.epil.init, 2
  %scevgep1289 = getelementptr i8, ptr %lsr.iv1287, i64 %258
  %259 = mul i64 %228, %loop.index.4296.us.us.us.us.us.epil.init
  %scevgep1291 = getelementptr i8, ptr %lsr.iv1276, i64 %259
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil

for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader
  %lsr.iv1292 = phi ptr [ %scevgep1293, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil ], [ %scevgep1291, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ]
  %epil.iter = phi i64 [ 0, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ], [ %epil.iter.next, %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil ]
  %.1111.us.us.us.us.us.epil = load float, ptr %lsr.iv1292, align 4
  %.1120.us.us.us.us.us.epil = load float, ptr %arg.c.4, align 4
  %.149.i.i168.epil = fmul float %.1111.us.us.us.us.us.epil, %.1111.us.us.us.us.us.epil
  %.149.i.1.i169.epil = fmul float %.149.i.i168.epil, %.149.i.i168.epil
  %.32.i170.epil = fmul float %.1120.us.us.us.us.us.epil, %.149.i.1.i169.epil
  %260 = shl nuw nsw i64 %epil.iter, 2
  %scevgep1290 = getelementptr i8, ptr %scevgep1289, i64 %260
  store float %.32.i170.epil, ptr %scevgep1290, align 4
  %epil.iter.next = add i64 %epil.iter, 1
  %scevgep1293 = getelementptr i8, ptr %lsr.iv1292, i64 %228
  %epil.iter.cmp.not = icmp eq i64 %xtraiter951, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, label %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, !llvm.loop !101

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us.us.epil, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa
  %.1154.us.us.us = add nuw nsw i64 %loop.index.3353.us.us.us, 1
  %scevgep1260 = getelementptr i8, ptr %lsr.iv1259, i64 %225
  %scevgep1277 = getelementptr i8, ptr %lsr.iv1276, i64 4
  %scevgep1288 = getelementptr i8, ptr %lsr.iv1287, i64 %225
  %exitcond505.not = icmp eq i64 %.1154.us.us.us, %.53.fca.2.5.0.load.fr
  br i1 %exitcond505.not, label %for.end.3, label %iter.check819

for.cond.4.preheader.lr.ph.split.us.split.us.split: ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us
  %261 = icmp ugt i64 %arg.c.5.0.fr, 1
  %262 = mul i64 %.53.fca.2.5.0.load.fr, %dest_shape.2180.sroa.5.1
  %263 = shl i64 %262, 2
  %scevgep755 = getelementptr i8, ptr %.6.i165, i64 %263
  br i1 %261, label %for.cond.4.preheader.us.us.us425.preheader, label %for.cond.4.preheader.us.us.preheader

for.cond.4.preheader.us.us.preheader:             ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split
  %const = bitcast i64 6917529027641081792 to i64
  %264 = shl i64 %.53.fca.2.5.0.load.fr, 2
  %scevgep714 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %264
  %scevgep715 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0716 = icmp ult ptr %.6.i165, %scevgep714
  %bound1717 = icmp ult ptr %.53.fca.2.4.load, %scevgep755
  %found.conflict718 = and i1 %bound0716, %bound1717
  %bound0719 = icmp ult ptr %.6.i165, %scevgep715
  %bound1720 = icmp ult ptr %arg.c.4, %scevgep755
  %found.conflict721 = and i1 %bound0719, %bound1720
  %.mask = and i64 %dest_shape.2180.sroa.5.1, 2305843009213693952
  %stride.check722 = icmp ne i64 %.mask, 0
  %265 = or i1 %found.conflict721, %stride.check722
  %conflict.rdx723 = or i1 %found.conflict718, %265
  %n.vec731 = and i64 %dest_shape.2180.sroa.5.1, %const
  %const_mat = add i64 %const, 60
  %n.vec745 = and i64 %dest_shape.2180.sroa.5.1, %const_mat
  %scevgep1351 = getelementptr i8, ptr %.6.i165, i64 192
  %266 = shl i64 %dest_shape.2180.sroa.5.1, 2
  br label %iter.check726

for.cond.4.preheader.us.us.us425.preheader:       ; preds = %for.cond.4.preheader.lr.ph.split.us.split.us.split
  %const1759 = bitcast i64 9223372036854775800 to i64
  %267 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %268 = shl i64 %.53.fca.2.5.0.load.fr, 2
  %scevgep756 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %268
  %scevgep757 = getelementptr i8, ptr %arg.c.4, i64 %267
  %bound0758 = icmp ult ptr %.6.i165, %scevgep756
  %bound1759 = icmp ult ptr %.53.fca.2.4.load, %scevgep755
  %found.conflict760 = and i1 %bound0758, %bound1759
  %bound0762 = icmp ult ptr %.6.i165, %scevgep757
  %bound1763 = icmp ult ptr %arg.c.4, %scevgep755
  %found.conflict764 = and i1 %bound0762, %bound1763
  %stride.check765 = icmp slt i64 %267, 0
  %269 = or i1 %found.conflict764, %stride.check765
  %conflict.rdx766 = or i1 %found.conflict760, %269
  %const_mat1760 = add i64 %const1759, -56
  %n.vec774 = and i64 %dest_shape.2180.sroa.5.1, %const_mat1760
  %n.vec792 = and i64 %dest_shape.2180.sroa.5.1, %const1759
  %xtraiter948 = and i64 %dest_shape.2180.sroa.5.1, 7
  %scevgep1294 = getelementptr i8, ptr %.6.i165, i64 192
  br label %iter.check769

iter.check769:                                    ; preds = %for.cond.4.preheader.us.us.us425.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us
  %lsr.iv1312 = phi ptr [ %.6.i165, %for.cond.4.preheader.us.us.us425.preheader ], [ %scevgep1313, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1295 = phi ptr [ %scevgep1294, %for.cond.4.preheader.us.us.us425.preheader ], [ %scevgep1296, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ]
  %loop.index.3353.us.us.us426 = phi i64 [ %.1154.us.us.us429, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us ], [ 0, %for.cond.4.preheader.us.us.us425.preheader ]
  %270 = icmp ult i64 %dest_shape.2180.sroa.5.1, 8
  %brmerge = select i1 %270, i1 true, i1 %conflict.rdx766
  br i1 %brmerge, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader, label %vector.main.loop.iter.check771

vector.main.loop.iter.check771:                   ; preds = %iter.check769
  %271 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %271, label %vec.epilog.ph790, label %vector.ph772

vector.ph772:                                     ; preds = %vector.main.loop.iter.check771
  %sunkaddr2110 = mul i64 %loop.index.3353.us.us.us426, 4
  %sunkaddr2111 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2110
  %272 = load float, ptr %sunkaddr2111, align 4, !alias.scope !102
  %.scalar = fmul float %272, %272
  %.scalar905 = fmul float %.scalar, %.scalar
  %273 = insertelement <16 x float> poison, float %.scalar905, i64 0
  %274 = shufflevector <16 x float> %273, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body777

vector.body777:                                   ; preds = %vector.body777, %vector.ph772
  %index778 = phi i64 [ 0, %vector.ph772 ], [ %index.next783, %vector.body777 ]
  %sunkaddr2112 = mul i64 %index778, 4
  %sunkaddr2113 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2112
  %wide.load779 = load <16 x float>, ptr %sunkaddr2113, align 4, !alias.scope !105
  %sunkaddr2114 = mul i64 %index778, 4
  %sunkaddr2115 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2114
  %sunkaddr2116 = getelementptr i8, ptr %sunkaddr2115, i64 64
  %wide.load780 = load <16 x float>, ptr %sunkaddr2116, align 4, !alias.scope !105
  %sunkaddr2117 = mul i64 %index778, 4
  %sunkaddr2118 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2117
  %sunkaddr2119 = getelementptr i8, ptr %sunkaddr2118, i64 128
  %wide.load781 = load <16 x float>, ptr %sunkaddr2119, align 4, !alias.scope !105
  %sunkaddr2120 = mul i64 %index778, 4
  %sunkaddr2121 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2120
  %sunkaddr2122 = getelementptr i8, ptr %sunkaddr2121, i64 192
  %wide.load782 = load <16 x float>, ptr %sunkaddr2122, align 4, !alias.scope !105
  %275 = fmul <16 x float> %wide.load779, %274
  %276 = fmul <16 x float> %wide.load780, %274
  %277 = fmul <16 x float> %wide.load781, %274
  %278 = fmul <16 x float> %wide.load782, %274
  %279 = shl i64 %index778, 2
  %scevgep1302 = getelementptr i8, ptr %lsr.iv1295, i64 %279
  %scevgep1303 = getelementptr i8, ptr %scevgep1302, i64 -192
  %280 = shl i64 %index778, 2
  %scevgep1300 = getelementptr i8, ptr %lsr.iv1295, i64 %280
  %scevgep1301 = getelementptr i8, ptr %scevgep1300, i64 -128
  %281 = shl i64 %index778, 2
  %scevgep1298 = getelementptr i8, ptr %lsr.iv1295, i64 %281
  %scevgep1299 = getelementptr i8, ptr %scevgep1298, i64 -64
  %282 = shl i64 %index778, 2
  %scevgep1297 = getelementptr i8, ptr %lsr.iv1295, i64 %282
  store <16 x float> %275, ptr %scevgep1303, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %276, ptr %scevgep1301, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %277, ptr %scevgep1299, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %278, ptr %scevgep1297, align 4, !alias.scope !107, !noalias !109
  %index.next783 = add nuw i64 %index778, 64
  %283 = icmp eq i64 %n.vec774, %index.next783
  br i1 %283, label %middle.block784, label %vector.body777, !llvm.loop !110

middle.block784:                                  ; preds = %vector.body777
  %284 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec774
  br i1 %284, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check788

vec.epilog.iter.check788:                         ; preds = %middle.block784
  %285 = and i64 %dest_shape.2180.sroa.5.1, 56
  %286 = icmp eq i64 %285, 0
  br i1 %286, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader, label %vec.epilog.ph790, !prof !23

vec.epilog.ph790:                                 ; preds = %vector.main.loop.iter.check771, %vec.epilog.iter.check788
  %vec.epilog.resume.val786 = phi i64 [ %n.vec774, %vec.epilog.iter.check788 ], [ 0, %vector.main.loop.iter.check771 ]
  %sunkaddr2123 = mul i64 %loop.index.3353.us.us.us426, 4
  %sunkaddr2124 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2123
  %287 = load float, ptr %sunkaddr2124, align 4, !alias.scope !102
  %.scalar906 = fmul float %287, %287
  %.scalar907 = fmul float %.scalar906, %.scalar906
  %288 = insertelement <8 x float> poison, float %.scalar907, i64 0
  %289 = shufflevector <8 x float> %288, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body795

vec.epilog.vector.body795:                        ; preds = %vec.epilog.vector.body795, %vec.epilog.ph790
  %index796 = phi i64 [ %vec.epilog.resume.val786, %vec.epilog.ph790 ], [ %index.next798, %vec.epilog.vector.body795 ]
  %290 = shl i64 %index796, 2
  %scevgep1315 = getelementptr i8, ptr %arg.c.4, i64 %290
  %wide.load797 = load <8 x float>, ptr %scevgep1315, align 4, !alias.scope !105
  %291 = fmul <8 x float> %wide.load797, %289
  %292 = shl i64 %index796, 2
  %scevgep1314 = getelementptr i8, ptr %lsr.iv1312, i64 %292
  store <8 x float> %291, ptr %scevgep1314, align 4, !alias.scope !107, !noalias !109
  %index.next798 = add nuw i64 %index796, 8
  %293 = icmp eq i64 %n.vec792, %index.next798
  br i1 %293, label %vec.epilog.middle.block799, label %vec.epilog.vector.body795, !llvm.loop !111

vec.epilog.middle.block799:                       ; preds = %vec.epilog.vector.body795
  %294 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec792
  br i1 %294, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader: ; preds = %iter.check769, %vec.epilog.iter.check788, %vec.epilog.middle.block799
  %loop.index.4296.us.us.us.us405.us.ph = phi i64 [ 0, %iter.check769 ], [ %n.vec792, %vec.epilog.middle.block799 ], [ %n.vec774, %vec.epilog.iter.check788 ]
  %295 = icmp eq i64 %xtraiter948, 0
  br i1 %295, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.preheader

for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol

for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol
  %lsr.iv1318 = phi i64 [ %xtraiter948, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.preheader ], [ %lsr.iv.next1319, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol ]
  %loop.index.4296.us.us.us.us405.us.prol = phi i64 [ %.1152.us.us.us.us411.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol ], [ %loop.index.4296.us.us.us.us405.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.preheader ]
  %sunkaddr2125 = mul i64 %loop.index.3353.us.us.us426, 4
  %sunkaddr2126 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2125
  %.1111.us.us.us.us407.us.prol = load float, ptr %sunkaddr2126, align 4
  %296 = shl i64 %loop.index.4296.us.us.us.us405.us.prol, 2
  %scevgep1317 = getelementptr i8, ptr %arg.c.4, i64 %296
  %.1120.us.us.us.us415.us.prol = load float, ptr %scevgep1317, align 4
  %.149.i.i171.prol = fmul float %.1111.us.us.us.us407.us.prol, %.1111.us.us.us.us407.us.prol
  %.149.i.1.i172.prol = fmul float %.149.i.i171.prol, %.149.i.i171.prol
  %.32.i173.prol = fmul float %.1120.us.us.us.us415.us.prol, %.149.i.1.i172.prol
  %297 = shl i64 %loop.index.4296.us.us.us.us405.us.prol, 2
  %scevgep1316 = getelementptr i8, ptr %lsr.iv1312, i64 %297
  store float %.32.i173.prol, ptr %scevgep1316, align 4
  %.1152.us.us.us.us411.us.prol = add nuw nsw i64 %loop.index.4296.us.us.us.us405.us.prol, 1
  %lsr.iv.next1319 = add nsw i64 %lsr.iv1318, -1
  %prol.iter950.cmp.not = icmp eq i64 %lsr.iv.next1319, 0
  br i1 %prol.iter950.cmp.not, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol, !llvm.loop !112

for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader
  %loop.index.4296.us.us.us.us405.us.unr = phi i64 [ %loop.index.4296.us.us.us.us405.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader ], [ %.1152.us.us.us.us411.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol ]
  %298 = sub nsw i64 %loop.index.4296.us.us.us.us405.us.ph, %dest_shape.2180.sroa.5.1
  %299 = icmp ugt i64 %298, -8
  br i1 %299, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader982

for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader982: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us

for.body.4.endif.endif.endif.endif.us.us.us.us408.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader982, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us
  %loop.index.4296.us.us.us.us405.us = phi i64 [ %.1152.us.us.us.us411.us.7, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us ], [ %loop.index.4296.us.us.us.us405.us.unr, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.preheader982 ]
  %sunkaddr2127 = mul i64 %loop.index.3353.us.us.us426, 4
  %sunkaddr2128 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2127
  %.1111.us.us.us.us407.us = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2129 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2130 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2129
  %.1120.us.us.us.us415.us = load float, ptr %sunkaddr2130, align 4
  %.149.i.i171 = fmul float %.1111.us.us.us.us407.us, %.1111.us.us.us.us407.us
  %.149.i.1.i172 = fmul float %.149.i.i171, %.149.i.i171
  %.32.i173 = fmul float %.1120.us.us.us.us415.us, %.149.i.1.i172
  %300 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1322 = getelementptr i8, ptr %lsr.iv1312, i64 %300
  store float %.32.i173, ptr %scevgep1322, align 4
  %.1111.us.us.us.us407.us.1 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2131 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2132 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2131
  %sunkaddr2133 = getelementptr i8, ptr %sunkaddr2132, i64 4
  %.1120.us.us.us.us415.us.1 = load float, ptr %sunkaddr2133, align 4
  %.149.i.i171.1 = fmul float %.1111.us.us.us.us407.us.1, %.1111.us.us.us.us407.us.1
  %.149.i.1.i172.1 = fmul float %.149.i.i171.1, %.149.i.i171.1
  %.32.i173.1 = fmul float %.1120.us.us.us.us415.us.1, %.149.i.1.i172.1
  %301 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1325 = getelementptr i8, ptr %lsr.iv1312, i64 %301
  %scevgep1326 = getelementptr i8, ptr %scevgep1325, i64 4
  store float %.32.i173.1, ptr %scevgep1326, align 4
  %.1111.us.us.us.us407.us.2 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2134 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2135 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2134
  %sunkaddr2136 = getelementptr i8, ptr %sunkaddr2135, i64 8
  %.1120.us.us.us.us415.us.2 = load float, ptr %sunkaddr2136, align 4
  %.149.i.i171.2 = fmul float %.1111.us.us.us.us407.us.2, %.1111.us.us.us.us407.us.2
  %.149.i.1.i172.2 = fmul float %.149.i.i171.2, %.149.i.i171.2
  %.32.i173.2 = fmul float %.1120.us.us.us.us415.us.2, %.149.i.1.i172.2
  %302 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1327 = getelementptr i8, ptr %lsr.iv1312, i64 %302
  %scevgep1328 = getelementptr i8, ptr %scevgep1327, i64 8
  store float %.32.i173.2, ptr %scevgep1328, align 4
  %.1111.us.us.us.us407.us.3 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2137 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2138 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2137
  %sunkaddr2139 = getelementptr i8, ptr %sunkaddr2138, i64 12
  %.1120.us.us.us.us415.us.3 = load float, ptr %sunkaddr2139, align 4
  %.149.i.i171.3 = fmul float %.1111.us.us.us.us407.us.3, %.1111.us.us.us.us407.us.3
  %.149.i.1.i172.3 = fmul float %.149.i.i171.3, %.149.i.i171.3
  %.32.i173.3 = fmul float %.1120.us.us.us.us415.us.3, %.149.i.1.i172.3
  %303 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1329 = getelementptr i8, ptr %lsr.iv1312, i64 %303
  %scevgep1330 = getelementptr i8, ptr %scevgep1329, i64 12
  store float %.32.i173.3, ptr %scevgep1330, align 4
  %.1111.us.us.us.us407.us.4 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2140 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2141 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2140
  %sunkaddr2142 = getelementptr i8, ptr %sunkaddr2141, i64 16
  %.1120.us.us.us.us415.us.4 = load float, ptr %sunkaddr2142, align 4
  %.149.i.i171.4 = fmul float %.1111.us.us.us.us407.us.4, %.1111.us.us.us.us407.us.4
  %.149.i.1.i172.4 = fmul float %.149.i.i171.4, %.149.i.i171.4
  %.32.i173.4 = fmul float %.1120.us.us.us.us415.us.4, %.149.i.1.i172.4
  %304 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1320 = getelementptr i8, ptr %lsr.iv1312, i64 %304
  %scevgep1321 = getelementptr i8, ptr %scevgep1320, i64 16
  store float %.32.i173.4, ptr %scevgep1321, align 4
  %.1111.us.us.us.us407.us.5 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2143 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2144 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2143
  %sunkaddr2145 = getelementptr i8, ptr %sunkaddr2144, i64 20
  %.1120.us.us.us.us415.us.5 = load float, ptr %sunkaddr2145, align 4
  %.149.i.i171.5 = fmul float %.1111.us.us.us.us407.us.5, %.1111.us.us.us.us407.us.5
  %.149.i.1.i172.5 = fmul float %.149.i.i171.5, %.149.i.i171.5
  %.32.i173.5 = fmul float %.1120.us.us.us.us415.us.5, %.149.i.1.i172.5
  %305 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1333 = getelementptr i8, ptr %lsr.iv1312, i64 %305
  %scevgep1334 = getelementptr i8, ptr %scevgep1333, i64 20
  store float %.32.i173.5, ptr %scevgep1334, align 4
  %.1111.us.us.us.us407.us.6 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2146 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2147 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2146
  %sunkaddr2148 = getelementptr i8, ptr %sunkaddr2147, i64 24
  %.1120.us.us.us.us415.us.6 = load float, ptr %sunkaddr2148, align 4
  %.149.i.i171.6 = fmul float %.1111.us.us.us.us407.us.6, %.1111.us.us.us.us407.us.6
  %.149.i.1.i172.6 = fmul float %.149.i.i171.6, %.149.i.i171.6
  %.32.i173.6 = fmul float %.1120.us.us.us.us415.us.6, %.149.i.1.i172.6
  %306 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1331 = getelementptr i8, ptr %lsr.iv1312, i64 %306
  %scevgep1332 = getelementptr i8, ptr %scevgep1331, i64 24
  store float %.32.i173.6, ptr %scevgep1332, align 4
  %.1111.us.us.us.us407.us.7 = load float, ptr %sunkaddr2128, align 4
  %sunkaddr2149 = mul i64 %loop.index.4296.us.us.us.us405.us, 4
  %sunkaddr2150 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2149
  %sunkaddr2151 = getelementptr i8, ptr %sunkaddr2150, i64 28
  %.1120.us.us.us.us415.us.7 = load float, ptr %sunkaddr2151, align 4
  %.149.i.i171.7 = fmul float %.1111.us.us.us.us407.us.7, %.1111.us.us.us.us407.us.7
  %.149.i.1.i172.7 = fmul float %.149.i.i171.7, %.149.i.i171.7
  %.32.i173.7 = fmul float %.1120.us.us.us.us415.us.7, %.149.i.1.i172.7
  %307 = shl i64 %loop.index.4296.us.us.us.us405.us, 2
  %scevgep1323 = getelementptr i8, ptr %lsr.iv1312, i64 %307
  %scevgep1324 = getelementptr i8, ptr %scevgep1323, i64 28
  store float %.32.i173.7, ptr %scevgep1324, align 4
  %.1152.us.us.us.us411.us.7 = add nuw nsw i64 %loop.index.4296.us.us.us.us405.us, 8
  %exitcond502.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us.us.us.us411.us.7
  br i1 %exitcond502.not.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, label %for.body.4.endif.endif.endif.endif.us.us.us.us408.us, !llvm.loop !113

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.us408.us, %for.body.4.endif.endif.endif.endif.us.us.us.us408.us.prol.loopexit, %vec.epilog.middle.block799, %middle.block784
  %.1154.us.us.us429 = add nuw nsw i64 %loop.index.3353.us.us.us426, 1
  %scevgep1296 = getelementptr i8, ptr %lsr.iv1295, i64 %267
  %scevgep1313 = getelementptr i8, ptr %lsr.iv1312, i64 %267
  %exitcond503.not = icmp eq i64 %.1154.us.us.us429, %.53.fca.2.5.0.load.fr
  br i1 %exitcond503.not, label %for.end.3, label %iter.check769

iter.check726:                                    ; preds = %for.cond.4.preheader.us.us.preheader, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split
  %lsr.iv1361 = phi ptr [ %.6.i165, %for.cond.4.preheader.us.us.preheader ], [ %scevgep1362, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ]
  %lsr.iv1352 = phi ptr [ %scevgep1351, %for.cond.4.preheader.us.us.preheader ], [ %scevgep1353, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ]
  %loop.index.3353.us.us = phi i64 [ %.1154.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split ], [ 0, %for.cond.4.preheader.us.us.preheader ]
  %308 = icmp ult i64 %dest_shape.2180.sroa.5.1, 4
  %brmerge972 = select i1 %308, i1 true, i1 %conflict.rdx723
  br i1 %brmerge972, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check728

vector.main.loop.iter.check728:                   ; preds = %iter.check726
  %309 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %309, label %vec.epilog.ph743, label %vector.ph729

vector.ph729:                                     ; preds = %vector.main.loop.iter.check728
  %310 = load float, ptr %arg.c.4, align 4, !alias.scope !114
  %sunkaddr2152 = mul i64 %loop.index.3353.us.us, 4
  %sunkaddr2153 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2152
  %311 = load float, ptr %sunkaddr2153, align 4, !alias.scope !117
  %312 = fmul float %311, %311
  %313 = fmul float %312, %312
  %314 = fmul float %310, %313
  %broadcast.splatinsert734 = insertelement <16 x float> poison, float %314, i64 0
  %broadcast.splat735 = shufflevector <16 x float> %broadcast.splatinsert734, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body732

vector.body732:                                   ; preds = %vector.body732, %vector.ph729
  %index733 = phi i64 [ 0, %vector.ph729 ], [ %index.next736, %vector.body732 ]
  %315 = shl i64 %index733, 2
  %scevgep1359 = getelementptr i8, ptr %lsr.iv1352, i64 %315
  %scevgep1360 = getelementptr i8, ptr %scevgep1359, i64 -192
  %316 = shl i64 %index733, 2
  %scevgep1357 = getelementptr i8, ptr %lsr.iv1352, i64 %316
  %scevgep1358 = getelementptr i8, ptr %scevgep1357, i64 -128
  %317 = shl i64 %index733, 2
  %scevgep1355 = getelementptr i8, ptr %lsr.iv1352, i64 %317
  %scevgep1356 = getelementptr i8, ptr %scevgep1355, i64 -64
  %318 = shl i64 %index733, 2
  %scevgep1354 = getelementptr i8, ptr %lsr.iv1352, i64 %318
  store <16 x float> %broadcast.splat735, ptr %scevgep1360, align 4, !alias.scope !119, !noalias !121
  store <16 x float> %broadcast.splat735, ptr %scevgep1358, align 4, !alias.scope !119, !noalias !121
  store <16 x float> %broadcast.splat735, ptr %scevgep1356, align 4, !alias.scope !119, !noalias !121
  store <16 x float> %broadcast.splat735, ptr %scevgep1354, align 4, !alias.scope !119, !noalias !121
  %index.next736 = add nuw i64 %index733, 64
  %319 = icmp eq i64 %n.vec731, %index.next736
  br i1 %319, label %middle.block737, label %vector.body732, !llvm.loop !122

middle.block737:                                  ; preds = %vector.body732
  %320 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec731
  br i1 %320, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %vec.epilog.iter.check741

vec.epilog.iter.check741:                         ; preds = %middle.block737
  %321 = and i64 %dest_shape.2180.sroa.5.1, 60
  %322 = icmp eq i64 %321, 0
  br i1 %322, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph743, !prof !41

vec.epilog.ph743:                                 ; preds = %vector.main.loop.iter.check728, %vec.epilog.iter.check741
  %vec.epilog.resume.val739 = phi i64 [ %n.vec731, %vec.epilog.iter.check741 ], [ 0, %vector.main.loop.iter.check728 ]
  %323 = load float, ptr %arg.c.4, align 4, !alias.scope !114
  %sunkaddr2154 = mul i64 %loop.index.3353.us.us, 4
  %sunkaddr2155 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2154
  %324 = load float, ptr %sunkaddr2155, align 4, !alias.scope !117
  %325 = fmul float %324, %324
  %326 = fmul float %325, %325
  %327 = fmul float %323, %326
  %broadcast.splatinsert748 = insertelement <4 x float> poison, float %327, i64 0
  %broadcast.splat749 = shufflevector <4 x float> %broadcast.splatinsert748, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body746

vec.epilog.vector.body746:                        ; preds = %vec.epilog.vector.body746, %vec.epilog.ph743
  %index747 = phi i64 [ %vec.epilog.resume.val739, %vec.epilog.ph743 ], [ %index.next750, %vec.epilog.vector.body746 ]
  %328 = shl i64 %index747, 2
  %scevgep1363 = getelementptr i8, ptr %lsr.iv1361, i64 %328
  store <4 x float> %broadcast.splat749, ptr %scevgep1363, align 4, !alias.scope !119, !noalias !121
  %index.next750 = add nuw i64 %index747, 4
  %329 = icmp eq i64 %n.vec745, %index.next750
  br i1 %329, label %vec.epilog.middle.block751, label %vec.epilog.vector.body746, !llvm.loop !123

vec.epilog.middle.block751:                       ; preds = %vec.epilog.vector.body746
  %330 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec745
  br i1 %330, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us.us.us.preheader: ; preds = %vec.epilog.middle.block751, %vec.epilog.iter.check741, %iter.check726
  %loop.index.4296.us.us.us.ph = phi i64 [ 0, %iter.check726 ], [ %n.vec731, %vec.epilog.iter.check741 ], [ %n.vec745, %vec.epilog.middle.block751 ]
  %331 = sub nsw i64 %dest_shape.2180.sroa.5.1, %loop.index.4296.us.us.us.ph
  %xtraiter945 = and i64 %331, 7
  %lcmp.mod946.not = icmp eq i64 %xtraiter945, 0
  br i1 %lcmp.mod946.not, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us.us.us.prol

for.body.4.endif.endif.endif.endif.us.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us.us.us.prol
  %lsr.iv1365 = phi i64 [ %xtraiter945, %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next1366, %for.body.4.endif.endif.endif.endif.us.us.us.prol ]
  %loop.index.4296.us.us.us.prol = phi i64 [ %.1152.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.prol ], [ %loop.index.4296.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %sunkaddr2156 = mul i64 %loop.index.3353.us.us, 4
  %sunkaddr2157 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2156
  %.1111.us.us.us.prol = load float, ptr %sunkaddr2157, align 4
  %.1120.us.us.us.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i174.prol = fmul float %.1111.us.us.us.prol, %.1111.us.us.us.prol
  %.149.i.1.i175.prol = fmul float %.149.i.i174.prol, %.149.i.i174.prol
  %.32.i176.prol = fmul float %.1120.us.us.us.prol, %.149.i.1.i175.prol
  %332 = shl i64 %loop.index.4296.us.us.us.prol, 2
  %scevgep1364 = getelementptr i8, ptr %lsr.iv1361, i64 %332
  store float %.32.i176.prol, ptr %scevgep1364, align 4
  %.1152.us.us.us.prol = add nuw nsw i64 %loop.index.4296.us.us.us.prol, 1
  %lsr.iv.next1366 = add nsw i64 %lsr.iv1365, -1
  %prol.iter947.cmp.not = icmp eq i64 %lsr.iv.next1366, 0
  br i1 %prol.iter947.cmp.not, label %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us.us.us.prol, !llvm.loop !124

for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.preheader
  %loop.index.4296.us.us.us.unr = phi i64 [ %loop.index.4296.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us.us.us.preheader ], [ %.1152.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us.us.us.prol ]
  %333 = sub nsw i64 %loop.index.4296.us.us.us.ph, %dest_shape.2180.sroa.5.1
  %334 = icmp ugt i64 %333, -8
  br i1 %334, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us.preheader984

for.body.4.endif.endif.endif.endif.us.us.us.preheader984: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us.us.us

for.body.4.endif.endif.endif.endif.us.us.us:      ; preds = %for.body.4.endif.endif.endif.endif.us.us.us.preheader984, %for.body.4.endif.endif.endif.endif.us.us.us
  %loop.index.4296.us.us.us = phi i64 [ %.1152.us.us.us.7, %for.body.4.endif.endif.endif.endif.us.us.us ], [ %loop.index.4296.us.us.us.unr, %for.body.4.endif.endif.endif.endif.us.us.us.preheader984 ]
  %sunkaddr2158 = mul i64 %loop.index.3353.us.us, 4
  %sunkaddr2159 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2158
  %.1111.us.us.us = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i174 = fmul float %.1111.us.us.us, %.1111.us.us.us
  %.149.i.1.i175 = fmul float %.149.i.i174, %.149.i.i174
  %.32.i176 = fmul float %.1120.us.us.us, %.149.i.1.i175
  %335 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1369 = getelementptr i8, ptr %lsr.iv1361, i64 %335
  store float %.32.i176, ptr %scevgep1369, align 4
  %.1111.us.us.us.1 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.1 = fmul float %.1111.us.us.us.1, %.1111.us.us.us.1
  %.149.i.1.i175.1 = fmul float %.149.i.i174.1, %.149.i.i174.1
  %.32.i176.1 = fmul float %.1120.us.us.us.1, %.149.i.1.i175.1
  %336 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1374 = getelementptr i8, ptr %lsr.iv1361, i64 %336
  %scevgep1375 = getelementptr i8, ptr %scevgep1374, i64 4
  store float %.32.i176.1, ptr %scevgep1375, align 4
  %.1111.us.us.us.2 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.2 = fmul float %.1111.us.us.us.2, %.1111.us.us.us.2
  %.149.i.1.i175.2 = fmul float %.149.i.i174.2, %.149.i.i174.2
  %.32.i176.2 = fmul float %.1120.us.us.us.2, %.149.i.1.i175.2
  %337 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1376 = getelementptr i8, ptr %lsr.iv1361, i64 %337
  %scevgep1377 = getelementptr i8, ptr %scevgep1376, i64 8
  store float %.32.i176.2, ptr %scevgep1377, align 4
  %.1111.us.us.us.3 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.3 = fmul float %.1111.us.us.us.3, %.1111.us.us.us.3
  %.149.i.1.i175.3 = fmul float %.149.i.i174.3, %.149.i.i174.3
  %.32.i176.3 = fmul float %.1120.us.us.us.3, %.149.i.1.i175.3
  %338 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1378 = getelementptr i8, ptr %lsr.iv1361, i64 %338
  %scevgep1379 = getelementptr i8, ptr %scevgep1378, i64 12
  store float %.32.i176.3, ptr %scevgep1379, align 4
  %.1111.us.us.us.4 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.4 = fmul float %.1111.us.us.us.4, %.1111.us.us.us.4
  %.149.i.1.i175.4 = fmul float %.149.i.i174.4, %.149.i.i174.4
  %.32.i176.4 = fmul float %.1120.us.us.us.4, %.149.i.1.i175.4
  %339 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1367 = getelementptr i8, ptr %lsr.iv1361, i64 %339
  %scevgep1368 = getelementptr i8, ptr %scevgep1367, i64 16
  store float %.32.i176.4, ptr %scevgep1368, align 4
  %.1111.us.us.us.5 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.5 = fmul float %.1111.us.us.us.5, %.1111.us.us.us.5
  %.149.i.1.i175.5 = fmul float %.149.i.i174.5, %.149.i.i174.5
  %.32.i176.5 = fmul float %.1120.us.us.us.5, %.149.i.1.i175.5
  %340 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1380 = getelementptr i8, ptr %lsr.iv1361, i64 %340
  %scevgep1381 = getelementptr i8, ptr %scevgep1380, i64 20
  store float %.32.i176.5, ptr %scevgep1381, align 4
  %.1111.us.us.us.6 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.6 = fmul float %.1111.us.us.us.6, %.1111.us.us.us.6
  %.149.i.1.i175.6 = fmul float %.149.i.i174.6, %.149.i.i174.6
  %.32.i176.6 = fmul float %.1120.us.us.us.6, %.149.i.1.i175.6
  %341 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1372 = getelementptr i8, ptr %lsr.iv1361, i64 %341
  %scevgep1373 = getelementptr i8, ptr %scevgep1372, i64 24
  store float %.32.i176.6, ptr %scevgep1373, align 4
  %.1111.us.us.us.7 = load float, ptr %sunkaddr2159, align 4
  %.1120.us.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i174.7 = fmul float %.1111.us.us.us.7, %.1111.us.us.us.7
  %.149.i.1.i175.7 = fmul float %.149.i.i174.7, %.149.i.i174.7
  %.32.i176.7 = fmul float %.1120.us.us.us.7, %.149.i.1.i175.7
  %342 = shl i64 %loop.index.4296.us.us.us, 2
  %scevgep1370 = getelementptr i8, ptr %lsr.iv1361, i64 %342
  %scevgep1371 = getelementptr i8, ptr %scevgep1370, i64 28
  store float %.32.i176.7, ptr %scevgep1371, align 4
  %.1152.us.us.us.7 = add nuw nsw i64 %loop.index.4296.us.us.us, 8
  %exitcond500.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us.us.us.7
  br i1 %exitcond500.not.7, label %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, label %for.body.4.endif.endif.endif.endif.us.us.us, !llvm.loop !125

for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split: ; preds = %for.body.4.endif.endif.endif.endif.us.us.us, %for.body.4.endif.endif.endif.endif.us.us.us.prol.loopexit, %vec.epilog.middle.block751, %middle.block737
  %.1154.us.us = add nuw nsw i64 %loop.index.3353.us.us, 1
  %scevgep1353 = getelementptr i8, ptr %lsr.iv1352, i64 %266
  %scevgep1362 = getelementptr i8, ptr %lsr.iv1361, i64 %266
  %exitcond501.not = icmp eq i64 %.1154.us.us, %.53.fca.2.5.0.load.fr
  br i1 %exitcond501.not, label %for.end.3, label %iter.check726

for.cond.4.preheader.lr.ph.split.us.split:        ; preds = %for.cond.4.preheader.lr.ph.split.us
  %343 = icmp ugt i64 %.53.fca.2.5.1.load.fr, 1
  br i1 %343, label %for.cond.4.preheader.lr.ph.split.us.split.split.us, label %for.cond.4.preheader.lr.ph.split.us.split.split

for.cond.4.preheader.lr.ph.split.us.split.split.us: ; preds = %for.cond.4.preheader.lr.ph.split.us.split
  %344 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %344, label %iter.check, label %iter.check316

iter.check:                                       ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split.us
  %345 = icmp ult i64 %dest_shape.2180.sroa.5.1, 8
  br i1 %345, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %346 = ptrtoint ptr %.6.i165 to i64
  %347 = ptrtoint ptr %.53.fca.2.4.load to i64
  %348 = ptrtoint ptr %arg.c.4 to i64
  %349 = sub i64 %346, %347
  %diff.check = icmp ult i64 %349, 256
  %350 = sub i64 %346, %348
  %diff.check289 = icmp ult i64 %350, 256
  %conflict.rdx = or i1 %diff.check, %diff.check289
  br i1 %conflict.rdx, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1770 = bitcast i64 9223372036854775800 to i64
  %min.iters.check290 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %min.iters.check290, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat1771 = add i64 %const1770, -56
  %n.vec = and i64 %dest_shape.2180.sroa.5.1, %const_mat1771
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr2160 = mul i64 %index, 4
  %sunkaddr2161 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2160
  %wide.load = load <16 x float>, ptr %sunkaddr2161, align 4
  %sunkaddr2162 = mul i64 %index, 4
  %sunkaddr2163 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2162
  %sunkaddr2164 = getelementptr i8, ptr %sunkaddr2163, i64 64
  %wide.load291 = load <16 x float>, ptr %sunkaddr2164, align 4
  %sunkaddr2165 = mul i64 %index, 4
  %sunkaddr2166 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2165
  %sunkaddr2167 = getelementptr i8, ptr %sunkaddr2166, i64 128
  %wide.load292 = load <16 x float>, ptr %sunkaddr2167, align 4
  %sunkaddr2168 = mul i64 %index, 4
  %sunkaddr2169 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2168
  %sunkaddr2170 = getelementptr i8, ptr %sunkaddr2169, i64 192
  %wide.load293 = load <16 x float>, ptr %sunkaddr2170, align 4
  %sunkaddr2171 = mul i64 %index, 4
  %sunkaddr2172 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2171
  %wide.load294 = load <16 x float>, ptr %sunkaddr2172, align 4
  %sunkaddr2173 = mul i64 %index, 4
  %sunkaddr2174 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2173
  %sunkaddr2175 = getelementptr i8, ptr %sunkaddr2174, i64 64
  %wide.load295 = load <16 x float>, ptr %sunkaddr2175, align 4
  %sunkaddr2176 = mul i64 %index, 4
  %sunkaddr2177 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2176
  %sunkaddr2178 = getelementptr i8, ptr %sunkaddr2177, i64 128
  %wide.load296 = load <16 x float>, ptr %sunkaddr2178, align 4
  %sunkaddr2179 = mul i64 %index, 4
  %sunkaddr2180 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2179
  %sunkaddr2181 = getelementptr i8, ptr %sunkaddr2180, i64 192
  %wide.load297 = load <16 x float>, ptr %sunkaddr2181, align 4
  %351 = fmul <16 x float> %wide.load, %wide.load
  %352 = fmul <16 x float> %wide.load291, %wide.load291
  %353 = fmul <16 x float> %wide.load292, %wide.load292
  %354 = fmul <16 x float> %wide.load293, %wide.load293
  %355 = fmul <16 x float> %351, %351
  %356 = fmul <16 x float> %352, %352
  %357 = fmul <16 x float> %353, %353
  %358 = fmul <16 x float> %354, %354
  %359 = fmul <16 x float> %wide.load294, %355
  %360 = fmul <16 x float> %wide.load295, %356
  %361 = fmul <16 x float> %wide.load296, %357
  %362 = fmul <16 x float> %wide.load297, %358
  %sunkaddr2182 = mul i64 %index, 4
  %sunkaddr2183 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2182
  store <16 x float> %359, ptr %sunkaddr2183, align 4
  %sunkaddr2184 = mul i64 %index, 4
  %sunkaddr2185 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, ptr %sunkaddr2185, i64 64
  store <16 x float> %360, ptr %sunkaddr2186, align 4
  %sunkaddr2187 = mul i64 %index, 4
  %sunkaddr2188 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, ptr %sunkaddr2188, i64 128
  store <16 x float> %361, ptr %sunkaddr2189, align 4
  %sunkaddr2190 = mul i64 %index, 4
  %sunkaddr2191 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, ptr %sunkaddr2191, i64 192
  store <16 x float> %362, ptr %sunkaddr2192, align 4
  %index.next = add nuw i64 %index, 64
  %363 = icmp eq i64 %n.vec, %index.next
  br i1 %363, label %middle.block, label %vector.body, !llvm.loop !126

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec
  br i1 %cmp.n, label %for.end.3, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %364 = and i64 %dest_shape.2180.sroa.5.1, 56
  %min.epilog.iters.check = icmp eq i64 %364, 0
  br i1 %min.epilog.iters.check, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader, label %vec.epilog.ph, !prof !23

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec299 = and i64 %dest_shape.2180.sroa.5.1, %const1770
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index300 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next303, %vec.epilog.vector.body ]
  %365 = shl i64 %index300, 2
  %scevgep1047 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %365
  %wide.load301 = load <8 x float>, ptr %scevgep1047, align 4
  %366 = shl i64 %index300, 2
  %scevgep1046 = getelementptr i8, ptr %arg.c.4, i64 %366
  %wide.load302 = load <8 x float>, ptr %scevgep1046, align 4
  %367 = fmul <8 x float> %wide.load301, %wide.load301
  %368 = fmul <8 x float> %367, %367
  %369 = fmul <8 x float> %wide.load302, %368
  %370 = shl i64 %index300, 2
  %scevgep1045 = getelementptr i8, ptr %.6.i165, i64 %370
  store <8 x float> %369, ptr %scevgep1045, align 4
  %index.next303 = add nuw i64 %index300, 8
  %371 = icmp eq i64 %n.vec299, %index.next303
  br i1 %371, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !127

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n304 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec299
  br i1 %cmp.n304, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader

for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader: ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.4296.us304.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec299, %vec.epilog.middle.block ]
  %xtraiter969 = and i64 %dest_shape.2180.sroa.5.1, 7
  %lcmp.mod970.not = icmp eq i64 %xtraiter969, 0
  br i1 %lcmp.mod970.not, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader
  %372 = mul i64 %.53.fca.2.5.0.load.fr, %loop.index.4296.us304.us.us.us.us.ph
  %373 = shl i64 %372, 2
  %scevgep1041 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %373
  %374 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol

for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol
  %lsr.iv1044 = phi i64 [ %xtraiter969, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol ]
  %lsr.iv1042 = phi ptr [ %scevgep1041, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader ], [ %scevgep1043, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol ]
  %loop.index.4296.us304.us.us.us.us.prol = phi i64 [ %.1152.us310.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol ], [ %loop.index.4296.us304.us.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.preheader ]
  %.1111.us315.us.us.us.us.prol = load float, ptr %lsr.iv1042, align 4
  %375 = shl i64 %loop.index.4296.us304.us.us.us.us.prol, 2
  %scevgep1040 = getelementptr i8, ptr %arg.c.4, i64 %375
  %.1120.us318.us.us.us.us.prol = load float, ptr %scevgep1040, align 4
  %.149.i.i177.prol = fmul float %.1111.us315.us.us.us.us.prol, %.1111.us315.us.us.us.us.prol
  %.149.i.1.i178.prol = fmul float %.149.i.i177.prol, %.149.i.i177.prol
  %.32.i179.prol = fmul float %.1120.us318.us.us.us.us.prol, %.149.i.1.i178.prol
  %376 = shl i64 %loop.index.4296.us304.us.us.us.us.prol, 2
  %scevgep1039 = getelementptr i8, ptr %.6.i165, i64 %376
  store float %.32.i179.prol, ptr %scevgep1039, align 4
  %.1152.us310.us.us.us.us.prol = add nuw nsw i64 %loop.index.4296.us304.us.us.us.us.prol, 1
  %scevgep1043 = getelementptr i8, ptr %lsr.iv1042, i64 %374
  %lsr.iv.next = add nsw i64 %lsr.iv1044, -1
  %prol.iter971.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter971.cmp.not, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol, !llvm.loop !128

for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader
  %loop.index.4296.us304.us.us.us.us.unr = phi i64 [ %loop.index.4296.us304.us.us.us.us.ph, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader ], [ %.1152.us310.us.us.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol ]
  %377 = sub nsw i64 %loop.index.4296.us304.us.us.us.us.ph, %dest_shape.2180.sroa.5.1
  %378 = icmp ugt i64 %377, -8
  br i1 %378, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader973

for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader973: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.loopexit
  %379 = mul i64 %.53.fca.2.5.0.load.fr, %loop.index.4296.us304.us.us.us.us.unr
  %380 = shl i64 %379, 2
  %scevgep1030 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %380
  %381 = shl i64 %.53.fca.2.5.0.load.fr, 5
  %382 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us

for.body.4.endif.endif.endif.endif.us307.us.us.us.us: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader973, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us
  %lsr.iv = phi ptr [ %scevgep1030, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader973 ], [ %scevgep1031, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us ]
  %loop.index.4296.us304.us.us.us.us = phi i64 [ %.1152.us310.us.us.us.us.7, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us ], [ %loop.index.4296.us304.us.us.us.us.unr, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.preheader973 ]
  %.1111.us315.us.us.us.us = load float, ptr %lsr.iv, align 4
  %sunkaddr2193 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2194 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2193
  %.1120.us318.us.us.us.us = load float, ptr %sunkaddr2194, align 4
  %.149.i.i177 = fmul float %.1111.us315.us.us.us.us, %.1111.us315.us.us.us.us
  %.149.i.1.i178 = fmul float %.149.i.i177, %.149.i.i177
  %.32.i179 = fmul float %.1120.us318.us.us.us.us, %.149.i.1.i178
  %sunkaddr2195 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2196 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2195
  store float %.32.i179, ptr %sunkaddr2196, align 4
  %scevgep1032 = getelementptr i8, ptr %lsr.iv, i64 %382
  %sunkaddr2438 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2439 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2438
  %.1111.us315.us.us.us.us.1 = load float, ptr %sunkaddr2439, align 4
  %sunkaddr2197 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2198 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2197
  %sunkaddr2199 = getelementptr i8, ptr %sunkaddr2198, i64 4
  %.1120.us318.us.us.us.us.1 = load float, ptr %sunkaddr2199, align 4
  %.149.i.i177.1 = fmul float %.1111.us315.us.us.us.us.1, %.1111.us315.us.us.us.us.1
  %.149.i.1.i178.1 = fmul float %.149.i.i177.1, %.149.i.i177.1
  %.32.i179.1 = fmul float %.1120.us318.us.us.us.us.1, %.149.i.1.i178.1
  %sunkaddr2200 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2201 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2200
  %sunkaddr2202 = getelementptr i8, ptr %sunkaddr2201, i64 4
  store float %.32.i179.1, ptr %sunkaddr2202, align 4
  %scevgep1033 = getelementptr i8, ptr %scevgep1032, i64 %382
  %sunkaddr2440 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2441 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2440
  %.1111.us315.us.us.us.us.2 = load float, ptr %sunkaddr2441, align 4
  %sunkaddr2203 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2204 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2203
  %sunkaddr2205 = getelementptr i8, ptr %sunkaddr2204, i64 8
  %.1120.us318.us.us.us.us.2 = load float, ptr %sunkaddr2205, align 4
  %.149.i.i177.2 = fmul float %.1111.us315.us.us.us.us.2, %.1111.us315.us.us.us.us.2
  %.149.i.1.i178.2 = fmul float %.149.i.i177.2, %.149.i.i177.2
  %.32.i179.2 = fmul float %.1120.us318.us.us.us.us.2, %.149.i.1.i178.2
  %sunkaddr2206 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2207 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2206
  %sunkaddr2208 = getelementptr i8, ptr %sunkaddr2207, i64 8
  store float %.32.i179.2, ptr %sunkaddr2208, align 4
  %scevgep1034 = getelementptr i8, ptr %scevgep1033, i64 %382
  %sunkaddr2442 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2443 = getelementptr i8, ptr %scevgep1033, i64 %sunkaddr2442
  %.1111.us315.us.us.us.us.3 = load float, ptr %sunkaddr2443, align 4
  %sunkaddr2209 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2210 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2209
  %sunkaddr2211 = getelementptr i8, ptr %sunkaddr2210, i64 12
  %.1120.us318.us.us.us.us.3 = load float, ptr %sunkaddr2211, align 4
  %.149.i.i177.3 = fmul float %.1111.us315.us.us.us.us.3, %.1111.us315.us.us.us.us.3
  %.149.i.1.i178.3 = fmul float %.149.i.i177.3, %.149.i.i177.3
  %.32.i179.3 = fmul float %.1120.us318.us.us.us.us.3, %.149.i.1.i178.3
  %sunkaddr2212 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2213 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2212
  %sunkaddr2214 = getelementptr i8, ptr %sunkaddr2213, i64 12
  store float %.32.i179.3, ptr %sunkaddr2214, align 4
  %scevgep1035 = getelementptr i8, ptr %scevgep1034, i64 %382
  %sunkaddr2444 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2445 = getelementptr i8, ptr %scevgep1033, i64 %sunkaddr2444
  %.1111.us315.us.us.us.us.4 = load float, ptr %sunkaddr2445, align 4
  %sunkaddr2215 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2216 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2215
  %sunkaddr2217 = getelementptr i8, ptr %sunkaddr2216, i64 16
  %.1120.us318.us.us.us.us.4 = load float, ptr %sunkaddr2217, align 4
  %.149.i.i177.4 = fmul float %.1111.us315.us.us.us.us.4, %.1111.us315.us.us.us.us.4
  %.149.i.1.i178.4 = fmul float %.149.i.i177.4, %.149.i.i177.4
  %.32.i179.4 = fmul float %.1120.us318.us.us.us.us.4, %.149.i.1.i178.4
  %sunkaddr2218 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2219 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2218
  %sunkaddr2220 = getelementptr i8, ptr %sunkaddr2219, i64 16
  store float %.32.i179.4, ptr %sunkaddr2220, align 4
  %scevgep1036 = getelementptr i8, ptr %scevgep1035, i64 %382
  %sunkaddr2446 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2447 = getelementptr i8, ptr %scevgep1035, i64 %sunkaddr2446
  %.1111.us315.us.us.us.us.5 = load float, ptr %sunkaddr2447, align 4
  %sunkaddr2221 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2222 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2221
  %sunkaddr2223 = getelementptr i8, ptr %sunkaddr2222, i64 20
  %.1120.us318.us.us.us.us.5 = load float, ptr %sunkaddr2223, align 4
  %.149.i.i177.5 = fmul float %.1111.us315.us.us.us.us.5, %.1111.us315.us.us.us.us.5
  %.149.i.1.i178.5 = fmul float %.149.i.i177.5, %.149.i.i177.5
  %.32.i179.5 = fmul float %.1120.us318.us.us.us.us.5, %.149.i.1.i178.5
  %sunkaddr2224 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2225 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2224
  %sunkaddr2226 = getelementptr i8, ptr %sunkaddr2225, i64 20
  store float %.32.i179.5, ptr %sunkaddr2226, align 4
  %scevgep1037 = getelementptr i8, ptr %scevgep1036, i64 %382
  %sunkaddr2448 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2449 = getelementptr i8, ptr %scevgep1036, i64 %sunkaddr2448
  %.1111.us315.us.us.us.us.6 = load float, ptr %sunkaddr2449, align 4
  %sunkaddr2227 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2228 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2227
  %sunkaddr2229 = getelementptr i8, ptr %sunkaddr2228, i64 24
  %.1120.us318.us.us.us.us.6 = load float, ptr %sunkaddr2229, align 4
  %.149.i.i177.6 = fmul float %.1111.us315.us.us.us.us.6, %.1111.us315.us.us.us.us.6
  %.149.i.1.i178.6 = fmul float %.149.i.i177.6, %.149.i.i177.6
  %.32.i179.6 = fmul float %.1120.us318.us.us.us.us.6, %.149.i.1.i178.6
  %sunkaddr2230 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2231 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, ptr %sunkaddr2231, i64 24
  store float %.32.i179.6, ptr %sunkaddr2232, align 4
  %sunkaddr2233 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2234 = getelementptr i8, ptr %scevgep1037, i64 %sunkaddr2233
  %.1111.us315.us.us.us.us.7 = load float, ptr %sunkaddr2234, align 4
  %sunkaddr2235 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2236 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, ptr %sunkaddr2236, i64 28
  %.1120.us318.us.us.us.us.7 = load float, ptr %sunkaddr2237, align 4
  %.149.i.i177.7 = fmul float %.1111.us315.us.us.us.us.7, %.1111.us315.us.us.us.us.7
  %.149.i.1.i178.7 = fmul float %.149.i.i177.7, %.149.i.i177.7
  %.32.i179.7 = fmul float %.1120.us318.us.us.us.us.7, %.149.i.1.i178.7
  %sunkaddr2238 = mul i64 %loop.index.4296.us304.us.us.us.us, 4
  %sunkaddr2239 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, ptr %sunkaddr2239, i64 28
  store float %.32.i179.7, ptr %sunkaddr2240, align 4
  %.1152.us310.us.us.us.us.7 = add nuw nsw i64 %loop.index.4296.us304.us.us.us.us, 8
  %scevgep1031 = getelementptr i8, ptr %lsr.iv, i64 %381
  %exitcond498.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us310.us.us.us.us.7
  br i1 %exitcond498.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us.us.us, !llvm.loop !129

iter.check316:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split.us
  %383 = icmp ult i64 %dest_shape.2180.sroa.5.1, 8
  br i1 %383, label %for.body.4.endif.endif.endif.endif.us307.us.us.preheader, label %vector.memcheck307

vector.memcheck307:                               ; preds = %iter.check316
  %384 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %scevgep = getelementptr i8, ptr %.6.i165, i64 %384
  %scevgep308 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %384
  %scevgep309 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0 = icmp ult ptr %.6.i165, %scevgep308
  %bound1 = icmp ult ptr %.53.fca.2.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0310 = icmp ult ptr %.6.i165, %scevgep309
  %bound1311 = icmp ult ptr %arg.c.4, %scevgep
  %found.conflict312 = and i1 %bound0310, %bound1311
  %conflict.rdx313 = or i1 %found.conflict, %found.conflict312
  br i1 %conflict.rdx313, label %for.body.4.endif.endif.endif.endif.us307.us.us.preheader, label %vector.main.loop.iter.check318

vector.main.loop.iter.check318:                   ; preds = %vector.memcheck307
  %const1768 = bitcast i64 9223372036854775800 to i64
  %min.iters.check317 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %min.iters.check317, label %vec.epilog.ph335, label %vector.ph319

vector.ph319:                                     ; preds = %vector.main.loop.iter.check318
  %const_mat1769 = add i64 %const1768, -56
  %n.vec321 = and i64 %dest_shape.2180.sroa.5.1, %const_mat1769
  %385 = load float, ptr %arg.c.4, align 4, !alias.scope !130
  %broadcast.splatinsert = insertelement <16 x float> poison, float %385, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body322

vector.body322:                                   ; preds = %vector.body322, %vector.ph319
  %index323 = phi i64 [ 0, %vector.ph319 ], [ %index.next328, %vector.body322 ]
  %sunkaddr2241 = mul i64 %index323, 4
  %sunkaddr2242 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2241
  %wide.load324 = load <16 x float>, ptr %sunkaddr2242, align 4, !alias.scope !133
  %sunkaddr2243 = mul i64 %index323, 4
  %sunkaddr2244 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2243
  %sunkaddr2245 = getelementptr i8, ptr %sunkaddr2244, i64 64
  %wide.load325 = load <16 x float>, ptr %sunkaddr2245, align 4, !alias.scope !133
  %sunkaddr2246 = mul i64 %index323, 4
  %sunkaddr2247 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2246
  %sunkaddr2248 = getelementptr i8, ptr %sunkaddr2247, i64 128
  %wide.load326 = load <16 x float>, ptr %sunkaddr2248, align 4, !alias.scope !133
  %sunkaddr2249 = mul i64 %index323, 4
  %sunkaddr2250 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %sunkaddr2249
  %sunkaddr2251 = getelementptr i8, ptr %sunkaddr2250, i64 192
  %wide.load327 = load <16 x float>, ptr %sunkaddr2251, align 4, !alias.scope !133
  %386 = fmul <16 x float> %wide.load324, %wide.load324
  %387 = fmul <16 x float> %wide.load325, %wide.load325
  %388 = fmul <16 x float> %wide.load326, %wide.load326
  %389 = fmul <16 x float> %wide.load327, %wide.load327
  %390 = fmul <16 x float> %386, %386
  %391 = fmul <16 x float> %387, %387
  %392 = fmul <16 x float> %388, %388
  %393 = fmul <16 x float> %389, %389
  %394 = fmul <16 x float> %broadcast.splat, %390
  %395 = fmul <16 x float> %broadcast.splat, %391
  %396 = fmul <16 x float> %broadcast.splat, %392
  %397 = fmul <16 x float> %broadcast.splat, %393
  %sunkaddr2252 = mul i64 %index323, 4
  %sunkaddr2253 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2252
  store <16 x float> %394, ptr %sunkaddr2253, align 4, !alias.scope !135, !noalias !137
  %sunkaddr2254 = mul i64 %index323, 4
  %sunkaddr2255 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, ptr %sunkaddr2255, i64 64
  store <16 x float> %395, ptr %sunkaddr2256, align 4, !alias.scope !135, !noalias !137
  %sunkaddr2257 = mul i64 %index323, 4
  %sunkaddr2258 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, ptr %sunkaddr2258, i64 128
  store <16 x float> %396, ptr %sunkaddr2259, align 4, !alias.scope !135, !noalias !137
  %sunkaddr2260 = mul i64 %index323, 4
  %sunkaddr2261 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, ptr %sunkaddr2261, i64 192
  store <16 x float> %397, ptr %sunkaddr2262, align 4, !alias.scope !135, !noalias !137
  %index.next328 = add nuw i64 %index323, 64
  %398 = icmp eq i64 %n.vec321, %index.next328
  br i1 %398, label %middle.block329, label %vector.body322, !llvm.loop !138

middle.block329:                                  ; preds = %vector.body322
  %cmp.n330 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec321
  br i1 %cmp.n330, label %for.end.3, label %vec.epilog.iter.check333

vec.epilog.iter.check333:                         ; preds = %middle.block329
  %399 = and i64 %dest_shape.2180.sroa.5.1, 56
  %min.epilog.iters.check334 = icmp eq i64 %399, 0
  br i1 %min.epilog.iters.check334, label %for.body.4.endif.endif.endif.endif.us307.us.us.preheader, label %vec.epilog.ph335, !prof !23

vec.epilog.ph335:                                 ; preds = %vector.main.loop.iter.check318, %vec.epilog.iter.check333
  %vec.epilog.resume.val331 = phi i64 [ %n.vec321, %vec.epilog.iter.check333 ], [ 0, %vector.main.loop.iter.check318 ]
  %n.vec337 = and i64 %dest_shape.2180.sroa.5.1, %const1768
  %400 = load float, ptr %arg.c.4, align 4, !alias.scope !130
  %broadcast.splatinsert341 = insertelement <8 x float> poison, float %400, i64 0
  %broadcast.splat342 = shufflevector <8 x float> %broadcast.splatinsert341, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body338

vec.epilog.vector.body338:                        ; preds = %vec.epilog.vector.body338, %vec.epilog.ph335
  %index339 = phi i64 [ %vec.epilog.resume.val331, %vec.epilog.ph335 ], [ %index.next343, %vec.epilog.vector.body338 ]
  %401 = shl i64 %index339, 2
  %scevgep1105 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %401
  %wide.load340 = load <8 x float>, ptr %scevgep1105, align 4, !alias.scope !133
  %402 = fmul <8 x float> %wide.load340, %wide.load340
  %403 = fmul <8 x float> %402, %402
  %404 = fmul <8 x float> %broadcast.splat342, %403
  %405 = shl i64 %index339, 2
  %scevgep1104 = getelementptr i8, ptr %.6.i165, i64 %405
  store <8 x float> %404, ptr %scevgep1104, align 4, !alias.scope !135, !noalias !137
  %index.next343 = add nuw i64 %index339, 8
  %406 = icmp eq i64 %n.vec337, %index.next343
  br i1 %406, label %vec.epilog.middle.block344, label %vec.epilog.vector.body338, !llvm.loop !139

vec.epilog.middle.block344:                       ; preds = %vec.epilog.vector.body338
  %cmp.n345 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec337
  br i1 %cmp.n345, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us.preheader

for.body.4.endif.endif.endif.endif.us307.us.us.preheader: ; preds = %vector.memcheck307, %iter.check316, %vec.epilog.iter.check333, %vec.epilog.middle.block344
  %loop.index.4296.us304.us.us.ph = phi i64 [ 0, %iter.check316 ], [ 0, %vector.memcheck307 ], [ %n.vec321, %vec.epilog.iter.check333 ], [ %n.vec337, %vec.epilog.middle.block344 ]
  %xtraiter966 = and i64 %dest_shape.2180.sroa.5.1, 7
  %lcmp.mod967.not = icmp eq i64 %xtraiter966, 0
  br i1 %lcmp.mod967.not, label %for.body.4.endif.endif.endif.endif.us307.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.preheader
  %407 = mul i64 %.53.fca.2.5.0.load.fr, %loop.index.4296.us304.us.us.ph
  %408 = shl i64 %407, 2
  %scevgep1099 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %408
  %409 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %for.body.4.endif.endif.endif.endif.us307.us.us.prol

for.body.4.endif.endif.endif.endif.us307.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us307.us.us.prol
  %lsr.iv1102 = phi i64 [ %xtraiter966, %for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader ], [ %lsr.iv.next1103, %for.body.4.endif.endif.endif.endif.us307.us.us.prol ]
  %lsr.iv1100 = phi ptr [ %scevgep1099, %for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader ], [ %scevgep1101, %for.body.4.endif.endif.endif.endif.us307.us.us.prol ]
  %loop.index.4296.us304.us.us.prol = phi i64 [ %.1152.us310.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.prol ], [ %loop.index.4296.us304.us.us.ph, %for.body.4.endif.endif.endif.endif.us307.us.us.prol.preheader ]
  %.1111.us315.us.us.prol = load float, ptr %lsr.iv1100, align 4
  %.1120.us318.us.us.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i180.prol = fmul float %.1111.us315.us.us.prol, %.1111.us315.us.us.prol
  %.149.i.1.i181.prol = fmul float %.149.i.i180.prol, %.149.i.i180.prol
  %.32.i182.prol = fmul float %.1120.us318.us.us.prol, %.149.i.1.i181.prol
  %410 = shl i64 %loop.index.4296.us304.us.us.prol, 2
  %scevgep1098 = getelementptr i8, ptr %.6.i165, i64 %410
  store float %.32.i182.prol, ptr %scevgep1098, align 4
  %.1152.us310.us.us.prol = add nuw nsw i64 %loop.index.4296.us304.us.us.prol, 1
  %scevgep1101 = getelementptr i8, ptr %lsr.iv1100, i64 %409
  %lsr.iv.next1103 = add nsw i64 %lsr.iv1102, -1
  %prol.iter968.cmp.not = icmp eq i64 %lsr.iv.next1103, 0
  br i1 %prol.iter968.cmp.not, label %for.body.4.endif.endif.endif.endif.us307.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us307.us.us.prol, !llvm.loop !140

for.body.4.endif.endif.endif.endif.us307.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.preheader
  %loop.index.4296.us304.us.us.unr = phi i64 [ %loop.index.4296.us304.us.us.ph, %for.body.4.endif.endif.endif.endif.us307.us.us.preheader ], [ %.1152.us310.us.us.prol, %for.body.4.endif.endif.endif.endif.us307.us.us.prol ]
  %411 = sub nsw i64 %loop.index.4296.us304.us.us.ph, %dest_shape.2180.sroa.5.1
  %412 = icmp ugt i64 %411, -8
  br i1 %412, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us.preheader974

for.body.4.endif.endif.endif.endif.us307.us.us.preheader974: ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.prol.loopexit
  %413 = mul i64 %.53.fca.2.5.0.load.fr, %loop.index.4296.us304.us.us.unr
  %414 = shl i64 %413, 2
  %scevgep1088 = getelementptr i8, ptr %.53.fca.2.4.load, i64 %414
  %415 = shl i64 %.53.fca.2.5.0.load.fr, 5
  %416 = shl i64 %.53.fca.2.5.0.load.fr, 2
  br label %for.body.4.endif.endif.endif.endif.us307.us.us

for.body.4.endif.endif.endif.endif.us307.us.us:   ; preds = %for.body.4.endif.endif.endif.endif.us307.us.us.preheader974, %for.body.4.endif.endif.endif.endif.us307.us.us
  %lsr.iv1089 = phi ptr [ %scevgep1088, %for.body.4.endif.endif.endif.endif.us307.us.us.preheader974 ], [ %scevgep1090, %for.body.4.endif.endif.endif.endif.us307.us.us ]
  %loop.index.4296.us304.us.us = phi i64 [ %.1152.us310.us.us.7, %for.body.4.endif.endif.endif.endif.us307.us.us ], [ %loop.index.4296.us304.us.us.unr, %for.body.4.endif.endif.endif.endif.us307.us.us.preheader974 ]
  %.1111.us315.us.us = load float, ptr %lsr.iv1089, align 4
  %.1120.us318.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i180 = fmul float %.1111.us315.us.us, %.1111.us315.us.us
  %.149.i.1.i181 = fmul float %.149.i.i180, %.149.i.i180
  %.32.i182 = fmul float %.1120.us318.us.us, %.149.i.1.i181
  %sunkaddr2263 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2264 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2263
  store float %.32.i182, ptr %sunkaddr2264, align 4
  %scevgep1091 = getelementptr i8, ptr %lsr.iv1089, i64 %416
  %sunkaddr2450 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2451 = getelementptr i8, ptr %lsr.iv1089, i64 %sunkaddr2450
  %.1111.us315.us.us.1 = load float, ptr %sunkaddr2451, align 4
  %.1120.us318.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.1 = fmul float %.1111.us315.us.us.1, %.1111.us315.us.us.1
  %.149.i.1.i181.1 = fmul float %.149.i.i180.1, %.149.i.i180.1
  %.32.i182.1 = fmul float %.1120.us318.us.us.1, %.149.i.1.i181.1
  %sunkaddr2265 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2266 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, ptr %sunkaddr2266, i64 4
  store float %.32.i182.1, ptr %sunkaddr2267, align 4
  %scevgep1092 = getelementptr i8, ptr %scevgep1091, i64 %416
  %sunkaddr2452 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2453 = getelementptr i8, ptr %lsr.iv1089, i64 %sunkaddr2452
  %.1111.us315.us.us.2 = load float, ptr %sunkaddr2453, align 4
  %.1120.us318.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.2 = fmul float %.1111.us315.us.us.2, %.1111.us315.us.us.2
  %.149.i.1.i181.2 = fmul float %.149.i.i180.2, %.149.i.i180.2
  %.32.i182.2 = fmul float %.1120.us318.us.us.2, %.149.i.1.i181.2
  %sunkaddr2268 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2269 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, ptr %sunkaddr2269, i64 8
  store float %.32.i182.2, ptr %sunkaddr2270, align 4
  %scevgep1093 = getelementptr i8, ptr %scevgep1092, i64 %416
  %sunkaddr2454 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2455 = getelementptr i8, ptr %scevgep1092, i64 %sunkaddr2454
  %.1111.us315.us.us.3 = load float, ptr %sunkaddr2455, align 4
  %.1120.us318.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.3 = fmul float %.1111.us315.us.us.3, %.1111.us315.us.us.3
  %.149.i.1.i181.3 = fmul float %.149.i.i180.3, %.149.i.i180.3
  %.32.i182.3 = fmul float %.1120.us318.us.us.3, %.149.i.1.i181.3
  %sunkaddr2271 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2272 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, ptr %sunkaddr2272, i64 12
  store float %.32.i182.3, ptr %sunkaddr2273, align 4
  %scevgep1094 = getelementptr i8, ptr %scevgep1093, i64 %416
  %sunkaddr2456 = mul i64 %.53.fca.2.5.0.load.fr, 8
  %sunkaddr2457 = getelementptr i8, ptr %scevgep1092, i64 %sunkaddr2456
  %.1111.us315.us.us.4 = load float, ptr %sunkaddr2457, align 4
  %.1120.us318.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.4 = fmul float %.1111.us315.us.us.4, %.1111.us315.us.us.4
  %.149.i.1.i181.4 = fmul float %.149.i.i180.4, %.149.i.i180.4
  %.32.i182.4 = fmul float %.1120.us318.us.us.4, %.149.i.1.i181.4
  %sunkaddr2274 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2275 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, ptr %sunkaddr2275, i64 16
  store float %.32.i182.4, ptr %sunkaddr2276, align 4
  %scevgep1095 = getelementptr i8, ptr %scevgep1094, i64 %416
  %sunkaddr2458 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2459 = getelementptr i8, ptr %scevgep1094, i64 %sunkaddr2458
  %.1111.us315.us.us.5 = load float, ptr %sunkaddr2459, align 4
  %.1120.us318.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.5 = fmul float %.1111.us315.us.us.5, %.1111.us315.us.us.5
  %.149.i.1.i181.5 = fmul float %.149.i.i180.5, %.149.i.i180.5
  %.32.i182.5 = fmul float %.1120.us318.us.us.5, %.149.i.1.i181.5
  %sunkaddr2277 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2278 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, ptr %sunkaddr2278, i64 20
  store float %.32.i182.5, ptr %sunkaddr2279, align 4
  %scevgep1096 = getelementptr i8, ptr %scevgep1095, i64 %416
  %sunkaddr2460 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2461 = getelementptr i8, ptr %scevgep1095, i64 %sunkaddr2460
  %.1111.us315.us.us.6 = load float, ptr %sunkaddr2461, align 4
  %.1120.us318.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.6 = fmul float %.1111.us315.us.us.6, %.1111.us315.us.us.6
  %.149.i.1.i181.6 = fmul float %.149.i.i180.6, %.149.i.i180.6
  %.32.i182.6 = fmul float %.1120.us318.us.us.6, %.149.i.1.i181.6
  %sunkaddr2280 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2281 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, ptr %sunkaddr2281, i64 24
  store float %.32.i182.6, ptr %sunkaddr2282, align 4
  %sunkaddr2283 = mul i64 %.53.fca.2.5.0.load.fr, 4
  %sunkaddr2284 = getelementptr i8, ptr %scevgep1096, i64 %sunkaddr2283
  %.1111.us315.us.us.7 = load float, ptr %sunkaddr2284, align 4
  %.1120.us318.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i180.7 = fmul float %.1111.us315.us.us.7, %.1111.us315.us.us.7
  %.149.i.1.i181.7 = fmul float %.149.i.i180.7, %.149.i.i180.7
  %.32.i182.7 = fmul float %.1120.us318.us.us.7, %.149.i.1.i181.7
  %sunkaddr2285 = mul i64 %loop.index.4296.us304.us.us, 4
  %sunkaddr2286 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2285
  %sunkaddr2287 = getelementptr i8, ptr %sunkaddr2286, i64 28
  store float %.32.i182.7, ptr %sunkaddr2287, align 4
  %.1152.us310.us.us.7 = add nuw nsw i64 %loop.index.4296.us304.us.us, 8
  %scevgep1090 = getelementptr i8, ptr %lsr.iv1089, i64 %415
  %exitcond496.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us310.us.us.7
  br i1 %exitcond496.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us307.us.us, !llvm.loop !141

for.cond.4.preheader.lr.ph.split.us.split.split:  ; preds = %for.cond.4.preheader.lr.ph.split.us.split
  %417 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %417, label %iter.check360, label %iter.check406

iter.check360:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split
  %min.iters.check358 = icmp ult i64 %dest_shape.2180.sroa.5.1, 8
  br i1 %min.iters.check358, label %for.body.4.endif.endif.endif.endif.us332.us.us.preheader, label %vector.memcheck347

vector.memcheck347:                               ; preds = %iter.check360
  %418 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %scevgep348 = getelementptr i8, ptr %.6.i165, i64 %418
  %scevgep349 = getelementptr i8, ptr %.53.fca.2.4.load, i64 4
  %scevgep350 = getelementptr i8, ptr %arg.c.4, i64 %418
  %bound0351 = icmp ult ptr %.6.i165, %scevgep349
  %bound1352 = icmp ult ptr %.53.fca.2.4.load, %scevgep348
  %found.conflict353 = and i1 %bound0351, %bound1352
  %bound0354 = icmp ult ptr %.6.i165, %scevgep350
  %bound1355 = icmp ult ptr %arg.c.4, %scevgep348
  %found.conflict356 = and i1 %bound0354, %bound1355
  %conflict.rdx357 = or i1 %found.conflict353, %found.conflict356
  br i1 %conflict.rdx357, label %for.body.4.endif.endif.endif.endif.us332.us.us.preheader, label %vector.main.loop.iter.check362

vector.main.loop.iter.check362:                   ; preds = %vector.memcheck347
  %const1766 = bitcast i64 9223372036854775800 to i64
  %min.iters.check361 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %min.iters.check361, label %vec.epilog.ph381, label %vector.ph363

vector.ph363:                                     ; preds = %vector.main.loop.iter.check362
  %const_mat1767 = add i64 %const1766, -56
  %n.vec365 = and i64 %dest_shape.2180.sroa.5.1, %const_mat1767
  %419 = load float, ptr %.53.fca.2.4.load, align 4, !alias.scope !142
  %.scalar908 = fmul float %419, %419
  %.scalar909 = fmul float %.scalar908, %.scalar908
  %420 = insertelement <16 x float> poison, float %.scalar909, i64 0
  %421 = shufflevector <16 x float> %420, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body368

vector.body368:                                   ; preds = %vector.body368, %vector.ph363
  %index369 = phi i64 [ 0, %vector.ph363 ], [ %index.next374, %vector.body368 ]
  %sunkaddr2288 = mul i64 %index369, 4
  %sunkaddr2289 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2288
  %wide.load370 = load <16 x float>, ptr %sunkaddr2289, align 4, !alias.scope !145
  %sunkaddr2290 = mul i64 %index369, 4
  %sunkaddr2291 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2290
  %sunkaddr2292 = getelementptr i8, ptr %sunkaddr2291, i64 64
  %wide.load371 = load <16 x float>, ptr %sunkaddr2292, align 4, !alias.scope !145
  %sunkaddr2293 = mul i64 %index369, 4
  %sunkaddr2294 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2293
  %sunkaddr2295 = getelementptr i8, ptr %sunkaddr2294, i64 128
  %wide.load372 = load <16 x float>, ptr %sunkaddr2295, align 4, !alias.scope !145
  %sunkaddr2296 = mul i64 %index369, 4
  %sunkaddr2297 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2296
  %sunkaddr2298 = getelementptr i8, ptr %sunkaddr2297, i64 192
  %wide.load373 = load <16 x float>, ptr %sunkaddr2298, align 4, !alias.scope !145
  %422 = fmul <16 x float> %wide.load370, %421
  %423 = fmul <16 x float> %wide.load371, %421
  %424 = fmul <16 x float> %wide.load372, %421
  %425 = fmul <16 x float> %wide.load373, %421
  %sunkaddr2299 = mul i64 %index369, 4
  %sunkaddr2300 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2299
  store <16 x float> %422, ptr %sunkaddr2300, align 4, !alias.scope !147, !noalias !149
  %sunkaddr2301 = mul i64 %index369, 4
  %sunkaddr2302 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2301
  %sunkaddr2303 = getelementptr i8, ptr %sunkaddr2302, i64 64
  store <16 x float> %423, ptr %sunkaddr2303, align 4, !alias.scope !147, !noalias !149
  %sunkaddr2304 = mul i64 %index369, 4
  %sunkaddr2305 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, ptr %sunkaddr2305, i64 128
  store <16 x float> %424, ptr %sunkaddr2306, align 4, !alias.scope !147, !noalias !149
  %sunkaddr2307 = mul i64 %index369, 4
  %sunkaddr2308 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, ptr %sunkaddr2308, i64 192
  store <16 x float> %425, ptr %sunkaddr2309, align 4, !alias.scope !147, !noalias !149
  %index.next374 = add nuw i64 %index369, 64
  %426 = icmp eq i64 %n.vec365, %index.next374
  br i1 %426, label %middle.block375, label %vector.body368, !llvm.loop !150

middle.block375:                                  ; preds = %vector.body368
  %cmp.n376 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec365
  br i1 %cmp.n376, label %for.end.3, label %vec.epilog.iter.check379

vec.epilog.iter.check379:                         ; preds = %middle.block375
  %427 = and i64 %dest_shape.2180.sroa.5.1, 56
  %min.epilog.iters.check380 = icmp eq i64 %427, 0
  br i1 %min.epilog.iters.check380, label %for.body.4.endif.endif.endif.endif.us332.us.us.preheader, label %vec.epilog.ph381, !prof !23

vec.epilog.ph381:                                 ; preds = %vector.main.loop.iter.check362, %vec.epilog.iter.check379
  %vec.epilog.resume.val377 = phi i64 [ %n.vec365, %vec.epilog.iter.check379 ], [ 0, %vector.main.loop.iter.check362 ]
  %n.vec383 = and i64 %dest_shape.2180.sroa.5.1, %const1766
  %428 = load float, ptr %.53.fca.2.4.load, align 4, !alias.scope !142
  %.scalar910 = fmul float %428, %428
  %.scalar911 = fmul float %.scalar910, %.scalar910
  %429 = insertelement <8 x float> poison, float %.scalar911, i64 0
  %430 = shufflevector <8 x float> %429, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body386

vec.epilog.vector.body386:                        ; preds = %vec.epilog.vector.body386, %vec.epilog.ph381
  %index387 = phi i64 [ %vec.epilog.resume.val377, %vec.epilog.ph381 ], [ %index.next389, %vec.epilog.vector.body386 ]
  %431 = shl i64 %index387, 2
  %scevgep1159 = getelementptr i8, ptr %arg.c.4, i64 %431
  %wide.load388 = load <8 x float>, ptr %scevgep1159, align 4, !alias.scope !145
  %432 = fmul <8 x float> %wide.load388, %430
  %433 = shl i64 %index387, 2
  %scevgep1158 = getelementptr i8, ptr %.6.i165, i64 %433
  store <8 x float> %432, ptr %scevgep1158, align 4, !alias.scope !147, !noalias !149
  %index.next389 = add nuw i64 %index387, 8
  %434 = icmp eq i64 %n.vec383, %index.next389
  br i1 %434, label %vec.epilog.middle.block390, label %vec.epilog.vector.body386, !llvm.loop !151

vec.epilog.middle.block390:                       ; preds = %vec.epilog.vector.body386
  %cmp.n391 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec383
  br i1 %cmp.n391, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us332.us.us.preheader

for.body.4.endif.endif.endif.endif.us332.us.us.preheader: ; preds = %vector.memcheck347, %iter.check360, %vec.epilog.iter.check379, %vec.epilog.middle.block390
  %loop.index.4296.us329.us.us.ph = phi i64 [ 0, %iter.check360 ], [ 0, %vector.memcheck347 ], [ %n.vec365, %vec.epilog.iter.check379 ], [ %n.vec383, %vec.epilog.middle.block390 ]
  %xtraiter963 = and i64 %dest_shape.2180.sroa.5.1, 7
  %lcmp.mod964.not = icmp eq i64 %xtraiter963, 0
  br i1 %lcmp.mod964.not, label %for.body.4.endif.endif.endif.endif.us332.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us332.us.us.prol.preheader

for.body.4.endif.endif.endif.endif.us332.us.us.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us332.us.us.preheader
  br label %for.body.4.endif.endif.endif.endif.us332.us.us.prol

for.body.4.endif.endif.endif.endif.us332.us.us.prol: ; preds = %for.body.4.endif.endif.endif.endif.us332.us.us.prol.preheader, %for.body.4.endif.endif.endif.endif.us332.us.us.prol
  %lsr.iv1156 = phi i64 [ %xtraiter963, %for.body.4.endif.endif.endif.endif.us332.us.us.prol.preheader ], [ %lsr.iv.next1157, %for.body.4.endif.endif.endif.endif.us332.us.us.prol ]
  %loop.index.4296.us329.us.us.prol = phi i64 [ %.1152.us335.us.us.prol, %for.body.4.endif.endif.endif.endif.us332.us.us.prol ], [ %loop.index.4296.us329.us.us.ph, %for.body.4.endif.endif.endif.endif.us332.us.us.prol.preheader ]
  %.1111.us331.us.us.prol = load float, ptr %.53.fca.2.4.load, align 4
  %435 = shl i64 %loop.index.4296.us329.us.us.prol, 2
  %scevgep1155 = getelementptr i8, ptr %arg.c.4, i64 %435
  %.1120.us339.us.us.prol = load float, ptr %scevgep1155, align 4
  %.149.i.i183.prol = fmul float %.1111.us331.us.us.prol, %.1111.us331.us.us.prol
  %.149.i.1.i184.prol = fmul float %.149.i.i183.prol, %.149.i.i183.prol
  %.32.i185.prol = fmul float %.1120.us339.us.us.prol, %.149.i.1.i184.prol
  %436 = shl i64 %loop.index.4296.us329.us.us.prol, 2
  %scevgep1154 = getelementptr i8, ptr %.6.i165, i64 %436
  store float %.32.i185.prol, ptr %scevgep1154, align 4
  %.1152.us335.us.us.prol = add nuw nsw i64 %loop.index.4296.us329.us.us.prol, 1
  %lsr.iv.next1157 = add nsw i64 %lsr.iv1156, -1
  %prol.iter965.cmp.not = icmp eq i64 %lsr.iv.next1157, 0
  br i1 %prol.iter965.cmp.not, label %for.body.4.endif.endif.endif.endif.us332.us.us.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us332.us.us.prol, !llvm.loop !152

for.body.4.endif.endif.endif.endif.us332.us.us.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us332.us.us.prol, %for.body.4.endif.endif.endif.endif.us332.us.us.preheader
  %loop.index.4296.us329.us.us.unr = phi i64 [ %loop.index.4296.us329.us.us.ph, %for.body.4.endif.endif.endif.endif.us332.us.us.preheader ], [ %.1152.us335.us.us.prol, %for.body.4.endif.endif.endif.endif.us332.us.us.prol ]
  %437 = sub nsw i64 %loop.index.4296.us329.us.us.ph, %dest_shape.2180.sroa.5.1
  %438 = icmp ugt i64 %437, -8
  br i1 %438, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us332.us.us.preheader976

for.body.4.endif.endif.endif.endif.us332.us.us.preheader976: ; preds = %for.body.4.endif.endif.endif.endif.us332.us.us.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us332.us.us

for.body.4.endif.endif.endif.endif.us332.us.us:   ; preds = %for.body.4.endif.endif.endif.endif.us332.us.us.preheader976, %for.body.4.endif.endif.endif.endif.us332.us.us
  %loop.index.4296.us329.us.us = phi i64 [ %.1152.us335.us.us.7, %for.body.4.endif.endif.endif.endif.us332.us.us ], [ %loop.index.4296.us329.us.us.unr, %for.body.4.endif.endif.endif.endif.us332.us.us.preheader976 ]
  %.1111.us331.us.us = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2310 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2311 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2310
  %.1120.us339.us.us = load float, ptr %sunkaddr2311, align 4
  %.149.i.i183 = fmul float %.1111.us331.us.us, %.1111.us331.us.us
  %.149.i.1.i184 = fmul float %.149.i.i183, %.149.i.i183
  %.32.i185 = fmul float %.1120.us339.us.us, %.149.i.1.i184
  %sunkaddr2312 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2313 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2312
  store float %.32.i185, ptr %sunkaddr2313, align 4
  %.1111.us331.us.us.1 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2314 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2315 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, ptr %sunkaddr2315, i64 4
  %.1120.us339.us.us.1 = load float, ptr %sunkaddr2316, align 4
  %.149.i.i183.1 = fmul float %.1111.us331.us.us.1, %.1111.us331.us.us.1
  %.149.i.1.i184.1 = fmul float %.149.i.i183.1, %.149.i.i183.1
  %.32.i185.1 = fmul float %.1120.us339.us.us.1, %.149.i.1.i184.1
  %sunkaddr2317 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2318 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, ptr %sunkaddr2318, i64 4
  store float %.32.i185.1, ptr %sunkaddr2319, align 4
  %.1111.us331.us.us.2 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2320 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2321 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, ptr %sunkaddr2321, i64 8
  %.1120.us339.us.us.2 = load float, ptr %sunkaddr2322, align 4
  %.149.i.i183.2 = fmul float %.1111.us331.us.us.2, %.1111.us331.us.us.2
  %.149.i.1.i184.2 = fmul float %.149.i.i183.2, %.149.i.i183.2
  %.32.i185.2 = fmul float %.1120.us339.us.us.2, %.149.i.1.i184.2
  %sunkaddr2323 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2324 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, ptr %sunkaddr2324, i64 8
  store float %.32.i185.2, ptr %sunkaddr2325, align 4
  %.1111.us331.us.us.3 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2326 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2327 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, ptr %sunkaddr2327, i64 12
  %.1120.us339.us.us.3 = load float, ptr %sunkaddr2328, align 4
  %.149.i.i183.3 = fmul float %.1111.us331.us.us.3, %.1111.us331.us.us.3
  %.149.i.1.i184.3 = fmul float %.149.i.i183.3, %.149.i.i183.3
  %.32.i185.3 = fmul float %.1120.us339.us.us.3, %.149.i.1.i184.3
  %sunkaddr2329 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2330 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, ptr %sunkaddr2330, i64 12
  store float %.32.i185.3, ptr %sunkaddr2331, align 4
  %.1111.us331.us.us.4 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2332 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2333 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, ptr %sunkaddr2333, i64 16
  %.1120.us339.us.us.4 = load float, ptr %sunkaddr2334, align 4
  %.149.i.i183.4 = fmul float %.1111.us331.us.us.4, %.1111.us331.us.us.4
  %.149.i.1.i184.4 = fmul float %.149.i.i183.4, %.149.i.i183.4
  %.32.i185.4 = fmul float %.1120.us339.us.us.4, %.149.i.1.i184.4
  %sunkaddr2335 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2336 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, ptr %sunkaddr2336, i64 16
  store float %.32.i185.4, ptr %sunkaddr2337, align 4
  %.1111.us331.us.us.5 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2338 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2339 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, ptr %sunkaddr2339, i64 20
  %.1120.us339.us.us.5 = load float, ptr %sunkaddr2340, align 4
  %.149.i.i183.5 = fmul float %.1111.us331.us.us.5, %.1111.us331.us.us.5
  %.149.i.1.i184.5 = fmul float %.149.i.i183.5, %.149.i.i183.5
  %.32.i185.5 = fmul float %.1120.us339.us.us.5, %.149.i.1.i184.5
  %sunkaddr2341 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2342 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, ptr %sunkaddr2342, i64 20
  store float %.32.i185.5, ptr %sunkaddr2343, align 4
  %.1111.us331.us.us.6 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2344 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2345 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, ptr %sunkaddr2345, i64 24
  %.1120.us339.us.us.6 = load float, ptr %sunkaddr2346, align 4
  %.149.i.i183.6 = fmul float %.1111.us331.us.us.6, %.1111.us331.us.us.6
  %.149.i.1.i184.6 = fmul float %.149.i.i183.6, %.149.i.i183.6
  %.32.i185.6 = fmul float %.1120.us339.us.us.6, %.149.i.1.i184.6
  %sunkaddr2347 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2348 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2347
  %sunkaddr2349 = getelementptr i8, ptr %sunkaddr2348, i64 24
  store float %.32.i185.6, ptr %sunkaddr2349, align 4
  %.1111.us331.us.us.7 = load float, ptr %.53.fca.2.4.load, align 4
  %sunkaddr2350 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2351 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr2350
  %sunkaddr2352 = getelementptr i8, ptr %sunkaddr2351, i64 28
  %.1120.us339.us.us.7 = load float, ptr %sunkaddr2352, align 4
  %.149.i.i183.7 = fmul float %.1111.us331.us.us.7, %.1111.us331.us.us.7
  %.149.i.1.i184.7 = fmul float %.149.i.i183.7, %.149.i.i183.7
  %.32.i185.7 = fmul float %.1120.us339.us.us.7, %.149.i.1.i184.7
  %sunkaddr2353 = mul i64 %loop.index.4296.us329.us.us, 4
  %sunkaddr2354 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, ptr %sunkaddr2354, i64 28
  store float %.32.i185.7, ptr %sunkaddr2355, align 4
  %.1152.us335.us.us.7 = add nuw nsw i64 %loop.index.4296.us329.us.us, 8
  %exitcond494.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us335.us.us.7
  br i1 %exitcond494.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us332.us.us, !llvm.loop !153

iter.check406:                                    ; preds = %for.cond.4.preheader.lr.ph.split.us.split.split
  %min.iters.check404 = icmp ult i64 %dest_shape.2180.sroa.5.1, 4
  br i1 %min.iters.check404, label %for.body.4.endif.endif.endif.endif.us360.preheader, label %vector.memcheck393

vector.memcheck393:                               ; preds = %iter.check406
  %439 = shl i64 %dest_shape.2180.sroa.5.1, 2
  %scevgep394 = getelementptr i8, ptr %.6.i165, i64 %439
  %scevgep395 = getelementptr i8, ptr %.53.fca.2.4.load, i64 4
  %scevgep396 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0397 = icmp ult ptr %.6.i165, %scevgep395
  %bound1398 = icmp ult ptr %.53.fca.2.4.load, %scevgep394
  %found.conflict399 = and i1 %bound0397, %bound1398
  %bound0400 = icmp ult ptr %.6.i165, %scevgep396
  %bound1401 = icmp ult ptr %arg.c.4, %scevgep394
  %found.conflict402 = and i1 %bound0400, %bound1401
  %conflict.rdx403 = or i1 %found.conflict399, %found.conflict402
  br i1 %conflict.rdx403, label %for.body.4.endif.endif.endif.endif.us360.preheader, label %vector.main.loop.iter.check408

vector.main.loop.iter.check408:                   ; preds = %vector.memcheck393
  %const1763 = bitcast i64 9223372036854775800 to i64
  %min.iters.check407 = icmp ult i64 %dest_shape.2180.sroa.5.1, 64
  br i1 %min.iters.check407, label %vec.epilog.ph423, label %vector.ph409

vector.ph409:                                     ; preds = %vector.main.loop.iter.check408
  %const_mat1764 = add i64 %const1763, -56
  %n.vec411 = and i64 %dest_shape.2180.sroa.5.1, %const_mat1764
  %440 = load float, ptr %arg.c.4, align 4, !alias.scope !154
  %441 = load float, ptr %.53.fca.2.4.load, align 4, !alias.scope !157
  %442 = fmul float %441, %441
  %443 = fmul float %442, %442
  %444 = fmul float %440, %443
  %broadcast.splatinsert414 = insertelement <16 x float> poison, float %444, i64 0
  %broadcast.splat415 = shufflevector <16 x float> %broadcast.splatinsert414, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body412

vector.body412:                                   ; preds = %vector.body412, %vector.ph409
  %index413 = phi i64 [ 0, %vector.ph409 ], [ %index.next416, %vector.body412 ]
  %sunkaddr2356 = mul i64 %index413, 4
  %sunkaddr2357 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2356
  store <16 x float> %broadcast.splat415, ptr %sunkaddr2357, align 4, !alias.scope !159, !noalias !161
  %sunkaddr2358 = mul i64 %index413, 4
  %sunkaddr2359 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, ptr %sunkaddr2359, i64 64
  store <16 x float> %broadcast.splat415, ptr %sunkaddr2360, align 4, !alias.scope !159, !noalias !161
  %sunkaddr2361 = mul i64 %index413, 4
  %sunkaddr2362 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, ptr %sunkaddr2362, i64 128
  store <16 x float> %broadcast.splat415, ptr %sunkaddr2363, align 4, !alias.scope !159, !noalias !161
  %sunkaddr2364 = mul i64 %index413, 4
  %sunkaddr2365 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, ptr %sunkaddr2365, i64 192
  store <16 x float> %broadcast.splat415, ptr %sunkaddr2366, align 4, !alias.scope !159, !noalias !161
  %index.next416 = add nuw i64 %index413, 64
  %445 = icmp eq i64 %n.vec411, %index.next416
  br i1 %445, label %middle.block417, label %vector.body412, !llvm.loop !162

middle.block417:                                  ; preds = %vector.body412
  %cmp.n418 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec411
  br i1 %cmp.n418, label %for.end.3, label %vec.epilog.iter.check421

vec.epilog.iter.check421:                         ; preds = %middle.block417
  %446 = and i64 %dest_shape.2180.sroa.5.1, 60
  %min.epilog.iters.check422 = icmp eq i64 %446, 0
  br i1 %min.epilog.iters.check422, label %for.body.4.endif.endif.endif.endif.us360.preheader, label %vec.epilog.ph423, !prof !41

vec.epilog.ph423:                                 ; preds = %vector.main.loop.iter.check408, %vec.epilog.iter.check421
  %vec.epilog.resume.val419 = phi i64 [ %n.vec411, %vec.epilog.iter.check421 ], [ 0, %vector.main.loop.iter.check408 ]
  %const_mat1765 = add i64 %const1763, 4
  %n.vec425 = and i64 %dest_shape.2180.sroa.5.1, %const_mat1765
  %447 = load float, ptr %arg.c.4, align 4, !alias.scope !154
  %448 = load float, ptr %.53.fca.2.4.load, align 4, !alias.scope !157
  %449 = fmul float %448, %448
  %450 = fmul float %449, %449
  %451 = fmul float %447, %450
  %broadcast.splatinsert428 = insertelement <4 x float> poison, float %451, i64 0
  %broadcast.splat429 = shufflevector <4 x float> %broadcast.splatinsert428, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body426

vec.epilog.vector.body426:                        ; preds = %vec.epilog.vector.body426, %vec.epilog.ph423
  %index427 = phi i64 [ %vec.epilog.resume.val419, %vec.epilog.ph423 ], [ %index.next430, %vec.epilog.vector.body426 ]
  %452 = shl i64 %index427, 2
  %scevgep1195 = getelementptr i8, ptr %.6.i165, i64 %452
  store <4 x float> %broadcast.splat429, ptr %scevgep1195, align 4, !alias.scope !159, !noalias !161
  %index.next430 = add nuw i64 %index427, 4
  %453 = icmp eq i64 %n.vec425, %index.next430
  br i1 %453, label %vec.epilog.middle.block431, label %vec.epilog.vector.body426, !llvm.loop !163

vec.epilog.middle.block431:                       ; preds = %vec.epilog.vector.body426
  %cmp.n432 = icmp eq i64 %dest_shape.2180.sroa.5.1, %n.vec425
  br i1 %cmp.n432, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us360.preheader

for.body.4.endif.endif.endif.endif.us360.preheader: ; preds = %vector.memcheck393, %iter.check406, %vec.epilog.iter.check421, %vec.epilog.middle.block431
  %loop.index.4296.us356.ph = phi i64 [ 0, %iter.check406 ], [ 0, %vector.memcheck393 ], [ %n.vec411, %vec.epilog.iter.check421 ], [ %n.vec425, %vec.epilog.middle.block431 ]
  %454 = sub nsw i64 %dest_shape.2180.sroa.5.1, %loop.index.4296.us356.ph
  %xtraiter960 = and i64 %454, 7
  %lcmp.mod961.not = icmp eq i64 %xtraiter960, 0
  br i1 %lcmp.mod961.not, label %for.body.4.endif.endif.endif.endif.us360.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us360.prol.preheader

for.body.4.endif.endif.endif.endif.us360.prol.preheader: ; preds = %for.body.4.endif.endif.endif.endif.us360.preheader
  br label %for.body.4.endif.endif.endif.endif.us360.prol

for.body.4.endif.endif.endif.endif.us360.prol:    ; preds = %for.body.4.endif.endif.endif.endif.us360.prol.preheader, %for.body.4.endif.endif.endif.endif.us360.prol
  %lsr.iv1193 = phi i64 [ %xtraiter960, %for.body.4.endif.endif.endif.endif.us360.prol.preheader ], [ %lsr.iv.next1194, %for.body.4.endif.endif.endif.endif.us360.prol ]
  %loop.index.4296.us356.prol = phi i64 [ %.1152.us363.prol, %for.body.4.endif.endif.endif.endif.us360.prol ], [ %loop.index.4296.us356.ph, %for.body.4.endif.endif.endif.endif.us360.prol.preheader ]
  %.1111.us357.prol = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i186.prol = fmul float %.1111.us357.prol, %.1111.us357.prol
  %.149.i.1.i187.prol = fmul float %.149.i.i186.prol, %.149.i.i186.prol
  %.32.i188.prol = fmul float %.1120.us358.prol, %.149.i.1.i187.prol
  %455 = shl i64 %loop.index.4296.us356.prol, 2
  %scevgep1192 = getelementptr i8, ptr %.6.i165, i64 %455
  store float %.32.i188.prol, ptr %scevgep1192, align 4
  %.1152.us363.prol = add nuw i64 %loop.index.4296.us356.prol, 1
  %lsr.iv.next1194 = add nsw i64 %lsr.iv1193, -1
  %prol.iter962.cmp.not = icmp eq i64 %lsr.iv.next1194, 0
  br i1 %prol.iter962.cmp.not, label %for.body.4.endif.endif.endif.endif.us360.prol.loopexit, label %for.body.4.endif.endif.endif.endif.us360.prol, !llvm.loop !164

for.body.4.endif.endif.endif.endif.us360.prol.loopexit: ; preds = %for.body.4.endif.endif.endif.endif.us360.prol, %for.body.4.endif.endif.endif.endif.us360.preheader
  %loop.index.4296.us356.unr = phi i64 [ %loop.index.4296.us356.ph, %for.body.4.endif.endif.endif.endif.us360.preheader ], [ %.1152.us363.prol, %for.body.4.endif.endif.endif.endif.us360.prol ]
  %456 = sub nsw i64 %loop.index.4296.us356.ph, %dest_shape.2180.sroa.5.1
  %457 = icmp ugt i64 %456, -8
  br i1 %457, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us360.preheader978

for.body.4.endif.endif.endif.endif.us360.preheader978: ; preds = %for.body.4.endif.endif.endif.endif.us360.prol.loopexit
  br label %for.body.4.endif.endif.endif.endif.us360

for.body.4.endif.endif.endif.endif.us360:         ; preds = %for.body.4.endif.endif.endif.endif.us360.preheader978, %for.body.4.endif.endif.endif.endif.us360
  %loop.index.4296.us356 = phi i64 [ %.1152.us363.7, %for.body.4.endif.endif.endif.endif.us360 ], [ %loop.index.4296.us356.unr, %for.body.4.endif.endif.endif.endif.us360.preheader978 ]
  %.1111.us357 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358 = load float, ptr %arg.c.4, align 4
  %.149.i.i186 = fmul float %.1111.us357, %.1111.us357
  %.149.i.1.i187 = fmul float %.149.i.i186, %.149.i.i186
  %.32.i188 = fmul float %.1120.us358, %.149.i.1.i187
  %sunkaddr2367 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2368 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2367
  store float %.32.i188, ptr %sunkaddr2368, align 4
  %.1111.us357.1 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.1 = fmul float %.1111.us357.1, %.1111.us357.1
  %.149.i.1.i187.1 = fmul float %.149.i.i186.1, %.149.i.i186.1
  %.32.i188.1 = fmul float %.1120.us358.1, %.149.i.1.i187.1
  %sunkaddr2369 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2370 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2369
  %sunkaddr2371 = getelementptr i8, ptr %sunkaddr2370, i64 4
  store float %.32.i188.1, ptr %sunkaddr2371, align 4
  %.1111.us357.2 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.2 = fmul float %.1111.us357.2, %.1111.us357.2
  %.149.i.1.i187.2 = fmul float %.149.i.i186.2, %.149.i.i186.2
  %.32.i188.2 = fmul float %.1120.us358.2, %.149.i.1.i187.2
  %sunkaddr2372 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2373 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2372
  %sunkaddr2374 = getelementptr i8, ptr %sunkaddr2373, i64 8
  store float %.32.i188.2, ptr %sunkaddr2374, align 4
  %.1111.us357.3 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.3 = fmul float %.1111.us357.3, %.1111.us357.3
  %.149.i.1.i187.3 = fmul float %.149.i.i186.3, %.149.i.i186.3
  %.32.i188.3 = fmul float %.1120.us358.3, %.149.i.1.i187.3
  %sunkaddr2375 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2376 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2375
  %sunkaddr2377 = getelementptr i8, ptr %sunkaddr2376, i64 12
  store float %.32.i188.3, ptr %sunkaddr2377, align 4
  %.1111.us357.4 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.4 = fmul float %.1111.us357.4, %.1111.us357.4
  %.149.i.1.i187.4 = fmul float %.149.i.i186.4, %.149.i.i186.4
  %.32.i188.4 = fmul float %.1120.us358.4, %.149.i.1.i187.4
  %sunkaddr2378 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2379 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2378
  %sunkaddr2380 = getelementptr i8, ptr %sunkaddr2379, i64 16
  store float %.32.i188.4, ptr %sunkaddr2380, align 4
  %.1111.us357.5 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.5 = fmul float %.1111.us357.5, %.1111.us357.5
  %.149.i.1.i187.5 = fmul float %.149.i.i186.5, %.149.i.i186.5
  %.32.i188.5 = fmul float %.1120.us358.5, %.149.i.1.i187.5
  %sunkaddr2381 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2382 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2381
  %sunkaddr2383 = getelementptr i8, ptr %sunkaddr2382, i64 20
  store float %.32.i188.5, ptr %sunkaddr2383, align 4
  %.1111.us357.6 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.6 = fmul float %.1111.us357.6, %.1111.us357.6
  %.149.i.1.i187.6 = fmul float %.149.i.i186.6, %.149.i.i186.6
  %.32.i188.6 = fmul float %.1120.us358.6, %.149.i.1.i187.6
  %sunkaddr2384 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2385 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2384
  %sunkaddr2386 = getelementptr i8, ptr %sunkaddr2385, i64 24
  store float %.32.i188.6, ptr %sunkaddr2386, align 4
  %.1111.us357.7 = load float, ptr %.53.fca.2.4.load, align 4
  %.1120.us358.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i186.7 = fmul float %.1111.us357.7, %.1111.us357.7
  %.149.i.1.i187.7 = fmul float %.149.i.i186.7, %.149.i.i186.7
  %.32.i188.7 = fmul float %.1120.us358.7, %.149.i.1.i187.7
  %sunkaddr2387 = mul i64 %loop.index.4296.us356, 4
  %sunkaddr2388 = getelementptr i8, ptr %.6.i165, i64 %sunkaddr2387
  %sunkaddr2389 = getelementptr i8, ptr %sunkaddr2388, i64 28
  store float %.32.i188.7, ptr %sunkaddr2389, align 4
  %.1152.us363.7 = add nuw nsw i64 %loop.index.4296.us356, 8
  %exitcond492.not.7 = icmp eq i64 %dest_shape.2180.sroa.5.1, %.1152.us363.7
  br i1 %exitcond492.not.7, label %for.end.3, label %for.body.4.endif.endif.endif.endif.us360, !llvm.loop !165

for.end.1.endif.endif.endif.endif.endif.endif.if.if: ; preds = %for.end.1.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.3:                                        ; preds = %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.split.us.us, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split, %for.cond.4.for.end.4_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.body.4.endif.endif.endif.endif.us360, %for.body.4.endif.endif.endif.endif.us332.us.us, %for.body.4.endif.endif.endif.endif.us307.us.us, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us, %for.body.4.endif.endif.endif.endif.us360.prol.loopexit, %for.body.4.endif.endif.endif.endif.us332.us.us.prol.loopexit, %for.body.4.endif.endif.endif.endif.us307.us.us.prol.loopexit, %for.body.4.endif.endif.endif.endif.us307.us.us.us.us.prol.loopexit, %vec.epilog.middle.block431, %middle.block417, %vec.epilog.middle.block390, %middle.block375, %vec.epilog.middle.block344, %middle.block329, %vec.epilog.middle.block, %middle.block, %for.cond.4.preheader.lr.ph, %for.end.1.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  tail call void @NRT_decref(ptr %.53.fca.2.0.load)
  store float 0.000000e+00, ptr %.1164, align 4
  %.1172 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1164, ptr nonnull %excinfo.15, ptr nonnull %.7.i.i158, ptr null, i64 %.1002, i64 4, ptr %.6.i165, i64 %.53.fca.2.5.0.load.fr, i64 %dest_shape.2180.sroa.5.1, i64 %.1005, i64 4)
  %cond215 = icmp eq i32 %.1172, 0
  br i1 %cond215, label %for.end.3.endif, label %for.end.3.if.if, !prof !0

for.end.3.endif:                                  ; preds = %for.end.3
  %.1182 = load float, ptr %.1164, align 4
  tail call void @NRT_decref(ptr nonnull %.7.i.i158)
  %.1197 = fadd float %.884, %.1182
  %.1198 = fpext float %.1197 to double
  store double %.1198, ptr %retptr, align 8
  br label %common.ret

for.end.3.if.if:                                  ; preds = %for.end.3
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.svd_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 4
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
  %.54 = icmp ne i64 %.53, 4
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
  %.77 = call i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 4, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels7svd_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8svd_impl12_3clocals_3e8svd_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEb(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8 %arg.full_matrices) local_unnamed_addr {
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
  %.179.i = getelementptr float, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !1
  %.262.i = load float, ptr %.179.i, align 4, !noalias !166
  %.271.le.i = fsub float %.262.i, %.262.i
  %.272.le.i = fcmp ord float %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !170
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !170
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !170
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !170
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !170
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif:                           ; preds = %B144.endif
  %0 = icmp eq i8 %arg.full_matrices, 0
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !170
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !170
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !170
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !170
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %ucol.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.0
  %ldvt.2.0 = select i1 %0, i64 %.13.i, i64 %arg.a.5.1
  %.29.i = icmp slt i64 %ucol.2.0, 0
  %.36.i8 = icmp slt i64 %arg.a.5.0, 0
  %or.cond154 = select i1 %.29.i, i1 true, i1 %.36.i8, !prof !174
  br i1 %or.cond154, label %B270.if.if, label %B0.endif.endif.endif.endif.i, !prof !174

B0.endif.endif.endif.endif.i:                     ; preds = %B144.endif.endif.endif
  %const1 = bitcast i64 -2305843009213693952 to i64
  %const = bitcast i64 -4611686018427387904 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %ucol.2.0, i64 %arg.a.5.0)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.a.5.0, 2
  %1 = add i64 %.51.i, %const1
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B270.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !175
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B270.if.if, label %B270.endif, !prof !1

B270.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !185
  %.15.i = icmp slt i64 %arg.a.5.1, 0
  br i1 %.15.i, label %B270.endif.if.if, label %B0.endif.endif.i, !prof !1

B0.endif.endif.i:                                 ; preds = %B270.endif
  %.31.i = icmp samesign ugt i64 %.13.i, 2305843009213693951
  br i1 %.31.i, label %B270.endif.if.if, label %B0.endif.endif.endif.i10, !prof !1

B0.endif.endif.endif.i10:                         ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 2
  %.7.i.i.i11 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !186
  %.8.i.i.i12 = icmp eq ptr %.7.i.i.i11, null
  br i1 %.8.i.i.i12, label %B270.endif.if.if, label %B270.endif.endif, !prof !1

B270.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B144.endif.endif.endif
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B144.endif.endif.endif ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif:                                 ; preds = %B0.endif.endif.endif.i10
  %.5.i.i14 = getelementptr i8, ptr %.7.i.i.i11, i64 24
  %.6.i.i15 = load ptr, ptr %.5.i.i14, align 8, !noalias !196
  tail call void @NRT_decref(ptr %arg.a.0)
  %.50.i27 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %ldvt.2.0)
  %.51.i28 = extractvalue { i64, i1 } %.50.i27, 0
  %.52.i29 = extractvalue { i64, i1 } %.50.i27, 1
  %.54.i30 = shl i64 %ldvt.2.0, 2
  %2 = add i64 %.51.i28, %const1
  %.57.i31 = icmp ult i64 %2, %const
  %.58.i32 = or i1 %.52.i29, %.57.i31
  br i1 %.58.i32, label %B270.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.i33, !prof !1

B0.endif.endif.endif.endif.endif.i33:             ; preds = %B270.endif.endif
  %.56.i34 = shl nsw i64 %.51.i28, 2
  %.7.i.i.i35 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i34, i32 32), !noalias !197
  %.8.i.i.i36 = icmp eq ptr %.7.i.i.i35, null
  br i1 %.8.i.i.i36, label %B270.endif.endif.if.if, label %B270.endif.endif.endif, !prof !1

B270.endif.if.if:                                 ; preds = %B0.endif.endif.endif.i10, %B0.endif.endif.i, %B270.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.23, %B0.endif.endif.endif.i10 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.21, %B270.endif ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B270.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.endif.endif.i33
  %3 = icmp eq i8 %arg.full_matrices, 0
  %.5.i.i38 = getelementptr i8, ptr %.7.i.i.i35, i64 24
  %.6.i.i39 = load ptr, ptr %.5.i.i38, align 8, !noalias !207
  %.459 = select i1 %3, i8 83, i8 65
  %.489 = tail call i32 @numba_ez_gesdd(i8 115, i8 %.459, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i15, ptr %.6.i.i, i64 %arg.a.5.0, ptr %.6.i.i39, i64 %ldvt.2.0)
  %.9.not.i = icmp eq i32 %.489, 0
  br i1 %.9.not.i, label %B270.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B270.endif.endif.endif
  %.13.i54 = icmp slt i32 %.489, 0
  br i1 %.13.i54, label %B28.i, label %B270.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !208
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
  %.6.i.i73 = load ptr, ptr %.5.i, align 8, !noalias !212
  %.26.i = load i64, ptr %.6.i.i73, align 8, !noalias !212
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
  store i64 4, ptr %retptr.repack418, align 8
  %retptr.repack420 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack420, align 8
  %retptr.repack422 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack422, align 8
  %retptr.repack422.repack426 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %ucol.2.0, ptr %retptr.repack422.repack426, align 8
  %retptr.repack424 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 4, ptr %retptr.repack424, align 8
  %retptr.repack424.repack428 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.54.i, ptr %retptr.repack424.repack428, align 8
  %retptr.repack410 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store ptr %.7.i.i.i11, ptr %retptr.repack410, align 8
  %retptr.repack410.repack430 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store ptr null, ptr %retptr.repack410.repack430, align 8
  %retptr.repack410.repack432 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store i64 %.13.i, ptr %retptr.repack410.repack432, align 8
  %retptr.repack410.repack434 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 4, ptr %retptr.repack410.repack434, align 8
  %retptr.repack410.repack436 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store ptr %.6.i.i15, ptr %retptr.repack410.repack436, align 8
  %retptr.repack410.repack438 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.13.i, ptr %retptr.repack410.repack438, align 8
  %retptr.repack410.repack440 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 4, ptr %retptr.repack410.repack440, align 8
  %retptr.repack412 = getelementptr inbounds nuw i8, ptr %retptr, i64 128
  store ptr %.7.i.i.i35, ptr %retptr.repack412, align 8
  %retptr.repack412.repack442 = getelementptr inbounds nuw i8, ptr %retptr, i64 136
  store ptr null, ptr %retptr.repack412.repack442, align 8
  %retptr.repack412.repack444 = getelementptr inbounds nuw i8, ptr %retptr, i64 144
  store i64 %.51.i28, ptr %retptr.repack412.repack444, align 8
  %retptr.repack412.repack446 = getelementptr inbounds nuw i8, ptr %retptr, i64 152
  store i64 4, ptr %retptr.repack412.repack446, align 8
  %retptr.repack412.repack448 = getelementptr inbounds nuw i8, ptr %retptr, i64 160
  store ptr %.6.i.i39, ptr %retptr.repack412.repack448, align 8
  %retptr.repack412.repack450 = getelementptr inbounds nuw i8, ptr %retptr, i64 168
  store i64 %ldvt.2.0, ptr %retptr.repack412.repack450, align 8
  %retptr.repack412.repack450.repack454 = getelementptr inbounds nuw i8, ptr %retptr, i64 176
  store i64 %arg.a.5.1, ptr %retptr.repack412.repack450.repack454, align 8
  %retptr.repack412.repack452 = getelementptr inbounds nuw i8, ptr %retptr, i64 184
  store i64 4, ptr %retptr.repack412.repack452, align 8
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %0 = add i64 %.43, -2305843009213693952
  %.49 = icmp ult i64 %0, -4611686018427387904
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !216
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
  %const = bitcast i64 6917529027641081792 to i64
  %1 = add nuw i64 %arg.a.5.1, %arg.a.5.0
  %2 = shl i64 %1, 2
  %3 = getelementptr i8, ptr %.6.i, i64 %2
  %scevgep = getelementptr i8, ptr %3, i64 -4
  %4 = mul i64 %.46, %arg.a.5.1
  %scevgep6 = getelementptr i8, ptr %arg.a.4, i64 %4
  %min.iters.check = icmp samesign ult i64 %arg.a.5.1, 8
  %ident.check.not = icmp ne i64 %arg.a.5.0, 1
  %or.cond17.not1 = select i1 %min.iters.check, i1 true, i1 %ident.check.not
  %bound0 = icmp ult ptr %.6.i, %scevgep6
  %bound1 = icmp ult ptr %arg.a.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %arg.a.5.1, 2305843009213693952
  %stride.check = icmp ne i64 %.mask, 0
  %5 = or i1 %stride.check, %found.conflict
  %n.vec = and i64 %arg.a.5.1, %const
  %const_mat = add i64 %const, 56
  %n.vec12 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %scevgep19 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep28 = getelementptr i8, ptr %arg.a.4, i64 192
  %6 = shl i64 %arg.a.5.1, 2
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
  %7 = icmp ult i64 %arg.a.5.1, 64
  br i1 %7, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %8 = shl i64 %index, 2
  %scevgep36 = getelementptr i8, ptr %lsr.iv29, i64 %8
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 -192
  %scevgep26 = getelementptr i8, ptr %lsr.iv, i64 %8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 -192
  %scevgep35 = getelementptr i8, ptr %scevgep36, i64 -128
  %9 = shl i64 %index, 2
  %scevgep10 = getelementptr i8, ptr %lsr.iv29, i64 %9
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 -64
  %wide.load = load <16 x float>, ptr %scevgep37, align 4, !alias.scope !223
  %wide.load8 = load <16 x float>, ptr %scevgep35, align 4, !alias.scope !223
  %wide.load9 = load <16 x float>, ptr %scevgep11, align 4, !alias.scope !223
  %wide.load10 = load <16 x float>, ptr %scevgep36, align 4, !alias.scope !223
  %10 = shl i64 %index, 2
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 2
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <16 x float> %wide.load, ptr %scevgep27, align 4, !alias.scope !226, !noalias !223
  store <16 x float> %wide.load8, ptr %scevgep8, align 4, !alias.scope !226, !noalias !223
  store <16 x float> %wide.load9, ptr %scevgep5, align 4, !alias.scope !226, !noalias !223
  store <16 x float> %wide.load10, ptr %scevgep26, align 4, !alias.scope !226, !noalias !223
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !228

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 56
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !23

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 2
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <8 x float>, ptr %scevgep43, align 4, !alias.scope !223
  store <8 x float> %wide.load14, ptr %scevgep40, align 4, !alias.scope !226, !noalias !223
  %index.next15 = add nuw i64 %index13, 8
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !229

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %18 = icmp eq i64 %arg.a.5.1, %n.vec12
  br i1 %18, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.140.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  %19 = icmp eq i64 %xtraiter, 0
  br i1 %19, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  %20 = mul i64 %loop.index.140.us.ph, %.46
  %scevgep44 = getelementptr i8, ptr %lsr.iv38, i64 %20
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.prol.preheader
  %lsr.iv48 = phi i64 [ %xtraiter, %for.body.1.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.us.prol ]
  %lsr.iv45 = phi ptr [ %scevgep44, %for.body.1.us.prol.preheader ], [ %scevgep46, %for.body.1.us.prol ]
  %loop.index.140.us.prol = phi i64 [ %loop.index.140.us.ph, %for.body.1.us.prol.preheader ], [ %.139.us.prol, %for.body.1.us.prol ]
  %21 = shl i64 %loop.index.140.us.prol, 2
  %scevgep47 = getelementptr i8, ptr %lsr.iv41, i64 %21
  %.137.us.prol = load float, ptr %scevgep47, align 4
  store float %.137.us.prol, ptr %lsr.iv45, align 4
  %.139.us.prol = add nuw nsw i64 %loop.index.140.us.prol, 1
  %scevgep46 = getelementptr i8, ptr %lsr.iv45, i64 %.46
  %lsr.iv.next = add nsw i64 %lsr.iv48, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !230

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
  %25 = shl i64 %loop.index.140.us, 2
  %scevgep54 = getelementptr i8, ptr %lsr.iv41, i64 %25
  %.137.us = load float, ptr %scevgep54, align 4
  store float %.137.us, ptr %lsr.iv50, align 4
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 4
  %.137.us.1 = load float, ptr %scevgep60, align 4
  %scevgep67 = getelementptr i8, ptr %lsr.iv50, i64 %.46
  store float %.137.us.1, ptr %scevgep67, align 4
  %26 = shl i64 %loop.index.140.us, 2
  %scevgep16 = getelementptr i8, ptr %lsr.iv41, i64 %26
  %scevgep18 = getelementptr i8, ptr %scevgep16, i64 8
  %.137.us.2 = load float, ptr %scevgep18, align 4
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 %.46
  store float %.137.us.2, ptr %scevgep68, align 4
  %27 = shl i64 %loop.index.140.us, 2
  %scevgep21 = getelementptr i8, ptr %lsr.iv41, i64 %27
  %scevgep22 = getelementptr i8, ptr %scevgep21, i64 12
  %.137.us.3 = load float, ptr %scevgep22, align 4
  %scevgep69 = getelementptr i8, ptr %scevgep68, i64 %.46
  store float %.137.us.3, ptr %scevgep69, align 4
  %28 = shl i64 %loop.index.140.us, 2
  %scevgep12 = getelementptr i8, ptr %lsr.iv41, i64 %28
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 16
  %.137.us.4 = load float, ptr %scevgep13, align 4
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %.46
  store float %.137.us.4, ptr %scevgep70, align 4
  %29 = shl i64 %loop.index.140.us, 2
  %scevgep32 = getelementptr i8, ptr %lsr.iv41, i64 %29
  %scevgep34 = getelementptr i8, ptr %scevgep32, i64 20
  %.137.us.5 = load float, ptr %scevgep34, align 4
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %.46
  store float %.137.us.5, ptr %scevgep71, align 4
  %30 = shl i64 %loop.index.140.us, 2
  %scevgep24 = getelementptr i8, ptr %lsr.iv41, i64 %30
  %scevgep29 = getelementptr i8, ptr %scevgep24, i64 24
  %.137.us.6 = load float, ptr %scevgep29, align 4
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %.46
  store float %.137.us.6, ptr %scevgep72, align 4
  %31 = shl i64 %loop.index.140.us, 2
  %scevgep14 = getelementptr i8, ptr %lsr.iv41, i64 %31
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 28
  %.137.us.7 = load float, ptr %scevgep15, align 4
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %.46
  store float %.137.us.7, ptr %scevgep73, align 4
  %.139.us.7 = add nuw nsw i64 %loop.index.140.us, 8
  %scevgep25 = getelementptr i8, ptr %scevgep73, i64 %.46
  %exitcond.not.7 = icmp eq i64 %arg.a.5.1, %.139.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !231

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.141.us = add nuw nsw i64 %loop.index42.us, 1
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 4
  %scevgep30 = getelementptr i8, ptr %lsr.iv29, i64 %6
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 4
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
  store i64 4, ptr %retptr.repack27, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack31, align 8
  %retptr.repack31.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.1, ptr %retptr.repack31.repack35, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 4, ptr %retptr.repack33, align 8
  %retptr.repack33.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.46, ptr %retptr.repack33.repack37, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.1, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.0, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !232
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !232

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !233

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.1
  %0 = shl i64 %arg.a.6.1, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi float [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 2
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load float, ptr %scevgep68, align 4
  %.148.us.epil.us.epil = fadd float %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi float [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 2
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load float, ptr %scevgep72, align 4
  %.148.us.epil.1.us.epil = fadd float %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.1
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !235, !llvm.loop !236

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !238

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.0, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !56

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.0, %const
  %5 = add nsw i64 %arg.a.5.0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !57

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi float [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load float, ptr %.85.119.us.epil6.prol, align 4
  %.148.us.epil9.prol = fadd float %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 4
  %.146.us.1.epil.prol = load float, ptr %.154.us.epil10.prol, align 4
  %.148.us.1.epil.prol = fadd float %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.2.epil.prol = load float, ptr %.154.us.1.epil.prol, align 4
  %.148.us.2.epil.prol = fadd float %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 12
  %.146.us.3.epil.prol = load float, ptr %.154.us.2.epil.prol, align 4
  %.148.us.3.epil.prol = fadd float %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.4.epil.prol = load float, ptr %.154.us.3.epil.prol, align 4
  %.148.us.4.epil.prol = fadd float %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 20
  %.146.us.5.epil.prol = load float, ptr %.154.us.4.epil.prol, align 4
  %.148.us.5.epil.prol = fadd float %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.6.epil.prol = load float, ptr %.154.us.5.epil.prol, align 4
  %.148.us.6.epil.prol = fadd float %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 28
  %.146.us.7.epil.prol = load float, ptr %.154.us.6.epil.prol, align 4
  %.148.us.7.epil.prol = fadd float %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !61, !llvm.loop !239

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !63

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi float [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load float, ptr %.85.119.us.epil6, align 4
  %.148.us.epil9 = fadd float %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 4
  %.146.us.1.epil = load float, ptr %.154.us.epil10, align 4
  %.148.us.1.epil = fadd float %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.2.epil = load float, ptr %.154.us.1.epil, align 4
  %.148.us.2.epil = fadd float %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 12
  %.146.us.3.epil = load float, ptr %.154.us.2.epil, align 4
  %.148.us.3.epil = fadd float %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.4.epil = load float, ptr %.154.us.3.epil, align 4
  %.148.us.4.epil = fadd float %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 20
  %.146.us.5.epil = load float, ptr %.154.us.4.epil, align 4
  %.148.us.5.epil = fadd float %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.6.epil = load float, ptr %.154.us.5.epil, align 4
  %.148.us.6.epil = fadd float %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 28
  %.146.us.7.epil = load float, ptr %.154.us.6.epil, align 4
  %.148.us.7.epil = fadd float %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.epil8.1 = load float, ptr %.154.us.7.epil, align 4
  %.148.us.epil9.1 = fadd float %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 36
  %.146.us.1.epil.1 = load float, ptr %.154.us.epil10.1, align 4
  %.148.us.1.epil.1 = fadd float %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.2.epil.1 = load float, ptr %.154.us.1.epil.1, align 4
  %.148.us.2.epil.1 = fadd float %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 44
  %.146.us.3.epil.1 = load float, ptr %.154.us.2.epil.1, align 4
  %.148.us.3.epil.1 = fadd float %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.4.epil.1 = load float, ptr %.154.us.3.epil.1, align 4
  %.148.us.4.epil.1 = fadd float %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 52
  %.146.us.5.epil.1 = load float, ptr %.154.us.4.epil.1, align 4
  %.148.us.5.epil.1 = fadd float %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.6.epil.1 = load float, ptr %.154.us.5.epil.1, align 4
  %.148.us.6.epil.1 = fadd float %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 60
  %.146.us.7.epil.1 = load float, ptr %.154.us.6.epil.1, align 4
  %.148.us.7.epil.1 = fadd float %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.2 = load float, ptr %.154.us.7.epil.1, align 4
  %.148.us.epil9.2 = fadd float %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 68
  %.146.us.1.epil.2 = load float, ptr %.154.us.epil10.2, align 4
  %.148.us.1.epil.2 = fadd float %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.2.epil.2 = load float, ptr %.154.us.1.epil.2, align 4
  %.148.us.2.epil.2 = fadd float %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 76
  %.146.us.3.epil.2 = load float, ptr %.154.us.2.epil.2, align 4
  %.148.us.3.epil.2 = fadd float %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.4.epil.2 = load float, ptr %.154.us.3.epil.2, align 4
  %.148.us.4.epil.2 = fadd float %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 84
  %.146.us.5.epil.2 = load float, ptr %.154.us.4.epil.2, align 4
  %.148.us.5.epil.2 = fadd float %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.6.epil.2 = load float, ptr %.154.us.5.epil.2, align 4
  %.148.us.6.epil.2 = fadd float %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 92
  %.146.us.7.epil.2 = load float, ptr %.154.us.6.epil.2, align 4
  %.148.us.7.epil.2 = fadd float %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.epil8.3 = load float, ptr %.154.us.7.epil.2, align 4
  %.148.us.epil9.3 = fadd float %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 100
  %.146.us.1.epil.3 = load float, ptr %.154.us.epil10.3, align 4
  %.148.us.1.epil.3 = fadd float %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.2.epil.3 = load float, ptr %.154.us.1.epil.3, align 4
  %.148.us.2.epil.3 = fadd float %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 108
  %.146.us.3.epil.3 = load float, ptr %.154.us.2.epil.3, align 4
  %.148.us.3.epil.3 = fadd float %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.4.epil.3 = load float, ptr %.154.us.3.epil.3, align 4
  %.148.us.4.epil.3 = fadd float %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 116
  %.146.us.5.epil.3 = load float, ptr %.154.us.4.epil.3, align 4
  %.148.us.5.epil.3 = fadd float %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.6.epil.3 = load float, ptr %.154.us.5.epil.3, align 4
  %.148.us.6.epil.3 = fadd float %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 124
  %.146.us.7.epil.3 = load float, ptr %.154.us.6.epil.3, align 4
  %.148.us.7.epil.3 = fadd float %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !68, !llvm.loop !240

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !64

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi float [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi float [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 2
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load float, ptr %scevgep, align 4
  %.148.us.epil.epil = fadd float %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !65, !llvm.loop !234

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 2
  %.137.neg.us = mul i64 %arg.a.5.0, -4
  %12 = icmp eq i64 %arg.a.5.1, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !241

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.0, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.0, 7
  %unroll_iter = and i64 %arg.a.5.0, %const
  %13 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !56

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !242

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
  %.80.024.us.us = phi float [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi float [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 2
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load float, ptr %scevgep73, align 4
  %.148.us.epil.us = fadd float %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi float [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 2
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load float, ptr %scevgep77, align 4
  %.148.us.epil.1.us = fadd float %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi float [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 2
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load float, ptr %scevgep81, align 4
  %.148.us.epil.us.1 = fadd float %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi float [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 2
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load float, ptr %scevgep85, align 4
  %.148.us.epil.1.us.1 = fadd float %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi float [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 2
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load float, ptr %scevgep89, align 4
  %.148.us.epil.us.2 = fadd float %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi float [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 2
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load float, ptr %scevgep93, align 4
  %.148.us.epil.1.us.2 = fadd float %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.1
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi float [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 2
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load float, ptr %scevgep97, align 4
  %.148.us.epil.us.3 = fadd float %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.1
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi float [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 2
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load float, ptr %scevgep101, align 4
  %.148.us.epil.1.us.3 = fadd float %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !65, !llvm.loop !234

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !243, !llvm.loop !244

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !57

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi float [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load float, ptr %.85.119.us.prol, align 4
  %.148.us.prol = fadd float %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 4
  %.146.us.1.prol = load float, ptr %.154.us.prol, align 4
  %.148.us.1.prol = fadd float %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.2.prol = load float, ptr %.154.us.1.prol, align 4
  %.148.us.2.prol = fadd float %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 12
  %.146.us.3.prol = load float, ptr %.154.us.2.prol, align 4
  %.148.us.3.prol = fadd float %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.4.prol = load float, ptr %.154.us.3.prol, align 4
  %.148.us.4.prol = fadd float %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 20
  %.146.us.5.prol = load float, ptr %.154.us.4.prol, align 4
  %.148.us.5.prol = fadd float %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.6.prol = load float, ptr %.154.us.5.prol, align 4
  %.148.us.6.prol = fadd float %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 28
  %.146.us.7.prol = load float, ptr %.154.us.6.prol, align 4
  %.148.us.7.prol = fadd float %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !61, !llvm.loop !246

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi float [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi float [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !63

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi float [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load float, ptr %.85.119.us, align 4
  %.148.us = fadd float %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 4
  %.146.us.1 = load float, ptr %.154.us, align 4
  %.148.us.1 = fadd float %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.2 = load float, ptr %.154.us.1, align 4
  %.148.us.2 = fadd float %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 12
  %.146.us.3 = load float, ptr %.154.us.2, align 4
  %.148.us.3 = fadd float %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.4 = load float, ptr %.154.us.3, align 4
  %.148.us.4 = fadd float %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 20
  %.146.us.5 = load float, ptr %.154.us.4, align 4
  %.148.us.5 = fadd float %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.6 = load float, ptr %.154.us.5, align 4
  %.148.us.6 = fadd float %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 28
  %.146.us.7 = load float, ptr %.154.us.6, align 4
  %.148.us.7 = fadd float %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.120 = load float, ptr %.154.us.7, align 4
  %.148.us.121 = fadd float %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 36
  %.146.us.1.123 = load float, ptr %.154.us.122, align 4
  %.148.us.1.124 = fadd float %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.2.126 = load float, ptr %.154.us.1.125, align 4
  %.148.us.2.127 = fadd float %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 44
  %.146.us.3.129 = load float, ptr %.154.us.2.128, align 4
  %.148.us.3.130 = fadd float %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.4.132 = load float, ptr %.154.us.3.131, align 4
  %.148.us.4.133 = fadd float %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 52
  %.146.us.5.135 = load float, ptr %.154.us.4.134, align 4
  %.148.us.5.136 = fadd float %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.6.138 = load float, ptr %.154.us.5.137, align 4
  %.148.us.6.139 = fadd float %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 60
  %.146.us.7.141 = load float, ptr %.154.us.6.140, align 4
  %.148.us.7.142 = fadd float %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.246 = load float, ptr %.154.us.7.143, align 4
  %.148.us.247 = fadd float %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 68
  %.146.us.1.2 = load float, ptr %.154.us.248, align 4
  %.148.us.1.2 = fadd float %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.2.2 = load float, ptr %.154.us.1.2, align 4
  %.148.us.2.2 = fadd float %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 76
  %.146.us.3.2 = load float, ptr %.154.us.2.2, align 4
  %.148.us.3.2 = fadd float %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.4.2 = load float, ptr %.154.us.3.2, align 4
  %.148.us.4.2 = fadd float %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 84
  %.146.us.5.2 = load float, ptr %.154.us.4.2, align 4
  %.148.us.5.2 = fadd float %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.6.2 = load float, ptr %.154.us.5.2, align 4
  %.148.us.6.2 = fadd float %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 92
  %.146.us.7.2 = load float, ptr %.154.us.6.2, align 4
  %.148.us.7.2 = fadd float %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.349 = load float, ptr %.154.us.7.2, align 4
  %.148.us.350 = fadd float %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 100
  %.146.us.1.3 = load float, ptr %.154.us.351, align 4
  %.148.us.1.3 = fadd float %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.2.3 = load float, ptr %.154.us.1.3, align 4
  %.148.us.2.3 = fadd float %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 108
  %.146.us.3.3 = load float, ptr %.154.us.2.3, align 4
  %.148.us.3.3 = fadd float %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.4.3 = load float, ptr %.154.us.3.3, align 4
  %.148.us.4.3 = fadd float %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 116
  %.146.us.5.3 = load float, ptr %.154.us.4.3, align 4
  %.148.us.5.3 = fadd float %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.6.3 = load float, ptr %.154.us.5.3, align 4
  %.148.us.6.3 = fadd float %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 124
  %.146.us.7.3 = load float, ptr %.154.us.6.3, align 4
  %.148.us.7.3 = fadd float %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 128
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !68, !llvm.loop !247

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !64

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi float [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 2
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load float, ptr %scevgep104, align 4
  %.148.us.epil = fadd float %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !65, !llvm.loop !234

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.1
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !57

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi float [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load float, ptr %.85.119.us.1.prol, align 4
  %.148.us.118.prol = fadd float %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 4
  %.146.us.1.1.prol = load float, ptr %.154.us.119.prol, align 4
  %.148.us.1.1.prol = fadd float %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.2.1.prol = load float, ptr %.154.us.1.1.prol, align 4
  %.148.us.2.1.prol = fadd float %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 12
  %.146.us.3.1.prol = load float, ptr %.154.us.2.1.prol, align 4
  %.148.us.3.1.prol = fadd float %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.4.1.prol = load float, ptr %.154.us.3.1.prol, align 4
  %.148.us.4.1.prol = fadd float %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 20
  %.146.us.5.1.prol = load float, ptr %.154.us.4.1.prol, align 4
  %.148.us.5.1.prol = fadd float %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.6.1.prol = load float, ptr %.154.us.5.1.prol, align 4
  %.148.us.6.1.prol = fadd float %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 28
  %.146.us.7.1.prol = load float, ptr %.154.us.6.1.prol, align 4
  %.148.us.7.1.prol = fadd float %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !61, !llvm.loop !248

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi float [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi float [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !63

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi float [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load float, ptr %.85.119.us.1, align 4
  %.148.us.118 = fadd float %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 4
  %.146.us.1.1 = load float, ptr %.154.us.119, align 4
  %.148.us.1.1 = fadd float %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.2.1 = load float, ptr %.154.us.1.1, align 4
  %.148.us.2.1 = fadd float %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 12
  %.146.us.3.1 = load float, ptr %.154.us.2.1, align 4
  %.148.us.3.1 = fadd float %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.4.1 = load float, ptr %.154.us.3.1, align 4
  %.148.us.4.1 = fadd float %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 20
  %.146.us.5.1 = load float, ptr %.154.us.4.1, align 4
  %.148.us.5.1 = fadd float %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.6.1 = load float, ptr %.154.us.5.1, align 4
  %.148.us.6.1 = fadd float %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 28
  %.146.us.7.1 = load float, ptr %.154.us.6.1, align 4
  %.148.us.7.1 = fadd float %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.117.1 = load float, ptr %.154.us.7.1, align 4
  %.148.us.118.1 = fadd float %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 36
  %.146.us.1.1.1 = load float, ptr %.154.us.119.1, align 4
  %.148.us.1.1.1 = fadd float %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.2.1.1 = load float, ptr %.154.us.1.1.1, align 4
  %.148.us.2.1.1 = fadd float %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 44
  %.146.us.3.1.1 = load float, ptr %.154.us.2.1.1, align 4
  %.148.us.3.1.1 = fadd float %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.4.1.1 = load float, ptr %.154.us.3.1.1, align 4
  %.148.us.4.1.1 = fadd float %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 52
  %.146.us.5.1.1 = load float, ptr %.154.us.4.1.1, align 4
  %.148.us.5.1.1 = fadd float %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.6.1.1 = load float, ptr %.154.us.5.1.1, align 4
  %.148.us.6.1.1 = fadd float %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 60
  %.146.us.7.1.1 = load float, ptr %.154.us.6.1.1, align 4
  %.148.us.7.1.1 = fadd float %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.2 = load float, ptr %.154.us.7.1.1, align 4
  %.148.us.118.2 = fadd float %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 68
  %.146.us.1.1.2 = load float, ptr %.154.us.119.2, align 4
  %.148.us.1.1.2 = fadd float %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.2.1.2 = load float, ptr %.154.us.1.1.2, align 4
  %.148.us.2.1.2 = fadd float %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 76
  %.146.us.3.1.2 = load float, ptr %.154.us.2.1.2, align 4
  %.148.us.3.1.2 = fadd float %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.4.1.2 = load float, ptr %.154.us.3.1.2, align 4
  %.148.us.4.1.2 = fadd float %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 84
  %.146.us.5.1.2 = load float, ptr %.154.us.4.1.2, align 4
  %.148.us.5.1.2 = fadd float %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.6.1.2 = load float, ptr %.154.us.5.1.2, align 4
  %.148.us.6.1.2 = fadd float %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 92
  %.146.us.7.1.2 = load float, ptr %.154.us.6.1.2, align 4
  %.148.us.7.1.2 = fadd float %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.117.3 = load float, ptr %.154.us.7.1.2, align 4
  %.148.us.118.3 = fadd float %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 100
  %.146.us.1.1.3 = load float, ptr %.154.us.119.3, align 4
  %.148.us.1.1.3 = fadd float %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.2.1.3 = load float, ptr %.154.us.1.1.3, align 4
  %.148.us.2.1.3 = fadd float %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 108
  %.146.us.3.1.3 = load float, ptr %.154.us.2.1.3, align 4
  %.148.us.3.1.3 = fadd float %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.4.1.3 = load float, ptr %.154.us.3.1.3, align 4
  %.148.us.4.1.3 = fadd float %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 116
  %.146.us.5.1.3 = load float, ptr %.154.us.4.1.3, align 4
  %.148.us.5.1.3 = fadd float %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.6.1.3 = load float, ptr %.154.us.5.1.3, align 4
  %.148.us.6.1.3 = fadd float %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 124
  %.146.us.7.1.3 = load float, ptr %.154.us.6.1.3, align 4
  %.148.us.7.1.3 = fadd float %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !68, !llvm.loop !249

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !64

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi float [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 2
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load float, ptr %scevgep107, align 4
  %.148.us.epil.1 = fadd float %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !65, !llvm.loop !234

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !250, !llvm.loop !251
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !232
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !232

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !233

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi float [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 2
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load float, ptr %scevgep68, align 4
  %.148.us.epil.us.epil = fadd float %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi float [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 2
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load float, ptr %scevgep72, align 4
  %.148.us.epil.1.us.epil = fadd float %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !235, !llvm.loop !254

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !238

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !56

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !57

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi float [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load float, ptr %.85.119.us.epil6.prol, align 4
  %.148.us.epil9.prol = fadd float %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 4
  %.146.us.1.epil.prol = load float, ptr %.154.us.epil10.prol, align 4
  %.148.us.1.epil.prol = fadd float %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.2.epil.prol = load float, ptr %.154.us.1.epil.prol, align 4
  %.148.us.2.epil.prol = fadd float %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 12
  %.146.us.3.epil.prol = load float, ptr %.154.us.2.epil.prol, align 4
  %.148.us.3.epil.prol = fadd float %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.4.epil.prol = load float, ptr %.154.us.3.epil.prol, align 4
  %.148.us.4.epil.prol = fadd float %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 20
  %.146.us.5.epil.prol = load float, ptr %.154.us.4.epil.prol, align 4
  %.148.us.5.epil.prol = fadd float %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.6.epil.prol = load float, ptr %.154.us.5.epil.prol, align 4
  %.148.us.6.epil.prol = fadd float %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 28
  %.146.us.7.epil.prol = load float, ptr %.154.us.6.epil.prol, align 4
  %.148.us.7.epil.prol = fadd float %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !61, !llvm.loop !255

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !63

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi float [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load float, ptr %.85.119.us.epil6, align 4
  %.148.us.epil9 = fadd float %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 4
  %.146.us.1.epil = load float, ptr %.154.us.epil10, align 4
  %.148.us.1.epil = fadd float %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.2.epil = load float, ptr %.154.us.1.epil, align 4
  %.148.us.2.epil = fadd float %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 12
  %.146.us.3.epil = load float, ptr %.154.us.2.epil, align 4
  %.148.us.3.epil = fadd float %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.4.epil = load float, ptr %.154.us.3.epil, align 4
  %.148.us.4.epil = fadd float %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 20
  %.146.us.5.epil = load float, ptr %.154.us.4.epil, align 4
  %.148.us.5.epil = fadd float %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.6.epil = load float, ptr %.154.us.5.epil, align 4
  %.148.us.6.epil = fadd float %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 28
  %.146.us.7.epil = load float, ptr %.154.us.6.epil, align 4
  %.148.us.7.epil = fadd float %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.epil8.1 = load float, ptr %.154.us.7.epil, align 4
  %.148.us.epil9.1 = fadd float %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 36
  %.146.us.1.epil.1 = load float, ptr %.154.us.epil10.1, align 4
  %.148.us.1.epil.1 = fadd float %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.2.epil.1 = load float, ptr %.154.us.1.epil.1, align 4
  %.148.us.2.epil.1 = fadd float %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 44
  %.146.us.3.epil.1 = load float, ptr %.154.us.2.epil.1, align 4
  %.148.us.3.epil.1 = fadd float %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.4.epil.1 = load float, ptr %.154.us.3.epil.1, align 4
  %.148.us.4.epil.1 = fadd float %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 52
  %.146.us.5.epil.1 = load float, ptr %.154.us.4.epil.1, align 4
  %.148.us.5.epil.1 = fadd float %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.6.epil.1 = load float, ptr %.154.us.5.epil.1, align 4
  %.148.us.6.epil.1 = fadd float %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 60
  %.146.us.7.epil.1 = load float, ptr %.154.us.6.epil.1, align 4
  %.148.us.7.epil.1 = fadd float %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.2 = load float, ptr %.154.us.7.epil.1, align 4
  %.148.us.epil9.2 = fadd float %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 68
  %.146.us.1.epil.2 = load float, ptr %.154.us.epil10.2, align 4
  %.148.us.1.epil.2 = fadd float %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.2.epil.2 = load float, ptr %.154.us.1.epil.2, align 4
  %.148.us.2.epil.2 = fadd float %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 76
  %.146.us.3.epil.2 = load float, ptr %.154.us.2.epil.2, align 4
  %.148.us.3.epil.2 = fadd float %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.4.epil.2 = load float, ptr %.154.us.3.epil.2, align 4
  %.148.us.4.epil.2 = fadd float %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 84
  %.146.us.5.epil.2 = load float, ptr %.154.us.4.epil.2, align 4
  %.148.us.5.epil.2 = fadd float %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.6.epil.2 = load float, ptr %.154.us.5.epil.2, align 4
  %.148.us.6.epil.2 = fadd float %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 92
  %.146.us.7.epil.2 = load float, ptr %.154.us.6.epil.2, align 4
  %.148.us.7.epil.2 = fadd float %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.epil8.3 = load float, ptr %.154.us.7.epil.2, align 4
  %.148.us.epil9.3 = fadd float %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 100
  %.146.us.1.epil.3 = load float, ptr %.154.us.epil10.3, align 4
  %.148.us.1.epil.3 = fadd float %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.2.epil.3 = load float, ptr %.154.us.1.epil.3, align 4
  %.148.us.2.epil.3 = fadd float %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 108
  %.146.us.3.epil.3 = load float, ptr %.154.us.2.epil.3, align 4
  %.148.us.3.epil.3 = fadd float %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.4.epil.3 = load float, ptr %.154.us.3.epil.3, align 4
  %.148.us.4.epil.3 = fadd float %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 116
  %.146.us.5.epil.3 = load float, ptr %.154.us.4.epil.3, align 4
  %.148.us.5.epil.3 = fadd float %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.6.epil.3 = load float, ptr %.154.us.5.epil.3, align 4
  %.148.us.6.epil.3 = fadd float %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 124
  %.146.us.7.epil.3 = load float, ptr %.154.us.6.epil.3, align 4
  %.148.us.7.epil.3 = fadd float %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !68, !llvm.loop !256

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !64

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi float [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi float [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 2
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load float, ptr %scevgep, align 4
  %.148.us.epil.epil = fadd float %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !65, !llvm.loop !253

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 2
  %.137.neg.us = mul i64 %arg.a.5.1, -4
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !241

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !56

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !242

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
  %.80.024.us.us = phi float [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi float [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 2
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load float, ptr %scevgep73, align 4
  %.148.us.epil.us = fadd float %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi float [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 2
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load float, ptr %scevgep77, align 4
  %.148.us.epil.1.us = fadd float %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi float [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 2
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load float, ptr %scevgep81, align 4
  %.148.us.epil.us.1 = fadd float %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi float [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 2
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load float, ptr %scevgep85, align 4
  %.148.us.epil.1.us.1 = fadd float %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi float [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 2
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load float, ptr %scevgep89, align 4
  %.148.us.epil.us.2 = fadd float %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi float [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 2
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load float, ptr %scevgep93, align 4
  %.148.us.epil.1.us.2 = fadd float %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi float [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 2
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load float, ptr %scevgep97, align 4
  %.148.us.epil.us.3 = fadd float %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi float [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 2
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load float, ptr %scevgep101, align 4
  %.148.us.epil.1.us.3 = fadd float %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !65, !llvm.loop !253

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !243, !llvm.loop !257

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !57

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi float [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load float, ptr %.85.119.us.prol, align 4
  %.148.us.prol = fadd float %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 4
  %.146.us.1.prol = load float, ptr %.154.us.prol, align 4
  %.148.us.1.prol = fadd float %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.2.prol = load float, ptr %.154.us.1.prol, align 4
  %.148.us.2.prol = fadd float %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 12
  %.146.us.3.prol = load float, ptr %.154.us.2.prol, align 4
  %.148.us.3.prol = fadd float %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.4.prol = load float, ptr %.154.us.3.prol, align 4
  %.148.us.4.prol = fadd float %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 20
  %.146.us.5.prol = load float, ptr %.154.us.4.prol, align 4
  %.148.us.5.prol = fadd float %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.6.prol = load float, ptr %.154.us.5.prol, align 4
  %.148.us.6.prol = fadd float %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 28
  %.146.us.7.prol = load float, ptr %.154.us.6.prol, align 4
  %.148.us.7.prol = fadd float %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !61, !llvm.loop !258

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi float [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi float [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !63

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi float [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load float, ptr %.85.119.us, align 4
  %.148.us = fadd float %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 4
  %.146.us.1 = load float, ptr %.154.us, align 4
  %.148.us.1 = fadd float %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.2 = load float, ptr %.154.us.1, align 4
  %.148.us.2 = fadd float %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 12
  %.146.us.3 = load float, ptr %.154.us.2, align 4
  %.148.us.3 = fadd float %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.4 = load float, ptr %.154.us.3, align 4
  %.148.us.4 = fadd float %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 20
  %.146.us.5 = load float, ptr %.154.us.4, align 4
  %.148.us.5 = fadd float %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.6 = load float, ptr %.154.us.5, align 4
  %.148.us.6 = fadd float %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 28
  %.146.us.7 = load float, ptr %.154.us.6, align 4
  %.148.us.7 = fadd float %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.120 = load float, ptr %.154.us.7, align 4
  %.148.us.121 = fadd float %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 36
  %.146.us.1.123 = load float, ptr %.154.us.122, align 4
  %.148.us.1.124 = fadd float %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.2.126 = load float, ptr %.154.us.1.125, align 4
  %.148.us.2.127 = fadd float %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 44
  %.146.us.3.129 = load float, ptr %.154.us.2.128, align 4
  %.148.us.3.130 = fadd float %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.4.132 = load float, ptr %.154.us.3.131, align 4
  %.148.us.4.133 = fadd float %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 52
  %.146.us.5.135 = load float, ptr %.154.us.4.134, align 4
  %.148.us.5.136 = fadd float %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.6.138 = load float, ptr %.154.us.5.137, align 4
  %.148.us.6.139 = fadd float %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 60
  %.146.us.7.141 = load float, ptr %.154.us.6.140, align 4
  %.148.us.7.142 = fadd float %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.246 = load float, ptr %.154.us.7.143, align 4
  %.148.us.247 = fadd float %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 68
  %.146.us.1.2 = load float, ptr %.154.us.248, align 4
  %.148.us.1.2 = fadd float %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.2.2 = load float, ptr %.154.us.1.2, align 4
  %.148.us.2.2 = fadd float %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 76
  %.146.us.3.2 = load float, ptr %.154.us.2.2, align 4
  %.148.us.3.2 = fadd float %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.4.2 = load float, ptr %.154.us.3.2, align 4
  %.148.us.4.2 = fadd float %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 84
  %.146.us.5.2 = load float, ptr %.154.us.4.2, align 4
  %.148.us.5.2 = fadd float %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.6.2 = load float, ptr %.154.us.5.2, align 4
  %.148.us.6.2 = fadd float %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 92
  %.146.us.7.2 = load float, ptr %.154.us.6.2, align 4
  %.148.us.7.2 = fadd float %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.349 = load float, ptr %.154.us.7.2, align 4
  %.148.us.350 = fadd float %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 100
  %.146.us.1.3 = load float, ptr %.154.us.351, align 4
  %.148.us.1.3 = fadd float %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.2.3 = load float, ptr %.154.us.1.3, align 4
  %.148.us.2.3 = fadd float %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 108
  %.146.us.3.3 = load float, ptr %.154.us.2.3, align 4
  %.148.us.3.3 = fadd float %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.4.3 = load float, ptr %.154.us.3.3, align 4
  %.148.us.4.3 = fadd float %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 116
  %.146.us.5.3 = load float, ptr %.154.us.4.3, align 4
  %.148.us.5.3 = fadd float %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.6.3 = load float, ptr %.154.us.5.3, align 4
  %.148.us.6.3 = fadd float %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 124
  %.146.us.7.3 = load float, ptr %.154.us.6.3, align 4
  %.148.us.7.3 = fadd float %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 128
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !68, !llvm.loop !259

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !64

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi float [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 2
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load float, ptr %scevgep104, align 4
  %.148.us.epil = fadd float %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !65, !llvm.loop !253

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !57

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi float [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load float, ptr %.85.119.us.1.prol, align 4
  %.148.us.118.prol = fadd float %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 4
  %.146.us.1.1.prol = load float, ptr %.154.us.119.prol, align 4
  %.148.us.1.1.prol = fadd float %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.2.1.prol = load float, ptr %.154.us.1.1.prol, align 4
  %.148.us.2.1.prol = fadd float %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 12
  %.146.us.3.1.prol = load float, ptr %.154.us.2.1.prol, align 4
  %.148.us.3.1.prol = fadd float %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.4.1.prol = load float, ptr %.154.us.3.1.prol, align 4
  %.148.us.4.1.prol = fadd float %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 20
  %.146.us.5.1.prol = load float, ptr %.154.us.4.1.prol, align 4
  %.148.us.5.1.prol = fadd float %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.6.1.prol = load float, ptr %.154.us.5.1.prol, align 4
  %.148.us.6.1.prol = fadd float %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 28
  %.146.us.7.1.prol = load float, ptr %.154.us.6.1.prol, align 4
  %.148.us.7.1.prol = fadd float %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !61, !llvm.loop !260

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi float [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi float [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !63

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi float [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load float, ptr %.85.119.us.1, align 4
  %.148.us.118 = fadd float %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 4
  %.146.us.1.1 = load float, ptr %.154.us.119, align 4
  %.148.us.1.1 = fadd float %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.2.1 = load float, ptr %.154.us.1.1, align 4
  %.148.us.2.1 = fadd float %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 12
  %.146.us.3.1 = load float, ptr %.154.us.2.1, align 4
  %.148.us.3.1 = fadd float %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.4.1 = load float, ptr %.154.us.3.1, align 4
  %.148.us.4.1 = fadd float %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 20
  %.146.us.5.1 = load float, ptr %.154.us.4.1, align 4
  %.148.us.5.1 = fadd float %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.6.1 = load float, ptr %.154.us.5.1, align 4
  %.148.us.6.1 = fadd float %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 28
  %.146.us.7.1 = load float, ptr %.154.us.6.1, align 4
  %.148.us.7.1 = fadd float %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.117.1 = load float, ptr %.154.us.7.1, align 4
  %.148.us.118.1 = fadd float %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 36
  %.146.us.1.1.1 = load float, ptr %.154.us.119.1, align 4
  %.148.us.1.1.1 = fadd float %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.2.1.1 = load float, ptr %.154.us.1.1.1, align 4
  %.148.us.2.1.1 = fadd float %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 44
  %.146.us.3.1.1 = load float, ptr %.154.us.2.1.1, align 4
  %.148.us.3.1.1 = fadd float %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.4.1.1 = load float, ptr %.154.us.3.1.1, align 4
  %.148.us.4.1.1 = fadd float %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 52
  %.146.us.5.1.1 = load float, ptr %.154.us.4.1.1, align 4
  %.148.us.5.1.1 = fadd float %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.6.1.1 = load float, ptr %.154.us.5.1.1, align 4
  %.148.us.6.1.1 = fadd float %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 60
  %.146.us.7.1.1 = load float, ptr %.154.us.6.1.1, align 4
  %.148.us.7.1.1 = fadd float %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.2 = load float, ptr %.154.us.7.1.1, align 4
  %.148.us.118.2 = fadd float %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 68
  %.146.us.1.1.2 = load float, ptr %.154.us.119.2, align 4
  %.148.us.1.1.2 = fadd float %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.2.1.2 = load float, ptr %.154.us.1.1.2, align 4
  %.148.us.2.1.2 = fadd float %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 76
  %.146.us.3.1.2 = load float, ptr %.154.us.2.1.2, align 4
  %.148.us.3.1.2 = fadd float %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.4.1.2 = load float, ptr %.154.us.3.1.2, align 4
  %.148.us.4.1.2 = fadd float %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 84
  %.146.us.5.1.2 = load float, ptr %.154.us.4.1.2, align 4
  %.148.us.5.1.2 = fadd float %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.6.1.2 = load float, ptr %.154.us.5.1.2, align 4
  %.148.us.6.1.2 = fadd float %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 92
  %.146.us.7.1.2 = load float, ptr %.154.us.6.1.2, align 4
  %.148.us.7.1.2 = fadd float %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.117.3 = load float, ptr %.154.us.7.1.2, align 4
  %.148.us.118.3 = fadd float %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 100
  %.146.us.1.1.3 = load float, ptr %.154.us.119.3, align 4
  %.148.us.1.1.3 = fadd float %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.2.1.3 = load float, ptr %.154.us.1.1.3, align 4
  %.148.us.2.1.3 = fadd float %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 108
  %.146.us.3.1.3 = load float, ptr %.154.us.2.1.3, align 4
  %.148.us.3.1.3 = fadd float %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.4.1.3 = load float, ptr %.154.us.3.1.3, align 4
  %.148.us.4.1.3 = fadd float %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 116
  %.146.us.5.1.3 = load float, ptr %.154.us.4.1.3, align 4
  %.148.us.5.1.3 = fadd float %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.6.1.3 = load float, ptr %.154.us.5.1.3, align 4
  %.148.us.6.1.3 = fadd float %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 124
  %.146.us.7.1.3 = load float, ptr %.154.us.6.1.3, align 4
  %.148.us.7.1.3 = fadd float %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !68, !llvm.loop !261

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !64

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi float [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 2
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load float, ptr %scevgep107, align 4
  %.148.us.epil.1 = fadd float %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !65, !llvm.loop !253

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !250, !llvm.loop !262
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
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!"branch_weights", i32 99, i32 1}
!3 = !{!"branch_weights", i32 37580962, i32 2109902686}
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
!23 = !{!"branch_weights", i32 8, i32 56}
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
!41 = !{!"branch_weights", i32 4, i32 60}
!42 = distinct !{!42, !21, !22}
!43 = distinct !{!43, !26}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = !{!50}
!50 = distinct !{!50, !46}
!51 = !{!45, !48}
!52 = distinct !{!52, !21, !22}
!53 = distinct !{!53, !21, !22}
!54 = distinct !{!54, !26}
!55 = distinct !{!55, !21}
!56 = !{!"branch_weights", i32 146201250, i32 2001282398}
!57 = !{!"branch_weights", i32 127, i32 1}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!61 = !{!"branch_weights", i32 1, i32 1}
!62 = distinct !{!62, !26}
!63 = !{!"branch_weights", i32 1, i32 127}
!64 = !{!"branch_weights", i32 277993707, i32 1869489941}
!65 = !{!"branch_weights", i32 542333185, i32 1605150463}
!66 = distinct !{!66, !67, !26}
!67 = !{!"llvm.loop.estimated_trip_count", i32 4}
!68 = !{!"branch_weights", i32 166258294, i32 1981225354}
!69 = distinct !{!69, !70}
!70 = !{!"llvm.loop.estimated_trip_count", i32 3}
!71 = distinct !{!71, !21}
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
!83 = distinct !{!83, !21, !22}
!84 = distinct !{!84, !21, !22}
!85 = distinct !{!85, !26}
!86 = distinct !{!86, !21}
!87 = distinct !{!87, !21, !22}
!88 = distinct !{!88, !21, !22}
!89 = distinct !{!89, !26}
!90 = distinct !{!90, !21}
!91 = !{!92, !94, !95, !97}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!98 = distinct !{!98, !21}
!99 = distinct !{!99, !26}
!100 = distinct !{!100, !21}
!101 = distinct !{!101, !26}
!102 = !{!103}
!103 = distinct !{!103, !104}
!104 = distinct !{!104, !"LVerDomain"}
!105 = !{!106}
!106 = distinct !{!106, !104}
!107 = !{!108}
!108 = distinct !{!108, !104}
!109 = !{!103, !106}
!110 = distinct !{!110, !21, !22}
!111 = distinct !{!111, !21, !22}
!112 = distinct !{!112, !26}
!113 = distinct !{!113, !21}
!114 = !{!115}
!115 = distinct !{!115, !116}
!116 = distinct !{!116, !"LVerDomain"}
!117 = !{!118}
!118 = distinct !{!118, !116}
!119 = !{!120}
!120 = distinct !{!120, !116}
!121 = !{!118, !115}
!122 = distinct !{!122, !21, !22}
!123 = distinct !{!123, !21, !22}
!124 = distinct !{!124, !26}
!125 = distinct !{!125, !21}
!126 = distinct !{!126, !21, !22}
!127 = distinct !{!127, !21, !22}
!128 = distinct !{!128, !26}
!129 = distinct !{!129, !21}
!130 = !{!131}
!131 = distinct !{!131, !132}
!132 = distinct !{!132, !"LVerDomain"}
!133 = !{!134}
!134 = distinct !{!134, !132}
!135 = !{!136}
!136 = distinct !{!136, !132}
!137 = !{!134, !131}
!138 = distinct !{!138, !21, !22}
!139 = distinct !{!139, !21, !22}
!140 = distinct !{!140, !26}
!141 = distinct !{!141, !21}
!142 = !{!143}
!143 = distinct !{!143, !144}
!144 = distinct !{!144, !"LVerDomain"}
!145 = !{!146}
!146 = distinct !{!146, !144}
!147 = !{!148}
!148 = distinct !{!148, !144}
!149 = !{!143, !146}
!150 = distinct !{!150, !21, !22}
!151 = distinct !{!151, !21, !22}
!152 = distinct !{!152, !26}
!153 = distinct !{!153, !21}
!154 = !{!155}
!155 = distinct !{!155, !156}
!156 = distinct !{!156, !"LVerDomain"}
!157 = !{!158}
!158 = distinct !{!158, !156}
!159 = !{!160}
!160 = distinct !{!160, !156}
!161 = !{!158, !155}
!162 = distinct !{!162, !21, !22}
!163 = distinct !{!163, !21, !22}
!164 = distinct !{!164, !26}
!165 = distinct !{!165, !21}
!166 = !{!167, !169}
!167 = distinct !{!167, !168, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!168 = distinct !{!168, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!169 = distinct !{!169, !168, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!170 = !{!171, !173}
!171 = distinct !{!171, !172, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!172 = distinct !{!172, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!173 = distinct !{!173, !172, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!174 = !{!"branch_weights", i32 199, i32 9801}
!175 = !{!176, !178, !179, !181, !182, !184}
!176 = distinct !{!176, !177, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!177 = distinct !{!177, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!178 = distinct !{!178, !177, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!179 = distinct !{!179, !180, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!180 = distinct !{!180, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!181 = distinct !{!181, !180, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!182 = distinct !{!182, !183, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!183 = distinct !{!183, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!184 = distinct !{!184, !183, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!185 = !{!182, !184}
!186 = !{!187, !189, !190, !192, !193, !195}
!187 = distinct !{!187, !188, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!188 = distinct !{!188, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!189 = distinct !{!189, !188, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!190 = distinct !{!190, !191, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!191 = distinct !{!191, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!192 = distinct !{!192, !191, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!193 = distinct !{!193, !194, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %retptr"}
!194 = distinct !{!194, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29"}
!195 = distinct !{!195, !194, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %excinfo"}
!196 = !{!193, !195}
!197 = !{!198, !200, !201, !203, !204, !206}
!198 = distinct !{!198, !199, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!199 = distinct !{!199, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!200 = distinct !{!200, !199, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!201 = distinct !{!201, !202, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!202 = distinct !{!202, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!203 = distinct !{!203, !202, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!204 = distinct !{!204, !205, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!205 = distinct !{!205, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!206 = distinct !{!206, !205, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!207 = !{!204, !206}
!208 = !{!209, !211}
!209 = distinct !{!209, !210, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!210 = distinct !{!210, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!211 = distinct !{!211, !210, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!212 = !{!213, !215}
!213 = distinct !{!213, !214, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!214 = distinct !{!214, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!215 = distinct !{!215, !214, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!216 = !{!217, !219, !220, !222}
!217 = distinct !{!217, !218, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!218 = distinct !{!218, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!219 = distinct !{!219, !218, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!220 = distinct !{!220, !221, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!221 = distinct !{!221, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!222 = distinct !{!222, !221, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!223 = !{!224}
!224 = distinct !{!224, !225}
!225 = distinct !{!225, !"LVerDomain"}
!226 = !{!227}
!227 = distinct !{!227, !225}
!228 = distinct !{!228, !21, !22}
!229 = distinct !{!229, !21, !22}
!230 = distinct !{!230, !26}
!231 = distinct !{!231, !21}
!232 = !{!"branch_weights", i32 16129, i32 255}
!233 = !{!"branch_weights", i32 553201332, i32 1594282316}
!234 = distinct !{!234, !67, !26}
!235 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!236 = distinct !{!236, !237, !26}
!237 = !{!"llvm.loop.estimated_trip_count", i32 2}
!238 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!239 = distinct !{!239, !26}
!240 = distinct !{!240, !70}
!241 = !{!"branch_weights", i32 21522287, i32 2125961361}
!242 = !{!"branch_weights", i32 125941159, i32 2021542489}
!243 = !{!"branch_weights", i32 166258296, i32 1981225352}
!244 = distinct !{!244, !245}
!245 = !{!"llvm.loop.estimated_trip_count", i32 12}
!246 = distinct !{!246, !26}
!247 = distinct !{!247, !70}
!248 = distinct !{!248, !26}
!249 = distinct !{!249, !70}
!250 = !{!"branch_weights", i32 42828876, i32 2104654772}
!251 = distinct !{!251, !252}
!252 = !{!"llvm.loop.estimated_trip_count", i32 50}
!253 = distinct !{!253, !67, !26}
!254 = distinct !{!254, !237, !26}
!255 = distinct !{!255, !26}
!256 = distinct !{!256, !70}
!257 = distinct !{!257, !245}
!258 = distinct !{!258, !26}
!259 = distinct !{!259, !70}
!260 = distinct !{!260, !26}
!261 = distinct !{!261, !70}
!262 = distinct !{!262, !252}
