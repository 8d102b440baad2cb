; ModuleID = 'cond_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.cond_loss = internal constant [10 x i8] c"cond_loss\00"
@_ZN08NumbaEnv7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg9cond_impl12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg29_compute_singular_values_impl12_3clocals_3e11sv_functionB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c268e6a57eb1e57caabc032b2a8d69a1c963f205 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C\16Arrays cannot be empty\94\85\94\8C\0Bsv_function\94\8C\12numba/np/linalg.py\94M\E5\08\87\94\87\94."
@.const.pickledata.c268e6a57eb1e57caabc032b2a8d69a1c963f205.sha1 = internal constant [20 x i8] c"\C2h\E6\A5~\B1\E5|\AA\BC\03+*\8Di\A1\C9c\F2\05"
@.const.picklebuf.c268e6a57eb1e57caabc032b2a8d69a1c963f205 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c268e6a57eb1e57caabc032b2a8d69a1c963f205, i32 112, ptr @.const.pickledata.c268e6a57eb1e57caabc032b2a8d69a1c963f205.sha1, ptr null, i32 0 }
@.const.array.data = internal constant [8 x i8] c"t\C80\D9F\C9\1A>", align 8
@.const.array.data.1 = internal constant [8 x i8] c"\00\00\00\00\00\00\D0<", align 8
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_min12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.17, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.18, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
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

define range(i32 0, 2) i32 @_ZN7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1) local_unnamed_addr {
B0:
  %.31.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.31.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.31.i, i8 0, i64 56, i1 false), !noalias !0
  %.39.i = call i32 @_ZN5numba2np6linalg29_compute_singular_values_impl12_3clocals_3e11sv_functionB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.31.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1), !noalias !0
  %cond.i = icmp eq i32 %.39.i, 0
  br i1 %cond.i, label %B78.i, label %B0.if.if, !prof !4

