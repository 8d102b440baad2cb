; ModuleID = 'rnn_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139770206436352 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770206436352.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770206436352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770206436352, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770206436352.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.rnn_steps = internal constant [10 x i8] c"rnn_steps\00"
@_ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1ec9705f10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1ec9705f10>\00"
@.const.pickledata.139770208649984 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139770210520320 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139770210520320.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139770210520320 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139770210520320, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770210520320.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770208638208 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770208638208.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770208638208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770208638208, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208638208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770208649984.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984.15, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1.16, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139770208064128 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139770208064128.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139770208064128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139770208064128, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208064128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770208962048 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139770208962048.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139770208962048 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139770208962048, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208962048.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139770208649984.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139770208649984.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139770208649984.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139770208649984.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208649984.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139770210259776 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\82\02\87\94\87\94."
@.const.pickledata.139770210259776.sha1 = internal constant [20 x i8] c"\A9\AA\D7\9FJ\FEY'\E8\B7r\E9\94I\D8\1B\C0\F0\0A\A8"
@.const.picklebuf.139770210259776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.139770210259776, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770210259776.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139770208761664 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94M\85\02\87\94\87\94."
@.const.pickledata.139770208761664.sha1 = internal constant [20 x i8] c";A\C0U\F9\8Ci\9FT\95c|\16X\E2\92\1D\14\C3}"
@.const.picklebuf.139770208761664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.139770208761664, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770208761664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139770210177856.13 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.139770210177856.sha1.14 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.139770210177856.12 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139770210177856.13, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139770210177856.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1ec97077d0B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1ec9707750B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x0.0, i8* nocapture readnone %arg.x0.1, i64 %arg.x0.2, i64 %arg.x0.3, double* nocapture readonly %arg.x0.4, i64 %arg.x0.5.0, i64 %arg.x0.6.0) local_unnamed_addr {
entry:
  %.34.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x0.0)
  %.58 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x0.5.0, i64 8)
  %.60 = extractvalue { i64, i1 } %.58, 1
  br i1 %.60, label %B0.if, label %B0.endif, !prof !0

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  %0 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 40
  %3 = bitcast i8* %sunkaddr to i64*
  %.54.fca.5.0.load.i = load i64, i64* %3, align 8, !noalias !1
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr345 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr345 to double**
  %.54.fca.4.load.i = load double*, double** %5, align 8, !noalias !1
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %.54.fca.0.load.i = load i8*, i8** %6, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %1)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0)
  %.361 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 8)
  %.363 = extractvalue { i64, i1 } %.361, 1
  br i1 %.363, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif, !prof !0

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %for.end.2, %for.end.1161, %for.end, %B0.endif.endif.endif.endif
  %.44.i.lcssa = phi i32 [ %.44.i, %B0.endif.endif.endif.endif ], [ %.44.i.1, %for.end ], [ %.44.i.2, %for.end.1161 ], [ %.44.i.3, %for.end.2 ]
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.52.i = icmp sgt i32 %.44.i.lcssa, 0
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  %.280 = select i1 %.52.i, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B126.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit, %B0.endif.if, %for.end.1.endif, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if ], [ %.44.i.lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770206436352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.59 = extractvalue { i64, i1 } %.58, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.59, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %9 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %9, align 8
  %.97 = bitcast i8* %.6.i to double*
  %.123 = bitcast double* %arg.x0.4 to i8*
  %.124 = mul i64 %arg.x0.3, %arg.x0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.123, i64 %.124, i1 false)
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %11 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %10)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false), !noalias !1
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i, i8* null, i64 %arg.x0.5.0, i64 8, double* %.97, i64 %arg.x0.5.0, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %arg.x0.0)
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

