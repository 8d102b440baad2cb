; ModuleID = 'qr_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.qr_loss = internal constant [8 x i8] c"qr_loss\00"
@_ZN08NumbaEnv7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94 = internal constant [108 x i8] c"\80\04\95a\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\07qr_impl\94\8C\12numba/np/linalg.py\94M#\06\87\94\87\94."
@.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94.sha1 = internal constant [20 x i8] c"VH\EC\E8\02b\9E\F4\C8\0E6\88\9B\DD\1C=\A1\D2-\94"
@.const.picklebuf.5648ece802629ef4c80e36889bdd1c3da1d22d94 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94, i32 108, ptr @.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94.sha1, ptr null, i32 0 }
@.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5 = internal constant [81 x i8] c"\80\04\95F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\07qr_impl\94\8C\12numba/np/linalg.py\94M9\06\87\94\87\94."
@.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5.sha1 = internal constant [20 x i8] c"lCY\A4\E7\E4\D9\BAx7\E7\A77S\01u{P\A5\C5"
@.const.picklebuf.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5, i32 81, ptr @.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5.sha1, ptr null, i32 0 }
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
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant [111 x i8] c"\80\04\95d\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FC\03\87\94\87\94."
@.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1 = internal constant [20 x i8] c"\97\0D\0AC&\93D|\C0\8Df\FA\C3z\BB\EB\CA\FC2I"
@.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249, i32 111, ptr @.const.pickledata.970d0a432693447cc08d66fac37abbebcafc3249.sha1, ptr null, i32 0 }
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant [149 x i8] c"\80\04\95\8A\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C&Internal algorithm failed to converge.\94\85\94\8C%_handle_err_maybe_convergence_problem\94\8C\12numba/np/linalg.py\94M\FE\03\87\94\87\94."
@.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1 = internal constant [20 x i8] c"oHo\F4\F1'\81W\8B\E8\8A\8A\CB\82)\A7\CE@+\9C"
@.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c, i32 149, ptr @.const.pickledata.6f486ff4f12781578be88a8acb8229a7ce402b9c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfebe439d0B3v21B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfec1c2390B3v23B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfec1c25d0B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.22 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 32
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 72
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 104
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 112
  %.fca.1.5.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 120
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.368 = alloca double, align 8
  %excinfo.5 = alloca ptr, align 8
  %.613 = alloca double, align 8
  store double 0.000000e+00, ptr %.613, align 8
  %excinfo.9 = alloca ptr, align 8
  %.864 = alloca double, align 8
  store double 0.000000e+00, ptr %.864, align 8
  %excinfo.13 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %.22, i8 0, i64 144, i1 false)
  %.30 = call i32 @_ZN5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.22, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.40.fca.0.0.load = load ptr, ptr %.22, align 8
  %.40.fca.0.4.load = load ptr, ptr %.fca.0.4.gep, align 8
  %.40.fca.1.0.load = load ptr, ptr %.fca.1.0.gep, align 8
  %.40.fca.1.4.load = load ptr, ptr %.fca.1.4.gep, align 8
  %.40.fca.1.5.0.load = load i64, ptr %.fca.1.5.0.gep, align 8
  %.40.fca.1.5.0.load.fr = freeze i64 %.40.fca.1.5.0.load
  %.40.fca.1.5.1.load = load i64, ptr %.fca.1.5.1.gep, align 8
  %.40.fca.1.5.1.load.fr = freeze i64 %.40.fca.1.5.1.load
  %cond = icmp eq i32 %.30, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %const787 = bitcast i64 -1152921504606846976 to i64
  %const786 = bitcast i64 -2305843009213693952 to i64
  %.fca.0.6.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 64
  %.fca.0.6.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 56
  %.fca.0.5.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 48
  %.fca.0.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 40
  %.40.fca.0.5.0.load = load i64, ptr %.fca.0.5.0.gep, align 8
  %.40.fca.0.5.0.load.fr = freeze i64 %.40.fca.0.5.0.load
  %.40.fca.0.5.1.load = load i64, ptr %.fca.0.5.1.gep, align 8
  %.40.fca.0.5.1.load.fr = freeze i64 %.40.fca.0.5.1.load
  %.40.fca.0.6.0.load = load i64, ptr %.fca.0.6.0.gep, align 8
  %.40.fca.0.6.1.load = load i64, ptr %.fca.0.6.1.gep, align 8
  tail call void @NRT_decref(ptr %arg.A.0)
  %.220 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.0.5.0.load.fr, i64 %.40.fca.0.5.1.load.fr)
  %.221 = extractvalue { i64, i1 } %.220, 0
  %.222 = extractvalue { i64, i1 } %.220, 1
  %.224 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %0 = add i64 %.221, %const787
  %.227 = icmp ult i64 %0, %const786
  %.228 = or i1 %.222, %.227
  br i1 %.228, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.4.if.if, %for.end.4.endif, %for.end.2.endif.endif.endif.endif.if.if, %for.end.2.endif.endif.endif.if, %for.end.2.if.if, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %for.end.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.872, %for.end.4.if.if ], [ 1, %for.end.2.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.4.endif ], [ %.376, %for.end.if.if ], [ 1, %for.end.2.endif.endif.endif.endif.if.if ], [ %.621, %for.end.2.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.226 = shl nsw i64 %.221, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.226, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.306159 = icmp sgt i64 %.40.fca.0.5.0.load.fr, 0
  br i1 %.306159, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.309129 = icmp sgt i64 %.40.fca.0.5.1.load.fr, 0
  br i1 %.309129, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.311.not = icmp eq i64 %.40.fca.0.5.0.load.fr, 1
  br i1 %.311.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %min.iters.check223 = icmp ult i64 %.40.fca.0.5.0.load.fr, 272
  br i1 %min.iters.check223, label %for.body.1.endif.endif.endif.us.us180.us.preheader, label %vector.scevcheck212

vector.scevcheck212:                              ; preds = %for.cond.1.preheader.us.us.preheader
  %ident.check213 = icmp ne i64 %.40.fca.0.6.0.load, 1
  %2 = add nsw i64 %.40.fca.0.5.0.load.fr, -1
  %3 = shl nuw nsw i64 %.40.fca.0.5.1.load.fr, 3
  %mul = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %3, i64 %2)
  %mul.result = extractvalue { i64, i1 } %mul, 0
  %mul.overflow = extractvalue { i64, i1 } %mul, 1
  %4 = getelementptr i8, ptr %.6.i, i64 %mul.result
  %5 = icmp ult ptr %4, %.6.i
  %6 = or i1 %5, %mul.overflow
  %7 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %2
  %8 = icmp ult ptr %7, %.40.fca.0.4.load
  %9 = or i1 %ident.check213, %6
  %10 = or i1 %9, %8
  br i1 %10, label %for.body.1.endif.endif.endif.us.us180.us.preheader, label %vector.memcheck215

vector.memcheck215:                               ; preds = %vector.scevcheck212
  %11 = add nuw i64 %.40.fca.0.5.0.load.fr, 2305843009213693951
  %12 = mul nuw i64 %.40.fca.0.5.1.load.fr, %11
  %13 = shl i64 %12, 3
  %scevgep216 = getelementptr i8, ptr %.6.i, i64 %13
  %14 = icmp ult ptr %.6.i, %scevgep216
  %umin = select i1 %14, ptr %.6.i, ptr %scevgep216
  %15 = icmp ugt ptr %.6.i, %scevgep216
  %umax = select i1 %15, ptr %.6.i, ptr %scevgep216
  %scevgep217 = getelementptr i8, ptr %umax, i64 8
  %16 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.0.load.fr
  %scevgep218 = getelementptr i8, ptr %16, i64 7
  %bound0219 = icmp ult ptr %umin, %scevgep218
  %bound1220 = icmp ult ptr %.40.fca.0.4.load, %scevgep217
  %found.conflict221 = and i1 %bound0219, %bound1220
  br i1 %found.conflict221, label %for.body.1.endif.endif.endif.us.us180.us.preheader, label %vector.ph224

for.body.1.endif.endif.endif.us.us180.us.preheader: ; preds = %middle.block233, %for.cond.1.preheader.us.us.preheader, %vector.scevcheck212, %vector.memcheck215
  %loop.index162.us.us.ph = phi i64 [ 0, %vector.memcheck215 ], [ 0, %vector.scevcheck212 ], [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec226, %middle.block233 ]
  %xtraiter = and i64 %.40.fca.0.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us180.us.prol.preheader

for.body.1.endif.endif.endif.us.us180.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us180.us.preheader
  %17 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index162.us.us.ph
  %18 = shl i64 %17, 3
  %scevgep766 = getelementptr i8, ptr %.6.i, i64 %18
  %19 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %20 = mul i64 %loop.index162.us.us.ph, %.40.fca.0.6.0.load
  %scevgep769 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %20
  %21 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us180.us.prol

for.body.1.endif.endif.endif.us.us180.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us180.us.prol.preheader, %for.body.1.endif.endif.endif.us.us180.us.prol
  %lsr.iv770 = phi ptr [ %scevgep769, %for.body.1.endif.endif.endif.us.us180.us.prol.preheader ], [ %scevgep771, %for.body.1.endif.endif.endif.us.us180.us.prol ]
  %lsr.iv767 = phi ptr [ %scevgep766, %for.body.1.endif.endif.endif.us.us180.us.prol.preheader ], [ %scevgep768, %for.body.1.endif.endif.endif.us.us180.us.prol ]
  %lsr.iv764 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us180.us.prol.preheader ], [ %lsr.iv.next765, %for.body.1.endif.endif.endif.us.us180.us.prol ]
  %.327.us.us178.us.prol = load double, ptr %lsr.iv770, align 8
  %.12.le.i34.prol = tail call double @llvm.sin.f64(double %.327.us.us178.us.prol)
  store double %.12.le.i34.prol, ptr %lsr.iv767, align 8
  %lsr.iv.next765 = add nsw i64 %lsr.iv764, -1
  %scevgep768 = getelementptr i8, ptr %lsr.iv767, i64 %19
  %scevgep771 = getelementptr i8, ptr %lsr.iv770, i64 %.40.fca.0.6.0.load
  %prol.iter.cmp.not = icmp eq i64 %21, %lsr.iv.next765
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us180.us.prol, !llvm.loop !10

for.body.1.endif.endif.endif.us.us180.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us180.us.prol
  %22 = sub i64 %loop.index162.us.us.ph, %lsr.iv.next765
  br label %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit

for.body.1.endif.endif.endif.us.us180.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us180.us.preheader
  %loop.index162.us.us.unr = phi i64 [ %loop.index162.us.us.ph, %for.body.1.endif.endif.endif.us.us180.us.preheader ], [ %22, %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit.loopexit ]
  %23 = sub nsw i64 %loop.index162.us.us.ph, %.40.fca.0.5.0.load.fr
  %24 = icmp ugt i64 %23, -8
  br i1 %24, label %for.end, label %for.body.1.endif.endif.endif.us.us180.us.preheader409

for.body.1.endif.endif.endif.us.us180.us.preheader409: ; preds = %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit
  %25 = sub i64 %.40.fca.0.5.0.load.fr, %loop.index162.us.us.unr
  %26 = mul i64 %loop.index162.us.us.unr, %.40.fca.0.6.0.load
  %scevgep744 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %26
  %27 = shl i64 %.40.fca.0.6.0.load, 3
  %28 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index162.us.us.unr
  %29 = shl i64 %28, 3
  %scevgep747 = getelementptr i8, ptr %.6.i, i64 %29
  %30 = shl i64 %.40.fca.0.5.1.load.fr, 6
  %31 = shl i64 %.40.fca.0.5.1.load.fr, 3
  br label %for.body.1.endif.endif.endif.us.us180.us

vector.ph224:                                     ; preds = %vector.memcheck215
  %const784 = bitcast i64 9223372036854775800 to i64
  %n.vec226 = and i64 %.40.fca.0.5.0.load.fr, %const784
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %.40.fca.0.5.1.load.fr, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body227

vector.body227:                                   ; preds = %vector.body227, %vector.ph224
  %lsr.iv772 = phi i64 [ %lsr.iv.next773, %vector.body227 ], [ %n.vec226, %vector.ph224 ]
  %vec.ind229 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph224 ], [ %vec.ind.next232, %vector.body227 ]
  %32 = mul nuw <8 x i64> %vec.ind229, %broadcast.splat
  %33 = getelementptr double, ptr %.6.i, <8 x i64> %32
  %34 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind229
  %wide.masked.gather230 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %34, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !12
  %35 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.masked.gather230)
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %35, <8 x ptr> align 8 %33, <8 x i1> splat (i1 true)), !alias.scope !15, !noalias !12
  %vec.ind.next232 = add nuw nsw <8 x i64> %vec.ind229, splat (i64 8)
  %lsr.iv.next773 = add nsw i64 %lsr.iv772, -8
  %36 = icmp eq i64 %lsr.iv.next773, 0
  br i1 %36, label %middle.block233, label %vector.body227, !llvm.loop !17

middle.block233:                                  ; preds = %vector.body227
  %cmp.n234 = icmp eq i64 %.40.fca.0.5.0.load.fr, %n.vec226
  br i1 %cmp.n234, label %for.end, label %for.body.1.endif.endif.endif.us.us180.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %37 = mul i64 %.40.fca.0.5.0.load.fr, %.40.fca.0.5.1.load.fr
  %38 = shl i64 %37, 3
  %scevgep241 = getelementptr i8, ptr %.6.i, i64 %38
  %39 = add nsw i64 %.40.fca.0.5.0.load.fr, -1
  %40 = mul i64 %.40.fca.0.6.0.load, %39
  %41 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %42 = getelementptr i8, ptr %41, i64 %40
  %scevgep242 = getelementptr i8, ptr %42, i64 7
  %bound0243 = icmp ult ptr %.6.i, %scevgep242
  %bound1244 = icmp ult ptr %.40.fca.0.4.load, %scevgep241
  %found.conflict245 = and i1 %bound0243, %bound1244
  %.mask = and i64 %.40.fca.0.5.1.load.fr, 1152921504606846976
  %stride.check = icmp ne i64 %.mask, 0
  %43 = or i1 %found.conflict245, %stride.check
  %stride.check246 = icmp slt i64 %.40.fca.0.6.0.load, 0
  %44 = or i1 %43, %stride.check246
  %n.vec251 = and i64 %.40.fca.0.5.1.load.fr, 8070450532247928824
  %xtraiter372 = and i64 %.40.fca.0.5.1.load.fr, 7
  %45 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %46 = shl i64 %.40.fca.0.6.1.load, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv710 = phi ptr [ %.40.fca.0.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep711, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv706 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep707, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index162.us.us.us = phi i64 [ %.361.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %47 = icmp ult i64 %.40.fca.0.5.1.load.fr, 16
  %.321.us.us.us.us = mul i64 %loop.index162.us.us.us, %.40.fca.0.6.0.load
  %48 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.321.us.us.us.us
  br i1 %47, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.scevcheck236

vector.scevcheck236:                              ; preds = %for.cond.1.preheader.us.us.us
  %49 = icmp ne i64 %.40.fca.0.6.1.load, 1
  %50 = mul i64 %.40.fca.0.6.0.load, %loop.index162.us.us.us
  %scevgep238 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %50
  %51 = getelementptr i8, ptr %scevgep238, i64 %.40.fca.0.5.1.load.fr
  %52 = getelementptr i8, ptr %51, i64 -1
  %53 = icmp ult ptr %52, %scevgep238
  %54 = or i1 %49, %53
  %brmerge = select i1 %54, i1 true, i1 %44
  br i1 %brmerge, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body252.preheader

vector.body252.preheader:                         ; preds = %vector.scevcheck236
  br label %vector.body252

vector.body252:                                   ; preds = %vector.body252.preheader, %vector.body252
  %index253 = phi i64 [ %index.next256, %vector.body252 ], [ 0, %vector.body252.preheader ]
  %vec.ind254 = phi <8 x i64> [ %vec.ind.next257, %vector.body252 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.body252.preheader ]
  %55 = getelementptr i8, ptr %48, <8 x i64> %vec.ind254
  %wide.masked.gather255 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %55, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %56 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.masked.gather255)
  %57 = shl i64 %index253, 3
  %scevgep708 = getelementptr i8, ptr %lsr.iv706, i64 %57
  store <8 x double> %56, ptr %scevgep708, align 8, !alias.scope !23, !noalias !20
  %index.next256 = add nuw i64 %index253, 8
  %vec.ind.next257 = add nuw nsw <8 x i64> %vec.ind254, splat (i64 8)
  %58 = icmp eq i64 %n.vec251, %index.next256
  br i1 %58, label %middle.block258, label %vector.body252, !llvm.loop !25

middle.block258:                                  ; preds = %vector.body252
  %59 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec251
  br i1 %59, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %middle.block258, %vector.scevcheck236, %for.cond.1.preheader.us.us.us
  %loop.index.1132.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ 0, %vector.scevcheck236 ], [ %n.vec251, %middle.block258 ]
  %60 = icmp eq i64 %xtraiter372, 0
  br i1 %60, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %61 = mul i64 %.40.fca.0.6.1.load, %loop.index.1132.us.us.us.us.us.ph
  %scevgep712 = getelementptr i8, ptr %lsr.iv710, i64 %61
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv715 = phi i64 [ %xtraiter372, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next716, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %lsr.iv713 = phi ptr [ %scevgep712, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %scevgep714, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1132.us.us.us.us.us.prol = phi i64 [ %.359.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1132.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %.327.us.us.us.us.us.prol = load double, ptr %lsr.iv713, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.prol)
  %62 = shl i64 %loop.index.1132.us.us.us.us.us.prol, 3
  %scevgep709 = getelementptr i8, ptr %lsr.iv706, i64 %62
  store double %.12.le.i.prol, ptr %scevgep709, align 8
  %.359.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1132.us.us.us.us.us.prol, 1
  %scevgep714 = getelementptr i8, ptr %lsr.iv713, i64 %.40.fca.0.6.1.load
  %lsr.iv.next716 = add nsw i64 %lsr.iv715, -1
  %prol.iter374.cmp.not = icmp eq i64 %lsr.iv.next716, 0
  br i1 %prol.iter374.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !26

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1132.us.us.us.us.us.unr = phi i64 [ %loop.index.1132.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.359.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %63 = sub nsw i64 %loop.index.1132.us.us.us.us.us.ph, %.40.fca.0.5.1.load.fr
  %64 = icmp ugt i64 %63, -8
  br i1 %64, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader407

for.body.1.endif.endif.endif.us.us.us.us.us.preheader407: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  %65 = mul i64 %.40.fca.0.6.1.load, %loop.index.1132.us.us.us.us.us.unr
  %scevgep717 = getelementptr i8, ptr %lsr.iv710, i64 %65
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader407, %for.body.1.endif.endif.endif.us.us.us.us.us
  %lsr.iv718 = phi ptr [ %scevgep717, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader407 ], [ %scevgep719, %for.body.1.endif.endif.endif.us.us.us.us.us ]
  %loop.index.1132.us.us.us.us.us = phi i64 [ %.359.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1132.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader407 ]
  %.327.us.us.us.us.us = load double, ptr %lsr.iv718, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us)
  %66 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep722 = getelementptr i8, ptr %lsr.iv706, i64 %66
  store double %.12.le.i, ptr %scevgep722, align 8
  %scevgep735 = getelementptr i8, ptr %lsr.iv718, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.1 = load double, ptr %scevgep735, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.1)
  %67 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep727 = getelementptr i8, ptr %lsr.iv706, i64 %67
  %scevgep728 = getelementptr i8, ptr %scevgep727, i64 8
  store double %.12.le.i.1, ptr %scevgep728, align 8
  %scevgep736 = getelementptr i8, ptr %scevgep735, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.2 = load double, ptr %scevgep736, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.2)
  %68 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep729 = getelementptr i8, ptr %lsr.iv706, i64 %68
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 16
  store double %.12.le.i.2, ptr %scevgep730, align 8
  %scevgep737 = getelementptr i8, ptr %scevgep736, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.3 = load double, ptr %scevgep737, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.3)
  %69 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep731 = getelementptr i8, ptr %lsr.iv706, i64 %69
  %scevgep732 = getelementptr i8, ptr %scevgep731, i64 24
  store double %.12.le.i.3, ptr %scevgep732, align 8
  %scevgep738 = getelementptr i8, ptr %scevgep737, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.4 = load double, ptr %scevgep738, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.4)
  %70 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep720 = getelementptr i8, ptr %lsr.iv706, i64 %70
  %scevgep721 = getelementptr i8, ptr %scevgep720, i64 32
  store double %.12.le.i.4, ptr %scevgep721, align 8
  %scevgep739 = getelementptr i8, ptr %scevgep738, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.5 = load double, ptr %scevgep739, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.5)
  %71 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep733 = getelementptr i8, ptr %lsr.iv706, i64 %71
  %scevgep734 = getelementptr i8, ptr %scevgep733, i64 40
  store double %.12.le.i.5, ptr %scevgep734, align 8
  %scevgep740 = getelementptr i8, ptr %scevgep739, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.6 = load double, ptr %scevgep740, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.6)
  %72 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep725 = getelementptr i8, ptr %lsr.iv706, i64 %72
  %scevgep726 = getelementptr i8, ptr %scevgep725, i64 48
  store double %.12.le.i.6, ptr %scevgep726, align 8
  %scevgep741 = getelementptr i8, ptr %scevgep740, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.7 = load double, ptr %scevgep741, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.327.us.us.us.us.us.7)
  %73 = shl i64 %loop.index.1132.us.us.us.us.us, 3
  %scevgep723 = getelementptr i8, ptr %lsr.iv706, i64 %73
  %scevgep724 = getelementptr i8, ptr %scevgep723, i64 56
  store double %.12.le.i.7, ptr %scevgep724, align 8
  %.359.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1132.us.us.us.us.us, 8
  %scevgep719 = getelementptr i8, ptr %lsr.iv718, i64 %46
  %exitcond408.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.359.us.us.us.us.us.7
  br i1 %exitcond408.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !27

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block258
  %.361.us.us.us = add nuw nsw i64 %loop.index162.us.us.us, 1
  %scevgep707 = getelementptr i8, ptr %lsr.iv706, i64 %45
  %scevgep711 = getelementptr i8, ptr %lsr.iv710, i64 %.40.fca.0.6.0.load
  %exitcond409.not = icmp eq i64 %.361.us.us.us, %.40.fca.0.5.0.load.fr
  br i1 %exitcond409.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us180.us:         ; preds = %for.body.1.endif.endif.endif.us.us180.us.preheader409, %for.body.1.endif.endif.endif.us.us180.us
  %lsr.iv748 = phi ptr [ %scevgep747, %for.body.1.endif.endif.endif.us.us180.us.preheader409 ], [ %scevgep749, %for.body.1.endif.endif.endif.us.us180.us ]
  %lsr.iv745 = phi ptr [ %scevgep744, %for.body.1.endif.endif.endif.us.us180.us.preheader409 ], [ %scevgep746, %for.body.1.endif.endif.endif.us.us180.us ]
  %lsr.iv742 = phi i64 [ %25, %for.body.1.endif.endif.endif.us.us180.us.preheader409 ], [ %lsr.iv.next743, %for.body.1.endif.endif.endif.us.us180.us ]
  %.327.us.us178.us = load double, ptr %lsr.iv745, align 8
  %.12.le.i34 = tail call double @llvm.sin.f64(double %.327.us.us178.us)
  store double %.12.le.i34, ptr %lsr.iv748, align 8
  %scevgep750 = getelementptr i8, ptr %lsr.iv745, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.1 = load double, ptr %scevgep750, align 8
  %.12.le.i34.1 = tail call double @llvm.sin.f64(double %.327.us.us178.us.1)
  %scevgep757 = getelementptr i8, ptr %lsr.iv748, i64 %31
  %sunkaddr956 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr957 = getelementptr i8, ptr %lsr.iv748, i64 %sunkaddr956
  store double %.12.le.i34.1, ptr %sunkaddr957, align 8
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.2 = load double, ptr %scevgep751, align 8
  %.12.le.i34.2 = tail call double @llvm.sin.f64(double %.327.us.us178.us.2)
  %scevgep758 = getelementptr i8, ptr %scevgep757, i64 %31
  %sunkaddr958 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr959 = getelementptr i8, ptr %scevgep757, i64 %sunkaddr958
  store double %.12.le.i34.2, ptr %sunkaddr959, align 8
  %scevgep752 = getelementptr i8, ptr %scevgep751, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.3 = load double, ptr %scevgep752, align 8
  %.12.le.i34.3 = tail call double @llvm.sin.f64(double %.327.us.us178.us.3)
  %scevgep759 = getelementptr i8, ptr %scevgep758, i64 %31
  %sunkaddr960 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr961 = getelementptr i8, ptr %scevgep758, i64 %sunkaddr960
  store double %.12.le.i34.3, ptr %sunkaddr961, align 8
  %scevgep753 = getelementptr i8, ptr %scevgep752, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.4 = load double, ptr %scevgep753, align 8
  %.12.le.i34.4 = tail call double @llvm.sin.f64(double %.327.us.us178.us.4)
  %scevgep760 = getelementptr i8, ptr %scevgep759, i64 %31
  %sunkaddr962 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr963 = getelementptr i8, ptr %scevgep759, i64 %sunkaddr962
  store double %.12.le.i34.4, ptr %sunkaddr963, align 8
  %scevgep754 = getelementptr i8, ptr %scevgep753, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.5 = load double, ptr %scevgep754, align 8
  %.12.le.i34.5 = tail call double @llvm.sin.f64(double %.327.us.us178.us.5)
  %scevgep761 = getelementptr i8, ptr %scevgep760, i64 %31
  %sunkaddr964 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr965 = getelementptr i8, ptr %scevgep760, i64 %sunkaddr964
  store double %.12.le.i34.5, ptr %sunkaddr965, align 8
  %scevgep755 = getelementptr i8, ptr %scevgep754, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.6 = load double, ptr %scevgep755, align 8
  %.12.le.i34.6 = tail call double @llvm.sin.f64(double %.327.us.us178.us.6)
  %scevgep762 = getelementptr i8, ptr %scevgep761, i64 %31
  %sunkaddr966 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr967 = getelementptr i8, ptr %scevgep761, i64 %sunkaddr966
  store double %.12.le.i34.6, ptr %sunkaddr967, align 8
  %scevgep756 = getelementptr i8, ptr %scevgep755, i64 %.40.fca.0.6.0.load
  %.327.us.us178.us.7 = load double, ptr %scevgep756, align 8
  %.12.le.i34.7 = tail call double @llvm.sin.f64(double %.327.us.us178.us.7)
  %sunkaddr = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr788 = getelementptr i8, ptr %scevgep762, i64 %sunkaddr
  store double %.12.le.i34.7, ptr %sunkaddr788, align 8
  %lsr.iv.next743 = add i64 %lsr.iv742, -8
  %scevgep746 = getelementptr i8, ptr %lsr.iv745, i64 %27
  %scevgep749 = getelementptr i8, ptr %lsr.iv748, i64 %30
  %exitcond407.not.7 = icmp eq i64 %lsr.iv.next743, 0
  br i1 %exitcond407.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us180.us, !llvm.loop !28

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %74 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %74, label %for.cond.1.preheader.us.us200, label %for.body.1.endif.endif.endif.us168

