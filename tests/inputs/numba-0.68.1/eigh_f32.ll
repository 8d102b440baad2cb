; ModuleID = 'eigh_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.eigh_f32 = internal constant [9 x i8] c"eigh_f32\00"
@_ZN08NumbaEnv7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0 = internal constant [134 x i8] c"\80\04\95{\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\09eigh_impl\94\8C\12numba/np/linalg.py\94M\7F\05\87\94\87\94."
@.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0.sha1 = internal constant [20 x i8] c"\1F*2\ED\E0\B2_\85\C7#\AA\FA\F4\FF\0A\D6\C1s\8D\E0"
@.const.picklebuf.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0, i32 134, ptr @.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff052c75a10B3v33B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff052c75690B3v34B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v35B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEfx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %arg.c.5.0.fr = freeze i64 %arg.c.5.0
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 56
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 88
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 96
  %.fca.1.5.1.gep = getelementptr inbounds nuw i8, ptr %.34, i64 104
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.686 = alloca float, align 4
  store float 0.000000e+00, ptr %.686, align 4
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %.34, i8 0, i64 128, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.52.fca.0.0.load = load ptr, ptr %.34, align 8
  %.52.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %.52.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.52.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.52.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.52.fca.1.5.0.load.fr = freeze i64 %.52.fca.1.5.0.load
  %.52.fca.1.5.1.load = load i64, ptr %.fca.1.5.1.gep, align 8
  %.52.fca.1.5.1.load.fr = freeze i64 %.52.fca.1.5.1.load
  %cond = icmp eq i32 %.42, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %const1455 = bitcast i64 -2305843009213693952 to i64
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.52.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.52.fca.0.5.0.load.fr = freeze i64 %.52.fca.0.5.0.load
  %.101.not.i = icmp eq i64 %arg.c.5.0.fr, 1
  tail call void @NRT_decref(ptr %arg.A.0)
  br i1 %.101.not.i, label %B128.i63, label %B90.i54

common.ret:                                       ; preds = %for.end.1.if.if, %for.end.1.endif, %for.end.endif.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.694, %for.end.1.if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.43 = load ptr, ptr %excinfo.1, align 8
  store ptr %.43, ptr %excinfo, align 8
  br label %common.ret

B90.i54:                                          ; preds = %B128.i
  %.71.i55 = icmp ne i64 %.52.fca.0.5.0.load.fr, %arg.c.5.0.fr
  %.76.i56 = icmp ne i64 %.52.fca.0.5.0.load.fr, 1
  %or.cond.i57 = and i1 %.76.i56, %.71.i55
  br i1 %or.cond.i57, label %B0.endif.endif.endif.endif.if, label %B150.i58

B128.i63:                                         ; preds = %B128.i
  %.101.not.i64 = icmp eq i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %.101.not.i64, label %B0.endif.endif.endif.endif.endif.endif, label %B150.i58

B150.i58:                                         ; preds = %B128.i63, %B90.i54
  %dest_shape.1 = phi i64 [ %arg.c.5.0.fr, %B90.i54 ], [ %.52.fca.0.5.0.load.fr, %B128.i63 ]
  %0 = add i64 %dest_shape.1, -1152921504606846976
  %.255 = icmp ult i64 %0, %const1455
  br i1 %.255, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i54
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i58
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i63, %B150.i58
  %dest_shape.1208 = phi i64 [ %dest_shape.1, %B150.i58 ], [ 1, %B128.i63 ]
  %.254 = shl nsw i64 %dest_shape.1208, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.254, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.325100 = icmp sgt i64 %dest_shape.1208, 0
  br i1 %.325100, label %for.body.lr.ph, label %for.end.thread166

for.end.thread166:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.0.0.load)
  br label %B128.i104

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const1446 = bitcast i64 9223372036854775800 to i64
  %.327 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %.327, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %1, label %iter.check529, label %iter.check483

iter.check483:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1208, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck470

vector.memcheck470:                               ; preds = %iter.check483
  %3 = shl i64 %dest_shape.1208, 3
  %scevgep471 = getelementptr i8, ptr %.6.i, i64 %3
  %4 = shl i64 %dest_shape.1208, 2
  %scevgep472 = getelementptr i8, ptr %arg.c.4, i64 %4
  %scevgep473 = getelementptr i8, ptr %.52.fca.0.4.load, i64 4
  %bound0474 = icmp ult ptr %.6.i, %scevgep472
  %bound1475 = icmp ult ptr %arg.c.4, %scevgep471
  %found.conflict476 = and i1 %bound0474, %bound1475
  %bound0477 = icmp ult ptr %.6.i, %scevgep473
  %bound1478 = icmp ult ptr %.52.fca.0.4.load, %scevgep471
  %found.conflict479 = and i1 %bound0477, %bound1478
  %conflict.rdx480 = or i1 %found.conflict476, %found.conflict479
  br i1 %conflict.rdx480, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check485

vector.main.loop.iter.check485:                   ; preds = %vector.memcheck470
  %min.iters.check484 = icmp ult i64 %dest_shape.1208, 32
  br i1 %min.iters.check484, label %vec.epilog.ph504, label %vector.ph486

vector.ph486:                                     ; preds = %vector.main.loop.iter.check485
  %const_mat1447 = add i64 %const1446, -24
  %n.vec488 = and i64 %dest_shape.1208, %const_mat1447
  %5 = load float, ptr %.52.fca.0.4.load, align 4, !alias.scope !11
  %broadcast.splatinsert489 = insertelement <8 x float> poison, float %5, i64 0
  %broadcast.splat490 = shufflevector <8 x float> %broadcast.splatinsert489, <8 x float> poison, <8 x i32> zeroinitializer
  %6 = fpext <8 x float> %broadcast.splat490 to <8 x double>
  %7 = fadd <8 x double> %6, splat (double 3.000000e+00)
  %8 = fmul <8 x double> %7, %7
  br label %vector.body491

vector.body491:                                   ; preds = %vector.body491, %vector.ph486
  %index492 = phi i64 [ 0, %vector.ph486 ], [ %index.next497, %vector.body491 ]
  %sunkaddr = mul i64 %index492, 4
  %sunkaddr1456 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr
  %wide.load493 = load <8 x float>, ptr %sunkaddr1456, align 4, !alias.scope !14
  %sunkaddr1457 = mul i64 %index492, 4
  %sunkaddr1458 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1457
  %sunkaddr1459 = getelementptr i8, ptr %sunkaddr1458, i64 32
  %wide.load494 = load <8 x float>, ptr %sunkaddr1459, align 4, !alias.scope !14
  %sunkaddr1460 = mul i64 %index492, 4
  %sunkaddr1461 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1460
  %sunkaddr1462 = getelementptr i8, ptr %sunkaddr1461, i64 64
  %wide.load495 = load <8 x float>, ptr %sunkaddr1462, align 4, !alias.scope !14
  %sunkaddr1463 = mul i64 %index492, 4
  %sunkaddr1464 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1463
  %sunkaddr1465 = getelementptr i8, ptr %sunkaddr1464, i64 96
  %wide.load496 = load <8 x float>, ptr %sunkaddr1465, align 4, !alias.scope !14
  %9 = fpext <8 x float> %wide.load493 to <8 x double>
  %10 = fpext <8 x float> %wide.load494 to <8 x double>
  %11 = fpext <8 x float> %wide.load495 to <8 x double>
  %12 = fpext <8 x float> %wide.load496 to <8 x double>
  %13 = fmul <8 x double> %8, %9
  %14 = fmul <8 x double> %8, %10
  %15 = fmul <8 x double> %8, %11
  %16 = fmul <8 x double> %8, %12
  %17 = fmul <8 x double> %13, %9
  %18 = fmul <8 x double> %14, %10
  %19 = fmul <8 x double> %15, %11
  %20 = fmul <8 x double> %16, %12
  %sunkaddr1466 = mul i64 %index492, 8
  %sunkaddr1467 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1466
  store <8 x double> %17, ptr %sunkaddr1467, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1468 = mul i64 %index492, 8
  %sunkaddr1469 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, ptr %sunkaddr1469, i64 64
  store <8 x double> %18, ptr %sunkaddr1470, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1471 = mul i64 %index492, 8
  %sunkaddr1472 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, ptr %sunkaddr1472, i64 128
  store <8 x double> %19, ptr %sunkaddr1473, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1474 = mul i64 %index492, 8
  %sunkaddr1475 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1474
  %sunkaddr1476 = getelementptr i8, ptr %sunkaddr1475, i64 192
  store <8 x double> %20, ptr %sunkaddr1476, align 8, !alias.scope !16, !noalias !18
  %index.next497 = add nuw i64 %index492, 32
  %21 = icmp eq i64 %n.vec488, %index.next497
  br i1 %21, label %middle.block498, label %vector.body491, !llvm.loop !19

middle.block498:                                  ; preds = %vector.body491
  %cmp.n499 = icmp eq i64 %dest_shape.1208, %n.vec488
  br i1 %cmp.n499, label %.89.endif.preheader.i, label %vec.epilog.iter.check502

vec.epilog.iter.check502:                         ; preds = %middle.block498
  %22 = and i64 %dest_shape.1208, 28
  %min.epilog.iters.check503 = icmp eq i64 %22, 0
  br i1 %min.epilog.iters.check503, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph504, !prof !22

vec.epilog.ph504:                                 ; preds = %vector.main.loop.iter.check485, %vec.epilog.iter.check502
  %vec.epilog.resume.val500 = phi i64 [ %n.vec488, %vec.epilog.iter.check502 ], [ 0, %vector.main.loop.iter.check485 ]
  %const_mat1451 = add i64 %const1446, 4
  %n.vec506 = and i64 %dest_shape.1208, %const_mat1451
  %23 = load float, ptr %.52.fca.0.4.load, align 4, !alias.scope !11
  %broadcast.splatinsert507 = insertelement <4 x float> poison, float %23, i64 0
  %broadcast.splat508 = shufflevector <4 x float> %broadcast.splatinsert507, <4 x float> poison, <4 x i32> zeroinitializer
  %24 = fpext <4 x float> %broadcast.splat508 to <4 x double>
  %25 = fadd <4 x double> %24, splat (double 3.000000e+00)
  %26 = fmul <4 x double> %25, %25
  br label %vec.epilog.vector.body509

vec.epilog.vector.body509:                        ; preds = %vec.epilog.vector.body509, %vec.epilog.ph504
  %index510 = phi i64 [ %vec.epilog.resume.val500, %vec.epilog.ph504 ], [ %index.next512, %vec.epilog.vector.body509 ]
  %27 = shl i64 %index510, 2
  %scevgep1335 = getelementptr i8, ptr %arg.c.4, i64 %27
  %wide.load511 = load <4 x float>, ptr %scevgep1335, align 4, !alias.scope !14
  %28 = fpext <4 x float> %wide.load511 to <4 x double>
  %29 = fmul <4 x double> %26, %28
  %30 = fmul <4 x double> %29, %28
  %31 = shl i64 %index510, 3
  %scevgep1334 = getelementptr i8, ptr %.6.i, i64 %31
  store <4 x double> %30, ptr %scevgep1334, align 8, !alias.scope !16, !noalias !18
  %index.next512 = add nuw i64 %index510, 4
  %32 = icmp eq i64 %n.vec506, %index.next512
  br i1 %32, label %vec.epilog.middle.block513, label %vec.epilog.vector.body509, !llvm.loop !23

