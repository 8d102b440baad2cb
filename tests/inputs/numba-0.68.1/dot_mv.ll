; ModuleID = 'dot_mv'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.dot_mv = internal constant [7 x i8] c"dot_mv\00"
@_ZN08NumbaEnv7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.16, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1.17, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.14, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.15, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.12, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.13, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v70B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2854a975d0B3v71B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %.34.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.34.i, i8 0, i64 56, i1 false), !noalias !0
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.34.i, ptr nonnull %excinfo.1.i, ptr %arg.A.0, ptr readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x.0, ptr readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0.fr, i64 %arg.x.6.0), !noalias !0
  %cond.i = icmp eq i32 %.44.i, 0
  br i1 %cond.i, label %B128.i, label %B0.if.if, !prof !4

B128.i:                                           ; preds = %B0
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.34.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.34.i, i64 32
  %.54.fca.0.load.i = load ptr, ptr %.34.i, align 8, !noalias !0
  %.54.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !0
  %.54.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  tail call void @NRT_decref(ptr %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.54.fca.5.0.load.fr = freeze i64 %.54.fca.5.0.load.i
  tail call void @NRT_decref(ptr %arg.A.0)
  %.101.not.i = icmp eq i64 %.54.fca.5.0.load.fr, 1
  br i1 %.101.not.i, label %B128.i28, label %B90.i19

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.45.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.34.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.45.i, ptr %excinfo, align 8
  br label %common.ret

B90.i19:                                          ; preds = %B128.i
  %.71.i20 = icmp ne i64 %arg.x.5.0.fr, %.54.fca.5.0.load.fr
  %.76.i21 = icmp ne i64 %arg.x.5.0.fr, 1
  %or.cond.i22 = and i1 %.76.i21, %.71.i20
  br i1 %or.cond.i22, label %B0.endif.endif.endif.endif.if, label %B150.i23

B128.i28:                                         ; preds = %B128.i
  %.101.not.i29 = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.101.not.i29, label %B0.endif.endif.endif.endif.endif.endif, label %B150.i23

B150.i23:                                         ; preds = %B128.i28, %B90.i19
  %dest_shape.1 = phi i64 [ %.54.fca.5.0.load.fr, %B90.i19 ], [ %arg.x.5.0.fr, %B128.i28 ]
  %0 = add i64 %dest_shape.1, -1152921504606846976
  %.190 = icmp ult i64 %0, -2305843009213693952
  br i1 %.190, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i19
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i23
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i28, %B150.i23
  %dest_shape.172 = phi i64 [ %dest_shape.1, %B150.i23 ], [ 1, %B128.i28 ]
  %.189 = shl nsw i64 %dest_shape.172, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.189, i32 32), !noalias !7
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !14

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.26040 = icmp sgt i64 %dest_shape.172, 0
  br i1 %.26040, label %for.body.lr.ph, label %for.end.endif.critedge

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.262 = icmp ugt i64 %.54.fca.5.0.load.fr, 1
  br i1 %.262, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %1, label %iter.check191, label %iter.check150

iter.check150:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.172, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck137

vector.memcheck137:                               ; preds = %iter.check150
  %3 = shl i64 %dest_shape.172, 3
  %scevgep138 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep139 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %3
  %scevgep140 = getelementptr i8, ptr %arg.x.4, i64 8
  %bound0141 = icmp ult ptr %.6.i, %scevgep139
  %bound1142 = icmp ult ptr %.54.fca.4.load.i, %scevgep138
  %found.conflict143 = and i1 %bound0141, %bound1142
  %bound0144 = icmp ult ptr %.6.i, %scevgep140
  %bound1145 = icmp ult ptr %arg.x.4, %scevgep138
  %found.conflict146 = and i1 %bound0144, %bound1145
  %conflict.rdx147 = or i1 %found.conflict143, %found.conflict146
  br i1 %conflict.rdx147, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check152

vector.main.loop.iter.check152:                   ; preds = %vector.memcheck137
  %min.iters.check151 = icmp ult i64 %dest_shape.172, 32
  br i1 %min.iters.check151, label %vec.epilog.ph171, label %vector.ph153

vector.ph153:                                     ; preds = %vector.main.loop.iter.check152
  %n.vec155 = and i64 %dest_shape.172, %const
  %4 = load double, ptr %arg.x.4, align 8, !alias.scope !15
  %broadcast.splatinsert162 = insertelement <8 x double> poison, double %4, i64 0
  %broadcast.splat163 = shufflevector <8 x double> %broadcast.splatinsert162, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body156

vector.body156:                                   ; preds = %vector.body156, %vector.ph153
  %index157 = phi i64 [ 0, %vector.ph153 ], [ %index.next164, %vector.body156 ]
  %sunkaddr = mul i64 %index157, 8
  %sunkaddr468 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr
  %wide.load158 = load <8 x double>, ptr %sunkaddr468, align 8, !alias.scope !18
  %sunkaddr469 = mul i64 %index157, 8
  %sunkaddr470 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, ptr %sunkaddr470, i64 64
  %wide.load159 = load <8 x double>, ptr %sunkaddr471, align 8, !alias.scope !18
  %sunkaddr472 = mul i64 %index157, 8
  %sunkaddr473 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 128
  %wide.load160 = load <8 x double>, ptr %sunkaddr474, align 8, !alias.scope !18
  %sunkaddr475 = mul i64 %index157, 8
  %sunkaddr476 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, ptr %sunkaddr476, i64 192
  %wide.load161 = load <8 x double>, ptr %sunkaddr477, align 8, !alias.scope !18
  %5 = fmul <8 x double> %wide.load158, %broadcast.splat163
  %6 = fmul <8 x double> %wide.load159, %broadcast.splat163
  %7 = fmul <8 x double> %wide.load160, %broadcast.splat163
  %8 = fmul <8 x double> %wide.load161, %broadcast.splat163
  %sunkaddr478 = mul i64 %index157, 8
  %sunkaddr479 = getelementptr i8, ptr %.6.i, i64 %sunkaddr478
  store <8 x double> %5, ptr %sunkaddr479, align 8, !alias.scope !20, !noalias !22
  %sunkaddr480 = mul i64 %index157, 8
  %sunkaddr481 = getelementptr i8, ptr %.6.i, i64 %sunkaddr480
  %sunkaddr482 = getelementptr i8, ptr %sunkaddr481, i64 64
  store <8 x double> %6, ptr %sunkaddr482, align 8, !alias.scope !20, !noalias !22
  %sunkaddr483 = mul i64 %index157, 8
  %sunkaddr484 = getelementptr i8, ptr %.6.i, i64 %sunkaddr483
  %sunkaddr485 = getelementptr i8, ptr %sunkaddr484, i64 128
  store <8 x double> %7, ptr %sunkaddr485, align 8, !alias.scope !20, !noalias !22
  %sunkaddr486 = mul i64 %index157, 8
  %sunkaddr487 = getelementptr i8, ptr %.6.i, i64 %sunkaddr486
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 192
  store <8 x double> %8, ptr %sunkaddr488, align 8, !alias.scope !20, !noalias !22
  %index.next164 = add nuw i64 %index157, 32
  %9 = icmp eq i64 %n.vec155, %index.next164
  br i1 %9, label %middle.block165, label %vector.body156, !llvm.loop !23

middle.block165:                                  ; preds = %vector.body156
  %cmp.n166 = icmp eq i64 %dest_shape.172, %n.vec155
  br i1 %cmp.n166, label %for.end, label %vec.epilog.iter.check169

vec.epilog.iter.check169:                         ; preds = %middle.block165
  %10 = and i64 %dest_shape.172, 28
  %min.epilog.iters.check170 = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check170, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph171, !prof !26