for.cond.1.preheader.us.us200:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %min.iters.check202 = icmp ult i64 %.40.fca.0.5.1.load.fr, 16
  br i1 %min.iters.check202, label %for.body.1.endif.endif.endif.us139.us.us.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.cond.1.preheader.us.us200
  %ident.check = icmp ne i64 %.40.fca.0.6.1.load, 1
  %75 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %76 = getelementptr i8, ptr %75, i64 -1
  %77 = icmp ult ptr %76, %.40.fca.0.4.load
  %78 = or i1 %ident.check, %77
  br i1 %78, label %for.body.1.endif.endif.endif.us139.us.us.preheader, label %vector.memcheck199

vector.memcheck199:                               ; preds = %vector.scevcheck
  %79 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %79
  %80 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %scevgep200 = getelementptr i8, ptr %80, i64 7
  %bound0 = icmp ult ptr %.6.i, %scevgep200
  %bound1 = icmp ult ptr %.40.fca.0.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.endif.endif.endif.us139.us.us.preheader, label %vector.ph203

vector.ph203:                                     ; preds = %vector.memcheck199
  %const785 = bitcast i64 9223372036854775800 to i64
  %n.vec205 = and i64 %.40.fca.0.5.1.load.fr, %const785
  br label %vector.body206

vector.body206:                                   ; preds = %vector.body206, %vector.ph203
  %index207 = phi i64 [ 0, %vector.ph203 ], [ %index.next208, %vector.body206 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph203 ], [ %vec.ind.next, %vector.body206 ]
  %81 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %81, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !29
  %82 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.masked.gather)
  %83 = shl i64 %index207, 3
  %scevgep705 = getelementptr i8, ptr %.6.i, i64 %83
  store <8 x double> %82, ptr %scevgep705, align 8, !alias.scope !32, !noalias !29
  %index.next208 = add nuw i64 %index207, 8
  %vec.ind.next = add nuw nsw <8 x i64> %vec.ind, splat (i64 8)
  %84 = icmp eq i64 %n.vec205, %index.next208
  br i1 %84, label %middle.block209, label %vector.body206, !llvm.loop !34

middle.block209:                                  ; preds = %vector.body206
  %cmp.n210 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec205
  br i1 %cmp.n210, label %for.end, label %for.body.1.endif.endif.endif.us139.us.us.preheader

for.body.1.endif.endif.endif.us139.us.us.preheader: ; preds = %vector.memcheck199, %vector.scevcheck, %for.cond.1.preheader.us.us200, %middle.block209
  %loop.index.1132.us137.us.us.ph = phi i64 [ 0, %vector.memcheck199 ], [ 0, %vector.scevcheck ], [ 0, %for.cond.1.preheader.us.us200 ], [ %n.vec205, %middle.block209 ]
  %xtraiter375 = and i64 %.40.fca.0.5.1.load.fr, 7
  %lcmp.mod376.not = icmp eq i64 %xtraiter375, 0
  br i1 %lcmp.mod376.not, label %for.body.1.endif.endif.endif.us139.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us139.us.us.prol.preheader

for.body.1.endif.endif.endif.us139.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us139.us.us.preheader
  %85 = mul i64 %loop.index.1132.us137.us.us.ph, %.40.fca.0.6.1.load
  %scevgep700 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %85
  br label %for.body.1.endif.endif.endif.us139.us.us.prol

for.body.1.endif.endif.endif.us139.us.us.prol:    ; preds = %for.body.1.endif.endif.endif.us139.us.us.prol.preheader, %for.body.1.endif.endif.endif.us139.us.us.prol
  %lsr.iv703 = phi i64 [ %xtraiter375, %for.body.1.endif.endif.endif.us139.us.us.prol.preheader ], [ %lsr.iv.next704, %for.body.1.endif.endif.endif.us139.us.us.prol ]
  %lsr.iv701 = phi ptr [ %scevgep700, %for.body.1.endif.endif.endif.us139.us.us.prol.preheader ], [ %scevgep702, %for.body.1.endif.endif.endif.us139.us.us.prol ]
  %loop.index.1132.us137.us.us.prol = phi i64 [ %.359.us142.us.us.prol, %for.body.1.endif.endif.endif.us139.us.us.prol ], [ %loop.index.1132.us137.us.us.ph, %for.body.1.endif.endif.endif.us139.us.us.prol.preheader ]
  %.327.us147.us.us.prol = load double, ptr %lsr.iv701, align 8
  %.12.le.i35.prol = tail call double @llvm.sin.f64(double %.327.us147.us.us.prol)
  %86 = shl i64 %loop.index.1132.us137.us.us.prol, 3
  %scevgep699 = getelementptr i8, ptr %.6.i, i64 %86
  store double %.12.le.i35.prol, ptr %scevgep699, align 8
  %.359.us142.us.us.prol = add nuw nsw i64 %loop.index.1132.us137.us.us.prol, 1
  %scevgep702 = getelementptr i8, ptr %lsr.iv701, i64 %.40.fca.0.6.1.load
  %lsr.iv.next704 = add nsw i64 %lsr.iv703, -1
  %prol.iter377.cmp.not = icmp eq i64 %lsr.iv.next704, 0
  br i1 %prol.iter377.cmp.not, label %for.body.1.endif.endif.endif.us139.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us139.us.us.prol, !llvm.loop !35

for.body.1.endif.endif.endif.us139.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us139.us.us.prol, %for.body.1.endif.endif.endif.us139.us.us.preheader
  %loop.index.1132.us137.us.us.unr = phi i64 [ %loop.index.1132.us137.us.us.ph, %for.body.1.endif.endif.endif.us139.us.us.preheader ], [ %.359.us142.us.us.prol, %for.body.1.endif.endif.endif.us139.us.us.prol ]
  %87 = sub nsw i64 %loop.index.1132.us137.us.us.ph, %.40.fca.0.5.1.load.fr
  %88 = icmp ugt i64 %87, -8
  br i1 %88, label %for.end, label %for.body.1.endif.endif.endif.us139.us.us.preheader406

for.body.1.endif.endif.endif.us139.us.us.preheader406: ; preds = %for.body.1.endif.endif.endif.us139.us.us.prol.loopexit
  %89 = mul i64 %loop.index.1132.us137.us.us.unr, %.40.fca.0.6.1.load
  %scevgep689 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %89
  %90 = shl i64 %.40.fca.0.6.1.load, 3
  br label %for.body.1.endif.endif.endif.us139.us.us

for.body.1.endif.endif.endif.us139.us.us:         ; preds = %for.body.1.endif.endif.endif.us139.us.us.preheader406, %for.body.1.endif.endif.endif.us139.us.us
  %lsr.iv690 = phi ptr [ %scevgep689, %for.body.1.endif.endif.endif.us139.us.us.preheader406 ], [ %scevgep691, %for.body.1.endif.endif.endif.us139.us.us ]
  %loop.index.1132.us137.us.us = phi i64 [ %.359.us142.us.us.7, %for.body.1.endif.endif.endif.us139.us.us ], [ %loop.index.1132.us137.us.us.unr, %for.body.1.endif.endif.endif.us139.us.us.preheader406 ]
  %.327.us147.us.us = load double, ptr %lsr.iv690, align 8
  %.12.le.i35 = tail call double @llvm.sin.f64(double %.327.us147.us.us)
  %sunkaddr789 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %sunkaddr789
  store double %.12.le.i35, ptr %sunkaddr790, align 8
  %scevgep692 = getelementptr i8, ptr %lsr.iv690, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.1 = load double, ptr %scevgep692, align 8
  %.12.le.i35.1 = tail call double @llvm.sin.f64(double %.327.us147.us.us.1)
  %sunkaddr791 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr792 = getelementptr i8, ptr %.6.i, i64 %sunkaddr791
  %sunkaddr793 = getelementptr i8, ptr %sunkaddr792, i64 8
  store double %.12.le.i35.1, ptr %sunkaddr793, align 8
  %scevgep693 = getelementptr i8, ptr %scevgep692, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.2 = load double, ptr %scevgep693, align 8
  %.12.le.i35.2 = tail call double @llvm.sin.f64(double %.327.us147.us.us.2)
  %sunkaddr794 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr795 = getelementptr i8, ptr %.6.i, i64 %sunkaddr794
  %sunkaddr796 = getelementptr i8, ptr %sunkaddr795, i64 16
  store double %.12.le.i35.2, ptr %sunkaddr796, align 8
  %scevgep694 = getelementptr i8, ptr %scevgep693, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.3 = load double, ptr %scevgep694, align 8
  %.12.le.i35.3 = tail call double @llvm.sin.f64(double %.327.us147.us.us.3)
  %sunkaddr797 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr798 = getelementptr i8, ptr %.6.i, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, ptr %sunkaddr798, i64 24
  store double %.12.le.i35.3, ptr %sunkaddr799, align 8
  %scevgep695 = getelementptr i8, ptr %scevgep694, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.4 = load double, ptr %scevgep695, align 8
  %.12.le.i35.4 = tail call double @llvm.sin.f64(double %.327.us147.us.us.4)
  %sunkaddr800 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr801 = getelementptr i8, ptr %.6.i, i64 %sunkaddr800
  %sunkaddr802 = getelementptr i8, ptr %sunkaddr801, i64 32
  store double %.12.le.i35.4, ptr %sunkaddr802, align 8
  %scevgep696 = getelementptr i8, ptr %scevgep695, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.5 = load double, ptr %scevgep696, align 8
  %.12.le.i35.5 = tail call double @llvm.sin.f64(double %.327.us147.us.us.5)
  %sunkaddr803 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr804 = getelementptr i8, ptr %.6.i, i64 %sunkaddr803
  %sunkaddr805 = getelementptr i8, ptr %sunkaddr804, i64 40
  store double %.12.le.i35.5, ptr %sunkaddr805, align 8
  %scevgep697 = getelementptr i8, ptr %scevgep696, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.6 = load double, ptr %scevgep697, align 8
  %.12.le.i35.6 = tail call double @llvm.sin.f64(double %.327.us147.us.us.6)
  %sunkaddr806 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr807 = getelementptr i8, ptr %.6.i, i64 %sunkaddr806
  %sunkaddr808 = getelementptr i8, ptr %sunkaddr807, i64 48
  store double %.12.le.i35.6, ptr %sunkaddr808, align 8
  %scevgep698 = getelementptr i8, ptr %scevgep697, i64 %.40.fca.0.6.1.load
  %.327.us147.us.us.7 = load double, ptr %scevgep698, align 8
  %.12.le.i35.7 = tail call double @llvm.sin.f64(double %.327.us147.us.us.7)
  %sunkaddr809 = mul i64 %loop.index.1132.us137.us.us, 8
  %sunkaddr810 = getelementptr i8, ptr %.6.i, i64 %sunkaddr809
  %sunkaddr811 = getelementptr i8, ptr %sunkaddr810, i64 56
  store double %.12.le.i35.7, ptr %sunkaddr811, align 8
  %.359.us142.us.us.7 = add nuw nsw i64 %loop.index.1132.us137.us.us, 8
  %scevgep691 = getelementptr i8, ptr %lsr.iv690, i64 %90
  %exitcond404.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.359.us142.us.us.7
  br i1 %exitcond404.not.7, label %for.end, label %for.body.1.endif.endif.endif.us139.us.us, !llvm.loop !36

for.body.1.endif.endif.endif.us168:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.327.us166 = load double, ptr %.40.fca.0.4.load, align 8
  %.12.le.i36 = tail call double @llvm.sin.f64(double %.327.us166)
  store double %.12.le.i36, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us180.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us139.us.us, %for.body.1.endif.endif.endif.us.us180.us.prol.loopexit, %for.body.1.endif.endif.endif.us139.us.us.prol.loopexit, %middle.block233, %middle.block209, %for.body.1.endif.endif.endif.us168, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.0.load)
  store double 0.000000e+00, ptr %.368, align 8
  %.376 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.368, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.221, i64 8, ptr %.6.i, i64 %.40.fca.0.5.0.load.fr, i64 %.40.fca.0.5.1.load.fr, i64 %.224, i64 8)
  %.386 = load double, ptr %.368, align 8
  %cond126 = icmp eq i32 %.376, 0
  br i1 %cond126, label %B128.i53, label %for.end.if.if, !prof !0

B128.i53:                                         ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.470 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr)
  %.471 = extractvalue { i64, i1 } %.470, 0
  %.472 = extractvalue { i64, i1 } %.470, 1
  %.474 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %91 = add i64 %.471, %const787
  %.477 = icmp ult i64 %91, %const786
  %.478 = or i1 %.472, %.477
  br i1 %.478, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %B128.i53
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i53
  %.476 = shl nsw i64 %.471, 3
  %.7.i.i57 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.476, i32 32), !noalias !37
  %.8.i.i58 = icmp eq ptr %.7.i.i57, null
  br i1 %.8.i.i58, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i63 = getelementptr i8, ptr %.7.i.i57, i64 24
  %.6.i64 = load ptr, ptr %.5.i63, align 8
  %.556240 = icmp sgt i64 %.40.fca.1.5.1.load.fr, 0
  br i1 %.556240, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.559206 = icmp sgt i64 %.40.fca.1.5.0.load.fr, 0
  br i1 %.559206, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.561.not = icmp eq i64 %.40.fca.1.5.0.load.fr, 1
  br i1 %.561.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %92 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %92, label %iter.check, label %for.cond.3.preheader.us.us.us.preheader

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %93 = ptrtoint ptr %.6.i64 to i64
  %94 = ptrtoint ptr %.40.fca.1.4.load to i64
  %const776 = bitcast i64 9223372036854775800 to i64
  %95 = sub i64 %93, %94
  %min.iters.check264 = icmp ult i64 %.40.fca.1.5.0.load.fr, 4
  %diff.check262 = icmp ult i64 %95, 256
  %or.cond = select i1 %min.iters.check264, i1 true, i1 %diff.check262
  %const_mat = add i64 %const776, -24
  %n.vec271 = and i64 %.40.fca.1.5.0.load.fr, %const_mat
  %const_mat777 = add i64 %const776, 4
  %n.vec287 = and i64 %.40.fca.1.5.0.load.fr, %const_mat777
  %scevgep613 = getelementptr i8, ptr %.6.i64, i64 192
  %96 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %scevgep623 = getelementptr i8, ptr %.40.fca.1.4.load, i64 192
  br label %iter.check266

