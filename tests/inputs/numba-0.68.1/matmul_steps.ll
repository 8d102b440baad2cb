; ModuleID = 'matmul_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.matmul_steps = internal constant [13 x i8] c"matmul_steps\00"
@_ZN08NumbaEnv7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\0F\03\87\94\87\94."
@.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1 = internal constant [20 x i8] c"\FC\8F\EB\AEMV\EDX-\CD\A3\16\0Fx\F0\A2\A8\02\EB#"
@.const.picklebuf.fc8febae4d56ed582dcda3160f78f0a2a802eb23 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23, i32 143, ptr @.const.pickledata.fc8febae4d56ed582dcda3160f78f0a2a802eb23.sha1, ptr null, i32 0 }
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\12\03\87\94\87\94."
@.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1 = internal constant [20 x i8] c"|\AB\0F\9BG\08\DB\E6v\D0\B7\00\04e\AC\03\A8\B3\12\08"
@.const.picklebuf.7cab0f9b4708dbe676d0b7000465ac03a8b31208 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208, i32 154, ptr @.const.pickledata.7cab0f9b4708dbe676d0b7000465ac03a8b31208.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bcd9310B3v30B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f773bcd9210B3v31B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.X0.0, ptr readnone captures(none) %arg.X0.1, i64 %arg.X0.2, i64 %arg.X0.3, ptr readonly captures(none) %arg.X0.4, i64 %arg.X0.5.0, i64 %arg.X0.5.1, i64 %arg.X0.6.0, i64 %arg.X0.6.1) local_unnamed_addr {
B0:
  %const705 = bitcast i64 -1152921504606846976 to i64
  %const704 = bitcast i64 -2305843009213693952 to i64
  %.40.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.883 = alloca double, align 8
  store double 0.000000e+00, ptr %.883, align 8
  %excinfo.10 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.X0.0)
  %.72 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X0.5.0, i64 %arg.X0.5.1)
  %.73 = extractvalue { i64, i1 } %.72, 0
  %.74 = extractvalue { i64, i1 } %.72, 1
  %0 = add i64 %.73, %const705
  %.79 = icmp ult i64 %0, %const704
  %.80 = or i1 %.74, %.79
  br i1 %.80, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.lr.ph, %for.end
  %X.2.sroa.0.0394 = phi ptr [ %.7.i.i, %B76.lr.ph ], [ %.7.i.i90, %for.end ]
  %X.2.sroa.20.0393 = phi i64 [ %.73, %B76.lr.ph ], [ %.409, %for.end ]
  %X.2.sroa.40.0392 = phi ptr [ %.6.i, %B76.lr.ph ], [ %.6.i97, %for.end ]
  %X.2.sroa.50.0391 = phi i64 [ %arg.X0.5.0, %B76.lr.ph ], [ %.314.fca.5.0.load.fr, %for.end ]
  %X.2.sroa.60.0390 = phi i64 [ %arg.X0.5.1, %B76.lr.ph ], [ %.314.fca.5.1.load.fr, %for.end ]
  %.251369389 = phi i64 [ 3, %B76.lr.ph ], [ %.261, %for.end ]
  %X.2.sroa.70.0 = shl i64 %X.2.sroa.60.0390, 3
  %.261 = add nsw i64 %.251369389, -1
  call void @llvm.lifetime.start.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !1
  tail call void @NRT_incref(ptr nonnull %X.2.sroa.0.0394), !noalias !1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.40.i, i8 0, i64 72, i1 false), !noalias !1
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.40.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr nonnull %X.2.sroa.0.0394, ptr null, i64 %X.2.sroa.20.0393, i64 8, ptr %X.2.sroa.40.0392, i64 %X.2.sroa.50.0391, i64 %X.2.sroa.60.0390, i64 %X.2.sroa.70.0, i64 8), !noalias !1
  %cond.i = icmp eq i32 %.52.i, 0
  br i1 %cond.i, label %B128.i86, label %B76.if.if, !prof !5

B128.i:                                           ; preds = %for.end
  tail call void @NRT_decref(ptr %arg.A.0)
  %.710 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.314.fca.5.0.load.fr, i64 %.314.fca.5.1.load.fr)
  %.711 = extractvalue { i64, i1 } %.710, 0
  %.712 = extractvalue { i64, i1 } %.710, 1
  %.714 = shl i64 %.314.fca.5.1.load.fr, 3
  %1 = add i64 %.711, %const705
  %.717 = icmp ult i64 %1, %const704
  %.718 = or i1 %.712, %.717
  br i1 %.718, label %B126.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %B126.endif.endif.endif.endif.endif.if.if, %B126.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.if, %B76.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B76.if.if ], [ %.891, %for.end.2.if.if ], [ 1, %B126.endif.endif.endif.endif.endif.if.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %B126.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.78 = shl nsw i64 %.73, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !7
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.lr.ph:                                        ; preds = %B0.endif
  %const700 = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.147 = mul i64 %arg.X0.3, %arg.X0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.X0.4, i64 %.147, i1 false)
  tail call void @NRT_decref(ptr %arg.X0.0)
  br label %B76

B128.i86:                                         ; preds = %B76
  %.62.fca.0.load.i = load ptr, ptr %.40.i, align 8, !noalias !1
  %sunkaddr = getelementptr inbounds i8, ptr %.40.i, i64 32
  %.62.fca.4.load.i = load ptr, ptr %sunkaddr, align 8, !noalias !1
  %sunkaddr706 = getelementptr inbounds i8, ptr %.40.i, i64 40
  %.62.fca.5.0.load.i = load i64, ptr %sunkaddr706, align 8, !noalias !1
  %sunkaddr707 = getelementptr inbounds i8, ptr %.40.i, i64 48
  %.62.fca.5.1.load.i = load i64, ptr %sunkaddr707, align 8, !noalias !1
  tail call void @NRT_decref(ptr nonnull %X.2.sroa.0.0394), !noalias !1
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.314.fca.5.0.load.fr = freeze i64 %.62.fca.5.0.load.i
  %.314.fca.5.1.load.fr = freeze i64 %.62.fca.5.1.load.i
  %.408 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.314.fca.5.0.load.fr, i64 %.314.fca.5.1.load.fr)
  %.409 = extractvalue { i64, i1 } %.408, 0
  %.410 = extractvalue { i64, i1 } %.408, 1
  %2 = add i64 %.409, %const705
  %.415 = icmp ult i64 %2, %const704
  %.416 = or i1 %.410, %.415
  br i1 %.416, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif, !prof !0

B76.if.if:                                        ; preds = %B76
  %.53.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.53.i, ptr %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.if:                         ; preds = %B128.i86
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %B128.i86
  %.414 = shl nsw i64 %.409, 3
  %.7.i.i90 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.414, i32 32), !noalias !14
  %.8.i.i91 = icmp eq ptr %.7.i.i90, null
  br i1 %.8.i.i91, label %B76.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i96 = getelementptr i8, ptr %.7.i.i90, i64 24
  %.6.i97 = load ptr, ptr %.5.i96, align 8
  %.494324 = icmp sgt i64 %.314.fca.5.0.load.fr, 0
  br i1 %.494324, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B76.endif.endif.endif.endif.endif
  %.497295 = icmp sgt i64 %.314.fca.5.1.load.fr, 0
  br i1 %.497295, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.499.not = icmp eq i64 %.314.fca.5.0.load.fr, 1
  br i1 %.499.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %3 = icmp ugt i64 %.314.fca.5.1.load.fr, 1
  br i1 %3, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %4 = ptrtoint ptr %.6.i97 to i64
  %5 = ptrtoint ptr %.62.fca.4.load.i to i64
  %min.iters.check255 = icmp ult i64 %.314.fca.5.0.load.fr, 8
  %ident.check.not = icmp ne i64 %.314.fca.5.1.load.fr, 1
  %or.cond.not411 = or i1 %min.iters.check255, %ident.check.not
  %6 = sub i64 %4, %5
  %diff.check253 = icmp ult i64 %6, 64
  %or.cond405 = select i1 %or.cond.not411, i1 true, i1 %diff.check253
  br i1 %or.cond405, label %for.body.1.endif.endif.endif.us.us345.us.preheader, label %vector.ph256

for.body.1.endif.endif.endif.us.us345.us.preheader: ; preds = %middle.block263, %for.cond.1.preheader.us.us.preheader
  %loop.index327.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec258, %middle.block263 ]
  %xtraiter = and i64 %.314.fca.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us345.us.prol.preheader

for.body.1.endif.endif.endif.us.us345.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us345.us.preheader
  %7 = shl i64 %.314.fca.5.1.load.fr, 3
  %8 = mul i64 %7, %loop.index327.us.us.ph
  %9 = mul nsw i64 %xtraiter, -1
  br label %for.body.1.endif.endif.endif.us.us345.us.prol

for.body.1.endif.endif.endif.us.us345.us.prol:    ; preds = %for.body.1.endif.endif.endif.us.us345.us.prol.preheader, %for.body.1.endif.endif.endif.us.us345.us.prol
  %lsr.iv598 = phi i64 [ %8, %for.body.1.endif.endif.endif.us.us345.us.prol.preheader ], [ %lsr.iv.next599, %for.body.1.endif.endif.endif.us.us345.us.prol ]
  %lsr.iv596 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us345.us.prol.preheader ], [ %lsr.iv.next597, %for.body.1.endif.endif.endif.us.us345.us.prol ]
  %scevgep601 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %lsr.iv598
  %scevgep600 = getelementptr i8, ptr %.6.i97, i64 %lsr.iv598
  %.515.us.us343.us.prol = load double, ptr %scevgep601, align 8
  %.12.i98.prol = tail call double @tanh(double %.515.us.us343.us.prol)
  store double %.12.i98.prol, ptr %scevgep600, align 8
  %lsr.iv.next597 = add nsw i64 %lsr.iv596, -1
  %lsr.iv.next599 = add i64 %lsr.iv598, %7
  %prol.iter.cmp.not = icmp eq i64 %9, %lsr.iv.next597
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us345.us.prol, !llvm.loop !21

for.body.1.endif.endif.endif.us.us345.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us345.us.prol
  %10 = sub i64 %loop.index327.us.us.ph, %lsr.iv.next597
  br label %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit

for.body.1.endif.endif.endif.us.us345.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us345.us.preheader
  %loop.index327.us.us.unr = phi i64 [ %loop.index327.us.us.ph, %for.body.1.endif.endif.endif.us.us345.us.preheader ], [ %10, %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit.loopexit ]
  %11 = sub nsw i64 %loop.index327.us.us.ph, %.314.fca.5.0.load.fr
  %12 = icmp ugt i64 %11, -8
  br i1 %12, label %for.end, label %for.body.1.endif.endif.endif.us.us345.us.preheader459

