; ModuleID = 'rnn_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269928211392 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928211392.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928211392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928211392, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928211392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.rnn_steps = internal constant [10 x i8] c"rnn_steps\00"
@_ZN08NumbaEnv7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9323339850>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9323339850>\00"
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269928869568 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269928869568.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269928869568 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269928869568, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928869568.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269928928448 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269928928448.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269928928448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269928928448, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269928928448.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269931449600 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269931449600.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269931449600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269931449600, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931449600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269931423744 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931423744.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931423744 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931423744, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931423744.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v140B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB4v141B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269851023232 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mw\02\87\94\87\94."
@.const.pickledata.140269851023232.sha1 = internal constant [20 x i8] c"}A\F2\84\1B\B2\04\9E\9B\034\F6S\0F\8C\D9\F7Qr\FB"
@.const.picklebuf.140269851023232 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140269851023232, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269851023232.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269856852544 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mz\02\87\94\87\94."
@.const.pickledata.140269856852544.sha1 = internal constant [20 x i8] c"PT\FF\C4c\A3\97\15\CAa\19l\E8\D3\F9\E16\A3\08H"
@.const.picklebuf.140269856852544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140269856852544, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269856852544.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140269929217408 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140269929217408.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140269929217408 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140269929217408, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929217408.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f932333a050B4v142B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f932333aa10B4v143B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x0.0, i8* nocapture readnone %arg.x0.1, i64 %arg.x0.2, i64 %arg.x0.3, double* nocapture readonly %arg.x0.4, i64 %arg.x0.5.0, i64 %arg.x0.6.0) local_unnamed_addr {
entry:
  %.34.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x0.0)
  %.58 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x0.5.0, i64 8)
  %.60 = extractvalue { i64, i1 } %.58, 1
  br i1 %.60, label %B0.if, label %B0.endif, !prof !0

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.endif.endif
  %0 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %2, i64 40
  %3 = bitcast i8* %sunkaddr to i64*
  %.54.fca.5.0.load.i = load i64, i64* %3, align 8, !noalias !1
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr611 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr611 to double**
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

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %for.end.2, %for.end.1168, %for.end, %B0.endif.endif.endif.endif
  %.44.i.lcssa = phi i32 [ %.44.i, %B0.endif.endif.endif.endif ], [ %.44.i.1, %for.end ], [ %.44.i.2, %for.end.1168 ], [ %.44.i.3, %for.end.2 ]
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  %.279 = icmp sgt i32 %.44.i.lcssa, 0
  %.280 = select i1 %.279, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B126.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit, %B0.endif.if, %for.end.1.endif, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if ], [ %.44.i.lcssa, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928211392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.59 = extractvalue { i64, i1 } %.58, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.59, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i, i8* null, i64 %arg.x0.5.0, i64 8, double* %.97, i64 %arg.x0.5.0, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %arg.x0.0)
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

B76.endif.endif.endif.if:                         ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269928211392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B76.endif.endif.endif.endif:                      ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %.362 = extractvalue { i64, i1 } %.361, 0
  %.7.i.i34 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362, i32 32), !noalias !13
  %.8.i.i35 = icmp eq i8* %.7.i.i34, null
  br i1 %.8.i.i35, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.if:                   ; preds = %B76.endif.endif.endif.endif.3, %B76.endif.endif.endif.endif.2, %B76.endif.endif.endif.endif.1, %B76.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif:                ; preds = %B76.endif.endif.endif.endif
  %.5.i40 = getelementptr i8, i8* %.7.i.i34, i64 24
  %12 = bitcast i8* %.5.i40 to double**
  %.6.i4192 = load double*, double** %12, align 8
  %.43088 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.43088, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif
  %.432.not = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.432.not, label %for.end.loopexit158, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.body.us
  %loop.index90.us = phi i64 [ %.469.us, %for.body.us ], [ 0, %for.body.us.preheader ]
  %scevgep609 = getelementptr double, double* %.54.fca.4.load.i, i64 %loop.index90.us
  %.440.us = load double, double* %scevgep609, align 8
  %.12.i.us = tail call double @tanh(double %.440.us) #8
  %scevgep610 = getelementptr double, double* %.6.i4192, i64 %loop.index90.us
  store double %.12.i.us, double* %scevgep610, align 8
  %.469.us = add nuw nsw i64 %loop.index90.us, 1
  %exitcond166.not = icmp eq i64 %.54.fca.5.0.load.i, %.469.us
  br i1 %exitcond166.not, label %for.end, label %for.body.us

for.end.loopexit158:                              ; preds = %for.body.preheader
  %.440 = load double, double* %.54.fca.4.load.i, align 8
  %.12.i = tail call double @tanh(double %.440) #8
  store double %.12.i, double* %.6.i4192, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.end.loopexit158, %B76.endif.endif.endif.endif.endif
  %13 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %14)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i34), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.1 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i34, i8* null, i64 %.54.fca.5.0.load.i, i64 8, double* %.6.i4192, i64 %.54.fca.5.0.load.i, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  switch i32 %.44.i.1, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1: ; preds = %for.end, %for.end
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %16 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr613 = getelementptr inbounds i8, i8* %18, i64 40
  %19 = bitcast i8* %sunkaddr613 to i64*
  %.54.fca.5.0.load.i.1 = load i64, i64* %19, align 8, !noalias !1
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr614 = getelementptr inbounds i8, i8* %20, i64 32
  %21 = bitcast i8* %sunkaddr614 to double**
  %.54.fca.4.load.i.1 = load double*, double** %21, align 8, !noalias !1
  %.54.fca.0.load.i.1 = load i8*, i8** %15, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i34), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %17)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16)
  %.361.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.1, i64 8)
  %.363.1 = extractvalue { i64, i1 } %.361.1, 1
  br i1 %.363.1, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.1:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.1
  %.362.1 = extractvalue { i64, i1 } %.361.1, 0
  %.7.i.i34.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.1, i32 32), !noalias !13
  %.8.i.i35.1 = icmp eq i8* %.7.i.i34.1, null
  br i1 %.8.i.i35.1, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.1:              ; preds = %B76.endif.endif.endif.endif.1
  %.5.i40.1 = getelementptr i8, i8* %.7.i.i34.1, i64 24
  %22 = bitcast i8* %.5.i40.1 to double**
  %.6.i4192.1 = load double*, double** %22, align 8
  %.43088.1 = icmp sgt i64 %.54.fca.5.0.load.i.1, 0
  br i1 %.43088.1, label %for.body.preheader.1, label %for.end.1168

for.body.preheader.1:                             ; preds = %B76.endif.endif.endif.endif.endif.1
  %.432.not.1 = icmp eq i64 %.54.fca.5.0.load.i.1, 1
  br i1 %.432.not.1, label %for.end.loopexit158.1, label %for.body.us.1.preheader

for.body.us.1.preheader:                          ; preds = %for.body.preheader.1
  br label %for.body.us.1

for.body.us.1:                                    ; preds = %for.body.us.1.preheader, %for.body.us.1
  %loop.index90.us.1 = phi i64 [ %.469.us.1, %for.body.us.1 ], [ 0, %for.body.us.1.preheader ]
  %scevgep608 = getelementptr double, double* %.54.fca.4.load.i.1, i64 %loop.index90.us.1
  %.440.us.1 = load double, double* %scevgep608, align 8
  %.12.i.us.1 = tail call double @tanh(double %.440.us.1) #8
  %scevgep607 = getelementptr double, double* %.6.i4192.1, i64 %loop.index90.us.1
  store double %.12.i.us.1, double* %scevgep607, align 8
  %.469.us.1 = add nuw nsw i64 %loop.index90.us.1, 1
  %exitcond166.1.not = icmp eq i64 %.54.fca.5.0.load.i.1, %.469.us.1
  br i1 %exitcond166.1.not, label %for.end.1168, label %for.body.us.1