iter.check266:                                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us
  %lsr.iv636 = phi ptr [ %.40.fca.1.4.load, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep637, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv633 = phi ptr [ %.6.i64, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep634, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv624 = phi ptr [ %scevgep623, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep625, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv614 = phi ptr [ %scevgep613, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep615, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.2243.us.us.us = phi i64 [ %.611.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check268

vector.main.loop.iter.check268:                   ; preds = %iter.check266
  %97 = icmp ult i64 %.40.fca.1.5.0.load.fr, 32
  br i1 %97, label %vec.epilog.ph285, label %vector.body272.preheader

vector.body272.preheader:                         ; preds = %vector.main.loop.iter.check268
  br label %vector.body272

vector.body272:                                   ; preds = %vector.body272.preheader, %vector.body272
  %index273 = phi i64 [ %index.next278, %vector.body272 ], [ 0, %vector.body272.preheader ]
  %98 = shl i64 %index273, 3
  %scevgep631 = getelementptr i8, ptr %lsr.iv624, i64 %98
  %scevgep632 = getelementptr i8, ptr %scevgep631, i64 -192
  %99 = shl i64 %index273, 3
  %scevgep629 = getelementptr i8, ptr %lsr.iv624, i64 %99
  %scevgep630 = getelementptr i8, ptr %scevgep629, i64 -128
  %100 = shl i64 %index273, 3
  %scevgep627 = getelementptr i8, ptr %lsr.iv624, i64 %100
  %scevgep628 = getelementptr i8, ptr %scevgep627, i64 -64
  %101 = shl i64 %index273, 3
  %scevgep626 = getelementptr i8, ptr %lsr.iv624, i64 %101
  %wide.load274 = load <8 x double>, ptr %scevgep632, align 8
  %wide.load275 = load <8 x double>, ptr %scevgep630, align 8
  %wide.load276 = load <8 x double>, ptr %scevgep628, align 8
  %wide.load277 = load <8 x double>, ptr %scevgep626, align 8
  %102 = fmul <8 x double> %wide.load274, %wide.load274
  %103 = fmul <8 x double> %wide.load275, %wide.load275
  %104 = fmul <8 x double> %wide.load276, %wide.load276
  %105 = fmul <8 x double> %wide.load277, %wide.load277
  %106 = fmul <8 x double> %102, splat (double 3.000000e-01)
  %107 = fmul <8 x double> %103, splat (double 3.000000e-01)
  %108 = fmul <8 x double> %104, splat (double 3.000000e-01)
  %109 = fmul <8 x double> %105, splat (double 3.000000e-01)
  %110 = shl i64 %index273, 3
  %scevgep621 = getelementptr i8, ptr %lsr.iv614, i64 %110
  %scevgep622 = getelementptr i8, ptr %scevgep621, i64 -192
  %111 = shl i64 %index273, 3
  %scevgep619 = getelementptr i8, ptr %lsr.iv614, i64 %111
  %scevgep620 = getelementptr i8, ptr %scevgep619, i64 -128
  %112 = shl i64 %index273, 3
  %scevgep617 = getelementptr i8, ptr %lsr.iv614, i64 %112
  %scevgep618 = getelementptr i8, ptr %scevgep617, i64 -64
  %113 = shl i64 %index273, 3
  %scevgep616 = getelementptr i8, ptr %lsr.iv614, i64 %113
  store <8 x double> %106, ptr %scevgep622, align 8
  store <8 x double> %107, ptr %scevgep620, align 8
  store <8 x double> %108, ptr %scevgep618, align 8
  store <8 x double> %109, ptr %scevgep616, align 8
  %index.next278 = add nuw i64 %index273, 32
  %114 = icmp eq i64 %n.vec271, %index.next278
  br i1 %114, label %middle.block279, label %vector.body272, !llvm.loop !44

middle.block279:                                  ; preds = %vector.body272
  %115 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec271
  br i1 %115, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check283

vec.epilog.iter.check283:                         ; preds = %middle.block279
  %116 = and i64 %.40.fca.1.5.0.load.fr, 28
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph285, !prof !45

vec.epilog.ph285:                                 ; preds = %vector.main.loop.iter.check268, %vec.epilog.iter.check283
  %vec.epilog.resume.val281 = phi i64 [ %n.vec271, %vec.epilog.iter.check283 ], [ 0, %vector.main.loop.iter.check268 ]
  br label %vec.epilog.vector.body288

vec.epilog.vector.body288:                        ; preds = %vec.epilog.vector.body288, %vec.epilog.ph285
  %index289 = phi i64 [ %vec.epilog.resume.val281, %vec.epilog.ph285 ], [ %index.next291, %vec.epilog.vector.body288 ]
  %118 = shl i64 %index289, 3
  %scevgep638 = getelementptr i8, ptr %lsr.iv636, i64 %118
  %wide.load290 = load <4 x double>, ptr %scevgep638, align 8
  %119 = fmul <4 x double> %wide.load290, %wide.load290
  %120 = fmul <4 x double> %119, splat (double 3.000000e-01)
  %121 = shl i64 %index289, 3
  %scevgep635 = getelementptr i8, ptr %lsr.iv633, i64 %121
  store <4 x double> %120, ptr %scevgep635, align 8
  %index.next291 = add nuw i64 %index289, 4
  %122 = icmp eq i64 %n.vec287, %index.next291
  br i1 %122, label %vec.epilog.middle.block292, label %vec.epilog.vector.body288, !llvm.loop !46

vec.epilog.middle.block292:                       ; preds = %vec.epilog.vector.body288
  %123 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec287
  br i1 %123, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check266, %vec.epilog.iter.check283, %vec.epilog.middle.block292
  %loop.index.3209.us.us.us.us.us.ph = phi i64 [ 0, %iter.check266 ], [ %n.vec271, %vec.epilog.iter.check283 ], [ %n.vec287, %vec.epilog.middle.block292 ]
  %124 = sub nsw i64 %.40.fca.1.5.0.load.fr, %loop.index.3209.us.us.us.us.us.ph
  %xtraiter378 = and i64 %124, 7
  %lcmp.mod379.not = icmp eq i64 %xtraiter378, 0
  br i1 %lcmp.mod379.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv641 = phi i64 [ %xtraiter378, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next642, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3209.us.us.us.us.us.prol = phi i64 [ %.609.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3209.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %125 = shl i64 %loop.index.3209.us.us.us.us.us.prol, 3
  %scevgep640 = getelementptr i8, ptr %lsr.iv636, i64 %125
  %.577.us.us.us.us.us.prol = load double, ptr %scevgep640, align 8
  %.5.i65.prol = fmul double %.577.us.us.us.us.us.prol, %.577.us.us.us.us.us.prol
  %.6.i66.prol = fmul double %.5.i65.prol, 3.000000e-01
  %126 = shl i64 %loop.index.3209.us.us.us.us.us.prol, 3
  %scevgep639 = getelementptr i8, ptr %lsr.iv633, i64 %126
  store double %.6.i66.prol, ptr %scevgep639, align 8
  %.609.us.us.us.us.us.prol = add nuw i64 %loop.index.3209.us.us.us.us.us.prol, 1
  %lsr.iv.next642 = add nsw i64 %lsr.iv641, -1
  %prol.iter380.cmp.not = icmp eq i64 %lsr.iv.next642, 0
  br i1 %prol.iter380.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !47

for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3209.us.us.us.us.us.unr = phi i64 [ %loop.index.3209.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader ], [ %.609.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %127 = sub nsw i64 %loop.index.3209.us.us.us.us.us.ph, %.40.fca.1.5.0.load.fr
  %128 = icmp ugt i64 %127, -8
  br i1 %128, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader404

for.body.3.endif.endif.endif.us.us.us.us.us.preheader404: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader404, %for.body.3.endif.endif.endif.us.us.us.us.us
  %loop.index.3209.us.us.us.us.us = phi i64 [ %.609.us.us.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3209.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader404 ]
  %129 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep660 = getelementptr i8, ptr %lsr.iv636, i64 %129
  %.577.us.us.us.us.us = load double, ptr %scevgep660, align 8
  %.5.i65 = fmul double %.577.us.us.us.us.us, %.577.us.us.us.us.us
  %.6.i66 = fmul double %.5.i65, 3.000000e-01
  %130 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep645 = getelementptr i8, ptr %lsr.iv633, i64 %130
  store double %.6.i66, ptr %scevgep645, align 8
  %scevgep661 = getelementptr i8, ptr %lsr.iv636, i64 %130
  %scevgep662 = getelementptr i8, ptr %scevgep661, i64 8
  %.577.us.us.us.us.us.1 = load double, ptr %scevgep662, align 8
  %.5.i65.1 = fmul double %.577.us.us.us.us.us.1, %.577.us.us.us.us.us.1
  %.6.i66.1 = fmul double %.5.i65.1, 3.000000e-01
  %131 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep648 = getelementptr i8, ptr %lsr.iv633, i64 %131
  %scevgep649 = getelementptr i8, ptr %scevgep648, i64 8
  store double %.6.i66.1, ptr %scevgep649, align 8
  %scevgep663 = getelementptr i8, ptr %lsr.iv636, i64 %131
  %scevgep664 = getelementptr i8, ptr %scevgep663, i64 16
  %.577.us.us.us.us.us.2 = load double, ptr %scevgep664, align 8
  %.5.i65.2 = fmul double %.577.us.us.us.us.us.2, %.577.us.us.us.us.us.2
  %.6.i66.2 = fmul double %.5.i65.2, 3.000000e-01
  %132 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep650 = getelementptr i8, ptr %lsr.iv633, i64 %132
  %scevgep651 = getelementptr i8, ptr %scevgep650, i64 16
  store double %.6.i66.2, ptr %scevgep651, align 8
  %scevgep665 = getelementptr i8, ptr %lsr.iv636, i64 %132
  %scevgep666 = getelementptr i8, ptr %scevgep665, i64 24
  %.577.us.us.us.us.us.3 = load double, ptr %scevgep666, align 8
  %.5.i65.3 = fmul double %.577.us.us.us.us.us.3, %.577.us.us.us.us.us.3
  %.6.i66.3 = fmul double %.5.i65.3, 3.000000e-01
  %133 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep652 = getelementptr i8, ptr %lsr.iv633, i64 %133
  %scevgep653 = getelementptr i8, ptr %scevgep652, i64 24
  store double %.6.i66.3, ptr %scevgep653, align 8
  %scevgep667 = getelementptr i8, ptr %lsr.iv636, i64 %133
  %scevgep668 = getelementptr i8, ptr %scevgep667, i64 32
  %.577.us.us.us.us.us.4 = load double, ptr %scevgep668, align 8
  %.5.i65.4 = fmul double %.577.us.us.us.us.us.4, %.577.us.us.us.us.us.4
  %.6.i66.4 = fmul double %.5.i65.4, 3.000000e-01
  %134 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep643 = getelementptr i8, ptr %lsr.iv633, i64 %134
  %scevgep644 = getelementptr i8, ptr %scevgep643, i64 32
  store double %.6.i66.4, ptr %scevgep644, align 8
  %scevgep669 = getelementptr i8, ptr %lsr.iv636, i64 %134
  %scevgep670 = getelementptr i8, ptr %scevgep669, i64 40
  %.577.us.us.us.us.us.5 = load double, ptr %scevgep670, align 8
  %.5.i65.5 = fmul double %.577.us.us.us.us.us.5, %.577.us.us.us.us.us.5
  %.6.i66.5 = fmul double %.5.i65.5, 3.000000e-01
  %135 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep656 = getelementptr i8, ptr %lsr.iv633, i64 %135
  %scevgep657 = getelementptr i8, ptr %scevgep656, i64 40
  store double %.6.i66.5, ptr %scevgep657, align 8
  %scevgep671 = getelementptr i8, ptr %lsr.iv636, i64 %135
  %scevgep672 = getelementptr i8, ptr %scevgep671, i64 48
  %.577.us.us.us.us.us.6 = load double, ptr %scevgep672, align 8
  %.5.i65.6 = fmul double %.577.us.us.us.us.us.6, %.577.us.us.us.us.us.6
  %.6.i66.6 = fmul double %.5.i65.6, 3.000000e-01
  %136 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep654 = getelementptr i8, ptr %lsr.iv633, i64 %136
  %scevgep655 = getelementptr i8, ptr %scevgep654, i64 48
  store double %.6.i66.6, ptr %scevgep655, align 8
  %scevgep658 = getelementptr i8, ptr %lsr.iv636, i64 %136
  %scevgep659 = getelementptr i8, ptr %scevgep658, i64 56
  %.577.us.us.us.us.us.7 = load double, ptr %scevgep659, align 8
  %.5.i65.7 = fmul double %.577.us.us.us.us.us.7, %.577.us.us.us.us.us.7
  %.6.i66.7 = fmul double %.5.i65.7, 3.000000e-01
  %137 = shl i64 %loop.index.3209.us.us.us.us.us, 3
  %scevgep646 = getelementptr i8, ptr %lsr.iv633, i64 %137
  %scevgep647 = getelementptr i8, ptr %scevgep646, i64 56
  store double %.6.i66.7, ptr %scevgep647, align 8
  %.609.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3209.us.us.us.us.us, 8
  %exitcond416.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.609.us.us.us.us.us.7
  br i1 %exitcond416.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us, !llvm.loop !48

for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block292, %middle.block279
  %.611.us.us.us = add nuw nsw i64 %loop.index.2243.us.us.us, 1
  %scevgep615 = getelementptr i8, ptr %lsr.iv614, i64 %96
  %scevgep625 = getelementptr i8, ptr %lsr.iv624, i64 %96
  %scevgep634 = getelementptr i8, ptr %lsr.iv633, i64 %96
  %scevgep637 = getelementptr i8, ptr %lsr.iv636, i64 %96
  %exitcond417.not = icmp eq i64 %.611.us.us.us, %.40.fca.1.5.1.load.fr
  br i1 %exitcond417.not, label %for.end.2, label %iter.check266

iter.check:                                       ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %138 = ptrtoint ptr %.6.i64 to i64
  %139 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check177 = icmp ult i64 %.40.fca.1.5.0.load.fr, 4
  %140 = sub i64 %138, %139
  %diff.check175 = icmp ult i64 %140, 256
  %or.cond361 = select i1 %min.iters.check177, i1 true, i1 %diff.check175
  br i1 %or.cond361, label %for.body.3.endif.endif.endif.us.us261.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const778 = bitcast i64 9223372036854775800 to i64
  %min.iters.check179 = icmp ult i64 %.40.fca.1.5.0.load.fr, 32
  br i1 %min.iters.check179, label %vec.epilog.ph, label %vector.ph180

vector.ph180:                                     ; preds = %vector.main.loop.iter.check
  %const_mat779 = add i64 %const778, -24
  %n.vec182 = and i64 %.40.fca.1.5.0.load.fr, %const_mat779
  br label %vector.body183

vector.body183:                                   ; preds = %vector.body183, %vector.ph180
  %index184 = phi i64 [ 0, %vector.ph180 ], [ %index.next189, %vector.body183 ]
  %sunkaddr812 = mul i64 %index184, 8
  %sunkaddr813 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr812
  %wide.load185 = load <8 x double>, ptr %sunkaddr813, align 8
  %sunkaddr814 = mul i64 %index184, 8
  %sunkaddr815 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr814
  %sunkaddr816 = getelementptr i8, ptr %sunkaddr815, i64 64
  %wide.load186 = load <8 x double>, ptr %sunkaddr816, align 8
  %sunkaddr817 = mul i64 %index184, 8
  %sunkaddr818 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr817
  %sunkaddr819 = getelementptr i8, ptr %sunkaddr818, i64 128
  %wide.load187 = load <8 x double>, ptr %sunkaddr819, align 8
  %sunkaddr820 = mul i64 %index184, 8
  %sunkaddr821 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr820
  %sunkaddr822 = getelementptr i8, ptr %sunkaddr821, i64 192
  %wide.load188 = load <8 x double>, ptr %sunkaddr822, align 8
  %141 = fmul <8 x double> %wide.load185, %wide.load185
  %142 = fmul <8 x double> %wide.load186, %wide.load186
  %143 = fmul <8 x double> %wide.load187, %wide.load187
  %144 = fmul <8 x double> %wide.load188, %wide.load188
  %145 = fmul <8 x double> %141, splat (double 3.000000e-01)
  %146 = fmul <8 x double> %142, splat (double 3.000000e-01)
  %147 = fmul <8 x double> %143, splat (double 3.000000e-01)
  %148 = fmul <8 x double> %144, splat (double 3.000000e-01)
  %sunkaddr823 = mul i64 %index184, 8
  %sunkaddr824 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr823
  store <8 x double> %145, ptr %sunkaddr824, align 8
  %sunkaddr825 = mul i64 %index184, 8
  %sunkaddr826 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr825
  %sunkaddr827 = getelementptr i8, ptr %sunkaddr826, i64 64
  store <8 x double> %146, ptr %sunkaddr827, align 8
  %sunkaddr828 = mul i64 %index184, 8
  %sunkaddr829 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, ptr %sunkaddr829, i64 128
  store <8 x double> %147, ptr %sunkaddr830, align 8
  %sunkaddr831 = mul i64 %index184, 8
  %sunkaddr832 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, ptr %sunkaddr832, i64 192
  store <8 x double> %148, ptr %sunkaddr833, align 8
  %index.next189 = add nuw i64 %index184, 32
  %149 = icmp eq i64 %n.vec182, %index.next189
  br i1 %149, label %middle.block190, label %vector.body183, !llvm.loop !49

middle.block190:                                  ; preds = %vector.body183
  %cmp.n191 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec182
  br i1 %cmp.n191, label %for.end.2, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block190
  %150 = and i64 %.40.fca.1.5.0.load.fr, 28
  %min.epilog.iters.check = icmp eq i64 %150, 0
  br i1 %min.epilog.iters.check, label %for.body.3.endif.endif.endif.us.us261.us.preheader, label %vec.epilog.ph, !prof !45

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec182, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat780 = add i64 %const778, 4
  %n.vec193 = and i64 %.40.fca.1.5.0.load.fr, %const_mat780
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index194 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next196, %vec.epilog.vector.body ]
  %151 = shl i64 %index194, 3
  %scevgep596 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %151
  %wide.load195 = load <4 x double>, ptr %scevgep596, align 8
  %152 = fmul <4 x double> %wide.load195, %wide.load195
  %153 = fmul <4 x double> %152, splat (double 3.000000e-01)
  %154 = shl i64 %index194, 3
  %scevgep595 = getelementptr i8, ptr %.6.i64, i64 %154
  store <4 x double> %153, ptr %scevgep595, align 8
  %index.next196 = add nuw i64 %index194, 4
  %155 = icmp eq i64 %n.vec193, %index.next196
  br i1 %155, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n197 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec193
  br i1 %cmp.n197, label %for.end.2, label %for.body.3.endif.endif.endif.us.us261.us.preheader

for.body.3.endif.endif.endif.us.us261.us.preheader: ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.3209.us.us258.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec182, %vec.epilog.iter.check ], [ %n.vec193, %vec.epilog.middle.block ]
  %156 = sub nsw i64 %.40.fca.1.5.0.load.fr, %loop.index.3209.us.us258.us.ph
  %xtraiter381 = and i64 %156, 7
  %lcmp.mod382.not = icmp eq i64 %xtraiter381, 0
  br i1 %lcmp.mod382.not, label %for.body.3.endif.endif.endif.us.us261.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us261.us.prol.preheader

for.body.3.endif.endif.endif.us.us261.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us261.us.preheader
  br label %for.body.3.endif.endif.endif.us.us261.us.prol

for.body.3.endif.endif.endif.us.us261.us.prol:    ; preds = %for.body.3.endif.endif.endif.us.us261.us.prol.preheader, %for.body.3.endif.endif.endif.us.us261.us.prol
  %lsr.iv593 = phi i64 [ %xtraiter381, %for.body.3.endif.endif.endif.us.us261.us.prol.preheader ], [ %lsr.iv.next594, %for.body.3.endif.endif.endif.us.us261.us.prol ]
  %loop.index.3209.us.us258.us.prol = phi i64 [ %.609.us.us264.us.prol, %for.body.3.endif.endif.endif.us.us261.us.prol ], [ %loop.index.3209.us.us258.us.ph, %for.body.3.endif.endif.endif.us.us261.us.prol.preheader ]
  %157 = shl i64 %loop.index.3209.us.us258.us.prol, 3
  %scevgep592 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %157
  %.577.us.us259.us.prol = load double, ptr %scevgep592, align 8
  %.5.i67.prol = fmul double %.577.us.us259.us.prol, %.577.us.us259.us.prol
  %.6.i68.prol = fmul double %.5.i67.prol, 3.000000e-01
  %158 = shl i64 %loop.index.3209.us.us258.us.prol, 3
  %scevgep591 = getelementptr i8, ptr %.6.i64, i64 %158
  store double %.6.i68.prol, ptr %scevgep591, align 8
  %.609.us.us264.us.prol = add nuw i64 %loop.index.3209.us.us258.us.prol, 1
  %lsr.iv.next594 = add nsw i64 %lsr.iv593, -1
  %prol.iter383.cmp.not = icmp eq i64 %lsr.iv.next594, 0
  br i1 %prol.iter383.cmp.not, label %for.body.3.endif.endif.endif.us.us261.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us261.us.prol, !llvm.loop !51

for.body.3.endif.endif.endif.us.us261.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us261.us.prol, %for.body.3.endif.endif.endif.us.us261.us.preheader
  %loop.index.3209.us.us258.us.unr = phi i64 [ %loop.index.3209.us.us258.us.ph, %for.body.3.endif.endif.endif.us.us261.us.preheader ], [ %.609.us.us264.us.prol, %for.body.3.endif.endif.endif.us.us261.us.prol ]
  %159 = sub nsw i64 %loop.index.3209.us.us258.us.ph, %.40.fca.1.5.0.load.fr
  %160 = icmp ugt i64 %159, -8
  br i1 %160, label %for.end.2, label %for.body.3.endif.endif.endif.us.us261.us.preheader402

for.body.3.endif.endif.endif.us.us261.us.preheader402: ; preds = %for.body.3.endif.endif.endif.us.us261.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us261.us

for.body.3.endif.endif.endif.us.us261.us:         ; preds = %for.body.3.endif.endif.endif.us.us261.us.preheader402, %for.body.3.endif.endif.endif.us.us261.us
  %loop.index.3209.us.us258.us = phi i64 [ %.609.us.us264.us.7, %for.body.3.endif.endif.endif.us.us261.us ], [ %loop.index.3209.us.us258.us.unr, %for.body.3.endif.endif.endif.us.us261.us.preheader402 ]
  %sunkaddr834 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr835 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr834
  %.577.us.us259.us = load double, ptr %sunkaddr835, align 8
  %.5.i67 = fmul double %.577.us.us259.us, %.577.us.us259.us
  %.6.i68 = fmul double %.5.i67, 3.000000e-01
  %sunkaddr836 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr837 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr836
  store double %.6.i68, ptr %sunkaddr837, align 8
  %sunkaddr838 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr839 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr838
  %sunkaddr840 = getelementptr i8, ptr %sunkaddr839, i64 8
  %.577.us.us259.us.1 = load double, ptr %sunkaddr840, align 8
  %.5.i67.1 = fmul double %.577.us.us259.us.1, %.577.us.us259.us.1
  %.6.i68.1 = fmul double %.5.i67.1, 3.000000e-01
  %sunkaddr841 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr842 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr841
  %sunkaddr843 = getelementptr i8, ptr %sunkaddr842, i64 8
  store double %.6.i68.1, ptr %sunkaddr843, align 8
  %sunkaddr844 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr845 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr844
  %sunkaddr846 = getelementptr i8, ptr %sunkaddr845, i64 16
  %.577.us.us259.us.2 = load double, ptr %sunkaddr846, align 8
  %.5.i67.2 = fmul double %.577.us.us259.us.2, %.577.us.us259.us.2
  %.6.i68.2 = fmul double %.5.i67.2, 3.000000e-01
  %sunkaddr847 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr848 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr847
  %sunkaddr849 = getelementptr i8, ptr %sunkaddr848, i64 16
  store double %.6.i68.2, ptr %sunkaddr849, align 8
  %sunkaddr850 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr851 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr850
  %sunkaddr852 = getelementptr i8, ptr %sunkaddr851, i64 24
  %.577.us.us259.us.3 = load double, ptr %sunkaddr852, align 8
  %.5.i67.3 = fmul double %.577.us.us259.us.3, %.577.us.us259.us.3
  %.6.i68.3 = fmul double %.5.i67.3, 3.000000e-01
  %sunkaddr853 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr854 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr853
  %sunkaddr855 = getelementptr i8, ptr %sunkaddr854, i64 24
  store double %.6.i68.3, ptr %sunkaddr855, align 8
  %sunkaddr856 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr857 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr856
  %sunkaddr858 = getelementptr i8, ptr %sunkaddr857, i64 32
  %.577.us.us259.us.4 = load double, ptr %sunkaddr858, align 8
  %.5.i67.4 = fmul double %.577.us.us259.us.4, %.577.us.us259.us.4
  %.6.i68.4 = fmul double %.5.i67.4, 3.000000e-01
  %sunkaddr859 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr860 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr859
  %sunkaddr861 = getelementptr i8, ptr %sunkaddr860, i64 32
  store double %.6.i68.4, ptr %sunkaddr861, align 8
  %sunkaddr862 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr863 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr862
  %sunkaddr864 = getelementptr i8, ptr %sunkaddr863, i64 40
  %.577.us.us259.us.5 = load double, ptr %sunkaddr864, align 8
  %.5.i67.5 = fmul double %.577.us.us259.us.5, %.577.us.us259.us.5
  %.6.i68.5 = fmul double %.5.i67.5, 3.000000e-01
  %sunkaddr865 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr866 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr865
  %sunkaddr867 = getelementptr i8, ptr %sunkaddr866, i64 40
  store double %.6.i68.5, ptr %sunkaddr867, align 8
  %sunkaddr868 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr869 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr868
  %sunkaddr870 = getelementptr i8, ptr %sunkaddr869, i64 48
  %.577.us.us259.us.6 = load double, ptr %sunkaddr870, align 8
  %.5.i67.6 = fmul double %.577.us.us259.us.6, %.577.us.us259.us.6
  %.6.i68.6 = fmul double %.5.i67.6, 3.000000e-01
  %sunkaddr871 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr872 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr871
  %sunkaddr873 = getelementptr i8, ptr %sunkaddr872, i64 48
  store double %.6.i68.6, ptr %sunkaddr873, align 8
  %sunkaddr874 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr875 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr874
  %sunkaddr876 = getelementptr i8, ptr %sunkaddr875, i64 56
  %.577.us.us259.us.7 = load double, ptr %sunkaddr876, align 8
  %.5.i67.7 = fmul double %.577.us.us259.us.7, %.577.us.us259.us.7
  %.6.i68.7 = fmul double %.5.i67.7, 3.000000e-01
  %sunkaddr877 = mul i64 %loop.index.3209.us.us258.us, 8
  %sunkaddr878 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr877
  %sunkaddr879 = getelementptr i8, ptr %sunkaddr878, i64 56
  store double %.6.i68.7, ptr %sunkaddr879, align 8
  %.609.us.us264.us.7 = add nuw nsw i64 %loop.index.3209.us.us258.us, 8
  %exitcond414.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.609.us.us264.us.7
  br i1 %exitcond414.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us.us261.us, !llvm.loop !52

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %161 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %161, label %for.body.3.endif.endif.endif.us250, label %iter.check302

iter.check302:                                    ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %162 = ptrtoint ptr %.6.i64 to i64
  %163 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check300 = icmp ult i64 %.40.fca.1.5.1.load.fr, 4
  %164 = sub i64 %162, %163
  %diff.check298 = icmp ult i64 %164, 256
  %or.cond362 = select i1 %min.iters.check300, i1 true, i1 %diff.check298
  br i1 %or.cond362, label %for.body.3.endif.endif.endif.us216.us.us.preheader, label %vector.main.loop.iter.check304

vector.main.loop.iter.check304:                   ; preds = %iter.check302
  %const781 = bitcast i64 9223372036854775800 to i64
  %min.iters.check303 = icmp ult i64 %.40.fca.1.5.1.load.fr, 32
  br i1 %min.iters.check303, label %vec.epilog.ph321, label %vector.ph305

vector.ph305:                                     ; preds = %vector.main.loop.iter.check304
  %const_mat782 = add i64 %const781, -24
  %n.vec307 = and i64 %.40.fca.1.5.1.load.fr, %const_mat782
  br label %vector.body308

vector.body308:                                   ; preds = %vector.body308, %vector.ph305
  %index309 = phi i64 [ 0, %vector.ph305 ], [ %index.next314, %vector.body308 ]
  %sunkaddr880 = mul i64 %index309, 8
  %sunkaddr881 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr880
  %wide.load310 = load <8 x double>, ptr %sunkaddr881, align 8
  %sunkaddr882 = mul i64 %index309, 8
  %sunkaddr883 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, ptr %sunkaddr883, i64 64
  %wide.load311 = load <8 x double>, ptr %sunkaddr884, align 8
  %sunkaddr885 = mul i64 %index309, 8
  %sunkaddr886 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, ptr %sunkaddr886, i64 128
  %wide.load312 = load <8 x double>, ptr %sunkaddr887, align 8
  %sunkaddr888 = mul i64 %index309, 8
  %sunkaddr889 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, ptr %sunkaddr889, i64 192
  %wide.load313 = load <8 x double>, ptr %sunkaddr890, align 8
  %165 = fmul <8 x double> %wide.load310, %wide.load310
  %166 = fmul <8 x double> %wide.load311, %wide.load311
  %167 = fmul <8 x double> %wide.load312, %wide.load312
  %168 = fmul <8 x double> %wide.load313, %wide.load313
  %169 = fmul <8 x double> %165, splat (double 3.000000e-01)
  %170 = fmul <8 x double> %166, splat (double 3.000000e-01)
  %171 = fmul <8 x double> %167, splat (double 3.000000e-01)
  %172 = fmul <8 x double> %168, splat (double 3.000000e-01)
  %sunkaddr891 = mul i64 %index309, 8
  %sunkaddr892 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr891
  store <8 x double> %169, ptr %sunkaddr892, align 8
  %sunkaddr893 = mul i64 %index309, 8
  %sunkaddr894 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr893
  %sunkaddr895 = getelementptr i8, ptr %sunkaddr894, i64 64
  store <8 x double> %170, ptr %sunkaddr895, align 8
  %sunkaddr896 = mul i64 %index309, 8
  %sunkaddr897 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr896
  %sunkaddr898 = getelementptr i8, ptr %sunkaddr897, i64 128
  store <8 x double> %171, ptr %sunkaddr898, align 8
  %sunkaddr899 = mul i64 %index309, 8
  %sunkaddr900 = getelementptr i8, ptr %.6.i64, i64 %sunkaddr899
  %sunkaddr901 = getelementptr i8, ptr %sunkaddr900, i64 192
  store <8 x double> %172, ptr %sunkaddr901, align 8
  %index.next314 = add nuw i64 %index309, 32
  %173 = icmp eq i64 %n.vec307, %index.next314
  br i1 %173, label %middle.block315, label %vector.body308, !llvm.loop !53

middle.block315:                                  ; preds = %vector.body308
  %cmp.n316 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec307
  br i1 %cmp.n316, label %for.end.2, label %vec.epilog.iter.check319

vec.epilog.iter.check319:                         ; preds = %middle.block315
  %174 = and i64 %.40.fca.1.5.1.load.fr, 28
  %min.epilog.iters.check320 = icmp eq i64 %174, 0
  br i1 %min.epilog.iters.check320, label %for.body.3.endif.endif.endif.us216.us.us.preheader, label %vec.epilog.ph321, !prof !45

vec.epilog.ph321:                                 ; preds = %vector.main.loop.iter.check304, %vec.epilog.iter.check319
  %vec.epilog.resume.val317 = phi i64 [ %n.vec307, %vec.epilog.iter.check319 ], [ 0, %vector.main.loop.iter.check304 ]
  %const_mat783 = add i64 %const781, 4
  %n.vec323 = and i64 %.40.fca.1.5.1.load.fr, %const_mat783
  br label %vec.epilog.vector.body324

vec.epilog.vector.body324:                        ; preds = %vec.epilog.vector.body324, %vec.epilog.ph321
  %index325 = phi i64 [ %vec.epilog.resume.val317, %vec.epilog.ph321 ], [ %index.next327, %vec.epilog.vector.body324 ]
  %175 = shl i64 %index325, 3
  %scevgep542 = getelementptr i8, ptr %.6.i64, i64 %175
  %176 = shl i64 %index325, 3
  %scevgep541 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %176
  %wide.load326 = load <4 x double>, ptr %scevgep541, align 8
  %177 = fmul <4 x double> %wide.load326, %wide.load326
  %178 = fmul <4 x double> %177, splat (double 3.000000e-01)
  store <4 x double> %178, ptr %scevgep542, align 8
  %index.next327 = add nuw i64 %index325, 4
  %179 = icmp eq i64 %n.vec323, %index.next327
  br i1 %179, label %vec.epilog.middle.block328, label %vec.epilog.vector.body324, !llvm.loop !54

vec.epilog.middle.block328:                       ; preds = %vec.epilog.vector.body324
  %cmp.n329 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec323
  br i1 %cmp.n329, label %for.end.2, label %for.body.3.endif.endif.endif.us216.us.us.preheader

for.body.3.endif.endif.endif.us216.us.us.preheader: ; preds = %vec.epilog.middle.block328, %vec.epilog.iter.check319, %iter.check302
  %loop.index.2243.us.us281.ph = phi i64 [ 0, %iter.check302 ], [ %n.vec307, %vec.epilog.iter.check319 ], [ %n.vec323, %vec.epilog.middle.block328 ]
  %180 = sub nsw i64 %.40.fca.1.5.1.load.fr, %loop.index.2243.us.us281.ph
  %xtraiter384 = and i64 %180, 7
  %lcmp.mod385.not = icmp eq i64 %xtraiter384, 0
  br i1 %lcmp.mod385.not, label %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us216.us.us.prol.preheader

for.body.3.endif.endif.endif.us216.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us216.us.us.preheader
  %181 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2243.us.us281.ph
  %182 = shl i64 %181, 3
  %183 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %184 = sub i64 0, %xtraiter384
  br label %for.body.3.endif.endif.endif.us216.us.us.prol

for.body.3.endif.endif.endif.us216.us.us.prol:    ; preds = %for.body.3.endif.endif.endif.us216.us.us.prol.preheader, %for.body.3.endif.endif.endif.us216.us.us.prol
  %lsr.iv537 = phi i64 [ %182, %for.body.3.endif.endif.endif.us216.us.us.prol.preheader ], [ %lsr.iv.next538, %for.body.3.endif.endif.endif.us216.us.us.prol ]
  %lsr.iv535 = phi i64 [ 0, %for.body.3.endif.endif.endif.us216.us.us.prol.preheader ], [ %lsr.iv.next536, %for.body.3.endif.endif.endif.us216.us.us.prol ]
  %scevgep540 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv537
  %scevgep539 = getelementptr i8, ptr %.6.i64, i64 %lsr.iv537
  %.577.us224.us.us.prol = load double, ptr %scevgep540, align 8
  %.5.i69.prol = fmul double %.577.us224.us.us.prol, %.577.us224.us.us.prol
  %.6.i70.prol = fmul double %.5.i69.prol, 3.000000e-01
  store double %.6.i70.prol, ptr %scevgep539, align 8
  %lsr.iv.next536 = add nsw i64 %lsr.iv535, -1
  %lsr.iv.next538 = add i64 %lsr.iv537, %183
  %prol.iter386.cmp.not = icmp eq i64 %184, %lsr.iv.next536
  br i1 %prol.iter386.cmp.not, label %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit.loopexit, label %for.body.3.endif.endif.endif.us216.us.us.prol, !llvm.loop !55

for.body.3.endif.endif.endif.us216.us.us.prol.loopexit.loopexit: ; preds = %for.body.3.endif.endif.endif.us216.us.us.prol
  %185 = sub i64 %loop.index.2243.us.us281.ph, %lsr.iv.next536
  br label %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit

for.body.3.endif.endif.endif.us216.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit.loopexit, %for.body.3.endif.endif.endif.us216.us.us.preheader
  %loop.index.2243.us.us281.unr = phi i64 [ %loop.index.2243.us.us281.ph, %for.body.3.endif.endif.endif.us216.us.us.preheader ], [ %185, %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit.loopexit ]
  %186 = sub nsw i64 %loop.index.2243.us.us281.ph, %.40.fca.1.5.1.load.fr
  %187 = icmp ugt i64 %186, -8
  br i1 %187, label %for.end.2, label %for.body.3.endif.endif.endif.us216.us.us.preheader401

for.body.3.endif.endif.endif.us216.us.us.preheader401: ; preds = %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit
  %188 = sub i64 %.40.fca.1.5.1.load.fr, %loop.index.2243.us.us281.unr
  %189 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2243.us.us281.unr
  %190 = shl i64 %189, 3
  %191 = shl i64 %.40.fca.1.5.0.load.fr, 6
  %192 = shl i64 %.40.fca.1.5.0.load.fr, 3
  br label %for.body.3.endif.endif.endif.us216.us.us

for.body.3.endif.endif.endif.us216.us.us:         ; preds = %for.body.3.endif.endif.endif.us216.us.us.preheader401, %for.body.3.endif.endif.endif.us216.us.us
  %lsr.iv517 = phi i64 [ %190, %for.body.3.endif.endif.endif.us216.us.us.preheader401 ], [ %lsr.iv.next518, %for.body.3.endif.endif.endif.us216.us.us ]
  %lsr.iv515 = phi i64 [ %188, %for.body.3.endif.endif.endif.us216.us.us.preheader401 ], [ %lsr.iv.next516, %for.body.3.endif.endif.endif.us216.us.us ]
  %scevgep519 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv517
  %scevgep520 = getelementptr i8, ptr %.6.i64, i64 %lsr.iv517
  %.577.us224.us.us = load double, ptr %scevgep519, align 8
  %.5.i69 = fmul double %.577.us224.us.us, %.577.us224.us.us
  %.6.i70 = fmul double %.5.i69, 3.000000e-01
  store double %.6.i70, ptr %scevgep520, align 8
  %scevgep521 = getelementptr i8, ptr %scevgep519, i64 %192
  %sunkaddr968 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr969 = getelementptr i8, ptr %scevgep519, i64 %sunkaddr968
  %.577.us224.us.us.1 = load double, ptr %sunkaddr969, align 8
  %.5.i69.1 = fmul double %.577.us224.us.us.1, %.577.us224.us.us.1
  %.6.i70.1 = fmul double %.5.i69.1, 3.000000e-01
  %scevgep528 = getelementptr i8, ptr %scevgep520, i64 %192
  %sunkaddr970 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr971 = getelementptr i8, ptr %scevgep520, i64 %sunkaddr970
  store double %.6.i70.1, ptr %sunkaddr971, align 8
  %scevgep522 = getelementptr i8, ptr %scevgep521, i64 %192
  %sunkaddr972 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr973 = getelementptr i8, ptr %scevgep521, i64 %sunkaddr972
  %.577.us224.us.us.2 = load double, ptr %sunkaddr973, align 8
  %.5.i69.2 = fmul double %.577.us224.us.us.2, %.577.us224.us.us.2
  %.6.i70.2 = fmul double %.5.i69.2, 3.000000e-01
  %scevgep529 = getelementptr i8, ptr %scevgep528, i64 %192
  %sunkaddr974 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr975 = getelementptr i8, ptr %scevgep528, i64 %sunkaddr974
  store double %.6.i70.2, ptr %sunkaddr975, align 8
  %scevgep523 = getelementptr i8, ptr %scevgep522, i64 %192
  %sunkaddr976 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr977 = getelementptr i8, ptr %scevgep522, i64 %sunkaddr976
  %.577.us224.us.us.3 = load double, ptr %sunkaddr977, align 8
  %.5.i69.3 = fmul double %.577.us224.us.us.3, %.577.us224.us.us.3
  %.6.i70.3 = fmul double %.5.i69.3, 3.000000e-01
  %scevgep530 = getelementptr i8, ptr %scevgep529, i64 %192
  %sunkaddr978 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr979 = getelementptr i8, ptr %scevgep529, i64 %sunkaddr978
  store double %.6.i70.3, ptr %sunkaddr979, align 8
  %scevgep524 = getelementptr i8, ptr %scevgep523, i64 %192
  %sunkaddr980 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr981 = getelementptr i8, ptr %scevgep523, i64 %sunkaddr980
  %.577.us224.us.us.4 = load double, ptr %sunkaddr981, align 8
  %.5.i69.4 = fmul double %.577.us224.us.us.4, %.577.us224.us.us.4
  %.6.i70.4 = fmul double %.5.i69.4, 3.000000e-01
  %scevgep531 = getelementptr i8, ptr %scevgep530, i64 %192
  %sunkaddr982 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr983 = getelementptr i8, ptr %scevgep530, i64 %sunkaddr982
  store double %.6.i70.4, ptr %sunkaddr983, align 8
  %scevgep525 = getelementptr i8, ptr %scevgep524, i64 %192
  %sunkaddr984 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr985 = getelementptr i8, ptr %scevgep524, i64 %sunkaddr984
  %.577.us224.us.us.5 = load double, ptr %sunkaddr985, align 8
  %.5.i69.5 = fmul double %.577.us224.us.us.5, %.577.us224.us.us.5
  %.6.i70.5 = fmul double %.5.i69.5, 3.000000e-01
  %scevgep532 = getelementptr i8, ptr %scevgep531, i64 %192
  %sunkaddr986 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr987 = getelementptr i8, ptr %scevgep531, i64 %sunkaddr986
  store double %.6.i70.5, ptr %sunkaddr987, align 8
  %scevgep526 = getelementptr i8, ptr %scevgep525, i64 %192
  %sunkaddr988 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr989 = getelementptr i8, ptr %scevgep525, i64 %sunkaddr988
  %.577.us224.us.us.6 = load double, ptr %sunkaddr989, align 8
  %.5.i69.6 = fmul double %.577.us224.us.us.6, %.577.us224.us.us.6
  %.6.i70.6 = fmul double %.5.i69.6, 3.000000e-01
  %scevgep533 = getelementptr i8, ptr %scevgep532, i64 %192
  %sunkaddr990 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr991 = getelementptr i8, ptr %scevgep532, i64 %sunkaddr990
  store double %.6.i70.6, ptr %sunkaddr991, align 8
  %sunkaddr902 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr903 = getelementptr i8, ptr %scevgep526, i64 %sunkaddr902
  %.577.us224.us.us.7 = load double, ptr %sunkaddr903, align 8
  %.5.i69.7 = fmul double %.577.us224.us.us.7, %.577.us224.us.us.7
  %.6.i70.7 = fmul double %.5.i69.7, 3.000000e-01
  %sunkaddr904 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr905 = getelementptr i8, ptr %scevgep533, i64 %sunkaddr904
  store double %.6.i70.7, ptr %sunkaddr905, align 8
  %lsr.iv.next516 = add i64 %lsr.iv515, -8
  %lsr.iv.next518 = add i64 %lsr.iv517, %191
  %exitcond413.not.7 = icmp eq i64 %lsr.iv.next516, 0
  br i1 %exitcond413.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us216.us.us, !llvm.loop !56

for.body.3.endif.endif.endif.us250:               ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.577.us248 = load double, ptr %.40.fca.1.4.load, align 8
  %.5.i71 = fmul double %.577.us248, %.577.us248
  %.6.i72 = fmul double %.5.i71, 3.000000e-01
  store double %.6.i72, ptr %.6.i64, align 8
  br label %for.end.2

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, %for.body.3.endif.endif.endif.us.us261.us, %for.body.3.endif.endif.endif.us216.us.us, %for.body.3.endif.endif.endif.us.us261.us.prol.loopexit, %for.body.3.endif.endif.endif.us216.us.us.prol.loopexit, %vec.epilog.middle.block, %middle.block190, %middle.block315, %vec.epilog.middle.block328, %for.body.3.endif.endif.endif.us250, %for.cond.3.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.613, align 8
  %.621 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.613, ptr nonnull %excinfo.9, ptr nonnull %.7.i.i57, ptr null, i64 %.471, i64 8, ptr %.6.i64, i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr, i64 8, i64 %.474)
  %cond127 = icmp eq i32 %.621, 0
  br i1 %cond127, label %B128.i89, label %for.end.2.if.if, !prof !0

B128.i89:                                         ; preds = %for.end.2
  %.631 = load double, ptr %.613, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i57)
  %.646 = fadd double %.386, %.631
  %.716 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr)
  %.717 = extractvalue { i64, i1 } %.716, 0
  %.718 = extractvalue { i64, i1 } %.716, 1
  %.720 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %193 = add i64 %.717, %const787
  %.723 = icmp ult i64 %193, %const786
  %.724 = or i1 %.718, %.723
  br i1 %.724, label %for.end.2.endif.endif.endif.if, label %for.end.2.endif.endif.endif.endif, !prof !1

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

for.end.2.endif.endif.endif.if:                   ; preds = %B128.i89
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.2.endif.endif.endif.endif:                ; preds = %B128.i89
  %.722 = shl nsw i64 %.717, 3
  %.7.i.i93 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.722, i32 32), !noalias !57
  %.8.i.i94 = icmp eq ptr %.7.i.i93, null
  br i1 %.8.i.i94, label %for.end.2.endif.endif.endif.endif.if.if, label %for.end.2.endif.endif.endif.endif.endif, !prof !1

for.end.2.endif.endif.endif.endif.endif:          ; preds = %for.end.2.endif.endif.endif.endif
  %.5.i99 = getelementptr i8, ptr %.7.i.i93, i64 24
  %.6.i100 = load ptr, ptr %.5.i99, align 8
  %.802321 = icmp sgt i64 %.40.fca.1.5.1.load.fr, 0
  br i1 %.802321, label %for.cond.5.preheader.lr.ph, label %for.end.4

for.cond.5.preheader.lr.ph:                       ; preds = %for.end.2.endif.endif.endif.endif.endif
  %.805287 = icmp sgt i64 %.40.fca.1.5.0.load.fr, 0
  br i1 %.805287, label %for.cond.5.preheader.lr.ph.split.us, label %for.end.4

for.cond.5.preheader.lr.ph.split.us:              ; preds = %for.cond.5.preheader.lr.ph
  %.807.not = icmp eq i64 %.40.fca.1.5.0.load.fr, 1
  br i1 %.807.not, label %for.cond.5.preheader.lr.ph.split.us.split, label %for.cond.5.preheader.lr.ph.split.us.split.us

for.cond.5.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.5.preheader.lr.ph.split.us
  %194 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %194, label %for.cond.5.preheader.us.us, label %for.cond.5.preheader.us.us.us.preheader

for.cond.5.preheader.us.us.us.preheader:          ; preds = %for.cond.5.preheader.lr.ph.split.us.split.us
  %195 = ptrtoint ptr %.6.i100 to i64
  %196 = ptrtoint ptr %.40.fca.1.4.load to i64
  %const = bitcast i64 9223372036854775800 to i64
  %197 = sub i64 %195, %196
  %min.iters.check334 = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %diff.check332 = icmp ult i64 %197, 64
  %or.cond363 = select i1 %min.iters.check334, i1 true, i1 %diff.check332
  %n.vec337 = and i64 %.40.fca.1.5.0.load.fr, %const
  %xtraiter387 = and i64 %.40.fca.1.5.0.load.fr, 7
  %198 = shl i64 %.40.fca.1.5.0.load.fr, 3
  br label %for.cond.5.preheader.us.us.us

for.cond.5.preheader.us.us.us:                    ; preds = %for.cond.5.preheader.us.us.us.preheader, %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us
  %lsr.iv478 = phi ptr [ %.40.fca.1.4.load, %for.cond.5.preheader.us.us.us.preheader ], [ %scevgep479, %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv475 = phi ptr [ %.6.i100, %for.cond.5.preheader.us.us.us.preheader ], [ %scevgep476, %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.4324.us.us.us = phi i64 [ %.857.us.us.us, %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.5.preheader.us.us.us.preheader ]
  br i1 %or.cond363, label %for.body.5.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body338.preheader

vector.body338.preheader:                         ; preds = %for.cond.5.preheader.us.us.us
  br label %vector.body338

vector.body338:                                   ; preds = %vector.body338.preheader, %vector.body338
  %index339 = phi i64 [ %index.next341, %vector.body338 ], [ 0, %vector.body338.preheader ]
  %199 = shl i64 %index339, 3
  %scevgep480 = getelementptr i8, ptr %lsr.iv478, i64 %199
  %wide.load340 = load <8 x double>, ptr %scevgep480, align 8
  %200 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load340)
  %201 = shl i64 %index339, 3
  %scevgep477 = getelementptr i8, ptr %lsr.iv475, i64 %201
  store <8 x double> %200, ptr %scevgep477, align 8
  %index.next341 = add nuw i64 %index339, 8
  %202 = icmp eq i64 %n.vec337, %index.next341
  br i1 %202, label %middle.block342, label %vector.body338, !llvm.loop !64

middle.block342:                                  ; preds = %vector.body338
  %203 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec337
  br i1 %203, label %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us, label %for.body.5.endif.endif.endif.us.us.us.us.us.preheader

for.body.5.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.5.preheader.us.us.us, %middle.block342
  %loop.index.5290.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.5.preheader.us.us.us ], [ %n.vec337, %middle.block342 ]
  %204 = icmp eq i64 %xtraiter387, 0
  br i1 %204, label %for.body.5.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.5.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.5.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.5.endif.endif.endif.us.us.us.us.us.prol

for.body.5.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.5.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv483 = phi i64 [ %xtraiter387, %for.body.5.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next484, %for.body.5.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.5290.us.us.us.us.us.prol = phi i64 [ %.855.us.us.us.us.us.prol, %for.body.5.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.5290.us.us.us.us.us.ph, %for.body.5.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %205 = shl i64 %loop.index.5290.us.us.us.us.us.prol, 3
  %scevgep482 = getelementptr i8, ptr %lsr.iv478, i64 %205
  %.823.us.us.us.us.us.prol = load double, ptr %scevgep482, align 8
  %.12.le.i101.prol = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.prol)
  %206 = shl i64 %loop.index.5290.us.us.us.us.us.prol, 3
  %scevgep481 = getelementptr i8, ptr %lsr.iv475, i64 %206
  store double %.12.le.i101.prol, ptr %scevgep481, align 8
  %.855.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.5290.us.us.us.us.us.prol, 1
  %lsr.iv.next484 = add nsw i64 %lsr.iv483, -1
  %prol.iter389.cmp.not = icmp eq i64 %lsr.iv.next484, 0
  br i1 %prol.iter389.cmp.not, label %for.body.5.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.5.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !65

for.body.5.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us.prol, %for.body.5.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.5290.us.us.us.us.us.unr = phi i64 [ %loop.index.5290.us.us.us.us.us.ph, %for.body.5.endif.endif.endif.us.us.us.us.us.preheader ], [ %.855.us.us.us.us.us.prol, %for.body.5.endif.endif.endif.us.us.us.us.us.prol ]
  %207 = sub nsw i64 %loop.index.5290.us.us.us.us.us.ph, %.40.fca.1.5.0.load.fr
  %208 = icmp ugt i64 %207, -8
  br i1 %208, label %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us, label %for.body.5.endif.endif.endif.us.us.us.us.us.preheader399

for.body.5.endif.endif.endif.us.us.us.us.us.preheader399: ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.5.endif.endif.endif.us.us.us.us.us

for.body.5.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us.preheader399, %for.body.5.endif.endif.endif.us.us.us.us.us
  %loop.index.5290.us.us.us.us.us = phi i64 [ %.855.us.us.us.us.us.7, %for.body.5.endif.endif.endif.us.us.us.us.us ], [ %loop.index.5290.us.us.us.us.us.unr, %for.body.5.endif.endif.endif.us.us.us.us.us.preheader399 ]
  %209 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep502 = getelementptr i8, ptr %lsr.iv478, i64 %209
  %.823.us.us.us.us.us = load double, ptr %scevgep502, align 8
  %.12.le.i101 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us)
  %210 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep487 = getelementptr i8, ptr %lsr.iv475, i64 %210
  store double %.12.le.i101, ptr %scevgep487, align 8
  %scevgep503 = getelementptr i8, ptr %lsr.iv478, i64 %210
  %scevgep504 = getelementptr i8, ptr %scevgep503, i64 8
  %.823.us.us.us.us.us.1 = load double, ptr %scevgep504, align 8
  %.12.le.i101.1 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.1)
  %211 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep490 = getelementptr i8, ptr %lsr.iv475, i64 %211
  %scevgep491 = getelementptr i8, ptr %scevgep490, i64 8
  store double %.12.le.i101.1, ptr %scevgep491, align 8
  %scevgep505 = getelementptr i8, ptr %lsr.iv478, i64 %211
  %scevgep506 = getelementptr i8, ptr %scevgep505, i64 16
  %.823.us.us.us.us.us.2 = load double, ptr %scevgep506, align 8
  %.12.le.i101.2 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.2)
  %212 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep492 = getelementptr i8, ptr %lsr.iv475, i64 %212
  %scevgep493 = getelementptr i8, ptr %scevgep492, i64 16
  store double %.12.le.i101.2, ptr %scevgep493, align 8
  %scevgep507 = getelementptr i8, ptr %lsr.iv478, i64 %212
  %scevgep508 = getelementptr i8, ptr %scevgep507, i64 24
  %.823.us.us.us.us.us.3 = load double, ptr %scevgep508, align 8
  %.12.le.i101.3 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.3)
  %213 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep494 = getelementptr i8, ptr %lsr.iv475, i64 %213
  %scevgep495 = getelementptr i8, ptr %scevgep494, i64 24
  store double %.12.le.i101.3, ptr %scevgep495, align 8
  %scevgep509 = getelementptr i8, ptr %lsr.iv478, i64 %213
  %scevgep510 = getelementptr i8, ptr %scevgep509, i64 32
  %.823.us.us.us.us.us.4 = load double, ptr %scevgep510, align 8
  %.12.le.i101.4 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.4)
  %214 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep485 = getelementptr i8, ptr %lsr.iv475, i64 %214
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 32
  store double %.12.le.i101.4, ptr %scevgep486, align 8
  %scevgep511 = getelementptr i8, ptr %lsr.iv478, i64 %214
  %scevgep512 = getelementptr i8, ptr %scevgep511, i64 40
  %.823.us.us.us.us.us.5 = load double, ptr %scevgep512, align 8
  %.12.le.i101.5 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.5)
  %215 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep498 = getelementptr i8, ptr %lsr.iv475, i64 %215
  %scevgep499 = getelementptr i8, ptr %scevgep498, i64 40
  store double %.12.le.i101.5, ptr %scevgep499, align 8
  %scevgep513 = getelementptr i8, ptr %lsr.iv478, i64 %215
  %scevgep514 = getelementptr i8, ptr %scevgep513, i64 48
  %.823.us.us.us.us.us.6 = load double, ptr %scevgep514, align 8
  %.12.le.i101.6 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.6)
  %216 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep496 = getelementptr i8, ptr %lsr.iv475, i64 %216
  %scevgep497 = getelementptr i8, ptr %scevgep496, i64 48
  store double %.12.le.i101.6, ptr %scevgep497, align 8
  %scevgep500 = getelementptr i8, ptr %lsr.iv478, i64 %216
  %scevgep501 = getelementptr i8, ptr %scevgep500, i64 56
  %.823.us.us.us.us.us.7 = load double, ptr %scevgep501, align 8
  %.12.le.i101.7 = tail call double @llvm.cos.f64(double %.823.us.us.us.us.us.7)
  %217 = shl i64 %loop.index.5290.us.us.us.us.us, 3
  %scevgep488 = getelementptr i8, ptr %lsr.iv475, i64 %217
  %scevgep489 = getelementptr i8, ptr %scevgep488, i64 56
  store double %.12.le.i101.7, ptr %scevgep489, align 8
  %.855.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.5290.us.us.us.us.us, 8
  %exitcond424.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.855.us.us.us.us.us.7
  br i1 %exitcond424.not.7, label %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us, label %for.body.5.endif.endif.endif.us.us.us.us.us, !llvm.loop !66

