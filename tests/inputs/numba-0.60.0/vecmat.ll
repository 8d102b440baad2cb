; ModuleID = 'vecmat'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140091487948224 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140091487948224.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140091487948224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140091487948224, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091487948224.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.vecmat = internal constant [7 x i8] c"vecmat\00"
@_ZN08NumbaEnv7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [159 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f69975eba50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f69975eba50>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_vm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
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
@_ZN08NumbaEnv5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@_ZN08NumbaEnv5numba2np6linalg19dot_3_vm_check_argsB3v61B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140091488543680 = internal constant [152 x i8] c"\80\04\95\8D\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (vector * matrix)\94\85\94\8C\13dot_3_vm_check_args\94\8C\12numba/np/linalg.py\94Ml\02\87\94\87\94."
@.const.pickledata.140091488543680.sha1 = internal constant [20 x i8] c"\FA\B2\17\82\96[\B3\910\B1D%\0B}\F5\D9\B2\B7\C2\05"
@.const.picklebuf.140091488543680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([152 x i8], [152 x i8]* @.const.pickledata.140091488543680, i32 0, i32 0), i32 152, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091488543680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140091494146240 = internal constant [163 x i8] c"\80\04\95\98\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CFincompatible output array size for np.dot(a, b, out) (vector * matrix)\94\85\94\8C\13dot_3_vm_check_args\94\8C\12numba/np/linalg.py\94Mo\02\87\94\87\94."
@.const.pickledata.140091494146240.sha1 = internal constant [20 x i8] c"\C2%\08\13`?c6\85\04\A8wW\03@S\00\02\11\F1"
@.const.picklebuf.140091494146240 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([163 x i8], [163 x i8]* @.const.pickledata.140091494146240, i32 0, i32 0), i32 163, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091494146240.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global i8* null
@.const.pickledata.140091495439040 = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94M7\01\87\94\87\94."
@.const.pickledata.140091495439040.sha1 = internal constant [20 x i8] c"^\92\C9\AE\89\C2\F4\E4\B5\BE\B5\F1\FB\B3\C7\00C\14\14\9C"
@.const.picklebuf.140091495439040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([117 x i8], [117 x i8]* @.const.pickledata.140091495439040, i32 0, i32 0), i32 117, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495439040.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f69975ea750B3v62B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140091495663808.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140091495663808.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140091495663808.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140091495663808.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140091495663808.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v45B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
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
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !0
  %.44.i = call i32 @_ZN5numba2np6linalg8dot_2_vm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.34.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1), !noalias !0
  switch i32 %.44.i, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.fca.0.gep13.i297 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i, i64 0, i32 4
  %.54.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.54.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.54.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i297, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.A.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  %.144 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.54.fca.5.0.load.i, i64 8)
  %.146 = extractvalue { i64, i1 } %.144, 1
  br i1 %.146, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.34.i to i8*
  %.45.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.52 = icmp sgt i32 %.44.i, 0
  %.53 = select i1 %.52, { i8*, i32, i8*, i8*, i32 }* %.45.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.53, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.44.i, %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091487948224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %.145 = extractvalue { i64, i1 } %.144, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.145, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495663808.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i8 = load double*, double** %6, align 8
  %.2135 = icmp sgt i64 %.54.fca.5.0.load.i, 0
  br i1 %.2135, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.215.not = icmp eq i64 %.54.fca.5.0.load.i, 1
  br i1 %.215.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.54.fca.5.0.load.i, 8
  br i1 %min.iters.check, label %for.body.us.preheader35, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i8, i64 %.54.fca.5.0.load.i
  %scevgep33 = getelementptr double, double* %.54.fca.4.load.i, i64 %.54.fca.5.0.load.i
  %bound0 = icmp ult double* %.6.i8, %scevgep33
  %bound1 = icmp ult double* %.54.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader35, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.54.fca.5.0.load.i, -8
  %7 = add i64 %n.vec, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %xtraiter39 = and i64 %9, 7
  %10 = icmp ult i64 %7, 56
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const296 = bitcast i64 4611686018427387896 to i64
  %unroll_iter42 = and i64 %9, %const296
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv294 = phi i64 [ %lsr.iv.next295, %vector.body ], [ %unroll_iter42, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %11 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr298 = getelementptr i8, i8* %11, i64 %sunkaddr
  %12 = bitcast i8* %sunkaddr298 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %12, align 8, !alias.scope !13
  %13 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %sunkaddr299 = mul i64 %index, 8
  %14 = bitcast double* %.6.i8 to i8*
  %sunkaddr300 = getelementptr i8, i8* %14, i64 %sunkaddr299
  %15 = bitcast i8* %sunkaddr300 to <8 x double>*
  store <8 x double> %13, <8 x double>* %15, align 8, !alias.scope !16, !noalias !13
  %sunkaddr301 = mul i64 %index, 8
  %16 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr302 = getelementptr i8, i8* %16, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, i8* %sunkaddr302, i64 64
  %17 = bitcast i8* %sunkaddr303 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %17, align 8, !alias.scope !13
  %18 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %sunkaddr304 = mul i64 %index, 8
  %19 = bitcast double* %.6.i8 to i8*
  %sunkaddr305 = getelementptr i8, i8* %19, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, i8* %sunkaddr305, i64 64
  %20 = bitcast i8* %sunkaddr306 to <8 x double>*
  store <8 x double> %18, <8 x double>* %20, align 8, !alias.scope !16, !noalias !13
  %sunkaddr307 = mul i64 %index, 8
  %21 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr308 = getelementptr i8, i8* %21, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, i8* %sunkaddr308, i64 128
  %22 = bitcast i8* %sunkaddr309 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %22, align 8, !alias.scope !13
  %23 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %sunkaddr310 = mul i64 %index, 8
  %24 = bitcast double* %.6.i8 to i8*
  %sunkaddr311 = getelementptr i8, i8* %24, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, i8* %sunkaddr311, i64 128
  %25 = bitcast i8* %sunkaddr312 to <8 x double>*
  store <8 x double> %23, <8 x double>* %25, align 8, !alias.scope !16, !noalias !13
  %sunkaddr313 = mul i64 %index, 8
  %26 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr314 = getelementptr i8, i8* %26, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, i8* %sunkaddr314, i64 192
  %27 = bitcast i8* %sunkaddr315 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %27, align 8, !alias.scope !13
  %28 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %sunkaddr316 = mul i64 %index, 8
  %29 = bitcast double* %.6.i8 to i8*
  %sunkaddr317 = getelementptr i8, i8* %29, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 192
  %30 = bitcast i8* %sunkaddr318 to <8 x double>*
  store <8 x double> %28, <8 x double>* %30, align 8, !alias.scope !16, !noalias !13
  %sunkaddr319 = mul i64 %index, 8
  %31 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr320 = getelementptr i8, i8* %31, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 256
  %32 = bitcast i8* %sunkaddr321 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %32, align 8, !alias.scope !13
  %33 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %sunkaddr322 = mul i64 %index, 8
  %34 = bitcast double* %.6.i8 to i8*
  %sunkaddr323 = getelementptr i8, i8* %34, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 256
  %35 = bitcast i8* %sunkaddr324 to <8 x double>*
  store <8 x double> %33, <8 x double>* %35, align 8, !alias.scope !16, !noalias !13
  %sunkaddr325 = mul i64 %index, 8
  %36 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr326 = getelementptr i8, i8* %36, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 320
  %37 = bitcast i8* %sunkaddr327 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %37, align 8, !alias.scope !13
  %38 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %sunkaddr328 = mul i64 %index, 8
  %39 = bitcast double* %.6.i8 to i8*
  %sunkaddr329 = getelementptr i8, i8* %39, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 320
  %40 = bitcast i8* %sunkaddr330 to <8 x double>*
  store <8 x double> %38, <8 x double>* %40, align 8, !alias.scope !16, !noalias !13
  %sunkaddr331 = mul i64 %index, 8
  %41 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr332 = getelementptr i8, i8* %41, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, i8* %sunkaddr332, i64 384
  %42 = bitcast i8* %sunkaddr333 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %42, align 8, !alias.scope !13
  %43 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %sunkaddr334 = mul i64 %index, 8
  %44 = bitcast double* %.6.i8 to i8*
  %sunkaddr335 = getelementptr i8, i8* %44, i64 %sunkaddr334
  %sunkaddr336 = getelementptr i8, i8* %sunkaddr335, i64 384
  %45 = bitcast i8* %sunkaddr336 to <8 x double>*
  store <8 x double> %43, <8 x double>* %45, align 8, !alias.scope !16, !noalias !13
  %sunkaddr337 = mul i64 %index, 8
  %46 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr338 = getelementptr i8, i8* %46, i64 %sunkaddr337
  %sunkaddr339 = getelementptr i8, i8* %sunkaddr338, i64 448
  %47 = bitcast i8* %sunkaddr339 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %47, align 8, !alias.scope !13
  %48 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %sunkaddr340 = mul i64 %index, 8
  %49 = bitcast double* %.6.i8 to i8*
  %sunkaddr341 = getelementptr i8, i8* %49, i64 %sunkaddr340
  %sunkaddr342 = getelementptr i8, i8* %sunkaddr341, i64 448
  %50 = bitcast i8* %sunkaddr342 to <8 x double>*
  store <8 x double> %48, <8 x double>* %50, align 8, !alias.scope !16, !noalias !13
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next295 = add i64 %lsr.iv294, -8
  %niter43.ncmp.7 = icmp eq i64 %lsr.iv.next295, 0
  br i1 %niter43.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !18

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod41.not = icmp eq i64 %xtraiter39, 0
  br i1 %lcmp.mod41.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep236 = getelementptr double, double* %.6.i8, i64 %index.unr
  %scevgep242 = getelementptr double, double* %.54.fca.4.load.i, i64 %index.unr
  %51 = shl nuw nsw i64 %xtraiter39, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv237 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next238, %vector.body.epil ]
  %52 = bitcast double* %scevgep242 to i8*
  %53 = bitcast double* %scevgep236 to i8*
  %uglygep244 = getelementptr i8, i8* %52, i64 %lsr.iv237
  %uglygep244245 = bitcast i8* %uglygep244 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep244245, align 8, !alias.scope !13
  %54 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep240 = getelementptr i8, i8* %53, i64 %lsr.iv237
  %uglygep240241 = bitcast i8* %uglygep240 to <8 x double>*
  store <8 x double> %54, <8 x double>* %uglygep240241, align 8, !alias.scope !16, !noalias !13
  %lsr.iv.next238 = add nuw nsw i64 %lsr.iv237, 64
  %epil.iter40.cmp.not = icmp eq i64 %51, %lsr.iv.next238
  br i1 %epil.iter40.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !20

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.54.fca.5.0.load.i, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader35

