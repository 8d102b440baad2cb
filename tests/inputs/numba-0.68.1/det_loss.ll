; ModuleID = 'det_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.det_loss = internal constant [9 x i8] c"det_loss\00"
@_ZN08NumbaEnv7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.357e8a51fc9f0b6da45642f9f5c2374144c90327 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\0Cslogdet_impl\94\8C\12numba/np/linalg.py\94M\88\08\87\94\87\94."
@.const.pickledata.357e8a51fc9f0b6da45642f9f5c2374144c90327.sha1 = internal constant [20 x i8] c"5~\8AQ\FC\9F\0Bm\A4VB\F9\F5\C27AD\C9\03'"
@.const.picklebuf.357e8a51fc9f0b6da45642f9f5c2374144c90327 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.357e8a51fc9f0b6da45642f9f5c2374144c90327, i32 137, ptr @.const.pickledata.357e8a51fc9f0b6da45642f9f5c2374144c90327.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M~\03\87\94\87\94."
@.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1 = internal constant [20 x i8] c"\C0\F0\F1\E1\8FD\E8{\F1\DFe\FFk\B3\F2\86\EE\9B\08e"
@.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, i32 135, ptr @.const.pickledata.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global ptr null
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\C4\03\87\94\87\94."
@.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1 = internal constant [20 x i8] c"w8\02\84\E0\08\14\8C\9F#\E8%c\D2\B6\E0\B3\1FL\EB"
@.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb, i32 90, ptr @.const.pickledata.77380284e008148c9f23e82563d2b6e0b31f4ceb.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global ptr null
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readonly captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.22.i = alloca [2 x double], align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.22.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.22.i, i8 0, i64 16, i1 false), !noalias !0
  %.30.i = call i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.22.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1), !noalias !0
  %cond.i = icmp eq i32 %.30.i, 0
  br i1 %cond.i, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit, !prof !4

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %B0
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.22.i, i64 8
  %.40.fca.1.load.i = load double, ptr %.fca.1.gep.i, align 8, !noalias !0
  %.40.fca.0.load.i = load double, ptr %.22.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  %.72.le.i = tail call double @llvm.exp.f64(double %.40.fca.1.load.i)
  %.77.i = fmul double %.40.fca.0.load.i, %.72.le.i
  call void @llvm.lifetime.end.p0(ptr nonnull %.22.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.A.0)
  %.94.not11.i = icmp sgt i64 %arg.b.5.0, 0
  br i1 %.94.not11.i, label %.89.endif.preheader.i, label %B0.endif.endif, !prof !5

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B0
  %.31.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.22.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.50 = icmp sgt i32 %.30.i, 0
  %.51 = select i1 %.50, ptr %.31.i, ptr undef
  store ptr %.51, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %xtraiter.i = and i64 %arg.b.5.0, 7
  %0 = icmp samesign ult i64 %arg.b.5.0, 8
  br i1 %0, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !6

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %arg.b.5.0, 9223372036854775800
  %1 = add nsw i64 %arg.b.5.0, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 3
  %4 = and i64 %1, 24
  %lcmp.mod.not = icmp eq i64 %4, 24
  br i1 %lcmp.mod.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !5

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %arg.b.4, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !7
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i.prol, align 8, !noalias !7
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !7
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !7
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !7
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !7
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !7
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !7
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !10, !llvm.loop !11

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %arg.b.4, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %5 = icmp ult i64 %1, 24
  br i1 %5, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !13

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif, label %.89.endif.epil.preheader.i, !prof !14

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %arg.b.4, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %6 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %6
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !7
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif, label %.89.endif.epil.i, !prof !15, !llvm.loop !16

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !7
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i, align 8, !noalias !7
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !7
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !7
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !7
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !7
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !7
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !7
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !7
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i.1, align 8, !noalias !7
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !7
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !7
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !7
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !7
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !7
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !7
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !7
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i.2, align 8, !noalias !7
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !7
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !7
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !7
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !7
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !7
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !7
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !7
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i.3, align 8, !noalias !7
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !7
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !7
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !7
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !7
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !7
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !7
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !18, !llvm.loop !19

common.ret:                                       ; preds = %B0.endif.endif, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit
  ret i32 %.30.i

