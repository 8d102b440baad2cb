; ModuleID = 'dot_mv'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140091487754048 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140091487754048.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140091487754048 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140091487754048, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091487754048.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091487950720 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091487950720.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091487950720 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091487950720, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091487950720.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.dot_mv = internal constant [7 x i8] c"dot_mv\00"
@_ZN08NumbaEnv7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f6997af3990>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f6997af3990>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091492840448 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091492840448.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091492840448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091492840448, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091492840448.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091492835968 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091492835968.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091492835968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091492835968, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091492835968.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091493432768 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091493432768.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091493432768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091493432768, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493432768.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091493465600 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091493465600.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091493465600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091493465600, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493465600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v67B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140091487752256 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mw\02\87\94\87\94."
@.const.pickledata.140091487752256.sha1 = internal constant [20 x i8] c"}A\F2\84\1B\B2\04\9E\9B\034\F6S\0F\8C\D9\F7Qr\FB"
@.const.picklebuf.140091487752256 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140091487752256, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091487752256.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091487753984.10 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mz\02\87\94\87\94."
@.const.pickledata.140091487753984.sha1.11 = internal constant [20 x i8] c"PT\FF\C4c\A3\97\15\CAa\19l\E8\D3\F9\E16\A3\08H"
@.const.picklebuf.140091487753984.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140091487753984.10, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091487753984.sha1.11, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140091495439040 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140091495439040.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140091495439040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140091495439040, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495439040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6997d50050B3v68B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140091495663808.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.18 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.19, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.20, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v45B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.34.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !0
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !0
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.52 = icmp sgt i32 %.44.i, 0
  %.53 = select i1 %.52, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.fca.0.gep13.i1457 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.54.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i1457, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.101.not.i = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif, label %B90.i12

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %B0.endif
  %.71.not.i9 = icmp eq i64 %.54.fca.5.0.load.i, %arg.x.5.0
  %.76.not.i10 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091487754048, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif, %B90.i12
  %dest_shape.1 = phi i64 [ %.54.fca.5.0.load.i, %B90.i12 ], [ %arg.x.5.0, %B0.endif ]
  %.188 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8)
  %.190 = extractvalue { i64, i1 } %.188, 1
  br i1 %.190, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091487950720, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !4
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.189 = extractvalue { i64, i1 } %.188, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.189, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495663808.18, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i2431 = load double*, double** %6, align 8
  %.26027 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.26027, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.262 = icmp ugt i64 %.54.fca.5.0.load.i, 1
  br i1 %.262, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %7 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %7, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %8 = icmp ult i64 %dest_shape.1, 32
  br i1 %8, label %for.body.us.preheader222, label %vector.memcheck148

vector.memcheck148:                               ; preds = %for.body.us.preheader
  %scevgep149 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep151 = getelementptr double, double* %.54.fca.4.load.i, i64 %dest_shape.1
  %scevgep153 = getelementptr double, double* %arg.x.4, i64 1
  %bound0155 = icmp ult double* %.6.i2431, %scevgep151
  %bound1156 = icmp ult double* %.54.fca.4.load.i, %scevgep149
  %found.conflict157 = and i1 %bound0155, %bound1156
  %bound0158 = icmp ult double* %.6.i2431, %scevgep153
  %bound1159 = icmp ugt double* %scevgep149, %arg.x.4
  %found.conflict160 = and i1 %bound0158, %bound1159
  %conflict.rdx161 = or i1 %found.conflict157, %found.conflict160
  br i1 %conflict.rdx161, label %for.body.us.preheader222, label %vector.ph166

vector.ph166:                                     ; preds = %vector.memcheck148
  %n.vec168 = and i64 %dest_shape.1, -32
  %9 = add i64 %n.vec168, -32
  %10 = lshr exact i64 %9, 5
  %11 = add nuw nsw i64 %10, 1
  %xtraiter239 = and i64 %11, 7
  %12 = icmp ult i64 %9, 224
  br i1 %12, label %middle.block162.unr-lcssa, label %vector.ph166.new

vector.ph166.new:                                 ; preds = %vector.ph166
  %const1455 = bitcast i64 1152921504606846968 to i64
  %unroll_iter242 = and i64 %11, %const1455
  %13 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat177 = shufflevector <8 x double> %broadcast.splatinsert176, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat179 = shufflevector <8 x double> %broadcast.splatinsert178, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat181 = shufflevector <8 x double> %broadcast.splatinsert180, <8 x double> poison, <8 x i32> zeroinitializer
  %14 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182 = insertelement <8 x double> poison, double %14, i64 0
  %broadcast.splat183 = shufflevector <8 x double> %broadcast.splatinsert182, <8 x double> poison, <8 x i32> zeroinitializer
  %15 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.1 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat177.1 = shufflevector <8 x double> %broadcast.splatinsert176.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.1 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat179.1 = shufflevector <8 x double> %broadcast.splatinsert178.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.1 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat181.1 = shufflevector <8 x double> %broadcast.splatinsert180.1, <8 x double> poison, <8 x i32> zeroinitializer
  %16 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.1 = insertelement <8 x double> poison, double %16, i64 0
  %broadcast.splat183.1 = shufflevector <8 x double> %broadcast.splatinsert182.1, <8 x double> poison, <8 x i32> zeroinitializer
  %17 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.2 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat177.2 = shufflevector <8 x double> %broadcast.splatinsert176.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.2 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat179.2 = shufflevector <8 x double> %broadcast.splatinsert178.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.2 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat181.2 = shufflevector <8 x double> %broadcast.splatinsert180.2, <8 x double> poison, <8 x i32> zeroinitializer
  %18 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.2 = insertelement <8 x double> poison, double %18, i64 0
  %broadcast.splat183.2 = shufflevector <8 x double> %broadcast.splatinsert182.2, <8 x double> poison, <8 x i32> zeroinitializer
  %19 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.3 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat177.3 = shufflevector <8 x double> %broadcast.splatinsert176.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.3 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat179.3 = shufflevector <8 x double> %broadcast.splatinsert178.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.3 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat181.3 = shufflevector <8 x double> %broadcast.splatinsert180.3, <8 x double> poison, <8 x i32> zeroinitializer
  %20 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.3 = insertelement <8 x double> poison, double %20, i64 0
  %broadcast.splat183.3 = shufflevector <8 x double> %broadcast.splatinsert182.3, <8 x double> poison, <8 x i32> zeroinitializer
  %21 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.4 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat177.4 = shufflevector <8 x double> %broadcast.splatinsert176.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.4 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat179.4 = shufflevector <8 x double> %broadcast.splatinsert178.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.4 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat181.4 = shufflevector <8 x double> %broadcast.splatinsert180.4, <8 x double> poison, <8 x i32> zeroinitializer
  %22 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.4 = insertelement <8 x double> poison, double %22, i64 0
  %broadcast.splat183.4 = shufflevector <8 x double> %broadcast.splatinsert182.4, <8 x double> poison, <8 x i32> zeroinitializer
  %23 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.5 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat177.5 = shufflevector <8 x double> %broadcast.splatinsert176.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.5 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat179.5 = shufflevector <8 x double> %broadcast.splatinsert178.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.5 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat181.5 = shufflevector <8 x double> %broadcast.splatinsert180.5, <8 x double> poison, <8 x i32> zeroinitializer
  %24 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.5 = insertelement <8 x double> poison, double %24, i64 0
  %broadcast.splat183.5 = shufflevector <8 x double> %broadcast.splatinsert182.5, <8 x double> poison, <8 x i32> zeroinitializer
  %25 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.6 = insertelement <8 x double> poison, double %25, i64 0
  %broadcast.splat177.6 = shufflevector <8 x double> %broadcast.splatinsert176.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.6 = insertelement <8 x double> poison, double %25, i64 0
  %broadcast.splat179.6 = shufflevector <8 x double> %broadcast.splatinsert178.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.6 = insertelement <8 x double> poison, double %25, i64 0
  %broadcast.splat181.6 = shufflevector <8 x double> %broadcast.splatinsert180.6, <8 x double> poison, <8 x i32> zeroinitializer
  %26 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.6 = insertelement <8 x double> poison, double %26, i64 0
  %broadcast.splat183.6 = shufflevector <8 x double> %broadcast.splatinsert182.6, <8 x double> poison, <8 x i32> zeroinitializer
  %27 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.7 = insertelement <8 x double> poison, double %27, i64 0
  %broadcast.splat177.7 = shufflevector <8 x double> %broadcast.splatinsert176.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.7 = insertelement <8 x double> poison, double %27, i64 0
  %broadcast.splat179.7 = shufflevector <8 x double> %broadcast.splatinsert178.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.7 = insertelement <8 x double> poison, double %27, i64 0
  %broadcast.splat181.7 = shufflevector <8 x double> %broadcast.splatinsert180.7, <8 x double> poison, <8 x i32> zeroinitializer
  %28 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.7 = insertelement <8 x double> poison, double %28, i64 0
  %broadcast.splat183.7 = shufflevector <8 x double> %broadcast.splatinsert182.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep870 = getelementptr double, double* %.54.fca.4.load.i, i64 248
  %scevgep966 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body164

vector.body164:                                   ; preds = %vector.body164, %vector.ph166.new
  %lsr.iv1062 = phi i64 [ %lsr.iv.next1063, %vector.body164 ], [ %unroll_iter242, %vector.ph166.new ]
  %index171 = phi i64 [ 0, %vector.ph166.new ], [ %index.next184.7, %vector.body164 ]
  %scevgep954 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep954955 = bitcast double* %scevgep954 to <8 x double>*
  %scevgep956 = getelementptr <8 x double>, <8 x double>* %scevgep954955, i64 -31
  %wide.load172 = load <8 x double>, <8 x double>* %scevgep956, align 8, !alias.scope !16
  %scevgep963 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep963964 = bitcast double* %scevgep963 to <8 x double>*
  %scevgep965 = getelementptr <8 x double>, <8 x double>* %scevgep963964, i64 -30
  %wide.load173 = load <8 x double>, <8 x double>* %scevgep965, align 8, !alias.scope !16
  %scevgep960 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep960961 = bitcast double* %scevgep960 to <8 x double>*
  %scevgep962 = getelementptr <8 x double>, <8 x double>* %scevgep960961, i64 -29
  %wide.load174 = load <8 x double>, <8 x double>* %scevgep962, align 8, !alias.scope !16
  %scevgep957 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep957958 = bitcast double* %scevgep957 to <8 x double>*
  %scevgep959 = getelementptr <8 x double>, <8 x double>* %scevgep957958, i64 -28
  %wide.load175 = load <8 x double>, <8 x double>* %scevgep959, align 8, !alias.scope !16
  %29 = fmul <8 x double> %wide.load172, %broadcast.splat177
  %30 = fmul <8 x double> %wide.load173, %broadcast.splat179
  %31 = fmul <8 x double> %wide.load174, %broadcast.splat181
  %32 = fmul <8 x double> %wide.load175, %broadcast.splat183
  %scevgep1050 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10501051 = bitcast double* %scevgep1050 to <8 x double>*
  %scevgep1052 = getelementptr <8 x double>, <8 x double>* %scevgep10501051, i64 -31
  store <8 x double> %29, <8 x double>* %scevgep1052, align 8, !alias.scope !18, !noalias !20
  %scevgep1059 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10591060 = bitcast double* %scevgep1059 to <8 x double>*
  %scevgep1061 = getelementptr <8 x double>, <8 x double>* %scevgep10591060, i64 -30
  store <8 x double> %30, <8 x double>* %scevgep1061, align 8, !alias.scope !18, !noalias !20
  %scevgep1056 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10561057 = bitcast double* %scevgep1056 to <8 x double>*
  %scevgep1058 = getelementptr <8 x double>, <8 x double>* %scevgep10561057, i64 -29
  store <8 x double> %31, <8 x double>* %scevgep1058, align 8, !alias.scope !18, !noalias !20
  %scevgep1053 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10531054 = bitcast double* %scevgep1053 to <8 x double>*
  %scevgep1055 = getelementptr <8 x double>, <8 x double>* %scevgep10531054, i64 -28
  store <8 x double> %32, <8 x double>* %scevgep1055, align 8, !alias.scope !18, !noalias !20
  %scevgep940 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -27
  %wide.load172.1 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !16
  %scevgep937 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -26
  %wide.load173.1 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !16
  %scevgep934 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -25
  %wide.load174.1 = load <8 x double>, <8 x double>* %scevgep936, align 8, !alias.scope !16
  %scevgep931 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -24
  %wide.load175.1 = load <8 x double>, <8 x double>* %scevgep933, align 8, !alias.scope !16
  %33 = fmul <8 x double> %wide.load172.1, %broadcast.splat177.1
  %34 = fmul <8 x double> %wide.load173.1, %broadcast.splat179.1
  %35 = fmul <8 x double> %wide.load174.1, %broadcast.splat181.1
  %36 = fmul <8 x double> %wide.load175.1, %broadcast.splat183.1
  %scevgep1036 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -27
  store <8 x double> %33, <8 x double>* %scevgep1038, align 8, !alias.scope !18, !noalias !20
  %scevgep1033 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -26
  store <8 x double> %34, <8 x double>* %scevgep1035, align 8, !alias.scope !18, !noalias !20
  %scevgep1030 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -25
  store <8 x double> %35, <8 x double>* %scevgep1032, align 8, !alias.scope !18, !noalias !20
  %scevgep1027 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -24
  store <8 x double> %36, <8 x double>* %scevgep1029, align 8, !alias.scope !18, !noalias !20
  %scevgep928 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -23
  %wide.load172.2 = load <8 x double>, <8 x double>* %scevgep930, align 8, !alias.scope !16
  %scevgep925 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -22
  %wide.load173.2 = load <8 x double>, <8 x double>* %scevgep927, align 8, !alias.scope !16
  %scevgep922 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 -21
  %wide.load174.2 = load <8 x double>, <8 x double>* %scevgep924, align 8, !alias.scope !16
  %scevgep919 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  %scevgep921 = getelementptr <8 x double>, <8 x double>* %scevgep919920, i64 -20
  %wide.load175.2 = load <8 x double>, <8 x double>* %scevgep921, align 8, !alias.scope !16
  %37 = fmul <8 x double> %wide.load172.2, %broadcast.splat177.2
  %38 = fmul <8 x double> %wide.load173.2, %broadcast.splat179.2
  %39 = fmul <8 x double> %wide.load174.2, %broadcast.splat181.2
  %40 = fmul <8 x double> %wide.load175.2, %broadcast.splat183.2
  %scevgep1024 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 -23
  store <8 x double> %37, <8 x double>* %scevgep1026, align 8, !alias.scope !18, !noalias !20
  %scevgep1021 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -22
  store <8 x double> %38, <8 x double>* %scevgep1023, align 8, !alias.scope !18, !noalias !20
  %scevgep1018 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10181019 = bitcast double* %scevgep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %scevgep10181019, i64 -21
  store <8 x double> %39, <8 x double>* %scevgep1020, align 8, !alias.scope !18, !noalias !20
  %scevgep1015 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10151016 = bitcast double* %scevgep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %scevgep10151016, i64 -20
  store <8 x double> %40, <8 x double>* %scevgep1017, align 8, !alias.scope !18, !noalias !20
  %scevgep916 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 -19
  %wide.load172.3 = load <8 x double>, <8 x double>* %scevgep918, align 8, !alias.scope !16
  %scevgep913 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -18
  %wide.load173.3 = load <8 x double>, <8 x double>* %scevgep915, align 8, !alias.scope !16
  %scevgep910 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -17
  %wide.load174.3 = load <8 x double>, <8 x double>* %scevgep912, align 8, !alias.scope !16
  %scevgep907 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 -16
  %wide.load175.3 = load <8 x double>, <8 x double>* %scevgep909, align 8, !alias.scope !16
  %41 = fmul <8 x double> %wide.load172.3, %broadcast.splat177.3
  %42 = fmul <8 x double> %wide.load173.3, %broadcast.splat179.3
  %43 = fmul <8 x double> %wide.load174.3, %broadcast.splat181.3
  %44 = fmul <8 x double> %wide.load175.3, %broadcast.splat183.3
  %scevgep1012 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10121013 = bitcast double* %scevgep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %scevgep10121013, i64 -19
  store <8 x double> %41, <8 x double>* %scevgep1014, align 8, !alias.scope !18, !noalias !20
  %scevgep1009 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10091010 = bitcast double* %scevgep1009 to <8 x double>*
  %scevgep1011 = getelementptr <8 x double>, <8 x double>* %scevgep10091010, i64 -18
  store <8 x double> %42, <8 x double>* %scevgep1011, align 8, !alias.scope !18, !noalias !20
  %scevgep1006 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10061007 = bitcast double* %scevgep1006 to <8 x double>*
  %scevgep1008 = getelementptr <8 x double>, <8 x double>* %scevgep10061007, i64 -17
  store <8 x double> %43, <8 x double>* %scevgep1008, align 8, !alias.scope !18, !noalias !20
  %scevgep1003 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10031004 = bitcast double* %scevgep1003 to <8 x double>*
  %scevgep1005 = getelementptr <8 x double>, <8 x double>* %scevgep10031004, i64 -16
  store <8 x double> %44, <8 x double>* %scevgep1005, align 8, !alias.scope !18, !noalias !20
  %scevgep904 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep904905 = bitcast double* %scevgep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %scevgep904905, i64 -15
  %wide.load172.4 = load <8 x double>, <8 x double>* %scevgep906, align 8, !alias.scope !16
  %scevgep901 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 -14
  %wide.load173.4 = load <8 x double>, <8 x double>* %scevgep903, align 8, !alias.scope !16
  %scevgep898 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 -13
  %wide.load174.4 = load <8 x double>, <8 x double>* %scevgep900, align 8, !alias.scope !16
  %scevgep895 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 -12
  %wide.load175.4 = load <8 x double>, <8 x double>* %scevgep897, align 8, !alias.scope !16
  %45 = fmul <8 x double> %wide.load172.4, %broadcast.splat177.4
  %46 = fmul <8 x double> %wide.load173.4, %broadcast.splat179.4
  %47 = fmul <8 x double> %wide.load174.4, %broadcast.splat181.4
  %48 = fmul <8 x double> %wide.load175.4, %broadcast.splat183.4
  %scevgep1000 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10001001 = bitcast double* %scevgep1000 to <8 x double>*
  %scevgep1002 = getelementptr <8 x double>, <8 x double>* %scevgep10001001, i64 -15
  store <8 x double> %45, <8 x double>* %scevgep1002, align 8, !alias.scope !18, !noalias !20
  %scevgep997 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep997998 = bitcast double* %scevgep997 to <8 x double>*
  %scevgep999 = getelementptr <8 x double>, <8 x double>* %scevgep997998, i64 -14
  store <8 x double> %46, <8 x double>* %scevgep999, align 8, !alias.scope !18, !noalias !20
  %scevgep994 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep994995 = bitcast double* %scevgep994 to <8 x double>*
  %scevgep996 = getelementptr <8 x double>, <8 x double>* %scevgep994995, i64 -13
  store <8 x double> %47, <8 x double>* %scevgep996, align 8, !alias.scope !18, !noalias !20
  %scevgep991 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep991992 = bitcast double* %scevgep991 to <8 x double>*
  %scevgep993 = getelementptr <8 x double>, <8 x double>* %scevgep991992, i64 -12
  store <8 x double> %48, <8 x double>* %scevgep993, align 8, !alias.scope !18, !noalias !20
  %scevgep892 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep892893 = bitcast double* %scevgep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %scevgep892893, i64 -11
  %wide.load172.5 = load <8 x double>, <8 x double>* %scevgep894, align 8, !alias.scope !16
  %scevgep889 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep889890 = bitcast double* %scevgep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %scevgep889890, i64 -10
  %wide.load173.5 = load <8 x double>, <8 x double>* %scevgep891, align 8, !alias.scope !16
  %scevgep886 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep886887 = bitcast double* %scevgep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %scevgep886887, i64 -9
  %wide.load174.5 = load <8 x double>, <8 x double>* %scevgep888, align 8, !alias.scope !16
  %scevgep883 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep883884 = bitcast double* %scevgep883 to <8 x double>*
  %scevgep885 = getelementptr <8 x double>, <8 x double>* %scevgep883884, i64 -8
  %wide.load175.5 = load <8 x double>, <8 x double>* %scevgep885, align 8, !alias.scope !16
  %49 = fmul <8 x double> %wide.load172.5, %broadcast.splat177.5
  %50 = fmul <8 x double> %wide.load173.5, %broadcast.splat179.5
  %51 = fmul <8 x double> %wide.load174.5, %broadcast.splat181.5
  %52 = fmul <8 x double> %wide.load175.5, %broadcast.splat183.5
  %scevgep988 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 -11
  store <8 x double> %49, <8 x double>* %scevgep990, align 8, !alias.scope !18, !noalias !20
  %scevgep985 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 -10
  store <8 x double> %50, <8 x double>* %scevgep987, align 8, !alias.scope !18, !noalias !20
  %scevgep982 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 -9
  store <8 x double> %51, <8 x double>* %scevgep984, align 8, !alias.scope !18, !noalias !20
  %scevgep979 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 -8
  store <8 x double> %52, <8 x double>* %scevgep981, align 8, !alias.scope !18, !noalias !20
  %scevgep880 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep880881 = bitcast double* %scevgep880 to <8 x double>*
  %scevgep882 = getelementptr <8 x double>, <8 x double>* %scevgep880881, i64 -7
  %wide.load172.6 = load <8 x double>, <8 x double>* %scevgep882, align 8, !alias.scope !16
  %scevgep877 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep877878 = bitcast double* %scevgep877 to <8 x double>*
  %scevgep879 = getelementptr <8 x double>, <8 x double>* %scevgep877878, i64 -6
  %wide.load173.6 = load <8 x double>, <8 x double>* %scevgep879, align 8, !alias.scope !16
  %scevgep874 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep874875 = bitcast double* %scevgep874 to <8 x double>*
  %scevgep876 = getelementptr <8 x double>, <8 x double>* %scevgep874875, i64 -5
  %wide.load174.6 = load <8 x double>, <8 x double>* %scevgep876, align 8, !alias.scope !16
  %scevgep871 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep871872 = bitcast double* %scevgep871 to <8 x double>*
  %scevgep873 = getelementptr <8 x double>, <8 x double>* %scevgep871872, i64 -4
  %wide.load175.6 = load <8 x double>, <8 x double>* %scevgep873, align 8, !alias.scope !16
  %53 = fmul <8 x double> %wide.load172.6, %broadcast.splat177.6
  %54 = fmul <8 x double> %wide.load173.6, %broadcast.splat179.6
  %55 = fmul <8 x double> %wide.load174.6, %broadcast.splat181.6
  %56 = fmul <8 x double> %wide.load175.6, %broadcast.splat183.6
  %scevgep976 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep976977 = bitcast double* %scevgep976 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %scevgep976977, i64 -7
  store <8 x double> %53, <8 x double>* %scevgep978, align 8, !alias.scope !18, !noalias !20
  %scevgep973 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep973974 = bitcast double* %scevgep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %scevgep973974, i64 -6
  store <8 x double> %54, <8 x double>* %scevgep975, align 8, !alias.scope !18, !noalias !20
  %scevgep970 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep970971 = bitcast double* %scevgep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %scevgep970971, i64 -5
  store <8 x double> %55, <8 x double>* %scevgep972, align 8, !alias.scope !18, !noalias !20
  %scevgep967 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep967968 = bitcast double* %scevgep967 to <8 x double>*
  %scevgep969 = getelementptr <8 x double>, <8 x double>* %scevgep967968, i64 -4
  store <8 x double> %56, <8 x double>* %scevgep969, align 8, !alias.scope !18, !noalias !20
  %scevgep951 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep951952 = bitcast double* %scevgep951 to <8 x double>*
  %scevgep953 = getelementptr <8 x double>, <8 x double>* %scevgep951952, i64 -3
  %wide.load172.7 = load <8 x double>, <8 x double>* %scevgep953, align 8, !alias.scope !16
  %scevgep948 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep948949 = bitcast double* %scevgep948 to <8 x double>*
  %scevgep950 = getelementptr <8 x double>, <8 x double>* %scevgep948949, i64 -2
  %wide.load173.7 = load <8 x double>, <8 x double>* %scevgep950, align 8, !alias.scope !16
  %scevgep945 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep945946 = bitcast double* %scevgep945 to <8 x double>*
  %scevgep947 = getelementptr <8 x double>, <8 x double>* %scevgep945946, i64 -1
  %wide.load174.7 = load <8 x double>, <8 x double>* %scevgep947, align 8, !alias.scope !16
  %scevgep943 = getelementptr double, double* %scevgep870, i64 %index171
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %wide.load175.7 = load <8 x double>, <8 x double>* %scevgep943944, align 8, !alias.scope !16
  %57 = fmul <8 x double> %wide.load172.7, %broadcast.splat177.7
  %58 = fmul <8 x double> %wide.load173.7, %broadcast.splat179.7
  %59 = fmul <8 x double> %wide.load174.7, %broadcast.splat181.7
  %60 = fmul <8 x double> %wide.load175.7, %broadcast.splat183.7
  %scevgep1047 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10471048 = bitcast double* %scevgep1047 to <8 x double>*
  %scevgep1049 = getelementptr <8 x double>, <8 x double>* %scevgep10471048, i64 -3
  store <8 x double> %57, <8 x double>* %scevgep1049, align 8, !alias.scope !18, !noalias !20
  %scevgep1044 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10441045 = bitcast double* %scevgep1044 to <8 x double>*
  %scevgep1046 = getelementptr <8 x double>, <8 x double>* %scevgep10441045, i64 -2
  store <8 x double> %58, <8 x double>* %scevgep1046, align 8, !alias.scope !18, !noalias !20
  %scevgep1041 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10411042 = bitcast double* %scevgep1041 to <8 x double>*
  %scevgep1043 = getelementptr <8 x double>, <8 x double>* %scevgep10411042, i64 -1
  store <8 x double> %59, <8 x double>* %scevgep1043, align 8, !alias.scope !18, !noalias !20
  %scevgep1039 = getelementptr double, double* %scevgep966, i64 %index171
  %scevgep10391040 = bitcast double* %scevgep1039 to <8 x double>*
  store <8 x double> %60, <8 x double>* %scevgep10391040, align 8, !alias.scope !18, !noalias !20
  %index.next184.7 = add i64 %index171, 256
  %lsr.iv.next1063 = add i64 %lsr.iv1062, -8
  %niter243.ncmp.7 = icmp eq i64 %lsr.iv.next1063, 0
  br i1 %niter243.ncmp.7, label %middle.block162.unr-lcssa, label %vector.body164, !llvm.loop !21

