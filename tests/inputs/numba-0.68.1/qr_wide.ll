; ModuleID = 'qr_wide'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.qr_wide = internal constant [8 x i8] c"qr_wide\00"
@_ZN08NumbaEnv7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [129 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfeba7a190B3v26B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfeba7bb10B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.22 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 32
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 72
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 104
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 112
  %.fca.1.5.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 120
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.427 = alloca double, align 8
  %excinfo.5 = alloca ptr, align 8
  %.677 = alloca double, align 8
  store double 0.000000e+00, ptr %.677, align 8
  %excinfo.9 = alloca ptr, align 8
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
  %const511 = bitcast i64 -1152921504606846976 to i64
  %const510 = bitcast i64 -2305843009213693952 to i64
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
  %.205 = load double, ptr %.40.fca.0.4.load, align 8
  tail call void @NRT_decref(ptr %arg.A.0)
  %.279 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.0.5.0.load.fr, i64 %.40.fca.0.5.1.load.fr)
  %.280 = extractvalue { i64, i1 } %.279, 0
  %.281 = extractvalue { i64, i1 } %.279, 1
  %.283 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %0 = add i64 %.280, %const511
  %.286 = icmp ult i64 %0, %const510
  %.287 = or i1 %.281, %.286
  br i1 %.287, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %for.end.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.685, %for.end.2.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ %.435, %for.end.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.285 = shl nsw i64 %.280, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.285, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.365134 = icmp sgt i64 %.40.fca.0.5.0.load.fr, 0
  br i1 %.365134, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.368108 = icmp sgt i64 %.40.fca.0.5.1.load.fr, 0
  br i1 %.368108, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.370.not = icmp eq i64 %.40.fca.0.5.0.load.fr, 1
  br i1 %.370.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %min.iters.check146 = icmp ult i64 %.40.fca.0.5.0.load.fr, 64
  br i1 %min.iters.check146, label %for.body.1.endif.endif.endif.us.us.us.preheader, label %vector.scevcheck135

vector.scevcheck135:                              ; preds = %for.cond.1.preheader.us.us.preheader
  %ident.check136 = icmp ne i64 %.40.fca.0.6.0.load, 1
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
  %9 = or i1 %ident.check136, %6
  %10 = or i1 %9, %8
  br i1 %10, label %for.body.1.endif.endif.endif.us.us.us.preheader, label %vector.memcheck138

vector.memcheck138:                               ; preds = %vector.scevcheck135
  %11 = add nuw i64 %.40.fca.0.5.0.load.fr, 2305843009213693951
  %12 = mul nuw i64 %.40.fca.0.5.1.load.fr, %11
  %13 = shl i64 %12, 3
  %scevgep139 = getelementptr i8, ptr %.6.i, i64 %13
  %14 = icmp ult ptr %.6.i, %scevgep139
  %umin = select i1 %14, ptr %.6.i, ptr %scevgep139
  %15 = icmp ugt ptr %.6.i, %scevgep139
  %umax = select i1 %15, ptr %.6.i, ptr %scevgep139
  %scevgep140 = getelementptr i8, ptr %umax, i64 8
  %16 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.0.load.fr
  %scevgep141 = getelementptr i8, ptr %16, i64 7
  %bound0142 = icmp ult ptr %umin, %scevgep141
  %bound1143 = icmp ult ptr %.40.fca.0.4.load, %scevgep140
  %found.conflict144 = and i1 %bound0142, %bound1143
  br i1 %found.conflict144, label %for.body.1.endif.endif.endif.us.us.us.preheader, label %vector.ph147

for.body.1.endif.endif.endif.us.us.us.preheader:  ; preds = %middle.block160, %for.cond.1.preheader.us.us.preheader, %vector.scevcheck135, %vector.memcheck138
  %loop.index137.us.us.ph = phi i64 [ 0, %vector.memcheck138 ], [ 0, %vector.scevcheck135 ], [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec149, %middle.block160 ]
  %xtraiter = and i64 %.40.fca.0.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.preheader
  %17 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index137.us.us.ph
  %18 = shl i64 %17, 3
  %scevgep496 = getelementptr i8, ptr %.6.i, i64 %18
  %19 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %20 = mul i64 %loop.index137.us.us.ph, %.40.fca.0.6.0.load
  %scevgep499 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %20
  %21 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.prol:       ; preds = %for.body.1.endif.endif.endif.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.prol
  %lsr.iv500 = phi ptr [ %scevgep499, %for.body.1.endif.endif.endif.us.us.us.prol.preheader ], [ %scevgep501, %for.body.1.endif.endif.endif.us.us.us.prol ]
  %lsr.iv497 = phi ptr [ %scevgep496, %for.body.1.endif.endif.endif.us.us.us.prol.preheader ], [ %scevgep498, %for.body.1.endif.endif.endif.us.us.us.prol ]
  %lsr.iv494 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next495, %for.body.1.endif.endif.endif.us.us.us.prol ]
  %.386.us.us.us.prol = load double, ptr %lsr.iv500, align 8
  %.6.i24.prol = fmul double %.205, %.386.us.us.us.prol
  store double %.6.i24.prol, ptr %lsr.iv497, align 8
  %lsr.iv.next495 = add nsw i64 %lsr.iv494, -1
  %scevgep498 = getelementptr i8, ptr %lsr.iv497, i64 %19
  %scevgep501 = getelementptr i8, ptr %lsr.iv500, i64 %.40.fca.0.6.0.load
  %prol.iter.cmp.not = icmp eq i64 %21, %lsr.iv.next495
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us.us.prol, !llvm.loop !10

for.body.1.endif.endif.endif.us.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.prol
  %22 = sub i64 %loop.index137.us.us.ph, %lsr.iv.next495
  br label %for.body.1.endif.endif.endif.us.us.us.prol.loopexit

for.body.1.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us.us.preheader
  %loop.index137.us.us.unr = phi i64 [ %loop.index137.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.preheader ], [ %22, %for.body.1.endif.endif.endif.us.us.us.prol.loopexit.loopexit ]
  %23 = sub nsw i64 %loop.index137.us.us.ph, %.40.fca.0.5.0.load.fr
  %24 = icmp ugt i64 %23, -8
  br i1 %24, label %for.end, label %for.body.1.endif.endif.endif.us.us.us.preheader279

for.body.1.endif.endif.endif.us.us.us.preheader279: ; preds = %for.body.1.endif.endif.endif.us.us.us.prol.loopexit
  %25 = sub i64 %.40.fca.0.5.0.load.fr, %loop.index137.us.us.unr
  %26 = mul i64 %loop.index137.us.us.unr, %.40.fca.0.6.0.load
  %scevgep474 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %26
  %27 = shl i64 %.40.fca.0.6.0.load, 3
  %28 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index137.us.us.unr
  %29 = shl i64 %28, 3
  %scevgep477 = getelementptr i8, ptr %.6.i, i64 %29
  %30 = shl i64 %.40.fca.0.5.1.load.fr, 6
  %31 = shl i64 %.40.fca.0.5.1.load.fr, 3
  br label %for.body.1.endif.endif.endif.us.us.us

vector.ph147:                                     ; preds = %vector.memcheck138
  %const507 = bitcast i64 9223372036854775800 to i64
  %n.vec149 = and i64 %.40.fca.0.5.0.load.fr, %const507
  %broadcast.splatinsert150 = insertelement <8 x i64> poison, i64 %.40.fca.0.5.1.load.fr, i64 0
  %broadcast.splat151 = shufflevector <8 x i64> %broadcast.splatinsert150, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x double> poison, double %.205, i64 0
  %broadcast.splat153 = shufflevector <8 x double> %broadcast.splatinsert152, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body154

vector.body154:                                   ; preds = %vector.body154, %vector.ph147
  %lsr.iv502 = phi i64 [ %lsr.iv.next503, %vector.body154 ], [ %n.vec149, %vector.ph147 ]
  %vec.ind156 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph147 ], [ %vec.ind.next159, %vector.body154 ]
  %32 = mul nuw <8 x i64> %vec.ind156, %broadcast.splat151
  %33 = getelementptr double, ptr %.6.i, <8 x i64> %32
  %34 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind156
  %wide.masked.gather157 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %34, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !12
  %35 = fmul <8 x double> %broadcast.splat153, %wide.masked.gather157
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %35, <8 x ptr> align 8 %33, <8 x i1> splat (i1 true)), !alias.scope !15, !noalias !12
  %vec.ind.next159 = add nuw nsw <8 x i64> %vec.ind156, splat (i64 8)
  %lsr.iv.next503 = add nsw i64 %lsr.iv502, -8
  %36 = icmp eq i64 %lsr.iv.next503, 0
  br i1 %36, label %middle.block160, label %vector.body154, !llvm.loop !17

middle.block160:                                  ; preds = %vector.body154
  %cmp.n161 = icmp eq i64 %.40.fca.0.5.0.load.fr, %n.vec149
  br i1 %cmp.n161, label %for.end, label %for.body.1.endif.endif.endif.us.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %const = bitcast i64 8070450532247928800 to i64
  %37 = mul i64 %.40.fca.0.5.0.load.fr, %.40.fca.0.5.1.load.fr
  %38 = shl i64 %37, 3
  %scevgep168 = getelementptr i8, ptr %.6.i, i64 %38
  %39 = add nsw i64 %.40.fca.0.5.0.load.fr, -1
  %40 = mul i64 %.40.fca.0.6.0.load, %39
  %41 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %42 = getelementptr i8, ptr %41, i64 %40
  %scevgep169 = getelementptr i8, ptr %42, i64 7
  %bound0170 = icmp ult ptr %.6.i, %scevgep169
  %bound1171 = icmp ult ptr %.40.fca.0.4.load, %scevgep168
  %found.conflict172 = and i1 %bound0170, %bound1171
  %.mask = and i64 %.40.fca.0.5.1.load.fr, 1152921504606846976
  %stride.check = icmp ne i64 %.mask, 0
  %43 = or i1 %found.conflict172, %stride.check
  %stride.check173 = icmp slt i64 %.40.fca.0.6.0.load, 0
  %44 = or i1 %43, %stride.check173
  %n.vec182 = and i64 %.40.fca.0.5.1.load.fr, %const
  %broadcast.splatinsert183 = insertelement <8 x double> poison, double %.205, i64 0
  %broadcast.splat184 = shufflevector <8 x double> %broadcast.splatinsert183, <8 x double> poison, <8 x i32> zeroinitializer
  %const_mat = add i64 %const, 24
  %n.vec205 = and i64 %.40.fca.0.5.1.load.fr, %const_mat
  %broadcast.splatinsert206 = insertelement <8 x double> poison, double %.205, i64 0
  %broadcast.splat207 = shufflevector <8 x double> %broadcast.splatinsert206, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter256 = and i64 %.40.fca.0.5.1.load.fr, 7
  %scevgep426 = getelementptr i8, ptr %.6.i, i64 192
  %45 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %46 = shl i64 %.40.fca.0.6.1.load, 3
  br label %iter.check177