for.body.1.endif.endif.endif.us.us345.us.preheader459: ; preds = %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit
  %13 = sub i64 %.314.fca.5.0.load.fr, %loop.index327.us.us.unr
  %14 = shl i64 %.314.fca.5.1.load.fr, 3
  %15 = mul i64 %14, %loop.index327.us.us.unr
  %16 = shl i64 %.314.fca.5.1.load.fr, 6
  br label %for.body.1.endif.endif.endif.us.us345.us

vector.ph256:                                     ; preds = %for.cond.1.preheader.us.us.preheader
  %n.vec258 = and i64 %.314.fca.5.0.load.fr, %const700
  br label %vector.body259

vector.body259:                                   ; preds = %vector.body259, %vector.ph256
  %index260 = phi i64 [ 0, %vector.ph256 ], [ %index.next262, %vector.body259 ]
  %17 = shl i64 %index260, 3
  %scevgep595 = getelementptr i8, ptr %.6.i97, i64 %17
  %18 = shl i64 %index260, 3
  %scevgep594 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %18
  %wide.load261 = load <8 x double>, ptr %scevgep594, align 8
  %19 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load261)
  store <8 x double> %19, ptr %scevgep595, align 8
  %index.next262 = add nuw i64 %index260, 8
  %20 = icmp eq i64 %n.vec258, %index.next262
  br i1 %20, label %middle.block263, label %vector.body259, !llvm.loop !23