for.body.us.preheader35:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index7.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %55 = xor i64 %loop.index7.us.ph, -1
  %56 = add i64 %.54.fca.5.0.load.i, %55
  %xtraiter37 = and i64 %.54.fca.5.0.load.i, 7
  %lcmp.mod38.not = icmp eq i64 %xtraiter37, 0
  br i1 %lcmp.mod38.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader35
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv234 = phi i64 [ %xtraiter37, %for.body.us.prol.preheader ], [ %lsr.iv.next235, %for.body.us.prol ]
  %loop.index7.us.prol = phi i64 [ %.252.us.prol, %for.body.us.prol ], [ %loop.index7.us.ph, %for.body.us.prol.preheader ]
  %scevgep233 = getelementptr double, double* %.54.fca.4.load.i, i64 %loop.index7.us.prol
  %.223.us.prol = load double, double* %scevgep233, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.223.us.prol) #7
  %scevgep232 = getelementptr double, double* %.6.i8, i64 %loop.index7.us.prol
  store double %.12.i.us.prol, double* %scevgep232, align 8
  %.252.us.prol = add nuw i64 %loop.index7.us.prol, 1
  %lsr.iv.next235 = add nsw i64 %lsr.iv234, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next235, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !22

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader35
  %loop.index7.us.unr = phi i64 [ %loop.index7.us.ph, %for.body.us.preheader35 ], [ %.252.us.prol, %for.body.us.prol ]
  %57 = icmp ult i64 %56, 7
  br i1 %57, label %for.end, label %for.body.us.preheader44

