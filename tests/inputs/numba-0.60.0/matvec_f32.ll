; ModuleID = 'matvec_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140091493162944 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091493162944.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091493162944 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091493162944, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493162944.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matvec_f32 = internal constant [11 x i8] c"matvec_f32\00"
@_ZN08NumbaEnv7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f6997955f90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f6997955f90>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v48B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091493161536 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091493161536.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091493161536 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091493161536, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493161536.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091491928640 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091491928640.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091491928640 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091491928640, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091491928640.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140091493166016 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140091493166016.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140091493166016 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140091493166016, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493166016.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091493166080 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091493166080.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091493166080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091493166080, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493166080.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091495663808.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_mv_check_argsB3v54B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140091493158976 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mw\02\87\94\87\94."
@.const.pickledata.140091493158976.sha1 = internal constant [20 x i8] c"}A\F2\84\1B\B2\04\9E\9B\034\F6S\0F\8C\D9\F7Qr\FB"
@.const.picklebuf.140091493158976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140091493158976, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493158976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091493432768 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * vector)\94\85\94\8C\13dot_3_mv_check_args\94\8C\12numba/np/linalg.py\94Mz\02\87\94\87\94."
@.const.pickledata.140091493432768.sha1 = internal constant [20 x i8] c"PT\FF\C4c\A3\97\15\CAa\19l\E8\D3\F9\E16\A3\08H"
@.const.picklebuf.140091493432768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140091493432768, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091493432768.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140091495439040 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140091495439040.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140091495439040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140091495439040, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495439040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f69979465d0B3v55B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140091495663808.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v56B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v45B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.34.i = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !0
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v48B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !0
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.fca.0.gep13.i472 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.54.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !0
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i472, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.144 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 4)
  %.146 = extractvalue { i64, i1 } %.144, 1
  br i1 %.146, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.52 = icmp sgt i32 %.44.i, 0
  %.53 = select i1 %.52, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091493162944, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE.exit.thread
  %.145 = extractvalue { i64, i1 } %.144, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.145, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495663808.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to float**
  %.6.i9 = load float*, float** %6, align 8
  %.2136 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.2136, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.215.not = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.215.not, label %for.end.thread, label %iter.check

