; ModuleID = 'rnn_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.rnn_steps = internal constant [10 x i8] c"rnn_steps\00"
@_ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\B7\02\87\94\87\94."
@.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1 = internal constant [20 x i8] c"\F5\FF\85\14?\D2\B2\B4\FDPEc\E2\14K\1BJ\83\17,"
@.const.picklebuf.f5ff85143fd2b2b4fd504563e2144b1b4a83172c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c, i32 152, ptr @.const.pickledata.f5ff85143fd2b2b4fd504563e2144b1b4a83172c.sha1, ptr null, i32 0 }
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\BA\02\87\94\87\94."
@.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1 = internal constant [20 x i8] c"\95B\B7X0#hn\EA\1DkTD\F4\87\BF\8BU\B9\A2"
@.const.picklebuf.9542b7583023686eea1d6b5444f487bf8b55b9a2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2, i32 163, ptr @.const.pickledata.9542b7583023686eea1d6b5444f487bf8b55b9a2.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bf63750B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bf61ad0B3v18B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x0.0, ptr readnone captures(none) %arg.x0.1, i64 %arg.x0.2, i64 %arg.x0.3, ptr readonly captures(none) %arg.x0.4, i64 %arg.x0.5.0, i64 %arg.x0.6.0) local_unnamed_addr {
B0:
  %const353 = bitcast i64 -1152921504606846976 to i64
  %const352 = bitcast i64 -2305843009213693952 to i64
  %.34.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.x0.0)
  %0 = add i64 %arg.x0.5.0, %const353
  %.60 = icmp ult i64 %0, %const352
  br i1 %.60, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.preheader, %for.end
  %x.2.sroa.0.0267 = phi ptr [ %.7.i.i60, %for.end ], [ %.7.i.i, %B76.preheader ]
  %x.2.sroa.40.0266 = phi ptr [ %.6.i67, %for.end ], [ %.6.i, %B76.preheader ]
  %x.2.sroa.50.0265 = phi i64 [ %.281.fca.5.0.load.fr, %for.end ], [ %arg.x0.5.0, %B76.preheader ]
  %.220248264 = phi i64 [ %.230, %for.end ], [ 4, %B76.preheader ]
  %.230 = add nsw i64 %.220248264, -1
  call void @llvm.lifetime.start.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !1
  tail call void @NRT_incref(ptr nonnull %x.2.sroa.0.0267), !noalias !1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.34.i, i8 0, i64 56, i1 false), !noalias !1
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.34.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr nonnull %x.2.sroa.0.0267, ptr null, i64 %x.2.sroa.50.0265, i64 8, ptr %x.2.sroa.40.0266, i64 %x.2.sroa.50.0265, i64 8), !noalias !1
  %cond.i = icmp eq i32 %.44.i, 0
  br i1 %cond.i, label %B128.i56, label %B76.if.if, !prof !5

B128.i:                                           ; preds = %for.end
  tail call void @NRT_decref(ptr %arg.A.0)
  %.606 = shl nsw i64 %.281.fca.5.0.load.fr, 3
  %.7.i.i89 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.606, i32 32), !noalias !6
  %.8.i.i90 = icmp eq ptr %.7.i.i89, null
  br i1 %.8.i.i90, label %B126.endif.endif.endif.endif.endif.if.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %B126.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.if, %B76.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B76.if.if ], [ 0, %for.end.1.endif ], [ 1, %B126.endif.endif.endif.endif.endif.if.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.59 = shl nsw i64 %arg.x0.5.0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.59, i32 32), !noalias !14
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.preheader, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.124 = mul i64 %arg.x0.3, %arg.x0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.x0.4, i64 %.124, i1 false)
  tail call void @NRT_decref(ptr %arg.x0.0)
  br label %B76

B128.i56:                                         ; preds = %B76
  %.54.fca.0.load.i = load ptr, ptr %.34.i, align 8, !noalias !1
  %sunkaddr = getelementptr inbounds i8, ptr %.34.i, i64 32
  %.54.fca.4.load.i = load ptr, ptr %sunkaddr, align 8, !noalias !1
  %sunkaddr354 = getelementptr inbounds i8, ptr %.34.i, i64 40
  %.54.fca.5.0.load.i = load i64, ptr %sunkaddr354, align 8, !noalias !1
  tail call void @NRT_decref(ptr nonnull %x.2.sroa.0.0267), !noalias !1
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.281.fca.5.0.load.fr = freeze i64 %.54.fca.5.0.load.i
  %1 = add i64 %.281.fca.5.0.load.fr, %const353
  %.363 = icmp ult i64 %1, %const352
  br i1 %.363, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif, !prof !21