middle.block263:                                  ; preds = %vector.body259
  %cmp.n264 = icmp eq i64 %.314.fca.5.0.load.fr, %n.vec258
  br i1 %cmp.n264, label %for.end, label %for.body.1.endif.endif.endif.us.us345.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %21 = ptrtoint ptr %.6.i97 to i64
  %22 = ptrtoint ptr %.62.fca.4.load.i to i64
  %23 = sub i64 %21, %22
  %min.iters.check241 = icmp ult i64 %.314.fca.5.1.load.fr, 8
  %diff.check239 = icmp ult i64 %23, 64
  %or.cond406 = select i1 %min.iters.check241, i1 true, i1 %diff.check239
  %n.vec244 = and i64 %.314.fca.5.1.load.fr, %const700
  %xtraiter422 = and i64 %.314.fca.5.1.load.fr, 7
  %24 = shl i64 %.314.fca.5.1.load.fr, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv625 = phi ptr [ %.62.fca.4.load.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep626, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv622 = phi ptr [ %.6.i97, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep623, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index327.us.us.us = phi i64 [ %.549.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond406, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body245.preheader

vector.body245.preheader:                         ; preds = %for.cond.1.preheader.us.us.us
  br label %vector.body245

vector.body245:                                   ; preds = %vector.body245.preheader, %vector.body245
  %index246 = phi i64 [ %index.next248, %vector.body245 ], [ 0, %vector.body245.preheader ]
  %25 = shl i64 %index246, 3
  %scevgep627 = getelementptr i8, ptr %lsr.iv625, i64 %25
  %wide.load247 = load <8 x double>, ptr %scevgep627, align 8
  %26 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load247)
  %27 = shl i64 %index246, 3
  %scevgep624 = getelementptr i8, ptr %lsr.iv622, i64 %27
  store <8 x double> %26, ptr %scevgep624, align 8
  %index.next248 = add nuw i64 %index246, 8
  %28 = icmp eq i64 %n.vec244, %index.next248
  br i1 %28, label %middle.block249, label %vector.body245, !llvm.loop !26

middle.block249:                                  ; preds = %vector.body245
  %29 = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec244
  br i1 %29, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us, %middle.block249
  %loop.index.1298.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ %n.vec244, %middle.block249 ]
  %30 = icmp eq i64 %xtraiter422, 0
  br i1 %30, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv630 = phi i64 [ %xtraiter422, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next631, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.1298.us.us.us.us.us.prol = phi i64 [ %.547.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1298.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %31 = shl i64 %loop.index.1298.us.us.us.us.us.prol, 3
  %scevgep629 = getelementptr i8, ptr %lsr.iv625, i64 %31
  %.515.us.us.us.us.us.prol = load double, ptr %scevgep629, align 8
  %.12.i.prol = tail call double @tanh(double %.515.us.us.us.us.us.prol)
  %32 = shl i64 %loop.index.1298.us.us.us.us.us.prol, 3
  %scevgep628 = getelementptr i8, ptr %lsr.iv622, i64 %32
  store double %.12.i.prol, ptr %scevgep628, align 8
  %.547.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1298.us.us.us.us.us.prol, 1
  %lsr.iv.next631 = add nsw i64 %lsr.iv630, -1
  %prol.iter424.cmp.not = icmp eq i64 %lsr.iv.next631, 0
  br i1 %prol.iter424.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !27

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1298.us.us.us.us.us.unr = phi i64 [ %loop.index.1298.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.547.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %33 = sub nsw i64 %loop.index.1298.us.us.us.us.us.ph, %.314.fca.5.1.load.fr
  %34 = icmp ugt i64 %33, -8
  br i1 %34, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader456

for.body.1.endif.endif.endif.us.us.us.us.us.preheader456: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader456, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.1298.us.us.us.us.us = phi i64 [ %.547.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1298.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader456 ]
  %35 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep649 = getelementptr i8, ptr %lsr.iv625, i64 %35
  %.515.us.us.us.us.us = load double, ptr %scevgep649, align 8
  %.12.i = tail call double @tanh(double %.515.us.us.us.us.us)
  %36 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep634 = getelementptr i8, ptr %lsr.iv622, i64 %36
  store double %.12.i, ptr %scevgep634, align 8
  %scevgep650 = getelementptr i8, ptr %lsr.iv625, i64 %36
  %scevgep651 = getelementptr i8, ptr %scevgep650, i64 8
  %.515.us.us.us.us.us.1 = load double, ptr %scevgep651, align 8
  %.12.i.1 = tail call double @tanh(double %.515.us.us.us.us.us.1)
  %37 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep637 = getelementptr i8, ptr %lsr.iv622, i64 %37
  %scevgep638 = getelementptr i8, ptr %scevgep637, i64 8
  store double %.12.i.1, ptr %scevgep638, align 8
  %scevgep652 = getelementptr i8, ptr %lsr.iv625, i64 %37
  %scevgep653 = getelementptr i8, ptr %scevgep652, i64 16
  %.515.us.us.us.us.us.2 = load double, ptr %scevgep653, align 8
  %.12.i.2 = tail call double @tanh(double %.515.us.us.us.us.us.2)
  %38 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep639 = getelementptr i8, ptr %lsr.iv622, i64 %38
  %scevgep640 = getelementptr i8, ptr %scevgep639, i64 16
  store double %.12.i.2, ptr %scevgep640, align 8
  %scevgep654 = getelementptr i8, ptr %lsr.iv625, i64 %38
  %scevgep655 = getelementptr i8, ptr %scevgep654, i64 24
  %.515.us.us.us.us.us.3 = load double, ptr %scevgep655, align 8
  %.12.i.3 = tail call double @tanh(double %.515.us.us.us.us.us.3)
  %39 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep641 = getelementptr i8, ptr %lsr.iv622, i64 %39
  %scevgep642 = getelementptr i8, ptr %scevgep641, i64 24
  store double %.12.i.3, ptr %scevgep642, align 8
  %scevgep656 = getelementptr i8, ptr %lsr.iv625, i64 %39
  %scevgep657 = getelementptr i8, ptr %scevgep656, i64 32
  %.515.us.us.us.us.us.4 = load double, ptr %scevgep657, align 8
  %.12.i.4 = tail call double @tanh(double %.515.us.us.us.us.us.4)
  %40 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep632 = getelementptr i8, ptr %lsr.iv622, i64 %40
  %scevgep633 = getelementptr i8, ptr %scevgep632, i64 32
  store double %.12.i.4, ptr %scevgep633, align 8
  %scevgep658 = getelementptr i8, ptr %lsr.iv625, i64 %40
  %scevgep659 = getelementptr i8, ptr %scevgep658, i64 40
  %.515.us.us.us.us.us.5 = load double, ptr %scevgep659, align 8
  %.12.i.5 = tail call double @tanh(double %.515.us.us.us.us.us.5)
  %41 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep645 = getelementptr i8, ptr %lsr.iv622, i64 %41
  %scevgep646 = getelementptr i8, ptr %scevgep645, i64 40
  store double %.12.i.5, ptr %scevgep646, align 8
  %scevgep660 = getelementptr i8, ptr %lsr.iv625, i64 %41
  %scevgep661 = getelementptr i8, ptr %scevgep660, i64 48
  %.515.us.us.us.us.us.6 = load double, ptr %scevgep661, align 8
  %.12.i.6 = tail call double @tanh(double %.515.us.us.us.us.us.6)
  %42 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep643 = getelementptr i8, ptr %lsr.iv622, i64 %42
  %scevgep644 = getelementptr i8, ptr %scevgep643, i64 48
  store double %.12.i.6, ptr %scevgep644, align 8
  %scevgep647 = getelementptr i8, ptr %lsr.iv625, i64 %42
  %scevgep648 = getelementptr i8, ptr %scevgep647, i64 56
  %.515.us.us.us.us.us.7 = load double, ptr %scevgep648, align 8
  %.12.i.7 = tail call double @tanh(double %.515.us.us.us.us.us.7)
  %43 = shl i64 %loop.index.1298.us.us.us.us.us, 3
  %scevgep635 = getelementptr i8, ptr %lsr.iv622, i64 %43
  %scevgep636 = getelementptr i8, ptr %scevgep635, i64 56
  store double %.12.i.7, ptr %scevgep636, align 8
  %.547.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1298.us.us.us.us.us, 8
  %exitcond547.not.7 = icmp eq i64 %.314.fca.5.1.load.fr, %.547.us.us.us.us.us.7
  br i1 %exitcond547.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !28

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block249
  %.549.us.us.us = add nuw nsw i64 %loop.index327.us.us.us, 1
  %scevgep623 = getelementptr i8, ptr %lsr.iv622, i64 %24
  %scevgep626 = getelementptr i8, ptr %lsr.iv625, i64 %24
  %exitcond548.not = icmp eq i64 %.549.us.us.us, %.314.fca.5.0.load.fr
  br i1 %exitcond548.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us345.us:         ; preds = %for.body.1.endif.endif.endif.us.us345.us.preheader459, %for.body.1.endif.endif.endif.us.us345.us
  %lsr.iv604 = phi i64 [ %15, %for.body.1.endif.endif.endif.us.us345.us.preheader459 ], [ %lsr.iv.next605, %for.body.1.endif.endif.endif.us.us345.us ]
  %lsr.iv602 = phi i64 [ %13, %for.body.1.endif.endif.endif.us.us345.us.preheader459 ], [ %lsr.iv.next603, %for.body.1.endif.endif.endif.us.us345.us ]
  %scevgep606 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %lsr.iv604
  %scevgep607 = getelementptr i8, ptr %.6.i97, i64 %lsr.iv604
  %.515.us.us343.us = load double, ptr %scevgep606, align 8
  %.12.i98 = tail call double @tanh(double %.515.us.us343.us)
  store double %.12.i98, ptr %scevgep607, align 8
  %scevgep608 = getelementptr i8, ptr %scevgep606, i64 %14
  %.515.us.us343.us.1 = load double, ptr %scevgep608, align 8
  %.12.i98.1 = tail call double @tanh(double %.515.us.us343.us.1)
  %scevgep615 = getelementptr i8, ptr %scevgep607, i64 %14
  store double %.12.i98.1, ptr %scevgep615, align 8
  %scevgep609 = getelementptr i8, ptr %scevgep608, i64 %14
  %.515.us.us343.us.2 = load double, ptr %scevgep609, align 8
  %.12.i98.2 = tail call double @tanh(double %.515.us.us343.us.2)
  %scevgep616 = getelementptr i8, ptr %scevgep615, i64 %14
  store double %.12.i98.2, ptr %scevgep616, align 8
  %scevgep610 = getelementptr i8, ptr %scevgep609, i64 %14
  %.515.us.us343.us.3 = load double, ptr %scevgep610, align 8
  %.12.i98.3 = tail call double @tanh(double %.515.us.us343.us.3)
  %scevgep617 = getelementptr i8, ptr %scevgep616, i64 %14
  store double %.12.i98.3, ptr %scevgep617, align 8
  %scevgep611 = getelementptr i8, ptr %scevgep610, i64 %14
  %.515.us.us343.us.4 = load double, ptr %scevgep611, align 8
  %.12.i98.4 = tail call double @tanh(double %.515.us.us343.us.4)
  %scevgep618 = getelementptr i8, ptr %scevgep617, i64 %14
  store double %.12.i98.4, ptr %scevgep618, align 8
  %scevgep612 = getelementptr i8, ptr %scevgep611, i64 %14
  %.515.us.us343.us.5 = load double, ptr %scevgep612, align 8
  %.12.i98.5 = tail call double @tanh(double %.515.us.us343.us.5)
  %scevgep619 = getelementptr i8, ptr %scevgep618, i64 %14
  store double %.12.i98.5, ptr %scevgep619, align 8
  %scevgep613 = getelementptr i8, ptr %scevgep612, i64 %14
  %.515.us.us343.us.6 = load double, ptr %scevgep613, align 8
  %.12.i98.6 = tail call double @tanh(double %.515.us.us343.us.6)
  %scevgep620 = getelementptr i8, ptr %scevgep619, i64 %14
  store double %.12.i98.6, ptr %scevgep620, align 8
  %scevgep614 = getelementptr i8, ptr %scevgep613, i64 %14
  %.515.us.us343.us.7 = load double, ptr %scevgep614, align 8
  %.12.i98.7 = tail call double @tanh(double %.515.us.us343.us.7)
  %scevgep621 = getelementptr i8, ptr %scevgep620, i64 %14
  store double %.12.i98.7, ptr %scevgep621, align 8
  %lsr.iv.next603 = add i64 %lsr.iv602, -8
  %lsr.iv.next605 = add i64 %lsr.iv604, %16
  %exitcond546.not.7 = icmp eq i64 %lsr.iv.next603, 0
  br i1 %exitcond546.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us345.us, !llvm.loop !29

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %44 = icmp ugt i64 %.314.fca.5.1.load.fr, 1
  br i1 %44, label %for.cond.1.preheader.us.us363, label %for.body.1.endif.endif.endif.us333

for.cond.1.preheader.us.us363:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %45 = ptrtoint ptr %.6.i97 to i64
  %46 = ptrtoint ptr %.62.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.314.fca.5.1.load.fr, 8
  %47 = sub i64 %45, %46
  %diff.check = icmp ult i64 %47, 64
  %or.cond407 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond407, label %for.body.1.endif.endif.endif.us305.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.1.preheader.us.us363
  %n.vec = and i64 %.314.fca.5.1.load.fr, %const700
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %48 = shl i64 %index, 3
  %scevgep663 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %48
  %wide.load = load <8 x double>, ptr %scevgep663, align 8
  %49 = tail call <8 x double> @llvm.tanh.v8f64(<8 x double> %wide.load)
  %50 = shl i64 %index, 3
  %scevgep662 = getelementptr i8, ptr %.6.i97, i64 %50
  store <8 x double> %49, ptr %scevgep662, align 8
  %index.next = add nuw i64 %index, 8
  %51 = icmp eq i64 %n.vec, %index.next
  br i1 %51, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.1.endif.endif.endif.us305.us.us.preheader

for.body.1.endif.endif.endif.us305.us.us.preheader: ; preds = %for.cond.1.preheader.us.us363, %middle.block
  %loop.index.1298.us303.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us363 ], [ %n.vec, %middle.block ]
  %xtraiter425 = and i64 %.314.fca.5.1.load.fr, 7
  %lcmp.mod426.not = icmp eq i64 %xtraiter425, 0
  br i1 %lcmp.mod426.not, label %for.body.1.endif.endif.endif.us305.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us305.us.us.prol.preheader

for.body.1.endif.endif.endif.us305.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us305.us.us.preheader
  br label %for.body.1.endif.endif.endif.us305.us.us.prol

for.body.1.endif.endif.endif.us305.us.us.prol:    ; preds = %for.body.1.endif.endif.endif.us305.us.us.prol.preheader, %for.body.1.endif.endif.endif.us305.us.us.prol
  %lsr.iv666 = phi i64 [ %xtraiter425, %for.body.1.endif.endif.endif.us305.us.us.prol.preheader ], [ %lsr.iv.next667, %for.body.1.endif.endif.endif.us305.us.us.prol ]
  %loop.index.1298.us303.us.us.prol = phi i64 [ %.547.us308.us.us.prol, %for.body.1.endif.endif.endif.us305.us.us.prol ], [ %loop.index.1298.us303.us.us.ph, %for.body.1.endif.endif.endif.us305.us.us.prol.preheader ]
  %52 = shl i64 %loop.index.1298.us303.us.us.prol, 3
  %scevgep665 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %52
  %.515.us312.us.us.prol = load double, ptr %scevgep665, align 8
  %.12.i99.prol = tail call double @tanh(double %.515.us312.us.us.prol)
  %53 = shl i64 %loop.index.1298.us303.us.us.prol, 3
  %scevgep664 = getelementptr i8, ptr %.6.i97, i64 %53
  store double %.12.i99.prol, ptr %scevgep664, align 8
  %.547.us308.us.us.prol = add nuw nsw i64 %loop.index.1298.us303.us.us.prol, 1
  %lsr.iv.next667 = add nsw i64 %lsr.iv666, -1
  %prol.iter427.cmp.not = icmp eq i64 %lsr.iv.next667, 0
  br i1 %prol.iter427.cmp.not, label %for.body.1.endif.endif.endif.us305.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us305.us.us.prol, !llvm.loop !31

for.body.1.endif.endif.endif.us305.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us305.us.us.prol, %for.body.1.endif.endif.endif.us305.us.us.preheader
  %loop.index.1298.us303.us.us.unr = phi i64 [ %loop.index.1298.us303.us.us.ph, %for.body.1.endif.endif.endif.us305.us.us.preheader ], [ %.547.us308.us.us.prol, %for.body.1.endif.endif.endif.us305.us.us.prol ]
  %54 = sub nsw i64 %loop.index.1298.us303.us.us.ph, %.314.fca.5.1.load.fr
  %55 = icmp ugt i64 %54, -8
  br i1 %55, label %for.end, label %for.body.1.endif.endif.endif.us305.us.us.preheader457

for.body.1.endif.endif.endif.us305.us.us.preheader457: ; preds = %for.body.1.endif.endif.endif.us305.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us305.us.us

for.body.1.endif.endif.endif.us305.us.us:         ; preds = %for.body.1.endif.endif.endif.us305.us.us.preheader457, %for.body.1.endif.endif.endif.us305.us.us
  %loop.index.1298.us303.us.us = phi i64 [ %.547.us308.us.us.7, %for.body.1.endif.endif.endif.us305.us.us ], [ %loop.index.1298.us303.us.us.unr, %for.body.1.endif.endif.endif.us305.us.us.preheader457 ]
  %sunkaddr708 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr709 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr708
  %.515.us312.us.us = load double, ptr %sunkaddr709, align 8
  %.12.i99 = tail call double @tanh(double %.515.us312.us.us)
  %sunkaddr710 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr711 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr710
  store double %.12.i99, ptr %sunkaddr711, align 8
  %sunkaddr712 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr713 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, ptr %sunkaddr713, i64 8
  %.515.us312.us.us.1 = load double, ptr %sunkaddr714, align 8
  %.12.i99.1 = tail call double @tanh(double %.515.us312.us.us.1)
  %sunkaddr715 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr716 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, ptr %sunkaddr716, i64 8
  store double %.12.i99.1, ptr %sunkaddr717, align 8
  %sunkaddr718 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr719 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, ptr %sunkaddr719, i64 16
  %.515.us312.us.us.2 = load double, ptr %sunkaddr720, align 8
  %.12.i99.2 = tail call double @tanh(double %.515.us312.us.us.2)
  %sunkaddr721 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr722 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, ptr %sunkaddr722, i64 16
  store double %.12.i99.2, ptr %sunkaddr723, align 8
  %sunkaddr724 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr725 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 24
  %.515.us312.us.us.3 = load double, ptr %sunkaddr726, align 8
  %.12.i99.3 = tail call double @tanh(double %.515.us312.us.us.3)
  %sunkaddr727 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, ptr %sunkaddr728, i64 24
  store double %.12.i99.3, ptr %sunkaddr729, align 8
  %sunkaddr730 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr731 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, ptr %sunkaddr731, i64 32
  %.515.us312.us.us.4 = load double, ptr %sunkaddr732, align 8
  %.12.i99.4 = tail call double @tanh(double %.515.us312.us.us.4)
  %sunkaddr733 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr734 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, ptr %sunkaddr734, i64 32
  store double %.12.i99.4, ptr %sunkaddr735, align 8
  %sunkaddr736 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr737 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr736
  %sunkaddr738 = getelementptr i8, ptr %sunkaddr737, i64 40
  %.515.us312.us.us.5 = load double, ptr %sunkaddr738, align 8
  %.12.i99.5 = tail call double @tanh(double %.515.us312.us.us.5)
  %sunkaddr739 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr740 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr739
  %sunkaddr741 = getelementptr i8, ptr %sunkaddr740, i64 40
  store double %.12.i99.5, ptr %sunkaddr741, align 8
  %sunkaddr742 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr743 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr742
  %sunkaddr744 = getelementptr i8, ptr %sunkaddr743, i64 48
  %.515.us312.us.us.6 = load double, ptr %sunkaddr744, align 8
  %.12.i99.6 = tail call double @tanh(double %.515.us312.us.us.6)
  %sunkaddr745 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr746 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr745
  %sunkaddr747 = getelementptr i8, ptr %sunkaddr746, i64 48
  store double %.12.i99.6, ptr %sunkaddr747, align 8
  %sunkaddr748 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr749 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr748
  %sunkaddr750 = getelementptr i8, ptr %sunkaddr749, i64 56
  %.515.us312.us.us.7 = load double, ptr %sunkaddr750, align 8
  %.12.i99.7 = tail call double @tanh(double %.515.us312.us.us.7)
  %sunkaddr751 = mul i64 %loop.index.1298.us303.us.us, 8
  %sunkaddr752 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr751
  %sunkaddr753 = getelementptr i8, ptr %sunkaddr752, i64 56
  store double %.12.i99.7, ptr %sunkaddr753, align 8
  %.547.us308.us.us.7 = add nuw nsw i64 %loop.index.1298.us303.us.us, 8
  %exitcond543.not.7 = icmp eq i64 %.314.fca.5.1.load.fr, %.547.us308.us.us.7
  br i1 %exitcond543.not.7, label %for.end, label %for.body.1.endif.endif.endif.us305.us.us, !llvm.loop !32

for.body.1.endif.endif.endif.us333:               ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.515.us331 = load double, ptr %.62.fca.4.load.i, align 8
  %.12.i100 = tail call double @tanh(double %.515.us331)
  store double %.12.i100, ptr %.6.i97, align 8
  br label %for.end

B76.endif.endif.endif.endif.if.if:                ; preds = %B76.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us345.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us305.us.us, %for.body.1.endif.endif.endif.us.us345.us.prol.loopexit, %for.body.1.endif.endif.endif.us305.us.us.prol.loopexit, %middle.block263, %middle.block, %for.body.1.endif.endif.endif.us333, %for.cond.1.preheader.lr.ph, %B76.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.62.fca.0.load.i)
  tail call void @NRT_decref(ptr nonnull %X.2.sroa.0.0394)
  %.252 = icmp samesign ugt i64 %.251369389, 1
  br i1 %.252, label %B76, label %B128.i

B126.endif.endif.endif.endif.if:                  ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B126.endif.endif.endif.endif.endif:               ; preds = %B128.i
  %.716 = shl nsw i64 %.711, 3
  %.7.i.i121 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.716, i32 32), !noalias !33
  %.8.i.i122 = icmp eq ptr %.7.i.i121, null
  br i1 %.8.i.i122, label %B126.endif.endif.endif.endif.endif.if.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %.5.i127 = getelementptr i8, ptr %.7.i.i121, i64 24
  %.6.i128 = load ptr, ptr %.5.i127, align 8
  %.802440 = icmp sgt i64 %.314.fca.5.0.load.fr, 0
  br i1 %.802440, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.805400 = icmp sgt i64 %.314.fca.5.1.load.fr, 0
  br i1 %.805400, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.807.not = icmp eq i64 %.314.fca.5.0.load.fr, 1
  br i1 %.807.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %56 = icmp ugt i64 %.314.fca.5.1.load.fr, 1
  %57 = mul i64 %.314.fca.5.0.load.fr, %.314.fca.5.1.load.fr
  %58 = shl i64 %57, 3
  %scevgep363 = getelementptr i8, ptr %.6.i128, i64 %58
  br i1 %56, label %for.cond.3.preheader.us.us.us.preheader, label %for.cond.3.preheader.us.us.preheader

for.cond.3.preheader.us.us.preheader:             ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %xtraiter430 = and i64 %.314.fca.5.0.load.fr, 3
  %59 = icmp ult i64 %.314.fca.5.0.load.fr, 4
  br i1 %59, label %iter.check334.epil.preheader, label %for.cond.3.preheader.us.us.preheader.new

for.cond.3.preheader.us.us.preheader.new:         ; preds = %for.cond.3.preheader.us.us.preheader
  %const_mat702 = add i64 %const700, 4
  %unroll_iter = and i64 %.314.fca.5.0.load.fr, %const_mat702
  %60 = mul i64 %.314.fca.5.1.load.fr, 24
  %scevgep578 = getelementptr i8, ptr %.6.i128, i64 %60
  %61 = shl i64 %.314.fca.5.1.load.fr, 5
  %scevgep582 = getelementptr i8, ptr %.6.i97, i64 %60
  %62 = shl i64 %.314.fca.5.1.load.fr, 4
  %scevgep584 = getelementptr i8, ptr %.6.i128, i64 %62
  %scevgep586 = getelementptr i8, ptr %.6.i97, i64 %62
  %63 = shl i64 %.314.fca.5.1.load.fr, 3
  %scevgep588 = getelementptr i8, ptr %.6.i128, i64 %63
  %scevgep590 = getelementptr i8, ptr %.6.i97, i64 %63
  br label %iter.check334

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %const = bitcast i64 8070450532247928800 to i64
  %64 = shl i64 %.314.fca.5.1.load.fr, 3
  %scevgep364 = getelementptr i8, ptr %.6.i97, i64 %64
  %65 = shl i64 %.314.fca.5.0.load.fr, 3
  %66 = add i64 %65, -8
  %67 = mul i64 %66, %.314.fca.5.1.load.fr
  %scevgep365 = getelementptr i8, ptr %scevgep364, i64 %67
  %bound0366 = icmp ult ptr %.6.i128, %scevgep365
  %bound1367 = icmp ult ptr %.6.i97, %scevgep363
  %found.conflict368 = and i1 %bound0366, %bound1367
  %stride.check369 = icmp slt i64 %64, 0
  %68 = or i1 %found.conflict368, %stride.check369
  %.mask404 = and i64 %.314.fca.5.1.load.fr, 1152921504606846976
  %stride.check370 = icmp ne i64 %.mask404, 0
  %69 = or i1 %68, %stride.check370
  %n.vec379 = and i64 %.314.fca.5.1.load.fr, %const
  %const_mat = add i64 %const, 28
  %n.vec395 = and i64 %.314.fca.5.1.load.fr, %const_mat
  %scevgep512 = getelementptr i8, ptr %.6.i128, i64 192
  %scevgep522 = getelementptr i8, ptr %.6.i97, i64 192
  br label %iter.check374

iter.check374:                                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us
  %lsr.iv535 = phi ptr [ %.6.i97, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep536, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv532 = phi ptr [ %.6.i128, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep533, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv523 = phi ptr [ %scevgep522, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep524, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv513 = phi ptr [ %scevgep512, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep514, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %loop.index.2445.us.us.us = phi i64 [ %.874.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  %70 = icmp ult i64 %.314.fca.5.1.load.fr, 4
  %brmerge = select i1 %70, i1 true, i1 %69
  br i1 %brmerge, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check376

vector.main.loop.iter.check376:                   ; preds = %iter.check374
  %71 = icmp ult i64 %.314.fca.5.1.load.fr, 32
  br i1 %71, label %vec.epilog.ph393, label %vector.body380.preheader

vector.body380.preheader:                         ; preds = %vector.main.loop.iter.check376
  br label %vector.body380

vector.body380:                                   ; preds = %vector.body380.preheader, %vector.body380
  %index381 = phi i64 [ %index.next386, %vector.body380 ], [ 0, %vector.body380.preheader ]
  %72 = shl i64 %index381, 3
  %scevgep530 = getelementptr i8, ptr %lsr.iv523, i64 %72
  %scevgep531 = getelementptr i8, ptr %scevgep530, i64 -192
  %73 = shl i64 %index381, 3
  %scevgep528 = getelementptr i8, ptr %lsr.iv523, i64 %73
  %scevgep529 = getelementptr i8, ptr %scevgep528, i64 -128
  %74 = shl i64 %index381, 3
  %scevgep526 = getelementptr i8, ptr %lsr.iv523, i64 %74
  %scevgep527 = getelementptr i8, ptr %scevgep526, i64 -64
  %75 = shl i64 %index381, 3
  %scevgep525 = getelementptr i8, ptr %lsr.iv523, i64 %75
  %wide.load382 = load <8 x double>, ptr %scevgep531, align 8, !alias.scope !40
  %wide.load383 = load <8 x double>, ptr %scevgep529, align 8, !alias.scope !40
  %wide.load384 = load <8 x double>, ptr %scevgep527, align 8, !alias.scope !40
  %wide.load385 = load <8 x double>, ptr %scevgep525, align 8, !alias.scope !40
  %76 = fmul <8 x double> %wide.load382, %wide.load382
  %77 = fmul <8 x double> %wide.load383, %wide.load383
  %78 = fmul <8 x double> %wide.load384, %wide.load384
  %79 = fmul <8 x double> %wide.load385, %wide.load385
  %80 = shl i64 %index381, 3
  %scevgep520 = getelementptr i8, ptr %lsr.iv513, i64 %80
  %scevgep521 = getelementptr i8, ptr %scevgep520, i64 -192
  %81 = shl i64 %index381, 3
  %scevgep518 = getelementptr i8, ptr %lsr.iv513, i64 %81
  %scevgep519 = getelementptr i8, ptr %scevgep518, i64 -128
  %82 = shl i64 %index381, 3
  %scevgep516 = getelementptr i8, ptr %lsr.iv513, i64 %82
  %scevgep517 = getelementptr i8, ptr %scevgep516, i64 -64
  %83 = shl i64 %index381, 3
  %scevgep515 = getelementptr i8, ptr %lsr.iv513, i64 %83
  store <8 x double> %76, ptr %scevgep521, align 8, !alias.scope !43, !noalias !40
  store <8 x double> %77, ptr %scevgep519, align 8, !alias.scope !43, !noalias !40
  store <8 x double> %78, ptr %scevgep517, align 8, !alias.scope !43, !noalias !40
  store <8 x double> %79, ptr %scevgep515, align 8, !alias.scope !43, !noalias !40
  %index.next386 = add nuw i64 %index381, 32
  %84 = icmp eq i64 %n.vec379, %index.next386
  br i1 %84, label %middle.block387, label %vector.body380, !llvm.loop !45

middle.block387:                                  ; preds = %vector.body380
  %85 = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec379
  br i1 %85, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check391

vec.epilog.iter.check391:                         ; preds = %middle.block387
  %86 = and i64 %.314.fca.5.1.load.fr, 28
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph393, !prof !46

vec.epilog.ph393:                                 ; preds = %vector.main.loop.iter.check376, %vec.epilog.iter.check391
  %vec.epilog.resume.val389 = phi i64 [ %n.vec379, %vec.epilog.iter.check391 ], [ 0, %vector.main.loop.iter.check376 ]
  br label %vec.epilog.vector.body396

vec.epilog.vector.body396:                        ; preds = %vec.epilog.vector.body396, %vec.epilog.ph393
  %index397 = phi i64 [ %vec.epilog.resume.val389, %vec.epilog.ph393 ], [ %index.next399, %vec.epilog.vector.body396 ]
  %88 = shl i64 %index397, 3
  %scevgep537 = getelementptr i8, ptr %lsr.iv535, i64 %88
  %wide.load398 = load <4 x double>, ptr %scevgep537, align 8, !alias.scope !40
  %89 = fmul <4 x double> %wide.load398, %wide.load398
  %90 = shl i64 %index397, 3
  %scevgep534 = getelementptr i8, ptr %lsr.iv532, i64 %90
  store <4 x double> %89, ptr %scevgep534, align 8, !alias.scope !43, !noalias !40
  %index.next399 = add nuw i64 %index397, 4
  %91 = icmp eq i64 %n.vec395, %index.next399
  br i1 %91, label %vec.epilog.middle.block400, label %vec.epilog.vector.body396, !llvm.loop !47

vec.epilog.middle.block400:                       ; preds = %vec.epilog.vector.body396
  %92 = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec395
  br i1 %92, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block400, %vec.epilog.iter.check391, %iter.check374
  %loop.index.3405.us.us.us.us.us.ph = phi i64 [ 0, %iter.check374 ], [ %n.vec379, %vec.epilog.iter.check391 ], [ %n.vec395, %vec.epilog.middle.block400 ]
  %93 = sub nsw i64 %.314.fca.5.1.load.fr, %loop.index.3405.us.us.us.us.us.ph
  %xtraiter435 = and i64 %93, 7
  %lcmp.mod436.not = icmp eq i64 %xtraiter435, 0
  br i1 %lcmp.mod436.not, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv540 = phi i64 [ %xtraiter435, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next541, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3405.us.us.us.us.us.prol = phi i64 [ %.872.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3405.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %94 = shl i64 %loop.index.3405.us.us.us.us.us.prol, 3
  %scevgep539 = getelementptr i8, ptr %lsr.iv535, i64 %94
  %.823.us.us.us.us.us.prol = load double, ptr %scevgep539, align 8
  %.6.i129.prol = fmul double %.823.us.us.us.us.us.prol, %.823.us.us.us.us.us.prol
  %95 = shl i64 %loop.index.3405.us.us.us.us.us.prol, 3
  %scevgep538 = getelementptr i8, ptr %lsr.iv532, i64 %95
  store double %.6.i129.prol, ptr %scevgep538, align 8
  %.872.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.3405.us.us.us.us.us.prol, 1
  %lsr.iv.next541 = add nsw i64 %lsr.iv540, -1
  %prol.iter437.cmp.not = icmp eq i64 %lsr.iv.next541, 0
  br i1 %prol.iter437.cmp.not, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !48

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3405.us.us.us.us.us.unr = phi i64 [ %loop.index.3405.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.872.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %96 = sub nsw i64 %loop.index.3405.us.us.us.us.us.ph, %.314.fca.5.1.load.fr
  %97 = icmp ugt i64 %96, -8
  br i1 %97, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader453

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader453: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader453, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.3405.us.us.us.us.us = phi i64 [ %.872.us.us.us.us.us.7, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3405.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader453 ]
  %98 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep559 = getelementptr i8, ptr %lsr.iv535, i64 %98
  %.823.us.us.us.us.us = load double, ptr %scevgep559, align 8
  %.6.i129 = fmul double %.823.us.us.us.us.us, %.823.us.us.us.us.us
  %99 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep544 = getelementptr i8, ptr %lsr.iv532, i64 %99
  store double %.6.i129, ptr %scevgep544, align 8
  %scevgep560 = getelementptr i8, ptr %lsr.iv535, i64 %99
  %scevgep561 = getelementptr i8, ptr %scevgep560, i64 8
  %.823.us.us.us.us.us.1 = load double, ptr %scevgep561, align 8
  %.6.i129.1 = fmul double %.823.us.us.us.us.us.1, %.823.us.us.us.us.us.1
  %100 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep547 = getelementptr i8, ptr %lsr.iv532, i64 %100
  %scevgep548 = getelementptr i8, ptr %scevgep547, i64 8
  store double %.6.i129.1, ptr %scevgep548, align 8
  %scevgep562 = getelementptr i8, ptr %lsr.iv535, i64 %100
  %scevgep563 = getelementptr i8, ptr %scevgep562, i64 16
  %.823.us.us.us.us.us.2 = load double, ptr %scevgep563, align 8
  %.6.i129.2 = fmul double %.823.us.us.us.us.us.2, %.823.us.us.us.us.us.2
  %101 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep549 = getelementptr i8, ptr %lsr.iv532, i64 %101
  %scevgep550 = getelementptr i8, ptr %scevgep549, i64 16
  store double %.6.i129.2, ptr %scevgep550, align 8
  %scevgep564 = getelementptr i8, ptr %lsr.iv535, i64 %101
  %scevgep565 = getelementptr i8, ptr %scevgep564, i64 24
  %.823.us.us.us.us.us.3 = load double, ptr %scevgep565, align 8
  %.6.i129.3 = fmul double %.823.us.us.us.us.us.3, %.823.us.us.us.us.us.3
  %102 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep551 = getelementptr i8, ptr %lsr.iv532, i64 %102
  %scevgep552 = getelementptr i8, ptr %scevgep551, i64 24
  store double %.6.i129.3, ptr %scevgep552, align 8
  %scevgep566 = getelementptr i8, ptr %lsr.iv535, i64 %102
  %scevgep567 = getelementptr i8, ptr %scevgep566, i64 32
  %.823.us.us.us.us.us.4 = load double, ptr %scevgep567, align 8
  %.6.i129.4 = fmul double %.823.us.us.us.us.us.4, %.823.us.us.us.us.us.4
  %103 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep542 = getelementptr i8, ptr %lsr.iv532, i64 %103
  %scevgep543 = getelementptr i8, ptr %scevgep542, i64 32
  store double %.6.i129.4, ptr %scevgep543, align 8
  %scevgep568 = getelementptr i8, ptr %lsr.iv535, i64 %103
  %scevgep569 = getelementptr i8, ptr %scevgep568, i64 40
  %.823.us.us.us.us.us.5 = load double, ptr %scevgep569, align 8
  %.6.i129.5 = fmul double %.823.us.us.us.us.us.5, %.823.us.us.us.us.us.5
  %104 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep555 = getelementptr i8, ptr %lsr.iv532, i64 %104
  %scevgep556 = getelementptr i8, ptr %scevgep555, i64 40
  store double %.6.i129.5, ptr %scevgep556, align 8
  %scevgep570 = getelementptr i8, ptr %lsr.iv535, i64 %104
  %scevgep571 = getelementptr i8, ptr %scevgep570, i64 48
  %.823.us.us.us.us.us.6 = load double, ptr %scevgep571, align 8
  %.6.i129.6 = fmul double %.823.us.us.us.us.us.6, %.823.us.us.us.us.us.6
  %105 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep553 = getelementptr i8, ptr %lsr.iv532, i64 %105
  %scevgep554 = getelementptr i8, ptr %scevgep553, i64 48
  store double %.6.i129.6, ptr %scevgep554, align 8
  %scevgep557 = getelementptr i8, ptr %lsr.iv535, i64 %105
  %scevgep558 = getelementptr i8, ptr %scevgep557, i64 56
  %.823.us.us.us.us.us.7 = load double, ptr %scevgep558, align 8
  %.6.i129.7 = fmul double %.823.us.us.us.us.us.7, %.823.us.us.us.us.us.7
  %106 = shl i64 %loop.index.3405.us.us.us.us.us, 3
  %scevgep545 = getelementptr i8, ptr %lsr.iv532, i64 %106
  %scevgep546 = getelementptr i8, ptr %scevgep545, i64 56
  store double %.6.i129.7, ptr %scevgep546, align 8
  %.872.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3405.us.us.us.us.us, 8
  %exitcond555.not.7 = icmp eq i64 %.314.fca.5.1.load.fr, %.872.us.us.us.us.us.7
  br i1 %exitcond555.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !49

for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block400, %middle.block387
  %.874.us.us.us = add nuw nsw i64 %loop.index.2445.us.us.us, 1
  %scevgep514 = getelementptr i8, ptr %lsr.iv513, i64 %64
  %scevgep524 = getelementptr i8, ptr %lsr.iv523, i64 %64
  %scevgep533 = getelementptr i8, ptr %lsr.iv532, i64 %64
  %scevgep536 = getelementptr i8, ptr %lsr.iv535, i64 %64
  %exitcond556.not = icmp eq i64 %.874.us.us.us, %.314.fca.5.0.load.fr
  br i1 %exitcond556.not, label %for.end.2, label %iter.check374

iter.check334:                                    ; preds = %iter.check334, %for.cond.3.preheader.us.us.preheader.new
  %lsr.iv579 = phi i64 [ %lsr.iv.next580, %iter.check334 ], [ 0, %for.cond.3.preheader.us.us.preheader.new ]
  %loop.index.2445.us.us = phi i64 [ 0, %for.cond.3.preheader.us.us.preheader.new ], [ %.874.us.us.3, %iter.check334 ]
  %scevgep593 = getelementptr i8, ptr %.6.i128, i64 %lsr.iv579
  %scevgep592 = getelementptr i8, ptr %.6.i97, i64 %lsr.iv579
  %.823.us.us.us = load double, ptr %scevgep592, align 8
  %.6.i130 = fmul double %.823.us.us.us, %.823.us.us.us
  store double %.6.i130, ptr %scevgep593, align 8
  %scevgep589 = getelementptr i8, ptr %scevgep588, i64 %lsr.iv579
  %scevgep591 = getelementptr i8, ptr %scevgep590, i64 %lsr.iv579
  %.823.us.us.us.1 = load double, ptr %scevgep591, align 8
  %.6.i130.1 = fmul double %.823.us.us.us.1, %.823.us.us.us.1
  store double %.6.i130.1, ptr %scevgep589, align 8
  %scevgep585 = getelementptr i8, ptr %scevgep584, i64 %lsr.iv579
  %scevgep587 = getelementptr i8, ptr %scevgep586, i64 %lsr.iv579
  %.823.us.us.us.2 = load double, ptr %scevgep587, align 8
  %.6.i130.2 = fmul double %.823.us.us.us.2, %.823.us.us.us.2
  store double %.6.i130.2, ptr %scevgep585, align 8
  %scevgep581 = getelementptr i8, ptr %scevgep578, i64 %lsr.iv579
  %scevgep583 = getelementptr i8, ptr %scevgep582, i64 %lsr.iv579
  %.823.us.us.us.3 = load double, ptr %scevgep583, align 8
  %.6.i130.3 = fmul double %.823.us.us.us.3, %.823.us.us.us.3
  store double %.6.i130.3, ptr %scevgep581, align 8
  %.874.us.us.3 = add nuw nsw i64 %loop.index.2445.us.us, 4
  %lsr.iv.next580 = add i64 %lsr.iv579, %61
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.874.us.us.3
  br i1 %niter.ncmp.3, label %for.end.2.loopexit414.unr-lcssa, label %iter.check334

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %107 = icmp ugt i64 %.314.fca.5.1.load.fr, 1
  br i1 %107, label %for.cond.3.preheader.us.us469.preheader, label %for.body.3.endif.endif.endif.endif.endif.us452

for.cond.3.preheader.us.us469.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %108 = ptrtoint ptr %.6.i128 to i64
  %109 = ptrtoint ptr %.6.i97 to i64
  %110 = sub i64 %108, %109
  %min.iters.check292 = icmp ult i64 %.314.fca.5.1.load.fr, 4
  %diff.check290 = icmp ult i64 %110, 256
  %or.cond = select i1 %min.iters.check292, i1 true, i1 %diff.check290
  br i1 %or.cond, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader, label %vector.main.loop.iter.check296

vector.main.loop.iter.check296:                   ; preds = %for.cond.3.preheader.us.us469.preheader
  %min.iters.check295 = icmp ult i64 %.314.fca.5.1.load.fr, 32
  br i1 %min.iters.check295, label %vec.epilog.ph313, label %vector.ph297

vector.ph297:                                     ; preds = %vector.main.loop.iter.check296
  %const_mat701 = add i64 %const700, -24
  %n.vec299 = and i64 %.314.fca.5.1.load.fr, %const_mat701
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300, %vector.ph297
  %index301 = phi i64 [ 0, %vector.ph297 ], [ %index.next306, %vector.body300 ]
  %sunkaddr754 = mul i64 %index301, 8
  %sunkaddr755 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr754
  %wide.load302 = load <8 x double>, ptr %sunkaddr755, align 8
  %sunkaddr756 = mul i64 %index301, 8
  %sunkaddr757 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, ptr %sunkaddr757, i64 64
  %wide.load303 = load <8 x double>, ptr %sunkaddr758, align 8
  %sunkaddr759 = mul i64 %index301, 8
  %sunkaddr760 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 128
  %wide.load304 = load <8 x double>, ptr %sunkaddr761, align 8
  %sunkaddr762 = mul i64 %index301, 8
  %sunkaddr763 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, ptr %sunkaddr763, i64 192
  %wide.load305 = load <8 x double>, ptr %sunkaddr764, align 8
  %111 = fmul <8 x double> %wide.load302, %wide.load302
  %112 = fmul <8 x double> %wide.load303, %wide.load303
  %113 = fmul <8 x double> %wide.load304, %wide.load304
  %114 = fmul <8 x double> %wide.load305, %wide.load305
  %sunkaddr765 = mul i64 %index301, 8
  %sunkaddr766 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr765
  store <8 x double> %111, ptr %sunkaddr766, align 8
  %sunkaddr767 = mul i64 %index301, 8
  %sunkaddr768 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr767
  %sunkaddr769 = getelementptr i8, ptr %sunkaddr768, i64 64
  store <8 x double> %112, ptr %sunkaddr769, align 8
  %sunkaddr770 = mul i64 %index301, 8
  %sunkaddr771 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr770
  %sunkaddr772 = getelementptr i8, ptr %sunkaddr771, i64 128
  store <8 x double> %113, ptr %sunkaddr772, align 8
  %sunkaddr773 = mul i64 %index301, 8
  %sunkaddr774 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr773
  %sunkaddr775 = getelementptr i8, ptr %sunkaddr774, i64 192
  store <8 x double> %114, ptr %sunkaddr775, align 8
  %index.next306 = add nuw i64 %index301, 32
  %115 = icmp eq i64 %n.vec299, %index.next306
  br i1 %115, label %middle.block307, label %vector.body300, !llvm.loop !50

middle.block307:                                  ; preds = %vector.body300
  %cmp.n308 = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec299
  br i1 %cmp.n308, label %for.end.2, label %vec.epilog.iter.check311

vec.epilog.iter.check311:                         ; preds = %middle.block307
  %116 = and i64 %.314.fca.5.1.load.fr, 28
  %min.epilog.iters.check312 = icmp eq i64 %116, 0
  br i1 %min.epilog.iters.check312, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader, label %vec.epilog.ph313, !prof !46

vec.epilog.ph313:                                 ; preds = %vector.main.loop.iter.check296, %vec.epilog.iter.check311
  %vec.epilog.resume.val309 = phi i64 [ %n.vec299, %vec.epilog.iter.check311 ], [ 0, %vector.main.loop.iter.check296 ]
  %const_mat703 = add i64 %const700, 4
  %n.vec315 = and i64 %.314.fca.5.1.load.fr, %const_mat703
  br label %vec.epilog.vector.body316

vec.epilog.vector.body316:                        ; preds = %vec.epilog.vector.body316, %vec.epilog.ph313
  %index317 = phi i64 [ %vec.epilog.resume.val309, %vec.epilog.ph313 ], [ %index.next319, %vec.epilog.vector.body316 ]
  %117 = shl i64 %index317, 3
  %scevgep495 = getelementptr i8, ptr %.6.i97, i64 %117
  %wide.load318 = load <4 x double>, ptr %scevgep495, align 8
  %118 = fmul <4 x double> %wide.load318, %wide.load318
  %119 = shl i64 %index317, 3
  %scevgep494 = getelementptr i8, ptr %.6.i128, i64 %119
  store <4 x double> %118, ptr %scevgep494, align 8
  %index.next319 = add nuw i64 %index317, 4
  %120 = icmp eq i64 %n.vec315, %index.next319
  br i1 %120, label %vec.epilog.middle.block320, label %vec.epilog.vector.body316, !llvm.loop !51

vec.epilog.middle.block320:                       ; preds = %vec.epilog.vector.body316
  %cmp.n321 = icmp eq i64 %.314.fca.5.1.load.fr, %n.vec315
  br i1 %cmp.n321, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader

for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader: ; preds = %for.cond.3.preheader.us.us469.preheader, %vec.epilog.iter.check311, %vec.epilog.middle.block320
  %loop.index.3405.us415.us.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us469.preheader ], [ %n.vec315, %vec.epilog.middle.block320 ], [ %n.vec299, %vec.epilog.iter.check311 ]
  %121 = sub nsw i64 %.314.fca.5.1.load.fr, %loop.index.3405.us415.us.us.ph
  %xtraiter440 = and i64 %121, 7
  %lcmp.mod441.not = icmp eq i64 %xtraiter440, 0
  br i1 %lcmp.mod441.not, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.preheader

for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader
  br label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol

for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol: ; preds = %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.preheader, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter440, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol ]
  %loop.index.3405.us415.us.us.prol = phi i64 [ %.872.us421.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol ], [ %loop.index.3405.us415.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.preheader ]
  %122 = shl i64 %loop.index.3405.us415.us.us.prol, 3
  %scevgep493 = getelementptr i8, ptr %.6.i97, i64 %122
  %.823.us425.us.us.prol = load double, ptr %scevgep493, align 8
  %.6.i131.prol = fmul double %.823.us425.us.us.prol, %.823.us425.us.us.prol
  %123 = shl i64 %loop.index.3405.us415.us.us.prol, 3
  %scevgep492 = getelementptr i8, ptr %.6.i128, i64 %123
  store double %.6.i131.prol, ptr %scevgep492, align 8
  %.872.us421.us.us.prol = add nuw i64 %loop.index.3405.us415.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter442.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter442.cmp.not, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol, !llvm.loop !52

for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader
  %loop.index.3405.us415.us.us.unr = phi i64 [ %loop.index.3405.us415.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader ], [ %.872.us421.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol ]
  %124 = sub nsw i64 %loop.index.3405.us415.us.us.ph, %.314.fca.5.1.load.fr
  %125 = icmp ugt i64 %124, -8
  br i1 %125, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader452

for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader452: ; preds = %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.endif.endif.us418.us.us

for.body.3.endif.endif.endif.endif.endif.us418.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader452, %for.body.3.endif.endif.endif.endif.endif.us418.us.us
  %loop.index.3405.us415.us.us = phi i64 [ %.872.us421.us.us.7, %for.body.3.endif.endif.endif.endif.endif.us418.us.us ], [ %loop.index.3405.us415.us.us.unr, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.preheader452 ]
  %sunkaddr776 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr777 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr776
  %.823.us425.us.us = load double, ptr %sunkaddr777, align 8
  %.6.i131 = fmul double %.823.us425.us.us, %.823.us425.us.us
  %sunkaddr778 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr779 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr778
  store double %.6.i131, ptr %sunkaddr779, align 8
  %sunkaddr780 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 8
  %.823.us425.us.us.1 = load double, ptr %sunkaddr782, align 8
  %.6.i131.1 = fmul double %.823.us425.us.us.1, %.823.us425.us.us.1
  %sunkaddr783 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr784 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 8
  store double %.6.i131.1, ptr %sunkaddr785, align 8
  %sunkaddr786 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 16
  %.823.us425.us.us.2 = load double, ptr %sunkaddr788, align 8
  %.6.i131.2 = fmul double %.823.us425.us.us.2, %.823.us425.us.us.2
  %sunkaddr789 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 16
  store double %.6.i131.2, ptr %sunkaddr791, align 8
  %sunkaddr792 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr793 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, ptr %sunkaddr793, i64 24
  %.823.us425.us.us.3 = load double, ptr %sunkaddr794, align 8
  %.6.i131.3 = fmul double %.823.us425.us.us.3, %.823.us425.us.us.3
  %sunkaddr795 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr796 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr795
  %sunkaddr797 = getelementptr i8, ptr %sunkaddr796, i64 24
  store double %.6.i131.3, ptr %sunkaddr797, align 8
  %sunkaddr798 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr799 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr798
  %sunkaddr800 = getelementptr i8, ptr %sunkaddr799, i64 32
  %.823.us425.us.us.4 = load double, ptr %sunkaddr800, align 8
  %.6.i131.4 = fmul double %.823.us425.us.us.4, %.823.us425.us.us.4
  %sunkaddr801 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr802 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr801
  %sunkaddr803 = getelementptr i8, ptr %sunkaddr802, i64 32
  store double %.6.i131.4, ptr %sunkaddr803, align 8
  %sunkaddr804 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr805 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr804
  %sunkaddr806 = getelementptr i8, ptr %sunkaddr805, i64 40
  %.823.us425.us.us.5 = load double, ptr %sunkaddr806, align 8
  %.6.i131.5 = fmul double %.823.us425.us.us.5, %.823.us425.us.us.5
  %sunkaddr807 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr808 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr807
  %sunkaddr809 = getelementptr i8, ptr %sunkaddr808, i64 40
  store double %.6.i131.5, ptr %sunkaddr809, align 8
  %sunkaddr810 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr811 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr810
  %sunkaddr812 = getelementptr i8, ptr %sunkaddr811, i64 48
  %.823.us425.us.us.6 = load double, ptr %sunkaddr812, align 8
  %.6.i131.6 = fmul double %.823.us425.us.us.6, %.823.us425.us.us.6
  %sunkaddr813 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr814 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr813
  %sunkaddr815 = getelementptr i8, ptr %sunkaddr814, i64 48
  store double %.6.i131.6, ptr %sunkaddr815, align 8
  %sunkaddr816 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr817 = getelementptr i8, ptr %.6.i97, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, ptr %sunkaddr817, i64 56
  %.823.us425.us.us.7 = load double, ptr %sunkaddr818, align 8
  %.6.i131.7 = fmul double %.823.us425.us.us.7, %.823.us425.us.us.7
  %sunkaddr819 = mul i64 %loop.index.3405.us415.us.us, 8
  %sunkaddr820 = getelementptr i8, ptr %.6.i128, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, ptr %sunkaddr820, i64 56
  store double %.6.i131.7, ptr %sunkaddr821, align 8
  %.872.us421.us.us.7 = add nuw nsw i64 %loop.index.3405.us415.us.us, 8
  %exitcond551.not.7 = icmp eq i64 %.314.fca.5.1.load.fr, %.872.us421.us.us.7
  br i1 %exitcond551.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us418.us.us, !llvm.loop !53

for.body.3.endif.endif.endif.endif.endif.us452:   ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.823.us449 = load double, ptr %.6.i97, align 8
  %.6.i132 = fmul double %.823.us449, %.823.us449
  store double %.6.i132, ptr %.6.i128, align 8
  br label %for.end.2

B126.endif.endif.endif.endif.endif.if.if:         ; preds = %B126.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.2.loopexit414.unr-lcssa:                  ; preds = %iter.check334
  %lcmp.mod431.not = icmp eq i64 %xtraiter430, 0
  br i1 %lcmp.mod431.not, label %for.end.2, label %iter.check334.epil.preheader

iter.check334.epil.preheader:                     ; preds = %for.end.2.loopexit414.unr-lcssa, %for.cond.3.preheader.us.us.preheader
  %loop.index.2445.us.us.epil.init = phi i64 [ 0, %for.cond.3.preheader.us.us.preheader ], [ %.874.us.us.3, %for.end.2.loopexit414.unr-lcssa ]
  %126 = shl i64 %loop.index.2445.us.us.epil.init, 3
  %127 = mul i64 %126, %.314.fca.5.1.load.fr
  %128 = shl i64 %.314.fca.5.1.load.fr, 3
  br label %iter.check334.epil

iter.check334.epil:                               ; preds = %iter.check334.epil, %iter.check334.epil.preheader
  %lsr.iv576 = phi i64 [ %lsr.iv.next577, %iter.check334.epil ], [ %xtraiter430, %iter.check334.epil.preheader ]
  %lsr.iv572 = phi i64 [ %lsr.iv.next573, %iter.check334.epil ], [ %127, %iter.check334.epil.preheader ]
  %scevgep575 = getelementptr i8, ptr %.6.i128, i64 %lsr.iv572
  %scevgep574 = getelementptr i8, ptr %.6.i97, i64 %lsr.iv572
  %.823.us.us.us.epil = load double, ptr %scevgep574, align 8
  %.6.i130.epil = fmul double %.823.us.us.us.epil, %.823.us.us.us.epil
  store double %.6.i130.epil, ptr %scevgep575, align 8
  %lsr.iv.next573 = add i64 %lsr.iv572, %128
  %lsr.iv.next577 = add nsw i64 %lsr.iv576, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next577, 0
  br i1 %epil.iter.cmp.not, label %for.end.2, label %iter.check334.epil, !llvm.loop !54

for.end.2:                                        ; preds = %iter.check334.epil, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, %for.body.3.endif.endif.endif.endif.endif.us418.us.us, %for.end.2.loopexit414.unr-lcssa, %middle.block307, %vec.epilog.middle.block320, %for.body.3.endif.endif.endif.endif.endif.us418.us.us.prol.loopexit, %for.body.3.endif.endif.endif.endif.endif.us452, %for.cond.3.preheader.lr.ph, %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i90)
  store double 0.000000e+00, ptr %.883, align 8
  %.891 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.883, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i121, ptr null, i64 %.711, i64 8, ptr %.6.i128, i64 %.314.fca.5.0.load.fr, i64 %.314.fca.5.1.load.fr, i64 %.714, i64 8)
  %cond = icmp eq i32 %.891, 0
  br i1 %cond, label %for.end.2.endif, label %for.end.2.if.if, !prof !5

for.end.2.endif:                                  ; preds = %for.end.2
  %.901 = load double, ptr %.883, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i121)
  store double %.901, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

define ptr @_ZN7cpython7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.matmul_steps, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.106, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE")
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.45, i8 0, i64 72, i1 false)
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
  %sunkaddr12 = getelementptr inbounds i8, ptr %.45, i64 48
  %.60.fca.5.1.load = load i64, ptr %sunkaddr12, align 8
  store double 0.000000e+00, ptr %.69, align 8
  %.81 = call i32 @_ZN7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.69, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.5.1.load, i64 poison, i64 poison) #4
  %.82 = load ptr, ptr %excinfo, align 8
  %.91 = load double, ptr %.69, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.81, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.89 = icmp sgt i32 %.81, 0
  br i1 %.89, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.106 = call ptr @PyFloat_FromDouble(double %.91)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.111 = load { ptr, i32, ptr, ptr, i32 }, ptr %.82, align 8
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 4
  %.113 = icmp sgt i32 %.112, 0
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 0
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 1
  br i1 %.113, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.81, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.119 = sext i32 %.118 to i64
  %.120 = call ptr @PyBytes_FromStringAndSize(ptr %.116, i64 %.119)
  %.121 = load { ptr, i32, ptr, ptr, i32 }, ptr %.82, align 8
  %.122 = extractvalue { ptr, i32, ptr, ptr, i32 } %.121, 2
  %.124 = extractvalue { ptr, i32, ptr, ptr, i32 } %.121, 3
  %.126 = call ptr %.124(ptr %.122)
  %.127 = icmp eq ptr %.126, null
  br i1 %.127, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.140 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 2
  %.141 = call ptr @numba_unpickle(ptr %.116, i32 %.118, ptr %.140)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.143 = phi ptr [ %.131, %entry.endif.endif.endif.e...endif ], [ %.141, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.144.not = icmp eq ptr %.143, null
  br i1 %.144.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.131 = call ptr @numba_runtime_build_excinfo_struct(ptr %.120, ptr nonnull %.126)
  call void @NRT_Free(ptr nonnull %.82)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.143)
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

define double @cfunc._ZN7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 0
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %.16 = call i32 @_ZN7kernels12matmul_stepsB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13, i64 poison, i64 poison) #4
  %.17 = load ptr, ptr %excinfo, align 8
  %.26 = load double, ptr %.4, align 8
  %.28 = alloca i32, align 4
  store i32 0, ptr %.28, align 4
  %cond = icmp eq i32 %.16, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !5

entry.if:                                         ; preds = %entry
  %.24 = icmp sgt i32 %.16, 0
  call void @numba_gil_ensure(ptr nonnull %.28)
  br i1 %.24, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.31, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.26, %.31 ], [ %.26, %entry ]
  ret double %common.ret.op