vec.epilog.middle.block513:                       ; preds = %vec.epilog.vector.body509
  %cmp.n514 = icmp eq i64 %dest_shape.1208, %n.vec506
  br i1 %cmp.n514, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck470, %iter.check483, %vec.epilog.iter.check502, %vec.epilog.middle.block513
  %loop.index103.us.ph = phi i64 [ 0, %iter.check483 ], [ 0, %vector.memcheck470 ], [ %n.vec488, %vec.epilog.iter.check502 ], [ %n.vec506, %vec.epilog.middle.block513 ]
  %33 = sub nsw i64 %dest_shape.1208, %loop.index103.us.ph
  %xtraiter774 = and i64 %33, 7
  %lcmp.mod775.not = icmp eq i64 %xtraiter774, 0
  br i1 %lcmp.mod775.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv1332 = phi i64 [ %xtraiter774, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next1333, %for.body.endif.endif.endif.us.prol ]
  %loop.index103.us.prol = phi i64 [ %.373.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index103.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %34 = shl i64 %loop.index103.us.prol, 2
  %scevgep1331 = getelementptr i8, ptr %arg.c.4, i64 %34
  %.335.us.prol = load float, ptr %scevgep1331, align 4
  %.344.us.prol = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.prol = fpext float %.344.us.prol to double
  %.7.i69.prol = fadd double %.6.i68.prol, 3.000000e+00
  %.147.i.i70.prol = fmul double %.7.i69.prol, %.7.i69.prol
  %.34.i71.prol = fpext float %.335.us.prol to double
  %.35.i72.prol = fmul double %.147.i.i70.prol, %.34.i71.prol
  %.37.i73.prol = fmul double %.35.i72.prol, %.34.i71.prol
  %35 = shl i64 %loop.index103.us.prol, 3
  %scevgep1330 = getelementptr i8, ptr %.6.i, i64 %35
  store double %.37.i73.prol, ptr %scevgep1330, align 8
  %.373.us.prol = add nuw i64 %loop.index103.us.prol, 1
  %lsr.iv.next1333 = add nsw i64 %lsr.iv1332, -1
  %prol.iter776.cmp.not = icmp eq i64 %lsr.iv.next1333, 0
  br i1 %prol.iter776.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index103.us.unr = phi i64 [ %loop.index103.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.373.us.prol, %for.body.endif.endif.endif.us.prol ]
  %36 = sub nsw i64 %loop.index103.us.ph, %dest_shape.1208
  %37 = icmp ugt i64 %36, -8
  br i1 %37, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader825

for.body.endif.endif.endif.us.preheader825:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check529:                                    ; preds = %for.body.lr.ph.split.us
  %38 = icmp ult i64 %dest_shape.1208, 4
  br i1 %38, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck516

vector.memcheck516:                               ; preds = %iter.check529
  %39 = shl i64 %dest_shape.1208, 3
  %scevgep517 = getelementptr i8, ptr %.6.i, i64 %39
  %40 = shl i64 %dest_shape.1208, 2
  %scevgep518 = getelementptr i8, ptr %arg.c.4, i64 %40
  %scevgep519 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %40
  %bound0520 = icmp ult ptr %.6.i, %scevgep518
  %bound1521 = icmp ult ptr %arg.c.4, %scevgep517
  %found.conflict522 = and i1 %bound0520, %bound1521
  %bound0523 = icmp ult ptr %.6.i, %scevgep519
  %bound1524 = icmp ult ptr %.52.fca.0.4.load, %scevgep517
  %found.conflict525 = and i1 %bound0523, %bound1524
  %conflict.rdx526 = or i1 %found.conflict522, %found.conflict525
  br i1 %conflict.rdx526, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check531

vector.main.loop.iter.check531:                   ; preds = %vector.memcheck516
  %min.iters.check530 = icmp ult i64 %dest_shape.1208, 32
  br i1 %min.iters.check530, label %vec.epilog.ph552, label %vector.ph532

vector.ph532:                                     ; preds = %vector.main.loop.iter.check531
  %const_mat1448 = add i64 %const1446, -24
  %n.vec534 = and i64 %dest_shape.1208, %const_mat1448
  br label %vector.body535

vector.body535:                                   ; preds = %vector.body535, %vector.ph532
  %index536 = phi i64 [ 0, %vector.ph532 ], [ %index.next545, %vector.body535 ]
  %sunkaddr1477 = mul i64 %index536, 4
  %sunkaddr1478 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1477
  %wide.load537 = load <8 x float>, ptr %sunkaddr1478, align 4, !alias.scope !26
  %sunkaddr1479 = mul i64 %index536, 4
  %sunkaddr1480 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, ptr %sunkaddr1480, i64 32
  %wide.load538 = load <8 x float>, ptr %sunkaddr1481, align 4, !alias.scope !26
  %sunkaddr1482 = mul i64 %index536, 4
  %sunkaddr1483 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, ptr %sunkaddr1483, i64 64
  %wide.load539 = load <8 x float>, ptr %sunkaddr1484, align 4, !alias.scope !26
  %sunkaddr1485 = mul i64 %index536, 4
  %sunkaddr1486 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, ptr %sunkaddr1486, i64 96
  %wide.load540 = load <8 x float>, ptr %sunkaddr1487, align 4, !alias.scope !26
  %sunkaddr1488 = mul i64 %index536, 4
  %sunkaddr1489 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1488
  %wide.load541 = load <8 x float>, ptr %sunkaddr1489, align 4, !alias.scope !29
  %sunkaddr1490 = mul i64 %index536, 4
  %sunkaddr1491 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1490
  %sunkaddr1492 = getelementptr i8, ptr %sunkaddr1491, i64 32
  %wide.load542 = load <8 x float>, ptr %sunkaddr1492, align 4, !alias.scope !29
  %sunkaddr1493 = mul i64 %index536, 4
  %sunkaddr1494 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1493
  %sunkaddr1495 = getelementptr i8, ptr %sunkaddr1494, i64 64
  %wide.load543 = load <8 x float>, ptr %sunkaddr1495, align 4, !alias.scope !29
  %sunkaddr1496 = mul i64 %index536, 4
  %sunkaddr1497 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1496
  %sunkaddr1498 = getelementptr i8, ptr %sunkaddr1497, i64 96
  %wide.load544 = load <8 x float>, ptr %sunkaddr1498, align 4, !alias.scope !29
  %41 = fpext <8 x float> %wide.load541 to <8 x double>
  %42 = fpext <8 x float> %wide.load542 to <8 x double>
  %43 = fpext <8 x float> %wide.load543 to <8 x double>
  %44 = fpext <8 x float> %wide.load544 to <8 x double>
  %45 = fadd <8 x double> %41, splat (double 3.000000e+00)
  %46 = fadd <8 x double> %42, splat (double 3.000000e+00)
  %47 = fadd <8 x double> %43, splat (double 3.000000e+00)
  %48 = fadd <8 x double> %44, splat (double 3.000000e+00)
  %49 = fmul <8 x double> %45, %45
  %50 = fmul <8 x double> %46, %46
  %51 = fmul <8 x double> %47, %47
  %52 = fmul <8 x double> %48, %48
  %53 = fpext <8 x float> %wide.load537 to <8 x double>
  %54 = fpext <8 x float> %wide.load538 to <8 x double>
  %55 = fpext <8 x float> %wide.load539 to <8 x double>
  %56 = fpext <8 x float> %wide.load540 to <8 x double>
  %57 = fmul <8 x double> %49, %53
  %58 = fmul <8 x double> %50, %54
  %59 = fmul <8 x double> %51, %55
  %60 = fmul <8 x double> %52, %56
  %61 = fmul <8 x double> %57, %53
  %62 = fmul <8 x double> %58, %54
  %63 = fmul <8 x double> %59, %55
  %64 = fmul <8 x double> %60, %56
  %sunkaddr1499 = mul i64 %index536, 8
  %sunkaddr1500 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1499
  store <8 x double> %61, ptr %sunkaddr1500, align 8, !alias.scope !31, !noalias !33
  %sunkaddr1501 = mul i64 %index536, 8
  %sunkaddr1502 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, ptr %sunkaddr1502, i64 64
  store <8 x double> %62, ptr %sunkaddr1503, align 8, !alias.scope !31, !noalias !33
  %sunkaddr1504 = mul i64 %index536, 8
  %sunkaddr1505 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, ptr %sunkaddr1505, i64 128
  store <8 x double> %63, ptr %sunkaddr1506, align 8, !alias.scope !31, !noalias !33
  %sunkaddr1507 = mul i64 %index536, 8
  %sunkaddr1508 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, ptr %sunkaddr1508, i64 192
  store <8 x double> %64, ptr %sunkaddr1509, align 8, !alias.scope !31, !noalias !33
  %index.next545 = add nuw i64 %index536, 32
  %65 = icmp eq i64 %n.vec534, %index.next545
  br i1 %65, label %middle.block546, label %vector.body535, !llvm.loop !34

middle.block546:                                  ; preds = %vector.body535
  %cmp.n547 = icmp eq i64 %dest_shape.1208, %n.vec534
  br i1 %cmp.n547, label %.89.endif.preheader.i, label %vec.epilog.iter.check550

vec.epilog.iter.check550:                         ; preds = %middle.block546
  %66 = and i64 %dest_shape.1208, 28
  %min.epilog.iters.check551 = icmp eq i64 %66, 0
  br i1 %min.epilog.iters.check551, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph552, !prof !22

vec.epilog.ph552:                                 ; preds = %vector.main.loop.iter.check531, %vec.epilog.iter.check550
  %vec.epilog.resume.val548 = phi i64 [ %n.vec534, %vec.epilog.iter.check550 ], [ 0, %vector.main.loop.iter.check531 ]
  %const_mat1452 = add i64 %const1446, 4
  %n.vec554 = and i64 %dest_shape.1208, %const_mat1452
  br label %vec.epilog.vector.body555

vec.epilog.vector.body555:                        ; preds = %vec.epilog.vector.body555, %vec.epilog.ph552
  %index556 = phi i64 [ %vec.epilog.resume.val548, %vec.epilog.ph552 ], [ %index.next559, %vec.epilog.vector.body555 ]
  %67 = shl i64 %index556, 2
  %scevgep1273 = getelementptr i8, ptr %arg.c.4, i64 %67
  %wide.load557 = load <4 x float>, ptr %scevgep1273, align 4, !alias.scope !26
  %68 = shl i64 %index556, 2
  %scevgep1272 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %68
  %wide.load558 = load <4 x float>, ptr %scevgep1272, align 4, !alias.scope !29
  %69 = fpext <4 x float> %wide.load558 to <4 x double>
  %70 = fadd <4 x double> %69, splat (double 3.000000e+00)
  %71 = fmul <4 x double> %70, %70
  %72 = fpext <4 x float> %wide.load557 to <4 x double>
  %73 = fmul <4 x double> %71, %72
  %74 = fmul <4 x double> %73, %72
  %75 = shl i64 %index556, 3
  %scevgep1271 = getelementptr i8, ptr %.6.i, i64 %75
  store <4 x double> %74, ptr %scevgep1271, align 8, !alias.scope !31, !noalias !33
  %index.next559 = add nuw i64 %index556, 4
  %76 = icmp eq i64 %n.vec554, %index.next559
  br i1 %76, label %vec.epilog.middle.block560, label %vec.epilog.vector.body555, !llvm.loop !35

vec.epilog.middle.block560:                       ; preds = %vec.epilog.vector.body555
  %cmp.n561 = icmp eq i64 %dest_shape.1208, %n.vec554
  br i1 %cmp.n561, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck516, %iter.check529, %vec.epilog.iter.check550, %vec.epilog.middle.block560
  %loop.index103.us.us.ph = phi i64 [ 0, %iter.check529 ], [ 0, %vector.memcheck516 ], [ %n.vec534, %vec.epilog.iter.check550 ], [ %n.vec554, %vec.epilog.middle.block560 ]
  %77 = sub nsw i64 %dest_shape.1208, %loop.index103.us.us.ph
  %xtraiter777 = and i64 %77, 7
  %lcmp.mod778.not = icmp eq i64 %xtraiter777, 0
  br i1 %lcmp.mod778.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv1269 = phi i64 [ %xtraiter777, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next1270, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index103.us.us.prol = phi i64 [ %.373.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index103.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %78 = shl i64 %loop.index103.us.us.prol, 2
  %scevgep1268 = getelementptr i8, ptr %arg.c.4, i64 %78
  %.335.us.us.prol = load float, ptr %scevgep1268, align 4
  %79 = shl i64 %loop.index103.us.us.prol, 2
  %scevgep1267 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %79
  %.344.us.us.prol = load float, ptr %scevgep1267, align 4
  %.6.i67.prol = fpext float %.344.us.us.prol to double
  %.7.i.prol = fadd double %.6.i67.prol, 3.000000e+00
  %.147.i.i.prol = fmul double %.7.i.prol, %.7.i.prol
  %.34.i.prol = fpext float %.335.us.us.prol to double
  %.35.i.prol = fmul double %.147.i.i.prol, %.34.i.prol
  %.37.i.prol = fmul double %.35.i.prol, %.34.i.prol
  %80 = shl i64 %loop.index103.us.us.prol, 3
  %scevgep1266 = getelementptr i8, ptr %.6.i, i64 %80
  store double %.37.i.prol, ptr %scevgep1266, align 8
  %.373.us.us.prol = add nuw i64 %loop.index103.us.us.prol, 1
  %lsr.iv.next1270 = add nsw i64 %lsr.iv1269, -1
  %prol.iter779.cmp.not = icmp eq i64 %lsr.iv.next1270, 0
  br i1 %prol.iter779.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !36

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index103.us.us.unr = phi i64 [ %loop.index103.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.373.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %81 = sub nsw i64 %loop.index103.us.us.ph, %dest_shape.1208
  %82 = icmp ugt i64 %81, -8
  br i1 %82, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader824

for.body.endif.endif.endif.us.us.preheader824:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader824, %for.body.endif.endif.endif.us.us
  %loop.index103.us.us = phi i64 [ %.373.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index103.us.us.unr, %for.body.endif.endif.endif.us.us.preheader824 ]
  %sunkaddr1510 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1511 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1510
  %.335.us.us = load float, ptr %sunkaddr1511, align 4
  %sunkaddr1512 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1513 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1512
  %.344.us.us = load float, ptr %sunkaddr1513, align 4
  %.6.i67 = fpext float %.344.us.us to double
  %.7.i = fadd double %.6.i67, 3.000000e+00
  %.147.i.i = fmul double %.7.i, %.7.i
  %.34.i = fpext float %.335.us.us to double
  %.35.i = fmul double %.147.i.i, %.34.i
  %.37.i = fmul double %.35.i, %.34.i
  %sunkaddr1514 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1515 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1514
  store double %.37.i, ptr %sunkaddr1515, align 8
  %sunkaddr1516 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1517 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, ptr %sunkaddr1517, i64 4
  %.335.us.us.1 = load float, ptr %sunkaddr1518, align 4
  %sunkaddr1519 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1520 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, ptr %sunkaddr1520, i64 4
  %.344.us.us.1 = load float, ptr %sunkaddr1521, align 4
  %.6.i67.1 = fpext float %.344.us.us.1 to double
  %.7.i.1 = fadd double %.6.i67.1, 3.000000e+00
  %.147.i.i.1 = fmul double %.7.i.1, %.7.i.1
  %.34.i.1 = fpext float %.335.us.us.1 to double
  %.35.i.1 = fmul double %.147.i.i.1, %.34.i.1
  %.37.i.1 = fmul double %.35.i.1, %.34.i.1
  %sunkaddr1522 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1523 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, ptr %sunkaddr1523, i64 8
  store double %.37.i.1, ptr %sunkaddr1524, align 8
  %sunkaddr1525 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1526 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, ptr %sunkaddr1526, i64 8
  %.335.us.us.2 = load float, ptr %sunkaddr1527, align 4
  %sunkaddr1528 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1529 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, ptr %sunkaddr1529, i64 8
  %.344.us.us.2 = load float, ptr %sunkaddr1530, align 4
  %.6.i67.2 = fpext float %.344.us.us.2 to double
  %.7.i.2 = fadd double %.6.i67.2, 3.000000e+00
  %.147.i.i.2 = fmul double %.7.i.2, %.7.i.2
  %.34.i.2 = fpext float %.335.us.us.2 to double
  %.35.i.2 = fmul double %.147.i.i.2, %.34.i.2
  %.37.i.2 = fmul double %.35.i.2, %.34.i.2
  %sunkaddr1531 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1532 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, ptr %sunkaddr1532, i64 16
  store double %.37.i.2, ptr %sunkaddr1533, align 8
  %sunkaddr1534 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1535 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, ptr %sunkaddr1535, i64 12
  %.335.us.us.3 = load float, ptr %sunkaddr1536, align 4
  %sunkaddr1537 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1538 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, ptr %sunkaddr1538, i64 12
  %.344.us.us.3 = load float, ptr %sunkaddr1539, align 4
  %.6.i67.3 = fpext float %.344.us.us.3 to double
  %.7.i.3 = fadd double %.6.i67.3, 3.000000e+00
  %.147.i.i.3 = fmul double %.7.i.3, %.7.i.3
  %.34.i.3 = fpext float %.335.us.us.3 to double
  %.35.i.3 = fmul double %.147.i.i.3, %.34.i.3
  %.37.i.3 = fmul double %.35.i.3, %.34.i.3
  %sunkaddr1540 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1541 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, ptr %sunkaddr1541, i64 24
  store double %.37.i.3, ptr %sunkaddr1542, align 8
  %sunkaddr1543 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1544 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, ptr %sunkaddr1544, i64 16
  %.335.us.us.4 = load float, ptr %sunkaddr1545, align 4
  %sunkaddr1546 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1547 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, ptr %sunkaddr1547, i64 16
  %.344.us.us.4 = load float, ptr %sunkaddr1548, align 4
  %.6.i67.4 = fpext float %.344.us.us.4 to double
  %.7.i.4 = fadd double %.6.i67.4, 3.000000e+00
  %.147.i.i.4 = fmul double %.7.i.4, %.7.i.4
  %.34.i.4 = fpext float %.335.us.us.4 to double
  %.35.i.4 = fmul double %.147.i.i.4, %.34.i.4
  %.37.i.4 = fmul double %.35.i.4, %.34.i.4
  %sunkaddr1549 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1550 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, ptr %sunkaddr1550, i64 32
  store double %.37.i.4, ptr %sunkaddr1551, align 8
  %sunkaddr1552 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1553 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1552
  %sunkaddr1554 = getelementptr i8, ptr %sunkaddr1553, i64 20
  %.335.us.us.5 = load float, ptr %sunkaddr1554, align 4
  %sunkaddr1555 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1556 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1555
  %sunkaddr1557 = getelementptr i8, ptr %sunkaddr1556, i64 20
  %.344.us.us.5 = load float, ptr %sunkaddr1557, align 4
  %.6.i67.5 = fpext float %.344.us.us.5 to double
  %.7.i.5 = fadd double %.6.i67.5, 3.000000e+00
  %.147.i.i.5 = fmul double %.7.i.5, %.7.i.5
  %.34.i.5 = fpext float %.335.us.us.5 to double
  %.35.i.5 = fmul double %.147.i.i.5, %.34.i.5
  %.37.i.5 = fmul double %.35.i.5, %.34.i.5
  %sunkaddr1558 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1559 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1558
  %sunkaddr1560 = getelementptr i8, ptr %sunkaddr1559, i64 40
  store double %.37.i.5, ptr %sunkaddr1560, align 8
  %sunkaddr1561 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1562 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1561
  %sunkaddr1563 = getelementptr i8, ptr %sunkaddr1562, i64 24
  %.335.us.us.6 = load float, ptr %sunkaddr1563, align 4
  %sunkaddr1564 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1565 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1564
  %sunkaddr1566 = getelementptr i8, ptr %sunkaddr1565, i64 24
  %.344.us.us.6 = load float, ptr %sunkaddr1566, align 4
  %.6.i67.6 = fpext float %.344.us.us.6 to double
  %.7.i.6 = fadd double %.6.i67.6, 3.000000e+00
  %.147.i.i.6 = fmul double %.7.i.6, %.7.i.6
  %.34.i.6 = fpext float %.335.us.us.6 to double
  %.35.i.6 = fmul double %.147.i.i.6, %.34.i.6
  %.37.i.6 = fmul double %.35.i.6, %.34.i.6
  %sunkaddr1567 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1568 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1567
  %sunkaddr1569 = getelementptr i8, ptr %sunkaddr1568, i64 48
  store double %.37.i.6, ptr %sunkaddr1569, align 8
  %sunkaddr1570 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1571 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1570
  %sunkaddr1572 = getelementptr i8, ptr %sunkaddr1571, i64 28
  %.335.us.us.7 = load float, ptr %sunkaddr1572, align 4
  %sunkaddr1573 = mul i64 %loop.index103.us.us, 4
  %sunkaddr1574 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1573
  %sunkaddr1575 = getelementptr i8, ptr %sunkaddr1574, i64 28
  %.344.us.us.7 = load float, ptr %sunkaddr1575, align 4
  %.6.i67.7 = fpext float %.344.us.us.7 to double
  %.7.i.7 = fadd double %.6.i67.7, 3.000000e+00
  %.147.i.i.7 = fmul double %.7.i.7, %.7.i.7
  %.34.i.7 = fpext float %.335.us.us.7 to double
  %.35.i.7 = fmul double %.147.i.i.7, %.34.i.7
  %.37.i.7 = fmul double %.35.i.7, %.34.i.7
  %sunkaddr1576 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1577 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1576
  %sunkaddr1578 = getelementptr i8, ptr %sunkaddr1577, i64 56
  store double %.37.i.7, ptr %sunkaddr1578, align 8
  %.373.us.us.7 = add nuw nsw i64 %loop.index103.us.us, 8
  %exitcond301.not.7 = icmp eq i64 %dest_shape.1208, %.373.us.us.7
  br i1 %exitcond301.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !37

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader825, %for.body.endif.endif.endif.us
  %loop.index103.us = phi i64 [ %.373.us.7, %for.body.endif.endif.endif.us ], [ %loop.index103.us.unr, %for.body.endif.endif.endif.us.preheader825 ]
  %sunkaddr1579 = mul i64 %loop.index103.us, 4
  %sunkaddr1580 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1579
  %.335.us = load float, ptr %sunkaddr1580, align 4
  %.344.us = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68 = fpext float %.344.us to double
  %.7.i69 = fadd double %.6.i68, 3.000000e+00
  %.147.i.i70 = fmul double %.7.i69, %.7.i69
  %.34.i71 = fpext float %.335.us to double
  %.35.i72 = fmul double %.147.i.i70, %.34.i71
  %.37.i73 = fmul double %.35.i72, %.34.i71
  %sunkaddr1581 = mul i64 %loop.index103.us, 8
  %sunkaddr1582 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1581
  store double %.37.i73, ptr %sunkaddr1582, align 8
  %sunkaddr1583 = mul i64 %loop.index103.us, 4
  %sunkaddr1584 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1583
  %sunkaddr1585 = getelementptr i8, ptr %sunkaddr1584, i64 4
  %.335.us.1 = load float, ptr %sunkaddr1585, align 4
  %.344.us.1 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.1 = fpext float %.344.us.1 to double
  %.7.i69.1 = fadd double %.6.i68.1, 3.000000e+00
  %.147.i.i70.1 = fmul double %.7.i69.1, %.7.i69.1
  %.34.i71.1 = fpext float %.335.us.1 to double
  %.35.i72.1 = fmul double %.147.i.i70.1, %.34.i71.1
  %.37.i73.1 = fmul double %.35.i72.1, %.34.i71.1
  %sunkaddr1586 = mul i64 %loop.index103.us, 8
  %sunkaddr1587 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1586
  %sunkaddr1588 = getelementptr i8, ptr %sunkaddr1587, i64 8
  store double %.37.i73.1, ptr %sunkaddr1588, align 8
  %sunkaddr1589 = mul i64 %loop.index103.us, 4
  %sunkaddr1590 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1589
  %sunkaddr1591 = getelementptr i8, ptr %sunkaddr1590, i64 8
  %.335.us.2 = load float, ptr %sunkaddr1591, align 4
  %.344.us.2 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.2 = fpext float %.344.us.2 to double
  %.7.i69.2 = fadd double %.6.i68.2, 3.000000e+00
  %.147.i.i70.2 = fmul double %.7.i69.2, %.7.i69.2
  %.34.i71.2 = fpext float %.335.us.2 to double
  %.35.i72.2 = fmul double %.147.i.i70.2, %.34.i71.2
  %.37.i73.2 = fmul double %.35.i72.2, %.34.i71.2
  %sunkaddr1592 = mul i64 %loop.index103.us, 8
  %sunkaddr1593 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1592
  %sunkaddr1594 = getelementptr i8, ptr %sunkaddr1593, i64 16
  store double %.37.i73.2, ptr %sunkaddr1594, align 8
  %sunkaddr1595 = mul i64 %loop.index103.us, 4
  %sunkaddr1596 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1595
  %sunkaddr1597 = getelementptr i8, ptr %sunkaddr1596, i64 12
  %.335.us.3 = load float, ptr %sunkaddr1597, align 4
  %.344.us.3 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.3 = fpext float %.344.us.3 to double
  %.7.i69.3 = fadd double %.6.i68.3, 3.000000e+00
  %.147.i.i70.3 = fmul double %.7.i69.3, %.7.i69.3
  %.34.i71.3 = fpext float %.335.us.3 to double
  %.35.i72.3 = fmul double %.147.i.i70.3, %.34.i71.3
  %.37.i73.3 = fmul double %.35.i72.3, %.34.i71.3
  %sunkaddr1598 = mul i64 %loop.index103.us, 8
  %sunkaddr1599 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1598
  %sunkaddr1600 = getelementptr i8, ptr %sunkaddr1599, i64 24
  store double %.37.i73.3, ptr %sunkaddr1600, align 8
  %sunkaddr1601 = mul i64 %loop.index103.us, 4
  %sunkaddr1602 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1601
  %sunkaddr1603 = getelementptr i8, ptr %sunkaddr1602, i64 16
  %.335.us.4 = load float, ptr %sunkaddr1603, align 4
  %.344.us.4 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.4 = fpext float %.344.us.4 to double
  %.7.i69.4 = fadd double %.6.i68.4, 3.000000e+00
  %.147.i.i70.4 = fmul double %.7.i69.4, %.7.i69.4
  %.34.i71.4 = fpext float %.335.us.4 to double
  %.35.i72.4 = fmul double %.147.i.i70.4, %.34.i71.4
  %.37.i73.4 = fmul double %.35.i72.4, %.34.i71.4
  %sunkaddr1604 = mul i64 %loop.index103.us, 8
  %sunkaddr1605 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1604
  %sunkaddr1606 = getelementptr i8, ptr %sunkaddr1605, i64 32
  store double %.37.i73.4, ptr %sunkaddr1606, align 8
  %sunkaddr1607 = mul i64 %loop.index103.us, 4
  %sunkaddr1608 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1607
  %sunkaddr1609 = getelementptr i8, ptr %sunkaddr1608, i64 20
  %.335.us.5 = load float, ptr %sunkaddr1609, align 4
  %.344.us.5 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.5 = fpext float %.344.us.5 to double
  %.7.i69.5 = fadd double %.6.i68.5, 3.000000e+00
  %.147.i.i70.5 = fmul double %.7.i69.5, %.7.i69.5
  %.34.i71.5 = fpext float %.335.us.5 to double
  %.35.i72.5 = fmul double %.147.i.i70.5, %.34.i71.5
  %.37.i73.5 = fmul double %.35.i72.5, %.34.i71.5
  %sunkaddr1610 = mul i64 %loop.index103.us, 8
  %sunkaddr1611 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1610
  %sunkaddr1612 = getelementptr i8, ptr %sunkaddr1611, i64 40
  store double %.37.i73.5, ptr %sunkaddr1612, align 8
  %sunkaddr1613 = mul i64 %loop.index103.us, 4
  %sunkaddr1614 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1613
  %sunkaddr1615 = getelementptr i8, ptr %sunkaddr1614, i64 24
  %.335.us.6 = load float, ptr %sunkaddr1615, align 4
  %.344.us.6 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.6 = fpext float %.344.us.6 to double
  %.7.i69.6 = fadd double %.6.i68.6, 3.000000e+00
  %.147.i.i70.6 = fmul double %.7.i69.6, %.7.i69.6
  %.34.i71.6 = fpext float %.335.us.6 to double
  %.35.i72.6 = fmul double %.147.i.i70.6, %.34.i71.6
  %.37.i73.6 = fmul double %.35.i72.6, %.34.i71.6
  %sunkaddr1616 = mul i64 %loop.index103.us, 8
  %sunkaddr1617 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1616
  %sunkaddr1618 = getelementptr i8, ptr %sunkaddr1617, i64 48
  store double %.37.i73.6, ptr %sunkaddr1618, align 8
  %sunkaddr1619 = mul i64 %loop.index103.us, 4
  %sunkaddr1620 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1619
  %sunkaddr1621 = getelementptr i8, ptr %sunkaddr1620, i64 28
  %.335.us.7 = load float, ptr %sunkaddr1621, align 4
  %.344.us.7 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i68.7 = fpext float %.344.us.7 to double
  %.7.i69.7 = fadd double %.6.i68.7, 3.000000e+00
  %.147.i.i70.7 = fmul double %.7.i69.7, %.7.i69.7
  %.34.i71.7 = fpext float %.335.us.7 to double
  %.35.i72.7 = fmul double %.147.i.i70.7, %.34.i71.7
  %.37.i73.7 = fmul double %.35.i72.7, %.34.i71.7
  %sunkaddr1622 = mul i64 %loop.index103.us, 8
  %sunkaddr1623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1622
  %sunkaddr1624 = getelementptr i8, ptr %sunkaddr1623, i64 56
  store double %.37.i73.7, ptr %sunkaddr1624, align 8
  %.373.us.7 = add nuw nsw i64 %loop.index103.us, 8
  %exitcond300.not.7 = icmp eq i64 %dest_shape.1208, %.373.us.7
  br i1 %exitcond300.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !38

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %83 = icmp ugt i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %83, label %iter.check437, label %iter.check392

iter.check392:                                    ; preds = %for.body.lr.ph.split
  %84 = icmp ult i64 %dest_shape.1208, 4
  br i1 %84, label %for.body.endif.endif.endif.preheader, label %vector.memcheck379

vector.memcheck379:                               ; preds = %iter.check392
  %85 = shl i64 %dest_shape.1208, 3
  %scevgep380 = getelementptr i8, ptr %.6.i, i64 %85
  %scevgep381 = getelementptr i8, ptr %arg.c.4, i64 4
  %scevgep382 = getelementptr i8, ptr %.52.fca.0.4.load, i64 4
  %bound0383 = icmp ult ptr %.6.i, %scevgep381
  %bound1384 = icmp ult ptr %arg.c.4, %scevgep380
  %found.conflict385 = and i1 %bound0383, %bound1384
  %bound0386 = icmp ult ptr %.6.i, %scevgep382
  %bound1387 = icmp ult ptr %.52.fca.0.4.load, %scevgep380
  %found.conflict388 = and i1 %bound0386, %bound1387
  %conflict.rdx389 = or i1 %found.conflict385, %found.conflict388
  br i1 %conflict.rdx389, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check394

vector.main.loop.iter.check394:                   ; preds = %vector.memcheck379
  %min.iters.check393 = icmp ult i64 %dest_shape.1208, 32
  br i1 %min.iters.check393, label %vec.epilog.ph411, label %vector.ph395

vector.ph395:                                     ; preds = %vector.main.loop.iter.check394
  %const_mat1449 = add i64 %const1446, -24
  %n.vec397 = and i64 %dest_shape.1208, %const_mat1449
  %86 = load float, ptr %.52.fca.0.4.load, align 4, !alias.scope !39
  %broadcast.splatinsert398 = insertelement <8 x float> poison, float %86, i64 0
  %broadcast.splat399 = shufflevector <8 x float> %broadcast.splatinsert398, <8 x float> poison, <8 x i32> zeroinitializer
  %87 = load float, ptr %arg.c.4, align 4, !alias.scope !42
  %broadcast.splatinsert400 = insertelement <8 x float> poison, float %87, i64 0
  %broadcast.splat401 = shufflevector <8 x float> %broadcast.splatinsert400, <8 x float> poison, <8 x i32> zeroinitializer
  %88 = fpext <8 x float> %broadcast.splat399 to <8 x double>
  %89 = fadd <8 x double> %88, splat (double 3.000000e+00)
  %90 = fmul <8 x double> %89, %89
  %91 = fpext <8 x float> %broadcast.splat401 to <8 x double>
  %92 = fmul <8 x double> %90, %91
  %93 = fmul <8 x double> %92, %91
  br label %vector.body402

vector.body402:                                   ; preds = %vector.body402, %vector.ph395
  %index403 = phi i64 [ 0, %vector.ph395 ], [ %index.next404, %vector.body402 ]
  %sunkaddr1625 = mul i64 %index403, 8
  %sunkaddr1626 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1625
  store <8 x double> %93, ptr %sunkaddr1626, align 8, !alias.scope !44, !noalias !46
  %sunkaddr1627 = mul i64 %index403, 8
  %sunkaddr1628 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1627
  %sunkaddr1629 = getelementptr i8, ptr %sunkaddr1628, i64 64
  store <8 x double> %93, ptr %sunkaddr1629, align 8, !alias.scope !44, !noalias !46
  %sunkaddr1630 = mul i64 %index403, 8
  %sunkaddr1631 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1630
  %sunkaddr1632 = getelementptr i8, ptr %sunkaddr1631, i64 128
  store <8 x double> %93, ptr %sunkaddr1632, align 8, !alias.scope !44, !noalias !46
  %sunkaddr1633 = mul i64 %index403, 8
  %sunkaddr1634 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1633
  %sunkaddr1635 = getelementptr i8, ptr %sunkaddr1634, i64 192
  store <8 x double> %93, ptr %sunkaddr1635, align 8, !alias.scope !44, !noalias !46
  %index.next404 = add nuw i64 %index403, 32
  %94 = icmp eq i64 %n.vec397, %index.next404
  br i1 %94, label %middle.block405, label %vector.body402, !llvm.loop !47

middle.block405:                                  ; preds = %vector.body402
  %cmp.n406 = icmp eq i64 %dest_shape.1208, %n.vec397
  br i1 %cmp.n406, label %.89.endif.preheader.i, label %vec.epilog.iter.check409

vec.epilog.iter.check409:                         ; preds = %middle.block405
  %95 = and i64 %dest_shape.1208, 28
  %min.epilog.iters.check410 = icmp eq i64 %95, 0
  br i1 %min.epilog.iters.check410, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph411, !prof !22

vec.epilog.ph411:                                 ; preds = %vector.main.loop.iter.check394, %vec.epilog.iter.check409
  %vec.epilog.resume.val407 = phi i64 [ %n.vec397, %vec.epilog.iter.check409 ], [ 0, %vector.main.loop.iter.check394 ]
  %const_mat1453 = add i64 %const1446, 4
  %n.vec413 = and i64 %dest_shape.1208, %const_mat1453
  %96 = load float, ptr %.52.fca.0.4.load, align 4, !alias.scope !39
  %broadcast.splatinsert414 = insertelement <4 x float> poison, float %96, i64 0
  %broadcast.splat415 = shufflevector <4 x float> %broadcast.splatinsert414, <4 x float> poison, <4 x i32> zeroinitializer
  %97 = load float, ptr %arg.c.4, align 4, !alias.scope !42
  %broadcast.splatinsert416 = insertelement <4 x float> poison, float %97, i64 0
  %broadcast.splat417 = shufflevector <4 x float> %broadcast.splatinsert416, <4 x float> poison, <4 x i32> zeroinitializer
  %98 = fpext <4 x float> %broadcast.splat415 to <4 x double>
  %99 = fadd <4 x double> %98, splat (double 3.000000e+00)
  %100 = fmul <4 x double> %99, %99
  %101 = fpext <4 x float> %broadcast.splat417 to <4 x double>
  %102 = fmul <4 x double> %100, %101
  %103 = fmul <4 x double> %102, %101
  br label %vec.epilog.vector.body418

vec.epilog.vector.body418:                        ; preds = %vec.epilog.vector.body418, %vec.epilog.ph411
  %index419 = phi i64 [ %vec.epilog.resume.val407, %vec.epilog.ph411 ], [ %index.next420, %vec.epilog.vector.body418 ]
  %104 = shl i64 %index419, 3
  %scevgep1425 = getelementptr i8, ptr %.6.i, i64 %104
  store <4 x double> %103, ptr %scevgep1425, align 8, !alias.scope !44, !noalias !46
  %index.next420 = add nuw i64 %index419, 4
  %105 = icmp eq i64 %n.vec413, %index.next420
  br i1 %105, label %vec.epilog.middle.block421, label %vec.epilog.vector.body418, !llvm.loop !48

vec.epilog.middle.block421:                       ; preds = %vec.epilog.vector.body418
  %cmp.n422 = icmp eq i64 %dest_shape.1208, %n.vec413
  br i1 %cmp.n422, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck379, %iter.check392, %vec.epilog.iter.check409, %vec.epilog.middle.block421
  %loop.index103.ph = phi i64 [ 0, %iter.check392 ], [ 0, %vector.memcheck379 ], [ %n.vec397, %vec.epilog.iter.check409 ], [ %n.vec413, %vec.epilog.middle.block421 ]
  %106 = sub nsw i64 %dest_shape.1208, %loop.index103.ph
  %xtraiter = and i64 %106, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv1423 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next1424, %for.body.endif.endif.endif.prol ]
  %loop.index103.prol = phi i64 [ %.373.prol, %for.body.endif.endif.endif.prol ], [ %loop.index103.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.335.prol = load float, ptr %arg.c.4, align 4
  %.344.prol = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.prol = fpext float %.344.prol to double
  %.7.i81.prol = fadd double %.6.i80.prol, 3.000000e+00
  %.147.i.i82.prol = fmul double %.7.i81.prol, %.7.i81.prol
  %.34.i83.prol = fpext float %.335.prol to double
  %.35.i84.prol = fmul double %.147.i.i82.prol, %.34.i83.prol
  %.37.i85.prol = fmul double %.35.i84.prol, %.34.i83.prol
  %107 = shl i64 %loop.index103.prol, 3
  %scevgep1422 = getelementptr i8, ptr %.6.i, i64 %107
  store double %.37.i85.prol, ptr %scevgep1422, align 8
  %.373.prol = add nuw i64 %loop.index103.prol, 1
  %lsr.iv.next1424 = add nsw i64 %lsr.iv1423, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1424, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !49

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index103.unr = phi i64 [ %loop.index103.ph, %for.body.endif.endif.endif.preheader ], [ %.373.prol, %for.body.endif.endif.endif.prol ]
  %108 = sub nsw i64 %loop.index103.ph, %dest_shape.1208
  %109 = icmp ugt i64 %108, -8
  br i1 %109, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader829

for.body.endif.endif.endif.preheader829:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check437:                                    ; preds = %for.body.lr.ph.split
  %110 = icmp ult i64 %dest_shape.1208, 4
  br i1 %110, label %for.body.endif.endif.endif.us108.preheader, label %vector.memcheck424

vector.memcheck424:                               ; preds = %iter.check437
  %111 = shl i64 %dest_shape.1208, 3
  %scevgep425 = getelementptr i8, ptr %.6.i, i64 %111
  %scevgep426 = getelementptr i8, ptr %arg.c.4, i64 4
  %112 = shl i64 %dest_shape.1208, 2
  %scevgep427 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %112
  %bound0428 = icmp ult ptr %.6.i, %scevgep426
  %bound1429 = icmp ult ptr %arg.c.4, %scevgep425
  %found.conflict430 = and i1 %bound0428, %bound1429
  %bound0431 = icmp ult ptr %.6.i, %scevgep427
  %bound1432 = icmp ult ptr %.52.fca.0.4.load, %scevgep425
  %found.conflict433 = and i1 %bound0431, %bound1432
  %conflict.rdx434 = or i1 %found.conflict430, %found.conflict433
  br i1 %conflict.rdx434, label %for.body.endif.endif.endif.us108.preheader, label %vector.main.loop.iter.check439

vector.main.loop.iter.check439:                   ; preds = %vector.memcheck424
  %min.iters.check438 = icmp ult i64 %dest_shape.1208, 32
  br i1 %min.iters.check438, label %vec.epilog.ph458, label %vector.ph440

vector.ph440:                                     ; preds = %vector.main.loop.iter.check439
  %const_mat1450 = add i64 %const1446, -24
  %n.vec442 = and i64 %dest_shape.1208, %const_mat1450
  %113 = load float, ptr %arg.c.4, align 4, !alias.scope !50
  %broadcast.splatinsert443 = insertelement <8 x float> poison, float %113, i64 0
  %broadcast.splat444 = shufflevector <8 x float> %broadcast.splatinsert443, <8 x float> poison, <8 x i32> zeroinitializer
  %114 = fpext <8 x float> %broadcast.splat444 to <8 x double>
  br label %vector.body445

vector.body445:                                   ; preds = %vector.body445, %vector.ph440
  %index446 = phi i64 [ 0, %vector.ph440 ], [ %index.next451, %vector.body445 ]
  %sunkaddr1636 = mul i64 %index446, 4
  %sunkaddr1637 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1636
  %wide.load447 = load <8 x float>, ptr %sunkaddr1637, align 4, !alias.scope !53
  %sunkaddr1638 = mul i64 %index446, 4
  %sunkaddr1639 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1638
  %sunkaddr1640 = getelementptr i8, ptr %sunkaddr1639, i64 32
  %wide.load448 = load <8 x float>, ptr %sunkaddr1640, align 4, !alias.scope !53
  %sunkaddr1641 = mul i64 %index446, 4
  %sunkaddr1642 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1641
  %sunkaddr1643 = getelementptr i8, ptr %sunkaddr1642, i64 64
  %wide.load449 = load <8 x float>, ptr %sunkaddr1643, align 4, !alias.scope !53
  %sunkaddr1644 = mul i64 %index446, 4
  %sunkaddr1645 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1644
  %sunkaddr1646 = getelementptr i8, ptr %sunkaddr1645, i64 96
  %wide.load450 = load <8 x float>, ptr %sunkaddr1646, align 4, !alias.scope !53
  %115 = fpext <8 x float> %wide.load447 to <8 x double>
  %116 = fpext <8 x float> %wide.load448 to <8 x double>
  %117 = fpext <8 x float> %wide.load449 to <8 x double>
  %118 = fpext <8 x float> %wide.load450 to <8 x double>
  %119 = fadd <8 x double> %115, splat (double 3.000000e+00)
  %120 = fadd <8 x double> %116, splat (double 3.000000e+00)
  %121 = fadd <8 x double> %117, splat (double 3.000000e+00)
  %122 = fadd <8 x double> %118, splat (double 3.000000e+00)
  %123 = fmul <8 x double> %119, %119
  %124 = fmul <8 x double> %120, %120
  %125 = fmul <8 x double> %121, %121
  %126 = fmul <8 x double> %122, %122
  %127 = fmul <8 x double> %123, %114
  %128 = fmul <8 x double> %124, %114
  %129 = fmul <8 x double> %125, %114
  %130 = fmul <8 x double> %126, %114
  %131 = fmul <8 x double> %127, %114
  %132 = fmul <8 x double> %128, %114
  %133 = fmul <8 x double> %129, %114
  %134 = fmul <8 x double> %130, %114
  %sunkaddr1647 = mul i64 %index446, 8
  %sunkaddr1648 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1647
  store <8 x double> %131, ptr %sunkaddr1648, align 8, !alias.scope !55, !noalias !57
  %sunkaddr1649 = mul i64 %index446, 8
  %sunkaddr1650 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1649
  %sunkaddr1651 = getelementptr i8, ptr %sunkaddr1650, i64 64
  store <8 x double> %132, ptr %sunkaddr1651, align 8, !alias.scope !55, !noalias !57
  %sunkaddr1652 = mul i64 %index446, 8
  %sunkaddr1653 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1652
  %sunkaddr1654 = getelementptr i8, ptr %sunkaddr1653, i64 128
  store <8 x double> %133, ptr %sunkaddr1654, align 8, !alias.scope !55, !noalias !57
  %sunkaddr1655 = mul i64 %index446, 8
  %sunkaddr1656 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1655
  %sunkaddr1657 = getelementptr i8, ptr %sunkaddr1656, i64 192
  store <8 x double> %134, ptr %sunkaddr1657, align 8, !alias.scope !55, !noalias !57
  %index.next451 = add nuw i64 %index446, 32
  %135 = icmp eq i64 %n.vec442, %index.next451
  br i1 %135, label %middle.block452, label %vector.body445, !llvm.loop !58

middle.block452:                                  ; preds = %vector.body445
  %cmp.n453 = icmp eq i64 %dest_shape.1208, %n.vec442
  br i1 %cmp.n453, label %.89.endif.preheader.i, label %vec.epilog.iter.check456

vec.epilog.iter.check456:                         ; preds = %middle.block452
  %136 = and i64 %dest_shape.1208, 28
  %min.epilog.iters.check457 = icmp eq i64 %136, 0
  br i1 %min.epilog.iters.check457, label %for.body.endif.endif.endif.us108.preheader, label %vec.epilog.ph458, !prof !22

vec.epilog.ph458:                                 ; preds = %vector.main.loop.iter.check439, %vec.epilog.iter.check456
  %vec.epilog.resume.val454 = phi i64 [ %n.vec442, %vec.epilog.iter.check456 ], [ 0, %vector.main.loop.iter.check439 ]
  %const_mat1454 = add i64 %const1446, 4
  %n.vec460 = and i64 %dest_shape.1208, %const_mat1454
  %137 = load float, ptr %arg.c.4, align 4, !alias.scope !50
  %broadcast.splatinsert461 = insertelement <4 x float> poison, float %137, i64 0
  %broadcast.splat462 = shufflevector <4 x float> %broadcast.splatinsert461, <4 x float> poison, <4 x i32> zeroinitializer
  %138 = fpext <4 x float> %broadcast.splat462 to <4 x double>
  br label %vec.epilog.vector.body463

vec.epilog.vector.body463:                        ; preds = %vec.epilog.vector.body463, %vec.epilog.ph458
  %index464 = phi i64 [ %vec.epilog.resume.val454, %vec.epilog.ph458 ], [ %index.next466, %vec.epilog.vector.body463 ]
  %139 = shl i64 %index464, 2
  %scevgep1389 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %139
  %wide.load465 = load <4 x float>, ptr %scevgep1389, align 4, !alias.scope !53
  %140 = fpext <4 x float> %wide.load465 to <4 x double>
  %141 = fadd <4 x double> %140, splat (double 3.000000e+00)
  %142 = fmul <4 x double> %141, %141
  %143 = fmul <4 x double> %142, %138
  %144 = fmul <4 x double> %143, %138
  %145 = shl i64 %index464, 3
  %scevgep1388 = getelementptr i8, ptr %.6.i, i64 %145
  store <4 x double> %144, ptr %scevgep1388, align 8, !alias.scope !55, !noalias !57
  %index.next466 = add nuw i64 %index464, 4
  %146 = icmp eq i64 %n.vec460, %index.next466
  br i1 %146, label %vec.epilog.middle.block467, label %vec.epilog.vector.body463, !llvm.loop !59

vec.epilog.middle.block467:                       ; preds = %vec.epilog.vector.body463
  %cmp.n468 = icmp eq i64 %dest_shape.1208, %n.vec460
  br i1 %cmp.n468, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108.preheader

for.body.endif.endif.endif.us108.preheader:       ; preds = %vector.memcheck424, %iter.check437, %vec.epilog.iter.check456, %vec.epilog.middle.block467
  %loop.index103.us105.ph = phi i64 [ 0, %iter.check437 ], [ 0, %vector.memcheck424 ], [ %n.vec442, %vec.epilog.iter.check456 ], [ %n.vec460, %vec.epilog.middle.block467 ]
  %147 = sub nsw i64 %dest_shape.1208, %loop.index103.us105.ph
  %xtraiter771 = and i64 %147, 7
  %lcmp.mod772.not = icmp eq i64 %xtraiter771, 0
  br i1 %lcmp.mod772.not, label %for.body.endif.endif.endif.us108.prol.loopexit, label %for.body.endif.endif.endif.us108.prol.preheader

for.body.endif.endif.endif.us108.prol.preheader:  ; preds = %for.body.endif.endif.endif.us108.preheader
  br label %for.body.endif.endif.endif.us108.prol

for.body.endif.endif.endif.us108.prol:            ; preds = %for.body.endif.endif.endif.us108.prol.preheader, %for.body.endif.endif.endif.us108.prol
  %lsr.iv1386 = phi i64 [ %xtraiter771, %for.body.endif.endif.endif.us108.prol.preheader ], [ %lsr.iv.next1387, %for.body.endif.endif.endif.us108.prol ]
  %loop.index103.us105.prol = phi i64 [ %.373.us111.prol, %for.body.endif.endif.endif.us108.prol ], [ %loop.index103.us105.ph, %for.body.endif.endif.endif.us108.prol.preheader ]
  %.335.us107.prol = load float, ptr %arg.c.4, align 4
  %148 = shl i64 %loop.index103.us105.prol, 2
  %scevgep1385 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %148
  %.344.us115.prol = load float, ptr %scevgep1385, align 4
  %.6.i74.prol = fpext float %.344.us115.prol to double
  %.7.i75.prol = fadd double %.6.i74.prol, 3.000000e+00
  %.147.i.i76.prol = fmul double %.7.i75.prol, %.7.i75.prol
  %.34.i77.prol = fpext float %.335.us107.prol to double
  %.35.i78.prol = fmul double %.147.i.i76.prol, %.34.i77.prol
  %.37.i79.prol = fmul double %.35.i78.prol, %.34.i77.prol
  %149 = shl i64 %loop.index103.us105.prol, 3
  %scevgep1384 = getelementptr i8, ptr %.6.i, i64 %149
  store double %.37.i79.prol, ptr %scevgep1384, align 8
  %.373.us111.prol = add nuw i64 %loop.index103.us105.prol, 1
  %lsr.iv.next1387 = add nsw i64 %lsr.iv1386, -1
  %prol.iter773.cmp.not = icmp eq i64 %lsr.iv.next1387, 0
  br i1 %prol.iter773.cmp.not, label %for.body.endif.endif.endif.us108.prol.loopexit, label %for.body.endif.endif.endif.us108.prol, !llvm.loop !60

for.body.endif.endif.endif.us108.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us108.prol, %for.body.endif.endif.endif.us108.preheader
  %loop.index103.us105.unr = phi i64 [ %loop.index103.us105.ph, %for.body.endif.endif.endif.us108.preheader ], [ %.373.us111.prol, %for.body.endif.endif.endif.us108.prol ]
  %150 = sub nsw i64 %loop.index103.us105.ph, %dest_shape.1208
  %151 = icmp ugt i64 %150, -8
  br i1 %151, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108.preheader827

for.body.endif.endif.endif.us108.preheader827:    ; preds = %for.body.endif.endif.endif.us108.prol.loopexit
  br label %for.body.endif.endif.endif.us108

for.body.endif.endif.endif.us108:                 ; preds = %for.body.endif.endif.endif.us108.preheader827, %for.body.endif.endif.endif.us108
  %loop.index103.us105 = phi i64 [ %.373.us111.7, %for.body.endif.endif.endif.us108 ], [ %loop.index103.us105.unr, %for.body.endif.endif.endif.us108.preheader827 ]
  %.335.us107 = load float, ptr %arg.c.4, align 4
  %sunkaddr1658 = mul i64 %loop.index103.us105, 4
  %sunkaddr1659 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1658
  %.344.us115 = load float, ptr %sunkaddr1659, align 4
  %.6.i74 = fpext float %.344.us115 to double
  %.7.i75 = fadd double %.6.i74, 3.000000e+00
  %.147.i.i76 = fmul double %.7.i75, %.7.i75
  %.34.i77 = fpext float %.335.us107 to double
  %.35.i78 = fmul double %.147.i.i76, %.34.i77
  %.37.i79 = fmul double %.35.i78, %.34.i77
  %sunkaddr1660 = mul i64 %loop.index103.us105, 8
  %sunkaddr1661 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1660
  store double %.37.i79, ptr %sunkaddr1661, align 8
  %.335.us107.1 = load float, ptr %arg.c.4, align 4
  %sunkaddr1662 = mul i64 %loop.index103.us105, 4
  %sunkaddr1663 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1662
  %sunkaddr1664 = getelementptr i8, ptr %sunkaddr1663, i64 4
  %.344.us115.1 = load float, ptr %sunkaddr1664, align 4
  %.6.i74.1 = fpext float %.344.us115.1 to double
  %.7.i75.1 = fadd double %.6.i74.1, 3.000000e+00
  %.147.i.i76.1 = fmul double %.7.i75.1, %.7.i75.1
  %.34.i77.1 = fpext float %.335.us107.1 to double
  %.35.i78.1 = fmul double %.147.i.i76.1, %.34.i77.1
  %.37.i79.1 = fmul double %.35.i78.1, %.34.i77.1
  %sunkaddr1665 = mul i64 %loop.index103.us105, 8
  %sunkaddr1666 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1665
  %sunkaddr1667 = getelementptr i8, ptr %sunkaddr1666, i64 8
  store double %.37.i79.1, ptr %sunkaddr1667, align 8
  %.335.us107.2 = load float, ptr %arg.c.4, align 4
  %sunkaddr1668 = mul i64 %loop.index103.us105, 4
  %sunkaddr1669 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1668
  %sunkaddr1670 = getelementptr i8, ptr %sunkaddr1669, i64 8
  %.344.us115.2 = load float, ptr %sunkaddr1670, align 4
  %.6.i74.2 = fpext float %.344.us115.2 to double
  %.7.i75.2 = fadd double %.6.i74.2, 3.000000e+00
  %.147.i.i76.2 = fmul double %.7.i75.2, %.7.i75.2
  %.34.i77.2 = fpext float %.335.us107.2 to double
  %.35.i78.2 = fmul double %.147.i.i76.2, %.34.i77.2
  %.37.i79.2 = fmul double %.35.i78.2, %.34.i77.2
  %sunkaddr1671 = mul i64 %loop.index103.us105, 8
  %sunkaddr1672 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1671
  %sunkaddr1673 = getelementptr i8, ptr %sunkaddr1672, i64 16
  store double %.37.i79.2, ptr %sunkaddr1673, align 8
  %.335.us107.3 = load float, ptr %arg.c.4, align 4
  %sunkaddr1674 = mul i64 %loop.index103.us105, 4
  %sunkaddr1675 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1674
  %sunkaddr1676 = getelementptr i8, ptr %sunkaddr1675, i64 12
  %.344.us115.3 = load float, ptr %sunkaddr1676, align 4
  %.6.i74.3 = fpext float %.344.us115.3 to double
  %.7.i75.3 = fadd double %.6.i74.3, 3.000000e+00
  %.147.i.i76.3 = fmul double %.7.i75.3, %.7.i75.3
  %.34.i77.3 = fpext float %.335.us107.3 to double
  %.35.i78.3 = fmul double %.147.i.i76.3, %.34.i77.3
  %.37.i79.3 = fmul double %.35.i78.3, %.34.i77.3
  %sunkaddr1677 = mul i64 %loop.index103.us105, 8
  %sunkaddr1678 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1677
  %sunkaddr1679 = getelementptr i8, ptr %sunkaddr1678, i64 24
  store double %.37.i79.3, ptr %sunkaddr1679, align 8
  %.335.us107.4 = load float, ptr %arg.c.4, align 4
  %sunkaddr1680 = mul i64 %loop.index103.us105, 4
  %sunkaddr1681 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1680
  %sunkaddr1682 = getelementptr i8, ptr %sunkaddr1681, i64 16
  %.344.us115.4 = load float, ptr %sunkaddr1682, align 4
  %.6.i74.4 = fpext float %.344.us115.4 to double
  %.7.i75.4 = fadd double %.6.i74.4, 3.000000e+00
  %.147.i.i76.4 = fmul double %.7.i75.4, %.7.i75.4
  %.34.i77.4 = fpext float %.335.us107.4 to double
  %.35.i78.4 = fmul double %.147.i.i76.4, %.34.i77.4
  %.37.i79.4 = fmul double %.35.i78.4, %.34.i77.4
  %sunkaddr1683 = mul i64 %loop.index103.us105, 8
  %sunkaddr1684 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1683
  %sunkaddr1685 = getelementptr i8, ptr %sunkaddr1684, i64 32
  store double %.37.i79.4, ptr %sunkaddr1685, align 8
  %.335.us107.5 = load float, ptr %arg.c.4, align 4
  %sunkaddr1686 = mul i64 %loop.index103.us105, 4
  %sunkaddr1687 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1686
  %sunkaddr1688 = getelementptr i8, ptr %sunkaddr1687, i64 20
  %.344.us115.5 = load float, ptr %sunkaddr1688, align 4
  %.6.i74.5 = fpext float %.344.us115.5 to double
  %.7.i75.5 = fadd double %.6.i74.5, 3.000000e+00
  %.147.i.i76.5 = fmul double %.7.i75.5, %.7.i75.5
  %.34.i77.5 = fpext float %.335.us107.5 to double
  %.35.i78.5 = fmul double %.147.i.i76.5, %.34.i77.5
  %.37.i79.5 = fmul double %.35.i78.5, %.34.i77.5
  %sunkaddr1689 = mul i64 %loop.index103.us105, 8
  %sunkaddr1690 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1689
  %sunkaddr1691 = getelementptr i8, ptr %sunkaddr1690, i64 40
  store double %.37.i79.5, ptr %sunkaddr1691, align 8
  %.335.us107.6 = load float, ptr %arg.c.4, align 4
  %sunkaddr1692 = mul i64 %loop.index103.us105, 4
  %sunkaddr1693 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1692
  %sunkaddr1694 = getelementptr i8, ptr %sunkaddr1693, i64 24
  %.344.us115.6 = load float, ptr %sunkaddr1694, align 4
  %.6.i74.6 = fpext float %.344.us115.6 to double
  %.7.i75.6 = fadd double %.6.i74.6, 3.000000e+00
  %.147.i.i76.6 = fmul double %.7.i75.6, %.7.i75.6
  %.34.i77.6 = fpext float %.335.us107.6 to double
  %.35.i78.6 = fmul double %.147.i.i76.6, %.34.i77.6
  %.37.i79.6 = fmul double %.35.i78.6, %.34.i77.6
  %sunkaddr1695 = mul i64 %loop.index103.us105, 8
  %sunkaddr1696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1695
  %sunkaddr1697 = getelementptr i8, ptr %sunkaddr1696, i64 48
  store double %.37.i79.6, ptr %sunkaddr1697, align 8
  %.335.us107.7 = load float, ptr %arg.c.4, align 4
  %sunkaddr1698 = mul i64 %loop.index103.us105, 4
  %sunkaddr1699 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1698
  %sunkaddr1700 = getelementptr i8, ptr %sunkaddr1699, i64 28
  %.344.us115.7 = load float, ptr %sunkaddr1700, align 4
  %.6.i74.7 = fpext float %.344.us115.7 to double
  %.7.i75.7 = fadd double %.6.i74.7, 3.000000e+00
  %.147.i.i76.7 = fmul double %.7.i75.7, %.7.i75.7
  %.34.i77.7 = fpext float %.335.us107.7 to double
  %.35.i78.7 = fmul double %.147.i.i76.7, %.34.i77.7
  %.37.i79.7 = fmul double %.35.i78.7, %.34.i77.7
  %sunkaddr1701 = mul i64 %loop.index103.us105, 8
  %sunkaddr1702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1701
  %sunkaddr1703 = getelementptr i8, ptr %sunkaddr1702, i64 56
  store double %.37.i79.7, ptr %sunkaddr1703, align 8
  %.373.us111.7 = add nuw nsw i64 %loop.index103.us105, 8
  %exitcond299.not.7 = icmp eq i64 %dest_shape.1208, %.373.us111.7
  br i1 %exitcond299.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108, !llvm.loop !61

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us108, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us108.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block405, %vec.epilog.middle.block421, %middle.block452, %vec.epilog.middle.block467, %middle.block498, %vec.epilog.middle.block513, %middle.block546, %vec.epilog.middle.block560
  tail call void @NRT_decref(ptr %.52.fca.0.0.load)
  %xtraiter.i = and i64 %dest_shape.1208, 7
  %152 = icmp samesign ult i64 %dest_shape.1208, 8
  br i1 %152, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !62

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %dest_shape.1208, %const1446
  %153 = add nsw i64 %dest_shape.1208, -8
  %154 = lshr i64 %153, 3
  %155 = add nuw nsw i64 %154, 1
  %xtraiter780 = and i64 %155, 3
  %156 = and i64 %153, 24
  %lcmp.mod781.not = icmp eq i64 %156, 24
  br i1 %lcmp.mod781.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !63

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv1216 = phi i64 [ %xtraiter780, %.89.endif.i.prol.preheader ], [ %lsr.iv.next1217, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !64
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i86.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i86.prol, align 8, !noalias !64
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !64
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !64
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !64
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !64
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !64
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !64
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next1217 = add i64 %lsr.iv1216, -1
  %prol.iter782.cmp.not = icmp eq i64 %lsr.iv.next1217, 0
  br i1 %prol.iter782.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !67, !llvm.loop !68

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %157 = icmp ult i64 %153, 24
  br i1 %157, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !69

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i104, label %.89.endif.epil.preheader.i, !prof !70

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %158 = shl i64 %epil.iter.i, 3
  %scevgep1215 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %158
  %.106.epil.i = load double, ptr %scevgep1215, align 8, !noalias !64
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i104, label %.89.endif.epil.i, !prof !71, !llvm.loop !72

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !64
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i86 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i86, align 8, !noalias !64
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !64
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !64
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !64
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !64
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !64
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !64
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !64
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i86.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i86.1, align 8, !noalias !64
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !64
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !64
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !64
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !64
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !64
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !64
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !64
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i86.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i86.2, align 8, !noalias !64
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !64
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !64
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !64
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !64
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !64
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !64
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !64
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i86.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i86.3, align 8, !noalias !64
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !64
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !64
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !64
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !64
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !64
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !64
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !74, !llvm.loop !75

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader829, %for.body.endif.endif.endif
  %loop.index103 = phi i64 [ %.373.7, %for.body.endif.endif.endif ], [ %loop.index103.unr, %for.body.endif.endif.endif.preheader829 ]
  %.335 = load float, ptr %arg.c.4, align 4
  %.344 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80 = fpext float %.344 to double
  %.7.i81 = fadd double %.6.i80, 3.000000e+00
  %.147.i.i82 = fmul double %.7.i81, %.7.i81
  %.34.i83 = fpext float %.335 to double
  %.35.i84 = fmul double %.147.i.i82, %.34.i83
  %.37.i85 = fmul double %.35.i84, %.34.i83
  %sunkaddr1704 = mul i64 %loop.index103, 8
  %sunkaddr1705 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1704
  store double %.37.i85, ptr %sunkaddr1705, align 8
  %.335.1 = load float, ptr %arg.c.4, align 4
  %.344.1 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.1 = fpext float %.344.1 to double
  %.7.i81.1 = fadd double %.6.i80.1, 3.000000e+00
  %.147.i.i82.1 = fmul double %.7.i81.1, %.7.i81.1
  %.34.i83.1 = fpext float %.335.1 to double
  %.35.i84.1 = fmul double %.147.i.i82.1, %.34.i83.1
  %.37.i85.1 = fmul double %.35.i84.1, %.34.i83.1
  %sunkaddr1706 = mul i64 %loop.index103, 8
  %sunkaddr1707 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1706
  %sunkaddr1708 = getelementptr i8, ptr %sunkaddr1707, i64 8
  store double %.37.i85.1, ptr %sunkaddr1708, align 8
  %.335.2 = load float, ptr %arg.c.4, align 4
  %.344.2 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.2 = fpext float %.344.2 to double
  %.7.i81.2 = fadd double %.6.i80.2, 3.000000e+00
  %.147.i.i82.2 = fmul double %.7.i81.2, %.7.i81.2
  %.34.i83.2 = fpext float %.335.2 to double
  %.35.i84.2 = fmul double %.147.i.i82.2, %.34.i83.2
  %.37.i85.2 = fmul double %.35.i84.2, %.34.i83.2
  %sunkaddr1709 = mul i64 %loop.index103, 8
  %sunkaddr1710 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1709
  %sunkaddr1711 = getelementptr i8, ptr %sunkaddr1710, i64 16
  store double %.37.i85.2, ptr %sunkaddr1711, align 8
  %.335.3 = load float, ptr %arg.c.4, align 4
  %.344.3 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.3 = fpext float %.344.3 to double
  %.7.i81.3 = fadd double %.6.i80.3, 3.000000e+00
  %.147.i.i82.3 = fmul double %.7.i81.3, %.7.i81.3
  %.34.i83.3 = fpext float %.335.3 to double
  %.35.i84.3 = fmul double %.147.i.i82.3, %.34.i83.3
  %.37.i85.3 = fmul double %.35.i84.3, %.34.i83.3
  %sunkaddr1712 = mul i64 %loop.index103, 8
  %sunkaddr1713 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1712
  %sunkaddr1714 = getelementptr i8, ptr %sunkaddr1713, i64 24
  store double %.37.i85.3, ptr %sunkaddr1714, align 8
  %.335.4 = load float, ptr %arg.c.4, align 4
  %.344.4 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.4 = fpext float %.344.4 to double
  %.7.i81.4 = fadd double %.6.i80.4, 3.000000e+00
  %.147.i.i82.4 = fmul double %.7.i81.4, %.7.i81.4
  %.34.i83.4 = fpext float %.335.4 to double
  %.35.i84.4 = fmul double %.147.i.i82.4, %.34.i83.4
  %.37.i85.4 = fmul double %.35.i84.4, %.34.i83.4
  %sunkaddr1715 = mul i64 %loop.index103, 8
  %sunkaddr1716 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1715
  %sunkaddr1717 = getelementptr i8, ptr %sunkaddr1716, i64 32
  store double %.37.i85.4, ptr %sunkaddr1717, align 8
  %.335.5 = load float, ptr %arg.c.4, align 4
  %.344.5 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.5 = fpext float %.344.5 to double
  %.7.i81.5 = fadd double %.6.i80.5, 3.000000e+00
  %.147.i.i82.5 = fmul double %.7.i81.5, %.7.i81.5
  %.34.i83.5 = fpext float %.335.5 to double
  %.35.i84.5 = fmul double %.147.i.i82.5, %.34.i83.5
  %.37.i85.5 = fmul double %.35.i84.5, %.34.i83.5
  %sunkaddr1718 = mul i64 %loop.index103, 8
  %sunkaddr1719 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1718
  %sunkaddr1720 = getelementptr i8, ptr %sunkaddr1719, i64 40
  store double %.37.i85.5, ptr %sunkaddr1720, align 8
  %.335.6 = load float, ptr %arg.c.4, align 4
  %.344.6 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.6 = fpext float %.344.6 to double
  %.7.i81.6 = fadd double %.6.i80.6, 3.000000e+00
  %.147.i.i82.6 = fmul double %.7.i81.6, %.7.i81.6
  %.34.i83.6 = fpext float %.335.6 to double
  %.35.i84.6 = fmul double %.147.i.i82.6, %.34.i83.6
  %.37.i85.6 = fmul double %.35.i84.6, %.34.i83.6
  %sunkaddr1721 = mul i64 %loop.index103, 8
  %sunkaddr1722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1721
  %sunkaddr1723 = getelementptr i8, ptr %sunkaddr1722, i64 48
  store double %.37.i85.6, ptr %sunkaddr1723, align 8
  %.335.7 = load float, ptr %arg.c.4, align 4
  %.344.7 = load float, ptr %.52.fca.0.4.load, align 4
  %.6.i80.7 = fpext float %.344.7 to double
  %.7.i81.7 = fadd double %.6.i80.7, 3.000000e+00
  %.147.i.i82.7 = fmul double %.7.i81.7, %.7.i81.7
  %.34.i83.7 = fpext float %.335.7 to double
  %.35.i84.7 = fmul double %.147.i.i82.7, %.34.i83.7
  %.37.i85.7 = fmul double %.35.i84.7, %.34.i83.7
  %sunkaddr1724 = mul i64 %loop.index103, 8
  %sunkaddr1725 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1724
  %sunkaddr1726 = getelementptr i8, ptr %sunkaddr1725, i64 56
  store double %.37.i85.7, ptr %sunkaddr1726, align 8
  %.373.7 = add nuw nsw i64 %loop.index103, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1208, %.373.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !77

B128.i104:                                        ; preds = %.89.endif.epil.i, %for.end.thread166, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread166 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.101.not.i105.1 = icmp eq i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %.101.not.i105.1, label %for.end.endif.endif.endif.endif.endif, label %B90.i115

B90.i115:                                         ; preds = %B128.i104
  %.71.i116 = icmp ne i64 %arg.c.5.0.fr, %.52.fca.1.5.1.load.fr
  %.76.i117 = icmp ne i64 %arg.c.5.0.fr, 1
  %or.cond.i118 = and i1 %.76.i117, %.71.i116
  br i1 %or.cond.i118, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.if:               ; preds = %B90.i115
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i104, %B90.i115
  %dest_shape.196.sroa.5.1 = phi i64 [ %.52.fca.1.5.1.load.fr, %B90.i115 ], [ %arg.c.5.0.fr, %B128.i104 ]
  %.523 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.52.fca.1.5.0.load.fr, i64 %dest_shape.196.sroa.5.1)
  %.524 = extractvalue { i64, i1 } %.523, 0
  %.525 = extractvalue { i64, i1 } %.523, 1
  %.527 = shl i64 %dest_shape.196.sroa.5.1, 2
  %159 = add i64 %.524, %const1455
  %.530 = icmp ult i64 %159, -4611686018427387904
  %.531 = or i1 %.525, %.530
  br i1 %.531, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.529 = shl nsw i64 %.524, 2
  %.7.i.i128 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.529, i32 32), !noalias !78
  %.8.i.i129 = icmp eq ptr %.7.i.i128, null
  br i1 %.8.i.i129, label %for.end.endif.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.5.i134 = getelementptr i8, ptr %.7.i.i128, i64 24
  %.6.i135 = load ptr, ptr %.5.i134, align 8
  %.612178 = icmp sgt i64 %.52.fca.1.5.0.load.fr, 0
  br i1 %.612178, label %for.cond.2.preheader.lr.ph, label %for.end.1

for.cond.2.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  %.615121 = icmp sgt i64 %dest_shape.196.sroa.5.1, 0
  br i1 %.615121, label %for.cond.2.preheader.lr.ph.split.us, label %for.end.1

for.cond.2.preheader.lr.ph.split.us:              ; preds = %for.cond.2.preheader.lr.ph
  %.617.not = icmp eq i64 %.52.fca.1.5.0.load.fr, 1
  br i1 %.617.not, label %for.cond.2.preheader.lr.ph.split.us.split, label %for.cond.2.preheader.lr.ph.split.us.split.us

for.cond.2.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.2.preheader.lr.ph.split.us
  %160 = icmp ugt i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %160, label %for.cond.2.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.2.preheader.lr.ph.split.us.split.us.split

for.cond.2.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %161 = icmp ugt i64 %arg.c.5.0.fr, 1
  %const1436 = bitcast i64 9223372036854775800 to i64
  br i1 %161, label %iter.check720.preheader, label %iter.check670.preheader

iter.check670.preheader:                          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split.us
  %162 = add nsw i64 %dest_shape.196.sroa.5.1, -1
  %xtraiter789 = and i64 %dest_shape.196.sroa.5.1, 7
  %unroll_iter = and i64 %dest_shape.196.sroa.5.1, %const1436
  %scevgep1091 = getelementptr i8, ptr %.6.i135, i64 28
  %163 = shl i64 %dest_shape.196.sroa.5.1, 2
  %164 = shl i64 %.52.fca.1.5.0.load.fr, 5
  %165 = shl i64 %.52.fca.1.5.0.load.fr, 2
  %166 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %iter.check670

iter.check720.preheader:                          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split.us
  %167 = add nsw i64 %dest_shape.196.sroa.5.1, -1
  %xtraiter792 = and i64 %dest_shape.196.sroa.5.1, 7
  %unroll_iter796 = and i64 %dest_shape.196.sroa.5.1, %const1436
  %scevgep1053 = getelementptr i8, ptr %.6.i135, i64 28
  %168 = shl i64 %dest_shape.196.sroa.5.1, 2
  %169 = shl i64 %.52.fca.1.5.0.load.fr, 5
  %170 = shl i64 %.52.fca.1.5.0.load.fr, 2
  %171 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %iter.check720

iter.check720:                                    ; preds = %iter.check720.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us
  %lsr.iv1082 = phi ptr [ %.6.i135, %iter.check720.preheader ], [ %scevgep1083, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1071 = phi ptr [ %.52.fca.1.4.load, %iter.check720.preheader ], [ %scevgep1072, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1054 = phi ptr [ %scevgep1053, %iter.check720.preheader ], [ %scevgep1055, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index.1182.us.us.us.us = phi i64 [ %.676.us.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %iter.check720.preheader ]
  %172 = icmp ult i64 %167, 7
  br i1 %172, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader: ; preds = %iter.check720
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us
  %lsr.iv1073 = phi ptr [ %lsr.iv1071, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ], [ %scevgep1074, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us ]
  %loop.index.2125.us.us.us.us.us.us.us = phi i64 [ %.674.us.us.us.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us ], [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ]
  %.633.us.us.us.us.us.us.us = load float, ptr %lsr.iv1073, align 4
  %sunkaddr1727 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1728 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1727
  %.642.us.us.us.us.us.us.us = load float, ptr %sunkaddr1728, align 4
  %.149.i.i = fmul float %.633.us.us.us.us.us.us.us, %.633.us.us.us.us.us.us.us
  %.149.i.1.i = fmul float %.149.i.i, %.149.i.i
  %.32.i = fmul float %.642.us.us.us.us.us.us.us, %.149.i.1.i
  %173 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1069 = getelementptr i8, ptr %lsr.iv1054, i64 %173
  %scevgep1070 = getelementptr i8, ptr %scevgep1069, i64 -28
  store float %.32.i, ptr %scevgep1070, align 4
  %scevgep1075 = getelementptr i8, ptr %lsr.iv1073, i64 %170
  %sunkaddr2034 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2035 = getelementptr i8, ptr %lsr.iv1073, i64 %sunkaddr2034
  %.633.us.us.us.us.us.us.us.1 = load float, ptr %sunkaddr2035, align 4
  %sunkaddr1729 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1730 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1729
  %sunkaddr1731 = getelementptr i8, ptr %sunkaddr1730, i64 4
  %.642.us.us.us.us.us.us.us.1 = load float, ptr %sunkaddr1731, align 4
  %.149.i.i.1 = fmul float %.633.us.us.us.us.us.us.us.1, %.633.us.us.us.us.us.us.us.1
  %.149.i.1.i.1 = fmul float %.149.i.i.1, %.149.i.i.1
  %.32.i.1 = fmul float %.642.us.us.us.us.us.us.us.1, %.149.i.1.i.1
  %174 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1067 = getelementptr i8, ptr %lsr.iv1054, i64 %174
  %scevgep1068 = getelementptr i8, ptr %scevgep1067, i64 -24
  store float %.32.i.1, ptr %scevgep1068, align 4
  %scevgep1076 = getelementptr i8, ptr %scevgep1075, i64 %170
  %sunkaddr2036 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2037 = getelementptr i8, ptr %lsr.iv1073, i64 %sunkaddr2036
  %.633.us.us.us.us.us.us.us.2 = load float, ptr %sunkaddr2037, align 4
  %sunkaddr1732 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1733 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1732
  %sunkaddr1734 = getelementptr i8, ptr %sunkaddr1733, i64 8
  %.642.us.us.us.us.us.us.us.2 = load float, ptr %sunkaddr1734, align 4
  %.149.i.i.2 = fmul float %.633.us.us.us.us.us.us.us.2, %.633.us.us.us.us.us.us.us.2
  %.149.i.1.i.2 = fmul float %.149.i.i.2, %.149.i.i.2
  %.32.i.2 = fmul float %.642.us.us.us.us.us.us.us.2, %.149.i.1.i.2
  %175 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1065 = getelementptr i8, ptr %lsr.iv1054, i64 %175
  %scevgep1066 = getelementptr i8, ptr %scevgep1065, i64 -20
  store float %.32.i.2, ptr %scevgep1066, align 4
  %scevgep1077 = getelementptr i8, ptr %scevgep1076, i64 %170
  %sunkaddr2038 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2039 = getelementptr i8, ptr %scevgep1076, i64 %sunkaddr2038
  %.633.us.us.us.us.us.us.us.3 = load float, ptr %sunkaddr2039, align 4
  %sunkaddr1735 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1736 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1735
  %sunkaddr1737 = getelementptr i8, ptr %sunkaddr1736, i64 12
  %.642.us.us.us.us.us.us.us.3 = load float, ptr %sunkaddr1737, align 4
  %.149.i.i.3 = fmul float %.633.us.us.us.us.us.us.us.3, %.633.us.us.us.us.us.us.us.3
  %.149.i.1.i.3 = fmul float %.149.i.i.3, %.149.i.i.3
  %.32.i.3 = fmul float %.642.us.us.us.us.us.us.us.3, %.149.i.1.i.3
  %176 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1063 = getelementptr i8, ptr %lsr.iv1054, i64 %176
  %scevgep1064 = getelementptr i8, ptr %scevgep1063, i64 -16
  store float %.32.i.3, ptr %scevgep1064, align 4
  %scevgep1078 = getelementptr i8, ptr %scevgep1077, i64 %170
  %sunkaddr2040 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2041 = getelementptr i8, ptr %scevgep1076, i64 %sunkaddr2040
  %.633.us.us.us.us.us.us.us.4 = load float, ptr %sunkaddr2041, align 4
  %sunkaddr1738 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1739 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1738
  %sunkaddr1740 = getelementptr i8, ptr %sunkaddr1739, i64 16
  %.642.us.us.us.us.us.us.us.4 = load float, ptr %sunkaddr1740, align 4
  %.149.i.i.4 = fmul float %.633.us.us.us.us.us.us.us.4, %.633.us.us.us.us.us.us.us.4
  %.149.i.1.i.4 = fmul float %.149.i.i.4, %.149.i.i.4
  %.32.i.4 = fmul float %.642.us.us.us.us.us.us.us.4, %.149.i.1.i.4
  %177 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1061 = getelementptr i8, ptr %lsr.iv1054, i64 %177
  %scevgep1062 = getelementptr i8, ptr %scevgep1061, i64 -12
  store float %.32.i.4, ptr %scevgep1062, align 4
  %scevgep1079 = getelementptr i8, ptr %scevgep1078, i64 %170
  %sunkaddr2042 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2043 = getelementptr i8, ptr %scevgep1078, i64 %sunkaddr2042
  %.633.us.us.us.us.us.us.us.5 = load float, ptr %sunkaddr2043, align 4
  %sunkaddr1741 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1742 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1741
  %sunkaddr1743 = getelementptr i8, ptr %sunkaddr1742, i64 20
  %.642.us.us.us.us.us.us.us.5 = load float, ptr %sunkaddr1743, align 4
  %.149.i.i.5 = fmul float %.633.us.us.us.us.us.us.us.5, %.633.us.us.us.us.us.us.us.5
  %.149.i.1.i.5 = fmul float %.149.i.i.5, %.149.i.i.5
  %.32.i.5 = fmul float %.642.us.us.us.us.us.us.us.5, %.149.i.1.i.5
  %178 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1059 = getelementptr i8, ptr %lsr.iv1054, i64 %178
  %scevgep1060 = getelementptr i8, ptr %scevgep1059, i64 -8
  store float %.32.i.5, ptr %scevgep1060, align 4
  %scevgep1080 = getelementptr i8, ptr %scevgep1079, i64 %170
  %sunkaddr2044 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2045 = getelementptr i8, ptr %scevgep1079, i64 %sunkaddr2044
  %.633.us.us.us.us.us.us.us.6 = load float, ptr %sunkaddr2045, align 4
  %sunkaddr1744 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1745 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1744
  %sunkaddr1746 = getelementptr i8, ptr %sunkaddr1745, i64 24
  %.642.us.us.us.us.us.us.us.6 = load float, ptr %sunkaddr1746, align 4
  %.149.i.i.6 = fmul float %.633.us.us.us.us.us.us.us.6, %.633.us.us.us.us.us.us.us.6
  %.149.i.1.i.6 = fmul float %.149.i.i.6, %.149.i.i.6
  %.32.i.6 = fmul float %.642.us.us.us.us.us.us.us.6, %.149.i.1.i.6
  %179 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1057 = getelementptr i8, ptr %lsr.iv1054, i64 %179
  %scevgep1058 = getelementptr i8, ptr %scevgep1057, i64 -4
  store float %.32.i.6, ptr %scevgep1058, align 4
  %sunkaddr1747 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr1748 = getelementptr i8, ptr %scevgep1080, i64 %sunkaddr1747
  %.633.us.us.us.us.us.us.us.7 = load float, ptr %sunkaddr1748, align 4
  %sunkaddr1749 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 4
  %sunkaddr1750 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1749
  %sunkaddr1751 = getelementptr i8, ptr %sunkaddr1750, i64 28
  %.642.us.us.us.us.us.us.us.7 = load float, ptr %sunkaddr1751, align 4
  %.149.i.i.7 = fmul float %.633.us.us.us.us.us.us.us.7, %.633.us.us.us.us.us.us.us.7
  %.149.i.1.i.7 = fmul float %.149.i.i.7, %.149.i.i.7
  %.32.i.7 = fmul float %.642.us.us.us.us.us.us.us.7, %.149.i.1.i.7
  %180 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 2
  %scevgep1056 = getelementptr i8, ptr %lsr.iv1054, i64 %180
  store float %.32.i.7, ptr %scevgep1056, align 4
  %.674.us.us.us.us.us.us.us.7 = add nuw i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %scevgep1074 = getelementptr i8, ptr %lsr.iv1073, i64 %169
  %niter797.ncmp.7 = icmp eq i64 %unroll_iter796, %.674.us.us.us.us.us.us.us.7
  br i1 %niter797.ncmp.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us, !llvm.loop !85

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us
  %181 = icmp eq i64 %xtraiter792, 0
  br i1 %181, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader: ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, %iter.check720
  %loop.index.2125.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check720 ], [ %.674.us.us.us.us.us.us.us.7, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa ]
  %182 = shl i64 %loop.index.2125.us.us.us.us.us.us.us.epil.init, 2
  %scevgep1084 = getelementptr i8, ptr %lsr.iv1082, i64 %182
  %scevgep1086 = getelementptr i8, ptr %arg.c.4, i64 %182
  %183 = mul i64 %171, %loop.index.2125.us.us.us.us.us.us.us.epil.init
  %scevgep1088 = getelementptr i8, ptr %lsr.iv1071, i64 %183
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader
  %lsr.iv1089 = phi ptr [ %scevgep1090, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ], [ %scevgep1088, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter793 = phi i64 [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter793.next, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ]
  %.633.us.us.us.us.us.us.us.epil = load float, ptr %lsr.iv1089, align 4
  %184 = shl nuw nsw i64 %epil.iter793, 2
  %scevgep1087 = getelementptr i8, ptr %scevgep1086, i64 %184
  %.642.us.us.us.us.us.us.us.epil = load float, ptr %scevgep1087, align 4
  %.149.i.i.epil = fmul float %.633.us.us.us.us.us.us.us.epil, %.633.us.us.us.us.us.us.us.epil
  %.149.i.1.i.epil = fmul float %.149.i.i.epil, %.149.i.i.epil
  %.32.i.epil = fmul float %.642.us.us.us.us.us.us.us.epil, %.149.i.1.i.epil
  %185 = shl nuw nsw i64 %epil.iter793, 2
  %scevgep1085 = getelementptr i8, ptr %scevgep1084, i64 %185
  store float %.32.i.epil, ptr %scevgep1085, align 4
  %epil.iter793.next = add i64 %epil.iter793, 1
  %scevgep1090 = getelementptr i8, ptr %lsr.iv1089, i64 %171
  %epil.iter793.cmp.not = icmp eq i64 %xtraiter792, %epil.iter793.next
  br i1 %epil.iter793.cmp.not, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, !llvm.loop !86

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa
  %.676.us.us.us.us = add nuw nsw i64 %loop.index.1182.us.us.us.us, 1
  %scevgep1055 = getelementptr i8, ptr %lsr.iv1054, i64 %168
  %scevgep1072 = getelementptr i8, ptr %lsr.iv1071, i64 4
  %scevgep1083 = getelementptr i8, ptr %lsr.iv1082, i64 %168
  %exitcond317.not = icmp eq i64 %.676.us.us.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond317.not, label %for.end.1, label %iter.check720

iter.check670:                                    ; preds = %iter.check670.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split
  %lsr.iv1120 = phi ptr [ %.6.i135, %iter.check670.preheader ], [ %scevgep1121, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1109 = phi ptr [ %.52.fca.1.4.load, %iter.check670.preheader ], [ %scevgep1110, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1092 = phi ptr [ %scevgep1091, %iter.check670.preheader ], [ %scevgep1093, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %loop.index.1182.us.us.us = phi i64 [ %.676.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ], [ 0, %iter.check670.preheader ]
  %186 = icmp ult i64 %162, 7
  br i1 %186, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check670
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us.us
  %lsr.iv1111 = phi ptr [ %lsr.iv1109, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %scevgep1112, %for.body.2.endif.endif.endif.endif.us.us.us.us.us ]
  %loop.index.2125.us.us.us.us.us = phi i64 [ %.674.us.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us.us ], [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader ]
  %.633.us.us.us.us.us = load float, ptr %lsr.iv1111, align 4
  %.642.us.us.us.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i136 = fmul float %.633.us.us.us.us.us, %.633.us.us.us.us.us
  %.149.i.1.i137 = fmul float %.149.i.i136, %.149.i.i136
  %.32.i138 = fmul float %.642.us.us.us.us.us, %.149.i.1.i137
  %187 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1107 = getelementptr i8, ptr %lsr.iv1092, i64 %187
  %scevgep1108 = getelementptr i8, ptr %scevgep1107, i64 -28
  store float %.32.i138, ptr %scevgep1108, align 4
  %scevgep1113 = getelementptr i8, ptr %lsr.iv1111, i64 %165
  %sunkaddr2046 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2047 = getelementptr i8, ptr %lsr.iv1111, i64 %sunkaddr2046
  %.633.us.us.us.us.us.1 = load float, ptr %sunkaddr2047, align 4
  %.642.us.us.us.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.1 = fmul float %.633.us.us.us.us.us.1, %.633.us.us.us.us.us.1
  %.149.i.1.i137.1 = fmul float %.149.i.i136.1, %.149.i.i136.1
  %.32.i138.1 = fmul float %.642.us.us.us.us.us.1, %.149.i.1.i137.1
  %188 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1105 = getelementptr i8, ptr %lsr.iv1092, i64 %188
  %scevgep1106 = getelementptr i8, ptr %scevgep1105, i64 -24
  store float %.32.i138.1, ptr %scevgep1106, align 4
  %scevgep1114 = getelementptr i8, ptr %scevgep1113, i64 %165
  %sunkaddr2048 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2049 = getelementptr i8, ptr %lsr.iv1111, i64 %sunkaddr2048
  %.633.us.us.us.us.us.2 = load float, ptr %sunkaddr2049, align 4
  %.642.us.us.us.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.2 = fmul float %.633.us.us.us.us.us.2, %.633.us.us.us.us.us.2
  %.149.i.1.i137.2 = fmul float %.149.i.i136.2, %.149.i.i136.2
  %.32.i138.2 = fmul float %.642.us.us.us.us.us.2, %.149.i.1.i137.2
  %189 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1103 = getelementptr i8, ptr %lsr.iv1092, i64 %189
  %scevgep1104 = getelementptr i8, ptr %scevgep1103, i64 -20
  store float %.32.i138.2, ptr %scevgep1104, align 4
  %scevgep1115 = getelementptr i8, ptr %scevgep1114, i64 %165
  %sunkaddr2050 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2051 = getelementptr i8, ptr %scevgep1114, i64 %sunkaddr2050
  %.633.us.us.us.us.us.3 = load float, ptr %sunkaddr2051, align 4
  %.642.us.us.us.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.3 = fmul float %.633.us.us.us.us.us.3, %.633.us.us.us.us.us.3
  %.149.i.1.i137.3 = fmul float %.149.i.i136.3, %.149.i.i136.3
  %.32.i138.3 = fmul float %.642.us.us.us.us.us.3, %.149.i.1.i137.3
  %190 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1101 = getelementptr i8, ptr %lsr.iv1092, i64 %190
  %scevgep1102 = getelementptr i8, ptr %scevgep1101, i64 -16
  store float %.32.i138.3, ptr %scevgep1102, align 4
  %scevgep1116 = getelementptr i8, ptr %scevgep1115, i64 %165
  %sunkaddr2052 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2053 = getelementptr i8, ptr %scevgep1114, i64 %sunkaddr2052
  %.633.us.us.us.us.us.4 = load float, ptr %sunkaddr2053, align 4
  %.642.us.us.us.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.4 = fmul float %.633.us.us.us.us.us.4, %.633.us.us.us.us.us.4
  %.149.i.1.i137.4 = fmul float %.149.i.i136.4, %.149.i.i136.4
  %.32.i138.4 = fmul float %.642.us.us.us.us.us.4, %.149.i.1.i137.4
  %191 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1099 = getelementptr i8, ptr %lsr.iv1092, i64 %191
  %scevgep1100 = getelementptr i8, ptr %scevgep1099, i64 -12
  store float %.32.i138.4, ptr %scevgep1100, align 4
  %scevgep1117 = getelementptr i8, ptr %scevgep1116, i64 %165
  %sunkaddr2054 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2055 = getelementptr i8, ptr %scevgep1116, i64 %sunkaddr2054
  %.633.us.us.us.us.us.5 = load float, ptr %sunkaddr2055, align 4
  %.642.us.us.us.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.5 = fmul float %.633.us.us.us.us.us.5, %.633.us.us.us.us.us.5
  %.149.i.1.i137.5 = fmul float %.149.i.i136.5, %.149.i.i136.5
  %.32.i138.5 = fmul float %.642.us.us.us.us.us.5, %.149.i.1.i137.5
  %192 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1097 = getelementptr i8, ptr %lsr.iv1092, i64 %192
  %scevgep1098 = getelementptr i8, ptr %scevgep1097, i64 -8
  store float %.32.i138.5, ptr %scevgep1098, align 4
  %scevgep1118 = getelementptr i8, ptr %scevgep1117, i64 %165
  %sunkaddr2056 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2057 = getelementptr i8, ptr %scevgep1117, i64 %sunkaddr2056
  %.633.us.us.us.us.us.6 = load float, ptr %sunkaddr2057, align 4
  %.642.us.us.us.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.6 = fmul float %.633.us.us.us.us.us.6, %.633.us.us.us.us.us.6
  %.149.i.1.i137.6 = fmul float %.149.i.i136.6, %.149.i.i136.6
  %.32.i138.6 = fmul float %.642.us.us.us.us.us.6, %.149.i.1.i137.6
  %193 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1095 = getelementptr i8, ptr %lsr.iv1092, i64 %193
  %scevgep1096 = getelementptr i8, ptr %scevgep1095, i64 -4
  store float %.32.i138.6, ptr %scevgep1096, align 4
  %sunkaddr1752 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr1753 = getelementptr i8, ptr %scevgep1118, i64 %sunkaddr1752
  %.633.us.us.us.us.us.7 = load float, ptr %sunkaddr1753, align 4
  %.642.us.us.us.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i136.7 = fmul float %.633.us.us.us.us.us.7, %.633.us.us.us.us.us.7
  %.149.i.1.i137.7 = fmul float %.149.i.i136.7, %.149.i.i136.7
  %.32.i138.7 = fmul float %.642.us.us.us.us.us.7, %.149.i.1.i137.7
  %194 = shl i64 %loop.index.2125.us.us.us.us.us, 2
  %scevgep1094 = getelementptr i8, ptr %lsr.iv1092, i64 %194
  store float %.32.i138.7, ptr %scevgep1094, align 4
  %.674.us.us.us.us.us.7 = add nuw i64 %loop.index.2125.us.us.us.us.us, 8
  %scevgep1112 = getelementptr i8, ptr %lsr.iv1111, i64 %164
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.674.us.us.us.us.us.7
  br i1 %niter.ncmp.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !87

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us
  %195 = icmp eq i64 %xtraiter789, 0
  br i1 %195, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader: ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, %iter.check670
  %loop.index.2125.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check670 ], [ %.674.us.us.us.us.us.7, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa ]
  %196 = shl i64 %loop.index.2125.us.us.us.us.us.epil.init, 2
  %scevgep1122 = getelementptr i8, ptr %lsr.iv1120, i64 %196
  %197 = mul i64 %166, %loop.index.2125.us.us.us.us.us.epil.init
  %scevgep1124 = getelementptr i8, ptr %lsr.iv1109, i64 %197
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil

for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader
  %lsr.iv1125 = phi ptr [ %scevgep1126, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil ], [ %scevgep1124, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ]
  %epil.iter = phi i64 [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ], [ %epil.iter.next, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil ]
  %.633.us.us.us.us.us.epil = load float, ptr %lsr.iv1125, align 4
  %.642.us.us.us.us.us.epil = load float, ptr %arg.c.4, align 4
  %.149.i.i136.epil = fmul float %.633.us.us.us.us.us.epil, %.633.us.us.us.us.us.epil
  %.149.i.1.i137.epil = fmul float %.149.i.i136.epil, %.149.i.i136.epil
  %.32.i138.epil = fmul float %.642.us.us.us.us.us.epil, %.149.i.1.i137.epil
  %198 = shl nuw nsw i64 %epil.iter, 2
  %scevgep1123 = getelementptr i8, ptr %scevgep1122, i64 %198
  store float %.32.i138.epil, ptr %scevgep1123, align 4
  %epil.iter.next = add i64 %epil.iter, 1
  %scevgep1126 = getelementptr i8, ptr %lsr.iv1125, i64 %166
  %epil.iter.cmp.not = icmp eq i64 %xtraiter789, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, !llvm.loop !88

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa
  %.676.us.us.us = add nuw nsw i64 %loop.index.1182.us.us.us, 1
  %scevgep1093 = getelementptr i8, ptr %lsr.iv1092, i64 %163
  %scevgep1110 = getelementptr i8, ptr %lsr.iv1109, i64 4
  %scevgep1121 = getelementptr i8, ptr %lsr.iv1120, i64 %163
  %exitcond315.not = icmp eq i64 %.676.us.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond315.not, label %for.end.1, label %iter.check670

for.cond.2.preheader.lr.ph.split.us.split.us.split: ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %199 = icmp ugt i64 %arg.c.5.0.fr, 1
  %200 = mul i64 %.52.fca.1.5.0.load.fr, %dest_shape.196.sroa.5.1
  %201 = shl i64 %200, 2
  %scevgep606 = getelementptr i8, ptr %.6.i135, i64 %201
  br i1 %199, label %for.cond.2.preheader.us.us.us254.preheader, label %for.cond.2.preheader.us.us.preheader

for.cond.2.preheader.us.us.preheader:             ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split
  %const = bitcast i64 6917529027641081792 to i64
  %202 = shl i64 %.52.fca.1.5.0.load.fr, 2
  %scevgep565 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %202
  %scevgep566 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0567 = icmp ult ptr %.6.i135, %scevgep565
  %bound1568 = icmp ult ptr %.52.fca.1.4.load, %scevgep606
  %found.conflict569 = and i1 %bound0567, %bound1568
  %bound0570 = icmp ult ptr %.6.i135, %scevgep566
  %bound1571 = icmp ult ptr %arg.c.4, %scevgep606
  %found.conflict572 = and i1 %bound0570, %bound1571
  %.mask = and i64 %dest_shape.196.sroa.5.1, 2305843009213693952
  %stride.check573 = icmp ne i64 %.mask, 0
  %203 = or i1 %found.conflict572, %stride.check573
  %conflict.rdx574 = or i1 %found.conflict569, %203
  %n.vec582 = and i64 %dest_shape.196.sroa.5.1, %const
  %const_mat = add i64 %const, 60
  %n.vec596 = and i64 %dest_shape.196.sroa.5.1, %const_mat
  %scevgep1184 = getelementptr i8, ptr %.6.i135, i64 192
  %204 = shl i64 %dest_shape.196.sroa.5.1, 2
  br label %iter.check577

for.cond.2.preheader.us.us.us254.preheader:       ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split
  %const1434 = bitcast i64 9223372036854775800 to i64
  %205 = shl i64 %dest_shape.196.sroa.5.1, 2
  %206 = shl i64 %.52.fca.1.5.0.load.fr, 2
  %scevgep607 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %206
  %scevgep608 = getelementptr i8, ptr %arg.c.4, i64 %205
  %bound0609 = icmp ult ptr %.6.i135, %scevgep607
  %bound1610 = icmp ult ptr %.52.fca.1.4.load, %scevgep606
  %found.conflict611 = and i1 %bound0609, %bound1610
  %bound0613 = icmp ult ptr %.6.i135, %scevgep608
  %bound1614 = icmp ult ptr %arg.c.4, %scevgep606
  %found.conflict615 = and i1 %bound0613, %bound1614
  %stride.check616 = icmp slt i64 %205, 0
  %207 = or i1 %found.conflict615, %stride.check616
  %conflict.rdx617 = or i1 %found.conflict611, %207
  %const_mat1435 = add i64 %const1434, -56
  %n.vec625 = and i64 %dest_shape.196.sroa.5.1, %const_mat1435
  %n.vec643 = and i64 %dest_shape.196.sroa.5.1, %const1434
  %xtraiter786 = and i64 %dest_shape.196.sroa.5.1, 7
  %scevgep1127 = getelementptr i8, ptr %.6.i135, i64 192
  br label %iter.check620

iter.check620:                                    ; preds = %for.cond.2.preheader.us.us.us254.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us
  %lsr.iv1145 = phi ptr [ %.6.i135, %for.cond.2.preheader.us.us.us254.preheader ], [ %scevgep1146, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1128 = phi ptr [ %scevgep1127, %for.cond.2.preheader.us.us.us254.preheader ], [ %scevgep1129, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ]
  %loop.index.1182.us.us.us255 = phi i64 [ %.676.us.us.us258, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ], [ 0, %for.cond.2.preheader.us.us.us254.preheader ]
  %208 = icmp ult i64 %dest_shape.196.sroa.5.1, 8
  %brmerge = select i1 %208, i1 true, i1 %conflict.rdx617
  br i1 %brmerge, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader, label %vector.main.loop.iter.check622

vector.main.loop.iter.check622:                   ; preds = %iter.check620
  %209 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %209, label %vec.epilog.ph641, label %vector.ph623

vector.ph623:                                     ; preds = %vector.main.loop.iter.check622
  %sunkaddr1754 = mul i64 %loop.index.1182.us.us.us255, 4
  %sunkaddr1755 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1754
  %210 = load float, ptr %sunkaddr1755, align 4, !alias.scope !89
  %.scalar = fmul float %210, %210
  %.scalar754 = fmul float %.scalar, %.scalar
  %211 = insertelement <16 x float> poison, float %.scalar754, i64 0
  %212 = shufflevector <16 x float> %211, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body628

vector.body628:                                   ; preds = %vector.body628, %vector.ph623
  %index629 = phi i64 [ 0, %vector.ph623 ], [ %index.next634, %vector.body628 ]
  %sunkaddr1756 = mul i64 %index629, 4
  %sunkaddr1757 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1756
  %wide.load630 = load <16 x float>, ptr %sunkaddr1757, align 4, !alias.scope !92
  %sunkaddr1758 = mul i64 %index629, 4
  %sunkaddr1759 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, ptr %sunkaddr1759, i64 64
  %wide.load631 = load <16 x float>, ptr %sunkaddr1760, align 4, !alias.scope !92
  %sunkaddr1761 = mul i64 %index629, 4
  %sunkaddr1762 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, ptr %sunkaddr1762, i64 128
  %wide.load632 = load <16 x float>, ptr %sunkaddr1763, align 4, !alias.scope !92
  %sunkaddr1764 = mul i64 %index629, 4
  %sunkaddr1765 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1764
  %sunkaddr1766 = getelementptr i8, ptr %sunkaddr1765, i64 192
  %wide.load633 = load <16 x float>, ptr %sunkaddr1766, align 4, !alias.scope !92
  %213 = fmul <16 x float> %wide.load630, %212
  %214 = fmul <16 x float> %wide.load631, %212
  %215 = fmul <16 x float> %wide.load632, %212
  %216 = fmul <16 x float> %wide.load633, %212
  %217 = shl i64 %index629, 2
  %scevgep1135 = getelementptr i8, ptr %lsr.iv1128, i64 %217
  %scevgep1136 = getelementptr i8, ptr %scevgep1135, i64 -192
  %218 = shl i64 %index629, 2
  %scevgep1133 = getelementptr i8, ptr %lsr.iv1128, i64 %218
  %scevgep1134 = getelementptr i8, ptr %scevgep1133, i64 -128
  %219 = shl i64 %index629, 2
  %scevgep1131 = getelementptr i8, ptr %lsr.iv1128, i64 %219
  %scevgep1132 = getelementptr i8, ptr %scevgep1131, i64 -64
  %220 = shl i64 %index629, 2
  %scevgep1130 = getelementptr i8, ptr %lsr.iv1128, i64 %220
  store <16 x float> %213, ptr %scevgep1136, align 4, !alias.scope !94, !noalias !96
  store <16 x float> %214, ptr %scevgep1134, align 4, !alias.scope !94, !noalias !96
  store <16 x float> %215, ptr %scevgep1132, align 4, !alias.scope !94, !noalias !96
  store <16 x float> %216, ptr %scevgep1130, align 4, !alias.scope !94, !noalias !96
  %index.next634 = add nuw i64 %index629, 64
  %221 = icmp eq i64 %n.vec625, %index.next634
  br i1 %221, label %middle.block635, label %vector.body628, !llvm.loop !97

middle.block635:                                  ; preds = %vector.body628
  %222 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec625
  br i1 %222, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check639

vec.epilog.iter.check639:                         ; preds = %middle.block635
  %223 = and i64 %dest_shape.196.sroa.5.1, 56
  %224 = icmp eq i64 %223, 0
  br i1 %224, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader, label %vec.epilog.ph641, !prof !98

vec.epilog.ph641:                                 ; preds = %vector.main.loop.iter.check622, %vec.epilog.iter.check639
  %vec.epilog.resume.val637 = phi i64 [ %n.vec625, %vec.epilog.iter.check639 ], [ 0, %vector.main.loop.iter.check622 ]
  %sunkaddr1767 = mul i64 %loop.index.1182.us.us.us255, 4
  %sunkaddr1768 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1767
  %225 = load float, ptr %sunkaddr1768, align 4, !alias.scope !89
  %.scalar755 = fmul float %225, %225
  %.scalar756 = fmul float %.scalar755, %.scalar755
  %226 = insertelement <8 x float> poison, float %.scalar756, i64 0
  %227 = shufflevector <8 x float> %226, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body646

vec.epilog.vector.body646:                        ; preds = %vec.epilog.vector.body646, %vec.epilog.ph641
  %index647 = phi i64 [ %vec.epilog.resume.val637, %vec.epilog.ph641 ], [ %index.next649, %vec.epilog.vector.body646 ]
  %228 = shl i64 %index647, 2
  %scevgep1148 = getelementptr i8, ptr %arg.c.4, i64 %228
  %wide.load648 = load <8 x float>, ptr %scevgep1148, align 4, !alias.scope !92
  %229 = fmul <8 x float> %wide.load648, %227
  %230 = shl i64 %index647, 2
  %scevgep1147 = getelementptr i8, ptr %lsr.iv1145, i64 %230
  store <8 x float> %229, ptr %scevgep1147, align 4, !alias.scope !94, !noalias !96
  %index.next649 = add nuw i64 %index647, 8
  %231 = icmp eq i64 %n.vec643, %index.next649
  br i1 %231, label %vec.epilog.middle.block650, label %vec.epilog.vector.body646, !llvm.loop !99

vec.epilog.middle.block650:                       ; preds = %vec.epilog.vector.body646
  %232 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec643
  br i1 %232, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader: ; preds = %iter.check620, %vec.epilog.iter.check639, %vec.epilog.middle.block650
  %loop.index.2125.us.us.us.us234.us.ph = phi i64 [ 0, %iter.check620 ], [ %n.vec643, %vec.epilog.middle.block650 ], [ %n.vec625, %vec.epilog.iter.check639 ]
  %233 = icmp eq i64 %xtraiter786, 0
  br i1 %233, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol
  %lsr.iv1151 = phi i64 [ %xtraiter786, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader ], [ %lsr.iv.next1152, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ]
  %loop.index.2125.us.us.us.us234.us.prol = phi i64 [ %.674.us.us.us.us240.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ], [ %loop.index.2125.us.us.us.us234.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader ]
  %sunkaddr1769 = mul i64 %loop.index.1182.us.us.us255, 4
  %sunkaddr1770 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1769
  %.633.us.us.us.us236.us.prol = load float, ptr %sunkaddr1770, align 4
  %234 = shl i64 %loop.index.2125.us.us.us.us234.us.prol, 2
  %scevgep1150 = getelementptr i8, ptr %arg.c.4, i64 %234
  %.642.us.us.us.us244.us.prol = load float, ptr %scevgep1150, align 4
  %.149.i.i139.prol = fmul float %.633.us.us.us.us236.us.prol, %.633.us.us.us.us236.us.prol
  %.149.i.1.i140.prol = fmul float %.149.i.i139.prol, %.149.i.i139.prol
  %.32.i141.prol = fmul float %.642.us.us.us.us244.us.prol, %.149.i.1.i140.prol
  %235 = shl i64 %loop.index.2125.us.us.us.us234.us.prol, 2
  %scevgep1149 = getelementptr i8, ptr %lsr.iv1145, i64 %235
  store float %.32.i141.prol, ptr %scevgep1149, align 4
  %.674.us.us.us.us240.us.prol = add nuw nsw i64 %loop.index.2125.us.us.us.us234.us.prol, 1
  %lsr.iv.next1152 = add nsw i64 %lsr.iv1151, -1
  %prol.iter788.cmp.not = icmp eq i64 %lsr.iv.next1152, 0
  br i1 %prol.iter788.cmp.not, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol, !llvm.loop !100

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader
  %loop.index.2125.us.us.us.us234.us.unr = phi i64 [ %loop.index.2125.us.us.us.us234.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader ], [ %.674.us.us.us.us240.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ]
  %236 = sub nsw i64 %loop.index.2125.us.us.us.us234.us.ph, %dest_shape.196.sroa.5.1
  %237 = icmp ugt i64 %236, -8
  br i1 %237, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader820

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader820: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us

for.body.2.endif.endif.endif.endif.us.us.us.us237.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader820, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us
  %loop.index.2125.us.us.us.us234.us = phi i64 [ %.674.us.us.us.us240.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us ], [ %loop.index.2125.us.us.us.us234.us.unr, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader820 ]
  %sunkaddr1771 = mul i64 %loop.index.1182.us.us.us255, 4
  %sunkaddr1772 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1771
  %.633.us.us.us.us236.us = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1773 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1774 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1773
  %.642.us.us.us.us244.us = load float, ptr %sunkaddr1774, align 4
  %.149.i.i139 = fmul float %.633.us.us.us.us236.us, %.633.us.us.us.us236.us
  %.149.i.1.i140 = fmul float %.149.i.i139, %.149.i.i139
  %.32.i141 = fmul float %.642.us.us.us.us244.us, %.149.i.1.i140
  %238 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1155 = getelementptr i8, ptr %lsr.iv1145, i64 %238
  store float %.32.i141, ptr %scevgep1155, align 4
  %.633.us.us.us.us236.us.1 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1775 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1776 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1775
  %sunkaddr1777 = getelementptr i8, ptr %sunkaddr1776, i64 4
  %.642.us.us.us.us244.us.1 = load float, ptr %sunkaddr1777, align 4
  %.149.i.i139.1 = fmul float %.633.us.us.us.us236.us.1, %.633.us.us.us.us236.us.1
  %.149.i.1.i140.1 = fmul float %.149.i.i139.1, %.149.i.i139.1
  %.32.i141.1 = fmul float %.642.us.us.us.us244.us.1, %.149.i.1.i140.1
  %239 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1158 = getelementptr i8, ptr %lsr.iv1145, i64 %239
  %scevgep1159 = getelementptr i8, ptr %scevgep1158, i64 4
  store float %.32.i141.1, ptr %scevgep1159, align 4
  %.633.us.us.us.us236.us.2 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1778 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1779 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1778
  %sunkaddr1780 = getelementptr i8, ptr %sunkaddr1779, i64 8
  %.642.us.us.us.us244.us.2 = load float, ptr %sunkaddr1780, align 4
  %.149.i.i139.2 = fmul float %.633.us.us.us.us236.us.2, %.633.us.us.us.us236.us.2
  %.149.i.1.i140.2 = fmul float %.149.i.i139.2, %.149.i.i139.2
  %.32.i141.2 = fmul float %.642.us.us.us.us244.us.2, %.149.i.1.i140.2
  %240 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1160 = getelementptr i8, ptr %lsr.iv1145, i64 %240
  %scevgep1161 = getelementptr i8, ptr %scevgep1160, i64 8
  store float %.32.i141.2, ptr %scevgep1161, align 4
  %.633.us.us.us.us236.us.3 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1781 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1782 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1781
  %sunkaddr1783 = getelementptr i8, ptr %sunkaddr1782, i64 12
  %.642.us.us.us.us244.us.3 = load float, ptr %sunkaddr1783, align 4
  %.149.i.i139.3 = fmul float %.633.us.us.us.us236.us.3, %.633.us.us.us.us236.us.3
  %.149.i.1.i140.3 = fmul float %.149.i.i139.3, %.149.i.i139.3
  %.32.i141.3 = fmul float %.642.us.us.us.us244.us.3, %.149.i.1.i140.3
  %241 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1162 = getelementptr i8, ptr %lsr.iv1145, i64 %241
  %scevgep1163 = getelementptr i8, ptr %scevgep1162, i64 12
  store float %.32.i141.3, ptr %scevgep1163, align 4
  %.633.us.us.us.us236.us.4 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1784 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1785 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1784
  %sunkaddr1786 = getelementptr i8, ptr %sunkaddr1785, i64 16
  %.642.us.us.us.us244.us.4 = load float, ptr %sunkaddr1786, align 4
  %.149.i.i139.4 = fmul float %.633.us.us.us.us236.us.4, %.633.us.us.us.us236.us.4
  %.149.i.1.i140.4 = fmul float %.149.i.i139.4, %.149.i.i139.4
  %.32.i141.4 = fmul float %.642.us.us.us.us244.us.4, %.149.i.1.i140.4
  %242 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1153 = getelementptr i8, ptr %lsr.iv1145, i64 %242
  %scevgep1154 = getelementptr i8, ptr %scevgep1153, i64 16
  store float %.32.i141.4, ptr %scevgep1154, align 4
  %.633.us.us.us.us236.us.5 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1787 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1788 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, ptr %sunkaddr1788, i64 20
  %.642.us.us.us.us244.us.5 = load float, ptr %sunkaddr1789, align 4
  %.149.i.i139.5 = fmul float %.633.us.us.us.us236.us.5, %.633.us.us.us.us236.us.5
  %.149.i.1.i140.5 = fmul float %.149.i.i139.5, %.149.i.i139.5
  %.32.i141.5 = fmul float %.642.us.us.us.us244.us.5, %.149.i.1.i140.5
  %243 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1166 = getelementptr i8, ptr %lsr.iv1145, i64 %243
  %scevgep1167 = getelementptr i8, ptr %scevgep1166, i64 20
  store float %.32.i141.5, ptr %scevgep1167, align 4
  %.633.us.us.us.us236.us.6 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1790 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1791 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, ptr %sunkaddr1791, i64 24
  %.642.us.us.us.us244.us.6 = load float, ptr %sunkaddr1792, align 4
  %.149.i.i139.6 = fmul float %.633.us.us.us.us236.us.6, %.633.us.us.us.us236.us.6
  %.149.i.1.i140.6 = fmul float %.149.i.i139.6, %.149.i.i139.6
  %.32.i141.6 = fmul float %.642.us.us.us.us244.us.6, %.149.i.1.i140.6
  %244 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1164 = getelementptr i8, ptr %lsr.iv1145, i64 %244
  %scevgep1165 = getelementptr i8, ptr %scevgep1164, i64 24
  store float %.32.i141.6, ptr %scevgep1165, align 4
  %.633.us.us.us.us236.us.7 = load float, ptr %sunkaddr1772, align 4
  %sunkaddr1793 = mul i64 %loop.index.2125.us.us.us.us234.us, 4
  %sunkaddr1794 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1793
  %sunkaddr1795 = getelementptr i8, ptr %sunkaddr1794, i64 28
  %.642.us.us.us.us244.us.7 = load float, ptr %sunkaddr1795, align 4
  %.149.i.i139.7 = fmul float %.633.us.us.us.us236.us.7, %.633.us.us.us.us236.us.7
  %.149.i.1.i140.7 = fmul float %.149.i.i139.7, %.149.i.i139.7
  %.32.i141.7 = fmul float %.642.us.us.us.us244.us.7, %.149.i.1.i140.7
  %245 = shl i64 %loop.index.2125.us.us.us.us234.us, 2
  %scevgep1156 = getelementptr i8, ptr %lsr.iv1145, i64 %245
  %scevgep1157 = getelementptr i8, ptr %scevgep1156, i64 28
  store float %.32.i141.7, ptr %scevgep1157, align 4
  %.674.us.us.us.us240.us.7 = add nuw nsw i64 %loop.index.2125.us.us.us.us234.us, 8
  %exitcond312.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us.us.us.us240.us.7
  br i1 %exitcond312.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us, !llvm.loop !101

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, %vec.epilog.middle.block650, %middle.block635
  %.676.us.us.us258 = add nuw nsw i64 %loop.index.1182.us.us.us255, 1
  %scevgep1129 = getelementptr i8, ptr %lsr.iv1128, i64 %205
  %scevgep1146 = getelementptr i8, ptr %lsr.iv1145, i64 %205
  %exitcond313.not = icmp eq i64 %.676.us.us.us258, %.52.fca.1.5.0.load.fr
  br i1 %exitcond313.not, label %for.end.1, label %iter.check620

iter.check577:                                    ; preds = %for.cond.2.preheader.us.us.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split
  %lsr.iv1194 = phi ptr [ %.6.i135, %for.cond.2.preheader.us.us.preheader ], [ %scevgep1195, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ]
  %lsr.iv1185 = phi ptr [ %scevgep1184, %for.cond.2.preheader.us.us.preheader ], [ %scevgep1186, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ]
  %loop.index.1182.us.us = phi i64 [ %.676.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ], [ 0, %for.cond.2.preheader.us.us.preheader ]
  %246 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  %brmerge810 = select i1 %246, i1 true, i1 %conflict.rdx574
  br i1 %brmerge810, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check579

vector.main.loop.iter.check579:                   ; preds = %iter.check577
  %247 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %247, label %vec.epilog.ph594, label %vector.ph580

vector.ph580:                                     ; preds = %vector.main.loop.iter.check579
  %248 = load float, ptr %arg.c.4, align 4, !alias.scope !102
  %sunkaddr1796 = mul i64 %loop.index.1182.us.us, 4
  %sunkaddr1797 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1796
  %249 = load float, ptr %sunkaddr1797, align 4, !alias.scope !105
  %250 = fmul float %249, %249
  %251 = fmul float %250, %250
  %252 = fmul float %248, %251
  %broadcast.splatinsert585 = insertelement <16 x float> poison, float %252, i64 0
  %broadcast.splat586 = shufflevector <16 x float> %broadcast.splatinsert585, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body583

vector.body583:                                   ; preds = %vector.body583, %vector.ph580
  %index584 = phi i64 [ 0, %vector.ph580 ], [ %index.next587, %vector.body583 ]
  %253 = shl i64 %index584, 2
  %scevgep1192 = getelementptr i8, ptr %lsr.iv1185, i64 %253
  %scevgep1193 = getelementptr i8, ptr %scevgep1192, i64 -192
  %254 = shl i64 %index584, 2
  %scevgep1190 = getelementptr i8, ptr %lsr.iv1185, i64 %254
  %scevgep1191 = getelementptr i8, ptr %scevgep1190, i64 -128
  %255 = shl i64 %index584, 2
  %scevgep1188 = getelementptr i8, ptr %lsr.iv1185, i64 %255
  %scevgep1189 = getelementptr i8, ptr %scevgep1188, i64 -64
  %256 = shl i64 %index584, 2
  %scevgep1187 = getelementptr i8, ptr %lsr.iv1185, i64 %256
  store <16 x float> %broadcast.splat586, ptr %scevgep1193, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %broadcast.splat586, ptr %scevgep1191, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %broadcast.splat586, ptr %scevgep1189, align 4, !alias.scope !107, !noalias !109
  store <16 x float> %broadcast.splat586, ptr %scevgep1187, align 4, !alias.scope !107, !noalias !109
  %index.next587 = add nuw i64 %index584, 64
  %257 = icmp eq i64 %n.vec582, %index.next587
  br i1 %257, label %middle.block588, label %vector.body583, !llvm.loop !110

middle.block588:                                  ; preds = %vector.body583
  %258 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec582
  br i1 %258, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %vec.epilog.iter.check592

vec.epilog.iter.check592:                         ; preds = %middle.block588
  %259 = and i64 %dest_shape.196.sroa.5.1, 60
  %260 = icmp eq i64 %259, 0
  br i1 %260, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph594, !prof !111

vec.epilog.ph594:                                 ; preds = %vector.main.loop.iter.check579, %vec.epilog.iter.check592
  %vec.epilog.resume.val590 = phi i64 [ %n.vec582, %vec.epilog.iter.check592 ], [ 0, %vector.main.loop.iter.check579 ]
  %261 = load float, ptr %arg.c.4, align 4, !alias.scope !102
  %sunkaddr1798 = mul i64 %loop.index.1182.us.us, 4
  %sunkaddr1799 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1798
  %262 = load float, ptr %sunkaddr1799, align 4, !alias.scope !105
  %263 = fmul float %262, %262
  %264 = fmul float %263, %263
  %265 = fmul float %261, %264
  %broadcast.splatinsert599 = insertelement <4 x float> poison, float %265, i64 0
  %broadcast.splat600 = shufflevector <4 x float> %broadcast.splatinsert599, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body597

vec.epilog.vector.body597:                        ; preds = %vec.epilog.vector.body597, %vec.epilog.ph594
  %index598 = phi i64 [ %vec.epilog.resume.val590, %vec.epilog.ph594 ], [ %index.next601, %vec.epilog.vector.body597 ]
  %266 = shl i64 %index598, 2
  %scevgep1196 = getelementptr i8, ptr %lsr.iv1194, i64 %266
  store <4 x float> %broadcast.splat600, ptr %scevgep1196, align 4, !alias.scope !107, !noalias !109
  %index.next601 = add nuw i64 %index598, 4
  %267 = icmp eq i64 %n.vec596, %index.next601
  br i1 %267, label %vec.epilog.middle.block602, label %vec.epilog.vector.body597, !llvm.loop !112

vec.epilog.middle.block602:                       ; preds = %vec.epilog.vector.body597
  %268 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec596
  br i1 %268, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.preheader: ; preds = %vec.epilog.middle.block602, %vec.epilog.iter.check592, %iter.check577
  %loop.index.2125.us.us.us.ph = phi i64 [ 0, %iter.check577 ], [ %n.vec582, %vec.epilog.iter.check592 ], [ %n.vec596, %vec.epilog.middle.block602 ]
  %269 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us.us.us.ph
  %xtraiter783 = and i64 %269, 7
  %lcmp.mod784.not = icmp eq i64 %xtraiter783, 0
  br i1 %lcmp.mod784.not, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us.us.us.prol

for.body.2.endif.endif.endif.endif.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.prol
  %lsr.iv1198 = phi i64 [ %xtraiter783, %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next1199, %for.body.2.endif.endif.endif.endif.us.us.us.prol ]
  %loop.index.2125.us.us.us.prol = phi i64 [ %.674.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.prol ], [ %loop.index.2125.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %sunkaddr1800 = mul i64 %loop.index.1182.us.us, 4
  %sunkaddr1801 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1800
  %.633.us.us.us.prol = load float, ptr %sunkaddr1801, align 4
  %.642.us.us.us.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i142.prol = fmul float %.633.us.us.us.prol, %.633.us.us.us.prol
  %.149.i.1.i143.prol = fmul float %.149.i.i142.prol, %.149.i.i142.prol
  %.32.i144.prol = fmul float %.642.us.us.us.prol, %.149.i.1.i143.prol
  %270 = shl i64 %loop.index.2125.us.us.us.prol, 2
  %scevgep1197 = getelementptr i8, ptr %lsr.iv1194, i64 %270
  store float %.32.i144.prol, ptr %scevgep1197, align 4
  %.674.us.us.us.prol = add nuw nsw i64 %loop.index.2125.us.us.us.prol, 1
  %lsr.iv.next1199 = add nsw i64 %lsr.iv1198, -1
  %prol.iter785.cmp.not = icmp eq i64 %lsr.iv.next1199, 0
  br i1 %prol.iter785.cmp.not, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.prol, !llvm.loop !113

for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.preheader
  %loop.index.2125.us.us.us.unr = phi i64 [ %loop.index.2125.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.preheader ], [ %.674.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.prol ]
  %271 = sub nsw i64 %loop.index.2125.us.us.us.ph, %dest_shape.196.sroa.5.1
  %272 = icmp ugt i64 %271, -8
  br i1 %272, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader822

for.body.2.endif.endif.endif.endif.us.us.us.preheader822: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us:      ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.preheader822, %for.body.2.endif.endif.endif.endif.us.us.us
  %loop.index.2125.us.us.us = phi i64 [ %.674.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us ], [ %loop.index.2125.us.us.us.unr, %for.body.2.endif.endif.endif.endif.us.us.us.preheader822 ]
  %sunkaddr1802 = mul i64 %loop.index.1182.us.us, 4
  %sunkaddr1803 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1802
  %.633.us.us.us = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i142 = fmul float %.633.us.us.us, %.633.us.us.us
  %.149.i.1.i143 = fmul float %.149.i.i142, %.149.i.i142
  %.32.i144 = fmul float %.642.us.us.us, %.149.i.1.i143
  %273 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1202 = getelementptr i8, ptr %lsr.iv1194, i64 %273
  store float %.32.i144, ptr %scevgep1202, align 4
  %.633.us.us.us.1 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.1 = fmul float %.633.us.us.us.1, %.633.us.us.us.1
  %.149.i.1.i143.1 = fmul float %.149.i.i142.1, %.149.i.i142.1
  %.32.i144.1 = fmul float %.642.us.us.us.1, %.149.i.1.i143.1
  %274 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1207 = getelementptr i8, ptr %lsr.iv1194, i64 %274
  %scevgep1208 = getelementptr i8, ptr %scevgep1207, i64 4
  store float %.32.i144.1, ptr %scevgep1208, align 4
  %.633.us.us.us.2 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.2 = fmul float %.633.us.us.us.2, %.633.us.us.us.2
  %.149.i.1.i143.2 = fmul float %.149.i.i142.2, %.149.i.i142.2
  %.32.i144.2 = fmul float %.642.us.us.us.2, %.149.i.1.i143.2
  %275 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1209 = getelementptr i8, ptr %lsr.iv1194, i64 %275
  %scevgep1210 = getelementptr i8, ptr %scevgep1209, i64 8
  store float %.32.i144.2, ptr %scevgep1210, align 4
  %.633.us.us.us.3 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.3 = fmul float %.633.us.us.us.3, %.633.us.us.us.3
  %.149.i.1.i143.3 = fmul float %.149.i.i142.3, %.149.i.i142.3
  %.32.i144.3 = fmul float %.642.us.us.us.3, %.149.i.1.i143.3
  %276 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1211 = getelementptr i8, ptr %lsr.iv1194, i64 %276
  %scevgep1212 = getelementptr i8, ptr %scevgep1211, i64 12
  store float %.32.i144.3, ptr %scevgep1212, align 4
  %.633.us.us.us.4 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.4 = fmul float %.633.us.us.us.4, %.633.us.us.us.4
  %.149.i.1.i143.4 = fmul float %.149.i.i142.4, %.149.i.i142.4
  %.32.i144.4 = fmul float %.642.us.us.us.4, %.149.i.1.i143.4
  %277 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1200 = getelementptr i8, ptr %lsr.iv1194, i64 %277
  %scevgep1201 = getelementptr i8, ptr %scevgep1200, i64 16
  store float %.32.i144.4, ptr %scevgep1201, align 4
  %.633.us.us.us.5 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.5 = fmul float %.633.us.us.us.5, %.633.us.us.us.5
  %.149.i.1.i143.5 = fmul float %.149.i.i142.5, %.149.i.i142.5
  %.32.i144.5 = fmul float %.642.us.us.us.5, %.149.i.1.i143.5
  %278 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1213 = getelementptr i8, ptr %lsr.iv1194, i64 %278
  %scevgep1214 = getelementptr i8, ptr %scevgep1213, i64 20
  store float %.32.i144.5, ptr %scevgep1214, align 4
  %.633.us.us.us.6 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.6 = fmul float %.633.us.us.us.6, %.633.us.us.us.6
  %.149.i.1.i143.6 = fmul float %.149.i.i142.6, %.149.i.i142.6
  %.32.i144.6 = fmul float %.642.us.us.us.6, %.149.i.1.i143.6
  %279 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1205 = getelementptr i8, ptr %lsr.iv1194, i64 %279
  %scevgep1206 = getelementptr i8, ptr %scevgep1205, i64 24
  store float %.32.i144.6, ptr %scevgep1206, align 4
  %.633.us.us.us.7 = load float, ptr %sunkaddr1803, align 4
  %.642.us.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i142.7 = fmul float %.633.us.us.us.7, %.633.us.us.us.7
  %.149.i.1.i143.7 = fmul float %.149.i.i142.7, %.149.i.i142.7
  %.32.i144.7 = fmul float %.642.us.us.us.7, %.149.i.1.i143.7
  %280 = shl i64 %loop.index.2125.us.us.us, 2
  %scevgep1203 = getelementptr i8, ptr %lsr.iv1194, i64 %280
  %scevgep1204 = getelementptr i8, ptr %scevgep1203, i64 28
  store float %.32.i144.7, ptr %scevgep1204, align 4
  %.674.us.us.us.7 = add nuw nsw i64 %loop.index.2125.us.us.us, 8
  %exitcond310.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us.us.us.7
  br i1 %exitcond310.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us, !llvm.loop !114

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us, %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, %vec.epilog.middle.block602, %middle.block588
  %.676.us.us = add nuw nsw i64 %loop.index.1182.us.us, 1
  %scevgep1186 = getelementptr i8, ptr %lsr.iv1185, i64 %204
  %scevgep1195 = getelementptr i8, ptr %lsr.iv1194, i64 %204
  %exitcond311.not = icmp eq i64 %.676.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond311.not, label %for.end.1, label %iter.check577

for.cond.2.preheader.lr.ph.split.us.split:        ; preds = %for.cond.2.preheader.lr.ph.split.us
  %281 = icmp ugt i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %281, label %for.cond.2.preheader.lr.ph.split.us.split.split.us, label %for.cond.2.preheader.lr.ph.split.us.split.split

for.cond.2.preheader.lr.ph.split.us.split.split.us: ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %282 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %282, label %iter.check, label %iter.check261

iter.check:                                       ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split.us
  %283 = icmp ult i64 %dest_shape.196.sroa.5.1, 8
  br i1 %283, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %284 = ptrtoint ptr %.6.i135 to i64
  %285 = ptrtoint ptr %.52.fca.1.4.load to i64
  %286 = ptrtoint ptr %arg.c.4 to i64
  %287 = sub i64 %284, %285
  %diff.check = icmp ult i64 %287, 256
  %288 = sub i64 %284, %286
  %diff.check234 = icmp ult i64 %288, 256
  %conflict.rdx = or i1 %diff.check, %diff.check234
  br i1 %conflict.rdx, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1444 = bitcast i64 9223372036854775800 to i64
  %min.iters.check235 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %min.iters.check235, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat1445 = add i64 %const1444, -56
  %n.vec = and i64 %dest_shape.196.sroa.5.1, %const_mat1445
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr1804 = mul i64 %index, 4
  %sunkaddr1805 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1804
  %wide.load = load <16 x float>, ptr %sunkaddr1805, align 4
  %sunkaddr1806 = mul i64 %index, 4
  %sunkaddr1807 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, ptr %sunkaddr1807, i64 64
  %wide.load236 = load <16 x float>, ptr %sunkaddr1808, align 4
  %sunkaddr1809 = mul i64 %index, 4
  %sunkaddr1810 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, ptr %sunkaddr1810, i64 128
  %wide.load237 = load <16 x float>, ptr %sunkaddr1811, align 4
  %sunkaddr1812 = mul i64 %index, 4
  %sunkaddr1813 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, ptr %sunkaddr1813, i64 192
  %wide.load238 = load <16 x float>, ptr %sunkaddr1814, align 4
  %sunkaddr1815 = mul i64 %index, 4
  %sunkaddr1816 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1815
  %wide.load239 = load <16 x float>, ptr %sunkaddr1816, align 4
  %sunkaddr1817 = mul i64 %index, 4
  %sunkaddr1818 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1817
  %sunkaddr1819 = getelementptr i8, ptr %sunkaddr1818, i64 64
  %wide.load240 = load <16 x float>, ptr %sunkaddr1819, align 4
  %sunkaddr1820 = mul i64 %index, 4
  %sunkaddr1821 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1820
  %sunkaddr1822 = getelementptr i8, ptr %sunkaddr1821, i64 128
  %wide.load241 = load <16 x float>, ptr %sunkaddr1822, align 4
  %sunkaddr1823 = mul i64 %index, 4
  %sunkaddr1824 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1823
  %sunkaddr1825 = getelementptr i8, ptr %sunkaddr1824, i64 192
  %wide.load242 = load <16 x float>, ptr %sunkaddr1825, align 4
  %289 = fmul <16 x float> %wide.load, %wide.load
  %290 = fmul <16 x float> %wide.load236, %wide.load236
  %291 = fmul <16 x float> %wide.load237, %wide.load237
  %292 = fmul <16 x float> %wide.load238, %wide.load238
  %293 = fmul <16 x float> %289, %289
  %294 = fmul <16 x float> %290, %290
  %295 = fmul <16 x float> %291, %291
  %296 = fmul <16 x float> %292, %292
  %297 = fmul <16 x float> %wide.load239, %293
  %298 = fmul <16 x float> %wide.load240, %294
  %299 = fmul <16 x float> %wide.load241, %295
  %300 = fmul <16 x float> %wide.load242, %296
  %sunkaddr1826 = mul i64 %index, 4
  %sunkaddr1827 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1826
  store <16 x float> %297, ptr %sunkaddr1827, align 4
  %sunkaddr1828 = mul i64 %index, 4
  %sunkaddr1829 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1828
  %sunkaddr1830 = getelementptr i8, ptr %sunkaddr1829, i64 64
  store <16 x float> %298, ptr %sunkaddr1830, align 4
  %sunkaddr1831 = mul i64 %index, 4
  %sunkaddr1832 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1831
  %sunkaddr1833 = getelementptr i8, ptr %sunkaddr1832, i64 128
  store <16 x float> %299, ptr %sunkaddr1833, align 4
  %sunkaddr1834 = mul i64 %index, 4
  %sunkaddr1835 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1834
  %sunkaddr1836 = getelementptr i8, ptr %sunkaddr1835, i64 192
  store <16 x float> %300, ptr %sunkaddr1836, align 4
  %index.next = add nuw i64 %index, 64
  %301 = icmp eq i64 %n.vec, %index.next
  br i1 %301, label %middle.block, label %vector.body, !llvm.loop !115

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec
  br i1 %cmp.n, label %for.end.1, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %302 = and i64 %dest_shape.196.sroa.5.1, 56
  %min.epilog.iters.check = icmp eq i64 %302, 0
  br i1 %min.epilog.iters.check, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vec.epilog.ph, !prof !98

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec244 = and i64 %dest_shape.196.sroa.5.1, %const1444
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index245 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next248, %vec.epilog.vector.body ]
  %303 = shl i64 %index245, 2
  %scevgep880 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %303
  %wide.load246 = load <8 x float>, ptr %scevgep880, align 4
  %304 = shl i64 %index245, 2
  %scevgep879 = getelementptr i8, ptr %arg.c.4, i64 %304
  %wide.load247 = load <8 x float>, ptr %scevgep879, align 4
  %305 = fmul <8 x float> %wide.load246, %wide.load246
  %306 = fmul <8 x float> %305, %305
  %307 = fmul <8 x float> %wide.load247, %306
  %308 = shl i64 %index245, 2
  %scevgep878 = getelementptr i8, ptr %.6.i135, i64 %308
  store <8 x float> %307, ptr %scevgep878, align 4
  %index.next248 = add nuw i64 %index245, 8
  %309 = icmp eq i64 %n.vec244, %index.next248
  br i1 %309, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !116

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n249 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec244
  br i1 %cmp.n249, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader: ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.2125.us133.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec244, %vec.epilog.middle.block ]
  %xtraiter807 = and i64 %dest_shape.196.sroa.5.1, 7
  %lcmp.mod808.not = icmp eq i64 %xtraiter807, 0
  br i1 %lcmp.mod808.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader
  %310 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.us.us.ph
  %311 = shl i64 %310, 2
  %scevgep874 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %311
  %312 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol
  %lsr.iv877 = phi i64 [ %xtraiter807, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %lsr.iv875 = phi ptr [ %scevgep874, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ], [ %scevgep876, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %loop.index.2125.us133.us.us.us.us.prol = phi i64 [ %.674.us139.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ], [ %loop.index.2125.us133.us.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ]
  %.633.us144.us.us.us.us.prol = load float, ptr %lsr.iv875, align 4
  %313 = shl i64 %loop.index.2125.us133.us.us.us.us.prol, 2
  %scevgep873 = getelementptr i8, ptr %arg.c.4, i64 %313
  %.642.us147.us.us.us.us.prol = load float, ptr %scevgep873, align 4
  %.149.i.i145.prol = fmul float %.633.us144.us.us.us.us.prol, %.633.us144.us.us.us.us.prol
  %.149.i.1.i146.prol = fmul float %.149.i.i145.prol, %.149.i.i145.prol
  %.32.i147.prol = fmul float %.642.us147.us.us.us.us.prol, %.149.i.1.i146.prol
  %314 = shl i64 %loop.index.2125.us133.us.us.us.us.prol, 2
  %scevgep872 = getelementptr i8, ptr %.6.i135, i64 %314
  store float %.32.i147.prol, ptr %scevgep872, align 4
  %.674.us139.us.us.us.us.prol = add nuw nsw i64 %loop.index.2125.us133.us.us.us.us.prol, 1
  %scevgep876 = getelementptr i8, ptr %lsr.iv875, i64 %312
  %lsr.iv.next = add nsw i64 %lsr.iv877, -1
  %prol.iter809.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter809.cmp.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol, !llvm.loop !117

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader
  %loop.index.2125.us133.us.us.us.us.unr = phi i64 [ %loop.index.2125.us133.us.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader ], [ %.674.us139.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %315 = sub nsw i64 %loop.index.2125.us133.us.us.us.us.ph, %dest_shape.196.sroa.5.1
  %316 = icmp ugt i64 %315, -8
  br i1 %316, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader811

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader811: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit
  %317 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.us.us.unr
  %318 = shl i64 %317, 2
  %scevgep863 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %318
  %319 = shl i64 %.52.fca.1.5.0.load.fr, 5
  %320 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us

for.body.2.endif.endif.endif.endif.us136.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader811, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us
  %lsr.iv = phi ptr [ %scevgep863, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader811 ], [ %scevgep864, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us ]
  %loop.index.2125.us133.us.us.us.us = phi i64 [ %.674.us139.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us ], [ %loop.index.2125.us133.us.us.us.us.unr, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader811 ]
  %.633.us144.us.us.us.us = load float, ptr %lsr.iv, align 4
  %sunkaddr1837 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1838 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1837
  %.642.us147.us.us.us.us = load float, ptr %sunkaddr1838, align 4
  %.149.i.i145 = fmul float %.633.us144.us.us.us.us, %.633.us144.us.us.us.us
  %.149.i.1.i146 = fmul float %.149.i.i145, %.149.i.i145
  %.32.i147 = fmul float %.642.us147.us.us.us.us, %.149.i.1.i146
  %sunkaddr1839 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1840 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1839
  store float %.32.i147, ptr %sunkaddr1840, align 4
  %scevgep865 = getelementptr i8, ptr %lsr.iv, i64 %320
  %sunkaddr2058 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2059 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2058
  %.633.us144.us.us.us.us.1 = load float, ptr %sunkaddr2059, align 4
  %sunkaddr1841 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1842 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1841
  %sunkaddr1843 = getelementptr i8, ptr %sunkaddr1842, i64 4
  %.642.us147.us.us.us.us.1 = load float, ptr %sunkaddr1843, align 4
  %.149.i.i145.1 = fmul float %.633.us144.us.us.us.us.1, %.633.us144.us.us.us.us.1
  %.149.i.1.i146.1 = fmul float %.149.i.i145.1, %.149.i.i145.1
  %.32.i147.1 = fmul float %.642.us147.us.us.us.us.1, %.149.i.1.i146.1
  %sunkaddr1844 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1845 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1844
  %sunkaddr1846 = getelementptr i8, ptr %sunkaddr1845, i64 4
  store float %.32.i147.1, ptr %sunkaddr1846, align 4
  %scevgep866 = getelementptr i8, ptr %scevgep865, i64 %320
  %sunkaddr2060 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2061 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2060
  %.633.us144.us.us.us.us.2 = load float, ptr %sunkaddr2061, align 4
  %sunkaddr1847 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1848 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1847
  %sunkaddr1849 = getelementptr i8, ptr %sunkaddr1848, i64 8
  %.642.us147.us.us.us.us.2 = load float, ptr %sunkaddr1849, align 4
  %.149.i.i145.2 = fmul float %.633.us144.us.us.us.us.2, %.633.us144.us.us.us.us.2
  %.149.i.1.i146.2 = fmul float %.149.i.i145.2, %.149.i.i145.2
  %.32.i147.2 = fmul float %.642.us147.us.us.us.us.2, %.149.i.1.i146.2
  %sunkaddr1850 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1851 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1850
  %sunkaddr1852 = getelementptr i8, ptr %sunkaddr1851, i64 8
  store float %.32.i147.2, ptr %sunkaddr1852, align 4
  %scevgep867 = getelementptr i8, ptr %scevgep866, i64 %320
  %sunkaddr2062 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2063 = getelementptr i8, ptr %scevgep866, i64 %sunkaddr2062
  %.633.us144.us.us.us.us.3 = load float, ptr %sunkaddr2063, align 4
  %sunkaddr1853 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1854 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1853
  %sunkaddr1855 = getelementptr i8, ptr %sunkaddr1854, i64 12
  %.642.us147.us.us.us.us.3 = load float, ptr %sunkaddr1855, align 4
  %.149.i.i145.3 = fmul float %.633.us144.us.us.us.us.3, %.633.us144.us.us.us.us.3
  %.149.i.1.i146.3 = fmul float %.149.i.i145.3, %.149.i.i145.3
  %.32.i147.3 = fmul float %.642.us147.us.us.us.us.3, %.149.i.1.i146.3
  %sunkaddr1856 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1857 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1856
  %sunkaddr1858 = getelementptr i8, ptr %sunkaddr1857, i64 12
  store float %.32.i147.3, ptr %sunkaddr1858, align 4
  %scevgep868 = getelementptr i8, ptr %scevgep867, i64 %320
  %sunkaddr2064 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2065 = getelementptr i8, ptr %scevgep866, i64 %sunkaddr2064
  %.633.us144.us.us.us.us.4 = load float, ptr %sunkaddr2065, align 4
  %sunkaddr1859 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1860 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1859
  %sunkaddr1861 = getelementptr i8, ptr %sunkaddr1860, i64 16
  %.642.us147.us.us.us.us.4 = load float, ptr %sunkaddr1861, align 4
  %.149.i.i145.4 = fmul float %.633.us144.us.us.us.us.4, %.633.us144.us.us.us.us.4
  %.149.i.1.i146.4 = fmul float %.149.i.i145.4, %.149.i.i145.4
  %.32.i147.4 = fmul float %.642.us147.us.us.us.us.4, %.149.i.1.i146.4
  %sunkaddr1862 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1863 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1862
  %sunkaddr1864 = getelementptr i8, ptr %sunkaddr1863, i64 16
  store float %.32.i147.4, ptr %sunkaddr1864, align 4
  %scevgep869 = getelementptr i8, ptr %scevgep868, i64 %320
  %sunkaddr2066 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2067 = getelementptr i8, ptr %scevgep868, i64 %sunkaddr2066
  %.633.us144.us.us.us.us.5 = load float, ptr %sunkaddr2067, align 4
  %sunkaddr1865 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1866 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1865
  %sunkaddr1867 = getelementptr i8, ptr %sunkaddr1866, i64 20
  %.642.us147.us.us.us.us.5 = load float, ptr %sunkaddr1867, align 4
  %.149.i.i145.5 = fmul float %.633.us144.us.us.us.us.5, %.633.us144.us.us.us.us.5
  %.149.i.1.i146.5 = fmul float %.149.i.i145.5, %.149.i.i145.5
  %.32.i147.5 = fmul float %.642.us147.us.us.us.us.5, %.149.i.1.i146.5
  %sunkaddr1868 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1869 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1868
  %sunkaddr1870 = getelementptr i8, ptr %sunkaddr1869, i64 20
  store float %.32.i147.5, ptr %sunkaddr1870, align 4
  %scevgep870 = getelementptr i8, ptr %scevgep869, i64 %320
  %sunkaddr2068 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2069 = getelementptr i8, ptr %scevgep869, i64 %sunkaddr2068
  %.633.us144.us.us.us.us.6 = load float, ptr %sunkaddr2069, align 4
  %sunkaddr1871 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1872 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1871
  %sunkaddr1873 = getelementptr i8, ptr %sunkaddr1872, i64 24
  %.642.us147.us.us.us.us.6 = load float, ptr %sunkaddr1873, align 4
  %.149.i.i145.6 = fmul float %.633.us144.us.us.us.us.6, %.633.us144.us.us.us.us.6
  %.149.i.1.i146.6 = fmul float %.149.i.i145.6, %.149.i.i145.6
  %.32.i147.6 = fmul float %.642.us147.us.us.us.us.6, %.149.i.1.i146.6
  %sunkaddr1874 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1875 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1874
  %sunkaddr1876 = getelementptr i8, ptr %sunkaddr1875, i64 24
  store float %.32.i147.6, ptr %sunkaddr1876, align 4
  %sunkaddr1877 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr1878 = getelementptr i8, ptr %scevgep870, i64 %sunkaddr1877
  %.633.us144.us.us.us.us.7 = load float, ptr %sunkaddr1878, align 4
  %sunkaddr1879 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1880 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, ptr %sunkaddr1880, i64 28
  %.642.us147.us.us.us.us.7 = load float, ptr %sunkaddr1881, align 4
  %.149.i.i145.7 = fmul float %.633.us144.us.us.us.us.7, %.633.us144.us.us.us.us.7
  %.149.i.1.i146.7 = fmul float %.149.i.i145.7, %.149.i.i145.7
  %.32.i147.7 = fmul float %.642.us147.us.us.us.us.7, %.149.i.1.i146.7
  %sunkaddr1882 = mul i64 %loop.index.2125.us133.us.us.us.us, 4
  %sunkaddr1883 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1882
  %sunkaddr1884 = getelementptr i8, ptr %sunkaddr1883, i64 28
  store float %.32.i147.7, ptr %sunkaddr1884, align 4
  %.674.us139.us.us.us.us.7 = add nuw nsw i64 %loop.index.2125.us133.us.us.us.us, 8
  %scevgep864 = getelementptr i8, ptr %lsr.iv, i64 %319
  %exitcond308.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us139.us.us.us.us.7
  br i1 %exitcond308.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us, !llvm.loop !118

iter.check261:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split.us
  %321 = icmp ult i64 %dest_shape.196.sroa.5.1, 8
  br i1 %321, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vector.memcheck252

vector.memcheck252:                               ; preds = %iter.check261
  %322 = shl i64 %dest_shape.196.sroa.5.1, 2
  %scevgep = getelementptr i8, ptr %.6.i135, i64 %322
  %scevgep253 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %322
  %scevgep254 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0 = icmp ult ptr %.6.i135, %scevgep253
  %bound1 = icmp ult ptr %.52.fca.1.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0255 = icmp ult ptr %.6.i135, %scevgep254
  %bound1256 = icmp ult ptr %arg.c.4, %scevgep
  %found.conflict257 = and i1 %bound0255, %bound1256
  %conflict.rdx258 = or i1 %found.conflict, %found.conflict257
  br i1 %conflict.rdx258, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vector.main.loop.iter.check263

vector.main.loop.iter.check263:                   ; preds = %vector.memcheck252
  %const1442 = bitcast i64 9223372036854775800 to i64
  %min.iters.check262 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %min.iters.check262, label %vec.epilog.ph280, label %vector.ph264

vector.ph264:                                     ; preds = %vector.main.loop.iter.check263
  %const_mat1443 = add i64 %const1442, -56
  %n.vec266 = and i64 %dest_shape.196.sroa.5.1, %const_mat1443
  %323 = load float, ptr %arg.c.4, align 4, !alias.scope !119
  %broadcast.splatinsert = insertelement <16 x float> poison, float %323, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body267

vector.body267:                                   ; preds = %vector.body267, %vector.ph264
  %index268 = phi i64 [ 0, %vector.ph264 ], [ %index.next273, %vector.body267 ]
  %sunkaddr1885 = mul i64 %index268, 4
  %sunkaddr1886 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1885
  %wide.load269 = load <16 x float>, ptr %sunkaddr1886, align 4, !alias.scope !122
  %sunkaddr1887 = mul i64 %index268, 4
  %sunkaddr1888 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1887
  %sunkaddr1889 = getelementptr i8, ptr %sunkaddr1888, i64 64
  %wide.load270 = load <16 x float>, ptr %sunkaddr1889, align 4, !alias.scope !122
  %sunkaddr1890 = mul i64 %index268, 4
  %sunkaddr1891 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, ptr %sunkaddr1891, i64 128
  %wide.load271 = load <16 x float>, ptr %sunkaddr1892, align 4, !alias.scope !122
  %sunkaddr1893 = mul i64 %index268, 4
  %sunkaddr1894 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1893
  %sunkaddr1895 = getelementptr i8, ptr %sunkaddr1894, i64 192
  %wide.load272 = load <16 x float>, ptr %sunkaddr1895, align 4, !alias.scope !122
  %324 = fmul <16 x float> %wide.load269, %wide.load269
  %325 = fmul <16 x float> %wide.load270, %wide.load270
  %326 = fmul <16 x float> %wide.load271, %wide.load271
  %327 = fmul <16 x float> %wide.load272, %wide.load272
  %328 = fmul <16 x float> %324, %324
  %329 = fmul <16 x float> %325, %325
  %330 = fmul <16 x float> %326, %326
  %331 = fmul <16 x float> %327, %327
  %332 = fmul <16 x float> %broadcast.splat, %328
  %333 = fmul <16 x float> %broadcast.splat, %329
  %334 = fmul <16 x float> %broadcast.splat, %330
  %335 = fmul <16 x float> %broadcast.splat, %331
  %sunkaddr1896 = mul i64 %index268, 4
  %sunkaddr1897 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1896
  store <16 x float> %332, ptr %sunkaddr1897, align 4, !alias.scope !124, !noalias !126
  %sunkaddr1898 = mul i64 %index268, 4
  %sunkaddr1899 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1898
  %sunkaddr1900 = getelementptr i8, ptr %sunkaddr1899, i64 64
  store <16 x float> %333, ptr %sunkaddr1900, align 4, !alias.scope !124, !noalias !126
  %sunkaddr1901 = mul i64 %index268, 4
  %sunkaddr1902 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1901
  %sunkaddr1903 = getelementptr i8, ptr %sunkaddr1902, i64 128
  store <16 x float> %334, ptr %sunkaddr1903, align 4, !alias.scope !124, !noalias !126
  %sunkaddr1904 = mul i64 %index268, 4
  %sunkaddr1905 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1904
  %sunkaddr1906 = getelementptr i8, ptr %sunkaddr1905, i64 192
  store <16 x float> %335, ptr %sunkaddr1906, align 4, !alias.scope !124, !noalias !126
  %index.next273 = add nuw i64 %index268, 64
  %336 = icmp eq i64 %n.vec266, %index.next273
  br i1 %336, label %middle.block274, label %vector.body267, !llvm.loop !127

middle.block274:                                  ; preds = %vector.body267
  %cmp.n275 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec266
  br i1 %cmp.n275, label %for.end.1, label %vec.epilog.iter.check278

vec.epilog.iter.check278:                         ; preds = %middle.block274
  %337 = and i64 %dest_shape.196.sroa.5.1, 56
  %min.epilog.iters.check279 = icmp eq i64 %337, 0
  br i1 %min.epilog.iters.check279, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vec.epilog.ph280, !prof !98

vec.epilog.ph280:                                 ; preds = %vector.main.loop.iter.check263, %vec.epilog.iter.check278
  %vec.epilog.resume.val276 = phi i64 [ %n.vec266, %vec.epilog.iter.check278 ], [ 0, %vector.main.loop.iter.check263 ]
  %n.vec282 = and i64 %dest_shape.196.sroa.5.1, %const1442
  %338 = load float, ptr %arg.c.4, align 4, !alias.scope !119
  %broadcast.splatinsert286 = insertelement <8 x float> poison, float %338, i64 0
  %broadcast.splat287 = shufflevector <8 x float> %broadcast.splatinsert286, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body283

vec.epilog.vector.body283:                        ; preds = %vec.epilog.vector.body283, %vec.epilog.ph280
  %index284 = phi i64 [ %vec.epilog.resume.val276, %vec.epilog.ph280 ], [ %index.next288, %vec.epilog.vector.body283 ]
  %339 = shl i64 %index284, 2
  %scevgep938 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %339
  %wide.load285 = load <8 x float>, ptr %scevgep938, align 4, !alias.scope !122
  %340 = fmul <8 x float> %wide.load285, %wide.load285
  %341 = fmul <8 x float> %340, %340
  %342 = fmul <8 x float> %broadcast.splat287, %341
  %343 = shl i64 %index284, 2
  %scevgep937 = getelementptr i8, ptr %.6.i135, i64 %343
  store <8 x float> %342, ptr %scevgep937, align 4, !alias.scope !124, !noalias !126
  %index.next288 = add nuw i64 %index284, 8
  %344 = icmp eq i64 %n.vec282, %index.next288
  br i1 %344, label %vec.epilog.middle.block289, label %vec.epilog.vector.body283, !llvm.loop !128

vec.epilog.middle.block289:                       ; preds = %vec.epilog.vector.body283
  %cmp.n290 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec282
  br i1 %cmp.n290, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.preheader: ; preds = %vector.memcheck252, %iter.check261, %vec.epilog.iter.check278, %vec.epilog.middle.block289
  %loop.index.2125.us133.us.us.ph = phi i64 [ 0, %iter.check261 ], [ 0, %vector.memcheck252 ], [ %n.vec266, %vec.epilog.iter.check278 ], [ %n.vec282, %vec.epilog.middle.block289 ]
  %xtraiter804 = and i64 %dest_shape.196.sroa.5.1, 7
  %lcmp.mod805.not = icmp eq i64 %xtraiter804, 0
  br i1 %lcmp.mod805.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.preheader
  %345 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.ph
  %346 = shl i64 %345, 2
  %scevgep932 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %346
  %347 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.prol

for.body.2.endif.endif.endif.endif.us136.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us136.us.us.prol
  %lsr.iv935 = phi i64 [ %xtraiter804, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ], [ %lsr.iv.next936, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %lsr.iv933 = phi ptr [ %scevgep932, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ], [ %scevgep934, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %loop.index.2125.us133.us.us.prol = phi i64 [ %.674.us139.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ], [ %loop.index.2125.us133.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ]
  %.633.us144.us.us.prol = load float, ptr %lsr.iv933, align 4
  %.642.us147.us.us.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i148.prol = fmul float %.633.us144.us.us.prol, %.633.us144.us.us.prol
  %.149.i.1.i149.prol = fmul float %.149.i.i148.prol, %.149.i.i148.prol
  %.32.i150.prol = fmul float %.642.us147.us.us.prol, %.149.i.1.i149.prol
  %348 = shl i64 %loop.index.2125.us133.us.us.prol, 2
  %scevgep931 = getelementptr i8, ptr %.6.i135, i64 %348
  store float %.32.i150.prol, ptr %scevgep931, align 4
  %.674.us139.us.us.prol = add nuw nsw i64 %loop.index.2125.us133.us.us.prol, 1
  %scevgep934 = getelementptr i8, ptr %lsr.iv933, i64 %347
  %lsr.iv.next936 = add nsw i64 %lsr.iv935, -1
  %prol.iter806.cmp.not = icmp eq i64 %lsr.iv.next936, 0
  br i1 %prol.iter806.cmp.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol, !llvm.loop !129

for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader
  %loop.index.2125.us133.us.us.unr = phi i64 [ %loop.index.2125.us133.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader ], [ %.674.us139.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %349 = sub nsw i64 %loop.index.2125.us133.us.us.ph, %dest_shape.196.sroa.5.1
  %350 = icmp ugt i64 %349, -8
  br i1 %350, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader812

for.body.2.endif.endif.endif.endif.us136.us.us.preheader812: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit
  %351 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.unr
  %352 = shl i64 %351, 2
  %scevgep921 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %352
  %353 = shl i64 %.52.fca.1.5.0.load.fr, 5
  %354 = shl i64 %.52.fca.1.5.0.load.fr, 2
  br label %for.body.2.endif.endif.endif.endif.us136.us.us

for.body.2.endif.endif.endif.endif.us136.us.us:   ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.preheader812, %for.body.2.endif.endif.endif.endif.us136.us.us
  %lsr.iv922 = phi ptr [ %scevgep921, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader812 ], [ %scevgep923, %for.body.2.endif.endif.endif.endif.us136.us.us ]
  %loop.index.2125.us133.us.us = phi i64 [ %.674.us139.us.us.7, %for.body.2.endif.endif.endif.endif.us136.us.us ], [ %loop.index.2125.us133.us.us.unr, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader812 ]
  %.633.us144.us.us = load float, ptr %lsr.iv922, align 4
  %.642.us147.us.us = load float, ptr %arg.c.4, align 4
  %.149.i.i148 = fmul float %.633.us144.us.us, %.633.us144.us.us
  %.149.i.1.i149 = fmul float %.149.i.i148, %.149.i.i148
  %.32.i150 = fmul float %.642.us147.us.us, %.149.i.1.i149
  %sunkaddr1907 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1908 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1907
  store float %.32.i150, ptr %sunkaddr1908, align 4
  %scevgep924 = getelementptr i8, ptr %lsr.iv922, i64 %354
  %sunkaddr2070 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2071 = getelementptr i8, ptr %lsr.iv922, i64 %sunkaddr2070
  %.633.us144.us.us.1 = load float, ptr %sunkaddr2071, align 4
  %.642.us147.us.us.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.1 = fmul float %.633.us144.us.us.1, %.633.us144.us.us.1
  %.149.i.1.i149.1 = fmul float %.149.i.i148.1, %.149.i.i148.1
  %.32.i150.1 = fmul float %.642.us147.us.us.1, %.149.i.1.i149.1
  %sunkaddr1909 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1910 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1909
  %sunkaddr1911 = getelementptr i8, ptr %sunkaddr1910, i64 4
  store float %.32.i150.1, ptr %sunkaddr1911, align 4
  %scevgep925 = getelementptr i8, ptr %scevgep924, i64 %354
  %sunkaddr2072 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2073 = getelementptr i8, ptr %lsr.iv922, i64 %sunkaddr2072
  %.633.us144.us.us.2 = load float, ptr %sunkaddr2073, align 4
  %.642.us147.us.us.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.2 = fmul float %.633.us144.us.us.2, %.633.us144.us.us.2
  %.149.i.1.i149.2 = fmul float %.149.i.i148.2, %.149.i.i148.2
  %.32.i150.2 = fmul float %.642.us147.us.us.2, %.149.i.1.i149.2
  %sunkaddr1912 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1913 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1912
  %sunkaddr1914 = getelementptr i8, ptr %sunkaddr1913, i64 8
  store float %.32.i150.2, ptr %sunkaddr1914, align 4
  %scevgep926 = getelementptr i8, ptr %scevgep925, i64 %354
  %sunkaddr2074 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2075 = getelementptr i8, ptr %scevgep925, i64 %sunkaddr2074
  %.633.us144.us.us.3 = load float, ptr %sunkaddr2075, align 4
  %.642.us147.us.us.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.3 = fmul float %.633.us144.us.us.3, %.633.us144.us.us.3
  %.149.i.1.i149.3 = fmul float %.149.i.i148.3, %.149.i.i148.3
  %.32.i150.3 = fmul float %.642.us147.us.us.3, %.149.i.1.i149.3
  %sunkaddr1915 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1916 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1915
  %sunkaddr1917 = getelementptr i8, ptr %sunkaddr1916, i64 12
  store float %.32.i150.3, ptr %sunkaddr1917, align 4
  %scevgep927 = getelementptr i8, ptr %scevgep926, i64 %354
  %sunkaddr2076 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2077 = getelementptr i8, ptr %scevgep925, i64 %sunkaddr2076
  %.633.us144.us.us.4 = load float, ptr %sunkaddr2077, align 4
  %.642.us147.us.us.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.4 = fmul float %.633.us144.us.us.4, %.633.us144.us.us.4
  %.149.i.1.i149.4 = fmul float %.149.i.i148.4, %.149.i.i148.4
  %.32.i150.4 = fmul float %.642.us147.us.us.4, %.149.i.1.i149.4
  %sunkaddr1918 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1919 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1918
  %sunkaddr1920 = getelementptr i8, ptr %sunkaddr1919, i64 16
  store float %.32.i150.4, ptr %sunkaddr1920, align 4
  %scevgep928 = getelementptr i8, ptr %scevgep927, i64 %354
  %sunkaddr2078 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2079 = getelementptr i8, ptr %scevgep927, i64 %sunkaddr2078
  %.633.us144.us.us.5 = load float, ptr %sunkaddr2079, align 4
  %.642.us147.us.us.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.5 = fmul float %.633.us144.us.us.5, %.633.us144.us.us.5
  %.149.i.1.i149.5 = fmul float %.149.i.i148.5, %.149.i.i148.5
  %.32.i150.5 = fmul float %.642.us147.us.us.5, %.149.i.1.i149.5
  %sunkaddr1921 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1922 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1921
  %sunkaddr1923 = getelementptr i8, ptr %sunkaddr1922, i64 20
  store float %.32.i150.5, ptr %sunkaddr1923, align 4
  %scevgep929 = getelementptr i8, ptr %scevgep928, i64 %354
  %sunkaddr2080 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr2081 = getelementptr i8, ptr %scevgep928, i64 %sunkaddr2080
  %.633.us144.us.us.6 = load float, ptr %sunkaddr2081, align 4
  %.642.us147.us.us.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.6 = fmul float %.633.us144.us.us.6, %.633.us144.us.us.6
  %.149.i.1.i149.6 = fmul float %.149.i.i148.6, %.149.i.i148.6
  %.32.i150.6 = fmul float %.642.us147.us.us.6, %.149.i.1.i149.6
  %sunkaddr1924 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1925 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1924
  %sunkaddr1926 = getelementptr i8, ptr %sunkaddr1925, i64 24
  store float %.32.i150.6, ptr %sunkaddr1926, align 4
  %sunkaddr1927 = mul i64 %.52.fca.1.5.0.load.fr, 4
  %sunkaddr1928 = getelementptr i8, ptr %scevgep929, i64 %sunkaddr1927
  %.633.us144.us.us.7 = load float, ptr %sunkaddr1928, align 4
  %.642.us147.us.us.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i148.7 = fmul float %.633.us144.us.us.7, %.633.us144.us.us.7
  %.149.i.1.i149.7 = fmul float %.149.i.i148.7, %.149.i.i148.7
  %.32.i150.7 = fmul float %.642.us147.us.us.7, %.149.i.1.i149.7
  %sunkaddr1929 = mul i64 %loop.index.2125.us133.us.us, 4
  %sunkaddr1930 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1929
  %sunkaddr1931 = getelementptr i8, ptr %sunkaddr1930, i64 28
  store float %.32.i150.7, ptr %sunkaddr1931, align 4
  %.674.us139.us.us.7 = add nuw nsw i64 %loop.index.2125.us133.us.us, 8
  %scevgep923 = getelementptr i8, ptr %lsr.iv922, i64 %353
  %exitcond306.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us139.us.us.7
  br i1 %exitcond306.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us, !llvm.loop !130

for.cond.2.preheader.lr.ph.split.us.split.split:  ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %355 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %355, label %iter.check305, label %iter.check351

iter.check305:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split
  %min.iters.check303 = icmp ult i64 %dest_shape.196.sroa.5.1, 8
  br i1 %min.iters.check303, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vector.memcheck292

vector.memcheck292:                               ; preds = %iter.check305
  %356 = shl i64 %dest_shape.196.sroa.5.1, 2
  %scevgep293 = getelementptr i8, ptr %.6.i135, i64 %356
  %scevgep294 = getelementptr i8, ptr %.52.fca.1.4.load, i64 4
  %scevgep295 = getelementptr i8, ptr %arg.c.4, i64 %356
  %bound0296 = icmp ult ptr %.6.i135, %scevgep294
  %bound1297 = icmp ult ptr %.52.fca.1.4.load, %scevgep293
  %found.conflict298 = and i1 %bound0296, %bound1297
  %bound0299 = icmp ult ptr %.6.i135, %scevgep295
  %bound1300 = icmp ult ptr %arg.c.4, %scevgep293
  %found.conflict301 = and i1 %bound0299, %bound1300
  %conflict.rdx302 = or i1 %found.conflict298, %found.conflict301
  br i1 %conflict.rdx302, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vector.main.loop.iter.check307

vector.main.loop.iter.check307:                   ; preds = %vector.memcheck292
  %const1440 = bitcast i64 9223372036854775800 to i64
  %min.iters.check306 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %min.iters.check306, label %vec.epilog.ph326, label %vector.ph308

vector.ph308:                                     ; preds = %vector.main.loop.iter.check307
  %const_mat1441 = add i64 %const1440, -56
  %n.vec310 = and i64 %dest_shape.196.sroa.5.1, %const_mat1441
  %357 = load float, ptr %.52.fca.1.4.load, align 4, !alias.scope !131
  %.scalar757 = fmul float %357, %357
  %.scalar758 = fmul float %.scalar757, %.scalar757
  %358 = insertelement <16 x float> poison, float %.scalar758, i64 0
  %359 = shufflevector <16 x float> %358, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body313

vector.body313:                                   ; preds = %vector.body313, %vector.ph308
  %index314 = phi i64 [ 0, %vector.ph308 ], [ %index.next319, %vector.body313 ]
  %sunkaddr1932 = mul i64 %index314, 4
  %sunkaddr1933 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1932
  %wide.load315 = load <16 x float>, ptr %sunkaddr1933, align 4, !alias.scope !134
  %sunkaddr1934 = mul i64 %index314, 4
  %sunkaddr1935 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1934
  %sunkaddr1936 = getelementptr i8, ptr %sunkaddr1935, i64 64
  %wide.load316 = load <16 x float>, ptr %sunkaddr1936, align 4, !alias.scope !134
  %sunkaddr1937 = mul i64 %index314, 4
  %sunkaddr1938 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1937
  %sunkaddr1939 = getelementptr i8, ptr %sunkaddr1938, i64 128
  %wide.load317 = load <16 x float>, ptr %sunkaddr1939, align 4, !alias.scope !134
  %sunkaddr1940 = mul i64 %index314, 4
  %sunkaddr1941 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1940
  %sunkaddr1942 = getelementptr i8, ptr %sunkaddr1941, i64 192
  %wide.load318 = load <16 x float>, ptr %sunkaddr1942, align 4, !alias.scope !134
  %360 = fmul <16 x float> %wide.load315, %359
  %361 = fmul <16 x float> %wide.load316, %359
  %362 = fmul <16 x float> %wide.load317, %359
  %363 = fmul <16 x float> %wide.load318, %359
  %sunkaddr1943 = mul i64 %index314, 4
  %sunkaddr1944 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1943
  store <16 x float> %360, ptr %sunkaddr1944, align 4, !alias.scope !136, !noalias !138
  %sunkaddr1945 = mul i64 %index314, 4
  %sunkaddr1946 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1945
  %sunkaddr1947 = getelementptr i8, ptr %sunkaddr1946, i64 64
  store <16 x float> %361, ptr %sunkaddr1947, align 4, !alias.scope !136, !noalias !138
  %sunkaddr1948 = mul i64 %index314, 4
  %sunkaddr1949 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1948
  %sunkaddr1950 = getelementptr i8, ptr %sunkaddr1949, i64 128
  store <16 x float> %362, ptr %sunkaddr1950, align 4, !alias.scope !136, !noalias !138
  %sunkaddr1951 = mul i64 %index314, 4
  %sunkaddr1952 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1951
  %sunkaddr1953 = getelementptr i8, ptr %sunkaddr1952, i64 192
  store <16 x float> %363, ptr %sunkaddr1953, align 4, !alias.scope !136, !noalias !138
  %index.next319 = add nuw i64 %index314, 64
  %364 = icmp eq i64 %n.vec310, %index.next319
  br i1 %364, label %middle.block320, label %vector.body313, !llvm.loop !139

middle.block320:                                  ; preds = %vector.body313
  %cmp.n321 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec310
  br i1 %cmp.n321, label %for.end.1, label %vec.epilog.iter.check324

vec.epilog.iter.check324:                         ; preds = %middle.block320
  %365 = and i64 %dest_shape.196.sroa.5.1, 56
  %min.epilog.iters.check325 = icmp eq i64 %365, 0
  br i1 %min.epilog.iters.check325, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vec.epilog.ph326, !prof !98

vec.epilog.ph326:                                 ; preds = %vector.main.loop.iter.check307, %vec.epilog.iter.check324
  %vec.epilog.resume.val322 = phi i64 [ %n.vec310, %vec.epilog.iter.check324 ], [ 0, %vector.main.loop.iter.check307 ]
  %n.vec328 = and i64 %dest_shape.196.sroa.5.1, %const1440
  %366 = load float, ptr %.52.fca.1.4.load, align 4, !alias.scope !131
  %.scalar759 = fmul float %366, %366
  %.scalar760 = fmul float %.scalar759, %.scalar759
  %367 = insertelement <8 x float> poison, float %.scalar760, i64 0
  %368 = shufflevector <8 x float> %367, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body331

vec.epilog.vector.body331:                        ; preds = %vec.epilog.vector.body331, %vec.epilog.ph326
  %index332 = phi i64 [ %vec.epilog.resume.val322, %vec.epilog.ph326 ], [ %index.next334, %vec.epilog.vector.body331 ]
  %369 = shl i64 %index332, 2
  %scevgep992 = getelementptr i8, ptr %arg.c.4, i64 %369
  %wide.load333 = load <8 x float>, ptr %scevgep992, align 4, !alias.scope !134
  %370 = fmul <8 x float> %wide.load333, %368
  %371 = shl i64 %index332, 2
  %scevgep991 = getelementptr i8, ptr %.6.i135, i64 %371
  store <8 x float> %370, ptr %scevgep991, align 4, !alias.scope !136, !noalias !138
  %index.next334 = add nuw i64 %index332, 8
  %372 = icmp eq i64 %n.vec328, %index.next334
  br i1 %372, label %vec.epilog.middle.block335, label %vec.epilog.vector.body331, !llvm.loop !140

vec.epilog.middle.block335:                       ; preds = %vec.epilog.vector.body331
  %cmp.n336 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec328
  br i1 %cmp.n336, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader

for.body.2.endif.endif.endif.endif.us161.us.us.preheader: ; preds = %vector.memcheck292, %iter.check305, %vec.epilog.iter.check324, %vec.epilog.middle.block335
  %loop.index.2125.us158.us.us.ph = phi i64 [ 0, %iter.check305 ], [ 0, %vector.memcheck292 ], [ %n.vec310, %vec.epilog.iter.check324 ], [ %n.vec328, %vec.epilog.middle.block335 ]
  %xtraiter801 = and i64 %dest_shape.196.sroa.5.1, 7
  %lcmp.mod802.not = icmp eq i64 %xtraiter801, 0
  br i1 %lcmp.mod802.not, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us161.us.us.prol

for.body.2.endif.endif.endif.endif.us161.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us161.us.us.prol
  %lsr.iv989 = phi i64 [ %xtraiter801, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader ], [ %lsr.iv.next990, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ]
  %loop.index.2125.us158.us.us.prol = phi i64 [ %.674.us164.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ], [ %loop.index.2125.us158.us.us.ph, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader ]
  %.633.us160.us.us.prol = load float, ptr %.52.fca.1.4.load, align 4
  %373 = shl i64 %loop.index.2125.us158.us.us.prol, 2
  %scevgep988 = getelementptr i8, ptr %arg.c.4, i64 %373
  %.642.us168.us.us.prol = load float, ptr %scevgep988, align 4
  %.149.i.i151.prol = fmul float %.633.us160.us.us.prol, %.633.us160.us.us.prol
  %.149.i.1.i152.prol = fmul float %.149.i.i151.prol, %.149.i.i151.prol
  %.32.i153.prol = fmul float %.642.us168.us.us.prol, %.149.i.1.i152.prol
  %374 = shl i64 %loop.index.2125.us158.us.us.prol, 2
  %scevgep987 = getelementptr i8, ptr %.6.i135, i64 %374
  store float %.32.i153.prol, ptr %scevgep987, align 4
  %.674.us164.us.us.prol = add nuw nsw i64 %loop.index.2125.us158.us.us.prol, 1
  %lsr.iv.next990 = add nsw i64 %lsr.iv989, -1
  %prol.iter803.cmp.not = icmp eq i64 %lsr.iv.next990, 0
  br i1 %prol.iter803.cmp.not, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol, !llvm.loop !141

for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader
  %loop.index.2125.us158.us.us.unr = phi i64 [ %loop.index.2125.us158.us.us.ph, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader ], [ %.674.us164.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ]
  %375 = sub nsw i64 %loop.index.2125.us158.us.us.ph, %dest_shape.196.sroa.5.1
  %376 = icmp ugt i64 %375, -8
  br i1 %376, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader814

for.body.2.endif.endif.endif.endif.us161.us.us.preheader814: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us161.us.us

for.body.2.endif.endif.endif.endif.us161.us.us:   ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.preheader814, %for.body.2.endif.endif.endif.endif.us161.us.us
  %loop.index.2125.us158.us.us = phi i64 [ %.674.us164.us.us.7, %for.body.2.endif.endif.endif.endif.us161.us.us ], [ %loop.index.2125.us158.us.us.unr, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader814 ]
  %.633.us160.us.us = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1954 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1955 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1954
  %.642.us168.us.us = load float, ptr %sunkaddr1955, align 4
  %.149.i.i151 = fmul float %.633.us160.us.us, %.633.us160.us.us
  %.149.i.1.i152 = fmul float %.149.i.i151, %.149.i.i151
  %.32.i153 = fmul float %.642.us168.us.us, %.149.i.1.i152
  %sunkaddr1956 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1957 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1956
  store float %.32.i153, ptr %sunkaddr1957, align 4
  %.633.us160.us.us.1 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1958 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1959 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1958
  %sunkaddr1960 = getelementptr i8, ptr %sunkaddr1959, i64 4
  %.642.us168.us.us.1 = load float, ptr %sunkaddr1960, align 4
  %.149.i.i151.1 = fmul float %.633.us160.us.us.1, %.633.us160.us.us.1
  %.149.i.1.i152.1 = fmul float %.149.i.i151.1, %.149.i.i151.1
  %.32.i153.1 = fmul float %.642.us168.us.us.1, %.149.i.1.i152.1
  %sunkaddr1961 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1962 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1961
  %sunkaddr1963 = getelementptr i8, ptr %sunkaddr1962, i64 4
  store float %.32.i153.1, ptr %sunkaddr1963, align 4
  %.633.us160.us.us.2 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1964 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1965 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1964
  %sunkaddr1966 = getelementptr i8, ptr %sunkaddr1965, i64 8
  %.642.us168.us.us.2 = load float, ptr %sunkaddr1966, align 4
  %.149.i.i151.2 = fmul float %.633.us160.us.us.2, %.633.us160.us.us.2
  %.149.i.1.i152.2 = fmul float %.149.i.i151.2, %.149.i.i151.2
  %.32.i153.2 = fmul float %.642.us168.us.us.2, %.149.i.1.i152.2
  %sunkaddr1967 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1968 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1967
  %sunkaddr1969 = getelementptr i8, ptr %sunkaddr1968, i64 8
  store float %.32.i153.2, ptr %sunkaddr1969, align 4
  %.633.us160.us.us.3 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1970 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1971 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1970
  %sunkaddr1972 = getelementptr i8, ptr %sunkaddr1971, i64 12
  %.642.us168.us.us.3 = load float, ptr %sunkaddr1972, align 4
  %.149.i.i151.3 = fmul float %.633.us160.us.us.3, %.633.us160.us.us.3
  %.149.i.1.i152.3 = fmul float %.149.i.i151.3, %.149.i.i151.3
  %.32.i153.3 = fmul float %.642.us168.us.us.3, %.149.i.1.i152.3
  %sunkaddr1973 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1974 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1973
  %sunkaddr1975 = getelementptr i8, ptr %sunkaddr1974, i64 12
  store float %.32.i153.3, ptr %sunkaddr1975, align 4
  %.633.us160.us.us.4 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1976 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1977 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1976
  %sunkaddr1978 = getelementptr i8, ptr %sunkaddr1977, i64 16
  %.642.us168.us.us.4 = load float, ptr %sunkaddr1978, align 4
  %.149.i.i151.4 = fmul float %.633.us160.us.us.4, %.633.us160.us.us.4
  %.149.i.1.i152.4 = fmul float %.149.i.i151.4, %.149.i.i151.4
  %.32.i153.4 = fmul float %.642.us168.us.us.4, %.149.i.1.i152.4
  %sunkaddr1979 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1980 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1979
  %sunkaddr1981 = getelementptr i8, ptr %sunkaddr1980, i64 16
  store float %.32.i153.4, ptr %sunkaddr1981, align 4
  %.633.us160.us.us.5 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1982 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1983 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1982
  %sunkaddr1984 = getelementptr i8, ptr %sunkaddr1983, i64 20
  %.642.us168.us.us.5 = load float, ptr %sunkaddr1984, align 4
  %.149.i.i151.5 = fmul float %.633.us160.us.us.5, %.633.us160.us.us.5
  %.149.i.1.i152.5 = fmul float %.149.i.i151.5, %.149.i.i151.5
  %.32.i153.5 = fmul float %.642.us168.us.us.5, %.149.i.1.i152.5
  %sunkaddr1985 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1986 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1985
  %sunkaddr1987 = getelementptr i8, ptr %sunkaddr1986, i64 20
  store float %.32.i153.5, ptr %sunkaddr1987, align 4
  %.633.us160.us.us.6 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1988 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1989 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1988
  %sunkaddr1990 = getelementptr i8, ptr %sunkaddr1989, i64 24
  %.642.us168.us.us.6 = load float, ptr %sunkaddr1990, align 4
  %.149.i.i151.6 = fmul float %.633.us160.us.us.6, %.633.us160.us.us.6
  %.149.i.1.i152.6 = fmul float %.149.i.i151.6, %.149.i.i151.6
  %.32.i153.6 = fmul float %.642.us168.us.us.6, %.149.i.1.i152.6
  %sunkaddr1991 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1992 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1991
  %sunkaddr1993 = getelementptr i8, ptr %sunkaddr1992, i64 24
  store float %.32.i153.6, ptr %sunkaddr1993, align 4
  %.633.us160.us.us.7 = load float, ptr %.52.fca.1.4.load, align 4
  %sunkaddr1994 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1995 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1994
  %sunkaddr1996 = getelementptr i8, ptr %sunkaddr1995, i64 28
  %.642.us168.us.us.7 = load float, ptr %sunkaddr1996, align 4
  %.149.i.i151.7 = fmul float %.633.us160.us.us.7, %.633.us160.us.us.7
  %.149.i.1.i152.7 = fmul float %.149.i.i151.7, %.149.i.i151.7
  %.32.i153.7 = fmul float %.642.us168.us.us.7, %.149.i.1.i152.7
  %sunkaddr1997 = mul i64 %loop.index.2125.us158.us.us, 4
  %sunkaddr1998 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr1997
  %sunkaddr1999 = getelementptr i8, ptr %sunkaddr1998, i64 28
  store float %.32.i153.7, ptr %sunkaddr1999, align 4
  %.674.us164.us.us.7 = add nuw nsw i64 %loop.index.2125.us158.us.us, 8
  %exitcond304.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us164.us.us.7
  br i1 %exitcond304.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us, !llvm.loop !142

iter.check351:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split
  %min.iters.check349 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  br i1 %min.iters.check349, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vector.memcheck338

vector.memcheck338:                               ; preds = %iter.check351
  %377 = shl i64 %dest_shape.196.sroa.5.1, 2
  %scevgep339 = getelementptr i8, ptr %.6.i135, i64 %377
  %scevgep340 = getelementptr i8, ptr %.52.fca.1.4.load, i64 4
  %scevgep341 = getelementptr i8, ptr %arg.c.4, i64 4
  %bound0342 = icmp ult ptr %.6.i135, %scevgep340
  %bound1343 = icmp ult ptr %.52.fca.1.4.load, %scevgep339
  %found.conflict344 = and i1 %bound0342, %bound1343
  %bound0345 = icmp ult ptr %.6.i135, %scevgep341
  %bound1346 = icmp ult ptr %arg.c.4, %scevgep339
  %found.conflict347 = and i1 %bound0345, %bound1346
  %conflict.rdx348 = or i1 %found.conflict344, %found.conflict347
  br i1 %conflict.rdx348, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vector.main.loop.iter.check353

vector.main.loop.iter.check353:                   ; preds = %vector.memcheck338
  %const1437 = bitcast i64 9223372036854775800 to i64
  %min.iters.check352 = icmp ult i64 %dest_shape.196.sroa.5.1, 64
  br i1 %min.iters.check352, label %vec.epilog.ph368, label %vector.ph354

vector.ph354:                                     ; preds = %vector.main.loop.iter.check353
  %const_mat1438 = add i64 %const1437, -56
  %n.vec356 = and i64 %dest_shape.196.sroa.5.1, %const_mat1438
  %378 = load float, ptr %arg.c.4, align 4, !alias.scope !143
  %379 = load float, ptr %.52.fca.1.4.load, align 4, !alias.scope !146
  %380 = fmul float %379, %379
  %381 = fmul float %380, %380
  %382 = fmul float %378, %381
  %broadcast.splatinsert359 = insertelement <16 x float> poison, float %382, i64 0
  %broadcast.splat360 = shufflevector <16 x float> %broadcast.splatinsert359, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body357

vector.body357:                                   ; preds = %vector.body357, %vector.ph354
  %index358 = phi i64 [ 0, %vector.ph354 ], [ %index.next361, %vector.body357 ]
  %sunkaddr2000 = mul i64 %index358, 4
  %sunkaddr2001 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2000
  store <16 x float> %broadcast.splat360, ptr %sunkaddr2001, align 4, !alias.scope !148, !noalias !150
  %sunkaddr2002 = mul i64 %index358, 4
  %sunkaddr2003 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2002
  %sunkaddr2004 = getelementptr i8, ptr %sunkaddr2003, i64 64
  store <16 x float> %broadcast.splat360, ptr %sunkaddr2004, align 4, !alias.scope !148, !noalias !150
  %sunkaddr2005 = mul i64 %index358, 4
  %sunkaddr2006 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2005
  %sunkaddr2007 = getelementptr i8, ptr %sunkaddr2006, i64 128
  store <16 x float> %broadcast.splat360, ptr %sunkaddr2007, align 4, !alias.scope !148, !noalias !150
  %sunkaddr2008 = mul i64 %index358, 4
  %sunkaddr2009 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2008
  %sunkaddr2010 = getelementptr i8, ptr %sunkaddr2009, i64 192
  store <16 x float> %broadcast.splat360, ptr %sunkaddr2010, align 4, !alias.scope !148, !noalias !150
  %index.next361 = add nuw i64 %index358, 64
  %383 = icmp eq i64 %n.vec356, %index.next361
  br i1 %383, label %middle.block362, label %vector.body357, !llvm.loop !151

middle.block362:                                  ; preds = %vector.body357
  %cmp.n363 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec356
  br i1 %cmp.n363, label %for.end.1, label %vec.epilog.iter.check366

vec.epilog.iter.check366:                         ; preds = %middle.block362
  %384 = and i64 %dest_shape.196.sroa.5.1, 60
  %min.epilog.iters.check367 = icmp eq i64 %384, 0
  br i1 %min.epilog.iters.check367, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vec.epilog.ph368, !prof !111

vec.epilog.ph368:                                 ; preds = %vector.main.loop.iter.check353, %vec.epilog.iter.check366
  %vec.epilog.resume.val364 = phi i64 [ %n.vec356, %vec.epilog.iter.check366 ], [ 0, %vector.main.loop.iter.check353 ]
  %const_mat1439 = add i64 %const1437, 4
  %n.vec370 = and i64 %dest_shape.196.sroa.5.1, %const_mat1439
  %385 = load float, ptr %arg.c.4, align 4, !alias.scope !143
  %386 = load float, ptr %.52.fca.1.4.load, align 4, !alias.scope !146
  %387 = fmul float %386, %386
  %388 = fmul float %387, %387
  %389 = fmul float %385, %388
  %broadcast.splatinsert373 = insertelement <4 x float> poison, float %389, i64 0
  %broadcast.splat374 = shufflevector <4 x float> %broadcast.splatinsert373, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body371

vec.epilog.vector.body371:                        ; preds = %vec.epilog.vector.body371, %vec.epilog.ph368
  %index372 = phi i64 [ %vec.epilog.resume.val364, %vec.epilog.ph368 ], [ %index.next375, %vec.epilog.vector.body371 ]
  %390 = shl i64 %index372, 2
  %scevgep1028 = getelementptr i8, ptr %.6.i135, i64 %390
  store <4 x float> %broadcast.splat374, ptr %scevgep1028, align 4, !alias.scope !148, !noalias !150
  %index.next375 = add nuw i64 %index372, 4
  %391 = icmp eq i64 %n.vec370, %index.next375
  br i1 %391, label %vec.epilog.middle.block376, label %vec.epilog.vector.body371, !llvm.loop !152

vec.epilog.middle.block376:                       ; preds = %vec.epilog.vector.body371
  %cmp.n377 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec370
  br i1 %cmp.n377, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189.preheader

for.body.2.endif.endif.endif.endif.us189.preheader: ; preds = %vector.memcheck338, %iter.check351, %vec.epilog.iter.check366, %vec.epilog.middle.block376
  %loop.index.2125.us185.ph = phi i64 [ 0, %iter.check351 ], [ 0, %vector.memcheck338 ], [ %n.vec356, %vec.epilog.iter.check366 ], [ %n.vec370, %vec.epilog.middle.block376 ]
  %392 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us185.ph
  %xtraiter798 = and i64 %392, 7
  %lcmp.mod799.not = icmp eq i64 %xtraiter798, 0
  br i1 %lcmp.mod799.not, label %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us189.prol.preheader

for.body.2.endif.endif.endif.endif.us189.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us189.preheader
  br label %for.body.2.endif.endif.endif.endif.us189.prol

for.body.2.endif.endif.endif.endif.us189.prol:    ; preds = %for.body.2.endif.endif.endif.endif.us189.prol.preheader, %for.body.2.endif.endif.endif.endif.us189.prol
  %lsr.iv1026 = phi i64 [ %xtraiter798, %for.body.2.endif.endif.endif.endif.us189.prol.preheader ], [ %lsr.iv.next1027, %for.body.2.endif.endif.endif.endif.us189.prol ]
  %loop.index.2125.us185.prol = phi i64 [ %.674.us192.prol, %for.body.2.endif.endif.endif.endif.us189.prol ], [ %loop.index.2125.us185.ph, %for.body.2.endif.endif.endif.endif.us189.prol.preheader ]
  %.633.us186.prol = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.prol = load float, ptr %arg.c.4, align 4
  %.149.i.i154.prol = fmul float %.633.us186.prol, %.633.us186.prol
  %.149.i.1.i155.prol = fmul float %.149.i.i154.prol, %.149.i.i154.prol
  %.32.i156.prol = fmul float %.642.us187.prol, %.149.i.1.i155.prol
  %393 = shl i64 %loop.index.2125.us185.prol, 2
  %scevgep1025 = getelementptr i8, ptr %.6.i135, i64 %393
  store float %.32.i156.prol, ptr %scevgep1025, align 4
  %.674.us192.prol = add nuw i64 %loop.index.2125.us185.prol, 1
  %lsr.iv.next1027 = add nsw i64 %lsr.iv1026, -1
  %prol.iter800.cmp.not = icmp eq i64 %lsr.iv.next1027, 0
  br i1 %prol.iter800.cmp.not, label %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us189.prol, !llvm.loop !153

for.body.2.endif.endif.endif.endif.us189.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us189.prol, %for.body.2.endif.endif.endif.endif.us189.preheader
  %loop.index.2125.us185.unr = phi i64 [ %loop.index.2125.us185.ph, %for.body.2.endif.endif.endif.endif.us189.preheader ], [ %.674.us192.prol, %for.body.2.endif.endif.endif.endif.us189.prol ]
  %394 = sub nsw i64 %loop.index.2125.us185.ph, %dest_shape.196.sroa.5.1
  %395 = icmp ugt i64 %394, -8
  br i1 %395, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189.preheader816

for.body.2.endif.endif.endif.endif.us189.preheader816: ; preds = %for.body.2.endif.endif.endif.endif.us189.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us189

for.body.2.endif.endif.endif.endif.us189:         ; preds = %for.body.2.endif.endif.endif.endif.us189.preheader816, %for.body.2.endif.endif.endif.endif.us189
  %loop.index.2125.us185 = phi i64 [ %.674.us192.7, %for.body.2.endif.endif.endif.endif.us189 ], [ %loop.index.2125.us185.unr, %for.body.2.endif.endif.endif.endif.us189.preheader816 ]
  %.633.us186 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187 = load float, ptr %arg.c.4, align 4
  %.149.i.i154 = fmul float %.633.us186, %.633.us186
  %.149.i.1.i155 = fmul float %.149.i.i154, %.149.i.i154
  %.32.i156 = fmul float %.642.us187, %.149.i.1.i155
  %sunkaddr2011 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2012 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2011
  store float %.32.i156, ptr %sunkaddr2012, align 4
  %.633.us186.1 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.1 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.1 = fmul float %.633.us186.1, %.633.us186.1
  %.149.i.1.i155.1 = fmul float %.149.i.i154.1, %.149.i.i154.1
  %.32.i156.1 = fmul float %.642.us187.1, %.149.i.1.i155.1
  %sunkaddr2013 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2014 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, ptr %sunkaddr2014, i64 4
  store float %.32.i156.1, ptr %sunkaddr2015, align 4
  %.633.us186.2 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.2 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.2 = fmul float %.633.us186.2, %.633.us186.2
  %.149.i.1.i155.2 = fmul float %.149.i.i154.2, %.149.i.i154.2
  %.32.i156.2 = fmul float %.642.us187.2, %.149.i.1.i155.2
  %sunkaddr2016 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2017 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, ptr %sunkaddr2017, i64 8
  store float %.32.i156.2, ptr %sunkaddr2018, align 4
  %.633.us186.3 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.3 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.3 = fmul float %.633.us186.3, %.633.us186.3
  %.149.i.1.i155.3 = fmul float %.149.i.i154.3, %.149.i.i154.3
  %.32.i156.3 = fmul float %.642.us187.3, %.149.i.1.i155.3
  %sunkaddr2019 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2020 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, ptr %sunkaddr2020, i64 12
  store float %.32.i156.3, ptr %sunkaddr2021, align 4
  %.633.us186.4 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.4 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.4 = fmul float %.633.us186.4, %.633.us186.4
  %.149.i.1.i155.4 = fmul float %.149.i.i154.4, %.149.i.i154.4
  %.32.i156.4 = fmul float %.642.us187.4, %.149.i.1.i155.4
  %sunkaddr2022 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2023 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, ptr %sunkaddr2023, i64 16
  store float %.32.i156.4, ptr %sunkaddr2024, align 4
  %.633.us186.5 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.5 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.5 = fmul float %.633.us186.5, %.633.us186.5
  %.149.i.1.i155.5 = fmul float %.149.i.i154.5, %.149.i.i154.5
  %.32.i156.5 = fmul float %.642.us187.5, %.149.i.1.i155.5
  %sunkaddr2025 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2026 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, ptr %sunkaddr2026, i64 20
  store float %.32.i156.5, ptr %sunkaddr2027, align 4
  %.633.us186.6 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.6 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.6 = fmul float %.633.us186.6, %.633.us186.6
  %.149.i.1.i155.6 = fmul float %.149.i.i154.6, %.149.i.i154.6
  %.32.i156.6 = fmul float %.642.us187.6, %.149.i.1.i155.6
  %sunkaddr2028 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2029 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, ptr %sunkaddr2029, i64 24
  store float %.32.i156.6, ptr %sunkaddr2030, align 4
  %.633.us186.7 = load float, ptr %.52.fca.1.4.load, align 4
  %.642.us187.7 = load float, ptr %arg.c.4, align 4
  %.149.i.i154.7 = fmul float %.633.us186.7, %.633.us186.7
  %.149.i.1.i155.7 = fmul float %.149.i.i154.7, %.149.i.i154.7
  %.32.i156.7 = fmul float %.642.us187.7, %.149.i.1.i155.7
  %sunkaddr2031 = mul i64 %loop.index.2125.us185, 4
  %sunkaddr2032 = getelementptr i8, ptr %.6.i135, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, ptr %sunkaddr2032, i64 28
  store float %.32.i156.7, ptr %sunkaddr2033, align 4
  %.674.us192.7 = add nuw nsw i64 %loop.index.2125.us185, 8
  %exitcond302.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us192.7
  br i1 %exitcond302.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189, !llvm.loop !154

for.end.endif.endif.endif.endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.body.2.endif.endif.endif.endif.us189, %for.body.2.endif.endif.endif.endif.us161.us.us, %for.body.2.endif.endif.endif.endif.us136.us.us, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us, %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, %vec.epilog.middle.block376, %middle.block362, %vec.epilog.middle.block335, %middle.block320, %vec.epilog.middle.block289, %middle.block274, %vec.epilog.middle.block, %middle.block, %for.cond.2.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  tail call void @NRT_decref(ptr %.52.fca.1.0.load)
  store float 0.000000e+00, ptr %.686, align 4
  %.694 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.686, ptr nonnull %excinfo.11, ptr nonnull %.7.i.i128, ptr null, i64 %.524, i64 4, ptr %.6.i135, i64 %.52.fca.1.5.0.load.fr, i64 %dest_shape.196.sroa.5.1, i64 %.527, i64 4)
  %cond176 = icmp eq i32 %.694, 0
  br i1 %cond176, label %for.end.1.endif, label %for.end.1.if.if, !prof !0

for.end.1.endif:                                  ; preds = %for.end.1
  %.704 = load float, ptr %.686, align 4
  tail call void @NRT_decref(ptr nonnull %.7.i.i128)
  %.719 = fpext float %.704 to double
  %.720 = fadd double %.72.0.lcssa.i, %.719
  store double %.720, ptr %retptr, align 8
  br label %common.ret

for.end.1.if.if:                                  ; preds = %for.end.1
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.eigh_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE")
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
  %.54 = icmp ne i64 %.53, 4
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
  %.77 = call i32 @_ZN7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 4, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels8eigh_f32B3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B256.endif.endif.endif.endif.if.if, %B256.endif.endif.endif.endif.endif, %B256.endif.endif.endif.if, %B256.if.if, %B132.endif.endif.if.if, %B132.endif.if.if, %B132.if.if, %B248, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B248 ], [ 1, %B132.if.if ], [ 1, %B132.endif.if.if ], [ 1, %B132.endif.endif.if.if ], [ 1, %B256.if.if ], [ 1, %B256.endif.endif.endif.if ], [ 0, %B256.endif.endif.endif.endif.endif ], [ 1, %B256.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B132:                                             ; preds = %B0
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B132
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B132 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B132 ]
  br i1 %.158146.in.i, label %B132.endif, label %B44.endif.i, !prof !10

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr float, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !10
  %.262.i = load float, ptr %.179.i, align 4, !noalias !155
  %.271.le.i = fsub float %.262.i, %.262.i
  %.272.le.i = fcmp ord float %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B132.if.if

B248:                                             ; preds = %B132.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack307, i8 0, i64 16, i1 false)
  store i64 4, ptr %retptr.repack311, align 8
  %retptr.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack313, align 8
  %retptr.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 0, ptr %retptr.repack315, align 8
  %retptr.repack317 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 4, ptr %retptr.repack317, align 8
  %retptr.repack305 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store ptr %.45.fca.0.load.i, ptr %retptr.repack305, align 8
  %retptr.repack305.repack319 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store ptr %.45.fca.1.load.i, ptr %retptr.repack305.repack319, align 8
  %retptr.repack305.repack321 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store i64 %.45.fca.2.load.i, ptr %retptr.repack305.repack321, align 8
  %retptr.repack305.repack323 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store i64 %.45.fca.3.load.i, ptr %retptr.repack305.repack323, align 8
  %retptr.repack305.repack325 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store ptr %.45.fca.4.load.i, ptr %retptr.repack305.repack325, align 8
  %retptr.repack305.repack327 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 %.45.fca.5.0.load.i, ptr %retptr.repack305.repack327, align 8
  %retptr.repack305.repack327.repack331 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store i64 %.45.fca.5.1.load.i, ptr %retptr.repack305.repack327.repack331, align 8
  %retptr.repack305.repack329 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.45.fca.6.0.load.i, ptr %retptr.repack305.repack329, align 8
  %retptr.repack305.repack329.repack333 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 %.45.fca.6.1.load.i, ptr %retptr.repack305.repack329.repack333, align 8
  br label %common.ret

B256:                                             ; preds = %B132.endif.endif.endif
  %.334 = tail call i32 @numba_ez_xxxevd(i8 115, i8 86, i8 76, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.334, 0
  br i1 %.9.not.i, label %B256.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B256
  %.13.i = icmp slt i32 %.334, 0
  br i1 %.13.i, label %B28.i, label %B256.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !159
  br label %B256.if.if

B132.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !163
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !163
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !163
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !163
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B132.endif.endif, label %B132.endif.if.if, !prof !0

B132.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 64
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 56
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 24
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 8
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !163
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !163
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !163
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !163
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !163
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !163
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !163
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !163
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !163
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !163
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B132.endif.endif.if.if, label %B0.endif.endif.i, !prof !10

B0.endif.endif.i:                                 ; preds = %B132.endif.endif
  %.31.i = icmp samesign ugt i64 %arg.a.5.0, 2305843009213693951
  br i1 %.31.i, label %B132.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !167
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B132.endif.endif.if.if, label %B132.endif.endif.endif, !prof !10

B132.endif.if.if:                                 ; preds = %B132.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !163
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !177
  %.207 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.207, label %B248, label %B256

B132.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B132.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B132.endif.endif ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B256.if.if:                                       ; preds = %B28.i, %B16.i
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B256.endif.endif.if:                              ; preds = %B256
  %.396 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @.dtor.list.int64)
  %.397 = icmp eq ptr %.396, null
  br i1 %.397, label %B256.endif.endif.endif.if, label %B256.endif.endif.endif.endif, !prof !10

B256.endif.endif.endif.if:                        ; preds = %B256.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B256.endif.endif.endif.endif:                     ; preds = %B256.endif.endif.if
  %.5.i = getelementptr i8, ptr %.396, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.409 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 2, ptr %.409, align 8
  %.6.i9 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i9, align 8
  %.6.i11 = load ptr, ptr %.5.i, align 8
  %.421 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 16
  store i8 0, ptr %.421, align 1
  %.6.i13 = load ptr, ptr %.5.i, align 8
  %.434 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.434, i8 0, i64 16, i1 false)
  %.6.i15 = load ptr, ptr %.5.i, align 8
  store i64 2, ptr %.6.i15, align 8
  %.6.i17 = load ptr, ptr %.5.i, align 8
  %.474 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  store i64 %.45.fca.2.load.i, ptr %.474, align 8
  %.6.i19 = load ptr, ptr %.5.i, align 8
  %.489 = getelementptr i8, ptr %.6.i19, i64 32
  store i64 %arg.a.5.0, ptr %.489, align 8
  %.6.i.i21 = load ptr, ptr %.5.i, align 8, !noalias !178
  %.26.i = load i64, ptr %.6.i.i21, align 8, !noalias !178
  %.27.i22 = icmp slt i64 %.26.i, 1
  br i1 %.27.i22, label %B256.endif.endif.endif.endif.if.if, label %B256.endif.endif.endif.endif.endif, !prof !10

B256.endif.endif.endif.endif.endif:               ; preds = %B256.endif.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack277 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack277, align 8
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack283, align 8
  %retptr.repack285 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack285, align 8
  %retptr.repack287 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 4, ptr %retptr.repack287, align 8
  %retptr.repack275 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store ptr %.45.fca.0.load.i, ptr %retptr.repack275, align 8
  %retptr.repack275.repack289 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store ptr %.45.fca.1.load.i, ptr %retptr.repack275.repack289, align 8
  %retptr.repack275.repack291 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store i64 %.45.fca.2.load.i, ptr %retptr.repack275.repack291, align 8
  %retptr.repack275.repack293 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store i64 %.45.fca.3.load.i, ptr %retptr.repack275.repack293, align 8
  %retptr.repack275.repack295 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store ptr %.45.fca.4.load.i, ptr %retptr.repack275.repack295, align 8
  %retptr.repack275.repack297 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 %.45.fca.5.0.load.i, ptr %retptr.repack275.repack297, align 8
  %retptr.repack275.repack297.repack301 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store i64 %.45.fca.5.1.load.i, ptr %retptr.repack275.repack297.repack301, align 8
  %retptr.repack275.repack299 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.45.fca.6.0.load.i, ptr %retptr.repack275.repack299, align 8
  %retptr.repack275.repack299.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 %.45.fca.6.1.load.i, ptr %retptr.repack275.repack299.repack303, align 8
  tail call void @NRT_decref(ptr nonnull %.396)
  br label %common.ret

B256.endif.endif.endif.endif.if.if:               ; preds = %B256.endif.endif.endif.endif
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

declare i32 @numba_ez_xxxevd(i8, i8, i8, i64, ptr, i64, ptr) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %0 = add i64 %.43, -2305843009213693952
  %.49 = icmp ult i64 %0, -4611686018427387904
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !10

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !182
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
  %wide.load = load <16 x float>, ptr %scevgep37, align 4, !alias.scope !189
  %wide.load8 = load <16 x float>, ptr %scevgep35, align 4, !alias.scope !189
  %wide.load9 = load <16 x float>, ptr %scevgep11, align 4, !alias.scope !189
  %wide.load10 = load <16 x float>, ptr %scevgep36, align 4, !alias.scope !189
  %10 = shl i64 %index, 2
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 2
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <16 x float> %wide.load, ptr %scevgep27, align 4, !alias.scope !192, !noalias !189
  store <16 x float> %wide.load8, ptr %scevgep8, align 4, !alias.scope !192, !noalias !189
  store <16 x float> %wide.load9, ptr %scevgep5, align 4, !alias.scope !192, !noalias !189
  store <16 x float> %wide.load10, ptr %scevgep26, align 4, !alias.scope !192, !noalias !189
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !194

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 56
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !98

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 2
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <8 x float>, ptr %scevgep43, align 4, !alias.scope !189
  store <8 x float> %wide.load14, ptr %scevgep40, align 4, !alias.scope !192, !noalias !189
  %index.next15 = add nuw i64 %index13, 8
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !195

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !196

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !197

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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !198
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !198

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !199

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !71, !llvm.loop !200

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !201, !llvm.loop !202

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !204

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !62

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !63

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !67, !llvm.loop !205

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !69

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !74, !llvm.loop !206

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !70

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !71, !llvm.loop !200

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 2
  %.137.neg.us = mul i64 %arg.a.5.1, -4
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !207

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !62

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !208

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !71, !llvm.loop !200

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !71, !llvm.loop !200

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !209, !llvm.loop !210

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !63

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !67, !llvm.loop !212

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !69

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !74, !llvm.loop !213

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !70

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !71, !llvm.loop !200

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !63

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !67, !llvm.loop !214

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !69

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !74, !llvm.loop !215

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !70

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !71, !llvm.loop !200

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !216, !llvm.loop !217
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
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = !{!32}
!32 = distinct !{!32, !28}
!33 = !{!27, !30}
!34 = distinct !{!34, !20, !21}
!35 = distinct !{!35, !20, !21}
!36 = distinct !{!36, !25}
!37 = distinct !{!37, !20}
!38 = distinct !{!38, !20}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!43, !40}
!47 = distinct !{!47, !20, !21}
!48 = distinct !{!48, !20, !21}
!49 = distinct !{!49, !25}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = !{!56}
!56 = distinct !{!56, !52}
!57 = !{!51, !54}
!58 = distinct !{!58, !20, !21}
!59 = distinct !{!59, !20, !21}
!60 = distinct !{!60, !25}
!61 = distinct !{!61, !20}
!62 = !{!"branch_weights", i32 146201250, i32 2001282398}
!63 = !{!"branch_weights", i32 127, i32 1}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!67 = !{!"branch_weights", i32 1, i32 1}
!68 = distinct !{!68, !25}
!69 = !{!"branch_weights", i32 1, i32 127}
!70 = !{!"branch_weights", i32 277993707, i32 1869489941}
!71 = !{!"branch_weights", i32 542333185, i32 1605150463}
!72 = distinct !{!72, !73, !25}
!73 = !{!"llvm.loop.estimated_trip_count", i32 4}
!74 = !{!"branch_weights", i32 166258294, i32 1981225354}
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.estimated_trip_count", i32 3}
!77 = distinct !{!77, !20}
!78 = !{!79, !81, !82, !84}
!79 = distinct !{!79, !80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!81 = distinct !{!81, !80, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!85 = distinct !{!85, !20}
!86 = distinct !{!86, !25}
!87 = distinct !{!87, !20}
!88 = distinct !{!88, !25}
!89 = !{!90}
!90 = distinct !{!90, !91}
!91 = distinct !{!91, !"LVerDomain"}
!92 = !{!93}
!93 = distinct !{!93, !91}
!94 = !{!95}
!95 = distinct !{!95, !91}
!96 = !{!90, !93}
!97 = distinct !{!97, !20, !21}
!98 = !{!"branch_weights", i32 8, i32 56}
!99 = distinct !{!99, !20, !21}
!100 = distinct !{!100, !25}
!101 = distinct !{!101, !20}
!102 = !{!103}
!103 = distinct !{!103, !104}
!104 = distinct !{!104, !"LVerDomain"}
!105 = !{!106}
!106 = distinct !{!106, !104}
!107 = !{!108}
!108 = distinct !{!108, !104}
!109 = !{!106, !103}
!110 = distinct !{!110, !20, !21}
!111 = !{!"branch_weights", i32 4, i32 60}
!112 = distinct !{!112, !20, !21}
!113 = distinct !{!113, !25}
!114 = distinct !{!114, !20}
!115 = distinct !{!115, !20, !21}
!116 = distinct !{!116, !20, !21}
!117 = distinct !{!117, !25}
!118 = distinct !{!118, !20}
!119 = !{!120}
!120 = distinct !{!120, !121}
!121 = distinct !{!121, !"LVerDomain"}
!122 = !{!123}
!123 = distinct !{!123, !121}
!124 = !{!125}
!125 = distinct !{!125, !121}
!126 = !{!123, !120}
!127 = distinct !{!127, !20, !21}
!128 = distinct !{!128, !20, !21}
!129 = distinct !{!129, !25}
!130 = distinct !{!130, !20}
!131 = !{!132}
!132 = distinct !{!132, !133}
!133 = distinct !{!133, !"LVerDomain"}
!134 = !{!135}
!135 = distinct !{!135, !133}
!136 = !{!137}
!137 = distinct !{!137, !133}
!138 = !{!132, !135}
!139 = distinct !{!139, !20, !21}
!140 = distinct !{!140, !20, !21}
!141 = distinct !{!141, !25}
!142 = distinct !{!142, !20}
!143 = !{!144}
!144 = distinct !{!144, !145}
!145 = distinct !{!145, !"LVerDomain"}
!146 = !{!147}
!147 = distinct !{!147, !145}
!148 = !{!149}
!149 = distinct !{!149, !145}
!150 = !{!147, !144}
!151 = distinct !{!151, !20, !21}
!152 = distinct !{!152, !20, !21}
!153 = distinct !{!153, !25}
!154 = distinct !{!154, !20}
!155 = !{!156, !158}
!156 = distinct !{!156, !157, !"_ZN5numba2np6linalg20_check_finite_matrixB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!157 = distinct !{!157, !"_ZN5numba2np6linalg20_check_finite_matrixB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!158 = distinct !{!158, !157, !"_ZN5numba2np6linalg20_check_finite_matrixB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!159 = !{!160, !162}
!160 = distinct !{!160, !161, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!161 = distinct !{!161, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!162 = distinct !{!162, !161, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!163 = !{!164, !166}
!164 = distinct !{!164, !165, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!165 = distinct !{!165, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!166 = distinct !{!166, !165, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!167 = !{!168, !170, !171, !173, !174, !176}
!168 = distinct !{!168, !169, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!169 = distinct !{!169, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!170 = distinct !{!170, !169, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!171 = distinct !{!171, !172, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!172 = distinct !{!172, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!173 = distinct !{!173, !172, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!174 = distinct !{!174, !175, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %retptr"}
!175 = distinct !{!175, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29"}
!176 = distinct !{!176, !175, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %excinfo"}
!177 = !{!174, !176}
!178 = !{!179, !181}
!179 = distinct !{!179, !180, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!180 = distinct !{!180, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!181 = distinct !{!181, !180, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!182 = !{!183, !185, !186, !188}
!183 = distinct !{!183, !184, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!184 = distinct !{!184, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!185 = distinct !{!185, !184, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!186 = distinct !{!186, !187, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!187 = distinct !{!187, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!188 = distinct !{!188, !187, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!189 = !{!190}
!190 = distinct !{!190, !191}
!191 = distinct !{!191, !"LVerDomain"}
!192 = !{!193}
!193 = distinct !{!193, !191}
!194 = distinct !{!194, !20, !21}
!195 = distinct !{!195, !20, !21}
!196 = distinct !{!196, !25}
!197 = distinct !{!197, !20}
!198 = !{!"branch_weights", i32 16129, i32 255}
!199 = !{!"branch_weights", i32 553201332, i32 1594282316}
!200 = distinct !{!200, !73, !25}
!201 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!202 = distinct !{!202, !203, !25}
!203 = !{!"llvm.loop.estimated_trip_count", i32 2}
!204 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!205 = distinct !{!205, !25}
!206 = distinct !{!206, !76}
!207 = !{!"branch_weights", i32 21522287, i32 2125961361}
!208 = !{!"branch_weights", i32 125941159, i32 2021542489}
!209 = !{!"branch_weights", i32 166258296, i32 1981225352}
!210 = distinct !{!210, !211}
!211 = !{!"llvm.loop.estimated_trip_count", i32 12}
!212 = distinct !{!212, !25}
!213 = distinct !{!213, !76}
!214 = distinct !{!214, !25}
!215 = distinct !{!215, !76}
!216 = !{!"branch_weights", i32 42828876, i32 2104654772}
!217 = distinct !{!217, !218}
!218 = !{!"llvm.loop.estimated_trip_count", i32 50}