B76.if.if:                                        ; preds = %B76
  %.45.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.45.i, ptr %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.if:                         ; preds = %B128.i56
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %B128.i56
  %.362 = shl nsw i64 %.281.fca.5.0.load.fr, 3
  %.7.i.i60 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.362, i32 32), !noalias !22
  %.8.i.i61 = icmp eq ptr %.7.i.i60, null
  br i1 %.8.i.i61, label %B76.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i66 = getelementptr i8, ptr %.7.i.i60, i64 24
  %.6.i67 = load ptr, ptr %.5.i66, align 8
  %.430245 = icmp sgt i64 %.281.fca.5.0.load.fr, 0
  br i1 %.430245, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.endif.endif
  %.432.not = icmp eq i64 %.281.fca.5.0.load.fr, 1
  br i1 %.432.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %2 = ptrtoint ptr %.6.i67 to i64
  %3 = ptrtoint ptr %.54.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.281.fca.5.0.load.fr, 8
  %4 = sub i64 %2, %3
  %diff.check = icmp ult i64 %4, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader234, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %.281.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = shl i64 %index, 3
  %scevgep314 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %5
  %wide.load = load <8 x double>, ptr %scevgep314, align 8
  %6 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load)
  %7 = shl i64 %index, 3
  %scevgep313 = getelementptr i8, ptr %.6.i67, i64 %7
  store <8 x double> %6, ptr %scevgep313, align 8
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.281.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.us.preheader234