B0.endif.endif:                                   ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr %arg.b.0)
  %.98 = fmul double %.77.i, %.72.0.lcssa.i
  store double %.98, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.det_loss, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !21

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !21

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !21

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !21

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !21

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
  %.77 = call i32 @_ZN7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !4

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !21

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !21

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

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels8det_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !4

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !21

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !21

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !21

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  %.27.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.662 = alloca [2 x double], align 8
  %excinfo.6 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.662, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B492.endif.endif.endif.endif.if.if, %B492.endif.endif.endif.endif.endif, %B492.endif.endif.endif.if.if, %B492.endif.endif.if, %B360.if.if, %B152.endif.endif.if.if, %B152.endif.if.if, %B152.if.if, %B330, %B144, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B144 ], [ 0, %B330 ], [ 1, %B152.if.if ], [ 1, %B152.endif.if.if ], [ 1, %B152.endif.endif.if.if ], [ 1, %B360.if.if ], [ 1, %B492.endif.endif.if ], [ 1, %B492.endif.endif.endif.if.if ], [ 0, %B492.endif.endif.endif.endif.endif ], [ %.670, %B492.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.357e8a51fc9f0b6da45642f9f5c2374144c90327, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B132:                                             ; preds = %B0
  %.77 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.77, label %B144, label %B152

B144:                                             ; preds = %B132
  tail call void @NRT_decref(ptr %arg.a.0)
  store double 1.000000e+00, ptr %retptr, align 8
  %retptr.repack371 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double 0.000000e+00, ptr %retptr.repack371, align 8
  br label %common.ret

B152:                                             ; preds = %B132
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B152
  %.208148.i = phi i64 [ %.208..i, %B44.endif.i ], [ 0, %B152 ]
  %.158146.in.i = phi i1 [ %.209.i, %B44.endif.i ], [ %.80.i, %B152 ]
  br i1 %.158146.in.i, label %B152.endif, label %B44.endif.i, !prof !21

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, ptr %arg.a.4, i64 %.208148.i
  %.208.i = add nsw i64 %.208148.i, 1
  %.209.i = icmp sge i64 %.208.i, %arg.a.2
  %.208..i = select i1 %.209.i, i64 0, i64 %.208.i, !prof !21
  %.262.i = load double, ptr %.179.i, align 8, !noalias !23
  %.271.le.i = fsub double %.262.i, %.262.i
  %.272.le.i = fcmp ord double %.271.le.i, 0.000000e+00
  br i1 %.272.le.i, label %B44.i, label %B152.if.if

B330:                                             ; preds = %B152.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  store double 0.000000e+00, ptr %retptr, align 8
  %retptr.repack370 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double 0xFFF0000000000000, ptr %retptr.repack370, align 8
  br label %common.ret

B360:                                             ; preds = %B152.endif.endif.endif
  %.9.not.i = icmp eq i32 %.280, 0
  br i1 %.9.not.i, label %iter.check, label %B360.if.if

iter.check:                                       ; preds = %B360
  %min.iters.check = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %min.iters.check, label %B426.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check59 = icmp samesign ult i64 %arg.a.5.0, 32
  br i1 %min.iters.check59, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %0 = and i64 %.30.i, 9223372036854775680
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv91 = phi i64 [ %lsr.iv.next92, %vector.body ], [ 0, %vector.ph ]
  %vec.phi = phi <8 x i64> [ %17, %vector.body ], [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph ]
  %vec.phi60 = phi <8 x i64> [ %18, %vector.body ], [ zeroinitializer, %vector.ph ]
  %vec.phi61 = phi <8 x i64> [ %19, %vector.body ], [ zeroinitializer, %vector.ph ]
  %vec.phi62 = phi <8 x i64> [ %20, %vector.body ], [ zeroinitializer, %vector.ph ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ]
  %1 = add nuw nsw <8 x i64> %vec.ind, splat (i64 1)
  %2 = add <8 x i64> %vec.ind, splat (i64 9)
  %3 = add <8 x i64> %vec.ind, splat (i64 17)
  %4 = add <8 x i64> %vec.ind, splat (i64 25)
  %sunkaddr = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv91
  %wide.load = load <8 x i32>, ptr %sunkaddr, align 4
  %sunkaddr45 = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv91
  %sunkaddr46 = getelementptr i8, ptr %sunkaddr45, i64 32
  %wide.load63 = load <8 x i32>, ptr %sunkaddr46, align 4
  %sunkaddr47 = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv91
  %sunkaddr48 = getelementptr i8, ptr %sunkaddr47, i64 64
  %wide.load64 = load <8 x i32>, ptr %sunkaddr48, align 4
  %sunkaddr49 = getelementptr i8, ptr %.6.i.i, i64 %lsr.iv91
  %sunkaddr50 = getelementptr i8, ptr %sunkaddr49, i64 96
  %wide.load65 = load <8 x i32>, ptr %sunkaddr50, align 4
  %5 = sext <8 x i32> %wide.load to <8 x i64>
  %6 = sext <8 x i32> %wide.load63 to <8 x i64>
  %7 = sext <8 x i32> %wide.load64 to <8 x i64>
  %8 = sext <8 x i32> %wide.load65 to <8 x i64>
  %9 = icmp ne <8 x i64> %1, %5
  %10 = icmp ne <8 x i64> %2, %6
  %11 = icmp ne <8 x i64> %3, %7
  %12 = icmp ne <8 x i64> %4, %8
  %13 = zext <8 x i1> %9 to <8 x i64>
  %14 = zext <8 x i1> %10 to <8 x i64>
  %15 = zext <8 x i1> %11 to <8 x i64>
  %16 = zext <8 x i1> %12 to <8 x i64>
  %17 = add <8 x i64> %vec.phi, %13
  %18 = add <8 x i64> %vec.phi60, %14
  %19 = add <8 x i64> %vec.phi61, %15
  %20 = add <8 x i64> %vec.phi62, %16
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %lsr.iv.next92 = add nuw nsw i64 %lsr.iv91, 128
  %21 = icmp eq i64 %0, %lsr.iv.next92
  br i1 %21, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %n.vec = and i64 %arg.a.5.0, %const
  %bin.rdx = add <8 x i64> %18, %17
  %bin.rdx66 = add <8 x i64> %bin.rdx, %19
  %bin.rdx67 = add <8 x i64> %bin.rdx66, %20
  %rdx.shuf = shufflevector <8 x i64> %bin.rdx67, <8 x i64> poison, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx102 = add <8 x i64> %rdx.shuf, %bin.rdx67
  %rdx.shuf103 = shufflevector <8 x i64> %bin.rdx102, <8 x i64> poison, <8 x i32> <i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx104 = add <8 x i64> %rdx.shuf103, %bin.rdx102
  %rdx.shuf105 = shufflevector <8 x i64> %bin.rdx104, <8 x i64> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx106 = add <8 x i64> %rdx.shuf105, %bin.rdx104
  %22 = extractelement <8 x i64> %bin.rdx106, i64 0
  %cmp.n = icmp eq i64 %arg.a.5.0, %n.vec
  br i1 %cmp.n, label %B466.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %23 = and i64 %arg.a.5.0, 24
  %min.epilog.iters.check = icmp eq i64 %23, 0
  br i1 %min.epilog.iters.check, label %B426.preheader, label %vec.epilog.ph, !prof !30

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %bc.merge.rdx = phi i64 [ %22, %vec.epilog.iter.check ], [ 1, %vector.main.loop.iter.check ]
  %const_mat = add i64 %const, 24
  %n.vec69 = and i64 %arg.a.5.0, %const_mat
  %24 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %bc.merge.rdx, i64 0
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i64> %broadcast.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index70 = phi i64 [ %bc.resume.val, %vec.epilog.ph ], [ %index.next74, %vec.epilog.vector.body ]
  %vec.phi71 = phi <8 x i64> [ %24, %vec.epilog.ph ], [ %30, %vec.epilog.vector.body ]
  %vec.ind72 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next75, %vec.epilog.vector.body ]
  %25 = add nuw nsw <8 x i64> %vec.ind72, splat (i64 1)
  %26 = shl i64 %index70, 2
  %scevgep90 = getelementptr i8, ptr %.6.i.i, i64 %26
  %wide.load73 = load <8 x i32>, ptr %scevgep90, align 4
  %27 = sext <8 x i32> %wide.load73 to <8 x i64>
  %28 = icmp ne <8 x i64> %25, %27
  %29 = zext <8 x i1> %28 to <8 x i64>
  %30 = add <8 x i64> %vec.phi71, %29
  %index.next74 = add nuw i64 %index70, 8
  %vec.ind.next75 = add nuw nsw <8 x i64> %vec.ind72, splat (i64 8)
  %31 = icmp eq i64 %n.vec69, %index.next74
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %rdx.shuf107 = shufflevector <8 x i64> %30, <8 x i64> poison, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx108 = add <8 x i64> %rdx.shuf107, %30
  %rdx.shuf109 = shufflevector <8 x i64> %bin.rdx108, <8 x i64> poison, <8 x i32> <i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx110 = add <8 x i64> %rdx.shuf109, %bin.rdx108
  %rdx.shuf111 = shufflevector <8 x i64> %bin.rdx110, <8 x i64> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %bin.rdx112 = add <8 x i64> %rdx.shuf111, %bin.rdx110
  %32 = extractelement <8 x i64> %bin.rdx112, i64 0
  %cmp.n76 = icmp eq i64 %arg.a.5.0, %n.vec69
  br i1 %cmp.n76, label %B466.loopexit, label %B426.preheader