vec.epilog.ph171:                                 ; preds = %vector.main.loop.iter.check152, %vec.epilog.iter.check169
  %vec.epilog.resume.val167 = phi i64 [ %n.vec155, %vec.epilog.iter.check169 ], [ 0, %vector.main.loop.iter.check152 ]
  %const_mat464 = add i64 %const, 28
  %n.vec173 = and i64 %dest_shape.172, %const_mat464
  %11 = load double, ptr %arg.x.4, align 8, !alias.scope !15
  %broadcast.splatinsert177 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat178 = shufflevector <4 x double> %broadcast.splatinsert177, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body174

vec.epilog.vector.body174:                        ; preds = %vec.epilog.vector.body174, %vec.epilog.ph171
  %index175 = phi i64 [ %vec.epilog.resume.val167, %vec.epilog.ph171 ], [ %index.next179, %vec.epilog.vector.body174 ]
  %12 = shl i64 %index175, 3
  %scevgep365 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %12
  %wide.load176 = load <4 x double>, ptr %scevgep365, align 8, !alias.scope !18
  %13 = fmul <4 x double> %wide.load176, %broadcast.splat178
  %14 = shl i64 %index175, 3
  %scevgep364 = getelementptr i8, ptr %.6.i, i64 %14
  store <4 x double> %13, ptr %scevgep364, align 8, !alias.scope !20, !noalias !22
  %index.next179 = add nuw i64 %index175, 4
  %15 = icmp eq i64 %n.vec173, %index.next179
  br i1 %15, label %vec.epilog.middle.block180, label %vec.epilog.vector.body174, !llvm.loop !27