iter.check:                                       ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load.i, 8
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i9, i64 %.54.fca.5.0.load.i
  %scevgep34 = getelementptr float, float* %.54.fca.4.load.i, i64 %.54.fca.5.0.load.i
  %bound0 = icmp ult float* %.6.i9, %scevgep34
  %bound1 = icmp ult float* %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check36 = icmp ult i64 %.54.fca.5.0.load.i, 64
  br i1 %min.iters.check36, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.54.fca.5.0.load.i, -64
  %7 = add i64 %n.vec, -64
  %8 = lshr exact i64 %7, 6
  %9 = add nuw nsw i64 %8, 1
  %xtraiter49 = and i64 %9, 7
  %10 = icmp ult i64 %7, 448
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter52 = and i64 %9, 576460752303423480
  %scevgep278 = getelementptr float, float* %.54.fca.4.load.i, i64 496
  %scevgep374 = getelementptr float, float* %.6.i9, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv470 = phi i64 [ %lsr.iv.next471, %vector.body ], [ %unroll_iter52, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep362 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep362363 = bitcast float* %scevgep362 to <16 x float>*
  %scevgep364 = getelementptr <16 x float>, <16 x float>* %scevgep362363, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep364, align 4, !alias.scope !13
  %scevgep371 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep371372 = bitcast float* %scevgep371 to <16 x float>*
  %scevgep373 = getelementptr <16 x float>, <16 x float>* %scevgep371372, i64 -30
  %wide.load37 = load <16 x float>, <16 x float>* %scevgep373, align 4, !alias.scope !13
  %scevgep368 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep368369 = bitcast float* %scevgep368 to <16 x float>*
  %scevgep370 = getelementptr <16 x float>, <16 x float>* %scevgep368369, i64 -29
  %wide.load38 = load <16 x float>, <16 x float>* %scevgep370, align 4, !alias.scope !13
  %scevgep365 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep365366 = bitcast float* %scevgep365 to <16 x float>*
  %scevgep367 = getelementptr <16 x float>, <16 x float>* %scevgep365366, i64 -28
  %wide.load39 = load <16 x float>, <16 x float>* %scevgep367, align 4, !alias.scope !13
  %11 = fmul <16 x float> %wide.load, %wide.load
  %12 = fmul <16 x float> %wide.load37, %wide.load37
  %13 = fmul <16 x float> %wide.load38, %wide.load38
  %14 = fmul <16 x float> %wide.load39, %wide.load39
  %scevgep458 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep458459 = bitcast float* %scevgep458 to <16 x float>*
  %scevgep460 = getelementptr <16 x float>, <16 x float>* %scevgep458459, i64 -31
  store <16 x float> %11, <16 x float>* %scevgep460, align 4, !alias.scope !16, !noalias !13
  %scevgep467 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep467468 = bitcast float* %scevgep467 to <16 x float>*
  %scevgep469 = getelementptr <16 x float>, <16 x float>* %scevgep467468, i64 -30
  store <16 x float> %12, <16 x float>* %scevgep469, align 4, !alias.scope !16, !noalias !13
  %scevgep464 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep464465 = bitcast float* %scevgep464 to <16 x float>*
  %scevgep466 = getelementptr <16 x float>, <16 x float>* %scevgep464465, i64 -29
  store <16 x float> %13, <16 x float>* %scevgep466, align 4, !alias.scope !16, !noalias !13
  %scevgep461 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep461462 = bitcast float* %scevgep461 to <16 x float>*
  %scevgep463 = getelementptr <16 x float>, <16 x float>* %scevgep461462, i64 -28
  store <16 x float> %14, <16 x float>* %scevgep463, align 4, !alias.scope !16, !noalias !13
  %scevgep348 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep348349 = bitcast float* %scevgep348 to <16 x float>*
  %scevgep350 = getelementptr <16 x float>, <16 x float>* %scevgep348349, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep350, align 4, !alias.scope !13
  %scevgep345 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep345346 = bitcast float* %scevgep345 to <16 x float>*
  %scevgep347 = getelementptr <16 x float>, <16 x float>* %scevgep345346, i64 -26
  %wide.load37.1 = load <16 x float>, <16 x float>* %scevgep347, align 4, !alias.scope !13
  %scevgep342 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep342343 = bitcast float* %scevgep342 to <16 x float>*
  %scevgep344 = getelementptr <16 x float>, <16 x float>* %scevgep342343, i64 -25
  %wide.load38.1 = load <16 x float>, <16 x float>* %scevgep344, align 4, !alias.scope !13
  %scevgep339 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep339340 = bitcast float* %scevgep339 to <16 x float>*
  %scevgep341 = getelementptr <16 x float>, <16 x float>* %scevgep339340, i64 -24
  %wide.load39.1 = load <16 x float>, <16 x float>* %scevgep341, align 4, !alias.scope !13
  %15 = fmul <16 x float> %wide.load.1, %wide.load.1
  %16 = fmul <16 x float> %wide.load37.1, %wide.load37.1
  %17 = fmul <16 x float> %wide.load38.1, %wide.load38.1
  %18 = fmul <16 x float> %wide.load39.1, %wide.load39.1
  %scevgep444 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep444445 = bitcast float* %scevgep444 to <16 x float>*
  %scevgep446 = getelementptr <16 x float>, <16 x float>* %scevgep444445, i64 -27
  store <16 x float> %15, <16 x float>* %scevgep446, align 4, !alias.scope !16, !noalias !13
  %scevgep441 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep441442 = bitcast float* %scevgep441 to <16 x float>*
  %scevgep443 = getelementptr <16 x float>, <16 x float>* %scevgep441442, i64 -26
  store <16 x float> %16, <16 x float>* %scevgep443, align 4, !alias.scope !16, !noalias !13
  %scevgep438 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep438439 = bitcast float* %scevgep438 to <16 x float>*
  %scevgep440 = getelementptr <16 x float>, <16 x float>* %scevgep438439, i64 -25
  store <16 x float> %17, <16 x float>* %scevgep440, align 4, !alias.scope !16, !noalias !13
  %scevgep435 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep435436 = bitcast float* %scevgep435 to <16 x float>*
  %scevgep437 = getelementptr <16 x float>, <16 x float>* %scevgep435436, i64 -24
  store <16 x float> %18, <16 x float>* %scevgep437, align 4, !alias.scope !16, !noalias !13
  %scevgep336 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep336337 = bitcast float* %scevgep336 to <16 x float>*
  %scevgep338 = getelementptr <16 x float>, <16 x float>* %scevgep336337, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep338, align 4, !alias.scope !13
  %scevgep333 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep333334 = bitcast float* %scevgep333 to <16 x float>*
  %scevgep335 = getelementptr <16 x float>, <16 x float>* %scevgep333334, i64 -22
  %wide.load37.2 = load <16 x float>, <16 x float>* %scevgep335, align 4, !alias.scope !13
  %scevgep330 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep330331 = bitcast float* %scevgep330 to <16 x float>*
  %scevgep332 = getelementptr <16 x float>, <16 x float>* %scevgep330331, i64 -21
  %wide.load38.2 = load <16 x float>, <16 x float>* %scevgep332, align 4, !alias.scope !13
  %scevgep327 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep327328 = bitcast float* %scevgep327 to <16 x float>*
  %scevgep329 = getelementptr <16 x float>, <16 x float>* %scevgep327328, i64 -20
  %wide.load39.2 = load <16 x float>, <16 x float>* %scevgep329, align 4, !alias.scope !13
  %19 = fmul <16 x float> %wide.load.2, %wide.load.2
  %20 = fmul <16 x float> %wide.load37.2, %wide.load37.2
  %21 = fmul <16 x float> %wide.load38.2, %wide.load38.2
  %22 = fmul <16 x float> %wide.load39.2, %wide.load39.2
  %scevgep432 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep432433 = bitcast float* %scevgep432 to <16 x float>*
  %scevgep434 = getelementptr <16 x float>, <16 x float>* %scevgep432433, i64 -23
  store <16 x float> %19, <16 x float>* %scevgep434, align 4, !alias.scope !16, !noalias !13
  %scevgep429 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep429430 = bitcast float* %scevgep429 to <16 x float>*
  %scevgep431 = getelementptr <16 x float>, <16 x float>* %scevgep429430, i64 -22
  store <16 x float> %20, <16 x float>* %scevgep431, align 4, !alias.scope !16, !noalias !13
  %scevgep426 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep426427 = bitcast float* %scevgep426 to <16 x float>*
  %scevgep428 = getelementptr <16 x float>, <16 x float>* %scevgep426427, i64 -21
  store <16 x float> %21, <16 x float>* %scevgep428, align 4, !alias.scope !16, !noalias !13
  %scevgep423 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep423424 = bitcast float* %scevgep423 to <16 x float>*
  %scevgep425 = getelementptr <16 x float>, <16 x float>* %scevgep423424, i64 -20
  store <16 x float> %22, <16 x float>* %scevgep425, align 4, !alias.scope !16, !noalias !13
  %scevgep324 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep324325 = bitcast float* %scevgep324 to <16 x float>*
  %scevgep326 = getelementptr <16 x float>, <16 x float>* %scevgep324325, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep326, align 4, !alias.scope !13
  %scevgep321 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep321322 = bitcast float* %scevgep321 to <16 x float>*
  %scevgep323 = getelementptr <16 x float>, <16 x float>* %scevgep321322, i64 -18
  %wide.load37.3 = load <16 x float>, <16 x float>* %scevgep323, align 4, !alias.scope !13
  %scevgep318 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep318319 = bitcast float* %scevgep318 to <16 x float>*
  %scevgep320 = getelementptr <16 x float>, <16 x float>* %scevgep318319, i64 -17
  %wide.load38.3 = load <16 x float>, <16 x float>* %scevgep320, align 4, !alias.scope !13
  %scevgep315 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep315316 = bitcast float* %scevgep315 to <16 x float>*
  %scevgep317 = getelementptr <16 x float>, <16 x float>* %scevgep315316, i64 -16
  %wide.load39.3 = load <16 x float>, <16 x float>* %scevgep317, align 4, !alias.scope !13
  %23 = fmul <16 x float> %wide.load.3, %wide.load.3
  %24 = fmul <16 x float> %wide.load37.3, %wide.load37.3
  %25 = fmul <16 x float> %wide.load38.3, %wide.load38.3
  %26 = fmul <16 x float> %wide.load39.3, %wide.load39.3
  %scevgep420 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep420421 = bitcast float* %scevgep420 to <16 x float>*
  %scevgep422 = getelementptr <16 x float>, <16 x float>* %scevgep420421, i64 -19
  store <16 x float> %23, <16 x float>* %scevgep422, align 4, !alias.scope !16, !noalias !13
  %scevgep417 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep417418 = bitcast float* %scevgep417 to <16 x float>*
  %scevgep419 = getelementptr <16 x float>, <16 x float>* %scevgep417418, i64 -18
  store <16 x float> %24, <16 x float>* %scevgep419, align 4, !alias.scope !16, !noalias !13
  %scevgep414 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep414415 = bitcast float* %scevgep414 to <16 x float>*
  %scevgep416 = getelementptr <16 x float>, <16 x float>* %scevgep414415, i64 -17
  store <16 x float> %25, <16 x float>* %scevgep416, align 4, !alias.scope !16, !noalias !13
  %scevgep411 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep411412 = bitcast float* %scevgep411 to <16 x float>*
  %scevgep413 = getelementptr <16 x float>, <16 x float>* %scevgep411412, i64 -16
  store <16 x float> %26, <16 x float>* %scevgep413, align 4, !alias.scope !16, !noalias !13
  %scevgep312 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep312313 = bitcast float* %scevgep312 to <16 x float>*
  %scevgep314 = getelementptr <16 x float>, <16 x float>* %scevgep312313, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep314, align 4, !alias.scope !13
  %scevgep309 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep309310 = bitcast float* %scevgep309 to <16 x float>*
  %scevgep311 = getelementptr <16 x float>, <16 x float>* %scevgep309310, i64 -14
  %wide.load37.4 = load <16 x float>, <16 x float>* %scevgep311, align 4, !alias.scope !13
  %scevgep306 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep306307 = bitcast float* %scevgep306 to <16 x float>*
  %scevgep308 = getelementptr <16 x float>, <16 x float>* %scevgep306307, i64 -13
  %wide.load38.4 = load <16 x float>, <16 x float>* %scevgep308, align 4, !alias.scope !13
  %scevgep303 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep303304 = bitcast float* %scevgep303 to <16 x float>*
  %scevgep305 = getelementptr <16 x float>, <16 x float>* %scevgep303304, i64 -12
  %wide.load39.4 = load <16 x float>, <16 x float>* %scevgep305, align 4, !alias.scope !13
  %27 = fmul <16 x float> %wide.load.4, %wide.load.4
  %28 = fmul <16 x float> %wide.load37.4, %wide.load37.4
  %29 = fmul <16 x float> %wide.load38.4, %wide.load38.4
  %30 = fmul <16 x float> %wide.load39.4, %wide.load39.4
  %scevgep408 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep408409 = bitcast float* %scevgep408 to <16 x float>*
  %scevgep410 = getelementptr <16 x float>, <16 x float>* %scevgep408409, i64 -15
  store <16 x float> %27, <16 x float>* %scevgep410, align 4, !alias.scope !16, !noalias !13
  %scevgep405 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep405406 = bitcast float* %scevgep405 to <16 x float>*
  %scevgep407 = getelementptr <16 x float>, <16 x float>* %scevgep405406, i64 -14
  store <16 x float> %28, <16 x float>* %scevgep407, align 4, !alias.scope !16, !noalias !13
  %scevgep402 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep402403 = bitcast float* %scevgep402 to <16 x float>*
  %scevgep404 = getelementptr <16 x float>, <16 x float>* %scevgep402403, i64 -13
  store <16 x float> %29, <16 x float>* %scevgep404, align 4, !alias.scope !16, !noalias !13
  %scevgep399 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep399400 = bitcast float* %scevgep399 to <16 x float>*
  %scevgep401 = getelementptr <16 x float>, <16 x float>* %scevgep399400, i64 -12
  store <16 x float> %30, <16 x float>* %scevgep401, align 4, !alias.scope !16, !noalias !13
  %scevgep300 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep300301 = bitcast float* %scevgep300 to <16 x float>*
  %scevgep302 = getelementptr <16 x float>, <16 x float>* %scevgep300301, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep302, align 4, !alias.scope !13
  %scevgep297 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep297298 = bitcast float* %scevgep297 to <16 x float>*
  %scevgep299 = getelementptr <16 x float>, <16 x float>* %scevgep297298, i64 -10
  %wide.load37.5 = load <16 x float>, <16 x float>* %scevgep299, align 4, !alias.scope !13
  %scevgep294 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep294295 = bitcast float* %scevgep294 to <16 x float>*
  %scevgep296 = getelementptr <16 x float>, <16 x float>* %scevgep294295, i64 -9
  %wide.load38.5 = load <16 x float>, <16 x float>* %scevgep296, align 4, !alias.scope !13
  %scevgep291 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep291292 = bitcast float* %scevgep291 to <16 x float>*
  %scevgep293 = getelementptr <16 x float>, <16 x float>* %scevgep291292, i64 -8
  %wide.load39.5 = load <16 x float>, <16 x float>* %scevgep293, align 4, !alias.scope !13
  %31 = fmul <16 x float> %wide.load.5, %wide.load.5
  %32 = fmul <16 x float> %wide.load37.5, %wide.load37.5
  %33 = fmul <16 x float> %wide.load38.5, %wide.load38.5
  %34 = fmul <16 x float> %wide.load39.5, %wide.load39.5
  %scevgep396 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep396397 = bitcast float* %scevgep396 to <16 x float>*
  %scevgep398 = getelementptr <16 x float>, <16 x float>* %scevgep396397, i64 -11
  store <16 x float> %31, <16 x float>* %scevgep398, align 4, !alias.scope !16, !noalias !13
  %scevgep393 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep393394 = bitcast float* %scevgep393 to <16 x float>*
  %scevgep395 = getelementptr <16 x float>, <16 x float>* %scevgep393394, i64 -10
  store <16 x float> %32, <16 x float>* %scevgep395, align 4, !alias.scope !16, !noalias !13
  %scevgep390 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep390391 = bitcast float* %scevgep390 to <16 x float>*
  %scevgep392 = getelementptr <16 x float>, <16 x float>* %scevgep390391, i64 -9
  store <16 x float> %33, <16 x float>* %scevgep392, align 4, !alias.scope !16, !noalias !13
  %scevgep387 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep387388 = bitcast float* %scevgep387 to <16 x float>*
  %scevgep389 = getelementptr <16 x float>, <16 x float>* %scevgep387388, i64 -8
  store <16 x float> %34, <16 x float>* %scevgep389, align 4, !alias.scope !16, !noalias !13
  %scevgep288 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep288289 = bitcast float* %scevgep288 to <16 x float>*
  %scevgep290 = getelementptr <16 x float>, <16 x float>* %scevgep288289, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep290, align 4, !alias.scope !13
  %scevgep285 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep285286 = bitcast float* %scevgep285 to <16 x float>*
  %scevgep287 = getelementptr <16 x float>, <16 x float>* %scevgep285286, i64 -6
  %wide.load37.6 = load <16 x float>, <16 x float>* %scevgep287, align 4, !alias.scope !13
  %scevgep282 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep282283 = bitcast float* %scevgep282 to <16 x float>*
  %scevgep284 = getelementptr <16 x float>, <16 x float>* %scevgep282283, i64 -5
  %wide.load38.6 = load <16 x float>, <16 x float>* %scevgep284, align 4, !alias.scope !13
  %scevgep279 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep279280 = bitcast float* %scevgep279 to <16 x float>*
  %scevgep281 = getelementptr <16 x float>, <16 x float>* %scevgep279280, i64 -4
  %wide.load39.6 = load <16 x float>, <16 x float>* %scevgep281, align 4, !alias.scope !13
  %35 = fmul <16 x float> %wide.load.6, %wide.load.6
  %36 = fmul <16 x float> %wide.load37.6, %wide.load37.6
  %37 = fmul <16 x float> %wide.load38.6, %wide.load38.6
  %38 = fmul <16 x float> %wide.load39.6, %wide.load39.6
  %scevgep384 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep384385 = bitcast float* %scevgep384 to <16 x float>*
  %scevgep386 = getelementptr <16 x float>, <16 x float>* %scevgep384385, i64 -7
  store <16 x float> %35, <16 x float>* %scevgep386, align 4, !alias.scope !16, !noalias !13
  %scevgep381 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep381382 = bitcast float* %scevgep381 to <16 x float>*
  %scevgep383 = getelementptr <16 x float>, <16 x float>* %scevgep381382, i64 -6
  store <16 x float> %36, <16 x float>* %scevgep383, align 4, !alias.scope !16, !noalias !13
  %scevgep378 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep378379 = bitcast float* %scevgep378 to <16 x float>*
  %scevgep380 = getelementptr <16 x float>, <16 x float>* %scevgep378379, i64 -5
  store <16 x float> %37, <16 x float>* %scevgep380, align 4, !alias.scope !16, !noalias !13
  %scevgep375 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep375376 = bitcast float* %scevgep375 to <16 x float>*
  %scevgep377 = getelementptr <16 x float>, <16 x float>* %scevgep375376, i64 -4
  store <16 x float> %38, <16 x float>* %scevgep377, align 4, !alias.scope !16, !noalias !13
  %scevgep359 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep359360 = bitcast float* %scevgep359 to <16 x float>*
  %scevgep361 = getelementptr <16 x float>, <16 x float>* %scevgep359360, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep361, align 4, !alias.scope !13
  %scevgep356 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep356357 = bitcast float* %scevgep356 to <16 x float>*
  %scevgep358 = getelementptr <16 x float>, <16 x float>* %scevgep356357, i64 -2
  %wide.load37.7 = load <16 x float>, <16 x float>* %scevgep358, align 4, !alias.scope !13
  %scevgep353 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep353354 = bitcast float* %scevgep353 to <16 x float>*
  %scevgep355 = getelementptr <16 x float>, <16 x float>* %scevgep353354, i64 -1
  %wide.load38.7 = load <16 x float>, <16 x float>* %scevgep355, align 4, !alias.scope !13
  %scevgep351 = getelementptr float, float* %scevgep278, i64 %index
  %scevgep351352 = bitcast float* %scevgep351 to <16 x float>*
  %wide.load39.7 = load <16 x float>, <16 x float>* %scevgep351352, align 4, !alias.scope !13
  %39 = fmul <16 x float> %wide.load.7, %wide.load.7
  %40 = fmul <16 x float> %wide.load37.7, %wide.load37.7
  %41 = fmul <16 x float> %wide.load38.7, %wide.load38.7
  %42 = fmul <16 x float> %wide.load39.7, %wide.load39.7
  %scevgep455 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep455456 = bitcast float* %scevgep455 to <16 x float>*
  %scevgep457 = getelementptr <16 x float>, <16 x float>* %scevgep455456, i64 -3
  store <16 x float> %39, <16 x float>* %scevgep457, align 4, !alias.scope !16, !noalias !13
  %scevgep452 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep452453 = bitcast float* %scevgep452 to <16 x float>*
  %scevgep454 = getelementptr <16 x float>, <16 x float>* %scevgep452453, i64 -2
  store <16 x float> %40, <16 x float>* %scevgep454, align 4, !alias.scope !16, !noalias !13
  %scevgep449 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep449450 = bitcast float* %scevgep449 to <16 x float>*
  %scevgep451 = getelementptr <16 x float>, <16 x float>* %scevgep449450, i64 -1
  store <16 x float> %41, <16 x float>* %scevgep451, align 4, !alias.scope !16, !noalias !13
  %scevgep447 = getelementptr float, float* %scevgep374, i64 %index
  %scevgep447448 = bitcast float* %scevgep447 to <16 x float>*
  store <16 x float> %42, <16 x float>* %scevgep447448, align 4, !alias.scope !16, !noalias !13
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next471 = add i64 %lsr.iv470, -8
  %niter53.ncmp.7 = icmp eq i64 %lsr.iv.next471, 0
  br i1 %niter53.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod51.not = icmp eq i64 %xtraiter49, 0
  br i1 %lcmp.mod51.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %43 = add nuw nsw i64 %index.unr, 48
  %scevgep250 = getelementptr float, float* %.6.i9, i64 %43
  %scevgep265 = getelementptr float, float* %.54.fca.4.load.i, i64 %43
  %44 = shl nuw nsw i64 %xtraiter49, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv251 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next252, %vector.body.epil ]
  %45 = bitcast float* %scevgep265 to i8*
  %46 = bitcast float* %scevgep250 to i8*
  %uglygep275 = getelementptr i8, i8* %45, i64 %lsr.iv251
  %uglygep275276 = bitcast i8* %uglygep275 to <16 x float>*
  %scevgep277 = getelementptr <16 x float>, <16 x float>* %uglygep275276, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep277, align 4, !alias.scope !13
  %uglygep272 = getelementptr i8, i8* %45, i64 %lsr.iv251
  %uglygep272273 = bitcast i8* %uglygep272 to <16 x float>*
  %scevgep274 = getelementptr <16 x float>, <16 x float>* %uglygep272273, i64 -2
  %wide.load37.epil = load <16 x float>, <16 x float>* %scevgep274, align 4, !alias.scope !13
  %uglygep269 = getelementptr i8, i8* %45, i64 %lsr.iv251
  %uglygep269270 = bitcast i8* %uglygep269 to <16 x float>*
  %scevgep271 = getelementptr <16 x float>, <16 x float>* %uglygep269270, i64 -1
  %wide.load38.epil = load <16 x float>, <16 x float>* %scevgep271, align 4, !alias.scope !13
  %uglygep267 = getelementptr i8, i8* %45, i64 %lsr.iv251
  %uglygep267268 = bitcast i8* %uglygep267 to <16 x float>*
  %wide.load39.epil = load <16 x float>, <16 x float>* %uglygep267268, align 4, !alias.scope !13
  %47 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %48 = fmul <16 x float> %wide.load37.epil, %wide.load37.epil
  %49 = fmul <16 x float> %wide.load38.epil, %wide.load38.epil
  %50 = fmul <16 x float> %wide.load39.epil, %wide.load39.epil
  %uglygep262 = getelementptr i8, i8* %46, i64 %lsr.iv251
  %uglygep262263 = bitcast i8* %uglygep262 to <16 x float>*
  %scevgep264 = getelementptr <16 x float>, <16 x float>* %uglygep262263, i64 -3
  store <16 x float> %47, <16 x float>* %scevgep264, align 4, !alias.scope !16, !noalias !13
  %uglygep259 = getelementptr i8, i8* %46, i64 %lsr.iv251
  %uglygep259260 = bitcast i8* %uglygep259 to <16 x float>*
  %scevgep261 = getelementptr <16 x float>, <16 x float>* %uglygep259260, i64 -2
  store <16 x float> %48, <16 x float>* %scevgep261, align 4, !alias.scope !16, !noalias !13
  %uglygep256 = getelementptr i8, i8* %46, i64 %lsr.iv251
  %uglygep256257 = bitcast i8* %uglygep256 to <16 x float>*
  %scevgep258 = getelementptr <16 x float>, <16 x float>* %uglygep256257, i64 -1
  store <16 x float> %49, <16 x float>* %scevgep258, align 4, !alias.scope !16, !noalias !13
  %uglygep254 = getelementptr i8, i8* %46, i64 %lsr.iv251
  %uglygep254255 = bitcast i8* %uglygep254 to <16 x float>*
  store <16 x float> %50, <16 x float>* %uglygep254255, align 4, !alias.scope !16, !noalias !13
  %lsr.iv.next252 = add nuw nsw i64 %lsr.iv251, 256
  %epil.iter50.cmp.not = icmp eq i64 %44, %lsr.iv.next252
  br i1 %epil.iter50.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load.i, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %.54.fca.5.0.load.i, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec41 = and i64 %.54.fca.5.0.load.i, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index43 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next45, %vec.epilog.vector.body ]
  %scevgep246 = getelementptr float, float* %.54.fca.4.load.i, i64 %index43
  %scevgep246247 = bitcast float* %scevgep246 to <8 x float>*
  %wide.load44 = load <8 x float>, <8 x float>* %scevgep246247, align 4
  %51 = fmul <8 x float> %wide.load44, %wide.load44
  %scevgep248 = getelementptr float, float* %.6.i9, i64 %index43
  %scevgep248249 = bitcast float* %scevgep248 to <8 x float>*
  store <8 x float> %51, <8 x float>* %scevgep248249, align 4
  %index.next45 = add nuw i64 %index43, 8
  %52 = icmp eq i64 %n.vec41, %index.next45
  br i1 %52, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n42 = icmp eq i64 %.54.fca.5.0.load.i, %n.vec41
  br i1 %cmp.n42, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index8.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec41, %vec.epilog.middle.block ]
  %53 = xor i64 %loop.index8.us.ph, -1
  %54 = add i64 %.54.fca.5.0.load.i, %53
  %xtraiter47 = and i64 %.54.fca.5.0.load.i, 7
  %lcmp.mod48.not = icmp eq i64 %xtraiter47, 0
  br i1 %lcmp.mod48.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv244 = phi i64 [ %xtraiter47, %for.body.us.prol.preheader ], [ %lsr.iv.next245, %for.body.us.prol ]
  %loop.index8.us.prol = phi i64 [ %.252.us.prol, %for.body.us.prol ], [ %loop.index8.us.ph, %for.body.us.prol.preheader ]
  %scevgep243 = getelementptr float, float* %.54.fca.4.load.i, i64 %loop.index8.us.prol
  %.223.us.prol = load float, float* %scevgep243, align 4
  %.5.i1.us.prol = fmul float %.223.us.prol, %.223.us.prol
  %scevgep242 = getelementptr float, float* %.6.i9, i64 %loop.index8.us.prol
  store float %.5.i1.us.prol, float* %scevgep242, align 4
  %.252.us.prol = add nuw i64 %loop.index8.us.prol, 1
  %lsr.iv.next245 = add nsw i64 %lsr.iv244, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next245, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !24

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index8.us.unr = phi i64 [ %loop.index8.us.ph, %for.body.us.preheader ], [ %.252.us.prol, %for.body.us.prol ]
  %55 = icmp ult i64 %54, 7
  br i1 %55, label %for.end, label %for.body.us.preheader54

