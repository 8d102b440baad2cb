; ModuleID = 'qr_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.qr_f32 = internal constant [7 x i8] c"qr_f32\00"
@_ZN08NumbaEnv7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE" = internal constant [128 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94 = internal constant [108 x i8] c"\80\04\95a\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\07qr_impl\94\8C\12numba/np/linalg.py\94M#\06\87\94\87\94."
@.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94.sha1 = internal constant [20 x i8] c"VH\EC\E8\02b\9E\F4\C8\0E6\88\9B\DD\1C=\A1\D2-\94"
@.const.picklebuf.5648ece802629ef4c80e36889bdd1c3da1d22d94 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94, i32 108, ptr @.const.pickledata.5648ece802629ef4c80e36889bdd1c3da1d22d94.sha1, ptr null, i32 0 }
@.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5 = internal constant [81 x i8] c"\80\04\95F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\07qr_impl\94\8C\12numba/np/linalg.py\94M9\06\87\94\87\94."
@.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5.sha1 = internal constant [20 x i8] c"lCY\A4\E7\E4\D9\BAx7\E7\A77S\01u{P\A5\C5"
@.const.picklebuf.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5, i32 81, ptr @.const.pickledata.6c4359a4e7e4d9ba7837e7a7375301757b50a5c5.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.26, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.27, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.21 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.28, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.29, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfebb72250B3v41B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v22B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbfebb1b2d0B3v42B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEff = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.22 = alloca { { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } }, align 8
  %.fca.0.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 32
  %.fca.1.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 72
  %.fca.1.4.gep = getelementptr inbounds nuw i8, ptr %.22, i64 104
  %.fca.1.5.0.gep = getelementptr inbounds nuw i8, ptr %.22, i64 112
  %.fca.1.5.1.gep = getelementptr inbounds nuw i8, ptr %.22, i64 120
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.368 = alloca float, align 4
  %excinfo.5 = alloca ptr, align 8
  %.621 = alloca float, align 4
  store float 0.000000e+00, ptr %.621, align 4
  %excinfo.9 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %.22, i8 0, i64 144, i1 false)
  %.30 = call i32 @_ZN5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.22, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
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
  %const543 = bitcast i64 -2305843009213693952 to i64
  %const542 = bitcast i64 -4611686018427387904 to i64
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
  %.224 = shl i64 %.40.fca.0.5.1.load.fr, 2
  %0 = add i64 %.221, %const543
  %.227 = icmp ult i64 %0, %const542
  %.228 = or i1 %.222, %.227
  br i1 %.228, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %for.end.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.629, %for.end.2.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ %.376, %for.end.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.226 = shl nsw i64 %.221, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.226, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.306116 = icmp sgt i64 %.40.fca.0.5.0.load.fr, 0
  br i1 %.306116, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.30986 = icmp sgt i64 %.40.fca.0.5.1.load.fr, 0
  br i1 %.30986, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.311.not = icmp eq i64 %.40.fca.0.5.0.load.fr, 1
  br i1 %.311.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %min.iters.check140 = icmp ult i64 %.40.fca.0.5.0.load.fr, 272
  br i1 %min.iters.check140, label %for.body.1.endif.endif.endif.us.us137.us.preheader, label %vector.scevcheck129

vector.scevcheck129:                              ; preds = %for.cond.1.preheader.us.us.preheader
  %ident.check130 = icmp ne i64 %.40.fca.0.6.0.load, 1
  %2 = add nsw i64 %.40.fca.0.5.0.load.fr, -1
  %3 = shl nuw nsw i64 %.40.fca.0.5.1.load.fr, 2
  %mul = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %3, i64 %2)
  %mul.result = extractvalue { i64, i1 } %mul, 0
  %mul.overflow = extractvalue { i64, i1 } %mul, 1
  %4 = getelementptr i8, ptr %.6.i, i64 %mul.result
  %5 = icmp ult ptr %4, %.6.i
  %6 = or i1 %5, %mul.overflow
  %7 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %2
  %8 = icmp ult ptr %7, %.40.fca.0.4.load
  %9 = or i1 %ident.check130, %6
  %10 = or i1 %9, %8
  br i1 %10, label %for.body.1.endif.endif.endif.us.us137.us.preheader, label %vector.memcheck132

vector.memcheck132:                               ; preds = %vector.scevcheck129
  %11 = add nuw i64 %.40.fca.0.5.0.load.fr, 4611686018427387903
  %12 = mul nuw i64 %.40.fca.0.5.1.load.fr, %11
  %13 = shl i64 %12, 2
  %scevgep133 = getelementptr i8, ptr %.6.i, i64 %13
  %14 = icmp ult ptr %.6.i, %scevgep133
  %umin = select i1 %14, ptr %.6.i, ptr %scevgep133
  %15 = icmp ugt ptr %.6.i, %scevgep133
  %umax = select i1 %15, ptr %.6.i, ptr %scevgep133
  %scevgep134 = getelementptr i8, ptr %umax, i64 4
  %16 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.0.load.fr
  %scevgep135 = getelementptr i8, ptr %16, i64 3
  %bound0136 = icmp ult ptr %umin, %scevgep135
  %bound1137 = icmp ult ptr %.40.fca.0.4.load, %scevgep134
  %found.conflict138 = and i1 %bound0136, %bound1137
  br i1 %found.conflict138, label %for.body.1.endif.endif.endif.us.us137.us.preheader, label %vector.ph141

for.body.1.endif.endif.endif.us.us137.us.preheader: ; preds = %middle.block150, %for.cond.1.preheader.us.us.preheader, %vector.scevcheck129, %vector.memcheck132
  %loop.index119.us.us.ph = phi i64 [ 0, %vector.memcheck132 ], [ 0, %vector.scevcheck129 ], [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec143, %middle.block150 ]
  %xtraiter = and i64 %.40.fca.0.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us137.us.prol.preheader

for.body.1.endif.endif.endif.us.us137.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us137.us.preheader
  %17 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index119.us.us.ph
  %18 = shl i64 %17, 2
  %scevgep528 = getelementptr i8, ptr %.6.i, i64 %18
  %19 = shl i64 %.40.fca.0.5.1.load.fr, 2
  %20 = mul i64 %loop.index119.us.us.ph, %.40.fca.0.6.0.load
  %scevgep531 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %20
  %21 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us137.us.prol

for.body.1.endif.endif.endif.us.us137.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us137.us.prol.preheader, %for.body.1.endif.endif.endif.us.us137.us.prol
  %lsr.iv532 = phi ptr [ %scevgep531, %for.body.1.endif.endif.endif.us.us137.us.prol.preheader ], [ %scevgep533, %for.body.1.endif.endif.endif.us.us137.us.prol ]
  %lsr.iv529 = phi ptr [ %scevgep528, %for.body.1.endif.endif.endif.us.us137.us.prol.preheader ], [ %scevgep530, %for.body.1.endif.endif.endif.us.us137.us.prol ]
  %lsr.iv526 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us137.us.prol.preheader ], [ %lsr.iv.next527, %for.body.1.endif.endif.endif.us.us137.us.prol ]
  %.327.us.us135.us.prol = load float, ptr %lsr.iv532, align 4
  %.12.le.i23.prol = tail call float @llvm.sin.f32(float %.327.us.us135.us.prol)
  store float %.12.le.i23.prol, ptr %lsr.iv529, align 4
  %lsr.iv.next527 = add nsw i64 %lsr.iv526, -1
  %scevgep530 = getelementptr i8, ptr %lsr.iv529, i64 %19
  %scevgep533 = getelementptr i8, ptr %lsr.iv532, i64 %.40.fca.0.6.0.load
  %prol.iter.cmp.not = icmp eq i64 %21, %lsr.iv.next527
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us137.us.prol, !llvm.loop !10

for.body.1.endif.endif.endif.us.us137.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us137.us.prol
  %22 = sub i64 %loop.index119.us.us.ph, %lsr.iv.next527
  br label %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit

for.body.1.endif.endif.endif.us.us137.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us137.us.preheader
  %loop.index119.us.us.unr = phi i64 [ %loop.index119.us.us.ph, %for.body.1.endif.endif.endif.us.us137.us.preheader ], [ %22, %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit.loopexit ]
  %23 = sub nsw i64 %loop.index119.us.us.ph, %.40.fca.0.5.0.load.fr
  %24 = icmp ugt i64 %23, -8
  br i1 %24, label %for.end, label %for.body.1.endif.endif.endif.us.us137.us.preheader277

for.body.1.endif.endif.endif.us.us137.us.preheader277: ; preds = %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit
  %25 = sub i64 %.40.fca.0.5.0.load.fr, %loop.index119.us.us.unr
  %26 = mul i64 %loop.index119.us.us.unr, %.40.fca.0.6.0.load
  %scevgep506 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %26
  %27 = shl i64 %.40.fca.0.6.0.load, 3
  %28 = mul i64 %.40.fca.0.5.1.load.fr, %loop.index119.us.us.unr
  %29 = shl i64 %28, 2
  %scevgep509 = getelementptr i8, ptr %.6.i, i64 %29
  %30 = shl i64 %.40.fca.0.5.1.load.fr, 5
  %31 = shl i64 %.40.fca.0.5.1.load.fr, 2
  br label %for.body.1.endif.endif.endif.us.us137.us

vector.ph141:                                     ; preds = %vector.memcheck132
  %const540 = bitcast i64 9223372036854775800 to i64
  %n.vec143 = and i64 %.40.fca.0.5.0.load.fr, %const540
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %.40.fca.0.5.1.load.fr, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %vector.body144

vector.body144:                                   ; preds = %vector.body144, %vector.ph141
  %lsr.iv534 = phi i64 [ %lsr.iv.next535, %vector.body144 ], [ %n.vec143, %vector.ph141 ]
  %vec.ind146 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph141 ], [ %vec.ind.next149, %vector.body144 ]
  %32 = mul nuw <8 x i64> %vec.ind146, %broadcast.splat
  %33 = getelementptr float, ptr %.6.i, <8 x i64> %32
  %34 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind146
  %wide.masked.gather147 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %34, <8 x i1> splat (i1 true), <8 x float> poison), !alias.scope !12
  %35 = tail call <8 x float> @llvm.sin.v8f32(<8 x float> %wide.masked.gather147)
  tail call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %35, <8 x ptr> align 4 %33, <8 x i1> splat (i1 true)), !alias.scope !15, !noalias !12
  %vec.ind.next149 = add nuw nsw <8 x i64> %vec.ind146, splat (i64 8)
  %lsr.iv.next535 = add nsw i64 %lsr.iv534, -8
  %36 = icmp eq i64 %lsr.iv.next535, 0
  br i1 %36, label %middle.block150, label %vector.body144, !llvm.loop !17