.31:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.79 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.79)
  call void @Py_DecRef(ptr %.79)
  call void @numba_gil_release(ptr nonnull %.28)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.34 = load { ptr, i32, ptr, ptr, i32 }, ptr %.17, align 8
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 4
  %.36 = icmp sgt i32 %.35, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 0
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 1
  br i1 %.36, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.16, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.31
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.42 = sext i32 %.41 to i64
  %.43 = call ptr @PyBytes_FromStringAndSize(ptr %.39, i64 %.42)
  %.44 = load { ptr, i32, ptr, ptr, i32 }, ptr %.17, align 8
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 2
  %.47 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 3
  %.49 = call ptr %.47(ptr %.45)
  %.50 = icmp eq ptr %.49, null
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 2
  %.64 = call ptr @numba_unpickle(ptr %.39, i32 %.41, ptr %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi ptr [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq ptr %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.54 = call ptr @numba_runtime_build_excinfo_struct(ptr %.43, ptr nonnull %.49)
  call void @NRT_Free(ptr nonnull %.17)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.66)
  br label %.31

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.31

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.31
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v21B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
B0:
  %.245 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.90 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.90, label %B56, label %B112

B56:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.29.i.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i, !prof !55
  br i1 %or.cond.i, label %B56.if.if, label %B0.endif.endif.endif.endif.i.i, !prof !55

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %const3 = bitcast i64 -1152921504606846976 to i64
  %const1 = bitcast i64 -2305843009213693952 to i64
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 3
  %0 = add i64 %.51.i.i, %const3
  %.57.i.i = icmp ult i64 %0, %const1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = shl nsw i64 %.51.i.i, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !56
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if.if, label %B56.endif, !prof !0

B112:                                             ; preds = %B0
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i, !prof !55
  br i1 %or.cond, label %B112.if.if, label %B0.endif.endif.endif.endif.i, !prof !55

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %const2 = bitcast i64 -1152921504606846976 to i64
  %const = bitcast i64 -2305843009213693952 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 3
  %1 = add i64 %.51.i, %const2
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !69
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if.if, label %B112.endif, !prof !0

common.ret:                                       ; preds = %B112.endif.if.if, %B112.endif.endif, %B112.if.if, %B56.if.if, %B56.endif
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 1, %B56.if.if ], [ 1, %B112.if.if ], [ 0, %B112.endif.endif ], [ 1, %B112.endif.if.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !79
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !80
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack210 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack210, align 8
  %retptr.repack212 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.51.i.i, ptr %retptr.repack212, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack218, align 8
  %retptr.repack218.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.b.5.1, ptr %retptr.repack218.repack222, align 8
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.54.i.i, ptr %retptr.repack220, align 8
  %retptr.repack220.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack220.repack224, align 8
  br label %common.ret

B56.if.if:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B56 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !83
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.245, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.245, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr nonnull %.7.i.i.i, ptr null, i64 %.51.i, i64 8, ptr %.6.i.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 8)
  %cond2 = icmp eq i32 %.261, 0
  br i1 %cond2, label %B112.endif.endif, label %B112.endif.if.if, !prof !5