for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.5.endif.endif.endif.us.us.us.us.us, %for.body.5.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block342
  %.857.us.us.us = add nuw nsw i64 %loop.index.4324.us.us.us, 1
  %scevgep476 = getelementptr i8, ptr %lsr.iv475, i64 %198
  %scevgep479 = getelementptr i8, ptr %lsr.iv478, i64 %198
  %exitcond425.not = icmp eq i64 %.857.us.us.us, %.40.fca.1.5.1.load.fr
  br i1 %exitcond425.not, label %for.end.4, label %for.cond.5.preheader.us.us.us

for.cond.5.preheader.us.us:                       ; preds = %for.cond.5.preheader.lr.ph.split.us.split.us
  %218 = ptrtoint ptr %.6.i100 to i64
  %219 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %220 = sub i64 %218, %219
  %diff.check = icmp ult i64 %220, 64
  %or.cond364 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond364, label %for.body.5.endif.endif.endif.us.us343.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.5.preheader.us.us
  %const774 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %.40.fca.1.5.0.load.fr, %const774
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %221 = shl i64 %index, 3
  %scevgep474 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %221
  %wide.load = load <8 x double>, ptr %scevgep474, align 8
  %222 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load)
  %223 = shl i64 %index, 3
  %scevgep473 = getelementptr i8, ptr %.6.i100, i64 %223
  store <8 x double> %222, ptr %scevgep473, align 8
  %index.next = add nuw i64 %index, 8
  %224 = icmp eq i64 %n.vec, %index.next
  br i1 %224, label %middle.block, label %vector.body, !llvm.loop !67

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.4, label %for.body.5.endif.endif.endif.us.us343.us.preheader