for.body.us.preheader54:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader54, %for.body.us
  %loop.index8.us = phi i64 [ %.252.us.7, %for.body.us ], [ %loop.index8.us.unr, %for.body.us.preheader54 ]
  %sunkaddr = mul i64 %loop.index8.us, 4
  %56 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr473 = getelementptr i8, i8* %56, i64 %sunkaddr
  %57 = bitcast i8* %sunkaddr473 to float*
  %.223.us = load float, float* %57, align 4
  %.5.i1.us = fmul float %.223.us, %.223.us
  %sunkaddr474 = mul i64 %loop.index8.us, 4
  %58 = bitcast float* %.6.i9 to i8*
  %sunkaddr475 = getelementptr i8, i8* %58, i64 %sunkaddr474
  %59 = bitcast i8* %sunkaddr475 to float*
  store float %.5.i1.us, float* %59, align 4
  %sunkaddr476 = mul i64 %loop.index8.us, 4
  %60 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr477 = getelementptr i8, i8* %60, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 4
  %61 = bitcast i8* %sunkaddr478 to float*
  %.223.us.1 = load float, float* %61, align 4
  %.5.i1.us.1 = fmul float %.223.us.1, %.223.us.1
  %sunkaddr479 = mul i64 %loop.index8.us, 4
  %62 = bitcast float* %.6.i9 to i8*
  %sunkaddr480 = getelementptr i8, i8* %62, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 4
  %63 = bitcast i8* %sunkaddr481 to float*
  store float %.5.i1.us.1, float* %63, align 4
  %sunkaddr482 = mul i64 %loop.index8.us, 4
  %64 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr483 = getelementptr i8, i8* %64, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 8
  %65 = bitcast i8* %sunkaddr484 to float*
  %.223.us.2 = load float, float* %65, align 4
  %.5.i1.us.2 = fmul float %.223.us.2, %.223.us.2
  %sunkaddr485 = mul i64 %loop.index8.us, 4
  %66 = bitcast float* %.6.i9 to i8*
  %sunkaddr486 = getelementptr i8, i8* %66, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 8
  %67 = bitcast i8* %sunkaddr487 to float*
  store float %.5.i1.us.2, float* %67, align 4
  %sunkaddr488 = mul i64 %loop.index8.us, 4
  %68 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr489 = getelementptr i8, i8* %68, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 12
  %69 = bitcast i8* %sunkaddr490 to float*
  %.223.us.3 = load float, float* %69, align 4
  %.5.i1.us.3 = fmul float %.223.us.3, %.223.us.3
  %sunkaddr491 = mul i64 %loop.index8.us, 4
  %70 = bitcast float* %.6.i9 to i8*
  %sunkaddr492 = getelementptr i8, i8* %70, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 12
  %71 = bitcast i8* %sunkaddr493 to float*
  store float %.5.i1.us.3, float* %71, align 4
  %sunkaddr494 = mul i64 %loop.index8.us, 4
  %72 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr495 = getelementptr i8, i8* %72, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 16
  %73 = bitcast i8* %sunkaddr496 to float*
  %.223.us.4 = load float, float* %73, align 4
  %.5.i1.us.4 = fmul float %.223.us.4, %.223.us.4
  %sunkaddr497 = mul i64 %loop.index8.us, 4
  %74 = bitcast float* %.6.i9 to i8*
  %sunkaddr498 = getelementptr i8, i8* %74, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 16
  %75 = bitcast i8* %sunkaddr499 to float*
  store float %.5.i1.us.4, float* %75, align 4
  %sunkaddr500 = mul i64 %loop.index8.us, 4
  %76 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr501 = getelementptr i8, i8* %76, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 20
  %77 = bitcast i8* %sunkaddr502 to float*
  %.223.us.5 = load float, float* %77, align 4
  %.5.i1.us.5 = fmul float %.223.us.5, %.223.us.5
  %sunkaddr503 = mul i64 %loop.index8.us, 4
  %78 = bitcast float* %.6.i9 to i8*
  %sunkaddr504 = getelementptr i8, i8* %78, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 20
  %79 = bitcast i8* %sunkaddr505 to float*
  store float %.5.i1.us.5, float* %79, align 4
  %sunkaddr506 = mul i64 %loop.index8.us, 4
  %80 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr507 = getelementptr i8, i8* %80, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, i8* %sunkaddr507, i64 24
  %81 = bitcast i8* %sunkaddr508 to float*
  %.223.us.6 = load float, float* %81, align 4
  %.5.i1.us.6 = fmul float %.223.us.6, %.223.us.6
  %sunkaddr509 = mul i64 %loop.index8.us, 4
  %82 = bitcast float* %.6.i9 to i8*
  %sunkaddr510 = getelementptr i8, i8* %82, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, i8* %sunkaddr510, i64 24
  %83 = bitcast i8* %sunkaddr511 to float*
  store float %.5.i1.us.6, float* %83, align 4
  %sunkaddr512 = mul i64 %loop.index8.us, 4
  %84 = bitcast float* %.54.fca.4.load.i to i8*
  %sunkaddr513 = getelementptr i8, i8* %84, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 28
  %85 = bitcast i8* %sunkaddr514 to float*
  %.223.us.7 = load float, float* %85, align 4
  %.5.i1.us.7 = fmul float %.223.us.7, %.223.us.7
  %sunkaddr515 = mul i64 %loop.index8.us, 4
  %86 = bitcast float* %.6.i9 to i8*
  %sunkaddr516 = getelementptr i8, i8* %86, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, i8* %sunkaddr516, i64 28
  %87 = bitcast i8* %sunkaddr517 to float*
  store float %.5.i1.us.7, float* %87, align 4
  %.252.us.7 = add nuw nsw i64 %loop.index8.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load.i, %.252.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !25