B112.if.if:                                       ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B112
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9, %B112 ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif.endif:                                 ; preds = %B112.endif
  %.271.fca.0.load = load ptr, ptr %.245, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.245, i64 8
  %.271.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr32 = getelementptr inbounds nuw i8, ptr %.245, i64 16
  %.271.fca.2.load = load i64, ptr %sunkaddr32, align 8
  %sunkaddr33 = getelementptr inbounds nuw i8, ptr %.245, i64 24
  %.271.fca.3.load = load i64, ptr %sunkaddr33, align 8
  %sunkaddr34 = getelementptr inbounds nuw i8, ptr %.245, i64 32
  %.271.fca.4.load = load ptr, ptr %sunkaddr34, align 8
  %sunkaddr35 = getelementptr inbounds nuw i8, ptr %.245, i64 40
  %.271.fca.5.0.load = load i64, ptr %sunkaddr35, align 8
  %sunkaddr36 = getelementptr inbounds nuw i8, ptr %.245, i64 48
  %.271.fca.5.1.load = load i64, ptr %sunkaddr36, align 8
  %sunkaddr37 = getelementptr inbounds nuw i8, ptr %.245, i64 56
  %.271.fca.6.0.load = load i64, ptr %sunkaddr37, align 8
  %sunkaddr38 = getelementptr inbounds nuw i8, ptr %.245, i64 64
  %.271.fca.6.1.load = load i64, ptr %sunkaddr38, align 8
  store ptr %.271.fca.0.load, ptr %retptr, align 8
  %retptr.repack194 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.271.fca.1.load, ptr %retptr.repack194, align 8
  %retptr.repack196 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.271.fca.2.load, ptr %retptr.repack196, align 8
  %retptr.repack198 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.271.fca.3.load, ptr %retptr.repack198, align 8
  %retptr.repack200 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.271.fca.4.load, ptr %retptr.repack200, align 8
  %retptr.repack202 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.271.fca.5.0.load, ptr %retptr.repack202, align 8
  %retptr.repack202.repack206 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.271.fca.5.1.load, ptr %retptr.repack202.repack206, align 8
  %retptr.repack204 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.271.fca.6.0.load, ptr %retptr.repack204, align 8
  %retptr.repack204.repack208 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %.271.fca.6.1.load, ptr %retptr.repack204.repack208, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B112.endif.if.if:                                 ; preds = %B112.endif
  %.262 = load ptr, ptr %excinfo.3, align 8
  store ptr %.262, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