for.body.5.endif.endif.endif.us.us343.us.preheader: ; preds = %for.cond.5.preheader.us.us, %middle.block
  %loop.index.5290.us.us340.us.ph = phi i64 [ 0, %for.cond.5.preheader.us.us ], [ %n.vec, %middle.block ]
  %xtraiter390 = and i64 %.40.fca.1.5.0.load.fr, 7
  %lcmp.mod391.not = icmp eq i64 %xtraiter390, 0
  br i1 %lcmp.mod391.not, label %for.body.5.endif.endif.endif.us.us343.us.prol.loopexit, label %for.body.5.endif.endif.endif.us.us343.us.prol.preheader

for.body.5.endif.endif.endif.us.us343.us.prol.preheader: ; preds = %for.body.5.endif.endif.endif.us.us343.us.preheader
  br label %for.body.5.endif.endif.endif.us.us343.us.prol

for.body.5.endif.endif.endif.us.us343.us.prol:    ; preds = %for.body.5.endif.endif.endif.us.us343.us.prol.preheader, %for.body.5.endif.endif.endif.us.us343.us.prol
  %lsr.iv471 = phi i64 [ %xtraiter390, %for.body.5.endif.endif.endif.us.us343.us.prol.preheader ], [ %lsr.iv.next472, %for.body.5.endif.endif.endif.us.us343.us.prol ]
  %loop.index.5290.us.us340.us.prol = phi i64 [ %.855.us.us346.us.prol, %for.body.5.endif.endif.endif.us.us343.us.prol ], [ %loop.index.5290.us.us340.us.ph, %for.body.5.endif.endif.endif.us.us343.us.prol.preheader ]
  %225 = shl i64 %loop.index.5290.us.us340.us.prol, 3
  %scevgep470 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %225
  %.823.us.us341.us.prol = load double, ptr %scevgep470, align 8
  %.12.le.i102.prol = tail call double @llvm.cos.f64(double %.823.us.us341.us.prol)
  %226 = shl i64 %loop.index.5290.us.us340.us.prol, 3
  %scevgep469 = getelementptr i8, ptr %.6.i100, i64 %226
  store double %.12.le.i102.prol, ptr %scevgep469, align 8
  %.855.us.us346.us.prol = add nuw nsw i64 %loop.index.5290.us.us340.us.prol, 1
  %lsr.iv.next472 = add nsw i64 %lsr.iv471, -1
  %prol.iter392.cmp.not = icmp eq i64 %lsr.iv.next472, 0
  br i1 %prol.iter392.cmp.not, label %for.body.5.endif.endif.endif.us.us343.us.prol.loopexit, label %for.body.5.endif.endif.endif.us.us343.us.prol, !llvm.loop !68

for.body.5.endif.endif.endif.us.us343.us.prol.loopexit: ; preds = %for.body.5.endif.endif.endif.us.us343.us.prol, %for.body.5.endif.endif.endif.us.us343.us.preheader
  %loop.index.5290.us.us340.us.unr = phi i64 [ %loop.index.5290.us.us340.us.ph, %for.body.5.endif.endif.endif.us.us343.us.preheader ], [ %.855.us.us346.us.prol, %for.body.5.endif.endif.endif.us.us343.us.prol ]
  %227 = sub nsw i64 %loop.index.5290.us.us340.us.ph, %.40.fca.1.5.0.load.fr
  %228 = icmp ugt i64 %227, -8
  br i1 %228, label %for.end.4, label %for.body.5.endif.endif.endif.us.us343.us.preheader397