middle.block150:                                  ; preds = %vector.body144
  %cmp.n151 = icmp eq i64 %.40.fca.0.5.0.load.fr, %n.vec143
  br i1 %cmp.n151, label %for.end, label %for.body.1.endif.endif.endif.us.us137.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %37 = mul i64 %.40.fca.0.5.0.load.fr, %.40.fca.0.5.1.load.fr
  %38 = shl i64 %37, 2
  %scevgep158 = getelementptr i8, ptr %.6.i, i64 %38
  %39 = add nsw i64 %.40.fca.0.5.0.load.fr, -1
  %40 = mul i64 %.40.fca.0.6.0.load, %39
  %41 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %42 = getelementptr i8, ptr %41, i64 %40
  %scevgep159 = getelementptr i8, ptr %42, i64 3
  %bound0160 = icmp ult ptr %.6.i, %scevgep159
  %bound1161 = icmp ult ptr %.40.fca.0.4.load, %scevgep158
  %found.conflict162 = and i1 %bound0160, %bound1161
  %.mask = and i64 %.40.fca.0.5.1.load.fr, 2305843009213693952
  %stride.check = icmp ne i64 %.mask, 0
  %43 = or i1 %found.conflict162, %stride.check
  %stride.check163 = icmp slt i64 %.40.fca.0.6.0.load, 0
  %44 = or i1 %43, %stride.check163
  %n.vec168 = and i64 %.40.fca.0.5.1.load.fr, 6917529027641081848
  %xtraiter254 = and i64 %.40.fca.0.5.1.load.fr, 7
  %45 = shl i64 %.40.fca.0.5.1.load.fr, 2
  %46 = shl i64 %.40.fca.0.6.1.load, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv472 = phi ptr [ %.40.fca.0.4.load, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep473, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv468 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep469, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index119.us.us.us = phi i64 [ %.361.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %47 = icmp ult i64 %.40.fca.0.5.1.load.fr, 16
  %.321.us.us.us.us = mul i64 %loop.index119.us.us.us, %.40.fca.0.6.0.load
  %48 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.321.us.us.us.us
  br i1 %47, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.scevcheck153

vector.scevcheck153:                              ; preds = %for.cond.1.preheader.us.us.us
  %49 = icmp ne i64 %.40.fca.0.6.1.load, 1
  %50 = mul i64 %.40.fca.0.6.0.load, %loop.index119.us.us.us
  %scevgep155 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %50
  %51 = getelementptr i8, ptr %scevgep155, i64 %.40.fca.0.5.1.load.fr
  %52 = getelementptr i8, ptr %51, i64 -1
  %53 = icmp ult ptr %52, %scevgep155
  %54 = or i1 %49, %53
  %brmerge = select i1 %54, i1 true, i1 %44
  br i1 %brmerge, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body169.preheader

vector.body169.preheader:                         ; preds = %vector.scevcheck153
  br label %vector.body169

vector.body169:                                   ; preds = %vector.body169.preheader, %vector.body169
  %index170 = phi i64 [ %index.next173, %vector.body169 ], [ 0, %vector.body169.preheader ]
  %vec.ind171 = phi <8 x i64> [ %vec.ind.next174, %vector.body169 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.body169.preheader ]
  %55 = getelementptr i8, ptr %48, <8 x i64> %vec.ind171
  %wide.masked.gather172 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %55, <8 x i1> splat (i1 true), <8 x float> poison), !alias.scope !20
  %56 = tail call <8 x float> @llvm.sin.v8f32(<8 x float> %wide.masked.gather172)
  %57 = shl i64 %index170, 2
  %scevgep470 = getelementptr i8, ptr %lsr.iv468, i64 %57
  store <8 x float> %56, ptr %scevgep470, align 4, !alias.scope !23, !noalias !20
  %index.next173 = add nuw i64 %index170, 8
  %vec.ind.next174 = add nuw nsw <8 x i64> %vec.ind171, splat (i64 8)
  %58 = icmp eq i64 %n.vec168, %index.next173
  br i1 %58, label %middle.block175, label %vector.body169, !llvm.loop !25

middle.block175:                                  ; preds = %vector.body169
  %59 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec168
  br i1 %59, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %middle.block175, %vector.scevcheck153, %for.cond.1.preheader.us.us.us
  %loop.index.189.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ 0, %vector.scevcheck153 ], [ %n.vec168, %middle.block175 ]
  %60 = icmp eq i64 %xtraiter254, 0
  br i1 %60, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %61 = mul i64 %.40.fca.0.6.1.load, %loop.index.189.us.us.us.us.us.ph
  %scevgep474 = getelementptr i8, ptr %lsr.iv472, i64 %61
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv477 = phi i64 [ %xtraiter254, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next478, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %lsr.iv475 = phi ptr [ %scevgep474, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %scevgep476, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.189.us.us.us.us.us.prol = phi i64 [ %.359.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.189.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %.327.us.us.us.us.us.prol = load float, ptr %lsr.iv475, align 4
  %.12.le.i.prol = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.prol)
  %62 = shl i64 %loop.index.189.us.us.us.us.us.prol, 2
  %scevgep471 = getelementptr i8, ptr %lsr.iv468, i64 %62
  store float %.12.le.i.prol, ptr %scevgep471, align 4
  %.359.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.189.us.us.us.us.us.prol, 1
  %scevgep476 = getelementptr i8, ptr %lsr.iv475, i64 %.40.fca.0.6.1.load
  %lsr.iv.next478 = add nsw i64 %lsr.iv477, -1
  %prol.iter256.cmp.not = icmp eq i64 %lsr.iv.next478, 0
  br i1 %prol.iter256.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !26

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.189.us.us.us.us.us.unr = phi i64 [ %loop.index.189.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.359.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %63 = sub nsw i64 %loop.index.189.us.us.us.us.us.ph, %.40.fca.0.5.1.load.fr
  %64 = icmp ugt i64 %63, -8
  br i1 %64, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader275

for.body.1.endif.endif.endif.us.us.us.us.us.preheader275: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  %65 = mul i64 %.40.fca.0.6.1.load, %loop.index.189.us.us.us.us.us.unr
  %scevgep479 = getelementptr i8, ptr %lsr.iv472, i64 %65
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader275, %for.body.1.endif.endif.endif.us.us.us.us.us
  %lsr.iv480 = phi ptr [ %scevgep479, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader275 ], [ %scevgep481, %for.body.1.endif.endif.endif.us.us.us.us.us ]
  %loop.index.189.us.us.us.us.us = phi i64 [ %.359.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.189.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader275 ]
  %.327.us.us.us.us.us = load float, ptr %lsr.iv480, align 4
  %.12.le.i = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us)
  %66 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep484 = getelementptr i8, ptr %lsr.iv468, i64 %66
  store float %.12.le.i, ptr %scevgep484, align 4
  %scevgep497 = getelementptr i8, ptr %lsr.iv480, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.1 = load float, ptr %scevgep497, align 4
  %.12.le.i.1 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.1)
  %67 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep489 = getelementptr i8, ptr %lsr.iv468, i64 %67
  %scevgep490 = getelementptr i8, ptr %scevgep489, i64 4
  store float %.12.le.i.1, ptr %scevgep490, align 4
  %scevgep498 = getelementptr i8, ptr %scevgep497, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.2 = load float, ptr %scevgep498, align 4
  %.12.le.i.2 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.2)
  %68 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep491 = getelementptr i8, ptr %lsr.iv468, i64 %68
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 8
  store float %.12.le.i.2, ptr %scevgep492, align 4
  %scevgep499 = getelementptr i8, ptr %scevgep498, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.3 = load float, ptr %scevgep499, align 4
  %.12.le.i.3 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.3)
  %69 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep493 = getelementptr i8, ptr %lsr.iv468, i64 %69
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 12
  store float %.12.le.i.3, ptr %scevgep494, align 4
  %scevgep500 = getelementptr i8, ptr %scevgep499, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.4 = load float, ptr %scevgep500, align 4
  %.12.le.i.4 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.4)
  %70 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep482 = getelementptr i8, ptr %lsr.iv468, i64 %70
  %scevgep483 = getelementptr i8, ptr %scevgep482, i64 16
  store float %.12.le.i.4, ptr %scevgep483, align 4
  %scevgep501 = getelementptr i8, ptr %scevgep500, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.5 = load float, ptr %scevgep501, align 4
  %.12.le.i.5 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.5)
  %71 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep495 = getelementptr i8, ptr %lsr.iv468, i64 %71
  %scevgep496 = getelementptr i8, ptr %scevgep495, i64 20
  store float %.12.le.i.5, ptr %scevgep496, align 4
  %scevgep502 = getelementptr i8, ptr %scevgep501, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.6 = load float, ptr %scevgep502, align 4
  %.12.le.i.6 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.6)
  %72 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep487 = getelementptr i8, ptr %lsr.iv468, i64 %72
  %scevgep488 = getelementptr i8, ptr %scevgep487, i64 24
  store float %.12.le.i.6, ptr %scevgep488, align 4
  %scevgep503 = getelementptr i8, ptr %scevgep502, i64 %.40.fca.0.6.1.load
  %.327.us.us.us.us.us.7 = load float, ptr %scevgep503, align 4
  %.12.le.i.7 = tail call float @llvm.sin.f32(float %.327.us.us.us.us.us.7)
  %73 = shl i64 %loop.index.189.us.us.us.us.us, 2
  %scevgep485 = getelementptr i8, ptr %lsr.iv468, i64 %73
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 28
  store float %.12.le.i.7, ptr %scevgep486, align 4
  %.359.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.189.us.us.us.us.us, 8
  %scevgep481 = getelementptr i8, ptr %lsr.iv480, i64 %46
  %exitcond253.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.359.us.us.us.us.us.7
  br i1 %exitcond253.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !27

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block175
  %.361.us.us.us = add nuw nsw i64 %loop.index119.us.us.us, 1
  %scevgep469 = getelementptr i8, ptr %lsr.iv468, i64 %45
  %scevgep473 = getelementptr i8, ptr %lsr.iv472, i64 %.40.fca.0.6.0.load
  %exitcond254.not = icmp eq i64 %.361.us.us.us, %.40.fca.0.5.0.load.fr
  br i1 %exitcond254.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us137.us:         ; preds = %for.body.1.endif.endif.endif.us.us137.us.preheader277, %for.body.1.endif.endif.endif.us.us137.us
  %lsr.iv510 = phi ptr [ %scevgep509, %for.body.1.endif.endif.endif.us.us137.us.preheader277 ], [ %scevgep511, %for.body.1.endif.endif.endif.us.us137.us ]
  %lsr.iv507 = phi ptr [ %scevgep506, %for.body.1.endif.endif.endif.us.us137.us.preheader277 ], [ %scevgep508, %for.body.1.endif.endif.endif.us.us137.us ]
  %lsr.iv504 = phi i64 [ %25, %for.body.1.endif.endif.endif.us.us137.us.preheader277 ], [ %lsr.iv.next505, %for.body.1.endif.endif.endif.us.us137.us ]
  %.327.us.us135.us = load float, ptr %lsr.iv507, align 4
  %.12.le.i23 = tail call float @llvm.sin.f32(float %.327.us.us135.us)
  store float %.12.le.i23, ptr %lsr.iv510, align 4
  %scevgep512 = getelementptr i8, ptr %lsr.iv507, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.1 = load float, ptr %scevgep512, align 4
  %.12.le.i23.1 = tail call float @llvm.sin.f32(float %.327.us.us135.us.1)
  %scevgep519 = getelementptr i8, ptr %lsr.iv510, i64 %31
  %sunkaddr662 = mul i64 %.40.fca.0.5.1.load.fr, 4
  %sunkaddr663 = getelementptr i8, ptr %lsr.iv510, i64 %sunkaddr662
  store float %.12.le.i23.1, ptr %sunkaddr663, align 4
  %scevgep513 = getelementptr i8, ptr %scevgep512, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.2 = load float, ptr %scevgep513, align 4
  %.12.le.i23.2 = tail call float @llvm.sin.f32(float %.327.us.us135.us.2)
  %scevgep520 = getelementptr i8, ptr %scevgep519, i64 %31
  %sunkaddr664 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr665 = getelementptr i8, ptr %lsr.iv510, i64 %sunkaddr664
  store float %.12.le.i23.2, ptr %sunkaddr665, align 4
  %scevgep514 = getelementptr i8, ptr %scevgep513, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.3 = load float, ptr %scevgep514, align 4
  %.12.le.i23.3 = tail call float @llvm.sin.f32(float %.327.us.us135.us.3)
  %scevgep521 = getelementptr i8, ptr %scevgep520, i64 %31
  %sunkaddr666 = mul i64 %.40.fca.0.5.1.load.fr, 4
  %sunkaddr667 = getelementptr i8, ptr %scevgep520, i64 %sunkaddr666
  store float %.12.le.i23.3, ptr %sunkaddr667, align 4
  %scevgep515 = getelementptr i8, ptr %scevgep514, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.4 = load float, ptr %scevgep515, align 4
  %.12.le.i23.4 = tail call float @llvm.sin.f32(float %.327.us.us135.us.4)
  %scevgep522 = getelementptr i8, ptr %scevgep521, i64 %31
  %sunkaddr668 = mul i64 %.40.fca.0.5.1.load.fr, 8
  %sunkaddr669 = getelementptr i8, ptr %scevgep520, i64 %sunkaddr668
  store float %.12.le.i23.4, ptr %sunkaddr669, align 4
  %scevgep516 = getelementptr i8, ptr %scevgep515, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.5 = load float, ptr %scevgep516, align 4
  %.12.le.i23.5 = tail call float @llvm.sin.f32(float %.327.us.us135.us.5)
  %scevgep523 = getelementptr i8, ptr %scevgep522, i64 %31
  %sunkaddr670 = mul i64 %.40.fca.0.5.1.load.fr, 4
  %sunkaddr671 = getelementptr i8, ptr %scevgep522, i64 %sunkaddr670
  store float %.12.le.i23.5, ptr %sunkaddr671, align 4
  %scevgep517 = getelementptr i8, ptr %scevgep516, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.6 = load float, ptr %scevgep517, align 4
  %.12.le.i23.6 = tail call float @llvm.sin.f32(float %.327.us.us135.us.6)
  %scevgep524 = getelementptr i8, ptr %scevgep523, i64 %31
  %sunkaddr672 = mul i64 %.40.fca.0.5.1.load.fr, 4
  %sunkaddr673 = getelementptr i8, ptr %scevgep523, i64 %sunkaddr672
  store float %.12.le.i23.6, ptr %sunkaddr673, align 4
  %scevgep518 = getelementptr i8, ptr %scevgep517, i64 %.40.fca.0.6.0.load
  %.327.us.us135.us.7 = load float, ptr %scevgep518, align 4
  %.12.le.i23.7 = tail call float @llvm.sin.f32(float %.327.us.us135.us.7)
  %sunkaddr = mul i64 %.40.fca.0.5.1.load.fr, 4
  %sunkaddr544 = getelementptr i8, ptr %scevgep524, i64 %sunkaddr
  store float %.12.le.i23.7, ptr %sunkaddr544, align 4
  %lsr.iv.next505 = add i64 %lsr.iv504, -8
  %scevgep508 = getelementptr i8, ptr %lsr.iv507, i64 %27
  %scevgep511 = getelementptr i8, ptr %lsr.iv510, i64 %30
  %exitcond252.not.7 = icmp eq i64 %lsr.iv.next505, 0
  br i1 %exitcond252.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us137.us, !llvm.loop !28

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %74 = icmp ugt i64 %.40.fca.0.5.1.load.fr, 1
  br i1 %74, label %for.cond.1.preheader.us.us157, label %for.body.1.endif.endif.endif.us125

for.cond.1.preheader.us.us157:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %min.iters.check119 = icmp ult i64 %.40.fca.0.5.1.load.fr, 16
  br i1 %min.iters.check119, label %for.body.1.endif.endif.endif.us96.us.us.preheader, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.cond.1.preheader.us.us157
  %ident.check = icmp ne i64 %.40.fca.0.6.1.load, 1
  %75 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %76 = getelementptr i8, ptr %75, i64 -1
  %77 = icmp ult ptr %76, %.40.fca.0.4.load
  %78 = or i1 %ident.check, %77
  br i1 %78, label %for.body.1.endif.endif.endif.us96.us.us.preheader, label %vector.memcheck117

