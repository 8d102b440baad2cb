; ModuleID = 'matmul_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139692996436608 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139692996436608.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139692996436608 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139692996436608, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692996436608.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.matmul_f32 = internal constant [11 x i8] c"matmul_f32\00"
@_ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0ccf562e10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0ccf562e10>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139692997277184 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139692997277184.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139692997277184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139692997277184, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692997277184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139692997278208 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139692997278208.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139692997278208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139692997278208, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692997278208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139693000760960 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139693000760960.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139693000760960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139693000760960, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139693000760960.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139693000446592 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139693000446592.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139693000446592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139693000446592, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139693000446592.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139692995706176 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139692995706176.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139692995706176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139692995706176, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692995706176.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139693000760960.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139693000760960.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139693000760960.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139693000760960.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139693000760960.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg8dot_3_mm12_3clocals_3e10check_argsB3v31B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139692999247808 = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DA\02\87\94\87\94."
@.const.pickledata.139692999247808.sha1 = internal constant [20 x i8] c"K\07\97\95^\F7\FF\1E\9E\83`p\C4Ye\98&\1E\E2\7F"
@.const.picklebuf.139692999247808 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([143 x i8], [143 x i8]* @.const.pickledata.139692999247808, i32 0, i32 0), i32 143, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692999247808.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139692998452032 = internal constant [154 x i8] c"\80\04\95\8F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (matrix * matrix)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M\DD\02\87\94\87\94."
@.const.pickledata.139692998452032.sha1 = internal constant [20 x i8] c"[!l!\F8\B9B\C0\AA]\EC\ABQG\F0\D5\0Bf\80\1C"
@.const.picklebuf.139692998452032 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([154 x i8], [154 x i8]* @.const.pickledata.139692998452032, i32 0, i32 0), i32 154, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692998452032.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.139692999256192 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94MB\01\87\94\87\94."
@.const.pickledata.139692999256192.sha1 = internal constant [20 x i8] c"\02\A2,\87\97_\0ET\BCT~CX\FBj\0E\993`\91"
@.const.picklebuf.139692999256192 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.139692999256192, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692999256192.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0ccf6e0e90B3v32B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139693000760960.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139693000760960.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139693000760960.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139693000760960.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139693000760960.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* nocapture readnone %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, float* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1) local_unnamed_addr {
entry:
  %.40.i = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.B.0)
  %0 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.B.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.52.i = call i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.40.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, float* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.B.0, i8* %arg.B.1, i64 %arg.B.2, i64 %arg.B.3, float* %arg.B.4, i64 %arg.B.5.0, i64 %arg.B.5.1, i64 %arg.B.6.0, i64 %arg.B.6.1), !noalias !0
  switch i32 %.52.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.60.i = icmp sgt i32 %.52.i, 0
  %.53.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.61 = select i1 %.60.i, { i8*, i32, i8*, i8*, i32 }* %.53.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.61, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8*
  %.fca.0.gep17.i385 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i to i8**
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.40.i, i64 0, i32 4
  %.62.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.62.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.62.fca.4.load.i = load float*, float** %.fca.4.gep.i, align 8, !noalias !0
  %.62.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i385, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.B.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.B.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.168 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.62.fca.5.0.load.i, i64 %.62.fca.5.1.load.i)
  %.169 = extractvalue { i64, i1 } %.168, 0
  %.170 = extractvalue { i64, i1 } %.168, 1
  %.173 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.169, i64 4)
  %.175 = extractvalue { i64, i1 } %.173, 1
  %.176 = or i1 %.170, %.175
  br i1 %.176, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.52.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692996436608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.174 = extractvalue { i64, i1 } %.173, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.174, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139693000760960.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to float**
  %.6.i18 = load float*, float** %6, align 8
  %.25412 = icmp sgt i64 %.62.fca.5.0.load.i, 0
  br i1 %.25412, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif
  %.2577 = icmp sgt i64 %.62.fca.5.1.load.i, 0
  br i1 %.2577, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %7 = add i64 %.62.fca.5.1.load.i, -1
  %8 = add i64 %.62.fca.5.0.load.i, -1
  %xtraiter50 = and i64 %.62.fca.5.0.load.i, 3
  %9 = icmp ult i64 %8, 3
  br i1 %9, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter67 = and i64 %.62.fca.5.0.load.i, -4
  %unroll_iter48 = and i64 %.62.fca.5.1.load.i, -8
  %unroll_iter48.1 = and i64 %.62.fca.5.1.load.i, -8
  %unroll_iter48.2 = and i64 %.62.fca.5.1.load.i, -8
  %xtraiter43.3 = and i64 %.62.fca.5.1.load.i, 7
  %unroll_iter48.3 = and i64 %.62.fca.5.1.load.i, -8
  %scevgep282 = getelementptr float, float* %.6.i18, i64 7
  %10 = shl i64 %.62.fca.5.1.load.i, 4
  %11 = add i64 %.62.fca.5.1.load.i, 7
  %scevgep307 = getelementptr float, float* %.6.i18, i64 %11
  %scevgep326 = getelementptr float, float* %.6.i18, i64 %.62.fca.5.1.load.i
  %12 = shl i64 %.62.fca.5.1.load.i, 1
  %13 = add i64 %12, 7
  %scevgep333 = getelementptr float, float* %.6.i18, i64 %13
  %scevgep352 = getelementptr float, float* %.6.i18, i64 %12
  %14 = mul i64 %.62.fca.5.1.load.i, 3
  %15 = add i64 %14, 7
  %scevgep359 = getelementptr float, float* %.6.i18, i64 %15
  %scevgep378 = getelementptr float, float* %.6.i18, i64 %14
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv379 = phi float* [ %90, %for.end.1.loopexit.us.3 ], [ %scevgep378, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv360 = phi float* [ %89, %for.end.1.loopexit.us.3 ], [ %scevgep359, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv353 = phi float* [ %88, %for.end.1.loopexit.us.3 ], [ %scevgep352, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv334 = phi float* [ %87, %for.end.1.loopexit.us.3 ], [ %scevgep333, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv327 = phi float* [ %86, %for.end.1.loopexit.us.3 ], [ %scevgep326, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv308 = phi float* [ %85, %for.end.1.loopexit.us.3 ], [ %scevgep307, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv301 = phi float* [ %84, %for.end.1.loopexit.us.3 ], [ %.6.i18, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv283 = phi float* [ %83, %for.end.1.loopexit.us.3 ], [ %scevgep282, %for.cond.1.preheader.us.preheader.new ]
  %loop.index15.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.309.us.3, %for.end.1.loopexit.us.3 ]
  %.250.014.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.250.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.247.013.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %16 = icmp ult i64 %7, 7
  br i1 %16, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.110.us = phi i64 [ %26, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.250.19.us = phi i64 [ %.250.2.us.7, %for.body.1.us ], [ %.250.014.us, %for.body.1.us.preheader ]
  %.247.18.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.247.013.us, %for.body.1.us.preheader ]
  %17 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %18 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %.250.2.us = select i1 %17, i64 %loop.index.110.us, i64 %.250.19.us
  %.270.us = mul i64 %spec.select.us, %.62.fca.5.1.load.i
  %.273.us = add i64 %.270.us, %.250.2.us
  %.274.us = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us
  %.275.us = load float, float* %.274.us, align 4
  %.5.i1.us = fmul float %.275.us, %.275.us
  %scevgep299 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep300 = getelementptr float, float* %scevgep299, i64 -7
  store float %.5.i1.us, float* %scevgep300, align 4
  %spec.select.us.1 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %19 = add i64 %loop.index.110.us, 1
  %.250.2.us.1 = select i1 %17, i64 %19, i64 %.250.19.us
  %.270.us.1 = mul i64 %spec.select.us.1, %.62.fca.5.1.load.i
  %.273.us.1 = add i64 %.270.us.1, %.250.2.us.1
  %.274.us.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.1
  %.275.us.1 = load float, float* %.274.us.1, align 4
  %.5.i1.us.1 = fmul float %.275.us.1, %.275.us.1
  %scevgep296 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep297 = getelementptr float, float* %scevgep296, i64 -6
  store float %.5.i1.us.1, float* %scevgep297, align 4
  %spec.select.us.2 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %20 = add i64 %19, 1
  %.250.2.us.2 = select i1 %17, i64 %20, i64 %.250.19.us
  %.270.us.2 = mul i64 %spec.select.us.2, %.62.fca.5.1.load.i
  %.273.us.2 = add i64 %.270.us.2, %.250.2.us.2
  %.274.us.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.2
  %.275.us.2 = load float, float* %.274.us.2, align 4
  %.5.i1.us.2 = fmul float %.275.us.2, %.275.us.2
  %scevgep294 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep295 = getelementptr float, float* %scevgep294, i64 -5
  store float %.5.i1.us.2, float* %scevgep295, align 4
  %spec.select.us.3 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %21 = add i64 %20, 1
  %.250.2.us.3 = select i1 %17, i64 %21, i64 %.250.19.us
  %.270.us.3 = mul i64 %spec.select.us.3, %.62.fca.5.1.load.i
  %.273.us.3 = add i64 %.270.us.3, %.250.2.us.3
  %.274.us.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.3
  %.275.us.3 = load float, float* %.274.us.3, align 4
  %.5.i1.us.3 = fmul float %.275.us.3, %.275.us.3
  %scevgep292 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep293 = getelementptr float, float* %scevgep292, i64 -4
  store float %.5.i1.us.3, float* %scevgep293, align 4
  %spec.select.us.4 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %22 = add i64 %21, 1
  %.250.2.us.4 = select i1 %17, i64 %22, i64 %.250.19.us
  %.270.us.4 = mul i64 %spec.select.us.4, %.62.fca.5.1.load.i
  %.273.us.4 = add i64 %.270.us.4, %.250.2.us.4
  %.274.us.4 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.4
  %.275.us.4 = load float, float* %.274.us.4, align 4
  %.5.i1.us.4 = fmul float %.275.us.4, %.275.us.4
  %scevgep290 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep291 = getelementptr float, float* %scevgep290, i64 -3
  store float %.5.i1.us.4, float* %scevgep291, align 4
  %spec.select.us.5 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %23 = add i64 %22, 1
  %.250.2.us.5 = select i1 %17, i64 %23, i64 %.250.19.us
  %.270.us.5 = mul i64 %spec.select.us.5, %.62.fca.5.1.load.i
  %.273.us.5 = add i64 %.270.us.5, %.250.2.us.5
  %.274.us.5 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.5
  %.275.us.5 = load float, float* %.274.us.5, align 4
  %.5.i1.us.5 = fmul float %.275.us.5, %.275.us.5
  %scevgep288 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep289 = getelementptr float, float* %scevgep288, i64 -2
  store float %.5.i1.us.5, float* %scevgep289, align 4
  %spec.select.us.6 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %24 = add i64 %23, 1
  %.250.2.us.6 = select i1 %17, i64 %24, i64 %.250.19.us
  %.270.us.6 = mul i64 %spec.select.us.6, %.62.fca.5.1.load.i
  %.273.us.6 = add i64 %.270.us.6, %.250.2.us.6
  %.274.us.6 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.6
  %.275.us.6 = load float, float* %.274.us.6, align 4
  %.5.i1.us.6 = fmul float %.275.us.6, %.275.us.6
  %scevgep286 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  %scevgep287 = getelementptr float, float* %scevgep286, i64 -1
  store float %.5.i1.us.6, float* %scevgep287, align 4
  %spec.select.us.7 = select i1 %18, i64 %.247.18.us, i64 %loop.index15.us
  %25 = add i64 %24, 1
  %.250.2.us.7 = select i1 %17, i64 %25, i64 %.250.19.us
  %.270.us.7 = mul i64 %spec.select.us.7, %.62.fca.5.1.load.i
  %.273.us.7 = add i64 %.270.us.7, %.250.2.us.7
  %.274.us.7 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.7
  %.275.us.7 = load float, float* %.274.us.7, align 4
  %.5.i1.us.7 = fmul float %.275.us.7, %.275.us.7
  %scevgep298 = getelementptr float, float* %lsr.iv283, i64 %loop.index.110.us
  store float %.5.i1.us.7, float* %scevgep298, align 4
  %.307.us.7 = add nuw i64 %loop.index.110.us, 8
  %26 = add i64 %25, 1
  %niter49.ncmp.7 = icmp eq i64 %26, %unroll_iter48
  br i1 %niter49.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.250.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.250.2.us.7, %for.body.1.us ]
  %loop.index.110.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.307.us.7, %for.body.1.us ]
  %.250.19.us.unr = phi i64 [ %.250.014.us, %for.cond.1.preheader.us ], [ %.250.2.us.7, %for.body.1.us ]
  %.247.18.us.unr = phi i64 [ %.247.013.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %27 = and i64 %.62.fca.5.1.load.i, 7
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv305 = phi i64 [ %xtraiter43.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next306, %for.body.1.us.epil ]
  %loop.index.110.us.epil = phi i64 [ %.307.us.epil, %for.body.1.us.epil ], [ %loop.index.110.us.unr, %for.body.1.us.epil.preheader ]
  %.250.19.us.epil = phi i64 [ %.250.2.us.epil, %for.body.1.us.epil ], [ %.250.19.us.unr, %for.body.1.us.epil.preheader ]
  %.247.18.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.247.18.us.unr, %for.body.1.us.epil.preheader ]
  %29 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %30 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil = select i1 %30, i64 %.247.18.us.epil, i64 %loop.index15.us
  %.250.2.us.epil = select i1 %29, i64 %loop.index.110.us.epil, i64 %.250.19.us.epil
  %.270.us.epil = mul i64 %spec.select.us.epil, %.62.fca.5.1.load.i
  %.273.us.epil = add i64 %.270.us.epil, %.250.2.us.epil
  %.274.us.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil
  %.275.us.epil = load float, float* %.274.us.epil, align 4
  %.5.i1.us.epil = fmul float %.275.us.epil, %.275.us.epil
  %scevgep304 = getelementptr float, float* %lsr.iv301, i64 %loop.index.110.us.epil
  store float %.5.i1.us.epil, float* %scevgep304, align 4
  %.307.us.epil = add nuw nsw i64 %loop.index.110.us.epil, 1
  %lsr.iv.next306 = add nsw i64 %lsr.iv305, -1
  %epil.iter44.cmp.not = icmp eq i64 %lsr.iv.next306, 0
  br i1 %epil.iter44.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !13

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.250.2.us.lcssa = phi i64 [ %.250.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.250.2.us.epil, %for.body.1.us.epil ]
  %31 = icmp ult i64 %7, 7
  %.309.us = or i64 %loop.index15.us, 1
  br i1 %31, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.110.us.1 = phi i64 [ %41, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.250.19.us.1 = phi i64 [ %.250.2.us.7.1, %for.body.1.us.1 ], [ %.250.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.247.18.us.1 = phi i64 [ %spec.select.us.7.1, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ]
  %32 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %33 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.169 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %.250.2.us.170 = select i1 %32, i64 %loop.index.110.us.1, i64 %.250.19.us.1
  %.270.us.171 = mul i64 %spec.select.us.169, %.62.fca.5.1.load.i
  %.273.us.172 = add i64 %.270.us.171, %.250.2.us.170
  %.274.us.173 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.172
  %.275.us.174 = load float, float* %.274.us.173, align 4
  %.5.i1.us.175 = fmul float %.275.us.174, %.275.us.174
  %scevgep324 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep325 = getelementptr float, float* %scevgep324, i64 -7
  store float %.5.i1.us.175, float* %scevgep325, align 4
  %spec.select.us.1.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %34 = add i64 %loop.index.110.us.1, 1
  %.250.2.us.1.1 = select i1 %32, i64 %34, i64 %.250.19.us.1
  %.270.us.1.1 = mul i64 %spec.select.us.1.1, %.62.fca.5.1.load.i
  %.273.us.1.1 = add i64 %.270.us.1.1, %.250.2.us.1.1
  %.274.us.1.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.1.1
  %.275.us.1.1 = load float, float* %.274.us.1.1, align 4
  %.5.i1.us.1.1 = fmul float %.275.us.1.1, %.275.us.1.1
  %scevgep321 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep322 = getelementptr float, float* %scevgep321, i64 -6
  store float %.5.i1.us.1.1, float* %scevgep322, align 4
  %spec.select.us.2.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %35 = add i64 %34, 1
  %.250.2.us.2.1 = select i1 %32, i64 %35, i64 %.250.19.us.1
  %.270.us.2.1 = mul i64 %spec.select.us.2.1, %.62.fca.5.1.load.i
  %.273.us.2.1 = add i64 %.270.us.2.1, %.250.2.us.2.1
  %.274.us.2.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.2.1
  %.275.us.2.1 = load float, float* %.274.us.2.1, align 4
  %.5.i1.us.2.1 = fmul float %.275.us.2.1, %.275.us.2.1
  %scevgep319 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep320 = getelementptr float, float* %scevgep319, i64 -5
  store float %.5.i1.us.2.1, float* %scevgep320, align 4
  %spec.select.us.3.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %36 = add i64 %35, 1
  %.250.2.us.3.1 = select i1 %32, i64 %36, i64 %.250.19.us.1
  %.270.us.3.1 = mul i64 %spec.select.us.3.1, %.62.fca.5.1.load.i
  %.273.us.3.1 = add i64 %.270.us.3.1, %.250.2.us.3.1
  %.274.us.3.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.3.1
  %.275.us.3.1 = load float, float* %.274.us.3.1, align 4
  %.5.i1.us.3.1 = fmul float %.275.us.3.1, %.275.us.3.1
  %scevgep317 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep318 = getelementptr float, float* %scevgep317, i64 -4
  store float %.5.i1.us.3.1, float* %scevgep318, align 4
  %spec.select.us.4.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %37 = add i64 %36, 1
  %.250.2.us.4.1 = select i1 %32, i64 %37, i64 %.250.19.us.1
  %.270.us.4.1 = mul i64 %spec.select.us.4.1, %.62.fca.5.1.load.i
  %.273.us.4.1 = add i64 %.270.us.4.1, %.250.2.us.4.1
  %.274.us.4.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.4.1
  %.275.us.4.1 = load float, float* %.274.us.4.1, align 4
  %.5.i1.us.4.1 = fmul float %.275.us.4.1, %.275.us.4.1
  %scevgep315 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep316 = getelementptr float, float* %scevgep315, i64 -3
  store float %.5.i1.us.4.1, float* %scevgep316, align 4
  %spec.select.us.5.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %38 = add i64 %37, 1
  %.250.2.us.5.1 = select i1 %32, i64 %38, i64 %.250.19.us.1
  %.270.us.5.1 = mul i64 %spec.select.us.5.1, %.62.fca.5.1.load.i
  %.273.us.5.1 = add i64 %.270.us.5.1, %.250.2.us.5.1
  %.274.us.5.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.5.1
  %.275.us.5.1 = load float, float* %.274.us.5.1, align 4
  %.5.i1.us.5.1 = fmul float %.275.us.5.1, %.275.us.5.1
  %scevgep313 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep314 = getelementptr float, float* %scevgep313, i64 -2
  store float %.5.i1.us.5.1, float* %scevgep314, align 4
  %spec.select.us.6.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %39 = add i64 %38, 1
  %.250.2.us.6.1 = select i1 %32, i64 %39, i64 %.250.19.us.1
  %.270.us.6.1 = mul i64 %spec.select.us.6.1, %.62.fca.5.1.load.i
  %.273.us.6.1 = add i64 %.270.us.6.1, %.250.2.us.6.1
  %.274.us.6.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.6.1
  %.275.us.6.1 = load float, float* %.274.us.6.1, align 4
  %.5.i1.us.6.1 = fmul float %.275.us.6.1, %.275.us.6.1
  %scevgep311 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  %scevgep312 = getelementptr float, float* %scevgep311, i64 -1
  store float %.5.i1.us.6.1, float* %scevgep312, align 4
  %spec.select.us.7.1 = select i1 %33, i64 %.247.18.us.1, i64 %.309.us
  %40 = add i64 %39, 1
  %.250.2.us.7.1 = select i1 %32, i64 %40, i64 %.250.19.us.1
  %.270.us.7.1 = mul i64 %spec.select.us.7.1, %.62.fca.5.1.load.i
  %.273.us.7.1 = add i64 %.270.us.7.1, %.250.2.us.7.1
  %.274.us.7.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.7.1
  %.275.us.7.1 = load float, float* %.274.us.7.1, align 4
  %.5.i1.us.7.1 = fmul float %.275.us.7.1, %.275.us.7.1
  %scevgep323 = getelementptr float, float* %lsr.iv308, i64 %loop.index.110.us.1
  store float %.5.i1.us.7.1, float* %scevgep323, align 4
  %.307.us.7.1 = add nuw i64 %loop.index.110.us.1, 8
  %41 = add i64 %40, 1
  %niter49.ncmp.7.1 = icmp eq i64 %41, %unroll_iter48.1
  br i1 %niter49.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %.250.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.250.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.110.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.307.us.7.1, %for.body.1.us.1 ]
  %.250.19.us.unr.1 = phi i64 [ %.250.2.us.lcssa, %for.end.1.loopexit.us ], [ %.250.2.us.7.1, %for.body.1.us.1 ]
  %.247.18.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %42 = and i64 %.62.fca.5.1.load.i, 7
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv331 = phi i64 [ %xtraiter43.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next332, %for.body.1.us.epil.1 ]
  %loop.index.110.us.epil.1 = phi i64 [ %.307.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.110.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.250.19.us.epil.1 = phi i64 [ %.250.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.250.19.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.247.18.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.247.18.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %44 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %45 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil.1 = select i1 %45, i64 %.247.18.us.epil.1, i64 %.309.us
  %.250.2.us.epil.1 = select i1 %44, i64 %loop.index.110.us.epil.1, i64 %.250.19.us.epil.1
  %.270.us.epil.1 = mul i64 %spec.select.us.epil.1, %.62.fca.5.1.load.i
  %.273.us.epil.1 = add i64 %.270.us.epil.1, %.250.2.us.epil.1
  %.274.us.epil.1 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil.1
  %.275.us.epil.1 = load float, float* %.274.us.epil.1, align 4
  %.5.i1.us.epil.1 = fmul float %.275.us.epil.1, %.275.us.epil.1
  %scevgep330 = getelementptr float, float* %lsr.iv327, i64 %loop.index.110.us.epil.1
  store float %.5.i1.us.epil.1, float* %scevgep330, align 4
  %.307.us.epil.1 = add nuw nsw i64 %loop.index.110.us.epil.1, 1
  %lsr.iv.next332 = add nsw i64 %lsr.iv331, -1
  %epil.iter44.cmp.1.not = icmp eq i64 %lsr.iv.next332, 0
  br i1 %epil.iter44.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !13

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.250.2.us.lcssa.1 = phi i64 [ %.250.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.250.2.us.epil.1, %for.body.1.us.epil.1 ]
  %46 = icmp ult i64 %7, 7
  %.309.us.1 = or i64 %loop.index15.us, 2
  br i1 %46, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.110.us.2 = phi i64 [ %56, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.250.19.us.2 = phi i64 [ %.250.2.us.7.2, %for.body.1.us.2 ], [ %.250.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.247.18.us.2 = phi i64 [ %spec.select.us.7.2, %for.body.1.us.2 ], [ %spec.select.us.lcssa.1, %for.body.1.us.2.preheader ]
  %47 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %48 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.280 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %.250.2.us.281 = select i1 %47, i64 %loop.index.110.us.2, i64 %.250.19.us.2
  %.270.us.282 = mul i64 %spec.select.us.280, %.62.fca.5.1.load.i
  %.273.us.283 = add i64 %.270.us.282, %.250.2.us.281
  %.274.us.284 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.283
  %.275.us.285 = load float, float* %.274.us.284, align 4
  %.5.i1.us.286 = fmul float %.275.us.285, %.275.us.285
  %scevgep350 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep351 = getelementptr float, float* %scevgep350, i64 -7
  store float %.5.i1.us.286, float* %scevgep351, align 4
  %spec.select.us.1.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %49 = add i64 %loop.index.110.us.2, 1
  %.250.2.us.1.2 = select i1 %47, i64 %49, i64 %.250.19.us.2
  %.270.us.1.2 = mul i64 %spec.select.us.1.2, %.62.fca.5.1.load.i
  %.273.us.1.2 = add i64 %.270.us.1.2, %.250.2.us.1.2
  %.274.us.1.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.1.2
  %.275.us.1.2 = load float, float* %.274.us.1.2, align 4
  %.5.i1.us.1.2 = fmul float %.275.us.1.2, %.275.us.1.2
  %scevgep347 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep348 = getelementptr float, float* %scevgep347, i64 -6
  store float %.5.i1.us.1.2, float* %scevgep348, align 4
  %spec.select.us.2.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %50 = add i64 %49, 1
  %.250.2.us.2.2 = select i1 %47, i64 %50, i64 %.250.19.us.2
  %.270.us.2.2 = mul i64 %spec.select.us.2.2, %.62.fca.5.1.load.i
  %.273.us.2.2 = add i64 %.270.us.2.2, %.250.2.us.2.2
  %.274.us.2.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.2.2
  %.275.us.2.2 = load float, float* %.274.us.2.2, align 4
  %.5.i1.us.2.2 = fmul float %.275.us.2.2, %.275.us.2.2
  %scevgep345 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep346 = getelementptr float, float* %scevgep345, i64 -5
  store float %.5.i1.us.2.2, float* %scevgep346, align 4
  %spec.select.us.3.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %51 = add i64 %50, 1
  %.250.2.us.3.2 = select i1 %47, i64 %51, i64 %.250.19.us.2
  %.270.us.3.2 = mul i64 %spec.select.us.3.2, %.62.fca.5.1.load.i
  %.273.us.3.2 = add i64 %.270.us.3.2, %.250.2.us.3.2
  %.274.us.3.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.3.2
  %.275.us.3.2 = load float, float* %.274.us.3.2, align 4
  %.5.i1.us.3.2 = fmul float %.275.us.3.2, %.275.us.3.2
  %scevgep343 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep344 = getelementptr float, float* %scevgep343, i64 -4
  store float %.5.i1.us.3.2, float* %scevgep344, align 4
  %spec.select.us.4.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %52 = add i64 %51, 1
  %.250.2.us.4.2 = select i1 %47, i64 %52, i64 %.250.19.us.2
  %.270.us.4.2 = mul i64 %spec.select.us.4.2, %.62.fca.5.1.load.i
  %.273.us.4.2 = add i64 %.270.us.4.2, %.250.2.us.4.2
  %.274.us.4.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.4.2
  %.275.us.4.2 = load float, float* %.274.us.4.2, align 4
  %.5.i1.us.4.2 = fmul float %.275.us.4.2, %.275.us.4.2
  %scevgep341 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep342 = getelementptr float, float* %scevgep341, i64 -3
  store float %.5.i1.us.4.2, float* %scevgep342, align 4
  %spec.select.us.5.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %53 = add i64 %52, 1
  %.250.2.us.5.2 = select i1 %47, i64 %53, i64 %.250.19.us.2
  %.270.us.5.2 = mul i64 %spec.select.us.5.2, %.62.fca.5.1.load.i
  %.273.us.5.2 = add i64 %.270.us.5.2, %.250.2.us.5.2
  %.274.us.5.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.5.2
  %.275.us.5.2 = load float, float* %.274.us.5.2, align 4
  %.5.i1.us.5.2 = fmul float %.275.us.5.2, %.275.us.5.2
  %scevgep339 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep340 = getelementptr float, float* %scevgep339, i64 -2
  store float %.5.i1.us.5.2, float* %scevgep340, align 4
  %spec.select.us.6.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %54 = add i64 %53, 1
  %.250.2.us.6.2 = select i1 %47, i64 %54, i64 %.250.19.us.2
  %.270.us.6.2 = mul i64 %spec.select.us.6.2, %.62.fca.5.1.load.i
  %.273.us.6.2 = add i64 %.270.us.6.2, %.250.2.us.6.2
  %.274.us.6.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.6.2
  %.275.us.6.2 = load float, float* %.274.us.6.2, align 4
  %.5.i1.us.6.2 = fmul float %.275.us.6.2, %.275.us.6.2
  %scevgep337 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  %scevgep338 = getelementptr float, float* %scevgep337, i64 -1
  store float %.5.i1.us.6.2, float* %scevgep338, align 4
  %spec.select.us.7.2 = select i1 %48, i64 %.247.18.us.2, i64 %.309.us.1
  %55 = add i64 %54, 1
  %.250.2.us.7.2 = select i1 %47, i64 %55, i64 %.250.19.us.2
  %.270.us.7.2 = mul i64 %spec.select.us.7.2, %.62.fca.5.1.load.i
  %.273.us.7.2 = add i64 %.270.us.7.2, %.250.2.us.7.2
  %.274.us.7.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.7.2
  %.275.us.7.2 = load float, float* %.274.us.7.2, align 4
  %.5.i1.us.7.2 = fmul float %.275.us.7.2, %.275.us.7.2
  %scevgep349 = getelementptr float, float* %lsr.iv334, i64 %loop.index.110.us.2
  store float %.5.i1.us.7.2, float* %scevgep349, align 4
  %.307.us.7.2 = add nuw i64 %loop.index.110.us.2, 8
  %56 = add i64 %55, 1
  %niter49.ncmp.7.2 = icmp eq i64 %56, %unroll_iter48.2
  br i1 %niter49.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %.250.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.250.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.110.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.307.us.7.2, %for.body.1.us.2 ]
  %.250.19.us.unr.2 = phi i64 [ %.250.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.250.2.us.7.2, %for.body.1.us.2 ]
  %.247.18.us.unr.2 = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %57 = and i64 %.62.fca.5.1.load.i, 7
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv357 = phi i64 [ %xtraiter43.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next358, %for.body.1.us.epil.2 ]
  %loop.index.110.us.epil.2 = phi i64 [ %.307.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.110.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.250.19.us.epil.2 = phi i64 [ %.250.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.250.19.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.247.18.us.epil.2 = phi i64 [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ], [ %.247.18.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %59 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %60 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil.2 = select i1 %60, i64 %.247.18.us.epil.2, i64 %.309.us.1
  %.250.2.us.epil.2 = select i1 %59, i64 %loop.index.110.us.epil.2, i64 %.250.19.us.epil.2
  %.270.us.epil.2 = mul i64 %spec.select.us.epil.2, %.62.fca.5.1.load.i
  %.273.us.epil.2 = add i64 %.270.us.epil.2, %.250.2.us.epil.2
  %.274.us.epil.2 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil.2
  %.275.us.epil.2 = load float, float* %.274.us.epil.2, align 4
  %.5.i1.us.epil.2 = fmul float %.275.us.epil.2, %.275.us.epil.2
  %scevgep356 = getelementptr float, float* %lsr.iv353, i64 %loop.index.110.us.epil.2
  store float %.5.i1.us.epil.2, float* %scevgep356, align 4
  %.307.us.epil.2 = add nuw nsw i64 %loop.index.110.us.epil.2, 1
  %lsr.iv.next358 = add nsw i64 %lsr.iv357, -1
  %epil.iter44.cmp.2.not = icmp eq i64 %lsr.iv.next358, 0
  br i1 %epil.iter44.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !13

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select.us.lcssa.2 = phi i64 [ %spec.select.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ]
  %.250.2.us.lcssa.2 = phi i64 [ %.250.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.250.2.us.epil.2, %for.body.1.us.epil.2 ]
  %61 = icmp ult i64 %7, 7
  %.309.us.2 = or i64 %loop.index15.us, 3
  br i1 %61, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.110.us.3 = phi i64 [ %71, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.250.19.us.3 = phi i64 [ %.250.2.us.7.3, %for.body.1.us.3 ], [ %.250.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.247.18.us.3 = phi i64 [ %spec.select.us.7.3, %for.body.1.us.3 ], [ %spec.select.us.lcssa.2, %for.body.1.us.3.preheader ]
  %62 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %63 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.391 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %.250.2.us.392 = select i1 %62, i64 %loop.index.110.us.3, i64 %.250.19.us.3
  %.270.us.393 = mul i64 %spec.select.us.391, %.62.fca.5.1.load.i
  %.273.us.394 = add i64 %.270.us.393, %.250.2.us.392
  %.274.us.395 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.394
  %.275.us.396 = load float, float* %.274.us.395, align 4
  %.5.i1.us.397 = fmul float %.275.us.396, %.275.us.396
  %scevgep376 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep377 = getelementptr float, float* %scevgep376, i64 -7
  store float %.5.i1.us.397, float* %scevgep377, align 4
  %spec.select.us.1.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %64 = add i64 %loop.index.110.us.3, 1
  %.250.2.us.1.3 = select i1 %62, i64 %64, i64 %.250.19.us.3
  %.270.us.1.3 = mul i64 %spec.select.us.1.3, %.62.fca.5.1.load.i
  %.273.us.1.3 = add i64 %.270.us.1.3, %.250.2.us.1.3
  %.274.us.1.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.1.3
  %.275.us.1.3 = load float, float* %.274.us.1.3, align 4
  %.5.i1.us.1.3 = fmul float %.275.us.1.3, %.275.us.1.3
  %scevgep373 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep374 = getelementptr float, float* %scevgep373, i64 -6
  store float %.5.i1.us.1.3, float* %scevgep374, align 4
  %spec.select.us.2.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %65 = add i64 %64, 1
  %.250.2.us.2.3 = select i1 %62, i64 %65, i64 %.250.19.us.3
  %.270.us.2.3 = mul i64 %spec.select.us.2.3, %.62.fca.5.1.load.i
  %.273.us.2.3 = add i64 %.270.us.2.3, %.250.2.us.2.3
  %.274.us.2.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.2.3
  %.275.us.2.3 = load float, float* %.274.us.2.3, align 4
  %.5.i1.us.2.3 = fmul float %.275.us.2.3, %.275.us.2.3
  %scevgep371 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep372 = getelementptr float, float* %scevgep371, i64 -5
  store float %.5.i1.us.2.3, float* %scevgep372, align 4
  %spec.select.us.3.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %66 = add i64 %65, 1
  %.250.2.us.3.3 = select i1 %62, i64 %66, i64 %.250.19.us.3
  %.270.us.3.3 = mul i64 %spec.select.us.3.3, %.62.fca.5.1.load.i
  %.273.us.3.3 = add i64 %.270.us.3.3, %.250.2.us.3.3
  %.274.us.3.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.3.3
  %.275.us.3.3 = load float, float* %.274.us.3.3, align 4
  %.5.i1.us.3.3 = fmul float %.275.us.3.3, %.275.us.3.3
  %scevgep369 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep370 = getelementptr float, float* %scevgep369, i64 -4
  store float %.5.i1.us.3.3, float* %scevgep370, align 4
  %spec.select.us.4.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %67 = add i64 %66, 1
  %.250.2.us.4.3 = select i1 %62, i64 %67, i64 %.250.19.us.3
  %.270.us.4.3 = mul i64 %spec.select.us.4.3, %.62.fca.5.1.load.i
  %.273.us.4.3 = add i64 %.270.us.4.3, %.250.2.us.4.3
  %.274.us.4.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.4.3
  %.275.us.4.3 = load float, float* %.274.us.4.3, align 4
  %.5.i1.us.4.3 = fmul float %.275.us.4.3, %.275.us.4.3
  %scevgep367 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep368 = getelementptr float, float* %scevgep367, i64 -3
  store float %.5.i1.us.4.3, float* %scevgep368, align 4
  %spec.select.us.5.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %68 = add i64 %67, 1
  %.250.2.us.5.3 = select i1 %62, i64 %68, i64 %.250.19.us.3
  %.270.us.5.3 = mul i64 %spec.select.us.5.3, %.62.fca.5.1.load.i
  %.273.us.5.3 = add i64 %.270.us.5.3, %.250.2.us.5.3
  %.274.us.5.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.5.3
  %.275.us.5.3 = load float, float* %.274.us.5.3, align 4
  %.5.i1.us.5.3 = fmul float %.275.us.5.3, %.275.us.5.3
  %scevgep365 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep366 = getelementptr float, float* %scevgep365, i64 -2
  store float %.5.i1.us.5.3, float* %scevgep366, align 4
  %spec.select.us.6.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %69 = add i64 %68, 1
  %.250.2.us.6.3 = select i1 %62, i64 %69, i64 %.250.19.us.3
  %.270.us.6.3 = mul i64 %spec.select.us.6.3, %.62.fca.5.1.load.i
  %.273.us.6.3 = add i64 %.270.us.6.3, %.250.2.us.6.3
  %.274.us.6.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.6.3
  %.275.us.6.3 = load float, float* %.274.us.6.3, align 4
  %.5.i1.us.6.3 = fmul float %.275.us.6.3, %.275.us.6.3
  %scevgep363 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  %scevgep364 = getelementptr float, float* %scevgep363, i64 -1
  store float %.5.i1.us.6.3, float* %scevgep364, align 4
  %spec.select.us.7.3 = select i1 %63, i64 %.247.18.us.3, i64 %.309.us.2
  %70 = add i64 %69, 1
  %.250.2.us.7.3 = select i1 %62, i64 %70, i64 %.250.19.us.3
  %.270.us.7.3 = mul i64 %spec.select.us.7.3, %.62.fca.5.1.load.i
  %.273.us.7.3 = add i64 %.270.us.7.3, %.250.2.us.7.3
  %.274.us.7.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.7.3
  %.275.us.7.3 = load float, float* %.274.us.7.3, align 4
  %.5.i1.us.7.3 = fmul float %.275.us.7.3, %.275.us.7.3
  %scevgep375 = getelementptr float, float* %lsr.iv360, i64 %loop.index.110.us.3
  store float %.5.i1.us.7.3, float* %scevgep375, align 4
  %.307.us.7.3 = add nuw i64 %loop.index.110.us.3, 8
  %71 = add i64 %70, 1
  %niter49.ncmp.7.3 = icmp eq i64 %71, %unroll_iter48.3
  br i1 %niter49.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %.250.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.250.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.110.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.307.us.7.3, %for.body.1.us.3 ]
  %.250.19.us.unr.3 = phi i64 [ %.250.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.250.2.us.7.3, %for.body.1.us.3 ]
  %.247.18.us.unr.3 = phi i64 [ %spec.select.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %72 = icmp eq i64 %xtraiter43.3, 0
  br i1 %72, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv383 = phi i64 [ %xtraiter43.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next384, %for.body.1.us.epil.3 ]
  %loop.index.110.us.epil.3 = phi i64 [ %.307.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.110.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.250.19.us.epil.3 = phi i64 [ %.250.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.250.19.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.247.18.us.epil.3 = phi i64 [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ], [ %.247.18.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %73 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %74 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil.3 = select i1 %74, i64 %.247.18.us.epil.3, i64 %.309.us.2
  %.250.2.us.epil.3 = select i1 %73, i64 %loop.index.110.us.epil.3, i64 %.250.19.us.epil.3
  %.270.us.epil.3 = mul i64 %spec.select.us.epil.3, %.62.fca.5.1.load.i
  %.273.us.epil.3 = add i64 %.270.us.epil.3, %.250.2.us.epil.3
  %.274.us.epil.3 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil.3
  %.275.us.epil.3 = load float, float* %.274.us.epil.3, align 4
  %.5.i1.us.epil.3 = fmul float %.275.us.epil.3, %.275.us.epil.3
  %scevgep382 = getelementptr float, float* %lsr.iv379, i64 %loop.index.110.us.epil.3
  store float %.5.i1.us.epil.3, float* %scevgep382, align 4
  %.307.us.epil.3 = add nuw nsw i64 %loop.index.110.us.epil.3, 1
  %lsr.iv.next384 = add nsw i64 %lsr.iv383, -1
  %epil.iter44.cmp.3.not = icmp eq i64 %lsr.iv.next384, 0
  br i1 %epil.iter44.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !13

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select.us.lcssa.3 = phi i64 [ %spec.select.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ]
  %.250.2.us.lcssa.3 = phi i64 [ %.250.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.250.2.us.epil.3, %for.body.1.us.epil.3 ]
  %75 = bitcast float* %lsr.iv283 to i1*
  %76 = bitcast float* %lsr.iv301 to i1*
  %77 = bitcast float* %lsr.iv308 to i1*
  %78 = bitcast float* %lsr.iv327 to i1*
  %79 = bitcast float* %lsr.iv334 to i1*
  %80 = bitcast float* %lsr.iv353 to i1*
  %81 = bitcast float* %lsr.iv360 to i1*
  %82 = bitcast float* %lsr.iv379 to i1*
  %.309.us.3 = add nuw nsw i64 %loop.index15.us, 4
  %scevgep285 = getelementptr i1, i1* %75, i64 %10
  %83 = bitcast i1* %scevgep285 to float*
  %scevgep303 = getelementptr i1, i1* %76, i64 %10
  %84 = bitcast i1* %scevgep303 to float*
  %scevgep310 = getelementptr i1, i1* %77, i64 %10
  %85 = bitcast i1* %scevgep310 to float*
  %scevgep329 = getelementptr i1, i1* %78, i64 %10
  %86 = bitcast i1* %scevgep329 to float*
  %scevgep336 = getelementptr i1, i1* %79, i64 %10
  %87 = bitcast i1* %scevgep336 to float*
  %scevgep355 = getelementptr i1, i1* %80, i64 %10
  %88 = bitcast i1* %scevgep355 to float*
  %scevgep362 = getelementptr i1, i1* %81, i64 %10
  %89 = bitcast i1* %scevgep362 to float*
  %scevgep381 = getelementptr i1, i1* %82, i64 %10
  %90 = bitcast i1* %scevgep381 to float*
  %niter68.ncmp.3 = icmp eq i64 %.309.us.3, %unroll_iter67
  br i1 %niter68.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index15.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.309.us.3, %for.end.1.loopexit.us.3 ]
  %.250.014.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.250.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.247.013.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod66.not = icmp eq i64 %xtraiter50, 0
  br i1 %lcmp.mod66.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter43.epil = and i64 %.62.fca.5.1.load.i, 7
  %unroll_iter48.epil = and i64 %.62.fca.5.1.load.i, -8
  %91 = mul i64 %loop.index15.us.unr, %.62.fca.5.1.load.i
  %92 = add i64 %91, 7
  %scevgep256 = getelementptr float, float* %.6.i18, i64 %92
  %93 = shl i64 %.62.fca.5.1.load.i, 2
  %scevgep275 = getelementptr float, float* %.6.i18, i64 %91
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv276 = phi float* [ %111, %for.end.1.loopexit.us.epil ], [ %scevgep275, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv257 = phi float* [ %110, %for.end.1.loopexit.us.epil ], [ %scevgep256, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index15.us.epil = phi i64 [ %.309.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index15.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.250.014.us.epil = phi i64 [ %.250.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.250.014.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.247.013.us.epil = phi i64 [ %spec.select.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.247.013.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter65 = phi i64 [ %epil.iter65.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %94 = icmp ult i64 %7, 7
  br i1 %94, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil51.preheader

for.body.1.us.epil51.preheader:                   ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil51

for.body.1.us.epil51:                             ; preds = %for.body.1.us.epil51.preheader, %for.body.1.us.epil51
  %loop.index.110.us.epil52 = phi i64 [ %104, %for.body.1.us.epil51 ], [ 0, %for.body.1.us.epil51.preheader ]
  %.250.19.us.epil53 = phi i64 [ %.250.2.us.7.epil, %for.body.1.us.epil51 ], [ %.250.014.us.epil, %for.body.1.us.epil51.preheader ]
  %.247.18.us.epil54 = phi i64 [ %spec.select.us.7.epil, %for.body.1.us.epil51 ], [ %.247.013.us.epil, %for.body.1.us.epil51.preheader ]
  %95 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %96 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil55 = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %.250.2.us.epil56 = select i1 %95, i64 %loop.index.110.us.epil52, i64 %.250.19.us.epil53
  %.270.us.epil57 = mul i64 %spec.select.us.epil55, %.62.fca.5.1.load.i
  %.273.us.epil58 = add i64 %.270.us.epil57, %.250.2.us.epil56
  %.274.us.epil59 = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil58
  %.275.us.epil60 = load float, float* %.274.us.epil59, align 4
  %.5.i1.us.epil61 = fmul float %.275.us.epil60, %.275.us.epil60
  %scevgep273 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep274 = getelementptr float, float* %scevgep273, i64 -7
  store float %.5.i1.us.epil61, float* %scevgep274, align 4
  %spec.select.us.1.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %97 = add i64 %loop.index.110.us.epil52, 1
  %.250.2.us.1.epil = select i1 %95, i64 %97, i64 %.250.19.us.epil53
  %.270.us.1.epil = mul i64 %spec.select.us.1.epil, %.62.fca.5.1.load.i
  %.273.us.1.epil = add i64 %.270.us.1.epil, %.250.2.us.1.epil
  %.274.us.1.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.1.epil
  %.275.us.1.epil = load float, float* %.274.us.1.epil, align 4
  %.5.i1.us.1.epil = fmul float %.275.us.1.epil, %.275.us.1.epil
  %scevgep270 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep271 = getelementptr float, float* %scevgep270, i64 -6
  store float %.5.i1.us.1.epil, float* %scevgep271, align 4
  %spec.select.us.2.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %98 = add i64 %97, 1
  %.250.2.us.2.epil = select i1 %95, i64 %98, i64 %.250.19.us.epil53
  %.270.us.2.epil = mul i64 %spec.select.us.2.epil, %.62.fca.5.1.load.i
  %.273.us.2.epil = add i64 %.270.us.2.epil, %.250.2.us.2.epil
  %.274.us.2.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.2.epil
  %.275.us.2.epil = load float, float* %.274.us.2.epil, align 4
  %.5.i1.us.2.epil = fmul float %.275.us.2.epil, %.275.us.2.epil
  %scevgep268 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep269 = getelementptr float, float* %scevgep268, i64 -5
  store float %.5.i1.us.2.epil, float* %scevgep269, align 4
  %spec.select.us.3.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %99 = add i64 %98, 1
  %.250.2.us.3.epil = select i1 %95, i64 %99, i64 %.250.19.us.epil53
  %.270.us.3.epil = mul i64 %spec.select.us.3.epil, %.62.fca.5.1.load.i
  %.273.us.3.epil = add i64 %.270.us.3.epil, %.250.2.us.3.epil
  %.274.us.3.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.3.epil
  %.275.us.3.epil = load float, float* %.274.us.3.epil, align 4
  %.5.i1.us.3.epil = fmul float %.275.us.3.epil, %.275.us.3.epil
  %scevgep266 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep267 = getelementptr float, float* %scevgep266, i64 -4
  store float %.5.i1.us.3.epil, float* %scevgep267, align 4
  %spec.select.us.4.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %100 = add i64 %99, 1
  %.250.2.us.4.epil = select i1 %95, i64 %100, i64 %.250.19.us.epil53
  %.270.us.4.epil = mul i64 %spec.select.us.4.epil, %.62.fca.5.1.load.i
  %.273.us.4.epil = add i64 %.270.us.4.epil, %.250.2.us.4.epil
  %.274.us.4.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.4.epil
  %.275.us.4.epil = load float, float* %.274.us.4.epil, align 4
  %.5.i1.us.4.epil = fmul float %.275.us.4.epil, %.275.us.4.epil
  %scevgep264 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep265 = getelementptr float, float* %scevgep264, i64 -3
  store float %.5.i1.us.4.epil, float* %scevgep265, align 4
  %spec.select.us.5.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %101 = add i64 %100, 1
  %.250.2.us.5.epil = select i1 %95, i64 %101, i64 %.250.19.us.epil53
  %.270.us.5.epil = mul i64 %spec.select.us.5.epil, %.62.fca.5.1.load.i
  %.273.us.5.epil = add i64 %.270.us.5.epil, %.250.2.us.5.epil
  %.274.us.5.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.5.epil
  %.275.us.5.epil = load float, float* %.274.us.5.epil, align 4
  %.5.i1.us.5.epil = fmul float %.275.us.5.epil, %.275.us.5.epil
  %scevgep262 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep263 = getelementptr float, float* %scevgep262, i64 -2
  store float %.5.i1.us.5.epil, float* %scevgep263, align 4
  %spec.select.us.6.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %102 = add i64 %101, 1
  %.250.2.us.6.epil = select i1 %95, i64 %102, i64 %.250.19.us.epil53
  %.270.us.6.epil = mul i64 %spec.select.us.6.epil, %.62.fca.5.1.load.i
  %.273.us.6.epil = add i64 %.270.us.6.epil, %.250.2.us.6.epil
  %.274.us.6.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.6.epil
  %.275.us.6.epil = load float, float* %.274.us.6.epil, align 4
  %.5.i1.us.6.epil = fmul float %.275.us.6.epil, %.275.us.6.epil
  %scevgep260 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  %scevgep261 = getelementptr float, float* %scevgep260, i64 -1
  store float %.5.i1.us.6.epil, float* %scevgep261, align 4
  %spec.select.us.7.epil = select i1 %96, i64 %.247.18.us.epil54, i64 %loop.index15.us.epil
  %103 = add i64 %102, 1
  %.250.2.us.7.epil = select i1 %95, i64 %103, i64 %.250.19.us.epil53
  %.270.us.7.epil = mul i64 %spec.select.us.7.epil, %.62.fca.5.1.load.i
  %.273.us.7.epil = add i64 %.270.us.7.epil, %.250.2.us.7.epil
  %.274.us.7.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.7.epil
  %.275.us.7.epil = load float, float* %.274.us.7.epil, align 4
  %.5.i1.us.7.epil = fmul float %.275.us.7.epil, %.275.us.7.epil
  %scevgep272 = getelementptr float, float* %lsr.iv257, i64 %loop.index.110.us.epil52
  store float %.5.i1.us.7.epil, float* %scevgep272, align 4
  %.307.us.7.epil = add nuw i64 %loop.index.110.us.epil52, 8
  %104 = add i64 %103, 1
  %niter49.ncmp.7.epil = icmp eq i64 %104, %unroll_iter48.epil
  br i1 %niter49.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil51

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil51, %for.cond.1.preheader.us.epil
  %spec.select.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil51 ]
  %.250.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.250.2.us.7.epil, %for.body.1.us.epil51 ]
  %loop.index.110.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.307.us.7.epil, %for.body.1.us.epil51 ]
  %.250.19.us.unr.epil = phi i64 [ %.250.014.us.epil, %for.cond.1.preheader.us.epil ], [ %.250.2.us.7.epil, %for.body.1.us.epil51 ]
  %.247.18.us.unr.epil = phi i64 [ %.247.013.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil51 ]
  %105 = icmp eq i64 %xtraiter43.epil, 0
  br i1 %105, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv280 = phi i64 [ %xtraiter43.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next281, %for.body.1.us.epil.epil ]
  %loop.index.110.us.epil.epil = phi i64 [ %.307.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.110.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.250.19.us.epil.epil = phi i64 [ %.250.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.250.19.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.247.18.us.epil.epil = phi i64 [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ], [ %.247.18.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %106 = icmp ugt i64 %.62.fca.5.1.load.i, 1
  %107 = icmp eq i64 %.62.fca.5.0.load.i, 1
  %spec.select.us.epil.epil = select i1 %107, i64 %.247.18.us.epil.epil, i64 %loop.index15.us.epil
  %.250.2.us.epil.epil = select i1 %106, i64 %loop.index.110.us.epil.epil, i64 %.250.19.us.epil.epil
  %.270.us.epil.epil = mul i64 %spec.select.us.epil.epil, %.62.fca.5.1.load.i
  %.273.us.epil.epil = add i64 %.270.us.epil.epil, %.250.2.us.epil.epil
  %.274.us.epil.epil = getelementptr float, float* %.62.fca.4.load.i, i64 %.273.us.epil.epil
  %.275.us.epil.epil = load float, float* %.274.us.epil.epil, align 4
  %.5.i1.us.epil.epil = fmul float %.275.us.epil.epil, %.275.us.epil.epil
  %scevgep279 = getelementptr float, float* %lsr.iv276, i64 %loop.index.110.us.epil.epil
  store float %.5.i1.us.epil.epil, float* %scevgep279, align 4
  %.307.us.epil.epil = add nuw nsw i64 %loop.index.110.us.epil.epil, 1
  %lsr.iv.next281 = add nsw i64 %lsr.iv280, -1
  %epil.iter44.cmp.epil.not = icmp eq i64 %lsr.iv.next281, 0
  br i1 %epil.iter44.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !13

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select.us.lcssa.epil = phi i64 [ %spec.select.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %.250.2.us.lcssa.epil = phi i64 [ %.250.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.250.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %108 = bitcast float* %lsr.iv257 to i1*
  %109 = bitcast float* %lsr.iv276 to i1*
  %.309.us.epil = add nuw nsw i64 %loop.index15.us.epil, 1
  %epil.iter65.next = add i64 %epil.iter65, 1
  %scevgep259 = getelementptr i1, i1* %108, i64 %93
  %110 = bitcast i1* %scevgep259 to float*
  %scevgep278 = getelementptr i1, i1* %109, i64 %93
  %111 = bitcast i1* %scevgep278 to float*
  %epil.iter65.cmp.not = icmp eq i64 %epil.iter65.next, %xtraiter50
  br i1 %epil.iter65.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !15

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.62.fca.0.load.i)
  %.83.i = icmp eq i64 %.169, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.169, i64 1)
  %112 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %113 = icmp ult i64 %112, 7
  br i1 %113, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %114 = add nsw i64 %unroll_iter.i, -8
  %115 = lshr exact i64 %114, 3
  %116 = add nuw nsw i64 %115, 1
  %xtraiter = and i64 %116, 7
  %117 = icmp ult i64 %114, 56
  br i1 %117, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %116, 4611686018427387896
  %scevgep126 = getelementptr float, float* %.6.i18, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %118 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep102 = getelementptr float, float* %.6.i18, i64 %118
  %119 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi float [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %120 = bitcast float* %scevgep102 to i8*
  %uglygep123 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep123124 = bitcast i8* %uglygep123 to float*
  %scevgep125 = getelementptr float, float* %uglygep123124, i64 -7
  %.265.i.epil = load float, float* %scevgep125, align 4, !noalias !16
  %.268.i.epil = fadd float %c.2.06.i.epil, %.265.i.epil
  %uglygep120 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep120121 = bitcast i8* %uglygep120 to float*
  %scevgep122 = getelementptr float, float* %uglygep120121, i64 -6
  %.265.1.i.epil = load float, float* %scevgep122, align 4, !noalias !16
  %.268.1.i.epil = fadd float %.268.i.epil, %.265.1.i.epil
  %uglygep117 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep117118 = bitcast i8* %uglygep117 to float*
  %scevgep119 = getelementptr float, float* %uglygep117118, i64 -5
  %.265.2.i.epil = load float, float* %scevgep119, align 4, !noalias !16
  %.268.2.i.epil = fadd float %.268.1.i.epil, %.265.2.i.epil
  %uglygep114 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep114115 = bitcast i8* %uglygep114 to float*
  %scevgep116 = getelementptr float, float* %uglygep114115, i64 -4
  %.265.3.i.epil = load float, float* %scevgep116, align 4, !noalias !16
  %.268.3.i.epil = fadd float %.268.2.i.epil, %.265.3.i.epil
  %uglygep111 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep111112 = bitcast i8* %uglygep111 to float*
  %scevgep113 = getelementptr float, float* %uglygep111112, i64 -3
  %.265.4.i.epil = load float, float* %scevgep113, align 4, !noalias !16
  %.268.4.i.epil = fadd float %.268.3.i.epil, %.265.4.i.epil
  %uglygep108 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep108109 = bitcast i8* %uglygep108 to float*
  %scevgep110 = getelementptr float, float* %uglygep108109, i64 -2
  %.265.5.i.epil = load float, float* %scevgep110, align 4, !noalias !16
  %.268.5.i.epil = fadd float %.268.4.i.epil, %.265.5.i.epil
  %uglygep105 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep105106 = bitcast i8* %uglygep105 to float*
  %scevgep107 = getelementptr float, float* %uglygep105106, i64 -1
  %.265.6.i.epil = load float, float* %scevgep107, align 4, !noalias !16
  %.268.6.i.epil = fadd float %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep104 = bitcast i8* %uglygep to float*
  %.265.7.i.epil = load float, float* %uglygep104, align 4, !noalias !16
  %.268.7.i.epil = fadd float %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %119, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !19, !llvm.loop !20

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr float, float* %.6.i18, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi float [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr float, float* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load float, float* %scevgep, align 4, !noalias !16
  %.268.epil.i = fadd float %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !19, !llvm.loop !21

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv254 = phi i64 [ %lsr.iv.next255, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep252 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep253 = getelementptr float, float* %scevgep252, i64 -63
  %.265.i = load float, float* %scevgep253, align 4, !noalias !16
  %.268.i = fadd float %c.2.06.i, %.265.i
  %scevgep250 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep251 = getelementptr float, float* %scevgep250, i64 -62
  %.265.1.i = load float, float* %scevgep251, align 4, !noalias !16
  %.268.1.i = fadd float %.268.i, %.265.1.i
  %scevgep248 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep249 = getelementptr float, float* %scevgep248, i64 -61
  %.265.2.i = load float, float* %scevgep249, align 4, !noalias !16
  %.268.2.i = fadd float %.268.1.i, %.265.2.i
  %scevgep246 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep247 = getelementptr float, float* %scevgep246, i64 -60
  %.265.3.i = load float, float* %scevgep247, align 4, !noalias !16
  %.268.3.i = fadd float %.268.2.i, %.265.3.i
  %scevgep244 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep245 = getelementptr float, float* %scevgep244, i64 -59
  %.265.4.i = load float, float* %scevgep245, align 4, !noalias !16
  %.268.4.i = fadd float %.268.3.i, %.265.4.i
  %scevgep242 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep243 = getelementptr float, float* %scevgep242, i64 -58
  %.265.5.i = load float, float* %scevgep243, align 4, !noalias !16
  %.268.5.i = fadd float %.268.4.i, %.265.5.i
  %scevgep240 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep241 = getelementptr float, float* %scevgep240, i64 -57
  %.265.6.i = load float, float* %scevgep241, align 4, !noalias !16
  %.268.6.i = fadd float %.268.5.i, %.265.6.i
  %scevgep238 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep239 = getelementptr float, float* %scevgep238, i64 -56
  %.265.7.i = load float, float* %scevgep239, align 4, !noalias !16
  %.268.7.i = fadd float %.268.6.i, %.265.7.i
  %scevgep207 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep208 = getelementptr float, float* %scevgep207, i64 -55
  %.265.i.1 = load float, float* %scevgep208, align 4, !noalias !16
  %.268.i.1 = fadd float %.268.7.i, %.265.i.1
  %scevgep209 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep210 = getelementptr float, float* %scevgep209, i64 -54
  %.265.1.i.1 = load float, float* %scevgep210, align 4, !noalias !16
  %.268.1.i.1 = fadd float %.268.i.1, %.265.1.i.1
  %scevgep211 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep212 = getelementptr float, float* %scevgep211, i64 -53
  %.265.2.i.1 = load float, float* %scevgep212, align 4, !noalias !16
  %.268.2.i.1 = fadd float %.268.1.i.1, %.265.2.i.1
  %scevgep213 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep214 = getelementptr float, float* %scevgep213, i64 -52
  %.265.3.i.1 = load float, float* %scevgep214, align 4, !noalias !16
  %.268.3.i.1 = fadd float %.268.2.i.1, %.265.3.i.1
  %scevgep215 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep216 = getelementptr float, float* %scevgep215, i64 -51
  %.265.4.i.1 = load float, float* %scevgep216, align 4, !noalias !16
  %.268.4.i.1 = fadd float %.268.3.i.1, %.265.4.i.1
  %scevgep217 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep218 = getelementptr float, float* %scevgep217, i64 -50
  %.265.5.i.1 = load float, float* %scevgep218, align 4, !noalias !16
  %.268.5.i.1 = fadd float %.268.4.i.1, %.265.5.i.1
  %scevgep219 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep220 = getelementptr float, float* %scevgep219, i64 -49
  %.265.6.i.1 = load float, float* %scevgep220, align 4, !noalias !16
  %.268.6.i.1 = fadd float %.268.5.i.1, %.265.6.i.1
  %scevgep221 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep222 = getelementptr float, float* %scevgep221, i64 -48
  %.265.7.i.1 = load float, float* %scevgep222, align 4, !noalias !16
  %.268.7.i.1 = fadd float %.268.6.i.1, %.265.7.i.1
  %scevgep191 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -47
  %.265.i.2 = load float, float* %scevgep192, align 4, !noalias !16
  %.268.i.2 = fadd float %.268.7.i.1, %.265.i.2
  %scevgep193 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -46
  %.265.1.i.2 = load float, float* %scevgep194, align 4, !noalias !16
  %.268.1.i.2 = fadd float %.268.i.2, %.265.1.i.2
  %scevgep195 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -45
  %.265.2.i.2 = load float, float* %scevgep196, align 4, !noalias !16
  %.268.2.i.2 = fadd float %.268.1.i.2, %.265.2.i.2
  %scevgep197 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep198 = getelementptr float, float* %scevgep197, i64 -44
  %.265.3.i.2 = load float, float* %scevgep198, align 4, !noalias !16
  %.268.3.i.2 = fadd float %.268.2.i.2, %.265.3.i.2
  %scevgep199 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep200 = getelementptr float, float* %scevgep199, i64 -43
  %.265.4.i.2 = load float, float* %scevgep200, align 4, !noalias !16
  %.268.4.i.2 = fadd float %.268.3.i.2, %.265.4.i.2
  %scevgep201 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep202 = getelementptr float, float* %scevgep201, i64 -42
  %.265.5.i.2 = load float, float* %scevgep202, align 4, !noalias !16
  %.268.5.i.2 = fadd float %.268.4.i.2, %.265.5.i.2
  %scevgep203 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep204 = getelementptr float, float* %scevgep203, i64 -41
  %.265.6.i.2 = load float, float* %scevgep204, align 4, !noalias !16
  %.268.6.i.2 = fadd float %.268.5.i.2, %.265.6.i.2
  %scevgep205 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep206 = getelementptr float, float* %scevgep205, i64 -40
  %.265.7.i.2 = load float, float* %scevgep206, align 4, !noalias !16
  %.268.7.i.2 = fadd float %.268.6.i.2, %.265.7.i.2
  %scevgep175 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep176 = getelementptr float, float* %scevgep175, i64 -39
  %.265.i.3 = load float, float* %scevgep176, align 4, !noalias !16
  %.268.i.3 = fadd float %.268.7.i.2, %.265.i.3
  %scevgep177 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep178 = getelementptr float, float* %scevgep177, i64 -38
  %.265.1.i.3 = load float, float* %scevgep178, align 4, !noalias !16
  %.268.1.i.3 = fadd float %.268.i.3, %.265.1.i.3
  %scevgep179 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep180 = getelementptr float, float* %scevgep179, i64 -37
  %.265.2.i.3 = load float, float* %scevgep180, align 4, !noalias !16
  %.268.2.i.3 = fadd float %.268.1.i.3, %.265.2.i.3
  %scevgep181 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -36
  %.265.3.i.3 = load float, float* %scevgep182, align 4, !noalias !16
  %.268.3.i.3 = fadd float %.268.2.i.3, %.265.3.i.3
  %scevgep183 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -35
  %.265.4.i.3 = load float, float* %scevgep184, align 4, !noalias !16
  %.268.4.i.3 = fadd float %.268.3.i.3, %.265.4.i.3
  %scevgep185 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -34
  %.265.5.i.3 = load float, float* %scevgep186, align 4, !noalias !16
  %.268.5.i.3 = fadd float %.268.4.i.3, %.265.5.i.3
  %scevgep187 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -33
  %.265.6.i.3 = load float, float* %scevgep188, align 4, !noalias !16
  %.268.6.i.3 = fadd float %.268.5.i.3, %.265.6.i.3
  %scevgep189 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -32
  %.265.7.i.3 = load float, float* %scevgep190, align 4, !noalias !16
  %.268.7.i.3 = fadd float %.268.6.i.3, %.265.7.i.3
  %scevgep159 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep160 = getelementptr float, float* %scevgep159, i64 -31
  %.265.i.4 = load float, float* %scevgep160, align 4, !noalias !16
  %.268.i.4 = fadd float %.268.7.i.3, %.265.i.4
  %scevgep161 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep162 = getelementptr float, float* %scevgep161, i64 -30
  %.265.1.i.4 = load float, float* %scevgep162, align 4, !noalias !16
  %.268.1.i.4 = fadd float %.268.i.4, %.265.1.i.4
  %scevgep163 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep164 = getelementptr float, float* %scevgep163, i64 -29
  %.265.2.i.4 = load float, float* %scevgep164, align 4, !noalias !16
  %.268.2.i.4 = fadd float %.268.1.i.4, %.265.2.i.4
  %scevgep165 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep166 = getelementptr float, float* %scevgep165, i64 -28
  %.265.3.i.4 = load float, float* %scevgep166, align 4, !noalias !16
  %.268.3.i.4 = fadd float %.268.2.i.4, %.265.3.i.4
  %scevgep167 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep168 = getelementptr float, float* %scevgep167, i64 -27
  %.265.4.i.4 = load float, float* %scevgep168, align 4, !noalias !16
  %.268.4.i.4 = fadd float %.268.3.i.4, %.265.4.i.4
  %scevgep169 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep170 = getelementptr float, float* %scevgep169, i64 -26
  %.265.5.i.4 = load float, float* %scevgep170, align 4, !noalias !16
  %.268.5.i.4 = fadd float %.268.4.i.4, %.265.5.i.4
  %scevgep171 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep172 = getelementptr float, float* %scevgep171, i64 -25
  %.265.6.i.4 = load float, float* %scevgep172, align 4, !noalias !16
  %.268.6.i.4 = fadd float %.268.5.i.4, %.265.6.i.4
  %scevgep173 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep174 = getelementptr float, float* %scevgep173, i64 -24
  %.265.7.i.4 = load float, float* %scevgep174, align 4, !noalias !16
  %.268.7.i.4 = fadd float %.268.6.i.4, %.265.7.i.4
  %scevgep143 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep144 = getelementptr float, float* %scevgep143, i64 -23
  %.265.i.5 = load float, float* %scevgep144, align 4, !noalias !16
  %.268.i.5 = fadd float %.268.7.i.4, %.265.i.5
  %scevgep145 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep146 = getelementptr float, float* %scevgep145, i64 -22
  %.265.1.i.5 = load float, float* %scevgep146, align 4, !noalias !16
  %.268.1.i.5 = fadd float %.268.i.5, %.265.1.i.5
  %scevgep147 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep148 = getelementptr float, float* %scevgep147, i64 -21
  %.265.2.i.5 = load float, float* %scevgep148, align 4, !noalias !16
  %.268.2.i.5 = fadd float %.268.1.i.5, %.265.2.i.5
  %scevgep149 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep150 = getelementptr float, float* %scevgep149, i64 -20
  %.265.3.i.5 = load float, float* %scevgep150, align 4, !noalias !16
  %.268.3.i.5 = fadd float %.268.2.i.5, %.265.3.i.5
  %scevgep151 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep152 = getelementptr float, float* %scevgep151, i64 -19
  %.265.4.i.5 = load float, float* %scevgep152, align 4, !noalias !16
  %.268.4.i.5 = fadd float %.268.3.i.5, %.265.4.i.5
  %scevgep153 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep154 = getelementptr float, float* %scevgep153, i64 -18
  %.265.5.i.5 = load float, float* %scevgep154, align 4, !noalias !16
  %.268.5.i.5 = fadd float %.268.4.i.5, %.265.5.i.5
  %scevgep155 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep156 = getelementptr float, float* %scevgep155, i64 -17
  %.265.6.i.5 = load float, float* %scevgep156, align 4, !noalias !16
  %.268.6.i.5 = fadd float %.268.5.i.5, %.265.6.i.5
  %scevgep157 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep158 = getelementptr float, float* %scevgep157, i64 -16
  %.265.7.i.5 = load float, float* %scevgep158, align 4, !noalias !16
  %.268.7.i.5 = fadd float %.268.6.i.5, %.265.7.i.5
  %scevgep127 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep128 = getelementptr float, float* %scevgep127, i64 -15
  %.265.i.6 = load float, float* %scevgep128, align 4, !noalias !16
  %.268.i.6 = fadd float %.268.7.i.5, %.265.i.6
  %scevgep129 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep130 = getelementptr float, float* %scevgep129, i64 -14
  %.265.1.i.6 = load float, float* %scevgep130, align 4, !noalias !16
  %.268.1.i.6 = fadd float %.268.i.6, %.265.1.i.6
  %scevgep131 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep132 = getelementptr float, float* %scevgep131, i64 -13
  %.265.2.i.6 = load float, float* %scevgep132, align 4, !noalias !16
  %.268.2.i.6 = fadd float %.268.1.i.6, %.265.2.i.6
  %scevgep133 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep134 = getelementptr float, float* %scevgep133, i64 -12
  %.265.3.i.6 = load float, float* %scevgep134, align 4, !noalias !16
  %.268.3.i.6 = fadd float %.268.2.i.6, %.265.3.i.6
  %scevgep135 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep136 = getelementptr float, float* %scevgep135, i64 -11
  %.265.4.i.6 = load float, float* %scevgep136, align 4, !noalias !16
  %.268.4.i.6 = fadd float %.268.3.i.6, %.265.4.i.6
  %scevgep137 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep138 = getelementptr float, float* %scevgep137, i64 -10
  %.265.5.i.6 = load float, float* %scevgep138, align 4, !noalias !16
  %.268.5.i.6 = fadd float %.268.4.i.6, %.265.5.i.6
  %scevgep139 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep140 = getelementptr float, float* %scevgep139, i64 -9
  %.265.6.i.6 = load float, float* %scevgep140, align 4, !noalias !16
  %.268.6.i.6 = fadd float %.268.5.i.6, %.265.6.i.6
  %scevgep141 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep142 = getelementptr float, float* %scevgep141, i64 -8
  %.265.7.i.6 = load float, float* %scevgep142, align 4, !noalias !16
  %.268.7.i.6 = fadd float %.268.6.i.6, %.265.7.i.6
  %scevgep223 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep224 = getelementptr float, float* %scevgep223, i64 -7
  %.265.i.7 = load float, float* %scevgep224, align 4, !noalias !16
  %.268.i.7 = fadd float %.268.7.i.6, %.265.i.7
  %scevgep225 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep226 = getelementptr float, float* %scevgep225, i64 -6
  %.265.1.i.7 = load float, float* %scevgep226, align 4, !noalias !16
  %.268.1.i.7 = fadd float %.268.i.7, %.265.1.i.7
  %scevgep227 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep228 = getelementptr float, float* %scevgep227, i64 -5
  %.265.2.i.7 = load float, float* %scevgep228, align 4, !noalias !16
  %.268.2.i.7 = fadd float %.268.1.i.7, %.265.2.i.7
  %scevgep229 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep230 = getelementptr float, float* %scevgep229, i64 -4
  %.265.3.i.7 = load float, float* %scevgep230, align 4, !noalias !16
  %.268.3.i.7 = fadd float %.268.2.i.7, %.265.3.i.7
  %scevgep231 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep232 = getelementptr float, float* %scevgep231, i64 -3
  %.265.4.i.7 = load float, float* %scevgep232, align 4, !noalias !16
  %.268.4.i.7 = fadd float %.268.3.i.7, %.265.4.i.7
  %scevgep233 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep234 = getelementptr float, float* %scevgep233, i64 -2
  %.265.5.i.7 = load float, float* %scevgep234, align 4, !noalias !16
  %.268.5.i.7 = fadd float %.268.4.i.7, %.265.5.i.7
  %scevgep235 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %scevgep236 = getelementptr float, float* %scevgep235, i64 -1
  %.265.6.i.7 = load float, float* %scevgep236, align 4, !noalias !16
  %.268.6.i.7 = fadd float %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep237 = getelementptr float, float* %scevgep126, i64 %.85.05.i
  %.265.7.i.7 = load float, float* %scevgep237, align 4, !noalias !16
  %.268.7.i.7 = fadd float %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next255 = add i64 %lsr.iv254, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next255, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.349 = fpext float %c.2.0.lcssa.i to double
  store double %.349, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.matmul_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %.71 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to float**
  %.37.fca.4.load = load float*, float** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %18, i8 0, i64 72, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr10 to i64*
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
  %21 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %22, i64 8
  %23 = bitcast i8* %sunkaddr11 to i8**
  %.62.fca.1.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %24, i64 16
  %25 = bitcast i8* %sunkaddr12 to i64*
  %.62.fca.2.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %26, i64 32
  %27 = bitcast i8* %sunkaddr13 to float**
  %.62.fca.4.load = load float*, float** %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %28, i64 40
  %29 = bitcast i8* %sunkaddr14 to i64*
  %.62.fca.5.0.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %30, i64 48
  %31 = bitcast i8* %sunkaddr15 to i64*
  %.62.fca.5.1.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %32, i64 56
  %33 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.6.0.load = load i64, i64* %33, align 8
  %34 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %34, i64 64
  %35 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.6.1.load = load i64, i64* %35, align 8
  store double 0.000000e+00, double* %.71, align 8
  %.83 = call i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* nonnull %.71, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 4, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 4, float* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.5.1.load, i64 %.62.fca.6.0.load, i64 %.62.fca.6.1.load) #3
  %.84 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.91 = icmp sgt i32 %.83, 0
  %.92 = select i1 %.91, { i8*, i32, i8*, i8*, i32 }* %.84, { i8*, i32, i8*, i8*, i32 }* undef
  %.93 = load double, double* %.71, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.83, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %36 = icmp sgt i32 %.83, 0
  br i1 %36, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.108 = call i8* @PyFloat_FromDouble(double %.93)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.113 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.92, align 8
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 4
  %.115 = icmp sgt i32 %.114, 0
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 0
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 1
  br i1 %.115, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.83, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.121 = sext i32 %.120 to i64
  %.122 = call i8* @PyBytes_FromStringAndSize(i8* %.118, i64 %.121)
  %.123 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.92, align 8
  %.124 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 2
  %.126 = extractvalue { i8*, i32, i8*, i8*, i32 } %.123, 3
  %.127 = bitcast i8* %.126 to i8* (i8*)*
  %.128 = call i8* %.127(i8* %.124)
  %.129 = icmp eq i8* %.128, null
  br i1 %.129, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.142 = extractvalue { i8*, i32, i8*, i8*, i32 } %.113, 2
  %.143 = call i8* @numba_unpickle(i8* %.118, i32 %.120, i8* %.142)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.145 = phi i8* [ %.133, %entry.endif.endif.endif.e...endif ], [ %.143, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.146.not = icmp eq i8* %.145, null
  br i1 %.146.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.133 = call i8* @numba_runtime_build_excinfo_struct(i8* %.122, i8* nonnull %.128)
  %.134 = bitcast { i8*, i32, i8*, i8*, i32 }* %.92 to i8*
  call void @NRT_Free(i8* nonnull %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.145)
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

define double @cfunc._ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 5
  %.12 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] } %.2, 6
  %.14 = extractvalue [2 x i64] %extracted.strides.1, 0
  %.15 = extractvalue [2 x i64] %extracted.strides.1, 1
  %.16 = call i32 @_ZN7kernels10matmul_f32B3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, float* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, float* %extracted.data.1, i64 %.12, i64 %.13, i64 %.14, i64 %.15) #3
  %.17 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.24 = icmp sgt i32 %.16, 0
  %.25 = select i1 %.24, { i8*, i32, i8*, i8*, i32 }* %.17, { i8*, i32, i8*, i8*, i32 }* undef
  %.26 = load double, double* %.4, align 8
  %.28 = alloca i32, align 4
  store i32 0, i32* %.28, align 4
  switch i32 %.16, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.16, 0
  call void @numba_gil_ensure(i32* nonnull %.28)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.31, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.26, %.31 ], [ %.26, %entry ], [ %.26, %entry ]
  ret double %common.ret.op

.31:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.79 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0ccf562e10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.79)
  call void @Py_DecRef(i8* %.79)
  call void @numba_gil_release(i32* nonnull %.28)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.34 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.25, align 8
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 4
  %.36 = icmp sgt i32 %.35, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 0
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 1
  br i1 %.36, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.16, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.31
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.42 = sext i32 %.41 to i64
  %.43 = call i8* @PyBytes_FromStringAndSize(i8* %.39, i64 %.42)
  %.44 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.25, align 8
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 2
  %.47 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 3
  %.48 = bitcast i8* %.47 to i8* (i8*)*
  %.49 = call i8* %.48(i8* %.45)
  %.50 = icmp eq i8* %.49, null
  br i1 %.50, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.63 = extractvalue { i8*, i32, i8*, i8*, i32 } %.34, 2
  %.64 = call i8* @numba_unpickle(i8* %.39, i32 %.41, i8* %.63)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.66 = phi i8* [ %.54, %entry.if.if.if.endif ], [ %.64, %entry.if.if.else ]
  %.67.not = icmp eq i8* %.66, null
  br i1 %.67.not, label %.31, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.54 = call i8* @numba_runtime_build_excinfo_struct(i8* %.43, i8* nonnull %.49)
  %.55 = bitcast { i8*, i32, i8*, i8*, i32 }* %.25 to i8*
  call void @NRT_Free(i8* nonnull %.55)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.66)
  br label %.31

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.31

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.31
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
entry:
  %.245 = alloca { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.90 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.90, label %B56, label %B112

B56:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.29.i.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond.i = select i1 %.29.i.i, i1 true, i1 %.36.i.i
  br i1 %or.cond.i, label %B56.if, label %B0.endif.endif.endif.endif.i.i, !prof !22

B0.endif.endif.endif.endif.i.i:                   ; preds = %B56
  %.50.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i.i = extractvalue { i64, i1 } %.50.i.i, 0
  %.52.i.i = extractvalue { i64, i1 } %.50.i.i, 1
  %.54.i.i = shl i64 %arg.b.5.1, 2
  %.55.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i.i, i64 4)
  %.57.i.i = extractvalue { i64, i1 } %.55.i.i, 1
  %.58.i.i = or i1 %.52.i.i, %.57.i.i
  br i1 %.58.i.i, label %B56.if, label %B0.endif.endif.endif.endif.endif.i.i, !prof !4

B0.endif.endif.endif.endif.endif.i.i:             ; preds = %B0.endif.endif.endif.endif.i.i
  %.56.i.i = extractvalue { i64, i1 } %.55.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i.i, i32 32), !noalias !23
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B56.if, label %B56.endif, !prof !4

B112:                                             ; preds = %entry
  %.29.i = icmp slt i64 %arg.a.5.0, 0
  %.36.i = icmp slt i64 %arg.b.5.1, 0
  %or.cond = select i1 %.29.i, i1 true, i1 %.36.i
  br i1 %or.cond, label %B112.if, label %B0.endif.endif.endif.endif.i, !prof !22

B0.endif.endif.endif.endif.i:                     ; preds = %B112
  %.50.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.b.5.1)
  %.51.i = extractvalue { i64, i1 } %.50.i, 0
  %.52.i = extractvalue { i64, i1 } %.50.i, 1
  %.54.i = shl i64 %arg.b.5.1, 2
  %.55.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.51.i, i64 4)
  %.57.i = extractvalue { i64, i1 } %.55.i, 1
  %.58.i = or i1 %.52.i, %.57.i
  br i1 %.58.i, label %B112.if, label %B0.endif.endif.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.56.i = extractvalue { i64, i1 } %.55.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.56.i, i32 32), !noalias !36
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B112.if, label %B112.endif, !prof !4

B56.if:                                           ; preds = %B0.endif.endif.endif.endif.endif.i.i, %B0.endif.endif.endif.endif.i.i, %B56
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139692997277184, %B56 ], [ @.const.picklebuf.139692997278208, %B0.endif.endif.endif.endif.i.i ], [ @.const.picklebuf.139693000760960, %B0.endif.endif.endif.endif.endif.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B112.endif.endif, %B112.endif.if, %B112.if, %B56.endif, %B56.if
  %common.ret.op = phi i32 [ 0, %B56.endif ], [ 0, %B112.endif.endif ], [ 1, %B56.if ], [ 1, %B112.if ], [ %.261, %B112.endif.if ]
  ret i32 %common.ret.op

B56.endif:                                        ; preds = %B0.endif.endif.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, i8* %.7.i.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i.i to float**
  %.6.i1.i.i = load float*, float** %0, align 8, !noalias !46
  %.32.i.i = shl nsw i64 %.51.i.i, 2
  %.33.i.i = bitcast float* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.33.i.i, i8 0, i64 %.32.i.i, i1 false), !noalias !47
  %retptr.repack196311 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack196311, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.51.i.i, i64* %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 4, i64* %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.6.i1.i.i, float** %retptr.repack26, align 8
  %retptr.repack28.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack28.repack, align 8
  %retptr.repack28.repack32 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.b.5.1, i64* %retptr.repack28.repack32, align 8
  %retptr.repack30.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.54.i.i, i64* %retptr.repack30.repack, align 8
  %retptr.repack30.repack34 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 4, i64* %retptr.repack30.repack34, align 8
  br label %common.ret

B112.if:                                          ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %B112
  %excinfo.2.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139693000760960.5, %B0.endif.endif.endif.endif.endif.i ], [ @.const.picklebuf.139692995706176, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139693000446592, %B112 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif:                                       ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %1 = bitcast i8* %.5.i.i to float**
  %.6.i1.i = load float*, float** %1, align 8, !noalias !50
  %2 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  %.261 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* nonnull %.245, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, float* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, float* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %.51.i, i64 4, float* %.6.i1.i, i64 %arg.a.5.0, i64 %arg.b.5.1, i64 %.54.i, i64 4)
  switch i32 %.261, label %B112.endif.if [
    i32 -2, label %B112.endif.endif
    i32 0, label %B112.endif.endif
  ]

B112.endif.if:                                    ; preds = %B112.endif
  %.269 = icmp sgt i32 %.261, 0
  %.262 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.270 = select i1 %.269, { i8*, i32, i8*, i8*, i32 }* %.262, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.270, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B112.endif.endif:                                 ; preds = %B112.endif, %B112.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245 to i8**
  %sunkaddr = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 1
  %.271.fca.6.1.load = load i64, i64* %sunkaddr, align 8
  %4 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 6, i64 0
  %.271.fca.6.0.load = load i64, i64* %4, align 8
  %sunkaddr65 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 1
  %.271.fca.5.1.load = load i64, i64* %sunkaddr65, align 8
  %5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 5, i64 0
  %.271.fca.5.0.load = load i64, i64* %5, align 8
  %sunkaddr67 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 4
  %.271.fca.4.load = load float*, float** %sunkaddr67, align 8
  %sunkaddr68 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 3
  %.271.fca.3.load = load i64, i64* %sunkaddr68, align 8
  %sunkaddr69 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 2
  %.271.fca.2.load = load i64, i64* %sunkaddr69, align 8
  %sunkaddr70 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %.245, i64 0, i32 1
  %.271.fca.1.load = load i8*, i8** %sunkaddr70, align 8
  %.271.fca.0.load = load i8*, i8** %3, align 8
  %retptr.repack7122 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.271.fca.0.load, i8** %retptr.repack7122, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %.271.fca.1.load, i8** %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.271.fca.2.load, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %.271.fca.3.load, i64* %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %.271.fca.4.load, float** %retptr.repack9, align 8
  %retptr.repack11.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.271.fca.5.0.load, i64* %retptr.repack11.repack, align 8
  %retptr.repack11.repack15 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %.271.fca.5.1.load, i64* %retptr.repack11.repack15, align 8
  %retptr.repack13.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.271.fca.6.0.load, i64* %retptr.repack13.repack, align 8
  %retptr.repack13.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.271.fca.6.1.load, i64* %retptr.repack13.repack17, align 8
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v30B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, float* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.5.1, i64 %arg.left.6.0, i64 %arg.left.6.1, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, float* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, float* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.5.1, i64 %arg.out.6.0, i64 %arg.out.6.1) local_unnamed_addr {
entry:
  %.239 = alloca i32, align 4
  store i32 0, i32* %.239, align 4
  %.245 = alloca float, align 4
  store float 0.000000e+00, float* %.245, align 4
  %.248 = alloca float, align 4
  store float 0.000000e+00, float* %.248, align 4
  %.259 = alloca i32, align 4
  store i32 0, i32* %.259, align 4
  %.267 = alloca float, align 4
  store float 0.000000e+00, float* %.267, align 4
  %.270 = alloca float, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.281 = alloca i32, align 4
  store i32 0, i32* %.281, align 4
  %.287 = alloca float, align 4
  store float 0.000000e+00, float* %.287, align 4
  %.290 = alloca float, align 4
  store float 0.000000e+00, float* %.290, align 4
  %.301 = alloca i32, align 4
  store i32 0, i32* %.301, align 4
  tail call void @NRT_incref(i8* %arg.left.0)
  tail call void @NRT_incref(i8* %arg.right.0)
  tail call void @NRT_incref(i8* %arg.out.0)
  %.114.not.i = icmp eq i64 %arg.left.5.1, %arg.right.5.0
  br i1 %.114.not.i, label %B86.i, label %B0.if, !prof !51

B86.i:                                            ; preds = %entry
  %.165.i = icmp ne i64 %arg.out.5.0, %arg.left.5.0
  %.169.i = icmp ne i64 %arg.out.5.1, %arg.right.5.1
  %.171.i = or i1 %.165.i, %.169.i
  br i1 %.171.i, label %B0.if, label %B0.endif, !prof !52

B0.if:                                            ; preds = %B86.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139692999247808, %entry ], [ @.const.picklebuf.139692998452032, %B86.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B86.i
  %.5.i = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif, %B0.endif.endif.endif.if, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692999256192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.left.5.1, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692999256192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i7 = icmp sgt i64 %arg.out.5.1, 2147483647
  br i1 %.5.i7, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139692999256192, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.213 = icmp eq i64 %arg.left.5.1, 0
  %.214 = icmp eq i64 %arg.out.5.0, 0
  %.215 = icmp eq i64 %arg.out.5.1, 0
  %.216 = or i1 %.214, %.215
  %.217 = or i1 %.213, %.216
  br i1 %.217, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.else, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.225 = mul i64 %arg.out.3, %arg.out.2
  %.226 = bitcast float* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.226, i8 0, i64 %.225, i1 false)
  br label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.else:                  ; preds = %B0.endif.endif.endif.endif
  %.230 = icmp eq i64 %arg.out.5.1, 1
  br i1 %.230, label %B0.endif.endif.endif.endif.else.if, label %B0.endif.endif.endif.endif.else.else

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.else.else.else, %B0.endif.endif.endif.endif.else.else.if, %B0.endif.endif.endif.endif.else.if.else, %B0.endif.endif.endif.endif.else.if.if, %B0.endif.endif.endif.endif.if
  %retptr.repack37111 = bitcast { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %arg.out.0, i8** %retptr.repack37111, align 8
  %retptr.repack12 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.out.1, i8** %retptr.repack12, align 8
  %retptr.repack14 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.out.2, i64* %retptr.repack14, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.out.3, i64* %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store float* %arg.out.4, float** %retptr.repack18, align 8
  %retptr.repack20.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.out.5.0, i64* %retptr.repack20.repack, align 8
  %retptr.repack20.repack24 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.out.5.1, i64* %retptr.repack20.repack24, align 8
  %retptr.repack22.repack = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.out.6.0, i64* %retptr.repack22.repack, align 8
  %retptr.repack22.repack26 = getelementptr inbounds { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %arg.out.6.1, i64* %retptr.repack22.repack26, align 8
  call void @NRT_decref(i8* %arg.right.0)
  call void @NRT_decref(i8* %arg.left.0)
  br label %common.ret

B0.endif.endif.endif.endif.else.if:               ; preds = %B0.endif.endif.endif.endif.else
  %0 = icmp eq i64 %arg.out.5.0, 1
  br i1 %0, label %B0.endif.endif.endif.endif.else.if.if, label %B0.endif.endif.endif.endif.else.if.else

B0.endif.endif.endif.endif.else.else:             ; preds = %B0.endif.endif.endif.endif.else
  %1 = icmp eq i64 %arg.out.5.0, 1
  br i1 %1, label %B0.endif.endif.endif.endif.else.else.if, label %B0.endif.endif.endif.endif.else.else.else

B0.endif.endif.endif.endif.else.if.if:            ; preds = %B0.endif.endif.endif.endif.else.if
  %.233 = bitcast float* %arg.left.4 to i8*
  %.234 = bitcast float* %arg.right.4 to i8*
  %.235 = bitcast float* %arg.out.4 to i8*
  %.236 = tail call i32 @numba_xxdot(i8 115, i8 0, i64 %arg.left.5.1, i8* %.233, i8* %.234, i8* %.235)
  %.237.not = icmp eq i32 %.236, 0
  br i1 %.237.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.if.if, !prof !53

B0.endif.endif.endif.endif.else.if.else:          ; preds = %B0.endif.endif.endif.endif.else.if
  store float 1.000000e+00, float* %.245, align 4
  store float 0.000000e+00, float* %.248, align 4
  %.251 = bitcast float* %.245 to i8*
  %.252 = bitcast float* %arg.left.4 to i8*
  %.253 = bitcast float* %arg.right.4 to i8*
  %.254 = bitcast float* %.248 to i8*
  %.255 = bitcast float* %arg.out.4 to i8*
  %.256 = call i32 @numba_xxgemv(i8 115, i8 116, i64 %arg.left.5.1, i64 %arg.out.5.0, i8* nonnull %.251, i8* %.252, i64 %arg.left.5.1, i8* %.253, i8* nonnull %.254, i8* %.255)
  %.257.not = icmp eq i32 %.256, 0
  br i1 %.257.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.if.else.if, !prof !53

B0.endif.endif.endif.endif.else.if.if.if:         ; preds = %B0.endif.endif.endif.endif.else.if.if
  call void @numba_gil_ensure(i32* nonnull %.239)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.if.else.if:       ; preds = %B0.endif.endif.endif.endif.else.if.else
  call void @numba_gil_ensure(i32* nonnull %.259)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.if:          ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, float* %.267, align 4
  store float 0.000000e+00, float* %.270, align 4
  %.273 = bitcast float* %.267 to i8*
  %.274 = bitcast float* %arg.right.4 to i8*
  %.275 = bitcast float* %arg.left.4 to i8*
  %.276 = bitcast float* %.270 to i8*
  %.277 = bitcast float* %arg.out.4 to i8*
  %.278 = call i32 @numba_xxgemv(i8 115, i8 110, i64 %arg.out.5.1, i64 %arg.left.5.1, i8* nonnull %.273, i8* %.274, i64 %arg.out.5.1, i8* %.275, i8* nonnull %.276, i8* %.277)
  %.279.not = icmp eq i32 %.278, 0
  br i1 %.279.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.if.if, !prof !53

B0.endif.endif.endif.endif.else.else.else:        ; preds = %B0.endif.endif.endif.endif.else.else
  store float 1.000000e+00, float* %.287, align 4
  store float 0.000000e+00, float* %.290, align 4
  %.293 = bitcast float* %arg.right.4 to i8*
  %.294 = bitcast float* %arg.left.4 to i8*
  %.295 = bitcast float* %arg.out.4 to i8*
  %.296 = bitcast float* %.287 to i8*
  %.297 = bitcast float* %.290 to i8*
  %.298 = call i32 @numba_xxgemm(i8 115, i8 110, i8 110, i64 %arg.out.5.1, i64 %arg.out.5.0, i64 %arg.left.5.1, i8* nonnull %.296, i8* %.293, i64 %arg.out.5.1, i8* %.294, i64 %arg.left.5.1, i8* nonnull %.297, i8* %.295, i64 %arg.out.5.1)
  %.299.not = icmp eq i32 %.298, 0
  br i1 %.299.not, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.else.else.else.if, !prof !53

B0.endif.endif.endif.endif.else.else.if.if:       ; preds = %B0.endif.endif.endif.endif.else.else.if
  call void @numba_gil_ensure(i32* nonnull %.281)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable

B0.endif.endif.endif.endif.else.else.else.if:     ; preds = %B0.endif.endif.endif.endif.else.else.else
  call void @numba_gil_ensure(i32* nonnull %.301)
  call void @Py_FatalError(i8* getelementptr inbounds ([36 x i8], [36 x i8]* @".const.BLAS wrapper returned with an error", i64 0, i64 0))
  unreachable
}

declare i32 @numba_xxdot(i8, i8, i64, i8*, i8*, i8*) local_unnamed_addr

declare i32 @numba_xxgemv(i8, i8, i64, i64, i8*, i8*, i64, i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(i8*) local_unnamed_addr #4

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, i8*, i8*, i64, i8*, i64, i8*, i8*, i64) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nocallback nofree nosync nounwind willreturn }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE5ArrayIfLi2E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v33B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi2E1C7mutable7alignedE"}
!19 = !{!"branch_weights", i32 1, i32 7}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = !{!"branch_weights", i32 199, i32 9801}
!23 = !{!24, !26, !27, !29, !30, !32, !33, !35}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!36 = !{!37, !39, !40, !42, !43, !45}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE18dtype_28float32_29: %excinfo"}
!46 = !{!30, !32, !33, !35}
!47 = !{!48, !33, !35}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi2E1C7mutable7alignedE"}
!50 = !{!43, !45}
!51 = !{!"branch_weights", i32 2126008812, i32 21474836}
!52 = !{!"branch_weights", i32 21474836, i32 2126008812}
!53 = !{!"branch_weights", i32 99, i32 1}
