; ModuleID = 'eigvalsh_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.eigvalsh_loss = internal constant [14 x i8] c"eigvalsh_loss\00"
@_ZN08NumbaEnv7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg13eigvalsh_impl12_3clocals_3e13eigvalsh_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\0Deigvalsh_impl\94\8C\12numba/np/linalg.py\94M\B0\05\87\94\87\94."
@.const.pickledata.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858.sha1 = internal constant [20 x i8] c"<\F9B\ED\8D\CB\BC>\9E\12\D0\9Fv\9B\BE\B5k\B4\18X"
@.const.picklebuf.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858, i32 138, ptr @.const.pickledata.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858.sha1, ptr null, i32 0 }
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff0530f0410B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7ff0530f14d0B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.c.0, ptr readnone captures(none) %arg.c.1, i64 %arg.c.2, i64 %arg.c.3, ptr readonly captures(none) %arg.c.4, i64 %arg.c.5.0, i64 %arg.c.6.0) local_unnamed_addr {
B0:
  %.34 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %arg.c.5.0.fr = freeze i64 %arg.c.5.0
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.34, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.c.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.34, i8 0, i64 56, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg13eigvalsh_impl12_3clocals_3e13eigvalsh_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.34, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.52.fca.0.load = load ptr, ptr %.34, align 8
  %.52.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %cond = icmp eq i32 %.42, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %const619 = bitcast i64 -1152921504606846976 to i64
  %const618 = bitcast i64 -2305843009213693952 to i64
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.34, i64 40
  %.52.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.52.fca.5.0.load.fr = freeze i64 %.52.fca.5.0.load
  tail call void @NRT_decref(ptr %arg.A.0)
  %.101.not.i = icmp eq i64 %arg.c.5.0.fr, 1
  br i1 %.101.not.i, label %B128.i33, label %B90.i24

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %for.end.1.endif ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.43 = load ptr, ptr %excinfo.1, align 8
  store ptr %.43, ptr %excinfo, align 8
  br label %common.ret

B90.i24:                                          ; preds = %B128.i
  %.71.i25 = icmp ne i64 %.52.fca.5.0.load.fr, %arg.c.5.0.fr
  %.76.i26 = icmp ne i64 %.52.fca.5.0.load.fr, 1
  %or.cond.i27 = and i1 %.76.i26, %.71.i25
  br i1 %or.cond.i27, label %B0.endif.endif.endif.endif.if, label %B150.i28

B128.i33:                                         ; preds = %B128.i
  %.101.not.i34 = icmp eq i64 %.52.fca.5.0.load.fr, 1
  br i1 %.101.not.i34, label %B0.endif.endif.endif.endif.endif.endif, label %B150.i28

B150.i28:                                         ; preds = %B128.i33, %B90.i24
  %dest_shape.1148 = phi i64 [ %arg.c.5.0.fr, %B90.i24 ], [ %.52.fca.5.0.load.fr, %B128.i33 ]
  %0 = add i64 %dest_shape.1148, %const619
  %.188 = icmp ult i64 %0, %const618
  br i1 %.188, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i24
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i28
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i33, %B150.i28
  %dest_shape.1148153 = phi i64 [ %dest_shape.1148, %B150.i28 ], [ 1, %B128.i33 ]
  %.187 = shl nsw i64 %dest_shape.1148153, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.187, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.25871 = icmp sgt i64 %dest_shape.1148153, 0
  br i1 %.25871, label %for.body.lr.ph, label %for.end.thread131

for.end.thread131:                                ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.c.0)
  br label %B128.i59

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.260 = icmp ugt i64 %arg.c.5.0.fr, 1
  br i1 %.260, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.52.fca.5.0.load.fr, 1
  br i1 %1, label %iter.check276, label %iter.check235

iter.check235:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck222

vector.memcheck222:                               ; preds = %iter.check235
  %3 = shl i64 %dest_shape.1148153, 3
  %scevgep223 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep224 = getelementptr i8, ptr %arg.c.4, i64 %3
  %scevgep225 = getelementptr i8, ptr %.52.fca.4.load, i64 8
  %bound0226 = icmp ult ptr %.6.i, %scevgep224
  %bound1227 = icmp ult ptr %arg.c.4, %scevgep223
  %found.conflict228 = and i1 %bound0226, %bound1227
  %bound0229 = icmp ult ptr %.6.i, %scevgep225
  %bound1230 = icmp ult ptr %.52.fca.4.load, %scevgep223
  %found.conflict231 = and i1 %bound0229, %bound1230
  %conflict.rdx232 = or i1 %found.conflict228, %found.conflict231
  br i1 %conflict.rdx232, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check237

vector.main.loop.iter.check237:                   ; preds = %vector.memcheck222
  %min.iters.check236 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check236, label %vec.epilog.ph256, label %vector.ph238

vector.ph238:                                     ; preds = %vector.main.loop.iter.check237
  %n.vec240 = and i64 %dest_shape.1148153, %const
  %4 = load double, ptr %.52.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert247 = insertelement <8 x double> poison, double %4, i64 0
  %broadcast.splat248 = shufflevector <8 x double> %broadcast.splatinsert247, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body241

vector.body241:                                   ; preds = %vector.body241, %vector.ph238
  %index242 = phi i64 [ 0, %vector.ph238 ], [ %index.next249, %vector.body241 ]
  %sunkaddr = mul i64 %index242, 8
  %sunkaddr620 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr
  %wide.load243 = load <8 x double>, ptr %sunkaddr620, align 8, !alias.scope !14
  %sunkaddr621 = mul i64 %index242, 8
  %sunkaddr622 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 64
  %wide.load244 = load <8 x double>, ptr %sunkaddr623, align 8, !alias.scope !14
  %sunkaddr624 = mul i64 %index242, 8
  %sunkaddr625 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, ptr %sunkaddr625, i64 128
  %wide.load245 = load <8 x double>, ptr %sunkaddr626, align 8, !alias.scope !14
  %sunkaddr627 = mul i64 %index242, 8
  %sunkaddr628 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, ptr %sunkaddr628, i64 192
  %wide.load246 = load <8 x double>, ptr %sunkaddr629, align 8, !alias.scope !14
  %5 = fmul <8 x double> %wide.load243, %broadcast.splat248
  %6 = fmul <8 x double> %wide.load244, %broadcast.splat248
  %7 = fmul <8 x double> %wide.load245, %broadcast.splat248
  %8 = fmul <8 x double> %wide.load246, %broadcast.splat248
  %sunkaddr630 = mul i64 %index242, 8
  %sunkaddr631 = getelementptr i8, ptr %.6.i, i64 %sunkaddr630
  store <8 x double> %5, ptr %sunkaddr631, align 8, !alias.scope !16, !noalias !18
  %sunkaddr632 = mul i64 %index242, 8
  %sunkaddr633 = getelementptr i8, ptr %.6.i, i64 %sunkaddr632
  %sunkaddr634 = getelementptr i8, ptr %sunkaddr633, i64 64
  store <8 x double> %6, ptr %sunkaddr634, align 8, !alias.scope !16, !noalias !18
  %sunkaddr635 = mul i64 %index242, 8
  %sunkaddr636 = getelementptr i8, ptr %.6.i, i64 %sunkaddr635
  %sunkaddr637 = getelementptr i8, ptr %sunkaddr636, i64 128
  store <8 x double> %7, ptr %sunkaddr637, align 8, !alias.scope !16, !noalias !18
  %sunkaddr638 = mul i64 %index242, 8
  %sunkaddr639 = getelementptr i8, ptr %.6.i, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, ptr %sunkaddr639, i64 192
  store <8 x double> %8, ptr %sunkaddr640, align 8, !alias.scope !16, !noalias !18
  %index.next249 = add nuw i64 %index242, 32
  %9 = icmp eq i64 %n.vec240, %index.next249
  br i1 %9, label %middle.block250, label %vector.body241, !llvm.loop !19

middle.block250:                                  ; preds = %vector.body241
  %cmp.n251 = icmp eq i64 %dest_shape.1148153, %n.vec240
  br i1 %cmp.n251, label %.89.endif.preheader.i, label %vec.epilog.iter.check254

vec.epilog.iter.check254:                         ; preds = %middle.block250
  %10 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check255 = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check255, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph256, !prof !22

vec.epilog.ph256:                                 ; preds = %vector.main.loop.iter.check237, %vec.epilog.iter.check254
  %vec.epilog.resume.val252 = phi i64 [ %n.vec240, %vec.epilog.iter.check254 ], [ 0, %vector.main.loop.iter.check237 ]
  %const_mat614 = add i64 %const, 28
  %n.vec258 = and i64 %dest_shape.1148153, %const_mat614
  %11 = load double, ptr %.52.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert262 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat263 = shufflevector <4 x double> %broadcast.splatinsert262, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body259

vec.epilog.vector.body259:                        ; preds = %vec.epilog.vector.body259, %vec.epilog.ph256
  %index260 = phi i64 [ %vec.epilog.resume.val252, %vec.epilog.ph256 ], [ %index.next264, %vec.epilog.vector.body259 ]
  %12 = shl i64 %index260, 3
  %scevgep513 = getelementptr i8, ptr %arg.c.4, i64 %12
  %wide.load261 = load <4 x double>, ptr %scevgep513, align 8, !alias.scope !14
  %13 = fmul <4 x double> %wide.load261, %broadcast.splat263
  %14 = shl i64 %index260, 3
  %scevgep512 = getelementptr i8, ptr %.6.i, i64 %14
  store <4 x double> %13, ptr %scevgep512, align 8, !alias.scope !16, !noalias !18
  %index.next264 = add nuw i64 %index260, 4
  %15 = icmp eq i64 %n.vec258, %index.next264
  br i1 %15, label %vec.epilog.middle.block265, label %vec.epilog.vector.body259, !llvm.loop !23