vec.epilog.middle.block180:                       ; preds = %vec.epilog.vector.body174
  %cmp.n181 = icmp eq i64 %dest_shape.172, %n.vec173
  br i1 %cmp.n181, label %for.end, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck137, %iter.check150, %vec.epilog.iter.check169, %vec.epilog.middle.block180
  %loop.index43.us.ph = phi i64 [ 0, %iter.check150 ], [ 0, %vector.memcheck137 ], [ %n.vec155, %vec.epilog.iter.check169 ], [ %n.vec173, %vec.epilog.middle.block180 ]
  %16 = sub nsw i64 %dest_shape.172, %loop.index43.us.ph
  %xtraiter231 = and i64 %16, 7
  %lcmp.mod232.not = icmp eq i64 %xtraiter231, 0
  br i1 %lcmp.mod232.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv362 = phi i64 [ %xtraiter231, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next363, %for.body.endif.endif.endif.us.prol ]
  %loop.index43.us.prol = phi i64 [ %.308.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index43.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %17 = shl i64 %loop.index43.us.prol, 3
  %scevgep361 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %17
  %.270.us.prol = load double, ptr %scevgep361, align 8
  %.279.us.prol = load double, ptr %arg.x.4, align 8
  %.6.i36.prol = fmul double %.270.us.prol, %.279.us.prol
  %18 = shl i64 %loop.index43.us.prol, 3
  %scevgep360 = getelementptr i8, ptr %.6.i, i64 %18
  store double %.6.i36.prol, ptr %scevgep360, align 8
  %.308.us.prol = add nuw i64 %loop.index43.us.prol, 1
  %lsr.iv.next363 = add nsw i64 %lsr.iv362, -1
  %prol.iter233.cmp.not = icmp eq i64 %lsr.iv.next363, 0
  br i1 %prol.iter233.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index43.us.unr = phi i64 [ %loop.index43.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.308.us.prol, %for.body.endif.endif.endif.us.prol ]
  %19 = sub nsw i64 %loop.index43.us.ph, %dest_shape.172
  %20 = icmp ugt i64 %19, -8
  br i1 %20, label %for.end, label %for.body.endif.endif.endif.us.preheader241

for.body.endif.endif.endif.us.preheader241:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check191:                                    ; preds = %for.body.lr.ph.split.us
  %21 = icmp ult i64 %dest_shape.172, 4
  br i1 %21, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck183

vector.memcheck183:                               ; preds = %iter.check191
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %.54.fca.4.load.i to i64
  %24 = ptrtoint ptr %arg.x.4 to i64
  %25 = sub i64 %22, %23
  %diff.check = icmp ult i64 %25, 256
  %26 = sub i64 %22, %24
  %diff.check187 = icmp ult i64 %26, 256
  %conflict.rdx188 = or i1 %diff.check, %diff.check187
  br i1 %conflict.rdx188, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check193

vector.main.loop.iter.check193:                   ; preds = %vector.memcheck183
  %min.iters.check192 = icmp ult i64 %dest_shape.172, 32
  br i1 %min.iters.check192, label %vec.epilog.ph214, label %vector.ph194

vector.ph194:                                     ; preds = %vector.main.loop.iter.check193
  %n.vec196 = and i64 %dest_shape.172, %const
  br label %vector.body197

vector.body197:                                   ; preds = %vector.body197, %vector.ph194
  %index198 = phi i64 [ 0, %vector.ph194 ], [ %index.next207, %vector.body197 ]
  %sunkaddr489 = mul i64 %index198, 8
  %sunkaddr490 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr489
  %wide.load199 = load <8 x double>, ptr %sunkaddr490, align 8
  %sunkaddr491 = mul i64 %index198, 8
  %sunkaddr492 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, ptr %sunkaddr492, i64 64
  %wide.load200 = load <8 x double>, ptr %sunkaddr493, align 8
  %sunkaddr494 = mul i64 %index198, 8
  %sunkaddr495 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 128
  %wide.load201 = load <8 x double>, ptr %sunkaddr496, align 8
  %sunkaddr497 = mul i64 %index198, 8
  %sunkaddr498 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, ptr %sunkaddr498, i64 192
  %wide.load202 = load <8 x double>, ptr %sunkaddr499, align 8
  %sunkaddr500 = mul i64 %index198, 8
  %sunkaddr501 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr500
  %wide.load203 = load <8 x double>, ptr %sunkaddr501, align 8
  %sunkaddr502 = mul i64 %index198, 8
  %sunkaddr503 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 64
  %wide.load204 = load <8 x double>, ptr %sunkaddr504, align 8
  %sunkaddr505 = mul i64 %index198, 8
  %sunkaddr506 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr505
  %sunkaddr507 = getelementptr i8, ptr %sunkaddr506, i64 128
  %wide.load205 = load <8 x double>, ptr %sunkaddr507, align 8
  %sunkaddr508 = mul i64 %index198, 8
  %sunkaddr509 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 192
  %wide.load206 = load <8 x double>, ptr %sunkaddr510, align 8
  %27 = fmul <8 x double> %wide.load199, %wide.load203
  %28 = fmul <8 x double> %wide.load200, %wide.load204
  %29 = fmul <8 x double> %wide.load201, %wide.load205
  %30 = fmul <8 x double> %wide.load202, %wide.load206
  %sunkaddr511 = mul i64 %index198, 8
  %sunkaddr512 = getelementptr i8, ptr %.6.i, i64 %sunkaddr511
  store <8 x double> %27, ptr %sunkaddr512, align 8
  %sunkaddr513 = mul i64 %index198, 8
  %sunkaddr514 = getelementptr i8, ptr %.6.i, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, ptr %sunkaddr514, i64 64
  store <8 x double> %28, ptr %sunkaddr515, align 8
  %sunkaddr516 = mul i64 %index198, 8
  %sunkaddr517 = getelementptr i8, ptr %.6.i, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, ptr %sunkaddr517, i64 128
  store <8 x double> %29, ptr %sunkaddr518, align 8
  %sunkaddr519 = mul i64 %index198, 8
  %sunkaddr520 = getelementptr i8, ptr %.6.i, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, ptr %sunkaddr520, i64 192
  store <8 x double> %30, ptr %sunkaddr521, align 8
  %index.next207 = add nuw i64 %index198, 32
  %31 = icmp eq i64 %n.vec196, %index.next207
  br i1 %31, label %middle.block208, label %vector.body197, !llvm.loop !30

middle.block208:                                  ; preds = %vector.body197
  %cmp.n209 = icmp eq i64 %dest_shape.172, %n.vec196
  br i1 %cmp.n209, label %for.end, label %vec.epilog.iter.check212

vec.epilog.iter.check212:                         ; preds = %middle.block208
  %32 = and i64 %dest_shape.172, 28
  %min.epilog.iters.check213 = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check213, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph214, !prof !26

vec.epilog.ph214:                                 ; preds = %vector.main.loop.iter.check193, %vec.epilog.iter.check212
  %vec.epilog.resume.val210 = phi i64 [ %n.vec196, %vec.epilog.iter.check212 ], [ 0, %vector.main.loop.iter.check193 ]
  %const_mat465 = add i64 %const, 28
  %n.vec216 = and i64 %dest_shape.172, %const_mat465
  br label %vec.epilog.vector.body217

vec.epilog.vector.body217:                        ; preds = %vec.epilog.vector.body217, %vec.epilog.ph214
  %index218 = phi i64 [ %vec.epilog.resume.val210, %vec.epilog.ph214 ], [ %index.next221, %vec.epilog.vector.body217 ]
  %33 = shl i64 %index218, 3
  %scevgep303 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %33
  %wide.load219 = load <4 x double>, ptr %scevgep303, align 8
  %34 = shl i64 %index218, 3
  %scevgep302 = getelementptr i8, ptr %arg.x.4, i64 %34
  %wide.load220 = load <4 x double>, ptr %scevgep302, align 8
  %35 = fmul <4 x double> %wide.load219, %wide.load220
  %36 = shl i64 %index218, 3
  %scevgep301 = getelementptr i8, ptr %.6.i, i64 %36
  store <4 x double> %35, ptr %scevgep301, align 8
  %index.next221 = add nuw i64 %index218, 4
  %37 = icmp eq i64 %n.vec216, %index.next221
  br i1 %37, label %vec.epilog.middle.block222, label %vec.epilog.vector.body217, !llvm.loop !31

vec.epilog.middle.block222:                       ; preds = %vec.epilog.vector.body217
  %cmp.n223 = icmp eq i64 %dest_shape.172, %n.vec216
  br i1 %cmp.n223, label %for.end, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck183, %iter.check191, %vec.epilog.iter.check212, %vec.epilog.middle.block222
  %loop.index43.us.us.ph = phi i64 [ 0, %iter.check191 ], [ 0, %vector.memcheck183 ], [ %n.vec196, %vec.epilog.iter.check212 ], [ %n.vec216, %vec.epilog.middle.block222 ]
  %38 = sub nsw i64 %dest_shape.172, %loop.index43.us.us.ph
  %xtraiter234 = and i64 %38, 7
  %lcmp.mod235.not = icmp eq i64 %xtraiter234, 0
  br i1 %lcmp.mod235.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv299 = phi i64 [ %xtraiter234, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next300, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index43.us.us.prol = phi i64 [ %.308.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index43.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %39 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep298 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %39
  %.270.us.us.prol = load double, ptr %scevgep298, align 8
  %40 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep297 = getelementptr i8, ptr %arg.x.4, i64 %40
  %.279.us.us.prol = load double, ptr %scevgep297, align 8
  %.6.i35.prol = fmul double %.270.us.us.prol, %.279.us.us.prol
  %41 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep296 = getelementptr i8, ptr %.6.i, i64 %41
  store double %.6.i35.prol, ptr %scevgep296, align 8
  %.308.us.us.prol = add nuw i64 %loop.index43.us.us.prol, 1
  %lsr.iv.next300 = add nsw i64 %lsr.iv299, -1
  %prol.iter236.cmp.not = icmp eq i64 %lsr.iv.next300, 0
  br i1 %prol.iter236.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !32

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index43.us.us.unr = phi i64 [ %loop.index43.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.308.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %42 = sub nsw i64 %loop.index43.us.us.ph, %dest_shape.172
  %43 = icmp ugt i64 %42, -8
  br i1 %43, label %for.end, label %for.body.endif.endif.endif.us.us.preheader240

for.body.endif.endif.endif.us.us.preheader240:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader240, %for.body.endif.endif.endif.us.us
  %loop.index43.us.us = phi i64 [ %.308.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index43.us.us.unr, %for.body.endif.endif.endif.us.us.preheader240 ]
  %sunkaddr522 = mul i64 %loop.index43.us.us, 8
  %sunkaddr523 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr522
  %.270.us.us = load double, ptr %sunkaddr523, align 8
  %sunkaddr524 = mul i64 %loop.index43.us.us, 8
  %sunkaddr525 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr524
  %.279.us.us = load double, ptr %sunkaddr525, align 8
  %.6.i35 = fmul double %.270.us.us, %.279.us.us
  %sunkaddr526 = mul i64 %loop.index43.us.us, 8
  %sunkaddr527 = getelementptr i8, ptr %.6.i, i64 %sunkaddr526
  store double %.6.i35, ptr %sunkaddr527, align 8
  %sunkaddr528 = mul i64 %loop.index43.us.us, 8
  %sunkaddr529 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, ptr %sunkaddr529, i64 8
  %.270.us.us.1 = load double, ptr %sunkaddr530, align 8
  %sunkaddr531 = mul i64 %loop.index43.us.us, 8
  %sunkaddr532 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, ptr %sunkaddr532, i64 8
  %.279.us.us.1 = load double, ptr %sunkaddr533, align 8
  %.6.i35.1 = fmul double %.270.us.us.1, %.279.us.us.1
  %sunkaddr534 = mul i64 %loop.index43.us.us, 8
  %sunkaddr535 = getelementptr i8, ptr %.6.i, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, ptr %sunkaddr535, i64 8
  store double %.6.i35.1, ptr %sunkaddr536, align 8
  %sunkaddr537 = mul i64 %loop.index43.us.us, 8
  %sunkaddr538 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 16
  %.270.us.us.2 = load double, ptr %sunkaddr539, align 8
  %sunkaddr540 = mul i64 %loop.index43.us.us, 8
  %sunkaddr541 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 16
  %.279.us.us.2 = load double, ptr %sunkaddr542, align 8
  %.6.i35.2 = fmul double %.270.us.us.2, %.279.us.us.2
  %sunkaddr543 = mul i64 %loop.index43.us.us, 8
  %sunkaddr544 = getelementptr i8, ptr %.6.i, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, ptr %sunkaddr544, i64 16
  store double %.6.i35.2, ptr %sunkaddr545, align 8
  %sunkaddr546 = mul i64 %loop.index43.us.us, 8
  %sunkaddr547 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 24
  %.270.us.us.3 = load double, ptr %sunkaddr548, align 8
  %sunkaddr549 = mul i64 %loop.index43.us.us, 8
  %sunkaddr550 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, ptr %sunkaddr550, i64 24
  %.279.us.us.3 = load double, ptr %sunkaddr551, align 8
  %.6.i35.3 = fmul double %.270.us.us.3, %.279.us.us.3
  %sunkaddr552 = mul i64 %loop.index43.us.us, 8
  %sunkaddr553 = getelementptr i8, ptr %.6.i, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 24
  store double %.6.i35.3, ptr %sunkaddr554, align 8
  %sunkaddr555 = mul i64 %loop.index43.us.us, 8
  %sunkaddr556 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, ptr %sunkaddr556, i64 32
  %.270.us.us.4 = load double, ptr %sunkaddr557, align 8
  %sunkaddr558 = mul i64 %loop.index43.us.us, 8
  %sunkaddr559 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 32
  %.279.us.us.4 = load double, ptr %sunkaddr560, align 8
  %.6.i35.4 = fmul double %.270.us.us.4, %.279.us.us.4
  %sunkaddr561 = mul i64 %loop.index43.us.us, 8
  %sunkaddr562 = getelementptr i8, ptr %.6.i, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 32
  store double %.6.i35.4, ptr %sunkaddr563, align 8
  %sunkaddr564 = mul i64 %loop.index43.us.us, 8
  %sunkaddr565 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, ptr %sunkaddr565, i64 40
  %.270.us.us.5 = load double, ptr %sunkaddr566, align 8
  %sunkaddr567 = mul i64 %loop.index43.us.us, 8
  %sunkaddr568 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, ptr %sunkaddr568, i64 40
  %.279.us.us.5 = load double, ptr %sunkaddr569, align 8
  %.6.i35.5 = fmul double %.270.us.us.5, %.279.us.us.5
  %sunkaddr570 = mul i64 %loop.index43.us.us, 8
  %sunkaddr571 = getelementptr i8, ptr %.6.i, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 40
  store double %.6.i35.5, ptr %sunkaddr572, align 8
  %sunkaddr573 = mul i64 %loop.index43.us.us, 8
  %sunkaddr574 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 48
  %.270.us.us.6 = load double, ptr %sunkaddr575, align 8
  %sunkaddr576 = mul i64 %loop.index43.us.us, 8
  %sunkaddr577 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 48
  %.279.us.us.6 = load double, ptr %sunkaddr578, align 8
  %.6.i35.6 = fmul double %.270.us.us.6, %.279.us.us.6
  %sunkaddr579 = mul i64 %loop.index43.us.us, 8
  %sunkaddr580 = getelementptr i8, ptr %.6.i, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, ptr %sunkaddr580, i64 48
  store double %.6.i35.6, ptr %sunkaddr581, align 8
  %sunkaddr582 = mul i64 %loop.index43.us.us, 8
  %sunkaddr583 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr582
  %sunkaddr584 = getelementptr i8, ptr %sunkaddr583, i64 56
  %.270.us.us.7 = load double, ptr %sunkaddr584, align 8
  %sunkaddr585 = mul i64 %loop.index43.us.us, 8
  %sunkaddr586 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr585
  %sunkaddr587 = getelementptr i8, ptr %sunkaddr586, i64 56
  %.279.us.us.7 = load double, ptr %sunkaddr587, align 8
  %.6.i35.7 = fmul double %.270.us.us.7, %.279.us.us.7
  %sunkaddr588 = mul i64 %loop.index43.us.us, 8
  %sunkaddr589 = getelementptr i8, ptr %.6.i, i64 %sunkaddr588
  %sunkaddr590 = getelementptr i8, ptr %sunkaddr589, i64 56
  store double %.6.i35.7, ptr %sunkaddr590, align 8
  %.308.us.us.7 = add nuw nsw i64 %loop.index43.us.us, 8
  %exitcond73.not.7 = icmp eq i64 %dest_shape.172, %.308.us.us.7
  br i1 %exitcond73.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !33

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader241, %for.body.endif.endif.endif.us
  %loop.index43.us = phi i64 [ %.308.us.7, %for.body.endif.endif.endif.us ], [ %loop.index43.us.unr, %for.body.endif.endif.endif.us.preheader241 ]
  %sunkaddr591 = mul i64 %loop.index43.us, 8
  %sunkaddr592 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr591
  %.270.us = load double, ptr %sunkaddr592, align 8
  %.279.us = load double, ptr %arg.x.4, align 8
  %.6.i36 = fmul double %.270.us, %.279.us
  %sunkaddr593 = mul i64 %loop.index43.us, 8
  %sunkaddr594 = getelementptr i8, ptr %.6.i, i64 %sunkaddr593
  store double %.6.i36, ptr %sunkaddr594, align 8
  %sunkaddr595 = mul i64 %loop.index43.us, 8
  %sunkaddr596 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, ptr %sunkaddr596, i64 8
  %.270.us.1 = load double, ptr %sunkaddr597, align 8
  %.279.us.1 = load double, ptr %arg.x.4, align 8
  %.6.i36.1 = fmul double %.270.us.1, %.279.us.1
  %sunkaddr598 = mul i64 %loop.index43.us, 8
  %sunkaddr599 = getelementptr i8, ptr %.6.i, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, ptr %sunkaddr599, i64 8
  store double %.6.i36.1, ptr %sunkaddr600, align 8
  %sunkaddr601 = mul i64 %loop.index43.us, 8
  %sunkaddr602 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, ptr %sunkaddr602, i64 16
  %.270.us.2 = load double, ptr %sunkaddr603, align 8
  %.279.us.2 = load double, ptr %arg.x.4, align 8
  %.6.i36.2 = fmul double %.270.us.2, %.279.us.2
  %sunkaddr604 = mul i64 %loop.index43.us, 8
  %sunkaddr605 = getelementptr i8, ptr %.6.i, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 16
  store double %.6.i36.2, ptr %sunkaddr606, align 8
  %sunkaddr607 = mul i64 %loop.index43.us, 8
  %sunkaddr608 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, ptr %sunkaddr608, i64 24
  %.270.us.3 = load double, ptr %sunkaddr609, align 8
  %.279.us.3 = load double, ptr %arg.x.4, align 8
  %.6.i36.3 = fmul double %.270.us.3, %.279.us.3
  %sunkaddr610 = mul i64 %loop.index43.us, 8
  %sunkaddr611 = getelementptr i8, ptr %.6.i, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 24
  store double %.6.i36.3, ptr %sunkaddr612, align 8
  %sunkaddr613 = mul i64 %loop.index43.us, 8
  %sunkaddr614 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr613
  %sunkaddr615 = getelementptr i8, ptr %sunkaddr614, i64 32
  %.270.us.4 = load double, ptr %sunkaddr615, align 8
  %.279.us.4 = load double, ptr %arg.x.4, align 8
  %.6.i36.4 = fmul double %.270.us.4, %.279.us.4
  %sunkaddr616 = mul i64 %loop.index43.us, 8
  %sunkaddr617 = getelementptr i8, ptr %.6.i, i64 %sunkaddr616
  %sunkaddr618 = getelementptr i8, ptr %sunkaddr617, i64 32
  store double %.6.i36.4, ptr %sunkaddr618, align 8
  %sunkaddr619 = mul i64 %loop.index43.us, 8
  %sunkaddr620 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr619
  %sunkaddr621 = getelementptr i8, ptr %sunkaddr620, i64 40
  %.270.us.5 = load double, ptr %sunkaddr621, align 8
  %.279.us.5 = load double, ptr %arg.x.4, align 8
  %.6.i36.5 = fmul double %.270.us.5, %.279.us.5
  %sunkaddr622 = mul i64 %loop.index43.us, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 40
  store double %.6.i36.5, ptr %sunkaddr624, align 8
  %sunkaddr625 = mul i64 %loop.index43.us, 8
  %sunkaddr626 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 48
  %.270.us.6 = load double, ptr %sunkaddr627, align 8
  %.279.us.6 = load double, ptr %arg.x.4, align 8
  %.6.i36.6 = fmul double %.270.us.6, %.279.us.6
  %sunkaddr628 = mul i64 %loop.index43.us, 8
  %sunkaddr629 = getelementptr i8, ptr %.6.i, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, ptr %sunkaddr629, i64 48
  store double %.6.i36.6, ptr %sunkaddr630, align 8
  %sunkaddr631 = mul i64 %loop.index43.us, 8
  %sunkaddr632 = getelementptr i8, ptr %.54.fca.4.load.i, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, ptr %sunkaddr632, i64 56
  %.270.us.7 = load double, ptr %sunkaddr633, align 8
  %.279.us.7 = load double, ptr %arg.x.4, align 8
  %.6.i36.7 = fmul double %.270.us.7, %.279.us.7
  %sunkaddr634 = mul i64 %loop.index43.us, 8
  %sunkaddr635 = getelementptr i8, ptr %.6.i, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, ptr %sunkaddr635, i64 56
  store double %.6.i36.7, ptr %sunkaddr636, align 8
  %.308.us.7 = add nuw nsw i64 %loop.index43.us, 8
  %exitcond72.not.7 = icmp eq i64 %dest_shape.172, %.308.us.7
  br i1 %exitcond72.not.7, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !34

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %44 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %44, label %iter.check105, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %45 = icmp ult i64 %dest_shape.172, 4
  br i1 %45, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %46 = shl i64 %dest_shape.172, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %46
  %scevgep79 = getelementptr i8, ptr %.54.fca.4.load.i, i64 8
  %scevgep80 = getelementptr i8, ptr %arg.x.4, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep79
  %bound1 = icmp ult ptr %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound081 = icmp ult ptr %.6.i, %scevgep80
  %bound182 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict83 = and i1 %bound081, %bound182
  %conflict.rdx = or i1 %found.conflict, %found.conflict83
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check84 = icmp ult i64 %dest_shape.172, 32
  br i1 %min.iters.check84, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.172, %const
  %47 = load double, ptr %arg.x.4, align 8, !alias.scope !35
  %48 = load double, ptr %.54.fca.4.load.i, align 8, !alias.scope !38
  %49 = fmul double %48, %47
  %broadcast.splatinsert = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr637 = mul i64 %index, 8
  %sunkaddr638 = getelementptr i8, ptr %.6.i, i64 %sunkaddr637
  store <8 x double> %broadcast.splat, ptr %sunkaddr638, align 8, !alias.scope !40, !noalias !42
  %sunkaddr639 = mul i64 %index, 8
  %sunkaddr640 = getelementptr i8, ptr %.6.i, i64 %sunkaddr639
  %sunkaddr641 = getelementptr i8, ptr %sunkaddr640, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr641, align 8, !alias.scope !40, !noalias !42
  %sunkaddr642 = mul i64 %index, 8
  %sunkaddr643 = getelementptr i8, ptr %.6.i, i64 %sunkaddr642
  %sunkaddr644 = getelementptr i8, ptr %sunkaddr643, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr644, align 8, !alias.scope !40, !noalias !42
  %sunkaddr645 = mul i64 %index, 8
  %sunkaddr646 = getelementptr i8, ptr %.6.i, i64 %sunkaddr645
  %sunkaddr647 = getelementptr i8, ptr %sunkaddr646, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr647, align 8, !alias.scope !40, !noalias !42
  %index.next = add nuw i64 %index, 32
  %50 = icmp eq i64 %n.vec, %index.next
  br i1 %50, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.172, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %51 = and i64 %dest_shape.172, 28
  %min.epilog.iters.check = icmp eq i64 %51, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !26

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat466 = add i64 %const, 28
  %n.vec86 = and i64 %dest_shape.172, %const_mat466
  %52 = load double, ptr %arg.x.4, align 8, !alias.scope !35
  %53 = load double, ptr %.54.fca.4.load.i, align 8, !alias.scope !38
  %54 = fmul double %53, %52
  %broadcast.splatinsert88 = insertelement <4 x double> poison, double %54, i64 0
  %broadcast.splat89 = shufflevector <4 x double> %broadcast.splatinsert88, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index87 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next90, %vec.epilog.vector.body ]
  %55 = shl i64 %index87, 3
  %scevgep455 = getelementptr i8, ptr %.6.i, i64 %55
  store <4 x double> %broadcast.splat89, ptr %scevgep455, align 8, !alias.scope !40, !noalias !42
  %index.next90 = add nuw i64 %index87, 4
  %56 = icmp eq i64 %n.vec86, %index.next90
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n91 = icmp eq i64 %dest_shape.172, %n.vec86
  br i1 %cmp.n91, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index43.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec86, %vec.epilog.middle.block ]
  %57 = sub nsw i64 %dest_shape.172, %loop.index43.ph
  %xtraiter = and i64 %57, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv453 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next454, %for.body.endif.endif.endif.prol ]
  %loop.index43.prol = phi i64 [ %.308.prol, %for.body.endif.endif.endif.prol ], [ %loop.index43.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.270.prol = load double, ptr %.54.fca.4.load.i, align 8
  %.279.prol = load double, ptr %arg.x.4, align 8
  %.6.i38.prol = fmul double %.270.prol, %.279.prol
  %58 = shl i64 %loop.index43.prol, 3
  %scevgep452 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i38.prol, ptr %scevgep452, align 8
  %.308.prol = add nuw i64 %loop.index43.prol, 1
  %lsr.iv.next454 = add nsw i64 %lsr.iv453, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next454, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !45

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index43.unr = phi i64 [ %loop.index43.ph, %for.body.endif.endif.endif.preheader ], [ %.308.prol, %for.body.endif.endif.endif.prol ]
  %59 = sub nsw i64 %loop.index43.ph, %dest_shape.172
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %for.end, label %for.body.endif.endif.endif.preheader245

for.body.endif.endif.endif.preheader245:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check105:                                    ; preds = %for.body.lr.ph.split
  %61 = icmp ult i64 %dest_shape.172, 4
  br i1 %61, label %for.body.endif.endif.endif.us48.preheader, label %vector.memcheck92

vector.memcheck92:                                ; preds = %iter.check105
  %62 = shl i64 %dest_shape.172, 3
  %scevgep93 = getelementptr i8, ptr %.6.i, i64 %62
  %scevgep94 = getelementptr i8, ptr %.54.fca.4.load.i, i64 8
  %scevgep95 = getelementptr i8, ptr %arg.x.4, i64 %62
  %bound096 = icmp ult ptr %.6.i, %scevgep94
  %bound197 = icmp ult ptr %.54.fca.4.load.i, %scevgep93
  %found.conflict98 = and i1 %bound096, %bound197
  %bound099 = icmp ult ptr %.6.i, %scevgep95
  %bound1100 = icmp ult ptr %arg.x.4, %scevgep93
  %found.conflict101 = and i1 %bound099, %bound1100
  %conflict.rdx102 = or i1 %found.conflict98, %found.conflict101
  br i1 %conflict.rdx102, label %for.body.endif.endif.endif.us48.preheader, label %vector.main.loop.iter.check107

vector.main.loop.iter.check107:                   ; preds = %vector.memcheck92
  %min.iters.check106 = icmp ult i64 %dest_shape.172, 32
  br i1 %min.iters.check106, label %vec.epilog.ph125, label %vector.ph108

vector.ph108:                                     ; preds = %vector.main.loop.iter.check107
  %n.vec110 = and i64 %dest_shape.172, %const
  %63 = load double, ptr %.54.fca.4.load.i, align 8, !alias.scope !46
  %broadcast.splatinsert116 = insertelement <8 x double> poison, double %63, i64 0
  %broadcast.splat117 = shufflevector <8 x double> %broadcast.splatinsert116, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body111

vector.body111:                                   ; preds = %vector.body111, %vector.ph108
  %index112 = phi i64 [ 0, %vector.ph108 ], [ %index.next118, %vector.body111 ]
  %sunkaddr648 = mul i64 %index112, 8
  %sunkaddr649 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr648
  %wide.load = load <8 x double>, ptr %sunkaddr649, align 8, !alias.scope !49
  %sunkaddr650 = mul i64 %index112, 8
  %sunkaddr651 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr650
  %sunkaddr652 = getelementptr i8, ptr %sunkaddr651, i64 64
  %wide.load113 = load <8 x double>, ptr %sunkaddr652, align 8, !alias.scope !49
  %sunkaddr653 = mul i64 %index112, 8
  %sunkaddr654 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, ptr %sunkaddr654, i64 128
  %wide.load114 = load <8 x double>, ptr %sunkaddr655, align 8, !alias.scope !49
  %sunkaddr656 = mul i64 %index112, 8
  %sunkaddr657 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, ptr %sunkaddr657, i64 192
  %wide.load115 = load <8 x double>, ptr %sunkaddr658, align 8, !alias.scope !49
  %64 = fmul <8 x double> %broadcast.splat117, %wide.load
  %65 = fmul <8 x double> %broadcast.splat117, %wide.load113
  %66 = fmul <8 x double> %broadcast.splat117, %wide.load114
  %67 = fmul <8 x double> %broadcast.splat117, %wide.load115
  %sunkaddr659 = mul i64 %index112, 8
  %sunkaddr660 = getelementptr i8, ptr %.6.i, i64 %sunkaddr659
  store <8 x double> %64, ptr %sunkaddr660, align 8, !alias.scope !51, !noalias !53
  %sunkaddr661 = mul i64 %index112, 8
  %sunkaddr662 = getelementptr i8, ptr %.6.i, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, ptr %sunkaddr662, i64 64
  store <8 x double> %65, ptr %sunkaddr663, align 8, !alias.scope !51, !noalias !53
  %sunkaddr664 = mul i64 %index112, 8
  %sunkaddr665 = getelementptr i8, ptr %.6.i, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, ptr %sunkaddr665, i64 128
  store <8 x double> %66, ptr %sunkaddr666, align 8, !alias.scope !51, !noalias !53
  %sunkaddr667 = mul i64 %index112, 8
  %sunkaddr668 = getelementptr i8, ptr %.6.i, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, ptr %sunkaddr668, i64 192
  store <8 x double> %67, ptr %sunkaddr669, align 8, !alias.scope !51, !noalias !53
  %index.next118 = add nuw i64 %index112, 32
  %68 = icmp eq i64 %n.vec110, %index.next118
  br i1 %68, label %middle.block119, label %vector.body111, !llvm.loop !54

middle.block119:                                  ; preds = %vector.body111
  %cmp.n120 = icmp eq i64 %dest_shape.172, %n.vec110
  br i1 %cmp.n120, label %for.end, label %vec.epilog.iter.check123

vec.epilog.iter.check123:                         ; preds = %middle.block119
  %69 = and i64 %dest_shape.172, 28
  %min.epilog.iters.check124 = icmp eq i64 %69, 0
  br i1 %min.epilog.iters.check124, label %for.body.endif.endif.endif.us48.preheader, label %vec.epilog.ph125, !prof !26

vec.epilog.ph125:                                 ; preds = %vector.main.loop.iter.check107, %vec.epilog.iter.check123
  %vec.epilog.resume.val121 = phi i64 [ %n.vec110, %vec.epilog.iter.check123 ], [ 0, %vector.main.loop.iter.check107 ]
  %const_mat467 = add i64 %const, 28
  %n.vec127 = and i64 %dest_shape.172, %const_mat467
  %70 = load double, ptr %.54.fca.4.load.i, align 8, !alias.scope !46
  %broadcast.splatinsert131 = insertelement <4 x double> poison, double %70, i64 0
  %broadcast.splat132 = shufflevector <4 x double> %broadcast.splatinsert131, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body128

vec.epilog.vector.body128:                        ; preds = %vec.epilog.vector.body128, %vec.epilog.ph125
  %index129 = phi i64 [ %vec.epilog.resume.val121, %vec.epilog.ph125 ], [ %index.next133, %vec.epilog.vector.body128 ]
  %71 = shl i64 %index129, 3
  %scevgep419 = getelementptr i8, ptr %arg.x.4, i64 %71
  %wide.load130 = load <4 x double>, ptr %scevgep419, align 8, !alias.scope !49
  %72 = fmul <4 x double> %broadcast.splat132, %wide.load130
  %73 = shl i64 %index129, 3
  %scevgep418 = getelementptr i8, ptr %.6.i, i64 %73
  store <4 x double> %72, ptr %scevgep418, align 8, !alias.scope !51, !noalias !53
  %index.next133 = add nuw i64 %index129, 4
  %74 = icmp eq i64 %n.vec127, %index.next133
  br i1 %74, label %vec.epilog.middle.block134, label %vec.epilog.vector.body128, !llvm.loop !55

vec.epilog.middle.block134:                       ; preds = %vec.epilog.vector.body128
  %cmp.n135 = icmp eq i64 %dest_shape.172, %n.vec127
  br i1 %cmp.n135, label %for.end, label %for.body.endif.endif.endif.us48.preheader

for.body.endif.endif.endif.us48.preheader:        ; preds = %vector.memcheck92, %iter.check105, %vec.epilog.iter.check123, %vec.epilog.middle.block134
  %loop.index43.us45.ph = phi i64 [ 0, %iter.check105 ], [ 0, %vector.memcheck92 ], [ %n.vec110, %vec.epilog.iter.check123 ], [ %n.vec127, %vec.epilog.middle.block134 ]
  %75 = sub nsw i64 %dest_shape.172, %loop.index43.us45.ph
  %xtraiter228 = and i64 %75, 7
  %lcmp.mod229.not = icmp eq i64 %xtraiter228, 0
  br i1 %lcmp.mod229.not, label %for.body.endif.endif.endif.us48.prol.loopexit, label %for.body.endif.endif.endif.us48.prol.preheader

for.body.endif.endif.endif.us48.prol.preheader:   ; preds = %for.body.endif.endif.endif.us48.preheader
  br label %for.body.endif.endif.endif.us48.prol

for.body.endif.endif.endif.us48.prol:             ; preds = %for.body.endif.endif.endif.us48.prol.preheader, %for.body.endif.endif.endif.us48.prol
  %lsr.iv416 = phi i64 [ %xtraiter228, %for.body.endif.endif.endif.us48.prol.preheader ], [ %lsr.iv.next417, %for.body.endif.endif.endif.us48.prol ]
  %loop.index43.us45.prol = phi i64 [ %.308.us51.prol, %for.body.endif.endif.endif.us48.prol ], [ %loop.index43.us45.ph, %for.body.endif.endif.endif.us48.prol.preheader ]
  %.270.us47.prol = load double, ptr %.54.fca.4.load.i, align 8
  %76 = shl i64 %loop.index43.us45.prol, 3
  %scevgep415 = getelementptr i8, ptr %arg.x.4, i64 %76
  %.279.us55.prol = load double, ptr %scevgep415, align 8
  %.6.i37.prol = fmul double %.270.us47.prol, %.279.us55.prol
  %77 = shl i64 %loop.index43.us45.prol, 3
  %scevgep414 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.6.i37.prol, ptr %scevgep414, align 8
  %.308.us51.prol = add nuw i64 %loop.index43.us45.prol, 1
  %lsr.iv.next417 = add nsw i64 %lsr.iv416, -1
  %prol.iter230.cmp.not = icmp eq i64 %lsr.iv.next417, 0
  br i1 %prol.iter230.cmp.not, label %for.body.endif.endif.endif.us48.prol.loopexit, label %for.body.endif.endif.endif.us48.prol, !llvm.loop !56

for.body.endif.endif.endif.us48.prol.loopexit:    ; preds = %for.body.endif.endif.endif.us48.prol, %for.body.endif.endif.endif.us48.preheader
  %loop.index43.us45.unr = phi i64 [ %loop.index43.us45.ph, %for.body.endif.endif.endif.us48.preheader ], [ %.308.us51.prol, %for.body.endif.endif.endif.us48.prol ]
  %78 = sub nsw i64 %loop.index43.us45.ph, %dest_shape.172
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %for.end, label %for.body.endif.endif.endif.us48.preheader243

for.body.endif.endif.endif.us48.preheader243:     ; preds = %for.body.endif.endif.endif.us48.prol.loopexit
  br label %for.body.endif.endif.endif.us48

for.body.endif.endif.endif.us48:                  ; preds = %for.body.endif.endif.endif.us48.preheader243, %for.body.endif.endif.endif.us48
  %loop.index43.us45 = phi i64 [ %.308.us51.7, %for.body.endif.endif.endif.us48 ], [ %loop.index43.us45.unr, %for.body.endif.endif.endif.us48.preheader243 ]
  %.270.us47 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr670 = mul i64 %loop.index43.us45, 8
  %sunkaddr671 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr670
  %.279.us55 = load double, ptr %sunkaddr671, align 8
  %.6.i37 = fmul double %.270.us47, %.279.us55
  %sunkaddr672 = mul i64 %loop.index43.us45, 8
  %sunkaddr673 = getelementptr i8, ptr %.6.i, i64 %sunkaddr672
  store double %.6.i37, ptr %sunkaddr673, align 8
  %.270.us47.1 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr674 = mul i64 %loop.index43.us45, 8
  %sunkaddr675 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, ptr %sunkaddr675, i64 8
  %.279.us55.1 = load double, ptr %sunkaddr676, align 8
  %.6.i37.1 = fmul double %.270.us47.1, %.279.us55.1
  %sunkaddr677 = mul i64 %loop.index43.us45, 8
  %sunkaddr678 = getelementptr i8, ptr %.6.i, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, ptr %sunkaddr678, i64 8
  store double %.6.i37.1, ptr %sunkaddr679, align 8
  %.270.us47.2 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr680 = mul i64 %loop.index43.us45, 8
  %sunkaddr681 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 16
  %.279.us55.2 = load double, ptr %sunkaddr682, align 8
  %.6.i37.2 = fmul double %.270.us47.2, %.279.us55.2
  %sunkaddr683 = mul i64 %loop.index43.us45, 8
  %sunkaddr684 = getelementptr i8, ptr %.6.i, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 16
  store double %.6.i37.2, ptr %sunkaddr685, align 8
  %.270.us47.3 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr686 = mul i64 %loop.index43.us45, 8
  %sunkaddr687 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 24
  %.279.us55.3 = load double, ptr %sunkaddr688, align 8
  %.6.i37.3 = fmul double %.270.us47.3, %.279.us55.3
  %sunkaddr689 = mul i64 %loop.index43.us45, 8
  %sunkaddr690 = getelementptr i8, ptr %.6.i, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 24
  store double %.6.i37.3, ptr %sunkaddr691, align 8
  %.270.us47.4 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr692 = mul i64 %loop.index43.us45, 8
  %sunkaddr693 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 32
  %.279.us55.4 = load double, ptr %sunkaddr694, align 8
  %.6.i37.4 = fmul double %.270.us47.4, %.279.us55.4
  %sunkaddr695 = mul i64 %loop.index43.us45, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 32
  store double %.6.i37.4, ptr %sunkaddr697, align 8
  %.270.us47.5 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr698 = mul i64 %loop.index43.us45, 8
  %sunkaddr699 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 40
  %.279.us55.5 = load double, ptr %sunkaddr700, align 8
  %.6.i37.5 = fmul double %.270.us47.5, %.279.us55.5
  %sunkaddr701 = mul i64 %loop.index43.us45, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 40
  store double %.6.i37.5, ptr %sunkaddr703, align 8
  %.270.us47.6 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr704 = mul i64 %loop.index43.us45, 8
  %sunkaddr705 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, ptr %sunkaddr705, i64 48
  %.279.us55.6 = load double, ptr %sunkaddr706, align 8
  %.6.i37.6 = fmul double %.270.us47.6, %.279.us55.6
  %sunkaddr707 = mul i64 %loop.index43.us45, 8
  %sunkaddr708 = getelementptr i8, ptr %.6.i, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, ptr %sunkaddr708, i64 48
  store double %.6.i37.6, ptr %sunkaddr709, align 8
  %.270.us47.7 = load double, ptr %.54.fca.4.load.i, align 8
  %sunkaddr710 = mul i64 %loop.index43.us45, 8
  %sunkaddr711 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, ptr %sunkaddr711, i64 56
  %.279.us55.7 = load double, ptr %sunkaddr712, align 8
  %.6.i37.7 = fmul double %.270.us47.7, %.279.us55.7
  %sunkaddr713 = mul i64 %loop.index43.us45, 8
  %sunkaddr714 = getelementptr i8, ptr %.6.i, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, ptr %sunkaddr714, i64 56
  store double %.6.i37.7, ptr %sunkaddr715, align 8
  %.308.us51.7 = add nuw nsw i64 %loop.index43.us45, 8
  %exitcond71.not.7 = icmp eq i64 %dest_shape.172, %.308.us51.7
  br i1 %exitcond71.not.7, label %for.end, label %for.body.endif.endif.endif.us48, !llvm.loop !57

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us48, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us48.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block119, %vec.epilog.middle.block134, %middle.block165, %vec.epilog.middle.block180, %middle.block208, %vec.epilog.middle.block222
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  %xtraiter.i = and i64 %dest_shape.172, 7
  %80 = icmp samesign ult i64 %dest_shape.172, 8
  br i1 %80, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !58

.89.endif.preheader.new.i:                        ; preds = %for.end
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.172, %const_mat
  %81 = add nsw i64 %dest_shape.172, -8
  %82 = lshr i64 %81, 3
  %83 = add nuw nsw i64 %82, 1
  %xtraiter237 = and i64 %83, 3
  %84 = and i64 %81, 24
  %lcmp.mod238.not = icmp eq i64 %84, 24
  br i1 %lcmp.mod238.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !59

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter237, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !60
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i39.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i39.prol, align 8, !noalias !60
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !60
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !60
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !60
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !60
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !60
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !60
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter239.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter239.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !63, !llvm.loop !64

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %85 = icmp ult i64 %81, 24
  br i1 %85, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !65

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !66

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end
  %.77.013.epil.init.i = phi ptr [ %.6.i, %for.end ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %86 = shl i64 %epil.iter.i, 3
  %scevgep247 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %86
  %.106.epil.i = load double, ptr %scevgep247, align 8, !noalias !60
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !67, !llvm.loop !68

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !60
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i39 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i39, align 8, !noalias !60
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !60
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !60
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !60
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !60
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !60
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !60
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !60
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i39.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i39.1, align 8, !noalias !60
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !60
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !60
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !60
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !60
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !60
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !60
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !60
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i39.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i39.2, align 8, !noalias !60
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !60
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !60
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !60
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !60
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !60
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !60
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !60
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i39.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i39.3, align 8, !noalias !60
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !60
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !60
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !60
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !60
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !60
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !60
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !70, !llvm.loop !71

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader245, %for.body.endif.endif.endif
  %loop.index43 = phi i64 [ %.308.7, %for.body.endif.endif.endif ], [ %loop.index43.unr, %for.body.endif.endif.endif.preheader245 ]
  %.270 = load double, ptr %.54.fca.4.load.i, align 8
  %.279 = load double, ptr %arg.x.4, align 8
  %.6.i38 = fmul double %.270, %.279
  %sunkaddr716 = mul i64 %loop.index43, 8
  %sunkaddr717 = getelementptr i8, ptr %.6.i, i64 %sunkaddr716
  store double %.6.i38, ptr %sunkaddr717, align 8
  %.270.1 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.1 = load double, ptr %arg.x.4, align 8
  %.6.i38.1 = fmul double %.270.1, %.279.1
  %sunkaddr718 = mul i64 %loop.index43, 8
  %sunkaddr719 = getelementptr i8, ptr %.6.i, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, ptr %sunkaddr719, i64 8
  store double %.6.i38.1, ptr %sunkaddr720, align 8
  %.270.2 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.2 = load double, ptr %arg.x.4, align 8
  %.6.i38.2 = fmul double %.270.2, %.279.2
  %sunkaddr721 = mul i64 %loop.index43, 8
  %sunkaddr722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, ptr %sunkaddr722, i64 16
  store double %.6.i38.2, ptr %sunkaddr723, align 8
  %.270.3 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.3 = load double, ptr %arg.x.4, align 8
  %.6.i38.3 = fmul double %.270.3, %.279.3
  %sunkaddr724 = mul i64 %loop.index43, 8
  %sunkaddr725 = getelementptr i8, ptr %.6.i, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 24
  store double %.6.i38.3, ptr %sunkaddr726, align 8
  %.270.4 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.4 = load double, ptr %arg.x.4, align 8
  %.6.i38.4 = fmul double %.270.4, %.279.4
  %sunkaddr727 = mul i64 %loop.index43, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, ptr %sunkaddr728, i64 32
  store double %.6.i38.4, ptr %sunkaddr729, align 8
  %.270.5 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.5 = load double, ptr %arg.x.4, align 8
  %.6.i38.5 = fmul double %.270.5, %.279.5
  %sunkaddr730 = mul i64 %loop.index43, 8
  %sunkaddr731 = getelementptr i8, ptr %.6.i, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, ptr %sunkaddr731, i64 40
  store double %.6.i38.5, ptr %sunkaddr732, align 8
  %.270.6 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.6 = load double, ptr %arg.x.4, align 8
  %.6.i38.6 = fmul double %.270.6, %.279.6
  %sunkaddr733 = mul i64 %loop.index43, 8
  %sunkaddr734 = getelementptr i8, ptr %.6.i, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, ptr %sunkaddr734, i64 48
  store double %.6.i38.6, ptr %sunkaddr735, align 8
  %.270.7 = load double, ptr %.54.fca.4.load.i, align 8
  %.279.7 = load double, ptr %arg.x.4, align 8
  %.6.i38.7 = fmul double %.270.7, %.279.7
  %sunkaddr736 = mul i64 %loop.index43, 8
  %sunkaddr737 = getelementptr i8, ptr %.6.i, i64 %sunkaddr736
  %sunkaddr738 = getelementptr i8, ptr %sunkaddr737, i64 56
  store double %.6.i38.7, ptr %sunkaddr738, align 8
  %.308.7 = add nuw nsw i64 %loop.index43, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.172, %.308.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !73

for.end.endif.critedge:                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %.54.fca.0.load.i)
  br label %for.end.endif

for.end.endif:                                    ; preds = %.89.endif.epil.i, %for.end.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.dot_mv, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !14

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !14

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !14

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
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !14

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !14

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
  %.60.fca.6.0.load = load i64, ptr %sunkaddr13, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr %.60.fca.1.load, i64 %.60.fca.2.load, i64 8, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !4

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !14

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !14

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

define double @cfunc._ZN7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels6dot_mvB3v66B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.12, i64 %.13) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !4

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !14

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !14

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v68B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  br i1 %.18.i.i, label %B54.if.if, label %B0.endif.endif.i.i, !prof !14

B0.endif.endif.i.i:                               ; preds = %B54
  %const1 = bitcast i64 1152921504606846975 to i64
  %.34.i.i = icmp samesign ugt i64 %arg.a.5.0, %const1
  br i1 %.34.i.i, label %B54.if.if, label %B0.endif.endif.endif.i.i, !prof !14

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !74
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if.if, label %B54.endif, !prof !14

B108:                                             ; preds = %B0
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if.if, label %B0.endif.endif.i3, !prof !14

B0.endif.endif.i3:                                ; preds = %B108
  %const = bitcast i64 1152921504606846975 to i64
  %.34.i = icmp samesign ugt i64 %arg.a.5.0, %const
  br i1 %.34.i, label %B108.if.if, label %B0.endif.endif.endif.i, !prof !14

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i3
  %.33.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !87
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if.if, label %B108.endif, !prof !14

common.ret:                                       ; preds = %B108.endif.if.if, %B108.endif.endif, %B108.if.if, %B54.if.if, %B54.endif
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 1, %B54.if.if ], [ 1, %B108.if.if ], [ 0, %B108.endif.endif ], [ 1, %B108.endif.if.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !97
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i.i.i, i8 0, i64 %.33.i.i, i1 false), !noalias !98
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
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B54 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, %B0.endif.endif.i.i ], [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i.i ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !101
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.197, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.197, ptr nonnull %excinfo.3, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.a.5.0, i64 8, ptr %.6.i.i, i64 %arg.a.5.0, i64 8)
  %cond2 = icmp eq i32 %.209, 0
  br i1 %cond2, label %B108.endif.endif, label %B108.endif.if.if, !prof !4

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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !14

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !14

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v69B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr %arg.out.0, ptr %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, ptr %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !14

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
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !102

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
declare void @Py_FatalError(ptr) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { noreturn }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v67B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 32212253, i32 2115271395}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = !{!"branch_weights", i32 1, i32 99}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = !{!21}
!21 = distinct !{!21, !17}
!22 = !{!19, !16}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = !{!"branch_weights", i32 4, i32 28}
!27 = distinct !{!27, !24, !25}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !24, !25}
!31 = distinct !{!31, !24, !25}
!32 = distinct !{!32, !29}
!33 = distinct !{!33, !24}
!34 = distinct !{!34, !24}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = !{!41}
!41 = distinct !{!41, !37}
!42 = !{!39, !36}
!43 = distinct !{!43, !24, !25}
!44 = distinct !{!44, !24, !25}
!45 = distinct !{!45, !29}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!47, !50}
!54 = distinct !{!54, !24, !25}
!55 = distinct !{!55, !24, !25}
!56 = distinct !{!56, !29}
!57 = distinct !{!57, !24}
!58 = !{!"branch_weights", i32 146201250, i32 2001282398}
!59 = !{!"branch_weights", i32 127, i32 1}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!63 = !{!"branch_weights", i32 1, i32 1}
!64 = distinct !{!64, !29}
!65 = !{!"branch_weights", i32 1, i32 127}
!66 = !{!"branch_weights", i32 277993707, i32 1869489941}
!67 = !{!"branch_weights", i32 542333185, i32 1605150463}
!68 = distinct !{!68, !69, !29}
!69 = !{!"llvm.loop.estimated_trip_count", i32 4}
!70 = !{!"branch_weights", i32 166258294, i32 1981225354}
!71 = distinct !{!71, !72}
!72 = !{!"llvm.loop.estimated_trip_count", i32 3}
!73 = distinct !{!73, !24}
!74 = !{!75, !77, !78, !80, !81, !83, !84, !86}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!82 = distinct !{!82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!83 = distinct !{!83, !82, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!87 = !{!88, !90, !91, !93, !94, !96}
!88 = distinct !{!88, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!89 = distinct !{!89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!90 = distinct !{!90, !89, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!94 = distinct !{!94, !95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!95 = distinct !{!95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!96 = distinct !{!96, !95, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v42B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!97 = !{!81, !83, !84, !86}
!98 = !{!99, !84, !86}
!99 = distinct !{!99, !100, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!100 = distinct !{!100, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v41B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!101 = !{!94, !96}
!102 = !{!"branch_weights", i32 99, i32 1}