B76.endif.endif.endif.if:                         ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770206436352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.7.i.i33 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362, i32 32), !noalias !13
  %.8.i.i34 = icmp eq i8* %.7.i.i33, null
  br i1 %.8.i.i34, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.if:                   ; preds = %B76.endif.endif.endif.endif.3, %B76.endif.endif.endif.endif.2, %B76.endif.endif.endif.endif.1, %B76.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i39 = getelementptr i8, i8* %.7.i.i33, i64 24
  %12 = bitcast i8* %.5.i39 to double**
  %.6.i4091 = load double*, double** %12, align 8
  %.43087 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.43087, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index89 = phi i64 [ %.469, %for.body ], [ 0, %for.body.preheader ]
  %.426.088 = phi i64 [ %spec.select120, %for.body ], [ 0, %for.body.preheader ]
  %13 = icmp eq i64 %.54.fca.5.0.load.i, 1
  %spec.select120 = select i1 %13, i64 %.426.088, i64 %loop.index89
  %.439 = getelementptr double, double* %.54.fca.4.load.i, i64 %spec.select120
  %.440 = load double, double* %.439, align 8
  %.12.i = tail call double @tanh(double %.440)
  %scevgep344 = getelementptr double, double* %.6.i4091, i64 %loop.index89
  store double %.12.i, double* %scevgep344, align 8
  %.469 = add nuw nsw i64 %loop.index89, 1
  %exitcond159.not = icmp eq i64 %.54.fca.5.0.load.i, %.469
  br i1 %exitcond159.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %B76.endif.endif.endif.endif.endif
  %14 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %15)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i33), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %15, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.1 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i33, i8* null, i64 %.54.fca.5.0.load.i, i64 8, double* %.6.i4091, i64 %.54.fca.5.0.load.i, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  switch i32 %.44.i.1, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1: ; preds = %for.end, %for.end
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %17 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr347 = getelementptr inbounds i8, i8* %19, i64 40
  %20 = bitcast i8* %sunkaddr347 to i64*
  %.54.fca.5.0.load.i.1 = load i64, i64* %20, align 8, !noalias !1
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr348 = getelementptr inbounds i8, i8* %21, i64 32
  %22 = bitcast i8* %sunkaddr348 to double**
  %.54.fca.4.load.i.1 = load double*, double** %22, align 8, !noalias !1
  %.54.fca.0.load.i.1 = load i8*, i8** %16, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i33), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %18)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17)
  %.361.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.1, i64 8)
  %.363.1 = extractvalue { i64, i1 } %.361.1, 1
  br i1 %.363.1, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.1:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
  %.362.1 = extractvalue { i64, i1 } %.361.1, 0
  %.7.i.i33.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.1, i32 32), !noalias !13
  %.8.i.i34.1 = icmp eq i8* %.7.i.i33.1, null
  br i1 %.8.i.i34.1, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.1:              ; preds = %B76.endif.endif.endif.endif.1
  %.5.i39.1 = getelementptr i8, i8* %.7.i.i33.1, i64 24
  %23 = bitcast i8* %.5.i39.1 to double**
  %.6.i4091.1 = load double*, double** %23, align 8
  %.43087.1 = icmp sgt i64 %.54.fca.5.0.load.i.1, 0
  br i1 %.43087.1, label %for.body.preheader.1, label %for.end.1161

for.body.preheader.1:                             ; preds = %B76.endif.endif.endif.endif.endif.1
  br label %for.body.1160

for.body.1160:                                    ; preds = %for.body.1160, %for.body.preheader.1
  %loop.index89.1 = phi i64 [ %.469.1, %for.body.1160 ], [ 0, %for.body.preheader.1 ]
  %.426.088.1 = phi i64 [ %spec.select120.1, %for.body.1160 ], [ 0, %for.body.preheader.1 ]
  %24 = icmp eq i64 %.54.fca.5.0.load.i.1, 1
  %spec.select120.1 = select i1 %24, i64 %.426.088.1, i64 %loop.index89.1
  %.439.1 = getelementptr double, double* %.54.fca.4.load.i.1, i64 %spec.select120.1
  %.440.1 = load double, double* %.439.1, align 8
  %.12.i.1 = tail call double @tanh(double %.440.1)
  %scevgep343 = getelementptr double, double* %.6.i4091.1, i64 %loop.index89.1
  store double %.12.i.1, double* %scevgep343, align 8
  %.469.1 = add nuw nsw i64 %loop.index89.1, 1
  %exitcond159.1.not = icmp eq i64 %.54.fca.5.0.load.i.1, %.469.1
  br i1 %exitcond159.1.not, label %for.end.1161, label %for.body.1160

for.end.1161:                                     ; preds = %for.body.1160, %B76.endif.endif.endif.endif.endif.1
  %25 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %26)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i33.1), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %26, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.2 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i33.1, i8* null, i64 %.54.fca.5.0.load.i.1, i64 8, double* %.6.i4091.1, i64 %.54.fca.5.0.load.i.1, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.1)
  tail call void @NRT_decref(i8* nonnull %.7.i.i33)
  switch i32 %.44.i.2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2: ; preds = %for.end.1161, %for.end.1161
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %28 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %30 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr349 = getelementptr inbounds i8, i8* %30, i64 40
  %31 = bitcast i8* %sunkaddr349 to i64*
  %.54.fca.5.0.load.i.2 = load i64, i64* %31, align 8, !noalias !1
  %32 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr350 = getelementptr inbounds i8, i8* %32, i64 32
  %33 = bitcast i8* %sunkaddr350 to double**
  %.54.fca.4.load.i.2 = load double*, double** %33, align 8, !noalias !1
  %.54.fca.0.load.i.2 = load i8*, i8** %27, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.1), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %29)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28)
  %.361.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.2, i64 8)
  %.363.2 = extractvalue { i64, i1 } %.361.2, 1
  br i1 %.363.2, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.2:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
  %.362.2 = extractvalue { i64, i1 } %.361.2, 0
  %.7.i.i33.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.2, i32 32), !noalias !13
  %.8.i.i34.2 = icmp eq i8* %.7.i.i33.2, null
  br i1 %.8.i.i34.2, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.2:              ; preds = %B76.endif.endif.endif.endif.2
  %.5.i39.2 = getelementptr i8, i8* %.7.i.i33.2, i64 24
  %34 = bitcast i8* %.5.i39.2 to double**
  %.6.i4091.2 = load double*, double** %34, align 8
  %.43087.2 = icmp sgt i64 %.54.fca.5.0.load.i.2, 0
  br i1 %.43087.2, label %for.body.preheader.2, label %for.end.2