B426.preheader:                                   ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %sgn.4.0377.ph = phi i64 [ 1, %iter.check ], [ %22, %vec.epilog.iter.check ], [ %32, %vec.epilog.middle.block ]
  %.433373375.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec69, %vec.epilog.middle.block ]
  %33 = or disjoint i64 %.433373375.ph, 1
  %34 = sub i64 0, %arg.a.5.0
  br label %B426

B426:                                             ; preds = %B426, %B426.preheader
  %lsr.iv = phi i64 [ %33, %B426.preheader ], [ %lsr.iv.next, %B426 ]
  %sgn.4.0377 = phi i64 [ %sgn.4.0377.ph, %B426.preheader ], [ %.501, %B426 ]
  %35 = shl i64 %lsr.iv, 2
  %scevgep = getelementptr i8, ptr %.6.i.i, i64 %35
  %scevgep89 = getelementptr i8, ptr %scevgep, i64 -4
  %.494 = load i32, ptr %scevgep89, align 4
  %.496 = sext i32 %.494 to i64
  %.497 = icmp ne i64 %lsr.iv, %.496
  %.500 = zext i1 %.497 to i64
  %.501 = add nuw nsw i64 %sgn.4.0377, %.500
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %36 = add i64 %34, %lsr.iv.next
  %exitcond.not = icmp eq i64 %36, 1
  br i1 %exitcond.not, label %B466.loopexit, label %B426, !llvm.loop !32