middle.block162.unr-lcssa:                        ; preds = %vector.body164, %vector.ph166
  %index171.unr = phi i64 [ 0, %vector.ph166 ], [ %index.next184.7, %vector.body164 ]
  %lcmp.mod241.not = icmp eq i64 %xtraiter239, 0
  br i1 %lcmp.mod241.not, label %middle.block162, label %vector.body164.epil.preheader

vector.body164.epil.preheader:                    ; preds = %middle.block162.unr-lcssa
  %61 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert176.epil = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat177.epil = shufflevector <8 x double> %broadcast.splatinsert176.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert178.epil = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat179.epil = shufflevector <8 x double> %broadcast.splatinsert178.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert180.epil = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat181.epil = shufflevector <8 x double> %broadcast.splatinsert180.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %62 = load double, double* %arg.x.4, align 8, !alias.scope !13
  %broadcast.splatinsert182.epil = insertelement <8 x double> poison, double %62, i64 0
  %broadcast.splat183.epil = shufflevector <8 x double> %broadcast.splatinsert182.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %63 = add nuw nsw i64 %index171.unr, 24
  %scevgep842 = getelementptr double, double* %.6.i2431, i64 %63
  %scevgep857 = getelementptr double, double* %.54.fca.4.load.i, i64 %63
  %64 = shl nuw nsw i64 %xtraiter239, 8
  br label %vector.body164.epil

vector.body164.epil:                              ; preds = %vector.body164.epil, %vector.body164.epil.preheader
  %lsr.iv843 = phi i64 [ %lsr.iv.next844, %vector.body164.epil ], [ 0, %vector.body164.epil.preheader ]
  %65 = bitcast double* %scevgep857 to i8*
  %66 = bitcast double* %scevgep842 to i8*
  %uglygep867 = getelementptr i8, i8* %65, i64 %lsr.iv843
  %uglygep867868 = bitcast i8* %uglygep867 to <8 x double>*
  %scevgep869 = getelementptr <8 x double>, <8 x double>* %uglygep867868, i64 -3
  %wide.load172.epil = load <8 x double>, <8 x double>* %scevgep869, align 8, !alias.scope !16
  %uglygep864 = getelementptr i8, i8* %65, i64 %lsr.iv843
  %uglygep864865 = bitcast i8* %uglygep864 to <8 x double>*
  %scevgep866 = getelementptr <8 x double>, <8 x double>* %uglygep864865, i64 -2
  %wide.load173.epil = load <8 x double>, <8 x double>* %scevgep866, align 8, !alias.scope !16
  %uglygep861 = getelementptr i8, i8* %65, i64 %lsr.iv843
  %uglygep861862 = bitcast i8* %uglygep861 to <8 x double>*
  %scevgep863 = getelementptr <8 x double>, <8 x double>* %uglygep861862, i64 -1
  %wide.load174.epil = load <8 x double>, <8 x double>* %scevgep863, align 8, !alias.scope !16
  %uglygep859 = getelementptr i8, i8* %65, i64 %lsr.iv843
  %uglygep859860 = bitcast i8* %uglygep859 to <8 x double>*
  %wide.load175.epil = load <8 x double>, <8 x double>* %uglygep859860, align 8, !alias.scope !16
  %67 = fmul <8 x double> %wide.load172.epil, %broadcast.splat177.epil
  %68 = fmul <8 x double> %wide.load173.epil, %broadcast.splat179.epil
  %69 = fmul <8 x double> %wide.load174.epil, %broadcast.splat181.epil
  %70 = fmul <8 x double> %wide.load175.epil, %broadcast.splat183.epil
  %uglygep854 = getelementptr i8, i8* %66, i64 %lsr.iv843
  %uglygep854855 = bitcast i8* %uglygep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %uglygep854855, i64 -3
  store <8 x double> %67, <8 x double>* %scevgep856, align 8, !alias.scope !18, !noalias !20
  %uglygep851 = getelementptr i8, i8* %66, i64 %lsr.iv843
  %uglygep851852 = bitcast i8* %uglygep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %uglygep851852, i64 -2
  store <8 x double> %68, <8 x double>* %scevgep853, align 8, !alias.scope !18, !noalias !20
  %uglygep848 = getelementptr i8, i8* %66, i64 %lsr.iv843
  %uglygep848849 = bitcast i8* %uglygep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %uglygep848849, i64 -1
  store <8 x double> %69, <8 x double>* %scevgep850, align 8, !alias.scope !18, !noalias !20
  %uglygep846 = getelementptr i8, i8* %66, i64 %lsr.iv843
  %uglygep846847 = bitcast i8* %uglygep846 to <8 x double>*
  store <8 x double> %70, <8 x double>* %uglygep846847, align 8, !alias.scope !18, !noalias !20
  %lsr.iv.next844 = add nuw nsw i64 %lsr.iv843, 256
  %epil.iter240.cmp.not = icmp eq i64 %64, %lsr.iv.next844
  br i1 %epil.iter240.cmp.not, label %middle.block162, label %vector.body164.epil, !llvm.loop !23

middle.block162:                                  ; preds = %vector.body164.epil, %middle.block162.unr-lcssa
  %cmp.n170 = icmp eq i64 %dest_shape.1, %n.vec168
  br i1 %cmp.n170, label %for.end, label %for.body.us.preheader222

for.body.us.preheader222:                         ; preds = %vector.memcheck148, %for.body.us.preheader, %middle.block162
  %loop.index30.us.ph = phi i64 [ 0, %vector.memcheck148 ], [ 0, %for.body.us.preheader ], [ %n.vec168, %middle.block162 ]
  %71 = xor i64 %loop.index30.us.ph, -1
  %72 = add i64 %dest_shape.1, %71
  %xtraiter236 = and i64 %dest_shape.1, 7
  %lcmp.mod237.not = icmp eq i64 %xtraiter236, 0
  br i1 %lcmp.mod237.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader222
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv840 = phi i64 [ %xtraiter236, %for.body.us.prol.preheader ], [ %lsr.iv.next841, %for.body.us.prol ]
  %loop.index30.us.prol = phi i64 [ %.308.us.prol, %for.body.us.prol ], [ %loop.index30.us.ph, %for.body.us.prol.preheader ]
  %scevgep839 = getelementptr double, double* %.54.fca.4.load.i, i64 %loop.index30.us.prol
  %.270.us.prol = load double, double* %scevgep839, align 8
  %.279.us.prol = load double, double* %arg.x.4, align 8
  %.6.i.us.prol = fmul double %.270.us.prol, %.279.us.prol
  %scevgep838 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us.prol
  store double %.6.i.us.prol, double* %scevgep838, align 8
  %.308.us.prol = add nuw i64 %loop.index30.us.prol, 1
  %lsr.iv.next841 = add nsw i64 %lsr.iv840, -1
  %prol.iter238.cmp.not = icmp eq i64 %lsr.iv.next841, 0
  br i1 %prol.iter238.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !25

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader222
  %loop.index30.us.unr = phi i64 [ %loop.index30.us.ph, %for.body.us.preheader222 ], [ %.308.us.prol, %for.body.us.prol ]
  %73 = icmp ult i64 %72, 7
  br i1 %73, label %for.end, label %for.body.us.preheader261

for.body.us.preheader261:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %74 = icmp ult i64 %dest_shape.1, 32
  br i1 %74, label %for.body.us.us.preheader221, label %vector.memcheck185

vector.memcheck185:                               ; preds = %for.body.us.us.preheader
  %scevgep186 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep188 = getelementptr double, double* %.54.fca.4.load.i, i64 %dest_shape.1
  %scevgep190 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1
  %bound0192 = icmp ult double* %.6.i2431, %scevgep188
  %bound1193 = icmp ult double* %.54.fca.4.load.i, %scevgep186
  %found.conflict194 = and i1 %bound0192, %bound1193
  %bound0195 = icmp ult double* %.6.i2431, %scevgep190
  %bound1196 = icmp ugt double* %scevgep186, %arg.x.4
  %found.conflict197 = and i1 %bound0195, %bound1196
  %conflict.rdx198 = or i1 %found.conflict194, %found.conflict197
  br i1 %conflict.rdx198, label %for.body.us.us.preheader221, label %vector.ph203

vector.ph203:                                     ; preds = %vector.memcheck185
  %n.vec205 = and i64 %dest_shape.1, -32
  %75 = add i64 %n.vec205, -32
  %76 = lshr exact i64 %75, 5
  %77 = add nuw nsw i64 %76, 1
  %xtraiter231 = and i64 %77, 7
  %78 = icmp ult i64 %75, 224
  br i1 %78, label %middle.block199.unr-lcssa, label %vector.ph203.new

vector.ph203.new:                                 ; preds = %vector.ph203
  %const1456 = bitcast i64 1152921504606846968 to i64
  %unroll_iter234 = and i64 %77, %const1456
  %scevgep516 = getelementptr double, double* %.54.fca.4.load.i, i64 248
  %scevgep612 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep708 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body201