vec.epilog.middle.block265:                       ; preds = %vec.epilog.vector.body259
  %cmp.n266 = icmp eq i64 %dest_shape.1148153, %n.vec258
  br i1 %cmp.n266, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck222, %iter.check235, %vec.epilog.iter.check254, %vec.epilog.middle.block265
  %loop.index74.us.ph = phi i64 [ 0, %iter.check235 ], [ 0, %vector.memcheck222 ], [ %n.vec240, %vec.epilog.iter.check254 ], [ %n.vec258, %vec.epilog.middle.block265 ]
  %16 = sub nsw i64 %dest_shape.1148153, %loop.index74.us.ph
  %xtraiter331 = and i64 %16, 7
  %lcmp.mod332.not = icmp eq i64 %xtraiter331, 0
  br i1 %lcmp.mod332.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv510 = phi i64 [ %xtraiter331, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next511, %for.body.endif.endif.endif.us.prol ]
  %loop.index74.us.prol = phi i64 [ %.306.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index74.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %17 = shl i64 %loop.index74.us.prol, 3
  %scevgep509 = getelementptr i8, ptr %arg.c.4, i64 %17
  %.268.us.prol = load double, ptr %scevgep509, align 8
  %.277.us.prol = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.prol = fmul double %.268.us.prol, %.277.us.prol
  %18 = shl i64 %loop.index74.us.prol, 3
  %scevgep508 = getelementptr i8, ptr %.6.i, i64 %18
  store double %.6.i38.prol, ptr %scevgep508, align 8
  %.306.us.prol = add nuw i64 %loop.index74.us.prol, 1
  %lsr.iv.next511 = add nsw i64 %lsr.iv510, -1
  %prol.iter333.cmp.not = icmp eq i64 %lsr.iv.next511, 0
  br i1 %prol.iter333.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index74.us.unr = phi i64 [ %loop.index74.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.306.us.prol, %for.body.endif.endif.endif.us.prol ]
  %19 = sub nsw i64 %loop.index74.us.ph, %dest_shape.1148153
  %20 = icmp ugt i64 %19, -8
  br i1 %20, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader348

for.body.endif.endif.endif.us.preheader348:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check276:                                    ; preds = %for.body.lr.ph.split.us
  %21 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %21, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck268

vector.memcheck268:                               ; preds = %iter.check276
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %.52.fca.4.load to i64
  %24 = ptrtoint ptr %arg.c.4 to i64
  %25 = sub i64 %22, %24
  %diff.check = icmp ult i64 %25, 256
  %26 = sub i64 %22, %23
  %diff.check272 = icmp ult i64 %26, 256
  %conflict.rdx273 = or i1 %diff.check, %diff.check272
  br i1 %conflict.rdx273, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check278

vector.main.loop.iter.check278:                   ; preds = %vector.memcheck268
  %min.iters.check277 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check277, label %vec.epilog.ph299, label %vector.ph279

vector.ph279:                                     ; preds = %vector.main.loop.iter.check278
  %n.vec281 = and i64 %dest_shape.1148153, %const
  br label %vector.body282

vector.body282:                                   ; preds = %vector.body282, %vector.ph279
  %index283 = phi i64 [ 0, %vector.ph279 ], [ %index.next292, %vector.body282 ]
  %sunkaddr641 = mul i64 %index283, 8
  %sunkaddr642 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr641
  %wide.load284 = load <8 x double>, ptr %sunkaddr642, align 8
  %sunkaddr643 = mul i64 %index283, 8
  %sunkaddr644 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, ptr %sunkaddr644, i64 64
  %wide.load285 = load <8 x double>, ptr %sunkaddr645, align 8
  %sunkaddr646 = mul i64 %index283, 8
  %sunkaddr647 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, ptr %sunkaddr647, i64 128
  %wide.load286 = load <8 x double>, ptr %sunkaddr648, align 8
  %sunkaddr649 = mul i64 %index283, 8
  %sunkaddr650 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, ptr %sunkaddr650, i64 192
  %wide.load287 = load <8 x double>, ptr %sunkaddr651, align 8
  %sunkaddr652 = mul i64 %index283, 8
  %sunkaddr653 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr652
  %wide.load288 = load <8 x double>, ptr %sunkaddr653, align 8
  %sunkaddr654 = mul i64 %index283, 8
  %sunkaddr655 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr654
  %sunkaddr656 = getelementptr i8, ptr %sunkaddr655, i64 64
  %wide.load289 = load <8 x double>, ptr %sunkaddr656, align 8
  %sunkaddr657 = mul i64 %index283, 8
  %sunkaddr658 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, ptr %sunkaddr658, i64 128
  %wide.load290 = load <8 x double>, ptr %sunkaddr659, align 8
  %sunkaddr660 = mul i64 %index283, 8
  %sunkaddr661 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, ptr %sunkaddr661, i64 192
  %wide.load291 = load <8 x double>, ptr %sunkaddr662, align 8
  %27 = fmul <8 x double> %wide.load284, %wide.load288
  %28 = fmul <8 x double> %wide.load285, %wide.load289
  %29 = fmul <8 x double> %wide.load286, %wide.load290
  %30 = fmul <8 x double> %wide.load287, %wide.load291
  %sunkaddr663 = mul i64 %index283, 8
  %sunkaddr664 = getelementptr i8, ptr %.6.i, i64 %sunkaddr663
  store <8 x double> %27, ptr %sunkaddr664, align 8
  %sunkaddr665 = mul i64 %index283, 8
  %sunkaddr666 = getelementptr i8, ptr %.6.i, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, ptr %sunkaddr666, i64 64
  store <8 x double> %28, ptr %sunkaddr667, align 8
  %sunkaddr668 = mul i64 %index283, 8
  %sunkaddr669 = getelementptr i8, ptr %.6.i, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 128
  store <8 x double> %29, ptr %sunkaddr670, align 8
  %sunkaddr671 = mul i64 %index283, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 192
  store <8 x double> %30, ptr %sunkaddr673, align 8
  %index.next292 = add nuw i64 %index283, 32
  %31 = icmp eq i64 %n.vec281, %index.next292
  br i1 %31, label %middle.block293, label %vector.body282, !llvm.loop !26

middle.block293:                                  ; preds = %vector.body282
  %cmp.n294 = icmp eq i64 %dest_shape.1148153, %n.vec281
  br i1 %cmp.n294, label %.89.endif.preheader.i, label %vec.epilog.iter.check297

vec.epilog.iter.check297:                         ; preds = %middle.block293
  %32 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check298 = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check298, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph299, !prof !22

vec.epilog.ph299:                                 ; preds = %vector.main.loop.iter.check278, %vec.epilog.iter.check297
  %vec.epilog.resume.val295 = phi i64 [ %n.vec281, %vec.epilog.iter.check297 ], [ 0, %vector.main.loop.iter.check278 ]
  %const_mat615 = add i64 %const, 28
  %n.vec301 = and i64 %dest_shape.1148153, %const_mat615
  br label %vec.epilog.vector.body302

vec.epilog.vector.body302:                        ; preds = %vec.epilog.vector.body302, %vec.epilog.ph299
  %index303 = phi i64 [ %vec.epilog.resume.val295, %vec.epilog.ph299 ], [ %index.next306, %vec.epilog.vector.body302 ]
  %33 = shl i64 %index303, 3
  %scevgep451 = getelementptr i8, ptr %arg.c.4, i64 %33
  %wide.load304 = load <4 x double>, ptr %scevgep451, align 8
  %34 = shl i64 %index303, 3
  %scevgep450 = getelementptr i8, ptr %.52.fca.4.load, i64 %34
  %wide.load305 = load <4 x double>, ptr %scevgep450, align 8
  %35 = fmul <4 x double> %wide.load304, %wide.load305
  %36 = shl i64 %index303, 3
  %scevgep449 = getelementptr i8, ptr %.6.i, i64 %36
  store <4 x double> %35, ptr %scevgep449, align 8
  %index.next306 = add nuw i64 %index303, 4
  %37 = icmp eq i64 %n.vec301, %index.next306
  br i1 %37, label %vec.epilog.middle.block307, label %vec.epilog.vector.body302, !llvm.loop !27

vec.epilog.middle.block307:                       ; preds = %vec.epilog.vector.body302
  %cmp.n308 = icmp eq i64 %dest_shape.1148153, %n.vec301
  br i1 %cmp.n308, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck268, %iter.check276, %vec.epilog.iter.check297, %vec.epilog.middle.block307
  %loop.index74.us.us.ph = phi i64 [ 0, %iter.check276 ], [ 0, %vector.memcheck268 ], [ %n.vec281, %vec.epilog.iter.check297 ], [ %n.vec301, %vec.epilog.middle.block307 ]
  %38 = sub nsw i64 %dest_shape.1148153, %loop.index74.us.us.ph
  %xtraiter334 = and i64 %38, 7
  %lcmp.mod335.not = icmp eq i64 %xtraiter334, 0
  br i1 %lcmp.mod335.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv447 = phi i64 [ %xtraiter334, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next448, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index74.us.us.prol = phi i64 [ %.306.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index74.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %39 = shl i64 %loop.index74.us.us.prol, 3
  %scevgep446 = getelementptr i8, ptr %arg.c.4, i64 %39
  %.268.us.us.prol = load double, ptr %scevgep446, align 8
  %40 = shl i64 %loop.index74.us.us.prol, 3
  %scevgep445 = getelementptr i8, ptr %.52.fca.4.load, i64 %40
  %.277.us.us.prol = load double, ptr %scevgep445, align 8
  %.6.i37.prol = fmul double %.268.us.us.prol, %.277.us.us.prol
  %41 = shl i64 %loop.index74.us.us.prol, 3
  %scevgep444 = getelementptr i8, ptr %.6.i, i64 %41
  store double %.6.i37.prol, ptr %scevgep444, align 8
  %.306.us.us.prol = add nuw i64 %loop.index74.us.us.prol, 1
  %lsr.iv.next448 = add nsw i64 %lsr.iv447, -1
  %prol.iter336.cmp.not = icmp eq i64 %lsr.iv.next448, 0
  br i1 %prol.iter336.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index74.us.us.unr = phi i64 [ %loop.index74.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.306.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %42 = sub nsw i64 %loop.index74.us.us.ph, %dest_shape.1148153
  %43 = icmp ugt i64 %42, -8
  br i1 %43, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader347

for.body.endif.endif.endif.us.us.preheader347:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader347, %for.body.endif.endif.endif.us.us
  %loop.index74.us.us = phi i64 [ %.306.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index74.us.us.unr, %for.body.endif.endif.endif.us.us.preheader347 ]
  %sunkaddr674 = mul i64 %loop.index74.us.us, 8
  %sunkaddr675 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr674
  %.268.us.us = load double, ptr %sunkaddr675, align 8
  %sunkaddr676 = mul i64 %loop.index74.us.us, 8
  %sunkaddr677 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr676
  %.277.us.us = load double, ptr %sunkaddr677, align 8
  %.6.i37 = fmul double %.268.us.us, %.277.us.us
  %sunkaddr678 = mul i64 %loop.index74.us.us, 8
  %sunkaddr679 = getelementptr i8, ptr %.6.i, i64 %sunkaddr678
  store double %.6.i37, ptr %sunkaddr679, align 8
  %sunkaddr680 = mul i64 %loop.index74.us.us, 8
  %sunkaddr681 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 8
  %.268.us.us.1 = load double, ptr %sunkaddr682, align 8
  %sunkaddr683 = mul i64 %loop.index74.us.us, 8
  %sunkaddr684 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 8
  %.277.us.us.1 = load double, ptr %sunkaddr685, align 8
  %.6.i37.1 = fmul double %.268.us.us.1, %.277.us.us.1
  %sunkaddr686 = mul i64 %loop.index74.us.us, 8
  %sunkaddr687 = getelementptr i8, ptr %.6.i, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 8
  store double %.6.i37.1, ptr %sunkaddr688, align 8
  %sunkaddr689 = mul i64 %loop.index74.us.us, 8
  %sunkaddr690 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 16
  %.268.us.us.2 = load double, ptr %sunkaddr691, align 8
  %sunkaddr692 = mul i64 %loop.index74.us.us, 8
  %sunkaddr693 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 16
  %.277.us.us.2 = load double, ptr %sunkaddr694, align 8
  %.6.i37.2 = fmul double %.268.us.us.2, %.277.us.us.2
  %sunkaddr695 = mul i64 %loop.index74.us.us, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 16
  store double %.6.i37.2, ptr %sunkaddr697, align 8
  %sunkaddr698 = mul i64 %loop.index74.us.us, 8
  %sunkaddr699 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 24
  %.268.us.us.3 = load double, ptr %sunkaddr700, align 8
  %sunkaddr701 = mul i64 %loop.index74.us.us, 8
  %sunkaddr702 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 24
  %.277.us.us.3 = load double, ptr %sunkaddr703, align 8
  %.6.i37.3 = fmul double %.268.us.us.3, %.277.us.us.3
  %sunkaddr704 = mul i64 %loop.index74.us.us, 8
  %sunkaddr705 = getelementptr i8, ptr %.6.i, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, ptr %sunkaddr705, i64 24
  store double %.6.i37.3, ptr %sunkaddr706, align 8
  %sunkaddr707 = mul i64 %loop.index74.us.us, 8
  %sunkaddr708 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, ptr %sunkaddr708, i64 32
  %.268.us.us.4 = load double, ptr %sunkaddr709, align 8
  %sunkaddr710 = mul i64 %loop.index74.us.us, 8
  %sunkaddr711 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, ptr %sunkaddr711, i64 32
  %.277.us.us.4 = load double, ptr %sunkaddr712, align 8
  %.6.i37.4 = fmul double %.268.us.us.4, %.277.us.us.4
  %sunkaddr713 = mul i64 %loop.index74.us.us, 8
  %sunkaddr714 = getelementptr i8, ptr %.6.i, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, ptr %sunkaddr714, i64 32
  store double %.6.i37.4, ptr %sunkaddr715, align 8
  %sunkaddr716 = mul i64 %loop.index74.us.us, 8
  %sunkaddr717 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr716
  %sunkaddr718 = getelementptr i8, ptr %sunkaddr717, i64 40
  %.268.us.us.5 = load double, ptr %sunkaddr718, align 8
  %sunkaddr719 = mul i64 %loop.index74.us.us, 8
  %sunkaddr720 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr719
  %sunkaddr721 = getelementptr i8, ptr %sunkaddr720, i64 40
  %.277.us.us.5 = load double, ptr %sunkaddr721, align 8
  %.6.i37.5 = fmul double %.268.us.us.5, %.277.us.us.5
  %sunkaddr722 = mul i64 %loop.index74.us.us, 8
  %sunkaddr723 = getelementptr i8, ptr %.6.i, i64 %sunkaddr722
  %sunkaddr724 = getelementptr i8, ptr %sunkaddr723, i64 40
  store double %.6.i37.5, ptr %sunkaddr724, align 8
  %sunkaddr725 = mul i64 %loop.index74.us.us, 8
  %sunkaddr726 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr725
  %sunkaddr727 = getelementptr i8, ptr %sunkaddr726, i64 48
  %.268.us.us.6 = load double, ptr %sunkaddr727, align 8
  %sunkaddr728 = mul i64 %loop.index74.us.us, 8
  %sunkaddr729 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr728
  %sunkaddr730 = getelementptr i8, ptr %sunkaddr729, i64 48
  %.277.us.us.6 = load double, ptr %sunkaddr730, align 8
  %.6.i37.6 = fmul double %.268.us.us.6, %.277.us.us.6
  %sunkaddr731 = mul i64 %loop.index74.us.us, 8
  %sunkaddr732 = getelementptr i8, ptr %.6.i, i64 %sunkaddr731
  %sunkaddr733 = getelementptr i8, ptr %sunkaddr732, i64 48
  store double %.6.i37.6, ptr %sunkaddr733, align 8
  %sunkaddr734 = mul i64 %loop.index74.us.us, 8
  %sunkaddr735 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr734
  %sunkaddr736 = getelementptr i8, ptr %sunkaddr735, i64 56
  %.268.us.us.7 = load double, ptr %sunkaddr736, align 8
  %sunkaddr737 = mul i64 %loop.index74.us.us, 8
  %sunkaddr738 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr737
  %sunkaddr739 = getelementptr i8, ptr %sunkaddr738, i64 56
  %.277.us.us.7 = load double, ptr %sunkaddr739, align 8
  %.6.i37.7 = fmul double %.268.us.us.7, %.277.us.us.7
  %sunkaddr740 = mul i64 %loop.index74.us.us, 8
  %sunkaddr741 = getelementptr i8, ptr %.6.i, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, ptr %sunkaddr741, i64 56
  store double %.6.i37.7, ptr %sunkaddr742, align 8
  %.306.us.us.7 = add nuw nsw i64 %loop.index74.us.us, 8
  %exitcond113.not.7 = icmp eq i64 %dest_shape.1148153, %.306.us.us.7
  br i1 %exitcond113.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader348, %for.body.endif.endif.endif.us
  %loop.index74.us = phi i64 [ %.306.us.7, %for.body.endif.endif.endif.us ], [ %loop.index74.us.unr, %for.body.endif.endif.endif.us.preheader348 ]
  %sunkaddr743 = mul i64 %loop.index74.us, 8
  %sunkaddr744 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr743
  %.268.us = load double, ptr %sunkaddr744, align 8
  %.277.us = load double, ptr %.52.fca.4.load, align 8
  %.6.i38 = fmul double %.268.us, %.277.us
  %sunkaddr745 = mul i64 %loop.index74.us, 8
  %sunkaddr746 = getelementptr i8, ptr %.6.i, i64 %sunkaddr745
  store double %.6.i38, ptr %sunkaddr746, align 8
  %sunkaddr747 = mul i64 %loop.index74.us, 8
  %sunkaddr748 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr747
  %sunkaddr749 = getelementptr i8, ptr %sunkaddr748, i64 8
  %.268.us.1 = load double, ptr %sunkaddr749, align 8
  %.277.us.1 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.1 = fmul double %.268.us.1, %.277.us.1
  %sunkaddr750 = mul i64 %loop.index74.us, 8
  %sunkaddr751 = getelementptr i8, ptr %.6.i, i64 %sunkaddr750
  %sunkaddr752 = getelementptr i8, ptr %sunkaddr751, i64 8
  store double %.6.i38.1, ptr %sunkaddr752, align 8
  %sunkaddr753 = mul i64 %loop.index74.us, 8
  %sunkaddr754 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, ptr %sunkaddr754, i64 16
  %.268.us.2 = load double, ptr %sunkaddr755, align 8
  %.277.us.2 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.2 = fmul double %.268.us.2, %.277.us.2
  %sunkaddr756 = mul i64 %loop.index74.us, 8
  %sunkaddr757 = getelementptr i8, ptr %.6.i, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, ptr %sunkaddr757, i64 16
  store double %.6.i38.2, ptr %sunkaddr758, align 8
  %sunkaddr759 = mul i64 %loop.index74.us, 8
  %sunkaddr760 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 24
  %.268.us.3 = load double, ptr %sunkaddr761, align 8
  %.277.us.3 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.3 = fmul double %.268.us.3, %.277.us.3
  %sunkaddr762 = mul i64 %loop.index74.us, 8
  %sunkaddr763 = getelementptr i8, ptr %.6.i, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, ptr %sunkaddr763, i64 24
  store double %.6.i38.3, ptr %sunkaddr764, align 8
  %sunkaddr765 = mul i64 %loop.index74.us, 8
  %sunkaddr766 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, ptr %sunkaddr766, i64 32
  %.268.us.4 = load double, ptr %sunkaddr767, align 8
  %.277.us.4 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.4 = fmul double %.268.us.4, %.277.us.4
  %sunkaddr768 = mul i64 %loop.index74.us, 8
  %sunkaddr769 = getelementptr i8, ptr %.6.i, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, ptr %sunkaddr769, i64 32
  store double %.6.i38.4, ptr %sunkaddr770, align 8
  %sunkaddr771 = mul i64 %loop.index74.us, 8
  %sunkaddr772 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, ptr %sunkaddr772, i64 40
  %.268.us.5 = load double, ptr %sunkaddr773, align 8
  %.277.us.5 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.5 = fmul double %.268.us.5, %.277.us.5
  %sunkaddr774 = mul i64 %loop.index74.us, 8
  %sunkaddr775 = getelementptr i8, ptr %.6.i, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, ptr %sunkaddr775, i64 40
  store double %.6.i38.5, ptr %sunkaddr776, align 8
  %sunkaddr777 = mul i64 %loop.index74.us, 8
  %sunkaddr778 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, ptr %sunkaddr778, i64 48
  %.268.us.6 = load double, ptr %sunkaddr779, align 8
  %.277.us.6 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.6 = fmul double %.268.us.6, %.277.us.6
  %sunkaddr780 = mul i64 %loop.index74.us, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 48
  store double %.6.i38.6, ptr %sunkaddr782, align 8
  %sunkaddr783 = mul i64 %loop.index74.us, 8
  %sunkaddr784 = getelementptr i8, ptr %arg.c.4, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 56
  %.268.us.7 = load double, ptr %sunkaddr785, align 8
  %.277.us.7 = load double, ptr %.52.fca.4.load, align 8
  %.6.i38.7 = fmul double %.268.us.7, %.277.us.7
  %sunkaddr786 = mul i64 %loop.index74.us, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 56
  store double %.6.i38.7, ptr %sunkaddr788, align 8
  %.306.us.7 = add nuw nsw i64 %loop.index74.us, 8
  %exitcond112.not.7 = icmp eq i64 %dest_shape.1148153, %.306.us.7
  br i1 %exitcond112.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %44 = icmp ugt i64 %.52.fca.5.0.load.fr, 1
  br i1 %44, label %iter.check190, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %45 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %45, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %46 = shl i64 %dest_shape.1148153, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %46
  %scevgep164 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep165 = getelementptr i8, ptr %.52.fca.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep164
  %bound1 = icmp ult ptr %arg.c.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0166 = icmp ult ptr %.6.i, %scevgep165
  %bound1167 = icmp ult ptr %.52.fca.4.load, %scevgep
  %found.conflict168 = and i1 %bound0166, %bound1167
  %conflict.rdx = or i1 %found.conflict, %found.conflict168
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check169 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check169, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.1148153, %const
  %47 = load double, ptr %.52.fca.4.load, align 8, !alias.scope !31
  %48 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %49 = fmul double %48, %47
  %broadcast.splatinsert = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr789 = mul i64 %index, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %sunkaddr789
  store <8 x double> %broadcast.splat, ptr %sunkaddr790, align 8, !alias.scope !36, !noalias !38
  %sunkaddr791 = mul i64 %index, 8
  %sunkaddr792 = getelementptr i8, ptr %.6.i, i64 %sunkaddr791
  %sunkaddr793 = getelementptr i8, ptr %sunkaddr792, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr793, align 8, !alias.scope !36, !noalias !38
  %sunkaddr794 = mul i64 %index, 8
  %sunkaddr795 = getelementptr i8, ptr %.6.i, i64 %sunkaddr794
  %sunkaddr796 = getelementptr i8, ptr %sunkaddr795, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr796, align 8, !alias.scope !36, !noalias !38
  %sunkaddr797 = mul i64 %index, 8
  %sunkaddr798 = getelementptr i8, ptr %.6.i, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, ptr %sunkaddr798, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr799, align 8, !alias.scope !36, !noalias !38
  %index.next = add nuw i64 %index, 32
  %50 = icmp eq i64 %n.vec, %index.next
  br i1 %50, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1148153, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %51 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check = icmp eq i64 %51, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat616 = add i64 %const, 28
  %n.vec171 = and i64 %dest_shape.1148153, %const_mat616
  %52 = load double, ptr %.52.fca.4.load, align 8, !alias.scope !31
  %53 = load double, ptr %arg.c.4, align 8, !alias.scope !34
  %54 = fmul double %53, %52
  %broadcast.splatinsert173 = insertelement <4 x double> poison, double %54, i64 0
  %broadcast.splat174 = shufflevector <4 x double> %broadcast.splatinsert173, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index172 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next175, %vec.epilog.vector.body ]
  %55 = shl i64 %index172, 3
  %scevgep603 = getelementptr i8, ptr %.6.i, i64 %55
  store <4 x double> %broadcast.splat174, ptr %scevgep603, align 8, !alias.scope !36, !noalias !38
  %index.next175 = add nuw i64 %index172, 4
  %56 = icmp eq i64 %n.vec171, %index.next175
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n176 = icmp eq i64 %dest_shape.1148153, %n.vec171
  br i1 %cmp.n176, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index74.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec171, %vec.epilog.middle.block ]
  %57 = sub nsw i64 %dest_shape.1148153, %loop.index74.ph
  %xtraiter = and i64 %57, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv601 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next602, %for.body.endif.endif.endif.prol ]
  %loop.index74.prol = phi i64 [ %.306.prol, %for.body.endif.endif.endif.prol ], [ %loop.index74.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.268.prol = load double, ptr %arg.c.4, align 8
  %.277.prol = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.prol = fmul double %.268.prol, %.277.prol
  %58 = shl i64 %loop.index74.prol, 3
  %scevgep600 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i40.prol, ptr %scevgep600, align 8
  %.306.prol = add nuw i64 %loop.index74.prol, 1
  %lsr.iv.next602 = add nsw i64 %lsr.iv601, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next602, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !41

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index74.unr = phi i64 [ %loop.index74.ph, %for.body.endif.endif.endif.preheader ], [ %.306.prol, %for.body.endif.endif.endif.prol ]
  %59 = sub nsw i64 %loop.index74.ph, %dest_shape.1148153
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader352

for.body.endif.endif.endif.preheader352:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check190:                                    ; preds = %for.body.lr.ph.split
  %61 = icmp ult i64 %dest_shape.1148153, 4
  br i1 %61, label %for.body.endif.endif.endif.us79.preheader, label %vector.memcheck177

vector.memcheck177:                               ; preds = %iter.check190
  %62 = shl i64 %dest_shape.1148153, 3
  %scevgep178 = getelementptr i8, ptr %.6.i, i64 %62
  %scevgep179 = getelementptr i8, ptr %arg.c.4, i64 8
  %scevgep180 = getelementptr i8, ptr %.52.fca.4.load, i64 %62
  %bound0181 = icmp ult ptr %.6.i, %scevgep179
  %bound1182 = icmp ult ptr %arg.c.4, %scevgep178
  %found.conflict183 = and i1 %bound0181, %bound1182
  %bound0184 = icmp ult ptr %.6.i, %scevgep180
  %bound1185 = icmp ult ptr %.52.fca.4.load, %scevgep178
  %found.conflict186 = and i1 %bound0184, %bound1185
  %conflict.rdx187 = or i1 %found.conflict183, %found.conflict186
  br i1 %conflict.rdx187, label %for.body.endif.endif.endif.us79.preheader, label %vector.main.loop.iter.check192

vector.main.loop.iter.check192:                   ; preds = %vector.memcheck177
  %min.iters.check191 = icmp ult i64 %dest_shape.1148153, 32
  br i1 %min.iters.check191, label %vec.epilog.ph210, label %vector.ph193

vector.ph193:                                     ; preds = %vector.main.loop.iter.check192
  %n.vec195 = and i64 %dest_shape.1148153, %const
  %63 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert201 = insertelement <8 x double> poison, double %63, i64 0
  %broadcast.splat202 = shufflevector <8 x double> %broadcast.splatinsert201, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body196

vector.body196:                                   ; preds = %vector.body196, %vector.ph193
  %index197 = phi i64 [ 0, %vector.ph193 ], [ %index.next203, %vector.body196 ]
  %sunkaddr800 = mul i64 %index197, 8
  %sunkaddr801 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr800
  %wide.load = load <8 x double>, ptr %sunkaddr801, align 8, !alias.scope !45
  %sunkaddr802 = mul i64 %index197, 8
  %sunkaddr803 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, ptr %sunkaddr803, i64 64
  %wide.load198 = load <8 x double>, ptr %sunkaddr804, align 8, !alias.scope !45
  %sunkaddr805 = mul i64 %index197, 8
  %sunkaddr806 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, ptr %sunkaddr806, i64 128
  %wide.load199 = load <8 x double>, ptr %sunkaddr807, align 8, !alias.scope !45
  %sunkaddr808 = mul i64 %index197, 8
  %sunkaddr809 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, ptr %sunkaddr809, i64 192
  %wide.load200 = load <8 x double>, ptr %sunkaddr810, align 8, !alias.scope !45
  %64 = fmul <8 x double> %broadcast.splat202, %wide.load
  %65 = fmul <8 x double> %broadcast.splat202, %wide.load198
  %66 = fmul <8 x double> %broadcast.splat202, %wide.load199
  %67 = fmul <8 x double> %broadcast.splat202, %wide.load200
  %sunkaddr811 = mul i64 %index197, 8
  %sunkaddr812 = getelementptr i8, ptr %.6.i, i64 %sunkaddr811
  store <8 x double> %64, ptr %sunkaddr812, align 8, !alias.scope !47, !noalias !49
  %sunkaddr813 = mul i64 %index197, 8
  %sunkaddr814 = getelementptr i8, ptr %.6.i, i64 %sunkaddr813
  %sunkaddr815 = getelementptr i8, ptr %sunkaddr814, i64 64
  store <8 x double> %65, ptr %sunkaddr815, align 8, !alias.scope !47, !noalias !49
  %sunkaddr816 = mul i64 %index197, 8
  %sunkaddr817 = getelementptr i8, ptr %.6.i, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, ptr %sunkaddr817, i64 128
  store <8 x double> %66, ptr %sunkaddr818, align 8, !alias.scope !47, !noalias !49
  %sunkaddr819 = mul i64 %index197, 8
  %sunkaddr820 = getelementptr i8, ptr %.6.i, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, ptr %sunkaddr820, i64 192
  store <8 x double> %67, ptr %sunkaddr821, align 8, !alias.scope !47, !noalias !49
  %index.next203 = add nuw i64 %index197, 32
  %68 = icmp eq i64 %n.vec195, %index.next203
  br i1 %68, label %middle.block204, label %vector.body196, !llvm.loop !50

middle.block204:                                  ; preds = %vector.body196
  %cmp.n205 = icmp eq i64 %dest_shape.1148153, %n.vec195
  br i1 %cmp.n205, label %.89.endif.preheader.i, label %vec.epilog.iter.check208

vec.epilog.iter.check208:                         ; preds = %middle.block204
  %69 = and i64 %dest_shape.1148153, 28
  %min.epilog.iters.check209 = icmp eq i64 %69, 0
  br i1 %min.epilog.iters.check209, label %for.body.endif.endif.endif.us79.preheader, label %vec.epilog.ph210, !prof !22

vec.epilog.ph210:                                 ; preds = %vector.main.loop.iter.check192, %vec.epilog.iter.check208
  %vec.epilog.resume.val206 = phi i64 [ %n.vec195, %vec.epilog.iter.check208 ], [ 0, %vector.main.loop.iter.check192 ]
  %const_mat617 = add i64 %const, 28
  %n.vec212 = and i64 %dest_shape.1148153, %const_mat617
  %70 = load double, ptr %arg.c.4, align 8, !alias.scope !42
  %broadcast.splatinsert216 = insertelement <4 x double> poison, double %70, i64 0
  %broadcast.splat217 = shufflevector <4 x double> %broadcast.splatinsert216, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body213

vec.epilog.vector.body213:                        ; preds = %vec.epilog.vector.body213, %vec.epilog.ph210
  %index214 = phi i64 [ %vec.epilog.resume.val206, %vec.epilog.ph210 ], [ %index.next218, %vec.epilog.vector.body213 ]
  %71 = shl i64 %index214, 3
  %scevgep567 = getelementptr i8, ptr %.52.fca.4.load, i64 %71
  %wide.load215 = load <4 x double>, ptr %scevgep567, align 8, !alias.scope !45
  %72 = fmul <4 x double> %broadcast.splat217, %wide.load215
  %73 = shl i64 %index214, 3
  %scevgep566 = getelementptr i8, ptr %.6.i, i64 %73
  store <4 x double> %72, ptr %scevgep566, align 8, !alias.scope !47, !noalias !49
  %index.next218 = add nuw i64 %index214, 4
  %74 = icmp eq i64 %n.vec212, %index.next218
  br i1 %74, label %vec.epilog.middle.block219, label %vec.epilog.vector.body213, !llvm.loop !51

vec.epilog.middle.block219:                       ; preds = %vec.epilog.vector.body213
  %cmp.n220 = icmp eq i64 %dest_shape.1148153, %n.vec212
  br i1 %cmp.n220, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us79.preheader

for.body.endif.endif.endif.us79.preheader:        ; preds = %vector.memcheck177, %iter.check190, %vec.epilog.iter.check208, %vec.epilog.middle.block219
  %loop.index74.us76.ph = phi i64 [ 0, %iter.check190 ], [ 0, %vector.memcheck177 ], [ %n.vec195, %vec.epilog.iter.check208 ], [ %n.vec212, %vec.epilog.middle.block219 ]
  %75 = sub nsw i64 %dest_shape.1148153, %loop.index74.us76.ph
  %xtraiter328 = and i64 %75, 7
  %lcmp.mod329.not = icmp eq i64 %xtraiter328, 0
  br i1 %lcmp.mod329.not, label %for.body.endif.endif.endif.us79.prol.loopexit, label %for.body.endif.endif.endif.us79.prol.preheader

for.body.endif.endif.endif.us79.prol.preheader:   ; preds = %for.body.endif.endif.endif.us79.preheader
  br label %for.body.endif.endif.endif.us79.prol

for.body.endif.endif.endif.us79.prol:             ; preds = %for.body.endif.endif.endif.us79.prol.preheader, %for.body.endif.endif.endif.us79.prol
  %lsr.iv564 = phi i64 [ %xtraiter328, %for.body.endif.endif.endif.us79.prol.preheader ], [ %lsr.iv.next565, %for.body.endif.endif.endif.us79.prol ]
  %loop.index74.us76.prol = phi i64 [ %.306.us82.prol, %for.body.endif.endif.endif.us79.prol ], [ %loop.index74.us76.ph, %for.body.endif.endif.endif.us79.prol.preheader ]
  %.268.us78.prol = load double, ptr %arg.c.4, align 8
  %76 = shl i64 %loop.index74.us76.prol, 3
  %scevgep563 = getelementptr i8, ptr %.52.fca.4.load, i64 %76
  %.277.us86.prol = load double, ptr %scevgep563, align 8
  %.6.i39.prol = fmul double %.268.us78.prol, %.277.us86.prol
  %77 = shl i64 %loop.index74.us76.prol, 3
  %scevgep562 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.6.i39.prol, ptr %scevgep562, align 8
  %.306.us82.prol = add nuw i64 %loop.index74.us76.prol, 1
  %lsr.iv.next565 = add nsw i64 %lsr.iv564, -1
  %prol.iter330.cmp.not = icmp eq i64 %lsr.iv.next565, 0
  br i1 %prol.iter330.cmp.not, label %for.body.endif.endif.endif.us79.prol.loopexit, label %for.body.endif.endif.endif.us79.prol, !llvm.loop !52

for.body.endif.endif.endif.us79.prol.loopexit:    ; preds = %for.body.endif.endif.endif.us79.prol, %for.body.endif.endif.endif.us79.preheader
  %loop.index74.us76.unr = phi i64 [ %loop.index74.us76.ph, %for.body.endif.endif.endif.us79.preheader ], [ %.306.us82.prol, %for.body.endif.endif.endif.us79.prol ]
  %78 = sub nsw i64 %loop.index74.us76.ph, %dest_shape.1148153
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us79.preheader350

for.body.endif.endif.endif.us79.preheader350:     ; preds = %for.body.endif.endif.endif.us79.prol.loopexit
  br label %for.body.endif.endif.endif.us79

for.body.endif.endif.endif.us79:                  ; preds = %for.body.endif.endif.endif.us79.preheader350, %for.body.endif.endif.endif.us79
  %loop.index74.us76 = phi i64 [ %.306.us82.7, %for.body.endif.endif.endif.us79 ], [ %loop.index74.us76.unr, %for.body.endif.endif.endif.us79.preheader350 ]
  %.268.us78 = load double, ptr %arg.c.4, align 8
  %sunkaddr822 = mul i64 %loop.index74.us76, 8
  %sunkaddr823 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr822
  %.277.us86 = load double, ptr %sunkaddr823, align 8
  %.6.i39 = fmul double %.268.us78, %.277.us86
  %sunkaddr824 = mul i64 %loop.index74.us76, 8
  %sunkaddr825 = getelementptr i8, ptr %.6.i, i64 %sunkaddr824
  store double %.6.i39, ptr %sunkaddr825, align 8
  %.268.us78.1 = load double, ptr %arg.c.4, align 8
  %sunkaddr826 = mul i64 %loop.index74.us76, 8
  %sunkaddr827 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr826
  %sunkaddr828 = getelementptr i8, ptr %sunkaddr827, i64 8
  %.277.us86.1 = load double, ptr %sunkaddr828, align 8
  %.6.i39.1 = fmul double %.268.us78.1, %.277.us86.1
  %sunkaddr829 = mul i64 %loop.index74.us76, 8
  %sunkaddr830 = getelementptr i8, ptr %.6.i, i64 %sunkaddr829
  %sunkaddr831 = getelementptr i8, ptr %sunkaddr830, i64 8
  store double %.6.i39.1, ptr %sunkaddr831, align 8
  %.268.us78.2 = load double, ptr %arg.c.4, align 8
  %sunkaddr832 = mul i64 %loop.index74.us76, 8
  %sunkaddr833 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr832
  %sunkaddr834 = getelementptr i8, ptr %sunkaddr833, i64 16
  %.277.us86.2 = load double, ptr %sunkaddr834, align 8
  %.6.i39.2 = fmul double %.268.us78.2, %.277.us86.2
  %sunkaddr835 = mul i64 %loop.index74.us76, 8
  %sunkaddr836 = getelementptr i8, ptr %.6.i, i64 %sunkaddr835
  %sunkaddr837 = getelementptr i8, ptr %sunkaddr836, i64 16
  store double %.6.i39.2, ptr %sunkaddr837, align 8
  %.268.us78.3 = load double, ptr %arg.c.4, align 8
  %sunkaddr838 = mul i64 %loop.index74.us76, 8
  %sunkaddr839 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr838
  %sunkaddr840 = getelementptr i8, ptr %sunkaddr839, i64 24
  %.277.us86.3 = load double, ptr %sunkaddr840, align 8
  %.6.i39.3 = fmul double %.268.us78.3, %.277.us86.3
  %sunkaddr841 = mul i64 %loop.index74.us76, 8
  %sunkaddr842 = getelementptr i8, ptr %.6.i, i64 %sunkaddr841
  %sunkaddr843 = getelementptr i8, ptr %sunkaddr842, i64 24
  store double %.6.i39.3, ptr %sunkaddr843, align 8
  %.268.us78.4 = load double, ptr %arg.c.4, align 8
  %sunkaddr844 = mul i64 %loop.index74.us76, 8
  %sunkaddr845 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr844
  %sunkaddr846 = getelementptr i8, ptr %sunkaddr845, i64 32
  %.277.us86.4 = load double, ptr %sunkaddr846, align 8
  %.6.i39.4 = fmul double %.268.us78.4, %.277.us86.4
  %sunkaddr847 = mul i64 %loop.index74.us76, 8
  %sunkaddr848 = getelementptr i8, ptr %.6.i, i64 %sunkaddr847
  %sunkaddr849 = getelementptr i8, ptr %sunkaddr848, i64 32
  store double %.6.i39.4, ptr %sunkaddr849, align 8
  %.268.us78.5 = load double, ptr %arg.c.4, align 8
  %sunkaddr850 = mul i64 %loop.index74.us76, 8
  %sunkaddr851 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr850
  %sunkaddr852 = getelementptr i8, ptr %sunkaddr851, i64 40
  %.277.us86.5 = load double, ptr %sunkaddr852, align 8
  %.6.i39.5 = fmul double %.268.us78.5, %.277.us86.5
  %sunkaddr853 = mul i64 %loop.index74.us76, 8
  %sunkaddr854 = getelementptr i8, ptr %.6.i, i64 %sunkaddr853
  %sunkaddr855 = getelementptr i8, ptr %sunkaddr854, i64 40
  store double %.6.i39.5, ptr %sunkaddr855, align 8
  %.268.us78.6 = load double, ptr %arg.c.4, align 8
  %sunkaddr856 = mul i64 %loop.index74.us76, 8
  %sunkaddr857 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr856
  %sunkaddr858 = getelementptr i8, ptr %sunkaddr857, i64 48
  %.277.us86.6 = load double, ptr %sunkaddr858, align 8
  %.6.i39.6 = fmul double %.268.us78.6, %.277.us86.6
  %sunkaddr859 = mul i64 %loop.index74.us76, 8
  %sunkaddr860 = getelementptr i8, ptr %.6.i, i64 %sunkaddr859
  %sunkaddr861 = getelementptr i8, ptr %sunkaddr860, i64 48
  store double %.6.i39.6, ptr %sunkaddr861, align 8
  %.268.us78.7 = load double, ptr %arg.c.4, align 8
  %sunkaddr862 = mul i64 %loop.index74.us76, 8
  %sunkaddr863 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr862
  %sunkaddr864 = getelementptr i8, ptr %sunkaddr863, i64 56
  %.277.us86.7 = load double, ptr %sunkaddr864, align 8
  %.6.i39.7 = fmul double %.268.us78.7, %.277.us86.7
  %sunkaddr865 = mul i64 %loop.index74.us76, 8
  %sunkaddr866 = getelementptr i8, ptr %.6.i, i64 %sunkaddr865
  %sunkaddr867 = getelementptr i8, ptr %sunkaddr866, i64 56
  store double %.6.i39.7, ptr %sunkaddr867, align 8
  %.306.us82.7 = add nuw nsw i64 %loop.index74.us76, 8
  %exitcond111.not.7 = icmp eq i64 %dest_shape.1148153, %.306.us82.7
  br i1 %exitcond111.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us79, !llvm.loop !53

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us79, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us79.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block204, %vec.epilog.middle.block219, %middle.block250, %vec.epilog.middle.block265, %middle.block293, %vec.epilog.middle.block307
  tail call void @NRT_decref(ptr %arg.c.0)
  %xtraiter.i = and i64 %dest_shape.1148153, 7
  %80 = icmp samesign ult i64 %dest_shape.1148153, 8
  br i1 %80, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !54

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.1148153, %const_mat
  %81 = add nsw i64 %dest_shape.1148153, -8
  %82 = lshr i64 %81, 3
  %83 = add nuw nsw i64 %82, 1
  %xtraiter337 = and i64 %83, 3
  %84 = and i64 %81, 24
  %lcmp.mod338.not = icmp eq i64 %84, 24
  br i1 %lcmp.mod338.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !55

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv394 = phi i64 [ %xtraiter337, %.89.endif.i.prol.preheader ], [ %lsr.iv.next395, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !56
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i41.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i41.prol, align 8, !noalias !56
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
  %lsr.iv.next395 = add i64 %lsr.iv394, -1
  %prol.iter339.cmp.not = icmp eq i64 %lsr.iv.next395, 0
  br i1 %prol.iter339.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !59, !llvm.loop !60

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
  br i1 %lcmp.mod.not.i, label %B128.i59, label %.89.endif.epil.preheader.i, !prof !62

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %86 = shl i64 %epil.iter.i, 3
  %scevgep393 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %86
  %.106.epil.i = load double, ptr %scevgep393, align 8, !noalias !56
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i59, label %.89.endif.epil.i, !prof !63, !llvm.loop !64

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !56
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i41 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i41, align 8, !noalias !56
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
  %.114.i41.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i41.1, align 8, !noalias !56
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
  %.114.i41.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i41.2, align 8, !noalias !56
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
  %.114.i41.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i41.3, align 8, !noalias !56
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

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader352, %for.body.endif.endif.endif
  %loop.index74 = phi i64 [ %.306.7, %for.body.endif.endif.endif ], [ %loop.index74.unr, %for.body.endif.endif.endif.preheader352 ]
  %.268 = load double, ptr %arg.c.4, align 8
  %.277 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40 = fmul double %.268, %.277
  %sunkaddr868 = mul i64 %loop.index74, 8
  %sunkaddr869 = getelementptr i8, ptr %.6.i, i64 %sunkaddr868
  store double %.6.i40, ptr %sunkaddr869, align 8
  %.268.1 = load double, ptr %arg.c.4, align 8
  %.277.1 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.1 = fmul double %.268.1, %.277.1
  %sunkaddr870 = mul i64 %loop.index74, 8
  %sunkaddr871 = getelementptr i8, ptr %.6.i, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, ptr %sunkaddr871, i64 8
  store double %.6.i40.1, ptr %sunkaddr872, align 8
  %.268.2 = load double, ptr %arg.c.4, align 8
  %.277.2 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.2 = fmul double %.268.2, %.277.2
  %sunkaddr873 = mul i64 %loop.index74, 8
  %sunkaddr874 = getelementptr i8, ptr %.6.i, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, ptr %sunkaddr874, i64 16
  store double %.6.i40.2, ptr %sunkaddr875, align 8
  %.268.3 = load double, ptr %arg.c.4, align 8
  %.277.3 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.3 = fmul double %.268.3, %.277.3
  %sunkaddr876 = mul i64 %loop.index74, 8
  %sunkaddr877 = getelementptr i8, ptr %.6.i, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, ptr %sunkaddr877, i64 24
  store double %.6.i40.3, ptr %sunkaddr878, align 8
  %.268.4 = load double, ptr %arg.c.4, align 8
  %.277.4 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.4 = fmul double %.268.4, %.277.4
  %sunkaddr879 = mul i64 %loop.index74, 8
  %sunkaddr880 = getelementptr i8, ptr %.6.i, i64 %sunkaddr879
  %sunkaddr881 = getelementptr i8, ptr %sunkaddr880, i64 32
  store double %.6.i40.4, ptr %sunkaddr881, align 8
  %.268.5 = load double, ptr %arg.c.4, align 8
  %.277.5 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.5 = fmul double %.268.5, %.277.5
  %sunkaddr882 = mul i64 %loop.index74, 8
  %sunkaddr883 = getelementptr i8, ptr %.6.i, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, ptr %sunkaddr883, i64 40
  store double %.6.i40.5, ptr %sunkaddr884, align 8
  %.268.6 = load double, ptr %arg.c.4, align 8
  %.277.6 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.6 = fmul double %.268.6, %.277.6
  %sunkaddr885 = mul i64 %loop.index74, 8
  %sunkaddr886 = getelementptr i8, ptr %.6.i, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, ptr %sunkaddr886, i64 48
  store double %.6.i40.6, ptr %sunkaddr887, align 8
  %.268.7 = load double, ptr %arg.c.4, align 8
  %.277.7 = load double, ptr %.52.fca.4.load, align 8
  %.6.i40.7 = fmul double %.268.7, %.277.7
  %sunkaddr888 = mul i64 %loop.index74, 8
  %sunkaddr889 = getelementptr i8, ptr %.6.i, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, ptr %sunkaddr889, i64 56
  store double %.6.i40.7, ptr %sunkaddr890, align 8
  %.306.7 = add nuw nsw i64 %loop.index74, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1148153, %.306.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !69

B128.i59:                                         ; preds = %.89.endif.epil.i, %for.end.thread131, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread131 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %87 = add i64 %.52.fca.5.0.load.fr, %const619
  %.401 = icmp ult i64 %87, %const618
  br i1 %.401, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !70

for.end.endif.endif.endif.if:                     ; preds = %B128.i59
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i59
  %.400 = shl nsw i64 %.52.fca.5.0.load.fr, 3
  %.7.i.i63 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.400, i32 32), !noalias !71
  %.8.i.i64 = icmp eq ptr %.7.i.i63, null
  br i1 %.8.i.i64, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i69 = getelementptr i8, ptr %.7.i.i63, i64 24
  %.6.i70 = load ptr, ptr %.5.i69, align 8
  %.46892 = icmp sgt i64 %.52.fca.5.0.load.fr, 0
  br i1 %.46892, label %for.body.1.lr.ph, label %for.end.1.thread139

for.end.1.thread139:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.0.load)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.470.not = icmp eq i64 %.52.fca.5.0.load.fr, 1
  br i1 %.470.not, label %for.body.1.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %for.body.1.lr.ph
  %88 = ptrtoint ptr %.6.i70 to i64
  %89 = ptrtoint ptr %.52.fca.4.load to i64
  %min.iters.check313 = icmp ult i64 %.52.fca.5.0.load.fr, 8
  %90 = sub i64 %88, %89
  %diff.check312 = icmp ult i64 %90, 64
  %or.cond = select i1 %min.iters.check313, i1 true, i1 %diff.check312
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader324, label %vector.ph314

vector.ph314:                                     ; preds = %for.body.1.endif.endif.us.preheader
  %const_mat612 = add i64 %const, 24
  %n.vec316 = and i64 %.52.fca.5.0.load.fr, %const_mat612
  br label %vector.body317

vector.body317:                                   ; preds = %vector.body317, %vector.ph314
  %index318 = phi i64 [ 0, %vector.ph314 ], [ %index.next320, %vector.body317 ]
  %91 = shl i64 %index318, 3
  %scevgep392 = getelementptr i8, ptr %.52.fca.4.load, i64 %91
  %wide.load319 = load <8 x double>, ptr %scevgep392, align 8
  %92 = tail call <8 x double> @llvm.exp.v8f64(<8 x double> %wide.load319)
  %93 = shl i64 %index318, 3
  %scevgep391 = getelementptr i8, ptr %.6.i70, i64 %93
  store <8 x double> %92, ptr %scevgep391, align 8
  %index.next320 = add nuw i64 %index318, 8
  %94 = icmp eq i64 %n.vec316, %index.next320
  br i1 %94, label %middle.block321, label %vector.body317, !llvm.loop !78

middle.block321:                                  ; preds = %vector.body317
  %cmp.n322 = icmp eq i64 %.52.fca.5.0.load.fr, %n.vec316
  br i1 %cmp.n322, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us.preheader324

for.body.1.endif.endif.us.preheader324:           ; preds = %for.body.1.endif.endif.us.preheader, %middle.block321
  %loop.index.194.us.ph = phi i64 [ 0, %for.body.1.endif.endif.us.preheader ], [ %n.vec316, %middle.block321 ]
  %xtraiter340 = and i64 %.52.fca.5.0.load.fr, 7
  %lcmp.mod341.not = icmp eq i64 %xtraiter340, 0
  br i1 %lcmp.mod341.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader324
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv389 = phi i64 [ %xtraiter340, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next390, %for.body.1.endif.endif.us.prol ]
  %loop.index.194.us.prol = phi i64 [ %.507.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.194.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %95 = shl i64 %loop.index.194.us.prol, 3
  %scevgep388 = getelementptr i8, ptr %.52.fca.4.load, i64 %95
  %.478.us.prol = load double, ptr %scevgep388, align 8
  %.12.le.i.prol = tail call double @llvm.exp.f64(double %.478.us.prol)
  %96 = shl i64 %loop.index.194.us.prol, 3
  %scevgep387 = getelementptr i8, ptr %.6.i70, i64 %96
  store double %.12.le.i.prol, ptr %scevgep387, align 8
  %.507.us.prol = add nuw nsw i64 %loop.index.194.us.prol, 1
  %lsr.iv.next390 = add nsw i64 %lsr.iv389, -1
  %prol.iter342.cmp.not = icmp eq i64 %lsr.iv.next390, 0
  br i1 %prol.iter342.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !79

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader324
  %loop.index.194.us.unr = phi i64 [ %loop.index.194.us.ph, %for.body.1.endif.endif.us.preheader324 ], [ %.507.us.prol, %for.body.1.endif.endif.us.prol ]
  %97 = sub nsw i64 %loop.index.194.us.ph, %.52.fca.5.0.load.fr
  %98 = icmp ugt i64 %97, -8
  br i1 %98, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us.preheader346

for.body.1.endif.endif.us.preheader346:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader346, %for.body.1.endif.endif.us
  %loop.index.194.us = phi i64 [ %.507.us.7, %for.body.1.endif.endif.us ], [ %loop.index.194.us.unr, %for.body.1.endif.endif.us.preheader346 ]
  %sunkaddr891 = mul i64 %loop.index.194.us, 8
  %sunkaddr892 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr891
  %.478.us = load double, ptr %sunkaddr892, align 8
  %.12.le.i = tail call double @llvm.exp.f64(double %.478.us)
  %sunkaddr893 = mul i64 %loop.index.194.us, 8
  %sunkaddr894 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr893
  store double %.12.le.i, ptr %sunkaddr894, align 8
  %sunkaddr895 = mul i64 %loop.index.194.us, 8
  %sunkaddr896 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, ptr %sunkaddr896, i64 8
  %.478.us.1 = load double, ptr %sunkaddr897, align 8
  %.12.le.i.1 = tail call double @llvm.exp.f64(double %.478.us.1)
  %sunkaddr898 = mul i64 %loop.index.194.us, 8
  %sunkaddr899 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, ptr %sunkaddr899, i64 8
  store double %.12.le.i.1, ptr %sunkaddr900, align 8
  %sunkaddr901 = mul i64 %loop.index.194.us, 8
  %sunkaddr902 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, ptr %sunkaddr902, i64 16
  %.478.us.2 = load double, ptr %sunkaddr903, align 8
  %.12.le.i.2 = tail call double @llvm.exp.f64(double %.478.us.2)
  %sunkaddr904 = mul i64 %loop.index.194.us, 8
  %sunkaddr905 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, ptr %sunkaddr905, i64 16
  store double %.12.le.i.2, ptr %sunkaddr906, align 8
  %sunkaddr907 = mul i64 %loop.index.194.us, 8
  %sunkaddr908 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, ptr %sunkaddr908, i64 24
  %.478.us.3 = load double, ptr %sunkaddr909, align 8
  %.12.le.i.3 = tail call double @llvm.exp.f64(double %.478.us.3)
  %sunkaddr910 = mul i64 %loop.index.194.us, 8
  %sunkaddr911 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, ptr %sunkaddr911, i64 24
  store double %.12.le.i.3, ptr %sunkaddr912, align 8
  %sunkaddr913 = mul i64 %loop.index.194.us, 8
  %sunkaddr914 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, ptr %sunkaddr914, i64 32
  %.478.us.4 = load double, ptr %sunkaddr915, align 8
  %.12.le.i.4 = tail call double @llvm.exp.f64(double %.478.us.4)
  %sunkaddr916 = mul i64 %loop.index.194.us, 8
  %sunkaddr917 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, ptr %sunkaddr917, i64 32
  store double %.12.le.i.4, ptr %sunkaddr918, align 8
  %sunkaddr919 = mul i64 %loop.index.194.us, 8
  %sunkaddr920 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, ptr %sunkaddr920, i64 40
  %.478.us.5 = load double, ptr %sunkaddr921, align 8
  %.12.le.i.5 = tail call double @llvm.exp.f64(double %.478.us.5)
  %sunkaddr922 = mul i64 %loop.index.194.us, 8
  %sunkaddr923 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, ptr %sunkaddr923, i64 40
  store double %.12.le.i.5, ptr %sunkaddr924, align 8
  %sunkaddr925 = mul i64 %loop.index.194.us, 8
  %sunkaddr926 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, ptr %sunkaddr926, i64 48
  %.478.us.6 = load double, ptr %sunkaddr927, align 8
  %.12.le.i.6 = tail call double @llvm.exp.f64(double %.478.us.6)
  %sunkaddr928 = mul i64 %loop.index.194.us, 8
  %sunkaddr929 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, ptr %sunkaddr929, i64 48
  store double %.12.le.i.6, ptr %sunkaddr930, align 8
  %sunkaddr931 = mul i64 %loop.index.194.us, 8
  %sunkaddr932 = getelementptr i8, ptr %.52.fca.4.load, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, ptr %sunkaddr932, i64 56
  %.478.us.7 = load double, ptr %sunkaddr933, align 8
  %.12.le.i.7 = tail call double @llvm.exp.f64(double %.478.us.7)
  %sunkaddr934 = mul i64 %loop.index.194.us, 8
  %sunkaddr935 = getelementptr i8, ptr %.6.i70, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, ptr %sunkaddr935, i64 56
  store double %.12.le.i.7, ptr %sunkaddr936, align 8
  %.507.us.7 = add nuw nsw i64 %loop.index.194.us, 8
  %exitcond115.not.7 = icmp eq i64 %.52.fca.5.0.load.fr, %.507.us.7
  br i1 %exitcond115.not.7, label %.89.endif.preheader.i74, label %for.body.1.endif.endif.us, !llvm.loop !80

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i74:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block321, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.52.fca.0.load)
  %xtraiter.i75 = and i64 %.52.fca.5.0.load.fr, 7
  %99 = icmp samesign ult i64 %.52.fca.5.0.load.fr, 8
  br i1 %99, label %.89.endif.epil.preheader.i110, label %.89.endif.preheader.new.i76, !prof !54

.89.endif.preheader.new.i76:                      ; preds = %.89.endif.preheader.i74
  %const_mat613 = add i64 %const, 24
  %unroll_iter.i77 = and i64 %.52.fca.5.0.load.fr, %const_mat613
  %100 = add nsw i64 %.52.fca.5.0.load.fr, -8
  %101 = lshr i64 %100, 3
  %102 = add nuw nsw i64 %101, 1
  %xtraiter343 = and i64 %102, 3
  %103 = and i64 %100, 24
  %lcmp.mod344.not = icmp eq i64 %103, 24
  br i1 %lcmp.mod344.not, label %.89.endif.i78.prol.loopexit, label %.89.endif.i78.prol.preheader, !prof !55

.89.endif.i78.prol.preheader:                     ; preds = %.89.endif.preheader.new.i76
  br label %.89.endif.i78.prol

.89.endif.i78.prol:                               ; preds = %.89.endif.i78.prol.preheader, %.89.endif.i78.prol
  %lsr.iv = phi i64 [ %xtraiter343, %.89.endif.i78.prol.preheader ], [ %lsr.iv.next, %.89.endif.i78.prol ]
  %lsr.iv.i79.prol = phi i64 [ %lsr.iv.next.i106.prol, %.89.endif.i78.prol ], [ %unroll_iter.i77, %.89.endif.i78.prol.preheader ]
  %.77.013.i80.prol = phi ptr [ %.114.7.i105.prol, %.89.endif.i78.prol ], [ %.6.i70, %.89.endif.i78.prol.preheader ]
  %.72.012.i81.prol = phi double [ %.108.7.i104.prol, %.89.endif.i78.prol ], [ 0.000000e+00, %.89.endif.i78.prol.preheader ]
  %.106.i82.prol = load double, ptr %.77.013.i80.prol, align 8, !noalias !81
  %.108.i83.prol = fadd double %.72.012.i81.prol, %.106.i82.prol
  %.114.i84.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 8
  %.106.1.i85.prol = load double, ptr %.114.i84.prol, align 8, !noalias !81
  %.108.1.i86.prol = fadd double %.108.i83.prol, %.106.1.i85.prol
  %.114.1.i87.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 16
  %.106.2.i88.prol = load double, ptr %.114.1.i87.prol, align 8, !noalias !81
  %.108.2.i89.prol = fadd double %.108.1.i86.prol, %.106.2.i88.prol
  %.114.2.i90.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 24
  %.106.3.i91.prol = load double, ptr %.114.2.i90.prol, align 8, !noalias !81
  %.108.3.i92.prol = fadd double %.108.2.i89.prol, %.106.3.i91.prol
  %.114.3.i93.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 32
  %.106.4.i94.prol = load double, ptr %.114.3.i93.prol, align 8, !noalias !81
  %.108.4.i95.prol = fadd double %.108.3.i92.prol, %.106.4.i94.prol
  %.114.4.i96.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 40
  %.106.5.i97.prol = load double, ptr %.114.4.i96.prol, align 8, !noalias !81
  %.108.5.i98.prol = fadd double %.108.4.i95.prol, %.106.5.i97.prol
  %.114.5.i99.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 48
  %.106.6.i100.prol = load double, ptr %.114.5.i99.prol, align 8, !noalias !81
  %.108.6.i101.prol = fadd double %.108.5.i98.prol, %.106.6.i100.prol
  %.114.6.i102.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 56
  %.106.7.i103.prol = load double, ptr %.114.6.i102.prol, align 8, !noalias !81
  %.108.7.i104.prol = fadd double %.108.6.i101.prol, %.106.7.i103.prol
  %.114.7.i105.prol = getelementptr i8, ptr %.77.013.i80.prol, i64 64
  %lsr.iv.next.i106.prol = add i64 %lsr.iv.i79.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter345.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter345.cmp.not, label %.89.endif.i78.prol.loopexit, label %.89.endif.i78.prol, !prof !59, !llvm.loop !84

.89.endif.i78.prol.loopexit:                      ; preds = %.89.endif.i78.prol, %.89.endif.preheader.new.i76
  %.108.7.i104.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i76 ], [ %.108.7.i104.prol, %.89.endif.i78.prol ]
  %.114.7.i105.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i76 ], [ %.114.7.i105.prol, %.89.endif.i78.prol ]
  %lsr.iv.i79.unr = phi i64 [ %unroll_iter.i77, %.89.endif.preheader.new.i76 ], [ %lsr.iv.next.i106.prol, %.89.endif.i78.prol ]
  %.77.013.i80.unr = phi ptr [ %.6.i70, %.89.endif.preheader.new.i76 ], [ %.114.7.i105.prol, %.89.endif.i78.prol ]
  %.72.012.i81.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i76 ], [ %.108.7.i104.prol, %.89.endif.i78.prol ]
  %104 = icmp ult i64 %100, 24
  br i1 %104, label %common.ret.loopexit.unr-lcssa.i108, label %.89.endif.i78.preheader, !prof !61

