; ModuleID = 'matmul_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.matmul_f32 = internal constant [11 x i8] c"matmul_f32\00"
@_ZN08NumbaEnv7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v32B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2854b1e6d0B3v35B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v34B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.B.0, ptr readnone captures(none) %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, ptr %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
B0:
  %.40.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.316 = alloca float, align 4
  %excinfo.5 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.B.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.B.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.40.i, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.40.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.B.0, ptr readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, ptr %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  %cond.i = icmp eq i32 %.52.i, 0
  br i1 %cond.i, label %B128.i, label %B0.if.if, !prof !4

B128.i:                                           ; preds = %B0
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.40.i, i64 32
  %.62.fca.0.load.i = load ptr, ptr %.40.i, align 8, !noalias !0
  %.62.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.B.0), !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.62.fca.5.0.load.fr = freeze i64 %.62.fca.5.0.load.i
  %.62.fca.5.1.load.fr = freeze i64 %.62.fca.5.1.load.i
  tail call void @NRT_decref(ptr %arg.B.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  %.168 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.fr, i64 %.62.fca.5.1.load.fr)
  %.169 = extractvalue { i64, i1 } %.168, 0
  %.170 = extractvalue { i64, i1 } %.168, 1
  %.172 = shl i64 %.62.fca.5.1.load.fr, 2
  %0 = add i64 %.169, -2305843009213693952
  %.175 = icmp ult i64 %0, -4611686018427387904
  %.176 = or i1 %.170, %.175
  br i1 %.176, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !5

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.324, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.53.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.40.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.53.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.174 = shl nsw i64 %.169, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.174, i32 32), !noalias !7
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.25472 = icmp sgt i64 %.62.fca.5.0.load.fr, 0
  br i1 %.25472, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.25743 = icmp sgt i64 %.62.fca.5.1.load.fr, 0
  br i1 %.25743, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.259.not = icmp eq i64 %.62.fca.5.0.load.fr, 1
  br i1 %.259.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.62.fca.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %iter.check67

iter.check67:                                     ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %.62.fca.4.load.i to i64
  %min.iters.check65 = icmp ult i64 %.62.fca.5.0.load.fr, 8
  %ident.check.not = icmp ne i64 %.62.fca.5.1.load.fr, 1
  %or.cond.not132 = or i1 %min.iters.check65, %ident.check.not
  %4 = sub i64 %2, %3
  %diff.check64 = icmp ult i64 %4, 256
  %or.cond129 = select i1 %or.cond.not132, i1 true, i1 %diff.check64
  br i1 %or.cond129, label %for.body.1.endif.endif.endif.us.us93.us.preheader, label %vector.main.loop.iter.check69

for.body.1.endif.endif.endif.us.us93.us.preheader: ; preds = %vec.epilog.middle.block93, %vec.epilog.iter.check84, %iter.check67
  %loop.index75.us.us.ph = phi i64 [ 0, %iter.check67 ], [ %n.vec72, %vec.epilog.iter.check84 ], [ %n.vec88, %vec.epilog.middle.block93 ]
  %xtraiter = and i64 %.62.fca.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us93.us.prol.preheader

for.body.1.endif.endif.endif.us.us93.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us93.us.preheader
  %5 = mul i64 %.62.fca.5.1.load.fr, %loop.index75.us.us.ph
  %6 = shl i64 %5, 2
  %7 = shl i64 %.62.fca.5.1.load.fr, 2
  %8 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us93.us.prol

for.body.1.endif.endif.endif.us.us93.us.prol:     ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.preheader, %for.body.1.endif.endif.endif.us.us93.us.prol
  %lsr.iv279 = phi i64 [ %6, %for.body.1.endif.endif.endif.us.us93.us.prol.preheader ], [ %lsr.iv.next280, %for.body.1.endif.endif.endif.us.us93.us.prol ]
  %lsr.iv277 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us93.us.prol.preheader ], [ %lsr.iv.next278, %for.body.1.endif.endif.endif.us.us93.us.prol ]
  %scevgep282 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %lsr.iv279
  %scevgep281 = getelementptr i8, ptr %.6.i, i64 %lsr.iv279
  %.275.us.us91.us.prol = load float, ptr %scevgep282, align 4
  %.5.i16.prol = fmul float %.275.us.us91.us.prol, %.275.us.us91.us.prol
  store float %.5.i16.prol, ptr %scevgep281, align 4
  %lsr.iv.next278 = add nsw i64 %lsr.iv277, -1
  %lsr.iv.next280 = add i64 %lsr.iv279, %7
  %prol.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next278
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us93.us.prol, !llvm.loop !14

for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol
  %9 = sub i64 %loop.index75.us.us.ph, %lsr.iv.next278
  br label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit

for.body.1.endif.endif.endif.us.us93.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us93.us.preheader
  %loop.index75.us.us.unr = phi i64 [ %loop.index75.us.us.ph, %for.body.1.endif.endif.endif.us.us93.us.preheader ], [ %9, %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit ]
  %10 = sub nsw i64 %loop.index75.us.us.ph, %.62.fca.5.0.load.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us.preheader144

for.body.1.endif.endif.endif.us.us93.us.preheader144: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit
  %12 = sub i64 %.62.fca.5.0.load.fr, %loop.index75.us.us.unr
  %13 = mul i64 %.62.fca.5.1.load.fr, %loop.index75.us.us.unr
  %14 = shl i64 %13, 2
  %15 = shl i64 %.62.fca.5.1.load.fr, 5
  %16 = shl i64 %.62.fca.5.1.load.fr, 2
  br label %for.body.1.endif.endif.endif.us.us93.us

vector.main.loop.iter.check69:                    ; preds = %iter.check67
  %const = bitcast i64 9223372036854775744 to i64
  %min.iters.check68 = icmp ult i64 %.62.fca.5.0.load.fr, 64
  br i1 %min.iters.check68, label %vec.epilog.ph86, label %vector.ph70

vector.ph70:                                      ; preds = %vector.main.loop.iter.check69
  %n.vec72 = and i64 %.62.fca.5.0.load.fr, %const
  br label %vector.body73

