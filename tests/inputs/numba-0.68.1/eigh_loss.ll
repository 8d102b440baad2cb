; ModuleID = 'eigh_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.eigh_loss = internal constant [10 x i8] c"eigh_loss\00"
@_ZN08NumbaEnv7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [162 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0 = internal constant [134 x i8] c"\80\04\95{\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\09eigh_impl\94\8C\12numba/np/linalg.py\94M\7F\05\87\94\87\94."
@.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0.sha1 = internal constant [20 x i8] c"\1F*2\ED\E0\B2_\85\C7#\AA\FA\F4\FF\0A\D6\C1s\8D\E0"
@.const.picklebuf.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0, i32 134, ptr @.const.pickledata.1f2a32ede0b25f85c723aafaf4ff0ad6c1738de0.sha1, ptr null, i32 0 }
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
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff052bc46d0B3v22B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff052bc6690B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
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
  %.686 = alloca double, align 8
  store double 0.000000e+00, ptr %.686, align 8
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %.34, i8 0, i64 128, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
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
  %const1452 = bitcast i64 -1152921504606846976 to i64
  %const1451 = bitcast i64 -2305843009213693952 to i64
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
  %0 = add i64 %dest_shape.1, %const1452
  %.255 = icmp ult i64 %0, %const1451
  br i1 %.255, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i54
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i58
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i63, %B150.i58
  %dest_shape.1203 = phi i64 [ %dest_shape.1, %B150.i58 ], [ 1, %B128.i63 ]
  %.254 = shl nsw i64 %dest_shape.1203, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.254, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.325100 = icmp sgt i64 %dest_shape.1203, 0
  br i1 %.325100, label %for.body.lr.ph, label %for.end.thread161

for.end.thread161:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.0.0.load)
  br label %B128.i98

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const1445 = bitcast i64 9223372036854775776 to i64
  %.327 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %.327, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %1, label %iter.check519, label %iter.check478

iter.check478:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1203, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck465

vector.memcheck465:                               ; preds = %iter.check478
  %3 = shl i64 %dest_shape.1203, 3
  %scevgep466 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep467 = getelementptr i8, ptr %arg.c.4, i64 %3
  %scevgep468 = getelementptr i8, ptr %.52.fca.0.4.load, i64 8
  %bound0469 = icmp ult ptr %.6.i, %scevgep467
  %bound1470 = icmp ult ptr %arg.c.4, %scevgep466
  %found.conflict471 = and i1 %bound0469, %bound1470
  %bound0472 = icmp ult ptr %.6.i, %scevgep468
  %bound1473 = icmp ult ptr %.52.fca.0.4.load, %scevgep466
  %found.conflict474 = and i1 %bound0472, %bound1473
  %conflict.rdx475 = or i1 %found.conflict471, %found.conflict474
  br i1 %conflict.rdx475, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check480

vector.main.loop.iter.check480:                   ; preds = %vector.memcheck465
  %min.iters.check479 = icmp ult i64 %dest_shape.1203, 32
  br i1 %min.iters.check479, label %vec.epilog.ph499, label %vector.ph481

vector.ph481:                                     ; preds = %vector.main.loop.iter.check480
  %n.vec483 = and i64 %dest_shape.1203, %const1445
  %4 = load double, ptr %.52.fca.0.4.load, align 8, !alias.scope !11
  %5 = fadd double %4, 3.000000e+00
  %.scalar = fmul double %5, %5
  %6 = insertelement <8 x double> poison, double %.scalar, i64 0
  %7 = shufflevector <8 x double> %6, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body486

vector.body486:                                   ; preds = %vector.body486, %vector.ph481
  %index487 = phi i64 [ 0, %vector.ph481 ], [ %index.next492, %vector.body486 ]
  %sunkaddr = mul i64 %index487, 8
  %sunkaddr1453 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr
  %wide.load488 = load <8 x double>, ptr %sunkaddr1453, align 8, !alias.scope !14
  %sunkaddr1454 = mul i64 %index487, 8
  %sunkaddr1455 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1454
  %sunkaddr1456 = getelementptr i8, ptr %sunkaddr1455, i64 64
  %wide.load489 = load <8 x double>, ptr %sunkaddr1456, align 8, !alias.scope !14
  %sunkaddr1457 = mul i64 %index487, 8
  %sunkaddr1458 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1457
  %sunkaddr1459 = getelementptr i8, ptr %sunkaddr1458, i64 128
  %wide.load490 = load <8 x double>, ptr %sunkaddr1459, align 8, !alias.scope !14
  %sunkaddr1460 = mul i64 %index487, 8
  %sunkaddr1461 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1460
  %sunkaddr1462 = getelementptr i8, ptr %sunkaddr1461, i64 192
  %wide.load491 = load <8 x double>, ptr %sunkaddr1462, align 8, !alias.scope !14
  %8 = fmul <8 x double> %wide.load488, %7
  %9 = fmul <8 x double> %wide.load489, %7
  %10 = fmul <8 x double> %wide.load490, %7
  %11 = fmul <8 x double> %wide.load491, %7
  %12 = fmul <8 x double> %wide.load488, %8
  %13 = fmul <8 x double> %wide.load489, %9
  %14 = fmul <8 x double> %wide.load490, %10
  %15 = fmul <8 x double> %wide.load491, %11
  %sunkaddr1463 = mul i64 %index487, 8
  %sunkaddr1464 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1463
  store <8 x double> %12, ptr %sunkaddr1464, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1465 = mul i64 %index487, 8
  %sunkaddr1466 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, ptr %sunkaddr1466, i64 64
  store <8 x double> %13, ptr %sunkaddr1467, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1468 = mul i64 %index487, 8
  %sunkaddr1469 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, ptr %sunkaddr1469, i64 128
  store <8 x double> %14, ptr %sunkaddr1470, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1471 = mul i64 %index487, 8
  %sunkaddr1472 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, ptr %sunkaddr1472, i64 192
  store <8 x double> %15, ptr %sunkaddr1473, align 8, !alias.scope !16, !noalias !18
  %index.next492 = add nuw i64 %index487, 32
  %16 = icmp eq i64 %n.vec483, %index.next492
  br i1 %16, label %middle.block493, label %vector.body486, !llvm.loop !19

middle.block493:                                  ; preds = %vector.body486
  %cmp.n494 = icmp eq i64 %dest_shape.1203, %n.vec483
  br i1 %cmp.n494, label %.89.endif.preheader.i, label %vec.epilog.iter.check497

vec.epilog.iter.check497:                         ; preds = %middle.block493
  %17 = and i64 %dest_shape.1203, 28
  %min.epilog.iters.check498 = icmp eq i64 %17, 0
  br i1 %min.epilog.iters.check498, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph499, !prof !22

vec.epilog.ph499:                                 ; preds = %vector.main.loop.iter.check480, %vec.epilog.iter.check497
  %vec.epilog.resume.val495 = phi i64 [ %n.vec483, %vec.epilog.iter.check497 ], [ 0, %vector.main.loop.iter.check480 ]
  %const_mat1447 = add i64 %const1445, 28
  %n.vec501 = and i64 %dest_shape.1203, %const_mat1447
  %18 = load double, ptr %.52.fca.0.4.load, align 8, !alias.scope !11
  %19 = fadd double %18, 3.000000e+00
  %.scalar744 = fmul double %19, %19
  %20 = insertelement <4 x double> poison, double %.scalar744, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body504

vec.epilog.vector.body504:                        ; preds = %vec.epilog.vector.body504, %vec.epilog.ph499
  %index505 = phi i64 [ %vec.epilog.resume.val495, %vec.epilog.ph499 ], [ %index.next507, %vec.epilog.vector.body504 ]
  %22 = shl i64 %index505, 3
  %scevgep1333 = getelementptr i8, ptr %arg.c.4, i64 %22
  %wide.load506 = load <4 x double>, ptr %scevgep1333, align 8, !alias.scope !14
  %23 = fmul <4 x double> %wide.load506, %21
  %24 = fmul <4 x double> %wide.load506, %23
  %25 = shl i64 %index505, 3
  %scevgep1332 = getelementptr i8, ptr %.6.i, i64 %25
  store <4 x double> %24, ptr %scevgep1332, align 8, !alias.scope !16, !noalias !18
  %index.next507 = add nuw i64 %index505, 4
  %26 = icmp eq i64 %n.vec501, %index.next507
  br i1 %26, label %vec.epilog.middle.block508, label %vec.epilog.vector.body504, !llvm.loop !23