B0:
  %.239 = alloca i32, align 4
  store i32 0, ptr %.239, align 4
  %.245 = alloca double, align 8
  store double 0.000000e+00, ptr %.245, align 8
  %.248 = alloca double, align 8
  store double 0.000000e+00, ptr %.248, align 8
  %.259 = alloca i32, align 4
  store i32 0, ptr %.259, align 4
  %.267 = alloca double, align 8
  store double 0.000000e+00, ptr %.267, align 8
  %.270 = alloca double, align 8
  store double 0.000000e+00, ptr %.270, align 8
  %.281 = alloca i32, align 4
  store i32 0, ptr %.281, align 4
  %.287 = alloca double, align 8
  store double 0.000000e+00, ptr %.287, align 8
  %.290 = alloca double, align 8
  store double 0.000000e+00, ptr %.290, align 8
  %.301 = alloca i32, align 4
  store i32 0, ptr %.301, align 4
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  tail call void @NRT_incref(ptr %arg.out.0)
  %.114.not.i = icmp eq i64 %arg.a.5.1, %arg.b.5.0
  br i1 %.114.not.i, label %B86.i, label %B0.if.if

B86.i:                                            ; preds = %B0
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.a.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.b.5.1
  %.170.not.i = or i1 %.165.i, %.169.i
  br i1 %.170.not.i, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %B0.endif.endif.endif.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B86.i, %B0
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.7cab0f9b4708dbe676d0b7000465ac03a8b31208, %B86.i ], [ @.const.picklebuf.fc8febae4d56ed582dcda3160f78f0a2a802eb23, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i5 = icmp sgt i64 %arg.a.5.1, 2147483647
  br i1 %.5.i5, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i10 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i10, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.a.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !0

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.225 = mul i64 %arg.out.3, %arg.out.2
  tail call void @llvm.memset.p0.i64(ptr align 1 %arg.out.4, i8 0, i64 %.225, i1 false)
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.230 = icmp eq i64 %arg.out.5.1, 1
  br i1 %.230, label %B0.endif.endif.endif.endif.else.if, label %B0.endif.endif.endif.endif.else.else

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else.else.else, %B0.endif.endif.endif.endif.else.else.if, %B0.endif.endif.endif.endif.else.if.else, %B0.endif.endif.endif.endif.else.if.if, %B0.endif.endif.endif.endif.if
  store ptr %arg.out.0, ptr %retptr, align 8
  %retptr.repack35 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.out.1, ptr %retptr.repack35, align 8
  %retptr.repack37 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.out.2, ptr %retptr.repack37, align 8
  %retptr.repack39 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.out.3, ptr %retptr.repack39, align 8
  %retptr.repack41 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.out.4, ptr %retptr.repack41, align 8
  %retptr.repack43 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.out.5.0, ptr %retptr.repack43, align 8
  %retptr.repack43.repack47 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.out.5.1, ptr %retptr.repack43.repack47, align 8
  %retptr.repack45 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %arg.out.6.0, ptr %retptr.repack45, align 8
  %retptr.repack45.repack49 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %arg.out.6.1, ptr %retptr.repack45.repack49, align 8
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B0.endif.endif.endif.endif.else.if:               ; preds = %B0.endif.endif.endif.endif.else
  %0 = icmp eq i64 %arg.out.5.0, 1
  br i1 %0, label %B0.endif.endif.endif.endif.else.if.if, label %B0.endif.endif.endif.endif.else.if.else

B0.endif.endif.endif.endif.else.else:             ; preds = %B0.endif.endif.endif.endif.else
  %1 = icmp eq i64 %arg.out.5.0, 1
  br i1 %1, label %B0.endif.endif.endif.endif.else.else.if, label %B0.endif.endif.endif.endif.else.else.else

B0.endif.endif.endif.endif.else.if.if:            ; preds = %B0.endif.endif.endif.endif.else.if
  %.236 = tail call i32 @numba_xxdot(i8 100, i8 0, i64 %arg.a.5.1, ptr %arg.a.4, ptr %arg.b.4, ptr %arg.out.4)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !84

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store double 1.000000e+00, ptr %.245, align 8
  store double 0.000000e+00, ptr %.248, align 8
  %.256 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.0, ptr nonnull %.245, ptr %arg.a.4, i64 %arg.a.5.1, ptr %arg.b.4, ptr nonnull %.248, ptr %arg.out.4)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !84

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(ptr nonnull %.239)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(ptr nonnull %.259)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, ptr %.267, align 8
  store double 0.000000e+00, ptr %.270, align 8
  %.278 = call i32 @numba_xxgemv(i8 100, i8 110, i64 %arg.out.5.1, i64 %arg.a.5.1, ptr nonnull %.267, ptr %arg.b.4, i64 %arg.out.5.1, ptr %arg.a.4, ptr nonnull %.270, ptr %arg.out.4)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !84

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store double 1.000000e+00, ptr %.287, align 8
  store double 0.000000e+00, ptr %.290, align 8
  %.298 = call i32 @numba_xxgemm(i8 100, i8 110, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.a.5.1, ptr nonnull %.287, ptr %arg.b.4, i64 %arg.out.5.1, ptr %arg.a.4, i64 %arg.a.5.1, ptr nonnull %.290, ptr %arg.out.4, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !84

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(ptr nonnull %.281)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(ptr nonnull %.301)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable
}