.89.endif.i78.preheader:                          ; preds = %.89.endif.i78.prol.loopexit
  br label %.89.endif.i78

common.ret.loopexit.unr-lcssa.i108:               ; preds = %.89.endif.i78, %.89.endif.i78.prol.loopexit
  %.108.7.i104.lcssa = phi double [ %.108.7.i104.lcssa.unr, %.89.endif.i78.prol.loopexit ], [ %.108.7.i104.3, %.89.endif.i78 ]
  %.114.7.i105.lcssa = phi ptr [ %.114.7.i105.lcssa.unr, %.89.endif.i78.prol.loopexit ], [ %.114.7.i105.3, %.89.endif.i78 ]
  %lcmp.mod.not.i109 = icmp eq i64 %xtraiter.i75, 0
  br i1 %lcmp.mod.not.i109, label %for.end.1.endif, label %.89.endif.epil.preheader.i110, !prof !62

.89.endif.epil.preheader.i110:                    ; preds = %common.ret.loopexit.unr-lcssa.i108, %.89.endif.preheader.i74
  %.77.013.epil.init.i111 = phi ptr [ %.6.i70, %.89.endif.preheader.i74 ], [ %.114.7.i105.lcssa, %common.ret.loopexit.unr-lcssa.i108 ]
  %.72.012.epil.init.i112 = phi double [ 0.000000e+00, %.89.endif.preheader.i74 ], [ %.108.7.i104.lcssa, %common.ret.loopexit.unr-lcssa.i108 ]
  br label %.89.endif.epil.i113

