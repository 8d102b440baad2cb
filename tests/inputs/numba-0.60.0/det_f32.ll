; ModuleID = 'det_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.det_f32 = internal constant [8 x i8] c"det_f32\00"
@_ZN08NumbaEnv7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [160 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9323472c50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9323472c50>\00"
@_ZN08NumbaEnv5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v82B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269930405056 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\0Cslogdet_impl\94\8C\12numba/np/linalg.py\94M\05\08\87\94\87\94."
@.const.pickledata.140269930405056.sha1 = internal constant [20 x i8] c"\EE\83u\C2\CF\03\0A\A3\0D#f\0C5\D0u\1E\C7\A1\07\81"
@.const.picklebuf.140269930405056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269930405056, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930405056.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269924460864 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140269924460864.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140269924460864 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140269924460864, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269924460864.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269929205056 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140269929205056.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140269929205056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269929205056, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929205056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269928571072 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928571072.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928571072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928571072, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928571072.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@_ZN08NumbaEnv5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIfLi2E1F7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nocapture readnone %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* nocapture readonly %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.22.i = alloca [2 x double], align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.22.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false), !noalias !1
  %.30.i = call i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v82B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE([2 x double]* nonnull %.22.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1), !noalias !1
  switch i32 %.30.i, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
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

_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast [2 x double]* %.22.i to i8*
  %.31.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.50 = icmp sgt i32 %.30.i, 0
  %.51 = select i1 %.50, { i8*, i32, i8*, i8*, i32 }* %.31.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.51, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B50.endif.preheader.i:                            ; preds = %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
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
  %scevgep32 = getelementptr float, float* %arg.b.4, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %12 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep8 = getelementptr float, float* %arg.b.4, i64 %12
  %13 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %14 = bitcast float* %scevgep8 to i8*
  %uglygep29 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2930 = bitcast i8* %uglygep29 to float*
  %scevgep31 = getelementptr float, float* %uglygep2930, i64 -7
  %.236.i.epil = load float, float* %scevgep31, align 4, !noalias !6
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep26 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2627 = bitcast i8* %uglygep26 to float*
  %scevgep28 = getelementptr float, float* %uglygep2627, i64 -6
  %.236.1.i.epil = load float, float* %scevgep28, align 4, !noalias !6
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep23 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2324 = bitcast i8* %uglygep23 to float*
  %scevgep25 = getelementptr float, float* %uglygep2324, i64 -5
  %.236.2.i.epil = load float, float* %scevgep25, align 4, !noalias !6
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep20 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep2021 = bitcast i8* %uglygep20 to float*
  %scevgep22 = getelementptr float, float* %uglygep2021, i64 -4
  %.236.3.i.epil = load float, float* %scevgep22, align 4, !noalias !6
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep17 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1718 = bitcast i8* %uglygep17 to float*
  %scevgep19 = getelementptr float, float* %uglygep1718, i64 -3
  %.236.4.i.epil = load float, float* %scevgep19, align 4, !noalias !6
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep14 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1415 = bitcast i8* %uglygep14 to float*
  %scevgep16 = getelementptr float, float* %uglygep1415, i64 -2
  %.236.5.i.epil = load float, float* %scevgep16, align 4, !noalias !6
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep11 = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep1112 = bitcast i8* %uglygep11 to float*
  %scevgep13 = getelementptr float, float* %uglygep1112, i64 -1
  %.236.6.i.epil = load float, float* %scevgep13, align 4, !noalias !6
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %14, i64 %lsr.iv
  %uglygep10 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep10, align 4, !noalias !6
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %13, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !9, !llvm.loop !10

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B0.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr float, float* %arg.b.4, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep, align 4, !noalias !6
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B0.endif.endif, label %B50.endif.epil.i, !prof !9, !llvm.loop !12

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv161 = phi i64 [ %lsr.iv.next162, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep159 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -63
  %.236.i = load float, float* %scevgep160, align 4, !noalias !6
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep157 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -62
  %.236.1.i = load float, float* %scevgep158, align 4, !noalias !6
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep155 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -61
  %.236.2.i = load float, float* %scevgep156, align 4, !noalias !6
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep153 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -60
  %.236.3.i = load float, float* %scevgep154, align 4, !noalias !6
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep151 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -59
  %.236.4.i = load float, float* %scevgep152, align 4, !noalias !6
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep149 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -58
  %.236.5.i = load float, float* %scevgep150, align 4, !noalias !6
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep147 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -57
  %.236.6.i = load float, float* %scevgep148, align 4, !noalias !6
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep145 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -56
  %.236.7.i = load float, float* %scevgep146, align 4, !noalias !6
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep114 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep115 = getelementptr float, float* %scevgep114, i64 -55
  %.236.i.1 = load float, float* %scevgep115, align 4, !noalias !6
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep116 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep117 = getelementptr float, float* %scevgep116, i64 -54
  %.236.1.i.1 = load float, float* %scevgep117, align 4, !noalias !6
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep118 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep119 = getelementptr float, float* %scevgep118, i64 -53
  %.236.2.i.1 = load float, float* %scevgep119, align 4, !noalias !6
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep120 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep121 = getelementptr float, float* %scevgep120, i64 -52
  %.236.3.i.1 = load float, float* %scevgep121, align 4, !noalias !6
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep122 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep123 = getelementptr float, float* %scevgep122, i64 -51
  %.236.4.i.1 = load float, float* %scevgep123, align 4, !noalias !6
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep124 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep125 = getelementptr float, float* %scevgep124, i64 -50
  %.236.5.i.1 = load float, float* %scevgep125, align 4, !noalias !6
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep126 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep127 = getelementptr float, float* %scevgep126, i64 -49
  %.236.6.i.1 = load float, float* %scevgep127, align 4, !noalias !6
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep128 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep129 = getelementptr float, float* %scevgep128, i64 -48
  %.236.7.i.1 = load float, float* %scevgep129, align 4, !noalias !6
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep98 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep99 = getelementptr float, float* %scevgep98, i64 -47
  %.236.i.2 = load float, float* %scevgep99, align 4, !noalias !6
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep100 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep101 = getelementptr float, float* %scevgep100, i64 -46
  %.236.1.i.2 = load float, float* %scevgep101, align 4, !noalias !6
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep102 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep103 = getelementptr float, float* %scevgep102, i64 -45
  %.236.2.i.2 = load float, float* %scevgep103, align 4, !noalias !6
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep104 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep105 = getelementptr float, float* %scevgep104, i64 -44
  %.236.3.i.2 = load float, float* %scevgep105, align 4, !noalias !6
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep106 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep107 = getelementptr float, float* %scevgep106, i64 -43
  %.236.4.i.2 = load float, float* %scevgep107, align 4, !noalias !6
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep108 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep109 = getelementptr float, float* %scevgep108, i64 -42
  %.236.5.i.2 = load float, float* %scevgep109, align 4, !noalias !6
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep110 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep111 = getelementptr float, float* %scevgep110, i64 -41
  %.236.6.i.2 = load float, float* %scevgep111, align 4, !noalias !6
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep112 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep113 = getelementptr float, float* %scevgep112, i64 -40
  %.236.7.i.2 = load float, float* %scevgep113, align 4, !noalias !6
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep81 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep82 = getelementptr float, float* %scevgep81, i64 -39
  %.236.i.3 = load float, float* %scevgep82, align 4, !noalias !6
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep83 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep84 = getelementptr float, float* %scevgep83, i64 -38
  %.236.1.i.3 = load float, float* %scevgep84, align 4, !noalias !6
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep85 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep86 = getelementptr float, float* %scevgep85, i64 -37
  %.236.2.i.3 = load float, float* %scevgep86, align 4, !noalias !6
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep87 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep88 = getelementptr float, float* %scevgep87, i64 -36
  %.236.3.i.3 = load float, float* %scevgep88, align 4, !noalias !6
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep90 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep91 = getelementptr float, float* %scevgep90, i64 -35
  %.236.4.i.3 = load float, float* %scevgep91, align 4, !noalias !6
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep92 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep93 = getelementptr float, float* %scevgep92, i64 -34
  %.236.5.i.3 = load float, float* %scevgep93, align 4, !noalias !6
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep94 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep95 = getelementptr float, float* %scevgep94, i64 -33
  %.236.6.i.3 = load float, float* %scevgep95, align 4, !noalias !6
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep96 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep97 = getelementptr float, float* %scevgep96, i64 -32
  %.236.7.i.3 = load float, float* %scevgep97, align 4, !noalias !6
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep65 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep66 = getelementptr float, float* %scevgep65, i64 -31
  %.236.i.4 = load float, float* %scevgep66, align 4, !noalias !6
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep67 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep68 = getelementptr float, float* %scevgep67, i64 -30
  %.236.1.i.4 = load float, float* %scevgep68, align 4, !noalias !6
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep69 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep70 = getelementptr float, float* %scevgep69, i64 -29
  %.236.2.i.4 = load float, float* %scevgep70, align 4, !noalias !6
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep71 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep72 = getelementptr float, float* %scevgep71, i64 -28
  %.236.3.i.4 = load float, float* %scevgep72, align 4, !noalias !6
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep73 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep74 = getelementptr float, float* %scevgep73, i64 -27
  %.236.4.i.4 = load float, float* %scevgep74, align 4, !noalias !6
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep75 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep76 = getelementptr float, float* %scevgep75, i64 -26
  %.236.5.i.4 = load float, float* %scevgep76, align 4, !noalias !6
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep77 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep78 = getelementptr float, float* %scevgep77, i64 -25
  %.236.6.i.4 = load float, float* %scevgep78, align 4, !noalias !6
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep79 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep80 = getelementptr float, float* %scevgep79, i64 -24
  %.236.7.i.4 = load float, float* %scevgep80, align 4, !noalias !6
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep49 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep50 = getelementptr float, float* %scevgep49, i64 -23
  %.236.i.5 = load float, float* %scevgep50, align 4, !noalias !6
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep51 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep52 = getelementptr float, float* %scevgep51, i64 -22
  %.236.1.i.5 = load float, float* %scevgep52, align 4, !noalias !6
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep53 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep54 = getelementptr float, float* %scevgep53, i64 -21
  %.236.2.i.5 = load float, float* %scevgep54, align 4, !noalias !6
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep55 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep56 = getelementptr float, float* %scevgep55, i64 -20
  %.236.3.i.5 = load float, float* %scevgep56, align 4, !noalias !6
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep57 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep58 = getelementptr float, float* %scevgep57, i64 -19
  %.236.4.i.5 = load float, float* %scevgep58, align 4, !noalias !6
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep59 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep60 = getelementptr float, float* %scevgep59, i64 -18
  %.236.5.i.5 = load float, float* %scevgep60, align 4, !noalias !6
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep61 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep62 = getelementptr float, float* %scevgep61, i64 -17
  %.236.6.i.5 = load float, float* %scevgep62, align 4, !noalias !6
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep63 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep64 = getelementptr float, float* %scevgep63, i64 -16
  %.236.7.i.5 = load float, float* %scevgep64, align 4, !noalias !6
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep33 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep34 = getelementptr float, float* %scevgep33, i64 -15
  %.236.i.6 = load float, float* %scevgep34, align 4, !noalias !6
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep35 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep36 = getelementptr float, float* %scevgep35, i64 -14
  %.236.1.i.6 = load float, float* %scevgep36, align 4, !noalias !6
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep37 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep38 = getelementptr float, float* %scevgep37, i64 -13
  %.236.2.i.6 = load float, float* %scevgep38, align 4, !noalias !6
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep39 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep40 = getelementptr float, float* %scevgep39, i64 -12
  %.236.3.i.6 = load float, float* %scevgep40, align 4, !noalias !6
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep41 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep42 = getelementptr float, float* %scevgep41, i64 -11
  %.236.4.i.6 = load float, float* %scevgep42, align 4, !noalias !6
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep43 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep44 = getelementptr float, float* %scevgep43, i64 -10
  %.236.5.i.6 = load float, float* %scevgep44, align 4, !noalias !6
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep45 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep46 = getelementptr float, float* %scevgep45, i64 -9
  %.236.6.i.6 = load float, float* %scevgep46, align 4, !noalias !6
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep47 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep48 = getelementptr float, float* %scevgep47, i64 -8
  %.236.7.i.6 = load float, float* %scevgep48, align 4, !noalias !6
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep130 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep131 = getelementptr float, float* %scevgep130, i64 -7
  %.236.i.7 = load float, float* %scevgep131, align 4, !noalias !6
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep132 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep133 = getelementptr float, float* %scevgep132, i64 -6
  %.236.1.i.7 = load float, float* %scevgep133, align 4, !noalias !6
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep134 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep135 = getelementptr float, float* %scevgep134, i64 -5
  %.236.2.i.7 = load float, float* %scevgep135, align 4, !noalias !6
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep136 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep137 = getelementptr float, float* %scevgep136, i64 -4
  %.236.3.i.7 = load float, float* %scevgep137, align 4, !noalias !6
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep138 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep139 = getelementptr float, float* %scevgep138, i64 -3
  %.236.4.i.7 = load float, float* %scevgep139, align 4, !noalias !6
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep140 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep141 = getelementptr float, float* %scevgep140, i64 -2
  %.236.5.i.7 = load float, float* %scevgep141, align 4, !noalias !6
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep142 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %scevgep143 = getelementptr float, float* %scevgep142, i64 -1
  %.236.6.i.7 = load float, float* %scevgep143, align 4, !noalias !6
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep144 = getelementptr float, float* %scevgep32, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep144, align 4, !noalias !6
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next162 = add i64 %lsr.iv161, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next162, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !5

common.ret:                                       ; preds = %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit, %B0.endif.endif
  %common.ret.op = phi i32 [ 0, %B0.endif.endif ], [ %.30.i, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.98 = fpext float %c.2.0.lcssa.i to double
  %.99 = fmul double %.77.i, %.98
  store double %.99, double* %retptr, align 8
  br label %common.ret
}

define i8* @_ZN7cpython7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.const.det_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 4
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !5

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to float**
  %.37.fca.4.load = load float*, float** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 4
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 16
  %23 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr13 to float**
  %.62.fca.4.load = load float*, float** %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* undef, i8* undef, i64 %.62.fca.2.load, i64 undef, float* %.62.fca.4.load, i64 undef, i64 undef) #3
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

define double @cfunc._ZN7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 4
  %.14 = call i32 @_ZN7kernels7det_f32B3v80B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* undef, i8* undef, i64 %extracted.nitems.1, i64 undef, float* %extracted.data.1, i64 undef, i64 undef) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9323472c50>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v82B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.668 = alloca [2 x double], align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.668 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B492.endif.endif.endif.endif.endif, %B492.endif.endif.endif.endif.if, %B492.endif.endif.endif.if, %B492.endif.endif.if, %B360.if, %B152.endif.endif.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit, %B152.if, %B330, %B144, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B144 ], [ 0, %B330 ], [ 1, %B492.endif.endif.if ], [ 0, %B492.endif.endif.endif.endif.endif ], [ 1, %B152.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B152.endif.endif.if ], [ 1, %B360.if ], [ 1, %B492.endif.endif.endif.if ], [ %.676, %B492.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930405056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
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
  %.179.i = getelementptr float, float* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !14
  %.262.i = load float, float* %.179.i, align 4, !noalias !15
  %.271.i = fsub float %.262.i, %.262.i
  %.272.i = fcmp uno float %.271.i, 0.000000e+00
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
  %.9.not.i = icmp eq i32 %.286, 0
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
  %.377.083.ph = phi i64 [ 0, %B424.preheader ], [ %n.vec, %middle.block ]
  %549 = or i64 %.377.083.ph, 1
  %550 = sub i64 0, %arg.a.5.0
  br label %B426

B426:                                             ; preds = %B426, %B426.preheader
  %lsr.iv = phi i64 [ %549, %B426.preheader ], [ %lsr.iv.next, %B426 ]
  %sgn.4.085 = phi i64 [ %sgn.4.085.ph, %B426.preheader ], [ %.507, %B426 ]
  %scevgep132 = getelementptr i32, i32* %.6.i1.i, i64 %lsr.iv
  %scevgep133 = getelementptr i32, i32* %scevgep132, i64 -1
  %.500 = load i32, i32* %scevgep133, align 4
  %.502 = sext i32 %.500 to i64
  %.503 = icmp ne i64 %lsr.iv, %.502
  %.506 = zext i1 %.503 to i64
  %.507 = add nuw nsw i64 %sgn.4.085, %.506
  %lsr.iv.next = add i64 %lsr.iv, 1
  %551 = add i64 %550, %lsr.iv.next
  %exitcond.not = icmp eq i64 %551, 1
  br i1 %exitcond.not, label %B466.loopexit, label %B426, !llvm.loop !23

B466.loopexit:                                    ; preds = %B426, %middle.block
  %.507.lcssa = phi i64 [ %548, %middle.block ], [ %.507, %B426 ]
  %phi.bo = and i64 %.507.lcssa, 1
  %phi.cmp = icmp eq i64 %phi.bo, 0
  %phi.sel = select i1 %phi.cmp, i64 -1, i64 1
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.558 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.559 = icmp eq i8* %.558, null
  br i1 %.559, label %B492.endif.endif.if, label %B492.endif.endif.endif, !prof !5

B152.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929205056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif:                                       ; preds = %B44.i
  %552 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %552)
  %553 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %553)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !25
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !25
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %552, i8 0, i64 72, i1 false), !noalias !25
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !25
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread: ; preds = %B152.endif, %B152.endif
  %554 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %555 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.fca.0.gep17.i235452259 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 1
  %.45.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !25
  %.45.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !25
  %.45.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !25
  %.45.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !25
  %.45.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !25
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

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %B152.endif
  %556 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %557 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !25
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %557)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %556)
  %.150 = icmp sgt i32 %.35.i, 0
  %.151 = select i1 %.150, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.151, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i:                                 ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B152.endif.endif.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !29
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B152.endif.endif.if, label %B152.endif.endif.endif, !prof !5

B152.endif.endif.if:                              ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931366144, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE.exit.thread ], [ @.const.picklebuf.140269931474752, %B0.endif.endif.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %558 = bitcast i8* %.5.i.i to i32**
  %.6.i1.i = load i32*, i32** %558, align 8, !noalias !39
  %.286 = tail call i32 @numba_xxgetrf(i8 115, i64 %arg.a.5.0, i64 %arg.a.5.0, float* %.45.fca.4.load.i, i64 %arg.a.5.0, i32* %.6.i1.i)
  %.294 = icmp sgt i32 %.286, 0
  br i1 %.294, label %B330, label %B360

B360.if:                                          ; preds = %B360
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931365056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.if:                              ; preds = %B466.loopexit
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269924460864, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B492.endif.endif.endif:                           ; preds = %B466.loopexit
  %.5.i = getelementptr i8, i8* %.558, i64 24
  %559 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i27 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.571 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i27, i64 0, i32 1
  store i64 1, i64* %.571, align 8
  %560 = bitcast i8* %.5.i to i64**
  %.6.i52814 = load i64*, i64** %560, align 8
  store i64 0, i64* %.6.i52814, align 8
  %.6.i729 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.583 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i729, i64 0, i32 2
  store i8 0, i8* %.583, align 1
  %.6.i1130 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.596 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1130, i64 0, i32 3
  store i64 0, i64* %.596, align 1
  %.6.i202315 = load i64*, i64** %560, align 8
  store i64 1, i64* %.6.i202315, align 8
  %.6.i1624 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %559, align 8
  %.636 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1624, i64 0, i32 3
  store i64 %arg.a.5.0, i64* %.636, align 8
  %.6.i45.i16 = load i64*, i64** %560, align 8, !noalias !44
  %.26.i = load i64, i64* %.6.i45.i16, align 8, !noalias !44
  %.27.i12 = icmp slt i64 %.26.i, 1
  br i1 %.27.i12, label %B492.endif.endif.endif.if, label %B492.endif.endif.endif.endif, !prof !5

B492.endif.endif.endif.if:                        ; preds = %B492.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929999552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif:                     ; preds = %B492.endif.endif.endif
  %561 = bitcast [2 x double]* %.668 to i8*
  tail call void @NRT_decref(i8* nonnull %.558)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %561, i8 0, i64 16, i1 false)
  %.676 = call i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIfLi2E1F7mutable7alignedEx([2 x double]* nonnull %.668, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i64 %arg.a.5.0, i8* %.45.fca.0.load.i, i8* %.45.fca.1.load.i, i64 %.45.fca.2.load.i, i64 %.45.fca.3.load.i, float* %.45.fca.4.load.i, i64 %.45.fca.5.0.load.i, i64 %.45.fca.5.1.load.i, i64 %.45.fca.6.0.load.i, i64 %.45.fca.6.1.load.i, i64 %phi.sel)
  switch i32 %.676, label %B492.endif.endif.endif.endif.if [
    i32 -2, label %B492.endif.endif.endif.endif.endif
    i32 0, label %B492.endif.endif.endif.endif.endif
  ]

B492.endif.endif.endif.endif.if:                  ; preds = %B492.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif.endif:               ; preds = %B492.endif.endif.endif.endif, %B492.endif.endif.endif.endif
  %562 = bitcast [2 x double]* %.668 to double*
  %sunkaddr17 = getelementptr inbounds [2 x double], [2 x double]* %.668, i64 0, i64 1
  %.686.fca.1.load = load double, double* %sunkaddr17, align 8
  %.686.fca.0.load = load double, double* %562, align 8
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %retptr.repack239453260 = bitcast [2 x double]* %retptr to double*
  store double %.686.fca.0.load, double* %retptr.repack239453260, align 8
  %retptr.repack25 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %.686.fca.1.load, double* %retptr.repack25, align 8
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

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 2
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 4)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !5

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928571072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
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
  %0 = bitcast i8* %.5.i to float**
  %.6.i6 = load float*, float** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %iter.check.preheader, label %for.end

iter.check.preheader:                             ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -64
  %2 = lshr i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %iter.check.epil, label %iter.check.preheader.new

iter.check.preheader.new:                         ; preds = %iter.check.preheader
  %unroll_iter61 = and i64 %arg.a.5.0, -2
  %xtraiter49 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 3
  %7 = shl i64 %arg.a.5.0, 5
  %scevgep699 = getelementptr float, float* %arg.a.4, i64 %arg.a.5.1
  %8 = icmp eq i64 %xtraiter49, 0
  br i1 %8, label %for.body.1.us.preheader.us.preheader, label %for.body.1.us.preheader.preheader

for.body.1.us.preheader.preheader:                ; preds = %iter.check.preheader.new
  %9 = add nsw i64 %unroll_iter61, -2
  %10 = lshr exact i64 %9, 1
  %11 = add nuw i64 %10, 1
  %xtraiter85 = and i64 %11, 3
  %12 = icmp ult i64 %9, 6
  br i1 %12, label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa, label %for.body.1.us.preheader.preheader.new

for.body.1.us.preheader.preheader.new:            ; preds = %for.body.1.us.preheader.preheader
  %unroll_iter106 = and i64 %11, -4
  %13 = shl i64 %arg.a.5.1, 5
  %14 = shl nuw i64 %arg.a.5.1, 1
  %15 = mul i64 %arg.a.5.1, 3
  %16 = shl i64 %arg.a.5.1, 2
  %17 = mul i64 %arg.a.5.1, 5
  %18 = mul i64 %arg.a.5.1, 6
  %19 = mul i64 %arg.a.5.1, 7
  %scevgep1283 = getelementptr float, float* %.6.i6, i64 1
  %scevgep1329 = getelementptr float, float* %arg.a.4, i64 %14
  %scevgep1339 = getelementptr float, float* %.6.i6, i64 2
  %scevgep1384 = getelementptr float, float* %arg.a.4, i64 %15
  %scevgep1400 = getelementptr float, float* %.6.i6, i64 3
  %scevgep1438 = getelementptr float, float* %arg.a.4, i64 %16
  %scevgep1448 = getelementptr float, float* %.6.i6, i64 4
  %scevgep1484 = getelementptr float, float* %arg.a.4, i64 %17
  %scevgep1494 = getelementptr float, float* %.6.i6, i64 5
  %scevgep1530 = getelementptr float, float* %arg.a.4, i64 %18
  %scevgep1540 = getelementptr float, float* %.6.i6, i64 6
  %scevgep1576 = getelementptr float, float* %arg.a.4, i64 %19
  %scevgep1586 = getelementptr float, float* %.6.i6, i64 7
  %20 = shl i64 %xtraiter49, 2
  %scevgep1766 = getelementptr float, float* %.6.i6, i64 %arg.a.5.0
  %21 = add nuw nsw i64 %xtraiter49, 7
  %22 = add nuw i64 %21, %arg.a.5.1
  %scevgep1800 = getelementptr float, float* %arg.a.4, i64 %22
  %23 = add nuw i64 %arg.a.5.0, 1
  %scevgep1819 = getelementptr float, float* %.6.i6, i64 %23
  %24 = add i64 %21, %14
  %scevgep1851 = getelementptr float, float* %arg.a.4, i64 %24
  %25 = add nuw i64 %arg.a.5.0, 2
  %scevgep1870 = getelementptr float, float* %.6.i6, i64 %25
  %26 = add i64 %21, %15
  %scevgep1902 = getelementptr float, float* %arg.a.4, i64 %26
  %27 = add nuw i64 %arg.a.5.0, 3
  %scevgep1921 = getelementptr float, float* %.6.i6, i64 %27
  %28 = add i64 %21, %16
  %scevgep1953 = getelementptr float, float* %arg.a.4, i64 %28
  %29 = add nuw i64 %arg.a.5.0, 4
  %scevgep1972 = getelementptr float, float* %.6.i6, i64 %29
  %30 = add i64 %21, %17
  %scevgep2004 = getelementptr float, float* %arg.a.4, i64 %30
  %31 = add nuw i64 %arg.a.5.0, 5
  %scevgep2023 = getelementptr float, float* %.6.i6, i64 %31
  %32 = add i64 %21, %18
  %scevgep2055 = getelementptr float, float* %arg.a.4, i64 %32
  %33 = add nuw i64 %arg.a.5.0, 6
  %scevgep2074 = getelementptr float, float* %.6.i6, i64 %33
  %34 = add i64 %21, %19
  %scevgep2106 = getelementptr float, float* %arg.a.4, i64 %34
  %35 = add nuw i64 %arg.a.5.0, 7
  %scevgep2125 = getelementptr float, float* %.6.i6, i64 %35
  %scevgep1386 = getelementptr float, float* %arg.a.4, i64 7
  %36 = lshr i64 %arg.a.5.1, 3
  %37 = shl nuw i64 %36, 3
  br label %for.body.1.us.preheader

for.body.1.us.preheader.us.preheader:             ; preds = %iter.check.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %38 = add nsw i64 %arg.a.5.1, -8
  %39 = lshr i64 %38, 3
  %40 = add nuw nsw i64 %39, 1
  %xtraiter75 = and i64 %40, 7
  %unroll_iter78 = and i64 %40, %const
  %41 = shl i64 %xtraiter75, 5
  %lsr.iv.next716.us.3 = shl i64 %arg.a.5.0, 8
  %42 = add nsw i64 %unroll_iter78, -8
  %43 = lshr exact i64 %42, 3
  %44 = add nuw nsw i64 %43, 1
  %const_mat = add i64 %const, 6
  %unroll_iter397 = and i64 %44, %const_mat
  br label %for.body.1.us.preheader.us

for.body.1.us.preheader.us:                       ; preds = %for.end.1.loopexit.us.1.us, %for.body.1.us.preheader.us.preheader
  %lsr.iv713.us = phi i64 [ %lsr.iv.next714.us, %for.end.1.loopexit.us.1.us ], [ 4, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv700.us = phi float* [ %571, %for.end.1.loopexit.us.1.us ], [ %scevgep699, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv487.us = phi i64 [ %lsr.iv.next488.us, %for.end.1.loopexit.us.1.us ], [ 0, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv464.us = phi float* [ %570, %for.end.1.loopexit.us.1.us ], [ %arg.a.4, %for.body.1.us.preheader.us.preheader ]
  %loop.index4.us.us = phi i64 [ %.141.us.1.us, %for.end.1.loopexit.us.1.us ], [ 0, %for.body.1.us.preheader.us.preheader ]
  %45 = icmp ult i64 %4, 7
  br i1 %45, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.preheader76.us

for.body.1.us.preheader76.us:                     ; preds = %for.body.1.us.preheader.us
  %46 = icmp ult i64 %38, 56
  br i1 %46, label %for.body.1.us.1.preheader.us.unr-lcssa, label %for.body.1.us.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.us.preheader76.us
  %47 = icmp eq i64 %42, 0
  br i1 %47, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader929

for.body.1.us.us.preheader929:                    ; preds = %for.body.1.us.us.preheader
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader929, %for.body.1.us.us
  %lsr.iv481.us = phi float* [ %300, %for.body.1.us.us ], [ %.6.i6, %for.body.1.us.us.preheader929 ]
  %loop.index.12.us.us = phi i64 [ %.139.us.7.us.7.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader929 ]
  %niter398 = phi i64 [ %niter398.next.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader929 ]
  %lsr.iv481.us407 = bitcast float* %lsr.iv481.us to i8*
  %lsr.iv481482.us = bitcast float* %lsr.iv481.us to i1*
  %scevgep555 = getelementptr float, float* %lsr.iv464.us, i64 %loop.index.12.us.us
  %.137.us.us = load float, float* %scevgep555, align 4
  %uglygep408 = getelementptr i8, i8* %lsr.iv481.us407, i64 %lsr.iv487.us
  %uglygep408409 = bitcast i8* %uglygep408 to float*
  store float %.137.us.us, float* %uglygep408409, align 4
  %sunkaddr = mul i64 %loop.index.12.us.us, 4
  %48 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1757 = getelementptr i8, i8* %48, i64 %sunkaddr
  %sunkaddr1758 = getelementptr i8, i8* %sunkaddr1757, i64 4
  %49 = bitcast i8* %sunkaddr1758 to float*
  %.137.us.1.us = load float, float* %49, align 4
  %uglygep558 = getelementptr i8, i8* %uglygep408, i64 %.46
  %uglygep558559 = bitcast i8* %uglygep558 to float*
  store float %.137.us.1.us, float* %uglygep558559, align 4
  %sunkaddr1759 = mul i64 %loop.index.12.us.us, 4
  %50 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1760 = getelementptr i8, i8* %50, i64 %sunkaddr1759
  %sunkaddr1761 = getelementptr i8, i8* %sunkaddr1760, i64 8
  %51 = bitcast i8* %sunkaddr1761 to float*
  %.137.us.2.us = load float, float* %51, align 4
  %uglygep560 = getelementptr i8, i8* %uglygep558, i64 %.46
  %uglygep560561 = bitcast i8* %uglygep560 to float*
  store float %.137.us.2.us, float* %uglygep560561, align 4
  %sunkaddr1762 = mul i64 %loop.index.12.us.us, 4
  %52 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1763 = getelementptr i8, i8* %52, i64 %sunkaddr1762
  %sunkaddr1764 = getelementptr i8, i8* %sunkaddr1763, i64 12
  %53 = bitcast i8* %sunkaddr1764 to float*
  %.137.us.3.us = load float, float* %53, align 4
  %uglygep562 = getelementptr i8, i8* %uglygep560, i64 %.46
  %uglygep562563 = bitcast i8* %uglygep562 to float*
  store float %.137.us.3.us, float* %uglygep562563, align 4
  %sunkaddr1765 = mul i64 %loop.index.12.us.us, 4
  %54 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1766 = getelementptr i8, i8* %54, i64 %sunkaddr1765
  %sunkaddr1767 = getelementptr i8, i8* %sunkaddr1766, i64 16
  %55 = bitcast i8* %sunkaddr1767 to float*
  %.137.us.4.us = load float, float* %55, align 4
  %uglygep564 = getelementptr i8, i8* %uglygep562, i64 %.46
  %uglygep564565 = bitcast i8* %uglygep564 to float*
  store float %.137.us.4.us, float* %uglygep564565, align 4
  %sunkaddr1768 = mul i64 %loop.index.12.us.us, 4
  %56 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1769 = getelementptr i8, i8* %56, i64 %sunkaddr1768
  %sunkaddr1770 = getelementptr i8, i8* %sunkaddr1769, i64 20
  %57 = bitcast i8* %sunkaddr1770 to float*
  %.137.us.5.us = load float, float* %57, align 4
  %uglygep566 = getelementptr i8, i8* %uglygep564, i64 %.46
  %uglygep566567 = bitcast i8* %uglygep566 to float*
  store float %.137.us.5.us, float* %uglygep566567, align 4
  %sunkaddr1771 = mul i64 %loop.index.12.us.us, 4
  %58 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1772 = getelementptr i8, i8* %58, i64 %sunkaddr1771
  %sunkaddr1773 = getelementptr i8, i8* %sunkaddr1772, i64 24
  %59 = bitcast i8* %sunkaddr1773 to float*
  %.137.us.6.us = load float, float* %59, align 4
  %uglygep568 = getelementptr i8, i8* %uglygep566, i64 %.46
  %uglygep568569 = bitcast i8* %uglygep568 to float*
  store float %.137.us.6.us, float* %uglygep568569, align 4
  %sunkaddr1774 = mul i64 %loop.index.12.us.us, 4
  %60 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1775 = getelementptr i8, i8* %60, i64 %sunkaddr1774
  %sunkaddr1776 = getelementptr i8, i8* %sunkaddr1775, i64 28
  %61 = bitcast i8* %sunkaddr1776 to float*
  %.137.us.7.us = load float, float* %61, align 4
  %uglygep570 = getelementptr i8, i8* %uglygep568, i64 %.46
  %uglygep570571 = bitcast i8* %uglygep570 to float*
  store float %.137.us.7.us, float* %uglygep570571, align 4
  %scevgep483.us = getelementptr i1, i1* %lsr.iv481482.us, i64 %7
  %sunkaddr1777 = mul i64 %loop.index.12.us.us, 4
  %62 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1778 = getelementptr i8, i8* %62, i64 %sunkaddr1777
  %sunkaddr1779 = getelementptr i8, i8* %sunkaddr1778, i64 32
  %63 = bitcast i8* %sunkaddr1779 to float*
  %.137.us.us.1 = load float, float* %63, align 4
  %uglygep572 = getelementptr i8, i8* %uglygep570, i64 %.46
  %uglygep572573 = bitcast i8* %uglygep572 to float*
  store float %.137.us.us.1, float* %uglygep572573, align 4
  %sunkaddr1780 = mul i64 %loop.index.12.us.us, 4
  %64 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1781 = getelementptr i8, i8* %64, i64 %sunkaddr1780
  %sunkaddr1782 = getelementptr i8, i8* %sunkaddr1781, i64 36
  %65 = bitcast i8* %sunkaddr1782 to float*
  %.137.us.1.us.1 = load float, float* %65, align 4
  %uglygep574 = getelementptr i8, i8* %uglygep572, i64 %.46
  %uglygep574575 = bitcast i8* %uglygep574 to float*
  store float %.137.us.1.us.1, float* %uglygep574575, align 4
  %sunkaddr1783 = mul i64 %loop.index.12.us.us, 4
  %66 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1784 = getelementptr i8, i8* %66, i64 %sunkaddr1783
  %sunkaddr1785 = getelementptr i8, i8* %sunkaddr1784, i64 40
  %67 = bitcast i8* %sunkaddr1785 to float*
  %.137.us.2.us.1 = load float, float* %67, align 4
  %uglygep576 = getelementptr i8, i8* %uglygep574, i64 %.46
  %uglygep576577 = bitcast i8* %uglygep576 to float*
  store float %.137.us.2.us.1, float* %uglygep576577, align 4
  %sunkaddr1786 = mul i64 %loop.index.12.us.us, 4
  %68 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1787 = getelementptr i8, i8* %68, i64 %sunkaddr1786
  %sunkaddr1788 = getelementptr i8, i8* %sunkaddr1787, i64 44
  %69 = bitcast i8* %sunkaddr1788 to float*
  %.137.us.3.us.1 = load float, float* %69, align 4
  %uglygep578 = getelementptr i8, i8* %uglygep576, i64 %.46
  %uglygep578579 = bitcast i8* %uglygep578 to float*
  store float %.137.us.3.us.1, float* %uglygep578579, align 4
  %sunkaddr1789 = mul i64 %loop.index.12.us.us, 4
  %70 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1790 = getelementptr i8, i8* %70, i64 %sunkaddr1789
  %sunkaddr1791 = getelementptr i8, i8* %sunkaddr1790, i64 48
  %71 = bitcast i8* %sunkaddr1791 to float*
  %.137.us.4.us.1 = load float, float* %71, align 4
  %uglygep580 = getelementptr i8, i8* %uglygep578, i64 %.46
  %uglygep580581 = bitcast i8* %uglygep580 to float*
  store float %.137.us.4.us.1, float* %uglygep580581, align 4
  %sunkaddr1792 = mul i64 %loop.index.12.us.us, 4
  %72 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1793 = getelementptr i8, i8* %72, i64 %sunkaddr1792
  %sunkaddr1794 = getelementptr i8, i8* %sunkaddr1793, i64 52
  %73 = bitcast i8* %sunkaddr1794 to float*
  %.137.us.5.us.1 = load float, float* %73, align 4
  %uglygep582 = getelementptr i8, i8* %uglygep580, i64 %.46
  %uglygep582583 = bitcast i8* %uglygep582 to float*
  store float %.137.us.5.us.1, float* %uglygep582583, align 4
  %sunkaddr1795 = mul i64 %loop.index.12.us.us, 4
  %74 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1796 = getelementptr i8, i8* %74, i64 %sunkaddr1795
  %sunkaddr1797 = getelementptr i8, i8* %sunkaddr1796, i64 56
  %75 = bitcast i8* %sunkaddr1797 to float*
  %.137.us.6.us.1 = load float, float* %75, align 4
  %uglygep584 = getelementptr i8, i8* %uglygep582, i64 %.46
  %uglygep584585 = bitcast i8* %uglygep584 to float*
  store float %.137.us.6.us.1, float* %uglygep584585, align 4
  %sunkaddr1798 = mul i64 %loop.index.12.us.us, 4
  %76 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1799 = getelementptr i8, i8* %76, i64 %sunkaddr1798
  %sunkaddr1800 = getelementptr i8, i8* %sunkaddr1799, i64 60
  %77 = bitcast i8* %sunkaddr1800 to float*
  %.137.us.7.us.1 = load float, float* %77, align 4
  %uglygep586 = getelementptr i8, i8* %uglygep584, i64 %.46
  %uglygep586587 = bitcast i8* %uglygep586 to float*
  store float %.137.us.7.us.1, float* %uglygep586587, align 4
  %scevgep483.us.1 = getelementptr i1, i1* %scevgep483.us, i64 %7
  %sunkaddr1801 = mul i64 %loop.index.12.us.us, 4
  %78 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1802 = getelementptr i8, i8* %78, i64 %sunkaddr1801
  %sunkaddr1803 = getelementptr i8, i8* %sunkaddr1802, i64 64
  %79 = bitcast i8* %sunkaddr1803 to float*
  %.137.us.us.2 = load float, float* %79, align 4
  %uglygep588 = getelementptr i8, i8* %uglygep586, i64 %.46
  %uglygep588589 = bitcast i8* %uglygep588 to float*
  store float %.137.us.us.2, float* %uglygep588589, align 4
  %sunkaddr1804 = mul i64 %loop.index.12.us.us, 4
  %80 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1805 = getelementptr i8, i8* %80, i64 %sunkaddr1804
  %sunkaddr1806 = getelementptr i8, i8* %sunkaddr1805, i64 68
  %81 = bitcast i8* %sunkaddr1806 to float*
  %.137.us.1.us.2 = load float, float* %81, align 4
  %uglygep590 = getelementptr i8, i8* %uglygep588, i64 %.46
  %uglygep590591 = bitcast i8* %uglygep590 to float*
  store float %.137.us.1.us.2, float* %uglygep590591, align 4
  %sunkaddr1807 = mul i64 %loop.index.12.us.us, 4
  %82 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1808 = getelementptr i8, i8* %82, i64 %sunkaddr1807
  %sunkaddr1809 = getelementptr i8, i8* %sunkaddr1808, i64 72
  %83 = bitcast i8* %sunkaddr1809 to float*
  %.137.us.2.us.2 = load float, float* %83, align 4
  %uglygep592 = getelementptr i8, i8* %uglygep590, i64 %.46
  %uglygep592593 = bitcast i8* %uglygep592 to float*
  store float %.137.us.2.us.2, float* %uglygep592593, align 4
  %sunkaddr1810 = mul i64 %loop.index.12.us.us, 4
  %84 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1811 = getelementptr i8, i8* %84, i64 %sunkaddr1810
  %sunkaddr1812 = getelementptr i8, i8* %sunkaddr1811, i64 76
  %85 = bitcast i8* %sunkaddr1812 to float*
  %.137.us.3.us.2 = load float, float* %85, align 4
  %uglygep594 = getelementptr i8, i8* %uglygep592, i64 %.46
  %uglygep594595 = bitcast i8* %uglygep594 to float*
  store float %.137.us.3.us.2, float* %uglygep594595, align 4
  %sunkaddr1813 = mul i64 %loop.index.12.us.us, 4
  %86 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1814 = getelementptr i8, i8* %86, i64 %sunkaddr1813
  %sunkaddr1815 = getelementptr i8, i8* %sunkaddr1814, i64 80
  %87 = bitcast i8* %sunkaddr1815 to float*
  %.137.us.4.us.2 = load float, float* %87, align 4
  %uglygep596 = getelementptr i8, i8* %uglygep594, i64 %.46
  %uglygep596597 = bitcast i8* %uglygep596 to float*
  store float %.137.us.4.us.2, float* %uglygep596597, align 4
  %sunkaddr1816 = mul i64 %loop.index.12.us.us, 4
  %88 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1817 = getelementptr i8, i8* %88, i64 %sunkaddr1816
  %sunkaddr1818 = getelementptr i8, i8* %sunkaddr1817, i64 84
  %89 = bitcast i8* %sunkaddr1818 to float*
  %.137.us.5.us.2 = load float, float* %89, align 4
  %uglygep598 = getelementptr i8, i8* %uglygep596, i64 %.46
  %uglygep598599 = bitcast i8* %uglygep598 to float*
  store float %.137.us.5.us.2, float* %uglygep598599, align 4
  %sunkaddr1819 = mul i64 %loop.index.12.us.us, 4
  %90 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1820 = getelementptr i8, i8* %90, i64 %sunkaddr1819
  %sunkaddr1821 = getelementptr i8, i8* %sunkaddr1820, i64 88
  %91 = bitcast i8* %sunkaddr1821 to float*
  %.137.us.6.us.2 = load float, float* %91, align 4
  %uglygep600 = getelementptr i8, i8* %uglygep598, i64 %.46
  %uglygep600601 = bitcast i8* %uglygep600 to float*
  store float %.137.us.6.us.2, float* %uglygep600601, align 4
  %sunkaddr1822 = mul i64 %loop.index.12.us.us, 4
  %92 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1823 = getelementptr i8, i8* %92, i64 %sunkaddr1822
  %sunkaddr1824 = getelementptr i8, i8* %sunkaddr1823, i64 92
  %93 = bitcast i8* %sunkaddr1824 to float*
  %.137.us.7.us.2 = load float, float* %93, align 4
  %uglygep602 = getelementptr i8, i8* %uglygep600, i64 %.46
  %uglygep602603 = bitcast i8* %uglygep602 to float*
  store float %.137.us.7.us.2, float* %uglygep602603, align 4
  %scevgep483.us.2 = getelementptr i1, i1* %scevgep483.us.1, i64 %7
  %sunkaddr1825 = mul i64 %loop.index.12.us.us, 4
  %94 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1826 = getelementptr i8, i8* %94, i64 %sunkaddr1825
  %sunkaddr1827 = getelementptr i8, i8* %sunkaddr1826, i64 96
  %95 = bitcast i8* %sunkaddr1827 to float*
  %.137.us.us.3 = load float, float* %95, align 4
  %uglygep604 = getelementptr i8, i8* %uglygep602, i64 %.46
  %uglygep604605 = bitcast i8* %uglygep604 to float*
  store float %.137.us.us.3, float* %uglygep604605, align 4
  %sunkaddr1828 = mul i64 %loop.index.12.us.us, 4
  %96 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1829 = getelementptr i8, i8* %96, i64 %sunkaddr1828
  %sunkaddr1830 = getelementptr i8, i8* %sunkaddr1829, i64 100
  %97 = bitcast i8* %sunkaddr1830 to float*
  %.137.us.1.us.3 = load float, float* %97, align 4
  %uglygep606 = getelementptr i8, i8* %uglygep604, i64 %.46
  %uglygep606607 = bitcast i8* %uglygep606 to float*
  store float %.137.us.1.us.3, float* %uglygep606607, align 4
  %sunkaddr1831 = mul i64 %loop.index.12.us.us, 4
  %98 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1832 = getelementptr i8, i8* %98, i64 %sunkaddr1831
  %sunkaddr1833 = getelementptr i8, i8* %sunkaddr1832, i64 104
  %99 = bitcast i8* %sunkaddr1833 to float*
  %.137.us.2.us.3 = load float, float* %99, align 4
  %uglygep608 = getelementptr i8, i8* %uglygep606, i64 %.46
  %uglygep608609 = bitcast i8* %uglygep608 to float*
  store float %.137.us.2.us.3, float* %uglygep608609, align 4
  %sunkaddr1834 = mul i64 %loop.index.12.us.us, 4
  %100 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1835 = getelementptr i8, i8* %100, i64 %sunkaddr1834
  %sunkaddr1836 = getelementptr i8, i8* %sunkaddr1835, i64 108
  %101 = bitcast i8* %sunkaddr1836 to float*
  %.137.us.3.us.3 = load float, float* %101, align 4
  %uglygep610 = getelementptr i8, i8* %uglygep608, i64 %.46
  %uglygep610611 = bitcast i8* %uglygep610 to float*
  store float %.137.us.3.us.3, float* %uglygep610611, align 4
  %sunkaddr1837 = mul i64 %loop.index.12.us.us, 4
  %102 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1838 = getelementptr i8, i8* %102, i64 %sunkaddr1837
  %sunkaddr1839 = getelementptr i8, i8* %sunkaddr1838, i64 112
  %103 = bitcast i8* %sunkaddr1839 to float*
  %.137.us.4.us.3 = load float, float* %103, align 4
  %uglygep612 = getelementptr i8, i8* %uglygep610, i64 %.46
  %uglygep612613 = bitcast i8* %uglygep612 to float*
  store float %.137.us.4.us.3, float* %uglygep612613, align 4
  %sunkaddr1840 = mul i64 %loop.index.12.us.us, 4
  %104 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1841 = getelementptr i8, i8* %104, i64 %sunkaddr1840
  %sunkaddr1842 = getelementptr i8, i8* %sunkaddr1841, i64 116
  %105 = bitcast i8* %sunkaddr1842 to float*
  %.137.us.5.us.3 = load float, float* %105, align 4
  %uglygep614 = getelementptr i8, i8* %uglygep612, i64 %.46
  %uglygep614615 = bitcast i8* %uglygep614 to float*
  store float %.137.us.5.us.3, float* %uglygep614615, align 4
  %sunkaddr1843 = mul i64 %loop.index.12.us.us, 4
  %106 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1844 = getelementptr i8, i8* %106, i64 %sunkaddr1843
  %sunkaddr1845 = getelementptr i8, i8* %sunkaddr1844, i64 120
  %107 = bitcast i8* %sunkaddr1845 to float*
  %.137.us.6.us.3 = load float, float* %107, align 4
  %uglygep616 = getelementptr i8, i8* %uglygep614, i64 %.46
  %uglygep616617 = bitcast i8* %uglygep616 to float*
  store float %.137.us.6.us.3, float* %uglygep616617, align 4
  %sunkaddr1846 = mul i64 %loop.index.12.us.us, 4
  %108 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1847 = getelementptr i8, i8* %108, i64 %sunkaddr1846
  %sunkaddr1848 = getelementptr i8, i8* %sunkaddr1847, i64 124
  %109 = bitcast i8* %sunkaddr1848 to float*
  %.137.us.7.us.3 = load float, float* %109, align 4
  %uglygep618 = getelementptr i8, i8* %uglygep616, i64 %.46
  %uglygep618619 = bitcast i8* %uglygep618 to float*
  store float %.137.us.7.us.3, float* %uglygep618619, align 4
  %scevgep483.us.3 = getelementptr i1, i1* %scevgep483.us.2, i64 %7
  %sunkaddr1849 = mul i64 %loop.index.12.us.us, 4
  %110 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1850 = getelementptr i8, i8* %110, i64 %sunkaddr1849
  %sunkaddr1851 = getelementptr i8, i8* %sunkaddr1850, i64 128
  %111 = bitcast i8* %sunkaddr1851 to float*
  %.137.us.us.4 = load float, float* %111, align 4
  %uglygep620 = getelementptr i8, i8* %uglygep618, i64 %.46
  %uglygep620621 = bitcast i8* %uglygep620 to float*
  store float %.137.us.us.4, float* %uglygep620621, align 4
  %sunkaddr1852 = mul i64 %loop.index.12.us.us, 4
  %112 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1853 = getelementptr i8, i8* %112, i64 %sunkaddr1852
  %sunkaddr1854 = getelementptr i8, i8* %sunkaddr1853, i64 132
  %113 = bitcast i8* %sunkaddr1854 to float*
  %.137.us.1.us.4 = load float, float* %113, align 4
  %uglygep622 = getelementptr i8, i8* %uglygep620, i64 %.46
  %uglygep622623 = bitcast i8* %uglygep622 to float*
  store float %.137.us.1.us.4, float* %uglygep622623, align 4
  %sunkaddr1855 = mul i64 %loop.index.12.us.us, 4
  %114 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1856 = getelementptr i8, i8* %114, i64 %sunkaddr1855
  %sunkaddr1857 = getelementptr i8, i8* %sunkaddr1856, i64 136
  %115 = bitcast i8* %sunkaddr1857 to float*
  %.137.us.2.us.4 = load float, float* %115, align 4
  %uglygep624 = getelementptr i8, i8* %uglygep622, i64 %.46
  %uglygep624625 = bitcast i8* %uglygep624 to float*
  store float %.137.us.2.us.4, float* %uglygep624625, align 4
  %sunkaddr1858 = mul i64 %loop.index.12.us.us, 4
  %116 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1859 = getelementptr i8, i8* %116, i64 %sunkaddr1858
  %sunkaddr1860 = getelementptr i8, i8* %sunkaddr1859, i64 140
  %117 = bitcast i8* %sunkaddr1860 to float*
  %.137.us.3.us.4 = load float, float* %117, align 4
  %uglygep626 = getelementptr i8, i8* %uglygep624, i64 %.46
  %uglygep626627 = bitcast i8* %uglygep626 to float*
  store float %.137.us.3.us.4, float* %uglygep626627, align 4
  %sunkaddr1861 = mul i64 %loop.index.12.us.us, 4
  %118 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1862 = getelementptr i8, i8* %118, i64 %sunkaddr1861
  %sunkaddr1863 = getelementptr i8, i8* %sunkaddr1862, i64 144
  %119 = bitcast i8* %sunkaddr1863 to float*
  %.137.us.4.us.4 = load float, float* %119, align 4
  %uglygep628 = getelementptr i8, i8* %uglygep626, i64 %.46
  %uglygep628629 = bitcast i8* %uglygep628 to float*
  store float %.137.us.4.us.4, float* %uglygep628629, align 4
  %sunkaddr1864 = mul i64 %loop.index.12.us.us, 4
  %120 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1865 = getelementptr i8, i8* %120, i64 %sunkaddr1864
  %sunkaddr1866 = getelementptr i8, i8* %sunkaddr1865, i64 148
  %121 = bitcast i8* %sunkaddr1866 to float*
  %.137.us.5.us.4 = load float, float* %121, align 4
  %uglygep630 = getelementptr i8, i8* %uglygep628, i64 %.46
  %uglygep630631 = bitcast i8* %uglygep630 to float*
  store float %.137.us.5.us.4, float* %uglygep630631, align 4
  %sunkaddr1867 = mul i64 %loop.index.12.us.us, 4
  %122 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1868 = getelementptr i8, i8* %122, i64 %sunkaddr1867
  %sunkaddr1869 = getelementptr i8, i8* %sunkaddr1868, i64 152
  %123 = bitcast i8* %sunkaddr1869 to float*
  %.137.us.6.us.4 = load float, float* %123, align 4
  %uglygep632 = getelementptr i8, i8* %uglygep630, i64 %.46
  %uglygep632633 = bitcast i8* %uglygep632 to float*
  store float %.137.us.6.us.4, float* %uglygep632633, align 4
  %sunkaddr1870 = mul i64 %loop.index.12.us.us, 4
  %124 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1871 = getelementptr i8, i8* %124, i64 %sunkaddr1870
  %sunkaddr1872 = getelementptr i8, i8* %sunkaddr1871, i64 156
  %125 = bitcast i8* %sunkaddr1872 to float*
  %.137.us.7.us.4 = load float, float* %125, align 4
  %uglygep634 = getelementptr i8, i8* %uglygep632, i64 %.46
  %uglygep634635 = bitcast i8* %uglygep634 to float*
  store float %.137.us.7.us.4, float* %uglygep634635, align 4
  %scevgep483.us.4 = getelementptr i1, i1* %scevgep483.us.3, i64 %7
  %sunkaddr1873 = mul i64 %loop.index.12.us.us, 4
  %126 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1874 = getelementptr i8, i8* %126, i64 %sunkaddr1873
  %sunkaddr1875 = getelementptr i8, i8* %sunkaddr1874, i64 160
  %127 = bitcast i8* %sunkaddr1875 to float*
  %.137.us.us.5 = load float, float* %127, align 4
  %uglygep636 = getelementptr i8, i8* %uglygep634, i64 %.46
  %uglygep636637 = bitcast i8* %uglygep636 to float*
  store float %.137.us.us.5, float* %uglygep636637, align 4
  %sunkaddr1876 = mul i64 %loop.index.12.us.us, 4
  %128 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1877 = getelementptr i8, i8* %128, i64 %sunkaddr1876
  %sunkaddr1878 = getelementptr i8, i8* %sunkaddr1877, i64 164
  %129 = bitcast i8* %sunkaddr1878 to float*
  %.137.us.1.us.5 = load float, float* %129, align 4
  %uglygep638 = getelementptr i8, i8* %uglygep636, i64 %.46
  %uglygep638639 = bitcast i8* %uglygep638 to float*
  store float %.137.us.1.us.5, float* %uglygep638639, align 4
  %sunkaddr1879 = mul i64 %loop.index.12.us.us, 4
  %130 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1880 = getelementptr i8, i8* %130, i64 %sunkaddr1879
  %sunkaddr1881 = getelementptr i8, i8* %sunkaddr1880, i64 168
  %131 = bitcast i8* %sunkaddr1881 to float*
  %.137.us.2.us.5 = load float, float* %131, align 4
  %uglygep640 = getelementptr i8, i8* %uglygep638, i64 %.46
  %uglygep640641 = bitcast i8* %uglygep640 to float*
  store float %.137.us.2.us.5, float* %uglygep640641, align 4
  %sunkaddr1882 = mul i64 %loop.index.12.us.us, 4
  %132 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1883 = getelementptr i8, i8* %132, i64 %sunkaddr1882
  %sunkaddr1884 = getelementptr i8, i8* %sunkaddr1883, i64 172
  %133 = bitcast i8* %sunkaddr1884 to float*
  %.137.us.3.us.5 = load float, float* %133, align 4
  %uglygep642 = getelementptr i8, i8* %uglygep640, i64 %.46
  %uglygep642643 = bitcast i8* %uglygep642 to float*
  store float %.137.us.3.us.5, float* %uglygep642643, align 4
  %sunkaddr1885 = mul i64 %loop.index.12.us.us, 4
  %134 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1886 = getelementptr i8, i8* %134, i64 %sunkaddr1885
  %sunkaddr1887 = getelementptr i8, i8* %sunkaddr1886, i64 176
  %135 = bitcast i8* %sunkaddr1887 to float*
  %.137.us.4.us.5 = load float, float* %135, align 4
  %uglygep644 = getelementptr i8, i8* %uglygep642, i64 %.46
  %uglygep644645 = bitcast i8* %uglygep644 to float*
  store float %.137.us.4.us.5, float* %uglygep644645, align 4
  %sunkaddr1888 = mul i64 %loop.index.12.us.us, 4
  %136 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1889 = getelementptr i8, i8* %136, i64 %sunkaddr1888
  %sunkaddr1890 = getelementptr i8, i8* %sunkaddr1889, i64 180
  %137 = bitcast i8* %sunkaddr1890 to float*
  %.137.us.5.us.5 = load float, float* %137, align 4
  %uglygep646 = getelementptr i8, i8* %uglygep644, i64 %.46
  %uglygep646647 = bitcast i8* %uglygep646 to float*
  store float %.137.us.5.us.5, float* %uglygep646647, align 4
  %sunkaddr1891 = mul i64 %loop.index.12.us.us, 4
  %138 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1892 = getelementptr i8, i8* %138, i64 %sunkaddr1891
  %sunkaddr1893 = getelementptr i8, i8* %sunkaddr1892, i64 184
  %139 = bitcast i8* %sunkaddr1893 to float*
  %.137.us.6.us.5 = load float, float* %139, align 4
  %uglygep648 = getelementptr i8, i8* %uglygep646, i64 %.46
  %uglygep648649 = bitcast i8* %uglygep648 to float*
  store float %.137.us.6.us.5, float* %uglygep648649, align 4
  %sunkaddr1894 = mul i64 %loop.index.12.us.us, 4
  %140 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1895 = getelementptr i8, i8* %140, i64 %sunkaddr1894
  %sunkaddr1896 = getelementptr i8, i8* %sunkaddr1895, i64 188
  %141 = bitcast i8* %sunkaddr1896 to float*
  %.137.us.7.us.5 = load float, float* %141, align 4
  %uglygep650 = getelementptr i8, i8* %uglygep648, i64 %.46
  %uglygep650651 = bitcast i8* %uglygep650 to float*
  store float %.137.us.7.us.5, float* %uglygep650651, align 4
  %scevgep483.us.5 = getelementptr i1, i1* %scevgep483.us.4, i64 %7
  %sunkaddr1897 = mul i64 %loop.index.12.us.us, 4
  %142 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1898 = getelementptr i8, i8* %142, i64 %sunkaddr1897
  %sunkaddr1899 = getelementptr i8, i8* %sunkaddr1898, i64 192
  %143 = bitcast i8* %sunkaddr1899 to float*
  %.137.us.us.6 = load float, float* %143, align 4
  %uglygep652 = getelementptr i8, i8* %uglygep650, i64 %.46
  %uglygep652653 = bitcast i8* %uglygep652 to float*
  store float %.137.us.us.6, float* %uglygep652653, align 4
  %sunkaddr1900 = mul i64 %loop.index.12.us.us, 4
  %144 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1901 = getelementptr i8, i8* %144, i64 %sunkaddr1900
  %sunkaddr1902 = getelementptr i8, i8* %sunkaddr1901, i64 196
  %145 = bitcast i8* %sunkaddr1902 to float*
  %.137.us.1.us.6 = load float, float* %145, align 4
  %uglygep654 = getelementptr i8, i8* %uglygep652, i64 %.46
  %uglygep654655 = bitcast i8* %uglygep654 to float*
  store float %.137.us.1.us.6, float* %uglygep654655, align 4
  %sunkaddr1903 = mul i64 %loop.index.12.us.us, 4
  %146 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1904 = getelementptr i8, i8* %146, i64 %sunkaddr1903
  %sunkaddr1905 = getelementptr i8, i8* %sunkaddr1904, i64 200
  %147 = bitcast i8* %sunkaddr1905 to float*
  %.137.us.2.us.6 = load float, float* %147, align 4
  %uglygep656 = getelementptr i8, i8* %uglygep654, i64 %.46
  %uglygep656657 = bitcast i8* %uglygep656 to float*
  store float %.137.us.2.us.6, float* %uglygep656657, align 4
  %sunkaddr1906 = mul i64 %loop.index.12.us.us, 4
  %148 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1907 = getelementptr i8, i8* %148, i64 %sunkaddr1906
  %sunkaddr1908 = getelementptr i8, i8* %sunkaddr1907, i64 204
  %149 = bitcast i8* %sunkaddr1908 to float*
  %.137.us.3.us.6 = load float, float* %149, align 4
  %uglygep658 = getelementptr i8, i8* %uglygep656, i64 %.46
  %uglygep658659 = bitcast i8* %uglygep658 to float*
  store float %.137.us.3.us.6, float* %uglygep658659, align 4
  %sunkaddr1909 = mul i64 %loop.index.12.us.us, 4
  %150 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1910 = getelementptr i8, i8* %150, i64 %sunkaddr1909
  %sunkaddr1911 = getelementptr i8, i8* %sunkaddr1910, i64 208
  %151 = bitcast i8* %sunkaddr1911 to float*
  %.137.us.4.us.6 = load float, float* %151, align 4
  %uglygep660 = getelementptr i8, i8* %uglygep658, i64 %.46
  %uglygep660661 = bitcast i8* %uglygep660 to float*
  store float %.137.us.4.us.6, float* %uglygep660661, align 4
  %sunkaddr1912 = mul i64 %loop.index.12.us.us, 4
  %152 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1913 = getelementptr i8, i8* %152, i64 %sunkaddr1912
  %sunkaddr1914 = getelementptr i8, i8* %sunkaddr1913, i64 212
  %153 = bitcast i8* %sunkaddr1914 to float*
  %.137.us.5.us.6 = load float, float* %153, align 4
  %uglygep662 = getelementptr i8, i8* %uglygep660, i64 %.46
  %uglygep662663 = bitcast i8* %uglygep662 to float*
  store float %.137.us.5.us.6, float* %uglygep662663, align 4
  %sunkaddr1915 = mul i64 %loop.index.12.us.us, 4
  %154 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1916 = getelementptr i8, i8* %154, i64 %sunkaddr1915
  %sunkaddr1917 = getelementptr i8, i8* %sunkaddr1916, i64 216
  %155 = bitcast i8* %sunkaddr1917 to float*
  %.137.us.6.us.6 = load float, float* %155, align 4
  %uglygep664 = getelementptr i8, i8* %uglygep662, i64 %.46
  %uglygep664665 = bitcast i8* %uglygep664 to float*
  store float %.137.us.6.us.6, float* %uglygep664665, align 4
  %sunkaddr1918 = mul i64 %loop.index.12.us.us, 4
  %156 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1919 = getelementptr i8, i8* %156, i64 %sunkaddr1918
  %sunkaddr1920 = getelementptr i8, i8* %sunkaddr1919, i64 220
  %157 = bitcast i8* %sunkaddr1920 to float*
  %.137.us.7.us.6 = load float, float* %157, align 4
  %uglygep666 = getelementptr i8, i8* %uglygep664, i64 %.46
  %uglygep666667 = bitcast i8* %uglygep666 to float*
  store float %.137.us.7.us.6, float* %uglygep666667, align 4
  %scevgep483.us.6 = getelementptr i1, i1* %scevgep483.us.5, i64 %7
  %sunkaddr1921 = mul i64 %loop.index.12.us.us, 4
  %158 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1922 = getelementptr i8, i8* %158, i64 %sunkaddr1921
  %sunkaddr1923 = getelementptr i8, i8* %sunkaddr1922, i64 224
  %159 = bitcast i8* %sunkaddr1923 to float*
  %.137.us.us.7 = load float, float* %159, align 4
  %uglygep668 = getelementptr i8, i8* %uglygep666, i64 %.46
  %uglygep668669 = bitcast i8* %uglygep668 to float*
  store float %.137.us.us.7, float* %uglygep668669, align 4
  %sunkaddr1924 = mul i64 %loop.index.12.us.us, 4
  %160 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1925 = getelementptr i8, i8* %160, i64 %sunkaddr1924
  %sunkaddr1926 = getelementptr i8, i8* %sunkaddr1925, i64 228
  %161 = bitcast i8* %sunkaddr1926 to float*
  %.137.us.1.us.7 = load float, float* %161, align 4
  %uglygep670 = getelementptr i8, i8* %uglygep668, i64 %.46
  %uglygep670671 = bitcast i8* %uglygep670 to float*
  store float %.137.us.1.us.7, float* %uglygep670671, align 4
  %sunkaddr1927 = mul i64 %loop.index.12.us.us, 4
  %162 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1928 = getelementptr i8, i8* %162, i64 %sunkaddr1927
  %sunkaddr1929 = getelementptr i8, i8* %sunkaddr1928, i64 232
  %163 = bitcast i8* %sunkaddr1929 to float*
  %.137.us.2.us.7 = load float, float* %163, align 4
  %uglygep672 = getelementptr i8, i8* %uglygep670, i64 %.46
  %uglygep672673 = bitcast i8* %uglygep672 to float*
  store float %.137.us.2.us.7, float* %uglygep672673, align 4
  %sunkaddr1930 = mul i64 %loop.index.12.us.us, 4
  %164 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1931 = getelementptr i8, i8* %164, i64 %sunkaddr1930
  %sunkaddr1932 = getelementptr i8, i8* %sunkaddr1931, i64 236
  %165 = bitcast i8* %sunkaddr1932 to float*
  %.137.us.3.us.7 = load float, float* %165, align 4
  %uglygep674 = getelementptr i8, i8* %uglygep672, i64 %.46
  %uglygep674675 = bitcast i8* %uglygep674 to float*
  store float %.137.us.3.us.7, float* %uglygep674675, align 4
  %sunkaddr1933 = mul i64 %loop.index.12.us.us, 4
  %166 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1934 = getelementptr i8, i8* %166, i64 %sunkaddr1933
  %sunkaddr1935 = getelementptr i8, i8* %sunkaddr1934, i64 240
  %167 = bitcast i8* %sunkaddr1935 to float*
  %.137.us.4.us.7 = load float, float* %167, align 4
  %uglygep676 = getelementptr i8, i8* %uglygep674, i64 %.46
  %uglygep676677 = bitcast i8* %uglygep676 to float*
  store float %.137.us.4.us.7, float* %uglygep676677, align 4
  %sunkaddr1936 = mul i64 %loop.index.12.us.us, 4
  %168 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1937 = getelementptr i8, i8* %168, i64 %sunkaddr1936
  %sunkaddr1938 = getelementptr i8, i8* %sunkaddr1937, i64 244
  %169 = bitcast i8* %sunkaddr1938 to float*
  %.137.us.5.us.7 = load float, float* %169, align 4
  %uglygep678 = getelementptr i8, i8* %uglygep676, i64 %.46
  %uglygep678679 = bitcast i8* %uglygep678 to float*
  store float %.137.us.5.us.7, float* %uglygep678679, align 4
  %sunkaddr1939 = mul i64 %loop.index.12.us.us, 4
  %170 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1940 = getelementptr i8, i8* %170, i64 %sunkaddr1939
  %sunkaddr1941 = getelementptr i8, i8* %sunkaddr1940, i64 248
  %171 = bitcast i8* %sunkaddr1941 to float*
  %.137.us.6.us.7 = load float, float* %171, align 4
  %uglygep680 = getelementptr i8, i8* %uglygep678, i64 %.46
  %uglygep680681 = bitcast i8* %uglygep680 to float*
  store float %.137.us.6.us.7, float* %uglygep680681, align 4
  %sunkaddr1942 = mul i64 %loop.index.12.us.us, 4
  %172 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1943 = getelementptr i8, i8* %172, i64 %sunkaddr1942
  %sunkaddr1944 = getelementptr i8, i8* %sunkaddr1943, i64 252
  %173 = bitcast i8* %sunkaddr1944 to float*
  %.137.us.7.us.7 = load float, float* %173, align 4
  %uglygep682 = getelementptr i8, i8* %uglygep680, i64 %.46
  %uglygep682683 = bitcast i8* %uglygep682 to float*
  store float %.137.us.7.us.7, float* %uglygep682683, align 4
  %.139.us.7.us.7 = or i64 %loop.index.12.us.us, 64
  %scevgep483.us.7 = getelementptr i1, i1* %scevgep483.us.6, i64 %7
  %scevgep555.1 = getelementptr float, float* %lsr.iv464.us, i64 %.139.us.7.us.7
  %.137.us.us.1399 = load float, float* %scevgep555.1, align 4
  %uglygep408.1434 = getelementptr i1, i1* %scevgep483.us.7, i64 %lsr.iv487.us
  %uglygep408409.1 = bitcast i1* %uglygep408.1434 to float*
  store float %.137.us.us.1399, float* %uglygep408409.1, align 4
  %sunkaddr1945 = mul i64 %.139.us.7.us.7, 4
  %174 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1946 = getelementptr i8, i8* %174, i64 %sunkaddr1945
  %sunkaddr1947 = getelementptr i8, i8* %sunkaddr1946, i64 4
  %175 = bitcast i8* %sunkaddr1947 to float*
  %.137.us.1.us.1400 = load float, float* %175, align 4
  %uglygep558.1435 = getelementptr i1, i1* %uglygep408.1434, i64 %.46
  %uglygep558559.1 = bitcast i1* %uglygep558.1435 to float*
  store float %.137.us.1.us.1400, float* %uglygep558559.1, align 4
  %sunkaddr1948 = mul i64 %.139.us.7.us.7, 4
  %176 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1949 = getelementptr i8, i8* %176, i64 %sunkaddr1948
  %sunkaddr1950 = getelementptr i8, i8* %sunkaddr1949, i64 8
  %177 = bitcast i8* %sunkaddr1950 to float*
  %.137.us.2.us.1401 = load float, float* %177, align 4
  %uglygep560.1436 = getelementptr i1, i1* %uglygep558.1435, i64 %.46
  %uglygep560561.1 = bitcast i1* %uglygep560.1436 to float*
  store float %.137.us.2.us.1401, float* %uglygep560561.1, align 4
  %sunkaddr1951 = mul i64 %.139.us.7.us.7, 4
  %178 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1952 = getelementptr i8, i8* %178, i64 %sunkaddr1951
  %sunkaddr1953 = getelementptr i8, i8* %sunkaddr1952, i64 12
  %179 = bitcast i8* %sunkaddr1953 to float*
  %.137.us.3.us.1402 = load float, float* %179, align 4
  %uglygep562.1437 = getelementptr i1, i1* %uglygep560.1436, i64 %.46
  %uglygep562563.1 = bitcast i1* %uglygep562.1437 to float*
  store float %.137.us.3.us.1402, float* %uglygep562563.1, align 4
  %sunkaddr1954 = mul i64 %.139.us.7.us.7, 4
  %180 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1955 = getelementptr i8, i8* %180, i64 %sunkaddr1954
  %sunkaddr1956 = getelementptr i8, i8* %sunkaddr1955, i64 16
  %181 = bitcast i8* %sunkaddr1956 to float*
  %.137.us.4.us.1403 = load float, float* %181, align 4
  %uglygep564.1438 = getelementptr i1, i1* %uglygep562.1437, i64 %.46
  %uglygep564565.1 = bitcast i1* %uglygep564.1438 to float*
  store float %.137.us.4.us.1403, float* %uglygep564565.1, align 4
  %sunkaddr1957 = mul i64 %.139.us.7.us.7, 4
  %182 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1958 = getelementptr i8, i8* %182, i64 %sunkaddr1957
  %sunkaddr1959 = getelementptr i8, i8* %sunkaddr1958, i64 20
  %183 = bitcast i8* %sunkaddr1959 to float*
  %.137.us.5.us.1404 = load float, float* %183, align 4
  %uglygep566.1439 = getelementptr i1, i1* %uglygep564.1438, i64 %.46
  %uglygep566567.1 = bitcast i1* %uglygep566.1439 to float*
  store float %.137.us.5.us.1404, float* %uglygep566567.1, align 4
  %sunkaddr1960 = mul i64 %.139.us.7.us.7, 4
  %184 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1961 = getelementptr i8, i8* %184, i64 %sunkaddr1960
  %sunkaddr1962 = getelementptr i8, i8* %sunkaddr1961, i64 24
  %185 = bitcast i8* %sunkaddr1962 to float*
  %.137.us.6.us.1405 = load float, float* %185, align 4
  %uglygep568.1440 = getelementptr i1, i1* %uglygep566.1439, i64 %.46
  %uglygep568569.1 = bitcast i1* %uglygep568.1440 to float*
  store float %.137.us.6.us.1405, float* %uglygep568569.1, align 4
  %sunkaddr1963 = mul i64 %.139.us.7.us.7, 4
  %186 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1964 = getelementptr i8, i8* %186, i64 %sunkaddr1963
  %sunkaddr1965 = getelementptr i8, i8* %sunkaddr1964, i64 28
  %187 = bitcast i8* %sunkaddr1965 to float*
  %.137.us.7.us.1406 = load float, float* %187, align 4
  %uglygep570.1441 = getelementptr i1, i1* %uglygep568.1440, i64 %.46
  %uglygep570571.1 = bitcast i1* %uglygep570.1441 to float*
  store float %.137.us.7.us.1406, float* %uglygep570571.1, align 4
  %scevgep483.us.1407 = getelementptr i1, i1* %scevgep483.us.7, i64 %7
  %sunkaddr1966 = mul i64 %.139.us.7.us.7, 4
  %188 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1967 = getelementptr i8, i8* %188, i64 %sunkaddr1966
  %sunkaddr1968 = getelementptr i8, i8* %sunkaddr1967, i64 32
  %189 = bitcast i8* %sunkaddr1968 to float*
  %.137.us.us.1.1 = load float, float* %189, align 4
  %uglygep572.1442 = getelementptr i1, i1* %uglygep570.1441, i64 %.46
  %uglygep572573.1 = bitcast i1* %uglygep572.1442 to float*
  store float %.137.us.us.1.1, float* %uglygep572573.1, align 4
  %sunkaddr1969 = mul i64 %.139.us.7.us.7, 4
  %190 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1970 = getelementptr i8, i8* %190, i64 %sunkaddr1969
  %sunkaddr1971 = getelementptr i8, i8* %sunkaddr1970, i64 36
  %191 = bitcast i8* %sunkaddr1971 to float*
  %.137.us.1.us.1.1 = load float, float* %191, align 4
  %uglygep574.1443 = getelementptr i1, i1* %uglygep572.1442, i64 %.46
  %uglygep574575.1 = bitcast i1* %uglygep574.1443 to float*
  store float %.137.us.1.us.1.1, float* %uglygep574575.1, align 4
  %sunkaddr1972 = mul i64 %.139.us.7.us.7, 4
  %192 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1973 = getelementptr i8, i8* %192, i64 %sunkaddr1972
  %sunkaddr1974 = getelementptr i8, i8* %sunkaddr1973, i64 40
  %193 = bitcast i8* %sunkaddr1974 to float*
  %.137.us.2.us.1.1 = load float, float* %193, align 4
  %uglygep576.1444 = getelementptr i1, i1* %uglygep574.1443, i64 %.46
  %uglygep576577.1 = bitcast i1* %uglygep576.1444 to float*
  store float %.137.us.2.us.1.1, float* %uglygep576577.1, align 4
  %sunkaddr1975 = mul i64 %.139.us.7.us.7, 4
  %194 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1976 = getelementptr i8, i8* %194, i64 %sunkaddr1975
  %sunkaddr1977 = getelementptr i8, i8* %sunkaddr1976, i64 44
  %195 = bitcast i8* %sunkaddr1977 to float*
  %.137.us.3.us.1.1 = load float, float* %195, align 4
  %uglygep578.1445 = getelementptr i1, i1* %uglygep576.1444, i64 %.46
  %uglygep578579.1 = bitcast i1* %uglygep578.1445 to float*
  store float %.137.us.3.us.1.1, float* %uglygep578579.1, align 4
  %sunkaddr1978 = mul i64 %.139.us.7.us.7, 4
  %196 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1979 = getelementptr i8, i8* %196, i64 %sunkaddr1978
  %sunkaddr1980 = getelementptr i8, i8* %sunkaddr1979, i64 48
  %197 = bitcast i8* %sunkaddr1980 to float*
  %.137.us.4.us.1.1 = load float, float* %197, align 4
  %uglygep580.1446 = getelementptr i1, i1* %uglygep578.1445, i64 %.46
  %uglygep580581.1 = bitcast i1* %uglygep580.1446 to float*
  store float %.137.us.4.us.1.1, float* %uglygep580581.1, align 4
  %sunkaddr1981 = mul i64 %.139.us.7.us.7, 4
  %198 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1982 = getelementptr i8, i8* %198, i64 %sunkaddr1981
  %sunkaddr1983 = getelementptr i8, i8* %sunkaddr1982, i64 52
  %199 = bitcast i8* %sunkaddr1983 to float*
  %.137.us.5.us.1.1 = load float, float* %199, align 4
  %uglygep582.1447 = getelementptr i1, i1* %uglygep580.1446, i64 %.46
  %uglygep582583.1 = bitcast i1* %uglygep582.1447 to float*
  store float %.137.us.5.us.1.1, float* %uglygep582583.1, align 4
  %sunkaddr1984 = mul i64 %.139.us.7.us.7, 4
  %200 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1985 = getelementptr i8, i8* %200, i64 %sunkaddr1984
  %sunkaddr1986 = getelementptr i8, i8* %sunkaddr1985, i64 56
  %201 = bitcast i8* %sunkaddr1986 to float*
  %.137.us.6.us.1.1 = load float, float* %201, align 4
  %uglygep584.1448 = getelementptr i1, i1* %uglygep582.1447, i64 %.46
  %uglygep584585.1 = bitcast i1* %uglygep584.1448 to float*
  store float %.137.us.6.us.1.1, float* %uglygep584585.1, align 4
  %sunkaddr1987 = mul i64 %.139.us.7.us.7, 4
  %202 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1988 = getelementptr i8, i8* %202, i64 %sunkaddr1987
  %sunkaddr1989 = getelementptr i8, i8* %sunkaddr1988, i64 60
  %203 = bitcast i8* %sunkaddr1989 to float*
  %.137.us.7.us.1.1 = load float, float* %203, align 4
  %uglygep586.1449 = getelementptr i1, i1* %uglygep584.1448, i64 %.46
  %uglygep586587.1 = bitcast i1* %uglygep586.1449 to float*
  store float %.137.us.7.us.1.1, float* %uglygep586587.1, align 4
  %scevgep483.us.1.1 = getelementptr i1, i1* %scevgep483.us.1407, i64 %7
  %sunkaddr1990 = mul i64 %.139.us.7.us.7, 4
  %204 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1991 = getelementptr i8, i8* %204, i64 %sunkaddr1990
  %sunkaddr1992 = getelementptr i8, i8* %sunkaddr1991, i64 64
  %205 = bitcast i8* %sunkaddr1992 to float*
  %.137.us.us.2.1 = load float, float* %205, align 4
  %uglygep588.1450 = getelementptr i1, i1* %uglygep586.1449, i64 %.46
  %uglygep588589.1 = bitcast i1* %uglygep588.1450 to float*
  store float %.137.us.us.2.1, float* %uglygep588589.1, align 4
  %sunkaddr1993 = mul i64 %.139.us.7.us.7, 4
  %206 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1994 = getelementptr i8, i8* %206, i64 %sunkaddr1993
  %sunkaddr1995 = getelementptr i8, i8* %sunkaddr1994, i64 68
  %207 = bitcast i8* %sunkaddr1995 to float*
  %.137.us.1.us.2.1 = load float, float* %207, align 4
  %uglygep590.1451 = getelementptr i1, i1* %uglygep588.1450, i64 %.46
  %uglygep590591.1 = bitcast i1* %uglygep590.1451 to float*
  store float %.137.us.1.us.2.1, float* %uglygep590591.1, align 4
  %sunkaddr1996 = mul i64 %.139.us.7.us.7, 4
  %208 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr1997 = getelementptr i8, i8* %208, i64 %sunkaddr1996
  %sunkaddr1998 = getelementptr i8, i8* %sunkaddr1997, i64 72
  %209 = bitcast i8* %sunkaddr1998 to float*
  %.137.us.2.us.2.1 = load float, float* %209, align 4
  %uglygep592.1452 = getelementptr i1, i1* %uglygep590.1451, i64 %.46
  %uglygep592593.1 = bitcast i1* %uglygep592.1452 to float*
  store float %.137.us.2.us.2.1, float* %uglygep592593.1, align 4
  %sunkaddr1999 = mul i64 %.139.us.7.us.7, 4
  %210 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2000 = getelementptr i8, i8* %210, i64 %sunkaddr1999
  %sunkaddr2001 = getelementptr i8, i8* %sunkaddr2000, i64 76
  %211 = bitcast i8* %sunkaddr2001 to float*
  %.137.us.3.us.2.1 = load float, float* %211, align 4
  %uglygep594.1453 = getelementptr i1, i1* %uglygep592.1452, i64 %.46
  %uglygep594595.1 = bitcast i1* %uglygep594.1453 to float*
  store float %.137.us.3.us.2.1, float* %uglygep594595.1, align 4
  %sunkaddr2002 = mul i64 %.139.us.7.us.7, 4
  %212 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2003 = getelementptr i8, i8* %212, i64 %sunkaddr2002
  %sunkaddr2004 = getelementptr i8, i8* %sunkaddr2003, i64 80
  %213 = bitcast i8* %sunkaddr2004 to float*
  %.137.us.4.us.2.1 = load float, float* %213, align 4
  %uglygep596.1454 = getelementptr i1, i1* %uglygep594.1453, i64 %.46
  %uglygep596597.1 = bitcast i1* %uglygep596.1454 to float*
  store float %.137.us.4.us.2.1, float* %uglygep596597.1, align 4
  %sunkaddr2005 = mul i64 %.139.us.7.us.7, 4
  %214 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2006 = getelementptr i8, i8* %214, i64 %sunkaddr2005
  %sunkaddr2007 = getelementptr i8, i8* %sunkaddr2006, i64 84
  %215 = bitcast i8* %sunkaddr2007 to float*
  %.137.us.5.us.2.1 = load float, float* %215, align 4
  %uglygep598.1455 = getelementptr i1, i1* %uglygep596.1454, i64 %.46
  %uglygep598599.1 = bitcast i1* %uglygep598.1455 to float*
  store float %.137.us.5.us.2.1, float* %uglygep598599.1, align 4
  %sunkaddr2008 = mul i64 %.139.us.7.us.7, 4
  %216 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2009 = getelementptr i8, i8* %216, i64 %sunkaddr2008
  %sunkaddr2010 = getelementptr i8, i8* %sunkaddr2009, i64 88
  %217 = bitcast i8* %sunkaddr2010 to float*
  %.137.us.6.us.2.1 = load float, float* %217, align 4
  %uglygep600.1456 = getelementptr i1, i1* %uglygep598.1455, i64 %.46
  %uglygep600601.1 = bitcast i1* %uglygep600.1456 to float*
  store float %.137.us.6.us.2.1, float* %uglygep600601.1, align 4
  %sunkaddr2011 = mul i64 %.139.us.7.us.7, 4
  %218 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2012 = getelementptr i8, i8* %218, i64 %sunkaddr2011
  %sunkaddr2013 = getelementptr i8, i8* %sunkaddr2012, i64 92
  %219 = bitcast i8* %sunkaddr2013 to float*
  %.137.us.7.us.2.1 = load float, float* %219, align 4
  %uglygep602.1457 = getelementptr i1, i1* %uglygep600.1456, i64 %.46
  %uglygep602603.1 = bitcast i1* %uglygep602.1457 to float*
  store float %.137.us.7.us.2.1, float* %uglygep602603.1, align 4
  %scevgep483.us.2.1 = getelementptr i1, i1* %scevgep483.us.1.1, i64 %7
  %sunkaddr2014 = mul i64 %.139.us.7.us.7, 4
  %220 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2015 = getelementptr i8, i8* %220, i64 %sunkaddr2014
  %sunkaddr2016 = getelementptr i8, i8* %sunkaddr2015, i64 96
  %221 = bitcast i8* %sunkaddr2016 to float*
  %.137.us.us.3.1 = load float, float* %221, align 4
  %uglygep604.1458 = getelementptr i1, i1* %uglygep602.1457, i64 %.46
  %uglygep604605.1 = bitcast i1* %uglygep604.1458 to float*
  store float %.137.us.us.3.1, float* %uglygep604605.1, align 4
  %sunkaddr2017 = mul i64 %.139.us.7.us.7, 4
  %222 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2018 = getelementptr i8, i8* %222, i64 %sunkaddr2017
  %sunkaddr2019 = getelementptr i8, i8* %sunkaddr2018, i64 100
  %223 = bitcast i8* %sunkaddr2019 to float*
  %.137.us.1.us.3.1 = load float, float* %223, align 4
  %uglygep606.1459 = getelementptr i1, i1* %uglygep604.1458, i64 %.46
  %uglygep606607.1 = bitcast i1* %uglygep606.1459 to float*
  store float %.137.us.1.us.3.1, float* %uglygep606607.1, align 4
  %sunkaddr2020 = mul i64 %.139.us.7.us.7, 4
  %224 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2021 = getelementptr i8, i8* %224, i64 %sunkaddr2020
  %sunkaddr2022 = getelementptr i8, i8* %sunkaddr2021, i64 104
  %225 = bitcast i8* %sunkaddr2022 to float*
  %.137.us.2.us.3.1 = load float, float* %225, align 4
  %uglygep608.1460 = getelementptr i1, i1* %uglygep606.1459, i64 %.46
  %uglygep608609.1 = bitcast i1* %uglygep608.1460 to float*
  store float %.137.us.2.us.3.1, float* %uglygep608609.1, align 4
  %sunkaddr2023 = mul i64 %.139.us.7.us.7, 4
  %226 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2024 = getelementptr i8, i8* %226, i64 %sunkaddr2023
  %sunkaddr2025 = getelementptr i8, i8* %sunkaddr2024, i64 108
  %227 = bitcast i8* %sunkaddr2025 to float*
  %.137.us.3.us.3.1 = load float, float* %227, align 4
  %uglygep610.1461 = getelementptr i1, i1* %uglygep608.1460, i64 %.46
  %uglygep610611.1 = bitcast i1* %uglygep610.1461 to float*
  store float %.137.us.3.us.3.1, float* %uglygep610611.1, align 4
  %sunkaddr2026 = mul i64 %.139.us.7.us.7, 4
  %228 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2027 = getelementptr i8, i8* %228, i64 %sunkaddr2026
  %sunkaddr2028 = getelementptr i8, i8* %sunkaddr2027, i64 112
  %229 = bitcast i8* %sunkaddr2028 to float*
  %.137.us.4.us.3.1 = load float, float* %229, align 4
  %uglygep612.1462 = getelementptr i1, i1* %uglygep610.1461, i64 %.46
  %uglygep612613.1 = bitcast i1* %uglygep612.1462 to float*
  store float %.137.us.4.us.3.1, float* %uglygep612613.1, align 4
  %sunkaddr2029 = mul i64 %.139.us.7.us.7, 4
  %230 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2030 = getelementptr i8, i8* %230, i64 %sunkaddr2029
  %sunkaddr2031 = getelementptr i8, i8* %sunkaddr2030, i64 116
  %231 = bitcast i8* %sunkaddr2031 to float*
  %.137.us.5.us.3.1 = load float, float* %231, align 4
  %uglygep614.1463 = getelementptr i1, i1* %uglygep612.1462, i64 %.46
  %uglygep614615.1 = bitcast i1* %uglygep614.1463 to float*
  store float %.137.us.5.us.3.1, float* %uglygep614615.1, align 4
  %sunkaddr2032 = mul i64 %.139.us.7.us.7, 4
  %232 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2033 = getelementptr i8, i8* %232, i64 %sunkaddr2032
  %sunkaddr2034 = getelementptr i8, i8* %sunkaddr2033, i64 120
  %233 = bitcast i8* %sunkaddr2034 to float*
  %.137.us.6.us.3.1 = load float, float* %233, align 4
  %uglygep616.1464 = getelementptr i1, i1* %uglygep614.1463, i64 %.46
  %uglygep616617.1 = bitcast i1* %uglygep616.1464 to float*
  store float %.137.us.6.us.3.1, float* %uglygep616617.1, align 4
  %sunkaddr2035 = mul i64 %.139.us.7.us.7, 4
  %234 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2036 = getelementptr i8, i8* %234, i64 %sunkaddr2035
  %sunkaddr2037 = getelementptr i8, i8* %sunkaddr2036, i64 124
  %235 = bitcast i8* %sunkaddr2037 to float*
  %.137.us.7.us.3.1 = load float, float* %235, align 4
  %uglygep618.1465 = getelementptr i1, i1* %uglygep616.1464, i64 %.46
  %uglygep618619.1 = bitcast i1* %uglygep618.1465 to float*
  store float %.137.us.7.us.3.1, float* %uglygep618619.1, align 4
  %scevgep483.us.3.1 = getelementptr i1, i1* %scevgep483.us.2.1, i64 %7
  %sunkaddr2038 = mul i64 %.139.us.7.us.7, 4
  %236 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2039 = getelementptr i8, i8* %236, i64 %sunkaddr2038
  %sunkaddr2040 = getelementptr i8, i8* %sunkaddr2039, i64 128
  %237 = bitcast i8* %sunkaddr2040 to float*
  %.137.us.us.4.1 = load float, float* %237, align 4
  %uglygep620.1466 = getelementptr i1, i1* %uglygep618.1465, i64 %.46
  %uglygep620621.1 = bitcast i1* %uglygep620.1466 to float*
  store float %.137.us.us.4.1, float* %uglygep620621.1, align 4
  %sunkaddr2041 = mul i64 %.139.us.7.us.7, 4
  %238 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2042 = getelementptr i8, i8* %238, i64 %sunkaddr2041
  %sunkaddr2043 = getelementptr i8, i8* %sunkaddr2042, i64 132
  %239 = bitcast i8* %sunkaddr2043 to float*
  %.137.us.1.us.4.1 = load float, float* %239, align 4
  %uglygep622.1467 = getelementptr i1, i1* %uglygep620.1466, i64 %.46
  %uglygep622623.1 = bitcast i1* %uglygep622.1467 to float*
  store float %.137.us.1.us.4.1, float* %uglygep622623.1, align 4
  %sunkaddr2044 = mul i64 %.139.us.7.us.7, 4
  %240 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2045 = getelementptr i8, i8* %240, i64 %sunkaddr2044
  %sunkaddr2046 = getelementptr i8, i8* %sunkaddr2045, i64 136
  %241 = bitcast i8* %sunkaddr2046 to float*
  %.137.us.2.us.4.1 = load float, float* %241, align 4
  %uglygep624.1468 = getelementptr i1, i1* %uglygep622.1467, i64 %.46
  %uglygep624625.1 = bitcast i1* %uglygep624.1468 to float*
  store float %.137.us.2.us.4.1, float* %uglygep624625.1, align 4
  %sunkaddr2047 = mul i64 %.139.us.7.us.7, 4
  %242 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2048 = getelementptr i8, i8* %242, i64 %sunkaddr2047
  %sunkaddr2049 = getelementptr i8, i8* %sunkaddr2048, i64 140
  %243 = bitcast i8* %sunkaddr2049 to float*
  %.137.us.3.us.4.1 = load float, float* %243, align 4
  %uglygep626.1469 = getelementptr i1, i1* %uglygep624.1468, i64 %.46
  %uglygep626627.1 = bitcast i1* %uglygep626.1469 to float*
  store float %.137.us.3.us.4.1, float* %uglygep626627.1, align 4
  %sunkaddr2050 = mul i64 %.139.us.7.us.7, 4
  %244 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2051 = getelementptr i8, i8* %244, i64 %sunkaddr2050
  %sunkaddr2052 = getelementptr i8, i8* %sunkaddr2051, i64 144
  %245 = bitcast i8* %sunkaddr2052 to float*
  %.137.us.4.us.4.1 = load float, float* %245, align 4
  %uglygep628.1470 = getelementptr i1, i1* %uglygep626.1469, i64 %.46
  %uglygep628629.1 = bitcast i1* %uglygep628.1470 to float*
  store float %.137.us.4.us.4.1, float* %uglygep628629.1, align 4
  %sunkaddr2053 = mul i64 %.139.us.7.us.7, 4
  %246 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2054 = getelementptr i8, i8* %246, i64 %sunkaddr2053
  %sunkaddr2055 = getelementptr i8, i8* %sunkaddr2054, i64 148
  %247 = bitcast i8* %sunkaddr2055 to float*
  %.137.us.5.us.4.1 = load float, float* %247, align 4
  %uglygep630.1471 = getelementptr i1, i1* %uglygep628.1470, i64 %.46
  %uglygep630631.1 = bitcast i1* %uglygep630.1471 to float*
  store float %.137.us.5.us.4.1, float* %uglygep630631.1, align 4
  %sunkaddr2056 = mul i64 %.139.us.7.us.7, 4
  %248 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2057 = getelementptr i8, i8* %248, i64 %sunkaddr2056
  %sunkaddr2058 = getelementptr i8, i8* %sunkaddr2057, i64 152
  %249 = bitcast i8* %sunkaddr2058 to float*
  %.137.us.6.us.4.1 = load float, float* %249, align 4
  %uglygep632.1472 = getelementptr i1, i1* %uglygep630.1471, i64 %.46
  %uglygep632633.1 = bitcast i1* %uglygep632.1472 to float*
  store float %.137.us.6.us.4.1, float* %uglygep632633.1, align 4
  %sunkaddr2059 = mul i64 %.139.us.7.us.7, 4
  %250 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2060 = getelementptr i8, i8* %250, i64 %sunkaddr2059
  %sunkaddr2061 = getelementptr i8, i8* %sunkaddr2060, i64 156
  %251 = bitcast i8* %sunkaddr2061 to float*
  %.137.us.7.us.4.1 = load float, float* %251, align 4
  %uglygep634.1473 = getelementptr i1, i1* %uglygep632.1472, i64 %.46
  %uglygep634635.1 = bitcast i1* %uglygep634.1473 to float*
  store float %.137.us.7.us.4.1, float* %uglygep634635.1, align 4
  %scevgep483.us.4.1 = getelementptr i1, i1* %scevgep483.us.3.1, i64 %7
  %sunkaddr2062 = mul i64 %.139.us.7.us.7, 4
  %252 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2063 = getelementptr i8, i8* %252, i64 %sunkaddr2062
  %sunkaddr2064 = getelementptr i8, i8* %sunkaddr2063, i64 160
  %253 = bitcast i8* %sunkaddr2064 to float*
  %.137.us.us.5.1 = load float, float* %253, align 4
  %uglygep636.1474 = getelementptr i1, i1* %uglygep634.1473, i64 %.46
  %uglygep636637.1 = bitcast i1* %uglygep636.1474 to float*
  store float %.137.us.us.5.1, float* %uglygep636637.1, align 4
  %sunkaddr2065 = mul i64 %.139.us.7.us.7, 4
  %254 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2066 = getelementptr i8, i8* %254, i64 %sunkaddr2065
  %sunkaddr2067 = getelementptr i8, i8* %sunkaddr2066, i64 164
  %255 = bitcast i8* %sunkaddr2067 to float*
  %.137.us.1.us.5.1 = load float, float* %255, align 4
  %uglygep638.1475 = getelementptr i1, i1* %uglygep636.1474, i64 %.46
  %uglygep638639.1 = bitcast i1* %uglygep638.1475 to float*
  store float %.137.us.1.us.5.1, float* %uglygep638639.1, align 4
  %sunkaddr2068 = mul i64 %.139.us.7.us.7, 4
  %256 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2069 = getelementptr i8, i8* %256, i64 %sunkaddr2068
  %sunkaddr2070 = getelementptr i8, i8* %sunkaddr2069, i64 168
  %257 = bitcast i8* %sunkaddr2070 to float*
  %.137.us.2.us.5.1 = load float, float* %257, align 4
  %uglygep640.1476 = getelementptr i1, i1* %uglygep638.1475, i64 %.46
  %uglygep640641.1 = bitcast i1* %uglygep640.1476 to float*
  store float %.137.us.2.us.5.1, float* %uglygep640641.1, align 4
  %sunkaddr2071 = mul i64 %.139.us.7.us.7, 4
  %258 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2072 = getelementptr i8, i8* %258, i64 %sunkaddr2071
  %sunkaddr2073 = getelementptr i8, i8* %sunkaddr2072, i64 172
  %259 = bitcast i8* %sunkaddr2073 to float*
  %.137.us.3.us.5.1 = load float, float* %259, align 4
  %uglygep642.1477 = getelementptr i1, i1* %uglygep640.1476, i64 %.46
  %uglygep642643.1 = bitcast i1* %uglygep642.1477 to float*
  store float %.137.us.3.us.5.1, float* %uglygep642643.1, align 4
  %sunkaddr2074 = mul i64 %.139.us.7.us.7, 4
  %260 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2075 = getelementptr i8, i8* %260, i64 %sunkaddr2074
  %sunkaddr2076 = getelementptr i8, i8* %sunkaddr2075, i64 176
  %261 = bitcast i8* %sunkaddr2076 to float*
  %.137.us.4.us.5.1 = load float, float* %261, align 4
  %uglygep644.1478 = getelementptr i1, i1* %uglygep642.1477, i64 %.46
  %uglygep644645.1 = bitcast i1* %uglygep644.1478 to float*
  store float %.137.us.4.us.5.1, float* %uglygep644645.1, align 4
  %sunkaddr2077 = mul i64 %.139.us.7.us.7, 4
  %262 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2078 = getelementptr i8, i8* %262, i64 %sunkaddr2077
  %sunkaddr2079 = getelementptr i8, i8* %sunkaddr2078, i64 180
  %263 = bitcast i8* %sunkaddr2079 to float*
  %.137.us.5.us.5.1 = load float, float* %263, align 4
  %uglygep646.1479 = getelementptr i1, i1* %uglygep644.1478, i64 %.46
  %uglygep646647.1 = bitcast i1* %uglygep646.1479 to float*
  store float %.137.us.5.us.5.1, float* %uglygep646647.1, align 4
  %sunkaddr2080 = mul i64 %.139.us.7.us.7, 4
  %264 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2081 = getelementptr i8, i8* %264, i64 %sunkaddr2080
  %sunkaddr2082 = getelementptr i8, i8* %sunkaddr2081, i64 184
  %265 = bitcast i8* %sunkaddr2082 to float*
  %.137.us.6.us.5.1 = load float, float* %265, align 4
  %uglygep648.1480 = getelementptr i1, i1* %uglygep646.1479, i64 %.46
  %uglygep648649.1 = bitcast i1* %uglygep648.1480 to float*
  store float %.137.us.6.us.5.1, float* %uglygep648649.1, align 4
  %sunkaddr2083 = mul i64 %.139.us.7.us.7, 4
  %266 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2084 = getelementptr i8, i8* %266, i64 %sunkaddr2083
  %sunkaddr2085 = getelementptr i8, i8* %sunkaddr2084, i64 188
  %267 = bitcast i8* %sunkaddr2085 to float*
  %.137.us.7.us.5.1 = load float, float* %267, align 4
  %uglygep650.1481 = getelementptr i1, i1* %uglygep648.1480, i64 %.46
  %uglygep650651.1 = bitcast i1* %uglygep650.1481 to float*
  store float %.137.us.7.us.5.1, float* %uglygep650651.1, align 4
  %scevgep483.us.5.1 = getelementptr i1, i1* %scevgep483.us.4.1, i64 %7
  %sunkaddr2086 = mul i64 %.139.us.7.us.7, 4
  %268 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2087 = getelementptr i8, i8* %268, i64 %sunkaddr2086
  %sunkaddr2088 = getelementptr i8, i8* %sunkaddr2087, i64 192
  %269 = bitcast i8* %sunkaddr2088 to float*
  %.137.us.us.6.1 = load float, float* %269, align 4
  %uglygep652.1482 = getelementptr i1, i1* %uglygep650.1481, i64 %.46
  %uglygep652653.1 = bitcast i1* %uglygep652.1482 to float*
  store float %.137.us.us.6.1, float* %uglygep652653.1, align 4
  %sunkaddr2089 = mul i64 %.139.us.7.us.7, 4
  %270 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2090 = getelementptr i8, i8* %270, i64 %sunkaddr2089
  %sunkaddr2091 = getelementptr i8, i8* %sunkaddr2090, i64 196
  %271 = bitcast i8* %sunkaddr2091 to float*
  %.137.us.1.us.6.1 = load float, float* %271, align 4
  %uglygep654.1483 = getelementptr i1, i1* %uglygep652.1482, i64 %.46
  %uglygep654655.1 = bitcast i1* %uglygep654.1483 to float*
  store float %.137.us.1.us.6.1, float* %uglygep654655.1, align 4
  %sunkaddr2092 = mul i64 %.139.us.7.us.7, 4
  %272 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2093 = getelementptr i8, i8* %272, i64 %sunkaddr2092
  %sunkaddr2094 = getelementptr i8, i8* %sunkaddr2093, i64 200
  %273 = bitcast i8* %sunkaddr2094 to float*
  %.137.us.2.us.6.1 = load float, float* %273, align 4
  %uglygep656.1484 = getelementptr i1, i1* %uglygep654.1483, i64 %.46
  %uglygep656657.1 = bitcast i1* %uglygep656.1484 to float*
  store float %.137.us.2.us.6.1, float* %uglygep656657.1, align 4
  %sunkaddr2095 = mul i64 %.139.us.7.us.7, 4
  %274 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2096 = getelementptr i8, i8* %274, i64 %sunkaddr2095
  %sunkaddr2097 = getelementptr i8, i8* %sunkaddr2096, i64 204
  %275 = bitcast i8* %sunkaddr2097 to float*
  %.137.us.3.us.6.1 = load float, float* %275, align 4
  %uglygep658.1485 = getelementptr i1, i1* %uglygep656.1484, i64 %.46
  %uglygep658659.1 = bitcast i1* %uglygep658.1485 to float*
  store float %.137.us.3.us.6.1, float* %uglygep658659.1, align 4
  %sunkaddr2098 = mul i64 %.139.us.7.us.7, 4
  %276 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2099 = getelementptr i8, i8* %276, i64 %sunkaddr2098
  %sunkaddr2100 = getelementptr i8, i8* %sunkaddr2099, i64 208
  %277 = bitcast i8* %sunkaddr2100 to float*
  %.137.us.4.us.6.1 = load float, float* %277, align 4
  %uglygep660.1486 = getelementptr i1, i1* %uglygep658.1485, i64 %.46
  %uglygep660661.1 = bitcast i1* %uglygep660.1486 to float*
  store float %.137.us.4.us.6.1, float* %uglygep660661.1, align 4
  %sunkaddr2101 = mul i64 %.139.us.7.us.7, 4
  %278 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2102 = getelementptr i8, i8* %278, i64 %sunkaddr2101
  %sunkaddr2103 = getelementptr i8, i8* %sunkaddr2102, i64 212
  %279 = bitcast i8* %sunkaddr2103 to float*
  %.137.us.5.us.6.1 = load float, float* %279, align 4
  %uglygep662.1487 = getelementptr i1, i1* %uglygep660.1486, i64 %.46
  %uglygep662663.1 = bitcast i1* %uglygep662.1487 to float*
  store float %.137.us.5.us.6.1, float* %uglygep662663.1, align 4
  %sunkaddr2104 = mul i64 %.139.us.7.us.7, 4
  %280 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2105 = getelementptr i8, i8* %280, i64 %sunkaddr2104
  %sunkaddr2106 = getelementptr i8, i8* %sunkaddr2105, i64 216
  %281 = bitcast i8* %sunkaddr2106 to float*
  %.137.us.6.us.6.1 = load float, float* %281, align 4
  %uglygep664.1488 = getelementptr i1, i1* %uglygep662.1487, i64 %.46
  %uglygep664665.1 = bitcast i1* %uglygep664.1488 to float*
  store float %.137.us.6.us.6.1, float* %uglygep664665.1, align 4
  %sunkaddr2107 = mul i64 %.139.us.7.us.7, 4
  %282 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2108 = getelementptr i8, i8* %282, i64 %sunkaddr2107
  %sunkaddr2109 = getelementptr i8, i8* %sunkaddr2108, i64 220
  %283 = bitcast i8* %sunkaddr2109 to float*
  %.137.us.7.us.6.1 = load float, float* %283, align 4
  %uglygep666.1489 = getelementptr i1, i1* %uglygep664.1488, i64 %.46
  %uglygep666667.1 = bitcast i1* %uglygep666.1489 to float*
  store float %.137.us.7.us.6.1, float* %uglygep666667.1, align 4
  %scevgep483.us.6.1 = getelementptr i1, i1* %scevgep483.us.5.1, i64 %7
  %sunkaddr2110 = mul i64 %.139.us.7.us.7, 4
  %284 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2111 = getelementptr i8, i8* %284, i64 %sunkaddr2110
  %sunkaddr2112 = getelementptr i8, i8* %sunkaddr2111, i64 224
  %285 = bitcast i8* %sunkaddr2112 to float*
  %.137.us.us.7.1 = load float, float* %285, align 4
  %uglygep668.1490 = getelementptr i1, i1* %uglygep666.1489, i64 %.46
  %uglygep668669.1 = bitcast i1* %uglygep668.1490 to float*
  store float %.137.us.us.7.1, float* %uglygep668669.1, align 4
  %sunkaddr2113 = mul i64 %.139.us.7.us.7, 4
  %286 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2114 = getelementptr i8, i8* %286, i64 %sunkaddr2113
  %sunkaddr2115 = getelementptr i8, i8* %sunkaddr2114, i64 228
  %287 = bitcast i8* %sunkaddr2115 to float*
  %.137.us.1.us.7.1 = load float, float* %287, align 4
  %uglygep670.1491 = getelementptr i1, i1* %uglygep668.1490, i64 %.46
  %uglygep670671.1 = bitcast i1* %uglygep670.1491 to float*
  store float %.137.us.1.us.7.1, float* %uglygep670671.1, align 4
  %sunkaddr2116 = mul i64 %.139.us.7.us.7, 4
  %288 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2117 = getelementptr i8, i8* %288, i64 %sunkaddr2116
  %sunkaddr2118 = getelementptr i8, i8* %sunkaddr2117, i64 232
  %289 = bitcast i8* %sunkaddr2118 to float*
  %.137.us.2.us.7.1 = load float, float* %289, align 4
  %uglygep672.1492 = getelementptr i1, i1* %uglygep670.1491, i64 %.46
  %uglygep672673.1 = bitcast i1* %uglygep672.1492 to float*
  store float %.137.us.2.us.7.1, float* %uglygep672673.1, align 4
  %sunkaddr2119 = mul i64 %.139.us.7.us.7, 4
  %290 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2120 = getelementptr i8, i8* %290, i64 %sunkaddr2119
  %sunkaddr2121 = getelementptr i8, i8* %sunkaddr2120, i64 236
  %291 = bitcast i8* %sunkaddr2121 to float*
  %.137.us.3.us.7.1 = load float, float* %291, align 4
  %uglygep674.1493 = getelementptr i1, i1* %uglygep672.1492, i64 %.46
  %uglygep674675.1 = bitcast i1* %uglygep674.1493 to float*
  store float %.137.us.3.us.7.1, float* %uglygep674675.1, align 4
  %sunkaddr2122 = mul i64 %.139.us.7.us.7, 4
  %292 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2123 = getelementptr i8, i8* %292, i64 %sunkaddr2122
  %sunkaddr2124 = getelementptr i8, i8* %sunkaddr2123, i64 240
  %293 = bitcast i8* %sunkaddr2124 to float*
  %.137.us.4.us.7.1 = load float, float* %293, align 4
  %uglygep676.1494 = getelementptr i1, i1* %uglygep674.1493, i64 %.46
  %uglygep676677.1 = bitcast i1* %uglygep676.1494 to float*
  store float %.137.us.4.us.7.1, float* %uglygep676677.1, align 4
  %sunkaddr2125 = mul i64 %.139.us.7.us.7, 4
  %294 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2126 = getelementptr i8, i8* %294, i64 %sunkaddr2125
  %sunkaddr2127 = getelementptr i8, i8* %sunkaddr2126, i64 244
  %295 = bitcast i8* %sunkaddr2127 to float*
  %.137.us.5.us.7.1 = load float, float* %295, align 4
  %uglygep678.1495 = getelementptr i1, i1* %uglygep676.1494, i64 %.46
  %uglygep678679.1 = bitcast i1* %uglygep678.1495 to float*
  store float %.137.us.5.us.7.1, float* %uglygep678679.1, align 4
  %sunkaddr2128 = mul i64 %.139.us.7.us.7, 4
  %296 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2129 = getelementptr i8, i8* %296, i64 %sunkaddr2128
  %sunkaddr2130 = getelementptr i8, i8* %sunkaddr2129, i64 248
  %297 = bitcast i8* %sunkaddr2130 to float*
  %.137.us.6.us.7.1 = load float, float* %297, align 4
  %uglygep680.1496 = getelementptr i1, i1* %uglygep678.1495, i64 %.46
  %uglygep680681.1 = bitcast i1* %uglygep680.1496 to float*
  store float %.137.us.6.us.7.1, float* %uglygep680681.1, align 4
  %sunkaddr2131 = mul i64 %.139.us.7.us.7, 4
  %298 = bitcast float* %lsr.iv464.us to i8*
  %sunkaddr2132 = getelementptr i8, i8* %298, i64 %sunkaddr2131
  %sunkaddr2133 = getelementptr i8, i8* %sunkaddr2132, i64 252
  %299 = bitcast i8* %sunkaddr2133 to float*
  %.137.us.7.us.7.1 = load float, float* %299, align 4
  %uglygep682.1497 = getelementptr i1, i1* %uglygep680.1496, i64 %.46
  %uglygep682683.1 = bitcast i1* %uglygep682.1497 to float*
  store float %.137.us.7.us.7.1, float* %uglygep682683.1, align 4
  %.139.us.7.us.7.1 = add nuw i64 %loop.index.12.us.us, 128
  %scevgep483.us.7.1 = getelementptr i1, i1* %scevgep483.us.6.1, i64 %7
  %300 = bitcast i1* %scevgep483.us.7.1 to float*
  %niter398.next.1 = add i64 %niter398, 2
  %niter398.ncmp.1 = icmp eq i64 %niter398.next.1, %unroll_iter397
  br i1 %niter398.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !55

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %301 = bitcast i1* %scevgep483.us.7.1 to float*
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %.139.us.7.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep483.us.7.lcssa.ph = phi i1* [ undef, %for.body.1.us.us.preheader ], [ %scevgep483.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv481.us.unr393 = phi float* [ %.6.i6, %for.body.1.us.us.preheader ], [ %301, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr394 = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %302 = and i64 %44, 1
  %303 = icmp eq i64 %302, 0
  br i1 %303, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, label %for.body.1.us.us.epil384

for.body.1.us.us.epil384:                         ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv481.us407.epil = bitcast float* %lsr.iv481.us.unr393 to i8*
  %lsr.iv481482.us.epil = bitcast float* %lsr.iv481.us.unr393 to i1*
  %scevgep555.epil = getelementptr float, float* %lsr.iv464.us, i64 %loop.index.12.us.us.unr394
  %.137.us.us.epil385 = load float, float* %scevgep555.epil, align 4
  %uglygep408.epil = getelementptr i8, i8* %lsr.iv481.us407.epil, i64 %lsr.iv487.us
  %uglygep408409.epil = bitcast i8* %uglygep408.epil to float*
  store float %.137.us.us.epil385, float* %uglygep408409.epil, align 4
  %sunkaddr2002653 = getelementptr float, float* %lsr.iv464.us, i64 1
  %sunkaddr2003654 = getelementptr float, float* %sunkaddr2002653, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.epil386 = load float, float* %sunkaddr2003654, align 4
  %uglygep558.epil = getelementptr i8, i8* %uglygep408.epil, i64 %.46
  %uglygep558559.epil = bitcast i8* %uglygep558.epil to float*
  store float %.137.us.1.us.epil386, float* %uglygep558559.epil, align 4
  %sunkaddr2005655 = getelementptr float, float* %lsr.iv464.us, i64 2
  %sunkaddr2006656 = getelementptr float, float* %sunkaddr2005655, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.epil387 = load float, float* %sunkaddr2006656, align 4
  %uglygep560.epil = getelementptr i8, i8* %uglygep558.epil, i64 %.46
  %uglygep560561.epil = bitcast i8* %uglygep560.epil to float*
  store float %.137.us.2.us.epil387, float* %uglygep560561.epil, align 4
  %sunkaddr2008657 = getelementptr float, float* %lsr.iv464.us, i64 3
  %sunkaddr2009658 = getelementptr float, float* %sunkaddr2008657, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.epil388 = load float, float* %sunkaddr2009658, align 4
  %uglygep562.epil = getelementptr i8, i8* %uglygep560.epil, i64 %.46
  %uglygep562563.epil = bitcast i8* %uglygep562.epil to float*
  store float %.137.us.3.us.epil388, float* %uglygep562563.epil, align 4
  %sunkaddr2011659 = getelementptr float, float* %lsr.iv464.us, i64 4
  %sunkaddr2012660 = getelementptr float, float* %sunkaddr2011659, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.epil389 = load float, float* %sunkaddr2012660, align 4
  %uglygep564.epil = getelementptr i8, i8* %uglygep562.epil, i64 %.46
  %uglygep564565.epil = bitcast i8* %uglygep564.epil to float*
  store float %.137.us.4.us.epil389, float* %uglygep564565.epil, align 4
  %sunkaddr2014661 = getelementptr float, float* %lsr.iv464.us, i64 5
  %sunkaddr2015662 = getelementptr float, float* %sunkaddr2014661, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.epil390 = load float, float* %sunkaddr2015662, align 4
  %uglygep566.epil = getelementptr i8, i8* %uglygep564.epil, i64 %.46
  %uglygep566567.epil = bitcast i8* %uglygep566.epil to float*
  store float %.137.us.5.us.epil390, float* %uglygep566567.epil, align 4
  %sunkaddr2017663 = getelementptr float, float* %lsr.iv464.us, i64 6
  %sunkaddr2018664 = getelementptr float, float* %sunkaddr2017663, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.epil391 = load float, float* %sunkaddr2018664, align 4
  %uglygep568.epil = getelementptr i8, i8* %uglygep566.epil, i64 %.46
  %uglygep568569.epil = bitcast i8* %uglygep568.epil to float*
  store float %.137.us.6.us.epil391, float* %uglygep568569.epil, align 4
  %sunkaddr2020665 = getelementptr float, float* %lsr.iv464.us, i64 7
  %sunkaddr2021666 = getelementptr float, float* %sunkaddr2020665, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.epil392 = load float, float* %sunkaddr2021666, align 4
  %uglygep570.epil = getelementptr i8, i8* %uglygep568.epil, i64 %.46
  %uglygep570571.epil = bitcast i8* %uglygep570.epil to float*
  store float %.137.us.7.us.epil392, float* %uglygep570571.epil, align 4
  %scevgep483.us.epil = getelementptr i1, i1* %lsr.iv481482.us.epil, i64 %7
  %sunkaddr2023667 = getelementptr float, float* %lsr.iv464.us, i64 8
  %sunkaddr2024668 = getelementptr float, float* %sunkaddr2023667, i64 %loop.index.12.us.us.unr394
  %.137.us.us.1.epil = load float, float* %sunkaddr2024668, align 4
  %uglygep572.epil = getelementptr i8, i8* %uglygep570.epil, i64 %.46
  %uglygep572573.epil = bitcast i8* %uglygep572.epil to float*
  store float %.137.us.us.1.epil, float* %uglygep572573.epil, align 4
  %sunkaddr2026669 = getelementptr float, float* %lsr.iv464.us, i64 9
  %sunkaddr2027670 = getelementptr float, float* %sunkaddr2026669, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.1.epil = load float, float* %sunkaddr2027670, align 4
  %uglygep574.epil = getelementptr i8, i8* %uglygep572.epil, i64 %.46
  %uglygep574575.epil = bitcast i8* %uglygep574.epil to float*
  store float %.137.us.1.us.1.epil, float* %uglygep574575.epil, align 4
  %sunkaddr2029671 = getelementptr float, float* %lsr.iv464.us, i64 10
  %sunkaddr2030672 = getelementptr float, float* %sunkaddr2029671, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.1.epil = load float, float* %sunkaddr2030672, align 4
  %uglygep576.epil = getelementptr i8, i8* %uglygep574.epil, i64 %.46
  %uglygep576577.epil = bitcast i8* %uglygep576.epil to float*
  store float %.137.us.2.us.1.epil, float* %uglygep576577.epil, align 4
  %sunkaddr2032673 = getelementptr float, float* %lsr.iv464.us, i64 11
  %sunkaddr2033674 = getelementptr float, float* %sunkaddr2032673, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.1.epil = load float, float* %sunkaddr2033674, align 4
  %uglygep578.epil = getelementptr i8, i8* %uglygep576.epil, i64 %.46
  %uglygep578579.epil = bitcast i8* %uglygep578.epil to float*
  store float %.137.us.3.us.1.epil, float* %uglygep578579.epil, align 4
  %sunkaddr2035675 = getelementptr float, float* %lsr.iv464.us, i64 12
  %sunkaddr2036676 = getelementptr float, float* %sunkaddr2035675, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.1.epil = load float, float* %sunkaddr2036676, align 4
  %uglygep580.epil = getelementptr i8, i8* %uglygep578.epil, i64 %.46
  %uglygep580581.epil = bitcast i8* %uglygep580.epil to float*
  store float %.137.us.4.us.1.epil, float* %uglygep580581.epil, align 4
  %sunkaddr2038677 = getelementptr float, float* %lsr.iv464.us, i64 13
  %sunkaddr2039678 = getelementptr float, float* %sunkaddr2038677, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.1.epil = load float, float* %sunkaddr2039678, align 4
  %uglygep582.epil = getelementptr i8, i8* %uglygep580.epil, i64 %.46
  %uglygep582583.epil = bitcast i8* %uglygep582.epil to float*
  store float %.137.us.5.us.1.epil, float* %uglygep582583.epil, align 4
  %sunkaddr2041679 = getelementptr float, float* %lsr.iv464.us, i64 14
  %sunkaddr2042680 = getelementptr float, float* %sunkaddr2041679, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.1.epil = load float, float* %sunkaddr2042680, align 4
  %uglygep584.epil = getelementptr i8, i8* %uglygep582.epil, i64 %.46
  %uglygep584585.epil = bitcast i8* %uglygep584.epil to float*
  store float %.137.us.6.us.1.epil, float* %uglygep584585.epil, align 4
  %sunkaddr2044681 = getelementptr float, float* %lsr.iv464.us, i64 15
  %sunkaddr2045682 = getelementptr float, float* %sunkaddr2044681, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.1.epil = load float, float* %sunkaddr2045682, align 4
  %uglygep586.epil = getelementptr i8, i8* %uglygep584.epil, i64 %.46
  %uglygep586587.epil = bitcast i8* %uglygep586.epil to float*
  store float %.137.us.7.us.1.epil, float* %uglygep586587.epil, align 4
  %scevgep483.us.1.epil = getelementptr i1, i1* %scevgep483.us.epil, i64 %7
  %sunkaddr2047683 = getelementptr float, float* %lsr.iv464.us, i64 16
  %sunkaddr2048684 = getelementptr float, float* %sunkaddr2047683, i64 %loop.index.12.us.us.unr394
  %.137.us.us.2.epil = load float, float* %sunkaddr2048684, align 4
  %uglygep588.epil = getelementptr i8, i8* %uglygep586.epil, i64 %.46
  %uglygep588589.epil = bitcast i8* %uglygep588.epil to float*
  store float %.137.us.us.2.epil, float* %uglygep588589.epil, align 4
  %sunkaddr2050685 = getelementptr float, float* %lsr.iv464.us, i64 17
  %sunkaddr2051686 = getelementptr float, float* %sunkaddr2050685, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.2.epil = load float, float* %sunkaddr2051686, align 4
  %uglygep590.epil = getelementptr i8, i8* %uglygep588.epil, i64 %.46
  %uglygep590591.epil = bitcast i8* %uglygep590.epil to float*
  store float %.137.us.1.us.2.epil, float* %uglygep590591.epil, align 4
  %sunkaddr2053687 = getelementptr float, float* %lsr.iv464.us, i64 18
  %sunkaddr2054688 = getelementptr float, float* %sunkaddr2053687, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.2.epil = load float, float* %sunkaddr2054688, align 4
  %uglygep592.epil = getelementptr i8, i8* %uglygep590.epil, i64 %.46
  %uglygep592593.epil = bitcast i8* %uglygep592.epil to float*
  store float %.137.us.2.us.2.epil, float* %uglygep592593.epil, align 4
  %sunkaddr2056689 = getelementptr float, float* %lsr.iv464.us, i64 19
  %sunkaddr2057690 = getelementptr float, float* %sunkaddr2056689, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.2.epil = load float, float* %sunkaddr2057690, align 4
  %uglygep594.epil = getelementptr i8, i8* %uglygep592.epil, i64 %.46
  %uglygep594595.epil = bitcast i8* %uglygep594.epil to float*
  store float %.137.us.3.us.2.epil, float* %uglygep594595.epil, align 4
  %sunkaddr2059691 = getelementptr float, float* %lsr.iv464.us, i64 20
  %sunkaddr2060692 = getelementptr float, float* %sunkaddr2059691, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.2.epil = load float, float* %sunkaddr2060692, align 4
  %uglygep596.epil = getelementptr i8, i8* %uglygep594.epil, i64 %.46
  %uglygep596597.epil = bitcast i8* %uglygep596.epil to float*
  store float %.137.us.4.us.2.epil, float* %uglygep596597.epil, align 4
  %sunkaddr2062693 = getelementptr float, float* %lsr.iv464.us, i64 21
  %sunkaddr2063694 = getelementptr float, float* %sunkaddr2062693, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.2.epil = load float, float* %sunkaddr2063694, align 4
  %uglygep598.epil = getelementptr i8, i8* %uglygep596.epil, i64 %.46
  %uglygep598599.epil = bitcast i8* %uglygep598.epil to float*
  store float %.137.us.5.us.2.epil, float* %uglygep598599.epil, align 4
  %sunkaddr2065695 = getelementptr float, float* %lsr.iv464.us, i64 22
  %sunkaddr2066696 = getelementptr float, float* %sunkaddr2065695, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.2.epil = load float, float* %sunkaddr2066696, align 4
  %uglygep600.epil = getelementptr i8, i8* %uglygep598.epil, i64 %.46
  %uglygep600601.epil = bitcast i8* %uglygep600.epil to float*
  store float %.137.us.6.us.2.epil, float* %uglygep600601.epil, align 4
  %sunkaddr2068697 = getelementptr float, float* %lsr.iv464.us, i64 23
  %sunkaddr2069698 = getelementptr float, float* %sunkaddr2068697, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.2.epil = load float, float* %sunkaddr2069698, align 4
  %uglygep602.epil = getelementptr i8, i8* %uglygep600.epil, i64 %.46
  %uglygep602603.epil = bitcast i8* %uglygep602.epil to float*
  store float %.137.us.7.us.2.epil, float* %uglygep602603.epil, align 4
  %scevgep483.us.2.epil = getelementptr i1, i1* %scevgep483.us.1.epil, i64 %7
  %sunkaddr2071699 = getelementptr float, float* %lsr.iv464.us, i64 24
  %sunkaddr2072700 = getelementptr float, float* %sunkaddr2071699, i64 %loop.index.12.us.us.unr394
  %.137.us.us.3.epil = load float, float* %sunkaddr2072700, align 4
  %uglygep604.epil = getelementptr i8, i8* %uglygep602.epil, i64 %.46
  %uglygep604605.epil = bitcast i8* %uglygep604.epil to float*
  store float %.137.us.us.3.epil, float* %uglygep604605.epil, align 4
  %sunkaddr2074701 = getelementptr float, float* %lsr.iv464.us, i64 25
  %sunkaddr2075702 = getelementptr float, float* %sunkaddr2074701, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.3.epil = load float, float* %sunkaddr2075702, align 4
  %uglygep606.epil = getelementptr i8, i8* %uglygep604.epil, i64 %.46
  %uglygep606607.epil = bitcast i8* %uglygep606.epil to float*
  store float %.137.us.1.us.3.epil, float* %uglygep606607.epil, align 4
  %sunkaddr2077703 = getelementptr float, float* %lsr.iv464.us, i64 26
  %sunkaddr2078704 = getelementptr float, float* %sunkaddr2077703, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.3.epil = load float, float* %sunkaddr2078704, align 4
  %uglygep608.epil = getelementptr i8, i8* %uglygep606.epil, i64 %.46
  %uglygep608609.epil = bitcast i8* %uglygep608.epil to float*
  store float %.137.us.2.us.3.epil, float* %uglygep608609.epil, align 4
  %sunkaddr2080705 = getelementptr float, float* %lsr.iv464.us, i64 27
  %sunkaddr2081706 = getelementptr float, float* %sunkaddr2080705, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.3.epil = load float, float* %sunkaddr2081706, align 4
  %uglygep610.epil = getelementptr i8, i8* %uglygep608.epil, i64 %.46
  %uglygep610611.epil = bitcast i8* %uglygep610.epil to float*
  store float %.137.us.3.us.3.epil, float* %uglygep610611.epil, align 4
  %sunkaddr2083707 = getelementptr float, float* %lsr.iv464.us, i64 28
  %sunkaddr2084708 = getelementptr float, float* %sunkaddr2083707, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.3.epil = load float, float* %sunkaddr2084708, align 4
  %uglygep612.epil = getelementptr i8, i8* %uglygep610.epil, i64 %.46
  %uglygep612613.epil = bitcast i8* %uglygep612.epil to float*
  store float %.137.us.4.us.3.epil, float* %uglygep612613.epil, align 4
  %sunkaddr2086709 = getelementptr float, float* %lsr.iv464.us, i64 29
  %sunkaddr2087710 = getelementptr float, float* %sunkaddr2086709, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.3.epil = load float, float* %sunkaddr2087710, align 4
  %uglygep614.epil = getelementptr i8, i8* %uglygep612.epil, i64 %.46
  %uglygep614615.epil = bitcast i8* %uglygep614.epil to float*
  store float %.137.us.5.us.3.epil, float* %uglygep614615.epil, align 4
  %sunkaddr2089711 = getelementptr float, float* %lsr.iv464.us, i64 30
  %sunkaddr2090712 = getelementptr float, float* %sunkaddr2089711, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.3.epil = load float, float* %sunkaddr2090712, align 4
  %uglygep616.epil = getelementptr i8, i8* %uglygep614.epil, i64 %.46
  %uglygep616617.epil = bitcast i8* %uglygep616.epil to float*
  store float %.137.us.6.us.3.epil, float* %uglygep616617.epil, align 4
  %sunkaddr2092713 = getelementptr float, float* %lsr.iv464.us, i64 31
  %sunkaddr2093714 = getelementptr float, float* %sunkaddr2092713, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.3.epil = load float, float* %sunkaddr2093714, align 4
  %uglygep618.epil = getelementptr i8, i8* %uglygep616.epil, i64 %.46
  %uglygep618619.epil = bitcast i8* %uglygep618.epil to float*
  store float %.137.us.7.us.3.epil, float* %uglygep618619.epil, align 4
  %scevgep483.us.3.epil = getelementptr i1, i1* %scevgep483.us.2.epil, i64 %7
  %sunkaddr2095715 = getelementptr float, float* %lsr.iv464.us, i64 32
  %sunkaddr2096716 = getelementptr float, float* %sunkaddr2095715, i64 %loop.index.12.us.us.unr394
  %.137.us.us.4.epil = load float, float* %sunkaddr2096716, align 4
  %uglygep620.epil = getelementptr i8, i8* %uglygep618.epil, i64 %.46
  %uglygep620621.epil = bitcast i8* %uglygep620.epil to float*
  store float %.137.us.us.4.epil, float* %uglygep620621.epil, align 4
  %sunkaddr2098717 = getelementptr float, float* %lsr.iv464.us, i64 33
  %sunkaddr2099718 = getelementptr float, float* %sunkaddr2098717, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.4.epil = load float, float* %sunkaddr2099718, align 4
  %uglygep622.epil = getelementptr i8, i8* %uglygep620.epil, i64 %.46
  %uglygep622623.epil = bitcast i8* %uglygep622.epil to float*
  store float %.137.us.1.us.4.epil, float* %uglygep622623.epil, align 4
  %sunkaddr2101719 = getelementptr float, float* %lsr.iv464.us, i64 34
  %sunkaddr2102720 = getelementptr float, float* %sunkaddr2101719, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.4.epil = load float, float* %sunkaddr2102720, align 4
  %uglygep624.epil = getelementptr i8, i8* %uglygep622.epil, i64 %.46
  %uglygep624625.epil = bitcast i8* %uglygep624.epil to float*
  store float %.137.us.2.us.4.epil, float* %uglygep624625.epil, align 4
  %sunkaddr2104721 = getelementptr float, float* %lsr.iv464.us, i64 35
  %sunkaddr2105722 = getelementptr float, float* %sunkaddr2104721, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.4.epil = load float, float* %sunkaddr2105722, align 4
  %uglygep626.epil = getelementptr i8, i8* %uglygep624.epil, i64 %.46
  %uglygep626627.epil = bitcast i8* %uglygep626.epil to float*
  store float %.137.us.3.us.4.epil, float* %uglygep626627.epil, align 4
  %sunkaddr2107723 = getelementptr float, float* %lsr.iv464.us, i64 36
  %sunkaddr2108724 = getelementptr float, float* %sunkaddr2107723, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.4.epil = load float, float* %sunkaddr2108724, align 4
  %uglygep628.epil = getelementptr i8, i8* %uglygep626.epil, i64 %.46
  %uglygep628629.epil = bitcast i8* %uglygep628.epil to float*
  store float %.137.us.4.us.4.epil, float* %uglygep628629.epil, align 4
  %sunkaddr2110725 = getelementptr float, float* %lsr.iv464.us, i64 37
  %sunkaddr2111726 = getelementptr float, float* %sunkaddr2110725, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.4.epil = load float, float* %sunkaddr2111726, align 4
  %uglygep630.epil = getelementptr i8, i8* %uglygep628.epil, i64 %.46
  %uglygep630631.epil = bitcast i8* %uglygep630.epil to float*
  store float %.137.us.5.us.4.epil, float* %uglygep630631.epil, align 4
  %sunkaddr2113727 = getelementptr float, float* %lsr.iv464.us, i64 38
  %sunkaddr2114728 = getelementptr float, float* %sunkaddr2113727, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.4.epil = load float, float* %sunkaddr2114728, align 4
  %uglygep632.epil = getelementptr i8, i8* %uglygep630.epil, i64 %.46
  %uglygep632633.epil = bitcast i8* %uglygep632.epil to float*
  store float %.137.us.6.us.4.epil, float* %uglygep632633.epil, align 4
  %sunkaddr2116729 = getelementptr float, float* %lsr.iv464.us, i64 39
  %sunkaddr2117730 = getelementptr float, float* %sunkaddr2116729, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.4.epil = load float, float* %sunkaddr2117730, align 4
  %uglygep634.epil = getelementptr i8, i8* %uglygep632.epil, i64 %.46
  %uglygep634635.epil = bitcast i8* %uglygep634.epil to float*
  store float %.137.us.7.us.4.epil, float* %uglygep634635.epil, align 4
  %scevgep483.us.4.epil = getelementptr i1, i1* %scevgep483.us.3.epil, i64 %7
  %sunkaddr2119731 = getelementptr float, float* %lsr.iv464.us, i64 40
  %sunkaddr2120732 = getelementptr float, float* %sunkaddr2119731, i64 %loop.index.12.us.us.unr394
  %.137.us.us.5.epil = load float, float* %sunkaddr2120732, align 4
  %uglygep636.epil = getelementptr i8, i8* %uglygep634.epil, i64 %.46
  %uglygep636637.epil = bitcast i8* %uglygep636.epil to float*
  store float %.137.us.us.5.epil, float* %uglygep636637.epil, align 4
  %sunkaddr2122733 = getelementptr float, float* %lsr.iv464.us, i64 41
  %sunkaddr2123734 = getelementptr float, float* %sunkaddr2122733, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.5.epil = load float, float* %sunkaddr2123734, align 4
  %uglygep638.epil = getelementptr i8, i8* %uglygep636.epil, i64 %.46
  %uglygep638639.epil = bitcast i8* %uglygep638.epil to float*
  store float %.137.us.1.us.5.epil, float* %uglygep638639.epil, align 4
  %sunkaddr2125735 = getelementptr float, float* %lsr.iv464.us, i64 42
  %sunkaddr2126736 = getelementptr float, float* %sunkaddr2125735, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.5.epil = load float, float* %sunkaddr2126736, align 4
  %uglygep640.epil = getelementptr i8, i8* %uglygep638.epil, i64 %.46
  %uglygep640641.epil = bitcast i8* %uglygep640.epil to float*
  store float %.137.us.2.us.5.epil, float* %uglygep640641.epil, align 4
  %sunkaddr2128737 = getelementptr float, float* %lsr.iv464.us, i64 43
  %sunkaddr2129738 = getelementptr float, float* %sunkaddr2128737, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.5.epil = load float, float* %sunkaddr2129738, align 4
  %uglygep642.epil = getelementptr i8, i8* %uglygep640.epil, i64 %.46
  %uglygep642643.epil = bitcast i8* %uglygep642.epil to float*
  store float %.137.us.3.us.5.epil, float* %uglygep642643.epil, align 4
  %sunkaddr2131739 = getelementptr float, float* %lsr.iv464.us, i64 44
  %sunkaddr2132740 = getelementptr float, float* %sunkaddr2131739, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.5.epil = load float, float* %sunkaddr2132740, align 4
  %uglygep644.epil = getelementptr i8, i8* %uglygep642.epil, i64 %.46
  %uglygep644645.epil = bitcast i8* %uglygep644.epil to float*
  store float %.137.us.4.us.5.epil, float* %uglygep644645.epil, align 4
  %sunkaddr2134741 = getelementptr float, float* %lsr.iv464.us, i64 45
  %sunkaddr2135742 = getelementptr float, float* %sunkaddr2134741, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.5.epil = load float, float* %sunkaddr2135742, align 4
  %uglygep646.epil = getelementptr i8, i8* %uglygep644.epil, i64 %.46
  %uglygep646647.epil = bitcast i8* %uglygep646.epil to float*
  store float %.137.us.5.us.5.epil, float* %uglygep646647.epil, align 4
  %sunkaddr2137743 = getelementptr float, float* %lsr.iv464.us, i64 46
  %sunkaddr2138744 = getelementptr float, float* %sunkaddr2137743, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.5.epil = load float, float* %sunkaddr2138744, align 4
  %uglygep648.epil = getelementptr i8, i8* %uglygep646.epil, i64 %.46
  %uglygep648649.epil = bitcast i8* %uglygep648.epil to float*
  store float %.137.us.6.us.5.epil, float* %uglygep648649.epil, align 4
  %sunkaddr2140745 = getelementptr float, float* %lsr.iv464.us, i64 47
  %sunkaddr2141746 = getelementptr float, float* %sunkaddr2140745, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.5.epil = load float, float* %sunkaddr2141746, align 4
  %uglygep650.epil = getelementptr i8, i8* %uglygep648.epil, i64 %.46
  %uglygep650651.epil = bitcast i8* %uglygep650.epil to float*
  store float %.137.us.7.us.5.epil, float* %uglygep650651.epil, align 4
  %scevgep483.us.5.epil = getelementptr i1, i1* %scevgep483.us.4.epil, i64 %7
  %sunkaddr2143747 = getelementptr float, float* %lsr.iv464.us, i64 48
  %sunkaddr2144748 = getelementptr float, float* %sunkaddr2143747, i64 %loop.index.12.us.us.unr394
  %.137.us.us.6.epil = load float, float* %sunkaddr2144748, align 4
  %uglygep652.epil = getelementptr i8, i8* %uglygep650.epil, i64 %.46
  %uglygep652653.epil = bitcast i8* %uglygep652.epil to float*
  store float %.137.us.us.6.epil, float* %uglygep652653.epil, align 4
  %sunkaddr2146749 = getelementptr float, float* %lsr.iv464.us, i64 49
  %sunkaddr2147750 = getelementptr float, float* %sunkaddr2146749, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.6.epil = load float, float* %sunkaddr2147750, align 4
  %uglygep654.epil = getelementptr i8, i8* %uglygep652.epil, i64 %.46
  %uglygep654655.epil = bitcast i8* %uglygep654.epil to float*
  store float %.137.us.1.us.6.epil, float* %uglygep654655.epil, align 4
  %sunkaddr2149751 = getelementptr float, float* %lsr.iv464.us, i64 50
  %sunkaddr2150752 = getelementptr float, float* %sunkaddr2149751, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.6.epil = load float, float* %sunkaddr2150752, align 4
  %uglygep656.epil = getelementptr i8, i8* %uglygep654.epil, i64 %.46
  %uglygep656657.epil = bitcast i8* %uglygep656.epil to float*
  store float %.137.us.2.us.6.epil, float* %uglygep656657.epil, align 4
  %sunkaddr2152753 = getelementptr float, float* %lsr.iv464.us, i64 51
  %sunkaddr2153754 = getelementptr float, float* %sunkaddr2152753, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.6.epil = load float, float* %sunkaddr2153754, align 4
  %uglygep658.epil = getelementptr i8, i8* %uglygep656.epil, i64 %.46
  %uglygep658659.epil = bitcast i8* %uglygep658.epil to float*
  store float %.137.us.3.us.6.epil, float* %uglygep658659.epil, align 4
  %sunkaddr2155755 = getelementptr float, float* %lsr.iv464.us, i64 52
  %sunkaddr2156756 = getelementptr float, float* %sunkaddr2155755, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.6.epil = load float, float* %sunkaddr2156756, align 4
  %uglygep660.epil = getelementptr i8, i8* %uglygep658.epil, i64 %.46
  %uglygep660661.epil = bitcast i8* %uglygep660.epil to float*
  store float %.137.us.4.us.6.epil, float* %uglygep660661.epil, align 4
  %sunkaddr2158757 = getelementptr float, float* %lsr.iv464.us, i64 53
  %sunkaddr2159758 = getelementptr float, float* %sunkaddr2158757, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.6.epil = load float, float* %sunkaddr2159758, align 4
  %uglygep662.epil = getelementptr i8, i8* %uglygep660.epil, i64 %.46
  %uglygep662663.epil = bitcast i8* %uglygep662.epil to float*
  store float %.137.us.5.us.6.epil, float* %uglygep662663.epil, align 4
  %sunkaddr2161759 = getelementptr float, float* %lsr.iv464.us, i64 54
  %sunkaddr2162760 = getelementptr float, float* %sunkaddr2161759, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.6.epil = load float, float* %sunkaddr2162760, align 4
  %uglygep664.epil = getelementptr i8, i8* %uglygep662.epil, i64 %.46
  %uglygep664665.epil = bitcast i8* %uglygep664.epil to float*
  store float %.137.us.6.us.6.epil, float* %uglygep664665.epil, align 4
  %sunkaddr2164761 = getelementptr float, float* %lsr.iv464.us, i64 55
  %sunkaddr2165762 = getelementptr float, float* %sunkaddr2164761, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.6.epil = load float, float* %sunkaddr2165762, align 4
  %uglygep666.epil = getelementptr i8, i8* %uglygep664.epil, i64 %.46
  %uglygep666667.epil = bitcast i8* %uglygep666.epil to float*
  store float %.137.us.7.us.6.epil, float* %uglygep666667.epil, align 4
  %scevgep483.us.6.epil = getelementptr i1, i1* %scevgep483.us.5.epil, i64 %7
  %sunkaddr2167763 = getelementptr float, float* %lsr.iv464.us, i64 56
  %sunkaddr2168764 = getelementptr float, float* %sunkaddr2167763, i64 %loop.index.12.us.us.unr394
  %.137.us.us.7.epil = load float, float* %sunkaddr2168764, align 4
  %uglygep668.epil = getelementptr i8, i8* %uglygep666.epil, i64 %.46
  %uglygep668669.epil = bitcast i8* %uglygep668.epil to float*
  store float %.137.us.us.7.epil, float* %uglygep668669.epil, align 4
  %sunkaddr2170765 = getelementptr float, float* %lsr.iv464.us, i64 57
  %sunkaddr2171766 = getelementptr float, float* %sunkaddr2170765, i64 %loop.index.12.us.us.unr394
  %.137.us.1.us.7.epil = load float, float* %sunkaddr2171766, align 4
  %uglygep670.epil = getelementptr i8, i8* %uglygep668.epil, i64 %.46
  %uglygep670671.epil = bitcast i8* %uglygep670.epil to float*
  store float %.137.us.1.us.7.epil, float* %uglygep670671.epil, align 4
  %sunkaddr2173767 = getelementptr float, float* %lsr.iv464.us, i64 58
  %sunkaddr2174768 = getelementptr float, float* %sunkaddr2173767, i64 %loop.index.12.us.us.unr394
  %.137.us.2.us.7.epil = load float, float* %sunkaddr2174768, align 4
  %uglygep672.epil = getelementptr i8, i8* %uglygep670.epil, i64 %.46
  %uglygep672673.epil = bitcast i8* %uglygep672.epil to float*
  store float %.137.us.2.us.7.epil, float* %uglygep672673.epil, align 4
  %sunkaddr2176769 = getelementptr float, float* %lsr.iv464.us, i64 59
  %sunkaddr2177770 = getelementptr float, float* %sunkaddr2176769, i64 %loop.index.12.us.us.unr394
  %.137.us.3.us.7.epil = load float, float* %sunkaddr2177770, align 4
  %uglygep674.epil = getelementptr i8, i8* %uglygep672.epil, i64 %.46
  %uglygep674675.epil = bitcast i8* %uglygep674.epil to float*
  store float %.137.us.3.us.7.epil, float* %uglygep674675.epil, align 4
  %sunkaddr2179771 = getelementptr float, float* %lsr.iv464.us, i64 60
  %sunkaddr2180772 = getelementptr float, float* %sunkaddr2179771, i64 %loop.index.12.us.us.unr394
  %.137.us.4.us.7.epil = load float, float* %sunkaddr2180772, align 4
  %uglygep676.epil = getelementptr i8, i8* %uglygep674.epil, i64 %.46
  %uglygep676677.epil = bitcast i8* %uglygep676.epil to float*
  store float %.137.us.4.us.7.epil, float* %uglygep676677.epil, align 4
  %sunkaddr2182773 = getelementptr float, float* %lsr.iv464.us, i64 61
  %sunkaddr2183774 = getelementptr float, float* %sunkaddr2182773, i64 %loop.index.12.us.us.unr394
  %.137.us.5.us.7.epil = load float, float* %sunkaddr2183774, align 4
  %uglygep678.epil = getelementptr i8, i8* %uglygep676.epil, i64 %.46
  %uglygep678679.epil = bitcast i8* %uglygep678.epil to float*
  store float %.137.us.5.us.7.epil, float* %uglygep678679.epil, align 4
  %sunkaddr2185775 = getelementptr float, float* %lsr.iv464.us, i64 62
  %sunkaddr2186776 = getelementptr float, float* %sunkaddr2185775, i64 %loop.index.12.us.us.unr394
  %.137.us.6.us.7.epil = load float, float* %sunkaddr2186776, align 4
  %uglygep680.epil = getelementptr i8, i8* %uglygep678.epil, i64 %.46
  %uglygep680681.epil = bitcast i8* %uglygep680.epil to float*
  store float %.137.us.6.us.7.epil, float* %uglygep680681.epil, align 4
  %sunkaddr2188777 = getelementptr float, float* %lsr.iv464.us, i64 63
  %sunkaddr2189778 = getelementptr float, float* %sunkaddr2188777, i64 %loop.index.12.us.us.unr394
  %.137.us.7.us.7.epil = load float, float* %sunkaddr2189778, align 4
  %uglygep682.epil = getelementptr i8, i8* %uglygep680.epil, i64 %.46
  %uglygep682683.epil = bitcast i8* %uglygep682.epil to float*
  store float %.137.us.7.us.7.epil, float* %uglygep682683.epil, align 4
  %.139.us.7.us.7.epil = add nuw i64 %loop.index.12.us.us.unr394, 64
  %scevgep483.us.7.epil = getelementptr i1, i1* %scevgep483.us.6.epil, i64 %7
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit

for.body.1.us.1.preheader.us.unr-lcssa.loopexit:  ; preds = %for.body.1.us.us.epil384, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %.139.us.7.us.7.lcssa = phi i64 [ %.139.us.7.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.us.7.epil, %for.body.1.us.us.epil384 ]
  %scevgep483.us.7.lcssa = phi i1* [ %scevgep483.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep483.us.7.epil, %for.body.1.us.us.epil384 ]
  %304 = bitcast i1* %scevgep483.us.7.lcssa to float*
  br label %for.body.1.us.1.preheader.us.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa:           ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, %for.body.1.us.preheader76.us
  %lsr.iv481.us.unr = phi float* [ %.6.i6, %for.body.1.us.preheader76.us ], [ %304, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr = phi i64 [ 0, %for.body.1.us.preheader76.us ], [ %.139.us.7.us.7.lcssa, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %305 = icmp eq i64 %xtraiter75, 0
  br i1 %305, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.body.1.us.1.preheader.us.unr-lcssa
  %scevgep1223 = getelementptr float, float* %lsr.iv481.us.unr, i64 %loop.index4.us.us
  %scevgep1227 = getelementptr float, float* %lsr.iv464.us, i64 %loop.index.12.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.preheader
  %lsr.iv1224 = phi float* [ %uglygep12661267, %for.body.1.us.us.epil ], [ %scevgep1223, %for.body.1.us.us.epil.preheader ]
  %lsr.iv688 = phi i64 [ %lsr.iv.next689, %for.body.1.us.us.epil ], [ 0, %for.body.1.us.us.epil.preheader ]
  %306 = bitcast float* %scevgep1227 to i8*
  %lsr.iv12241251 = bitcast float* %lsr.iv1224 to i8*
  %uglygep1229 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12291230 = bitcast i8* %uglygep1229 to float*
  %.137.us.us.epil = load float, float* %uglygep12291230, align 4
  store float %.137.us.us.epil, float* %lsr.iv1224, align 4
  %scevgep1244 = getelementptr float, float* %uglygep12291230, i64 1
  %.137.us.1.us.epil = load float, float* %scevgep1244, align 4
  %uglygep1252 = getelementptr i8, i8* %lsr.iv12241251, i64 %.46
  %uglygep12521253 = bitcast i8* %uglygep1252 to float*
  store float %.137.us.1.us.epil, float* %uglygep12521253, align 4
  %uglygep1245 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12451246 = bitcast i8* %uglygep1245 to float*
  %scevgep1247 = getelementptr float, float* %uglygep12451246, i64 2
  %.137.us.2.us.epil = load float, float* %scevgep1247, align 4
  %uglygep1254 = getelementptr i8, i8* %uglygep1252, i64 %.46
  %uglygep12541255 = bitcast i8* %uglygep1254 to float*
  store float %.137.us.2.us.epil, float* %uglygep12541255, align 4
  %uglygep1248 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12481249 = bitcast i8* %uglygep1248 to float*
  %scevgep1250 = getelementptr float, float* %uglygep12481249, i64 3
  %.137.us.3.us.epil = load float, float* %scevgep1250, align 4
  %uglygep1256 = getelementptr i8, i8* %uglygep1254, i64 %.46
  %uglygep12561257 = bitcast i8* %uglygep1256 to float*
  store float %.137.us.3.us.epil, float* %uglygep12561257, align 4
  %uglygep1235 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12351236 = bitcast i8* %uglygep1235 to float*
  %scevgep1237 = getelementptr float, float* %uglygep12351236, i64 4
  %.137.us.4.us.epil = load float, float* %scevgep1237, align 4
  %uglygep1258 = getelementptr i8, i8* %uglygep1256, i64 %.46
  %uglygep12581259 = bitcast i8* %uglygep1258 to float*
  store float %.137.us.4.us.epil, float* %uglygep12581259, align 4
  %uglygep1241 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12411242 = bitcast i8* %uglygep1241 to float*
  %scevgep1243 = getelementptr float, float* %uglygep12411242, i64 5
  %.137.us.5.us.epil = load float, float* %scevgep1243, align 4
  %uglygep1260 = getelementptr i8, i8* %uglygep1258, i64 %.46
  %uglygep12601261 = bitcast i8* %uglygep1260 to float*
  store float %.137.us.5.us.epil, float* %uglygep12601261, align 4
  %uglygep1238 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12381239 = bitcast i8* %uglygep1238 to float*
  %scevgep1240 = getelementptr float, float* %uglygep12381239, i64 6
  %.137.us.6.us.epil = load float, float* %scevgep1240, align 4
  %uglygep1262 = getelementptr i8, i8* %uglygep1260, i64 %.46
  %uglygep12621263 = bitcast i8* %uglygep1262 to float*
  store float %.137.us.6.us.epil, float* %uglygep12621263, align 4
  %uglygep1231 = getelementptr i8, i8* %306, i64 %lsr.iv688
  %uglygep12311232 = bitcast i8* %uglygep1231 to float*
  %scevgep1234 = getelementptr float, float* %uglygep12311232, i64 7
  %.137.us.7.us.epil = load float, float* %scevgep1234, align 4
  %uglygep1264 = getelementptr i8, i8* %uglygep1262, i64 %.46
  %uglygep12641265 = bitcast i8* %uglygep1264 to float*
  store float %.137.us.7.us.epil, float* %uglygep12641265, align 4
  %lsr.iv.next689 = add nuw nsw i64 %lsr.iv688, 32
  %epil.iter76.cmp.not = icmp eq i64 %41, %lsr.iv.next689
  %uglygep1266 = getelementptr i8, i8* %uglygep1264, i64 %.46
  %uglygep12661267 = bitcast i8* %uglygep1266 to float*
  br i1 %epil.iter76.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !56

for.body.1.us.1.preheader.us:                     ; preds = %for.body.1.us.us.epil, %for.body.1.us.1.preheader.us.unr-lcssa
  %307 = icmp ult i64 %38, 56
  br i1 %307, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader

for.body.1.us.1.us.preheader:                     ; preds = %for.body.1.us.1.preheader.us
  %308 = icmp eq i64 %42, 0
  br i1 %308, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader928

for.body.1.us.1.us.preheader928:                  ; preds = %for.body.1.us.1.us.preheader
  br label %for.body.1.us.1.us

for.body.1.us.1.us:                               ; preds = %for.body.1.us.1.us.preheader928, %for.body.1.us.1.us
  %lsr.iv715.us = phi i64 [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ], [ %lsr.iv713.us, %for.body.1.us.1.us.preheader928 ]
  %loop.index.12.us.1.us = phi i64 [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader928 ]
  %niter425 = phi i64 [ %niter425.next.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader928 ]
  %309 = bitcast float* %.6.i6 to i8*
  %scevgep865 = getelementptr float, float* %lsr.iv700.us, i64 %loop.index.12.us.1.us
  %uglygep736 = getelementptr i8, i8* %309, i64 %lsr.iv715.us
  %uglygep736737 = bitcast i8* %uglygep736 to float*
  %.137.us.174.us = load float, float* %scevgep865, align 4
  store float %.137.us.174.us, float* %uglygep736737, align 4
  %sunkaddr2134 = mul i64 %loop.index.12.us.1.us, 4
  %310 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2135 = getelementptr i8, i8* %310, i64 %sunkaddr2134
  %sunkaddr2136 = getelementptr i8, i8* %sunkaddr2135, i64 4
  %311 = bitcast i8* %sunkaddr2136 to float*
  %.137.us.1.1.us = load float, float* %311, align 4
  %uglygep868 = getelementptr i8, i8* %uglygep736, i64 %.46
  %uglygep868869 = bitcast i8* %uglygep868 to float*
  store float %.137.us.1.1.us, float* %uglygep868869, align 4
  %sunkaddr2137 = mul i64 %loop.index.12.us.1.us, 4
  %312 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2138 = getelementptr i8, i8* %312, i64 %sunkaddr2137
  %sunkaddr2139 = getelementptr i8, i8* %sunkaddr2138, i64 8
  %313 = bitcast i8* %sunkaddr2139 to float*
  %.137.us.2.1.us = load float, float* %313, align 4
  %uglygep870 = getelementptr i8, i8* %uglygep868, i64 %.46
  %uglygep870871 = bitcast i8* %uglygep870 to float*
  store float %.137.us.2.1.us, float* %uglygep870871, align 4
  %sunkaddr2140 = mul i64 %loop.index.12.us.1.us, 4
  %314 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2141 = getelementptr i8, i8* %314, i64 %sunkaddr2140
  %sunkaddr2142 = getelementptr i8, i8* %sunkaddr2141, i64 12
  %315 = bitcast i8* %sunkaddr2142 to float*
  %.137.us.3.1.us = load float, float* %315, align 4
  %uglygep872 = getelementptr i8, i8* %uglygep870, i64 %.46
  %uglygep872873 = bitcast i8* %uglygep872 to float*
  store float %.137.us.3.1.us, float* %uglygep872873, align 4
  %sunkaddr2143 = mul i64 %loop.index.12.us.1.us, 4
  %316 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2144 = getelementptr i8, i8* %316, i64 %sunkaddr2143
  %sunkaddr2145 = getelementptr i8, i8* %sunkaddr2144, i64 16
  %317 = bitcast i8* %sunkaddr2145 to float*
  %.137.us.4.1.us = load float, float* %317, align 4
  %uglygep874 = getelementptr i8, i8* %uglygep872, i64 %.46
  %uglygep874875 = bitcast i8* %uglygep874 to float*
  store float %.137.us.4.1.us, float* %uglygep874875, align 4
  %sunkaddr2146 = mul i64 %loop.index.12.us.1.us, 4
  %318 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2147 = getelementptr i8, i8* %318, i64 %sunkaddr2146
  %sunkaddr2148 = getelementptr i8, i8* %sunkaddr2147, i64 20
  %319 = bitcast i8* %sunkaddr2148 to float*
  %.137.us.5.1.us = load float, float* %319, align 4
  %uglygep876 = getelementptr i8, i8* %uglygep874, i64 %.46
  %uglygep876877 = bitcast i8* %uglygep876 to float*
  store float %.137.us.5.1.us, float* %uglygep876877, align 4
  %sunkaddr2149 = mul i64 %loop.index.12.us.1.us, 4
  %320 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2150 = getelementptr i8, i8* %320, i64 %sunkaddr2149
  %sunkaddr2151 = getelementptr i8, i8* %sunkaddr2150, i64 24
  %321 = bitcast i8* %sunkaddr2151 to float*
  %.137.us.6.1.us = load float, float* %321, align 4
  %uglygep878 = getelementptr i8, i8* %uglygep876, i64 %.46
  %uglygep878879 = bitcast i8* %uglygep878 to float*
  store float %.137.us.6.1.us, float* %uglygep878879, align 4
  %sunkaddr2152 = mul i64 %loop.index.12.us.1.us, 4
  %322 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2153 = getelementptr i8, i8* %322, i64 %sunkaddr2152
  %sunkaddr2154 = getelementptr i8, i8* %sunkaddr2153, i64 28
  %323 = bitcast i8* %sunkaddr2154 to float*
  %.137.us.7.1.us = load float, float* %323, align 4
  %uglygep880 = getelementptr i8, i8* %uglygep878, i64 %.46
  %uglygep880881 = bitcast i8* %uglygep880 to float*
  store float %.137.us.7.1.us, float* %uglygep880881, align 4
  %sunkaddr2155 = mul i64 %loop.index.12.us.1.us, 4
  %324 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2156 = getelementptr i8, i8* %324, i64 %sunkaddr2155
  %sunkaddr2157 = getelementptr i8, i8* %sunkaddr2156, i64 32
  %325 = bitcast i8* %sunkaddr2157 to float*
  %.137.us.174.us.1 = load float, float* %325, align 4
  %uglygep882 = getelementptr i8, i8* %uglygep880, i64 %.46
  %uglygep882883 = bitcast i8* %uglygep882 to float*
  store float %.137.us.174.us.1, float* %uglygep882883, align 4
  %sunkaddr2158 = mul i64 %loop.index.12.us.1.us, 4
  %326 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2159 = getelementptr i8, i8* %326, i64 %sunkaddr2158
  %sunkaddr2160 = getelementptr i8, i8* %sunkaddr2159, i64 36
  %327 = bitcast i8* %sunkaddr2160 to float*
  %.137.us.1.1.us.1 = load float, float* %327, align 4
  %uglygep884 = getelementptr i8, i8* %uglygep882, i64 %.46
  %uglygep884885 = bitcast i8* %uglygep884 to float*
  store float %.137.us.1.1.us.1, float* %uglygep884885, align 4
  %sunkaddr2161 = mul i64 %loop.index.12.us.1.us, 4
  %328 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2162 = getelementptr i8, i8* %328, i64 %sunkaddr2161
  %sunkaddr2163 = getelementptr i8, i8* %sunkaddr2162, i64 40
  %329 = bitcast i8* %sunkaddr2163 to float*
  %.137.us.2.1.us.1 = load float, float* %329, align 4
  %uglygep886 = getelementptr i8, i8* %uglygep884, i64 %.46
  %uglygep886887 = bitcast i8* %uglygep886 to float*
  store float %.137.us.2.1.us.1, float* %uglygep886887, align 4
  %sunkaddr2164 = mul i64 %loop.index.12.us.1.us, 4
  %330 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2165 = getelementptr i8, i8* %330, i64 %sunkaddr2164
  %sunkaddr2166 = getelementptr i8, i8* %sunkaddr2165, i64 44
  %331 = bitcast i8* %sunkaddr2166 to float*
  %.137.us.3.1.us.1 = load float, float* %331, align 4
  %uglygep888 = getelementptr i8, i8* %uglygep886, i64 %.46
  %uglygep888889 = bitcast i8* %uglygep888 to float*
  store float %.137.us.3.1.us.1, float* %uglygep888889, align 4
  %sunkaddr2167 = mul i64 %loop.index.12.us.1.us, 4
  %332 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2168 = getelementptr i8, i8* %332, i64 %sunkaddr2167
  %sunkaddr2169 = getelementptr i8, i8* %sunkaddr2168, i64 48
  %333 = bitcast i8* %sunkaddr2169 to float*
  %.137.us.4.1.us.1 = load float, float* %333, align 4
  %uglygep890 = getelementptr i8, i8* %uglygep888, i64 %.46
  %uglygep890891 = bitcast i8* %uglygep890 to float*
  store float %.137.us.4.1.us.1, float* %uglygep890891, align 4
  %sunkaddr2170 = mul i64 %loop.index.12.us.1.us, 4
  %334 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2171 = getelementptr i8, i8* %334, i64 %sunkaddr2170
  %sunkaddr2172 = getelementptr i8, i8* %sunkaddr2171, i64 52
  %335 = bitcast i8* %sunkaddr2172 to float*
  %.137.us.5.1.us.1 = load float, float* %335, align 4
  %uglygep892 = getelementptr i8, i8* %uglygep890, i64 %.46
  %uglygep892893 = bitcast i8* %uglygep892 to float*
  store float %.137.us.5.1.us.1, float* %uglygep892893, align 4
  %sunkaddr2173 = mul i64 %loop.index.12.us.1.us, 4
  %336 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2174 = getelementptr i8, i8* %336, i64 %sunkaddr2173
  %sunkaddr2175 = getelementptr i8, i8* %sunkaddr2174, i64 56
  %337 = bitcast i8* %sunkaddr2175 to float*
  %.137.us.6.1.us.1 = load float, float* %337, align 4
  %uglygep894 = getelementptr i8, i8* %uglygep892, i64 %.46
  %uglygep894895 = bitcast i8* %uglygep894 to float*
  store float %.137.us.6.1.us.1, float* %uglygep894895, align 4
  %sunkaddr2176 = mul i64 %loop.index.12.us.1.us, 4
  %338 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2177 = getelementptr i8, i8* %338, i64 %sunkaddr2176
  %sunkaddr2178 = getelementptr i8, i8* %sunkaddr2177, i64 60
  %339 = bitcast i8* %sunkaddr2178 to float*
  %.137.us.7.1.us.1 = load float, float* %339, align 4
  %uglygep896 = getelementptr i8, i8* %uglygep894, i64 %.46
  %uglygep896897 = bitcast i8* %uglygep896 to float*
  store float %.137.us.7.1.us.1, float* %uglygep896897, align 4
  %sunkaddr2179 = mul i64 %loop.index.12.us.1.us, 4
  %340 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2180 = getelementptr i8, i8* %340, i64 %sunkaddr2179
  %sunkaddr2181 = getelementptr i8, i8* %sunkaddr2180, i64 64
  %341 = bitcast i8* %sunkaddr2181 to float*
  %.137.us.174.us.2 = load float, float* %341, align 4
  %uglygep898 = getelementptr i8, i8* %uglygep896, i64 %.46
  %uglygep898899 = bitcast i8* %uglygep898 to float*
  store float %.137.us.174.us.2, float* %uglygep898899, align 4
  %sunkaddr2182 = mul i64 %loop.index.12.us.1.us, 4
  %342 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2183 = getelementptr i8, i8* %342, i64 %sunkaddr2182
  %sunkaddr2184 = getelementptr i8, i8* %sunkaddr2183, i64 68
  %343 = bitcast i8* %sunkaddr2184 to float*
  %.137.us.1.1.us.2 = load float, float* %343, align 4
  %uglygep900 = getelementptr i8, i8* %uglygep898, i64 %.46
  %uglygep900901 = bitcast i8* %uglygep900 to float*
  store float %.137.us.1.1.us.2, float* %uglygep900901, align 4
  %sunkaddr2185 = mul i64 %loop.index.12.us.1.us, 4
  %344 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2186 = getelementptr i8, i8* %344, i64 %sunkaddr2185
  %sunkaddr2187 = getelementptr i8, i8* %sunkaddr2186, i64 72
  %345 = bitcast i8* %sunkaddr2187 to float*
  %.137.us.2.1.us.2 = load float, float* %345, align 4
  %uglygep902 = getelementptr i8, i8* %uglygep900, i64 %.46
  %uglygep902903 = bitcast i8* %uglygep902 to float*
  store float %.137.us.2.1.us.2, float* %uglygep902903, align 4
  %sunkaddr2188 = mul i64 %loop.index.12.us.1.us, 4
  %346 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2189 = getelementptr i8, i8* %346, i64 %sunkaddr2188
  %sunkaddr2190 = getelementptr i8, i8* %sunkaddr2189, i64 76
  %347 = bitcast i8* %sunkaddr2190 to float*
  %.137.us.3.1.us.2 = load float, float* %347, align 4
  %uglygep904 = getelementptr i8, i8* %uglygep902, i64 %.46
  %uglygep904905 = bitcast i8* %uglygep904 to float*
  store float %.137.us.3.1.us.2, float* %uglygep904905, align 4
  %sunkaddr2191 = mul i64 %loop.index.12.us.1.us, 4
  %348 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2192 = getelementptr i8, i8* %348, i64 %sunkaddr2191
  %sunkaddr2193 = getelementptr i8, i8* %sunkaddr2192, i64 80
  %349 = bitcast i8* %sunkaddr2193 to float*
  %.137.us.4.1.us.2 = load float, float* %349, align 4
  %uglygep906 = getelementptr i8, i8* %uglygep904, i64 %.46
  %uglygep906907 = bitcast i8* %uglygep906 to float*
  store float %.137.us.4.1.us.2, float* %uglygep906907, align 4
  %sunkaddr2194 = mul i64 %loop.index.12.us.1.us, 4
  %350 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2195 = getelementptr i8, i8* %350, i64 %sunkaddr2194
  %sunkaddr2196 = getelementptr i8, i8* %sunkaddr2195, i64 84
  %351 = bitcast i8* %sunkaddr2196 to float*
  %.137.us.5.1.us.2 = load float, float* %351, align 4
  %uglygep908 = getelementptr i8, i8* %uglygep906, i64 %.46
  %uglygep908909 = bitcast i8* %uglygep908 to float*
  store float %.137.us.5.1.us.2, float* %uglygep908909, align 4
  %sunkaddr2197 = mul i64 %loop.index.12.us.1.us, 4
  %352 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2198 = getelementptr i8, i8* %352, i64 %sunkaddr2197
  %sunkaddr2199 = getelementptr i8, i8* %sunkaddr2198, i64 88
  %353 = bitcast i8* %sunkaddr2199 to float*
  %.137.us.6.1.us.2 = load float, float* %353, align 4
  %uglygep910 = getelementptr i8, i8* %uglygep908, i64 %.46
  %uglygep910911 = bitcast i8* %uglygep910 to float*
  store float %.137.us.6.1.us.2, float* %uglygep910911, align 4
  %sunkaddr2200 = mul i64 %loop.index.12.us.1.us, 4
  %354 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2201 = getelementptr i8, i8* %354, i64 %sunkaddr2200
  %sunkaddr2202 = getelementptr i8, i8* %sunkaddr2201, i64 92
  %355 = bitcast i8* %sunkaddr2202 to float*
  %.137.us.7.1.us.2 = load float, float* %355, align 4
  %uglygep912 = getelementptr i8, i8* %uglygep910, i64 %.46
  %uglygep912913 = bitcast i8* %uglygep912 to float*
  store float %.137.us.7.1.us.2, float* %uglygep912913, align 4
  %sunkaddr2203 = mul i64 %loop.index.12.us.1.us, 4
  %356 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2204 = getelementptr i8, i8* %356, i64 %sunkaddr2203
  %sunkaddr2205 = getelementptr i8, i8* %sunkaddr2204, i64 96
  %357 = bitcast i8* %sunkaddr2205 to float*
  %.137.us.174.us.3 = load float, float* %357, align 4
  %uglygep914 = getelementptr i8, i8* %uglygep912, i64 %.46
  %uglygep914915 = bitcast i8* %uglygep914 to float*
  store float %.137.us.174.us.3, float* %uglygep914915, align 4
  %sunkaddr2206 = mul i64 %loop.index.12.us.1.us, 4
  %358 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2207 = getelementptr i8, i8* %358, i64 %sunkaddr2206
  %sunkaddr2208 = getelementptr i8, i8* %sunkaddr2207, i64 100
  %359 = bitcast i8* %sunkaddr2208 to float*
  %.137.us.1.1.us.3 = load float, float* %359, align 4
  %uglygep916 = getelementptr i8, i8* %uglygep914, i64 %.46
  %uglygep916917 = bitcast i8* %uglygep916 to float*
  store float %.137.us.1.1.us.3, float* %uglygep916917, align 4
  %sunkaddr2209 = mul i64 %loop.index.12.us.1.us, 4
  %360 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2210 = getelementptr i8, i8* %360, i64 %sunkaddr2209
  %sunkaddr2211 = getelementptr i8, i8* %sunkaddr2210, i64 104
  %361 = bitcast i8* %sunkaddr2211 to float*
  %.137.us.2.1.us.3 = load float, float* %361, align 4
  %uglygep918 = getelementptr i8, i8* %uglygep916, i64 %.46
  %uglygep918919 = bitcast i8* %uglygep918 to float*
  store float %.137.us.2.1.us.3, float* %uglygep918919, align 4
  %sunkaddr2212 = mul i64 %loop.index.12.us.1.us, 4
  %362 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2213 = getelementptr i8, i8* %362, i64 %sunkaddr2212
  %sunkaddr2214 = getelementptr i8, i8* %sunkaddr2213, i64 108
  %363 = bitcast i8* %sunkaddr2214 to float*
  %.137.us.3.1.us.3 = load float, float* %363, align 4
  %uglygep920 = getelementptr i8, i8* %uglygep918, i64 %.46
  %uglygep920921 = bitcast i8* %uglygep920 to float*
  store float %.137.us.3.1.us.3, float* %uglygep920921, align 4
  %sunkaddr2215 = mul i64 %loop.index.12.us.1.us, 4
  %364 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2216 = getelementptr i8, i8* %364, i64 %sunkaddr2215
  %sunkaddr2217 = getelementptr i8, i8* %sunkaddr2216, i64 112
  %365 = bitcast i8* %sunkaddr2217 to float*
  %.137.us.4.1.us.3 = load float, float* %365, align 4
  %uglygep922 = getelementptr i8, i8* %uglygep920, i64 %.46
  %uglygep922923 = bitcast i8* %uglygep922 to float*
  store float %.137.us.4.1.us.3, float* %uglygep922923, align 4
  %sunkaddr2218 = mul i64 %loop.index.12.us.1.us, 4
  %366 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2219 = getelementptr i8, i8* %366, i64 %sunkaddr2218
  %sunkaddr2220 = getelementptr i8, i8* %sunkaddr2219, i64 116
  %367 = bitcast i8* %sunkaddr2220 to float*
  %.137.us.5.1.us.3 = load float, float* %367, align 4
  %uglygep924 = getelementptr i8, i8* %uglygep922, i64 %.46
  %uglygep924925 = bitcast i8* %uglygep924 to float*
  store float %.137.us.5.1.us.3, float* %uglygep924925, align 4
  %sunkaddr2221 = mul i64 %loop.index.12.us.1.us, 4
  %368 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2222 = getelementptr i8, i8* %368, i64 %sunkaddr2221
  %sunkaddr2223 = getelementptr i8, i8* %sunkaddr2222, i64 120
  %369 = bitcast i8* %sunkaddr2223 to float*
  %.137.us.6.1.us.3 = load float, float* %369, align 4
  %uglygep926 = getelementptr i8, i8* %uglygep924, i64 %.46
  %uglygep926927 = bitcast i8* %uglygep926 to float*
  store float %.137.us.6.1.us.3, float* %uglygep926927, align 4
  %sunkaddr2224 = mul i64 %loop.index.12.us.1.us, 4
  %370 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2225 = getelementptr i8, i8* %370, i64 %sunkaddr2224
  %sunkaddr2226 = getelementptr i8, i8* %sunkaddr2225, i64 124
  %371 = bitcast i8* %sunkaddr2226 to float*
  %.137.us.7.1.us.3 = load float, float* %371, align 4
  %uglygep928 = getelementptr i8, i8* %uglygep926, i64 %.46
  %uglygep928929 = bitcast i8* %uglygep928 to float*
  store float %.137.us.7.1.us.3, float* %uglygep928929, align 4
  %sunkaddr2227 = mul i64 %loop.index.12.us.1.us, 4
  %372 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2228 = getelementptr i8, i8* %372, i64 %sunkaddr2227
  %sunkaddr2229 = getelementptr i8, i8* %sunkaddr2228, i64 128
  %373 = bitcast i8* %sunkaddr2229 to float*
  %.137.us.174.us.4 = load float, float* %373, align 4
  %uglygep930 = getelementptr i8, i8* %uglygep928, i64 %.46
  %uglygep930931 = bitcast i8* %uglygep930 to float*
  store float %.137.us.174.us.4, float* %uglygep930931, align 4
  %sunkaddr2230 = mul i64 %loop.index.12.us.1.us, 4
  %374 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2231 = getelementptr i8, i8* %374, i64 %sunkaddr2230
  %sunkaddr2232 = getelementptr i8, i8* %sunkaddr2231, i64 132
  %375 = bitcast i8* %sunkaddr2232 to float*
  %.137.us.1.1.us.4 = load float, float* %375, align 4
  %uglygep932 = getelementptr i8, i8* %uglygep930, i64 %.46
  %uglygep932933 = bitcast i8* %uglygep932 to float*
  store float %.137.us.1.1.us.4, float* %uglygep932933, align 4
  %sunkaddr2233 = mul i64 %loop.index.12.us.1.us, 4
  %376 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2234 = getelementptr i8, i8* %376, i64 %sunkaddr2233
  %sunkaddr2235 = getelementptr i8, i8* %sunkaddr2234, i64 136
  %377 = bitcast i8* %sunkaddr2235 to float*
  %.137.us.2.1.us.4 = load float, float* %377, align 4
  %uglygep934 = getelementptr i8, i8* %uglygep932, i64 %.46
  %uglygep934935 = bitcast i8* %uglygep934 to float*
  store float %.137.us.2.1.us.4, float* %uglygep934935, align 4
  %sunkaddr2236 = mul i64 %loop.index.12.us.1.us, 4
  %378 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2237 = getelementptr i8, i8* %378, i64 %sunkaddr2236
  %sunkaddr2238 = getelementptr i8, i8* %sunkaddr2237, i64 140
  %379 = bitcast i8* %sunkaddr2238 to float*
  %.137.us.3.1.us.4 = load float, float* %379, align 4
  %uglygep936 = getelementptr i8, i8* %uglygep934, i64 %.46
  %uglygep936937 = bitcast i8* %uglygep936 to float*
  store float %.137.us.3.1.us.4, float* %uglygep936937, align 4
  %sunkaddr2239 = mul i64 %loop.index.12.us.1.us, 4
  %380 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2240 = getelementptr i8, i8* %380, i64 %sunkaddr2239
  %sunkaddr2241 = getelementptr i8, i8* %sunkaddr2240, i64 144
  %381 = bitcast i8* %sunkaddr2241 to float*
  %.137.us.4.1.us.4 = load float, float* %381, align 4
  %uglygep938 = getelementptr i8, i8* %uglygep936, i64 %.46
  %uglygep938939 = bitcast i8* %uglygep938 to float*
  store float %.137.us.4.1.us.4, float* %uglygep938939, align 4
  %sunkaddr2242 = mul i64 %loop.index.12.us.1.us, 4
  %382 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2243 = getelementptr i8, i8* %382, i64 %sunkaddr2242
  %sunkaddr2244 = getelementptr i8, i8* %sunkaddr2243, i64 148
  %383 = bitcast i8* %sunkaddr2244 to float*
  %.137.us.5.1.us.4 = load float, float* %383, align 4
  %uglygep940 = getelementptr i8, i8* %uglygep938, i64 %.46
  %uglygep940941 = bitcast i8* %uglygep940 to float*
  store float %.137.us.5.1.us.4, float* %uglygep940941, align 4
  %sunkaddr2245 = mul i64 %loop.index.12.us.1.us, 4
  %384 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2246 = getelementptr i8, i8* %384, i64 %sunkaddr2245
  %sunkaddr2247 = getelementptr i8, i8* %sunkaddr2246, i64 152
  %385 = bitcast i8* %sunkaddr2247 to float*
  %.137.us.6.1.us.4 = load float, float* %385, align 4
  %uglygep942 = getelementptr i8, i8* %uglygep940, i64 %.46
  %uglygep942943 = bitcast i8* %uglygep942 to float*
  store float %.137.us.6.1.us.4, float* %uglygep942943, align 4
  %sunkaddr2248 = mul i64 %loop.index.12.us.1.us, 4
  %386 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2249 = getelementptr i8, i8* %386, i64 %sunkaddr2248
  %sunkaddr2250 = getelementptr i8, i8* %sunkaddr2249, i64 156
  %387 = bitcast i8* %sunkaddr2250 to float*
  %.137.us.7.1.us.4 = load float, float* %387, align 4
  %uglygep944 = getelementptr i8, i8* %uglygep942, i64 %.46
  %uglygep944945 = bitcast i8* %uglygep944 to float*
  store float %.137.us.7.1.us.4, float* %uglygep944945, align 4
  %sunkaddr2251 = mul i64 %loop.index.12.us.1.us, 4
  %388 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2252 = getelementptr i8, i8* %388, i64 %sunkaddr2251
  %sunkaddr2253 = getelementptr i8, i8* %sunkaddr2252, i64 160
  %389 = bitcast i8* %sunkaddr2253 to float*
  %.137.us.174.us.5 = load float, float* %389, align 4
  %uglygep946 = getelementptr i8, i8* %uglygep944, i64 %.46
  %uglygep946947 = bitcast i8* %uglygep946 to float*
  store float %.137.us.174.us.5, float* %uglygep946947, align 4
  %sunkaddr2254 = mul i64 %loop.index.12.us.1.us, 4
  %390 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2255 = getelementptr i8, i8* %390, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, i8* %sunkaddr2255, i64 164
  %391 = bitcast i8* %sunkaddr2256 to float*
  %.137.us.1.1.us.5 = load float, float* %391, align 4
  %uglygep948 = getelementptr i8, i8* %uglygep946, i64 %.46
  %uglygep948949 = bitcast i8* %uglygep948 to float*
  store float %.137.us.1.1.us.5, float* %uglygep948949, align 4
  %sunkaddr2257 = mul i64 %loop.index.12.us.1.us, 4
  %392 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2258 = getelementptr i8, i8* %392, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, i8* %sunkaddr2258, i64 168
  %393 = bitcast i8* %sunkaddr2259 to float*
  %.137.us.2.1.us.5 = load float, float* %393, align 4
  %uglygep950 = getelementptr i8, i8* %uglygep948, i64 %.46
  %uglygep950951 = bitcast i8* %uglygep950 to float*
  store float %.137.us.2.1.us.5, float* %uglygep950951, align 4
  %sunkaddr2260 = mul i64 %loop.index.12.us.1.us, 4
  %394 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2261 = getelementptr i8, i8* %394, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, i8* %sunkaddr2261, i64 172
  %395 = bitcast i8* %sunkaddr2262 to float*
  %.137.us.3.1.us.5 = load float, float* %395, align 4
  %uglygep952 = getelementptr i8, i8* %uglygep950, i64 %.46
  %uglygep952953 = bitcast i8* %uglygep952 to float*
  store float %.137.us.3.1.us.5, float* %uglygep952953, align 4
  %sunkaddr2263 = mul i64 %loop.index.12.us.1.us, 4
  %396 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2264 = getelementptr i8, i8* %396, i64 %sunkaddr2263
  %sunkaddr2265 = getelementptr i8, i8* %sunkaddr2264, i64 176
  %397 = bitcast i8* %sunkaddr2265 to float*
  %.137.us.4.1.us.5 = load float, float* %397, align 4
  %uglygep954 = getelementptr i8, i8* %uglygep952, i64 %.46
  %uglygep954955 = bitcast i8* %uglygep954 to float*
  store float %.137.us.4.1.us.5, float* %uglygep954955, align 4
  %sunkaddr2266 = mul i64 %loop.index.12.us.1.us, 4
  %398 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2267 = getelementptr i8, i8* %398, i64 %sunkaddr2266
  %sunkaddr2268 = getelementptr i8, i8* %sunkaddr2267, i64 180
  %399 = bitcast i8* %sunkaddr2268 to float*
  %.137.us.5.1.us.5 = load float, float* %399, align 4
  %uglygep956 = getelementptr i8, i8* %uglygep954, i64 %.46
  %uglygep956957 = bitcast i8* %uglygep956 to float*
  store float %.137.us.5.1.us.5, float* %uglygep956957, align 4
  %sunkaddr2269 = mul i64 %loop.index.12.us.1.us, 4
  %400 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2270 = getelementptr i8, i8* %400, i64 %sunkaddr2269
  %sunkaddr2271 = getelementptr i8, i8* %sunkaddr2270, i64 184
  %401 = bitcast i8* %sunkaddr2271 to float*
  %.137.us.6.1.us.5 = load float, float* %401, align 4
  %uglygep958 = getelementptr i8, i8* %uglygep956, i64 %.46
  %uglygep958959 = bitcast i8* %uglygep958 to float*
  store float %.137.us.6.1.us.5, float* %uglygep958959, align 4
  %sunkaddr2272 = mul i64 %loop.index.12.us.1.us, 4
  %402 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2273 = getelementptr i8, i8* %402, i64 %sunkaddr2272
  %sunkaddr2274 = getelementptr i8, i8* %sunkaddr2273, i64 188
  %403 = bitcast i8* %sunkaddr2274 to float*
  %.137.us.7.1.us.5 = load float, float* %403, align 4
  %uglygep960 = getelementptr i8, i8* %uglygep958, i64 %.46
  %uglygep960961 = bitcast i8* %uglygep960 to float*
  store float %.137.us.7.1.us.5, float* %uglygep960961, align 4
  %sunkaddr2275 = mul i64 %loop.index.12.us.1.us, 4
  %404 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2276 = getelementptr i8, i8* %404, i64 %sunkaddr2275
  %sunkaddr2277 = getelementptr i8, i8* %sunkaddr2276, i64 192
  %405 = bitcast i8* %sunkaddr2277 to float*
  %.137.us.174.us.6 = load float, float* %405, align 4
  %uglygep962 = getelementptr i8, i8* %uglygep960, i64 %.46
  %uglygep962963 = bitcast i8* %uglygep962 to float*
  store float %.137.us.174.us.6, float* %uglygep962963, align 4
  %sunkaddr2278 = mul i64 %loop.index.12.us.1.us, 4
  %406 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2279 = getelementptr i8, i8* %406, i64 %sunkaddr2278
  %sunkaddr2280 = getelementptr i8, i8* %sunkaddr2279, i64 196
  %407 = bitcast i8* %sunkaddr2280 to float*
  %.137.us.1.1.us.6 = load float, float* %407, align 4
  %uglygep964 = getelementptr i8, i8* %uglygep962, i64 %.46
  %uglygep964965 = bitcast i8* %uglygep964 to float*
  store float %.137.us.1.1.us.6, float* %uglygep964965, align 4
  %sunkaddr2281 = mul i64 %loop.index.12.us.1.us, 4
  %408 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2282 = getelementptr i8, i8* %408, i64 %sunkaddr2281
  %sunkaddr2283 = getelementptr i8, i8* %sunkaddr2282, i64 200
  %409 = bitcast i8* %sunkaddr2283 to float*
  %.137.us.2.1.us.6 = load float, float* %409, align 4
  %uglygep966 = getelementptr i8, i8* %uglygep964, i64 %.46
  %uglygep966967 = bitcast i8* %uglygep966 to float*
  store float %.137.us.2.1.us.6, float* %uglygep966967, align 4
  %sunkaddr2284 = mul i64 %loop.index.12.us.1.us, 4
  %410 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2285 = getelementptr i8, i8* %410, i64 %sunkaddr2284
  %sunkaddr2286 = getelementptr i8, i8* %sunkaddr2285, i64 204
  %411 = bitcast i8* %sunkaddr2286 to float*
  %.137.us.3.1.us.6 = load float, float* %411, align 4
  %uglygep968 = getelementptr i8, i8* %uglygep966, i64 %.46
  %uglygep968969 = bitcast i8* %uglygep968 to float*
  store float %.137.us.3.1.us.6, float* %uglygep968969, align 4
  %sunkaddr2287 = mul i64 %loop.index.12.us.1.us, 4
  %412 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2288 = getelementptr i8, i8* %412, i64 %sunkaddr2287
  %sunkaddr2289 = getelementptr i8, i8* %sunkaddr2288, i64 208
  %413 = bitcast i8* %sunkaddr2289 to float*
  %.137.us.4.1.us.6 = load float, float* %413, align 4
  %uglygep970 = getelementptr i8, i8* %uglygep968, i64 %.46
  %uglygep970971 = bitcast i8* %uglygep970 to float*
  store float %.137.us.4.1.us.6, float* %uglygep970971, align 4
  %sunkaddr2290 = mul i64 %loop.index.12.us.1.us, 4
  %414 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2291 = getelementptr i8, i8* %414, i64 %sunkaddr2290
  %sunkaddr2292 = getelementptr i8, i8* %sunkaddr2291, i64 212
  %415 = bitcast i8* %sunkaddr2292 to float*
  %.137.us.5.1.us.6 = load float, float* %415, align 4
  %uglygep972 = getelementptr i8, i8* %uglygep970, i64 %.46
  %uglygep972973 = bitcast i8* %uglygep972 to float*
  store float %.137.us.5.1.us.6, float* %uglygep972973, align 4
  %sunkaddr2293 = mul i64 %loop.index.12.us.1.us, 4
  %416 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2294 = getelementptr i8, i8* %416, i64 %sunkaddr2293
  %sunkaddr2295 = getelementptr i8, i8* %sunkaddr2294, i64 216
  %417 = bitcast i8* %sunkaddr2295 to float*
  %.137.us.6.1.us.6 = load float, float* %417, align 4
  %uglygep974 = getelementptr i8, i8* %uglygep972, i64 %.46
  %uglygep974975 = bitcast i8* %uglygep974 to float*
  store float %.137.us.6.1.us.6, float* %uglygep974975, align 4
  %sunkaddr2296 = mul i64 %loop.index.12.us.1.us, 4
  %418 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2297 = getelementptr i8, i8* %418, i64 %sunkaddr2296
  %sunkaddr2298 = getelementptr i8, i8* %sunkaddr2297, i64 220
  %419 = bitcast i8* %sunkaddr2298 to float*
  %.137.us.7.1.us.6 = load float, float* %419, align 4
  %uglygep976 = getelementptr i8, i8* %uglygep974, i64 %.46
  %uglygep976977 = bitcast i8* %uglygep976 to float*
  store float %.137.us.7.1.us.6, float* %uglygep976977, align 4
  %sunkaddr2299 = mul i64 %loop.index.12.us.1.us, 4
  %420 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2300 = getelementptr i8, i8* %420, i64 %sunkaddr2299
  %sunkaddr2301 = getelementptr i8, i8* %sunkaddr2300, i64 224
  %421 = bitcast i8* %sunkaddr2301 to float*
  %.137.us.174.us.7 = load float, float* %421, align 4
  %uglygep978 = getelementptr i8, i8* %uglygep976, i64 %.46
  %uglygep978979 = bitcast i8* %uglygep978 to float*
  store float %.137.us.174.us.7, float* %uglygep978979, align 4
  %sunkaddr2302 = mul i64 %loop.index.12.us.1.us, 4
  %422 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2303 = getelementptr i8, i8* %422, i64 %sunkaddr2302
  %sunkaddr2304 = getelementptr i8, i8* %sunkaddr2303, i64 228
  %423 = bitcast i8* %sunkaddr2304 to float*
  %.137.us.1.1.us.7 = load float, float* %423, align 4
  %uglygep980 = getelementptr i8, i8* %uglygep978, i64 %.46
  %uglygep980981 = bitcast i8* %uglygep980 to float*
  store float %.137.us.1.1.us.7, float* %uglygep980981, align 4
  %sunkaddr2305 = mul i64 %loop.index.12.us.1.us, 4
  %424 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2306 = getelementptr i8, i8* %424, i64 %sunkaddr2305
  %sunkaddr2307 = getelementptr i8, i8* %sunkaddr2306, i64 232
  %425 = bitcast i8* %sunkaddr2307 to float*
  %.137.us.2.1.us.7 = load float, float* %425, align 4
  %uglygep982 = getelementptr i8, i8* %uglygep980, i64 %.46
  %uglygep982983 = bitcast i8* %uglygep982 to float*
  store float %.137.us.2.1.us.7, float* %uglygep982983, align 4
  %sunkaddr2308 = mul i64 %loop.index.12.us.1.us, 4
  %426 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2309 = getelementptr i8, i8* %426, i64 %sunkaddr2308
  %sunkaddr2310 = getelementptr i8, i8* %sunkaddr2309, i64 236
  %427 = bitcast i8* %sunkaddr2310 to float*
  %.137.us.3.1.us.7 = load float, float* %427, align 4
  %uglygep984 = getelementptr i8, i8* %uglygep982, i64 %.46
  %uglygep984985 = bitcast i8* %uglygep984 to float*
  store float %.137.us.3.1.us.7, float* %uglygep984985, align 4
  %sunkaddr2311 = mul i64 %loop.index.12.us.1.us, 4
  %428 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2312 = getelementptr i8, i8* %428, i64 %sunkaddr2311
  %sunkaddr2313 = getelementptr i8, i8* %sunkaddr2312, i64 240
  %429 = bitcast i8* %sunkaddr2313 to float*
  %.137.us.4.1.us.7 = load float, float* %429, align 4
  %uglygep986 = getelementptr i8, i8* %uglygep984, i64 %.46
  %uglygep986987 = bitcast i8* %uglygep986 to float*
  store float %.137.us.4.1.us.7, float* %uglygep986987, align 4
  %sunkaddr2314 = mul i64 %loop.index.12.us.1.us, 4
  %430 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2315 = getelementptr i8, i8* %430, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, i8* %sunkaddr2315, i64 244
  %431 = bitcast i8* %sunkaddr2316 to float*
  %.137.us.5.1.us.7 = load float, float* %431, align 4
  %uglygep988 = getelementptr i8, i8* %uglygep986, i64 %.46
  %uglygep988989 = bitcast i8* %uglygep988 to float*
  store float %.137.us.5.1.us.7, float* %uglygep988989, align 4
  %sunkaddr2317 = mul i64 %loop.index.12.us.1.us, 4
  %432 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2318 = getelementptr i8, i8* %432, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 248
  %433 = bitcast i8* %sunkaddr2319 to float*
  %.137.us.6.1.us.7 = load float, float* %433, align 4
  %uglygep990 = getelementptr i8, i8* %uglygep988, i64 %.46
  %uglygep990991 = bitcast i8* %uglygep990 to float*
  store float %.137.us.6.1.us.7, float* %uglygep990991, align 4
  %sunkaddr2320 = mul i64 %loop.index.12.us.1.us, 4
  %434 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2321 = getelementptr i8, i8* %434, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 252
  %435 = bitcast i8* %sunkaddr2322 to float*
  %.137.us.7.1.us.7 = load float, float* %435, align 4
  %uglygep992 = getelementptr i8, i8* %uglygep990, i64 %.46
  %uglygep992993 = bitcast i8* %uglygep992 to float*
  store float %.137.us.7.1.us.7, float* %uglygep992993, align 4
  %.139.us.7.1.us.7 = or i64 %loop.index.12.us.1.us, 64
  %lsr.iv.next716.us.7 = add i64 %lsr.iv715.us, %lsr.iv.next716.us.3
  %scevgep865.1 = getelementptr float, float* %lsr.iv700.us, i64 %.139.us.7.1.us.7
  %uglygep736.1 = getelementptr i8, i8* %309, i64 %lsr.iv.next716.us.7
  %uglygep736737.1 = bitcast i8* %uglygep736.1 to float*
  %.137.us.174.us.1426 = load float, float* %scevgep865.1, align 4
  store float %.137.us.174.us.1426, float* %uglygep736737.1, align 4
  %sunkaddr2323 = mul i64 %.139.us.7.1.us.7, 4
  %436 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2324 = getelementptr i8, i8* %436, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 4
  %437 = bitcast i8* %sunkaddr2325 to float*
  %.137.us.1.1.us.1427 = load float, float* %437, align 4
  %uglygep868.1 = getelementptr i8, i8* %uglygep736.1, i64 %.46
  %uglygep868869.1 = bitcast i8* %uglygep868.1 to float*
  store float %.137.us.1.1.us.1427, float* %uglygep868869.1, align 4
  %sunkaddr2326 = mul i64 %.139.us.7.1.us.7, 4
  %438 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2327 = getelementptr i8, i8* %438, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 8
  %439 = bitcast i8* %sunkaddr2328 to float*
  %.137.us.2.1.us.1428 = load float, float* %439, align 4
  %uglygep870.1 = getelementptr i8, i8* %uglygep868.1, i64 %.46
  %uglygep870871.1 = bitcast i8* %uglygep870.1 to float*
  store float %.137.us.2.1.us.1428, float* %uglygep870871.1, align 4
  %sunkaddr2329 = mul i64 %.139.us.7.1.us.7, 4
  %440 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2330 = getelementptr i8, i8* %440, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 12
  %441 = bitcast i8* %sunkaddr2331 to float*
  %.137.us.3.1.us.1429 = load float, float* %441, align 4
  %uglygep872.1 = getelementptr i8, i8* %uglygep870.1, i64 %.46
  %uglygep872873.1 = bitcast i8* %uglygep872.1 to float*
  store float %.137.us.3.1.us.1429, float* %uglygep872873.1, align 4
  %sunkaddr2332 = mul i64 %.139.us.7.1.us.7, 4
  %442 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2333 = getelementptr i8, i8* %442, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 16
  %443 = bitcast i8* %sunkaddr2334 to float*
  %.137.us.4.1.us.1430 = load float, float* %443, align 4
  %uglygep874.1 = getelementptr i8, i8* %uglygep872.1, i64 %.46
  %uglygep874875.1 = bitcast i8* %uglygep874.1 to float*
  store float %.137.us.4.1.us.1430, float* %uglygep874875.1, align 4
  %sunkaddr2335 = mul i64 %.139.us.7.1.us.7, 4
  %444 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2336 = getelementptr i8, i8* %444, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 20
  %445 = bitcast i8* %sunkaddr2337 to float*
  %.137.us.5.1.us.1431 = load float, float* %445, align 4
  %uglygep876.1 = getelementptr i8, i8* %uglygep874.1, i64 %.46
  %uglygep876877.1 = bitcast i8* %uglygep876.1 to float*
  store float %.137.us.5.1.us.1431, float* %uglygep876877.1, align 4
  %sunkaddr2338 = mul i64 %.139.us.7.1.us.7, 4
  %446 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2339 = getelementptr i8, i8* %446, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, i8* %sunkaddr2339, i64 24
  %447 = bitcast i8* %sunkaddr2340 to float*
  %.137.us.6.1.us.1432 = load float, float* %447, align 4
  %uglygep878.1 = getelementptr i8, i8* %uglygep876.1, i64 %.46
  %uglygep878879.1 = bitcast i8* %uglygep878.1 to float*
  store float %.137.us.6.1.us.1432, float* %uglygep878879.1, align 4
  %sunkaddr2341 = mul i64 %.139.us.7.1.us.7, 4
  %448 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2342 = getelementptr i8, i8* %448, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, i8* %sunkaddr2342, i64 28
  %449 = bitcast i8* %sunkaddr2343 to float*
  %.137.us.7.1.us.1433 = load float, float* %449, align 4
  %uglygep880.1 = getelementptr i8, i8* %uglygep878.1, i64 %.46
  %uglygep880881.1 = bitcast i8* %uglygep880.1 to float*
  store float %.137.us.7.1.us.1433, float* %uglygep880881.1, align 4
  %sunkaddr2344 = mul i64 %.139.us.7.1.us.7, 4
  %450 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2345 = getelementptr i8, i8* %450, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, i8* %sunkaddr2345, i64 32
  %451 = bitcast i8* %sunkaddr2346 to float*
  %.137.us.174.us.1.1 = load float, float* %451, align 4
  %uglygep882.1 = getelementptr i8, i8* %uglygep880.1, i64 %.46
  %uglygep882883.1 = bitcast i8* %uglygep882.1 to float*
  store float %.137.us.174.us.1.1, float* %uglygep882883.1, align 4
  %sunkaddr2347 = mul i64 %.139.us.7.1.us.7, 4
  %452 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2348 = getelementptr i8, i8* %452, i64 %sunkaddr2347
  %sunkaddr2349 = getelementptr i8, i8* %sunkaddr2348, i64 36
  %453 = bitcast i8* %sunkaddr2349 to float*
  %.137.us.1.1.us.1.1 = load float, float* %453, align 4
  %uglygep884.1 = getelementptr i8, i8* %uglygep882.1, i64 %.46
  %uglygep884885.1 = bitcast i8* %uglygep884.1 to float*
  store float %.137.us.1.1.us.1.1, float* %uglygep884885.1, align 4
  %sunkaddr2350 = mul i64 %.139.us.7.1.us.7, 4
  %454 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2351 = getelementptr i8, i8* %454, i64 %sunkaddr2350
  %sunkaddr2352 = getelementptr i8, i8* %sunkaddr2351, i64 40
  %455 = bitcast i8* %sunkaddr2352 to float*
  %.137.us.2.1.us.1.1 = load float, float* %455, align 4
  %uglygep886.1 = getelementptr i8, i8* %uglygep884.1, i64 %.46
  %uglygep886887.1 = bitcast i8* %uglygep886.1 to float*
  store float %.137.us.2.1.us.1.1, float* %uglygep886887.1, align 4
  %sunkaddr2353 = mul i64 %.139.us.7.1.us.7, 4
  %456 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2354 = getelementptr i8, i8* %456, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, i8* %sunkaddr2354, i64 44
  %457 = bitcast i8* %sunkaddr2355 to float*
  %.137.us.3.1.us.1.1 = load float, float* %457, align 4
  %uglygep888.1 = getelementptr i8, i8* %uglygep886.1, i64 %.46
  %uglygep888889.1 = bitcast i8* %uglygep888.1 to float*
  store float %.137.us.3.1.us.1.1, float* %uglygep888889.1, align 4
  %sunkaddr2356 = mul i64 %.139.us.7.1.us.7, 4
  %458 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2357 = getelementptr i8, i8* %458, i64 %sunkaddr2356
  %sunkaddr2358 = getelementptr i8, i8* %sunkaddr2357, i64 48
  %459 = bitcast i8* %sunkaddr2358 to float*
  %.137.us.4.1.us.1.1 = load float, float* %459, align 4
  %uglygep890.1 = getelementptr i8, i8* %uglygep888.1, i64 %.46
  %uglygep890891.1 = bitcast i8* %uglygep890.1 to float*
  store float %.137.us.4.1.us.1.1, float* %uglygep890891.1, align 4
  %sunkaddr2359 = mul i64 %.139.us.7.1.us.7, 4
  %460 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2360 = getelementptr i8, i8* %460, i64 %sunkaddr2359
  %sunkaddr2361 = getelementptr i8, i8* %sunkaddr2360, i64 52
  %461 = bitcast i8* %sunkaddr2361 to float*
  %.137.us.5.1.us.1.1 = load float, float* %461, align 4
  %uglygep892.1 = getelementptr i8, i8* %uglygep890.1, i64 %.46
  %uglygep892893.1 = bitcast i8* %uglygep892.1 to float*
  store float %.137.us.5.1.us.1.1, float* %uglygep892893.1, align 4
  %sunkaddr2362 = mul i64 %.139.us.7.1.us.7, 4
  %462 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2363 = getelementptr i8, i8* %462, i64 %sunkaddr2362
  %sunkaddr2364 = getelementptr i8, i8* %sunkaddr2363, i64 56
  %463 = bitcast i8* %sunkaddr2364 to float*
  %.137.us.6.1.us.1.1 = load float, float* %463, align 4
  %uglygep894.1 = getelementptr i8, i8* %uglygep892.1, i64 %.46
  %uglygep894895.1 = bitcast i8* %uglygep894.1 to float*
  store float %.137.us.6.1.us.1.1, float* %uglygep894895.1, align 4
  %sunkaddr2365 = mul i64 %.139.us.7.1.us.7, 4
  %464 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2366 = getelementptr i8, i8* %464, i64 %sunkaddr2365
  %sunkaddr2367 = getelementptr i8, i8* %sunkaddr2366, i64 60
  %465 = bitcast i8* %sunkaddr2367 to float*
  %.137.us.7.1.us.1.1 = load float, float* %465, align 4
  %uglygep896.1 = getelementptr i8, i8* %uglygep894.1, i64 %.46
  %uglygep896897.1 = bitcast i8* %uglygep896.1 to float*
  store float %.137.us.7.1.us.1.1, float* %uglygep896897.1, align 4
  %sunkaddr2368 = mul i64 %.139.us.7.1.us.7, 4
  %466 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2369 = getelementptr i8, i8* %466, i64 %sunkaddr2368
  %sunkaddr2370 = getelementptr i8, i8* %sunkaddr2369, i64 64
  %467 = bitcast i8* %sunkaddr2370 to float*
  %.137.us.174.us.2.1 = load float, float* %467, align 4
  %uglygep898.1 = getelementptr i8, i8* %uglygep896.1, i64 %.46
  %uglygep898899.1 = bitcast i8* %uglygep898.1 to float*
  store float %.137.us.174.us.2.1, float* %uglygep898899.1, align 4
  %sunkaddr2371 = mul i64 %.139.us.7.1.us.7, 4
  %468 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2372 = getelementptr i8, i8* %468, i64 %sunkaddr2371
  %sunkaddr2373 = getelementptr i8, i8* %sunkaddr2372, i64 68
  %469 = bitcast i8* %sunkaddr2373 to float*
  %.137.us.1.1.us.2.1 = load float, float* %469, align 4
  %uglygep900.1 = getelementptr i8, i8* %uglygep898.1, i64 %.46
  %uglygep900901.1 = bitcast i8* %uglygep900.1 to float*
  store float %.137.us.1.1.us.2.1, float* %uglygep900901.1, align 4
  %sunkaddr2374 = mul i64 %.139.us.7.1.us.7, 4
  %470 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2375 = getelementptr i8, i8* %470, i64 %sunkaddr2374
  %sunkaddr2376 = getelementptr i8, i8* %sunkaddr2375, i64 72
  %471 = bitcast i8* %sunkaddr2376 to float*
  %.137.us.2.1.us.2.1 = load float, float* %471, align 4
  %uglygep902.1 = getelementptr i8, i8* %uglygep900.1, i64 %.46
  %uglygep902903.1 = bitcast i8* %uglygep902.1 to float*
  store float %.137.us.2.1.us.2.1, float* %uglygep902903.1, align 4
  %sunkaddr2377 = mul i64 %.139.us.7.1.us.7, 4
  %472 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2378 = getelementptr i8, i8* %472, i64 %sunkaddr2377
  %sunkaddr2379 = getelementptr i8, i8* %sunkaddr2378, i64 76
  %473 = bitcast i8* %sunkaddr2379 to float*
  %.137.us.3.1.us.2.1 = load float, float* %473, align 4
  %uglygep904.1 = getelementptr i8, i8* %uglygep902.1, i64 %.46
  %uglygep904905.1 = bitcast i8* %uglygep904.1 to float*
  store float %.137.us.3.1.us.2.1, float* %uglygep904905.1, align 4
  %sunkaddr2380 = mul i64 %.139.us.7.1.us.7, 4
  %474 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2381 = getelementptr i8, i8* %474, i64 %sunkaddr2380
  %sunkaddr2382 = getelementptr i8, i8* %sunkaddr2381, i64 80
  %475 = bitcast i8* %sunkaddr2382 to float*
  %.137.us.4.1.us.2.1 = load float, float* %475, align 4
  %uglygep906.1 = getelementptr i8, i8* %uglygep904.1, i64 %.46
  %uglygep906907.1 = bitcast i8* %uglygep906.1 to float*
  store float %.137.us.4.1.us.2.1, float* %uglygep906907.1, align 4
  %sunkaddr2383 = mul i64 %.139.us.7.1.us.7, 4
  %476 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2384 = getelementptr i8, i8* %476, i64 %sunkaddr2383
  %sunkaddr2385 = getelementptr i8, i8* %sunkaddr2384, i64 84
  %477 = bitcast i8* %sunkaddr2385 to float*
  %.137.us.5.1.us.2.1 = load float, float* %477, align 4
  %uglygep908.1 = getelementptr i8, i8* %uglygep906.1, i64 %.46
  %uglygep908909.1 = bitcast i8* %uglygep908.1 to float*
  store float %.137.us.5.1.us.2.1, float* %uglygep908909.1, align 4
  %sunkaddr2386 = mul i64 %.139.us.7.1.us.7, 4
  %478 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2387 = getelementptr i8, i8* %478, i64 %sunkaddr2386
  %sunkaddr2388 = getelementptr i8, i8* %sunkaddr2387, i64 88
  %479 = bitcast i8* %sunkaddr2388 to float*
  %.137.us.6.1.us.2.1 = load float, float* %479, align 4
  %uglygep910.1 = getelementptr i8, i8* %uglygep908.1, i64 %.46
  %uglygep910911.1 = bitcast i8* %uglygep910.1 to float*
  store float %.137.us.6.1.us.2.1, float* %uglygep910911.1, align 4
  %sunkaddr2389 = mul i64 %.139.us.7.1.us.7, 4
  %480 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2390 = getelementptr i8, i8* %480, i64 %sunkaddr2389
  %sunkaddr2391 = getelementptr i8, i8* %sunkaddr2390, i64 92
  %481 = bitcast i8* %sunkaddr2391 to float*
  %.137.us.7.1.us.2.1 = load float, float* %481, align 4
  %uglygep912.1 = getelementptr i8, i8* %uglygep910.1, i64 %.46
  %uglygep912913.1 = bitcast i8* %uglygep912.1 to float*
  store float %.137.us.7.1.us.2.1, float* %uglygep912913.1, align 4
  %sunkaddr2392 = mul i64 %.139.us.7.1.us.7, 4
  %482 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2393 = getelementptr i8, i8* %482, i64 %sunkaddr2392
  %sunkaddr2394 = getelementptr i8, i8* %sunkaddr2393, i64 96
  %483 = bitcast i8* %sunkaddr2394 to float*
  %.137.us.174.us.3.1 = load float, float* %483, align 4
  %uglygep914.1 = getelementptr i8, i8* %uglygep912.1, i64 %.46
  %uglygep914915.1 = bitcast i8* %uglygep914.1 to float*
  store float %.137.us.174.us.3.1, float* %uglygep914915.1, align 4
  %sunkaddr2395 = mul i64 %.139.us.7.1.us.7, 4
  %484 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2396 = getelementptr i8, i8* %484, i64 %sunkaddr2395
  %sunkaddr2397 = getelementptr i8, i8* %sunkaddr2396, i64 100
  %485 = bitcast i8* %sunkaddr2397 to float*
  %.137.us.1.1.us.3.1 = load float, float* %485, align 4
  %uglygep916.1 = getelementptr i8, i8* %uglygep914.1, i64 %.46
  %uglygep916917.1 = bitcast i8* %uglygep916.1 to float*
  store float %.137.us.1.1.us.3.1, float* %uglygep916917.1, align 4
  %sunkaddr2398 = mul i64 %.139.us.7.1.us.7, 4
  %486 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2399 = getelementptr i8, i8* %486, i64 %sunkaddr2398
  %sunkaddr2400 = getelementptr i8, i8* %sunkaddr2399, i64 104
  %487 = bitcast i8* %sunkaddr2400 to float*
  %.137.us.2.1.us.3.1 = load float, float* %487, align 4
  %uglygep918.1 = getelementptr i8, i8* %uglygep916.1, i64 %.46
  %uglygep918919.1 = bitcast i8* %uglygep918.1 to float*
  store float %.137.us.2.1.us.3.1, float* %uglygep918919.1, align 4
  %sunkaddr2401 = mul i64 %.139.us.7.1.us.7, 4
  %488 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2402 = getelementptr i8, i8* %488, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 108
  %489 = bitcast i8* %sunkaddr2403 to float*
  %.137.us.3.1.us.3.1 = load float, float* %489, align 4
  %uglygep920.1 = getelementptr i8, i8* %uglygep918.1, i64 %.46
  %uglygep920921.1 = bitcast i8* %uglygep920.1 to float*
  store float %.137.us.3.1.us.3.1, float* %uglygep920921.1, align 4
  %sunkaddr2404 = mul i64 %.139.us.7.1.us.7, 4
  %490 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2405 = getelementptr i8, i8* %490, i64 %sunkaddr2404
  %sunkaddr2406 = getelementptr i8, i8* %sunkaddr2405, i64 112
  %491 = bitcast i8* %sunkaddr2406 to float*
  %.137.us.4.1.us.3.1 = load float, float* %491, align 4
  %uglygep922.1 = getelementptr i8, i8* %uglygep920.1, i64 %.46
  %uglygep922923.1 = bitcast i8* %uglygep922.1 to float*
  store float %.137.us.4.1.us.3.1, float* %uglygep922923.1, align 4
  %sunkaddr2407 = mul i64 %.139.us.7.1.us.7, 4
  %492 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2408 = getelementptr i8, i8* %492, i64 %sunkaddr2407
  %sunkaddr2409 = getelementptr i8, i8* %sunkaddr2408, i64 116
  %493 = bitcast i8* %sunkaddr2409 to float*
  %.137.us.5.1.us.3.1 = load float, float* %493, align 4
  %uglygep924.1 = getelementptr i8, i8* %uglygep922.1, i64 %.46
  %uglygep924925.1 = bitcast i8* %uglygep924.1 to float*
  store float %.137.us.5.1.us.3.1, float* %uglygep924925.1, align 4
  %sunkaddr2410 = mul i64 %.139.us.7.1.us.7, 4
  %494 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2411 = getelementptr i8, i8* %494, i64 %sunkaddr2410
  %sunkaddr2412 = getelementptr i8, i8* %sunkaddr2411, i64 120
  %495 = bitcast i8* %sunkaddr2412 to float*
  %.137.us.6.1.us.3.1 = load float, float* %495, align 4
  %uglygep926.1 = getelementptr i8, i8* %uglygep924.1, i64 %.46
  %uglygep926927.1 = bitcast i8* %uglygep926.1 to float*
  store float %.137.us.6.1.us.3.1, float* %uglygep926927.1, align 4
  %sunkaddr2413 = mul i64 %.139.us.7.1.us.7, 4
  %496 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2414 = getelementptr i8, i8* %496, i64 %sunkaddr2413
  %sunkaddr2415 = getelementptr i8, i8* %sunkaddr2414, i64 124
  %497 = bitcast i8* %sunkaddr2415 to float*
  %.137.us.7.1.us.3.1 = load float, float* %497, align 4
  %uglygep928.1 = getelementptr i8, i8* %uglygep926.1, i64 %.46
  %uglygep928929.1 = bitcast i8* %uglygep928.1 to float*
  store float %.137.us.7.1.us.3.1, float* %uglygep928929.1, align 4
  %sunkaddr2416 = mul i64 %.139.us.7.1.us.7, 4
  %498 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2417 = getelementptr i8, i8* %498, i64 %sunkaddr2416
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 128
  %499 = bitcast i8* %sunkaddr2418 to float*
  %.137.us.174.us.4.1 = load float, float* %499, align 4
  %uglygep930.1 = getelementptr i8, i8* %uglygep928.1, i64 %.46
  %uglygep930931.1 = bitcast i8* %uglygep930.1 to float*
  store float %.137.us.174.us.4.1, float* %uglygep930931.1, align 4
  %sunkaddr2419 = mul i64 %.139.us.7.1.us.7, 4
  %500 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2420 = getelementptr i8, i8* %500, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 132
  %501 = bitcast i8* %sunkaddr2421 to float*
  %.137.us.1.1.us.4.1 = load float, float* %501, align 4
  %uglygep932.1 = getelementptr i8, i8* %uglygep930.1, i64 %.46
  %uglygep932933.1 = bitcast i8* %uglygep932.1 to float*
  store float %.137.us.1.1.us.4.1, float* %uglygep932933.1, align 4
  %sunkaddr2422 = mul i64 %.139.us.7.1.us.7, 4
  %502 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2423 = getelementptr i8, i8* %502, i64 %sunkaddr2422
  %sunkaddr2424 = getelementptr i8, i8* %sunkaddr2423, i64 136
  %503 = bitcast i8* %sunkaddr2424 to float*
  %.137.us.2.1.us.4.1 = load float, float* %503, align 4
  %uglygep934.1 = getelementptr i8, i8* %uglygep932.1, i64 %.46
  %uglygep934935.1 = bitcast i8* %uglygep934.1 to float*
  store float %.137.us.2.1.us.4.1, float* %uglygep934935.1, align 4
  %sunkaddr2425 = mul i64 %.139.us.7.1.us.7, 4
  %504 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2426 = getelementptr i8, i8* %504, i64 %sunkaddr2425
  %sunkaddr2427 = getelementptr i8, i8* %sunkaddr2426, i64 140
  %505 = bitcast i8* %sunkaddr2427 to float*
  %.137.us.3.1.us.4.1 = load float, float* %505, align 4
  %uglygep936.1 = getelementptr i8, i8* %uglygep934.1, i64 %.46
  %uglygep936937.1 = bitcast i8* %uglygep936.1 to float*
  store float %.137.us.3.1.us.4.1, float* %uglygep936937.1, align 4
  %sunkaddr2428 = mul i64 %.139.us.7.1.us.7, 4
  %506 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2429 = getelementptr i8, i8* %506, i64 %sunkaddr2428
  %sunkaddr2430 = getelementptr i8, i8* %sunkaddr2429, i64 144
  %507 = bitcast i8* %sunkaddr2430 to float*
  %.137.us.4.1.us.4.1 = load float, float* %507, align 4
  %uglygep938.1 = getelementptr i8, i8* %uglygep936.1, i64 %.46
  %uglygep938939.1 = bitcast i8* %uglygep938.1 to float*
  store float %.137.us.4.1.us.4.1, float* %uglygep938939.1, align 4
  %sunkaddr2431 = mul i64 %.139.us.7.1.us.7, 4
  %508 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2432 = getelementptr i8, i8* %508, i64 %sunkaddr2431
  %sunkaddr2433 = getelementptr i8, i8* %sunkaddr2432, i64 148
  %509 = bitcast i8* %sunkaddr2433 to float*
  %.137.us.5.1.us.4.1 = load float, float* %509, align 4
  %uglygep940.1 = getelementptr i8, i8* %uglygep938.1, i64 %.46
  %uglygep940941.1 = bitcast i8* %uglygep940.1 to float*
  store float %.137.us.5.1.us.4.1, float* %uglygep940941.1, align 4
  %sunkaddr2434 = mul i64 %.139.us.7.1.us.7, 4
  %510 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2435 = getelementptr i8, i8* %510, i64 %sunkaddr2434
  %sunkaddr2436 = getelementptr i8, i8* %sunkaddr2435, i64 152
  %511 = bitcast i8* %sunkaddr2436 to float*
  %.137.us.6.1.us.4.1 = load float, float* %511, align 4
  %uglygep942.1 = getelementptr i8, i8* %uglygep940.1, i64 %.46
  %uglygep942943.1 = bitcast i8* %uglygep942.1 to float*
  store float %.137.us.6.1.us.4.1, float* %uglygep942943.1, align 4
  %sunkaddr2437 = mul i64 %.139.us.7.1.us.7, 4
  %512 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2438 = getelementptr i8, i8* %512, i64 %sunkaddr2437
  %sunkaddr2439 = getelementptr i8, i8* %sunkaddr2438, i64 156
  %513 = bitcast i8* %sunkaddr2439 to float*
  %.137.us.7.1.us.4.1 = load float, float* %513, align 4
  %uglygep944.1 = getelementptr i8, i8* %uglygep942.1, i64 %.46
  %uglygep944945.1 = bitcast i8* %uglygep944.1 to float*
  store float %.137.us.7.1.us.4.1, float* %uglygep944945.1, align 4
  %sunkaddr2440 = mul i64 %.139.us.7.1.us.7, 4
  %514 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2441 = getelementptr i8, i8* %514, i64 %sunkaddr2440
  %sunkaddr2442 = getelementptr i8, i8* %sunkaddr2441, i64 160
  %515 = bitcast i8* %sunkaddr2442 to float*
  %.137.us.174.us.5.1 = load float, float* %515, align 4
  %uglygep946.1 = getelementptr i8, i8* %uglygep944.1, i64 %.46
  %uglygep946947.1 = bitcast i8* %uglygep946.1 to float*
  store float %.137.us.174.us.5.1, float* %uglygep946947.1, align 4
  %sunkaddr2443 = mul i64 %.139.us.7.1.us.7, 4
  %516 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2444 = getelementptr i8, i8* %516, i64 %sunkaddr2443
  %sunkaddr2445 = getelementptr i8, i8* %sunkaddr2444, i64 164
  %517 = bitcast i8* %sunkaddr2445 to float*
  %.137.us.1.1.us.5.1 = load float, float* %517, align 4
  %uglygep948.1 = getelementptr i8, i8* %uglygep946.1, i64 %.46
  %uglygep948949.1 = bitcast i8* %uglygep948.1 to float*
  store float %.137.us.1.1.us.5.1, float* %uglygep948949.1, align 4
  %sunkaddr2446 = mul i64 %.139.us.7.1.us.7, 4
  %518 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2447 = getelementptr i8, i8* %518, i64 %sunkaddr2446
  %sunkaddr2448 = getelementptr i8, i8* %sunkaddr2447, i64 168
  %519 = bitcast i8* %sunkaddr2448 to float*
  %.137.us.2.1.us.5.1 = load float, float* %519, align 4
  %uglygep950.1 = getelementptr i8, i8* %uglygep948.1, i64 %.46
  %uglygep950951.1 = bitcast i8* %uglygep950.1 to float*
  store float %.137.us.2.1.us.5.1, float* %uglygep950951.1, align 4
  %sunkaddr2449 = mul i64 %.139.us.7.1.us.7, 4
  %520 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2450 = getelementptr i8, i8* %520, i64 %sunkaddr2449
  %sunkaddr2451 = getelementptr i8, i8* %sunkaddr2450, i64 172
  %521 = bitcast i8* %sunkaddr2451 to float*
  %.137.us.3.1.us.5.1 = load float, float* %521, align 4
  %uglygep952.1 = getelementptr i8, i8* %uglygep950.1, i64 %.46
  %uglygep952953.1 = bitcast i8* %uglygep952.1 to float*
  store float %.137.us.3.1.us.5.1, float* %uglygep952953.1, align 4
  %sunkaddr2452 = mul i64 %.139.us.7.1.us.7, 4
  %522 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2453 = getelementptr i8, i8* %522, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, i8* %sunkaddr2453, i64 176
  %523 = bitcast i8* %sunkaddr2454 to float*
  %.137.us.4.1.us.5.1 = load float, float* %523, align 4
  %uglygep954.1 = getelementptr i8, i8* %uglygep952.1, i64 %.46
  %uglygep954955.1 = bitcast i8* %uglygep954.1 to float*
  store float %.137.us.4.1.us.5.1, float* %uglygep954955.1, align 4
  %sunkaddr2455 = mul i64 %.139.us.7.1.us.7, 4
  %524 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2456 = getelementptr i8, i8* %524, i64 %sunkaddr2455
  %sunkaddr2457 = getelementptr i8, i8* %sunkaddr2456, i64 180
  %525 = bitcast i8* %sunkaddr2457 to float*
  %.137.us.5.1.us.5.1 = load float, float* %525, align 4
  %uglygep956.1 = getelementptr i8, i8* %uglygep954.1, i64 %.46
  %uglygep956957.1 = bitcast i8* %uglygep956.1 to float*
  store float %.137.us.5.1.us.5.1, float* %uglygep956957.1, align 4
  %sunkaddr2458 = mul i64 %.139.us.7.1.us.7, 4
  %526 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2459 = getelementptr i8, i8* %526, i64 %sunkaddr2458
  %sunkaddr2460 = getelementptr i8, i8* %sunkaddr2459, i64 184
  %527 = bitcast i8* %sunkaddr2460 to float*
  %.137.us.6.1.us.5.1 = load float, float* %527, align 4
  %uglygep958.1 = getelementptr i8, i8* %uglygep956.1, i64 %.46
  %uglygep958959.1 = bitcast i8* %uglygep958.1 to float*
  store float %.137.us.6.1.us.5.1, float* %uglygep958959.1, align 4
  %sunkaddr2461 = mul i64 %.139.us.7.1.us.7, 4
  %528 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2462 = getelementptr i8, i8* %528, i64 %sunkaddr2461
  %sunkaddr2463 = getelementptr i8, i8* %sunkaddr2462, i64 188
  %529 = bitcast i8* %sunkaddr2463 to float*
  %.137.us.7.1.us.5.1 = load float, float* %529, align 4
  %uglygep960.1 = getelementptr i8, i8* %uglygep958.1, i64 %.46
  %uglygep960961.1 = bitcast i8* %uglygep960.1 to float*
  store float %.137.us.7.1.us.5.1, float* %uglygep960961.1, align 4
  %sunkaddr2464 = mul i64 %.139.us.7.1.us.7, 4
  %530 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2465 = getelementptr i8, i8* %530, i64 %sunkaddr2464
  %sunkaddr2466 = getelementptr i8, i8* %sunkaddr2465, i64 192
  %531 = bitcast i8* %sunkaddr2466 to float*
  %.137.us.174.us.6.1 = load float, float* %531, align 4
  %uglygep962.1 = getelementptr i8, i8* %uglygep960.1, i64 %.46
  %uglygep962963.1 = bitcast i8* %uglygep962.1 to float*
  store float %.137.us.174.us.6.1, float* %uglygep962963.1, align 4
  %sunkaddr2467 = mul i64 %.139.us.7.1.us.7, 4
  %532 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2468 = getelementptr i8, i8* %532, i64 %sunkaddr2467
  %sunkaddr2469 = getelementptr i8, i8* %sunkaddr2468, i64 196
  %533 = bitcast i8* %sunkaddr2469 to float*
  %.137.us.1.1.us.6.1 = load float, float* %533, align 4
  %uglygep964.1 = getelementptr i8, i8* %uglygep962.1, i64 %.46
  %uglygep964965.1 = bitcast i8* %uglygep964.1 to float*
  store float %.137.us.1.1.us.6.1, float* %uglygep964965.1, align 4
  %sunkaddr2470 = mul i64 %.139.us.7.1.us.7, 4
  %534 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2471 = getelementptr i8, i8* %534, i64 %sunkaddr2470
  %sunkaddr2472 = getelementptr i8, i8* %sunkaddr2471, i64 200
  %535 = bitcast i8* %sunkaddr2472 to float*
  %.137.us.2.1.us.6.1 = load float, float* %535, align 4
  %uglygep966.1 = getelementptr i8, i8* %uglygep964.1, i64 %.46
  %uglygep966967.1 = bitcast i8* %uglygep966.1 to float*
  store float %.137.us.2.1.us.6.1, float* %uglygep966967.1, align 4
  %sunkaddr2473 = mul i64 %.139.us.7.1.us.7, 4
  %536 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2474 = getelementptr i8, i8* %536, i64 %sunkaddr2473
  %sunkaddr2475 = getelementptr i8, i8* %sunkaddr2474, i64 204
  %537 = bitcast i8* %sunkaddr2475 to float*
  %.137.us.3.1.us.6.1 = load float, float* %537, align 4
  %uglygep968.1 = getelementptr i8, i8* %uglygep966.1, i64 %.46
  %uglygep968969.1 = bitcast i8* %uglygep968.1 to float*
  store float %.137.us.3.1.us.6.1, float* %uglygep968969.1, align 4
  %sunkaddr2476 = mul i64 %.139.us.7.1.us.7, 4
  %538 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2477 = getelementptr i8, i8* %538, i64 %sunkaddr2476
  %sunkaddr2478 = getelementptr i8, i8* %sunkaddr2477, i64 208
  %539 = bitcast i8* %sunkaddr2478 to float*
  %.137.us.4.1.us.6.1 = load float, float* %539, align 4
  %uglygep970.1 = getelementptr i8, i8* %uglygep968.1, i64 %.46
  %uglygep970971.1 = bitcast i8* %uglygep970.1 to float*
  store float %.137.us.4.1.us.6.1, float* %uglygep970971.1, align 4
  %sunkaddr2479 = mul i64 %.139.us.7.1.us.7, 4
  %540 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2480 = getelementptr i8, i8* %540, i64 %sunkaddr2479
  %sunkaddr2481 = getelementptr i8, i8* %sunkaddr2480, i64 212
  %541 = bitcast i8* %sunkaddr2481 to float*
  %.137.us.5.1.us.6.1 = load float, float* %541, align 4
  %uglygep972.1 = getelementptr i8, i8* %uglygep970.1, i64 %.46
  %uglygep972973.1 = bitcast i8* %uglygep972.1 to float*
  store float %.137.us.5.1.us.6.1, float* %uglygep972973.1, align 4
  %sunkaddr2482 = mul i64 %.139.us.7.1.us.7, 4
  %542 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2483 = getelementptr i8, i8* %542, i64 %sunkaddr2482
  %sunkaddr2484 = getelementptr i8, i8* %sunkaddr2483, i64 216
  %543 = bitcast i8* %sunkaddr2484 to float*
  %.137.us.6.1.us.6.1 = load float, float* %543, align 4
  %uglygep974.1 = getelementptr i8, i8* %uglygep972.1, i64 %.46
  %uglygep974975.1 = bitcast i8* %uglygep974.1 to float*
  store float %.137.us.6.1.us.6.1, float* %uglygep974975.1, align 4
  %sunkaddr2485 = mul i64 %.139.us.7.1.us.7, 4
  %544 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2486 = getelementptr i8, i8* %544, i64 %sunkaddr2485
  %sunkaddr2487 = getelementptr i8, i8* %sunkaddr2486, i64 220
  %545 = bitcast i8* %sunkaddr2487 to float*
  %.137.us.7.1.us.6.1 = load float, float* %545, align 4
  %uglygep976.1 = getelementptr i8, i8* %uglygep974.1, i64 %.46
  %uglygep976977.1 = bitcast i8* %uglygep976.1 to float*
  store float %.137.us.7.1.us.6.1, float* %uglygep976977.1, align 4
  %sunkaddr2488 = mul i64 %.139.us.7.1.us.7, 4
  %546 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2489 = getelementptr i8, i8* %546, i64 %sunkaddr2488
  %sunkaddr2490 = getelementptr i8, i8* %sunkaddr2489, i64 224
  %547 = bitcast i8* %sunkaddr2490 to float*
  %.137.us.174.us.7.1 = load float, float* %547, align 4
  %uglygep978.1 = getelementptr i8, i8* %uglygep976.1, i64 %.46
  %uglygep978979.1 = bitcast i8* %uglygep978.1 to float*
  store float %.137.us.174.us.7.1, float* %uglygep978979.1, align 4
  %sunkaddr2491 = mul i64 %.139.us.7.1.us.7, 4
  %548 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2492 = getelementptr i8, i8* %548, i64 %sunkaddr2491
  %sunkaddr2493 = getelementptr i8, i8* %sunkaddr2492, i64 228
  %549 = bitcast i8* %sunkaddr2493 to float*
  %.137.us.1.1.us.7.1 = load float, float* %549, align 4
  %uglygep980.1 = getelementptr i8, i8* %uglygep978.1, i64 %.46
  %uglygep980981.1 = bitcast i8* %uglygep980.1 to float*
  store float %.137.us.1.1.us.7.1, float* %uglygep980981.1, align 4
  %sunkaddr2494 = mul i64 %.139.us.7.1.us.7, 4
  %550 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2495 = getelementptr i8, i8* %550, i64 %sunkaddr2494
  %sunkaddr2496 = getelementptr i8, i8* %sunkaddr2495, i64 232
  %551 = bitcast i8* %sunkaddr2496 to float*
  %.137.us.2.1.us.7.1 = load float, float* %551, align 4
  %uglygep982.1 = getelementptr i8, i8* %uglygep980.1, i64 %.46
  %uglygep982983.1 = bitcast i8* %uglygep982.1 to float*
  store float %.137.us.2.1.us.7.1, float* %uglygep982983.1, align 4
  %sunkaddr2497 = mul i64 %.139.us.7.1.us.7, 4
  %552 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2498 = getelementptr i8, i8* %552, i64 %sunkaddr2497
  %sunkaddr2499 = getelementptr i8, i8* %sunkaddr2498, i64 236
  %553 = bitcast i8* %sunkaddr2499 to float*
  %.137.us.3.1.us.7.1 = load float, float* %553, align 4
  %uglygep984.1 = getelementptr i8, i8* %uglygep982.1, i64 %.46
  %uglygep984985.1 = bitcast i8* %uglygep984.1 to float*
  store float %.137.us.3.1.us.7.1, float* %uglygep984985.1, align 4
  %sunkaddr2500 = mul i64 %.139.us.7.1.us.7, 4
  %554 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2501 = getelementptr i8, i8* %554, i64 %sunkaddr2500
  %sunkaddr2502 = getelementptr i8, i8* %sunkaddr2501, i64 240
  %555 = bitcast i8* %sunkaddr2502 to float*
  %.137.us.4.1.us.7.1 = load float, float* %555, align 4
  %uglygep986.1 = getelementptr i8, i8* %uglygep984.1, i64 %.46
  %uglygep986987.1 = bitcast i8* %uglygep986.1 to float*
  store float %.137.us.4.1.us.7.1, float* %uglygep986987.1, align 4
  %sunkaddr2503 = mul i64 %.139.us.7.1.us.7, 4
  %556 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2504 = getelementptr i8, i8* %556, i64 %sunkaddr2503
  %sunkaddr2505 = getelementptr i8, i8* %sunkaddr2504, i64 244
  %557 = bitcast i8* %sunkaddr2505 to float*
  %.137.us.5.1.us.7.1 = load float, float* %557, align 4
  %uglygep988.1 = getelementptr i8, i8* %uglygep986.1, i64 %.46
  %uglygep988989.1 = bitcast i8* %uglygep988.1 to float*
  store float %.137.us.5.1.us.7.1, float* %uglygep988989.1, align 4
  %sunkaddr2506 = mul i64 %.139.us.7.1.us.7, 4
  %558 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2507 = getelementptr i8, i8* %558, i64 %sunkaddr2506
  %sunkaddr2508 = getelementptr i8, i8* %sunkaddr2507, i64 248
  %559 = bitcast i8* %sunkaddr2508 to float*
  %.137.us.6.1.us.7.1 = load float, float* %559, align 4
  %uglygep990.1 = getelementptr i8, i8* %uglygep988.1, i64 %.46
  %uglygep990991.1 = bitcast i8* %uglygep990.1 to float*
  store float %.137.us.6.1.us.7.1, float* %uglygep990991.1, align 4
  %sunkaddr2509 = mul i64 %.139.us.7.1.us.7, 4
  %560 = bitcast float* %lsr.iv700.us to i8*
  %sunkaddr2510 = getelementptr i8, i8* %560, i64 %sunkaddr2509
  %sunkaddr2511 = getelementptr i8, i8* %sunkaddr2510, i64 252
  %561 = bitcast i8* %sunkaddr2511 to float*
  %.137.us.7.1.us.7.1 = load float, float* %561, align 4
  %uglygep992.1 = getelementptr i8, i8* %uglygep990.1, i64 %.46
  %uglygep992993.1 = bitcast i8* %uglygep992.1 to float*
  store float %.137.us.7.1.us.7.1, float* %uglygep992993.1, align 4
  %.139.us.7.1.us.7.1 = add nuw i64 %loop.index.12.us.1.us, 128
  %lsr.iv.next716.us.7.1 = add i64 %lsr.iv.next716.us.7, %lsr.iv.next716.us.3
  %niter425.next.1 = add i64 %niter425, 2
  %niter425.ncmp.1 = icmp eq i64 %niter425.next.1, %unroll_iter397
  br i1 %niter425.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !55

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.us, %for.body.1.us.1.us.preheader
  %.139.us.7.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv.next716.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv715.us.unr419 = phi i64 [ %lsr.iv713.us, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next716.us.7.1, %for.body.1.us.1.us ]
  %loop.index.12.us.1.us.unr420 = phi i64 [ 0, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %562 = and i64 %44, 1
  %563 = icmp eq i64 %562, 0
  br i1 %563, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.epil410

for.body.1.us.1.us.epil410:                       ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa
  %564 = bitcast float* %.6.i6 to i8*
  %scevgep865.epil = getelementptr float, float* %lsr.iv700.us, i64 %loop.index.12.us.1.us.unr420
  %uglygep736.epil = getelementptr i8, i8* %564, i64 %lsr.iv715.us.unr419
  %uglygep736737.epil = bitcast i8* %uglygep736.epil to float*
  %.137.us.174.us.epil411 = load float, float* %scevgep865.epil, align 4
  store float %.137.us.174.us.epil411, float* %uglygep736737.epil, align 4
  %sunkaddr25691045 = getelementptr float, float* %lsr.iv700.us, i64 1
  %sunkaddr25701046 = getelementptr float, float* %sunkaddr25691045, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.epil412 = load float, float* %sunkaddr25701046, align 4
  %uglygep868.epil = getelementptr i8, i8* %uglygep736.epil, i64 %.46
  %uglygep868869.epil = bitcast i8* %uglygep868.epil to float*
  store float %.137.us.1.1.us.epil412, float* %uglygep868869.epil, align 4
  %sunkaddr25721047 = getelementptr float, float* %lsr.iv700.us, i64 2
  %sunkaddr25731048 = getelementptr float, float* %sunkaddr25721047, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.epil413 = load float, float* %sunkaddr25731048, align 4
  %uglygep870.epil = getelementptr i8, i8* %uglygep868.epil, i64 %.46
  %uglygep870871.epil = bitcast i8* %uglygep870.epil to float*
  store float %.137.us.2.1.us.epil413, float* %uglygep870871.epil, align 4
  %sunkaddr25751049 = getelementptr float, float* %lsr.iv700.us, i64 3
  %sunkaddr25761050 = getelementptr float, float* %sunkaddr25751049, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.epil414 = load float, float* %sunkaddr25761050, align 4
  %uglygep872.epil = getelementptr i8, i8* %uglygep870.epil, i64 %.46
  %uglygep872873.epil = bitcast i8* %uglygep872.epil to float*
  store float %.137.us.3.1.us.epil414, float* %uglygep872873.epil, align 4
  %sunkaddr25781051 = getelementptr float, float* %lsr.iv700.us, i64 4
  %sunkaddr25791052 = getelementptr float, float* %sunkaddr25781051, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.epil415 = load float, float* %sunkaddr25791052, align 4
  %uglygep874.epil = getelementptr i8, i8* %uglygep872.epil, i64 %.46
  %uglygep874875.epil = bitcast i8* %uglygep874.epil to float*
  store float %.137.us.4.1.us.epil415, float* %uglygep874875.epil, align 4
  %sunkaddr25811053 = getelementptr float, float* %lsr.iv700.us, i64 5
  %sunkaddr25821054 = getelementptr float, float* %sunkaddr25811053, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.epil416 = load float, float* %sunkaddr25821054, align 4
  %uglygep876.epil = getelementptr i8, i8* %uglygep874.epil, i64 %.46
  %uglygep876877.epil = bitcast i8* %uglygep876.epil to float*
  store float %.137.us.5.1.us.epil416, float* %uglygep876877.epil, align 4
  %sunkaddr25841055 = getelementptr float, float* %lsr.iv700.us, i64 6
  %sunkaddr25851056 = getelementptr float, float* %sunkaddr25841055, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.epil417 = load float, float* %sunkaddr25851056, align 4
  %uglygep878.epil = getelementptr i8, i8* %uglygep876.epil, i64 %.46
  %uglygep878879.epil = bitcast i8* %uglygep878.epil to float*
  store float %.137.us.6.1.us.epil417, float* %uglygep878879.epil, align 4
  %sunkaddr25871057 = getelementptr float, float* %lsr.iv700.us, i64 7
  %sunkaddr25881058 = getelementptr float, float* %sunkaddr25871057, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.epil418 = load float, float* %sunkaddr25881058, align 4
  %uglygep880.epil = getelementptr i8, i8* %uglygep878.epil, i64 %.46
  %uglygep880881.epil = bitcast i8* %uglygep880.epil to float*
  store float %.137.us.7.1.us.epil418, float* %uglygep880881.epil, align 4
  %sunkaddr25901059 = getelementptr float, float* %lsr.iv700.us, i64 8
  %sunkaddr25911060 = getelementptr float, float* %sunkaddr25901059, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.1.epil = load float, float* %sunkaddr25911060, align 4
  %uglygep882.epil = getelementptr i8, i8* %uglygep880.epil, i64 %.46
  %uglygep882883.epil = bitcast i8* %uglygep882.epil to float*
  store float %.137.us.174.us.1.epil, float* %uglygep882883.epil, align 4
  %sunkaddr25931061 = getelementptr float, float* %lsr.iv700.us, i64 9
  %sunkaddr25941062 = getelementptr float, float* %sunkaddr25931061, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.1.epil = load float, float* %sunkaddr25941062, align 4
  %uglygep884.epil = getelementptr i8, i8* %uglygep882.epil, i64 %.46
  %uglygep884885.epil = bitcast i8* %uglygep884.epil to float*
  store float %.137.us.1.1.us.1.epil, float* %uglygep884885.epil, align 4
  %sunkaddr25961063 = getelementptr float, float* %lsr.iv700.us, i64 10
  %sunkaddr25971064 = getelementptr float, float* %sunkaddr25961063, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.1.epil = load float, float* %sunkaddr25971064, align 4
  %uglygep886.epil = getelementptr i8, i8* %uglygep884.epil, i64 %.46
  %uglygep886887.epil = bitcast i8* %uglygep886.epil to float*
  store float %.137.us.2.1.us.1.epil, float* %uglygep886887.epil, align 4
  %sunkaddr25991065 = getelementptr float, float* %lsr.iv700.us, i64 11
  %sunkaddr26001066 = getelementptr float, float* %sunkaddr25991065, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.1.epil = load float, float* %sunkaddr26001066, align 4
  %uglygep888.epil = getelementptr i8, i8* %uglygep886.epil, i64 %.46
  %uglygep888889.epil = bitcast i8* %uglygep888.epil to float*
  store float %.137.us.3.1.us.1.epil, float* %uglygep888889.epil, align 4
  %sunkaddr26021067 = getelementptr float, float* %lsr.iv700.us, i64 12
  %sunkaddr26031068 = getelementptr float, float* %sunkaddr26021067, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.1.epil = load float, float* %sunkaddr26031068, align 4
  %uglygep890.epil = getelementptr i8, i8* %uglygep888.epil, i64 %.46
  %uglygep890891.epil = bitcast i8* %uglygep890.epil to float*
  store float %.137.us.4.1.us.1.epil, float* %uglygep890891.epil, align 4
  %sunkaddr26051069 = getelementptr float, float* %lsr.iv700.us, i64 13
  %sunkaddr26061070 = getelementptr float, float* %sunkaddr26051069, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.1.epil = load float, float* %sunkaddr26061070, align 4
  %uglygep892.epil = getelementptr i8, i8* %uglygep890.epil, i64 %.46
  %uglygep892893.epil = bitcast i8* %uglygep892.epil to float*
  store float %.137.us.5.1.us.1.epil, float* %uglygep892893.epil, align 4
  %sunkaddr26081071 = getelementptr float, float* %lsr.iv700.us, i64 14
  %sunkaddr26091072 = getelementptr float, float* %sunkaddr26081071, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.1.epil = load float, float* %sunkaddr26091072, align 4
  %uglygep894.epil = getelementptr i8, i8* %uglygep892.epil, i64 %.46
  %uglygep894895.epil = bitcast i8* %uglygep894.epil to float*
  store float %.137.us.6.1.us.1.epil, float* %uglygep894895.epil, align 4
  %sunkaddr26111073 = getelementptr float, float* %lsr.iv700.us, i64 15
  %sunkaddr26121074 = getelementptr float, float* %sunkaddr26111073, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.1.epil = load float, float* %sunkaddr26121074, align 4
  %uglygep896.epil = getelementptr i8, i8* %uglygep894.epil, i64 %.46
  %uglygep896897.epil = bitcast i8* %uglygep896.epil to float*
  store float %.137.us.7.1.us.1.epil, float* %uglygep896897.epil, align 4
  %sunkaddr26141075 = getelementptr float, float* %lsr.iv700.us, i64 16
  %sunkaddr26151076 = getelementptr float, float* %sunkaddr26141075, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.2.epil = load float, float* %sunkaddr26151076, align 4
  %uglygep898.epil = getelementptr i8, i8* %uglygep896.epil, i64 %.46
  %uglygep898899.epil = bitcast i8* %uglygep898.epil to float*
  store float %.137.us.174.us.2.epil, float* %uglygep898899.epil, align 4
  %sunkaddr26171077 = getelementptr float, float* %lsr.iv700.us, i64 17
  %sunkaddr26181078 = getelementptr float, float* %sunkaddr26171077, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.2.epil = load float, float* %sunkaddr26181078, align 4
  %uglygep900.epil = getelementptr i8, i8* %uglygep898.epil, i64 %.46
  %uglygep900901.epil = bitcast i8* %uglygep900.epil to float*
  store float %.137.us.1.1.us.2.epil, float* %uglygep900901.epil, align 4
  %sunkaddr26201079 = getelementptr float, float* %lsr.iv700.us, i64 18
  %sunkaddr26211080 = getelementptr float, float* %sunkaddr26201079, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.2.epil = load float, float* %sunkaddr26211080, align 4
  %uglygep902.epil = getelementptr i8, i8* %uglygep900.epil, i64 %.46
  %uglygep902903.epil = bitcast i8* %uglygep902.epil to float*
  store float %.137.us.2.1.us.2.epil, float* %uglygep902903.epil, align 4
  %sunkaddr26231081 = getelementptr float, float* %lsr.iv700.us, i64 19
  %sunkaddr26241082 = getelementptr float, float* %sunkaddr26231081, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.2.epil = load float, float* %sunkaddr26241082, align 4
  %uglygep904.epil = getelementptr i8, i8* %uglygep902.epil, i64 %.46
  %uglygep904905.epil = bitcast i8* %uglygep904.epil to float*
  store float %.137.us.3.1.us.2.epil, float* %uglygep904905.epil, align 4
  %sunkaddr26261083 = getelementptr float, float* %lsr.iv700.us, i64 20
  %sunkaddr26271084 = getelementptr float, float* %sunkaddr26261083, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.2.epil = load float, float* %sunkaddr26271084, align 4
  %uglygep906.epil = getelementptr i8, i8* %uglygep904.epil, i64 %.46
  %uglygep906907.epil = bitcast i8* %uglygep906.epil to float*
  store float %.137.us.4.1.us.2.epil, float* %uglygep906907.epil, align 4
  %sunkaddr26291085 = getelementptr float, float* %lsr.iv700.us, i64 21
  %sunkaddr26301086 = getelementptr float, float* %sunkaddr26291085, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.2.epil = load float, float* %sunkaddr26301086, align 4
  %uglygep908.epil = getelementptr i8, i8* %uglygep906.epil, i64 %.46
  %uglygep908909.epil = bitcast i8* %uglygep908.epil to float*
  store float %.137.us.5.1.us.2.epil, float* %uglygep908909.epil, align 4
  %sunkaddr26321087 = getelementptr float, float* %lsr.iv700.us, i64 22
  %sunkaddr26331088 = getelementptr float, float* %sunkaddr26321087, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.2.epil = load float, float* %sunkaddr26331088, align 4
  %uglygep910.epil = getelementptr i8, i8* %uglygep908.epil, i64 %.46
  %uglygep910911.epil = bitcast i8* %uglygep910.epil to float*
  store float %.137.us.6.1.us.2.epil, float* %uglygep910911.epil, align 4
  %sunkaddr26351089 = getelementptr float, float* %lsr.iv700.us, i64 23
  %sunkaddr26361090 = getelementptr float, float* %sunkaddr26351089, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.2.epil = load float, float* %sunkaddr26361090, align 4
  %uglygep912.epil = getelementptr i8, i8* %uglygep910.epil, i64 %.46
  %uglygep912913.epil = bitcast i8* %uglygep912.epil to float*
  store float %.137.us.7.1.us.2.epil, float* %uglygep912913.epil, align 4
  %sunkaddr26381091 = getelementptr float, float* %lsr.iv700.us, i64 24
  %sunkaddr26391092 = getelementptr float, float* %sunkaddr26381091, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.3.epil = load float, float* %sunkaddr26391092, align 4
  %uglygep914.epil = getelementptr i8, i8* %uglygep912.epil, i64 %.46
  %uglygep914915.epil = bitcast i8* %uglygep914.epil to float*
  store float %.137.us.174.us.3.epil, float* %uglygep914915.epil, align 4
  %sunkaddr26411093 = getelementptr float, float* %lsr.iv700.us, i64 25
  %sunkaddr26421094 = getelementptr float, float* %sunkaddr26411093, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.3.epil = load float, float* %sunkaddr26421094, align 4
  %uglygep916.epil = getelementptr i8, i8* %uglygep914.epil, i64 %.46
  %uglygep916917.epil = bitcast i8* %uglygep916.epil to float*
  store float %.137.us.1.1.us.3.epil, float* %uglygep916917.epil, align 4
  %sunkaddr26441095 = getelementptr float, float* %lsr.iv700.us, i64 26
  %sunkaddr26451096 = getelementptr float, float* %sunkaddr26441095, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.3.epil = load float, float* %sunkaddr26451096, align 4
  %uglygep918.epil = getelementptr i8, i8* %uglygep916.epil, i64 %.46
  %uglygep918919.epil = bitcast i8* %uglygep918.epil to float*
  store float %.137.us.2.1.us.3.epil, float* %uglygep918919.epil, align 4
  %sunkaddr26471097 = getelementptr float, float* %lsr.iv700.us, i64 27
  %sunkaddr26481098 = getelementptr float, float* %sunkaddr26471097, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.3.epil = load float, float* %sunkaddr26481098, align 4
  %uglygep920.epil = getelementptr i8, i8* %uglygep918.epil, i64 %.46
  %uglygep920921.epil = bitcast i8* %uglygep920.epil to float*
  store float %.137.us.3.1.us.3.epil, float* %uglygep920921.epil, align 4
  %sunkaddr26501099 = getelementptr float, float* %lsr.iv700.us, i64 28
  %sunkaddr26511100 = getelementptr float, float* %sunkaddr26501099, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.3.epil = load float, float* %sunkaddr26511100, align 4
  %uglygep922.epil = getelementptr i8, i8* %uglygep920.epil, i64 %.46
  %uglygep922923.epil = bitcast i8* %uglygep922.epil to float*
  store float %.137.us.4.1.us.3.epil, float* %uglygep922923.epil, align 4
  %sunkaddr26531101 = getelementptr float, float* %lsr.iv700.us, i64 29
  %sunkaddr26541102 = getelementptr float, float* %sunkaddr26531101, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.3.epil = load float, float* %sunkaddr26541102, align 4
  %uglygep924.epil = getelementptr i8, i8* %uglygep922.epil, i64 %.46
  %uglygep924925.epil = bitcast i8* %uglygep924.epil to float*
  store float %.137.us.5.1.us.3.epil, float* %uglygep924925.epil, align 4
  %sunkaddr26561103 = getelementptr float, float* %lsr.iv700.us, i64 30
  %sunkaddr26571104 = getelementptr float, float* %sunkaddr26561103, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.3.epil = load float, float* %sunkaddr26571104, align 4
  %uglygep926.epil = getelementptr i8, i8* %uglygep924.epil, i64 %.46
  %uglygep926927.epil = bitcast i8* %uglygep926.epil to float*
  store float %.137.us.6.1.us.3.epil, float* %uglygep926927.epil, align 4
  %sunkaddr26591105 = getelementptr float, float* %lsr.iv700.us, i64 31
  %sunkaddr26601106 = getelementptr float, float* %sunkaddr26591105, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.3.epil = load float, float* %sunkaddr26601106, align 4
  %uglygep928.epil = getelementptr i8, i8* %uglygep926.epil, i64 %.46
  %uglygep928929.epil = bitcast i8* %uglygep928.epil to float*
  store float %.137.us.7.1.us.3.epil, float* %uglygep928929.epil, align 4
  %sunkaddr26621107 = getelementptr float, float* %lsr.iv700.us, i64 32
  %sunkaddr26631108 = getelementptr float, float* %sunkaddr26621107, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.4.epil = load float, float* %sunkaddr26631108, align 4
  %uglygep930.epil = getelementptr i8, i8* %uglygep928.epil, i64 %.46
  %uglygep930931.epil = bitcast i8* %uglygep930.epil to float*
  store float %.137.us.174.us.4.epil, float* %uglygep930931.epil, align 4
  %sunkaddr26651109 = getelementptr float, float* %lsr.iv700.us, i64 33
  %sunkaddr26661110 = getelementptr float, float* %sunkaddr26651109, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.4.epil = load float, float* %sunkaddr26661110, align 4
  %uglygep932.epil = getelementptr i8, i8* %uglygep930.epil, i64 %.46
  %uglygep932933.epil = bitcast i8* %uglygep932.epil to float*
  store float %.137.us.1.1.us.4.epil, float* %uglygep932933.epil, align 4
  %sunkaddr26681111 = getelementptr float, float* %lsr.iv700.us, i64 34
  %sunkaddr26691112 = getelementptr float, float* %sunkaddr26681111, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.4.epil = load float, float* %sunkaddr26691112, align 4
  %uglygep934.epil = getelementptr i8, i8* %uglygep932.epil, i64 %.46
  %uglygep934935.epil = bitcast i8* %uglygep934.epil to float*
  store float %.137.us.2.1.us.4.epil, float* %uglygep934935.epil, align 4
  %sunkaddr26711113 = getelementptr float, float* %lsr.iv700.us, i64 35
  %sunkaddr26721114 = getelementptr float, float* %sunkaddr26711113, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.4.epil = load float, float* %sunkaddr26721114, align 4
  %uglygep936.epil = getelementptr i8, i8* %uglygep934.epil, i64 %.46
  %uglygep936937.epil = bitcast i8* %uglygep936.epil to float*
  store float %.137.us.3.1.us.4.epil, float* %uglygep936937.epil, align 4
  %sunkaddr26741115 = getelementptr float, float* %lsr.iv700.us, i64 36
  %sunkaddr26751116 = getelementptr float, float* %sunkaddr26741115, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.4.epil = load float, float* %sunkaddr26751116, align 4
  %uglygep938.epil = getelementptr i8, i8* %uglygep936.epil, i64 %.46
  %uglygep938939.epil = bitcast i8* %uglygep938.epil to float*
  store float %.137.us.4.1.us.4.epil, float* %uglygep938939.epil, align 4
  %sunkaddr26771117 = getelementptr float, float* %lsr.iv700.us, i64 37
  %sunkaddr26781118 = getelementptr float, float* %sunkaddr26771117, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.4.epil = load float, float* %sunkaddr26781118, align 4
  %uglygep940.epil = getelementptr i8, i8* %uglygep938.epil, i64 %.46
  %uglygep940941.epil = bitcast i8* %uglygep940.epil to float*
  store float %.137.us.5.1.us.4.epil, float* %uglygep940941.epil, align 4
  %sunkaddr26801119 = getelementptr float, float* %lsr.iv700.us, i64 38
  %sunkaddr26811120 = getelementptr float, float* %sunkaddr26801119, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.4.epil = load float, float* %sunkaddr26811120, align 4
  %uglygep942.epil = getelementptr i8, i8* %uglygep940.epil, i64 %.46
  %uglygep942943.epil = bitcast i8* %uglygep942.epil to float*
  store float %.137.us.6.1.us.4.epil, float* %uglygep942943.epil, align 4
  %sunkaddr26831121 = getelementptr float, float* %lsr.iv700.us, i64 39
  %sunkaddr26841122 = getelementptr float, float* %sunkaddr26831121, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.4.epil = load float, float* %sunkaddr26841122, align 4
  %uglygep944.epil = getelementptr i8, i8* %uglygep942.epil, i64 %.46
  %uglygep944945.epil = bitcast i8* %uglygep944.epil to float*
  store float %.137.us.7.1.us.4.epil, float* %uglygep944945.epil, align 4
  %sunkaddr26861123 = getelementptr float, float* %lsr.iv700.us, i64 40
  %sunkaddr26871124 = getelementptr float, float* %sunkaddr26861123, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.5.epil = load float, float* %sunkaddr26871124, align 4
  %uglygep946.epil = getelementptr i8, i8* %uglygep944.epil, i64 %.46
  %uglygep946947.epil = bitcast i8* %uglygep946.epil to float*
  store float %.137.us.174.us.5.epil, float* %uglygep946947.epil, align 4
  %sunkaddr26891125 = getelementptr float, float* %lsr.iv700.us, i64 41
  %sunkaddr26901126 = getelementptr float, float* %sunkaddr26891125, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.5.epil = load float, float* %sunkaddr26901126, align 4
  %uglygep948.epil = getelementptr i8, i8* %uglygep946.epil, i64 %.46
  %uglygep948949.epil = bitcast i8* %uglygep948.epil to float*
  store float %.137.us.1.1.us.5.epil, float* %uglygep948949.epil, align 4
  %sunkaddr26921127 = getelementptr float, float* %lsr.iv700.us, i64 42
  %sunkaddr26931128 = getelementptr float, float* %sunkaddr26921127, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.5.epil = load float, float* %sunkaddr26931128, align 4
  %uglygep950.epil = getelementptr i8, i8* %uglygep948.epil, i64 %.46
  %uglygep950951.epil = bitcast i8* %uglygep950.epil to float*
  store float %.137.us.2.1.us.5.epil, float* %uglygep950951.epil, align 4
  %sunkaddr26951129 = getelementptr float, float* %lsr.iv700.us, i64 43
  %sunkaddr26961130 = getelementptr float, float* %sunkaddr26951129, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.5.epil = load float, float* %sunkaddr26961130, align 4
  %uglygep952.epil = getelementptr i8, i8* %uglygep950.epil, i64 %.46
  %uglygep952953.epil = bitcast i8* %uglygep952.epil to float*
  store float %.137.us.3.1.us.5.epil, float* %uglygep952953.epil, align 4
  %sunkaddr26981131 = getelementptr float, float* %lsr.iv700.us, i64 44
  %sunkaddr26991132 = getelementptr float, float* %sunkaddr26981131, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.5.epil = load float, float* %sunkaddr26991132, align 4
  %uglygep954.epil = getelementptr i8, i8* %uglygep952.epil, i64 %.46
  %uglygep954955.epil = bitcast i8* %uglygep954.epil to float*
  store float %.137.us.4.1.us.5.epil, float* %uglygep954955.epil, align 4
  %sunkaddr27011133 = getelementptr float, float* %lsr.iv700.us, i64 45
  %sunkaddr27021134 = getelementptr float, float* %sunkaddr27011133, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.5.epil = load float, float* %sunkaddr27021134, align 4
  %uglygep956.epil = getelementptr i8, i8* %uglygep954.epil, i64 %.46
  %uglygep956957.epil = bitcast i8* %uglygep956.epil to float*
  store float %.137.us.5.1.us.5.epil, float* %uglygep956957.epil, align 4
  %sunkaddr27041135 = getelementptr float, float* %lsr.iv700.us, i64 46
  %sunkaddr27051136 = getelementptr float, float* %sunkaddr27041135, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.5.epil = load float, float* %sunkaddr27051136, align 4
  %uglygep958.epil = getelementptr i8, i8* %uglygep956.epil, i64 %.46
  %uglygep958959.epil = bitcast i8* %uglygep958.epil to float*
  store float %.137.us.6.1.us.5.epil, float* %uglygep958959.epil, align 4
  %sunkaddr27071137 = getelementptr float, float* %lsr.iv700.us, i64 47
  %sunkaddr27081138 = getelementptr float, float* %sunkaddr27071137, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.5.epil = load float, float* %sunkaddr27081138, align 4
  %uglygep960.epil = getelementptr i8, i8* %uglygep958.epil, i64 %.46
  %uglygep960961.epil = bitcast i8* %uglygep960.epil to float*
  store float %.137.us.7.1.us.5.epil, float* %uglygep960961.epil, align 4
  %sunkaddr27101139 = getelementptr float, float* %lsr.iv700.us, i64 48
  %sunkaddr27111140 = getelementptr float, float* %sunkaddr27101139, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.6.epil = load float, float* %sunkaddr27111140, align 4
  %uglygep962.epil = getelementptr i8, i8* %uglygep960.epil, i64 %.46
  %uglygep962963.epil = bitcast i8* %uglygep962.epil to float*
  store float %.137.us.174.us.6.epil, float* %uglygep962963.epil, align 4
  %sunkaddr27131141 = getelementptr float, float* %lsr.iv700.us, i64 49
  %sunkaddr27141142 = getelementptr float, float* %sunkaddr27131141, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.6.epil = load float, float* %sunkaddr27141142, align 4
  %uglygep964.epil = getelementptr i8, i8* %uglygep962.epil, i64 %.46
  %uglygep964965.epil = bitcast i8* %uglygep964.epil to float*
  store float %.137.us.1.1.us.6.epil, float* %uglygep964965.epil, align 4
  %sunkaddr27161143 = getelementptr float, float* %lsr.iv700.us, i64 50
  %sunkaddr27171144 = getelementptr float, float* %sunkaddr27161143, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.6.epil = load float, float* %sunkaddr27171144, align 4
  %uglygep966.epil = getelementptr i8, i8* %uglygep964.epil, i64 %.46
  %uglygep966967.epil = bitcast i8* %uglygep966.epil to float*
  store float %.137.us.2.1.us.6.epil, float* %uglygep966967.epil, align 4
  %sunkaddr27191145 = getelementptr float, float* %lsr.iv700.us, i64 51
  %sunkaddr27201146 = getelementptr float, float* %sunkaddr27191145, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.6.epil = load float, float* %sunkaddr27201146, align 4
  %uglygep968.epil = getelementptr i8, i8* %uglygep966.epil, i64 %.46
  %uglygep968969.epil = bitcast i8* %uglygep968.epil to float*
  store float %.137.us.3.1.us.6.epil, float* %uglygep968969.epil, align 4
  %sunkaddr27221147 = getelementptr float, float* %lsr.iv700.us, i64 52
  %sunkaddr27231148 = getelementptr float, float* %sunkaddr27221147, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.6.epil = load float, float* %sunkaddr27231148, align 4
  %uglygep970.epil = getelementptr i8, i8* %uglygep968.epil, i64 %.46
  %uglygep970971.epil = bitcast i8* %uglygep970.epil to float*
  store float %.137.us.4.1.us.6.epil, float* %uglygep970971.epil, align 4
  %sunkaddr27251149 = getelementptr float, float* %lsr.iv700.us, i64 53
  %sunkaddr27261150 = getelementptr float, float* %sunkaddr27251149, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.6.epil = load float, float* %sunkaddr27261150, align 4
  %uglygep972.epil = getelementptr i8, i8* %uglygep970.epil, i64 %.46
  %uglygep972973.epil = bitcast i8* %uglygep972.epil to float*
  store float %.137.us.5.1.us.6.epil, float* %uglygep972973.epil, align 4
  %sunkaddr27281151 = getelementptr float, float* %lsr.iv700.us, i64 54
  %sunkaddr27291152 = getelementptr float, float* %sunkaddr27281151, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.6.epil = load float, float* %sunkaddr27291152, align 4
  %uglygep974.epil = getelementptr i8, i8* %uglygep972.epil, i64 %.46
  %uglygep974975.epil = bitcast i8* %uglygep974.epil to float*
  store float %.137.us.6.1.us.6.epil, float* %uglygep974975.epil, align 4
  %sunkaddr27311153 = getelementptr float, float* %lsr.iv700.us, i64 55
  %sunkaddr27321154 = getelementptr float, float* %sunkaddr27311153, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.6.epil = load float, float* %sunkaddr27321154, align 4
  %uglygep976.epil = getelementptr i8, i8* %uglygep974.epil, i64 %.46
  %uglygep976977.epil = bitcast i8* %uglygep976.epil to float*
  store float %.137.us.7.1.us.6.epil, float* %uglygep976977.epil, align 4
  %sunkaddr27341155 = getelementptr float, float* %lsr.iv700.us, i64 56
  %sunkaddr27351156 = getelementptr float, float* %sunkaddr27341155, i64 %loop.index.12.us.1.us.unr420
  %.137.us.174.us.7.epil = load float, float* %sunkaddr27351156, align 4
  %uglygep978.epil = getelementptr i8, i8* %uglygep976.epil, i64 %.46
  %uglygep978979.epil = bitcast i8* %uglygep978.epil to float*
  store float %.137.us.174.us.7.epil, float* %uglygep978979.epil, align 4
  %sunkaddr27371157 = getelementptr float, float* %lsr.iv700.us, i64 57
  %sunkaddr27381158 = getelementptr float, float* %sunkaddr27371157, i64 %loop.index.12.us.1.us.unr420
  %.137.us.1.1.us.7.epil = load float, float* %sunkaddr27381158, align 4
  %uglygep980.epil = getelementptr i8, i8* %uglygep978.epil, i64 %.46
  %uglygep980981.epil = bitcast i8* %uglygep980.epil to float*
  store float %.137.us.1.1.us.7.epil, float* %uglygep980981.epil, align 4
  %sunkaddr27401159 = getelementptr float, float* %lsr.iv700.us, i64 58
  %sunkaddr27411160 = getelementptr float, float* %sunkaddr27401159, i64 %loop.index.12.us.1.us.unr420
  %.137.us.2.1.us.7.epil = load float, float* %sunkaddr27411160, align 4
  %uglygep982.epil = getelementptr i8, i8* %uglygep980.epil, i64 %.46
  %uglygep982983.epil = bitcast i8* %uglygep982.epil to float*
  store float %.137.us.2.1.us.7.epil, float* %uglygep982983.epil, align 4
  %sunkaddr27431161 = getelementptr float, float* %lsr.iv700.us, i64 59
  %sunkaddr27441162 = getelementptr float, float* %sunkaddr27431161, i64 %loop.index.12.us.1.us.unr420
  %.137.us.3.1.us.7.epil = load float, float* %sunkaddr27441162, align 4
  %uglygep984.epil = getelementptr i8, i8* %uglygep982.epil, i64 %.46
  %uglygep984985.epil = bitcast i8* %uglygep984.epil to float*
  store float %.137.us.3.1.us.7.epil, float* %uglygep984985.epil, align 4
  %sunkaddr27461163 = getelementptr float, float* %lsr.iv700.us, i64 60
  %sunkaddr27471164 = getelementptr float, float* %sunkaddr27461163, i64 %loop.index.12.us.1.us.unr420
  %.137.us.4.1.us.7.epil = load float, float* %sunkaddr27471164, align 4
  %uglygep986.epil = getelementptr i8, i8* %uglygep984.epil, i64 %.46
  %uglygep986987.epil = bitcast i8* %uglygep986.epil to float*
  store float %.137.us.4.1.us.7.epil, float* %uglygep986987.epil, align 4
  %sunkaddr27491165 = getelementptr float, float* %lsr.iv700.us, i64 61
  %sunkaddr27501166 = getelementptr float, float* %sunkaddr27491165, i64 %loop.index.12.us.1.us.unr420
  %.137.us.5.1.us.7.epil = load float, float* %sunkaddr27501166, align 4
  %uglygep988.epil = getelementptr i8, i8* %uglygep986.epil, i64 %.46
  %uglygep988989.epil = bitcast i8* %uglygep988.epil to float*
  store float %.137.us.5.1.us.7.epil, float* %uglygep988989.epil, align 4
  %sunkaddr27521167 = getelementptr float, float* %lsr.iv700.us, i64 62
  %sunkaddr27531168 = getelementptr float, float* %sunkaddr27521167, i64 %loop.index.12.us.1.us.unr420
  %.137.us.6.1.us.7.epil = load float, float* %sunkaddr27531168, align 4
  %uglygep990.epil = getelementptr i8, i8* %uglygep988.epil, i64 %.46
  %uglygep990991.epil = bitcast i8* %uglygep990.epil to float*
  store float %.137.us.6.1.us.7.epil, float* %uglygep990991.epil, align 4
  %sunkaddr27551169 = getelementptr float, float* %lsr.iv700.us, i64 63
  %sunkaddr27561170 = getelementptr float, float* %sunkaddr27551169, i64 %loop.index.12.us.1.us.unr420
  %.137.us.7.1.us.7.epil = load float, float* %sunkaddr27561170, align 4
  %uglygep992.epil = getelementptr i8, i8* %uglygep990.epil, i64 %.46
  %uglygep992993.epil = bitcast i8* %uglygep992.epil to float*
  store float %.137.us.7.1.us.7.epil, float* %uglygep992993.epil, align 4
  %.139.us.7.1.us.7.epil = add nuw i64 %loop.index.12.us.1.us.unr420, 64
  %lsr.iv.next716.us.7.epil = add i64 %lsr.iv715.us.unr419, %lsr.iv.next716.us.3
  br label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa:    ; preds = %for.body.1.us.1.us.epil410, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.1.preheader.us
  %lsr.iv715.us.unr = phi i64 [ %lsr.iv713.us, %for.body.1.us.1.preheader.us ], [ %lsr.iv.next716.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next716.us.7.epil, %for.body.1.us.1.us.epil410 ]
  %loop.index.12.us.1.us.unr = phi i64 [ 0, %for.body.1.us.1.preheader.us ], [ %.139.us.7.1.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.1.us.7.epil, %for.body.1.us.1.us.epil410 ]
  %565 = icmp eq i64 %xtraiter75, 0
  br i1 %565, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil.preheader

for.body.1.us.1.us.epil.preheader:                ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa
  %566 = bitcast float* %.6.i6 to i8*
  %uglygep994 = getelementptr i8, i8* %566, i64 %lsr.iv715.us.unr
  %scevgep1268 = getelementptr float, float* %lsr.iv700.us, i64 %loop.index.12.us.1.us.unr
  br label %for.body.1.us.1.us.epil

for.body.1.us.1.us.epil:                          ; preds = %for.body.1.us.1.us.epil, %for.body.1.us.1.us.epil.preheader
  %lsr.iv999 = phi i64 [ 0, %for.body.1.us.1.us.epil.preheader ], [ %lsr.iv.next1000, %for.body.1.us.1.us.epil ]
  %lsr.iv996.in = phi i8* [ %uglygep994, %for.body.1.us.1.us.epil.preheader ], [ %lsr.chain1293, %for.body.1.us.1.us.epil ]
  %567 = bitcast float* %scevgep1268 to i8*
  %lsr.iv996 = bitcast i8* %lsr.iv996.in to float*
  %uglygep1270 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12701271 = bitcast i8* %uglygep1270 to float*
  %.137.us.174.us.epil = load float, float* %uglygep12701271, align 4
  store float %.137.us.174.us.epil, float* %lsr.iv996, align 4
  %scevgep1288 = getelementptr float, float* %uglygep12701271, i64 1
  %.137.us.1.1.us.epil = load float, float* %scevgep1288, align 4
  %uglygep1072 = getelementptr i8, i8* %lsr.iv996.in, i64 %.46
  %uglygep10721073 = bitcast i8* %uglygep1072 to float*
  store float %.137.us.1.1.us.epil, float* %uglygep10721073, align 4
  %uglygep1289 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12891290 = bitcast i8* %uglygep1289 to float*
  %scevgep1291 = getelementptr float, float* %uglygep12891290, i64 2
  %.137.us.2.1.us.epil = load float, float* %scevgep1291, align 4
  %uglygep1074 = getelementptr i8, i8* %uglygep1072, i64 %.46
  %uglygep10741075 = bitcast i8* %uglygep1074 to float*
  store float %.137.us.2.1.us.epil, float* %uglygep10741075, align 4
  %uglygep1285 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12851286 = bitcast i8* %uglygep1285 to float*
  %scevgep1287 = getelementptr float, float* %uglygep12851286, i64 3
  %.137.us.3.1.us.epil = load float, float* %scevgep1287, align 4
  %uglygep1076 = getelementptr i8, i8* %uglygep1074, i64 %.46
  %uglygep10761077 = bitcast i8* %uglygep1076 to float*
  store float %.137.us.3.1.us.epil, float* %uglygep10761077, align 4
  %uglygep1278 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12781279 = bitcast i8* %uglygep1278 to float*
  %scevgep1280 = getelementptr float, float* %uglygep12781279, i64 4
  %.137.us.4.1.us.epil = load float, float* %scevgep1280, align 4
  %uglygep1078 = getelementptr i8, i8* %uglygep1076, i64 %.46
  %uglygep10781079 = bitcast i8* %uglygep1078 to float*
  store float %.137.us.4.1.us.epil, float* %uglygep10781079, align 4
  %uglygep1281 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12811282 = bitcast i8* %uglygep1281 to float*
  %scevgep1284 = getelementptr float, float* %uglygep12811282, i64 5
  %.137.us.5.1.us.epil = load float, float* %scevgep1284, align 4
  %uglygep1080 = getelementptr i8, i8* %uglygep1078, i64 %.46
  %uglygep10801081 = bitcast i8* %uglygep1080 to float*
  store float %.137.us.5.1.us.epil, float* %uglygep10801081, align 4
  %uglygep1275 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12751276 = bitcast i8* %uglygep1275 to float*
  %scevgep1277 = getelementptr float, float* %uglygep12751276, i64 6
  %.137.us.6.1.us.epil = load float, float* %scevgep1277, align 4
  %uglygep1082 = getelementptr i8, i8* %uglygep1080, i64 %.46
  %uglygep10821083 = bitcast i8* %uglygep1082 to float*
  store float %.137.us.6.1.us.epil, float* %uglygep10821083, align 4
  %uglygep1272 = getelementptr i8, i8* %567, i64 %lsr.iv999
  %uglygep12721273 = bitcast i8* %uglygep1272 to float*
  %scevgep1274 = getelementptr float, float* %uglygep12721273, i64 7
  %.137.us.7.1.us.epil = load float, float* %scevgep1274, align 4
  %uglygep1084 = getelementptr i8, i8* %uglygep1082, i64 %.46
  %uglygep10841085 = bitcast i8* %uglygep1084 to float*
  store float %.137.us.7.1.us.epil, float* %uglygep10841085, align 4
  %lsr.iv.next1000 = add nuw nsw i64 %lsr.iv999, 32
  %uglygep1086 = getelementptr i8, i8* %uglygep1084, i64 %.46
  %uglygep10861292 = bitcast i8* %uglygep1086 to float*
  %epil.iter81.cmp.not = icmp eq i64 %41, %lsr.iv.next1000
  %lsr.chain1293 = bitcast float* %uglygep10861292 to i8*
  br i1 %epil.iter81.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !57

for.end.1.loopexit.us.1.us:                       ; preds = %for.body.1.us.1.us.epil, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, %for.body.1.us.preheader.us
  %568 = bitcast float* %lsr.iv464.us to i1*
  %569 = bitcast float* %lsr.iv700.us to i1*
  %.141.us.1.us = add nuw nsw i64 %loop.index4.us.us, 2
  %scevgep466.us = getelementptr i1, i1* %568, i64 %6
  %570 = bitcast i1* %scevgep466.us to float*
  %lsr.iv.next488.us = add i64 %lsr.iv487.us, 8
  %scevgep702.us = getelementptr i1, i1* %569, i64 %6
  %571 = bitcast i1* %scevgep702.us to float*
  %lsr.iv.next714.us = add i64 %lsr.iv713.us, 8
  %niter62.ncmp.1.us = icmp eq i64 %.141.us.1.us, %unroll_iter61
  br i1 %niter62.ncmp.1.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.us

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.body.1.us.preheader.preheader.new
  %lsr.iv1387 = phi float* [ %641, %for.end.1.loopexit.us.1.3 ], [ %scevgep1386, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2126 = phi float* [ %scevgep2127, %for.end.1.loopexit.us.1.3 ], [ %scevgep2125, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2107 = phi float* [ %640, %for.end.1.loopexit.us.1.3 ], [ %scevgep2106, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2075 = phi float* [ %scevgep2076, %for.end.1.loopexit.us.1.3 ], [ %scevgep2074, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2056 = phi float* [ %639, %for.end.1.loopexit.us.1.3 ], [ %scevgep2055, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2024 = phi float* [ %scevgep2025, %for.end.1.loopexit.us.1.3 ], [ %scevgep2023, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2005 = phi float* [ %638, %for.end.1.loopexit.us.1.3 ], [ %scevgep2004, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1973 = phi float* [ %scevgep1974, %for.end.1.loopexit.us.1.3 ], [ %scevgep1972, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1954 = phi float* [ %637, %for.end.1.loopexit.us.1.3 ], [ %scevgep1953, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1922 = phi float* [ %scevgep1923, %for.end.1.loopexit.us.1.3 ], [ %scevgep1921, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1903 = phi float* [ %636, %for.end.1.loopexit.us.1.3 ], [ %scevgep1902, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1871 = phi float* [ %scevgep1872, %for.end.1.loopexit.us.1.3 ], [ %scevgep1870, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1852 = phi float* [ %635, %for.end.1.loopexit.us.1.3 ], [ %scevgep1851, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1820 = phi float* [ %scevgep1821, %for.end.1.loopexit.us.1.3 ], [ %scevgep1819, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1801 = phi float* [ %634, %for.end.1.loopexit.us.1.3 ], [ %scevgep1800, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1767 = phi float* [ %scevgep1768, %for.end.1.loopexit.us.1.3 ], [ %scevgep1766, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1587 = phi float* [ %scevgep1588, %for.end.1.loopexit.us.1.3 ], [ %scevgep1586, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1577 = phi float* [ %633, %for.end.1.loopexit.us.1.3 ], [ %scevgep1576, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1541 = phi float* [ %scevgep1542, %for.end.1.loopexit.us.1.3 ], [ %scevgep1540, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1531 = phi float* [ %632, %for.end.1.loopexit.us.1.3 ], [ %scevgep1530, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1495 = phi float* [ %scevgep1496, %for.end.1.loopexit.us.1.3 ], [ %scevgep1494, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1485 = phi float* [ %631, %for.end.1.loopexit.us.1.3 ], [ %scevgep1484, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1449 = phi float* [ %scevgep1450, %for.end.1.loopexit.us.1.3 ], [ %scevgep1448, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1439 = phi float* [ %630, %for.end.1.loopexit.us.1.3 ], [ %scevgep1438, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1401 = phi float* [ %scevgep1402, %for.end.1.loopexit.us.1.3 ], [ %scevgep1400, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1385 = phi float* [ %629, %for.end.1.loopexit.us.1.3 ], [ %scevgep1384, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1340 = phi float* [ %scevgep1341, %for.end.1.loopexit.us.1.3 ], [ %scevgep1339, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1330 = phi float* [ %628, %for.end.1.loopexit.us.1.3 ], [ %scevgep1329, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1284 = phi float* [ %scevgep1286, %for.end.1.loopexit.us.1.3 ], [ %scevgep1283, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1232 = phi float* [ %scevgep1233, %for.end.1.loopexit.us.1.3 ], [ %.6.i6, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv700 = phi float* [ %627, %for.end.1.loopexit.us.1.3 ], [ %scevgep699, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv464 = phi float* [ %626, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.body.1.us.preheader.preheader.new ]
  %niter107 = phi i64 [ %niter107.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.body.1.us.preheader.preheader.new ]
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %lsr.iv1395 = phi float* [ %573, %for.body.1.us.prol ], [ %lsr.iv1767, %for.body.1.us.preheader ]
  %lsr.iv1392 = phi i64 [ %lsr.iv.next1393, %for.body.1.us.prol ], [ %20, %for.body.1.us.preheader ]
  %lsr.iv1390 = phi float* [ %scevgep1391, %for.body.1.us.prol ], [ %lsr.iv1387, %for.body.1.us.preheader ]
  %lsr.iv1382 = phi float* [ %572, %for.body.1.us.prol ], [ %lsr.iv1232, %for.body.1.us.preheader ]
  %lsr.iv13951396 = bitcast float* %lsr.iv1395 to i1*
  %lsr.iv13821383 = bitcast float* %lsr.iv1382 to i1*
  %scevgep1394 = getelementptr float, float* %lsr.iv1390, i64 -7
  %.137.us.prol = load float, float* %scevgep1394, align 4
  store float %.137.us.prol, float* %lsr.iv1382, align 4
  %scevgep1385 = getelementptr i1, i1* %lsr.iv13821383, i64 %.46
  %572 = bitcast i1* %scevgep1385 to float*
  %scevgep1391 = getelementptr float, float* %lsr.iv1390, i64 1
  %lsr.iv.next1393 = add nsw i64 %lsr.iv1392, -4
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1393, 0
  %scevgep1397 = getelementptr i1, i1* %lsr.iv13951396, i64 %.46
  %573 = bitcast i1* %scevgep1397 to float*
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !58

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol
  %574 = icmp ult i64 %4, 7
  br i1 %574, label %for.body.1.us.prol.1.preheader, label %for.body.1.us.preheader955

for.body.1.us.preheader955:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader955, %for.body.1.us
  %lsr.iv1402 = phi i64 [ 0, %for.body.1.us.preheader955 ], [ %lsr.iv.next1403, %for.body.1.us ]
  %lsr.iv1398 = phi float* [ %lsr.iv1395, %for.body.1.us.preheader955 ], [ %uglygep14341435, %for.body.1.us ]
  %lsr.iv13981419 = bitcast float* %lsr.iv1398 to i8*
  %scevgep1404 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1417 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1418 = getelementptr float, float* %scevgep1417, i64 -7
  %.137.us = load float, float* %scevgep1418, align 4
  store float %.137.us, float* %lsr.iv1398, align 4
  %scevgep1415 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1416 = getelementptr float, float* %scevgep1415, i64 -6
  %.137.us.1 = load float, float* %scevgep1416, align 4
  %uglygep1420 = getelementptr i8, i8* %lsr.iv13981419, i64 %.46
  %uglygep14201421 = bitcast i8* %uglygep1420 to float*
  store float %.137.us.1, float* %uglygep14201421, align 4
  %scevgep1413 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1414 = getelementptr float, float* %scevgep1413, i64 -5
  %.137.us.2 = load float, float* %scevgep1414, align 4
  %uglygep1422 = getelementptr i8, i8* %uglygep1420, i64 %.46
  %uglygep14221423 = bitcast i8* %uglygep1422 to float*
  store float %.137.us.2, float* %uglygep14221423, align 4
  %scevgep1411 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1412 = getelementptr float, float* %scevgep1411, i64 -4
  %.137.us.3 = load float, float* %scevgep1412, align 4
  %uglygep1424 = getelementptr i8, i8* %uglygep1422, i64 %.46
  %uglygep14241425 = bitcast i8* %uglygep1424 to float*
  store float %.137.us.3, float* %uglygep14241425, align 4
  %scevgep1409 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1410 = getelementptr float, float* %scevgep1409, i64 -3
  %.137.us.4 = load float, float* %scevgep1410, align 4
  %uglygep1426 = getelementptr i8, i8* %uglygep1424, i64 %.46
  %uglygep14261427 = bitcast i8* %uglygep1426 to float*
  store float %.137.us.4, float* %uglygep14261427, align 4
  %scevgep1407 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1408 = getelementptr float, float* %scevgep1407, i64 -2
  %.137.us.5 = load float, float* %scevgep1408, align 4
  %uglygep1428 = getelementptr i8, i8* %uglygep1426, i64 %.46
  %uglygep14281429 = bitcast i8* %uglygep1428 to float*
  store float %.137.us.5, float* %uglygep14281429, align 4
  %scevgep1405 = getelementptr float, float* %scevgep1391, i64 %lsr.iv1402
  %scevgep1406 = getelementptr float, float* %scevgep1405, i64 -1
  %.137.us.6 = load float, float* %scevgep1406, align 4
  %uglygep1430 = getelementptr i8, i8* %uglygep1428, i64 %.46
  %uglygep14301431 = bitcast i8* %uglygep1430 to float*
  store float %.137.us.6, float* %uglygep14301431, align 4
  %.137.us.7 = load float, float* %scevgep1404, align 4
  %uglygep1432 = getelementptr i8, i8* %uglygep1430, i64 %.46
  %uglygep14321433 = bitcast i8* %uglygep1432 to float*
  store float %.137.us.7, float* %uglygep14321433, align 4
  %lsr.iv.next1403 = add i64 %lsr.iv1402, 8
  %exitcond.not.7 = icmp eq i64 %37, %lsr.iv.next1403
  %uglygep1434 = getelementptr i8, i8* %uglygep1432, i64 %.46
  %uglygep14341435 = bitcast i8* %uglygep1434 to float*
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !55

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1, %for.body.1.us.prol.1.preheader
  %lsr.iv1443 = phi float* [ %577, %for.body.1.us.prol.1 ], [ %lsr.iv1820, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1436 = phi float* [ %576, %for.body.1.us.prol.1 ], [ %lsr.iv1284, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1290 = phi i64 [ %lsr.iv.next1291, %for.body.1.us.prol.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1277 = phi i64 [ %lsr.iv.next1278, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %575 = bitcast float* %lsr.iv700 to i8*
  %lsr.iv14431444 = bitcast float* %lsr.iv1443 to i1*
  %lsr.iv14361437 = bitcast float* %lsr.iv1436 to i1*
  %uglygep1441 = getelementptr i8, i8* %575, i64 %lsr.iv1277
  %uglygep14411442 = bitcast i8* %uglygep1441 to float*
  %.137.us.prol.1 = load float, float* %uglygep14411442, align 4
  store float %.137.us.prol.1, float* %lsr.iv1436, align 4
  %lsr.iv.next1278 = add nuw nsw i64 %lsr.iv1277, 4
  %lsr.iv.next1291 = add i64 %lsr.iv1290, -1
  %scevgep1439 = getelementptr i1, i1* %lsr.iv14361437, i64 %.46
  %576 = bitcast i1* %scevgep1439 to float*
  %prol.iter.cmp.1.not = icmp eq i64 %20, %lsr.iv.next1278
  %scevgep1445 = getelementptr i1, i1* %lsr.iv14431444, i64 %.46
  %577 = bitcast i1* %scevgep1445 to float*
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !58

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1
  %578 = icmp ult i64 %4, 7
  br i1 %578, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  %579 = add i64 %lsr.iv1290, -1
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %lsr.iv1446 = phi float* [ %lsr.iv1443, %for.body.1.us.1.preheader ], [ %uglygep14811482, %for.body.1.us.1 ]
  %lsr.iv1798 = phi i64 [ %lsr.iv.next1799, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %lsr.iv14461466 = bitcast float* %lsr.iv1446 to i8*
  %scevgep1465 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1463 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1464 = getelementptr float, float* %scevgep1463, i64 -7
  %.137.us.174 = load float, float* %scevgep1464, align 4
  store float %.137.us.174, float* %lsr.iv1446, align 4
  %scevgep1461 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1462 = getelementptr float, float* %scevgep1461, i64 -6
  %.137.us.1.1 = load float, float* %scevgep1462, align 4
  %uglygep1467 = getelementptr i8, i8* %lsr.iv14461466, i64 %.46
  %uglygep14671468 = bitcast i8* %uglygep1467 to float*
  store float %.137.us.1.1, float* %uglygep14671468, align 4
  %scevgep1459 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1460 = getelementptr float, float* %scevgep1459, i64 -5
  %.137.us.2.1 = load float, float* %scevgep1460, align 4
  %uglygep1469 = getelementptr i8, i8* %uglygep1467, i64 %.46
  %uglygep14691470 = bitcast i8* %uglygep1469 to float*
  store float %.137.us.2.1, float* %uglygep14691470, align 4
  %scevgep1457 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1458 = getelementptr float, float* %scevgep1457, i64 -4
  %.137.us.3.1 = load float, float* %scevgep1458, align 4
  %uglygep1471 = getelementptr i8, i8* %uglygep1469, i64 %.46
  %uglygep14711472 = bitcast i8* %uglygep1471 to float*
  store float %.137.us.3.1, float* %uglygep14711472, align 4
  %scevgep1455 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1456 = getelementptr float, float* %scevgep1455, i64 -3
  %.137.us.4.1 = load float, float* %scevgep1456, align 4
  %uglygep1473 = getelementptr i8, i8* %uglygep1471, i64 %.46
  %uglygep14731474 = bitcast i8* %uglygep1473 to float*
  store float %.137.us.4.1, float* %uglygep14731474, align 4
  %scevgep1453 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1454 = getelementptr float, float* %scevgep1453, i64 -2
  %.137.us.5.1 = load float, float* %scevgep1454, align 4
  %uglygep1475 = getelementptr i8, i8* %uglygep1473, i64 %.46
  %uglygep14751476 = bitcast i8* %uglygep1475 to float*
  store float %.137.us.5.1, float* %uglygep14751476, align 4
  %scevgep1451 = getelementptr float, float* %lsr.iv1801, i64 %lsr.iv1798
  %scevgep1452 = getelementptr float, float* %scevgep1451, i64 -1
  %.137.us.6.1 = load float, float* %scevgep1452, align 4
  %uglygep1477 = getelementptr i8, i8* %uglygep1475, i64 %.46
  %uglygep14771478 = bitcast i8* %uglygep1477 to float*
  store float %.137.us.6.1, float* %uglygep14771478, align 4
  %.137.us.7.1 = load float, float* %scevgep1465, align 4
  %uglygep1479 = getelementptr i8, i8* %uglygep1477, i64 %.46
  %uglygep14791480 = bitcast i8* %uglygep1479 to float*
  store float %.137.us.7.1, float* %uglygep14791480, align 4
  %lsr.iv.next1799 = add i64 %lsr.iv1798, 8
  %exitcond.not.7.1 = icmp eq i64 %579, %lsr.iv.next1799
  %uglygep1481 = getelementptr i8, i8* %uglygep1479, i64 %.46
  %uglygep14811482 = bitcast i8* %uglygep1481 to float*
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !55

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1, %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.prol.1111

for.body.1.us.prol.1111:                          ; preds = %for.body.1.us.prol.1111, %for.end.1.loopexit.us.1
  %lsr.iv1489 = phi float* [ %582, %for.body.1.us.prol.1111 ], [ %lsr.iv1871, %for.end.1.loopexit.us.1 ]
  %lsr.iv1483 = phi float* [ %581, %for.body.1.us.prol.1111 ], [ %lsr.iv1340, %for.end.1.loopexit.us.1 ]
  %lsr.iv1353 = phi i64 [ %lsr.iv.next1354, %for.body.1.us.prol.1111 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1 ]
  %lsr.iv1333 = phi i64 [ %lsr.iv.next1334, %for.body.1.us.prol.1111 ], [ 0, %for.end.1.loopexit.us.1 ]
  %580 = bitcast float* %lsr.iv1330 to i8*
  %lsr.iv14891490 = bitcast float* %lsr.iv1489 to i1*
  %lsr.iv14831484 = bitcast float* %lsr.iv1483 to i1*
  %uglygep1487 = getelementptr i8, i8* %580, i64 %lsr.iv1333
  %uglygep14871488 = bitcast i8* %uglygep1487 to float*
  %.137.us.prol.1109 = load float, float* %uglygep14871488, align 4
  store float %.137.us.prol.1109, float* %lsr.iv1483, align 4
  %lsr.iv.next1334 = add nuw nsw i64 %lsr.iv1333, 4
  %lsr.iv.next1354 = add i64 %lsr.iv1353, -1
  %scevgep1485 = getelementptr i1, i1* %lsr.iv14831484, i64 %.46
  %581 = bitcast i1* %scevgep1485 to float*
  %prol.iter.cmp.not.1 = icmp eq i64 %20, %lsr.iv.next1334
  %scevgep1491 = getelementptr i1, i1* %lsr.iv14891490, i64 %.46
  %582 = bitcast i1* %scevgep1491 to float*
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1112, label %for.body.1.us.prol.1111, !llvm.loop !58

for.body.1.us.prol.loopexit.1112:                 ; preds = %for.body.1.us.prol.1111
  %583 = icmp ult i64 %4, 7
  %584 = bitcast float* %lsr.iv464 to i1*
  %scevgep466 = getelementptr i1, i1* %584, i64 %6
  %585 = bitcast float* %lsr.iv700 to i1*
  %scevgep702 = getelementptr i1, i1* %585, i64 %6
  br i1 %583, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1124.preheader

for.body.1.us.1124.preheader:                     ; preds = %for.body.1.us.prol.loopexit.1112
  %586 = add i64 %lsr.iv1353, -1
  br label %for.body.1.us.1124

for.body.1.us.1124:                               ; preds = %for.body.1.us.1124.preheader, %for.body.1.us.1124
  %lsr.iv1492 = phi float* [ %lsr.iv1489, %for.body.1.us.1124.preheader ], [ %uglygep15271528, %for.body.1.us.1124 ]
  %lsr.iv1364 = phi i64 [ %lsr.iv.next1365, %for.body.1.us.1124 ], [ 0, %for.body.1.us.1124.preheader ]
  %lsr.iv14921512 = bitcast float* %lsr.iv1492 to i8*
  %scevgep1511 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1509 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1510 = getelementptr float, float* %scevgep1509, i64 -7
  %.137.us.1114 = load float, float* %scevgep1510, align 4
  store float %.137.us.1114, float* %lsr.iv1492, align 4
  %scevgep1507 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1508 = getelementptr float, float* %scevgep1507, i64 -6
  %.137.us.1.1115 = load float, float* %scevgep1508, align 4
  %uglygep1513 = getelementptr i8, i8* %lsr.iv14921512, i64 %.46
  %uglygep15131514 = bitcast i8* %uglygep1513 to float*
  store float %.137.us.1.1115, float* %uglygep15131514, align 4
  %scevgep1505 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1506 = getelementptr float, float* %scevgep1505, i64 -5
  %.137.us.2.1116 = load float, float* %scevgep1506, align 4
  %uglygep1515 = getelementptr i8, i8* %uglygep1513, i64 %.46
  %uglygep15151516 = bitcast i8* %uglygep1515 to float*
  store float %.137.us.2.1116, float* %uglygep15151516, align 4
  %scevgep1503 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1504 = getelementptr float, float* %scevgep1503, i64 -4
  %.137.us.3.1117 = load float, float* %scevgep1504, align 4
  %uglygep1517 = getelementptr i8, i8* %uglygep1515, i64 %.46
  %uglygep15171518 = bitcast i8* %uglygep1517 to float*
  store float %.137.us.3.1117, float* %uglygep15171518, align 4
  %scevgep1501 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1502 = getelementptr float, float* %scevgep1501, i64 -3
  %.137.us.4.1118 = load float, float* %scevgep1502, align 4
  %uglygep1519 = getelementptr i8, i8* %uglygep1517, i64 %.46
  %uglygep15191520 = bitcast i8* %uglygep1519 to float*
  store float %.137.us.4.1118, float* %uglygep15191520, align 4
  %scevgep1499 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1500 = getelementptr float, float* %scevgep1499, i64 -2
  %.137.us.5.1119 = load float, float* %scevgep1500, align 4
  %uglygep1521 = getelementptr i8, i8* %uglygep1519, i64 %.46
  %uglygep15211522 = bitcast i8* %uglygep1521 to float*
  store float %.137.us.5.1119, float* %uglygep15211522, align 4
  %scevgep1497 = getelementptr float, float* %lsr.iv1852, i64 %lsr.iv1364
  %scevgep1498 = getelementptr float, float* %scevgep1497, i64 -1
  %.137.us.6.1120 = load float, float* %scevgep1498, align 4
  %uglygep1523 = getelementptr i8, i8* %uglygep1521, i64 %.46
  %uglygep15231524 = bitcast i8* %uglygep1523 to float*
  store float %.137.us.6.1120, float* %uglygep15231524, align 4
  %.137.us.7.1121 = load float, float* %scevgep1511, align 4
  %uglygep1525 = getelementptr i8, i8* %uglygep1523, i64 %.46
  %uglygep15251526 = bitcast i8* %uglygep1525 to float*
  store float %.137.us.7.1121, float* %uglygep15251526, align 4
  %lsr.iv.next1365 = add i64 %lsr.iv1364, 8
  %exitcond.not.7.1123 = icmp eq i64 %586, %lsr.iv.next1365
  %uglygep1527 = getelementptr i8, i8* %uglygep1525, i64 %.46
  %uglygep15271528 = bitcast i8* %uglygep1527 to float*
  br i1 %exitcond.not.7.1123, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1124, !llvm.loop !55

for.body.1.us.prol.1.preheader.1:                 ; preds = %for.body.1.us.1124, %for.body.1.us.prol.loopexit.1112
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.prol.1.preheader.1
  %lsr.iv1535 = phi float* [ %589, %for.body.1.us.prol.1.1 ], [ %lsr.iv1922, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1529 = phi float* [ %588, %for.body.1.us.prol.1.1 ], [ %lsr.iv1401, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1406 = phi i64 [ %lsr.iv.next1407, %for.body.1.us.prol.1.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1394 = phi i64 [ %lsr.iv.next1395, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.preheader.1 ]
  %587 = bitcast float* %lsr.iv1385 to i8*
  %lsr.iv15351536 = bitcast float* %lsr.iv1535 to i1*
  %lsr.iv15291530 = bitcast float* %lsr.iv1529 to i1*
  %uglygep1533 = getelementptr i8, i8* %587, i64 %lsr.iv1394
  %uglygep15331534 = bitcast i8* %uglygep1533 to float*
  %.137.us.prol.1.1 = load float, float* %uglygep15331534, align 4
  store float %.137.us.prol.1.1, float* %lsr.iv1529, align 4
  %lsr.iv.next1395 = add nuw nsw i64 %lsr.iv1394, 4
  %lsr.iv.next1407 = add i64 %lsr.iv1406, -1
  %scevgep1531 = getelementptr i1, i1* %lsr.iv15291530, i64 %.46
  %588 = bitcast i1* %scevgep1531 to float*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %20, %lsr.iv.next1395
  %scevgep1537 = getelementptr i1, i1* %lsr.iv15351536, i64 %.46
  %589 = bitcast i1* %scevgep1537 to float*
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !58

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1
  %590 = icmp ult i64 %4, 7
  br i1 %590, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1.preheader

for.body.1.us.1.1.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %591 = add i64 %lsr.iv1406, -1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1.preheader, %for.body.1.us.1.1
  %lsr.iv1538 = phi float* [ %lsr.iv1535, %for.body.1.us.1.1.preheader ], [ %uglygep15731574, %for.body.1.us.1.1 ]
  %lsr.iv1419 = phi i64 [ %lsr.iv.next1420, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.1.preheader ]
  %lsr.iv15381558 = bitcast float* %lsr.iv1538 to i8*
  %scevgep1557 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1555 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1556 = getelementptr float, float* %scevgep1555, i64 -7
  %.137.us.174.1 = load float, float* %scevgep1556, align 4
  store float %.137.us.174.1, float* %lsr.iv1538, align 4
  %scevgep1553 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1554 = getelementptr float, float* %scevgep1553, i64 -6
  %.137.us.1.1.1 = load float, float* %scevgep1554, align 4
  %uglygep1559 = getelementptr i8, i8* %lsr.iv15381558, i64 %.46
  %uglygep15591560 = bitcast i8* %uglygep1559 to float*
  store float %.137.us.1.1.1, float* %uglygep15591560, align 4
  %scevgep1551 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1552 = getelementptr float, float* %scevgep1551, i64 -5
  %.137.us.2.1.1 = load float, float* %scevgep1552, align 4
  %uglygep1561 = getelementptr i8, i8* %uglygep1559, i64 %.46
  %uglygep15611562 = bitcast i8* %uglygep1561 to float*
  store float %.137.us.2.1.1, float* %uglygep15611562, align 4
  %scevgep1549 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1550 = getelementptr float, float* %scevgep1549, i64 -4
  %.137.us.3.1.1 = load float, float* %scevgep1550, align 4
  %uglygep1563 = getelementptr i8, i8* %uglygep1561, i64 %.46
  %uglygep15631564 = bitcast i8* %uglygep1563 to float*
  store float %.137.us.3.1.1, float* %uglygep15631564, align 4
  %scevgep1547 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1548 = getelementptr float, float* %scevgep1547, i64 -3
  %.137.us.4.1.1 = load float, float* %scevgep1548, align 4
  %uglygep1565 = getelementptr i8, i8* %uglygep1563, i64 %.46
  %uglygep15651566 = bitcast i8* %uglygep1565 to float*
  store float %.137.us.4.1.1, float* %uglygep15651566, align 4
  %scevgep1545 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1546 = getelementptr float, float* %scevgep1545, i64 -2
  %.137.us.5.1.1 = load float, float* %scevgep1546, align 4
  %uglygep1567 = getelementptr i8, i8* %uglygep1565, i64 %.46
  %uglygep15671568 = bitcast i8* %uglygep1567 to float*
  store float %.137.us.5.1.1, float* %uglygep15671568, align 4
  %scevgep1543 = getelementptr float, float* %lsr.iv1903, i64 %lsr.iv1419
  %scevgep1544 = getelementptr float, float* %scevgep1543, i64 -1
  %.137.us.6.1.1 = load float, float* %scevgep1544, align 4
  %uglygep1569 = getelementptr i8, i8* %uglygep1567, i64 %.46
  %uglygep15691570 = bitcast i8* %uglygep1569 to float*
  store float %.137.us.6.1.1, float* %uglygep15691570, align 4
  %.137.us.7.1.1 = load float, float* %scevgep1557, align 4
  %uglygep1571 = getelementptr i8, i8* %uglygep1569, i64 %.46
  %uglygep15711572 = bitcast i8* %uglygep1571 to float*
  store float %.137.us.7.1.1, float* %uglygep15711572, align 4
  %lsr.iv.next1420 = add i64 %lsr.iv1419, 8
  %exitcond.not.7.1.1 = icmp eq i64 %591, %lsr.iv.next1420
  %uglygep1573 = getelementptr i8, i8* %uglygep1571, i64 %.46
  %uglygep15731574 = bitcast i8* %uglygep1573 to float*
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !55

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1, %for.body.1.us.prol.loopexit.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %lsr.iv1581 = phi float* [ %594, %for.body.1.us.prol.2 ], [ %lsr.iv1973, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1575 = phi float* [ %593, %for.body.1.us.prol.2 ], [ %lsr.iv1449, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1454 = phi i64 [ %lsr.iv.next1455, %for.body.1.us.prol.2 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1442 = phi i64 [ %lsr.iv.next1443, %for.body.1.us.prol.2 ], [ 0, %for.end.1.loopexit.us.1.1 ]
  %592 = bitcast float* %lsr.iv1439 to i8*
  %lsr.iv15811582 = bitcast float* %lsr.iv1581 to i1*
  %lsr.iv15751576 = bitcast float* %lsr.iv1575 to i1*
  %uglygep1579 = getelementptr i8, i8* %592, i64 %lsr.iv1442
  %uglygep15791580 = bitcast i8* %uglygep1579 to float*
  %.137.us.prol.2 = load float, float* %uglygep15791580, align 4
  store float %.137.us.prol.2, float* %lsr.iv1575, align 4
  %lsr.iv.next1443 = add nuw nsw i64 %lsr.iv1442, 4
  %lsr.iv.next1455 = add i64 %lsr.iv1454, -1
  %scevgep1577 = getelementptr i1, i1* %lsr.iv15751576, i64 %.46
  %593 = bitcast i1* %scevgep1577 to float*
  %prol.iter.cmp.not.2 = icmp eq i64 %20, %lsr.iv.next1443
  %scevgep1583 = getelementptr i1, i1* %lsr.iv15811582, i64 %.46
  %594 = bitcast i1* %scevgep1583 to float*
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !58

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2
  %595 = icmp ult i64 %4, 7
  %scevgep466.1 = getelementptr i1, i1* %scevgep466, i64 %6
  %scevgep702.1 = getelementptr i1, i1* %scevgep702, i64 %6
  br i1 %595, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.body.1.us.prol.loopexit.2
  %596 = add i64 %lsr.iv1454, -1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %lsr.iv1584 = phi float* [ %lsr.iv1581, %for.body.1.us.2.preheader ], [ %uglygep16191620, %for.body.1.us.2 ]
  %lsr.iv1465 = phi i64 [ %lsr.iv.next1466, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %lsr.iv15841604 = bitcast float* %lsr.iv1584 to i8*
  %scevgep1603 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1601 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1602 = getelementptr float, float* %scevgep1601, i64 -7
  %.137.us.2125 = load float, float* %scevgep1602, align 4
  store float %.137.us.2125, float* %lsr.iv1584, align 4
  %scevgep1599 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1600 = getelementptr float, float* %scevgep1599, i64 -6
  %.137.us.1.2 = load float, float* %scevgep1600, align 4
  %uglygep1605 = getelementptr i8, i8* %lsr.iv15841604, i64 %.46
  %uglygep16051606 = bitcast i8* %uglygep1605 to float*
  store float %.137.us.1.2, float* %uglygep16051606, align 4
  %scevgep1597 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1598 = getelementptr float, float* %scevgep1597, i64 -5
  %.137.us.2.2 = load float, float* %scevgep1598, align 4
  %uglygep1607 = getelementptr i8, i8* %uglygep1605, i64 %.46
  %uglygep16071608 = bitcast i8* %uglygep1607 to float*
  store float %.137.us.2.2, float* %uglygep16071608, align 4
  %scevgep1595 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1596 = getelementptr float, float* %scevgep1595, i64 -4
  %.137.us.3.2 = load float, float* %scevgep1596, align 4
  %uglygep1609 = getelementptr i8, i8* %uglygep1607, i64 %.46
  %uglygep16091610 = bitcast i8* %uglygep1609 to float*
  store float %.137.us.3.2, float* %uglygep16091610, align 4
  %scevgep1593 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1594 = getelementptr float, float* %scevgep1593, i64 -3
  %.137.us.4.2 = load float, float* %scevgep1594, align 4
  %uglygep1611 = getelementptr i8, i8* %uglygep1609, i64 %.46
  %uglygep16111612 = bitcast i8* %uglygep1611 to float*
  store float %.137.us.4.2, float* %uglygep16111612, align 4
  %scevgep1591 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1592 = getelementptr float, float* %scevgep1591, i64 -2
  %.137.us.5.2 = load float, float* %scevgep1592, align 4
  %uglygep1613 = getelementptr i8, i8* %uglygep1611, i64 %.46
  %uglygep16131614 = bitcast i8* %uglygep1613 to float*
  store float %.137.us.5.2, float* %uglygep16131614, align 4
  %scevgep1589 = getelementptr float, float* %lsr.iv1954, i64 %lsr.iv1465
  %scevgep1590 = getelementptr float, float* %scevgep1589, i64 -1
  %.137.us.6.2 = load float, float* %scevgep1590, align 4
  %uglygep1615 = getelementptr i8, i8* %uglygep1613, i64 %.46
  %uglygep16151616 = bitcast i8* %uglygep1615 to float*
  store float %.137.us.6.2, float* %uglygep16151616, align 4
  %.137.us.7.2 = load float, float* %scevgep1603, align 4
  %uglygep1617 = getelementptr i8, i8* %uglygep1615, i64 %.46
  %uglygep16171618 = bitcast i8* %uglygep1617 to float*
  store float %.137.us.7.2, float* %uglygep16171618, align 4
  %lsr.iv.next1466 = add i64 %lsr.iv1465, 8
  %exitcond.not.7.2 = icmp eq i64 %596, %lsr.iv.next1466
  %uglygep1619 = getelementptr i8, i8* %uglygep1617, i64 %.46
  %uglygep16191620 = bitcast i8* %uglygep1619 to float*
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !55

for.body.1.us.prol.1.preheader.2:                 ; preds = %for.body.1.us.2, %for.body.1.us.prol.loopexit.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.prol.1.preheader.2
  %lsr.iv1627 = phi float* [ %599, %for.body.1.us.prol.1.2 ], [ %lsr.iv2024, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1621 = phi float* [ %598, %for.body.1.us.prol.1.2 ], [ %lsr.iv1495, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1500 = phi i64 [ %lsr.iv.next1501, %for.body.1.us.prol.1.2 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1488 = phi i64 [ %lsr.iv.next1489, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.preheader.2 ]
  %597 = bitcast float* %lsr.iv1485 to i8*
  %lsr.iv16271628 = bitcast float* %lsr.iv1627 to i1*
  %lsr.iv16211622 = bitcast float* %lsr.iv1621 to i1*
  %uglygep1625 = getelementptr i8, i8* %597, i64 %lsr.iv1488
  %uglygep16251626 = bitcast i8* %uglygep1625 to float*
  %.137.us.prol.1.2 = load float, float* %uglygep16251626, align 4
  store float %.137.us.prol.1.2, float* %lsr.iv1621, align 4
  %lsr.iv.next1489 = add nuw nsw i64 %lsr.iv1488, 4
  %lsr.iv.next1501 = add i64 %lsr.iv1500, -1
  %scevgep1623 = getelementptr i1, i1* %lsr.iv16211622, i64 %.46
  %598 = bitcast i1* %scevgep1623 to float*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %20, %lsr.iv.next1489
  %scevgep1629 = getelementptr i1, i1* %lsr.iv16271628, i64 %.46
  %599 = bitcast i1* %scevgep1629 to float*
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !58

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2
  %600 = icmp ult i64 %4, 7
  br i1 %600, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2.preheader

for.body.1.us.1.2.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %601 = add i64 %lsr.iv1500, -1
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2.preheader, %for.body.1.us.1.2
  %lsr.iv1630 = phi float* [ %lsr.iv1627, %for.body.1.us.1.2.preheader ], [ %uglygep16651666, %for.body.1.us.1.2 ]
  %lsr.iv1511 = phi i64 [ %lsr.iv.next1512, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.2.preheader ]
  %lsr.iv16301650 = bitcast float* %lsr.iv1630 to i8*
  %scevgep1649 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1647 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1648 = getelementptr float, float* %scevgep1647, i64 -7
  %.137.us.174.2 = load float, float* %scevgep1648, align 4
  store float %.137.us.174.2, float* %lsr.iv1630, align 4
  %scevgep1645 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1646 = getelementptr float, float* %scevgep1645, i64 -6
  %.137.us.1.1.2 = load float, float* %scevgep1646, align 4
  %uglygep1651 = getelementptr i8, i8* %lsr.iv16301650, i64 %.46
  %uglygep16511652 = bitcast i8* %uglygep1651 to float*
  store float %.137.us.1.1.2, float* %uglygep16511652, align 4
  %scevgep1643 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1644 = getelementptr float, float* %scevgep1643, i64 -5
  %.137.us.2.1.2 = load float, float* %scevgep1644, align 4
  %uglygep1653 = getelementptr i8, i8* %uglygep1651, i64 %.46
  %uglygep16531654 = bitcast i8* %uglygep1653 to float*
  store float %.137.us.2.1.2, float* %uglygep16531654, align 4
  %scevgep1641 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1642 = getelementptr float, float* %scevgep1641, i64 -4
  %.137.us.3.1.2 = load float, float* %scevgep1642, align 4
  %uglygep1655 = getelementptr i8, i8* %uglygep1653, i64 %.46
  %uglygep16551656 = bitcast i8* %uglygep1655 to float*
  store float %.137.us.3.1.2, float* %uglygep16551656, align 4
  %scevgep1639 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1640 = getelementptr float, float* %scevgep1639, i64 -3
  %.137.us.4.1.2 = load float, float* %scevgep1640, align 4
  %uglygep1657 = getelementptr i8, i8* %uglygep1655, i64 %.46
  %uglygep16571658 = bitcast i8* %uglygep1657 to float*
  store float %.137.us.4.1.2, float* %uglygep16571658, align 4
  %scevgep1636 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1638 = getelementptr float, float* %scevgep1636, i64 -2
  %.137.us.5.1.2 = load float, float* %scevgep1638, align 4
  %uglygep1659 = getelementptr i8, i8* %uglygep1657, i64 %.46
  %uglygep16591660 = bitcast i8* %uglygep1659 to float*
  store float %.137.us.5.1.2, float* %uglygep16591660, align 4
  %scevgep1633 = getelementptr float, float* %lsr.iv2005, i64 %lsr.iv1511
  %scevgep1634 = getelementptr float, float* %scevgep1633, i64 -1
  %.137.us.6.1.2 = load float, float* %scevgep1634, align 4
  %uglygep1661 = getelementptr i8, i8* %uglygep1659, i64 %.46
  %uglygep16611662 = bitcast i8* %uglygep1661 to float*
  store float %.137.us.6.1.2, float* %uglygep16611662, align 4
  %.137.us.7.1.2 = load float, float* %scevgep1649, align 4
  %uglygep1663 = getelementptr i8, i8* %uglygep1661, i64 %.46
  %uglygep16631664 = bitcast i8* %uglygep1663 to float*
  store float %.137.us.7.1.2, float* %uglygep16631664, align 4
  %lsr.iv.next1512 = add i64 %lsr.iv1511, 8
  %exitcond.not.7.1.2 = icmp eq i64 %601, %lsr.iv.next1512
  %uglygep1665 = getelementptr i8, i8* %uglygep1663, i64 %.46
  %uglygep16651666 = bitcast i8* %uglygep1665 to float*
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !55

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2, %for.body.1.us.prol.loopexit.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %lsr.iv1673 = phi float* [ %604, %for.body.1.us.prol.3 ], [ %lsr.iv2075, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1667 = phi float* [ %603, %for.body.1.us.prol.3 ], [ %lsr.iv1541, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1546 = phi i64 [ %lsr.iv.next1547, %for.body.1.us.prol.3 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1534 = phi i64 [ %lsr.iv.next1535, %for.body.1.us.prol.3 ], [ 0, %for.end.1.loopexit.us.1.2 ]
  %602 = bitcast float* %lsr.iv1531 to i8*
  %lsr.iv16731674 = bitcast float* %lsr.iv1673 to i1*
  %lsr.iv16671668 = bitcast float* %lsr.iv1667 to i1*
  %uglygep1671 = getelementptr i8, i8* %602, i64 %lsr.iv1534
  %uglygep16711672 = bitcast i8* %uglygep1671 to float*
  %.137.us.prol.3 = load float, float* %uglygep16711672, align 4
  store float %.137.us.prol.3, float* %lsr.iv1667, align 4
  %lsr.iv.next1535 = add nuw nsw i64 %lsr.iv1534, 4
  %lsr.iv.next1547 = add i64 %lsr.iv1546, -1
  %scevgep1669 = getelementptr i1, i1* %lsr.iv16671668, i64 %.46
  %603 = bitcast i1* %scevgep1669 to float*
  %prol.iter.cmp.not.3 = icmp eq i64 %20, %lsr.iv.next1535
  %scevgep1675 = getelementptr i1, i1* %lsr.iv16731674, i64 %.46
  %604 = bitcast i1* %scevgep1675 to float*
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !58

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3
  %605 = icmp ult i64 %4, 7
  %scevgep466.2 = getelementptr i1, i1* %scevgep466.1, i64 %6
  %scevgep702.2 = getelementptr i1, i1* %scevgep702.1, i64 %6
  br i1 %605, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.body.1.us.prol.loopexit.3
  %606 = add i64 %lsr.iv1546, -1
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %lsr.iv1676 = phi float* [ %lsr.iv1673, %for.body.1.us.3.preheader ], [ %uglygep17091710, %for.body.1.us.3 ]
  %lsr.iv1557 = phi i64 [ %lsr.iv.next1558, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %lsr.iv16761694 = bitcast float* %lsr.iv1676 to i8*
  %scevgep1693 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1691 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1692 = getelementptr float, float* %scevgep1691, i64 -7
  %.137.us.3126 = load float, float* %scevgep1692, align 4
  store float %.137.us.3126, float* %lsr.iv1676, align 4
  %scevgep1689 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1690 = getelementptr float, float* %scevgep1689, i64 -6
  %.137.us.1.3 = load float, float* %scevgep1690, align 4
  %uglygep1695 = getelementptr i8, i8* %lsr.iv16761694, i64 %.46
  %uglygep16951696 = bitcast i8* %uglygep1695 to float*
  store float %.137.us.1.3, float* %uglygep16951696, align 4
  %scevgep1687 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1688 = getelementptr float, float* %scevgep1687, i64 -5
  %.137.us.2.3 = load float, float* %scevgep1688, align 4
  %uglygep1697 = getelementptr i8, i8* %uglygep1695, i64 %.46
  %uglygep16971698 = bitcast i8* %uglygep1697 to float*
  store float %.137.us.2.3, float* %uglygep16971698, align 4
  %scevgep1685 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1686 = getelementptr float, float* %scevgep1685, i64 -4
  %.137.us.3.3 = load float, float* %scevgep1686, align 4
  %uglygep1699 = getelementptr i8, i8* %uglygep1697, i64 %.46
  %uglygep16991700 = bitcast i8* %uglygep1699 to float*
  store float %.137.us.3.3, float* %uglygep16991700, align 4
  %scevgep1683 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1684 = getelementptr float, float* %scevgep1683, i64 -3
  %.137.us.4.3 = load float, float* %scevgep1684, align 4
  %uglygep1701 = getelementptr i8, i8* %uglygep1699, i64 %.46
  %uglygep17011702 = bitcast i8* %uglygep1701 to float*
  store float %.137.us.4.3, float* %uglygep17011702, align 4
  %scevgep1681 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1682 = getelementptr float, float* %scevgep1681, i64 -2
  %.137.us.5.3 = load float, float* %scevgep1682, align 4
  %uglygep1703 = getelementptr i8, i8* %uglygep1701, i64 %.46
  %uglygep17031704 = bitcast i8* %uglygep1703 to float*
  store float %.137.us.5.3, float* %uglygep17031704, align 4
  %scevgep1679 = getelementptr float, float* %lsr.iv2056, i64 %lsr.iv1557
  %scevgep1680 = getelementptr float, float* %scevgep1679, i64 -1
  %.137.us.6.3 = load float, float* %scevgep1680, align 4
  %uglygep1705 = getelementptr i8, i8* %uglygep1703, i64 %.46
  %uglygep17051706 = bitcast i8* %uglygep1705 to float*
  store float %.137.us.6.3, float* %uglygep17051706, align 4
  %.137.us.7.3 = load float, float* %scevgep1693, align 4
  %uglygep1707 = getelementptr i8, i8* %uglygep1705, i64 %.46
  %uglygep17071708 = bitcast i8* %uglygep1707 to float*
  store float %.137.us.7.3, float* %uglygep17071708, align 4
  %lsr.iv.next1558 = add i64 %lsr.iv1557, 8
  %exitcond.not.7.3 = icmp eq i64 %606, %lsr.iv.next1558
  %uglygep1709 = getelementptr i8, i8* %uglygep1707, i64 %.46
  %uglygep17091710 = bitcast i8* %uglygep1709 to float*
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !55

for.body.1.us.prol.1.preheader.3:                 ; preds = %for.body.1.us.3, %for.body.1.us.prol.loopexit.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.prol.1.preheader.3
  %lsr.iv1717 = phi float* [ %609, %for.body.1.us.prol.1.3 ], [ %lsr.iv2126, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1711 = phi float* [ %608, %for.body.1.us.prol.1.3 ], [ %lsr.iv1587, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1592 = phi i64 [ %lsr.iv.next1593, %for.body.1.us.prol.1.3 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1580 = phi i64 [ %lsr.iv.next1581, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.preheader.3 ]
  %607 = bitcast float* %lsr.iv1577 to i8*
  %lsr.iv17171718 = bitcast float* %lsr.iv1717 to i1*
  %lsr.iv17111712 = bitcast float* %lsr.iv1711 to i1*
  %uglygep1715 = getelementptr i8, i8* %607, i64 %lsr.iv1580
  %uglygep17151716 = bitcast i8* %uglygep1715 to float*
  %.137.us.prol.1.3 = load float, float* %uglygep17151716, align 4
  store float %.137.us.prol.1.3, float* %lsr.iv1711, align 4
  %lsr.iv.next1581 = add nuw nsw i64 %lsr.iv1580, 4
  %lsr.iv.next1593 = add i64 %lsr.iv1592, -1
  %scevgep1713 = getelementptr i1, i1* %lsr.iv17111712, i64 %.46
  %608 = bitcast i1* %scevgep1713 to float*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %20, %lsr.iv.next1581
  %scevgep1719 = getelementptr i1, i1* %lsr.iv17171718, i64 %.46
  %609 = bitcast i1* %scevgep1719 to float*
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !58

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3
  %610 = icmp ult i64 %4, 7
  br i1 %610, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3.preheader

for.body.1.us.1.3.preheader:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %611 = add i64 %lsr.iv1592, -1
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3.preheader, %for.body.1.us.1.3
  %lsr.iv1720 = phi float* [ %lsr.iv1717, %for.body.1.us.1.3.preheader ], [ %uglygep17531754, %for.body.1.us.1.3 ]
  %lsr.iv1603 = phi i64 [ %lsr.iv.next1604, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.3.preheader ]
  %lsr.iv17201738 = bitcast float* %lsr.iv1720 to i8*
  %scevgep1737 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1735 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1736 = getelementptr float, float* %scevgep1735, i64 -7
  %.137.us.174.3 = load float, float* %scevgep1736, align 4
  store float %.137.us.174.3, float* %lsr.iv1720, align 4
  %scevgep1733 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1734 = getelementptr float, float* %scevgep1733, i64 -6
  %.137.us.1.1.3 = load float, float* %scevgep1734, align 4
  %uglygep1739 = getelementptr i8, i8* %lsr.iv17201738, i64 %.46
  %uglygep17391740 = bitcast i8* %uglygep1739 to float*
  store float %.137.us.1.1.3, float* %uglygep17391740, align 4
  %scevgep1731 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1732 = getelementptr float, float* %scevgep1731, i64 -5
  %.137.us.2.1.3 = load float, float* %scevgep1732, align 4
  %uglygep1741 = getelementptr i8, i8* %uglygep1739, i64 %.46
  %uglygep17411742 = bitcast i8* %uglygep1741 to float*
  store float %.137.us.2.1.3, float* %uglygep17411742, align 4
  %scevgep1729 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1730 = getelementptr float, float* %scevgep1729, i64 -4
  %.137.us.3.1.3 = load float, float* %scevgep1730, align 4
  %uglygep1743 = getelementptr i8, i8* %uglygep1741, i64 %.46
  %uglygep17431744 = bitcast i8* %uglygep1743 to float*
  store float %.137.us.3.1.3, float* %uglygep17431744, align 4
  %scevgep1727 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1728 = getelementptr float, float* %scevgep1727, i64 -3
  %.137.us.4.1.3 = load float, float* %scevgep1728, align 4
  %uglygep1745 = getelementptr i8, i8* %uglygep1743, i64 %.46
  %uglygep17451746 = bitcast i8* %uglygep1745 to float*
  store float %.137.us.4.1.3, float* %uglygep17451746, align 4
  %scevgep1725 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1726 = getelementptr float, float* %scevgep1725, i64 -2
  %.137.us.5.1.3 = load float, float* %scevgep1726, align 4
  %uglygep1747 = getelementptr i8, i8* %uglygep1745, i64 %.46
  %uglygep17471748 = bitcast i8* %uglygep1747 to float*
  store float %.137.us.5.1.3, float* %uglygep17471748, align 4
  %scevgep1723 = getelementptr float, float* %lsr.iv2107, i64 %lsr.iv1603
  %scevgep1724 = getelementptr float, float* %scevgep1723, i64 -1
  %.137.us.6.1.3 = load float, float* %scevgep1724, align 4
  %uglygep1749 = getelementptr i8, i8* %uglygep1747, i64 %.46
  %uglygep17491750 = bitcast i8* %uglygep1749 to float*
  store float %.137.us.6.1.3, float* %uglygep17491750, align 4
  %.137.us.7.1.3 = load float, float* %scevgep1737, align 4
  %uglygep1751 = getelementptr i8, i8* %uglygep1749, i64 %.46
  %uglygep17511752 = bitcast i8* %uglygep1751 to float*
  store float %.137.us.7.1.3, float* %uglygep17511752, align 4
  %lsr.iv.next1604 = add i64 %lsr.iv1603, 8
  %exitcond.not.7.1.3 = icmp eq i64 %611, %lsr.iv.next1604
  %uglygep1753 = getelementptr i8, i8* %uglygep1751, i64 %.46
  %uglygep17531754 = bitcast i8* %uglygep1753 to float*
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !55

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3, %for.body.1.us.prol.loopexit.1.3
  %612 = bitcast float* %lsr.iv1387 to i1*
  %613 = bitcast float* %lsr.iv1801 to i1*
  %614 = bitcast float* %lsr.iv1852 to i1*
  %615 = bitcast float* %lsr.iv1903 to i1*
  %616 = bitcast float* %lsr.iv1954 to i1*
  %617 = bitcast float* %lsr.iv2005 to i1*
  %618 = bitcast float* %lsr.iv2056 to i1*
  %619 = bitcast float* %lsr.iv2107 to i1*
  %620 = bitcast float* %lsr.iv1330 to i1*
  %621 = bitcast float* %lsr.iv1385 to i1*
  %622 = bitcast float* %lsr.iv1439 to i1*
  %623 = bitcast float* %lsr.iv1485 to i1*
  %624 = bitcast float* %lsr.iv1531 to i1*
  %625 = bitcast float* %lsr.iv1577 to i1*
  %scevgep466.3 = getelementptr i1, i1* %scevgep466.2, i64 %6
  %626 = bitcast i1* %scevgep466.3 to float*
  %scevgep702.3 = getelementptr i1, i1* %scevgep702.2, i64 %6
  %627 = bitcast i1* %scevgep702.3 to float*
  %niter107.next.3 = add i64 %niter107, 4
  %scevgep1233 = getelementptr float, float* %lsr.iv1232, i64 8
  %scevgep1286 = getelementptr float, float* %lsr.iv1284, i64 8
  %scevgep1332 = getelementptr i1, i1* %620, i64 %13
  %628 = bitcast i1* %scevgep1332 to float*
  %scevgep1341 = getelementptr float, float* %lsr.iv1340, i64 8
  %scevgep1393 = getelementptr i1, i1* %621, i64 %13
  %629 = bitcast i1* %scevgep1393 to float*
  %scevgep1402 = getelementptr float, float* %lsr.iv1401, i64 8
  %scevgep1441 = getelementptr i1, i1* %622, i64 %13
  %630 = bitcast i1* %scevgep1441 to float*
  %scevgep1450 = getelementptr float, float* %lsr.iv1449, i64 8
  %scevgep1487 = getelementptr i1, i1* %623, i64 %13
  %631 = bitcast i1* %scevgep1487 to float*
  %scevgep1496 = getelementptr float, float* %lsr.iv1495, i64 8
  %scevgep1533 = getelementptr i1, i1* %624, i64 %13
  %632 = bitcast i1* %scevgep1533 to float*
  %scevgep1542 = getelementptr float, float* %lsr.iv1541, i64 8
  %scevgep1579 = getelementptr i1, i1* %625, i64 %13
  %633 = bitcast i1* %scevgep1579 to float*
  %scevgep1588 = getelementptr float, float* %lsr.iv1587, i64 8
  %scevgep1768 = getelementptr float, float* %lsr.iv1767, i64 8
  %scevgep1803 = getelementptr i1, i1* %613, i64 %13
  %634 = bitcast i1* %scevgep1803 to float*
  %scevgep1821 = getelementptr float, float* %lsr.iv1820, i64 8
  %scevgep1854 = getelementptr i1, i1* %614, i64 %13
  %635 = bitcast i1* %scevgep1854 to float*
  %scevgep1872 = getelementptr float, float* %lsr.iv1871, i64 8
  %scevgep1905 = getelementptr i1, i1* %615, i64 %13
  %636 = bitcast i1* %scevgep1905 to float*
  %scevgep1923 = getelementptr float, float* %lsr.iv1922, i64 8
  %scevgep1956 = getelementptr i1, i1* %616, i64 %13
  %637 = bitcast i1* %scevgep1956 to float*
  %scevgep1974 = getelementptr float, float* %lsr.iv1973, i64 8
  %scevgep2007 = getelementptr i1, i1* %617, i64 %13
  %638 = bitcast i1* %scevgep2007 to float*
  %scevgep2025 = getelementptr float, float* %lsr.iv2024, i64 8
  %scevgep2058 = getelementptr i1, i1* %618, i64 %13
  %639 = bitcast i1* %scevgep2058 to float*
  %scevgep2076 = getelementptr float, float* %lsr.iv2075, i64 8
  %scevgep2109 = getelementptr i1, i1* %619, i64 %13
  %640 = bitcast i1* %scevgep2109 to float*
  %scevgep2127 = getelementptr float, float* %lsr.iv2126, i64 8
  %scevgep1389 = getelementptr i1, i1* %612, i64 %13
  %641 = bitcast i1* %scevgep1389 to float*
  %niter107.ncmp.3 = icmp eq i64 %niter107.next.3, %unroll_iter106
  br i1 %niter107.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit: ; preds = %for.end.1.loopexit.us.1.3
  %642 = bitcast i1* %scevgep466.3 to float*
  %643 = bitcast i1* %scevgep702.3 to float*
  %644 = shl i64 %unroll_iter106, 1
  %645 = shl i64 %unroll_iter106, 3
  %646 = or i64 %644, 1
  %.neg82 = sub nuw nsw i64 -4, %645
  br label %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa

for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa:  ; preds = %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit, %for.body.1.us.preheader.preheader
  %lsr.iv713.unr.neg = phi i64 [ -4, %for.body.1.us.preheader.preheader ], [ %.neg82, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv700.unr = phi float* [ %scevgep699, %for.body.1.us.preheader.preheader ], [ %643, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv666.unr = phi i64 [ 1, %for.body.1.us.preheader.preheader ], [ %646, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv487.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %645, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lsr.iv464.unr = phi float* [ %arg.a.4, %for.body.1.us.preheader.preheader ], [ %642, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %644, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa.loopexit ]
  %lcmp.mod105.not = icmp eq i64 %xtraiter85, 0
  br i1 %lcmp.mod105.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil86.preheader

for.body.1.us.preheader.epil86.preheader:         ; preds = %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa
  %647 = add i64 %lsr.iv487.unr, %.46
  %.neg = mul i64 %loop.index4.us.unr, -4
  %648 = add i64 %647, %.neg
  %649 = icmp ult i64 %4, 7
  br i1 %649, label %for.body.1.us.preheader.epil86.us.preheader, label %for.body.1.us.preheader.epil86.preheader365

for.body.1.us.preheader.epil86.us.preheader:      ; preds = %for.body.1.us.preheader.epil86.preheader
  %scevgep1089 = getelementptr float, float* %.6.i6, i64 %loop.index4.us.unr
  %scevgep1106 = getelementptr float, float* %.6.i6, i64 %lsr.iv666.unr
  br label %for.body.1.us.preheader.epil86.us

for.body.1.us.preheader.epil86.preheader365:      ; preds = %for.body.1.us.preheader.epil86.preheader
  %650 = shl i64 %lsr.iv666.unr, 2
  %651 = sub i64 %xtraiter49, %arg.a.5.1
  %scevgep1335 = getelementptr float, float* %lsr.iv700.unr, i64 7
  br label %scalar.ph

for.body.1.us.preheader.epil86.us:                ; preds = %for.end.1.loopexit.us.1.epil.us, %for.body.1.us.preheader.epil86.us.preheader
  %lsr.iv1107 = phi float* [ %scevgep1106, %for.body.1.us.preheader.epil86.us.preheader ], [ %scevgep1108, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv1090 = phi float* [ %scevgep1089, %for.body.1.us.preheader.epil86.us.preheader ], [ %scevgep1092, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv700.epil.us = phi float* [ %lsr.iv700.unr, %for.body.1.us.preheader.epil86.us.preheader ], [ %657, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv464.epil.us = phi float* [ %lsr.iv464.unr, %for.body.1.us.preheader.epil86.us.preheader ], [ %656, %for.end.1.loopexit.us.1.epil.us ]
  %epil.iter104.us = phi i64 [ 0, %for.body.1.us.preheader.epil86.us.preheader ], [ %epil.iter104.next.us, %for.end.1.loopexit.us.1.epil.us ]
  br label %for.body.1.us.prol.epil87.us

for.body.1.us.prol.epil87.us:                     ; preds = %for.body.1.us.prol.epil87.us, %for.body.1.us.preheader.epil86.us
  %lsr.iv1294 = phi float* [ %652, %for.body.1.us.prol.epil87.us ], [ %lsr.iv1090, %for.body.1.us.preheader.epil86.us ]
  %loop.index.12.us.prol.epil88.us = phi i64 [ %.139.us.prol.epil90.us, %for.body.1.us.prol.epil87.us ], [ 0, %for.body.1.us.preheader.epil86.us ]
  %lsr.iv12941295 = bitcast float* %lsr.iv1294 to i1*
  %scevgep1297 = getelementptr float, float* %lsr.iv464.epil.us, i64 %loop.index.12.us.prol.epil88.us
  %.137.us.prol.epil89.us = load float, float* %scevgep1297, align 4
  store float %.137.us.prol.epil89.us, float* %lsr.iv1294, align 4
  %.139.us.prol.epil90.us = add nuw nsw i64 %loop.index.12.us.prol.epil88.us, 1
  %scevgep1296 = getelementptr i1, i1* %lsr.iv12941295, i64 %.46
  %652 = bitcast i1* %scevgep1296 to float*
  %prol.iter.cmp.not.epil.us = icmp eq i64 %xtraiter49, %.139.us.prol.epil90.us
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil87.us, !llvm.loop !58

for.body.1.us.prol.1.epil.us.preheader:           ; preds = %for.body.1.us.prol.epil87.us
  br label %for.body.1.us.prol.1.epil.us

for.body.1.us.prol.1.epil.us:                     ; preds = %for.body.1.us.prol.1.epil.us.preheader, %for.body.1.us.prol.1.epil.us
  %lsr.iv1298 = phi float* [ %lsr.iv1107, %for.body.1.us.prol.1.epil.us.preheader ], [ %653, %for.body.1.us.prol.1.epil.us ]
  %loop.index.12.us.prol.1.epil.us = phi i64 [ %.139.us.prol.1.epil.us, %for.body.1.us.prol.1.epil.us ], [ 0, %for.body.1.us.prol.1.epil.us.preheader ]
  %lsr.iv12981299 = bitcast float* %lsr.iv1298 to i1*
  %scevgep1301 = getelementptr float, float* %lsr.iv700.epil.us, i64 %loop.index.12.us.prol.1.epil.us
  %.137.us.prol.1.epil.us = load float, float* %scevgep1301, align 4
  store float %.137.us.prol.1.epil.us, float* %lsr.iv1298, align 4
  %.139.us.prol.1.epil.us = add nuw nsw i64 %loop.index.12.us.prol.1.epil.us, 1
  %scevgep1300 = getelementptr i1, i1* %lsr.iv12981299, i64 %.46
  %653 = bitcast i1* %scevgep1300 to float*
  %prol.iter.cmp.1.not.epil.us = icmp eq i64 %xtraiter49, %.139.us.prol.1.epil.us
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !58

for.end.1.loopexit.us.1.epil.us:                  ; preds = %for.body.1.us.prol.1.epil.us
  %654 = bitcast float* %lsr.iv464.epil.us to i1*
  %655 = bitcast float* %lsr.iv700.epil.us to i1*
  %scevgep466.epil.us = getelementptr i1, i1* %654, i64 %6
  %656 = bitcast i1* %scevgep466.epil.us to float*
  %scevgep702.epil.us = getelementptr i1, i1* %655, i64 %6
  %657 = bitcast i1* %scevgep702.epil.us to float*
  %epil.iter104.next.us = add nuw nsw i64 %epil.iter104.us, 1
  %scevgep1092 = getelementptr float, float* %lsr.iv1090, i64 2
  %scevgep1108 = getelementptr float, float* %lsr.iv1107, i64 2
  %epil.iter104.cmp.not.us = icmp eq i64 %epil.iter104.next.us, %xtraiter85
  br i1 %epil.iter104.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil86.us, !llvm.loop !59

scalar.ph:                                        ; preds = %for.end.1.loopexit.us.1.epil, %for.body.1.us.preheader.epil86.preheader365
  %lsr.iv1336 = phi float* [ %668, %for.end.1.loopexit.us.1.epil ], [ %scevgep1335, %for.body.1.us.preheader.epil86.preheader365 ]
  %lsr.iv1633 = phi float* [ %lsr.iv464.unr, %for.body.1.us.preheader.epil86.preheader365 ], [ %667, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1169 = phi i64 [ %650, %for.body.1.us.preheader.epil86.preheader365 ], [ %lsr.iv.next1170, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1164 = phi i64 [ %lsr.iv713.unr.neg, %for.body.1.us.preheader.epil86.preheader365 ], [ %lsr.iv.next1165, %for.end.1.loopexit.us.1.epil ]
  %loop.index4.us.epil = phi i64 [ %loop.index4.us.unr, %for.body.1.us.preheader.epil86.preheader365 ], [ %.141.us.1.epil, %for.end.1.loopexit.us.1.epil ]
  %epil.iter104 = phi i64 [ 0, %for.body.1.us.preheader.epil86.preheader365 ], [ %epil.iter104.next, %for.end.1.loopexit.us.1.epil ]
  br label %for.body.1.us.prol.epil87

for.body.1.us.prol.epil87:                        ; preds = %for.body.1.us.prol.epil87, %scalar.ph
  %lsr.iv1653 = phi i64 [ %lsr.iv.next1654, %for.body.1.us.prol.epil87 ], [ %xtraiter49, %scalar.ph ]
  %lsr.iv1636 = phi float* [ %scevgep1637, %for.body.1.us.prol.epil87 ], [ %lsr.iv1633, %scalar.ph ]
  %lsr.iv1119 = phi i64 [ %lsr.iv.next1120, %for.body.1.us.prol.epil87 ], [ %loop.index4.us.epil, %scalar.ph ]
  %scevgep1317 = getelementptr float, float* %.6.i6, i64 %lsr.iv1119
  %.137.us.prol.epil89 = load float, float* %lsr.iv1636, align 4
  store float %.137.us.prol.epil89, float* %scevgep1317, align 4
  %lsr.iv.next1120 = add i64 %lsr.iv1119, %arg.a.5.0
  %scevgep1637 = getelementptr float, float* %lsr.iv1636, i64 1
  %lsr.iv.next1654 = add i64 %lsr.iv1653, -1
  %prol.iter.cmp.not.epil = icmp eq i64 %lsr.iv.next1654, 0
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.epil92.preheader, label %for.body.1.us.prol.epil87, !llvm.loop !60

for.body.1.us.epil92.preheader:                   ; preds = %for.body.1.us.prol.epil87
  br label %for.body.1.us.epil92

for.body.1.us.epil92:                             ; preds = %for.body.1.us.epil92.preheader, %for.body.1.us.epil92
  %lsr.iv1125 = phi i64 [ %lsr.iv.next1126, %for.body.1.us.epil92 ], [ 0, %for.body.1.us.epil92.preheader ]
  %lsr.iv481.epil = phi float* [ %658, %for.body.1.us.epil92 ], [ %.6.i6, %for.body.1.us.epil92.preheader ]
  %scevgep1319 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1320 = getelementptr float, float* %scevgep1319, i64 7
  %lsr.iv481482.epil = bitcast float* %lsr.iv481.epil to i1*
  %scevgep1318 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %.137.us.epil94 = load float, float* %scevgep1318, align 4
  %sunkaddr7522.epil = getelementptr float, float* %lsr.iv481.epil, i64 %lsr.iv.next1120
  %sunkaddr7522.epil1062 = bitcast float* %sunkaddr7522.epil to i8*
  store float %.137.us.epil94, float* %sunkaddr7522.epil, align 4
  %scevgep1321 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1322 = getelementptr float, float* %scevgep1321, i64 1
  %.137.us.1.epil95 = load float, float* %scevgep1322, align 4
  %uglygep1063 = getelementptr i8, i8* %sunkaddr7522.epil1062, i64 %648
  %uglygep10631064 = bitcast i8* %uglygep1063 to float*
  store float %.137.us.1.epil95, float* %uglygep10631064, align 4
  %scevgep1323 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1324 = getelementptr float, float* %scevgep1323, i64 2
  %.137.us.2.epil96 = load float, float* %scevgep1324, align 4
  %uglygep1065 = getelementptr i8, i8* %uglygep1063, i64 %.46
  %uglygep10651066 = bitcast i8* %uglygep1065 to float*
  store float %.137.us.2.epil96, float* %uglygep10651066, align 4
  %scevgep1325 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1326 = getelementptr float, float* %scevgep1325, i64 3
  %.137.us.3.epil97 = load float, float* %scevgep1326, align 4
  %uglygep1067 = getelementptr i8, i8* %uglygep1065, i64 %.46
  %uglygep10671068 = bitcast i8* %uglygep1067 to float*
  store float %.137.us.3.epil97, float* %uglygep10671068, align 4
  %scevgep1327 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1328 = getelementptr float, float* %scevgep1327, i64 4
  %.137.us.4.epil98 = load float, float* %scevgep1328, align 4
  %uglygep1069 = getelementptr i8, i8* %uglygep1067, i64 %.46
  %uglygep10691070 = bitcast i8* %uglygep1069 to float*
  store float %.137.us.4.epil98, float* %uglygep10691070, align 4
  %scevgep1330 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1331 = getelementptr float, float* %scevgep1330, i64 5
  %.137.us.5.epil99 = load float, float* %scevgep1331, align 4
  %uglygep1071 = getelementptr i8, i8* %uglygep1069, i64 %.46
  %uglygep10711072 = bitcast i8* %uglygep1071 to float*
  store float %.137.us.5.epil99, float* %uglygep10711072, align 4
  %scevgep1333 = getelementptr float, float* %scevgep1637, i64 %lsr.iv1125
  %scevgep1334 = getelementptr float, float* %scevgep1333, i64 6
  %.137.us.6.epil100 = load float, float* %scevgep1334, align 4
  %uglygep1073 = getelementptr i8, i8* %uglygep1071, i64 %.46
  %uglygep10731074 = bitcast i8* %uglygep1073 to float*
  store float %.137.us.6.epil100, float* %uglygep10731074, align 4
  %.137.us.7.epil101 = load float, float* %scevgep1320, align 4
  %uglygep1075 = getelementptr i8, i8* %uglygep1073, i64 %.46
  %uglygep10751076 = bitcast i8* %uglygep1075 to float*
  store float %.137.us.7.epil101, float* %uglygep10751076, align 4
  %scevgep483.epil = getelementptr i1, i1* %lsr.iv481482.epil, i64 %7
  %658 = bitcast i1* %scevgep483.epil to float*
  %lsr.iv.next1126 = add i64 %lsr.iv1125, 8
  %659 = add i64 %651, %lsr.iv.next1126
  %exitcond.not.7.epil103 = icmp eq i64 %659, 0
  br i1 %exitcond.not.7.epil103, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil92, !llvm.loop !55

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.epil92
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1358 = phi float* [ %.6.i6, %for.body.1.us.prol.1.epil.preheader ], [ %660, %for.body.1.us.prol.1.epil ]
  %lsr.iv1339 = phi float* [ %lsr.iv1336, %for.body.1.us.prol.1.epil.preheader ], [ %scevgep1340, %for.body.1.us.prol.1.epil ]
  %lsr.iv1697 = phi i64 [ %lsr.iv.next1698, %for.body.1.us.prol.1.epil ], [ %xtraiter49, %for.body.1.us.prol.1.epil.preheader ]
  %scevgep1357 = getelementptr float, float* %lsr.iv1339, i64 -7
  %lsr.iv13581359 = bitcast float* %lsr.iv1358 to i1*
  %lsr.iv13581362 = bitcast float* %lsr.iv1358 to i8*
  %uglygep1363 = getelementptr i8, i8* %lsr.iv13581362, i64 %lsr.iv1169
  %uglygep13631364 = bitcast i8* %uglygep1363 to float*
  %.137.us.prol.1.epil = load float, float* %scevgep1357, align 4
  store float %.137.us.prol.1.epil, float* %uglygep13631364, align 4
  %lsr.iv.next1698 = add i64 %lsr.iv1697, -1
  %scevgep1340 = getelementptr float, float* %lsr.iv1339, i64 1
  %scevgep1360 = getelementptr i1, i1* %lsr.iv13581359, i64 %.46
  %660 = bitcast i1* %scevgep1360 to float*
  %prol.iter.cmp.1.not.epil = icmp eq i64 %lsr.iv.next1698, 0
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !58

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.1.epil
  %661 = bitcast i1* %scevgep1360 to float*
  %662 = bitcast float* %661 to i8*
  %663 = mul i64 %lsr.iv1164, -1
  %uglygep1361 = getelementptr i8, i8* %662, i64 %663
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv1176 = phi i64 [ %lsr.iv.next1177, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1086.in = phi i8* [ %lsr.chain1381, %for.body.1.us.1.epil ], [ %uglygep1361, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1086 = bitcast i8* %lsr.iv1086.in to float*
  %scevgep1367 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1365 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1366 = getelementptr float, float* %scevgep1365, i64 -7
  %.137.us.174.epil = load float, float* %scevgep1366, align 4
  store float %.137.us.174.epil, float* %lsr.iv1086, align 4
  %scevgep1368 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1369 = getelementptr float, float* %scevgep1368, i64 -6
  %.137.us.1.1.epil = load float, float* %scevgep1369, align 4
  %uglygep1202 = getelementptr i8, i8* %lsr.iv1086.in, i64 %.46
  %uglygep12021203 = bitcast i8* %uglygep1202 to float*
  store float %.137.us.1.1.epil, float* %uglygep12021203, align 4
  %scevgep1370 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1371 = getelementptr float, float* %scevgep1370, i64 -5
  %.137.us.2.1.epil = load float, float* %scevgep1371, align 4
  %uglygep1204 = getelementptr i8, i8* %uglygep1202, i64 %.46
  %uglygep12041205 = bitcast i8* %uglygep1204 to float*
  store float %.137.us.2.1.epil, float* %uglygep12041205, align 4
  %scevgep1372 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1373 = getelementptr float, float* %scevgep1372, i64 -4
  %.137.us.3.1.epil = load float, float* %scevgep1373, align 4
  %uglygep1206 = getelementptr i8, i8* %uglygep1204, i64 %.46
  %uglygep12061207 = bitcast i8* %uglygep1206 to float*
  store float %.137.us.3.1.epil, float* %uglygep12061207, align 4
  %scevgep1374 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1375 = getelementptr float, float* %scevgep1374, i64 -3
  %.137.us.4.1.epil = load float, float* %scevgep1375, align 4
  %uglygep1208 = getelementptr i8, i8* %uglygep1206, i64 %.46
  %uglygep12081209 = bitcast i8* %uglygep1208 to float*
  store float %.137.us.4.1.epil, float* %uglygep12081209, align 4
  %scevgep1376 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1377 = getelementptr float, float* %scevgep1376, i64 -2
  %.137.us.5.1.epil = load float, float* %scevgep1377, align 4
  %uglygep1210 = getelementptr i8, i8* %uglygep1208, i64 %.46
  %uglygep12101211 = bitcast i8* %uglygep1210 to float*
  store float %.137.us.5.1.epil, float* %uglygep12101211, align 4
  %scevgep1378 = getelementptr float, float* %scevgep1340, i64 %lsr.iv1176
  %scevgep1379 = getelementptr float, float* %scevgep1378, i64 -1
  %.137.us.6.1.epil = load float, float* %scevgep1379, align 4
  %uglygep1212 = getelementptr i8, i8* %uglygep1210, i64 %.46
  %uglygep12121213 = bitcast i8* %uglygep1212 to float*
  store float %.137.us.6.1.epil, float* %uglygep12121213, align 4
  %.137.us.7.1.epil = load float, float* %scevgep1367, align 4
  %uglygep1214 = getelementptr i8, i8* %uglygep1212, i64 %.46
  %uglygep12141215 = bitcast i8* %uglygep1214 to float*
  store float %.137.us.7.1.epil, float* %uglygep12141215, align 4
  %lsr.iv.next1177 = add i64 %lsr.iv1176, 8
  %uglygep1216 = getelementptr i8, i8* %uglygep1214, i64 %.46
  %uglygep12161380 = bitcast i8* %uglygep1216 to float*
  %664 = add i64 %651, %lsr.iv.next1177
  %exitcond.not.7.1.epil = icmp eq i64 %664, 0
  %lsr.chain1381 = bitcast float* %uglygep12161380 to i8*
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !55

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil
  %665 = bitcast float* %lsr.iv1336 to i1*
  %666 = bitcast float* %lsr.iv1633 to i1*
  %.141.us.1.epil = add nuw nsw i64 %loop.index4.us.epil, 2
  %epil.iter104.next = add nuw nsw i64 %epil.iter104, 1
  %lsr.iv.next1165 = add nsw i64 %lsr.iv1164, -8
  %lsr.iv.next1170 = add i64 %lsr.iv1169, 8
  %scevgep1635 = getelementptr i1, i1* %666, i64 %6
  %667 = bitcast i1* %scevgep1635 to float*
  %scevgep1338 = getelementptr i1, i1* %665, i64 %6
  %668 = bitcast i1* %scevgep1338 to float*
  %epil.iter104.cmp.not = icmp eq i64 %epil.iter104.next, %xtraiter85
  br i1 %epil.iter104.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !59

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.1.loopexit.us.1.epil.us, %for.end.1.loopexit.us.1.us, %for.end.loopexit.unr-lcssa.loopexit73.unr-lcssa
  %669 = and i64 %arg.a.5.0, 1
  %lcmp.mod60.not = icmp eq i64 %669, 0
  br i1 %lcmp.mod60.not, label %for.end, label %iter.check.epil

iter.check.epil:                                  ; preds = %for.end.loopexit.unr-lcssa, %iter.check.preheader
  %loop.index4.us.unr33 = phi i64 [ %unroll_iter61, %for.end.loopexit.unr-lcssa ], [ 0, %iter.check.preheader ]
  %670 = icmp eq i64 %arg.a.5.0, 1
  %671 = mul i64 %loop.index4.us.unr33, %arg.a.5.1
  %min.iters.check.epil = icmp ugt i64 %arg.a.5.1, 7
  %or.cond48.epil = select i1 %min.iters.check.epil, i1 %670, i1 false
  br i1 %or.cond48.epil, label %vector.memcheck.epil, label %for.body.1.us.preheader.epil

vector.memcheck.epil:                             ; preds = %iter.check.epil
  %672 = add i64 %671, %arg.a.5.1
  %scevgep36.epil = getelementptr float, float* %arg.a.4, i64 %672
  %scevgep34.epil = getelementptr float, float* %arg.a.4, i64 %671
  %673 = add i64 %loop.index4.us.unr33, %arg.a.5.1
  %scevgep32.epil = getelementptr float, float* %.6.i6, i64 %673
  %scevgep.epil = getelementptr float, float* %.6.i6, i64 %loop.index4.us.unr33
  %bound0.epil = icmp ult float* %scevgep.epil, %scevgep36.epil
  %bound1.epil = icmp ult float* %scevgep34.epil, %scevgep32.epil
  %found.conflict.epil = and i1 %bound1.epil, %bound0.epil
  br i1 %found.conflict.epil, label %for.body.1.us.preheader.epil, label %vector.main.loop.iter.check.epil

vector.main.loop.iter.check.epil:                 ; preds = %vector.memcheck.epil
  %min.iters.check38.epil = icmp ult i64 %arg.a.5.1, 64
  br i1 %min.iters.check38.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %n.vec.epil = and i64 %arg.a.5.1, -64
  %xtraiter.epil = and i64 %3, 7
  %674 = icmp ult i64 %1, 448
  br i1 %674, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 576460752303423480
  %675 = add i64 %671, 496
  %scevgep148 = getelementptr float, float* %arg.a.4, i64 %675
  %676 = add nsw i64 %unroll_iter.epil, -8
  %677 = lshr exact i64 %676, 3
  %678 = add nuw nsw i64 %677, 1
  %xtraiter = and i64 %678, 3
  %679 = icmp ult i64 %676, 24
  br i1 %679, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const1755 = bitcast i64 4611686018427387896 to i64
  %const_mat1756 = add i64 %const1755, 4
  %unroll_iter = and i64 %678, %const_mat1756
  br label %vector.body.epil52

vector.body.epil52:                               ; preds = %vector.body.epil52, %vector.ph.new.epil.new
  %lsr.iv245 = phi float* [ %scevgep.epil, %vector.ph.new.epil.new ], [ %scevgep24719.3, %vector.body.epil52 ]
  %index.epil53 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil52 ]
  %lsr.iv245248 = bitcast float* %lsr.iv245 to <16 x float>*
  %scevgep243 = getelementptr float, float* %scevgep34.epil, i64 %index.epil53
  %680 = bitcast float* %scevgep243 to <16 x float>*
  %wide.load.epil54 = load <16 x float>, <16 x float>* %680, align 4, !alias.scope !61
  %sunkaddr2512 = mul i64 %index.epil53, 4
  %681 = bitcast float* %scevgep148 to i8*
  %sunkaddr2513 = getelementptr i8, i8* %681, i64 %sunkaddr2512
  %sunkaddr2514 = getelementptr i8, i8* %sunkaddr2513, i64 -1920
  %682 = bitcast i8* %sunkaddr2514 to <16 x float>*
  %wide.load39.epil55 = load <16 x float>, <16 x float>* %682, align 4, !alias.scope !61
  %sunkaddr2515 = mul i64 %index.epil53, 4
  %683 = bitcast float* %scevgep148 to i8*
  %sunkaddr2516 = getelementptr i8, i8* %683, i64 %sunkaddr2515
  %sunkaddr2517 = getelementptr i8, i8* %sunkaddr2516, i64 -1856
  %684 = bitcast i8* %sunkaddr2517 to <16 x float>*
  %wide.load40.epil56 = load <16 x float>, <16 x float>* %684, align 4, !alias.scope !61
  %sunkaddr2518 = mul i64 %index.epil53, 4
  %685 = bitcast float* %scevgep148 to i8*
  %sunkaddr2519 = getelementptr i8, i8* %685, i64 %sunkaddr2518
  %sunkaddr2520 = getelementptr i8, i8* %sunkaddr2519, i64 -1792
  %686 = bitcast i8* %sunkaddr2520 to <16 x float>*
  %wide.load41.epil57 = load <16 x float>, <16 x float>* %686, align 4, !alias.scope !61
  store <16 x float> %wide.load.epil54, <16 x float>* %lsr.iv245248, align 4, !alias.scope !64, !noalias !61
  %scevgep251 = getelementptr float, float* %lsr.iv245, i64 16
  %687 = bitcast float* %scevgep251 to <16 x float>*
  store <16 x float> %wide.load39.epil55, <16 x float>* %687, align 4, !alias.scope !64, !noalias !61
  %scevgep252 = getelementptr float, float* %lsr.iv245, i64 32
  %688 = bitcast float* %scevgep252 to <16 x float>*
  store <16 x float> %wide.load40.epil56, <16 x float>* %688, align 4, !alias.scope !64, !noalias !61
  %scevgep253 = getelementptr float, float* %lsr.iv245, i64 48
  %689 = bitcast float* %scevgep253 to <16 x float>*
  store <16 x float> %wide.load41.epil57, <16 x float>* %689, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2521 = mul i64 %index.epil53, 4
  %690 = bitcast float* %scevgep148 to i8*
  %sunkaddr2522 = getelementptr i8, i8* %690, i64 %sunkaddr2521
  %sunkaddr2523 = getelementptr i8, i8* %sunkaddr2522, i64 -1728
  %691 = bitcast i8* %sunkaddr2523 to <16 x float>*
  %wide.load.1.epil = load <16 x float>, <16 x float>* %691, align 4, !alias.scope !61
  %sunkaddr2524 = mul i64 %index.epil53, 4
  %692 = bitcast float* %scevgep148 to i8*
  %sunkaddr2525 = getelementptr i8, i8* %692, i64 %sunkaddr2524
  %sunkaddr2526 = getelementptr i8, i8* %sunkaddr2525, i64 -1664
  %693 = bitcast i8* %sunkaddr2526 to <16 x float>*
  %wide.load39.1.epil = load <16 x float>, <16 x float>* %693, align 4, !alias.scope !61
  %sunkaddr2527 = mul i64 %index.epil53, 4
  %694 = bitcast float* %scevgep148 to i8*
  %sunkaddr2528 = getelementptr i8, i8* %694, i64 %sunkaddr2527
  %sunkaddr2529 = getelementptr i8, i8* %sunkaddr2528, i64 -1600
  %695 = bitcast i8* %sunkaddr2529 to <16 x float>*
  %wide.load40.1.epil = load <16 x float>, <16 x float>* %695, align 4, !alias.scope !61
  %sunkaddr2530 = mul i64 %index.epil53, 4
  %696 = bitcast float* %scevgep148 to i8*
  %sunkaddr2531 = getelementptr i8, i8* %696, i64 %sunkaddr2530
  %sunkaddr2532 = getelementptr i8, i8* %sunkaddr2531, i64 -1536
  %697 = bitcast i8* %sunkaddr2532 to <16 x float>*
  %wide.load41.1.epil = load <16 x float>, <16 x float>* %697, align 4, !alias.scope !61
  %uglygep25539 = getelementptr float, float* %lsr.iv245, i64 64
  %uglygep255256 = bitcast float* %uglygep25539 to <16 x float>*
  store <16 x float> %wide.load.1.epil, <16 x float>* %uglygep255256, align 4, !alias.scope !64, !noalias !61
  %scevgep25740 = getelementptr float, float* %lsr.iv245, i64 80
  %698 = bitcast float* %scevgep25740 to <16 x float>*
  store <16 x float> %wide.load39.1.epil, <16 x float>* %698, align 4, !alias.scope !64, !noalias !61
  %scevgep25841 = getelementptr float, float* %lsr.iv245, i64 96
  %699 = bitcast float* %scevgep25841 to <16 x float>*
  store <16 x float> %wide.load40.1.epil, <16 x float>* %699, align 4, !alias.scope !64, !noalias !61
  %scevgep25942 = getelementptr float, float* %lsr.iv245, i64 112
  %700 = bitcast float* %scevgep25942 to <16 x float>*
  store <16 x float> %wide.load41.1.epil, <16 x float>* %700, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2533 = mul i64 %index.epil53, 4
  %701 = bitcast float* %scevgep148 to i8*
  %sunkaddr2534 = getelementptr i8, i8* %701, i64 %sunkaddr2533
  %sunkaddr2535 = getelementptr i8, i8* %sunkaddr2534, i64 -1472
  %702 = bitcast i8* %sunkaddr2535 to <16 x float>*
  %wide.load.2.epil = load <16 x float>, <16 x float>* %702, align 4, !alias.scope !61
  %sunkaddr2536 = mul i64 %index.epil53, 4
  %703 = bitcast float* %scevgep148 to i8*
  %sunkaddr2537 = getelementptr i8, i8* %703, i64 %sunkaddr2536
  %sunkaddr2538 = getelementptr i8, i8* %sunkaddr2537, i64 -1408
  %704 = bitcast i8* %sunkaddr2538 to <16 x float>*
  %wide.load39.2.epil = load <16 x float>, <16 x float>* %704, align 4, !alias.scope !61
  %sunkaddr2539 = mul i64 %index.epil53, 4
  %705 = bitcast float* %scevgep148 to i8*
  %sunkaddr2540 = getelementptr i8, i8* %705, i64 %sunkaddr2539
  %sunkaddr2541 = getelementptr i8, i8* %sunkaddr2540, i64 -1344
  %706 = bitcast i8* %sunkaddr2541 to <16 x float>*
  %wide.load40.2.epil = load <16 x float>, <16 x float>* %706, align 4, !alias.scope !61
  %sunkaddr2542 = mul i64 %index.epil53, 4
  %707 = bitcast float* %scevgep148 to i8*
  %sunkaddr2543 = getelementptr i8, i8* %707, i64 %sunkaddr2542
  %sunkaddr2544 = getelementptr i8, i8* %sunkaddr2543, i64 -1280
  %708 = bitcast i8* %sunkaddr2544 to <16 x float>*
  %wide.load41.2.epil = load <16 x float>, <16 x float>* %708, align 4, !alias.scope !61
  %uglygep26043 = getelementptr float, float* %lsr.iv245, i64 128
  %uglygep260261 = bitcast float* %uglygep26043 to <16 x float>*
  store <16 x float> %wide.load.2.epil, <16 x float>* %uglygep260261, align 4, !alias.scope !64, !noalias !61
  %scevgep26244 = getelementptr float, float* %lsr.iv245, i64 144
  %709 = bitcast float* %scevgep26244 to <16 x float>*
  store <16 x float> %wide.load39.2.epil, <16 x float>* %709, align 4, !alias.scope !64, !noalias !61
  %scevgep26345 = getelementptr float, float* %lsr.iv245, i64 160
  %710 = bitcast float* %scevgep26345 to <16 x float>*
  store <16 x float> %wide.load40.2.epil, <16 x float>* %710, align 4, !alias.scope !64, !noalias !61
  %scevgep26446 = getelementptr float, float* %lsr.iv245, i64 176
  %711 = bitcast float* %scevgep26446 to <16 x float>*
  store <16 x float> %wide.load41.2.epil, <16 x float>* %711, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2545 = mul i64 %index.epil53, 4
  %712 = bitcast float* %scevgep148 to i8*
  %sunkaddr2546 = getelementptr i8, i8* %712, i64 %sunkaddr2545
  %sunkaddr2547 = getelementptr i8, i8* %sunkaddr2546, i64 -1216
  %713 = bitcast i8* %sunkaddr2547 to <16 x float>*
  %wide.load.3.epil = load <16 x float>, <16 x float>* %713, align 4, !alias.scope !61
  %sunkaddr2548 = mul i64 %index.epil53, 4
  %714 = bitcast float* %scevgep148 to i8*
  %sunkaddr2549 = getelementptr i8, i8* %714, i64 %sunkaddr2548
  %sunkaddr2550 = getelementptr i8, i8* %sunkaddr2549, i64 -1152
  %715 = bitcast i8* %sunkaddr2550 to <16 x float>*
  %wide.load39.3.epil = load <16 x float>, <16 x float>* %715, align 4, !alias.scope !61
  %sunkaddr2551 = mul i64 %index.epil53, 4
  %716 = bitcast float* %scevgep148 to i8*
  %sunkaddr2552 = getelementptr i8, i8* %716, i64 %sunkaddr2551
  %sunkaddr2553 = getelementptr i8, i8* %sunkaddr2552, i64 -1088
  %717 = bitcast i8* %sunkaddr2553 to <16 x float>*
  %wide.load40.3.epil = load <16 x float>, <16 x float>* %717, align 4, !alias.scope !61
  %sunkaddr2554 = mul i64 %index.epil53, 4
  %718 = bitcast float* %scevgep148 to i8*
  %sunkaddr2555 = getelementptr i8, i8* %718, i64 %sunkaddr2554
  %sunkaddr2556 = getelementptr i8, i8* %sunkaddr2555, i64 -1024
  %719 = bitcast i8* %sunkaddr2556 to <16 x float>*
  %wide.load41.3.epil = load <16 x float>, <16 x float>* %719, align 4, !alias.scope !61
  %uglygep26547 = getelementptr float, float* %lsr.iv245, i64 192
  %uglygep265266 = bitcast float* %uglygep26547 to <16 x float>*
  store <16 x float> %wide.load.3.epil, <16 x float>* %uglygep265266, align 4, !alias.scope !64, !noalias !61
  %scevgep26748 = getelementptr float, float* %lsr.iv245, i64 208
  %720 = bitcast float* %scevgep26748 to <16 x float>*
  store <16 x float> %wide.load39.3.epil, <16 x float>* %720, align 4, !alias.scope !64, !noalias !61
  %scevgep26849 = getelementptr float, float* %lsr.iv245, i64 224
  %721 = bitcast float* %scevgep26849 to <16 x float>*
  store <16 x float> %wide.load40.3.epil, <16 x float>* %721, align 4, !alias.scope !64, !noalias !61
  %scevgep26950 = getelementptr float, float* %lsr.iv245, i64 240
  %722 = bitcast float* %scevgep26950 to <16 x float>*
  store <16 x float> %wide.load41.3.epil, <16 x float>* %722, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2557 = mul i64 %index.epil53, 4
  %723 = bitcast float* %scevgep148 to i8*
  %sunkaddr2558 = getelementptr i8, i8* %723, i64 %sunkaddr2557
  %sunkaddr2559 = getelementptr i8, i8* %sunkaddr2558, i64 -960
  %724 = bitcast i8* %sunkaddr2559 to <16 x float>*
  %wide.load.4.epil = load <16 x float>, <16 x float>* %724, align 4, !alias.scope !61
  %sunkaddr2560 = mul i64 %index.epil53, 4
  %725 = bitcast float* %scevgep148 to i8*
  %sunkaddr2561 = getelementptr i8, i8* %725, i64 %sunkaddr2560
  %sunkaddr2562 = getelementptr i8, i8* %sunkaddr2561, i64 -896
  %726 = bitcast i8* %sunkaddr2562 to <16 x float>*
  %wide.load39.4.epil = load <16 x float>, <16 x float>* %726, align 4, !alias.scope !61
  %sunkaddr2563 = mul i64 %index.epil53, 4
  %727 = bitcast float* %scevgep148 to i8*
  %sunkaddr2564 = getelementptr i8, i8* %727, i64 %sunkaddr2563
  %sunkaddr2565 = getelementptr i8, i8* %sunkaddr2564, i64 -832
  %728 = bitcast i8* %sunkaddr2565 to <16 x float>*
  %wide.load40.4.epil = load <16 x float>, <16 x float>* %728, align 4, !alias.scope !61
  %sunkaddr2566 = mul i64 %index.epil53, 4
  %729 = bitcast float* %scevgep148 to i8*
  %sunkaddr2567 = getelementptr i8, i8* %729, i64 %sunkaddr2566
  %sunkaddr2568 = getelementptr i8, i8* %sunkaddr2567, i64 -768
  %730 = bitcast i8* %sunkaddr2568 to <16 x float>*
  %wide.load41.4.epil = load <16 x float>, <16 x float>* %730, align 4, !alias.scope !61
  %uglygep27051 = getelementptr float, float* %lsr.iv245, i64 256
  %uglygep270271 = bitcast float* %uglygep27051 to <16 x float>*
  store <16 x float> %wide.load.4.epil, <16 x float>* %uglygep270271, align 4, !alias.scope !64, !noalias !61
  %scevgep27252 = getelementptr float, float* %lsr.iv245, i64 272
  %731 = bitcast float* %scevgep27252 to <16 x float>*
  store <16 x float> %wide.load39.4.epil, <16 x float>* %731, align 4, !alias.scope !64, !noalias !61
  %scevgep27353 = getelementptr float, float* %lsr.iv245, i64 288
  %732 = bitcast float* %scevgep27353 to <16 x float>*
  store <16 x float> %wide.load40.4.epil, <16 x float>* %732, align 4, !alias.scope !64, !noalias !61
  %scevgep27454 = getelementptr float, float* %lsr.iv245, i64 304
  %733 = bitcast float* %scevgep27454 to <16 x float>*
  store <16 x float> %wide.load41.4.epil, <16 x float>* %733, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2569 = mul i64 %index.epil53, 4
  %734 = bitcast float* %scevgep148 to i8*
  %sunkaddr2570 = getelementptr i8, i8* %734, i64 %sunkaddr2569
  %sunkaddr2571 = getelementptr i8, i8* %sunkaddr2570, i64 -704
  %735 = bitcast i8* %sunkaddr2571 to <16 x float>*
  %wide.load.5.epil = load <16 x float>, <16 x float>* %735, align 4, !alias.scope !61
  %sunkaddr2572 = mul i64 %index.epil53, 4
  %736 = bitcast float* %scevgep148 to i8*
  %sunkaddr2573 = getelementptr i8, i8* %736, i64 %sunkaddr2572
  %sunkaddr2574 = getelementptr i8, i8* %sunkaddr2573, i64 -640
  %737 = bitcast i8* %sunkaddr2574 to <16 x float>*
  %wide.load39.5.epil = load <16 x float>, <16 x float>* %737, align 4, !alias.scope !61
  %sunkaddr2575 = mul i64 %index.epil53, 4
  %738 = bitcast float* %scevgep148 to i8*
  %sunkaddr2576 = getelementptr i8, i8* %738, i64 %sunkaddr2575
  %sunkaddr2577 = getelementptr i8, i8* %sunkaddr2576, i64 -576
  %739 = bitcast i8* %sunkaddr2577 to <16 x float>*
  %wide.load40.5.epil = load <16 x float>, <16 x float>* %739, align 4, !alias.scope !61
  %sunkaddr2578 = mul i64 %index.epil53, 4
  %740 = bitcast float* %scevgep148 to i8*
  %sunkaddr2579 = getelementptr i8, i8* %740, i64 %sunkaddr2578
  %sunkaddr2580 = getelementptr i8, i8* %sunkaddr2579, i64 -512
  %741 = bitcast i8* %sunkaddr2580 to <16 x float>*
  %wide.load41.5.epil = load <16 x float>, <16 x float>* %741, align 4, !alias.scope !61
  %uglygep27555 = getelementptr float, float* %lsr.iv245, i64 320
  %uglygep275276 = bitcast float* %uglygep27555 to <16 x float>*
  store <16 x float> %wide.load.5.epil, <16 x float>* %uglygep275276, align 4, !alias.scope !64, !noalias !61
  %scevgep27756 = getelementptr float, float* %lsr.iv245, i64 336
  %742 = bitcast float* %scevgep27756 to <16 x float>*
  store <16 x float> %wide.load39.5.epil, <16 x float>* %742, align 4, !alias.scope !64, !noalias !61
  %scevgep27857 = getelementptr float, float* %lsr.iv245, i64 352
  %743 = bitcast float* %scevgep27857 to <16 x float>*
  store <16 x float> %wide.load40.5.epil, <16 x float>* %743, align 4, !alias.scope !64, !noalias !61
  %scevgep27958 = getelementptr float, float* %lsr.iv245, i64 368
  %744 = bitcast float* %scevgep27958 to <16 x float>*
  store <16 x float> %wide.load41.5.epil, <16 x float>* %744, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2581 = mul i64 %index.epil53, 4
  %745 = bitcast float* %scevgep148 to i8*
  %sunkaddr2582 = getelementptr i8, i8* %745, i64 %sunkaddr2581
  %sunkaddr2583 = getelementptr i8, i8* %sunkaddr2582, i64 -448
  %746 = bitcast i8* %sunkaddr2583 to <16 x float>*
  %wide.load.6.epil = load <16 x float>, <16 x float>* %746, align 4, !alias.scope !61
  %sunkaddr2584 = mul i64 %index.epil53, 4
  %747 = bitcast float* %scevgep148 to i8*
  %sunkaddr2585 = getelementptr i8, i8* %747, i64 %sunkaddr2584
  %sunkaddr2586 = getelementptr i8, i8* %sunkaddr2585, i64 -384
  %748 = bitcast i8* %sunkaddr2586 to <16 x float>*
  %wide.load39.6.epil = load <16 x float>, <16 x float>* %748, align 4, !alias.scope !61
  %sunkaddr2587 = mul i64 %index.epil53, 4
  %749 = bitcast float* %scevgep148 to i8*
  %sunkaddr2588 = getelementptr i8, i8* %749, i64 %sunkaddr2587
  %sunkaddr2589 = getelementptr i8, i8* %sunkaddr2588, i64 -320
  %750 = bitcast i8* %sunkaddr2589 to <16 x float>*
  %wide.load40.6.epil = load <16 x float>, <16 x float>* %750, align 4, !alias.scope !61
  %sunkaddr2590 = mul i64 %index.epil53, 4
  %751 = bitcast float* %scevgep148 to i8*
  %sunkaddr2591 = getelementptr i8, i8* %751, i64 %sunkaddr2590
  %sunkaddr2592 = getelementptr i8, i8* %sunkaddr2591, i64 -256
  %752 = bitcast i8* %sunkaddr2592 to <16 x float>*
  %wide.load41.6.epil = load <16 x float>, <16 x float>* %752, align 4, !alias.scope !61
  %uglygep28059 = getelementptr float, float* %lsr.iv245, i64 384
  %uglygep280281 = bitcast float* %uglygep28059 to <16 x float>*
  store <16 x float> %wide.load.6.epil, <16 x float>* %uglygep280281, align 4, !alias.scope !64, !noalias !61
  %scevgep28260 = getelementptr float, float* %lsr.iv245, i64 400
  %753 = bitcast float* %scevgep28260 to <16 x float>*
  store <16 x float> %wide.load39.6.epil, <16 x float>* %753, align 4, !alias.scope !64, !noalias !61
  %scevgep28361 = getelementptr float, float* %lsr.iv245, i64 416
  %754 = bitcast float* %scevgep28361 to <16 x float>*
  store <16 x float> %wide.load40.6.epil, <16 x float>* %754, align 4, !alias.scope !64, !noalias !61
  %scevgep28462 = getelementptr float, float* %lsr.iv245, i64 432
  %755 = bitcast float* %scevgep28462 to <16 x float>*
  store <16 x float> %wide.load41.6.epil, <16 x float>* %755, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2593 = mul i64 %index.epil53, 4
  %756 = bitcast float* %scevgep148 to i8*
  %sunkaddr2594 = getelementptr i8, i8* %756, i64 %sunkaddr2593
  %sunkaddr2595 = getelementptr i8, i8* %sunkaddr2594, i64 -192
  %757 = bitcast i8* %sunkaddr2595 to <16 x float>*
  %wide.load.7.epil = load <16 x float>, <16 x float>* %757, align 4, !alias.scope !61
  %sunkaddr2596 = mul i64 %index.epil53, 4
  %758 = bitcast float* %scevgep148 to i8*
  %sunkaddr2597 = getelementptr i8, i8* %758, i64 %sunkaddr2596
  %sunkaddr2598 = getelementptr i8, i8* %sunkaddr2597, i64 -128
  %759 = bitcast i8* %sunkaddr2598 to <16 x float>*
  %wide.load39.7.epil = load <16 x float>, <16 x float>* %759, align 4, !alias.scope !61
  %sunkaddr2599 = mul i64 %index.epil53, 4
  %760 = bitcast float* %scevgep148 to i8*
  %sunkaddr2600 = getelementptr i8, i8* %760, i64 %sunkaddr2599
  %sunkaddr2601 = getelementptr i8, i8* %sunkaddr2600, i64 -64
  %761 = bitcast i8* %sunkaddr2601 to <16 x float>*
  %wide.load40.7.epil = load <16 x float>, <16 x float>* %761, align 4, !alias.scope !61
  %scevgep221 = getelementptr float, float* %scevgep148, i64 %index.epil53
  %scevgep221222 = bitcast float* %scevgep221 to <16 x float>*
  %wide.load41.7.epil = load <16 x float>, <16 x float>* %scevgep221222, align 4, !alias.scope !61
  %uglygep28563 = getelementptr float, float* %lsr.iv245, i64 448
  %uglygep285286 = bitcast float* %uglygep28563 to <16 x float>*
  store <16 x float> %wide.load.7.epil, <16 x float>* %uglygep285286, align 4, !alias.scope !64, !noalias !61
  %scevgep28764 = getelementptr float, float* %lsr.iv245, i64 464
  %762 = bitcast float* %scevgep28764 to <16 x float>*
  store <16 x float> %wide.load39.7.epil, <16 x float>* %762, align 4, !alias.scope !64, !noalias !61
  %scevgep28865 = getelementptr float, float* %lsr.iv245, i64 480
  %763 = bitcast float* %scevgep28865 to <16 x float>*
  store <16 x float> %wide.load40.7.epil, <16 x float>* %763, align 4, !alias.scope !64, !noalias !61
  %scevgep28966 = getelementptr float, float* %lsr.iv245, i64 496
  %764 = bitcast float* %scevgep28966 to <16 x float>*
  store <16 x float> %wide.load41.7.epil, <16 x float>* %764, align 4, !alias.scope !64, !noalias !61
  %index.next.7.epil = or i64 %index.epil53, 512
  %scevgep24719 = getelementptr float, float* %lsr.iv245, i64 512
  %lsr.iv245248.1 = bitcast float* %scevgep24719 to <16 x float>*
  %scevgep243.1 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil
  %765 = bitcast float* %scevgep243.1 to <16 x float>*
  %wide.load.epil54.1 = load <16 x float>, <16 x float>* %765, align 4, !alias.scope !61
  %sunkaddr2602 = mul i64 %index.next.7.epil, 4
  %766 = bitcast float* %scevgep148 to i8*
  %sunkaddr2603 = getelementptr i8, i8* %766, i64 %sunkaddr2602
  %sunkaddr2604 = getelementptr i8, i8* %sunkaddr2603, i64 -1920
  %767 = bitcast i8* %sunkaddr2604 to <16 x float>*
  %wide.load39.epil55.1 = load <16 x float>, <16 x float>* %767, align 4, !alias.scope !61
  %sunkaddr2605 = mul i64 %index.next.7.epil, 4
  %768 = bitcast float* %scevgep148 to i8*
  %sunkaddr2606 = getelementptr i8, i8* %768, i64 %sunkaddr2605
  %sunkaddr2607 = getelementptr i8, i8* %sunkaddr2606, i64 -1856
  %769 = bitcast i8* %sunkaddr2607 to <16 x float>*
  %wide.load40.epil56.1 = load <16 x float>, <16 x float>* %769, align 4, !alias.scope !61
  %sunkaddr2608 = mul i64 %index.next.7.epil, 4
  %770 = bitcast float* %scevgep148 to i8*
  %sunkaddr2609 = getelementptr i8, i8* %770, i64 %sunkaddr2608
  %sunkaddr2610 = getelementptr i8, i8* %sunkaddr2609, i64 -1792
  %771 = bitcast i8* %sunkaddr2610 to <16 x float>*
  %wide.load41.epil57.1 = load <16 x float>, <16 x float>* %771, align 4, !alias.scope !61
  store <16 x float> %wide.load.epil54.1, <16 x float>* %lsr.iv245248.1, align 4, !alias.scope !64, !noalias !61
  %scevgep251.1 = getelementptr float, float* %lsr.iv245, i64 528
  %772 = bitcast float* %scevgep251.1 to <16 x float>*
  store <16 x float> %wide.load39.epil55.1, <16 x float>* %772, align 4, !alias.scope !64, !noalias !61
  %scevgep252.1 = getelementptr float, float* %lsr.iv245, i64 544
  %773 = bitcast float* %scevgep252.1 to <16 x float>*
  store <16 x float> %wide.load40.epil56.1, <16 x float>* %773, align 4, !alias.scope !64, !noalias !61
  %scevgep253.1 = getelementptr float, float* %lsr.iv245, i64 560
  %774 = bitcast float* %scevgep253.1 to <16 x float>*
  store <16 x float> %wide.load41.epil57.1, <16 x float>* %774, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2611 = mul i64 %index.next.7.epil, 4
  %775 = bitcast float* %scevgep148 to i8*
  %sunkaddr2612 = getelementptr i8, i8* %775, i64 %sunkaddr2611
  %sunkaddr2613 = getelementptr i8, i8* %sunkaddr2612, i64 -1728
  %776 = bitcast i8* %sunkaddr2613 to <16 x float>*
  %wide.load.1.epil.1 = load <16 x float>, <16 x float>* %776, align 4, !alias.scope !61
  %sunkaddr2614 = mul i64 %index.next.7.epil, 4
  %777 = bitcast float* %scevgep148 to i8*
  %sunkaddr2615 = getelementptr i8, i8* %777, i64 %sunkaddr2614
  %sunkaddr2616 = getelementptr i8, i8* %sunkaddr2615, i64 -1664
  %778 = bitcast i8* %sunkaddr2616 to <16 x float>*
  %wide.load39.1.epil.1 = load <16 x float>, <16 x float>* %778, align 4, !alias.scope !61
  %sunkaddr2617 = mul i64 %index.next.7.epil, 4
  %779 = bitcast float* %scevgep148 to i8*
  %sunkaddr2618 = getelementptr i8, i8* %779, i64 %sunkaddr2617
  %sunkaddr2619 = getelementptr i8, i8* %sunkaddr2618, i64 -1600
  %780 = bitcast i8* %sunkaddr2619 to <16 x float>*
  %wide.load40.1.epil.1 = load <16 x float>, <16 x float>* %780, align 4, !alias.scope !61
  %sunkaddr2620 = mul i64 %index.next.7.epil, 4
  %781 = bitcast float* %scevgep148 to i8*
  %sunkaddr2621 = getelementptr i8, i8* %781, i64 %sunkaddr2620
  %sunkaddr2622 = getelementptr i8, i8* %sunkaddr2621, i64 -1536
  %782 = bitcast i8* %sunkaddr2622 to <16 x float>*
  %wide.load41.1.epil.1 = load <16 x float>, <16 x float>* %782, align 4, !alias.scope !61
  %uglygep25539.1 = getelementptr float, float* %lsr.iv245, i64 576
  %uglygep255256.1 = bitcast float* %uglygep25539.1 to <16 x float>*
  store <16 x float> %wide.load.1.epil.1, <16 x float>* %uglygep255256.1, align 4, !alias.scope !64, !noalias !61
  %scevgep25740.1 = getelementptr float, float* %lsr.iv245, i64 592
  %783 = bitcast float* %scevgep25740.1 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.1, <16 x float>* %783, align 4, !alias.scope !64, !noalias !61
  %scevgep25841.1 = getelementptr float, float* %lsr.iv245, i64 608
  %784 = bitcast float* %scevgep25841.1 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.1, <16 x float>* %784, align 4, !alias.scope !64, !noalias !61
  %scevgep25942.1 = getelementptr float, float* %lsr.iv245, i64 624
  %785 = bitcast float* %scevgep25942.1 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.1, <16 x float>* %785, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2623 = mul i64 %index.next.7.epil, 4
  %786 = bitcast float* %scevgep148 to i8*
  %sunkaddr2624 = getelementptr i8, i8* %786, i64 %sunkaddr2623
  %sunkaddr2625 = getelementptr i8, i8* %sunkaddr2624, i64 -1472
  %787 = bitcast i8* %sunkaddr2625 to <16 x float>*
  %wide.load.2.epil.1 = load <16 x float>, <16 x float>* %787, align 4, !alias.scope !61
  %sunkaddr2626 = mul i64 %index.next.7.epil, 4
  %788 = bitcast float* %scevgep148 to i8*
  %sunkaddr2627 = getelementptr i8, i8* %788, i64 %sunkaddr2626
  %sunkaddr2628 = getelementptr i8, i8* %sunkaddr2627, i64 -1408
  %789 = bitcast i8* %sunkaddr2628 to <16 x float>*
  %wide.load39.2.epil.1 = load <16 x float>, <16 x float>* %789, align 4, !alias.scope !61
  %sunkaddr2629 = mul i64 %index.next.7.epil, 4
  %790 = bitcast float* %scevgep148 to i8*
  %sunkaddr2630 = getelementptr i8, i8* %790, i64 %sunkaddr2629
  %sunkaddr2631 = getelementptr i8, i8* %sunkaddr2630, i64 -1344
  %791 = bitcast i8* %sunkaddr2631 to <16 x float>*
  %wide.load40.2.epil.1 = load <16 x float>, <16 x float>* %791, align 4, !alias.scope !61
  %sunkaddr2632 = mul i64 %index.next.7.epil, 4
  %792 = bitcast float* %scevgep148 to i8*
  %sunkaddr2633 = getelementptr i8, i8* %792, i64 %sunkaddr2632
  %sunkaddr2634 = getelementptr i8, i8* %sunkaddr2633, i64 -1280
  %793 = bitcast i8* %sunkaddr2634 to <16 x float>*
  %wide.load41.2.epil.1 = load <16 x float>, <16 x float>* %793, align 4, !alias.scope !61
  %uglygep26043.1 = getelementptr float, float* %lsr.iv245, i64 640
  %uglygep260261.1 = bitcast float* %uglygep26043.1 to <16 x float>*
  store <16 x float> %wide.load.2.epil.1, <16 x float>* %uglygep260261.1, align 4, !alias.scope !64, !noalias !61
  %scevgep26244.1 = getelementptr float, float* %lsr.iv245, i64 656
  %794 = bitcast float* %scevgep26244.1 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.1, <16 x float>* %794, align 4, !alias.scope !64, !noalias !61
  %scevgep26345.1 = getelementptr float, float* %lsr.iv245, i64 672
  %795 = bitcast float* %scevgep26345.1 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.1, <16 x float>* %795, align 4, !alias.scope !64, !noalias !61
  %scevgep26446.1 = getelementptr float, float* %lsr.iv245, i64 688
  %796 = bitcast float* %scevgep26446.1 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.1, <16 x float>* %796, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2635 = mul i64 %index.next.7.epil, 4
  %797 = bitcast float* %scevgep148 to i8*
  %sunkaddr2636 = getelementptr i8, i8* %797, i64 %sunkaddr2635
  %sunkaddr2637 = getelementptr i8, i8* %sunkaddr2636, i64 -1216
  %798 = bitcast i8* %sunkaddr2637 to <16 x float>*
  %wide.load.3.epil.1 = load <16 x float>, <16 x float>* %798, align 4, !alias.scope !61
  %sunkaddr2638 = mul i64 %index.next.7.epil, 4
  %799 = bitcast float* %scevgep148 to i8*
  %sunkaddr2639 = getelementptr i8, i8* %799, i64 %sunkaddr2638
  %sunkaddr2640 = getelementptr i8, i8* %sunkaddr2639, i64 -1152
  %800 = bitcast i8* %sunkaddr2640 to <16 x float>*
  %wide.load39.3.epil.1 = load <16 x float>, <16 x float>* %800, align 4, !alias.scope !61
  %sunkaddr2641 = mul i64 %index.next.7.epil, 4
  %801 = bitcast float* %scevgep148 to i8*
  %sunkaddr2642 = getelementptr i8, i8* %801, i64 %sunkaddr2641
  %sunkaddr2643 = getelementptr i8, i8* %sunkaddr2642, i64 -1088
  %802 = bitcast i8* %sunkaddr2643 to <16 x float>*
  %wide.load40.3.epil.1 = load <16 x float>, <16 x float>* %802, align 4, !alias.scope !61
  %sunkaddr2644 = mul i64 %index.next.7.epil, 4
  %803 = bitcast float* %scevgep148 to i8*
  %sunkaddr2645 = getelementptr i8, i8* %803, i64 %sunkaddr2644
  %sunkaddr2646 = getelementptr i8, i8* %sunkaddr2645, i64 -1024
  %804 = bitcast i8* %sunkaddr2646 to <16 x float>*
  %wide.load41.3.epil.1 = load <16 x float>, <16 x float>* %804, align 4, !alias.scope !61
  %uglygep26547.1 = getelementptr float, float* %lsr.iv245, i64 704
  %uglygep265266.1 = bitcast float* %uglygep26547.1 to <16 x float>*
  store <16 x float> %wide.load.3.epil.1, <16 x float>* %uglygep265266.1, align 4, !alias.scope !64, !noalias !61
  %scevgep26748.1 = getelementptr float, float* %lsr.iv245, i64 720
  %805 = bitcast float* %scevgep26748.1 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.1, <16 x float>* %805, align 4, !alias.scope !64, !noalias !61
  %scevgep26849.1 = getelementptr float, float* %lsr.iv245, i64 736
  %806 = bitcast float* %scevgep26849.1 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.1, <16 x float>* %806, align 4, !alias.scope !64, !noalias !61
  %scevgep26950.1 = getelementptr float, float* %lsr.iv245, i64 752
  %807 = bitcast float* %scevgep26950.1 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.1, <16 x float>* %807, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2647 = mul i64 %index.next.7.epil, 4
  %808 = bitcast float* %scevgep148 to i8*
  %sunkaddr2648 = getelementptr i8, i8* %808, i64 %sunkaddr2647
  %sunkaddr2649 = getelementptr i8, i8* %sunkaddr2648, i64 -960
  %809 = bitcast i8* %sunkaddr2649 to <16 x float>*
  %wide.load.4.epil.1 = load <16 x float>, <16 x float>* %809, align 4, !alias.scope !61
  %sunkaddr2650 = mul i64 %index.next.7.epil, 4
  %810 = bitcast float* %scevgep148 to i8*
  %sunkaddr2651 = getelementptr i8, i8* %810, i64 %sunkaddr2650
  %sunkaddr2652 = getelementptr i8, i8* %sunkaddr2651, i64 -896
  %811 = bitcast i8* %sunkaddr2652 to <16 x float>*
  %wide.load39.4.epil.1 = load <16 x float>, <16 x float>* %811, align 4, !alias.scope !61
  %sunkaddr2653 = mul i64 %index.next.7.epil, 4
  %812 = bitcast float* %scevgep148 to i8*
  %sunkaddr2654 = getelementptr i8, i8* %812, i64 %sunkaddr2653
  %sunkaddr2655 = getelementptr i8, i8* %sunkaddr2654, i64 -832
  %813 = bitcast i8* %sunkaddr2655 to <16 x float>*
  %wide.load40.4.epil.1 = load <16 x float>, <16 x float>* %813, align 4, !alias.scope !61
  %sunkaddr2656 = mul i64 %index.next.7.epil, 4
  %814 = bitcast float* %scevgep148 to i8*
  %sunkaddr2657 = getelementptr i8, i8* %814, i64 %sunkaddr2656
  %sunkaddr2658 = getelementptr i8, i8* %sunkaddr2657, i64 -768
  %815 = bitcast i8* %sunkaddr2658 to <16 x float>*
  %wide.load41.4.epil.1 = load <16 x float>, <16 x float>* %815, align 4, !alias.scope !61
  %uglygep27051.1 = getelementptr float, float* %lsr.iv245, i64 768
  %uglygep270271.1 = bitcast float* %uglygep27051.1 to <16 x float>*
  store <16 x float> %wide.load.4.epil.1, <16 x float>* %uglygep270271.1, align 4, !alias.scope !64, !noalias !61
  %scevgep27252.1 = getelementptr float, float* %lsr.iv245, i64 784
  %816 = bitcast float* %scevgep27252.1 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.1, <16 x float>* %816, align 4, !alias.scope !64, !noalias !61
  %scevgep27353.1 = getelementptr float, float* %lsr.iv245, i64 800
  %817 = bitcast float* %scevgep27353.1 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.1, <16 x float>* %817, align 4, !alias.scope !64, !noalias !61
  %scevgep27454.1 = getelementptr float, float* %lsr.iv245, i64 816
  %818 = bitcast float* %scevgep27454.1 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.1, <16 x float>* %818, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2659 = mul i64 %index.next.7.epil, 4
  %819 = bitcast float* %scevgep148 to i8*
  %sunkaddr2660 = getelementptr i8, i8* %819, i64 %sunkaddr2659
  %sunkaddr2661 = getelementptr i8, i8* %sunkaddr2660, i64 -704
  %820 = bitcast i8* %sunkaddr2661 to <16 x float>*
  %wide.load.5.epil.1 = load <16 x float>, <16 x float>* %820, align 4, !alias.scope !61
  %sunkaddr2662 = mul i64 %index.next.7.epil, 4
  %821 = bitcast float* %scevgep148 to i8*
  %sunkaddr2663 = getelementptr i8, i8* %821, i64 %sunkaddr2662
  %sunkaddr2664 = getelementptr i8, i8* %sunkaddr2663, i64 -640
  %822 = bitcast i8* %sunkaddr2664 to <16 x float>*
  %wide.load39.5.epil.1 = load <16 x float>, <16 x float>* %822, align 4, !alias.scope !61
  %sunkaddr2665 = mul i64 %index.next.7.epil, 4
  %823 = bitcast float* %scevgep148 to i8*
  %sunkaddr2666 = getelementptr i8, i8* %823, i64 %sunkaddr2665
  %sunkaddr2667 = getelementptr i8, i8* %sunkaddr2666, i64 -576
  %824 = bitcast i8* %sunkaddr2667 to <16 x float>*
  %wide.load40.5.epil.1 = load <16 x float>, <16 x float>* %824, align 4, !alias.scope !61
  %sunkaddr2668 = mul i64 %index.next.7.epil, 4
  %825 = bitcast float* %scevgep148 to i8*
  %sunkaddr2669 = getelementptr i8, i8* %825, i64 %sunkaddr2668
  %sunkaddr2670 = getelementptr i8, i8* %sunkaddr2669, i64 -512
  %826 = bitcast i8* %sunkaddr2670 to <16 x float>*
  %wide.load41.5.epil.1 = load <16 x float>, <16 x float>* %826, align 4, !alias.scope !61
  %uglygep27555.1 = getelementptr float, float* %lsr.iv245, i64 832
  %uglygep275276.1 = bitcast float* %uglygep27555.1 to <16 x float>*
  store <16 x float> %wide.load.5.epil.1, <16 x float>* %uglygep275276.1, align 4, !alias.scope !64, !noalias !61
  %scevgep27756.1 = getelementptr float, float* %lsr.iv245, i64 848
  %827 = bitcast float* %scevgep27756.1 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.1, <16 x float>* %827, align 4, !alias.scope !64, !noalias !61
  %scevgep27857.1 = getelementptr float, float* %lsr.iv245, i64 864
  %828 = bitcast float* %scevgep27857.1 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.1, <16 x float>* %828, align 4, !alias.scope !64, !noalias !61
  %scevgep27958.1 = getelementptr float, float* %lsr.iv245, i64 880
  %829 = bitcast float* %scevgep27958.1 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.1, <16 x float>* %829, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2671 = mul i64 %index.next.7.epil, 4
  %830 = bitcast float* %scevgep148 to i8*
  %sunkaddr2672 = getelementptr i8, i8* %830, i64 %sunkaddr2671
  %sunkaddr2673 = getelementptr i8, i8* %sunkaddr2672, i64 -448
  %831 = bitcast i8* %sunkaddr2673 to <16 x float>*
  %wide.load.6.epil.1 = load <16 x float>, <16 x float>* %831, align 4, !alias.scope !61
  %sunkaddr2674 = mul i64 %index.next.7.epil, 4
  %832 = bitcast float* %scevgep148 to i8*
  %sunkaddr2675 = getelementptr i8, i8* %832, i64 %sunkaddr2674
  %sunkaddr2676 = getelementptr i8, i8* %sunkaddr2675, i64 -384
  %833 = bitcast i8* %sunkaddr2676 to <16 x float>*
  %wide.load39.6.epil.1 = load <16 x float>, <16 x float>* %833, align 4, !alias.scope !61
  %sunkaddr2677 = mul i64 %index.next.7.epil, 4
  %834 = bitcast float* %scevgep148 to i8*
  %sunkaddr2678 = getelementptr i8, i8* %834, i64 %sunkaddr2677
  %sunkaddr2679 = getelementptr i8, i8* %sunkaddr2678, i64 -320
  %835 = bitcast i8* %sunkaddr2679 to <16 x float>*
  %wide.load40.6.epil.1 = load <16 x float>, <16 x float>* %835, align 4, !alias.scope !61
  %sunkaddr2680 = mul i64 %index.next.7.epil, 4
  %836 = bitcast float* %scevgep148 to i8*
  %sunkaddr2681 = getelementptr i8, i8* %836, i64 %sunkaddr2680
  %sunkaddr2682 = getelementptr i8, i8* %sunkaddr2681, i64 -256
  %837 = bitcast i8* %sunkaddr2682 to <16 x float>*
  %wide.load41.6.epil.1 = load <16 x float>, <16 x float>* %837, align 4, !alias.scope !61
  %uglygep28059.1 = getelementptr float, float* %lsr.iv245, i64 896
  %uglygep280281.1 = bitcast float* %uglygep28059.1 to <16 x float>*
  store <16 x float> %wide.load.6.epil.1, <16 x float>* %uglygep280281.1, align 4, !alias.scope !64, !noalias !61
  %scevgep28260.1 = getelementptr float, float* %lsr.iv245, i64 912
  %838 = bitcast float* %scevgep28260.1 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.1, <16 x float>* %838, align 4, !alias.scope !64, !noalias !61
  %scevgep28361.1 = getelementptr float, float* %lsr.iv245, i64 928
  %839 = bitcast float* %scevgep28361.1 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.1, <16 x float>* %839, align 4, !alias.scope !64, !noalias !61
  %scevgep28462.1 = getelementptr float, float* %lsr.iv245, i64 944
  %840 = bitcast float* %scevgep28462.1 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.1, <16 x float>* %840, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2683 = mul i64 %index.next.7.epil, 4
  %841 = bitcast float* %scevgep148 to i8*
  %sunkaddr2684 = getelementptr i8, i8* %841, i64 %sunkaddr2683
  %sunkaddr2685 = getelementptr i8, i8* %sunkaddr2684, i64 -192
  %842 = bitcast i8* %sunkaddr2685 to <16 x float>*
  %wide.load.7.epil.1 = load <16 x float>, <16 x float>* %842, align 4, !alias.scope !61
  %sunkaddr2686 = mul i64 %index.next.7.epil, 4
  %843 = bitcast float* %scevgep148 to i8*
  %sunkaddr2687 = getelementptr i8, i8* %843, i64 %sunkaddr2686
  %sunkaddr2688 = getelementptr i8, i8* %sunkaddr2687, i64 -128
  %844 = bitcast i8* %sunkaddr2688 to <16 x float>*
  %wide.load39.7.epil.1 = load <16 x float>, <16 x float>* %844, align 4, !alias.scope !61
  %sunkaddr2689 = mul i64 %index.next.7.epil, 4
  %845 = bitcast float* %scevgep148 to i8*
  %sunkaddr2690 = getelementptr i8, i8* %845, i64 %sunkaddr2689
  %sunkaddr2691 = getelementptr i8, i8* %sunkaddr2690, i64 -64
  %846 = bitcast i8* %sunkaddr2691 to <16 x float>*
  %wide.load40.7.epil.1 = load <16 x float>, <16 x float>* %846, align 4, !alias.scope !61
  %scevgep221.1 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil
  %scevgep221222.1 = bitcast float* %scevgep221.1 to <16 x float>*
  %wide.load41.7.epil.1 = load <16 x float>, <16 x float>* %scevgep221222.1, align 4, !alias.scope !61
  %uglygep28563.1 = getelementptr float, float* %lsr.iv245, i64 960
  %uglygep285286.1 = bitcast float* %uglygep28563.1 to <16 x float>*
  store <16 x float> %wide.load.7.epil.1, <16 x float>* %uglygep285286.1, align 4, !alias.scope !64, !noalias !61
  %scevgep28764.1 = getelementptr float, float* %lsr.iv245, i64 976
  %847 = bitcast float* %scevgep28764.1 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.1, <16 x float>* %847, align 4, !alias.scope !64, !noalias !61
  %scevgep28865.1 = getelementptr float, float* %lsr.iv245, i64 992
  %848 = bitcast float* %scevgep28865.1 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.1, <16 x float>* %848, align 4, !alias.scope !64, !noalias !61
  %scevgep28966.1 = getelementptr float, float* %lsr.iv245, i64 1008
  %849 = bitcast float* %scevgep28966.1 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.1, <16 x float>* %849, align 4, !alias.scope !64, !noalias !61
  %index.next.7.epil.1 = or i64 %index.epil53, 1024
  %scevgep24719.1 = getelementptr float, float* %lsr.iv245, i64 1024
  %lsr.iv245248.2 = bitcast float* %scevgep24719.1 to <16 x float>*
  %scevgep243.2 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.1
  %850 = bitcast float* %scevgep243.2 to <16 x float>*
  %wide.load.epil54.2 = load <16 x float>, <16 x float>* %850, align 4, !alias.scope !61
  %sunkaddr2692 = mul i64 %index.next.7.epil.1, 4
  %851 = bitcast float* %scevgep148 to i8*
  %sunkaddr2693 = getelementptr i8, i8* %851, i64 %sunkaddr2692
  %sunkaddr2694 = getelementptr i8, i8* %sunkaddr2693, i64 -1920
  %852 = bitcast i8* %sunkaddr2694 to <16 x float>*
  %wide.load39.epil55.2 = load <16 x float>, <16 x float>* %852, align 4, !alias.scope !61
  %sunkaddr2695 = mul i64 %index.next.7.epil.1, 4
  %853 = bitcast float* %scevgep148 to i8*
  %sunkaddr2696 = getelementptr i8, i8* %853, i64 %sunkaddr2695
  %sunkaddr2697 = getelementptr i8, i8* %sunkaddr2696, i64 -1856
  %854 = bitcast i8* %sunkaddr2697 to <16 x float>*
  %wide.load40.epil56.2 = load <16 x float>, <16 x float>* %854, align 4, !alias.scope !61
  %sunkaddr2698 = mul i64 %index.next.7.epil.1, 4
  %855 = bitcast float* %scevgep148 to i8*
  %sunkaddr2699 = getelementptr i8, i8* %855, i64 %sunkaddr2698
  %sunkaddr2700 = getelementptr i8, i8* %sunkaddr2699, i64 -1792
  %856 = bitcast i8* %sunkaddr2700 to <16 x float>*
  %wide.load41.epil57.2 = load <16 x float>, <16 x float>* %856, align 4, !alias.scope !61
  store <16 x float> %wide.load.epil54.2, <16 x float>* %lsr.iv245248.2, align 4, !alias.scope !64, !noalias !61
  %scevgep251.2 = getelementptr float, float* %lsr.iv245, i64 1040
  %857 = bitcast float* %scevgep251.2 to <16 x float>*
  store <16 x float> %wide.load39.epil55.2, <16 x float>* %857, align 4, !alias.scope !64, !noalias !61
  %scevgep252.2 = getelementptr float, float* %lsr.iv245, i64 1056
  %858 = bitcast float* %scevgep252.2 to <16 x float>*
  store <16 x float> %wide.load40.epil56.2, <16 x float>* %858, align 4, !alias.scope !64, !noalias !61
  %scevgep253.2 = getelementptr float, float* %lsr.iv245, i64 1072
  %859 = bitcast float* %scevgep253.2 to <16 x float>*
  store <16 x float> %wide.load41.epil57.2, <16 x float>* %859, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2701 = mul i64 %index.next.7.epil.1, 4
  %860 = bitcast float* %scevgep148 to i8*
  %sunkaddr2702 = getelementptr i8, i8* %860, i64 %sunkaddr2701
  %sunkaddr2703 = getelementptr i8, i8* %sunkaddr2702, i64 -1728
  %861 = bitcast i8* %sunkaddr2703 to <16 x float>*
  %wide.load.1.epil.2 = load <16 x float>, <16 x float>* %861, align 4, !alias.scope !61
  %sunkaddr2704 = mul i64 %index.next.7.epil.1, 4
  %862 = bitcast float* %scevgep148 to i8*
  %sunkaddr2705 = getelementptr i8, i8* %862, i64 %sunkaddr2704
  %sunkaddr2706 = getelementptr i8, i8* %sunkaddr2705, i64 -1664
  %863 = bitcast i8* %sunkaddr2706 to <16 x float>*
  %wide.load39.1.epil.2 = load <16 x float>, <16 x float>* %863, align 4, !alias.scope !61
  %sunkaddr2707 = mul i64 %index.next.7.epil.1, 4
  %864 = bitcast float* %scevgep148 to i8*
  %sunkaddr2708 = getelementptr i8, i8* %864, i64 %sunkaddr2707
  %sunkaddr2709 = getelementptr i8, i8* %sunkaddr2708, i64 -1600
  %865 = bitcast i8* %sunkaddr2709 to <16 x float>*
  %wide.load40.1.epil.2 = load <16 x float>, <16 x float>* %865, align 4, !alias.scope !61
  %sunkaddr2710 = mul i64 %index.next.7.epil.1, 4
  %866 = bitcast float* %scevgep148 to i8*
  %sunkaddr2711 = getelementptr i8, i8* %866, i64 %sunkaddr2710
  %sunkaddr2712 = getelementptr i8, i8* %sunkaddr2711, i64 -1536
  %867 = bitcast i8* %sunkaddr2712 to <16 x float>*
  %wide.load41.1.epil.2 = load <16 x float>, <16 x float>* %867, align 4, !alias.scope !61
  %uglygep25539.2 = getelementptr float, float* %lsr.iv245, i64 1088
  %uglygep255256.2 = bitcast float* %uglygep25539.2 to <16 x float>*
  store <16 x float> %wide.load.1.epil.2, <16 x float>* %uglygep255256.2, align 4, !alias.scope !64, !noalias !61
  %scevgep25740.2 = getelementptr float, float* %lsr.iv245, i64 1104
  %868 = bitcast float* %scevgep25740.2 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.2, <16 x float>* %868, align 4, !alias.scope !64, !noalias !61
  %scevgep25841.2 = getelementptr float, float* %lsr.iv245, i64 1120
  %869 = bitcast float* %scevgep25841.2 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.2, <16 x float>* %869, align 4, !alias.scope !64, !noalias !61
  %scevgep25942.2 = getelementptr float, float* %lsr.iv245, i64 1136
  %870 = bitcast float* %scevgep25942.2 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.2, <16 x float>* %870, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2713 = mul i64 %index.next.7.epil.1, 4
  %871 = bitcast float* %scevgep148 to i8*
  %sunkaddr2714 = getelementptr i8, i8* %871, i64 %sunkaddr2713
  %sunkaddr2715 = getelementptr i8, i8* %sunkaddr2714, i64 -1472
  %872 = bitcast i8* %sunkaddr2715 to <16 x float>*
  %wide.load.2.epil.2 = load <16 x float>, <16 x float>* %872, align 4, !alias.scope !61
  %sunkaddr2716 = mul i64 %index.next.7.epil.1, 4
  %873 = bitcast float* %scevgep148 to i8*
  %sunkaddr2717 = getelementptr i8, i8* %873, i64 %sunkaddr2716
  %sunkaddr2718 = getelementptr i8, i8* %sunkaddr2717, i64 -1408
  %874 = bitcast i8* %sunkaddr2718 to <16 x float>*
  %wide.load39.2.epil.2 = load <16 x float>, <16 x float>* %874, align 4, !alias.scope !61
  %sunkaddr2719 = mul i64 %index.next.7.epil.1, 4
  %875 = bitcast float* %scevgep148 to i8*
  %sunkaddr2720 = getelementptr i8, i8* %875, i64 %sunkaddr2719
  %sunkaddr2721 = getelementptr i8, i8* %sunkaddr2720, i64 -1344
  %876 = bitcast i8* %sunkaddr2721 to <16 x float>*
  %wide.load40.2.epil.2 = load <16 x float>, <16 x float>* %876, align 4, !alias.scope !61
  %sunkaddr2722 = mul i64 %index.next.7.epil.1, 4
  %877 = bitcast float* %scevgep148 to i8*
  %sunkaddr2723 = getelementptr i8, i8* %877, i64 %sunkaddr2722
  %sunkaddr2724 = getelementptr i8, i8* %sunkaddr2723, i64 -1280
  %878 = bitcast i8* %sunkaddr2724 to <16 x float>*
  %wide.load41.2.epil.2 = load <16 x float>, <16 x float>* %878, align 4, !alias.scope !61
  %uglygep26043.2 = getelementptr float, float* %lsr.iv245, i64 1152
  %uglygep260261.2 = bitcast float* %uglygep26043.2 to <16 x float>*
  store <16 x float> %wide.load.2.epil.2, <16 x float>* %uglygep260261.2, align 4, !alias.scope !64, !noalias !61
  %scevgep26244.2 = getelementptr float, float* %lsr.iv245, i64 1168
  %879 = bitcast float* %scevgep26244.2 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.2, <16 x float>* %879, align 4, !alias.scope !64, !noalias !61
  %scevgep26345.2 = getelementptr float, float* %lsr.iv245, i64 1184
  %880 = bitcast float* %scevgep26345.2 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.2, <16 x float>* %880, align 4, !alias.scope !64, !noalias !61
  %scevgep26446.2 = getelementptr float, float* %lsr.iv245, i64 1200
  %881 = bitcast float* %scevgep26446.2 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.2, <16 x float>* %881, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2725 = mul i64 %index.next.7.epil.1, 4
  %882 = bitcast float* %scevgep148 to i8*
  %sunkaddr2726 = getelementptr i8, i8* %882, i64 %sunkaddr2725
  %sunkaddr2727 = getelementptr i8, i8* %sunkaddr2726, i64 -1216
  %883 = bitcast i8* %sunkaddr2727 to <16 x float>*
  %wide.load.3.epil.2 = load <16 x float>, <16 x float>* %883, align 4, !alias.scope !61
  %sunkaddr2728 = mul i64 %index.next.7.epil.1, 4
  %884 = bitcast float* %scevgep148 to i8*
  %sunkaddr2729 = getelementptr i8, i8* %884, i64 %sunkaddr2728
  %sunkaddr2730 = getelementptr i8, i8* %sunkaddr2729, i64 -1152
  %885 = bitcast i8* %sunkaddr2730 to <16 x float>*
  %wide.load39.3.epil.2 = load <16 x float>, <16 x float>* %885, align 4, !alias.scope !61
  %sunkaddr2731 = mul i64 %index.next.7.epil.1, 4
  %886 = bitcast float* %scevgep148 to i8*
  %sunkaddr2732 = getelementptr i8, i8* %886, i64 %sunkaddr2731
  %sunkaddr2733 = getelementptr i8, i8* %sunkaddr2732, i64 -1088
  %887 = bitcast i8* %sunkaddr2733 to <16 x float>*
  %wide.load40.3.epil.2 = load <16 x float>, <16 x float>* %887, align 4, !alias.scope !61
  %sunkaddr2734 = mul i64 %index.next.7.epil.1, 4
  %888 = bitcast float* %scevgep148 to i8*
  %sunkaddr2735 = getelementptr i8, i8* %888, i64 %sunkaddr2734
  %sunkaddr2736 = getelementptr i8, i8* %sunkaddr2735, i64 -1024
  %889 = bitcast i8* %sunkaddr2736 to <16 x float>*
  %wide.load41.3.epil.2 = load <16 x float>, <16 x float>* %889, align 4, !alias.scope !61
  %uglygep26547.2 = getelementptr float, float* %lsr.iv245, i64 1216
  %uglygep265266.2 = bitcast float* %uglygep26547.2 to <16 x float>*
  store <16 x float> %wide.load.3.epil.2, <16 x float>* %uglygep265266.2, align 4, !alias.scope !64, !noalias !61
  %scevgep26748.2 = getelementptr float, float* %lsr.iv245, i64 1232
  %890 = bitcast float* %scevgep26748.2 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.2, <16 x float>* %890, align 4, !alias.scope !64, !noalias !61
  %scevgep26849.2 = getelementptr float, float* %lsr.iv245, i64 1248
  %891 = bitcast float* %scevgep26849.2 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.2, <16 x float>* %891, align 4, !alias.scope !64, !noalias !61
  %scevgep26950.2 = getelementptr float, float* %lsr.iv245, i64 1264
  %892 = bitcast float* %scevgep26950.2 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.2, <16 x float>* %892, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2737 = mul i64 %index.next.7.epil.1, 4
  %893 = bitcast float* %scevgep148 to i8*
  %sunkaddr2738 = getelementptr i8, i8* %893, i64 %sunkaddr2737
  %sunkaddr2739 = getelementptr i8, i8* %sunkaddr2738, i64 -960
  %894 = bitcast i8* %sunkaddr2739 to <16 x float>*
  %wide.load.4.epil.2 = load <16 x float>, <16 x float>* %894, align 4, !alias.scope !61
  %sunkaddr2740 = mul i64 %index.next.7.epil.1, 4
  %895 = bitcast float* %scevgep148 to i8*
  %sunkaddr2741 = getelementptr i8, i8* %895, i64 %sunkaddr2740
  %sunkaddr2742 = getelementptr i8, i8* %sunkaddr2741, i64 -896
  %896 = bitcast i8* %sunkaddr2742 to <16 x float>*
  %wide.load39.4.epil.2 = load <16 x float>, <16 x float>* %896, align 4, !alias.scope !61
  %sunkaddr2743 = mul i64 %index.next.7.epil.1, 4
  %897 = bitcast float* %scevgep148 to i8*
  %sunkaddr2744 = getelementptr i8, i8* %897, i64 %sunkaddr2743
  %sunkaddr2745 = getelementptr i8, i8* %sunkaddr2744, i64 -832
  %898 = bitcast i8* %sunkaddr2745 to <16 x float>*
  %wide.load40.4.epil.2 = load <16 x float>, <16 x float>* %898, align 4, !alias.scope !61
  %sunkaddr2746 = mul i64 %index.next.7.epil.1, 4
  %899 = bitcast float* %scevgep148 to i8*
  %sunkaddr2747 = getelementptr i8, i8* %899, i64 %sunkaddr2746
  %sunkaddr2748 = getelementptr i8, i8* %sunkaddr2747, i64 -768
  %900 = bitcast i8* %sunkaddr2748 to <16 x float>*
  %wide.load41.4.epil.2 = load <16 x float>, <16 x float>* %900, align 4, !alias.scope !61
  %uglygep27051.2 = getelementptr float, float* %lsr.iv245, i64 1280
  %uglygep270271.2 = bitcast float* %uglygep27051.2 to <16 x float>*
  store <16 x float> %wide.load.4.epil.2, <16 x float>* %uglygep270271.2, align 4, !alias.scope !64, !noalias !61
  %scevgep27252.2 = getelementptr float, float* %lsr.iv245, i64 1296
  %901 = bitcast float* %scevgep27252.2 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.2, <16 x float>* %901, align 4, !alias.scope !64, !noalias !61
  %scevgep27353.2 = getelementptr float, float* %lsr.iv245, i64 1312
  %902 = bitcast float* %scevgep27353.2 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.2, <16 x float>* %902, align 4, !alias.scope !64, !noalias !61
  %scevgep27454.2 = getelementptr float, float* %lsr.iv245, i64 1328
  %903 = bitcast float* %scevgep27454.2 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.2, <16 x float>* %903, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2749 = mul i64 %index.next.7.epil.1, 4
  %904 = bitcast float* %scevgep148 to i8*
  %sunkaddr2750 = getelementptr i8, i8* %904, i64 %sunkaddr2749
  %sunkaddr2751 = getelementptr i8, i8* %sunkaddr2750, i64 -704
  %905 = bitcast i8* %sunkaddr2751 to <16 x float>*
  %wide.load.5.epil.2 = load <16 x float>, <16 x float>* %905, align 4, !alias.scope !61
  %sunkaddr2752 = mul i64 %index.next.7.epil.1, 4
  %906 = bitcast float* %scevgep148 to i8*
  %sunkaddr2753 = getelementptr i8, i8* %906, i64 %sunkaddr2752
  %sunkaddr2754 = getelementptr i8, i8* %sunkaddr2753, i64 -640
  %907 = bitcast i8* %sunkaddr2754 to <16 x float>*
  %wide.load39.5.epil.2 = load <16 x float>, <16 x float>* %907, align 4, !alias.scope !61
  %sunkaddr2755 = mul i64 %index.next.7.epil.1, 4
  %908 = bitcast float* %scevgep148 to i8*
  %sunkaddr2756 = getelementptr i8, i8* %908, i64 %sunkaddr2755
  %sunkaddr2757 = getelementptr i8, i8* %sunkaddr2756, i64 -576
  %909 = bitcast i8* %sunkaddr2757 to <16 x float>*
  %wide.load40.5.epil.2 = load <16 x float>, <16 x float>* %909, align 4, !alias.scope !61
  %sunkaddr2758 = mul i64 %index.next.7.epil.1, 4
  %910 = bitcast float* %scevgep148 to i8*
  %sunkaddr2759 = getelementptr i8, i8* %910, i64 %sunkaddr2758
  %sunkaddr2760 = getelementptr i8, i8* %sunkaddr2759, i64 -512
  %911 = bitcast i8* %sunkaddr2760 to <16 x float>*
  %wide.load41.5.epil.2 = load <16 x float>, <16 x float>* %911, align 4, !alias.scope !61
  %uglygep27555.2 = getelementptr float, float* %lsr.iv245, i64 1344
  %uglygep275276.2 = bitcast float* %uglygep27555.2 to <16 x float>*
  store <16 x float> %wide.load.5.epil.2, <16 x float>* %uglygep275276.2, align 4, !alias.scope !64, !noalias !61
  %scevgep27756.2 = getelementptr float, float* %lsr.iv245, i64 1360
  %912 = bitcast float* %scevgep27756.2 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.2, <16 x float>* %912, align 4, !alias.scope !64, !noalias !61
  %scevgep27857.2 = getelementptr float, float* %lsr.iv245, i64 1376
  %913 = bitcast float* %scevgep27857.2 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.2, <16 x float>* %913, align 4, !alias.scope !64, !noalias !61
  %scevgep27958.2 = getelementptr float, float* %lsr.iv245, i64 1392
  %914 = bitcast float* %scevgep27958.2 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.2, <16 x float>* %914, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2761 = mul i64 %index.next.7.epil.1, 4
  %915 = bitcast float* %scevgep148 to i8*
  %sunkaddr2762 = getelementptr i8, i8* %915, i64 %sunkaddr2761
  %sunkaddr2763 = getelementptr i8, i8* %sunkaddr2762, i64 -448
  %916 = bitcast i8* %sunkaddr2763 to <16 x float>*
  %wide.load.6.epil.2 = load <16 x float>, <16 x float>* %916, align 4, !alias.scope !61
  %sunkaddr2764 = mul i64 %index.next.7.epil.1, 4
  %917 = bitcast float* %scevgep148 to i8*
  %sunkaddr2765 = getelementptr i8, i8* %917, i64 %sunkaddr2764
  %sunkaddr2766 = getelementptr i8, i8* %sunkaddr2765, i64 -384
  %918 = bitcast i8* %sunkaddr2766 to <16 x float>*
  %wide.load39.6.epil.2 = load <16 x float>, <16 x float>* %918, align 4, !alias.scope !61
  %sunkaddr2767 = mul i64 %index.next.7.epil.1, 4
  %919 = bitcast float* %scevgep148 to i8*
  %sunkaddr2768 = getelementptr i8, i8* %919, i64 %sunkaddr2767
  %sunkaddr2769 = getelementptr i8, i8* %sunkaddr2768, i64 -320
  %920 = bitcast i8* %sunkaddr2769 to <16 x float>*
  %wide.load40.6.epil.2 = load <16 x float>, <16 x float>* %920, align 4, !alias.scope !61
  %sunkaddr2770 = mul i64 %index.next.7.epil.1, 4
  %921 = bitcast float* %scevgep148 to i8*
  %sunkaddr2771 = getelementptr i8, i8* %921, i64 %sunkaddr2770
  %sunkaddr2772 = getelementptr i8, i8* %sunkaddr2771, i64 -256
  %922 = bitcast i8* %sunkaddr2772 to <16 x float>*
  %wide.load41.6.epil.2 = load <16 x float>, <16 x float>* %922, align 4, !alias.scope !61
  %uglygep28059.2 = getelementptr float, float* %lsr.iv245, i64 1408
  %uglygep280281.2 = bitcast float* %uglygep28059.2 to <16 x float>*
  store <16 x float> %wide.load.6.epil.2, <16 x float>* %uglygep280281.2, align 4, !alias.scope !64, !noalias !61
  %scevgep28260.2 = getelementptr float, float* %lsr.iv245, i64 1424
  %923 = bitcast float* %scevgep28260.2 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.2, <16 x float>* %923, align 4, !alias.scope !64, !noalias !61
  %scevgep28361.2 = getelementptr float, float* %lsr.iv245, i64 1440
  %924 = bitcast float* %scevgep28361.2 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.2, <16 x float>* %924, align 4, !alias.scope !64, !noalias !61
  %scevgep28462.2 = getelementptr float, float* %lsr.iv245, i64 1456
  %925 = bitcast float* %scevgep28462.2 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.2, <16 x float>* %925, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2773 = mul i64 %index.next.7.epil.1, 4
  %926 = bitcast float* %scevgep148 to i8*
  %sunkaddr2774 = getelementptr i8, i8* %926, i64 %sunkaddr2773
  %sunkaddr2775 = getelementptr i8, i8* %sunkaddr2774, i64 -192
  %927 = bitcast i8* %sunkaddr2775 to <16 x float>*
  %wide.load.7.epil.2 = load <16 x float>, <16 x float>* %927, align 4, !alias.scope !61
  %sunkaddr2776 = mul i64 %index.next.7.epil.1, 4
  %928 = bitcast float* %scevgep148 to i8*
  %sunkaddr2777 = getelementptr i8, i8* %928, i64 %sunkaddr2776
  %sunkaddr2778 = getelementptr i8, i8* %sunkaddr2777, i64 -128
  %929 = bitcast i8* %sunkaddr2778 to <16 x float>*
  %wide.load39.7.epil.2 = load <16 x float>, <16 x float>* %929, align 4, !alias.scope !61
  %sunkaddr2779 = mul i64 %index.next.7.epil.1, 4
  %930 = bitcast float* %scevgep148 to i8*
  %sunkaddr2780 = getelementptr i8, i8* %930, i64 %sunkaddr2779
  %sunkaddr2781 = getelementptr i8, i8* %sunkaddr2780, i64 -64
  %931 = bitcast i8* %sunkaddr2781 to <16 x float>*
  %wide.load40.7.epil.2 = load <16 x float>, <16 x float>* %931, align 4, !alias.scope !61
  %scevgep221.2 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.1
  %scevgep221222.2 = bitcast float* %scevgep221.2 to <16 x float>*
  %wide.load41.7.epil.2 = load <16 x float>, <16 x float>* %scevgep221222.2, align 4, !alias.scope !61
  %uglygep28563.2 = getelementptr float, float* %lsr.iv245, i64 1472
  %uglygep285286.2 = bitcast float* %uglygep28563.2 to <16 x float>*
  store <16 x float> %wide.load.7.epil.2, <16 x float>* %uglygep285286.2, align 4, !alias.scope !64, !noalias !61
  %scevgep28764.2 = getelementptr float, float* %lsr.iv245, i64 1488
  %932 = bitcast float* %scevgep28764.2 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.2, <16 x float>* %932, align 4, !alias.scope !64, !noalias !61
  %scevgep28865.2 = getelementptr float, float* %lsr.iv245, i64 1504
  %933 = bitcast float* %scevgep28865.2 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.2, <16 x float>* %933, align 4, !alias.scope !64, !noalias !61
  %scevgep28966.2 = getelementptr float, float* %lsr.iv245, i64 1520
  %934 = bitcast float* %scevgep28966.2 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.2, <16 x float>* %934, align 4, !alias.scope !64, !noalias !61
  %index.next.7.epil.2 = or i64 %index.epil53, 1536
  %scevgep24719.2 = getelementptr float, float* %lsr.iv245, i64 1536
  %lsr.iv245248.3 = bitcast float* %scevgep24719.2 to <16 x float>*
  %scevgep243.3 = getelementptr float, float* %scevgep34.epil, i64 %index.next.7.epil.2
  %935 = bitcast float* %scevgep243.3 to <16 x float>*
  %wide.load.epil54.3 = load <16 x float>, <16 x float>* %935, align 4, !alias.scope !61
  %sunkaddr2782 = mul i64 %index.next.7.epil.2, 4
  %936 = bitcast float* %scevgep148 to i8*
  %sunkaddr2783 = getelementptr i8, i8* %936, i64 %sunkaddr2782
  %sunkaddr2784 = getelementptr i8, i8* %sunkaddr2783, i64 -1920
  %937 = bitcast i8* %sunkaddr2784 to <16 x float>*
  %wide.load39.epil55.3 = load <16 x float>, <16 x float>* %937, align 4, !alias.scope !61
  %sunkaddr2785 = mul i64 %index.next.7.epil.2, 4
  %938 = bitcast float* %scevgep148 to i8*
  %sunkaddr2786 = getelementptr i8, i8* %938, i64 %sunkaddr2785
  %sunkaddr2787 = getelementptr i8, i8* %sunkaddr2786, i64 -1856
  %939 = bitcast i8* %sunkaddr2787 to <16 x float>*
  %wide.load40.epil56.3 = load <16 x float>, <16 x float>* %939, align 4, !alias.scope !61
  %sunkaddr2788 = mul i64 %index.next.7.epil.2, 4
  %940 = bitcast float* %scevgep148 to i8*
  %sunkaddr2789 = getelementptr i8, i8* %940, i64 %sunkaddr2788
  %sunkaddr2790 = getelementptr i8, i8* %sunkaddr2789, i64 -1792
  %941 = bitcast i8* %sunkaddr2790 to <16 x float>*
  %wide.load41.epil57.3 = load <16 x float>, <16 x float>* %941, align 4, !alias.scope !61
  store <16 x float> %wide.load.epil54.3, <16 x float>* %lsr.iv245248.3, align 4, !alias.scope !64, !noalias !61
  %scevgep251.3 = getelementptr float, float* %lsr.iv245, i64 1552
  %942 = bitcast float* %scevgep251.3 to <16 x float>*
  store <16 x float> %wide.load39.epil55.3, <16 x float>* %942, align 4, !alias.scope !64, !noalias !61
  %scevgep252.3 = getelementptr float, float* %lsr.iv245, i64 1568
  %943 = bitcast float* %scevgep252.3 to <16 x float>*
  store <16 x float> %wide.load40.epil56.3, <16 x float>* %943, align 4, !alias.scope !64, !noalias !61
  %scevgep253.3 = getelementptr float, float* %lsr.iv245, i64 1584
  %944 = bitcast float* %scevgep253.3 to <16 x float>*
  store <16 x float> %wide.load41.epil57.3, <16 x float>* %944, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2791 = mul i64 %index.next.7.epil.2, 4
  %945 = bitcast float* %scevgep148 to i8*
  %sunkaddr2792 = getelementptr i8, i8* %945, i64 %sunkaddr2791
  %sunkaddr2793 = getelementptr i8, i8* %sunkaddr2792, i64 -1728
  %946 = bitcast i8* %sunkaddr2793 to <16 x float>*
  %wide.load.1.epil.3 = load <16 x float>, <16 x float>* %946, align 4, !alias.scope !61
  %sunkaddr2794 = mul i64 %index.next.7.epil.2, 4
  %947 = bitcast float* %scevgep148 to i8*
  %sunkaddr2795 = getelementptr i8, i8* %947, i64 %sunkaddr2794
  %sunkaddr2796 = getelementptr i8, i8* %sunkaddr2795, i64 -1664
  %948 = bitcast i8* %sunkaddr2796 to <16 x float>*
  %wide.load39.1.epil.3 = load <16 x float>, <16 x float>* %948, align 4, !alias.scope !61
  %sunkaddr2797 = mul i64 %index.next.7.epil.2, 4
  %949 = bitcast float* %scevgep148 to i8*
  %sunkaddr2798 = getelementptr i8, i8* %949, i64 %sunkaddr2797
  %sunkaddr2799 = getelementptr i8, i8* %sunkaddr2798, i64 -1600
  %950 = bitcast i8* %sunkaddr2799 to <16 x float>*
  %wide.load40.1.epil.3 = load <16 x float>, <16 x float>* %950, align 4, !alias.scope !61
  %sunkaddr2800 = mul i64 %index.next.7.epil.2, 4
  %951 = bitcast float* %scevgep148 to i8*
  %sunkaddr2801 = getelementptr i8, i8* %951, i64 %sunkaddr2800
  %sunkaddr2802 = getelementptr i8, i8* %sunkaddr2801, i64 -1536
  %952 = bitcast i8* %sunkaddr2802 to <16 x float>*
  %wide.load41.1.epil.3 = load <16 x float>, <16 x float>* %952, align 4, !alias.scope !61
  %uglygep25539.3 = getelementptr float, float* %lsr.iv245, i64 1600
  %uglygep255256.3 = bitcast float* %uglygep25539.3 to <16 x float>*
  store <16 x float> %wide.load.1.epil.3, <16 x float>* %uglygep255256.3, align 4, !alias.scope !64, !noalias !61
  %scevgep25740.3 = getelementptr float, float* %lsr.iv245, i64 1616
  %953 = bitcast float* %scevgep25740.3 to <16 x float>*
  store <16 x float> %wide.load39.1.epil.3, <16 x float>* %953, align 4, !alias.scope !64, !noalias !61
  %scevgep25841.3 = getelementptr float, float* %lsr.iv245, i64 1632
  %954 = bitcast float* %scevgep25841.3 to <16 x float>*
  store <16 x float> %wide.load40.1.epil.3, <16 x float>* %954, align 4, !alias.scope !64, !noalias !61
  %scevgep25942.3 = getelementptr float, float* %lsr.iv245, i64 1648
  %955 = bitcast float* %scevgep25942.3 to <16 x float>*
  store <16 x float> %wide.load41.1.epil.3, <16 x float>* %955, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2803 = mul i64 %index.next.7.epil.2, 4
  %956 = bitcast float* %scevgep148 to i8*
  %sunkaddr2804 = getelementptr i8, i8* %956, i64 %sunkaddr2803
  %sunkaddr2805 = getelementptr i8, i8* %sunkaddr2804, i64 -1472
  %957 = bitcast i8* %sunkaddr2805 to <16 x float>*
  %wide.load.2.epil.3 = load <16 x float>, <16 x float>* %957, align 4, !alias.scope !61
  %sunkaddr2806 = mul i64 %index.next.7.epil.2, 4
  %958 = bitcast float* %scevgep148 to i8*
  %sunkaddr2807 = getelementptr i8, i8* %958, i64 %sunkaddr2806
  %sunkaddr2808 = getelementptr i8, i8* %sunkaddr2807, i64 -1408
  %959 = bitcast i8* %sunkaddr2808 to <16 x float>*
  %wide.load39.2.epil.3 = load <16 x float>, <16 x float>* %959, align 4, !alias.scope !61
  %sunkaddr2809 = mul i64 %index.next.7.epil.2, 4
  %960 = bitcast float* %scevgep148 to i8*
  %sunkaddr2810 = getelementptr i8, i8* %960, i64 %sunkaddr2809
  %sunkaddr2811 = getelementptr i8, i8* %sunkaddr2810, i64 -1344
  %961 = bitcast i8* %sunkaddr2811 to <16 x float>*
  %wide.load40.2.epil.3 = load <16 x float>, <16 x float>* %961, align 4, !alias.scope !61
  %sunkaddr2812 = mul i64 %index.next.7.epil.2, 4
  %962 = bitcast float* %scevgep148 to i8*
  %sunkaddr2813 = getelementptr i8, i8* %962, i64 %sunkaddr2812
  %sunkaddr2814 = getelementptr i8, i8* %sunkaddr2813, i64 -1280
  %963 = bitcast i8* %sunkaddr2814 to <16 x float>*
  %wide.load41.2.epil.3 = load <16 x float>, <16 x float>* %963, align 4, !alias.scope !61
  %uglygep26043.3 = getelementptr float, float* %lsr.iv245, i64 1664
  %uglygep260261.3 = bitcast float* %uglygep26043.3 to <16 x float>*
  store <16 x float> %wide.load.2.epil.3, <16 x float>* %uglygep260261.3, align 4, !alias.scope !64, !noalias !61
  %scevgep26244.3 = getelementptr float, float* %lsr.iv245, i64 1680
  %964 = bitcast float* %scevgep26244.3 to <16 x float>*
  store <16 x float> %wide.load39.2.epil.3, <16 x float>* %964, align 4, !alias.scope !64, !noalias !61
  %scevgep26345.3 = getelementptr float, float* %lsr.iv245, i64 1696
  %965 = bitcast float* %scevgep26345.3 to <16 x float>*
  store <16 x float> %wide.load40.2.epil.3, <16 x float>* %965, align 4, !alias.scope !64, !noalias !61
  %scevgep26446.3 = getelementptr float, float* %lsr.iv245, i64 1712
  %966 = bitcast float* %scevgep26446.3 to <16 x float>*
  store <16 x float> %wide.load41.2.epil.3, <16 x float>* %966, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2815 = mul i64 %index.next.7.epil.2, 4
  %967 = bitcast float* %scevgep148 to i8*
  %sunkaddr2816 = getelementptr i8, i8* %967, i64 %sunkaddr2815
  %sunkaddr2817 = getelementptr i8, i8* %sunkaddr2816, i64 -1216
  %968 = bitcast i8* %sunkaddr2817 to <16 x float>*
  %wide.load.3.epil.3 = load <16 x float>, <16 x float>* %968, align 4, !alias.scope !61
  %sunkaddr2818 = mul i64 %index.next.7.epil.2, 4
  %969 = bitcast float* %scevgep148 to i8*
  %sunkaddr2819 = getelementptr i8, i8* %969, i64 %sunkaddr2818
  %sunkaddr2820 = getelementptr i8, i8* %sunkaddr2819, i64 -1152
  %970 = bitcast i8* %sunkaddr2820 to <16 x float>*
  %wide.load39.3.epil.3 = load <16 x float>, <16 x float>* %970, align 4, !alias.scope !61
  %sunkaddr2821 = mul i64 %index.next.7.epil.2, 4
  %971 = bitcast float* %scevgep148 to i8*
  %sunkaddr2822 = getelementptr i8, i8* %971, i64 %sunkaddr2821
  %sunkaddr2823 = getelementptr i8, i8* %sunkaddr2822, i64 -1088
  %972 = bitcast i8* %sunkaddr2823 to <16 x float>*
  %wide.load40.3.epil.3 = load <16 x float>, <16 x float>* %972, align 4, !alias.scope !61
  %sunkaddr2824 = mul i64 %index.next.7.epil.2, 4
  %973 = bitcast float* %scevgep148 to i8*
  %sunkaddr2825 = getelementptr i8, i8* %973, i64 %sunkaddr2824
  %sunkaddr2826 = getelementptr i8, i8* %sunkaddr2825, i64 -1024
  %974 = bitcast i8* %sunkaddr2826 to <16 x float>*
  %wide.load41.3.epil.3 = load <16 x float>, <16 x float>* %974, align 4, !alias.scope !61
  %uglygep26547.3 = getelementptr float, float* %lsr.iv245, i64 1728
  %uglygep265266.3 = bitcast float* %uglygep26547.3 to <16 x float>*
  store <16 x float> %wide.load.3.epil.3, <16 x float>* %uglygep265266.3, align 4, !alias.scope !64, !noalias !61
  %scevgep26748.3 = getelementptr float, float* %lsr.iv245, i64 1744
  %975 = bitcast float* %scevgep26748.3 to <16 x float>*
  store <16 x float> %wide.load39.3.epil.3, <16 x float>* %975, align 4, !alias.scope !64, !noalias !61
  %scevgep26849.3 = getelementptr float, float* %lsr.iv245, i64 1760
  %976 = bitcast float* %scevgep26849.3 to <16 x float>*
  store <16 x float> %wide.load40.3.epil.3, <16 x float>* %976, align 4, !alias.scope !64, !noalias !61
  %scevgep26950.3 = getelementptr float, float* %lsr.iv245, i64 1776
  %977 = bitcast float* %scevgep26950.3 to <16 x float>*
  store <16 x float> %wide.load41.3.epil.3, <16 x float>* %977, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2827 = mul i64 %index.next.7.epil.2, 4
  %978 = bitcast float* %scevgep148 to i8*
  %sunkaddr2828 = getelementptr i8, i8* %978, i64 %sunkaddr2827
  %sunkaddr2829 = getelementptr i8, i8* %sunkaddr2828, i64 -960
  %979 = bitcast i8* %sunkaddr2829 to <16 x float>*
  %wide.load.4.epil.3 = load <16 x float>, <16 x float>* %979, align 4, !alias.scope !61
  %sunkaddr2830 = mul i64 %index.next.7.epil.2, 4
  %980 = bitcast float* %scevgep148 to i8*
  %sunkaddr2831 = getelementptr i8, i8* %980, i64 %sunkaddr2830
  %sunkaddr2832 = getelementptr i8, i8* %sunkaddr2831, i64 -896
  %981 = bitcast i8* %sunkaddr2832 to <16 x float>*
  %wide.load39.4.epil.3 = load <16 x float>, <16 x float>* %981, align 4, !alias.scope !61
  %sunkaddr2833 = mul i64 %index.next.7.epil.2, 4
  %982 = bitcast float* %scevgep148 to i8*
  %sunkaddr2834 = getelementptr i8, i8* %982, i64 %sunkaddr2833
  %sunkaddr2835 = getelementptr i8, i8* %sunkaddr2834, i64 -832
  %983 = bitcast i8* %sunkaddr2835 to <16 x float>*
  %wide.load40.4.epil.3 = load <16 x float>, <16 x float>* %983, align 4, !alias.scope !61
  %sunkaddr2836 = mul i64 %index.next.7.epil.2, 4
  %984 = bitcast float* %scevgep148 to i8*
  %sunkaddr2837 = getelementptr i8, i8* %984, i64 %sunkaddr2836
  %sunkaddr2838 = getelementptr i8, i8* %sunkaddr2837, i64 -768
  %985 = bitcast i8* %sunkaddr2838 to <16 x float>*
  %wide.load41.4.epil.3 = load <16 x float>, <16 x float>* %985, align 4, !alias.scope !61
  %uglygep27051.3 = getelementptr float, float* %lsr.iv245, i64 1792
  %uglygep270271.3 = bitcast float* %uglygep27051.3 to <16 x float>*
  store <16 x float> %wide.load.4.epil.3, <16 x float>* %uglygep270271.3, align 4, !alias.scope !64, !noalias !61
  %scevgep27252.3 = getelementptr float, float* %lsr.iv245, i64 1808
  %986 = bitcast float* %scevgep27252.3 to <16 x float>*
  store <16 x float> %wide.load39.4.epil.3, <16 x float>* %986, align 4, !alias.scope !64, !noalias !61
  %scevgep27353.3 = getelementptr float, float* %lsr.iv245, i64 1824
  %987 = bitcast float* %scevgep27353.3 to <16 x float>*
  store <16 x float> %wide.load40.4.epil.3, <16 x float>* %987, align 4, !alias.scope !64, !noalias !61
  %scevgep27454.3 = getelementptr float, float* %lsr.iv245, i64 1840
  %988 = bitcast float* %scevgep27454.3 to <16 x float>*
  store <16 x float> %wide.load41.4.epil.3, <16 x float>* %988, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2839 = mul i64 %index.next.7.epil.2, 4
  %989 = bitcast float* %scevgep148 to i8*
  %sunkaddr2840 = getelementptr i8, i8* %989, i64 %sunkaddr2839
  %sunkaddr2841 = getelementptr i8, i8* %sunkaddr2840, i64 -704
  %990 = bitcast i8* %sunkaddr2841 to <16 x float>*
  %wide.load.5.epil.3 = load <16 x float>, <16 x float>* %990, align 4, !alias.scope !61
  %sunkaddr2842 = mul i64 %index.next.7.epil.2, 4
  %991 = bitcast float* %scevgep148 to i8*
  %sunkaddr2843 = getelementptr i8, i8* %991, i64 %sunkaddr2842
  %sunkaddr2844 = getelementptr i8, i8* %sunkaddr2843, i64 -640
  %992 = bitcast i8* %sunkaddr2844 to <16 x float>*
  %wide.load39.5.epil.3 = load <16 x float>, <16 x float>* %992, align 4, !alias.scope !61
  %sunkaddr2845 = mul i64 %index.next.7.epil.2, 4
  %993 = bitcast float* %scevgep148 to i8*
  %sunkaddr2846 = getelementptr i8, i8* %993, i64 %sunkaddr2845
  %sunkaddr2847 = getelementptr i8, i8* %sunkaddr2846, i64 -576
  %994 = bitcast i8* %sunkaddr2847 to <16 x float>*
  %wide.load40.5.epil.3 = load <16 x float>, <16 x float>* %994, align 4, !alias.scope !61
  %sunkaddr2848 = mul i64 %index.next.7.epil.2, 4
  %995 = bitcast float* %scevgep148 to i8*
  %sunkaddr2849 = getelementptr i8, i8* %995, i64 %sunkaddr2848
  %sunkaddr2850 = getelementptr i8, i8* %sunkaddr2849, i64 -512
  %996 = bitcast i8* %sunkaddr2850 to <16 x float>*
  %wide.load41.5.epil.3 = load <16 x float>, <16 x float>* %996, align 4, !alias.scope !61
  %uglygep27555.3 = getelementptr float, float* %lsr.iv245, i64 1856
  %uglygep275276.3 = bitcast float* %uglygep27555.3 to <16 x float>*
  store <16 x float> %wide.load.5.epil.3, <16 x float>* %uglygep275276.3, align 4, !alias.scope !64, !noalias !61
  %scevgep27756.3 = getelementptr float, float* %lsr.iv245, i64 1872
  %997 = bitcast float* %scevgep27756.3 to <16 x float>*
  store <16 x float> %wide.load39.5.epil.3, <16 x float>* %997, align 4, !alias.scope !64, !noalias !61
  %scevgep27857.3 = getelementptr float, float* %lsr.iv245, i64 1888
  %998 = bitcast float* %scevgep27857.3 to <16 x float>*
  store <16 x float> %wide.load40.5.epil.3, <16 x float>* %998, align 4, !alias.scope !64, !noalias !61
  %scevgep27958.3 = getelementptr float, float* %lsr.iv245, i64 1904
  %999 = bitcast float* %scevgep27958.3 to <16 x float>*
  store <16 x float> %wide.load41.5.epil.3, <16 x float>* %999, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2851 = mul i64 %index.next.7.epil.2, 4
  %1000 = bitcast float* %scevgep148 to i8*
  %sunkaddr2852 = getelementptr i8, i8* %1000, i64 %sunkaddr2851
  %sunkaddr2853 = getelementptr i8, i8* %sunkaddr2852, i64 -448
  %1001 = bitcast i8* %sunkaddr2853 to <16 x float>*
  %wide.load.6.epil.3 = load <16 x float>, <16 x float>* %1001, align 4, !alias.scope !61
  %sunkaddr2854 = mul i64 %index.next.7.epil.2, 4
  %1002 = bitcast float* %scevgep148 to i8*
  %sunkaddr2855 = getelementptr i8, i8* %1002, i64 %sunkaddr2854
  %sunkaddr2856 = getelementptr i8, i8* %sunkaddr2855, i64 -384
  %1003 = bitcast i8* %sunkaddr2856 to <16 x float>*
  %wide.load39.6.epil.3 = load <16 x float>, <16 x float>* %1003, align 4, !alias.scope !61
  %sunkaddr2857 = mul i64 %index.next.7.epil.2, 4
  %1004 = bitcast float* %scevgep148 to i8*
  %sunkaddr2858 = getelementptr i8, i8* %1004, i64 %sunkaddr2857
  %sunkaddr2859 = getelementptr i8, i8* %sunkaddr2858, i64 -320
  %1005 = bitcast i8* %sunkaddr2859 to <16 x float>*
  %wide.load40.6.epil.3 = load <16 x float>, <16 x float>* %1005, align 4, !alias.scope !61
  %sunkaddr2860 = mul i64 %index.next.7.epil.2, 4
  %1006 = bitcast float* %scevgep148 to i8*
  %sunkaddr2861 = getelementptr i8, i8* %1006, i64 %sunkaddr2860
  %sunkaddr2862 = getelementptr i8, i8* %sunkaddr2861, i64 -256
  %1007 = bitcast i8* %sunkaddr2862 to <16 x float>*
  %wide.load41.6.epil.3 = load <16 x float>, <16 x float>* %1007, align 4, !alias.scope !61
  %uglygep28059.3 = getelementptr float, float* %lsr.iv245, i64 1920
  %uglygep280281.3 = bitcast float* %uglygep28059.3 to <16 x float>*
  store <16 x float> %wide.load.6.epil.3, <16 x float>* %uglygep280281.3, align 4, !alias.scope !64, !noalias !61
  %scevgep28260.3 = getelementptr float, float* %lsr.iv245, i64 1936
  %1008 = bitcast float* %scevgep28260.3 to <16 x float>*
  store <16 x float> %wide.load39.6.epil.3, <16 x float>* %1008, align 4, !alias.scope !64, !noalias !61
  %scevgep28361.3 = getelementptr float, float* %lsr.iv245, i64 1952
  %1009 = bitcast float* %scevgep28361.3 to <16 x float>*
  store <16 x float> %wide.load40.6.epil.3, <16 x float>* %1009, align 4, !alias.scope !64, !noalias !61
  %scevgep28462.3 = getelementptr float, float* %lsr.iv245, i64 1968
  %1010 = bitcast float* %scevgep28462.3 to <16 x float>*
  store <16 x float> %wide.load41.6.epil.3, <16 x float>* %1010, align 4, !alias.scope !64, !noalias !61
  %sunkaddr2863 = mul i64 %index.next.7.epil.2, 4
  %1011 = bitcast float* %scevgep148 to i8*
  %sunkaddr2864 = getelementptr i8, i8* %1011, i64 %sunkaddr2863
  %sunkaddr2865 = getelementptr i8, i8* %sunkaddr2864, i64 -192
  %1012 = bitcast i8* %sunkaddr2865 to <16 x float>*
  %wide.load.7.epil.3 = load <16 x float>, <16 x float>* %1012, align 4, !alias.scope !61
  %sunkaddr2866 = mul i64 %index.next.7.epil.2, 4
  %1013 = bitcast float* %scevgep148 to i8*
  %sunkaddr2867 = getelementptr i8, i8* %1013, i64 %sunkaddr2866
  %sunkaddr2868 = getelementptr i8, i8* %sunkaddr2867, i64 -128
  %1014 = bitcast i8* %sunkaddr2868 to <16 x float>*
  %wide.load39.7.epil.3 = load <16 x float>, <16 x float>* %1014, align 4, !alias.scope !61
  %sunkaddr2869 = mul i64 %index.next.7.epil.2, 4
  %1015 = bitcast float* %scevgep148 to i8*
  %sunkaddr2870 = getelementptr i8, i8* %1015, i64 %sunkaddr2869
  %sunkaddr2871 = getelementptr i8, i8* %sunkaddr2870, i64 -64
  %1016 = bitcast i8* %sunkaddr2871 to <16 x float>*
  %wide.load40.7.epil.3 = load <16 x float>, <16 x float>* %1016, align 4, !alias.scope !61
  %scevgep221.3 = getelementptr float, float* %scevgep148, i64 %index.next.7.epil.2
  %scevgep221222.3 = bitcast float* %scevgep221.3 to <16 x float>*
  %wide.load41.7.epil.3 = load <16 x float>, <16 x float>* %scevgep221222.3, align 4, !alias.scope !61
  %uglygep28563.3 = getelementptr float, float* %lsr.iv245, i64 1984
  %uglygep285286.3 = bitcast float* %uglygep28563.3 to <16 x float>*
  store <16 x float> %wide.load.7.epil.3, <16 x float>* %uglygep285286.3, align 4, !alias.scope !64, !noalias !61
  %scevgep28764.3 = getelementptr float, float* %lsr.iv245, i64 2000
  %1017 = bitcast float* %scevgep28764.3 to <16 x float>*
  store <16 x float> %wide.load39.7.epil.3, <16 x float>* %1017, align 4, !alias.scope !64, !noalias !61
  %scevgep28865.3 = getelementptr float, float* %lsr.iv245, i64 2016
  %1018 = bitcast float* %scevgep28865.3 to <16 x float>*
  store <16 x float> %wide.load40.7.epil.3, <16 x float>* %1018, align 4, !alias.scope !64, !noalias !61
  %scevgep28966.3 = getelementptr float, float* %lsr.iv245, i64 2032
  %1019 = bitcast float* %scevgep28966.3 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.3, <16 x float>* %1019, align 4, !alias.scope !64, !noalias !61
  %index.next.7.epil.3 = add i64 %index.epil53, 2048
  %scevgep24719.3 = getelementptr float, float* %lsr.iv245, i64 2048
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil52, !llvm.loop !66

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil52, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %lsr.iv245.unr = phi float* [ %scevgep.epil, %vector.ph.new.epil ], [ %scevgep24719.3, %vector.body.epil52 ]
  %index.epil53.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil52 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil52.epil.preheader

vector.body.epil52.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %1020 = add i64 %index.epil53.unr, %671
  %1021 = add i64 %1020, 496
  %scevgep278 = getelementptr float, float* %arg.a.4, i64 %1021
  %1022 = shl i64 %xtraiter, 11
  %scevgep867 = getelementptr float, float* %lsr.iv245.unr, i64 496
  br label %vector.body.epil52.epil

vector.body.epil52.epil:                          ; preds = %vector.body.epil52.epil, %vector.body.epil52.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next624, %vector.body.epil52.epil ], [ 0, %vector.body.epil52.epil.preheader ]
  %1023 = bitcast float* %scevgep867 to i8*
  %1024 = bitcast float* %scevgep278 to i8*
  %uglygep1122 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11221123 = bitcast i8* %uglygep1122 to <16 x float>*
  %scevgep1124 = getelementptr <16 x float>, <16 x float>* %uglygep11221123, i64 -31
  %uglygep1217 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12171218 = bitcast i8* %uglygep1217 to <16 x float>*
  %scevgep1219 = getelementptr <16 x float>, <16 x float>* %uglygep12171218, i64 -31
  %wide.load.epil54.epil = load <16 x float>, <16 x float>* %scevgep1219, align 4, !alias.scope !61
  %uglygep1213 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12131214 = bitcast i8* %uglygep1213 to <16 x float>*
  %scevgep1215 = getelementptr <16 x float>, <16 x float>* %uglygep12131214, i64 -30
  %wide.load39.epil55.epil = load <16 x float>, <16 x float>* %scevgep1215, align 4, !alias.scope !61
  %uglygep1209 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12091210 = bitcast i8* %uglygep1209 to <16 x float>*
  %scevgep1211 = getelementptr <16 x float>, <16 x float>* %uglygep12091210, i64 -29
  %wide.load40.epil56.epil = load <16 x float>, <16 x float>* %scevgep1211, align 4, !alias.scope !61
  %uglygep1205 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12051206 = bitcast i8* %uglygep1205 to <16 x float>*
  %scevgep1207 = getelementptr <16 x float>, <16 x float>* %uglygep12051206, i64 -28
  %wide.load41.epil57.epil = load <16 x float>, <16 x float>* %scevgep1207, align 4, !alias.scope !61
  store <16 x float> %wide.load.epil54.epil, <16 x float>* %scevgep1124, align 4, !alias.scope !64, !noalias !61
  %uglygep1119 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11191120 = bitcast i8* %uglygep1119 to <16 x float>*
  %scevgep1121 = getelementptr <16 x float>, <16 x float>* %uglygep11191120, i64 -30
  store <16 x float> %wide.load39.epil55.epil, <16 x float>* %scevgep1121, align 4, !alias.scope !64, !noalias !61
  %uglygep1116 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11161117 = bitcast i8* %uglygep1116 to <16 x float>*
  %scevgep1118 = getelementptr <16 x float>, <16 x float>* %uglygep11161117, i64 -29
  store <16 x float> %wide.load40.epil56.epil, <16 x float>* %scevgep1118, align 4, !alias.scope !64, !noalias !61
  %uglygep1113 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11131114 = bitcast i8* %uglygep1113 to <16 x float>*
  %scevgep1115 = getelementptr <16 x float>, <16 x float>* %uglygep11131114, i64 -28
  store <16 x float> %wide.load41.epil57.epil, <16 x float>* %scevgep1115, align 4, !alias.scope !64, !noalias !61
  %uglygep1201 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12011202 = bitcast i8* %uglygep1201 to <16 x float>*
  %scevgep1203 = getelementptr <16 x float>, <16 x float>* %uglygep12011202, i64 -27
  %wide.load.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1203, align 4, !alias.scope !61
  %uglygep1198 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11981199 = bitcast i8* %uglygep1198 to <16 x float>*
  %scevgep1200 = getelementptr <16 x float>, <16 x float>* %uglygep11981199, i64 -26
  %wide.load39.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1200, align 4, !alias.scope !61
  %uglygep1195 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11951196 = bitcast i8* %uglygep1195 to <16 x float>*
  %scevgep1197 = getelementptr <16 x float>, <16 x float>* %uglygep11951196, i64 -25
  %wide.load40.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1197, align 4, !alias.scope !61
  %uglygep1192 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11921193 = bitcast i8* %uglygep1192 to <16 x float>*
  %scevgep1194 = getelementptr <16 x float>, <16 x float>* %uglygep11921193, i64 -24
  %wide.load41.1.epil.epil = load <16 x float>, <16 x float>* %scevgep1194, align 4, !alias.scope !61
  %uglygep1110 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11101111 = bitcast i8* %uglygep1110 to <16 x float>*
  %scevgep1112 = getelementptr <16 x float>, <16 x float>* %uglygep11101111, i64 -27
  store <16 x float> %wide.load.1.epil.epil, <16 x float>* %scevgep1112, align 4, !alias.scope !64, !noalias !61
  %uglygep1106 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11061107 = bitcast i8* %uglygep1106 to <16 x float>*
  %scevgep1109 = getelementptr <16 x float>, <16 x float>* %uglygep11061107, i64 -26
  store <16 x float> %wide.load39.1.epil.epil, <16 x float>* %scevgep1109, align 4, !alias.scope !64, !noalias !61
  %uglygep1103 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11031104 = bitcast i8* %uglygep1103 to <16 x float>*
  %scevgep1105 = getelementptr <16 x float>, <16 x float>* %uglygep11031104, i64 -25
  store <16 x float> %wide.load40.1.epil.epil, <16 x float>* %scevgep1105, align 4, !alias.scope !64, !noalias !61
  %uglygep1100 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep11001101 = bitcast i8* %uglygep1100 to <16 x float>*
  %scevgep1102 = getelementptr <16 x float>, <16 x float>* %uglygep11001101, i64 -24
  store <16 x float> %wide.load41.1.epil.epil, <16 x float>* %scevgep1102, align 4, !alias.scope !64, !noalias !61
  %uglygep1189 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11891190 = bitcast i8* %uglygep1189 to <16 x float>*
  %scevgep1191 = getelementptr <16 x float>, <16 x float>* %uglygep11891190, i64 -23
  %wide.load.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1191, align 4, !alias.scope !61
  %uglygep1186 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11861187 = bitcast i8* %uglygep1186 to <16 x float>*
  %scevgep1188 = getelementptr <16 x float>, <16 x float>* %uglygep11861187, i64 -22
  %wide.load39.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1188, align 4, !alias.scope !61
  %uglygep1183 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11831184 = bitcast i8* %uglygep1183 to <16 x float>*
  %scevgep1185 = getelementptr <16 x float>, <16 x float>* %uglygep11831184, i64 -21
  %wide.load40.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1185, align 4, !alias.scope !61
  %uglygep1180 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11801181 = bitcast i8* %uglygep1180 to <16 x float>*
  %scevgep1182 = getelementptr <16 x float>, <16 x float>* %uglygep11801181, i64 -20
  %wide.load41.2.epil.epil = load <16 x float>, <16 x float>* %scevgep1182, align 4, !alias.scope !61
  %uglygep1097 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10971098 = bitcast i8* %uglygep1097 to <16 x float>*
  %scevgep1099 = getelementptr <16 x float>, <16 x float>* %uglygep10971098, i64 -23
  store <16 x float> %wide.load.2.epil.epil, <16 x float>* %scevgep1099, align 4, !alias.scope !64, !noalias !61
  %uglygep1094 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10941095 = bitcast i8* %uglygep1094 to <16 x float>*
  %scevgep1096 = getelementptr <16 x float>, <16 x float>* %uglygep10941095, i64 -22
  store <16 x float> %wide.load39.2.epil.epil, <16 x float>* %scevgep1096, align 4, !alias.scope !64, !noalias !61
  %uglygep1091 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10911092 = bitcast i8* %uglygep1091 to <16 x float>*
  %scevgep1093 = getelementptr <16 x float>, <16 x float>* %uglygep10911092, i64 -21
  store <16 x float> %wide.load40.2.epil.epil, <16 x float>* %scevgep1093, align 4, !alias.scope !64, !noalias !61
  %uglygep1088 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10881089 = bitcast i8* %uglygep1088 to <16 x float>*
  %scevgep1090 = getelementptr <16 x float>, <16 x float>* %uglygep10881089, i64 -20
  store <16 x float> %wide.load41.2.epil.epil, <16 x float>* %scevgep1090, align 4, !alias.scope !64, !noalias !61
  %uglygep1177 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11771178 = bitcast i8* %uglygep1177 to <16 x float>*
  %scevgep1179 = getelementptr <16 x float>, <16 x float>* %uglygep11771178, i64 -19
  %wide.load.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1179, align 4, !alias.scope !61
  %uglygep1174 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11741175 = bitcast i8* %uglygep1174 to <16 x float>*
  %scevgep1176 = getelementptr <16 x float>, <16 x float>* %uglygep11741175, i64 -18
  %wide.load39.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1176, align 4, !alias.scope !61
  %uglygep1171 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11711172 = bitcast i8* %uglygep1171 to <16 x float>*
  %scevgep1173 = getelementptr <16 x float>, <16 x float>* %uglygep11711172, i64 -17
  %wide.load40.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1173, align 4, !alias.scope !61
  %uglygep1168 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11681169 = bitcast i8* %uglygep1168 to <16 x float>*
  %scevgep1170 = getelementptr <16 x float>, <16 x float>* %uglygep11681169, i64 -16
  %wide.load41.3.epil.epil = load <16 x float>, <16 x float>* %scevgep1170, align 4, !alias.scope !61
  %uglygep1085 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10851086 = bitcast i8* %uglygep1085 to <16 x float>*
  %scevgep1087 = getelementptr <16 x float>, <16 x float>* %uglygep10851086, i64 -19
  store <16 x float> %wide.load.3.epil.epil, <16 x float>* %scevgep1087, align 4, !alias.scope !64, !noalias !61
  %uglygep1081 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10811082 = bitcast i8* %uglygep1081 to <16 x float>*
  %scevgep1083 = getelementptr <16 x float>, <16 x float>* %uglygep10811082, i64 -18
  store <16 x float> %wide.load39.3.epil.epil, <16 x float>* %scevgep1083, align 4, !alias.scope !64, !noalias !61
  %uglygep1077 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10771078 = bitcast i8* %uglygep1077 to <16 x float>*
  %scevgep1079 = getelementptr <16 x float>, <16 x float>* %uglygep10771078, i64 -17
  store <16 x float> %wide.load40.3.epil.epil, <16 x float>* %scevgep1079, align 4, !alias.scope !64, !noalias !61
  %uglygep1068 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10681069 = bitcast i8* %uglygep1068 to <16 x float>*
  %scevgep1070 = getelementptr <16 x float>, <16 x float>* %uglygep10681069, i64 -16
  store <16 x float> %wide.load41.3.epil.epil, <16 x float>* %scevgep1070, align 4, !alias.scope !64, !noalias !61
  %uglygep1165 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11651166 = bitcast i8* %uglygep1165 to <16 x float>*
  %scevgep1167 = getelementptr <16 x float>, <16 x float>* %uglygep11651166, i64 -15
  %wide.load.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1167, align 4, !alias.scope !61
  %uglygep1162 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11621163 = bitcast i8* %uglygep1162 to <16 x float>*
  %scevgep1164 = getelementptr <16 x float>, <16 x float>* %uglygep11621163, i64 -14
  %wide.load39.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1164, align 4, !alias.scope !61
  %uglygep1159 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11591160 = bitcast i8* %uglygep1159 to <16 x float>*
  %scevgep1161 = getelementptr <16 x float>, <16 x float>* %uglygep11591160, i64 -13
  %wide.load40.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1161, align 4, !alias.scope !61
  %uglygep1156 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11561157 = bitcast i8* %uglygep1156 to <16 x float>*
  %scevgep1158 = getelementptr <16 x float>, <16 x float>* %uglygep11561157, i64 -12
  %wide.load41.4.epil.epil = load <16 x float>, <16 x float>* %scevgep1158, align 4, !alias.scope !61
  %uglygep1064 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10641065 = bitcast i8* %uglygep1064 to <16 x float>*
  %scevgep1066 = getelementptr <16 x float>, <16 x float>* %uglygep10641065, i64 -15
  store <16 x float> %wide.load.4.epil.epil, <16 x float>* %scevgep1066, align 4, !alias.scope !64, !noalias !61
  %uglygep1061 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10611062 = bitcast i8* %uglygep1061 to <16 x float>*
  %scevgep1063 = getelementptr <16 x float>, <16 x float>* %uglygep10611062, i64 -14
  store <16 x float> %wide.load39.4.epil.epil, <16 x float>* %scevgep1063, align 4, !alias.scope !64, !noalias !61
  %uglygep1058 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10581059 = bitcast i8* %uglygep1058 to <16 x float>*
  %scevgep1060 = getelementptr <16 x float>, <16 x float>* %uglygep10581059, i64 -13
  store <16 x float> %wide.load40.4.epil.epil, <16 x float>* %scevgep1060, align 4, !alias.scope !64, !noalias !61
  %uglygep1055 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10551056 = bitcast i8* %uglygep1055 to <16 x float>*
  %scevgep1057 = getelementptr <16 x float>, <16 x float>* %uglygep10551056, i64 -12
  store <16 x float> %wide.load41.4.epil.epil, <16 x float>* %scevgep1057, align 4, !alias.scope !64, !noalias !61
  %uglygep1153 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11531154 = bitcast i8* %uglygep1153 to <16 x float>*
  %scevgep1155 = getelementptr <16 x float>, <16 x float>* %uglygep11531154, i64 -11
  %wide.load.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1155, align 4, !alias.scope !61
  %uglygep1150 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11501151 = bitcast i8* %uglygep1150 to <16 x float>*
  %scevgep1152 = getelementptr <16 x float>, <16 x float>* %uglygep11501151, i64 -10
  %wide.load39.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1152, align 4, !alias.scope !61
  %uglygep1147 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11471148 = bitcast i8* %uglygep1147 to <16 x float>*
  %scevgep1149 = getelementptr <16 x float>, <16 x float>* %uglygep11471148, i64 -9
  %wide.load40.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1149, align 4, !alias.scope !61
  %uglygep1144 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11441145 = bitcast i8* %uglygep1144 to <16 x float>*
  %scevgep1146 = getelementptr <16 x float>, <16 x float>* %uglygep11441145, i64 -8
  %wide.load41.5.epil.epil = load <16 x float>, <16 x float>* %scevgep1146, align 4, !alias.scope !61
  %uglygep1052 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10521053 = bitcast i8* %uglygep1052 to <16 x float>*
  %scevgep1054 = getelementptr <16 x float>, <16 x float>* %uglygep10521053, i64 -11
  store <16 x float> %wide.load.5.epil.epil, <16 x float>* %scevgep1054, align 4, !alias.scope !64, !noalias !61
  %uglygep1049 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10491050 = bitcast i8* %uglygep1049 to <16 x float>*
  %scevgep1051 = getelementptr <16 x float>, <16 x float>* %uglygep10491050, i64 -10
  store <16 x float> %wide.load39.5.epil.epil, <16 x float>* %scevgep1051, align 4, !alias.scope !64, !noalias !61
  %uglygep1046 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10461047 = bitcast i8* %uglygep1046 to <16 x float>*
  %scevgep1048 = getelementptr <16 x float>, <16 x float>* %uglygep10461047, i64 -9
  store <16 x float> %wide.load40.5.epil.epil, <16 x float>* %scevgep1048, align 4, !alias.scope !64, !noalias !61
  %uglygep1043 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10431044 = bitcast i8* %uglygep1043 to <16 x float>*
  %scevgep1045 = getelementptr <16 x float>, <16 x float>* %uglygep10431044, i64 -8
  store <16 x float> %wide.load41.5.epil.epil, <16 x float>* %scevgep1045, align 4, !alias.scope !64, !noalias !61
  %uglygep1141 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11411142 = bitcast i8* %uglygep1141 to <16 x float>*
  %scevgep1143 = getelementptr <16 x float>, <16 x float>* %uglygep11411142, i64 -7
  %wide.load.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1143, align 4, !alias.scope !61
  %uglygep1138 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11381139 = bitcast i8* %uglygep1138 to <16 x float>*
  %scevgep1140 = getelementptr <16 x float>, <16 x float>* %uglygep11381139, i64 -6
  %wide.load39.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1140, align 4, !alias.scope !61
  %uglygep1135 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11351136 = bitcast i8* %uglygep1135 to <16 x float>*
  %scevgep1137 = getelementptr <16 x float>, <16 x float>* %uglygep11351136, i64 -5
  %wide.load40.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1137, align 4, !alias.scope !61
  %uglygep1132 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11321133 = bitcast i8* %uglygep1132 to <16 x float>*
  %scevgep1134 = getelementptr <16 x float>, <16 x float>* %uglygep11321133, i64 -4
  %wide.load41.6.epil.epil = load <16 x float>, <16 x float>* %scevgep1134, align 4, !alias.scope !61
  %uglygep1040 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10401041 = bitcast i8* %uglygep1040 to <16 x float>*
  %scevgep1042 = getelementptr <16 x float>, <16 x float>* %uglygep10401041, i64 -7
  store <16 x float> %wide.load.6.epil.epil, <16 x float>* %scevgep1042, align 4, !alias.scope !64, !noalias !61
  %uglygep1037 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10371038 = bitcast i8* %uglygep1037 to <16 x float>*
  %scevgep1039 = getelementptr <16 x float>, <16 x float>* %uglygep10371038, i64 -6
  store <16 x float> %wide.load39.6.epil.epil, <16 x float>* %scevgep1039, align 4, !alias.scope !64, !noalias !61
  %uglygep1034 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10341035 = bitcast i8* %uglygep1034 to <16 x float>*
  %scevgep1036 = getelementptr <16 x float>, <16 x float>* %uglygep10341035, i64 -5
  store <16 x float> %wide.load40.6.epil.epil, <16 x float>* %scevgep1036, align 4, !alias.scope !64, !noalias !61
  %uglygep1031 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10311032 = bitcast i8* %uglygep1031 to <16 x float>*
  %scevgep1033 = getelementptr <16 x float>, <16 x float>* %uglygep10311032, i64 -4
  store <16 x float> %wide.load41.6.epil.epil, <16 x float>* %scevgep1033, align 4, !alias.scope !64, !noalias !61
  %uglygep1129 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11291130 = bitcast i8* %uglygep1129 to <16 x float>*
  %scevgep1131 = getelementptr <16 x float>, <16 x float>* %uglygep11291130, i64 -3
  %wide.load.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1131, align 4, !alias.scope !61
  %uglygep1220 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep12201221 = bitcast i8* %uglygep1220 to <16 x float>*
  %scevgep1222 = getelementptr <16 x float>, <16 x float>* %uglygep12201221, i64 -2
  %wide.load39.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1222, align 4, !alias.scope !61
  %uglygep1126 = getelementptr i8, i8* %1024, i64 %lsr.iv
  %uglygep11261127 = bitcast i8* %uglygep1126 to <16 x float>*
  %scevgep1128 = getelementptr <16 x float>, <16 x float>* %uglygep11261127, i64 -1
  %wide.load40.7.epil.epil = load <16 x float>, <16 x float>* %scevgep1128, align 4, !alias.scope !61
  %wide.load41.7.epil.epil = load <16 x float>, <16 x float>* %uglygep11291130, align 4, !alias.scope !61
  %uglygep1028 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10281029 = bitcast i8* %uglygep1028 to <16 x float>*
  %scevgep1030 = getelementptr <16 x float>, <16 x float>* %uglygep10281029, i64 -3
  store <16 x float> %wide.load.7.epil.epil, <16 x float>* %scevgep1030, align 4, !alias.scope !64, !noalias !61
  %uglygep1025 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10251026 = bitcast i8* %uglygep1025 to <16 x float>*
  %scevgep1027 = getelementptr <16 x float>, <16 x float>* %uglygep10251026, i64 -2
  store <16 x float> %wide.load39.7.epil.epil, <16 x float>* %scevgep1027, align 4, !alias.scope !64, !noalias !61
  %uglygep1022 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep10221023 = bitcast i8* %uglygep1022 to <16 x float>*
  %scevgep1024 = getelementptr <16 x float>, <16 x float>* %uglygep10221023, i64 -1
  store <16 x float> %wide.load40.7.epil.epil, <16 x float>* %scevgep1024, align 4, !alias.scope !64, !noalias !61
  %uglygep869 = getelementptr i8, i8* %1023, i64 %lsr.iv
  %uglygep869870 = bitcast i8* %uglygep869 to <16 x float>*
  store <16 x float> %wide.load41.7.epil.epil, <16 x float>* %uglygep869870, align 4, !alias.scope !64, !noalias !61
  %lsr.iv.next624 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1022, %lsr.iv.next624
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil52.epil, !llvm.loop !67

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil52.epil
  %1025 = shl nuw nsw i64 %xtraiter, 9
  %1026 = add i64 %index.epil53.unr, %1025
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %1026, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %1027 = add i64 %index.unr.epil, 48
  %1028 = add i64 %1027, %loop.index4.us.unr33
  %scevgep125 = getelementptr float, float* %.6.i6, i64 %1028
  %1029 = add i64 %1027, %671
  %scevgep133 = getelementptr float, float* %arg.a.4, i64 %1029
  %1030 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv134 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next135, %vector.body.epil.epil ]
  %1031 = bitcast float* %scevgep133 to i8*
  %1032 = bitcast float* %scevgep125 to i8*
  %uglygep1008 = getelementptr i8, i8* %1032, i64 %lsr.iv134
  %uglygep10081009 = bitcast i8* %uglygep1008 to <16 x float>*
  %uglygep1020 = getelementptr i8, i8* %1031, i64 %lsr.iv134
  %uglygep10201021 = bitcast i8* %uglygep1020 to <16 x float>*
  %uglygep1017 = getelementptr i8, i8* %1031, i64 %lsr.iv134
  %uglygep10171018 = bitcast i8* %uglygep1017 to <16 x float>*
  %scevgep1019 = getelementptr <16 x float>, <16 x float>* %uglygep10171018, i64 -3
  %wide.load.epil.epil = load <16 x float>, <16 x float>* %scevgep1019, align 4, !alias.scope !61
  %uglygep1014 = getelementptr i8, i8* %1031, i64 %lsr.iv134
  %uglygep10141015 = bitcast i8* %uglygep1014 to <16 x float>*
  %scevgep1016 = getelementptr <16 x float>, <16 x float>* %uglygep10141015, i64 -2
  %wide.load39.epil.epil = load <16 x float>, <16 x float>* %scevgep1016, align 4, !alias.scope !61
  %uglygep1011 = getelementptr i8, i8* %1031, i64 %lsr.iv134
  %uglygep10111012 = bitcast i8* %uglygep1011 to <16 x float>*
  %scevgep1013 = getelementptr <16 x float>, <16 x float>* %uglygep10111012, i64 -1
  %wide.load40.epil.epil = load <16 x float>, <16 x float>* %scevgep1013, align 4, !alias.scope !61
  %wide.load41.epil.epil = load <16 x float>, <16 x float>* %uglygep10201021, align 4, !alias.scope !61
  %uglygep1005 = getelementptr i8, i8* %1032, i64 %lsr.iv134
  %uglygep10051006 = bitcast i8* %uglygep1005 to <16 x float>*
  %scevgep1007 = getelementptr <16 x float>, <16 x float>* %uglygep10051006, i64 -3
  store <16 x float> %wide.load.epil.epil, <16 x float>* %scevgep1007, align 4, !alias.scope !64, !noalias !61
  %uglygep1002 = getelementptr i8, i8* %1032, i64 %lsr.iv134
  %uglygep10021003 = bitcast i8* %uglygep1002 to <16 x float>*
  %scevgep1004 = getelementptr <16 x float>, <16 x float>* %uglygep10021003, i64 -2
  store <16 x float> %wide.load39.epil.epil, <16 x float>* %scevgep1004, align 4, !alias.scope !64, !noalias !61
  %uglygep999 = getelementptr i8, i8* %1032, i64 %lsr.iv134
  %uglygep9991000 = bitcast i8* %uglygep999 to <16 x float>*
  %scevgep1001 = getelementptr <16 x float>, <16 x float>* %uglygep9991000, i64 -1
  store <16 x float> %wide.load40.epil.epil, <16 x float>* %scevgep1001, align 4, !alias.scope !64, !noalias !61
  store <16 x float> %wide.load41.epil.epil, <16 x float>* %uglygep10081009, align 4, !alias.scope !64, !noalias !61
  %lsr.iv.next135 = add nuw nsw i64 %lsr.iv134, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1030, %lsr.iv.next135
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !68

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %vec.epilog.iter.check.epil

vec.epilog.iter.check.epil:                       ; preds = %middle.block.epil
  %n.vec.remaining.epil = and i64 %arg.a.5.1, 56
  %min.epilog.iters.check.epil = icmp eq i64 %n.vec.remaining.epil, 0
  br i1 %min.epilog.iters.check.epil, label %for.body.1.us.preheader.epil, label %vec.epilog.ph.epil

vec.epilog.ph.epil:                               ; preds = %vec.epilog.iter.check.epil, %vector.main.loop.iter.check.epil
  %vec.epilog.resume.val.epil = phi i64 [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ 0, %vector.main.loop.iter.check.epil ]
  %n.vec43.epil = and i64 %arg.a.5.1, -8
  br label %vec.epilog.vector.body.epil

vec.epilog.vector.body.epil:                      ; preds = %vec.epilog.vector.body.epil, %vec.epilog.ph.epil
  %index45.epil = phi i64 [ %index.next47.epil, %vec.epilog.vector.body.epil ], [ %vec.epilog.resume.val.epil, %vec.epilog.ph.epil ]
  %scevgep996 = getelementptr float, float* %scevgep.epil, i64 %index45.epil
  %scevgep996997 = bitcast float* %scevgep996 to <8 x float>*
  %scevgep994 = getelementptr float, float* %scevgep34.epil, i64 %index45.epil
  %scevgep994995 = bitcast float* %scevgep994 to <8 x float>*
  %wide.load46.epil = load <8 x float>, <8 x float>* %scevgep994995, align 4
  store <8 x float> %wide.load46.epil, <8 x float>* %scevgep996997, align 4
  %index.next47.epil = add nuw i64 %index45.epil, 8
  %1033 = icmp eq i64 %n.vec43.epil, %index.next47.epil
  br i1 %1033, label %vec.epilog.middle.block.epil, label %vec.epilog.vector.body.epil, !llvm.loop !69

vec.epilog.middle.block.epil:                     ; preds = %vec.epilog.vector.body.epil
  %cmp.n44.epil = icmp eq i64 %n.vec43.epil, %arg.a.5.1
  br i1 %cmp.n44.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %vec.epilog.middle.block.epil, %vec.epilog.iter.check.epil, %vector.memcheck.epil, %iter.check.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %iter.check.epil ], [ 0, %vector.memcheck.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec43.epil, %vec.epilog.middle.block.epil ]
  %1034 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter49.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod50.epil.not = icmp eq i64 %xtraiter49.epil, 0
  br i1 %lcmp.mod50.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %1035 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %1036 = add i64 %1035, %loop.index4.us.unr33
  %scevgep110 = getelementptr float, float* %.6.i6, i64 %1036
  %scevgep114 = getelementptr float, float* %arg.a.4, i64 %671
  %1037 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv991 = phi float* [ %1038, %for.body.1.us.prol.epil ], [ %scevgep110, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv116 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter49.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv991992 = bitcast float* %lsr.iv991 to i1*
  %scevgep993 = getelementptr float, float* %scevgep114, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load float, float* %scevgep993, align 4
  store float %.137.us.prol.epil, float* %lsr.iv991, align 4
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv116, -1
  %scevgep = getelementptr i1, i1* %lsr.iv991992, i64 %1037
  %1038 = bitcast i1* %scevgep to float*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !58

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %1039 = icmp ult i64 %1034, 7
  br i1 %1039, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %1040 = add i64 %671, 7
  %scevgep77 = getelementptr float, float* %arg.a.4, i64 %1040
  %1041 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %1042 = add i64 %1041, %loop.index4.us.unr33
  %scevgep93 = getelementptr float, float* %.6.i6, i64 %1042
  %1043 = shl i64 %arg.a.5.0, 2
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv956 = phi float* [ %uglygep989990, %for.body.1.us.epil ], [ %scevgep93, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv956973 = bitcast float* %lsr.iv956 to i8*
  %scevgep970 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep971 = getelementptr float, float* %scevgep970, i64 -7
  %.137.us.epil = load float, float* %scevgep971, align 4
  store float %.137.us.epil, float* %lsr.iv956, align 4
  %scevgep968 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep969 = getelementptr float, float* %scevgep968, i64 -6
  %.137.us.1.epil = load float, float* %scevgep969, align 4
  %uglygep = getelementptr i8, i8* %lsr.iv956973, i64 %1043
  %uglygep975 = bitcast i8* %uglygep to float*
  store float %.137.us.1.epil, float* %uglygep975, align 4
  %scevgep966 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep967 = getelementptr float, float* %scevgep966, i64 -5
  %.137.us.2.epil = load float, float* %scevgep967, align 4
  %uglygep977 = getelementptr i8, i8* %uglygep, i64 %1043
  %uglygep977978 = bitcast i8* %uglygep977 to float*
  store float %.137.us.2.epil, float* %uglygep977978, align 4
  %scevgep964 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep965 = getelementptr float, float* %scevgep964, i64 -4
  %.137.us.3.epil = load float, float* %scevgep965, align 4
  %uglygep979 = getelementptr i8, i8* %uglygep977, i64 %1043
  %uglygep979980 = bitcast i8* %uglygep979 to float*
  store float %.137.us.3.epil, float* %uglygep979980, align 4
  %scevgep962 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep963 = getelementptr float, float* %scevgep962, i64 -3
  %.137.us.4.epil = load float, float* %scevgep963, align 4
  %uglygep981 = getelementptr i8, i8* %uglygep979, i64 %1043
  %uglygep981982 = bitcast i8* %uglygep981 to float*
  store float %.137.us.4.epil, float* %uglygep981982, align 4
  %scevgep960 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep961 = getelementptr float, float* %scevgep960, i64 -2
  %.137.us.5.epil = load float, float* %scevgep961, align 4
  %uglygep983 = getelementptr i8, i8* %uglygep981, i64 %1043
  %uglygep983984 = bitcast i8* %uglygep983 to float*
  store float %.137.us.5.epil, float* %uglygep983984, align 4
  %scevgep958 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %scevgep959 = getelementptr float, float* %scevgep958, i64 -1
  %.137.us.6.epil = load float, float* %scevgep959, align 4
  %uglygep985 = getelementptr i8, i8* %uglygep983, i64 %1043
  %uglygep985986 = bitcast i8* %uglygep985 to float*
  store float %.137.us.6.epil, float* %uglygep985986, align 4
  %scevgep972 = getelementptr float, float* %scevgep77, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load float, float* %scevgep972, align 4
  %uglygep987 = getelementptr i8, i8* %uglygep985, i64 %1043
  %uglygep987988 = bitcast i8* %uglygep987 to float*
  store float %.137.us.7.epil, float* %uglygep987988, align 4
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep989 = getelementptr i8, i8* %uglygep987, i64 %1043
  %uglygep989990 = bitcast i8* %uglygep989 to float*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !55

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %vec.epilog.middle.block.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack7551809311732682872 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack7551809311732682872, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i6, float** %retptr.repack13, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack15.repack19, align 8
  %retptr.repack17.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %retptr.repack17.repack, align 8
  %retptr.repack17.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack17.repack21, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_xxgetrf(i8, i64, i64, float*, i64, i32*) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define linkonce_odr i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v83B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIfLi2E1F7mutable7alignedEx([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.sgn) local_unnamed_addr #5 {
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
  %3 = shl i64 %arg.a.5.0, 2
  %4 = add i64 %3, 4
  %5 = add nsw i64 %2, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter6 = and i64 %7, 3
  %8 = icmp ult i64 %5, 24
  br i1 %8, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B40.preheader.new.new

B40.preheader.new.new:                            ; preds = %B40.preheader.new
  %unroll_iter = shl i64 %7, 3
  %9 = lshr i64 %7, 2
  %10 = shl nuw nsw i64 %9, 2
  br label %B40

B40:                                              ; preds = %B40, %B40.preheader.new.new
  %lsr.iv4 = phi i64 [ %lsr.iv.next5, %B40 ], [ %10, %B40.preheader.new.new ]
  %lsr.iv19 = phi float* [ %uglygep184185, %B40 ], [ %arg.a.4, %B40.preheader.new.new ]
  %acc.2.09 = phi double [ %.257.7.3, %B40 ], [ 0.000000e+00, %B40.preheader.new.new ]
  %sgn.2.08 = phi i64 [ %sgn.3.1.7.3, %B40 ], [ %arg.sgn, %B40.preheader.new.new ]
  %lsr.iv19121 = bitcast float* %lsr.iv19 to i8*
  %.206 = load float, float* %lsr.iv19, align 4
  %.218 = fcmp olt float %.206, 0.000000e+00
  %.221 = sub i64 0, %sgn.2.08
  %.227 = fneg float %.206
  %sgn.3.1 = select i1 %.218, i64 %.221, i64 %sgn.2.08
  %v.2.1 = select i1 %.218, float %.227, float %.206
  %.248 = tail call float @llvm.log.f32(float %v.2.1)
  %.256 = fpext float %.248 to double
  %.257 = fadd double %acc.2.09, %.256
  %uglygep122 = getelementptr i8, i8* %lsr.iv19121, i64 %4
  %uglygep122123 = bitcast i8* %uglygep122 to float*
  %.206.1 = load float, float* %uglygep122123, align 4
  %.218.1 = fcmp olt float %.206.1, 0.000000e+00
  %.221.1 = sub i64 0, %sgn.3.1
  %.227.1 = fneg float %.206.1
  %sgn.3.1.1 = select i1 %.218.1, i64 %.221.1, i64 %sgn.3.1
  %v.2.1.1 = select i1 %.218.1, float %.227.1, float %.206.1
  %.248.1 = tail call float @llvm.log.f32(float %v.2.1.1)
  %.256.1 = fpext float %.248.1 to double
  %.257.1 = fadd double %.257, %.256.1
  %uglygep124 = getelementptr i8, i8* %uglygep122, i64 %4
  %uglygep124125 = bitcast i8* %uglygep124 to float*
  %.206.2 = load float, float* %uglygep124125, align 4
  %.218.2 = fcmp olt float %.206.2, 0.000000e+00
  %.221.2 = sub i64 0, %sgn.3.1.1
  %.227.2 = fneg float %.206.2
  %sgn.3.1.2 = select i1 %.218.2, i64 %.221.2, i64 %sgn.3.1.1
  %v.2.1.2 = select i1 %.218.2, float %.227.2, float %.206.2
  %.248.2 = tail call float @llvm.log.f32(float %v.2.1.2)
  %.256.2 = fpext float %.248.2 to double
  %.257.2 = fadd double %.257.1, %.256.2
  %uglygep126 = getelementptr i8, i8* %uglygep124, i64 %4
  %uglygep126127 = bitcast i8* %uglygep126 to float*
  %.206.3 = load float, float* %uglygep126127, align 4
  %.218.3 = fcmp olt float %.206.3, 0.000000e+00
  %.221.3 = sub i64 0, %sgn.3.1.2
  %.227.3 = fneg float %.206.3
  %sgn.3.1.3 = select i1 %.218.3, i64 %.221.3, i64 %sgn.3.1.2
  %v.2.1.3 = select i1 %.218.3, float %.227.3, float %.206.3
  %.248.3 = tail call float @llvm.log.f32(float %v.2.1.3)
  %.256.3 = fpext float %.248.3 to double
  %.257.3 = fadd double %.257.2, %.256.3
  %uglygep128 = getelementptr i8, i8* %uglygep126, i64 %4
  %uglygep128129 = bitcast i8* %uglygep128 to float*
  %.206.4 = load float, float* %uglygep128129, align 4
  %.218.4 = fcmp olt float %.206.4, 0.000000e+00
  %.221.4 = sub i64 0, %sgn.3.1.3
  %.227.4 = fneg float %.206.4
  %sgn.3.1.4 = select i1 %.218.4, i64 %.221.4, i64 %sgn.3.1.3
  %v.2.1.4 = select i1 %.218.4, float %.227.4, float %.206.4
  %.248.4 = tail call float @llvm.log.f32(float %v.2.1.4)
  %.256.4 = fpext float %.248.4 to double
  %.257.4 = fadd double %.257.3, %.256.4
  %uglygep130 = getelementptr i8, i8* %uglygep128, i64 %4
  %uglygep130131 = bitcast i8* %uglygep130 to float*
  %.206.5 = load float, float* %uglygep130131, align 4
  %.218.5 = fcmp olt float %.206.5, 0.000000e+00
  %.221.5 = sub i64 0, %sgn.3.1.4
  %.227.5 = fneg float %.206.5
  %sgn.3.1.5 = select i1 %.218.5, i64 %.221.5, i64 %sgn.3.1.4
  %v.2.1.5 = select i1 %.218.5, float %.227.5, float %.206.5
  %.248.5 = tail call float @llvm.log.f32(float %v.2.1.5)
  %.256.5 = fpext float %.248.5 to double
  %.257.5 = fadd double %.257.4, %.256.5
  %uglygep132 = getelementptr i8, i8* %uglygep130, i64 %4
  %uglygep132133 = bitcast i8* %uglygep132 to float*
  %.206.6 = load float, float* %uglygep132133, align 4
  %.218.6 = fcmp olt float %.206.6, 0.000000e+00
  %.221.6 = sub i64 0, %sgn.3.1.5
  %.227.6 = fneg float %.206.6
  %sgn.3.1.6 = select i1 %.218.6, i64 %.221.6, i64 %sgn.3.1.5
  %v.2.1.6 = select i1 %.218.6, float %.227.6, float %.206.6
  %.248.6 = tail call float @llvm.log.f32(float %v.2.1.6)
  %.256.6 = fpext float %.248.6 to double
  %.257.6 = fadd double %.257.5, %.256.6
  %uglygep134 = getelementptr i8, i8* %uglygep132, i64 %4
  %uglygep134135 = bitcast i8* %uglygep134 to float*
  %.206.7 = load float, float* %uglygep134135, align 4
  %.218.7 = fcmp olt float %.206.7, 0.000000e+00
  %.221.7 = sub i64 0, %sgn.3.1.6
  %.227.7 = fneg float %.206.7
  %sgn.3.1.7 = select i1 %.218.7, i64 %.221.7, i64 %sgn.3.1.6
  %v.2.1.7 = select i1 %.218.7, float %.227.7, float %.206.7
  %.248.7 = tail call float @llvm.log.f32(float %v.2.1.7)
  %.256.7 = fpext float %.248.7 to double
  %.257.7 = fadd double %.257.6, %.256.7
  %uglygep136 = getelementptr i8, i8* %uglygep134, i64 %4
  %uglygep136137 = bitcast i8* %uglygep136 to float*
  %.206.124 = load float, float* %uglygep136137, align 4
  %.218.125 = fcmp olt float %.206.124, 0.000000e+00
  %.221.126 = sub i64 0, %sgn.3.1.7
  %.227.127 = fneg float %.206.124
  %sgn.3.1.128 = select i1 %.218.125, i64 %.221.126, i64 %sgn.3.1.7
  %v.2.1.129 = select i1 %.218.125, float %.227.127, float %.206.124
  %.248.130 = tail call float @llvm.log.f32(float %v.2.1.129)
  %.256.131 = fpext float %.248.130 to double
  %.257.132 = fadd double %.257.7, %.256.131
  %uglygep138 = getelementptr i8, i8* %uglygep136, i64 %4
  %uglygep138139 = bitcast i8* %uglygep138 to float*
  %.206.1.1 = load float, float* %uglygep138139, align 4
  %.218.1.1 = fcmp olt float %.206.1.1, 0.000000e+00
  %.221.1.1 = sub i64 0, %sgn.3.1.128
  %.227.1.1 = fneg float %.206.1.1
  %sgn.3.1.1.1 = select i1 %.218.1.1, i64 %.221.1.1, i64 %sgn.3.1.128
  %v.2.1.1.1 = select i1 %.218.1.1, float %.227.1.1, float %.206.1.1
  %.248.1.1 = tail call float @llvm.log.f32(float %v.2.1.1.1)
  %.256.1.1 = fpext float %.248.1.1 to double
  %.257.1.1 = fadd double %.257.132, %.256.1.1
  %uglygep140 = getelementptr i8, i8* %uglygep138, i64 %4
  %uglygep140141 = bitcast i8* %uglygep140 to float*
  %.206.2.1 = load float, float* %uglygep140141, align 4
  %.218.2.1 = fcmp olt float %.206.2.1, 0.000000e+00
  %.221.2.1 = sub i64 0, %sgn.3.1.1.1
  %.227.2.1 = fneg float %.206.2.1
  %sgn.3.1.2.1 = select i1 %.218.2.1, i64 %.221.2.1, i64 %sgn.3.1.1.1
  %v.2.1.2.1 = select i1 %.218.2.1, float %.227.2.1, float %.206.2.1
  %.248.2.1 = tail call float @llvm.log.f32(float %v.2.1.2.1)
  %.256.2.1 = fpext float %.248.2.1 to double
  %.257.2.1 = fadd double %.257.1.1, %.256.2.1
  %uglygep142 = getelementptr i8, i8* %uglygep140, i64 %4
  %uglygep142143 = bitcast i8* %uglygep142 to float*
  %.206.3.1 = load float, float* %uglygep142143, align 4
  %.218.3.1 = fcmp olt float %.206.3.1, 0.000000e+00
  %.221.3.1 = sub i64 0, %sgn.3.1.2.1
  %.227.3.1 = fneg float %.206.3.1
  %sgn.3.1.3.1 = select i1 %.218.3.1, i64 %.221.3.1, i64 %sgn.3.1.2.1
  %v.2.1.3.1 = select i1 %.218.3.1, float %.227.3.1, float %.206.3.1
  %.248.3.1 = tail call float @llvm.log.f32(float %v.2.1.3.1)
  %.256.3.1 = fpext float %.248.3.1 to double
  %.257.3.1 = fadd double %.257.2.1, %.256.3.1
  %uglygep144 = getelementptr i8, i8* %uglygep142, i64 %4
  %uglygep144145 = bitcast i8* %uglygep144 to float*
  %.206.4.1 = load float, float* %uglygep144145, align 4
  %.218.4.1 = fcmp olt float %.206.4.1, 0.000000e+00
  %.221.4.1 = sub i64 0, %sgn.3.1.3.1
  %.227.4.1 = fneg float %.206.4.1
  %sgn.3.1.4.1 = select i1 %.218.4.1, i64 %.221.4.1, i64 %sgn.3.1.3.1
  %v.2.1.4.1 = select i1 %.218.4.1, float %.227.4.1, float %.206.4.1
  %.248.4.1 = tail call float @llvm.log.f32(float %v.2.1.4.1)
  %.256.4.1 = fpext float %.248.4.1 to double
  %.257.4.1 = fadd double %.257.3.1, %.256.4.1
  %uglygep146 = getelementptr i8, i8* %uglygep144, i64 %4
  %uglygep146147 = bitcast i8* %uglygep146 to float*
  %.206.5.1 = load float, float* %uglygep146147, align 4
  %.218.5.1 = fcmp olt float %.206.5.1, 0.000000e+00
  %.221.5.1 = sub i64 0, %sgn.3.1.4.1
  %.227.5.1 = fneg float %.206.5.1
  %sgn.3.1.5.1 = select i1 %.218.5.1, i64 %.221.5.1, i64 %sgn.3.1.4.1
  %v.2.1.5.1 = select i1 %.218.5.1, float %.227.5.1, float %.206.5.1
  %.248.5.1 = tail call float @llvm.log.f32(float %v.2.1.5.1)
  %.256.5.1 = fpext float %.248.5.1 to double
  %.257.5.1 = fadd double %.257.4.1, %.256.5.1
  %uglygep148 = getelementptr i8, i8* %uglygep146, i64 %4
  %uglygep148149 = bitcast i8* %uglygep148 to float*
  %.206.6.1 = load float, float* %uglygep148149, align 4
  %.218.6.1 = fcmp olt float %.206.6.1, 0.000000e+00
  %.221.6.1 = sub i64 0, %sgn.3.1.5.1
  %.227.6.1 = fneg float %.206.6.1
  %sgn.3.1.6.1 = select i1 %.218.6.1, i64 %.221.6.1, i64 %sgn.3.1.5.1
  %v.2.1.6.1 = select i1 %.218.6.1, float %.227.6.1, float %.206.6.1
  %.248.6.1 = tail call float @llvm.log.f32(float %v.2.1.6.1)
  %.256.6.1 = fpext float %.248.6.1 to double
  %.257.6.1 = fadd double %.257.5.1, %.256.6.1
  %uglygep150 = getelementptr i8, i8* %uglygep148, i64 %4
  %uglygep150151 = bitcast i8* %uglygep150 to float*
  %.206.7.1 = load float, float* %uglygep150151, align 4
  %.218.7.1 = fcmp olt float %.206.7.1, 0.000000e+00
  %.221.7.1 = sub i64 0, %sgn.3.1.6.1
  %.227.7.1 = fneg float %.206.7.1
  %sgn.3.1.7.1 = select i1 %.218.7.1, i64 %.221.7.1, i64 %sgn.3.1.6.1
  %v.2.1.7.1 = select i1 %.218.7.1, float %.227.7.1, float %.206.7.1
  %.248.7.1 = tail call float @llvm.log.f32(float %v.2.1.7.1)
  %.256.7.1 = fpext float %.248.7.1 to double
  %.257.7.1 = fadd double %.257.6.1, %.256.7.1
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %4
  %uglygep152153 = bitcast i8* %uglygep152 to float*
  %.206.233 = load float, float* %uglygep152153, align 4
  %.218.234 = fcmp olt float %.206.233, 0.000000e+00
  %.221.235 = sub i64 0, %sgn.3.1.7.1
  %.227.236 = fneg float %.206.233
  %sgn.3.1.237 = select i1 %.218.234, i64 %.221.235, i64 %sgn.3.1.7.1
  %v.2.1.238 = select i1 %.218.234, float %.227.236, float %.206.233
  %.248.239 = tail call float @llvm.log.f32(float %v.2.1.238)
  %.256.240 = fpext float %.248.239 to double
  %.257.241 = fadd double %.257.7.1, %.256.240
  %uglygep154 = getelementptr i8, i8* %uglygep152, i64 %4
  %uglygep154155 = bitcast i8* %uglygep154 to float*
  %.206.1.2 = load float, float* %uglygep154155, align 4
  %.218.1.2 = fcmp olt float %.206.1.2, 0.000000e+00
  %.221.1.2 = sub i64 0, %sgn.3.1.237
  %.227.1.2 = fneg float %.206.1.2
  %sgn.3.1.1.2 = select i1 %.218.1.2, i64 %.221.1.2, i64 %sgn.3.1.237
  %v.2.1.1.2 = select i1 %.218.1.2, float %.227.1.2, float %.206.1.2
  %.248.1.2 = tail call float @llvm.log.f32(float %v.2.1.1.2)
  %.256.1.2 = fpext float %.248.1.2 to double
  %.257.1.2 = fadd double %.257.241, %.256.1.2
  %uglygep156 = getelementptr i8, i8* %uglygep154, i64 %4
  %uglygep156157 = bitcast i8* %uglygep156 to float*
  %.206.2.2 = load float, float* %uglygep156157, align 4
  %.218.2.2 = fcmp olt float %.206.2.2, 0.000000e+00
  %.221.2.2 = sub i64 0, %sgn.3.1.1.2
  %.227.2.2 = fneg float %.206.2.2
  %sgn.3.1.2.2 = select i1 %.218.2.2, i64 %.221.2.2, i64 %sgn.3.1.1.2
  %v.2.1.2.2 = select i1 %.218.2.2, float %.227.2.2, float %.206.2.2
  %.248.2.2 = tail call float @llvm.log.f32(float %v.2.1.2.2)
  %.256.2.2 = fpext float %.248.2.2 to double
  %.257.2.2 = fadd double %.257.1.2, %.256.2.2
  %uglygep158 = getelementptr i8, i8* %uglygep156, i64 %4
  %uglygep158159 = bitcast i8* %uglygep158 to float*
  %.206.3.2 = load float, float* %uglygep158159, align 4
  %.218.3.2 = fcmp olt float %.206.3.2, 0.000000e+00
  %.221.3.2 = sub i64 0, %sgn.3.1.2.2
  %.227.3.2 = fneg float %.206.3.2
  %sgn.3.1.3.2 = select i1 %.218.3.2, i64 %.221.3.2, i64 %sgn.3.1.2.2
  %v.2.1.3.2 = select i1 %.218.3.2, float %.227.3.2, float %.206.3.2
  %.248.3.2 = tail call float @llvm.log.f32(float %v.2.1.3.2)
  %.256.3.2 = fpext float %.248.3.2 to double
  %.257.3.2 = fadd double %.257.2.2, %.256.3.2
  %uglygep160 = getelementptr i8, i8* %uglygep158, i64 %4
  %uglygep160161 = bitcast i8* %uglygep160 to float*
  %.206.4.2 = load float, float* %uglygep160161, align 4
  %.218.4.2 = fcmp olt float %.206.4.2, 0.000000e+00
  %.221.4.2 = sub i64 0, %sgn.3.1.3.2
  %.227.4.2 = fneg float %.206.4.2
  %sgn.3.1.4.2 = select i1 %.218.4.2, i64 %.221.4.2, i64 %sgn.3.1.3.2
  %v.2.1.4.2 = select i1 %.218.4.2, float %.227.4.2, float %.206.4.2
  %.248.4.2 = tail call float @llvm.log.f32(float %v.2.1.4.2)
  %.256.4.2 = fpext float %.248.4.2 to double
  %.257.4.2 = fadd double %.257.3.2, %.256.4.2
  %uglygep162 = getelementptr i8, i8* %uglygep160, i64 %4
  %uglygep162163 = bitcast i8* %uglygep162 to float*
  %.206.5.2 = load float, float* %uglygep162163, align 4
  %.218.5.2 = fcmp olt float %.206.5.2, 0.000000e+00
  %.221.5.2 = sub i64 0, %sgn.3.1.4.2
  %.227.5.2 = fneg float %.206.5.2
  %sgn.3.1.5.2 = select i1 %.218.5.2, i64 %.221.5.2, i64 %sgn.3.1.4.2
  %v.2.1.5.2 = select i1 %.218.5.2, float %.227.5.2, float %.206.5.2
  %.248.5.2 = tail call float @llvm.log.f32(float %v.2.1.5.2)
  %.256.5.2 = fpext float %.248.5.2 to double
  %.257.5.2 = fadd double %.257.4.2, %.256.5.2
  %uglygep164 = getelementptr i8, i8* %uglygep162, i64 %4
  %uglygep164165 = bitcast i8* %uglygep164 to float*
  %.206.6.2 = load float, float* %uglygep164165, align 4
  %.218.6.2 = fcmp olt float %.206.6.2, 0.000000e+00
  %.221.6.2 = sub i64 0, %sgn.3.1.5.2
  %.227.6.2 = fneg float %.206.6.2
  %sgn.3.1.6.2 = select i1 %.218.6.2, i64 %.221.6.2, i64 %sgn.3.1.5.2
  %v.2.1.6.2 = select i1 %.218.6.2, float %.227.6.2, float %.206.6.2
  %.248.6.2 = tail call float @llvm.log.f32(float %v.2.1.6.2)
  %.256.6.2 = fpext float %.248.6.2 to double
  %.257.6.2 = fadd double %.257.5.2, %.256.6.2
  %uglygep166 = getelementptr i8, i8* %uglygep164, i64 %4
  %uglygep166167 = bitcast i8* %uglygep166 to float*
  %.206.7.2 = load float, float* %uglygep166167, align 4
  %.218.7.2 = fcmp olt float %.206.7.2, 0.000000e+00
  %.221.7.2 = sub i64 0, %sgn.3.1.6.2
  %.227.7.2 = fneg float %.206.7.2
  %sgn.3.1.7.2 = select i1 %.218.7.2, i64 %.221.7.2, i64 %sgn.3.1.6.2
  %v.2.1.7.2 = select i1 %.218.7.2, float %.227.7.2, float %.206.7.2
  %.248.7.2 = tail call float @llvm.log.f32(float %v.2.1.7.2)
  %.256.7.2 = fpext float %.248.7.2 to double
  %.257.7.2 = fadd double %.257.6.2, %.256.7.2
  %uglygep168 = getelementptr i8, i8* %uglygep166, i64 %4
  %uglygep168169 = bitcast i8* %uglygep168 to float*
  %.206.342 = load float, float* %uglygep168169, align 4
  %.218.343 = fcmp olt float %.206.342, 0.000000e+00
  %.221.344 = sub i64 0, %sgn.3.1.7.2
  %.227.345 = fneg float %.206.342
  %sgn.3.1.346 = select i1 %.218.343, i64 %.221.344, i64 %sgn.3.1.7.2
  %v.2.1.347 = select i1 %.218.343, float %.227.345, float %.206.342
  %.248.348 = tail call float @llvm.log.f32(float %v.2.1.347)
  %.256.349 = fpext float %.248.348 to double
  %.257.350 = fadd double %.257.7.2, %.256.349
  %uglygep170 = getelementptr i8, i8* %uglygep168, i64 %4
  %uglygep170171 = bitcast i8* %uglygep170 to float*
  %.206.1.3 = load float, float* %uglygep170171, align 4
  %.218.1.3 = fcmp olt float %.206.1.3, 0.000000e+00
  %.221.1.3 = sub i64 0, %sgn.3.1.346
  %.227.1.3 = fneg float %.206.1.3
  %sgn.3.1.1.3 = select i1 %.218.1.3, i64 %.221.1.3, i64 %sgn.3.1.346
  %v.2.1.1.3 = select i1 %.218.1.3, float %.227.1.3, float %.206.1.3
  %.248.1.3 = tail call float @llvm.log.f32(float %v.2.1.1.3)
  %.256.1.3 = fpext float %.248.1.3 to double
  %.257.1.3 = fadd double %.257.350, %.256.1.3
  %uglygep172 = getelementptr i8, i8* %uglygep170, i64 %4
  %uglygep172173 = bitcast i8* %uglygep172 to float*
  %.206.2.3 = load float, float* %uglygep172173, align 4
  %.218.2.3 = fcmp olt float %.206.2.3, 0.000000e+00
  %.221.2.3 = sub i64 0, %sgn.3.1.1.3
  %.227.2.3 = fneg float %.206.2.3
  %sgn.3.1.2.3 = select i1 %.218.2.3, i64 %.221.2.3, i64 %sgn.3.1.1.3
  %v.2.1.2.3 = select i1 %.218.2.3, float %.227.2.3, float %.206.2.3
  %.248.2.3 = tail call float @llvm.log.f32(float %v.2.1.2.3)
  %.256.2.3 = fpext float %.248.2.3 to double
  %.257.2.3 = fadd double %.257.1.3, %.256.2.3
  %uglygep174 = getelementptr i8, i8* %uglygep172, i64 %4
  %uglygep174175 = bitcast i8* %uglygep174 to float*
  %.206.3.3 = load float, float* %uglygep174175, align 4
  %.218.3.3 = fcmp olt float %.206.3.3, 0.000000e+00
  %.221.3.3 = sub i64 0, %sgn.3.1.2.3
  %.227.3.3 = fneg float %.206.3.3
  %sgn.3.1.3.3 = select i1 %.218.3.3, i64 %.221.3.3, i64 %sgn.3.1.2.3
  %v.2.1.3.3 = select i1 %.218.3.3, float %.227.3.3, float %.206.3.3
  %.248.3.3 = tail call float @llvm.log.f32(float %v.2.1.3.3)
  %.256.3.3 = fpext float %.248.3.3 to double
  %.257.3.3 = fadd double %.257.2.3, %.256.3.3
  %uglygep176 = getelementptr i8, i8* %uglygep174, i64 %4
  %uglygep176177 = bitcast i8* %uglygep176 to float*
  %.206.4.3 = load float, float* %uglygep176177, align 4
  %.218.4.3 = fcmp olt float %.206.4.3, 0.000000e+00
  %.221.4.3 = sub i64 0, %sgn.3.1.3.3
  %.227.4.3 = fneg float %.206.4.3
  %sgn.3.1.4.3 = select i1 %.218.4.3, i64 %.221.4.3, i64 %sgn.3.1.3.3
  %v.2.1.4.3 = select i1 %.218.4.3, float %.227.4.3, float %.206.4.3
  %.248.4.3 = tail call float @llvm.log.f32(float %v.2.1.4.3)
  %.256.4.3 = fpext float %.248.4.3 to double
  %.257.4.3 = fadd double %.257.3.3, %.256.4.3
  %uglygep178 = getelementptr i8, i8* %uglygep176, i64 %4
  %uglygep178179 = bitcast i8* %uglygep178 to float*
  %.206.5.3 = load float, float* %uglygep178179, align 4
  %.218.5.3 = fcmp olt float %.206.5.3, 0.000000e+00
  %.221.5.3 = sub i64 0, %sgn.3.1.4.3
  %.227.5.3 = fneg float %.206.5.3
  %sgn.3.1.5.3 = select i1 %.218.5.3, i64 %.221.5.3, i64 %sgn.3.1.4.3
  %v.2.1.5.3 = select i1 %.218.5.3, float %.227.5.3, float %.206.5.3
  %.248.5.3 = tail call float @llvm.log.f32(float %v.2.1.5.3)
  %.256.5.3 = fpext float %.248.5.3 to double
  %.257.5.3 = fadd double %.257.4.3, %.256.5.3
  %uglygep180 = getelementptr i8, i8* %uglygep178, i64 %4
  %uglygep180181 = bitcast i8* %uglygep180 to float*
  %.206.6.3 = load float, float* %uglygep180181, align 4
  %.218.6.3 = fcmp olt float %.206.6.3, 0.000000e+00
  %.221.6.3 = sub i64 0, %sgn.3.1.5.3
  %.227.6.3 = fneg float %.206.6.3
  %sgn.3.1.6.3 = select i1 %.218.6.3, i64 %.221.6.3, i64 %sgn.3.1.5.3
  %v.2.1.6.3 = select i1 %.218.6.3, float %.227.6.3, float %.206.6.3
  %.248.6.3 = tail call float @llvm.log.f32(float %v.2.1.6.3)
  %.256.6.3 = fpext float %.248.6.3 to double
  %.257.6.3 = fadd double %.257.5.3, %.256.6.3
  %uglygep182 = getelementptr i8, i8* %uglygep180, i64 %4
  %uglygep182183 = bitcast i8* %uglygep182 to float*
  %.206.7.3 = load float, float* %uglygep182183, align 4
  %.218.7.3 = fcmp olt float %.206.7.3, 0.000000e+00
  %.221.7.3 = sub i64 0, %sgn.3.1.6.3
  %.227.7.3 = fneg float %.206.7.3
  %sgn.3.1.7.3 = select i1 %.218.7.3, i64 %.221.7.3, i64 %sgn.3.1.6.3
  %v.2.1.7.3 = select i1 %.218.7.3, float %.227.7.3, float %.206.7.3
  %.248.7.3 = tail call float @llvm.log.f32(float %v.2.1.7.3)
  %.256.7.3 = fpext float %.248.7.3 to double
  %.257.7.3 = fadd double %.257.6.3, %.256.7.3
  %uglygep184 = getelementptr i8, i8* %uglygep182, i64 %4
  %uglygep184185 = bitcast i8* %uglygep184 to float*
  %lsr.iv.next5 = add i64 %lsr.iv4, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next5, 0
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %B40

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %B40
  %11 = bitcast i8* %uglygep184 to float*
  %12 = and i64 %unroll_iter, -32
  %13 = add i64 %12, -5
  br label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %B40.preheader.new
  %lsr.iv18.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.3.1.7.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.257.7.lcssa.ph = phi double [ undef, %B40.preheader.new ], [ %.257.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv19.unr = phi float* [ %arg.a.4, %B40.preheader.new ], [ %11, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv18.unr = phi i64 [ -5, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr19 = phi double [ 0.000000e+00, %B40.preheader.new ], [ %.257.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr20 = phi i64 [ %arg.sgn, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not96 = icmp eq i64 %xtraiter6, 0
  br i1 %lcmp.mod.not96, label %common.ret.loopexit.unr-lcssa.loopexit, label %B40.epil7.preheader

B40.epil7.preheader:                              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %14 = shl nuw nsw i64 %xtraiter6, 3
  %15 = mul nsw i64 %xtraiter6, -8
  br label %B40.epil7

B40.epil7:                                        ; preds = %B40.epil7, %B40.epil7.preheader
  %lsr.iv2 = phi i64 [ %lsr.iv.next3, %B40.epil7 ], [ %15, %B40.epil7.preheader ]
  %lsr.iv19.epil = phi float* [ %uglygep115116, %B40.epil7 ], [ %lsr.iv19.unr, %B40.epil7.preheader ]
  %acc.2.09.epil8 = phi double [ %.257.7.epil, %B40.epil7 ], [ %acc.2.09.unr19, %B40.epil7.preheader ]
  %sgn.2.08.epil9 = phi i64 [ %sgn.3.1.7.epil, %B40.epil7 ], [ %sgn.2.08.unr20, %B40.epil7.preheader ]
  %lsr.iv19.epil100 = bitcast float* %lsr.iv19.epil to i8*
  %.206.epil10 = load float, float* %lsr.iv19.epil, align 4
  %.218.epil11 = fcmp olt float %.206.epil10, 0.000000e+00
  %.221.epil12 = sub i64 0, %sgn.2.08.epil9
  %.227.epil13 = fneg float %.206.epil10
  %sgn.3.1.epil14 = select i1 %.218.epil11, i64 %.221.epil12, i64 %sgn.2.08.epil9
  %v.2.1.epil15 = select i1 %.218.epil11, float %.227.epil13, float %.206.epil10
  %.248.epil16 = tail call float @llvm.log.f32(float %v.2.1.epil15)
  %.256.epil17 = fpext float %.248.epil16 to double
  %.257.epil18 = fadd double %acc.2.09.epil8, %.256.epil17
  %uglygep101 = getelementptr i8, i8* %lsr.iv19.epil100, i64 %4
  %uglygep101102 = bitcast i8* %uglygep101 to float*
  %.206.1.epil = load float, float* %uglygep101102, align 4
  %.218.1.epil = fcmp olt float %.206.1.epil, 0.000000e+00
  %.221.1.epil = sub i64 0, %sgn.3.1.epil14
  %.227.1.epil = fneg float %.206.1.epil
  %sgn.3.1.1.epil = select i1 %.218.1.epil, i64 %.221.1.epil, i64 %sgn.3.1.epil14
  %v.2.1.1.epil = select i1 %.218.1.epil, float %.227.1.epil, float %.206.1.epil
  %.248.1.epil = tail call float @llvm.log.f32(float %v.2.1.1.epil)
  %.256.1.epil = fpext float %.248.1.epil to double
  %.257.1.epil = fadd double %.257.epil18, %.256.1.epil
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %4
  %uglygep103104 = bitcast i8* %uglygep103 to float*
  %.206.2.epil = load float, float* %uglygep103104, align 4
  %.218.2.epil = fcmp olt float %.206.2.epil, 0.000000e+00
  %.221.2.epil = sub i64 0, %sgn.3.1.1.epil
  %.227.2.epil = fneg float %.206.2.epil
  %sgn.3.1.2.epil = select i1 %.218.2.epil, i64 %.221.2.epil, i64 %sgn.3.1.1.epil
  %v.2.1.2.epil = select i1 %.218.2.epil, float %.227.2.epil, float %.206.2.epil
  %.248.2.epil = tail call float @llvm.log.f32(float %v.2.1.2.epil)
  %.256.2.epil = fpext float %.248.2.epil to double
  %.257.2.epil = fadd double %.257.1.epil, %.256.2.epil
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %4
  %uglygep105106 = bitcast i8* %uglygep105 to float*
  %.206.3.epil = load float, float* %uglygep105106, align 4
  %.218.3.epil = fcmp olt float %.206.3.epil, 0.000000e+00
  %.221.3.epil = sub i64 0, %sgn.3.1.2.epil
  %.227.3.epil = fneg float %.206.3.epil
  %sgn.3.1.3.epil = select i1 %.218.3.epil, i64 %.221.3.epil, i64 %sgn.3.1.2.epil
  %v.2.1.3.epil = select i1 %.218.3.epil, float %.227.3.epil, float %.206.3.epil
  %.248.3.epil = tail call float @llvm.log.f32(float %v.2.1.3.epil)
  %.256.3.epil = fpext float %.248.3.epil to double
  %.257.3.epil = fadd double %.257.2.epil, %.256.3.epil
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %4
  %uglygep107108 = bitcast i8* %uglygep107 to float*
  %.206.4.epil = load float, float* %uglygep107108, align 4
  %.218.4.epil = fcmp olt float %.206.4.epil, 0.000000e+00
  %.221.4.epil = sub i64 0, %sgn.3.1.3.epil
  %.227.4.epil = fneg float %.206.4.epil
  %sgn.3.1.4.epil = select i1 %.218.4.epil, i64 %.221.4.epil, i64 %sgn.3.1.3.epil
  %v.2.1.4.epil = select i1 %.218.4.epil, float %.227.4.epil, float %.206.4.epil
  %.248.4.epil = tail call float @llvm.log.f32(float %v.2.1.4.epil)
  %.256.4.epil = fpext float %.248.4.epil to double
  %.257.4.epil = fadd double %.257.3.epil, %.256.4.epil
  %uglygep109 = getelementptr i8, i8* %uglygep107, i64 %4
  %uglygep109110 = bitcast i8* %uglygep109 to float*
  %.206.5.epil = load float, float* %uglygep109110, align 4
  %.218.5.epil = fcmp olt float %.206.5.epil, 0.000000e+00
  %.221.5.epil = sub i64 0, %sgn.3.1.4.epil
  %.227.5.epil = fneg float %.206.5.epil
  %sgn.3.1.5.epil = select i1 %.218.5.epil, i64 %.221.5.epil, i64 %sgn.3.1.4.epil
  %v.2.1.5.epil = select i1 %.218.5.epil, float %.227.5.epil, float %.206.5.epil
  %.248.5.epil = tail call float @llvm.log.f32(float %v.2.1.5.epil)
  %.256.5.epil = fpext float %.248.5.epil to double
  %.257.5.epil = fadd double %.257.4.epil, %.256.5.epil
  %uglygep111 = getelementptr i8, i8* %uglygep109, i64 %4
  %uglygep111112 = bitcast i8* %uglygep111 to float*
  %.206.6.epil = load float, float* %uglygep111112, align 4
  %.218.6.epil = fcmp olt float %.206.6.epil, 0.000000e+00
  %.221.6.epil = sub i64 0, %sgn.3.1.5.epil
  %.227.6.epil = fneg float %.206.6.epil
  %sgn.3.1.6.epil = select i1 %.218.6.epil, i64 %.221.6.epil, i64 %sgn.3.1.5.epil
  %v.2.1.6.epil = select i1 %.218.6.epil, float %.227.6.epil, float %.206.6.epil
  %.248.6.epil = tail call float @llvm.log.f32(float %v.2.1.6.epil)
  %.256.6.epil = fpext float %.248.6.epil to double
  %.257.6.epil = fadd double %.257.5.epil, %.256.6.epil
  %uglygep113 = getelementptr i8, i8* %uglygep111, i64 %4
  %uglygep113114 = bitcast i8* %uglygep113 to float*
  %.206.7.epil = load float, float* %uglygep113114, align 4
  %.218.7.epil = fcmp olt float %.206.7.epil, 0.000000e+00
  %.221.7.epil = sub i64 0, %sgn.3.1.6.epil
  %.227.7.epil = fneg float %.206.7.epil
  %sgn.3.1.7.epil = select i1 %.218.7.epil, i64 %.221.7.epil, i64 %sgn.3.1.6.epil
  %v.2.1.7.epil = select i1 %.218.7.epil, float %.227.7.epil, float %.206.7.epil
  %.248.7.epil = tail call float @llvm.log.f32(float %v.2.1.7.epil)
  %.256.7.epil = fpext float %.248.7.epil to double
  %.257.7.epil = fadd double %.257.6.epil, %.256.7.epil
  %uglygep115 = getelementptr i8, i8* %uglygep113, i64 %4
  %uglygep115116 = bitcast i8* %uglygep115 to float*
  %lsr.iv.next3 = add nsw i64 %lsr.iv2, 8
  %epil.iter.cmp.not97 = icmp eq i64 %lsr.iv.next3, 0
  br i1 %epil.iter.cmp.not97, label %common.ret.loopexit.unr-lcssa.loopexit.loopexit, label %B40.epil7, !llvm.loop !70

common.ret.loopexit.unr-lcssa.loopexit.loopexit:  ; preds = %B40.epil7
  %16 = add i64 %lsr.iv18.unr, %14
  br label %common.ret.loopexit.unr-lcssa.loopexit

common.ret.loopexit.unr-lcssa.loopexit:           ; preds = %common.ret.loopexit.unr-lcssa.loopexit.loopexit, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv18.lcssa = phi i64 [ %lsr.iv18.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %16, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %sgn.3.1.7.lcssa = phi i64 [ %sgn.3.1.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %sgn.3.1.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %.257.7.lcssa = phi double [ %.257.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.257.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %17 = add i64 %lsr.iv18.lcssa, 5
  br label %common.ret.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa:                    ; preds = %common.ret.loopexit.unr-lcssa.loopexit, %B40.preheader
  %sgn.3.1.lcssa.ph = phi i64 [ undef, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.257.lcssa.ph = phi double [ undef, %B40.preheader ], [ %.257.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr = phi double [ 0.000000e+00, %B40.preheader ], [ %.257.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr = phi i64 [ %arg.sgn, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.55.06.unr = phi i64 [ 0, %B40.preheader ], [ %17, %common.ret.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B40.epil.preheader

B40.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %18 = add i64 %arg.a.5.0, 1
  %19 = mul i64 %.55.06.unr, %18
  %scevgep = getelementptr float, float* %arg.a.4, i64 %19
  %20 = shl i64 %arg.a.5.0, 2
  %21 = add i64 %20, 4
  br label %B40.epil

B40.epil:                                         ; preds = %B40.epil, %B40.epil.preheader
  %lsr.iv16 = phi i64 [ %xtraiter, %B40.epil.preheader ], [ %lsr.iv.next17, %B40.epil ]
  %lsr.iv = phi float* [ %scevgep, %B40.epil.preheader ], [ %22, %B40.epil ]
  %acc.2.09.epil = phi double [ %acc.2.09.unr, %B40.epil.preheader ], [ %.257.epil, %B40.epil ]
  %sgn.2.08.epil = phi i64 [ %sgn.2.08.unr, %B40.epil.preheader ], [ %sgn.3.1.epil, %B40.epil ]
  %lsr.iv13 = bitcast float* %lsr.iv to i1*
  %.206.epil = load float, float* %lsr.iv, align 4
  %.218.epil = fcmp olt float %.206.epil, 0.000000e+00
  %.221.epil = sub i64 0, %sgn.2.08.epil
  %.227.epil = fneg float %.206.epil
  %sgn.3.1.epil = select i1 %.218.epil, i64 %.221.epil, i64 %sgn.2.08.epil
  %v.2.1.epil = select i1 %.218.epil, float %.227.epil, float %.206.epil
  %.248.epil = tail call float @llvm.log.f32(float %v.2.1.epil)
  %.256.epil = fpext float %.248.epil to double
  %.257.epil = fadd double %acc.2.09.epil, %.256.epil
  %scevgep14 = getelementptr i1, i1* %lsr.iv13, i64 %21
  %22 = bitcast i1* %scevgep14 to float*
  %lsr.iv.next17 = add nsw i64 %lsr.iv16, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next17, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B40.epil, !llvm.loop !71

common.ret:                                       ; preds = %B40.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %sgn.2.0.lcssa = phi i64 [ %arg.sgn, %B0.endif ], [ %sgn.3.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %sgn.3.1.epil, %B40.epil ]
  %acc.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.257.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.257.epil, %B40.epil ]
  %.273 = sitofp i64 %sgn.2.0.lcssa to double
  %retptr.repack4118646 = bitcast [2 x double]* %retptr to double*
  store double %.273, double* %retptr.repack4118646, align 8
  %retptr.repack2 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %acc.2.0.lcssa, double* %retptr.repack2, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.log.f32(float) #1

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
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg8det_impl12_3clocals_3e8det_implB3v81B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v41B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!9 = !{!"branch_weights", i32 1, i32 7}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = !{i1 true}
!14 = !{!"branch_weights", i32 99, i32 1}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!18 = distinct !{!18, !17, !"_ZN5numba2np6linalg20_check_finite_matrixB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!19 = !{!"branch_weights", i32 2126008812, i32 21474836}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !24, !21}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{!26, !28}
!26 = distinct !{!26, !27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!28 = distinct !{!28, !27, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
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
!69 = distinct !{!69, !21, !24}
!70 = distinct !{!70, !11}
!71 = distinct !{!71, !11}