vector.body201:                                   ; preds = %vector.body201, %vector.ph203.new
  %lsr.iv804 = phi i64 [ %lsr.iv.next805, %vector.body201 ], [ %unroll_iter234, %vector.ph203.new ]
  %index208 = phi i64 [ 0, %vector.ph203.new ], [ %index.next217.7, %vector.body201 ]
  %scevgep600 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep600601 = bitcast double* %scevgep600 to <8 x double>*
  %scevgep602 = getelementptr <8 x double>, <8 x double>* %scevgep600601, i64 -31
  %wide.load209 = load <8 x double>, <8 x double>* %scevgep602, align 8, !alias.scope !26
  %scevgep609 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep609610 = bitcast double* %scevgep609 to <8 x double>*
  %scevgep611 = getelementptr <8 x double>, <8 x double>* %scevgep609610, i64 -30
  %wide.load210 = load <8 x double>, <8 x double>* %scevgep611, align 8, !alias.scope !26
  %scevgep606 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep606607 = bitcast double* %scevgep606 to <8 x double>*
  %scevgep608 = getelementptr <8 x double>, <8 x double>* %scevgep606607, i64 -29
  %wide.load211 = load <8 x double>, <8 x double>* %scevgep608, align 8, !alias.scope !26
  %scevgep603 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep603604 = bitcast double* %scevgep603 to <8 x double>*
  %scevgep605 = getelementptr <8 x double>, <8 x double>* %scevgep603604, i64 -28
  %wide.load212 = load <8 x double>, <8 x double>* %scevgep605, align 8, !alias.scope !26
  %scevgep696 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep696697 = bitcast double* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -31
  %wide.load213 = load <8 x double>, <8 x double>* %scevgep698, align 8, !alias.scope !29
  %scevgep705 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep707 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 -30
  %wide.load214 = load <8 x double>, <8 x double>* %scevgep707, align 8, !alias.scope !29
  %scevgep702 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep702703 = bitcast double* %scevgep702 to <8 x double>*
  %scevgep704 = getelementptr <8 x double>, <8 x double>* %scevgep702703, i64 -29
  %wide.load215 = load <8 x double>, <8 x double>* %scevgep704, align 8, !alias.scope !29
  %scevgep699 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep699700 = bitcast double* %scevgep699 to <8 x double>*
  %scevgep701 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 -28
  %wide.load216 = load <8 x double>, <8 x double>* %scevgep701, align 8, !alias.scope !29
  %79 = fmul <8 x double> %wide.load209, %wide.load213
  %80 = fmul <8 x double> %wide.load210, %wide.load214
  %81 = fmul <8 x double> %wide.load211, %wide.load215
  %82 = fmul <8 x double> %wide.load212, %wide.load216
  %scevgep792 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep792793 = bitcast double* %scevgep792 to <8 x double>*
  %scevgep794 = getelementptr <8 x double>, <8 x double>* %scevgep792793, i64 -31
  store <8 x double> %79, <8 x double>* %scevgep794, align 8, !alias.scope !31, !noalias !33
  %scevgep801 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep801802 = bitcast double* %scevgep801 to <8 x double>*
  %scevgep803 = getelementptr <8 x double>, <8 x double>* %scevgep801802, i64 -30
  store <8 x double> %80, <8 x double>* %scevgep803, align 8, !alias.scope !31, !noalias !33
  %scevgep798 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep798799 = bitcast double* %scevgep798 to <8 x double>*
  %scevgep800 = getelementptr <8 x double>, <8 x double>* %scevgep798799, i64 -29
  store <8 x double> %81, <8 x double>* %scevgep800, align 8, !alias.scope !31, !noalias !33
  %scevgep795 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep795796 = bitcast double* %scevgep795 to <8 x double>*
  %scevgep797 = getelementptr <8 x double>, <8 x double>* %scevgep795796, i64 -28
  store <8 x double> %82, <8 x double>* %scevgep797, align 8, !alias.scope !31, !noalias !33
  %scevgep586 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep586587 = bitcast double* %scevgep586 to <8 x double>*
  %scevgep588 = getelementptr <8 x double>, <8 x double>* %scevgep586587, i64 -27
  %wide.load209.1 = load <8 x double>, <8 x double>* %scevgep588, align 8, !alias.scope !26
  %scevgep583 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep583584 = bitcast double* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -26
  %wide.load210.1 = load <8 x double>, <8 x double>* %scevgep585, align 8, !alias.scope !26
  %scevgep580 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep580581 = bitcast double* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -25
  %wide.load211.1 = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !26
  %scevgep577 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep577578 = bitcast double* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -24
  %wide.load212.1 = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !26
  %scevgep682 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -27
  %wide.load213.1 = load <8 x double>, <8 x double>* %scevgep684, align 8, !alias.scope !29
  %scevgep679 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -26
  %wide.load214.1 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !29
  %scevgep676 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -25
  %wide.load215.1 = load <8 x double>, <8 x double>* %scevgep678, align 8, !alias.scope !29
  %scevgep673 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -24
  %wide.load216.1 = load <8 x double>, <8 x double>* %scevgep675, align 8, !alias.scope !29
  %83 = fmul <8 x double> %wide.load209.1, %wide.load213.1
  %84 = fmul <8 x double> %wide.load210.1, %wide.load214.1
  %85 = fmul <8 x double> %wide.load211.1, %wide.load215.1
  %86 = fmul <8 x double> %wide.load212.1, %wide.load216.1
  %scevgep778 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -27
  store <8 x double> %83, <8 x double>* %scevgep780, align 8, !alias.scope !31, !noalias !33
  %scevgep775 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -26
  store <8 x double> %84, <8 x double>* %scevgep777, align 8, !alias.scope !31, !noalias !33
  %scevgep772 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -25
  store <8 x double> %85, <8 x double>* %scevgep774, align 8, !alias.scope !31, !noalias !33
  %scevgep769 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -24
  store <8 x double> %86, <8 x double>* %scevgep771, align 8, !alias.scope !31, !noalias !33
  %scevgep574 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep574575 = bitcast double* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -23
  %wide.load209.2 = load <8 x double>, <8 x double>* %scevgep576, align 8, !alias.scope !26
  %scevgep571 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep571572 = bitcast double* %scevgep571 to <8 x double>*
  %scevgep573 = getelementptr <8 x double>, <8 x double>* %scevgep571572, i64 -22
  %wide.load210.2 = load <8 x double>, <8 x double>* %scevgep573, align 8, !alias.scope !26
  %scevgep568 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep568569 = bitcast double* %scevgep568 to <8 x double>*
  %scevgep570 = getelementptr <8 x double>, <8 x double>* %scevgep568569, i64 -21
  %wide.load211.2 = load <8 x double>, <8 x double>* %scevgep570, align 8, !alias.scope !26
  %scevgep565 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep565566 = bitcast double* %scevgep565 to <8 x double>*
  %scevgep567 = getelementptr <8 x double>, <8 x double>* %scevgep565566, i64 -20
  %wide.load212.2 = load <8 x double>, <8 x double>* %scevgep567, align 8, !alias.scope !26
  %scevgep670 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -23
  %wide.load213.2 = load <8 x double>, <8 x double>* %scevgep672, align 8, !alias.scope !29
  %scevgep667 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -22
  %wide.load214.2 = load <8 x double>, <8 x double>* %scevgep669, align 8, !alias.scope !29
  %scevgep664 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep664665 = bitcast double* %scevgep664 to <8 x double>*
  %scevgep666 = getelementptr <8 x double>, <8 x double>* %scevgep664665, i64 -21
  %wide.load215.2 = load <8 x double>, <8 x double>* %scevgep666, align 8, !alias.scope !29
  %scevgep661 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep661662 = bitcast double* %scevgep661 to <8 x double>*
  %scevgep663 = getelementptr <8 x double>, <8 x double>* %scevgep661662, i64 -20
  %wide.load216.2 = load <8 x double>, <8 x double>* %scevgep663, align 8, !alias.scope !29
  %87 = fmul <8 x double> %wide.load209.2, %wide.load213.2
  %88 = fmul <8 x double> %wide.load210.2, %wide.load214.2
  %89 = fmul <8 x double> %wide.load211.2, %wide.load215.2
  %90 = fmul <8 x double> %wide.load212.2, %wide.load216.2
  %scevgep766 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -23
  store <8 x double> %87, <8 x double>* %scevgep768, align 8, !alias.scope !31, !noalias !33
  %scevgep763 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -22
  store <8 x double> %88, <8 x double>* %scevgep765, align 8, !alias.scope !31, !noalias !33
  %scevgep760 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep760761 = bitcast double* %scevgep760 to <8 x double>*
  %scevgep762 = getelementptr <8 x double>, <8 x double>* %scevgep760761, i64 -21
  store <8 x double> %89, <8 x double>* %scevgep762, align 8, !alias.scope !31, !noalias !33
  %scevgep757 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep757758 = bitcast double* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 -20
  store <8 x double> %90, <8 x double>* %scevgep759, align 8, !alias.scope !31, !noalias !33
  %scevgep562 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep562563 = bitcast double* %scevgep562 to <8 x double>*
  %scevgep564 = getelementptr <8 x double>, <8 x double>* %scevgep562563, i64 -19
  %wide.load209.3 = load <8 x double>, <8 x double>* %scevgep564, align 8, !alias.scope !26
  %scevgep559 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep559560 = bitcast double* %scevgep559 to <8 x double>*
  %scevgep561 = getelementptr <8 x double>, <8 x double>* %scevgep559560, i64 -18
  %wide.load210.3 = load <8 x double>, <8 x double>* %scevgep561, align 8, !alias.scope !26
  %scevgep556 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep556557 = bitcast double* %scevgep556 to <8 x double>*
  %scevgep558 = getelementptr <8 x double>, <8 x double>* %scevgep556557, i64 -17
  %wide.load211.3 = load <8 x double>, <8 x double>* %scevgep558, align 8, !alias.scope !26
  %scevgep553 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep553554 = bitcast double* %scevgep553 to <8 x double>*
  %scevgep555 = getelementptr <8 x double>, <8 x double>* %scevgep553554, i64 -16
  %wide.load212.3 = load <8 x double>, <8 x double>* %scevgep555, align 8, !alias.scope !26
  %scevgep658 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep658659 = bitcast double* %scevgep658 to <8 x double>*
  %scevgep660 = getelementptr <8 x double>, <8 x double>* %scevgep658659, i64 -19
  %wide.load213.3 = load <8 x double>, <8 x double>* %scevgep660, align 8, !alias.scope !29
  %scevgep655 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep655656 = bitcast double* %scevgep655 to <8 x double>*
  %scevgep657 = getelementptr <8 x double>, <8 x double>* %scevgep655656, i64 -18
  %wide.load214.3 = load <8 x double>, <8 x double>* %scevgep657, align 8, !alias.scope !29
  %scevgep652 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep652653 = bitcast double* %scevgep652 to <8 x double>*
  %scevgep654 = getelementptr <8 x double>, <8 x double>* %scevgep652653, i64 -17
  %wide.load215.3 = load <8 x double>, <8 x double>* %scevgep654, align 8, !alias.scope !29
  %scevgep649 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep649650 = bitcast double* %scevgep649 to <8 x double>*
  %scevgep651 = getelementptr <8 x double>, <8 x double>* %scevgep649650, i64 -16
  %wide.load216.3 = load <8 x double>, <8 x double>* %scevgep651, align 8, !alias.scope !29
  %91 = fmul <8 x double> %wide.load209.3, %wide.load213.3
  %92 = fmul <8 x double> %wide.load210.3, %wide.load214.3
  %93 = fmul <8 x double> %wide.load211.3, %wide.load215.3
  %94 = fmul <8 x double> %wide.load212.3, %wide.load216.3
  %scevgep754 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep754755 = bitcast double* %scevgep754 to <8 x double>*
  %scevgep756 = getelementptr <8 x double>, <8 x double>* %scevgep754755, i64 -19
  store <8 x double> %91, <8 x double>* %scevgep756, align 8, !alias.scope !31, !noalias !33
  %scevgep751 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %scevgep753 = getelementptr <8 x double>, <8 x double>* %scevgep751752, i64 -18
  store <8 x double> %92, <8 x double>* %scevgep753, align 8, !alias.scope !31, !noalias !33
  %scevgep748 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep748749 = bitcast double* %scevgep748 to <8 x double>*
  %scevgep750 = getelementptr <8 x double>, <8 x double>* %scevgep748749, i64 -17
  store <8 x double> %93, <8 x double>* %scevgep750, align 8, !alias.scope !31, !noalias !33
  %scevgep745 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep745746 = bitcast double* %scevgep745 to <8 x double>*
  %scevgep747 = getelementptr <8 x double>, <8 x double>* %scevgep745746, i64 -16
  store <8 x double> %94, <8 x double>* %scevgep747, align 8, !alias.scope !31, !noalias !33
  %scevgep550 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep550551 = bitcast double* %scevgep550 to <8 x double>*
  %scevgep552 = getelementptr <8 x double>, <8 x double>* %scevgep550551, i64 -15
  %wide.load209.4 = load <8 x double>, <8 x double>* %scevgep552, align 8, !alias.scope !26
  %scevgep547 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep547548 = bitcast double* %scevgep547 to <8 x double>*
  %scevgep549 = getelementptr <8 x double>, <8 x double>* %scevgep547548, i64 -14
  %wide.load210.4 = load <8 x double>, <8 x double>* %scevgep549, align 8, !alias.scope !26
  %scevgep544 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep544545 = bitcast double* %scevgep544 to <8 x double>*
  %scevgep546 = getelementptr <8 x double>, <8 x double>* %scevgep544545, i64 -13
  %wide.load211.4 = load <8 x double>, <8 x double>* %scevgep546, align 8, !alias.scope !26
  %scevgep541 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep541542 = bitcast double* %scevgep541 to <8 x double>*
  %scevgep543 = getelementptr <8 x double>, <8 x double>* %scevgep541542, i64 -12
  %wide.load212.4 = load <8 x double>, <8 x double>* %scevgep543, align 8, !alias.scope !26
  %scevgep646 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep646647 = bitcast double* %scevgep646 to <8 x double>*
  %scevgep648 = getelementptr <8 x double>, <8 x double>* %scevgep646647, i64 -15
  %wide.load213.4 = load <8 x double>, <8 x double>* %scevgep648, align 8, !alias.scope !29
  %scevgep643 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep643644 = bitcast double* %scevgep643 to <8 x double>*
  %scevgep645 = getelementptr <8 x double>, <8 x double>* %scevgep643644, i64 -14
  %wide.load214.4 = load <8 x double>, <8 x double>* %scevgep645, align 8, !alias.scope !29
  %scevgep640 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep640641 = bitcast double* %scevgep640 to <8 x double>*
  %scevgep642 = getelementptr <8 x double>, <8 x double>* %scevgep640641, i64 -13
  %wide.load215.4 = load <8 x double>, <8 x double>* %scevgep642, align 8, !alias.scope !29
  %scevgep637 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep637638 = bitcast double* %scevgep637 to <8 x double>*
  %scevgep639 = getelementptr <8 x double>, <8 x double>* %scevgep637638, i64 -12
  %wide.load216.4 = load <8 x double>, <8 x double>* %scevgep639, align 8, !alias.scope !29
  %95 = fmul <8 x double> %wide.load209.4, %wide.load213.4
  %96 = fmul <8 x double> %wide.load210.4, %wide.load214.4
  %97 = fmul <8 x double> %wide.load211.4, %wide.load215.4
  %98 = fmul <8 x double> %wide.load212.4, %wide.load216.4
  %scevgep742 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep742743 = bitcast double* %scevgep742 to <8 x double>*
  %scevgep744 = getelementptr <8 x double>, <8 x double>* %scevgep742743, i64 -15
  store <8 x double> %95, <8 x double>* %scevgep744, align 8, !alias.scope !31, !noalias !33
  %scevgep739 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep739740 = bitcast double* %scevgep739 to <8 x double>*
  %scevgep741 = getelementptr <8 x double>, <8 x double>* %scevgep739740, i64 -14
  store <8 x double> %96, <8 x double>* %scevgep741, align 8, !alias.scope !31, !noalias !33
  %scevgep736 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep736737 = bitcast double* %scevgep736 to <8 x double>*
  %scevgep738 = getelementptr <8 x double>, <8 x double>* %scevgep736737, i64 -13
  store <8 x double> %97, <8 x double>* %scevgep738, align 8, !alias.scope !31, !noalias !33
  %scevgep733 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep733734 = bitcast double* %scevgep733 to <8 x double>*
  %scevgep735 = getelementptr <8 x double>, <8 x double>* %scevgep733734, i64 -12
  store <8 x double> %98, <8 x double>* %scevgep735, align 8, !alias.scope !31, !noalias !33
  %scevgep538 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep538539 = bitcast double* %scevgep538 to <8 x double>*
  %scevgep540 = getelementptr <8 x double>, <8 x double>* %scevgep538539, i64 -11
  %wide.load209.5 = load <8 x double>, <8 x double>* %scevgep540, align 8, !alias.scope !26
  %scevgep535 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep535536 = bitcast double* %scevgep535 to <8 x double>*
  %scevgep537 = getelementptr <8 x double>, <8 x double>* %scevgep535536, i64 -10
  %wide.load210.5 = load <8 x double>, <8 x double>* %scevgep537, align 8, !alias.scope !26
  %scevgep532 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep532533 = bitcast double* %scevgep532 to <8 x double>*
  %scevgep534 = getelementptr <8 x double>, <8 x double>* %scevgep532533, i64 -9
  %wide.load211.5 = load <8 x double>, <8 x double>* %scevgep534, align 8, !alias.scope !26
  %scevgep529 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep529530 = bitcast double* %scevgep529 to <8 x double>*
  %scevgep531 = getelementptr <8 x double>, <8 x double>* %scevgep529530, i64 -8
  %wide.load212.5 = load <8 x double>, <8 x double>* %scevgep531, align 8, !alias.scope !26
  %scevgep634 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep634635 = bitcast double* %scevgep634 to <8 x double>*
  %scevgep636 = getelementptr <8 x double>, <8 x double>* %scevgep634635, i64 -11
  %wide.load213.5 = load <8 x double>, <8 x double>* %scevgep636, align 8, !alias.scope !29
  %scevgep631 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep631632 = bitcast double* %scevgep631 to <8 x double>*
  %scevgep633 = getelementptr <8 x double>, <8 x double>* %scevgep631632, i64 -10
  %wide.load214.5 = load <8 x double>, <8 x double>* %scevgep633, align 8, !alias.scope !29
  %scevgep628 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep628629 = bitcast double* %scevgep628 to <8 x double>*
  %scevgep630 = getelementptr <8 x double>, <8 x double>* %scevgep628629, i64 -9
  %wide.load215.5 = load <8 x double>, <8 x double>* %scevgep630, align 8, !alias.scope !29
  %scevgep625 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep625626 = bitcast double* %scevgep625 to <8 x double>*
  %scevgep627 = getelementptr <8 x double>, <8 x double>* %scevgep625626, i64 -8
  %wide.load216.5 = load <8 x double>, <8 x double>* %scevgep627, align 8, !alias.scope !29
  %99 = fmul <8 x double> %wide.load209.5, %wide.load213.5
  %100 = fmul <8 x double> %wide.load210.5, %wide.load214.5
  %101 = fmul <8 x double> %wide.load211.5, %wide.load215.5
  %102 = fmul <8 x double> %wide.load212.5, %wide.load216.5
  %scevgep730 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep730731 = bitcast double* %scevgep730 to <8 x double>*
  %scevgep732 = getelementptr <8 x double>, <8 x double>* %scevgep730731, i64 -11
  store <8 x double> %99, <8 x double>* %scevgep732, align 8, !alias.scope !31, !noalias !33
  %scevgep727 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep727728 = bitcast double* %scevgep727 to <8 x double>*
  %scevgep729 = getelementptr <8 x double>, <8 x double>* %scevgep727728, i64 -10
  store <8 x double> %100, <8 x double>* %scevgep729, align 8, !alias.scope !31, !noalias !33
  %scevgep724 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep724725 = bitcast double* %scevgep724 to <8 x double>*
  %scevgep726 = getelementptr <8 x double>, <8 x double>* %scevgep724725, i64 -9
  store <8 x double> %101, <8 x double>* %scevgep726, align 8, !alias.scope !31, !noalias !33
  %scevgep721 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep721722 = bitcast double* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -8
  store <8 x double> %102, <8 x double>* %scevgep723, align 8, !alias.scope !31, !noalias !33
  %scevgep526 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep526527 = bitcast double* %scevgep526 to <8 x double>*
  %scevgep528 = getelementptr <8 x double>, <8 x double>* %scevgep526527, i64 -7
  %wide.load209.6 = load <8 x double>, <8 x double>* %scevgep528, align 8, !alias.scope !26
  %scevgep523 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep523524 = bitcast double* %scevgep523 to <8 x double>*
  %scevgep525 = getelementptr <8 x double>, <8 x double>* %scevgep523524, i64 -6
  %wide.load210.6 = load <8 x double>, <8 x double>* %scevgep525, align 8, !alias.scope !26
  %scevgep520 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep520521 = bitcast double* %scevgep520 to <8 x double>*
  %scevgep522 = getelementptr <8 x double>, <8 x double>* %scevgep520521, i64 -5
  %wide.load211.6 = load <8 x double>, <8 x double>* %scevgep522, align 8, !alias.scope !26
  %scevgep517 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep517518 = bitcast double* %scevgep517 to <8 x double>*
  %scevgep519 = getelementptr <8 x double>, <8 x double>* %scevgep517518, i64 -4
  %wide.load212.6 = load <8 x double>, <8 x double>* %scevgep519, align 8, !alias.scope !26
  %scevgep622 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep622623 = bitcast double* %scevgep622 to <8 x double>*
  %scevgep624 = getelementptr <8 x double>, <8 x double>* %scevgep622623, i64 -7
  %wide.load213.6 = load <8 x double>, <8 x double>* %scevgep624, align 8, !alias.scope !29
  %scevgep619 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep619620 = bitcast double* %scevgep619 to <8 x double>*
  %scevgep621 = getelementptr <8 x double>, <8 x double>* %scevgep619620, i64 -6
  %wide.load214.6 = load <8 x double>, <8 x double>* %scevgep621, align 8, !alias.scope !29
  %scevgep616 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep616617 = bitcast double* %scevgep616 to <8 x double>*
  %scevgep618 = getelementptr <8 x double>, <8 x double>* %scevgep616617, i64 -5
  %wide.load215.6 = load <8 x double>, <8 x double>* %scevgep618, align 8, !alias.scope !29
  %scevgep613 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep613614 = bitcast double* %scevgep613 to <8 x double>*
  %scevgep615 = getelementptr <8 x double>, <8 x double>* %scevgep613614, i64 -4
  %wide.load216.6 = load <8 x double>, <8 x double>* %scevgep615, align 8, !alias.scope !29
  %103 = fmul <8 x double> %wide.load209.6, %wide.load213.6
  %104 = fmul <8 x double> %wide.load210.6, %wide.load214.6
  %105 = fmul <8 x double> %wide.load211.6, %wide.load215.6
  %106 = fmul <8 x double> %wide.load212.6, %wide.load216.6
  %scevgep718 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep718719 = bitcast double* %scevgep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %scevgep718719, i64 -7
  store <8 x double> %103, <8 x double>* %scevgep720, align 8, !alias.scope !31, !noalias !33
  %scevgep715 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep715716 = bitcast double* %scevgep715 to <8 x double>*
  %scevgep717 = getelementptr <8 x double>, <8 x double>* %scevgep715716, i64 -6
  store <8 x double> %104, <8 x double>* %scevgep717, align 8, !alias.scope !31, !noalias !33
  %scevgep712 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep712713 = bitcast double* %scevgep712 to <8 x double>*
  %scevgep714 = getelementptr <8 x double>, <8 x double>* %scevgep712713, i64 -5
  store <8 x double> %105, <8 x double>* %scevgep714, align 8, !alias.scope !31, !noalias !33
  %scevgep709 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep709710 = bitcast double* %scevgep709 to <8 x double>*
  %scevgep711 = getelementptr <8 x double>, <8 x double>* %scevgep709710, i64 -4
  store <8 x double> %106, <8 x double>* %scevgep711, align 8, !alias.scope !31, !noalias !33
  %scevgep597 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep597598 = bitcast double* %scevgep597 to <8 x double>*
  %scevgep599 = getelementptr <8 x double>, <8 x double>* %scevgep597598, i64 -3
  %wide.load209.7 = load <8 x double>, <8 x double>* %scevgep599, align 8, !alias.scope !26
  %scevgep594 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep594595 = bitcast double* %scevgep594 to <8 x double>*
  %scevgep596 = getelementptr <8 x double>, <8 x double>* %scevgep594595, i64 -2
  %wide.load210.7 = load <8 x double>, <8 x double>* %scevgep596, align 8, !alias.scope !26
  %scevgep591 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep591592 = bitcast double* %scevgep591 to <8 x double>*
  %scevgep593 = getelementptr <8 x double>, <8 x double>* %scevgep591592, i64 -1
  %wide.load211.7 = load <8 x double>, <8 x double>* %scevgep593, align 8, !alias.scope !26
  %scevgep589 = getelementptr double, double* %scevgep516, i64 %index208
  %scevgep589590 = bitcast double* %scevgep589 to <8 x double>*
  %wide.load212.7 = load <8 x double>, <8 x double>* %scevgep589590, align 8, !alias.scope !26
  %scevgep693 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep693694 = bitcast double* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -3
  %wide.load213.7 = load <8 x double>, <8 x double>* %scevgep695, align 8, !alias.scope !29
  %scevgep690 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep690691 = bitcast double* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -2
  %wide.load214.7 = load <8 x double>, <8 x double>* %scevgep692, align 8, !alias.scope !29
  %scevgep687 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep687688 = bitcast double* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -1
  %wide.load215.7 = load <8 x double>, <8 x double>* %scevgep689, align 8, !alias.scope !29
  %scevgep685 = getelementptr double, double* %scevgep612, i64 %index208
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %wide.load216.7 = load <8 x double>, <8 x double>* %scevgep685686, align 8, !alias.scope !29
  %107 = fmul <8 x double> %wide.load209.7, %wide.load213.7
  %108 = fmul <8 x double> %wide.load210.7, %wide.load214.7
  %109 = fmul <8 x double> %wide.load211.7, %wide.load215.7
  %110 = fmul <8 x double> %wide.load212.7, %wide.load216.7
  %scevgep789 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep789790 = bitcast double* %scevgep789 to <8 x double>*
  %scevgep791 = getelementptr <8 x double>, <8 x double>* %scevgep789790, i64 -3
  store <8 x double> %107, <8 x double>* %scevgep791, align 8, !alias.scope !31, !noalias !33
  %scevgep786 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep786787 = bitcast double* %scevgep786 to <8 x double>*
  %scevgep788 = getelementptr <8 x double>, <8 x double>* %scevgep786787, i64 -2
  store <8 x double> %108, <8 x double>* %scevgep788, align 8, !alias.scope !31, !noalias !33
  %scevgep783 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep783784 = bitcast double* %scevgep783 to <8 x double>*
  %scevgep785 = getelementptr <8 x double>, <8 x double>* %scevgep783784, i64 -1
  store <8 x double> %109, <8 x double>* %scevgep785, align 8, !alias.scope !31, !noalias !33
  %scevgep781 = getelementptr double, double* %scevgep708, i64 %index208
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  store <8 x double> %110, <8 x double>* %scevgep781782, align 8, !alias.scope !31, !noalias !33
  %index.next217.7 = add i64 %index208, 256
  %lsr.iv.next805 = add i64 %lsr.iv804, -8
  %niter235.ncmp.7 = icmp eq i64 %lsr.iv.next805, 0
  br i1 %niter235.ncmp.7, label %middle.block199.unr-lcssa, label %vector.body201, !llvm.loop !34

middle.block199.unr-lcssa:                        ; preds = %vector.body201, %vector.ph203
  %index208.unr = phi i64 [ 0, %vector.ph203 ], [ %index.next217.7, %vector.body201 ]
  %lcmp.mod233.not = icmp eq i64 %xtraiter231, 0
  br i1 %lcmp.mod233.not, label %middle.block199, label %vector.body201.epil.preheader