for.body.5.endif.endif.endif.us.us343.us.preheader397: ; preds = %for.body.5.endif.endif.endif.us.us343.us.prol.loopexit
  br label %for.body.5.endif.endif.endif.us.us343.us

for.body.5.endif.endif.endif.us.us343.us:         ; preds = %for.body.5.endif.endif.endif.us.us343.us.preheader397, %for.body.5.endif.endif.endif.us.us343.us
  %loop.index.5290.us.us340.us = phi i64 [ %.855.us.us346.us.7, %for.body.5.endif.endif.endif.us.us343.us ], [ %loop.index.5290.us.us340.us.unr, %for.body.5.endif.endif.endif.us.us343.us.preheader397 ]
  %sunkaddr906 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr907 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr906
  %.823.us.us341.us = load double, ptr %sunkaddr907, align 8
  %.12.le.i102 = tail call double @llvm.cos.f64(double %.823.us.us341.us)
  %sunkaddr908 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr909 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr908
  store double %.12.le.i102, ptr %sunkaddr909, align 8
  %sunkaddr910 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr911 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, ptr %sunkaddr911, i64 8
  %.823.us.us341.us.1 = load double, ptr %sunkaddr912, align 8
  %.12.le.i102.1 = tail call double @llvm.cos.f64(double %.823.us.us341.us.1)
  %sunkaddr913 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr914 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, ptr %sunkaddr914, i64 8
  store double %.12.le.i102.1, ptr %sunkaddr915, align 8
  %sunkaddr916 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr917 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, ptr %sunkaddr917, i64 16
  %.823.us.us341.us.2 = load double, ptr %sunkaddr918, align 8
  %.12.le.i102.2 = tail call double @llvm.cos.f64(double %.823.us.us341.us.2)
  %sunkaddr919 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr920 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, ptr %sunkaddr920, i64 16
  store double %.12.le.i102.2, ptr %sunkaddr921, align 8
  %sunkaddr922 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr923 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, ptr %sunkaddr923, i64 24
  %.823.us.us341.us.3 = load double, ptr %sunkaddr924, align 8
  %.12.le.i102.3 = tail call double @llvm.cos.f64(double %.823.us.us341.us.3)
  %sunkaddr925 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr926 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, ptr %sunkaddr926, i64 24
  store double %.12.le.i102.3, ptr %sunkaddr927, align 8
  %sunkaddr928 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr929 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, ptr %sunkaddr929, i64 32
  %.823.us.us341.us.4 = load double, ptr %sunkaddr930, align 8
  %.12.le.i102.4 = tail call double @llvm.cos.f64(double %.823.us.us341.us.4)
  %sunkaddr931 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr932 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, ptr %sunkaddr932, i64 32
  store double %.12.le.i102.4, ptr %sunkaddr933, align 8
  %sunkaddr934 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr935 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, ptr %sunkaddr935, i64 40
  %.823.us.us341.us.5 = load double, ptr %sunkaddr936, align 8
  %.12.le.i102.5 = tail call double @llvm.cos.f64(double %.823.us.us341.us.5)
  %sunkaddr937 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr938 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr937
  %sunkaddr939 = getelementptr i8, ptr %sunkaddr938, i64 40
  store double %.12.le.i102.5, ptr %sunkaddr939, align 8
  %sunkaddr940 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr941 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr940
  %sunkaddr942 = getelementptr i8, ptr %sunkaddr941, i64 48
  %.823.us.us341.us.6 = load double, ptr %sunkaddr942, align 8
  %.12.le.i102.6 = tail call double @llvm.cos.f64(double %.823.us.us341.us.6)
  %sunkaddr943 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr944 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr943
  %sunkaddr945 = getelementptr i8, ptr %sunkaddr944, i64 48
  store double %.12.le.i102.6, ptr %sunkaddr945, align 8
  %sunkaddr946 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr947 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr946
  %sunkaddr948 = getelementptr i8, ptr %sunkaddr947, i64 56
  %.823.us.us341.us.7 = load double, ptr %sunkaddr948, align 8
  %.12.le.i102.7 = tail call double @llvm.cos.f64(double %.823.us.us341.us.7)
  %sunkaddr949 = mul i64 %loop.index.5290.us.us340.us, 8
  %sunkaddr950 = getelementptr i8, ptr %.6.i100, i64 %sunkaddr949
  %sunkaddr951 = getelementptr i8, ptr %sunkaddr950, i64 56
  store double %.12.le.i102.7, ptr %sunkaddr951, align 8
  %.855.us.us346.us.7 = add nuw nsw i64 %loop.index.5290.us.us340.us, 8
  %exitcond422.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.855.us.us346.us.7
  br i1 %exitcond422.not.7, label %for.end.4, label %for.body.5.endif.endif.endif.us.us343.us, !llvm.loop !69

for.cond.5.preheader.lr.ph.split.us.split:        ; preds = %for.cond.5.preheader.lr.ph.split.us
  %229 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %229, label %for.body.5.endif.endif.endif.us331, label %for.cond.5.preheader.us.us362.preheader

for.cond.5.preheader.us.us362.preheader:          ; preds = %for.cond.5.preheader.lr.ph.split.us.split
  %230 = ptrtoint ptr %.6.i100 to i64
  %231 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check350 = icmp ult i64 %.40.fca.1.5.1.load.fr, 8
  %232 = sub i64 %230, %231
  %diff.check348 = icmp ult i64 %232, 64
  %or.cond365 = select i1 %min.iters.check350, i1 true, i1 %diff.check348
  br i1 %or.cond365, label %for.body.5.endif.endif.endif.us297.us.us.preheader, label %vector.ph351

vector.ph351:                                     ; preds = %for.cond.5.preheader.us.us362.preheader
  %const775 = bitcast i64 9223372036854775800 to i64
  %n.vec353 = and i64 %.40.fca.1.5.1.load.fr, %const775
  br label %vector.body354

vector.body354:                                   ; preds = %vector.body354, %vector.ph351
  %index355 = phi i64 [ 0, %vector.ph351 ], [ %index.next357, %vector.body354 ]
  %233 = shl i64 %index355, 3
  %scevgep436 = getelementptr i8, ptr %.6.i100, i64 %233
  %234 = shl i64 %index355, 3
  %scevgep435 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %234
  %wide.load356 = load <8 x double>, ptr %scevgep435, align 8
  %235 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load356)
  store <8 x double> %235, ptr %scevgep436, align 8
  %index.next357 = add nuw i64 %index355, 8
  %236 = icmp eq i64 %n.vec353, %index.next357
  br i1 %236, label %middle.block358, label %vector.body354, !llvm.loop !70

middle.block358:                                  ; preds = %vector.body354
  %cmp.n359 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec353
  br i1 %cmp.n359, label %for.end.4, label %for.body.5.endif.endif.endif.us297.us.us.preheader

for.body.5.endif.endif.endif.us297.us.us.preheader: ; preds = %middle.block358, %for.cond.5.preheader.us.us362.preheader
  %loop.index.4324.us.us363.ph = phi i64 [ 0, %for.cond.5.preheader.us.us362.preheader ], [ %n.vec353, %middle.block358 ]
  %xtraiter393 = and i64 %.40.fca.1.5.1.load.fr, 7
  %lcmp.mod394.not = icmp eq i64 %xtraiter393, 0
  br i1 %lcmp.mod394.not, label %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit, label %for.body.5.endif.endif.endif.us297.us.us.prol.preheader

for.body.5.endif.endif.endif.us297.us.us.prol.preheader: ; preds = %for.body.5.endif.endif.endif.us297.us.us.preheader
  %237 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.4324.us.us363.ph
  %238 = shl i64 %237, 3
  %239 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %240 = sub i64 0, %xtraiter393
  br label %for.body.5.endif.endif.endif.us297.us.us.prol

for.body.5.endif.endif.endif.us297.us.us.prol:    ; preds = %for.body.5.endif.endif.endif.us297.us.us.prol.preheader, %for.body.5.endif.endif.endif.us297.us.us.prol
  %lsr.iv431 = phi i64 [ %238, %for.body.5.endif.endif.endif.us297.us.us.prol.preheader ], [ %lsr.iv.next432, %for.body.5.endif.endif.endif.us297.us.us.prol ]
  %lsr.iv429 = phi i64 [ 0, %for.body.5.endif.endif.endif.us297.us.us.prol.preheader ], [ %lsr.iv.next430, %for.body.5.endif.endif.endif.us297.us.us.prol ]
  %scevgep434 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv431
  %scevgep433 = getelementptr i8, ptr %.6.i100, i64 %lsr.iv431
  %.823.us305.us.us.prol = load double, ptr %scevgep434, align 8
  %.12.le.i103.prol = tail call double @llvm.cos.f64(double %.823.us305.us.us.prol)
  store double %.12.le.i103.prol, ptr %scevgep433, align 8
  %lsr.iv.next430 = add nsw i64 %lsr.iv429, -1
  %lsr.iv.next432 = add i64 %lsr.iv431, %239
  %prol.iter395.cmp.not = icmp eq i64 %240, %lsr.iv.next430
  br i1 %prol.iter395.cmp.not, label %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit.loopexit, label %for.body.5.endif.endif.endif.us297.us.us.prol, !llvm.loop !71

for.body.5.endif.endif.endif.us297.us.us.prol.loopexit.loopexit: ; preds = %for.body.5.endif.endif.endif.us297.us.us.prol
  %241 = sub i64 %loop.index.4324.us.us363.ph, %lsr.iv.next430
  br label %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit

for.body.5.endif.endif.endif.us297.us.us.prol.loopexit: ; preds = %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit.loopexit, %for.body.5.endif.endif.endif.us297.us.us.preheader
  %loop.index.4324.us.us363.unr = phi i64 [ %loop.index.4324.us.us363.ph, %for.body.5.endif.endif.endif.us297.us.us.preheader ], [ %241, %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit.loopexit ]
  %242 = sub nsw i64 %loop.index.4324.us.us363.ph, %.40.fca.1.5.1.load.fr
  %243 = icmp ugt i64 %242, -8
  br i1 %243, label %for.end.4, label %for.body.5.endif.endif.endif.us297.us.us.preheader396

for.body.5.endif.endif.endif.us297.us.us.preheader396: ; preds = %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit
  %244 = sub i64 %.40.fca.1.5.1.load.fr, %loop.index.4324.us.us363.unr
  %245 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.4324.us.us363.unr
  %246 = shl i64 %245, 3
  %247 = shl i64 %.40.fca.1.5.0.load.fr, 6
  %248 = shl i64 %.40.fca.1.5.0.load.fr, 3
  br label %for.body.5.endif.endif.endif.us297.us.us

for.body.5.endif.endif.endif.us297.us.us:         ; preds = %for.body.5.endif.endif.endif.us297.us.us.preheader396, %for.body.5.endif.endif.endif.us297.us.us
  %lsr.iv411 = phi i64 [ %246, %for.body.5.endif.endif.endif.us297.us.us.preheader396 ], [ %lsr.iv.next412, %for.body.5.endif.endif.endif.us297.us.us ]
  %lsr.iv = phi i64 [ %244, %for.body.5.endif.endif.endif.us297.us.us.preheader396 ], [ %lsr.iv.next, %for.body.5.endif.endif.endif.us297.us.us ]
  %scevgep413 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv411
  %scevgep414 = getelementptr i8, ptr %.6.i100, i64 %lsr.iv411
  %.823.us305.us.us = load double, ptr %scevgep413, align 8
  %.12.le.i103 = tail call double @llvm.cos.f64(double %.823.us305.us.us)
  store double %.12.le.i103, ptr %scevgep414, align 8
  %scevgep415 = getelementptr i8, ptr %scevgep413, i64 %248
  %sunkaddr992 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr993 = getelementptr i8, ptr %scevgep413, i64 %sunkaddr992
  %.823.us305.us.us.1 = load double, ptr %sunkaddr993, align 8
  %.12.le.i103.1 = tail call double @llvm.cos.f64(double %.823.us305.us.us.1)
  %scevgep422 = getelementptr i8, ptr %scevgep414, i64 %248
  %sunkaddr994 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr995 = getelementptr i8, ptr %scevgep414, i64 %sunkaddr994
  store double %.12.le.i103.1, ptr %sunkaddr995, align 8
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 %248
  %sunkaddr996 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr997 = getelementptr i8, ptr %scevgep415, i64 %sunkaddr996
  %.823.us305.us.us.2 = load double, ptr %sunkaddr997, align 8
  %.12.le.i103.2 = tail call double @llvm.cos.f64(double %.823.us305.us.us.2)
  %scevgep423 = getelementptr i8, ptr %scevgep422, i64 %248
  %sunkaddr998 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr999 = getelementptr i8, ptr %scevgep422, i64 %sunkaddr998
  store double %.12.le.i103.2, ptr %sunkaddr999, align 8
  %scevgep417 = getelementptr i8, ptr %scevgep416, i64 %248
  %sunkaddr1000 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1001 = getelementptr i8, ptr %scevgep416, i64 %sunkaddr1000
  %.823.us305.us.us.3 = load double, ptr %sunkaddr1001, align 8
  %.12.le.i103.3 = tail call double @llvm.cos.f64(double %.823.us305.us.us.3)
  %scevgep424 = getelementptr i8, ptr %scevgep423, i64 %248
  %sunkaddr1002 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1003 = getelementptr i8, ptr %scevgep423, i64 %sunkaddr1002
  store double %.12.le.i103.3, ptr %sunkaddr1003, align 8
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 %248
  %sunkaddr1004 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1005 = getelementptr i8, ptr %scevgep417, i64 %sunkaddr1004
  %.823.us305.us.us.4 = load double, ptr %sunkaddr1005, align 8
  %.12.le.i103.4 = tail call double @llvm.cos.f64(double %.823.us305.us.us.4)
  %scevgep425 = getelementptr i8, ptr %scevgep424, i64 %248
  %sunkaddr1006 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1007 = getelementptr i8, ptr %scevgep424, i64 %sunkaddr1006
  store double %.12.le.i103.4, ptr %sunkaddr1007, align 8
  %scevgep419 = getelementptr i8, ptr %scevgep418, i64 %248
  %sunkaddr1008 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1009 = getelementptr i8, ptr %scevgep418, i64 %sunkaddr1008
  %.823.us305.us.us.5 = load double, ptr %sunkaddr1009, align 8
  %.12.le.i103.5 = tail call double @llvm.cos.f64(double %.823.us305.us.us.5)
  %scevgep426 = getelementptr i8, ptr %scevgep425, i64 %248
  %sunkaddr1010 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1011 = getelementptr i8, ptr %scevgep425, i64 %sunkaddr1010
  store double %.12.le.i103.5, ptr %sunkaddr1011, align 8
  %scevgep420 = getelementptr i8, ptr %scevgep419, i64 %248
  %sunkaddr1012 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1013 = getelementptr i8, ptr %scevgep419, i64 %sunkaddr1012
  %.823.us305.us.us.6 = load double, ptr %sunkaddr1013, align 8
  %.12.le.i103.6 = tail call double @llvm.cos.f64(double %.823.us305.us.us.6)
  %scevgep427 = getelementptr i8, ptr %scevgep426, i64 %248
  %sunkaddr1014 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr1015 = getelementptr i8, ptr %scevgep426, i64 %sunkaddr1014
  store double %.12.le.i103.6, ptr %sunkaddr1015, align 8
  %sunkaddr952 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr953 = getelementptr i8, ptr %scevgep420, i64 %sunkaddr952
  %.823.us305.us.us.7 = load double, ptr %sunkaddr953, align 8
  %.12.le.i103.7 = tail call double @llvm.cos.f64(double %.823.us305.us.us.7)
  %sunkaddr954 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr955 = getelementptr i8, ptr %scevgep427, i64 %sunkaddr954
  store double %.12.le.i103.7, ptr %sunkaddr955, align 8
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next412 = add i64 %lsr.iv411, %247
  %exitcond421.not.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond421.not.7, label %for.end.4, label %for.body.5.endif.endif.endif.us297.us.us, !llvm.loop !72

for.body.5.endif.endif.endif.us331:               ; preds = %for.cond.5.preheader.lr.ph.split.us.split
  %.823.us329 = load double, ptr %.40.fca.1.4.load, align 8
  %.12.le.i104 = tail call double @llvm.cos.f64(double %.823.us329)
  store double %.12.le.i104, ptr %.6.i100, align 8
  br label %for.end.4

for.end.2.endif.endif.endif.endif.if.if:          ; preds = %for.end.2.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.4:                                        ; preds = %for.cond.5.for.end.5_crit_edge.split.us.split.us.us.us.us, %for.body.5.endif.endif.endif.us.us343.us, %for.body.5.endif.endif.endif.us297.us.us, %for.body.5.endif.endif.endif.us.us343.us.prol.loopexit, %for.body.5.endif.endif.endif.us297.us.us.prol.loopexit, %middle.block, %middle.block358, %for.body.5.endif.endif.endif.us331, %for.cond.5.preheader.lr.ph, %for.end.2.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.1.0.load)
  store double 0.000000e+00, ptr %.864, align 8
  %.872 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.864, ptr nonnull %excinfo.13, ptr nonnull %.7.i.i93, ptr null, i64 %.717, i64 8, ptr %.6.i100, i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr, i64 8, i64 %.720)
  %cond128 = icmp eq i32 %.872, 0
  br i1 %cond128, label %for.end.4.endif, label %for.end.4.if.if, !prof !0

for.end.4.endif:                                  ; preds = %for.end.4
  %.882 = load double, ptr %.864, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i93)
  %.897 = fadd double %.646, %.882
  store double %.897, ptr %retptr, align 8
  br label %common.ret

for.end.4.if.if:                                  ; preds = %for.end.4
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.qr_loss, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.19, i64 56
  %.34.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.19, i64 64
  %.34.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #3
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.59 = icmp sgt i32 %.51, 0
  br i1 %.59, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.51, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN7kernels7qr_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !0

entry.if:                                         ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(ptr nonnull %.23)
  br i1 %.19, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call ptr @numba_runtime_build_excinfo_struct(ptr %.38, ptr nonnull %.44)
  call void @NRT_Free(ptr nonnull %.12)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.61 = icmp eq i64 %arg.a.5.1, 0
  %.64 = icmp eq i64 %arg.a.5.0, 0
  %or.cond = select i1 %.61, i1 true, i1 %.64
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B670.endif.endif.endif.endif.endif.endif.endif, %B670.endif.endif.endif.endif.if.if, %B670.endif.endif.endif.if, %B670.if.if, %B390.if.if, %B144.endif.endif.endif.if.if, %B144.endif.if.if, %B144.if.if, %B358, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B358 ], [ 1, %B144.if.if ], [ 1, %B144.endif.if.if ], [ 0, %B670.endif.endif.endif.endif.endif.endif.endif ], [ 1, %B144.endif.endif.endif.if.if ], [ 1, %B390.if.if ], [ 1, %B670.if.if ], [ 1, %B670.endif.endif.endif.if ], [ 1, %B670.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B82:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.5648ece802629ef4c80e36889bdd1c3da1d22d94, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B144:                                             ; preds = %B0
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
  %.262.i = load double, ptr %.179.i, align 8, !noalias !73
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B358:                                             ; preds = %B144.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.325 = tail call i32 @numba_fatal_error()
  store ptr @.const.picklebuf.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B390:                                             ; preds = %B144.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.1, i64 %.13.i13)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %0 = add i64 %.51.i.i, -1152921504606846976
  %.57.i.i = icmp ult i64 %0, -2305843009213693952
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B390.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !1

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B390
  %.56.i.i = shl nsw i64 %.51.i.i, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !77
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B390.if.if, label %B530.lr.ph.preheader, !prof !1

B488.loopexit:                                    ; preds = %B530, %B530.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.550 = add nuw nsw i64 %.543763769, 1
  %indvars.iv.next = add nuw i64 %indvars.iv, 1
  %scevgep207 = getelementptr i8, ptr %lsr.iv206, i64 %.30.i
  %scevgep217 = getelementptr i8, ptr %lsr.iv216, i64 %10
  %scevgep226 = getelementptr i8, ptr %lsr.iv225, i64 %.30.i
  %scevgep229 = getelementptr i8, ptr %lsr.iv228, i64 %10
  %exitcond799.not = icmp eq i64 %.13.i13, %.550
  br i1 %exitcond799.not, label %B566.endif, label %iter.check