vec.epilog.middle.block508:                       ; preds = %vec.epilog.vector.body504
  %cmp.n509 = icmp eq i64 %dest_shape.1203, %n.vec501
  br i1 %cmp.n509, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck465, %iter.check478, %vec.epilog.iter.check497, %vec.epilog.middle.block508
  %loop.index103.us.ph = phi i64 [ 0, %iter.check478 ], [ 0, %vector.memcheck465 ], [ %n.vec483, %vec.epilog.iter.check497 ], [ %n.vec501, %vec.epilog.middle.block508 ]
  %27 = sub nsw i64 %dest_shape.1203, %loop.index103.us.ph
  %xtraiter772 = and i64 %27, 7
  %lcmp.mod773.not = icmp eq i64 %xtraiter772, 0
  br i1 %lcmp.mod773.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv1330 = phi i64 [ %xtraiter772, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next1331, %for.body.endif.endif.endif.us.prol ]
  %loop.index103.us.prol = phi i64 [ %.373.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index103.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %28 = shl i64 %loop.index103.us.prol, 3
  %scevgep1329 = getelementptr i8, ptr %arg.c.4, i64 %28
  %.335.us.prol = load double, ptr %scevgep1329, align 8
  %.344.us.prol = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.prol = fadd double %.344.us.prol, 3.000000e+00
  %.147.i.i69.prol = fmul double %.6.i68.prol, %.6.i68.prol
  %.33.i70.prol = fmul double %.335.us.prol, %.147.i.i69.prol
  %.34.i71.prol = fmul double %.335.us.prol, %.33.i70.prol
  %29 = shl i64 %loop.index103.us.prol, 3
  %scevgep1328 = getelementptr i8, ptr %.6.i, i64 %29
  store double %.34.i71.prol, ptr %scevgep1328, align 8
  %.373.us.prol = add nuw i64 %loop.index103.us.prol, 1
  %lsr.iv.next1331 = add nsw i64 %lsr.iv1330, -1
  %prol.iter774.cmp.not = icmp eq i64 %lsr.iv.next1331, 0
  br i1 %prol.iter774.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index103.us.unr = phi i64 [ %loop.index103.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.373.us.prol, %for.body.endif.endif.endif.us.prol ]
  %30 = sub nsw i64 %loop.index103.us.ph, %dest_shape.1203
  %31 = icmp ugt i64 %30, -8
  br i1 %31, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader823

for.body.endif.endif.endif.us.preheader823:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check519:                                    ; preds = %for.body.lr.ph.split.us
  %32 = icmp ult i64 %dest_shape.1203, 4
  br i1 %32, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck511

vector.memcheck511:                               ; preds = %iter.check519
  %33 = ptrtoint ptr %.6.i to i64
  %34 = ptrtoint ptr %.52.fca.0.4.load to i64
  %35 = ptrtoint ptr %arg.c.4 to i64
  %36 = sub i64 %33, %35
  %diff.check513 = icmp ult i64 %36, 256
  %37 = sub i64 %33, %34
  %diff.check515 = icmp ult i64 %37, 256
  %conflict.rdx516 = or i1 %diff.check513, %diff.check515
  br i1 %conflict.rdx516, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check521

vector.main.loop.iter.check521:                   ; preds = %vector.memcheck511
  %min.iters.check520 = icmp ult i64 %dest_shape.1203, 32
  br i1 %min.iters.check520, label %vec.epilog.ph542, label %vector.ph522

vector.ph522:                                     ; preds = %vector.main.loop.iter.check521
  %n.vec524 = and i64 %dest_shape.1203, %const1445
  br label %vector.body525

vector.body525:                                   ; preds = %vector.body525, %vector.ph522
  %index526 = phi i64 [ 0, %vector.ph522 ], [ %index.next535, %vector.body525 ]
  %sunkaddr1474 = mul i64 %index526, 8
  %sunkaddr1475 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1474
  %wide.load527 = load <8 x double>, ptr %sunkaddr1475, align 8
  %sunkaddr1476 = mul i64 %index526, 8
  %sunkaddr1477 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, ptr %sunkaddr1477, i64 64
  %wide.load528 = load <8 x double>, ptr %sunkaddr1478, align 8
  %sunkaddr1479 = mul i64 %index526, 8
  %sunkaddr1480 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, ptr %sunkaddr1480, i64 128
  %wide.load529 = load <8 x double>, ptr %sunkaddr1481, align 8
  %sunkaddr1482 = mul i64 %index526, 8
  %sunkaddr1483 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, ptr %sunkaddr1483, i64 192
  %wide.load530 = load <8 x double>, ptr %sunkaddr1484, align 8
  %sunkaddr1485 = mul i64 %index526, 8
  %sunkaddr1486 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1485
  %wide.load531 = load <8 x double>, ptr %sunkaddr1486, align 8
  %sunkaddr1487 = mul i64 %index526, 8
  %sunkaddr1488 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1487
  %sunkaddr1489 = getelementptr i8, ptr %sunkaddr1488, i64 64
  %wide.load532 = load <8 x double>, ptr %sunkaddr1489, align 8
  %sunkaddr1490 = mul i64 %index526, 8
  %sunkaddr1491 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1490
  %sunkaddr1492 = getelementptr i8, ptr %sunkaddr1491, i64 128
  %wide.load533 = load <8 x double>, ptr %sunkaddr1492, align 8
  %sunkaddr1493 = mul i64 %index526, 8
  %sunkaddr1494 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1493
  %sunkaddr1495 = getelementptr i8, ptr %sunkaddr1494, i64 192
  %wide.load534 = load <8 x double>, ptr %sunkaddr1495, align 8
  %38 = fadd <8 x double> %wide.load531, splat (double 3.000000e+00)
  %39 = fadd <8 x double> %wide.load532, splat (double 3.000000e+00)
  %40 = fadd <8 x double> %wide.load533, splat (double 3.000000e+00)
  %41 = fadd <8 x double> %wide.load534, splat (double 3.000000e+00)
  %42 = fmul <8 x double> %38, %38
  %43 = fmul <8 x double> %39, %39
  %44 = fmul <8 x double> %40, %40
  %45 = fmul <8 x double> %41, %41
  %46 = fmul <8 x double> %wide.load527, %42
  %47 = fmul <8 x double> %wide.load528, %43
  %48 = fmul <8 x double> %wide.load529, %44
  %49 = fmul <8 x double> %wide.load530, %45
  %50 = fmul <8 x double> %wide.load527, %46
  %51 = fmul <8 x double> %wide.load528, %47
  %52 = fmul <8 x double> %wide.load529, %48
  %53 = fmul <8 x double> %wide.load530, %49
  %sunkaddr1496 = mul i64 %index526, 8
  %sunkaddr1497 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1496
  store <8 x double> %50, ptr %sunkaddr1497, align 8
  %sunkaddr1498 = mul i64 %index526, 8
  %sunkaddr1499 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1498
  %sunkaddr1500 = getelementptr i8, ptr %sunkaddr1499, i64 64
  store <8 x double> %51, ptr %sunkaddr1500, align 8
  %sunkaddr1501 = mul i64 %index526, 8
  %sunkaddr1502 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, ptr %sunkaddr1502, i64 128
  store <8 x double> %52, ptr %sunkaddr1503, align 8
  %sunkaddr1504 = mul i64 %index526, 8
  %sunkaddr1505 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, ptr %sunkaddr1505, i64 192
  store <8 x double> %53, ptr %sunkaddr1506, align 8
  %index.next535 = add nuw i64 %index526, 32
  %54 = icmp eq i64 %n.vec524, %index.next535
  br i1 %54, label %middle.block536, label %vector.body525, !llvm.loop !26

middle.block536:                                  ; preds = %vector.body525
  %cmp.n537 = icmp eq i64 %dest_shape.1203, %n.vec524
  br i1 %cmp.n537, label %.89.endif.preheader.i, label %vec.epilog.iter.check540

vec.epilog.iter.check540:                         ; preds = %middle.block536
  %55 = and i64 %dest_shape.1203, 28
  %min.epilog.iters.check541 = icmp eq i64 %55, 0
  br i1 %min.epilog.iters.check541, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph542, !prof !22

vec.epilog.ph542:                                 ; preds = %vector.main.loop.iter.check521, %vec.epilog.iter.check540
  %vec.epilog.resume.val538 = phi i64 [ %n.vec524, %vec.epilog.iter.check540 ], [ 0, %vector.main.loop.iter.check521 ]
  %const_mat1448 = add i64 %const1445, 28
  %n.vec544 = and i64 %dest_shape.1203, %const_mat1448
  br label %vec.epilog.vector.body545

vec.epilog.vector.body545:                        ; preds = %vec.epilog.vector.body545, %vec.epilog.ph542
  %index546 = phi i64 [ %vec.epilog.resume.val538, %vec.epilog.ph542 ], [ %index.next549, %vec.epilog.vector.body545 ]
  %56 = shl i64 %index546, 3
  %scevgep1271 = getelementptr i8, ptr %arg.c.4, i64 %56
  %wide.load547 = load <4 x double>, ptr %scevgep1271, align 8
  %57 = shl i64 %index546, 3
  %scevgep1270 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %57
  %wide.load548 = load <4 x double>, ptr %scevgep1270, align 8
  %58 = fadd <4 x double> %wide.load548, splat (double 3.000000e+00)
  %59 = fmul <4 x double> %58, %58
  %60 = fmul <4 x double> %wide.load547, %59
  %61 = fmul <4 x double> %wide.load547, %60
  %62 = shl i64 %index546, 3
  %scevgep1269 = getelementptr i8, ptr %.6.i, i64 %62
  store <4 x double> %61, ptr %scevgep1269, align 8
  %index.next549 = add nuw i64 %index546, 4
  %63 = icmp eq i64 %n.vec544, %index.next549
  br i1 %63, label %vec.epilog.middle.block550, label %vec.epilog.vector.body545, !llvm.loop !27

vec.epilog.middle.block550:                       ; preds = %vec.epilog.vector.body545
  %cmp.n551 = icmp eq i64 %dest_shape.1203, %n.vec544
  br i1 %cmp.n551, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck511, %iter.check519, %vec.epilog.iter.check540, %vec.epilog.middle.block550
  %loop.index103.us.us.ph = phi i64 [ 0, %iter.check519 ], [ 0, %vector.memcheck511 ], [ %n.vec524, %vec.epilog.iter.check540 ], [ %n.vec544, %vec.epilog.middle.block550 ]
  %64 = sub nsw i64 %dest_shape.1203, %loop.index103.us.us.ph
  %xtraiter775 = and i64 %64, 7
  %lcmp.mod776.not = icmp eq i64 %xtraiter775, 0
  br i1 %lcmp.mod776.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv1267 = phi i64 [ %xtraiter775, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next1268, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index103.us.us.prol = phi i64 [ %.373.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index103.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %65 = shl i64 %loop.index103.us.us.prol, 3
  %scevgep1266 = getelementptr i8, ptr %arg.c.4, i64 %65
  %.335.us.us.prol = load double, ptr %scevgep1266, align 8
  %66 = shl i64 %loop.index103.us.us.prol, 3
  %scevgep1265 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %66
  %.344.us.us.prol = load double, ptr %scevgep1265, align 8
  %.6.i67.prol = fadd double %.344.us.us.prol, 3.000000e+00
  %.147.i.i.prol = fmul double %.6.i67.prol, %.6.i67.prol
  %.33.i.prol = fmul double %.335.us.us.prol, %.147.i.i.prol
  %.34.i.prol = fmul double %.335.us.us.prol, %.33.i.prol
  %67 = shl i64 %loop.index103.us.us.prol, 3
  %scevgep1264 = getelementptr i8, ptr %.6.i, i64 %67
  store double %.34.i.prol, ptr %scevgep1264, align 8
  %.373.us.us.prol = add nuw i64 %loop.index103.us.us.prol, 1
  %lsr.iv.next1268 = add nsw i64 %lsr.iv1267, -1
  %prol.iter777.cmp.not = icmp eq i64 %lsr.iv.next1268, 0
  br i1 %prol.iter777.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index103.us.us.unr = phi i64 [ %loop.index103.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.373.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %68 = sub nsw i64 %loop.index103.us.us.ph, %dest_shape.1203
  %69 = icmp ugt i64 %68, -8
  br i1 %69, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader822

for.body.endif.endif.endif.us.us.preheader822:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader822, %for.body.endif.endif.endif.us.us
  %loop.index103.us.us = phi i64 [ %.373.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index103.us.us.unr, %for.body.endif.endif.endif.us.us.preheader822 ]
  %sunkaddr1507 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1508 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1507
  %.335.us.us = load double, ptr %sunkaddr1508, align 8
  %sunkaddr1509 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1510 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1509
  %.344.us.us = load double, ptr %sunkaddr1510, align 8
  %.6.i67 = fadd double %.344.us.us, 3.000000e+00
  %.147.i.i = fmul double %.6.i67, %.6.i67
  %.33.i = fmul double %.335.us.us, %.147.i.i
  %.34.i = fmul double %.335.us.us, %.33.i
  %sunkaddr1511 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1512 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1511
  store double %.34.i, ptr %sunkaddr1512, align 8
  %sunkaddr1513 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1514 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, ptr %sunkaddr1514, i64 8
  %.335.us.us.1 = load double, ptr %sunkaddr1515, align 8
  %sunkaddr1516 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1517 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, ptr %sunkaddr1517, i64 8
  %.344.us.us.1 = load double, ptr %sunkaddr1518, align 8
  %.6.i67.1 = fadd double %.344.us.us.1, 3.000000e+00
  %.147.i.i.1 = fmul double %.6.i67.1, %.6.i67.1
  %.33.i.1 = fmul double %.335.us.us.1, %.147.i.i.1
  %.34.i.1 = fmul double %.335.us.us.1, %.33.i.1
  %sunkaddr1519 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1520 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, ptr %sunkaddr1520, i64 8
  store double %.34.i.1, ptr %sunkaddr1521, align 8
  %sunkaddr1522 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1523 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, ptr %sunkaddr1523, i64 16
  %.335.us.us.2 = load double, ptr %sunkaddr1524, align 8
  %sunkaddr1525 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1526 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, ptr %sunkaddr1526, i64 16
  %.344.us.us.2 = load double, ptr %sunkaddr1527, align 8
  %.6.i67.2 = fadd double %.344.us.us.2, 3.000000e+00
  %.147.i.i.2 = fmul double %.6.i67.2, %.6.i67.2
  %.33.i.2 = fmul double %.335.us.us.2, %.147.i.i.2
  %.34.i.2 = fmul double %.335.us.us.2, %.33.i.2
  %sunkaddr1528 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1529 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, ptr %sunkaddr1529, i64 16
  store double %.34.i.2, ptr %sunkaddr1530, align 8
  %sunkaddr1531 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1532 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, ptr %sunkaddr1532, i64 24
  %.335.us.us.3 = load double, ptr %sunkaddr1533, align 8
  %sunkaddr1534 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1535 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, ptr %sunkaddr1535, i64 24
  %.344.us.us.3 = load double, ptr %sunkaddr1536, align 8
  %.6.i67.3 = fadd double %.344.us.us.3, 3.000000e+00
  %.147.i.i.3 = fmul double %.6.i67.3, %.6.i67.3
  %.33.i.3 = fmul double %.335.us.us.3, %.147.i.i.3
  %.34.i.3 = fmul double %.335.us.us.3, %.33.i.3
  %sunkaddr1537 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1538 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, ptr %sunkaddr1538, i64 24
  store double %.34.i.3, ptr %sunkaddr1539, align 8
  %sunkaddr1540 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1541 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, ptr %sunkaddr1541, i64 32
  %.335.us.us.4 = load double, ptr %sunkaddr1542, align 8
  %sunkaddr1543 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1544 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, ptr %sunkaddr1544, i64 32
  %.344.us.us.4 = load double, ptr %sunkaddr1545, align 8
  %.6.i67.4 = fadd double %.344.us.us.4, 3.000000e+00
  %.147.i.i.4 = fmul double %.6.i67.4, %.6.i67.4
  %.33.i.4 = fmul double %.335.us.us.4, %.147.i.i.4
  %.34.i.4 = fmul double %.335.us.us.4, %.33.i.4
  %sunkaddr1546 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1547 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, ptr %sunkaddr1547, i64 32
  store double %.34.i.4, ptr %sunkaddr1548, align 8
  %sunkaddr1549 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1550 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, ptr %sunkaddr1550, i64 40
  %.335.us.us.5 = load double, ptr %sunkaddr1551, align 8
  %sunkaddr1552 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1553 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1552
  %sunkaddr1554 = getelementptr i8, ptr %sunkaddr1553, i64 40
  %.344.us.us.5 = load double, ptr %sunkaddr1554, align 8
  %.6.i67.5 = fadd double %.344.us.us.5, 3.000000e+00
  %.147.i.i.5 = fmul double %.6.i67.5, %.6.i67.5
  %.33.i.5 = fmul double %.335.us.us.5, %.147.i.i.5
  %.34.i.5 = fmul double %.335.us.us.5, %.33.i.5
  %sunkaddr1555 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1556 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1555
  %sunkaddr1557 = getelementptr i8, ptr %sunkaddr1556, i64 40
  store double %.34.i.5, ptr %sunkaddr1557, align 8
  %sunkaddr1558 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1559 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1558
  %sunkaddr1560 = getelementptr i8, ptr %sunkaddr1559, i64 48
  %.335.us.us.6 = load double, ptr %sunkaddr1560, align 8
  %sunkaddr1561 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1562 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1561
  %sunkaddr1563 = getelementptr i8, ptr %sunkaddr1562, i64 48
  %.344.us.us.6 = load double, ptr %sunkaddr1563, align 8
  %.6.i67.6 = fadd double %.344.us.us.6, 3.000000e+00
  %.147.i.i.6 = fmul double %.6.i67.6, %.6.i67.6
  %.33.i.6 = fmul double %.335.us.us.6, %.147.i.i.6
  %.34.i.6 = fmul double %.335.us.us.6, %.33.i.6
  %sunkaddr1564 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1565 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1564
  %sunkaddr1566 = getelementptr i8, ptr %sunkaddr1565, i64 48
  store double %.34.i.6, ptr %sunkaddr1566, align 8
  %sunkaddr1567 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1568 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1567
  %sunkaddr1569 = getelementptr i8, ptr %sunkaddr1568, i64 56
  %.335.us.us.7 = load double, ptr %sunkaddr1569, align 8
  %sunkaddr1570 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1571 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1570
  %sunkaddr1572 = getelementptr i8, ptr %sunkaddr1571, i64 56
  %.344.us.us.7 = load double, ptr %sunkaddr1572, align 8
  %.6.i67.7 = fadd double %.344.us.us.7, 3.000000e+00
  %.147.i.i.7 = fmul double %.6.i67.7, %.6.i67.7
  %.33.i.7 = fmul double %.335.us.us.7, %.147.i.i.7
  %.34.i.7 = fmul double %.335.us.us.7, %.33.i.7
  %sunkaddr1573 = mul i64 %loop.index103.us.us, 8
  %sunkaddr1574 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1573
  %sunkaddr1575 = getelementptr i8, ptr %sunkaddr1574, i64 56
  store double %.34.i.7, ptr %sunkaddr1575, align 8
  %.373.us.us.7 = add nuw nsw i64 %loop.index103.us.us, 8
  %exitcond301.not.7 = icmp eq i64 %dest_shape.1203, %.373.us.us.7
  br i1 %exitcond301.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader823, %for.body.endif.endif.endif.us
  %loop.index103.us = phi i64 [ %.373.us.7, %for.body.endif.endif.endif.us ], [ %loop.index103.us.unr, %for.body.endif.endif.endif.us.preheader823 ]
  %sunkaddr1576 = mul i64 %loop.index103.us, 8
  %sunkaddr1577 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1576
  %.335.us = load double, ptr %sunkaddr1577, align 8
  %.344.us = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68 = fadd double %.344.us, 3.000000e+00
  %.147.i.i69 = fmul double %.6.i68, %.6.i68
  %.33.i70 = fmul double %.335.us, %.147.i.i69
  %.34.i71 = fmul double %.335.us, %.33.i70
  %sunkaddr1578 = mul i64 %loop.index103.us, 8
  %sunkaddr1579 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1578
  store double %.34.i71, ptr %sunkaddr1579, align 8
  %sunkaddr1580 = mul i64 %loop.index103.us, 8
  %sunkaddr1581 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1580
  %sunkaddr1582 = getelementptr i8, ptr %sunkaddr1581, i64 8
  %.335.us.1 = load double, ptr %sunkaddr1582, align 8
  %.344.us.1 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.1 = fadd double %.344.us.1, 3.000000e+00
  %.147.i.i69.1 = fmul double %.6.i68.1, %.6.i68.1
  %.33.i70.1 = fmul double %.335.us.1, %.147.i.i69.1
  %.34.i71.1 = fmul double %.335.us.1, %.33.i70.1
  %sunkaddr1583 = mul i64 %loop.index103.us, 8
  %sunkaddr1584 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1583
  %sunkaddr1585 = getelementptr i8, ptr %sunkaddr1584, i64 8
  store double %.34.i71.1, ptr %sunkaddr1585, align 8
  %sunkaddr1586 = mul i64 %loop.index103.us, 8
  %sunkaddr1587 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1586
  %sunkaddr1588 = getelementptr i8, ptr %sunkaddr1587, i64 16
  %.335.us.2 = load double, ptr %sunkaddr1588, align 8
  %.344.us.2 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.2 = fadd double %.344.us.2, 3.000000e+00
  %.147.i.i69.2 = fmul double %.6.i68.2, %.6.i68.2
  %.33.i70.2 = fmul double %.335.us.2, %.147.i.i69.2
  %.34.i71.2 = fmul double %.335.us.2, %.33.i70.2
  %sunkaddr1589 = mul i64 %loop.index103.us, 8
  %sunkaddr1590 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1589
  %sunkaddr1591 = getelementptr i8, ptr %sunkaddr1590, i64 16
  store double %.34.i71.2, ptr %sunkaddr1591, align 8
  %sunkaddr1592 = mul i64 %loop.index103.us, 8
  %sunkaddr1593 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1592
  %sunkaddr1594 = getelementptr i8, ptr %sunkaddr1593, i64 24
  %.335.us.3 = load double, ptr %sunkaddr1594, align 8
  %.344.us.3 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.3 = fadd double %.344.us.3, 3.000000e+00
  %.147.i.i69.3 = fmul double %.6.i68.3, %.6.i68.3
  %.33.i70.3 = fmul double %.335.us.3, %.147.i.i69.3
  %.34.i71.3 = fmul double %.335.us.3, %.33.i70.3
  %sunkaddr1595 = mul i64 %loop.index103.us, 8
  %sunkaddr1596 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1595
  %sunkaddr1597 = getelementptr i8, ptr %sunkaddr1596, i64 24
  store double %.34.i71.3, ptr %sunkaddr1597, align 8
  %sunkaddr1598 = mul i64 %loop.index103.us, 8
  %sunkaddr1599 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1598
  %sunkaddr1600 = getelementptr i8, ptr %sunkaddr1599, i64 32
  %.335.us.4 = load double, ptr %sunkaddr1600, align 8
  %.344.us.4 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.4 = fadd double %.344.us.4, 3.000000e+00
  %.147.i.i69.4 = fmul double %.6.i68.4, %.6.i68.4
  %.33.i70.4 = fmul double %.335.us.4, %.147.i.i69.4
  %.34.i71.4 = fmul double %.335.us.4, %.33.i70.4
  %sunkaddr1601 = mul i64 %loop.index103.us, 8
  %sunkaddr1602 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1601
  %sunkaddr1603 = getelementptr i8, ptr %sunkaddr1602, i64 32
  store double %.34.i71.4, ptr %sunkaddr1603, align 8
  %sunkaddr1604 = mul i64 %loop.index103.us, 8
  %sunkaddr1605 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1604
  %sunkaddr1606 = getelementptr i8, ptr %sunkaddr1605, i64 40
  %.335.us.5 = load double, ptr %sunkaddr1606, align 8
  %.344.us.5 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.5 = fadd double %.344.us.5, 3.000000e+00
  %.147.i.i69.5 = fmul double %.6.i68.5, %.6.i68.5
  %.33.i70.5 = fmul double %.335.us.5, %.147.i.i69.5
  %.34.i71.5 = fmul double %.335.us.5, %.33.i70.5
  %sunkaddr1607 = mul i64 %loop.index103.us, 8
  %sunkaddr1608 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1607
  %sunkaddr1609 = getelementptr i8, ptr %sunkaddr1608, i64 40
  store double %.34.i71.5, ptr %sunkaddr1609, align 8
  %sunkaddr1610 = mul i64 %loop.index103.us, 8
  %sunkaddr1611 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1610
  %sunkaddr1612 = getelementptr i8, ptr %sunkaddr1611, i64 48
  %.335.us.6 = load double, ptr %sunkaddr1612, align 8
  %.344.us.6 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.6 = fadd double %.344.us.6, 3.000000e+00
  %.147.i.i69.6 = fmul double %.6.i68.6, %.6.i68.6
  %.33.i70.6 = fmul double %.335.us.6, %.147.i.i69.6
  %.34.i71.6 = fmul double %.335.us.6, %.33.i70.6
  %sunkaddr1613 = mul i64 %loop.index103.us, 8
  %sunkaddr1614 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1613
  %sunkaddr1615 = getelementptr i8, ptr %sunkaddr1614, i64 48
  store double %.34.i71.6, ptr %sunkaddr1615, align 8
  %sunkaddr1616 = mul i64 %loop.index103.us, 8
  %sunkaddr1617 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1616
  %sunkaddr1618 = getelementptr i8, ptr %sunkaddr1617, i64 56
  %.335.us.7 = load double, ptr %sunkaddr1618, align 8
  %.344.us.7 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i68.7 = fadd double %.344.us.7, 3.000000e+00
  %.147.i.i69.7 = fmul double %.6.i68.7, %.6.i68.7
  %.33.i70.7 = fmul double %.335.us.7, %.147.i.i69.7
  %.34.i71.7 = fmul double %.335.us.7, %.33.i70.7
  %sunkaddr1619 = mul i64 %loop.index103.us, 8
  %sunkaddr1620 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1619
  %sunkaddr1621 = getelementptr i8, ptr %sunkaddr1620, i64 56
  store double %.34.i71.7, ptr %sunkaddr1621, align 8
  %.373.us.7 = add nuw nsw i64 %loop.index103.us, 8
  %exitcond300.not.7 = icmp eq i64 %dest_shape.1203, %.373.us.7
  br i1 %exitcond300.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %70 = icmp ugt i64 %.52.fca.0.5.0.load.fr, 1
  br i1 %70, label %iter.check432, label %iter.check387

iter.check387:                                    ; preds = %for.body.lr.ph.split
  %71 = icmp ult i64 %dest_shape.1203, 4
  br i1 %71, label %for.body.endif.endif.endif.preheader, label %vector.memcheck374

vector.memcheck374:                               ; preds = %iter.check387
  %72 = shl i64 %dest_shape.1203, 3
  %scevgep375 = getelementptr i8, ptr %.6.i, i64 %72
  %scevgep376 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep377 = getelementptr i8, ptr %.52.fca.0.4.load, i64 8
  %bound0378 = icmp ult ptr %.6.i, %scevgep376
  %bound1379 = icmp ult ptr %arg.c.4, %scevgep375
  %found.conflict380 = and i1 %bound0378, %bound1379
  %bound0381 = icmp ult ptr %.6.i, %scevgep377
  %bound1382 = icmp ult ptr %.52.fca.0.4.load, %scevgep375
  %found.conflict383 = and i1 %bound0381, %bound1382
  %conflict.rdx384 = or i1 %found.conflict380, %found.conflict383
  br i1 %conflict.rdx384, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check389

vector.main.loop.iter.check389:                   ; preds = %vector.memcheck374
  %min.iters.check388 = icmp ult i64 %dest_shape.1203, 32
  br i1 %min.iters.check388, label %vec.epilog.ph406, label %vector.ph390

vector.ph390:                                     ; preds = %vector.main.loop.iter.check389
  %n.vec392 = and i64 %dest_shape.1203, %const1445
  %73 = load double, ptr %.52.fca.0.4.load, align 8, !alias.scope !31
  %74 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %75 = fadd double %73, 3.000000e+00
  %.scalar745 = fmul double %75, %75
  %.scalar746 = fmul double %74, %.scalar745
  %.scalar747 = fmul double %74, %.scalar746
  %76 = insertelement <8 x double> poison, double %.scalar747, i64 0
  %77 = shufflevector <8 x double> %76, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body397

vector.body397:                                   ; preds = %vector.body397, %vector.ph390
  %index398 = phi i64 [ 0, %vector.ph390 ], [ %index.next399, %vector.body397 ]
  %sunkaddr1622 = mul i64 %index398, 8
  %sunkaddr1623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1622
  store <8 x double> %77, ptr %sunkaddr1623, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1624 = mul i64 %index398, 8
  %sunkaddr1625 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1624
  %sunkaddr1626 = getelementptr i8, ptr %sunkaddr1625, i64 64
  store <8 x double> %77, ptr %sunkaddr1626, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1627 = mul i64 %index398, 8
  %sunkaddr1628 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1627
  %sunkaddr1629 = getelementptr i8, ptr %sunkaddr1628, i64 128
  store <8 x double> %77, ptr %sunkaddr1629, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1630 = mul i64 %index398, 8
  %sunkaddr1631 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1630
  %sunkaddr1632 = getelementptr i8, ptr %sunkaddr1631, i64 192
  store <8 x double> %77, ptr %sunkaddr1632, align 8, !alias.scope !36, !noalias !38
  %index.next399 = add nuw i64 %index398, 32
  %78 = icmp eq i64 %n.vec392, %index.next399
  br i1 %78, label %middle.block400, label %vector.body397, !llvm.loop !39

middle.block400:                                  ; preds = %vector.body397
  %cmp.n401 = icmp eq i64 %dest_shape.1203, %n.vec392
  br i1 %cmp.n401, label %.89.endif.preheader.i, label %vec.epilog.iter.check404

vec.epilog.iter.check404:                         ; preds = %middle.block400
  %79 = and i64 %dest_shape.1203, 28
  %min.epilog.iters.check405 = icmp eq i64 %79, 0
  br i1 %min.epilog.iters.check405, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph406, !prof !22

vec.epilog.ph406:                                 ; preds = %vector.main.loop.iter.check389, %vec.epilog.iter.check404
  %vec.epilog.resume.val402 = phi i64 [ %n.vec392, %vec.epilog.iter.check404 ], [ 0, %vector.main.loop.iter.check389 ]
  %const_mat1449 = add i64 %const1445, 28
  %n.vec408 = and i64 %dest_shape.1203, %const_mat1449
  %80 = load double, ptr %.52.fca.0.4.load, align 8, !alias.scope !31
  %81 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %82 = fadd double %80, 3.000000e+00
  %.scalar748 = fmul double %82, %82
  %.scalar749 = fmul double %81, %.scalar748
  %.scalar750 = fmul double %81, %.scalar749
  %83 = insertelement <4 x double> poison, double %.scalar750, i64 0
  %84 = shufflevector <4 x double> %83, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body413

vec.epilog.vector.body413:                        ; preds = %vec.epilog.vector.body413, %vec.epilog.ph406
  %index414 = phi i64 [ %vec.epilog.resume.val402, %vec.epilog.ph406 ], [ %index.next415, %vec.epilog.vector.body413 ]
  %85 = shl i64 %index414, 3
  %scevgep1423 = getelementptr i8, ptr %.6.i, i64 %85
  store <4 x double> %84, ptr %scevgep1423, align 8, !alias.scope !36, !noalias !38
  %index.next415 = add nuw i64 %index414, 4
  %86 = icmp eq i64 %n.vec408, %index.next415
  br i1 %86, label %vec.epilog.middle.block416, label %vec.epilog.vector.body413, !llvm.loop !40

vec.epilog.middle.block416:                       ; preds = %vec.epilog.vector.body413
  %cmp.n417 = icmp eq i64 %dest_shape.1203, %n.vec408
  br i1 %cmp.n417, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck374, %iter.check387, %vec.epilog.iter.check404, %vec.epilog.middle.block416
  %loop.index103.ph = phi i64 [ 0, %iter.check387 ], [ 0, %vector.memcheck374 ], [ %n.vec392, %vec.epilog.iter.check404 ], [ %n.vec408, %vec.epilog.middle.block416 ]
  %87 = sub nsw i64 %dest_shape.1203, %loop.index103.ph
  %xtraiter = and i64 %87, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv1421 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next1422, %for.body.endif.endif.endif.prol ]
  %loop.index103.prol = phi i64 [ %.373.prol, %for.body.endif.endif.endif.prol ], [ %loop.index103.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.335.prol = load double, ptr %arg.c.4, align 8
  %.344.prol = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.prol = fadd double %.344.prol, 3.000000e+00
  %.147.i.i77.prol = fmul double %.6.i76.prol, %.6.i76.prol
  %.33.i78.prol = fmul double %.335.prol, %.147.i.i77.prol
  %.34.i79.prol = fmul double %.335.prol, %.33.i78.prol
  %88 = shl i64 %loop.index103.prol, 3
  %scevgep1420 = getelementptr i8, ptr %.6.i, i64 %88
  store double %.34.i79.prol, ptr %scevgep1420, align 8
  %.373.prol = add nuw i64 %loop.index103.prol, 1
  %lsr.iv.next1422 = add nsw i64 %lsr.iv1421, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1422, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !41

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index103.unr = phi i64 [ %loop.index103.ph, %for.body.endif.endif.endif.preheader ], [ %.373.prol, %for.body.endif.endif.endif.prol ]
  %89 = sub nsw i64 %loop.index103.ph, %dest_shape.1203
  %90 = icmp ugt i64 %89, -8
  br i1 %90, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader827

for.body.endif.endif.endif.preheader827:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check432:                                    ; preds = %for.body.lr.ph.split
  %91 = icmp ult i64 %dest_shape.1203, 4
  br i1 %91, label %for.body.endif.endif.endif.us108.preheader, label %vector.memcheck419

vector.memcheck419:                               ; preds = %iter.check432
  %92 = shl i64 %dest_shape.1203, 3
  %scevgep420 = getelementptr i8, ptr %.6.i, i64 %92
  %scevgep421 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep422 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %92
  %bound0423 = icmp ult ptr %.6.i, %scevgep421
  %bound1424 = icmp ult ptr %arg.c.4, %scevgep420
  %found.conflict425 = and i1 %bound0423, %bound1424
  %bound0426 = icmp ult ptr %.6.i, %scevgep422
  %bound1427 = icmp ult ptr %.52.fca.0.4.load, %scevgep420
  %found.conflict428 = and i1 %bound0426, %bound1427
  %conflict.rdx429 = or i1 %found.conflict425, %found.conflict428
  br i1 %conflict.rdx429, label %for.body.endif.endif.endif.us108.preheader, label %vector.main.loop.iter.check434

vector.main.loop.iter.check434:                   ; preds = %vector.memcheck419
  %min.iters.check433 = icmp ult i64 %dest_shape.1203, 32
  br i1 %min.iters.check433, label %vec.epilog.ph453, label %vector.ph435

vector.ph435:                                     ; preds = %vector.main.loop.iter.check434
  %n.vec437 = and i64 %dest_shape.1203, %const1445
  %93 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert444 = insertelement <8 x double> poison, double %93, i64 0
  %broadcast.splat445 = shufflevector <8 x double> %broadcast.splatinsert444, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body438

vector.body438:                                   ; preds = %vector.body438, %vector.ph435
  %index439 = phi i64 [ 0, %vector.ph435 ], [ %index.next446, %vector.body438 ]
  %sunkaddr1633 = mul i64 %index439, 8
  %sunkaddr1634 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1633
  %wide.load440 = load <8 x double>, ptr %sunkaddr1634, align 8, !alias.scope !45
  %sunkaddr1635 = mul i64 %index439, 8
  %sunkaddr1636 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1635
  %sunkaddr1637 = getelementptr i8, ptr %sunkaddr1636, i64 64
  %wide.load441 = load <8 x double>, ptr %sunkaddr1637, align 8, !alias.scope !45
  %sunkaddr1638 = mul i64 %index439, 8
  %sunkaddr1639 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1638
  %sunkaddr1640 = getelementptr i8, ptr %sunkaddr1639, i64 128
  %wide.load442 = load <8 x double>, ptr %sunkaddr1640, align 8, !alias.scope !45
  %sunkaddr1641 = mul i64 %index439, 8
  %sunkaddr1642 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1641
  %sunkaddr1643 = getelementptr i8, ptr %sunkaddr1642, i64 192
  %wide.load443 = load <8 x double>, ptr %sunkaddr1643, align 8, !alias.scope !45
  %94 = fadd <8 x double> %wide.load440, splat (double 3.000000e+00)
  %95 = fadd <8 x double> %wide.load441, splat (double 3.000000e+00)
  %96 = fadd <8 x double> %wide.load442, splat (double 3.000000e+00)
  %97 = fadd <8 x double> %wide.load443, splat (double 3.000000e+00)
  %98 = fmul <8 x double> %94, %94
  %99 = fmul <8 x double> %95, %95
  %100 = fmul <8 x double> %96, %96
  %101 = fmul <8 x double> %97, %97
  %102 = fmul <8 x double> %broadcast.splat445, %98
  %103 = fmul <8 x double> %broadcast.splat445, %99
  %104 = fmul <8 x double> %broadcast.splat445, %100
  %105 = fmul <8 x double> %broadcast.splat445, %101
  %106 = fmul <8 x double> %broadcast.splat445, %102
  %107 = fmul <8 x double> %broadcast.splat445, %103
  %108 = fmul <8 x double> %broadcast.splat445, %104
  %109 = fmul <8 x double> %broadcast.splat445, %105
  %sunkaddr1644 = mul i64 %index439, 8
  %sunkaddr1645 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1644
  store <8 x double> %106, ptr %sunkaddr1645, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1646 = mul i64 %index439, 8
  %sunkaddr1647 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1646
  %sunkaddr1648 = getelementptr i8, ptr %sunkaddr1647, i64 64
  store <8 x double> %107, ptr %sunkaddr1648, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1649 = mul i64 %index439, 8
  %sunkaddr1650 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1649
  %sunkaddr1651 = getelementptr i8, ptr %sunkaddr1650, i64 128
  store <8 x double> %108, ptr %sunkaddr1651, align 8, !alias.scope !47, !noalias !49
  %sunkaddr1652 = mul i64 %index439, 8
  %sunkaddr1653 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1652
  %sunkaddr1654 = getelementptr i8, ptr %sunkaddr1653, i64 192
  store <8 x double> %109, ptr %sunkaddr1654, align 8, !alias.scope !47, !noalias !49
  %index.next446 = add nuw i64 %index439, 32
  %110 = icmp eq i64 %n.vec437, %index.next446
  br i1 %110, label %middle.block447, label %vector.body438, !llvm.loop !50

middle.block447:                                  ; preds = %vector.body438
  %cmp.n448 = icmp eq i64 %dest_shape.1203, %n.vec437
  br i1 %cmp.n448, label %.89.endif.preheader.i, label %vec.epilog.iter.check451

vec.epilog.iter.check451:                         ; preds = %middle.block447
  %111 = and i64 %dest_shape.1203, 28
  %min.epilog.iters.check452 = icmp eq i64 %111, 0
  br i1 %min.epilog.iters.check452, label %for.body.endif.endif.endif.us108.preheader, label %vec.epilog.ph453, !prof !22

vec.epilog.ph453:                                 ; preds = %vector.main.loop.iter.check434, %vec.epilog.iter.check451
  %vec.epilog.resume.val449 = phi i64 [ %n.vec437, %vec.epilog.iter.check451 ], [ 0, %vector.main.loop.iter.check434 ]
  %const_mat1450 = add i64 %const1445, 28
  %n.vec455 = and i64 %dest_shape.1203, %const_mat1450
  %112 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert459 = insertelement <4 x double> poison, double %112, i64 0
  %broadcast.splat460 = shufflevector <4 x double> %broadcast.splatinsert459, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body456

vec.epilog.vector.body456:                        ; preds = %vec.epilog.vector.body456, %vec.epilog.ph453
  %index457 = phi i64 [ %vec.epilog.resume.val449, %vec.epilog.ph453 ], [ %index.next461, %vec.epilog.vector.body456 ]
  %113 = shl i64 %index457, 3
  %scevgep1387 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %113
  %wide.load458 = load <4 x double>, ptr %scevgep1387, align 8, !alias.scope !45
  %114 = fadd <4 x double> %wide.load458, splat (double 3.000000e+00)
  %115 = fmul <4 x double> %114, %114
  %116 = fmul <4 x double> %broadcast.splat460, %115
  %117 = fmul <4 x double> %broadcast.splat460, %116
  %118 = shl i64 %index457, 3
  %scevgep1386 = getelementptr i8, ptr %.6.i, i64 %118
  store <4 x double> %117, ptr %scevgep1386, align 8, !alias.scope !47, !noalias !49
  %index.next461 = add nuw i64 %index457, 4
  %119 = icmp eq i64 %n.vec455, %index.next461
  br i1 %119, label %vec.epilog.middle.block462, label %vec.epilog.vector.body456, !llvm.loop !51

vec.epilog.middle.block462:                       ; preds = %vec.epilog.vector.body456
  %cmp.n463 = icmp eq i64 %dest_shape.1203, %n.vec455
  br i1 %cmp.n463, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108.preheader

for.body.endif.endif.endif.us108.preheader:       ; preds = %vector.memcheck419, %iter.check432, %vec.epilog.iter.check451, %vec.epilog.middle.block462
  %loop.index103.us105.ph = phi i64 [ 0, %iter.check432 ], [ 0, %vector.memcheck419 ], [ %n.vec437, %vec.epilog.iter.check451 ], [ %n.vec455, %vec.epilog.middle.block462 ]
  %120 = sub nsw i64 %dest_shape.1203, %loop.index103.us105.ph
  %xtraiter769 = and i64 %120, 7
  %lcmp.mod770.not = icmp eq i64 %xtraiter769, 0
  br i1 %lcmp.mod770.not, label %for.body.endif.endif.endif.us108.prol.loopexit, label %for.body.endif.endif.endif.us108.prol.preheader

for.body.endif.endif.endif.us108.prol.preheader:  ; preds = %for.body.endif.endif.endif.us108.preheader
  br label %for.body.endif.endif.endif.us108.prol

for.body.endif.endif.endif.us108.prol:            ; preds = %for.body.endif.endif.endif.us108.prol.preheader, %for.body.endif.endif.endif.us108.prol
  %lsr.iv1384 = phi i64 [ %xtraiter769, %for.body.endif.endif.endif.us108.prol.preheader ], [ %lsr.iv.next1385, %for.body.endif.endif.endif.us108.prol ]
  %loop.index103.us105.prol = phi i64 [ %.373.us111.prol, %for.body.endif.endif.endif.us108.prol ], [ %loop.index103.us105.ph, %for.body.endif.endif.endif.us108.prol.preheader ]
  %.335.us107.prol = load double, ptr %arg.c.4, align 8
  %121 = shl i64 %loop.index103.us105.prol, 3
  %scevgep1383 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %121
  %.344.us115.prol = load double, ptr %scevgep1383, align 8
  %.6.i72.prol = fadd double %.344.us115.prol, 3.000000e+00
  %.147.i.i73.prol = fmul double %.6.i72.prol, %.6.i72.prol
  %.33.i74.prol = fmul double %.335.us107.prol, %.147.i.i73.prol
  %.34.i75.prol = fmul double %.335.us107.prol, %.33.i74.prol
  %122 = shl i64 %loop.index103.us105.prol, 3
  %scevgep1382 = getelementptr i8, ptr %.6.i, i64 %122
  store double %.34.i75.prol, ptr %scevgep1382, align 8
  %.373.us111.prol = add nuw i64 %loop.index103.us105.prol, 1
  %lsr.iv.next1385 = add nsw i64 %lsr.iv1384, -1
  %prol.iter771.cmp.not = icmp eq i64 %lsr.iv.next1385, 0
  br i1 %prol.iter771.cmp.not, label %for.body.endif.endif.endif.us108.prol.loopexit, label %for.body.endif.endif.endif.us108.prol, !llvm.loop !52

for.body.endif.endif.endif.us108.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us108.prol, %for.body.endif.endif.endif.us108.preheader
  %loop.index103.us105.unr = phi i64 [ %loop.index103.us105.ph, %for.body.endif.endif.endif.us108.preheader ], [ %.373.us111.prol, %for.body.endif.endif.endif.us108.prol ]
  %123 = sub nsw i64 %loop.index103.us105.ph, %dest_shape.1203
  %124 = icmp ugt i64 %123, -8
  br i1 %124, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108.preheader825

for.body.endif.endif.endif.us108.preheader825:    ; preds = %for.body.endif.endif.endif.us108.prol.loopexit
  br label %for.body.endif.endif.endif.us108

for.body.endif.endif.endif.us108:                 ; preds = %for.body.endif.endif.endif.us108.preheader825, %for.body.endif.endif.endif.us108
  %loop.index103.us105 = phi i64 [ %.373.us111.7, %for.body.endif.endif.endif.us108 ], [ %loop.index103.us105.unr, %for.body.endif.endif.endif.us108.preheader825 ]
  %.335.us107 = load double, ptr %arg.c.4, align 8
  %sunkaddr1655 = mul i64 %loop.index103.us105, 8
  %sunkaddr1656 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1655
  %.344.us115 = load double, ptr %sunkaddr1656, align 8
  %.6.i72 = fadd double %.344.us115, 3.000000e+00
  %.147.i.i73 = fmul double %.6.i72, %.6.i72
  %.33.i74 = fmul double %.335.us107, %.147.i.i73
  %.34.i75 = fmul double %.335.us107, %.33.i74
  %sunkaddr1657 = mul i64 %loop.index103.us105, 8
  %sunkaddr1658 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1657
  store double %.34.i75, ptr %sunkaddr1658, align 8
  %.335.us107.1 = load double, ptr %arg.c.4, align 8
  %sunkaddr1659 = mul i64 %loop.index103.us105, 8
  %sunkaddr1660 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1659
  %sunkaddr1661 = getelementptr i8, ptr %sunkaddr1660, i64 8
  %.344.us115.1 = load double, ptr %sunkaddr1661, align 8
  %.6.i72.1 = fadd double %.344.us115.1, 3.000000e+00
  %.147.i.i73.1 = fmul double %.6.i72.1, %.6.i72.1
  %.33.i74.1 = fmul double %.335.us107.1, %.147.i.i73.1
  %.34.i75.1 = fmul double %.335.us107.1, %.33.i74.1
  %sunkaddr1662 = mul i64 %loop.index103.us105, 8
  %sunkaddr1663 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1662
  %sunkaddr1664 = getelementptr i8, ptr %sunkaddr1663, i64 8
  store double %.34.i75.1, ptr %sunkaddr1664, align 8
  %.335.us107.2 = load double, ptr %arg.c.4, align 8
  %sunkaddr1665 = mul i64 %loop.index103.us105, 8
  %sunkaddr1666 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1665
  %sunkaddr1667 = getelementptr i8, ptr %sunkaddr1666, i64 16
  %.344.us115.2 = load double, ptr %sunkaddr1667, align 8
  %.6.i72.2 = fadd double %.344.us115.2, 3.000000e+00
  %.147.i.i73.2 = fmul double %.6.i72.2, %.6.i72.2
  %.33.i74.2 = fmul double %.335.us107.2, %.147.i.i73.2
  %.34.i75.2 = fmul double %.335.us107.2, %.33.i74.2
  %sunkaddr1668 = mul i64 %loop.index103.us105, 8
  %sunkaddr1669 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1668
  %sunkaddr1670 = getelementptr i8, ptr %sunkaddr1669, i64 16
  store double %.34.i75.2, ptr %sunkaddr1670, align 8
  %.335.us107.3 = load double, ptr %arg.c.4, align 8
  %sunkaddr1671 = mul i64 %loop.index103.us105, 8
  %sunkaddr1672 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1671
  %sunkaddr1673 = getelementptr i8, ptr %sunkaddr1672, i64 24
  %.344.us115.3 = load double, ptr %sunkaddr1673, align 8
  %.6.i72.3 = fadd double %.344.us115.3, 3.000000e+00
  %.147.i.i73.3 = fmul double %.6.i72.3, %.6.i72.3
  %.33.i74.3 = fmul double %.335.us107.3, %.147.i.i73.3
  %.34.i75.3 = fmul double %.335.us107.3, %.33.i74.3
  %sunkaddr1674 = mul i64 %loop.index103.us105, 8
  %sunkaddr1675 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1674
  %sunkaddr1676 = getelementptr i8, ptr %sunkaddr1675, i64 24
  store double %.34.i75.3, ptr %sunkaddr1676, align 8
  %.335.us107.4 = load double, ptr %arg.c.4, align 8
  %sunkaddr1677 = mul i64 %loop.index103.us105, 8
  %sunkaddr1678 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1677
  %sunkaddr1679 = getelementptr i8, ptr %sunkaddr1678, i64 32
  %.344.us115.4 = load double, ptr %sunkaddr1679, align 8
  %.6.i72.4 = fadd double %.344.us115.4, 3.000000e+00
  %.147.i.i73.4 = fmul double %.6.i72.4, %.6.i72.4
  %.33.i74.4 = fmul double %.335.us107.4, %.147.i.i73.4
  %.34.i75.4 = fmul double %.335.us107.4, %.33.i74.4
  %sunkaddr1680 = mul i64 %loop.index103.us105, 8
  %sunkaddr1681 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1680
  %sunkaddr1682 = getelementptr i8, ptr %sunkaddr1681, i64 32
  store double %.34.i75.4, ptr %sunkaddr1682, align 8
  %.335.us107.5 = load double, ptr %arg.c.4, align 8
  %sunkaddr1683 = mul i64 %loop.index103.us105, 8
  %sunkaddr1684 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1683
  %sunkaddr1685 = getelementptr i8, ptr %sunkaddr1684, i64 40
  %.344.us115.5 = load double, ptr %sunkaddr1685, align 8
  %.6.i72.5 = fadd double %.344.us115.5, 3.000000e+00
  %.147.i.i73.5 = fmul double %.6.i72.5, %.6.i72.5
  %.33.i74.5 = fmul double %.335.us107.5, %.147.i.i73.5
  %.34.i75.5 = fmul double %.335.us107.5, %.33.i74.5
  %sunkaddr1686 = mul i64 %loop.index103.us105, 8
  %sunkaddr1687 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1686
  %sunkaddr1688 = getelementptr i8, ptr %sunkaddr1687, i64 40
  store double %.34.i75.5, ptr %sunkaddr1688, align 8
  %.335.us107.6 = load double, ptr %arg.c.4, align 8
  %sunkaddr1689 = mul i64 %loop.index103.us105, 8
  %sunkaddr1690 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1689
  %sunkaddr1691 = getelementptr i8, ptr %sunkaddr1690, i64 48
  %.344.us115.6 = load double, ptr %sunkaddr1691, align 8
  %.6.i72.6 = fadd double %.344.us115.6, 3.000000e+00
  %.147.i.i73.6 = fmul double %.6.i72.6, %.6.i72.6
  %.33.i74.6 = fmul double %.335.us107.6, %.147.i.i73.6
  %.34.i75.6 = fmul double %.335.us107.6, %.33.i74.6
  %sunkaddr1692 = mul i64 %loop.index103.us105, 8
  %sunkaddr1693 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1692
  %sunkaddr1694 = getelementptr i8, ptr %sunkaddr1693, i64 48
  store double %.34.i75.6, ptr %sunkaddr1694, align 8
  %.335.us107.7 = load double, ptr %arg.c.4, align 8
  %sunkaddr1695 = mul i64 %loop.index103.us105, 8
  %sunkaddr1696 = getelementptr i8, ptr %.52.fca.0.4.load, i64 %sunkaddr1695
  %sunkaddr1697 = getelementptr i8, ptr %sunkaddr1696, i64 56
  %.344.us115.7 = load double, ptr %sunkaddr1697, align 8
  %.6.i72.7 = fadd double %.344.us115.7, 3.000000e+00
  %.147.i.i73.7 = fmul double %.6.i72.7, %.6.i72.7
  %.33.i74.7 = fmul double %.335.us107.7, %.147.i.i73.7
  %.34.i75.7 = fmul double %.335.us107.7, %.33.i74.7
  %sunkaddr1698 = mul i64 %loop.index103.us105, 8
  %sunkaddr1699 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1698
  %sunkaddr1700 = getelementptr i8, ptr %sunkaddr1699, i64 56
  store double %.34.i75.7, ptr %sunkaddr1700, align 8
  %.373.us111.7 = add nuw nsw i64 %loop.index103.us105, 8
  %exitcond299.not.7 = icmp eq i64 %dest_shape.1203, %.373.us111.7
  br i1 %exitcond299.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us108, !llvm.loop !53

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us108, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us108.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block400, %vec.epilog.middle.block416, %middle.block447, %vec.epilog.middle.block462, %middle.block493, %vec.epilog.middle.block508, %middle.block536, %vec.epilog.middle.block550
  tail call void @NRT_decref(ptr %.52.fca.0.0.load)
  %xtraiter.i = and i64 %dest_shape.1203, 7
  %125 = icmp samesign ult i64 %dest_shape.1203, 8
  br i1 %125, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !54

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat1446 = add i64 %const1445, 24
  %unroll_iter.i = and i64 %dest_shape.1203, %const_mat1446
  %126 = add nsw i64 %dest_shape.1203, -8
  %127 = lshr i64 %126, 3
  %128 = add nuw nsw i64 %127, 1
  %xtraiter778 = and i64 %128, 3
  %129 = and i64 %126, 24
  %lcmp.mod779.not = icmp eq i64 %129, 24
  br i1 %lcmp.mod779.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !55

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv1214 = phi i64 [ %xtraiter778, %.89.endif.i.prol.preheader ], [ %lsr.iv.next1215, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !56
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i80.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i80.prol, align 8, !noalias !56
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
  %lsr.iv.next1215 = add i64 %lsr.iv1214, -1
  %prol.iter780.cmp.not = icmp eq i64 %lsr.iv.next1215, 0
  br i1 %prol.iter780.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !59, !llvm.loop !60

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %130 = icmp ult i64 %126, 24
  br i1 %130, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !61

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i98, label %.89.endif.epil.preheader.i, !prof !62

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %131 = shl i64 %epil.iter.i, 3
  %scevgep1213 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %131
  %.106.epil.i = load double, ptr %scevgep1213, align 8, !noalias !56
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i98, label %.89.endif.epil.i, !prof !63, !llvm.loop !64

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !56
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i80 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i80, align 8, !noalias !56
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
  %.114.i80.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i80.1, align 8, !noalias !56
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
  %.114.i80.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i80.2, align 8, !noalias !56
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
  %.114.i80.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i80.3, align 8, !noalias !56
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

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader827, %for.body.endif.endif.endif
  %loop.index103 = phi i64 [ %.373.7, %for.body.endif.endif.endif ], [ %loop.index103.unr, %for.body.endif.endif.endif.preheader827 ]
  %.335 = load double, ptr %arg.c.4, align 8
  %.344 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76 = fadd double %.344, 3.000000e+00
  %.147.i.i77 = fmul double %.6.i76, %.6.i76
  %.33.i78 = fmul double %.335, %.147.i.i77
  %.34.i79 = fmul double %.335, %.33.i78
  %sunkaddr1701 = mul i64 %loop.index103, 8
  %sunkaddr1702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1701
  store double %.34.i79, ptr %sunkaddr1702, align 8
  %.335.1 = load double, ptr %arg.c.4, align 8
  %.344.1 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.1 = fadd double %.344.1, 3.000000e+00
  %.147.i.i77.1 = fmul double %.6.i76.1, %.6.i76.1
  %.33.i78.1 = fmul double %.335.1, %.147.i.i77.1
  %.34.i79.1 = fmul double %.335.1, %.33.i78.1
  %sunkaddr1703 = mul i64 %loop.index103, 8
  %sunkaddr1704 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1703
  %sunkaddr1705 = getelementptr i8, ptr %sunkaddr1704, i64 8
  store double %.34.i79.1, ptr %sunkaddr1705, align 8
  %.335.2 = load double, ptr %arg.c.4, align 8
  %.344.2 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.2 = fadd double %.344.2, 3.000000e+00
  %.147.i.i77.2 = fmul double %.6.i76.2, %.6.i76.2
  %.33.i78.2 = fmul double %.335.2, %.147.i.i77.2
  %.34.i79.2 = fmul double %.335.2, %.33.i78.2
  %sunkaddr1706 = mul i64 %loop.index103, 8
  %sunkaddr1707 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1706
  %sunkaddr1708 = getelementptr i8, ptr %sunkaddr1707, i64 16
  store double %.34.i79.2, ptr %sunkaddr1708, align 8
  %.335.3 = load double, ptr %arg.c.4, align 8
  %.344.3 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.3 = fadd double %.344.3, 3.000000e+00
  %.147.i.i77.3 = fmul double %.6.i76.3, %.6.i76.3
  %.33.i78.3 = fmul double %.335.3, %.147.i.i77.3
  %.34.i79.3 = fmul double %.335.3, %.33.i78.3
  %sunkaddr1709 = mul i64 %loop.index103, 8
  %sunkaddr1710 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1709
  %sunkaddr1711 = getelementptr i8, ptr %sunkaddr1710, i64 24
  store double %.34.i79.3, ptr %sunkaddr1711, align 8
  %.335.4 = load double, ptr %arg.c.4, align 8
  %.344.4 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.4 = fadd double %.344.4, 3.000000e+00
  %.147.i.i77.4 = fmul double %.6.i76.4, %.6.i76.4
  %.33.i78.4 = fmul double %.335.4, %.147.i.i77.4
  %.34.i79.4 = fmul double %.335.4, %.33.i78.4
  %sunkaddr1712 = mul i64 %loop.index103, 8
  %sunkaddr1713 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1712
  %sunkaddr1714 = getelementptr i8, ptr %sunkaddr1713, i64 32
  store double %.34.i79.4, ptr %sunkaddr1714, align 8
  %.335.5 = load double, ptr %arg.c.4, align 8
  %.344.5 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.5 = fadd double %.344.5, 3.000000e+00
  %.147.i.i77.5 = fmul double %.6.i76.5, %.6.i76.5
  %.33.i78.5 = fmul double %.335.5, %.147.i.i77.5
  %.34.i79.5 = fmul double %.335.5, %.33.i78.5
  %sunkaddr1715 = mul i64 %loop.index103, 8
  %sunkaddr1716 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1715
  %sunkaddr1717 = getelementptr i8, ptr %sunkaddr1716, i64 40
  store double %.34.i79.5, ptr %sunkaddr1717, align 8
  %.335.6 = load double, ptr %arg.c.4, align 8
  %.344.6 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.6 = fadd double %.344.6, 3.000000e+00
  %.147.i.i77.6 = fmul double %.6.i76.6, %.6.i76.6
  %.33.i78.6 = fmul double %.335.6, %.147.i.i77.6
  %.34.i79.6 = fmul double %.335.6, %.33.i78.6
  %sunkaddr1718 = mul i64 %loop.index103, 8
  %sunkaddr1719 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1718
  %sunkaddr1720 = getelementptr i8, ptr %sunkaddr1719, i64 48
  store double %.34.i79.6, ptr %sunkaddr1720, align 8
  %.335.7 = load double, ptr %arg.c.4, align 8
  %.344.7 = load double, ptr %.52.fca.0.4.load, align 8
  %.6.i76.7 = fadd double %.344.7, 3.000000e+00
  %.147.i.i77.7 = fmul double %.6.i76.7, %.6.i76.7
  %.33.i78.7 = fmul double %.335.7, %.147.i.i77.7
  %.34.i79.7 = fmul double %.335.7, %.33.i78.7
  %sunkaddr1721 = mul i64 %loop.index103, 8
  %sunkaddr1722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1721
  %sunkaddr1723 = getelementptr i8, ptr %sunkaddr1722, i64 56
  store double %.34.i79.7, ptr %sunkaddr1723, align 8
  %.373.7 = add nuw nsw i64 %loop.index103, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1203, %.373.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !69

B128.i98:                                         ; preds = %.89.endif.epil.i, %for.end.thread161, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread161 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.101.not.i99.1 = icmp eq i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %.101.not.i99.1, label %for.end.endif.endif.endif.endif.endif, label %B90.i109

B90.i109:                                         ; preds = %B128.i98
  %.71.i110 = icmp ne i64 %arg.c.5.0.fr, %.52.fca.1.5.1.load.fr
  %.76.i111 = icmp ne i64 %arg.c.5.0.fr, 1
  %or.cond.i112 = and i1 %.76.i111, %.71.i110
  br i1 %or.cond.i112, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.if:               ; preds = %B90.i109
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i98, %B90.i109
  %dest_shape.196.sroa.5.1 = phi i64 [ %.52.fca.1.5.1.load.fr, %B90.i109 ], [ %arg.c.5.0.fr, %B128.i98 ]
  %.523 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.52.fca.1.5.0.load.fr, i64 %dest_shape.196.sroa.5.1)
  %.524 = extractvalue { i64, i1 } %.523, 0
  %.525 = extractvalue { i64, i1 } %.523, 1
  %.527 = shl i64 %dest_shape.196.sroa.5.1, 3
  %132 = add i64 %.524, %const1452
  %.530 = icmp ult i64 %132, %const1451
  %.531 = or i1 %.525, %.530
  br i1 %.531, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.529 = shl nsw i64 %.524, 3
  %.7.i.i122 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.529, i32 32), !noalias !70
  %.8.i.i123 = icmp eq ptr %.7.i.i122, null
  br i1 %.8.i.i123, label %for.end.endif.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.5.i128 = getelementptr i8, ptr %.7.i.i122, i64 24
  %.6.i129 = load ptr, ptr %.5.i128, align 8
  %.612178 = icmp sgt i64 %.52.fca.1.5.0.load.fr, 0
  br i1 %.612178, label %for.cond.2.preheader.lr.ph, label %for.end.1

for.cond.2.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  %.615121 = icmp sgt i64 %dest_shape.196.sroa.5.1, 0
  br i1 %.615121, label %for.cond.2.preheader.lr.ph.split.us, label %for.end.1

for.cond.2.preheader.lr.ph.split.us:              ; preds = %for.cond.2.preheader.lr.ph
  %.617.not = icmp eq i64 %.52.fca.1.5.0.load.fr, 1
  br i1 %.617.not, label %for.cond.2.preheader.lr.ph.split.us.split, label %for.cond.2.preheader.lr.ph.split.us.split.us

for.cond.2.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.2.preheader.lr.ph.split.us
  %133 = icmp ugt i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %133, label %for.cond.2.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.2.preheader.lr.ph.split.us.split.us.split

for.cond.2.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %134 = icmp ugt i64 %arg.c.5.0.fr, 1
  %const1434 = bitcast i64 9223372036854775776 to i64
  br i1 %134, label %iter.check710.preheader, label %iter.check660.preheader

iter.check660.preheader:                          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split.us
  %135 = add nsw i64 %dest_shape.196.sroa.5.1, -1
  %xtraiter787 = and i64 %dest_shape.196.sroa.5.1, 7
  %const_mat1435 = add i64 %const1434, 24
  %unroll_iter = and i64 %dest_shape.196.sroa.5.1, %const_mat1435
  %scevgep1089 = getelementptr i8, ptr %.6.i129, i64 56
  %136 = shl i64 %dest_shape.196.sroa.5.1, 3
  %137 = shl i64 %.52.fca.1.5.0.load.fr, 6
  %138 = shl i64 %.52.fca.1.5.0.load.fr, 3
  %139 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %iter.check660

iter.check710.preheader:                          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split.us
  %140 = add nsw i64 %dest_shape.196.sroa.5.1, -1
  %xtraiter790 = and i64 %dest_shape.196.sroa.5.1, 7
  %const_mat1436 = add i64 %const1434, 24
  %unroll_iter794 = and i64 %dest_shape.196.sroa.5.1, %const_mat1436
  %scevgep1051 = getelementptr i8, ptr %.6.i129, i64 56
  %141 = shl i64 %dest_shape.196.sroa.5.1, 3
  %142 = shl i64 %.52.fca.1.5.0.load.fr, 6
  %143 = shl i64 %.52.fca.1.5.0.load.fr, 3
  %144 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %iter.check710

iter.check710:                                    ; preds = %iter.check710.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us
  %lsr.iv1080 = phi ptr [ %.6.i129, %iter.check710.preheader ], [ %scevgep1081, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1069 = phi ptr [ %.52.fca.1.4.load, %iter.check710.preheader ], [ %scevgep1070, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1052 = phi ptr [ %scevgep1051, %iter.check710.preheader ], [ %scevgep1053, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index.1182.us.us.us.us = phi i64 [ %.676.us.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us ], [ 0, %iter.check710.preheader ]
  %145 = icmp ult i64 %140, 7
  br i1 %145, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader: ; preds = %iter.check710
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us
  %lsr.iv1071 = phi ptr [ %lsr.iv1069, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ], [ %scevgep1072, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us ]
  %loop.index.2125.us.us.us.us.us.us.us = phi i64 [ %.674.us.us.us.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us ], [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.preheader ]
  %.633.us.us.us.us.us.us.us = load double, ptr %lsr.iv1071, align 8
  %sunkaddr1724 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1725 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1724
  %.642.us.us.us.us.us.us.us = load double, ptr %sunkaddr1725, align 8
  %.147.i.i130 = fmul double %.633.us.us.us.us.us.us.us, %.633.us.us.us.us.us.us.us
  %.147.i.1.i = fmul double %.147.i.i130, %.147.i.i130
  %.32.i = fmul double %.642.us.us.us.us.us.us.us, %.147.i.1.i
  %146 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1067 = getelementptr i8, ptr %lsr.iv1052, i64 %146
  %scevgep1068 = getelementptr i8, ptr %scevgep1067, i64 -56
  store double %.32.i, ptr %scevgep1068, align 8
  %scevgep1073 = getelementptr i8, ptr %lsr.iv1071, i64 %143
  %sunkaddr2031 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2032 = getelementptr i8, ptr %lsr.iv1071, i64 %sunkaddr2031
  %.633.us.us.us.us.us.us.us.1 = load double, ptr %sunkaddr2032, align 8
  %sunkaddr1726 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1727 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1726
  %sunkaddr1728 = getelementptr i8, ptr %sunkaddr1727, i64 8
  %.642.us.us.us.us.us.us.us.1 = load double, ptr %sunkaddr1728, align 8
  %.147.i.i130.1 = fmul double %.633.us.us.us.us.us.us.us.1, %.633.us.us.us.us.us.us.us.1
  %.147.i.1.i.1 = fmul double %.147.i.i130.1, %.147.i.i130.1
  %.32.i.1 = fmul double %.642.us.us.us.us.us.us.us.1, %.147.i.1.i.1
  %147 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1065 = getelementptr i8, ptr %lsr.iv1052, i64 %147
  %scevgep1066 = getelementptr i8, ptr %scevgep1065, i64 -48
  store double %.32.i.1, ptr %scevgep1066, align 8
  %scevgep1074 = getelementptr i8, ptr %scevgep1073, i64 %143
  %sunkaddr2033 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2034 = getelementptr i8, ptr %scevgep1073, i64 %sunkaddr2033
  %.633.us.us.us.us.us.us.us.2 = load double, ptr %sunkaddr2034, align 8
  %sunkaddr1729 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1730 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1729
  %sunkaddr1731 = getelementptr i8, ptr %sunkaddr1730, i64 16
  %.642.us.us.us.us.us.us.us.2 = load double, ptr %sunkaddr1731, align 8
  %.147.i.i130.2 = fmul double %.633.us.us.us.us.us.us.us.2, %.633.us.us.us.us.us.us.us.2
  %.147.i.1.i.2 = fmul double %.147.i.i130.2, %.147.i.i130.2
  %.32.i.2 = fmul double %.642.us.us.us.us.us.us.us.2, %.147.i.1.i.2
  %148 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1063 = getelementptr i8, ptr %lsr.iv1052, i64 %148
  %scevgep1064 = getelementptr i8, ptr %scevgep1063, i64 -40
  store double %.32.i.2, ptr %scevgep1064, align 8
  %scevgep1075 = getelementptr i8, ptr %scevgep1074, i64 %143
  %sunkaddr2035 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2036 = getelementptr i8, ptr %scevgep1074, i64 %sunkaddr2035
  %.633.us.us.us.us.us.us.us.3 = load double, ptr %sunkaddr2036, align 8
  %sunkaddr1732 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1733 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1732
  %sunkaddr1734 = getelementptr i8, ptr %sunkaddr1733, i64 24
  %.642.us.us.us.us.us.us.us.3 = load double, ptr %sunkaddr1734, align 8
  %.147.i.i130.3 = fmul double %.633.us.us.us.us.us.us.us.3, %.633.us.us.us.us.us.us.us.3
  %.147.i.1.i.3 = fmul double %.147.i.i130.3, %.147.i.i130.3
  %.32.i.3 = fmul double %.642.us.us.us.us.us.us.us.3, %.147.i.1.i.3
  %149 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1061 = getelementptr i8, ptr %lsr.iv1052, i64 %149
  %scevgep1062 = getelementptr i8, ptr %scevgep1061, i64 -32
  store double %.32.i.3, ptr %scevgep1062, align 8
  %scevgep1076 = getelementptr i8, ptr %scevgep1075, i64 %143
  %sunkaddr2037 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2038 = getelementptr i8, ptr %scevgep1075, i64 %sunkaddr2037
  %.633.us.us.us.us.us.us.us.4 = load double, ptr %sunkaddr2038, align 8
  %sunkaddr1735 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1736 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1735
  %sunkaddr1737 = getelementptr i8, ptr %sunkaddr1736, i64 32
  %.642.us.us.us.us.us.us.us.4 = load double, ptr %sunkaddr1737, align 8
  %.147.i.i130.4 = fmul double %.633.us.us.us.us.us.us.us.4, %.633.us.us.us.us.us.us.us.4
  %.147.i.1.i.4 = fmul double %.147.i.i130.4, %.147.i.i130.4
  %.32.i.4 = fmul double %.642.us.us.us.us.us.us.us.4, %.147.i.1.i.4
  %150 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1059 = getelementptr i8, ptr %lsr.iv1052, i64 %150
  %scevgep1060 = getelementptr i8, ptr %scevgep1059, i64 -24
  store double %.32.i.4, ptr %scevgep1060, align 8
  %scevgep1077 = getelementptr i8, ptr %scevgep1076, i64 %143
  %sunkaddr2039 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2040 = getelementptr i8, ptr %scevgep1076, i64 %sunkaddr2039
  %.633.us.us.us.us.us.us.us.5 = load double, ptr %sunkaddr2040, align 8
  %sunkaddr1738 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1739 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1738
  %sunkaddr1740 = getelementptr i8, ptr %sunkaddr1739, i64 40
  %.642.us.us.us.us.us.us.us.5 = load double, ptr %sunkaddr1740, align 8
  %.147.i.i130.5 = fmul double %.633.us.us.us.us.us.us.us.5, %.633.us.us.us.us.us.us.us.5
  %.147.i.1.i.5 = fmul double %.147.i.i130.5, %.147.i.i130.5
  %.32.i.5 = fmul double %.642.us.us.us.us.us.us.us.5, %.147.i.1.i.5
  %151 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1057 = getelementptr i8, ptr %lsr.iv1052, i64 %151
  %scevgep1058 = getelementptr i8, ptr %scevgep1057, i64 -16
  store double %.32.i.5, ptr %scevgep1058, align 8
  %scevgep1078 = getelementptr i8, ptr %scevgep1077, i64 %143
  %sunkaddr2041 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2042 = getelementptr i8, ptr %scevgep1077, i64 %sunkaddr2041
  %.633.us.us.us.us.us.us.us.6 = load double, ptr %sunkaddr2042, align 8
  %sunkaddr1741 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1742 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1741
  %sunkaddr1743 = getelementptr i8, ptr %sunkaddr1742, i64 48
  %.642.us.us.us.us.us.us.us.6 = load double, ptr %sunkaddr1743, align 8
  %.147.i.i130.6 = fmul double %.633.us.us.us.us.us.us.us.6, %.633.us.us.us.us.us.us.us.6
  %.147.i.1.i.6 = fmul double %.147.i.i130.6, %.147.i.i130.6
  %.32.i.6 = fmul double %.642.us.us.us.us.us.us.us.6, %.147.i.1.i.6
  %152 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1055 = getelementptr i8, ptr %lsr.iv1052, i64 %152
  %scevgep1056 = getelementptr i8, ptr %scevgep1055, i64 -8
  store double %.32.i.6, ptr %scevgep1056, align 8
  %sunkaddr1744 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr1745 = getelementptr i8, ptr %scevgep1078, i64 %sunkaddr1744
  %.633.us.us.us.us.us.us.us.7 = load double, ptr %sunkaddr1745, align 8
  %sunkaddr1746 = mul i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %sunkaddr1747 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1746
  %sunkaddr1748 = getelementptr i8, ptr %sunkaddr1747, i64 56
  %.642.us.us.us.us.us.us.us.7 = load double, ptr %sunkaddr1748, align 8
  %.147.i.i130.7 = fmul double %.633.us.us.us.us.us.us.us.7, %.633.us.us.us.us.us.us.us.7
  %.147.i.1.i.7 = fmul double %.147.i.i130.7, %.147.i.i130.7
  %.32.i.7 = fmul double %.642.us.us.us.us.us.us.us.7, %.147.i.1.i.7
  %153 = shl i64 %loop.index.2125.us.us.us.us.us.us.us, 3
  %scevgep1054 = getelementptr i8, ptr %lsr.iv1052, i64 %153
  store double %.32.i.7, ptr %scevgep1054, align 8
  %.674.us.us.us.us.us.us.us.7 = add nuw i64 %loop.index.2125.us.us.us.us.us.us.us, 8
  %scevgep1072 = getelementptr i8, ptr %lsr.iv1071, i64 %142
  %niter795.ncmp.7 = icmp eq i64 %unroll_iter794, %.674.us.us.us.us.us.us.us.7
  br i1 %niter795.ncmp.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us, !llvm.loop !77

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us
  %154 = icmp eq i64 %xtraiter790, 0
  br i1 %154, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader: ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa, %iter.check710
  %loop.index.2125.us.us.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check710 ], [ %.674.us.us.us.us.us.us.us.7, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa ]
  %155 = shl i64 %loop.index.2125.us.us.us.us.us.us.us.epil.init, 3
  %scevgep1082 = getelementptr i8, ptr %lsr.iv1080, i64 %155
  %scevgep1084 = getelementptr i8, ptr %arg.c.4, i64 %155
  %156 = mul i64 %144, %loop.index.2125.us.us.us.us.us.us.us.epil.init
  %scevgep1086 = getelementptr i8, ptr %lsr.iv1069, i64 %156
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil

for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader
  %lsr.iv1087 = phi ptr [ %scevgep1088, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ], [ %scevgep1086, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ]
  %epil.iter791 = phi i64 [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil.preheader ], [ %epil.iter791.next, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil ]
  %.633.us.us.us.us.us.us.us.epil = load double, ptr %lsr.iv1087, align 8
  %157 = shl nuw nsw i64 %epil.iter791, 3
  %scevgep1085 = getelementptr i8, ptr %scevgep1084, i64 %157
  %.642.us.us.us.us.us.us.us.epil = load double, ptr %scevgep1085, align 8
  %.147.i.i130.epil = fmul double %.633.us.us.us.us.us.us.us.epil, %.633.us.us.us.us.us.us.us.epil
  %.147.i.1.i.epil = fmul double %.147.i.i130.epil, %.147.i.i130.epil
  %.32.i.epil = fmul double %.642.us.us.us.us.us.us.us.epil, %.147.i.1.i.epil
  %158 = shl nuw nsw i64 %epil.iter791, 3
  %scevgep1083 = getelementptr i8, ptr %scevgep1082, i64 %158
  store double %.32.i.epil, ptr %scevgep1083, align 8
  %epil.iter791.next = add i64 %epil.iter791, 1
  %scevgep1088 = getelementptr i8, ptr %lsr.iv1087, i64 %144
  %epil.iter791.cmp.not = icmp eq i64 %xtraiter790, %epil.iter791.next
  br i1 %epil.iter791.cmp.not, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, !llvm.loop !78

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.us.us.epil, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us.unr-lcssa
  %.676.us.us.us.us = add nuw nsw i64 %loop.index.1182.us.us.us.us, 1
  %scevgep1053 = getelementptr i8, ptr %lsr.iv1052, i64 %141
  %scevgep1070 = getelementptr i8, ptr %lsr.iv1069, i64 8
  %scevgep1081 = getelementptr i8, ptr %lsr.iv1080, i64 %141
  %exitcond317.not = icmp eq i64 %.676.us.us.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond317.not, label %for.end.1, label %iter.check710

iter.check660:                                    ; preds = %iter.check660.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split
  %lsr.iv1118 = phi ptr [ %.6.i129, %iter.check660.preheader ], [ %scevgep1119, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1107 = phi ptr [ %.52.fca.1.4.load, %iter.check660.preheader ], [ %scevgep1108, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %lsr.iv1090 = phi ptr [ %scevgep1089, %iter.check660.preheader ], [ %scevgep1091, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ]
  %loop.index.1182.us.us.us = phi i64 [ %.676.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split ], [ 0, %iter.check660.preheader ]
  %159 = icmp ult i64 %135, 7
  br i1 %159, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check660
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us.us
  %lsr.iv1109 = phi ptr [ %lsr.iv1107, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %scevgep1110, %for.body.2.endif.endif.endif.endif.us.us.us.us.us ]
  %loop.index.2125.us.us.us.us.us = phi i64 [ %.674.us.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us.us ], [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.preheader ]
  %.633.us.us.us.us.us = load double, ptr %lsr.iv1109, align 8
  %.642.us.us.us.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i131 = fmul double %.633.us.us.us.us.us, %.633.us.us.us.us.us
  %.147.i.1.i132 = fmul double %.147.i.i131, %.147.i.i131
  %.32.i133 = fmul double %.642.us.us.us.us.us, %.147.i.1.i132
  %160 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1105 = getelementptr i8, ptr %lsr.iv1090, i64 %160
  %scevgep1106 = getelementptr i8, ptr %scevgep1105, i64 -56
  store double %.32.i133, ptr %scevgep1106, align 8
  %scevgep1111 = getelementptr i8, ptr %lsr.iv1109, i64 %138
  %sunkaddr2043 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2044 = getelementptr i8, ptr %lsr.iv1109, i64 %sunkaddr2043
  %.633.us.us.us.us.us.1 = load double, ptr %sunkaddr2044, align 8
  %.642.us.us.us.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.1 = fmul double %.633.us.us.us.us.us.1, %.633.us.us.us.us.us.1
  %.147.i.1.i132.1 = fmul double %.147.i.i131.1, %.147.i.i131.1
  %.32.i133.1 = fmul double %.642.us.us.us.us.us.1, %.147.i.1.i132.1
  %161 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1103 = getelementptr i8, ptr %lsr.iv1090, i64 %161
  %scevgep1104 = getelementptr i8, ptr %scevgep1103, i64 -48
  store double %.32.i133.1, ptr %scevgep1104, align 8
  %scevgep1112 = getelementptr i8, ptr %scevgep1111, i64 %138
  %sunkaddr2045 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2046 = getelementptr i8, ptr %scevgep1111, i64 %sunkaddr2045
  %.633.us.us.us.us.us.2 = load double, ptr %sunkaddr2046, align 8
  %.642.us.us.us.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.2 = fmul double %.633.us.us.us.us.us.2, %.633.us.us.us.us.us.2
  %.147.i.1.i132.2 = fmul double %.147.i.i131.2, %.147.i.i131.2
  %.32.i133.2 = fmul double %.642.us.us.us.us.us.2, %.147.i.1.i132.2
  %162 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1101 = getelementptr i8, ptr %lsr.iv1090, i64 %162
  %scevgep1102 = getelementptr i8, ptr %scevgep1101, i64 -40
  store double %.32.i133.2, ptr %scevgep1102, align 8
  %scevgep1113 = getelementptr i8, ptr %scevgep1112, i64 %138
  %sunkaddr2047 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2048 = getelementptr i8, ptr %scevgep1112, i64 %sunkaddr2047
  %.633.us.us.us.us.us.3 = load double, ptr %sunkaddr2048, align 8
  %.642.us.us.us.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.3 = fmul double %.633.us.us.us.us.us.3, %.633.us.us.us.us.us.3
  %.147.i.1.i132.3 = fmul double %.147.i.i131.3, %.147.i.i131.3
  %.32.i133.3 = fmul double %.642.us.us.us.us.us.3, %.147.i.1.i132.3
  %163 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1099 = getelementptr i8, ptr %lsr.iv1090, i64 %163
  %scevgep1100 = getelementptr i8, ptr %scevgep1099, i64 -32
  store double %.32.i133.3, ptr %scevgep1100, align 8
  %scevgep1114 = getelementptr i8, ptr %scevgep1113, i64 %138
  %sunkaddr2049 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2050 = getelementptr i8, ptr %scevgep1113, i64 %sunkaddr2049
  %.633.us.us.us.us.us.4 = load double, ptr %sunkaddr2050, align 8
  %.642.us.us.us.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.4 = fmul double %.633.us.us.us.us.us.4, %.633.us.us.us.us.us.4
  %.147.i.1.i132.4 = fmul double %.147.i.i131.4, %.147.i.i131.4
  %.32.i133.4 = fmul double %.642.us.us.us.us.us.4, %.147.i.1.i132.4
  %164 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1097 = getelementptr i8, ptr %lsr.iv1090, i64 %164
  %scevgep1098 = getelementptr i8, ptr %scevgep1097, i64 -24
  store double %.32.i133.4, ptr %scevgep1098, align 8
  %scevgep1115 = getelementptr i8, ptr %scevgep1114, i64 %138
  %sunkaddr2051 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2052 = getelementptr i8, ptr %scevgep1114, i64 %sunkaddr2051
  %.633.us.us.us.us.us.5 = load double, ptr %sunkaddr2052, align 8
  %.642.us.us.us.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.5 = fmul double %.633.us.us.us.us.us.5, %.633.us.us.us.us.us.5
  %.147.i.1.i132.5 = fmul double %.147.i.i131.5, %.147.i.i131.5
  %.32.i133.5 = fmul double %.642.us.us.us.us.us.5, %.147.i.1.i132.5
  %165 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1095 = getelementptr i8, ptr %lsr.iv1090, i64 %165
  %scevgep1096 = getelementptr i8, ptr %scevgep1095, i64 -16
  store double %.32.i133.5, ptr %scevgep1096, align 8
  %scevgep1116 = getelementptr i8, ptr %scevgep1115, i64 %138
  %sunkaddr2053 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2054 = getelementptr i8, ptr %scevgep1115, i64 %sunkaddr2053
  %.633.us.us.us.us.us.6 = load double, ptr %sunkaddr2054, align 8
  %.642.us.us.us.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.6 = fmul double %.633.us.us.us.us.us.6, %.633.us.us.us.us.us.6
  %.147.i.1.i132.6 = fmul double %.147.i.i131.6, %.147.i.i131.6
  %.32.i133.6 = fmul double %.642.us.us.us.us.us.6, %.147.i.1.i132.6
  %166 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1093 = getelementptr i8, ptr %lsr.iv1090, i64 %166
  %scevgep1094 = getelementptr i8, ptr %scevgep1093, i64 -8
  store double %.32.i133.6, ptr %scevgep1094, align 8
  %sunkaddr1749 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr1750 = getelementptr i8, ptr %scevgep1116, i64 %sunkaddr1749
  %.633.us.us.us.us.us.7 = load double, ptr %sunkaddr1750, align 8
  %.642.us.us.us.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i131.7 = fmul double %.633.us.us.us.us.us.7, %.633.us.us.us.us.us.7
  %.147.i.1.i132.7 = fmul double %.147.i.i131.7, %.147.i.i131.7
  %.32.i133.7 = fmul double %.642.us.us.us.us.us.7, %.147.i.1.i132.7
  %167 = shl i64 %loop.index.2125.us.us.us.us.us, 3
  %scevgep1092 = getelementptr i8, ptr %lsr.iv1090, i64 %167
  store double %.32.i133.7, ptr %scevgep1092, align 8
  %.674.us.us.us.us.us.7 = add nuw i64 %loop.index.2125.us.us.us.us.us, 8
  %scevgep1110 = getelementptr i8, ptr %lsr.iv1109, i64 %137
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.674.us.us.us.us.us.7
  br i1 %niter.ncmp.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !79

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us
  %168 = icmp eq i64 %xtraiter787, 0
  br i1 %168, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader: ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa, %iter.check660
  %loop.index.2125.us.us.us.us.us.epil.init = phi i64 [ 0, %iter.check660 ], [ %.674.us.us.us.us.us.7, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa ]
  %169 = shl i64 %loop.index.2125.us.us.us.us.us.epil.init, 3
  %scevgep1120 = getelementptr i8, ptr %lsr.iv1118, i64 %169
  %170 = mul i64 %139, %loop.index.2125.us.us.us.us.us.epil.init
  %scevgep1122 = getelementptr i8, ptr %lsr.iv1107, i64 %170
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil

for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader
  %lsr.iv1123 = phi ptr [ %scevgep1124, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil ], [ %scevgep1122, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ]
  %epil.iter = phi i64 [ 0, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil.preheader ], [ %epil.iter.next, %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil ]
  %.633.us.us.us.us.us.epil = load double, ptr %lsr.iv1123, align 8
  %.642.us.us.us.us.us.epil = load double, ptr %arg.c.4, align 8
  %.147.i.i131.epil = fmul double %.633.us.us.us.us.us.epil, %.633.us.us.us.us.us.epil
  %.147.i.1.i132.epil = fmul double %.147.i.i131.epil, %.147.i.i131.epil
  %.32.i133.epil = fmul double %.642.us.us.us.us.us.epil, %.147.i.1.i132.epil
  %171 = shl nuw nsw i64 %epil.iter, 3
  %scevgep1121 = getelementptr i8, ptr %scevgep1120, i64 %171
  store double %.32.i133.epil, ptr %scevgep1121, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %scevgep1124 = getelementptr i8, ptr %lsr.iv1123, i64 %139
  %epil.iter.cmp.not = icmp eq i64 %xtraiter787, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, label %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, !llvm.loop !80

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us.us.epil, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.unr-lcssa
  %.676.us.us.us = add nuw nsw i64 %loop.index.1182.us.us.us, 1
  %scevgep1091 = getelementptr i8, ptr %lsr.iv1090, i64 %136
  %scevgep1108 = getelementptr i8, ptr %lsr.iv1107, i64 8
  %scevgep1119 = getelementptr i8, ptr %lsr.iv1118, i64 %136
  %exitcond315.not = icmp eq i64 %.676.us.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond315.not, label %for.end.1, label %iter.check660

for.cond.2.preheader.lr.ph.split.us.split.us.split: ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %172 = icmp ugt i64 %arg.c.5.0.fr, 1
  %173 = mul i64 %.52.fca.1.5.0.load.fr, %dest_shape.196.sroa.5.1
  %174 = shl i64 %173, 3
  %scevgep596 = getelementptr i8, ptr %.6.i129, i64 %174
  br i1 %172, label %for.cond.2.preheader.us.us.us254.preheader, label %for.cond.2.preheader.us.us.preheader

for.cond.2.preheader.us.us.preheader:             ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split
  %const = bitcast i64 8070450532247928800 to i64
  %175 = shl i64 %.52.fca.1.5.0.load.fr, 3
  %scevgep555 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %175
  %scevgep556 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0557 = icmp ult ptr %.6.i129, %scevgep555
  %bound1558 = icmp ult ptr %.52.fca.1.4.load, %scevgep596
  %found.conflict559 = and i1 %bound0557, %bound1558
  %bound0560 = icmp ult ptr %.6.i129, %scevgep556
  %bound1561 = icmp ult ptr %arg.c.4, %scevgep596
  %found.conflict562 = and i1 %bound0560, %bound1561
  %.mask = and i64 %dest_shape.196.sroa.5.1, 1152921504606846976
  %stride.check563 = icmp ne i64 %.mask, 0
  %176 = or i1 %found.conflict562, %stride.check563
  %conflict.rdx564 = or i1 %found.conflict559, %176
  %n.vec572 = and i64 %dest_shape.196.sroa.5.1, %const
  %const_mat = add i64 %const, 28
  %n.vec586 = and i64 %dest_shape.196.sroa.5.1, %const_mat
  %scevgep1182 = getelementptr i8, ptr %.6.i129, i64 192
  %177 = shl i64 %dest_shape.196.sroa.5.1, 3
  br label %iter.check567

for.cond.2.preheader.us.us.us254.preheader:       ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us.split
  %const1432 = bitcast i64 9223372036854775776 to i64
  %178 = shl i64 %dest_shape.196.sroa.5.1, 3
  %179 = shl i64 %.52.fca.1.5.0.load.fr, 3
  %scevgep597 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %179
  %scevgep598 = getelementptr i8, ptr %arg.c.4, i64 %178
  %bound0599 = icmp ult ptr %.6.i129, %scevgep597
  %bound1600 = icmp ult ptr %.52.fca.1.4.load, %scevgep596
  %found.conflict601 = and i1 %bound0599, %bound1600
  %bound0603 = icmp ult ptr %.6.i129, %scevgep598
  %bound1604 = icmp ult ptr %arg.c.4, %scevgep596
  %found.conflict605 = and i1 %bound0603, %bound1604
  %stride.check606 = icmp slt i64 %178, 0
  %180 = or i1 %found.conflict605, %stride.check606
  %conflict.rdx607 = or i1 %found.conflict601, %180
  %n.vec615 = and i64 %dest_shape.196.sroa.5.1, %const1432
  %const_mat1433 = add i64 %const1432, 28
  %n.vec633 = and i64 %dest_shape.196.sroa.5.1, %const_mat1433
  %scevgep1125 = getelementptr i8, ptr %.6.i129, i64 192
  br label %iter.check610

iter.check610:                                    ; preds = %for.cond.2.preheader.us.us.us254.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us
  %lsr.iv1143 = phi ptr [ %.6.i129, %for.cond.2.preheader.us.us.us254.preheader ], [ %scevgep1144, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1126 = phi ptr [ %scevgep1125, %for.cond.2.preheader.us.us.us254.preheader ], [ %scevgep1127, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ]
  %loop.index.1182.us.us.us255 = phi i64 [ %.676.us.us.us258, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us ], [ 0, %for.cond.2.preheader.us.us.us254.preheader ]
  %181 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  %brmerge = select i1 %181, i1 true, i1 %conflict.rdx607
  br i1 %brmerge, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader, label %vector.main.loop.iter.check612

vector.main.loop.iter.check612:                   ; preds = %iter.check610
  %182 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %182, label %vec.epilog.ph631, label %vector.ph613

vector.ph613:                                     ; preds = %vector.main.loop.iter.check612
  %sunkaddr1751 = mul i64 %loop.index.1182.us.us.us255, 8
  %sunkaddr1752 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1751
  %183 = load double, ptr %sunkaddr1752, align 8, !alias.scope !81
  %.scalar751 = fmul double %183, %183
  %.scalar752 = fmul double %.scalar751, %.scalar751
  %184 = insertelement <8 x double> poison, double %.scalar752, i64 0
  %185 = shufflevector <8 x double> %184, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body618

vector.body618:                                   ; preds = %vector.body618, %vector.ph613
  %index619 = phi i64 [ 0, %vector.ph613 ], [ %index.next624, %vector.body618 ]
  %sunkaddr1753 = mul i64 %index619, 8
  %sunkaddr1754 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1753
  %wide.load620 = load <8 x double>, ptr %sunkaddr1754, align 8, !alias.scope !84
  %sunkaddr1755 = mul i64 %index619, 8
  %sunkaddr1756 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1755
  %sunkaddr1757 = getelementptr i8, ptr %sunkaddr1756, i64 64
  %wide.load621 = load <8 x double>, ptr %sunkaddr1757, align 8, !alias.scope !84
  %sunkaddr1758 = mul i64 %index619, 8
  %sunkaddr1759 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, ptr %sunkaddr1759, i64 128
  %wide.load622 = load <8 x double>, ptr %sunkaddr1760, align 8, !alias.scope !84
  %sunkaddr1761 = mul i64 %index619, 8
  %sunkaddr1762 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, ptr %sunkaddr1762, i64 192
  %wide.load623 = load <8 x double>, ptr %sunkaddr1763, align 8, !alias.scope !84
  %186 = fmul <8 x double> %wide.load620, %185
  %187 = fmul <8 x double> %wide.load621, %185
  %188 = fmul <8 x double> %wide.load622, %185
  %189 = fmul <8 x double> %wide.load623, %185
  %190 = shl i64 %index619, 3
  %scevgep1133 = getelementptr i8, ptr %lsr.iv1126, i64 %190
  %scevgep1134 = getelementptr i8, ptr %scevgep1133, i64 -192
  %191 = shl i64 %index619, 3
  %scevgep1131 = getelementptr i8, ptr %lsr.iv1126, i64 %191
  %scevgep1132 = getelementptr i8, ptr %scevgep1131, i64 -128
  %192 = shl i64 %index619, 3
  %scevgep1129 = getelementptr i8, ptr %lsr.iv1126, i64 %192
  %scevgep1130 = getelementptr i8, ptr %scevgep1129, i64 -64
  %193 = shl i64 %index619, 3
  %scevgep1128 = getelementptr i8, ptr %lsr.iv1126, i64 %193
  store <8 x double> %186, ptr %scevgep1134, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %187, ptr %scevgep1132, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %188, ptr %scevgep1130, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %189, ptr %scevgep1128, align 8, !alias.scope !86, !noalias !88
  %index.next624 = add nuw i64 %index619, 32
  %194 = icmp eq i64 %n.vec615, %index.next624
  br i1 %194, label %middle.block625, label %vector.body618, !llvm.loop !89

middle.block625:                                  ; preds = %vector.body618
  %195 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec615
  br i1 %195, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check629

vec.epilog.iter.check629:                         ; preds = %middle.block625
  %196 = and i64 %dest_shape.196.sroa.5.1, 28
  %197 = icmp eq i64 %196, 0
  br i1 %197, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader, label %vec.epilog.ph631, !prof !22

vec.epilog.ph631:                                 ; preds = %vector.main.loop.iter.check612, %vec.epilog.iter.check629
  %vec.epilog.resume.val627 = phi i64 [ %n.vec615, %vec.epilog.iter.check629 ], [ 0, %vector.main.loop.iter.check612 ]
  %sunkaddr1764 = mul i64 %loop.index.1182.us.us.us255, 8
  %sunkaddr1765 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1764
  %198 = load double, ptr %sunkaddr1765, align 8, !alias.scope !81
  %.scalar753 = fmul double %198, %198
  %.scalar754 = fmul double %.scalar753, %.scalar753
  %199 = insertelement <4 x double> poison, double %.scalar754, i64 0
  %200 = shufflevector <4 x double> %199, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body636

vec.epilog.vector.body636:                        ; preds = %vec.epilog.vector.body636, %vec.epilog.ph631
  %index637 = phi i64 [ %vec.epilog.resume.val627, %vec.epilog.ph631 ], [ %index.next639, %vec.epilog.vector.body636 ]
  %201 = shl i64 %index637, 3
  %scevgep1146 = getelementptr i8, ptr %arg.c.4, i64 %201
  %wide.load638 = load <4 x double>, ptr %scevgep1146, align 8, !alias.scope !84
  %202 = fmul <4 x double> %wide.load638, %200
  %203 = shl i64 %index637, 3
  %scevgep1145 = getelementptr i8, ptr %lsr.iv1143, i64 %203
  store <4 x double> %202, ptr %scevgep1145, align 8, !alias.scope !86, !noalias !88
  %index.next639 = add nuw i64 %index637, 4
  %204 = icmp eq i64 %n.vec633, %index.next639
  br i1 %204, label %vec.epilog.middle.block640, label %vec.epilog.vector.body636, !llvm.loop !90

vec.epilog.middle.block640:                       ; preds = %vec.epilog.vector.body636
  %205 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec633
  br i1 %205, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader: ; preds = %iter.check610, %vec.epilog.iter.check629, %vec.epilog.middle.block640
  %loop.index.2125.us.us.us.us234.us.ph = phi i64 [ 0, %iter.check610 ], [ %n.vec633, %vec.epilog.middle.block640 ], [ %n.vec615, %vec.epilog.iter.check629 ]
  %206 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us.us.us.us234.us.ph
  %xtraiter784 = and i64 %206, 7
  %lcmp.mod785.not = icmp eq i64 %xtraiter784, 0
  br i1 %lcmp.mod785.not, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol
  %lsr.iv1149 = phi i64 [ %xtraiter784, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader ], [ %lsr.iv.next1150, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ]
  %loop.index.2125.us.us.us.us234.us.prol = phi i64 [ %.674.us.us.us.us240.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ], [ %loop.index.2125.us.us.us.us234.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.preheader ]
  %sunkaddr1766 = mul i64 %loop.index.1182.us.us.us255, 8
  %sunkaddr1767 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1766
  %.633.us.us.us.us236.us.prol = load double, ptr %sunkaddr1767, align 8
  %207 = shl i64 %loop.index.2125.us.us.us.us234.us.prol, 3
  %scevgep1148 = getelementptr i8, ptr %arg.c.4, i64 %207
  %.642.us.us.us.us244.us.prol = load double, ptr %scevgep1148, align 8
  %.147.i.i134.prol = fmul double %.633.us.us.us.us236.us.prol, %.633.us.us.us.us236.us.prol
  %.147.i.1.i135.prol = fmul double %.147.i.i134.prol, %.147.i.i134.prol
  %.32.i136.prol = fmul double %.642.us.us.us.us244.us.prol, %.147.i.1.i135.prol
  %208 = shl i64 %loop.index.2125.us.us.us.us234.us.prol, 3
  %scevgep1147 = getelementptr i8, ptr %lsr.iv1143, i64 %208
  store double %.32.i136.prol, ptr %scevgep1147, align 8
  %.674.us.us.us.us240.us.prol = add nuw i64 %loop.index.2125.us.us.us.us234.us.prol, 1
  %lsr.iv.next1150 = add nsw i64 %lsr.iv1149, -1
  %prol.iter786.cmp.not = icmp eq i64 %lsr.iv.next1150, 0
  br i1 %prol.iter786.cmp.not, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol, !llvm.loop !91

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader
  %loop.index.2125.us.us.us.us234.us.unr = phi i64 [ %loop.index.2125.us.us.us.us234.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader ], [ %.674.us.us.us.us240.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol ]
  %209 = sub nsw i64 %loop.index.2125.us.us.us.us234.us.ph, %dest_shape.196.sroa.5.1
  %210 = icmp ugt i64 %209, -8
  br i1 %210, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader818

for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader818: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us

for.body.2.endif.endif.endif.endif.us.us.us.us237.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader818, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us
  %loop.index.2125.us.us.us.us234.us = phi i64 [ %.674.us.us.us.us240.us.7, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us ], [ %loop.index.2125.us.us.us.us234.us.unr, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.preheader818 ]
  %sunkaddr1768 = mul i64 %loop.index.1182.us.us.us255, 8
  %sunkaddr1769 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1768
  %.633.us.us.us.us236.us = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1770 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1771 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1770
  %.642.us.us.us.us244.us = load double, ptr %sunkaddr1771, align 8
  %.147.i.i134 = fmul double %.633.us.us.us.us236.us, %.633.us.us.us.us236.us
  %.147.i.1.i135 = fmul double %.147.i.i134, %.147.i.i134
  %.32.i136 = fmul double %.642.us.us.us.us244.us, %.147.i.1.i135
  %211 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1153 = getelementptr i8, ptr %lsr.iv1143, i64 %211
  store double %.32.i136, ptr %scevgep1153, align 8
  %.633.us.us.us.us236.us.1 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1772 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1773 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1772
  %sunkaddr1774 = getelementptr i8, ptr %sunkaddr1773, i64 8
  %.642.us.us.us.us244.us.1 = load double, ptr %sunkaddr1774, align 8
  %.147.i.i134.1 = fmul double %.633.us.us.us.us236.us.1, %.633.us.us.us.us236.us.1
  %.147.i.1.i135.1 = fmul double %.147.i.i134.1, %.147.i.i134.1
  %.32.i136.1 = fmul double %.642.us.us.us.us244.us.1, %.147.i.1.i135.1
  %212 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1156 = getelementptr i8, ptr %lsr.iv1143, i64 %212
  %scevgep1157 = getelementptr i8, ptr %scevgep1156, i64 8
  store double %.32.i136.1, ptr %scevgep1157, align 8
  %.633.us.us.us.us236.us.2 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1775 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1776 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1775
  %sunkaddr1777 = getelementptr i8, ptr %sunkaddr1776, i64 16
  %.642.us.us.us.us244.us.2 = load double, ptr %sunkaddr1777, align 8
  %.147.i.i134.2 = fmul double %.633.us.us.us.us236.us.2, %.633.us.us.us.us236.us.2
  %.147.i.1.i135.2 = fmul double %.147.i.i134.2, %.147.i.i134.2
  %.32.i136.2 = fmul double %.642.us.us.us.us244.us.2, %.147.i.1.i135.2
  %213 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1158 = getelementptr i8, ptr %lsr.iv1143, i64 %213
  %scevgep1159 = getelementptr i8, ptr %scevgep1158, i64 16
  store double %.32.i136.2, ptr %scevgep1159, align 8
  %.633.us.us.us.us236.us.3 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1778 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1779 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1778
  %sunkaddr1780 = getelementptr i8, ptr %sunkaddr1779, i64 24
  %.642.us.us.us.us244.us.3 = load double, ptr %sunkaddr1780, align 8
  %.147.i.i134.3 = fmul double %.633.us.us.us.us236.us.3, %.633.us.us.us.us236.us.3
  %.147.i.1.i135.3 = fmul double %.147.i.i134.3, %.147.i.i134.3
  %.32.i136.3 = fmul double %.642.us.us.us.us244.us.3, %.147.i.1.i135.3
  %214 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1160 = getelementptr i8, ptr %lsr.iv1143, i64 %214
  %scevgep1161 = getelementptr i8, ptr %scevgep1160, i64 24
  store double %.32.i136.3, ptr %scevgep1161, align 8
  %.633.us.us.us.us236.us.4 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1781 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1782 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1781
  %sunkaddr1783 = getelementptr i8, ptr %sunkaddr1782, i64 32
  %.642.us.us.us.us244.us.4 = load double, ptr %sunkaddr1783, align 8
  %.147.i.i134.4 = fmul double %.633.us.us.us.us236.us.4, %.633.us.us.us.us236.us.4
  %.147.i.1.i135.4 = fmul double %.147.i.i134.4, %.147.i.i134.4
  %.32.i136.4 = fmul double %.642.us.us.us.us244.us.4, %.147.i.1.i135.4
  %215 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1151 = getelementptr i8, ptr %lsr.iv1143, i64 %215
  %scevgep1152 = getelementptr i8, ptr %scevgep1151, i64 32
  store double %.32.i136.4, ptr %scevgep1152, align 8
  %.633.us.us.us.us236.us.5 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1784 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1785 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1784
  %sunkaddr1786 = getelementptr i8, ptr %sunkaddr1785, i64 40
  %.642.us.us.us.us244.us.5 = load double, ptr %sunkaddr1786, align 8
  %.147.i.i134.5 = fmul double %.633.us.us.us.us236.us.5, %.633.us.us.us.us236.us.5
  %.147.i.1.i135.5 = fmul double %.147.i.i134.5, %.147.i.i134.5
  %.32.i136.5 = fmul double %.642.us.us.us.us244.us.5, %.147.i.1.i135.5
  %216 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1164 = getelementptr i8, ptr %lsr.iv1143, i64 %216
  %scevgep1165 = getelementptr i8, ptr %scevgep1164, i64 40
  store double %.32.i136.5, ptr %scevgep1165, align 8
  %.633.us.us.us.us236.us.6 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1787 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1788 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, ptr %sunkaddr1788, i64 48
  %.642.us.us.us.us244.us.6 = load double, ptr %sunkaddr1789, align 8
  %.147.i.i134.6 = fmul double %.633.us.us.us.us236.us.6, %.633.us.us.us.us236.us.6
  %.147.i.1.i135.6 = fmul double %.147.i.i134.6, %.147.i.i134.6
  %.32.i136.6 = fmul double %.642.us.us.us.us244.us.6, %.147.i.1.i135.6
  %217 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1162 = getelementptr i8, ptr %lsr.iv1143, i64 %217
  %scevgep1163 = getelementptr i8, ptr %scevgep1162, i64 48
  store double %.32.i136.6, ptr %scevgep1163, align 8
  %.633.us.us.us.us236.us.7 = load double, ptr %sunkaddr1769, align 8
  %sunkaddr1790 = mul i64 %loop.index.2125.us.us.us.us234.us, 8
  %sunkaddr1791 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, ptr %sunkaddr1791, i64 56
  %.642.us.us.us.us244.us.7 = load double, ptr %sunkaddr1792, align 8
  %.147.i.i134.7 = fmul double %.633.us.us.us.us236.us.7, %.633.us.us.us.us236.us.7
  %.147.i.1.i135.7 = fmul double %.147.i.i134.7, %.147.i.i134.7
  %.32.i136.7 = fmul double %.642.us.us.us.us244.us.7, %.147.i.1.i135.7
  %218 = shl i64 %loop.index.2125.us.us.us.us234.us, 3
  %scevgep1154 = getelementptr i8, ptr %lsr.iv1143, i64 %218
  %scevgep1155 = getelementptr i8, ptr %scevgep1154, i64 56
  store double %.32.i136.7, ptr %scevgep1155, align 8
  %.674.us.us.us.us240.us.7 = add nuw nsw i64 %loop.index.2125.us.us.us.us234.us, 8
  %exitcond312.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us.us.us.us240.us.7
  br i1 %exitcond312.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, label %for.body.2.endif.endif.endif.endif.us.us.us.us237.us, !llvm.loop !92

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.us237.us, %for.body.2.endif.endif.endif.endif.us.us.us.us237.us.prol.loopexit, %vec.epilog.middle.block640, %middle.block625
  %.676.us.us.us258 = add nuw nsw i64 %loop.index.1182.us.us.us255, 1
  %scevgep1127 = getelementptr i8, ptr %lsr.iv1126, i64 %178
  %scevgep1144 = getelementptr i8, ptr %lsr.iv1143, i64 %178
  %exitcond313.not = icmp eq i64 %.676.us.us.us258, %.52.fca.1.5.0.load.fr
  br i1 %exitcond313.not, label %for.end.1, label %iter.check610

iter.check567:                                    ; preds = %for.cond.2.preheader.us.us.preheader, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split
  %lsr.iv1192 = phi ptr [ %.6.i129, %for.cond.2.preheader.us.us.preheader ], [ %scevgep1193, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ]
  %lsr.iv1183 = phi ptr [ %scevgep1182, %for.cond.2.preheader.us.us.preheader ], [ %scevgep1184, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ]
  %loop.index.1182.us.us = phi i64 [ %.676.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split ], [ 0, %for.cond.2.preheader.us.us.preheader ]
  %219 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  %brmerge808 = select i1 %219, i1 true, i1 %conflict.rdx564
  br i1 %brmerge808, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check569

vector.main.loop.iter.check569:                   ; preds = %iter.check567
  %220 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %220, label %vec.epilog.ph584, label %vector.ph570

vector.ph570:                                     ; preds = %vector.main.loop.iter.check569
  %221 = load double, ptr %arg.c.4, align 8, !alias.scope !93
  %sunkaddr1793 = mul i64 %loop.index.1182.us.us, 8
  %sunkaddr1794 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1793
  %222 = load double, ptr %sunkaddr1794, align 8, !alias.scope !96
  %223 = fmul double %222, %222
  %224 = fmul double %223, %223
  %225 = fmul double %221, %224
  %broadcast.splatinsert575 = insertelement <8 x double> poison, double %225, i64 0
  %broadcast.splat576 = shufflevector <8 x double> %broadcast.splatinsert575, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body573

vector.body573:                                   ; preds = %vector.body573, %vector.ph570
  %index574 = phi i64 [ 0, %vector.ph570 ], [ %index.next577, %vector.body573 ]
  %226 = shl i64 %index574, 3
  %scevgep1190 = getelementptr i8, ptr %lsr.iv1183, i64 %226
  %scevgep1191 = getelementptr i8, ptr %scevgep1190, i64 -192
  %227 = shl i64 %index574, 3
  %scevgep1188 = getelementptr i8, ptr %lsr.iv1183, i64 %227
  %scevgep1189 = getelementptr i8, ptr %scevgep1188, i64 -128
  %228 = shl i64 %index574, 3
  %scevgep1186 = getelementptr i8, ptr %lsr.iv1183, i64 %228
  %scevgep1187 = getelementptr i8, ptr %scevgep1186, i64 -64
  %229 = shl i64 %index574, 3
  %scevgep1185 = getelementptr i8, ptr %lsr.iv1183, i64 %229
  store <8 x double> %broadcast.splat576, ptr %scevgep1191, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %broadcast.splat576, ptr %scevgep1189, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %broadcast.splat576, ptr %scevgep1187, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %broadcast.splat576, ptr %scevgep1185, align 8, !alias.scope !98, !noalias !100
  %index.next577 = add nuw i64 %index574, 32
  %230 = icmp eq i64 %n.vec572, %index.next577
  br i1 %230, label %middle.block578, label %vector.body573, !llvm.loop !101

middle.block578:                                  ; preds = %vector.body573
  %231 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec572
  br i1 %231, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %vec.epilog.iter.check582

vec.epilog.iter.check582:                         ; preds = %middle.block578
  %232 = and i64 %dest_shape.196.sroa.5.1, 28
  %233 = icmp eq i64 %232, 0
  br i1 %233, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph584, !prof !22

vec.epilog.ph584:                                 ; preds = %vector.main.loop.iter.check569, %vec.epilog.iter.check582
  %vec.epilog.resume.val580 = phi i64 [ %n.vec572, %vec.epilog.iter.check582 ], [ 0, %vector.main.loop.iter.check569 ]
  %234 = load double, ptr %arg.c.4, align 8, !alias.scope !93
  %sunkaddr1795 = mul i64 %loop.index.1182.us.us, 8
  %sunkaddr1796 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1795
  %235 = load double, ptr %sunkaddr1796, align 8, !alias.scope !96
  %236 = fmul double %235, %235
  %237 = fmul double %236, %236
  %238 = fmul double %234, %237
  %broadcast.splatinsert589 = insertelement <4 x double> poison, double %238, i64 0
  %broadcast.splat590 = shufflevector <4 x double> %broadcast.splatinsert589, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body587

vec.epilog.vector.body587:                        ; preds = %vec.epilog.vector.body587, %vec.epilog.ph584
  %index588 = phi i64 [ %vec.epilog.resume.val580, %vec.epilog.ph584 ], [ %index.next591, %vec.epilog.vector.body587 ]
  %239 = shl i64 %index588, 3
  %scevgep1194 = getelementptr i8, ptr %lsr.iv1192, i64 %239
  store <4 x double> %broadcast.splat590, ptr %scevgep1194, align 8, !alias.scope !98, !noalias !100
  %index.next591 = add nuw i64 %index588, 4
  %240 = icmp eq i64 %n.vec586, %index.next591
  br i1 %240, label %vec.epilog.middle.block592, label %vec.epilog.vector.body587, !llvm.loop !102

vec.epilog.middle.block592:                       ; preds = %vec.epilog.vector.body587
  %241 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec586
  br i1 %241, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us.us.us.preheader: ; preds = %vec.epilog.middle.block592, %vec.epilog.iter.check582, %iter.check567
  %loop.index.2125.us.us.us.ph = phi i64 [ 0, %iter.check567 ], [ %n.vec572, %vec.epilog.iter.check582 ], [ %n.vec586, %vec.epilog.middle.block592 ]
  %242 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us.us.us.ph
  %xtraiter781 = and i64 %242, 7
  %lcmp.mod782.not = icmp eq i64 %xtraiter781, 0
  br i1 %lcmp.mod782.not, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us.us.us.prol

for.body.2.endif.endif.endif.endif.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us.us.us.prol
  %lsr.iv1196 = phi i64 [ %xtraiter781, %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next1197, %for.body.2.endif.endif.endif.endif.us.us.us.prol ]
  %loop.index.2125.us.us.us.prol = phi i64 [ %.674.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.prol ], [ %loop.index.2125.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %sunkaddr1797 = mul i64 %loop.index.1182.us.us, 8
  %sunkaddr1798 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1797
  %.633.us.us.us.prol = load double, ptr %sunkaddr1798, align 8
  %.642.us.us.us.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i137.prol = fmul double %.633.us.us.us.prol, %.633.us.us.us.prol
  %.147.i.1.i138.prol = fmul double %.147.i.i137.prol, %.147.i.i137.prol
  %.32.i139.prol = fmul double %.642.us.us.us.prol, %.147.i.1.i138.prol
  %243 = shl i64 %loop.index.2125.us.us.us.prol, 3
  %scevgep1195 = getelementptr i8, ptr %lsr.iv1192, i64 %243
  store double %.32.i139.prol, ptr %scevgep1195, align 8
  %.674.us.us.us.prol = add nuw nsw i64 %loop.index.2125.us.us.us.prol, 1
  %lsr.iv.next1197 = add nsw i64 %lsr.iv1196, -1
  %prol.iter783.cmp.not = icmp eq i64 %lsr.iv.next1197, 0
  br i1 %prol.iter783.cmp.not, label %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us.us.us.prol, !llvm.loop !103

for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.preheader
  %loop.index.2125.us.us.us.unr = phi i64 [ %loop.index.2125.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us.us.us.preheader ], [ %.674.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us.us.us.prol ]
  %244 = sub nsw i64 %loop.index.2125.us.us.us.ph, %dest_shape.196.sroa.5.1
  %245 = icmp ugt i64 %244, -8
  br i1 %245, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us.preheader820

for.body.2.endif.endif.endif.endif.us.us.us.preheader820: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us.us.us

for.body.2.endif.endif.endif.endif.us.us.us:      ; preds = %for.body.2.endif.endif.endif.endif.us.us.us.preheader820, %for.body.2.endif.endif.endif.endif.us.us.us
  %loop.index.2125.us.us.us = phi i64 [ %.674.us.us.us.7, %for.body.2.endif.endif.endif.endif.us.us.us ], [ %loop.index.2125.us.us.us.unr, %for.body.2.endif.endif.endif.endif.us.us.us.preheader820 ]
  %sunkaddr1799 = mul i64 %loop.index.1182.us.us, 8
  %sunkaddr1800 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1799
  %.633.us.us.us = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i137 = fmul double %.633.us.us.us, %.633.us.us.us
  %.147.i.1.i138 = fmul double %.147.i.i137, %.147.i.i137
  %.32.i139 = fmul double %.642.us.us.us, %.147.i.1.i138
  %246 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1200 = getelementptr i8, ptr %lsr.iv1192, i64 %246
  store double %.32.i139, ptr %scevgep1200, align 8
  %.633.us.us.us.1 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.1 = fmul double %.633.us.us.us.1, %.633.us.us.us.1
  %.147.i.1.i138.1 = fmul double %.147.i.i137.1, %.147.i.i137.1
  %.32.i139.1 = fmul double %.642.us.us.us.1, %.147.i.1.i138.1
  %247 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1205 = getelementptr i8, ptr %lsr.iv1192, i64 %247
  %scevgep1206 = getelementptr i8, ptr %scevgep1205, i64 8
  store double %.32.i139.1, ptr %scevgep1206, align 8
  %.633.us.us.us.2 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.2 = fmul double %.633.us.us.us.2, %.633.us.us.us.2
  %.147.i.1.i138.2 = fmul double %.147.i.i137.2, %.147.i.i137.2
  %.32.i139.2 = fmul double %.642.us.us.us.2, %.147.i.1.i138.2
  %248 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1207 = getelementptr i8, ptr %lsr.iv1192, i64 %248
  %scevgep1208 = getelementptr i8, ptr %scevgep1207, i64 16
  store double %.32.i139.2, ptr %scevgep1208, align 8
  %.633.us.us.us.3 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.3 = fmul double %.633.us.us.us.3, %.633.us.us.us.3
  %.147.i.1.i138.3 = fmul double %.147.i.i137.3, %.147.i.i137.3
  %.32.i139.3 = fmul double %.642.us.us.us.3, %.147.i.1.i138.3
  %249 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1209 = getelementptr i8, ptr %lsr.iv1192, i64 %249
  %scevgep1210 = getelementptr i8, ptr %scevgep1209, i64 24
  store double %.32.i139.3, ptr %scevgep1210, align 8
  %.633.us.us.us.4 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.4 = fmul double %.633.us.us.us.4, %.633.us.us.us.4
  %.147.i.1.i138.4 = fmul double %.147.i.i137.4, %.147.i.i137.4
  %.32.i139.4 = fmul double %.642.us.us.us.4, %.147.i.1.i138.4
  %250 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1198 = getelementptr i8, ptr %lsr.iv1192, i64 %250
  %scevgep1199 = getelementptr i8, ptr %scevgep1198, i64 32
  store double %.32.i139.4, ptr %scevgep1199, align 8
  %.633.us.us.us.5 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.5 = fmul double %.633.us.us.us.5, %.633.us.us.us.5
  %.147.i.1.i138.5 = fmul double %.147.i.i137.5, %.147.i.i137.5
  %.32.i139.5 = fmul double %.642.us.us.us.5, %.147.i.1.i138.5
  %251 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1211 = getelementptr i8, ptr %lsr.iv1192, i64 %251
  %scevgep1212 = getelementptr i8, ptr %scevgep1211, i64 40
  store double %.32.i139.5, ptr %scevgep1212, align 8
  %.633.us.us.us.6 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.6 = fmul double %.633.us.us.us.6, %.633.us.us.us.6
  %.147.i.1.i138.6 = fmul double %.147.i.i137.6, %.147.i.i137.6
  %.32.i139.6 = fmul double %.642.us.us.us.6, %.147.i.1.i138.6
  %252 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1203 = getelementptr i8, ptr %lsr.iv1192, i64 %252
  %scevgep1204 = getelementptr i8, ptr %scevgep1203, i64 48
  store double %.32.i139.6, ptr %scevgep1204, align 8
  %.633.us.us.us.7 = load double, ptr %sunkaddr1800, align 8
  %.642.us.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i137.7 = fmul double %.633.us.us.us.7, %.633.us.us.us.7
  %.147.i.1.i138.7 = fmul double %.147.i.i137.7, %.147.i.i137.7
  %.32.i139.7 = fmul double %.642.us.us.us.7, %.147.i.1.i138.7
  %253 = shl i64 %loop.index.2125.us.us.us, 3
  %scevgep1201 = getelementptr i8, ptr %lsr.iv1192, i64 %253
  %scevgep1202 = getelementptr i8, ptr %scevgep1201, i64 56
  store double %.32.i139.7, ptr %scevgep1202, align 8
  %.674.us.us.us.7 = add nuw nsw i64 %loop.index.2125.us.us.us, 8
  %exitcond310.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us.us.us.7
  br i1 %exitcond310.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, label %for.body.2.endif.endif.endif.endif.us.us.us, !llvm.loop !104

for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split: ; preds = %for.body.2.endif.endif.endif.endif.us.us.us, %for.body.2.endif.endif.endif.endif.us.us.us.prol.loopexit, %vec.epilog.middle.block592, %middle.block578
  %.676.us.us = add nuw nsw i64 %loop.index.1182.us.us, 1
  %scevgep1184 = getelementptr i8, ptr %lsr.iv1183, i64 %177
  %scevgep1193 = getelementptr i8, ptr %lsr.iv1192, i64 %177
  %exitcond311.not = icmp eq i64 %.676.us.us, %.52.fca.1.5.0.load.fr
  br i1 %exitcond311.not, label %for.end.1, label %iter.check567

for.cond.2.preheader.lr.ph.split.us.split:        ; preds = %for.cond.2.preheader.lr.ph.split.us
  %254 = icmp ugt i64 %.52.fca.1.5.1.load.fr, 1
  br i1 %254, label %for.cond.2.preheader.lr.ph.split.us.split.split.us, label %for.cond.2.preheader.lr.ph.split.us.split.split

for.cond.2.preheader.lr.ph.split.us.split.split.us: ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %255 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %255, label %iter.check, label %iter.check256

iter.check:                                       ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split.us
  %256 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  br i1 %256, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %257 = ptrtoint ptr %.6.i129 to i64
  %258 = ptrtoint ptr %.52.fca.1.4.load to i64
  %259 = ptrtoint ptr %arg.c.4 to i64
  %260 = sub i64 %257, %258
  %diff.check = icmp ult i64 %260, 256
  %261 = sub i64 %257, %259
  %diff.check229 = icmp ult i64 %261, 256
  %conflict.rdx = or i1 %diff.check, %diff.check229
  br i1 %conflict.rdx, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1443 = bitcast i64 9223372036854775776 to i64
  %min.iters.check230 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %min.iters.check230, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.196.sroa.5.1, %const1443
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr1801 = mul i64 %index, 8
  %sunkaddr1802 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1801
  %wide.load = load <8 x double>, ptr %sunkaddr1802, align 8
  %sunkaddr1803 = mul i64 %index, 8
  %sunkaddr1804 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, ptr %sunkaddr1804, i64 64
  %wide.load231 = load <8 x double>, ptr %sunkaddr1805, align 8
  %sunkaddr1806 = mul i64 %index, 8
  %sunkaddr1807 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, ptr %sunkaddr1807, i64 128
  %wide.load232 = load <8 x double>, ptr %sunkaddr1808, align 8
  %sunkaddr1809 = mul i64 %index, 8
  %sunkaddr1810 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, ptr %sunkaddr1810, i64 192
  %wide.load233 = load <8 x double>, ptr %sunkaddr1811, align 8
  %sunkaddr1812 = mul i64 %index, 8
  %sunkaddr1813 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1812
  %wide.load234 = load <8 x double>, ptr %sunkaddr1813, align 8
  %sunkaddr1814 = mul i64 %index, 8
  %sunkaddr1815 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1814
  %sunkaddr1816 = getelementptr i8, ptr %sunkaddr1815, i64 64
  %wide.load235 = load <8 x double>, ptr %sunkaddr1816, align 8
  %sunkaddr1817 = mul i64 %index, 8
  %sunkaddr1818 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1817
  %sunkaddr1819 = getelementptr i8, ptr %sunkaddr1818, i64 128
  %wide.load236 = load <8 x double>, ptr %sunkaddr1819, align 8
  %sunkaddr1820 = mul i64 %index, 8
  %sunkaddr1821 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1820
  %sunkaddr1822 = getelementptr i8, ptr %sunkaddr1821, i64 192
  %wide.load237 = load <8 x double>, ptr %sunkaddr1822, align 8
  %262 = fmul <8 x double> %wide.load, %wide.load
  %263 = fmul <8 x double> %wide.load231, %wide.load231
  %264 = fmul <8 x double> %wide.load232, %wide.load232
  %265 = fmul <8 x double> %wide.load233, %wide.load233
  %266 = fmul <8 x double> %262, %262
  %267 = fmul <8 x double> %263, %263
  %268 = fmul <8 x double> %264, %264
  %269 = fmul <8 x double> %265, %265
  %270 = fmul <8 x double> %wide.load234, %266
  %271 = fmul <8 x double> %wide.load235, %267
  %272 = fmul <8 x double> %wide.load236, %268
  %273 = fmul <8 x double> %wide.load237, %269
  %sunkaddr1823 = mul i64 %index, 8
  %sunkaddr1824 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1823
  store <8 x double> %270, ptr %sunkaddr1824, align 8
  %sunkaddr1825 = mul i64 %index, 8
  %sunkaddr1826 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1825
  %sunkaddr1827 = getelementptr i8, ptr %sunkaddr1826, i64 64
  store <8 x double> %271, ptr %sunkaddr1827, align 8
  %sunkaddr1828 = mul i64 %index, 8
  %sunkaddr1829 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1828
  %sunkaddr1830 = getelementptr i8, ptr %sunkaddr1829, i64 128
  store <8 x double> %272, ptr %sunkaddr1830, align 8
  %sunkaddr1831 = mul i64 %index, 8
  %sunkaddr1832 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1831
  %sunkaddr1833 = getelementptr i8, ptr %sunkaddr1832, i64 192
  store <8 x double> %273, ptr %sunkaddr1833, align 8
  %index.next = add nuw i64 %index, 32
  %274 = icmp eq i64 %n.vec, %index.next
  br i1 %274, label %middle.block, label %vector.body, !llvm.loop !105

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec
  br i1 %cmp.n, label %for.end.1, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %275 = and i64 %dest_shape.196.sroa.5.1, 28
  %min.epilog.iters.check = icmp eq i64 %275, 0
  br i1 %min.epilog.iters.check, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat1444 = add i64 %const1443, 28
  %n.vec239 = and i64 %dest_shape.196.sroa.5.1, %const_mat1444
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index240 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next243, %vec.epilog.vector.body ]
  %276 = shl i64 %index240, 3
  %scevgep878 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %276
  %wide.load241 = load <4 x double>, ptr %scevgep878, align 8
  %277 = shl i64 %index240, 3
  %scevgep877 = getelementptr i8, ptr %arg.c.4, i64 %277
  %wide.load242 = load <4 x double>, ptr %scevgep877, align 8
  %278 = fmul <4 x double> %wide.load241, %wide.load241
  %279 = fmul <4 x double> %278, %278
  %280 = fmul <4 x double> %wide.load242, %279
  %281 = shl i64 %index240, 3
  %scevgep876 = getelementptr i8, ptr %.6.i129, i64 %281
  store <4 x double> %280, ptr %scevgep876, align 8
  %index.next243 = add nuw i64 %index240, 4
  %282 = icmp eq i64 %n.vec239, %index.next243
  br i1 %282, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !106

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n244 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec239
  br i1 %cmp.n244, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader: ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.2125.us133.us.us.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec239, %vec.epilog.middle.block ]
  %283 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us133.us.us.us.us.ph
  %xtraiter805 = and i64 %283, 7
  %lcmp.mod806.not = icmp eq i64 %xtraiter805, 0
  br i1 %lcmp.mod806.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader
  %284 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.us.us.ph
  %285 = shl i64 %284, 3
  %scevgep872 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %285
  %286 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol
  %lsr.iv875 = phi i64 [ %xtraiter805, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %lsr.iv873 = phi ptr [ %scevgep872, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ], [ %scevgep874, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %loop.index.2125.us133.us.us.us.us.prol = phi i64 [ %.674.us139.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ], [ %loop.index.2125.us133.us.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.preheader ]
  %.633.us144.us.us.us.us.prol = load double, ptr %lsr.iv873, align 8
  %287 = shl i64 %loop.index.2125.us133.us.us.us.us.prol, 3
  %scevgep871 = getelementptr i8, ptr %arg.c.4, i64 %287
  %.642.us147.us.us.us.us.prol = load double, ptr %scevgep871, align 8
  %.147.i.i140.prol = fmul double %.633.us144.us.us.us.us.prol, %.633.us144.us.us.us.us.prol
  %.147.i.1.i141.prol = fmul double %.147.i.i140.prol, %.147.i.i140.prol
  %.32.i142.prol = fmul double %.642.us147.us.us.us.us.prol, %.147.i.1.i141.prol
  %288 = shl i64 %loop.index.2125.us133.us.us.us.us.prol, 3
  %scevgep870 = getelementptr i8, ptr %.6.i129, i64 %288
  store double %.32.i142.prol, ptr %scevgep870, align 8
  %.674.us139.us.us.us.us.prol = add nuw i64 %loop.index.2125.us133.us.us.us.us.prol, 1
  %scevgep874 = getelementptr i8, ptr %lsr.iv873, i64 %286
  %lsr.iv.next = add nsw i64 %lsr.iv875, -1
  %prol.iter807.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter807.cmp.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol, !llvm.loop !107

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader
  %loop.index.2125.us133.us.us.us.us.unr = phi i64 [ %loop.index.2125.us133.us.us.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader ], [ %.674.us139.us.us.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol ]
  %289 = sub nsw i64 %loop.index.2125.us133.us.us.us.us.ph, %dest_shape.196.sroa.5.1
  %290 = icmp ugt i64 %289, -8
  br i1 %290, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader809

for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader809: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit
  %291 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.us.us.unr
  %292 = shl i64 %291, 3
  %scevgep861 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %292
  %293 = shl i64 %.52.fca.1.5.0.load.fr, 6
  %294 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us

for.body.2.endif.endif.endif.endif.us136.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader809, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us
  %lsr.iv = phi ptr [ %scevgep861, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader809 ], [ %scevgep862, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us ]
  %loop.index.2125.us133.us.us.us.us = phi i64 [ %.674.us139.us.us.us.us.7, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us ], [ %loop.index.2125.us133.us.us.us.us.unr, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.preheader809 ]
  %.633.us144.us.us.us.us = load double, ptr %lsr.iv, align 8
  %sunkaddr1834 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1835 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1834
  %.642.us147.us.us.us.us = load double, ptr %sunkaddr1835, align 8
  %.147.i.i140 = fmul double %.633.us144.us.us.us.us, %.633.us144.us.us.us.us
  %.147.i.1.i141 = fmul double %.147.i.i140, %.147.i.i140
  %.32.i142 = fmul double %.642.us147.us.us.us.us, %.147.i.1.i141
  %sunkaddr1836 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1837 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1836
  store double %.32.i142, ptr %sunkaddr1837, align 8
  %scevgep863 = getelementptr i8, ptr %lsr.iv, i64 %294
  %sunkaddr2055 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2056 = getelementptr i8, ptr %lsr.iv, i64 %sunkaddr2055
  %.633.us144.us.us.us.us.1 = load double, ptr %sunkaddr2056, align 8
  %sunkaddr1838 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1839 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1838
  %sunkaddr1840 = getelementptr i8, ptr %sunkaddr1839, i64 8
  %.642.us147.us.us.us.us.1 = load double, ptr %sunkaddr1840, align 8
  %.147.i.i140.1 = fmul double %.633.us144.us.us.us.us.1, %.633.us144.us.us.us.us.1
  %.147.i.1.i141.1 = fmul double %.147.i.i140.1, %.147.i.i140.1
  %.32.i142.1 = fmul double %.642.us147.us.us.us.us.1, %.147.i.1.i141.1
  %sunkaddr1841 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1842 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1841
  %sunkaddr1843 = getelementptr i8, ptr %sunkaddr1842, i64 8
  store double %.32.i142.1, ptr %sunkaddr1843, align 8
  %scevgep864 = getelementptr i8, ptr %scevgep863, i64 %294
  %sunkaddr2057 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2058 = getelementptr i8, ptr %scevgep863, i64 %sunkaddr2057
  %.633.us144.us.us.us.us.2 = load double, ptr %sunkaddr2058, align 8
  %sunkaddr1844 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1845 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1844
  %sunkaddr1846 = getelementptr i8, ptr %sunkaddr1845, i64 16
  %.642.us147.us.us.us.us.2 = load double, ptr %sunkaddr1846, align 8
  %.147.i.i140.2 = fmul double %.633.us144.us.us.us.us.2, %.633.us144.us.us.us.us.2
  %.147.i.1.i141.2 = fmul double %.147.i.i140.2, %.147.i.i140.2
  %.32.i142.2 = fmul double %.642.us147.us.us.us.us.2, %.147.i.1.i141.2
  %sunkaddr1847 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1848 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1847
  %sunkaddr1849 = getelementptr i8, ptr %sunkaddr1848, i64 16
  store double %.32.i142.2, ptr %sunkaddr1849, align 8
  %scevgep865 = getelementptr i8, ptr %scevgep864, i64 %294
  %sunkaddr2059 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2060 = getelementptr i8, ptr %scevgep864, i64 %sunkaddr2059
  %.633.us144.us.us.us.us.3 = load double, ptr %sunkaddr2060, align 8
  %sunkaddr1850 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1851 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1850
  %sunkaddr1852 = getelementptr i8, ptr %sunkaddr1851, i64 24
  %.642.us147.us.us.us.us.3 = load double, ptr %sunkaddr1852, align 8
  %.147.i.i140.3 = fmul double %.633.us144.us.us.us.us.3, %.633.us144.us.us.us.us.3
  %.147.i.1.i141.3 = fmul double %.147.i.i140.3, %.147.i.i140.3
  %.32.i142.3 = fmul double %.642.us147.us.us.us.us.3, %.147.i.1.i141.3
  %sunkaddr1853 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1854 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1853
  %sunkaddr1855 = getelementptr i8, ptr %sunkaddr1854, i64 24
  store double %.32.i142.3, ptr %sunkaddr1855, align 8
  %scevgep866 = getelementptr i8, ptr %scevgep865, i64 %294
  %sunkaddr2061 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2062 = getelementptr i8, ptr %scevgep865, i64 %sunkaddr2061
  %.633.us144.us.us.us.us.4 = load double, ptr %sunkaddr2062, align 8
  %sunkaddr1856 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1857 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1856
  %sunkaddr1858 = getelementptr i8, ptr %sunkaddr1857, i64 32
  %.642.us147.us.us.us.us.4 = load double, ptr %sunkaddr1858, align 8
  %.147.i.i140.4 = fmul double %.633.us144.us.us.us.us.4, %.633.us144.us.us.us.us.4
  %.147.i.1.i141.4 = fmul double %.147.i.i140.4, %.147.i.i140.4
  %.32.i142.4 = fmul double %.642.us147.us.us.us.us.4, %.147.i.1.i141.4
  %sunkaddr1859 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1860 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1859
  %sunkaddr1861 = getelementptr i8, ptr %sunkaddr1860, i64 32
  store double %.32.i142.4, ptr %sunkaddr1861, align 8
  %scevgep867 = getelementptr i8, ptr %scevgep866, i64 %294
  %sunkaddr2063 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2064 = getelementptr i8, ptr %scevgep866, i64 %sunkaddr2063
  %.633.us144.us.us.us.us.5 = load double, ptr %sunkaddr2064, align 8
  %sunkaddr1862 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1863 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1862
  %sunkaddr1864 = getelementptr i8, ptr %sunkaddr1863, i64 40
  %.642.us147.us.us.us.us.5 = load double, ptr %sunkaddr1864, align 8
  %.147.i.i140.5 = fmul double %.633.us144.us.us.us.us.5, %.633.us144.us.us.us.us.5
  %.147.i.1.i141.5 = fmul double %.147.i.i140.5, %.147.i.i140.5
  %.32.i142.5 = fmul double %.642.us147.us.us.us.us.5, %.147.i.1.i141.5
  %sunkaddr1865 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1866 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1865
  %sunkaddr1867 = getelementptr i8, ptr %sunkaddr1866, i64 40
  store double %.32.i142.5, ptr %sunkaddr1867, align 8
  %scevgep868 = getelementptr i8, ptr %scevgep867, i64 %294
  %sunkaddr2065 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2066 = getelementptr i8, ptr %scevgep867, i64 %sunkaddr2065
  %.633.us144.us.us.us.us.6 = load double, ptr %sunkaddr2066, align 8
  %sunkaddr1868 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1869 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1868
  %sunkaddr1870 = getelementptr i8, ptr %sunkaddr1869, i64 48
  %.642.us147.us.us.us.us.6 = load double, ptr %sunkaddr1870, align 8
  %.147.i.i140.6 = fmul double %.633.us144.us.us.us.us.6, %.633.us144.us.us.us.us.6
  %.147.i.1.i141.6 = fmul double %.147.i.i140.6, %.147.i.i140.6
  %.32.i142.6 = fmul double %.642.us147.us.us.us.us.6, %.147.i.1.i141.6
  %sunkaddr1871 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1872 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1871
  %sunkaddr1873 = getelementptr i8, ptr %sunkaddr1872, i64 48
  store double %.32.i142.6, ptr %sunkaddr1873, align 8
  %sunkaddr1874 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr1875 = getelementptr i8, ptr %scevgep868, i64 %sunkaddr1874
  %.633.us144.us.us.us.us.7 = load double, ptr %sunkaddr1875, align 8
  %sunkaddr1876 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1877 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1876
  %sunkaddr1878 = getelementptr i8, ptr %sunkaddr1877, i64 56
  %.642.us147.us.us.us.us.7 = load double, ptr %sunkaddr1878, align 8
  %.147.i.i140.7 = fmul double %.633.us144.us.us.us.us.7, %.633.us144.us.us.us.us.7
  %.147.i.1.i141.7 = fmul double %.147.i.i140.7, %.147.i.i140.7
  %.32.i142.7 = fmul double %.642.us147.us.us.us.us.7, %.147.i.1.i141.7
  %sunkaddr1879 = mul i64 %loop.index.2125.us133.us.us.us.us, 8
  %sunkaddr1880 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, ptr %sunkaddr1880, i64 56
  store double %.32.i142.7, ptr %sunkaddr1881, align 8
  %.674.us139.us.us.us.us.7 = add nuw nsw i64 %loop.index.2125.us133.us.us.us.us, 8
  %scevgep862 = getelementptr i8, ptr %lsr.iv, i64 %293
  %exitcond308.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us139.us.us.us.us.7
  br i1 %exitcond308.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.us.us, !llvm.loop !108

iter.check256:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split.us
  %295 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  br i1 %295, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vector.memcheck247

vector.memcheck247:                               ; preds = %iter.check256
  %296 = shl i64 %dest_shape.196.sroa.5.1, 3
  %scevgep = getelementptr i8, ptr %.6.i129, i64 %296
  %scevgep248 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %296
  %scevgep249 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0 = icmp ult ptr %.6.i129, %scevgep248
  %bound1 = icmp ult ptr %.52.fca.1.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0250 = icmp ult ptr %.6.i129, %scevgep249
  %bound1251 = icmp ult ptr %arg.c.4, %scevgep
  %found.conflict252 = and i1 %bound0250, %bound1251
  %conflict.rdx253 = or i1 %found.conflict, %found.conflict252
  br i1 %conflict.rdx253, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vector.main.loop.iter.check258

vector.main.loop.iter.check258:                   ; preds = %vector.memcheck247
  %const1441 = bitcast i64 9223372036854775776 to i64
  %min.iters.check257 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %min.iters.check257, label %vec.epilog.ph275, label %vector.ph259

vector.ph259:                                     ; preds = %vector.main.loop.iter.check258
  %n.vec261 = and i64 %dest_shape.196.sroa.5.1, %const1441
  %297 = load double, ptr %arg.c.4, align 8, !alias.scope !109
  %broadcast.splatinsert = insertelement <8 x double> poison, double %297, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body262

vector.body262:                                   ; preds = %vector.body262, %vector.ph259
  %index263 = phi i64 [ 0, %vector.ph259 ], [ %index.next268, %vector.body262 ]
  %sunkaddr1882 = mul i64 %index263, 8
  %sunkaddr1883 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1882
  %wide.load264 = load <8 x double>, ptr %sunkaddr1883, align 8, !alias.scope !112
  %sunkaddr1884 = mul i64 %index263, 8
  %sunkaddr1885 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, ptr %sunkaddr1885, i64 64
  %wide.load265 = load <8 x double>, ptr %sunkaddr1886, align 8, !alias.scope !112
  %sunkaddr1887 = mul i64 %index263, 8
  %sunkaddr1888 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1887
  %sunkaddr1889 = getelementptr i8, ptr %sunkaddr1888, i64 128
  %wide.load266 = load <8 x double>, ptr %sunkaddr1889, align 8, !alias.scope !112
  %sunkaddr1890 = mul i64 %index263, 8
  %sunkaddr1891 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, ptr %sunkaddr1891, i64 192
  %wide.load267 = load <8 x double>, ptr %sunkaddr1892, align 8, !alias.scope !112
  %298 = fmul <8 x double> %wide.load264, %wide.load264
  %299 = fmul <8 x double> %wide.load265, %wide.load265
  %300 = fmul <8 x double> %wide.load266, %wide.load266
  %301 = fmul <8 x double> %wide.load267, %wide.load267
  %302 = fmul <8 x double> %298, %298
  %303 = fmul <8 x double> %299, %299
  %304 = fmul <8 x double> %300, %300
  %305 = fmul <8 x double> %301, %301
  %306 = fmul <8 x double> %broadcast.splat, %302
  %307 = fmul <8 x double> %broadcast.splat, %303
  %308 = fmul <8 x double> %broadcast.splat, %304
  %309 = fmul <8 x double> %broadcast.splat, %305
  %sunkaddr1893 = mul i64 %index263, 8
  %sunkaddr1894 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1893
  store <8 x double> %306, ptr %sunkaddr1894, align 8, !alias.scope !114, !noalias !116
  %sunkaddr1895 = mul i64 %index263, 8
  %sunkaddr1896 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1895
  %sunkaddr1897 = getelementptr i8, ptr %sunkaddr1896, i64 64
  store <8 x double> %307, ptr %sunkaddr1897, align 8, !alias.scope !114, !noalias !116
  %sunkaddr1898 = mul i64 %index263, 8
  %sunkaddr1899 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1898
  %sunkaddr1900 = getelementptr i8, ptr %sunkaddr1899, i64 128
  store <8 x double> %308, ptr %sunkaddr1900, align 8, !alias.scope !114, !noalias !116
  %sunkaddr1901 = mul i64 %index263, 8
  %sunkaddr1902 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1901
  %sunkaddr1903 = getelementptr i8, ptr %sunkaddr1902, i64 192
  store <8 x double> %309, ptr %sunkaddr1903, align 8, !alias.scope !114, !noalias !116
  %index.next268 = add nuw i64 %index263, 32
  %310 = icmp eq i64 %n.vec261, %index.next268
  br i1 %310, label %middle.block269, label %vector.body262, !llvm.loop !117

middle.block269:                                  ; preds = %vector.body262
  %cmp.n270 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec261
  br i1 %cmp.n270, label %for.end.1, label %vec.epilog.iter.check273

vec.epilog.iter.check273:                         ; preds = %middle.block269
  %311 = and i64 %dest_shape.196.sroa.5.1, 28
  %min.epilog.iters.check274 = icmp eq i64 %311, 0
  br i1 %min.epilog.iters.check274, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader, label %vec.epilog.ph275, !prof !22

vec.epilog.ph275:                                 ; preds = %vector.main.loop.iter.check258, %vec.epilog.iter.check273
  %vec.epilog.resume.val271 = phi i64 [ %n.vec261, %vec.epilog.iter.check273 ], [ 0, %vector.main.loop.iter.check258 ]
  %const_mat1442 = add i64 %const1441, 28
  %n.vec277 = and i64 %dest_shape.196.sroa.5.1, %const_mat1442
  %312 = load double, ptr %arg.c.4, align 8, !alias.scope !109
  %broadcast.splatinsert281 = insertelement <4 x double> poison, double %312, i64 0
  %broadcast.splat282 = shufflevector <4 x double> %broadcast.splatinsert281, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body278

vec.epilog.vector.body278:                        ; preds = %vec.epilog.vector.body278, %vec.epilog.ph275
  %index279 = phi i64 [ %vec.epilog.resume.val271, %vec.epilog.ph275 ], [ %index.next283, %vec.epilog.vector.body278 ]
  %313 = shl i64 %index279, 3
  %scevgep936 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %313
  %wide.load280 = load <4 x double>, ptr %scevgep936, align 8, !alias.scope !112
  %314 = fmul <4 x double> %wide.load280, %wide.load280
  %315 = fmul <4 x double> %314, %314
  %316 = fmul <4 x double> %broadcast.splat282, %315
  %317 = shl i64 %index279, 3
  %scevgep935 = getelementptr i8, ptr %.6.i129, i64 %317
  store <4 x double> %316, ptr %scevgep935, align 8, !alias.scope !114, !noalias !116
  %index.next283 = add nuw i64 %index279, 4
  %318 = icmp eq i64 %n.vec277, %index.next283
  br i1 %318, label %vec.epilog.middle.block284, label %vec.epilog.vector.body278, !llvm.loop !118

vec.epilog.middle.block284:                       ; preds = %vec.epilog.vector.body278
  %cmp.n285 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec277
  br i1 %cmp.n285, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.preheader: ; preds = %vector.memcheck247, %iter.check256, %vec.epilog.iter.check273, %vec.epilog.middle.block284
  %loop.index.2125.us133.us.us.ph = phi i64 [ 0, %iter.check256 ], [ 0, %vector.memcheck247 ], [ %n.vec261, %vec.epilog.iter.check273 ], [ %n.vec277, %vec.epilog.middle.block284 ]
  %319 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us133.us.us.ph
  %xtraiter802 = and i64 %319, 7
  %lcmp.mod803.not = icmp eq i64 %xtraiter802, 0
  br i1 %lcmp.mod803.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.preheader
  %320 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.ph
  %321 = shl i64 %320, 3
  %scevgep930 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %321
  %322 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %for.body.2.endif.endif.endif.endif.us136.us.us.prol

for.body.2.endif.endif.endif.endif.us136.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us136.us.us.prol
  %lsr.iv933 = phi i64 [ %xtraiter802, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ], [ %lsr.iv.next934, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %lsr.iv931 = phi ptr [ %scevgep930, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ], [ %scevgep932, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %loop.index.2125.us133.us.us.prol = phi i64 [ %.674.us139.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ], [ %loop.index.2125.us133.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.preheader ]
  %.633.us144.us.us.prol = load double, ptr %lsr.iv931, align 8
  %.642.us147.us.us.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i143.prol = fmul double %.633.us144.us.us.prol, %.633.us144.us.us.prol
  %.147.i.1.i144.prol = fmul double %.147.i.i143.prol, %.147.i.i143.prol
  %.32.i145.prol = fmul double %.642.us147.us.us.prol, %.147.i.1.i144.prol
  %323 = shl i64 %loop.index.2125.us133.us.us.prol, 3
  %scevgep929 = getelementptr i8, ptr %.6.i129, i64 %323
  store double %.32.i145.prol, ptr %scevgep929, align 8
  %.674.us139.us.us.prol = add nuw i64 %loop.index.2125.us133.us.us.prol, 1
  %scevgep932 = getelementptr i8, ptr %lsr.iv931, i64 %322
  %lsr.iv.next934 = add nsw i64 %lsr.iv933, -1
  %prol.iter804.cmp.not = icmp eq i64 %lsr.iv.next934, 0
  br i1 %prol.iter804.cmp.not, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us136.us.us.prol, !llvm.loop !119

for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader
  %loop.index.2125.us133.us.us.unr = phi i64 [ %loop.index.2125.us133.us.us.ph, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader ], [ %.674.us139.us.us.prol, %for.body.2.endif.endif.endif.endif.us136.us.us.prol ]
  %324 = sub nsw i64 %loop.index.2125.us133.us.us.ph, %dest_shape.196.sroa.5.1
  %325 = icmp ugt i64 %324, -8
  br i1 %325, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us.preheader810

for.body.2.endif.endif.endif.endif.us136.us.us.preheader810: ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit
  %326 = mul i64 %.52.fca.1.5.0.load.fr, %loop.index.2125.us133.us.us.unr
  %327 = shl i64 %326, 3
  %scevgep919 = getelementptr i8, ptr %.52.fca.1.4.load, i64 %327
  %328 = shl i64 %.52.fca.1.5.0.load.fr, 6
  %329 = shl i64 %.52.fca.1.5.0.load.fr, 3
  br label %for.body.2.endif.endif.endif.endif.us136.us.us

for.body.2.endif.endif.endif.endif.us136.us.us:   ; preds = %for.body.2.endif.endif.endif.endif.us136.us.us.preheader810, %for.body.2.endif.endif.endif.endif.us136.us.us
  %lsr.iv920 = phi ptr [ %scevgep919, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader810 ], [ %scevgep921, %for.body.2.endif.endif.endif.endif.us136.us.us ]
  %loop.index.2125.us133.us.us = phi i64 [ %.674.us139.us.us.7, %for.body.2.endif.endif.endif.endif.us136.us.us ], [ %loop.index.2125.us133.us.us.unr, %for.body.2.endif.endif.endif.endif.us136.us.us.preheader810 ]
  %.633.us144.us.us = load double, ptr %lsr.iv920, align 8
  %.642.us147.us.us = load double, ptr %arg.c.4, align 8
  %.147.i.i143 = fmul double %.633.us144.us.us, %.633.us144.us.us
  %.147.i.1.i144 = fmul double %.147.i.i143, %.147.i.i143
  %.32.i145 = fmul double %.642.us147.us.us, %.147.i.1.i144
  %sunkaddr1904 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1905 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1904
  store double %.32.i145, ptr %sunkaddr1905, align 8
  %scevgep922 = getelementptr i8, ptr %lsr.iv920, i64 %329
  %sunkaddr2067 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2068 = getelementptr i8, ptr %lsr.iv920, i64 %sunkaddr2067
  %.633.us144.us.us.1 = load double, ptr %sunkaddr2068, align 8
  %.642.us147.us.us.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.1 = fmul double %.633.us144.us.us.1, %.633.us144.us.us.1
  %.147.i.1.i144.1 = fmul double %.147.i.i143.1, %.147.i.i143.1
  %.32.i145.1 = fmul double %.642.us147.us.us.1, %.147.i.1.i144.1
  %sunkaddr1906 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1907 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1906
  %sunkaddr1908 = getelementptr i8, ptr %sunkaddr1907, i64 8
  store double %.32.i145.1, ptr %sunkaddr1908, align 8
  %scevgep923 = getelementptr i8, ptr %scevgep922, i64 %329
  %sunkaddr2069 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2070 = getelementptr i8, ptr %scevgep922, i64 %sunkaddr2069
  %.633.us144.us.us.2 = load double, ptr %sunkaddr2070, align 8
  %.642.us147.us.us.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.2 = fmul double %.633.us144.us.us.2, %.633.us144.us.us.2
  %.147.i.1.i144.2 = fmul double %.147.i.i143.2, %.147.i.i143.2
  %.32.i145.2 = fmul double %.642.us147.us.us.2, %.147.i.1.i144.2
  %sunkaddr1909 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1910 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1909
  %sunkaddr1911 = getelementptr i8, ptr %sunkaddr1910, i64 16
  store double %.32.i145.2, ptr %sunkaddr1911, align 8
  %scevgep924 = getelementptr i8, ptr %scevgep923, i64 %329
  %sunkaddr2071 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2072 = getelementptr i8, ptr %scevgep923, i64 %sunkaddr2071
  %.633.us144.us.us.3 = load double, ptr %sunkaddr2072, align 8
  %.642.us147.us.us.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.3 = fmul double %.633.us144.us.us.3, %.633.us144.us.us.3
  %.147.i.1.i144.3 = fmul double %.147.i.i143.3, %.147.i.i143.3
  %.32.i145.3 = fmul double %.642.us147.us.us.3, %.147.i.1.i144.3
  %sunkaddr1912 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1913 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1912
  %sunkaddr1914 = getelementptr i8, ptr %sunkaddr1913, i64 24
  store double %.32.i145.3, ptr %sunkaddr1914, align 8
  %scevgep925 = getelementptr i8, ptr %scevgep924, i64 %329
  %sunkaddr2073 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2074 = getelementptr i8, ptr %scevgep924, i64 %sunkaddr2073
  %.633.us144.us.us.4 = load double, ptr %sunkaddr2074, align 8
  %.642.us147.us.us.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.4 = fmul double %.633.us144.us.us.4, %.633.us144.us.us.4
  %.147.i.1.i144.4 = fmul double %.147.i.i143.4, %.147.i.i143.4
  %.32.i145.4 = fmul double %.642.us147.us.us.4, %.147.i.1.i144.4
  %sunkaddr1915 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1916 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1915
  %sunkaddr1917 = getelementptr i8, ptr %sunkaddr1916, i64 32
  store double %.32.i145.4, ptr %sunkaddr1917, align 8
  %scevgep926 = getelementptr i8, ptr %scevgep925, i64 %329
  %sunkaddr2075 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2076 = getelementptr i8, ptr %scevgep925, i64 %sunkaddr2075
  %.633.us144.us.us.5 = load double, ptr %sunkaddr2076, align 8
  %.642.us147.us.us.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.5 = fmul double %.633.us144.us.us.5, %.633.us144.us.us.5
  %.147.i.1.i144.5 = fmul double %.147.i.i143.5, %.147.i.i143.5
  %.32.i145.5 = fmul double %.642.us147.us.us.5, %.147.i.1.i144.5
  %sunkaddr1918 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1919 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1918
  %sunkaddr1920 = getelementptr i8, ptr %sunkaddr1919, i64 40
  store double %.32.i145.5, ptr %sunkaddr1920, align 8
  %scevgep927 = getelementptr i8, ptr %scevgep926, i64 %329
  %sunkaddr2077 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr2078 = getelementptr i8, ptr %scevgep926, i64 %sunkaddr2077
  %.633.us144.us.us.6 = load double, ptr %sunkaddr2078, align 8
  %.642.us147.us.us.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.6 = fmul double %.633.us144.us.us.6, %.633.us144.us.us.6
  %.147.i.1.i144.6 = fmul double %.147.i.i143.6, %.147.i.i143.6
  %.32.i145.6 = fmul double %.642.us147.us.us.6, %.147.i.1.i144.6
  %sunkaddr1921 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1922 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1921
  %sunkaddr1923 = getelementptr i8, ptr %sunkaddr1922, i64 48
  store double %.32.i145.6, ptr %sunkaddr1923, align 8
  %sunkaddr1924 = mul i64 %.52.fca.1.5.0.load.fr, 8
  %sunkaddr1925 = getelementptr i8, ptr %scevgep927, i64 %sunkaddr1924
  %.633.us144.us.us.7 = load double, ptr %sunkaddr1925, align 8
  %.642.us147.us.us.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i143.7 = fmul double %.633.us144.us.us.7, %.633.us144.us.us.7
  %.147.i.1.i144.7 = fmul double %.147.i.i143.7, %.147.i.i143.7
  %.32.i145.7 = fmul double %.642.us147.us.us.7, %.147.i.1.i144.7
  %sunkaddr1926 = mul i64 %loop.index.2125.us133.us.us, 8
  %sunkaddr1927 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1926
  %sunkaddr1928 = getelementptr i8, ptr %sunkaddr1927, i64 56
  store double %.32.i145.7, ptr %sunkaddr1928, align 8
  %.674.us139.us.us.7 = add nuw nsw i64 %loop.index.2125.us133.us.us, 8
  %scevgep921 = getelementptr i8, ptr %lsr.iv920, i64 %328
  %exitcond306.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us139.us.us.7
  br i1 %exitcond306.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us136.us.us, !llvm.loop !120

for.cond.2.preheader.lr.ph.split.us.split.split:  ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %330 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %330, label %iter.check300, label %iter.check346

iter.check300:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split
  %331 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  br i1 %331, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vector.memcheck287

vector.memcheck287:                               ; preds = %iter.check300
  %332 = shl i64 %dest_shape.196.sroa.5.1, 3
  %scevgep288 = getelementptr i8, ptr %.6.i129, i64 %332
  %scevgep289 = getelementptr i8, ptr %.52.fca.1.4.load, i64 8
  %scevgep290 = getelementptr i8, ptr %arg.c.4, i64 %332
  %bound0291 = icmp ult ptr %.6.i129, %scevgep289
  %bound1292 = icmp ult ptr %.52.fca.1.4.load, %scevgep288
  %found.conflict293 = and i1 %bound0291, %bound1292
  %bound0294 = icmp ult ptr %.6.i129, %scevgep290
  %bound1295 = icmp ult ptr %arg.c.4, %scevgep288
  %found.conflict296 = and i1 %bound0294, %bound1295
  %conflict.rdx297 = or i1 %found.conflict293, %found.conflict296
  br i1 %conflict.rdx297, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vector.main.loop.iter.check302

vector.main.loop.iter.check302:                   ; preds = %vector.memcheck287
  %const1439 = bitcast i64 9223372036854775776 to i64
  %min.iters.check301 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %min.iters.check301, label %vec.epilog.ph321, label %vector.ph303

vector.ph303:                                     ; preds = %vector.main.loop.iter.check302
  %n.vec305 = and i64 %dest_shape.196.sroa.5.1, %const1439
  %333 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !121
  %.scalar755 = fmul double %333, %333
  %.scalar756 = fmul double %.scalar755, %.scalar755
  %334 = insertelement <8 x double> poison, double %.scalar756, i64 0
  %335 = shufflevector <8 x double> %334, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body308

vector.body308:                                   ; preds = %vector.body308, %vector.ph303
  %index309 = phi i64 [ 0, %vector.ph303 ], [ %index.next314, %vector.body308 ]
  %sunkaddr1929 = mul i64 %index309, 8
  %sunkaddr1930 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1929
  %wide.load310 = load <8 x double>, ptr %sunkaddr1930, align 8, !alias.scope !124
  %sunkaddr1931 = mul i64 %index309, 8
  %sunkaddr1932 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1931
  %sunkaddr1933 = getelementptr i8, ptr %sunkaddr1932, i64 64
  %wide.load311 = load <8 x double>, ptr %sunkaddr1933, align 8, !alias.scope !124
  %sunkaddr1934 = mul i64 %index309, 8
  %sunkaddr1935 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1934
  %sunkaddr1936 = getelementptr i8, ptr %sunkaddr1935, i64 128
  %wide.load312 = load <8 x double>, ptr %sunkaddr1936, align 8, !alias.scope !124
  %sunkaddr1937 = mul i64 %index309, 8
  %sunkaddr1938 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1937
  %sunkaddr1939 = getelementptr i8, ptr %sunkaddr1938, i64 192
  %wide.load313 = load <8 x double>, ptr %sunkaddr1939, align 8, !alias.scope !124
  %336 = fmul <8 x double> %wide.load310, %335
  %337 = fmul <8 x double> %wide.load311, %335
  %338 = fmul <8 x double> %wide.load312, %335
  %339 = fmul <8 x double> %wide.load313, %335
  %sunkaddr1940 = mul i64 %index309, 8
  %sunkaddr1941 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1940
  store <8 x double> %336, ptr %sunkaddr1941, align 8, !alias.scope !126, !noalias !128
  %sunkaddr1942 = mul i64 %index309, 8
  %sunkaddr1943 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1942
  %sunkaddr1944 = getelementptr i8, ptr %sunkaddr1943, i64 64
  store <8 x double> %337, ptr %sunkaddr1944, align 8, !alias.scope !126, !noalias !128
  %sunkaddr1945 = mul i64 %index309, 8
  %sunkaddr1946 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1945
  %sunkaddr1947 = getelementptr i8, ptr %sunkaddr1946, i64 128
  store <8 x double> %338, ptr %sunkaddr1947, align 8, !alias.scope !126, !noalias !128
  %sunkaddr1948 = mul i64 %index309, 8
  %sunkaddr1949 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1948
  %sunkaddr1950 = getelementptr i8, ptr %sunkaddr1949, i64 192
  store <8 x double> %339, ptr %sunkaddr1950, align 8, !alias.scope !126, !noalias !128
  %index.next314 = add nuw i64 %index309, 32
  %340 = icmp eq i64 %n.vec305, %index.next314
  br i1 %340, label %middle.block315, label %vector.body308, !llvm.loop !129

middle.block315:                                  ; preds = %vector.body308
  %cmp.n316 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec305
  br i1 %cmp.n316, label %for.end.1, label %vec.epilog.iter.check319

vec.epilog.iter.check319:                         ; preds = %middle.block315
  %341 = and i64 %dest_shape.196.sroa.5.1, 28
  %min.epilog.iters.check320 = icmp eq i64 %341, 0
  br i1 %min.epilog.iters.check320, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader, label %vec.epilog.ph321, !prof !22

vec.epilog.ph321:                                 ; preds = %vector.main.loop.iter.check302, %vec.epilog.iter.check319
  %vec.epilog.resume.val317 = phi i64 [ %n.vec305, %vec.epilog.iter.check319 ], [ 0, %vector.main.loop.iter.check302 ]
  %const_mat1440 = add i64 %const1439, 28
  %n.vec323 = and i64 %dest_shape.196.sroa.5.1, %const_mat1440
  %342 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !121
  %.scalar757 = fmul double %342, %342
  %.scalar758 = fmul double %.scalar757, %.scalar757
  %343 = insertelement <4 x double> poison, double %.scalar758, i64 0
  %344 = shufflevector <4 x double> %343, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body326

vec.epilog.vector.body326:                        ; preds = %vec.epilog.vector.body326, %vec.epilog.ph321
  %index327 = phi i64 [ %vec.epilog.resume.val317, %vec.epilog.ph321 ], [ %index.next329, %vec.epilog.vector.body326 ]
  %345 = shl i64 %index327, 3
  %scevgep990 = getelementptr i8, ptr %arg.c.4, i64 %345
  %wide.load328 = load <4 x double>, ptr %scevgep990, align 8, !alias.scope !124
  %346 = fmul <4 x double> %wide.load328, %344
  %347 = shl i64 %index327, 3
  %scevgep989 = getelementptr i8, ptr %.6.i129, i64 %347
  store <4 x double> %346, ptr %scevgep989, align 8, !alias.scope !126, !noalias !128
  %index.next329 = add nuw i64 %index327, 4
  %348 = icmp eq i64 %n.vec323, %index.next329
  br i1 %348, label %vec.epilog.middle.block330, label %vec.epilog.vector.body326, !llvm.loop !130

vec.epilog.middle.block330:                       ; preds = %vec.epilog.vector.body326
  %cmp.n331 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec323
  br i1 %cmp.n331, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader

for.body.2.endif.endif.endif.endif.us161.us.us.preheader: ; preds = %vector.memcheck287, %iter.check300, %vec.epilog.iter.check319, %vec.epilog.middle.block330
  %loop.index.2125.us158.us.us.ph = phi i64 [ 0, %iter.check300 ], [ 0, %vector.memcheck287 ], [ %n.vec305, %vec.epilog.iter.check319 ], [ %n.vec323, %vec.epilog.middle.block330 ]
  %349 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us158.us.us.ph
  %xtraiter799 = and i64 %349, 7
  %lcmp.mod800.not = icmp eq i64 %xtraiter799, 0
  br i1 %lcmp.mod800.not, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader

for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.preheader
  br label %for.body.2.endif.endif.endif.endif.us161.us.us.prol

for.body.2.endif.endif.endif.endif.us161.us.us.prol: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader, %for.body.2.endif.endif.endif.endif.us161.us.us.prol
  %lsr.iv987 = phi i64 [ %xtraiter799, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader ], [ %lsr.iv.next988, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ]
  %loop.index.2125.us158.us.us.prol = phi i64 [ %.674.us164.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ], [ %loop.index.2125.us158.us.us.ph, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.preheader ]
  %.633.us160.us.us.prol = load double, ptr %.52.fca.1.4.load, align 8
  %350 = shl i64 %loop.index.2125.us158.us.us.prol, 3
  %scevgep986 = getelementptr i8, ptr %arg.c.4, i64 %350
  %.642.us168.us.us.prol = load double, ptr %scevgep986, align 8
  %.147.i.i146.prol = fmul double %.633.us160.us.us.prol, %.633.us160.us.us.prol
  %.147.i.1.i147.prol = fmul double %.147.i.i146.prol, %.147.i.i146.prol
  %.32.i148.prol = fmul double %.642.us168.us.us.prol, %.147.i.1.i147.prol
  %351 = shl i64 %loop.index.2125.us158.us.us.prol, 3
  %scevgep985 = getelementptr i8, ptr %.6.i129, i64 %351
  store double %.32.i148.prol, ptr %scevgep985, align 8
  %.674.us164.us.us.prol = add nuw i64 %loop.index.2125.us158.us.us.prol, 1
  %lsr.iv.next988 = add nsw i64 %lsr.iv987, -1
  %prol.iter801.cmp.not = icmp eq i64 %lsr.iv.next988, 0
  br i1 %prol.iter801.cmp.not, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us161.us.us.prol, !llvm.loop !131

for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader
  %loop.index.2125.us158.us.us.unr = phi i64 [ %loop.index.2125.us158.us.us.ph, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader ], [ %.674.us164.us.us.prol, %for.body.2.endif.endif.endif.endif.us161.us.us.prol ]
  %352 = sub nsw i64 %loop.index.2125.us158.us.us.ph, %dest_shape.196.sroa.5.1
  %353 = icmp ugt i64 %352, -8
  br i1 %353, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us.preheader812

for.body.2.endif.endif.endif.endif.us161.us.us.preheader812: ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us161.us.us

for.body.2.endif.endif.endif.endif.us161.us.us:   ; preds = %for.body.2.endif.endif.endif.endif.us161.us.us.preheader812, %for.body.2.endif.endif.endif.endif.us161.us.us
  %loop.index.2125.us158.us.us = phi i64 [ %.674.us164.us.us.7, %for.body.2.endif.endif.endif.endif.us161.us.us ], [ %loop.index.2125.us158.us.us.unr, %for.body.2.endif.endif.endif.endif.us161.us.us.preheader812 ]
  %.633.us160.us.us = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1951 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1952 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1951
  %.642.us168.us.us = load double, ptr %sunkaddr1952, align 8
  %.147.i.i146 = fmul double %.633.us160.us.us, %.633.us160.us.us
  %.147.i.1.i147 = fmul double %.147.i.i146, %.147.i.i146
  %.32.i148 = fmul double %.642.us168.us.us, %.147.i.1.i147
  %sunkaddr1953 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1954 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1953
  store double %.32.i148, ptr %sunkaddr1954, align 8
  %.633.us160.us.us.1 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1955 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1956 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1955
  %sunkaddr1957 = getelementptr i8, ptr %sunkaddr1956, i64 8
  %.642.us168.us.us.1 = load double, ptr %sunkaddr1957, align 8
  %.147.i.i146.1 = fmul double %.633.us160.us.us.1, %.633.us160.us.us.1
  %.147.i.1.i147.1 = fmul double %.147.i.i146.1, %.147.i.i146.1
  %.32.i148.1 = fmul double %.642.us168.us.us.1, %.147.i.1.i147.1
  %sunkaddr1958 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1959 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1958
  %sunkaddr1960 = getelementptr i8, ptr %sunkaddr1959, i64 8
  store double %.32.i148.1, ptr %sunkaddr1960, align 8
  %.633.us160.us.us.2 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1961 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1962 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1961
  %sunkaddr1963 = getelementptr i8, ptr %sunkaddr1962, i64 16
  %.642.us168.us.us.2 = load double, ptr %sunkaddr1963, align 8
  %.147.i.i146.2 = fmul double %.633.us160.us.us.2, %.633.us160.us.us.2
  %.147.i.1.i147.2 = fmul double %.147.i.i146.2, %.147.i.i146.2
  %.32.i148.2 = fmul double %.642.us168.us.us.2, %.147.i.1.i147.2
  %sunkaddr1964 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1965 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1964
  %sunkaddr1966 = getelementptr i8, ptr %sunkaddr1965, i64 16
  store double %.32.i148.2, ptr %sunkaddr1966, align 8
  %.633.us160.us.us.3 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1967 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1968 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1967
  %sunkaddr1969 = getelementptr i8, ptr %sunkaddr1968, i64 24
  %.642.us168.us.us.3 = load double, ptr %sunkaddr1969, align 8
  %.147.i.i146.3 = fmul double %.633.us160.us.us.3, %.633.us160.us.us.3
  %.147.i.1.i147.3 = fmul double %.147.i.i146.3, %.147.i.i146.3
  %.32.i148.3 = fmul double %.642.us168.us.us.3, %.147.i.1.i147.3
  %sunkaddr1970 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1971 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1970
  %sunkaddr1972 = getelementptr i8, ptr %sunkaddr1971, i64 24
  store double %.32.i148.3, ptr %sunkaddr1972, align 8
  %.633.us160.us.us.4 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1973 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1974 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1973
  %sunkaddr1975 = getelementptr i8, ptr %sunkaddr1974, i64 32
  %.642.us168.us.us.4 = load double, ptr %sunkaddr1975, align 8
  %.147.i.i146.4 = fmul double %.633.us160.us.us.4, %.633.us160.us.us.4
  %.147.i.1.i147.4 = fmul double %.147.i.i146.4, %.147.i.i146.4
  %.32.i148.4 = fmul double %.642.us168.us.us.4, %.147.i.1.i147.4
  %sunkaddr1976 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1977 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1976
  %sunkaddr1978 = getelementptr i8, ptr %sunkaddr1977, i64 32
  store double %.32.i148.4, ptr %sunkaddr1978, align 8
  %.633.us160.us.us.5 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1979 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1980 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1979
  %sunkaddr1981 = getelementptr i8, ptr %sunkaddr1980, i64 40
  %.642.us168.us.us.5 = load double, ptr %sunkaddr1981, align 8
  %.147.i.i146.5 = fmul double %.633.us160.us.us.5, %.633.us160.us.us.5
  %.147.i.1.i147.5 = fmul double %.147.i.i146.5, %.147.i.i146.5
  %.32.i148.5 = fmul double %.642.us168.us.us.5, %.147.i.1.i147.5
  %sunkaddr1982 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1983 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1982
  %sunkaddr1984 = getelementptr i8, ptr %sunkaddr1983, i64 40
  store double %.32.i148.5, ptr %sunkaddr1984, align 8
  %.633.us160.us.us.6 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1985 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1986 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1985
  %sunkaddr1987 = getelementptr i8, ptr %sunkaddr1986, i64 48
  %.642.us168.us.us.6 = load double, ptr %sunkaddr1987, align 8
  %.147.i.i146.6 = fmul double %.633.us160.us.us.6, %.633.us160.us.us.6
  %.147.i.1.i147.6 = fmul double %.147.i.i146.6, %.147.i.i146.6
  %.32.i148.6 = fmul double %.642.us168.us.us.6, %.147.i.1.i147.6
  %sunkaddr1988 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1989 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1988
  %sunkaddr1990 = getelementptr i8, ptr %sunkaddr1989, i64 48
  store double %.32.i148.6, ptr %sunkaddr1990, align 8
  %.633.us160.us.us.7 = load double, ptr %.52.fca.1.4.load, align 8
  %sunkaddr1991 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1992 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr1991
  %sunkaddr1993 = getelementptr i8, ptr %sunkaddr1992, i64 56
  %.642.us168.us.us.7 = load double, ptr %sunkaddr1993, align 8
  %.147.i.i146.7 = fmul double %.633.us160.us.us.7, %.633.us160.us.us.7
  %.147.i.1.i147.7 = fmul double %.147.i.i146.7, %.147.i.i146.7
  %.32.i148.7 = fmul double %.642.us168.us.us.7, %.147.i.1.i147.7
  %sunkaddr1994 = mul i64 %loop.index.2125.us158.us.us, 8
  %sunkaddr1995 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1994
  %sunkaddr1996 = getelementptr i8, ptr %sunkaddr1995, i64 56
  store double %.32.i148.7, ptr %sunkaddr1996, align 8
  %.674.us164.us.us.7 = add nuw nsw i64 %loop.index.2125.us158.us.us, 8
  %exitcond304.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us164.us.us.7
  br i1 %exitcond304.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us161.us.us, !llvm.loop !132

iter.check346:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.split
  %354 = icmp ult i64 %dest_shape.196.sroa.5.1, 4
  br i1 %354, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vector.memcheck333

vector.memcheck333:                               ; preds = %iter.check346
  %355 = shl i64 %dest_shape.196.sroa.5.1, 3
  %scevgep334 = getelementptr i8, ptr %.6.i129, i64 %355
  %scevgep335 = getelementptr i8, ptr %.52.fca.1.4.load, i64 8
  %scevgep336 = getelementptr i8, ptr %arg.c.4, i64 8
  %bound0337 = icmp ult ptr %.6.i129, %scevgep335
  %bound1338 = icmp ult ptr %.52.fca.1.4.load, %scevgep334
  %found.conflict339 = and i1 %bound0337, %bound1338
  %bound0340 = icmp ult ptr %.6.i129, %scevgep336
  %bound1341 = icmp ult ptr %arg.c.4, %scevgep334
  %found.conflict342 = and i1 %bound0340, %bound1341
  %conflict.rdx343 = or i1 %found.conflict339, %found.conflict342
  br i1 %conflict.rdx343, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vector.main.loop.iter.check348

vector.main.loop.iter.check348:                   ; preds = %vector.memcheck333
  %const1437 = bitcast i64 9223372036854775776 to i64
  %min.iters.check347 = icmp ult i64 %dest_shape.196.sroa.5.1, 32
  br i1 %min.iters.check347, label %vec.epilog.ph363, label %vector.ph349

vector.ph349:                                     ; preds = %vector.main.loop.iter.check348
  %n.vec351 = and i64 %dest_shape.196.sroa.5.1, %const1437
  %356 = load double, ptr %arg.c.4, align 8, !alias.scope !133
  %357 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !136
  %358 = fmul double %357, %357
  %359 = fmul double %358, %358
  %360 = fmul double %356, %359
  %broadcast.splatinsert354 = insertelement <8 x double> poison, double %360, i64 0
  %broadcast.splat355 = shufflevector <8 x double> %broadcast.splatinsert354, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body352

vector.body352:                                   ; preds = %vector.body352, %vector.ph349
  %index353 = phi i64 [ 0, %vector.ph349 ], [ %index.next356, %vector.body352 ]
  %sunkaddr1997 = mul i64 %index353, 8
  %sunkaddr1998 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1997
  store <8 x double> %broadcast.splat355, ptr %sunkaddr1998, align 8, !alias.scope !138, !noalias !140
  %sunkaddr1999 = mul i64 %index353, 8
  %sunkaddr2000 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr1999
  %sunkaddr2001 = getelementptr i8, ptr %sunkaddr2000, i64 64
  store <8 x double> %broadcast.splat355, ptr %sunkaddr2001, align 8, !alias.scope !138, !noalias !140
  %sunkaddr2002 = mul i64 %index353, 8
  %sunkaddr2003 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2002
  %sunkaddr2004 = getelementptr i8, ptr %sunkaddr2003, i64 128
  store <8 x double> %broadcast.splat355, ptr %sunkaddr2004, align 8, !alias.scope !138, !noalias !140
  %sunkaddr2005 = mul i64 %index353, 8
  %sunkaddr2006 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2005
  %sunkaddr2007 = getelementptr i8, ptr %sunkaddr2006, i64 192
  store <8 x double> %broadcast.splat355, ptr %sunkaddr2007, align 8, !alias.scope !138, !noalias !140
  %index.next356 = add nuw i64 %index353, 32
  %361 = icmp eq i64 %n.vec351, %index.next356
  br i1 %361, label %middle.block357, label %vector.body352, !llvm.loop !141

middle.block357:                                  ; preds = %vector.body352
  %cmp.n358 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec351
  br i1 %cmp.n358, label %for.end.1, label %vec.epilog.iter.check361

vec.epilog.iter.check361:                         ; preds = %middle.block357
  %362 = and i64 %dest_shape.196.sroa.5.1, 28
  %min.epilog.iters.check362 = icmp eq i64 %362, 0
  br i1 %min.epilog.iters.check362, label %for.body.2.endif.endif.endif.endif.us189.preheader, label %vec.epilog.ph363, !prof !22

vec.epilog.ph363:                                 ; preds = %vector.main.loop.iter.check348, %vec.epilog.iter.check361
  %vec.epilog.resume.val359 = phi i64 [ %n.vec351, %vec.epilog.iter.check361 ], [ 0, %vector.main.loop.iter.check348 ]
  %const_mat1438 = add i64 %const1437, 28
  %n.vec365 = and i64 %dest_shape.196.sroa.5.1, %const_mat1438
  %363 = load double, ptr %arg.c.4, align 8, !alias.scope !133
  %364 = load double, ptr %.52.fca.1.4.load, align 8, !alias.scope !136
  %365 = fmul double %364, %364
  %366 = fmul double %365, %365
  %367 = fmul double %363, %366
  %broadcast.splatinsert368 = insertelement <4 x double> poison, double %367, i64 0
  %broadcast.splat369 = shufflevector <4 x double> %broadcast.splatinsert368, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body366

vec.epilog.vector.body366:                        ; preds = %vec.epilog.vector.body366, %vec.epilog.ph363
  %index367 = phi i64 [ %vec.epilog.resume.val359, %vec.epilog.ph363 ], [ %index.next370, %vec.epilog.vector.body366 ]
  %368 = shl i64 %index367, 3
  %scevgep1026 = getelementptr i8, ptr %.6.i129, i64 %368
  store <4 x double> %broadcast.splat369, ptr %scevgep1026, align 8, !alias.scope !138, !noalias !140
  %index.next370 = add nuw i64 %index367, 4
  %369 = icmp eq i64 %n.vec365, %index.next370
  br i1 %369, label %vec.epilog.middle.block371, label %vec.epilog.vector.body366, !llvm.loop !142

vec.epilog.middle.block371:                       ; preds = %vec.epilog.vector.body366
  %cmp.n372 = icmp eq i64 %dest_shape.196.sroa.5.1, %n.vec365
  br i1 %cmp.n372, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189.preheader

for.body.2.endif.endif.endif.endif.us189.preheader: ; preds = %vector.memcheck333, %iter.check346, %vec.epilog.iter.check361, %vec.epilog.middle.block371
  %loop.index.2125.us185.ph = phi i64 [ 0, %iter.check346 ], [ 0, %vector.memcheck333 ], [ %n.vec351, %vec.epilog.iter.check361 ], [ %n.vec365, %vec.epilog.middle.block371 ]
  %370 = sub nsw i64 %dest_shape.196.sroa.5.1, %loop.index.2125.us185.ph
  %xtraiter796 = and i64 %370, 7
  %lcmp.mod797.not = icmp eq i64 %xtraiter796, 0
  br i1 %lcmp.mod797.not, label %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us189.prol.preheader

for.body.2.endif.endif.endif.endif.us189.prol.preheader: ; preds = %for.body.2.endif.endif.endif.endif.us189.preheader
  br label %for.body.2.endif.endif.endif.endif.us189.prol

for.body.2.endif.endif.endif.endif.us189.prol:    ; preds = %for.body.2.endif.endif.endif.endif.us189.prol.preheader, %for.body.2.endif.endif.endif.endif.us189.prol
  %lsr.iv1024 = phi i64 [ %xtraiter796, %for.body.2.endif.endif.endif.endif.us189.prol.preheader ], [ %lsr.iv.next1025, %for.body.2.endif.endif.endif.endif.us189.prol ]
  %loop.index.2125.us185.prol = phi i64 [ %.674.us192.prol, %for.body.2.endif.endif.endif.endif.us189.prol ], [ %loop.index.2125.us185.ph, %for.body.2.endif.endif.endif.endif.us189.prol.preheader ]
  %.633.us186.prol = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.prol = load double, ptr %arg.c.4, align 8
  %.147.i.i149.prol = fmul double %.633.us186.prol, %.633.us186.prol
  %.147.i.1.i150.prol = fmul double %.147.i.i149.prol, %.147.i.i149.prol
  %.32.i151.prol = fmul double %.642.us187.prol, %.147.i.1.i150.prol
  %371 = shl i64 %loop.index.2125.us185.prol, 3
  %scevgep1023 = getelementptr i8, ptr %.6.i129, i64 %371
  store double %.32.i151.prol, ptr %scevgep1023, align 8
  %.674.us192.prol = add nuw i64 %loop.index.2125.us185.prol, 1
  %lsr.iv.next1025 = add nsw i64 %lsr.iv1024, -1
  %prol.iter798.cmp.not = icmp eq i64 %lsr.iv.next1025, 0
  br i1 %prol.iter798.cmp.not, label %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, label %for.body.2.endif.endif.endif.endif.us189.prol, !llvm.loop !143

for.body.2.endif.endif.endif.endif.us189.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.endif.us189.prol, %for.body.2.endif.endif.endif.endif.us189.preheader
  %loop.index.2125.us185.unr = phi i64 [ %loop.index.2125.us185.ph, %for.body.2.endif.endif.endif.endif.us189.preheader ], [ %.674.us192.prol, %for.body.2.endif.endif.endif.endif.us189.prol ]
  %372 = sub nsw i64 %loop.index.2125.us185.ph, %dest_shape.196.sroa.5.1
  %373 = icmp ugt i64 %372, -8
  br i1 %373, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189.preheader814

for.body.2.endif.endif.endif.endif.us189.preheader814: ; preds = %for.body.2.endif.endif.endif.endif.us189.prol.loopexit
  br label %for.body.2.endif.endif.endif.endif.us189

for.body.2.endif.endif.endif.endif.us189:         ; preds = %for.body.2.endif.endif.endif.endif.us189.preheader814, %for.body.2.endif.endif.endif.endif.us189
  %loop.index.2125.us185 = phi i64 [ %.674.us192.7, %for.body.2.endif.endif.endif.endif.us189 ], [ %loop.index.2125.us185.unr, %for.body.2.endif.endif.endif.endif.us189.preheader814 ]
  %.633.us186 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187 = load double, ptr %arg.c.4, align 8
  %.147.i.i149 = fmul double %.633.us186, %.633.us186
  %.147.i.1.i150 = fmul double %.147.i.i149, %.147.i.i149
  %.32.i151 = fmul double %.642.us187, %.147.i.1.i150
  %sunkaddr2008 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2009 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2008
  store double %.32.i151, ptr %sunkaddr2009, align 8
  %.633.us186.1 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.1 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.1 = fmul double %.633.us186.1, %.633.us186.1
  %.147.i.1.i150.1 = fmul double %.147.i.i149.1, %.147.i.i149.1
  %.32.i151.1 = fmul double %.642.us187.1, %.147.i.1.i150.1
  %sunkaddr2010 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2011 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, ptr %sunkaddr2011, i64 8
  store double %.32.i151.1, ptr %sunkaddr2012, align 8
  %.633.us186.2 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.2 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.2 = fmul double %.633.us186.2, %.633.us186.2
  %.147.i.1.i150.2 = fmul double %.147.i.i149.2, %.147.i.i149.2
  %.32.i151.2 = fmul double %.642.us187.2, %.147.i.1.i150.2
  %sunkaddr2013 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2014 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, ptr %sunkaddr2014, i64 16
  store double %.32.i151.2, ptr %sunkaddr2015, align 8
  %.633.us186.3 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.3 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.3 = fmul double %.633.us186.3, %.633.us186.3
  %.147.i.1.i150.3 = fmul double %.147.i.i149.3, %.147.i.i149.3
  %.32.i151.3 = fmul double %.642.us187.3, %.147.i.1.i150.3
  %sunkaddr2016 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2017 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, ptr %sunkaddr2017, i64 24
  store double %.32.i151.3, ptr %sunkaddr2018, align 8
  %.633.us186.4 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.4 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.4 = fmul double %.633.us186.4, %.633.us186.4
  %.147.i.1.i150.4 = fmul double %.147.i.i149.4, %.147.i.i149.4
  %.32.i151.4 = fmul double %.642.us187.4, %.147.i.1.i150.4
  %sunkaddr2019 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2020 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, ptr %sunkaddr2020, i64 32
  store double %.32.i151.4, ptr %sunkaddr2021, align 8
  %.633.us186.5 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.5 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.5 = fmul double %.633.us186.5, %.633.us186.5
  %.147.i.1.i150.5 = fmul double %.147.i.i149.5, %.147.i.i149.5
  %.32.i151.5 = fmul double %.642.us187.5, %.147.i.1.i150.5
  %sunkaddr2022 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2023 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, ptr %sunkaddr2023, i64 40
  store double %.32.i151.5, ptr %sunkaddr2024, align 8
  %.633.us186.6 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.6 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.6 = fmul double %.633.us186.6, %.633.us186.6
  %.147.i.1.i150.6 = fmul double %.147.i.i149.6, %.147.i.i149.6
  %.32.i151.6 = fmul double %.642.us187.6, %.147.i.1.i150.6
  %sunkaddr2025 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2026 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, ptr %sunkaddr2026, i64 48
  store double %.32.i151.6, ptr %sunkaddr2027, align 8
  %.633.us186.7 = load double, ptr %.52.fca.1.4.load, align 8
  %.642.us187.7 = load double, ptr %arg.c.4, align 8
  %.147.i.i149.7 = fmul double %.633.us186.7, %.633.us186.7
  %.147.i.1.i150.7 = fmul double %.147.i.i149.7, %.147.i.i149.7
  %.32.i151.7 = fmul double %.642.us187.7, %.147.i.1.i150.7
  %sunkaddr2028 = mul i64 %loop.index.2125.us185, 8
  %sunkaddr2029 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, ptr %sunkaddr2029, i64 56
  store double %.32.i151.7, ptr %sunkaddr2030, align 8
  %.674.us192.7 = add nuw nsw i64 %loop.index.2125.us185, 8
  %exitcond302.not.7 = icmp eq i64 %dest_shape.196.sroa.5.1, %.674.us192.7
  br i1 %exitcond302.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.endif.us189, !llvm.loop !144

for.end.endif.endif.endif.endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.split.us.us, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split, %for.cond.2.for.end.2_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.body.2.endif.endif.endif.endif.us189, %for.body.2.endif.endif.endif.endif.us161.us.us, %for.body.2.endif.endif.endif.endif.us136.us.us, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us, %for.body.2.endif.endif.endif.endif.us189.prol.loopexit, %for.body.2.endif.endif.endif.endif.us161.us.us.prol.loopexit, %for.body.2.endif.endif.endif.endif.us136.us.us.prol.loopexit, %for.body.2.endif.endif.endif.endif.us136.us.us.us.us.prol.loopexit, %vec.epilog.middle.block371, %middle.block357, %vec.epilog.middle.block330, %middle.block315, %vec.epilog.middle.block284, %middle.block269, %vec.epilog.middle.block, %middle.block, %for.cond.2.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  tail call void @NRT_decref(ptr %.52.fca.1.0.load)
  store double 0.000000e+00, ptr %.686, align 8
  %.694 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.686, ptr nonnull %excinfo.11, ptr nonnull %.7.i.i122, ptr null, i64 %.524, i64 8, ptr %.6.i129, i64 %.52.fca.1.5.0.load.fr, i64 %dest_shape.196.sroa.5.1, i64 %.527, i64 8)
  %cond171 = icmp eq i32 %.694, 0
  br i1 %cond171, label %for.end.1.endif, label %for.end.1.if.if, !prof !0

for.end.1.endif:                                  ; preds = %for.end.1
  %.704 = load double, ptr %.686, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i122)
  %.719 = fadd double %.72.0.lcssa.i, %.704
  store double %.719, ptr %retptr, align 8
  br label %common.ret

for.end.1.if.if:                                  ; preds = %for.end.1
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.eigh_loss, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.77 = call i32 @_ZN7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels9eigh_lossB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg9eigh_impl12_3clocals_3e9eigh_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !10
  %.262.i = load double, ptr %.179.i, align 8, !noalias !145
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B132.if.if

B248:                                             ; preds = %B132.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack307, i8 0, i64 16, i1 false)
  store i64 8, ptr %retptr.repack311, align 8
  %retptr.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack313, align 8
  %retptr.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 0, ptr %retptr.repack315, align 8
  %retptr.repack317 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack317, align 8
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
  %.334 = tail call i32 @numba_ez_xxxevd(i8 100, i8 86, i8 76, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.334, 0
  br i1 %.9.not.i, label %B256.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B256
  %.13.i = icmp slt i32 %.334, 0
  br i1 %.13.i, label %B28.i, label %B256.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !149
  br label %B256.if.if

B132.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !153
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !153
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !153
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !153
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
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !153
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !153
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !153
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !153
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !153
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !153
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !153
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !153
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !153
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !153
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B132.endif.endif.if.if, label %B0.endif.endif.i, !prof !10

B0.endif.endif.i:                                 ; preds = %B132.endif.endif
  %.31.i = icmp samesign ugt i64 %arg.a.5.0, 1152921504606846975
  br i1 %.31.i, label %B132.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !10

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !157
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B132.endif.endif.if.if, label %B132.endif.endif.endif, !prof !10

B132.endif.if.if:                                 ; preds = %B132.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !153
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !167
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
  %.6.i.i21 = load ptr, ptr %.5.i, align 8, !noalias !168
  %.26.i = load i64, ptr %.6.i.i21, align 8, !noalias !168
  %.27.i22 = icmp slt i64 %.26.i, 1
  br i1 %.27.i22, label %B256.endif.endif.endif.endif.if.if, label %B256.endif.endif.endif.endif.endif, !prof !10

B256.endif.endif.endif.endif.endif:               ; preds = %B256.endif.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack277 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack277, align 8
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack283, align 8
  %retptr.repack285 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack285, align 8
  %retptr.repack287 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack287, align 8
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
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !172
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !179
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !179
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !179
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !179
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !182, !noalias !179
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !182, !noalias !179
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !182, !noalias !179
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !182, !noalias !179
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !184

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
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !179
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !182, !noalias !179
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !185

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !186

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !187

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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !188
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !188

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !189

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !63, !llvm.loop !190

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !191, !llvm.loop !192

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !194

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !59, !llvm.loop !195

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !66, !llvm.loop !196

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !63, !llvm.loop !190

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !197

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !198

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !63, !llvm.loop !190

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !63, !llvm.loop !190

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !199, !llvm.loop !200

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !59, !llvm.loop !202

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !66, !llvm.loop !203

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !63, !llvm.loop !190

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !59, !llvm.loop !204

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !66, !llvm.loop !205

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !63, !llvm.loop !190

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !206, !llvm.loop !207
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
!57 = distinct !{!57, !58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
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
!77 = distinct !{!77, !20}
!78 = distinct !{!78, !25}
!79 = distinct !{!79, !20}
!80 = distinct !{!80, !25}
!81 = !{!82}
!82 = distinct !{!82, !83}
!83 = distinct !{!83, !"LVerDomain"}
!84 = !{!85}
!85 = distinct !{!85, !83}
!86 = !{!87}
!87 = distinct !{!87, !83}
!88 = !{!82, !85}
!89 = distinct !{!89, !20, !21}
!90 = distinct !{!90, !20, !21}
!91 = distinct !{!91, !25}
!92 = distinct !{!92, !20}
!93 = !{!94}
!94 = distinct !{!94, !95}
!95 = distinct !{!95, !"LVerDomain"}
!96 = !{!97}
!97 = distinct !{!97, !95}
!98 = !{!99}
!99 = distinct !{!99, !95}
!100 = !{!97, !94}
!101 = distinct !{!101, !20, !21}
!102 = distinct !{!102, !20, !21}
!103 = distinct !{!103, !25}
!104 = distinct !{!104, !20}
!105 = distinct !{!105, !20, !21}
!106 = distinct !{!106, !20, !21}
!107 = distinct !{!107, !25}
!108 = distinct !{!108, !20}
!109 = !{!110}
!110 = distinct !{!110, !111}
!111 = distinct !{!111, !"LVerDomain"}
!112 = !{!113}
!113 = distinct !{!113, !111}
!114 = !{!115}
!115 = distinct !{!115, !111}
!116 = !{!113, !110}
!117 = distinct !{!117, !20, !21}
!118 = distinct !{!118, !20, !21}
!119 = distinct !{!119, !25}
!120 = distinct !{!120, !20}
!121 = !{!122}
!122 = distinct !{!122, !123}
!123 = distinct !{!123, !"LVerDomain"}
!124 = !{!125}
!125 = distinct !{!125, !123}
!126 = !{!127}
!127 = distinct !{!127, !123}
!128 = !{!122, !125}
!129 = distinct !{!129, !20, !21}
!130 = distinct !{!130, !20, !21}
!131 = distinct !{!131, !25}
!132 = distinct !{!132, !20}
!133 = !{!134}
!134 = distinct !{!134, !135}
!135 = distinct !{!135, !"LVerDomain"}
!136 = !{!137}
!137 = distinct !{!137, !135}
!138 = !{!139}
!139 = distinct !{!139, !135}
!140 = !{!137, !134}
!141 = distinct !{!141, !20, !21}
!142 = distinct !{!142, !20, !21}
!143 = distinct !{!143, !25}
!144 = distinct !{!144, !20}
!145 = !{!146, !148}
!146 = distinct !{!146, !147, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!147 = distinct !{!147, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!148 = distinct !{!148, !147, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!149 = !{!150, !152}
!150 = distinct !{!150, !151, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!151 = distinct !{!151, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!152 = distinct !{!152, !151, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!153 = !{!154, !156}
!154 = distinct !{!154, !155, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!155 = distinct !{!155, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!156 = distinct !{!156, !155, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!157 = !{!158, !160, !161, !163, !164, !166}
!158 = distinct !{!158, !159, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!159 = distinct !{!159, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!160 = distinct !{!160, !159, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!161 = distinct !{!161, !162, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!162 = distinct !{!162, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!163 = distinct !{!163, !162, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!164 = distinct !{!164, !165, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!165 = distinct !{!165, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!166 = distinct !{!166, !165, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!167 = !{!164, !166}
!168 = !{!169, !171}
!169 = distinct !{!169, !170, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!170 = distinct !{!170, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!171 = distinct !{!171, !170, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!172 = !{!173, !175, !176, !178}
!173 = distinct !{!173, !174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!174 = distinct !{!174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!175 = distinct !{!175, !174, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!176 = distinct !{!176, !177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!177 = distinct !{!177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!178 = distinct !{!178, !177, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!179 = !{!180}
!180 = distinct !{!180, !181}
!181 = distinct !{!181, !"LVerDomain"}
!182 = !{!183}
!183 = distinct !{!183, !181}
!184 = distinct !{!184, !20, !21}
!185 = distinct !{!185, !20, !21}
!186 = distinct !{!186, !25}
!187 = distinct !{!187, !20}
!188 = !{!"branch_weights", i32 16129, i32 255}
!189 = !{!"branch_weights", i32 553201332, i32 1594282316}
!190 = distinct !{!190, !65, !25}
!191 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!192 = distinct !{!192, !193, !25}
!193 = !{!"llvm.loop.estimated_trip_count", i32 2}
!194 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!195 = distinct !{!195, !25}
!196 = distinct !{!196, !68}
!197 = !{!"branch_weights", i32 21522287, i32 2125961361}
!198 = !{!"branch_weights", i32 125941159, i32 2021542489}
!199 = !{!"branch_weights", i32 166258296, i32 1981225352}
!200 = distinct !{!200, !201}
!201 = !{!"llvm.loop.estimated_trip_count", i32 12}
!202 = distinct !{!202, !25}
!203 = distinct !{!203, !68}
!204 = distinct !{!204, !25}
!205 = distinct !{!205, !68}
!206 = !{!"branch_weights", i32 42828876, i32 2104654772}
!207 = distinct !{!207, !208}
!208 = !{!"llvm.loop.estimated_trip_count", i32 50}