declare i32 @numba_xxdot(i8, i8, i64, ptr, ptr, ptr) local_unnamed_addr

declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(ptr) local_unnamed_addr #6

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #7

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !85
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !85

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !86

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !87, !llvm.loop !88

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !90, !llvm.loop !91

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !93

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !94

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !95

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !96, !llvm.loop !97

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !98

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !99, !llvm.loop !100

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !102

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !87, !llvm.loop !88

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !103

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !94

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !104

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !87, !llvm.loop !88

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !87, !llvm.loop !88

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !105, !llvm.loop !106

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !95

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !96, !llvm.loop !108

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !98

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !99, !llvm.loop !109

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !102

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !87, !llvm.loop !88

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !95

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !96, !llvm.loop !110

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !98

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !99, !llvm.loop !111

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !102

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !87, !llvm.loop !88

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !112, !llvm.loop !113
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.tanh.v8f64(<8 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 49, i32 1}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = !{!15, !17, !18, !20}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !24, !25}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !24}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !24}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = !{!41}
!41 = distinct !{!41, !42}
!42 = distinct !{!42, !"LVerDomain"}
!43 = !{!44}
!44 = distinct !{!44, !42}
!45 = distinct !{!45, !24, !25}
!46 = !{!"branch_weights", i32 4, i32 28}
!47 = distinct !{!47, !24, !25}
!48 = distinct !{!48, !22}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !24, !25}
!51 = distinct !{!51, !24, !25}
!52 = distinct !{!52, !22}
!53 = distinct !{!53, !24}
!54 = distinct !{!54, !22}
!55 = !{!"branch_weights", i32 199, i32 9801}
!56 = !{!57, !59, !60, !62, !63, !65, !66, !68}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!59 = distinct !{!59, !58, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!69 = !{!70, !72, !73, !75, !76, !78}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float64_29: %excinfo"}
!79 = !{!63, !65, !66, !68}
!80 = !{!81, !66, !68}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!83 = !{!76, !78}
!84 = !{!"branch_weights", i32 99, i32 1}
!85 = !{!"branch_weights", i32 16129, i32 255}
!86 = !{!"branch_weights", i32 553201332, i32 1594282316}
!87 = !{!"branch_weights", i32 542333185, i32 1605150463}
!88 = distinct !{!88, !89, !22}
!89 = !{!"llvm.loop.estimated_trip_count", i32 4}
!90 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!91 = distinct !{!91, !92, !22}
!92 = !{!"llvm.loop.estimated_trip_count", i32 2}
!93 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!94 = !{!"branch_weights", i32 146201250, i32 2001282398}
!95 = !{!"branch_weights", i32 127, i32 1}
!96 = !{!"branch_weights", i32 1, i32 1}
!97 = distinct !{!97, !22}
!98 = !{!"branch_weights", i32 1, i32 127}
!99 = !{!"branch_weights", i32 166258294, i32 1981225354}
!100 = distinct !{!100, !101}
!101 = !{!"llvm.loop.estimated_trip_count", i32 3}
!102 = !{!"branch_weights", i32 277993707, i32 1869489941}
!103 = !{!"branch_weights", i32 21522287, i32 2125961361}
!104 = !{!"branch_weights", i32 125941159, i32 2021542489}
!105 = !{!"branch_weights", i32 166258296, i32 1981225352}
!106 = distinct !{!106, !107}
!107 = !{!"llvm.loop.estimated_trip_count", i32 12}
!108 = distinct !{!108, !22}
!109 = distinct !{!109, !101}
!110 = distinct !{!110, !22}
!111 = distinct !{!111, !101}
!112 = !{!"branch_weights", i32 42828876, i32 2104654772}
!113 = distinct !{!113, !114}
!114 = !{!"llvm.loop.estimated_trip_count", i32 50}