B530:                                             ; preds = %B530.preheader15, %B530
  %.665757759 = phi i64 [ %.672.7, %B530 ], [ %.665757759.unr, %B530.preheader15 ]
  %1 = shl i64 %.665757759, 3
  %scevgep254 = getelementptr i8, ptr %lsr.iv228, i64 %1
  %.749 = load double, ptr %scevgep254, align 8
  %scevgep239 = getelementptr i8, ptr %lsr.iv225, i64 %1
  store double %.749, ptr %scevgep239, align 8
  %scevgep256 = getelementptr i8, ptr %scevgep254, i64 8
  %.749.1 = load double, ptr %scevgep256, align 8
  %2 = shl i64 %.665757759, 3
  %scevgep94 = getelementptr i8, ptr %lsr.iv225, i64 %2
  %scevgep95 = getelementptr i8, ptr %scevgep94, i64 8
  store double %.749.1, ptr %scevgep95, align 8
  %3 = shl i64 %.665757759, 3
  %scevgep75 = getelementptr i8, ptr %lsr.iv228, i64 %3
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 16
  %.749.2 = load double, ptr %scevgep76, align 8
  %scevgep96 = getelementptr i8, ptr %lsr.iv225, i64 %3
  %scevgep97 = getelementptr i8, ptr %scevgep96, i64 16
  store double %.749.2, ptr %scevgep97, align 8
  %4 = shl i64 %.665757759, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv228, i64 %4
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 24
  %.749.3 = load double, ptr %scevgep78, align 8
  %scevgep98 = getelementptr i8, ptr %lsr.iv225, i64 %4
  %scevgep99 = getelementptr i8, ptr %scevgep98, i64 24
  store double %.749.3, ptr %scevgep99, align 8
  %5 = shl i64 %.665757759, 3
  %scevgep79 = getelementptr i8, ptr %lsr.iv228, i64 %5
  %scevgep80 = getelementptr i8, ptr %scevgep79, i64 32
  %.749.4 = load double, ptr %scevgep80, align 8
  %scevgep85 = getelementptr i8, ptr %lsr.iv225, i64 %5
  %scevgep86 = getelementptr i8, ptr %scevgep85, i64 32
  store double %.749.4, ptr %scevgep86, align 8
  %6 = shl i64 %.665757759, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv228, i64 %6
  %scevgep82 = getelementptr i8, ptr %scevgep81, i64 40
  %.749.5 = load double, ptr %scevgep82, align 8
  %scevgep100 = getelementptr i8, ptr %lsr.iv225, i64 %6
  %scevgep101 = getelementptr i8, ptr %scevgep100, i64 40
  store double %.749.5, ptr %scevgep101, align 8
  %7 = shl i64 %.665757759, 3
  %scevgep83 = getelementptr i8, ptr %lsr.iv228, i64 %7
  %scevgep84 = getelementptr i8, ptr %scevgep83, i64 48
  %.749.6 = load double, ptr %scevgep84, align 8
  %scevgep89 = getelementptr i8, ptr %lsr.iv225, i64 %7
  %scevgep90 = getelementptr i8, ptr %scevgep89, i64 48
  store double %.749.6, ptr %scevgep90, align 8
  %.672.7 = add nuw nsw i64 %.665757759, 8
  %8 = shl i64 %.665757759, 3
  %scevgep73 = getelementptr i8, ptr %lsr.iv228, i64 %8
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 56
  %.749.7 = load double, ptr %scevgep74, align 8
  %scevgep87 = getelementptr i8, ptr %lsr.iv225, i64 %8
  %scevgep88 = getelementptr i8, ptr %scevgep87, i64 56
  store double %.749.7, ptr %scevgep88, align 8
  %exitcond.not.7 = icmp eq i64 %indvars.iv, %.672.7
  br i1 %exitcond.not.7, label %B488.loopexit, label %B530, !llvm.loop !90

B670:                                             ; preds = %B632.B598.loopexit_crit_edge.us, %B566.endif
  %.1236 = tail call i32 @numba_ez_xxgqr(i8 100, i64 %arg.a.5.0, i64 %.13.i13, i64 %.13.i13, ptr nonnull %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.1236, 0
  br i1 %.9.not.i, label %B670.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B670
  %.13.i = icmp slt i32 %.1236, 0
  br i1 %.13.i, label %B28.i, label %B670.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !91
  br label %B670.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !95
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !95
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !95
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !95
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !95
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif:                           ; preds = %B144.endif
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 64
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 56
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 24
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 8
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !95
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !95
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !95
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !95
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !95
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !95
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !95
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !95
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !95
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !95
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i13 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %.15.i = icmp slt i64 %.13.i13, 0
  br i1 %.15.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.i14, !prof !1

B0.endif.endif.i14:                               ; preds = %B144.endif.endif.endif
  %const = bitcast i64 1152921504606846944 to i64
  %const_mat102 = add i64 %const, 31
  %.31.i = icmp samesign ugt i64 %.13.i13, %const_mat102
  br i1 %.31.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i14
  %.30.i = shl i64 %.13.i13, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !99
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B144.endif.endif.endif.if.if, label %B144.endif.endif.endif.endif, !prof !1

B144.endif.endif.endif.endif:                     ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !109
  %.294 = tail call i32 @numba_ez_geqrf(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.298 = icmp slt i32 %.294, 0
  br i1 %.298, label %B358, label %B390

B144.endif.endif.endif.if.if:                     ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i14, %B144.endif.endif.endif
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.i14 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B144.endif.endif.endif ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B390.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B390
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21, %B0.endif.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22, %B390 ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B530.lr.ph.preheader:                             ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %const103 = bitcast i64 9223372036854775552 to i64
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !110
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !111
  %9 = add nuw i64 %.30.i, 8
  %10 = shl i64 %.45.fca.5.0.load.i, 3
  %11 = add i64 %10, 8
  %scevgep205 = getelementptr i8, ptr %.6.i.i.i, i64 192
  %scevgep215 = getelementptr i8, ptr %.45.fca.4.load.i, i64 192
  br label %iter.check

iter.check:                                       ; preds = %B530.lr.ph.preheader, %B488.loopexit
  %lsr.iv228 = phi ptr [ %.45.fca.4.load.i, %B530.lr.ph.preheader ], [ %scevgep229, %B488.loopexit ]
  %lsr.iv225 = phi ptr [ %.6.i.i.i, %B530.lr.ph.preheader ], [ %scevgep226, %B488.loopexit ]
  %lsr.iv216 = phi ptr [ %scevgep215, %B530.lr.ph.preheader ], [ %scevgep217, %B488.loopexit ]
  %lsr.iv206 = phi ptr [ %scevgep205, %B530.lr.ph.preheader ], [ %scevgep207, %B488.loopexit ]
  %indvars.iv = phi i64 [ 1, %B530.lr.ph.preheader ], [ %indvars.iv.next, %B488.loopexit ]
  %.543763769 = phi i64 [ 0, %B530.lr.ph.preheader ], [ %.550, %B488.loopexit ]
  %12 = lshr i64 %indvars.iv, 2
  %13 = shl nuw nsw i64 %12, 2
  %14 = lshr i64 %indvars.iv, 5
  %15 = shl nuw nsw i64 %14, 5
  %min.iters.check = icmp samesign ult i64 %indvars.iv, 4
  br i1 %min.iters.check, label %B530.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %16 = mul i64 %.543763769, %11
  %17 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %16
  %scevgep93 = getelementptr i8, ptr %17, i64 8
  %18 = mul i64 %.543763769, %10
  %scevgep92 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %18
  %19 = mul i64 %.543763769, %9
  %20 = getelementptr i8, ptr %.6.i.i.i, i64 %19
  %scevgep91 = getelementptr i8, ptr %20, i64 8
  %21 = mul i64 %.543763769, %.30.i
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %21
  %bound0 = icmp ult ptr %scevgep, %scevgep93
  %bound1 = icmp ult ptr %scevgep92, %scevgep91
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B530.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check94 = icmp samesign ult i64 %indvars.iv, 32
  br i1 %min.iters.check94, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %22 = shl i64 %index, 3
  %scevgep223 = getelementptr i8, ptr %lsr.iv216, i64 %22
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 -192
  %scevgep222 = getelementptr i8, ptr %scevgep223, i64 -128
  %scevgep220 = getelementptr i8, ptr %scevgep223, i64 -64
  %wide.load = load <8 x double>, ptr %scevgep224, align 8, !alias.scope !114
  %wide.load95 = load <8 x double>, ptr %scevgep222, align 8, !alias.scope !114
  %wide.load96 = load <8 x double>, ptr %scevgep220, align 8, !alias.scope !114
  %wide.load97 = load <8 x double>, ptr %scevgep223, align 8, !alias.scope !114
  %23 = shl i64 %index, 3
  %scevgep69 = getelementptr i8, ptr %lsr.iv206, i64 %23
  %scevgep72 = getelementptr i8, ptr %scevgep69, i64 -192
  %scevgep71 = getelementptr i8, ptr %scevgep69, i64 -128
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 -64
  store <8 x double> %wide.load, ptr %scevgep72, align 8, !alias.scope !117, !noalias !114
  store <8 x double> %wide.load95, ptr %scevgep71, align 8, !alias.scope !117, !noalias !114
  store <8 x double> %wide.load96, ptr %scevgep70, align 8, !alias.scope !117, !noalias !114
  store <8 x double> %wide.load97, ptr %scevgep69, align 8, !alias.scope !117, !noalias !114
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %15, %index.next
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !119

middle.block:                                     ; preds = %vector.body
  %const_mat104 = add i64 %const103, 224
  %n.vec = and i64 %indvars.iv, %const_mat104
  %cmp.n = icmp eq i64 %indvars.iv, %n.vec
  br i1 %cmp.n, label %B488.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %25 = and i64 %indvars.iv, 28
  %min.epilog.iters.check = icmp eq i64 %25, 0
  br i1 %min.epilog.iters.check, label %B530.preheader, label %vec.epilog.vector.body.preheader, !prof !45

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index100.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index100 = phi i64 [ %index.next102, %vec.epilog.vector.body ], [ %index100.ph, %vec.epilog.vector.body.preheader ]
  %26 = shl i64 %index100, 3
  %scevgep230 = getelementptr i8, ptr %lsr.iv228, i64 %26
  %wide.load101 = load <4 x double>, ptr %scevgep230, align 8, !alias.scope !114
  %scevgep227 = getelementptr i8, ptr %lsr.iv225, i64 %26
  store <4 x double> %wide.load101, ptr %scevgep227, align 8, !alias.scope !117, !noalias !114
  %index.next102 = add nuw i64 %index100, 4
  %27 = icmp eq i64 %13, %index.next102
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !120

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %const_mat105 = add i64 %const103, 252
  %n.vec99 = and i64 %indvars.iv, %const_mat105
  %cmp.n103 = icmp eq i64 %indvars.iv, %n.vec99
  br i1 %cmp.n103, label %B488.loopexit, label %B530.preheader

B530.preheader:                                   ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.665757759.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec99, %vec.epilog.middle.block ]
  %28 = sub nsw i64 %indvars.iv, %.665757759.ph
  %29 = sub nsw i64 %.543763769, %.665757759.ph
  %xtraiter = and i64 %28, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B530.prol.loopexit, label %B530.prol.preheader

B530.prol.preheader:                              ; preds = %B530.preheader
  br label %B530.prol

B530.prol:                                        ; preds = %B530.prol.preheader, %B530.prol
  %lsr.iv235 = phi i64 [ %lsr.iv.next236, %B530.prol ], [ %xtraiter, %B530.prol.preheader ]
  %.665757759.prol = phi i64 [ %.672.prol, %B530.prol ], [ %.665757759.ph, %B530.prol.preheader ]
  %.672.prol = add nuw i64 %.665757759.prol, 1
  %30 = shl i64 %.665757759.prol, 3
  %scevgep232 = getelementptr i8, ptr %lsr.iv228, i64 %30
  %.749.prol = load double, ptr %scevgep232, align 8
  %scevgep231 = getelementptr i8, ptr %lsr.iv225, i64 %30
  store double %.749.prol, ptr %scevgep231, align 8
  %lsr.iv.next236 = add nsw i64 %lsr.iv235, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next236, 0
  br i1 %prol.iter.cmp.not, label %B530.prol.loopexit, label %B530.prol, !llvm.loop !121

B530.prol.loopexit:                               ; preds = %B530.prol, %B530.preheader
  %.665757759.unr = phi i64 [ %.665757759.ph, %B530.preheader ], [ %.672.prol, %B530.prol ]
  %31 = icmp ult i64 %29, 7
  br i1 %31, label %B488.loopexit, label %B530.preheader15

B530.preheader15:                                 ; preds = %B530.prol.loopexit
  br label %B530

B566.endif:                                       ; preds = %B488.loopexit
  %.859 = sub nsw i64 %arg.a.5.1, %.13.i13
  %.902788.not = icmp slt i64 %.859, 1
  br i1 %.902788.not, label %B670, label %B600.endif.us.preheader

B600.endif.us.preheader:                          ; preds = %B566.endif
  %n.vec114 = and i64 %.13.i13, %const
  %const_mat = add i64 %const, 28
  %n.vec130 = and i64 %.13.i13, %const_mat
  %32 = and i64 %.30.i, %const103
  %scevgep16 = getelementptr i8, ptr %.6.i.i.i, i64 192
  %33 = shl i64 %.13.i13, 3
  %scevgep22 = getelementptr i8, ptr %.45.fca.4.load.i, i64 192
  %34 = shl i64 %.45.fca.5.0.load.i, 3
  %35 = shl i64 %.13.i13, 3
  %36 = shl i64 %.45.fca.5.0.load.i, 3
  %37 = shl i64 %.13.i13, 3
  %38 = shl i64 %.45.fca.5.0.load.i, 3
  %scevgep36 = getelementptr i8, ptr %.6.i.i.i, i64 56
  %39 = shl i64 %.13.i13, 3
  %scevgep53 = getelementptr i8, ptr %.45.fca.4.load.i, i64 56
  %40 = shl i64 %.45.fca.5.0.load.i, 3
  br label %iter.check109

iter.check109:                                    ; preds = %B632.B598.loopexit_crit_edge.us, %B600.endif.us.preheader
  %.901782790.us = phi i64 [ %.911.us, %B632.B598.loopexit_crit_edge.us ], [ %.859, %B600.endif.us.preheader ]
  %.908783789.us = phi i64 [ %.915.us, %B632.B598.loopexit_crit_edge.us ], [ %.13.i13, %B600.endif.us.preheader ]
  %41 = icmp ult i64 %.13.i13, 4
  %.1089.us = icmp slt i64 %.908783789.us, 0
  %.1090.us = select i1 %.1089.us, i64 %.45.fca.5.1.load.i, i64 0
  %.1145.us = select i1 %.1089.us, i64 %arg.a.5.1, i64 0
  br i1 %41, label %B634.us.preheader, label %vector.memcheck104

vector.memcheck104:                               ; preds = %iter.check109
  %42 = ptrtoint ptr %.45.fca.4.load.i to i64
  %43 = ptrtoint ptr %.6.i.i.i to i64
  %.1146.us = add i64 %.1145.us, %.908783789.us
  %.1091.us = add i64 %.1090.us, %.908783789.us
  %44 = mul i64 %.1146.us, %.30.i
  %45 = mul i64 %.1091.us, %10
  %46 = add i64 %44, %43
  %47 = add i64 %45, %42
  %48 = sub i64 %46, %47
  %diff.check = icmp ult i64 %48, 256
  br i1 %diff.check, label %B634.us.preheader, label %vector.main.loop.iter.check111

vector.main.loop.iter.check111:                   ; preds = %vector.memcheck104
  %49 = icmp ult i64 %.13.i13, 32
  br i1 %49, label %vec.epilog.ph128, label %vector.body115.preheader

vector.body115.preheader:                         ; preds = %vector.main.loop.iter.check111
  %50 = add i64 %.1145.us, %.908783789.us
  %51 = mul i64 %33, %50
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 %51
  %52 = add i64 %.1090.us, %.908783789.us
  %53 = mul i64 %34, %52
  %scevgep23 = getelementptr i8, ptr %scevgep22, i64 %53
  br label %vector.body115

vector.body115:                                   ; preds = %vector.body115, %vector.body115.preheader
  %lsr.iv = phi i64 [ 0, %vector.body115.preheader ], [ %lsr.iv.next, %vector.body115 ]
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 %lsr.iv
  %scevgep27 = getelementptr i8, ptr %scevgep24, i64 -192
  %scevgep26 = getelementptr i8, ptr %scevgep24, i64 -128
  %scevgep25 = getelementptr i8, ptr %scevgep24, i64 -64
  %wide.load117 = load <8 x double>, ptr %scevgep27, align 8
  %wide.load118 = load <8 x double>, ptr %scevgep26, align 8
  %wide.load119 = load <8 x double>, ptr %scevgep25, align 8
  %wide.load120 = load <8 x double>, ptr %scevgep24, align 8
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %lsr.iv
  %scevgep21 = getelementptr i8, ptr %scevgep18, i64 -192
  %scevgep20 = getelementptr i8, ptr %scevgep18, i64 -128
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 -64
  store <8 x double> %wide.load117, ptr %scevgep21, align 8
  store <8 x double> %wide.load118, ptr %scevgep20, align 8
  store <8 x double> %wide.load119, ptr %scevgep19, align 8
  store <8 x double> %wide.load120, ptr %scevgep18, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %54 = icmp eq i64 %32, %lsr.iv.next
  br i1 %54, label %middle.block122, label %vector.body115, !llvm.loop !122

middle.block122:                                  ; preds = %vector.body115
  %55 = icmp eq i64 %.13.i13, %n.vec114
  br i1 %55, label %B632.B598.loopexit_crit_edge.us, label %vec.epilog.iter.check126

vec.epilog.iter.check126:                         ; preds = %middle.block122
  %56 = and i64 %.13.i13, 28
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %B634.us.preheader, label %vec.epilog.ph128, !prof !45

vec.epilog.ph128:                                 ; preds = %vec.epilog.iter.check126, %vector.main.loop.iter.check111
  %vec.epilog.resume.val124 = phi i64 [ %n.vec114, %vec.epilog.iter.check126 ], [ 0, %vector.main.loop.iter.check111 ]
  %58 = add i64 %.1145.us, %.908783789.us
  %59 = mul i64 %35, %58
  %scevgep28 = getelementptr i8, ptr %.6.i.i.i, i64 %59
  %60 = add i64 %.1090.us, %.908783789.us
  %61 = mul i64 %36, %60
  %scevgep30 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %61
  br label %vec.epilog.vector.body131

vec.epilog.vector.body131:                        ; preds = %vec.epilog.vector.body131, %vec.epilog.ph128
  %index132 = phi i64 [ %vec.epilog.resume.val124, %vec.epilog.ph128 ], [ %index.next134, %vec.epilog.vector.body131 ]
  %62 = shl i64 %index132, 3
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %62
  %wide.load133 = load <4 x double>, ptr %scevgep31, align 8
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %62
  store <4 x double> %wide.load133, ptr %scevgep29, align 8
  %index.next134 = add nuw i64 %index132, 4
  %63 = icmp eq i64 %n.vec130, %index.next134
  br i1 %63, label %vec.epilog.middle.block135, label %vec.epilog.vector.body131, !llvm.loop !123

vec.epilog.middle.block135:                       ; preds = %vec.epilog.vector.body131
  %64 = icmp eq i64 %.13.i13, %n.vec130
  br i1 %64, label %B632.B598.loopexit_crit_edge.us, label %B634.us.preheader

B634.us.preheader:                                ; preds = %vec.epilog.middle.block135, %vec.epilog.iter.check126, %vector.memcheck104, %iter.check109
  %.1029776778.us.ph = phi i64 [ 0, %iter.check109 ], [ 0, %vector.memcheck104 ], [ %n.vec114, %vec.epilog.iter.check126 ], [ %n.vec130, %vec.epilog.middle.block135 ]
  %65 = sub nsw i64 %.13.i13, %.1029776778.us.ph
  %xtraiter138 = and i64 %65, 7
  %lcmp.mod139.not = icmp eq i64 %xtraiter138, 0
  br i1 %lcmp.mod139.not, label %B634.us.prol.loopexit, label %B634.us.prol.preheader

B634.us.prol.preheader:                           ; preds = %B634.us.preheader
  %66 = add i64 %.1145.us, %.908783789.us
  %67 = add i64 %.1090.us, %.908783789.us
  %68 = mul i64 %37, %66
  %scevgep32 = getelementptr i8, ptr %.6.i.i.i, i64 %68
  %69 = mul i64 %38, %67
  %scevgep34 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %69
  br label %B634.us.prol

B634.us.prol:                                     ; preds = %B634.us.prol, %B634.us.prol.preheader
  %lsr.iv169 = phi i64 [ %xtraiter138, %B634.us.prol.preheader ], [ %lsr.iv.next170, %B634.us.prol ]
  %.1029776778.us.prol = phi i64 [ %.1029776778.us.ph, %B634.us.prol.preheader ], [ %.1036.us.prol, %B634.us.prol ]
  %.1036.us.prol = add nuw nsw i64 %.1029776778.us.prol, 1
  %70 = shl nuw i64 %.1029776778.us.prol, 3
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %70
  %.1113.us.prol = load double, ptr %scevgep35, align 8
  %71 = shl nuw i64 %.1029776778.us.prol, 3
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 %71
  store double %.1113.us.prol, ptr %scevgep33, align 8
  %lsr.iv.next170 = add nsw i64 %lsr.iv169, -1
  %prol.iter140.cmp.not = icmp eq i64 %lsr.iv.next170, 0
  br i1 %prol.iter140.cmp.not, label %B634.us.prol.loopexit, label %B634.us.prol, !llvm.loop !124

B634.us.prol.loopexit:                            ; preds = %B634.us.prol, %B634.us.preheader
  %.1029776778.us.unr = phi i64 [ %.1029776778.us.ph, %B634.us.preheader ], [ %.1036.us.prol, %B634.us.prol ]
  %72 = sub nsw i64 %.1029776778.us.ph, %.13.i13
  %73 = icmp ugt i64 %72, -8
  br i1 %73, label %B632.B598.loopexit_crit_edge.us, label %B634.us.preheader141

B634.us.preheader141:                             ; preds = %B634.us.prol.loopexit
  %74 = add i64 %.1145.us, %.908783789.us
  %75 = add i64 %.1090.us, %.908783789.us
  %76 = mul i64 %39, %74
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 %76
  %77 = mul i64 %40, %75
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 %77
  br label %B634.us

B634.us:                                          ; preds = %B634.us, %B634.us.preheader141
  %.1029776778.us = phi i64 [ %.1036.us.7, %B634.us ], [ %.1029776778.us.unr, %B634.us.preheader141 ]
  %78 = shl i64 %.1029776778.us, 3
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 %78
  %scevgep68 = getelementptr i8, ptr %scevgep55, i64 -56
  %.1113.us = load double, ptr %scevgep68, align 8
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 %78
  %79 = shl i64 %.1029776778.us, 3
  %scevgep51 = getelementptr i8, ptr %scevgep37, i64 %79
  %scevgep52 = getelementptr i8, ptr %scevgep51, i64 -56
  store double %.1113.us, ptr %scevgep52, align 8
  %scevgep66 = getelementptr i8, ptr %scevgep54, i64 %79
  %scevgep67 = getelementptr i8, ptr %scevgep66, i64 -48
  %.1113.us.1 = load double, ptr %scevgep67, align 8
  %80 = shl i64 %.1029776778.us, 3
  %scevgep49 = getelementptr i8, ptr %scevgep37, i64 %80
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -48
  store double %.1113.us.1, ptr %scevgep50, align 8
  %scevgep64 = getelementptr i8, ptr %scevgep54, i64 %80
  %scevgep65 = getelementptr i8, ptr %scevgep64, i64 -40
  %.1113.us.2 = load double, ptr %scevgep65, align 8
  %81 = shl i64 %.1029776778.us, 3
  %scevgep47 = getelementptr i8, ptr %scevgep37, i64 %81
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 -40
  store double %.1113.us.2, ptr %scevgep48, align 8
  %scevgep62 = getelementptr i8, ptr %scevgep54, i64 %81
  %scevgep63 = getelementptr i8, ptr %scevgep62, i64 -32
  %.1113.us.3 = load double, ptr %scevgep63, align 8
  %82 = shl i64 %.1029776778.us, 3
  %scevgep45 = getelementptr i8, ptr %scevgep37, i64 %82
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 -32
  store double %.1113.us.3, ptr %scevgep46, align 8
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 %82
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 -24
  %.1113.us.4 = load double, ptr %scevgep61, align 8
  %83 = shl i64 %.1029776778.us, 3
  %scevgep43 = getelementptr i8, ptr %scevgep37, i64 %83
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 -24
  store double %.1113.us.4, ptr %scevgep44, align 8
  %scevgep58 = getelementptr i8, ptr %scevgep54, i64 %83
  %scevgep59 = getelementptr i8, ptr %scevgep58, i64 -16
  %.1113.us.5 = load double, ptr %scevgep59, align 8
  %84 = shl i64 %.1029776778.us, 3
  %scevgep41 = getelementptr i8, ptr %scevgep37, i64 %84
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 -16
  store double %.1113.us.5, ptr %scevgep42, align 8
  %scevgep56 = getelementptr i8, ptr %scevgep54, i64 %84
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 -8
  %.1113.us.6 = load double, ptr %scevgep57, align 8
  %85 = shl i64 %.1029776778.us, 3
  %scevgep39 = getelementptr i8, ptr %scevgep37, i64 %85
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 -8
  store double %.1113.us.6, ptr %scevgep40, align 8
  %.1036.us.7 = add nuw nsw i64 %.1029776778.us, 8
  %.1113.us.7 = load double, ptr %scevgep55, align 8
  store double %.1113.us.7, ptr %scevgep38, align 8
  %exitcond800.not.7 = icmp eq i64 %.13.i13, %.1036.us.7
  br i1 %exitcond800.not.7, label %B632.B598.loopexit_crit_edge.us, label %B634.us, !llvm.loop !125

B632.B598.loopexit_crit_edge.us:                  ; preds = %B634.us, %B634.us.prol.loopexit, %vec.epilog.middle.block135, %middle.block122
  %.911.us = add nsw i64 %.901782790.us, -1
  %.915.us = add i64 %.908783789.us, 1
  %.902.us = icmp sgt i64 %.901782790.us, 1
  br i1 %.902.us, label %iter.check109, label %B670

B670.if.if:                                       ; preds = %B28.i, %B16.i
  %excinfo.6.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.6.0.ph, ptr %excinfo, align 8
  br label %common.ret

B670.endif.endif.if:                              ; preds = %B670
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %.1303 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @.dtor.list.int64)
  %.1304 = icmp eq ptr %.1303, null
  br i1 %.1304, label %B670.endif.endif.endif.if, label %B670.endif.endif.endif.endif, !prof !1