for.body.preheader.2:                             ; preds = %B76.endif.endif.endif.endif.endif.2
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.preheader.2
  %loop.index89.2 = phi i64 [ %.469.2, %for.body.2 ], [ 0, %for.body.preheader.2 ]
  %.426.088.2 = phi i64 [ %spec.select120.2, %for.body.2 ], [ 0, %for.body.preheader.2 ]
  %35 = icmp eq i64 %.54.fca.5.0.load.i.2, 1
  %spec.select120.2 = select i1 %35, i64 %.426.088.2, i64 %loop.index89.2
  %.439.2 = getelementptr double, double* %.54.fca.4.load.i.2, i64 %spec.select120.2
  %.440.2 = load double, double* %.439.2, align 8
  %.12.i.2 = tail call double @tanh(double %.440.2)
  %scevgep342 = getelementptr double, double* %.6.i4091.2, i64 %loop.index89.2
  store double %.12.i.2, double* %scevgep342, align 8
  %.469.2 = add nuw nsw i64 %loop.index89.2, 1
  %exitcond159.2.not = icmp eq i64 %.54.fca.5.0.load.i.2, %.469.2
  br i1 %exitcond159.2.not, label %for.end.2, label %for.body.2

for.end.2:                                        ; preds = %for.body.2, %B76.endif.endif.endif.endif.endif.2
  %36 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %37 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %37)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i33.2), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %37, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.3 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i33.2, i8* null, i64 %.54.fca.5.0.load.i.2, i64 8, double* %.6.i4091.2, i64 %.54.fca.5.0.load.i.2, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.2)
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.1)
  switch i32 %.44.i.3, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3: ; preds = %for.end.2, %for.end.2
  %38 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %39 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %40 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %41 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr351 = getelementptr inbounds i8, i8* %41, i64 40
  %42 = bitcast i8* %sunkaddr351 to i64*
  %.54.fca.5.0.load.i.3 = load i64, i64* %42, align 8, !noalias !1
  %43 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr352 = getelementptr inbounds i8, i8* %43, i64 32
  %44 = bitcast i8* %sunkaddr352 to double**
  %.54.fca.4.load.i.3 = load double*, double** %44, align 8, !noalias !1
  %.54.fca.0.load.i.3 = load i8*, i8** %38, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.2), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %40)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39)
  %.361.3 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.3, i64 8)
  %.363.3 = extractvalue { i64, i1 } %.361.3, 1
  br i1 %.363.3, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.3, !prof !0

B76.endif.endif.endif.endif.3:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
  %.362.3 = extractvalue { i64, i1 } %.361.3, 0
  %.7.i.i33.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.3, i32 32), !noalias !13
  %.8.i.i34.3 = icmp eq i8* %.7.i.i33.3, null
  br i1 %.8.i.i34.3, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.3, !prof !0

B76.endif.endif.endif.endif.endif.3:              ; preds = %B76.endif.endif.endif.endif.3
  %.5.i39.3 = getelementptr i8, i8* %.7.i.i33.3, i64 24
  %45 = bitcast i8* %.5.i39.3 to double**
  %.6.i4091.3 = load double*, double** %45, align 8
  %.43087.3 = icmp sgt i64 %.54.fca.5.0.load.i.3, 0
  br i1 %.43087.3, label %for.body.preheader.3, label %B126.endif.endif.endif.endif.endif

for.body.preheader.3:                             ; preds = %B76.endif.endif.endif.endif.endif.3
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3, %for.body.preheader.3
  %loop.index89.3 = phi i64 [ %.469.3, %for.body.3 ], [ 0, %for.body.preheader.3 ]
  %.426.088.3 = phi i64 [ %spec.select120.3, %for.body.3 ], [ 0, %for.body.preheader.3 ]
  %46 = icmp eq i64 %.54.fca.5.0.load.i.3, 1
  %spec.select120.3 = select i1 %46, i64 %.426.088.3, i64 %loop.index89.3
  %.439.3 = getelementptr double, double* %.54.fca.4.load.i.3, i64 %spec.select120.3
  %.440.3 = load double, double* %.439.3, align 8
  %.12.i.3 = tail call double @tanh(double %.440.3)
  %scevgep341 = getelementptr double, double* %.6.i4091.3, i64 %loop.index89.3
  store double %.12.i.3, double* %scevgep341, align 8
  %.469.3 = add nuw nsw i64 %loop.index89.3, 1
  %exitcond159.3.not = icmp eq i64 %.54.fca.5.0.load.i.3, %.469.3
  br i1 %exitcond159.3.not, label %B126.endif.endif.endif.endif.endif, label %for.body.3