B466.loopexit:                                    ; preds = %B426, %vec.epilog.middle.block, %middle.block
  %.501.lcssa = phi i64 [ %32, %vec.epilog.middle.block ], [ %22, %middle.block ], [ %.501, %B426 ]
  %37 = and i64 %.501.lcssa, 1
  %38 = icmp eq i64 %37, 0
  %39 = select i1 %38, i64 -1, i64 1
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %.552 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 32, ptr nonnull @.dtor.list.int64)
  %.553 = icmp eq ptr %.552, null
  br i1 %.553, label %B492.endif.endif.if, label %B492.endif.endif.endif, !prof !21

B152.endif:                                       ; preds = %B44.i
  call void @llvm.lifetime.start.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !33
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.27.i, i8 0, i64 72, i1 false), !noalias !33
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.27.i, ptr nonnull %excinfo.1.i, ptr %arg.a.0, ptr readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !33
  %cond.i = icmp eq i32 %.35.i, 0
  br i1 %cond.i, label %B152.endif.endif, label %B152.endif.if.if, !prof !4

B152.if.if:                                       ; preds = %B44.endif.i
  store ptr @.const.picklebuf.c0f0f1e18f44e87bf1df65ff6bb3f286ee9b0865, ptr %excinfo, align 8
  br label %common.ret

B152.endif.endif:                                 ; preds = %B152.endif
  %.fca.6.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 64
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 56
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 32
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 24
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 16
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.27.i, i64 8
  %.45.fca.0.load.i = load ptr, ptr %.27.i, align 8, !noalias !33
  %.45.fca.1.load.i = load ptr, ptr %.fca.1.gep.i, align 8, !noalias !33
  %.45.fca.2.load.i = load i64, ptr %.fca.2.gep.i, align 8, !noalias !33
  %.45.fca.3.load.i = load i64, ptr %.fca.3.gep.i, align 8, !noalias !33
  %.45.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !33
  %.45.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !33
  %.45.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !33
  %.45.fca.6.0.load.i = load i64, ptr %.fca.6.0.gep.i, align 8, !noalias !33
  %.45.fca.6.1.load.i = load i64, ptr %.fca.6.1.gep.i, align 8, !noalias !33
  tail call void @NRT_decref(ptr %arg.a.0), !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B152.endif.endif.if.if, label %B0.endif.endif.i, !prof !21

B0.endif.endif.i:                                 ; preds = %B152.endif.endif
  %const = bitcast i64 2305843009213693920 to i64
  %const_mat44 = add i64 %const, 31
  %.31.i = icmp samesign ugt i64 %arg.a.5.0, %const_mat44
  br i1 %.31.i, label %B152.endif.endif.if.if, label %B0.endif.endif.endif.i, !prof !21

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = shl i64 %arg.a.5.0, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !37
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B152.endif.endif.if.if, label %B152.endif.endif.endif, !prof !21