for.end.loopexit158.1:                            ; preds = %for.body.preheader.1
  %.440.1 = load double, double* %.54.fca.4.load.i.1, align 8
  %.12.i.1 = tail call double @tanh(double %.440.1) #8
  store double %.12.i.1, double* %.6.i4192.1, align 8
  br label %for.end.1168

for.end.1168:                                     ; preds = %for.body.us.1, %for.end.loopexit158.1, %B76.endif.endif.endif.endif.endif.1
  %23 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %24)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i34.1), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %24, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.2 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i34.1, i8* null, i64 %.54.fca.5.0.load.i.1, i64 8, double* %.6.i4192.1, i64 %.54.fca.5.0.load.i.1, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.1)
  tail call void @NRT_decref(i8* nonnull %.7.i.i34)
  switch i32 %.44.i.2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2: ; preds = %for.end.1168, %for.end.1168
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %26 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %28 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr615 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr615 to i64*
  %.54.fca.5.0.load.i.2 = load i64, i64* %29, align 8, !noalias !1
  %30 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr616 = getelementptr inbounds i8, i8* %30, i64 32
  %31 = bitcast i8* %sunkaddr616 to double**
  %.54.fca.4.load.i.2 = load double*, double** %31, align 8, !noalias !1
  %.54.fca.0.load.i.2 = load i8*, i8** %25, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.1), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %27)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26)
  %.361.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.2, i64 8)
  %.363.2 = extractvalue { i64, i1 } %.361.2, 1
  br i1 %.363.2, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.2:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.2
  %.362.2 = extractvalue { i64, i1 } %.361.2, 0
  %.7.i.i34.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.2, i32 32), !noalias !13
  %.8.i.i35.2 = icmp eq i8* %.7.i.i34.2, null
  br i1 %.8.i.i35.2, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.2:              ; preds = %B76.endif.endif.endif.endif.2
  %.5.i40.2 = getelementptr i8, i8* %.7.i.i34.2, i64 24
  %32 = bitcast i8* %.5.i40.2 to double**
  %.6.i4192.2 = load double*, double** %32, align 8
  %.43088.2 = icmp sgt i64 %.54.fca.5.0.load.i.2, 0
  br i1 %.43088.2, label %for.body.preheader.2, label %for.end.2

for.body.preheader.2:                             ; preds = %B76.endif.endif.endif.endif.endif.2
  %.432.not.2 = icmp eq i64 %.54.fca.5.0.load.i.2, 1
  br i1 %.432.not.2, label %for.end.loopexit158.2, label %for.body.us.2.preheader

for.body.us.2.preheader:                          ; preds = %for.body.preheader.2
  br label %for.body.us.2

for.body.us.2:                                    ; preds = %for.body.us.2.preheader, %for.body.us.2
  %loop.index90.us.2 = phi i64 [ %.469.us.2, %for.body.us.2 ], [ 0, %for.body.us.2.preheader ]
  %scevgep606 = getelementptr double, double* %.54.fca.4.load.i.2, i64 %loop.index90.us.2
  %.440.us.2 = load double, double* %scevgep606, align 8
  %.12.i.us.2 = tail call double @tanh(double %.440.us.2) #8
  %scevgep605 = getelementptr double, double* %.6.i4192.2, i64 %loop.index90.us.2
  store double %.12.i.us.2, double* %scevgep605, align 8
  %.469.us.2 = add nuw nsw i64 %loop.index90.us.2, 1
  %exitcond166.2.not = icmp eq i64 %.54.fca.5.0.load.i.2, %.469.us.2
  br i1 %exitcond166.2.not, label %for.end.2, label %for.body.us.2

for.end.loopexit158.2:                            ; preds = %for.body.preheader.2
  %.440.2 = load double, double* %.54.fca.4.load.i.2, align 8
  %.12.i.2 = tail call double @tanh(double %.440.2) #8
  store double %.12.i.2, double* %.6.i4192.2, align 8
  br label %for.end.2

for.end.2:                                        ; preds = %for.body.us.2, %for.end.loopexit158.2, %B76.endif.endif.endif.endif.endif.2
  %33 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %34 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %34)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !1
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !1
  tail call void @NRT_incref(i8* nonnull %.7.i.i34.2), !noalias !1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %34, i8 0, i64 56, i1 false), !noalias !1
  %.44.i.3 = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* nonnull %.7.i.i34.2, i8* null, i64 %.54.fca.5.0.load.i.2, i64 8, double* %.6.i4192.2, i64 %.54.fca.5.0.load.i.2, i64 8), !noalias !1
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.2)
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.1)
  switch i32 %.44.i.3, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3: ; preds = %for.end.2, %for.end.2
  %35 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %36 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %37 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %38 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr617 = getelementptr inbounds i8, i8* %38, i64 40
  %39 = bitcast i8* %sunkaddr617 to i64*
  %.54.fca.5.0.load.i.3 = load i64, i64* %39, align 8, !noalias !1
  %40 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %sunkaddr618 = getelementptr inbounds i8, i8* %40, i64 32
  %41 = bitcast i8* %sunkaddr618 to double**
  %.54.fca.4.load.i.3 = load double*, double** %41, align 8, !noalias !1
  %.54.fca.0.load.i.3 = load i8*, i8** %35, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.2), !noalias !1
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %37)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36)
  %.361.3 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i.3, i64 8)
  %.363.3 = extractvalue { i64, i1 } %.361.3, 1
  br i1 %.363.3, label %B76.endif.endif.endif.if, label %B76.endif.endif.endif.endif.3, !prof !0

B76.endif.endif.endif.endif.3:                    ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit.thread.3
  %.362.3 = extractvalue { i64, i1 } %.361.3, 0
  %.7.i.i34.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.3, i32 32), !noalias !13
  %.8.i.i35.3 = icmp eq i8* %.7.i.i34.3, null
  br i1 %.8.i.i35.3, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.3, !prof !0

B76.endif.endif.endif.endif.endif.3:              ; preds = %B76.endif.endif.endif.endif.3
  %.5.i40.3 = getelementptr i8, i8* %.7.i.i34.3, i64 24
  %42 = bitcast i8* %.5.i40.3 to double**
  %.6.i4192.3 = load double*, double** %42, align 8
  %.43088.3 = icmp sgt i64 %.54.fca.5.0.load.i.3, 0
  br i1 %.43088.3, label %for.body.preheader.3, label %B126.endif.endif.endif.endif.endif

for.body.preheader.3:                             ; preds = %B76.endif.endif.endif.endif.endif.3
  %.432.not.3 = icmp eq i64 %.54.fca.5.0.load.i.3, 1
  br i1 %.432.not.3, label %for.end.loopexit158.3, label %for.body.us.3.preheader

for.body.us.3.preheader:                          ; preds = %for.body.preheader.3
  br label %for.body.us.3

for.body.us.3:                                    ; preds = %for.body.us.3.preheader, %for.body.us.3
  %loop.index90.us.3 = phi i64 [ %.469.us.3, %for.body.us.3 ], [ 0, %for.body.us.3.preheader ]
  %scevgep604 = getelementptr double, double* %.54.fca.4.load.i.3, i64 %loop.index90.us.3
  %.440.us.3 = load double, double* %scevgep604, align 8
  %.12.i.us.3 = tail call double @tanh(double %.440.us.3) #8
  %scevgep603 = getelementptr double, double* %.6.i4192.3, i64 %loop.index90.us.3
  store double %.12.i.us.3, double* %scevgep603, align 8
  %.469.us.3 = add nuw nsw i64 %loop.index90.us.3, 1
  %exitcond166.3.not = icmp eq i64 %.54.fca.5.0.load.i.3, %.469.us.3
  br i1 %exitcond166.3.not, label %B126.endif.endif.endif.endif.endif, label %for.body.us.3