iter.check177:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us
  %lsr.iv440 = phi ptr [ %.40.fca.0.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep441, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv436 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep437, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv427 = phi ptr [ %scevgep426, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep428, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ]
  %loop.index137.us.us.us = phi i64 [ %.420.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %47 = icmp ult i64 %.40.fca.0.5.1.load.fr, 8
  %.380.us.us.us.us = mul i64 %loop.index137.us.us.us, %.40.fca.0.6.0.load
  %48 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.380.us.us.us.us
  br i1 %47, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.scevcheck163

vector.scevcheck163:                              ; preds = %iter.check177
  %49 = icmp ne i64 %.40.fca.0.6.1.load, 1
  %50 = mul i64 %.40.fca.0.6.0.load, %loop.index137.us.us.us
  %scevgep165 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %50
  %51 = getelementptr i8, ptr %scevgep165, i64 %.40.fca.0.5.1.load.fr
  %52 = getelementptr i8, ptr %51, i64 -1
  %53 = icmp ult ptr %52, %scevgep165
  %54 = or i1 %49, %53
  %brmerge = select i1 %54, i1 true, i1 %44
  br i1 %brmerge, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check179

vector.main.loop.iter.check179:                   ; preds = %vector.scevcheck163
  %55 = icmp ult i64 %.40.fca.0.5.1.load.fr, 32
  br i1 %55, label %vec.epilog.ph203, label %vector.body185.preheader

vector.body185.preheader:                         ; preds = %vector.main.loop.iter.check179
  br label %vector.body185

vector.body185:                                   ; preds = %vector.body185.preheader, %vector.body185
  %index186 = phi i64 [ %index.next195, %vector.body185 ], [ 0, %vector.body185.preheader ]
  %vec.ind187 = phi <8 x i64> [ %vec.ind.next196, %vector.body185 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.body185.preheader ]
  %step.add188 = add <8 x i64> %vec.ind187, splat (i64 8)
  %step.add.2189 = add <8 x i64> %vec.ind187, splat (i64 16)
  %step.add.3190 = add <8 x i64> %vec.ind187, splat (i64 24)
  %56 = getelementptr i8, ptr %48, <8 x i64> %vec.ind187
  %57 = getelementptr i8, ptr %48, <8 x i64> %step.add188
  %58 = getelementptr i8, ptr %48, <8 x i64> %step.add.2189
  %59 = getelementptr i8, ptr %48, <8 x i64> %step.add.3190
  %wide.masked.gather191 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %56, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %wide.masked.gather192 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %57, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %wide.masked.gather193 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %58, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %wide.masked.gather194 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %59, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %60 = fmul <8 x double> %broadcast.splat184, %wide.masked.gather191
  %61 = fmul <8 x double> %broadcast.splat184, %wide.masked.gather192
  %62 = fmul <8 x double> %broadcast.splat184, %wide.masked.gather193
  %63 = fmul <8 x double> %broadcast.splat184, %wide.masked.gather194
  %64 = shl i64 %index186, 3
  %scevgep434 = getelementptr i8, ptr %lsr.iv427, i64 %64
  %scevgep435 = getelementptr i8, ptr %scevgep434, i64 -192
  %65 = shl i64 %index186, 3
  %scevgep432 = getelementptr i8, ptr %lsr.iv427, i64 %65
  %scevgep433 = getelementptr i8, ptr %scevgep432, i64 -128
  %66 = shl i64 %index186, 3
  %scevgep430 = getelementptr i8, ptr %lsr.iv427, i64 %66
  %scevgep431 = getelementptr i8, ptr %scevgep430, i64 -64
  %67 = shl i64 %index186, 3
  %scevgep429 = getelementptr i8, ptr %lsr.iv427, i64 %67
  store <8 x double> %60, ptr %scevgep435, align 8, !alias.scope !23, !noalias !20
  store <8 x double> %61, ptr %scevgep433, align 8, !alias.scope !23, !noalias !20
  store <8 x double> %62, ptr %scevgep431, align 8, !alias.scope !23, !noalias !20
  store <8 x double> %63, ptr %scevgep429, align 8, !alias.scope !23, !noalias !20
  %index.next195 = add nuw i64 %index186, 32
  %vec.ind.next196 = add <8 x i64> %vec.ind187, splat (i64 32)
  %68 = icmp eq i64 %n.vec182, %index.next195
  br i1 %68, label %middle.block197, label %vector.body185, !llvm.loop !25

middle.block197:                                  ; preds = %vector.body185
  %69 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec182
  br i1 %69, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check201

vec.epilog.iter.check201:                         ; preds = %middle.block197
  %70 = and i64 %.40.fca.0.5.1.load.fr, 24
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph203, !prof !26

vec.epilog.ph203:                                 ; preds = %vector.main.loop.iter.check179, %vec.epilog.iter.check201
  %bc.resume.val199 = phi i64 [ %n.vec182, %vec.epilog.iter.check201 ], [ 0, %vector.main.loop.iter.check179 ]
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %bc.resume.val199, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction210 = or disjoint <8 x i64> %broadcast.splat209, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body211

vec.epilog.vector.body211:                        ; preds = %vec.epilog.vector.body211, %vec.epilog.ph203
  %index212 = phi i64 [ %bc.resume.val199, %vec.epilog.ph203 ], [ %index.next215, %vec.epilog.vector.body211 ]
  %vec.ind213 = phi <8 x i64> [ %induction210, %vec.epilog.ph203 ], [ %vec.ind.next216, %vec.epilog.vector.body211 ]
  %72 = getelementptr i8, ptr %48, <8 x i64> %vec.ind213
  %wide.masked.gather214 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %72, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !20
  %73 = fmul <8 x double> %broadcast.splat207, %wide.masked.gather214
  %74 = shl i64 %index212, 3
  %scevgep438 = getelementptr i8, ptr %lsr.iv436, i64 %74
  store <8 x double> %73, ptr %scevgep438, align 8, !alias.scope !23, !noalias !20
  %index.next215 = add nuw i64 %index212, 8
  %vec.ind.next216 = add nuw nsw <8 x i64> %vec.ind213, splat (i64 8)
  %75 = icmp eq i64 %n.vec205, %index.next215
  br i1 %75, label %vec.epilog.middle.block217, label %vec.epilog.vector.body211, !llvm.loop !27

vec.epilog.middle.block217:                       ; preds = %vec.epilog.vector.body211
  %76 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec205
  br i1 %76, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block217, %vec.epilog.iter.check201, %vector.scevcheck163, %iter.check177
  %loop.index.1111.us.us.us.us.us.ph = phi i64 [ 0, %iter.check177 ], [ 0, %vector.scevcheck163 ], [ %n.vec182, %vec.epilog.iter.check201 ], [ %n.vec205, %vec.epilog.middle.block217 ]
  %77 = icmp eq i64 %xtraiter256, 0
  br i1 %77, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %78 = mul i64 %.40.fca.0.6.1.load, %loop.index.1111.us.us.us.us.us.ph
  %scevgep442 = getelementptr i8, ptr %lsr.iv440, i64 %78
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv445 = phi i64 [ %xtraiter256, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next446, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %lsr.iv443 = phi ptr [ %scevgep442, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %scevgep444, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1111.us.us.us.us.us.prol = phi i64 [ %.418.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1111.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %.386.us.us.us.us.us.prol = load double, ptr %lsr.iv443, align 8
  %.6.i23.prol = fmul double %.205, %.386.us.us.us.us.us.prol
  %79 = shl i64 %loop.index.1111.us.us.us.us.us.prol, 3
  %scevgep439 = getelementptr i8, ptr %lsr.iv436, i64 %79
  store double %.6.i23.prol, ptr %scevgep439, align 8
  %.418.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1111.us.us.us.us.us.prol, 1
  %scevgep444 = getelementptr i8, ptr %lsr.iv443, i64 %.40.fca.0.6.1.load
  %lsr.iv.next446 = add nsw i64 %lsr.iv445, -1
  %prol.iter258.cmp.not = icmp eq i64 %lsr.iv.next446, 0
  br i1 %prol.iter258.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !28

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1111.us.us.us.us.us.unr = phi i64 [ %loop.index.1111.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.418.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %80 = sub nsw i64 %loop.index.1111.us.us.us.us.us.ph, %.40.fca.0.5.1.load.fr
  %81 = icmp ugt i64 %80, -8
  br i1 %81, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader277

for.body.1.endif.endif.endif.us.us.us.us.us.preheader277: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  %82 = mul i64 %.40.fca.0.6.1.load, %loop.index.1111.us.us.us.us.us.unr
  %scevgep447 = getelementptr i8, ptr %lsr.iv440, i64 %82
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader277, %for.body.1.endif.endif.endif.us.us.us.us.us
  %lsr.iv448 = phi ptr [ %scevgep447, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader277 ], [ %scevgep449, %for.body.1.endif.endif.endif.us.us.us.us.us ]
  %loop.index.1111.us.us.us.us.us = phi i64 [ %.418.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1111.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader277 ]
  %.386.us.us.us.us.us = load double, ptr %lsr.iv448, align 8
  %.6.i23 = fmul double %.205, %.386.us.us.us.us.us
  %83 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep452 = getelementptr i8, ptr %lsr.iv436, i64 %83
  store double %.6.i23, ptr %scevgep452, align 8
  %scevgep465 = getelementptr i8, ptr %lsr.iv448, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.1 = load double, ptr %scevgep465, align 8
  %.6.i23.1 = fmul double %.205, %.386.us.us.us.us.us.1
  %84 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep457 = getelementptr i8, ptr %lsr.iv436, i64 %84
  %scevgep458 = getelementptr i8, ptr %scevgep457, i64 8
  store double %.6.i23.1, ptr %scevgep458, align 8
  %scevgep466 = getelementptr i8, ptr %scevgep465, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.2 = load double, ptr %scevgep466, align 8
  %.6.i23.2 = fmul double %.205, %.386.us.us.us.us.us.2
  %85 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep459 = getelementptr i8, ptr %lsr.iv436, i64 %85
  %scevgep460 = getelementptr i8, ptr %scevgep459, i64 16
  store double %.6.i23.2, ptr %scevgep460, align 8
  %scevgep467 = getelementptr i8, ptr %scevgep466, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.3 = load double, ptr %scevgep467, align 8
  %.6.i23.3 = fmul double %.205, %.386.us.us.us.us.us.3
  %86 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep461 = getelementptr i8, ptr %lsr.iv436, i64 %86
  %scevgep462 = getelementptr i8, ptr %scevgep461, i64 24
  store double %.6.i23.3, ptr %scevgep462, align 8
  %scevgep468 = getelementptr i8, ptr %scevgep467, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.4 = load double, ptr %scevgep468, align 8
  %.6.i23.4 = fmul double %.205, %.386.us.us.us.us.us.4
  %87 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep450 = getelementptr i8, ptr %lsr.iv436, i64 %87
  %scevgep451 = getelementptr i8, ptr %scevgep450, i64 32
  store double %.6.i23.4, ptr %scevgep451, align 8
  %scevgep469 = getelementptr i8, ptr %scevgep468, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.5 = load double, ptr %scevgep469, align 8
  %.6.i23.5 = fmul double %.205, %.386.us.us.us.us.us.5
  %88 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep463 = getelementptr i8, ptr %lsr.iv436, i64 %88
  %scevgep464 = getelementptr i8, ptr %scevgep463, i64 40
  store double %.6.i23.5, ptr %scevgep464, align 8
  %scevgep470 = getelementptr i8, ptr %scevgep469, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.6 = load double, ptr %scevgep470, align 8
  %.6.i23.6 = fmul double %.205, %.386.us.us.us.us.us.6
  %89 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep455 = getelementptr i8, ptr %lsr.iv436, i64 %89
  %scevgep456 = getelementptr i8, ptr %scevgep455, i64 48
  store double %.6.i23.6, ptr %scevgep456, align 8
  %scevgep471 = getelementptr i8, ptr %scevgep470, i64 %.40.fca.0.6.1.load
  %.386.us.us.us.us.us.7 = load double, ptr %scevgep471, align 8
  %.6.i23.7 = fmul double %.205, %.386.us.us.us.us.us.7
  %90 = shl i64 %loop.index.1111.us.us.us.us.us, 3
  %scevgep453 = getelementptr i8, ptr %lsr.iv436, i64 %90
  %scevgep454 = getelementptr i8, ptr %scevgep453, i64 56
  store double %.6.i23.7, ptr %scevgep454, align 8
  %.418.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1111.us.us.us.us.us, 8
  %scevgep449 = getelementptr i8, ptr %lsr.iv448, i64 %46
  %exitcond276.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.418.us.us.us.us.us.7
  br i1 %exitcond276.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !29

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block217, %middle.block197
  %.420.us.us.us = add nuw nsw i64 %loop.index137.us.us.us, 1
  %scevgep428 = getelementptr i8, ptr %lsr.iv427, i64 %45
  %scevgep437 = getelementptr i8, ptr %lsr.iv436, i64 %45
  %scevgep441 = getelementptr i8, ptr %lsr.iv440, i64 %.40.fca.0.6.0.load
  %exitcond277.not = icmp eq i64 %.420.us.us.us, %.40.fca.0.5.0.load.fr
  br i1 %exitcond277.not, label %for.end, label %iter.check177

for.body.1.endif.endif.endif.us.us.us:            ; preds = %for.body.1.endif.endif.endif.us.us.us.preheader279, %for.body.1.endif.endif.endif.us.us.us
  %lsr.iv478 = phi ptr [ %scevgep477, %for.body.1.endif.endif.endif.us.us.us.preheader279 ], [ %scevgep479, %for.body.1.endif.endif.endif.us.us.us ]
  %lsr.iv475 = phi ptr [ %scevgep474, %for.body.1.endif.endif.endif.us.us.us.preheader279 ], [ %scevgep476, %for.body.1.endif.endif.endif.us.us.us ]
  %lsr.iv472 = phi i64 [ %25, %for.body.1.endif.endif.endif.us.us.us.preheader279 ], [ %lsr.iv.next473, %for.body.1.endif.endif.endif.us.us.us ]
  %.386.us.us.us = load double, ptr %lsr.iv475, align 8
  %.6.i24 = fmul double %.205, %.386.us.us.us
  store double %.6.i24, ptr %lsr.iv478, align 8
  %scevgep480 = getelementptr i8, ptr %lsr.iv475, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.1 = load double, ptr %scevgep480, align 8
  %.6.i24.1 = fmul double %.205, %.386.us.us.us.1
  %scevgep487 = getelementptr i8, ptr %lsr.iv478, i64 %31
  %sunkaddr597 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr598 = getelementptr i8, ptr %lsr.iv478, i64 %sunkaddr597
  store double %.6.i24.1, ptr %sunkaddr598, align 8
  %scevgep481 = getelementptr i8, ptr %scevgep480, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.2 = load double, ptr %scevgep481, align 8
  %.6.i24.2 = fmul double %.205, %.386.us.us.us.2
  %scevgep488 = getelementptr i8, ptr %scevgep487, i64 %31
  %sunkaddr599 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr600 = getelementptr i8, ptr %scevgep487, i64 %sunkaddr599
  store double %.6.i24.2, ptr %sunkaddr600, align 8
  %scevgep482 = getelementptr i8, ptr %scevgep481, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.3 = load double, ptr %scevgep482, align 8
  %.6.i24.3 = fmul double %.205, %.386.us.us.us.3
  %scevgep489 = getelementptr i8, ptr %scevgep488, i64 %31
  %sunkaddr601 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr602 = getelementptr i8, ptr %scevgep488, i64 %sunkaddr601
  store double %.6.i24.3, ptr %sunkaddr602, align 8
  %scevgep483 = getelementptr i8, ptr %scevgep482, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.4 = load double, ptr %scevgep483, align 8
  %.6.i24.4 = fmul double %.205, %.386.us.us.us.4
  %scevgep490 = getelementptr i8, ptr %scevgep489, i64 %31
  %sunkaddr603 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr604 = getelementptr i8, ptr %scevgep489, i64 %sunkaddr603
  store double %.6.i24.4, ptr %sunkaddr604, align 8
  %scevgep484 = getelementptr i8, ptr %scevgep483, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.5 = load double, ptr %scevgep484, align 8
  %.6.i24.5 = fmul double %.205, %.386.us.us.us.5
  %scevgep491 = getelementptr i8, ptr %scevgep490, i64 %31
  %sunkaddr605 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr606 = getelementptr i8, ptr %scevgep490, i64 %sunkaddr605
  store double %.6.i24.5, ptr %sunkaddr606, align 8
  %scevgep485 = getelementptr i8, ptr %scevgep484, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.6 = load double, ptr %scevgep485, align 8
  %.6.i24.6 = fmul double %.205, %.386.us.us.us.6
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 %31
  %sunkaddr607 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr608 = getelementptr i8, ptr %scevgep491, i64 %sunkaddr607
  store double %.6.i24.6, ptr %sunkaddr608, align 8
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 %.40.fca.0.6.0.load
  %.386.us.us.us.7 = load double, ptr %scevgep486, align 8
  %.6.i24.7 = fmul double %.205, %.386.us.us.us.7
  %sunkaddr = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr512 = getelementptr i8, ptr %scevgep492, i64 %sunkaddr
  store double %.6.i24.7, ptr %sunkaddr512, align 8
  %lsr.iv.next473 = add i64 %lsr.iv472, -8
  %scevgep476 = getelementptr i8, ptr %lsr.iv475, i64 %27
  %scevgep479 = getelementptr i8, ptr %lsr.iv478, i64 %30
  %exitcond275.not.7 = icmp eq i64 %lsr.iv.next473, 0
  br i1 %exitcond275.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us.us, !llvm.loop !30

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %91 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %91, label %iter.check, label %for.body.1.endif.endif.endif.us143

iter.check:                                       ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %min.iters.check107 = icmp ult i64 %.40.fca.0.5.1.load.fr, 8
  br i1 %min.iters.check107, label %for.body.1.endif.endif.endif.us118.us.us.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %ident.check = icmp ne i64 %.40.fca.0.6.1.load, 1
  %92 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %93 = getelementptr i8, ptr %92, i64 -1
  %94 = icmp ult ptr %93, %.40.fca.0.4.load
  %95 = or i1 %ident.check, %94
  br i1 %95, label %for.body.1.endif.endif.endif.us118.us.us.preheader, label %vector.memcheck104

vector.memcheck104:                               ; preds = %vector.scevcheck
  %96 = shl i64 %.40.fca.0.5.1.load.fr, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %96
  %97 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %scevgep105 = getelementptr i8, ptr %97, i64 7
  %bound0 = icmp ult ptr %.6.i, %scevgep105
  %bound1 = icmp ult ptr %.40.fca.0.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.endif.endif.endif.us118.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck104
  %const508 = bitcast i64 9223372036854775800 to i64
  %min.iters.check109 = icmp ult i64 %.40.fca.0.5.1.load.fr, 32
  br i1 %min.iters.check109, label %vec.epilog.ph, label %vector.ph110

vector.ph110:                                     ; preds = %vector.main.loop.iter.check
  %const_mat509 = add i64 %const508, -24
  %n.vec112 = and i64 %.40.fca.0.5.1.load.fr, %const_mat509
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.205, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body113

vector.body113:                                   ; preds = %vector.body113, %vector.ph110
  %index114 = phi i64 [ 0, %vector.ph110 ], [ %index.next118, %vector.body113 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph110 ], [ %vec.ind.next, %vector.body113 ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %98 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind
  %99 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %step.add
  %100 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %step.add.2
  %101 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %step.add.3
  %wide.masked.gather = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %98, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !31
  %wide.masked.gather115 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %99, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !31
  %wide.masked.gather116 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %100, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !31
  %wide.masked.gather117 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %101, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !31
  %102 = fmul <8 x double> %broadcast.splat, %wide.masked.gather
  %103 = fmul <8 x double> %broadcast.splat, %wide.masked.gather115
  %104 = fmul <8 x double> %broadcast.splat, %wide.masked.gather116
  %105 = fmul <8 x double> %broadcast.splat, %wide.masked.gather117
  %sunkaddr513 = mul i64 %index114, 8
  %sunkaddr514 = getelementptr i8, ptr %.6.i, i64 %sunkaddr513
  store <8 x double> %102, ptr %sunkaddr514, align 8, !alias.scope !34, !noalias !31
  %sunkaddr515 = mul i64 %index114, 8
  %sunkaddr516 = getelementptr i8, ptr %.6.i, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, ptr %sunkaddr516, i64 64
  store <8 x double> %103, ptr %sunkaddr517, align 8, !alias.scope !34, !noalias !31
  %sunkaddr518 = mul i64 %index114, 8
  %sunkaddr519 = getelementptr i8, ptr %.6.i, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 128
  store <8 x double> %104, ptr %sunkaddr520, align 8, !alias.scope !34, !noalias !31
  %sunkaddr521 = mul i64 %index114, 8
  %sunkaddr522 = getelementptr i8, ptr %.6.i, i64 %sunkaddr521
  %sunkaddr523 = getelementptr i8, ptr %sunkaddr522, i64 192
  store <8 x double> %105, ptr %sunkaddr523, align 8, !alias.scope !34, !noalias !31
  %index.next118 = add nuw i64 %index114, 32
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %106 = icmp eq i64 %n.vec112, %index.next118
  br i1 %106, label %middle.block119, label %vector.body113, !llvm.loop !36

middle.block119:                                  ; preds = %vector.body113
  %cmp.n120 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec112
  br i1 %cmp.n120, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block119
  %107 = and i64 %.40.fca.0.5.1.load.fr, 24
  %min.epilog.iters.check = icmp eq i64 %107, 0
  br i1 %min.epilog.iters.check, label %for.body.1.endif.endif.endif.us118.us.us.preheader, label %vec.epilog.ph, !prof !26

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val121 = phi i64 [ %n.vec112, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec123 = and i64 %.40.fca.0.5.1.load.fr, %const508
  %broadcast.splatinsert124 = insertelement <8 x double> poison, double %.205, i64 0
  %broadcast.splat125 = shufflevector <8 x double> %broadcast.splatinsert124, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <8 x i64> poison, i64 %bc.resume.val121, i64 0
  %broadcast.splat127 = shufflevector <8 x i64> %broadcast.splatinsert126, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat127, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index128 = phi i64 [ %bc.resume.val121, %vec.epilog.ph ], [ %index.next131, %vec.epilog.vector.body ]
  %vec.ind129 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next132, %vec.epilog.vector.body ]
  %108 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind129
  %wide.masked.gather130 = tail call <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr> align 8 %108, <8 x i1> splat (i1 true), <8 x double> poison), !alias.scope !31
  %109 = fmul <8 x double> %broadcast.splat125, %wide.masked.gather130
  %110 = shl i64 %index128, 3
  %scevgep417 = getelementptr i8, ptr %.6.i, i64 %110
  store <8 x double> %109, ptr %scevgep417, align 8, !alias.scope !34, !noalias !31
  %index.next131 = add nuw i64 %index128, 8
  %vec.ind.next132 = add nuw nsw <8 x i64> %vec.ind129, splat (i64 8)
  %111 = icmp eq i64 %n.vec123, %index.next131
  br i1 %111, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n133 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec123
  br i1 %cmp.n133, label %for.end, label %for.body.1.endif.endif.endif.us118.us.us.preheader

for.body.1.endif.endif.endif.us118.us.us.preheader: ; preds = %vector.memcheck104, %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.1111.us116.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.scevcheck ], [ 0, %vector.memcheck104 ], [ %n.vec112, %vec.epilog.iter.check ], [ %n.vec123, %vec.epilog.middle.block ]
  %xtraiter259 = and i64 %.40.fca.0.5.1.load.fr, 7
  %lcmp.mod260.not = icmp eq i64 %xtraiter259, 0
  br i1 %lcmp.mod260.not, label %for.body.1.endif.endif.endif.us118.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us118.us.us.prol.preheader

for.body.1.endif.endif.endif.us118.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us118.us.us.preheader
  %112 = mul i64 %loop.index.1111.us116.us.us.ph, %.40.fca.0.6.1.load
  %scevgep412 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %112
  br label %for.body.1.endif.endif.endif.us118.us.us.prol

for.body.1.endif.endif.endif.us118.us.us.prol:    ; preds = %for.body.1.endif.endif.endif.us118.us.us.prol.preheader, %for.body.1.endif.endif.endif.us118.us.us.prol
  %lsr.iv415 = phi i64 [ %xtraiter259, %for.body.1.endif.endif.endif.us118.us.us.prol.preheader ], [ %lsr.iv.next416, %for.body.1.endif.endif.endif.us118.us.us.prol ]
  %lsr.iv413 = phi ptr [ %scevgep412, %for.body.1.endif.endif.endif.us118.us.us.prol.preheader ], [ %scevgep414, %for.body.1.endif.endif.endif.us118.us.us.prol ]
  %loop.index.1111.us116.us.us.prol = phi i64 [ %.418.us121.us.us.prol, %for.body.1.endif.endif.endif.us118.us.us.prol ], [ %loop.index.1111.us116.us.us.ph, %for.body.1.endif.endif.endif.us118.us.us.prol.preheader ]
  %.386.us126.us.us.prol = load double, ptr %lsr.iv413, align 8
  %.6.i25.prol = fmul double %.205, %.386.us126.us.us.prol
  %113 = shl i64 %loop.index.1111.us116.us.us.prol, 3
  %scevgep411 = getelementptr i8, ptr %.6.i, i64 %113
  store double %.6.i25.prol, ptr %scevgep411, align 8
  %.418.us121.us.us.prol = add nuw nsw i64 %loop.index.1111.us116.us.us.prol, 1
  %scevgep414 = getelementptr i8, ptr %lsr.iv413, i64 %.40.fca.0.6.1.load
  %lsr.iv.next416 = add nsw i64 %lsr.iv415, -1
  %prol.iter261.cmp.not = icmp eq i64 %lsr.iv.next416, 0
  br i1 %prol.iter261.cmp.not, label %for.body.1.endif.endif.endif.us118.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us118.us.us.prol, !llvm.loop !38

for.body.1.endif.endif.endif.us118.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us118.us.us.prol, %for.body.1.endif.endif.endif.us118.us.us.preheader
  %loop.index.1111.us116.us.us.unr = phi i64 [ %loop.index.1111.us116.us.us.ph, %for.body.1.endif.endif.endif.us118.us.us.preheader ], [ %.418.us121.us.us.prol, %for.body.1.endif.endif.endif.us118.us.us.prol ]
  %114 = sub nsw i64 %loop.index.1111.us116.us.us.ph, %.40.fca.0.5.1.load.fr
  %115 = icmp ugt i64 %114, -8
  br i1 %115, label %for.end, label %for.body.1.endif.endif.endif.us118.us.us.preheader276

for.body.1.endif.endif.endif.us118.us.us.preheader276: ; preds = %for.body.1.endif.endif.endif.us118.us.us.prol.loopexit
  %116 = mul i64 %loop.index.1111.us116.us.us.unr, %.40.fca.0.6.1.load
  %scevgep401 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %116
  %117 = shl i64 %.40.fca.0.6.1.load, 3
  br label %for.body.1.endif.endif.endif.us118.us.us

for.body.1.endif.endif.endif.us118.us.us:         ; preds = %for.body.1.endif.endif.endif.us118.us.us.preheader276, %for.body.1.endif.endif.endif.us118.us.us
  %lsr.iv402 = phi ptr [ %scevgep401, %for.body.1.endif.endif.endif.us118.us.us.preheader276 ], [ %scevgep403, %for.body.1.endif.endif.endif.us118.us.us ]
  %loop.index.1111.us116.us.us = phi i64 [ %.418.us121.us.us.7, %for.body.1.endif.endif.endif.us118.us.us ], [ %loop.index.1111.us116.us.us.unr, %for.body.1.endif.endif.endif.us118.us.us.preheader276 ]
  %.386.us126.us.us = load double, ptr %lsr.iv402, align 8
  %.6.i25 = fmul double %.205, %.386.us126.us.us
  %sunkaddr524 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr525 = getelementptr i8, ptr %.6.i, i64 %sunkaddr524
  store double %.6.i25, ptr %sunkaddr525, align 8
  %scevgep404 = getelementptr i8, ptr %lsr.iv402, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.1 = load double, ptr %scevgep404, align 8
  %.6.i25.1 = fmul double %.205, %.386.us126.us.us.1
  %sunkaddr526 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr527 = getelementptr i8, ptr %.6.i, i64 %sunkaddr526
  %sunkaddr528 = getelementptr i8, ptr %sunkaddr527, i64 8
  store double %.6.i25.1, ptr %sunkaddr528, align 8
  %scevgep405 = getelementptr i8, ptr %scevgep404, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.2 = load double, ptr %scevgep405, align 8
  %.6.i25.2 = fmul double %.205, %.386.us126.us.us.2
  %sunkaddr529 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr530 = getelementptr i8, ptr %.6.i, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, ptr %sunkaddr530, i64 16
  store double %.6.i25.2, ptr %sunkaddr531, align 8
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.3 = load double, ptr %scevgep406, align 8
  %.6.i25.3 = fmul double %.205, %.386.us126.us.us.3
  %sunkaddr532 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr533 = getelementptr i8, ptr %.6.i, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, ptr %sunkaddr533, i64 24
  store double %.6.i25.3, ptr %sunkaddr534, align 8
  %scevgep407 = getelementptr i8, ptr %scevgep406, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.4 = load double, ptr %scevgep407, align 8
  %.6.i25.4 = fmul double %.205, %.386.us126.us.us.4
  %sunkaddr535 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr536 = getelementptr i8, ptr %.6.i, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, ptr %sunkaddr536, i64 32
  store double %.6.i25.4, ptr %sunkaddr537, align 8
  %scevgep408 = getelementptr i8, ptr %scevgep407, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.5 = load double, ptr %scevgep408, align 8
  %.6.i25.5 = fmul double %.205, %.386.us126.us.us.5
  %sunkaddr538 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr539 = getelementptr i8, ptr %.6.i, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, ptr %sunkaddr539, i64 40
  store double %.6.i25.5, ptr %sunkaddr540, align 8
  %scevgep409 = getelementptr i8, ptr %scevgep408, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.6 = load double, ptr %scevgep409, align 8
  %.6.i25.6 = fmul double %.205, %.386.us126.us.us.6
  %sunkaddr541 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr542 = getelementptr i8, ptr %.6.i, i64 %sunkaddr541
  %sunkaddr543 = getelementptr i8, ptr %sunkaddr542, i64 48
  store double %.6.i25.6, ptr %sunkaddr543, align 8
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 %.40.fca.0.6.1.load
  %.386.us126.us.us.7 = load double, ptr %scevgep410, align 8
  %.6.i25.7 = fmul double %.205, %.386.us126.us.us.7
  %sunkaddr544 = mul i64 %loop.index.1111.us116.us.us, 8
  %sunkaddr545 = getelementptr i8, ptr %.6.i, i64 %sunkaddr544
  %sunkaddr546 = getelementptr i8, ptr %sunkaddr545, i64 56
  store double %.6.i25.7, ptr %sunkaddr546, align 8
  %.418.us121.us.us.7 = add nuw nsw i64 %loop.index.1111.us116.us.us, 8
  %scevgep403 = getelementptr i8, ptr %lsr.iv402, i64 %117
  %exitcond272.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.418.us121.us.us.7
  br i1 %exitcond272.not.7, label %for.end, label %for.body.1.endif.endif.endif.us118.us.us, !llvm.loop !39

for.body.1.endif.endif.endif.us143:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.386.us141 = load double, ptr %.40.fca.0.4.load, align 8
  %.6.i26 = fmul double %.205, %.386.us141
  store double %.6.i26, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us, %for.body.1.endif.endif.endif.us118.us.us, %for.body.1.endif.endif.endif.us.us.us.prol.loopexit, %for.body.1.endif.endif.endif.us118.us.us.prol.loopexit, %middle.block160, %vec.epilog.middle.block, %middle.block119, %for.body.1.endif.endif.endif.us143, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.0.load)
  store double 0.000000e+00, ptr %.427, align 8
  %.435 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.427, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.280, i64 8, ptr %.6.i, i64 %.40.fca.0.5.0.load.fr, i64 %.40.fca.0.5.1.load.fr, i64 %.283, i64 8)
  %.445 = load double, ptr %.427, align 8
  %cond72 = icmp eq i32 %.435, 0
  br i1 %cond72, label %B128.i43, label %for.end.if.if, !prof !0

B128.i43:                                         ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.529 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr)
  %.530 = extractvalue { i64, i1 } %.529, 0
  %.531 = extractvalue { i64, i1 } %.529, 1
  %.533 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %118 = add i64 %.530, %const511
  %.536 = icmp ult i64 %118, %const510
  %.537 = or i1 %.531, %.536
  br i1 %.537, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %B128.i43
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i43
  %.535 = shl nsw i64 %.530, 3
  %.7.i.i47 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.535, i32 32), !noalias !40
  %.8.i.i48 = icmp eq ptr %.7.i.i47, null
  br i1 %.8.i.i48, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i53 = getelementptr i8, ptr %.7.i.i47, i64 24
  %.6.i54 = load ptr, ptr %.5.i53, align 8
  %.615202 = icmp sgt i64 %.40.fca.1.5.1.load.fr, 0
  br i1 %.615202, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.618168 = icmp sgt i64 %.40.fca.1.5.0.load.fr, 0
  br i1 %.618168, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.620.not = icmp eq i64 %.40.fca.1.5.0.load.fr, 1
  br i1 %.620.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %119 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %119, label %for.cond.3.preheader.us.us, label %for.cond.3.preheader.us.us.us.preheader

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %120 = ptrtoint ptr %.6.i54 to i64
  %121 = ptrtoint ptr %.40.fca.1.4.load to i64
  %const504 = bitcast i64 9223372036854775800 to i64
  %122 = sub i64 %120, %121
  %min.iters.check223 = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %diff.check221 = icmp ult i64 %122, 64
  %or.cond = select i1 %min.iters.check223, i1 true, i1 %diff.check221
  %n.vec226 = and i64 %.40.fca.1.5.0.load.fr, %const504
  %xtraiter262 = and i64 %.40.fca.1.5.0.load.fr, 7
  %123 = shl i64 %.40.fca.1.5.0.load.fr, 3
  br label %for.cond.3.preheader.us.us.us

for.cond.3.preheader.us.us.us:                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us
  %lsr.iv348 = phi ptr [ %.40.fca.1.4.load, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep349, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv345 = phi ptr [ %.6.i54, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep346, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.2205.us.us.us = phi i64 [ %.670.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body227.preheader

vector.body227.preheader:                         ; preds = %for.cond.3.preheader.us.us.us
  br label %vector.body227

vector.body227:                                   ; preds = %vector.body227.preheader, %vector.body227
  %index228 = phi i64 [ %index.next230, %vector.body227 ], [ 0, %vector.body227.preheader ]
  %124 = shl i64 %index228, 3
  %scevgep350 = getelementptr i8, ptr %lsr.iv348, i64 %124
  %wide.load229 = load <8 x double>, ptr %scevgep350, align 8
  %125 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load229)
  %126 = shl i64 %index228, 3
  %scevgep347 = getelementptr i8, ptr %lsr.iv345, i64 %126
  store <8 x double> %125, ptr %scevgep347, align 8
  %index.next230 = add nuw i64 %index228, 8
  %127 = icmp eq i64 %n.vec226, %index.next230
  br i1 %127, label %middle.block231, label %vector.body227, !llvm.loop !47

middle.block231:                                  ; preds = %vector.body227
  %128 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec226
  br i1 %128, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.3.preheader.us.us.us, %middle.block231
  %loop.index.3171.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us.us ], [ %n.vec226, %middle.block231 ]
  %129 = icmp eq i64 %xtraiter262, 0
  br i1 %129, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv353 = phi i64 [ %xtraiter262, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next354, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3171.us.us.us.us.us.prol = phi i64 [ %.668.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3171.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %130 = shl i64 %loop.index.3171.us.us.us.us.us.prol, 3
  %scevgep352 = getelementptr i8, ptr %lsr.iv348, i64 %130
  %.636.us.us.us.us.us.prol = load double, ptr %scevgep352, align 8
  %.12.i.prol = tail call double @tanh(double %.636.us.us.us.us.us.prol)
  %131 = shl i64 %loop.index.3171.us.us.us.us.us.prol, 3
  %scevgep351 = getelementptr i8, ptr %lsr.iv345, i64 %131
  store double %.12.i.prol, ptr %scevgep351, align 8
  %.668.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.3171.us.us.us.us.us.prol, 1
  %lsr.iv.next354 = add nsw i64 %lsr.iv353, -1
  %prol.iter264.cmp.not = icmp eq i64 %lsr.iv.next354, 0
  br i1 %prol.iter264.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !48

for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3171.us.us.us.us.us.unr = phi i64 [ %loop.index.3171.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader ], [ %.668.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %132 = sub nsw i64 %loop.index.3171.us.us.us.us.us.ph, %.40.fca.1.5.0.load.fr
  %133 = icmp ugt i64 %132, -8
  br i1 %133, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader274

for.body.3.endif.endif.endif.us.us.us.us.us.preheader274: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader274, %for.body.3.endif.endif.endif.us.us.us.us.us
  %loop.index.3171.us.us.us.us.us = phi i64 [ %.668.us.us.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3171.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader274 ]
  %134 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep372 = getelementptr i8, ptr %lsr.iv348, i64 %134
  %.636.us.us.us.us.us = load double, ptr %scevgep372, align 8
  %.12.i = tail call double @tanh(double %.636.us.us.us.us.us)
  %135 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep357 = getelementptr i8, ptr %lsr.iv345, i64 %135
  store double %.12.i, ptr %scevgep357, align 8
  %scevgep373 = getelementptr i8, ptr %lsr.iv348, i64 %135
  %scevgep374 = getelementptr i8, ptr %scevgep373, i64 8
  %.636.us.us.us.us.us.1 = load double, ptr %scevgep374, align 8
  %.12.i.1 = tail call double @tanh(double %.636.us.us.us.us.us.1)
  %136 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep360 = getelementptr i8, ptr %lsr.iv345, i64 %136
  %scevgep361 = getelementptr i8, ptr %scevgep360, i64 8
  store double %.12.i.1, ptr %scevgep361, align 8
  %scevgep375 = getelementptr i8, ptr %lsr.iv348, i64 %136
  %scevgep376 = getelementptr i8, ptr %scevgep375, i64 16
  %.636.us.us.us.us.us.2 = load double, ptr %scevgep376, align 8
  %.12.i.2 = tail call double @tanh(double %.636.us.us.us.us.us.2)
  %137 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep362 = getelementptr i8, ptr %lsr.iv345, i64 %137
  %scevgep363 = getelementptr i8, ptr %scevgep362, i64 16
  store double %.12.i.2, ptr %scevgep363, align 8
  %scevgep377 = getelementptr i8, ptr %lsr.iv348, i64 %137
  %scevgep378 = getelementptr i8, ptr %scevgep377, i64 24
  %.636.us.us.us.us.us.3 = load double, ptr %scevgep378, align 8
  %.12.i.3 = tail call double @tanh(double %.636.us.us.us.us.us.3)
  %138 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep364 = getelementptr i8, ptr %lsr.iv345, i64 %138
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 24
  store double %.12.i.3, ptr %scevgep365, align 8
  %scevgep379 = getelementptr i8, ptr %lsr.iv348, i64 %138
  %scevgep380 = getelementptr i8, ptr %scevgep379, i64 32
  %.636.us.us.us.us.us.4 = load double, ptr %scevgep380, align 8
  %.12.i.4 = tail call double @tanh(double %.636.us.us.us.us.us.4)
  %139 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep355 = getelementptr i8, ptr %lsr.iv345, i64 %139
  %scevgep356 = getelementptr i8, ptr %scevgep355, i64 32
  store double %.12.i.4, ptr %scevgep356, align 8
  %scevgep381 = getelementptr i8, ptr %lsr.iv348, i64 %139
  %scevgep382 = getelementptr i8, ptr %scevgep381, i64 40
  %.636.us.us.us.us.us.5 = load double, ptr %scevgep382, align 8
  %.12.i.5 = tail call double @tanh(double %.636.us.us.us.us.us.5)
  %140 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep368 = getelementptr i8, ptr %lsr.iv345, i64 %140
  %scevgep369 = getelementptr i8, ptr %scevgep368, i64 40
  store double %.12.i.5, ptr %scevgep369, align 8
  %scevgep383 = getelementptr i8, ptr %lsr.iv348, i64 %140
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 48
  %.636.us.us.us.us.us.6 = load double, ptr %scevgep384, align 8
  %.12.i.6 = tail call double @tanh(double %.636.us.us.us.us.us.6)
  %141 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep366 = getelementptr i8, ptr %lsr.iv345, i64 %141
  %scevgep367 = getelementptr i8, ptr %scevgep366, i64 48
  store double %.12.i.6, ptr %scevgep367, align 8
  %scevgep370 = getelementptr i8, ptr %lsr.iv348, i64 %141
  %scevgep371 = getelementptr i8, ptr %scevgep370, i64 56
  %.636.us.us.us.us.us.7 = load double, ptr %scevgep371, align 8
  %.12.i.7 = tail call double @tanh(double %.636.us.us.us.us.us.7)
  %142 = shl i64 %loop.index.3171.us.us.us.us.us, 3
  %scevgep358 = getelementptr i8, ptr %lsr.iv345, i64 %142
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 56
  store double %.12.i.7, ptr %scevgep359, align 8
  %.668.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3171.us.us.us.us.us, 8
  %exitcond284.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.668.us.us.us.us.us.7
  br i1 %exitcond284.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us, !llvm.loop !49

for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block231
  %.670.us.us.us = add nuw nsw i64 %loop.index.2205.us.us.us, 1
  %scevgep346 = getelementptr i8, ptr %lsr.iv345, i64 %123
  %scevgep349 = getelementptr i8, ptr %lsr.iv348, i64 %123
  %exitcond285.not = icmp eq i64 %.670.us.us.us, %.40.fca.1.5.1.load.fr
  br i1 %exitcond285.not, label %for.end.2, label %for.cond.3.preheader.us.us.us

for.cond.3.preheader.us.us:                       ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %143 = ptrtoint ptr %.6.i54 to i64
  %144 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %145 = sub i64 %143, %144
  %diff.check = icmp ult i64 %145, 64
  %or.cond250 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond250, label %for.body.3.endif.endif.endif.us.us223.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.3.preheader.us.us
  %const505 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %.40.fca.1.5.0.load.fr, %const505
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %146 = shl i64 %index, 3
  %scevgep344 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %146
  %wide.load = load <8 x double>, ptr %scevgep344, align 8
  %147 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load)
  %148 = shl i64 %index, 3
  %scevgep343 = getelementptr i8, ptr %.6.i54, i64 %148
  store <8 x double> %147, ptr %scevgep343, align 8
  %index.next = add nuw i64 %index, 8
  %149 = icmp eq i64 %n.vec, %index.next
  br i1 %149, label %middle.block, label %vector.body, !llvm.loop !50

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us.preheader

for.body.3.endif.endif.endif.us.us223.us.preheader: ; preds = %for.cond.3.preheader.us.us, %middle.block
  %loop.index.3171.us.us220.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us ], [ %n.vec, %middle.block ]
  %xtraiter265 = and i64 %.40.fca.1.5.0.load.fr, 7
  %lcmp.mod266.not = icmp eq i64 %xtraiter265, 0
  br i1 %lcmp.mod266.not, label %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us223.us.prol.preheader

for.body.3.endif.endif.endif.us.us223.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us223.us.preheader
  br label %for.body.3.endif.endif.endif.us.us223.us.prol

for.body.3.endif.endif.endif.us.us223.us.prol:    ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol.preheader, %for.body.3.endif.endif.endif.us.us223.us.prol
  %lsr.iv341 = phi i64 [ %xtraiter265, %for.body.3.endif.endif.endif.us.us223.us.prol.preheader ], [ %lsr.iv.next342, %for.body.3.endif.endif.endif.us.us223.us.prol ]
  %loop.index.3171.us.us220.us.prol = phi i64 [ %.668.us.us226.us.prol, %for.body.3.endif.endif.endif.us.us223.us.prol ], [ %loop.index.3171.us.us220.us.ph, %for.body.3.endif.endif.endif.us.us223.us.prol.preheader ]
  %150 = shl i64 %loop.index.3171.us.us220.us.prol, 3
  %scevgep340 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %150
  %.636.us.us221.us.prol = load double, ptr %scevgep340, align 8
  %.12.i55.prol = tail call double @tanh(double %.636.us.us221.us.prol)
  %151 = shl i64 %loop.index.3171.us.us220.us.prol, 3
  %scevgep339 = getelementptr i8, ptr %.6.i54, i64 %151
  store double %.12.i55.prol, ptr %scevgep339, align 8
  %.668.us.us226.us.prol = add nuw nsw i64 %loop.index.3171.us.us220.us.prol, 1
  %lsr.iv.next342 = add nsw i64 %lsr.iv341, -1
  %prol.iter267.cmp.not = icmp eq i64 %lsr.iv.next342, 0
  br i1 %prol.iter267.cmp.not, label %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us223.us.prol, !llvm.loop !51

for.body.3.endif.endif.endif.us.us223.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol, %for.body.3.endif.endif.endif.us.us223.us.preheader
  %loop.index.3171.us.us220.us.unr = phi i64 [ %loop.index.3171.us.us220.us.ph, %for.body.3.endif.endif.endif.us.us223.us.preheader ], [ %.668.us.us226.us.prol, %for.body.3.endif.endif.endif.us.us223.us.prol ]
  %152 = sub nsw i64 %loop.index.3171.us.us220.us.ph, %.40.fca.1.5.0.load.fr
  %153 = icmp ugt i64 %152, -8
  br i1 %153, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us.preheader272

for.body.3.endif.endif.endif.us.us223.us.preheader272: ; preds = %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us223.us

for.body.3.endif.endif.endif.us.us223.us:         ; preds = %for.body.3.endif.endif.endif.us.us223.us.preheader272, %for.body.3.endif.endif.endif.us.us223.us
  %loop.index.3171.us.us220.us = phi i64 [ %.668.us.us226.us.7, %for.body.3.endif.endif.endif.us.us223.us ], [ %loop.index.3171.us.us220.us.unr, %for.body.3.endif.endif.endif.us.us223.us.preheader272 ]
  %sunkaddr547 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr548 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr547
  %.636.us.us221.us = load double, ptr %sunkaddr548, align 8
  %.12.i55 = tail call double @tanh(double %.636.us.us221.us)
  %sunkaddr549 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr550 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr549
  store double %.12.i55, ptr %sunkaddr550, align 8
  %sunkaddr551 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr552 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 8
  %.636.us.us221.us.1 = load double, ptr %sunkaddr553, align 8
  %.12.i55.1 = tail call double @tanh(double %.636.us.us221.us.1)
  %sunkaddr554 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr555 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, ptr %sunkaddr555, i64 8
  store double %.12.i55.1, ptr %sunkaddr556, align 8
  %sunkaddr557 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr558 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, ptr %sunkaddr558, i64 16
  %.636.us.us221.us.2 = load double, ptr %sunkaddr559, align 8
  %.12.i55.2 = tail call double @tanh(double %.636.us.us221.us.2)
  %sunkaddr560 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr561 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, ptr %sunkaddr561, i64 16
  store double %.12.i55.2, ptr %sunkaddr562, align 8
  %sunkaddr563 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr564 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 24
  %.636.us.us221.us.3 = load double, ptr %sunkaddr565, align 8
  %.12.i55.3 = tail call double @tanh(double %.636.us.us221.us.3)
  %sunkaddr566 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr567 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 24
  store double %.12.i55.3, ptr %sunkaddr568, align 8
  %sunkaddr569 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr570 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, ptr %sunkaddr570, i64 32
  %.636.us.us221.us.4 = load double, ptr %sunkaddr571, align 8
  %.12.i55.4 = tail call double @tanh(double %.636.us.us221.us.4)
  %sunkaddr572 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr573 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr572
  %sunkaddr574 = getelementptr i8, ptr %sunkaddr573, i64 32
  store double %.12.i55.4, ptr %sunkaddr574, align 8
  %sunkaddr575 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr576 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr575
  %sunkaddr577 = getelementptr i8, ptr %sunkaddr576, i64 40
  %.636.us.us221.us.5 = load double, ptr %sunkaddr577, align 8
  %.12.i55.5 = tail call double @tanh(double %.636.us.us221.us.5)
  %sunkaddr578 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr579 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr578
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 40
  store double %.12.i55.5, ptr %sunkaddr580, align 8
  %sunkaddr581 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr582 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, ptr %sunkaddr582, i64 48
  %.636.us.us221.us.6 = load double, ptr %sunkaddr583, align 8
  %.12.i55.6 = tail call double @tanh(double %.636.us.us221.us.6)
  %sunkaddr584 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr585 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, ptr %sunkaddr585, i64 48
  store double %.12.i55.6, ptr %sunkaddr586, align 8
  %sunkaddr587 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr588 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, ptr %sunkaddr588, i64 56
  %.636.us.us221.us.7 = load double, ptr %sunkaddr589, align 8
  %.12.i55.7 = tail call double @tanh(double %.636.us.us221.us.7)
  %sunkaddr590 = mul i64 %loop.index.3171.us.us220.us, 8
  %sunkaddr591 = getelementptr i8, ptr %.6.i54, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, ptr %sunkaddr591, i64 56
  store double %.12.i55.7, ptr %sunkaddr592, align 8
  %.668.us.us226.us.7 = add nuw nsw i64 %loop.index.3171.us.us220.us, 8
  %exitcond282.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.668.us.us226.us.7
  br i1 %exitcond282.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us.us223.us, !llvm.loop !52

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %154 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %154, label %for.body.3.endif.endif.endif.us212, label %for.cond.3.preheader.us.us242.preheader

for.cond.3.preheader.us.us242.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %155 = ptrtoint ptr %.6.i54 to i64
  %156 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check239 = icmp ult i64 %.40.fca.1.5.1.load.fr, 8
  %157 = sub i64 %155, %156
  %diff.check237 = icmp ult i64 %157, 64
  %or.cond251 = select i1 %min.iters.check239, i1 true, i1 %diff.check237
  br i1 %or.cond251, label %for.body.3.endif.endif.endif.us178.us.us.preheader, label %vector.ph240

vector.ph240:                                     ; preds = %for.cond.3.preheader.us.us242.preheader
  %const506 = bitcast i64 9223372036854775800 to i64
  %n.vec242 = and i64 %.40.fca.1.5.1.load.fr, %const506
  br label %vector.body243

vector.body243:                                   ; preds = %vector.body243, %vector.ph240
  %index244 = phi i64 [ 0, %vector.ph240 ], [ %index.next246, %vector.body243 ]
  %158 = shl i64 %index244, 3
  %scevgep306 = getelementptr i8, ptr %.6.i54, i64 %158
  %159 = shl i64 %index244, 3
  %scevgep305 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %159
  %wide.load245 = load <8 x double>, ptr %scevgep305, align 8
  %160 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load245)
  store <8 x double> %160, ptr %scevgep306, align 8
  %index.next246 = add nuw i64 %index244, 8
  %161 = icmp eq i64 %n.vec242, %index.next246
  br i1 %161, label %middle.block247, label %vector.body243, !llvm.loop !53

middle.block247:                                  ; preds = %vector.body243
  %cmp.n248 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec242
  br i1 %cmp.n248, label %for.end.2, label %for.body.3.endif.endif.endif.us178.us.us.preheader

for.body.3.endif.endif.endif.us178.us.us.preheader: ; preds = %middle.block247, %for.cond.3.preheader.us.us242.preheader
  %loop.index.2205.us.us243.ph = phi i64 [ 0, %for.cond.3.preheader.us.us242.preheader ], [ %n.vec242, %middle.block247 ]
  %xtraiter268 = and i64 %.40.fca.1.5.1.load.fr, 7
  %lcmp.mod269.not = icmp eq i64 %xtraiter268, 0
  br i1 %lcmp.mod269.not, label %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us178.us.us.prol.preheader

for.body.3.endif.endif.endif.us178.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us178.us.us.preheader
  %162 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2205.us.us243.ph
  %163 = shl i64 %162, 3
  %164 = shl i64 %.40.fca.1.5.0.load.fr, 3
  %165 = sub i64 0, %xtraiter268
  br label %for.body.3.endif.endif.endif.us178.us.us.prol

for.body.3.endif.endif.endif.us178.us.us.prol:    ; preds = %for.body.3.endif.endif.endif.us178.us.us.prol.preheader, %for.body.3.endif.endif.endif.us178.us.us.prol
  %lsr.iv301 = phi i64 [ %163, %for.body.3.endif.endif.endif.us178.us.us.prol.preheader ], [ %lsr.iv.next302, %for.body.3.endif.endif.endif.us178.us.us.prol ]
  %lsr.iv299 = phi i64 [ 0, %for.body.3.endif.endif.endif.us178.us.us.prol.preheader ], [ %lsr.iv.next300, %for.body.3.endif.endif.endif.us178.us.us.prol ]
  %scevgep304 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv301
  %scevgep303 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv301
  %.636.us186.us.us.prol = load double, ptr %scevgep304, align 8
  %.12.i56.prol = tail call double @tanh(double %.636.us186.us.us.prol)
  store double %.12.i56.prol, ptr %scevgep303, align 8
  %lsr.iv.next300 = add nsw i64 %lsr.iv299, -1
  %lsr.iv.next302 = add i64 %lsr.iv301, %164
  %prol.iter270.cmp.not = icmp eq i64 %165, %lsr.iv.next300
  br i1 %prol.iter270.cmp.not, label %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit.loopexit, label %for.body.3.endif.endif.endif.us178.us.us.prol, !llvm.loop !54

for.body.3.endif.endif.endif.us178.us.us.prol.loopexit.loopexit: ; preds = %for.body.3.endif.endif.endif.us178.us.us.prol
  %166 = sub i64 %loop.index.2205.us.us243.ph, %lsr.iv.next300
  br label %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit

for.body.3.endif.endif.endif.us178.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit.loopexit, %for.body.3.endif.endif.endif.us178.us.us.preheader
  %loop.index.2205.us.us243.unr = phi i64 [ %loop.index.2205.us.us243.ph, %for.body.3.endif.endif.endif.us178.us.us.preheader ], [ %166, %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit.loopexit ]
  %167 = sub nsw i64 %loop.index.2205.us.us243.ph, %.40.fca.1.5.1.load.fr
  %168 = icmp ugt i64 %167, -8
  br i1 %168, label %for.end.2, label %for.body.3.endif.endif.endif.us178.us.us.preheader271

for.body.3.endif.endif.endif.us178.us.us.preheader271: ; preds = %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit
  %169 = sub i64 %.40.fca.1.5.1.load.fr, %loop.index.2205.us.us243.unr
  %170 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2205.us.us243.unr
  %171 = shl i64 %170, 3
  %172 = shl i64 %.40.fca.1.5.0.load.fr, 6
  %173 = shl i64 %.40.fca.1.5.0.load.fr, 3
  br label %for.body.3.endif.endif.endif.us178.us.us

for.body.3.endif.endif.endif.us178.us.us:         ; preds = %for.body.3.endif.endif.endif.us178.us.us.preheader271, %for.body.3.endif.endif.endif.us178.us.us
  %lsr.iv281 = phi i64 [ %171, %for.body.3.endif.endif.endif.us178.us.us.preheader271 ], [ %lsr.iv.next282, %for.body.3.endif.endif.endif.us178.us.us ]
  %lsr.iv = phi i64 [ %169, %for.body.3.endif.endif.endif.us178.us.us.preheader271 ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.us178.us.us ]
  %scevgep283 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv281
  %scevgep284 = getelementptr i8, ptr %.6.i54, i64 %lsr.iv281
  %.636.us186.us.us = load double, ptr %scevgep283, align 8
  %.12.i56 = tail call double @tanh(double %.636.us186.us.us)
  store double %.12.i56, ptr %scevgep284, align 8
  %scevgep285 = getelementptr i8, ptr %scevgep283, i64 %173
  %sunkaddr609 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr610 = getelementptr i8, ptr %scevgep283, i64 %sunkaddr609
  %.636.us186.us.us.1 = load double, ptr %sunkaddr610, align 8
  %.12.i56.1 = tail call double @tanh(double %.636.us186.us.us.1)
  %scevgep292 = getelementptr i8, ptr %scevgep284, i64 %173
  %sunkaddr611 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr612 = getelementptr i8, ptr %scevgep284, i64 %sunkaddr611
  store double %.12.i56.1, ptr %sunkaddr612, align 8
  %scevgep286 = getelementptr i8, ptr %scevgep285, i64 %173
  %sunkaddr613 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr614 = getelementptr i8, ptr %scevgep285, i64 %sunkaddr613
  %.636.us186.us.us.2 = load double, ptr %sunkaddr614, align 8
  %.12.i56.2 = tail call double @tanh(double %.636.us186.us.us.2)
  %scevgep293 = getelementptr i8, ptr %scevgep292, i64 %173
  %sunkaddr615 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr616 = getelementptr i8, ptr %scevgep292, i64 %sunkaddr615
  store double %.12.i56.2, ptr %sunkaddr616, align 8
  %scevgep287 = getelementptr i8, ptr %scevgep286, i64 %173
  %sunkaddr617 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr618 = getelementptr i8, ptr %scevgep286, i64 %sunkaddr617
  %.636.us186.us.us.3 = load double, ptr %sunkaddr618, align 8
  %.12.i56.3 = tail call double @tanh(double %.636.us186.us.us.3)
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 %173
  %sunkaddr619 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr620 = getelementptr i8, ptr %scevgep293, i64 %sunkaddr619
  store double %.12.i56.3, ptr %sunkaddr620, align 8
  %scevgep288 = getelementptr i8, ptr %scevgep287, i64 %173
  %sunkaddr621 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr622 = getelementptr i8, ptr %scevgep287, i64 %sunkaddr621
  %.636.us186.us.us.4 = load double, ptr %sunkaddr622, align 8
  %.12.i56.4 = tail call double @tanh(double %.636.us186.us.us.4)
  %scevgep295 = getelementptr i8, ptr %scevgep294, i64 %173
  %sunkaddr623 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr624 = getelementptr i8, ptr %scevgep294, i64 %sunkaddr623
  store double %.12.i56.4, ptr %sunkaddr624, align 8
  %scevgep289 = getelementptr i8, ptr %scevgep288, i64 %173
  %sunkaddr625 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr626 = getelementptr i8, ptr %scevgep288, i64 %sunkaddr625
  %.636.us186.us.us.5 = load double, ptr %sunkaddr626, align 8
  %.12.i56.5 = tail call double @tanh(double %.636.us186.us.us.5)
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 %173
  %sunkaddr627 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr628 = getelementptr i8, ptr %scevgep295, i64 %sunkaddr627
  store double %.12.i56.5, ptr %sunkaddr628, align 8
  %scevgep290 = getelementptr i8, ptr %scevgep289, i64 %173
  %sunkaddr629 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr630 = getelementptr i8, ptr %scevgep289, i64 %sunkaddr629
  %.636.us186.us.us.6 = load double, ptr %sunkaddr630, align 8
  %.12.i56.6 = tail call double @tanh(double %.636.us186.us.us.6)
  %scevgep297 = getelementptr i8, ptr %scevgep296, i64 %173
  %sunkaddr631 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr632 = getelementptr i8, ptr %scevgep296, i64 %sunkaddr631
  store double %.12.i56.6, ptr %sunkaddr632, align 8
  %sunkaddr593 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr594 = getelementptr i8, ptr %scevgep290, i64 %sunkaddr593
  %.636.us186.us.us.7 = load double, ptr %sunkaddr594, align 8
  %.12.i56.7 = tail call double @tanh(double %.636.us186.us.us.7)
  %sunkaddr595 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr596 = getelementptr i8, ptr %scevgep297, i64 %sunkaddr595
  store double %.12.i56.7, ptr %sunkaddr596, align 8
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next282 = add i64 %lsr.iv281, %172
  %exitcond281.not.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond281.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us178.us.us, !llvm.loop !55

for.body.3.endif.endif.endif.us212:               ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.636.us210 = load double, ptr %.40.fca.1.4.load, align 8
  %.12.i57 = tail call double @tanh(double %.636.us210)
  store double %.12.i57, ptr %.6.i54, align 8
  br label %for.end.2

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.cond.3.for.end.3_crit_edge.split.us.split.us.us.us.us, %for.body.3.endif.endif.endif.us.us223.us, %for.body.3.endif.endif.endif.us178.us.us, %for.body.3.endif.endif.endif.us.us223.us.prol.loopexit, %for.body.3.endif.endif.endif.us178.us.us.prol.loopexit, %middle.block, %middle.block247, %for.body.3.endif.endif.endif.us212, %for.cond.3.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.1.0.load)
  store double 0.000000e+00, ptr %.677, align 8
  %.685 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.677, ptr nonnull %excinfo.9, ptr nonnull %.7.i.i47, ptr null, i64 %.530, i64 8, ptr %.6.i54, i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr, i64 8, i64 %.533)
  %cond73 = icmp eq i32 %.685, 0
  br i1 %cond73, label %for.end.2.endif, label %for.end.2.if.if, !prof !0