B126.endif.endif.endif.endif.endif:               ; preds = %for.body.3, %B76.endif.endif.endif.endif.endif.3
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.3)
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.2)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.3, i32 32), !noalias !20
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770208649984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %47 = icmp sgt i64 %.54.fca.5.0.load.i.3, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %48 = bitcast i8* %.5.i25 to double**
  %.6.i2690 = load double*, double** %48, align 8
  br i1 %47, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B126.endif.endif.endif.endif.endif.endif
  %49 = add i64 %.54.fca.5.0.load.i.3, -1
  %xtraiter163 = and i64 %.54.fca.5.0.load.i.3, 7
  %50 = icmp ult i64 %49, 7
  br i1 %50, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter166 = and i64 %.54.fca.5.0.load.i.3, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.186 = phi i64 [ 0, %for.body.1.preheader.new ], [ %75, %for.body.1 ]
  %.673.085 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.186..673.085.7, %for.body.1 ]
  %.670.084 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.186..670.084.7, %for.body.1 ]
  %51 = icmp eq i64 %.54.fca.5.0.load.i.3, 1
  %loop.index.186..670.084 = select i1 %51, i64 %.670.084, i64 %loop.index.186
  %loop.index.186..673.085 = select i1 %51, i64 %.673.085, i64 %loop.index.186
  %.687118.in = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084
  %.687118 = load double, double* %.687118.in, align 8
  %.695 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085
  %.696 = load double, double* %.695, align 8
  %.6.i1 = fmul double %.687118, %.696
  %sunkaddr353 = mul i64 %loop.index.186, 8
  %52 = bitcast double* %.6.i2690 to i8*
  %sunkaddr354 = getelementptr i8, i8* %52, i64 %sunkaddr353
  %53 = bitcast i8* %sunkaddr354 to double*
  store double %.6.i1, double* %53, align 8
  %54 = add i64 %loop.index.186, 1
  %loop.index.186..670.084.1 = select i1 %51, i64 %.670.084, i64 %54
  %loop.index.186..673.085.1 = select i1 %51, i64 %.673.085, i64 %54
  %.687118.in.1 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.1
  %.687118.1 = load double, double* %.687118.in.1, align 8
  %.695.1 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.1
  %.696.1 = load double, double* %.695.1, align 8
  %.6.i1.1 = fmul double %.687118.1, %.696.1
  %sunkaddr355 = mul i64 %loop.index.186, 8
  %55 = bitcast double* %.6.i2690 to i8*
  %sunkaddr356 = getelementptr i8, i8* %55, i64 %sunkaddr355
  %sunkaddr357 = getelementptr i8, i8* %sunkaddr356, i64 8
  %56 = bitcast i8* %sunkaddr357 to double*
  store double %.6.i1.1, double* %56, align 8
  %57 = add i64 %54, 1
  %loop.index.186..670.084.2 = select i1 %51, i64 %.670.084, i64 %57
  %loop.index.186..673.085.2 = select i1 %51, i64 %.673.085, i64 %57
  %.687118.in.2 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.2
  %.687118.2 = load double, double* %.687118.in.2, align 8
  %.695.2 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.2
  %.696.2 = load double, double* %.695.2, align 8
  %.6.i1.2 = fmul double %.687118.2, %.696.2
  %sunkaddr358 = mul i64 %loop.index.186, 8
  %58 = bitcast double* %.6.i2690 to i8*
  %sunkaddr359 = getelementptr i8, i8* %58, i64 %sunkaddr358
  %sunkaddr360 = getelementptr i8, i8* %sunkaddr359, i64 16
  %59 = bitcast i8* %sunkaddr360 to double*
  store double %.6.i1.2, double* %59, align 8
  %60 = add i64 %57, 1
  %loop.index.186..670.084.3 = select i1 %51, i64 %.670.084, i64 %60
  %loop.index.186..673.085.3 = select i1 %51, i64 %.673.085, i64 %60
  %.687118.in.3 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.3
  %.687118.3 = load double, double* %.687118.in.3, align 8
  %.695.3 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.3
  %.696.3 = load double, double* %.695.3, align 8
  %.6.i1.3 = fmul double %.687118.3, %.696.3
  %sunkaddr361 = mul i64 %loop.index.186, 8
  %61 = bitcast double* %.6.i2690 to i8*
  %sunkaddr362 = getelementptr i8, i8* %61, i64 %sunkaddr361
  %sunkaddr363 = getelementptr i8, i8* %sunkaddr362, i64 24
  %62 = bitcast i8* %sunkaddr363 to double*
  store double %.6.i1.3, double* %62, align 8
  %63 = add i64 %60, 1
  %loop.index.186..670.084.4 = select i1 %51, i64 %.670.084, i64 %63
  %loop.index.186..673.085.4 = select i1 %51, i64 %.673.085, i64 %63
  %.687118.in.4 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.4
  %.687118.4 = load double, double* %.687118.in.4, align 8
  %.695.4 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.4
  %.696.4 = load double, double* %.695.4, align 8
  %.6.i1.4 = fmul double %.687118.4, %.696.4
  %sunkaddr364 = mul i64 %loop.index.186, 8
  %64 = bitcast double* %.6.i2690 to i8*
  %sunkaddr365 = getelementptr i8, i8* %64, i64 %sunkaddr364
  %sunkaddr366 = getelementptr i8, i8* %sunkaddr365, i64 32
  %65 = bitcast i8* %sunkaddr366 to double*
  store double %.6.i1.4, double* %65, align 8
  %66 = add i64 %63, 1
  %loop.index.186..670.084.5 = select i1 %51, i64 %.670.084, i64 %66
  %loop.index.186..673.085.5 = select i1 %51, i64 %.673.085, i64 %66
  %.687118.in.5 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.5
  %.687118.5 = load double, double* %.687118.in.5, align 8
  %.695.5 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.5
  %.696.5 = load double, double* %.695.5, align 8
  %.6.i1.5 = fmul double %.687118.5, %.696.5
  %sunkaddr367 = mul i64 %loop.index.186, 8
  %67 = bitcast double* %.6.i2690 to i8*
  %sunkaddr368 = getelementptr i8, i8* %67, i64 %sunkaddr367
  %sunkaddr369 = getelementptr i8, i8* %sunkaddr368, i64 40
  %68 = bitcast i8* %sunkaddr369 to double*
  store double %.6.i1.5, double* %68, align 8
  %69 = add i64 %66, 1
  %loop.index.186..670.084.6 = select i1 %51, i64 %.670.084, i64 %69
  %loop.index.186..673.085.6 = select i1 %51, i64 %.673.085, i64 %69
  %.687118.in.6 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.6
  %.687118.6 = load double, double* %.687118.in.6, align 8
  %.695.6 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.6
  %.696.6 = load double, double* %.695.6, align 8
  %.6.i1.6 = fmul double %.687118.6, %.696.6
  %sunkaddr370 = mul i64 %loop.index.186, 8
  %70 = bitcast double* %.6.i2690 to i8*
  %sunkaddr371 = getelementptr i8, i8* %70, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, i8* %sunkaddr371, i64 48
  %71 = bitcast i8* %sunkaddr372 to double*
  store double %.6.i1.6, double* %71, align 8
  %72 = add i64 %69, 1
  %loop.index.186..670.084.7 = select i1 %51, i64 %.670.084, i64 %72
  %loop.index.186..673.085.7 = select i1 %51, i64 %.673.085, i64 %72
  %.687118.in.7 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.7
  %.687118.7 = load double, double* %.687118.in.7, align 8
  %.695.7 = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.7
  %.696.7 = load double, double* %.695.7, align 8
  %.6.i1.7 = fmul double %.687118.7, %.696.7
  %sunkaddr373 = mul i64 %loop.index.186, 8
  %73 = bitcast double* %.6.i2690 to i8*
  %sunkaddr374 = getelementptr i8, i8* %73, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, i8* %sunkaddr374, i64 56
  %74 = bitcast i8* %sunkaddr375 to double*
  store double %.6.i1.7, double* %74, align 8
  %.725.7 = add nuw i64 %loop.index.186, 8
  %75 = add i64 %72, 1
  %niter167.ncmp.7 = icmp eq i64 %75, %unroll_iter166
  br i1 %niter167.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.186.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.725.7, %for.body.1 ]
  %.673.085.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.186..673.085.7, %for.body.1 ]
  %.670.084.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.186..670.084.7, %for.body.1 ]
  %lcmp.mod165.not = icmp eq i64 %xtraiter163, 0
  br i1 %lcmp.mod165.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv323 = phi i64 [ %xtraiter163, %for.body.1.epil.preheader ], [ %lsr.iv.next324, %for.body.1.epil ]
  %loop.index.186.epil = phi i64 [ %.725.epil, %for.body.1.epil ], [ %loop.index.186.unr, %for.body.1.epil.preheader ]
  %.673.085.epil = phi i64 [ %loop.index.186..673.085.epil, %for.body.1.epil ], [ %.673.085.unr, %for.body.1.epil.preheader ]
  %.670.084.epil = phi i64 [ %loop.index.186..670.084.epil, %for.body.1.epil ], [ %.670.084.unr, %for.body.1.epil.preheader ]
  %76 = icmp eq i64 %.54.fca.5.0.load.i.3, 1
  %loop.index.186..670.084.epil = select i1 %76, i64 %.670.084.epil, i64 %loop.index.186.epil
  %loop.index.186..673.085.epil = select i1 %76, i64 %.673.085.epil, i64 %loop.index.186.epil
  %.687118.in.epil = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..670.084.epil
  %.687118.epil = load double, double* %.687118.in.epil, align 8
  %.695.epil = getelementptr double, double* %.6.i4091.3, i64 %loop.index.186..673.085.epil
  %.696.epil = load double, double* %.695.epil, align 8
  %.6.i1.epil = fmul double %.687118.epil, %.696.epil
  %scevgep322 = getelementptr double, double* %.6.i2690, i64 %loop.index.186.epil
  store double %.6.i1.epil, double* %scevgep322, align 8
  %.725.epil = add nuw nsw i64 %loop.index.186.epil, 1
  %lsr.iv.next324 = add nsw i64 %lsr.iv323, -1
  %epil.iter164.cmp.not = icmp eq i64 %lsr.iv.next324, 0
  br i1 %epil.iter164.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !27

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i33.3)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i.3, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i.3, i64 1)
  %77 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %78 = icmp ult i64 %77, 7
  br i1 %78, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %79 = add nsw i64 %unroll_iter.i, -8
  %80 = lshr exact i64 %79, 3
  %81 = add nuw nsw i64 %80, 1
  %xtraiter = and i64 %81, 7
  %82 = icmp ult i64 %79, 56
  br i1 %82, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %81, 4611686018427387896
  %scevgep192 = getelementptr double, double* %.6.i2690, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %83 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep168 = getelementptr double, double* %.6.i2690, i64 %83
  %84 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %85 = bitcast double* %scevgep168 to i8*
  %uglygep189 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep189190 = bitcast i8* %uglygep189 to double*
  %scevgep191 = getelementptr double, double* %uglygep189190, i64 -7
  %.236.i.epil = load double, double* %scevgep191, align 8, !noalias !29
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep186 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep186187 = bitcast i8* %uglygep186 to double*
  %scevgep188 = getelementptr double, double* %uglygep186187, i64 -6
  %.236.1.i.epil = load double, double* %scevgep188, align 8, !noalias !29
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep183 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  %scevgep185 = getelementptr double, double* %uglygep183184, i64 -5
  %.236.2.i.epil = load double, double* %scevgep185, align 8, !noalias !29
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep180 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep180181 = bitcast i8* %uglygep180 to double*
  %scevgep182 = getelementptr double, double* %uglygep180181, i64 -4
  %.236.3.i.epil = load double, double* %scevgep182, align 8, !noalias !29
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep177 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep177178 = bitcast i8* %uglygep177 to double*
  %scevgep179 = getelementptr double, double* %uglygep177178, i64 -3
  %.236.4.i.epil = load double, double* %scevgep179, align 8, !noalias !29
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep174 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep174175 = bitcast i8* %uglygep174 to double*
  %scevgep176 = getelementptr double, double* %uglygep174175, i64 -2
  %.236.5.i.epil = load double, double* %scevgep176, align 8, !noalias !29
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep171 = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep171172 = bitcast i8* %uglygep171 to double*
  %scevgep173 = getelementptr double, double* %uglygep171172, i64 -1
  %.236.6.i.epil = load double, double* %scevgep173, align 8, !noalias !29
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %85, i64 %lsr.iv
  %uglygep170 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep170, align 8, !noalias !29
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %84, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !32, !llvm.loop !33

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i2690, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !29
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !32, !llvm.loop !34

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv320 = phi i64 [ %lsr.iv.next321, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep318 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -63
  %.236.i = load double, double* %scevgep319, align 8, !noalias !29
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep316 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -62
  %.236.1.i = load double, double* %scevgep317, align 8, !noalias !29
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep314 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -61
  %.236.2.i = load double, double* %scevgep315, align 8, !noalias !29
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep312 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -60
  %.236.3.i = load double, double* %scevgep313, align 8, !noalias !29
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep310 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -59
  %.236.4.i = load double, double* %scevgep311, align 8, !noalias !29
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep308 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -58
  %.236.5.i = load double, double* %scevgep309, align 8, !noalias !29
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep306 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -57
  %.236.6.i = load double, double* %scevgep307, align 8, !noalias !29
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep304 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -56
  %.236.7.i = load double, double* %scevgep305, align 8, !noalias !29
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep273 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -55
  %.236.i.1 = load double, double* %scevgep274, align 8, !noalias !29
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep275 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -54
  %.236.1.i.1 = load double, double* %scevgep276, align 8, !noalias !29
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep277 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -53
  %.236.2.i.1 = load double, double* %scevgep278, align 8, !noalias !29
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep279 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -52
  %.236.3.i.1 = load double, double* %scevgep280, align 8, !noalias !29
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep281 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -51
  %.236.4.i.1 = load double, double* %scevgep282, align 8, !noalias !29
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep283 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -50
  %.236.5.i.1 = load double, double* %scevgep284, align 8, !noalias !29
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep285 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -49
  %.236.6.i.1 = load double, double* %scevgep286, align 8, !noalias !29
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep287 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -48
  %.236.7.i.1 = load double, double* %scevgep288, align 8, !noalias !29
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep257 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -47
  %.236.i.2 = load double, double* %scevgep258, align 8, !noalias !29
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep259 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -46
  %.236.1.i.2 = load double, double* %scevgep260, align 8, !noalias !29
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep261 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -45
  %.236.2.i.2 = load double, double* %scevgep262, align 8, !noalias !29
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep263 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -44
  %.236.3.i.2 = load double, double* %scevgep264, align 8, !noalias !29
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep265 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -43
  %.236.4.i.2 = load double, double* %scevgep266, align 8, !noalias !29
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep267 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -42
  %.236.5.i.2 = load double, double* %scevgep268, align 8, !noalias !29
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep269 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -41
  %.236.6.i.2 = load double, double* %scevgep270, align 8, !noalias !29
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep271 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -40
  %.236.7.i.2 = load double, double* %scevgep272, align 8, !noalias !29
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep241 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -39
  %.236.i.3 = load double, double* %scevgep242, align 8, !noalias !29
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep243 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -38
  %.236.1.i.3 = load double, double* %scevgep244, align 8, !noalias !29
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep245 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -37
  %.236.2.i.3 = load double, double* %scevgep246, align 8, !noalias !29
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep247 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -36
  %.236.3.i.3 = load double, double* %scevgep248, align 8, !noalias !29
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep249 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -35
  %.236.4.i.3 = load double, double* %scevgep250, align 8, !noalias !29
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep251 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -34
  %.236.5.i.3 = load double, double* %scevgep252, align 8, !noalias !29
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep253 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -33
  %.236.6.i.3 = load double, double* %scevgep254, align 8, !noalias !29
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep255 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -32
  %.236.7.i.3 = load double, double* %scevgep256, align 8, !noalias !29
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep225 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -31
  %.236.i.4 = load double, double* %scevgep226, align 8, !noalias !29
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep227 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -30
  %.236.1.i.4 = load double, double* %scevgep228, align 8, !noalias !29
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep229 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -29
  %.236.2.i.4 = load double, double* %scevgep230, align 8, !noalias !29
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep231 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -28
  %.236.3.i.4 = load double, double* %scevgep232, align 8, !noalias !29
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep233 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -27
  %.236.4.i.4 = load double, double* %scevgep234, align 8, !noalias !29
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep235 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -26
  %.236.5.i.4 = load double, double* %scevgep236, align 8, !noalias !29
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep237 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -25
  %.236.6.i.4 = load double, double* %scevgep238, align 8, !noalias !29
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep239 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -24
  %.236.7.i.4 = load double, double* %scevgep240, align 8, !noalias !29
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep209 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -23
  %.236.i.5 = load double, double* %scevgep210, align 8, !noalias !29
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep211 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -22
  %.236.1.i.5 = load double, double* %scevgep212, align 8, !noalias !29
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep213 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -21
  %.236.2.i.5 = load double, double* %scevgep214, align 8, !noalias !29
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep215 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -20
  %.236.3.i.5 = load double, double* %scevgep216, align 8, !noalias !29
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep217 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -19
  %.236.4.i.5 = load double, double* %scevgep218, align 8, !noalias !29
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep219 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -18
  %.236.5.i.5 = load double, double* %scevgep220, align 8, !noalias !29
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep221 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -17
  %.236.6.i.5 = load double, double* %scevgep222, align 8, !noalias !29
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep223 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -16
  %.236.7.i.5 = load double, double* %scevgep224, align 8, !noalias !29
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep193 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -15
  %.236.i.6 = load double, double* %scevgep194, align 8, !noalias !29
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep195 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -14
  %.236.1.i.6 = load double, double* %scevgep196, align 8, !noalias !29
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep197 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -13
  %.236.2.i.6 = load double, double* %scevgep198, align 8, !noalias !29
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep199 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -12
  %.236.3.i.6 = load double, double* %scevgep200, align 8, !noalias !29
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep201 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -11
  %.236.4.i.6 = load double, double* %scevgep202, align 8, !noalias !29
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep203 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -10
  %.236.5.i.6 = load double, double* %scevgep204, align 8, !noalias !29
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep205 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -9
  %.236.6.i.6 = load double, double* %scevgep206, align 8, !noalias !29
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep207 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -8
  %.236.7.i.6 = load double, double* %scevgep208, align 8, !noalias !29
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep289 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -7
  %.236.i.7 = load double, double* %scevgep290, align 8, !noalias !29
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep291 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -6
  %.236.1.i.7 = load double, double* %scevgep292, align 8, !noalias !29
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep293 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -5
  %.236.2.i.7 = load double, double* %scevgep294, align 8, !noalias !29
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep295 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -4
  %.236.3.i.7 = load double, double* %scevgep296, align 8, !noalias !29
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep297 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -3
  %.236.4.i.7 = load double, double* %scevgep298, align 8, !noalias !29
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep299 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -2
  %.236.5.i.7 = load double, double* %scevgep300, align 8, !noalias !29
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep301 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -1
  %.236.6.i.7 = load double, double* %scevgep302, align 8, !noalias !29
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep303 = getelementptr double, double* %scevgep192, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep303, align 8, !noalias !29
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next321 = add i64 %lsr.iv320, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next321, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.rnn_steps, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 16
  %23 = bitcast i8* %sunkaddr11 to i64*
  %.62.fca.2.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr12 to double**
  %.62.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.5.0.load = load i64, i64* %27, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 poison) #4
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
  %28 = icmp sgt i32 %.79, 0
  br i1 %28, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

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