B78.i:                                            ; preds = %B0
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.31.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.31.i, i64 32
  %.49.fca.0.load.i = load ptr, ptr %.31.i, align 8, !noalias !0
  %.49.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !0
  %.49.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  %.118.i = load double, ptr %.49.fca.4.load.i, align 8, !noalias !0
  %0 = getelementptr double, ptr %.49.fca.4.load.i, i64 %.49.fca.5.0.load.i
  %.147.i = getelementptr i8, ptr %0, i64 -8
  %.148.i = load double, ptr %.147.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %.49.fca.0.load.i), !noalias !0
  %.163.le.i = fdiv double %.118.i, %.148.i
  %.180.le.i = fcmp uno double %.163.le.i, 0.000000e+00
  %.22.0.ph = select i1 %.180.le.i, double 0x7FF0000000000000, double %.163.le.i
  call void @llvm.lifetime.end.p0(ptr nonnull %.31.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.A.0)
  store double %.22.0.ph, ptr %retptr, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.if.if, %B78.i
  %common.ret.op = phi i32 [ 0, %B78.i ], [ 1, %B0.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.40.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.31.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.40.i, ptr %excinfo, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cond_loss, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !5

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
  %.51 = call i32 @_ZN7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #2
  %.52 = load ptr, ptr %excinfo, align 8
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !5

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !5

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
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels9cond_lossB3v60B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #2
  %.12 = load ptr, ptr %excinfo, align 8
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !4

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.23)
  call void @PyErr_Clear()
  %.29 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.30 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 0
  %.36 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.37 = sext i32 %.36 to i64
  %.38 = call ptr @PyBytes_FromStringAndSize(ptr %.34, i64 %.37)
  %.39 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 2
  %.42 = extractvalue { ptr, i32, ptr, ptr, i32 } %.39, 3
  %.44 = call ptr %.42(ptr %.40)
  %.45 = icmp eq ptr %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if
  %.58 = extractvalue { ptr, i32, ptr, ptr, i32 } %.29, 2
  %.59 = call ptr @numba_unpickle(ptr %.34, i32 %.36, ptr %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi ptr [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq ptr %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !5

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg29_compute_singular_values_impl12_3clocals_3e11sv_functionB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.61 = icmp eq i64 %arg.a.5.0, 0
  %.64 = icmp eq i64 %arg.a.5.1, 0
  %or.cond = select i1 %.61, i1 true, i1 %.64
  br i1 %or.cond, label %B82, label %B144

common.ret:                                       ; preds = %B144.endif.endif.endif.en...if.if, %B144.endif.endif.endif.en...endif, %B144.endif.endif.endif.endif.endif.endif.endif.if, %B144.endif.endif.endif.endif.if.if, %B144.endif.endif.endif.if.if, %B144.endif.endif.if.if, %B144.if.if, %B82
  %common.ret.op = phi i32 [ 1, %B82 ], [ 1, %B144.if.if ], [ 1, %B144.endif.endif.endif.en...if.if ], [ 1, %B144.endif.endif.if.if ], [ 1, %B144.endif.endif.endif.if.if ], [ 1, %B144.endif.endif.endif.endif.if.if ], [ 1, %B144.endif.endif.endif.endif.endif.endif.endif.if ], [ 0, %B144.endif.endif.endif.en...endif ]
  ret i32 %common.ret.op

B82:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.c268e6a57eb1e57caabc032b2a8d69a1c963f205, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B144:                                             ; preds = %B0
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B144
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B144 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B144 ]
  br i1 %.158146.in.i, label %B144.endif.endif, label %B44.endif.i, !prof !5

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !5
  %.262.i = load double, ptr %.179.i, align 8, !noalias !7
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B144.if.if

B144.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif:                                 ; preds = %B44.i
  %.13.i = tail call i64 @llvm.smin.i64(i64 %arg.a.5.1, i64 %arg.a.5.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !11
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !11
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !11
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B144.endif.endif.endif, label %B144.endif.endif.if.if, !prof !4

B144.endif.endif.endif:                           ; preds = %B144.endif.endif
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !11
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !11
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !11
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !11
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.15.i = icmp slt i64 %.13.i, 0
  br i1 %.15.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.i, !prof !5

B0.endif.endif.i:                                 ; preds = %B144.endif.endif.endif
  %.31.i = icmp samesign ugt i64 %.13.i, 1152921504606846975
  br i1 %.31.i, label %B144.endif.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl nuw nsw i64 %.13.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !15
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B144.endif.endif.endif.if.if, label %B144.endif.endif.endif.endif, !prof !5

B144.endif.endif.if.if:                           ; preds = %B144.endif.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !11
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif.endif:                     ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !25
  %.397 = tail call i32 @numba_ez_gesdd(i8 100, i8 78, i64 %arg.a.5.0, i64 %arg.a.5.1, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i, ptr nonnull @.const.array.data, i64 %arg.a.5.0, ptr nonnull @.const.array.data.1, i64 1)
  %.9.not.i = icmp eq i32 %.397, 0
  br i1 %.9.not.i, label %B144.endif.endif.endif.endif.endif.endif.if, label %B16.i

B16.i:                                            ; preds = %B144.endif.endif.endif.endif
  %.13.i7 = icmp slt i32 %.397, 0
  br i1 %.13.i7, label %B28.i, label %B144.endif.endif.endif.endif.if.if

B28.i:                                            ; preds = %B16.i
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !26
  br label %B144.endif.endif.endif.endif.if.if

B144.endif.endif.endif.if.if:                     ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B144.endif.endif.endif
  %excinfo.4.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.13, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B144.endif.endif.endif ]
  store ptr %excinfo.4.0.ph, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif.endif.if.if:               ; preds = %B28.i, %B16.i
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.970d0a432693447cc08d66fac37abbebcafc3249, %B28.i ], [ @.const.picklebuf.6f486ff4f12781578be88a8acb8229a7ce402b9c, %B16.i ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif.endif.endif.endif.if:      ; preds = %B144.endif.endif.endif.endif
  %.548 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 56, ptr nonnull @.dtor.list.int64)
  %.549 = icmp eq ptr %.548, null
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  br i1 %.549, label %B144.endif.endif.endif.endif.endif.endif.endif.if, label %B144.endif.endif.endif.endif.endif.endif.endif.endif, !prof !5

B144.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B144.endif.endif.endif.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B144.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B144.endif.endif.endif.endif.endif.endif.if
  %.5.i = getelementptr i8, ptr %.548, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.561 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 4, ptr %.561, align 8
  %.6.i10 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i10, align 8
  %.6.i12 = load ptr, ptr %.5.i, align 8
  %.573 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 16
  store i8 0, ptr %.573, align 1
  %.6.i14 = load ptr, ptr %.5.i, align 8
  %.586 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %.586, i8 0, i64 32, i1 false)
  %.6.i16 = load ptr, ptr %.5.i, align 8
  store i64 4, ptr %.6.i16, align 8
  %.6.i18 = load ptr, ptr %.5.i, align 8
  %.626 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  store i64 %.45.fca.2.load.i, ptr %.626, align 8
  %.6.i20 = load ptr, ptr %.5.i, align 8
  %.641 = getelementptr i8, ptr %.6.i20, i64 32
  store i64 1, ptr %.641, align 8
  %.6.i22 = load ptr, ptr %.5.i, align 8
  %.655 = getelementptr i8, ptr %.6.i22, i64 40
  store i64 1, ptr %.655, align 8
  %.6.i24 = load ptr, ptr %.5.i, align 8
  %.669 = getelementptr i8, ptr %.6.i24, i64 48
  store i64 %.13.i, ptr %.669, align 8
  %.6.i.i26 = load ptr, ptr %.5.i, align 8, !noalias !30
  %.26.i = load i64, ptr %.6.i.i26, align 8, !noalias !30
  %.27.i27 = icmp slt i64 %.26.i, 1
  br i1 %.27.i27, label %B144.endif.endif.endif.en...if.if, label %B144.endif.endif.endif.en...endif, !prof !5