for.body.endif.endif.us.preheader234:             ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index247.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %.281.fca.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader234
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv317 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next318, %for.body.endif.endif.us.prol ]
  %loop.index247.us.prol = phi i64 [ %.469.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index247.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %9 = shl i64 %loop.index247.us.prol, 3
  %scevgep316 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %9
  %.440.us.prol = load double, ptr %scevgep316, align 8
  %.12.i.prol = tail call double @tanh(double %.440.us.prol)
  %10 = shl i64 %loop.index247.us.prol, 3
  %scevgep315 = getelementptr i8, ptr %.6.i67, i64 %10
  store double %.12.i.prol, ptr %scevgep315, align 8
  %.469.us.prol = add nuw nsw i64 %loop.index247.us.prol, 1
  %lsr.iv.next318 = add nsw i64 %lsr.iv317, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next318, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !32

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader234
  %loop.index247.us.unr = phi i64 [ %loop.index247.us.ph, %for.body.endif.endif.us.preheader234 ], [ %.469.us.prol, %for.body.endif.endif.us.prol ]
  %11 = sub nsw i64 %loop.index247.us.ph, %.281.fca.5.0.load.fr
  %12 = icmp ugt i64 %11, -8
  br i1 %12, label %for.end, label %for.body.endif.endif.us.preheader257

for.body.endif.endif.us.preheader257:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader257, %for.body.endif.endif.us
  %loop.index247.us = phi i64 [ %.469.us.7, %for.body.endif.endif.us ], [ %loop.index247.us.unr, %for.body.endif.endif.us.preheader257 ]
  %sunkaddr355 = mul i64 %loop.index247.us, 8
  %sunkaddr356 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr355
  %.440.us = load double, ptr %sunkaddr356, align 8
  %.12.i = tail call double @tanh(double %.440.us)
  %sunkaddr357 = mul i64 %loop.index247.us, 8
  %sunkaddr358 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr357
  store double %.12.i, ptr %sunkaddr358, align 8
  %sunkaddr359 = mul i64 %loop.index247.us, 8
  %sunkaddr360 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 8
  %.440.us.1 = load double, ptr %sunkaddr361, align 8
  %.12.i.1 = tail call double @tanh(double %.440.us.1)
  %sunkaddr362 = mul i64 %loop.index247.us, 8
  %sunkaddr363 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 8
  store double %.12.i.1, ptr %sunkaddr364, align 8
  %sunkaddr365 = mul i64 %loop.index247.us, 8
  %sunkaddr366 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 16
  %.440.us.2 = load double, ptr %sunkaddr367, align 8
  %.12.i.2 = tail call double @tanh(double %.440.us.2)
  %sunkaddr368 = mul i64 %loop.index247.us, 8
  %sunkaddr369 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, ptr %sunkaddr369, i64 16
  store double %.12.i.2, ptr %sunkaddr370, align 8
  %sunkaddr371 = mul i64 %loop.index247.us, 8
  %sunkaddr372 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, ptr %sunkaddr372, i64 24
  %.440.us.3 = load double, ptr %sunkaddr373, align 8
  %.12.i.3 = tail call double @tanh(double %.440.us.3)
  %sunkaddr374 = mul i64 %loop.index247.us, 8
  %sunkaddr375 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, ptr %sunkaddr375, i64 24
  store double %.12.i.3, ptr %sunkaddr376, align 8
  %sunkaddr377 = mul i64 %loop.index247.us, 8
  %sunkaddr378 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 32
  %.440.us.4 = load double, ptr %sunkaddr379, align 8
  %.12.i.4 = tail call double @tanh(double %.440.us.4)
  %sunkaddr380 = mul i64 %loop.index247.us, 8
  %sunkaddr381 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, ptr %sunkaddr381, i64 32
  store double %.12.i.4, ptr %sunkaddr382, align 8
  %sunkaddr383 = mul i64 %loop.index247.us, 8
  %sunkaddr384 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, ptr %sunkaddr384, i64 40
  %.440.us.5 = load double, ptr %sunkaddr385, align 8
  %.12.i.5 = tail call double @tanh(double %.440.us.5)
  %sunkaddr386 = mul i64 %loop.index247.us, 8
  %sunkaddr387 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, ptr %sunkaddr387, i64 40
  store double %.12.i.5, ptr %sunkaddr388, align 8
  %sunkaddr389 = mul i64 %loop.index247.us, 8
  %sunkaddr390 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr389
  %sunkaddr391 = getelementptr i8, ptr %sunkaddr390, i64 48
  %.440.us.6 = load double, ptr %sunkaddr391, align 8
  %.12.i.6 = tail call double @tanh(double %.440.us.6)
  %sunkaddr392 = mul i64 %loop.index247.us, 8
  %sunkaddr393 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr392
  %sunkaddr394 = getelementptr i8, ptr %sunkaddr393, i64 48
  store double %.12.i.6, ptr %sunkaddr394, align 8
  %sunkaddr395 = mul i64 %loop.index247.us, 8
  %sunkaddr396 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, ptr %sunkaddr396, i64 56
  %.440.us.7 = load double, ptr %sunkaddr397, align 8
  %.12.i.7 = tail call double @tanh(double %.440.us.7)
  %sunkaddr398 = mul i64 %loop.index247.us, 8
  %sunkaddr399 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr398
  %sunkaddr400 = getelementptr i8, ptr %sunkaddr399, i64 56
  store double %.12.i.7, ptr %sunkaddr400, align 8
  %.469.us.7 = add nuw nsw i64 %loop.index247.us, 8
  %exitcond309.not.7 = icmp eq i64 %.281.fca.5.0.load.fr, %.469.us.7
  br i1 %exitcond309.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !34

B76.endif.endif.endif.endif.if.if:                ; preds = %B76.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif, %B76.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  tail call void @NRT_decref(ptr nonnull %x.2.sroa.0.0267)
  %.221 = icmp samesign ugt i64 %.220248264, 1
  br i1 %.221, label %B76, label %B128.i

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.440 = load double, ptr %.54.fca.4.load.i, align 8
  %.12.i68 = tail call double @tanh(double %.440)
  store double %.12.i68, ptr %.6.i67, align 8
  br label %for.end

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i
  %.5.i95 = getelementptr i8, ptr %.7.i.i89, i64 24
  %.6.i96 = load ptr, ptr %.5.i95, align 8
  %.677272 = icmp sgt i64 %.281.fca.5.0.load.fr, 0
  br i1 %.677272, label %for.body.1.lr.ph, label %for.end.1.thread142

for.end.1.thread142:                              ; preds = %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i60)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.679.not = icmp eq i64 %.281.fca.5.0.load.fr, 1
  br i1 %.679.not, label %for.body.1.endif.endif.endif.prol.preheader, label %iter.check202

for.body.1.endif.endif.endif.prol.preheader:      ; preds = %for.body.1.lr.ph
  br label %for.body.1.endif.endif.endif.prol

for.body.1.endif.endif.endif.prol:                ; preds = %for.body.1.endif.endif.endif.prol.preheader, %for.body.1.endif.endif.endif.prol
  %loop.index.1275.prol = phi i64 [ %.725.prol, %for.body.1.endif.endif.endif.prol ], [ 0, %for.body.1.endif.endif.endif.prol.preheader ]
  %.687212.prol = load double, ptr %.6.i67, align 8
  %.6.i98.prol = fmul double %.687212.prol, %.687212.prol
  %13 = shl nuw nsw i64 %loop.index.1275.prol, 3
  %scevgep258 = getelementptr i8, ptr %.6.i96, i64 %13
  store double %.6.i98.prol, ptr %scevgep258, align 8
  %.725.prol = add nuw nsw i64 %loop.index.1275.prol, 1
  %prol.iter248.cmp.not = icmp eq i64 %.725.prol, 1
  br i1 %prol.iter248.cmp.not, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.prol, !llvm.loop !35