for.end.loopexit158.3:                            ; preds = %for.body.preheader.3
  %.440.3 = load double, double* %.54.fca.4.load.i.3, align 8
  %.12.i.3 = tail call double @tanh(double %.440.3) #8
  store double %.12.i.3, double* %.6.i4192.3, align 8
  br label %B126.endif.endif.endif.endif.endif

B126.endif.endif.endif.endif.endif:               ; preds = %for.body.us.3, %B76.endif.endif.endif.endif.endif.3, %for.end.loopexit158.3
  tail call void @NRT_decref(i8* %.54.fca.0.load.i.3)
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.2)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.7.i.i28 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.362.3, i32 32), !noalias !20
  %.8.i.i29 = icmp eq i8* %.7.i.i28, null
  br i1 %.8.i.i29, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %43 = icmp sgt i64 %.54.fca.5.0.load.i.3, 0
  %.5.i26 = getelementptr i8, i8* %.7.i.i28, i64 24
  %44 = bitcast i8* %.5.i26 to double**
  %.6.i2791 = load double*, double** %44, align 8
  br i1 %43, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.679.not = icmp eq i64 %.54.fca.5.0.load.i.3, 1
  br i1 %.679.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load.i.3, 32
  br i1 %min.iters.check, label %for.body.1.us.preheader180, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.preheader
  %scevgep = getelementptr double, double* %.6.i2791, i64 %.54.fca.5.0.load.i.3
  %scevgep175 = getelementptr double, double* %.6.i4192.3, i64 %.54.fca.5.0.load.i.3
  %bound0 = icmp ult double* %.6.i2791, %scevgep175
  %bound1 = icmp ult double* %.6.i4192.3, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us.preheader180, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.54.fca.5.0.load.i.3, -32
  %45 = add i64 %n.vec, -32
  %46 = lshr exact i64 %45, 5
  %47 = add nuw nsw i64 %46, 1
  %xtraiter184 = and i64 %47, 7
  %48 = icmp ult i64 %45, 224
  br i1 %48, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter187 = and i64 %47, 1152921504606846968
  %scevgep409 = getelementptr double, double* %.6.i4192.3, i64 248
  %scevgep505 = getelementptr double, double* %.6.i2791, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv601 = phi i64 [ %lsr.iv.next602, %vector.body ], [ %unroll_iter187, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep493 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep493494 = bitcast double* %scevgep493 to <8 x double>*
  %scevgep495 = getelementptr <8 x double>, <8 x double>* %scevgep493494, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep495, align 8, !alias.scope !27
  %scevgep502 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep502503 = bitcast double* %scevgep502 to <8 x double>*
  %scevgep504 = getelementptr <8 x double>, <8 x double>* %scevgep502503, i64 -30
  %wide.load177 = load <8 x double>, <8 x double>* %scevgep504, align 8, !alias.scope !27
  %scevgep499 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep499500 = bitcast double* %scevgep499 to <8 x double>*
  %scevgep501 = getelementptr <8 x double>, <8 x double>* %scevgep499500, i64 -29
  %wide.load178 = load <8 x double>, <8 x double>* %scevgep501, align 8, !alias.scope !27
  %scevgep496 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep496497 = bitcast double* %scevgep496 to <8 x double>*
  %scevgep498 = getelementptr <8 x double>, <8 x double>* %scevgep496497, i64 -28
  %wide.load179 = load <8 x double>, <8 x double>* %scevgep498, align 8, !alias.scope !27
  %49 = fmul <8 x double> %wide.load, %wide.load
  %50 = fmul <8 x double> %wide.load177, %wide.load177
  %51 = fmul <8 x double> %wide.load178, %wide.load178
  %52 = fmul <8 x double> %wide.load179, %wide.load179
  %scevgep589 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep589590 = bitcast double* %scevgep589 to <8 x double>*
  %scevgep591 = getelementptr <8 x double>, <8 x double>* %scevgep589590, i64 -31
  store <8 x double> %49, <8 x double>* %scevgep591, align 8, !alias.scope !30, !noalias !27
  %scevgep598 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep598599 = bitcast double* %scevgep598 to <8 x double>*
  %scevgep600 = getelementptr <8 x double>, <8 x double>* %scevgep598599, i64 -30
  store <8 x double> %50, <8 x double>* %scevgep600, align 8, !alias.scope !30, !noalias !27
  %scevgep595 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep595596 = bitcast double* %scevgep595 to <8 x double>*
  %scevgep597 = getelementptr <8 x double>, <8 x double>* %scevgep595596, i64 -29
  store <8 x double> %51, <8 x double>* %scevgep597, align 8, !alias.scope !30, !noalias !27
  %scevgep592 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep592593 = bitcast double* %scevgep592 to <8 x double>*
  %scevgep594 = getelementptr <8 x double>, <8 x double>* %scevgep592593, i64 -28
  store <8 x double> %52, <8 x double>* %scevgep594, align 8, !alias.scope !30, !noalias !27
  %scevgep479 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep479480 = bitcast double* %scevgep479 to <8 x double>*
  %scevgep481 = getelementptr <8 x double>, <8 x double>* %scevgep479480, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep481, align 8, !alias.scope !27
  %scevgep476 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep476477 = bitcast double* %scevgep476 to <8 x double>*
  %scevgep478 = getelementptr <8 x double>, <8 x double>* %scevgep476477, i64 -26
  %wide.load177.1 = load <8 x double>, <8 x double>* %scevgep478, align 8, !alias.scope !27
  %scevgep473 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep473474 = bitcast double* %scevgep473 to <8 x double>*
  %scevgep475 = getelementptr <8 x double>, <8 x double>* %scevgep473474, i64 -25
  %wide.load178.1 = load <8 x double>, <8 x double>* %scevgep475, align 8, !alias.scope !27
  %scevgep470 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep470471 = bitcast double* %scevgep470 to <8 x double>*
  %scevgep472 = getelementptr <8 x double>, <8 x double>* %scevgep470471, i64 -24
  %wide.load179.1 = load <8 x double>, <8 x double>* %scevgep472, align 8, !alias.scope !27
  %53 = fmul <8 x double> %wide.load.1, %wide.load.1
  %54 = fmul <8 x double> %wide.load177.1, %wide.load177.1
  %55 = fmul <8 x double> %wide.load178.1, %wide.load178.1
  %56 = fmul <8 x double> %wide.load179.1, %wide.load179.1
  %scevgep575 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep575576 = bitcast double* %scevgep575 to <8 x double>*
  %scevgep577 = getelementptr <8 x double>, <8 x double>* %scevgep575576, i64 -27
  store <8 x double> %53, <8 x double>* %scevgep577, align 8, !alias.scope !30, !noalias !27
  %scevgep572 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep572573 = bitcast double* %scevgep572 to <8 x double>*
  %scevgep574 = getelementptr <8 x double>, <8 x double>* %scevgep572573, i64 -26
  store <8 x double> %54, <8 x double>* %scevgep574, align 8, !alias.scope !30, !noalias !27
  %scevgep569 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %scevgep571 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -25
  store <8 x double> %55, <8 x double>* %scevgep571, align 8, !alias.scope !30, !noalias !27
  %scevgep566 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep566567 = bitcast double* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -24
  store <8 x double> %56, <8 x double>* %scevgep568, align 8, !alias.scope !30, !noalias !27
  %scevgep467 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep467468 = bitcast double* %scevgep467 to <8 x double>*
  %scevgep469 = getelementptr <8 x double>, <8 x double>* %scevgep467468, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep469, align 8, !alias.scope !27
  %scevgep464 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep464465 = bitcast double* %scevgep464 to <8 x double>*
  %scevgep466 = getelementptr <8 x double>, <8 x double>* %scevgep464465, i64 -22
  %wide.load177.2 = load <8 x double>, <8 x double>* %scevgep466, align 8, !alias.scope !27
  %scevgep461 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep461462 = bitcast double* %scevgep461 to <8 x double>*
  %scevgep463 = getelementptr <8 x double>, <8 x double>* %scevgep461462, i64 -21
  %wide.load178.2 = load <8 x double>, <8 x double>* %scevgep463, align 8, !alias.scope !27
  %scevgep458 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep458459 = bitcast double* %scevgep458 to <8 x double>*
  %scevgep460 = getelementptr <8 x double>, <8 x double>* %scevgep458459, i64 -20
  %wide.load179.2 = load <8 x double>, <8 x double>* %scevgep460, align 8, !alias.scope !27
  %57 = fmul <8 x double> %wide.load.2, %wide.load.2
  %58 = fmul <8 x double> %wide.load177.2, %wide.load177.2
  %59 = fmul <8 x double> %wide.load178.2, %wide.load178.2
  %60 = fmul <8 x double> %wide.load179.2, %wide.load179.2
  %scevgep563 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -23
  store <8 x double> %57, <8 x double>* %scevgep565, align 8, !alias.scope !30, !noalias !27
  %scevgep560 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep560561 = bitcast double* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -22
  store <8 x double> %58, <8 x double>* %scevgep562, align 8, !alias.scope !30, !noalias !27
  %scevgep557 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -21
  store <8 x double> %59, <8 x double>* %scevgep559, align 8, !alias.scope !30, !noalias !27
  %scevgep554 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep554555 = bitcast double* %scevgep554 to <8 x double>*
  %scevgep556 = getelementptr <8 x double>, <8 x double>* %scevgep554555, i64 -20
  store <8 x double> %60, <8 x double>* %scevgep556, align 8, !alias.scope !30, !noalias !27
  %scevgep455 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep455456 = bitcast double* %scevgep455 to <8 x double>*
  %scevgep457 = getelementptr <8 x double>, <8 x double>* %scevgep455456, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep457, align 8, !alias.scope !27
  %scevgep452 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep452453 = bitcast double* %scevgep452 to <8 x double>*
  %scevgep454 = getelementptr <8 x double>, <8 x double>* %scevgep452453, i64 -18
  %wide.load177.3 = load <8 x double>, <8 x double>* %scevgep454, align 8, !alias.scope !27
  %scevgep449 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep449450 = bitcast double* %scevgep449 to <8 x double>*
  %scevgep451 = getelementptr <8 x double>, <8 x double>* %scevgep449450, i64 -17
  %wide.load178.3 = load <8 x double>, <8 x double>* %scevgep451, align 8, !alias.scope !27
  %scevgep446 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep446447 = bitcast double* %scevgep446 to <8 x double>*
  %scevgep448 = getelementptr <8 x double>, <8 x double>* %scevgep446447, i64 -16
  %wide.load179.3 = load <8 x double>, <8 x double>* %scevgep448, align 8, !alias.scope !27
  %61 = fmul <8 x double> %wide.load.3, %wide.load.3
  %62 = fmul <8 x double> %wide.load177.3, %wide.load177.3
  %63 = fmul <8 x double> %wide.load178.3, %wide.load178.3
  %64 = fmul <8 x double> %wide.load179.3, %wide.load179.3
  %scevgep551 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep551552 = bitcast double* %scevgep551 to <8 x double>*
  %scevgep553 = getelementptr <8 x double>, <8 x double>* %scevgep551552, i64 -19
  store <8 x double> %61, <8 x double>* %scevgep553, align 8, !alias.scope !30, !noalias !27
  %scevgep548 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep548549 = bitcast double* %scevgep548 to <8 x double>*
  %scevgep550 = getelementptr <8 x double>, <8 x double>* %scevgep548549, i64 -18
  store <8 x double> %62, <8 x double>* %scevgep550, align 8, !alias.scope !30, !noalias !27
  %scevgep545 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep545546 = bitcast double* %scevgep545 to <8 x double>*
  %scevgep547 = getelementptr <8 x double>, <8 x double>* %scevgep545546, i64 -17
  store <8 x double> %63, <8 x double>* %scevgep547, align 8, !alias.scope !30, !noalias !27
  %scevgep542 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep542543 = bitcast double* %scevgep542 to <8 x double>*
  %scevgep544 = getelementptr <8 x double>, <8 x double>* %scevgep542543, i64 -16
  store <8 x double> %64, <8 x double>* %scevgep544, align 8, !alias.scope !30, !noalias !27
  %scevgep443 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <8 x double>*
  %scevgep445 = getelementptr <8 x double>, <8 x double>* %scevgep443444, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep445, align 8, !alias.scope !27
  %scevgep440 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <8 x double>*
  %scevgep442 = getelementptr <8 x double>, <8 x double>* %scevgep440441, i64 -14
  %wide.load177.4 = load <8 x double>, <8 x double>* %scevgep442, align 8, !alias.scope !27
  %scevgep437 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <8 x double>*
  %scevgep439 = getelementptr <8 x double>, <8 x double>* %scevgep437438, i64 -13
  %wide.load178.4 = load <8 x double>, <8 x double>* %scevgep439, align 8, !alias.scope !27
  %scevgep434 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <8 x double>*
  %scevgep436 = getelementptr <8 x double>, <8 x double>* %scevgep434435, i64 -12
  %wide.load179.4 = load <8 x double>, <8 x double>* %scevgep436, align 8, !alias.scope !27
  %65 = fmul <8 x double> %wide.load.4, %wide.load.4
  %66 = fmul <8 x double> %wide.load177.4, %wide.load177.4
  %67 = fmul <8 x double> %wide.load178.4, %wide.load178.4
  %68 = fmul <8 x double> %wide.load179.4, %wide.load179.4
  %scevgep539 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep539540 = bitcast double* %scevgep539 to <8 x double>*
  %scevgep541 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -15
  store <8 x double> %65, <8 x double>* %scevgep541, align 8, !alias.scope !30, !noalias !27
  %scevgep536 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep536537 = bitcast double* %scevgep536 to <8 x double>*
  %scevgep538 = getelementptr <8 x double>, <8 x double>* %scevgep536537, i64 -14
  store <8 x double> %66, <8 x double>* %scevgep538, align 8, !alias.scope !30, !noalias !27
  %scevgep533 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep533534 = bitcast double* %scevgep533 to <8 x double>*
  %scevgep535 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -13
  store <8 x double> %67, <8 x double>* %scevgep535, align 8, !alias.scope !30, !noalias !27
  %scevgep530 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep530531 = bitcast double* %scevgep530 to <8 x double>*
  %scevgep532 = getelementptr <8 x double>, <8 x double>* %scevgep530531, i64 -12
  store <8 x double> %68, <8 x double>* %scevgep532, align 8, !alias.scope !30, !noalias !27
  %scevgep431 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <8 x double>*
  %scevgep433 = getelementptr <8 x double>, <8 x double>* %scevgep431432, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep433, align 8, !alias.scope !27
  %scevgep428 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <8 x double>*
  %scevgep430 = getelementptr <8 x double>, <8 x double>* %scevgep428429, i64 -10
  %wide.load177.5 = load <8 x double>, <8 x double>* %scevgep430, align 8, !alias.scope !27
  %scevgep425 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep425426 = bitcast double* %scevgep425 to <8 x double>*
  %scevgep427 = getelementptr <8 x double>, <8 x double>* %scevgep425426, i64 -9
  %wide.load178.5 = load <8 x double>, <8 x double>* %scevgep427, align 8, !alias.scope !27
  %scevgep422 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep422423 = bitcast double* %scevgep422 to <8 x double>*
  %scevgep424 = getelementptr <8 x double>, <8 x double>* %scevgep422423, i64 -8
  %wide.load179.5 = load <8 x double>, <8 x double>* %scevgep424, align 8, !alias.scope !27
  %69 = fmul <8 x double> %wide.load.5, %wide.load.5
  %70 = fmul <8 x double> %wide.load177.5, %wide.load177.5
  %71 = fmul <8 x double> %wide.load178.5, %wide.load178.5
  %72 = fmul <8 x double> %wide.load179.5, %wide.load179.5
  %scevgep527 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep527528 = bitcast double* %scevgep527 to <8 x double>*
  %scevgep529 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -11
  store <8 x double> %69, <8 x double>* %scevgep529, align 8, !alias.scope !30, !noalias !27
  %scevgep524 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep524525 = bitcast double* %scevgep524 to <8 x double>*
  %scevgep526 = getelementptr <8 x double>, <8 x double>* %scevgep524525, i64 -10
  store <8 x double> %70, <8 x double>* %scevgep526, align 8, !alias.scope !30, !noalias !27
  %scevgep521 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -9
  store <8 x double> %71, <8 x double>* %scevgep523, align 8, !alias.scope !30, !noalias !27
  %scevgep518 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep518519 = bitcast double* %scevgep518 to <8 x double>*
  %scevgep520 = getelementptr <8 x double>, <8 x double>* %scevgep518519, i64 -8
  store <8 x double> %72, <8 x double>* %scevgep520, align 8, !alias.scope !30, !noalias !27
  %scevgep419 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep419420 = bitcast double* %scevgep419 to <8 x double>*
  %scevgep421 = getelementptr <8 x double>, <8 x double>* %scevgep419420, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep421, align 8, !alias.scope !27
  %scevgep416 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep416417 = bitcast double* %scevgep416 to <8 x double>*
  %scevgep418 = getelementptr <8 x double>, <8 x double>* %scevgep416417, i64 -6
  %wide.load177.6 = load <8 x double>, <8 x double>* %scevgep418, align 8, !alias.scope !27
  %scevgep413 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep413414 = bitcast double* %scevgep413 to <8 x double>*
  %scevgep415 = getelementptr <8 x double>, <8 x double>* %scevgep413414, i64 -5
  %wide.load178.6 = load <8 x double>, <8 x double>* %scevgep415, align 8, !alias.scope !27
  %scevgep410 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep410411 = bitcast double* %scevgep410 to <8 x double>*
  %scevgep412 = getelementptr <8 x double>, <8 x double>* %scevgep410411, i64 -4
  %wide.load179.6 = load <8 x double>, <8 x double>* %scevgep412, align 8, !alias.scope !27
  %73 = fmul <8 x double> %wide.load.6, %wide.load.6
  %74 = fmul <8 x double> %wide.load177.6, %wide.load177.6
  %75 = fmul <8 x double> %wide.load178.6, %wide.load178.6
  %76 = fmul <8 x double> %wide.load179.6, %wide.load179.6
  %scevgep515 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep515516 = bitcast double* %scevgep515 to <8 x double>*
  %scevgep517 = getelementptr <8 x double>, <8 x double>* %scevgep515516, i64 -7
  store <8 x double> %73, <8 x double>* %scevgep517, align 8, !alias.scope !30, !noalias !27
  %scevgep512 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep512513 = bitcast double* %scevgep512 to <8 x double>*
  %scevgep514 = getelementptr <8 x double>, <8 x double>* %scevgep512513, i64 -6
  store <8 x double> %74, <8 x double>* %scevgep514, align 8, !alias.scope !30, !noalias !27
  %scevgep509 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep509510 = bitcast double* %scevgep509 to <8 x double>*
  %scevgep511 = getelementptr <8 x double>, <8 x double>* %scevgep509510, i64 -5
  store <8 x double> %75, <8 x double>* %scevgep511, align 8, !alias.scope !30, !noalias !27
  %scevgep506 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep506507 = bitcast double* %scevgep506 to <8 x double>*
  %scevgep508 = getelementptr <8 x double>, <8 x double>* %scevgep506507, i64 -4
  store <8 x double> %76, <8 x double>* %scevgep508, align 8, !alias.scope !30, !noalias !27
  %scevgep490 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep490491 = bitcast double* %scevgep490 to <8 x double>*
  %scevgep492 = getelementptr <8 x double>, <8 x double>* %scevgep490491, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep492, align 8, !alias.scope !27
  %scevgep487 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep487488 = bitcast double* %scevgep487 to <8 x double>*
  %scevgep489 = getelementptr <8 x double>, <8 x double>* %scevgep487488, i64 -2
  %wide.load177.7 = load <8 x double>, <8 x double>* %scevgep489, align 8, !alias.scope !27
  %scevgep484 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep484485 = bitcast double* %scevgep484 to <8 x double>*
  %scevgep486 = getelementptr <8 x double>, <8 x double>* %scevgep484485, i64 -1
  %wide.load178.7 = load <8 x double>, <8 x double>* %scevgep486, align 8, !alias.scope !27
  %scevgep482 = getelementptr double, double* %scevgep409, i64 %index
  %scevgep482483 = bitcast double* %scevgep482 to <8 x double>*
  %wide.load179.7 = load <8 x double>, <8 x double>* %scevgep482483, align 8, !alias.scope !27
  %77 = fmul <8 x double> %wide.load.7, %wide.load.7
  %78 = fmul <8 x double> %wide.load177.7, %wide.load177.7
  %79 = fmul <8 x double> %wide.load178.7, %wide.load178.7
  %80 = fmul <8 x double> %wide.load179.7, %wide.load179.7
  %scevgep586 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep586587 = bitcast double* %scevgep586 to <8 x double>*
  %scevgep588 = getelementptr <8 x double>, <8 x double>* %scevgep586587, i64 -3
  store <8 x double> %77, <8 x double>* %scevgep588, align 8, !alias.scope !30, !noalias !27
  %scevgep583 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep583584 = bitcast double* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -2
  store <8 x double> %78, <8 x double>* %scevgep585, align 8, !alias.scope !30, !noalias !27
  %scevgep580 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep580581 = bitcast double* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -1
  store <8 x double> %79, <8 x double>* %scevgep582, align 8, !alias.scope !30, !noalias !27
  %scevgep578 = getelementptr double, double* %scevgep505, i64 %index
  %scevgep578579 = bitcast double* %scevgep578 to <8 x double>*
  store <8 x double> %80, <8 x double>* %scevgep578579, align 8, !alias.scope !30, !noalias !27
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next602 = add i64 %lsr.iv601, -8
  %niter188.ncmp.7 = icmp eq i64 %lsr.iv.next602, 0
  br i1 %niter188.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !32

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod186.not = icmp eq i64 %xtraiter184, 0
  br i1 %lcmp.mod186.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %81 = add nuw nsw i64 %index.unr, 24
  %scevgep381 = getelementptr double, double* %.6.i2791, i64 %81
  %scevgep396 = getelementptr double, double* %.6.i4192.3, i64 %81
  %82 = shl nuw nsw i64 %xtraiter184, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv382 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next383, %vector.body.epil ]
  %83 = bitcast double* %scevgep396 to i8*
  %84 = bitcast double* %scevgep381 to i8*
  %uglygep406 = getelementptr i8, i8* %83, i64 %lsr.iv382
  %uglygep406407 = bitcast i8* %uglygep406 to <8 x double>*
  %scevgep408 = getelementptr <8 x double>, <8 x double>* %uglygep406407, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep408, align 8, !alias.scope !27
  %uglygep403 = getelementptr i8, i8* %83, i64 %lsr.iv382
  %uglygep403404 = bitcast i8* %uglygep403 to <8 x double>*
  %scevgep405 = getelementptr <8 x double>, <8 x double>* %uglygep403404, i64 -2
  %wide.load177.epil = load <8 x double>, <8 x double>* %scevgep405, align 8, !alias.scope !27
  %uglygep400 = getelementptr i8, i8* %83, i64 %lsr.iv382
  %uglygep400401 = bitcast i8* %uglygep400 to <8 x double>*
  %scevgep402 = getelementptr <8 x double>, <8 x double>* %uglygep400401, i64 -1
  %wide.load178.epil = load <8 x double>, <8 x double>* %scevgep402, align 8, !alias.scope !27
  %uglygep398 = getelementptr i8, i8* %83, i64 %lsr.iv382
  %uglygep398399 = bitcast i8* %uglygep398 to <8 x double>*
  %wide.load179.epil = load <8 x double>, <8 x double>* %uglygep398399, align 8, !alias.scope !27
  %85 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %86 = fmul <8 x double> %wide.load177.epil, %wide.load177.epil
  %87 = fmul <8 x double> %wide.load178.epil, %wide.load178.epil
  %88 = fmul <8 x double> %wide.load179.epil, %wide.load179.epil
  %uglygep393 = getelementptr i8, i8* %84, i64 %lsr.iv382
  %uglygep393394 = bitcast i8* %uglygep393 to <8 x double>*
  %scevgep395 = getelementptr <8 x double>, <8 x double>* %uglygep393394, i64 -3
  store <8 x double> %85, <8 x double>* %scevgep395, align 8, !alias.scope !30, !noalias !27
  %uglygep390 = getelementptr i8, i8* %84, i64 %lsr.iv382
  %uglygep390391 = bitcast i8* %uglygep390 to <8 x double>*
  %scevgep392 = getelementptr <8 x double>, <8 x double>* %uglygep390391, i64 -2
  store <8 x double> %86, <8 x double>* %scevgep392, align 8, !alias.scope !30, !noalias !27
  %uglygep387 = getelementptr i8, i8* %84, i64 %lsr.iv382
  %uglygep387388 = bitcast i8* %uglygep387 to <8 x double>*
  %scevgep389 = getelementptr <8 x double>, <8 x double>* %uglygep387388, i64 -1
  store <8 x double> %87, <8 x double>* %scevgep389, align 8, !alias.scope !30, !noalias !27
  %uglygep385 = getelementptr i8, i8* %84, i64 %lsr.iv382
  %uglygep385386 = bitcast i8* %uglygep385 to <8 x double>*
  store <8 x double> %88, <8 x double>* %uglygep385386, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next383 = add nuw nsw i64 %lsr.iv382, 256
  %epil.iter185.cmp.not = icmp eq i64 %82, %lsr.iv.next383
  br i1 %epil.iter185.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !34

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load.i.3, %n.vec
  br i1 %cmp.n, label %for.end.1, label %for.body.1.us.preheader180