.89.endif.epil.i113:                              ; preds = %.89.endif.epil.i113, %.89.endif.epil.preheader.i110
  %.72.012.epil.i114 = phi double [ %.108.epil.i118, %.89.endif.epil.i113 ], [ %.72.012.epil.init.i112, %.89.endif.epil.preheader.i110 ]
  %epil.iter.i115 = phi i64 [ %epil.iter.next.i119, %.89.endif.epil.i113 ], [ 0, %.89.endif.epil.preheader.i110 ]
  %105 = shl i64 %epil.iter.i115, 3
  %scevgep354 = getelementptr i8, ptr %.77.013.epil.init.i111, i64 %105
  %.106.epil.i117 = load double, ptr %scevgep354, align 8, !noalias !81
  %.108.epil.i118 = fadd double %.72.012.epil.i114, %.106.epil.i117
  %epil.iter.next.i119 = add i64 %epil.iter.i115, 1
  %epil.iter.cmp.not.i120 = icmp eq i64 %xtraiter.i75, %epil.iter.next.i119
  br i1 %epil.iter.cmp.not.i120, label %for.end.1.endif, label %.89.endif.epil.i113, !prof !63, !llvm.loop !64

.89.endif.i78:                                    ; preds = %.89.endif.i78.preheader, %.89.endif.i78
  %lsr.iv.i79 = phi i64 [ %lsr.iv.next.i106.3, %.89.endif.i78 ], [ %lsr.iv.i79.unr, %.89.endif.i78.preheader ]
  %.77.013.i80 = phi ptr [ %.114.7.i105.3, %.89.endif.i78 ], [ %.77.013.i80.unr, %.89.endif.i78.preheader ]
  %.72.012.i81 = phi double [ %.108.7.i104.3, %.89.endif.i78 ], [ %.72.012.i81.unr, %.89.endif.i78.preheader ]
  %.106.i82 = load double, ptr %.77.013.i80, align 8, !noalias !81
  %.108.i83 = fadd double %.72.012.i81, %.106.i82
  %.114.i84 = getelementptr i8, ptr %.77.013.i80, i64 8
  %.106.1.i85 = load double, ptr %.114.i84, align 8, !noalias !81
  %.108.1.i86 = fadd double %.108.i83, %.106.1.i85
  %.114.1.i87 = getelementptr i8, ptr %.77.013.i80, i64 16
  %.106.2.i88 = load double, ptr %.114.1.i87, align 8, !noalias !81
  %.108.2.i89 = fadd double %.108.1.i86, %.106.2.i88
  %.114.2.i90 = getelementptr i8, ptr %.77.013.i80, i64 24
  %.106.3.i91 = load double, ptr %.114.2.i90, align 8, !noalias !81
  %.108.3.i92 = fadd double %.108.2.i89, %.106.3.i91
  %.114.3.i93 = getelementptr i8, ptr %.77.013.i80, i64 32
  %.106.4.i94 = load double, ptr %.114.3.i93, align 8, !noalias !81
  %.108.4.i95 = fadd double %.108.3.i92, %.106.4.i94
  %.114.4.i96 = getelementptr i8, ptr %.77.013.i80, i64 40
  %.106.5.i97 = load double, ptr %.114.4.i96, align 8, !noalias !81
  %.108.5.i98 = fadd double %.108.4.i95, %.106.5.i97
  %.114.5.i99 = getelementptr i8, ptr %.77.013.i80, i64 48
  %.106.6.i100 = load double, ptr %.114.5.i99, align 8, !noalias !81
  %.108.6.i101 = fadd double %.108.5.i98, %.106.6.i100
  %.114.6.i102 = getelementptr i8, ptr %.77.013.i80, i64 56
  %.106.7.i103 = load double, ptr %.114.6.i102, align 8, !noalias !81
  %.108.7.i104 = fadd double %.108.6.i101, %.106.7.i103
  %.114.7.i105 = getelementptr i8, ptr %.77.013.i80, i64 64
  %.106.i82.1 = load double, ptr %.114.7.i105, align 8, !noalias !81
  %.108.i83.1 = fadd double %.108.7.i104, %.106.i82.1
  %.114.i84.1 = getelementptr i8, ptr %.77.013.i80, i64 72
  %.106.1.i85.1 = load double, ptr %.114.i84.1, align 8, !noalias !81
  %.108.1.i86.1 = fadd double %.108.i83.1, %.106.1.i85.1
  %.114.1.i87.1 = getelementptr i8, ptr %.77.013.i80, i64 80
  %.106.2.i88.1 = load double, ptr %.114.1.i87.1, align 8, !noalias !81
  %.108.2.i89.1 = fadd double %.108.1.i86.1, %.106.2.i88.1
  %.114.2.i90.1 = getelementptr i8, ptr %.77.013.i80, i64 88
  %.106.3.i91.1 = load double, ptr %.114.2.i90.1, align 8, !noalias !81
  %.108.3.i92.1 = fadd double %.108.2.i89.1, %.106.3.i91.1
  %.114.3.i93.1 = getelementptr i8, ptr %.77.013.i80, i64 96
  %.106.4.i94.1 = load double, ptr %.114.3.i93.1, align 8, !noalias !81
  %.108.4.i95.1 = fadd double %.108.3.i92.1, %.106.4.i94.1
  %.114.4.i96.1 = getelementptr i8, ptr %.77.013.i80, i64 104
  %.106.5.i97.1 = load double, ptr %.114.4.i96.1, align 8, !noalias !81
  %.108.5.i98.1 = fadd double %.108.4.i95.1, %.106.5.i97.1
  %.114.5.i99.1 = getelementptr i8, ptr %.77.013.i80, i64 112
  %.106.6.i100.1 = load double, ptr %.114.5.i99.1, align 8, !noalias !81
  %.108.6.i101.1 = fadd double %.108.5.i98.1, %.106.6.i100.1
  %.114.6.i102.1 = getelementptr i8, ptr %.77.013.i80, i64 120
  %.106.7.i103.1 = load double, ptr %.114.6.i102.1, align 8, !noalias !81
  %.108.7.i104.1 = fadd double %.108.6.i101.1, %.106.7.i103.1
  %.114.7.i105.1 = getelementptr i8, ptr %.77.013.i80, i64 128
  %.106.i82.2 = load double, ptr %.114.7.i105.1, align 8, !noalias !81
  %.108.i83.2 = fadd double %.108.7.i104.1, %.106.i82.2
  %.114.i84.2 = getelementptr i8, ptr %.77.013.i80, i64 136
  %.106.1.i85.2 = load double, ptr %.114.i84.2, align 8, !noalias !81
  %.108.1.i86.2 = fadd double %.108.i83.2, %.106.1.i85.2
  %.114.1.i87.2 = getelementptr i8, ptr %.77.013.i80, i64 144
  %.106.2.i88.2 = load double, ptr %.114.1.i87.2, align 8, !noalias !81
  %.108.2.i89.2 = fadd double %.108.1.i86.2, %.106.2.i88.2
  %.114.2.i90.2 = getelementptr i8, ptr %.77.013.i80, i64 152
  %.106.3.i91.2 = load double, ptr %.114.2.i90.2, align 8, !noalias !81
  %.108.3.i92.2 = fadd double %.108.2.i89.2, %.106.3.i91.2
  %.114.3.i93.2 = getelementptr i8, ptr %.77.013.i80, i64 160
  %.106.4.i94.2 = load double, ptr %.114.3.i93.2, align 8, !noalias !81
  %.108.4.i95.2 = fadd double %.108.3.i92.2, %.106.4.i94.2
  %.114.4.i96.2 = getelementptr i8, ptr %.77.013.i80, i64 168
  %.106.5.i97.2 = load double, ptr %.114.4.i96.2, align 8, !noalias !81
  %.108.5.i98.2 = fadd double %.108.4.i95.2, %.106.5.i97.2
  %.114.5.i99.2 = getelementptr i8, ptr %.77.013.i80, i64 176
  %.106.6.i100.2 = load double, ptr %.114.5.i99.2, align 8, !noalias !81
  %.108.6.i101.2 = fadd double %.108.5.i98.2, %.106.6.i100.2
  %.114.6.i102.2 = getelementptr i8, ptr %.77.013.i80, i64 184
  %.106.7.i103.2 = load double, ptr %.114.6.i102.2, align 8, !noalias !81
  %.108.7.i104.2 = fadd double %.108.6.i101.2, %.106.7.i103.2
  %.114.7.i105.2 = getelementptr i8, ptr %.77.013.i80, i64 192
  %.106.i82.3 = load double, ptr %.114.7.i105.2, align 8, !noalias !81
  %.108.i83.3 = fadd double %.108.7.i104.2, %.106.i82.3
  %.114.i84.3 = getelementptr i8, ptr %.77.013.i80, i64 200
  %.106.1.i85.3 = load double, ptr %.114.i84.3, align 8, !noalias !81
  %.108.1.i86.3 = fadd double %.108.i83.3, %.106.1.i85.3
  %.114.1.i87.3 = getelementptr i8, ptr %.77.013.i80, i64 208
  %.106.2.i88.3 = load double, ptr %.114.1.i87.3, align 8, !noalias !81
  %.108.2.i89.3 = fadd double %.108.1.i86.3, %.106.2.i88.3
  %.114.2.i90.3 = getelementptr i8, ptr %.77.013.i80, i64 216
  %.106.3.i91.3 = load double, ptr %.114.2.i90.3, align 8, !noalias !81
  %.108.3.i92.3 = fadd double %.108.2.i89.3, %.106.3.i91.3
  %.114.3.i93.3 = getelementptr i8, ptr %.77.013.i80, i64 224
  %.106.4.i94.3 = load double, ptr %.114.3.i93.3, align 8, !noalias !81
  %.108.4.i95.3 = fadd double %.108.3.i92.3, %.106.4.i94.3
  %.114.4.i96.3 = getelementptr i8, ptr %.77.013.i80, i64 232
  %.106.5.i97.3 = load double, ptr %.114.4.i96.3, align 8, !noalias !81
  %.108.5.i98.3 = fadd double %.108.4.i95.3, %.106.5.i97.3
  %.114.5.i99.3 = getelementptr i8, ptr %.77.013.i80, i64 240
  %.106.6.i100.3 = load double, ptr %.114.5.i99.3, align 8, !noalias !81
  %.108.6.i101.3 = fadd double %.108.5.i98.3, %.106.6.i100.3
  %.114.6.i102.3 = getelementptr i8, ptr %.77.013.i80, i64 248
  %.106.7.i103.3 = load double, ptr %.114.6.i102.3, align 8, !noalias !81
  %.108.7.i104.3 = fadd double %.108.6.i101.3, %.106.7.i103.3
  %.114.7.i105.3 = getelementptr i8, ptr %.77.013.i80, i64 256
  %lsr.iv.next.i106.3 = add nsw i64 %lsr.iv.i79, -32
  %niter.ncmp.7.i107.3 = icmp eq i64 %lsr.iv.next.i106.3, 0
  br i1 %niter.ncmp.7.i107.3, label %common.ret.loopexit.unr-lcssa.i108, label %.89.endif.i78, !prof !66, !llvm.loop !85

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.478 = load double, ptr %.52.fca.4.load, align 8
  %.12.le.i71 = tail call double @llvm.exp.f64(double %.478)
  store double %.12.le.i71, ptr %.6.i70, align 8
  br label %.89.endif.preheader.i74