vector.body201.epil.preheader:                    ; preds = %middle.block199.unr-lcssa
  %111 = add nuw nsw i64 %index208.unr, 24
  %scevgep475 = getelementptr double, double* %.6.i2431, i64 %111
  %scevgep490 = getelementptr double, double* %arg.x.4, i64 %111
  %scevgep503 = getelementptr double, double* %.54.fca.4.load.i, i64 %111
  %112 = shl nuw nsw i64 %xtraiter231, 8
  br label %vector.body201.epil

vector.body201.epil:                              ; preds = %vector.body201.epil.preheader, %vector.body201.epil
  %lsr.iv476 = phi i64 [ 0, %vector.body201.epil.preheader ], [ %lsr.iv.next477, %vector.body201.epil ]
  %113 = bitcast double* %scevgep503 to i8*
  %114 = bitcast double* %scevgep490 to i8*
  %115 = bitcast double* %scevgep475 to i8*
  %uglygep513 = getelementptr i8, i8* %113, i64 %lsr.iv476
  %uglygep513514 = bitcast i8* %uglygep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %uglygep513514, i64 -3
  %wide.load209.epil = load <8 x double>, <8 x double>* %scevgep515, align 8, !alias.scope !26
  %uglygep510 = getelementptr i8, i8* %113, i64 %lsr.iv476
  %uglygep510511 = bitcast i8* %uglygep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %uglygep510511, i64 -2
  %wide.load210.epil = load <8 x double>, <8 x double>* %scevgep512, align 8, !alias.scope !26
  %uglygep507 = getelementptr i8, i8* %113, i64 %lsr.iv476
  %uglygep507508 = bitcast i8* %uglygep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %uglygep507508, i64 -1
  %wide.load211.epil = load <8 x double>, <8 x double>* %scevgep509, align 8, !alias.scope !26
  %uglygep505 = getelementptr i8, i8* %113, i64 %lsr.iv476
  %uglygep505506 = bitcast i8* %uglygep505 to <8 x double>*
  %wide.load212.epil = load <8 x double>, <8 x double>* %uglygep505506, align 8, !alias.scope !26
  %uglygep500 = getelementptr i8, i8* %114, i64 %lsr.iv476
  %uglygep500501 = bitcast i8* %uglygep500 to <8 x double>*
  %scevgep502 = getelementptr <8 x double>, <8 x double>* %uglygep500501, i64 -3
  %wide.load213.epil = load <8 x double>, <8 x double>* %scevgep502, align 8, !alias.scope !29
  %uglygep497 = getelementptr i8, i8* %114, i64 %lsr.iv476
  %uglygep497498 = bitcast i8* %uglygep497 to <8 x double>*
  %scevgep499 = getelementptr <8 x double>, <8 x double>* %uglygep497498, i64 -2
  %wide.load214.epil = load <8 x double>, <8 x double>* %scevgep499, align 8, !alias.scope !29
  %uglygep494 = getelementptr i8, i8* %114, i64 %lsr.iv476
  %uglygep494495 = bitcast i8* %uglygep494 to <8 x double>*
  %scevgep496 = getelementptr <8 x double>, <8 x double>* %uglygep494495, i64 -1
  %wide.load215.epil = load <8 x double>, <8 x double>* %scevgep496, align 8, !alias.scope !29
  %uglygep492 = getelementptr i8, i8* %114, i64 %lsr.iv476
  %uglygep492493 = bitcast i8* %uglygep492 to <8 x double>*
  %wide.load216.epil = load <8 x double>, <8 x double>* %uglygep492493, align 8, !alias.scope !29
  %116 = fmul <8 x double> %wide.load209.epil, %wide.load213.epil
  %117 = fmul <8 x double> %wide.load210.epil, %wide.load214.epil
  %118 = fmul <8 x double> %wide.load211.epil, %wide.load215.epil
  %119 = fmul <8 x double> %wide.load212.epil, %wide.load216.epil
  %uglygep487 = getelementptr i8, i8* %115, i64 %lsr.iv476
  %uglygep487488 = bitcast i8* %uglygep487 to <8 x double>*
  %scevgep489 = getelementptr <8 x double>, <8 x double>* %uglygep487488, i64 -3
  store <8 x double> %116, <8 x double>* %scevgep489, align 8, !alias.scope !31, !noalias !33
  %uglygep484 = getelementptr i8, i8* %115, i64 %lsr.iv476
  %uglygep484485 = bitcast i8* %uglygep484 to <8 x double>*
  %scevgep486 = getelementptr <8 x double>, <8 x double>* %uglygep484485, i64 -2
  store <8 x double> %117, <8 x double>* %scevgep486, align 8, !alias.scope !31, !noalias !33
  %uglygep481 = getelementptr i8, i8* %115, i64 %lsr.iv476
  %uglygep481482 = bitcast i8* %uglygep481 to <8 x double>*
  %scevgep483 = getelementptr <8 x double>, <8 x double>* %uglygep481482, i64 -1
  store <8 x double> %118, <8 x double>* %scevgep483, align 8, !alias.scope !31, !noalias !33
  %uglygep479 = getelementptr i8, i8* %115, i64 %lsr.iv476
  %uglygep479480 = bitcast i8* %uglygep479 to <8 x double>*
  store <8 x double> %119, <8 x double>* %uglygep479480, align 8, !alias.scope !31, !noalias !33
  %lsr.iv.next477 = add nuw nsw i64 %lsr.iv476, 256
  %epil.iter232.cmp.not = icmp eq i64 %112, %lsr.iv.next477
  br i1 %epil.iter232.cmp.not, label %middle.block199, label %vector.body201.epil, !llvm.loop !35

middle.block199:                                  ; preds = %vector.body201.epil, %middle.block199.unr-lcssa
  %cmp.n207 = icmp eq i64 %dest_shape.1, %n.vec205
  br i1 %cmp.n207, label %for.end, label %for.body.us.us.preheader221