for.body.1.us.preheader180:                       ; preds = %vector.memcheck, %for.body.1.us.preheader, %middle.block
  %loop.index.187.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.preheader ], [ %n.vec, %middle.block ]
  %89 = xor i64 %loop.index.187.us.ph, -1
  %90 = add i64 %.54.fca.5.0.load.i.3, %89
  %xtraiter182 = and i64 %.54.fca.5.0.load.i.3, 7
  %lcmp.mod183.not = icmp eq i64 %xtraiter182, 0
  br i1 %lcmp.mod183.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader180
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv379 = phi i64 [ %xtraiter182, %for.body.1.us.prol.preheader ], [ %lsr.iv.next380, %for.body.1.us.prol ]
  %loop.index.187.us.prol = phi i64 [ %.725.us.prol, %for.body.1.us.prol ], [ %loop.index.187.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep378 = getelementptr double, double* %.6.i4192.3, i64 %loop.index.187.us.prol
  %.687119.us.prol = load double, double* %scevgep378, align 8
  %.6.i1.us.prol = fmul double %.687119.us.prol, %.687119.us.prol
  %scevgep377 = getelementptr double, double* %.6.i2791, i64 %loop.index.187.us.prol
  store double %.6.i1.us.prol, double* %scevgep377, align 8
  %.725.us.prol = add nuw i64 %loop.index.187.us.prol, 1
  %lsr.iv.next380 = add nsw i64 %lsr.iv379, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next380, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !36

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader180
  %loop.index.187.us.unr = phi i64 [ %loop.index.187.us.ph, %for.body.1.us.preheader180 ], [ %.725.us.prol, %for.body.1.us.prol ]
  %91 = icmp ult i64 %90, 7
  br i1 %91, label %for.end.1, label %for.body.1.us.preheader189

for.body.1.us.preheader189:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader189, %for.body.1.us
  %loop.index.187.us = phi i64 [ %.725.us.7, %for.body.1.us ], [ %loop.index.187.us.unr, %for.body.1.us.preheader189 ]
  %sunkaddr619 = mul i64 %loop.index.187.us, 8
  %92 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr620 = getelementptr i8, i8* %92, i64 %sunkaddr619
  %93 = bitcast i8* %sunkaddr620 to double*
  %.687119.us = load double, double* %93, align 8
  %.6.i1.us = fmul double %.687119.us, %.687119.us
  %sunkaddr621 = mul i64 %loop.index.187.us, 8
  %94 = bitcast double* %.6.i2791 to i8*
  %sunkaddr622 = getelementptr i8, i8* %94, i64 %sunkaddr621
  %95 = bitcast i8* %sunkaddr622 to double*
  store double %.6.i1.us, double* %95, align 8
  %sunkaddr623 = mul i64 %loop.index.187.us, 8
  %96 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr624 = getelementptr i8, i8* %96, i64 %sunkaddr623
  %sunkaddr625 = getelementptr i8, i8* %sunkaddr624, i64 8
  %97 = bitcast i8* %sunkaddr625 to double*
  %.687119.us.1 = load double, double* %97, align 8
  %.6.i1.us.1 = fmul double %.687119.us.1, %.687119.us.1
  %sunkaddr626 = mul i64 %loop.index.187.us, 8
  %98 = bitcast double* %.6.i2791 to i8*
  %sunkaddr627 = getelementptr i8, i8* %98, i64 %sunkaddr626
  %sunkaddr628 = getelementptr i8, i8* %sunkaddr627, i64 8
  %99 = bitcast i8* %sunkaddr628 to double*
  store double %.6.i1.us.1, double* %99, align 8
  %sunkaddr629 = mul i64 %loop.index.187.us, 8
  %100 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr630 = getelementptr i8, i8* %100, i64 %sunkaddr629
  %sunkaddr631 = getelementptr i8, i8* %sunkaddr630, i64 16
  %101 = bitcast i8* %sunkaddr631 to double*
  %.687119.us.2 = load double, double* %101, align 8
  %.6.i1.us.2 = fmul double %.687119.us.2, %.687119.us.2
  %sunkaddr632 = mul i64 %loop.index.187.us, 8
  %102 = bitcast double* %.6.i2791 to i8*
  %sunkaddr633 = getelementptr i8, i8* %102, i64 %sunkaddr632
  %sunkaddr634 = getelementptr i8, i8* %sunkaddr633, i64 16
  %103 = bitcast i8* %sunkaddr634 to double*
  store double %.6.i1.us.2, double* %103, align 8
  %sunkaddr635 = mul i64 %loop.index.187.us, 8
  %104 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr636 = getelementptr i8, i8* %104, i64 %sunkaddr635
  %sunkaddr637 = getelementptr i8, i8* %sunkaddr636, i64 24
  %105 = bitcast i8* %sunkaddr637 to double*
  %.687119.us.3 = load double, double* %105, align 8
  %.6.i1.us.3 = fmul double %.687119.us.3, %.687119.us.3
  %sunkaddr638 = mul i64 %loop.index.187.us, 8
  %106 = bitcast double* %.6.i2791 to i8*
  %sunkaddr639 = getelementptr i8, i8* %106, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, i8* %sunkaddr639, i64 24
  %107 = bitcast i8* %sunkaddr640 to double*
  store double %.6.i1.us.3, double* %107, align 8
  %sunkaddr641 = mul i64 %loop.index.187.us, 8
  %108 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr642 = getelementptr i8, i8* %108, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, i8* %sunkaddr642, i64 32
  %109 = bitcast i8* %sunkaddr643 to double*
  %.687119.us.4 = load double, double* %109, align 8
  %.6.i1.us.4 = fmul double %.687119.us.4, %.687119.us.4
  %sunkaddr644 = mul i64 %loop.index.187.us, 8
  %110 = bitcast double* %.6.i2791 to i8*
  %sunkaddr645 = getelementptr i8, i8* %110, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, i8* %sunkaddr645, i64 32
  %111 = bitcast i8* %sunkaddr646 to double*
  store double %.6.i1.us.4, double* %111, align 8
  %sunkaddr647 = mul i64 %loop.index.187.us, 8
  %112 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr648 = getelementptr i8, i8* %112, i64 %sunkaddr647
  %sunkaddr649 = getelementptr i8, i8* %sunkaddr648, i64 40
  %113 = bitcast i8* %sunkaddr649 to double*
  %.687119.us.5 = load double, double* %113, align 8
  %.6.i1.us.5 = fmul double %.687119.us.5, %.687119.us.5
  %sunkaddr650 = mul i64 %loop.index.187.us, 8
  %114 = bitcast double* %.6.i2791 to i8*
  %sunkaddr651 = getelementptr i8, i8* %114, i64 %sunkaddr650
  %sunkaddr652 = getelementptr i8, i8* %sunkaddr651, i64 40
  %115 = bitcast i8* %sunkaddr652 to double*
  store double %.6.i1.us.5, double* %115, align 8
  %sunkaddr653 = mul i64 %loop.index.187.us, 8
  %116 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr654 = getelementptr i8, i8* %116, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, i8* %sunkaddr654, i64 48
  %117 = bitcast i8* %sunkaddr655 to double*
  %.687119.us.6 = load double, double* %117, align 8
  %.6.i1.us.6 = fmul double %.687119.us.6, %.687119.us.6
  %sunkaddr656 = mul i64 %loop.index.187.us, 8
  %118 = bitcast double* %.6.i2791 to i8*
  %sunkaddr657 = getelementptr i8, i8* %118, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, i8* %sunkaddr657, i64 48
  %119 = bitcast i8* %sunkaddr658 to double*
  store double %.6.i1.us.6, double* %119, align 8
  %sunkaddr659 = mul i64 %loop.index.187.us, 8
  %120 = bitcast double* %.6.i4192.3 to i8*
  %sunkaddr660 = getelementptr i8, i8* %120, i64 %sunkaddr659
  %sunkaddr661 = getelementptr i8, i8* %sunkaddr660, i64 56
  %121 = bitcast i8* %sunkaddr661 to double*
  %.687119.us.7 = load double, double* %121, align 8
  %.6.i1.us.7 = fmul double %.687119.us.7, %.687119.us.7
  %sunkaddr662 = mul i64 %loop.index.187.us, 8
  %122 = bitcast double* %.6.i2791 to i8*
  %sunkaddr663 = getelementptr i8, i8* %122, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, i8* %sunkaddr663, i64 56
  %123 = bitcast i8* %sunkaddr664 to double*
  store double %.6.i1.us.7, double* %123, align 8
  %.725.us.7 = add nuw nsw i64 %loop.index.187.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load.i.3, %.725.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !37

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.687119 = load double, double* %.6.i4192.3, align 8
  %.6.i1 = fmul double %.687119, %.687119
  store double %.6.i1, double* %.6.i2791, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.3)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block, %B126.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i34.3)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i.3, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %.54.fca.5.0.load.i164171 = phi i64 [ 1, %for.end.1.thread ], [ %.54.fca.5.0.load.i.3, %for.end.1 ]
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i164171, i64 1) #8
  %124 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %125 = icmp ult i64 %124, 7
  br i1 %125, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %126 = add nsw i64 %unroll_iter.i, -8
  %127 = lshr exact i64 %126, 3
  %128 = add nuw nsw i64 %127, 1
  %xtraiter = and i64 %128, 7
  %129 = icmp ult i64 %126, 56
  br i1 %129, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %128, 4611686018427387896
  %scevgep215 = getelementptr double, double* %.6.i2791, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %130 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep191 = getelementptr double, double* %.6.i2791, i64 %130
  %131 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %132 = bitcast double* %scevgep191 to i8*
  %uglygep212 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep212213 = bitcast i8* %uglygep212 to double*
  %scevgep214 = getelementptr double, double* %uglygep212213, i64 -7
  %.236.i.epil = load double, double* %scevgep214, align 8, !noalias !38
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep209 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep209210 = bitcast i8* %uglygep209 to double*
  %scevgep211 = getelementptr double, double* %uglygep209210, i64 -6
  %.236.1.i.epil = load double, double* %scevgep211, align 8, !noalias !38
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep206 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep206207 = bitcast i8* %uglygep206 to double*
  %scevgep208 = getelementptr double, double* %uglygep206207, i64 -5
  %.236.2.i.epil = load double, double* %scevgep208, align 8, !noalias !38
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep203 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep203204 = bitcast i8* %uglygep203 to double*
  %scevgep205 = getelementptr double, double* %uglygep203204, i64 -4
  %.236.3.i.epil = load double, double* %scevgep205, align 8, !noalias !38
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep200 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep200201 = bitcast i8* %uglygep200 to double*
  %scevgep202 = getelementptr double, double* %uglygep200201, i64 -3
  %.236.4.i.epil = load double, double* %scevgep202, align 8, !noalias !38
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep197 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep197198 = bitcast i8* %uglygep197 to double*
  %scevgep199 = getelementptr double, double* %uglygep197198, i64 -2
  %.236.5.i.epil = load double, double* %scevgep199, align 8, !noalias !38
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep194 = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep194195 = bitcast i8* %uglygep194 to double*
  %scevgep196 = getelementptr double, double* %uglygep194195, i64 -1
  %.236.6.i.epil = load double, double* %scevgep196, align 8, !noalias !38
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %132, i64 %lsr.iv
  %uglygep193 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep193, align 8, !noalias !38
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %131, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !41, !llvm.loop !42

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i2791, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep190 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep190, align 8, !noalias !38
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !41, !llvm.loop !43

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv343 = phi i64 [ %lsr.iv.next344, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep341 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -63
  %.236.i = load double, double* %scevgep342, align 8, !noalias !38
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep339 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -62
  %.236.1.i = load double, double* %scevgep340, align 8, !noalias !38
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep337 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -61
  %.236.2.i = load double, double* %scevgep338, align 8, !noalias !38
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep335 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -60
  %.236.3.i = load double, double* %scevgep336, align 8, !noalias !38
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep333 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -59
  %.236.4.i = load double, double* %scevgep334, align 8, !noalias !38
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep331 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -58
  %.236.5.i = load double, double* %scevgep332, align 8, !noalias !38
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep329 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -57
  %.236.6.i = load double, double* %scevgep330, align 8, !noalias !38
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep327 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -56
  %.236.7.i = load double, double* %scevgep328, align 8, !noalias !38
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep296 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -55
  %.236.i.1 = load double, double* %scevgep297, align 8, !noalias !38
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep298 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -54
  %.236.1.i.1 = load double, double* %scevgep299, align 8, !noalias !38
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep300 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -53
  %.236.2.i.1 = load double, double* %scevgep301, align 8, !noalias !38
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep302 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -52
  %.236.3.i.1 = load double, double* %scevgep303, align 8, !noalias !38
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep304 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -51
  %.236.4.i.1 = load double, double* %scevgep305, align 8, !noalias !38
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep306 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -50
  %.236.5.i.1 = load double, double* %scevgep307, align 8, !noalias !38
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep308 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -49
  %.236.6.i.1 = load double, double* %scevgep309, align 8, !noalias !38
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep310 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -48
  %.236.7.i.1 = load double, double* %scevgep311, align 8, !noalias !38
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep280 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -47
  %.236.i.2 = load double, double* %scevgep281, align 8, !noalias !38
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep282 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -46
  %.236.1.i.2 = load double, double* %scevgep283, align 8, !noalias !38
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep284 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -45
  %.236.2.i.2 = load double, double* %scevgep285, align 8, !noalias !38
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep286 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -44
  %.236.3.i.2 = load double, double* %scevgep287, align 8, !noalias !38
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep288 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -43
  %.236.4.i.2 = load double, double* %scevgep289, align 8, !noalias !38
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep290 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -42
  %.236.5.i.2 = load double, double* %scevgep291, align 8, !noalias !38
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep292 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -41
  %.236.6.i.2 = load double, double* %scevgep293, align 8, !noalias !38
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep294 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -40
  %.236.7.i.2 = load double, double* %scevgep295, align 8, !noalias !38
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep264 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -39
  %.236.i.3 = load double, double* %scevgep265, align 8, !noalias !38
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep266 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -38
  %.236.1.i.3 = load double, double* %scevgep267, align 8, !noalias !38
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep268 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -37
  %.236.2.i.3 = load double, double* %scevgep269, align 8, !noalias !38
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep270 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -36
  %.236.3.i.3 = load double, double* %scevgep271, align 8, !noalias !38
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep272 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -35
  %.236.4.i.3 = load double, double* %scevgep273, align 8, !noalias !38
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep274 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -34
  %.236.5.i.3 = load double, double* %scevgep275, align 8, !noalias !38
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep276 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -33
  %.236.6.i.3 = load double, double* %scevgep277, align 8, !noalias !38
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep278 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -32
  %.236.7.i.3 = load double, double* %scevgep279, align 8, !noalias !38
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep248 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -31
  %.236.i.4 = load double, double* %scevgep249, align 8, !noalias !38
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep250 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -30
  %.236.1.i.4 = load double, double* %scevgep251, align 8, !noalias !38
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep252 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -29
  %.236.2.i.4 = load double, double* %scevgep253, align 8, !noalias !38
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep254 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -28
  %.236.3.i.4 = load double, double* %scevgep255, align 8, !noalias !38
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep256 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -27
  %.236.4.i.4 = load double, double* %scevgep257, align 8, !noalias !38
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep258 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -26
  %.236.5.i.4 = load double, double* %scevgep259, align 8, !noalias !38
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep260 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -25
  %.236.6.i.4 = load double, double* %scevgep261, align 8, !noalias !38
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep262 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -24
  %.236.7.i.4 = load double, double* %scevgep263, align 8, !noalias !38
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep232 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -23
  %.236.i.5 = load double, double* %scevgep233, align 8, !noalias !38
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep234 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -22
  %.236.1.i.5 = load double, double* %scevgep235, align 8, !noalias !38
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep236 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -21
  %.236.2.i.5 = load double, double* %scevgep237, align 8, !noalias !38
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep238 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -20
  %.236.3.i.5 = load double, double* %scevgep239, align 8, !noalias !38
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep240 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -19
  %.236.4.i.5 = load double, double* %scevgep241, align 8, !noalias !38
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep242 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -18
  %.236.5.i.5 = load double, double* %scevgep243, align 8, !noalias !38
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep244 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -17
  %.236.6.i.5 = load double, double* %scevgep245, align 8, !noalias !38
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep246 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -16
  %.236.7.i.5 = load double, double* %scevgep247, align 8, !noalias !38
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep216 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -15
  %.236.i.6 = load double, double* %scevgep217, align 8, !noalias !38
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep218 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -14
  %.236.1.i.6 = load double, double* %scevgep219, align 8, !noalias !38
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep220 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -13
  %.236.2.i.6 = load double, double* %scevgep221, align 8, !noalias !38
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep222 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -12
  %.236.3.i.6 = load double, double* %scevgep223, align 8, !noalias !38
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep224 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -11
  %.236.4.i.6 = load double, double* %scevgep225, align 8, !noalias !38
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep226 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -10
  %.236.5.i.6 = load double, double* %scevgep227, align 8, !noalias !38
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep228 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -9
  %.236.6.i.6 = load double, double* %scevgep229, align 8, !noalias !38
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep230 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -8
  %.236.7.i.6 = load double, double* %scevgep231, align 8, !noalias !38
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep312 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -7
  %.236.i.7 = load double, double* %scevgep313, align 8, !noalias !38
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep314 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -6
  %.236.1.i.7 = load double, double* %scevgep315, align 8, !noalias !38
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep316 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -5
  %.236.2.i.7 = load double, double* %scevgep317, align 8, !noalias !38
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep318 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -4
  %.236.3.i.7 = load double, double* %scevgep319, align 8, !noalias !38
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep320 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -3
  %.236.4.i.7 = load double, double* %scevgep321, align 8, !noalias !38
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep322 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -2
  %.236.5.i.7 = load double, double* %scevgep323, align 8, !noalias !38
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep324 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -1
  %.236.6.i.7 = load double, double* %scevgep325, align 8, !noalias !38
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep326 = getelementptr double, double* %scevgep215, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep326, align 8, !noalias !38
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next344 = add i64 %lsr.iv343, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next344, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i28)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([163 x i8], [163 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

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
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.0.load = load i64, i64* %27, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #4
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

define double @cfunc._ZN7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels9rnn_stepsB4v137B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 undef) #4
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9323339850>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB4v139B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !44
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !57
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !0

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269928869568, %B54 ], [ @.const.picklebuf.140269928928448, %B0.endif.endif.i.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !67
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.27.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #8, !noalias !68
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269930043392.5, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140269931423744, %B0.endif.endif.i2 ], [ @.const.picklebuf.140269931449600, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %3, align 8, !noalias !71
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v140B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB4v140B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !72

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !72

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269851023232, %entry ], [ @.const.picklebuf.140269856852544, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929217408, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !73

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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { argmemonly nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!4 = distinct !{!4, !3, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB4v138B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !35}
!37 = distinct !{!37, !33}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!41 = !{!"branch_weights", i32 1, i32 7}
!42 = distinct !{!42, !35}
!43 = distinct !{!43, !35}
!44 = !{!45, !47, !48, !50, !51, !53, !54, !56}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!57 = !{!58, !60, !61, !63, !64, !66}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!67 = !{!51, !53, !54, !56}
!68 = !{!69, !54, !56}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!71 = !{!64, !66}
!72 = !{!"branch_weights", i32 2126008812, i32 21474836}
!73 = !{!"branch_weights", i32 99, i32 1}