iter.check202:                                    ; preds = %for.body.1.lr.ph
  %14 = icmp ult i64 %.281.fca.5.0.load.fr, 4
  %15 = ptrtoint ptr %.6.i96 to i64
  %16 = ptrtoint ptr %.6.i67 to i64
  %17 = sub i64 %15, %16
  %diff.check198 = icmp ult i64 %17, 256
  %or.cond231 = select i1 %14, i1 true, i1 %diff.check198
  br i1 %or.cond231, label %for.body.1.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check204

vector.main.loop.iter.check204:                   ; preds = %iter.check202
  %min.iters.check203 = icmp ult i64 %.281.fca.5.0.load.fr, 32
  br i1 %min.iters.check203, label %vec.epilog.ph221, label %vector.ph205

vector.ph205:                                     ; preds = %vector.main.loop.iter.check204
  %const_mat = add i64 %const, -24
  %n.vec207 = and i64 %.281.fca.5.0.load.fr, %const_mat
  br label %vector.body208

vector.body208:                                   ; preds = %vector.body208, %vector.ph205
  %index209 = phi i64 [ 0, %vector.ph205 ], [ %index.next214, %vector.body208 ]
  %sunkaddr401 = mul i64 %index209, 8
  %sunkaddr402 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr401
  %wide.load210 = load <8 x double>, ptr %sunkaddr402, align 8
  %sunkaddr403 = mul i64 %index209, 8
  %sunkaddr404 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr403
  %sunkaddr405 = getelementptr i8, ptr %sunkaddr404, i64 64
  %wide.load211 = load <8 x double>, ptr %sunkaddr405, align 8
  %sunkaddr406 = mul i64 %index209, 8
  %sunkaddr407 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr406
  %sunkaddr408 = getelementptr i8, ptr %sunkaddr407, i64 128
  %wide.load212 = load <8 x double>, ptr %sunkaddr408, align 8
  %sunkaddr409 = mul i64 %index209, 8
  %sunkaddr410 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr409
  %sunkaddr411 = getelementptr i8, ptr %sunkaddr410, i64 192
  %wide.load213 = load <8 x double>, ptr %sunkaddr411, align 8
  %18 = fmul <8 x double> %wide.load210, %wide.load210
  %19 = fmul <8 x double> %wide.load211, %wide.load211
  %20 = fmul <8 x double> %wide.load212, %wide.load212
  %21 = fmul <8 x double> %wide.load213, %wide.load213
  %sunkaddr412 = mul i64 %index209, 8
  %sunkaddr413 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr412
  store <8 x double> %18, ptr %sunkaddr413, align 8
  %sunkaddr414 = mul i64 %index209, 8
  %sunkaddr415 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 64
  store <8 x double> %19, ptr %sunkaddr416, align 8
  %sunkaddr417 = mul i64 %index209, 8
  %sunkaddr418 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, ptr %sunkaddr418, i64 128
  store <8 x double> %20, ptr %sunkaddr419, align 8
  %sunkaddr420 = mul i64 %index209, 8
  %sunkaddr421 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, ptr %sunkaddr421, i64 192
  store <8 x double> %21, ptr %sunkaddr422, align 8
  %index.next214 = add nuw i64 %index209, 32
  %22 = icmp eq i64 %n.vec207, %index.next214
  br i1 %22, label %middle.block215, label %vector.body208, !llvm.loop !36

middle.block215:                                  ; preds = %vector.body208
  %cmp.n216 = icmp eq i64 %.281.fca.5.0.load.fr, %n.vec207
  br i1 %cmp.n216, label %.89.endif.preheader.i, label %vec.epilog.iter.check219

vec.epilog.iter.check219:                         ; preds = %middle.block215
  %23 = and i64 %.281.fca.5.0.load.fr, 28
  %min.epilog.iters.check220 = icmp eq i64 %23, 0
  br i1 %min.epilog.iters.check220, label %for.body.1.endif.endif.endif.us.preheader, label %vec.epilog.ph221, !prof !37

vec.epilog.ph221:                                 ; preds = %vector.main.loop.iter.check204, %vec.epilog.iter.check219
  %vec.epilog.resume.val217 = phi i64 [ %n.vec207, %vec.epilog.iter.check219 ], [ 0, %vector.main.loop.iter.check204 ]
  %const_mat351 = add i64 %const, 4
  %n.vec223 = and i64 %.281.fca.5.0.load.fr, %const_mat351
  br label %vec.epilog.vector.body224