for.end.thread:                                   ; preds = %for.body.preheader
  %.223 = load float, float* %.54.fca.4.load.i, align 4
  %.5.i1 = fmul float %.223, %.223
  store float %.5.i1, float* %.6.i9, align 4
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i, i64 1) #6
  %88 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %89 = icmp ult i64 %88, 7
  br i1 %89, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %90 = add nsw i64 %unroll_iter.i, -8
  %91 = lshr exact i64 %90, 3
  %92 = add nuw nsw i64 %91, 1
  %xtraiter = and i64 %92, 7
  %93 = icmp ult i64 %90, 56
  br i1 %93, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %92, 4611686018427387896
  %scevgep80 = getelementptr float, float* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %94 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep56 = getelementptr float, float* %.6.i9, i64 %94
  %95 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %96 = bitcast float* %scevgep56 to i8*
  %uglygep77 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep7778 = bitcast i8* %uglygep77 to float*
  %scevgep79 = getelementptr float, float* %uglygep7778, i64 -7
  %.236.i.epil = load float, float* %scevgep79, align 4, !noalias !26
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep74 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep7475 = bitcast i8* %uglygep74 to float*
  %scevgep76 = getelementptr float, float* %uglygep7475, i64 -6
  %.236.1.i.epil = load float, float* %scevgep76, align 4, !noalias !26
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep71 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep7172 = bitcast i8* %uglygep71 to float*
  %scevgep73 = getelementptr float, float* %uglygep7172, i64 -5
  %.236.2.i.epil = load float, float* %scevgep73, align 4, !noalias !26
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep68 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep6869 = bitcast i8* %uglygep68 to float*
  %scevgep70 = getelementptr float, float* %uglygep6869, i64 -4
  %.236.3.i.epil = load float, float* %scevgep70, align 4, !noalias !26
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep65 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep6566 = bitcast i8* %uglygep65 to float*
  %scevgep67 = getelementptr float, float* %uglygep6566, i64 -3
  %.236.4.i.epil = load float, float* %scevgep67, align 4, !noalias !26
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep62 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep6263 = bitcast i8* %uglygep62 to float*
  %scevgep64 = getelementptr float, float* %uglygep6263, i64 -2
  %.236.5.i.epil = load float, float* %scevgep64, align 4, !noalias !26
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep59 = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep5960 = bitcast i8* %uglygep59 to float*
  %scevgep61 = getelementptr float, float* %uglygep5960, i64 -1
  %.236.6.i.epil = load float, float* %scevgep61, align 4, !noalias !26
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %96, i64 %lsr.iv
  %uglygep58 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep58, align 4, !noalias !26
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %95, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !29, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr float, float* %.6.i9, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep55 = getelementptr float, float* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep55, align 4, !noalias !26
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !29, !llvm.loop !31

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv208 = phi i64 [ %lsr.iv.next209, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep206 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep207 = getelementptr float, float* %scevgep206, i64 -63
  %.236.i = load float, float* %scevgep207, align 4, !noalias !26
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep204 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep205 = getelementptr float, float* %scevgep204, i64 -62
  %.236.1.i = load float, float* %scevgep205, align 4, !noalias !26
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep202 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep203 = getelementptr float, float* %scevgep202, i64 -61
  %.236.2.i = load float, float* %scevgep203, align 4, !noalias !26
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep200 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep201 = getelementptr float, float* %scevgep200, i64 -60
  %.236.3.i = load float, float* %scevgep201, align 4, !noalias !26
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep198 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep199 = getelementptr float, float* %scevgep198, i64 -59
  %.236.4.i = load float, float* %scevgep199, align 4, !noalias !26
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep196 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep197 = getelementptr float, float* %scevgep196, i64 -58
  %.236.5.i = load float, float* %scevgep197, align 4, !noalias !26
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep194 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep195 = getelementptr float, float* %scevgep194, i64 -57
  %.236.6.i = load float, float* %scevgep195, align 4, !noalias !26
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep192 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep193 = getelementptr float, float* %scevgep192, i64 -56
  %.236.7.i = load float, float* %scevgep193, align 4, !noalias !26
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep161 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep162 = getelementptr float, float* %scevgep161, i64 -55
  %.236.i.1 = load float, float* %scevgep162, align 4, !noalias !26
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep163 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep164 = getelementptr float, float* %scevgep163, i64 -54
  %.236.1.i.1 = load float, float* %scevgep164, align 4, !noalias !26
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep165 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -53
  %.236.2.i.1 = load float, float* %scevgep166, align 4, !noalias !26
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep167 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -52
  %.236.3.i.1 = load float, float* %scevgep168, align 4, !noalias !26
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep169 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -51
  %.236.4.i.1 = load float, float* %scevgep170, align 4, !noalias !26
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep171 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -50
  %.236.5.i.1 = load float, float* %scevgep172, align 4, !noalias !26
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep173 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -49
  %.236.6.i.1 = load float, float* %scevgep174, align 4, !noalias !26
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep175 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -48
  %.236.7.i.1 = load float, float* %scevgep176, align 4, !noalias !26
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep145 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -47
  %.236.i.2 = load float, float* %scevgep146, align 4, !noalias !26
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep147 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -46
  %.236.1.i.2 = load float, float* %scevgep148, align 4, !noalias !26
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep149 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -45
  %.236.2.i.2 = load float, float* %scevgep150, align 4, !noalias !26
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep151 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -44
  %.236.3.i.2 = load float, float* %scevgep152, align 4, !noalias !26
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep153 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -43
  %.236.4.i.2 = load float, float* %scevgep154, align 4, !noalias !26
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep155 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -42
  %.236.5.i.2 = load float, float* %scevgep156, align 4, !noalias !26
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep157 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -41
  %.236.6.i.2 = load float, float* %scevgep158, align 4, !noalias !26
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep159 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -40
  %.236.7.i.2 = load float, float* %scevgep160, align 4, !noalias !26
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep129 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -39
  %.236.i.3 = load float, float* %scevgep130, align 4, !noalias !26
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep131 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -38
  %.236.1.i.3 = load float, float* %scevgep132, align 4, !noalias !26
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep133 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -37
  %.236.2.i.3 = load float, float* %scevgep134, align 4, !noalias !26
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep135 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -36
  %.236.3.i.3 = load float, float* %scevgep136, align 4, !noalias !26
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep137 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -35
  %.236.4.i.3 = load float, float* %scevgep138, align 4, !noalias !26
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep139 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -34
  %.236.5.i.3 = load float, float* %scevgep140, align 4, !noalias !26
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep141 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -33
  %.236.6.i.3 = load float, float* %scevgep142, align 4, !noalias !26
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep143 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -32
  %.236.7.i.3 = load float, float* %scevgep144, align 4, !noalias !26
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep113 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep114 = getelementptr float, float* %scevgep113, i64 -31
  %.236.i.4 = load float, float* %scevgep114, align 4, !noalias !26
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep115 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep116 = getelementptr float, float* %scevgep115, i64 -30
  %.236.1.i.4 = load float, float* %scevgep116, align 4, !noalias !26
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep117 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep118 = getelementptr float, float* %scevgep117, i64 -29
  %.236.2.i.4 = load float, float* %scevgep118, align 4, !noalias !26
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep119 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep120 = getelementptr float, float* %scevgep119, i64 -28
  %.236.3.i.4 = load float, float* %scevgep120, align 4, !noalias !26
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep121 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep122 = getelementptr float, float* %scevgep121, i64 -27
  %.236.4.i.4 = load float, float* %scevgep122, align 4, !noalias !26
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep123 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep124 = getelementptr float, float* %scevgep123, i64 -26
  %.236.5.i.4 = load float, float* %scevgep124, align 4, !noalias !26
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep125 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep126 = getelementptr float, float* %scevgep125, i64 -25
  %.236.6.i.4 = load float, float* %scevgep126, align 4, !noalias !26
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep127 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -24
  %.236.7.i.4 = load float, float* %scevgep128, align 4, !noalias !26
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep97 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep98 = getelementptr float, float* %scevgep97, i64 -23
  %.236.i.5 = load float, float* %scevgep98, align 4, !noalias !26
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep99 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep100 = getelementptr float, float* %scevgep99, i64 -22
  %.236.1.i.5 = load float, float* %scevgep100, align 4, !noalias !26
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep101 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep102 = getelementptr float, float* %scevgep101, i64 -21
  %.236.2.i.5 = load float, float* %scevgep102, align 4, !noalias !26
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep103 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep104 = getelementptr float, float* %scevgep103, i64 -20
  %.236.3.i.5 = load float, float* %scevgep104, align 4, !noalias !26
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep105 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep106 = getelementptr float, float* %scevgep105, i64 -19
  %.236.4.i.5 = load float, float* %scevgep106, align 4, !noalias !26
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep107 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep108 = getelementptr float, float* %scevgep107, i64 -18
  %.236.5.i.5 = load float, float* %scevgep108, align 4, !noalias !26
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep109 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep110 = getelementptr float, float* %scevgep109, i64 -17
  %.236.6.i.5 = load float, float* %scevgep110, align 4, !noalias !26
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep111 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep112 = getelementptr float, float* %scevgep111, i64 -16
  %.236.7.i.5 = load float, float* %scevgep112, align 4, !noalias !26
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep81 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep82 = getelementptr float, float* %scevgep81, i64 -15
  %.236.i.6 = load float, float* %scevgep82, align 4, !noalias !26
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep83 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep84 = getelementptr float, float* %scevgep83, i64 -14
  %.236.1.i.6 = load float, float* %scevgep84, align 4, !noalias !26
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep85 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep86 = getelementptr float, float* %scevgep85, i64 -13
  %.236.2.i.6 = load float, float* %scevgep86, align 4, !noalias !26
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep87 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep88 = getelementptr float, float* %scevgep87, i64 -12
  %.236.3.i.6 = load float, float* %scevgep88, align 4, !noalias !26
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep89 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep90 = getelementptr float, float* %scevgep89, i64 -11
  %.236.4.i.6 = load float, float* %scevgep90, align 4, !noalias !26
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep91 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep92 = getelementptr float, float* %scevgep91, i64 -10
  %.236.5.i.6 = load float, float* %scevgep92, align 4, !noalias !26
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep93 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep94 = getelementptr float, float* %scevgep93, i64 -9
  %.236.6.i.6 = load float, float* %scevgep94, align 4, !noalias !26
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep95 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep96 = getelementptr float, float* %scevgep95, i64 -8
  %.236.7.i.6 = load float, float* %scevgep96, align 4, !noalias !26
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep177 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -7
  %.236.i.7 = load float, float* %scevgep178, align 4, !noalias !26
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep179 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep180 = getelementptr float, float* %scevgep179, i64 -6
  %.236.1.i.7 = load float, float* %scevgep180, align 4, !noalias !26
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep181 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -5
  %.236.2.i.7 = load float, float* %scevgep182, align 4, !noalias !26
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep183 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -4
  %.236.3.i.7 = load float, float* %scevgep184, align 4, !noalias !26
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep185 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -3
  %.236.4.i.7 = load float, float* %scevgep186, align 4, !noalias !26
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep187 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -2
  %.236.5.i.7 = load float, float* %scevgep188, align 4, !noalias !26
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep189 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -1
  %.236.6.i.7 = load float, float* %scevgep190, align 4, !noalias !26
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep191 = getelementptr float, float* %scevgep80, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep191, align 4, !noalias !26
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next209 = add i64 %lsr.iv208, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next209, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.286 = fpext float %c.2.0.lcssa.i to double
  store double %.286, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.matvec_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !4

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !4

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr12 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr14 to float**
  %.62.fca.4.load = load float*, float** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.6.0.load = load i64, i64* %31, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

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

define double @cfunc._ZN7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels10matvec_f32B3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f6997955f90>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !4

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mv12_3clocals_3e8dot_implB3v48B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.197 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
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
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !4

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !4

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !32
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !4

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !4

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !45
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !4

B54.if:                                           ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B54
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091493161536, %B54 ], [ @.const.picklebuf.140091491928640, %B0.endif.endif.i.i ], [ @.const.picklebuf.140091495663808, %B0.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B108.endif.endif, %B108.endif.if, %B108.if, %B54.endif, %B54.if
  %common.ret.op = phi i32 [ 0, %B54.endif ], [ 0, %B108.endif.endif ], [ 1, %B54.if ], [ 1, %B108.if ], [ %.209, %B108.endif.if ]
  ret i32 %common.ret.op

B54.endif:                                        ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !55
  %.26.i.i = shl nuw nsw i64 %arg.a.5.0, 2
  %.27.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #6, !noalias !56
  %retptr.repack155111 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack155111, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i.i, float** %retptr.repack22, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %1, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 4, i64* %2, align 8
  br label %common.ret

B108.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i2, %B108
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091495663808.5, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140091493166080, %B0.endif.endif.i2 ], [ @.const.picklebuf.140091493166016, %B108 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %3, align 8, !noalias !59
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.a.5.0, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 4)
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
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197 to i8**
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 6, i64 0
  %.219.fca.6.0.load = load i64, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 5, i64 0
  %.219.fca.5.0.load = load i64, i64* %7, align 8
  %sunkaddr53 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 4
  %.219.fca.4.load = load float*, float** %sunkaddr53, align 8
  %sunkaddr54 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 3
  %.219.fca.3.load = load i64, i64* %sunkaddr54, align 8
  %sunkaddr55 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 2
  %.219.fca.2.load = load i64, i64* %sunkaddr55, align 8
  %sunkaddr56 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.197, i64 0, i32 1
  %.219.fca.1.load = load i8*, i8** %sunkaddr56, align 8
  %.219.fca.0.load = load i8*, i8** %5, align 8
  %retptr.repack5722 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.219.fca.0.load, i8** %retptr.repack5722, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.219.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.219.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.219.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %.219.fca.4.load, float** %retptr.repack9, align 8
  %8 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.219.fca.5.0.load, i64* %8, align 8
  %9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.6.0, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