define double @cfunc._ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels9rnn_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 poison) #4
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1ec9705f10>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

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

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.197 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.74 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.74, label %B54, label %B108

B54:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.18.i.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !35
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !0

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !0

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !48
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !0

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770210520320, %B54 ], [ @.const.picklebuf.139770208638208, %B0.endif.endif.i.i ], [ @.const.picklebuf.139770208649984.11, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !58
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.27.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false), !noalias !59
  %retptr.repack155111 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack155111, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i.i, double** %retptr.repack22, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %1, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %2, align 8
  br label %common.ret

B108.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i2, %B108
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770208649984.5, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139770208962048, %B0.endif.endif.i2 ], [ @.const.picklebuf.139770208064128, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %3, align 8, !noalias !62
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 8)
  switch i32 %.209, label %B108.endif.if [
    i32 -2, label %B108.endif.endif
    i32 0, label %B108.endif.endif
  ]

B108.endif.if:                                    ; preds = %B108.endif
  %.217 = icmp sgt i32 %.209, 0
  %.210 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.218 = select i1 %.217, { i8*, i32, i8*, i8*, i32 }* %.210, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.218, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif.endif:                                 ; preds = %B108.endif, %B108.endif
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197 to i8**
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 6, i64 0
  %.219.fca.6.0.load = load i64, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 5, i64 0
  %.219.fca.5.0.load = load i64, i64* %7, align 8
  %sunkaddr53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 4
  %.219.fca.4.load = load double*, double** %sunkaddr53, align 8
  %sunkaddr54 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 3
  %.219.fca.3.load = load i64, i64* %sunkaddr54, align 8
  %sunkaddr55 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 2
  %.219.fca.2.load = load i64, i64* %sunkaddr55, align 8
  %sunkaddr56 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 1
  %.219.fca.1.load = load i8*, i8** %sunkaddr56, align 8
  %.219.fca.0.load = load i8*, i8** %5, align 8
  %retptr.repack5722 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.219.fca.0.load, i8** %retptr.repack5722, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.219.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.219.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.219.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.219.fca.4.load, double** %retptr.repack9, align 8
  %8 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.219.fca.5.0.load, i64* %8, align 8
  %9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.219.fca.6.0.load, i64* %9, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