vec.epilog.vector.body224:                        ; preds = %vec.epilog.vector.body224, %vec.epilog.ph221
  %index225 = phi i64 [ %vec.epilog.resume.val217, %vec.epilog.ph221 ], [ %index.next227, %vec.epilog.vector.body224 ]
  %24 = shl i64 %index225, 3
  %scevgep296 = getelementptr i8, ptr %.6.i67, i64 %24
  %wide.load226 = load <4 x double>, ptr %scevgep296, align 8
  %25 = fmul <4 x double> %wide.load226, %wide.load226
  %26 = shl i64 %index225, 3
  %scevgep295 = getelementptr i8, ptr %.6.i96, i64 %26
  store <4 x double> %25, ptr %scevgep295, align 8
  %index.next227 = add nuw i64 %index225, 4
  %27 = icmp eq i64 %n.vec223, %index.next227
  br i1 %27, label %vec.epilog.middle.block228, label %vec.epilog.vector.body224, !llvm.loop !38

vec.epilog.middle.block228:                       ; preds = %vec.epilog.vector.body224
  %cmp.n229 = icmp eq i64 %.281.fca.5.0.load.fr, %n.vec223
  br i1 %cmp.n229, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us.preheader

for.body.1.endif.endif.endif.us.preheader:        ; preds = %iter.check202, %vec.epilog.iter.check219, %vec.epilog.middle.block228
  %loop.index.1275.us.ph = phi i64 [ 0, %iter.check202 ], [ %n.vec207, %vec.epilog.iter.check219 ], [ %n.vec223, %vec.epilog.middle.block228 ]
  %28 = sub nsw i64 %.281.fca.5.0.load.fr, %loop.index.1275.us.ph
  %xtraiter241 = and i64 %28, 7
  %lcmp.mod242.not = icmp eq i64 %xtraiter241, 0
  br i1 %lcmp.mod242.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol.preheader

for.body.1.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.1.endif.endif.endif.us.preheader
  br label %for.body.1.endif.endif.endif.us.prol

for.body.1.endif.endif.endif.us.prol:             ; preds = %for.body.1.endif.endif.endif.us.prol.preheader, %for.body.1.endif.endif.endif.us.prol
  %lsr.iv293 = phi i64 [ %xtraiter241, %for.body.1.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next294, %for.body.1.endif.endif.endif.us.prol ]
  %loop.index.1275.us.prol = phi i64 [ %.725.us.prol, %for.body.1.endif.endif.endif.us.prol ], [ %loop.index.1275.us.ph, %for.body.1.endif.endif.endif.us.prol.preheader ]
  %29 = shl i64 %loop.index.1275.us.prol, 3
  %scevgep292 = getelementptr i8, ptr %.6.i67, i64 %29
  %.687212.us.prol = load double, ptr %scevgep292, align 8
  %.6.i97.prol = fmul double %.687212.us.prol, %.687212.us.prol
  %30 = shl i64 %loop.index.1275.us.prol, 3
  %scevgep291 = getelementptr i8, ptr %.6.i96, i64 %30
  store double %.6.i97.prol, ptr %scevgep291, align 8
  %.725.us.prol = add nuw i64 %loop.index.1275.us.prol, 1
  %lsr.iv.next294 = add nsw i64 %lsr.iv293, -1
  %prol.iter243.cmp.not = icmp eq i64 %lsr.iv.next294, 0
  br i1 %prol.iter243.cmp.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol, !llvm.loop !39

for.body.1.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.1.endif.endif.endif.us.prol, %for.body.1.endif.endif.endif.us.preheader
  %loop.index.1275.us.unr = phi i64 [ %loop.index.1275.us.ph, %for.body.1.endif.endif.endif.us.preheader ], [ %.725.us.prol, %for.body.1.endif.endif.endif.us.prol ]
  %31 = sub nsw i64 %loop.index.1275.us.ph, %.281.fca.5.0.load.fr
  %32 = icmp ugt i64 %31, -8
  br i1 %32, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us.preheader255

for.body.1.endif.endif.endif.us.preheader255:     ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us