B152.endif.if.if:                                 ; preds = %B152.endif
  %.36.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !33
  call void @llvm.lifetime.end.p0(ptr nonnull %.27.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.36.i, ptr %excinfo, align 8
  br label %common.ret

B152.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !47
  %.280 = tail call i32 @numba_xxgetrf(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.0, ptr %.45.fca.4.load.i, i64 %arg.a.5.0, ptr %.6.i.i)
  %.288 = icmp sgt i32 %.280, 0
  br i1 %.288, label %B330, label %B360

B152.endif.endif.if.if:                           ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %B152.endif.endif
  %excinfo.3.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B152.endif.endif ]
  store ptr %excinfo.3.0.ph, ptr %excinfo, align 8
  br label %common.ret

B360.if.if:                                       ; preds = %B360
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !48
  store ptr @.const.picklebuf.77380284e008148c9f23e82563d2b6e0b31f4ceb, ptr %excinfo, align 8
  br label %common.ret

B492.endif.endif.if:                              ; preds = %B466.loopexit
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B492.endif.endif.endif:                           ; preds = %B466.loopexit
  %.5.i = getelementptr i8, ptr %.552, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.565 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  store i64 1, ptr %.565, align 8
  %.6.i9 = load ptr, ptr %.5.i, align 8
  store i64 0, ptr %.6.i9, align 8
  %.6.i11 = load ptr, ptr %.5.i, align 8
  %.577 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 16
  store i8 0, ptr %.577, align 1
  %.6.i13 = load ptr, ptr %.5.i, align 8
  %.590 = getelementptr inbounds nuw i8, ptr %.6.i13, i64 24
  store i64 0, ptr %.590, align 1
  %.6.i15 = load ptr, ptr %.5.i, align 8
  store i64 1, ptr %.6.i15, align 8
  %.6.i17 = load ptr, ptr %.5.i, align 8
  %.630 = getelementptr inbounds nuw i8, ptr %.6.i17, i64 24
  store i64 %arg.a.5.0, ptr %.630, align 8
  %.6.i.i19 = load ptr, ptr %.5.i, align 8, !noalias !52
  %.26.i = load i64, ptr %.6.i.i19, align 8, !noalias !52
  %.27.i20 = icmp slt i64 %.26.i, 1
  br i1 %.27.i20, label %B492.endif.endif.endif.if.if, label %B492.endif.endif.endif.endif, !prof !21

B492.endif.endif.endif.endif:                     ; preds = %B492.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.552)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.662, i8 0, i64 16, i1 false)
  %.670 = call i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx(ptr nonnull %.662, ptr nonnull %excinfo.6, i64 %arg.a.5.0, ptr %.45.fca.0.load.i, ptr %.45.fca.1.load.i, i64 %.45.fca.2.load.i, i64 %.45.fca.3.load.i, ptr %.45.fca.4.load.i, i64 %.45.fca.5.0.load.i, i64 %.45.fca.5.1.load.i, i64 %.45.fca.6.0.load.i, i64 %.45.fca.6.1.load.i, i64 %39)
  switch i32 %.670, label %B492.endif.endif.endif.endif.if.if [
    i32 -2, label %B492.endif.endif.endif.endif.endif
    i32 0, label %B492.endif.endif.endif.endif.endif
  ], !prof !56

B492.endif.endif.endif.if.if:                     ; preds = %B492.endif.endif.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif.endif:               ; preds = %B492.endif.endif.endif.endif, %B492.endif.endif.endif.endif
  %.680.fca.0.load = load double, ptr %.662, align 8
  %sunkaddr119 = getelementptr inbounds nuw i8, ptr %.662, i64 8
  %.680.fca.1.load = load double, ptr %sunkaddr119, align 8
  tail call void @NRT_decref(ptr %.45.fca.0.load.i)
  store double %.680.fca.0.load, ptr %retptr, align 8
  %retptr.repack368 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double %.680.fca.1.load, ptr %retptr.repack368, align 8
  br label %common.ret

B492.endif.endif.endif.endif.if.if:               ; preds = %B492.endif.endif.endif.endif
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !21

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !21

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.43, -1152921504606846976
  %.49 = icmp ult i64 %0, -2305843009213693952
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !21