vector.body73:                                    ; preds = %vector.body73, %vector.ph70
  %index74 = phi i64 [ 0, %vector.ph70 ], [ %index.next79, %vector.body73 ]
  %sunkaddr = mul i64 %index74, 4
  %sunkaddr305 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr
  %wide.load75 = load <16 x float>, ptr %sunkaddr305, align 4
  %sunkaddr306 = mul i64 %index74, 4
  %sunkaddr307 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, ptr %sunkaddr307, i64 64
  %wide.load76 = load <16 x float>, ptr %sunkaddr308, align 4
  %sunkaddr309 = mul i64 %index74, 4
  %sunkaddr310 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, ptr %sunkaddr310, i64 128
  %wide.load77 = load <16 x float>, ptr %sunkaddr311, align 4
  %sunkaddr312 = mul i64 %index74, 4
  %sunkaddr313 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, ptr %sunkaddr313, i64 192
  %wide.load78 = load <16 x float>, ptr %sunkaddr314, align 4
  %17 = fmul <16 x float> %wide.load75, %wide.load75
  %18 = fmul <16 x float> %wide.load76, %wide.load76
  %19 = fmul <16 x float> %wide.load77, %wide.load77
  %20 = fmul <16 x float> %wide.load78, %wide.load78
  %sunkaddr315 = mul i64 %index74, 4
  %sunkaddr316 = getelementptr i8, ptr %.6.i, i64 %sunkaddr315
  store <16 x float> %17, ptr %sunkaddr316, align 4
  %sunkaddr317 = mul i64 %index74, 4
  %sunkaddr318 = getelementptr i8, ptr %.6.i, i64 %sunkaddr317
  %sunkaddr319 = getelementptr i8, ptr %sunkaddr318, i64 64
  store <16 x float> %18, ptr %sunkaddr319, align 4
  %sunkaddr320 = mul i64 %index74, 4
  %sunkaddr321 = getelementptr i8, ptr %.6.i, i64 %sunkaddr320
  %sunkaddr322 = getelementptr i8, ptr %sunkaddr321, i64 128
  store <16 x float> %19, ptr %sunkaddr322, align 4
  %sunkaddr323 = mul i64 %index74, 4
  %sunkaddr324 = getelementptr i8, ptr %.6.i, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, ptr %sunkaddr324, i64 192
  store <16 x float> %20, ptr %sunkaddr325, align 4
  %index.next79 = add nuw i64 %index74, 64
  %21 = icmp eq i64 %n.vec72, %index.next79
  br i1 %21, label %middle.block80, label %vector.body73, !llvm.loop !16

middle.block80:                                   ; preds = %vector.body73
  %cmp.n81 = icmp eq i64 %.62.fca.5.0.load.fr, %n.vec72
  br i1 %cmp.n81, label %for.end, label %vec.epilog.iter.check84

vec.epilog.iter.check84:                          ; preds = %middle.block80
  %22 = and i64 %.62.fca.5.0.load.fr, 56
  %min.epilog.iters.check85 = icmp eq i64 %22, 0
  br i1 %min.epilog.iters.check85, label %for.body.1.endif.endif.endif.us.us93.us.preheader, label %vec.epilog.ph86, !prof !19

vec.epilog.ph86:                                  ; preds = %vector.main.loop.iter.check69, %vec.epilog.iter.check84
  %vec.epilog.resume.val82 = phi i64 [ %n.vec72, %vec.epilog.iter.check84 ], [ 0, %vector.main.loop.iter.check69 ]
  %const_mat = add i64 %const, 56
  %n.vec88 = and i64 %.62.fca.5.0.load.fr, %const_mat
  br label %vec.epilog.vector.body89

vec.epilog.vector.body89:                         ; preds = %vec.epilog.vector.body89, %vec.epilog.ph86
  %index90 = phi i64 [ %vec.epilog.resume.val82, %vec.epilog.ph86 ], [ %index.next92, %vec.epilog.vector.body89 ]
  %23 = shl i64 %index90, 2
  %scevgep284 = getelementptr i8, ptr %.6.i, i64 %23
  %24 = shl i64 %index90, 2
  %scevgep283 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %24
  %wide.load91 = load <8 x float>, ptr %scevgep283, align 4
  %25 = fmul <8 x float> %wide.load91, %wide.load91
  store <8 x float> %25, ptr %scevgep284, align 4
  %index.next92 = add nuw i64 %index90, 8
  %26 = icmp eq i64 %n.vec88, %index.next92
  br i1 %26, label %vec.epilog.middle.block93, label %vec.epilog.vector.body89, !llvm.loop !20

vec.epilog.middle.block93:                        ; preds = %vec.epilog.vector.body89
  %cmp.n94 = icmp eq i64 %.62.fca.5.0.load.fr, %n.vec88
  br i1 %cmp.n94, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %27 = ptrtoint ptr %.6.i to i64
  %28 = ptrtoint ptr %.62.fca.4.load.i to i64
  %const301 = bitcast i64 9223372036854775744 to i64
  %29 = sub i64 %27, %28
  %min.iters.check98 = icmp ult i64 %.62.fca.5.1.load.fr, 8
  %diff.check97 = icmp ult i64 %29, 256
  %or.cond130 = select i1 %min.iters.check98, i1 true, i1 %diff.check97
  %n.vec105 = and i64 %.62.fca.5.1.load.fr, %const301
  %const_mat302 = add i64 %const301, 56
  %n.vec121 = and i64 %.62.fca.5.1.load.fr, %const_mat302
  %xtraiter135 = and i64 %.62.fca.5.1.load.fr, 7
  %scevgep197 = getelementptr i8, ptr %.6.i, i64 192
  %30 = shl i64 %.62.fca.5.1.load.fr, 2
  %scevgep207 = getelementptr i8, ptr %.62.fca.4.load.i, i64 192
  br label %iter.check100