for.body.1.endif.endif.endif.us:                  ; preds = %for.body.1.endif.endif.endif.us.preheader255, %for.body.1.endif.endif.endif.us
  %loop.index.1275.us = phi i64 [ %.725.us.7, %for.body.1.endif.endif.endif.us ], [ %loop.index.1275.us.unr, %for.body.1.endif.endif.endif.us.preheader255 ]
  %sunkaddr423 = mul i64 %loop.index.1275.us, 8
  %sunkaddr424 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr423
  %.687212.us = load double, ptr %sunkaddr424, align 8
  %.6.i97 = fmul double %.687212.us, %.687212.us
  %sunkaddr425 = mul i64 %loop.index.1275.us, 8
  %sunkaddr426 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr425
  store double %.6.i97, ptr %sunkaddr426, align 8
  %sunkaddr427 = mul i64 %loop.index.1275.us, 8
  %sunkaddr428 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr427
  %sunkaddr429 = getelementptr i8, ptr %sunkaddr428, i64 8
  %.687212.us.1 = load double, ptr %sunkaddr429, align 8
  %.6.i97.1 = fmul double %.687212.us.1, %.687212.us.1
  %sunkaddr430 = mul i64 %loop.index.1275.us, 8
  %sunkaddr431 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr430
  %sunkaddr432 = getelementptr i8, ptr %sunkaddr431, i64 8
  store double %.6.i97.1, ptr %sunkaddr432, align 8
  %sunkaddr433 = mul i64 %loop.index.1275.us, 8
  %sunkaddr434 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr433
  %sunkaddr435 = getelementptr i8, ptr %sunkaddr434, i64 16
  %.687212.us.2 = load double, ptr %sunkaddr435, align 8
  %.6.i97.2 = fmul double %.687212.us.2, %.687212.us.2
  %sunkaddr436 = mul i64 %loop.index.1275.us, 8
  %sunkaddr437 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr436
  %sunkaddr438 = getelementptr i8, ptr %sunkaddr437, i64 16
  store double %.6.i97.2, ptr %sunkaddr438, align 8
  %sunkaddr439 = mul i64 %loop.index.1275.us, 8
  %sunkaddr440 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr439
  %sunkaddr441 = getelementptr i8, ptr %sunkaddr440, i64 24
  %.687212.us.3 = load double, ptr %sunkaddr441, align 8
  %.6.i97.3 = fmul double %.687212.us.3, %.687212.us.3
  %sunkaddr442 = mul i64 %loop.index.1275.us, 8
  %sunkaddr443 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr442
  %sunkaddr444 = getelementptr i8, ptr %sunkaddr443, i64 24
  store double %.6.i97.3, ptr %sunkaddr444, align 8
  %sunkaddr445 = mul i64 %loop.index.1275.us, 8
  %sunkaddr446 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr445
  %sunkaddr447 = getelementptr i8, ptr %sunkaddr446, i64 32
  %.687212.us.4 = load double, ptr %sunkaddr447, align 8
  %.6.i97.4 = fmul double %.687212.us.4, %.687212.us.4
  %sunkaddr448 = mul i64 %loop.index.1275.us, 8
  %sunkaddr449 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr448
  %sunkaddr450 = getelementptr i8, ptr %sunkaddr449, i64 32
  store double %.6.i97.4, ptr %sunkaddr450, align 8
  %sunkaddr451 = mul i64 %loop.index.1275.us, 8
  %sunkaddr452 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, ptr %sunkaddr452, i64 40
  %.687212.us.5 = load double, ptr %sunkaddr453, align 8
  %.6.i97.5 = fmul double %.687212.us.5, %.687212.us.5
  %sunkaddr454 = mul i64 %loop.index.1275.us, 8
  %sunkaddr455 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr454
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 40
  store double %.6.i97.5, ptr %sunkaddr456, align 8
  %sunkaddr457 = mul i64 %loop.index.1275.us, 8
  %sunkaddr458 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, ptr %sunkaddr458, i64 48
  %.687212.us.6 = load double, ptr %sunkaddr459, align 8
  %.6.i97.6 = fmul double %.687212.us.6, %.687212.us.6
  %sunkaddr460 = mul i64 %loop.index.1275.us, 8
  %sunkaddr461 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr460
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 48
  store double %.6.i97.6, ptr %sunkaddr462, align 8
  %sunkaddr463 = mul i64 %loop.index.1275.us, 8
  %sunkaddr464 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr463
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 56
  %.687212.us.7 = load double, ptr %sunkaddr465, align 8
  %.6.i97.7 = fmul double %.687212.us.7, %.687212.us.7
  %sunkaddr466 = mul i64 %loop.index.1275.us, 8
  %sunkaddr467 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 56
  store double %.6.i97.7, ptr %sunkaddr468, align 8
  %.725.us.7 = add nuw nsw i64 %loop.index.1275.us, 8
  %exitcond311.not.7 = icmp eq i64 %.281.fca.5.0.load.fr, %.725.us.7
  br i1 %exitcond311.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us, !llvm.loop !40