common.ret:                                       ; preds = %for.end, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %for.end ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !22
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.48 = shl nsw i64 %.43, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !57
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !21

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
  %wide.load = load <8 x double>, ptr %scevgep37, align 8, !alias.scope !64
  %wide.load8 = load <8 x double>, ptr %scevgep35, align 8, !alias.scope !64
  %wide.load9 = load <8 x double>, ptr %scevgep12, align 8, !alias.scope !64
  %wide.load10 = load <8 x double>, ptr %scevgep36, align 8, !alias.scope !64
  %10 = shl i64 %index, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep9 = getelementptr i8, ptr %scevgep7, i64 -128
  %11 = shl i64 %index, 3
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 -64
  store <8 x double> %wide.load, ptr %scevgep27, align 8, !alias.scope !67, !noalias !64
  store <8 x double> %wide.load8, ptr %scevgep9, align 8, !alias.scope !67, !noalias !64
  store <8 x double> %wide.load9, ptr %scevgep4, align 8, !alias.scope !67, !noalias !64
  store <8 x double> %wide.load10, ptr %scevgep26, align 8, !alias.scope !67, !noalias !64
  %index.next = add nuw i64 %index, 32
  %12 = icmp eq i64 %n.vec, %index.next
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !69

middle.block:                                     ; preds = %vector.body
  %13 = icmp eq i64 %arg.a.5.1, %n.vec
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %14 = and i64 %arg.a.5.1, 28
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %for.body.1.us.preheader, label %vec.epilog.vector.body.preheader, !prof !70

vec.epilog.vector.body.preheader:                 ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %index13.ph = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body.preheader, %vec.epilog.vector.body
  %index13 = phi i64 [ %index.next15, %vec.epilog.vector.body ], [ %index13.ph, %vec.epilog.vector.body.preheader ]
  %16 = shl i64 %index13, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %16
  %scevgep40 = getelementptr i8, ptr %lsr.iv38, i64 %16
  %wide.load14 = load <4 x double>, ptr %scevgep43, align 8, !alias.scope !64
  store <4 x double> %wide.load14, ptr %scevgep40, align 8, !alias.scope !67, !noalias !64
  %index.next15 = add nuw i64 %index13, 4
  %17 = icmp eq i64 %n.vec12, %index.next15
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !71

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
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !72

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
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us, !llvm.loop !73

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

declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define linkonce_odr noundef i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, i64 %arg.n, ptr readnone captures(none) %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.sgn) local_unnamed_addr #6 {
B0.endif:
  %.11380.not = icmp slt i64 %arg.n, 1
  br i1 %.11380.not, label %B134, label %B40.preheader

B40.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.n, 7
  %0 = icmp samesign ult i64 %arg.n, 8
  %.pre = shl i64 %arg.a.5.0, 3
  %.pre1 = add i64 %.pre, 8
  br i1 %0, label %B40.epil.preheader, label %B40.preheader.new

B40.preheader.new:                                ; preds = %B40.preheader
  %1 = lshr i64 %arg.n, 3
  %2 = shl nuw i64 %1, 3
  br label %B40