for.end.2.endif:                                  ; preds = %for.end.2
  %.695 = load double, ptr %.677, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i47)
  %.710 = fadd double %.445, %.695
  store double %.710, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.qr_wide, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  %.51 = call i32 @_ZN7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #3
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

define double @cfunc._ZN7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels7qr_wideB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
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
  %.262.i = load double, ptr %.179.i, align 8, !noalias !56
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
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !60
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
  br i1 %exitcond.not.7, label %B488.loopexit, label %B530, !llvm.loop !73

B670:                                             ; preds = %B632.B598.loopexit_crit_edge.us, %B566.endif
  %.1236 = tail call i32 @numba_ez_xxgqr(i8 100, i64 %arg.a.5.0, i64 %.13.i13, i64 %.13.i13, ptr nonnull %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.1236, 0
  br i1 %.9.not.i, label %B670.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B670
  %.13.i = icmp slt i32 %.1236, 0
  br i1 %.13.i, label %B28.i, label %B670.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !74
  br label %B670.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !78
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !78
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !78
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !78
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !78
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
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !78
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !78
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !78
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !78
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !78
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !78
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !78
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !78
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !78
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !78
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
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !82
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B144.endif.endif.endif.if.if, label %B144.endif.endif.endif.endif, !prof !1

B144.endif.endif.endif.endif:                     ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !92
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
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !93
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !94
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
  %wide.load = load <8 x double>, ptr %scevgep224, align 8, !alias.scope !97
  %wide.load95 = load <8 x double>, ptr %scevgep222, align 8, !alias.scope !97
  %wide.load96 = load <8 x double>, ptr %scevgep220, align 8, !alias.scope !97
  %wide.load97 = load <8 x double>, ptr %scevgep223, align 8, !alias.scope !97
  %23 = shl i64 %index, 3
  %scevgep69 = getelementptr i8, ptr %lsr.iv206, i64 %23
  %scevgep72 = getelementptr i8, ptr %scevgep69, i64 -192
  %scevgep71 = getelementptr i8, ptr %scevgep69, i64 -128
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 -64
  store <8 x double> %wide.load, ptr %scevgep72, align 8, !alias.scope !100, !noalias !97
  store <8 x double> %wide.load95, ptr %scevgep71, align 8, !alias.scope !100, !noalias !97
  store <8 x double> %wide.load96, ptr %scevgep70, align 8, !alias.scope !100, !noalias !97
  store <8 x double> %wide.load97, ptr %scevgep69, align 8, !alias.scope !100, !noalias !97
  %index.next = add nuw i64 %index, 32
  %24 = icmp eq i64 %15, %index.next
  br i1 %24, label %middle.block, label %vector.body, !llvm.loop !102

middle.block:                                     ; preds = %vector.body
  %const_mat104 = add i64 %const103, 224
  %n.vec = and i64 %indvars.iv, %const_mat104
  %cmp.n = icmp eq i64 %indvars.iv, %n.vec
  br i1 %cmp.n, label %B488.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %25 = and i64 %indvars.iv, 28
  %min.epilog.iters.check = icmp eq i64 %25, 0
  br i1 %min.epilog.iters.check, label %B530.preheader, label %vec.epilog.vector.body.preheader, !prof !103

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index100.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index100 = phi i64 [ %index.next102, %vec.epilog.vector.body ], [ %index100.ph, %vec.epilog.vector.body.preheader ]
  %26 = shl i64 %index100, 3
  %scevgep230 = getelementptr i8, ptr %lsr.iv228, i64 %26
  %wide.load101 = load <4 x double>, ptr %scevgep230, align 8, !alias.scope !97
  %scevgep227 = getelementptr i8, ptr %lsr.iv225, i64 %26
  store <4 x double> %wide.load101, ptr %scevgep227, align 8, !alias.scope !100, !noalias !97
  %index.next102 = add nuw i64 %index100, 4
  %27 = icmp eq i64 %13, %index.next102
  br i1 %27, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !104

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
  br i1 %prol.iter.cmp.not, label %B530.prol.loopexit, label %B530.prol, !llvm.loop !105

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
  br i1 %54, label %middle.block122, label %vector.body115, !llvm.loop !106

middle.block122:                                  ; preds = %vector.body115
  %55 = icmp eq i64 %.13.i13, %n.vec114
  br i1 %55, label %B632.B598.loopexit_crit_edge.us, label %vec.epilog.iter.check126

vec.epilog.iter.check126:                         ; preds = %middle.block122
  %56 = and i64 %.13.i13, 28
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %B634.us.preheader, label %vec.epilog.ph128, !prof !103

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
  br i1 %63, label %vec.epilog.middle.block135, label %vec.epilog.vector.body131, !llvm.loop !107

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
  br i1 %prol.iter140.cmp.not, label %B634.us.prol.loopexit, label %B634.us.prol, !llvm.loop !108

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
  br i1 %exitcond800.not.7, label %B632.B598.loopexit_crit_edge.us, label %B634.us, !llvm.loop !109

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
  %.6.i.i29 = load ptr, ptr %.5.i, align 8, !noalias !110
  %.26.i = load i64, ptr %.6.i.i29, align 8, !noalias !110
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
  br i1 %.1615.not, label %B670.endif.endif.endif.endif.endif.endif.endif, label %B670.endif.endif.endif.en...endif.2.endif.if, !prof !114

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
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !115
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !122
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !122
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !122
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !122
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !125, !noalias !122
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !125, !noalias !122
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !125, !noalias !122
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !125, !noalias !122
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !127

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !103

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !122
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !125, !noalias !122
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !128

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !129

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !130

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

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !131
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !131

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !132

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !133, !llvm.loop !134

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !136, !llvm.loop !137

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !139

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !140

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !141

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !142, !llvm.loop !143

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !144

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !145, !llvm.loop !146

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !148

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !133, !llvm.loop !134

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !149

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !140

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !150

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !133, !llvm.loop !134

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !151, !llvm.loop !152

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !141

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !142, !llvm.loop !154

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !144

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !145, !llvm.loop !155

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !133, !llvm.loop !134

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !141

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !142, !llvm.loop !156

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !144

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !145, !llvm.loop !157

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !148

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !133, !llvm.loop !134

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !158, !llvm.loop !159
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #6

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.1, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.0, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !131
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !131

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !132

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !133, !llvm.loop !161

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.1
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !136, !llvm.loop !162

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !139

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.0, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !140

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.0, %const
  %5 = add nsw i64 %arg.a.5.0, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !141

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !142, !llvm.loop !163

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !144

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !145, !llvm.loop !164

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !148

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !133, !llvm.loop !161

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 3
  %.137.neg.us = mul i64 %arg.a.5.0, -8
  %12 = icmp eq i64 %arg.a.5.1, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !149

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.0, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.1, %const_mat
  %xtraiter = and i64 %arg.a.5.0, 7
  %unroll_iter = and i64 %arg.a.5.0, %const
  %13 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !140

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !150

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !133, !llvm.loop !161

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !151, !llvm.loop !165

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !141

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !142, !llvm.loop !166

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !144

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !145, !llvm.loop !167

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !133, !llvm.loop !161

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.1
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !141

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !142, !llvm.loop !168

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !144

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !145, !llvm.loop !169

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !148

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !133, !llvm.loop !161

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !158, !llvm.loop !170
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.tanh.v8f64(<8 x double>) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x double> @llvm.masked.gather.v8f64.v8p0(<8 x ptr>, <8 x i1>, <8 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f64.v8p0(<8 x double>, <8 x ptr>, <8 x i1>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!26 = !{!"branch_weights", i32 8, i32 24}
!27 = distinct !{!27, !18, !19}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = distinct !{!36, !18, !19}
!37 = distinct !{!37, !18, !19}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !18}
!40 = !{!41, !43, !44, !46}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !18, !19}
!48 = distinct !{!48, !11}
!49 = distinct !{!49, !18}
!50 = distinct !{!50, !18, !19}
!51 = distinct !{!51, !11}
!52 = distinct !{!52, !18}
!53 = distinct !{!53, !18, !19}
!54 = distinct !{!54, !11}
!55 = distinct !{!55, !18}
!56 = !{!57, !59}
!57 = distinct !{!57, !58, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!59 = distinct !{!59, !58, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!60 = !{!61, !63, !64, !66, !67, !69, !70, !72}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!73 = distinct !{!73, !18}
!74 = !{!75, !77}
!75 = distinct !{!75, !76, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!77 = distinct !{!77, !76, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!78 = !{!79, !81}
!79 = distinct !{!79, !80, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!81 = distinct !{!81, !80, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!82 = !{!83, !85, !86, !88, !89, !91}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!85 = distinct !{!85, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!88 = distinct !{!88, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!92 = !{!89, !91}
!93 = !{!67, !69, !70, !72}
!94 = !{!95, !70, !72}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = distinct !{!102, !18, !19}
!103 = !{!"branch_weights", i32 4, i32 28}
!104 = distinct !{!104, !18, !19}
!105 = distinct !{!105, !11}
!106 = distinct !{!106, !18, !19}
!107 = distinct !{!107, !18, !19}
!108 = distinct !{!108, !11}
!109 = distinct !{!109, !18}
!110 = !{!111, !113}
!111 = distinct !{!111, !112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!113 = distinct !{!113, !112, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!114 = !{!"branch_weights", i32 99, i32 1}
!115 = !{!116, !118, !119, !121}
!116 = distinct !{!116, !117, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!117 = distinct !{!117, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!118 = distinct !{!118, !117, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!119 = distinct !{!119, !120, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!120 = distinct !{!120, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!121 = distinct !{!121, !120, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!122 = !{!123}
!123 = distinct !{!123, !124}
!124 = distinct !{!124, !"LVerDomain"}
!125 = !{!126}
!126 = distinct !{!126, !124}
!127 = distinct !{!127, !18, !19}
!128 = distinct !{!128, !18, !19}
!129 = distinct !{!129, !11}
!130 = distinct !{!130, !18}
!131 = !{!"branch_weights", i32 16129, i32 255}
!132 = !{!"branch_weights", i32 553201332, i32 1594282316}
!133 = !{!"branch_weights", i32 542333185, i32 1605150463}
!134 = distinct !{!134, !135, !11}
!135 = !{!"llvm.loop.estimated_trip_count", i32 4}
!136 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!137 = distinct !{!137, !138, !11}
!138 = !{!"llvm.loop.estimated_trip_count", i32 2}
!139 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!140 = !{!"branch_weights", i32 146201250, i32 2001282398}
!141 = !{!"branch_weights", i32 127, i32 1}
!142 = !{!"branch_weights", i32 1, i32 1}
!143 = distinct !{!143, !11}
!144 = !{!"branch_weights", i32 1, i32 127}
!145 = !{!"branch_weights", i32 166258294, i32 1981225354}
!146 = distinct !{!146, !147}
!147 = !{!"llvm.loop.estimated_trip_count", i32 3}
!148 = !{!"branch_weights", i32 277993707, i32 1869489941}
!149 = !{!"branch_weights", i32 21522287, i32 2125961361}
!150 = !{!"branch_weights", i32 125941159, i32 2021542489}
!151 = !{!"branch_weights", i32 166258296, i32 1981225352}
!152 = distinct !{!152, !153}
!153 = !{!"llvm.loop.estimated_trip_count", i32 12}
!154 = distinct !{!154, !11}
!155 = distinct !{!155, !147}
!156 = distinct !{!156, !11}
!157 = distinct !{!157, !147}
!158 = !{!"branch_weights", i32 42828876, i32 2104654772}
!159 = distinct !{!159, !160}
!160 = !{!"llvm.loop.estimated_trip_count", i32 50}
!161 = distinct !{!161, !135, !11}
!162 = distinct !{!162, !138, !11}
!163 = distinct !{!163, !11}
!164 = distinct !{!164, !147}
!165 = distinct !{!165, !153}
!166 = distinct !{!166, !11}
!167 = distinct !{!167, !147}
!168 = distinct !{!168, !11}
!169 = distinct !{!169, !147}
!170 = distinct !{!170, !160}
