; ModuleID = 'det_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.det_loss = internal constant [9 x i8] c"det_loss\00"
@_ZN08NumbaEnv7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f931ea39350>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f931ea39350>\00"
@_ZN08NumbaEnv5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269924476864 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\0Cslogdet_impl\94\8C\12numba/np/linalg.py\94M\05\08\87\94\87\94."
@.const.pickledata.140269924476864.sha1 = internal constant [20 x i8] c"\EE\83u\C2\CF\03\0A\A3\0D#f\0C5\D0u\1E\C7\A1\07\81"
@.const.picklebuf.140269924476864 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269924476864, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924476864.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269927312384 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140269927312384.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140269927312384 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140269927312384, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269927312384.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931233856 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140269931233856.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140269931233856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269931233856, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931233856.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931113280 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931113280.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931113280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931113280, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931113280.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269931366144 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269931366144.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269931366144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269931366144, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931366144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269931474752 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931474752.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931474752 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931474752, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931474752.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140269931365056 = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\81\03\87\94\87\94."
@.const.pickledata.140269931365056.sha1 = internal constant [20 x i8] c"_N(\0D\80\F0`\8F\12\CFl\C0X\D0\83\EB\99J~\F8"
@.const.picklebuf.140269931365056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.const.pickledata.140269931365056, i32 0, i32 0), i32 90, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931365056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140269929999552 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140269929999552.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140269929999552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140269929999552, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929999552.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nocapture readnone %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* nocapture readonly %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.22.i = alloca [2 x double], align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.22.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false), !noalias !1
  %.30.i = call i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE([2 x double]* nonnull %.22.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1), !noalias !1
  switch i32 %.30.i, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast [2 x double]* %.22.i to i8*
  %.fca.0.gep2.i163 = bitcast [2 x double]* %.22.i to double*
  %.fca.1.gep.i = getelementptr inbounds [2 x double], [2 x double]* %.22.i, i64 0, i64 1
  %.40.fca.1.load.i = load double, double* %.fca.1.gep.i, align 8, !noalias !1
  %.40.fca.0.load.i = load double, double* %.fca.0.gep2.i163, align 8, !noalias !1
  %.72.i = tail call double @llvm.exp.f64(double %.40.fca.1.load.i)
  %.77.i = fmul double %.40.fca.0.load.i, %.72.i
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.68.i = icmp eq i64 %arg.b.2, 0
  br i1 %.68.i, label %B0.endif.endif, label %B50.endif.preheader.i, !prof !5

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast [2 x double]* %.22.i to i8*
  %.31.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.50 = icmp sgt i32 %.30.i, 0
  %.51 = select i1 %.50, { i8*, i32, i8*, i8*, i32 }* %.31.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.51, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B50.endif.preheader.i:                            ; preds = %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.b.2, i64 1) #6
  %6 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %8 = add nsw i64 %unroll_iter.i, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %xtraiter = and i64 %10, 7
  %11 = icmp ult i64 %8, 56
  br i1 %11, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %10, 4611686018427387896
  %scevgep32 = getelementptr double, double* %arg.b.4, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %12 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep8 = getelementptr double, double* %arg.b.4, i64 %12
  %13 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %14 = bitcast double* %scevgep8 to i8*
  %uglygep29 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2930 = bitcast i8* %uglygep29 to double*
  %scevgep31 = getelementptr double, double* %uglygep2930, i64 -7
  %.236.i.epil = load double, double* %scevgep31, align 8, !noalias !6
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep26 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2627 = bitcast i8* %uglygep26 to double*
  %scevgep28 = getelementptr double, double* %uglygep2627, i64 -6
  %.236.1.i.epil = load double, double* %scevgep28, align 8, !noalias !6
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep23 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2324 = bitcast i8* %uglygep23 to double*
  %scevgep25 = getelementptr double, double* %uglygep2324, i64 -5
  %.236.2.i.epil = load double, double* %scevgep25, align 8, !noalias !6
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep20 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2021 = bitcast i8* %uglygep20 to double*
  %scevgep22 = getelementptr double, double* %uglygep2021, i64 -4
  %.236.3.i.epil = load double, double* %scevgep22, align 8, !noalias !6
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep17 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1718 = bitcast i8* %uglygep17 to double*
  %scevgep19 = getelementptr double, double* %uglygep1718, i64 -3
  %.236.4.i.epil = load double, double* %scevgep19, align 8, !noalias !6
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep14 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1415 = bitcast i8* %uglygep14 to double*
  %scevgep16 = getelementptr double, double* %uglygep1415, i64 -2
  %.236.5.i.epil = load double, double* %scevgep16, align 8, !noalias !6
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep11 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1112 = bitcast i8* %uglygep11 to double*
  %scevgep13 = getelementptr double, double* %uglygep1112, i64 -1
  %.236.6.i.epil = load double, double* %scevgep13, align 8, !noalias !6
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep10 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep10, align 8, !noalias !6
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %13, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !9, !llvm.loop !10

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.b.4, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !6
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif, label %B50.endif.epil.i, !prof !9, !llvm.loop !12

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv161 = phi i64 [ %lsr.iv.next162, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep159 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -63
  %.236.i = load double, double* %scevgep160, align 8, !noalias !6
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep157 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -62
  %.236.1.i = load double, double* %scevgep158, align 8, !noalias !6
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep155 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -61
  %.236.2.i = load double, double* %scevgep156, align 8, !noalias !6
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep153 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -60
  %.236.3.i = load double, double* %scevgep154, align 8, !noalias !6
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep151 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -59
  %.236.4.i = load double, double* %scevgep152, align 8, !noalias !6
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep149 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -58
  %.236.5.i = load double, double* %scevgep150, align 8, !noalias !6
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep147 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -57
  %.236.6.i = load double, double* %scevgep148, align 8, !noalias !6
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep145 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -56
  %.236.7.i = load double, double* %scevgep146, align 8, !noalias !6
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep114 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -55
  %.236.i.1 = load double, double* %scevgep115, align 8, !noalias !6
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep116 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -54
  %.236.1.i.1 = load double, double* %scevgep117, align 8, !noalias !6
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep118 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -53
  %.236.2.i.1 = load double, double* %scevgep119, align 8, !noalias !6
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep120 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -52
  %.236.3.i.1 = load double, double* %scevgep121, align 8, !noalias !6
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep122 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -51
  %.236.4.i.1 = load double, double* %scevgep123, align 8, !noalias !6
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep124 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -50
  %.236.5.i.1 = load double, double* %scevgep125, align 8, !noalias !6
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep126 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -49
  %.236.6.i.1 = load double, double* %scevgep127, align 8, !noalias !6
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep128 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -48
  %.236.7.i.1 = load double, double* %scevgep129, align 8, !noalias !6
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep98 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -47
  %.236.i.2 = load double, double* %scevgep99, align 8, !noalias !6
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep100 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -46
  %.236.1.i.2 = load double, double* %scevgep101, align 8, !noalias !6
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep102 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -45
  %.236.2.i.2 = load double, double* %scevgep103, align 8, !noalias !6
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep104 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -44
  %.236.3.i.2 = load double, double* %scevgep105, align 8, !noalias !6
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep106 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -43
  %.236.4.i.2 = load double, double* %scevgep107, align 8, !noalias !6
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep108 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -42
  %.236.5.i.2 = load double, double* %scevgep109, align 8, !noalias !6
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep110 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -41
  %.236.6.i.2 = load double, double* %scevgep111, align 8, !noalias !6
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep112 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -40
  %.236.7.i.2 = load double, double* %scevgep113, align 8, !noalias !6
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep81 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -39
  %.236.i.3 = load double, double* %scevgep82, align 8, !noalias !6
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep83 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -38
  %.236.1.i.3 = load double, double* %scevgep84, align 8, !noalias !6
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep85 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -37
  %.236.2.i.3 = load double, double* %scevgep86, align 8, !noalias !6
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep87 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -36
  %.236.3.i.3 = load double, double* %scevgep88, align 8, !noalias !6
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep90 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -35
  %.236.4.i.3 = load double, double* %scevgep91, align 8, !noalias !6
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep92 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -34
  %.236.5.i.3 = load double, double* %scevgep93, align 8, !noalias !6
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep94 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -33
  %.236.6.i.3 = load double, double* %scevgep95, align 8, !noalias !6
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep96 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -32
  %.236.7.i.3 = load double, double* %scevgep97, align 8, !noalias !6
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep65 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep66 = getelementptr double, double* %scevgep65, i64 -31
  %.236.i.4 = load double, double* %scevgep66, align 8, !noalias !6
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep67 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep68 = getelementptr double, double* %scevgep67, i64 -30
  %.236.1.i.4 = load double, double* %scevgep68, align 8, !noalias !6
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep69 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep70 = getelementptr double, double* %scevgep69, i64 -29
  %.236.2.i.4 = load double, double* %scevgep70, align 8, !noalias !6
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep71 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -28
  %.236.3.i.4 = load double, double* %scevgep72, align 8, !noalias !6
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep73 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -27
  %.236.4.i.4 = load double, double* %scevgep74, align 8, !noalias !6
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep75 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -26
  %.236.5.i.4 = load double, double* %scevgep76, align 8, !noalias !6
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep77 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -25
  %.236.6.i.4 = load double, double* %scevgep78, align 8, !noalias !6
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep79 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -24
  %.236.7.i.4 = load double, double* %scevgep80, align 8, !noalias !6
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep49 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep50 = getelementptr double, double* %scevgep49, i64 -23
  %.236.i.5 = load double, double* %scevgep50, align 8, !noalias !6
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep51 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep52 = getelementptr double, double* %scevgep51, i64 -22
  %.236.1.i.5 = load double, double* %scevgep52, align 8, !noalias !6
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep53 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep54 = getelementptr double, double* %scevgep53, i64 -21
  %.236.2.i.5 = load double, double* %scevgep54, align 8, !noalias !6
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep55 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep56 = getelementptr double, double* %scevgep55, i64 -20
  %.236.3.i.5 = load double, double* %scevgep56, align 8, !noalias !6
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep57 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep58 = getelementptr double, double* %scevgep57, i64 -19
  %.236.4.i.5 = load double, double* %scevgep58, align 8, !noalias !6
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep59 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep60 = getelementptr double, double* %scevgep59, i64 -18
  %.236.5.i.5 = load double, double* %scevgep60, align 8, !noalias !6
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep61 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep62 = getelementptr double, double* %scevgep61, i64 -17
  %.236.6.i.5 = load double, double* %scevgep62, align 8, !noalias !6
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep63 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep64 = getelementptr double, double* %scevgep63, i64 -16
  %.236.7.i.5 = load double, double* %scevgep64, align 8, !noalias !6
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep33 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep34 = getelementptr double, double* %scevgep33, i64 -15
  %.236.i.6 = load double, double* %scevgep34, align 8, !noalias !6
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep35 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep36 = getelementptr double, double* %scevgep35, i64 -14
  %.236.1.i.6 = load double, double* %scevgep36, align 8, !noalias !6
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep37 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep38 = getelementptr double, double* %scevgep37, i64 -13
  %.236.2.i.6 = load double, double* %scevgep38, align 8, !noalias !6
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep39 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep40 = getelementptr double, double* %scevgep39, i64 -12
  %.236.3.i.6 = load double, double* %scevgep40, align 8, !noalias !6
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep41 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep42 = getelementptr double, double* %scevgep41, i64 -11
  %.236.4.i.6 = load double, double* %scevgep42, align 8, !noalias !6
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep43 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep44 = getelementptr double, double* %scevgep43, i64 -10
  %.236.5.i.6 = load double, double* %scevgep44, align 8, !noalias !6
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep45 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep46 = getelementptr double, double* %scevgep45, i64 -9
  %.236.6.i.6 = load double, double* %scevgep46, align 8, !noalias !6
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep47 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep48 = getelementptr double, double* %scevgep47, i64 -8
  %.236.7.i.6 = load double, double* %scevgep48, align 8, !noalias !6
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep130 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -7
  %.236.i.7 = load double, double* %scevgep131, align 8, !noalias !6
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep132 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -6
  %.236.1.i.7 = load double, double* %scevgep133, align 8, !noalias !6
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep134 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -5
  %.236.2.i.7 = load double, double* %scevgep135, align 8, !noalias !6
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep136 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -4
  %.236.3.i.7 = load double, double* %scevgep137, align 8, !noalias !6
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep138 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -3
  %.236.4.i.7 = load double, double* %scevgep139, align 8, !noalias !6
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep140 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -2
  %.236.5.i.7 = load double, double* %scevgep141, align 8, !noalias !6
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep142 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -1
  %.236.6.i.7 = load double, double* %scevgep143, align 8, !noalias !6
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep144 = getelementptr double, double* %scevgep32, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep144, align 8, !noalias !6
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next162 = add i64 %lsr.iv161, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next162, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !5

common.ret:                                       ; preds = %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ %.30.i, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.98 = fmul double %.77.i, %c.2.0.lcssa.i
  store double %.98, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.det_loss, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !5

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 16
  %23 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr13 to double**
  %.62.fca.4.load = load double*, double** %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* undef, i8* undef, i64 %.62.fca.2.load, i64 undef, double* %.62.fca.4.load, i64 undef, i64 undef) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %26 = icmp sgt i32 %.79, 0
  br i1 %26, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.79, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !5

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !5

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %.14 = call i32 @_ZN7kernels8det_lossB3v72B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* undef, i8* undef, i64 %extracted.nitems.1, i64 undef, double* %extracted.data.1, i64 undef, i64 undef) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.14, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f931ea39350>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !5

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

define linkonce_odr i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.662 = alloca [2 x double], align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.662 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B492.endif.endif.endif.endif.endif, %B492.endif.endif.endif.endif.if, %B492.endif.endif.endif.if, %B492.endif.endif.if, %B360.if, %B152.endif.endif.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit, %B152.if, %B330, %B144, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B144 ], [ 0, %B330 ], [ 1, %B492.endif.endif.if ], [ 0, %B492.endif.endif.endif.endif.endif ], [ 1, %B152.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ 1, %B152.endif.endif.if ], [ 1, %B360.if ], [ 1, %B492.endif.endif.endif.if ], [ %.670, %B492.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269924476864, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B132:                                             ; preds = %entry
  %.77 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.77, label %B144, label %B152

B144:                                             ; preds = %B132
  tail call void @NRT_decref(i8* %arg.a.0)
  %retptr.repack34233358257 = bitcast [2 x double]* %retptr to double*
  store double 1.000000e+00, double* %retptr.repack34233358257, align 8
  %retptr.repack35 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double 0.000000e+00, double* %retptr.repack35, align 8
  br label %common.ret

B152:                                             ; preds = %B132
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B152
  %.82.0.i = phi i64 [ 0, %B152 ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B152 ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B152.endif, label %B44.endif.i, !prof !5

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, double* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !14
  %.262.i = load double, double* %.179.i, align 8, !noalias !15
  %.271.i = fsub double %.262.i, %.262.i
  %.272.i = fcmp uno double %.271.i, 0.000000e+00
  br i1 %.272.i, label %B152.if, label %B44.i

B330:                                             ; preds = %B152.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %retptr.repack32234359258 = bitcast [2 x double]* %retptr to double*
  store double 0.000000e+00, double* %retptr.repack32234359258, align 8
  %retptr.repack33 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double 0xFFF0000000000000, double* %retptr.repack33, align 8
  br label %common.ret

B360:                                             ; preds = %B152.endif.endif.endif
  %.9.not.i = icmp eq i32 %.280, 0
  br i1 %.9.not.i, label %B424.preheader, label %B360.if, !prof !19

B424.preheader:                                   ; preds = %B360
  %min.iters.check = icmp ult i64 %arg.a.5.0, 32
  br i1 %min.iters.check, label %B426.preheader, label %vector.ph

vector.ph:                                        ; preds = %B424.preheader
  %n.vec = and i64 %arg.a.5.0, -32
  %1 = add nsw i64 %n.vec, -32
  %2 = lshr exact i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 7
  %4 = icmp ult i64 %1, 224
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 1152921504606846968
  %5 = add nsw i64 %unroll_iter, -8
  %6 = lshr exact i64 %5, 3
  %7 = add i64 %6, 1
  %8 = icmp eq i64 %5, 0
  br i1 %8, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %unroll_iter86 = and i64 %7, 4611686018427387902
  %scevgep116 = getelementptr i32, i32* %.6.i1.i, i64 504
  %9 = shl i64 %unroll_iter86, 8
  %10 = lshr i64 %7, 1
  %11 = mul nsw i64 %10, -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %lsr.iv145 = phi i32* [ %scevgep, %vector.body ], [ %scevgep116, %vector.ph.new.new ]
  %lsr.iv143 = phi i64 [ %lsr.iv.next144, %vector.body ], [ %11, %vector.ph.new.new ]
  %vec.phi = phi <8 x i64> [ %328, %vector.body ], [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph.new.new ]
  %vec.phi86 = phi <8 x i64> [ %329, %vector.body ], [ zeroinitializer, %vector.ph.new.new ]
  %vec.phi87 = phi <8 x i64> [ %330, %vector.body ], [ zeroinitializer, %vector.ph.new.new ]
  %vec.phi88 = phi <8 x i64> [ %331, %vector.body ], [ zeroinitializer, %vector.ph.new.new ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7.1, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new.new ]
  %lsr.iv145146 = bitcast i32* %lsr.iv145 to <8 x i32>*
  %12 = add nuw nsw <8 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %13 = add <8 x i64> %vec.ind, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %14 = add <8 x i64> %vec.ind, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %15 = add <8 x i64> %vec.ind, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %scevgep256 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -63
  %wide.load = load <8 x i32>, <8 x i32>* %scevgep256, align 4
  %scevgep253 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -62
  %wide.load92 = load <8 x i32>, <8 x i32>* %scevgep253, align 4
  %scevgep250 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -61
  %wide.load93 = load <8 x i32>, <8 x i32>* %scevgep250, align 4
  %scevgep247 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -60
  %wide.load94 = load <8 x i32>, <8 x i32>* %scevgep247, align 4
  %16 = sext <8 x i32> %wide.load to <8 x i64>
  %17 = sext <8 x i32> %wide.load92 to <8 x i64>
  %18 = sext <8 x i32> %wide.load93 to <8 x i64>
  %19 = sext <8 x i32> %wide.load94 to <8 x i64>
  %20 = icmp ne <8 x i64> %12, %16
  %21 = icmp ne <8 x i64> %13, %17
  %22 = icmp ne <8 x i64> %14, %18
  %23 = icmp ne <8 x i64> %15, %19
  %24 = zext <8 x i1> %20 to <8 x i64>
  %25 = zext <8 x i1> %21 to <8 x i64>
  %26 = zext <8 x i1> %22 to <8 x i64>
  %27 = zext <8 x i1> %23 to <8 x i64>
  %28 = add <8 x i64> %vec.phi, %24
  %29 = add <8 x i64> %vec.phi86, %25
  %30 = add <8 x i64> %vec.phi87, %26
  %31 = add <8 x i64> %vec.phi88, %27
  %32 = add <8 x i64> %vec.ind, <i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33>
  %33 = add <8 x i64> %vec.ind, <i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41>
  %34 = add <8 x i64> %vec.ind, <i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49>
  %35 = add <8 x i64> %vec.ind, <i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57>
  %scevgep244 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -59
  %wide.load.1 = load <8 x i32>, <8 x i32>* %scevgep244, align 4
  %scevgep241 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -58
  %wide.load92.1 = load <8 x i32>, <8 x i32>* %scevgep241, align 4
  %scevgep238 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -57
  %wide.load93.1 = load <8 x i32>, <8 x i32>* %scevgep238, align 4
  %scevgep235 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -56
  %wide.load94.1 = load <8 x i32>, <8 x i32>* %scevgep235, align 4
  %36 = sext <8 x i32> %wide.load.1 to <8 x i64>
  %37 = sext <8 x i32> %wide.load92.1 to <8 x i64>
  %38 = sext <8 x i32> %wide.load93.1 to <8 x i64>
  %39 = sext <8 x i32> %wide.load94.1 to <8 x i64>
  %40 = icmp ne <8 x i64> %32, %36
  %41 = icmp ne <8 x i64> %33, %37
  %42 = icmp ne <8 x i64> %34, %38
  %43 = icmp ne <8 x i64> %35, %39
  %44 = zext <8 x i1> %40 to <8 x i64>
  %45 = zext <8 x i1> %41 to <8 x i64>
  %46 = zext <8 x i1> %42 to <8 x i64>
  %47 = zext <8 x i1> %43 to <8 x i64>
  %48 = add <8 x i64> %28, %44
  %49 = add <8 x i64> %29, %45
  %50 = add <8 x i64> %30, %46
  %51 = add <8 x i64> %31, %47
  %52 = add <8 x i64> %vec.ind, <i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65>
  %53 = add <8 x i64> %vec.ind, <i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73>
  %54 = add <8 x i64> %vec.ind, <i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81>
  %55 = add <8 x i64> %vec.ind, <i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89>
  %scevgep232 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -55
  %wide.load.2 = load <8 x i32>, <8 x i32>* %scevgep232, align 4
  %scevgep229 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -54
  %wide.load92.2 = load <8 x i32>, <8 x i32>* %scevgep229, align 4
  %scevgep226 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -53
  %wide.load93.2 = load <8 x i32>, <8 x i32>* %scevgep226, align 4
  %scevgep224 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -52
  %wide.load94.2 = load <8 x i32>, <8 x i32>* %scevgep224, align 4
  %56 = sext <8 x i32> %wide.load.2 to <8 x i64>
  %57 = sext <8 x i32> %wide.load92.2 to <8 x i64>
  %58 = sext <8 x i32> %wide.load93.2 to <8 x i64>
  %59 = sext <8 x i32> %wide.load94.2 to <8 x i64>
  %60 = icmp ne <8 x i64> %52, %56
  %61 = icmp ne <8 x i64> %53, %57
  %62 = icmp ne <8 x i64> %54, %58
  %63 = icmp ne <8 x i64> %55, %59
  %64 = zext <8 x i1> %60 to <8 x i64>
  %65 = zext <8 x i1> %61 to <8 x i64>
  %66 = zext <8 x i1> %62 to <8 x i64>
  %67 = zext <8 x i1> %63 to <8 x i64>
  %68 = add <8 x i64> %48, %64
  %69 = add <8 x i64> %49, %65
  %70 = add <8 x i64> %50, %66
  %71 = add <8 x i64> %51, %67
  %72 = add <8 x i64> %vec.ind, <i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97>
  %73 = add <8 x i64> %vec.ind, <i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105>
  %74 = add <8 x i64> %vec.ind, <i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113>
  %75 = add <8 x i64> %vec.ind, <i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121>
  %scevgep222 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -51
  %wide.load.3 = load <8 x i32>, <8 x i32>* %scevgep222, align 4
  %scevgep221 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -50
  %wide.load92.3 = load <8 x i32>, <8 x i32>* %scevgep221, align 4
  %scevgep219 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -49
  %wide.load93.3 = load <8 x i32>, <8 x i32>* %scevgep219, align 4
  %scevgep218 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -48
  %wide.load94.3 = load <8 x i32>, <8 x i32>* %scevgep218, align 4
  %76 = sext <8 x i32> %wide.load.3 to <8 x i64>
  %77 = sext <8 x i32> %wide.load92.3 to <8 x i64>
  %78 = sext <8 x i32> %wide.load93.3 to <8 x i64>
  %79 = sext <8 x i32> %wide.load94.3 to <8 x i64>
  %80 = icmp ne <8 x i64> %72, %76
  %81 = icmp ne <8 x i64> %73, %77
  %82 = icmp ne <8 x i64> %74, %78
  %83 = icmp ne <8 x i64> %75, %79
  %84 = zext <8 x i1> %80 to <8 x i64>
  %85 = zext <8 x i1> %81 to <8 x i64>
  %86 = zext <8 x i1> %82 to <8 x i64>
  %87 = zext <8 x i1> %83 to <8 x i64>
  %88 = add <8 x i64> %68, %84
  %89 = add <8 x i64> %69, %85
  %90 = add <8 x i64> %70, %86
  %91 = add <8 x i64> %71, %87
  %92 = add <8 x i64> %vec.ind, <i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129>
  %93 = add <8 x i64> %vec.ind, <i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137>
  %94 = add <8 x i64> %vec.ind, <i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145>
  %95 = add <8 x i64> %vec.ind, <i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153>
  %scevgep216 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -47
  %wide.load.4 = load <8 x i32>, <8 x i32>* %scevgep216, align 4
  %scevgep215 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -46
  %wide.load92.4 = load <8 x i32>, <8 x i32>* %scevgep215, align 4
  %scevgep214 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -45
  %wide.load93.4 = load <8 x i32>, <8 x i32>* %scevgep214, align 4
  %scevgep212 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -44
  %wide.load94.4 = load <8 x i32>, <8 x i32>* %scevgep212, align 4
  %96 = sext <8 x i32> %wide.load.4 to <8 x i64>
  %97 = sext <8 x i32> %wide.load92.4 to <8 x i64>
  %98 = sext <8 x i32> %wide.load93.4 to <8 x i64>
  %99 = sext <8 x i32> %wide.load94.4 to <8 x i64>
  %100 = icmp ne <8 x i64> %92, %96
  %101 = icmp ne <8 x i64> %93, %97
  %102 = icmp ne <8 x i64> %94, %98
  %103 = icmp ne <8 x i64> %95, %99
  %104 = zext <8 x i1> %100 to <8 x i64>
  %105 = zext <8 x i1> %101 to <8 x i64>
  %106 = zext <8 x i1> %102 to <8 x i64>
  %107 = zext <8 x i1> %103 to <8 x i64>
  %108 = add <8 x i64> %88, %104
  %109 = add <8 x i64> %89, %105
  %110 = add <8 x i64> %90, %106
  %111 = add <8 x i64> %91, %107
  %112 = add <8 x i64> %vec.ind, <i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161>
  %113 = add <8 x i64> %vec.ind, <i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169>
  %114 = add <8 x i64> %vec.ind, <i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177>
  %115 = add <8 x i64> %vec.ind, <i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185>
  %scevgep210 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -43
  %wide.load.5 = load <8 x i32>, <8 x i32>* %scevgep210, align 4
  %scevgep209 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -42
  %wide.load92.5 = load <8 x i32>, <8 x i32>* %scevgep209, align 4
  %scevgep207 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -41
  %wide.load93.5 = load <8 x i32>, <8 x i32>* %scevgep207, align 4
  %scevgep206 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -40
  %wide.load94.5 = load <8 x i32>, <8 x i32>* %scevgep206, align 4
  %116 = sext <8 x i32> %wide.load.5 to <8 x i64>
  %117 = sext <8 x i32> %wide.load92.5 to <8 x i64>
  %118 = sext <8 x i32> %wide.load93.5 to <8 x i64>
  %119 = sext <8 x i32> %wide.load94.5 to <8 x i64>
  %120 = icmp ne <8 x i64> %112, %116
  %121 = icmp ne <8 x i64> %113, %117
  %122 = icmp ne <8 x i64> %114, %118
  %123 = icmp ne <8 x i64> %115, %119
  %124 = zext <8 x i1> %120 to <8 x i64>
  %125 = zext <8 x i1> %121 to <8 x i64>
  %126 = zext <8 x i1> %122 to <8 x i64>
  %127 = zext <8 x i1> %123 to <8 x i64>
  %128 = add <8 x i64> %108, %124
  %129 = add <8 x i64> %109, %125
  %130 = add <8 x i64> %110, %126
  %131 = add <8 x i64> %111, %127
  %132 = add <8 x i64> %vec.ind, <i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193>
  %133 = add <8 x i64> %vec.ind, <i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201>
  %134 = add <8 x i64> %vec.ind, <i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209>
  %135 = add <8 x i64> %vec.ind, <i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217>
  %scevgep204 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -39
  %wide.load.6 = load <8 x i32>, <8 x i32>* %scevgep204, align 4
  %scevgep202 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -38
  %wide.load92.6 = load <8 x i32>, <8 x i32>* %scevgep202, align 4
  %scevgep201 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -37
  %wide.load93.6 = load <8 x i32>, <8 x i32>* %scevgep201, align 4
  %scevgep199 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -36
  %wide.load94.6 = load <8 x i32>, <8 x i32>* %scevgep199, align 4
  %136 = sext <8 x i32> %wide.load.6 to <8 x i64>
  %137 = sext <8 x i32> %wide.load92.6 to <8 x i64>
  %138 = sext <8 x i32> %wide.load93.6 to <8 x i64>
  %139 = sext <8 x i32> %wide.load94.6 to <8 x i64>
  %140 = icmp ne <8 x i64> %132, %136
  %141 = icmp ne <8 x i64> %133, %137
  %142 = icmp ne <8 x i64> %134, %138
  %143 = icmp ne <8 x i64> %135, %139
  %144 = zext <8 x i1> %140 to <8 x i64>
  %145 = zext <8 x i1> %141 to <8 x i64>
  %146 = zext <8 x i1> %142 to <8 x i64>
  %147 = zext <8 x i1> %143 to <8 x i64>
  %148 = add <8 x i64> %128, %144
  %149 = add <8 x i64> %129, %145
  %150 = add <8 x i64> %130, %146
  %151 = add <8 x i64> %131, %147
  %152 = add <8 x i64> %vec.ind, <i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225>
  %153 = add <8 x i64> %vec.ind, <i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233>
  %154 = add <8 x i64> %vec.ind, <i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241>
  %155 = add <8 x i64> %vec.ind, <i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249>
  %scevgep198 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -35
  %wide.load.7 = load <8 x i32>, <8 x i32>* %scevgep198, align 4
  %scevgep196 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -34
  %wide.load92.7 = load <8 x i32>, <8 x i32>* %scevgep196, align 4
  %scevgep195 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -33
  %wide.load93.7 = load <8 x i32>, <8 x i32>* %scevgep195, align 4
  %scevgep193 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -32
  %wide.load94.7 = load <8 x i32>, <8 x i32>* %scevgep193, align 4
  %156 = sext <8 x i32> %wide.load.7 to <8 x i64>
  %157 = sext <8 x i32> %wide.load92.7 to <8 x i64>
  %158 = sext <8 x i32> %wide.load93.7 to <8 x i64>
  %159 = sext <8 x i32> %wide.load94.7 to <8 x i64>
  %160 = icmp ne <8 x i64> %152, %156
  %161 = icmp ne <8 x i64> %153, %157
  %162 = icmp ne <8 x i64> %154, %158
  %163 = icmp ne <8 x i64> %155, %159
  %164 = zext <8 x i1> %160 to <8 x i64>
  %165 = zext <8 x i1> %161 to <8 x i64>
  %166 = zext <8 x i1> %162 to <8 x i64>
  %167 = zext <8 x i1> %163 to <8 x i64>
  %168 = add <8 x i64> %148, %164
  %169 = add <8 x i64> %149, %165
  %170 = add <8 x i64> %150, %166
  %171 = add <8 x i64> %151, %167
  %172 = add <8 x i64> %vec.ind, <i64 257, i64 257, i64 257, i64 257, i64 257, i64 257, i64 257, i64 257>
  %173 = add <8 x i64> %vec.ind, <i64 265, i64 265, i64 265, i64 265, i64 265, i64 265, i64 265, i64 265>
  %174 = add <8 x i64> %vec.ind, <i64 273, i64 273, i64 273, i64 273, i64 273, i64 273, i64 273, i64 273>
  %175 = add <8 x i64> %vec.ind, <i64 281, i64 281, i64 281, i64 281, i64 281, i64 281, i64 281, i64 281>
  %scevgep192 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -31
  %wide.load.187 = load <8 x i32>, <8 x i32>* %scevgep192, align 4
  %scevgep190 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -30
  %wide.load92.188 = load <8 x i32>, <8 x i32>* %scevgep190, align 4
  %scevgep189 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -29
  %wide.load93.189 = load <8 x i32>, <8 x i32>* %scevgep189, align 4
  %scevgep187 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -28
  %wide.load94.190 = load <8 x i32>, <8 x i32>* %scevgep187, align 4
  %176 = sext <8 x i32> %wide.load.187 to <8 x i64>
  %177 = sext <8 x i32> %wide.load92.188 to <8 x i64>
  %178 = sext <8 x i32> %wide.load93.189 to <8 x i64>
  %179 = sext <8 x i32> %wide.load94.190 to <8 x i64>
  %180 = icmp ne <8 x i64> %172, %176
  %181 = icmp ne <8 x i64> %173, %177
  %182 = icmp ne <8 x i64> %174, %178
  %183 = icmp ne <8 x i64> %175, %179
  %184 = zext <8 x i1> %180 to <8 x i64>
  %185 = zext <8 x i1> %181 to <8 x i64>
  %186 = zext <8 x i1> %182 to <8 x i64>
  %187 = zext <8 x i1> %183 to <8 x i64>
  %188 = add <8 x i64> %168, %184
  %189 = add <8 x i64> %169, %185
  %190 = add <8 x i64> %170, %186
  %191 = add <8 x i64> %171, %187
  %192 = add <8 x i64> %vec.ind, <i64 289, i64 289, i64 289, i64 289, i64 289, i64 289, i64 289, i64 289>
  %193 = add <8 x i64> %vec.ind, <i64 297, i64 297, i64 297, i64 297, i64 297, i64 297, i64 297, i64 297>
  %194 = add <8 x i64> %vec.ind, <i64 305, i64 305, i64 305, i64 305, i64 305, i64 305, i64 305, i64 305>
  %195 = add <8 x i64> %vec.ind, <i64 313, i64 313, i64 313, i64 313, i64 313, i64 313, i64 313, i64 313>
  %scevgep186 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -27
  %wide.load.1.1 = load <8 x i32>, <8 x i32>* %scevgep186, align 4
  %scevgep184 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -26
  %wide.load92.1.1 = load <8 x i32>, <8 x i32>* %scevgep184, align 4
  %scevgep183 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -25
  %wide.load93.1.1 = load <8 x i32>, <8 x i32>* %scevgep183, align 4
  %scevgep181 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -24
  %wide.load94.1.1 = load <8 x i32>, <8 x i32>* %scevgep181, align 4
  %196 = sext <8 x i32> %wide.load.1.1 to <8 x i64>
  %197 = sext <8 x i32> %wide.load92.1.1 to <8 x i64>
  %198 = sext <8 x i32> %wide.load93.1.1 to <8 x i64>
  %199 = sext <8 x i32> %wide.load94.1.1 to <8 x i64>
  %200 = icmp ne <8 x i64> %192, %196
  %201 = icmp ne <8 x i64> %193, %197
  %202 = icmp ne <8 x i64> %194, %198
  %203 = icmp ne <8 x i64> %195, %199
  %204 = zext <8 x i1> %200 to <8 x i64>
  %205 = zext <8 x i1> %201 to <8 x i64>
  %206 = zext <8 x i1> %202 to <8 x i64>
  %207 = zext <8 x i1> %203 to <8 x i64>
  %208 = add <8 x i64> %188, %204
  %209 = add <8 x i64> %189, %205
  %210 = add <8 x i64> %190, %206
  %211 = add <8 x i64> %191, %207
  %212 = add <8 x i64> %vec.ind, <i64 321, i64 321, i64 321, i64 321, i64 321, i64 321, i64 321, i64 321>
  %213 = add <8 x i64> %vec.ind, <i64 329, i64 329, i64 329, i64 329, i64 329, i64 329, i64 329, i64 329>
  %214 = add <8 x i64> %vec.ind, <i64 337, i64 337, i64 337, i64 337, i64 337, i64 337, i64 337, i64 337>
  %215 = add <8 x i64> %vec.ind, <i64 345, i64 345, i64 345, i64 345, i64 345, i64 345, i64 345, i64 345>
  %scevgep180 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -23
  %wide.load.2.1 = load <8 x i32>, <8 x i32>* %scevgep180, align 4
  %scevgep178 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -22
  %wide.load92.2.1 = load <8 x i32>, <8 x i32>* %scevgep178, align 4
  %scevgep177 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -21
  %wide.load93.2.1 = load <8 x i32>, <8 x i32>* %scevgep177, align 4
  %scevgep175 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -20
  %wide.load94.2.1 = load <8 x i32>, <8 x i32>* %scevgep175, align 4
  %216 = sext <8 x i32> %wide.load.2.1 to <8 x i64>
  %217 = sext <8 x i32> %wide.load92.2.1 to <8 x i64>
  %218 = sext <8 x i32> %wide.load93.2.1 to <8 x i64>
  %219 = sext <8 x i32> %wide.load94.2.1 to <8 x i64>
  %220 = icmp ne <8 x i64> %212, %216
  %221 = icmp ne <8 x i64> %213, %217
  %222 = icmp ne <8 x i64> %214, %218
  %223 = icmp ne <8 x i64> %215, %219
  %224 = zext <8 x i1> %220 to <8 x i64>
  %225 = zext <8 x i1> %221 to <8 x i64>
  %226 = zext <8 x i1> %222 to <8 x i64>
  %227 = zext <8 x i1> %223 to <8 x i64>
  %228 = add <8 x i64> %208, %224
  %229 = add <8 x i64> %209, %225
  %230 = add <8 x i64> %210, %226
  %231 = add <8 x i64> %211, %227
  %232 = add <8 x i64> %vec.ind, <i64 353, i64 353, i64 353, i64 353, i64 353, i64 353, i64 353, i64 353>
  %233 = add <8 x i64> %vec.ind, <i64 361, i64 361, i64 361, i64 361, i64 361, i64 361, i64 361, i64 361>
  %234 = add <8 x i64> %vec.ind, <i64 369, i64 369, i64 369, i64 369, i64 369, i64 369, i64 369, i64 369>
  %235 = add <8 x i64> %vec.ind, <i64 377, i64 377, i64 377, i64 377, i64 377, i64 377, i64 377, i64 377>
  %scevgep174 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -19
  %wide.load.3.1 = load <8 x i32>, <8 x i32>* %scevgep174, align 4
  %scevgep172 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -18
  %wide.load92.3.1 = load <8 x i32>, <8 x i32>* %scevgep172, align 4
  %scevgep171 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -17
  %wide.load93.3.1 = load <8 x i32>, <8 x i32>* %scevgep171, align 4
  %scevgep169 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -16
  %wide.load94.3.1 = load <8 x i32>, <8 x i32>* %scevgep169, align 4
  %236 = sext <8 x i32> %wide.load.3.1 to <8 x i64>
  %237 = sext <8 x i32> %wide.load92.3.1 to <8 x i64>
  %238 = sext <8 x i32> %wide.load93.3.1 to <8 x i64>
  %239 = sext <8 x i32> %wide.load94.3.1 to <8 x i64>
  %240 = icmp ne <8 x i64> %232, %236
  %241 = icmp ne <8 x i64> %233, %237
  %242 = icmp ne <8 x i64> %234, %238
  %243 = icmp ne <8 x i64> %235, %239
  %244 = zext <8 x i1> %240 to <8 x i64>
  %245 = zext <8 x i1> %241 to <8 x i64>
  %246 = zext <8 x i1> %242 to <8 x i64>
  %247 = zext <8 x i1> %243 to <8 x i64>
  %248 = add <8 x i64> %228, %244
  %249 = add <8 x i64> %229, %245
  %250 = add <8 x i64> %230, %246
  %251 = add <8 x i64> %231, %247
  %252 = add <8 x i64> %vec.ind, <i64 385, i64 385, i64 385, i64 385, i64 385, i64 385, i64 385, i64 385>
  %253 = add <8 x i64> %vec.ind, <i64 393, i64 393, i64 393, i64 393, i64 393, i64 393, i64 393, i64 393>
  %254 = add <8 x i64> %vec.ind, <i64 401, i64 401, i64 401, i64 401, i64 401, i64 401, i64 401, i64 401>
  %255 = add <8 x i64> %vec.ind, <i64 409, i64 409, i64 409, i64 409, i64 409, i64 409, i64 409, i64 409>
  %scevgep168 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -15
  %wide.load.4.1 = load <8 x i32>, <8 x i32>* %scevgep168, align 4
  %scevgep166 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -14
  %wide.load92.4.1 = load <8 x i32>, <8 x i32>* %scevgep166, align 4
  %scevgep165 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -13
  %wide.load93.4.1 = load <8 x i32>, <8 x i32>* %scevgep165, align 4
  %scevgep163 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -12
  %wide.load94.4.1 = load <8 x i32>, <8 x i32>* %scevgep163, align 4
  %256 = sext <8 x i32> %wide.load.4.1 to <8 x i64>
  %257 = sext <8 x i32> %wide.load92.4.1 to <8 x i64>
  %258 = sext <8 x i32> %wide.load93.4.1 to <8 x i64>
  %259 = sext <8 x i32> %wide.load94.4.1 to <8 x i64>
  %260 = icmp ne <8 x i64> %252, %256
  %261 = icmp ne <8 x i64> %253, %257
  %262 = icmp ne <8 x i64> %254, %258
  %263 = icmp ne <8 x i64> %255, %259
  %264 = zext <8 x i1> %260 to <8 x i64>
  %265 = zext <8 x i1> %261 to <8 x i64>
  %266 = zext <8 x i1> %262 to <8 x i64>
  %267 = zext <8 x i1> %263 to <8 x i64>
  %268 = add <8 x i64> %248, %264
  %269 = add <8 x i64> %249, %265
  %270 = add <8 x i64> %250, %266
  %271 = add <8 x i64> %251, %267
  %272 = add <8 x i64> %vec.ind, <i64 417, i64 417, i64 417, i64 417, i64 417, i64 417, i64 417, i64 417>
  %273 = add <8 x i64> %vec.ind, <i64 425, i64 425, i64 425, i64 425, i64 425, i64 425, i64 425, i64 425>
  %274 = add <8 x i64> %vec.ind, <i64 433, i64 433, i64 433, i64 433, i64 433, i64 433, i64 433, i64 433>
  %275 = add <8 x i64> %vec.ind, <i64 441, i64 441, i64 441, i64 441, i64 441, i64 441, i64 441, i64 441>
  %scevgep162 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -11
  %wide.load.5.1 = load <8 x i32>, <8 x i32>* %scevgep162, align 4
  %scevgep160 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -10
  %wide.load92.5.1 = load <8 x i32>, <8 x i32>* %scevgep160, align 4
  %scevgep159 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -9
  %wide.load93.5.1 = load <8 x i32>, <8 x i32>* %scevgep159, align 4
  %scevgep157 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -8
  %wide.load94.5.1 = load <8 x i32>, <8 x i32>* %scevgep157, align 4
  %276 = sext <8 x i32> %wide.load.5.1 to <8 x i64>
  %277 = sext <8 x i32> %wide.load92.5.1 to <8 x i64>
  %278 = sext <8 x i32> %wide.load93.5.1 to <8 x i64>
  %279 = sext <8 x i32> %wide.load94.5.1 to <8 x i64>
  %280 = icmp ne <8 x i64> %272, %276
  %281 = icmp ne <8 x i64> %273, %277
  %282 = icmp ne <8 x i64> %274, %278
  %283 = icmp ne <8 x i64> %275, %279
  %284 = zext <8 x i1> %280 to <8 x i64>
  %285 = zext <8 x i1> %281 to <8 x i64>
  %286 = zext <8 x i1> %282 to <8 x i64>
  %287 = zext <8 x i1> %283 to <8 x i64>
  %288 = add <8 x i64> %268, %284
  %289 = add <8 x i64> %269, %285
  %290 = add <8 x i64> %270, %286
  %291 = add <8 x i64> %271, %287
  %292 = add <8 x i64> %vec.ind, <i64 449, i64 449, i64 449, i64 449, i64 449, i64 449, i64 449, i64 449>
  %293 = add <8 x i64> %vec.ind, <i64 457, i64 457, i64 457, i64 457, i64 457, i64 457, i64 457, i64 457>
  %294 = add <8 x i64> %vec.ind, <i64 465, i64 465, i64 465, i64 465, i64 465, i64 465, i64 465, i64 465>
  %295 = add <8 x i64> %vec.ind, <i64 473, i64 473, i64 473, i64 473, i64 473, i64 473, i64 473, i64 473>
  %scevgep156 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -7
  %wide.load.6.1 = load <8 x i32>, <8 x i32>* %scevgep156, align 4
  %scevgep154 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -6
  %wide.load92.6.1 = load <8 x i32>, <8 x i32>* %scevgep154, align 4
  %scevgep153 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -5
  %wide.load93.6.1 = load <8 x i32>, <8 x i32>* %scevgep153, align 4
  %scevgep151 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -4
  %wide.load94.6.1 = load <8 x i32>, <8 x i32>* %scevgep151, align 4
  %296 = sext <8 x i32> %wide.load.6.1 to <8 x i64>
  %297 = sext <8 x i32> %wide.load92.6.1 to <8 x i64>
  %298 = sext <8 x i32> %wide.load93.6.1 to <8 x i64>
  %299 = sext <8 x i32> %wide.load94.6.1 to <8 x i64>
  %300 = icmp ne <8 x i64> %292, %296
  %301 = icmp ne <8 x i64> %293, %297
  %302 = icmp ne <8 x i64> %294, %298
  %303 = icmp ne <8 x i64> %295, %299
  %304 = zext <8 x i1> %300 to <8 x i64>
  %305 = zext <8 x i1> %301 to <8 x i64>
  %306 = zext <8 x i1> %302 to <8 x i64>
  %307 = zext <8 x i1> %303 to <8 x i64>
  %308 = add <8 x i64> %288, %304
  %309 = add <8 x i64> %289, %305
  %310 = add <8 x i64> %290, %306
  %311 = add <8 x i64> %291, %307
  %312 = add <8 x i64> %vec.ind, <i64 481, i64 481, i64 481, i64 481, i64 481, i64 481, i64 481, i64 481>
  %313 = add <8 x i64> %vec.ind, <i64 489, i64 489, i64 489, i64 489, i64 489, i64 489, i64 489, i64 489>
  %314 = add <8 x i64> %vec.ind, <i64 497, i64 497, i64 497, i64 497, i64 497, i64 497, i64 497, i64 497>
  %315 = add <8 x i64> %vec.ind, <i64 505, i64 505, i64 505, i64 505, i64 505, i64 505, i64 505, i64 505>
  %scevgep150 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -3
  %wide.load.7.1 = load <8 x i32>, <8 x i32>* %scevgep150, align 4
  %scevgep148 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -2
  %wide.load92.7.1 = load <8 x i32>, <8 x i32>* %scevgep148, align 4
  %scevgep147 = getelementptr <8 x i32>, <8 x i32>* %lsr.iv145146, i64 -1
  %wide.load93.7.1 = load <8 x i32>, <8 x i32>* %scevgep147, align 4
  %wide.load94.7.1 = load <8 x i32>, <8 x i32>* %lsr.iv145146, align 4
  %316 = sext <8 x i32> %wide.load.7.1 to <8 x i64>
  %317 = sext <8 x i32> %wide.load92.7.1 to <8 x i64>
  %318 = sext <8 x i32> %wide.load93.7.1 to <8 x i64>
  %319 = sext <8 x i32> %wide.load94.7.1 to <8 x i64>
  %320 = icmp ne <8 x i64> %312, %316
  %321 = icmp ne <8 x i64> %313, %317
  %322 = icmp ne <8 x i64> %314, %318
  %323 = icmp ne <8 x i64> %315, %319
  %324 = zext <8 x i1> %320 to <8 x i64>
  %325 = zext <8 x i1> %321 to <8 x i64>
  %326 = zext <8 x i1> %322 to <8 x i64>
  %327 = zext <8 x i1> %323 to <8 x i64>
  %328 = add <8 x i64> %308, %324
  %329 = add <8 x i64> %309, %325
  %330 = add <8 x i64> %310, %326
  %331 = add <8 x i64> %311, %327
  %vec.ind.next.7.1 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %lsr.iv.next144 = add i64 %lsr.iv143, 2
  %scevgep = getelementptr i32, i32* %lsr.iv145, i64 512
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next144, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %.lcssa62.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %328, %vector.body ]
  %.lcssa61.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %329, %vector.body ]
  %.lcssa60.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %330, %vector.body ]
  %.lcssa59.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %331, %vector.body ]
  %vec.ind.next.7.lcssa.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %vec.ind.next.7.1, %vector.body ]
  %index.unr75 = phi i64 [ 0, %vector.ph.new ], [ %9, %vector.body ]
  %vec.phi.unr76 = phi <8 x i64> [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph.new ], [ %328, %vector.body ]
  %vec.phi86.unr77 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %329, %vector.body ]
  %vec.phi87.unr78 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %330, %vector.body ]
  %vec.phi88.unr79 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %331, %vector.body ]
  %vec.ind.unr80 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new ], [ %vec.ind.next.7.1, %vector.body ]
  %332 = and i64 %7, 1
  %lcmp.mod.not91 = icmp eq i64 %332, 0
  br i1 %lcmp.mod.not91, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil65

vector.body.epil65:                               ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %333 = add nuw nsw <8 x i64> %vec.ind.unr80, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %334 = add <8 x i64> %vec.ind.unr80, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %335 = add <8 x i64> %vec.ind.unr80, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %336 = add <8 x i64> %vec.ind.unr80, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %scevgep215.epil = getelementptr i32, i32* %.6.i1.i, i64 %index.unr75
  %337 = bitcast i32* %scevgep215.epil to <8 x i32>*
  %wide.load.epil71 = load <8 x i32>, <8 x i32>* %337, align 4
  %sunkaddr36111 = getelementptr i32, i32* %scevgep215.epil, i64 8
  %338 = bitcast i32* %sunkaddr36111 to <8 x i32>*
  %wide.load92.epil72 = load <8 x i32>, <8 x i32>* %338, align 4
  %sunkaddr36413 = getelementptr i32, i32* %scevgep215.epil, i64 16
  %339 = bitcast i32* %sunkaddr36413 to <8 x i32>*
  %wide.load93.epil73 = load <8 x i32>, <8 x i32>* %339, align 4
  %sunkaddr36715 = getelementptr i32, i32* %scevgep215.epil, i64 24
  %340 = bitcast i32* %sunkaddr36715 to <8 x i32>*
  %wide.load94.epil74 = load <8 x i32>, <8 x i32>* %340, align 4
  %341 = sext <8 x i32> %wide.load.epil71 to <8 x i64>
  %342 = sext <8 x i32> %wide.load92.epil72 to <8 x i64>
  %343 = sext <8 x i32> %wide.load93.epil73 to <8 x i64>
  %344 = sext <8 x i32> %wide.load94.epil74 to <8 x i64>
  %345 = icmp ne <8 x i64> %333, %341
  %346 = icmp ne <8 x i64> %334, %342
  %347 = icmp ne <8 x i64> %335, %343
  %348 = icmp ne <8 x i64> %336, %344
  %349 = zext <8 x i1> %345 to <8 x i64>
  %350 = zext <8 x i1> %346 to <8 x i64>
  %351 = zext <8 x i1> %347 to <8 x i64>
  %352 = zext <8 x i1> %348 to <8 x i64>
  %353 = add <8 x i64> %vec.phi.unr76, %349
  %354 = add <8 x i64> %vec.phi86.unr77, %350
  %355 = add <8 x i64> %vec.phi87.unr78, %351
  %356 = add <8 x i64> %vec.phi88.unr79, %352
  %357 = add <8 x i64> %vec.ind.unr80, <i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33>
  %358 = add <8 x i64> %vec.ind.unr80, <i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41>
  %359 = add <8 x i64> %vec.ind.unr80, <i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49>
  %360 = add <8 x i64> %vec.ind.unr80, <i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57>
  %sunkaddr37017 = getelementptr i32, i32* %scevgep215.epil, i64 32
  %361 = bitcast i32* %sunkaddr37017 to <8 x i32>*
  %wide.load.1.epil = load <8 x i32>, <8 x i32>* %361, align 4
  %sunkaddr37319 = getelementptr i32, i32* %scevgep215.epil, i64 40
  %362 = bitcast i32* %sunkaddr37319 to <8 x i32>*
  %wide.load92.1.epil = load <8 x i32>, <8 x i32>* %362, align 4
  %sunkaddr37621 = getelementptr i32, i32* %scevgep215.epil, i64 48
  %363 = bitcast i32* %sunkaddr37621 to <8 x i32>*
  %wide.load93.1.epil = load <8 x i32>, <8 x i32>* %363, align 4
  %sunkaddr37923 = getelementptr i32, i32* %scevgep215.epil, i64 56
  %364 = bitcast i32* %sunkaddr37923 to <8 x i32>*
  %wide.load94.1.epil = load <8 x i32>, <8 x i32>* %364, align 4
  %365 = sext <8 x i32> %wide.load.1.epil to <8 x i64>
  %366 = sext <8 x i32> %wide.load92.1.epil to <8 x i64>
  %367 = sext <8 x i32> %wide.load93.1.epil to <8 x i64>
  %368 = sext <8 x i32> %wide.load94.1.epil to <8 x i64>
  %369 = icmp ne <8 x i64> %357, %365
  %370 = icmp ne <8 x i64> %358, %366
  %371 = icmp ne <8 x i64> %359, %367
  %372 = icmp ne <8 x i64> %360, %368
  %373 = zext <8 x i1> %369 to <8 x i64>
  %374 = zext <8 x i1> %370 to <8 x i64>
  %375 = zext <8 x i1> %371 to <8 x i64>
  %376 = zext <8 x i1> %372 to <8 x i64>
  %377 = add <8 x i64> %353, %373
  %378 = add <8 x i64> %354, %374
  %379 = add <8 x i64> %355, %375
  %380 = add <8 x i64> %356, %376
  %381 = add <8 x i64> %vec.ind.unr80, <i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65>
  %382 = add <8 x i64> %vec.ind.unr80, <i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73>
  %383 = add <8 x i64> %vec.ind.unr80, <i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81>
  %384 = add <8 x i64> %vec.ind.unr80, <i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89>
  %sunkaddr38225 = getelementptr i32, i32* %scevgep215.epil, i64 64
  %385 = bitcast i32* %sunkaddr38225 to <8 x i32>*
  %wide.load.2.epil = load <8 x i32>, <8 x i32>* %385, align 4
  %sunkaddr38527 = getelementptr i32, i32* %scevgep215.epil, i64 72
  %386 = bitcast i32* %sunkaddr38527 to <8 x i32>*
  %wide.load92.2.epil = load <8 x i32>, <8 x i32>* %386, align 4
  %sunkaddr38829 = getelementptr i32, i32* %scevgep215.epil, i64 80
  %387 = bitcast i32* %sunkaddr38829 to <8 x i32>*
  %wide.load93.2.epil = load <8 x i32>, <8 x i32>* %387, align 4
  %sunkaddr39131 = getelementptr i32, i32* %scevgep215.epil, i64 88
  %388 = bitcast i32* %sunkaddr39131 to <8 x i32>*
  %wide.load94.2.epil = load <8 x i32>, <8 x i32>* %388, align 4
  %389 = sext <8 x i32> %wide.load.2.epil to <8 x i64>
  %390 = sext <8 x i32> %wide.load92.2.epil to <8 x i64>
  %391 = sext <8 x i32> %wide.load93.2.epil to <8 x i64>
  %392 = sext <8 x i32> %wide.load94.2.epil to <8 x i64>
  %393 = icmp ne <8 x i64> %381, %389
  %394 = icmp ne <8 x i64> %382, %390
  %395 = icmp ne <8 x i64> %383, %391
  %396 = icmp ne <8 x i64> %384, %392
  %397 = zext <8 x i1> %393 to <8 x i64>
  %398 = zext <8 x i1> %394 to <8 x i64>
  %399 = zext <8 x i1> %395 to <8 x i64>
  %400 = zext <8 x i1> %396 to <8 x i64>
  %401 = add <8 x i64> %377, %397
  %402 = add <8 x i64> %378, %398
  %403 = add <8 x i64> %379, %399
  %404 = add <8 x i64> %380, %400
  %405 = add <8 x i64> %vec.ind.unr80, <i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97>
  %406 = add <8 x i64> %vec.ind.unr80, <i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105>
  %407 = add <8 x i64> %vec.ind.unr80, <i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113>
  %408 = add <8 x i64> %vec.ind.unr80, <i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121>
  %sunkaddr39433 = getelementptr i32, i32* %scevgep215.epil, i64 96
  %409 = bitcast i32* %sunkaddr39433 to <8 x i32>*
  %wide.load.3.epil = load <8 x i32>, <8 x i32>* %409, align 4
  %sunkaddr39735 = getelementptr i32, i32* %scevgep215.epil, i64 104
  %410 = bitcast i32* %sunkaddr39735 to <8 x i32>*
  %wide.load92.3.epil = load <8 x i32>, <8 x i32>* %410, align 4
  %sunkaddr40037 = getelementptr i32, i32* %scevgep215.epil, i64 112
  %411 = bitcast i32* %sunkaddr40037 to <8 x i32>*
  %wide.load93.3.epil = load <8 x i32>, <8 x i32>* %411, align 4
  %sunkaddr40339 = getelementptr i32, i32* %scevgep215.epil, i64 120
  %412 = bitcast i32* %sunkaddr40339 to <8 x i32>*
  %wide.load94.3.epil = load <8 x i32>, <8 x i32>* %412, align 4
  %413 = sext <8 x i32> %wide.load.3.epil to <8 x i64>
  %414 = sext <8 x i32> %wide.load92.3.epil to <8 x i64>
  %415 = sext <8 x i32> %wide.load93.3.epil to <8 x i64>
  %416 = sext <8 x i32> %wide.load94.3.epil to <8 x i64>
  %417 = icmp ne <8 x i64> %405, %413
  %418 = icmp ne <8 x i64> %406, %414
  %419 = icmp ne <8 x i64> %407, %415
  %420 = icmp ne <8 x i64> %408, %416
  %421 = zext <8 x i1> %417 to <8 x i64>
  %422 = zext <8 x i1> %418 to <8 x i64>
  %423 = zext <8 x i1> %419 to <8 x i64>
  %424 = zext <8 x i1> %420 to <8 x i64>
  %425 = add <8 x i64> %401, %421
  %426 = add <8 x i64> %402, %422
  %427 = add <8 x i64> %403, %423
  %428 = add <8 x i64> %404, %424
  %429 = add <8 x i64> %vec.ind.unr80, <i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129>
  %430 = add <8 x i64> %vec.ind.unr80, <i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137>
  %431 = add <8 x i64> %vec.ind.unr80, <i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145>
  %432 = add <8 x i64> %vec.ind.unr80, <i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153>
  %sunkaddr40641 = getelementptr i32, i32* %scevgep215.epil, i64 128
  %433 = bitcast i32* %sunkaddr40641 to <8 x i32>*
  %wide.load.4.epil = load <8 x i32>, <8 x i32>* %433, align 4
  %sunkaddr40943 = getelementptr i32, i32* %scevgep215.epil, i64 136
  %434 = bitcast i32* %sunkaddr40943 to <8 x i32>*
  %wide.load92.4.epil = load <8 x i32>, <8 x i32>* %434, align 4
  %sunkaddr41245 = getelementptr i32, i32* %scevgep215.epil, i64 144
  %435 = bitcast i32* %sunkaddr41245 to <8 x i32>*
  %wide.load93.4.epil = load <8 x i32>, <8 x i32>* %435, align 4
  %sunkaddr41547 = getelementptr i32, i32* %scevgep215.epil, i64 152
  %436 = bitcast i32* %sunkaddr41547 to <8 x i32>*
  %wide.load94.4.epil = load <8 x i32>, <8 x i32>* %436, align 4
  %437 = sext <8 x i32> %wide.load.4.epil to <8 x i64>
  %438 = sext <8 x i32> %wide.load92.4.epil to <8 x i64>
  %439 = sext <8 x i32> %wide.load93.4.epil to <8 x i64>
  %440 = sext <8 x i32> %wide.load94.4.epil to <8 x i64>
  %441 = icmp ne <8 x i64> %429, %437
  %442 = icmp ne <8 x i64> %430, %438
  %443 = icmp ne <8 x i64> %431, %439
  %444 = icmp ne <8 x i64> %432, %440
  %445 = zext <8 x i1> %441 to <8 x i64>
  %446 = zext <8 x i1> %442 to <8 x i64>
  %447 = zext <8 x i1> %443 to <8 x i64>
  %448 = zext <8 x i1> %444 to <8 x i64>
  %449 = add <8 x i64> %425, %445
  %450 = add <8 x i64> %426, %446
  %451 = add <8 x i64> %427, %447
  %452 = add <8 x i64> %428, %448
  %453 = add <8 x i64> %vec.ind.unr80, <i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161>
  %454 = add <8 x i64> %vec.ind.unr80, <i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169>
  %455 = add <8 x i64> %vec.ind.unr80, <i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177>
  %456 = add <8 x i64> %vec.ind.unr80, <i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185>
  %sunkaddr41849 = getelementptr i32, i32* %scevgep215.epil, i64 160
  %457 = bitcast i32* %sunkaddr41849 to <8 x i32>*
  %wide.load.5.epil = load <8 x i32>, <8 x i32>* %457, align 4
  %sunkaddr42151 = getelementptr i32, i32* %scevgep215.epil, i64 168
  %458 = bitcast i32* %sunkaddr42151 to <8 x i32>*
  %wide.load92.5.epil = load <8 x i32>, <8 x i32>* %458, align 4
  %sunkaddr42453 = getelementptr i32, i32* %scevgep215.epil, i64 176
  %459 = bitcast i32* %sunkaddr42453 to <8 x i32>*
  %wide.load93.5.epil = load <8 x i32>, <8 x i32>* %459, align 4
  %sunkaddr42755 = getelementptr i32, i32* %scevgep215.epil, i64 184
  %460 = bitcast i32* %sunkaddr42755 to <8 x i32>*
  %wide.load94.5.epil = load <8 x i32>, <8 x i32>* %460, align 4
  %461 = sext <8 x i32> %wide.load.5.epil to <8 x i64>
  %462 = sext <8 x i32> %wide.load92.5.epil to <8 x i64>
  %463 = sext <8 x i32> %wide.load93.5.epil to <8 x i64>
  %464 = sext <8 x i32> %wide.load94.5.epil to <8 x i64>
  %465 = icmp ne <8 x i64> %453, %461
  %466 = icmp ne <8 x i64> %454, %462
  %467 = icmp ne <8 x i64> %455, %463
  %468 = icmp ne <8 x i64> %456, %464
  %469 = zext <8 x i1> %465 to <8 x i64>
  %470 = zext <8 x i1> %466 to <8 x i64>
  %471 = zext <8 x i1> %467 to <8 x i64>
  %472 = zext <8 x i1> %468 to <8 x i64>
  %473 = add <8 x i64> %449, %469
  %474 = add <8 x i64> %450, %470
  %475 = add <8 x i64> %451, %471
  %476 = add <8 x i64> %452, %472
  %477 = add <8 x i64> %vec.ind.unr80, <i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193>
  %478 = add <8 x i64> %vec.ind.unr80, <i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201>
  %479 = add <8 x i64> %vec.ind.unr80, <i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209>
  %480 = add <8 x i64> %vec.ind.unr80, <i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217>
  %sunkaddr43057 = getelementptr i32, i32* %scevgep215.epil, i64 192
  %481 = bitcast i32* %sunkaddr43057 to <8 x i32>*
  %wide.load.6.epil = load <8 x i32>, <8 x i32>* %481, align 4
  %sunkaddr43359 = getelementptr i32, i32* %scevgep215.epil, i64 200
  %482 = bitcast i32* %sunkaddr43359 to <8 x i32>*
  %wide.load92.6.epil = load <8 x i32>, <8 x i32>* %482, align 4
  %sunkaddr43661 = getelementptr i32, i32* %scevgep215.epil, i64 208
  %483 = bitcast i32* %sunkaddr43661 to <8 x i32>*
  %wide.load93.6.epil = load <8 x i32>, <8 x i32>* %483, align 4
  %sunkaddr43963 = getelementptr i32, i32* %scevgep215.epil, i64 216
  %484 = bitcast i32* %sunkaddr43963 to <8 x i32>*
  %wide.load94.6.epil = load <8 x i32>, <8 x i32>* %484, align 4
  %485 = sext <8 x i32> %wide.load.6.epil to <8 x i64>
  %486 = sext <8 x i32> %wide.load92.6.epil to <8 x i64>
  %487 = sext <8 x i32> %wide.load93.6.epil to <8 x i64>
  %488 = sext <8 x i32> %wide.load94.6.epil to <8 x i64>
  %489 = icmp ne <8 x i64> %477, %485
  %490 = icmp ne <8 x i64> %478, %486
  %491 = icmp ne <8 x i64> %479, %487
  %492 = icmp ne <8 x i64> %480, %488
  %493 = zext <8 x i1> %489 to <8 x i64>
  %494 = zext <8 x i1> %490 to <8 x i64>
  %495 = zext <8 x i1> %491 to <8 x i64>
  %496 = zext <8 x i1> %492 to <8 x i64>
  %497 = add <8 x i64> %473, %493
  %498 = add <8 x i64> %474, %494
  %499 = add <8 x i64> %475, %495
  %500 = add <8 x i64> %476, %496
  %501 = add <8 x i64> %vec.ind.unr80, <i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225>
  %502 = add <8 x i64> %vec.ind.unr80, <i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233>
  %503 = add <8 x i64> %vec.ind.unr80, <i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241>
  %504 = add <8 x i64> %vec.ind.unr80, <i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249>
  %sunkaddr44265 = getelementptr i32, i32* %scevgep215.epil, i64 224
  %505 = bitcast i32* %sunkaddr44265 to <8 x i32>*
  %wide.load.7.epil = load <8 x i32>, <8 x i32>* %505, align 4
  %sunkaddr44567 = getelementptr i32, i32* %scevgep215.epil, i64 232
  %506 = bitcast i32* %sunkaddr44567 to <8 x i32>*
  %wide.load92.7.epil = load <8 x i32>, <8 x i32>* %506, align 4
  %sunkaddr44869 = getelementptr i32, i32* %scevgep215.epil, i64 240
  %507 = bitcast i32* %sunkaddr44869 to <8 x i32>*
  %wide.load93.7.epil = load <8 x i32>, <8 x i32>* %507, align 4
  %sunkaddr45171 = getelementptr i32, i32* %scevgep215.epil, i64 248
  %508 = bitcast i32* %sunkaddr45171 to <8 x i32>*
  %wide.load94.7.epil = load <8 x i32>, <8 x i32>* %508, align 4
  %509 = sext <8 x i32> %wide.load.7.epil to <8 x i64>
  %510 = sext <8 x i32> %wide.load92.7.epil to <8 x i64>
  %511 = sext <8 x i32> %wide.load93.7.epil to <8 x i64>
  %512 = sext <8 x i32> %wide.load94.7.epil to <8 x i64>
  %513 = icmp ne <8 x i64> %501, %509
  %514 = icmp ne <8 x i64> %502, %510
  %515 = icmp ne <8 x i64> %503, %511
  %516 = icmp ne <8 x i64> %504, %512
  %517 = zext <8 x i1> %513 to <8 x i64>
  %518 = zext <8 x i1> %514 to <8 x i64>
  %519 = zext <8 x i1> %515 to <8 x i64>
  %520 = zext <8 x i1> %516 to <8 x i64>
  %521 = add <8 x i64> %497, %517
  %522 = add <8 x i64> %498, %518
  %523 = add <8 x i64> %499, %519
  %524 = add <8 x i64> %500, %520
  %vec.ind.next.7.epil = add <8 x i64> %vec.ind.unr80, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  br label %middle.block.unr-lcssa.loopexit

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil65, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %.lcssa62 = phi <8 x i64> [ %.lcssa62.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %521, %vector.body.epil65 ]
  %.lcssa61 = phi <8 x i64> [ %.lcssa61.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %522, %vector.body.epil65 ]
  %.lcssa60 = phi <8 x i64> [ %.lcssa60.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %523, %vector.body.epil65 ]
  %.lcssa59 = phi <8 x i64> [ %.lcssa59.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %524, %vector.body.epil65 ]
  %vec.ind.next.7.lcssa = phi <8 x i64> [ %vec.ind.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %vec.ind.next.7.epil, %vector.body.epil65 ]
  %525 = shl i64 %unroll_iter, 5
  %phi.bo10 = or i64 %525, 24
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %.lcssa100.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa62, %middle.block.unr-lcssa.loopexit ]
  %.lcssa99.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa61, %middle.block.unr-lcssa.loopexit ]
  %.lcssa98.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa60, %middle.block.unr-lcssa.loopexit ]
  %.lcssa.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa59, %middle.block.unr-lcssa.loopexit ]
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo10, %middle.block.unr-lcssa.loopexit ]
  %vec.phi.unr = phi <8 x i64> [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph ], [ %.lcssa62, %middle.block.unr-lcssa.loopexit ]
  %vec.phi86.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa61, %middle.block.unr-lcssa.loopexit ]
  %vec.phi87.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa60, %middle.block.unr-lcssa.loopexit ]
  %vec.phi88.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa59, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.7.lcssa, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep115 = getelementptr i32, i32* %.6.i1.i, i64 %index.unr
  %526 = shl i64 %xtraiter, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv116 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next117, %vector.body.epil ]
  %vec.phi.epil = phi <8 x i64> [ %vec.phi.unr, %vector.body.epil.preheader ], [ %544, %vector.body.epil ]
  %vec.phi86.epil = phi <8 x i64> [ %vec.phi86.unr, %vector.body.epil.preheader ], [ %545, %vector.body.epil ]
  %vec.phi87.epil = phi <8 x i64> [ %vec.phi87.unr, %vector.body.epil.preheader ], [ %546, %vector.body.epil ]
  %vec.phi88.epil = phi <8 x i64> [ %vec.phi88.unr, %vector.body.epil.preheader ], [ %547, %vector.body.epil ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.unr, %vector.body.epil.preheader ], [ %vec.ind.next.epil, %vector.body.epil ]
  %527 = bitcast i32* %scevgep115 to i8*
  %528 = add nuw nsw <8 x i64> %vec.ind.epil, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %529 = add <8 x i64> %vec.ind.epil, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %530 = add <8 x i64> %vec.ind.epil, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %531 = add <8 x i64> %vec.ind.epil, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %uglygep137 = getelementptr i8, i8* %527, i64 %lsr.iv116
  %uglygep137138 = bitcast i8* %uglygep137 to <8 x i32>*
  %scevgep139 = getelementptr <8 x i32>, <8 x i32>* %uglygep137138, i64 -3
  %wide.load.epil = load <8 x i32>, <8 x i32>* %scevgep139, align 4
  %uglygep = getelementptr i8, i8* %527, i64 %lsr.iv116
  %uglygep135 = bitcast i8* %uglygep to <8 x i32>*
  %scevgep136 = getelementptr <8 x i32>, <8 x i32>* %uglygep135, i64 -2
  %wide.load92.epil = load <8 x i32>, <8 x i32>* %scevgep136, align 4
  %uglygep140 = getelementptr i8, i8* %527, i64 %lsr.iv116
  %uglygep140141 = bitcast i8* %uglygep140 to <8 x i32>*
  %scevgep142 = getelementptr <8 x i32>, <8 x i32>* %uglygep140141, i64 -1
  %wide.load93.epil = load <8 x i32>, <8 x i32>* %scevgep142, align 4
  %wide.load94.epil = load <8 x i32>, <8 x i32>* %uglygep135, align 4
  %532 = sext <8 x i32> %wide.load.epil to <8 x i64>
  %533 = sext <8 x i32> %wide.load92.epil to <8 x i64>
  %534 = sext <8 x i32> %wide.load93.epil to <8 x i64>
  %535 = sext <8 x i32> %wide.load94.epil to <8 x i64>
  %536 = icmp ne <8 x i64> %528, %532
  %537 = icmp ne <8 x i64> %529, %533
  %538 = icmp ne <8 x i64> %530, %534
  %539 = icmp ne <8 x i64> %531, %535
  %540 = zext <8 x i1> %536 to <8 x i64>
  %541 = zext <8 x i1> %537 to <8 x i64>
  %542 = zext <8 x i1> %538 to <8 x i64>
  %543 = zext <8 x i1> %539 to <8 x i64>
  %544 = add <8 x i64> %vec.phi.epil, %540
  %545 = add <8 x i64> %vec.phi86.epil, %541
  %546 = add <8 x i64> %vec.phi87.epil, %542
  %547 = add <8 x i64> %vec.phi88.epil, %543
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %lsr.iv.next117 = add nuw nsw i64 %lsr.iv116, 128
  %epil.iter.cmp.not = icmp eq i64 %526, %lsr.iv.next117
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !22

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa100 = phi <8 x i64> [ %.lcssa100.ph, %middle.block.unr-lcssa ], [ %544, %vector.body.epil ]
  %.lcssa99 = phi <8 x i64> [ %.lcssa99.ph, %middle.block.unr-lcssa ], [ %545, %vector.body.epil ]
  %.lcssa98 = phi <8 x i64> [ %.lcssa98.ph, %middle.block.unr-lcssa ], [ %546, %vector.body.epil ]
  %.lcssa = phi <8 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %547, %vector.body.epil ]
  %bin.rdx = add <8 x i64> %.lcssa99, %.lcssa100
  %bin.rdx95 = add <8 x i64> %bin.rdx, %.lcssa98
  %bin.rdx96 = add <8 x i64> %bin.rdx95, %.lcssa
  %rdx.shuf = shufflevector <8 x i64> %bin.rdx96, <8 x i64> poison, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx227 = add <8 x i64> %rdx.shuf, %bin.rdx96
  %rdx.shuf228 = shufflevector <8 x i64> %bin.rdx227, <8 x i64> poison, <8 x i32> <i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx229 = add <8 x i64> %rdx.shuf228, %bin.rdx227
  %rdx.shuf230 = shufflevector <8 x i64> %bin.rdx229, <8 x i64> poison, <8 x i32> <i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx231 = add <8 x i64> %rdx.shuf230, %bin.rdx229
  %548 = extractelement <8 x i64> %bin.rdx231, i64 0
  %cmp.n = icmp eq i64 %n.vec, %arg.a.5.0
  br i1 %cmp.n, label %B466.loopexit, label %B426.preheader

B426.preheader:                                   ; preds = %middle.block, %B424.preheader
  %sgn.4.085.ph = phi i64 [ 1, %B424.preheader ], [ %548, %middle.block ]
  %.371.083.ph = phi i64 [ 0, %B424.preheader ], [ %n.vec, %middle.block ]
  %549 = or i64 %.371.083.ph, 1
  %550 = sub i64 0, %arg.a.5.0
  br label %B426

B426:                                             ; preds = %B426, %B426.preheader
  %lsr.iv = phi i64 [ %549, %B426.preheader ], [ %lsr.iv.next, %B426 ]
  %sgn.4.085 = phi i64 [ %sgn.4.085.ph, %B426.preheader ], [ %.501, %B426 ]
  %scevgep132 = getelementptr i32, i32* %.6.i1.i, i64 %lsr.iv
  %scevgep133 = getelementptr i32, i32* %scevgep132, i64 -1
  %.494 = load i32, i32* %scevgep133, align 4
  %.496 = sext i32 %.494 to i64
  %.497 = icmp ne i64 %lsr.iv, %.496
  %.500 = zext i1 %.497 to i64
  %.501 = add nuw nsw i64 %sgn.4.085, %.500
  %lsr.iv.next = add i64 %lsr.iv, 1
  %551 = add i64 %550, %lsr.iv.next
  %exitcond.not = icmp eq i64 %551, 1
  br i1 %exitcond.not, label %B466.loopexit, label %B426, !llvm.loop !23

B466.loopexit:                                    ; preds = %B426, %middle.block
  %.501.lcssa = phi i64 [ %548, %middle.block ], [ %.501, %B426 ]
  %phi.bo = and i64 %.501.lcssa, 1
  %phi.cmp = icmp eq i64 %phi.bo, 0
  %phi.sel = select i1 %phi.cmp, i64 -1, i64 1
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.552 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.553 = icmp eq i8* %.552, null
  br i1 %.553, label %B492.endif.endif.if, label %B492.endif.endif.endif, !prof !5

B152.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931233856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif:                                       ; preds = %B44.i
  %552 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %552)
  %553 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %553)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !25
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !25
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %552, i8 0, i64 72, i1 false), !noalias !25
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !25
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %B152.endif, %B152.endif
  %554 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %555 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.fca.0.gep17.i235452259 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 1
  %.45.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !25
  %.45.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !25
  %.45.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !25
  %.45.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !25
  %.45.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !25
  %.45.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !25
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !25
  %.45.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !25
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i235452259, align 8, !noalias !25
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !25
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %555)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %554)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B152.endif.endif.if, label %B0.endif.endif.i, !prof !5

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B152.endif
  %556 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %557 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !25
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %557)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %556)
  %.144 = icmp sgt i32 %.35.i, 0
  %.145 = select i1 %.144, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.145, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i:                                 ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B152.endif.endif.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !29
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B152.endif.endif.if, label %B152.endif.endif.endif, !prof !5

B152.endif.endif.if:                              ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931366144, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ], [ @.const.picklebuf.140269931474752, %B0.endif.endif.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %558 = bitcast i8* %.5.i.i to i32**
  %.6.i1.i = load i32*, i32** %558, align 8, !noalias !39
  %.280 = tail call i32 @numba_xxgetrf(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.0, double* %.45.fca.4.load.i, i64 %arg.a.5.0, i32* %.6.i1.i)
  %.288 = icmp sgt i32 %.280, 0
  br i1 %.288, label %B330, label %B360

B360.if:                                          ; preds = %B360
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931365056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.if:                              ; preds = %B466.loopexit
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269927312384, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B492.endif.endif.endif:                           ; preds = %B466.loopexit
  %.5.i = getelementptr i8, i8* %.552, i64 24
  %559 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i27 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.565 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i27, i64 0, i32 1
  store i64 1, i64* %.565, align 8
  %560 = bitcast i8* %.5.i to i64**
  %.6.i52814 = load i64*, i64** %560, align 8
  store i64 0, i64* %.6.i52814, align 8
  %.6.i729 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.577 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i729, i64 0, i32 2
  store i8 0, i8* %.577, align 1
  %.6.i1130 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.590 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1130, i64 0, i32 3
  store i64 0, i64* %.590, align 1
  %.6.i202315 = load i64*, i64** %560, align 8
  store i64 1, i64* %.6.i202315, align 8
  %.6.i1624 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.630 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1624, i64 0, i32 3
  store i64 %arg.a.5.0, i64* %.630, align 8
  %.6.i45.i16 = load i64*, i64** %560, align 8, !noalias !44
  %.26.i = load i64, i64* %.6.i45.i16, align 8, !noalias !44
  %.27.i12 = icmp slt i64 %.26.i, 1
  br i1 %.27.i12, label %B492.endif.endif.endif.if, label %B492.endif.endif.endif.endif, !prof !5

B492.endif.endif.endif.if:                        ; preds = %B492.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929999552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif:                     ; preds = %B492.endif.endif.endif
  %561 = bitcast [2 x double]* %.662 to i8*
  tail call void @NRT_decref(i8* nonnull %.552)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %561, i8 0, i64 16, i1 false)
  %.670 = call i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx([2 x double]* nonnull %.662, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i64 %arg.a.5.0, i8* %.45.fca.0.load.i, i8* %.45.fca.1.load.i, i64 %.45.fca.2.load.i, i64 %.45.fca.3.load.i, double* %.45.fca.4.load.i, i64 %.45.fca.5.0.load.i, i64 %.45.fca.5.1.load.i, i64 %.45.fca.6.0.load.i, i64 %.45.fca.6.1.load.i, i64 %phi.sel)
  switch i32 %.670, label %B492.endif.endif.endif.endif.if [
    i32 -2, label %B492.endif.endif.endif.endif.endif
    i32 0, label %B492.endif.endif.endif.endif.endif
  ]

B492.endif.endif.endif.endif.if:                  ; preds = %B492.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif.endif:               ; preds = %B492.endif.endif.endif.endif, %B492.endif.endif.endif.endif
  %562 = bitcast [2 x double]* %.662 to double*
  %sunkaddr17 = getelementptr inbounds [2 x double], [2 x double]* %.662, i64 0, i64 1
  %.680.fca.1.load = load double, double* %sunkaddr17, align 8
  %.680.fca.0.load = load double, double* %562, align 8
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %retptr.repack239453260 = bitcast [2 x double]* %retptr to double*
  store double %.680.fca.0.load, double* %retptr.repack239453260, align 8
  %retptr.repack25 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %.680.fca.1.load, double* %retptr.repack25, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !5

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 8)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !5

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931113280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !48
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !5

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i6 = load double*, double** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -32
  %2 = lshr i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %for.cond.1.preheader.us.epil, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter54 = and i64 %arg.a.5.0, -2
  %xtraiter42 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 4
  %7 = shl i64 %arg.a.5.0, 6
  %scevgep676 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.1
  %8 = icmp eq i64 %xtraiter42, 0
  br i1 %8, label %for.body.1.us.preheader.us.preheader, label %for.body.1.us.preheader.preheader

for.body.1.us.preheader.preheader:                ; preds = %for.cond.1.preheader.us.preheader.new
  %9 = add nsw i64 %unroll_iter54, -2
  %10 = lshr exact i64 %9, 1
  %11 = add nuw i64 %10, 1
  %xtraiter81 = and i64 %11, 3
  %12 = icmp ult i64 %9, 6
  br i1 %12, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa, label %for.body.1.us.preheader.preheader.new

for.body.1.us.preheader.preheader.new:            ; preds = %for.body.1.us.preheader.preheader
  %unroll_iter102 = and i64 %11, -4
  %13 = shl i64 %arg.a.5.1, 6
  %14 = shl nuw i64 %arg.a.5.1, 1
  %15 = mul i64 %arg.a.5.1, 3
  %16 = shl i64 %arg.a.5.1, 2
  %17 = mul i64 %arg.a.5.1, 5
  %18 = mul i64 %arg.a.5.1, 6
  %19 = mul i64 %arg.a.5.1, 7
  %scevgep1246 = getelementptr double, double* %.6.i6, i64 1
  %scevgep1284 = getelementptr double, double* %arg.a.4, i64 %14
  %scevgep1295 = getelementptr double, double* %.6.i6, i64 2
  %scevgep1342 = getelementptr double, double* %arg.a.4, i64 %15
  %scevgep1360 = getelementptr double, double* %.6.i6, i64 3
  %scevgep1400 = getelementptr double, double* %arg.a.4, i64 %16
  %scevgep1410 = getelementptr double, double* %.6.i6, i64 4
  %scevgep1450 = getelementptr double, double* %arg.a.4, i64 %17
  %scevgep1460 = getelementptr double, double* %.6.i6, i64 5
  %scevgep1496 = getelementptr double, double* %arg.a.4, i64 %18
  %scevgep1506 = getelementptr double, double* %.6.i6, i64 6
  %scevgep1542 = getelementptr double, double* %arg.a.4, i64 %19
  %scevgep1552 = getelementptr double, double* %.6.i6, i64 7
  %20 = shl i64 %xtraiter42, 3
  %scevgep1723 = getelementptr double, double* %.6.i6, i64 %arg.a.5.0
  %21 = add nuw nsw i64 %xtraiter42, 7
  %22 = add nuw i64 %21, %arg.a.5.1
  %scevgep1757 = getelementptr double, double* %arg.a.4, i64 %22
  %23 = add nuw i64 %arg.a.5.0, 1
  %scevgep1776 = getelementptr double, double* %.6.i6, i64 %23
  %24 = add i64 %21, %14
  %scevgep1808 = getelementptr double, double* %arg.a.4, i64 %24
  %25 = add nuw i64 %arg.a.5.0, 2
  %scevgep1827 = getelementptr double, double* %.6.i6, i64 %25
  %26 = add i64 %21, %15
  %scevgep1859 = getelementptr double, double* %arg.a.4, i64 %26
  %27 = add nuw i64 %arg.a.5.0, 3
  %scevgep1878 = getelementptr double, double* %.6.i6, i64 %27
  %28 = add i64 %21, %16
  %scevgep1910 = getelementptr double, double* %arg.a.4, i64 %28
  %29 = add nuw i64 %arg.a.5.0, 4
  %scevgep1929 = getelementptr double, double* %.6.i6, i64 %29
  %30 = add i64 %21, %17
  %scevgep1961 = getelementptr double, double* %arg.a.4, i64 %30
  %31 = add nuw i64 %arg.a.5.0, 5
  %scevgep1980 = getelementptr double, double* %.6.i6, i64 %31
  %32 = add i64 %21, %18
  %scevgep2012 = getelementptr double, double* %arg.a.4, i64 %32
  %33 = add nuw i64 %arg.a.5.0, 6
  %scevgep2031 = getelementptr double, double* %.6.i6, i64 %33
  %34 = add i64 %21, %19
  %scevgep2063 = getelementptr double, double* %arg.a.4, i64 %34
  %35 = add nuw i64 %arg.a.5.0, 7
  %scevgep2082 = getelementptr double, double* %.6.i6, i64 %35
  %scevgep1377 = getelementptr double, double* %arg.a.4, i64 7
  %36 = lshr i64 %arg.a.5.1, 3
  %37 = shl nuw i64 %36, 3
  br label %for.body.1.us.preheader

for.body.1.us.preheader.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %38 = add nsw i64 %arg.a.5.1, -8
  %39 = lshr i64 %38, 3
  %40 = add nuw nsw i64 %39, 1
  %xtraiter71 = and i64 %40, 7
  %unroll_iter74 = and i64 %40, %const
  %41 = shl i64 %xtraiter71, 6
  %lsr.iv.next687.us.3 = shl i64 %arg.a.5.0, 9
  %42 = add nsw i64 %unroll_iter74, -8
  %43 = lshr exact i64 %42, 3
  %44 = add nuw nsw i64 %43, 1
  %const_mat = add i64 %const, 6
  %unroll_iter390 = and i64 %44, %const_mat
  br label %for.body.1.us.preheader.us

for.body.1.us.preheader.us:                       ; preds = %for.end.1.loopexit.us.1.us, %for.body.1.us.preheader.us.preheader
  %lsr.iv684.us = phi i64 [ %lsr.iv.next685.us, %for.end.1.loopexit.us.1.us ], [ 8, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv677.us = phi double* [ %571, %for.end.1.loopexit.us.1.us ], [ %scevgep676, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv465.us = phi i64 [ %lsr.iv.next466.us, %for.end.1.loopexit.us.1.us ], [ 0, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv453.us = phi double* [ %570, %for.end.1.loopexit.us.1.us ], [ %arg.a.4, %for.body.1.us.preheader.us.preheader ]
  %loop.index4.us.us = phi i64 [ %.141.us.1.us, %for.end.1.loopexit.us.1.us ], [ 0, %for.body.1.us.preheader.us.preheader ]
  %45 = icmp ult i64 %4, 7
  br i1 %45, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.preheader69.us

for.body.1.us.preheader69.us:                     ; preds = %for.body.1.us.preheader.us
  %46 = icmp ult i64 %38, 56
  br i1 %46, label %for.body.1.us.1.preheader.us.unr-lcssa, label %for.body.1.us.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.us.preheader69.us
  %47 = icmp eq i64 %42, 0
  br i1 %47, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader929

for.body.1.us.us.preheader929:                    ; preds = %for.body.1.us.us.preheader
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader929, %for.body.1.us.us
  %lsr.iv459.us = phi double* [ %300, %for.body.1.us.us ], [ %.6.i6, %for.body.1.us.us.preheader929 ]
  %loop.index.12.us.us = phi i64 [ %.139.us.7.us.7.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader929 ]
  %niter391 = phi i64 [ %niter391.next.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader929 ]
  %lsr.iv459.us396 = bitcast double* %lsr.iv459.us to i8*
  %lsr.iv459460.us = bitcast double* %lsr.iv459.us to i1*
  %scevgep544 = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us
  %.137.us.us = load double, double* %scevgep544, align 8
  %uglygep397 = getelementptr i8, i8* %lsr.iv459.us396, i64 %lsr.iv465.us
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  store double %.137.us.us, double* %uglygep397398, align 8
  %sunkaddr = mul i64 %loop.index.12.us.us, 8
  %48 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1750 = getelementptr i8, i8* %48, i64 %sunkaddr
  %sunkaddr1751 = getelementptr i8, i8* %sunkaddr1750, i64 8
  %49 = bitcast i8* %sunkaddr1751 to double*
  %.137.us.1.us = load double, double* %49, align 8
  %uglygep547 = getelementptr i8, i8* %uglygep397, i64 %.46
  %uglygep547548 = bitcast i8* %uglygep547 to double*
  store double %.137.us.1.us, double* %uglygep547548, align 8
  %sunkaddr1752 = mul i64 %loop.index.12.us.us, 8
  %50 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1753 = getelementptr i8, i8* %50, i64 %sunkaddr1752
  %sunkaddr1754 = getelementptr i8, i8* %sunkaddr1753, i64 16
  %51 = bitcast i8* %sunkaddr1754 to double*
  %.137.us.2.us = load double, double* %51, align 8
  %uglygep549 = getelementptr i8, i8* %uglygep547, i64 %.46
  %uglygep549550 = bitcast i8* %uglygep549 to double*
  store double %.137.us.2.us, double* %uglygep549550, align 8
  %sunkaddr1755 = mul i64 %loop.index.12.us.us, 8
  %52 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1756 = getelementptr i8, i8* %52, i64 %sunkaddr1755
  %sunkaddr1757 = getelementptr i8, i8* %sunkaddr1756, i64 24
  %53 = bitcast i8* %sunkaddr1757 to double*
  %.137.us.3.us = load double, double* %53, align 8
  %uglygep551 = getelementptr i8, i8* %uglygep549, i64 %.46
  %uglygep551552 = bitcast i8* %uglygep551 to double*
  store double %.137.us.3.us, double* %uglygep551552, align 8
  %sunkaddr1758 = mul i64 %loop.index.12.us.us, 8
  %54 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1759 = getelementptr i8, i8* %54, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, i8* %sunkaddr1759, i64 32
  %55 = bitcast i8* %sunkaddr1760 to double*
  %.137.us.4.us = load double, double* %55, align 8
  %uglygep553 = getelementptr i8, i8* %uglygep551, i64 %.46
  %uglygep553554 = bitcast i8* %uglygep553 to double*
  store double %.137.us.4.us, double* %uglygep553554, align 8
  %sunkaddr1761 = mul i64 %loop.index.12.us.us, 8
  %56 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1762 = getelementptr i8, i8* %56, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, i8* %sunkaddr1762, i64 40
  %57 = bitcast i8* %sunkaddr1763 to double*
  %.137.us.5.us = load double, double* %57, align 8
  %uglygep555 = getelementptr i8, i8* %uglygep553, i64 %.46
  %uglygep555556 = bitcast i8* %uglygep555 to double*
  store double %.137.us.5.us, double* %uglygep555556, align 8
  %sunkaddr1764 = mul i64 %loop.index.12.us.us, 8
  %58 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1765 = getelementptr i8, i8* %58, i64 %sunkaddr1764
  %sunkaddr1766 = getelementptr i8, i8* %sunkaddr1765, i64 48
  %59 = bitcast i8* %sunkaddr1766 to double*
  %.137.us.6.us = load double, double* %59, align 8
  %uglygep557 = getelementptr i8, i8* %uglygep555, i64 %.46
  %uglygep557558 = bitcast i8* %uglygep557 to double*
  store double %.137.us.6.us, double* %uglygep557558, align 8
  %sunkaddr1767 = mul i64 %loop.index.12.us.us, 8
  %60 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1768 = getelementptr i8, i8* %60, i64 %sunkaddr1767
  %sunkaddr1769 = getelementptr i8, i8* %sunkaddr1768, i64 56
  %61 = bitcast i8* %sunkaddr1769 to double*
  %.137.us.7.us = load double, double* %61, align 8
  %uglygep559 = getelementptr i8, i8* %uglygep557, i64 %.46
  %uglygep559560 = bitcast i8* %uglygep559 to double*
  store double %.137.us.7.us, double* %uglygep559560, align 8
  %scevgep461.us = getelementptr i1, i1* %lsr.iv459460.us, i64 %7
  %sunkaddr1770 = mul i64 %loop.index.12.us.us, 8
  %62 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1771 = getelementptr i8, i8* %62, i64 %sunkaddr1770
  %sunkaddr1772 = getelementptr i8, i8* %sunkaddr1771, i64 64
  %63 = bitcast i8* %sunkaddr1772 to double*
  %.137.us.us.1 = load double, double* %63, align 8
  %uglygep561 = getelementptr i8, i8* %uglygep559, i64 %.46
  %uglygep561562 = bitcast i8* %uglygep561 to double*
  store double %.137.us.us.1, double* %uglygep561562, align 8
  %sunkaddr1773 = mul i64 %loop.index.12.us.us, 8
  %64 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1774 = getelementptr i8, i8* %64, i64 %sunkaddr1773
  %sunkaddr1775 = getelementptr i8, i8* %sunkaddr1774, i64 72
  %65 = bitcast i8* %sunkaddr1775 to double*
  %.137.us.1.us.1 = load double, double* %65, align 8
  %uglygep563 = getelementptr i8, i8* %uglygep561, i64 %.46
  %uglygep563564 = bitcast i8* %uglygep563 to double*
  store double %.137.us.1.us.1, double* %uglygep563564, align 8
  %sunkaddr1776 = mul i64 %loop.index.12.us.us, 8
  %66 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1777 = getelementptr i8, i8* %66, i64 %sunkaddr1776
  %sunkaddr1778 = getelementptr i8, i8* %sunkaddr1777, i64 80
  %67 = bitcast i8* %sunkaddr1778 to double*
  %.137.us.2.us.1 = load double, double* %67, align 8
  %uglygep565 = getelementptr i8, i8* %uglygep563, i64 %.46
  %uglygep565566 = bitcast i8* %uglygep565 to double*
  store double %.137.us.2.us.1, double* %uglygep565566, align 8
  %sunkaddr1779 = mul i64 %loop.index.12.us.us, 8
  %68 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1780 = getelementptr i8, i8* %68, i64 %sunkaddr1779
  %sunkaddr1781 = getelementptr i8, i8* %sunkaddr1780, i64 88
  %69 = bitcast i8* %sunkaddr1781 to double*
  %.137.us.3.us.1 = load double, double* %69, align 8
  %uglygep567 = getelementptr i8, i8* %uglygep565, i64 %.46
  %uglygep567568 = bitcast i8* %uglygep567 to double*
  store double %.137.us.3.us.1, double* %uglygep567568, align 8
  %sunkaddr1782 = mul i64 %loop.index.12.us.us, 8
  %70 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1783 = getelementptr i8, i8* %70, i64 %sunkaddr1782
  %sunkaddr1784 = getelementptr i8, i8* %sunkaddr1783, i64 96
  %71 = bitcast i8* %sunkaddr1784 to double*
  %.137.us.4.us.1 = load double, double* %71, align 8
  %uglygep569 = getelementptr i8, i8* %uglygep567, i64 %.46
  %uglygep569570 = bitcast i8* %uglygep569 to double*
  store double %.137.us.4.us.1, double* %uglygep569570, align 8
  %sunkaddr1785 = mul i64 %loop.index.12.us.us, 8
  %72 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1786 = getelementptr i8, i8* %72, i64 %sunkaddr1785
  %sunkaddr1787 = getelementptr i8, i8* %sunkaddr1786, i64 104
  %73 = bitcast i8* %sunkaddr1787 to double*
  %.137.us.5.us.1 = load double, double* %73, align 8
  %uglygep571 = getelementptr i8, i8* %uglygep569, i64 %.46
  %uglygep571572 = bitcast i8* %uglygep571 to double*
  store double %.137.us.5.us.1, double* %uglygep571572, align 8
  %sunkaddr1788 = mul i64 %loop.index.12.us.us, 8
  %74 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1789 = getelementptr i8, i8* %74, i64 %sunkaddr1788
  %sunkaddr1790 = getelementptr i8, i8* %sunkaddr1789, i64 112
  %75 = bitcast i8* %sunkaddr1790 to double*
  %.137.us.6.us.1 = load double, double* %75, align 8
  %uglygep573 = getelementptr i8, i8* %uglygep571, i64 %.46
  %uglygep573574 = bitcast i8* %uglygep573 to double*
  store double %.137.us.6.us.1, double* %uglygep573574, align 8
  %sunkaddr1791 = mul i64 %loop.index.12.us.us, 8
  %76 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1792 = getelementptr i8, i8* %76, i64 %sunkaddr1791
  %sunkaddr1793 = getelementptr i8, i8* %sunkaddr1792, i64 120
  %77 = bitcast i8* %sunkaddr1793 to double*
  %.137.us.7.us.1 = load double, double* %77, align 8
  %uglygep575 = getelementptr i8, i8* %uglygep573, i64 %.46
  %uglygep575576 = bitcast i8* %uglygep575 to double*
  store double %.137.us.7.us.1, double* %uglygep575576, align 8
  %scevgep461.us.1 = getelementptr i1, i1* %scevgep461.us, i64 %7
  %sunkaddr1794 = mul i64 %loop.index.12.us.us, 8
  %78 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1795 = getelementptr i8, i8* %78, i64 %sunkaddr1794
  %sunkaddr1796 = getelementptr i8, i8* %sunkaddr1795, i64 128
  %79 = bitcast i8* %sunkaddr1796 to double*
  %.137.us.us.2 = load double, double* %79, align 8
  %uglygep577 = getelementptr i8, i8* %uglygep575, i64 %.46
  %uglygep577578 = bitcast i8* %uglygep577 to double*
  store double %.137.us.us.2, double* %uglygep577578, align 8
  %sunkaddr1797 = mul i64 %loop.index.12.us.us, 8
  %80 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1798 = getelementptr i8, i8* %80, i64 %sunkaddr1797
  %sunkaddr1799 = getelementptr i8, i8* %sunkaddr1798, i64 136
  %81 = bitcast i8* %sunkaddr1799 to double*
  %.137.us.1.us.2 = load double, double* %81, align 8
  %uglygep579 = getelementptr i8, i8* %uglygep577, i64 %.46
  %uglygep579580 = bitcast i8* %uglygep579 to double*
  store double %.137.us.1.us.2, double* %uglygep579580, align 8
  %sunkaddr1800 = mul i64 %loop.index.12.us.us, 8
  %82 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1801 = getelementptr i8, i8* %82, i64 %sunkaddr1800
  %sunkaddr1802 = getelementptr i8, i8* %sunkaddr1801, i64 144
  %83 = bitcast i8* %sunkaddr1802 to double*
  %.137.us.2.us.2 = load double, double* %83, align 8
  %uglygep581 = getelementptr i8, i8* %uglygep579, i64 %.46
  %uglygep581582 = bitcast i8* %uglygep581 to double*
  store double %.137.us.2.us.2, double* %uglygep581582, align 8
  %sunkaddr1803 = mul i64 %loop.index.12.us.us, 8
  %84 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1804 = getelementptr i8, i8* %84, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, i8* %sunkaddr1804, i64 152
  %85 = bitcast i8* %sunkaddr1805 to double*
  %.137.us.3.us.2 = load double, double* %85, align 8
  %uglygep583 = getelementptr i8, i8* %uglygep581, i64 %.46
  %uglygep583584 = bitcast i8* %uglygep583 to double*
  store double %.137.us.3.us.2, double* %uglygep583584, align 8
  %sunkaddr1806 = mul i64 %loop.index.12.us.us, 8
  %86 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1807 = getelementptr i8, i8* %86, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, i8* %sunkaddr1807, i64 160
  %87 = bitcast i8* %sunkaddr1808 to double*
  %.137.us.4.us.2 = load double, double* %87, align 8
  %uglygep585 = getelementptr i8, i8* %uglygep583, i64 %.46
  %uglygep585586 = bitcast i8* %uglygep585 to double*
  store double %.137.us.4.us.2, double* %uglygep585586, align 8
  %sunkaddr1809 = mul i64 %loop.index.12.us.us, 8
  %88 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1810 = getelementptr i8, i8* %88, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, i8* %sunkaddr1810, i64 168
  %89 = bitcast i8* %sunkaddr1811 to double*
  %.137.us.5.us.2 = load double, double* %89, align 8
  %uglygep587 = getelementptr i8, i8* %uglygep585, i64 %.46
  %uglygep587588 = bitcast i8* %uglygep587 to double*
  store double %.137.us.5.us.2, double* %uglygep587588, align 8
  %sunkaddr1812 = mul i64 %loop.index.12.us.us, 8
  %90 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1813 = getelementptr i8, i8* %90, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, i8* %sunkaddr1813, i64 176
  %91 = bitcast i8* %sunkaddr1814 to double*
  %.137.us.6.us.2 = load double, double* %91, align 8
  %uglygep589 = getelementptr i8, i8* %uglygep587, i64 %.46
  %uglygep589590 = bitcast i8* %uglygep589 to double*
  store double %.137.us.6.us.2, double* %uglygep589590, align 8
  %sunkaddr1815 = mul i64 %loop.index.12.us.us, 8
  %92 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1816 = getelementptr i8, i8* %92, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, i8* %sunkaddr1816, i64 184
  %93 = bitcast i8* %sunkaddr1817 to double*
  %.137.us.7.us.2 = load double, double* %93, align 8
  %uglygep591 = getelementptr i8, i8* %uglygep589, i64 %.46
  %uglygep591592 = bitcast i8* %uglygep591 to double*
  store double %.137.us.7.us.2, double* %uglygep591592, align 8
  %scevgep461.us.2 = getelementptr i1, i1* %scevgep461.us.1, i64 %7
  %sunkaddr1818 = mul i64 %loop.index.12.us.us, 8
  %94 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1819 = getelementptr i8, i8* %94, i64 %sunkaddr1818
  %sunkaddr1820 = getelementptr i8, i8* %sunkaddr1819, i64 192
  %95 = bitcast i8* %sunkaddr1820 to double*
  %.137.us.us.3 = load double, double* %95, align 8
  %uglygep593 = getelementptr i8, i8* %uglygep591, i64 %.46
  %uglygep593594 = bitcast i8* %uglygep593 to double*
  store double %.137.us.us.3, double* %uglygep593594, align 8
  %sunkaddr1821 = mul i64 %loop.index.12.us.us, 8
  %96 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1822 = getelementptr i8, i8* %96, i64 %sunkaddr1821
  %sunkaddr1823 = getelementptr i8, i8* %sunkaddr1822, i64 200
  %97 = bitcast i8* %sunkaddr1823 to double*
  %.137.us.1.us.3 = load double, double* %97, align 8
  %uglygep595 = getelementptr i8, i8* %uglygep593, i64 %.46
  %uglygep595596 = bitcast i8* %uglygep595 to double*
  store double %.137.us.1.us.3, double* %uglygep595596, align 8
  %sunkaddr1824 = mul i64 %loop.index.12.us.us, 8
  %98 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1825 = getelementptr i8, i8* %98, i64 %sunkaddr1824
  %sunkaddr1826 = getelementptr i8, i8* %sunkaddr1825, i64 208
  %99 = bitcast i8* %sunkaddr1826 to double*
  %.137.us.2.us.3 = load double, double* %99, align 8
  %uglygep597 = getelementptr i8, i8* %uglygep595, i64 %.46
  %uglygep597598 = bitcast i8* %uglygep597 to double*
  store double %.137.us.2.us.3, double* %uglygep597598, align 8
  %sunkaddr1827 = mul i64 %loop.index.12.us.us, 8
  %100 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1828 = getelementptr i8, i8* %100, i64 %sunkaddr1827
  %sunkaddr1829 = getelementptr i8, i8* %sunkaddr1828, i64 216
  %101 = bitcast i8* %sunkaddr1829 to double*
  %.137.us.3.us.3 = load double, double* %101, align 8
  %uglygep599 = getelementptr i8, i8* %uglygep597, i64 %.46
  %uglygep599600 = bitcast i8* %uglygep599 to double*
  store double %.137.us.3.us.3, double* %uglygep599600, align 8
  %sunkaddr1830 = mul i64 %loop.index.12.us.us, 8
  %102 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1831 = getelementptr i8, i8* %102, i64 %sunkaddr1830
  %sunkaddr1832 = getelementptr i8, i8* %sunkaddr1831, i64 224
  %103 = bitcast i8* %sunkaddr1832 to double*
  %.137.us.4.us.3 = load double, double* %103, align 8
  %uglygep601 = getelementptr i8, i8* %uglygep599, i64 %.46
  %uglygep601602 = bitcast i8* %uglygep601 to double*
  store double %.137.us.4.us.3, double* %uglygep601602, align 8
  %sunkaddr1833 = mul i64 %loop.index.12.us.us, 8
  %104 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1834 = getelementptr i8, i8* %104, i64 %sunkaddr1833
  %sunkaddr1835 = getelementptr i8, i8* %sunkaddr1834, i64 232
  %105 = bitcast i8* %sunkaddr1835 to double*
  %.137.us.5.us.3 = load double, double* %105, align 8
  %uglygep603 = getelementptr i8, i8* %uglygep601, i64 %.46
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  store double %.137.us.5.us.3, double* %uglygep603604, align 8
  %sunkaddr1836 = mul i64 %loop.index.12.us.us, 8
  %106 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1837 = getelementptr i8, i8* %106, i64 %sunkaddr1836
  %sunkaddr1838 = getelementptr i8, i8* %sunkaddr1837, i64 240
  %107 = bitcast i8* %sunkaddr1838 to double*
  %.137.us.6.us.3 = load double, double* %107, align 8
  %uglygep605 = getelementptr i8, i8* %uglygep603, i64 %.46
  %uglygep605606 = bitcast i8* %uglygep605 to double*
  store double %.137.us.6.us.3, double* %uglygep605606, align 8
  %sunkaddr1839 = mul i64 %loop.index.12.us.us, 8
  %108 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1840 = getelementptr i8, i8* %108, i64 %sunkaddr1839
  %sunkaddr1841 = getelementptr i8, i8* %sunkaddr1840, i64 248
  %109 = bitcast i8* %sunkaddr1841 to double*
  %.137.us.7.us.3 = load double, double* %109, align 8
  %uglygep607 = getelementptr i8, i8* %uglygep605, i64 %.46
  %uglygep607608 = bitcast i8* %uglygep607 to double*
  store double %.137.us.7.us.3, double* %uglygep607608, align 8
  %scevgep461.us.3 = getelementptr i1, i1* %scevgep461.us.2, i64 %7
  %sunkaddr1842 = mul i64 %loop.index.12.us.us, 8
  %110 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1843 = getelementptr i8, i8* %110, i64 %sunkaddr1842
  %sunkaddr1844 = getelementptr i8, i8* %sunkaddr1843, i64 256
  %111 = bitcast i8* %sunkaddr1844 to double*
  %.137.us.us.4 = load double, double* %111, align 8
  %uglygep609 = getelementptr i8, i8* %uglygep607, i64 %.46
  %uglygep609610 = bitcast i8* %uglygep609 to double*
  store double %.137.us.us.4, double* %uglygep609610, align 8
  %sunkaddr1845 = mul i64 %loop.index.12.us.us, 8
  %112 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1846 = getelementptr i8, i8* %112, i64 %sunkaddr1845
  %sunkaddr1847 = getelementptr i8, i8* %sunkaddr1846, i64 264
  %113 = bitcast i8* %sunkaddr1847 to double*
  %.137.us.1.us.4 = load double, double* %113, align 8
  %uglygep611 = getelementptr i8, i8* %uglygep609, i64 %.46
  %uglygep611612 = bitcast i8* %uglygep611 to double*
  store double %.137.us.1.us.4, double* %uglygep611612, align 8
  %sunkaddr1848 = mul i64 %loop.index.12.us.us, 8
  %114 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1849 = getelementptr i8, i8* %114, i64 %sunkaddr1848
  %sunkaddr1850 = getelementptr i8, i8* %sunkaddr1849, i64 272
  %115 = bitcast i8* %sunkaddr1850 to double*
  %.137.us.2.us.4 = load double, double* %115, align 8
  %uglygep613 = getelementptr i8, i8* %uglygep611, i64 %.46
  %uglygep613614 = bitcast i8* %uglygep613 to double*
  store double %.137.us.2.us.4, double* %uglygep613614, align 8
  %sunkaddr1851 = mul i64 %loop.index.12.us.us, 8
  %116 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1852 = getelementptr i8, i8* %116, i64 %sunkaddr1851
  %sunkaddr1853 = getelementptr i8, i8* %sunkaddr1852, i64 280
  %117 = bitcast i8* %sunkaddr1853 to double*
  %.137.us.3.us.4 = load double, double* %117, align 8
  %uglygep615 = getelementptr i8, i8* %uglygep613, i64 %.46
  %uglygep615616 = bitcast i8* %uglygep615 to double*
  store double %.137.us.3.us.4, double* %uglygep615616, align 8
  %sunkaddr1854 = mul i64 %loop.index.12.us.us, 8
  %118 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1855 = getelementptr i8, i8* %118, i64 %sunkaddr1854
  %sunkaddr1856 = getelementptr i8, i8* %sunkaddr1855, i64 288
  %119 = bitcast i8* %sunkaddr1856 to double*
  %.137.us.4.us.4 = load double, double* %119, align 8
  %uglygep617 = getelementptr i8, i8* %uglygep615, i64 %.46
  %uglygep617618 = bitcast i8* %uglygep617 to double*
  store double %.137.us.4.us.4, double* %uglygep617618, align 8
  %sunkaddr1857 = mul i64 %loop.index.12.us.us, 8
  %120 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1858 = getelementptr i8, i8* %120, i64 %sunkaddr1857
  %sunkaddr1859 = getelementptr i8, i8* %sunkaddr1858, i64 296
  %121 = bitcast i8* %sunkaddr1859 to double*
  %.137.us.5.us.4 = load double, double* %121, align 8
  %uglygep619 = getelementptr i8, i8* %uglygep617, i64 %.46
  %uglygep619620 = bitcast i8* %uglygep619 to double*
  store double %.137.us.5.us.4, double* %uglygep619620, align 8
  %sunkaddr1860 = mul i64 %loop.index.12.us.us, 8
  %122 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1861 = getelementptr i8, i8* %122, i64 %sunkaddr1860
  %sunkaddr1862 = getelementptr i8, i8* %sunkaddr1861, i64 304
  %123 = bitcast i8* %sunkaddr1862 to double*
  %.137.us.6.us.4 = load double, double* %123, align 8
  %uglygep621 = getelementptr i8, i8* %uglygep619, i64 %.46
  %uglygep621622 = bitcast i8* %uglygep621 to double*
  store double %.137.us.6.us.4, double* %uglygep621622, align 8
  %sunkaddr1863 = mul i64 %loop.index.12.us.us, 8
  %124 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1864 = getelementptr i8, i8* %124, i64 %sunkaddr1863
  %sunkaddr1865 = getelementptr i8, i8* %sunkaddr1864, i64 312
  %125 = bitcast i8* %sunkaddr1865 to double*
  %.137.us.7.us.4 = load double, double* %125, align 8
  %uglygep623 = getelementptr i8, i8* %uglygep621, i64 %.46
  %uglygep623624 = bitcast i8* %uglygep623 to double*
  store double %.137.us.7.us.4, double* %uglygep623624, align 8
  %scevgep461.us.4 = getelementptr i1, i1* %scevgep461.us.3, i64 %7
  %sunkaddr1866 = mul i64 %loop.index.12.us.us, 8
  %126 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1867 = getelementptr i8, i8* %126, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, i8* %sunkaddr1867, i64 320
  %127 = bitcast i8* %sunkaddr1868 to double*
  %.137.us.us.5 = load double, double* %127, align 8
  %uglygep625 = getelementptr i8, i8* %uglygep623, i64 %.46
  %uglygep625626 = bitcast i8* %uglygep625 to double*
  store double %.137.us.us.5, double* %uglygep625626, align 8
  %sunkaddr1869 = mul i64 %loop.index.12.us.us, 8
  %128 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1870 = getelementptr i8, i8* %128, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, i8* %sunkaddr1870, i64 328
  %129 = bitcast i8* %sunkaddr1871 to double*
  %.137.us.1.us.5 = load double, double* %129, align 8
  %uglygep627 = getelementptr i8, i8* %uglygep625, i64 %.46
  %uglygep627628 = bitcast i8* %uglygep627 to double*
  store double %.137.us.1.us.5, double* %uglygep627628, align 8
  %sunkaddr1872 = mul i64 %loop.index.12.us.us, 8
  %130 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1873 = getelementptr i8, i8* %130, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, i8* %sunkaddr1873, i64 336
  %131 = bitcast i8* %sunkaddr1874 to double*
  %.137.us.2.us.5 = load double, double* %131, align 8
  %uglygep629 = getelementptr i8, i8* %uglygep627, i64 %.46
  %uglygep629630 = bitcast i8* %uglygep629 to double*
  store double %.137.us.2.us.5, double* %uglygep629630, align 8
  %sunkaddr1875 = mul i64 %loop.index.12.us.us, 8
  %132 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1876 = getelementptr i8, i8* %132, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, i8* %sunkaddr1876, i64 344
  %133 = bitcast i8* %sunkaddr1877 to double*
  %.137.us.3.us.5 = load double, double* %133, align 8
  %uglygep631 = getelementptr i8, i8* %uglygep629, i64 %.46
  %uglygep631632 = bitcast i8* %uglygep631 to double*
  store double %.137.us.3.us.5, double* %uglygep631632, align 8
  %sunkaddr1878 = mul i64 %loop.index.12.us.us, 8
  %134 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1879 = getelementptr i8, i8* %134, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, i8* %sunkaddr1879, i64 352
  %135 = bitcast i8* %sunkaddr1880 to double*
  %.137.us.4.us.5 = load double, double* %135, align 8
  %uglygep633 = getelementptr i8, i8* %uglygep631, i64 %.46
  %uglygep633634 = bitcast i8* %uglygep633 to double*
  store double %.137.us.4.us.5, double* %uglygep633634, align 8
  %sunkaddr1881 = mul i64 %loop.index.12.us.us, 8
  %136 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1882 = getelementptr i8, i8* %136, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, i8* %sunkaddr1882, i64 360
  %137 = bitcast i8* %sunkaddr1883 to double*
  %.137.us.5.us.5 = load double, double* %137, align 8
  %uglygep635 = getelementptr i8, i8* %uglygep633, i64 %.46
  %uglygep635636 = bitcast i8* %uglygep635 to double*
  store double %.137.us.5.us.5, double* %uglygep635636, align 8
  %sunkaddr1884 = mul i64 %loop.index.12.us.us, 8
  %138 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1885 = getelementptr i8, i8* %138, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, i8* %sunkaddr1885, i64 368
  %139 = bitcast i8* %sunkaddr1886 to double*
  %.137.us.6.us.5 = load double, double* %139, align 8
  %uglygep637 = getelementptr i8, i8* %uglygep635, i64 %.46
  %uglygep637638 = bitcast i8* %uglygep637 to double*
  store double %.137.us.6.us.5, double* %uglygep637638, align 8
  %sunkaddr1887 = mul i64 %loop.index.12.us.us, 8
  %140 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1888 = getelementptr i8, i8* %140, i64 %sunkaddr1887
  %sunkaddr1889 = getelementptr i8, i8* %sunkaddr1888, i64 376
  %141 = bitcast i8* %sunkaddr1889 to double*
  %.137.us.7.us.5 = load double, double* %141, align 8
  %uglygep639 = getelementptr i8, i8* %uglygep637, i64 %.46
  %uglygep639640 = bitcast i8* %uglygep639 to double*
  store double %.137.us.7.us.5, double* %uglygep639640, align 8
  %scevgep461.us.5 = getelementptr i1, i1* %scevgep461.us.4, i64 %7
  %sunkaddr1890 = mul i64 %loop.index.12.us.us, 8
  %142 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1891 = getelementptr i8, i8* %142, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, i8* %sunkaddr1891, i64 384
  %143 = bitcast i8* %sunkaddr1892 to double*
  %.137.us.us.6 = load double, double* %143, align 8
  %uglygep641 = getelementptr i8, i8* %uglygep639, i64 %.46
  %uglygep641642 = bitcast i8* %uglygep641 to double*
  store double %.137.us.us.6, double* %uglygep641642, align 8
  %sunkaddr1893 = mul i64 %loop.index.12.us.us, 8
  %144 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1894 = getelementptr i8, i8* %144, i64 %sunkaddr1893
  %sunkaddr1895 = getelementptr i8, i8* %sunkaddr1894, i64 392
  %145 = bitcast i8* %sunkaddr1895 to double*
  %.137.us.1.us.6 = load double, double* %145, align 8
  %uglygep643 = getelementptr i8, i8* %uglygep641, i64 %.46
  %uglygep643644 = bitcast i8* %uglygep643 to double*
  store double %.137.us.1.us.6, double* %uglygep643644, align 8
  %sunkaddr1896 = mul i64 %loop.index.12.us.us, 8
  %146 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1897 = getelementptr i8, i8* %146, i64 %sunkaddr1896
  %sunkaddr1898 = getelementptr i8, i8* %sunkaddr1897, i64 400
  %147 = bitcast i8* %sunkaddr1898 to double*
  %.137.us.2.us.6 = load double, double* %147, align 8
  %uglygep645 = getelementptr i8, i8* %uglygep643, i64 %.46
  %uglygep645646 = bitcast i8* %uglygep645 to double*
  store double %.137.us.2.us.6, double* %uglygep645646, align 8
  %sunkaddr1899 = mul i64 %loop.index.12.us.us, 8
  %148 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1900 = getelementptr i8, i8* %148, i64 %sunkaddr1899
  %sunkaddr1901 = getelementptr i8, i8* %sunkaddr1900, i64 408
  %149 = bitcast i8* %sunkaddr1901 to double*
  %.137.us.3.us.6 = load double, double* %149, align 8
  %uglygep647 = getelementptr i8, i8* %uglygep645, i64 %.46
  %uglygep647648 = bitcast i8* %uglygep647 to double*
  store double %.137.us.3.us.6, double* %uglygep647648, align 8
  %sunkaddr1902 = mul i64 %loop.index.12.us.us, 8
  %150 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1903 = getelementptr i8, i8* %150, i64 %sunkaddr1902
  %sunkaddr1904 = getelementptr i8, i8* %sunkaddr1903, i64 416
  %151 = bitcast i8* %sunkaddr1904 to double*
  %.137.us.4.us.6 = load double, double* %151, align 8
  %uglygep649 = getelementptr i8, i8* %uglygep647, i64 %.46
  %uglygep649650 = bitcast i8* %uglygep649 to double*
  store double %.137.us.4.us.6, double* %uglygep649650, align 8
  %sunkaddr1905 = mul i64 %loop.index.12.us.us, 8
  %152 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1906 = getelementptr i8, i8* %152, i64 %sunkaddr1905
  %sunkaddr1907 = getelementptr i8, i8* %sunkaddr1906, i64 424
  %153 = bitcast i8* %sunkaddr1907 to double*
  %.137.us.5.us.6 = load double, double* %153, align 8
  %uglygep651 = getelementptr i8, i8* %uglygep649, i64 %.46
  %uglygep651652 = bitcast i8* %uglygep651 to double*
  store double %.137.us.5.us.6, double* %uglygep651652, align 8
  %sunkaddr1908 = mul i64 %loop.index.12.us.us, 8
  %154 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1909 = getelementptr i8, i8* %154, i64 %sunkaddr1908
  %sunkaddr1910 = getelementptr i8, i8* %sunkaddr1909, i64 432
  %155 = bitcast i8* %sunkaddr1910 to double*
  %.137.us.6.us.6 = load double, double* %155, align 8
  %uglygep653 = getelementptr i8, i8* %uglygep651, i64 %.46
  %uglygep653654 = bitcast i8* %uglygep653 to double*
  store double %.137.us.6.us.6, double* %uglygep653654, align 8
  %sunkaddr1911 = mul i64 %loop.index.12.us.us, 8
  %156 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1912 = getelementptr i8, i8* %156, i64 %sunkaddr1911
  %sunkaddr1913 = getelementptr i8, i8* %sunkaddr1912, i64 440
  %157 = bitcast i8* %sunkaddr1913 to double*
  %.137.us.7.us.6 = load double, double* %157, align 8
  %uglygep655 = getelementptr i8, i8* %uglygep653, i64 %.46
  %uglygep655656 = bitcast i8* %uglygep655 to double*
  store double %.137.us.7.us.6, double* %uglygep655656, align 8
  %scevgep461.us.6 = getelementptr i1, i1* %scevgep461.us.5, i64 %7
  %sunkaddr1914 = mul i64 %loop.index.12.us.us, 8
  %158 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1915 = getelementptr i8, i8* %158, i64 %sunkaddr1914
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 448
  %159 = bitcast i8* %sunkaddr1916 to double*
  %.137.us.us.7 = load double, double* %159, align 8
  %uglygep657 = getelementptr i8, i8* %uglygep655, i64 %.46
  %uglygep657658 = bitcast i8* %uglygep657 to double*
  store double %.137.us.us.7, double* %uglygep657658, align 8
  %sunkaddr1917 = mul i64 %loop.index.12.us.us, 8
  %160 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1918 = getelementptr i8, i8* %160, i64 %sunkaddr1917
  %sunkaddr1919 = getelementptr i8, i8* %sunkaddr1918, i64 456
  %161 = bitcast i8* %sunkaddr1919 to double*
  %.137.us.1.us.7 = load double, double* %161, align 8
  %uglygep659 = getelementptr i8, i8* %uglygep657, i64 %.46
  %uglygep659660 = bitcast i8* %uglygep659 to double*
  store double %.137.us.1.us.7, double* %uglygep659660, align 8
  %sunkaddr1920 = mul i64 %loop.index.12.us.us, 8
  %162 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1921 = getelementptr i8, i8* %162, i64 %sunkaddr1920
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 464
  %163 = bitcast i8* %sunkaddr1922 to double*
  %.137.us.2.us.7 = load double, double* %163, align 8
  %uglygep661 = getelementptr i8, i8* %uglygep659, i64 %.46
  %uglygep661662 = bitcast i8* %uglygep661 to double*
  store double %.137.us.2.us.7, double* %uglygep661662, align 8
  %sunkaddr1923 = mul i64 %loop.index.12.us.us, 8
  %164 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1924 = getelementptr i8, i8* %164, i64 %sunkaddr1923
  %sunkaddr1925 = getelementptr i8, i8* %sunkaddr1924, i64 472
  %165 = bitcast i8* %sunkaddr1925 to double*
  %.137.us.3.us.7 = load double, double* %165, align 8
  %uglygep663 = getelementptr i8, i8* %uglygep661, i64 %.46
  %uglygep663664 = bitcast i8* %uglygep663 to double*
  store double %.137.us.3.us.7, double* %uglygep663664, align 8
  %sunkaddr1926 = mul i64 %loop.index.12.us.us, 8
  %166 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1927 = getelementptr i8, i8* %166, i64 %sunkaddr1926
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 480
  %167 = bitcast i8* %sunkaddr1928 to double*
  %.137.us.4.us.7 = load double, double* %167, align 8
  %uglygep665 = getelementptr i8, i8* %uglygep663, i64 %.46
  %uglygep665666 = bitcast i8* %uglygep665 to double*
  store double %.137.us.4.us.7, double* %uglygep665666, align 8
  %sunkaddr1929 = mul i64 %loop.index.12.us.us, 8
  %168 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1930 = getelementptr i8, i8* %168, i64 %sunkaddr1929
  %sunkaddr1931 = getelementptr i8, i8* %sunkaddr1930, i64 488
  %169 = bitcast i8* %sunkaddr1931 to double*
  %.137.us.5.us.7 = load double, double* %169, align 8
  %uglygep667 = getelementptr i8, i8* %uglygep665, i64 %.46
  %uglygep667668 = bitcast i8* %uglygep667 to double*
  store double %.137.us.5.us.7, double* %uglygep667668, align 8
  %sunkaddr1932 = mul i64 %loop.index.12.us.us, 8
  %170 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1933 = getelementptr i8, i8* %170, i64 %sunkaddr1932
  %sunkaddr1934 = getelementptr i8, i8* %sunkaddr1933, i64 496
  %171 = bitcast i8* %sunkaddr1934 to double*
  %.137.us.6.us.7 = load double, double* %171, align 8
  %uglygep669 = getelementptr i8, i8* %uglygep667, i64 %.46
  %uglygep669670 = bitcast i8* %uglygep669 to double*
  store double %.137.us.6.us.7, double* %uglygep669670, align 8
  %sunkaddr1935 = mul i64 %loop.index.12.us.us, 8
  %172 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1936 = getelementptr i8, i8* %172, i64 %sunkaddr1935
  %sunkaddr1937 = getelementptr i8, i8* %sunkaddr1936, i64 504
  %173 = bitcast i8* %sunkaddr1937 to double*
  %.137.us.7.us.7 = load double, double* %173, align 8
  %uglygep671 = getelementptr i8, i8* %uglygep669, i64 %.46
  %uglygep671672 = bitcast i8* %uglygep671 to double*
  store double %.137.us.7.us.7, double* %uglygep671672, align 8
  %.139.us.7.us.7 = or i64 %loop.index.12.us.us, 64
  %scevgep461.us.7 = getelementptr i1, i1* %scevgep461.us.6, i64 %7
  %scevgep544.1 = getelementptr double, double* %lsr.iv453.us, i64 %.139.us.7.us.7
  %.137.us.us.1392 = load double, double* %scevgep544.1, align 8
  %uglygep397.1427 = getelementptr i1, i1* %scevgep461.us.7, i64 %lsr.iv465.us
  %uglygep397398.1 = bitcast i1* %uglygep397.1427 to double*
  store double %.137.us.us.1392, double* %uglygep397398.1, align 8
  %sunkaddr1938 = mul i64 %.139.us.7.us.7, 8
  %174 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1939 = getelementptr i8, i8* %174, i64 %sunkaddr1938
  %sunkaddr1940 = getelementptr i8, i8* %sunkaddr1939, i64 8
  %175 = bitcast i8* %sunkaddr1940 to double*
  %.137.us.1.us.1393 = load double, double* %175, align 8
  %uglygep547.1428 = getelementptr i1, i1* %uglygep397.1427, i64 %.46
  %uglygep547548.1 = bitcast i1* %uglygep547.1428 to double*
  store double %.137.us.1.us.1393, double* %uglygep547548.1, align 8
  %sunkaddr1941 = mul i64 %.139.us.7.us.7, 8
  %176 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1942 = getelementptr i8, i8* %176, i64 %sunkaddr1941
  %sunkaddr1943 = getelementptr i8, i8* %sunkaddr1942, i64 16
  %177 = bitcast i8* %sunkaddr1943 to double*
  %.137.us.2.us.1394 = load double, double* %177, align 8
  %uglygep549.1429 = getelementptr i1, i1* %uglygep547.1428, i64 %.46
  %uglygep549550.1 = bitcast i1* %uglygep549.1429 to double*
  store double %.137.us.2.us.1394, double* %uglygep549550.1, align 8
  %sunkaddr1944 = mul i64 %.139.us.7.us.7, 8
  %178 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1945 = getelementptr i8, i8* %178, i64 %sunkaddr1944
  %sunkaddr1946 = getelementptr i8, i8* %sunkaddr1945, i64 24
  %179 = bitcast i8* %sunkaddr1946 to double*
  %.137.us.3.us.1395 = load double, double* %179, align 8
  %uglygep551.1430 = getelementptr i1, i1* %uglygep549.1429, i64 %.46
  %uglygep551552.1 = bitcast i1* %uglygep551.1430 to double*
  store double %.137.us.3.us.1395, double* %uglygep551552.1, align 8
  %sunkaddr1947 = mul i64 %.139.us.7.us.7, 8
  %180 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1948 = getelementptr i8, i8* %180, i64 %sunkaddr1947
  %sunkaddr1949 = getelementptr i8, i8* %sunkaddr1948, i64 32
  %181 = bitcast i8* %sunkaddr1949 to double*
  %.137.us.4.us.1396 = load double, double* %181, align 8
  %uglygep553.1431 = getelementptr i1, i1* %uglygep551.1430, i64 %.46
  %uglygep553554.1 = bitcast i1* %uglygep553.1431 to double*
  store double %.137.us.4.us.1396, double* %uglygep553554.1, align 8
  %sunkaddr1950 = mul i64 %.139.us.7.us.7, 8
  %182 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1951 = getelementptr i8, i8* %182, i64 %sunkaddr1950
  %sunkaddr1952 = getelementptr i8, i8* %sunkaddr1951, i64 40
  %183 = bitcast i8* %sunkaddr1952 to double*
  %.137.us.5.us.1397 = load double, double* %183, align 8
  %uglygep555.1432 = getelementptr i1, i1* %uglygep553.1431, i64 %.46
  %uglygep555556.1 = bitcast i1* %uglygep555.1432 to double*
  store double %.137.us.5.us.1397, double* %uglygep555556.1, align 8
  %sunkaddr1953 = mul i64 %.139.us.7.us.7, 8
  %184 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1954 = getelementptr i8, i8* %184, i64 %sunkaddr1953
  %sunkaddr1955 = getelementptr i8, i8* %sunkaddr1954, i64 48
  %185 = bitcast i8* %sunkaddr1955 to double*
  %.137.us.6.us.1398 = load double, double* %185, align 8
  %uglygep557.1433 = getelementptr i1, i1* %uglygep555.1432, i64 %.46
  %uglygep557558.1 = bitcast i1* %uglygep557.1433 to double*
  store double %.137.us.6.us.1398, double* %uglygep557558.1, align 8
  %sunkaddr1956 = mul i64 %.139.us.7.us.7, 8
  %186 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1957 = getelementptr i8, i8* %186, i64 %sunkaddr1956
  %sunkaddr1958 = getelementptr i8, i8* %sunkaddr1957, i64 56
  %187 = bitcast i8* %sunkaddr1958 to double*
  %.137.us.7.us.1399 = load double, double* %187, align 8
  %uglygep559.1434 = getelementptr i1, i1* %uglygep557.1433, i64 %.46
  %uglygep559560.1 = bitcast i1* %uglygep559.1434 to double*
  store double %.137.us.7.us.1399, double* %uglygep559560.1, align 8
  %scevgep461.us.1400 = getelementptr i1, i1* %scevgep461.us.7, i64 %7
  %sunkaddr1959 = mul i64 %.139.us.7.us.7, 8
  %188 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1960 = getelementptr i8, i8* %188, i64 %sunkaddr1959
  %sunkaddr1961 = getelementptr i8, i8* %sunkaddr1960, i64 64
  %189 = bitcast i8* %sunkaddr1961 to double*
  %.137.us.us.1.1 = load double, double* %189, align 8
  %uglygep561.1435 = getelementptr i1, i1* %uglygep559.1434, i64 %.46
  %uglygep561562.1 = bitcast i1* %uglygep561.1435 to double*
  store double %.137.us.us.1.1, double* %uglygep561562.1, align 8
  %sunkaddr1962 = mul i64 %.139.us.7.us.7, 8
  %190 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1963 = getelementptr i8, i8* %190, i64 %sunkaddr1962
  %sunkaddr1964 = getelementptr i8, i8* %sunkaddr1963, i64 72
  %191 = bitcast i8* %sunkaddr1964 to double*
  %.137.us.1.us.1.1 = load double, double* %191, align 8
  %uglygep563.1436 = getelementptr i1, i1* %uglygep561.1435, i64 %.46
  %uglygep563564.1 = bitcast i1* %uglygep563.1436 to double*
  store double %.137.us.1.us.1.1, double* %uglygep563564.1, align 8
  %sunkaddr1965 = mul i64 %.139.us.7.us.7, 8
  %192 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1966 = getelementptr i8, i8* %192, i64 %sunkaddr1965
  %sunkaddr1967 = getelementptr i8, i8* %sunkaddr1966, i64 80
  %193 = bitcast i8* %sunkaddr1967 to double*
  %.137.us.2.us.1.1 = load double, double* %193, align 8
  %uglygep565.1437 = getelementptr i1, i1* %uglygep563.1436, i64 %.46
  %uglygep565566.1 = bitcast i1* %uglygep565.1437 to double*
  store double %.137.us.2.us.1.1, double* %uglygep565566.1, align 8
  %sunkaddr1968 = mul i64 %.139.us.7.us.7, 8
  %194 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1969 = getelementptr i8, i8* %194, i64 %sunkaddr1968
  %sunkaddr1970 = getelementptr i8, i8* %sunkaddr1969, i64 88
  %195 = bitcast i8* %sunkaddr1970 to double*
  %.137.us.3.us.1.1 = load double, double* %195, align 8
  %uglygep567.1438 = getelementptr i1, i1* %uglygep565.1437, i64 %.46
  %uglygep567568.1 = bitcast i1* %uglygep567.1438 to double*
  store double %.137.us.3.us.1.1, double* %uglygep567568.1, align 8
  %sunkaddr1971 = mul i64 %.139.us.7.us.7, 8
  %196 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1972 = getelementptr i8, i8* %196, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, i8* %sunkaddr1972, i64 96
  %197 = bitcast i8* %sunkaddr1973 to double*
  %.137.us.4.us.1.1 = load double, double* %197, align 8
  %uglygep569.1439 = getelementptr i1, i1* %uglygep567.1438, i64 %.46
  %uglygep569570.1 = bitcast i1* %uglygep569.1439 to double*
  store double %.137.us.4.us.1.1, double* %uglygep569570.1, align 8
  %sunkaddr1974 = mul i64 %.139.us.7.us.7, 8
  %198 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1975 = getelementptr i8, i8* %198, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, i8* %sunkaddr1975, i64 104
  %199 = bitcast i8* %sunkaddr1976 to double*
  %.137.us.5.us.1.1 = load double, double* %199, align 8
  %uglygep571.1440 = getelementptr i1, i1* %uglygep569.1439, i64 %.46
  %uglygep571572.1 = bitcast i1* %uglygep571.1440 to double*
  store double %.137.us.5.us.1.1, double* %uglygep571572.1, align 8
  %sunkaddr1977 = mul i64 %.139.us.7.us.7, 8
  %200 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1978 = getelementptr i8, i8* %200, i64 %sunkaddr1977
  %sunkaddr1979 = getelementptr i8, i8* %sunkaddr1978, i64 112
  %201 = bitcast i8* %sunkaddr1979 to double*
  %.137.us.6.us.1.1 = load double, double* %201, align 8
  %uglygep573.1441 = getelementptr i1, i1* %uglygep571.1440, i64 %.46
  %uglygep573574.1 = bitcast i1* %uglygep573.1441 to double*
  store double %.137.us.6.us.1.1, double* %uglygep573574.1, align 8
  %sunkaddr1980 = mul i64 %.139.us.7.us.7, 8
  %202 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1981 = getelementptr i8, i8* %202, i64 %sunkaddr1980
  %sunkaddr1982 = getelementptr i8, i8* %sunkaddr1981, i64 120
  %203 = bitcast i8* %sunkaddr1982 to double*
  %.137.us.7.us.1.1 = load double, double* %203, align 8
  %uglygep575.1442 = getelementptr i1, i1* %uglygep573.1441, i64 %.46
  %uglygep575576.1 = bitcast i1* %uglygep575.1442 to double*
  store double %.137.us.7.us.1.1, double* %uglygep575576.1, align 8
  %scevgep461.us.1.1 = getelementptr i1, i1* %scevgep461.us.1400, i64 %7
  %sunkaddr1983 = mul i64 %.139.us.7.us.7, 8
  %204 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1984 = getelementptr i8, i8* %204, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, i8* %sunkaddr1984, i64 128
  %205 = bitcast i8* %sunkaddr1985 to double*
  %.137.us.us.2.1 = load double, double* %205, align 8
  %uglygep577.1443 = getelementptr i1, i1* %uglygep575.1442, i64 %.46
  %uglygep577578.1 = bitcast i1* %uglygep577.1443 to double*
  store double %.137.us.us.2.1, double* %uglygep577578.1, align 8
  %sunkaddr1986 = mul i64 %.139.us.7.us.7, 8
  %206 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1987 = getelementptr i8, i8* %206, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 136
  %207 = bitcast i8* %sunkaddr1988 to double*
  %.137.us.1.us.2.1 = load double, double* %207, align 8
  %uglygep579.1444 = getelementptr i1, i1* %uglygep577.1443, i64 %.46
  %uglygep579580.1 = bitcast i1* %uglygep579.1444 to double*
  store double %.137.us.1.us.2.1, double* %uglygep579580.1, align 8
  %sunkaddr1989 = mul i64 %.139.us.7.us.7, 8
  %208 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1990 = getelementptr i8, i8* %208, i64 %sunkaddr1989
  %sunkaddr1991 = getelementptr i8, i8* %sunkaddr1990, i64 144
  %209 = bitcast i8* %sunkaddr1991 to double*
  %.137.us.2.us.2.1 = load double, double* %209, align 8
  %uglygep581.1445 = getelementptr i1, i1* %uglygep579.1444, i64 %.46
  %uglygep581582.1 = bitcast i1* %uglygep581.1445 to double*
  store double %.137.us.2.us.2.1, double* %uglygep581582.1, align 8
  %sunkaddr1992 = mul i64 %.139.us.7.us.7, 8
  %210 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1993 = getelementptr i8, i8* %210, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 152
  %211 = bitcast i8* %sunkaddr1994 to double*
  %.137.us.3.us.2.1 = load double, double* %211, align 8
  %uglygep583.1446 = getelementptr i1, i1* %uglygep581.1445, i64 %.46
  %uglygep583584.1 = bitcast i1* %uglygep583.1446 to double*
  store double %.137.us.3.us.2.1, double* %uglygep583584.1, align 8
  %sunkaddr1995 = mul i64 %.139.us.7.us.7, 8
  %212 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1996 = getelementptr i8, i8* %212, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, i8* %sunkaddr1996, i64 160
  %213 = bitcast i8* %sunkaddr1997 to double*
  %.137.us.4.us.2.1 = load double, double* %213, align 8
  %uglygep585.1447 = getelementptr i1, i1* %uglygep583.1446, i64 %.46
  %uglygep585586.1 = bitcast i1* %uglygep585.1447 to double*
  store double %.137.us.4.us.2.1, double* %uglygep585586.1, align 8
  %sunkaddr1998 = mul i64 %.139.us.7.us.7, 8
  %214 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr1999 = getelementptr i8, i8* %214, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 168
  %215 = bitcast i8* %sunkaddr2000 to double*
  %.137.us.5.us.2.1 = load double, double* %215, align 8
  %uglygep587.1448 = getelementptr i1, i1* %uglygep585.1447, i64 %.46
  %uglygep587588.1 = bitcast i1* %uglygep587.1448 to double*
  store double %.137.us.5.us.2.1, double* %uglygep587588.1, align 8
  %sunkaddr2001 = mul i64 %.139.us.7.us.7, 8
  %216 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2002 = getelementptr i8, i8* %216, i64 %sunkaddr2001
  %sunkaddr2003 = getelementptr i8, i8* %sunkaddr2002, i64 176
  %217 = bitcast i8* %sunkaddr2003 to double*
  %.137.us.6.us.2.1 = load double, double* %217, align 8
  %uglygep589.1449 = getelementptr i1, i1* %uglygep587.1448, i64 %.46
  %uglygep589590.1 = bitcast i1* %uglygep589.1449 to double*
  store double %.137.us.6.us.2.1, double* %uglygep589590.1, align 8
  %sunkaddr2004 = mul i64 %.139.us.7.us.7, 8
  %218 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2005 = getelementptr i8, i8* %218, i64 %sunkaddr2004
  %sunkaddr2006 = getelementptr i8, i8* %sunkaddr2005, i64 184
  %219 = bitcast i8* %sunkaddr2006 to double*
  %.137.us.7.us.2.1 = load double, double* %219, align 8
  %uglygep591.1450 = getelementptr i1, i1* %uglygep589.1449, i64 %.46
  %uglygep591592.1 = bitcast i1* %uglygep591.1450 to double*
  store double %.137.us.7.us.2.1, double* %uglygep591592.1, align 8
  %scevgep461.us.2.1 = getelementptr i1, i1* %scevgep461.us.1.1, i64 %7
  %sunkaddr2007 = mul i64 %.139.us.7.us.7, 8
  %220 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2008 = getelementptr i8, i8* %220, i64 %sunkaddr2007
  %sunkaddr2009 = getelementptr i8, i8* %sunkaddr2008, i64 192
  %221 = bitcast i8* %sunkaddr2009 to double*
  %.137.us.us.3.1 = load double, double* %221, align 8
  %uglygep593.1451 = getelementptr i1, i1* %uglygep591.1450, i64 %.46
  %uglygep593594.1 = bitcast i1* %uglygep593.1451 to double*
  store double %.137.us.us.3.1, double* %uglygep593594.1, align 8
  %sunkaddr2010 = mul i64 %.139.us.7.us.7, 8
  %222 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2011 = getelementptr i8, i8* %222, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, i8* %sunkaddr2011, i64 200
  %223 = bitcast i8* %sunkaddr2012 to double*
  %.137.us.1.us.3.1 = load double, double* %223, align 8
  %uglygep595.1452 = getelementptr i1, i1* %uglygep593.1451, i64 %.46
  %uglygep595596.1 = bitcast i1* %uglygep595.1452 to double*
  store double %.137.us.1.us.3.1, double* %uglygep595596.1, align 8
  %sunkaddr2013 = mul i64 %.139.us.7.us.7, 8
  %224 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2014 = getelementptr i8, i8* %224, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, i8* %sunkaddr2014, i64 208
  %225 = bitcast i8* %sunkaddr2015 to double*
  %.137.us.2.us.3.1 = load double, double* %225, align 8
  %uglygep597.1453 = getelementptr i1, i1* %uglygep595.1452, i64 %.46
  %uglygep597598.1 = bitcast i1* %uglygep597.1453 to double*
  store double %.137.us.2.us.3.1, double* %uglygep597598.1, align 8
  %sunkaddr2016 = mul i64 %.139.us.7.us.7, 8
  %226 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2017 = getelementptr i8, i8* %226, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, i8* %sunkaddr2017, i64 216
  %227 = bitcast i8* %sunkaddr2018 to double*
  %.137.us.3.us.3.1 = load double, double* %227, align 8
  %uglygep599.1454 = getelementptr i1, i1* %uglygep597.1453, i64 %.46
  %uglygep599600.1 = bitcast i1* %uglygep599.1454 to double*
  store double %.137.us.3.us.3.1, double* %uglygep599600.1, align 8
  %sunkaddr2019 = mul i64 %.139.us.7.us.7, 8
  %228 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2020 = getelementptr i8, i8* %228, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, i8* %sunkaddr2020, i64 224
  %229 = bitcast i8* %sunkaddr2021 to double*
  %.137.us.4.us.3.1 = load double, double* %229, align 8
  %uglygep601.1455 = getelementptr i1, i1* %uglygep599.1454, i64 %.46
  %uglygep601602.1 = bitcast i1* %uglygep601.1455 to double*
  store double %.137.us.4.us.3.1, double* %uglygep601602.1, align 8
  %sunkaddr2022 = mul i64 %.139.us.7.us.7, 8
  %230 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2023 = getelementptr i8, i8* %230, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, i8* %sunkaddr2023, i64 232
  %231 = bitcast i8* %sunkaddr2024 to double*
  %.137.us.5.us.3.1 = load double, double* %231, align 8
  %uglygep603.1456 = getelementptr i1, i1* %uglygep601.1455, i64 %.46
  %uglygep603604.1 = bitcast i1* %uglygep603.1456 to double*
  store double %.137.us.5.us.3.1, double* %uglygep603604.1, align 8
  %sunkaddr2025 = mul i64 %.139.us.7.us.7, 8
  %232 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2026 = getelementptr i8, i8* %232, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, i8* %sunkaddr2026, i64 240
  %233 = bitcast i8* %sunkaddr2027 to double*
  %.137.us.6.us.3.1 = load double, double* %233, align 8
  %uglygep605.1457 = getelementptr i1, i1* %uglygep603.1456, i64 %.46
  %uglygep605606.1 = bitcast i1* %uglygep605.1457 to double*
  store double %.137.us.6.us.3.1, double* %uglygep605606.1, align 8
  %sunkaddr2028 = mul i64 %.139.us.7.us.7, 8
  %234 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2029 = getelementptr i8, i8* %234, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, i8* %sunkaddr2029, i64 248
  %235 = bitcast i8* %sunkaddr2030 to double*
  %.137.us.7.us.3.1 = load double, double* %235, align 8
  %uglygep607.1458 = getelementptr i1, i1* %uglygep605.1457, i64 %.46
  %uglygep607608.1 = bitcast i1* %uglygep607.1458 to double*
  store double %.137.us.7.us.3.1, double* %uglygep607608.1, align 8
  %scevgep461.us.3.1 = getelementptr i1, i1* %scevgep461.us.2.1, i64 %7
  %sunkaddr2031 = mul i64 %.139.us.7.us.7, 8
  %236 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2032 = getelementptr i8, i8* %236, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, i8* %sunkaddr2032, i64 256
  %237 = bitcast i8* %sunkaddr2033 to double*
  %.137.us.us.4.1 = load double, double* %237, align 8
  %uglygep609.1459 = getelementptr i1, i1* %uglygep607.1458, i64 %.46
  %uglygep609610.1 = bitcast i1* %uglygep609.1459 to double*
  store double %.137.us.us.4.1, double* %uglygep609610.1, align 8
  %sunkaddr2034 = mul i64 %.139.us.7.us.7, 8
  %238 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2035 = getelementptr i8, i8* %238, i64 %sunkaddr2034
  %sunkaddr2036 = getelementptr i8, i8* %sunkaddr2035, i64 264
  %239 = bitcast i8* %sunkaddr2036 to double*
  %.137.us.1.us.4.1 = load double, double* %239, align 8
  %uglygep611.1460 = getelementptr i1, i1* %uglygep609.1459, i64 %.46
  %uglygep611612.1 = bitcast i1* %uglygep611.1460 to double*
  store double %.137.us.1.us.4.1, double* %uglygep611612.1, align 8
  %sunkaddr2037 = mul i64 %.139.us.7.us.7, 8
  %240 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2038 = getelementptr i8, i8* %240, i64 %sunkaddr2037
  %sunkaddr2039 = getelementptr i8, i8* %sunkaddr2038, i64 272
  %241 = bitcast i8* %sunkaddr2039 to double*
  %.137.us.2.us.4.1 = load double, double* %241, align 8
  %uglygep613.1461 = getelementptr i1, i1* %uglygep611.1460, i64 %.46
  %uglygep613614.1 = bitcast i1* %uglygep613.1461 to double*
  store double %.137.us.2.us.4.1, double* %uglygep613614.1, align 8
  %sunkaddr2040 = mul i64 %.139.us.7.us.7, 8
  %242 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2041 = getelementptr i8, i8* %242, i64 %sunkaddr2040
  %sunkaddr2042 = getelementptr i8, i8* %sunkaddr2041, i64 280
  %243 = bitcast i8* %sunkaddr2042 to double*
  %.137.us.3.us.4.1 = load double, double* %243, align 8
  %uglygep615.1462 = getelementptr i1, i1* %uglygep613.1461, i64 %.46
  %uglygep615616.1 = bitcast i1* %uglygep615.1462 to double*
  store double %.137.us.3.us.4.1, double* %uglygep615616.1, align 8
  %sunkaddr2043 = mul i64 %.139.us.7.us.7, 8
  %244 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2044 = getelementptr i8, i8* %244, i64 %sunkaddr2043
  %sunkaddr2045 = getelementptr i8, i8* %sunkaddr2044, i64 288
  %245 = bitcast i8* %sunkaddr2045 to double*
  %.137.us.4.us.4.1 = load double, double* %245, align 8
  %uglygep617.1463 = getelementptr i1, i1* %uglygep615.1462, i64 %.46
  %uglygep617618.1 = bitcast i1* %uglygep617.1463 to double*
  store double %.137.us.4.us.4.1, double* %uglygep617618.1, align 8
  %sunkaddr2046 = mul i64 %.139.us.7.us.7, 8
  %246 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2047 = getelementptr i8, i8* %246, i64 %sunkaddr2046
  %sunkaddr2048 = getelementptr i8, i8* %sunkaddr2047, i64 296
  %247 = bitcast i8* %sunkaddr2048 to double*
  %.137.us.5.us.4.1 = load double, double* %247, align 8
  %uglygep619.1464 = getelementptr i1, i1* %uglygep617.1463, i64 %.46
  %uglygep619620.1 = bitcast i1* %uglygep619.1464 to double*
  store double %.137.us.5.us.4.1, double* %uglygep619620.1, align 8
  %sunkaddr2049 = mul i64 %.139.us.7.us.7, 8
  %248 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2050 = getelementptr i8, i8* %248, i64 %sunkaddr2049
  %sunkaddr2051 = getelementptr i8, i8* %sunkaddr2050, i64 304
  %249 = bitcast i8* %sunkaddr2051 to double*
  %.137.us.6.us.4.1 = load double, double* %249, align 8
  %uglygep621.1465 = getelementptr i1, i1* %uglygep619.1464, i64 %.46
  %uglygep621622.1 = bitcast i1* %uglygep621.1465 to double*
  store double %.137.us.6.us.4.1, double* %uglygep621622.1, align 8
  %sunkaddr2052 = mul i64 %.139.us.7.us.7, 8
  %250 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2053 = getelementptr i8, i8* %250, i64 %sunkaddr2052
  %sunkaddr2054 = getelementptr i8, i8* %sunkaddr2053, i64 312
  %251 = bitcast i8* %sunkaddr2054 to double*
  %.137.us.7.us.4.1 = load double, double* %251, align 8
  %uglygep623.1466 = getelementptr i1, i1* %uglygep621.1465, i64 %.46
  %uglygep623624.1 = bitcast i1* %uglygep623.1466 to double*
  store double %.137.us.7.us.4.1, double* %uglygep623624.1, align 8
  %scevgep461.us.4.1 = getelementptr i1, i1* %scevgep461.us.3.1, i64 %7
  %sunkaddr2055 = mul i64 %.139.us.7.us.7, 8
  %252 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2056 = getelementptr i8, i8* %252, i64 %sunkaddr2055
  %sunkaddr2057 = getelementptr i8, i8* %sunkaddr2056, i64 320
  %253 = bitcast i8* %sunkaddr2057 to double*
  %.137.us.us.5.1 = load double, double* %253, align 8
  %uglygep625.1467 = getelementptr i1, i1* %uglygep623.1466, i64 %.46
  %uglygep625626.1 = bitcast i1* %uglygep625.1467 to double*
  store double %.137.us.us.5.1, double* %uglygep625626.1, align 8
  %sunkaddr2058 = mul i64 %.139.us.7.us.7, 8
  %254 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2059 = getelementptr i8, i8* %254, i64 %sunkaddr2058
  %sunkaddr2060 = getelementptr i8, i8* %sunkaddr2059, i64 328
  %255 = bitcast i8* %sunkaddr2060 to double*
  %.137.us.1.us.5.1 = load double, double* %255, align 8
  %uglygep627.1468 = getelementptr i1, i1* %uglygep625.1467, i64 %.46
  %uglygep627628.1 = bitcast i1* %uglygep627.1468 to double*
  store double %.137.us.1.us.5.1, double* %uglygep627628.1, align 8
  %sunkaddr2061 = mul i64 %.139.us.7.us.7, 8
  %256 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2062 = getelementptr i8, i8* %256, i64 %sunkaddr2061
  %sunkaddr2063 = getelementptr i8, i8* %sunkaddr2062, i64 336
  %257 = bitcast i8* %sunkaddr2063 to double*
  %.137.us.2.us.5.1 = load double, double* %257, align 8
  %uglygep629.1469 = getelementptr i1, i1* %uglygep627.1468, i64 %.46
  %uglygep629630.1 = bitcast i1* %uglygep629.1469 to double*
  store double %.137.us.2.us.5.1, double* %uglygep629630.1, align 8
  %sunkaddr2064 = mul i64 %.139.us.7.us.7, 8
  %258 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2065 = getelementptr i8, i8* %258, i64 %sunkaddr2064
  %sunkaddr2066 = getelementptr i8, i8* %sunkaddr2065, i64 344
  %259 = bitcast i8* %sunkaddr2066 to double*
  %.137.us.3.us.5.1 = load double, double* %259, align 8
  %uglygep631.1470 = getelementptr i1, i1* %uglygep629.1469, i64 %.46
  %uglygep631632.1 = bitcast i1* %uglygep631.1470 to double*
  store double %.137.us.3.us.5.1, double* %uglygep631632.1, align 8
  %sunkaddr2067 = mul i64 %.139.us.7.us.7, 8
  %260 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2068 = getelementptr i8, i8* %260, i64 %sunkaddr2067
  %sunkaddr2069 = getelementptr i8, i8* %sunkaddr2068, i64 352
  %261 = bitcast i8* %sunkaddr2069 to double*
  %.137.us.4.us.5.1 = load double, double* %261, align 8
  %uglygep633.1471 = getelementptr i1, i1* %uglygep631.1470, i64 %.46
  %uglygep633634.1 = bitcast i1* %uglygep633.1471 to double*
  store double %.137.us.4.us.5.1, double* %uglygep633634.1, align 8
  %sunkaddr2070 = mul i64 %.139.us.7.us.7, 8
  %262 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2071 = getelementptr i8, i8* %262, i64 %sunkaddr2070
  %sunkaddr2072 = getelementptr i8, i8* %sunkaddr2071, i64 360
  %263 = bitcast i8* %sunkaddr2072 to double*
  %.137.us.5.us.5.1 = load double, double* %263, align 8
  %uglygep635.1472 = getelementptr i1, i1* %uglygep633.1471, i64 %.46
  %uglygep635636.1 = bitcast i1* %uglygep635.1472 to double*
  store double %.137.us.5.us.5.1, double* %uglygep635636.1, align 8
  %sunkaddr2073 = mul i64 %.139.us.7.us.7, 8
  %264 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2074 = getelementptr i8, i8* %264, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, i8* %sunkaddr2074, i64 368
  %265 = bitcast i8* %sunkaddr2075 to double*
  %.137.us.6.us.5.1 = load double, double* %265, align 8
  %uglygep637.1473 = getelementptr i1, i1* %uglygep635.1472, i64 %.46
  %uglygep637638.1 = bitcast i1* %uglygep637.1473 to double*
  store double %.137.us.6.us.5.1, double* %uglygep637638.1, align 8
  %sunkaddr2076 = mul i64 %.139.us.7.us.7, 8
  %266 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2077 = getelementptr i8, i8* %266, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, i8* %sunkaddr2077, i64 376
  %267 = bitcast i8* %sunkaddr2078 to double*
  %.137.us.7.us.5.1 = load double, double* %267, align 8
  %uglygep639.1474 = getelementptr i1, i1* %uglygep637.1473, i64 %.46
  %uglygep639640.1 = bitcast i1* %uglygep639.1474 to double*
  store double %.137.us.7.us.5.1, double* %uglygep639640.1, align 8
  %scevgep461.us.5.1 = getelementptr i1, i1* %scevgep461.us.4.1, i64 %7
  %sunkaddr2079 = mul i64 %.139.us.7.us.7, 8
  %268 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2080 = getelementptr i8, i8* %268, i64 %sunkaddr2079
  %sunkaddr2081 = getelementptr i8, i8* %sunkaddr2080, i64 384
  %269 = bitcast i8* %sunkaddr2081 to double*
  %.137.us.us.6.1 = load double, double* %269, align 8
  %uglygep641.1475 = getelementptr i1, i1* %uglygep639.1474, i64 %.46
  %uglygep641642.1 = bitcast i1* %uglygep641.1475 to double*
  store double %.137.us.us.6.1, double* %uglygep641642.1, align 8
  %sunkaddr2082 = mul i64 %.139.us.7.us.7, 8
  %270 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2083 = getelementptr i8, i8* %270, i64 %sunkaddr2082
  %sunkaddr2084 = getelementptr i8, i8* %sunkaddr2083, i64 392
  %271 = bitcast i8* %sunkaddr2084 to double*
  %.137.us.1.us.6.1 = load double, double* %271, align 8
  %uglygep643.1476 = getelementptr i1, i1* %uglygep641.1475, i64 %.46
  %uglygep643644.1 = bitcast i1* %uglygep643.1476 to double*
  store double %.137.us.1.us.6.1, double* %uglygep643644.1, align 8
  %sunkaddr2085 = mul i64 %.139.us.7.us.7, 8
  %272 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2086 = getelementptr i8, i8* %272, i64 %sunkaddr2085
  %sunkaddr2087 = getelementptr i8, i8* %sunkaddr2086, i64 400
  %273 = bitcast i8* %sunkaddr2087 to double*
  %.137.us.2.us.6.1 = load double, double* %273, align 8
  %uglygep645.1477 = getelementptr i1, i1* %uglygep643.1476, i64 %.46
  %uglygep645646.1 = bitcast i1* %uglygep645.1477 to double*
  store double %.137.us.2.us.6.1, double* %uglygep645646.1, align 8
  %sunkaddr2088 = mul i64 %.139.us.7.us.7, 8
  %274 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2089 = getelementptr i8, i8* %274, i64 %sunkaddr2088
  %sunkaddr2090 = getelementptr i8, i8* %sunkaddr2089, i64 408
  %275 = bitcast i8* %sunkaddr2090 to double*
  %.137.us.3.us.6.1 = load double, double* %275, align 8
  %uglygep647.1478 = getelementptr i1, i1* %uglygep645.1477, i64 %.46
  %uglygep647648.1 = bitcast i1* %uglygep647.1478 to double*
  store double %.137.us.3.us.6.1, double* %uglygep647648.1, align 8
  %sunkaddr2091 = mul i64 %.139.us.7.us.7, 8
  %276 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2092 = getelementptr i8, i8* %276, i64 %sunkaddr2091
  %sunkaddr2093 = getelementptr i8, i8* %sunkaddr2092, i64 416
  %277 = bitcast i8* %sunkaddr2093 to double*
  %.137.us.4.us.6.1 = load double, double* %277, align 8
  %uglygep649.1479 = getelementptr i1, i1* %uglygep647.1478, i64 %.46
  %uglygep649650.1 = bitcast i1* %uglygep649.1479 to double*
  store double %.137.us.4.us.6.1, double* %uglygep649650.1, align 8
  %sunkaddr2094 = mul i64 %.139.us.7.us.7, 8
  %278 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2095 = getelementptr i8, i8* %278, i64 %sunkaddr2094
  %sunkaddr2096 = getelementptr i8, i8* %sunkaddr2095, i64 424
  %279 = bitcast i8* %sunkaddr2096 to double*
  %.137.us.5.us.6.1 = load double, double* %279, align 8
  %uglygep651.1480 = getelementptr i1, i1* %uglygep649.1479, i64 %.46
  %uglygep651652.1 = bitcast i1* %uglygep651.1480 to double*
  store double %.137.us.5.us.6.1, double* %uglygep651652.1, align 8
  %sunkaddr2097 = mul i64 %.139.us.7.us.7, 8
  %280 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2098 = getelementptr i8, i8* %280, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 432
  %281 = bitcast i8* %sunkaddr2099 to double*
  %.137.us.6.us.6.1 = load double, double* %281, align 8
  %uglygep653.1481 = getelementptr i1, i1* %uglygep651.1480, i64 %.46
  %uglygep653654.1 = bitcast i1* %uglygep653.1481 to double*
  store double %.137.us.6.us.6.1, double* %uglygep653654.1, align 8
  %sunkaddr2100 = mul i64 %.139.us.7.us.7, 8
  %282 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2101 = getelementptr i8, i8* %282, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 440
  %283 = bitcast i8* %sunkaddr2102 to double*
  %.137.us.7.us.6.1 = load double, double* %283, align 8
  %uglygep655.1482 = getelementptr i1, i1* %uglygep653.1481, i64 %.46
  %uglygep655656.1 = bitcast i1* %uglygep655.1482 to double*
  store double %.137.us.7.us.6.1, double* %uglygep655656.1, align 8
  %scevgep461.us.6.1 = getelementptr i1, i1* %scevgep461.us.5.1, i64 %7
  %sunkaddr2103 = mul i64 %.139.us.7.us.7, 8
  %284 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2104 = getelementptr i8, i8* %284, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 448
  %285 = bitcast i8* %sunkaddr2105 to double*
  %.137.us.us.7.1 = load double, double* %285, align 8
  %uglygep657.1483 = getelementptr i1, i1* %uglygep655.1482, i64 %.46
  %uglygep657658.1 = bitcast i1* %uglygep657.1483 to double*
  store double %.137.us.us.7.1, double* %uglygep657658.1, align 8
  %sunkaddr2106 = mul i64 %.139.us.7.us.7, 8
  %286 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2107 = getelementptr i8, i8* %286, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 456
  %287 = bitcast i8* %sunkaddr2108 to double*
  %.137.us.1.us.7.1 = load double, double* %287, align 8
  %uglygep659.1484 = getelementptr i1, i1* %uglygep657.1483, i64 %.46
  %uglygep659660.1 = bitcast i1* %uglygep659.1484 to double*
  store double %.137.us.1.us.7.1, double* %uglygep659660.1, align 8
  %sunkaddr2109 = mul i64 %.139.us.7.us.7, 8
  %288 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2110 = getelementptr i8, i8* %288, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 464
  %289 = bitcast i8* %sunkaddr2111 to double*
  %.137.us.2.us.7.1 = load double, double* %289, align 8
  %uglygep661.1485 = getelementptr i1, i1* %uglygep659.1484, i64 %.46
  %uglygep661662.1 = bitcast i1* %uglygep661.1485 to double*
  store double %.137.us.2.us.7.1, double* %uglygep661662.1, align 8
  %sunkaddr2112 = mul i64 %.139.us.7.us.7, 8
  %290 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2113 = getelementptr i8, i8* %290, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 472
  %291 = bitcast i8* %sunkaddr2114 to double*
  %.137.us.3.us.7.1 = load double, double* %291, align 8
  %uglygep663.1486 = getelementptr i1, i1* %uglygep661.1485, i64 %.46
  %uglygep663664.1 = bitcast i1* %uglygep663.1486 to double*
  store double %.137.us.3.us.7.1, double* %uglygep663664.1, align 8
  %sunkaddr2115 = mul i64 %.139.us.7.us.7, 8
  %292 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2116 = getelementptr i8, i8* %292, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 480
  %293 = bitcast i8* %sunkaddr2117 to double*
  %.137.us.4.us.7.1 = load double, double* %293, align 8
  %uglygep665.1487 = getelementptr i1, i1* %uglygep663.1486, i64 %.46
  %uglygep665666.1 = bitcast i1* %uglygep665.1487 to double*
  store double %.137.us.4.us.7.1, double* %uglygep665666.1, align 8
  %sunkaddr2118 = mul i64 %.139.us.7.us.7, 8
  %294 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2119 = getelementptr i8, i8* %294, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 488
  %295 = bitcast i8* %sunkaddr2120 to double*
  %.137.us.5.us.7.1 = load double, double* %295, align 8
  %uglygep667.1488 = getelementptr i1, i1* %uglygep665.1487, i64 %.46
  %uglygep667668.1 = bitcast i1* %uglygep667.1488 to double*
  store double %.137.us.5.us.7.1, double* %uglygep667668.1, align 8
  %sunkaddr2121 = mul i64 %.139.us.7.us.7, 8
  %296 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2122 = getelementptr i8, i8* %296, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 496
  %297 = bitcast i8* %sunkaddr2123 to double*
  %.137.us.6.us.7.1 = load double, double* %297, align 8
  %uglygep669.1489 = getelementptr i1, i1* %uglygep667.1488, i64 %.46
  %uglygep669670.1 = bitcast i1* %uglygep669.1489 to double*
  store double %.137.us.6.us.7.1, double* %uglygep669670.1, align 8
  %sunkaddr2124 = mul i64 %.139.us.7.us.7, 8
  %298 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2125 = getelementptr i8, i8* %298, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 504
  %299 = bitcast i8* %sunkaddr2126 to double*
  %.137.us.7.us.7.1 = load double, double* %299, align 8
  %uglygep671.1490 = getelementptr i1, i1* %uglygep669.1489, i64 %.46
  %uglygep671672.1 = bitcast i1* %uglygep671.1490 to double*
  store double %.137.us.7.us.7.1, double* %uglygep671672.1, align 8
  %.139.us.7.us.7.1 = add nuw i64 %loop.index.12.us.us, 128
  %scevgep461.us.7.1 = getelementptr i1, i1* %scevgep461.us.6.1, i64 %7
  %300 = bitcast i1* %scevgep461.us.7.1 to double*
  %niter391.next.1 = add i64 %niter391, 2
  %niter391.ncmp.1 = icmp eq i64 %niter391.next.1, %unroll_iter390
  br i1 %niter391.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !55

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %301 = bitcast i1* %scevgep461.us.7.1 to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %.139.us.7.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep461.us.7.lcssa.ph = phi i1* [ undef, %for.body.1.us.us.preheader ], [ %scevgep461.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv459.us.unr386 = phi double* [ %.6.i6, %for.body.1.us.us.preheader ], [ %301, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr387 = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %302 = and i64 %44, 1
  %303 = icmp eq i64 %302, 0
  br i1 %303, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, label %for.body.1.us.us.epil377

for.body.1.us.us.epil377:                         ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv459.us396.epil = bitcast double* %lsr.iv459.us.unr386 to i8*
  %lsr.iv459460.us.epil = bitcast double* %lsr.iv459.us.unr386 to i1*
  %scevgep544.epil = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us.unr387
  %.137.us.us.epil378 = load double, double* %scevgep544.epil, align 8
  %uglygep397.epil = getelementptr i8, i8* %lsr.iv459.us396.epil, i64 %lsr.iv465.us
  %uglygep397398.epil = bitcast i8* %uglygep397.epil to double*
  store double %.137.us.us.epil378, double* %uglygep397398.epil, align 8
  %sunkaddr1968653 = getelementptr double, double* %lsr.iv453.us, i64 1
  %sunkaddr1969654 = getelementptr double, double* %sunkaddr1968653, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.epil379 = load double, double* %sunkaddr1969654, align 8
  %uglygep547.epil = getelementptr i8, i8* %uglygep397.epil, i64 %.46
  %uglygep547548.epil = bitcast i8* %uglygep547.epil to double*
  store double %.137.us.1.us.epil379, double* %uglygep547548.epil, align 8
  %sunkaddr1971655 = getelementptr double, double* %lsr.iv453.us, i64 2
  %sunkaddr1972656 = getelementptr double, double* %sunkaddr1971655, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.epil380 = load double, double* %sunkaddr1972656, align 8
  %uglygep549.epil = getelementptr i8, i8* %uglygep547.epil, i64 %.46
  %uglygep549550.epil = bitcast i8* %uglygep549.epil to double*
  store double %.137.us.2.us.epil380, double* %uglygep549550.epil, align 8
  %sunkaddr1974657 = getelementptr double, double* %lsr.iv453.us, i64 3
  %sunkaddr1975658 = getelementptr double, double* %sunkaddr1974657, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.epil381 = load double, double* %sunkaddr1975658, align 8
  %uglygep551.epil = getelementptr i8, i8* %uglygep549.epil, i64 %.46
  %uglygep551552.epil = bitcast i8* %uglygep551.epil to double*
  store double %.137.us.3.us.epil381, double* %uglygep551552.epil, align 8
  %sunkaddr1977659 = getelementptr double, double* %lsr.iv453.us, i64 4
  %sunkaddr1978660 = getelementptr double, double* %sunkaddr1977659, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.epil382 = load double, double* %sunkaddr1978660, align 8
  %uglygep553.epil = getelementptr i8, i8* %uglygep551.epil, i64 %.46
  %uglygep553554.epil = bitcast i8* %uglygep553.epil to double*
  store double %.137.us.4.us.epil382, double* %uglygep553554.epil, align 8
  %sunkaddr1980661 = getelementptr double, double* %lsr.iv453.us, i64 5
  %sunkaddr1981662 = getelementptr double, double* %sunkaddr1980661, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.epil383 = load double, double* %sunkaddr1981662, align 8
  %uglygep555.epil = getelementptr i8, i8* %uglygep553.epil, i64 %.46
  %uglygep555556.epil = bitcast i8* %uglygep555.epil to double*
  store double %.137.us.5.us.epil383, double* %uglygep555556.epil, align 8
  %sunkaddr1983663 = getelementptr double, double* %lsr.iv453.us, i64 6
  %sunkaddr1984664 = getelementptr double, double* %sunkaddr1983663, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.epil384 = load double, double* %sunkaddr1984664, align 8
  %uglygep557.epil = getelementptr i8, i8* %uglygep555.epil, i64 %.46
  %uglygep557558.epil = bitcast i8* %uglygep557.epil to double*
  store double %.137.us.6.us.epil384, double* %uglygep557558.epil, align 8
  %sunkaddr1986665 = getelementptr double, double* %lsr.iv453.us, i64 7
  %sunkaddr1987666 = getelementptr double, double* %sunkaddr1986665, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.epil385 = load double, double* %sunkaddr1987666, align 8
  %uglygep559.epil = getelementptr i8, i8* %uglygep557.epil, i64 %.46
  %uglygep559560.epil = bitcast i8* %uglygep559.epil to double*
  store double %.137.us.7.us.epil385, double* %uglygep559560.epil, align 8
  %scevgep461.us.epil = getelementptr i1, i1* %lsr.iv459460.us.epil, i64 %7
  %sunkaddr1989667 = getelementptr double, double* %lsr.iv453.us, i64 8
  %sunkaddr1990668 = getelementptr double, double* %sunkaddr1989667, i64 %loop.index.12.us.us.unr387
  %.137.us.us.1.epil = load double, double* %sunkaddr1990668, align 8
  %uglygep561.epil = getelementptr i8, i8* %uglygep559.epil, i64 %.46
  %uglygep561562.epil = bitcast i8* %uglygep561.epil to double*
  store double %.137.us.us.1.epil, double* %uglygep561562.epil, align 8
  %sunkaddr1992669 = getelementptr double, double* %lsr.iv453.us, i64 9
  %sunkaddr1993670 = getelementptr double, double* %sunkaddr1992669, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.1.epil = load double, double* %sunkaddr1993670, align 8
  %uglygep563.epil = getelementptr i8, i8* %uglygep561.epil, i64 %.46
  %uglygep563564.epil = bitcast i8* %uglygep563.epil to double*
  store double %.137.us.1.us.1.epil, double* %uglygep563564.epil, align 8
  %sunkaddr1995671 = getelementptr double, double* %lsr.iv453.us, i64 10
  %sunkaddr1996672 = getelementptr double, double* %sunkaddr1995671, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.1.epil = load double, double* %sunkaddr1996672, align 8
  %uglygep565.epil = getelementptr i8, i8* %uglygep563.epil, i64 %.46
  %uglygep565566.epil = bitcast i8* %uglygep565.epil to double*
  store double %.137.us.2.us.1.epil, double* %uglygep565566.epil, align 8
  %sunkaddr1998673 = getelementptr double, double* %lsr.iv453.us, i64 11
  %sunkaddr1999674 = getelementptr double, double* %sunkaddr1998673, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.1.epil = load double, double* %sunkaddr1999674, align 8
  %uglygep567.epil = getelementptr i8, i8* %uglygep565.epil, i64 %.46
  %uglygep567568.epil = bitcast i8* %uglygep567.epil to double*
  store double %.137.us.3.us.1.epil, double* %uglygep567568.epil, align 8
  %sunkaddr2001675 = getelementptr double, double* %lsr.iv453.us, i64 12
  %sunkaddr2002676 = getelementptr double, double* %sunkaddr2001675, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.1.epil = load double, double* %sunkaddr2002676, align 8
  %uglygep569.epil = getelementptr i8, i8* %uglygep567.epil, i64 %.46
  %uglygep569570.epil = bitcast i8* %uglygep569.epil to double*
  store double %.137.us.4.us.1.epil, double* %uglygep569570.epil, align 8
  %sunkaddr2004677 = getelementptr double, double* %lsr.iv453.us, i64 13
  %sunkaddr2005678 = getelementptr double, double* %sunkaddr2004677, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.1.epil = load double, double* %sunkaddr2005678, align 8
  %uglygep571.epil = getelementptr i8, i8* %uglygep569.epil, i64 %.46
  %uglygep571572.epil = bitcast i8* %uglygep571.epil to double*
  store double %.137.us.5.us.1.epil, double* %uglygep571572.epil, align 8
  %sunkaddr2007679 = getelementptr double, double* %lsr.iv453.us, i64 14
  %sunkaddr2008680 = getelementptr double, double* %sunkaddr2007679, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.1.epil = load double, double* %sunkaddr2008680, align 8
  %uglygep573.epil = getelementptr i8, i8* %uglygep571.epil, i64 %.46
  %uglygep573574.epil = bitcast i8* %uglygep573.epil to double*
  store double %.137.us.6.us.1.epil, double* %uglygep573574.epil, align 8
  %sunkaddr2010681 = getelementptr double, double* %lsr.iv453.us, i64 15
  %sunkaddr2011682 = getelementptr double, double* %sunkaddr2010681, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.1.epil = load double, double* %sunkaddr2011682, align 8
  %uglygep575.epil = getelementptr i8, i8* %uglygep573.epil, i64 %.46
  %uglygep575576.epil = bitcast i8* %uglygep575.epil to double*
  store double %.137.us.7.us.1.epil, double* %uglygep575576.epil, align 8
  %scevgep461.us.1.epil = getelementptr i1, i1* %scevgep461.us.epil, i64 %7
  %sunkaddr2013683 = getelementptr double, double* %lsr.iv453.us, i64 16
  %sunkaddr2014684 = getelementptr double, double* %sunkaddr2013683, i64 %loop.index.12.us.us.unr387
  %.137.us.us.2.epil = load double, double* %sunkaddr2014684, align 8
  %uglygep577.epil = getelementptr i8, i8* %uglygep575.epil, i64 %.46
  %uglygep577578.epil = bitcast i8* %uglygep577.epil to double*
  store double %.137.us.us.2.epil, double* %uglygep577578.epil, align 8
  %sunkaddr2016685 = getelementptr double, double* %lsr.iv453.us, i64 17
  %sunkaddr2017686 = getelementptr double, double* %sunkaddr2016685, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.2.epil = load double, double* %sunkaddr2017686, align 8
  %uglygep579.epil = getelementptr i8, i8* %uglygep577.epil, i64 %.46
  %uglygep579580.epil = bitcast i8* %uglygep579.epil to double*
  store double %.137.us.1.us.2.epil, double* %uglygep579580.epil, align 8
  %sunkaddr2019687 = getelementptr double, double* %lsr.iv453.us, i64 18
  %sunkaddr2020688 = getelementptr double, double* %sunkaddr2019687, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.2.epil = load double, double* %sunkaddr2020688, align 8
  %uglygep581.epil = getelementptr i8, i8* %uglygep579.epil, i64 %.46
  %uglygep581582.epil = bitcast i8* %uglygep581.epil to double*
  store double %.137.us.2.us.2.epil, double* %uglygep581582.epil, align 8
  %sunkaddr2022689 = getelementptr double, double* %lsr.iv453.us, i64 19
  %sunkaddr2023690 = getelementptr double, double* %sunkaddr2022689, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.2.epil = load double, double* %sunkaddr2023690, align 8
  %uglygep583.epil = getelementptr i8, i8* %uglygep581.epil, i64 %.46
  %uglygep583584.epil = bitcast i8* %uglygep583.epil to double*
  store double %.137.us.3.us.2.epil, double* %uglygep583584.epil, align 8
  %sunkaddr2025691 = getelementptr double, double* %lsr.iv453.us, i64 20
  %sunkaddr2026692 = getelementptr double, double* %sunkaddr2025691, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.2.epil = load double, double* %sunkaddr2026692, align 8
  %uglygep585.epil = getelementptr i8, i8* %uglygep583.epil, i64 %.46
  %uglygep585586.epil = bitcast i8* %uglygep585.epil to double*
  store double %.137.us.4.us.2.epil, double* %uglygep585586.epil, align 8
  %sunkaddr2028693 = getelementptr double, double* %lsr.iv453.us, i64 21
  %sunkaddr2029694 = getelementptr double, double* %sunkaddr2028693, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.2.epil = load double, double* %sunkaddr2029694, align 8
  %uglygep587.epil = getelementptr i8, i8* %uglygep585.epil, i64 %.46
  %uglygep587588.epil = bitcast i8* %uglygep587.epil to double*
  store double %.137.us.5.us.2.epil, double* %uglygep587588.epil, align 8
  %sunkaddr2031695 = getelementptr double, double* %lsr.iv453.us, i64 22
  %sunkaddr2032696 = getelementptr double, double* %sunkaddr2031695, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.2.epil = load double, double* %sunkaddr2032696, align 8
  %uglygep589.epil = getelementptr i8, i8* %uglygep587.epil, i64 %.46
  %uglygep589590.epil = bitcast i8* %uglygep589.epil to double*
  store double %.137.us.6.us.2.epil, double* %uglygep589590.epil, align 8
  %sunkaddr2034697 = getelementptr double, double* %lsr.iv453.us, i64 23
  %sunkaddr2035698 = getelementptr double, double* %sunkaddr2034697, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.2.epil = load double, double* %sunkaddr2035698, align 8
  %uglygep591.epil = getelementptr i8, i8* %uglygep589.epil, i64 %.46
  %uglygep591592.epil = bitcast i8* %uglygep591.epil to double*
  store double %.137.us.7.us.2.epil, double* %uglygep591592.epil, align 8
  %scevgep461.us.2.epil = getelementptr i1, i1* %scevgep461.us.1.epil, i64 %7
  %sunkaddr2037699 = getelementptr double, double* %lsr.iv453.us, i64 24
  %sunkaddr2038700 = getelementptr double, double* %sunkaddr2037699, i64 %loop.index.12.us.us.unr387
  %.137.us.us.3.epil = load double, double* %sunkaddr2038700, align 8
  %uglygep593.epil = getelementptr i8, i8* %uglygep591.epil, i64 %.46
  %uglygep593594.epil = bitcast i8* %uglygep593.epil to double*
  store double %.137.us.us.3.epil, double* %uglygep593594.epil, align 8
  %sunkaddr2040701 = getelementptr double, double* %lsr.iv453.us, i64 25
  %sunkaddr2041702 = getelementptr double, double* %sunkaddr2040701, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.3.epil = load double, double* %sunkaddr2041702, align 8
  %uglygep595.epil = getelementptr i8, i8* %uglygep593.epil, i64 %.46
  %uglygep595596.epil = bitcast i8* %uglygep595.epil to double*
  store double %.137.us.1.us.3.epil, double* %uglygep595596.epil, align 8
  %sunkaddr2043703 = getelementptr double, double* %lsr.iv453.us, i64 26
  %sunkaddr2044704 = getelementptr double, double* %sunkaddr2043703, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.3.epil = load double, double* %sunkaddr2044704, align 8
  %uglygep597.epil = getelementptr i8, i8* %uglygep595.epil, i64 %.46
  %uglygep597598.epil = bitcast i8* %uglygep597.epil to double*
  store double %.137.us.2.us.3.epil, double* %uglygep597598.epil, align 8
  %sunkaddr2046705 = getelementptr double, double* %lsr.iv453.us, i64 27
  %sunkaddr2047706 = getelementptr double, double* %sunkaddr2046705, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.3.epil = load double, double* %sunkaddr2047706, align 8
  %uglygep599.epil = getelementptr i8, i8* %uglygep597.epil, i64 %.46
  %uglygep599600.epil = bitcast i8* %uglygep599.epil to double*
  store double %.137.us.3.us.3.epil, double* %uglygep599600.epil, align 8
  %sunkaddr2049707 = getelementptr double, double* %lsr.iv453.us, i64 28
  %sunkaddr2050708 = getelementptr double, double* %sunkaddr2049707, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.3.epil = load double, double* %sunkaddr2050708, align 8
  %uglygep601.epil = getelementptr i8, i8* %uglygep599.epil, i64 %.46
  %uglygep601602.epil = bitcast i8* %uglygep601.epil to double*
  store double %.137.us.4.us.3.epil, double* %uglygep601602.epil, align 8
  %sunkaddr2052709 = getelementptr double, double* %lsr.iv453.us, i64 29
  %sunkaddr2053710 = getelementptr double, double* %sunkaddr2052709, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.3.epil = load double, double* %sunkaddr2053710, align 8
  %uglygep603.epil = getelementptr i8, i8* %uglygep601.epil, i64 %.46
  %uglygep603604.epil = bitcast i8* %uglygep603.epil to double*
  store double %.137.us.5.us.3.epil, double* %uglygep603604.epil, align 8
  %sunkaddr2055711 = getelementptr double, double* %lsr.iv453.us, i64 30
  %sunkaddr2056712 = getelementptr double, double* %sunkaddr2055711, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.3.epil = load double, double* %sunkaddr2056712, align 8
  %uglygep605.epil = getelementptr i8, i8* %uglygep603.epil, i64 %.46
  %uglygep605606.epil = bitcast i8* %uglygep605.epil to double*
  store double %.137.us.6.us.3.epil, double* %uglygep605606.epil, align 8
  %sunkaddr2058713 = getelementptr double, double* %lsr.iv453.us, i64 31
  %sunkaddr2059714 = getelementptr double, double* %sunkaddr2058713, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.3.epil = load double, double* %sunkaddr2059714, align 8
  %uglygep607.epil = getelementptr i8, i8* %uglygep605.epil, i64 %.46
  %uglygep607608.epil = bitcast i8* %uglygep607.epil to double*
  store double %.137.us.7.us.3.epil, double* %uglygep607608.epil, align 8
  %scevgep461.us.3.epil = getelementptr i1, i1* %scevgep461.us.2.epil, i64 %7
  %sunkaddr2061715 = getelementptr double, double* %lsr.iv453.us, i64 32
  %sunkaddr2062716 = getelementptr double, double* %sunkaddr2061715, i64 %loop.index.12.us.us.unr387
  %.137.us.us.4.epil = load double, double* %sunkaddr2062716, align 8
  %uglygep609.epil = getelementptr i8, i8* %uglygep607.epil, i64 %.46
  %uglygep609610.epil = bitcast i8* %uglygep609.epil to double*
  store double %.137.us.us.4.epil, double* %uglygep609610.epil, align 8
  %sunkaddr2064717 = getelementptr double, double* %lsr.iv453.us, i64 33
  %sunkaddr2065718 = getelementptr double, double* %sunkaddr2064717, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.4.epil = load double, double* %sunkaddr2065718, align 8
  %uglygep611.epil = getelementptr i8, i8* %uglygep609.epil, i64 %.46
  %uglygep611612.epil = bitcast i8* %uglygep611.epil to double*
  store double %.137.us.1.us.4.epil, double* %uglygep611612.epil, align 8
  %sunkaddr2067719 = getelementptr double, double* %lsr.iv453.us, i64 34
  %sunkaddr2068720 = getelementptr double, double* %sunkaddr2067719, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.4.epil = load double, double* %sunkaddr2068720, align 8
  %uglygep613.epil = getelementptr i8, i8* %uglygep611.epil, i64 %.46
  %uglygep613614.epil = bitcast i8* %uglygep613.epil to double*
  store double %.137.us.2.us.4.epil, double* %uglygep613614.epil, align 8
  %sunkaddr2070721 = getelementptr double, double* %lsr.iv453.us, i64 35
  %sunkaddr2071722 = getelementptr double, double* %sunkaddr2070721, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.4.epil = load double, double* %sunkaddr2071722, align 8
  %uglygep615.epil = getelementptr i8, i8* %uglygep613.epil, i64 %.46
  %uglygep615616.epil = bitcast i8* %uglygep615.epil to double*
  store double %.137.us.3.us.4.epil, double* %uglygep615616.epil, align 8
  %sunkaddr2073723 = getelementptr double, double* %lsr.iv453.us, i64 36
  %sunkaddr2074724 = getelementptr double, double* %sunkaddr2073723, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.4.epil = load double, double* %sunkaddr2074724, align 8
  %uglygep617.epil = getelementptr i8, i8* %uglygep615.epil, i64 %.46
  %uglygep617618.epil = bitcast i8* %uglygep617.epil to double*
  store double %.137.us.4.us.4.epil, double* %uglygep617618.epil, align 8
  %sunkaddr2076725 = getelementptr double, double* %lsr.iv453.us, i64 37
  %sunkaddr2077726 = getelementptr double, double* %sunkaddr2076725, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.4.epil = load double, double* %sunkaddr2077726, align 8
  %uglygep619.epil = getelementptr i8, i8* %uglygep617.epil, i64 %.46
  %uglygep619620.epil = bitcast i8* %uglygep619.epil to double*
  store double %.137.us.5.us.4.epil, double* %uglygep619620.epil, align 8
  %sunkaddr2079727 = getelementptr double, double* %lsr.iv453.us, i64 38
  %sunkaddr2080728 = getelementptr double, double* %sunkaddr2079727, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.4.epil = load double, double* %sunkaddr2080728, align 8
  %uglygep621.epil = getelementptr i8, i8* %uglygep619.epil, i64 %.46
  %uglygep621622.epil = bitcast i8* %uglygep621.epil to double*
  store double %.137.us.6.us.4.epil, double* %uglygep621622.epil, align 8
  %sunkaddr2082729 = getelementptr double, double* %lsr.iv453.us, i64 39
  %sunkaddr2083730 = getelementptr double, double* %sunkaddr2082729, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.4.epil = load double, double* %sunkaddr2083730, align 8
  %uglygep623.epil = getelementptr i8, i8* %uglygep621.epil, i64 %.46
  %uglygep623624.epil = bitcast i8* %uglygep623.epil to double*
  store double %.137.us.7.us.4.epil, double* %uglygep623624.epil, align 8
  %scevgep461.us.4.epil = getelementptr i1, i1* %scevgep461.us.3.epil, i64 %7
  %sunkaddr2085731 = getelementptr double, double* %lsr.iv453.us, i64 40
  %sunkaddr2086732 = getelementptr double, double* %sunkaddr2085731, i64 %loop.index.12.us.us.unr387
  %.137.us.us.5.epil = load double, double* %sunkaddr2086732, align 8
  %uglygep625.epil = getelementptr i8, i8* %uglygep623.epil, i64 %.46
  %uglygep625626.epil = bitcast i8* %uglygep625.epil to double*
  store double %.137.us.us.5.epil, double* %uglygep625626.epil, align 8
  %sunkaddr2088733 = getelementptr double, double* %lsr.iv453.us, i64 41
  %sunkaddr2089734 = getelementptr double, double* %sunkaddr2088733, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.5.epil = load double, double* %sunkaddr2089734, align 8
  %uglygep627.epil = getelementptr i8, i8* %uglygep625.epil, i64 %.46
  %uglygep627628.epil = bitcast i8* %uglygep627.epil to double*
  store double %.137.us.1.us.5.epil, double* %uglygep627628.epil, align 8
  %sunkaddr2091735 = getelementptr double, double* %lsr.iv453.us, i64 42
  %sunkaddr2092736 = getelementptr double, double* %sunkaddr2091735, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.5.epil = load double, double* %sunkaddr2092736, align 8
  %uglygep629.epil = getelementptr i8, i8* %uglygep627.epil, i64 %.46
  %uglygep629630.epil = bitcast i8* %uglygep629.epil to double*
  store double %.137.us.2.us.5.epil, double* %uglygep629630.epil, align 8
  %sunkaddr2094737 = getelementptr double, double* %lsr.iv453.us, i64 43
  %sunkaddr2095738 = getelementptr double, double* %sunkaddr2094737, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.5.epil = load double, double* %sunkaddr2095738, align 8
  %uglygep631.epil = getelementptr i8, i8* %uglygep629.epil, i64 %.46
  %uglygep631632.epil = bitcast i8* %uglygep631.epil to double*
  store double %.137.us.3.us.5.epil, double* %uglygep631632.epil, align 8
  %sunkaddr2097739 = getelementptr double, double* %lsr.iv453.us, i64 44
  %sunkaddr2098740 = getelementptr double, double* %sunkaddr2097739, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.5.epil = load double, double* %sunkaddr2098740, align 8
  %uglygep633.epil = getelementptr i8, i8* %uglygep631.epil, i64 %.46
  %uglygep633634.epil = bitcast i8* %uglygep633.epil to double*
  store double %.137.us.4.us.5.epil, double* %uglygep633634.epil, align 8
  %sunkaddr2100741 = getelementptr double, double* %lsr.iv453.us, i64 45
  %sunkaddr2101742 = getelementptr double, double* %sunkaddr2100741, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.5.epil = load double, double* %sunkaddr2101742, align 8
  %uglygep635.epil = getelementptr i8, i8* %uglygep633.epil, i64 %.46
  %uglygep635636.epil = bitcast i8* %uglygep635.epil to double*
  store double %.137.us.5.us.5.epil, double* %uglygep635636.epil, align 8
  %sunkaddr2103743 = getelementptr double, double* %lsr.iv453.us, i64 46
  %sunkaddr2104744 = getelementptr double, double* %sunkaddr2103743, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.5.epil = load double, double* %sunkaddr2104744, align 8
  %uglygep637.epil = getelementptr i8, i8* %uglygep635.epil, i64 %.46
  %uglygep637638.epil = bitcast i8* %uglygep637.epil to double*
  store double %.137.us.6.us.5.epil, double* %uglygep637638.epil, align 8
  %sunkaddr2106745 = getelementptr double, double* %lsr.iv453.us, i64 47
  %sunkaddr2107746 = getelementptr double, double* %sunkaddr2106745, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.5.epil = load double, double* %sunkaddr2107746, align 8
  %uglygep639.epil = getelementptr i8, i8* %uglygep637.epil, i64 %.46
  %uglygep639640.epil = bitcast i8* %uglygep639.epil to double*
  store double %.137.us.7.us.5.epil, double* %uglygep639640.epil, align 8
  %scevgep461.us.5.epil = getelementptr i1, i1* %scevgep461.us.4.epil, i64 %7
  %sunkaddr2109747 = getelementptr double, double* %lsr.iv453.us, i64 48
  %sunkaddr2110748 = getelementptr double, double* %sunkaddr2109747, i64 %loop.index.12.us.us.unr387
  %.137.us.us.6.epil = load double, double* %sunkaddr2110748, align 8
  %uglygep641.epil = getelementptr i8, i8* %uglygep639.epil, i64 %.46
  %uglygep641642.epil = bitcast i8* %uglygep641.epil to double*
  store double %.137.us.us.6.epil, double* %uglygep641642.epil, align 8
  %sunkaddr2112749 = getelementptr double, double* %lsr.iv453.us, i64 49
  %sunkaddr2113750 = getelementptr double, double* %sunkaddr2112749, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.6.epil = load double, double* %sunkaddr2113750, align 8
  %uglygep643.epil = getelementptr i8, i8* %uglygep641.epil, i64 %.46
  %uglygep643644.epil = bitcast i8* %uglygep643.epil to double*
  store double %.137.us.1.us.6.epil, double* %uglygep643644.epil, align 8
  %sunkaddr2115751 = getelementptr double, double* %lsr.iv453.us, i64 50
  %sunkaddr2116752 = getelementptr double, double* %sunkaddr2115751, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.6.epil = load double, double* %sunkaddr2116752, align 8
  %uglygep645.epil = getelementptr i8, i8* %uglygep643.epil, i64 %.46
  %uglygep645646.epil = bitcast i8* %uglygep645.epil to double*
  store double %.137.us.2.us.6.epil, double* %uglygep645646.epil, align 8
  %sunkaddr2118753 = getelementptr double, double* %lsr.iv453.us, i64 51
  %sunkaddr2119754 = getelementptr double, double* %sunkaddr2118753, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.6.epil = load double, double* %sunkaddr2119754, align 8
  %uglygep647.epil = getelementptr i8, i8* %uglygep645.epil, i64 %.46
  %uglygep647648.epil = bitcast i8* %uglygep647.epil to double*
  store double %.137.us.3.us.6.epil, double* %uglygep647648.epil, align 8
  %sunkaddr2121755 = getelementptr double, double* %lsr.iv453.us, i64 52
  %sunkaddr2122756 = getelementptr double, double* %sunkaddr2121755, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.6.epil = load double, double* %sunkaddr2122756, align 8
  %uglygep649.epil = getelementptr i8, i8* %uglygep647.epil, i64 %.46
  %uglygep649650.epil = bitcast i8* %uglygep649.epil to double*
  store double %.137.us.4.us.6.epil, double* %uglygep649650.epil, align 8
  %sunkaddr2124757 = getelementptr double, double* %lsr.iv453.us, i64 53
  %sunkaddr2125758 = getelementptr double, double* %sunkaddr2124757, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.6.epil = load double, double* %sunkaddr2125758, align 8
  %uglygep651.epil = getelementptr i8, i8* %uglygep649.epil, i64 %.46
  %uglygep651652.epil = bitcast i8* %uglygep651.epil to double*
  store double %.137.us.5.us.6.epil, double* %uglygep651652.epil, align 8
  %sunkaddr2127759 = getelementptr double, double* %lsr.iv453.us, i64 54
  %sunkaddr2128760 = getelementptr double, double* %sunkaddr2127759, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.6.epil = load double, double* %sunkaddr2128760, align 8
  %uglygep653.epil = getelementptr i8, i8* %uglygep651.epil, i64 %.46
  %uglygep653654.epil = bitcast i8* %uglygep653.epil to double*
  store double %.137.us.6.us.6.epil, double* %uglygep653654.epil, align 8
  %sunkaddr2130761 = getelementptr double, double* %lsr.iv453.us, i64 55
  %sunkaddr2131762 = getelementptr double, double* %sunkaddr2130761, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.6.epil = load double, double* %sunkaddr2131762, align 8
  %uglygep655.epil = getelementptr i8, i8* %uglygep653.epil, i64 %.46
  %uglygep655656.epil = bitcast i8* %uglygep655.epil to double*
  store double %.137.us.7.us.6.epil, double* %uglygep655656.epil, align 8
  %scevgep461.us.6.epil = getelementptr i1, i1* %scevgep461.us.5.epil, i64 %7
  %sunkaddr2133763 = getelementptr double, double* %lsr.iv453.us, i64 56
  %sunkaddr2134764 = getelementptr double, double* %sunkaddr2133763, i64 %loop.index.12.us.us.unr387
  %.137.us.us.7.epil = load double, double* %sunkaddr2134764, align 8
  %uglygep657.epil = getelementptr i8, i8* %uglygep655.epil, i64 %.46
  %uglygep657658.epil = bitcast i8* %uglygep657.epil to double*
  store double %.137.us.us.7.epil, double* %uglygep657658.epil, align 8
  %sunkaddr2136765 = getelementptr double, double* %lsr.iv453.us, i64 57
  %sunkaddr2137766 = getelementptr double, double* %sunkaddr2136765, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.7.epil = load double, double* %sunkaddr2137766, align 8
  %uglygep659.epil = getelementptr i8, i8* %uglygep657.epil, i64 %.46
  %uglygep659660.epil = bitcast i8* %uglygep659.epil to double*
  store double %.137.us.1.us.7.epil, double* %uglygep659660.epil, align 8
  %sunkaddr2139767 = getelementptr double, double* %lsr.iv453.us, i64 58
  %sunkaddr2140768 = getelementptr double, double* %sunkaddr2139767, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.7.epil = load double, double* %sunkaddr2140768, align 8
  %uglygep661.epil = getelementptr i8, i8* %uglygep659.epil, i64 %.46
  %uglygep661662.epil = bitcast i8* %uglygep661.epil to double*
  store double %.137.us.2.us.7.epil, double* %uglygep661662.epil, align 8
  %sunkaddr2142769 = getelementptr double, double* %lsr.iv453.us, i64 59
  %sunkaddr2143770 = getelementptr double, double* %sunkaddr2142769, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.7.epil = load double, double* %sunkaddr2143770, align 8
  %uglygep663.epil = getelementptr i8, i8* %uglygep661.epil, i64 %.46
  %uglygep663664.epil = bitcast i8* %uglygep663.epil to double*
  store double %.137.us.3.us.7.epil, double* %uglygep663664.epil, align 8
  %sunkaddr2145771 = getelementptr double, double* %lsr.iv453.us, i64 60
  %sunkaddr2146772 = getelementptr double, double* %sunkaddr2145771, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.7.epil = load double, double* %sunkaddr2146772, align 8
  %uglygep665.epil = getelementptr i8, i8* %uglygep663.epil, i64 %.46
  %uglygep665666.epil = bitcast i8* %uglygep665.epil to double*
  store double %.137.us.4.us.7.epil, double* %uglygep665666.epil, align 8
  %sunkaddr2148773 = getelementptr double, double* %lsr.iv453.us, i64 61
  %sunkaddr2149774 = getelementptr double, double* %sunkaddr2148773, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.7.epil = load double, double* %sunkaddr2149774, align 8
  %uglygep667.epil = getelementptr i8, i8* %uglygep665.epil, i64 %.46
  %uglygep667668.epil = bitcast i8* %uglygep667.epil to double*
  store double %.137.us.5.us.7.epil, double* %uglygep667668.epil, align 8
  %sunkaddr2151775 = getelementptr double, double* %lsr.iv453.us, i64 62
  %sunkaddr2152776 = getelementptr double, double* %sunkaddr2151775, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.7.epil = load double, double* %sunkaddr2152776, align 8
  %uglygep669.epil = getelementptr i8, i8* %uglygep667.epil, i64 %.46
  %uglygep669670.epil = bitcast i8* %uglygep669.epil to double*
  store double %.137.us.6.us.7.epil, double* %uglygep669670.epil, align 8
  %sunkaddr2154777 = getelementptr double, double* %lsr.iv453.us, i64 63
  %sunkaddr2155778 = getelementptr double, double* %sunkaddr2154777, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.7.epil = load double, double* %sunkaddr2155778, align 8
  %uglygep671.epil = getelementptr i8, i8* %uglygep669.epil, i64 %.46
  %uglygep671672.epil = bitcast i8* %uglygep671.epil to double*
  store double %.137.us.7.us.7.epil, double* %uglygep671672.epil, align 8
  %.139.us.7.us.7.epil = add nuw i64 %loop.index.12.us.us.unr387, 64
  %scevgep461.us.7.epil = getelementptr i1, i1* %scevgep461.us.6.epil, i64 %7
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit

for.body.1.us.1.preheader.us.unr-lcssa.loopexit:  ; preds = %for.body.1.us.us.epil377, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %.139.us.7.us.7.lcssa = phi i64 [ %.139.us.7.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.us.7.epil, %for.body.1.us.us.epil377 ]
  %scevgep461.us.7.lcssa = phi i1* [ %scevgep461.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep461.us.7.epil, %for.body.1.us.us.epil377 ]
  %304 = bitcast i1* %scevgep461.us.7.lcssa to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa:           ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, %for.body.1.us.preheader69.us
  %lsr.iv459.us.unr = phi double* [ %.6.i6, %for.body.1.us.preheader69.us ], [ %304, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr = phi i64 [ 0, %for.body.1.us.preheader69.us ], [ %.139.us.7.us.7.lcssa, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %305 = icmp eq i64 %xtraiter71, 0
  br i1 %305, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.body.1.us.1.preheader.us.unr-lcssa
  %scevgep1214 = getelementptr double, double* %lsr.iv459.us.unr, i64 %loop.index4.us.us
  %scevgep1218 = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.preheader
  %lsr.iv1215 = phi double* [ %uglygep12561257, %for.body.1.us.us.epil ], [ %scevgep1214, %for.body.1.us.us.epil.preheader ]
  %lsr.iv678 = phi i64 [ %lsr.iv.next679, %for.body.1.us.us.epil ], [ 0, %for.body.1.us.us.epil.preheader ]
  %306 = bitcast double* %scevgep1218 to i8*
  %lsr.iv12151241 = bitcast double* %lsr.iv1215 to i8*
  %uglygep1220 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12201221 = bitcast i8* %uglygep1220 to double*
  %.137.us.us.epil = load double, double* %uglygep12201221, align 8
  store double %.137.us.us.epil, double* %lsr.iv1215, align 8
  %scevgep1234 = getelementptr double, double* %uglygep12201221, i64 1
  %.137.us.1.us.epil = load double, double* %scevgep1234, align 8
  %uglygep1242 = getelementptr i8, i8* %lsr.iv12151241, i64 %.46
  %uglygep12421243 = bitcast i8* %uglygep1242 to double*
  store double %.137.us.1.us.epil, double* %uglygep12421243, align 8
  %uglygep1235 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12351236 = bitcast i8* %uglygep1235 to double*
  %scevgep1237 = getelementptr double, double* %uglygep12351236, i64 2
  %.137.us.2.us.epil = load double, double* %scevgep1237, align 8
  %uglygep1244 = getelementptr i8, i8* %uglygep1242, i64 %.46
  %uglygep12441245 = bitcast i8* %uglygep1244 to double*
  store double %.137.us.2.us.epil, double* %uglygep12441245, align 8
  %uglygep1238 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12381239 = bitcast i8* %uglygep1238 to double*
  %scevgep1240 = getelementptr double, double* %uglygep12381239, i64 3
  %.137.us.3.us.epil = load double, double* %scevgep1240, align 8
  %uglygep1246 = getelementptr i8, i8* %uglygep1244, i64 %.46
  %uglygep12461247 = bitcast i8* %uglygep1246 to double*
  store double %.137.us.3.us.epil, double* %uglygep12461247, align 8
  %uglygep1225 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12251226 = bitcast i8* %uglygep1225 to double*
  %scevgep1227 = getelementptr double, double* %uglygep12251226, i64 4
  %.137.us.4.us.epil = load double, double* %scevgep1227, align 8
  %uglygep1248 = getelementptr i8, i8* %uglygep1246, i64 %.46
  %uglygep12481249 = bitcast i8* %uglygep1248 to double*
  store double %.137.us.4.us.epil, double* %uglygep12481249, align 8
  %uglygep1231 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12311232 = bitcast i8* %uglygep1231 to double*
  %scevgep1233 = getelementptr double, double* %uglygep12311232, i64 5
  %.137.us.5.us.epil = load double, double* %scevgep1233, align 8
  %uglygep1250 = getelementptr i8, i8* %uglygep1248, i64 %.46
  %uglygep12501251 = bitcast i8* %uglygep1250 to double*
  store double %.137.us.5.us.epil, double* %uglygep12501251, align 8
  %uglygep1228 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12281229 = bitcast i8* %uglygep1228 to double*
  %scevgep1230 = getelementptr double, double* %uglygep12281229, i64 6
  %.137.us.6.us.epil = load double, double* %scevgep1230, align 8
  %uglygep1252 = getelementptr i8, i8* %uglygep1250, i64 %.46
  %uglygep12521253 = bitcast i8* %uglygep1252 to double*
  store double %.137.us.6.us.epil, double* %uglygep12521253, align 8
  %uglygep1222 = getelementptr i8, i8* %306, i64 %lsr.iv678
  %uglygep12221223 = bitcast i8* %uglygep1222 to double*
  %scevgep1224 = getelementptr double, double* %uglygep12221223, i64 7
  %.137.us.7.us.epil = load double, double* %scevgep1224, align 8
  %uglygep1254 = getelementptr i8, i8* %uglygep1252, i64 %.46
  %uglygep12541255 = bitcast i8* %uglygep1254 to double*
  store double %.137.us.7.us.epil, double* %uglygep12541255, align 8
  %lsr.iv.next679 = add nuw nsw i64 %lsr.iv678, 64
  %epil.iter72.cmp.not = icmp eq i64 %41, %lsr.iv.next679
  %uglygep1256 = getelementptr i8, i8* %uglygep1254, i64 %.46
  %uglygep12561257 = bitcast i8* %uglygep1256 to double*
  br i1 %epil.iter72.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !56

for.body.1.us.1.preheader.us:                     ; preds = %for.body.1.us.us.epil, %for.body.1.us.1.preheader.us.unr-lcssa
  %307 = icmp ult i64 %38, 56
  br i1 %307, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader

for.body.1.us.1.us.preheader:                     ; preds = %for.body.1.us.1.preheader.us
  %308 = icmp eq i64 %42, 0
  br i1 %308, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader928

for.body.1.us.1.us.preheader928:                  ; preds = %for.body.1.us.1.us.preheader
  br label %for.body.1.us.1.us

for.body.1.us.1.us:                               ; preds = %for.body.1.us.1.us.preheader928, %for.body.1.us.1.us
  %lsr.iv686.us = phi i64 [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ], [ %lsr.iv684.us, %for.body.1.us.1.us.preheader928 ]
  %loop.index.12.us.1.us = phi i64 [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader928 ]
  %niter418 = phi i64 [ %niter418.next.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader928 ]
  %309 = bitcast double* %.6.i6 to i8*
  %scevgep872 = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us
  %uglygep744 = getelementptr i8, i8* %309, i64 %lsr.iv686.us
  %uglygep744745 = bitcast i8* %uglygep744 to double*
  %.137.us.167.us = load double, double* %scevgep872, align 8
  store double %.137.us.167.us, double* %uglygep744745, align 8
  %sunkaddr2127 = mul i64 %loop.index.12.us.1.us, 8
  %310 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2128 = getelementptr i8, i8* %310, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 8
  %311 = bitcast i8* %sunkaddr2129 to double*
  %.137.us.1.1.us = load double, double* %311, align 8
  %uglygep875 = getelementptr i8, i8* %uglygep744, i64 %.46
  %uglygep875876 = bitcast i8* %uglygep875 to double*
  store double %.137.us.1.1.us, double* %uglygep875876, align 8
  %sunkaddr2130 = mul i64 %loop.index.12.us.1.us, 8
  %312 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2131 = getelementptr i8, i8* %312, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 16
  %313 = bitcast i8* %sunkaddr2132 to double*
  %.137.us.2.1.us = load double, double* %313, align 8
  %uglygep877 = getelementptr i8, i8* %uglygep875, i64 %.46
  %uglygep877878 = bitcast i8* %uglygep877 to double*
  store double %.137.us.2.1.us, double* %uglygep877878, align 8
  %sunkaddr2133 = mul i64 %loop.index.12.us.1.us, 8
  %314 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2134 = getelementptr i8, i8* %314, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 24
  %315 = bitcast i8* %sunkaddr2135 to double*
  %.137.us.3.1.us = load double, double* %315, align 8
  %uglygep879 = getelementptr i8, i8* %uglygep877, i64 %.46
  %uglygep879880 = bitcast i8* %uglygep879 to double*
  store double %.137.us.3.1.us, double* %uglygep879880, align 8
  %sunkaddr2136 = mul i64 %loop.index.12.us.1.us, 8
  %316 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2137 = getelementptr i8, i8* %316, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 32
  %317 = bitcast i8* %sunkaddr2138 to double*
  %.137.us.4.1.us = load double, double* %317, align 8
  %uglygep881 = getelementptr i8, i8* %uglygep879, i64 %.46
  %uglygep881882 = bitcast i8* %uglygep881 to double*
  store double %.137.us.4.1.us, double* %uglygep881882, align 8
  %sunkaddr2139 = mul i64 %loop.index.12.us.1.us, 8
  %318 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2140 = getelementptr i8, i8* %318, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 40
  %319 = bitcast i8* %sunkaddr2141 to double*
  %.137.us.5.1.us = load double, double* %319, align 8
  %uglygep883 = getelementptr i8, i8* %uglygep881, i64 %.46
  %uglygep883884 = bitcast i8* %uglygep883 to double*
  store double %.137.us.5.1.us, double* %uglygep883884, align 8
  %sunkaddr2142 = mul i64 %loop.index.12.us.1.us, 8
  %320 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2143 = getelementptr i8, i8* %320, i64 %sunkaddr2142
  %sunkaddr2144 = getelementptr i8, i8* %sunkaddr2143, i64 48
  %321 = bitcast i8* %sunkaddr2144 to double*
  %.137.us.6.1.us = load double, double* %321, align 8
  %uglygep885 = getelementptr i8, i8* %uglygep883, i64 %.46
  %uglygep885886 = bitcast i8* %uglygep885 to double*
  store double %.137.us.6.1.us, double* %uglygep885886, align 8
  %sunkaddr2145 = mul i64 %loop.index.12.us.1.us, 8
  %322 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2146 = getelementptr i8, i8* %322, i64 %sunkaddr2145
  %sunkaddr2147 = getelementptr i8, i8* %sunkaddr2146, i64 56
  %323 = bitcast i8* %sunkaddr2147 to double*
  %.137.us.7.1.us = load double, double* %323, align 8
  %uglygep887 = getelementptr i8, i8* %uglygep885, i64 %.46
  %uglygep887888 = bitcast i8* %uglygep887 to double*
  store double %.137.us.7.1.us, double* %uglygep887888, align 8
  %sunkaddr2148 = mul i64 %loop.index.12.us.1.us, 8
  %324 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2149 = getelementptr i8, i8* %324, i64 %sunkaddr2148
  %sunkaddr2150 = getelementptr i8, i8* %sunkaddr2149, i64 64
  %325 = bitcast i8* %sunkaddr2150 to double*
  %.137.us.167.us.1 = load double, double* %325, align 8
  %uglygep889 = getelementptr i8, i8* %uglygep887, i64 %.46
  %uglygep889890 = bitcast i8* %uglygep889 to double*
  store double %.137.us.167.us.1, double* %uglygep889890, align 8
  %sunkaddr2151 = mul i64 %loop.index.12.us.1.us, 8
  %326 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2152 = getelementptr i8, i8* %326, i64 %sunkaddr2151
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 72
  %327 = bitcast i8* %sunkaddr2153 to double*
  %.137.us.1.1.us.1 = load double, double* %327, align 8
  %uglygep891 = getelementptr i8, i8* %uglygep889, i64 %.46
  %uglygep891892 = bitcast i8* %uglygep891 to double*
  store double %.137.us.1.1.us.1, double* %uglygep891892, align 8
  %sunkaddr2154 = mul i64 %loop.index.12.us.1.us, 8
  %328 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2155 = getelementptr i8, i8* %328, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 80
  %329 = bitcast i8* %sunkaddr2156 to double*
  %.137.us.2.1.us.1 = load double, double* %329, align 8
  %uglygep893 = getelementptr i8, i8* %uglygep891, i64 %.46
  %uglygep893894 = bitcast i8* %uglygep893 to double*
  store double %.137.us.2.1.us.1, double* %uglygep893894, align 8
  %sunkaddr2157 = mul i64 %loop.index.12.us.1.us, 8
  %330 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2158 = getelementptr i8, i8* %330, i64 %sunkaddr2157
  %sunkaddr2159 = getelementptr i8, i8* %sunkaddr2158, i64 88
  %331 = bitcast i8* %sunkaddr2159 to double*
  %.137.us.3.1.us.1 = load double, double* %331, align 8
  %uglygep895 = getelementptr i8, i8* %uglygep893, i64 %.46
  %uglygep895896 = bitcast i8* %uglygep895 to double*
  store double %.137.us.3.1.us.1, double* %uglygep895896, align 8
  %sunkaddr2160 = mul i64 %loop.index.12.us.1.us, 8
  %332 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2161 = getelementptr i8, i8* %332, i64 %sunkaddr2160
  %sunkaddr2162 = getelementptr i8, i8* %sunkaddr2161, i64 96
  %333 = bitcast i8* %sunkaddr2162 to double*
  %.137.us.4.1.us.1 = load double, double* %333, align 8
  %uglygep897 = getelementptr i8, i8* %uglygep895, i64 %.46
  %uglygep897898 = bitcast i8* %uglygep897 to double*
  store double %.137.us.4.1.us.1, double* %uglygep897898, align 8
  %sunkaddr2163 = mul i64 %loop.index.12.us.1.us, 8
  %334 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2164 = getelementptr i8, i8* %334, i64 %sunkaddr2163
  %sunkaddr2165 = getelementptr i8, i8* %sunkaddr2164, i64 104
  %335 = bitcast i8* %sunkaddr2165 to double*
  %.137.us.5.1.us.1 = load double, double* %335, align 8
  %uglygep899 = getelementptr i8, i8* %uglygep897, i64 %.46
  %uglygep899900 = bitcast i8* %uglygep899 to double*
  store double %.137.us.5.1.us.1, double* %uglygep899900, align 8
  %sunkaddr2166 = mul i64 %loop.index.12.us.1.us, 8
  %336 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2167 = getelementptr i8, i8* %336, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 112
  %337 = bitcast i8* %sunkaddr2168 to double*
  %.137.us.6.1.us.1 = load double, double* %337, align 8
  %uglygep901 = getelementptr i8, i8* %uglygep899, i64 %.46
  %uglygep901902 = bitcast i8* %uglygep901 to double*
  store double %.137.us.6.1.us.1, double* %uglygep901902, align 8
  %sunkaddr2169 = mul i64 %loop.index.12.us.1.us, 8
  %338 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2170 = getelementptr i8, i8* %338, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 120
  %339 = bitcast i8* %sunkaddr2171 to double*
  %.137.us.7.1.us.1 = load double, double* %339, align 8
  %uglygep903 = getelementptr i8, i8* %uglygep901, i64 %.46
  %uglygep903904 = bitcast i8* %uglygep903 to double*
  store double %.137.us.7.1.us.1, double* %uglygep903904, align 8
  %sunkaddr2172 = mul i64 %loop.index.12.us.1.us, 8
  %340 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2173 = getelementptr i8, i8* %340, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 128
  %341 = bitcast i8* %sunkaddr2174 to double*
  %.137.us.167.us.2 = load double, double* %341, align 8
  %uglygep905 = getelementptr i8, i8* %uglygep903, i64 %.46
  %uglygep905906 = bitcast i8* %uglygep905 to double*
  store double %.137.us.167.us.2, double* %uglygep905906, align 8
  %sunkaddr2175 = mul i64 %loop.index.12.us.1.us, 8
  %342 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2176 = getelementptr i8, i8* %342, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 136
  %343 = bitcast i8* %sunkaddr2177 to double*
  %.137.us.1.1.us.2 = load double, double* %343, align 8
  %uglygep907 = getelementptr i8, i8* %uglygep905, i64 %.46
  %uglygep907908 = bitcast i8* %uglygep907 to double*
  store double %.137.us.1.1.us.2, double* %uglygep907908, align 8
  %sunkaddr2178 = mul i64 %loop.index.12.us.1.us, 8
  %344 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2179 = getelementptr i8, i8* %344, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 144
  %345 = bitcast i8* %sunkaddr2180 to double*
  %.137.us.2.1.us.2 = load double, double* %345, align 8
  %uglygep909 = getelementptr i8, i8* %uglygep907, i64 %.46
  %uglygep909910 = bitcast i8* %uglygep909 to double*
  store double %.137.us.2.1.us.2, double* %uglygep909910, align 8
  %sunkaddr2181 = mul i64 %loop.index.12.us.1.us, 8
  %346 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2182 = getelementptr i8, i8* %346, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 152
  %347 = bitcast i8* %sunkaddr2183 to double*
  %.137.us.3.1.us.2 = load double, double* %347, align 8
  %uglygep911 = getelementptr i8, i8* %uglygep909, i64 %.46
  %uglygep911912 = bitcast i8* %uglygep911 to double*
  store double %.137.us.3.1.us.2, double* %uglygep911912, align 8
  %sunkaddr2184 = mul i64 %loop.index.12.us.1.us, 8
  %348 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2185 = getelementptr i8, i8* %348, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 160
  %349 = bitcast i8* %sunkaddr2186 to double*
  %.137.us.4.1.us.2 = load double, double* %349, align 8
  %uglygep913 = getelementptr i8, i8* %uglygep911, i64 %.46
  %uglygep913914 = bitcast i8* %uglygep913 to double*
  store double %.137.us.4.1.us.2, double* %uglygep913914, align 8
  %sunkaddr2187 = mul i64 %loop.index.12.us.1.us, 8
  %350 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2188 = getelementptr i8, i8* %350, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 168
  %351 = bitcast i8* %sunkaddr2189 to double*
  %.137.us.5.1.us.2 = load double, double* %351, align 8
  %uglygep915 = getelementptr i8, i8* %uglygep913, i64 %.46
  %uglygep915916 = bitcast i8* %uglygep915 to double*
  store double %.137.us.5.1.us.2, double* %uglygep915916, align 8
  %sunkaddr2190 = mul i64 %loop.index.12.us.1.us, 8
  %352 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2191 = getelementptr i8, i8* %352, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 176
  %353 = bitcast i8* %sunkaddr2192 to double*
  %.137.us.6.1.us.2 = load double, double* %353, align 8
  %uglygep917 = getelementptr i8, i8* %uglygep915, i64 %.46
  %uglygep917918 = bitcast i8* %uglygep917 to double*
  store double %.137.us.6.1.us.2, double* %uglygep917918, align 8
  %sunkaddr2193 = mul i64 %loop.index.12.us.1.us, 8
  %354 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2194 = getelementptr i8, i8* %354, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 184
  %355 = bitcast i8* %sunkaddr2195 to double*
  %.137.us.7.1.us.2 = load double, double* %355, align 8
  %uglygep919 = getelementptr i8, i8* %uglygep917, i64 %.46
  %uglygep919920 = bitcast i8* %uglygep919 to double*
  store double %.137.us.7.1.us.2, double* %uglygep919920, align 8
  %sunkaddr2196 = mul i64 %loop.index.12.us.1.us, 8
  %356 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2197 = getelementptr i8, i8* %356, i64 %sunkaddr2196
  %sunkaddr2198 = getelementptr i8, i8* %sunkaddr2197, i64 192
  %357 = bitcast i8* %sunkaddr2198 to double*
  %.137.us.167.us.3 = load double, double* %357, align 8
  %uglygep921 = getelementptr i8, i8* %uglygep919, i64 %.46
  %uglygep921922 = bitcast i8* %uglygep921 to double*
  store double %.137.us.167.us.3, double* %uglygep921922, align 8
  %sunkaddr2199 = mul i64 %loop.index.12.us.1.us, 8
  %358 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2200 = getelementptr i8, i8* %358, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, i8* %sunkaddr2200, i64 200
  %359 = bitcast i8* %sunkaddr2201 to double*
  %.137.us.1.1.us.3 = load double, double* %359, align 8
  %uglygep923 = getelementptr i8, i8* %uglygep921, i64 %.46
  %uglygep923924 = bitcast i8* %uglygep923 to double*
  store double %.137.us.1.1.us.3, double* %uglygep923924, align 8
  %sunkaddr2202 = mul i64 %loop.index.12.us.1.us, 8
  %360 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2203 = getelementptr i8, i8* %360, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 208
  %361 = bitcast i8* %sunkaddr2204 to double*
  %.137.us.2.1.us.3 = load double, double* %361, align 8
  %uglygep925 = getelementptr i8, i8* %uglygep923, i64 %.46
  %uglygep925926 = bitcast i8* %uglygep925 to double*
  store double %.137.us.2.1.us.3, double* %uglygep925926, align 8
  %sunkaddr2205 = mul i64 %loop.index.12.us.1.us, 8
  %362 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2206 = getelementptr i8, i8* %362, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 216
  %363 = bitcast i8* %sunkaddr2207 to double*
  %.137.us.3.1.us.3 = load double, double* %363, align 8
  %uglygep927 = getelementptr i8, i8* %uglygep925, i64 %.46
  %uglygep927928 = bitcast i8* %uglygep927 to double*
  store double %.137.us.3.1.us.3, double* %uglygep927928, align 8
  %sunkaddr2208 = mul i64 %loop.index.12.us.1.us, 8
  %364 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2209 = getelementptr i8, i8* %364, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 224
  %365 = bitcast i8* %sunkaddr2210 to double*
  %.137.us.4.1.us.3 = load double, double* %365, align 8
  %uglygep929 = getelementptr i8, i8* %uglygep927, i64 %.46
  %uglygep929930 = bitcast i8* %uglygep929 to double*
  store double %.137.us.4.1.us.3, double* %uglygep929930, align 8
  %sunkaddr2211 = mul i64 %loop.index.12.us.1.us, 8
  %366 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2212 = getelementptr i8, i8* %366, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, i8* %sunkaddr2212, i64 232
  %367 = bitcast i8* %sunkaddr2213 to double*
  %.137.us.5.1.us.3 = load double, double* %367, align 8
  %uglygep931 = getelementptr i8, i8* %uglygep929, i64 %.46
  %uglygep931932 = bitcast i8* %uglygep931 to double*
  store double %.137.us.5.1.us.3, double* %uglygep931932, align 8
  %sunkaddr2214 = mul i64 %loop.index.12.us.1.us, 8
  %368 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2215 = getelementptr i8, i8* %368, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, i8* %sunkaddr2215, i64 240
  %369 = bitcast i8* %sunkaddr2216 to double*
  %.137.us.6.1.us.3 = load double, double* %369, align 8
  %uglygep933 = getelementptr i8, i8* %uglygep931, i64 %.46
  %uglygep933934 = bitcast i8* %uglygep933 to double*
  store double %.137.us.6.1.us.3, double* %uglygep933934, align 8
  %sunkaddr2217 = mul i64 %loop.index.12.us.1.us, 8
  %370 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2218 = getelementptr i8, i8* %370, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, i8* %sunkaddr2218, i64 248
  %371 = bitcast i8* %sunkaddr2219 to double*
  %.137.us.7.1.us.3 = load double, double* %371, align 8
  %uglygep935 = getelementptr i8, i8* %uglygep933, i64 %.46
  %uglygep935936 = bitcast i8* %uglygep935 to double*
  store double %.137.us.7.1.us.3, double* %uglygep935936, align 8
  %sunkaddr2220 = mul i64 %loop.index.12.us.1.us, 8
  %372 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2221 = getelementptr i8, i8* %372, i64 %sunkaddr2220
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 256
  %373 = bitcast i8* %sunkaddr2222 to double*
  %.137.us.167.us.4 = load double, double* %373, align 8
  %uglygep937 = getelementptr i8, i8* %uglygep935, i64 %.46
  %uglygep937938 = bitcast i8* %uglygep937 to double*
  store double %.137.us.167.us.4, double* %uglygep937938, align 8
  %sunkaddr2223 = mul i64 %loop.index.12.us.1.us, 8
  %374 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2224 = getelementptr i8, i8* %374, i64 %sunkaddr2223
  %sunkaddr2225 = getelementptr i8, i8* %sunkaddr2224, i64 264
  %375 = bitcast i8* %sunkaddr2225 to double*
  %.137.us.1.1.us.4 = load double, double* %375, align 8
  %uglygep939 = getelementptr i8, i8* %uglygep937, i64 %.46
  %uglygep939940 = bitcast i8* %uglygep939 to double*
  store double %.137.us.1.1.us.4, double* %uglygep939940, align 8
  %sunkaddr2226 = mul i64 %loop.index.12.us.1.us, 8
  %376 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2227 = getelementptr i8, i8* %376, i64 %sunkaddr2226
  %sunkaddr2228 = getelementptr i8, i8* %sunkaddr2227, i64 272
  %377 = bitcast i8* %sunkaddr2228 to double*
  %.137.us.2.1.us.4 = load double, double* %377, align 8
  %uglygep941 = getelementptr i8, i8* %uglygep939, i64 %.46
  %uglygep941942 = bitcast i8* %uglygep941 to double*
  store double %.137.us.2.1.us.4, double* %uglygep941942, align 8
  %sunkaddr2229 = mul i64 %loop.index.12.us.1.us, 8
  %378 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2230 = getelementptr i8, i8* %378, i64 %sunkaddr2229
  %sunkaddr2231 = getelementptr i8, i8* %sunkaddr2230, i64 280
  %379 = bitcast i8* %sunkaddr2231 to double*
  %.137.us.3.1.us.4 = load double, double* %379, align 8
  %uglygep943 = getelementptr i8, i8* %uglygep941, i64 %.46
  %uglygep943944 = bitcast i8* %uglygep943 to double*
  store double %.137.us.3.1.us.4, double* %uglygep943944, align 8
  %sunkaddr2232 = mul i64 %loop.index.12.us.1.us, 8
  %380 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2233 = getelementptr i8, i8* %380, i64 %sunkaddr2232
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 288
  %381 = bitcast i8* %sunkaddr2234 to double*
  %.137.us.4.1.us.4 = load double, double* %381, align 8
  %uglygep945 = getelementptr i8, i8* %uglygep943, i64 %.46
  %uglygep945946 = bitcast i8* %uglygep945 to double*
  store double %.137.us.4.1.us.4, double* %uglygep945946, align 8
  %sunkaddr2235 = mul i64 %loop.index.12.us.1.us, 8
  %382 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2236 = getelementptr i8, i8* %382, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 296
  %383 = bitcast i8* %sunkaddr2237 to double*
  %.137.us.5.1.us.4 = load double, double* %383, align 8
  %uglygep947 = getelementptr i8, i8* %uglygep945, i64 %.46
  %uglygep947948 = bitcast i8* %uglygep947 to double*
  store double %.137.us.5.1.us.4, double* %uglygep947948, align 8
  %sunkaddr2238 = mul i64 %loop.index.12.us.1.us, 8
  %384 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2239 = getelementptr i8, i8* %384, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 304
  %385 = bitcast i8* %sunkaddr2240 to double*
  %.137.us.6.1.us.4 = load double, double* %385, align 8
  %uglygep949 = getelementptr i8, i8* %uglygep947, i64 %.46
  %uglygep949950 = bitcast i8* %uglygep949 to double*
  store double %.137.us.6.1.us.4, double* %uglygep949950, align 8
  %sunkaddr2241 = mul i64 %loop.index.12.us.1.us, 8
  %386 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2242 = getelementptr i8, i8* %386, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 312
  %387 = bitcast i8* %sunkaddr2243 to double*
  %.137.us.7.1.us.4 = load double, double* %387, align 8
  %uglygep951 = getelementptr i8, i8* %uglygep949, i64 %.46
  %uglygep951952 = bitcast i8* %uglygep951 to double*
  store double %.137.us.7.1.us.4, double* %uglygep951952, align 8
  %sunkaddr2244 = mul i64 %loop.index.12.us.1.us, 8
  %388 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2245 = getelementptr i8, i8* %388, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, i8* %sunkaddr2245, i64 320
  %389 = bitcast i8* %sunkaddr2246 to double*
  %.137.us.167.us.5 = load double, double* %389, align 8
  %uglygep953 = getelementptr i8, i8* %uglygep951, i64 %.46
  %uglygep953954 = bitcast i8* %uglygep953 to double*
  store double %.137.us.167.us.5, double* %uglygep953954, align 8
  %sunkaddr2247 = mul i64 %loop.index.12.us.1.us, 8
  %390 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2248 = getelementptr i8, i8* %390, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 328
  %391 = bitcast i8* %sunkaddr2249 to double*
  %.137.us.1.1.us.5 = load double, double* %391, align 8
  %uglygep955 = getelementptr i8, i8* %uglygep953, i64 %.46
  %uglygep955956 = bitcast i8* %uglygep955 to double*
  store double %.137.us.1.1.us.5, double* %uglygep955956, align 8
  %sunkaddr2250 = mul i64 %loop.index.12.us.1.us, 8
  %392 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2251 = getelementptr i8, i8* %392, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 336
  %393 = bitcast i8* %sunkaddr2252 to double*
  %.137.us.2.1.us.5 = load double, double* %393, align 8
  %uglygep957 = getelementptr i8, i8* %uglygep955, i64 %.46
  %uglygep957958 = bitcast i8* %uglygep957 to double*
  store double %.137.us.2.1.us.5, double* %uglygep957958, align 8
  %sunkaddr2253 = mul i64 %loop.index.12.us.1.us, 8
  %394 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2254 = getelementptr i8, i8* %394, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 344
  %395 = bitcast i8* %sunkaddr2255 to double*
  %.137.us.3.1.us.5 = load double, double* %395, align 8
  %uglygep959 = getelementptr i8, i8* %uglygep957, i64 %.46
  %uglygep959960 = bitcast i8* %uglygep959 to double*
  store double %.137.us.3.1.us.5, double* %uglygep959960, align 8
  %sunkaddr2256 = mul i64 %loop.index.12.us.1.us, 8
  %396 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2257 = getelementptr i8, i8* %396, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 352
  %397 = bitcast i8* %sunkaddr2258 to double*
  %.137.us.4.1.us.5 = load double, double* %397, align 8
  %uglygep961 = getelementptr i8, i8* %uglygep959, i64 %.46
  %uglygep961962 = bitcast i8* %uglygep961 to double*
  store double %.137.us.4.1.us.5, double* %uglygep961962, align 8
  %sunkaddr2259 = mul i64 %loop.index.12.us.1.us, 8
  %398 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2260 = getelementptr i8, i8* %398, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 360
  %399 = bitcast i8* %sunkaddr2261 to double*
  %.137.us.5.1.us.5 = load double, double* %399, align 8
  %uglygep963 = getelementptr i8, i8* %uglygep961, i64 %.46
  %uglygep963964 = bitcast i8* %uglygep963 to double*
  store double %.137.us.5.1.us.5, double* %uglygep963964, align 8
  %sunkaddr2262 = mul i64 %loop.index.12.us.1.us, 8
  %400 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2263 = getelementptr i8, i8* %400, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 368
  %401 = bitcast i8* %sunkaddr2264 to double*
  %.137.us.6.1.us.5 = load double, double* %401, align 8
  %uglygep965 = getelementptr i8, i8* %uglygep963, i64 %.46
  %uglygep965966 = bitcast i8* %uglygep965 to double*
  store double %.137.us.6.1.us.5, double* %uglygep965966, align 8
  %sunkaddr2265 = mul i64 %loop.index.12.us.1.us, 8
  %402 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2266 = getelementptr i8, i8* %402, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 376
  %403 = bitcast i8* %sunkaddr2267 to double*
  %.137.us.7.1.us.5 = load double, double* %403, align 8
  %uglygep967 = getelementptr i8, i8* %uglygep965, i64 %.46
  %uglygep967968 = bitcast i8* %uglygep967 to double*
  store double %.137.us.7.1.us.5, double* %uglygep967968, align 8
  %sunkaddr2268 = mul i64 %loop.index.12.us.1.us, 8
  %404 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2269 = getelementptr i8, i8* %404, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 384
  %405 = bitcast i8* %sunkaddr2270 to double*
  %.137.us.167.us.6 = load double, double* %405, align 8
  %uglygep969 = getelementptr i8, i8* %uglygep967, i64 %.46
  %uglygep969970 = bitcast i8* %uglygep969 to double*
  store double %.137.us.167.us.6, double* %uglygep969970, align 8
  %sunkaddr2271 = mul i64 %loop.index.12.us.1.us, 8
  %406 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2272 = getelementptr i8, i8* %406, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 392
  %407 = bitcast i8* %sunkaddr2273 to double*
  %.137.us.1.1.us.6 = load double, double* %407, align 8
  %uglygep971 = getelementptr i8, i8* %uglygep969, i64 %.46
  %uglygep971972 = bitcast i8* %uglygep971 to double*
  store double %.137.us.1.1.us.6, double* %uglygep971972, align 8
  %sunkaddr2274 = mul i64 %loop.index.12.us.1.us, 8
  %408 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2275 = getelementptr i8, i8* %408, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 400
  %409 = bitcast i8* %sunkaddr2276 to double*
  %.137.us.2.1.us.6 = load double, double* %409, align 8
  %uglygep973 = getelementptr i8, i8* %uglygep971, i64 %.46
  %uglygep973974 = bitcast i8* %uglygep973 to double*
  store double %.137.us.2.1.us.6, double* %uglygep973974, align 8
  %sunkaddr2277 = mul i64 %loop.index.12.us.1.us, 8
  %410 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2278 = getelementptr i8, i8* %410, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 408
  %411 = bitcast i8* %sunkaddr2279 to double*
  %.137.us.3.1.us.6 = load double, double* %411, align 8
  %uglygep975 = getelementptr i8, i8* %uglygep973, i64 %.46
  %uglygep975976 = bitcast i8* %uglygep975 to double*
  store double %.137.us.3.1.us.6, double* %uglygep975976, align 8
  %sunkaddr2280 = mul i64 %loop.index.12.us.1.us, 8
  %412 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2281 = getelementptr i8, i8* %412, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 416
  %413 = bitcast i8* %sunkaddr2282 to double*
  %.137.us.4.1.us.6 = load double, double* %413, align 8
  %uglygep977 = getelementptr i8, i8* %uglygep975, i64 %.46
  %uglygep977978 = bitcast i8* %uglygep977 to double*
  store double %.137.us.4.1.us.6, double* %uglygep977978, align 8
  %sunkaddr2283 = mul i64 %loop.index.12.us.1.us, 8
  %414 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2284 = getelementptr i8, i8* %414, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, i8* %sunkaddr2284, i64 424
  %415 = bitcast i8* %sunkaddr2285 to double*
  %.137.us.5.1.us.6 = load double, double* %415, align 8
  %uglygep979 = getelementptr i8, i8* %uglygep977, i64 %.46
  %uglygep979980 = bitcast i8* %uglygep979 to double*
  store double %.137.us.5.1.us.6, double* %uglygep979980, align 8
  %sunkaddr2286 = mul i64 %loop.index.12.us.1.us, 8
  %416 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2287 = getelementptr i8, i8* %416, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 432
  %417 = bitcast i8* %sunkaddr2288 to double*
  %.137.us.6.1.us.6 = load double, double* %417, align 8
  %uglygep981 = getelementptr i8, i8* %uglygep979, i64 %.46
  %uglygep981982 = bitcast i8* %uglygep981 to double*
  store double %.137.us.6.1.us.6, double* %uglygep981982, align 8
  %sunkaddr2289 = mul i64 %loop.index.12.us.1.us, 8
  %418 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2290 = getelementptr i8, i8* %418, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, i8* %sunkaddr2290, i64 440
  %419 = bitcast i8* %sunkaddr2291 to double*
  %.137.us.7.1.us.6 = load double, double* %419, align 8
  %uglygep983 = getelementptr i8, i8* %uglygep981, i64 %.46
  %uglygep983984 = bitcast i8* %uglygep983 to double*
  store double %.137.us.7.1.us.6, double* %uglygep983984, align 8
  %sunkaddr2292 = mul i64 %loop.index.12.us.1.us, 8
  %420 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2293 = getelementptr i8, i8* %420, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 448
  %421 = bitcast i8* %sunkaddr2294 to double*
  %.137.us.167.us.7 = load double, double* %421, align 8
  %uglygep985 = getelementptr i8, i8* %uglygep983, i64 %.46
  %uglygep985986 = bitcast i8* %uglygep985 to double*
  store double %.137.us.167.us.7, double* %uglygep985986, align 8
  %sunkaddr2295 = mul i64 %loop.index.12.us.1.us, 8
  %422 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2296 = getelementptr i8, i8* %422, i64 %sunkaddr2295
  %sunkaddr2297 = getelementptr i8, i8* %sunkaddr2296, i64 456
  %423 = bitcast i8* %sunkaddr2297 to double*
  %.137.us.1.1.us.7 = load double, double* %423, align 8
  %uglygep987 = getelementptr i8, i8* %uglygep985, i64 %.46
  %uglygep987988 = bitcast i8* %uglygep987 to double*
  store double %.137.us.1.1.us.7, double* %uglygep987988, align 8
  %sunkaddr2298 = mul i64 %loop.index.12.us.1.us, 8
  %424 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2299 = getelementptr i8, i8* %424, i64 %sunkaddr2298
  %sunkaddr2300 = getelementptr i8, i8* %sunkaddr2299, i64 464
  %425 = bitcast i8* %sunkaddr2300 to double*
  %.137.us.2.1.us.7 = load double, double* %425, align 8
  %uglygep989 = getelementptr i8, i8* %uglygep987, i64 %.46
  %uglygep989990 = bitcast i8* %uglygep989 to double*
  store double %.137.us.2.1.us.7, double* %uglygep989990, align 8
  %sunkaddr2301 = mul i64 %loop.index.12.us.1.us, 8
  %426 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2302 = getelementptr i8, i8* %426, i64 %sunkaddr2301
  %sunkaddr2303 = getelementptr i8, i8* %sunkaddr2302, i64 472
  %427 = bitcast i8* %sunkaddr2303 to double*
  %.137.us.3.1.us.7 = load double, double* %427, align 8
  %uglygep991 = getelementptr i8, i8* %uglygep989, i64 %.46
  %uglygep991992 = bitcast i8* %uglygep991 to double*
  store double %.137.us.3.1.us.7, double* %uglygep991992, align 8
  %sunkaddr2304 = mul i64 %loop.index.12.us.1.us, 8
  %428 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2305 = getelementptr i8, i8* %428, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 480
  %429 = bitcast i8* %sunkaddr2306 to double*
  %.137.us.4.1.us.7 = load double, double* %429, align 8
  %uglygep993 = getelementptr i8, i8* %uglygep991, i64 %.46
  %uglygep993994 = bitcast i8* %uglygep993 to double*
  store double %.137.us.4.1.us.7, double* %uglygep993994, align 8
  %sunkaddr2307 = mul i64 %loop.index.12.us.1.us, 8
  %430 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2308 = getelementptr i8, i8* %430, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, i8* %sunkaddr2308, i64 488
  %431 = bitcast i8* %sunkaddr2309 to double*
  %.137.us.5.1.us.7 = load double, double* %431, align 8
  %uglygep995 = getelementptr i8, i8* %uglygep993, i64 %.46
  %uglygep995996 = bitcast i8* %uglygep995 to double*
  store double %.137.us.5.1.us.7, double* %uglygep995996, align 8
  %sunkaddr2310 = mul i64 %loop.index.12.us.1.us, 8
  %432 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2311 = getelementptr i8, i8* %432, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 496
  %433 = bitcast i8* %sunkaddr2312 to double*
  %.137.us.6.1.us.7 = load double, double* %433, align 8
  %uglygep997 = getelementptr i8, i8* %uglygep995, i64 %.46
  %uglygep997998 = bitcast i8* %uglygep997 to double*
  store double %.137.us.6.1.us.7, double* %uglygep997998, align 8
  %sunkaddr2313 = mul i64 %loop.index.12.us.1.us, 8
  %434 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2314 = getelementptr i8, i8* %434, i64 %sunkaddr2313
  %sunkaddr2315 = getelementptr i8, i8* %sunkaddr2314, i64 504
  %435 = bitcast i8* %sunkaddr2315 to double*
  %.137.us.7.1.us.7 = load double, double* %435, align 8
  %uglygep999 = getelementptr i8, i8* %uglygep997, i64 %.46
  %uglygep9991000 = bitcast i8* %uglygep999 to double*
  store double %.137.us.7.1.us.7, double* %uglygep9991000, align 8
  %.139.us.7.1.us.7 = or i64 %loop.index.12.us.1.us, 64
  %lsr.iv.next687.us.7 = add i64 %lsr.iv686.us, %lsr.iv.next687.us.3
  %scevgep872.1 = getelementptr double, double* %lsr.iv677.us, i64 %.139.us.7.1.us.7
  %uglygep744.1 = getelementptr i8, i8* %309, i64 %lsr.iv.next687.us.7
  %uglygep744745.1 = bitcast i8* %uglygep744.1 to double*
  %.137.us.167.us.1419 = load double, double* %scevgep872.1, align 8
  store double %.137.us.167.us.1419, double* %uglygep744745.1, align 8
  %sunkaddr2316 = mul i64 %.139.us.7.1.us.7, 8
  %436 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2317 = getelementptr i8, i8* %436, i64 %sunkaddr2316
  %sunkaddr2318 = getelementptr i8, i8* %sunkaddr2317, i64 8
  %437 = bitcast i8* %sunkaddr2318 to double*
  %.137.us.1.1.us.1420 = load double, double* %437, align 8
  %uglygep875.1 = getelementptr i8, i8* %uglygep744.1, i64 %.46
  %uglygep875876.1 = bitcast i8* %uglygep875.1 to double*
  store double %.137.us.1.1.us.1420, double* %uglygep875876.1, align 8
  %sunkaddr2319 = mul i64 %.139.us.7.1.us.7, 8
  %438 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2320 = getelementptr i8, i8* %438, i64 %sunkaddr2319
  %sunkaddr2321 = getelementptr i8, i8* %sunkaddr2320, i64 16
  %439 = bitcast i8* %sunkaddr2321 to double*
  %.137.us.2.1.us.1421 = load double, double* %439, align 8
  %uglygep877.1 = getelementptr i8, i8* %uglygep875.1, i64 %.46
  %uglygep877878.1 = bitcast i8* %uglygep877.1 to double*
  store double %.137.us.2.1.us.1421, double* %uglygep877878.1, align 8
  %sunkaddr2322 = mul i64 %.139.us.7.1.us.7, 8
  %440 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2323 = getelementptr i8, i8* %440, i64 %sunkaddr2322
  %sunkaddr2324 = getelementptr i8, i8* %sunkaddr2323, i64 24
  %441 = bitcast i8* %sunkaddr2324 to double*
  %.137.us.3.1.us.1422 = load double, double* %441, align 8
  %uglygep879.1 = getelementptr i8, i8* %uglygep877.1, i64 %.46
  %uglygep879880.1 = bitcast i8* %uglygep879.1 to double*
  store double %.137.us.3.1.us.1422, double* %uglygep879880.1, align 8
  %sunkaddr2325 = mul i64 %.139.us.7.1.us.7, 8
  %442 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2326 = getelementptr i8, i8* %442, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, i8* %sunkaddr2326, i64 32
  %443 = bitcast i8* %sunkaddr2327 to double*
  %.137.us.4.1.us.1423 = load double, double* %443, align 8
  %uglygep881.1 = getelementptr i8, i8* %uglygep879.1, i64 %.46
  %uglygep881882.1 = bitcast i8* %uglygep881.1 to double*
  store double %.137.us.4.1.us.1423, double* %uglygep881882.1, align 8
  %sunkaddr2328 = mul i64 %.139.us.7.1.us.7, 8
  %444 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2329 = getelementptr i8, i8* %444, i64 %sunkaddr2328
  %sunkaddr2330 = getelementptr i8, i8* %sunkaddr2329, i64 40
  %445 = bitcast i8* %sunkaddr2330 to double*
  %.137.us.5.1.us.1424 = load double, double* %445, align 8
  %uglygep883.1 = getelementptr i8, i8* %uglygep881.1, i64 %.46
  %uglygep883884.1 = bitcast i8* %uglygep883.1 to double*
  store double %.137.us.5.1.us.1424, double* %uglygep883884.1, align 8
  %sunkaddr2331 = mul i64 %.139.us.7.1.us.7, 8
  %446 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2332 = getelementptr i8, i8* %446, i64 %sunkaddr2331
  %sunkaddr2333 = getelementptr i8, i8* %sunkaddr2332, i64 48
  %447 = bitcast i8* %sunkaddr2333 to double*
  %.137.us.6.1.us.1425 = load double, double* %447, align 8
  %uglygep885.1 = getelementptr i8, i8* %uglygep883.1, i64 %.46
  %uglygep885886.1 = bitcast i8* %uglygep885.1 to double*
  store double %.137.us.6.1.us.1425, double* %uglygep885886.1, align 8
  %sunkaddr2334 = mul i64 %.139.us.7.1.us.7, 8
  %448 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2335 = getelementptr i8, i8* %448, i64 %sunkaddr2334
  %sunkaddr2336 = getelementptr i8, i8* %sunkaddr2335, i64 56
  %449 = bitcast i8* %sunkaddr2336 to double*
  %.137.us.7.1.us.1426 = load double, double* %449, align 8
  %uglygep887.1 = getelementptr i8, i8* %uglygep885.1, i64 %.46
  %uglygep887888.1 = bitcast i8* %uglygep887.1 to double*
  store double %.137.us.7.1.us.1426, double* %uglygep887888.1, align 8
  %sunkaddr2337 = mul i64 %.139.us.7.1.us.7, 8
  %450 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2338 = getelementptr i8, i8* %450, i64 %sunkaddr2337
  %sunkaddr2339 = getelementptr i8, i8* %sunkaddr2338, i64 64
  %451 = bitcast i8* %sunkaddr2339 to double*
  %.137.us.167.us.1.1 = load double, double* %451, align 8
  %uglygep889.1 = getelementptr i8, i8* %uglygep887.1, i64 %.46
  %uglygep889890.1 = bitcast i8* %uglygep889.1 to double*
  store double %.137.us.167.us.1.1, double* %uglygep889890.1, align 8
  %sunkaddr2340 = mul i64 %.139.us.7.1.us.7, 8
  %452 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2341 = getelementptr i8, i8* %452, i64 %sunkaddr2340
  %sunkaddr2342 = getelementptr i8, i8* %sunkaddr2341, i64 72
  %453 = bitcast i8* %sunkaddr2342 to double*
  %.137.us.1.1.us.1.1 = load double, double* %453, align 8
  %uglygep891.1 = getelementptr i8, i8* %uglygep889.1, i64 %.46
  %uglygep891892.1 = bitcast i8* %uglygep891.1 to double*
  store double %.137.us.1.1.us.1.1, double* %uglygep891892.1, align 8
  %sunkaddr2343 = mul i64 %.139.us.7.1.us.7, 8
  %454 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2344 = getelementptr i8, i8* %454, i64 %sunkaddr2343
  %sunkaddr2345 = getelementptr i8, i8* %sunkaddr2344, i64 80
  %455 = bitcast i8* %sunkaddr2345 to double*
  %.137.us.2.1.us.1.1 = load double, double* %455, align 8
  %uglygep893.1 = getelementptr i8, i8* %uglygep891.1, i64 %.46
  %uglygep893894.1 = bitcast i8* %uglygep893.1 to double*
  store double %.137.us.2.1.us.1.1, double* %uglygep893894.1, align 8
  %sunkaddr2346 = mul i64 %.139.us.7.1.us.7, 8
  %456 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2347 = getelementptr i8, i8* %456, i64 %sunkaddr2346
  %sunkaddr2348 = getelementptr i8, i8* %sunkaddr2347, i64 88
  %457 = bitcast i8* %sunkaddr2348 to double*
  %.137.us.3.1.us.1.1 = load double, double* %457, align 8
  %uglygep895.1 = getelementptr i8, i8* %uglygep893.1, i64 %.46
  %uglygep895896.1 = bitcast i8* %uglygep895.1 to double*
  store double %.137.us.3.1.us.1.1, double* %uglygep895896.1, align 8
  %sunkaddr2349 = mul i64 %.139.us.7.1.us.7, 8
  %458 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2350 = getelementptr i8, i8* %458, i64 %sunkaddr2349
  %sunkaddr2351 = getelementptr i8, i8* %sunkaddr2350, i64 96
  %459 = bitcast i8* %sunkaddr2351 to double*
  %.137.us.4.1.us.1.1 = load double, double* %459, align 8
  %uglygep897.1 = getelementptr i8, i8* %uglygep895.1, i64 %.46
  %uglygep897898.1 = bitcast i8* %uglygep897.1 to double*
  store double %.137.us.4.1.us.1.1, double* %uglygep897898.1, align 8
  %sunkaddr2352 = mul i64 %.139.us.7.1.us.7, 8
  %460 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2353 = getelementptr i8, i8* %460, i64 %sunkaddr2352
  %sunkaddr2354 = getelementptr i8, i8* %sunkaddr2353, i64 104
  %461 = bitcast i8* %sunkaddr2354 to double*
  %.137.us.5.1.us.1.1 = load double, double* %461, align 8
  %uglygep899.1 = getelementptr i8, i8* %uglygep897.1, i64 %.46
  %uglygep899900.1 = bitcast i8* %uglygep899.1 to double*
  store double %.137.us.5.1.us.1.1, double* %uglygep899900.1, align 8
  %sunkaddr2355 = mul i64 %.139.us.7.1.us.7, 8
  %462 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2356 = getelementptr i8, i8* %462, i64 %sunkaddr2355
  %sunkaddr2357 = getelementptr i8, i8* %sunkaddr2356, i64 112
  %463 = bitcast i8* %sunkaddr2357 to double*
  %.137.us.6.1.us.1.1 = load double, double* %463, align 8
  %uglygep901.1 = getelementptr i8, i8* %uglygep899.1, i64 %.46
  %uglygep901902.1 = bitcast i8* %uglygep901.1 to double*
  store double %.137.us.6.1.us.1.1, double* %uglygep901902.1, align 8
  %sunkaddr2358 = mul i64 %.139.us.7.1.us.7, 8
  %464 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2359 = getelementptr i8, i8* %464, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, i8* %sunkaddr2359, i64 120
  %465 = bitcast i8* %sunkaddr2360 to double*
  %.137.us.7.1.us.1.1 = load double, double* %465, align 8
  %uglygep903.1 = getelementptr i8, i8* %uglygep901.1, i64 %.46
  %uglygep903904.1 = bitcast i8* %uglygep903.1 to double*
  store double %.137.us.7.1.us.1.1, double* %uglygep903904.1, align 8
  %sunkaddr2361 = mul i64 %.139.us.7.1.us.7, 8
  %466 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2362 = getelementptr i8, i8* %466, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, i8* %sunkaddr2362, i64 128
  %467 = bitcast i8* %sunkaddr2363 to double*
  %.137.us.167.us.2.1 = load double, double* %467, align 8
  %uglygep905.1 = getelementptr i8, i8* %uglygep903.1, i64 %.46
  %uglygep905906.1 = bitcast i8* %uglygep905.1 to double*
  store double %.137.us.167.us.2.1, double* %uglygep905906.1, align 8
  %sunkaddr2364 = mul i64 %.139.us.7.1.us.7, 8
  %468 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2365 = getelementptr i8, i8* %468, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, i8* %sunkaddr2365, i64 136
  %469 = bitcast i8* %sunkaddr2366 to double*
  %.137.us.1.1.us.2.1 = load double, double* %469, align 8
  %uglygep907.1 = getelementptr i8, i8* %uglygep905.1, i64 %.46
  %uglygep907908.1 = bitcast i8* %uglygep907.1 to double*
  store double %.137.us.1.1.us.2.1, double* %uglygep907908.1, align 8
  %sunkaddr2367 = mul i64 %.139.us.7.1.us.7, 8
  %470 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2368 = getelementptr i8, i8* %470, i64 %sunkaddr2367
  %sunkaddr2369 = getelementptr i8, i8* %sunkaddr2368, i64 144
  %471 = bitcast i8* %sunkaddr2369 to double*
  %.137.us.2.1.us.2.1 = load double, double* %471, align 8
  %uglygep909.1 = getelementptr i8, i8* %uglygep907.1, i64 %.46
  %uglygep909910.1 = bitcast i8* %uglygep909.1 to double*
  store double %.137.us.2.1.us.2.1, double* %uglygep909910.1, align 8
  %sunkaddr2370 = mul i64 %.139.us.7.1.us.7, 8
  %472 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2371 = getelementptr i8, i8* %472, i64 %sunkaddr2370
  %sunkaddr2372 = getelementptr i8, i8* %sunkaddr2371, i64 152
  %473 = bitcast i8* %sunkaddr2372 to double*
  %.137.us.3.1.us.2.1 = load double, double* %473, align 8
  %uglygep911.1 = getelementptr i8, i8* %uglygep909.1, i64 %.46
  %uglygep911912.1 = bitcast i8* %uglygep911.1 to double*
  store double %.137.us.3.1.us.2.1, double* %uglygep911912.1, align 8
  %sunkaddr2373 = mul i64 %.139.us.7.1.us.7, 8
  %474 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2374 = getelementptr i8, i8* %474, i64 %sunkaddr2373
  %sunkaddr2375 = getelementptr i8, i8* %sunkaddr2374, i64 160
  %475 = bitcast i8* %sunkaddr2375 to double*
  %.137.us.4.1.us.2.1 = load double, double* %475, align 8
  %uglygep913.1 = getelementptr i8, i8* %uglygep911.1, i64 %.46
  %uglygep913914.1 = bitcast i8* %uglygep913.1 to double*
  store double %.137.us.4.1.us.2.1, double* %uglygep913914.1, align 8
  %sunkaddr2376 = mul i64 %.139.us.7.1.us.7, 8
  %476 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2377 = getelementptr i8, i8* %476, i64 %sunkaddr2376
  %sunkaddr2378 = getelementptr i8, i8* %sunkaddr2377, i64 168
  %477 = bitcast i8* %sunkaddr2378 to double*
  %.137.us.5.1.us.2.1 = load double, double* %477, align 8
  %uglygep915.1 = getelementptr i8, i8* %uglygep913.1, i64 %.46
  %uglygep915916.1 = bitcast i8* %uglygep915.1 to double*
  store double %.137.us.5.1.us.2.1, double* %uglygep915916.1, align 8
  %sunkaddr2379 = mul i64 %.139.us.7.1.us.7, 8
  %478 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2380 = getelementptr i8, i8* %478, i64 %sunkaddr2379
  %sunkaddr2381 = getelementptr i8, i8* %sunkaddr2380, i64 176
  %479 = bitcast i8* %sunkaddr2381 to double*
  %.137.us.6.1.us.2.1 = load double, double* %479, align 8
  %uglygep917.1 = getelementptr i8, i8* %uglygep915.1, i64 %.46
  %uglygep917918.1 = bitcast i8* %uglygep917.1 to double*
  store double %.137.us.6.1.us.2.1, double* %uglygep917918.1, align 8
  %sunkaddr2382 = mul i64 %.139.us.7.1.us.7, 8
  %480 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2383 = getelementptr i8, i8* %480, i64 %sunkaddr2382
  %sunkaddr2384 = getelementptr i8, i8* %sunkaddr2383, i64 184
  %481 = bitcast i8* %sunkaddr2384 to double*
  %.137.us.7.1.us.2.1 = load double, double* %481, align 8
  %uglygep919.1 = getelementptr i8, i8* %uglygep917.1, i64 %.46
  %uglygep919920.1 = bitcast i8* %uglygep919.1 to double*
  store double %.137.us.7.1.us.2.1, double* %uglygep919920.1, align 8
  %sunkaddr2385 = mul i64 %.139.us.7.1.us.7, 8
  %482 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2386 = getelementptr i8, i8* %482, i64 %sunkaddr2385
  %sunkaddr2387 = getelementptr i8, i8* %sunkaddr2386, i64 192
  %483 = bitcast i8* %sunkaddr2387 to double*
  %.137.us.167.us.3.1 = load double, double* %483, align 8
  %uglygep921.1 = getelementptr i8, i8* %uglygep919.1, i64 %.46
  %uglygep921922.1 = bitcast i8* %uglygep921.1 to double*
  store double %.137.us.167.us.3.1, double* %uglygep921922.1, align 8
  %sunkaddr2388 = mul i64 %.139.us.7.1.us.7, 8
  %484 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2389 = getelementptr i8, i8* %484, i64 %sunkaddr2388
  %sunkaddr2390 = getelementptr i8, i8* %sunkaddr2389, i64 200
  %485 = bitcast i8* %sunkaddr2390 to double*
  %.137.us.1.1.us.3.1 = load double, double* %485, align 8
  %uglygep923.1 = getelementptr i8, i8* %uglygep921.1, i64 %.46
  %uglygep923924.1 = bitcast i8* %uglygep923.1 to double*
  store double %.137.us.1.1.us.3.1, double* %uglygep923924.1, align 8
  %sunkaddr2391 = mul i64 %.139.us.7.1.us.7, 8
  %486 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2392 = getelementptr i8, i8* %486, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, i8* %sunkaddr2392, i64 208
  %487 = bitcast i8* %sunkaddr2393 to double*
  %.137.us.2.1.us.3.1 = load double, double* %487, align 8
  %uglygep925.1 = getelementptr i8, i8* %uglygep923.1, i64 %.46
  %uglygep925926.1 = bitcast i8* %uglygep925.1 to double*
  store double %.137.us.2.1.us.3.1, double* %uglygep925926.1, align 8
  %sunkaddr2394 = mul i64 %.139.us.7.1.us.7, 8
  %488 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2395 = getelementptr i8, i8* %488, i64 %sunkaddr2394
  %sunkaddr2396 = getelementptr i8, i8* %sunkaddr2395, i64 216
  %489 = bitcast i8* %sunkaddr2396 to double*
  %.137.us.3.1.us.3.1 = load double, double* %489, align 8
  %uglygep927.1 = getelementptr i8, i8* %uglygep925.1, i64 %.46
  %uglygep927928.1 = bitcast i8* %uglygep927.1 to double*
  store double %.137.us.3.1.us.3.1, double* %uglygep927928.1, align 8
  %sunkaddr2397 = mul i64 %.139.us.7.1.us.7, 8
  %490 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2398 = getelementptr i8, i8* %490, i64 %sunkaddr2397
  %sunkaddr2399 = getelementptr i8, i8* %sunkaddr2398, i64 224
  %491 = bitcast i8* %sunkaddr2399 to double*
  %.137.us.4.1.us.3.1 = load double, double* %491, align 8
  %uglygep929.1 = getelementptr i8, i8* %uglygep927.1, i64 %.46
  %uglygep929930.1 = bitcast i8* %uglygep929.1 to double*
  store double %.137.us.4.1.us.3.1, double* %uglygep929930.1, align 8
  %sunkaddr2400 = mul i64 %.139.us.7.1.us.7, 8
  %492 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2401 = getelementptr i8, i8* %492, i64 %sunkaddr2400
  %sunkaddr2402 = getelementptr i8, i8* %sunkaddr2401, i64 232
  %493 = bitcast i8* %sunkaddr2402 to double*
  %.137.us.5.1.us.3.1 = load double, double* %493, align 8
  %uglygep931.1 = getelementptr i8, i8* %uglygep929.1, i64 %.46
  %uglygep931932.1 = bitcast i8* %uglygep931.1 to double*
  store double %.137.us.5.1.us.3.1, double* %uglygep931932.1, align 8
  %sunkaddr2403 = mul i64 %.139.us.7.1.us.7, 8
  %494 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2404 = getelementptr i8, i8* %494, i64 %sunkaddr2403
  %sunkaddr2405 = getelementptr i8, i8* %sunkaddr2404, i64 240
  %495 = bitcast i8* %sunkaddr2405 to double*
  %.137.us.6.1.us.3.1 = load double, double* %495, align 8
  %uglygep933.1 = getelementptr i8, i8* %uglygep931.1, i64 %.46
  %uglygep933934.1 = bitcast i8* %uglygep933.1 to double*
  store double %.137.us.6.1.us.3.1, double* %uglygep933934.1, align 8
  %sunkaddr2406 = mul i64 %.139.us.7.1.us.7, 8
  %496 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2407 = getelementptr i8, i8* %496, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, i8* %sunkaddr2407, i64 248
  %497 = bitcast i8* %sunkaddr2408 to double*
  %.137.us.7.1.us.3.1 = load double, double* %497, align 8
  %uglygep935.1 = getelementptr i8, i8* %uglygep933.1, i64 %.46
  %uglygep935936.1 = bitcast i8* %uglygep935.1 to double*
  store double %.137.us.7.1.us.3.1, double* %uglygep935936.1, align 8
  %sunkaddr2409 = mul i64 %.139.us.7.1.us.7, 8
  %498 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2410 = getelementptr i8, i8* %498, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, i8* %sunkaddr2410, i64 256
  %499 = bitcast i8* %sunkaddr2411 to double*
  %.137.us.167.us.4.1 = load double, double* %499, align 8
  %uglygep937.1 = getelementptr i8, i8* %uglygep935.1, i64 %.46
  %uglygep937938.1 = bitcast i8* %uglygep937.1 to double*
  store double %.137.us.167.us.4.1, double* %uglygep937938.1, align 8
  %sunkaddr2412 = mul i64 %.139.us.7.1.us.7, 8
  %500 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2413 = getelementptr i8, i8* %500, i64 %sunkaddr2412
  %sunkaddr2414 = getelementptr i8, i8* %sunkaddr2413, i64 264
  %501 = bitcast i8* %sunkaddr2414 to double*
  %.137.us.1.1.us.4.1 = load double, double* %501, align 8
  %uglygep939.1 = getelementptr i8, i8* %uglygep937.1, i64 %.46
  %uglygep939940.1 = bitcast i8* %uglygep939.1 to double*
  store double %.137.us.1.1.us.4.1, double* %uglygep939940.1, align 8
  %sunkaddr2415 = mul i64 %.139.us.7.1.us.7, 8
  %502 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2416 = getelementptr i8, i8* %502, i64 %sunkaddr2415
  %sunkaddr2417 = getelementptr i8, i8* %sunkaddr2416, i64 272
  %503 = bitcast i8* %sunkaddr2417 to double*
  %.137.us.2.1.us.4.1 = load double, double* %503, align 8
  %uglygep941.1 = getelementptr i8, i8* %uglygep939.1, i64 %.46
  %uglygep941942.1 = bitcast i8* %uglygep941.1 to double*
  store double %.137.us.2.1.us.4.1, double* %uglygep941942.1, align 8
  %sunkaddr2418 = mul i64 %.139.us.7.1.us.7, 8
  %504 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2419 = getelementptr i8, i8* %504, i64 %sunkaddr2418
  %sunkaddr2420 = getelementptr i8, i8* %sunkaddr2419, i64 280
  %505 = bitcast i8* %sunkaddr2420 to double*
  %.137.us.3.1.us.4.1 = load double, double* %505, align 8
  %uglygep943.1 = getelementptr i8, i8* %uglygep941.1, i64 %.46
  %uglygep943944.1 = bitcast i8* %uglygep943.1 to double*
  store double %.137.us.3.1.us.4.1, double* %uglygep943944.1, align 8
  %sunkaddr2421 = mul i64 %.139.us.7.1.us.7, 8
  %506 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2422 = getelementptr i8, i8* %506, i64 %sunkaddr2421
  %sunkaddr2423 = getelementptr i8, i8* %sunkaddr2422, i64 288
  %507 = bitcast i8* %sunkaddr2423 to double*
  %.137.us.4.1.us.4.1 = load double, double* %507, align 8
  %uglygep945.1 = getelementptr i8, i8* %uglygep943.1, i64 %.46
  %uglygep945946.1 = bitcast i8* %uglygep945.1 to double*
  store double %.137.us.4.1.us.4.1, double* %uglygep945946.1, align 8
  %sunkaddr2424 = mul i64 %.139.us.7.1.us.7, 8
  %508 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2425 = getelementptr i8, i8* %508, i64 %sunkaddr2424
  %sunkaddr2426 = getelementptr i8, i8* %sunkaddr2425, i64 296
  %509 = bitcast i8* %sunkaddr2426 to double*
  %.137.us.5.1.us.4.1 = load double, double* %509, align 8
  %uglygep947.1 = getelementptr i8, i8* %uglygep945.1, i64 %.46
  %uglygep947948.1 = bitcast i8* %uglygep947.1 to double*
  store double %.137.us.5.1.us.4.1, double* %uglygep947948.1, align 8
  %sunkaddr2427 = mul i64 %.139.us.7.1.us.7, 8
  %510 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2428 = getelementptr i8, i8* %510, i64 %sunkaddr2427
  %sunkaddr2429 = getelementptr i8, i8* %sunkaddr2428, i64 304
  %511 = bitcast i8* %sunkaddr2429 to double*
  %.137.us.6.1.us.4.1 = load double, double* %511, align 8
  %uglygep949.1 = getelementptr i8, i8* %uglygep947.1, i64 %.46
  %uglygep949950.1 = bitcast i8* %uglygep949.1 to double*
  store double %.137.us.6.1.us.4.1, double* %uglygep949950.1, align 8
  %sunkaddr2430 = mul i64 %.139.us.7.1.us.7, 8
  %512 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2431 = getelementptr i8, i8* %512, i64 %sunkaddr2430
  %sunkaddr2432 = getelementptr i8, i8* %sunkaddr2431, i64 312
  %513 = bitcast i8* %sunkaddr2432 to double*
  %.137.us.7.1.us.4.1 = load double, double* %513, align 8
  %uglygep951.1 = getelementptr i8, i8* %uglygep949.1, i64 %.46
  %uglygep951952.1 = bitcast i8* %uglygep951.1 to double*
  store double %.137.us.7.1.us.4.1, double* %uglygep951952.1, align 8
  %sunkaddr2433 = mul i64 %.139.us.7.1.us.7, 8
  %514 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2434 = getelementptr i8, i8* %514, i64 %sunkaddr2433
  %sunkaddr2435 = getelementptr i8, i8* %sunkaddr2434, i64 320
  %515 = bitcast i8* %sunkaddr2435 to double*
  %.137.us.167.us.5.1 = load double, double* %515, align 8
  %uglygep953.1 = getelementptr i8, i8* %uglygep951.1, i64 %.46
  %uglygep953954.1 = bitcast i8* %uglygep953.1 to double*
  store double %.137.us.167.us.5.1, double* %uglygep953954.1, align 8
  %sunkaddr2436 = mul i64 %.139.us.7.1.us.7, 8
  %516 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2437 = getelementptr i8, i8* %516, i64 %sunkaddr2436
  %sunkaddr2438 = getelementptr i8, i8* %sunkaddr2437, i64 328
  %517 = bitcast i8* %sunkaddr2438 to double*
  %.137.us.1.1.us.5.1 = load double, double* %517, align 8
  %uglygep955.1 = getelementptr i8, i8* %uglygep953.1, i64 %.46
  %uglygep955956.1 = bitcast i8* %uglygep955.1 to double*
  store double %.137.us.1.1.us.5.1, double* %uglygep955956.1, align 8
  %sunkaddr2439 = mul i64 %.139.us.7.1.us.7, 8
  %518 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2440 = getelementptr i8, i8* %518, i64 %sunkaddr2439
  %sunkaddr2441 = getelementptr i8, i8* %sunkaddr2440, i64 336
  %519 = bitcast i8* %sunkaddr2441 to double*
  %.137.us.2.1.us.5.1 = load double, double* %519, align 8
  %uglygep957.1 = getelementptr i8, i8* %uglygep955.1, i64 %.46
  %uglygep957958.1 = bitcast i8* %uglygep957.1 to double*
  store double %.137.us.2.1.us.5.1, double* %uglygep957958.1, align 8
  %sunkaddr2442 = mul i64 %.139.us.7.1.us.7, 8
  %520 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2443 = getelementptr i8, i8* %520, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 344
  %521 = bitcast i8* %sunkaddr2444 to double*
  %.137.us.3.1.us.5.1 = load double, double* %521, align 8
  %uglygep959.1 = getelementptr i8, i8* %uglygep957.1, i64 %.46
  %uglygep959960.1 = bitcast i8* %uglygep959.1 to double*
  store double %.137.us.3.1.us.5.1, double* %uglygep959960.1, align 8
  %sunkaddr2445 = mul i64 %.139.us.7.1.us.7, 8
  %522 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2446 = getelementptr i8, i8* %522, i64 %sunkaddr2445
  %sunkaddr2447 = getelementptr i8, i8* %sunkaddr2446, i64 352
  %523 = bitcast i8* %sunkaddr2447 to double*
  %.137.us.4.1.us.5.1 = load double, double* %523, align 8
  %uglygep961.1 = getelementptr i8, i8* %uglygep959.1, i64 %.46
  %uglygep961962.1 = bitcast i8* %uglygep961.1 to double*
  store double %.137.us.4.1.us.5.1, double* %uglygep961962.1, align 8
  %sunkaddr2448 = mul i64 %.139.us.7.1.us.7, 8
  %524 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2449 = getelementptr i8, i8* %524, i64 %sunkaddr2448
  %sunkaddr2450 = getelementptr i8, i8* %sunkaddr2449, i64 360
  %525 = bitcast i8* %sunkaddr2450 to double*
  %.137.us.5.1.us.5.1 = load double, double* %525, align 8
  %uglygep963.1 = getelementptr i8, i8* %uglygep961.1, i64 %.46
  %uglygep963964.1 = bitcast i8* %uglygep963.1 to double*
  store double %.137.us.5.1.us.5.1, double* %uglygep963964.1, align 8
  %sunkaddr2451 = mul i64 %.139.us.7.1.us.7, 8
  %526 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2452 = getelementptr i8, i8* %526, i64 %sunkaddr2451
  %sunkaddr2453 = getelementptr i8, i8* %sunkaddr2452, i64 368
  %527 = bitcast i8* %sunkaddr2453 to double*
  %.137.us.6.1.us.5.1 = load double, double* %527, align 8
  %uglygep965.1 = getelementptr i8, i8* %uglygep963.1, i64 %.46
  %uglygep965966.1 = bitcast i8* %uglygep965.1 to double*
  store double %.137.us.6.1.us.5.1, double* %uglygep965966.1, align 8
  %sunkaddr2454 = mul i64 %.139.us.7.1.us.7, 8
  %528 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2455 = getelementptr i8, i8* %528, i64 %sunkaddr2454
  %sunkaddr2456 = getelementptr i8, i8* %sunkaddr2455, i64 376
  %529 = bitcast i8* %sunkaddr2456 to double*
  %.137.us.7.1.us.5.1 = load double, double* %529, align 8
  %uglygep967.1 = getelementptr i8, i8* %uglygep965.1, i64 %.46
  %uglygep967968.1 = bitcast i8* %uglygep967.1 to double*
  store double %.137.us.7.1.us.5.1, double* %uglygep967968.1, align 8
  %sunkaddr2457 = mul i64 %.139.us.7.1.us.7, 8
  %530 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2458 = getelementptr i8, i8* %530, i64 %sunkaddr2457
  %sunkaddr2459 = getelementptr i8, i8* %sunkaddr2458, i64 384
  %531 = bitcast i8* %sunkaddr2459 to double*
  %.137.us.167.us.6.1 = load double, double* %531, align 8
  %uglygep969.1 = getelementptr i8, i8* %uglygep967.1, i64 %.46
  %uglygep969970.1 = bitcast i8* %uglygep969.1 to double*
  store double %.137.us.167.us.6.1, double* %uglygep969970.1, align 8
  %sunkaddr2460 = mul i64 %.139.us.7.1.us.7, 8
  %532 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2461 = getelementptr i8, i8* %532, i64 %sunkaddr2460
  %sunkaddr2462 = getelementptr i8, i8* %sunkaddr2461, i64 392
  %533 = bitcast i8* %sunkaddr2462 to double*
  %.137.us.1.1.us.6.1 = load double, double* %533, align 8
  %uglygep971.1 = getelementptr i8, i8* %uglygep969.1, i64 %.46
  %uglygep971972.1 = bitcast i8* %uglygep971.1 to double*
  store double %.137.us.1.1.us.6.1, double* %uglygep971972.1, align 8
  %sunkaddr2463 = mul i64 %.139.us.7.1.us.7, 8
  %534 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2464 = getelementptr i8, i8* %534, i64 %sunkaddr2463
  %sunkaddr2465 = getelementptr i8, i8* %sunkaddr2464, i64 400
  %535 = bitcast i8* %sunkaddr2465 to double*
  %.137.us.2.1.us.6.1 = load double, double* %535, align 8
  %uglygep973.1 = getelementptr i8, i8* %uglygep971.1, i64 %.46
  %uglygep973974.1 = bitcast i8* %uglygep973.1 to double*
  store double %.137.us.2.1.us.6.1, double* %uglygep973974.1, align 8
  %sunkaddr2466 = mul i64 %.139.us.7.1.us.7, 8
  %536 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2467 = getelementptr i8, i8* %536, i64 %sunkaddr2466
  %sunkaddr2468 = getelementptr i8, i8* %sunkaddr2467, i64 408
  %537 = bitcast i8* %sunkaddr2468 to double*
  %.137.us.3.1.us.6.1 = load double, double* %537, align 8
  %uglygep975.1 = getelementptr i8, i8* %uglygep973.1, i64 %.46
  %uglygep975976.1 = bitcast i8* %uglygep975.1 to double*
  store double %.137.us.3.1.us.6.1, double* %uglygep975976.1, align 8
  %sunkaddr2469 = mul i64 %.139.us.7.1.us.7, 8
  %538 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2470 = getelementptr i8, i8* %538, i64 %sunkaddr2469
  %sunkaddr2471 = getelementptr i8, i8* %sunkaddr2470, i64 416
  %539 = bitcast i8* %sunkaddr2471 to double*
  %.137.us.4.1.us.6.1 = load double, double* %539, align 8
  %uglygep977.1 = getelementptr i8, i8* %uglygep975.1, i64 %.46
  %uglygep977978.1 = bitcast i8* %uglygep977.1 to double*
  store double %.137.us.4.1.us.6.1, double* %uglygep977978.1, align 8
  %sunkaddr2472 = mul i64 %.139.us.7.1.us.7, 8
  %540 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2473 = getelementptr i8, i8* %540, i64 %sunkaddr2472
  %sunkaddr2474 = getelementptr i8, i8* %sunkaddr2473, i64 424
  %541 = bitcast i8* %sunkaddr2474 to double*
  %.137.us.5.1.us.6.1 = load double, double* %541, align 8
  %uglygep979.1 = getelementptr i8, i8* %uglygep977.1, i64 %.46
  %uglygep979980.1 = bitcast i8* %uglygep979.1 to double*
  store double %.137.us.5.1.us.6.1, double* %uglygep979980.1, align 8
  %sunkaddr2475 = mul i64 %.139.us.7.1.us.7, 8
  %542 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2476 = getelementptr i8, i8* %542, i64 %sunkaddr2475
  %sunkaddr2477 = getelementptr i8, i8* %sunkaddr2476, i64 432
  %543 = bitcast i8* %sunkaddr2477 to double*
  %.137.us.6.1.us.6.1 = load double, double* %543, align 8
  %uglygep981.1 = getelementptr i8, i8* %uglygep979.1, i64 %.46
  %uglygep981982.1 = bitcast i8* %uglygep981.1 to double*
  store double %.137.us.6.1.us.6.1, double* %uglygep981982.1, align 8
  %sunkaddr2478 = mul i64 %.139.us.7.1.us.7, 8
  %544 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2479 = getelementptr i8, i8* %544, i64 %sunkaddr2478
  %sunkaddr2480 = getelementptr i8, i8* %sunkaddr2479, i64 440
  %545 = bitcast i8* %sunkaddr2480 to double*
  %.137.us.7.1.us.6.1 = load double, double* %545, align 8
  %uglygep983.1 = getelementptr i8, i8* %uglygep981.1, i64 %.46
  %uglygep983984.1 = bitcast i8* %uglygep983.1 to double*
  store double %.137.us.7.1.us.6.1, double* %uglygep983984.1, align 8
  %sunkaddr2481 = mul i64 %.139.us.7.1.us.7, 8
  %546 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2482 = getelementptr i8, i8* %546, i64 %sunkaddr2481
  %sunkaddr2483 = getelementptr i8, i8* %sunkaddr2482, i64 448
  %547 = bitcast i8* %sunkaddr2483 to double*
  %.137.us.167.us.7.1 = load double, double* %547, align 8
  %uglygep985.1 = getelementptr i8, i8* %uglygep983.1, i64 %.46
  %uglygep985986.1 = bitcast i8* %uglygep985.1 to double*
  store double %.137.us.167.us.7.1, double* %uglygep985986.1, align 8
  %sunkaddr2484 = mul i64 %.139.us.7.1.us.7, 8
  %548 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2485 = getelementptr i8, i8* %548, i64 %sunkaddr2484
  %sunkaddr2486 = getelementptr i8, i8* %sunkaddr2485, i64 456
  %549 = bitcast i8* %sunkaddr2486 to double*
  %.137.us.1.1.us.7.1 = load double, double* %549, align 8
  %uglygep987.1 = getelementptr i8, i8* %uglygep985.1, i64 %.46
  %uglygep987988.1 = bitcast i8* %uglygep987.1 to double*
  store double %.137.us.1.1.us.7.1, double* %uglygep987988.1, align 8
  %sunkaddr2487 = mul i64 %.139.us.7.1.us.7, 8
  %550 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2488 = getelementptr i8, i8* %550, i64 %sunkaddr2487
  %sunkaddr2489 = getelementptr i8, i8* %sunkaddr2488, i64 464
  %551 = bitcast i8* %sunkaddr2489 to double*
  %.137.us.2.1.us.7.1 = load double, double* %551, align 8
  %uglygep989.1 = getelementptr i8, i8* %uglygep987.1, i64 %.46
  %uglygep989990.1 = bitcast i8* %uglygep989.1 to double*
  store double %.137.us.2.1.us.7.1, double* %uglygep989990.1, align 8
  %sunkaddr2490 = mul i64 %.139.us.7.1.us.7, 8
  %552 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2491 = getelementptr i8, i8* %552, i64 %sunkaddr2490
  %sunkaddr2492 = getelementptr i8, i8* %sunkaddr2491, i64 472
  %553 = bitcast i8* %sunkaddr2492 to double*
  %.137.us.3.1.us.7.1 = load double, double* %553, align 8
  %uglygep991.1 = getelementptr i8, i8* %uglygep989.1, i64 %.46
  %uglygep991992.1 = bitcast i8* %uglygep991.1 to double*
  store double %.137.us.3.1.us.7.1, double* %uglygep991992.1, align 8
  %sunkaddr2493 = mul i64 %.139.us.7.1.us.7, 8
  %554 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2494 = getelementptr i8, i8* %554, i64 %sunkaddr2493
  %sunkaddr2495 = getelementptr i8, i8* %sunkaddr2494, i64 480
  %555 = bitcast i8* %sunkaddr2495 to double*
  %.137.us.4.1.us.7.1 = load double, double* %555, align 8
  %uglygep993.1 = getelementptr i8, i8* %uglygep991.1, i64 %.46
  %uglygep993994.1 = bitcast i8* %uglygep993.1 to double*
  store double %.137.us.4.1.us.7.1, double* %uglygep993994.1, align 8
  %sunkaddr2496 = mul i64 %.139.us.7.1.us.7, 8
  %556 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2497 = getelementptr i8, i8* %556, i64 %sunkaddr2496
  %sunkaddr2498 = getelementptr i8, i8* %sunkaddr2497, i64 488
  %557 = bitcast i8* %sunkaddr2498 to double*
  %.137.us.5.1.us.7.1 = load double, double* %557, align 8
  %uglygep995.1 = getelementptr i8, i8* %uglygep993.1, i64 %.46
  %uglygep995996.1 = bitcast i8* %uglygep995.1 to double*
  store double %.137.us.5.1.us.7.1, double* %uglygep995996.1, align 8
  %sunkaddr2499 = mul i64 %.139.us.7.1.us.7, 8
  %558 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2500 = getelementptr i8, i8* %558, i64 %sunkaddr2499
  %sunkaddr2501 = getelementptr i8, i8* %sunkaddr2500, i64 496
  %559 = bitcast i8* %sunkaddr2501 to double*
  %.137.us.6.1.us.7.1 = load double, double* %559, align 8
  %uglygep997.1 = getelementptr i8, i8* %uglygep995.1, i64 %.46
  %uglygep997998.1 = bitcast i8* %uglygep997.1 to double*
  store double %.137.us.6.1.us.7.1, double* %uglygep997998.1, align 8
  %sunkaddr2502 = mul i64 %.139.us.7.1.us.7, 8
  %560 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2503 = getelementptr i8, i8* %560, i64 %sunkaddr2502
  %sunkaddr2504 = getelementptr i8, i8* %sunkaddr2503, i64 504
  %561 = bitcast i8* %sunkaddr2504 to double*
  %.137.us.7.1.us.7.1 = load double, double* %561, align 8
  %uglygep999.1 = getelementptr i8, i8* %uglygep997.1, i64 %.46
  %uglygep9991000.1 = bitcast i8* %uglygep999.1 to double*
  store double %.137.us.7.1.us.7.1, double* %uglygep9991000.1, align 8
  %.139.us.7.1.us.7.1 = add nuw i64 %loop.index.12.us.1.us, 128
  %lsr.iv.next687.us.7.1 = add i64 %lsr.iv.next687.us.7, %lsr.iv.next687.us.3
  %niter418.next.1 = add i64 %niter418, 2
  %niter418.ncmp.1 = icmp eq i64 %niter418.next.1, %unroll_iter390
  br i1 %niter418.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !55

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.us, %for.body.1.us.1.us.preheader
  %.139.us.7.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv.next687.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv686.us.unr412 = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %loop.index.12.us.1.us.unr413 = phi i64 [ 0, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %562 = and i64 %44, 1
  %563 = icmp eq i64 %562, 0
  br i1 %563, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.epil403

for.body.1.us.1.us.epil403:                       ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa
  %564 = bitcast double* %.6.i6 to i8*
  %scevgep872.epil = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us.unr413
  %uglygep744.epil = getelementptr i8, i8* %564, i64 %lsr.iv686.us.unr412
  %uglygep744745.epil = bitcast i8* %uglygep744.epil to double*
  %.137.us.167.us.epil404 = load double, double* %scevgep872.epil, align 8
  store double %.137.us.167.us.epil404, double* %uglygep744745.epil, align 8
  %sunkaddr25351045 = getelementptr double, double* %lsr.iv677.us, i64 1
  %sunkaddr25361046 = getelementptr double, double* %sunkaddr25351045, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.epil405 = load double, double* %sunkaddr25361046, align 8
  %uglygep875.epil = getelementptr i8, i8* %uglygep744.epil, i64 %.46
  %uglygep875876.epil = bitcast i8* %uglygep875.epil to double*
  store double %.137.us.1.1.us.epil405, double* %uglygep875876.epil, align 8
  %sunkaddr25381047 = getelementptr double, double* %lsr.iv677.us, i64 2
  %sunkaddr25391048 = getelementptr double, double* %sunkaddr25381047, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.epil406 = load double, double* %sunkaddr25391048, align 8
  %uglygep877.epil = getelementptr i8, i8* %uglygep875.epil, i64 %.46
  %uglygep877878.epil = bitcast i8* %uglygep877.epil to double*
  store double %.137.us.2.1.us.epil406, double* %uglygep877878.epil, align 8
  %sunkaddr25411049 = getelementptr double, double* %lsr.iv677.us, i64 3
  %sunkaddr25421050 = getelementptr double, double* %sunkaddr25411049, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.epil407 = load double, double* %sunkaddr25421050, align 8
  %uglygep879.epil = getelementptr i8, i8* %uglygep877.epil, i64 %.46
  %uglygep879880.epil = bitcast i8* %uglygep879.epil to double*
  store double %.137.us.3.1.us.epil407, double* %uglygep879880.epil, align 8
  %sunkaddr25441051 = getelementptr double, double* %lsr.iv677.us, i64 4
  %sunkaddr25451052 = getelementptr double, double* %sunkaddr25441051, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.epil408 = load double, double* %sunkaddr25451052, align 8
  %uglygep881.epil = getelementptr i8, i8* %uglygep879.epil, i64 %.46
  %uglygep881882.epil = bitcast i8* %uglygep881.epil to double*
  store double %.137.us.4.1.us.epil408, double* %uglygep881882.epil, align 8
  %sunkaddr25471053 = getelementptr double, double* %lsr.iv677.us, i64 5
  %sunkaddr25481054 = getelementptr double, double* %sunkaddr25471053, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.epil409 = load double, double* %sunkaddr25481054, align 8
  %uglygep883.epil = getelementptr i8, i8* %uglygep881.epil, i64 %.46
  %uglygep883884.epil = bitcast i8* %uglygep883.epil to double*
  store double %.137.us.5.1.us.epil409, double* %uglygep883884.epil, align 8
  %sunkaddr25501055 = getelementptr double, double* %lsr.iv677.us, i64 6
  %sunkaddr25511056 = getelementptr double, double* %sunkaddr25501055, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.epil410 = load double, double* %sunkaddr25511056, align 8
  %uglygep885.epil = getelementptr i8, i8* %uglygep883.epil, i64 %.46
  %uglygep885886.epil = bitcast i8* %uglygep885.epil to double*
  store double %.137.us.6.1.us.epil410, double* %uglygep885886.epil, align 8
  %sunkaddr25531057 = getelementptr double, double* %lsr.iv677.us, i64 7
  %sunkaddr25541058 = getelementptr double, double* %sunkaddr25531057, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.epil411 = load double, double* %sunkaddr25541058, align 8
  %uglygep887.epil = getelementptr i8, i8* %uglygep885.epil, i64 %.46
  %uglygep887888.epil = bitcast i8* %uglygep887.epil to double*
  store double %.137.us.7.1.us.epil411, double* %uglygep887888.epil, align 8
  %sunkaddr25561059 = getelementptr double, double* %lsr.iv677.us, i64 8
  %sunkaddr25571060 = getelementptr double, double* %sunkaddr25561059, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.1.epil = load double, double* %sunkaddr25571060, align 8
  %uglygep889.epil = getelementptr i8, i8* %uglygep887.epil, i64 %.46
  %uglygep889890.epil = bitcast i8* %uglygep889.epil to double*
  store double %.137.us.167.us.1.epil, double* %uglygep889890.epil, align 8
  %sunkaddr25591061 = getelementptr double, double* %lsr.iv677.us, i64 9
  %sunkaddr25601062 = getelementptr double, double* %sunkaddr25591061, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.1.epil = load double, double* %sunkaddr25601062, align 8
  %uglygep891.epil = getelementptr i8, i8* %uglygep889.epil, i64 %.46
  %uglygep891892.epil = bitcast i8* %uglygep891.epil to double*
  store double %.137.us.1.1.us.1.epil, double* %uglygep891892.epil, align 8
  %sunkaddr25621063 = getelementptr double, double* %lsr.iv677.us, i64 10
  %sunkaddr25631064 = getelementptr double, double* %sunkaddr25621063, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.1.epil = load double, double* %sunkaddr25631064, align 8
  %uglygep893.epil = getelementptr i8, i8* %uglygep891.epil, i64 %.46
  %uglygep893894.epil = bitcast i8* %uglygep893.epil to double*
  store double %.137.us.2.1.us.1.epil, double* %uglygep893894.epil, align 8
  %sunkaddr25651065 = getelementptr double, double* %lsr.iv677.us, i64 11
  %sunkaddr25661066 = getelementptr double, double* %sunkaddr25651065, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.1.epil = load double, double* %sunkaddr25661066, align 8
  %uglygep895.epil = getelementptr i8, i8* %uglygep893.epil, i64 %.46
  %uglygep895896.epil = bitcast i8* %uglygep895.epil to double*
  store double %.137.us.3.1.us.1.epil, double* %uglygep895896.epil, align 8
  %sunkaddr25681067 = getelementptr double, double* %lsr.iv677.us, i64 12
  %sunkaddr25691068 = getelementptr double, double* %sunkaddr25681067, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.1.epil = load double, double* %sunkaddr25691068, align 8
  %uglygep897.epil = getelementptr i8, i8* %uglygep895.epil, i64 %.46
  %uglygep897898.epil = bitcast i8* %uglygep897.epil to double*
  store double %.137.us.4.1.us.1.epil, double* %uglygep897898.epil, align 8
  %sunkaddr25711069 = getelementptr double, double* %lsr.iv677.us, i64 13
  %sunkaddr25721070 = getelementptr double, double* %sunkaddr25711069, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.1.epil = load double, double* %sunkaddr25721070, align 8
  %uglygep899.epil = getelementptr i8, i8* %uglygep897.epil, i64 %.46
  %uglygep899900.epil = bitcast i8* %uglygep899.epil to double*
  store double %.137.us.5.1.us.1.epil, double* %uglygep899900.epil, align 8
  %sunkaddr25741071 = getelementptr double, double* %lsr.iv677.us, i64 14
  %sunkaddr25751072 = getelementptr double, double* %sunkaddr25741071, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.1.epil = load double, double* %sunkaddr25751072, align 8
  %uglygep901.epil = getelementptr i8, i8* %uglygep899.epil, i64 %.46
  %uglygep901902.epil = bitcast i8* %uglygep901.epil to double*
  store double %.137.us.6.1.us.1.epil, double* %uglygep901902.epil, align 8
  %sunkaddr25771073 = getelementptr double, double* %lsr.iv677.us, i64 15
  %sunkaddr25781074 = getelementptr double, double* %sunkaddr25771073, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.1.epil = load double, double* %sunkaddr25781074, align 8
  %uglygep903.epil = getelementptr i8, i8* %uglygep901.epil, i64 %.46
  %uglygep903904.epil = bitcast i8* %uglygep903.epil to double*
  store double %.137.us.7.1.us.1.epil, double* %uglygep903904.epil, align 8
  %sunkaddr25801075 = getelementptr double, double* %lsr.iv677.us, i64 16
  %sunkaddr25811076 = getelementptr double, double* %sunkaddr25801075, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.2.epil = load double, double* %sunkaddr25811076, align 8
  %uglygep905.epil = getelementptr i8, i8* %uglygep903.epil, i64 %.46
  %uglygep905906.epil = bitcast i8* %uglygep905.epil to double*
  store double %.137.us.167.us.2.epil, double* %uglygep905906.epil, align 8
  %sunkaddr25831077 = getelementptr double, double* %lsr.iv677.us, i64 17
  %sunkaddr25841078 = getelementptr double, double* %sunkaddr25831077, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.2.epil = load double, double* %sunkaddr25841078, align 8
  %uglygep907.epil = getelementptr i8, i8* %uglygep905.epil, i64 %.46
  %uglygep907908.epil = bitcast i8* %uglygep907.epil to double*
  store double %.137.us.1.1.us.2.epil, double* %uglygep907908.epil, align 8
  %sunkaddr25861079 = getelementptr double, double* %lsr.iv677.us, i64 18
  %sunkaddr25871080 = getelementptr double, double* %sunkaddr25861079, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.2.epil = load double, double* %sunkaddr25871080, align 8
  %uglygep909.epil = getelementptr i8, i8* %uglygep907.epil, i64 %.46
  %uglygep909910.epil = bitcast i8* %uglygep909.epil to double*
  store double %.137.us.2.1.us.2.epil, double* %uglygep909910.epil, align 8
  %sunkaddr25891081 = getelementptr double, double* %lsr.iv677.us, i64 19
  %sunkaddr25901082 = getelementptr double, double* %sunkaddr25891081, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.2.epil = load double, double* %sunkaddr25901082, align 8
  %uglygep911.epil = getelementptr i8, i8* %uglygep909.epil, i64 %.46
  %uglygep911912.epil = bitcast i8* %uglygep911.epil to double*
  store double %.137.us.3.1.us.2.epil, double* %uglygep911912.epil, align 8
  %sunkaddr25921083 = getelementptr double, double* %lsr.iv677.us, i64 20
  %sunkaddr25931084 = getelementptr double, double* %sunkaddr25921083, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.2.epil = load double, double* %sunkaddr25931084, align 8
  %uglygep913.epil = getelementptr i8, i8* %uglygep911.epil, i64 %.46
  %uglygep913914.epil = bitcast i8* %uglygep913.epil to double*
  store double %.137.us.4.1.us.2.epil, double* %uglygep913914.epil, align 8
  %sunkaddr25951085 = getelementptr double, double* %lsr.iv677.us, i64 21
  %sunkaddr25961086 = getelementptr double, double* %sunkaddr25951085, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.2.epil = load double, double* %sunkaddr25961086, align 8
  %uglygep915.epil = getelementptr i8, i8* %uglygep913.epil, i64 %.46
  %uglygep915916.epil = bitcast i8* %uglygep915.epil to double*
  store double %.137.us.5.1.us.2.epil, double* %uglygep915916.epil, align 8
  %sunkaddr25981087 = getelementptr double, double* %lsr.iv677.us, i64 22
  %sunkaddr25991088 = getelementptr double, double* %sunkaddr25981087, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.2.epil = load double, double* %sunkaddr25991088, align 8
  %uglygep917.epil = getelementptr i8, i8* %uglygep915.epil, i64 %.46
  %uglygep917918.epil = bitcast i8* %uglygep917.epil to double*
  store double %.137.us.6.1.us.2.epil, double* %uglygep917918.epil, align 8
  %sunkaddr26011089 = getelementptr double, double* %lsr.iv677.us, i64 23
  %sunkaddr26021090 = getelementptr double, double* %sunkaddr26011089, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.2.epil = load double, double* %sunkaddr26021090, align 8
  %uglygep919.epil = getelementptr i8, i8* %uglygep917.epil, i64 %.46
  %uglygep919920.epil = bitcast i8* %uglygep919.epil to double*
  store double %.137.us.7.1.us.2.epil, double* %uglygep919920.epil, align 8
  %sunkaddr26041091 = getelementptr double, double* %lsr.iv677.us, i64 24
  %sunkaddr26051092 = getelementptr double, double* %sunkaddr26041091, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.3.epil = load double, double* %sunkaddr26051092, align 8
  %uglygep921.epil = getelementptr i8, i8* %uglygep919.epil, i64 %.46
  %uglygep921922.epil = bitcast i8* %uglygep921.epil to double*
  store double %.137.us.167.us.3.epil, double* %uglygep921922.epil, align 8
  %sunkaddr26071093 = getelementptr double, double* %lsr.iv677.us, i64 25
  %sunkaddr26081094 = getelementptr double, double* %sunkaddr26071093, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.3.epil = load double, double* %sunkaddr26081094, align 8
  %uglygep923.epil = getelementptr i8, i8* %uglygep921.epil, i64 %.46
  %uglygep923924.epil = bitcast i8* %uglygep923.epil to double*
  store double %.137.us.1.1.us.3.epil, double* %uglygep923924.epil, align 8
  %sunkaddr26101095 = getelementptr double, double* %lsr.iv677.us, i64 26
  %sunkaddr26111096 = getelementptr double, double* %sunkaddr26101095, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.3.epil = load double, double* %sunkaddr26111096, align 8
  %uglygep925.epil = getelementptr i8, i8* %uglygep923.epil, i64 %.46
  %uglygep925926.epil = bitcast i8* %uglygep925.epil to double*
  store double %.137.us.2.1.us.3.epil, double* %uglygep925926.epil, align 8
  %sunkaddr26131097 = getelementptr double, double* %lsr.iv677.us, i64 27
  %sunkaddr26141098 = getelementptr double, double* %sunkaddr26131097, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.3.epil = load double, double* %sunkaddr26141098, align 8
  %uglygep927.epil = getelementptr i8, i8* %uglygep925.epil, i64 %.46
  %uglygep927928.epil = bitcast i8* %uglygep927.epil to double*
  store double %.137.us.3.1.us.3.epil, double* %uglygep927928.epil, align 8
  %sunkaddr26161099 = getelementptr double, double* %lsr.iv677.us, i64 28
  %sunkaddr26171100 = getelementptr double, double* %sunkaddr26161099, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.3.epil = load double, double* %sunkaddr26171100, align 8
  %uglygep929.epil = getelementptr i8, i8* %uglygep927.epil, i64 %.46
  %uglygep929930.epil = bitcast i8* %uglygep929.epil to double*
  store double %.137.us.4.1.us.3.epil, double* %uglygep929930.epil, align 8
  %sunkaddr26191101 = getelementptr double, double* %lsr.iv677.us, i64 29
  %sunkaddr26201102 = getelementptr double, double* %sunkaddr26191101, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.3.epil = load double, double* %sunkaddr26201102, align 8
  %uglygep931.epil = getelementptr i8, i8* %uglygep929.epil, i64 %.46
  %uglygep931932.epil = bitcast i8* %uglygep931.epil to double*
  store double %.137.us.5.1.us.3.epil, double* %uglygep931932.epil, align 8
  %sunkaddr26221103 = getelementptr double, double* %lsr.iv677.us, i64 30
  %sunkaddr26231104 = getelementptr double, double* %sunkaddr26221103, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.3.epil = load double, double* %sunkaddr26231104, align 8
  %uglygep933.epil = getelementptr i8, i8* %uglygep931.epil, i64 %.46
  %uglygep933934.epil = bitcast i8* %uglygep933.epil to double*
  store double %.137.us.6.1.us.3.epil, double* %uglygep933934.epil, align 8
  %sunkaddr26251105 = getelementptr double, double* %lsr.iv677.us, i64 31
  %sunkaddr26261106 = getelementptr double, double* %sunkaddr26251105, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.3.epil = load double, double* %sunkaddr26261106, align 8
  %uglygep935.epil = getelementptr i8, i8* %uglygep933.epil, i64 %.46
  %uglygep935936.epil = bitcast i8* %uglygep935.epil to double*
  store double %.137.us.7.1.us.3.epil, double* %uglygep935936.epil, align 8
  %sunkaddr26281107 = getelementptr double, double* %lsr.iv677.us, i64 32
  %sunkaddr26291108 = getelementptr double, double* %sunkaddr26281107, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.4.epil = load double, double* %sunkaddr26291108, align 8
  %uglygep937.epil = getelementptr i8, i8* %uglygep935.epil, i64 %.46
  %uglygep937938.epil = bitcast i8* %uglygep937.epil to double*
  store double %.137.us.167.us.4.epil, double* %uglygep937938.epil, align 8
  %sunkaddr26311109 = getelementptr double, double* %lsr.iv677.us, i64 33
  %sunkaddr26321110 = getelementptr double, double* %sunkaddr26311109, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.4.epil = load double, double* %sunkaddr26321110, align 8
  %uglygep939.epil = getelementptr i8, i8* %uglygep937.epil, i64 %.46
  %uglygep939940.epil = bitcast i8* %uglygep939.epil to double*
  store double %.137.us.1.1.us.4.epil, double* %uglygep939940.epil, align 8
  %sunkaddr26341111 = getelementptr double, double* %lsr.iv677.us, i64 34
  %sunkaddr26351112 = getelementptr double, double* %sunkaddr26341111, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.4.epil = load double, double* %sunkaddr26351112, align 8
  %uglygep941.epil = getelementptr i8, i8* %uglygep939.epil, i64 %.46
  %uglygep941942.epil = bitcast i8* %uglygep941.epil to double*
  store double %.137.us.2.1.us.4.epil, double* %uglygep941942.epil, align 8
  %sunkaddr26371113 = getelementptr double, double* %lsr.iv677.us, i64 35
  %sunkaddr26381114 = getelementptr double, double* %sunkaddr26371113, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.4.epil = load double, double* %sunkaddr26381114, align 8
  %uglygep943.epil = getelementptr i8, i8* %uglygep941.epil, i64 %.46
  %uglygep943944.epil = bitcast i8* %uglygep943.epil to double*
  store double %.137.us.3.1.us.4.epil, double* %uglygep943944.epil, align 8
  %sunkaddr26401115 = getelementptr double, double* %lsr.iv677.us, i64 36
  %sunkaddr26411116 = getelementptr double, double* %sunkaddr26401115, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.4.epil = load double, double* %sunkaddr26411116, align 8
  %uglygep945.epil = getelementptr i8, i8* %uglygep943.epil, i64 %.46
  %uglygep945946.epil = bitcast i8* %uglygep945.epil to double*
  store double %.137.us.4.1.us.4.epil, double* %uglygep945946.epil, align 8
  %sunkaddr26431117 = getelementptr double, double* %lsr.iv677.us, i64 37
  %sunkaddr26441118 = getelementptr double, double* %sunkaddr26431117, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.4.epil = load double, double* %sunkaddr26441118, align 8
  %uglygep947.epil = getelementptr i8, i8* %uglygep945.epil, i64 %.46
  %uglygep947948.epil = bitcast i8* %uglygep947.epil to double*
  store double %.137.us.5.1.us.4.epil, double* %uglygep947948.epil, align 8
  %sunkaddr26461119 = getelementptr double, double* %lsr.iv677.us, i64 38
  %sunkaddr26471120 = getelementptr double, double* %sunkaddr26461119, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.4.epil = load double, double* %sunkaddr26471120, align 8
  %uglygep949.epil = getelementptr i8, i8* %uglygep947.epil, i64 %.46
  %uglygep949950.epil = bitcast i8* %uglygep949.epil to double*
  store double %.137.us.6.1.us.4.epil, double* %uglygep949950.epil, align 8
  %sunkaddr26491121 = getelementptr double, double* %lsr.iv677.us, i64 39
  %sunkaddr26501122 = getelementptr double, double* %sunkaddr26491121, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.4.epil = load double, double* %sunkaddr26501122, align 8
  %uglygep951.epil = getelementptr i8, i8* %uglygep949.epil, i64 %.46
  %uglygep951952.epil = bitcast i8* %uglygep951.epil to double*
  store double %.137.us.7.1.us.4.epil, double* %uglygep951952.epil, align 8
  %sunkaddr26521123 = getelementptr double, double* %lsr.iv677.us, i64 40
  %sunkaddr26531124 = getelementptr double, double* %sunkaddr26521123, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.5.epil = load double, double* %sunkaddr26531124, align 8
  %uglygep953.epil = getelementptr i8, i8* %uglygep951.epil, i64 %.46
  %uglygep953954.epil = bitcast i8* %uglygep953.epil to double*
  store double %.137.us.167.us.5.epil, double* %uglygep953954.epil, align 8
  %sunkaddr26551125 = getelementptr double, double* %lsr.iv677.us, i64 41
  %sunkaddr26561126 = getelementptr double, double* %sunkaddr26551125, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.5.epil = load double, double* %sunkaddr26561126, align 8
  %uglygep955.epil = getelementptr i8, i8* %uglygep953.epil, i64 %.46
  %uglygep955956.epil = bitcast i8* %uglygep955.epil to double*
  store double %.137.us.1.1.us.5.epil, double* %uglygep955956.epil, align 8
  %sunkaddr26581127 = getelementptr double, double* %lsr.iv677.us, i64 42
  %sunkaddr26591128 = getelementptr double, double* %sunkaddr26581127, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.5.epil = load double, double* %sunkaddr26591128, align 8
  %uglygep957.epil = getelementptr i8, i8* %uglygep955.epil, i64 %.46
  %uglygep957958.epil = bitcast i8* %uglygep957.epil to double*
  store double %.137.us.2.1.us.5.epil, double* %uglygep957958.epil, align 8
  %sunkaddr26611129 = getelementptr double, double* %lsr.iv677.us, i64 43
  %sunkaddr26621130 = getelementptr double, double* %sunkaddr26611129, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.5.epil = load double, double* %sunkaddr26621130, align 8
  %uglygep959.epil = getelementptr i8, i8* %uglygep957.epil, i64 %.46
  %uglygep959960.epil = bitcast i8* %uglygep959.epil to double*
  store double %.137.us.3.1.us.5.epil, double* %uglygep959960.epil, align 8
  %sunkaddr26641131 = getelementptr double, double* %lsr.iv677.us, i64 44
  %sunkaddr26651132 = getelementptr double, double* %sunkaddr26641131, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.5.epil = load double, double* %sunkaddr26651132, align 8
  %uglygep961.epil = getelementptr i8, i8* %uglygep959.epil, i64 %.46
  %uglygep961962.epil = bitcast i8* %uglygep961.epil to double*
  store double %.137.us.4.1.us.5.epil, double* %uglygep961962.epil, align 8
  %sunkaddr26671133 = getelementptr double, double* %lsr.iv677.us, i64 45
  %sunkaddr26681134 = getelementptr double, double* %sunkaddr26671133, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.5.epil = load double, double* %sunkaddr26681134, align 8
  %uglygep963.epil = getelementptr i8, i8* %uglygep961.epil, i64 %.46
  %uglygep963964.epil = bitcast i8* %uglygep963.epil to double*
  store double %.137.us.5.1.us.5.epil, double* %uglygep963964.epil, align 8
  %sunkaddr26701135 = getelementptr double, double* %lsr.iv677.us, i64 46
  %sunkaddr26711136 = getelementptr double, double* %sunkaddr26701135, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.5.epil = load double, double* %sunkaddr26711136, align 8
  %uglygep965.epil = getelementptr i8, i8* %uglygep963.epil, i64 %.46
  %uglygep965966.epil = bitcast i8* %uglygep965.epil to double*
  store double %.137.us.6.1.us.5.epil, double* %uglygep965966.epil, align 8
  %sunkaddr26731137 = getelementptr double, double* %lsr.iv677.us, i64 47
  %sunkaddr26741138 = getelementptr double, double* %sunkaddr26731137, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.5.epil = load double, double* %sunkaddr26741138, align 8
  %uglygep967.epil = getelementptr i8, i8* %uglygep965.epil, i64 %.46
  %uglygep967968.epil = bitcast i8* %uglygep967.epil to double*
  store double %.137.us.7.1.us.5.epil, double* %uglygep967968.epil, align 8
  %sunkaddr26761139 = getelementptr double, double* %lsr.iv677.us, i64 48
  %sunkaddr26771140 = getelementptr double, double* %sunkaddr26761139, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.6.epil = load double, double* %sunkaddr26771140, align 8
  %uglygep969.epil = getelementptr i8, i8* %uglygep967.epil, i64 %.46
  %uglygep969970.epil = bitcast i8* %uglygep969.epil to double*
  store double %.137.us.167.us.6.epil, double* %uglygep969970.epil, align 8
  %sunkaddr26791141 = getelementptr double, double* %lsr.iv677.us, i64 49
  %sunkaddr26801142 = getelementptr double, double* %sunkaddr26791141, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.6.epil = load double, double* %sunkaddr26801142, align 8
  %uglygep971.epil = getelementptr i8, i8* %uglygep969.epil, i64 %.46
  %uglygep971972.epil = bitcast i8* %uglygep971.epil to double*
  store double %.137.us.1.1.us.6.epil, double* %uglygep971972.epil, align 8
  %sunkaddr26821143 = getelementptr double, double* %lsr.iv677.us, i64 50
  %sunkaddr26831144 = getelementptr double, double* %sunkaddr26821143, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.6.epil = load double, double* %sunkaddr26831144, align 8
  %uglygep973.epil = getelementptr i8, i8* %uglygep971.epil, i64 %.46
  %uglygep973974.epil = bitcast i8* %uglygep973.epil to double*
  store double %.137.us.2.1.us.6.epil, double* %uglygep973974.epil, align 8
  %sunkaddr26851145 = getelementptr double, double* %lsr.iv677.us, i64 51
  %sunkaddr26861146 = getelementptr double, double* %sunkaddr26851145, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.6.epil = load double, double* %sunkaddr26861146, align 8
  %uglygep975.epil = getelementptr i8, i8* %uglygep973.epil, i64 %.46
  %uglygep975976.epil = bitcast i8* %uglygep975.epil to double*
  store double %.137.us.3.1.us.6.epil, double* %uglygep975976.epil, align 8
  %sunkaddr26881147 = getelementptr double, double* %lsr.iv677.us, i64 52
  %sunkaddr26891148 = getelementptr double, double* %sunkaddr26881147, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.6.epil = load double, double* %sunkaddr26891148, align 8
  %uglygep977.epil = getelementptr i8, i8* %uglygep975.epil, i64 %.46
  %uglygep977978.epil = bitcast i8* %uglygep977.epil to double*
  store double %.137.us.4.1.us.6.epil, double* %uglygep977978.epil, align 8
  %sunkaddr26911149 = getelementptr double, double* %lsr.iv677.us, i64 53
  %sunkaddr26921150 = getelementptr double, double* %sunkaddr26911149, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.6.epil = load double, double* %sunkaddr26921150, align 8
  %uglygep979.epil = getelementptr i8, i8* %uglygep977.epil, i64 %.46
  %uglygep979980.epil = bitcast i8* %uglygep979.epil to double*
  store double %.137.us.5.1.us.6.epil, double* %uglygep979980.epil, align 8
  %sunkaddr26941151 = getelementptr double, double* %lsr.iv677.us, i64 54
  %sunkaddr26951152 = getelementptr double, double* %sunkaddr26941151, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.6.epil = load double, double* %sunkaddr26951152, align 8
  %uglygep981.epil = getelementptr i8, i8* %uglygep979.epil, i64 %.46
  %uglygep981982.epil = bitcast i8* %uglygep981.epil to double*
  store double %.137.us.6.1.us.6.epil, double* %uglygep981982.epil, align 8
  %sunkaddr26971153 = getelementptr double, double* %lsr.iv677.us, i64 55
  %sunkaddr26981154 = getelementptr double, double* %sunkaddr26971153, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.6.epil = load double, double* %sunkaddr26981154, align 8
  %uglygep983.epil = getelementptr i8, i8* %uglygep981.epil, i64 %.46
  %uglygep983984.epil = bitcast i8* %uglygep983.epil to double*
  store double %.137.us.7.1.us.6.epil, double* %uglygep983984.epil, align 8
  %sunkaddr27001155 = getelementptr double, double* %lsr.iv677.us, i64 56
  %sunkaddr27011156 = getelementptr double, double* %sunkaddr27001155, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.7.epil = load double, double* %sunkaddr27011156, align 8
  %uglygep985.epil = getelementptr i8, i8* %uglygep983.epil, i64 %.46
  %uglygep985986.epil = bitcast i8* %uglygep985.epil to double*
  store double %.137.us.167.us.7.epil, double* %uglygep985986.epil, align 8
  %sunkaddr27031157 = getelementptr double, double* %lsr.iv677.us, i64 57
  %sunkaddr27041158 = getelementptr double, double* %sunkaddr27031157, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.7.epil = load double, double* %sunkaddr27041158, align 8
  %uglygep987.epil = getelementptr i8, i8* %uglygep985.epil, i64 %.46
  %uglygep987988.epil = bitcast i8* %uglygep987.epil to double*
  store double %.137.us.1.1.us.7.epil, double* %uglygep987988.epil, align 8
  %sunkaddr27061159 = getelementptr double, double* %lsr.iv677.us, i64 58
  %sunkaddr27071160 = getelementptr double, double* %sunkaddr27061159, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.7.epil = load double, double* %sunkaddr27071160, align 8
  %uglygep989.epil = getelementptr i8, i8* %uglygep987.epil, i64 %.46
  %uglygep989990.epil = bitcast i8* %uglygep989.epil to double*
  store double %.137.us.2.1.us.7.epil, double* %uglygep989990.epil, align 8
  %sunkaddr27091161 = getelementptr double, double* %lsr.iv677.us, i64 59
  %sunkaddr27101162 = getelementptr double, double* %sunkaddr27091161, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.7.epil = load double, double* %sunkaddr27101162, align 8
  %uglygep991.epil = getelementptr i8, i8* %uglygep989.epil, i64 %.46
  %uglygep991992.epil = bitcast i8* %uglygep991.epil to double*
  store double %.137.us.3.1.us.7.epil, double* %uglygep991992.epil, align 8
  %sunkaddr27121163 = getelementptr double, double* %lsr.iv677.us, i64 60
  %sunkaddr27131164 = getelementptr double, double* %sunkaddr27121163, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.7.epil = load double, double* %sunkaddr27131164, align 8
  %uglygep993.epil = getelementptr i8, i8* %uglygep991.epil, i64 %.46
  %uglygep993994.epil = bitcast i8* %uglygep993.epil to double*
  store double %.137.us.4.1.us.7.epil, double* %uglygep993994.epil, align 8
  %sunkaddr27151165 = getelementptr double, double* %lsr.iv677.us, i64 61
  %sunkaddr27161166 = getelementptr double, double* %sunkaddr27151165, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.7.epil = load double, double* %sunkaddr27161166, align 8
  %uglygep995.epil = getelementptr i8, i8* %uglygep993.epil, i64 %.46
  %uglygep995996.epil = bitcast i8* %uglygep995.epil to double*
  store double %.137.us.5.1.us.7.epil, double* %uglygep995996.epil, align 8
  %sunkaddr27181167 = getelementptr double, double* %lsr.iv677.us, i64 62
  %sunkaddr27191168 = getelementptr double, double* %sunkaddr27181167, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.7.epil = load double, double* %sunkaddr27191168, align 8
  %uglygep997.epil = getelementptr i8, i8* %uglygep995.epil, i64 %.46
  %uglygep997998.epil = bitcast i8* %uglygep997.epil to double*
  store double %.137.us.6.1.us.7.epil, double* %uglygep997998.epil, align 8
  %sunkaddr27211169 = getelementptr double, double* %lsr.iv677.us, i64 63
  %sunkaddr27221170 = getelementptr double, double* %sunkaddr27211169, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.7.epil = load double, double* %sunkaddr27221170, align 8
  %uglygep999.epil = getelementptr i8, i8* %uglygep997.epil, i64 %.46
  %uglygep9991000.epil = bitcast i8* %uglygep999.epil to double*
  store double %.137.us.7.1.us.7.epil, double* %uglygep9991000.epil, align 8
  %.139.us.7.1.us.7.epil = add nuw i64 %loop.index.12.us.1.us.unr413, 64
  %lsr.iv.next687.us.7.epil = add i64 %lsr.iv686.us.unr412, %lsr.iv.next687.us.3
  br label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa:    ; preds = %for.body.1.us.1.us.epil403, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.1.preheader.us
  %lsr.iv686.us.unr = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.preheader.us ], [ %lsr.iv.next687.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next687.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %loop.index.12.us.1.us.unr = phi i64 [ 0, %for.body.1.us.1.preheader.us ], [ %.139.us.7.1.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.1.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %565 = icmp eq i64 %xtraiter71, 0
  br i1 %565, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil.preheader

for.body.1.us.1.us.epil.preheader:                ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa
  %566 = bitcast double* %.6.i6 to i8*
  %uglygep1001 = getelementptr i8, i8* %566, i64 %lsr.iv686.us.unr
  %scevgep1258 = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us.unr
  br label %for.body.1.us.1.us.epil

for.body.1.us.1.us.epil:                          ; preds = %for.body.1.us.1.us.epil, %for.body.1.us.1.us.epil.preheader
  %lsr.iv1006 = phi i64 [ 0, %for.body.1.us.1.us.epil.preheader ], [ %lsr.iv.next1007, %for.body.1.us.1.us.epil ]
  %lsr.iv1003.in = phi i8* [ %uglygep1001, %for.body.1.us.1.us.epil.preheader ], [ %lsr.chain1282, %for.body.1.us.1.us.epil ]
  %567 = bitcast double* %scevgep1258 to i8*
  %lsr.iv1003 = bitcast i8* %lsr.iv1003.in to double*
  %uglygep1260 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12601261 = bitcast i8* %uglygep1260 to double*
  %.137.us.167.us.epil = load double, double* %uglygep12601261, align 8
  store double %.137.us.167.us.epil, double* %lsr.iv1003, align 8
  %scevgep1277 = getelementptr double, double* %uglygep12601261, i64 1
  %.137.us.1.1.us.epil = load double, double* %scevgep1277, align 8
  %uglygep1043 = getelementptr i8, i8* %lsr.iv1003.in, i64 %.46
  %uglygep10431044 = bitcast i8* %uglygep1043 to double*
  store double %.137.us.1.1.us.epil, double* %uglygep10431044, align 8
  %uglygep1278 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12781279 = bitcast i8* %uglygep1278 to double*
  %scevgep1280 = getelementptr double, double* %uglygep12781279, i64 2
  %.137.us.2.1.us.epil = load double, double* %scevgep1280, align 8
  %uglygep1045 = getelementptr i8, i8* %uglygep1043, i64 %.46
  %uglygep10451046 = bitcast i8* %uglygep1045 to double*
  store double %.137.us.2.1.us.epil, double* %uglygep10451046, align 8
  %uglygep1274 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12741275 = bitcast i8* %uglygep1274 to double*
  %scevgep1276 = getelementptr double, double* %uglygep12741275, i64 3
  %.137.us.3.1.us.epil = load double, double* %scevgep1276, align 8
  %uglygep1047 = getelementptr i8, i8* %uglygep1045, i64 %.46
  %uglygep10471048 = bitcast i8* %uglygep1047 to double*
  store double %.137.us.3.1.us.epil, double* %uglygep10471048, align 8
  %uglygep1268 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12681269 = bitcast i8* %uglygep1268 to double*
  %scevgep1270 = getelementptr double, double* %uglygep12681269, i64 4
  %.137.us.4.1.us.epil = load double, double* %scevgep1270, align 8
  %uglygep1049 = getelementptr i8, i8* %uglygep1047, i64 %.46
  %uglygep10491050 = bitcast i8* %uglygep1049 to double*
  store double %.137.us.4.1.us.epil, double* %uglygep10491050, align 8
  %uglygep1271 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12711272 = bitcast i8* %uglygep1271 to double*
  %scevgep1273 = getelementptr double, double* %uglygep12711272, i64 5
  %.137.us.5.1.us.epil = load double, double* %scevgep1273, align 8
  %uglygep1051 = getelementptr i8, i8* %uglygep1049, i64 %.46
  %uglygep10511052 = bitcast i8* %uglygep1051 to double*
  store double %.137.us.5.1.us.epil, double* %uglygep10511052, align 8
  %uglygep1265 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12651266 = bitcast i8* %uglygep1265 to double*
  %scevgep1267 = getelementptr double, double* %uglygep12651266, i64 6
  %.137.us.6.1.us.epil = load double, double* %scevgep1267, align 8
  %uglygep1053 = getelementptr i8, i8* %uglygep1051, i64 %.46
  %uglygep10531054 = bitcast i8* %uglygep1053 to double*
  store double %.137.us.6.1.us.epil, double* %uglygep10531054, align 8
  %uglygep1262 = getelementptr i8, i8* %567, i64 %lsr.iv1006
  %uglygep12621263 = bitcast i8* %uglygep1262 to double*
  %scevgep1264 = getelementptr double, double* %uglygep12621263, i64 7
  %.137.us.7.1.us.epil = load double, double* %scevgep1264, align 8
  %uglygep1055 = getelementptr i8, i8* %uglygep1053, i64 %.46
  %uglygep10551056 = bitcast i8* %uglygep1055 to double*
  store double %.137.us.7.1.us.epil, double* %uglygep10551056, align 8
  %lsr.iv.next1007 = add nuw nsw i64 %lsr.iv1006, 64
  %uglygep1057 = getelementptr i8, i8* %uglygep1055, i64 %.46
  %uglygep10571281 = bitcast i8* %uglygep1057 to double*
  %epil.iter77.cmp.not = icmp eq i64 %41, %lsr.iv.next1007
  %lsr.chain1282 = bitcast double* %uglygep10571281 to i8*
  br i1 %epil.iter77.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !57

for.end.1.loopexit.us.1.us:                       ; preds = %for.body.1.us.1.us.epil, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, %for.body.1.us.preheader.us
  %568 = bitcast double* %lsr.iv453.us to i1*
  %569 = bitcast double* %lsr.iv677.us to i1*
  %.141.us.1.us = add nuw nsw i64 %loop.index4.us.us, 2
  %scevgep455.us = getelementptr i1, i1* %568, i64 %6
  %570 = bitcast i1* %scevgep455.us to double*
  %lsr.iv.next466.us = add i64 %lsr.iv465.us, 16
  %scevgep679.us = getelementptr i1, i1* %569, i64 %6
  %571 = bitcast i1* %scevgep679.us to double*
  %lsr.iv.next685.us = add i64 %lsr.iv684.us, 16
  %niter55.ncmp.1.us = icmp eq i64 %.141.us.1.us, %unroll_iter54
  br i1 %niter55.ncmp.1.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.us

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.body.1.us.preheader.preheader.new
  %lsr.iv1378 = phi double* [ %641, %for.end.1.loopexit.us.1.3 ], [ %scevgep1377, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2083 = phi double* [ %scevgep2084, %for.end.1.loopexit.us.1.3 ], [ %scevgep2082, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2064 = phi double* [ %640, %for.end.1.loopexit.us.1.3 ], [ %scevgep2063, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2032 = phi double* [ %scevgep2033, %for.end.1.loopexit.us.1.3 ], [ %scevgep2031, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2013 = phi double* [ %639, %for.end.1.loopexit.us.1.3 ], [ %scevgep2012, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1981 = phi double* [ %scevgep1982, %for.end.1.loopexit.us.1.3 ], [ %scevgep1980, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1962 = phi double* [ %638, %for.end.1.loopexit.us.1.3 ], [ %scevgep1961, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1930 = phi double* [ %scevgep1931, %for.end.1.loopexit.us.1.3 ], [ %scevgep1929, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1911 = phi double* [ %637, %for.end.1.loopexit.us.1.3 ], [ %scevgep1910, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1879 = phi double* [ %scevgep1880, %for.end.1.loopexit.us.1.3 ], [ %scevgep1878, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1860 = phi double* [ %636, %for.end.1.loopexit.us.1.3 ], [ %scevgep1859, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1828 = phi double* [ %scevgep1829, %for.end.1.loopexit.us.1.3 ], [ %scevgep1827, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1809 = phi double* [ %635, %for.end.1.loopexit.us.1.3 ], [ %scevgep1808, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1777 = phi double* [ %scevgep1778, %for.end.1.loopexit.us.1.3 ], [ %scevgep1776, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1758 = phi double* [ %634, %for.end.1.loopexit.us.1.3 ], [ %scevgep1757, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1724 = phi double* [ %scevgep1725, %for.end.1.loopexit.us.1.3 ], [ %scevgep1723, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1553 = phi double* [ %scevgep1554, %for.end.1.loopexit.us.1.3 ], [ %scevgep1552, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1543 = phi double* [ %633, %for.end.1.loopexit.us.1.3 ], [ %scevgep1542, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1507 = phi double* [ %scevgep1508, %for.end.1.loopexit.us.1.3 ], [ %scevgep1506, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1497 = phi double* [ %632, %for.end.1.loopexit.us.1.3 ], [ %scevgep1496, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1461 = phi double* [ %scevgep1462, %for.end.1.loopexit.us.1.3 ], [ %scevgep1460, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1451 = phi double* [ %631, %for.end.1.loopexit.us.1.3 ], [ %scevgep1450, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1411 = phi double* [ %scevgep1412, %for.end.1.loopexit.us.1.3 ], [ %scevgep1410, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1401 = phi double* [ %630, %for.end.1.loopexit.us.1.3 ], [ %scevgep1400, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1361 = phi double* [ %scevgep1362, %for.end.1.loopexit.us.1.3 ], [ %scevgep1360, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1343 = phi double* [ %629, %for.end.1.loopexit.us.1.3 ], [ %scevgep1342, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1296 = phi double* [ %scevgep1297, %for.end.1.loopexit.us.1.3 ], [ %scevgep1295, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1285 = phi double* [ %628, %for.end.1.loopexit.us.1.3 ], [ %scevgep1284, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1247 = phi double* [ %scevgep1248, %for.end.1.loopexit.us.1.3 ], [ %scevgep1246, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1196 = phi double* [ %scevgep1197, %for.end.1.loopexit.us.1.3 ], [ %.6.i6, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv677 = phi double* [ %627, %for.end.1.loopexit.us.1.3 ], [ %scevgep676, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv453 = phi double* [ %626, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.body.1.us.preheader.preheader.new ]
  %niter103 = phi i64 [ %niter103.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.body.1.us.preheader.preheader.new ]
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %lsr.iv1386 = phi double* [ %573, %for.body.1.us.prol ], [ %lsr.iv1724, %for.body.1.us.preheader ]
  %lsr.iv1383 = phi i64 [ %lsr.iv.next1384, %for.body.1.us.prol ], [ %20, %for.body.1.us.preheader ]
  %lsr.iv1381 = phi double* [ %scevgep1382, %for.body.1.us.prol ], [ %lsr.iv1378, %for.body.1.us.preheader ]
  %lsr.iv1374 = phi double* [ %572, %for.body.1.us.prol ], [ %lsr.iv1196, %for.body.1.us.preheader ]
  %lsr.iv13861387 = bitcast double* %lsr.iv1386 to i1*
  %lsr.iv13741375 = bitcast double* %lsr.iv1374 to i1*
  %scevgep1385 = getelementptr double, double* %lsr.iv1381, i64 -7
  %.137.us.prol = load double, double* %scevgep1385, align 8
  store double %.137.us.prol, double* %lsr.iv1374, align 8
  %scevgep1376 = getelementptr i1, i1* %lsr.iv13741375, i64 %.46
  %572 = bitcast i1* %scevgep1376 to double*
  %scevgep1382 = getelementptr double, double* %lsr.iv1381, i64 1
  %lsr.iv.next1384 = add nsw i64 %lsr.iv1383, -8
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1384, 0
  %scevgep1388 = getelementptr i1, i1* %lsr.iv13861387, i64 %.46
  %573 = bitcast i1* %scevgep1388 to double*
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !58

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol
  %574 = icmp ult i64 %4, 7
  br i1 %574, label %for.body.1.us.prol.1.preheader, label %for.body.1.us.preheader952

for.body.1.us.preheader952:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader952, %for.body.1.us
  %lsr.iv1392 = phi i64 [ 0, %for.body.1.us.preheader952 ], [ %lsr.iv.next1393, %for.body.1.us ]
  %lsr.iv1389 = phi double* [ %lsr.iv1386, %for.body.1.us.preheader952 ], [ %uglygep14271428, %for.body.1.us ]
  %lsr.iv13891412 = bitcast double* %lsr.iv1389 to i8*
  %scevgep1394 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1409 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1411 = getelementptr double, double* %scevgep1409, i64 -7
  %.137.us = load double, double* %scevgep1411, align 8
  store double %.137.us, double* %lsr.iv1389, align 8
  %scevgep1407 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1408 = getelementptr double, double* %scevgep1407, i64 -6
  %.137.us.1 = load double, double* %scevgep1408, align 8
  %uglygep1413 = getelementptr i8, i8* %lsr.iv13891412, i64 %.46
  %uglygep14131414 = bitcast i8* %uglygep1413 to double*
  store double %.137.us.1, double* %uglygep14131414, align 8
  %scevgep1405 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1406 = getelementptr double, double* %scevgep1405, i64 -5
  %.137.us.2 = load double, double* %scevgep1406, align 8
  %uglygep1415 = getelementptr i8, i8* %uglygep1413, i64 %.46
  %uglygep14151416 = bitcast i8* %uglygep1415 to double*
  store double %.137.us.2, double* %uglygep14151416, align 8
  %scevgep1402 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1404 = getelementptr double, double* %scevgep1402, i64 -4
  %.137.us.3 = load double, double* %scevgep1404, align 8
  %uglygep1417 = getelementptr i8, i8* %uglygep1415, i64 %.46
  %uglygep14171418 = bitcast i8* %uglygep1417 to double*
  store double %.137.us.3, double* %uglygep14171418, align 8
  %scevgep1399 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1401 = getelementptr double, double* %scevgep1399, i64 -3
  %.137.us.4 = load double, double* %scevgep1401, align 8
  %uglygep1419 = getelementptr i8, i8* %uglygep1417, i64 %.46
  %uglygep14191420 = bitcast i8* %uglygep1419 to double*
  store double %.137.us.4, double* %uglygep14191420, align 8
  %scevgep1397 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1398 = getelementptr double, double* %scevgep1397, i64 -2
  %.137.us.5 = load double, double* %scevgep1398, align 8
  %uglygep1421 = getelementptr i8, i8* %uglygep1419, i64 %.46
  %uglygep14211422 = bitcast i8* %uglygep1421 to double*
  store double %.137.us.5, double* %uglygep14211422, align 8
  %scevgep1395 = getelementptr double, double* %scevgep1382, i64 %lsr.iv1392
  %scevgep1396 = getelementptr double, double* %scevgep1395, i64 -1
  %.137.us.6 = load double, double* %scevgep1396, align 8
  %uglygep1423 = getelementptr i8, i8* %uglygep1421, i64 %.46
  %uglygep14231424 = bitcast i8* %uglygep1423 to double*
  store double %.137.us.6, double* %uglygep14231424, align 8
  %.137.us.7 = load double, double* %scevgep1394, align 8
  %uglygep1425 = getelementptr i8, i8* %uglygep1423, i64 %.46
  %uglygep14251426 = bitcast i8* %uglygep1425 to double*
  store double %.137.us.7, double* %uglygep14251426, align 8
  %lsr.iv.next1393 = add i64 %lsr.iv1392, 8
  %exitcond.not.7 = icmp eq i64 %37, %lsr.iv.next1393
  %uglygep1427 = getelementptr i8, i8* %uglygep1425, i64 %.46
  %uglygep14271428 = bitcast i8* %uglygep1427 to double*
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !55

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1, %for.body.1.us.prol.1.preheader
  %lsr.iv1435 = phi double* [ %577, %for.body.1.us.prol.1 ], [ %lsr.iv1777, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1429 = phi double* [ %576, %for.body.1.us.prol.1 ], [ %lsr.iv1247, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1253 = phi i64 [ %lsr.iv.next1254, %for.body.1.us.prol.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1240 = phi i64 [ %lsr.iv.next1241, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %575 = bitcast double* %lsr.iv677 to i8*
  %lsr.iv14351436 = bitcast double* %lsr.iv1435 to i1*
  %lsr.iv14291430 = bitcast double* %lsr.iv1429 to i1*
  %uglygep1433 = getelementptr i8, i8* %575, i64 %lsr.iv1240
  %uglygep14331434 = bitcast i8* %uglygep1433 to double*
  %.137.us.prol.1 = load double, double* %uglygep14331434, align 8
  store double %.137.us.prol.1, double* %lsr.iv1429, align 8
  %lsr.iv.next1241 = add nuw nsw i64 %lsr.iv1240, 8
  %lsr.iv.next1254 = add i64 %lsr.iv1253, -1
  %scevgep1431 = getelementptr i1, i1* %lsr.iv14291430, i64 %.46
  %576 = bitcast i1* %scevgep1431 to double*
  %prol.iter.cmp.1.not = icmp eq i64 %20, %lsr.iv.next1241
  %scevgep1437 = getelementptr i1, i1* %lsr.iv14351436, i64 %.46
  %577 = bitcast i1* %scevgep1437 to double*
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !58

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1
  %578 = icmp ult i64 %4, 7
  br i1 %578, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  %579 = add i64 %lsr.iv1253, -1
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %lsr.iv1438 = phi double* [ %lsr.iv1435, %for.body.1.us.1.preheader ], [ %uglygep14731474, %for.body.1.us.1 ]
  %lsr.iv1755 = phi i64 [ %lsr.iv.next1756, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %lsr.iv14381458 = bitcast double* %lsr.iv1438 to i8*
  %scevgep1457 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1455 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1456 = getelementptr double, double* %scevgep1455, i64 -7
  %.137.us.167 = load double, double* %scevgep1456, align 8
  store double %.137.us.167, double* %lsr.iv1438, align 8
  %scevgep1452 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1454 = getelementptr double, double* %scevgep1452, i64 -6
  %.137.us.1.1 = load double, double* %scevgep1454, align 8
  %uglygep1459 = getelementptr i8, i8* %lsr.iv14381458, i64 %.46
  %uglygep14591460 = bitcast i8* %uglygep1459 to double*
  store double %.137.us.1.1, double* %uglygep14591460, align 8
  %scevgep1449 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1451 = getelementptr double, double* %scevgep1449, i64 -5
  %.137.us.2.1 = load double, double* %scevgep1451, align 8
  %uglygep1461 = getelementptr i8, i8* %uglygep1459, i64 %.46
  %uglygep14611462 = bitcast i8* %uglygep1461 to double*
  store double %.137.us.2.1, double* %uglygep14611462, align 8
  %scevgep1447 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1448 = getelementptr double, double* %scevgep1447, i64 -4
  %.137.us.3.1 = load double, double* %scevgep1448, align 8
  %uglygep1463 = getelementptr i8, i8* %uglygep1461, i64 %.46
  %uglygep14631464 = bitcast i8* %uglygep1463 to double*
  store double %.137.us.3.1, double* %uglygep14631464, align 8
  %scevgep1445 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1446 = getelementptr double, double* %scevgep1445, i64 -3
  %.137.us.4.1 = load double, double* %scevgep1446, align 8
  %uglygep1465 = getelementptr i8, i8* %uglygep1463, i64 %.46
  %uglygep14651466 = bitcast i8* %uglygep1465 to double*
  store double %.137.us.4.1, double* %uglygep14651466, align 8
  %scevgep1443 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1444 = getelementptr double, double* %scevgep1443, i64 -2
  %.137.us.5.1 = load double, double* %scevgep1444, align 8
  %uglygep1467 = getelementptr i8, i8* %uglygep1465, i64 %.46
  %uglygep14671468 = bitcast i8* %uglygep1467 to double*
  store double %.137.us.5.1, double* %uglygep14671468, align 8
  %scevgep1441 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1442 = getelementptr double, double* %scevgep1441, i64 -1
  %.137.us.6.1 = load double, double* %scevgep1442, align 8
  %uglygep1469 = getelementptr i8, i8* %uglygep1467, i64 %.46
  %uglygep14691470 = bitcast i8* %uglygep1469 to double*
  store double %.137.us.6.1, double* %uglygep14691470, align 8
  %.137.us.7.1 = load double, double* %scevgep1457, align 8
  %uglygep1471 = getelementptr i8, i8* %uglygep1469, i64 %.46
  %uglygep14711472 = bitcast i8* %uglygep1471 to double*
  store double %.137.us.7.1, double* %uglygep14711472, align 8
  %lsr.iv.next1756 = add i64 %lsr.iv1755, 8
  %exitcond.not.7.1 = icmp eq i64 %579, %lsr.iv.next1756
  %uglygep1473 = getelementptr i8, i8* %uglygep1471, i64 %.46
  %uglygep14731474 = bitcast i8* %uglygep1473 to double*
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !55

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1, %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.prol.1107

for.body.1.us.prol.1107:                          ; preds = %for.body.1.us.prol.1107, %for.end.1.loopexit.us.1
  %lsr.iv1481 = phi double* [ %582, %for.body.1.us.prol.1107 ], [ %lsr.iv1828, %for.end.1.loopexit.us.1 ]
  %lsr.iv1475 = phi double* [ %581, %for.body.1.us.prol.1107 ], [ %lsr.iv1296, %for.end.1.loopexit.us.1 ]
  %lsr.iv1302 = phi i64 [ %lsr.iv.next1303, %for.body.1.us.prol.1107 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1 ]
  %lsr.iv1288 = phi i64 [ %lsr.iv.next1289, %for.body.1.us.prol.1107 ], [ 0, %for.end.1.loopexit.us.1 ]
  %580 = bitcast double* %lsr.iv1285 to i8*
  %lsr.iv14811482 = bitcast double* %lsr.iv1481 to i1*
  %lsr.iv14751476 = bitcast double* %lsr.iv1475 to i1*
  %uglygep1479 = getelementptr i8, i8* %580, i64 %lsr.iv1288
  %uglygep14791480 = bitcast i8* %uglygep1479 to double*
  %.137.us.prol.1105 = load double, double* %uglygep14791480, align 8
  store double %.137.us.prol.1105, double* %lsr.iv1475, align 8
  %lsr.iv.next1289 = add nuw nsw i64 %lsr.iv1288, 8
  %lsr.iv.next1303 = add i64 %lsr.iv1302, -1
  %scevgep1477 = getelementptr i1, i1* %lsr.iv14751476, i64 %.46
  %581 = bitcast i1* %scevgep1477 to double*
  %prol.iter.cmp.not.1 = icmp eq i64 %20, %lsr.iv.next1289
  %scevgep1483 = getelementptr i1, i1* %lsr.iv14811482, i64 %.46
  %582 = bitcast i1* %scevgep1483 to double*
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1108, label %for.body.1.us.prol.1107, !llvm.loop !58

for.body.1.us.prol.loopexit.1108:                 ; preds = %for.body.1.us.prol.1107
  %583 = icmp ult i64 %4, 7
  %584 = bitcast double* %lsr.iv453 to i1*
  %scevgep455 = getelementptr i1, i1* %584, i64 %6
  %585 = bitcast double* %lsr.iv677 to i1*
  %scevgep679 = getelementptr i1, i1* %585, i64 %6
  br i1 %583, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1120.preheader

for.body.1.us.1120.preheader:                     ; preds = %for.body.1.us.prol.loopexit.1108
  %586 = add i64 %lsr.iv1302, -1
  br label %for.body.1.us.1120

for.body.1.us.1120:                               ; preds = %for.body.1.us.1120.preheader, %for.body.1.us.1120
  %lsr.iv1484 = phi double* [ %lsr.iv1481, %for.body.1.us.1120.preheader ], [ %uglygep15191520, %for.body.1.us.1120 ]
  %lsr.iv1323 = phi i64 [ %lsr.iv.next1324, %for.body.1.us.1120 ], [ 0, %for.body.1.us.1120.preheader ]
  %lsr.iv14841504 = bitcast double* %lsr.iv1484 to i8*
  %scevgep1503 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1501 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1502 = getelementptr double, double* %scevgep1501, i64 -7
  %.137.us.1110 = load double, double* %scevgep1502, align 8
  store double %.137.us.1110, double* %lsr.iv1484, align 8
  %scevgep1498 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1500 = getelementptr double, double* %scevgep1498, i64 -6
  %.137.us.1.1111 = load double, double* %scevgep1500, align 8
  %uglygep1505 = getelementptr i8, i8* %lsr.iv14841504, i64 %.46
  %uglygep15051506 = bitcast i8* %uglygep1505 to double*
  store double %.137.us.1.1111, double* %uglygep15051506, align 8
  %scevgep1495 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1497 = getelementptr double, double* %scevgep1495, i64 -5
  %.137.us.2.1112 = load double, double* %scevgep1497, align 8
  %uglygep1507 = getelementptr i8, i8* %uglygep1505, i64 %.46
  %uglygep15071508 = bitcast i8* %uglygep1507 to double*
  store double %.137.us.2.1112, double* %uglygep15071508, align 8
  %scevgep1493 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1494 = getelementptr double, double* %scevgep1493, i64 -4
  %.137.us.3.1113 = load double, double* %scevgep1494, align 8
  %uglygep1509 = getelementptr i8, i8* %uglygep1507, i64 %.46
  %uglygep15091510 = bitcast i8* %uglygep1509 to double*
  store double %.137.us.3.1113, double* %uglygep15091510, align 8
  %scevgep1491 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1492 = getelementptr double, double* %scevgep1491, i64 -3
  %.137.us.4.1114 = load double, double* %scevgep1492, align 8
  %uglygep1511 = getelementptr i8, i8* %uglygep1509, i64 %.46
  %uglygep15111512 = bitcast i8* %uglygep1511 to double*
  store double %.137.us.4.1114, double* %uglygep15111512, align 8
  %scevgep1489 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1490 = getelementptr double, double* %scevgep1489, i64 -2
  %.137.us.5.1115 = load double, double* %scevgep1490, align 8
  %uglygep1513 = getelementptr i8, i8* %uglygep1511, i64 %.46
  %uglygep15131514 = bitcast i8* %uglygep1513 to double*
  store double %.137.us.5.1115, double* %uglygep15131514, align 8
  %scevgep1487 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1488 = getelementptr double, double* %scevgep1487, i64 -1
  %.137.us.6.1116 = load double, double* %scevgep1488, align 8
  %uglygep1515 = getelementptr i8, i8* %uglygep1513, i64 %.46
  %uglygep15151516 = bitcast i8* %uglygep1515 to double*
  store double %.137.us.6.1116, double* %uglygep15151516, align 8
  %.137.us.7.1117 = load double, double* %scevgep1503, align 8
  %uglygep1517 = getelementptr i8, i8* %uglygep1515, i64 %.46
  %uglygep15171518 = bitcast i8* %uglygep1517 to double*
  store double %.137.us.7.1117, double* %uglygep15171518, align 8
  %lsr.iv.next1324 = add i64 %lsr.iv1323, 8
  %exitcond.not.7.1119 = icmp eq i64 %586, %lsr.iv.next1324
  %uglygep1519 = getelementptr i8, i8* %uglygep1517, i64 %.46
  %uglygep15191520 = bitcast i8* %uglygep1519 to double*
  br i1 %exitcond.not.7.1119, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1120, !llvm.loop !55

for.body.1.us.prol.1.preheader.1:                 ; preds = %for.body.1.us.1120, %for.body.1.us.prol.loopexit.1108
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.prol.1.preheader.1
  %lsr.iv1527 = phi double* [ %589, %for.body.1.us.prol.1.1 ], [ %lsr.iv1879, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1521 = phi double* [ %588, %for.body.1.us.prol.1.1 ], [ %lsr.iv1361, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1366 = phi i64 [ %lsr.iv.next1367, %for.body.1.us.prol.1.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1346 = phi i64 [ %lsr.iv.next1347, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.preheader.1 ]
  %587 = bitcast double* %lsr.iv1343 to i8*
  %lsr.iv15271528 = bitcast double* %lsr.iv1527 to i1*
  %lsr.iv15211522 = bitcast double* %lsr.iv1521 to i1*
  %uglygep1525 = getelementptr i8, i8* %587, i64 %lsr.iv1346
  %uglygep15251526 = bitcast i8* %uglygep1525 to double*
  %.137.us.prol.1.1 = load double, double* %uglygep15251526, align 8
  store double %.137.us.prol.1.1, double* %lsr.iv1521, align 8
  %lsr.iv.next1347 = add nuw nsw i64 %lsr.iv1346, 8
  %lsr.iv.next1367 = add i64 %lsr.iv1366, -1
  %scevgep1523 = getelementptr i1, i1* %lsr.iv15211522, i64 %.46
  %588 = bitcast i1* %scevgep1523 to double*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %20, %lsr.iv.next1347
  %scevgep1529 = getelementptr i1, i1* %lsr.iv15271528, i64 %.46
  %589 = bitcast i1* %scevgep1529 to double*
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !58

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1
  %590 = icmp ult i64 %4, 7
  br i1 %590, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.preheader

for.body.1.us.1.1.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %591 = add i64 %lsr.iv1366, -1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1.preheader, %for.body.1.us.1.1
  %lsr.iv1530 = phi double* [ %lsr.iv1527, %for.body.1.us.1.1.preheader ], [ %uglygep15651566, %for.body.1.us.1.1 ]
  %lsr.iv1379 = phi i64 [ %lsr.iv.next1380, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.1.preheader ]
  %lsr.iv15301550 = bitcast double* %lsr.iv1530 to i8*
  %scevgep1549 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1547 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1548 = getelementptr double, double* %scevgep1547, i64 -7
  %.137.us.167.1 = load double, double* %scevgep1548, align 8
  store double %.137.us.167.1, double* %lsr.iv1530, align 8
  %scevgep1544 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1546 = getelementptr double, double* %scevgep1544, i64 -6
  %.137.us.1.1.1 = load double, double* %scevgep1546, align 8
  %uglygep1551 = getelementptr i8, i8* %lsr.iv15301550, i64 %.46
  %uglygep15511552 = bitcast i8* %uglygep1551 to double*
  store double %.137.us.1.1.1, double* %uglygep15511552, align 8
  %scevgep1541 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1543 = getelementptr double, double* %scevgep1541, i64 -5
  %.137.us.2.1.1 = load double, double* %scevgep1543, align 8
  %uglygep1553 = getelementptr i8, i8* %uglygep1551, i64 %.46
  %uglygep15531554 = bitcast i8* %uglygep1553 to double*
  store double %.137.us.2.1.1, double* %uglygep15531554, align 8
  %scevgep1539 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1540 = getelementptr double, double* %scevgep1539, i64 -4
  %.137.us.3.1.1 = load double, double* %scevgep1540, align 8
  %uglygep1555 = getelementptr i8, i8* %uglygep1553, i64 %.46
  %uglygep15551556 = bitcast i8* %uglygep1555 to double*
  store double %.137.us.3.1.1, double* %uglygep15551556, align 8
  %scevgep1537 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1538 = getelementptr double, double* %scevgep1537, i64 -3
  %.137.us.4.1.1 = load double, double* %scevgep1538, align 8
  %uglygep1557 = getelementptr i8, i8* %uglygep1555, i64 %.46
  %uglygep15571558 = bitcast i8* %uglygep1557 to double*
  store double %.137.us.4.1.1, double* %uglygep15571558, align 8
  %scevgep1535 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1536 = getelementptr double, double* %scevgep1535, i64 -2
  %.137.us.5.1.1 = load double, double* %scevgep1536, align 8
  %uglygep1559 = getelementptr i8, i8* %uglygep1557, i64 %.46
  %uglygep15591560 = bitcast i8* %uglygep1559 to double*
  store double %.137.us.5.1.1, double* %uglygep15591560, align 8
  %scevgep1533 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1534 = getelementptr double, double* %scevgep1533, i64 -1
  %.137.us.6.1.1 = load double, double* %scevgep1534, align 8
  %uglygep1561 = getelementptr i8, i8* %uglygep1559, i64 %.46
  %uglygep15611562 = bitcast i8* %uglygep1561 to double*
  store double %.137.us.6.1.1, double* %uglygep15611562, align 8
  %.137.us.7.1.1 = load double, double* %scevgep1549, align 8
  %uglygep1563 = getelementptr i8, i8* %uglygep1561, i64 %.46
  %uglygep15631564 = bitcast i8* %uglygep1563 to double*
  store double %.137.us.7.1.1, double* %uglygep15631564, align 8
  %lsr.iv.next1380 = add i64 %lsr.iv1379, 8
  %exitcond.not.7.1.1 = icmp eq i64 %591, %lsr.iv.next1380
  %uglygep1565 = getelementptr i8, i8* %uglygep1563, i64 %.46
  %uglygep15651566 = bitcast i8* %uglygep1565 to double*
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !55

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1, %for.body.1.us.prol.loopexit.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %lsr.iv1573 = phi double* [ %594, %for.body.1.us.prol.2 ], [ %lsr.iv1930, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1567 = phi double* [ %593, %for.body.1.us.prol.2 ], [ %lsr.iv1411, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1417 = phi i64 [ %lsr.iv.next1418, %for.body.1.us.prol.2 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1404 = phi i64 [ %lsr.iv.next1405, %for.body.1.us.prol.2 ], [ 0, %for.end.1.loopexit.us.1.1 ]
  %592 = bitcast double* %lsr.iv1401 to i8*
  %lsr.iv15731574 = bitcast double* %lsr.iv1573 to i1*
  %lsr.iv15671568 = bitcast double* %lsr.iv1567 to i1*
  %uglygep1571 = getelementptr i8, i8* %592, i64 %lsr.iv1404
  %uglygep15711572 = bitcast i8* %uglygep1571 to double*
  %.137.us.prol.2 = load double, double* %uglygep15711572, align 8
  store double %.137.us.prol.2, double* %lsr.iv1567, align 8
  %lsr.iv.next1405 = add nuw nsw i64 %lsr.iv1404, 8
  %lsr.iv.next1418 = add i64 %lsr.iv1417, -1
  %scevgep1569 = getelementptr i1, i1* %lsr.iv15671568, i64 %.46
  %593 = bitcast i1* %scevgep1569 to double*
  %prol.iter.cmp.not.2 = icmp eq i64 %20, %lsr.iv.next1405
  %scevgep1575 = getelementptr i1, i1* %lsr.iv15731574, i64 %.46
  %594 = bitcast i1* %scevgep1575 to double*
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !58

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2
  %595 = icmp ult i64 %4, 7
  %scevgep455.1 = getelementptr i1, i1* %scevgep455, i64 %6
  %scevgep679.1 = getelementptr i1, i1* %scevgep679, i64 %6
  br i1 %595, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.body.1.us.prol.loopexit.2
  %596 = add i64 %lsr.iv1417, -1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %lsr.iv1576 = phi double* [ %lsr.iv1573, %for.body.1.us.2.preheader ], [ %uglygep16111612, %for.body.1.us.2 ]
  %lsr.iv1431 = phi i64 [ %lsr.iv.next1432, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %lsr.iv15761596 = bitcast double* %lsr.iv1576 to i8*
  %scevgep1595 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1591 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1593 = getelementptr double, double* %scevgep1591, i64 -7
  %.137.us.2121 = load double, double* %scevgep1593, align 8
  store double %.137.us.2121, double* %lsr.iv1576, align 8
  %scevgep1589 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1590 = getelementptr double, double* %scevgep1589, i64 -6
  %.137.us.1.2 = load double, double* %scevgep1590, align 8
  %uglygep1597 = getelementptr i8, i8* %lsr.iv15761596, i64 %.46
  %uglygep15971598 = bitcast i8* %uglygep1597 to double*
  store double %.137.us.1.2, double* %uglygep15971598, align 8
  %scevgep1587 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1588 = getelementptr double, double* %scevgep1587, i64 -5
  %.137.us.2.2 = load double, double* %scevgep1588, align 8
  %uglygep1599 = getelementptr i8, i8* %uglygep1597, i64 %.46
  %uglygep15991600 = bitcast i8* %uglygep1599 to double*
  store double %.137.us.2.2, double* %uglygep15991600, align 8
  %scevgep1585 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1586 = getelementptr double, double* %scevgep1585, i64 -4
  %.137.us.3.2 = load double, double* %scevgep1586, align 8
  %uglygep1601 = getelementptr i8, i8* %uglygep1599, i64 %.46
  %uglygep16011602 = bitcast i8* %uglygep1601 to double*
  store double %.137.us.3.2, double* %uglygep16011602, align 8
  %scevgep1583 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1584 = getelementptr double, double* %scevgep1583, i64 -3
  %.137.us.4.2 = load double, double* %scevgep1584, align 8
  %uglygep1603 = getelementptr i8, i8* %uglygep1601, i64 %.46
  %uglygep16031604 = bitcast i8* %uglygep1603 to double*
  store double %.137.us.4.2, double* %uglygep16031604, align 8
  %scevgep1581 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1582 = getelementptr double, double* %scevgep1581, i64 -2
  %.137.us.5.2 = load double, double* %scevgep1582, align 8
  %uglygep1605 = getelementptr i8, i8* %uglygep1603, i64 %.46
  %uglygep16051606 = bitcast i8* %uglygep1605 to double*
  store double %.137.us.5.2, double* %uglygep16051606, align 8
  %scevgep1579 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1580 = getelementptr double, double* %scevgep1579, i64 -1
  %.137.us.6.2 = load double, double* %scevgep1580, align 8
  %uglygep1607 = getelementptr i8, i8* %uglygep1605, i64 %.46
  %uglygep16071608 = bitcast i8* %uglygep1607 to double*
  store double %.137.us.6.2, double* %uglygep16071608, align 8
  %.137.us.7.2 = load double, double* %scevgep1595, align 8
  %uglygep1609 = getelementptr i8, i8* %uglygep1607, i64 %.46
  %uglygep16091610 = bitcast i8* %uglygep1609 to double*
  store double %.137.us.7.2, double* %uglygep16091610, align 8
  %lsr.iv.next1432 = add i64 %lsr.iv1431, 8
  %exitcond.not.7.2 = icmp eq i64 %596, %lsr.iv.next1432
  %uglygep1611 = getelementptr i8, i8* %uglygep1609, i64 %.46
  %uglygep16111612 = bitcast i8* %uglygep1611 to double*
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !55

for.body.1.us.prol.1.preheader.2:                 ; preds = %for.body.1.us.2, %for.body.1.us.prol.loopexit.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.prol.1.preheader.2
  %lsr.iv1619 = phi double* [ %599, %for.body.1.us.prol.1.2 ], [ %lsr.iv1981, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1613 = phi double* [ %598, %for.body.1.us.prol.1.2 ], [ %lsr.iv1461, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1466 = phi i64 [ %lsr.iv.next1467, %for.body.1.us.prol.1.2 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1454 = phi i64 [ %lsr.iv.next1455, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.preheader.2 ]
  %597 = bitcast double* %lsr.iv1451 to i8*
  %lsr.iv16191620 = bitcast double* %lsr.iv1619 to i1*
  %lsr.iv16131614 = bitcast double* %lsr.iv1613 to i1*
  %uglygep1617 = getelementptr i8, i8* %597, i64 %lsr.iv1454
  %uglygep16171618 = bitcast i8* %uglygep1617 to double*
  %.137.us.prol.1.2 = load double, double* %uglygep16171618, align 8
  store double %.137.us.prol.1.2, double* %lsr.iv1613, align 8
  %lsr.iv.next1455 = add nuw nsw i64 %lsr.iv1454, 8
  %lsr.iv.next1467 = add i64 %lsr.iv1466, -1
  %scevgep1615 = getelementptr i1, i1* %lsr.iv16131614, i64 %.46
  %598 = bitcast i1* %scevgep1615 to double*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %20, %lsr.iv.next1455
  %scevgep1621 = getelementptr i1, i1* %lsr.iv16191620, i64 %.46
  %599 = bitcast i1* %scevgep1621 to double*
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !58

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2
  %600 = icmp ult i64 %4, 7
  br i1 %600, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.preheader

for.body.1.us.1.2.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %601 = add i64 %lsr.iv1466, -1
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2.preheader, %for.body.1.us.1.2
  %lsr.iv1622 = phi double* [ %lsr.iv1619, %for.body.1.us.1.2.preheader ], [ %uglygep16551656, %for.body.1.us.1.2 ]
  %lsr.iv1477 = phi i64 [ %lsr.iv.next1478, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.2.preheader ]
  %lsr.iv16221640 = bitcast double* %lsr.iv1622 to i8*
  %scevgep1639 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1637 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1638 = getelementptr double, double* %scevgep1637, i64 -7
  %.137.us.167.2 = load double, double* %scevgep1638, align 8
  store double %.137.us.167.2, double* %lsr.iv1622, align 8
  %scevgep1635 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1636 = getelementptr double, double* %scevgep1635, i64 -6
  %.137.us.1.1.2 = load double, double* %scevgep1636, align 8
  %uglygep1641 = getelementptr i8, i8* %lsr.iv16221640, i64 %.46
  %uglygep16411642 = bitcast i8* %uglygep1641 to double*
  store double %.137.us.1.1.2, double* %uglygep16411642, align 8
  %scevgep1633 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1634 = getelementptr double, double* %scevgep1633, i64 -5
  %.137.us.2.1.2 = load double, double* %scevgep1634, align 8
  %uglygep1643 = getelementptr i8, i8* %uglygep1641, i64 %.46
  %uglygep16431644 = bitcast i8* %uglygep1643 to double*
  store double %.137.us.2.1.2, double* %uglygep16431644, align 8
  %scevgep1631 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1632 = getelementptr double, double* %scevgep1631, i64 -4
  %.137.us.3.1.2 = load double, double* %scevgep1632, align 8
  %uglygep1645 = getelementptr i8, i8* %uglygep1643, i64 %.46
  %uglygep16451646 = bitcast i8* %uglygep1645 to double*
  store double %.137.us.3.1.2, double* %uglygep16451646, align 8
  %scevgep1629 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1630 = getelementptr double, double* %scevgep1629, i64 -3
  %.137.us.4.1.2 = load double, double* %scevgep1630, align 8
  %uglygep1647 = getelementptr i8, i8* %uglygep1645, i64 %.46
  %uglygep16471648 = bitcast i8* %uglygep1647 to double*
  store double %.137.us.4.1.2, double* %uglygep16471648, align 8
  %scevgep1627 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1628 = getelementptr double, double* %scevgep1627, i64 -2
  %.137.us.5.1.2 = load double, double* %scevgep1628, align 8
  %uglygep1649 = getelementptr i8, i8* %uglygep1647, i64 %.46
  %uglygep16491650 = bitcast i8* %uglygep1649 to double*
  store double %.137.us.5.1.2, double* %uglygep16491650, align 8
  %scevgep1625 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1626 = getelementptr double, double* %scevgep1625, i64 -1
  %.137.us.6.1.2 = load double, double* %scevgep1626, align 8
  %uglygep1651 = getelementptr i8, i8* %uglygep1649, i64 %.46
  %uglygep16511652 = bitcast i8* %uglygep1651 to double*
  store double %.137.us.6.1.2, double* %uglygep16511652, align 8
  %.137.us.7.1.2 = load double, double* %scevgep1639, align 8
  %uglygep1653 = getelementptr i8, i8* %uglygep1651, i64 %.46
  %uglygep16531654 = bitcast i8* %uglygep1653 to double*
  store double %.137.us.7.1.2, double* %uglygep16531654, align 8
  %lsr.iv.next1478 = add i64 %lsr.iv1477, 8
  %exitcond.not.7.1.2 = icmp eq i64 %601, %lsr.iv.next1478
  %uglygep1655 = getelementptr i8, i8* %uglygep1653, i64 %.46
  %uglygep16551656 = bitcast i8* %uglygep1655 to double*
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !55

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2, %for.body.1.us.prol.loopexit.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %lsr.iv1663 = phi double* [ %604, %for.body.1.us.prol.3 ], [ %lsr.iv2032, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1657 = phi double* [ %603, %for.body.1.us.prol.3 ], [ %lsr.iv1507, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1512 = phi i64 [ %lsr.iv.next1513, %for.body.1.us.prol.3 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1500 = phi i64 [ %lsr.iv.next1501, %for.body.1.us.prol.3 ], [ 0, %for.end.1.loopexit.us.1.2 ]
  %602 = bitcast double* %lsr.iv1497 to i8*
  %lsr.iv16631664 = bitcast double* %lsr.iv1663 to i1*
  %lsr.iv16571658 = bitcast double* %lsr.iv1657 to i1*
  %uglygep1661 = getelementptr i8, i8* %602, i64 %lsr.iv1500
  %uglygep16611662 = bitcast i8* %uglygep1661 to double*
  %.137.us.prol.3 = load double, double* %uglygep16611662, align 8
  store double %.137.us.prol.3, double* %lsr.iv1657, align 8
  %lsr.iv.next1501 = add nuw nsw i64 %lsr.iv1500, 8
  %lsr.iv.next1513 = add i64 %lsr.iv1512, -1
  %scevgep1659 = getelementptr i1, i1* %lsr.iv16571658, i64 %.46
  %603 = bitcast i1* %scevgep1659 to double*
  %prol.iter.cmp.not.3 = icmp eq i64 %20, %lsr.iv.next1501
  %scevgep1665 = getelementptr i1, i1* %lsr.iv16631664, i64 %.46
  %604 = bitcast i1* %scevgep1665 to double*
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !58

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3
  %605 = icmp ult i64 %4, 7
  %scevgep455.2 = getelementptr i1, i1* %scevgep455.1, i64 %6
  %scevgep679.2 = getelementptr i1, i1* %scevgep679.1, i64 %6
  br i1 %605, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.body.1.us.prol.loopexit.3
  %606 = add i64 %lsr.iv1512, -1
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %lsr.iv1666 = phi double* [ %lsr.iv1663, %for.body.1.us.3.preheader ], [ %uglygep16991700, %for.body.1.us.3 ]
  %lsr.iv1523 = phi i64 [ %lsr.iv.next1524, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %lsr.iv16661684 = bitcast double* %lsr.iv1666 to i8*
  %scevgep1683 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1681 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1682 = getelementptr double, double* %scevgep1681, i64 -7
  %.137.us.3122 = load double, double* %scevgep1682, align 8
  store double %.137.us.3122, double* %lsr.iv1666, align 8
  %scevgep1679 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1680 = getelementptr double, double* %scevgep1679, i64 -6
  %.137.us.1.3 = load double, double* %scevgep1680, align 8
  %uglygep1685 = getelementptr i8, i8* %lsr.iv16661684, i64 %.46
  %uglygep16851686 = bitcast i8* %uglygep1685 to double*
  store double %.137.us.1.3, double* %uglygep16851686, align 8
  %scevgep1677 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1678 = getelementptr double, double* %scevgep1677, i64 -5
  %.137.us.2.3 = load double, double* %scevgep1678, align 8
  %uglygep1687 = getelementptr i8, i8* %uglygep1685, i64 %.46
  %uglygep16871688 = bitcast i8* %uglygep1687 to double*
  store double %.137.us.2.3, double* %uglygep16871688, align 8
  %scevgep1675 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1676 = getelementptr double, double* %scevgep1675, i64 -4
  %.137.us.3.3 = load double, double* %scevgep1676, align 8
  %uglygep1689 = getelementptr i8, i8* %uglygep1687, i64 %.46
  %uglygep16891690 = bitcast i8* %uglygep1689 to double*
  store double %.137.us.3.3, double* %uglygep16891690, align 8
  %scevgep1673 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1674 = getelementptr double, double* %scevgep1673, i64 -3
  %.137.us.4.3 = load double, double* %scevgep1674, align 8
  %uglygep1691 = getelementptr i8, i8* %uglygep1689, i64 %.46
  %uglygep16911692 = bitcast i8* %uglygep1691 to double*
  store double %.137.us.4.3, double* %uglygep16911692, align 8
  %scevgep1671 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1672 = getelementptr double, double* %scevgep1671, i64 -2
  %.137.us.5.3 = load double, double* %scevgep1672, align 8
  %uglygep1693 = getelementptr i8, i8* %uglygep1691, i64 %.46
  %uglygep16931694 = bitcast i8* %uglygep1693 to double*
  store double %.137.us.5.3, double* %uglygep16931694, align 8
  %scevgep1669 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep1670 = getelementptr double, double* %scevgep1669, i64 -1
  %.137.us.6.3 = load double, double* %scevgep1670, align 8
  %uglygep1695 = getelementptr i8, i8* %uglygep1693, i64 %.46
  %uglygep16951696 = bitcast i8* %uglygep1695 to double*
  store double %.137.us.6.3, double* %uglygep16951696, align 8
  %.137.us.7.3 = load double, double* %scevgep1683, align 8
  %uglygep1697 = getelementptr i8, i8* %uglygep1695, i64 %.46
  %uglygep16971698 = bitcast i8* %uglygep1697 to double*
  store double %.137.us.7.3, double* %uglygep16971698, align 8
  %lsr.iv.next1524 = add i64 %lsr.iv1523, 8
  %exitcond.not.7.3 = icmp eq i64 %606, %lsr.iv.next1524
  %uglygep1699 = getelementptr i8, i8* %uglygep1697, i64 %.46
  %uglygep16991700 = bitcast i8* %uglygep1699 to double*
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !55

for.body.1.us.prol.1.preheader.3:                 ; preds = %for.body.1.us.3, %for.body.1.us.prol.loopexit.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.prol.1.preheader.3
  %lsr.iv1708 = phi double* [ %609, %for.body.1.us.prol.1.3 ], [ %lsr.iv2083, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1701 = phi double* [ %608, %for.body.1.us.prol.1.3 ], [ %lsr.iv1553, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1558 = phi i64 [ %lsr.iv.next1559, %for.body.1.us.prol.1.3 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1546 = phi i64 [ %lsr.iv.next1547, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.preheader.3 ]
  %607 = bitcast double* %lsr.iv1543 to i8*
  %lsr.iv17081709 = bitcast double* %lsr.iv1708 to i1*
  %lsr.iv17011702 = bitcast double* %lsr.iv1701 to i1*
  %uglygep1705 = getelementptr i8, i8* %607, i64 %lsr.iv1546
  %uglygep17051706 = bitcast i8* %uglygep1705 to double*
  %.137.us.prol.1.3 = load double, double* %uglygep17051706, align 8
  store double %.137.us.prol.1.3, double* %lsr.iv1701, align 8
  %lsr.iv.next1547 = add nuw nsw i64 %lsr.iv1546, 8
  %lsr.iv.next1559 = add i64 %lsr.iv1558, -1
  %scevgep1703 = getelementptr i1, i1* %lsr.iv17011702, i64 %.46
  %608 = bitcast i1* %scevgep1703 to double*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %20, %lsr.iv.next1547
  %scevgep1710 = getelementptr i1, i1* %lsr.iv17081709, i64 %.46
  %609 = bitcast i1* %scevgep1710 to double*
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !58

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3
  %610 = icmp ult i64 %4, 7
  br i1 %610, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.preheader

for.body.1.us.1.3.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %611 = add i64 %lsr.iv1558, -1
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3.preheader, %for.body.1.us.1.3
  %lsr.iv1711 = phi double* [ %lsr.iv1708, %for.body.1.us.1.3.preheader ], [ %uglygep17461747, %for.body.1.us.1.3 ]
  %lsr.iv1569 = phi i64 [ %lsr.iv.next1570, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.3.preheader ]
  %lsr.iv17111731 = bitcast double* %lsr.iv1711 to i8*
  %scevgep1730 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1728 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1729 = getelementptr double, double* %scevgep1728, i64 -7
  %.137.us.167.3 = load double, double* %scevgep1729, align 8
  store double %.137.us.167.3, double* %lsr.iv1711, align 8
  %scevgep1726 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1727 = getelementptr double, double* %scevgep1726, i64 -6
  %.137.us.1.1.3 = load double, double* %scevgep1727, align 8
  %uglygep1732 = getelementptr i8, i8* %lsr.iv17111731, i64 %.46
  %uglygep17321733 = bitcast i8* %uglygep1732 to double*
  store double %.137.us.1.1.3, double* %uglygep17321733, align 8
  %scevgep1722 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1724 = getelementptr double, double* %scevgep1722, i64 -5
  %.137.us.2.1.3 = load double, double* %scevgep1724, align 8
  %uglygep1734 = getelementptr i8, i8* %uglygep1732, i64 %.46
  %uglygep17341735 = bitcast i8* %uglygep1734 to double*
  store double %.137.us.2.1.3, double* %uglygep17341735, align 8
  %scevgep1720 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1721 = getelementptr double, double* %scevgep1720, i64 -4
  %.137.us.3.1.3 = load double, double* %scevgep1721, align 8
  %uglygep1736 = getelementptr i8, i8* %uglygep1734, i64 %.46
  %uglygep17361737 = bitcast i8* %uglygep1736 to double*
  store double %.137.us.3.1.3, double* %uglygep17361737, align 8
  %scevgep1718 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1719 = getelementptr double, double* %scevgep1718, i64 -3
  %.137.us.4.1.3 = load double, double* %scevgep1719, align 8
  %uglygep1738 = getelementptr i8, i8* %uglygep1736, i64 %.46
  %uglygep17381739 = bitcast i8* %uglygep1738 to double*
  store double %.137.us.4.1.3, double* %uglygep17381739, align 8
  %scevgep1716 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1717 = getelementptr double, double* %scevgep1716, i64 -2
  %.137.us.5.1.3 = load double, double* %scevgep1717, align 8
  %uglygep1740 = getelementptr i8, i8* %uglygep1738, i64 %.46
  %uglygep17401741 = bitcast i8* %uglygep1740 to double*
  store double %.137.us.5.1.3, double* %uglygep17401741, align 8
  %scevgep1714 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep1715 = getelementptr double, double* %scevgep1714, i64 -1
  %.137.us.6.1.3 = load double, double* %scevgep1715, align 8
  %uglygep1742 = getelementptr i8, i8* %uglygep1740, i64 %.46
  %uglygep17421743 = bitcast i8* %uglygep1742 to double*
  store double %.137.us.6.1.3, double* %uglygep17421743, align 8
  %.137.us.7.1.3 = load double, double* %scevgep1730, align 8
  %uglygep1744 = getelementptr i8, i8* %uglygep1742, i64 %.46
  %uglygep17441745 = bitcast i8* %uglygep1744 to double*
  store double %.137.us.7.1.3, double* %uglygep17441745, align 8
  %lsr.iv.next1570 = add i64 %lsr.iv1569, 8
  %exitcond.not.7.1.3 = icmp eq i64 %611, %lsr.iv.next1570
  %uglygep1746 = getelementptr i8, i8* %uglygep1744, i64 %.46
  %uglygep17461747 = bitcast i8* %uglygep1746 to double*
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !55

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3, %for.body.1.us.prol.loopexit.1.3
  %612 = bitcast double* %lsr.iv1378 to i1*
  %613 = bitcast double* %lsr.iv1758 to i1*
  %614 = bitcast double* %lsr.iv1809 to i1*
  %615 = bitcast double* %lsr.iv1860 to i1*
  %616 = bitcast double* %lsr.iv1911 to i1*
  %617 = bitcast double* %lsr.iv1962 to i1*
  %618 = bitcast double* %lsr.iv2013 to i1*
  %619 = bitcast double* %lsr.iv2064 to i1*
  %620 = bitcast double* %lsr.iv1285 to i1*
  %621 = bitcast double* %lsr.iv1343 to i1*
  %622 = bitcast double* %lsr.iv1401 to i1*
  %623 = bitcast double* %lsr.iv1451 to i1*
  %624 = bitcast double* %lsr.iv1497 to i1*
  %625 = bitcast double* %lsr.iv1543 to i1*
  %scevgep455.3 = getelementptr i1, i1* %scevgep455.2, i64 %6
  %626 = bitcast i1* %scevgep455.3 to double*
  %scevgep679.3 = getelementptr i1, i1* %scevgep679.2, i64 %6
  %627 = bitcast i1* %scevgep679.3 to double*
  %niter103.next.3 = add i64 %niter103, 4
  %scevgep1197 = getelementptr double, double* %lsr.iv1196, i64 8
  %scevgep1248 = getelementptr double, double* %lsr.iv1247, i64 8
  %scevgep1287 = getelementptr i1, i1* %620, i64 %13
  %628 = bitcast i1* %scevgep1287 to double*
  %scevgep1297 = getelementptr double, double* %lsr.iv1296, i64 8
  %scevgep1345 = getelementptr i1, i1* %621, i64 %13
  %629 = bitcast i1* %scevgep1345 to double*
  %scevgep1362 = getelementptr double, double* %lsr.iv1361, i64 8
  %scevgep1403 = getelementptr i1, i1* %622, i64 %13
  %630 = bitcast i1* %scevgep1403 to double*
  %scevgep1412 = getelementptr double, double* %lsr.iv1411, i64 8
  %scevgep1453 = getelementptr i1, i1* %623, i64 %13
  %631 = bitcast i1* %scevgep1453 to double*
  %scevgep1462 = getelementptr double, double* %lsr.iv1461, i64 8
  %scevgep1499 = getelementptr i1, i1* %624, i64 %13
  %632 = bitcast i1* %scevgep1499 to double*
  %scevgep1508 = getelementptr double, double* %lsr.iv1507, i64 8
  %scevgep1545 = getelementptr i1, i1* %625, i64 %13
  %633 = bitcast i1* %scevgep1545 to double*
  %scevgep1554 = getelementptr double, double* %lsr.iv1553, i64 8
  %scevgep1725 = getelementptr double, double* %lsr.iv1724, i64 8
  %scevgep1760 = getelementptr i1, i1* %613, i64 %13
  %634 = bitcast i1* %scevgep1760 to double*
  %scevgep1778 = getelementptr double, double* %lsr.iv1777, i64 8
  %scevgep1811 = getelementptr i1, i1* %614, i64 %13
  %635 = bitcast i1* %scevgep1811 to double*
  %scevgep1829 = getelementptr double, double* %lsr.iv1828, i64 8
  %scevgep1862 = getelementptr i1, i1* %615, i64 %13
  %636 = bitcast i1* %scevgep1862 to double*
  %scevgep1880 = getelementptr double, double* %lsr.iv1879, i64 8
  %scevgep1913 = getelementptr i1, i1* %616, i64 %13
  %637 = bitcast i1* %scevgep1913 to double*
  %scevgep1931 = getelementptr double, double* %lsr.iv1930, i64 8
  %scevgep1964 = getelementptr i1, i1* %617, i64 %13
  %638 = bitcast i1* %scevgep1964 to double*
  %scevgep1982 = getelementptr double, double* %lsr.iv1981, i64 8
  %scevgep2015 = getelementptr i1, i1* %618, i64 %13
  %639 = bitcast i1* %scevgep2015 to double*
  %scevgep2033 = getelementptr double, double* %lsr.iv2032, i64 8
  %scevgep2066 = getelementptr i1, i1* %619, i64 %13
  %640 = bitcast i1* %scevgep2066 to double*
  %scevgep2084 = getelementptr double, double* %lsr.iv2083, i64 8
  %scevgep1380 = getelementptr i1, i1* %612, i64 %13
  %641 = bitcast i1* %scevgep1380 to double*
  %niter103.ncmp.3 = icmp eq i64 %niter103.next.3, %unroll_iter102
  br i1 %niter103.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit: ; preds = %for.end.1.loopexit.us.1.3
  %642 = bitcast i1* %scevgep455.3 to double*
  %643 = bitcast i1* %scevgep679.3 to double*
  %644 = shl i64 %unroll_iter102, 1
  %645 = shl i64 %unroll_iter102, 4
  %646 = or i64 %644, 1
  %.neg82 = sub nuw nsw i64 -8, %645
  br label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa:  ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, %for.body.1.us.preheader.preheader
  %lsr.iv684.unr.neg = phi i64 [ -8, %for.body.1.us.preheader.preheader ], [ %.neg82, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv677.unr = phi double* [ %scevgep676, %for.body.1.us.preheader.preheader ], [ %643, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv644.unr = phi i64 [ 1, %for.body.1.us.preheader.preheader ], [ %646, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv465.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %645, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv453.unr = phi double* [ %arg.a.4, %for.body.1.us.preheader.preheader ], [ %642, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %644, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lcmp.mod101.not = icmp eq i64 %xtraiter81, 0
  br i1 %lcmp.mod101.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.preheader

for.body.1.us.preheader.epil82.preheader:         ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %647 = add i64 %lsr.iv465.unr, %.46
  %.neg = mul i64 %loop.index4.us.unr, -8
  %648 = add i64 %647, %.neg
  %649 = icmp ult i64 %4, 7
  br i1 %649, label %for.body.1.us.preheader.epil82.us.preheader, label %for.body.1.us.preheader.epil82.preheader365

for.body.1.us.preheader.epil82.us.preheader:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %scevgep1060 = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr
  %scevgep1074 = getelementptr double, double* %.6.i6, i64 %lsr.iv644.unr
  br label %for.body.1.us.preheader.epil82.us

for.body.1.us.preheader.epil82.preheader365:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %650 = shl i64 %lsr.iv644.unr, 3
  %651 = sub i64 %xtraiter42, %arg.a.5.1
  %scevgep1324 = getelementptr double, double* %lsr.iv677.unr, i64 7
  br label %scalar.ph

for.body.1.us.preheader.epil82.us:                ; preds = %for.end.1.loopexit.us.1.epil.us, %for.body.1.us.preheader.epil82.us.preheader
  %lsr.iv1075 = phi double* [ %scevgep1074, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1076, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv1061 = phi double* [ %scevgep1060, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1069, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv677.epil.us = phi double* [ %lsr.iv677.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %657, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv453.epil.us = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %656, %for.end.1.loopexit.us.1.epil.us ]
  %epil.iter100.us = phi i64 [ 0, %for.body.1.us.preheader.epil82.us.preheader ], [ %epil.iter100.next.us, %for.end.1.loopexit.us.1.epil.us ]
  br label %for.body.1.us.prol.epil83.us

for.body.1.us.prol.epil83.us:                     ; preds = %for.body.1.us.prol.epil83.us, %for.body.1.us.preheader.epil82.us
  %lsr.iv1283 = phi double* [ %652, %for.body.1.us.prol.epil83.us ], [ %lsr.iv1061, %for.body.1.us.preheader.epil82.us ]
  %loop.index.12.us.prol.epil84.us = phi i64 [ %.139.us.prol.epil86.us, %for.body.1.us.prol.epil83.us ], [ 0, %for.body.1.us.preheader.epil82.us ]
  %lsr.iv12831284 = bitcast double* %lsr.iv1283 to i1*
  %scevgep1286 = getelementptr double, double* %lsr.iv453.epil.us, i64 %loop.index.12.us.prol.epil84.us
  %.137.us.prol.epil85.us = load double, double* %scevgep1286, align 8
  store double %.137.us.prol.epil85.us, double* %lsr.iv1283, align 8
  %.139.us.prol.epil86.us = add nuw nsw i64 %loop.index.12.us.prol.epil84.us, 1
  %scevgep1285 = getelementptr i1, i1* %lsr.iv12831284, i64 %.46
  %652 = bitcast i1* %scevgep1285 to double*
  %prol.iter.cmp.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.epil86.us
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil83.us, !llvm.loop !58

for.body.1.us.prol.1.epil.us.preheader:           ; preds = %for.body.1.us.prol.epil83.us
  br label %for.body.1.us.prol.1.epil.us

for.body.1.us.prol.1.epil.us:                     ; preds = %for.body.1.us.prol.1.epil.us.preheader, %for.body.1.us.prol.1.epil.us
  %lsr.iv1287 = phi double* [ %lsr.iv1075, %for.body.1.us.prol.1.epil.us.preheader ], [ %653, %for.body.1.us.prol.1.epil.us ]
  %loop.index.12.us.prol.1.epil.us = phi i64 [ %.139.us.prol.1.epil.us, %for.body.1.us.prol.1.epil.us ], [ 0, %for.body.1.us.prol.1.epil.us.preheader ]
  %lsr.iv12871288 = bitcast double* %lsr.iv1287 to i1*
  %scevgep1290 = getelementptr double, double* %lsr.iv677.epil.us, i64 %loop.index.12.us.prol.1.epil.us
  %.137.us.prol.1.epil.us = load double, double* %scevgep1290, align 8
  store double %.137.us.prol.1.epil.us, double* %lsr.iv1287, align 8
  %.139.us.prol.1.epil.us = add nuw nsw i64 %loop.index.12.us.prol.1.epil.us, 1
  %scevgep1289 = getelementptr i1, i1* %lsr.iv12871288, i64 %.46
  %653 = bitcast i1* %scevgep1289 to double*
  %prol.iter.cmp.1.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.1.epil.us
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !58

for.end.1.loopexit.us.1.epil.us:                  ; preds = %for.body.1.us.prol.1.epil.us
  %654 = bitcast double* %lsr.iv453.epil.us to i1*
  %655 = bitcast double* %lsr.iv677.epil.us to i1*
  %scevgep455.epil.us = getelementptr i1, i1* %654, i64 %6
  %656 = bitcast i1* %scevgep455.epil.us to double*
  %scevgep679.epil.us = getelementptr i1, i1* %655, i64 %6
  %657 = bitcast i1* %scevgep679.epil.us to double*
  %epil.iter100.next.us = add nuw nsw i64 %epil.iter100.us, 1
  %scevgep1069 = getelementptr double, double* %lsr.iv1061, i64 2
  %scevgep1076 = getelementptr double, double* %lsr.iv1075, i64 2
  %epil.iter100.cmp.not.us = icmp eq i64 %epil.iter100.next.us, %xtraiter81
  br i1 %epil.iter100.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.us, !llvm.loop !59

scalar.ph:                                        ; preds = %for.end.1.loopexit.us.1.epil, %for.body.1.us.preheader.epil82.preheader365
  %lsr.iv1325 = phi double* [ %668, %for.end.1.loopexit.us.1.epil ], [ %scevgep1324, %for.body.1.us.preheader.epil82.preheader365 ]
  %lsr.iv1590 = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %667, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1136 = phi i64 [ %650, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1137, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1132 = phi i64 [ %lsr.iv684.unr.neg, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1133, %for.end.1.loopexit.us.1.epil ]
  %loop.index4.us.epil = phi i64 [ %loop.index4.us.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %.141.us.1.epil, %for.end.1.loopexit.us.1.epil ]
  %epil.iter100 = phi i64 [ 0, %for.body.1.us.preheader.epil82.preheader365 ], [ %epil.iter100.next, %for.end.1.loopexit.us.1.epil ]
  br label %for.body.1.us.prol.epil83

for.body.1.us.prol.epil83:                        ; preds = %for.body.1.us.prol.epil83, %scalar.ph
  %lsr.iv1610 = phi i64 [ %lsr.iv.next1611, %for.body.1.us.prol.epil83 ], [ %xtraiter42, %scalar.ph ]
  %lsr.iv1593 = phi double* [ %scevgep1594, %for.body.1.us.prol.epil83 ], [ %lsr.iv1590, %scalar.ph ]
  %lsr.iv1089 = phi i64 [ %lsr.iv.next1090, %for.body.1.us.prol.epil83 ], [ %loop.index4.us.epil, %scalar.ph ]
  %scevgep1308 = getelementptr double, double* %.6.i6, i64 %lsr.iv1089
  %.137.us.prol.epil85 = load double, double* %lsr.iv1593, align 8
  store double %.137.us.prol.epil85, double* %scevgep1308, align 8
  %lsr.iv.next1090 = add i64 %lsr.iv1089, %arg.a.5.0
  %scevgep1594 = getelementptr double, double* %lsr.iv1593, i64 1
  %lsr.iv.next1611 = add i64 %lsr.iv1610, -1
  %prol.iter.cmp.not.epil = icmp eq i64 %lsr.iv.next1611, 0
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.epil88.preheader, label %for.body.1.us.prol.epil83, !llvm.loop !60

for.body.1.us.epil88.preheader:                   ; preds = %for.body.1.us.prol.epil83
  br label %for.body.1.us.epil88

for.body.1.us.epil88:                             ; preds = %for.body.1.us.epil88.preheader, %for.body.1.us.epil88
  %lsr.iv1094 = phi i64 [ %lsr.iv.next1095, %for.body.1.us.epil88 ], [ 0, %for.body.1.us.epil88.preheader ]
  %lsr.iv459.epil = phi double* [ %658, %for.body.1.us.epil88 ], [ %.6.i6, %for.body.1.us.epil88.preheader ]
  %scevgep1310 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1311 = getelementptr double, double* %scevgep1310, i64 7
  %lsr.iv459460.epil = bitcast double* %lsr.iv459.epil to i1*
  %scevgep1309 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %.137.us.epil90 = load double, double* %scevgep1309, align 8
  %sunkaddr7232.epil = getelementptr double, double* %lsr.iv459.epil, i64 %lsr.iv.next1090
  %sunkaddr7232.epil1069 = bitcast double* %sunkaddr7232.epil to i8*
  store double %.137.us.epil90, double* %sunkaddr7232.epil, align 8
  %scevgep1312 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1313 = getelementptr double, double* %scevgep1312, i64 1
  %.137.us.1.epil91 = load double, double* %scevgep1313, align 8
  %uglygep1070 = getelementptr i8, i8* %sunkaddr7232.epil1069, i64 %648
  %uglygep10701071 = bitcast i8* %uglygep1070 to double*
  store double %.137.us.1.epil91, double* %uglygep10701071, align 8
  %scevgep1314 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1315 = getelementptr double, double* %scevgep1314, i64 2
  %.137.us.2.epil92 = load double, double* %scevgep1315, align 8
  %uglygep1072 = getelementptr i8, i8* %uglygep1070, i64 %.46
  %uglygep10721073 = bitcast i8* %uglygep1072 to double*
  store double %.137.us.2.epil92, double* %uglygep10721073, align 8
  %scevgep1316 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1317 = getelementptr double, double* %scevgep1316, i64 3
  %.137.us.3.epil93 = load double, double* %scevgep1317, align 8
  %uglygep1074 = getelementptr i8, i8* %uglygep1072, i64 %.46
  %uglygep10741075 = bitcast i8* %uglygep1074 to double*
  store double %.137.us.3.epil93, double* %uglygep10741075, align 8
  %scevgep1318 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1319 = getelementptr double, double* %scevgep1318, i64 4
  %.137.us.4.epil94 = load double, double* %scevgep1319, align 8
  %uglygep1076 = getelementptr i8, i8* %uglygep1074, i64 %.46
  %uglygep10761077 = bitcast i8* %uglygep1076 to double*
  store double %.137.us.4.epil94, double* %uglygep10761077, align 8
  %scevgep1320 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1321 = getelementptr double, double* %scevgep1320, i64 5
  %.137.us.5.epil95 = load double, double* %scevgep1321, align 8
  %uglygep1078 = getelementptr i8, i8* %uglygep1076, i64 %.46
  %uglygep10781079 = bitcast i8* %uglygep1078 to double*
  store double %.137.us.5.epil95, double* %uglygep10781079, align 8
  %scevgep1322 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1323 = getelementptr double, double* %scevgep1322, i64 6
  %.137.us.6.epil96 = load double, double* %scevgep1323, align 8
  %uglygep1080 = getelementptr i8, i8* %uglygep1078, i64 %.46
  %uglygep10801081 = bitcast i8* %uglygep1080 to double*
  store double %.137.us.6.epil96, double* %uglygep10801081, align 8
  %.137.us.7.epil97 = load double, double* %scevgep1311, align 8
  %uglygep1082 = getelementptr i8, i8* %uglygep1080, i64 %.46
  %uglygep10821083 = bitcast i8* %uglygep1082 to double*
  store double %.137.us.7.epil97, double* %uglygep10821083, align 8
  %scevgep461.epil = getelementptr i1, i1* %lsr.iv459460.epil, i64 %7
  %658 = bitcast i1* %scevgep461.epil to double*
  %lsr.iv.next1095 = add i64 %lsr.iv1094, 8
  %659 = add i64 %651, %lsr.iv.next1095
  %exitcond.not.7.epil99 = icmp eq i64 %659, 0
  br i1 %exitcond.not.7.epil99, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil88, !llvm.loop !55

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.epil88
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1348 = phi double* [ %.6.i6, %for.body.1.us.prol.1.epil.preheader ], [ %660, %for.body.1.us.prol.1.epil ]
  %lsr.iv1328 = phi double* [ %lsr.iv1325, %for.body.1.us.prol.1.epil.preheader ], [ %scevgep1329, %for.body.1.us.prol.1.epil ]
  %lsr.iv1654 = phi i64 [ %lsr.iv.next1655, %for.body.1.us.prol.1.epil ], [ %xtraiter42, %for.body.1.us.prol.1.epil.preheader ]
  %scevgep1347 = getelementptr double, double* %lsr.iv1328, i64 -7
  %lsr.iv13481349 = bitcast double* %lsr.iv1348 to i1*
  %lsr.iv13481352 = bitcast double* %lsr.iv1348 to i8*
  %uglygep1353 = getelementptr i8, i8* %lsr.iv13481352, i64 %lsr.iv1136
  %uglygep13531354 = bitcast i8* %uglygep1353 to double*
  %.137.us.prol.1.epil = load double, double* %scevgep1347, align 8
  store double %.137.us.prol.1.epil, double* %uglygep13531354, align 8
  %lsr.iv.next1655 = add i64 %lsr.iv1654, -1
  %scevgep1329 = getelementptr double, double* %lsr.iv1328, i64 1
  %scevgep1350 = getelementptr i1, i1* %lsr.iv13481349, i64 %.46
  %660 = bitcast i1* %scevgep1350 to double*
  %prol.iter.cmp.1.not.epil = icmp eq i64 %lsr.iv.next1655, 0
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !58

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.1.epil
  %661 = bitcast i1* %scevgep1350 to double*
  %662 = bitcast double* %661 to i8*
  %663 = mul i64 %lsr.iv1132, -1
  %uglygep1351 = getelementptr i8, i8* %662, i64 %663
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv1142 = phi i64 [ %lsr.iv.next1143, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093.in = phi i8* [ %lsr.chain1373, %for.body.1.us.1.epil ], [ %uglygep1351, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093 = bitcast i8* %lsr.iv1093.in to double*
  %scevgep1357 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1355 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1356 = getelementptr double, double* %scevgep1355, i64 -7
  %.137.us.167.epil = load double, double* %scevgep1356, align 8
  store double %.137.us.167.epil, double* %lsr.iv1093, align 8
  %scevgep1358 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1359 = getelementptr double, double* %scevgep1358, i64 -6
  %.137.us.1.1.epil = load double, double* %scevgep1359, align 8
  %uglygep1168 = getelementptr i8, i8* %lsr.iv1093.in, i64 %.46
  %uglygep11681169 = bitcast i8* %uglygep1168 to double*
  store double %.137.us.1.1.epil, double* %uglygep11681169, align 8
  %scevgep1361 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1363 = getelementptr double, double* %scevgep1361, i64 -5
  %.137.us.2.1.epil = load double, double* %scevgep1363, align 8
  %uglygep1170 = getelementptr i8, i8* %uglygep1168, i64 %.46
  %uglygep11701171 = bitcast i8* %uglygep1170 to double*
  store double %.137.us.2.1.epil, double* %uglygep11701171, align 8
  %scevgep1364 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1365 = getelementptr double, double* %scevgep1364, i64 -4
  %.137.us.3.1.epil = load double, double* %scevgep1365, align 8
  %uglygep1172 = getelementptr i8, i8* %uglygep1170, i64 %.46
  %uglygep11721173 = bitcast i8* %uglygep1172 to double*
  store double %.137.us.3.1.epil, double* %uglygep11721173, align 8
  %scevgep1366 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1367 = getelementptr double, double* %scevgep1366, i64 -3
  %.137.us.4.1.epil = load double, double* %scevgep1367, align 8
  %uglygep1174 = getelementptr i8, i8* %uglygep1172, i64 %.46
  %uglygep11741175 = bitcast i8* %uglygep1174 to double*
  store double %.137.us.4.1.epil, double* %uglygep11741175, align 8
  %scevgep1368 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1369 = getelementptr double, double* %scevgep1368, i64 -2
  %.137.us.5.1.epil = load double, double* %scevgep1369, align 8
  %uglygep1176 = getelementptr i8, i8* %uglygep1174, i64 %.46
  %uglygep11761177 = bitcast i8* %uglygep1176 to double*
  store double %.137.us.5.1.epil, double* %uglygep11761177, align 8
  %scevgep1370 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1142
  %scevgep1371 = getelementptr double, double* %scevgep1370, i64 -1
  %.137.us.6.1.epil = load double, double* %scevgep1371, align 8
  %uglygep1178 = getelementptr i8, i8* %uglygep1176, i64 %.46
  %uglygep11781179 = bitcast i8* %uglygep1178 to double*
  store double %.137.us.6.1.epil, double* %uglygep11781179, align 8
  %.137.us.7.1.epil = load double, double* %scevgep1357, align 8
  %uglygep1180 = getelementptr i8, i8* %uglygep1178, i64 %.46
  %uglygep11801181 = bitcast i8* %uglygep1180 to double*
  store double %.137.us.7.1.epil, double* %uglygep11801181, align 8
  %lsr.iv.next1143 = add i64 %lsr.iv1142, 8
  %uglygep1182 = getelementptr i8, i8* %uglygep1180, i64 %.46
  %uglygep11821372 = bitcast i8* %uglygep1182 to double*
  %664 = add i64 %651, %lsr.iv.next1143
  %exitcond.not.7.1.epil = icmp eq i64 %664, 0
  %lsr.chain1373 = bitcast double* %uglygep11821372 to i8*
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !55

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil
  %665 = bitcast double* %lsr.iv1325 to i1*
  %666 = bitcast double* %lsr.iv1590 to i1*
  %.141.us.1.epil = add nuw nsw i64 %loop.index4.us.epil, 2
  %epil.iter100.next = add nuw nsw i64 %epil.iter100, 1
  %lsr.iv.next1133 = add nsw i64 %lsr.iv1132, -16
  %lsr.iv.next1137 = add i64 %lsr.iv1136, 16
  %scevgep1592 = getelementptr i1, i1* %666, i64 %6
  %667 = bitcast i1* %scevgep1592 to double*
  %scevgep1327 = getelementptr i1, i1* %665, i64 %6
  %668 = bitcast i1* %scevgep1327 to double*
  %epil.iter100.cmp.not = icmp eq i64 %epil.iter100.next, %xtraiter81
  br i1 %epil.iter100.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !59

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.1.loopexit.us.1.epil.us, %for.end.1.loopexit.us.1.us, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %669 = and i64 %arg.a.5.0, 1
  %lcmp.mod53.not = icmp eq i64 %669, 0
  br i1 %lcmp.mod53.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index4.us.unr32 = phi i64 [ %unroll_iter54, %for.end.loopexit.unr-lcssa ], [ 0, %for.cond.1.preheader.us.preheader ]
  %670 = icmp eq i64 %arg.a.5.0, 1
  %671 = mul i64 %loop.index4.us.unr32, %arg.a.5.1
  %min.iters.check.epil = icmp ugt i64 %arg.a.5.1, 31
  %or.cond41.epil = select i1 %min.iters.check.epil, i1 %670, i1 false
  br i1 %or.cond41.epil, label %vector.memcheck.epil, label %for.body.1.us.preheader.epil

vector.memcheck.epil:                             ; preds = %for.cond.1.preheader.us.epil
  %672 = add i64 %671, %arg.a.5.1
  %scevgep36.epil = getelementptr double, double* %arg.a.4, i64 %672
  %scevgep34.epil = getelementptr double, double* %arg.a.4, i64 %671
  %673 = add i64 %loop.index4.us.unr32, %arg.a.5.1
  %scevgep32.epil = getelementptr double, double* %.6.i6, i64 %673
  %scevgep.epil = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr32
  %bound0.epil = icmp ult double* %scevgep.epil, %scevgep36.epil
  %bound1.epil = icmp ult double* %scevgep34.epil, %scevgep32.epil
  %found.conflict.epil = and i1 %bound1.epil, %bound0.epil
  br i1 %found.conflict.epil, label %for.body.1.us.preheader.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.memcheck.epil
  %n.vec.epil = and i64 %arg.a.5.1, -32
  %xtraiter.epil = and i64 %3, 7
  %674 = icmp ult i64 %1, 224
  br i1 %674, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 1152921504606846968
  %675 = add i64 %671, 248
  %scevgep133 = getelementptr double, double* %arg.a.4, i64 %675
  %676 = add nsw i64 %unroll_iter.epil, -8
  %677 = lshr exact i64 %676, 3
  %678 = add nuw nsw i64 %677, 1
  %xtraiter = and i64 %678, 3
  %679 = icmp ult i64 %676, 24
  br i1 %679, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const1748 = bitcast i64 4611686018427387896 to i64
  %const_mat1749 = add i64 %const1748, 4
  %unroll_iter = and i64 %678, %const_mat1749
  br label %vector.body.epil45

vector.body.epil45:                               ; preds = %vector.body.epil45, %vector.ph.new.epil.new
  %lsr.iv230 = phi double* [ %scevgep.epil, %vector.ph.new.epil.new ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil45 ]
  %lsr.iv230233 = bitcast double* %lsr.iv230 to <8 x double>*
  %scevgep228 = getelementptr double, double* %scevgep34.epil, i64 %index.epil46
  %680 = bitcast double* %scevgep228 to <8 x double>*
  %wide.load.epil47 = load <8 x double>, <8 x double>* %680, align 8, !alias.scope !61
  %sunkaddr2505 = mul i64 %index.epil46, 8
  %681 = bitcast double* %scevgep133 to i8*
  %sunkaddr2506 = getelementptr i8, i8* %681, i64 %sunkaddr2505
  %sunkaddr2507 = getelementptr i8, i8* %sunkaddr2506, i64 -1920
  %682 = bitcast i8* %sunkaddr2507 to <8 x double>*
  %wide.load38.epil48 = load <8 x double>, <8 x double>* %682, align 8, !alias.scope !61
  %sunkaddr2508 = mul i64 %index.epil46, 8
  %683 = bitcast double* %scevgep133 to i8*
  %sunkaddr2509 = getelementptr i8, i8* %683, i64 %sunkaddr2508
  %sunkaddr2510 = getelementptr i8, i8* %sunkaddr2509, i64 -1856
  %684 = bitcast i8* %sunkaddr2510 to <8 x double>*
  %wide.load39.epil49 = load <8 x double>, <8 x double>* %684, align 8, !alias.scope !61
  %sunkaddr2511 = mul i64 %index.epil46, 8
  %685 = bitcast double* %scevgep133 to i8*
  %sunkaddr2512 = getelementptr i8, i8* %685, i64 %sunkaddr2511
  %sunkaddr2513 = getelementptr i8, i8* %sunkaddr2512, i64 -1792
  %686 = bitcast i8* %sunkaddr2513 to <8 x double>*
  %wide.load40.epil50 = load <8 x double>, <8 x double>* %686, align 8, !alias.scope !61
  store <8 x double> %wide.load.epil47, <8 x double>* %lsr.iv230233, align 8, !alias.scope !64, !noalias !61
  %scevgep236 = getelementptr double, double* %lsr.iv230, i64 8
  %687 = bitcast double* %scevgep236 to <8 x double>*
  store <8 x double> %wide.load38.epil48, <8 x double>* %687, align 8, !alias.scope !64, !noalias !61
  %scevgep237 = getelementptr double, double* %lsr.iv230, i64 16
  %688 = bitcast double* %scevgep237 to <8 x double>*
  store <8 x double> %wide.load39.epil49, <8 x double>* %688, align 8, !alias.scope !64, !noalias !61
  %scevgep238 = getelementptr double, double* %lsr.iv230, i64 24
  %689 = bitcast double* %scevgep238 to <8 x double>*
  store <8 x double> %wide.load40.epil50, <8 x double>* %689, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2514 = mul i64 %index.epil46, 8
  %690 = bitcast double* %scevgep133 to i8*
  %sunkaddr2515 = getelementptr i8, i8* %690, i64 %sunkaddr2514
  %sunkaddr2516 = getelementptr i8, i8* %sunkaddr2515, i64 -1728
  %691 = bitcast i8* %sunkaddr2516 to <8 x double>*
  %wide.load.1.epil = load <8 x double>, <8 x double>* %691, align 8, !alias.scope !61
  %sunkaddr2517 = mul i64 %index.epil46, 8
  %692 = bitcast double* %scevgep133 to i8*
  %sunkaddr2518 = getelementptr i8, i8* %692, i64 %sunkaddr2517
  %sunkaddr2519 = getelementptr i8, i8* %sunkaddr2518, i64 -1664
  %693 = bitcast i8* %sunkaddr2519 to <8 x double>*
  %wide.load38.1.epil = load <8 x double>, <8 x double>* %693, align 8, !alias.scope !61
  %sunkaddr2520 = mul i64 %index.epil46, 8
  %694 = bitcast double* %scevgep133 to i8*
  %sunkaddr2521 = getelementptr i8, i8* %694, i64 %sunkaddr2520
  %sunkaddr2522 = getelementptr i8, i8* %sunkaddr2521, i64 -1600
  %695 = bitcast i8* %sunkaddr2522 to <8 x double>*
  %wide.load39.1.epil = load <8 x double>, <8 x double>* %695, align 8, !alias.scope !61
  %sunkaddr2523 = mul i64 %index.epil46, 8
  %696 = bitcast double* %scevgep133 to i8*
  %sunkaddr2524 = getelementptr i8, i8* %696, i64 %sunkaddr2523
  %sunkaddr2525 = getelementptr i8, i8* %sunkaddr2524, i64 -1536
  %697 = bitcast i8* %sunkaddr2525 to <8 x double>*
  %wide.load40.1.epil = load <8 x double>, <8 x double>* %697, align 8, !alias.scope !61
  %uglygep24037 = getelementptr double, double* %lsr.iv230, i64 32
  %uglygep240241 = bitcast double* %uglygep24037 to <8 x double>*
  store <8 x double> %wide.load.1.epil, <8 x double>* %uglygep240241, align 8, !alias.scope !64, !noalias !61
  %scevgep24238 = getelementptr double, double* %lsr.iv230, i64 40
  %698 = bitcast double* %scevgep24238 to <8 x double>*
  store <8 x double> %wide.load38.1.epil, <8 x double>* %698, align 8, !alias.scope !64, !noalias !61
  %scevgep24339 = getelementptr double, double* %lsr.iv230, i64 48
  %699 = bitcast double* %scevgep24339 to <8 x double>*
  store <8 x double> %wide.load39.1.epil, <8 x double>* %699, align 8, !alias.scope !64, !noalias !61
  %scevgep24440 = getelementptr double, double* %lsr.iv230, i64 56
  %700 = bitcast double* %scevgep24440 to <8 x double>*
  store <8 x double> %wide.load40.1.epil, <8 x double>* %700, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2526 = mul i64 %index.epil46, 8
  %701 = bitcast double* %scevgep133 to i8*
  %sunkaddr2527 = getelementptr i8, i8* %701, i64 %sunkaddr2526
  %sunkaddr2528 = getelementptr i8, i8* %sunkaddr2527, i64 -1472
  %702 = bitcast i8* %sunkaddr2528 to <8 x double>*
  %wide.load.2.epil = load <8 x double>, <8 x double>* %702, align 8, !alias.scope !61
  %sunkaddr2529 = mul i64 %index.epil46, 8
  %703 = bitcast double* %scevgep133 to i8*
  %sunkaddr2530 = getelementptr i8, i8* %703, i64 %sunkaddr2529
  %sunkaddr2531 = getelementptr i8, i8* %sunkaddr2530, i64 -1408
  %704 = bitcast i8* %sunkaddr2531 to <8 x double>*
  %wide.load38.2.epil = load <8 x double>, <8 x double>* %704, align 8, !alias.scope !61
  %sunkaddr2532 = mul i64 %index.epil46, 8
  %705 = bitcast double* %scevgep133 to i8*
  %sunkaddr2533 = getelementptr i8, i8* %705, i64 %sunkaddr2532
  %sunkaddr2534 = getelementptr i8, i8* %sunkaddr2533, i64 -1344
  %706 = bitcast i8* %sunkaddr2534 to <8 x double>*
  %wide.load39.2.epil = load <8 x double>, <8 x double>* %706, align 8, !alias.scope !61
  %sunkaddr2535 = mul i64 %index.epil46, 8
  %707 = bitcast double* %scevgep133 to i8*
  %sunkaddr2536 = getelementptr i8, i8* %707, i64 %sunkaddr2535
  %sunkaddr2537 = getelementptr i8, i8* %sunkaddr2536, i64 -1280
  %708 = bitcast i8* %sunkaddr2537 to <8 x double>*
  %wide.load40.2.epil = load <8 x double>, <8 x double>* %708, align 8, !alias.scope !61
  %uglygep24541 = getelementptr double, double* %lsr.iv230, i64 64
  %uglygep245246 = bitcast double* %uglygep24541 to <8 x double>*
  store <8 x double> %wide.load.2.epil, <8 x double>* %uglygep245246, align 8, !alias.scope !64, !noalias !61
  %scevgep24742 = getelementptr double, double* %lsr.iv230, i64 72
  %709 = bitcast double* %scevgep24742 to <8 x double>*
  store <8 x double> %wide.load38.2.epil, <8 x double>* %709, align 8, !alias.scope !64, !noalias !61
  %scevgep24843 = getelementptr double, double* %lsr.iv230, i64 80
  %710 = bitcast double* %scevgep24843 to <8 x double>*
  store <8 x double> %wide.load39.2.epil, <8 x double>* %710, align 8, !alias.scope !64, !noalias !61
  %scevgep24944 = getelementptr double, double* %lsr.iv230, i64 88
  %711 = bitcast double* %scevgep24944 to <8 x double>*
  store <8 x double> %wide.load40.2.epil, <8 x double>* %711, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2538 = mul i64 %index.epil46, 8
  %712 = bitcast double* %scevgep133 to i8*
  %sunkaddr2539 = getelementptr i8, i8* %712, i64 %sunkaddr2538
  %sunkaddr2540 = getelementptr i8, i8* %sunkaddr2539, i64 -1216
  %713 = bitcast i8* %sunkaddr2540 to <8 x double>*
  %wide.load.3.epil = load <8 x double>, <8 x double>* %713, align 8, !alias.scope !61
  %sunkaddr2541 = mul i64 %index.epil46, 8
  %714 = bitcast double* %scevgep133 to i8*
  %sunkaddr2542 = getelementptr i8, i8* %714, i64 %sunkaddr2541
  %sunkaddr2543 = getelementptr i8, i8* %sunkaddr2542, i64 -1152
  %715 = bitcast i8* %sunkaddr2543 to <8 x double>*
  %wide.load38.3.epil = load <8 x double>, <8 x double>* %715, align 8, !alias.scope !61
  %sunkaddr2544 = mul i64 %index.epil46, 8
  %716 = bitcast double* %scevgep133 to i8*
  %sunkaddr2545 = getelementptr i8, i8* %716, i64 %sunkaddr2544
  %sunkaddr2546 = getelementptr i8, i8* %sunkaddr2545, i64 -1088
  %717 = bitcast i8* %sunkaddr2546 to <8 x double>*
  %wide.load39.3.epil = load <8 x double>, <8 x double>* %717, align 8, !alias.scope !61
  %sunkaddr2547 = mul i64 %index.epil46, 8
  %718 = bitcast double* %scevgep133 to i8*
  %sunkaddr2548 = getelementptr i8, i8* %718, i64 %sunkaddr2547
  %sunkaddr2549 = getelementptr i8, i8* %sunkaddr2548, i64 -1024
  %719 = bitcast i8* %sunkaddr2549 to <8 x double>*
  %wide.load40.3.epil = load <8 x double>, <8 x double>* %719, align 8, !alias.scope !61
  %uglygep25045 = getelementptr double, double* %lsr.iv230, i64 96
  %uglygep250251 = bitcast double* %uglygep25045 to <8 x double>*
  store <8 x double> %wide.load.3.epil, <8 x double>* %uglygep250251, align 8, !alias.scope !64, !noalias !61
  %scevgep25246 = getelementptr double, double* %lsr.iv230, i64 104
  %720 = bitcast double* %scevgep25246 to <8 x double>*
  store <8 x double> %wide.load38.3.epil, <8 x double>* %720, align 8, !alias.scope !64, !noalias !61
  %scevgep25347 = getelementptr double, double* %lsr.iv230, i64 112
  %721 = bitcast double* %scevgep25347 to <8 x double>*
  store <8 x double> %wide.load39.3.epil, <8 x double>* %721, align 8, !alias.scope !64, !noalias !61
  %scevgep25448 = getelementptr double, double* %lsr.iv230, i64 120
  %722 = bitcast double* %scevgep25448 to <8 x double>*
  store <8 x double> %wide.load40.3.epil, <8 x double>* %722, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2550 = mul i64 %index.epil46, 8
  %723 = bitcast double* %scevgep133 to i8*
  %sunkaddr2551 = getelementptr i8, i8* %723, i64 %sunkaddr2550
  %sunkaddr2552 = getelementptr i8, i8* %sunkaddr2551, i64 -960
  %724 = bitcast i8* %sunkaddr2552 to <8 x double>*
  %wide.load.4.epil = load <8 x double>, <8 x double>* %724, align 8, !alias.scope !61
  %sunkaddr2553 = mul i64 %index.epil46, 8
  %725 = bitcast double* %scevgep133 to i8*
  %sunkaddr2554 = getelementptr i8, i8* %725, i64 %sunkaddr2553
  %sunkaddr2555 = getelementptr i8, i8* %sunkaddr2554, i64 -896
  %726 = bitcast i8* %sunkaddr2555 to <8 x double>*
  %wide.load38.4.epil = load <8 x double>, <8 x double>* %726, align 8, !alias.scope !61
  %sunkaddr2556 = mul i64 %index.epil46, 8
  %727 = bitcast double* %scevgep133 to i8*
  %sunkaddr2557 = getelementptr i8, i8* %727, i64 %sunkaddr2556
  %sunkaddr2558 = getelementptr i8, i8* %sunkaddr2557, i64 -832
  %728 = bitcast i8* %sunkaddr2558 to <8 x double>*
  %wide.load39.4.epil = load <8 x double>, <8 x double>* %728, align 8, !alias.scope !61
  %sunkaddr2559 = mul i64 %index.epil46, 8
  %729 = bitcast double* %scevgep133 to i8*
  %sunkaddr2560 = getelementptr i8, i8* %729, i64 %sunkaddr2559
  %sunkaddr2561 = getelementptr i8, i8* %sunkaddr2560, i64 -768
  %730 = bitcast i8* %sunkaddr2561 to <8 x double>*
  %wide.load40.4.epil = load <8 x double>, <8 x double>* %730, align 8, !alias.scope !61
  %uglygep25549 = getelementptr double, double* %lsr.iv230, i64 128
  %uglygep255256 = bitcast double* %uglygep25549 to <8 x double>*
  store <8 x double> %wide.load.4.epil, <8 x double>* %uglygep255256, align 8, !alias.scope !64, !noalias !61
  %scevgep25750 = getelementptr double, double* %lsr.iv230, i64 136
  %731 = bitcast double* %scevgep25750 to <8 x double>*
  store <8 x double> %wide.load38.4.epil, <8 x double>* %731, align 8, !alias.scope !64, !noalias !61
  %scevgep25851 = getelementptr double, double* %lsr.iv230, i64 144
  %732 = bitcast double* %scevgep25851 to <8 x double>*
  store <8 x double> %wide.load39.4.epil, <8 x double>* %732, align 8, !alias.scope !64, !noalias !61
  %scevgep25952 = getelementptr double, double* %lsr.iv230, i64 152
  %733 = bitcast double* %scevgep25952 to <8 x double>*
  store <8 x double> %wide.load40.4.epil, <8 x double>* %733, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2562 = mul i64 %index.epil46, 8
  %734 = bitcast double* %scevgep133 to i8*
  %sunkaddr2563 = getelementptr i8, i8* %734, i64 %sunkaddr2562
  %sunkaddr2564 = getelementptr i8, i8* %sunkaddr2563, i64 -704
  %735 = bitcast i8* %sunkaddr2564 to <8 x double>*
  %wide.load.5.epil = load <8 x double>, <8 x double>* %735, align 8, !alias.scope !61
  %sunkaddr2565 = mul i64 %index.epil46, 8
  %736 = bitcast double* %scevgep133 to i8*
  %sunkaddr2566 = getelementptr i8, i8* %736, i64 %sunkaddr2565
  %sunkaddr2567 = getelementptr i8, i8* %sunkaddr2566, i64 -640
  %737 = bitcast i8* %sunkaddr2567 to <8 x double>*
  %wide.load38.5.epil = load <8 x double>, <8 x double>* %737, align 8, !alias.scope !61
  %sunkaddr2568 = mul i64 %index.epil46, 8
  %738 = bitcast double* %scevgep133 to i8*
  %sunkaddr2569 = getelementptr i8, i8* %738, i64 %sunkaddr2568
  %sunkaddr2570 = getelementptr i8, i8* %sunkaddr2569, i64 -576
  %739 = bitcast i8* %sunkaddr2570 to <8 x double>*
  %wide.load39.5.epil = load <8 x double>, <8 x double>* %739, align 8, !alias.scope !61
  %sunkaddr2571 = mul i64 %index.epil46, 8
  %740 = bitcast double* %scevgep133 to i8*
  %sunkaddr2572 = getelementptr i8, i8* %740, i64 %sunkaddr2571
  %sunkaddr2573 = getelementptr i8, i8* %sunkaddr2572, i64 -512
  %741 = bitcast i8* %sunkaddr2573 to <8 x double>*
  %wide.load40.5.epil = load <8 x double>, <8 x double>* %741, align 8, !alias.scope !61
  %uglygep26053 = getelementptr double, double* %lsr.iv230, i64 160
  %uglygep260261 = bitcast double* %uglygep26053 to <8 x double>*
  store <8 x double> %wide.load.5.epil, <8 x double>* %uglygep260261, align 8, !alias.scope !64, !noalias !61
  %scevgep26254 = getelementptr double, double* %lsr.iv230, i64 168
  %742 = bitcast double* %scevgep26254 to <8 x double>*
  store <8 x double> %wide.load38.5.epil, <8 x double>* %742, align 8, !alias.scope !64, !noalias !61
  %scevgep26355 = getelementptr double, double* %lsr.iv230, i64 176
  %743 = bitcast double* %scevgep26355 to <8 x double>*
  store <8 x double> %wide.load39.5.epil, <8 x double>* %743, align 8, !alias.scope !64, !noalias !61
  %scevgep26456 = getelementptr double, double* %lsr.iv230, i64 184
  %744 = bitcast double* %scevgep26456 to <8 x double>*
  store <8 x double> %wide.load40.5.epil, <8 x double>* %744, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2574 = mul i64 %index.epil46, 8
  %745 = bitcast double* %scevgep133 to i8*
  %sunkaddr2575 = getelementptr i8, i8* %745, i64 %sunkaddr2574
  %sunkaddr2576 = getelementptr i8, i8* %sunkaddr2575, i64 -448
  %746 = bitcast i8* %sunkaddr2576 to <8 x double>*
  %wide.load.6.epil = load <8 x double>, <8 x double>* %746, align 8, !alias.scope !61
  %sunkaddr2577 = mul i64 %index.epil46, 8
  %747 = bitcast double* %scevgep133 to i8*
  %sunkaddr2578 = getelementptr i8, i8* %747, i64 %sunkaddr2577
  %sunkaddr2579 = getelementptr i8, i8* %sunkaddr2578, i64 -384
  %748 = bitcast i8* %sunkaddr2579 to <8 x double>*
  %wide.load38.6.epil = load <8 x double>, <8 x double>* %748, align 8, !alias.scope !61
  %sunkaddr2580 = mul i64 %index.epil46, 8
  %749 = bitcast double* %scevgep133 to i8*
  %sunkaddr2581 = getelementptr i8, i8* %749, i64 %sunkaddr2580
  %sunkaddr2582 = getelementptr i8, i8* %sunkaddr2581, i64 -320
  %750 = bitcast i8* %sunkaddr2582 to <8 x double>*
  %wide.load39.6.epil = load <8 x double>, <8 x double>* %750, align 8, !alias.scope !61
  %sunkaddr2583 = mul i64 %index.epil46, 8
  %751 = bitcast double* %scevgep133 to i8*
  %sunkaddr2584 = getelementptr i8, i8* %751, i64 %sunkaddr2583
  %sunkaddr2585 = getelementptr i8, i8* %sunkaddr2584, i64 -256
  %752 = bitcast i8* %sunkaddr2585 to <8 x double>*
  %wide.load40.6.epil = load <8 x double>, <8 x double>* %752, align 8, !alias.scope !61
  %uglygep26557 = getelementptr double, double* %lsr.iv230, i64 192
  %uglygep265266 = bitcast double* %uglygep26557 to <8 x double>*
  store <8 x double> %wide.load.6.epil, <8 x double>* %uglygep265266, align 8, !alias.scope !64, !noalias !61
  %scevgep26758 = getelementptr double, double* %lsr.iv230, i64 200
  %753 = bitcast double* %scevgep26758 to <8 x double>*
  store <8 x double> %wide.load38.6.epil, <8 x double>* %753, align 8, !alias.scope !64, !noalias !61
  %scevgep26859 = getelementptr double, double* %lsr.iv230, i64 208
  %754 = bitcast double* %scevgep26859 to <8 x double>*
  store <8 x double> %wide.load39.6.epil, <8 x double>* %754, align 8, !alias.scope !64, !noalias !61
  %scevgep26960 = getelementptr double, double* %lsr.iv230, i64 216
  %755 = bitcast double* %scevgep26960 to <8 x double>*
  store <8 x double> %wide.load40.6.epil, <8 x double>* %755, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2586 = mul i64 %index.epil46, 8
  %756 = bitcast double* %scevgep133 to i8*
  %sunkaddr2587 = getelementptr i8, i8* %756, i64 %sunkaddr2586
  %sunkaddr2588 = getelementptr i8, i8* %sunkaddr2587, i64 -192
  %757 = bitcast i8* %sunkaddr2588 to <8 x double>*
  %wide.load.7.epil = load <8 x double>, <8 x double>* %757, align 8, !alias.scope !61
  %sunkaddr2589 = mul i64 %index.epil46, 8
  %758 = bitcast double* %scevgep133 to i8*
  %sunkaddr2590 = getelementptr i8, i8* %758, i64 %sunkaddr2589
  %sunkaddr2591 = getelementptr i8, i8* %sunkaddr2590, i64 -128
  %759 = bitcast i8* %sunkaddr2591 to <8 x double>*
  %wide.load38.7.epil = load <8 x double>, <8 x double>* %759, align 8, !alias.scope !61
  %sunkaddr2592 = mul i64 %index.epil46, 8
  %760 = bitcast double* %scevgep133 to i8*
  %sunkaddr2593 = getelementptr i8, i8* %760, i64 %sunkaddr2592
  %sunkaddr2594 = getelementptr i8, i8* %sunkaddr2593, i64 -64
  %761 = bitcast i8* %sunkaddr2594 to <8 x double>*
  %wide.load39.7.epil = load <8 x double>, <8 x double>* %761, align 8, !alias.scope !61
  %scevgep206 = getelementptr double, double* %scevgep133, i64 %index.epil46
  %scevgep206207 = bitcast double* %scevgep206 to <8 x double>*
  %wide.load40.7.epil = load <8 x double>, <8 x double>* %scevgep206207, align 8, !alias.scope !61
  %uglygep27061 = getelementptr double, double* %lsr.iv230, i64 224
  %uglygep270271 = bitcast double* %uglygep27061 to <8 x double>*
  store <8 x double> %wide.load.7.epil, <8 x double>* %uglygep270271, align 8, !alias.scope !64, !noalias !61
  %scevgep27262 = getelementptr double, double* %lsr.iv230, i64 232
  %762 = bitcast double* %scevgep27262 to <8 x double>*
  store <8 x double> %wide.load38.7.epil, <8 x double>* %762, align 8, !alias.scope !64, !noalias !61
  %scevgep27363 = getelementptr double, double* %lsr.iv230, i64 240
  %763 = bitcast double* %scevgep27363 to <8 x double>*
  store <8 x double> %wide.load39.7.epil, <8 x double>* %763, align 8, !alias.scope !64, !noalias !61
  %scevgep27464 = getelementptr double, double* %lsr.iv230, i64 248
  %764 = bitcast double* %scevgep27464 to <8 x double>*
  store <8 x double> %wide.load40.7.epil, <8 x double>* %764, align 8, !alias.scope !64, !noalias !61
  %index.next.7.epil = or i64 %index.epil46, 256
  %scevgep23219 = getelementptr double, double* %lsr.iv230, i64 256
  %lsr.iv230233.1 = bitcast double* %scevgep23219 to <8 x double>*
  %scevgep228.1 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil
  %765 = bitcast double* %scevgep228.1 to <8 x double>*
  %wide.load.epil47.1 = load <8 x double>, <8 x double>* %765, align 8, !alias.scope !61
  %sunkaddr2595 = mul i64 %index.next.7.epil, 8
  %766 = bitcast double* %scevgep133 to i8*
  %sunkaddr2596 = getelementptr i8, i8* %766, i64 %sunkaddr2595
  %sunkaddr2597 = getelementptr i8, i8* %sunkaddr2596, i64 -1920
  %767 = bitcast i8* %sunkaddr2597 to <8 x double>*
  %wide.load38.epil48.1 = load <8 x double>, <8 x double>* %767, align 8, !alias.scope !61
  %sunkaddr2598 = mul i64 %index.next.7.epil, 8
  %768 = bitcast double* %scevgep133 to i8*
  %sunkaddr2599 = getelementptr i8, i8* %768, i64 %sunkaddr2598
  %sunkaddr2600 = getelementptr i8, i8* %sunkaddr2599, i64 -1856
  %769 = bitcast i8* %sunkaddr2600 to <8 x double>*
  %wide.load39.epil49.1 = load <8 x double>, <8 x double>* %769, align 8, !alias.scope !61
  %sunkaddr2601 = mul i64 %index.next.7.epil, 8
  %770 = bitcast double* %scevgep133 to i8*
  %sunkaddr2602 = getelementptr i8, i8* %770, i64 %sunkaddr2601
  %sunkaddr2603 = getelementptr i8, i8* %sunkaddr2602, i64 -1792
  %771 = bitcast i8* %sunkaddr2603 to <8 x double>*
  %wide.load40.epil50.1 = load <8 x double>, <8 x double>* %771, align 8, !alias.scope !61
  store <8 x double> %wide.load.epil47.1, <8 x double>* %lsr.iv230233.1, align 8, !alias.scope !64, !noalias !61
  %scevgep236.1 = getelementptr double, double* %lsr.iv230, i64 264
  %772 = bitcast double* %scevgep236.1 to <8 x double>*
  store <8 x double> %wide.load38.epil48.1, <8 x double>* %772, align 8, !alias.scope !64, !noalias !61
  %scevgep237.1 = getelementptr double, double* %lsr.iv230, i64 272
  %773 = bitcast double* %scevgep237.1 to <8 x double>*
  store <8 x double> %wide.load39.epil49.1, <8 x double>* %773, align 8, !alias.scope !64, !noalias !61
  %scevgep238.1 = getelementptr double, double* %lsr.iv230, i64 280
  %774 = bitcast double* %scevgep238.1 to <8 x double>*
  store <8 x double> %wide.load40.epil50.1, <8 x double>* %774, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2604 = mul i64 %index.next.7.epil, 8
  %775 = bitcast double* %scevgep133 to i8*
  %sunkaddr2605 = getelementptr i8, i8* %775, i64 %sunkaddr2604
  %sunkaddr2606 = getelementptr i8, i8* %sunkaddr2605, i64 -1728
  %776 = bitcast i8* %sunkaddr2606 to <8 x double>*
  %wide.load.1.epil.1 = load <8 x double>, <8 x double>* %776, align 8, !alias.scope !61
  %sunkaddr2607 = mul i64 %index.next.7.epil, 8
  %777 = bitcast double* %scevgep133 to i8*
  %sunkaddr2608 = getelementptr i8, i8* %777, i64 %sunkaddr2607
  %sunkaddr2609 = getelementptr i8, i8* %sunkaddr2608, i64 -1664
  %778 = bitcast i8* %sunkaddr2609 to <8 x double>*
  %wide.load38.1.epil.1 = load <8 x double>, <8 x double>* %778, align 8, !alias.scope !61
  %sunkaddr2610 = mul i64 %index.next.7.epil, 8
  %779 = bitcast double* %scevgep133 to i8*
  %sunkaddr2611 = getelementptr i8, i8* %779, i64 %sunkaddr2610
  %sunkaddr2612 = getelementptr i8, i8* %sunkaddr2611, i64 -1600
  %780 = bitcast i8* %sunkaddr2612 to <8 x double>*
  %wide.load39.1.epil.1 = load <8 x double>, <8 x double>* %780, align 8, !alias.scope !61
  %sunkaddr2613 = mul i64 %index.next.7.epil, 8
  %781 = bitcast double* %scevgep133 to i8*
  %sunkaddr2614 = getelementptr i8, i8* %781, i64 %sunkaddr2613
  %sunkaddr2615 = getelementptr i8, i8* %sunkaddr2614, i64 -1536
  %782 = bitcast i8* %sunkaddr2615 to <8 x double>*
  %wide.load40.1.epil.1 = load <8 x double>, <8 x double>* %782, align 8, !alias.scope !61
  %uglygep24037.1 = getelementptr double, double* %lsr.iv230, i64 288
  %uglygep240241.1 = bitcast double* %uglygep24037.1 to <8 x double>*
  store <8 x double> %wide.load.1.epil.1, <8 x double>* %uglygep240241.1, align 8, !alias.scope !64, !noalias !61
  %scevgep24238.1 = getelementptr double, double* %lsr.iv230, i64 296
  %783 = bitcast double* %scevgep24238.1 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.1, <8 x double>* %783, align 8, !alias.scope !64, !noalias !61
  %scevgep24339.1 = getelementptr double, double* %lsr.iv230, i64 304
  %784 = bitcast double* %scevgep24339.1 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.1, <8 x double>* %784, align 8, !alias.scope !64, !noalias !61
  %scevgep24440.1 = getelementptr double, double* %lsr.iv230, i64 312
  %785 = bitcast double* %scevgep24440.1 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.1, <8 x double>* %785, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2616 = mul i64 %index.next.7.epil, 8
  %786 = bitcast double* %scevgep133 to i8*
  %sunkaddr2617 = getelementptr i8, i8* %786, i64 %sunkaddr2616
  %sunkaddr2618 = getelementptr i8, i8* %sunkaddr2617, i64 -1472
  %787 = bitcast i8* %sunkaddr2618 to <8 x double>*
  %wide.load.2.epil.1 = load <8 x double>, <8 x double>* %787, align 8, !alias.scope !61
  %sunkaddr2619 = mul i64 %index.next.7.epil, 8
  %788 = bitcast double* %scevgep133 to i8*
  %sunkaddr2620 = getelementptr i8, i8* %788, i64 %sunkaddr2619
  %sunkaddr2621 = getelementptr i8, i8* %sunkaddr2620, i64 -1408
  %789 = bitcast i8* %sunkaddr2621 to <8 x double>*
  %wide.load38.2.epil.1 = load <8 x double>, <8 x double>* %789, align 8, !alias.scope !61
  %sunkaddr2622 = mul i64 %index.next.7.epil, 8
  %790 = bitcast double* %scevgep133 to i8*
  %sunkaddr2623 = getelementptr i8, i8* %790, i64 %sunkaddr2622
  %sunkaddr2624 = getelementptr i8, i8* %sunkaddr2623, i64 -1344
  %791 = bitcast i8* %sunkaddr2624 to <8 x double>*
  %wide.load39.2.epil.1 = load <8 x double>, <8 x double>* %791, align 8, !alias.scope !61
  %sunkaddr2625 = mul i64 %index.next.7.epil, 8
  %792 = bitcast double* %scevgep133 to i8*
  %sunkaddr2626 = getelementptr i8, i8* %792, i64 %sunkaddr2625
  %sunkaddr2627 = getelementptr i8, i8* %sunkaddr2626, i64 -1280
  %793 = bitcast i8* %sunkaddr2627 to <8 x double>*
  %wide.load40.2.epil.1 = load <8 x double>, <8 x double>* %793, align 8, !alias.scope !61
  %uglygep24541.1 = getelementptr double, double* %lsr.iv230, i64 320
  %uglygep245246.1 = bitcast double* %uglygep24541.1 to <8 x double>*
  store <8 x double> %wide.load.2.epil.1, <8 x double>* %uglygep245246.1, align 8, !alias.scope !64, !noalias !61
  %scevgep24742.1 = getelementptr double, double* %lsr.iv230, i64 328
  %794 = bitcast double* %scevgep24742.1 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.1, <8 x double>* %794, align 8, !alias.scope !64, !noalias !61
  %scevgep24843.1 = getelementptr double, double* %lsr.iv230, i64 336
  %795 = bitcast double* %scevgep24843.1 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.1, <8 x double>* %795, align 8, !alias.scope !64, !noalias !61
  %scevgep24944.1 = getelementptr double, double* %lsr.iv230, i64 344
  %796 = bitcast double* %scevgep24944.1 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.1, <8 x double>* %796, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2628 = mul i64 %index.next.7.epil, 8
  %797 = bitcast double* %scevgep133 to i8*
  %sunkaddr2629 = getelementptr i8, i8* %797, i64 %sunkaddr2628
  %sunkaddr2630 = getelementptr i8, i8* %sunkaddr2629, i64 -1216
  %798 = bitcast i8* %sunkaddr2630 to <8 x double>*
  %wide.load.3.epil.1 = load <8 x double>, <8 x double>* %798, align 8, !alias.scope !61
  %sunkaddr2631 = mul i64 %index.next.7.epil, 8
  %799 = bitcast double* %scevgep133 to i8*
  %sunkaddr2632 = getelementptr i8, i8* %799, i64 %sunkaddr2631
  %sunkaddr2633 = getelementptr i8, i8* %sunkaddr2632, i64 -1152
  %800 = bitcast i8* %sunkaddr2633 to <8 x double>*
  %wide.load38.3.epil.1 = load <8 x double>, <8 x double>* %800, align 8, !alias.scope !61
  %sunkaddr2634 = mul i64 %index.next.7.epil, 8
  %801 = bitcast double* %scevgep133 to i8*
  %sunkaddr2635 = getelementptr i8, i8* %801, i64 %sunkaddr2634
  %sunkaddr2636 = getelementptr i8, i8* %sunkaddr2635, i64 -1088
  %802 = bitcast i8* %sunkaddr2636 to <8 x double>*
  %wide.load39.3.epil.1 = load <8 x double>, <8 x double>* %802, align 8, !alias.scope !61
  %sunkaddr2637 = mul i64 %index.next.7.epil, 8
  %803 = bitcast double* %scevgep133 to i8*
  %sunkaddr2638 = getelementptr i8, i8* %803, i64 %sunkaddr2637
  %sunkaddr2639 = getelementptr i8, i8* %sunkaddr2638, i64 -1024
  %804 = bitcast i8* %sunkaddr2639 to <8 x double>*
  %wide.load40.3.epil.1 = load <8 x double>, <8 x double>* %804, align 8, !alias.scope !61
  %uglygep25045.1 = getelementptr double, double* %lsr.iv230, i64 352
  %uglygep250251.1 = bitcast double* %uglygep25045.1 to <8 x double>*
  store <8 x double> %wide.load.3.epil.1, <8 x double>* %uglygep250251.1, align 8, !alias.scope !64, !noalias !61
  %scevgep25246.1 = getelementptr double, double* %lsr.iv230, i64 360
  %805 = bitcast double* %scevgep25246.1 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.1, <8 x double>* %805, align 8, !alias.scope !64, !noalias !61
  %scevgep25347.1 = getelementptr double, double* %lsr.iv230, i64 368
  %806 = bitcast double* %scevgep25347.1 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.1, <8 x double>* %806, align 8, !alias.scope !64, !noalias !61
  %scevgep25448.1 = getelementptr double, double* %lsr.iv230, i64 376
  %807 = bitcast double* %scevgep25448.1 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.1, <8 x double>* %807, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2640 = mul i64 %index.next.7.epil, 8
  %808 = bitcast double* %scevgep133 to i8*
  %sunkaddr2641 = getelementptr i8, i8* %808, i64 %sunkaddr2640
  %sunkaddr2642 = getelementptr i8, i8* %sunkaddr2641, i64 -960
  %809 = bitcast i8* %sunkaddr2642 to <8 x double>*
  %wide.load.4.epil.1 = load <8 x double>, <8 x double>* %809, align 8, !alias.scope !61
  %sunkaddr2643 = mul i64 %index.next.7.epil, 8
  %810 = bitcast double* %scevgep133 to i8*
  %sunkaddr2644 = getelementptr i8, i8* %810, i64 %sunkaddr2643
  %sunkaddr2645 = getelementptr i8, i8* %sunkaddr2644, i64 -896
  %811 = bitcast i8* %sunkaddr2645 to <8 x double>*
  %wide.load38.4.epil.1 = load <8 x double>, <8 x double>* %811, align 8, !alias.scope !61
  %sunkaddr2646 = mul i64 %index.next.7.epil, 8
  %812 = bitcast double* %scevgep133 to i8*
  %sunkaddr2647 = getelementptr i8, i8* %812, i64 %sunkaddr2646
  %sunkaddr2648 = getelementptr i8, i8* %sunkaddr2647, i64 -832
  %813 = bitcast i8* %sunkaddr2648 to <8 x double>*
  %wide.load39.4.epil.1 = load <8 x double>, <8 x double>* %813, align 8, !alias.scope !61
  %sunkaddr2649 = mul i64 %index.next.7.epil, 8
  %814 = bitcast double* %scevgep133 to i8*
  %sunkaddr2650 = getelementptr i8, i8* %814, i64 %sunkaddr2649
  %sunkaddr2651 = getelementptr i8, i8* %sunkaddr2650, i64 -768
  %815 = bitcast i8* %sunkaddr2651 to <8 x double>*
  %wide.load40.4.epil.1 = load <8 x double>, <8 x double>* %815, align 8, !alias.scope !61
  %uglygep25549.1 = getelementptr double, double* %lsr.iv230, i64 384
  %uglygep255256.1 = bitcast double* %uglygep25549.1 to <8 x double>*
  store <8 x double> %wide.load.4.epil.1, <8 x double>* %uglygep255256.1, align 8, !alias.scope !64, !noalias !61
  %scevgep25750.1 = getelementptr double, double* %lsr.iv230, i64 392
  %816 = bitcast double* %scevgep25750.1 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.1, <8 x double>* %816, align 8, !alias.scope !64, !noalias !61
  %scevgep25851.1 = getelementptr double, double* %lsr.iv230, i64 400
  %817 = bitcast double* %scevgep25851.1 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.1, <8 x double>* %817, align 8, !alias.scope !64, !noalias !61
  %scevgep25952.1 = getelementptr double, double* %lsr.iv230, i64 408
  %818 = bitcast double* %scevgep25952.1 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.1, <8 x double>* %818, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2652 = mul i64 %index.next.7.epil, 8
  %819 = bitcast double* %scevgep133 to i8*
  %sunkaddr2653 = getelementptr i8, i8* %819, i64 %sunkaddr2652
  %sunkaddr2654 = getelementptr i8, i8* %sunkaddr2653, i64 -704
  %820 = bitcast i8* %sunkaddr2654 to <8 x double>*
  %wide.load.5.epil.1 = load <8 x double>, <8 x double>* %820, align 8, !alias.scope !61
  %sunkaddr2655 = mul i64 %index.next.7.epil, 8
  %821 = bitcast double* %scevgep133 to i8*
  %sunkaddr2656 = getelementptr i8, i8* %821, i64 %sunkaddr2655
  %sunkaddr2657 = getelementptr i8, i8* %sunkaddr2656, i64 -640
  %822 = bitcast i8* %sunkaddr2657 to <8 x double>*
  %wide.load38.5.epil.1 = load <8 x double>, <8 x double>* %822, align 8, !alias.scope !61
  %sunkaddr2658 = mul i64 %index.next.7.epil, 8
  %823 = bitcast double* %scevgep133 to i8*
  %sunkaddr2659 = getelementptr i8, i8* %823, i64 %sunkaddr2658
  %sunkaddr2660 = getelementptr i8, i8* %sunkaddr2659, i64 -576
  %824 = bitcast i8* %sunkaddr2660 to <8 x double>*
  %wide.load39.5.epil.1 = load <8 x double>, <8 x double>* %824, align 8, !alias.scope !61
  %sunkaddr2661 = mul i64 %index.next.7.epil, 8
  %825 = bitcast double* %scevgep133 to i8*
  %sunkaddr2662 = getelementptr i8, i8* %825, i64 %sunkaddr2661
  %sunkaddr2663 = getelementptr i8, i8* %sunkaddr2662, i64 -512
  %826 = bitcast i8* %sunkaddr2663 to <8 x double>*
  %wide.load40.5.epil.1 = load <8 x double>, <8 x double>* %826, align 8, !alias.scope !61
  %uglygep26053.1 = getelementptr double, double* %lsr.iv230, i64 416
  %uglygep260261.1 = bitcast double* %uglygep26053.1 to <8 x double>*
  store <8 x double> %wide.load.5.epil.1, <8 x double>* %uglygep260261.1, align 8, !alias.scope !64, !noalias !61
  %scevgep26254.1 = getelementptr double, double* %lsr.iv230, i64 424
  %827 = bitcast double* %scevgep26254.1 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.1, <8 x double>* %827, align 8, !alias.scope !64, !noalias !61
  %scevgep26355.1 = getelementptr double, double* %lsr.iv230, i64 432
  %828 = bitcast double* %scevgep26355.1 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.1, <8 x double>* %828, align 8, !alias.scope !64, !noalias !61
  %scevgep26456.1 = getelementptr double, double* %lsr.iv230, i64 440
  %829 = bitcast double* %scevgep26456.1 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.1, <8 x double>* %829, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2664 = mul i64 %index.next.7.epil, 8
  %830 = bitcast double* %scevgep133 to i8*
  %sunkaddr2665 = getelementptr i8, i8* %830, i64 %sunkaddr2664
  %sunkaddr2666 = getelementptr i8, i8* %sunkaddr2665, i64 -448
  %831 = bitcast i8* %sunkaddr2666 to <8 x double>*
  %wide.load.6.epil.1 = load <8 x double>, <8 x double>* %831, align 8, !alias.scope !61
  %sunkaddr2667 = mul i64 %index.next.7.epil, 8
  %832 = bitcast double* %scevgep133 to i8*
  %sunkaddr2668 = getelementptr i8, i8* %832, i64 %sunkaddr2667
  %sunkaddr2669 = getelementptr i8, i8* %sunkaddr2668, i64 -384
  %833 = bitcast i8* %sunkaddr2669 to <8 x double>*
  %wide.load38.6.epil.1 = load <8 x double>, <8 x double>* %833, align 8, !alias.scope !61
  %sunkaddr2670 = mul i64 %index.next.7.epil, 8
  %834 = bitcast double* %scevgep133 to i8*
  %sunkaddr2671 = getelementptr i8, i8* %834, i64 %sunkaddr2670
  %sunkaddr2672 = getelementptr i8, i8* %sunkaddr2671, i64 -320
  %835 = bitcast i8* %sunkaddr2672 to <8 x double>*
  %wide.load39.6.epil.1 = load <8 x double>, <8 x double>* %835, align 8, !alias.scope !61
  %sunkaddr2673 = mul i64 %index.next.7.epil, 8
  %836 = bitcast double* %scevgep133 to i8*
  %sunkaddr2674 = getelementptr i8, i8* %836, i64 %sunkaddr2673
  %sunkaddr2675 = getelementptr i8, i8* %sunkaddr2674, i64 -256
  %837 = bitcast i8* %sunkaddr2675 to <8 x double>*
  %wide.load40.6.epil.1 = load <8 x double>, <8 x double>* %837, align 8, !alias.scope !61
  %uglygep26557.1 = getelementptr double, double* %lsr.iv230, i64 448
  %uglygep265266.1 = bitcast double* %uglygep26557.1 to <8 x double>*
  store <8 x double> %wide.load.6.epil.1, <8 x double>* %uglygep265266.1, align 8, !alias.scope !64, !noalias !61
  %scevgep26758.1 = getelementptr double, double* %lsr.iv230, i64 456
  %838 = bitcast double* %scevgep26758.1 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.1, <8 x double>* %838, align 8, !alias.scope !64, !noalias !61
  %scevgep26859.1 = getelementptr double, double* %lsr.iv230, i64 464
  %839 = bitcast double* %scevgep26859.1 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.1, <8 x double>* %839, align 8, !alias.scope !64, !noalias !61
  %scevgep26960.1 = getelementptr double, double* %lsr.iv230, i64 472
  %840 = bitcast double* %scevgep26960.1 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.1, <8 x double>* %840, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2676 = mul i64 %index.next.7.epil, 8
  %841 = bitcast double* %scevgep133 to i8*
  %sunkaddr2677 = getelementptr i8, i8* %841, i64 %sunkaddr2676
  %sunkaddr2678 = getelementptr i8, i8* %sunkaddr2677, i64 -192
  %842 = bitcast i8* %sunkaddr2678 to <8 x double>*
  %wide.load.7.epil.1 = load <8 x double>, <8 x double>* %842, align 8, !alias.scope !61
  %sunkaddr2679 = mul i64 %index.next.7.epil, 8
  %843 = bitcast double* %scevgep133 to i8*
  %sunkaddr2680 = getelementptr i8, i8* %843, i64 %sunkaddr2679
  %sunkaddr2681 = getelementptr i8, i8* %sunkaddr2680, i64 -128
  %844 = bitcast i8* %sunkaddr2681 to <8 x double>*
  %wide.load38.7.epil.1 = load <8 x double>, <8 x double>* %844, align 8, !alias.scope !61
  %sunkaddr2682 = mul i64 %index.next.7.epil, 8
  %845 = bitcast double* %scevgep133 to i8*
  %sunkaddr2683 = getelementptr i8, i8* %845, i64 %sunkaddr2682
  %sunkaddr2684 = getelementptr i8, i8* %sunkaddr2683, i64 -64
  %846 = bitcast i8* %sunkaddr2684 to <8 x double>*
  %wide.load39.7.epil.1 = load <8 x double>, <8 x double>* %846, align 8, !alias.scope !61
  %scevgep206.1 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil
  %scevgep206207.1 = bitcast double* %scevgep206.1 to <8 x double>*
  %wide.load40.7.epil.1 = load <8 x double>, <8 x double>* %scevgep206207.1, align 8, !alias.scope !61
  %uglygep27061.1 = getelementptr double, double* %lsr.iv230, i64 480
  %uglygep270271.1 = bitcast double* %uglygep27061.1 to <8 x double>*
  store <8 x double> %wide.load.7.epil.1, <8 x double>* %uglygep270271.1, align 8, !alias.scope !64, !noalias !61
  %scevgep27262.1 = getelementptr double, double* %lsr.iv230, i64 488
  %847 = bitcast double* %scevgep27262.1 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.1, <8 x double>* %847, align 8, !alias.scope !64, !noalias !61
  %scevgep27363.1 = getelementptr double, double* %lsr.iv230, i64 496
  %848 = bitcast double* %scevgep27363.1 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.1, <8 x double>* %848, align 8, !alias.scope !64, !noalias !61
  %scevgep27464.1 = getelementptr double, double* %lsr.iv230, i64 504
  %849 = bitcast double* %scevgep27464.1 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.1, <8 x double>* %849, align 8, !alias.scope !64, !noalias !61
  %index.next.7.epil.1 = or i64 %index.epil46, 512
  %scevgep23219.1 = getelementptr double, double* %lsr.iv230, i64 512
  %lsr.iv230233.2 = bitcast double* %scevgep23219.1 to <8 x double>*
  %scevgep228.2 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.1
  %850 = bitcast double* %scevgep228.2 to <8 x double>*
  %wide.load.epil47.2 = load <8 x double>, <8 x double>* %850, align 8, !alias.scope !61
  %sunkaddr2685 = mul i64 %index.next.7.epil.1, 8
  %851 = bitcast double* %scevgep133 to i8*
  %sunkaddr2686 = getelementptr i8, i8* %851, i64 %sunkaddr2685
  %sunkaddr2687 = getelementptr i8, i8* %sunkaddr2686, i64 -1920
  %852 = bitcast i8* %sunkaddr2687 to <8 x double>*
  %wide.load38.epil48.2 = load <8 x double>, <8 x double>* %852, align 8, !alias.scope !61
  %sunkaddr2688 = mul i64 %index.next.7.epil.1, 8
  %853 = bitcast double* %scevgep133 to i8*
  %sunkaddr2689 = getelementptr i8, i8* %853, i64 %sunkaddr2688
  %sunkaddr2690 = getelementptr i8, i8* %sunkaddr2689, i64 -1856
  %854 = bitcast i8* %sunkaddr2690 to <8 x double>*
  %wide.load39.epil49.2 = load <8 x double>, <8 x double>* %854, align 8, !alias.scope !61
  %sunkaddr2691 = mul i64 %index.next.7.epil.1, 8
  %855 = bitcast double* %scevgep133 to i8*
  %sunkaddr2692 = getelementptr i8, i8* %855, i64 %sunkaddr2691
  %sunkaddr2693 = getelementptr i8, i8* %sunkaddr2692, i64 -1792
  %856 = bitcast i8* %sunkaddr2693 to <8 x double>*
  %wide.load40.epil50.2 = load <8 x double>, <8 x double>* %856, align 8, !alias.scope !61
  store <8 x double> %wide.load.epil47.2, <8 x double>* %lsr.iv230233.2, align 8, !alias.scope !64, !noalias !61
  %scevgep236.2 = getelementptr double, double* %lsr.iv230, i64 520
  %857 = bitcast double* %scevgep236.2 to <8 x double>*
  store <8 x double> %wide.load38.epil48.2, <8 x double>* %857, align 8, !alias.scope !64, !noalias !61
  %scevgep237.2 = getelementptr double, double* %lsr.iv230, i64 528
  %858 = bitcast double* %scevgep237.2 to <8 x double>*
  store <8 x double> %wide.load39.epil49.2, <8 x double>* %858, align 8, !alias.scope !64, !noalias !61
  %scevgep238.2 = getelementptr double, double* %lsr.iv230, i64 536
  %859 = bitcast double* %scevgep238.2 to <8 x double>*
  store <8 x double> %wide.load40.epil50.2, <8 x double>* %859, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2694 = mul i64 %index.next.7.epil.1, 8
  %860 = bitcast double* %scevgep133 to i8*
  %sunkaddr2695 = getelementptr i8, i8* %860, i64 %sunkaddr2694
  %sunkaddr2696 = getelementptr i8, i8* %sunkaddr2695, i64 -1728
  %861 = bitcast i8* %sunkaddr2696 to <8 x double>*
  %wide.load.1.epil.2 = load <8 x double>, <8 x double>* %861, align 8, !alias.scope !61
  %sunkaddr2697 = mul i64 %index.next.7.epil.1, 8
  %862 = bitcast double* %scevgep133 to i8*
  %sunkaddr2698 = getelementptr i8, i8* %862, i64 %sunkaddr2697
  %sunkaddr2699 = getelementptr i8, i8* %sunkaddr2698, i64 -1664
  %863 = bitcast i8* %sunkaddr2699 to <8 x double>*
  %wide.load38.1.epil.2 = load <8 x double>, <8 x double>* %863, align 8, !alias.scope !61
  %sunkaddr2700 = mul i64 %index.next.7.epil.1, 8
  %864 = bitcast double* %scevgep133 to i8*
  %sunkaddr2701 = getelementptr i8, i8* %864, i64 %sunkaddr2700
  %sunkaddr2702 = getelementptr i8, i8* %sunkaddr2701, i64 -1600
  %865 = bitcast i8* %sunkaddr2702 to <8 x double>*
  %wide.load39.1.epil.2 = load <8 x double>, <8 x double>* %865, align 8, !alias.scope !61
  %sunkaddr2703 = mul i64 %index.next.7.epil.1, 8
  %866 = bitcast double* %scevgep133 to i8*
  %sunkaddr2704 = getelementptr i8, i8* %866, i64 %sunkaddr2703
  %sunkaddr2705 = getelementptr i8, i8* %sunkaddr2704, i64 -1536
  %867 = bitcast i8* %sunkaddr2705 to <8 x double>*
  %wide.load40.1.epil.2 = load <8 x double>, <8 x double>* %867, align 8, !alias.scope !61
  %uglygep24037.2 = getelementptr double, double* %lsr.iv230, i64 544
  %uglygep240241.2 = bitcast double* %uglygep24037.2 to <8 x double>*
  store <8 x double> %wide.load.1.epil.2, <8 x double>* %uglygep240241.2, align 8, !alias.scope !64, !noalias !61
  %scevgep24238.2 = getelementptr double, double* %lsr.iv230, i64 552
  %868 = bitcast double* %scevgep24238.2 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.2, <8 x double>* %868, align 8, !alias.scope !64, !noalias !61
  %scevgep24339.2 = getelementptr double, double* %lsr.iv230, i64 560
  %869 = bitcast double* %scevgep24339.2 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.2, <8 x double>* %869, align 8, !alias.scope !64, !noalias !61
  %scevgep24440.2 = getelementptr double, double* %lsr.iv230, i64 568
  %870 = bitcast double* %scevgep24440.2 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.2, <8 x double>* %870, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2706 = mul i64 %index.next.7.epil.1, 8
  %871 = bitcast double* %scevgep133 to i8*
  %sunkaddr2707 = getelementptr i8, i8* %871, i64 %sunkaddr2706
  %sunkaddr2708 = getelementptr i8, i8* %sunkaddr2707, i64 -1472
  %872 = bitcast i8* %sunkaddr2708 to <8 x double>*
  %wide.load.2.epil.2 = load <8 x double>, <8 x double>* %872, align 8, !alias.scope !61
  %sunkaddr2709 = mul i64 %index.next.7.epil.1, 8
  %873 = bitcast double* %scevgep133 to i8*
  %sunkaddr2710 = getelementptr i8, i8* %873, i64 %sunkaddr2709
  %sunkaddr2711 = getelementptr i8, i8* %sunkaddr2710, i64 -1408
  %874 = bitcast i8* %sunkaddr2711 to <8 x double>*
  %wide.load38.2.epil.2 = load <8 x double>, <8 x double>* %874, align 8, !alias.scope !61
  %sunkaddr2712 = mul i64 %index.next.7.epil.1, 8
  %875 = bitcast double* %scevgep133 to i8*
  %sunkaddr2713 = getelementptr i8, i8* %875, i64 %sunkaddr2712
  %sunkaddr2714 = getelementptr i8, i8* %sunkaddr2713, i64 -1344
  %876 = bitcast i8* %sunkaddr2714 to <8 x double>*
  %wide.load39.2.epil.2 = load <8 x double>, <8 x double>* %876, align 8, !alias.scope !61
  %sunkaddr2715 = mul i64 %index.next.7.epil.1, 8
  %877 = bitcast double* %scevgep133 to i8*
  %sunkaddr2716 = getelementptr i8, i8* %877, i64 %sunkaddr2715
  %sunkaddr2717 = getelementptr i8, i8* %sunkaddr2716, i64 -1280
  %878 = bitcast i8* %sunkaddr2717 to <8 x double>*
  %wide.load40.2.epil.2 = load <8 x double>, <8 x double>* %878, align 8, !alias.scope !61
  %uglygep24541.2 = getelementptr double, double* %lsr.iv230, i64 576
  %uglygep245246.2 = bitcast double* %uglygep24541.2 to <8 x double>*
  store <8 x double> %wide.load.2.epil.2, <8 x double>* %uglygep245246.2, align 8, !alias.scope !64, !noalias !61
  %scevgep24742.2 = getelementptr double, double* %lsr.iv230, i64 584
  %879 = bitcast double* %scevgep24742.2 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.2, <8 x double>* %879, align 8, !alias.scope !64, !noalias !61
  %scevgep24843.2 = getelementptr double, double* %lsr.iv230, i64 592
  %880 = bitcast double* %scevgep24843.2 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.2, <8 x double>* %880, align 8, !alias.scope !64, !noalias !61
  %scevgep24944.2 = getelementptr double, double* %lsr.iv230, i64 600
  %881 = bitcast double* %scevgep24944.2 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.2, <8 x double>* %881, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2718 = mul i64 %index.next.7.epil.1, 8
  %882 = bitcast double* %scevgep133 to i8*
  %sunkaddr2719 = getelementptr i8, i8* %882, i64 %sunkaddr2718
  %sunkaddr2720 = getelementptr i8, i8* %sunkaddr2719, i64 -1216
  %883 = bitcast i8* %sunkaddr2720 to <8 x double>*
  %wide.load.3.epil.2 = load <8 x double>, <8 x double>* %883, align 8, !alias.scope !61
  %sunkaddr2721 = mul i64 %index.next.7.epil.1, 8
  %884 = bitcast double* %scevgep133 to i8*
  %sunkaddr2722 = getelementptr i8, i8* %884, i64 %sunkaddr2721
  %sunkaddr2723 = getelementptr i8, i8* %sunkaddr2722, i64 -1152
  %885 = bitcast i8* %sunkaddr2723 to <8 x double>*
  %wide.load38.3.epil.2 = load <8 x double>, <8 x double>* %885, align 8, !alias.scope !61
  %sunkaddr2724 = mul i64 %index.next.7.epil.1, 8
  %886 = bitcast double* %scevgep133 to i8*
  %sunkaddr2725 = getelementptr i8, i8* %886, i64 %sunkaddr2724
  %sunkaddr2726 = getelementptr i8, i8* %sunkaddr2725, i64 -1088
  %887 = bitcast i8* %sunkaddr2726 to <8 x double>*
  %wide.load39.3.epil.2 = load <8 x double>, <8 x double>* %887, align 8, !alias.scope !61
  %sunkaddr2727 = mul i64 %index.next.7.epil.1, 8
  %888 = bitcast double* %scevgep133 to i8*
  %sunkaddr2728 = getelementptr i8, i8* %888, i64 %sunkaddr2727
  %sunkaddr2729 = getelementptr i8, i8* %sunkaddr2728, i64 -1024
  %889 = bitcast i8* %sunkaddr2729 to <8 x double>*
  %wide.load40.3.epil.2 = load <8 x double>, <8 x double>* %889, align 8, !alias.scope !61
  %uglygep25045.2 = getelementptr double, double* %lsr.iv230, i64 608
  %uglygep250251.2 = bitcast double* %uglygep25045.2 to <8 x double>*
  store <8 x double> %wide.load.3.epil.2, <8 x double>* %uglygep250251.2, align 8, !alias.scope !64, !noalias !61
  %scevgep25246.2 = getelementptr double, double* %lsr.iv230, i64 616
  %890 = bitcast double* %scevgep25246.2 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.2, <8 x double>* %890, align 8, !alias.scope !64, !noalias !61
  %scevgep25347.2 = getelementptr double, double* %lsr.iv230, i64 624
  %891 = bitcast double* %scevgep25347.2 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.2, <8 x double>* %891, align 8, !alias.scope !64, !noalias !61
  %scevgep25448.2 = getelementptr double, double* %lsr.iv230, i64 632
  %892 = bitcast double* %scevgep25448.2 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.2, <8 x double>* %892, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2730 = mul i64 %index.next.7.epil.1, 8
  %893 = bitcast double* %scevgep133 to i8*
  %sunkaddr2731 = getelementptr i8, i8* %893, i64 %sunkaddr2730
  %sunkaddr2732 = getelementptr i8, i8* %sunkaddr2731, i64 -960
  %894 = bitcast i8* %sunkaddr2732 to <8 x double>*
  %wide.load.4.epil.2 = load <8 x double>, <8 x double>* %894, align 8, !alias.scope !61
  %sunkaddr2733 = mul i64 %index.next.7.epil.1, 8
  %895 = bitcast double* %scevgep133 to i8*
  %sunkaddr2734 = getelementptr i8, i8* %895, i64 %sunkaddr2733
  %sunkaddr2735 = getelementptr i8, i8* %sunkaddr2734, i64 -896
  %896 = bitcast i8* %sunkaddr2735 to <8 x double>*
  %wide.load38.4.epil.2 = load <8 x double>, <8 x double>* %896, align 8, !alias.scope !61
  %sunkaddr2736 = mul i64 %index.next.7.epil.1, 8
  %897 = bitcast double* %scevgep133 to i8*
  %sunkaddr2737 = getelementptr i8, i8* %897, i64 %sunkaddr2736
  %sunkaddr2738 = getelementptr i8, i8* %sunkaddr2737, i64 -832
  %898 = bitcast i8* %sunkaddr2738 to <8 x double>*
  %wide.load39.4.epil.2 = load <8 x double>, <8 x double>* %898, align 8, !alias.scope !61
  %sunkaddr2739 = mul i64 %index.next.7.epil.1, 8
  %899 = bitcast double* %scevgep133 to i8*
  %sunkaddr2740 = getelementptr i8, i8* %899, i64 %sunkaddr2739
  %sunkaddr2741 = getelementptr i8, i8* %sunkaddr2740, i64 -768
  %900 = bitcast i8* %sunkaddr2741 to <8 x double>*
  %wide.load40.4.epil.2 = load <8 x double>, <8 x double>* %900, align 8, !alias.scope !61
  %uglygep25549.2 = getelementptr double, double* %lsr.iv230, i64 640
  %uglygep255256.2 = bitcast double* %uglygep25549.2 to <8 x double>*
  store <8 x double> %wide.load.4.epil.2, <8 x double>* %uglygep255256.2, align 8, !alias.scope !64, !noalias !61
  %scevgep25750.2 = getelementptr double, double* %lsr.iv230, i64 648
  %901 = bitcast double* %scevgep25750.2 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.2, <8 x double>* %901, align 8, !alias.scope !64, !noalias !61
  %scevgep25851.2 = getelementptr double, double* %lsr.iv230, i64 656
  %902 = bitcast double* %scevgep25851.2 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.2, <8 x double>* %902, align 8, !alias.scope !64, !noalias !61
  %scevgep25952.2 = getelementptr double, double* %lsr.iv230, i64 664
  %903 = bitcast double* %scevgep25952.2 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.2, <8 x double>* %903, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2742 = mul i64 %index.next.7.epil.1, 8
  %904 = bitcast double* %scevgep133 to i8*
  %sunkaddr2743 = getelementptr i8, i8* %904, i64 %sunkaddr2742
  %sunkaddr2744 = getelementptr i8, i8* %sunkaddr2743, i64 -704
  %905 = bitcast i8* %sunkaddr2744 to <8 x double>*
  %wide.load.5.epil.2 = load <8 x double>, <8 x double>* %905, align 8, !alias.scope !61
  %sunkaddr2745 = mul i64 %index.next.7.epil.1, 8
  %906 = bitcast double* %scevgep133 to i8*
  %sunkaddr2746 = getelementptr i8, i8* %906, i64 %sunkaddr2745
  %sunkaddr2747 = getelementptr i8, i8* %sunkaddr2746, i64 -640
  %907 = bitcast i8* %sunkaddr2747 to <8 x double>*
  %wide.load38.5.epil.2 = load <8 x double>, <8 x double>* %907, align 8, !alias.scope !61
  %sunkaddr2748 = mul i64 %index.next.7.epil.1, 8
  %908 = bitcast double* %scevgep133 to i8*
  %sunkaddr2749 = getelementptr i8, i8* %908, i64 %sunkaddr2748
  %sunkaddr2750 = getelementptr i8, i8* %sunkaddr2749, i64 -576
  %909 = bitcast i8* %sunkaddr2750 to <8 x double>*
  %wide.load39.5.epil.2 = load <8 x double>, <8 x double>* %909, align 8, !alias.scope !61
  %sunkaddr2751 = mul i64 %index.next.7.epil.1, 8
  %910 = bitcast double* %scevgep133 to i8*
  %sunkaddr2752 = getelementptr i8, i8* %910, i64 %sunkaddr2751
  %sunkaddr2753 = getelementptr i8, i8* %sunkaddr2752, i64 -512
  %911 = bitcast i8* %sunkaddr2753 to <8 x double>*
  %wide.load40.5.epil.2 = load <8 x double>, <8 x double>* %911, align 8, !alias.scope !61
  %uglygep26053.2 = getelementptr double, double* %lsr.iv230, i64 672
  %uglygep260261.2 = bitcast double* %uglygep26053.2 to <8 x double>*
  store <8 x double> %wide.load.5.epil.2, <8 x double>* %uglygep260261.2, align 8, !alias.scope !64, !noalias !61
  %scevgep26254.2 = getelementptr double, double* %lsr.iv230, i64 680
  %912 = bitcast double* %scevgep26254.2 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.2, <8 x double>* %912, align 8, !alias.scope !64, !noalias !61
  %scevgep26355.2 = getelementptr double, double* %lsr.iv230, i64 688
  %913 = bitcast double* %scevgep26355.2 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.2, <8 x double>* %913, align 8, !alias.scope !64, !noalias !61
  %scevgep26456.2 = getelementptr double, double* %lsr.iv230, i64 696
  %914 = bitcast double* %scevgep26456.2 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.2, <8 x double>* %914, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2754 = mul i64 %index.next.7.epil.1, 8
  %915 = bitcast double* %scevgep133 to i8*
  %sunkaddr2755 = getelementptr i8, i8* %915, i64 %sunkaddr2754
  %sunkaddr2756 = getelementptr i8, i8* %sunkaddr2755, i64 -448
  %916 = bitcast i8* %sunkaddr2756 to <8 x double>*
  %wide.load.6.epil.2 = load <8 x double>, <8 x double>* %916, align 8, !alias.scope !61
  %sunkaddr2757 = mul i64 %index.next.7.epil.1, 8
  %917 = bitcast double* %scevgep133 to i8*
  %sunkaddr2758 = getelementptr i8, i8* %917, i64 %sunkaddr2757
  %sunkaddr2759 = getelementptr i8, i8* %sunkaddr2758, i64 -384
  %918 = bitcast i8* %sunkaddr2759 to <8 x double>*
  %wide.load38.6.epil.2 = load <8 x double>, <8 x double>* %918, align 8, !alias.scope !61
  %sunkaddr2760 = mul i64 %index.next.7.epil.1, 8
  %919 = bitcast double* %scevgep133 to i8*
  %sunkaddr2761 = getelementptr i8, i8* %919, i64 %sunkaddr2760
  %sunkaddr2762 = getelementptr i8, i8* %sunkaddr2761, i64 -320
  %920 = bitcast i8* %sunkaddr2762 to <8 x double>*
  %wide.load39.6.epil.2 = load <8 x double>, <8 x double>* %920, align 8, !alias.scope !61
  %sunkaddr2763 = mul i64 %index.next.7.epil.1, 8
  %921 = bitcast double* %scevgep133 to i8*
  %sunkaddr2764 = getelementptr i8, i8* %921, i64 %sunkaddr2763
  %sunkaddr2765 = getelementptr i8, i8* %sunkaddr2764, i64 -256
  %922 = bitcast i8* %sunkaddr2765 to <8 x double>*
  %wide.load40.6.epil.2 = load <8 x double>, <8 x double>* %922, align 8, !alias.scope !61
  %uglygep26557.2 = getelementptr double, double* %lsr.iv230, i64 704
  %uglygep265266.2 = bitcast double* %uglygep26557.2 to <8 x double>*
  store <8 x double> %wide.load.6.epil.2, <8 x double>* %uglygep265266.2, align 8, !alias.scope !64, !noalias !61
  %scevgep26758.2 = getelementptr double, double* %lsr.iv230, i64 712
  %923 = bitcast double* %scevgep26758.2 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.2, <8 x double>* %923, align 8, !alias.scope !64, !noalias !61
  %scevgep26859.2 = getelementptr double, double* %lsr.iv230, i64 720
  %924 = bitcast double* %scevgep26859.2 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.2, <8 x double>* %924, align 8, !alias.scope !64, !noalias !61
  %scevgep26960.2 = getelementptr double, double* %lsr.iv230, i64 728
  %925 = bitcast double* %scevgep26960.2 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.2, <8 x double>* %925, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2766 = mul i64 %index.next.7.epil.1, 8
  %926 = bitcast double* %scevgep133 to i8*
  %sunkaddr2767 = getelementptr i8, i8* %926, i64 %sunkaddr2766
  %sunkaddr2768 = getelementptr i8, i8* %sunkaddr2767, i64 -192
  %927 = bitcast i8* %sunkaddr2768 to <8 x double>*
  %wide.load.7.epil.2 = load <8 x double>, <8 x double>* %927, align 8, !alias.scope !61
  %sunkaddr2769 = mul i64 %index.next.7.epil.1, 8
  %928 = bitcast double* %scevgep133 to i8*
  %sunkaddr2770 = getelementptr i8, i8* %928, i64 %sunkaddr2769
  %sunkaddr2771 = getelementptr i8, i8* %sunkaddr2770, i64 -128
  %929 = bitcast i8* %sunkaddr2771 to <8 x double>*
  %wide.load38.7.epil.2 = load <8 x double>, <8 x double>* %929, align 8, !alias.scope !61
  %sunkaddr2772 = mul i64 %index.next.7.epil.1, 8
  %930 = bitcast double* %scevgep133 to i8*
  %sunkaddr2773 = getelementptr i8, i8* %930, i64 %sunkaddr2772
  %sunkaddr2774 = getelementptr i8, i8* %sunkaddr2773, i64 -64
  %931 = bitcast i8* %sunkaddr2774 to <8 x double>*
  %wide.load39.7.epil.2 = load <8 x double>, <8 x double>* %931, align 8, !alias.scope !61
  %scevgep206.2 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.1
  %scevgep206207.2 = bitcast double* %scevgep206.2 to <8 x double>*
  %wide.load40.7.epil.2 = load <8 x double>, <8 x double>* %scevgep206207.2, align 8, !alias.scope !61
  %uglygep27061.2 = getelementptr double, double* %lsr.iv230, i64 736
  %uglygep270271.2 = bitcast double* %uglygep27061.2 to <8 x double>*
  store <8 x double> %wide.load.7.epil.2, <8 x double>* %uglygep270271.2, align 8, !alias.scope !64, !noalias !61
  %scevgep27262.2 = getelementptr double, double* %lsr.iv230, i64 744
  %932 = bitcast double* %scevgep27262.2 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.2, <8 x double>* %932, align 8, !alias.scope !64, !noalias !61
  %scevgep27363.2 = getelementptr double, double* %lsr.iv230, i64 752
  %933 = bitcast double* %scevgep27363.2 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.2, <8 x double>* %933, align 8, !alias.scope !64, !noalias !61
  %scevgep27464.2 = getelementptr double, double* %lsr.iv230, i64 760
  %934 = bitcast double* %scevgep27464.2 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.2, <8 x double>* %934, align 8, !alias.scope !64, !noalias !61
  %index.next.7.epil.2 = or i64 %index.epil46, 768
  %scevgep23219.2 = getelementptr double, double* %lsr.iv230, i64 768
  %lsr.iv230233.3 = bitcast double* %scevgep23219.2 to <8 x double>*
  %scevgep228.3 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.2
  %935 = bitcast double* %scevgep228.3 to <8 x double>*
  %wide.load.epil47.3 = load <8 x double>, <8 x double>* %935, align 8, !alias.scope !61
  %sunkaddr2775 = mul i64 %index.next.7.epil.2, 8
  %936 = bitcast double* %scevgep133 to i8*
  %sunkaddr2776 = getelementptr i8, i8* %936, i64 %sunkaddr2775
  %sunkaddr2777 = getelementptr i8, i8* %sunkaddr2776, i64 -1920
  %937 = bitcast i8* %sunkaddr2777 to <8 x double>*
  %wide.load38.epil48.3 = load <8 x double>, <8 x double>* %937, align 8, !alias.scope !61
  %sunkaddr2778 = mul i64 %index.next.7.epil.2, 8
  %938 = bitcast double* %scevgep133 to i8*
  %sunkaddr2779 = getelementptr i8, i8* %938, i64 %sunkaddr2778
  %sunkaddr2780 = getelementptr i8, i8* %sunkaddr2779, i64 -1856
  %939 = bitcast i8* %sunkaddr2780 to <8 x double>*
  %wide.load39.epil49.3 = load <8 x double>, <8 x double>* %939, align 8, !alias.scope !61
  %sunkaddr2781 = mul i64 %index.next.7.epil.2, 8
  %940 = bitcast double* %scevgep133 to i8*
  %sunkaddr2782 = getelementptr i8, i8* %940, i64 %sunkaddr2781
  %sunkaddr2783 = getelementptr i8, i8* %sunkaddr2782, i64 -1792
  %941 = bitcast i8* %sunkaddr2783 to <8 x double>*
  %wide.load40.epil50.3 = load <8 x double>, <8 x double>* %941, align 8, !alias.scope !61
  store <8 x double> %wide.load.epil47.3, <8 x double>* %lsr.iv230233.3, align 8, !alias.scope !64, !noalias !61
  %scevgep236.3 = getelementptr double, double* %lsr.iv230, i64 776
  %942 = bitcast double* %scevgep236.3 to <8 x double>*
  store <8 x double> %wide.load38.epil48.3, <8 x double>* %942, align 8, !alias.scope !64, !noalias !61
  %scevgep237.3 = getelementptr double, double* %lsr.iv230, i64 784
  %943 = bitcast double* %scevgep237.3 to <8 x double>*
  store <8 x double> %wide.load39.epil49.3, <8 x double>* %943, align 8, !alias.scope !64, !noalias !61
  %scevgep238.3 = getelementptr double, double* %lsr.iv230, i64 792
  %944 = bitcast double* %scevgep238.3 to <8 x double>*
  store <8 x double> %wide.load40.epil50.3, <8 x double>* %944, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2784 = mul i64 %index.next.7.epil.2, 8
  %945 = bitcast double* %scevgep133 to i8*
  %sunkaddr2785 = getelementptr i8, i8* %945, i64 %sunkaddr2784
  %sunkaddr2786 = getelementptr i8, i8* %sunkaddr2785, i64 -1728
  %946 = bitcast i8* %sunkaddr2786 to <8 x double>*
  %wide.load.1.epil.3 = load <8 x double>, <8 x double>* %946, align 8, !alias.scope !61
  %sunkaddr2787 = mul i64 %index.next.7.epil.2, 8
  %947 = bitcast double* %scevgep133 to i8*
  %sunkaddr2788 = getelementptr i8, i8* %947, i64 %sunkaddr2787
  %sunkaddr2789 = getelementptr i8, i8* %sunkaddr2788, i64 -1664
  %948 = bitcast i8* %sunkaddr2789 to <8 x double>*
  %wide.load38.1.epil.3 = load <8 x double>, <8 x double>* %948, align 8, !alias.scope !61
  %sunkaddr2790 = mul i64 %index.next.7.epil.2, 8
  %949 = bitcast double* %scevgep133 to i8*
  %sunkaddr2791 = getelementptr i8, i8* %949, i64 %sunkaddr2790
  %sunkaddr2792 = getelementptr i8, i8* %sunkaddr2791, i64 -1600
  %950 = bitcast i8* %sunkaddr2792 to <8 x double>*
  %wide.load39.1.epil.3 = load <8 x double>, <8 x double>* %950, align 8, !alias.scope !61
  %sunkaddr2793 = mul i64 %index.next.7.epil.2, 8
  %951 = bitcast double* %scevgep133 to i8*
  %sunkaddr2794 = getelementptr i8, i8* %951, i64 %sunkaddr2793
  %sunkaddr2795 = getelementptr i8, i8* %sunkaddr2794, i64 -1536
  %952 = bitcast i8* %sunkaddr2795 to <8 x double>*
  %wide.load40.1.epil.3 = load <8 x double>, <8 x double>* %952, align 8, !alias.scope !61
  %uglygep24037.3 = getelementptr double, double* %lsr.iv230, i64 800
  %uglygep240241.3 = bitcast double* %uglygep24037.3 to <8 x double>*
  store <8 x double> %wide.load.1.epil.3, <8 x double>* %uglygep240241.3, align 8, !alias.scope !64, !noalias !61
  %scevgep24238.3 = getelementptr double, double* %lsr.iv230, i64 808
  %953 = bitcast double* %scevgep24238.3 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.3, <8 x double>* %953, align 8, !alias.scope !64, !noalias !61
  %scevgep24339.3 = getelementptr double, double* %lsr.iv230, i64 816
  %954 = bitcast double* %scevgep24339.3 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.3, <8 x double>* %954, align 8, !alias.scope !64, !noalias !61
  %scevgep24440.3 = getelementptr double, double* %lsr.iv230, i64 824
  %955 = bitcast double* %scevgep24440.3 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.3, <8 x double>* %955, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2796 = mul i64 %index.next.7.epil.2, 8
  %956 = bitcast double* %scevgep133 to i8*
  %sunkaddr2797 = getelementptr i8, i8* %956, i64 %sunkaddr2796
  %sunkaddr2798 = getelementptr i8, i8* %sunkaddr2797, i64 -1472
  %957 = bitcast i8* %sunkaddr2798 to <8 x double>*
  %wide.load.2.epil.3 = load <8 x double>, <8 x double>* %957, align 8, !alias.scope !61
  %sunkaddr2799 = mul i64 %index.next.7.epil.2, 8
  %958 = bitcast double* %scevgep133 to i8*
  %sunkaddr2800 = getelementptr i8, i8* %958, i64 %sunkaddr2799
  %sunkaddr2801 = getelementptr i8, i8* %sunkaddr2800, i64 -1408
  %959 = bitcast i8* %sunkaddr2801 to <8 x double>*
  %wide.load38.2.epil.3 = load <8 x double>, <8 x double>* %959, align 8, !alias.scope !61
  %sunkaddr2802 = mul i64 %index.next.7.epil.2, 8
  %960 = bitcast double* %scevgep133 to i8*
  %sunkaddr2803 = getelementptr i8, i8* %960, i64 %sunkaddr2802
  %sunkaddr2804 = getelementptr i8, i8* %sunkaddr2803, i64 -1344
  %961 = bitcast i8* %sunkaddr2804 to <8 x double>*
  %wide.load39.2.epil.3 = load <8 x double>, <8 x double>* %961, align 8, !alias.scope !61
  %sunkaddr2805 = mul i64 %index.next.7.epil.2, 8
  %962 = bitcast double* %scevgep133 to i8*
  %sunkaddr2806 = getelementptr i8, i8* %962, i64 %sunkaddr2805
  %sunkaddr2807 = getelementptr i8, i8* %sunkaddr2806, i64 -1280
  %963 = bitcast i8* %sunkaddr2807 to <8 x double>*
  %wide.load40.2.epil.3 = load <8 x double>, <8 x double>* %963, align 8, !alias.scope !61
  %uglygep24541.3 = getelementptr double, double* %lsr.iv230, i64 832
  %uglygep245246.3 = bitcast double* %uglygep24541.3 to <8 x double>*
  store <8 x double> %wide.load.2.epil.3, <8 x double>* %uglygep245246.3, align 8, !alias.scope !64, !noalias !61
  %scevgep24742.3 = getelementptr double, double* %lsr.iv230, i64 840
  %964 = bitcast double* %scevgep24742.3 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.3, <8 x double>* %964, align 8, !alias.scope !64, !noalias !61
  %scevgep24843.3 = getelementptr double, double* %lsr.iv230, i64 848
  %965 = bitcast double* %scevgep24843.3 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.3, <8 x double>* %965, align 8, !alias.scope !64, !noalias !61
  %scevgep24944.3 = getelementptr double, double* %lsr.iv230, i64 856
  %966 = bitcast double* %scevgep24944.3 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.3, <8 x double>* %966, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2808 = mul i64 %index.next.7.epil.2, 8
  %967 = bitcast double* %scevgep133 to i8*
  %sunkaddr2809 = getelementptr i8, i8* %967, i64 %sunkaddr2808
  %sunkaddr2810 = getelementptr i8, i8* %sunkaddr2809, i64 -1216
  %968 = bitcast i8* %sunkaddr2810 to <8 x double>*
  %wide.load.3.epil.3 = load <8 x double>, <8 x double>* %968, align 8, !alias.scope !61
  %sunkaddr2811 = mul i64 %index.next.7.epil.2, 8
  %969 = bitcast double* %scevgep133 to i8*
  %sunkaddr2812 = getelementptr i8, i8* %969, i64 %sunkaddr2811
  %sunkaddr2813 = getelementptr i8, i8* %sunkaddr2812, i64 -1152
  %970 = bitcast i8* %sunkaddr2813 to <8 x double>*
  %wide.load38.3.epil.3 = load <8 x double>, <8 x double>* %970, align 8, !alias.scope !61
  %sunkaddr2814 = mul i64 %index.next.7.epil.2, 8
  %971 = bitcast double* %scevgep133 to i8*
  %sunkaddr2815 = getelementptr i8, i8* %971, i64 %sunkaddr2814
  %sunkaddr2816 = getelementptr i8, i8* %sunkaddr2815, i64 -1088
  %972 = bitcast i8* %sunkaddr2816 to <8 x double>*
  %wide.load39.3.epil.3 = load <8 x double>, <8 x double>* %972, align 8, !alias.scope !61
  %sunkaddr2817 = mul i64 %index.next.7.epil.2, 8
  %973 = bitcast double* %scevgep133 to i8*
  %sunkaddr2818 = getelementptr i8, i8* %973, i64 %sunkaddr2817
  %sunkaddr2819 = getelementptr i8, i8* %sunkaddr2818, i64 -1024
  %974 = bitcast i8* %sunkaddr2819 to <8 x double>*
  %wide.load40.3.epil.3 = load <8 x double>, <8 x double>* %974, align 8, !alias.scope !61
  %uglygep25045.3 = getelementptr double, double* %lsr.iv230, i64 864
  %uglygep250251.3 = bitcast double* %uglygep25045.3 to <8 x double>*
  store <8 x double> %wide.load.3.epil.3, <8 x double>* %uglygep250251.3, align 8, !alias.scope !64, !noalias !61
  %scevgep25246.3 = getelementptr double, double* %lsr.iv230, i64 872
  %975 = bitcast double* %scevgep25246.3 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.3, <8 x double>* %975, align 8, !alias.scope !64, !noalias !61
  %scevgep25347.3 = getelementptr double, double* %lsr.iv230, i64 880
  %976 = bitcast double* %scevgep25347.3 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.3, <8 x double>* %976, align 8, !alias.scope !64, !noalias !61
  %scevgep25448.3 = getelementptr double, double* %lsr.iv230, i64 888
  %977 = bitcast double* %scevgep25448.3 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.3, <8 x double>* %977, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2820 = mul i64 %index.next.7.epil.2, 8
  %978 = bitcast double* %scevgep133 to i8*
  %sunkaddr2821 = getelementptr i8, i8* %978, i64 %sunkaddr2820
  %sunkaddr2822 = getelementptr i8, i8* %sunkaddr2821, i64 -960
  %979 = bitcast i8* %sunkaddr2822 to <8 x double>*
  %wide.load.4.epil.3 = load <8 x double>, <8 x double>* %979, align 8, !alias.scope !61
  %sunkaddr2823 = mul i64 %index.next.7.epil.2, 8
  %980 = bitcast double* %scevgep133 to i8*
  %sunkaddr2824 = getelementptr i8, i8* %980, i64 %sunkaddr2823
  %sunkaddr2825 = getelementptr i8, i8* %sunkaddr2824, i64 -896
  %981 = bitcast i8* %sunkaddr2825 to <8 x double>*
  %wide.load38.4.epil.3 = load <8 x double>, <8 x double>* %981, align 8, !alias.scope !61
  %sunkaddr2826 = mul i64 %index.next.7.epil.2, 8
  %982 = bitcast double* %scevgep133 to i8*
  %sunkaddr2827 = getelementptr i8, i8* %982, i64 %sunkaddr2826
  %sunkaddr2828 = getelementptr i8, i8* %sunkaddr2827, i64 -832
  %983 = bitcast i8* %sunkaddr2828 to <8 x double>*
  %wide.load39.4.epil.3 = load <8 x double>, <8 x double>* %983, align 8, !alias.scope !61
  %sunkaddr2829 = mul i64 %index.next.7.epil.2, 8
  %984 = bitcast double* %scevgep133 to i8*
  %sunkaddr2830 = getelementptr i8, i8* %984, i64 %sunkaddr2829
  %sunkaddr2831 = getelementptr i8, i8* %sunkaddr2830, i64 -768
  %985 = bitcast i8* %sunkaddr2831 to <8 x double>*
  %wide.load40.4.epil.3 = load <8 x double>, <8 x double>* %985, align 8, !alias.scope !61
  %uglygep25549.3 = getelementptr double, double* %lsr.iv230, i64 896
  %uglygep255256.3 = bitcast double* %uglygep25549.3 to <8 x double>*
  store <8 x double> %wide.load.4.epil.3, <8 x double>* %uglygep255256.3, align 8, !alias.scope !64, !noalias !61
  %scevgep25750.3 = getelementptr double, double* %lsr.iv230, i64 904
  %986 = bitcast double* %scevgep25750.3 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.3, <8 x double>* %986, align 8, !alias.scope !64, !noalias !61
  %scevgep25851.3 = getelementptr double, double* %lsr.iv230, i64 912
  %987 = bitcast double* %scevgep25851.3 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.3, <8 x double>* %987, align 8, !alias.scope !64, !noalias !61
  %scevgep25952.3 = getelementptr double, double* %lsr.iv230, i64 920
  %988 = bitcast double* %scevgep25952.3 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.3, <8 x double>* %988, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2832 = mul i64 %index.next.7.epil.2, 8
  %989 = bitcast double* %scevgep133 to i8*
  %sunkaddr2833 = getelementptr i8, i8* %989, i64 %sunkaddr2832
  %sunkaddr2834 = getelementptr i8, i8* %sunkaddr2833, i64 -704
  %990 = bitcast i8* %sunkaddr2834 to <8 x double>*
  %wide.load.5.epil.3 = load <8 x double>, <8 x double>* %990, align 8, !alias.scope !61
  %sunkaddr2835 = mul i64 %index.next.7.epil.2, 8
  %991 = bitcast double* %scevgep133 to i8*
  %sunkaddr2836 = getelementptr i8, i8* %991, i64 %sunkaddr2835
  %sunkaddr2837 = getelementptr i8, i8* %sunkaddr2836, i64 -640
  %992 = bitcast i8* %sunkaddr2837 to <8 x double>*
  %wide.load38.5.epil.3 = load <8 x double>, <8 x double>* %992, align 8, !alias.scope !61
  %sunkaddr2838 = mul i64 %index.next.7.epil.2, 8
  %993 = bitcast double* %scevgep133 to i8*
  %sunkaddr2839 = getelementptr i8, i8* %993, i64 %sunkaddr2838
  %sunkaddr2840 = getelementptr i8, i8* %sunkaddr2839, i64 -576
  %994 = bitcast i8* %sunkaddr2840 to <8 x double>*
  %wide.load39.5.epil.3 = load <8 x double>, <8 x double>* %994, align 8, !alias.scope !61
  %sunkaddr2841 = mul i64 %index.next.7.epil.2, 8
  %995 = bitcast double* %scevgep133 to i8*
  %sunkaddr2842 = getelementptr i8, i8* %995, i64 %sunkaddr2841
  %sunkaddr2843 = getelementptr i8, i8* %sunkaddr2842, i64 -512
  %996 = bitcast i8* %sunkaddr2843 to <8 x double>*
  %wide.load40.5.epil.3 = load <8 x double>, <8 x double>* %996, align 8, !alias.scope !61
  %uglygep26053.3 = getelementptr double, double* %lsr.iv230, i64 928
  %uglygep260261.3 = bitcast double* %uglygep26053.3 to <8 x double>*
  store <8 x double> %wide.load.5.epil.3, <8 x double>* %uglygep260261.3, align 8, !alias.scope !64, !noalias !61
  %scevgep26254.3 = getelementptr double, double* %lsr.iv230, i64 936
  %997 = bitcast double* %scevgep26254.3 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.3, <8 x double>* %997, align 8, !alias.scope !64, !noalias !61
  %scevgep26355.3 = getelementptr double, double* %lsr.iv230, i64 944
  %998 = bitcast double* %scevgep26355.3 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.3, <8 x double>* %998, align 8, !alias.scope !64, !noalias !61
  %scevgep26456.3 = getelementptr double, double* %lsr.iv230, i64 952
  %999 = bitcast double* %scevgep26456.3 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.3, <8 x double>* %999, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2844 = mul i64 %index.next.7.epil.2, 8
  %1000 = bitcast double* %scevgep133 to i8*
  %sunkaddr2845 = getelementptr i8, i8* %1000, i64 %sunkaddr2844
  %sunkaddr2846 = getelementptr i8, i8* %sunkaddr2845, i64 -448
  %1001 = bitcast i8* %sunkaddr2846 to <8 x double>*
  %wide.load.6.epil.3 = load <8 x double>, <8 x double>* %1001, align 8, !alias.scope !61
  %sunkaddr2847 = mul i64 %index.next.7.epil.2, 8
  %1002 = bitcast double* %scevgep133 to i8*
  %sunkaddr2848 = getelementptr i8, i8* %1002, i64 %sunkaddr2847
  %sunkaddr2849 = getelementptr i8, i8* %sunkaddr2848, i64 -384
  %1003 = bitcast i8* %sunkaddr2849 to <8 x double>*
  %wide.load38.6.epil.3 = load <8 x double>, <8 x double>* %1003, align 8, !alias.scope !61
  %sunkaddr2850 = mul i64 %index.next.7.epil.2, 8
  %1004 = bitcast double* %scevgep133 to i8*
  %sunkaddr2851 = getelementptr i8, i8* %1004, i64 %sunkaddr2850
  %sunkaddr2852 = getelementptr i8, i8* %sunkaddr2851, i64 -320
  %1005 = bitcast i8* %sunkaddr2852 to <8 x double>*
  %wide.load39.6.epil.3 = load <8 x double>, <8 x double>* %1005, align 8, !alias.scope !61
  %sunkaddr2853 = mul i64 %index.next.7.epil.2, 8
  %1006 = bitcast double* %scevgep133 to i8*
  %sunkaddr2854 = getelementptr i8, i8* %1006, i64 %sunkaddr2853
  %sunkaddr2855 = getelementptr i8, i8* %sunkaddr2854, i64 -256
  %1007 = bitcast i8* %sunkaddr2855 to <8 x double>*
  %wide.load40.6.epil.3 = load <8 x double>, <8 x double>* %1007, align 8, !alias.scope !61
  %uglygep26557.3 = getelementptr double, double* %lsr.iv230, i64 960
  %uglygep265266.3 = bitcast double* %uglygep26557.3 to <8 x double>*
  store <8 x double> %wide.load.6.epil.3, <8 x double>* %uglygep265266.3, align 8, !alias.scope !64, !noalias !61
  %scevgep26758.3 = getelementptr double, double* %lsr.iv230, i64 968
  %1008 = bitcast double* %scevgep26758.3 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.3, <8 x double>* %1008, align 8, !alias.scope !64, !noalias !61
  %scevgep26859.3 = getelementptr double, double* %lsr.iv230, i64 976
  %1009 = bitcast double* %scevgep26859.3 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.3, <8 x double>* %1009, align 8, !alias.scope !64, !noalias !61
  %scevgep26960.3 = getelementptr double, double* %lsr.iv230, i64 984
  %1010 = bitcast double* %scevgep26960.3 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.3, <8 x double>* %1010, align 8, !alias.scope !64, !noalias !61
  %sunkaddr2856 = mul i64 %index.next.7.epil.2, 8
  %1011 = bitcast double* %scevgep133 to i8*
  %sunkaddr2857 = getelementptr i8, i8* %1011, i64 %sunkaddr2856
  %sunkaddr2858 = getelementptr i8, i8* %sunkaddr2857, i64 -192
  %1012 = bitcast i8* %sunkaddr2858 to <8 x double>*
  %wide.load.7.epil.3 = load <8 x double>, <8 x double>* %1012, align 8, !alias.scope !61
  %sunkaddr2859 = mul i64 %index.next.7.epil.2, 8
  %1013 = bitcast double* %scevgep133 to i8*
  %sunkaddr2860 = getelementptr i8, i8* %1013, i64 %sunkaddr2859
  %sunkaddr2861 = getelementptr i8, i8* %sunkaddr2860, i64 -128
  %1014 = bitcast i8* %sunkaddr2861 to <8 x double>*
  %wide.load38.7.epil.3 = load <8 x double>, <8 x double>* %1014, align 8, !alias.scope !61
  %sunkaddr2862 = mul i64 %index.next.7.epil.2, 8
  %1015 = bitcast double* %scevgep133 to i8*
  %sunkaddr2863 = getelementptr i8, i8* %1015, i64 %sunkaddr2862
  %sunkaddr2864 = getelementptr i8, i8* %sunkaddr2863, i64 -64
  %1016 = bitcast i8* %sunkaddr2864 to <8 x double>*
  %wide.load39.7.epil.3 = load <8 x double>, <8 x double>* %1016, align 8, !alias.scope !61
  %scevgep206.3 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.2
  %scevgep206207.3 = bitcast double* %scevgep206.3 to <8 x double>*
  %wide.load40.7.epil.3 = load <8 x double>, <8 x double>* %scevgep206207.3, align 8, !alias.scope !61
  %uglygep27061.3 = getelementptr double, double* %lsr.iv230, i64 992
  %uglygep270271.3 = bitcast double* %uglygep27061.3 to <8 x double>*
  store <8 x double> %wide.load.7.epil.3, <8 x double>* %uglygep270271.3, align 8, !alias.scope !64, !noalias !61
  %scevgep27262.3 = getelementptr double, double* %lsr.iv230, i64 1000
  %1017 = bitcast double* %scevgep27262.3 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.3, <8 x double>* %1017, align 8, !alias.scope !64, !noalias !61
  %scevgep27363.3 = getelementptr double, double* %lsr.iv230, i64 1008
  %1018 = bitcast double* %scevgep27363.3 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.3, <8 x double>* %1018, align 8, !alias.scope !64, !noalias !61
  %scevgep27464.3 = getelementptr double, double* %lsr.iv230, i64 1016
  %1019 = bitcast double* %scevgep27464.3 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.3, <8 x double>* %1019, align 8, !alias.scope !64, !noalias !61
  %index.next.7.epil.3 = add i64 %index.epil46, 1024
  %scevgep23219.3 = getelementptr double, double* %lsr.iv230, i64 1024
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil45, !llvm.loop !66

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil45, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lsr.iv230.unr = phi double* [ %scevgep.epil, %vector.ph.new.epil ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil45.epil.preheader

vector.body.epil45.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %1020 = add i64 %index.epil46.unr, %671
  %1021 = add i64 %1020, 248
  %scevgep267 = getelementptr double, double* %arg.a.4, i64 %1021
  %1022 = shl i64 %xtraiter, 11
  %scevgep726 = getelementptr double, double* %lsr.iv230.unr, i64 248
  br label %vector.body.epil45.epil

vector.body.epil45.epil:                          ; preds = %vector.body.epil45.epil, %vector.body.epil45.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next609, %vector.body.epil45.epil ], [ 0, %vector.body.epil45.epil.preheader ]
  %1023 = bitcast double* %scevgep726 to i8*
  %1024 = bitcast double* %scevgep267 to i8*
  %uglygep1113 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11131114 = bitcast i8* %uglygep1113 to <8 x double>*
  %scevgep1115 = getelementptr <8 x double>, <8 x double>* %uglygep11131114, i64 -31
  %uglygep1208 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12081209 = bitcast i8* %uglygep1208 to <8 x double>*
  %scevgep1210 = getelementptr <8 x double>, <8 x double>* %uglygep12081209, i64 -31
  %wide.load.epil47.epil = load <8 x double>, <8 x double>* %scevgep1210, align 8, !alias.scope !61
  %uglygep1205 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12051206 = bitcast i8* %uglygep1205 to <8 x double>*
  %scevgep1207 = getelementptr <8 x double>, <8 x double>* %uglygep12051206, i64 -30
  %wide.load38.epil48.epil = load <8 x double>, <8 x double>* %scevgep1207, align 8, !alias.scope !61
  %uglygep1202 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12021203 = bitcast i8* %uglygep1202 to <8 x double>*
  %scevgep1204 = getelementptr <8 x double>, <8 x double>* %uglygep12021203, i64 -29
  %wide.load39.epil49.epil = load <8 x double>, <8 x double>* %scevgep1204, align 8, !alias.scope !61
  %uglygep1199 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11991200 = bitcast i8* %uglygep1199 to <8 x double>*
  %scevgep1201 = getelementptr <8 x double>, <8 x double>* %uglygep11991200, i64 -28
  %wide.load40.epil50.epil = load <8 x double>, <8 x double>* %scevgep1201, align 8, !alias.scope !61
  store <8 x double> %wide.load.epil47.epil, <8 x double>* %scevgep1115, align 8, !alias.scope !64, !noalias !61
  %uglygep1110 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11101111 = bitcast i8* %uglygep1110 to <8 x double>*
  %scevgep1112 = getelementptr <8 x double>, <8 x double>* %uglygep11101111, i64 -30
  store <8 x double> %wide.load38.epil48.epil, <8 x double>* %scevgep1112, align 8, !alias.scope !64, !noalias !61
  %uglygep1107 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11071108 = bitcast i8* %uglygep1107 to <8 x double>*
  %scevgep1109 = getelementptr <8 x double>, <8 x double>* %uglygep11071108, i64 -29
  store <8 x double> %wide.load39.epil49.epil, <8 x double>* %scevgep1109, align 8, !alias.scope !64, !noalias !61
  %uglygep1104 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11041105 = bitcast i8* %uglygep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %uglygep11041105, i64 -28
  store <8 x double> %wide.load40.epil50.epil, <8 x double>* %scevgep1106, align 8, !alias.scope !64, !noalias !61
  %uglygep1196 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11961197 = bitcast i8* %uglygep1196 to <8 x double>*
  %scevgep1198 = getelementptr <8 x double>, <8 x double>* %uglygep11961197, i64 -27
  %wide.load.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1198, align 8, !alias.scope !61
  %uglygep1193 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11931194 = bitcast i8* %uglygep1193 to <8 x double>*
  %scevgep1195 = getelementptr <8 x double>, <8 x double>* %uglygep11931194, i64 -26
  %wide.load38.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1195, align 8, !alias.scope !61
  %uglygep1190 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11901191 = bitcast i8* %uglygep1190 to <8 x double>*
  %scevgep1192 = getelementptr <8 x double>, <8 x double>* %uglygep11901191, i64 -25
  %wide.load39.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1192, align 8, !alias.scope !61
  %uglygep1187 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11871188 = bitcast i8* %uglygep1187 to <8 x double>*
  %scevgep1189 = getelementptr <8 x double>, <8 x double>* %uglygep11871188, i64 -24
  %wide.load40.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1189, align 8, !alias.scope !61
  %uglygep1101 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11011102 = bitcast i8* %uglygep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %uglygep11011102, i64 -27
  store <8 x double> %wide.load.1.epil.epil, <8 x double>* %scevgep1103, align 8, !alias.scope !64, !noalias !61
  %uglygep1098 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10981099 = bitcast i8* %uglygep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %uglygep10981099, i64 -26
  store <8 x double> %wide.load38.1.epil.epil, <8 x double>* %scevgep1100, align 8, !alias.scope !64, !noalias !61
  %uglygep1095 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10951096 = bitcast i8* %uglygep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %uglygep10951096, i64 -25
  store <8 x double> %wide.load39.1.epil.epil, <8 x double>* %scevgep1097, align 8, !alias.scope !64, !noalias !61
  %uglygep1092 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10921093 = bitcast i8* %uglygep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %uglygep10921093, i64 -24
  store <8 x double> %wide.load40.1.epil.epil, <8 x double>* %scevgep1094, align 8, !alias.scope !64, !noalias !61
  %uglygep1184 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11841185 = bitcast i8* %uglygep1184 to <8 x double>*
  %scevgep1186 = getelementptr <8 x double>, <8 x double>* %uglygep11841185, i64 -23
  %wide.load.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1186, align 8, !alias.scope !61
  %uglygep1181 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11811182 = bitcast i8* %uglygep1181 to <8 x double>*
  %scevgep1183 = getelementptr <8 x double>, <8 x double>* %uglygep11811182, i64 -22
  %wide.load38.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1183, align 8, !alias.scope !61
  %uglygep1177 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11771178 = bitcast i8* %uglygep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %uglygep11771178, i64 -21
  %wide.load39.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1179, align 8, !alias.scope !61
  %uglygep1173 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11731174 = bitcast i8* %uglygep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %uglygep11731174, i64 -20
  %wide.load40.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1175, align 8, !alias.scope !61
  %uglygep1089 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10891090 = bitcast i8* %uglygep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %uglygep10891090, i64 -23
  store <8 x double> %wide.load.2.epil.epil, <8 x double>* %scevgep1091, align 8, !alias.scope !64, !noalias !61
  %uglygep1086 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10861087 = bitcast i8* %uglygep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %uglygep10861087, i64 -22
  store <8 x double> %wide.load38.2.epil.epil, <8 x double>* %scevgep1088, align 8, !alias.scope !64, !noalias !61
  %uglygep1083 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10831084 = bitcast i8* %uglygep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %uglygep10831084, i64 -21
  store <8 x double> %wide.load39.2.epil.epil, <8 x double>* %scevgep1085, align 8, !alias.scope !64, !noalias !61
  %uglygep1079 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10791080 = bitcast i8* %uglygep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %uglygep10791080, i64 -20
  store <8 x double> %wide.load40.2.epil.epil, <8 x double>* %scevgep1081, align 8, !alias.scope !64, !noalias !61
  %uglygep1169 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11691170 = bitcast i8* %uglygep1169 to <8 x double>*
  %scevgep1171 = getelementptr <8 x double>, <8 x double>* %uglygep11691170, i64 -19
  %wide.load.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1171, align 8, !alias.scope !61
  %uglygep1165 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11651166 = bitcast i8* %uglygep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %uglygep11651166, i64 -18
  %wide.load38.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1167, align 8, !alias.scope !61
  %uglygep1162 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11621163 = bitcast i8* %uglygep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %uglygep11621163, i64 -17
  %wide.load39.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1164, align 8, !alias.scope !61
  %uglygep1159 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11591160 = bitcast i8* %uglygep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %uglygep11591160, i64 -16
  %wide.load40.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1161, align 8, !alias.scope !61
  %uglygep1075 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10751076 = bitcast i8* %uglygep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %uglygep10751076, i64 -19
  store <8 x double> %wide.load.3.epil.epil, <8 x double>* %scevgep1077, align 8, !alias.scope !64, !noalias !61
  %uglygep1071 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10711072 = bitcast i8* %uglygep1071 to <8 x double>*
  %scevgep1073 = getelementptr <8 x double>, <8 x double>* %uglygep10711072, i64 -18
  store <8 x double> %wide.load38.3.epil.epil, <8 x double>* %scevgep1073, align 8, !alias.scope !64, !noalias !61
  %uglygep1068 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10681069 = bitcast i8* %uglygep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %uglygep10681069, i64 -17
  store <8 x double> %wide.load39.3.epil.epil, <8 x double>* %scevgep1070, align 8, !alias.scope !64, !noalias !61
  %uglygep1065 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10651066 = bitcast i8* %uglygep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %uglygep10651066, i64 -16
  store <8 x double> %wide.load40.3.epil.epil, <8 x double>* %scevgep1067, align 8, !alias.scope !64, !noalias !61
  %uglygep1156 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11561157 = bitcast i8* %uglygep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %uglygep11561157, i64 -15
  %wide.load.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1158, align 8, !alias.scope !61
  %uglygep1153 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11531154 = bitcast i8* %uglygep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %uglygep11531154, i64 -14
  %wide.load38.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1155, align 8, !alias.scope !61
  %uglygep1150 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11501151 = bitcast i8* %uglygep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %uglygep11501151, i64 -13
  %wide.load39.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1152, align 8, !alias.scope !61
  %uglygep1147 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11471148 = bitcast i8* %uglygep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %uglygep11471148, i64 -12
  %wide.load40.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1149, align 8, !alias.scope !61
  %uglygep1062 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10621063 = bitcast i8* %uglygep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %uglygep10621063, i64 -15
  store <8 x double> %wide.load.4.epil.epil, <8 x double>* %scevgep1064, align 8, !alias.scope !64, !noalias !61
  %uglygep1059 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10591060 = bitcast i8* %uglygep1059 to <8 x double>*
  %scevgep1061 = getelementptr <8 x double>, <8 x double>* %uglygep10591060, i64 -14
  store <8 x double> %wide.load38.4.epil.epil, <8 x double>* %scevgep1061, align 8, !alias.scope !64, !noalias !61
  %uglygep1056 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10561057 = bitcast i8* %uglygep1056 to <8 x double>*
  %scevgep1058 = getelementptr <8 x double>, <8 x double>* %uglygep10561057, i64 -13
  store <8 x double> %wide.load39.4.epil.epil, <8 x double>* %scevgep1058, align 8, !alias.scope !64, !noalias !61
  %uglygep1052 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10521053 = bitcast i8* %uglygep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %uglygep10521053, i64 -12
  store <8 x double> %wide.load40.4.epil.epil, <8 x double>* %scevgep1054, align 8, !alias.scope !64, !noalias !61
  %uglygep1144 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11441145 = bitcast i8* %uglygep1144 to <8 x double>*
  %scevgep1146 = getelementptr <8 x double>, <8 x double>* %uglygep11441145, i64 -11
  %wide.load.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1146, align 8, !alias.scope !61
  %uglygep1141 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11411142 = bitcast i8* %uglygep1141 to <8 x double>*
  %scevgep1143 = getelementptr <8 x double>, <8 x double>* %uglygep11411142, i64 -10
  %wide.load38.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1143, align 8, !alias.scope !61
  %uglygep1138 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11381139 = bitcast i8* %uglygep1138 to <8 x double>*
  %scevgep1140 = getelementptr <8 x double>, <8 x double>* %uglygep11381139, i64 -9
  %wide.load39.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1140, align 8, !alias.scope !61
  %uglygep1135 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11351136 = bitcast i8* %uglygep1135 to <8 x double>*
  %scevgep1137 = getelementptr <8 x double>, <8 x double>* %uglygep11351136, i64 -8
  %wide.load40.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1137, align 8, !alias.scope !61
  %uglygep1048 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10481049 = bitcast i8* %uglygep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %uglygep10481049, i64 -11
  store <8 x double> %wide.load.5.epil.epil, <8 x double>* %scevgep1050, align 8, !alias.scope !64, !noalias !61
  %uglygep1044 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10441045 = bitcast i8* %uglygep1044 to <8 x double>*
  %scevgep1046 = getelementptr <8 x double>, <8 x double>* %uglygep10441045, i64 -10
  store <8 x double> %wide.load38.5.epil.epil, <8 x double>* %scevgep1046, align 8, !alias.scope !64, !noalias !61
  %uglygep1041 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10411042 = bitcast i8* %uglygep1041 to <8 x double>*
  %scevgep1043 = getelementptr <8 x double>, <8 x double>* %uglygep10411042, i64 -9
  store <8 x double> %wide.load39.5.epil.epil, <8 x double>* %scevgep1043, align 8, !alias.scope !64, !noalias !61
  %uglygep1038 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10381039 = bitcast i8* %uglygep1038 to <8 x double>*
  %scevgep1040 = getelementptr <8 x double>, <8 x double>* %uglygep10381039, i64 -8
  store <8 x double> %wide.load40.5.epil.epil, <8 x double>* %scevgep1040, align 8, !alias.scope !64, !noalias !61
  %uglygep1132 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11321133 = bitcast i8* %uglygep1132 to <8 x double>*
  %scevgep1134 = getelementptr <8 x double>, <8 x double>* %uglygep11321133, i64 -7
  %wide.load.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1134, align 8, !alias.scope !61
  %uglygep1129 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11291130 = bitcast i8* %uglygep1129 to <8 x double>*
  %scevgep1131 = getelementptr <8 x double>, <8 x double>* %uglygep11291130, i64 -6
  %wide.load38.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1131, align 8, !alias.scope !61
  %uglygep1126 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11261127 = bitcast i8* %uglygep1126 to <8 x double>*
  %scevgep1128 = getelementptr <8 x double>, <8 x double>* %uglygep11261127, i64 -5
  %wide.load39.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1128, align 8, !alias.scope !61
  %uglygep1123 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11231124 = bitcast i8* %uglygep1123 to <8 x double>*
  %scevgep1125 = getelementptr <8 x double>, <8 x double>* %uglygep11231124, i64 -4
  %wide.load40.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1125, align 8, !alias.scope !61
  %uglygep1035 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10351036 = bitcast i8* %uglygep1035 to <8 x double>*
  %scevgep1037 = getelementptr <8 x double>, <8 x double>* %uglygep10351036, i64 -7
  store <8 x double> %wide.load.6.epil.epil, <8 x double>* %scevgep1037, align 8, !alias.scope !64, !noalias !61
  %uglygep1032 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10321033 = bitcast i8* %uglygep1032 to <8 x double>*
  %scevgep1034 = getelementptr <8 x double>, <8 x double>* %uglygep10321033, i64 -6
  store <8 x double> %wide.load38.6.epil.epil, <8 x double>* %scevgep1034, align 8, !alias.scope !64, !noalias !61
  %uglygep1029 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10291030 = bitcast i8* %uglygep1029 to <8 x double>*
  %scevgep1031 = getelementptr <8 x double>, <8 x double>* %uglygep10291030, i64 -5
  store <8 x double> %wide.load39.6.epil.epil, <8 x double>* %scevgep1031, align 8, !alias.scope !64, !noalias !61
  %uglygep1026 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10261027 = bitcast i8* %uglygep1026 to <8 x double>*
  %scevgep1028 = getelementptr <8 x double>, <8 x double>* %uglygep10261027, i64 -4
  store <8 x double> %wide.load40.6.epil.epil, <8 x double>* %scevgep1028, align 8, !alias.scope !64, !noalias !61
  %uglygep1120 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11201121 = bitcast i8* %uglygep1120 to <8 x double>*
  %scevgep1122 = getelementptr <8 x double>, <8 x double>* %uglygep11201121, i64 -3
  %wide.load.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1122, align 8, !alias.scope !61
  %uglygep1211 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12111212 = bitcast i8* %uglygep1211 to <8 x double>*
  %scevgep1213 = getelementptr <8 x double>, <8 x double>* %uglygep12111212, i64 -2
  %wide.load38.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1213, align 8, !alias.scope !61
  %uglygep1117 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11171118 = bitcast i8* %uglygep1117 to <8 x double>*
  %scevgep1119 = getelementptr <8 x double>, <8 x double>* %uglygep11171118, i64 -1
  %wide.load39.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1119, align 8, !alias.scope !61
  %wide.load40.7.epil.epil = load <8 x double>, <8 x double>* %uglygep11201121, align 8, !alias.scope !61
  %uglygep1023 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10231024 = bitcast i8* %uglygep1023 to <8 x double>*
  %scevgep1025 = getelementptr <8 x double>, <8 x double>* %uglygep10231024, i64 -3
  store <8 x double> %wide.load.7.epil.epil, <8 x double>* %scevgep1025, align 8, !alias.scope !64, !noalias !61
  %uglygep1020 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10201021 = bitcast i8* %uglygep1020 to <8 x double>*
  %scevgep1022 = getelementptr <8 x double>, <8 x double>* %uglygep10201021, i64 -2
  store <8 x double> %wide.load38.7.epil.epil, <8 x double>* %scevgep1022, align 8, !alias.scope !64, !noalias !61
  %uglygep1017 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10171018 = bitcast i8* %uglygep1017 to <8 x double>*
  %scevgep1019 = getelementptr <8 x double>, <8 x double>* %uglygep10171018, i64 -1
  store <8 x double> %wide.load39.7.epil.epil, <8 x double>* %scevgep1019, align 8, !alias.scope !64, !noalias !61
  %uglygep728 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep728729 = bitcast i8* %uglygep728 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.epil, <8 x double>* %uglygep728729, align 8, !alias.scope !64, !noalias !61
  %lsr.iv.next609 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1022, %lsr.iv.next609
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil45.epil, !llvm.loop !67

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil45.epil
  %1025 = shl nuw nsw i64 %xtraiter, 8
  %1026 = add i64 %index.epil46.unr, %1025
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %1026, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %1027 = add i64 %index.unr.epil, 24
  %1028 = add i64 %1027, %loop.index4.us.unr32
  %scevgep110 = getelementptr double, double* %.6.i6, i64 %1028
  %1029 = add i64 %1027, %671
  %scevgep118 = getelementptr double, double* %arg.a.4, i64 %1029
  %1030 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv119 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next120, %vector.body.epil.epil ]
  %1031 = bitcast double* %scevgep118 to i8*
  %1032 = bitcast double* %scevgep110 to i8*
  %uglygep1003 = getelementptr i8, i8* %1032, i64 %lsr.iv119
  %uglygep10031004 = bitcast i8* %uglygep1003 to <8 x double>*
  %uglygep1015 = getelementptr i8, i8* %1031, i64 %lsr.iv119
  %uglygep10151016 = bitcast i8* %uglygep1015 to <8 x double>*
  %uglygep1012 = getelementptr i8, i8* %1031, i64 %lsr.iv119
  %uglygep10121013 = bitcast i8* %uglygep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %uglygep10121013, i64 -3
  %wide.load.epil.epil = load <8 x double>, <8 x double>* %scevgep1014, align 8, !alias.scope !61
  %uglygep1009 = getelementptr i8, i8* %1031, i64 %lsr.iv119
  %uglygep10091010 = bitcast i8* %uglygep1009 to <8 x double>*
  %scevgep1011 = getelementptr <8 x double>, <8 x double>* %uglygep10091010, i64 -2
  %wide.load38.epil.epil = load <8 x double>, <8 x double>* %scevgep1011, align 8, !alias.scope !61
  %uglygep1006 = getelementptr i8, i8* %1031, i64 %lsr.iv119
  %uglygep10061007 = bitcast i8* %uglygep1006 to <8 x double>*
  %scevgep1008 = getelementptr <8 x double>, <8 x double>* %uglygep10061007, i64 -1
  %wide.load39.epil.epil = load <8 x double>, <8 x double>* %scevgep1008, align 8, !alias.scope !61
  %wide.load40.epil.epil = load <8 x double>, <8 x double>* %uglygep10151016, align 8, !alias.scope !61
  %uglygep1000 = getelementptr i8, i8* %1032, i64 %lsr.iv119
  %uglygep10001001 = bitcast i8* %uglygep1000 to <8 x double>*
  %scevgep1002 = getelementptr <8 x double>, <8 x double>* %uglygep10001001, i64 -3
  store <8 x double> %wide.load.epil.epil, <8 x double>* %scevgep1002, align 8, !alias.scope !64, !noalias !61
  %uglygep996 = getelementptr i8, i8* %1032, i64 %lsr.iv119
  %uglygep996997 = bitcast i8* %uglygep996 to <8 x double>*
  %scevgep998 = getelementptr <8 x double>, <8 x double>* %uglygep996997, i64 -2
  store <8 x double> %wide.load38.epil.epil, <8 x double>* %scevgep998, align 8, !alias.scope !64, !noalias !61
  %uglygep992 = getelementptr i8, i8* %1032, i64 %lsr.iv119
  %uglygep992993 = bitcast i8* %uglygep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %uglygep992993, i64 -1
  store <8 x double> %wide.load39.epil.epil, <8 x double>* %scevgep994, align 8, !alias.scope !64, !noalias !61
  store <8 x double> %wide.load40.epil.epil, <8 x double>* %uglygep10031004, align 8, !alias.scope !64, !noalias !61
  %lsr.iv.next120 = add nuw nsw i64 %lsr.iv119, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1030, %lsr.iv.next120
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !68

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %middle.block.epil, %vector.memcheck.epil, %for.cond.1.preheader.us.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %vector.memcheck.epil ], [ 0, %for.cond.1.preheader.us.epil ], [ %n.vec.epil, %middle.block.epil ]
  %1033 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter42.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod43.epil.not = icmp eq i64 %xtraiter42.epil, 0
  br i1 %lcmp.mod43.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %1034 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %1035 = add i64 %1034, %loop.index4.us.unr32
  %scevgep103 = getelementptr double, double* %.6.i6, i64 %1035
  %scevgep107 = getelementptr double, double* %arg.a.4, i64 %671
  %1036 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv988 = phi double* [ %1037, %for.body.1.us.prol.epil ], [ %scevgep103, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv109 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter42.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv988989 = bitcast double* %lsr.iv988 to i1*
  %scevgep990 = getelementptr double, double* %scevgep107, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load double, double* %scevgep990, align 8
  store double %.137.us.prol.epil, double* %lsr.iv988, align 8
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv109, -1
  %scevgep = getelementptr i1, i1* %lsr.iv988989, i64 %1036
  %1037 = bitcast i1* %scevgep to double*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !58

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %1038 = icmp ult i64 %1033, 7
  br i1 %1038, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %1039 = add i64 %671, 7
  %scevgep70 = getelementptr double, double* %arg.a.4, i64 %1039
  %1040 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %1041 = add i64 %1040, %loop.index4.us.unr32
  %scevgep86 = getelementptr double, double* %.6.i6, i64 %1041
  %1042 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv953 = phi double* [ %uglygep986987, %for.body.1.us.epil ], [ %scevgep86, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv953970 = bitcast double* %lsr.iv953 to i8*
  %scevgep967 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep968 = getelementptr double, double* %scevgep967, i64 -7
  %.137.us.epil = load double, double* %scevgep968, align 8
  store double %.137.us.epil, double* %lsr.iv953, align 8
  %scevgep965 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep966 = getelementptr double, double* %scevgep965, i64 -6
  %.137.us.1.epil = load double, double* %scevgep966, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv953970, i64 %1042
  %uglygep972 = bitcast i8* %uglygep to double*
  store double %.137.us.1.epil, double* %uglygep972, align 8
  %scevgep963 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep964 = getelementptr double, double* %scevgep963, i64 -5
  %.137.us.2.epil = load double, double* %scevgep964, align 8
  %uglygep974 = getelementptr i8, i8* %uglygep, i64 %1042
  %uglygep974975 = bitcast i8* %uglygep974 to double*
  store double %.137.us.2.epil, double* %uglygep974975, align 8
  %scevgep961 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep962 = getelementptr double, double* %scevgep961, i64 -4
  %.137.us.3.epil = load double, double* %scevgep962, align 8
  %uglygep976 = getelementptr i8, i8* %uglygep974, i64 %1042
  %uglygep976977 = bitcast i8* %uglygep976 to double*
  store double %.137.us.3.epil, double* %uglygep976977, align 8
  %scevgep959 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep960 = getelementptr double, double* %scevgep959, i64 -3
  %.137.us.4.epil = load double, double* %scevgep960, align 8
  %uglygep978 = getelementptr i8, i8* %uglygep976, i64 %1042
  %uglygep978979 = bitcast i8* %uglygep978 to double*
  store double %.137.us.4.epil, double* %uglygep978979, align 8
  %scevgep957 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep958 = getelementptr double, double* %scevgep957, i64 -2
  %.137.us.5.epil = load double, double* %scevgep958, align 8
  %uglygep980 = getelementptr i8, i8* %uglygep978, i64 %1042
  %uglygep980981 = bitcast i8* %uglygep980 to double*
  store double %.137.us.5.epil, double* %uglygep980981, align 8
  %scevgep955 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep956 = getelementptr double, double* %scevgep955, i64 -1
  %.137.us.6.epil = load double, double* %scevgep956, align 8
  %uglygep982 = getelementptr i8, i8* %uglygep980, i64 %1042
  %uglygep982983 = bitcast i8* %uglygep982 to double*
  store double %.137.us.6.epil, double* %uglygep982983, align 8
  %scevgep969 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load double, double* %scevgep969, align 8
  %uglygep984 = getelementptr i8, i8* %uglygep982, i64 %1042
  %uglygep984985 = bitcast i8* %uglygep984 to double*
  store double %.137.us.7.epil, double* %uglygep984985, align 8
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep986 = getelementptr i8, i8* %uglygep984, i64 %1042
  %uglygep986987 = bitcast i8* %uglygep986 to double*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !55

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack7261816308332252865 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack7261816308332252865, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i6, double** %retptr.repack13, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack15.repack19, align 8
  %retptr.repack17.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %retptr.repack17.repack, align 8
  %retptr.repack17.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack17.repack21, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_xxgetrf(i8, i64, i64, double*, i64, i32*) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define linkonce_odr i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.sgn) local_unnamed_addr #5 {
B0.endif:
  %.69.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.69.inv, i64 %arg.n, i64 0
  br i1 %.69.inv, label %B40.preheader, label %common.ret

B40.preheader:                                    ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B40.preheader.new

B40.preheader.new:                                ; preds = %B40.preheader
  %2 = and i64 %spec.select, 9223372036854775800
  %3 = shl i64 %arg.a.5.0, 3
  %4 = add i64 %3, 8
  %5 = add nsw i64 %2, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter4 = and i64 %7, 3
  %8 = icmp ult i64 %5, 24
  br i1 %8, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B40.preheader.new.new

B40.preheader.new.new:                            ; preds = %B40.preheader.new
  %unroll_iter = shl i64 %7, 3
  %9 = lshr i64 %7, 2
  %10 = shl nuw nsw i64 %9, 2
  br label %B40

B40:                                              ; preds = %B40, %B40.preheader.new.new
  %lsr.iv4 = phi i64 [ %lsr.iv.next5, %B40 ], [ %10, %B40.preheader.new.new ]
  %lsr.iv19 = phi double* [ %uglygep187188, %B40 ], [ %arg.a.4, %B40.preheader.new.new ]
  %acc.2.09 = phi double [ %.255.7.3, %B40 ], [ 0.000000e+00, %B40.preheader.new.new ]
  %sgn.2.08 = phi i64 [ %sgn.3.1.7.3, %B40 ], [ %arg.sgn, %B40.preheader.new.new ]
  %lsr.iv19124 = bitcast double* %lsr.iv19 to i8*
  %.206 = load double, double* %lsr.iv19, align 8
  %.217 = fcmp olt double %.206, 0.000000e+00
  %.220 = sub i64 0, %sgn.2.08
  %.226 = fneg double %.206
  %sgn.3.1 = select i1 %.217, i64 %.220, i64 %sgn.2.08
  %v.2.1 = select i1 %.217, double %.226, double %.206
  %.247 = tail call double @llvm.log.f64(double %v.2.1)
  %.255 = fadd double %acc.2.09, %.247
  %uglygep125 = getelementptr i8, i8* %lsr.iv19124, i64 %4
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %.206.1 = load double, double* %uglygep125126, align 8
  %.217.1 = fcmp olt double %.206.1, 0.000000e+00
  %.220.1 = sub i64 0, %sgn.3.1
  %.226.1 = fneg double %.206.1
  %sgn.3.1.1 = select i1 %.217.1, i64 %.220.1, i64 %sgn.3.1
  %v.2.1.1 = select i1 %.217.1, double %.226.1, double %.206.1
  %.247.1 = tail call double @llvm.log.f64(double %v.2.1.1)
  %.255.1 = fadd double %.255, %.247.1
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %4
  %uglygep127128 = bitcast i8* %uglygep127 to double*
  %.206.2 = load double, double* %uglygep127128, align 8
  %.217.2 = fcmp olt double %.206.2, 0.000000e+00
  %.220.2 = sub i64 0, %sgn.3.1.1
  %.226.2 = fneg double %.206.2
  %sgn.3.1.2 = select i1 %.217.2, i64 %.220.2, i64 %sgn.3.1.1
  %v.2.1.2 = select i1 %.217.2, double %.226.2, double %.206.2
  %.247.2 = tail call double @llvm.log.f64(double %v.2.1.2)
  %.255.2 = fadd double %.255.1, %.247.2
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %4
  %uglygep129130 = bitcast i8* %uglygep129 to double*
  %.206.3 = load double, double* %uglygep129130, align 8
  %.217.3 = fcmp olt double %.206.3, 0.000000e+00
  %.220.3 = sub i64 0, %sgn.3.1.2
  %.226.3 = fneg double %.206.3
  %sgn.3.1.3 = select i1 %.217.3, i64 %.220.3, i64 %sgn.3.1.2
  %v.2.1.3 = select i1 %.217.3, double %.226.3, double %.206.3
  %.247.3 = tail call double @llvm.log.f64(double %v.2.1.3)
  %.255.3 = fadd double %.255.2, %.247.3
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %4
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %.206.4 = load double, double* %uglygep131132, align 8
  %.217.4 = fcmp olt double %.206.4, 0.000000e+00
  %.220.4 = sub i64 0, %sgn.3.1.3
  %.226.4 = fneg double %.206.4
  %sgn.3.1.4 = select i1 %.217.4, i64 %.220.4, i64 %sgn.3.1.3
  %v.2.1.4 = select i1 %.217.4, double %.226.4, double %.206.4
  %.247.4 = tail call double @llvm.log.f64(double %v.2.1.4)
  %.255.4 = fadd double %.255.3, %.247.4
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %4
  %uglygep133134 = bitcast i8* %uglygep133 to double*
  %.206.5 = load double, double* %uglygep133134, align 8
  %.217.5 = fcmp olt double %.206.5, 0.000000e+00
  %.220.5 = sub i64 0, %sgn.3.1.4
  %.226.5 = fneg double %.206.5
  %sgn.3.1.5 = select i1 %.217.5, i64 %.220.5, i64 %sgn.3.1.4
  %v.2.1.5 = select i1 %.217.5, double %.226.5, double %.206.5
  %.247.5 = tail call double @llvm.log.f64(double %v.2.1.5)
  %.255.5 = fadd double %.255.4, %.247.5
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %4
  %uglygep135136 = bitcast i8* %uglygep135 to double*
  %.206.6 = load double, double* %uglygep135136, align 8
  %.217.6 = fcmp olt double %.206.6, 0.000000e+00
  %.220.6 = sub i64 0, %sgn.3.1.5
  %.226.6 = fneg double %.206.6
  %sgn.3.1.6 = select i1 %.217.6, i64 %.220.6, i64 %sgn.3.1.5
  %v.2.1.6 = select i1 %.217.6, double %.226.6, double %.206.6
  %.247.6 = tail call double @llvm.log.f64(double %v.2.1.6)
  %.255.6 = fadd double %.255.5, %.247.6
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %4
  %uglygep137138 = bitcast i8* %uglygep137 to double*
  %.206.7 = load double, double* %uglygep137138, align 8
  %.217.7 = fcmp olt double %.206.7, 0.000000e+00
  %.220.7 = sub i64 0, %sgn.3.1.6
  %.226.7 = fneg double %.206.7
  %sgn.3.1.7 = select i1 %.217.7, i64 %.220.7, i64 %sgn.3.1.6
  %v.2.1.7 = select i1 %.217.7, double %.226.7, double %.206.7
  %.247.7 = tail call double @llvm.log.f64(double %v.2.1.7)
  %.255.7 = fadd double %.255.6, %.247.7
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %4
  %uglygep139140 = bitcast i8* %uglygep139 to double*
  %.206.121 = load double, double* %uglygep139140, align 8
  %.217.122 = fcmp olt double %.206.121, 0.000000e+00
  %.220.123 = sub i64 0, %sgn.3.1.7
  %.226.124 = fneg double %.206.121
  %sgn.3.1.125 = select i1 %.217.122, i64 %.220.123, i64 %sgn.3.1.7
  %v.2.1.126 = select i1 %.217.122, double %.226.124, double %.206.121
  %.247.127 = tail call double @llvm.log.f64(double %v.2.1.126)
  %.255.128 = fadd double %.255.7, %.247.127
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %4
  %uglygep141142 = bitcast i8* %uglygep141 to double*
  %.206.1.1 = load double, double* %uglygep141142, align 8
  %.217.1.1 = fcmp olt double %.206.1.1, 0.000000e+00
  %.220.1.1 = sub i64 0, %sgn.3.1.125
  %.226.1.1 = fneg double %.206.1.1
  %sgn.3.1.1.1 = select i1 %.217.1.1, i64 %.220.1.1, i64 %sgn.3.1.125
  %v.2.1.1.1 = select i1 %.217.1.1, double %.226.1.1, double %.206.1.1
  %.247.1.1 = tail call double @llvm.log.f64(double %v.2.1.1.1)
  %.255.1.1 = fadd double %.255.128, %.247.1.1
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %4
  %uglygep143144 = bitcast i8* %uglygep143 to double*
  %.206.2.1 = load double, double* %uglygep143144, align 8
  %.217.2.1 = fcmp olt double %.206.2.1, 0.000000e+00
  %.220.2.1 = sub i64 0, %sgn.3.1.1.1
  %.226.2.1 = fneg double %.206.2.1
  %sgn.3.1.2.1 = select i1 %.217.2.1, i64 %.220.2.1, i64 %sgn.3.1.1.1
  %v.2.1.2.1 = select i1 %.217.2.1, double %.226.2.1, double %.206.2.1
  %.247.2.1 = tail call double @llvm.log.f64(double %v.2.1.2.1)
  %.255.2.1 = fadd double %.255.1.1, %.247.2.1
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %4
  %uglygep145146 = bitcast i8* %uglygep145 to double*
  %.206.3.1 = load double, double* %uglygep145146, align 8
  %.217.3.1 = fcmp olt double %.206.3.1, 0.000000e+00
  %.220.3.1 = sub i64 0, %sgn.3.1.2.1
  %.226.3.1 = fneg double %.206.3.1
  %sgn.3.1.3.1 = select i1 %.217.3.1, i64 %.220.3.1, i64 %sgn.3.1.2.1
  %v.2.1.3.1 = select i1 %.217.3.1, double %.226.3.1, double %.206.3.1
  %.247.3.1 = tail call double @llvm.log.f64(double %v.2.1.3.1)
  %.255.3.1 = fadd double %.255.2.1, %.247.3.1
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %4
  %uglygep147148 = bitcast i8* %uglygep147 to double*
  %.206.4.1 = load double, double* %uglygep147148, align 8
  %.217.4.1 = fcmp olt double %.206.4.1, 0.000000e+00
  %.220.4.1 = sub i64 0, %sgn.3.1.3.1
  %.226.4.1 = fneg double %.206.4.1
  %sgn.3.1.4.1 = select i1 %.217.4.1, i64 %.220.4.1, i64 %sgn.3.1.3.1
  %v.2.1.4.1 = select i1 %.217.4.1, double %.226.4.1, double %.206.4.1
  %.247.4.1 = tail call double @llvm.log.f64(double %v.2.1.4.1)
  %.255.4.1 = fadd double %.255.3.1, %.247.4.1
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %4
  %uglygep149150 = bitcast i8* %uglygep149 to double*
  %.206.5.1 = load double, double* %uglygep149150, align 8
  %.217.5.1 = fcmp olt double %.206.5.1, 0.000000e+00
  %.220.5.1 = sub i64 0, %sgn.3.1.4.1
  %.226.5.1 = fneg double %.206.5.1
  %sgn.3.1.5.1 = select i1 %.217.5.1, i64 %.220.5.1, i64 %sgn.3.1.4.1
  %v.2.1.5.1 = select i1 %.217.5.1, double %.226.5.1, double %.206.5.1
  %.247.5.1 = tail call double @llvm.log.f64(double %v.2.1.5.1)
  %.255.5.1 = fadd double %.255.4.1, %.247.5.1
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %4
  %uglygep151152 = bitcast i8* %uglygep151 to double*
  %.206.6.1 = load double, double* %uglygep151152, align 8
  %.217.6.1 = fcmp olt double %.206.6.1, 0.000000e+00
  %.220.6.1 = sub i64 0, %sgn.3.1.5.1
  %.226.6.1 = fneg double %.206.6.1
  %sgn.3.1.6.1 = select i1 %.217.6.1, i64 %.220.6.1, i64 %sgn.3.1.5.1
  %v.2.1.6.1 = select i1 %.217.6.1, double %.226.6.1, double %.206.6.1
  %.247.6.1 = tail call double @llvm.log.f64(double %v.2.1.6.1)
  %.255.6.1 = fadd double %.255.5.1, %.247.6.1
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %4
  %uglygep153154 = bitcast i8* %uglygep153 to double*
  %.206.7.1 = load double, double* %uglygep153154, align 8
  %.217.7.1 = fcmp olt double %.206.7.1, 0.000000e+00
  %.220.7.1 = sub i64 0, %sgn.3.1.6.1
  %.226.7.1 = fneg double %.206.7.1
  %sgn.3.1.7.1 = select i1 %.217.7.1, i64 %.220.7.1, i64 %sgn.3.1.6.1
  %v.2.1.7.1 = select i1 %.217.7.1, double %.226.7.1, double %.206.7.1
  %.247.7.1 = tail call double @llvm.log.f64(double %v.2.1.7.1)
  %.255.7.1 = fadd double %.255.6.1, %.247.7.1
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %4
  %uglygep155156 = bitcast i8* %uglygep155 to double*
  %.206.229 = load double, double* %uglygep155156, align 8
  %.217.230 = fcmp olt double %.206.229, 0.000000e+00
  %.220.231 = sub i64 0, %sgn.3.1.7.1
  %.226.232 = fneg double %.206.229
  %sgn.3.1.233 = select i1 %.217.230, i64 %.220.231, i64 %sgn.3.1.7.1
  %v.2.1.234 = select i1 %.217.230, double %.226.232, double %.206.229
  %.247.235 = tail call double @llvm.log.f64(double %v.2.1.234)
  %.255.236 = fadd double %.255.7.1, %.247.235
  %uglygep157 = getelementptr i8, i8* %uglygep155, i64 %4
  %uglygep157158 = bitcast i8* %uglygep157 to double*
  %.206.1.2 = load double, double* %uglygep157158, align 8
  %.217.1.2 = fcmp olt double %.206.1.2, 0.000000e+00
  %.220.1.2 = sub i64 0, %sgn.3.1.233
  %.226.1.2 = fneg double %.206.1.2
  %sgn.3.1.1.2 = select i1 %.217.1.2, i64 %.220.1.2, i64 %sgn.3.1.233
  %v.2.1.1.2 = select i1 %.217.1.2, double %.226.1.2, double %.206.1.2
  %.247.1.2 = tail call double @llvm.log.f64(double %v.2.1.1.2)
  %.255.1.2 = fadd double %.255.236, %.247.1.2
  %uglygep159 = getelementptr i8, i8* %uglygep157, i64 %4
  %uglygep159160 = bitcast i8* %uglygep159 to double*
  %.206.2.2 = load double, double* %uglygep159160, align 8
  %.217.2.2 = fcmp olt double %.206.2.2, 0.000000e+00
  %.220.2.2 = sub i64 0, %sgn.3.1.1.2
  %.226.2.2 = fneg double %.206.2.2
  %sgn.3.1.2.2 = select i1 %.217.2.2, i64 %.220.2.2, i64 %sgn.3.1.1.2
  %v.2.1.2.2 = select i1 %.217.2.2, double %.226.2.2, double %.206.2.2
  %.247.2.2 = tail call double @llvm.log.f64(double %v.2.1.2.2)
  %.255.2.2 = fadd double %.255.1.2, %.247.2.2
  %uglygep161 = getelementptr i8, i8* %uglygep159, i64 %4
  %uglygep161162 = bitcast i8* %uglygep161 to double*
  %.206.3.2 = load double, double* %uglygep161162, align 8
  %.217.3.2 = fcmp olt double %.206.3.2, 0.000000e+00
  %.220.3.2 = sub i64 0, %sgn.3.1.2.2
  %.226.3.2 = fneg double %.206.3.2
  %sgn.3.1.3.2 = select i1 %.217.3.2, i64 %.220.3.2, i64 %sgn.3.1.2.2
  %v.2.1.3.2 = select i1 %.217.3.2, double %.226.3.2, double %.206.3.2
  %.247.3.2 = tail call double @llvm.log.f64(double %v.2.1.3.2)
  %.255.3.2 = fadd double %.255.2.2, %.247.3.2
  %uglygep163 = getelementptr i8, i8* %uglygep161, i64 %4
  %uglygep163164 = bitcast i8* %uglygep163 to double*
  %.206.4.2 = load double, double* %uglygep163164, align 8
  %.217.4.2 = fcmp olt double %.206.4.2, 0.000000e+00
  %.220.4.2 = sub i64 0, %sgn.3.1.3.2
  %.226.4.2 = fneg double %.206.4.2
  %sgn.3.1.4.2 = select i1 %.217.4.2, i64 %.220.4.2, i64 %sgn.3.1.3.2
  %v.2.1.4.2 = select i1 %.217.4.2, double %.226.4.2, double %.206.4.2
  %.247.4.2 = tail call double @llvm.log.f64(double %v.2.1.4.2)
  %.255.4.2 = fadd double %.255.3.2, %.247.4.2
  %uglygep165 = getelementptr i8, i8* %uglygep163, i64 %4
  %uglygep165166 = bitcast i8* %uglygep165 to double*
  %.206.5.2 = load double, double* %uglygep165166, align 8
  %.217.5.2 = fcmp olt double %.206.5.2, 0.000000e+00
  %.220.5.2 = sub i64 0, %sgn.3.1.4.2
  %.226.5.2 = fneg double %.206.5.2
  %sgn.3.1.5.2 = select i1 %.217.5.2, i64 %.220.5.2, i64 %sgn.3.1.4.2
  %v.2.1.5.2 = select i1 %.217.5.2, double %.226.5.2, double %.206.5.2
  %.247.5.2 = tail call double @llvm.log.f64(double %v.2.1.5.2)
  %.255.5.2 = fadd double %.255.4.2, %.247.5.2
  %uglygep167 = getelementptr i8, i8* %uglygep165, i64 %4
  %uglygep167168 = bitcast i8* %uglygep167 to double*
  %.206.6.2 = load double, double* %uglygep167168, align 8
  %.217.6.2 = fcmp olt double %.206.6.2, 0.000000e+00
  %.220.6.2 = sub i64 0, %sgn.3.1.5.2
  %.226.6.2 = fneg double %.206.6.2
  %sgn.3.1.6.2 = select i1 %.217.6.2, i64 %.220.6.2, i64 %sgn.3.1.5.2
  %v.2.1.6.2 = select i1 %.217.6.2, double %.226.6.2, double %.206.6.2
  %.247.6.2 = tail call double @llvm.log.f64(double %v.2.1.6.2)
  %.255.6.2 = fadd double %.255.5.2, %.247.6.2
  %uglygep169 = getelementptr i8, i8* %uglygep167, i64 %4
  %uglygep169170 = bitcast i8* %uglygep169 to double*
  %.206.7.2 = load double, double* %uglygep169170, align 8
  %.217.7.2 = fcmp olt double %.206.7.2, 0.000000e+00
  %.220.7.2 = sub i64 0, %sgn.3.1.6.2
  %.226.7.2 = fneg double %.206.7.2
  %sgn.3.1.7.2 = select i1 %.217.7.2, i64 %.220.7.2, i64 %sgn.3.1.6.2
  %v.2.1.7.2 = select i1 %.217.7.2, double %.226.7.2, double %.206.7.2
  %.247.7.2 = tail call double @llvm.log.f64(double %v.2.1.7.2)
  %.255.7.2 = fadd double %.255.6.2, %.247.7.2
  %uglygep171 = getelementptr i8, i8* %uglygep169, i64 %4
  %uglygep171172 = bitcast i8* %uglygep171 to double*
  %.206.337 = load double, double* %uglygep171172, align 8
  %.217.338 = fcmp olt double %.206.337, 0.000000e+00
  %.220.339 = sub i64 0, %sgn.3.1.7.2
  %.226.340 = fneg double %.206.337
  %sgn.3.1.341 = select i1 %.217.338, i64 %.220.339, i64 %sgn.3.1.7.2
  %v.2.1.342 = select i1 %.217.338, double %.226.340, double %.206.337
  %.247.343 = tail call double @llvm.log.f64(double %v.2.1.342)
  %.255.344 = fadd double %.255.7.2, %.247.343
  %uglygep173 = getelementptr i8, i8* %uglygep171, i64 %4
  %uglygep173174 = bitcast i8* %uglygep173 to double*
  %.206.1.3 = load double, double* %uglygep173174, align 8
  %.217.1.3 = fcmp olt double %.206.1.3, 0.000000e+00
  %.220.1.3 = sub i64 0, %sgn.3.1.341
  %.226.1.3 = fneg double %.206.1.3
  %sgn.3.1.1.3 = select i1 %.217.1.3, i64 %.220.1.3, i64 %sgn.3.1.341
  %v.2.1.1.3 = select i1 %.217.1.3, double %.226.1.3, double %.206.1.3
  %.247.1.3 = tail call double @llvm.log.f64(double %v.2.1.1.3)
  %.255.1.3 = fadd double %.255.344, %.247.1.3
  %uglygep175 = getelementptr i8, i8* %uglygep173, i64 %4
  %uglygep175176 = bitcast i8* %uglygep175 to double*
  %.206.2.3 = load double, double* %uglygep175176, align 8
  %.217.2.3 = fcmp olt double %.206.2.3, 0.000000e+00
  %.220.2.3 = sub i64 0, %sgn.3.1.1.3
  %.226.2.3 = fneg double %.206.2.3
  %sgn.3.1.2.3 = select i1 %.217.2.3, i64 %.220.2.3, i64 %sgn.3.1.1.3
  %v.2.1.2.3 = select i1 %.217.2.3, double %.226.2.3, double %.206.2.3
  %.247.2.3 = tail call double @llvm.log.f64(double %v.2.1.2.3)
  %.255.2.3 = fadd double %.255.1.3, %.247.2.3
  %uglygep177 = getelementptr i8, i8* %uglygep175, i64 %4
  %uglygep177178 = bitcast i8* %uglygep177 to double*
  %.206.3.3 = load double, double* %uglygep177178, align 8
  %.217.3.3 = fcmp olt double %.206.3.3, 0.000000e+00
  %.220.3.3 = sub i64 0, %sgn.3.1.2.3
  %.226.3.3 = fneg double %.206.3.3
  %sgn.3.1.3.3 = select i1 %.217.3.3, i64 %.220.3.3, i64 %sgn.3.1.2.3
  %v.2.1.3.3 = select i1 %.217.3.3, double %.226.3.3, double %.206.3.3
  %.247.3.3 = tail call double @llvm.log.f64(double %v.2.1.3.3)
  %.255.3.3 = fadd double %.255.2.3, %.247.3.3
  %uglygep179 = getelementptr i8, i8* %uglygep177, i64 %4
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %.206.4.3 = load double, double* %uglygep179180, align 8
  %.217.4.3 = fcmp olt double %.206.4.3, 0.000000e+00
  %.220.4.3 = sub i64 0, %sgn.3.1.3.3
  %.226.4.3 = fneg double %.206.4.3
  %sgn.3.1.4.3 = select i1 %.217.4.3, i64 %.220.4.3, i64 %sgn.3.1.3.3
  %v.2.1.4.3 = select i1 %.217.4.3, double %.226.4.3, double %.206.4.3
  %.247.4.3 = tail call double @llvm.log.f64(double %v.2.1.4.3)
  %.255.4.3 = fadd double %.255.3.3, %.247.4.3
  %uglygep181 = getelementptr i8, i8* %uglygep179, i64 %4
  %uglygep181182 = bitcast i8* %uglygep181 to double*
  %.206.5.3 = load double, double* %uglygep181182, align 8
  %.217.5.3 = fcmp olt double %.206.5.3, 0.000000e+00
  %.220.5.3 = sub i64 0, %sgn.3.1.4.3
  %.226.5.3 = fneg double %.206.5.3
  %sgn.3.1.5.3 = select i1 %.217.5.3, i64 %.220.5.3, i64 %sgn.3.1.4.3
  %v.2.1.5.3 = select i1 %.217.5.3, double %.226.5.3, double %.206.5.3
  %.247.5.3 = tail call double @llvm.log.f64(double %v.2.1.5.3)
  %.255.5.3 = fadd double %.255.4.3, %.247.5.3
  %uglygep183 = getelementptr i8, i8* %uglygep181, i64 %4
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  %.206.6.3 = load double, double* %uglygep183184, align 8
  %.217.6.3 = fcmp olt double %.206.6.3, 0.000000e+00
  %.220.6.3 = sub i64 0, %sgn.3.1.5.3
  %.226.6.3 = fneg double %.206.6.3
  %sgn.3.1.6.3 = select i1 %.217.6.3, i64 %.220.6.3, i64 %sgn.3.1.5.3
  %v.2.1.6.3 = select i1 %.217.6.3, double %.226.6.3, double %.206.6.3
  %.247.6.3 = tail call double @llvm.log.f64(double %v.2.1.6.3)
  %.255.6.3 = fadd double %.255.5.3, %.247.6.3
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %4
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  %.206.7.3 = load double, double* %uglygep185186, align 8
  %.217.7.3 = fcmp olt double %.206.7.3, 0.000000e+00
  %.220.7.3 = sub i64 0, %sgn.3.1.6.3
  %.226.7.3 = fneg double %.206.7.3
  %sgn.3.1.7.3 = select i1 %.217.7.3, i64 %.220.7.3, i64 %sgn.3.1.6.3
  %v.2.1.7.3 = select i1 %.217.7.3, double %.226.7.3, double %.206.7.3
  %.247.7.3 = tail call double @llvm.log.f64(double %v.2.1.7.3)
  %.255.7.3 = fadd double %.255.6.3, %.247.7.3
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %4
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  %lsr.iv.next5 = add i64 %lsr.iv4, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next5, 0
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %B40

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %B40
  %11 = bitcast i8* %uglygep187 to double*
  %12 = and i64 %unroll_iter, -32
  %13 = add i64 %12, -5
  br label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %B40.preheader.new
  %lsr.iv18.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.3.1.7.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.255.7.lcssa.ph = phi double [ undef, %B40.preheader.new ], [ %.255.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv19.unr = phi double* [ %arg.a.4, %B40.preheader.new ], [ %11, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv18.unr = phi i64 [ -5, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr16 = phi double [ 0.000000e+00, %B40.preheader.new ], [ %.255.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr17 = phi i64 [ %arg.sgn, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not99 = icmp eq i64 %xtraiter4, 0
  br i1 %lcmp.mod.not99, label %common.ret.loopexit.unr-lcssa.loopexit, label %B40.epil5.preheader

B40.epil5.preheader:                              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %14 = shl nuw nsw i64 %xtraiter4, 3
  %15 = mul nsw i64 %xtraiter4, -8
  br label %B40.epil5

B40.epil5:                                        ; preds = %B40.epil5, %B40.epil5.preheader
  %lsr.iv2 = phi i64 [ %lsr.iv.next3, %B40.epil5 ], [ %15, %B40.epil5.preheader ]
  %lsr.iv19.epil = phi double* [ %uglygep118119, %B40.epil5 ], [ %lsr.iv19.unr, %B40.epil5.preheader ]
  %acc.2.09.epil6 = phi double [ %.255.7.epil, %B40.epil5 ], [ %acc.2.09.unr16, %B40.epil5.preheader ]
  %sgn.2.08.epil7 = phi i64 [ %sgn.3.1.7.epil, %B40.epil5 ], [ %sgn.2.08.unr17, %B40.epil5.preheader ]
  %lsr.iv19.epil103 = bitcast double* %lsr.iv19.epil to i8*
  %.206.epil8 = load double, double* %lsr.iv19.epil, align 8
  %.217.epil9 = fcmp olt double %.206.epil8, 0.000000e+00
  %.220.epil10 = sub i64 0, %sgn.2.08.epil7
  %.226.epil11 = fneg double %.206.epil8
  %sgn.3.1.epil12 = select i1 %.217.epil9, i64 %.220.epil10, i64 %sgn.2.08.epil7
  %v.2.1.epil13 = select i1 %.217.epil9, double %.226.epil11, double %.206.epil8
  %.247.epil14 = tail call double @llvm.log.f64(double %v.2.1.epil13)
  %.255.epil15 = fadd double %acc.2.09.epil6, %.247.epil14
  %uglygep104 = getelementptr i8, i8* %lsr.iv19.epil103, i64 %4
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  %.206.1.epil = load double, double* %uglygep104105, align 8
  %.217.1.epil = fcmp olt double %.206.1.epil, 0.000000e+00
  %.220.1.epil = sub i64 0, %sgn.3.1.epil12
  %.226.1.epil = fneg double %.206.1.epil
  %sgn.3.1.1.epil = select i1 %.217.1.epil, i64 %.220.1.epil, i64 %sgn.3.1.epil12
  %v.2.1.1.epil = select i1 %.217.1.epil, double %.226.1.epil, double %.206.1.epil
  %.247.1.epil = tail call double @llvm.log.f64(double %v.2.1.1.epil)
  %.255.1.epil = fadd double %.255.epil15, %.247.1.epil
  %uglygep106 = getelementptr i8, i8* %uglygep104, i64 %4
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  %.206.2.epil = load double, double* %uglygep106107, align 8
  %.217.2.epil = fcmp olt double %.206.2.epil, 0.000000e+00
  %.220.2.epil = sub i64 0, %sgn.3.1.1.epil
  %.226.2.epil = fneg double %.206.2.epil
  %sgn.3.1.2.epil = select i1 %.217.2.epil, i64 %.220.2.epil, i64 %sgn.3.1.1.epil
  %v.2.1.2.epil = select i1 %.217.2.epil, double %.226.2.epil, double %.206.2.epil
  %.247.2.epil = tail call double @llvm.log.f64(double %v.2.1.2.epil)
  %.255.2.epil = fadd double %.255.1.epil, %.247.2.epil
  %uglygep108 = getelementptr i8, i8* %uglygep106, i64 %4
  %uglygep108109 = bitcast i8* %uglygep108 to double*
  %.206.3.epil = load double, double* %uglygep108109, align 8
  %.217.3.epil = fcmp olt double %.206.3.epil, 0.000000e+00
  %.220.3.epil = sub i64 0, %sgn.3.1.2.epil
  %.226.3.epil = fneg double %.206.3.epil
  %sgn.3.1.3.epil = select i1 %.217.3.epil, i64 %.220.3.epil, i64 %sgn.3.1.2.epil
  %v.2.1.3.epil = select i1 %.217.3.epil, double %.226.3.epil, double %.206.3.epil
  %.247.3.epil = tail call double @llvm.log.f64(double %v.2.1.3.epil)
  %.255.3.epil = fadd double %.255.2.epil, %.247.3.epil
  %uglygep110 = getelementptr i8, i8* %uglygep108, i64 %4
  %uglygep110111 = bitcast i8* %uglygep110 to double*
  %.206.4.epil = load double, double* %uglygep110111, align 8
  %.217.4.epil = fcmp olt double %.206.4.epil, 0.000000e+00
  %.220.4.epil = sub i64 0, %sgn.3.1.3.epil
  %.226.4.epil = fneg double %.206.4.epil
  %sgn.3.1.4.epil = select i1 %.217.4.epil, i64 %.220.4.epil, i64 %sgn.3.1.3.epil
  %v.2.1.4.epil = select i1 %.217.4.epil, double %.226.4.epil, double %.206.4.epil
  %.247.4.epil = tail call double @llvm.log.f64(double %v.2.1.4.epil)
  %.255.4.epil = fadd double %.255.3.epil, %.247.4.epil
  %uglygep112 = getelementptr i8, i8* %uglygep110, i64 %4
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  %.206.5.epil = load double, double* %uglygep112113, align 8
  %.217.5.epil = fcmp olt double %.206.5.epil, 0.000000e+00
  %.220.5.epil = sub i64 0, %sgn.3.1.4.epil
  %.226.5.epil = fneg double %.206.5.epil
  %sgn.3.1.5.epil = select i1 %.217.5.epil, i64 %.220.5.epil, i64 %sgn.3.1.4.epil
  %v.2.1.5.epil = select i1 %.217.5.epil, double %.226.5.epil, double %.206.5.epil
  %.247.5.epil = tail call double @llvm.log.f64(double %v.2.1.5.epil)
  %.255.5.epil = fadd double %.255.4.epil, %.247.5.epil
  %uglygep114 = getelementptr i8, i8* %uglygep112, i64 %4
  %uglygep114115 = bitcast i8* %uglygep114 to double*
  %.206.6.epil = load double, double* %uglygep114115, align 8
  %.217.6.epil = fcmp olt double %.206.6.epil, 0.000000e+00
  %.220.6.epil = sub i64 0, %sgn.3.1.5.epil
  %.226.6.epil = fneg double %.206.6.epil
  %sgn.3.1.6.epil = select i1 %.217.6.epil, i64 %.220.6.epil, i64 %sgn.3.1.5.epil
  %v.2.1.6.epil = select i1 %.217.6.epil, double %.226.6.epil, double %.206.6.epil
  %.247.6.epil = tail call double @llvm.log.f64(double %v.2.1.6.epil)
  %.255.6.epil = fadd double %.255.5.epil, %.247.6.epil
  %uglygep116 = getelementptr i8, i8* %uglygep114, i64 %4
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  %.206.7.epil = load double, double* %uglygep116117, align 8
  %.217.7.epil = fcmp olt double %.206.7.epil, 0.000000e+00
  %.220.7.epil = sub i64 0, %sgn.3.1.6.epil
  %.226.7.epil = fneg double %.206.7.epil
  %sgn.3.1.7.epil = select i1 %.217.7.epil, i64 %.220.7.epil, i64 %sgn.3.1.6.epil
  %v.2.1.7.epil = select i1 %.217.7.epil, double %.226.7.epil, double %.206.7.epil
  %.247.7.epil = tail call double @llvm.log.f64(double %v.2.1.7.epil)
  %.255.7.epil = fadd double %.255.6.epil, %.247.7.epil
  %uglygep118 = getelementptr i8, i8* %uglygep116, i64 %4
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  %lsr.iv.next3 = add nsw i64 %lsr.iv2, 8
  %epil.iter.cmp.not100 = icmp eq i64 %lsr.iv.next3, 0
  br i1 %epil.iter.cmp.not100, label %common.ret.loopexit.unr-lcssa.loopexit.loopexit, label %B40.epil5, !llvm.loop !69

common.ret.loopexit.unr-lcssa.loopexit.loopexit:  ; preds = %B40.epil5
  %16 = add i64 %lsr.iv18.unr, %14
  br label %common.ret.loopexit.unr-lcssa.loopexit

common.ret.loopexit.unr-lcssa.loopexit:           ; preds = %common.ret.loopexit.unr-lcssa.loopexit.loopexit, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv18.lcssa = phi i64 [ %lsr.iv18.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %16, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %sgn.3.1.7.lcssa = phi i64 [ %sgn.3.1.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %sgn.3.1.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %.255.7.lcssa = phi double [ %.255.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.255.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %17 = add i64 %lsr.iv18.lcssa, 5
  br label %common.ret.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa:                    ; preds = %common.ret.loopexit.unr-lcssa.loopexit, %B40.preheader
  %sgn.3.1.lcssa.ph = phi i64 [ undef, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.255.lcssa.ph = phi double [ undef, %B40.preheader ], [ %.255.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr = phi double [ 0.000000e+00, %B40.preheader ], [ %.255.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr = phi i64 [ %arg.sgn, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.55.06.unr = phi i64 [ 0, %B40.preheader ], [ %17, %common.ret.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B40.epil.preheader

B40.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %18 = add i64 %arg.a.5.0, 1
  %19 = mul i64 %.55.06.unr, %18
  %scevgep = getelementptr double, double* %arg.a.4, i64 %19
  %20 = shl i64 %arg.a.5.0, 3
  %21 = add i64 %20, 8
  br label %B40.epil

B40.epil:                                         ; preds = %B40.epil, %B40.epil.preheader
  %lsr.iv16 = phi i64 [ %xtraiter, %B40.epil.preheader ], [ %lsr.iv.next17, %B40.epil ]
  %lsr.iv = phi double* [ %scevgep, %B40.epil.preheader ], [ %22, %B40.epil ]
  %acc.2.09.epil = phi double [ %acc.2.09.unr, %B40.epil.preheader ], [ %.255.epil, %B40.epil ]
  %sgn.2.08.epil = phi i64 [ %sgn.2.08.unr, %B40.epil.preheader ], [ %sgn.3.1.epil, %B40.epil ]
  %lsr.iv13 = bitcast double* %lsr.iv to i1*
  %.206.epil = load double, double* %lsr.iv, align 8
  %.217.epil = fcmp olt double %.206.epil, 0.000000e+00
  %.220.epil = sub i64 0, %sgn.2.08.epil
  %.226.epil = fneg double %.206.epil
  %sgn.3.1.epil = select i1 %.217.epil, i64 %.220.epil, i64 %sgn.2.08.epil
  %v.2.1.epil = select i1 %.217.epil, double %.226.epil, double %.206.epil
  %.247.epil = tail call double @llvm.log.f64(double %v.2.1.epil)
  %.255.epil = fadd double %acc.2.09.epil, %.247.epil
  %scevgep14 = getelementptr i1, i1* %lsr.iv13, i64 %21
  %22 = bitcast i1* %scevgep14 to double*
  %lsr.iv.next17 = add nsw i64 %lsr.iv16, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next17, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B40.epil, !llvm.loop !70

common.ret:                                       ; preds = %B40.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %sgn.2.0.lcssa = phi i64 [ %arg.sgn, %B0.endif ], [ %sgn.3.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %sgn.3.1.epil, %B40.epil ]
  %acc.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.255.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.255.epil, %B40.epil ]
  %.271 = sitofp i64 %sgn.2.0.lcssa to double
  %retptr.repack3818946 = bitcast [2 x double]* %retptr to double*
  store double %.271, double* %retptr.repack3818946, align 8
  %retptr.repack2 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %acc.2.0.lcssa, double* %retptr.repack2, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #1

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!9 = !{!"branch_weights", i32 1, i32 7}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = !{i1 true}
!14 = !{!"branch_weights", i32 99, i32 1}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!18 = distinct !{!18, !17, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!19 = !{!"branch_weights", i32 2126008812, i32 21474836}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !24, !21}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{!26, !28}
!26 = distinct !{!26, !27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!28 = distinct !{!28, !27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!29 = !{!30, !32, !33, !35, !36, !38}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!39 = !{!36, !38}
!40 = !{!41, !43}
!41 = distinct !{!41, !42, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!43 = distinct !{!43, !42, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!44 = !{!45, !47}
!45 = distinct !{!45, !46, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!47 = distinct !{!47, !46, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!48 = !{!49, !51, !52, !54}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !21}
!56 = distinct !{!56, !11}
!57 = distinct !{!57, !11}
!58 = distinct !{!58, !11}
!59 = distinct !{!59, !11}
!60 = distinct !{!60, !11, !21}
!61 = !{!62}
!62 = distinct !{!62, !63}
!63 = distinct !{!63, !"LVerDomain"}
!64 = !{!65}
!65 = distinct !{!65, !63}
!66 = distinct !{!66, !21}
!67 = distinct !{!67, !11}
!68 = distinct !{!68, !11}
!69 = distinct !{!69, !11}
!70 = distinct !{!70, !11}