vector.memcheck117:                               ; preds = %vector.scevcheck
  %79 = shl i64 %.40.fca.0.5.1.load.fr, 2
  %scevgep = getelementptr i8, ptr %.6.i, i64 %79
  %80 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %.40.fca.0.5.1.load.fr
  %scevgep118 = getelementptr i8, ptr %80, i64 3
  %bound0 = icmp ult ptr %.6.i, %scevgep118
  %bound1 = icmp ult ptr %.40.fca.0.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.endif.endif.endif.us96.us.us.preheader, label %vector.ph120

vector.ph120:                                     ; preds = %vector.memcheck117
  %const541 = bitcast i64 9223372036854775800 to i64
  %n.vec122 = and i64 %.40.fca.0.5.1.load.fr, %const541
  br label %vector.body123

vector.body123:                                   ; preds = %vector.body123, %vector.ph120
  %index124 = phi i64 [ 0, %vector.ph120 ], [ %index.next125, %vector.body123 ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph120 ], [ %vec.ind.next, %vector.body123 ]
  %81 = getelementptr i8, ptr %.40.fca.0.4.load, <8 x i64> %vec.ind
  %wide.masked.gather = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %81, <8 x i1> splat (i1 true), <8 x float> poison), !alias.scope !29
  %82 = tail call <8 x float> @llvm.sin.v8f32(<8 x float> %wide.masked.gather)
  %83 = shl i64 %index124, 2
  %scevgep467 = getelementptr i8, ptr %.6.i, i64 %83
  store <8 x float> %82, ptr %scevgep467, align 4, !alias.scope !32, !noalias !29
  %index.next125 = add nuw i64 %index124, 8
  %vec.ind.next = add nuw nsw <8 x i64> %vec.ind, splat (i64 8)
  %84 = icmp eq i64 %n.vec122, %index.next125
  br i1 %84, label %middle.block126, label %vector.body123, !llvm.loop !34

middle.block126:                                  ; preds = %vector.body123
  %cmp.n127 = icmp eq i64 %.40.fca.0.5.1.load.fr, %n.vec122
  br i1 %cmp.n127, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us.preheader

for.body.1.endif.endif.endif.us96.us.us.preheader: ; preds = %vector.memcheck117, %vector.scevcheck, %for.cond.1.preheader.us.us157, %middle.block126
  %loop.index.189.us94.us.us.ph = phi i64 [ 0, %vector.memcheck117 ], [ 0, %vector.scevcheck ], [ 0, %for.cond.1.preheader.us.us157 ], [ %n.vec122, %middle.block126 ]
  %xtraiter257 = and i64 %.40.fca.0.5.1.load.fr, 7
  %lcmp.mod258.not = icmp eq i64 %xtraiter257, 0
  br i1 %lcmp.mod258.not, label %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us96.us.us.prol.preheader

for.body.1.endif.endif.endif.us96.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us96.us.us.preheader
  %85 = mul i64 %loop.index.189.us94.us.us.ph, %.40.fca.0.6.1.load
  %scevgep462 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %85
  br label %for.body.1.endif.endif.endif.us96.us.us.prol

for.body.1.endif.endif.endif.us96.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol.preheader, %for.body.1.endif.endif.endif.us96.us.us.prol
  %lsr.iv465 = phi i64 [ %xtraiter257, %for.body.1.endif.endif.endif.us96.us.us.prol.preheader ], [ %lsr.iv.next466, %for.body.1.endif.endif.endif.us96.us.us.prol ]
  %lsr.iv463 = phi ptr [ %scevgep462, %for.body.1.endif.endif.endif.us96.us.us.prol.preheader ], [ %scevgep464, %for.body.1.endif.endif.endif.us96.us.us.prol ]
  %loop.index.189.us94.us.us.prol = phi i64 [ %.359.us99.us.us.prol, %for.body.1.endif.endif.endif.us96.us.us.prol ], [ %loop.index.189.us94.us.us.ph, %for.body.1.endif.endif.endif.us96.us.us.prol.preheader ]
  %.327.us104.us.us.prol = load float, ptr %lsr.iv463, align 4
  %.12.le.i24.prol = tail call float @llvm.sin.f32(float %.327.us104.us.us.prol)
  %86 = shl i64 %loop.index.189.us94.us.us.prol, 2
  %scevgep461 = getelementptr i8, ptr %.6.i, i64 %86
  store float %.12.le.i24.prol, ptr %scevgep461, align 4
  %.359.us99.us.us.prol = add nuw nsw i64 %loop.index.189.us94.us.us.prol, 1
  %scevgep464 = getelementptr i8, ptr %lsr.iv463, i64 %.40.fca.0.6.1.load
  %lsr.iv.next466 = add nsw i64 %lsr.iv465, -1
  %prol.iter259.cmp.not = icmp eq i64 %lsr.iv.next466, 0
  br i1 %prol.iter259.cmp.not, label %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us96.us.us.prol, !llvm.loop !35

for.body.1.endif.endif.endif.us96.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol, %for.body.1.endif.endif.endif.us96.us.us.preheader
  %loop.index.189.us94.us.us.unr = phi i64 [ %loop.index.189.us94.us.us.ph, %for.body.1.endif.endif.endif.us96.us.us.preheader ], [ %.359.us99.us.us.prol, %for.body.1.endif.endif.endif.us96.us.us.prol ]
  %87 = sub nsw i64 %loop.index.189.us94.us.us.ph, %.40.fca.0.5.1.load.fr
  %88 = icmp ugt i64 %87, -8
  br i1 %88, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us.preheader274

for.body.1.endif.endif.endif.us96.us.us.preheader274: ; preds = %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit
  %89 = mul i64 %loop.index.189.us94.us.us.unr, %.40.fca.0.6.1.load
  %scevgep451 = getelementptr i8, ptr %.40.fca.0.4.load, i64 %89
  %90 = shl i64 %.40.fca.0.6.1.load, 3
  br label %for.body.1.endif.endif.endif.us96.us.us

for.body.1.endif.endif.endif.us96.us.us:          ; preds = %for.body.1.endif.endif.endif.us96.us.us.preheader274, %for.body.1.endif.endif.endif.us96.us.us
  %lsr.iv452 = phi ptr [ %scevgep451, %for.body.1.endif.endif.endif.us96.us.us.preheader274 ], [ %scevgep453, %for.body.1.endif.endif.endif.us96.us.us ]
  %loop.index.189.us94.us.us = phi i64 [ %.359.us99.us.us.7, %for.body.1.endif.endif.endif.us96.us.us ], [ %loop.index.189.us94.us.us.unr, %for.body.1.endif.endif.endif.us96.us.us.preheader274 ]
  %.327.us104.us.us = load float, ptr %lsr.iv452, align 4
  %.12.le.i24 = tail call float @llvm.sin.f32(float %.327.us104.us.us)
  %sunkaddr545 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr546 = getelementptr i8, ptr %.6.i, i64 %sunkaddr545
  store float %.12.le.i24, ptr %sunkaddr546, align 4
  %scevgep454 = getelementptr i8, ptr %lsr.iv452, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.1 = load float, ptr %scevgep454, align 4
  %.12.le.i24.1 = tail call float @llvm.sin.f32(float %.327.us104.us.us.1)
  %sunkaddr547 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr548 = getelementptr i8, ptr %.6.i, i64 %sunkaddr547
  %sunkaddr549 = getelementptr i8, ptr %sunkaddr548, i64 4
  store float %.12.le.i24.1, ptr %sunkaddr549, align 4
  %scevgep455 = getelementptr i8, ptr %scevgep454, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.2 = load float, ptr %scevgep455, align 4
  %.12.le.i24.2 = tail call float @llvm.sin.f32(float %.327.us104.us.us.2)
  %sunkaddr550 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr551 = getelementptr i8, ptr %.6.i, i64 %sunkaddr550
  %sunkaddr552 = getelementptr i8, ptr %sunkaddr551, i64 8
  store float %.12.le.i24.2, ptr %sunkaddr552, align 4
  %scevgep456 = getelementptr i8, ptr %scevgep455, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.3 = load float, ptr %scevgep456, align 4
  %.12.le.i24.3 = tail call float @llvm.sin.f32(float %.327.us104.us.us.3)
  %sunkaddr553 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr554 = getelementptr i8, ptr %.6.i, i64 %sunkaddr553
  %sunkaddr555 = getelementptr i8, ptr %sunkaddr554, i64 12
  store float %.12.le.i24.3, ptr %sunkaddr555, align 4
  %scevgep457 = getelementptr i8, ptr %scevgep456, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.4 = load float, ptr %scevgep457, align 4
  %.12.le.i24.4 = tail call float @llvm.sin.f32(float %.327.us104.us.us.4)
  %sunkaddr556 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr557 = getelementptr i8, ptr %.6.i, i64 %sunkaddr556
  %sunkaddr558 = getelementptr i8, ptr %sunkaddr557, i64 16
  store float %.12.le.i24.4, ptr %sunkaddr558, align 4
  %scevgep458 = getelementptr i8, ptr %scevgep457, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.5 = load float, ptr %scevgep458, align 4
  %.12.le.i24.5 = tail call float @llvm.sin.f32(float %.327.us104.us.us.5)
  %sunkaddr559 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr560 = getelementptr i8, ptr %.6.i, i64 %sunkaddr559
  %sunkaddr561 = getelementptr i8, ptr %sunkaddr560, i64 20
  store float %.12.le.i24.5, ptr %sunkaddr561, align 4
  %scevgep459 = getelementptr i8, ptr %scevgep458, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.6 = load float, ptr %scevgep459, align 4
  %.12.le.i24.6 = tail call float @llvm.sin.f32(float %.327.us104.us.us.6)
  %sunkaddr562 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr563 = getelementptr i8, ptr %.6.i, i64 %sunkaddr562
  %sunkaddr564 = getelementptr i8, ptr %sunkaddr563, i64 24
  store float %.12.le.i24.6, ptr %sunkaddr564, align 4
  %scevgep460 = getelementptr i8, ptr %scevgep459, i64 %.40.fca.0.6.1.load
  %.327.us104.us.us.7 = load float, ptr %scevgep460, align 4
  %.12.le.i24.7 = tail call float @llvm.sin.f32(float %.327.us104.us.us.7)
  %sunkaddr565 = mul i64 %loop.index.189.us94.us.us, 4
  %sunkaddr566 = getelementptr i8, ptr %.6.i, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, ptr %sunkaddr566, i64 28
  store float %.12.le.i24.7, ptr %sunkaddr567, align 4
  %.359.us99.us.us.7 = add nuw nsw i64 %loop.index.189.us94.us.us, 8
  %scevgep453 = getelementptr i8, ptr %lsr.iv452, i64 %90
  %exitcond249.not.7 = icmp eq i64 %.40.fca.0.5.1.load.fr, %.359.us99.us.us.7
  br i1 %exitcond249.not.7, label %for.end, label %for.body.1.endif.endif.endif.us96.us.us, !llvm.loop !36

for.body.1.endif.endif.endif.us125:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.327.us123 = load float, ptr %.40.fca.0.4.load, align 4
  %.12.le.i25 = tail call float @llvm.sin.f32(float %.327.us123)
  store float %.12.le.i25, ptr %.6.i, align 4
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us137.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us96.us.us, %for.body.1.endif.endif.endif.us.us137.us.prol.loopexit, %for.body.1.endif.endif.endif.us96.us.us.prol.loopexit, %middle.block150, %middle.block126, %for.body.1.endif.endif.endif.us125, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.0.0.load)
  store float 0.000000e+00, ptr %.368, align 4
  %.376 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.368, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.221, i64 4, ptr %.6.i, i64 %.40.fca.0.5.0.load.fr, i64 %.40.fca.0.5.1.load.fr, i64 %.224, i64 4)
  %.386 = load float, ptr %.368, align 4
  %cond75 = icmp eq i32 %.376, 0
  br i1 %cond75, label %B128.i42, label %for.end.if.if, !prof !0

B128.i42:                                         ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.473 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr)
  %.474 = extractvalue { i64, i1 } %.473, 0
  %.475 = extractvalue { i64, i1 } %.473, 1
  %.477 = shl i64 %.40.fca.1.5.0.load.fr, 2
  %91 = add i64 %.474, %const543
  %.480 = icmp ult i64 %91, %const542
  %.481 = or i1 %.475, %.480
  br i1 %.481, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.if:                     ; preds = %B128.i42
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i42
  %.479 = shl nsw i64 %.474, 2
  %.7.i.i46 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.479, i32 32), !noalias !37
  %.8.i.i47 = icmp eq ptr %.7.i.i46, null
  br i1 %.8.i.i47, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i52 = getelementptr i8, ptr %.7.i.i46, i64 24
  %.6.i53 = load ptr, ptr %.5.i52, align 8
  %.559189 = icmp sgt i64 %.40.fca.1.5.1.load.fr, 0
  br i1 %.559189, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %for.end.endif.endif.endif.endif.endif
  %.562163 = icmp sgt i64 %.40.fca.1.5.0.load.fr, 0
  br i1 %.562163, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.564.not = icmp eq i64 %.40.fca.1.5.0.load.fr, 1
  br i1 %.564.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %92 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %92, label %iter.check, label %for.cond.3.preheader.us.us.us.preheader

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %93 = ptrtoint ptr %.6.i53 to i64
  %94 = ptrtoint ptr %.40.fca.1.4.load to i64
  %const = bitcast i64 9223372036854775800 to i64
  %95 = sub i64 %93, %94
  %min.iters.check181 = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %diff.check179 = icmp ult i64 %95, 256
  %or.cond = select i1 %min.iters.check181, i1 true, i1 %diff.check179
  %const_mat = add i64 %const, -56
  %n.vec188 = and i64 %.40.fca.1.5.0.load.fr, %const_mat
  %n.vec204 = and i64 %.40.fca.1.5.0.load.fr, %const
  %xtraiter260 = and i64 %.40.fca.1.5.0.load.fr, 7
  %scevgep375 = getelementptr i8, ptr %.6.i53, i64 192
  %96 = shl i64 %.40.fca.1.5.0.load.fr, 2
  %scevgep385 = getelementptr i8, ptr %.40.fca.1.4.load, i64 192
  br label %iter.check183