for.body.us.preheader44:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader44, %for.body.us
  %loop.index7.us = phi i64 [ %.252.us.7, %for.body.us ], [ %loop.index7.us.unr, %for.body.us.preheader44 ]
  %sunkaddr343 = mul i64 %loop.index7.us, 8
  %58 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr344 = getelementptr i8, i8* %58, i64 %sunkaddr343
  %59 = bitcast i8* %sunkaddr344 to double*
  %.223.us = load double, double* %59, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.223.us) #7
  %sunkaddr345 = mul i64 %loop.index7.us, 8
  %60 = bitcast double* %.6.i8 to i8*
  %sunkaddr346 = getelementptr i8, i8* %60, i64 %sunkaddr345
  %61 = bitcast i8* %sunkaddr346 to double*
  store double %.12.i.us, double* %61, align 8
  %sunkaddr347 = mul i64 %loop.index7.us, 8
  %62 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr348 = getelementptr i8, i8* %62, i64 %sunkaddr347
  %sunkaddr349 = getelementptr i8, i8* %sunkaddr348, i64 8
  %63 = bitcast i8* %sunkaddr349 to double*
  %.223.us.1 = load double, double* %63, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.223.us.1) #7
  %sunkaddr350 = mul i64 %loop.index7.us, 8
  %64 = bitcast double* %.6.i8 to i8*
  %sunkaddr351 = getelementptr i8, i8* %64, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, i8* %sunkaddr351, i64 8
  %65 = bitcast i8* %sunkaddr352 to double*
  store double %.12.i.us.1, double* %65, align 8
  %sunkaddr353 = mul i64 %loop.index7.us, 8
  %66 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr354 = getelementptr i8, i8* %66, i64 %sunkaddr353
  %sunkaddr355 = getelementptr i8, i8* %sunkaddr354, i64 16
  %67 = bitcast i8* %sunkaddr355 to double*
  %.223.us.2 = load double, double* %67, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.223.us.2) #7
  %sunkaddr356 = mul i64 %loop.index7.us, 8
  %68 = bitcast double* %.6.i8 to i8*
  %sunkaddr357 = getelementptr i8, i8* %68, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, i8* %sunkaddr357, i64 16
  %69 = bitcast i8* %sunkaddr358 to double*
  store double %.12.i.us.2, double* %69, align 8
  %sunkaddr359 = mul i64 %loop.index7.us, 8
  %70 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr360 = getelementptr i8, i8* %70, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, i8* %sunkaddr360, i64 24
  %71 = bitcast i8* %sunkaddr361 to double*
  %.223.us.3 = load double, double* %71, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.223.us.3) #7
  %sunkaddr362 = mul i64 %loop.index7.us, 8
  %72 = bitcast double* %.6.i8 to i8*
  %sunkaddr363 = getelementptr i8, i8* %72, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, i8* %sunkaddr363, i64 24
  %73 = bitcast i8* %sunkaddr364 to double*
  store double %.12.i.us.3, double* %73, align 8
  %sunkaddr365 = mul i64 %loop.index7.us, 8
  %74 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr366 = getelementptr i8, i8* %74, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, i8* %sunkaddr366, i64 32
  %75 = bitcast i8* %sunkaddr367 to double*
  %.223.us.4 = load double, double* %75, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.223.us.4) #7
  %sunkaddr368 = mul i64 %loop.index7.us, 8
  %76 = bitcast double* %.6.i8 to i8*
  %sunkaddr369 = getelementptr i8, i8* %76, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, i8* %sunkaddr369, i64 32
  %77 = bitcast i8* %sunkaddr370 to double*
  store double %.12.i.us.4, double* %77, align 8
  %sunkaddr371 = mul i64 %loop.index7.us, 8
  %78 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr372 = getelementptr i8, i8* %78, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, i8* %sunkaddr372, i64 40
  %79 = bitcast i8* %sunkaddr373 to double*
  %.223.us.5 = load double, double* %79, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.223.us.5) #7
  %sunkaddr374 = mul i64 %loop.index7.us, 8
  %80 = bitcast double* %.6.i8 to i8*
  %sunkaddr375 = getelementptr i8, i8* %80, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, i8* %sunkaddr375, i64 40
  %81 = bitcast i8* %sunkaddr376 to double*
  store double %.12.i.us.5, double* %81, align 8
  %sunkaddr377 = mul i64 %loop.index7.us, 8
  %82 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr378 = getelementptr i8, i8* %82, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, i8* %sunkaddr378, i64 48
  %83 = bitcast i8* %sunkaddr379 to double*
  %.223.us.6 = load double, double* %83, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.223.us.6) #7
  %sunkaddr380 = mul i64 %loop.index7.us, 8
  %84 = bitcast double* %.6.i8 to i8*
  %sunkaddr381 = getelementptr i8, i8* %84, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, i8* %sunkaddr381, i64 48
  %85 = bitcast i8* %sunkaddr382 to double*
  store double %.12.i.us.6, double* %85, align 8
  %sunkaddr383 = mul i64 %loop.index7.us, 8
  %86 = bitcast double* %.54.fca.4.load.i to i8*
  %sunkaddr384 = getelementptr i8, i8* %86, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, i8* %sunkaddr384, i64 56
  %87 = bitcast i8* %sunkaddr385 to double*
  %.223.us.7 = load double, double* %87, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.223.us.7) #7
  %sunkaddr386 = mul i64 %loop.index7.us, 8
  %88 = bitcast double* %.6.i8 to i8*
  %sunkaddr387 = getelementptr i8, i8* %88, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, i8* %sunkaddr387, i64 56
  %89 = bitcast i8* %sunkaddr388 to double*
  store double %.12.i.us.7, double* %89, align 8
  %.252.us.7 = add nuw nsw i64 %loop.index7.us, 8
  %exitcond.not.7 = icmp eq i64 %.54.fca.5.0.load.i, %.252.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !23