B40:                                              ; preds = %B40, %B40.preheader.new
  %lsr.iv2 = phi i64 [ %lsr.iv.next, %B40 ], [ %2, %B40.preheader.new ]
  %lsr.iv3 = phi ptr [ %scevgep3, %B40 ], [ %arg.a.4, %B40.preheader.new ]
  %acc.2.084 = phi double [ %.255.7, %B40 ], [ 0.000000e+00, %B40.preheader.new ]
  %sgn.2.083 = phi i64 [ %sgn.3.1.7, %B40 ], [ %arg.sgn, %B40.preheader.new ]
  %.206 = load double, ptr %lsr.iv3, align 8
  %.217 = fcmp olt double %.206, 0.000000e+00
  %.220 = sub i64 0, %sgn.2.083
  %.226 = fneg double %.206
  %sgn.3.1 = select i1 %.217, i64 %.220, i64 %sgn.2.083
  %v.2.1 = select i1 %.217, double %.226, double %.206
  %.247.le = tail call double @llvm.log.f64(double %v.2.1)
  %.255 = fadd double %acc.2.084, %.247.le
  %scevgep8 = getelementptr i8, ptr %lsr.iv3, i64 %.pre1
  %.206.1 = load double, ptr %scevgep8, align 8
  %.217.1 = fcmp olt double %.206.1, 0.000000e+00
  %.220.1 = sub i64 0, %sgn.3.1
  %.226.1 = fneg double %.206.1
  %sgn.3.1.1 = select i1 %.217.1, i64 %.220.1, i64 %sgn.3.1
  %v.2.1.1 = select i1 %.217.1, double %.226.1, double %.206.1
  %.247.le.1 = tail call double @llvm.log.f64(double %v.2.1.1)
  %.255.1 = fadd double %.255, %.247.le.1
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 %.pre1
  %.206.2 = load double, ptr %scevgep9, align 8
  %.217.2 = fcmp olt double %.206.2, 0.000000e+00
  %.220.2 = sub i64 0, %sgn.3.1.1
  %.226.2 = fneg double %.206.2
  %sgn.3.1.2 = select i1 %.217.2, i64 %.220.2, i64 %sgn.3.1.1
  %v.2.1.2 = select i1 %.217.2, double %.226.2, double %.206.2
  %.247.le.2 = tail call double @llvm.log.f64(double %v.2.1.2)
  %.255.2 = fadd double %.255.1, %.247.le.2
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 %.pre1
  %.206.3 = load double, ptr %scevgep10, align 8
  %.217.3 = fcmp olt double %.206.3, 0.000000e+00
  %.220.3 = sub i64 0, %sgn.3.1.2
  %.226.3 = fneg double %.206.3
  %sgn.3.1.3 = select i1 %.217.3, i64 %.220.3, i64 %sgn.3.1.2
  %v.2.1.3 = select i1 %.217.3, double %.226.3, double %.206.3
  %.247.le.3 = tail call double @llvm.log.f64(double %v.2.1.3)
  %.255.3 = fadd double %.255.2, %.247.le.3
  %scevgep11 = getelementptr i8, ptr %scevgep10, i64 %.pre1
  %.206.4 = load double, ptr %scevgep11, align 8
  %.217.4 = fcmp olt double %.206.4, 0.000000e+00
  %.220.4 = sub i64 0, %sgn.3.1.3
  %.226.4 = fneg double %.206.4
  %sgn.3.1.4 = select i1 %.217.4, i64 %.220.4, i64 %sgn.3.1.3
  %v.2.1.4 = select i1 %.217.4, double %.226.4, double %.206.4
  %.247.le.4 = tail call double @llvm.log.f64(double %v.2.1.4)
  %.255.4 = fadd double %.255.3, %.247.le.4
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 %.pre1
  %.206.5 = load double, ptr %scevgep12, align 8
  %.217.5 = fcmp olt double %.206.5, 0.000000e+00
  %.220.5 = sub i64 0, %sgn.3.1.4
  %.226.5 = fneg double %.206.5
  %sgn.3.1.5 = select i1 %.217.5, i64 %.220.5, i64 %sgn.3.1.4
  %v.2.1.5 = select i1 %.217.5, double %.226.5, double %.206.5
  %.247.le.5 = tail call double @llvm.log.f64(double %v.2.1.5)
  %.255.5 = fadd double %.255.4, %.247.le.5
  %scevgep13 = getelementptr i8, ptr %scevgep12, i64 %.pre1
  %.206.6 = load double, ptr %scevgep13, align 8
  %.217.6 = fcmp olt double %.206.6, 0.000000e+00
  %.220.6 = sub i64 0, %sgn.3.1.5
  %.226.6 = fneg double %.206.6
  %sgn.3.1.6 = select i1 %.217.6, i64 %.220.6, i64 %sgn.3.1.5
  %v.2.1.6 = select i1 %.217.6, double %.226.6, double %.206.6
  %.247.le.6 = tail call double @llvm.log.f64(double %v.2.1.6)
  %.255.6 = fadd double %.255.5, %.247.le.6
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %.pre1
  %.206.7 = load double, ptr %scevgep14, align 8
  %.217.7 = fcmp olt double %.206.7, 0.000000e+00
  %.220.7 = sub i64 0, %sgn.3.1.6
  %.226.7 = fneg double %.206.7
  %sgn.3.1.7 = select i1 %.217.7, i64 %.220.7, i64 %sgn.3.1.6
  %v.2.1.7 = select i1 %.217.7, double %.226.7, double %.206.7
  %.247.le.7 = tail call double @llvm.log.f64(double %v.2.1.7)
  %.255.7 = fadd double %.255.6, %.247.le.7
  %scevgep3 = getelementptr i8, ptr %scevgep14, i64 %.pre1
  %lsr.iv.next = add i64 %lsr.iv2, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %B134.loopexit.unr-lcssa, label %B40

B134.loopexit.unr-lcssa:                          ; preds = %B40
  %unroll_iter = and i64 %arg.n, 9223372036854775800
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B134, label %B40.epil.preheader