for.end.1.endif:                                  ; preds = %.89.endif.epil.i113, %common.ret.loopexit.unr-lcssa.i108, %for.end.1.thread139
  %.72.0.lcssa.i73 = phi double [ 0.000000e+00, %for.end.1.thread139 ], [ %.108.7.i104.lcssa, %common.ret.loopexit.unr-lcssa.i108 ], [ %.108.epil.i118, %.89.endif.epil.i113 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i63)
  %.548.le = tail call double @llvm.log.f64(double %.72.0.lcssa.i73)
  %.553 = fadd double %.72.0.lcssa.i, %.548.le
  store double %.553, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

define ptr @_ZN7cpython7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.eigvalsh_loss, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.77 = call i32 @_ZN7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels13eigvalsh_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg13eigvalsh_impl12_3clocals_3e13eigvalsh_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B252.endif.endif.endif.endif.if.if, %B252.endif.endif.endif.endif.endif, %B252.endif.endif.endif.if, %B252.if.if, %B132.endif.endif.if.if, %B132.endif.if.if, %B132.if.if, %B248, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B248 ], [ 1, %B132.if.if ], [ 1, %B132.endif.if.if ], [ 1, %B132.endif.endif.if.if ], [ 1, %B252.if.if ], [ 1, %B252.endif.endif.endif.if ], [ 0, %B252.endif.endif.endif.endif.endif ], [ 1, %B252.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.3cf942ed8dcbbc3e9e12d09f769bbeb56bb41858, ptr %excinfo, align 8, !numba_exception_output !2
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
  %.262.i = load double, ptr %.179.i, align 8, !noalias !86
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B132.if.if

B248:                                             ; preds = %B132.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack275 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  %retptr.repack279 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack275, i8 0, i64 16, i1 false)
  store i64 8, ptr %retptr.repack279, align 8
  %retptr.repack281 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack281, align 8
  %retptr.repack283 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 0, ptr %retptr.repack283, align 8
  %retptr.repack285 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack285, align 8
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  br label %common.ret