B144.endif.endif.endif.en...endif:                ; preds = %B144.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr %.7.i.i.i, ptr %retptr, align 8
  %retptr.repack293 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack293, align 8
  %retptr.repack295 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.13.i, ptr %retptr.repack295, align 8
  %retptr.repack297 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack297, align 8
  %retptr.repack299 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i, ptr %retptr.repack299, align 8
  %retptr.repack301 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.13.i, ptr %retptr.repack301, align 8
  %retptr.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack303, align 8
  tail call void @NRT_decref(ptr nonnull %.548)
  br label %common.ret

B144.endif.endif.endif.en...if.if:                ; preds = %B144.endif.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

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
  br i1 %.50, label %B0.if, label %B0.endif, !prof !5

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !34
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !5

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
  %scevgep12 = getelementptr i8, ptr %scevgep10, i64 -64
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !41
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !41
  %wide.load9 = load <8 x double>, ptr %scevgep12, align 8, !alias.scope !41
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !41
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep9 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !44, !noalias !41
  store <8 x double> %wide.load8, ptr %scevgep9, align 8, !alias.scope !44, !noalias !41
  store <8 x double> %wide.load9, ptr %scevgep4, align 8, !alias.scope !44, !noalias !41
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !44, !noalias !41
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !46

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !49

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !41
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !44, !noalias !41
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !51

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
  %scevgep23 = getelementptr i8, ptr %lsr.iv41, i64 %26
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 16
  %.137.us.2 = load double, ptr %scevgep24, align 8
  %scevgep68 = getelementptr i8, ptr %scevgep67, i64 %.46
  store double %.137.us.2, ptr %scevgep68, align 8
  %27 = shl i64 %loop.index.140.us, 3
  %scevgep31 = getelementptr i8, ptr %lsr.iv41, i64 %27
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 24
  %.137.us.3 = load double, ptr %scevgep32, align 8
  %scevgep69 = getelementptr i8, ptr %scevgep68, i64 %.46
  store double %.137.us.3, ptr %scevgep69, align 8
  %28 = shl i64 %loop.index.140.us, 3
  %scevgep14 = getelementptr i8, ptr %lsr.iv41, i64 %28
  %scevgep16 = getelementptr i8, ptr %scevgep14, i64 32
  %.137.us.4 = load double, ptr %scevgep16, align 8
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %.46
  store double %.137.us.4, ptr %scevgep70, align 8
  %29 = shl i64 %loop.index.140.us, 3
  %scevgep41 = getelementptr i8, ptr %lsr.iv41, i64 %29
  %scevgep45 = getelementptr i8, ptr %scevgep41, i64 40
  %.137.us.5 = load double, ptr %scevgep45, align 8
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %.46
  store double %.137.us.5, ptr %scevgep71, align 8
  %30 = shl i64 %loop.index.140.us, 3
  %scevgep33 = getelementptr i8, ptr %lsr.iv41, i64 %30
  %scevgep38 = getelementptr i8, ptr %scevgep33, i64 48
  %.137.us.6 = load double, ptr %scevgep38, align 8
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %.46
  store double %.137.us.6, ptr %scevgep72, align 8
  %31 = shl i64 %loop.index.140.us, 3
  %scevgep17 = getelementptr i8, ptr %lsr.iv41, i64 %31
  %scevgep21 = getelementptr i8, ptr %scevgep17, i64 56
  %.137.us.7 = load double, ptr %scevgep21, align 8
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %.46
  store double %.137.us.7, ptr %scevgep73, align 8
  %.139.us.7 = add nuw nsw i64 %loop.index.140.us, 8
  %scevgep25 = getelementptr i8, ptr %scevgep73, i64 %.46
  %exitcond.not.7 = icmp eq i64 %arg.a.5.1, %.139.us.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !53

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
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg9cond_impl12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg9cond_impl12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg9cond_impl12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{i1 true}
!7 = !{!8, !10}
!8 = distinct !{!8, !9, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!10 = distinct !{!10, !9, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!11 = !{!12, !14}
!12 = distinct !{!12, !13, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!14 = distinct !{!14, !13, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!15 = !{!16, !18, !19, !21, !22, !24}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18dtype_28float64_29: %excinfo"}
!25 = !{!22, !24}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!29 = distinct !{!29, !28, !"_ZN5numba2np6linalg37_handle_err_maybe_convergence_problemB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!30 = !{!31, !33}
!31 = distinct !{!31, !32, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!33 = distinct !{!33, !32, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!34 = !{!35, !37, !38, !40}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = !{!42}
!42 = distinct !{!42, !43}
!43 = distinct !{!43, !"LVerDomain"}
!44 = !{!45}
!45 = distinct !{!45, !43}
!46 = distinct !{!46, !47, !48}
!47 = !{!"llvm.loop.isvectorized", i32 1}
!48 = !{!"llvm.loop.unroll.runtime.disable"}
!49 = !{!"branch_weights", i32 4, i32 28}
!50 = distinct !{!50, !47, !48}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = distinct !{!53, !47}