for.body.us.us.preheader221:                      ; preds = %vector.memcheck185, %for.body.us.us.preheader, %middle.block199
  %loop.index30.us.us.ph = phi i64 [ 0, %vector.memcheck185 ], [ 0, %for.body.us.us.preheader ], [ %n.vec205, %middle.block199 ]
  %120 = xor i64 %loop.index30.us.us.ph, -1
  %121 = add i64 %dest_shape.1, %120
  %xtraiter229 = and i64 %dest_shape.1, 7
  %lcmp.mod230.not = icmp eq i64 %xtraiter229, 0
  br i1 %lcmp.mod230.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader221
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv473 = phi i64 [ %xtraiter229, %for.body.us.us.prol.preheader ], [ %lsr.iv.next474, %for.body.us.us.prol ]
  %loop.index30.us.us.prol = phi i64 [ %.308.us.us.prol, %for.body.us.us.prol ], [ %loop.index30.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep472 = getelementptr double, double* %.54.fca.4.load.i, i64 %loop.index30.us.us.prol
  %.270.us.us.prol = load double, double* %scevgep472, align 8
  %scevgep471 = getelementptr double, double* %arg.x.4, i64 %loop.index30.us.us.prol
  %.279.us.us.prol = load double, double* %scevgep471, align 8
  %.6.i.us.us.prol = fmul double %.270.us.us.prol, %.279.us.us.prol
  %scevgep470 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us.us.prol
  store double %.6.i.us.us.prol, double* %scevgep470, align 8
  %.308.us.us.prol = add nuw i64 %loop.index30.us.us.prol, 1
  %lsr.iv.next474 = add nsw i64 %lsr.iv473, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next474, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !36

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader221
  %loop.index30.us.us.unr = phi i64 [ %loop.index30.us.us.ph, %for.body.us.us.preheader221 ], [ %.308.us.us.prol, %for.body.us.us.prol ]
  %122 = icmp ult i64 %121, 7
  br i1 %122, label %for.end, label %for.body.us.us.preheader260

for.body.us.us.preheader260:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader260, %for.body.us.us
  %loop.index30.us.us = phi i64 [ %.308.us.us.7, %for.body.us.us ], [ %loop.index30.us.us.unr, %for.body.us.us.preheader260 ]
  %sunkaddr = mul i64 %loop.index30.us.us, 8
  %123 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1458 = getelementptr i8, i8* %123, i64 %sunkaddr
  %124 = bitcast i8* %sunkaddr1458 to double*
  %.270.us.us = load double, double* %124, align 8
  %sunkaddr1459 = mul i64 %loop.index30.us.us, 8
  %125 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1460 = getelementptr i8, i8* %125, i64 %sunkaddr1459
  %126 = bitcast i8* %sunkaddr1460 to double*
  %.279.us.us = load double, double* %126, align 8
  %.6.i.us.us = fmul double %.270.us.us, %.279.us.us
  %sunkaddr1461 = mul i64 %loop.index30.us.us, 8
  %127 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1462 = getelementptr i8, i8* %127, i64 %sunkaddr1461
  %128 = bitcast i8* %sunkaddr1462 to double*
  store double %.6.i.us.us, double* %128, align 8
  %sunkaddr1463 = mul i64 %loop.index30.us.us, 8
  %129 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1464 = getelementptr i8, i8* %129, i64 %sunkaddr1463
  %sunkaddr1465 = getelementptr i8, i8* %sunkaddr1464, i64 8
  %130 = bitcast i8* %sunkaddr1465 to double*
  %.270.us.us.1 = load double, double* %130, align 8
  %sunkaddr1466 = mul i64 %loop.index30.us.us, 8
  %131 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1467 = getelementptr i8, i8* %131, i64 %sunkaddr1466
  %sunkaddr1468 = getelementptr i8, i8* %sunkaddr1467, i64 8
  %132 = bitcast i8* %sunkaddr1468 to double*
  %.279.us.us.1 = load double, double* %132, align 8
  %.6.i.us.us.1 = fmul double %.270.us.us.1, %.279.us.us.1
  %sunkaddr1469 = mul i64 %loop.index30.us.us, 8
  %133 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1470 = getelementptr i8, i8* %133, i64 %sunkaddr1469
  %sunkaddr1471 = getelementptr i8, i8* %sunkaddr1470, i64 8
  %134 = bitcast i8* %sunkaddr1471 to double*
  store double %.6.i.us.us.1, double* %134, align 8
  %sunkaddr1472 = mul i64 %loop.index30.us.us, 8
  %135 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1473 = getelementptr i8, i8* %135, i64 %sunkaddr1472
  %sunkaddr1474 = getelementptr i8, i8* %sunkaddr1473, i64 16
  %136 = bitcast i8* %sunkaddr1474 to double*
  %.270.us.us.2 = load double, double* %136, align 8
  %sunkaddr1475 = mul i64 %loop.index30.us.us, 8
  %137 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1476 = getelementptr i8, i8* %137, i64 %sunkaddr1475
  %sunkaddr1477 = getelementptr i8, i8* %sunkaddr1476, i64 16
  %138 = bitcast i8* %sunkaddr1477 to double*
  %.279.us.us.2 = load double, double* %138, align 8
  %.6.i.us.us.2 = fmul double %.270.us.us.2, %.279.us.us.2
  %sunkaddr1478 = mul i64 %loop.index30.us.us, 8
  %139 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1479 = getelementptr i8, i8* %139, i64 %sunkaddr1478
  %sunkaddr1480 = getelementptr i8, i8* %sunkaddr1479, i64 16
  %140 = bitcast i8* %sunkaddr1480 to double*
  store double %.6.i.us.us.2, double* %140, align 8
  %sunkaddr1481 = mul i64 %loop.index30.us.us, 8
  %141 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1482 = getelementptr i8, i8* %141, i64 %sunkaddr1481
  %sunkaddr1483 = getelementptr i8, i8* %sunkaddr1482, i64 24
  %142 = bitcast i8* %sunkaddr1483 to double*
  %.270.us.us.3 = load double, double* %142, align 8
  %sunkaddr1484 = mul i64 %loop.index30.us.us, 8
  %143 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1485 = getelementptr i8, i8* %143, i64 %sunkaddr1484
  %sunkaddr1486 = getelementptr i8, i8* %sunkaddr1485, i64 24
  %144 = bitcast i8* %sunkaddr1486 to double*
  %.279.us.us.3 = load double, double* %144, align 8
  %.6.i.us.us.3 = fmul double %.270.us.us.3, %.279.us.us.3
  %sunkaddr1487 = mul i64 %loop.index30.us.us, 8
  %145 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1488 = getelementptr i8, i8* %145, i64 %sunkaddr1487
  %sunkaddr1489 = getelementptr i8, i8* %sunkaddr1488, i64 24
  %146 = bitcast i8* %sunkaddr1489 to double*
  store double %.6.i.us.us.3, double* %146, align 8
  %sunkaddr1490 = mul i64 %loop.index30.us.us, 8
  %147 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1491 = getelementptr i8, i8* %147, i64 %sunkaddr1490
  %sunkaddr1492 = getelementptr i8, i8* %sunkaddr1491, i64 32
  %148 = bitcast i8* %sunkaddr1492 to double*
  %.270.us.us.4 = load double, double* %148, align 8
  %sunkaddr1493 = mul i64 %loop.index30.us.us, 8
  %149 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1494 = getelementptr i8, i8* %149, i64 %sunkaddr1493
  %sunkaddr1495 = getelementptr i8, i8* %sunkaddr1494, i64 32
  %150 = bitcast i8* %sunkaddr1495 to double*
  %.279.us.us.4 = load double, double* %150, align 8
  %.6.i.us.us.4 = fmul double %.270.us.us.4, %.279.us.us.4
  %sunkaddr1496 = mul i64 %loop.index30.us.us, 8
  %151 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1497 = getelementptr i8, i8* %151, i64 %sunkaddr1496
  %sunkaddr1498 = getelementptr i8, i8* %sunkaddr1497, i64 32
  %152 = bitcast i8* %sunkaddr1498 to double*
  store double %.6.i.us.us.4, double* %152, align 8
  %sunkaddr1499 = mul i64 %loop.index30.us.us, 8
  %153 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1500 = getelementptr i8, i8* %153, i64 %sunkaddr1499
  %sunkaddr1501 = getelementptr i8, i8* %sunkaddr1500, i64 40
  %154 = bitcast i8* %sunkaddr1501 to double*
  %.270.us.us.5 = load double, double* %154, align 8
  %sunkaddr1502 = mul i64 %loop.index30.us.us, 8
  %155 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1503 = getelementptr i8, i8* %155, i64 %sunkaddr1502
  %sunkaddr1504 = getelementptr i8, i8* %sunkaddr1503, i64 40
  %156 = bitcast i8* %sunkaddr1504 to double*
  %.279.us.us.5 = load double, double* %156, align 8
  %.6.i.us.us.5 = fmul double %.270.us.us.5, %.279.us.us.5
  %sunkaddr1505 = mul i64 %loop.index30.us.us, 8
  %157 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1506 = getelementptr i8, i8* %157, i64 %sunkaddr1505
  %sunkaddr1507 = getelementptr i8, i8* %sunkaddr1506, i64 40
  %158 = bitcast i8* %sunkaddr1507 to double*
  store double %.6.i.us.us.5, double* %158, align 8
  %sunkaddr1508 = mul i64 %loop.index30.us.us, 8
  %159 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1509 = getelementptr i8, i8* %159, i64 %sunkaddr1508
  %sunkaddr1510 = getelementptr i8, i8* %sunkaddr1509, i64 48
  %160 = bitcast i8* %sunkaddr1510 to double*
  %.270.us.us.6 = load double, double* %160, align 8
  %sunkaddr1511 = mul i64 %loop.index30.us.us, 8
  %161 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1512 = getelementptr i8, i8* %161, i64 %sunkaddr1511
  %sunkaddr1513 = getelementptr i8, i8* %sunkaddr1512, i64 48
  %162 = bitcast i8* %sunkaddr1513 to double*
  %.279.us.us.6 = load double, double* %162, align 8
  %.6.i.us.us.6 = fmul double %.270.us.us.6, %.279.us.us.6
  %sunkaddr1514 = mul i64 %loop.index30.us.us, 8
  %163 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1515 = getelementptr i8, i8* %163, i64 %sunkaddr1514
  %sunkaddr1516 = getelementptr i8, i8* %sunkaddr1515, i64 48
  %164 = bitcast i8* %sunkaddr1516 to double*
  store double %.6.i.us.us.6, double* %164, align 8
  %sunkaddr1517 = mul i64 %loop.index30.us.us, 8
  %165 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1518 = getelementptr i8, i8* %165, i64 %sunkaddr1517
  %sunkaddr1519 = getelementptr i8, i8* %sunkaddr1518, i64 56
  %166 = bitcast i8* %sunkaddr1519 to double*
  %.270.us.us.7 = load double, double* %166, align 8
  %sunkaddr1520 = mul i64 %loop.index30.us.us, 8
  %167 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1521 = getelementptr i8, i8* %167, i64 %sunkaddr1520
  %sunkaddr1522 = getelementptr i8, i8* %sunkaddr1521, i64 56
  %168 = bitcast i8* %sunkaddr1522 to double*
  %.279.us.us.7 = load double, double* %168, align 8
  %.6.i.us.us.7 = fmul double %.270.us.us.7, %.279.us.us.7
  %sunkaddr1523 = mul i64 %loop.index30.us.us, 8
  %169 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1524 = getelementptr i8, i8* %169, i64 %sunkaddr1523
  %sunkaddr1525 = getelementptr i8, i8* %sunkaddr1524, i64 56
  %170 = bitcast i8* %sunkaddr1525 to double*
  store double %.6.i.us.us.7, double* %170, align 8
  %.308.us.us.7 = add nuw nsw i64 %loop.index30.us.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1, %.308.us.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us.us, !llvm.loop !37

for.body.us:                                      ; preds = %for.body.us.preheader261, %for.body.us
  %loop.index30.us = phi i64 [ %.308.us.7, %for.body.us ], [ %loop.index30.us.unr, %for.body.us.preheader261 ]
  %sunkaddr1526 = mul i64 %loop.index30.us, 8
  %171 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1527 = getelementptr i8, i8* %171, i64 %sunkaddr1526
  %172 = bitcast i8* %sunkaddr1527 to double*
  %.270.us = load double, double* %172, align 8
  %.279.us = load double, double* %arg.x.4, align 8
  %.6.i.us = fmul double %.270.us, %.279.us
  %sunkaddr1528 = mul i64 %loop.index30.us, 8
  %173 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1529 = getelementptr i8, i8* %173, i64 %sunkaddr1528
  %174 = bitcast i8* %sunkaddr1529 to double*
  store double %.6.i.us, double* %174, align 8
  %sunkaddr1530 = mul i64 %loop.index30.us, 8
  %175 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1531 = getelementptr i8, i8* %175, i64 %sunkaddr1530
  %sunkaddr1532 = getelementptr i8, i8* %sunkaddr1531, i64 8
  %176 = bitcast i8* %sunkaddr1532 to double*
  %.270.us.1 = load double, double* %176, align 8
  %.279.us.1 = load double, double* %arg.x.4, align 8
  %.6.i.us.1 = fmul double %.270.us.1, %.279.us.1
  %sunkaddr1533 = mul i64 %loop.index30.us, 8
  %177 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1534 = getelementptr i8, i8* %177, i64 %sunkaddr1533
  %sunkaddr1535 = getelementptr i8, i8* %sunkaddr1534, i64 8
  %178 = bitcast i8* %sunkaddr1535 to double*
  store double %.6.i.us.1, double* %178, align 8
  %sunkaddr1536 = mul i64 %loop.index30.us, 8
  %179 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1537 = getelementptr i8, i8* %179, i64 %sunkaddr1536
  %sunkaddr1538 = getelementptr i8, i8* %sunkaddr1537, i64 16
  %180 = bitcast i8* %sunkaddr1538 to double*
  %.270.us.2 = load double, double* %180, align 8
  %.279.us.2 = load double, double* %arg.x.4, align 8
  %.6.i.us.2 = fmul double %.270.us.2, %.279.us.2
  %sunkaddr1539 = mul i64 %loop.index30.us, 8
  %181 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1540 = getelementptr i8, i8* %181, i64 %sunkaddr1539
  %sunkaddr1541 = getelementptr i8, i8* %sunkaddr1540, i64 16
  %182 = bitcast i8* %sunkaddr1541 to double*
  store double %.6.i.us.2, double* %182, align 8
  %sunkaddr1542 = mul i64 %loop.index30.us, 8
  %183 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1543 = getelementptr i8, i8* %183, i64 %sunkaddr1542
  %sunkaddr1544 = getelementptr i8, i8* %sunkaddr1543, i64 24
  %184 = bitcast i8* %sunkaddr1544 to double*
  %.270.us.3 = load double, double* %184, align 8
  %.279.us.3 = load double, double* %arg.x.4, align 8
  %.6.i.us.3 = fmul double %.270.us.3, %.279.us.3
  %sunkaddr1545 = mul i64 %loop.index30.us, 8
  %185 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1546 = getelementptr i8, i8* %185, i64 %sunkaddr1545
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1546, i64 24
  %186 = bitcast i8* %sunkaddr1547 to double*
  store double %.6.i.us.3, double* %186, align 8
  %sunkaddr1548 = mul i64 %loop.index30.us, 8
  %187 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1549 = getelementptr i8, i8* %187, i64 %sunkaddr1548
  %sunkaddr1550 = getelementptr i8, i8* %sunkaddr1549, i64 32
  %188 = bitcast i8* %sunkaddr1550 to double*
  %.270.us.4 = load double, double* %188, align 8
  %.279.us.4 = load double, double* %arg.x.4, align 8
  %.6.i.us.4 = fmul double %.270.us.4, %.279.us.4
  %sunkaddr1551 = mul i64 %loop.index30.us, 8
  %189 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1552 = getelementptr i8, i8* %189, i64 %sunkaddr1551
  %sunkaddr1553 = getelementptr i8, i8* %sunkaddr1552, i64 32
  %190 = bitcast i8* %sunkaddr1553 to double*
  store double %.6.i.us.4, double* %190, align 8
  %sunkaddr1554 = mul i64 %loop.index30.us, 8
  %191 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1555 = getelementptr i8, i8* %191, i64 %sunkaddr1554
  %sunkaddr1556 = getelementptr i8, i8* %sunkaddr1555, i64 40
  %192 = bitcast i8* %sunkaddr1556 to double*
  %.270.us.5 = load double, double* %192, align 8
  %.279.us.5 = load double, double* %arg.x.4, align 8
  %.6.i.us.5 = fmul double %.270.us.5, %.279.us.5
  %sunkaddr1557 = mul i64 %loop.index30.us, 8
  %193 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1558 = getelementptr i8, i8* %193, i64 %sunkaddr1557
  %sunkaddr1559 = getelementptr i8, i8* %sunkaddr1558, i64 40
  %194 = bitcast i8* %sunkaddr1559 to double*
  store double %.6.i.us.5, double* %194, align 8
  %sunkaddr1560 = mul i64 %loop.index30.us, 8
  %195 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1561 = getelementptr i8, i8* %195, i64 %sunkaddr1560
  %sunkaddr1562 = getelementptr i8, i8* %sunkaddr1561, i64 48
  %196 = bitcast i8* %sunkaddr1562 to double*
  %.270.us.6 = load double, double* %196, align 8
  %.279.us.6 = load double, double* %arg.x.4, align 8
  %.6.i.us.6 = fmul double %.270.us.6, %.279.us.6
  %sunkaddr1563 = mul i64 %loop.index30.us, 8
  %197 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1564 = getelementptr i8, i8* %197, i64 %sunkaddr1563
  %sunkaddr1565 = getelementptr i8, i8* %sunkaddr1564, i64 48
  %198 = bitcast i8* %sunkaddr1565 to double*
  store double %.6.i.us.6, double* %198, align 8
  %sunkaddr1566 = mul i64 %loop.index30.us, 8
  %199 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr1567 = getelementptr i8, i8* %199, i64 %sunkaddr1566
  %sunkaddr1568 = getelementptr i8, i8* %sunkaddr1567, i64 56
  %200 = bitcast i8* %sunkaddr1568 to double*
  %.270.us.7 = load double, double* %200, align 8
  %.279.us.7 = load double, double* %arg.x.4, align 8
  %.6.i.us.7 = fmul double %.270.us.7, %.279.us.7
  %sunkaddr1569 = mul i64 %loop.index30.us, 8
  %201 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1570 = getelementptr i8, i8* %201, i64 %sunkaddr1569
  %sunkaddr1571 = getelementptr i8, i8* %sunkaddr1570, i64 56
  %202 = bitcast i8* %sunkaddr1571 to double*
  store double %.6.i.us.7, double* %202, align 8
  %.308.us.7 = add nuw nsw i64 %loop.index30.us, 8
  %exitcond77.not.7 = icmp eq i64 %dest_shape.1, %.308.us.7
  br i1 %exitcond77.not.7, label %for.end, label %for.body.us, !llvm.loop !38

for.body.preheader.split:                         ; preds = %for.body.preheader
  %203 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %203, label %for.body.us62.preheader, label %for.body.preheader85

for.body.preheader85:                             ; preds = %for.body.preheader.split
  %204 = icmp ult i64 %dest_shape.1, 32
  br i1 %204, label %for.body.preheader226, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader85
  %scevgep = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep90 = getelementptr double, double* %.54.fca.4.load.i, i64 1
  %scevgep93 = getelementptr double, double* %arg.x.4, i64 1
  %bound0 = icmp ult double* %.6.i2431, %scevgep90
  %bound1 = icmp ult double* %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound095 = icmp ult double* %.6.i2431, %scevgep93
  %bound196 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict97 = and i1 %bound095, %bound196
  %conflict.rdx = or i1 %found.conflict, %found.conflict97
  br i1 %conflict.rdx, label %for.body.preheader226, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1, -32
  %205 = add i64 %n.vec, -32
  %206 = lshr exact i64 %205, 5
  %207 = add nuw nsw i64 %206, 1
  %xtraiter255 = and i64 %207, 7
  %208 = icmp ult i64 %205, 224
  br i1 %208, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter258 = and i64 %207, %const
  %209 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %210 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar = fmul double %209, %210
  %211 = insertelement <8 x double> poison, double %.scalar, i64 0
  %212 = shufflevector <8 x double> %211, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218 = fmul double %209, %210
  %213 = insertelement <8 x double> poison, double %.scalar218, i64 0
  %214 = shufflevector <8 x double> %213, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219 = fmul double %209, %210
  %215 = insertelement <8 x double> poison, double %.scalar219, i64 0
  %216 = shufflevector <8 x double> %215, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220 = fmul double %209, %210
  %217 = insertelement <8 x double> poison, double %.scalar220, i64 0
  %218 = shufflevector <8 x double> %217, <8 x double> poison, <8 x i32> zeroinitializer
  %219 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %220 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.1 = fmul double %219, %220
  %221 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %222 = shufflevector <8 x double> %221, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.1 = fmul double %219, %220
  %223 = insertelement <8 x double> poison, double %.scalar218.1, i64 0
  %224 = shufflevector <8 x double> %223, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.1 = fmul double %219, %220
  %225 = insertelement <8 x double> poison, double %.scalar219.1, i64 0
  %226 = shufflevector <8 x double> %225, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.1 = fmul double %219, %220
  %227 = insertelement <8 x double> poison, double %.scalar220.1, i64 0
  %228 = shufflevector <8 x double> %227, <8 x double> poison, <8 x i32> zeroinitializer
  %229 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %230 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.2 = fmul double %229, %230
  %231 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %232 = shufflevector <8 x double> %231, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.2 = fmul double %229, %230
  %233 = insertelement <8 x double> poison, double %.scalar218.2, i64 0
  %234 = shufflevector <8 x double> %233, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.2 = fmul double %229, %230
  %235 = insertelement <8 x double> poison, double %.scalar219.2, i64 0
  %236 = shufflevector <8 x double> %235, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.2 = fmul double %229, %230
  %237 = insertelement <8 x double> poison, double %.scalar220.2, i64 0
  %238 = shufflevector <8 x double> %237, <8 x double> poison, <8 x i32> zeroinitializer
  %239 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %240 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.3 = fmul double %239, %240
  %241 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %242 = shufflevector <8 x double> %241, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.3 = fmul double %239, %240
  %243 = insertelement <8 x double> poison, double %.scalar218.3, i64 0
  %244 = shufflevector <8 x double> %243, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.3 = fmul double %239, %240
  %245 = insertelement <8 x double> poison, double %.scalar219.3, i64 0
  %246 = shufflevector <8 x double> %245, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.3 = fmul double %239, %240
  %247 = insertelement <8 x double> poison, double %.scalar220.3, i64 0
  %248 = shufflevector <8 x double> %247, <8 x double> poison, <8 x i32> zeroinitializer
  %249 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %250 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.4 = fmul double %249, %250
  %251 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %252 = shufflevector <8 x double> %251, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.4 = fmul double %249, %250
  %253 = insertelement <8 x double> poison, double %.scalar218.4, i64 0
  %254 = shufflevector <8 x double> %253, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.4 = fmul double %249, %250
  %255 = insertelement <8 x double> poison, double %.scalar219.4, i64 0
  %256 = shufflevector <8 x double> %255, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.4 = fmul double %249, %250
  %257 = insertelement <8 x double> poison, double %.scalar220.4, i64 0
  %258 = shufflevector <8 x double> %257, <8 x double> poison, <8 x i32> zeroinitializer
  %259 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %260 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.5 = fmul double %259, %260
  %261 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %262 = shufflevector <8 x double> %261, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.5 = fmul double %259, %260
  %263 = insertelement <8 x double> poison, double %.scalar218.5, i64 0
  %264 = shufflevector <8 x double> %263, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.5 = fmul double %259, %260
  %265 = insertelement <8 x double> poison, double %.scalar219.5, i64 0
  %266 = shufflevector <8 x double> %265, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.5 = fmul double %259, %260
  %267 = insertelement <8 x double> poison, double %.scalar220.5, i64 0
  %268 = shufflevector <8 x double> %267, <8 x double> poison, <8 x i32> zeroinitializer
  %269 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %270 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.6 = fmul double %269, %270
  %271 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %272 = shufflevector <8 x double> %271, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.6 = fmul double %269, %270
  %273 = insertelement <8 x double> poison, double %.scalar218.6, i64 0
  %274 = shufflevector <8 x double> %273, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.6 = fmul double %269, %270
  %275 = insertelement <8 x double> poison, double %.scalar219.6, i64 0
  %276 = shufflevector <8 x double> %275, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.6 = fmul double %269, %270
  %277 = insertelement <8 x double> poison, double %.scalar220.6, i64 0
  %278 = shufflevector <8 x double> %277, <8 x double> poison, <8 x i32> zeroinitializer
  %279 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %280 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.7 = fmul double %279, %280
  %281 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %282 = shufflevector <8 x double> %281, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.7 = fmul double %279, %280
  %283 = insertelement <8 x double> poison, double %.scalar218.7, i64 0
  %284 = shufflevector <8 x double> %283, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.7 = fmul double %279, %280
  %285 = insertelement <8 x double> poison, double %.scalar219.7, i64 0
  %286 = shufflevector <8 x double> %285, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.7 = fmul double %279, %280
  %287 = insertelement <8 x double> poison, double %.scalar220.7, i64 0
  %288 = shufflevector <8 x double> %287, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1356 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1452 = phi i64 [ %lsr.iv.next1453, %vector.body ], [ %unroll_iter258, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep1440 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14401441 = bitcast double* %scevgep1440 to <8 x double>*
  %scevgep1442 = getelementptr <8 x double>, <8 x double>* %scevgep14401441, i64 -31
  store <8 x double> %212, <8 x double>* %scevgep1442, align 8, !alias.scope !44, !noalias !46
  %scevgep1449 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14491450 = bitcast double* %scevgep1449 to <8 x double>*
  %scevgep1451 = getelementptr <8 x double>, <8 x double>* %scevgep14491450, i64 -30
  store <8 x double> %214, <8 x double>* %scevgep1451, align 8, !alias.scope !44, !noalias !46
  %scevgep1446 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14461447 = bitcast double* %scevgep1446 to <8 x double>*
  %scevgep1448 = getelementptr <8 x double>, <8 x double>* %scevgep14461447, i64 -29
  store <8 x double> %216, <8 x double>* %scevgep1448, align 8, !alias.scope !44, !noalias !46
  %scevgep1443 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14431444 = bitcast double* %scevgep1443 to <8 x double>*
  %scevgep1445 = getelementptr <8 x double>, <8 x double>* %scevgep14431444, i64 -28
  store <8 x double> %218, <8 x double>* %scevgep1445, align 8, !alias.scope !44, !noalias !46
  %scevgep1426 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14261427 = bitcast double* %scevgep1426 to <8 x double>*
  %scevgep1428 = getelementptr <8 x double>, <8 x double>* %scevgep14261427, i64 -27
  store <8 x double> %222, <8 x double>* %scevgep1428, align 8, !alias.scope !44, !noalias !46
  %scevgep1423 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14231424 = bitcast double* %scevgep1423 to <8 x double>*
  %scevgep1425 = getelementptr <8 x double>, <8 x double>* %scevgep14231424, i64 -26
  store <8 x double> %224, <8 x double>* %scevgep1425, align 8, !alias.scope !44, !noalias !46
  %scevgep1420 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14201421 = bitcast double* %scevgep1420 to <8 x double>*
  %scevgep1422 = getelementptr <8 x double>, <8 x double>* %scevgep14201421, i64 -25
  store <8 x double> %226, <8 x double>* %scevgep1422, align 8, !alias.scope !44, !noalias !46
  %scevgep1417 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14171418 = bitcast double* %scevgep1417 to <8 x double>*
  %scevgep1419 = getelementptr <8 x double>, <8 x double>* %scevgep14171418, i64 -24
  store <8 x double> %228, <8 x double>* %scevgep1419, align 8, !alias.scope !44, !noalias !46
  %scevgep1414 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14141415 = bitcast double* %scevgep1414 to <8 x double>*
  %scevgep1416 = getelementptr <8 x double>, <8 x double>* %scevgep14141415, i64 -23
  store <8 x double> %232, <8 x double>* %scevgep1416, align 8, !alias.scope !44, !noalias !46
  %scevgep1411 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14111412 = bitcast double* %scevgep1411 to <8 x double>*
  %scevgep1413 = getelementptr <8 x double>, <8 x double>* %scevgep14111412, i64 -22
  store <8 x double> %234, <8 x double>* %scevgep1413, align 8, !alias.scope !44, !noalias !46
  %scevgep1408 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14081409 = bitcast double* %scevgep1408 to <8 x double>*
  %scevgep1410 = getelementptr <8 x double>, <8 x double>* %scevgep14081409, i64 -21
  store <8 x double> %236, <8 x double>* %scevgep1410, align 8, !alias.scope !44, !noalias !46
  %scevgep1405 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14051406 = bitcast double* %scevgep1405 to <8 x double>*
  %scevgep1407 = getelementptr <8 x double>, <8 x double>* %scevgep14051406, i64 -20
  store <8 x double> %238, <8 x double>* %scevgep1407, align 8, !alias.scope !44, !noalias !46
  %scevgep1402 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14021403 = bitcast double* %scevgep1402 to <8 x double>*
  %scevgep1404 = getelementptr <8 x double>, <8 x double>* %scevgep14021403, i64 -19
  store <8 x double> %242, <8 x double>* %scevgep1404, align 8, !alias.scope !44, !noalias !46
  %scevgep1399 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13991400 = bitcast double* %scevgep1399 to <8 x double>*
  %scevgep1401 = getelementptr <8 x double>, <8 x double>* %scevgep13991400, i64 -18
  store <8 x double> %244, <8 x double>* %scevgep1401, align 8, !alias.scope !44, !noalias !46
  %scevgep1396 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13961397 = bitcast double* %scevgep1396 to <8 x double>*
  %scevgep1398 = getelementptr <8 x double>, <8 x double>* %scevgep13961397, i64 -17
  store <8 x double> %246, <8 x double>* %scevgep1398, align 8, !alias.scope !44, !noalias !46
  %scevgep1393 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13931394 = bitcast double* %scevgep1393 to <8 x double>*
  %scevgep1395 = getelementptr <8 x double>, <8 x double>* %scevgep13931394, i64 -16
  store <8 x double> %248, <8 x double>* %scevgep1395, align 8, !alias.scope !44, !noalias !46
  %scevgep1390 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13901391 = bitcast double* %scevgep1390 to <8 x double>*
  %scevgep1392 = getelementptr <8 x double>, <8 x double>* %scevgep13901391, i64 -15
  store <8 x double> %252, <8 x double>* %scevgep1392, align 8, !alias.scope !44, !noalias !46
  %scevgep1387 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13871388 = bitcast double* %scevgep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %scevgep13871388, i64 -14
  store <8 x double> %254, <8 x double>* %scevgep1389, align 8, !alias.scope !44, !noalias !46
  %scevgep1384 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13841385 = bitcast double* %scevgep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %scevgep13841385, i64 -13
  store <8 x double> %256, <8 x double>* %scevgep1386, align 8, !alias.scope !44, !noalias !46
  %scevgep1381 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13811382 = bitcast double* %scevgep1381 to <8 x double>*
  %scevgep1383 = getelementptr <8 x double>, <8 x double>* %scevgep13811382, i64 -12
  store <8 x double> %258, <8 x double>* %scevgep1383, align 8, !alias.scope !44, !noalias !46
  %scevgep1378 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13781379 = bitcast double* %scevgep1378 to <8 x double>*
  %scevgep1380 = getelementptr <8 x double>, <8 x double>* %scevgep13781379, i64 -11
  store <8 x double> %262, <8 x double>* %scevgep1380, align 8, !alias.scope !44, !noalias !46
  %scevgep1375 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13751376 = bitcast double* %scevgep1375 to <8 x double>*
  %scevgep1377 = getelementptr <8 x double>, <8 x double>* %scevgep13751376, i64 -10
  store <8 x double> %264, <8 x double>* %scevgep1377, align 8, !alias.scope !44, !noalias !46
  %scevgep1372 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13721373 = bitcast double* %scevgep1372 to <8 x double>*
  %scevgep1374 = getelementptr <8 x double>, <8 x double>* %scevgep13721373, i64 -9
  store <8 x double> %266, <8 x double>* %scevgep1374, align 8, !alias.scope !44, !noalias !46
  %scevgep1369 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13691370 = bitcast double* %scevgep1369 to <8 x double>*
  %scevgep1371 = getelementptr <8 x double>, <8 x double>* %scevgep13691370, i64 -8
  store <8 x double> %268, <8 x double>* %scevgep1371, align 8, !alias.scope !44, !noalias !46
  %scevgep1366 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13661367 = bitcast double* %scevgep1366 to <8 x double>*
  %scevgep1368 = getelementptr <8 x double>, <8 x double>* %scevgep13661367, i64 -7
  store <8 x double> %272, <8 x double>* %scevgep1368, align 8, !alias.scope !44, !noalias !46
  %scevgep1363 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13631364 = bitcast double* %scevgep1363 to <8 x double>*
  %scevgep1365 = getelementptr <8 x double>, <8 x double>* %scevgep13631364, i64 -6
  store <8 x double> %274, <8 x double>* %scevgep1365, align 8, !alias.scope !44, !noalias !46
  %scevgep1360 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13601361 = bitcast double* %scevgep1360 to <8 x double>*
  %scevgep1362 = getelementptr <8 x double>, <8 x double>* %scevgep13601361, i64 -5
  store <8 x double> %276, <8 x double>* %scevgep1362, align 8, !alias.scope !44, !noalias !46
  %scevgep1357 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep13571358 = bitcast double* %scevgep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %scevgep13571358, i64 -4
  store <8 x double> %278, <8 x double>* %scevgep1359, align 8, !alias.scope !44, !noalias !46
  %scevgep1437 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14371438 = bitcast double* %scevgep1437 to <8 x double>*
  %scevgep1439 = getelementptr <8 x double>, <8 x double>* %scevgep14371438, i64 -3
  store <8 x double> %282, <8 x double>* %scevgep1439, align 8, !alias.scope !44, !noalias !46
  %scevgep1434 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14341435 = bitcast double* %scevgep1434 to <8 x double>*
  %scevgep1436 = getelementptr <8 x double>, <8 x double>* %scevgep14341435, i64 -2
  store <8 x double> %284, <8 x double>* %scevgep1436, align 8, !alias.scope !44, !noalias !46
  %scevgep1431 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14311432 = bitcast double* %scevgep1431 to <8 x double>*
  %scevgep1433 = getelementptr <8 x double>, <8 x double>* %scevgep14311432, i64 -1
  store <8 x double> %286, <8 x double>* %scevgep1433, align 8, !alias.scope !44, !noalias !46
  %scevgep1429 = getelementptr double, double* %scevgep1356, i64 %index
  %scevgep14291430 = bitcast double* %scevgep1429 to <8 x double>*
  store <8 x double> %288, <8 x double>* %scevgep14291430, align 8, !alias.scope !44, !noalias !46
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1453 = add i64 %lsr.iv1452, -8
  %niter259.ncmp.7 = icmp eq i64 %lsr.iv.next1453, 0
  br i1 %niter259.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !47

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod257.not = icmp eq i64 %xtraiter255, 0
  br i1 %lcmp.mod257.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %289 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !39
  %290 = load double, double* %arg.x.4, align 8, !alias.scope !42
  %.scalar.epil = fmul double %289, %290
  %291 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %292 = shufflevector <8 x double> %291, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar218.epil = fmul double %289, %290
  %293 = insertelement <8 x double> poison, double %.scalar218.epil, i64 0
  %294 = shufflevector <8 x double> %293, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar219.epil = fmul double %289, %290
  %295 = insertelement <8 x double> poison, double %.scalar219.epil, i64 0
  %296 = shufflevector <8 x double> %295, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar220.epil = fmul double %289, %290
  %297 = insertelement <8 x double> poison, double %.scalar220.epil, i64 0
  %298 = shufflevector <8 x double> %297, <8 x double> poison, <8 x i32> zeroinitializer
  %299 = add nuw nsw i64 %index.unr, 24
  %scevgep1341 = getelementptr double, double* %.6.i2431, i64 %299
  %300 = shl nuw nsw i64 %xtraiter255, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1342 = phi i64 [ %lsr.iv.next1343, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %301 = bitcast double* %scevgep1341 to i8*
  %uglygep1353 = getelementptr i8, i8* %301, i64 %lsr.iv1342
  %uglygep13531354 = bitcast i8* %uglygep1353 to <8 x double>*
  %scevgep1355 = getelementptr <8 x double>, <8 x double>* %uglygep13531354, i64 -3
  store <8 x double> %292, <8 x double>* %scevgep1355, align 8, !alias.scope !44, !noalias !46
  %uglygep1350 = getelementptr i8, i8* %301, i64 %lsr.iv1342
  %uglygep13501351 = bitcast i8* %uglygep1350 to <8 x double>*
  %scevgep1352 = getelementptr <8 x double>, <8 x double>* %uglygep13501351, i64 -2
  store <8 x double> %294, <8 x double>* %scevgep1352, align 8, !alias.scope !44, !noalias !46
  %uglygep1347 = getelementptr i8, i8* %301, i64 %lsr.iv1342
  %uglygep13471348 = bitcast i8* %uglygep1347 to <8 x double>*
  %scevgep1349 = getelementptr <8 x double>, <8 x double>* %uglygep13471348, i64 -1
  store <8 x double> %296, <8 x double>* %scevgep1349, align 8, !alias.scope !44, !noalias !46
  %uglygep1345 = getelementptr i8, i8* %301, i64 %lsr.iv1342
  %uglygep13451346 = bitcast i8* %uglygep1345 to <8 x double>*
  store <8 x double> %298, <8 x double>* %uglygep13451346, align 8, !alias.scope !44, !noalias !46
  %lsr.iv.next1343 = add nuw nsw i64 %lsr.iv1342, 256
  %epil.iter256.cmp.not = icmp eq i64 %300, %lsr.iv.next1343
  br i1 %epil.iter256.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !48

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader226

for.body.preheader226:                            ; preds = %vector.memcheck, %for.body.preheader85, %middle.block
  %loop.index30.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader85 ], [ %n.vec, %middle.block ]
  %302 = xor i64 %loop.index30.ph, -1
  %303 = add i64 %dest_shape.1, %302
  %xtraiter252 = and i64 %dest_shape.1, 7
  %lcmp.mod253.not = icmp eq i64 %xtraiter252, 0
  br i1 %lcmp.mod253.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader226
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1339 = phi i64 [ %xtraiter252, %for.body.prol.preheader ], [ %lsr.iv.next1340, %for.body.prol ]
  %loop.index30.prol = phi i64 [ %.308.prol, %for.body.prol ], [ %loop.index30.ph, %for.body.prol.preheader ]
  %.270.prol = load double, double* %.54.fca.4.load.i, align 8
  %.279.prol = load double, double* %arg.x.4, align 8
  %.6.i.prol = fmul double %.270.prol, %.279.prol
  %scevgep1338 = getelementptr double, double* %.6.i2431, i64 %loop.index30.prol
  store double %.6.i.prol, double* %scevgep1338, align 8
  %.308.prol = add nuw i64 %loop.index30.prol, 1
  %lsr.iv.next1340 = add nsw i64 %lsr.iv1339, -1
  %prol.iter254.cmp.not = icmp eq i64 %lsr.iv.next1340, 0
  br i1 %prol.iter254.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !49

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader226
  %loop.index30.unr = phi i64 [ %loop.index30.ph, %for.body.preheader226 ], [ %.308.prol, %for.body.prol ]
  %304 = icmp ult i64 %303, 7
  br i1 %304, label %for.end, label %for.body.preheader265

for.body.preheader265:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us62.preheader:                          ; preds = %for.body.preheader.split
  %305 = icmp ult i64 %dest_shape.1, 32
  br i1 %305, label %for.body.us62.preheader224, label %vector.memcheck112

vector.memcheck112:                               ; preds = %for.body.us62.preheader
  %scevgep113 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep115 = getelementptr double, double* %.54.fca.4.load.i, i64 1
  %scevgep117 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1
  %bound0119 = icmp ult double* %.6.i2431, %scevgep115
  %bound1120 = icmp ult double* %.54.fca.4.load.i, %scevgep113
  %found.conflict121 = and i1 %bound0119, %bound1120
  %bound0122 = icmp ult double* %.6.i2431, %scevgep117
  %bound1123 = icmp ugt double* %scevgep113, %arg.x.4
  %found.conflict124 = and i1 %bound0122, %bound1123
  %conflict.rdx125 = or i1 %found.conflict121, %found.conflict124
  br i1 %conflict.rdx125, label %for.body.us62.preheader224, label %vector.ph130

vector.ph130:                                     ; preds = %vector.memcheck112
  %n.vec132 = and i64 %dest_shape.1, -32
  %306 = add i64 %n.vec132, -32
  %307 = lshr exact i64 %306, 5
  %308 = add nuw nsw i64 %307, 1
  %xtraiter247 = and i64 %308, 7
  %309 = icmp ult i64 %306, 224
  br i1 %309, label %middle.block126.unr-lcssa, label %vector.ph130.new

vector.ph130.new:                                 ; preds = %vector.ph130
  %const1454 = bitcast i64 1152921504606846968 to i64
  %unroll_iter250 = and i64 %308, %const1454
  %310 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139 = insertelement <8 x double> poison, double %310, i64 0
  %broadcast.splat140 = shufflevector <8 x double> %broadcast.splatinsert139, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <8 x double> poison, double %310, i64 0
  %broadcast.splat142 = shufflevector <8 x double> %broadcast.splatinsert141, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143 = insertelement <8 x double> poison, double %310, i64 0
  %broadcast.splat144 = shufflevector <8 x double> %broadcast.splatinsert143, <8 x double> poison, <8 x i32> zeroinitializer
  %311 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145 = insertelement <8 x double> poison, double %311, i64 0
  %broadcast.splat146 = shufflevector <8 x double> %broadcast.splatinsert145, <8 x double> poison, <8 x i32> zeroinitializer
  %312 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.1 = insertelement <8 x double> poison, double %312, i64 0
  %broadcast.splat140.1 = shufflevector <8 x double> %broadcast.splatinsert139.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.1 = insertelement <8 x double> poison, double %312, i64 0
  %broadcast.splat142.1 = shufflevector <8 x double> %broadcast.splatinsert141.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.1 = insertelement <8 x double> poison, double %312, i64 0
  %broadcast.splat144.1 = shufflevector <8 x double> %broadcast.splatinsert143.1, <8 x double> poison, <8 x i32> zeroinitializer
  %313 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.1 = insertelement <8 x double> poison, double %313, i64 0
  %broadcast.splat146.1 = shufflevector <8 x double> %broadcast.splatinsert145.1, <8 x double> poison, <8 x i32> zeroinitializer
  %314 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.2 = insertelement <8 x double> poison, double %314, i64 0
  %broadcast.splat140.2 = shufflevector <8 x double> %broadcast.splatinsert139.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.2 = insertelement <8 x double> poison, double %314, i64 0
  %broadcast.splat142.2 = shufflevector <8 x double> %broadcast.splatinsert141.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.2 = insertelement <8 x double> poison, double %314, i64 0
  %broadcast.splat144.2 = shufflevector <8 x double> %broadcast.splatinsert143.2, <8 x double> poison, <8 x i32> zeroinitializer
  %315 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.2 = insertelement <8 x double> poison, double %315, i64 0
  %broadcast.splat146.2 = shufflevector <8 x double> %broadcast.splatinsert145.2, <8 x double> poison, <8 x i32> zeroinitializer
  %316 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.3 = insertelement <8 x double> poison, double %316, i64 0
  %broadcast.splat140.3 = shufflevector <8 x double> %broadcast.splatinsert139.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.3 = insertelement <8 x double> poison, double %316, i64 0
  %broadcast.splat142.3 = shufflevector <8 x double> %broadcast.splatinsert141.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.3 = insertelement <8 x double> poison, double %316, i64 0
  %broadcast.splat144.3 = shufflevector <8 x double> %broadcast.splatinsert143.3, <8 x double> poison, <8 x i32> zeroinitializer
  %317 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.3 = insertelement <8 x double> poison, double %317, i64 0
  %broadcast.splat146.3 = shufflevector <8 x double> %broadcast.splatinsert145.3, <8 x double> poison, <8 x i32> zeroinitializer
  %318 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.4 = insertelement <8 x double> poison, double %318, i64 0
  %broadcast.splat140.4 = shufflevector <8 x double> %broadcast.splatinsert139.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.4 = insertelement <8 x double> poison, double %318, i64 0
  %broadcast.splat142.4 = shufflevector <8 x double> %broadcast.splatinsert141.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.4 = insertelement <8 x double> poison, double %318, i64 0
  %broadcast.splat144.4 = shufflevector <8 x double> %broadcast.splatinsert143.4, <8 x double> poison, <8 x i32> zeroinitializer
  %319 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.4 = insertelement <8 x double> poison, double %319, i64 0
  %broadcast.splat146.4 = shufflevector <8 x double> %broadcast.splatinsert145.4, <8 x double> poison, <8 x i32> zeroinitializer
  %320 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.5 = insertelement <8 x double> poison, double %320, i64 0
  %broadcast.splat140.5 = shufflevector <8 x double> %broadcast.splatinsert139.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.5 = insertelement <8 x double> poison, double %320, i64 0
  %broadcast.splat142.5 = shufflevector <8 x double> %broadcast.splatinsert141.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.5 = insertelement <8 x double> poison, double %320, i64 0
  %broadcast.splat144.5 = shufflevector <8 x double> %broadcast.splatinsert143.5, <8 x double> poison, <8 x i32> zeroinitializer
  %321 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.5 = insertelement <8 x double> poison, double %321, i64 0
  %broadcast.splat146.5 = shufflevector <8 x double> %broadcast.splatinsert145.5, <8 x double> poison, <8 x i32> zeroinitializer
  %322 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.6 = insertelement <8 x double> poison, double %322, i64 0
  %broadcast.splat140.6 = shufflevector <8 x double> %broadcast.splatinsert139.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.6 = insertelement <8 x double> poison, double %322, i64 0
  %broadcast.splat142.6 = shufflevector <8 x double> %broadcast.splatinsert141.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.6 = insertelement <8 x double> poison, double %322, i64 0
  %broadcast.splat144.6 = shufflevector <8 x double> %broadcast.splatinsert143.6, <8 x double> poison, <8 x i32> zeroinitializer
  %323 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.6 = insertelement <8 x double> poison, double %323, i64 0
  %broadcast.splat146.6 = shufflevector <8 x double> %broadcast.splatinsert145.6, <8 x double> poison, <8 x i32> zeroinitializer
  %324 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.7 = insertelement <8 x double> poison, double %324, i64 0
  %broadcast.splat140.7 = shufflevector <8 x double> %broadcast.splatinsert139.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.7 = insertelement <8 x double> poison, double %324, i64 0
  %broadcast.splat142.7 = shufflevector <8 x double> %broadcast.splatinsert141.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.7 = insertelement <8 x double> poison, double %324, i64 0
  %broadcast.splat144.7 = shufflevector <8 x double> %broadcast.splatinsert143.7, <8 x double> poison, <8 x i32> zeroinitializer
  %325 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.7 = insertelement <8 x double> poison, double %325, i64 0
  %broadcast.splat146.7 = shufflevector <8 x double> %broadcast.splatinsert145.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1128 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep1224 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body128

vector.body128:                                   ; preds = %vector.body128, %vector.ph130.new
  %lsr.iv1320 = phi i64 [ %lsr.iv.next1321, %vector.body128 ], [ %unroll_iter250, %vector.ph130.new ]
  %index135 = phi i64 [ 0, %vector.ph130.new ], [ %index.next147.7, %vector.body128 ]
  %scevgep1212 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12121213 = bitcast double* %scevgep1212 to <8 x double>*
  %scevgep1214 = getelementptr <8 x double>, <8 x double>* %scevgep12121213, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1214, align 8, !alias.scope !53
  %scevgep1221 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12211222 = bitcast double* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 -30
  %wide.load136 = load <8 x double>, <8 x double>* %scevgep1223, align 8, !alias.scope !53
  %scevgep1218 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12181219 = bitcast double* %scevgep1218 to <8 x double>*
  %scevgep1220 = getelementptr <8 x double>, <8 x double>* %scevgep12181219, i64 -29
  %wide.load137 = load <8 x double>, <8 x double>* %scevgep1220, align 8, !alias.scope !53
  %scevgep1215 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12151216 = bitcast double* %scevgep1215 to <8 x double>*
  %scevgep1217 = getelementptr <8 x double>, <8 x double>* %scevgep12151216, i64 -28
  %wide.load138 = load <8 x double>, <8 x double>* %scevgep1217, align 8, !alias.scope !53
  %326 = fmul <8 x double> %broadcast.splat140, %wide.load
  %327 = fmul <8 x double> %broadcast.splat142, %wide.load136
  %328 = fmul <8 x double> %broadcast.splat144, %wide.load137
  %329 = fmul <8 x double> %broadcast.splat146, %wide.load138
  %scevgep1308 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13081309 = bitcast double* %scevgep1308 to <8 x double>*
  %scevgep1310 = getelementptr <8 x double>, <8 x double>* %scevgep13081309, i64 -31
  store <8 x double> %326, <8 x double>* %scevgep1310, align 8, !alias.scope !55, !noalias !57
  %scevgep1317 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13171318 = bitcast double* %scevgep1317 to <8 x double>*
  %scevgep1319 = getelementptr <8 x double>, <8 x double>* %scevgep13171318, i64 -30
  store <8 x double> %327, <8 x double>* %scevgep1319, align 8, !alias.scope !55, !noalias !57
  %scevgep1314 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13141315 = bitcast double* %scevgep1314 to <8 x double>*
  %scevgep1316 = getelementptr <8 x double>, <8 x double>* %scevgep13141315, i64 -29
  store <8 x double> %328, <8 x double>* %scevgep1316, align 8, !alias.scope !55, !noalias !57
  %scevgep1311 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13111312 = bitcast double* %scevgep1311 to <8 x double>*
  %scevgep1313 = getelementptr <8 x double>, <8 x double>* %scevgep13111312, i64 -28
  store <8 x double> %329, <8 x double>* %scevgep1313, align 8, !alias.scope !55, !noalias !57
  %scevgep1198 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11981199 = bitcast double* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1200, align 8, !alias.scope !53
  %scevgep1195 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11951196 = bitcast double* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 -26
  %wide.load136.1 = load <8 x double>, <8 x double>* %scevgep1197, align 8, !alias.scope !53
  %scevgep1192 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11921193 = bitcast double* %scevgep1192 to <8 x double>*
  %scevgep1194 = getelementptr <8 x double>, <8 x double>* %scevgep11921193, i64 -25
  %wide.load137.1 = load <8 x double>, <8 x double>* %scevgep1194, align 8, !alias.scope !53
  %scevgep1189 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11891190 = bitcast double* %scevgep1189 to <8 x double>*
  %scevgep1191 = getelementptr <8 x double>, <8 x double>* %scevgep11891190, i64 -24
  %wide.load138.1 = load <8 x double>, <8 x double>* %scevgep1191, align 8, !alias.scope !53
  %330 = fmul <8 x double> %broadcast.splat140.1, %wide.load.1
  %331 = fmul <8 x double> %broadcast.splat142.1, %wide.load136.1
  %332 = fmul <8 x double> %broadcast.splat144.1, %wide.load137.1
  %333 = fmul <8 x double> %broadcast.splat146.1, %wide.load138.1
  %scevgep1294 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12941295 = bitcast double* %scevgep1294 to <8 x double>*
  %scevgep1296 = getelementptr <8 x double>, <8 x double>* %scevgep12941295, i64 -27
  store <8 x double> %330, <8 x double>* %scevgep1296, align 8, !alias.scope !55, !noalias !57
  %scevgep1291 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12911292 = bitcast double* %scevgep1291 to <8 x double>*
  %scevgep1293 = getelementptr <8 x double>, <8 x double>* %scevgep12911292, i64 -26
  store <8 x double> %331, <8 x double>* %scevgep1293, align 8, !alias.scope !55, !noalias !57
  %scevgep1288 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12881289 = bitcast double* %scevgep1288 to <8 x double>*
  %scevgep1290 = getelementptr <8 x double>, <8 x double>* %scevgep12881289, i64 -25
  store <8 x double> %332, <8 x double>* %scevgep1290, align 8, !alias.scope !55, !noalias !57
  %scevgep1285 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12851286 = bitcast double* %scevgep1285 to <8 x double>*
  %scevgep1287 = getelementptr <8 x double>, <8 x double>* %scevgep12851286, i64 -24
  store <8 x double> %333, <8 x double>* %scevgep1287, align 8, !alias.scope !55, !noalias !57
  %scevgep1186 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11861187 = bitcast double* %scevgep1186 to <8 x double>*
  %scevgep1188 = getelementptr <8 x double>, <8 x double>* %scevgep11861187, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1188, align 8, !alias.scope !53
  %scevgep1183 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11831184 = bitcast double* %scevgep1183 to <8 x double>*
  %scevgep1185 = getelementptr <8 x double>, <8 x double>* %scevgep11831184, i64 -22
  %wide.load136.2 = load <8 x double>, <8 x double>* %scevgep1185, align 8, !alias.scope !53
  %scevgep1180 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11801181 = bitcast double* %scevgep1180 to <8 x double>*
  %scevgep1182 = getelementptr <8 x double>, <8 x double>* %scevgep11801181, i64 -21
  %wide.load137.2 = load <8 x double>, <8 x double>* %scevgep1182, align 8, !alias.scope !53
  %scevgep1177 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11771178 = bitcast double* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 -20
  %wide.load138.2 = load <8 x double>, <8 x double>* %scevgep1179, align 8, !alias.scope !53
  %334 = fmul <8 x double> %broadcast.splat140.2, %wide.load.2
  %335 = fmul <8 x double> %broadcast.splat142.2, %wide.load136.2
  %336 = fmul <8 x double> %broadcast.splat144.2, %wide.load137.2
  %337 = fmul <8 x double> %broadcast.splat146.2, %wide.load138.2
  %scevgep1282 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12821283 = bitcast double* %scevgep1282 to <8 x double>*
  %scevgep1284 = getelementptr <8 x double>, <8 x double>* %scevgep12821283, i64 -23
  store <8 x double> %334, <8 x double>* %scevgep1284, align 8, !alias.scope !55, !noalias !57
  %scevgep1279 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12791280 = bitcast double* %scevgep1279 to <8 x double>*
  %scevgep1281 = getelementptr <8 x double>, <8 x double>* %scevgep12791280, i64 -22
  store <8 x double> %335, <8 x double>* %scevgep1281, align 8, !alias.scope !55, !noalias !57
  %scevgep1276 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12761277 = bitcast double* %scevgep1276 to <8 x double>*
  %scevgep1278 = getelementptr <8 x double>, <8 x double>* %scevgep12761277, i64 -21
  store <8 x double> %336, <8 x double>* %scevgep1278, align 8, !alias.scope !55, !noalias !57
  %scevgep1273 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12731274 = bitcast double* %scevgep1273 to <8 x double>*
  %scevgep1275 = getelementptr <8 x double>, <8 x double>* %scevgep12731274, i64 -20
  store <8 x double> %337, <8 x double>* %scevgep1275, align 8, !alias.scope !55, !noalias !57
  %scevgep1174 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11741175 = bitcast double* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1176, align 8, !alias.scope !53
  %scevgep1171 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11711172 = bitcast double* %scevgep1171 to <8 x double>*
  %scevgep1173 = getelementptr <8 x double>, <8 x double>* %scevgep11711172, i64 -18
  %wide.load136.3 = load <8 x double>, <8 x double>* %scevgep1173, align 8, !alias.scope !53
  %scevgep1168 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11681169 = bitcast double* %scevgep1168 to <8 x double>*
  %scevgep1170 = getelementptr <8 x double>, <8 x double>* %scevgep11681169, i64 -17
  %wide.load137.3 = load <8 x double>, <8 x double>* %scevgep1170, align 8, !alias.scope !53
  %scevgep1165 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11651166 = bitcast double* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 -16
  %wide.load138.3 = load <8 x double>, <8 x double>* %scevgep1167, align 8, !alias.scope !53
  %338 = fmul <8 x double> %broadcast.splat140.3, %wide.load.3
  %339 = fmul <8 x double> %broadcast.splat142.3, %wide.load136.3
  %340 = fmul <8 x double> %broadcast.splat144.3, %wide.load137.3
  %341 = fmul <8 x double> %broadcast.splat146.3, %wide.load138.3
  %scevgep1270 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12701271 = bitcast double* %scevgep1270 to <8 x double>*
  %scevgep1272 = getelementptr <8 x double>, <8 x double>* %scevgep12701271, i64 -19
  store <8 x double> %338, <8 x double>* %scevgep1272, align 8, !alias.scope !55, !noalias !57
  %scevgep1267 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12671268 = bitcast double* %scevgep1267 to <8 x double>*
  %scevgep1269 = getelementptr <8 x double>, <8 x double>* %scevgep12671268, i64 -18
  store <8 x double> %339, <8 x double>* %scevgep1269, align 8, !alias.scope !55, !noalias !57
  %scevgep1264 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12641265 = bitcast double* %scevgep1264 to <8 x double>*
  %scevgep1266 = getelementptr <8 x double>, <8 x double>* %scevgep12641265, i64 -17
  store <8 x double> %340, <8 x double>* %scevgep1266, align 8, !alias.scope !55, !noalias !57
  %scevgep1261 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12611262 = bitcast double* %scevgep1261 to <8 x double>*
  %scevgep1263 = getelementptr <8 x double>, <8 x double>* %scevgep12611262, i64 -16
  store <8 x double> %341, <8 x double>* %scevgep1263, align 8, !alias.scope !55, !noalias !57
  %scevgep1162 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11621163 = bitcast double* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1164, align 8, !alias.scope !53
  %scevgep1159 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11591160 = bitcast double* %scevgep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %scevgep11591160, i64 -14
  %wide.load136.4 = load <8 x double>, <8 x double>* %scevgep1161, align 8, !alias.scope !53
  %scevgep1156 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11561157 = bitcast double* %scevgep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %scevgep11561157, i64 -13
  %wide.load137.4 = load <8 x double>, <8 x double>* %scevgep1158, align 8, !alias.scope !53
  %scevgep1153 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11531154 = bitcast double* %scevgep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %scevgep11531154, i64 -12
  %wide.load138.4 = load <8 x double>, <8 x double>* %scevgep1155, align 8, !alias.scope !53
  %342 = fmul <8 x double> %broadcast.splat140.4, %wide.load.4
  %343 = fmul <8 x double> %broadcast.splat142.4, %wide.load136.4
  %344 = fmul <8 x double> %broadcast.splat144.4, %wide.load137.4
  %345 = fmul <8 x double> %broadcast.splat146.4, %wide.load138.4
  %scevgep1258 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12581259 = bitcast double* %scevgep1258 to <8 x double>*
  %scevgep1260 = getelementptr <8 x double>, <8 x double>* %scevgep12581259, i64 -15
  store <8 x double> %342, <8 x double>* %scevgep1260, align 8, !alias.scope !55, !noalias !57
  %scevgep1255 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12551256 = bitcast double* %scevgep1255 to <8 x double>*
  %scevgep1257 = getelementptr <8 x double>, <8 x double>* %scevgep12551256, i64 -14
  store <8 x double> %343, <8 x double>* %scevgep1257, align 8, !alias.scope !55, !noalias !57
  %scevgep1252 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12521253 = bitcast double* %scevgep1252 to <8 x double>*
  %scevgep1254 = getelementptr <8 x double>, <8 x double>* %scevgep12521253, i64 -13
  store <8 x double> %344, <8 x double>* %scevgep1254, align 8, !alias.scope !55, !noalias !57
  %scevgep1249 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12491250 = bitcast double* %scevgep1249 to <8 x double>*
  %scevgep1251 = getelementptr <8 x double>, <8 x double>* %scevgep12491250, i64 -12
  store <8 x double> %345, <8 x double>* %scevgep1251, align 8, !alias.scope !55, !noalias !57
  %scevgep1150 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11501151 = bitcast double* %scevgep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %scevgep11501151, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1152, align 8, !alias.scope !53
  %scevgep1147 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11471148 = bitcast double* %scevgep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %scevgep11471148, i64 -10
  %wide.load136.5 = load <8 x double>, <8 x double>* %scevgep1149, align 8, !alias.scope !53
  %scevgep1144 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11441145 = bitcast double* %scevgep1144 to <8 x double>*
  %scevgep1146 = getelementptr <8 x double>, <8 x double>* %scevgep11441145, i64 -9
  %wide.load137.5 = load <8 x double>, <8 x double>* %scevgep1146, align 8, !alias.scope !53
  %scevgep1141 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11411142 = bitcast double* %scevgep1141 to <8 x double>*
  %scevgep1143 = getelementptr <8 x double>, <8 x double>* %scevgep11411142, i64 -8
  %wide.load138.5 = load <8 x double>, <8 x double>* %scevgep1143, align 8, !alias.scope !53
  %346 = fmul <8 x double> %broadcast.splat140.5, %wide.load.5
  %347 = fmul <8 x double> %broadcast.splat142.5, %wide.load136.5
  %348 = fmul <8 x double> %broadcast.splat144.5, %wide.load137.5
  %349 = fmul <8 x double> %broadcast.splat146.5, %wide.load138.5
  %scevgep1246 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12461247 = bitcast double* %scevgep1246 to <8 x double>*
  %scevgep1248 = getelementptr <8 x double>, <8 x double>* %scevgep12461247, i64 -11
  store <8 x double> %346, <8 x double>* %scevgep1248, align 8, !alias.scope !55, !noalias !57
  %scevgep1243 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12431244 = bitcast double* %scevgep1243 to <8 x double>*
  %scevgep1245 = getelementptr <8 x double>, <8 x double>* %scevgep12431244, i64 -10
  store <8 x double> %347, <8 x double>* %scevgep1245, align 8, !alias.scope !55, !noalias !57
  %scevgep1240 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12401241 = bitcast double* %scevgep1240 to <8 x double>*
  %scevgep1242 = getelementptr <8 x double>, <8 x double>* %scevgep12401241, i64 -9
  store <8 x double> %348, <8 x double>* %scevgep1242, align 8, !alias.scope !55, !noalias !57
  %scevgep1237 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12371238 = bitcast double* %scevgep1237 to <8 x double>*
  %scevgep1239 = getelementptr <8 x double>, <8 x double>* %scevgep12371238, i64 -8
  store <8 x double> %349, <8 x double>* %scevgep1239, align 8, !alias.scope !55, !noalias !57
  %scevgep1138 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11381139 = bitcast double* %scevgep1138 to <8 x double>*
  %scevgep1140 = getelementptr <8 x double>, <8 x double>* %scevgep11381139, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1140, align 8, !alias.scope !53
  %scevgep1135 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11351136 = bitcast double* %scevgep1135 to <8 x double>*
  %scevgep1137 = getelementptr <8 x double>, <8 x double>* %scevgep11351136, i64 -6
  %wide.load136.6 = load <8 x double>, <8 x double>* %scevgep1137, align 8, !alias.scope !53
  %scevgep1132 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11321133 = bitcast double* %scevgep1132 to <8 x double>*
  %scevgep1134 = getelementptr <8 x double>, <8 x double>* %scevgep11321133, i64 -5
  %wide.load137.6 = load <8 x double>, <8 x double>* %scevgep1134, align 8, !alias.scope !53
  %scevgep1129 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep11291130 = bitcast double* %scevgep1129 to <8 x double>*
  %scevgep1131 = getelementptr <8 x double>, <8 x double>* %scevgep11291130, i64 -4
  %wide.load138.6 = load <8 x double>, <8 x double>* %scevgep1131, align 8, !alias.scope !53
  %350 = fmul <8 x double> %broadcast.splat140.6, %wide.load.6
  %351 = fmul <8 x double> %broadcast.splat142.6, %wide.load136.6
  %352 = fmul <8 x double> %broadcast.splat144.6, %wide.load137.6
  %353 = fmul <8 x double> %broadcast.splat146.6, %wide.load138.6
  %scevgep1234 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12341235 = bitcast double* %scevgep1234 to <8 x double>*
  %scevgep1236 = getelementptr <8 x double>, <8 x double>* %scevgep12341235, i64 -7
  store <8 x double> %350, <8 x double>* %scevgep1236, align 8, !alias.scope !55, !noalias !57
  %scevgep1231 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12311232 = bitcast double* %scevgep1231 to <8 x double>*
  %scevgep1233 = getelementptr <8 x double>, <8 x double>* %scevgep12311232, i64 -6
  store <8 x double> %351, <8 x double>* %scevgep1233, align 8, !alias.scope !55, !noalias !57
  %scevgep1228 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12281229 = bitcast double* %scevgep1228 to <8 x double>*
  %scevgep1230 = getelementptr <8 x double>, <8 x double>* %scevgep12281229, i64 -5
  store <8 x double> %352, <8 x double>* %scevgep1230, align 8, !alias.scope !55, !noalias !57
  %scevgep1225 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12251226 = bitcast double* %scevgep1225 to <8 x double>*
  %scevgep1227 = getelementptr <8 x double>, <8 x double>* %scevgep12251226, i64 -4
  store <8 x double> %353, <8 x double>* %scevgep1227, align 8, !alias.scope !55, !noalias !57
  %scevgep1209 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12091210 = bitcast double* %scevgep1209 to <8 x double>*
  %scevgep1211 = getelementptr <8 x double>, <8 x double>* %scevgep12091210, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1211, align 8, !alias.scope !53
  %scevgep1206 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12061207 = bitcast double* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 -2
  %wide.load136.7 = load <8 x double>, <8 x double>* %scevgep1208, align 8, !alias.scope !53
  %scevgep1203 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12031204 = bitcast double* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 -1
  %wide.load137.7 = load <8 x double>, <8 x double>* %scevgep1205, align 8, !alias.scope !53
  %scevgep1201 = getelementptr double, double* %scevgep1128, i64 %index135
  %scevgep12011202 = bitcast double* %scevgep1201 to <8 x double>*
  %wide.load138.7 = load <8 x double>, <8 x double>* %scevgep12011202, align 8, !alias.scope !53
  %354 = fmul <8 x double> %broadcast.splat140.7, %wide.load.7
  %355 = fmul <8 x double> %broadcast.splat142.7, %wide.load136.7
  %356 = fmul <8 x double> %broadcast.splat144.7, %wide.load137.7
  %357 = fmul <8 x double> %broadcast.splat146.7, %wide.load138.7
  %scevgep1305 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13051306 = bitcast double* %scevgep1305 to <8 x double>*
  %scevgep1307 = getelementptr <8 x double>, <8 x double>* %scevgep13051306, i64 -3
  store <8 x double> %354, <8 x double>* %scevgep1307, align 8, !alias.scope !55, !noalias !57
  %scevgep1302 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep13021303 = bitcast double* %scevgep1302 to <8 x double>*
  %scevgep1304 = getelementptr <8 x double>, <8 x double>* %scevgep13021303, i64 -2
  store <8 x double> %355, <8 x double>* %scevgep1304, align 8, !alias.scope !55, !noalias !57
  %scevgep1299 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12991300 = bitcast double* %scevgep1299 to <8 x double>*
  %scevgep1301 = getelementptr <8 x double>, <8 x double>* %scevgep12991300, i64 -1
  store <8 x double> %356, <8 x double>* %scevgep1301, align 8, !alias.scope !55, !noalias !57
  %scevgep1297 = getelementptr double, double* %scevgep1224, i64 %index135
  %scevgep12971298 = bitcast double* %scevgep1297 to <8 x double>*
  store <8 x double> %357, <8 x double>* %scevgep12971298, align 8, !alias.scope !55, !noalias !57
  %index.next147.7 = add i64 %index135, 256
  %lsr.iv.next1321 = add i64 %lsr.iv1320, -8
  %niter251.ncmp.7 = icmp eq i64 %lsr.iv.next1321, 0
  br i1 %niter251.ncmp.7, label %middle.block126.unr-lcssa, label %vector.body128, !llvm.loop !58

middle.block126.unr-lcssa:                        ; preds = %vector.body128, %vector.ph130
  %index135.unr = phi i64 [ 0, %vector.ph130 ], [ %index.next147.7, %vector.body128 ]
  %lcmp.mod249.not = icmp eq i64 %xtraiter247, 0
  br i1 %lcmp.mod249.not, label %middle.block126, label %vector.body128.epil.preheader

vector.body128.epil.preheader:                    ; preds = %middle.block126.unr-lcssa
  %358 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert139.epil = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat140.epil = shufflevector <8 x double> %broadcast.splatinsert139.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert141.epil = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat142.epil = shufflevector <8 x double> %broadcast.splatinsert141.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert143.epil = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat144.epil = shufflevector <8 x double> %broadcast.splatinsert143.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %359 = load double, double* %.54.fca.4.load.i, align 8, !alias.scope !50
  %broadcast.splatinsert145.epil = insertelement <8 x double> poison, double %359, i64 0
  %broadcast.splat146.epil = shufflevector <8 x double> %broadcast.splatinsert145.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %360 = add nuw nsw i64 %index135.unr, 24
  %scevgep1100 = getelementptr double, double* %.6.i2431, i64 %360
  %scevgep1115 = getelementptr double, double* %arg.x.4, i64 %360
  %361 = shl nuw nsw i64 %xtraiter247, 8
  br label %vector.body128.epil

vector.body128.epil:                              ; preds = %vector.body128.epil, %vector.body128.epil.preheader
  %lsr.iv1101 = phi i64 [ %lsr.iv.next1102, %vector.body128.epil ], [ 0, %vector.body128.epil.preheader ]
  %362 = bitcast double* %scevgep1115 to i8*
  %363 = bitcast double* %scevgep1100 to i8*
  %uglygep1125 = getelementptr i8, i8* %362, i64 %lsr.iv1101
  %uglygep11251126 = bitcast i8* %uglygep1125 to <8 x double>*
  %scevgep1127 = getelementptr <8 x double>, <8 x double>* %uglygep11251126, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1127, align 8, !alias.scope !53
  %uglygep1122 = getelementptr i8, i8* %362, i64 %lsr.iv1101
  %uglygep11221123 = bitcast i8* %uglygep1122 to <8 x double>*
  %scevgep1124 = getelementptr <8 x double>, <8 x double>* %uglygep11221123, i64 -2
  %wide.load136.epil = load <8 x double>, <8 x double>* %scevgep1124, align 8, !alias.scope !53
  %uglygep1119 = getelementptr i8, i8* %362, i64 %lsr.iv1101
  %uglygep11191120 = bitcast i8* %uglygep1119 to <8 x double>*
  %scevgep1121 = getelementptr <8 x double>, <8 x double>* %uglygep11191120, i64 -1
  %wide.load137.epil = load <8 x double>, <8 x double>* %scevgep1121, align 8, !alias.scope !53
  %uglygep1117 = getelementptr i8, i8* %362, i64 %lsr.iv1101
  %uglygep11171118 = bitcast i8* %uglygep1117 to <8 x double>*
  %wide.load138.epil = load <8 x double>, <8 x double>* %uglygep11171118, align 8, !alias.scope !53
  %364 = fmul <8 x double> %broadcast.splat140.epil, %wide.load.epil
  %365 = fmul <8 x double> %broadcast.splat142.epil, %wide.load136.epil
  %366 = fmul <8 x double> %broadcast.splat144.epil, %wide.load137.epil
  %367 = fmul <8 x double> %broadcast.splat146.epil, %wide.load138.epil
  %uglygep1112 = getelementptr i8, i8* %363, i64 %lsr.iv1101
  %uglygep11121113 = bitcast i8* %uglygep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %uglygep11121113, i64 -3
  store <8 x double> %364, <8 x double>* %scevgep1114, align 8, !alias.scope !55, !noalias !57
  %uglygep1109 = getelementptr i8, i8* %363, i64 %lsr.iv1101
  %uglygep11091110 = bitcast i8* %uglygep1109 to <8 x double>*
  %scevgep1111 = getelementptr <8 x double>, <8 x double>* %uglygep11091110, i64 -2
  store <8 x double> %365, <8 x double>* %scevgep1111, align 8, !alias.scope !55, !noalias !57
  %uglygep1106 = getelementptr i8, i8* %363, i64 %lsr.iv1101
  %uglygep11061107 = bitcast i8* %uglygep1106 to <8 x double>*
  %scevgep1108 = getelementptr <8 x double>, <8 x double>* %uglygep11061107, i64 -1
  store <8 x double> %366, <8 x double>* %scevgep1108, align 8, !alias.scope !55, !noalias !57
  %uglygep1104 = getelementptr i8, i8* %363, i64 %lsr.iv1101
  %uglygep11041105 = bitcast i8* %uglygep1104 to <8 x double>*
  store <8 x double> %367, <8 x double>* %uglygep11041105, align 8, !alias.scope !55, !noalias !57
  %lsr.iv.next1102 = add nuw nsw i64 %lsr.iv1101, 256
  %epil.iter248.cmp.not = icmp eq i64 %361, %lsr.iv.next1102
  br i1 %epil.iter248.cmp.not, label %middle.block126, label %vector.body128.epil, !llvm.loop !59

middle.block126:                                  ; preds = %vector.body128.epil, %middle.block126.unr-lcssa
  %cmp.n134 = icmp eq i64 %dest_shape.1, %n.vec132
  br i1 %cmp.n134, label %for.end, label %for.body.us62.preheader224

for.body.us62.preheader224:                       ; preds = %vector.memcheck112, %for.body.us62.preheader, %middle.block126
  %loop.index30.us63.ph = phi i64 [ 0, %vector.memcheck112 ], [ 0, %for.body.us62.preheader ], [ %n.vec132, %middle.block126 ]
  %368 = xor i64 %loop.index30.us63.ph, -1
  %369 = add i64 %dest_shape.1, %368
  %xtraiter244 = and i64 %dest_shape.1, 7
  %lcmp.mod245.not = icmp eq i64 %xtraiter244, 0
  br i1 %lcmp.mod245.not, label %for.body.us62.prol.loopexit, label %for.body.us62.prol.preheader

for.body.us62.prol.preheader:                     ; preds = %for.body.us62.preheader224
  br label %for.body.us62.prol

for.body.us62.prol:                               ; preds = %for.body.us62.prol.preheader, %for.body.us62.prol
  %lsr.iv1098 = phi i64 [ %xtraiter244, %for.body.us62.prol.preheader ], [ %lsr.iv.next1099, %for.body.us62.prol ]
  %loop.index30.us63.prol = phi i64 [ %.308.us71.prol, %for.body.us62.prol ], [ %loop.index30.us63.ph, %for.body.us62.prol.preheader ]
  %.270.us65.prol = load double, double* %.54.fca.4.load.i, align 8
  %scevgep1097 = getelementptr double, double* %arg.x.4, i64 %loop.index30.us63.prol
  %.279.us68.prol = load double, double* %scevgep1097, align 8
  %.6.i.us69.prol = fmul double %.270.us65.prol, %.279.us68.prol
  %scevgep1096 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us63.prol
  store double %.6.i.us69.prol, double* %scevgep1096, align 8
  %.308.us71.prol = add nuw i64 %loop.index30.us63.prol, 1
  %lsr.iv.next1099 = add nsw i64 %lsr.iv1098, -1
  %prol.iter246.cmp.not = icmp eq i64 %lsr.iv.next1099, 0
  br i1 %prol.iter246.cmp.not, label %for.body.us62.prol.loopexit, label %for.body.us62.prol, !llvm.loop !60

for.body.us62.prol.loopexit:                      ; preds = %for.body.us62.prol, %for.body.us62.preheader224
  %loop.index30.us63.unr = phi i64 [ %loop.index30.us63.ph, %for.body.us62.preheader224 ], [ %.308.us71.prol, %for.body.us62.prol ]
  %370 = icmp ult i64 %369, 7
  br i1 %370, label %for.end, label %for.body.us62.preheader263

for.body.us62.preheader263:                       ; preds = %for.body.us62.prol.loopexit
  br label %for.body.us62

for.body.us62:                                    ; preds = %for.body.us62.preheader263, %for.body.us62
  %loop.index30.us63 = phi i64 [ %.308.us71.7, %for.body.us62 ], [ %loop.index30.us63.unr, %for.body.us62.preheader263 ]
  %.270.us65 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1572 = mul i64 %loop.index30.us63, 8
  %371 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1573 = getelementptr i8, i8* %371, i64 %sunkaddr1572
  %372 = bitcast i8* %sunkaddr1573 to double*
  %.279.us68 = load double, double* %372, align 8
  %.6.i.us69 = fmul double %.270.us65, %.279.us68
  %sunkaddr1574 = mul i64 %loop.index30.us63, 8
  %373 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1575 = getelementptr i8, i8* %373, i64 %sunkaddr1574
  %374 = bitcast i8* %sunkaddr1575 to double*
  store double %.6.i.us69, double* %374, align 8
  %.270.us65.1 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1576 = mul i64 %loop.index30.us63, 8
  %375 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1577 = getelementptr i8, i8* %375, i64 %sunkaddr1576
  %sunkaddr1578 = getelementptr i8, i8* %sunkaddr1577, i64 8
  %376 = bitcast i8* %sunkaddr1578 to double*
  %.279.us68.1 = load double, double* %376, align 8
  %.6.i.us69.1 = fmul double %.270.us65.1, %.279.us68.1
  %sunkaddr1579 = mul i64 %loop.index30.us63, 8
  %377 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1580 = getelementptr i8, i8* %377, i64 %sunkaddr1579
  %sunkaddr1581 = getelementptr i8, i8* %sunkaddr1580, i64 8
  %378 = bitcast i8* %sunkaddr1581 to double*
  store double %.6.i.us69.1, double* %378, align 8
  %.270.us65.2 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1582 = mul i64 %loop.index30.us63, 8
  %379 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1583 = getelementptr i8, i8* %379, i64 %sunkaddr1582
  %sunkaddr1584 = getelementptr i8, i8* %sunkaddr1583, i64 16
  %380 = bitcast i8* %sunkaddr1584 to double*
  %.279.us68.2 = load double, double* %380, align 8
  %.6.i.us69.2 = fmul double %.270.us65.2, %.279.us68.2
  %sunkaddr1585 = mul i64 %loop.index30.us63, 8
  %381 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1586 = getelementptr i8, i8* %381, i64 %sunkaddr1585
  %sunkaddr1587 = getelementptr i8, i8* %sunkaddr1586, i64 16
  %382 = bitcast i8* %sunkaddr1587 to double*
  store double %.6.i.us69.2, double* %382, align 8
  %.270.us65.3 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1588 = mul i64 %loop.index30.us63, 8
  %383 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1589 = getelementptr i8, i8* %383, i64 %sunkaddr1588
  %sunkaddr1590 = getelementptr i8, i8* %sunkaddr1589, i64 24
  %384 = bitcast i8* %sunkaddr1590 to double*
  %.279.us68.3 = load double, double* %384, align 8
  %.6.i.us69.3 = fmul double %.270.us65.3, %.279.us68.3
  %sunkaddr1591 = mul i64 %loop.index30.us63, 8
  %385 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1592 = getelementptr i8, i8* %385, i64 %sunkaddr1591
  %sunkaddr1593 = getelementptr i8, i8* %sunkaddr1592, i64 24
  %386 = bitcast i8* %sunkaddr1593 to double*
  store double %.6.i.us69.3, double* %386, align 8
  %.270.us65.4 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1594 = mul i64 %loop.index30.us63, 8
  %387 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1595 = getelementptr i8, i8* %387, i64 %sunkaddr1594
  %sunkaddr1596 = getelementptr i8, i8* %sunkaddr1595, i64 32
  %388 = bitcast i8* %sunkaddr1596 to double*
  %.279.us68.4 = load double, double* %388, align 8
  %.6.i.us69.4 = fmul double %.270.us65.4, %.279.us68.4
  %sunkaddr1597 = mul i64 %loop.index30.us63, 8
  %389 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1598 = getelementptr i8, i8* %389, i64 %sunkaddr1597
  %sunkaddr1599 = getelementptr i8, i8* %sunkaddr1598, i64 32
  %390 = bitcast i8* %sunkaddr1599 to double*
  store double %.6.i.us69.4, double* %390, align 8
  %.270.us65.5 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1600 = mul i64 %loop.index30.us63, 8
  %391 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1601 = getelementptr i8, i8* %391, i64 %sunkaddr1600
  %sunkaddr1602 = getelementptr i8, i8* %sunkaddr1601, i64 40
  %392 = bitcast i8* %sunkaddr1602 to double*
  %.279.us68.5 = load double, double* %392, align 8
  %.6.i.us69.5 = fmul double %.270.us65.5, %.279.us68.5
  %sunkaddr1603 = mul i64 %loop.index30.us63, 8
  %393 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1604 = getelementptr i8, i8* %393, i64 %sunkaddr1603
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 40
  %394 = bitcast i8* %sunkaddr1605 to double*
  store double %.6.i.us69.5, double* %394, align 8
  %.270.us65.6 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1606 = mul i64 %loop.index30.us63, 8
  %395 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1607 = getelementptr i8, i8* %395, i64 %sunkaddr1606
  %sunkaddr1608 = getelementptr i8, i8* %sunkaddr1607, i64 48
  %396 = bitcast i8* %sunkaddr1608 to double*
  %.279.us68.6 = load double, double* %396, align 8
  %.6.i.us69.6 = fmul double %.270.us65.6, %.279.us68.6
  %sunkaddr1609 = mul i64 %loop.index30.us63, 8
  %397 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1610 = getelementptr i8, i8* %397, i64 %sunkaddr1609
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 48
  %398 = bitcast i8* %sunkaddr1611 to double*
  store double %.6.i.us69.6, double* %398, align 8
  %.270.us65.7 = load double, double* %.54.fca.4.load.i, align 8
  %sunkaddr1612 = mul i64 %loop.index30.us63, 8
  %399 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1613 = getelementptr i8, i8* %399, i64 %sunkaddr1612
  %sunkaddr1614 = getelementptr i8, i8* %sunkaddr1613, i64 56
  %400 = bitcast i8* %sunkaddr1614 to double*
  %.279.us68.7 = load double, double* %400, align 8
  %.6.i.us69.7 = fmul double %.270.us65.7, %.279.us68.7
  %sunkaddr1615 = mul i64 %loop.index30.us63, 8
  %401 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1616 = getelementptr i8, i8* %401, i64 %sunkaddr1615
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 56
  %402 = bitcast i8* %sunkaddr1617 to double*
  store double %.6.i.us69.7, double* %402, align 8
  %.308.us71.7 = add nuw nsw i64 %loop.index30.us63, 8
  %exitcond78.not.7 = icmp eq i64 %dest_shape.1, %.308.us71.7
  br i1 %exitcond78.not.7, label %for.end, label %for.body.us62, !llvm.loop !61

for.body:                                         ; preds = %for.body.preheader265, %for.body
  %loop.index30 = phi i64 [ %.308.7, %for.body ], [ %loop.index30.unr, %for.body.preheader265 ]
  %.270 = load double, double* %.54.fca.4.load.i, align 8
  %.279 = load double, double* %arg.x.4, align 8
  %.6.i = fmul double %.270, %.279
  %sunkaddr1618 = mul i64 %loop.index30, 8
  %403 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1619 = getelementptr i8, i8* %403, i64 %sunkaddr1618
  %404 = bitcast i8* %sunkaddr1619 to double*
  store double %.6.i, double* %404, align 8
  %.270.1 = load double, double* %.54.fca.4.load.i, align 8
  %.279.1 = load double, double* %arg.x.4, align 8
  %.6.i.1 = fmul double %.270.1, %.279.1
  %sunkaddr1620 = mul i64 %loop.index30, 8
  %405 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1621 = getelementptr i8, i8* %405, i64 %sunkaddr1620
  %sunkaddr1622 = getelementptr i8, i8* %sunkaddr1621, i64 8
  %406 = bitcast i8* %sunkaddr1622 to double*
  store double %.6.i.1, double* %406, align 8
  %.270.2 = load double, double* %.54.fca.4.load.i, align 8
  %.279.2 = load double, double* %arg.x.4, align 8
  %.6.i.2 = fmul double %.270.2, %.279.2
  %sunkaddr1623 = mul i64 %loop.index30, 8
  %407 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1624 = getelementptr i8, i8* %407, i64 %sunkaddr1623
  %sunkaddr1625 = getelementptr i8, i8* %sunkaddr1624, i64 16
  %408 = bitcast i8* %sunkaddr1625 to double*
  store double %.6.i.2, double* %408, align 8
  %.270.3 = load double, double* %.54.fca.4.load.i, align 8
  %.279.3 = load double, double* %arg.x.4, align 8
  %.6.i.3 = fmul double %.270.3, %.279.3
  %sunkaddr1626 = mul i64 %loop.index30, 8
  %409 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1627 = getelementptr i8, i8* %409, i64 %sunkaddr1626
  %sunkaddr1628 = getelementptr i8, i8* %sunkaddr1627, i64 24
  %410 = bitcast i8* %sunkaddr1628 to double*
  store double %.6.i.3, double* %410, align 8
  %.270.4 = load double, double* %.54.fca.4.load.i, align 8
  %.279.4 = load double, double* %arg.x.4, align 8
  %.6.i.4 = fmul double %.270.4, %.279.4
  %sunkaddr1629 = mul i64 %loop.index30, 8
  %411 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1630 = getelementptr i8, i8* %411, i64 %sunkaddr1629
  %sunkaddr1631 = getelementptr i8, i8* %sunkaddr1630, i64 32
  %412 = bitcast i8* %sunkaddr1631 to double*
  store double %.6.i.4, double* %412, align 8
  %.270.5 = load double, double* %.54.fca.4.load.i, align 8
  %.279.5 = load double, double* %arg.x.4, align 8
  %.6.i.5 = fmul double %.270.5, %.279.5
  %sunkaddr1632 = mul i64 %loop.index30, 8
  %413 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1633 = getelementptr i8, i8* %413, i64 %sunkaddr1632
  %sunkaddr1634 = getelementptr i8, i8* %sunkaddr1633, i64 40
  %414 = bitcast i8* %sunkaddr1634 to double*
  store double %.6.i.5, double* %414, align 8
  %.270.6 = load double, double* %.54.fca.4.load.i, align 8
  %.279.6 = load double, double* %arg.x.4, align 8
  %.6.i.6 = fmul double %.270.6, %.279.6
  %sunkaddr1635 = mul i64 %loop.index30, 8
  %415 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1636 = getelementptr i8, i8* %415, i64 %sunkaddr1635
  %sunkaddr1637 = getelementptr i8, i8* %sunkaddr1636, i64 48
  %416 = bitcast i8* %sunkaddr1637 to double*
  store double %.6.i.6, double* %416, align 8
  %.270.7 = load double, double* %.54.fca.4.load.i, align 8
  %.279.7 = load double, double* %arg.x.4, align 8
  %.6.i.7 = fmul double %.270.7, %.279.7
  %sunkaddr1638 = mul i64 %loop.index30, 8
  %417 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1639 = getelementptr i8, i8* %417, i64 %sunkaddr1638
  %sunkaddr1640 = getelementptr i8, i8* %sunkaddr1639, i64 56
  %418 = bitcast i8* %sunkaddr1640 to double*
  store double %.6.i.7, double* %418, align 8
  %.308.7 = add nuw nsw i64 %loop.index30, 8
  %exitcond79.not.7 = icmp eq i64 %dest_shape.1, %.308.7
  br i1 %exitcond79.not.7, label %for.end, label %for.body, !llvm.loop !62

for.end:                                          ; preds = %for.body, %for.body.us62, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us62.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block126, %middle.block162, %middle.block199, %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !5

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1) #6
  %419 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %420 = icmp ult i64 %419, 7
  br i1 %420, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %421 = add nsw i64 %unroll_iter.i, -8
  %422 = lshr exact i64 %421, 3
  %423 = add nuw nsw i64 %422, 1
  %xtraiter = and i64 %423, 7
  %424 = icmp ult i64 %421, 56
  br i1 %424, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %423, 4611686018427387896
  %scevgep292 = getelementptr double, double* %.6.i2431, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %425 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep268 = getelementptr double, double* %.6.i2431, i64 %425
  %426 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %427 = bitcast double* %scevgep268 to i8*
  %uglygep289 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep289290 = bitcast i8* %uglygep289 to double*
  %scevgep291 = getelementptr double, double* %uglygep289290, i64 -7
  %.236.i.epil = load double, double* %scevgep291, align 8, !noalias !63
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep286 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep286287 = bitcast i8* %uglygep286 to double*
  %scevgep288 = getelementptr double, double* %uglygep286287, i64 -6
  %.236.1.i.epil = load double, double* %scevgep288, align 8, !noalias !63
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep283 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep283284 = bitcast i8* %uglygep283 to double*
  %scevgep285 = getelementptr double, double* %uglygep283284, i64 -5
  %.236.2.i.epil = load double, double* %scevgep285, align 8, !noalias !63
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep280 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep280281 = bitcast i8* %uglygep280 to double*
  %scevgep282 = getelementptr double, double* %uglygep280281, i64 -4
  %.236.3.i.epil = load double, double* %scevgep282, align 8, !noalias !63
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep277 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep277278 = bitcast i8* %uglygep277 to double*
  %scevgep279 = getelementptr double, double* %uglygep277278, i64 -3
  %.236.4.i.epil = load double, double* %scevgep279, align 8, !noalias !63
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep274 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep274275 = bitcast i8* %uglygep274 to double*
  %scevgep276 = getelementptr double, double* %uglygep274275, i64 -2
  %.236.5.i.epil = load double, double* %scevgep276, align 8, !noalias !63
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep271 = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep271272 = bitcast i8* %uglygep271 to double*
  %scevgep273 = getelementptr double, double* %uglygep271272, i64 -1
  %.236.6.i.epil = load double, double* %scevgep273, align 8, !noalias !63
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %427, i64 %lsr.iv
  %uglygep270 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep270, align 8, !noalias !63
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %426, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !66, !llvm.loop !67

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2431, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep267 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep267, align 8, !noalias !63
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !66, !llvm.loop !68

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv420 = phi i64 [ %lsr.iv.next421, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep418 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -63
  %.236.i = load double, double* %scevgep419, align 8, !noalias !63
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep416 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -62
  %.236.1.i = load double, double* %scevgep417, align 8, !noalias !63
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep414 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -61
  %.236.2.i = load double, double* %scevgep415, align 8, !noalias !63
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep412 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -60
  %.236.3.i = load double, double* %scevgep413, align 8, !noalias !63
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep410 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -59
  %.236.4.i = load double, double* %scevgep411, align 8, !noalias !63
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep408 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -58
  %.236.5.i = load double, double* %scevgep409, align 8, !noalias !63
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep406 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -57
  %.236.6.i = load double, double* %scevgep407, align 8, !noalias !63
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep404 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -56
  %.236.7.i = load double, double* %scevgep405, align 8, !noalias !63
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep373 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -55
  %.236.i.1 = load double, double* %scevgep374, align 8, !noalias !63
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep375 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -54
  %.236.1.i.1 = load double, double* %scevgep376, align 8, !noalias !63
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep377 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -53
  %.236.2.i.1 = load double, double* %scevgep378, align 8, !noalias !63
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep379 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -52
  %.236.3.i.1 = load double, double* %scevgep380, align 8, !noalias !63
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep381 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -51
  %.236.4.i.1 = load double, double* %scevgep382, align 8, !noalias !63
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep383 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -50
  %.236.5.i.1 = load double, double* %scevgep384, align 8, !noalias !63
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep385 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -49
  %.236.6.i.1 = load double, double* %scevgep386, align 8, !noalias !63
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep387 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -48
  %.236.7.i.1 = load double, double* %scevgep388, align 8, !noalias !63
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep357 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -47
  %.236.i.2 = load double, double* %scevgep358, align 8, !noalias !63
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep359 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -46
  %.236.1.i.2 = load double, double* %scevgep360, align 8, !noalias !63
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep361 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -45
  %.236.2.i.2 = load double, double* %scevgep362, align 8, !noalias !63
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep363 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -44
  %.236.3.i.2 = load double, double* %scevgep364, align 8, !noalias !63
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep365 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -43
  %.236.4.i.2 = load double, double* %scevgep366, align 8, !noalias !63
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep367 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -42
  %.236.5.i.2 = load double, double* %scevgep368, align 8, !noalias !63
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep369 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -41
  %.236.6.i.2 = load double, double* %scevgep370, align 8, !noalias !63
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep371 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -40
  %.236.7.i.2 = load double, double* %scevgep372, align 8, !noalias !63
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep341 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -39
  %.236.i.3 = load double, double* %scevgep342, align 8, !noalias !63
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep343 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -38
  %.236.1.i.3 = load double, double* %scevgep344, align 8, !noalias !63
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep345 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -37
  %.236.2.i.3 = load double, double* %scevgep346, align 8, !noalias !63
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep347 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -36
  %.236.3.i.3 = load double, double* %scevgep348, align 8, !noalias !63
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep349 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -35
  %.236.4.i.3 = load double, double* %scevgep350, align 8, !noalias !63
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep351 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -34
  %.236.5.i.3 = load double, double* %scevgep352, align 8, !noalias !63
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep353 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -33
  %.236.6.i.3 = load double, double* %scevgep354, align 8, !noalias !63
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep355 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -32
  %.236.7.i.3 = load double, double* %scevgep356, align 8, !noalias !63
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep325 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -31
  %.236.i.4 = load double, double* %scevgep326, align 8, !noalias !63
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep327 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -30
  %.236.1.i.4 = load double, double* %scevgep328, align 8, !noalias !63
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep329 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -29
  %.236.2.i.4 = load double, double* %scevgep330, align 8, !noalias !63
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep331 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -28
  %.236.3.i.4 = load double, double* %scevgep332, align 8, !noalias !63
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep333 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -27
  %.236.4.i.4 = load double, double* %scevgep334, align 8, !noalias !63
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep335 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -26
  %.236.5.i.4 = load double, double* %scevgep336, align 8, !noalias !63
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep337 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -25
  %.236.6.i.4 = load double, double* %scevgep338, align 8, !noalias !63
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep339 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -24
  %.236.7.i.4 = load double, double* %scevgep340, align 8, !noalias !63
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep309 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -23
  %.236.i.5 = load double, double* %scevgep310, align 8, !noalias !63
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep311 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -22
  %.236.1.i.5 = load double, double* %scevgep312, align 8, !noalias !63
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep313 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -21
  %.236.2.i.5 = load double, double* %scevgep314, align 8, !noalias !63
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep315 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -20
  %.236.3.i.5 = load double, double* %scevgep316, align 8, !noalias !63
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep317 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -19
  %.236.4.i.5 = load double, double* %scevgep318, align 8, !noalias !63
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep319 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -18
  %.236.5.i.5 = load double, double* %scevgep320, align 8, !noalias !63
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep321 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -17
  %.236.6.i.5 = load double, double* %scevgep322, align 8, !noalias !63
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep323 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -16
  %.236.7.i.5 = load double, double* %scevgep324, align 8, !noalias !63
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep293 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -15
  %.236.i.6 = load double, double* %scevgep294, align 8, !noalias !63
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep295 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -14
  %.236.1.i.6 = load double, double* %scevgep296, align 8, !noalias !63
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep297 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -13
  %.236.2.i.6 = load double, double* %scevgep298, align 8, !noalias !63
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep299 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -12
  %.236.3.i.6 = load double, double* %scevgep300, align 8, !noalias !63
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep301 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -11
  %.236.4.i.6 = load double, double* %scevgep302, align 8, !noalias !63
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep303 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -10
  %.236.5.i.6 = load double, double* %scevgep304, align 8, !noalias !63
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep305 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -9
  %.236.6.i.6 = load double, double* %scevgep306, align 8, !noalias !63
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep307 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -8
  %.236.7.i.6 = load double, double* %scevgep308, align 8, !noalias !63
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep389 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -7
  %.236.i.7 = load double, double* %scevgep390, align 8, !noalias !63
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep391 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -6
  %.236.1.i.7 = load double, double* %scevgep392, align 8, !noalias !63
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep393 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -5
  %.236.2.i.7 = load double, double* %scevgep394, align 8, !noalias !63
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep395 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -4
  %.236.3.i.7 = load double, double* %scevgep396, align 8, !noalias !63
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep397 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -3
  %.236.4.i.7 = load double, double* %scevgep398, align 8, !noalias !63
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep399 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -2
  %.236.5.i.7 = load double, double* %scevgep400, align 8, !noalias !63
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep401 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -1
  %.236.6.i.7 = load double, double* %scevgep402, align 8, !noalias !63
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep403 = getelementptr double, double* %scevgep292, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep403, align 8, !noalias !63
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next421 = add i64 %lsr.iv420, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next421, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !5

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.dot_mv, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([159 x i8], [159 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to double**
  %.62.fca.4.load = load double*, double** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.6.0.load = load i64, i64* %31, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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
  %32 = icmp sgt i32 %.79, 0
  br i1 %32, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels6dot_mvB3v63B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f6997af3990>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
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
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !5

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !5

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !69
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !5

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !5

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !5

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !82
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !5

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091492840448, %B54 ], [ @.const.picklebuf.140091492835968, %B0.endif.endif.i.i ], [ @.const.picklebuf.140091495663808, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to double**
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !92
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 3
  %.27.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #6, !noalias !93
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
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091495663808.5, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140091493465600, %B0.endif.endif.i2 ], [ @.const.picklebuf.140091493432768, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %3, align 8, !noalias !96
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 8, double* %.6.i1.i, i64 %arg.a.5.0, i64 8)
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !97

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !97

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091487752256, %entry ], [ @.const.picklebuf.140091487753984.9, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.right.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.right.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !5

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
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !98

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
declare void @Py_FatalError(i8*) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{i1 true}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = !{!19}
!19 = distinct !{!19, !15}
!20 = !{!17, !14}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = !{!32}
!32 = distinct !{!32, !28}
!33 = !{!27, !30}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !24}
!37 = distinct !{!37, !22}
!38 = distinct !{!38, !22}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!40, !43}
!47 = distinct !{!47, !22}
!48 = distinct !{!48, !24}
!49 = distinct !{!49, !24}
!50 = !{!51}
!51 = distinct !{!51, !52}
!52 = distinct !{!52, !"LVerDomain"}
!53 = !{!54}
!54 = distinct !{!54, !52}
!55 = !{!56}
!56 = distinct !{!56, !52}
!57 = !{!51, !54}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !24}
!60 = distinct !{!60, !24}
!61 = distinct !{!61, !22}
!62 = distinct !{!62, !22}
!63 = !{!64}
!64 = distinct !{!64, !65, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!66 = !{!"branch_weights", i32 1, i32 7}
!67 = distinct !{!67, !24}
!68 = distinct !{!68, !24}
!69 = !{!70, !72, !73, !75, !76, !78, !79, !81}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!79 = distinct !{!79, !80, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!81 = distinct !{!81, !80, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!82 = !{!83, !85, !86, !88, !89, !91}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!85 = distinct !{!85, !84, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!86 = distinct !{!86, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!87 = distinct !{!87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!88 = distinct !{!88, !87, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!92 = !{!76, !78, !79, !81}
!93 = !{!94, !79, !81}
!94 = distinct !{!94, !95, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!95 = distinct !{!95, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!96 = !{!89, !91}
!97 = !{!"branch_weights", i32 2126008812, i32 21474836}
!98 = !{!"branch_weights", i32 99, i32 1}