entry:
  %.179 = alloca double, align 8
  store double 0.000000e+00, double* %.179, align 8
  %.182 = alloca double, align 8
  store double 0.000000e+00, double* %.182, align 8
  %.193 = alloca i32, align 4
  store i32 0, i32* %.193, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.90.not.i = icmp eq i64 %arg.right.5.0, %arg.left.5.1
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !63

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !63

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139770210259776, %entry ], [ @.const.picklebuf.139770208761664, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770210177856.12, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139770210177856.12, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.right.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  %.174 = bitcast double* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.174, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store double 1.000000e+00, double* %.179, align 8
  store double 0.000000e+00, double* %.182, align 8
  %.185 = bitcast double* %.179 to i8*
  %.186 = bitcast double* %arg.left.4 to i8*
  %.187 = bitcast double* %arg.right.4 to i8*
  %.188 = bitcast double* %.182 to i8*
  %.189 = bitcast double* %arg.out.4 to i8*
  %.190 = call i32 @numba_xxgemv(i8 100, i8 116, i64 %arg.right.5.0, i64 %arg.out.5.0, i8* nonnull %.185, i8* %.186, i64 %arg.right.5.0, i8* %.187, i8* nonnull %.188, i8* %.189)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !64

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  %retptr.repack26111 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack26111, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.out.4, double** %retptr.repack13, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.out.6.0, i64* %1, align 8
  call void @NRT_decref(i8* %arg.right.0)
  call void @NRT_decref(i8* %arg.left.0)
  br label %common.ret

B0.endif.endif.endif.else.if:                     ; preds = %B0.endif.endif.endif.else
  call void @numba_gil_ensure(i32* nonnull %.193)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable
}

declare i32 @numba_xxgemv(i8, i8, i64, i64, i8*, i8*, i64, i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(i8*) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!32 = !{!"branch_weights", i32 1, i32 7}
!33 = distinct !{!33, !28}
!34 = distinct !{!34, !28}
!35 = !{!36, !38, !39, !41, !42, !44, !45, !47}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!48 = !{!49, !51, !52, !54, !55, !57}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!58 = !{!42, !44, !45, !47}
!59 = !{!60, !45, !47}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!62 = !{!55, !57}
!63 = !{!"branch_weights", i32 2126008812, i32 21474836}
!64 = !{!"branch_weights", i32 99, i32 1}