iter.check183:                                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us
  %lsr.iv398 = phi ptr [ %.40.fca.1.4.load, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep399, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv395 = phi ptr [ %.6.i53, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep396, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv386 = phi ptr [ %scevgep385, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep387, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv376 = phi ptr [ %scevgep375, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep377, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %loop.index.2192.us.us.us = phi i64 [ %.614.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  br i1 %or.cond, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check185

vector.main.loop.iter.check185:                   ; preds = %iter.check183
  %97 = icmp ult i64 %.40.fca.1.5.0.load.fr, 64
  br i1 %97, label %vec.epilog.ph202, label %vector.body189.preheader

vector.body189.preheader:                         ; preds = %vector.main.loop.iter.check185
  br label %vector.body189

vector.body189:                                   ; preds = %vector.body189.preheader, %vector.body189
  %index190 = phi i64 [ %index.next195, %vector.body189 ], [ 0, %vector.body189.preheader ]
  %98 = shl i64 %index190, 2
  %scevgep393 = getelementptr i8, ptr %lsr.iv386, i64 %98
  %scevgep394 = getelementptr i8, ptr %scevgep393, i64 -192
  %99 = shl i64 %index190, 2
  %scevgep391 = getelementptr i8, ptr %lsr.iv386, i64 %99
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 -128
  %100 = shl i64 %index190, 2
  %scevgep389 = getelementptr i8, ptr %lsr.iv386, i64 %100
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 -64
  %101 = shl i64 %index190, 2
  %scevgep388 = getelementptr i8, ptr %lsr.iv386, i64 %101
  %wide.load191 = load <16 x float>, ptr %scevgep394, align 4
  %wide.load192 = load <16 x float>, ptr %scevgep392, align 4
  %wide.load193 = load <16 x float>, ptr %scevgep390, align 4
  %wide.load194 = load <16 x float>, ptr %scevgep388, align 4
  %102 = fmul <16 x float> %wide.load191, %wide.load191
  %103 = fmul <16 x float> %wide.load192, %wide.load192
  %104 = fmul <16 x float> %wide.load193, %wide.load193
  %105 = fmul <16 x float> %wide.load194, %wide.load194
  %106 = fmul <16 x float> %102, splat (float 0x3FD3333340000000)
  %107 = fmul <16 x float> %103, splat (float 0x3FD3333340000000)
  %108 = fmul <16 x float> %104, splat (float 0x3FD3333340000000)
  %109 = fmul <16 x float> %105, splat (float 0x3FD3333340000000)
  %110 = shl i64 %index190, 2
  %scevgep383 = getelementptr i8, ptr %lsr.iv376, i64 %110
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 -192
  %111 = shl i64 %index190, 2
  %scevgep381 = getelementptr i8, ptr %lsr.iv376, i64 %111
  %scevgep382 = getelementptr i8, ptr %scevgep381, i64 -128
  %112 = shl i64 %index190, 2
  %scevgep379 = getelementptr i8, ptr %lsr.iv376, i64 %112
  %scevgep380 = getelementptr i8, ptr %scevgep379, i64 -64
  %113 = shl i64 %index190, 2
  %scevgep378 = getelementptr i8, ptr %lsr.iv376, i64 %113
  store <16 x float> %106, ptr %scevgep384, align 4
  store <16 x float> %107, ptr %scevgep382, align 4
  store <16 x float> %108, ptr %scevgep380, align 4
  store <16 x float> %109, ptr %scevgep378, align 4
  %index.next195 = add nuw i64 %index190, 64
  %114 = icmp eq i64 %n.vec188, %index.next195
  br i1 %114, label %middle.block196, label %vector.body189, !llvm.loop !44

middle.block196:                                  ; preds = %vector.body189
  %115 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec188
  br i1 %115, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check200

vec.epilog.iter.check200:                         ; preds = %middle.block196
  %116 = and i64 %.40.fca.1.5.0.load.fr, 56
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph202, !prof !45

vec.epilog.ph202:                                 ; preds = %vector.main.loop.iter.check185, %vec.epilog.iter.check200
  %vec.epilog.resume.val198 = phi i64 [ %n.vec188, %vec.epilog.iter.check200 ], [ 0, %vector.main.loop.iter.check185 ]
  br label %vec.epilog.vector.body205

vec.epilog.vector.body205:                        ; preds = %vec.epilog.vector.body205, %vec.epilog.ph202
  %index206 = phi i64 [ %vec.epilog.resume.val198, %vec.epilog.ph202 ], [ %index.next208, %vec.epilog.vector.body205 ]
  %118 = shl i64 %index206, 2
  %scevgep400 = getelementptr i8, ptr %lsr.iv398, i64 %118
  %wide.load207 = load <8 x float>, ptr %scevgep400, align 4
  %119 = fmul <8 x float> %wide.load207, %wide.load207
  %120 = fmul <8 x float> %119, splat (float 0x3FD3333340000000)
  %121 = shl i64 %index206, 2
  %scevgep397 = getelementptr i8, ptr %lsr.iv395, i64 %121
  store <8 x float> %120, ptr %scevgep397, align 4
  %index.next208 = add nuw i64 %index206, 8
  %122 = icmp eq i64 %n.vec204, %index.next208
  br i1 %122, label %vec.epilog.middle.block209, label %vec.epilog.vector.body205, !llvm.loop !46

vec.epilog.middle.block209:                       ; preds = %vec.epilog.vector.body205
  %123 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec204
  br i1 %123, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check183, %vec.epilog.iter.check200, %vec.epilog.middle.block209
  %loop.index.3166.us.us.us.us.us.ph = phi i64 [ 0, %iter.check183 ], [ %n.vec188, %vec.epilog.iter.check200 ], [ %n.vec204, %vec.epilog.middle.block209 ]
  %124 = icmp eq i64 %xtraiter260, 0
  br i1 %124, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv403 = phi i64 [ %xtraiter260, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next404, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3166.us.us.us.us.us.prol = phi i64 [ %.612.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3166.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %125 = shl i64 %loop.index.3166.us.us.us.us.us.prol, 2
  %scevgep402 = getelementptr i8, ptr %lsr.iv398, i64 %125
  %.580.us.us.us.us.us.prol = load float, ptr %scevgep402, align 4
  %.6.i54.prol = fmul float %.580.us.us.us.us.us.prol, %.580.us.us.us.us.us.prol
  %.7.i.prol = fmul float %.6.i54.prol, 0x3FD3333340000000
  %126 = shl i64 %loop.index.3166.us.us.us.us.us.prol, 2
  %scevgep401 = getelementptr i8, ptr %lsr.iv395, i64 %126
  store float %.7.i.prol, ptr %scevgep401, align 4
  %.612.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.3166.us.us.us.us.us.prol, 1
  %lsr.iv.next404 = add nsw i64 %lsr.iv403, -1
  %prol.iter262.cmp.not = icmp eq i64 %lsr.iv.next404, 0
  br i1 %prol.iter262.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !47

for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3166.us.us.us.us.us.unr = phi i64 [ %loop.index.3166.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader ], [ %.612.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.us.us.prol ]
  %127 = sub nsw i64 %loop.index.3166.us.us.us.us.us.ph, %.40.fca.1.5.0.load.fr
  %128 = icmp ugt i64 %127, -8
  br i1 %128, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us.preheader272

for.body.3.endif.endif.endif.us.us.us.us.us.preheader272: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us.preheader272, %for.body.3.endif.endif.endif.us.us.us.us.us
  %loop.index.3166.us.us.us.us.us = phi i64 [ %.612.us.us.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3166.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.us.us.preheader272 ]
  %129 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep422 = getelementptr i8, ptr %lsr.iv398, i64 %129
  %.580.us.us.us.us.us = load float, ptr %scevgep422, align 4
  %.6.i54 = fmul float %.580.us.us.us.us.us, %.580.us.us.us.us.us
  %.7.i = fmul float %.6.i54, 0x3FD3333340000000
  %130 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep407 = getelementptr i8, ptr %lsr.iv395, i64 %130
  store float %.7.i, ptr %scevgep407, align 4
  %scevgep423 = getelementptr i8, ptr %lsr.iv398, i64 %130
  %scevgep424 = getelementptr i8, ptr %scevgep423, i64 4
  %.580.us.us.us.us.us.1 = load float, ptr %scevgep424, align 4
  %.6.i54.1 = fmul float %.580.us.us.us.us.us.1, %.580.us.us.us.us.us.1
  %.7.i.1 = fmul float %.6.i54.1, 0x3FD3333340000000
  %131 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep410 = getelementptr i8, ptr %lsr.iv395, i64 %131
  %scevgep411 = getelementptr i8, ptr %scevgep410, i64 4
  store float %.7.i.1, ptr %scevgep411, align 4
  %scevgep425 = getelementptr i8, ptr %lsr.iv398, i64 %131
  %scevgep426 = getelementptr i8, ptr %scevgep425, i64 8
  %.580.us.us.us.us.us.2 = load float, ptr %scevgep426, align 4
  %.6.i54.2 = fmul float %.580.us.us.us.us.us.2, %.580.us.us.us.us.us.2
  %.7.i.2 = fmul float %.6.i54.2, 0x3FD3333340000000
  %132 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep412 = getelementptr i8, ptr %lsr.iv395, i64 %132
  %scevgep413 = getelementptr i8, ptr %scevgep412, i64 8
  store float %.7.i.2, ptr %scevgep413, align 4
  %scevgep427 = getelementptr i8, ptr %lsr.iv398, i64 %132
  %scevgep428 = getelementptr i8, ptr %scevgep427, i64 12
  %.580.us.us.us.us.us.3 = load float, ptr %scevgep428, align 4
  %.6.i54.3 = fmul float %.580.us.us.us.us.us.3, %.580.us.us.us.us.us.3
  %.7.i.3 = fmul float %.6.i54.3, 0x3FD3333340000000
  %133 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep414 = getelementptr i8, ptr %lsr.iv395, i64 %133
  %scevgep415 = getelementptr i8, ptr %scevgep414, i64 12
  store float %.7.i.3, ptr %scevgep415, align 4
  %scevgep429 = getelementptr i8, ptr %lsr.iv398, i64 %133
  %scevgep430 = getelementptr i8, ptr %scevgep429, i64 16
  %.580.us.us.us.us.us.4 = load float, ptr %scevgep430, align 4
  %.6.i54.4 = fmul float %.580.us.us.us.us.us.4, %.580.us.us.us.us.us.4
  %.7.i.4 = fmul float %.6.i54.4, 0x3FD3333340000000
  %134 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep405 = getelementptr i8, ptr %lsr.iv395, i64 %134
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 16
  store float %.7.i.4, ptr %scevgep406, align 4
  %scevgep431 = getelementptr i8, ptr %lsr.iv398, i64 %134
  %scevgep432 = getelementptr i8, ptr %scevgep431, i64 20
  %.580.us.us.us.us.us.5 = load float, ptr %scevgep432, align 4
  %.6.i54.5 = fmul float %.580.us.us.us.us.us.5, %.580.us.us.us.us.us.5
  %.7.i.5 = fmul float %.6.i54.5, 0x3FD3333340000000
  %135 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep418 = getelementptr i8, ptr %lsr.iv395, i64 %135
  %scevgep419 = getelementptr i8, ptr %scevgep418, i64 20
  store float %.7.i.5, ptr %scevgep419, align 4
  %scevgep433 = getelementptr i8, ptr %lsr.iv398, i64 %135
  %scevgep434 = getelementptr i8, ptr %scevgep433, i64 24
  %.580.us.us.us.us.us.6 = load float, ptr %scevgep434, align 4
  %.6.i54.6 = fmul float %.580.us.us.us.us.us.6, %.580.us.us.us.us.us.6
  %.7.i.6 = fmul float %.6.i54.6, 0x3FD3333340000000
  %136 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep416 = getelementptr i8, ptr %lsr.iv395, i64 %136
  %scevgep417 = getelementptr i8, ptr %scevgep416, i64 24
  store float %.7.i.6, ptr %scevgep417, align 4
  %scevgep420 = getelementptr i8, ptr %lsr.iv398, i64 %136
  %scevgep421 = getelementptr i8, ptr %scevgep420, i64 28
  %.580.us.us.us.us.us.7 = load float, ptr %scevgep421, align 4
  %.6.i54.7 = fmul float %.580.us.us.us.us.us.7, %.580.us.us.us.us.us.7
  %.7.i.7 = fmul float %.6.i54.7, 0x3FD3333340000000
  %137 = shl i64 %loop.index.3166.us.us.us.us.us, 2
  %scevgep408 = getelementptr i8, ptr %lsr.iv395, i64 %137
  %scevgep409 = getelementptr i8, ptr %scevgep408, i64 28
  store float %.7.i.7, ptr %scevgep409, align 4
  %.612.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3166.us.us.us.us.us, 8
  %exitcond261.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.612.us.us.us.us.us.7
  br i1 %exitcond261.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.us.us.us.us.us, !llvm.loop !48

for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.3.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block209, %middle.block196
  %.614.us.us.us = add nuw nsw i64 %loop.index.2192.us.us.us, 1
  %scevgep377 = getelementptr i8, ptr %lsr.iv376, i64 %96
  %scevgep387 = getelementptr i8, ptr %lsr.iv386, i64 %96
  %scevgep396 = getelementptr i8, ptr %lsr.iv395, i64 %96
  %scevgep399 = getelementptr i8, ptr %lsr.iv398, i64 %96
  %exitcond262.not = icmp eq i64 %.614.us.us.us, %.40.fca.1.5.1.load.fr
  br i1 %exitcond262.not, label %for.end.2, label %iter.check183

iter.check:                                       ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %138 = ptrtoint ptr %.6.i53 to i64
  %139 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check = icmp ult i64 %.40.fca.1.5.0.load.fr, 8
  %140 = sub i64 %138, %139
  %diff.check = icmp ult i64 %140, 256
  %or.cond248 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond248, label %for.body.3.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const536 = bitcast i64 9223372036854775800 to i64
  %min.iters.check107 = icmp ult i64 %.40.fca.1.5.0.load.fr, 64
  br i1 %min.iters.check107, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat537 = add i64 %const536, -56
  %n.vec = and i64 %.40.fca.1.5.0.load.fr, %const_mat537
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr568 = mul i64 %index, 4
  %sunkaddr569 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr568
  %wide.load = load <16 x float>, ptr %sunkaddr569, align 4
  %sunkaddr570 = mul i64 %index, 4
  %sunkaddr571 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 64
  %wide.load108 = load <16 x float>, ptr %sunkaddr572, align 4
  %sunkaddr573 = mul i64 %index, 4
  %sunkaddr574 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 128
  %wide.load109 = load <16 x float>, ptr %sunkaddr575, align 4
  %sunkaddr576 = mul i64 %index, 4
  %sunkaddr577 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 192
  %wide.load110 = load <16 x float>, ptr %sunkaddr578, align 4
  %141 = fmul <16 x float> %wide.load, %wide.load
  %142 = fmul <16 x float> %wide.load108, %wide.load108
  %143 = fmul <16 x float> %wide.load109, %wide.load109
  %144 = fmul <16 x float> %wide.load110, %wide.load110
  %145 = fmul <16 x float> %141, splat (float 0x3FD3333340000000)
  %146 = fmul <16 x float> %142, splat (float 0x3FD3333340000000)
  %147 = fmul <16 x float> %143, splat (float 0x3FD3333340000000)
  %148 = fmul <16 x float> %144, splat (float 0x3FD3333340000000)
  %sunkaddr579 = mul i64 %index, 4
  %sunkaddr580 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr579
  store <16 x float> %145, ptr %sunkaddr580, align 4
  %sunkaddr581 = mul i64 %index, 4
  %sunkaddr582 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, ptr %sunkaddr582, i64 64
  store <16 x float> %146, ptr %sunkaddr583, align 4
  %sunkaddr584 = mul i64 %index, 4
  %sunkaddr585 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, ptr %sunkaddr585, i64 128
  store <16 x float> %147, ptr %sunkaddr586, align 4
  %sunkaddr587 = mul i64 %index, 4
  %sunkaddr588 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, ptr %sunkaddr588, i64 192
  store <16 x float> %148, ptr %sunkaddr589, align 4
  %index.next = add nuw i64 %index, 64
  %149 = icmp eq i64 %n.vec, %index.next
  br i1 %149, label %middle.block, label %vector.body, !llvm.loop !49

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end.2, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %150 = and i64 %.40.fca.1.5.0.load.fr, 56
  %min.epilog.iters.check = icmp eq i64 %150, 0
  br i1 %min.epilog.iters.check, label %for.body.3.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph, !prof !45

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec112 = and i64 %.40.fca.1.5.0.load.fr, %const536
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index113 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next115, %vec.epilog.vector.body ]
  %151 = shl i64 %index113, 2
  %scevgep358 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %151
  %wide.load114 = load <8 x float>, ptr %scevgep358, align 4
  %152 = fmul <8 x float> %wide.load114, %wide.load114
  %153 = fmul <8 x float> %152, splat (float 0x3FD3333340000000)
  %154 = shl i64 %index113, 2
  %scevgep357 = getelementptr i8, ptr %.6.i53, i64 %154
  store <8 x float> %153, ptr %scevgep357, align 4
  %index.next115 = add nuw i64 %index113, 8
  %155 = icmp eq i64 %n.vec112, %index.next115
  br i1 %155, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n116 = icmp eq i64 %.40.fca.1.5.0.load.fr, %n.vec112
  br i1 %cmp.n116, label %for.end.2, label %for.body.3.endif.endif.endif.us.us.us.preheader

for.body.3.endif.endif.endif.us.us.us.preheader:  ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.3166.us.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec112, %vec.epilog.middle.block ]
  %xtraiter263 = and i64 %.40.fca.1.5.0.load.fr, 7
  %lcmp.mod264.not = icmp eq i64 %xtraiter263, 0
  br i1 %lcmp.mod264.not, label %for.body.3.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.us.prol

for.body.3.endif.endif.endif.us.us.us.prol:       ; preds = %for.body.3.endif.endif.endif.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.us.prol
  %lsr.iv355 = phi i64 [ %xtraiter263, %for.body.3.endif.endif.endif.us.us.us.prol.preheader ], [ %lsr.iv.next356, %for.body.3.endif.endif.endif.us.us.us.prol ]
  %loop.index.3166.us.us.us.prol = phi i64 [ %.612.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.prol ], [ %loop.index.3166.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.prol.preheader ]
  %156 = shl i64 %loop.index.3166.us.us.us.prol, 2
  %scevgep354 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %156
  %.580.us.us.us.prol = load float, ptr %scevgep354, align 4
  %.6.i55.prol = fmul float %.580.us.us.us.prol, %.580.us.us.us.prol
  %.7.i56.prol = fmul float %.6.i55.prol, 0x3FD3333340000000
  %157 = shl i64 %loop.index.3166.us.us.us.prol, 2
  %scevgep353 = getelementptr i8, ptr %.6.i53, i64 %157
  store float %.7.i56.prol, ptr %scevgep353, align 4
  %.612.us.us.us.prol = add nuw nsw i64 %loop.index.3166.us.us.us.prol, 1
  %lsr.iv.next356 = add nsw i64 %lsr.iv355, -1
  %prol.iter265.cmp.not = icmp eq i64 %lsr.iv.next356, 0
  br i1 %prol.iter265.cmp.not, label %for.body.3.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.us.prol, !llvm.loop !51

for.body.3.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.preheader
  %loop.index.3166.us.us.us.unr = phi i64 [ %loop.index.3166.us.us.us.ph, %for.body.3.endif.endif.endif.us.us.us.preheader ], [ %.612.us.us.us.prol, %for.body.3.endif.endif.endif.us.us.us.prol ]
  %158 = sub nsw i64 %loop.index.3166.us.us.us.ph, %.40.fca.1.5.0.load.fr
  %159 = icmp ugt i64 %158, -8
  br i1 %159, label %for.end.2, label %for.body.3.endif.endif.endif.us.us.us.preheader270

for.body.3.endif.endif.endif.us.us.us.preheader270: ; preds = %for.body.3.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us.us

for.body.3.endif.endif.endif.us.us.us:            ; preds = %for.body.3.endif.endif.endif.us.us.us.preheader270, %for.body.3.endif.endif.endif.us.us.us
  %loop.index.3166.us.us.us = phi i64 [ %.612.us.us.us.7, %for.body.3.endif.endif.endif.us.us.us ], [ %loop.index.3166.us.us.us.unr, %for.body.3.endif.endif.endif.us.us.us.preheader270 ]
  %sunkaddr590 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr591 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr590
  %.580.us.us.us = load float, ptr %sunkaddr591, align 4
  %.6.i55 = fmul float %.580.us.us.us, %.580.us.us.us
  %.7.i56 = fmul float %.6.i55, 0x3FD3333340000000
  %sunkaddr592 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr593 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr592
  store float %.7.i56, ptr %sunkaddr593, align 4
  %sunkaddr594 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr595 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, ptr %sunkaddr595, i64 4
  %.580.us.us.us.1 = load float, ptr %sunkaddr596, align 4
  %.6.i55.1 = fmul float %.580.us.us.us.1, %.580.us.us.us.1
  %.7.i56.1 = fmul float %.6.i55.1, 0x3FD3333340000000
  %sunkaddr597 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr598 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, ptr %sunkaddr598, i64 4
  store float %.7.i56.1, ptr %sunkaddr599, align 4
  %sunkaddr600 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr601 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, ptr %sunkaddr601, i64 8
  %.580.us.us.us.2 = load float, ptr %sunkaddr602, align 4
  %.6.i55.2 = fmul float %.580.us.us.us.2, %.580.us.us.us.2
  %.7.i56.2 = fmul float %.6.i55.2, 0x3FD3333340000000
  %sunkaddr603 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr604 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, ptr %sunkaddr604, i64 8
  store float %.7.i56.2, ptr %sunkaddr605, align 4
  %sunkaddr606 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr607 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, ptr %sunkaddr607, i64 12
  %.580.us.us.us.3 = load float, ptr %sunkaddr608, align 4
  %.6.i55.3 = fmul float %.580.us.us.us.3, %.580.us.us.us.3
  %.7.i56.3 = fmul float %.6.i55.3, 0x3FD3333340000000
  %sunkaddr609 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr610 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, ptr %sunkaddr610, i64 12
  store float %.7.i56.3, ptr %sunkaddr611, align 4
  %sunkaddr612 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr613 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, ptr %sunkaddr613, i64 16
  %.580.us.us.us.4 = load float, ptr %sunkaddr614, align 4
  %.6.i55.4 = fmul float %.580.us.us.us.4, %.580.us.us.us.4
  %.7.i56.4 = fmul float %.6.i55.4, 0x3FD3333340000000
  %sunkaddr615 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr616 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 16
  store float %.7.i56.4, ptr %sunkaddr617, align 4
  %sunkaddr618 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr619 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, ptr %sunkaddr619, i64 20
  %.580.us.us.us.5 = load float, ptr %sunkaddr620, align 4
  %.6.i55.5 = fmul float %.580.us.us.us.5, %.580.us.us.us.5
  %.7.i56.5 = fmul float %.6.i55.5, 0x3FD3333340000000
  %sunkaddr621 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr622 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 20
  store float %.7.i56.5, ptr %sunkaddr623, align 4
  %sunkaddr624 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr625 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, ptr %sunkaddr625, i64 24
  %.580.us.us.us.6 = load float, ptr %sunkaddr626, align 4
  %.6.i55.6 = fmul float %.580.us.us.us.6, %.580.us.us.us.6
  %.7.i56.6 = fmul float %.6.i55.6, 0x3FD3333340000000
  %sunkaddr627 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr628 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, ptr %sunkaddr628, i64 24
  store float %.7.i56.6, ptr %sunkaddr629, align 4
  %sunkaddr630 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr631 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, ptr %sunkaddr631, i64 28
  %.580.us.us.us.7 = load float, ptr %sunkaddr632, align 4
  %.6.i55.7 = fmul float %.580.us.us.us.7, %.580.us.us.us.7
  %.7.i56.7 = fmul float %.6.i55.7, 0x3FD3333340000000
  %sunkaddr633 = mul i64 %loop.index.3166.us.us.us, 4
  %sunkaddr634 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, ptr %sunkaddr634, i64 28
  store float %.7.i56.7, ptr %sunkaddr635, align 4
  %.612.us.us.us.7 = add nuw nsw i64 %loop.index.3166.us.us.us, 8
  %exitcond259.not.7 = icmp eq i64 %.40.fca.1.5.0.load.fr, %.612.us.us.us.7
  br i1 %exitcond259.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us.us.us, !llvm.loop !52

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %160 = icmp eq i64 %.40.fca.1.5.1.load.fr, 1
  br i1 %160, label %for.body.3.endif.endif.endif.us199, label %iter.check219

iter.check219:                                    ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %161 = ptrtoint ptr %.6.i53 to i64
  %162 = ptrtoint ptr %.40.fca.1.4.load to i64
  %min.iters.check217 = icmp ult i64 %.40.fca.1.5.1.load.fr, 8
  %163 = sub i64 %161, %162
  %diff.check215 = icmp ult i64 %163, 256
  %or.cond249 = select i1 %min.iters.check217, i1 true, i1 %diff.check215
  br i1 %or.cond249, label %for.body.3.endif.endif.endif.us173.us.us.preheader, label %vector.main.loop.iter.check221

vector.main.loop.iter.check221:                   ; preds = %iter.check219
  %const538 = bitcast i64 9223372036854775800 to i64
  %min.iters.check220 = icmp ult i64 %.40.fca.1.5.1.load.fr, 64
  br i1 %min.iters.check220, label %vec.epilog.ph238, label %vector.ph222

vector.ph222:                                     ; preds = %vector.main.loop.iter.check221
  %const_mat539 = add i64 %const538, -56
  %n.vec224 = and i64 %.40.fca.1.5.1.load.fr, %const_mat539
  br label %vector.body225

vector.body225:                                   ; preds = %vector.body225, %vector.ph222
  %index226 = phi i64 [ 0, %vector.ph222 ], [ %index.next231, %vector.body225 ]
  %sunkaddr636 = mul i64 %index226, 4
  %sunkaddr637 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr636
  %wide.load227 = load <16 x float>, ptr %sunkaddr637, align 4
  %sunkaddr638 = mul i64 %index226, 4
  %sunkaddr639 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, ptr %sunkaddr639, i64 64
  %wide.load228 = load <16 x float>, ptr %sunkaddr640, align 4
  %sunkaddr641 = mul i64 %index226, 4
  %sunkaddr642 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, ptr %sunkaddr642, i64 128
  %wide.load229 = load <16 x float>, ptr %sunkaddr643, align 4
  %sunkaddr644 = mul i64 %index226, 4
  %sunkaddr645 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, ptr %sunkaddr645, i64 192
  %wide.load230 = load <16 x float>, ptr %sunkaddr646, align 4
  %164 = fmul <16 x float> %wide.load227, %wide.load227
  %165 = fmul <16 x float> %wide.load228, %wide.load228
  %166 = fmul <16 x float> %wide.load229, %wide.load229
  %167 = fmul <16 x float> %wide.load230, %wide.load230
  %168 = fmul <16 x float> %164, splat (float 0x3FD3333340000000)
  %169 = fmul <16 x float> %165, splat (float 0x3FD3333340000000)
  %170 = fmul <16 x float> %166, splat (float 0x3FD3333340000000)
  %171 = fmul <16 x float> %167, splat (float 0x3FD3333340000000)
  %sunkaddr647 = mul i64 %index226, 4
  %sunkaddr648 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr647
  store <16 x float> %168, ptr %sunkaddr648, align 4
  %sunkaddr649 = mul i64 %index226, 4
  %sunkaddr650 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, ptr %sunkaddr650, i64 64
  store <16 x float> %169, ptr %sunkaddr651, align 4
  %sunkaddr652 = mul i64 %index226, 4
  %sunkaddr653 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, ptr %sunkaddr653, i64 128
  store <16 x float> %170, ptr %sunkaddr654, align 4
  %sunkaddr655 = mul i64 %index226, 4
  %sunkaddr656 = getelementptr i8, ptr %.6.i53, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, ptr %sunkaddr656, i64 192
  store <16 x float> %171, ptr %sunkaddr657, align 4
  %index.next231 = add nuw i64 %index226, 64
  %172 = icmp eq i64 %n.vec224, %index.next231
  br i1 %172, label %middle.block232, label %vector.body225, !llvm.loop !53

middle.block232:                                  ; preds = %vector.body225
  %cmp.n233 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec224
  br i1 %cmp.n233, label %for.end.2, label %vec.epilog.iter.check236

vec.epilog.iter.check236:                         ; preds = %middle.block232
  %173 = and i64 %.40.fca.1.5.1.load.fr, 56
  %min.epilog.iters.check237 = icmp eq i64 %173, 0
  br i1 %min.epilog.iters.check237, label %for.body.3.endif.endif.endif.us173.us.us.preheader, label %vec.epilog.ph238, !prof !45

vec.epilog.ph238:                                 ; preds = %vector.main.loop.iter.check221, %vec.epilog.iter.check236
  %vec.epilog.resume.val234 = phi i64 [ %n.vec224, %vec.epilog.iter.check236 ], [ 0, %vector.main.loop.iter.check221 ]
  %n.vec240 = and i64 %.40.fca.1.5.1.load.fr, %const538
  br label %vec.epilog.vector.body241

vec.epilog.vector.body241:                        ; preds = %vec.epilog.vector.body241, %vec.epilog.ph238
  %index242 = phi i64 [ %vec.epilog.resume.val234, %vec.epilog.ph238 ], [ %index.next244, %vec.epilog.vector.body241 ]
  %174 = shl i64 %index242, 2
  %scevgep304 = getelementptr i8, ptr %.6.i53, i64 %174
  %175 = shl i64 %index242, 2
  %scevgep303 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %175
  %wide.load243 = load <8 x float>, ptr %scevgep303, align 4
  %176 = fmul <8 x float> %wide.load243, %wide.load243
  %177 = fmul <8 x float> %176, splat (float 0x3FD3333340000000)
  store <8 x float> %177, ptr %scevgep304, align 4
  %index.next244 = add nuw i64 %index242, 8
  %178 = icmp eq i64 %n.vec240, %index.next244
  br i1 %178, label %vec.epilog.middle.block245, label %vec.epilog.vector.body241, !llvm.loop !54

vec.epilog.middle.block245:                       ; preds = %vec.epilog.vector.body241
  %cmp.n246 = icmp eq i64 %.40.fca.1.5.1.load.fr, %n.vec240
  br i1 %cmp.n246, label %for.end.2, label %for.body.3.endif.endif.endif.us173.us.us.preheader

for.body.3.endif.endif.endif.us173.us.us.preheader: ; preds = %vec.epilog.middle.block245, %vec.epilog.iter.check236, %iter.check219
  %loop.index.2192.us.us215.ph = phi i64 [ 0, %iter.check219 ], [ %n.vec224, %vec.epilog.iter.check236 ], [ %n.vec240, %vec.epilog.middle.block245 ]
  %xtraiter266 = and i64 %.40.fca.1.5.1.load.fr, 7
  %lcmp.mod267.not = icmp eq i64 %xtraiter266, 0
  br i1 %lcmp.mod267.not, label %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us173.us.us.prol.preheader

for.body.3.endif.endif.endif.us173.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us173.us.us.preheader
  %179 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2192.us.us215.ph
  %180 = shl i64 %179, 2
  %181 = shl i64 %.40.fca.1.5.0.load.fr, 2
  %182 = sub i64 0, %xtraiter266
  br label %for.body.3.endif.endif.endif.us173.us.us.prol

for.body.3.endif.endif.endif.us173.us.us.prol:    ; preds = %for.body.3.endif.endif.endif.us173.us.us.prol.preheader, %for.body.3.endif.endif.endif.us173.us.us.prol
  %lsr.iv299 = phi i64 [ %180, %for.body.3.endif.endif.endif.us173.us.us.prol.preheader ], [ %lsr.iv.next300, %for.body.3.endif.endif.endif.us173.us.us.prol ]
  %lsr.iv297 = phi i64 [ 0, %for.body.3.endif.endif.endif.us173.us.us.prol.preheader ], [ %lsr.iv.next298, %for.body.3.endif.endif.endif.us173.us.us.prol ]
  %scevgep302 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv299
  %scevgep301 = getelementptr i8, ptr %.6.i53, i64 %lsr.iv299
  %.580.us181.us.us.prol = load float, ptr %scevgep302, align 4
  %.6.i57.prol = fmul float %.580.us181.us.us.prol, %.580.us181.us.us.prol
  %.7.i58.prol = fmul float %.6.i57.prol, 0x3FD3333340000000
  store float %.7.i58.prol, ptr %scevgep301, align 4
  %lsr.iv.next298 = add nsw i64 %lsr.iv297, -1
  %lsr.iv.next300 = add i64 %lsr.iv299, %181
  %prol.iter268.cmp.not = icmp eq i64 %182, %lsr.iv.next298
  br i1 %prol.iter268.cmp.not, label %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit.loopexit, label %for.body.3.endif.endif.endif.us173.us.us.prol, !llvm.loop !55

for.body.3.endif.endif.endif.us173.us.us.prol.loopexit.loopexit: ; preds = %for.body.3.endif.endif.endif.us173.us.us.prol
  %183 = sub i64 %loop.index.2192.us.us215.ph, %lsr.iv.next298
  br label %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit

for.body.3.endif.endif.endif.us173.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit.loopexit, %for.body.3.endif.endif.endif.us173.us.us.preheader
  %loop.index.2192.us.us215.unr = phi i64 [ %loop.index.2192.us.us215.ph, %for.body.3.endif.endif.endif.us173.us.us.preheader ], [ %183, %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit.loopexit ]
  %184 = sub nsw i64 %loop.index.2192.us.us215.ph, %.40.fca.1.5.1.load.fr
  %185 = icmp ugt i64 %184, -8
  br i1 %185, label %for.end.2, label %for.body.3.endif.endif.endif.us173.us.us.preheader269

for.body.3.endif.endif.endif.us173.us.us.preheader269: ; preds = %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit
  %186 = sub i64 %.40.fca.1.5.1.load.fr, %loop.index.2192.us.us215.unr
  %187 = mul i64 %.40.fca.1.5.0.load.fr, %loop.index.2192.us.us215.unr
  %188 = shl i64 %187, 2
  %189 = shl i64 %.40.fca.1.5.0.load.fr, 5
  %190 = shl i64 %.40.fca.1.5.0.load.fr, 2
  br label %for.body.3.endif.endif.endif.us173.us.us

for.body.3.endif.endif.endif.us173.us.us:         ; preds = %for.body.3.endif.endif.endif.us173.us.us.preheader269, %for.body.3.endif.endif.endif.us173.us.us
  %lsr.iv279 = phi i64 [ %188, %for.body.3.endif.endif.endif.us173.us.us.preheader269 ], [ %lsr.iv.next280, %for.body.3.endif.endif.endif.us173.us.us ]
  %lsr.iv = phi i64 [ %186, %for.body.3.endif.endif.endif.us173.us.us.preheader269 ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.us173.us.us ]
  %scevgep281 = getelementptr i8, ptr %.40.fca.1.4.load, i64 %lsr.iv279
  %scevgep282 = getelementptr i8, ptr %.6.i53, i64 %lsr.iv279
  %.580.us181.us.us = load float, ptr %scevgep281, align 4
  %.6.i57 = fmul float %.580.us181.us.us, %.580.us181.us.us
  %.7.i58 = fmul float %.6.i57, 0x3FD3333340000000
  store float %.7.i58, ptr %scevgep282, align 4
  %scevgep283 = getelementptr i8, ptr %scevgep281, i64 %190
  %sunkaddr674 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr675 = getelementptr i8, ptr %scevgep281, i64 %sunkaddr674
  %.580.us181.us.us.1 = load float, ptr %sunkaddr675, align 4
  %.6.i57.1 = fmul float %.580.us181.us.us.1, %.580.us181.us.us.1
  %.7.i58.1 = fmul float %.6.i57.1, 0x3FD3333340000000
  %scevgep290 = getelementptr i8, ptr %scevgep282, i64 %190
  %sunkaddr676 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr677 = getelementptr i8, ptr %scevgep282, i64 %sunkaddr676
  store float %.7.i58.1, ptr %sunkaddr677, align 4
  %scevgep284 = getelementptr i8, ptr %scevgep283, i64 %190
  %sunkaddr678 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr679 = getelementptr i8, ptr %scevgep281, i64 %sunkaddr678
  %.580.us181.us.us.2 = load float, ptr %sunkaddr679, align 4
  %.6.i57.2 = fmul float %.580.us181.us.us.2, %.580.us181.us.us.2
  %.7.i58.2 = fmul float %.6.i57.2, 0x3FD3333340000000
  %scevgep291 = getelementptr i8, ptr %scevgep290, i64 %190
  %sunkaddr680 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr681 = getelementptr i8, ptr %scevgep282, i64 %sunkaddr680
  store float %.7.i58.2, ptr %sunkaddr681, align 4
  %scevgep285 = getelementptr i8, ptr %scevgep284, i64 %190
  %sunkaddr682 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr683 = getelementptr i8, ptr %scevgep284, i64 %sunkaddr682
  %.580.us181.us.us.3 = load float, ptr %sunkaddr683, align 4
  %.6.i57.3 = fmul float %.580.us181.us.us.3, %.580.us181.us.us.3
  %.7.i58.3 = fmul float %.6.i57.3, 0x3FD3333340000000
  %scevgep292 = getelementptr i8, ptr %scevgep291, i64 %190
  %sunkaddr684 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr685 = getelementptr i8, ptr %scevgep291, i64 %sunkaddr684
  store float %.7.i58.3, ptr %sunkaddr685, align 4
  %scevgep286 = getelementptr i8, ptr %scevgep285, i64 %190
  %sunkaddr686 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr687 = getelementptr i8, ptr %scevgep284, i64 %sunkaddr686
  %.580.us181.us.us.4 = load float, ptr %sunkaddr687, align 4
  %.6.i57.4 = fmul float %.580.us181.us.us.4, %.580.us181.us.us.4
  %.7.i58.4 = fmul float %.6.i57.4, 0x3FD3333340000000
  %scevgep293 = getelementptr i8, ptr %scevgep292, i64 %190
  %sunkaddr688 = mul i64 %.40.fca.1.5.0.load.fr, 8
  %sunkaddr689 = getelementptr i8, ptr %scevgep291, i64 %sunkaddr688
  store float %.7.i58.4, ptr %sunkaddr689, align 4
  %scevgep287 = getelementptr i8, ptr %scevgep286, i64 %190
  %sunkaddr690 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr691 = getelementptr i8, ptr %scevgep286, i64 %sunkaddr690
  %.580.us181.us.us.5 = load float, ptr %sunkaddr691, align 4
  %.6.i57.5 = fmul float %.580.us181.us.us.5, %.580.us181.us.us.5
  %.7.i58.5 = fmul float %.6.i57.5, 0x3FD3333340000000
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 %190
  %sunkaddr692 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr693 = getelementptr i8, ptr %scevgep293, i64 %sunkaddr692
  store float %.7.i58.5, ptr %sunkaddr693, align 4
  %scevgep288 = getelementptr i8, ptr %scevgep287, i64 %190
  %sunkaddr694 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr695 = getelementptr i8, ptr %scevgep287, i64 %sunkaddr694
  %.580.us181.us.us.6 = load float, ptr %sunkaddr695, align 4
  %.6.i57.6 = fmul float %.580.us181.us.us.6, %.580.us181.us.us.6
  %.7.i58.6 = fmul float %.6.i57.6, 0x3FD3333340000000
  %scevgep295 = getelementptr i8, ptr %scevgep294, i64 %190
  %sunkaddr696 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr697 = getelementptr i8, ptr %scevgep294, i64 %sunkaddr696
  store float %.7.i58.6, ptr %sunkaddr697, align 4
  %sunkaddr658 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr659 = getelementptr i8, ptr %scevgep288, i64 %sunkaddr658
  %.580.us181.us.us.7 = load float, ptr %sunkaddr659, align 4
  %.6.i57.7 = fmul float %.580.us181.us.us.7, %.580.us181.us.us.7
  %.7.i58.7 = fmul float %.6.i57.7, 0x3FD3333340000000
  %sunkaddr660 = mul i64 %.40.fca.1.5.0.load.fr, 4
  %sunkaddr661 = getelementptr i8, ptr %scevgep295, i64 %sunkaddr660
  store float %.7.i58.7, ptr %sunkaddr661, align 4
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next280 = add i64 %lsr.iv279, %189
  %exitcond258.not.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond258.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.us173.us.us, !llvm.loop !56

for.body.3.endif.endif.endif.us199:               ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.580.us197 = load float, ptr %.40.fca.1.4.load, align 4
  %.6.i59 = fmul float %.580.us197, %.580.us197
  %.7.i60 = fmul float %.6.i59, 0x3FD3333340000000
  store float %.7.i60, ptr %.6.i53, align 4
  br label %for.end.2

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, %for.body.3.endif.endif.endif.us.us.us, %for.body.3.endif.endif.endif.us173.us.us, %for.body.3.endif.endif.endif.us.us.us.prol.loopexit, %for.body.3.endif.endif.endif.us173.us.us.prol.loopexit, %vec.epilog.middle.block, %middle.block, %middle.block232, %vec.epilog.middle.block245, %for.body.3.endif.endif.endif.us199, %for.cond.3.preheader.lr.ph, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.40.fca.1.0.load)
  store float 0.000000e+00, ptr %.621, align 4
  %.629 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.621, ptr nonnull %excinfo.9, ptr nonnull %.7.i.i46, ptr null, i64 %.474, i64 4, ptr %.6.i53, i64 %.40.fca.1.5.0.load.fr, i64 %.40.fca.1.5.1.load.fr, i64 4, i64 %.477)
  %cond76 = icmp eq i32 %.629, 0
  br i1 %cond76, label %for.end.2.endif, label %for.end.2.if.if, !prof !0

for.end.2.endif:                                  ; preds = %for.end.2
  %.639 = load float, ptr %.621, align 4
  tail call void @NRT_decref(ptr nonnull %.7.i.i46)
  %.654 = fadd float %.386, %.639
  %.655 = fpext float %.654 to double
  store double %.655, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.qr_f32, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 4
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
  %.51 = call i32 @_ZN7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 4, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #3
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

define double @cfunc._ZN7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels6qr_f32B3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg7qr_impl12_3clocals_3e7qr_implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  %.179.i = getelementptr float, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !1
  %.262.i = load float, ptr %.179.i, align 4, !noalias !57
  %.271.le.i = fsub float %.262.i, %.262.i
  %.272.le.i = fcmp ord float %.271.le.i, 0.000000e+00
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
  %0 = add i64 %.51.i.i, -2305843009213693952
  %.57.i.i = icmp ult i64 %0, -4611686018427387904
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B390.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !1

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B390
  %.56.i.i = shl nsw i64 %.51.i.i, 2
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !61
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
  %1 = shl i64 %.665757759, 2
  %scevgep254 = getelementptr i8, ptr %lsr.iv228, i64 %1
  %.749 = load float, ptr %scevgep254, align 4
  %scevgep239 = getelementptr i8, ptr %lsr.iv225, i64 %1
  store float %.749, ptr %scevgep239, align 4
  %scevgep256 = getelementptr i8, ptr %scevgep254, i64 4
  %.749.1 = load float, ptr %scevgep256, align 4
  %2 = shl i64 %.665757759, 2
  %scevgep94 = getelementptr i8, ptr %lsr.iv225, i64 %2
  %scevgep95 = getelementptr i8, ptr %scevgep94, i64 4
  store float %.749.1, ptr %scevgep95, align 4
  %3 = shl i64 %.665757759, 2
  %scevgep75 = getelementptr i8, ptr %lsr.iv228, i64 %3
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 8
  %.749.2 = load float, ptr %scevgep76, align 4
  %scevgep96 = getelementptr i8, ptr %lsr.iv225, i64 %3
  %scevgep97 = getelementptr i8, ptr %scevgep96, i64 8
  store float %.749.2, ptr %scevgep97, align 4
  %4 = shl i64 %.665757759, 2
  %scevgep77 = getelementptr i8, ptr %lsr.iv228, i64 %4
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 12
  %.749.3 = load float, ptr %scevgep78, align 4
  %scevgep98 = getelementptr i8, ptr %lsr.iv225, i64 %4
  %scevgep99 = getelementptr i8, ptr %scevgep98, i64 12
  store float %.749.3, ptr %scevgep99, align 4
  %5 = shl i64 %.665757759, 2
  %scevgep79 = getelementptr i8, ptr %lsr.iv228, i64 %5
  %scevgep80 = getelementptr i8, ptr %scevgep79, i64 16
  %.749.4 = load float, ptr %scevgep80, align 4
  %scevgep85 = getelementptr i8, ptr %lsr.iv225, i64 %5
  %scevgep86 = getelementptr i8, ptr %scevgep85, i64 16
  store float %.749.4, ptr %scevgep86, align 4
  %6 = shl i64 %.665757759, 2
  %scevgep81 = getelementptr i8, ptr %lsr.iv228, i64 %6
  %scevgep82 = getelementptr i8, ptr %scevgep81, i64 20
  %.749.5 = load float, ptr %scevgep82, align 4
  %scevgep100 = getelementptr i8, ptr %lsr.iv225, i64 %6
  %scevgep101 = getelementptr i8, ptr %scevgep100, i64 20
  store float %.749.5, ptr %scevgep101, align 4
  %7 = shl i64 %.665757759, 2
  %scevgep83 = getelementptr i8, ptr %lsr.iv228, i64 %7
  %scevgep84 = getelementptr i8, ptr %scevgep83, i64 24
  %.749.6 = load float, ptr %scevgep84, align 4
  %scevgep89 = getelementptr i8, ptr %lsr.iv225, i64 %7
  %scevgep90 = getelementptr i8, ptr %scevgep89, i64 24
  store float %.749.6, ptr %scevgep90, align 4
  %.672.7 = add nuw nsw i64 %.665757759, 8
  %8 = shl i64 %.665757759, 2
  %scevgep73 = getelementptr i8, ptr %lsr.iv228, i64 %8
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 28
  %.749.7 = load float, ptr %scevgep74, align 4
  %scevgep87 = getelementptr i8, ptr %lsr.iv225, i64 %8
  %scevgep88 = getelementptr i8, ptr %scevgep87, i64 28
  store float %.749.7, ptr %scevgep88, align 4
  %exitcond.not.7 = icmp eq i64 %indvars.iv, %.672.7
  br i1 %exitcond.not.7, label %B488.loopexit, label %B530, !llvm.loop !74

B670:                                             ; preds = %B632.B598.loopexit_crit_edge.us, %B566.endif
  %.1236 = tail call i32 @numba_ez_xxgqr(i8 115, i64 %arg.a.5.0, i64 %.13.i13, i64 %.13.i13, ptr nonnull %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.1236, 0
  br i1 %.9.not.i, label %B670.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B670
  %.13.i = icmp slt i32 %.1236, 0
  br i1 %.13.i, label %B28.i, label %B670.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !75
  br label %B670.if.if

B144.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !79
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !79
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !79
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !79
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.if.if, !prof !0

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.if.if:                                 ; preds = %B144.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !79
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
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !79
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !79
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !79
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !79
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !79
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !79
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !79
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !79
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !79
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !79
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.13.i13 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  %.15.i = icmp slt i64 %.13.i13, 0
  br i1 %.15.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.i14, !prof !1

B0.endif.endif.i14:                               ; preds = %B144.endif.endif.endif
  %const = bitcast i64 2305843009213693888 to i64
  %const_mat102 = add i64 %const, 63
  %.31.i = icmp samesign ugt i64 %.13.i13, %const_mat102
  br i1 %.31.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i14
  %.30.i = shl i64 %.13.i13, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !83
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B144.endif.endif.endif.if.if, label %B144.endif.endif.endif.endif, !prof !1

B144.endif.endif.endif.endif:                     ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !93
  %.294 = tail call i32 @numba_ez_geqrf(i8 115, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
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
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !94
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !95
  %9 = add nuw i64 %.30.i, 4
  %10 = shl i64 %.45.fca.5.0.load.i, 2
  %11 = add i64 %10, 4
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
  %12 = lshr i64 %indvars.iv, 3
  %13 = shl nuw nsw i64 %12, 3
  %14 = lshr i64 %indvars.iv, 6
  %15 = shl nuw nsw i64 %14, 6
  %16 = and i64 %indvars.iv, 7
  %min.iters.check = icmp samesign ult i64 %indvars.iv, 8
  br i1 %min.iters.check, label %B530.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %17 = mul i64 %.543763769, %11
  %18 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %17
  %scevgep93 = getelementptr i8, ptr %18, i64 4
  %19 = mul i64 %.543763769, %10
  %scevgep92 = getelementptr i8, ptr %.45.fca.4.load.i, i64 %19
  %20 = mul i64 %.543763769, %9
  %21 = getelementptr i8, ptr %.6.i.i.i, i64 %20
  %scevgep91 = getelementptr i8, ptr %21, i64 4
  %22 = mul i64 %.543763769, %.30.i
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %22
  %bound0 = icmp ult ptr %scevgep, %scevgep93
  %bound1 = icmp ult ptr %scevgep92, %scevgep91
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B530.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check94 = icmp samesign ult i64 %indvars.iv, 64
  br i1 %min.iters.check94, label %vec.epilog.vector.body.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.main.loop.iter.check
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %23 = shl i64 %index, 2
  %scevgep223 = getelementptr i8, ptr %lsr.iv216, i64 %23
  %scevgep224 = getelementptr i8, ptr %scevgep223, i64 -192
  %scevgep222 = getelementptr i8, ptr %scevgep223, i64 -128
  %scevgep220 = getelementptr i8, ptr %scevgep223, i64 -64
  %wide.load = load <16 x float>, ptr %scevgep224, align 4, !alias.scope !98
  %wide.load95 = load <16 x float>, ptr %scevgep222, align 4, !alias.scope !98
  %wide.load96 = load <16 x float>, ptr %scevgep220, align 4, !alias.scope !98
  %wide.load97 = load <16 x float>, ptr %scevgep223, align 4, !alias.scope !98
  %24 = shl i64 %index, 2
  %scevgep69 = getelementptr i8, ptr %lsr.iv206, i64 %24
  %scevgep72 = getelementptr i8, ptr %scevgep69, i64 -192
  %scevgep71 = getelementptr i8, ptr %scevgep69, i64 -128
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 -64
  store <16 x float> %wide.load, ptr %scevgep72, align 4, !alias.scope !101, !noalias !98
  store <16 x float> %wide.load95, ptr %scevgep71, align 4, !alias.scope !101, !noalias !98
  store <16 x float> %wide.load96, ptr %scevgep70, align 4, !alias.scope !101, !noalias !98
  store <16 x float> %wide.load97, ptr %scevgep69, align 4, !alias.scope !101, !noalias !98
  %index.next = add nuw i64 %index, 64
  %25 = icmp eq i64 %15, %index.next
  br i1 %25, label %middle.block, label %vector.body, !llvm.loop !103

middle.block:                                     ; preds = %vector.body
  %const_mat104 = add i64 %const103, 192
  %n.vec = and i64 %indvars.iv, %const_mat104
  %cmp.n = icmp eq i64 %indvars.iv, %n.vec
  br i1 %cmp.n, label %B488.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %26 = and i64 %indvars.iv, 56
  %min.epilog.iters.check = icmp eq i64 %26, 0
  br i1 %min.epilog.iters.check, label %B530.preheader, label %vec.epilog.vector.body.preheader, !prof !45

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index100.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index100 = phi i64 [ %index.next102, %vec.epilog.vector.body ], [ %index100.ph, %vec.epilog.vector.body.preheader ]
  %27 = shl i64 %index100, 2
  %scevgep230 = getelementptr i8, ptr %lsr.iv228, i64 %27
  %wide.load101 = load <8 x float>, ptr %scevgep230, align 4, !alias.scope !98
  %scevgep227 = getelementptr i8, ptr %lsr.iv225, i64 %27
  store <8 x float> %wide.load101, ptr %scevgep227, align 4, !alias.scope !101, !noalias !98
  %index.next102 = add nuw i64 %index100, 8
  %28 = icmp eq i64 %13, %index.next102
  br i1 %28, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !104

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %const_mat105 = add i64 %const103, 248
  %n.vec99 = and i64 %indvars.iv, %const_mat105
  %cmp.n103 = icmp eq i64 %indvars.iv, %n.vec99
  br i1 %cmp.n103, label %B488.loopexit, label %B530.preheader

B530.preheader:                                   ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %.665757759.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec99, %vec.epilog.middle.block ]
  %29 = sub nsw i64 %.543763769, %.665757759.ph
  %lcmp.mod.not = icmp eq i64 %16, 0
  br i1 %lcmp.mod.not, label %B530.prol.loopexit, label %B530.prol.preheader

B530.prol.preheader:                              ; preds = %B530.preheader
  br label %B530.prol

B530.prol:                                        ; preds = %B530.prol.preheader, %B530.prol
  %lsr.iv235 = phi i64 [ %lsr.iv.next236, %B530.prol ], [ %16, %B530.prol.preheader ]
  %.665757759.prol = phi i64 [ %.672.prol, %B530.prol ], [ %.665757759.ph, %B530.prol.preheader ]
  %.672.prol = add nuw nsw i64 %.665757759.prol, 1
  %30 = shl i64 %.665757759.prol, 2
  %scevgep232 = getelementptr i8, ptr %lsr.iv228, i64 %30
  %.749.prol = load float, ptr %scevgep232, align 4
  %scevgep231 = getelementptr i8, ptr %lsr.iv225, i64 %30
  store float %.749.prol, ptr %scevgep231, align 4
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
  %const_mat = add i64 %const, 56
  %n.vec130 = and i64 %.13.i13, %const_mat
  %xtraiter138 = and i64 %.13.i13, 7
  %32 = and i64 %.30.i, %const103
  %scevgep16 = getelementptr i8, ptr %.6.i.i.i, i64 192
  %33 = shl i64 %.13.i13, 2
  %scevgep22 = getelementptr i8, ptr %.45.fca.4.load.i, i64 192
  %34 = shl i64 %.45.fca.5.0.load.i, 2
  %35 = shl i64 %.13.i13, 2
  %36 = shl i64 %.45.fca.5.0.load.i, 2
  %37 = shl i64 %.13.i13, 2
  %38 = shl i64 %.45.fca.5.0.load.i, 2
  %scevgep36 = getelementptr i8, ptr %.6.i.i.i, i64 28
  %39 = shl i64 %.13.i13, 2
  %scevgep53 = getelementptr i8, ptr %.45.fca.4.load.i, i64 28
  %40 = shl i64 %.45.fca.5.0.load.i, 2
  br label %iter.check109

iter.check109:                                    ; preds = %B632.B598.loopexit_crit_edge.us, %B600.endif.us.preheader
  %.901782790.us = phi i64 [ %.911.us, %B632.B598.loopexit_crit_edge.us ], [ %.859, %B600.endif.us.preheader ]
  %.908783789.us = phi i64 [ %.915.us, %B632.B598.loopexit_crit_edge.us ], [ %.13.i13, %B600.endif.us.preheader ]
  %41 = icmp ult i64 %.13.i13, 8
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
  %49 = icmp ult i64 %.13.i13, 64
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
  %wide.load117 = load <16 x float>, ptr %scevgep27, align 4
  %wide.load118 = load <16 x float>, ptr %scevgep26, align 4
  %wide.load119 = load <16 x float>, ptr %scevgep25, align 4
  %wide.load120 = load <16 x float>, ptr %scevgep24, align 4
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %lsr.iv
  %scevgep21 = getelementptr i8, ptr %scevgep18, i64 -192
  %scevgep20 = getelementptr i8, ptr %scevgep18, i64 -128
  %scevgep19 = getelementptr i8, ptr %scevgep18, i64 -64
  store <16 x float> %wide.load117, ptr %scevgep21, align 4
  store <16 x float> %wide.load118, ptr %scevgep20, align 4
  store <16 x float> %wide.load119, ptr %scevgep19, align 4
  store <16 x float> %wide.load120, ptr %scevgep18, align 4
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %54 = icmp eq i64 %32, %lsr.iv.next
  br i1 %54, label %middle.block122, label %vector.body115, !llvm.loop !106

middle.block122:                                  ; preds = %vector.body115
  %55 = icmp eq i64 %.13.i13, %n.vec114
  br i1 %55, label %B632.B598.loopexit_crit_edge.us, label %vec.epilog.iter.check126

vec.epilog.iter.check126:                         ; preds = %middle.block122
  %56 = and i64 %.13.i13, 56
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
  %62 = shl i64 %index132, 2
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %62
  %wide.load133 = load <8 x float>, ptr %scevgep31, align 4
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %62
  store <8 x float> %wide.load133, ptr %scevgep29, align 4
  %index.next134 = add nuw i64 %index132, 8
  %63 = icmp eq i64 %n.vec130, %index.next134
  br i1 %63, label %vec.epilog.middle.block135, label %vec.epilog.vector.body131, !llvm.loop !107

vec.epilog.middle.block135:                       ; preds = %vec.epilog.vector.body131
  %64 = icmp eq i64 %.13.i13, %n.vec130
  br i1 %64, label %B632.B598.loopexit_crit_edge.us, label %B634.us.preheader

B634.us.preheader:                                ; preds = %vec.epilog.middle.block135, %vec.epilog.iter.check126, %vector.memcheck104, %iter.check109
  %.1029776778.us.ph = phi i64 [ 0, %iter.check109 ], [ 0, %vector.memcheck104 ], [ %n.vec114, %vec.epilog.iter.check126 ], [ %n.vec130, %vec.epilog.middle.block135 ]
  %65 = icmp eq i64 %xtraiter138, 0
  br i1 %65, label %B634.us.prol.loopexit, label %B634.us.prol.preheader

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
  %70 = shl nuw nsw i64 %.1029776778.us.prol, 2
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %70
  %.1113.us.prol = load float, ptr %scevgep35, align 4
  %71 = shl nuw nsw i64 %.1029776778.us.prol, 2
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 %71
  store float %.1113.us.prol, ptr %scevgep33, align 4
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
  %78 = shl i64 %.1029776778.us, 2
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 %78
  %scevgep68 = getelementptr i8, ptr %scevgep55, i64 -28
  %.1113.us = load float, ptr %scevgep68, align 4
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 %78
  %79 = shl i64 %.1029776778.us, 2
  %scevgep51 = getelementptr i8, ptr %scevgep37, i64 %79
  %scevgep52 = getelementptr i8, ptr %scevgep51, i64 -28
  store float %.1113.us, ptr %scevgep52, align 4
  %scevgep66 = getelementptr i8, ptr %scevgep54, i64 %79
  %scevgep67 = getelementptr i8, ptr %scevgep66, i64 -24
  %.1113.us.1 = load float, ptr %scevgep67, align 4
  %80 = shl i64 %.1029776778.us, 2
  %scevgep49 = getelementptr i8, ptr %scevgep37, i64 %80
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -24
  store float %.1113.us.1, ptr %scevgep50, align 4
  %scevgep64 = getelementptr i8, ptr %scevgep54, i64 %80
  %scevgep65 = getelementptr i8, ptr %scevgep64, i64 -20
  %.1113.us.2 = load float, ptr %scevgep65, align 4
  %81 = shl i64 %.1029776778.us, 2
  %scevgep47 = getelementptr i8, ptr %scevgep37, i64 %81
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 -20
  store float %.1113.us.2, ptr %scevgep48, align 4
  %scevgep62 = getelementptr i8, ptr %scevgep54, i64 %81
  %scevgep63 = getelementptr i8, ptr %scevgep62, i64 -16
  %.1113.us.3 = load float, ptr %scevgep63, align 4
  %82 = shl i64 %.1029776778.us, 2
  %scevgep45 = getelementptr i8, ptr %scevgep37, i64 %82
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 -16
  store float %.1113.us.3, ptr %scevgep46, align 4
  %scevgep60 = getelementptr i8, ptr %scevgep54, i64 %82
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 -12
  %.1113.us.4 = load float, ptr %scevgep61, align 4
  %83 = shl i64 %.1029776778.us, 2
  %scevgep43 = getelementptr i8, ptr %scevgep37, i64 %83
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 -12
  store float %.1113.us.4, ptr %scevgep44, align 4
  %scevgep58 = getelementptr i8, ptr %scevgep54, i64 %83
  %scevgep59 = getelementptr i8, ptr %scevgep58, i64 -8
  %.1113.us.5 = load float, ptr %scevgep59, align 4
  %84 = shl i64 %.1029776778.us, 2
  %scevgep41 = getelementptr i8, ptr %scevgep37, i64 %84
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 -8
  store float %.1113.us.5, ptr %scevgep42, align 4
  %scevgep56 = getelementptr i8, ptr %scevgep54, i64 %84
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 -4
  %.1113.us.6 = load float, ptr %scevgep57, align 4
  %85 = shl i64 %.1029776778.us, 2
  %scevgep39 = getelementptr i8, ptr %scevgep37, i64 %85
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 -4
  store float %.1113.us.6, ptr %scevgep40, align 4
  %.1036.us.7 = add nuw nsw i64 %.1029776778.us, 8
  %.1113.us.7 = load float, ptr %scevgep55, align 4
  store float %.1113.us.7, ptr %scevgep38, align 4
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
  %86 = getelementptr float, ptr %.45.fca.4.load.i, i64 %.1477.sroa.0.3
  %.1699 = getelementptr float, ptr %86, i64 %.1697
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
  store i64 4, ptr %retptr.repack719.repack741, align 8
  %retptr.repack719.repack743 = getelementptr inbounds nuw i8, ptr %retptr, i64 104
  store ptr %.6.i.i.i, ptr %retptr.repack719.repack743, align 8
  %retptr.repack719.repack745 = getelementptr inbounds nuw i8, ptr %retptr, i64 112
  store i64 %.13.i13, ptr %retptr.repack719.repack745, align 8
  %retptr.repack719.repack745.repack749 = getelementptr inbounds nuw i8, ptr %retptr, i64 120
  store i64 %arg.a.5.1, ptr %retptr.repack719.repack745.repack749, align 8
  %retptr.repack719.repack747 = getelementptr inbounds nuw i8, ptr %retptr, i64 128
  store i64 4, ptr %retptr.repack719.repack747, align 8
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v32B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 2
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
  %wide.load = load <16 x float>, ptr %scevgep37, align 4, !alias.scope !122
  %wide.load8 = load <16 x float>, ptr %scevgep35, align 4, !alias.scope !122
  %wide.load9 = load <16 x float>, ptr %scevgep11, align 4, !alias.scope !122
  %wide.load10 = load <16 x float>, ptr %scevgep36, align 4, !alias.scope !122
  %10 = shl i64 %index, 2
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 2
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <16 x float> %wide.load, ptr %scevgep27, align 4, !alias.scope !125, !noalias !122
  store <16 x float> %wide.load8, ptr %scevgep8, align 4, !alias.scope !125, !noalias !122
  store <16 x float> %wide.load9, ptr %scevgep5, align 4, !alias.scope !125, !noalias !122
  store <16 x float> %wide.load10, ptr %scevgep26, align 4, !alias.scope !125, !noalias !122
  %index.next = add nuw i64 %index, 64
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !127

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 56
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !45

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 2
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <8 x float>, ptr %scevgep43, align 4, !alias.scope !122
  store <8 x float> %wide.load14, ptr %scevgep40, align 4, !alias.scope !125, !noalias !122
  %index.next15 = add nuw i64 %index13, 8
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !128

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !130

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
declare float @llvm.sin.f32(float) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !133, !llvm.loop !134

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
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !139

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !142, !llvm.loop !143

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !144

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !145, !llvm.loop !146

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !148

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !133, !llvm.loop !134

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 2
  %.137.neg.us = mul i64 %arg.a.5.1, -4
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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !133, !llvm.loop !134

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !133, !llvm.loop !134

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
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !141

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !142, !llvm.loop !154

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !144

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !145, !llvm.loop !155

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !133, !llvm.loop !134

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !142, !llvm.loop !156

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !144

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !145, !llvm.loop !157

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !148

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !133, !llvm.loop !134

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !158, !llvm.loop !159
}

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1F7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !133, !llvm.loop !161

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
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.1, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !139

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !142, !llvm.loop !163

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !144

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !145, !llvm.loop !164

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !148

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !133, !llvm.loop !161

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.0, 2
  %.137.neg.us = mul i64 %arg.a.5.0, -4
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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !133, !llvm.loop !161

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !133, !llvm.loop !161

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
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !141

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !142, !llvm.loop !166

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !144

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !145, !llvm.loop !167

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !148

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !133, !llvm.loop !161

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !142, !llvm.loop !168

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !144

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !145, !llvm.loop !169

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !148

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !133, !llvm.loop !161

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.1
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !158, !llvm.loop !170
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sin.v8f32(<8 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, <8 x i1>) #8

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
!45 = !{!"branch_weights", i32 8, i32 56}
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
!57 = !{!58, !60}
!58 = distinct !{!58, !59, !"_ZN5numba2np6linalg20_check_finite_matrixB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np6linalg20_check_finite_matrixB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!60 = distinct !{!60, !59, !"_ZN5numba2np6linalg20_check_finite_matrixB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!61 = !{!62, !64, !65, !67, !68, !70, !71, !73}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v35B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!74 = distinct !{!74, !18}
!75 = !{!76, !78}
!76 = distinct !{!76, !77, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!78 = distinct !{!78, !77, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!79 = !{!80, !82}
!80 = distinct !{!80, !81, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!82 = distinct !{!82, !81, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!83 = !{!84, !86, !87, !89, !90, !92}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!90 = distinct !{!90, !91, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %retptr"}
!91 = distinct !{!91, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29"}
!92 = distinct !{!92, !91, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float32_29: %excinfo"}
!93 = !{!90, !92}
!94 = !{!68, !70, !71, !73}
!95 = !{!96, !71, !73}
!96 = distinct !{!96, !97, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v36B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!98 = !{!99}
!99 = distinct !{!99, !100}
!100 = distinct !{!100, !"LVerDomain"}
!101 = !{!102}
!102 = distinct !{!102, !100}
!103 = distinct !{!103, !18, !19}
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