B126.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.endif.us, %for.body.1.endif.endif.endif.prol, %for.body.1.endif.endif.endif.us.prol.loopexit, %middle.block215, %vec.epilog.middle.block228
  tail call void @NRT_decref(ptr nonnull %.7.i.i60)
  %xtraiter.i = and i64 %.281.fca.5.0.load.fr, 7
  %33 = icmp samesign ult i64 %.281.fca.5.0.load.fr, 8
  br i1 %33, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !41

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %.281.fca.5.0.load.fr, %const
  %34 = add nsw i64 %.281.fca.5.0.load.fr, -8
  %35 = lshr i64 %34, 3
  %36 = add nuw nsw i64 %35, 1
  %xtraiter249 = and i64 %36, 3
  %37 = and i64 %34, 24
  %lcmp.mod250.not = icmp eq i64 %37, 24
  br i1 %lcmp.mod250.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !42

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter249, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i96, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !43
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i99.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i99.prol, align 8, !noalias !43
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !43
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !43
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !43
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !43
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !43
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !43
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter251.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter251.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !46, !llvm.loop !47

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i96, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %38 = icmp ult i64 %34, 24
  br i1 %38, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !48

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !49

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i96, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %39 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %39
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !43
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !50, !llvm.loop !51

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !43
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i99 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i99, align 8, !noalias !43
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !43
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !43
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !43
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !43
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !43
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !43
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !43
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i99.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i99.1, align 8, !noalias !43
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !43
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !43
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !43
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !43
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !43
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !43
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !43
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i99.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i99.2, align 8, !noalias !43
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !43
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !43
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !43
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !43
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !43
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !43
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !43
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i99.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i99.3, align 8, !noalias !43
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !43
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !43
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !43
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !43
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !43
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !43
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !53, !llvm.loop !54

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread142
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread142 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i89)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

define ptr @_ZN7cpython7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.rnn_steps, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 16
  %.60.fca.2.load = load i64, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr11, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !5

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

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

define double @cfunc._ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 poison) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !5

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.197 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.74 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.74, label %B54, label %B108

B54:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.18.i.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i.i, label %B54.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B54
  %const1 = bitcast i64 1152921504606846975 to i64
  %.34.i.i = icmp samesign ugt i64 %arg.a.5.0, %const1
  br i1 %.34.i.i, label %B54.if.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !56
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if.if, label %B54.endif, !prof !0

B108:                                             ; preds = %B0
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if.if, label %B0.endif.endif.i3, !prof !0

B0.endif.endif.i3:                                ; preds = %B108
  %const = bitcast i64 1152921504606846975 to i64
  %.34.i = icmp samesign ugt i64 %arg.a.5.0, %const
  br i1 %.34.i, label %B108.if.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i3
  %.33.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !69
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if.if, label %B108.endif, !prof !0

common.ret:                                       ; preds = %B108.endif.if.if, %B108.endif.endif, %B108.if.if, %B54.if.if, %B54.endif
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 1, %B54.if.if ], [ 1, %B108.if.if ], [ 0, %B108.endif.endif ], [ 1, %B108.endif.if.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !79
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.33.i.i, i1 false), !noalias !80
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack172 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack172, align 8
  %retptr.repack174 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack174, align 8
  %retptr.repack176 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack176, align 8
  %retptr.repack178 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack178, align 8
  %retptr.repack180 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack180, align 8
  %retptr.repack182 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack182, align 8
  br label %common.ret

B54.if.if:                                        ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B54 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !83
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.197, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.197, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.a.5.0, i64 8, ptr %.6.i.i, i64 %arg.a.5.0, i64 8)
  %cond2 = icmp eq i32 %.209, 0
  br i1 %cond2, label %B108.endif.endif, label %B108.endif.if.if, !prof !5