entry:
  %.179 = alloca float, align 4
  store float 0.000000e+00, float* %.179, align 4
  %.182 = alloca float, align 4
  store float 0.000000e+00, float* %.182, align 4
  %.193 = alloca i32, align 4
  store i32 0, i32* %.193, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.90.not.i = icmp eq i64 %arg.right.5.0, %arg.left.5.1
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !60

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.left.5.0
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !60

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091493158976, %entry ], [ @.const.picklebuf.140091493432768, %B84.i ]
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
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !4

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  %.174 = bitcast float* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.174, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store float 1.000000e+00, float* %.179, align 4
  store float 0.000000e+00, float* %.182, align 4
  %.185 = bitcast float* %.179 to i8*
  %.186 = bitcast float* %arg.left.4 to i8*
  %.187 = bitcast float* %arg.right.4 to i8*
  %.188 = bitcast float* %.182 to i8*
  %.189 = bitcast float* %arg.out.4 to i8*
  %.190 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.right.5.0, i64 %arg.out.5.0, i8* nonnull %.185, i8* %.186, i64 %arg.right.5.0, i8* %.187, i8* nonnull %.188, i8* %.189)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !61

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.else, %B0.endif.endif.endif.if
  %retptr.repack26111 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack26111, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store float* %arg.out.4, float** %retptr.repack13, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
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
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{i1 true}
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
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !19, !23}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !19}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v56B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v56B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!29 = !{!"branch_weights", i32 1, i32 7}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !21}
!32 = !{!33, !35, !36, !38, !39, !41, !42, !44}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!45 = !{!46, !48, !49, !51, !52, !54}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float32_29: %excinfo"}
!55 = !{!39, !41, !42, !44}
!56 = !{!57, !42, !44}
!57 = distinct !{!57, !58, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE"}
!59 = !{!52, !54}
!60 = !{!"branch_weights", i32 2126008812, i32 21474836}
!61 = !{!"branch_weights", i32 99, i32 1}