B670.endif.endif.endif.if:                        ; preds = %B670.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B670.endif.endif.endif.endif:                     ; preds = %B670.endif.endif.if
  %.5.i = getelementptr i8, ptr %.1303, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.1316 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 2, ptr %.1316, align 8
  %.6.i17 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i17, align 8
  %.6.i19 = load ptr, ptr %.5.i, align 8
  %.1328 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 0, ptr %.1328, align 1
  %.6.i21 = load ptr, ptr %.5.i, align 8
  %.1341 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.1341, i8 0, i64 16, i1 false)
  %.6.i23 = load ptr, ptr %.5.i, align 8
  store i64 2, ptr %.6.i23, align 8
  %.6.i25 = load ptr, ptr %.5.i, align 8
  %.1381 = getelementptr inbounds nuw i8, ptr %.6.i25, i64 24
  store i64 %.13.i13, ptr %.1381, align 8
  %.6.i27 = load ptr, ptr %.5.i, align 8
  %.1396 = getelementptr i8, ptr %.6.i27, i64 32
  store i64 %.45.fca.2.load.i, ptr %.1396, align 8
  %.6.i.i29 = load ptr, ptr %.5.i, align 8, !noalias !126
  %.26.i = load i64, ptr %.6.i.i29, align 8, !noalias !126
  %.27.i30 = icmp slt i64 %.26.i, 1
  br i1 %.27.i30, label %B670.endif.endif.endif.endif.if.if, label %B670.endif.endif.endif.endif.endif, !prof !1

B670.endif.endif.endif.endif.endif:               ; preds = %B670.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.1303)
  %.1497 = icmp slt i64 %.45.fca.5.0.load.i, 1
  br i1 %.1497, label %B670.endif.endif.endif.endif.endif.else.endif.if, label %B670.endif.endif.endif.endif.endif.endif.else, !prof !1

B670.endif.endif.endif.endif.if.if:               ; preds = %B670.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret

B670.endif.endif.endif.endif.endif.else.endif.if: ; preds = %B670.endif.endif.endif.endif.endif
  br label %B670.endif.endif.endif.endif.endif.endif.else

B670.endif.endif.endif.endif.endif.endif.else:    ; preds = %B670.endif.endif.endif.endif.endif.else.endif.if, %B670.endif.endif.endif.endif.endif
  %.1477.sroa.0.3 = phi i64 [ %.45.fca.5.0.load.i, %B670.endif.endif.endif.endif.endif.else.endif.if ], [ 0, %B670.endif.endif.endif.endif.endif ]
  %.1565 = sub i64 %.45.fca.5.0.load.i, %.1477.sroa.0.3
  %.1574 = tail call i64 @llvm.smax.i64(i64 %.1565, i64 0)
  %.1598 = icmp slt i64 %.45.fca.5.1.load.i, 1
  br i1 %.1598, label %B670.endif.endif.endif.en...if.2, label %B670.endif.endif.endif.en...endif.2.endif, !prof !1

B670.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B670.endif.endif.endif.en...endif.2.endif.if, %B670.endif.endif.endif.en...endif.2.endif
  %.1578.sroa.13.0 = phi i64 [ %.13.i13, %B670.endif.endif.endif.en...endif.2.endif ], [ %.45.fca.5.1.load.i, %B670.endif.endif.endif.en...endif.2.endif.if ]
  %.1666 = sub i64 %.1578.sroa.13.0, %.1578.sroa.0.3
  %.1675 = tail call i64 @llvm.smax.i64(i64 %.1666, i64 0)
  %.1697 = mul i64 %.1578.sroa.0.3, %.45.fca.5.0.load.i
  %86 = getelementptr double, ptr %.45.fca.4.load.i, i64 %.1477.sroa.0.3
  %.1699 = getelementptr double, ptr %86, i64 %.1697
  %.1716 = mul nuw nsw i64 %.1675, %.1574
  store ptr %.45.fca.0.load.i, ptr %retptr, align 8
  %retptr.repack721 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.45.fca.1.load.i, ptr %retptr.repack721, align 8
  %retptr.repack723 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.1716, ptr %retptr.repack723, align 8
  %retptr.repack725 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.45.fca.3.load.i, ptr %retptr.repack725, align 8
  %retptr.repack727 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.1699, ptr %retptr.repack727, align 8
  %retptr.repack729 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.1574, ptr %retptr.repack729, align 8
  %retptr.repack729.repack733 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.1675, ptr %retptr.repack729.repack733, align 8
  %retptr.repack731 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.45.fca.6.0.load.i, ptr %retptr.repack731, align 8
  %retptr.repack731.repack735 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.45.fca.6.1.load.i, ptr %retptr.repack731.repack735, align 8
  %retptr.repack719 = getelementptr inbounds nuw i8, ptr %retptr, i64 72
  store ptr %.7.i.i.i.i, ptr %retptr.repack719, align 8
  %retptr.repack719.repack737 = getelementptr inbounds nuw i8, ptr %retptr, i64 80
  store ptr null, ptr %retptr.repack719.repack737, align 8
  %retptr.repack719.repack739 = getelementptr inbounds nuw i8, ptr %retptr, i64 88
  store i64 %.51.i.i, ptr %retptr.repack719.repack739, align 8
  %retptr.repack719.repack741 = getelementptr inbounds nuw i8, ptr %retptr, i64 96
  store i64 8, ptr %retptr.repack719.repack741, align 8
  %retptr.repack719.repack743 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store ptr %.6.i.i.i, ptr %retptr.repack719.repack743, align 8
  %retptr.repack719.repack745 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.13.i13, ptr %retptr.repack719.repack745, align 8
  %retptr.repack719.repack745.repack749 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 %arg.a.5.1, ptr %retptr.repack719.repack745.repack749, align 8
  %retptr.repack719.repack747 = getelementptr inbounds nuw i8, ptr %retptr, i64 128
  store i64 8, ptr %retptr.repack719.repack747, align 8
  %retptr.repack719.repack747.repack751 = getelementptr inbounds nuw i8, ptr %retptr, i64 136
  store i64 %.30.i, ptr %retptr.repack719.repack747.repack751, align 8
  br label %common.ret

B670.endif.endif.endif.en...if.2:                 ; preds = %B670.endif.endif.endif.endif.endif.endif.else
  br label %B670.endif.endif.endif.en...endif.2.endif

B670.endif.endif.endif.en...endif.2.endif:        ; preds = %B670.endif.endif.endif.en...if.2, %B670.endif.endif.endif.endif.endif.endif.else
  %.1578.sroa.0.3 = phi i64 [ %.45.fca.5.1.load.i, %B670.endif.endif.endif.en...if.2 ], [ 0, %B670.endif.endif.endif.endif.endif.endif.else ]
  %.1615.not = icmp slt i64 %.13.i13, %.45.fca.5.1.load.i
  br i1 %.1615.not, label %B670.endif.endif.endif.endif.endif.endif.endif, label %B670.endif.endif.endif.en...endif.2.endif.if, !prof !130

B670.endif.endif.endif.en...endif.2.endif.if:     ; preds = %B670.endif.endif.endif.en...endif.2.endif
  br label %B670.endif.endif.endif.endif.endif.endif.endif
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

declare i32 @numba_fatal_error() local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_ez_xxgqr(i8, i64, i64, i64, ptr, i64, ptr) local_unnamed_addr

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
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !131
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !138
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !138
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !138
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !138
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !141, !noalias !138
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !141, !noalias !138
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !141, !noalias !138
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !141, !noalias !138
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !143

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !45

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !138
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !141, !noalias !138
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !144

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !145

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !146

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

declare i32 @numba_ez_geqrf(i8, i64, i64, ptr, i64, ptr) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !147
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !147

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !149, !llvm.loop !150

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !152, !llvm.loop !153

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !155

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !156

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !157

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !158, !llvm.loop !159

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !160

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !161, !llvm.loop !162

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !164

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !149, !llvm.loop !150

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !165

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !156

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !166

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !149, !llvm.loop !150

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !149, !llvm.loop !150

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !167, !llvm.loop !168

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !157

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !158, !llvm.loop !170

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !160

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !161, !llvm.loop !171

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !164

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !149, !llvm.loop !150

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !157

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !158, !llvm.loop !172

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !160

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !161, !llvm.loop !173

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !164

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !149, !llvm.loop !150

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !174, !llvm.loop !175
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.1, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.0, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !147
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !147

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !149, !llvm.loop !177

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.1
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !152, !llvm.loop !178

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !155

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.0, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !156

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.0, %const
  %5 = add nsw i64 %arg.a.5.0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !157

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !158, !llvm.loop !179

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !160

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !161, !llvm.loop !180

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !164

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !149, !llvm.loop !177

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 3
  %.137.neg.us = mul i64 %arg.a.5.0, -8
  %12 = icmp eq i64 %arg.a.5.1, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !165

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.0, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.0, 7
  %unroll_iter = and i64 %arg.a.5.0, %const
  %13 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !156

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !166

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !149, !llvm.loop !177

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !149, !llvm.loop !177

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !167, !llvm.loop !181

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !157

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !158, !llvm.loop !182

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !160

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !161, !llvm.loop !183

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !164

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !149, !llvm.loop !177

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.1
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !157

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !158, !llvm.loop !184

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !160

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !161, !llvm.loop !185

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !164

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !149, !llvm.loop !177

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !174, !llvm.loop !186
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, <8 x i1>, <8 x double>) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, <8 x i1>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = !{!21}
!21 = distinct !{!21, !22}
!22 = distinct !{!22, !"LVerDomain"}
!23 = !{!24}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !18, !19}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !18, !19}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !18}
!37 = !{!38, !40, !41, !43}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !18, !19}
!45 = !{!"branch_weights", i32 4, i32 28}
!46 = distinct !{!46, !18, !19}
!47 = distinct !{!47, !11}
!48 = distinct !{!48, !18}
!49 = distinct !{!49, !18, !19}
!50 = distinct !{!50, !18, !19}
!51 = distinct !{!51, !11}
!52 = distinct !{!52, !18}
!53 = distinct !{!53, !18, !19}
!54 = distinct !{!54, !18, !19}
!55 = distinct !{!55, !11}
!56 = distinct !{!56, !18}
!57 = !{!58, !60, !61, !63}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !18, !19}
!65 = distinct !{!65, !11}
!66 = distinct !{!66, !18}
!67 = distinct !{!67, !18, !19}
!68 = distinct !{!68, !11}
!69 = distinct !{!69, !18}
!70 = distinct !{!70, !18, !19}
!71 = distinct !{!71, !11}
!72 = distinct !{!72, !18}
!73 = !{!74, !76}
!74 = distinct !{!74, !75, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!76 = distinct !{!76, !75, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!77 = !{!78, !80, !81, !83, !84, !86, !87, !89}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!90 = distinct !{!90, !18}
!91 = !{!92, !94}
!92 = distinct !{!92, !93, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!94 = distinct !{!94, !93, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!95 = !{!96, !98}
!96 = distinct !{!96, !97, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!98 = distinct !{!98, !97, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!99 = !{!100, !102, !103, !105, !106, !108}
!100 = distinct !{!100, !101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!102 = distinct !{!102, !101, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!103 = distinct !{!103, !104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!104 = distinct !{!104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!105 = distinct !{!105, !104, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!106 = distinct !{!106, !107, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!107 = distinct !{!107, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!108 = distinct !{!108, !107, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!109 = !{!106, !108}
!110 = !{!84, !86, !87, !89}
!111 = !{!112, !87, !89}
!112 = distinct !{!112, !113, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!113 = distinct !{!113, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!114 = !{!115}
!115 = distinct !{!115, !116}
!116 = distinct !{!116, !"LVerDomain"}
!117 = !{!118}
!118 = distinct !{!118, !116}
!119 = distinct !{!119, !18, !19}
!120 = distinct !{!120, !18, !19}
!121 = distinct !{!121, !11}
!122 = distinct !{!122, !18, !19}
!123 = distinct !{!123, !18, !19}
!124 = distinct !{!124, !11}
!125 = distinct !{!125, !18}
!126 = !{!127, !129}
!127 = distinct !{!127, !128, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!128 = distinct !{!128, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!129 = distinct !{!129, !128, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!130 = !{!"branch_weights", i32 99, i32 1}
!131 = !{!132, !134, !135, !137}
!132 = distinct !{!132, !133, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!133 = distinct !{!133, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!134 = distinct !{!134, !133, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!135 = distinct !{!135, !136, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!136 = distinct !{!136, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!137 = distinct !{!137, !136, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!138 = !{!139}
!139 = distinct !{!139, !140}
!140 = distinct !{!140, !"LVerDomain"}
!141 = !{!142}
!142 = distinct !{!142, !140}
!143 = distinct !{!143, !18, !19}
!144 = distinct !{!144, !18, !19}
!145 = distinct !{!145, !11}
!146 = distinct !{!146, !18}
!147 = !{!"branch_weights", i32 16129, i32 255}
!148 = !{!"branch_weights", i32 553201332, i32 1594282316}
!149 = !{!"branch_weights", i32 542333185, i32 1605150463}
!150 = distinct !{!150, !151, !11}
!151 = !{!"llvm.loop.estimated_trip_count", i32 4}
!152 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!153 = distinct !{!153, !154, !11}
!154 = !{!"llvm.loop.estimated_trip_count", i32 2}
!155 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!156 = !{!"branch_weights", i32 146201250, i32 2001282398}
!157 = !{!"branch_weights", i32 127, i32 1}
!158 = !{!"branch_weights", i32 1, i32 1}
!159 = distinct !{!159, !11}
!160 = !{!"branch_weights", i32 1, i32 127}
!161 = !{!"branch_weights", i32 166258294, i32 1981225354}
!162 = distinct !{!162, !163}
!163 = !{!"llvm.loop.estimated_trip_count", i32 3}
!164 = !{!"branch_weights", i32 277993707, i32 1869489941}
!165 = !{!"branch_weights", i32 21522287, i32 2125961361}
!166 = !{!"branch_weights", i32 125941159, i32 2021542489}
!167 = !{!"branch_weights", i32 166258296, i32 1981225352}
!168 = distinct !{!168, !169}
!169 = !{!"llvm.loop.estimated_trip_count", i32 12}
!170 = distinct !{!170, !11}
!171 = distinct !{!171, !163}
!172 = distinct !{!172, !11}
!173 = distinct !{!173, !163}
!174 = !{!"branch_weights", i32 42828876, i32 2104654772}
!175 = distinct !{!175, !176}
!176 = !{!"llvm.loop.estimated_trip_count", i32 50}
!177 = distinct !{!177, !151, !11}
!178 = distinct !{!178, !154, !11}
!179 = distinct !{!179, !11}
!180 = distinct !{!180, !163}
!181 = distinct !{!181, !169}
!182 = distinct !{!182, !11}
!183 = distinct !{!183, !163}
!184 = distinct !{!184, !11}
!185 = distinct !{!185, !163}
!186 = distinct !{!186, !176}