B252:                                             ; preds = %B132.endif.endif.endif
  %.293 = tail call i32 @numba_ez_xxxevd(i8 100, i8 78, i8 76, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.9.not.i = icmp eq i32 %.293, 0
  br i1 %.9.not.i, label %B252.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B252
  %.13.i = icmp slt i32 %.293, 0
  br i1 %.13.i, label %B28.i, label %B252.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !90
  br label %B252.if.if

B132.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !94
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !94
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !94
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !94
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B132.endif.endif, label %B132.endif.if.if, !prof !0

B132.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif:                                 ; preds = %B132.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !94
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !94
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !94
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !94
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
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !98
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B132.endif.endif.if.if, label %B132.endif.endif.endif, !prof !10

B132.endif.if.if:                                 ; preds = %B132.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !94
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B132.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !108
  %.207 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.207, label %B248, label %B252

B132.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B132.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B132.endif.endif ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B252.if.if:                                       ; preds = %B28.i, %B16.i
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B252.endif.endif.if:                              ; preds = %B252
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  %.362 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @.dtor.list.int64)
  %.363 = icmp eq ptr %.362, null
  br i1 %.363, label %B252.endif.endif.endif.if, label %B252.endif.endif.endif.endif, !prof !10

B252.endif.endif.endif.if:                        ; preds = %B252.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B252.endif.endif.endif.endif:                     ; preds = %B252.endif.endif.if
  %.5.i = getelementptr i8, ptr %.362, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.375 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 2, ptr %.375, align 8
  %.6.i9 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i9, align 8
  %.6.i11 = load ptr, ptr %.5.i, align 8
  %.387 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 16
  store i8 0, ptr %.387, align 1
  %.6.i13 = load ptr, ptr %.5.i, align 8
  %.400 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.400, i8 0, i64 16, i1 false)
  %.6.i15 = load ptr, ptr %.5.i, align 8
  store i64 2, ptr %.6.i15, align 8
  %.6.i17 = load ptr, ptr %.5.i, align 8
  %.440 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  store i64 %.45.fca.2.load.i, ptr %.440, align 8
  %.6.i19 = load ptr, ptr %.5.i, align 8
  %.455 = getelementptr i8, ptr %.6.i19, i64 32
  store i64 %arg.a.5.0, ptr %.455, align 8
  %.6.i.i21 = load ptr, ptr %.5.i, align 8, !noalias !109
  %.26.i = load i64, ptr %.6.i.i21, align 8, !noalias !109
  %.27.i22 = icmp slt i64 %.26.i, 1
  br i1 %.27.i22, label %B252.endif.endif.endif.endif.if.if, label %B252.endif.endif.endif.endif.endif, !prof !10