for.end.thread:                                   ; preds = %for.body.preheader
  %.223 = load double, double* %.54.fca.4.load.i, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.223) #7
  store double %.12.i, double* %.6.i8, align 8
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.54.fca.0.load.i)
  %.68.i = icmp eq i64 %.54.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.54.fca.5.0.load.i, i64 1) #7
  %90 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %91 = icmp ult i64 %90, 7
  br i1 %91, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %92 = add nsw i64 %unroll_iter.i, -8
  %93 = lshr exact i64 %92, 3
  %94 = add nuw nsw i64 %93, 1
  %xtraiter = and i64 %94, 7
  %95 = icmp ult i64 %92, 56
  br i1 %95, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %94, %const
  %scevgep70 = getelementptr double, double* %.6.i8, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %96 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep46 = getelementptr double, double* %.6.i8, i64 %96
  %97 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %98 = bitcast double* %scevgep46 to i8*
  %uglygep67 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep6768 = bitcast i8* %uglygep67 to double*
  %scevgep69 = getelementptr double, double* %uglygep6768, i64 -7
  %.236.i.epil = load double, double* %scevgep69, align 8, !noalias !24
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep64 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep6465 = bitcast i8* %uglygep64 to double*
  %scevgep66 = getelementptr double, double* %uglygep6465, i64 -6
  %.236.1.i.epil = load double, double* %scevgep66, align 8, !noalias !24
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep61 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep6162 = bitcast i8* %uglygep61 to double*
  %scevgep63 = getelementptr double, double* %uglygep6162, i64 -5
  %.236.2.i.epil = load double, double* %scevgep63, align 8, !noalias !24
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep58 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep5859 = bitcast i8* %uglygep58 to double*
  %scevgep60 = getelementptr double, double* %uglygep5859, i64 -4
  %.236.3.i.epil = load double, double* %scevgep60, align 8, !noalias !24
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep55 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep5556 = bitcast i8* %uglygep55 to double*
  %scevgep57 = getelementptr double, double* %uglygep5556, i64 -3
  %.236.4.i.epil = load double, double* %scevgep57, align 8, !noalias !24
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep52 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep5253 = bitcast i8* %uglygep52 to double*
  %scevgep54 = getelementptr double, double* %uglygep5253, i64 -2
  %.236.5.i.epil = load double, double* %scevgep54, align 8, !noalias !24
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep49 = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep4950 = bitcast i8* %uglygep49 to double*
  %scevgep51 = getelementptr double, double* %uglygep4950, i64 -1
  %.236.6.i.epil = load double, double* %scevgep51, align 8, !noalias !24
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %98, i64 %lsr.iv
  %uglygep48 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep48, align 8, !noalias !24
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %97, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !27, !llvm.loop !28

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i8, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep45 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep45, align 8, !noalias !24
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !27, !llvm.loop !29

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv198 = phi i64 [ %lsr.iv.next199, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep196 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -63
  %.236.i = load double, double* %scevgep197, align 8, !noalias !24
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep194 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -62
  %.236.1.i = load double, double* %scevgep195, align 8, !noalias !24
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep192 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -61
  %.236.2.i = load double, double* %scevgep193, align 8, !noalias !24
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep190 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -60
  %.236.3.i = load double, double* %scevgep191, align 8, !noalias !24
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep188 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -59
  %.236.4.i = load double, double* %scevgep189, align 8, !noalias !24
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep186 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -58
  %.236.5.i = load double, double* %scevgep187, align 8, !noalias !24
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep184 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -57
  %.236.6.i = load double, double* %scevgep185, align 8, !noalias !24
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep182 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -56
  %.236.7.i = load double, double* %scevgep183, align 8, !noalias !24
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep151 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -55
  %.236.i.1 = load double, double* %scevgep152, align 8, !noalias !24
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep153 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -54
  %.236.1.i.1 = load double, double* %scevgep154, align 8, !noalias !24
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep155 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -53
  %.236.2.i.1 = load double, double* %scevgep156, align 8, !noalias !24
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep157 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -52
  %.236.3.i.1 = load double, double* %scevgep158, align 8, !noalias !24
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep159 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -51
  %.236.4.i.1 = load double, double* %scevgep160, align 8, !noalias !24
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep161 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -50
  %.236.5.i.1 = load double, double* %scevgep162, align 8, !noalias !24
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep163 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -49
  %.236.6.i.1 = load double, double* %scevgep164, align 8, !noalias !24
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep165 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -48
  %.236.7.i.1 = load double, double* %scevgep166, align 8, !noalias !24
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep135 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -47
  %.236.i.2 = load double, double* %scevgep136, align 8, !noalias !24
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep137 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -46
  %.236.1.i.2 = load double, double* %scevgep138, align 8, !noalias !24
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep139 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -45
  %.236.2.i.2 = load double, double* %scevgep140, align 8, !noalias !24
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep141 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -44
  %.236.3.i.2 = load double, double* %scevgep142, align 8, !noalias !24
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep143 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -43
  %.236.4.i.2 = load double, double* %scevgep144, align 8, !noalias !24
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep145 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -42
  %.236.5.i.2 = load double, double* %scevgep146, align 8, !noalias !24
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep147 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -41
  %.236.6.i.2 = load double, double* %scevgep148, align 8, !noalias !24
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep149 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -40
  %.236.7.i.2 = load double, double* %scevgep150, align 8, !noalias !24
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep119 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -39
  %.236.i.3 = load double, double* %scevgep120, align 8, !noalias !24
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep121 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -38
  %.236.1.i.3 = load double, double* %scevgep122, align 8, !noalias !24
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep123 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -37
  %.236.2.i.3 = load double, double* %scevgep124, align 8, !noalias !24
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep125 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -36
  %.236.3.i.3 = load double, double* %scevgep126, align 8, !noalias !24
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep127 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -35
  %.236.4.i.3 = load double, double* %scevgep128, align 8, !noalias !24
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep129 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -34
  %.236.5.i.3 = load double, double* %scevgep130, align 8, !noalias !24
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep131 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -33
  %.236.6.i.3 = load double, double* %scevgep132, align 8, !noalias !24
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep133 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -32
  %.236.7.i.3 = load double, double* %scevgep134, align 8, !noalias !24
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep103 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -31
  %.236.i.4 = load double, double* %scevgep104, align 8, !noalias !24
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep105 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -30
  %.236.1.i.4 = load double, double* %scevgep106, align 8, !noalias !24
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep107 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -29
  %.236.2.i.4 = load double, double* %scevgep108, align 8, !noalias !24
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep109 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -28
  %.236.3.i.4 = load double, double* %scevgep110, align 8, !noalias !24
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep111 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -27
  %.236.4.i.4 = load double, double* %scevgep112, align 8, !noalias !24
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep113 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -26
  %.236.5.i.4 = load double, double* %scevgep114, align 8, !noalias !24
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep115 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -25
  %.236.6.i.4 = load double, double* %scevgep116, align 8, !noalias !24
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep117 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -24
  %.236.7.i.4 = load double, double* %scevgep118, align 8, !noalias !24
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep87 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -23
  %.236.i.5 = load double, double* %scevgep88, align 8, !noalias !24
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep89 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -22
  %.236.1.i.5 = load double, double* %scevgep90, align 8, !noalias !24
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep91 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -21
  %.236.2.i.5 = load double, double* %scevgep92, align 8, !noalias !24
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep93 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -20
  %.236.3.i.5 = load double, double* %scevgep94, align 8, !noalias !24
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep95 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -19
  %.236.4.i.5 = load double, double* %scevgep96, align 8, !noalias !24
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep97 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -18
  %.236.5.i.5 = load double, double* %scevgep98, align 8, !noalias !24
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep99 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -17
  %.236.6.i.5 = load double, double* %scevgep100, align 8, !noalias !24
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep101 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -16
  %.236.7.i.5 = load double, double* %scevgep102, align 8, !noalias !24
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep71 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -15
  %.236.i.6 = load double, double* %scevgep72, align 8, !noalias !24
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep73 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -14
  %.236.1.i.6 = load double, double* %scevgep74, align 8, !noalias !24
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep75 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -13
  %.236.2.i.6 = load double, double* %scevgep76, align 8, !noalias !24
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep77 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -12
  %.236.3.i.6 = load double, double* %scevgep78, align 8, !noalias !24
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep79 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -11
  %.236.4.i.6 = load double, double* %scevgep80, align 8, !noalias !24
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep81 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -10
  %.236.5.i.6 = load double, double* %scevgep82, align 8, !noalias !24
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep83 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -9
  %.236.6.i.6 = load double, double* %scevgep84, align 8, !noalias !24
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep85 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -8
  %.236.7.i.6 = load double, double* %scevgep86, align 8, !noalias !24
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep167 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -7
  %.236.i.7 = load double, double* %scevgep168, align 8, !noalias !24
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep169 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -6
  %.236.1.i.7 = load double, double* %scevgep170, align 8, !noalias !24
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep171 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -5
  %.236.2.i.7 = load double, double* %scevgep172, align 8, !noalias !24
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep173 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -4
  %.236.3.i.7 = load double, double* %scevgep174, align 8, !noalias !24
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep175 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -3
  %.236.4.i.7 = load double, double* %scevgep176, align 8, !noalias !24
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep177 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -2
  %.236.5.i.7 = load double, double* %scevgep178, align 8, !noalias !24
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep179 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -1
  %.236.6.i.7 = load double, double* %scevgep180, align 8, !noalias !24
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep181 = getelementptr double, double* %scevgep70, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep181, align 8, !noalias !24
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next199 = add i64 %lsr.iv198, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next199, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.vecmat, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([159 x i8], [159 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !4

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
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !4

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
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

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
  %.79 = call i32 @_ZN7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* %.62.fca.1.load, i64 %.62.fca.2.load, i64 8, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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

define double @cfunc._ZN7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.14 = call i32 @_ZN7kernels6vecmatB3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f69975eba50>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_vm12_3clocals_3e8dot_implB3v59B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1) local_unnamed_addr {
entry:
  %.197 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %.74 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.74, label %B54, label %B108

B54:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.b.0)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.18.i.i = icmp slt i64 %arg.b.5.1, 0
  br i1 %.18.i.i, label %B54.if, label %B0.endif.endif.i.i, !prof !4

B0.endif.endif.i.i:                               ; preds = %B54
  %.32.i.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.b.5.1, i64 8)
  %.34.i.i = extractvalue { i64, i1 } %.32.i.i, 1
  br i1 %.34.i.i, label %B54.if, label %B0.endif.endif.endif.i.i, !prof !4

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.33.i.i = extractvalue { i64, i1 } %.32.i.i, 0
  %.7.i.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i.i, i32 32), !noalias !30
  %.8.i.i.i.i = icmp eq i8* %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B54.if, label %B54.endif, !prof !4