iter.check100:                                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv220 = phi ptr [ %.62.fca.4.load.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep221, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv217 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep218, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv208 = phi ptr [ %scevgep207, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep209, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv198 = phi ptr [ %scevgep197, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep199, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index75.us.us.us = phi i64 [ %.309.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond130, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check102

vector.main.loop.iter.check102:                   ; preds = %iter.check100
  %31 = icmp ult i64 %.62.fca.5.1.load.fr, 64
  br i1 %31, label %vec.epilog.ph119, label %vector.body106.preheader

vector.body106.preheader:                         ; preds = %vector.main.loop.iter.check102
  br label %vector.body106

vector.body106:                                   ; preds = %vector.body106.preheader, %vector.body106
  %index107 = phi i64 [ %index.next112, %vector.body106 ], [ 0, %vector.body106.preheader ]
  %32 = shl i64 %index107, 2
  %scevgep215 = getelementptr i8, ptr %lsr.iv208, i64 %32
  %scevgep216 = getelementptr i8, ptr %scevgep215, i64 -192
  %33 = shl i64 %index107, 2
  %scevgep213 = getelementptr i8, ptr %lsr.iv208, i64 %33
  %scevgep214 = getelementptr i8, ptr %scevgep213, i64 -128
  %34 = shl i64 %index107, 2
  %scevgep211 = getelementptr i8, ptr %lsr.iv208, i64 %34
  %scevgep212 = getelementptr i8, ptr %scevgep211, i64 -64
  %35 = shl i64 %index107, 2
  %scevgep210 = getelementptr i8, ptr %lsr.iv208, i64 %35
  %wide.load108 = load <16 x float>, ptr %scevgep216, align 4
  %wide.load109 = load <16 x float>, ptr %scevgep214, align 4
  %wide.load110 = load <16 x float>, ptr %scevgep212, align 4
  %wide.load111 = load <16 x float>, ptr %scevgep210, align 4
  %36 = fmul <16 x float> %wide.load108, %wide.load108
  %37 = fmul <16 x float> %wide.load109, %wide.load109
  %38 = fmul <16 x float> %wide.load110, %wide.load110
  %39 = fmul <16 x float> %wide.load111, %wide.load111
  %40 = shl i64 %index107, 2
  %scevgep205 = getelementptr i8, ptr %lsr.iv198, i64 %40
  %scevgep206 = getelementptr i8, ptr %scevgep205, i64 -192
  %41 = shl i64 %index107, 2
  %scevgep203 = getelementptr i8, ptr %lsr.iv198, i64 %41
  %scevgep204 = getelementptr i8, ptr %scevgep203, i64 -128
  %42 = shl i64 %index107, 2
  %scevgep201 = getelementptr i8, ptr %lsr.iv198, i64 %42
  %scevgep202 = getelementptr i8, ptr %scevgep201, i64 -64
  %43 = shl i64 %index107, 2
  %scevgep200 = getelementptr i8, ptr %lsr.iv198, i64 %43
  store <16 x float> %36, ptr %scevgep206, align 4
  store <16 x float> %37, ptr %scevgep204, align 4
  store <16 x float> %38, ptr %scevgep202, align 4
  store <16 x float> %39, ptr %scevgep200, align 4
  %index.next112 = add nuw i64 %index107, 64
  %44 = icmp eq i64 %n.vec105, %index.next112
  br i1 %44, label %middle.block113, label %vector.body106, !llvm.loop !21

middle.block113:                                  ; preds = %vector.body106
  %45 = icmp eq i64 %.62.fca.5.1.load.fr, %n.vec105
  br i1 %45, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check117

vec.epilog.iter.check117:                         ; preds = %middle.block113
  %46 = and i64 %.62.fca.5.1.load.fr, 56
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph119, !prof !19

vec.epilog.ph119:                                 ; preds = %vector.main.loop.iter.check102, %vec.epilog.iter.check117
  %vec.epilog.resume.val115 = phi i64 [ %n.vec105, %vec.epilog.iter.check117 ], [ 0, %vector.main.loop.iter.check102 ]
  br label %vec.epilog.vector.body122

vec.epilog.vector.body122:                        ; preds = %vec.epilog.vector.body122, %vec.epilog.ph119
  %index123 = phi i64 [ %vec.epilog.resume.val115, %vec.epilog.ph119 ], [ %index.next125, %vec.epilog.vector.body122 ]
  %48 = shl i64 %index123, 2
  %scevgep222 = getelementptr i8, ptr %lsr.iv220, i64 %48
  %wide.load124 = load <8 x float>, ptr %scevgep222, align 4
  %49 = fmul <8 x float> %wide.load124, %wide.load124
  %50 = shl i64 %index123, 2
  %scevgep219 = getelementptr i8, ptr %lsr.iv217, i64 %50
  store <8 x float> %49, ptr %scevgep219, align 4
  %index.next125 = add nuw i64 %index123, 8
  %51 = icmp eq i64 %n.vec121, %index.next125
  br i1 %51, label %vec.epilog.middle.block126, label %vec.epilog.vector.body122, !llvm.loop !22

vec.epilog.middle.block126:                       ; preds = %vec.epilog.vector.body122
  %52 = icmp eq i64 %.62.fca.5.1.load.fr, %n.vec121
  br i1 %52, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check100, %vec.epilog.iter.check117, %vec.epilog.middle.block126
  %loop.index.146.us.us.us.us.us.ph = phi i64 [ 0, %iter.check100 ], [ %n.vec105, %vec.epilog.iter.check117 ], [ %n.vec121, %vec.epilog.middle.block126 ]
  %53 = icmp eq i64 %xtraiter135, 0
  br i1 %53, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv225 = phi i64 [ %xtraiter135, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next226, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.146.us.us.us.us.us.prol = phi i64 [ %.307.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.146.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %54 = shl i64 %loop.index.146.us.us.us.us.us.prol, 2
  %scevgep224 = getelementptr i8, ptr %lsr.iv220, i64 %54
  %.275.us.us.us.us.us.prol = load float, ptr %scevgep224, align 4
  %.5.i15.prol = fmul float %.275.us.us.us.us.us.prol, %.275.us.us.us.us.us.prol
  %55 = shl i64 %loop.index.146.us.us.us.us.us.prol, 2
  %scevgep223 = getelementptr i8, ptr %lsr.iv217, i64 %55
  store float %.5.i15.prol, ptr %scevgep223, align 4
  %.307.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.146.us.us.us.us.us.prol, 1
  %lsr.iv.next226 = add nsw i64 %lsr.iv225, -1
  %prol.iter137.cmp.not = icmp eq i64 %lsr.iv.next226, 0
  br i1 %prol.iter137.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !23

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.146.us.us.us.us.us.unr = phi i64 [ %loop.index.146.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.307.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %56 = sub nsw i64 %loop.index.146.us.us.us.us.us.ph, %.62.fca.5.1.load.fr
  %57 = icmp ugt i64 %56, -8
  br i1 %57, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader142

for.body.1.endif.endif.endif.us.us.us.us.us.preheader142: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader142, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.146.us.us.us.us.us = phi i64 [ %.307.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.146.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader142 ]
  %58 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep244 = getelementptr i8, ptr %lsr.iv220, i64 %58
  %.275.us.us.us.us.us = load float, ptr %scevgep244, align 4
  %.5.i15 = fmul float %.275.us.us.us.us.us, %.275.us.us.us.us.us
  %59 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep229 = getelementptr i8, ptr %lsr.iv217, i64 %59
  store float %.5.i15, ptr %scevgep229, align 4
  %scevgep245 = getelementptr i8, ptr %lsr.iv220, i64 %59
  %scevgep246 = getelementptr i8, ptr %scevgep245, i64 4
  %.275.us.us.us.us.us.1 = load float, ptr %scevgep246, align 4
  %.5.i15.1 = fmul float %.275.us.us.us.us.us.1, %.275.us.us.us.us.us.1
  %60 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep232 = getelementptr i8, ptr %lsr.iv217, i64 %60
  %scevgep233 = getelementptr i8, ptr %scevgep232, i64 4
  store float %.5.i15.1, ptr %scevgep233, align 4
  %scevgep247 = getelementptr i8, ptr %lsr.iv220, i64 %60
  %scevgep248 = getelementptr i8, ptr %scevgep247, i64 8
  %.275.us.us.us.us.us.2 = load float, ptr %scevgep248, align 4
  %.5.i15.2 = fmul float %.275.us.us.us.us.us.2, %.275.us.us.us.us.us.2
  %61 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep234 = getelementptr i8, ptr %lsr.iv217, i64 %61
  %scevgep235 = getelementptr i8, ptr %scevgep234, i64 8
  store float %.5.i15.2, ptr %scevgep235, align 4
  %scevgep249 = getelementptr i8, ptr %lsr.iv220, i64 %61
  %scevgep250 = getelementptr i8, ptr %scevgep249, i64 12
  %.275.us.us.us.us.us.3 = load float, ptr %scevgep250, align 4
  %.5.i15.3 = fmul float %.275.us.us.us.us.us.3, %.275.us.us.us.us.us.3
  %62 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep236 = getelementptr i8, ptr %lsr.iv217, i64 %62
  %scevgep237 = getelementptr i8, ptr %scevgep236, i64 12
  store float %.5.i15.3, ptr %scevgep237, align 4
  %scevgep251 = getelementptr i8, ptr %lsr.iv220, i64 %62
  %scevgep252 = getelementptr i8, ptr %scevgep251, i64 16
  %.275.us.us.us.us.us.4 = load float, ptr %scevgep252, align 4
  %.5.i15.4 = fmul float %.275.us.us.us.us.us.4, %.275.us.us.us.us.us.4
  %63 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep227 = getelementptr i8, ptr %lsr.iv217, i64 %63
  %scevgep228 = getelementptr i8, ptr %scevgep227, i64 16
  store float %.5.i15.4, ptr %scevgep228, align 4
  %scevgep253 = getelementptr i8, ptr %lsr.iv220, i64 %63
  %scevgep254 = getelementptr i8, ptr %scevgep253, i64 20
  %.275.us.us.us.us.us.5 = load float, ptr %scevgep254, align 4
  %.5.i15.5 = fmul float %.275.us.us.us.us.us.5, %.275.us.us.us.us.us.5
  %64 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep240 = getelementptr i8, ptr %lsr.iv217, i64 %64
  %scevgep241 = getelementptr i8, ptr %scevgep240, i64 20
  store float %.5.i15.5, ptr %scevgep241, align 4
  %scevgep255 = getelementptr i8, ptr %lsr.iv220, i64 %64
  %scevgep256 = getelementptr i8, ptr %scevgep255, i64 24
  %.275.us.us.us.us.us.6 = load float, ptr %scevgep256, align 4
  %.5.i15.6 = fmul float %.275.us.us.us.us.us.6, %.275.us.us.us.us.us.6
  %65 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep238 = getelementptr i8, ptr %lsr.iv217, i64 %65
  %scevgep239 = getelementptr i8, ptr %scevgep238, i64 24
  store float %.5.i15.6, ptr %scevgep239, align 4
  %scevgep242 = getelementptr i8, ptr %lsr.iv220, i64 %65
  %scevgep243 = getelementptr i8, ptr %scevgep242, i64 28
  %.275.us.us.us.us.us.7 = load float, ptr %scevgep243, align 4
  %.5.i15.7 = fmul float %.275.us.us.us.us.us.7, %.275.us.us.us.us.us.7
  %66 = shl i64 %loop.index.146.us.us.us.us.us, 2
  %scevgep230 = getelementptr i8, ptr %lsr.iv217, i64 %66
  %scevgep231 = getelementptr i8, ptr %scevgep230, i64 28
  store float %.5.i15.7, ptr %scevgep231, align 4
  %.307.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.146.us.us.us.us.us, 8
  %exitcond133.not.7 = icmp eq i64 %.62.fca.5.1.load.fr, %.307.us.us.us.us.us.7
  br i1 %exitcond133.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !24

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block126, %middle.block113
  %.309.us.us.us = add nuw nsw i64 %loop.index75.us.us.us, 1
  %scevgep199 = getelementptr i8, ptr %lsr.iv198, i64 %30
  %scevgep209 = getelementptr i8, ptr %lsr.iv208, i64 %30
  %scevgep218 = getelementptr i8, ptr %lsr.iv217, i64 %30
  %scevgep221 = getelementptr i8, ptr %lsr.iv220, i64 %30
  %exitcond134.not = icmp eq i64 %.309.us.us.us, %.62.fca.5.0.load.fr
  br i1 %exitcond134.not, label %for.end, label %iter.check100

for.body.1.endif.endif.endif.us.us93.us:          ; preds = %for.body.1.endif.endif.endif.us.us93.us.preheader144, %for.body.1.endif.endif.endif.us.us93.us
  %lsr.iv259 = phi i64 [ %14, %for.body.1.endif.endif.endif.us.us93.us.preheader144 ], [ %lsr.iv.next260, %for.body.1.endif.endif.endif.us.us93.us ]
  %lsr.iv257 = phi i64 [ %12, %for.body.1.endif.endif.endif.us.us93.us.preheader144 ], [ %lsr.iv.next258, %for.body.1.endif.endif.endif.us.us93.us ]
  %scevgep261 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %lsr.iv259
  %scevgep262 = getelementptr i8, ptr %.6.i, i64 %lsr.iv259
  %.275.us.us91.us = load float, ptr %scevgep261, align 4
  %.5.i16 = fmul float %.275.us.us91.us, %.275.us.us91.us
  store float %.5.i16, ptr %scevgep262, align 4
  %scevgep263 = getelementptr i8, ptr %scevgep261, i64 %16
  %sunkaddr398 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr399 = getelementptr i8, ptr %scevgep261, i64 %sunkaddr398
  %.275.us.us91.us.1 = load float, ptr %sunkaddr399, align 4
  %.5.i16.1 = fmul float %.275.us.us91.us.1, %.275.us.us91.us.1
  %scevgep270 = getelementptr i8, ptr %scevgep262, i64 %16
  %sunkaddr400 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr401 = getelementptr i8, ptr %scevgep262, i64 %sunkaddr400
  store float %.5.i16.1, ptr %sunkaddr401, align 4
  %scevgep264 = getelementptr i8, ptr %scevgep263, i64 %16
  %sunkaddr402 = mul i64 %.62.fca.5.1.load.fr, 8
  %sunkaddr403 = getelementptr i8, ptr %scevgep261, i64 %sunkaddr402
  %.275.us.us91.us.2 = load float, ptr %sunkaddr403, align 4
  %.5.i16.2 = fmul float %.275.us.us91.us.2, %.275.us.us91.us.2
  %scevgep271 = getelementptr i8, ptr %scevgep270, i64 %16
  %sunkaddr404 = mul i64 %.62.fca.5.1.load.fr, 8
  %sunkaddr405 = getelementptr i8, ptr %scevgep262, i64 %sunkaddr404
  store float %.5.i16.2, ptr %sunkaddr405, align 4
  %scevgep265 = getelementptr i8, ptr %scevgep264, i64 %16
  %sunkaddr406 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr407 = getelementptr i8, ptr %scevgep264, i64 %sunkaddr406
  %.275.us.us91.us.3 = load float, ptr %sunkaddr407, align 4
  %.5.i16.3 = fmul float %.275.us.us91.us.3, %.275.us.us91.us.3
  %scevgep272 = getelementptr i8, ptr %scevgep271, i64 %16
  %sunkaddr408 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr409 = getelementptr i8, ptr %scevgep271, i64 %sunkaddr408
  store float %.5.i16.3, ptr %sunkaddr409, align 4
  %scevgep266 = getelementptr i8, ptr %scevgep265, i64 %16
  %sunkaddr410 = mul i64 %.62.fca.5.1.load.fr, 8
  %sunkaddr411 = getelementptr i8, ptr %scevgep264, i64 %sunkaddr410
  %.275.us.us91.us.4 = load float, ptr %sunkaddr411, align 4
  %.5.i16.4 = fmul float %.275.us.us91.us.4, %.275.us.us91.us.4
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 %16
  %sunkaddr412 = mul i64 %.62.fca.5.1.load.fr, 8
  %sunkaddr413 = getelementptr i8, ptr %scevgep271, i64 %sunkaddr412
  store float %.5.i16.4, ptr %sunkaddr413, align 4
  %scevgep267 = getelementptr i8, ptr %scevgep266, i64 %16
  %sunkaddr414 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr415 = getelementptr i8, ptr %scevgep266, i64 %sunkaddr414
  %.275.us.us91.us.5 = load float, ptr %sunkaddr415, align 4
  %.5.i16.5 = fmul float %.275.us.us91.us.5, %.275.us.us91.us.5
  %scevgep274 = getelementptr i8, ptr %scevgep273, i64 %16
  %sunkaddr416 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr417 = getelementptr i8, ptr %scevgep273, i64 %sunkaddr416
  store float %.5.i16.5, ptr %sunkaddr417, align 4
  %scevgep268 = getelementptr i8, ptr %scevgep267, i64 %16
  %sunkaddr418 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr419 = getelementptr i8, ptr %scevgep267, i64 %sunkaddr418
  %.275.us.us91.us.6 = load float, ptr %sunkaddr419, align 4
  %.5.i16.6 = fmul float %.275.us.us91.us.6, %.275.us.us91.us.6
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 %16
  %sunkaddr420 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr421 = getelementptr i8, ptr %scevgep274, i64 %sunkaddr420
  store float %.5.i16.6, ptr %sunkaddr421, align 4
  %sunkaddr326 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr327 = getelementptr i8, ptr %scevgep268, i64 %sunkaddr326
  %.275.us.us91.us.7 = load float, ptr %sunkaddr327, align 4
  %.5.i16.7 = fmul float %.275.us.us91.us.7, %.275.us.us91.us.7
  %sunkaddr328 = mul i64 %.62.fca.5.1.load.fr, 4
  %sunkaddr329 = getelementptr i8, ptr %scevgep275, i64 %sunkaddr328
  store float %.5.i16.7, ptr %sunkaddr329, align 4
  %lsr.iv.next258 = add i64 %lsr.iv257, -8
  %lsr.iv.next260 = add i64 %lsr.iv259, %15
  %exitcond132.not.7 = icmp eq i64 %lsr.iv.next258, 0
  br i1 %exitcond132.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us, !llvm.loop !25

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %67 = icmp ugt i64 %.62.fca.5.1.load.fr, 1
  br i1 %67, label %iter.check, label %for.body.1.endif.endif.endif.us81

iter.check:                                       ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %68 = ptrtoint ptr %.6.i to i64
  %69 = ptrtoint ptr %.62.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.62.fca.5.1.load.fr, 8
  %70 = sub i64 %68, %69
  %diff.check = icmp ult i64 %70, 256
  %or.cond131 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond131, label %for.body.1.endif.endif.endif.us53.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const303 = bitcast i64 9223372036854775744 to i64
  %min.iters.check53 = icmp ult i64 %.62.fca.5.1.load.fr, 64
  br i1 %min.iters.check53, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.62.fca.5.1.load.fr, %const303
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr330 = mul i64 %index, 4
  %sunkaddr331 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr330
  %wide.load = load <16 x float>, ptr %sunkaddr331, align 4
  %sunkaddr332 = mul i64 %index, 4
  %sunkaddr333 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr332
  %sunkaddr334 = getelementptr i8, ptr %sunkaddr333, i64 64
  %wide.load54 = load <16 x float>, ptr %sunkaddr334, align 4
  %sunkaddr335 = mul i64 %index, 4
  %sunkaddr336 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr335
  %sunkaddr337 = getelementptr i8, ptr %sunkaddr336, i64 128
  %wide.load55 = load <16 x float>, ptr %sunkaddr337, align 4
  %sunkaddr338 = mul i64 %index, 4
  %sunkaddr339 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr338
  %sunkaddr340 = getelementptr i8, ptr %sunkaddr339, i64 192
  %wide.load56 = load <16 x float>, ptr %sunkaddr340, align 4
  %71 = fmul <16 x float> %wide.load, %wide.load
  %72 = fmul <16 x float> %wide.load54, %wide.load54
  %73 = fmul <16 x float> %wide.load55, %wide.load55
  %74 = fmul <16 x float> %wide.load56, %wide.load56
  %sunkaddr341 = mul i64 %index, 4
  %sunkaddr342 = getelementptr i8, ptr %.6.i, i64 %sunkaddr341
  store <16 x float> %71, ptr %sunkaddr342, align 4
  %sunkaddr343 = mul i64 %index, 4
  %sunkaddr344 = getelementptr i8, ptr %.6.i, i64 %sunkaddr343
  %sunkaddr345 = getelementptr i8, ptr %sunkaddr344, i64 64
  store <16 x float> %72, ptr %sunkaddr345, align 4
  %sunkaddr346 = mul i64 %index, 4
  %sunkaddr347 = getelementptr i8, ptr %.6.i, i64 %sunkaddr346
  %sunkaddr348 = getelementptr i8, ptr %sunkaddr347, i64 128
  store <16 x float> %73, ptr %sunkaddr348, align 4
  %sunkaddr349 = mul i64 %index, 4
  %sunkaddr350 = getelementptr i8, ptr %.6.i, i64 %sunkaddr349
  %sunkaddr351 = getelementptr i8, ptr %sunkaddr350, i64 192
  store <16 x float> %74, ptr %sunkaddr351, align 4
  %index.next = add nuw i64 %index, 64
  %75 = icmp eq i64 %n.vec, %index.next
  br i1 %75, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.62.fca.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %76 = and i64 %.62.fca.5.1.load.fr, 56
  %min.epilog.iters.check = icmp eq i64 %76, 0
  br i1 %min.epilog.iters.check, label %for.body.1.endif.endif.endif.us53.us.us.preheader, label %vec.epilog.ph, !prof !19

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat304 = add i64 %const303, 56
  %n.vec58 = and i64 %.62.fca.5.1.load.fr, %const_mat304
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index59 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next61, %vec.epilog.vector.body ]
  %77 = shl i64 %index59, 2
  %scevgep180 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %77
  %wide.load60 = load <8 x float>, ptr %scevgep180, align 4
  %78 = fmul <8 x float> %wide.load60, %wide.load60
  %79 = shl i64 %index59, 2
  %scevgep179 = getelementptr i8, ptr %.6.i, i64 %79
  store <8 x float> %78, ptr %scevgep179, align 4
  %index.next61 = add nuw i64 %index59, 8
  %80 = icmp eq i64 %n.vec58, %index.next61
  br i1 %80, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n62 = icmp eq i64 %.62.fca.5.1.load.fr, %n.vec58
  br i1 %cmp.n62, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us.preheader

for.body.1.endif.endif.endif.us53.us.us.preheader: ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.146.us51.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec58, %vec.epilog.middle.block ]
  %xtraiter138 = and i64 %.62.fca.5.1.load.fr, 7
  %lcmp.mod139.not = icmp eq i64 %xtraiter138, 0
  br i1 %lcmp.mod139.not, label %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us53.us.us.prol.preheader

for.body.1.endif.endif.endif.us53.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us53.us.us.preheader
  br label %for.body.1.endif.endif.endif.us53.us.us.prol

for.body.1.endif.endif.endif.us53.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol.preheader, %for.body.1.endif.endif.endif.us53.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter138, %for.body.1.endif.endif.endif.us53.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.us53.us.us.prol ]
  %loop.index.146.us51.us.us.prol = phi i64 [ %.307.us56.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.prol ], [ %loop.index.146.us51.us.us.ph, %for.body.1.endif.endif.endif.us53.us.us.prol.preheader ]
  %81 = shl i64 %loop.index.146.us51.us.us.prol, 2
  %scevgep178 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %81
  %.275.us60.us.us.prol = load float, ptr %scevgep178, align 4
  %.5.i17.prol = fmul float %.275.us60.us.us.prol, %.275.us60.us.us.prol
  %82 = shl i64 %loop.index.146.us51.us.us.prol, 2
  %scevgep177 = getelementptr i8, ptr %.6.i, i64 %82
  store float %.5.i17.prol, ptr %scevgep177, align 4
  %.307.us56.us.us.prol = add nuw nsw i64 %loop.index.146.us51.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter140.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter140.cmp.not, label %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us53.us.us.prol, !llvm.loop !28

for.body.1.endif.endif.endif.us53.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.preheader
  %loop.index.146.us51.us.us.unr = phi i64 [ %loop.index.146.us51.us.us.ph, %for.body.1.endif.endif.endif.us53.us.us.preheader ], [ %.307.us56.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.prol ]
  %83 = sub nsw i64 %loop.index.146.us51.us.us.ph, %.62.fca.5.1.load.fr
  %84 = icmp ugt i64 %83, -8
  br i1 %84, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us.preheader141

for.body.1.endif.endif.endif.us53.us.us.preheader141: ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us53.us.us

for.body.1.endif.endif.endif.us53.us.us:          ; preds = %for.body.1.endif.endif.endif.us53.us.us.preheader141, %for.body.1.endif.endif.endif.us53.us.us
  %loop.index.146.us51.us.us = phi i64 [ %.307.us56.us.us.7, %for.body.1.endif.endif.endif.us53.us.us ], [ %loop.index.146.us51.us.us.unr, %for.body.1.endif.endif.endif.us53.us.us.preheader141 ]
  %sunkaddr352 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr353 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr352
  %.275.us60.us.us = load float, ptr %sunkaddr353, align 4
  %.5.i17 = fmul float %.275.us60.us.us, %.275.us60.us.us
  %sunkaddr354 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr355 = getelementptr i8, ptr %.6.i, i64 %sunkaddr354
  store float %.5.i17, ptr %sunkaddr355, align 4
  %sunkaddr356 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr357 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, ptr %sunkaddr357, i64 4
  %.275.us60.us.us.1 = load float, ptr %sunkaddr358, align 4
  %.5.i17.1 = fmul float %.275.us60.us.us.1, %.275.us60.us.us.1
  %sunkaddr359 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr360 = getelementptr i8, ptr %.6.i, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 4
  store float %.5.i17.1, ptr %sunkaddr361, align 4
  %sunkaddr362 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr363 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 8
  %.275.us60.us.us.2 = load float, ptr %sunkaddr364, align 4
  %.5.i17.2 = fmul float %.275.us60.us.us.2, %.275.us60.us.us.2
  %sunkaddr365 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr366 = getelementptr i8, ptr %.6.i, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 8
  store float %.5.i17.2, ptr %sunkaddr367, align 4
  %sunkaddr368 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr369 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, ptr %sunkaddr369, i64 12
  %.275.us60.us.us.3 = load float, ptr %sunkaddr370, align 4
  %.5.i17.3 = fmul float %.275.us60.us.us.3, %.275.us60.us.us.3
  %sunkaddr371 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr372 = getelementptr i8, ptr %.6.i, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, ptr %sunkaddr372, i64 12
  store float %.5.i17.3, ptr %sunkaddr373, align 4
  %sunkaddr374 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr375 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, ptr %sunkaddr375, i64 16
  %.275.us60.us.us.4 = load float, ptr %sunkaddr376, align 4
  %.5.i17.4 = fmul float %.275.us60.us.us.4, %.275.us60.us.us.4
  %sunkaddr377 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr378 = getelementptr i8, ptr %.6.i, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 16
  store float %.5.i17.4, ptr %sunkaddr379, align 4
  %sunkaddr380 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr381 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, ptr %sunkaddr381, i64 20
  %.275.us60.us.us.5 = load float, ptr %sunkaddr382, align 4
  %.5.i17.5 = fmul float %.275.us60.us.us.5, %.275.us60.us.us.5
  %sunkaddr383 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr384 = getelementptr i8, ptr %.6.i, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, ptr %sunkaddr384, i64 20
  store float %.5.i17.5, ptr %sunkaddr385, align 4
  %sunkaddr386 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr387 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, ptr %sunkaddr387, i64 24
  %.275.us60.us.us.6 = load float, ptr %sunkaddr388, align 4
  %.5.i17.6 = fmul float %.275.us60.us.us.6, %.275.us60.us.us.6
  %sunkaddr389 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr390 = getelementptr i8, ptr %.6.i, i64 %sunkaddr389
  %sunkaddr391 = getelementptr i8, ptr %sunkaddr390, i64 24
  store float %.5.i17.6, ptr %sunkaddr391, align 4
  %sunkaddr392 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr393 = getelementptr i8, ptr %.62.fca.4.load.i, i64 %sunkaddr392
  %sunkaddr394 = getelementptr i8, ptr %sunkaddr393, i64 28
  %.275.us60.us.us.7 = load float, ptr %sunkaddr394, align 4
  %.5.i17.7 = fmul float %.275.us60.us.us.7, %.275.us60.us.us.7
  %sunkaddr395 = mul i64 %loop.index.146.us51.us.us, 4
  %sunkaddr396 = getelementptr i8, ptr %.6.i, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, ptr %sunkaddr396, i64 28
  store float %.5.i17.7, ptr %sunkaddr397, align 4
  %.307.us56.us.us.7 = add nuw nsw i64 %loop.index.146.us51.us.us, 8
  %exitcond129.not.7 = icmp eq i64 %.62.fca.5.1.load.fr, %.307.us56.us.us.7
  br i1 %exitcond129.not.7, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us, !llvm.loop !29

for.body.1.endif.endif.endif.us81:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.275.us79 = load float, ptr %.62.fca.4.load.i, align 4
  %.5.i18 = fmul float %.275.us79, %.275.us79
  store float %.5.i18, ptr %.6.i, align 4
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us93.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us53.us.us, %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit, %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, %middle.block80, %vec.epilog.middle.block93, %vec.epilog.middle.block, %middle.block, %for.body.1.endif.endif.endif.us81, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.62.fca.0.load.i)
  store float 0.000000e+00, ptr %.316, align 4
  %.324 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.316, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.169, i64 4, ptr %.6.i, i64 %.62.fca.5.0.load.fr, i64 %.62.fca.5.1.load.fr, i64 %.172, i64 4)
  %cond = icmp eq i32 %.324, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !4

for.end.endif:                                    ; preds = %for.end
  %.334 = load float, ptr %.316, align 4
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.349 = fpext float %.334 to double
  store double %.349, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.matmul_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.106, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !5

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.45, i8 0, i64 72, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 4
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 8
  %.60.fca.1.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.45, i64 16
  %.60.fca.2.load = load i64, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.45, i64 48
  %.60.fca.5.1.load = load i64, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.45, i64 56
  %.60.fca.6.0.load = load i64, ptr %sunkaddr14, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.45, i64 64
  %.60.fca.6.1.load = load i64, ptr %sunkaddr15, align 8
  store double 0.000000e+00, ptr %.69, align 8
  %.81 = call i32 @_ZN7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.69, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 4, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 4, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.5.1.load, i64 %.60.fca.6.0.load, i64 %.60.fca.6.1.load) #3
  %.82 = load ptr, ptr %excinfo, align 8
  %.91 = load double, ptr %.69, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.81, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !4

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
  br i1 %.127, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !5

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.140 = extractvalue { ptr, i32, ptr, ptr, i32 } %.111, 2
  %.141 = call ptr @numba_unpickle(ptr %.116, i32 %.118, ptr %.140)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.143 = phi ptr [ %.131, %entry.endif.endif.endif.e...endif ], [ %.141, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.144.not = icmp eq ptr %.143, null
  br i1 %.144.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !5

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

define double @cfunc._ZN7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.2, 6
  %.14 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 1
  %.16 = call i32 @_ZN7kernels10matmul_f32B3v24B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13, i64 %.14, i64 %.15) #3
  %.17 = load ptr, ptr %excinfo, align 8
  %.26 = load double, ptr %.4, align 8
  %.28 = alloca i32, align 4
  store i32 0, ptr %.28, align 4
  %cond = icmp eq i32 %.16, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !4

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
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { ptr, i32, ptr, ptr, i32 } %.34, 2
  %.64 = call ptr @numba_unpickle(ptr %.39, i32 %.41, ptr %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi ptr [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq ptr %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !5

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
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
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i, !prof !30
  br i1 %or.cond.i, label %B56.if.if, label %B0.endif.endif.endif.endif.i.i, !prof !30

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %const3 = bitcast i64 -2305843009213693952 to i64
  %const1 = bitcast i64 -4611686018427387904 to i64
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 2
  %0 = add i64 %.51.i.i, %const3
  %.57.i.i = icmp ult i64 %0, %const1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !5

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = shl nsw i64 %.51.i.i, 2
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !31
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if.if, label %B56.endif, !prof !5

B112:                                             ; preds = %B0
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i, !prof !30
  br i1 %or.cond, label %B112.if.if, label %B0.endif.endif.endif.endif.i, !prof !30

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %const2 = bitcast i64 -2305843009213693952 to i64
  %const = bitcast i64 -4611686018427387904 to i64
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 2
  %1 = add i64 %.51.i, %const2
  %.57.i = icmp ult i64 %1, %const
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if.if, label %B0.endif.endif.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = shl nsw i64 %.51.i, 2
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !44
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if.if, label %B112.endif, !prof !5

common.ret:                                       ; preds = %B112.endif.if.if, %B112.endif.endif, %B112.if.if, %B56.if.if, %B56.endif
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 1, %B56.if.if ], [ 1, %B112.if.if ], [ 0, %B112.endif.endif ], [ 1, %B112.endif.if.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !54
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.56.i.i, i1 false), !noalias !55
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack210 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack210, align 8
  %retptr.repack212 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.51.i.i, ptr %retptr.repack212, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 4, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack218, align 8
  %retptr.repack218.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.b.5.1, ptr %retptr.repack218.repack222, align 8
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.54.i.i, ptr %retptr.repack220, align 8
  %retptr.repack220.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 4, ptr %retptr.repack220.repack224, align 8
  br label %common.ret

B56.if.if:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B56 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !58
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.245, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr nonnull %.245, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr nonnull %.7.i.i.i, ptr null, i64 %.51.i, i64 4, ptr %.6.i.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
  %cond2 = icmp eq i32 %.261, 0
  br i1 %cond2, label %B112.endif.endif, label %B112.endif.if.if, !prof !4

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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v31B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
B0:
  %.239 = alloca i32, align 4
  store i32 0, ptr %.239, align 4
  %.245 = alloca float, align 4
  store float 0.000000e+00, ptr %.245, align 4
  %.248 = alloca float, align 4
  store float 0.000000e+00, ptr %.248, align 4
  %.259 = alloca i32, align 4
  store i32 0, ptr %.259, align 4
  %.267 = alloca float, align 4
  store float 0.000000e+00, ptr %.267, align 4
  %.270 = alloca float, align 4
  store float 0.000000e+00, ptr %.270, align 4
  %.281 = alloca i32, align 4
  store i32 0, ptr %.281, align 4
  %.287 = alloca float, align 4
  store float 0.000000e+00, ptr %.287, align 4
  %.290 = alloca float, align 4
  store float 0.000000e+00, ptr %.290, align 4
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
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !5

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
  %.236 = tail call i32 @numba_xxdot(i8 115, i8 0, i64 %arg.a.5.1, ptr %arg.a.4, ptr %arg.b.4, ptr %arg.out.4)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !59

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store float 1.000000e+00, ptr %.245, align 4
  store float 0.000000e+00, ptr %.248, align 4
  %.256 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.a.5.1, i64 %arg.out.5.0, ptr nonnull %.245, ptr %arg.a.4, i64 %arg.a.5.1, ptr %arg.b.4, ptr nonnull %.248, ptr %arg.out.4)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !59

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(ptr nonnull %.239)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(ptr nonnull %.259)
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error")
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, ptr %.267, align 4
  store float 0.000000e+00, ptr %.270, align 4
  %.278 = call i32 @numba_xxgemv(i8 115, i8 110, i64 %arg.out.5.1, i64 %arg.a.5.1, ptr nonnull %.267, ptr %arg.b.4, i64 %arg.out.5.1, ptr %arg.a.4, ptr nonnull %.270, ptr %arg.out.4)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !59

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, ptr %.287, align 4
  store float 0.000000e+00, ptr %.290, align 4
  %.298 = call i32 @numba_xxgemm(i8 115, i8 110, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.a.5.1, ptr nonnull %.287, ptr %arg.b.4, i64 %arg.out.5.1, ptr %arg.a.4, i64 %arg.a.5.1, ptr nonnull %.290, ptr %arg.out.4, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !59

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
declare void @Py_FatalError(ptr) local_unnamed_addr #5

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !60
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !60

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !61

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !62, !llvm.loop !63

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !65, !llvm.loop !66

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi float [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !68

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi float [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !69

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !70

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !71, !llvm.loop !72

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi float [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi float [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !73

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !74, !llvm.loop !75

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi float [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !77

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !62, !llvm.loop !63

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi float [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store float %.80.0.lcssa, ptr %retptr, align 4
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 2
  %.137.neg.us = mul i64 %arg.a.5.1, -4
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !78

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !69

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !79

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !62, !llvm.loop !63

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !62, !llvm.loop !63

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !80, !llvm.loop !81

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi float [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !70

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !71, !llvm.loop !83

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !73

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !74, !llvm.loop !84

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi float [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !77

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !62, !llvm.loop !63

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi float [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !70

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !71, !llvm.loop !85

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !73

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !74, !llvm.loop !86

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi float [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !77

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !62, !llvm.loop !63

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi float [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !87, !llvm.loop !88
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!"branch_weights", i32 8, i32 56}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
!22 = distinct !{!22, !17, !18}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17, !18}
!27 = distinct !{!27, !17, !18}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !17}
!30 = !{!"branch_weights", i32 199, i32 9801}
!31 = !{!32, !34, !35, !37, !38, !40, !41, !43}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!44 = !{!45, !47, !48, !50, !51, !53}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!54 = !{!38, !40, !41, !43}
!55 = !{!56, !41, !43}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!58 = !{!51, !53}
!59 = !{!"branch_weights", i32 99, i32 1}
!60 = !{!"branch_weights", i32 16129, i32 255}
!61 = !{!"branch_weights", i32 553201332, i32 1594282316}
!62 = !{!"branch_weights", i32 542333185, i32 1605150463}
!63 = distinct !{!63, !64, !15}
!64 = !{!"llvm.loop.estimated_trip_count", i32 4}
!65 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!66 = distinct !{!66, !67, !15}
!67 = !{!"llvm.loop.estimated_trip_count", i32 2}
!68 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!69 = !{!"branch_weights", i32 146201250, i32 2001282398}
!70 = !{!"branch_weights", i32 127, i32 1}
!71 = !{!"branch_weights", i32 1, i32 1}
!72 = distinct !{!72, !15}
!73 = !{!"branch_weights", i32 1, i32 127}
!74 = !{!"branch_weights", i32 166258294, i32 1981225354}
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.estimated_trip_count", i32 3}
!77 = !{!"branch_weights", i32 277993707, i32 1869489941}
!78 = !{!"branch_weights", i32 21522287, i32 2125961361}
!79 = !{!"branch_weights", i32 125941159, i32 2021542489}
!80 = !{!"branch_weights", i32 166258296, i32 1981225352}
!81 = distinct !{!81, !82}
!82 = !{!"llvm.loop.estimated_trip_count", i32 12}
!83 = distinct !{!83, !15}
!84 = distinct !{!84, !76}
!85 = distinct !{!85, !15}
!86 = distinct !{!86, !76}
!87 = !{!"branch_weights", i32 42828876, i32 2104654772}
!88 = distinct !{!88, !89}
!89 = !{!"llvm.loop.estimated_trip_count", i32 50}