B252.endif.endif.endif.endif.endif:               ; preds = %B252.endif.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack263 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack263, align 8
  %retptr.repack265 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack265, align 8
  %retptr.repack267 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack267, align 8
  %retptr.repack269 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack269, align 8
  %retptr.repack271 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack271, align 8
  %retptr.repack273 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack273, align 8
  tail call void @NRT_decref(ptr nonnull %.362)
  br label %common.ret

B252.endif.endif.endif.endif.if.if:               ; preds = %B252.endif.endif.endif.endif
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
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !113
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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !120
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !120
  %wide.load9 = load <8 x double>, ptr %scevgep11, align 8, !alias.scope !120
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !120
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep5 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !123, !noalias !120
  store <8 x double> %wide.load8, ptr %scevgep8, align 8, !alias.scope !123, !noalias !120
  store <8 x double> %wide.load9, ptr %scevgep5, align 8, !alias.scope !123, !noalias !120
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !123, !noalias !120
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !125

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
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !120
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !123, !noalias !120
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !126

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !127

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !128

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.exp.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 32212254, i32 2115271394}
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
!70 = !{!"branch_weights", i32 42949671, i32 -42949671}
!71 = !{!72, !74, !75, !77}
!72 = distinct !{!72, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!73 = distinct !{!73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!74 = distinct !{!74, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !20, !21}
!79 = distinct !{!79, !25}
!80 = distinct !{!80, !20}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!84 = distinct !{!84, !25}
!85 = distinct !{!85, !68}
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!89 = distinct !{!89, !88, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!90 = !{!91, !93}
!91 = distinct !{!91, !92, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!93 = distinct !{!93, !92, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!94 = !{!95, !97}
!95 = distinct !{!95, !96, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!97 = distinct !{!97, !96, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!98 = !{!99, !101, !102, !104, !105, !107}
!99 = distinct !{!99, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!100 = distinct !{!100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!101 = distinct !{!101, !100, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!108 = !{!105, !107}
!109 = !{!110, !112}
!110 = distinct !{!110, !111, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!111 = distinct !{!111, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!112 = distinct !{!112, !111, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!113 = !{!114, !116, !117, !119}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!117 = distinct !{!117, !118, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!118 = distinct !{!118, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!119 = distinct !{!119, !118, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!120 = !{!121}
!121 = distinct !{!121, !122}
!122 = distinct !{!122, !"LVerDomain"}
!123 = !{!124}
!124 = distinct !{!124, !122}
!125 = distinct !{!125, !20, !21}
!126 = distinct !{!126, !20, !21}
!127 = distinct !{!127, !25}
!128 = distinct !{!128, !20}