B108:                                             ; preds = %entry
  %.18.i = icmp slt i64 %arg.b.5.1, 0
  br i1 %.18.i, label %B108.if, label %B0.endif.endif.i2, !prof !4

B0.endif.endif.i2:                                ; preds = %B108
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.b.5.1, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B108.if, label %B0.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i2
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !43
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B108.if, label %B108.endif, !prof !4

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
  %.6.i1.i.i = load double*, double** %0, align 8, !noalias !53
  %.26.i.i = shl nuw nsw i64 %arg.b.5.1, 3
  %.27.i.i = bitcast double* %.6.i1.i.i to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.27.i.i, i8 0, i64 %.26.i.i, i1 false) #7, !noalias !54
  %retptr.repack155111 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i.i, i8** %retptr.repack155111, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.b.5.1, i64* %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i.i, double** %retptr.repack22, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.b.5.1, i64* %1, align 8
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
  %.6.i1.i = load double*, double** %3, align 8, !noalias !57
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.197 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  %.209 = call i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.197, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.5.1, i64 %arg.b.6.0, i64 %arg.b.6.1, i8* nonnull %.7.i.i.i, i8* null, i64 %arg.b.5.1, i64 8, double* %.6.i1.i, i64 %arg.b.5.1, i64 8)
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

define linkonce_odr i32 @_ZN5numba2np6linalg5dot_312_3clocals_3e12_3clambda_3eB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.left.0, i8* nocapture readnone %arg.left.1, i64 %arg.left.2, i64 %arg.left.3, double* %arg.left.4, i64 %arg.left.5.0, i64 %arg.left.6.0, i8* %arg.right.0, i8* nocapture readnone %arg.right.1, i64 %arg.right.2, i64 %arg.right.3, double* %arg.right.4, i64 %arg.right.5.0, i64 %arg.right.5.1, i64 %arg.right.6.0, i64 %arg.right.6.1, i8* %arg.out.0, i8* %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr {
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
  %.90.not.i = icmp eq i64 %arg.left.5.0, %arg.right.5.0
  br i1 %.90.not.i, label %B84.i, label %B0.if, !prof !58

B84.i:                                            ; preds = %entry
  %.127.not.i = icmp eq i64 %arg.out.5.0, %arg.right.5.1
  br i1 %.127.not.i, label %B0.endif, label %B0.if, !prof !58

B0.if:                                            ; preds = %B84.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140091488543680, %entry ], [ @.const.picklebuf.140091494146240, %B84.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B84.i
  %.5.i = icmp sgt i64 %arg.left.5.0, 2147483647
  br i1 %.5.i, label %B0.endif.if, label %B0.endif.endif

common.ret:                                       ; preds = %B0.endif.endif.endif.endif, %B0.endif.endif.if, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 0, %B0.endif.endif.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i2 = icmp sgt i64 %arg.out.5.0, 2147483647
  br i1 %.5.i2, label %B0.endif.endif.if, label %B0.endif.endif.endif

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140091495439040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.163 = icmp eq i64 %arg.left.5.0, 0
  %.164 = icmp eq i64 %arg.out.5.0, 0
  %.165 = or i1 %.163, %.164
  br i1 %.165, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else, !prof !4

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.173 = mul i64 %arg.out.3, %arg.out.2
  %.174 = bitcast double* %arg.out.4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.174, i8 0, i64 %.173, i1 false)
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  store double 1.000000e+00, double* %.179, align 8
  store double 0.000000e+00, double* %.182, align 8
  %.185 = bitcast double* %.179 to i8*
  %.186 = bitcast double* %arg.right.4 to i8*
  %.187 = bitcast double* %arg.left.4 to i8*
  %.188 = bitcast double* %.182 to i8*
  %.189 = bitcast double* %arg.out.4 to i8*
  %.190 = call i32 @numba_xxgemv(i8 100, i8 110, i64 %arg.out.5.0, i64 %arg.left.5.0, i8* nonnull %.185, i8* %.186, i64 %arg.out.5.0, i8* %.187, i8* nonnull %.188, i8* %.189)
  %.191.not = icmp eq i32 %.190, 0
  br i1 %.191.not, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.else.if, !prof !59

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
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { noreturn }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v58B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
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
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !19}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v44B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!27 = !{!"branch_weights", i32 1, i32 7}
!28 = distinct !{!28, !21}
!29 = distinct !{!29, !21}
!30 = !{!31, !33, !34, !36, !37, !39, !40, !42}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v38B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB3v37B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!43 = !{!44, !46, !47, !49, !50, !52}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v40B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!53 = !{!37, !39, !40, !42}
!54 = !{!55, !40, !42}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj18ol_array_zero_fill12_3clocals_3e4implB3v39B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!57 = !{!50, !52}
!58 = !{!"branch_weights", i32 2126008812, i32 21474836}
!59 = !{!"branch_weights", i32 99, i32 1}