B40.epil.preheader:                               ; preds = %B40.preheader, %B134.loopexit.unr-lcssa
  %acc.2.084.epil.init = phi double [ %.255.7, %B134.loopexit.unr-lcssa ], [ 0.000000e+00, %B40.preheader ]
  %sgn.2.083.epil.init = phi i64 [ %sgn.3.1.7, %B134.loopexit.unr-lcssa ], [ %arg.sgn, %B40.preheader ]
  %.1197981.epil.init = phi i64 [ %unroll_iter, %B134.loopexit.unr-lcssa ], [ 0, %B40.preheader ]
  %3 = mul i64 %.1197981.epil.init, %.pre1
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %3
  br label %B40.epil

B40.epil:                                         ; preds = %B40.epil, %B40.epil.preheader
  %lsr.iv6 = phi i64 [ %lsr.iv.next7, %B40.epil ], [ %xtraiter, %B40.epil.preheader ]
  %lsr.iv = phi ptr [ %scevgep4, %B40.epil ], [ %scevgep, %B40.epil.preheader ]
  %acc.2.084.epil = phi double [ %.255.epil, %B40.epil ], [ %acc.2.084.epil.init, %B40.epil.preheader ]
  %sgn.2.083.epil = phi i64 [ %sgn.3.1.epil, %B40.epil ], [ %sgn.2.083.epil.init, %B40.epil.preheader ]
  %.206.epil = load double, ptr %lsr.iv, align 8
  %.217.epil = fcmp olt double %.206.epil, 0.000000e+00
  %.220.epil = sub i64 0, %sgn.2.083.epil
  %.226.epil = fneg double %.206.epil
  %sgn.3.1.epil = select i1 %.217.epil, i64 %.220.epil, i64 %sgn.2.083.epil
  %v.2.1.epil = select i1 %.217.epil, double %.226.epil, double %.206.epil
  %.247.le.epil = tail call double @llvm.log.f64(double %v.2.1.epil)
  %.255.epil = fadd double %acc.2.084.epil, %.247.le.epil
  %scevgep4 = getelementptr i8, ptr %lsr.iv, i64 %.pre1
  %lsr.iv.next7 = add nsw i64 %lsr.iv6, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next7, 0
  br i1 %epil.iter.cmp.not, label %B134, label %B40.epil, !llvm.loop !74

B134:                                             ; preds = %B40.epil, %B134.loopexit.unr-lcssa, %B0.endif
  %sgn.2.0.lcssa = phi i64 [ %arg.sgn, %B0.endif ], [ %sgn.3.1.7, %B134.loopexit.unr-lcssa ], [ %sgn.3.1.epil, %B40.epil ]
  %acc.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.255.7, %B134.loopexit.unr-lcssa ], [ %.255.epil, %B40.epil ]
  %.271 = sitofp i64 %sgn.2.0.lcssa to double
  store double %.271, ptr %retptr, align 8
  %retptr.repack75 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double %acc.2.0.lcssa, ptr %retptr.repack75, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 127, i32 1}
!6 = !{!"branch_weights", i32 146201250, i32 2001282398}
!7 = !{!8}
!8 = distinct !{!8, !9, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!10 = !{!"branch_weights", i32 1, i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!"branch_weights", i32 1, i32 127}
!14 = !{!"branch_weights", i32 277993707, i32 1869489941}
!15 = !{!"branch_weights", i32 542333185, i32 1605150463}
!16 = distinct !{!16, !17, !12}
!17 = !{!"llvm.loop.estimated_trip_count", i32 4}
!18 = !{!"branch_weights", i32 166258294, i32 1981225354}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.estimated_trip_count", i32 3}
!21 = !{!"branch_weights", i32 1, i32 99}
!22 = !{i1 true}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!26 = distinct !{!26, !25, !"_ZN5numba2np6linalg20_check_finite_matrixB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = !{!"branch_weights", i32 8, i32 24}
!31 = distinct !{!31, !28, !29}
!32 = distinct !{!32, !29, !28}
!33 = !{!34, !36}
!34 = distinct !{!34, !35, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!36 = distinct !{!36, !35, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!37 = !{!38, !40, !41, !43, !44, !46}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!47 = !{!44, !46}
!48 = !{!49, !51}
!49 = distinct !{!49, !50, !"_ZN5numba2np6linalg16_inv_err_handlerB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np6linalg16_inv_err_handlerB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!51 = distinct !{!51, !50, !"_ZN5numba2np6linalg16_inv_err_handlerB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!55 = distinct !{!55, !54, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!56 = !{!"branch_weights", i32 1, i32 49, i32 49}
!57 = !{!58, !60, !61, !63}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !28, !29}
!70 = !{!"branch_weights", i32 4, i32 28}
!71 = distinct !{!71, !28, !29}
!72 = distinct !{!72, !12}
!73 = distinct !{!73, !28}
!74 = distinct !{!74, !12}