B108.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i3, %B108
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10, %B0.endif.endif.i3 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9, %B108 ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif.endif:                                 ; preds = %B108.endif
  %.219.fca.0.load = load ptr, ptr %.197, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.197, i64 8
  %.219.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr26 = getelementptr inbounds nuw i8, ptr %.197, i64 16
  %.219.fca.2.load = load i64, ptr %sunkaddr26, align 8
  %sunkaddr27 = getelementptr inbounds nuw i8, ptr %.197, i64 24
  %.219.fca.3.load = load i64, ptr %sunkaddr27, align 8
  %sunkaddr28 = getelementptr inbounds nuw i8, ptr %.197, i64 32
  %.219.fca.4.load = load ptr, ptr %sunkaddr28, align 8
  %sunkaddr29 = getelementptr inbounds nuw i8, ptr %.197, i64 40
  %.219.fca.5.0.load = load i64, ptr %sunkaddr29, align 8
  %sunkaddr30 = getelementptr inbounds nuw i8, ptr %.197, i64 48
  %.219.fca.6.0.load = load i64, ptr %sunkaddr30, align 8
  store ptr %.219.fca.0.load, ptr %retptr, align 8
  %retptr.repack160 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.219.fca.1.load, ptr %retptr.repack160, align 8
  %retptr.repack162 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.219.fca.2.load, ptr %retptr.repack162, align 8
  %retptr.repack164 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.219.fca.3.load, ptr %retptr.repack164, align 8
  %retptr.repack166 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.219.fca.4.load, ptr %retptr.repack166, align 8
  %retptr.repack168 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.219.fca.5.0.load, ptr %retptr.repack168, align 8
  %retptr.repack170 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.219.fca.6.0.load, ptr %retptr.repack170, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B108.endif.if.if:                                 ; preds = %B108.endif
  %.210 = load ptr, ptr %excinfo.3, align 8
  store ptr %.210, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
B0:
  %.179 = alloca double, align 8
  store double 0.000000e+00, ptr %.179, align 8
  %.182 = alloca double, align 8
  store double 0.000000e+00, ptr %.182, align 8
  %.193 = alloca i32, align 4
  store i32 0, ptr %.193, align 4
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  tail call void @NRT_incref(ptr %arg.out.0)
  %.90.not.i = icmp eq i64 %arg.b.5.0, %arg.a.5.1
  br i1 %.90.not.i, label %B84.i, label %B0.if.if

B84.i:                                            ; preds = %B0
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.a.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if.if

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B84.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.9542b7583023686eea1d6b5444f487bf8b55b9a2, %B84.i ], [ @.const.picklebuf.f5ff85143fd2b2b4fd504563e2144b1b4a83172c, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i4 = icmp sgt i64 %arg.b.5.0, 2147483647
  br i1 %.5.i4, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.b.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !0

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  tail call void @llvm.memset.p0.i64(ptr align 1 %arg.out.4, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store double 1.000000e+00, ptr %.179, align 8
  store double 0.000000e+00, ptr %.182, align 8
  %.190 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.b.5.0, i64 %arg.out.5.0, ptr nonnull %.179, ptr %arg.a.4, i64 %arg.b.5.0, ptr %arg.b.4, ptr nonnull %.182, ptr %arg.out.4)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !84

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  store ptr %arg.out.0, ptr %retptr, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.out.1, ptr %retptr.repack29, align 8
  %retptr.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.out.2, ptr %retptr.repack31, align 8
  %retptr.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.out.3, ptr %retptr.repack33, align 8
  %retptr.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.out.4, ptr %retptr.repack35, align 8
  %retptr.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.out.5.0, ptr %retptr.repack37, align 8
  %retptr.repack39 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.out.6.0, ptr %retptr.repack39, align 8
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B0.endif.endif.endif.else.if:                     ; preds = %B0.endif.endif.endif.else
  call void @numba_gil_ensure(ptr nonnull %.193)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable
}

declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.tanh.v8f64(<8 x double>) #8

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 49, i32 1}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{i1 true}
!14 = !{!15, !17, !18, !20}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = !{!"branch_weights", i32 42949671, i32 -42949671}
!22 = !{!23, !25, !26, !28}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !30}
!35 = distinct !{!35, !33}
!36 = distinct !{!36, !30, !31}
!37 = !{!"branch_weights", i32 4, i32 28}
!38 = distinct !{!38, !30, !31}
!39 = distinct !{!39, !33}
!40 = distinct !{!40, !30}
!41 = !{!"branch_weights", i32 146201250, i32 2001282398}
!42 = !{!"branch_weights", i32 127, i32 1}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!46 = !{!"branch_weights", i32 1, i32 1}
!47 = distinct !{!47, !33}
!48 = !{!"branch_weights", i32 1, i32 127}
!49 = !{!"branch_weights", i32 277993707, i32 1869489941}
!50 = !{!"branch_weights", i32 542333185, i32 1605150463}
!51 = distinct !{!51, !52, !33}
!52 = !{!"llvm.loop.estimated_trip_count", i32 4}
!53 = !{!"branch_weights", i32 166258294, i32 1981225354}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.estimated_trip_count", i32 3}
!56 = !{!57, !59, !60, !62, !63, !65, !66, !68}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!69 = !{!70, !72, !73, !75, !76, !78}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!79 = !{!63, !65, !66, !68}
!80 = !{!81, !66, !68}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!83 = !{!76, !78}
!84 = !{!"branch_weights", i32 99, i32 1}
