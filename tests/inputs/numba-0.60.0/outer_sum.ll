; ModuleID = 'outer_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140214604957952 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140214604957952.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140214604957952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140214604957952, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604957952.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.outer_sum = internal constant [10 x i8] c"outer_sum\00"
@_ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f8641a76bd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f8641a76bd0>\00"
@_ZN08NumbaEnv5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global i8* null
@.const.pickledata.140214606740800 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140214606740800.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140214606740800 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140214606740800, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606740800.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214606622400 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.140214606622400.sha1 = internal constant [20 x i8] c"\F0f\C4_\89Gq\8C\1D\90>\0B\10\F0f9\B72\DBu"
@.const.picklebuf.140214606622400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140214606622400, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606622400.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214607157376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140214607157376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140214607157376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140214607157376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214607157376.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140214607158848 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140214607158848.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140214607158848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140214607158848, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214607158848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214606741440 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\0A\08\87\94\87\94."
@.const.pickledata.140214606741440.sha1 = internal constant [20 x i8] c"\10\C8)\BC\042 \D9z\B0\98^\C3\14\CAr\B5\D8\A7M"
@.const.picklebuf.140214606741440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.140214606741440, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606741440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140214606741440.12 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\0A\08\87\94\87\94."
@.const.pickledata.140214606741440.sha1.13 = internal constant [20 x i8] c"\10\C8)\BC\042 \D9z\B0\98^\C3\14\CAr\B5\D8\A7M"
@.const.picklebuf.140214606741440.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.140214606741440.12, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606741440.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214606712000 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\15\08\87\94\87\94."
@.const.pickledata.140214606712000.sha1 = internal constant [20 x i8] c"\8C\D5.\13,\91ZXG\01#R\BDC\B1\B7\C4P\1C%"
@.const.picklebuf.140214606712000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.140214606712000, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606712000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140214606564672 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\19\08\87\94\87\94."
@.const.pickledata.140214606564672.sha1 = internal constant [20 x i8] c"u\F7\BAz\DDQ\80\B9\D0\A6\80\07\FCC\F5\A4\87\89m\F3"
@.const.picklebuf.140214606564672 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([129 x i8], [129 x i8]* @.const.pickledata.140214606564672, i32 0, i32 0), i32 129, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214606564672.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8641d12e50B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@.const.pickledata.140214604614400 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140214604614400.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140214604614400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140214604614400, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604614400.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8641a75b10B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140214604614400.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140214604614400.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140214604614400.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140214604614400.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140214604614400.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  %.28.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  tail call void @NRT_incref(i8* %arg.y.0), !noalias !0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false), !noalias !0
  %.36.i = call i32 @_ZN5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.28.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, i8* null), !noalias !0
  switch i32 %.36.i, label %_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit: ; preds = %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8*
  %.37.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.44 = icmp sgt i32 %.36.i, 0
  %.45 = select i1 %.44, { i8*, i32, i8*, i8*, i32 }* %.37.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.45, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8*
  %.fca.0.gep17.i524 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8**
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 4
  %.46.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.46.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.46.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.46.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i524, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.y.0), !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.148 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.46.fca.5.0.load.i, i64 %.46.fca.5.1.load.i)
  %.149 = extractvalue { i64, i1 } %.148, 0
  %.150 = extractvalue { i64, i1 } %.148, 1
  %.153 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.149, i64 8)
  %.155 = extractvalue { i64, i1 } %.153, 1
  %.156 = or i1 %.150, %.155
  br i1 %.156, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !4

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.36.i, %_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214604957952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.154 = extractvalue { i64, i1 } %.153, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.154, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214604614400.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i19 = load double*, double** %6, align 8
  %.23412 = icmp sgt i64 %.46.fca.5.0.load.i, 0
  br i1 %.23412, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif
  %.2377 = icmp sgt i64 %.46.fca.5.1.load.i, 0
  br i1 %.2377, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %const523 = bitcast i64 4611686018427387896 to i64
  %7 = add i64 %.46.fca.5.1.load.i, -8
  %8 = lshr i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %n.vec120 = and i64 %.46.fca.5.1.load.i, -8
  %xtraiter133 = and i64 %9, 7
  %unroll_iter136 = and i64 %9, %const523
  %ind.escape126 = add i64 %n.vec120, -1
  %xtraiter138 = and i64 %.46.fca.5.1.load.i, 7
  %n.vec = and i64 %.46.fca.5.1.load.i, -8
  %ind.escape = add i64 %n.vec, -1
  %scevgep307 = getelementptr double, double* %.46.fca.4.load.i, i64 56
  %10 = shl i64 %.46.fca.5.1.load.i, 3
  %scevgep334 = getelementptr double, double* %.6.i19, i64 56
  %11 = shl nuw nsw i64 %xtraiter133, 6
  %12 = sub i64 0, %.46.fca.5.1.load.i
  %scevgep417 = getelementptr double, double* %.46.fca.4.load.i, i64 56
  %13 = shl nuw nsw i64 %xtraiter133, 6
  %14 = sub i64 0, %xtraiter138
  %scevgep490 = getelementptr double, double* %.46.fca.4.load.i, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv372 = phi double* [ %.46.fca.4.load.i, %for.cond.1.preheader.us.preheader ], [ %27, %for.end.1.loopexit.us ]
  %lsr.iv363 = phi double* [ %.6.i19, %for.cond.1.preheader.us.preheader ], [ %26, %for.end.1.loopexit.us ]
  %lsr.iv335 = phi double* [ %scevgep334, %for.cond.1.preheader.us.preheader ], [ %25, %for.end.1.loopexit.us ]
  %lsr.iv308 = phi double* [ %scevgep307, %for.cond.1.preheader.us.preheader ], [ %24, %for.end.1.loopexit.us ]
  %loop.index15.us = phi i64 [ %.289.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.230.014.us = phi i64 [ %.230.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.227.013.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %15 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %16 = mul i64 %.46.fca.5.1.load.i, %loop.index15.us
  %scevgep103 = getelementptr double, double* %.6.i19, i64 %16
  %17 = add i64 %.46.fca.5.1.load.i, %16
  %scevgep105 = getelementptr double, double* %.6.i19, i64 %17
  %scevgep107 = getelementptr double, double* %.46.fca.4.load.i, i64 %16
  %scevgep109 = getelementptr double, double* %.46.fca.4.load.i, i64 %17
  %18 = mul i64 %.46.fca.5.1.load.i, %loop.index15.us
  %scevgep = getelementptr double, double* %.6.i19, i64 %18
  %19 = add i64 %.46.fca.5.1.load.i, %18
  %scevgep97 = getelementptr double, double* %.6.i19, i64 %19
  %.281.us = mul i64 %loop.index15.us, %.46.fca.5.1.load.i
  br i1 %15, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us38.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us38.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block114
  %spec.select.lcssa.us = phi i64 [ %loop.index15.us, %middle.block114 ], [ %.227.013.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index15.us, %for.body.1.us.us.us.prol.loopexit ], [ %.227.013.us, %for.body.1.us38.us ], [ %loop.index15.us, %for.body.1.us.us.us ], [ %.227.013.us, %middle.block ], [ %.227.013.us, %for.body.1.us38.us.prol.loopexit ]
  %.230.2.lcssa.us = phi i64 [ %ind.escape126, %middle.block114 ], [ %.230.014.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.230.014.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.110.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next489, %for.body.1.us38.us ], [ %lsr.iv.next384, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.110.us39.us.lcssa.unr, %for.body.1.us38.us.prol.loopexit ]
  %20 = bitcast double* %lsr.iv335 to i1*
  %21 = bitcast double* %lsr.iv308 to i1*
  %22 = bitcast double* %lsr.iv372 to i1*
  %23 = bitcast double* %lsr.iv363 to i1*
  %.289.us = add nuw nsw i64 %loop.index15.us, 1
  %scevgep310 = getelementptr i1, i1* %21, i64 %10
  %24 = bitcast i1* %scevgep310 to double*
  %scevgep337 = getelementptr i1, i1* %20, i64 %10
  %25 = bitcast i1* %scevgep337 to double*
  %scevgep365 = getelementptr i1, i1* %23, i64 %10
  %26 = bitcast i1* %scevgep365 to double*
  %scevgep374 = getelementptr i1, i1* %22, i64 %10
  %27 = bitcast i1* %scevgep374 to double*
  %exitcond87.not = icmp eq i64 %.289.us, %.46.fca.5.0.load.i
  br i1 %exitcond87.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %28 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %.250.us.us = mul i64 %loop.index15.us, %.46.fca.5.1.load.i
  br i1 %28, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %29 = icmp ult i64 %.46.fca.5.1.load.i, 8
  br i1 %29, label %for.body.1.us.us.us.preheader129, label %vector.memcheck102

vector.memcheck102:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0111 = icmp ult double* %scevgep103, %scevgep109
  %bound1112 = icmp ult double* %scevgep107, %scevgep105
  %found.conflict113 = and i1 %bound0111, %bound1112
  br i1 %found.conflict113, label %for.body.1.us.us.us.preheader129, label %vector.ph118

vector.ph118:                                     ; preds = %vector.memcheck102
  %30 = icmp ult i64 %7, 56
  br i1 %30, label %middle.block114.unr-lcssa, label %vector.body116.preheader

vector.body116.preheader:                         ; preds = %vector.ph118
  br label %vector.body116

vector.body116:                                   ; preds = %vector.body116.preheader, %vector.body116
  %lsr.iv361 = phi i64 [ %unroll_iter136, %vector.body116.preheader ], [ %lsr.iv.next362, %vector.body116 ]
  %index123 = phi i64 [ %index.next125.7, %vector.body116 ], [ 0, %vector.body116.preheader ]
  %scevgep331 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep331332 = bitcast double* %scevgep331 to <8 x double>*
  %scevgep333 = getelementptr <8 x double>, <8 x double>* %scevgep331332, i64 -7
  %wide.load124 = load <8 x double>, <8 x double>* %scevgep333, align 8, !alias.scope !13
  %31 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124)
  %scevgep358 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep358359 = bitcast double* %scevgep358 to <8 x double>*
  %scevgep360 = getelementptr <8 x double>, <8 x double>* %scevgep358359, i64 -7
  store <8 x double> %31, <8 x double>* %scevgep360, align 8, !alias.scope !16, !noalias !13
  %scevgep326 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep326327 = bitcast double* %scevgep326 to <8 x double>*
  %scevgep328 = getelementptr <8 x double>, <8 x double>* %scevgep326327, i64 -6
  %wide.load124.1 = load <8 x double>, <8 x double>* %scevgep328, align 8, !alias.scope !13
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.1)
  %scevgep353 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep353354 = bitcast double* %scevgep353 to <8 x double>*
  %scevgep355 = getelementptr <8 x double>, <8 x double>* %scevgep353354, i64 -6
  store <8 x double> %32, <8 x double>* %scevgep355, align 8, !alias.scope !16, !noalias !13
  %scevgep323 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep323324 = bitcast double* %scevgep323 to <8 x double>*
  %scevgep325 = getelementptr <8 x double>, <8 x double>* %scevgep323324, i64 -5
  %wide.load124.2 = load <8 x double>, <8 x double>* %scevgep325, align 8, !alias.scope !13
  %33 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.2)
  %scevgep350 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep350351 = bitcast double* %scevgep350 to <8 x double>*
  %scevgep352 = getelementptr <8 x double>, <8 x double>* %scevgep350351, i64 -5
  store <8 x double> %33, <8 x double>* %scevgep352, align 8, !alias.scope !16, !noalias !13
  %scevgep320 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep320321 = bitcast double* %scevgep320 to <8 x double>*
  %scevgep322 = getelementptr <8 x double>, <8 x double>* %scevgep320321, i64 -4
  %wide.load124.3 = load <8 x double>, <8 x double>* %scevgep322, align 8, !alias.scope !13
  %34 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.3)
  %scevgep347 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep347348 = bitcast double* %scevgep347 to <8 x double>*
  %scevgep349 = getelementptr <8 x double>, <8 x double>* %scevgep347348, i64 -4
  store <8 x double> %34, <8 x double>* %scevgep349, align 8, !alias.scope !16, !noalias !13
  %scevgep317 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep317318 = bitcast double* %scevgep317 to <8 x double>*
  %scevgep319 = getelementptr <8 x double>, <8 x double>* %scevgep317318, i64 -3
  %wide.load124.4 = load <8 x double>, <8 x double>* %scevgep319, align 8, !alias.scope !13
  %35 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.4)
  %scevgep344 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep344345 = bitcast double* %scevgep344 to <8 x double>*
  %scevgep346 = getelementptr <8 x double>, <8 x double>* %scevgep344345, i64 -3
  store <8 x double> %35, <8 x double>* %scevgep346, align 8, !alias.scope !16, !noalias !13
  %scevgep314 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep314315 = bitcast double* %scevgep314 to <8 x double>*
  %scevgep316 = getelementptr <8 x double>, <8 x double>* %scevgep314315, i64 -2
  %wide.load124.5 = load <8 x double>, <8 x double>* %scevgep316, align 8, !alias.scope !13
  %36 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.5)
  %scevgep341 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep341342 = bitcast double* %scevgep341 to <8 x double>*
  %scevgep343 = getelementptr <8 x double>, <8 x double>* %scevgep341342, i64 -2
  store <8 x double> %36, <8 x double>* %scevgep343, align 8, !alias.scope !16, !noalias !13
  %scevgep311 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep311312 = bitcast double* %scevgep311 to <8 x double>*
  %scevgep313 = getelementptr <8 x double>, <8 x double>* %scevgep311312, i64 -1
  %wide.load124.6 = load <8 x double>, <8 x double>* %scevgep313, align 8, !alias.scope !13
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.6)
  %scevgep338 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep338339 = bitcast double* %scevgep338 to <8 x double>*
  %scevgep340 = getelementptr <8 x double>, <8 x double>* %scevgep338339, i64 -1
  store <8 x double> %37, <8 x double>* %scevgep340, align 8, !alias.scope !16, !noalias !13
  %scevgep329 = getelementptr double, double* %lsr.iv308, i64 %index123
  %scevgep329330 = bitcast double* %scevgep329 to <8 x double>*
  %wide.load124.7 = load <8 x double>, <8 x double>* %scevgep329330, align 8, !alias.scope !13
  %38 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.7)
  %scevgep356 = getelementptr double, double* %lsr.iv335, i64 %index123
  %scevgep356357 = bitcast double* %scevgep356 to <8 x double>*
  store <8 x double> %38, <8 x double>* %scevgep356357, align 8, !alias.scope !16, !noalias !13
  %index.next125.7 = add i64 %index123, 64
  %lsr.iv.next362 = add i64 %lsr.iv361, -8
  %niter137.ncmp.7 = icmp eq i64 %lsr.iv.next362, 0
  br i1 %niter137.ncmp.7, label %middle.block114.unr-lcssa, label %vector.body116, !llvm.loop !18

middle.block114.unr-lcssa:                        ; preds = %vector.body116, %vector.ph118
  %index123.unr = phi i64 [ 0, %vector.ph118 ], [ %index.next125.7, %vector.body116 ]
  %39 = icmp eq i64 %xtraiter133, 0
  br i1 %39, label %middle.block114, label %vector.body116.epil.preheader

vector.body116.epil.preheader:                    ; preds = %middle.block114.unr-lcssa
  %scevgep366 = getelementptr double, double* %lsr.iv363, i64 %index123.unr
  %scevgep375 = getelementptr double, double* %lsr.iv372, i64 %index123.unr
  br label %vector.body116.epil

vector.body116.epil:                              ; preds = %vector.body116.epil.preheader, %vector.body116.epil
  %lsr.iv367 = phi i64 [ 0, %vector.body116.epil.preheader ], [ %lsr.iv.next368, %vector.body116.epil ]
  %40 = bitcast double* %scevgep375 to i8*
  %41 = bitcast double* %scevgep366 to i8*
  %uglygep377 = getelementptr i8, i8* %40, i64 %lsr.iv367
  %uglygep377378 = bitcast i8* %uglygep377 to <8 x double>*
  %wide.load124.epil = load <8 x double>, <8 x double>* %uglygep377378, align 8, !alias.scope !13
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load124.epil)
  %uglygep370 = getelementptr i8, i8* %41, i64 %lsr.iv367
  %uglygep370371 = bitcast i8* %uglygep370 to <8 x double>*
  store <8 x double> %42, <8 x double>* %uglygep370371, align 8, !alias.scope !16, !noalias !13
  %lsr.iv.next368 = add nuw nsw i64 %lsr.iv367, 64
  %epil.iter134.cmp.not = icmp eq i64 %11, %lsr.iv.next368
  br i1 %epil.iter134.cmp.not, label %middle.block114, label %vector.body116.epil, !llvm.loop !20

middle.block114:                                  ; preds = %vector.body116.epil, %middle.block114.unr-lcssa
  %43 = icmp eq i64 %.46.fca.5.1.load.i, %n.vec120
  br i1 %43, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader129

for.body.1.us.us.us.preheader129:                 ; preds = %vector.memcheck102, %for.body.1.us.us.us.preheader, %middle.block114
  %loop.index.110.us.us.us.ph = phi i64 [ 0, %vector.memcheck102 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec120, %middle.block114 ]
  %44 = icmp eq i64 %xtraiter138, 0
  %45 = xor i64 %loop.index.110.us.us.us.ph, -1
  %46 = add i64 %.46.fca.5.1.load.i, %45
  br i1 %44, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader129
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv381 = phi i64 [ %xtraiter138, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next382, %for.body.1.us.us.us.prol ]
  %loop.index.110.us.us.us.prol = phi i64 [ %.287.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep380 = getelementptr double, double* %lsr.iv372, i64 %loop.index.110.us.us.us.prol
  %.255.us.us.us.prol = load double, double* %scevgep380, align 8
  %.12.i.us.us.us.prol = tail call double @llvm.sin.f64(double %.255.us.us.us.prol) #8
  %scevgep379 = getelementptr double, double* %lsr.iv363, i64 %loop.index.110.us.us.us.prol
  store double %.12.i.us.us.us.prol, double* %scevgep379, align 8
  %.287.us.us.us.prol = add nuw i64 %loop.index.110.us.us.us.prol, 1
  %lsr.iv.next382 = add nsw i64 %lsr.iv381, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next382, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !22

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %47 = add i64 %.287.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader129
  %loop.index.110.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader129 ], [ %47, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.110.us.us.us.unr = phi i64 [ %loop.index.110.us.us.us.ph, %for.body.1.us.us.us.preheader129 ], [ %.287.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %48 = icmp ult i64 %46, 7
  br i1 %48, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader149

for.body.1.us.us.us.preheader149:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %49 = add i64 %loop.index.110.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %50 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %.250.us42.us = mul i64 %.227.013.us, %.46.fca.5.1.load.i
  br i1 %50, label %for.body.1.us38.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us38.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %51 = icmp ult i64 %.46.fca.5.1.load.i, 8
  br i1 %51, label %for.body.1.us38.us.preheader127, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us38.us.preheader
  %52 = bitcast double* %scevgep to i8*
  %53 = bitcast double* %.46.fca.4.load.i to i8*
  %scevgep99 = getelementptr double, double* %.46.fca.4.load.i, i64 %.250.us42.us
  %54 = shl i64 %.227.013.us, 3
  %55 = add i64 %54, 8
  %56 = mul i64 %.46.fca.5.1.load.i, %55
  %uglygep = getelementptr i8, i8* %53, i64 %56
  %bound0 = icmp ugt i8* %uglygep, %52
  %bound1 = icmp ult double* %scevgep99, %scevgep97
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us38.us.preheader127, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %57 = icmp ult i64 %7, 56
  br i1 %57, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep418 = getelementptr double, double* %scevgep417, i64 %.250.us42.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv465 = phi i64 [ %unroll_iter136, %vector.body.preheader ], [ %lsr.iv.next466, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep439 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep441, align 8, !alias.scope !23
  %58 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %scevgep462 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep462463 = bitcast double* %scevgep462 to <8 x double>*
  %scevgep464 = getelementptr <8 x double>, <8 x double>* %scevgep462463, i64 -7
  store <8 x double> %58, <8 x double>* %scevgep464, align 8, !alias.scope !26, !noalias !23
  %scevgep434 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <8 x double>*
  %scevgep436 = getelementptr <8 x double>, <8 x double>* %scevgep434435, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep436, align 8, !alias.scope !23
  %59 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %scevgep457 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %scevgep457458, i64 -6
  store <8 x double> %59, <8 x double>* %scevgep459, align 8, !alias.scope !26, !noalias !23
  %scevgep431 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <8 x double>*
  %scevgep433 = getelementptr <8 x double>, <8 x double>* %scevgep431432, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep433, align 8, !alias.scope !23
  %60 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %scevgep454 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -5
  store <8 x double> %60, <8 x double>* %scevgep456, align 8, !alias.scope !26, !noalias !23
  %scevgep428 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <8 x double>*
  %scevgep430 = getelementptr <8 x double>, <8 x double>* %scevgep428429, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep430, align 8, !alias.scope !23
  %61 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %scevgep451 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -4
  store <8 x double> %61, <8 x double>* %scevgep453, align 8, !alias.scope !26, !noalias !23
  %scevgep425 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep425426 = bitcast double* %scevgep425 to <8 x double>*
  %scevgep427 = getelementptr <8 x double>, <8 x double>* %scevgep425426, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep427, align 8, !alias.scope !23
  %62 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %scevgep448 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -3
  store <8 x double> %62, <8 x double>* %scevgep450, align 8, !alias.scope !26, !noalias !23
  %scevgep422 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep422423 = bitcast double* %scevgep422 to <8 x double>*
  %scevgep424 = getelementptr <8 x double>, <8 x double>* %scevgep422423, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep424, align 8, !alias.scope !23
  %63 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %scevgep445 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -2
  store <8 x double> %63, <8 x double>* %scevgep447, align 8, !alias.scope !26, !noalias !23
  %scevgep419 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep419420 = bitcast double* %scevgep419 to <8 x double>*
  %scevgep421 = getelementptr <8 x double>, <8 x double>* %scevgep419420, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep421, align 8, !alias.scope !23
  %64 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %scevgep442 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -1
  store <8 x double> %64, <8 x double>* %scevgep444, align 8, !alias.scope !26, !noalias !23
  %scevgep437 = getelementptr double, double* %scevgep418, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep437438, align 8, !alias.scope !23
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %scevgep460 = getelementptr double, double* %lsr.iv335, i64 %index
  %scevgep460461 = bitcast double* %scevgep460 to <8 x double>*
  store <8 x double> %65, <8 x double>* %scevgep460461, align 8, !alias.scope !26, !noalias !23
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next466 = add i64 %lsr.iv465, -8
  %niter144.ncmp.7 = icmp eq i64 %lsr.iv.next466, 0
  br i1 %niter144.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !28

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %66 = and i64 %9, 7
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep467 = getelementptr double, double* %lsr.iv363, i64 %index.unr
  %68 = add i64 %index.unr, %.250.us42.us
  %scevgep473 = getelementptr double, double* %.46.fca.4.load.i, i64 %68
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv468 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next469, %vector.body.epil ]
  %69 = bitcast double* %scevgep473 to i8*
  %70 = bitcast double* %scevgep467 to i8*
  %uglygep475 = getelementptr i8, i8* %69, i64 %lsr.iv468
  %uglygep475476 = bitcast i8* %uglygep475 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep475476, align 8, !alias.scope !23
  %71 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep471 = getelementptr i8, i8* %70, i64 %lsr.iv468
  %uglygep471472 = bitcast i8* %uglygep471 to <8 x double>*
  store <8 x double> %71, <8 x double>* %uglygep471472, align 8, !alias.scope !26, !noalias !23
  %lsr.iv.next469 = add nuw nsw i64 %lsr.iv468, 64
  %epil.iter141.cmp.not = icmp eq i64 %13, %lsr.iv.next469
  br i1 %epil.iter141.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !29

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %72 = icmp eq i64 %.46.fca.5.1.load.i, %n.vec
  br i1 %72, label %for.end.1.loopexit.us, label %for.body.1.us38.us.preheader127

for.body.1.us38.us.preheader127:                  ; preds = %vector.memcheck, %for.body.1.us38.us.preheader, %middle.block
  %loop.index.110.us39.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us38.us.preheader ], [ %n.vec, %middle.block ]
  %73 = and i64 %.46.fca.5.1.load.i, 7
  %74 = icmp eq i64 %73, 0
  %75 = xor i64 %loop.index.110.us39.us.ph, -1
  %76 = add i64 %.46.fca.5.1.load.i, %75
  br i1 %74, label %for.body.1.us38.us.prol.loopexit, label %for.body.1.us38.us.prol.preheader

for.body.1.us38.us.prol.preheader:                ; preds = %for.body.1.us38.us.preheader127
  %77 = shl i64 %loop.index.110.us39.us.ph, 3
  %scevgep484 = getelementptr double, double* %.46.fca.4.load.i, i64 %.250.us42.us
  br label %for.body.1.us38.us.prol

for.body.1.us38.us.prol:                          ; preds = %for.body.1.us38.us.prol.preheader, %for.body.1.us38.us.prol
  %lsr.iv479 = phi i64 [ %77, %for.body.1.us38.us.prol.preheader ], [ %lsr.iv.next480, %for.body.1.us38.us.prol ]
  %lsr.iv477 = phi i64 [ 0, %for.body.1.us38.us.prol.preheader ], [ %lsr.iv.next478, %for.body.1.us38.us.prol ]
  %78 = bitcast double* %scevgep484 to i8*
  %79 = bitcast double* %lsr.iv363 to i8*
  %uglygep486 = getelementptr i8, i8* %78, i64 %lsr.iv479
  %uglygep486487 = bitcast i8* %uglygep486 to double*
  %.255.us45.us.prol = load double, double* %uglygep486487, align 8
  %.12.i.us46.us.prol = tail call double @llvm.sin.f64(double %.255.us45.us.prol) #8
  %uglygep482 = getelementptr i8, i8* %79, i64 %lsr.iv479
  %uglygep482483 = bitcast i8* %uglygep482 to double*
  store double %.12.i.us46.us.prol, double* %uglygep482483, align 8
  %lsr.iv.next478 = add nsw i64 %lsr.iv477, -1
  %lsr.iv.next480 = add nuw nsw i64 %lsr.iv479, 8
  %prol.iter147.cmp.not = icmp eq i64 %14, %lsr.iv.next478
  br i1 %prol.iter147.cmp.not, label %for.body.1.us38.us.prol.loopexit.loopexit, label %for.body.1.us38.us.prol, !llvm.loop !30

for.body.1.us38.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us38.us.prol
  %80 = add i64 %loop.index.110.us39.us.ph, -1
  %81 = sub i64 %80, %lsr.iv.next478
  %82 = sub i64 %loop.index.110.us39.us.ph, %lsr.iv.next478
  br label %for.body.1.us38.us.prol.loopexit

for.body.1.us38.us.prol.loopexit:                 ; preds = %for.body.1.us38.us.prol.loopexit.loopexit, %for.body.1.us38.us.preheader127
  %loop.index.110.us39.us.lcssa.unr = phi i64 [ undef, %for.body.1.us38.us.preheader127 ], [ %81, %for.body.1.us38.us.prol.loopexit.loopexit ]
  %loop.index.110.us39.us.unr = phi i64 [ %loop.index.110.us39.us.ph, %for.body.1.us38.us.preheader127 ], [ %82, %for.body.1.us38.us.prol.loopexit.loopexit ]
  %83 = icmp ult i64 %76, 7
  br i1 %83, label %for.end.1.loopexit.us, label %for.body.1.us38.us.preheader148

for.body.1.us38.us.preheader148:                  ; preds = %for.body.1.us38.us.prol.loopexit
  %84 = add i64 %loop.index.110.us39.us.unr, -1
  %scevgep491 = getelementptr double, double* %scevgep490, i64 %.250.us42.us
  br label %for.body.1.us38.us

for.body.1.us38.us:                               ; preds = %for.body.1.us38.us.preheader148, %for.body.1.us38.us
  %lsr.iv488 = phi i64 [ %84, %for.body.1.us38.us.preheader148 ], [ %lsr.iv.next489, %for.body.1.us38.us ]
  %scevgep505 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -6
  %.255.us45.us = load double, double* %scevgep506, align 8
  %.12.i.us46.us = tail call double @llvm.sin.f64(double %.255.us45.us) #8
  %scevgep509 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep510 = getelementptr double, double* %scevgep509, i64 1
  store double %.12.i.us46.us, double* %scevgep510, align 8
  %scevgep503 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -5
  %.255.us45.us.1 = load double, double* %scevgep504, align 8
  %.12.i.us46.us.1 = tail call double @llvm.sin.f64(double %.255.us45.us.1) #8
  %scevgep515 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep516 = getelementptr double, double* %scevgep515, i64 2
  store double %.12.i.us46.us.1, double* %scevgep516, align 8
  %scevgep501 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -4
  %.255.us45.us.2 = load double, double* %scevgep502, align 8
  %.12.i.us46.us.2 = tail call double @llvm.sin.f64(double %.255.us45.us.2) #8
  %scevgep517 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep518 = getelementptr double, double* %scevgep517, i64 3
  store double %.12.i.us46.us.2, double* %scevgep518, align 8
  %scevgep499 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -3
  %.255.us45.us.3 = load double, double* %scevgep500, align 8
  %.12.i.us46.us.3 = tail call double @llvm.sin.f64(double %.255.us45.us.3) #8
  %scevgep519 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep520 = getelementptr double, double* %scevgep519, i64 4
  store double %.12.i.us46.us.3, double* %scevgep520, align 8
  %scevgep497 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -2
  %.255.us45.us.4 = load double, double* %scevgep498, align 8
  %.12.i.us46.us.4 = tail call double @llvm.sin.f64(double %.255.us45.us.4) #8
  %scevgep507 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep508 = getelementptr double, double* %scevgep507, i64 5
  store double %.12.i.us46.us.4, double* %scevgep508, align 8
  %scevgep495 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -1
  %.255.us45.us.5 = load double, double* %scevgep496, align 8
  %.12.i.us46.us.5 = tail call double @llvm.sin.f64(double %.255.us45.us.5) #8
  %scevgep521 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep522 = getelementptr double, double* %scevgep521, i64 6
  store double %.12.i.us46.us.5, double* %scevgep522, align 8
  %scevgep494 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %.255.us45.us.6 = load double, double* %scevgep494, align 8
  %.12.i.us46.us.6 = tail call double @llvm.sin.f64(double %.255.us45.us.6) #8
  %scevgep513 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep514 = getelementptr double, double* %scevgep513, i64 7
  store double %.12.i.us46.us.6, double* %scevgep514, align 8
  %scevgep492 = getelementptr double, double* %scevgep491, i64 %lsr.iv488
  %scevgep493 = getelementptr double, double* %scevgep492, i64 1
  %.255.us45.us.7 = load double, double* %scevgep493, align 8
  %.12.i.us46.us.7 = tail call double @llvm.sin.f64(double %.255.us45.us.7) #8
  %scevgep511 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv488
  %scevgep512 = getelementptr double, double* %scevgep511, i64 8
  store double %.12.i.us46.us.7, double* %scevgep512, align 8
  %lsr.iv.next489 = add i64 %lsr.iv488, 8
  %85 = add i64 %12, %lsr.iv.next489
  %exitcond84.not.7 = icmp eq i64 %85, -1
  br i1 %exitcond84.not.7, label %for.end.1.loopexit.us, label %for.body.1.us38.us, !llvm.loop !31

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.253.us54 = add i64 %.250.us42.us, %.230.014.us
  %.254.us55 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us54
  %.255.us56 = load double, double* %.254.us55, align 8
  %.12.i.us57 = tail call double @llvm.sin.f64(double %.255.us56) #8
  %.285.us59 = getelementptr double, double* %.6.i19, i64 %.281.us
  store double %.12.i.us57, double* %.285.us59, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader149, %for.body.1.us.us.us
  %lsr.iv383 = phi i64 [ %49, %for.body.1.us.us.us.preheader149 ], [ %lsr.iv.next384, %for.body.1.us.us.us ]
  %scevgep403 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep404 = getelementptr double, double* %scevgep403, i64 1
  %.255.us.us.us = load double, double* %scevgep404, align 8
  %.12.i.us.us.us = tail call double @llvm.sin.f64(double %.255.us.us.us) #8
  %scevgep387 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep388 = getelementptr double, double* %scevgep387, i64 1
  store double %.12.i.us.us.us, double* %scevgep388, align 8
  %scevgep405 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep406 = getelementptr double, double* %scevgep405, i64 2
  %.255.us.us.us.1 = load double, double* %scevgep406, align 8
  %.12.i.us.us.us.1 = tail call double @llvm.sin.f64(double %.255.us.us.us.1) #8
  %scevgep391 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep392 = getelementptr double, double* %scevgep391, i64 2
  store double %.12.i.us.us.us.1, double* %scevgep392, align 8
  %scevgep407 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep408 = getelementptr double, double* %scevgep407, i64 3
  %.255.us.us.us.2 = load double, double* %scevgep408, align 8
  %.12.i.us.us.us.2 = tail call double @llvm.sin.f64(double %.255.us.us.us.2) #8
  %scevgep393 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep394 = getelementptr double, double* %scevgep393, i64 3
  store double %.12.i.us.us.us.2, double* %scevgep394, align 8
  %scevgep409 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep410 = getelementptr double, double* %scevgep409, i64 4
  %.255.us.us.us.3 = load double, double* %scevgep410, align 8
  %.12.i.us.us.us.3 = tail call double @llvm.sin.f64(double %.255.us.us.us.3) #8
  %scevgep395 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep396 = getelementptr double, double* %scevgep395, i64 4
  store double %.12.i.us.us.us.3, double* %scevgep396, align 8
  %scevgep411 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep412 = getelementptr double, double* %scevgep411, i64 5
  %.255.us.us.us.4 = load double, double* %scevgep412, align 8
  %.12.i.us.us.us.4 = tail call double @llvm.sin.f64(double %.255.us.us.us.4) #8
  %scevgep385 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep386 = getelementptr double, double* %scevgep385, i64 5
  store double %.12.i.us.us.us.4, double* %scevgep386, align 8
  %scevgep413 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep414 = getelementptr double, double* %scevgep413, i64 6
  %.255.us.us.us.5 = load double, double* %scevgep414, align 8
  %.12.i.us.us.us.5 = tail call double @llvm.sin.f64(double %.255.us.us.us.5) #8
  %scevgep399 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep400 = getelementptr double, double* %scevgep399, i64 6
  store double %.12.i.us.us.us.5, double* %scevgep400, align 8
  %scevgep415 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep416 = getelementptr double, double* %scevgep415, i64 7
  %.255.us.us.us.6 = load double, double* %scevgep416, align 8
  %.12.i.us.us.us.6 = tail call double @llvm.sin.f64(double %.255.us.us.us.6) #8
  %scevgep397 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep398 = getelementptr double, double* %scevgep397, i64 7
  store double %.12.i.us.us.us.6, double* %scevgep398, align 8
  %scevgep401 = getelementptr double, double* %lsr.iv372, i64 %lsr.iv383
  %scevgep402 = getelementptr double, double* %scevgep401, i64 8
  %.255.us.us.us.7 = load double, double* %scevgep402, align 8
  %.12.i.us.us.us.7 = tail call double @llvm.sin.f64(double %.255.us.us.us.7) #8
  %scevgep389 = getelementptr double, double* %lsr.iv363, i64 %lsr.iv383
  %scevgep390 = getelementptr double, double* %scevgep389, i64 8
  store double %.12.i.us.us.us.7, double* %scevgep390, align 8
  %lsr.iv.next384 = add i64 %lsr.iv383, 8
  %86 = add i64 %12, %lsr.iv.next384
  %exitcond86.not.7 = icmp eq i64 %86, -1
  br i1 %exitcond86.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !32

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.253.us.us67 = add i64 %.250.us.us, %.230.014.us
  %.254.us.us68 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.us67
  %.255.us.us69 = load double, double* %.254.us.us68, align 8
  %.12.i.us.us70 = tail call double @llvm.sin.f64(double %.255.us.us69) #8
  %.285.us.us72 = getelementptr double, double* %.6.i19, i64 %.281.us
  store double %.12.i.us.us70, double* %.285.us.us72, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.46.fca.0.load.i)
  %.83.i = icmp eq i64 %.149, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.149, i64 1) #8
  %87 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %88 = icmp ult i64 %87, 7
  br i1 %88, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %89 = add nsw i64 %unroll_iter.i, -8
  %90 = lshr exact i64 %89, 3
  %91 = add nuw nsw i64 %90, 1
  %xtraiter = and i64 %91, 7
  %92 = icmp ult i64 %89, 56
  br i1 %92, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %91, %const
  %scevgep177 = getelementptr double, double* %.6.i19, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %93 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep152 = getelementptr double, double* %.6.i19, i64 %93
  %94 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %95 = bitcast double* %scevgep152 to i8*
  %uglygep174 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep174175 = bitcast i8* %uglygep174 to double*
  %scevgep176 = getelementptr double, double* %uglygep174175, i64 -7
  %.265.i.epil = load double, double* %scevgep176, align 8, !noalias !33
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep171 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep171172 = bitcast i8* %uglygep171 to double*
  %scevgep173 = getelementptr double, double* %uglygep171172, i64 -6
  %.265.1.i.epil = load double, double* %scevgep173, align 8, !noalias !33
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep168 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep168169 = bitcast i8* %uglygep168 to double*
  %scevgep170 = getelementptr double, double* %uglygep168169, i64 -5
  %.265.2.i.epil = load double, double* %scevgep170, align 8, !noalias !33
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep165 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep165166 = bitcast i8* %uglygep165 to double*
  %scevgep167 = getelementptr double, double* %uglygep165166, i64 -4
  %.265.3.i.epil = load double, double* %scevgep167, align 8, !noalias !33
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep162 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep162163 = bitcast i8* %uglygep162 to double*
  %scevgep164 = getelementptr double, double* %uglygep162163, i64 -3
  %.265.4.i.epil = load double, double* %scevgep164, align 8, !noalias !33
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep159 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep159160 = bitcast i8* %uglygep159 to double*
  %scevgep161 = getelementptr double, double* %uglygep159160, i64 -2
  %.265.5.i.epil = load double, double* %scevgep161, align 8, !noalias !33
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep156 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep156157 = bitcast i8* %uglygep156 to double*
  %scevgep158 = getelementptr double, double* %uglygep156157, i64 -1
  %.265.6.i.epil = load double, double* %scevgep158, align 8, !noalias !33
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep154 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep154155 = bitcast i8* %uglygep154 to double*
  %.265.7.i.epil = load double, double* %uglygep154155, align 8, !noalias !33
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %94, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !36, !llvm.loop !37

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i19, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep151 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep151, align 8, !noalias !33
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !36, !llvm.loop !38

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv305 = phi i64 [ %lsr.iv.next306, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep303 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -63
  %.265.i = load double, double* %scevgep304, align 8, !noalias !33
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep301 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -62
  %.265.1.i = load double, double* %scevgep302, align 8, !noalias !33
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep299 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -61
  %.265.2.i = load double, double* %scevgep300, align 8, !noalias !33
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep297 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -60
  %.265.3.i = load double, double* %scevgep298, align 8, !noalias !33
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep295 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -59
  %.265.4.i = load double, double* %scevgep296, align 8, !noalias !33
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep293 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -58
  %.265.5.i = load double, double* %scevgep294, align 8, !noalias !33
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep291 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -57
  %.265.6.i = load double, double* %scevgep292, align 8, !noalias !33
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep289 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -56
  %.265.7.i = load double, double* %scevgep290, align 8, !noalias !33
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep258 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -55
  %.265.i.1 = load double, double* %scevgep259, align 8, !noalias !33
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep260 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -54
  %.265.1.i.1 = load double, double* %scevgep261, align 8, !noalias !33
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep262 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -53
  %.265.2.i.1 = load double, double* %scevgep263, align 8, !noalias !33
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep264 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -52
  %.265.3.i.1 = load double, double* %scevgep265, align 8, !noalias !33
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep266 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -51
  %.265.4.i.1 = load double, double* %scevgep267, align 8, !noalias !33
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep268 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -50
  %.265.5.i.1 = load double, double* %scevgep269, align 8, !noalias !33
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep270 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -49
  %.265.6.i.1 = load double, double* %scevgep271, align 8, !noalias !33
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep272 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -48
  %.265.7.i.1 = load double, double* %scevgep273, align 8, !noalias !33
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep242 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -47
  %.265.i.2 = load double, double* %scevgep243, align 8, !noalias !33
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep244 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -46
  %.265.1.i.2 = load double, double* %scevgep245, align 8, !noalias !33
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep246 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -45
  %.265.2.i.2 = load double, double* %scevgep247, align 8, !noalias !33
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep248 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -44
  %.265.3.i.2 = load double, double* %scevgep249, align 8, !noalias !33
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep250 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -43
  %.265.4.i.2 = load double, double* %scevgep251, align 8, !noalias !33
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep252 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -42
  %.265.5.i.2 = load double, double* %scevgep253, align 8, !noalias !33
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep254 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -41
  %.265.6.i.2 = load double, double* %scevgep255, align 8, !noalias !33
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep256 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -40
  %.265.7.i.2 = load double, double* %scevgep257, align 8, !noalias !33
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep226 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -39
  %.265.i.3 = load double, double* %scevgep227, align 8, !noalias !33
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep228 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -38
  %.265.1.i.3 = load double, double* %scevgep229, align 8, !noalias !33
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep230 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -37
  %.265.2.i.3 = load double, double* %scevgep231, align 8, !noalias !33
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep232 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -36
  %.265.3.i.3 = load double, double* %scevgep233, align 8, !noalias !33
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep234 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -35
  %.265.4.i.3 = load double, double* %scevgep235, align 8, !noalias !33
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep236 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -34
  %.265.5.i.3 = load double, double* %scevgep237, align 8, !noalias !33
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep238 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -33
  %.265.6.i.3 = load double, double* %scevgep239, align 8, !noalias !33
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep240 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -32
  %.265.7.i.3 = load double, double* %scevgep241, align 8, !noalias !33
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep210 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -31
  %.265.i.4 = load double, double* %scevgep211, align 8, !noalias !33
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep212 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -30
  %.265.1.i.4 = load double, double* %scevgep213, align 8, !noalias !33
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep214 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -29
  %.265.2.i.4 = load double, double* %scevgep215, align 8, !noalias !33
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep216 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -28
  %.265.3.i.4 = load double, double* %scevgep217, align 8, !noalias !33
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep218 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -27
  %.265.4.i.4 = load double, double* %scevgep219, align 8, !noalias !33
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep220 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -26
  %.265.5.i.4 = load double, double* %scevgep221, align 8, !noalias !33
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep222 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -25
  %.265.6.i.4 = load double, double* %scevgep223, align 8, !noalias !33
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep224 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -24
  %.265.7.i.4 = load double, double* %scevgep225, align 8, !noalias !33
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep194 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -23
  %.265.i.5 = load double, double* %scevgep195, align 8, !noalias !33
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep196 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -22
  %.265.1.i.5 = load double, double* %scevgep197, align 8, !noalias !33
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep198 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -21
  %.265.2.i.5 = load double, double* %scevgep199, align 8, !noalias !33
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep200 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -20
  %.265.3.i.5 = load double, double* %scevgep201, align 8, !noalias !33
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep202 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -19
  %.265.4.i.5 = load double, double* %scevgep203, align 8, !noalias !33
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep204 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -18
  %.265.5.i.5 = load double, double* %scevgep205, align 8, !noalias !33
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep206 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -17
  %.265.6.i.5 = load double, double* %scevgep207, align 8, !noalias !33
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep208 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -16
  %.265.7.i.5 = load double, double* %scevgep209, align 8, !noalias !33
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep178 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -15
  %.265.i.6 = load double, double* %scevgep179, align 8, !noalias !33
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep180 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -14
  %.265.1.i.6 = load double, double* %scevgep181, align 8, !noalias !33
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep182 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -13
  %.265.2.i.6 = load double, double* %scevgep183, align 8, !noalias !33
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep184 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -12
  %.265.3.i.6 = load double, double* %scevgep185, align 8, !noalias !33
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep186 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -11
  %.265.4.i.6 = load double, double* %scevgep187, align 8, !noalias !33
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep188 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -10
  %.265.5.i.6 = load double, double* %scevgep189, align 8, !noalias !33
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep190 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -9
  %.265.6.i.6 = load double, double* %scevgep191, align 8, !noalias !33
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep192 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -8
  %.265.7.i.6 = load double, double* %scevgep193, align 8, !noalias !33
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep274 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -7
  %.265.i.7 = load double, double* %scevgep275, align 8, !noalias !33
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep276 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -6
  %.265.1.i.7 = load double, double* %scevgep277, align 8, !noalias !33
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep278 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -5
  %.265.2.i.7 = load double, double* %scevgep279, align 8, !noalias !33
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep280 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -4
  %.265.3.i.7 = load double, double* %scevgep281, align 8, !noalias !33
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep282 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -3
  %.265.4.i.7 = load double, double* %scevgep283, align 8, !noalias !33
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep284 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -2
  %.265.5.i.7 = load double, double* %scevgep285, align 8, !noalias !33
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep286 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -1
  %.265.6.i.7 = load double, double* %scevgep287, align 8, !noalias !33
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep288 = getelementptr double, double* %scevgep177, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep288, align 8, !noalias !33
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next306 = add i64 %lsr.iv305, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next306, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.outer_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr10 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr11 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr12 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr14 to i64*
  %.37.fca.6.0.load = load i64, i64* %13, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr15 to i64*
  %.53 = load i64, i64* %16, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 8
  %19 = bitcast i8* %sunkaddr16 to i8**
  %.60.fca.1.load = load i8*, i8** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 16
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.60.fca.2.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr18 to double**
  %.60.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr19 to i64*
  %.60.fca.5.0.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %26, i64 48
  %27 = bitcast i8* %sunkaddr20 to i64*
  %.60.fca.6.0.load = load i64, i64* %27, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* %.60.fca.1.load, i64 %.60.fca.2.load, i64 8, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #3
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %28 = icmp sgt i32 %.75, 0
  br i1 %28, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.75, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
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

define double @cfunc._ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 6
  %.11 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.12 = call i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.10, i64 %.11) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  switch i32 %.12, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f8641a76bd0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
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

define linkonce_odr i32 @_ZN5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nocapture readnone %arg.out) local_unnamed_addr {
B0.endif.endif:
  %.29.i82 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.33.i = alloca [1 x i64], align 8
  %.89.i = alloca [1 x i64], align 8
  %.175 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep128 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 5, i64 0
  %.fca.6.0.gep129 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 6, i64 0
  %.179 = alloca [2 x i64], align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.233 = alloca [2 x i64], align 8
  %1 = bitcast [2 x i64]* %.179 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  %.355 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %2 = bitcast [2 x i64]* %.233 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 5, i64 0
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 6, i64 0
  %.359 = alloca [2 x i64], align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %3, i8 0, i64 56, i1 false)
  %.413 = alloca [2 x i64], align 8
  %4 = bitcast [2 x i64]* %.359 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %5 = bitcast [2 x i64]* %.413 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(i8* %arg.a.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  tail call void @NRT_incref(i8* %arg.a.0)
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %6)
  %7 = bitcast [1 x i64]* %.33.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7)
  %8 = bitcast [1 x i64]* %.89.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8)
  %.fca.0.gep1821.i50712531029 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8**
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 1
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 2
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 3
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 4
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 5, i64 0
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82, i64 0, i32 6, i64 0
  %.fca.0.gep1722.i50812541030 = bitcast [1 x i64]* %.33.i to i64*
  %.fca.0.gep23.i50912551031 = bitcast [1 x i64]* %.89.i to i64*
  store i64 0, i64* %.fca.0.gep23.i50912551031, align 8, !noalias !39
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !39
  store i8* %arg.a.0, i8** %.fca.0.gep1821.i50712531029, align 8, !noalias !39
  store i8* %arg.a.1, i8** %.fca.1.gep.i, align 8, !noalias !39
  store i64 %arg.a.2, i64* %.fca.2.gep.i, align 8, !noalias !39
  store i64 %arg.a.3, i64* %.fca.3.gep.i, align 8, !noalias !39
  store double* %arg.a.4, double** %.fca.4.gep.i, align 8, !noalias !39
  store i64 %arg.a.5.0, i64* %.fca.5.0.gep.i, align 8, !noalias !39
  store i64 %arg.a.6.0, i64* %.fca.6.0.gep.i, align 8, !noalias !39
  store i64 %arg.a.2, i64* %.fca.0.gep1722.i50812541030, align 8, !noalias !39
  %.210.epil.i.i = icmp slt i64 %arg.a.2, 0
  %.250.epil.i.i = select i1 %.210.epil.i.i, i64 1, i64 %arg.a.2
  %trunc.i = icmp sgt i64 %arg.a.2, -1
  br i1 %trunc.i, label %B104.i.i, label %B220.i.thread.i

B104.i.i:                                         ; preds = %B0.endif.endif
  %.281.i.i = uitofp i64 %arg.a.2 to double
  %.282.i.i = sitofp i64 %.250.epil.i.i to double
  %.283.i.i = fcmp une double %.281.i.i, %.282.i.i
  br i1 %.283.i.i, label %B0.endif.endif.if, label %B0.endif.i

B220.i.thread.i:                                  ; preds = %B0.endif.endif
  %9 = bitcast [1 x i64]* %.33.i to i64*
  %arg.ary.2.nonneg.i = sub i64 0, %arg.a.2
  %.343.i1.i = udiv i64 %arg.ary.2.nonneg.i, %.250.epil.i.i
  %.343.i1.neg.i = sub i64 0, %.343.i1.i
  store i64 %.343.i1.neg.i, i64* %9, align 8, !noalias !43
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B220.i.thread.i, %B104.i.i
  %10 = bitcast [1 x i64]* %.89.i to i64*
  %11 = bitcast [1 x i64]* %.33.i to i64*
  %.99.i = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep.i, i64* nonnull %.fca.6.0.gep.i, i64 1, i64* nonnull %11, i64* nonnull %10, i64 %arg.a.3, i32 0), !noalias !39
  %.100.i = icmp eq i32 %.99.i, 0
  br i1 %.100.i, label %B0.endif.endif.if, label %B0.endif.endif.endif

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endi...if.2, %B0.endif.endif.endif.endi...endif.1.endif.endif.if, %B0.endif.endif.endif.endi...endif.1.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.endif.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...if.2 ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.i, %B104.i.i
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214607158848, %B0.endif.i ], [ @.const.picklebuf.140214606741440, %B104.i.i ]
  %12 = bitcast [1 x i64]* %.89.i to i8*
  %13 = bitcast [1 x i64]* %.33.i to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %14)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.i
  %15 = bitcast [1 x i64]* %.89.i to i64*
  %16 = bitcast [1 x i64]* %.33.i to i64*
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8**
  %18 = bitcast [1 x i64]* %.89.i to i8*
  %19 = bitcast [1 x i64]* %.33.i to i8*
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %21 = bitcast [2 x i64]* %.179 to i64*
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8**
  %23 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %23, i64 32
  %24 = bitcast i8* %sunkaddr to double**
  %.111.i = load double*, double** %24, align 8, !noalias !39
  %.112.fca.0.load.i = load i64, i64* %16, align 8, !noalias !39
  %.113.fca.0.load.i = load i64, i64* %15, align 8, !noalias !39
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1032 = getelementptr inbounds i8, i8* %25, i64 24
  %26 = bitcast i8* %sunkaddr1032 to i64*
  %.115.i = load i64, i64* %26, align 8, !noalias !39
  %.117.i = load i8*, i8** %17, align 8, !noalias !39
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1033 = getelementptr inbounds i8, i8* %27, i64 8
  %28 = bitcast i8* %sunkaddr1033 to i8**
  %.119.i = load i8*, i8** %28, align 8, !noalias !39
  call void @NRT_incref(i8* %.117.i), !noalias !39
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18)
  store i8* %.117.i, i8** %22, align 8
  %sunkaddr512 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 1
  store i8* %.119.i, i8** %sunkaddr512, align 8
  %sunkaddr513 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 2
  store i64 %.112.fca.0.load.i, i64* %sunkaddr513, align 8
  %sunkaddr514 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 3
  store i64 %.115.i, i64* %sunkaddr514, align 8
  %sunkaddr515 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 4
  store double* %.111.i, double** %sunkaddr515, align 8
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr1034 = getelementptr inbounds i8, i8* %29, i64 40
  %30 = bitcast i8* %sunkaddr1034 to i64*
  store i64 %.112.fca.0.load.i, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr1035 = getelementptr inbounds i8, i8* %31, i64 48
  %32 = bitcast i8* %sunkaddr1035 to i64*
  store i64 %.113.fca.0.load.i, i64* %32, align 8
  store i64 %arg.a.2, i64* %21, align 8
  %sunkaddr5185 = getelementptr inbounds [2 x i64], [2 x i64]* %.179, i64 0, i64 1
  store i64 1, i64* %sunkaddr5185, align 8
  %33 = ptrtoint [2 x i64]* %.179 to i64
  call void @NRT_decref(i8* %arg.a.0), !noalias !39
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B0.endif.endif.endif
  %lsr.iv.i = phi i64 [ %33, %B0.endif.endif.endif ], [ %lsr.iv.next.i, %B44.epil.i ]
  %neg_ax.1.027.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %neg_ax.2.1.epil.i, %B44.epil.i ]
  %num_neg_value.2.026.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %num_neg_value.3.1.epil.i, %B44.epil.i ]
  %known_size.2.025.epil.i = phi i64 [ 1, %B0.endif.endif.endif ], [ %known_size.3.1.epil.i, %B44.epil.i ]
  %.34.024.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %.134.epil.i, %B44.epil.i ]
  %.134.epil.i = add nuw nsw i64 %.34.024.epil.i, 1
  %.130.epil.i = inttoptr i64 %lsr.iv.i to i64*
  %.131.epil.i = load i64, i64* %.130.epil.i, align 8, !noalias !47
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.025.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.026.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.34.024.epil.i, i64 %neg_ax.1.027.epil.i
  %lsr.iv.next.i = add i64 %lsr.iv.i, 8
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !51

B92.i:                                            ; preds = %B44.epil.i
  switch i64 %num_neg_value.3.1.epil.i, label %B0.endif.endif.endif.if [
    i64 0, label %B104.i
    i64 1, label %B162.i
  ]

B104.i:                                           ; preds = %B92.i
  %.281.i = uitofp i64 %.112.fca.0.load.i to double
  %.282.i = sitofp i64 %known_size.3.1.epil.i to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif

B162.i:                                           ; preds = %B92.i
  %.304.i = icmp eq i64 %known_size.3.1.epil.i, 0
  br i1 %.304.i, label %B220.i, label %B192.else.i

B220.i:                                           ; preds = %B192.else.if.i, %B162.i
  %inferred.2.0.i = phi i64 [ 0, %B162.i ], [ %spec.select.i, %B192.else.if.i ]
  %ok.2.0.in.i = phi i64 [ %.112.fca.0.load.i, %B162.i ], [ %spec.select21.i, %B192.else.if.i ]
  %ok.2.0.i = icmp eq i64 %ok.2.0.in.i, 0
  br i1 %ok.2.0.i, label %B254.i, label %B0.endif.endif.endif.if

B254.i:                                           ; preds = %B192.else.i, %B220.i
  %inferred.2.020.i = phi i64 [ %inferred.2.0.i, %B220.i ], [ 0, %B192.else.i ]
  %34 = lshr i64 %neg_ax.2.1.epil.i, 62
  %35 = and i64 %34, 2
  %.454.i = add i64 %35, %neg_ax.2.1.epil.i
  %.467.i = getelementptr [2 x i64], [2 x i64]* %.179, i64 0, i64 %.454.i
  store i64 %inferred.2.020.i, i64* %.467.i, align 8, !noalias !47
  br label %B0.endif.endif.endif.endif

B192.else.i:                                      ; preds = %B162.i
  %const1027 = bitcast i64 -9223372036854775808 to i64
  %.338.i = icmp ne i64 %.112.fca.0.load.i, %const1027
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.341.i = or i1 %.338.i, %.339.i
  br i1 %.341.i, label %B192.else.if.i, label %B254.i, !prof !52

B192.else.if.i:                                   ; preds = %B192.else.i
  %.343.i = sdiv i64 %.112.fca.0.load.i, %known_size.3.1.epil.i
  %.344.i = srem i64 %.112.fca.0.load.i, %known_size.3.1.epil.i
  %.345.i = xor i64 %.344.i, %known_size.3.1.epil.i
  %.346.i = icmp slt i64 %.345.i, 0
  %.347.i = icmp ne i64 %.344.i, 0
  %.348.i = and i1 %.347.i, %.346.i
  %.353.i = sext i1 %.348.i to i64
  %spec.select.i = add i64 %.343.i, %.353.i
  %.401.i = select i1 %.348.i, i64 %known_size.3.1.epil.i, i64 0
  %spec.select21.i = add i64 %.401.i, %.344.i
  br label %B220.i

B0.endif.endif.endif.if:                          ; preds = %B220.i, %B104.i, %B92.i
  %excinfo.4.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214606564672, %B92.i ], [ @.const.picklebuf.140214606712000, %B220.i ], [ @.const.picklebuf.140214606741440.11, %B104.i ]
  call void @NRT_decref(i8* %arg.a.0)
  call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.4.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B254.i, %B104.i
  %36 = bitcast [2 x i64]* %.179 to i64*
  %37 = bitcast [2 x i64]* %.233 to i64*
  call void @NRT_decref(i8* %arg.a.0)
  call void @NRT_decref(i8* %arg.a.0)
  %38 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr1037 = getelementptr inbounds i8, i8* %38, i64 24
  %39 = bitcast i8* %sunkaddr1037 to i64*
  %.242 = load i64, i64* %39, align 8
  %.243 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep128, i64* nonnull %.fca.6.0.gep129, i64 2, i64* nonnull %36, i64* nonnull %37, i64 %.242, i32 0)
  %.244 = icmp eq i32 %.243, 0
  br i1 %.244, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214606740800, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %40 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8**
  %41 = bitcast [2 x i64]* %.179 to i64*
  %42 = bitcast [1 x i64]* %.89.i to i64*
  %43 = bitcast [1 x i64]* %.33.i to i64*
  %44 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8**
  %45 = bitcast [1 x i64]* %.89.i to i8*
  %46 = bitcast [1 x i64]* %.33.i to i8*
  %47 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr1038 = getelementptr inbounds i8, i8* %48, i64 32
  %49 = bitcast i8* %sunkaddr1038 to double**
  %.255 = load double*, double** %49, align 8
  %.256.fca.0.load = load i64, i64* %41, align 8
  %50 = bitcast [2 x i64]* %.179 to i8*
  %sunkaddr1039 = getelementptr inbounds i8, i8* %50, i64 8
  %51 = bitcast i8* %sunkaddr1039 to i64*
  %.256.fca.1.load = load i64, i64* %51, align 8
  %.261 = load i8*, i8** %40, align 8
  call void @NRT_incref(i8* %.261)
  call void @NRT_incref(i8* %arg.b.0)
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %47)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %45)
  store i64 0, i64* %42, align 8, !noalias !53
  call void @NRT_incref(i8* %arg.b.0), !noalias !53
  store i8* %arg.b.0, i8** %44, align 8, !noalias !53
  %52 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1040 = getelementptr inbounds i8, i8* %52, i64 8
  %53 = bitcast i8* %sunkaddr1040 to i8**
  store i8* %arg.b.1, i8** %53, align 8, !noalias !53
  %54 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1041 = getelementptr inbounds i8, i8* %54, i64 16
  %55 = bitcast i8* %sunkaddr1041 to i64*
  store i64 %arg.b.2, i64* %55, align 8, !noalias !53
  %56 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1042 = getelementptr inbounds i8, i8* %56, i64 24
  %57 = bitcast i8* %sunkaddr1042 to i64*
  store i64 %arg.b.3, i64* %57, align 8, !noalias !53
  %58 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1043 = getelementptr inbounds i8, i8* %58, i64 32
  %59 = bitcast i8* %sunkaddr1043 to double**
  store double* %arg.b.4, double** %59, align 8, !noalias !53
  %60 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1044 = getelementptr inbounds i8, i8* %60, i64 40
  %61 = bitcast i8* %sunkaddr1044 to i64*
  store i64 %arg.b.5.0, i64* %61, align 8, !noalias !53
  %62 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1045 = getelementptr inbounds i8, i8* %62, i64 48
  %63 = bitcast i8* %sunkaddr1045 to i64*
  store i64 %arg.b.6.0, i64* %63, align 8, !noalias !53
  store i64 %arg.b.2, i64* %43, align 8, !noalias !53
  %.210.epil.i.i94 = icmp slt i64 %arg.b.2, 0
  %.250.epil.i.i95 = select i1 %.210.epil.i.i94, i64 1, i64 %arg.b.2
  %trunc.i96 = icmp sgt i64 %arg.b.2, -1
  br i1 %trunc.i96, label %B104.i.i100, label %B220.i.thread.i104

B104.i.i100:                                      ; preds = %B0.endif.endif.endif.endif.endif
  %.281.i.i97 = uitofp i64 %arg.b.2 to double
  %.282.i.i98 = sitofp i64 %.250.epil.i.i95 to double
  %.283.i.i99 = fcmp une double %.281.i.i97, %.282.i.i98
  br i1 %.283.i.i99, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.i108

B220.i.thread.i104:                               ; preds = %B0.endif.endif.endif.endif.endif
  %64 = bitcast [1 x i64]* %.33.i to i64*
  %arg.ary.2.nonneg.i101 = sub i64 0, %arg.b.2
  %.343.i1.i102 = udiv i64 %arg.ary.2.nonneg.i101, %.250.epil.i.i95
  %.343.i1.neg.i103 = sub i64 0, %.343.i1.i102
  store i64 %.343.i1.neg.i103, i64* %64, align 8, !noalias !57
  br label %B0.endif.i108

B0.endif.i108:                                    ; preds = %B220.i.thread.i104, %B104.i.i100
  %65 = bitcast [1 x i64]* %.89.i to i64*
  %66 = bitcast [1 x i64]* %.33.i to i64*
  %.99.i106 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep.i, i64* nonnull %.fca.6.0.gep.i, i64 1, i64* nonnull %66, i64* nonnull %65, i64 %arg.b.3, i32 0), !noalias !53
  %.100.i107 = icmp eq i32 %.99.i106, 0
  br i1 %.100.i107, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.i108, %B104.i.i100
  %excinfo.5.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214607158848, %B0.endif.i108 ], [ @.const.picklebuf.140214606741440, %B104.i.i100 ]
  %67 = bitcast [1 x i64]* %.89.i to i8*
  %68 = bitcast [1 x i64]* %.33.i to i8*
  %69 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %68)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67)
  call void @NRT_decref(i8* %.117.i)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.i108
  %70 = bitcast [1 x i64]* %.89.i to i64*
  %71 = bitcast [1 x i64]* %.33.i to i64*
  %72 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8**
  %73 = bitcast [1 x i64]* %.89.i to i8*
  %74 = bitcast [1 x i64]* %.33.i to i8*
  %75 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %76 = bitcast [2 x i64]* %.359 to i64*
  %77 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8**
  %78 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1046 = getelementptr inbounds i8, i8* %78, i64 32
  %79 = bitcast i8* %sunkaddr1046 to double**
  %.111.i111 = load double*, double** %79, align 8, !noalias !53
  %.112.fca.0.load.i112 = load i64, i64* %71, align 8, !noalias !53
  %.113.fca.0.load.i113 = load i64, i64* %70, align 8, !noalias !53
  %80 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1047 = getelementptr inbounds i8, i8* %80, i64 24
  %81 = bitcast i8* %sunkaddr1047 to i64*
  %.115.i114 = load i64, i64* %81, align 8, !noalias !53
  %.117.i115 = load i8*, i8** %72, align 8, !noalias !53
  %82 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i82 to i8*
  %sunkaddr1048 = getelementptr inbounds i8, i8* %82, i64 8
  %83 = bitcast i8* %sunkaddr1048 to i8**
  %.119.i116 = load i8*, i8** %83, align 8, !noalias !53
  call void @NRT_incref(i8* %.117.i115), !noalias !53
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %75)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %74)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73)
  store i8* %.117.i115, i8** %77, align 8
  %sunkaddr527 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 1
  store i8* %.119.i116, i8** %sunkaddr527, align 8
  %sunkaddr528 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 2
  store i64 %.112.fca.0.load.i112, i64* %sunkaddr528, align 8
  %sunkaddr529 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 3
  store i64 %.115.i114, i64* %sunkaddr529, align 8
  %sunkaddr530 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 4
  store double* %.111.i111, double** %sunkaddr530, align 8
  %84 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr1049 = getelementptr inbounds i8, i8* %84, i64 40
  %85 = bitcast i8* %sunkaddr1049 to i64*
  store i64 %.112.fca.0.load.i112, i64* %85, align 8
  %86 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr1050 = getelementptr inbounds i8, i8* %86, i64 48
  %87 = bitcast i8* %sunkaddr1050 to i64*
  store i64 %.113.fca.0.load.i113, i64* %87, align 8
  store i64 1, i64* %76, align 8
  %sunkaddr5337 = getelementptr inbounds [2 x i64], [2 x i64]* %.359, i64 0, i64 1
  store i64 %arg.b.2, i64* %sunkaddr5337, align 8
  %88 = ptrtoint [2 x i64]* %.359 to i64
  call void @NRT_decref(i8* %arg.b.0), !noalias !53
  call void @NRT_decref(i8* %.117.i)
  br label %B44.epil.i142

B44.epil.i142:                                    ; preds = %B44.epil.i142, %B0.endif.endif.endif.endif.endif.endif
  %lsr.iv.i125 = phi i64 [ %88, %B0.endif.endif.endif.endif.endif.endif ], [ %lsr.iv.next.i139, %B44.epil.i142 ]
  %neg_ax.1.027.epil.i126 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %neg_ax.2.1.epil.i138, %B44.epil.i142 ]
  %num_neg_value.2.026.epil.i127 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %num_neg_value.3.1.epil.i137, %B44.epil.i142 ]
  %known_size.2.025.epil.i128 = phi i64 [ 1, %B0.endif.endif.endif.endif.endif.endif ], [ %known_size.3.1.epil.i135, %B44.epil.i142 ]
  %.34.024.epil.i129 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %.134.epil.i130, %B44.epil.i142 ]
  %.134.epil.i130 = add nuw nsw i64 %.34.024.epil.i129, 1
  %.130.epil.i131 = inttoptr i64 %lsr.iv.i125 to i64*
  %.131.epil.i132 = load i64, i64* %.130.epil.i131, align 8, !noalias !61
  %.210.epil.i133 = icmp slt i64 %.131.epil.i132, 0
  %.250.epil.i134 = select i1 %.210.epil.i133, i64 1, i64 %.131.epil.i132
  %known_size.3.1.epil.i135 = mul nsw i64 %.250.epil.i134, %known_size.2.025.epil.i128
  %.131.lobit.epil.i136 = lshr i64 %.131.epil.i132, 63
  %num_neg_value.3.1.epil.i137 = add nuw nsw i64 %.131.lobit.epil.i136, %num_neg_value.2.026.epil.i127
  %neg_ax.2.1.epil.i138 = select i1 %.210.epil.i133, i64 %.34.024.epil.i129, i64 %neg_ax.1.027.epil.i126
  %lsr.iv.next.i139 = add i64 %lsr.iv.i125, 8
  %epil.iter.cmp.not.i141 = icmp eq i64 %.134.epil.i130, 2
  br i1 %epil.iter.cmp.not.i141, label %B92.i143, label %B44.epil.i142, !llvm.loop !51

B92.i143:                                         ; preds = %B44.epil.i142
  switch i64 %num_neg_value.3.1.epil.i137, label %B0.endif.endif.endif.endif.endif.endif.if [
    i64 0, label %B104.i147
    i64 1, label %B162.i152
  ]

B104.i147:                                        ; preds = %B92.i143
  %.281.i144 = uitofp i64 %.112.fca.0.load.i112 to double
  %.282.i145 = sitofp i64 %known_size.3.1.epil.i135 to double
  %.283.i146 = fcmp une double %.281.i144, %.282.i145
  br i1 %.283.i146, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif

B162.i152:                                        ; preds = %B92.i143
  %.304.i151 = icmp eq i64 %known_size.3.1.epil.i135, 0
  br i1 %.304.i151, label %B220.i156, label %B192.else.i168

B220.i156:                                        ; preds = %B192.else.if.i179, %B162.i152
  %inferred.2.0.i153 = phi i64 [ 0, %B162.i152 ], [ %spec.select.i176, %B192.else.if.i179 ]
  %ok.2.0.in.i154 = phi i64 [ %.112.fca.0.load.i112, %B162.i152 ], [ %spec.select21.i178, %B192.else.if.i179 ]
  %ok.2.0.i155 = icmp eq i64 %ok.2.0.in.i154, 0
  br i1 %ok.2.0.i155, label %B254.i163, label %B0.endif.endif.endif.endif.endif.endif.if

B254.i163:                                        ; preds = %B192.else.i168, %B220.i156
  %inferred.2.020.i158 = phi i64 [ %inferred.2.0.i153, %B220.i156 ], [ 0, %B192.else.i168 ]
  %89 = lshr i64 %neg_ax.2.1.epil.i138, 62
  %90 = and i64 %89, 2
  %.454.i161 = add i64 %90, %neg_ax.2.1.epil.i138
  %.467.i162 = getelementptr [2 x i64], [2 x i64]* %.359, i64 0, i64 %.454.i161
  store i64 %inferred.2.020.i158, i64* %.467.i162, align 8, !noalias !61
  br label %B0.endif.endif.endif.endif.endif.endif.endif

B192.else.i168:                                   ; preds = %B162.i152
  %const1028 = bitcast i64 -9223372036854775808 to i64
  %.338.i165 = icmp ne i64 %.112.fca.0.load.i112, %const1028
  %.339.i166 = icmp ne i64 %known_size.3.1.epil.i135, -1
  %.341.i167 = or i1 %.338.i165, %.339.i166
  br i1 %.341.i167, label %B192.else.if.i179, label %B254.i163, !prof !52

B192.else.if.i179:                                ; preds = %B192.else.i168
  %.343.i169 = sdiv i64 %.112.fca.0.load.i112, %known_size.3.1.epil.i135
  %.344.i170 = srem i64 %.112.fca.0.load.i112, %known_size.3.1.epil.i135
  %.345.i171 = xor i64 %.344.i170, %known_size.3.1.epil.i135
  %.346.i172 = icmp slt i64 %.345.i171, 0
  %.347.i173 = icmp ne i64 %.344.i170, 0
  %.348.i174 = and i1 %.347.i173, %.346.i172
  %.353.i175 = sext i1 %.348.i174 to i64
  %spec.select.i176 = add i64 %.343.i169, %.353.i175
  %.401.i177 = select i1 %.348.i174, i64 %known_size.3.1.epil.i135, i64 0
  %spec.select21.i178 = add i64 %.401.i177, %.344.i170
  br label %B220.i156

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B220.i156, %B104.i147, %B92.i143
  %excinfo.6.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140214606564672, %B92.i143 ], [ @.const.picklebuf.140214606712000, %B220.i156 ], [ @.const.picklebuf.140214606741440.11, %B104.i147 ]
  call void @NRT_decref(i8* %arg.b.0)
  call void @NRT_decref(i8* %arg.b.0)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B254.i163, %B104.i147
  %91 = bitcast [2 x i64]* %.359 to i64*
  %92 = bitcast [2 x i64]* %.413 to i64*
  call void @NRT_decref(i8* %arg.b.0)
  call void @NRT_decref(i8* %arg.b.0)
  %93 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr1052 = getelementptr inbounds i8, i8* %93, i64 24
  %94 = bitcast i8* %sunkaddr1052 to i64*
  %.422 = load i64, i64* %94, align 8
  %.423 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep, i64* nonnull %.fca.6.0.gep, i64 2, i64* nonnull %91, i64* nonnull %92, i64 %.422, i32 0)
  %.424 = icmp eq i32 %.423, 0
  br i1 %.424, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B128.i

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214606740800, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B128.i:                                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %95 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8**
  %96 = bitcast [2 x i64]* %.359 to i64*
  %97 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr1053 = getelementptr inbounds i8, i8* %97, i64 32
  %98 = bitcast i8* %sunkaddr1053 to double**
  %.435 = load double*, double** %98, align 8
  %.436.fca.0.load = load i64, i64* %96, align 8
  %99 = bitcast [2 x i64]* %.359 to i8*
  %sunkaddr1054 = getelementptr inbounds i8, i8* %99, i64 8
  %100 = bitcast i8* %sunkaddr1054 to i64*
  %.436.fca.1.load = load i64, i64* %100, align 8
  %.441 = load i8*, i8** %95, align 8
  call void @NRT_incref(i8* %.441)
  %.67.not.i12 = icmp eq i64 %.256.fca.0.load, 1
  call void @NRT_decref(i8* %.117.i115)
  br i1 %.67.not.i12, label %B150.i25, label %B90.i17

B90.i17:                                          ; preds = %B128.i
  %.71.not.i14 = icmp eq i64 %.436.fca.0.load, %.256.fca.0.load
  %.76.not.i15 = icmp eq i64 %.436.fca.0.load, 1
  %or.cond.i16 = or i1 %.76.not.i15, %.71.not.i14
  br i1 %or.cond.i16, label %B150.i25, label %B0.endif.endif.endif.endi...endif.1.endif.if

B150.i25:                                         ; preds = %B90.i17, %B128.i
  %dest_shape50.sroa.0.1 = phi i64 [ %.256.fca.0.load, %B90.i17 ], [ %.436.fca.0.load, %B128.i ]
  %.67.not.i12.1 = icmp eq i64 %.256.fca.1.load, 1
  br i1 %.67.not.i12.1, label %B150.i25.1, label %B90.i17.1

B90.i17.1:                                        ; preds = %B150.i25
  %.71.not.i14.1 = icmp eq i64 %.436.fca.1.load, %.256.fca.1.load
  %.76.not.i15.1 = icmp eq i64 %.436.fca.1.load, 1
  %or.cond.i16.1 = or i1 %.76.not.i15.1, %.71.not.i14.1
  br i1 %or.cond.i16.1, label %B150.i25.1, label %B0.endif.endif.endif.endi...endif.1.endif.if

B150.i25.1:                                       ; preds = %B90.i17.1, %B150.i25
  %dest_shape50.sroa.7.1 = phi i64 [ %.256.fca.1.load, %B90.i17.1 ], [ %.436.fca.1.load, %B150.i25 ]
  %.594 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape50.sroa.0.1, i64 %dest_shape50.sroa.7.1)
  %.595 = extractvalue { i64, i1 } %.594, 0
  %.596 = extractvalue { i64, i1 } %.594, 1
  %.598 = shl i64 %dest_shape50.sroa.7.1, 3
  %.599 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.595, i64 8)
  %.601 = extractvalue { i64, i1 } %.599, 1
  %.602 = or i1 %.596, %.601
  br i1 %.602, label %B0.endif.endif.endif.endi...endif.1.endif.endif.if, label %B0.endif.endif.endif.endi...endif.1.endif.endif.endif, !prof !4

B0.endif.endif.endif.endi...endif.1.endif.if:     ; preds = %B90.i17.1, %B90.i17
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214606622400, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.if: ; preds = %B150.i25.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214607157376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.endif: ; preds = %B150.i25.1
  %.600 = extractvalue { i64, i1 } %.599, 0
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.600, i32 32), !noalias !65
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endi...if.2, label %B0.endif.endif.endif.endi...endif.2, !prof !4

B0.endif.endif.endif.endi...if.2:                 ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140214604614400, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.2:              ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %101 = bitcast i8* %.5.i to double**
  %.6.i51 = load double*, double** %101, align 8
  %.68642 = icmp sgt i64 %dest_shape50.sroa.0.1, 0
  br i1 %.68642, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endi...endif.2
  %const = bitcast i64 4611686018427387896 to i64
  %102 = add i64 %dest_shape50.sroa.7.1, -1
  %xtraiter = and i64 %dest_shape50.sroa.7.1, 7
  %unroll_iter = and i64 %dest_shape50.sroa.7.1, -8
  %scevgep = getelementptr double, double* %.6.i51, i64 7
  %103 = add i64 %unroll_iter, -8
  %104 = lshr exact i64 %103, 3
  %scevgep154 = getelementptr double, double* %.255, i64 1
  %scevgep159 = getelementptr double, double* %.435, i64 %unroll_iter
  %105 = add i64 %104, 1
  %scevgep234 = getelementptr double, double* %.435, i64 1
  %106 = and i64 %105, %const
  %107 = add nsw i64 %106, -8
  %108 = lshr exact i64 %107, 3
  %109 = add i64 %108, 1
  %mul190 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %104, i64 64)
  %mul.result191 = extractvalue { i64, i1 } %mul190, 0
  %mul.overflow192 = extractvalue { i64, i1 } %mul190, 1
  %ind.end252 = shl i64 %106, 3
  %xtraiter315 = and i64 %109, 7
  %unroll_iter316 = and i64 %109, %const
  %xtraiter326 = and i64 %105, 3
  %scevgep560 = getelementptr double, double* %.435, i64 7
  %110 = lshr i64 %dest_shape50.sroa.7.1, 3
  %111 = mul i64 %110, -8
  %112 = shl i64 %xtraiter326, 3
  %113 = sub nsw i64 1, %xtraiter
  %114 = add nsw i64 %unroll_iter316, -8
  %115 = lshr exact i64 %114, 3
  %116 = add nuw nsw i64 %115, 1
  %xtraiter205 = and i64 %116, 3
  %117 = shl nuw nsw i64 %xtraiter205, 3
  %118 = sub i64 0, %xtraiter315
  %119 = shl i64 %dest_shape50.sroa.7.1, 3
  %120 = lshr i64 %109, 3
  %121 = mul nsw i64 %120, -8
  %122 = lshr i64 %105, 2
  %123 = mul i64 %122, -4
  %124 = shl nuw nsw i64 %xtraiter326, 6
  %scevgep378 = getelementptr double, double* %.6.i51, i64 4
  %125 = sub i64 0, %xtraiter326
  %126 = shl i64 %.436.fca.1.load, 3
  %127 = shl i64 %.256.fca.1.load, 3
  br label %for.cond.1.preheader

for.cond.1.preheader:                             ; preds = %for.end.1, %for.cond.1.preheader.preheader
  %lsr.iv896 = phi double* [ %1221, %for.end.1 ], [ %.255, %for.cond.1.preheader.preheader ]
  %lsr.iv409 = phi double* [ %1220, %for.end.1 ], [ %.435, %for.cond.1.preheader.preheader ]
  %lsr.iv379 = phi double* [ %1219, %for.end.1 ], [ %scevgep378, %for.cond.1.preheader.preheader ]
  %lsr.iv244 = phi double* [ %1218, %for.end.1 ], [ %.6.i51, %for.cond.1.preheader.preheader ]
  %lsr.iv = phi double* [ %scevgep3489, %for.end.1 ], [ %scevgep, %for.cond.1.preheader.preheader ]
  %loop.index47 = phi i64 [ %.758, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.682.046 = phi i64 [ %.682.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.679.045 = phi i64 [ %.679.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.676.044 = phi i64 [ %.676.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.673.043 = phi i64 [ %.673.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %128 = icmp sgt i64 %dest_shape50.sroa.7.1, 0
  %129 = mul i64 %loop.index47, %dest_shape50.sroa.7.1
  %130 = add i64 %129, %unroll_iter
  %scevgep228 = getelementptr double, double* %.6.i51, i64 %130
  %131 = add i64 %129, 6
  %scevgep189 = getelementptr double, double* %.6.i51, i64 %131
  %132 = add i64 %129, 5
  %scevgep198 = getelementptr double, double* %.6.i51, i64 %132
  %133 = add i64 %129, 4
  %scevgep203 = getelementptr double, double* %.6.i51, i64 %133
  %134 = add i64 %129, 3
  %scevgep208 = getelementptr double, double* %.6.i51, i64 %134
  %135 = add i64 %129, 2
  %scevgep213 = getelementptr double, double* %.6.i51, i64 %135
  %136 = add i64 %129, 1
  %scevgep218 = getelementptr double, double* %.6.i51, i64 %136
  br i1 %128, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  %137 = icmp ugt i64 %.256.fca.0.load, 1
  br i1 %137, label %for.body.1.preheader.split.us, label %for.body.1.preheader.split

for.body.1.preheader.split.us:                    ; preds = %for.body.1.preheader
  %138 = icmp ugt i64 %.256.fca.1.load, 1
  br i1 %138, label %for.body.1.us.us.preheader, label %for.body.1.preheader.split.us.split

for.body.1.us.us.preheader:                       ; preds = %for.body.1.preheader.split.us
  %139 = icmp ult i64 %102, 7
  br i1 %139, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.us.us.preheader20

for.body.1.us.us.preheader20:                     ; preds = %for.body.1.us.us.preheader
  %140 = icmp ult i64 %103, 24
  br i1 %140, label %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader37

for.body.1.us.us.preheader37:                     ; preds = %for.body.1.us.us.preheader20
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader37, %for.body.1.us.us
  %lsr.iv831 = phi i64 [ %123, %for.body.1.us.us.preheader37 ], [ %lsr.iv.next832, %for.body.1.us.us ]
  %lsr.iv1068 = phi i64 [ %lsr.iv.next1069, %for.body.1.us.us ], [ 31, %for.body.1.us.us.preheader37 ]
  %.682.137.us.us = phi i64 [ %.682.2.us.us.7.3, %for.body.1.us.us ], [ %.682.046, %for.body.1.us.us.preheader37 ]
  %.679.136.us.us = phi i64 [ %.679.2.us.us, %for.body.1.us.us ], [ %.679.045, %for.body.1.us.us.preheader37 ]
  %141 = icmp ugt i64 %.436.fca.1.load, 1
  %142 = icmp ugt i64 %.436.fca.0.load, 1
  %143 = add i64 %lsr.iv1068, -28
  %144 = add i64 %lsr.iv1068, -31
  %scevgep959 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep960 = getelementptr double, double* %scevgep959, i64 -31
  %.707.us.us = load double, double* %scevgep960, align 8
  %.679.2.us.us = select i1 %142, i64 %loop.index47, i64 %.679.136.us.us
  %.682.2.us.us = select i1 %141, i64 %144, i64 %.682.137.us.us
  %.719.us.us = mul i64 %.679.2.us.us, %.436.fca.1.load
  %.722.us.us = add i64 %.719.us.us, %.682.2.us.us
  %.723.us.us = getelementptr double, double* %.435, i64 %.722.us.us
  %.724.us.us = load double, double* %.723.us.us, align 8
  %.15.i.us.us = fmul double %.707.us.us, %.724.us.us
  %scevgep893 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep894 = getelementptr double, double* %scevgep893, i64 -31
  store double %.15.i.us.us, double* %scevgep894, align 8
  %145 = add i64 %lsr.iv1068, -30
  %scevgep957 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep958 = getelementptr double, double* %scevgep957, i64 -30
  %.707.us.us.1 = load double, double* %scevgep958, align 8
  %.682.2.us.us.1 = select i1 %141, i64 %145, i64 %.682.137.us.us
  %.722.us.us.1 = add i64 %.719.us.us, %.682.2.us.us.1
  %.723.us.us.1 = getelementptr double, double* %.435, i64 %.722.us.us.1
  %.724.us.us.1 = load double, double* %.723.us.us.1, align 8
  %.15.i.us.us.1 = fmul double %.707.us.us.1, %.724.us.us.1
  %scevgep891 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep892 = getelementptr double, double* %scevgep891, i64 -30
  store double %.15.i.us.us.1, double* %scevgep892, align 8
  %146 = add i64 %lsr.iv1068, -29
  %scevgep955 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep956 = getelementptr double, double* %scevgep955, i64 -29
  %.707.us.us.2 = load double, double* %scevgep956, align 8
  %.682.2.us.us.2 = select i1 %141, i64 %146, i64 %.682.137.us.us
  %.722.us.us.2 = add i64 %.719.us.us, %.682.2.us.us.2
  %.723.us.us.2 = getelementptr double, double* %.435, i64 %.722.us.us.2
  %.724.us.us.2 = load double, double* %.723.us.us.2, align 8
  %.15.i.us.us.2 = fmul double %.707.us.us.2, %.724.us.us.2
  %scevgep889 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep890 = getelementptr double, double* %scevgep889, i64 -29
  store double %.15.i.us.us.2, double* %scevgep890, align 8
  %scevgep953 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep954 = getelementptr double, double* %scevgep953, i64 -28
  %.707.us.us.3 = load double, double* %scevgep954, align 8
  %.682.2.us.us.3 = select i1 %141, i64 %143, i64 %.682.137.us.us
  %.722.us.us.3 = add i64 %.719.us.us, %.682.2.us.us.3
  %.723.us.us.3 = getelementptr double, double* %.435, i64 %.722.us.us.3
  %.724.us.us.3 = load double, double* %.723.us.us.3, align 8
  %.15.i.us.us.3 = fmul double %.707.us.us.3, %.724.us.us.3
  %scevgep887 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep888 = getelementptr double, double* %scevgep887, i64 -28
  store double %.15.i.us.us.3, double* %scevgep888, align 8
  %147 = add i64 %lsr.iv1068, -27
  %scevgep951 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep952 = getelementptr double, double* %scevgep951, i64 -27
  %.707.us.us.4 = load double, double* %scevgep952, align 8
  %.682.2.us.us.4 = select i1 %141, i64 %147, i64 %.682.137.us.us
  %.722.us.us.4 = add i64 %.719.us.us, %.682.2.us.us.4
  %.723.us.us.4 = getelementptr double, double* %.435, i64 %.722.us.us.4
  %.724.us.us.4 = load double, double* %.723.us.us.4, align 8
  %.15.i.us.us.4 = fmul double %.707.us.us.4, %.724.us.us.4
  %scevgep885 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep886 = getelementptr double, double* %scevgep885, i64 -27
  store double %.15.i.us.us.4, double* %scevgep886, align 8
  %148 = add i64 %lsr.iv1068, -26
  %scevgep949 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep950 = getelementptr double, double* %scevgep949, i64 -26
  %.707.us.us.5 = load double, double* %scevgep950, align 8
  %.682.2.us.us.5 = select i1 %141, i64 %148, i64 %.682.137.us.us
  %.722.us.us.5 = add i64 %.719.us.us, %.682.2.us.us.5
  %.723.us.us.5 = getelementptr double, double* %.435, i64 %.722.us.us.5
  %.724.us.us.5 = load double, double* %.723.us.us.5, align 8
  %.15.i.us.us.5 = fmul double %.707.us.us.5, %.724.us.us.5
  %scevgep883 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep884 = getelementptr double, double* %scevgep883, i64 -26
  store double %.15.i.us.us.5, double* %scevgep884, align 8
  %149 = add i64 %lsr.iv1068, -25
  %scevgep947 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep948 = getelementptr double, double* %scevgep947, i64 -25
  %.707.us.us.6 = load double, double* %scevgep948, align 8
  %.682.2.us.us.6 = select i1 %141, i64 %149, i64 %.682.137.us.us
  %.722.us.us.6 = add i64 %.719.us.us, %.682.2.us.us.6
  %.723.us.us.6 = getelementptr double, double* %.435, i64 %.722.us.us.6
  %.724.us.us.6 = load double, double* %.723.us.us.6, align 8
  %.15.i.us.us.6 = fmul double %.707.us.us.6, %.724.us.us.6
  %scevgep881 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep882 = getelementptr double, double* %scevgep881, i64 -25
  store double %.15.i.us.us.6, double* %scevgep882, align 8
  %150 = add i64 %lsr.iv1068, -24
  %scevgep945 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep946 = getelementptr double, double* %scevgep945, i64 -24
  %.707.us.us.7 = load double, double* %scevgep946, align 8
  %.682.2.us.us.7 = select i1 %141, i64 %150, i64 %.682.137.us.us
  %.722.us.us.7 = add i64 %.719.us.us, %.682.2.us.us.7
  %.723.us.us.7 = getelementptr double, double* %.435, i64 %.722.us.us.7
  %.724.us.us.7 = load double, double* %.723.us.us.7, align 8
  %.15.i.us.us.7 = fmul double %.707.us.us.7, %.724.us.us.7
  %scevgep879 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep880 = getelementptr double, double* %scevgep879, i64 -24
  store double %.15.i.us.us.7, double* %scevgep880, align 8
  %151 = add i64 %lsr.iv1068, -20
  %152 = add i64 %lsr.iv1068, -23
  %scevgep943 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep944 = getelementptr double, double* %scevgep943, i64 -23
  %.707.us.us.1486 = load double, double* %scevgep944, align 8
  %.682.2.us.us.1487 = select i1 %141, i64 %152, i64 %.682.137.us.us
  %.722.us.us.1488 = add i64 %.719.us.us, %.682.2.us.us.1487
  %.723.us.us.1489 = getelementptr double, double* %.435, i64 %.722.us.us.1488
  %.724.us.us.1490 = load double, double* %.723.us.us.1489, align 8
  %.15.i.us.us.1491 = fmul double %.707.us.us.1486, %.724.us.us.1490
  %scevgep877 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep878 = getelementptr double, double* %scevgep877, i64 -23
  store double %.15.i.us.us.1491, double* %scevgep878, align 8
  %153 = add i64 %lsr.iv1068, -22
  %scevgep941 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep942 = getelementptr double, double* %scevgep941, i64 -22
  %.707.us.us.1.1 = load double, double* %scevgep942, align 8
  %.682.2.us.us.1.1 = select i1 %141, i64 %153, i64 %.682.137.us.us
  %.722.us.us.1.1 = add i64 %.719.us.us, %.682.2.us.us.1.1
  %.723.us.us.1.1 = getelementptr double, double* %.435, i64 %.722.us.us.1.1
  %.724.us.us.1.1 = load double, double* %.723.us.us.1.1, align 8
  %.15.i.us.us.1.1 = fmul double %.707.us.us.1.1, %.724.us.us.1.1
  %scevgep875 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep876 = getelementptr double, double* %scevgep875, i64 -22
  store double %.15.i.us.us.1.1, double* %scevgep876, align 8
  %154 = add i64 %lsr.iv1068, -21
  %scevgep939 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep940 = getelementptr double, double* %scevgep939, i64 -21
  %.707.us.us.2.1 = load double, double* %scevgep940, align 8
  %.682.2.us.us.2.1 = select i1 %141, i64 %154, i64 %.682.137.us.us
  %.722.us.us.2.1 = add i64 %.719.us.us, %.682.2.us.us.2.1
  %.723.us.us.2.1 = getelementptr double, double* %.435, i64 %.722.us.us.2.1
  %.724.us.us.2.1 = load double, double* %.723.us.us.2.1, align 8
  %.15.i.us.us.2.1 = fmul double %.707.us.us.2.1, %.724.us.us.2.1
  %scevgep873 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep874 = getelementptr double, double* %scevgep873, i64 -21
  store double %.15.i.us.us.2.1, double* %scevgep874, align 8
  %scevgep937 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep938 = getelementptr double, double* %scevgep937, i64 -20
  %.707.us.us.3.1 = load double, double* %scevgep938, align 8
  %.682.2.us.us.3.1 = select i1 %141, i64 %151, i64 %.682.137.us.us
  %.722.us.us.3.1 = add i64 %.719.us.us, %.682.2.us.us.3.1
  %.723.us.us.3.1 = getelementptr double, double* %.435, i64 %.722.us.us.3.1
  %.724.us.us.3.1 = load double, double* %.723.us.us.3.1, align 8
  %.15.i.us.us.3.1 = fmul double %.707.us.us.3.1, %.724.us.us.3.1
  %scevgep871 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep872 = getelementptr double, double* %scevgep871, i64 -20
  store double %.15.i.us.us.3.1, double* %scevgep872, align 8
  %155 = add i64 %lsr.iv1068, -19
  %scevgep935 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep936 = getelementptr double, double* %scevgep935, i64 -19
  %.707.us.us.4.1 = load double, double* %scevgep936, align 8
  %.682.2.us.us.4.1 = select i1 %141, i64 %155, i64 %.682.137.us.us
  %.722.us.us.4.1 = add i64 %.719.us.us, %.682.2.us.us.4.1
  %.723.us.us.4.1 = getelementptr double, double* %.435, i64 %.722.us.us.4.1
  %.724.us.us.4.1 = load double, double* %.723.us.us.4.1, align 8
  %.15.i.us.us.4.1 = fmul double %.707.us.us.4.1, %.724.us.us.4.1
  %scevgep869 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep870 = getelementptr double, double* %scevgep869, i64 -19
  store double %.15.i.us.us.4.1, double* %scevgep870, align 8
  %156 = add i64 %lsr.iv1068, -18
  %scevgep933 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep934 = getelementptr double, double* %scevgep933, i64 -18
  %.707.us.us.5.1 = load double, double* %scevgep934, align 8
  %.682.2.us.us.5.1 = select i1 %141, i64 %156, i64 %.682.137.us.us
  %.722.us.us.5.1 = add i64 %.719.us.us, %.682.2.us.us.5.1
  %.723.us.us.5.1 = getelementptr double, double* %.435, i64 %.722.us.us.5.1
  %.724.us.us.5.1 = load double, double* %.723.us.us.5.1, align 8
  %.15.i.us.us.5.1 = fmul double %.707.us.us.5.1, %.724.us.us.5.1
  %scevgep867 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep868 = getelementptr double, double* %scevgep867, i64 -18
  store double %.15.i.us.us.5.1, double* %scevgep868, align 8
  %157 = add i64 %lsr.iv1068, -17
  %scevgep931 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep932 = getelementptr double, double* %scevgep931, i64 -17
  %.707.us.us.6.1 = load double, double* %scevgep932, align 8
  %.682.2.us.us.6.1 = select i1 %141, i64 %157, i64 %.682.137.us.us
  %.722.us.us.6.1 = add i64 %.719.us.us, %.682.2.us.us.6.1
  %.723.us.us.6.1 = getelementptr double, double* %.435, i64 %.722.us.us.6.1
  %.724.us.us.6.1 = load double, double* %.723.us.us.6.1, align 8
  %.15.i.us.us.6.1 = fmul double %.707.us.us.6.1, %.724.us.us.6.1
  %scevgep865 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep866 = getelementptr double, double* %scevgep865, i64 -17
  store double %.15.i.us.us.6.1, double* %scevgep866, align 8
  %158 = add i64 %lsr.iv1068, -16
  %scevgep929 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep930 = getelementptr double, double* %scevgep929, i64 -16
  %.707.us.us.7.1 = load double, double* %scevgep930, align 8
  %.682.2.us.us.7.1 = select i1 %141, i64 %158, i64 %.682.137.us.us
  %.722.us.us.7.1 = add i64 %.719.us.us, %.682.2.us.us.7.1
  %.723.us.us.7.1 = getelementptr double, double* %.435, i64 %.722.us.us.7.1
  %.724.us.us.7.1 = load double, double* %.723.us.us.7.1, align 8
  %.15.i.us.us.7.1 = fmul double %.707.us.us.7.1, %.724.us.us.7.1
  %scevgep863 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep864 = getelementptr double, double* %scevgep863, i64 -16
  store double %.15.i.us.us.7.1, double* %scevgep864, align 8
  %159 = add i64 %lsr.iv1068, -12
  %160 = add i64 %lsr.iv1068, -15
  %scevgep927 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep928 = getelementptr double, double* %scevgep927, i64 -15
  %.707.us.us.2492 = load double, double* %scevgep928, align 8
  %.682.2.us.us.2493 = select i1 %141, i64 %160, i64 %.682.137.us.us
  %.722.us.us.2494 = add i64 %.719.us.us, %.682.2.us.us.2493
  %.723.us.us.2495 = getelementptr double, double* %.435, i64 %.722.us.us.2494
  %.724.us.us.2496 = load double, double* %.723.us.us.2495, align 8
  %.15.i.us.us.2497 = fmul double %.707.us.us.2492, %.724.us.us.2496
  %scevgep861 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep862 = getelementptr double, double* %scevgep861, i64 -15
  store double %.15.i.us.us.2497, double* %scevgep862, align 8
  %161 = add i64 %lsr.iv1068, -14
  %scevgep925 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep926 = getelementptr double, double* %scevgep925, i64 -14
  %.707.us.us.1.2 = load double, double* %scevgep926, align 8
  %.682.2.us.us.1.2 = select i1 %141, i64 %161, i64 %.682.137.us.us
  %.722.us.us.1.2 = add i64 %.719.us.us, %.682.2.us.us.1.2
  %.723.us.us.1.2 = getelementptr double, double* %.435, i64 %.722.us.us.1.2
  %.724.us.us.1.2 = load double, double* %.723.us.us.1.2, align 8
  %.15.i.us.us.1.2 = fmul double %.707.us.us.1.2, %.724.us.us.1.2
  %scevgep859 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep860 = getelementptr double, double* %scevgep859, i64 -14
  store double %.15.i.us.us.1.2, double* %scevgep860, align 8
  %162 = add i64 %lsr.iv1068, -13
  %scevgep923 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep924 = getelementptr double, double* %scevgep923, i64 -13
  %.707.us.us.2.2 = load double, double* %scevgep924, align 8
  %.682.2.us.us.2.2 = select i1 %141, i64 %162, i64 %.682.137.us.us
  %.722.us.us.2.2 = add i64 %.719.us.us, %.682.2.us.us.2.2
  %.723.us.us.2.2 = getelementptr double, double* %.435, i64 %.722.us.us.2.2
  %.724.us.us.2.2 = load double, double* %.723.us.us.2.2, align 8
  %.15.i.us.us.2.2 = fmul double %.707.us.us.2.2, %.724.us.us.2.2
  %scevgep857 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep858 = getelementptr double, double* %scevgep857, i64 -13
  store double %.15.i.us.us.2.2, double* %scevgep858, align 8
  %scevgep921 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep922 = getelementptr double, double* %scevgep921, i64 -12
  %.707.us.us.3.2 = load double, double* %scevgep922, align 8
  %.682.2.us.us.3.2 = select i1 %141, i64 %159, i64 %.682.137.us.us
  %.722.us.us.3.2 = add i64 %.719.us.us, %.682.2.us.us.3.2
  %.723.us.us.3.2 = getelementptr double, double* %.435, i64 %.722.us.us.3.2
  %.724.us.us.3.2 = load double, double* %.723.us.us.3.2, align 8
  %.15.i.us.us.3.2 = fmul double %.707.us.us.3.2, %.724.us.us.3.2
  %scevgep855 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep856 = getelementptr double, double* %scevgep855, i64 -12
  store double %.15.i.us.us.3.2, double* %scevgep856, align 8
  %163 = add i64 %lsr.iv1068, -11
  %scevgep919 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep920 = getelementptr double, double* %scevgep919, i64 -11
  %.707.us.us.4.2 = load double, double* %scevgep920, align 8
  %.682.2.us.us.4.2 = select i1 %141, i64 %163, i64 %.682.137.us.us
  %.722.us.us.4.2 = add i64 %.719.us.us, %.682.2.us.us.4.2
  %.723.us.us.4.2 = getelementptr double, double* %.435, i64 %.722.us.us.4.2
  %.724.us.us.4.2 = load double, double* %.723.us.us.4.2, align 8
  %.15.i.us.us.4.2 = fmul double %.707.us.us.4.2, %.724.us.us.4.2
  %scevgep853 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep854 = getelementptr double, double* %scevgep853, i64 -11
  store double %.15.i.us.us.4.2, double* %scevgep854, align 8
  %164 = add i64 %lsr.iv1068, -10
  %scevgep917 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep918 = getelementptr double, double* %scevgep917, i64 -10
  %.707.us.us.5.2 = load double, double* %scevgep918, align 8
  %.682.2.us.us.5.2 = select i1 %141, i64 %164, i64 %.682.137.us.us
  %.722.us.us.5.2 = add i64 %.719.us.us, %.682.2.us.us.5.2
  %.723.us.us.5.2 = getelementptr double, double* %.435, i64 %.722.us.us.5.2
  %.724.us.us.5.2 = load double, double* %.723.us.us.5.2, align 8
  %.15.i.us.us.5.2 = fmul double %.707.us.us.5.2, %.724.us.us.5.2
  %scevgep851 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep852 = getelementptr double, double* %scevgep851, i64 -10
  store double %.15.i.us.us.5.2, double* %scevgep852, align 8
  %165 = add i64 %lsr.iv1068, -9
  %scevgep915 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep916 = getelementptr double, double* %scevgep915, i64 -9
  %.707.us.us.6.2 = load double, double* %scevgep916, align 8
  %.682.2.us.us.6.2 = select i1 %141, i64 %165, i64 %.682.137.us.us
  %.722.us.us.6.2 = add i64 %.719.us.us, %.682.2.us.us.6.2
  %.723.us.us.6.2 = getelementptr double, double* %.435, i64 %.722.us.us.6.2
  %.724.us.us.6.2 = load double, double* %.723.us.us.6.2, align 8
  %.15.i.us.us.6.2 = fmul double %.707.us.us.6.2, %.724.us.us.6.2
  %scevgep849 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep850 = getelementptr double, double* %scevgep849, i64 -9
  store double %.15.i.us.us.6.2, double* %scevgep850, align 8
  %166 = add i64 %lsr.iv1068, -8
  %scevgep913 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep914 = getelementptr double, double* %scevgep913, i64 -8
  %.707.us.us.7.2 = load double, double* %scevgep914, align 8
  %.682.2.us.us.7.2 = select i1 %141, i64 %166, i64 %.682.137.us.us
  %.722.us.us.7.2 = add i64 %.719.us.us, %.682.2.us.us.7.2
  %.723.us.us.7.2 = getelementptr double, double* %.435, i64 %.722.us.us.7.2
  %.724.us.us.7.2 = load double, double* %.723.us.us.7.2, align 8
  %.15.i.us.us.7.2 = fmul double %.707.us.us.7.2, %.724.us.us.7.2
  %scevgep847 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep848 = getelementptr double, double* %scevgep847, i64 -8
  store double %.15.i.us.us.7.2, double* %scevgep848, align 8
  %167 = add i64 %lsr.iv1068, -4
  %168 = add i64 %lsr.iv1068, -7
  %scevgep911 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep912 = getelementptr double, double* %scevgep911, i64 -7
  %.707.us.us.3498 = load double, double* %scevgep912, align 8
  %.682.2.us.us.3499 = select i1 %141, i64 %168, i64 %.682.137.us.us
  %.722.us.us.3500 = add i64 %.719.us.us, %.682.2.us.us.3499
  %.723.us.us.3501 = getelementptr double, double* %.435, i64 %.722.us.us.3500
  %.724.us.us.3502 = load double, double* %.723.us.us.3501, align 8
  %.15.i.us.us.3503 = fmul double %.707.us.us.3498, %.724.us.us.3502
  %scevgep845 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep846 = getelementptr double, double* %scevgep845, i64 -7
  store double %.15.i.us.us.3503, double* %scevgep846, align 8
  %169 = add i64 %lsr.iv1068, -6
  %scevgep909 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep910 = getelementptr double, double* %scevgep909, i64 -6
  %.707.us.us.1.3 = load double, double* %scevgep910, align 8
  %.682.2.us.us.1.3 = select i1 %141, i64 %169, i64 %.682.137.us.us
  %.722.us.us.1.3 = add i64 %.719.us.us, %.682.2.us.us.1.3
  %.723.us.us.1.3 = getelementptr double, double* %.435, i64 %.722.us.us.1.3
  %.724.us.us.1.3 = load double, double* %.723.us.us.1.3, align 8
  %.15.i.us.us.1.3 = fmul double %.707.us.us.1.3, %.724.us.us.1.3
  %scevgep843 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep844 = getelementptr double, double* %scevgep843, i64 -6
  store double %.15.i.us.us.1.3, double* %scevgep844, align 8
  %170 = add i64 %lsr.iv1068, -5
  %scevgep907 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep908 = getelementptr double, double* %scevgep907, i64 -5
  %.707.us.us.2.3 = load double, double* %scevgep908, align 8
  %.682.2.us.us.2.3 = select i1 %141, i64 %170, i64 %.682.137.us.us
  %.722.us.us.2.3 = add i64 %.719.us.us, %.682.2.us.us.2.3
  %.723.us.us.2.3 = getelementptr double, double* %.435, i64 %.722.us.us.2.3
  %.724.us.us.2.3 = load double, double* %.723.us.us.2.3, align 8
  %.15.i.us.us.2.3 = fmul double %.707.us.us.2.3, %.724.us.us.2.3
  %scevgep841 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep842 = getelementptr double, double* %scevgep841, i64 -5
  store double %.15.i.us.us.2.3, double* %scevgep842, align 8
  %scevgep905 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep906 = getelementptr double, double* %scevgep905, i64 -4
  %.707.us.us.3.3 = load double, double* %scevgep906, align 8
  %.682.2.us.us.3.3 = select i1 %141, i64 %167, i64 %.682.137.us.us
  %.722.us.us.3.3 = add i64 %.719.us.us, %.682.2.us.us.3.3
  %.723.us.us.3.3 = getelementptr double, double* %.435, i64 %.722.us.us.3.3
  %.724.us.us.3.3 = load double, double* %.723.us.us.3.3, align 8
  %.15.i.us.us.3.3 = fmul double %.707.us.us.3.3, %.724.us.us.3.3
  %scevgep839 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep840 = getelementptr double, double* %scevgep839, i64 -4
  store double %.15.i.us.us.3.3, double* %scevgep840, align 8
  %171 = add i64 %lsr.iv1068, -3
  %scevgep903 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep904 = getelementptr double, double* %scevgep903, i64 -3
  %.707.us.us.4.3 = load double, double* %scevgep904, align 8
  %.682.2.us.us.4.3 = select i1 %141, i64 %171, i64 %.682.137.us.us
  %.722.us.us.4.3 = add i64 %.719.us.us, %.682.2.us.us.4.3
  %.723.us.us.4.3 = getelementptr double, double* %.435, i64 %.722.us.us.4.3
  %.724.us.us.4.3 = load double, double* %.723.us.us.4.3, align 8
  %.15.i.us.us.4.3 = fmul double %.707.us.us.4.3, %.724.us.us.4.3
  %scevgep837 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep838 = getelementptr double, double* %scevgep837, i64 -3
  store double %.15.i.us.us.4.3, double* %scevgep838, align 8
  %172 = add i64 %lsr.iv1068, -2
  %scevgep901 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep902 = getelementptr double, double* %scevgep901, i64 -2
  %.707.us.us.5.3 = load double, double* %scevgep902, align 8
  %.682.2.us.us.5.3 = select i1 %141, i64 %172, i64 %.682.137.us.us
  %.722.us.us.5.3 = add i64 %.719.us.us, %.682.2.us.us.5.3
  %.723.us.us.5.3 = getelementptr double, double* %.435, i64 %.722.us.us.5.3
  %.724.us.us.5.3 = load double, double* %.723.us.us.5.3, align 8
  %.15.i.us.us.5.3 = fmul double %.707.us.us.5.3, %.724.us.us.5.3
  %scevgep835 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep836 = getelementptr double, double* %scevgep835, i64 -2
  store double %.15.i.us.us.5.3, double* %scevgep836, align 8
  %173 = add i64 %lsr.iv1068, -1
  %scevgep899 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %scevgep900 = getelementptr double, double* %scevgep899, i64 -1
  %.707.us.us.6.3 = load double, double* %scevgep900, align 8
  %.682.2.us.us.6.3 = select i1 %141, i64 %173, i64 %.682.137.us.us
  %.722.us.us.6.3 = add i64 %.719.us.us, %.682.2.us.us.6.3
  %.723.us.us.6.3 = getelementptr double, double* %.435, i64 %.722.us.us.6.3
  %.724.us.us.6.3 = load double, double* %.723.us.us.6.3, align 8
  %.15.i.us.us.6.3 = fmul double %.707.us.us.6.3, %.724.us.us.6.3
  %scevgep833 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -1
  store double %.15.i.us.us.6.3, double* %scevgep834, align 8
  %scevgep961 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1068
  %.707.us.us.7.3 = load double, double* %scevgep961, align 8
  %.682.2.us.us.7.3 = select i1 %141, i64 %lsr.iv1068, i64 %.682.137.us.us
  %.722.us.us.7.3 = add i64 %.719.us.us, %.682.2.us.us.7.3
  %.723.us.us.7.3 = getelementptr double, double* %.435, i64 %.722.us.us.7.3
  %.724.us.us.7.3 = load double, double* %.723.us.us.7.3, align 8
  %.15.i.us.us.7.3 = fmul double %.707.us.us.7.3, %.724.us.us.7.3
  %scevgep895 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1068
  store double %.15.i.us.us.7.3, double* %scevgep895, align 8
  %lsr.iv.next1069 = add i64 %lsr.iv1068, 32
  %lsr.iv.next832 = add i64 %lsr.iv831, 4
  %niter485.ncmp.3 = icmp eq i64 %lsr.iv.next832, 0
  br i1 %niter485.ncmp.3, label %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us

for.body.1.preheader.split.us.split:              ; preds = %for.body.1.preheader.split.us
  %174 = icmp ugt i64 %.436.fca.0.load, 1
  %.702.us = mul nuw nsw i64 %loop.index47, %.256.fca.1.load
  %.705.us.us255 = add i64 %.676.044, %.702.us
  br i1 %174, label %for.body.1.preheader.split.us.split.split.us, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader.split.us.split
  %175 = icmp ult i64 %102, 7
  %.719.us = mul i64 %.679.045, %.436.fca.1.load
  br i1 %175, label %for.end.1.loopexit299.unr-lcssa, label %for.body.1.us.preheader23

for.body.1.us.preheader23:                        ; preds = %for.body.1.us.preheader
  %176 = icmp ult i64 %103, 24
  %sunkaddr54116 = getelementptr double, double* %.255, i64 %.705.us.us255
  br i1 %176, label %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.preheader43

for.body.1.us.preheader43:                        ; preds = %for.body.1.us.preheader23
  br label %for.body.1.us

for.body.1.preheader.split.us.split.split.us:     ; preds = %for.body.1.preheader.split.us.split
  %177 = icmp ult i64 %102, 7
  %.719.us.us260 = mul i64 %loop.index47, %.436.fca.1.load
  br i1 %177, label %for.end.1.loopexit298.unr-lcssa, label %for.body.1.us.us251.preheader

for.body.1.us.us251.preheader:                    ; preds = %for.body.1.preheader.split.us.split.split.us
  %178 = icmp ult i64 %103, 24
  %sunkaddr53918 = getelementptr double, double* %.255, i64 %.705.us.us255
  br i1 %178, label %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us251.preheader40

for.body.1.us.us251.preheader40:                  ; preds = %for.body.1.us.us251.preheader
  br label %for.body.1.us.us251

for.body.1.us.us251:                              ; preds = %for.body.1.us.us251.preheader40, %for.body.1.us.us251
  %lsr.iv743 = phi i64 [ %123, %for.body.1.us.us251.preheader40 ], [ %lsr.iv.next744, %for.body.1.us.us251 ]
  %loop.index.138.us.us252 = phi i64 [ %212, %for.body.1.us.us251 ], [ 0, %for.body.1.us.us251.preheader40 ]
  %.682.137.us.us253 = phi i64 [ %.682.2.us.us259.7.3, %for.body.1.us.us251 ], [ %.682.046, %for.body.1.us.us251.preheader40 ]
  %179 = icmp ugt i64 %.436.fca.1.load, 1
  %.707.us.us257 = load double, double* %sunkaddr53918, align 8
  %.682.2.us.us259 = select i1 %179, i64 %loop.index.138.us.us252, i64 %.682.137.us.us253
  %.722.us.us261 = add i64 %.682.2.us.us259, %.719.us.us260
  %.723.us.us262 = getelementptr double, double* %.435, i64 %.722.us.us261
  %.724.us.us263 = load double, double* %.723.us.us262, align 8
  %.15.i.us.us264 = fmul double %.707.us.us257, %.724.us.us263
  %scevgep807 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  store double %.15.i.us.us264, double* %scevgep807, align 8
  %.707.us.us257.1 = load double, double* %sunkaddr53918, align 8
  %180 = add i64 %loop.index.138.us.us252, 1
  %.682.2.us.us259.1 = select i1 %179, i64 %180, i64 %.682.137.us.us253
  %.722.us.us261.1 = add i64 %.682.2.us.us259.1, %.719.us.us260
  %.723.us.us262.1 = getelementptr double, double* %.435, i64 %.722.us.us261.1
  %.724.us.us263.1 = load double, double* %.723.us.us262.1, align 8
  %.15.i.us.us264.1 = fmul double %.707.us.us257.1, %.724.us.us263.1
  %scevgep805 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep806 = getelementptr double, double* %scevgep805, i64 1
  store double %.15.i.us.us264.1, double* %scevgep806, align 8
  %.707.us.us257.2 = load double, double* %sunkaddr53918, align 8
  %181 = add i64 %180, 1
  %.682.2.us.us259.2 = select i1 %179, i64 %181, i64 %.682.137.us.us253
  %.722.us.us261.2 = add i64 %.682.2.us.us259.2, %.719.us.us260
  %.723.us.us262.2 = getelementptr double, double* %.435, i64 %.722.us.us261.2
  %.724.us.us263.2 = load double, double* %.723.us.us262.2, align 8
  %.15.i.us.us264.2 = fmul double %.707.us.us257.2, %.724.us.us263.2
  %scevgep803 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep804 = getelementptr double, double* %scevgep803, i64 2
  store double %.15.i.us.us264.2, double* %scevgep804, align 8
  %.707.us.us257.3 = load double, double* %sunkaddr53918, align 8
  %182 = add i64 %181, 1
  %.682.2.us.us259.3 = select i1 %179, i64 %182, i64 %.682.137.us.us253
  %.722.us.us261.3 = add i64 %.682.2.us.us259.3, %.719.us.us260
  %.723.us.us262.3 = getelementptr double, double* %.435, i64 %.722.us.us261.3
  %.724.us.us263.3 = load double, double* %.723.us.us262.3, align 8
  %.15.i.us.us264.3 = fmul double %.707.us.us257.3, %.724.us.us263.3
  %scevgep801 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep802 = getelementptr double, double* %scevgep801, i64 3
  store double %.15.i.us.us264.3, double* %scevgep802, align 8
  %.707.us.us257.4 = load double, double* %sunkaddr53918, align 8
  %183 = add i64 %182, 1
  %.682.2.us.us259.4 = select i1 %179, i64 %183, i64 %.682.137.us.us253
  %.722.us.us261.4 = add i64 %.682.2.us.us259.4, %.719.us.us260
  %.723.us.us262.4 = getelementptr double, double* %.435, i64 %.722.us.us261.4
  %.724.us.us263.4 = load double, double* %.723.us.us262.4, align 8
  %.15.i.us.us264.4 = fmul double %.707.us.us257.4, %.724.us.us263.4
  %scevgep799 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep800 = getelementptr double, double* %scevgep799, i64 4
  store double %.15.i.us.us264.4, double* %scevgep800, align 8
  %.707.us.us257.5 = load double, double* %sunkaddr53918, align 8
  %184 = add i64 %183, 1
  %.682.2.us.us259.5 = select i1 %179, i64 %184, i64 %.682.137.us.us253
  %.722.us.us261.5 = add i64 %.682.2.us.us259.5, %.719.us.us260
  %.723.us.us262.5 = getelementptr double, double* %.435, i64 %.722.us.us261.5
  %.724.us.us263.5 = load double, double* %.723.us.us262.5, align 8
  %.15.i.us.us264.5 = fmul double %.707.us.us257.5, %.724.us.us263.5
  %scevgep797 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep798 = getelementptr double, double* %scevgep797, i64 5
  store double %.15.i.us.us264.5, double* %scevgep798, align 8
  %.707.us.us257.6 = load double, double* %sunkaddr53918, align 8
  %185 = add i64 %184, 1
  %.682.2.us.us259.6 = select i1 %179, i64 %185, i64 %.682.137.us.us253
  %.722.us.us261.6 = add i64 %.682.2.us.us259.6, %.719.us.us260
  %.723.us.us262.6 = getelementptr double, double* %.435, i64 %.722.us.us261.6
  %.724.us.us263.6 = load double, double* %.723.us.us262.6, align 8
  %.15.i.us.us264.6 = fmul double %.707.us.us257.6, %.724.us.us263.6
  %scevgep795 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep796 = getelementptr double, double* %scevgep795, i64 6
  store double %.15.i.us.us264.6, double* %scevgep796, align 8
  %.707.us.us257.7 = load double, double* %sunkaddr53918, align 8
  %186 = add i64 %185, 1
  %.682.2.us.us259.7 = select i1 %179, i64 %186, i64 %.682.137.us.us253
  %.722.us.us261.7 = add i64 %.682.2.us.us259.7, %.719.us.us260
  %.723.us.us262.7 = getelementptr double, double* %.435, i64 %.722.us.us261.7
  %.724.us.us263.7 = load double, double* %.723.us.us262.7, align 8
  %.15.i.us.us264.7 = fmul double %.707.us.us257.7, %.724.us.us263.7
  %scevgep793 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep794 = getelementptr double, double* %scevgep793, i64 7
  store double %.15.i.us.us264.7, double* %scevgep794, align 8
  %.707.us.us257.1446 = load double, double* %sunkaddr53918, align 8
  %187 = add i64 %186, 1
  %.682.2.us.us259.1447 = select i1 %179, i64 %187, i64 %.682.137.us.us253
  %.722.us.us261.1448 = add i64 %.682.2.us.us259.1447, %.719.us.us260
  %.723.us.us262.1449 = getelementptr double, double* %.435, i64 %.722.us.us261.1448
  %.724.us.us263.1450 = load double, double* %.723.us.us262.1449, align 8
  %.15.i.us.us264.1451 = fmul double %.707.us.us257.1446, %.724.us.us263.1450
  %scevgep791 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep792 = getelementptr double, double* %scevgep791, i64 8
  store double %.15.i.us.us264.1451, double* %scevgep792, align 8
  %.707.us.us257.1.1 = load double, double* %sunkaddr53918, align 8
  %188 = add i64 %187, 1
  %.682.2.us.us259.1.1 = select i1 %179, i64 %188, i64 %.682.137.us.us253
  %.722.us.us261.1.1 = add i64 %.682.2.us.us259.1.1, %.719.us.us260
  %.723.us.us262.1.1 = getelementptr double, double* %.435, i64 %.722.us.us261.1.1
  %.724.us.us263.1.1 = load double, double* %.723.us.us262.1.1, align 8
  %.15.i.us.us264.1.1 = fmul double %.707.us.us257.1.1, %.724.us.us263.1.1
  %scevgep789 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep790 = getelementptr double, double* %scevgep789, i64 9
  store double %.15.i.us.us264.1.1, double* %scevgep790, align 8
  %.707.us.us257.2.1 = load double, double* %sunkaddr53918, align 8
  %189 = add i64 %188, 1
  %.682.2.us.us259.2.1 = select i1 %179, i64 %189, i64 %.682.137.us.us253
  %.722.us.us261.2.1 = add i64 %.682.2.us.us259.2.1, %.719.us.us260
  %.723.us.us262.2.1 = getelementptr double, double* %.435, i64 %.722.us.us261.2.1
  %.724.us.us263.2.1 = load double, double* %.723.us.us262.2.1, align 8
  %.15.i.us.us264.2.1 = fmul double %.707.us.us257.2.1, %.724.us.us263.2.1
  %scevgep787 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep788 = getelementptr double, double* %scevgep787, i64 10
  store double %.15.i.us.us264.2.1, double* %scevgep788, align 8
  %.707.us.us257.3.1 = load double, double* %sunkaddr53918, align 8
  %190 = add i64 %189, 1
  %.682.2.us.us259.3.1 = select i1 %179, i64 %190, i64 %.682.137.us.us253
  %.722.us.us261.3.1 = add i64 %.682.2.us.us259.3.1, %.719.us.us260
  %.723.us.us262.3.1 = getelementptr double, double* %.435, i64 %.722.us.us261.3.1
  %.724.us.us263.3.1 = load double, double* %.723.us.us262.3.1, align 8
  %.15.i.us.us264.3.1 = fmul double %.707.us.us257.3.1, %.724.us.us263.3.1
  %scevgep785 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep786 = getelementptr double, double* %scevgep785, i64 11
  store double %.15.i.us.us264.3.1, double* %scevgep786, align 8
  %.707.us.us257.4.1 = load double, double* %sunkaddr53918, align 8
  %191 = add i64 %190, 1
  %.682.2.us.us259.4.1 = select i1 %179, i64 %191, i64 %.682.137.us.us253
  %.722.us.us261.4.1 = add i64 %.682.2.us.us259.4.1, %.719.us.us260
  %.723.us.us262.4.1 = getelementptr double, double* %.435, i64 %.722.us.us261.4.1
  %.724.us.us263.4.1 = load double, double* %.723.us.us262.4.1, align 8
  %.15.i.us.us264.4.1 = fmul double %.707.us.us257.4.1, %.724.us.us263.4.1
  %scevgep783 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep784 = getelementptr double, double* %scevgep783, i64 12
  store double %.15.i.us.us264.4.1, double* %scevgep784, align 8
  %.707.us.us257.5.1 = load double, double* %sunkaddr53918, align 8
  %192 = add i64 %191, 1
  %.682.2.us.us259.5.1 = select i1 %179, i64 %192, i64 %.682.137.us.us253
  %.722.us.us261.5.1 = add i64 %.682.2.us.us259.5.1, %.719.us.us260
  %.723.us.us262.5.1 = getelementptr double, double* %.435, i64 %.722.us.us261.5.1
  %.724.us.us263.5.1 = load double, double* %.723.us.us262.5.1, align 8
  %.15.i.us.us264.5.1 = fmul double %.707.us.us257.5.1, %.724.us.us263.5.1
  %scevgep781 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep782 = getelementptr double, double* %scevgep781, i64 13
  store double %.15.i.us.us264.5.1, double* %scevgep782, align 8
  %.707.us.us257.6.1 = load double, double* %sunkaddr53918, align 8
  %193 = add i64 %192, 1
  %.682.2.us.us259.6.1 = select i1 %179, i64 %193, i64 %.682.137.us.us253
  %.722.us.us261.6.1 = add i64 %.682.2.us.us259.6.1, %.719.us.us260
  %.723.us.us262.6.1 = getelementptr double, double* %.435, i64 %.722.us.us261.6.1
  %.724.us.us263.6.1 = load double, double* %.723.us.us262.6.1, align 8
  %.15.i.us.us264.6.1 = fmul double %.707.us.us257.6.1, %.724.us.us263.6.1
  %scevgep779 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep780 = getelementptr double, double* %scevgep779, i64 14
  store double %.15.i.us.us264.6.1, double* %scevgep780, align 8
  %.707.us.us257.7.1 = load double, double* %sunkaddr53918, align 8
  %194 = add i64 %193, 1
  %.682.2.us.us259.7.1 = select i1 %179, i64 %194, i64 %.682.137.us.us253
  %.722.us.us261.7.1 = add i64 %.682.2.us.us259.7.1, %.719.us.us260
  %.723.us.us262.7.1 = getelementptr double, double* %.435, i64 %.722.us.us261.7.1
  %.724.us.us263.7.1 = load double, double* %.723.us.us262.7.1, align 8
  %.15.i.us.us264.7.1 = fmul double %.707.us.us257.7.1, %.724.us.us263.7.1
  %scevgep777 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep778 = getelementptr double, double* %scevgep777, i64 15
  store double %.15.i.us.us264.7.1, double* %scevgep778, align 8
  %.707.us.us257.2452 = load double, double* %sunkaddr53918, align 8
  %195 = add i64 %194, 1
  %.682.2.us.us259.2453 = select i1 %179, i64 %195, i64 %.682.137.us.us253
  %.722.us.us261.2454 = add i64 %.682.2.us.us259.2453, %.719.us.us260
  %.723.us.us262.2455 = getelementptr double, double* %.435, i64 %.722.us.us261.2454
  %.724.us.us263.2456 = load double, double* %.723.us.us262.2455, align 8
  %.15.i.us.us264.2457 = fmul double %.707.us.us257.2452, %.724.us.us263.2456
  %scevgep775 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep776 = getelementptr double, double* %scevgep775, i64 16
  store double %.15.i.us.us264.2457, double* %scevgep776, align 8
  %.707.us.us257.1.2 = load double, double* %sunkaddr53918, align 8
  %196 = add i64 %195, 1
  %.682.2.us.us259.1.2 = select i1 %179, i64 %196, i64 %.682.137.us.us253
  %.722.us.us261.1.2 = add i64 %.682.2.us.us259.1.2, %.719.us.us260
  %.723.us.us262.1.2 = getelementptr double, double* %.435, i64 %.722.us.us261.1.2
  %.724.us.us263.1.2 = load double, double* %.723.us.us262.1.2, align 8
  %.15.i.us.us264.1.2 = fmul double %.707.us.us257.1.2, %.724.us.us263.1.2
  %scevgep773 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep774 = getelementptr double, double* %scevgep773, i64 17
  store double %.15.i.us.us264.1.2, double* %scevgep774, align 8
  %.707.us.us257.2.2 = load double, double* %sunkaddr53918, align 8
  %197 = add i64 %196, 1
  %.682.2.us.us259.2.2 = select i1 %179, i64 %197, i64 %.682.137.us.us253
  %.722.us.us261.2.2 = add i64 %.682.2.us.us259.2.2, %.719.us.us260
  %.723.us.us262.2.2 = getelementptr double, double* %.435, i64 %.722.us.us261.2.2
  %.724.us.us263.2.2 = load double, double* %.723.us.us262.2.2, align 8
  %.15.i.us.us264.2.2 = fmul double %.707.us.us257.2.2, %.724.us.us263.2.2
  %scevgep771 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep772 = getelementptr double, double* %scevgep771, i64 18
  store double %.15.i.us.us264.2.2, double* %scevgep772, align 8
  %.707.us.us257.3.2 = load double, double* %sunkaddr53918, align 8
  %198 = add i64 %197, 1
  %.682.2.us.us259.3.2 = select i1 %179, i64 %198, i64 %.682.137.us.us253
  %.722.us.us261.3.2 = add i64 %.682.2.us.us259.3.2, %.719.us.us260
  %.723.us.us262.3.2 = getelementptr double, double* %.435, i64 %.722.us.us261.3.2
  %.724.us.us263.3.2 = load double, double* %.723.us.us262.3.2, align 8
  %.15.i.us.us264.3.2 = fmul double %.707.us.us257.3.2, %.724.us.us263.3.2
  %scevgep769 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep770 = getelementptr double, double* %scevgep769, i64 19
  store double %.15.i.us.us264.3.2, double* %scevgep770, align 8
  %.707.us.us257.4.2 = load double, double* %sunkaddr53918, align 8
  %199 = add i64 %198, 1
  %.682.2.us.us259.4.2 = select i1 %179, i64 %199, i64 %.682.137.us.us253
  %.722.us.us261.4.2 = add i64 %.682.2.us.us259.4.2, %.719.us.us260
  %.723.us.us262.4.2 = getelementptr double, double* %.435, i64 %.722.us.us261.4.2
  %.724.us.us263.4.2 = load double, double* %.723.us.us262.4.2, align 8
  %.15.i.us.us264.4.2 = fmul double %.707.us.us257.4.2, %.724.us.us263.4.2
  %scevgep767 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep768 = getelementptr double, double* %scevgep767, i64 20
  store double %.15.i.us.us264.4.2, double* %scevgep768, align 8
  %.707.us.us257.5.2 = load double, double* %sunkaddr53918, align 8
  %200 = add i64 %199, 1
  %.682.2.us.us259.5.2 = select i1 %179, i64 %200, i64 %.682.137.us.us253
  %.722.us.us261.5.2 = add i64 %.682.2.us.us259.5.2, %.719.us.us260
  %.723.us.us262.5.2 = getelementptr double, double* %.435, i64 %.722.us.us261.5.2
  %.724.us.us263.5.2 = load double, double* %.723.us.us262.5.2, align 8
  %.15.i.us.us264.5.2 = fmul double %.707.us.us257.5.2, %.724.us.us263.5.2
  %scevgep765 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep766 = getelementptr double, double* %scevgep765, i64 21
  store double %.15.i.us.us264.5.2, double* %scevgep766, align 8
  %.707.us.us257.6.2 = load double, double* %sunkaddr53918, align 8
  %201 = add i64 %200, 1
  %.682.2.us.us259.6.2 = select i1 %179, i64 %201, i64 %.682.137.us.us253
  %.722.us.us261.6.2 = add i64 %.682.2.us.us259.6.2, %.719.us.us260
  %.723.us.us262.6.2 = getelementptr double, double* %.435, i64 %.722.us.us261.6.2
  %.724.us.us263.6.2 = load double, double* %.723.us.us262.6.2, align 8
  %.15.i.us.us264.6.2 = fmul double %.707.us.us257.6.2, %.724.us.us263.6.2
  %scevgep763 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep764 = getelementptr double, double* %scevgep763, i64 22
  store double %.15.i.us.us264.6.2, double* %scevgep764, align 8
  %.707.us.us257.7.2 = load double, double* %sunkaddr53918, align 8
  %202 = add i64 %201, 1
  %.682.2.us.us259.7.2 = select i1 %179, i64 %202, i64 %.682.137.us.us253
  %.722.us.us261.7.2 = add i64 %.682.2.us.us259.7.2, %.719.us.us260
  %.723.us.us262.7.2 = getelementptr double, double* %.435, i64 %.722.us.us261.7.2
  %.724.us.us263.7.2 = load double, double* %.723.us.us262.7.2, align 8
  %.15.i.us.us264.7.2 = fmul double %.707.us.us257.7.2, %.724.us.us263.7.2
  %scevgep761 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep762 = getelementptr double, double* %scevgep761, i64 23
  store double %.15.i.us.us264.7.2, double* %scevgep762, align 8
  %.707.us.us257.3458 = load double, double* %sunkaddr53918, align 8
  %203 = add i64 %202, 1
  %.682.2.us.us259.3459 = select i1 %179, i64 %203, i64 %.682.137.us.us253
  %.722.us.us261.3460 = add i64 %.682.2.us.us259.3459, %.719.us.us260
  %.723.us.us262.3461 = getelementptr double, double* %.435, i64 %.722.us.us261.3460
  %.724.us.us263.3462 = load double, double* %.723.us.us262.3461, align 8
  %.15.i.us.us264.3463 = fmul double %.707.us.us257.3458, %.724.us.us263.3462
  %scevgep759 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep760 = getelementptr double, double* %scevgep759, i64 24
  store double %.15.i.us.us264.3463, double* %scevgep760, align 8
  %.707.us.us257.1.3 = load double, double* %sunkaddr53918, align 8
  %204 = add i64 %203, 1
  %.682.2.us.us259.1.3 = select i1 %179, i64 %204, i64 %.682.137.us.us253
  %.722.us.us261.1.3 = add i64 %.682.2.us.us259.1.3, %.719.us.us260
  %.723.us.us262.1.3 = getelementptr double, double* %.435, i64 %.722.us.us261.1.3
  %.724.us.us263.1.3 = load double, double* %.723.us.us262.1.3, align 8
  %.15.i.us.us264.1.3 = fmul double %.707.us.us257.1.3, %.724.us.us263.1.3
  %scevgep757 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep758 = getelementptr double, double* %scevgep757, i64 25
  store double %.15.i.us.us264.1.3, double* %scevgep758, align 8
  %.707.us.us257.2.3 = load double, double* %sunkaddr53918, align 8
  %205 = add i64 %204, 1
  %.682.2.us.us259.2.3 = select i1 %179, i64 %205, i64 %.682.137.us.us253
  %.722.us.us261.2.3 = add i64 %.682.2.us.us259.2.3, %.719.us.us260
  %.723.us.us262.2.3 = getelementptr double, double* %.435, i64 %.722.us.us261.2.3
  %.724.us.us263.2.3 = load double, double* %.723.us.us262.2.3, align 8
  %.15.i.us.us264.2.3 = fmul double %.707.us.us257.2.3, %.724.us.us263.2.3
  %scevgep755 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep756 = getelementptr double, double* %scevgep755, i64 26
  store double %.15.i.us.us264.2.3, double* %scevgep756, align 8
  %.707.us.us257.3.3 = load double, double* %sunkaddr53918, align 8
  %206 = add i64 %205, 1
  %.682.2.us.us259.3.3 = select i1 %179, i64 %206, i64 %.682.137.us.us253
  %.722.us.us261.3.3 = add i64 %.682.2.us.us259.3.3, %.719.us.us260
  %.723.us.us262.3.3 = getelementptr double, double* %.435, i64 %.722.us.us261.3.3
  %.724.us.us263.3.3 = load double, double* %.723.us.us262.3.3, align 8
  %.15.i.us.us264.3.3 = fmul double %.707.us.us257.3.3, %.724.us.us263.3.3
  %scevgep753 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep754 = getelementptr double, double* %scevgep753, i64 27
  store double %.15.i.us.us264.3.3, double* %scevgep754, align 8
  %.707.us.us257.4.3 = load double, double* %sunkaddr53918, align 8
  %207 = add i64 %206, 1
  %.682.2.us.us259.4.3 = select i1 %179, i64 %207, i64 %.682.137.us.us253
  %.722.us.us261.4.3 = add i64 %.682.2.us.us259.4.3, %.719.us.us260
  %.723.us.us262.4.3 = getelementptr double, double* %.435, i64 %.722.us.us261.4.3
  %.724.us.us263.4.3 = load double, double* %.723.us.us262.4.3, align 8
  %.15.i.us.us264.4.3 = fmul double %.707.us.us257.4.3, %.724.us.us263.4.3
  %scevgep751 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep752 = getelementptr double, double* %scevgep751, i64 28
  store double %.15.i.us.us264.4.3, double* %scevgep752, align 8
  %.707.us.us257.5.3 = load double, double* %sunkaddr53918, align 8
  %208 = add i64 %207, 1
  %.682.2.us.us259.5.3 = select i1 %179, i64 %208, i64 %.682.137.us.us253
  %.722.us.us261.5.3 = add i64 %.682.2.us.us259.5.3, %.719.us.us260
  %.723.us.us262.5.3 = getelementptr double, double* %.435, i64 %.722.us.us261.5.3
  %.724.us.us263.5.3 = load double, double* %.723.us.us262.5.3, align 8
  %.15.i.us.us264.5.3 = fmul double %.707.us.us257.5.3, %.724.us.us263.5.3
  %scevgep749 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep750 = getelementptr double, double* %scevgep749, i64 29
  store double %.15.i.us.us264.5.3, double* %scevgep750, align 8
  %.707.us.us257.6.3 = load double, double* %sunkaddr53918, align 8
  %209 = add i64 %208, 1
  %.682.2.us.us259.6.3 = select i1 %179, i64 %209, i64 %.682.137.us.us253
  %.722.us.us261.6.3 = add i64 %.682.2.us.us259.6.3, %.719.us.us260
  %.723.us.us262.6.3 = getelementptr double, double* %.435, i64 %.722.us.us261.6.3
  %.724.us.us263.6.3 = load double, double* %.723.us.us262.6.3, align 8
  %.15.i.us.us264.6.3 = fmul double %.707.us.us257.6.3, %.724.us.us263.6.3
  %scevgep747 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep748 = getelementptr double, double* %scevgep747, i64 30
  store double %.15.i.us.us264.6.3, double* %scevgep748, align 8
  %.707.us.us257.7.3 = load double, double* %sunkaddr53918, align 8
  %210 = add i64 %209, 1
  %.682.2.us.us259.7.3 = select i1 %179, i64 %210, i64 %.682.137.us.us253
  %.722.us.us261.7.3 = add i64 %.682.2.us.us259.7.3, %.719.us.us260
  %.723.us.us262.7.3 = getelementptr double, double* %.435, i64 %.722.us.us261.7.3
  %.724.us.us263.7.3 = load double, double* %.723.us.us262.7.3, align 8
  %.15.i.us.us264.7.3 = fmul double %.707.us.us257.7.3, %.724.us.us263.7.3
  %scevgep745 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252
  %scevgep746 = getelementptr double, double* %scevgep745, i64 31
  store double %.15.i.us.us264.7.3, double* %scevgep746, align 8
  %211 = add i64 %loop.index.138.us.us252, 32
  %lsr.iv.next744 = add i64 %lsr.iv743, 4
  %niter445.ncmp.3 = icmp eq i64 %lsr.iv.next744, 0
  %212 = add i64 %210, 1
  br i1 %niter445.ncmp.3, label %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us251

for.body.1.us:                                    ; preds = %for.body.1.us.preheader43, %for.body.1.us
  %lsr.iv654 = phi i64 [ %123, %for.body.1.us.preheader43 ], [ %lsr.iv.next655, %for.body.1.us ]
  %loop.index.138.us = phi i64 [ %246, %for.body.1.us ], [ 0, %for.body.1.us.preheader43 ]
  %.682.137.us = phi i64 [ %.682.2.us.7.3, %for.body.1.us ], [ %.682.046, %for.body.1.us.preheader43 ]
  %213 = icmp ugt i64 %.436.fca.1.load, 1
  %.707.us = load double, double* %sunkaddr54116, align 8
  %.682.2.us = select i1 %213, i64 %loop.index.138.us, i64 %.682.137.us
  %.722.us = add i64 %.682.2.us, %.719.us
  %.723.us = getelementptr double, double* %.435, i64 %.722.us
  %.724.us = load double, double* %.723.us, align 8
  %.15.i.us = fmul double %.707.us, %.724.us
  %scevgep718 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  store double %.15.i.us, double* %scevgep718, align 8
  %.707.us.1 = load double, double* %sunkaddr54116, align 8
  %214 = add i64 %loop.index.138.us, 1
  %.682.2.us.1 = select i1 %213, i64 %214, i64 %.682.137.us
  %.722.us.1 = add i64 %.682.2.us.1, %.719.us
  %.723.us.1 = getelementptr double, double* %.435, i64 %.722.us.1
  %.724.us.1 = load double, double* %.723.us.1, align 8
  %.15.i.us.1 = fmul double %.707.us.1, %.724.us.1
  %scevgep716 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep717 = getelementptr double, double* %scevgep716, i64 1
  store double %.15.i.us.1, double* %scevgep717, align 8
  %.707.us.2 = load double, double* %sunkaddr54116, align 8
  %215 = add i64 %214, 1
  %.682.2.us.2 = select i1 %213, i64 %215, i64 %.682.137.us
  %.722.us.2 = add i64 %.682.2.us.2, %.719.us
  %.723.us.2 = getelementptr double, double* %.435, i64 %.722.us.2
  %.724.us.2 = load double, double* %.723.us.2, align 8
  %.15.i.us.2 = fmul double %.707.us.2, %.724.us.2
  %scevgep714 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep715 = getelementptr double, double* %scevgep714, i64 2
  store double %.15.i.us.2, double* %scevgep715, align 8
  %.707.us.3 = load double, double* %sunkaddr54116, align 8
  %216 = add i64 %215, 1
  %.682.2.us.3 = select i1 %213, i64 %216, i64 %.682.137.us
  %.722.us.3 = add i64 %.682.2.us.3, %.719.us
  %.723.us.3 = getelementptr double, double* %.435, i64 %.722.us.3
  %.724.us.3 = load double, double* %.723.us.3, align 8
  %.15.i.us.3 = fmul double %.707.us.3, %.724.us.3
  %scevgep712 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep713 = getelementptr double, double* %scevgep712, i64 3
  store double %.15.i.us.3, double* %scevgep713, align 8
  %.707.us.4 = load double, double* %sunkaddr54116, align 8
  %217 = add i64 %216, 1
  %.682.2.us.4 = select i1 %213, i64 %217, i64 %.682.137.us
  %.722.us.4 = add i64 %.682.2.us.4, %.719.us
  %.723.us.4 = getelementptr double, double* %.435, i64 %.722.us.4
  %.724.us.4 = load double, double* %.723.us.4, align 8
  %.15.i.us.4 = fmul double %.707.us.4, %.724.us.4
  %scevgep710 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep711 = getelementptr double, double* %scevgep710, i64 4
  store double %.15.i.us.4, double* %scevgep711, align 8
  %.707.us.5 = load double, double* %sunkaddr54116, align 8
  %218 = add i64 %217, 1
  %.682.2.us.5 = select i1 %213, i64 %218, i64 %.682.137.us
  %.722.us.5 = add i64 %.682.2.us.5, %.719.us
  %.723.us.5 = getelementptr double, double* %.435, i64 %.722.us.5
  %.724.us.5 = load double, double* %.723.us.5, align 8
  %.15.i.us.5 = fmul double %.707.us.5, %.724.us.5
  %scevgep708 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep709 = getelementptr double, double* %scevgep708, i64 5
  store double %.15.i.us.5, double* %scevgep709, align 8
  %.707.us.6 = load double, double* %sunkaddr54116, align 8
  %219 = add i64 %218, 1
  %.682.2.us.6 = select i1 %213, i64 %219, i64 %.682.137.us
  %.722.us.6 = add i64 %.682.2.us.6, %.719.us
  %.723.us.6 = getelementptr double, double* %.435, i64 %.722.us.6
  %.724.us.6 = load double, double* %.723.us.6, align 8
  %.15.i.us.6 = fmul double %.707.us.6, %.724.us.6
  %scevgep706 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep707 = getelementptr double, double* %scevgep706, i64 6
  store double %.15.i.us.6, double* %scevgep707, align 8
  %.707.us.7 = load double, double* %sunkaddr54116, align 8
  %220 = add i64 %219, 1
  %.682.2.us.7 = select i1 %213, i64 %220, i64 %.682.137.us
  %.722.us.7 = add i64 %.682.2.us.7, %.719.us
  %.723.us.7 = getelementptr double, double* %.435, i64 %.722.us.7
  %.724.us.7 = load double, double* %.723.us.7, align 8
  %.15.i.us.7 = fmul double %.707.us.7, %.724.us.7
  %scevgep704 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep705 = getelementptr double, double* %scevgep704, i64 7
  store double %.15.i.us.7, double* %scevgep705, align 8
  %.707.us.1412 = load double, double* %sunkaddr54116, align 8
  %221 = add i64 %220, 1
  %.682.2.us.1413 = select i1 %213, i64 %221, i64 %.682.137.us
  %.722.us.1414 = add i64 %.682.2.us.1413, %.719.us
  %.723.us.1415 = getelementptr double, double* %.435, i64 %.722.us.1414
  %.724.us.1416 = load double, double* %.723.us.1415, align 8
  %.15.i.us.1417 = fmul double %.707.us.1412, %.724.us.1416
  %scevgep702 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep703 = getelementptr double, double* %scevgep702, i64 8
  store double %.15.i.us.1417, double* %scevgep703, align 8
  %.707.us.1.1 = load double, double* %sunkaddr54116, align 8
  %222 = add i64 %221, 1
  %.682.2.us.1.1 = select i1 %213, i64 %222, i64 %.682.137.us
  %.722.us.1.1 = add i64 %.682.2.us.1.1, %.719.us
  %.723.us.1.1 = getelementptr double, double* %.435, i64 %.722.us.1.1
  %.724.us.1.1 = load double, double* %.723.us.1.1, align 8
  %.15.i.us.1.1 = fmul double %.707.us.1.1, %.724.us.1.1
  %scevgep700 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep701 = getelementptr double, double* %scevgep700, i64 9
  store double %.15.i.us.1.1, double* %scevgep701, align 8
  %.707.us.2.1 = load double, double* %sunkaddr54116, align 8
  %223 = add i64 %222, 1
  %.682.2.us.2.1 = select i1 %213, i64 %223, i64 %.682.137.us
  %.722.us.2.1 = add i64 %.682.2.us.2.1, %.719.us
  %.723.us.2.1 = getelementptr double, double* %.435, i64 %.722.us.2.1
  %.724.us.2.1 = load double, double* %.723.us.2.1, align 8
  %.15.i.us.2.1 = fmul double %.707.us.2.1, %.724.us.2.1
  %scevgep698 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep699 = getelementptr double, double* %scevgep698, i64 10
  store double %.15.i.us.2.1, double* %scevgep699, align 8
  %.707.us.3.1 = load double, double* %sunkaddr54116, align 8
  %224 = add i64 %223, 1
  %.682.2.us.3.1 = select i1 %213, i64 %224, i64 %.682.137.us
  %.722.us.3.1 = add i64 %.682.2.us.3.1, %.719.us
  %.723.us.3.1 = getelementptr double, double* %.435, i64 %.722.us.3.1
  %.724.us.3.1 = load double, double* %.723.us.3.1, align 8
  %.15.i.us.3.1 = fmul double %.707.us.3.1, %.724.us.3.1
  %scevgep696 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep697 = getelementptr double, double* %scevgep696, i64 11
  store double %.15.i.us.3.1, double* %scevgep697, align 8
  %.707.us.4.1 = load double, double* %sunkaddr54116, align 8
  %225 = add i64 %224, 1
  %.682.2.us.4.1 = select i1 %213, i64 %225, i64 %.682.137.us
  %.722.us.4.1 = add i64 %.682.2.us.4.1, %.719.us
  %.723.us.4.1 = getelementptr double, double* %.435, i64 %.722.us.4.1
  %.724.us.4.1 = load double, double* %.723.us.4.1, align 8
  %.15.i.us.4.1 = fmul double %.707.us.4.1, %.724.us.4.1
  %scevgep694 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep695 = getelementptr double, double* %scevgep694, i64 12
  store double %.15.i.us.4.1, double* %scevgep695, align 8
  %.707.us.5.1 = load double, double* %sunkaddr54116, align 8
  %226 = add i64 %225, 1
  %.682.2.us.5.1 = select i1 %213, i64 %226, i64 %.682.137.us
  %.722.us.5.1 = add i64 %.682.2.us.5.1, %.719.us
  %.723.us.5.1 = getelementptr double, double* %.435, i64 %.722.us.5.1
  %.724.us.5.1 = load double, double* %.723.us.5.1, align 8
  %.15.i.us.5.1 = fmul double %.707.us.5.1, %.724.us.5.1
  %scevgep692 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep693 = getelementptr double, double* %scevgep692, i64 13
  store double %.15.i.us.5.1, double* %scevgep693, align 8
  %.707.us.6.1 = load double, double* %sunkaddr54116, align 8
  %227 = add i64 %226, 1
  %.682.2.us.6.1 = select i1 %213, i64 %227, i64 %.682.137.us
  %.722.us.6.1 = add i64 %.682.2.us.6.1, %.719.us
  %.723.us.6.1 = getelementptr double, double* %.435, i64 %.722.us.6.1
  %.724.us.6.1 = load double, double* %.723.us.6.1, align 8
  %.15.i.us.6.1 = fmul double %.707.us.6.1, %.724.us.6.1
  %scevgep690 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep691 = getelementptr double, double* %scevgep690, i64 14
  store double %.15.i.us.6.1, double* %scevgep691, align 8
  %.707.us.7.1 = load double, double* %sunkaddr54116, align 8
  %228 = add i64 %227, 1
  %.682.2.us.7.1 = select i1 %213, i64 %228, i64 %.682.137.us
  %.722.us.7.1 = add i64 %.682.2.us.7.1, %.719.us
  %.723.us.7.1 = getelementptr double, double* %.435, i64 %.722.us.7.1
  %.724.us.7.1 = load double, double* %.723.us.7.1, align 8
  %.15.i.us.7.1 = fmul double %.707.us.7.1, %.724.us.7.1
  %scevgep688 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep689 = getelementptr double, double* %scevgep688, i64 15
  store double %.15.i.us.7.1, double* %scevgep689, align 8
  %.707.us.2418 = load double, double* %sunkaddr54116, align 8
  %229 = add i64 %228, 1
  %.682.2.us.2419 = select i1 %213, i64 %229, i64 %.682.137.us
  %.722.us.2420 = add i64 %.682.2.us.2419, %.719.us
  %.723.us.2421 = getelementptr double, double* %.435, i64 %.722.us.2420
  %.724.us.2422 = load double, double* %.723.us.2421, align 8
  %.15.i.us.2423 = fmul double %.707.us.2418, %.724.us.2422
  %scevgep686 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep687 = getelementptr double, double* %scevgep686, i64 16
  store double %.15.i.us.2423, double* %scevgep687, align 8
  %.707.us.1.2 = load double, double* %sunkaddr54116, align 8
  %230 = add i64 %229, 1
  %.682.2.us.1.2 = select i1 %213, i64 %230, i64 %.682.137.us
  %.722.us.1.2 = add i64 %.682.2.us.1.2, %.719.us
  %.723.us.1.2 = getelementptr double, double* %.435, i64 %.722.us.1.2
  %.724.us.1.2 = load double, double* %.723.us.1.2, align 8
  %.15.i.us.1.2 = fmul double %.707.us.1.2, %.724.us.1.2
  %scevgep684 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep685 = getelementptr double, double* %scevgep684, i64 17
  store double %.15.i.us.1.2, double* %scevgep685, align 8
  %.707.us.2.2 = load double, double* %sunkaddr54116, align 8
  %231 = add i64 %230, 1
  %.682.2.us.2.2 = select i1 %213, i64 %231, i64 %.682.137.us
  %.722.us.2.2 = add i64 %.682.2.us.2.2, %.719.us
  %.723.us.2.2 = getelementptr double, double* %.435, i64 %.722.us.2.2
  %.724.us.2.2 = load double, double* %.723.us.2.2, align 8
  %.15.i.us.2.2 = fmul double %.707.us.2.2, %.724.us.2.2
  %scevgep682 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep683 = getelementptr double, double* %scevgep682, i64 18
  store double %.15.i.us.2.2, double* %scevgep683, align 8
  %.707.us.3.2 = load double, double* %sunkaddr54116, align 8
  %232 = add i64 %231, 1
  %.682.2.us.3.2 = select i1 %213, i64 %232, i64 %.682.137.us
  %.722.us.3.2 = add i64 %.682.2.us.3.2, %.719.us
  %.723.us.3.2 = getelementptr double, double* %.435, i64 %.722.us.3.2
  %.724.us.3.2 = load double, double* %.723.us.3.2, align 8
  %.15.i.us.3.2 = fmul double %.707.us.3.2, %.724.us.3.2
  %scevgep680 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep681 = getelementptr double, double* %scevgep680, i64 19
  store double %.15.i.us.3.2, double* %scevgep681, align 8
  %.707.us.4.2 = load double, double* %sunkaddr54116, align 8
  %233 = add i64 %232, 1
  %.682.2.us.4.2 = select i1 %213, i64 %233, i64 %.682.137.us
  %.722.us.4.2 = add i64 %.682.2.us.4.2, %.719.us
  %.723.us.4.2 = getelementptr double, double* %.435, i64 %.722.us.4.2
  %.724.us.4.2 = load double, double* %.723.us.4.2, align 8
  %.15.i.us.4.2 = fmul double %.707.us.4.2, %.724.us.4.2
  %scevgep678 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep679 = getelementptr double, double* %scevgep678, i64 20
  store double %.15.i.us.4.2, double* %scevgep679, align 8
  %.707.us.5.2 = load double, double* %sunkaddr54116, align 8
  %234 = add i64 %233, 1
  %.682.2.us.5.2 = select i1 %213, i64 %234, i64 %.682.137.us
  %.722.us.5.2 = add i64 %.682.2.us.5.2, %.719.us
  %.723.us.5.2 = getelementptr double, double* %.435, i64 %.722.us.5.2
  %.724.us.5.2 = load double, double* %.723.us.5.2, align 8
  %.15.i.us.5.2 = fmul double %.707.us.5.2, %.724.us.5.2
  %scevgep676 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep677 = getelementptr double, double* %scevgep676, i64 21
  store double %.15.i.us.5.2, double* %scevgep677, align 8
  %.707.us.6.2 = load double, double* %sunkaddr54116, align 8
  %235 = add i64 %234, 1
  %.682.2.us.6.2 = select i1 %213, i64 %235, i64 %.682.137.us
  %.722.us.6.2 = add i64 %.682.2.us.6.2, %.719.us
  %.723.us.6.2 = getelementptr double, double* %.435, i64 %.722.us.6.2
  %.724.us.6.2 = load double, double* %.723.us.6.2, align 8
  %.15.i.us.6.2 = fmul double %.707.us.6.2, %.724.us.6.2
  %scevgep674 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep675 = getelementptr double, double* %scevgep674, i64 22
  store double %.15.i.us.6.2, double* %scevgep675, align 8
  %.707.us.7.2 = load double, double* %sunkaddr54116, align 8
  %236 = add i64 %235, 1
  %.682.2.us.7.2 = select i1 %213, i64 %236, i64 %.682.137.us
  %.722.us.7.2 = add i64 %.682.2.us.7.2, %.719.us
  %.723.us.7.2 = getelementptr double, double* %.435, i64 %.722.us.7.2
  %.724.us.7.2 = load double, double* %.723.us.7.2, align 8
  %.15.i.us.7.2 = fmul double %.707.us.7.2, %.724.us.7.2
  %scevgep672 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep673 = getelementptr double, double* %scevgep672, i64 23
  store double %.15.i.us.7.2, double* %scevgep673, align 8
  %.707.us.3424 = load double, double* %sunkaddr54116, align 8
  %237 = add i64 %236, 1
  %.682.2.us.3425 = select i1 %213, i64 %237, i64 %.682.137.us
  %.722.us.3426 = add i64 %.682.2.us.3425, %.719.us
  %.723.us.3427 = getelementptr double, double* %.435, i64 %.722.us.3426
  %.724.us.3428 = load double, double* %.723.us.3427, align 8
  %.15.i.us.3429 = fmul double %.707.us.3424, %.724.us.3428
  %scevgep670 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep671 = getelementptr double, double* %scevgep670, i64 24
  store double %.15.i.us.3429, double* %scevgep671, align 8
  %.707.us.1.3 = load double, double* %sunkaddr54116, align 8
  %238 = add i64 %237, 1
  %.682.2.us.1.3 = select i1 %213, i64 %238, i64 %.682.137.us
  %.722.us.1.3 = add i64 %.682.2.us.1.3, %.719.us
  %.723.us.1.3 = getelementptr double, double* %.435, i64 %.722.us.1.3
  %.724.us.1.3 = load double, double* %.723.us.1.3, align 8
  %.15.i.us.1.3 = fmul double %.707.us.1.3, %.724.us.1.3
  %scevgep668 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep669 = getelementptr double, double* %scevgep668, i64 25
  store double %.15.i.us.1.3, double* %scevgep669, align 8
  %.707.us.2.3 = load double, double* %sunkaddr54116, align 8
  %239 = add i64 %238, 1
  %.682.2.us.2.3 = select i1 %213, i64 %239, i64 %.682.137.us
  %.722.us.2.3 = add i64 %.682.2.us.2.3, %.719.us
  %.723.us.2.3 = getelementptr double, double* %.435, i64 %.722.us.2.3
  %.724.us.2.3 = load double, double* %.723.us.2.3, align 8
  %.15.i.us.2.3 = fmul double %.707.us.2.3, %.724.us.2.3
  %scevgep666 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep667 = getelementptr double, double* %scevgep666, i64 26
  store double %.15.i.us.2.3, double* %scevgep667, align 8
  %.707.us.3.3 = load double, double* %sunkaddr54116, align 8
  %240 = add i64 %239, 1
  %.682.2.us.3.3 = select i1 %213, i64 %240, i64 %.682.137.us
  %.722.us.3.3 = add i64 %.682.2.us.3.3, %.719.us
  %.723.us.3.3 = getelementptr double, double* %.435, i64 %.722.us.3.3
  %.724.us.3.3 = load double, double* %.723.us.3.3, align 8
  %.15.i.us.3.3 = fmul double %.707.us.3.3, %.724.us.3.3
  %scevgep664 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep665 = getelementptr double, double* %scevgep664, i64 27
  store double %.15.i.us.3.3, double* %scevgep665, align 8
  %.707.us.4.3 = load double, double* %sunkaddr54116, align 8
  %241 = add i64 %240, 1
  %.682.2.us.4.3 = select i1 %213, i64 %241, i64 %.682.137.us
  %.722.us.4.3 = add i64 %.682.2.us.4.3, %.719.us
  %.723.us.4.3 = getelementptr double, double* %.435, i64 %.722.us.4.3
  %.724.us.4.3 = load double, double* %.723.us.4.3, align 8
  %.15.i.us.4.3 = fmul double %.707.us.4.3, %.724.us.4.3
  %scevgep662 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep663 = getelementptr double, double* %scevgep662, i64 28
  store double %.15.i.us.4.3, double* %scevgep663, align 8
  %.707.us.5.3 = load double, double* %sunkaddr54116, align 8
  %242 = add i64 %241, 1
  %.682.2.us.5.3 = select i1 %213, i64 %242, i64 %.682.137.us
  %.722.us.5.3 = add i64 %.682.2.us.5.3, %.719.us
  %.723.us.5.3 = getelementptr double, double* %.435, i64 %.722.us.5.3
  %.724.us.5.3 = load double, double* %.723.us.5.3, align 8
  %.15.i.us.5.3 = fmul double %.707.us.5.3, %.724.us.5.3
  %scevgep660 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep661 = getelementptr double, double* %scevgep660, i64 29
  store double %.15.i.us.5.3, double* %scevgep661, align 8
  %.707.us.6.3 = load double, double* %sunkaddr54116, align 8
  %243 = add i64 %242, 1
  %.682.2.us.6.3 = select i1 %213, i64 %243, i64 %.682.137.us
  %.722.us.6.3 = add i64 %.682.2.us.6.3, %.719.us
  %.723.us.6.3 = getelementptr double, double* %.435, i64 %.722.us.6.3
  %.724.us.6.3 = load double, double* %.723.us.6.3, align 8
  %.15.i.us.6.3 = fmul double %.707.us.6.3, %.724.us.6.3
  %scevgep658 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep659 = getelementptr double, double* %scevgep658, i64 30
  store double %.15.i.us.6.3, double* %scevgep659, align 8
  %.707.us.7.3 = load double, double* %sunkaddr54116, align 8
  %244 = add i64 %243, 1
  %.682.2.us.7.3 = select i1 %213, i64 %244, i64 %.682.137.us
  %.722.us.7.3 = add i64 %.682.2.us.7.3, %.719.us
  %.723.us.7.3 = getelementptr double, double* %.435, i64 %.722.us.7.3
  %.724.us.7.3 = load double, double* %.723.us.7.3, align 8
  %.15.i.us.7.3 = fmul double %.707.us.7.3, %.724.us.7.3
  %scevgep656 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us
  %scevgep657 = getelementptr double, double* %scevgep656, i64 31
  store double %.15.i.us.7.3, double* %scevgep657, align 8
  %245 = add i64 %loop.index.138.us, 32
  %lsr.iv.next655 = add i64 %lsr.iv654, 4
  %niter411.ncmp.3 = icmp eq i64 %lsr.iv.next655, 0
  %246 = add i64 %244, 1
  br i1 %niter411.ncmp.3, label %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us

for.body.1.preheader.split:                       ; preds = %for.body.1.preheader
  %247 = icmp ugt i64 %.256.fca.1.load, 1
  %.702.us217 = mul i64 %.673.043, %.256.fca.1.load
  br i1 %247, label %for.body.1.us211.preheader, label %for.body.1.preheader.split.split

for.body.1.us211.preheader:                       ; preds = %for.body.1.preheader.split
  %248 = icmp ult i64 %102, 7
  br i1 %248, label %for.end.1.loopexit300.unr-lcssa, label %for.body.1.us211.preheader343

for.body.1.us211.preheader343:                    ; preds = %for.body.1.us211.preheader
  %249 = icmp ult i64 %103, 24
  %scevgep387 = getelementptr double, double* %.255, i64 %.702.us217
  br i1 %249, label %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us211.preheader46

for.body.1.us211.preheader46:                     ; preds = %for.body.1.us211.preheader343
  br label %for.body.1.us211

for.body.1.us211:                                 ; preds = %for.body.1.us211.preheader46, %for.body.1.us211
  %lsr.iv435 = phi i64 [ %123, %for.body.1.us211.preheader46 ], [ %lsr.iv.next436, %for.body.1.us211 ]
  %lsr.iv700 = phi i64 [ %lsr.iv.next701, %for.body.1.us211 ], [ 31, %for.body.1.us211.preheader46 ]
  %.682.137.us213 = phi i64 [ %.682.2.us222.7.3, %for.body.1.us211 ], [ %.682.046, %for.body.1.us211.preheader46 ]
  %.679.136.us214 = phi i64 [ %.679.2.us221, %for.body.1.us211 ], [ %.679.045, %for.body.1.us211.preheader46 ]
  %250 = icmp ugt i64 %.436.fca.1.load, 1
  %251 = icmp ugt i64 %.436.fca.0.load, 1
  %252 = add i64 %lsr.iv700, -28
  %253 = add i64 %lsr.iv700, -31
  %scevgep562 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -31
  %.707.us220 = load double, double* %scevgep563, align 8
  %.679.2.us221 = select i1 %251, i64 %loop.index47, i64 %.679.136.us214
  %.682.2.us222 = select i1 %250, i64 %253, i64 %.682.137.us213
  %.719.us223 = mul i64 %.679.2.us221, %.436.fca.1.load
  %.722.us224 = add i64 %.719.us223, %.682.2.us222
  %.723.us225 = getelementptr double, double* %.435, i64 %.722.us224
  %.724.us226 = load double, double* %.723.us225, align 8
  %.15.i.us227 = fmul double %.707.us220, %.724.us226
  %scevgep497 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -31
  store double %.15.i.us227, double* %scevgep498, align 8
  %254 = add i64 %lsr.iv700, -30
  %scevgep558 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -30
  %.707.us220.1 = load double, double* %scevgep559, align 8
  %.682.2.us222.1 = select i1 %250, i64 %254, i64 %.682.137.us213
  %.722.us224.1 = add i64 %.719.us223, %.682.2.us222.1
  %.723.us225.1 = getelementptr double, double* %.435, i64 %.722.us224.1
  %.724.us226.1 = load double, double* %.723.us225.1, align 8
  %.15.i.us227.1 = fmul double %.707.us220.1, %.724.us226.1
  %scevgep495 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -30
  store double %.15.i.us227.1, double* %scevgep496, align 8
  %255 = add i64 %lsr.iv700, -29
  %scevgep556 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -29
  %.707.us220.2 = load double, double* %scevgep557, align 8
  %.682.2.us222.2 = select i1 %250, i64 %255, i64 %.682.137.us213
  %.722.us224.2 = add i64 %.719.us223, %.682.2.us222.2
  %.723.us225.2 = getelementptr double, double* %.435, i64 %.722.us224.2
  %.724.us226.2 = load double, double* %.723.us225.2, align 8
  %.15.i.us227.2 = fmul double %.707.us220.2, %.724.us226.2
  %scevgep493 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -29
  store double %.15.i.us227.2, double* %scevgep494, align 8
  %scevgep554 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -28
  %.707.us220.3 = load double, double* %scevgep555, align 8
  %.682.2.us222.3 = select i1 %250, i64 %252, i64 %.682.137.us213
  %.722.us224.3 = add i64 %.719.us223, %.682.2.us222.3
  %.723.us225.3 = getelementptr double, double* %.435, i64 %.722.us224.3
  %.724.us226.3 = load double, double* %.723.us225.3, align 8
  %.15.i.us227.3 = fmul double %.707.us220.3, %.724.us226.3
  %scevgep491 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -28
  store double %.15.i.us227.3, double* %scevgep492, align 8
  %256 = add i64 %lsr.iv700, -27
  %scevgep552 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -27
  %.707.us220.4 = load double, double* %scevgep553, align 8
  %.682.2.us222.4 = select i1 %250, i64 %256, i64 %.682.137.us213
  %.722.us224.4 = add i64 %.719.us223, %.682.2.us222.4
  %.723.us225.4 = getelementptr double, double* %.435, i64 %.722.us224.4
  %.724.us226.4 = load double, double* %.723.us225.4, align 8
  %.15.i.us227.4 = fmul double %.707.us220.4, %.724.us226.4
  %scevgep489 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -27
  store double %.15.i.us227.4, double* %scevgep490, align 8
  %257 = add i64 %lsr.iv700, -26
  %scevgep550 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -26
  %.707.us220.5 = load double, double* %scevgep551, align 8
  %.682.2.us222.5 = select i1 %250, i64 %257, i64 %.682.137.us213
  %.722.us224.5 = add i64 %.719.us223, %.682.2.us222.5
  %.723.us225.5 = getelementptr double, double* %.435, i64 %.722.us224.5
  %.724.us226.5 = load double, double* %.723.us225.5, align 8
  %.15.i.us227.5 = fmul double %.707.us220.5, %.724.us226.5
  %scevgep487 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -26
  store double %.15.i.us227.5, double* %scevgep488, align 8
  %258 = add i64 %lsr.iv700, -25
  %scevgep548 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -25
  %.707.us220.6 = load double, double* %scevgep549, align 8
  %.682.2.us222.6 = select i1 %250, i64 %258, i64 %.682.137.us213
  %.722.us224.6 = add i64 %.719.us223, %.682.2.us222.6
  %.723.us225.6 = getelementptr double, double* %.435, i64 %.722.us224.6
  %.724.us226.6 = load double, double* %.723.us225.6, align 8
  %.15.i.us227.6 = fmul double %.707.us220.6, %.724.us226.6
  %scevgep485 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -25
  store double %.15.i.us227.6, double* %scevgep486, align 8
  %259 = add i64 %lsr.iv700, -24
  %scevgep546 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -24
  %.707.us220.7 = load double, double* %scevgep547, align 8
  %.682.2.us222.7 = select i1 %250, i64 %259, i64 %.682.137.us213
  %.722.us224.7 = add i64 %.719.us223, %.682.2.us222.7
  %.723.us225.7 = getelementptr double, double* %.435, i64 %.722.us224.7
  %.724.us226.7 = load double, double* %.723.us225.7, align 8
  %.15.i.us227.7 = fmul double %.707.us220.7, %.724.us226.7
  %scevgep483 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -24
  store double %.15.i.us227.7, double* %scevgep484, align 8
  %260 = add i64 %lsr.iv700, -20
  %261 = add i64 %lsr.iv700, -23
  %scevgep544 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -23
  %.707.us220.1378 = load double, double* %scevgep545, align 8
  %.682.2.us222.1379 = select i1 %250, i64 %261, i64 %.682.137.us213
  %.722.us224.1380 = add i64 %.719.us223, %.682.2.us222.1379
  %.723.us225.1381 = getelementptr double, double* %.435, i64 %.722.us224.1380
  %.724.us226.1382 = load double, double* %.723.us225.1381, align 8
  %.15.i.us227.1383 = fmul double %.707.us220.1378, %.724.us226.1382
  %scevgep481 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -23
  store double %.15.i.us227.1383, double* %scevgep482, align 8
  %262 = add i64 %lsr.iv700, -22
  %scevgep542 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -22
  %.707.us220.1.1 = load double, double* %scevgep543, align 8
  %.682.2.us222.1.1 = select i1 %250, i64 %262, i64 %.682.137.us213
  %.722.us224.1.1 = add i64 %.719.us223, %.682.2.us222.1.1
  %.723.us225.1.1 = getelementptr double, double* %.435, i64 %.722.us224.1.1
  %.724.us226.1.1 = load double, double* %.723.us225.1.1, align 8
  %.15.i.us227.1.1 = fmul double %.707.us220.1.1, %.724.us226.1.1
  %scevgep479 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -22
  store double %.15.i.us227.1.1, double* %scevgep480, align 8
  %263 = add i64 %lsr.iv700, -21
  %scevgep540 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -21
  %.707.us220.2.1 = load double, double* %scevgep541, align 8
  %.682.2.us222.2.1 = select i1 %250, i64 %263, i64 %.682.137.us213
  %.722.us224.2.1 = add i64 %.719.us223, %.682.2.us222.2.1
  %.723.us225.2.1 = getelementptr double, double* %.435, i64 %.722.us224.2.1
  %.724.us226.2.1 = load double, double* %.723.us225.2.1, align 8
  %.15.i.us227.2.1 = fmul double %.707.us220.2.1, %.724.us226.2.1
  %scevgep477 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -21
  store double %.15.i.us227.2.1, double* %scevgep478, align 8
  %scevgep538 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -20
  %.707.us220.3.1 = load double, double* %scevgep539, align 8
  %.682.2.us222.3.1 = select i1 %250, i64 %260, i64 %.682.137.us213
  %.722.us224.3.1 = add i64 %.719.us223, %.682.2.us222.3.1
  %.723.us225.3.1 = getelementptr double, double* %.435, i64 %.722.us224.3.1
  %.724.us226.3.1 = load double, double* %.723.us225.3.1, align 8
  %.15.i.us227.3.1 = fmul double %.707.us220.3.1, %.724.us226.3.1
  %scevgep475 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -20
  store double %.15.i.us227.3.1, double* %scevgep476, align 8
  %264 = add i64 %lsr.iv700, -19
  %scevgep536 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -19
  %.707.us220.4.1 = load double, double* %scevgep537, align 8
  %.682.2.us222.4.1 = select i1 %250, i64 %264, i64 %.682.137.us213
  %.722.us224.4.1 = add i64 %.719.us223, %.682.2.us222.4.1
  %.723.us225.4.1 = getelementptr double, double* %.435, i64 %.722.us224.4.1
  %.724.us226.4.1 = load double, double* %.723.us225.4.1, align 8
  %.15.i.us227.4.1 = fmul double %.707.us220.4.1, %.724.us226.4.1
  %scevgep473 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -19
  store double %.15.i.us227.4.1, double* %scevgep474, align 8
  %265 = add i64 %lsr.iv700, -18
  %scevgep534 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -18
  %.707.us220.5.1 = load double, double* %scevgep535, align 8
  %.682.2.us222.5.1 = select i1 %250, i64 %265, i64 %.682.137.us213
  %.722.us224.5.1 = add i64 %.719.us223, %.682.2.us222.5.1
  %.723.us225.5.1 = getelementptr double, double* %.435, i64 %.722.us224.5.1
  %.724.us226.5.1 = load double, double* %.723.us225.5.1, align 8
  %.15.i.us227.5.1 = fmul double %.707.us220.5.1, %.724.us226.5.1
  %scevgep471 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -18
  store double %.15.i.us227.5.1, double* %scevgep472, align 8
  %266 = add i64 %lsr.iv700, -17
  %scevgep532 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -17
  %.707.us220.6.1 = load double, double* %scevgep533, align 8
  %.682.2.us222.6.1 = select i1 %250, i64 %266, i64 %.682.137.us213
  %.722.us224.6.1 = add i64 %.719.us223, %.682.2.us222.6.1
  %.723.us225.6.1 = getelementptr double, double* %.435, i64 %.722.us224.6.1
  %.724.us226.6.1 = load double, double* %.723.us225.6.1, align 8
  %.15.i.us227.6.1 = fmul double %.707.us220.6.1, %.724.us226.6.1
  %scevgep469 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -17
  store double %.15.i.us227.6.1, double* %scevgep470, align 8
  %267 = add i64 %lsr.iv700, -16
  %scevgep530 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -16
  %.707.us220.7.1 = load double, double* %scevgep531, align 8
  %.682.2.us222.7.1 = select i1 %250, i64 %267, i64 %.682.137.us213
  %.722.us224.7.1 = add i64 %.719.us223, %.682.2.us222.7.1
  %.723.us225.7.1 = getelementptr double, double* %.435, i64 %.722.us224.7.1
  %.724.us226.7.1 = load double, double* %.723.us225.7.1, align 8
  %.15.i.us227.7.1 = fmul double %.707.us220.7.1, %.724.us226.7.1
  %scevgep467 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -16
  store double %.15.i.us227.7.1, double* %scevgep468, align 8
  %268 = add i64 %lsr.iv700, -12
  %269 = add i64 %lsr.iv700, -15
  %scevgep528 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -15
  %.707.us220.2384 = load double, double* %scevgep529, align 8
  %.682.2.us222.2385 = select i1 %250, i64 %269, i64 %.682.137.us213
  %.722.us224.2386 = add i64 %.719.us223, %.682.2.us222.2385
  %.723.us225.2387 = getelementptr double, double* %.435, i64 %.722.us224.2386
  %.724.us226.2388 = load double, double* %.723.us225.2387, align 8
  %.15.i.us227.2389 = fmul double %.707.us220.2384, %.724.us226.2388
  %scevgep465 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -15
  store double %.15.i.us227.2389, double* %scevgep466, align 8
  %270 = add i64 %lsr.iv700, -14
  %scevgep526 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -14
  %.707.us220.1.2 = load double, double* %scevgep527, align 8
  %.682.2.us222.1.2 = select i1 %250, i64 %270, i64 %.682.137.us213
  %.722.us224.1.2 = add i64 %.719.us223, %.682.2.us222.1.2
  %.723.us225.1.2 = getelementptr double, double* %.435, i64 %.722.us224.1.2
  %.724.us226.1.2 = load double, double* %.723.us225.1.2, align 8
  %.15.i.us227.1.2 = fmul double %.707.us220.1.2, %.724.us226.1.2
  %scevgep463 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -14
  store double %.15.i.us227.1.2, double* %scevgep464, align 8
  %271 = add i64 %lsr.iv700, -13
  %scevgep524 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -13
  %.707.us220.2.2 = load double, double* %scevgep525, align 8
  %.682.2.us222.2.2 = select i1 %250, i64 %271, i64 %.682.137.us213
  %.722.us224.2.2 = add i64 %.719.us223, %.682.2.us222.2.2
  %.723.us225.2.2 = getelementptr double, double* %.435, i64 %.722.us224.2.2
  %.724.us226.2.2 = load double, double* %.723.us225.2.2, align 8
  %.15.i.us227.2.2 = fmul double %.707.us220.2.2, %.724.us226.2.2
  %scevgep461 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -13
  store double %.15.i.us227.2.2, double* %scevgep462, align 8
  %scevgep522 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -12
  %.707.us220.3.2 = load double, double* %scevgep523, align 8
  %.682.2.us222.3.2 = select i1 %250, i64 %268, i64 %.682.137.us213
  %.722.us224.3.2 = add i64 %.719.us223, %.682.2.us222.3.2
  %.723.us225.3.2 = getelementptr double, double* %.435, i64 %.722.us224.3.2
  %.724.us226.3.2 = load double, double* %.723.us225.3.2, align 8
  %.15.i.us227.3.2 = fmul double %.707.us220.3.2, %.724.us226.3.2
  %scevgep459 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -12
  store double %.15.i.us227.3.2, double* %scevgep460, align 8
  %272 = add i64 %lsr.iv700, -11
  %scevgep520 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -11
  %.707.us220.4.2 = load double, double* %scevgep521, align 8
  %.682.2.us222.4.2 = select i1 %250, i64 %272, i64 %.682.137.us213
  %.722.us224.4.2 = add i64 %.719.us223, %.682.2.us222.4.2
  %.723.us225.4.2 = getelementptr double, double* %.435, i64 %.722.us224.4.2
  %.724.us226.4.2 = load double, double* %.723.us225.4.2, align 8
  %.15.i.us227.4.2 = fmul double %.707.us220.4.2, %.724.us226.4.2
  %scevgep457 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -11
  store double %.15.i.us227.4.2, double* %scevgep458, align 8
  %273 = add i64 %lsr.iv700, -10
  %scevgep518 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -10
  %.707.us220.5.2 = load double, double* %scevgep519, align 8
  %.682.2.us222.5.2 = select i1 %250, i64 %273, i64 %.682.137.us213
  %.722.us224.5.2 = add i64 %.719.us223, %.682.2.us222.5.2
  %.723.us225.5.2 = getelementptr double, double* %.435, i64 %.722.us224.5.2
  %.724.us226.5.2 = load double, double* %.723.us225.5.2, align 8
  %.15.i.us227.5.2 = fmul double %.707.us220.5.2, %.724.us226.5.2
  %scevgep455 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -10
  store double %.15.i.us227.5.2, double* %scevgep456, align 8
  %274 = add i64 %lsr.iv700, -9
  %scevgep516 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -9
  %.707.us220.6.2 = load double, double* %scevgep517, align 8
  %.682.2.us222.6.2 = select i1 %250, i64 %274, i64 %.682.137.us213
  %.722.us224.6.2 = add i64 %.719.us223, %.682.2.us222.6.2
  %.723.us225.6.2 = getelementptr double, double* %.435, i64 %.722.us224.6.2
  %.724.us226.6.2 = load double, double* %.723.us225.6.2, align 8
  %.15.i.us227.6.2 = fmul double %.707.us220.6.2, %.724.us226.6.2
  %scevgep453 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -9
  store double %.15.i.us227.6.2, double* %scevgep454, align 8
  %275 = add i64 %lsr.iv700, -8
  %scevgep514 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -8
  %.707.us220.7.2 = load double, double* %scevgep515, align 8
  %.682.2.us222.7.2 = select i1 %250, i64 %275, i64 %.682.137.us213
  %.722.us224.7.2 = add i64 %.719.us223, %.682.2.us222.7.2
  %.723.us225.7.2 = getelementptr double, double* %.435, i64 %.722.us224.7.2
  %.724.us226.7.2 = load double, double* %.723.us225.7.2, align 8
  %.15.i.us227.7.2 = fmul double %.707.us220.7.2, %.724.us226.7.2
  %scevgep451 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -8
  store double %.15.i.us227.7.2, double* %scevgep452, align 8
  %276 = add i64 %lsr.iv700, -4
  %277 = add i64 %lsr.iv700, -7
  %scevgep512 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -7
  %.707.us220.3390 = load double, double* %scevgep513, align 8
  %.682.2.us222.3391 = select i1 %250, i64 %277, i64 %.682.137.us213
  %.722.us224.3392 = add i64 %.719.us223, %.682.2.us222.3391
  %.723.us225.3393 = getelementptr double, double* %.435, i64 %.722.us224.3392
  %.724.us226.3394 = load double, double* %.723.us225.3393, align 8
  %.15.i.us227.3395 = fmul double %.707.us220.3390, %.724.us226.3394
  %scevgep449 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -7
  store double %.15.i.us227.3395, double* %scevgep450, align 8
  %278 = add i64 %lsr.iv700, -6
  %scevgep510 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -6
  %.707.us220.1.3 = load double, double* %scevgep511, align 8
  %.682.2.us222.1.3 = select i1 %250, i64 %278, i64 %.682.137.us213
  %.722.us224.1.3 = add i64 %.719.us223, %.682.2.us222.1.3
  %.723.us225.1.3 = getelementptr double, double* %.435, i64 %.722.us224.1.3
  %.724.us226.1.3 = load double, double* %.723.us225.1.3, align 8
  %.15.i.us227.1.3 = fmul double %.707.us220.1.3, %.724.us226.1.3
  %scevgep447 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -6
  store double %.15.i.us227.1.3, double* %scevgep448, align 8
  %279 = add i64 %lsr.iv700, -5
  %scevgep508 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -5
  %.707.us220.2.3 = load double, double* %scevgep509, align 8
  %.682.2.us222.2.3 = select i1 %250, i64 %279, i64 %.682.137.us213
  %.722.us224.2.3 = add i64 %.719.us223, %.682.2.us222.2.3
  %.723.us225.2.3 = getelementptr double, double* %.435, i64 %.722.us224.2.3
  %.724.us226.2.3 = load double, double* %.723.us225.2.3, align 8
  %.15.i.us227.2.3 = fmul double %.707.us220.2.3, %.724.us226.2.3
  %scevgep445 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -5
  store double %.15.i.us227.2.3, double* %scevgep446, align 8
  %scevgep506 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -4
  %.707.us220.3.3 = load double, double* %scevgep507, align 8
  %.682.2.us222.3.3 = select i1 %250, i64 %276, i64 %.682.137.us213
  %.722.us224.3.3 = add i64 %.719.us223, %.682.2.us222.3.3
  %.723.us225.3.3 = getelementptr double, double* %.435, i64 %.722.us224.3.3
  %.724.us226.3.3 = load double, double* %.723.us225.3.3, align 8
  %.15.i.us227.3.3 = fmul double %.707.us220.3.3, %.724.us226.3.3
  %scevgep443 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -4
  store double %.15.i.us227.3.3, double* %scevgep444, align 8
  %280 = add i64 %lsr.iv700, -3
  %scevgep504 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -3
  %.707.us220.4.3 = load double, double* %scevgep505, align 8
  %.682.2.us222.4.3 = select i1 %250, i64 %280, i64 %.682.137.us213
  %.722.us224.4.3 = add i64 %.719.us223, %.682.2.us222.4.3
  %.723.us225.4.3 = getelementptr double, double* %.435, i64 %.722.us224.4.3
  %.724.us226.4.3 = load double, double* %.723.us225.4.3, align 8
  %.15.i.us227.4.3 = fmul double %.707.us220.4.3, %.724.us226.4.3
  %scevgep441 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -3
  store double %.15.i.us227.4.3, double* %scevgep442, align 8
  %281 = add i64 %lsr.iv700, -2
  %scevgep502 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -2
  %.707.us220.5.3 = load double, double* %scevgep503, align 8
  %.682.2.us222.5.3 = select i1 %250, i64 %281, i64 %.682.137.us213
  %.722.us224.5.3 = add i64 %.719.us223, %.682.2.us222.5.3
  %.723.us225.5.3 = getelementptr double, double* %.435, i64 %.722.us224.5.3
  %.724.us226.5.3 = load double, double* %.723.us225.5.3, align 8
  %.15.i.us227.5.3 = fmul double %.707.us220.5.3, %.724.us226.5.3
  %scevgep439 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -2
  store double %.15.i.us227.5.3, double* %scevgep440, align 8
  %282 = add i64 %lsr.iv700, -1
  %scevgep500 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -1
  %.707.us220.6.3 = load double, double* %scevgep501, align 8
  %.682.2.us222.6.3 = select i1 %250, i64 %282, i64 %.682.137.us213
  %.722.us224.6.3 = add i64 %.719.us223, %.682.2.us222.6.3
  %.723.us225.6.3 = getelementptr double, double* %.435, i64 %.722.us224.6.3
  %.724.us226.6.3 = load double, double* %.723.us225.6.3, align 8
  %.15.i.us227.6.3 = fmul double %.707.us220.6.3, %.724.us226.6.3
  %scevgep437 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -1
  store double %.15.i.us227.6.3, double* %scevgep438, align 8
  %scevgep564 = getelementptr double, double* %scevgep387, i64 %lsr.iv700
  %.707.us220.7.3 = load double, double* %scevgep564, align 8
  %.682.2.us222.7.3 = select i1 %250, i64 %lsr.iv700, i64 %.682.137.us213
  %.722.us224.7.3 = add i64 %.719.us223, %.682.2.us222.7.3
  %.723.us225.7.3 = getelementptr double, double* %.435, i64 %.722.us224.7.3
  %.724.us226.7.3 = load double, double* %.723.us225.7.3, align 8
  %.15.i.us227.7.3 = fmul double %.707.us220.7.3, %.724.us226.7.3
  %scevgep499 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv700
  store double %.15.i.us227.7.3, double* %scevgep499, align 8
  %lsr.iv.next701 = add i64 %lsr.iv700, 32
  %lsr.iv.next436 = add i64 %lsr.iv435, 4
  %niter377.ncmp.3 = icmp eq i64 %lsr.iv.next436, 0
  br i1 %niter377.ncmp.3, label %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us211

for.body.1.preheader.split.split:                 ; preds = %for.body.1.preheader.split
  %283 = icmp ugt i64 %.436.fca.0.load, 1
  %.705.us237 = add i64 %.702.us217, %.676.044
  br i1 %283, label %for.body.1.preheader.split.split.split.us, label %for.body.1.preheader273

for.body.1.preheader273:                          ; preds = %for.body.1.preheader.split.split
  %284 = icmp ult i64 %102, 7
  %.719 = mul i64 %.679.045, %.436.fca.1.load
  br i1 %284, label %for.end.1.loopexit302.unr-lcssa, label %for.body.1.preheader27

for.body.1.preheader27:                           ; preds = %for.body.1.preheader273
  %285 = icmp ugt i64 %.436.fca.1.load, 1
  %sunkaddr54612 = getelementptr double, double* %.255, i64 %.705.us237
  %scevgep362 = getelementptr double, double* %lsr.iv, i64 -7
  %scevgep359 = getelementptr double, double* %lsr.iv, i64 -6
  %scevgep357 = getelementptr double, double* %lsr.iv, i64 -5
  %scevgep355 = getelementptr double, double* %lsr.iv, i64 -4
  %scevgep353 = getelementptr double, double* %lsr.iv, i64 -3
  %scevgep351 = getelementptr double, double* %lsr.iv, i64 -2
  %scevgep349 = getelementptr double, double* %lsr.iv, i64 -1
  br i1 %285, label %for.body.1.us33.preheader, label %for.body.1.preheader76

for.body.1.us33.preheader:                        ; preds = %for.body.1.preheader27
  %286 = icmp ult i64 %103, 56
  br i1 %286, label %for.body.1.us33.preheader309, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %for.body.1.us33.preheader
  %287 = bitcast double* %lsr.iv244 to i8*
  %288 = bitcast double* %scevgep218 to i8*
  %289 = bitcast double* %scevgep213 to i8*
  %290 = bitcast double* %scevgep208 to i8*
  %291 = bitcast double* %scevgep203 to i8*
  %292 = bitcast double* %scevgep198 to i8*
  %293 = bitcast double* %lsr.iv to i8*
  %294 = bitcast double* %scevgep189 to i8*
  %295 = getelementptr i8, i8* %294, i64 %mul.result191
  %296 = icmp ult i8* %295, %294
  %297 = getelementptr i8, i8* %293, i64 %mul.result191
  %298 = icmp ult i8* %297, %293
  %299 = or i1 %mul.overflow192, %298
  %300 = getelementptr i8, i8* %292, i64 %mul.result191
  %301 = icmp ult i8* %300, %292
  %302 = getelementptr i8, i8* %291, i64 %mul.result191
  %303 = icmp ult i8* %302, %291
  %304 = getelementptr i8, i8* %290, i64 %mul.result191
  %305 = icmp ult i8* %304, %290
  %306 = or i1 %mul.overflow192, %305
  %307 = getelementptr i8, i8* %289, i64 %mul.result191
  %308 = icmp ult i8* %307, %289
  %309 = getelementptr i8, i8* %288, i64 %mul.result191
  %310 = icmp ult i8* %309, %288
  %311 = getelementptr i8, i8* %287, i64 %mul.result191
  %312 = icmp ult i8* %311, %287
  %313 = or i1 %mul.overflow192, %312
  %314 = or i1 %299, %296
  %315 = or i1 %301, %314
  %316 = or i1 %303, %315
  %317 = or i1 %306, %316
  %318 = or i1 %308, %317
  %319 = or i1 %310, %318
  %320 = or i1 %313, %319
  br i1 %320, label %for.body.1.us33.preheader309, label %vector.memcheck

vector.memcheck:                                  ; preds = %vector.scevcheck
  %scevgep155 = getelementptr double, double* %scevgep154, i64 %.705.us237
  %scevgep157 = getelementptr double, double* %.435, i64 %.719
  %scevgep160 = getelementptr double, double* %scevgep159, i64 %.719
  %bound0 = icmp ult double* %lsr.iv244, %scevgep155
  %bound1 = icmp ult double* %sunkaddr54612, %scevgep228
  %found.conflict = and i1 %bound0, %bound1
  %bound0162 = icmp ult double* %lsr.iv244, %scevgep160
  %bound1163 = icmp ult double* %scevgep157, %scevgep228
  %found.conflict164 = and i1 %bound0162, %bound1163
  %conflict.rdx = or i1 %found.conflict164, %found.conflict
  br i1 %conflict.rdx, label %for.body.1.us33.preheader309, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %321 = icmp ult i64 %107, 56
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %.719, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  br i1 %321, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %322 = load double, double* %sunkaddr54612, align 8, !alias.scope !72
  %broadcast.splatinsert165 = insertelement <8 x double> poison, double %322, i64 0
  %broadcast.splat166 = shufflevector <8 x double> %broadcast.splatinsert165, <8 x double> poison, <8 x i32> zeroinitializer
  %323 = add <8 x i64> %broadcast.splat, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %324 = add <8 x i64> %broadcast.splat, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %325 = add <8 x i64> %broadcast.splat, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %326 = add <8 x i64> %broadcast.splat, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %327 = add <8 x i64> %broadcast.splat, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %328 = add <8 x i64> %broadcast.splat, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %329 = add <8 x i64> %broadcast.splat, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv262 = phi i64 [ %lsr.iv.next263, %vector.body ], [ %121, %vector.ph.new ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7, %vector.body ], [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph.new ]
  %330 = add <8 x i64> %vec.ind, %broadcast.splat
  %331 = getelementptr double, double* %.435, <8 x i64> %330
  %wide.masked.gather = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %331, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %332 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather
  %333 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %332, <8 x double*> %333, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %334 = add <8 x i64> %323, %vec.ind
  %335 = getelementptr double, double* %.435, <8 x i64> %334
  %wide.masked.gather167 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %335, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %336 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167
  %337 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %336, <8 x double*> %337, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %338 = add <8 x i64> %324, %vec.ind
  %339 = getelementptr double, double* %.435, <8 x i64> %338
  %wide.masked.gather170 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %339, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %340 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170
  %341 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %340, <8 x double*> %341, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %342 = add <8 x i64> %325, %vec.ind
  %343 = getelementptr double, double* %.435, <8 x i64> %342
  %wide.masked.gather173 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %343, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %344 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173
  %345 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %344, <8 x double*> %345, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %346 = add <8 x i64> %326, %vec.ind
  %347 = getelementptr double, double* %.435, <8 x i64> %346
  %wide.masked.gather176 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %347, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %348 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176
  %349 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %348, <8 x double*> %349, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %350 = add <8 x i64> %327, %vec.ind
  %351 = getelementptr double, double* %.435, <8 x i64> %350
  %wide.masked.gather179 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %351, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %352 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179
  %353 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %352, <8 x double*> %353, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %354 = add <8 x i64> %328, %vec.ind
  %355 = getelementptr double, double* %.435, <8 x i64> %354
  %wide.masked.gather182 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %355, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %356 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182
  %357 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %356, <8 x double*> %357, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %358 = add <8 x i64> %329, %vec.ind
  %359 = getelementptr double, double* %.435, <8 x i64> %358
  %wide.masked.gather185 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %359, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %360 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185
  %361 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %360, <8 x double*> %361, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %362 = add <8 x i64> %vec.ind.next, %broadcast.splat
  %363 = getelementptr double, double* %.435, <8 x i64> %362
  %wide.masked.gather.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %363, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %364 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.1
  %365 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %364, <8 x double*> %365, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %366 = add <8 x i64> %323, %vec.ind.next
  %367 = getelementptr double, double* %.435, <8 x i64> %366
  %wide.masked.gather167.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %367, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %368 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.1
  %369 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %368, <8 x double*> %369, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %370 = add <8 x i64> %324, %vec.ind.next
  %371 = getelementptr double, double* %.435, <8 x i64> %370
  %wide.masked.gather170.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %371, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %372 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.1
  %373 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %372, <8 x double*> %373, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %374 = add <8 x i64> %325, %vec.ind.next
  %375 = getelementptr double, double* %.435, <8 x i64> %374
  %wide.masked.gather173.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %375, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %376 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.1
  %377 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %376, <8 x double*> %377, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %378 = add <8 x i64> %326, %vec.ind.next
  %379 = getelementptr double, double* %.435, <8 x i64> %378
  %wide.masked.gather176.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %379, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %380 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.1
  %381 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %380, <8 x double*> %381, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %382 = add <8 x i64> %327, %vec.ind.next
  %383 = getelementptr double, double* %.435, <8 x i64> %382
  %wide.masked.gather179.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %383, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %384 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.1
  %385 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %384, <8 x double*> %385, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %386 = add <8 x i64> %328, %vec.ind.next
  %387 = getelementptr double, double* %.435, <8 x i64> %386
  %wide.masked.gather182.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %387, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %388 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.1
  %389 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %388, <8 x double*> %389, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %390 = add <8 x i64> %329, %vec.ind.next
  %391 = getelementptr double, double* %.435, <8 x i64> %390
  %wide.masked.gather185.1 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %391, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %392 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.1
  %393 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %392, <8 x double*> %393, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %394 = add <8 x i64> %vec.ind.next.1, %broadcast.splat
  %395 = getelementptr double, double* %.435, <8 x i64> %394
  %wide.masked.gather.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %395, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %396 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.2
  %397 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %396, <8 x double*> %397, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %398 = add <8 x i64> %323, %vec.ind.next.1
  %399 = getelementptr double, double* %.435, <8 x i64> %398
  %wide.masked.gather167.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %399, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %400 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.2
  %401 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %400, <8 x double*> %401, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %402 = add <8 x i64> %324, %vec.ind.next.1
  %403 = getelementptr double, double* %.435, <8 x i64> %402
  %wide.masked.gather170.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %403, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %404 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.2
  %405 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %404, <8 x double*> %405, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %406 = add <8 x i64> %325, %vec.ind.next.1
  %407 = getelementptr double, double* %.435, <8 x i64> %406
  %wide.masked.gather173.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %407, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %408 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.2
  %409 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %408, <8 x double*> %409, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %410 = add <8 x i64> %326, %vec.ind.next.1
  %411 = getelementptr double, double* %.435, <8 x i64> %410
  %wide.masked.gather176.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %411, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %412 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.2
  %413 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %412, <8 x double*> %413, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %414 = add <8 x i64> %327, %vec.ind.next.1
  %415 = getelementptr double, double* %.435, <8 x i64> %414
  %wide.masked.gather179.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %415, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %416 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.2
  %417 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %416, <8 x double*> %417, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %418 = add <8 x i64> %328, %vec.ind.next.1
  %419 = getelementptr double, double* %.435, <8 x i64> %418
  %wide.masked.gather182.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %419, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %420 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.2
  %421 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %420, <8 x double*> %421, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %422 = add <8 x i64> %329, %vec.ind.next.1
  %423 = getelementptr double, double* %.435, <8 x i64> %422
  %wide.masked.gather185.2 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %423, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %424 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.2
  %425 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %424, <8 x double*> %425, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %426 = add <8 x i64> %vec.ind.next.2, %broadcast.splat
  %427 = getelementptr double, double* %.435, <8 x i64> %426
  %wide.masked.gather.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %427, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %428 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.3
  %429 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %428, <8 x double*> %429, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %430 = add <8 x i64> %323, %vec.ind.next.2
  %431 = getelementptr double, double* %.435, <8 x i64> %430
  %wide.masked.gather167.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %431, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %432 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.3
  %433 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %432, <8 x double*> %433, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %434 = add <8 x i64> %324, %vec.ind.next.2
  %435 = getelementptr double, double* %.435, <8 x i64> %434
  %wide.masked.gather170.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %435, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %436 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.3
  %437 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %436, <8 x double*> %437, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %438 = add <8 x i64> %325, %vec.ind.next.2
  %439 = getelementptr double, double* %.435, <8 x i64> %438
  %wide.masked.gather173.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %439, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %440 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.3
  %441 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %440, <8 x double*> %441, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %442 = add <8 x i64> %326, %vec.ind.next.2
  %443 = getelementptr double, double* %.435, <8 x i64> %442
  %wide.masked.gather176.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %443, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %444 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.3
  %445 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %444, <8 x double*> %445, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %446 = add <8 x i64> %327, %vec.ind.next.2
  %447 = getelementptr double, double* %.435, <8 x i64> %446
  %wide.masked.gather179.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %447, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %448 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.3
  %449 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %448, <8 x double*> %449, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %450 = add <8 x i64> %328, %vec.ind.next.2
  %451 = getelementptr double, double* %.435, <8 x i64> %450
  %wide.masked.gather182.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %451, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %452 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.3
  %453 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %452, <8 x double*> %453, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %454 = add <8 x i64> %329, %vec.ind.next.2
  %455 = getelementptr double, double* %.435, <8 x i64> %454
  %wide.masked.gather185.3 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %455, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %456 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.3
  %457 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %456, <8 x double*> %457, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %458 = add <8 x i64> %vec.ind.next.3, %broadcast.splat
  %459 = getelementptr double, double* %.435, <8 x i64> %458
  %wide.masked.gather.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %459, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %460 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.4
  %461 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %460, <8 x double*> %461, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %462 = add <8 x i64> %323, %vec.ind.next.3
  %463 = getelementptr double, double* %.435, <8 x i64> %462
  %wide.masked.gather167.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %463, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %464 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.4
  %465 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %464, <8 x double*> %465, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %466 = add <8 x i64> %324, %vec.ind.next.3
  %467 = getelementptr double, double* %.435, <8 x i64> %466
  %wide.masked.gather170.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %467, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %468 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.4
  %469 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %468, <8 x double*> %469, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %470 = add <8 x i64> %325, %vec.ind.next.3
  %471 = getelementptr double, double* %.435, <8 x i64> %470
  %wide.masked.gather173.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %471, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %472 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.4
  %473 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %472, <8 x double*> %473, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %474 = add <8 x i64> %326, %vec.ind.next.3
  %475 = getelementptr double, double* %.435, <8 x i64> %474
  %wide.masked.gather176.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %475, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %476 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.4
  %477 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %476, <8 x double*> %477, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %478 = add <8 x i64> %327, %vec.ind.next.3
  %479 = getelementptr double, double* %.435, <8 x i64> %478
  %wide.masked.gather179.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %479, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %480 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.4
  %481 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %480, <8 x double*> %481, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %482 = add <8 x i64> %328, %vec.ind.next.3
  %483 = getelementptr double, double* %.435, <8 x i64> %482
  %wide.masked.gather182.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %483, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %484 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.4
  %485 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %484, <8 x double*> %485, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %486 = add <8 x i64> %329, %vec.ind.next.3
  %487 = getelementptr double, double* %.435, <8 x i64> %486
  %wide.masked.gather185.4 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %487, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %488 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.4
  %489 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %488, <8 x double*> %489, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %490 = add <8 x i64> %vec.ind.next.4, %broadcast.splat
  %491 = getelementptr double, double* %.435, <8 x i64> %490
  %wide.masked.gather.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %491, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %492 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.5
  %493 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %492, <8 x double*> %493, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %494 = add <8 x i64> %323, %vec.ind.next.4
  %495 = getelementptr double, double* %.435, <8 x i64> %494
  %wide.masked.gather167.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %495, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %496 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.5
  %497 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %496, <8 x double*> %497, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %498 = add <8 x i64> %324, %vec.ind.next.4
  %499 = getelementptr double, double* %.435, <8 x i64> %498
  %wide.masked.gather170.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %499, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %500 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.5
  %501 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %500, <8 x double*> %501, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %502 = add <8 x i64> %325, %vec.ind.next.4
  %503 = getelementptr double, double* %.435, <8 x i64> %502
  %wide.masked.gather173.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %503, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %504 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.5
  %505 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %504, <8 x double*> %505, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %506 = add <8 x i64> %326, %vec.ind.next.4
  %507 = getelementptr double, double* %.435, <8 x i64> %506
  %wide.masked.gather176.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %507, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %508 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.5
  %509 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %508, <8 x double*> %509, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %510 = add <8 x i64> %327, %vec.ind.next.4
  %511 = getelementptr double, double* %.435, <8 x i64> %510
  %wide.masked.gather179.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %511, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %512 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.5
  %513 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %512, <8 x double*> %513, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %514 = add <8 x i64> %328, %vec.ind.next.4
  %515 = getelementptr double, double* %.435, <8 x i64> %514
  %wide.masked.gather182.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %515, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %516 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.5
  %517 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %516, <8 x double*> %517, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %518 = add <8 x i64> %329, %vec.ind.next.4
  %519 = getelementptr double, double* %.435, <8 x i64> %518
  %wide.masked.gather185.5 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %519, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %520 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.5
  %521 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %520, <8 x double*> %521, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %522 = add <8 x i64> %vec.ind.next.5, %broadcast.splat
  %523 = getelementptr double, double* %.435, <8 x i64> %522
  %wide.masked.gather.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %523, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %524 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.6
  %525 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %524, <8 x double*> %525, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %526 = add <8 x i64> %323, %vec.ind.next.5
  %527 = getelementptr double, double* %.435, <8 x i64> %526
  %wide.masked.gather167.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %527, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %528 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.6
  %529 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %528, <8 x double*> %529, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %530 = add <8 x i64> %324, %vec.ind.next.5
  %531 = getelementptr double, double* %.435, <8 x i64> %530
  %wide.masked.gather170.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %531, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %532 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.6
  %533 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %532, <8 x double*> %533, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %534 = add <8 x i64> %325, %vec.ind.next.5
  %535 = getelementptr double, double* %.435, <8 x i64> %534
  %wide.masked.gather173.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %535, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %536 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.6
  %537 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %536, <8 x double*> %537, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %538 = add <8 x i64> %326, %vec.ind.next.5
  %539 = getelementptr double, double* %.435, <8 x i64> %538
  %wide.masked.gather176.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %539, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %540 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.6
  %541 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %540, <8 x double*> %541, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %542 = add <8 x i64> %327, %vec.ind.next.5
  %543 = getelementptr double, double* %.435, <8 x i64> %542
  %wide.masked.gather179.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %543, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %544 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.6
  %545 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %544, <8 x double*> %545, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %546 = add <8 x i64> %328, %vec.ind.next.5
  %547 = getelementptr double, double* %.435, <8 x i64> %546
  %wide.masked.gather182.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %547, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %548 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.6
  %549 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %548, <8 x double*> %549, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %550 = add <8 x i64> %329, %vec.ind.next.5
  %551 = getelementptr double, double* %.435, <8 x i64> %550
  %wide.masked.gather185.6 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %551, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %552 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.6
  %553 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %552, <8 x double*> %553, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %554 = add <8 x i64> %vec.ind.next.6, %broadcast.splat
  %555 = getelementptr double, double* %.435, <8 x i64> %554
  %wide.masked.gather.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %555, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %556 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather.7
  %557 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %556, <8 x double*> %557, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %558 = add <8 x i64> %323, %vec.ind.next.6
  %559 = getelementptr double, double* %.435, <8 x i64> %558
  %wide.masked.gather167.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %559, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %560 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather167.7
  %561 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %560, <8 x double*> %561, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %562 = add <8 x i64> %324, %vec.ind.next.6
  %563 = getelementptr double, double* %.435, <8 x i64> %562
  %wide.masked.gather170.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %563, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %564 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather170.7
  %565 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %564, <8 x double*> %565, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %566 = add <8 x i64> %325, %vec.ind.next.6
  %567 = getelementptr double, double* %.435, <8 x i64> %566
  %wide.masked.gather173.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %567, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %568 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather173.7
  %569 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %568, <8 x double*> %569, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %570 = add <8 x i64> %326, %vec.ind.next.6
  %571 = getelementptr double, double* %.435, <8 x i64> %570
  %wide.masked.gather176.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %571, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %572 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather176.7
  %573 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %572, <8 x double*> %573, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %574 = add <8 x i64> %327, %vec.ind.next.6
  %575 = getelementptr double, double* %.435, <8 x i64> %574
  %wide.masked.gather179.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %575, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %576 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather179.7
  %577 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %576, <8 x double*> %577, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %578 = add <8 x i64> %328, %vec.ind.next.6
  %579 = getelementptr double, double* %.435, <8 x i64> %578
  %wide.masked.gather182.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %579, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %580 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather182.7
  %581 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %580, <8 x double*> %581, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %582 = or <8 x i64> %vec.ind.next.6, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %583 = add <8 x i64> %582, %broadcast.splat
  %584 = getelementptr double, double* %.435, <8 x i64> %583
  %wide.masked.gather185.7 = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %584, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %585 = fmul <8 x double> %broadcast.splat166, %wide.masked.gather185.7
  %586 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %585, <8 x double*> %586, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %lsr.iv.next263 = add i64 %lsr.iv262, 8
  %niter323.ncmp.7324 = icmp eq i64 %lsr.iv.next263, 0
  br i1 %niter323.ncmp.7324, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !80

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa.ph = phi <8 x i64> [ undef, %vector.ph ], [ %582, %vector.body ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph ], [ %vec.ind.next.7, %vector.body ]
  %587 = icmp eq i64 %xtraiter315, 0
  br i1 %587, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %588 = load double, double* %sunkaddr54612, align 8, !alias.scope !72
  %broadcast.splatinsert165.epil = insertelement <8 x double> poison, double %588, i64 0
  %broadcast.splat166.epil = shufflevector <8 x double> %broadcast.splatinsert165.epil, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv264 = phi i64 [ %math, %vector.body.epil ], [ %118, %vector.body.epil.preheader ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.next.epil, %vector.body.epil ], [ %vec.ind.unr, %vector.body.epil.preheader ]
  %589 = add <8 x i64> %vec.ind.epil, %broadcast.splat
  %590 = getelementptr double, double* %.435, <8 x i64> %589
  %wide.masked.gather.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %590, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %591 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather.epil
  %592 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %591, <8 x double*> %592, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %593 = or <8 x i64> %vec.ind.epil, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %594 = add <8 x i64> %593, %broadcast.splat
  %595 = getelementptr double, double* %.435, <8 x i64> %594
  %wide.masked.gather167.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %595, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %596 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather167.epil
  %597 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %596, <8 x double*> %597, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %598 = or <8 x i64> %vec.ind.epil, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %599 = add <8 x i64> %598, %broadcast.splat
  %600 = getelementptr double, double* %.435, <8 x i64> %599
  %wide.masked.gather170.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %600, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %601 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather170.epil
  %602 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %601, <8 x double*> %602, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %603 = or <8 x i64> %vec.ind.epil, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  %604 = add <8 x i64> %603, %broadcast.splat
  %605 = getelementptr double, double* %.435, <8 x i64> %604
  %wide.masked.gather173.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %605, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %606 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather173.epil
  %607 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %606, <8 x double*> %607, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %608 = or <8 x i64> %vec.ind.epil, <i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4, i64 4>
  %609 = add <8 x i64> %608, %broadcast.splat
  %610 = getelementptr double, double* %.435, <8 x i64> %609
  %wide.masked.gather176.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %610, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %611 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather176.epil
  %612 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %611, <8 x double*> %612, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %613 = or <8 x i64> %vec.ind.epil, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %614 = add <8 x i64> %613, %broadcast.splat
  %615 = getelementptr double, double* %.435, <8 x i64> %614
  %wide.masked.gather179.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %615, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %616 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather179.epil
  %617 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %616, <8 x double*> %617, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %618 = or <8 x i64> %vec.ind.epil, <i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6, i64 6>
  %619 = add <8 x i64> %618, %broadcast.splat
  %620 = getelementptr double, double* %.435, <8 x i64> %619
  %wide.masked.gather182.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %620, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %621 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather182.epil
  %622 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %621, <8 x double*> %622, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %623 = or <8 x i64> %vec.ind.epil, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  %624 = add <8 x i64> %623, %broadcast.splat
  %625 = getelementptr double, double* %.435, <8 x i64> %624
  %wide.masked.gather185.epil = call <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*> %625, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x double> undef), !alias.scope !75
  %626 = fmul <8 x double> %broadcast.splat166.epil, %wide.masked.gather185.epil
  %627 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %626, <8 x double*> %627, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !77, !noalias !79
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %628 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv264, i64 1)
  %math = extractvalue { i64, i1 } %628, 0
  %ov = extractvalue { i64, i1 } %628, 1
  br i1 %ov, label %middle.block, label %vector.body.epil, !llvm.loop !81

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa = phi <8 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %623, %vector.body.epil ]
  %629 = icmp eq i64 %105, %106
  %630 = extractelement <8 x i64> %.lcssa, i64 7
  br i1 %629, label %for.end.1.loopexit302.unr-lcssa, label %for.body.1.us33.preheader309

for.body.1.us33.preheader309:                     ; preds = %middle.block, %vector.memcheck, %vector.scevcheck, %for.body.1.us33.preheader
  %loop.index.138.us34.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %vector.scevcheck ], [ 0, %for.body.1.us33.preheader ], [ %ind.end252, %middle.block ]
  %scevgep561 = getelementptr double, double* %scevgep560, i64 %.719
  %631 = add i64 %loop.index.138.us34.ph, -1
  br label %for.body.1.us33

for.body.1.preheader76:                           ; preds = %for.body.1.preheader27
  %632 = icmp ult i64 %103, 56
  %.722 = add i64 %.719, %.682.046
  %.723 = getelementptr double, double* %.435, i64 %.722
  br i1 %632, label %for.body.1.preheader310, label %vector.scevcheck188

vector.scevcheck188:                              ; preds = %for.body.1.preheader76
  %633 = bitcast double* %lsr.iv244 to i8*
  %634 = bitcast double* %scevgep218 to i8*
  %635 = bitcast double* %scevgep213 to i8*
  %636 = bitcast double* %scevgep208 to i8*
  %637 = bitcast double* %scevgep203 to i8*
  %638 = bitcast double* %scevgep198 to i8*
  %639 = bitcast double* %lsr.iv to i8*
  %640 = bitcast double* %scevgep189 to i8*
  %641 = getelementptr i8, i8* %640, i64 %mul.result191
  %642 = icmp ult i8* %641, %640
  %643 = getelementptr i8, i8* %639, i64 %mul.result191
  %644 = icmp ult i8* %643, %639
  %645 = or i1 %mul.overflow192, %644
  %646 = getelementptr i8, i8* %638, i64 %mul.result191
  %647 = icmp ult i8* %646, %638
  %648 = getelementptr i8, i8* %637, i64 %mul.result191
  %649 = icmp ult i8* %648, %637
  %650 = getelementptr i8, i8* %636, i64 %mul.result191
  %651 = icmp ult i8* %650, %636
  %652 = or i1 %mul.overflow192, %651
  %653 = getelementptr i8, i8* %635, i64 %mul.result191
  %654 = icmp ult i8* %653, %635
  %655 = getelementptr i8, i8* %634, i64 %mul.result191
  %656 = icmp ult i8* %655, %634
  %657 = getelementptr i8, i8* %633, i64 %mul.result191
  %658 = icmp ult i8* %657, %633
  %659 = or i1 %mul.overflow192, %658
  %660 = or i1 %645, %642
  %661 = or i1 %647, %660
  %662 = or i1 %649, %661
  %663 = or i1 %652, %662
  %664 = or i1 %654, %663
  %665 = or i1 %656, %664
  %666 = or i1 %659, %665
  br i1 %666, label %for.body.1.preheader310, label %vector.memcheck226

vector.memcheck226:                               ; preds = %vector.scevcheck188
  %scevgep231 = getelementptr double, double* %scevgep154, i64 %.705.us237
  %scevgep235 = getelementptr double, double* %scevgep234, i64 %.722
  %bound0237 = icmp ult double* %lsr.iv244, %scevgep231
  %bound1238 = icmp ult double* %sunkaddr54612, %scevgep228
  %found.conflict239 = and i1 %bound0237, %bound1238
  %bound0240 = icmp ult double* %lsr.iv244, %scevgep235
  %bound1241 = icmp ult double* %.723, %scevgep228
  %found.conflict242 = and i1 %bound0240, %bound1241
  %conflict.rdx243 = or i1 %found.conflict242, %found.conflict239
  br i1 %conflict.rdx243, label %for.body.1.preheader310, label %vector.ph248

vector.ph248:                                     ; preds = %vector.memcheck226
  %667 = icmp ult i64 %107, 56
  br i1 %667, label %middle.block244.unr-lcssa, label %vector.ph248.new

vector.ph248.new:                                 ; preds = %vector.ph248
  %668 = icmp eq i64 %xtraiter205, 0
  %669 = load double, double* %sunkaddr54612, align 8, !alias.scope !82
  %670 = load double, double* %.723, align 8, !alias.scope !85
  %.scalar = fmul double %669, %670
  %671 = insertelement <8 x double> poison, double %.scalar, i64 0
  %672 = shufflevector <8 x double> %671, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %668, label %vector.body246.prol.loopexit, label %vector.body246.prol.preheader

vector.body246.prol.preheader:                    ; preds = %vector.ph248.new
  br label %vector.body246.prol

vector.body246.prol:                              ; preds = %vector.body246.prol.preheader, %vector.body246.prol
  %lsr.iv240 = phi i64 [ 0, %vector.body246.prol.preheader ], [ %lsr.iv.next241, %vector.body246.prol ]
  %vec.ind255.prol = phi <8 x i64> [ %vec.ind.next256.7.prol, %vector.body246.prol ], [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.body246.prol.preheader ]
  %673 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %673, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %674 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %674, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %675 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %675, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %676 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %676, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %677 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %677, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %678 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %678, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %679 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %679, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %680 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind255.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %680, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.prol = add <8 x i64> %vec.ind255.prol, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %681 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %681, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %682 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %682, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %683 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %683, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %684 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %684, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %685 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %685, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %686 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %686, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %687 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %687, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %688 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %688, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1.prol = add <8 x i64> %vec.ind255.prol, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %689 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %689, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %690 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %690, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %691 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %691, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %692 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %692, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %693 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %693, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %694 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %694, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %695 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %695, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %696 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %696, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2.prol = add <8 x i64> %vec.ind255.prol, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %697 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %697, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %698 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %698, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %699 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %699, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %700 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %700, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %701 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %701, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %702 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %702, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %703 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %703, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %704 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %704, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3.prol = add <8 x i64> %vec.ind255.prol, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %705 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %705, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %706 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %706, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %707 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %707, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %708 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %708, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %709 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %709, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %710 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %710, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %711 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %711, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %712 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %712, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.4.prol = add <8 x i64> %vec.ind255.prol, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %713 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %713, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %714 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %714, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %715 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %715, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %716 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %716, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %717 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %717, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %718 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %718, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %719 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %719, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %720 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.4.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %720, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.5.prol = add <8 x i64> %vec.ind255.prol, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %721 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %721, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %722 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %722, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %723 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %723, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %724 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %724, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %725 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %725, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %726 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %726, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %727 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %727, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %728 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.5.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %728, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.6.prol = add <8 x i64> %vec.ind255.prol, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %729 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %729, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %730 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %730, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %731 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %731, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %732 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %732, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %733 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %733, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %734 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %734, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %735 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %735, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %736 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.6.prol
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %736, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.7.prol = add <8 x i64> %vec.ind255.prol, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %lsr.iv.next241 = add nuw nsw i64 %lsr.iv240, 8
  %prol.iter.cmp.not = icmp eq i64 %117, %lsr.iv.next241
  br i1 %prol.iter.cmp.not, label %vector.body246.prol.loopexit.loopexit, label %vector.body246.prol, !llvm.loop !90

vector.body246.prol.loopexit.loopexit:            ; preds = %vector.body246.prol
  %737 = sub i64 %unroll_iter316, %lsr.iv.next241
  br label %vector.body246.prol.loopexit

vector.body246.prol.loopexit:                     ; preds = %vector.body246.prol.loopexit.loopexit, %vector.ph248.new
  %vec.ind.next256.7.lcssa.unr = phi <8 x i64> [ undef, %vector.ph248.new ], [ %vec.ind.next256.7.prol, %vector.body246.prol.loopexit.loopexit ]
  %lsr.iv534.unr = phi i64 [ %unroll_iter316, %vector.ph248.new ], [ %737, %vector.body246.prol.loopexit.loopexit ]
  %vec.ind255.unr206 = phi <8 x i64> [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph248.new ], [ %vec.ind.next256.7.prol, %vector.body246.prol.loopexit.loopexit ]
  %738 = icmp ult i64 %114, 24
  br i1 %738, label %middle.block244.unr-lcssa, label %vector.body246.preheader

vector.body246.preheader:                         ; preds = %vector.body246.prol.loopexit
  br label %vector.body246

vector.body246:                                   ; preds = %vector.body246.preheader, %vector.body246
  %lsr.iv534 = phi i64 [ %lsr.iv.next535.3, %vector.body246 ], [ %lsr.iv534.unr, %vector.body246.preheader ]
  %vec.ind255 = phi <8 x i64> [ %vec.ind.next256.7.3, %vector.body246 ], [ %vec.ind255.unr206, %vector.body246.preheader ]
  %739 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %739, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %740 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %740, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %741 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %741, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %742 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %742, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %743 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %743, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %744 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %744, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %745 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %745, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %746 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind255
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %746, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256 = add <8 x i64> %vec.ind255, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %747 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %747, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %748 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %748, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %749 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %749, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %750 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %750, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %751 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %751, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %752 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %752, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %753 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %753, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %754 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %754, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1 = add <8 x i64> %vec.ind255, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %755 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %755, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %756 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %756, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %757 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %757, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %758 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %758, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %759 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %759, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %760 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %760, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %761 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %761, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %762 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %762, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2 = add <8 x i64> %vec.ind255, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %763 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %763, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %764 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %764, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %765 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %765, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %766 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %766, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %767 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %767, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %768 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %768, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %769 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %769, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %770 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %770, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3 = add <8 x i64> %vec.ind255, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %771 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %771, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %772 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %772, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %773 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %773, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %774 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %774, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %775 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %775, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %776 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %776, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %777 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %777, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %778 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %778, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.4 = add <8 x i64> %vec.ind255, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %779 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %779, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %780 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %780, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %781 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %781, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %782 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %782, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %783 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %783, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %784 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %784, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %785 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %785, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %786 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.4
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %786, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.5 = add <8 x i64> %vec.ind255, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %787 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %787, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %788 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %788, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %789 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %789, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %790 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %790, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %791 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %791, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %792 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %792, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %793 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %793, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %794 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.5
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %794, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.6 = add <8 x i64> %vec.ind255, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %795 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %795, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %796 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %796, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %797 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %797, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %798 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %798, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %799 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %799, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %800 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %800, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %801 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %801, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %802 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.6
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %802, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.7 = add <8 x i64> %vec.ind255, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %803 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %803, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %804 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %804, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %805 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %805, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %806 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %806, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %807 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %807, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %808 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %808, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %809 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %809, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %810 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.7
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %810, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1207 = add <8 x i64> %vec.ind255, <i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576>
  %811 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %811, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %812 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %812, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %813 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %813, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %814 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %814, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %815 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %815, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %816 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %816, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %817 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %817, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %818 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1207
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %818, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1.1 = add <8 x i64> %vec.ind255, <i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640>
  %819 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %819, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %820 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %820, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %821 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %821, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %822 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %822, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %823 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %823, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %824 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %824, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %825 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %825, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %826 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %826, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2.1 = add <8 x i64> %vec.ind255, <i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704>
  %827 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %827, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %828 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %828, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %829 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %829, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %830 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %830, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %831 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %831, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %832 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %832, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %833 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %833, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %834 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %834, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3.1 = add <8 x i64> %vec.ind255, <i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768>
  %835 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %835, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %836 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %836, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %837 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %837, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %838 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %838, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %839 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %839, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %840 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %840, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %841 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %841, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %842 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %842, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.4.1 = add <8 x i64> %vec.ind255, <i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832>
  %843 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %843, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %844 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %844, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %845 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %845, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %846 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %846, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %847 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %847, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %848 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %848, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %849 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %849, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %850 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.4.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %850, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.5.1 = add <8 x i64> %vec.ind255, <i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896>
  %851 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %851, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %852 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %852, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %853 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %853, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %854 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %854, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %855 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %855, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %856 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %856, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %857 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %857, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %858 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.5.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %858, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.6.1 = add <8 x i64> %vec.ind255, <i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960>
  %859 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %859, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %860 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %860, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %861 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %861, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %862 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %862, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %863 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %863, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %864 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %864, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %865 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %865, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %866 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.6.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %866, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.7.1 = add <8 x i64> %vec.ind255, <i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024>
  %867 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %867, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %868 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %868, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %869 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %869, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %870 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %870, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %871 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %871, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %872 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %872, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %873 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %873, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %874 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.7.1
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %874, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2208 = add <8 x i64> %vec.ind255, <i64 1088, i64 1088, i64 1088, i64 1088, i64 1088, i64 1088, i64 1088, i64 1088>
  %875 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %875, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %876 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %876, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %877 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %877, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %878 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %878, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %879 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %879, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %880 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %880, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %881 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %881, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %882 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2208
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %882, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1.2 = add <8 x i64> %vec.ind255, <i64 1152, i64 1152, i64 1152, i64 1152, i64 1152, i64 1152, i64 1152, i64 1152>
  %883 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %883, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %884 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %884, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %885 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %885, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %886 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %886, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %887 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %887, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %888 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %888, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %889 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %889, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %890 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %890, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2.2 = add <8 x i64> %vec.ind255, <i64 1216, i64 1216, i64 1216, i64 1216, i64 1216, i64 1216, i64 1216, i64 1216>
  %891 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %891, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %892 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %892, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %893 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %893, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %894 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %894, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %895 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %895, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %896 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %896, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %897 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %897, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %898 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %898, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3.2 = add <8 x i64> %vec.ind255, <i64 1280, i64 1280, i64 1280, i64 1280, i64 1280, i64 1280, i64 1280, i64 1280>
  %899 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %899, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %900 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %900, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %901 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %901, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %902 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %902, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %903 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %903, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %904 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %904, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %905 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %905, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %906 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %906, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.4.2 = add <8 x i64> %vec.ind255, <i64 1344, i64 1344, i64 1344, i64 1344, i64 1344, i64 1344, i64 1344, i64 1344>
  %907 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %907, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %908 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %908, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %909 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %909, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %910 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %910, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %911 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %911, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %912 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %912, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %913 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %913, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %914 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.4.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %914, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.5.2 = add <8 x i64> %vec.ind255, <i64 1408, i64 1408, i64 1408, i64 1408, i64 1408, i64 1408, i64 1408, i64 1408>
  %915 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %915, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %916 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %916, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %917 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %917, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %918 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %918, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %919 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %919, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %920 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %920, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %921 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %921, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %922 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.5.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %922, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.6.2 = add <8 x i64> %vec.ind255, <i64 1472, i64 1472, i64 1472, i64 1472, i64 1472, i64 1472, i64 1472, i64 1472>
  %923 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %923, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %924 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %924, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %925 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %925, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %926 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %926, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %927 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %927, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %928 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %928, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %929 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %929, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %930 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.6.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %930, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.7.2 = add <8 x i64> %vec.ind255, <i64 1536, i64 1536, i64 1536, i64 1536, i64 1536, i64 1536, i64 1536, i64 1536>
  %931 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %931, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %932 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %932, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %933 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %933, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %934 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %934, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %935 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %935, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %936 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %936, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %937 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %937, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %938 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.7.2
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %938, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3209 = add <8 x i64> %vec.ind255, <i64 1600, i64 1600, i64 1600, i64 1600, i64 1600, i64 1600, i64 1600, i64 1600>
  %939 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %939, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %940 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %940, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %941 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %941, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %942 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %942, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %943 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %943, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %944 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %944, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %945 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %945, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %946 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3209
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %946, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.1.3 = add <8 x i64> %vec.ind255, <i64 1664, i64 1664, i64 1664, i64 1664, i64 1664, i64 1664, i64 1664, i64 1664>
  %947 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %947, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %948 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %948, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %949 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %949, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %950 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %950, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %951 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %951, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %952 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %952, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %953 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %953, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %954 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.1.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %954, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.2.3 = add <8 x i64> %vec.ind255, <i64 1728, i64 1728, i64 1728, i64 1728, i64 1728, i64 1728, i64 1728, i64 1728>
  %955 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %955, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %956 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %956, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %957 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %957, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %958 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %958, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %959 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %959, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %960 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %960, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %961 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %961, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %962 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.2.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %962, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.3.3 = add <8 x i64> %vec.ind255, <i64 1792, i64 1792, i64 1792, i64 1792, i64 1792, i64 1792, i64 1792, i64 1792>
  %963 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %963, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %964 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %964, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %965 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %965, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %966 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %966, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %967 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %967, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %968 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %968, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %969 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %969, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %970 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.3.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %970, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.4.3 = add <8 x i64> %vec.ind255, <i64 1856, i64 1856, i64 1856, i64 1856, i64 1856, i64 1856, i64 1856, i64 1856>
  %971 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %971, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %972 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %972, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %973 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %973, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %974 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %974, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %975 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %975, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %976 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %976, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %977 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %977, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %978 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.4.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %978, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.5.3 = add <8 x i64> %vec.ind255, <i64 1920, i64 1920, i64 1920, i64 1920, i64 1920, i64 1920, i64 1920, i64 1920>
  %979 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %979, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %980 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %980, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %981 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %981, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %982 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %982, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %983 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %983, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %984 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %984, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %985 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %985, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %986 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.5.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %986, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.6.3 = add <8 x i64> %vec.ind255, <i64 1984, i64 1984, i64 1984, i64 1984, i64 1984, i64 1984, i64 1984, i64 1984>
  %987 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %987, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %988 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %988, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %989 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %989, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %990 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %990, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %991 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %991, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %992 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %992, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %993 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %993, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %994 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind.next256.6.3
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %672, <8 x double*> %994, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.7.3 = add <8 x i64> %vec.ind255, <i64 2048, i64 2048, i64 2048, i64 2048, i64 2048, i64 2048, i64 2048, i64 2048>
  %lsr.iv.next535.3 = add i64 %lsr.iv534, -32
  %niter.ncmp.7317.3 = icmp eq i64 %lsr.iv.next535.3, 0
  br i1 %niter.ncmp.7317.3, label %middle.block244.unr-lcssa, label %vector.body246, !llvm.loop !91

middle.block244.unr-lcssa:                        ; preds = %vector.body246, %vector.body246.prol.loopexit, %vector.ph248
  %vec.ind255.unr = phi <8 x i64> [ <i64 0, i64 8, i64 16, i64 24, i64 32, i64 40, i64 48, i64 56>, %vector.ph248 ], [ %vec.ind.next256.7.lcssa.unr, %vector.body246.prol.loopexit ], [ %vec.ind.next256.7.3, %vector.body246 ]
  %995 = icmp eq i64 %xtraiter315, 0
  br i1 %995, label %middle.block244, label %vector.body246.epil.preheader

vector.body246.epil.preheader:                    ; preds = %middle.block244.unr-lcssa
  %996 = load double, double* %sunkaddr54612, align 8, !alias.scope !82
  %997 = load double, double* %.723, align 8, !alias.scope !85
  %.scalar.epil = fmul double %996, %997
  %998 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %999 = shufflevector <8 x double> %998, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body246.epil

vector.body246.epil:                              ; preds = %vector.body246.epil, %vector.body246.epil.preheader
  %lsr.iv242 = phi i64 [ %math1057, %vector.body246.epil ], [ %118, %vector.body246.epil.preheader ]
  %vec.ind255.epil = phi <8 x i64> [ %vec.ind.next256.epil, %vector.body246.epil ], [ %vec.ind255.unr, %vector.body246.epil.preheader ]
  %1000 = getelementptr double, double* %scevgep362, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1000, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1001 = getelementptr double, double* %scevgep359, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1001, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1002 = getelementptr double, double* %scevgep357, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1002, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1003 = getelementptr double, double* %scevgep355, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1003, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1004 = getelementptr double, double* %scevgep353, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1004, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1005 = getelementptr double, double* %scevgep351, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1005, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1006 = getelementptr double, double* %scevgep349, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1006, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %1007 = getelementptr double, double* %lsr.iv, <8 x i64> %vec.ind255.epil
  call void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double> %999, <8 x double*> %1007, i32 8, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !alias.scope !87, !noalias !89
  %vec.ind.next256.epil = add <8 x i64> %vec.ind255.epil, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %1008 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv242, i64 1)
  %math1057 = extractvalue { i64, i1 } %1008, 0
  %ov1058 = extractvalue { i64, i1 } %1008, 1
  br i1 %ov1058, label %middle.block244, label %vector.body246.epil, !llvm.loop !92

middle.block244:                                  ; preds = %vector.body246.epil, %middle.block244.unr-lcssa
  %1009 = icmp eq i64 %105, %106
  br i1 %1009, label %for.end.1.loopexit302.unr-lcssa, label %for.body.1.preheader310

for.body.1.preheader310:                          ; preds = %middle.block244, %vector.memcheck226, %vector.scevcheck188, %for.body.1.preheader76
  %loop.index.138.ph = phi i64 [ 0, %vector.memcheck226 ], [ 0, %vector.scevcheck188 ], [ 0, %for.body.1.preheader76 ], [ %ind.end252, %middle.block244 ]
  br label %for.body.1

for.body.1.us33:                                  ; preds = %for.body.1.us33, %for.body.1.us33.preheader309
  %lsr.iv562 = phi i64 [ %631, %for.body.1.us33.preheader309 ], [ %lsr.iv.next563, %for.body.1.us33 ]
  %.707.us36 = load double, double* %sunkaddr54612, align 8
  %scevgep278 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -6
  %.724.us40 = load double, double* %scevgep279, align 8
  %.15.i.us41 = fmul double %.707.us36, %.724.us40
  %scevgep283 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep284 = getelementptr double, double* %scevgep283, i64 1
  store double %.15.i.us41, double* %scevgep284, align 8
  %.707.1.us = load double, double* %sunkaddr54612, align 8
  %scevgep276 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -5
  %.724.1.us = load double, double* %scevgep277, align 8
  %.15.i.1.us = fmul double %.707.1.us, %.724.1.us
  %scevgep291 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep292 = getelementptr double, double* %scevgep291, i64 2
  store double %.15.i.1.us, double* %scevgep292, align 8
  %.707.2.us = load double, double* %sunkaddr54612, align 8
  %scevgep274 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -4
  %.724.2.us = load double, double* %scevgep275, align 8
  %.15.i.2.us = fmul double %.707.2.us, %.724.2.us
  %scevgep293 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep294 = getelementptr double, double* %scevgep293, i64 3
  store double %.15.i.2.us, double* %scevgep294, align 8
  %.707.3.us = load double, double* %sunkaddr54612, align 8
  %scevgep272 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -3
  %.724.3.us = load double, double* %scevgep273, align 8
  %.15.i.3.us = fmul double %.707.3.us, %.724.3.us
  %scevgep295 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep296 = getelementptr double, double* %scevgep295, i64 4
  store double %.15.i.3.us, double* %scevgep296, align 8
  %.707.4.us = load double, double* %sunkaddr54612, align 8
  %scevgep270 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -2
  %.724.4.us = load double, double* %scevgep271, align 8
  %.15.i.4.us = fmul double %.707.4.us, %.724.4.us
  %scevgep281 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep282 = getelementptr double, double* %scevgep281, i64 5
  store double %.15.i.4.us, double* %scevgep282, align 8
  %.707.5.us = load double, double* %sunkaddr54612, align 8
  %scevgep268 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -1
  %.724.5.us = load double, double* %scevgep269, align 8
  %.15.i.5.us = fmul double %.707.5.us, %.724.5.us
  %scevgep289 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep290 = getelementptr double, double* %scevgep289, i64 6
  store double %.15.i.5.us, double* %scevgep290, align 8
  %.707.6.us = load double, double* %sunkaddr54612, align 8
  %scevgep280 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %.724.6.us = load double, double* %scevgep280, align 8
  %.15.i.6.us = fmul double %.707.6.us, %.724.6.us
  %scevgep287 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep288 = getelementptr double, double* %scevgep287, i64 7
  store double %.15.i.6.us, double* %scevgep288, align 8
  %.707.7.us = load double, double* %sunkaddr54612, align 8
  %scevgep266 = getelementptr double, double* %scevgep561, i64 %lsr.iv562
  %scevgep267 = getelementptr double, double* %scevgep266, i64 1
  %.724.7.us = load double, double* %scevgep267, align 8
  %.15.i.7.us = fmul double %.707.7.us, %.724.7.us
  %scevgep285 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv562
  %scevgep286 = getelementptr double, double* %scevgep285, i64 8
  store double %.15.i.7.us, double* %scevgep286, align 8
  %lsr.iv.next563 = add i64 %lsr.iv562, 8
  %1010 = add i64 %111, %lsr.iv.next563
  %niter.ncmp.7.us = icmp eq i64 %1010, -1
  br i1 %niter.ncmp.7.us, label %for.end.1.loopexit302.unr-lcssa, label %for.body.1.us33, !llvm.loop !93

for.body.1.preheader.split.split.split.us:        ; preds = %for.body.1.preheader.split.split
  %1011 = icmp ult i64 %102, 7
  %.719.us242 = mul i64 %loop.index47, %.436.fca.1.load
  br i1 %1011, label %for.end.1.loopexit301.unr-lcssa, label %for.body.1.us232.preheader

for.body.1.us232.preheader:                       ; preds = %for.body.1.preheader.split.split.split.us
  %1012 = icmp ult i64 %103, 24
  %sunkaddr54314 = getelementptr double, double* %.255, i64 %.705.us237
  br i1 %1012, label %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us232.preheader49

for.body.1.us232.preheader49:                     ; preds = %for.body.1.us232.preheader
  br label %for.body.1.us232

for.body.1.us232:                                 ; preds = %for.body.1.us232.preheader49, %for.body.1.us232
  %lsr.iv304 = phi i64 [ %123, %for.body.1.us232.preheader49 ], [ %lsr.iv.next305, %for.body.1.us232 ]
  %loop.index.138.us233 = phi i64 [ %1046, %for.body.1.us232 ], [ 0, %for.body.1.us232.preheader49 ]
  %.682.137.us234 = phi i64 [ %.682.2.us241.7.3, %for.body.1.us232 ], [ %.682.046, %for.body.1.us232.preheader49 ]
  %1013 = icmp ugt i64 %.436.fca.1.load, 1
  %.707.us239 = load double, double* %sunkaddr54314, align 8
  %.682.2.us241 = select i1 %1013, i64 %loop.index.138.us233, i64 %.682.137.us234
  %.722.us243 = add i64 %.682.2.us241, %.719.us242
  %.723.us244 = getelementptr double, double* %.435, i64 %.722.us243
  %.724.us245 = load double, double* %.723.us244, align 8
  %.15.i.us246 = fmul double %.707.us239, %.724.us245
  %scevgep375 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  store double %.15.i.us246, double* %scevgep375, align 8
  %.707.us239.1 = load double, double* %sunkaddr54314, align 8
  %1014 = add i64 %loop.index.138.us233, 1
  %.682.2.us241.1 = select i1 %1013, i64 %1014, i64 %.682.137.us234
  %.722.us243.1 = add i64 %.682.2.us241.1, %.719.us242
  %.723.us244.1 = getelementptr double, double* %.435, i64 %.722.us243.1
  %.724.us245.1 = load double, double* %.723.us244.1, align 8
  %.15.i.us246.1 = fmul double %.707.us239.1, %.724.us245.1
  %scevgep373 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep374 = getelementptr double, double* %scevgep373, i64 1
  store double %.15.i.us246.1, double* %scevgep374, align 8
  %.707.us239.2 = load double, double* %sunkaddr54314, align 8
  %1015 = add i64 %1014, 1
  %.682.2.us241.2 = select i1 %1013, i64 %1015, i64 %.682.137.us234
  %.722.us243.2 = add i64 %.682.2.us241.2, %.719.us242
  %.723.us244.2 = getelementptr double, double* %.435, i64 %.722.us243.2
  %.724.us245.2 = load double, double* %.723.us244.2, align 8
  %.15.i.us246.2 = fmul double %.707.us239.2, %.724.us245.2
  %scevgep371 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep372 = getelementptr double, double* %scevgep371, i64 2
  store double %.15.i.us246.2, double* %scevgep372, align 8
  %.707.us239.3 = load double, double* %sunkaddr54314, align 8
  %1016 = add i64 %1015, 1
  %.682.2.us241.3 = select i1 %1013, i64 %1016, i64 %.682.137.us234
  %.722.us243.3 = add i64 %.682.2.us241.3, %.719.us242
  %.723.us244.3 = getelementptr double, double* %.435, i64 %.722.us243.3
  %.724.us245.3 = load double, double* %.723.us244.3, align 8
  %.15.i.us246.3 = fmul double %.707.us239.3, %.724.us245.3
  %scevgep369 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep370 = getelementptr double, double* %scevgep369, i64 3
  store double %.15.i.us246.3, double* %scevgep370, align 8
  %.707.us239.4 = load double, double* %sunkaddr54314, align 8
  %1017 = add i64 %1016, 1
  %.682.2.us241.4 = select i1 %1013, i64 %1017, i64 %.682.137.us234
  %.722.us243.4 = add i64 %.682.2.us241.4, %.719.us242
  %.723.us244.4 = getelementptr double, double* %.435, i64 %.722.us243.4
  %.724.us245.4 = load double, double* %.723.us244.4, align 8
  %.15.i.us246.4 = fmul double %.707.us239.4, %.724.us245.4
  %scevgep367 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep368 = getelementptr double, double* %scevgep367, i64 4
  store double %.15.i.us246.4, double* %scevgep368, align 8
  %.707.us239.5 = load double, double* %sunkaddr54314, align 8
  %1018 = add i64 %1017, 1
  %.682.2.us241.5 = select i1 %1013, i64 %1018, i64 %.682.137.us234
  %.722.us243.5 = add i64 %.682.2.us241.5, %.719.us242
  %.723.us244.5 = getelementptr double, double* %.435, i64 %.722.us243.5
  %.724.us245.5 = load double, double* %.723.us244.5, align 8
  %.15.i.us246.5 = fmul double %.707.us239.5, %.724.us245.5
  %scevgep365 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep366 = getelementptr double, double* %scevgep365, i64 5
  store double %.15.i.us246.5, double* %scevgep366, align 8
  %.707.us239.6 = load double, double* %sunkaddr54314, align 8
  %1019 = add i64 %1018, 1
  %.682.2.us241.6 = select i1 %1013, i64 %1019, i64 %.682.137.us234
  %.722.us243.6 = add i64 %.682.2.us241.6, %.719.us242
  %.723.us244.6 = getelementptr double, double* %.435, i64 %.722.us243.6
  %.724.us245.6 = load double, double* %.723.us244.6, align 8
  %.15.i.us246.6 = fmul double %.707.us239.6, %.724.us245.6
  %scevgep363 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep364 = getelementptr double, double* %scevgep363, i64 6
  store double %.15.i.us246.6, double* %scevgep364, align 8
  %.707.us239.7 = load double, double* %sunkaddr54314, align 8
  %1020 = add i64 %1019, 1
  %.682.2.us241.7 = select i1 %1013, i64 %1020, i64 %.682.137.us234
  %.722.us243.7 = add i64 %.682.2.us241.7, %.719.us242
  %.723.us244.7 = getelementptr double, double* %.435, i64 %.722.us243.7
  %.724.us245.7 = load double, double* %.723.us244.7, align 8
  %.15.i.us246.7 = fmul double %.707.us239.7, %.724.us245.7
  %scevgep360 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep361 = getelementptr double, double* %scevgep360, i64 7
  store double %.15.i.us246.7, double* %scevgep361, align 8
  %.707.us239.1341 = load double, double* %sunkaddr54314, align 8
  %1021 = add i64 %1020, 1
  %.682.2.us241.1342 = select i1 %1013, i64 %1021, i64 %.682.137.us234
  %.722.us243.1343 = add i64 %.682.2.us241.1342, %.719.us242
  %.723.us244.1344 = getelementptr double, double* %.435, i64 %.722.us243.1343
  %.724.us245.1345 = load double, double* %.723.us244.1344, align 8
  %.15.i.us246.1346 = fmul double %.707.us239.1341, %.724.us245.1345
  %scevgep356 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep358 = getelementptr double, double* %scevgep356, i64 8
  store double %.15.i.us246.1346, double* %scevgep358, align 8
  %.707.us239.1.1 = load double, double* %sunkaddr54314, align 8
  %1022 = add i64 %1021, 1
  %.682.2.us241.1.1 = select i1 %1013, i64 %1022, i64 %.682.137.us234
  %.722.us243.1.1 = add i64 %.682.2.us241.1.1, %.719.us242
  %.723.us244.1.1 = getelementptr double, double* %.435, i64 %.722.us243.1.1
  %.724.us245.1.1 = load double, double* %.723.us244.1.1, align 8
  %.15.i.us246.1.1 = fmul double %.707.us239.1.1, %.724.us245.1.1
  %scevgep352 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep354 = getelementptr double, double* %scevgep352, i64 9
  store double %.15.i.us246.1.1, double* %scevgep354, align 8
  %.707.us239.2.1 = load double, double* %sunkaddr54314, align 8
  %1023 = add i64 %1022, 1
  %.682.2.us241.2.1 = select i1 %1013, i64 %1023, i64 %.682.137.us234
  %.722.us243.2.1 = add i64 %.682.2.us241.2.1, %.719.us242
  %.723.us244.2.1 = getelementptr double, double* %.435, i64 %.722.us243.2.1
  %.724.us245.2.1 = load double, double* %.723.us244.2.1, align 8
  %.15.i.us246.2.1 = fmul double %.707.us239.2.1, %.724.us245.2.1
  %scevgep348 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep350 = getelementptr double, double* %scevgep348, i64 10
  store double %.15.i.us246.2.1, double* %scevgep350, align 8
  %.707.us239.3.1 = load double, double* %sunkaddr54314, align 8
  %1024 = add i64 %1023, 1
  %.682.2.us241.3.1 = select i1 %1013, i64 %1024, i64 %.682.137.us234
  %.722.us243.3.1 = add i64 %.682.2.us241.3.1, %.719.us242
  %.723.us244.3.1 = getelementptr double, double* %.435, i64 %.722.us243.3.1
  %.724.us245.3.1 = load double, double* %.723.us244.3.1, align 8
  %.15.i.us246.3.1 = fmul double %.707.us239.3.1, %.724.us245.3.1
  %scevgep346 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep347 = getelementptr double, double* %scevgep346, i64 11
  store double %.15.i.us246.3.1, double* %scevgep347, align 8
  %.707.us239.4.1 = load double, double* %sunkaddr54314, align 8
  %1025 = add i64 %1024, 1
  %.682.2.us241.4.1 = select i1 %1013, i64 %1025, i64 %.682.137.us234
  %.722.us243.4.1 = add i64 %.682.2.us241.4.1, %.719.us242
  %.723.us244.4.1 = getelementptr double, double* %.435, i64 %.722.us243.4.1
  %.724.us245.4.1 = load double, double* %.723.us244.4.1, align 8
  %.15.i.us246.4.1 = fmul double %.707.us239.4.1, %.724.us245.4.1
  %scevgep344 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep345 = getelementptr double, double* %scevgep344, i64 12
  store double %.15.i.us246.4.1, double* %scevgep345, align 8
  %.707.us239.5.1 = load double, double* %sunkaddr54314, align 8
  %1026 = add i64 %1025, 1
  %.682.2.us241.5.1 = select i1 %1013, i64 %1026, i64 %.682.137.us234
  %.722.us243.5.1 = add i64 %.682.2.us241.5.1, %.719.us242
  %.723.us244.5.1 = getelementptr double, double* %.435, i64 %.722.us243.5.1
  %.724.us245.5.1 = load double, double* %.723.us244.5.1, align 8
  %.15.i.us246.5.1 = fmul double %.707.us239.5.1, %.724.us245.5.1
  %scevgep342 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep343 = getelementptr double, double* %scevgep342, i64 13
  store double %.15.i.us246.5.1, double* %scevgep343, align 8
  %.707.us239.6.1 = load double, double* %sunkaddr54314, align 8
  %1027 = add i64 %1026, 1
  %.682.2.us241.6.1 = select i1 %1013, i64 %1027, i64 %.682.137.us234
  %.722.us243.6.1 = add i64 %.682.2.us241.6.1, %.719.us242
  %.723.us244.6.1 = getelementptr double, double* %.435, i64 %.722.us243.6.1
  %.724.us245.6.1 = load double, double* %.723.us244.6.1, align 8
  %.15.i.us246.6.1 = fmul double %.707.us239.6.1, %.724.us245.6.1
  %scevgep340 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep341 = getelementptr double, double* %scevgep340, i64 14
  store double %.15.i.us246.6.1, double* %scevgep341, align 8
  %.707.us239.7.1 = load double, double* %sunkaddr54314, align 8
  %1028 = add i64 %1027, 1
  %.682.2.us241.7.1 = select i1 %1013, i64 %1028, i64 %.682.137.us234
  %.722.us243.7.1 = add i64 %.682.2.us241.7.1, %.719.us242
  %.723.us244.7.1 = getelementptr double, double* %.435, i64 %.722.us243.7.1
  %.724.us245.7.1 = load double, double* %.723.us244.7.1, align 8
  %.15.i.us246.7.1 = fmul double %.707.us239.7.1, %.724.us245.7.1
  %scevgep338 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep339 = getelementptr double, double* %scevgep338, i64 15
  store double %.15.i.us246.7.1, double* %scevgep339, align 8
  %.707.us239.2347 = load double, double* %sunkaddr54314, align 8
  %1029 = add i64 %1028, 1
  %.682.2.us241.2348 = select i1 %1013, i64 %1029, i64 %.682.137.us234
  %.722.us243.2349 = add i64 %.682.2.us241.2348, %.719.us242
  %.723.us244.2350 = getelementptr double, double* %.435, i64 %.722.us243.2349
  %.724.us245.2351 = load double, double* %.723.us244.2350, align 8
  %.15.i.us246.2352 = fmul double %.707.us239.2347, %.724.us245.2351
  %scevgep336 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep337 = getelementptr double, double* %scevgep336, i64 16
  store double %.15.i.us246.2352, double* %scevgep337, align 8
  %.707.us239.1.2 = load double, double* %sunkaddr54314, align 8
  %1030 = add i64 %1029, 1
  %.682.2.us241.1.2 = select i1 %1013, i64 %1030, i64 %.682.137.us234
  %.722.us243.1.2 = add i64 %.682.2.us241.1.2, %.719.us242
  %.723.us244.1.2 = getelementptr double, double* %.435, i64 %.722.us243.1.2
  %.724.us245.1.2 = load double, double* %.723.us244.1.2, align 8
  %.15.i.us246.1.2 = fmul double %.707.us239.1.2, %.724.us245.1.2
  %scevgep334 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep335 = getelementptr double, double* %scevgep334, i64 17
  store double %.15.i.us246.1.2, double* %scevgep335, align 8
  %.707.us239.2.2 = load double, double* %sunkaddr54314, align 8
  %1031 = add i64 %1030, 1
  %.682.2.us241.2.2 = select i1 %1013, i64 %1031, i64 %.682.137.us234
  %.722.us243.2.2 = add i64 %.682.2.us241.2.2, %.719.us242
  %.723.us244.2.2 = getelementptr double, double* %.435, i64 %.722.us243.2.2
  %.724.us245.2.2 = load double, double* %.723.us244.2.2, align 8
  %.15.i.us246.2.2 = fmul double %.707.us239.2.2, %.724.us245.2.2
  %scevgep332 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep333 = getelementptr double, double* %scevgep332, i64 18
  store double %.15.i.us246.2.2, double* %scevgep333, align 8
  %.707.us239.3.2 = load double, double* %sunkaddr54314, align 8
  %1032 = add i64 %1031, 1
  %.682.2.us241.3.2 = select i1 %1013, i64 %1032, i64 %.682.137.us234
  %.722.us243.3.2 = add i64 %.682.2.us241.3.2, %.719.us242
  %.723.us244.3.2 = getelementptr double, double* %.435, i64 %.722.us243.3.2
  %.724.us245.3.2 = load double, double* %.723.us244.3.2, align 8
  %.15.i.us246.3.2 = fmul double %.707.us239.3.2, %.724.us245.3.2
  %scevgep330 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep331 = getelementptr double, double* %scevgep330, i64 19
  store double %.15.i.us246.3.2, double* %scevgep331, align 8
  %.707.us239.4.2 = load double, double* %sunkaddr54314, align 8
  %1033 = add i64 %1032, 1
  %.682.2.us241.4.2 = select i1 %1013, i64 %1033, i64 %.682.137.us234
  %.722.us243.4.2 = add i64 %.682.2.us241.4.2, %.719.us242
  %.723.us244.4.2 = getelementptr double, double* %.435, i64 %.722.us243.4.2
  %.724.us245.4.2 = load double, double* %.723.us244.4.2, align 8
  %.15.i.us246.4.2 = fmul double %.707.us239.4.2, %.724.us245.4.2
  %scevgep328 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep329 = getelementptr double, double* %scevgep328, i64 20
  store double %.15.i.us246.4.2, double* %scevgep329, align 8
  %.707.us239.5.2 = load double, double* %sunkaddr54314, align 8
  %1034 = add i64 %1033, 1
  %.682.2.us241.5.2 = select i1 %1013, i64 %1034, i64 %.682.137.us234
  %.722.us243.5.2 = add i64 %.682.2.us241.5.2, %.719.us242
  %.723.us244.5.2 = getelementptr double, double* %.435, i64 %.722.us243.5.2
  %.724.us245.5.2 = load double, double* %.723.us244.5.2, align 8
  %.15.i.us246.5.2 = fmul double %.707.us239.5.2, %.724.us245.5.2
  %scevgep326 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep327 = getelementptr double, double* %scevgep326, i64 21
  store double %.15.i.us246.5.2, double* %scevgep327, align 8
  %.707.us239.6.2 = load double, double* %sunkaddr54314, align 8
  %1035 = add i64 %1034, 1
  %.682.2.us241.6.2 = select i1 %1013, i64 %1035, i64 %.682.137.us234
  %.722.us243.6.2 = add i64 %.682.2.us241.6.2, %.719.us242
  %.723.us244.6.2 = getelementptr double, double* %.435, i64 %.722.us243.6.2
  %.724.us245.6.2 = load double, double* %.723.us244.6.2, align 8
  %.15.i.us246.6.2 = fmul double %.707.us239.6.2, %.724.us245.6.2
  %scevgep324 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep325 = getelementptr double, double* %scevgep324, i64 22
  store double %.15.i.us246.6.2, double* %scevgep325, align 8
  %.707.us239.7.2 = load double, double* %sunkaddr54314, align 8
  %1036 = add i64 %1035, 1
  %.682.2.us241.7.2 = select i1 %1013, i64 %1036, i64 %.682.137.us234
  %.722.us243.7.2 = add i64 %.682.2.us241.7.2, %.719.us242
  %.723.us244.7.2 = getelementptr double, double* %.435, i64 %.722.us243.7.2
  %.724.us245.7.2 = load double, double* %.723.us244.7.2, align 8
  %.15.i.us246.7.2 = fmul double %.707.us239.7.2, %.724.us245.7.2
  %scevgep322 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep323 = getelementptr double, double* %scevgep322, i64 23
  store double %.15.i.us246.7.2, double* %scevgep323, align 8
  %.707.us239.3353 = load double, double* %sunkaddr54314, align 8
  %1037 = add i64 %1036, 1
  %.682.2.us241.3354 = select i1 %1013, i64 %1037, i64 %.682.137.us234
  %.722.us243.3355 = add i64 %.682.2.us241.3354, %.719.us242
  %.723.us244.3356 = getelementptr double, double* %.435, i64 %.722.us243.3355
  %.724.us245.3357 = load double, double* %.723.us244.3356, align 8
  %.15.i.us246.3358 = fmul double %.707.us239.3353, %.724.us245.3357
  %scevgep320 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep321 = getelementptr double, double* %scevgep320, i64 24
  store double %.15.i.us246.3358, double* %scevgep321, align 8
  %.707.us239.1.3 = load double, double* %sunkaddr54314, align 8
  %1038 = add i64 %1037, 1
  %.682.2.us241.1.3 = select i1 %1013, i64 %1038, i64 %.682.137.us234
  %.722.us243.1.3 = add i64 %.682.2.us241.1.3, %.719.us242
  %.723.us244.1.3 = getelementptr double, double* %.435, i64 %.722.us243.1.3
  %.724.us245.1.3 = load double, double* %.723.us244.1.3, align 8
  %.15.i.us246.1.3 = fmul double %.707.us239.1.3, %.724.us245.1.3
  %scevgep318 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep319 = getelementptr double, double* %scevgep318, i64 25
  store double %.15.i.us246.1.3, double* %scevgep319, align 8
  %.707.us239.2.3 = load double, double* %sunkaddr54314, align 8
  %1039 = add i64 %1038, 1
  %.682.2.us241.2.3 = select i1 %1013, i64 %1039, i64 %.682.137.us234
  %.722.us243.2.3 = add i64 %.682.2.us241.2.3, %.719.us242
  %.723.us244.2.3 = getelementptr double, double* %.435, i64 %.722.us243.2.3
  %.724.us245.2.3 = load double, double* %.723.us244.2.3, align 8
  %.15.i.us246.2.3 = fmul double %.707.us239.2.3, %.724.us245.2.3
  %scevgep316 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep317 = getelementptr double, double* %scevgep316, i64 26
  store double %.15.i.us246.2.3, double* %scevgep317, align 8
  %.707.us239.3.3 = load double, double* %sunkaddr54314, align 8
  %1040 = add i64 %1039, 1
  %.682.2.us241.3.3 = select i1 %1013, i64 %1040, i64 %.682.137.us234
  %.722.us243.3.3 = add i64 %.682.2.us241.3.3, %.719.us242
  %.723.us244.3.3 = getelementptr double, double* %.435, i64 %.722.us243.3.3
  %.724.us245.3.3 = load double, double* %.723.us244.3.3, align 8
  %.15.i.us246.3.3 = fmul double %.707.us239.3.3, %.724.us245.3.3
  %scevgep314 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep315 = getelementptr double, double* %scevgep314, i64 27
  store double %.15.i.us246.3.3, double* %scevgep315, align 8
  %.707.us239.4.3 = load double, double* %sunkaddr54314, align 8
  %1041 = add i64 %1040, 1
  %.682.2.us241.4.3 = select i1 %1013, i64 %1041, i64 %.682.137.us234
  %.722.us243.4.3 = add i64 %.682.2.us241.4.3, %.719.us242
  %.723.us244.4.3 = getelementptr double, double* %.435, i64 %.722.us243.4.3
  %.724.us245.4.3 = load double, double* %.723.us244.4.3, align 8
  %.15.i.us246.4.3 = fmul double %.707.us239.4.3, %.724.us245.4.3
  %scevgep312 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep313 = getelementptr double, double* %scevgep312, i64 28
  store double %.15.i.us246.4.3, double* %scevgep313, align 8
  %.707.us239.5.3 = load double, double* %sunkaddr54314, align 8
  %1042 = add i64 %1041, 1
  %.682.2.us241.5.3 = select i1 %1013, i64 %1042, i64 %.682.137.us234
  %.722.us243.5.3 = add i64 %.682.2.us241.5.3, %.719.us242
  %.723.us244.5.3 = getelementptr double, double* %.435, i64 %.722.us243.5.3
  %.724.us245.5.3 = load double, double* %.723.us244.5.3, align 8
  %.15.i.us246.5.3 = fmul double %.707.us239.5.3, %.724.us245.5.3
  %scevgep310 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep311 = getelementptr double, double* %scevgep310, i64 29
  store double %.15.i.us246.5.3, double* %scevgep311, align 8
  %.707.us239.6.3 = load double, double* %sunkaddr54314, align 8
  %1043 = add i64 %1042, 1
  %.682.2.us241.6.3 = select i1 %1013, i64 %1043, i64 %.682.137.us234
  %.722.us243.6.3 = add i64 %.682.2.us241.6.3, %.719.us242
  %.723.us244.6.3 = getelementptr double, double* %.435, i64 %.722.us243.6.3
  %.724.us245.6.3 = load double, double* %.723.us244.6.3, align 8
  %.15.i.us246.6.3 = fmul double %.707.us239.6.3, %.724.us245.6.3
  %scevgep308 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep309 = getelementptr double, double* %scevgep308, i64 30
  store double %.15.i.us246.6.3, double* %scevgep309, align 8
  %.707.us239.7.3 = load double, double* %sunkaddr54314, align 8
  %1044 = add i64 %1043, 1
  %.682.2.us241.7.3 = select i1 %1013, i64 %1044, i64 %.682.137.us234
  %.722.us243.7.3 = add i64 %.682.2.us241.7.3, %.719.us242
  %.723.us244.7.3 = getelementptr double, double* %.435, i64 %.722.us243.7.3
  %.724.us245.7.3 = load double, double* %.723.us244.7.3, align 8
  %.15.i.us246.7.3 = fmul double %.707.us239.7.3, %.724.us245.7.3
  %scevgep306 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233
  %scevgep307 = getelementptr double, double* %scevgep306, i64 31
  store double %.15.i.us246.7.3, double* %scevgep307, align 8
  %1045 = add i64 %loop.index.138.us233, 32
  %lsr.iv.next305 = add i64 %lsr.iv304, 4
  %niter340.ncmp.3 = icmp eq i64 %lsr.iv.next305, 0
  %1046 = add i64 %1044, 1
  br i1 %niter340.ncmp.3, label %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us232

for.end:                                          ; preds = %for.end.1, %B0.endif.endif.endif.endi...endif.2
  %retptr.repack54412791061 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack54412791061, align 8
  %retptr.repack52 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack52, align 8
  %retptr.repack54 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.595, i64* %retptr.repack54, align 8
  %retptr.repack56 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack56, align 8
  %retptr.repack58 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i51, double** %retptr.repack58, align 8
  %retptr.repack60.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %dest_shape50.sroa.0.1, i64* %retptr.repack60.repack, align 8
  %retptr.repack60.repack64 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %dest_shape50.sroa.7.1, i64* %retptr.repack60.repack64, align 8
  %retptr.repack62.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.598, i64* %retptr.repack62.repack, align 8
  %retptr.repack62.repack66 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack62.repack66, align 8
  call void @NRT_decref(i8* %.441)
  call void @NRT_decref(i8* %.261)
  br label %common.ret

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader310
  %loop.index.138 = phi i64 [ %1047, %for.body.1 ], [ %loop.index.138.ph, %for.body.1.preheader310 ]
  %.707 = load double, double* %sunkaddr54612, align 8
  %.724 = load double, double* %.723, align 8
  %.15.i = fmul double %.707, %.724
  %scevgep249 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  store double %.15.i, double* %scevgep249, align 8
  %.707.1 = load double, double* %sunkaddr54612, align 8
  %.724.1 = load double, double* %.723, align 8
  %.15.i.1 = fmul double %.707.1, %.724.1
  %scevgep254 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep255 = getelementptr double, double* %scevgep254, i64 1
  store double %.15.i.1, double* %scevgep255, align 8
  %.707.2 = load double, double* %sunkaddr54612, align 8
  %.724.2 = load double, double* %.723, align 8
  %.15.i.2 = fmul double %.707.2, %.724.2
  %scevgep256 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep257 = getelementptr double, double* %scevgep256, i64 2
  store double %.15.i.2, double* %scevgep257, align 8
  %.707.3 = load double, double* %sunkaddr54612, align 8
  %.724.3 = load double, double* %.723, align 8
  %.15.i.3 = fmul double %.707.3, %.724.3
  %scevgep258 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep259 = getelementptr double, double* %scevgep258, i64 3
  store double %.15.i.3, double* %scevgep259, align 8
  %.707.4 = load double, double* %sunkaddr54612, align 8
  %.724.4 = load double, double* %.723, align 8
  %.15.i.4 = fmul double %.707.4, %.724.4
  %scevgep247 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep248 = getelementptr double, double* %scevgep247, i64 4
  store double %.15.i.4, double* %scevgep248, align 8
  %.707.5 = load double, double* %sunkaddr54612, align 8
  %.724.5 = load double, double* %.723, align 8
  %.15.i.5 = fmul double %.707.5, %.724.5
  %scevgep260 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep261 = getelementptr double, double* %scevgep260, i64 5
  store double %.15.i.5, double* %scevgep261, align 8
  %.707.6 = load double, double* %sunkaddr54612, align 8
  %.724.6 = load double, double* %.723, align 8
  %.15.i.6 = fmul double %.707.6, %.724.6
  %scevgep252 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep253 = getelementptr double, double* %scevgep252, i64 6
  store double %.15.i.6, double* %scevgep253, align 8
  %.707.7 = load double, double* %sunkaddr54612, align 8
  %.724.7 = load double, double* %.723, align 8
  %.15.i.7 = fmul double %.707.7, %.724.7
  %scevgep250 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138
  %scevgep251 = getelementptr double, double* %scevgep250, i64 7
  store double %.15.i.7, double* %scevgep251, align 8
  %1047 = add i64 %loop.index.138, 8
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %1047
  br i1 %niter.ncmp.7, label %for.end.1.loopexit302.unr-lcssa, label %for.body.1, !llvm.loop !94

for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %1048 = add i64 %lsr.iv.next1069, -28
  %1049 = add i64 %lsr.iv.next1069, -32
  %1050 = add i64 %lsr.iv.next1069, -36
  br label %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa

for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa:  ; preds = %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader20
  %lsr.iv464.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader20 ], [ %1050, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.679.2.us.us.lcssa.ph464 = phi i64 [ undef, %for.body.1.us.us.preheader20 ], [ %.679.2.us.us, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.lcssa314.ph = phi i64 [ undef, %for.body.1.us.us.preheader20 ], [ %1049, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.682.2.us.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader20 ], [ %.682.2.us.us.7.3, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv464.unr = phi i64 [ 3, %for.body.1.us.us.preheader20 ], [ %1048, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.682.137.us.us.unr477 = phi i64 [ %.682.046, %for.body.1.us.us.preheader20 ], [ %.682.2.us.us.7.3, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.679.136.us.us.unr478 = phi i64 [ %.679.045, %for.body.1.us.us.preheader20 ], [ %.679.2.us.us, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %1051 = icmp eq i64 %xtraiter326, 0
  br i1 %1051, label %for.end.1.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us.epil467.preheader

for.body.1.us.us.epil467.preheader:               ; preds = %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep962 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv464.unr
  %scevgep978 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv464.unr
  br label %for.body.1.us.us.epil467

for.body.1.us.us.epil467:                         ; preds = %for.body.1.us.us.epil467, %for.body.1.us.us.epil467.preheader
  %lsr.iv1201 = phi i64 [ 0, %for.body.1.us.us.epil467.preheader ], [ %lsr.iv.next1202, %for.body.1.us.us.epil467 ]
  %.682.137.us.us.epil468 = phi i64 [ %.682.137.us.us.unr477, %for.body.1.us.us.epil467.preheader ], [ %.682.2.us.us.7.epil, %for.body.1.us.us.epil467 ]
  %.679.136.us.us.epil = phi i64 [ %.679.136.us.us.unr478, %for.body.1.us.us.epil467.preheader ], [ %.679.2.us.us.epil, %for.body.1.us.us.epil467 ]
  %1052 = icmp ugt i64 %.436.fca.1.load, 1
  %1053 = icmp ugt i64 %.436.fca.0.load, 1
  %1054 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1055 = add i64 %1054, -3
  %scevgep963 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep964 = getelementptr double, double* %scevgep963, i64 -3
  %.707.us.us.epil469 = load double, double* %scevgep964, align 8
  %.679.2.us.us.epil = select i1 %1053, i64 %loop.index47, i64 %.679.136.us.us.epil
  %.682.2.us.us.epil470 = select i1 %1052, i64 %1055, i64 %.682.137.us.us.epil468
  %.719.us.us.epil471 = mul i64 %.679.2.us.us.epil, %.436.fca.1.load
  %.722.us.us.epil472 = add i64 %.719.us.us.epil471, %.682.2.us.us.epil470
  %.723.us.us.epil473 = getelementptr double, double* %.435, i64 %.722.us.us.epil472
  %.724.us.us.epil474 = load double, double* %.723.us.us.epil473, align 8
  %.15.i.us.us.epil475 = fmul double %.707.us.us.epil469, %.724.us.us.epil474
  %scevgep979 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep980 = getelementptr double, double* %scevgep979, i64 -3
  store double %.15.i.us.us.epil475, double* %scevgep980, align 8
  %1056 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1057 = add i64 %1056, -2
  %scevgep976 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep977 = getelementptr double, double* %scevgep976, i64 -2
  %.707.us.us.1.epil = load double, double* %scevgep977, align 8
  %.682.2.us.us.1.epil = select i1 %1052, i64 %1057, i64 %.682.137.us.us.epil468
  %.722.us.us.1.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.1.epil
  %.723.us.us.1.epil = getelementptr double, double* %.435, i64 %.722.us.us.1.epil
  %.724.us.us.1.epil = load double, double* %.723.us.us.1.epil, align 8
  %.15.i.us.us.1.epil = fmul double %.707.us.us.1.epil, %.724.us.us.1.epil
  %scevgep992 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep993 = getelementptr double, double* %scevgep992, i64 -2
  store double %.15.i.us.us.1.epil, double* %scevgep993, align 8
  %1058 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1059 = add i64 %1058, -1
  %scevgep972 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep973 = getelementptr double, double* %scevgep972, i64 -1
  %.707.us.us.2.epil = load double, double* %scevgep973, align 8
  %.682.2.us.us.2.epil = select i1 %1052, i64 %1059, i64 %.682.137.us.us.epil468
  %.722.us.us.2.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.2.epil
  %.723.us.us.2.epil = getelementptr double, double* %.435, i64 %.722.us.us.2.epil
  %.724.us.us.2.epil = load double, double* %.723.us.us.2.epil, align 8
  %.15.i.us.us.2.epil = fmul double %.707.us.us.2.epil, %.724.us.us.2.epil
  %scevgep988 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep989 = getelementptr double, double* %scevgep988, i64 -1
  store double %.15.i.us.us.2.epil, double* %scevgep989, align 8
  %scevgep965 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %.707.us.us.3.epil = load double, double* %scevgep965, align 8
  %.682.2.us.us.3.epil = select i1 %1052, i64 %1054, i64 %.682.137.us.us.epil468
  %.722.us.us.3.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.3.epil
  %.723.us.us.3.epil = getelementptr double, double* %.435, i64 %.722.us.us.3.epil
  %.724.us.us.3.epil = load double, double* %.723.us.us.3.epil, align 8
  %.15.i.us.us.3.epil = fmul double %.707.us.us.3.epil, %.724.us.us.3.epil
  %scevgep981 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  store double %.15.i.us.us.3.epil, double* %scevgep981, align 8
  %1060 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1061 = add i64 %1060, 1
  %scevgep974 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep975 = getelementptr double, double* %scevgep974, i64 1
  %.707.us.us.4.epil = load double, double* %scevgep975, align 8
  %.682.2.us.us.4.epil = select i1 %1052, i64 %1061, i64 %.682.137.us.us.epil468
  %.722.us.us.4.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.4.epil
  %.723.us.us.4.epil = getelementptr double, double* %.435, i64 %.722.us.us.4.epil
  %.724.us.us.4.epil = load double, double* %.723.us.us.4.epil, align 8
  %.15.i.us.us.4.epil = fmul double %.707.us.us.4.epil, %.724.us.us.4.epil
  %scevgep990 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep991 = getelementptr double, double* %scevgep990, i64 1
  store double %.15.i.us.us.4.epil, double* %scevgep991, align 8
  %1062 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1063 = add i64 %1062, 2
  %scevgep970 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep971 = getelementptr double, double* %scevgep970, i64 2
  %.707.us.us.5.epil = load double, double* %scevgep971, align 8
  %.682.2.us.us.5.epil = select i1 %1052, i64 %1063, i64 %.682.137.us.us.epil468
  %.722.us.us.5.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.5.epil
  %.723.us.us.5.epil = getelementptr double, double* %.435, i64 %.722.us.us.5.epil
  %.724.us.us.5.epil = load double, double* %.723.us.us.5.epil, align 8
  %.15.i.us.us.5.epil = fmul double %.707.us.us.5.epil, %.724.us.us.5.epil
  %scevgep986 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep987 = getelementptr double, double* %scevgep986, i64 2
  store double %.15.i.us.us.5.epil, double* %scevgep987, align 8
  %1064 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1065 = add i64 %1064, 3
  %scevgep968 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep969 = getelementptr double, double* %scevgep968, i64 3
  %.707.us.us.6.epil = load double, double* %scevgep969, align 8
  %.682.2.us.us.6.epil = select i1 %1052, i64 %1065, i64 %.682.137.us.us.epil468
  %.722.us.us.6.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.6.epil
  %.723.us.us.6.epil = getelementptr double, double* %.435, i64 %.722.us.us.6.epil
  %.724.us.us.6.epil = load double, double* %.723.us.us.6.epil, align 8
  %.15.i.us.us.6.epil = fmul double %.707.us.us.6.epil, %.724.us.us.6.epil
  %scevgep984 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep985 = getelementptr double, double* %scevgep984, i64 3
  store double %.15.i.us.us.6.epil, double* %scevgep985, align 8
  %1066 = add i64 %lsr.iv464.unr, %lsr.iv1201
  %1067 = add i64 %1066, 4
  %scevgep966 = getelementptr double, double* %scevgep962, i64 %lsr.iv1201
  %scevgep967 = getelementptr double, double* %scevgep966, i64 4
  %.707.us.us.7.epil = load double, double* %scevgep967, align 8
  %.682.2.us.us.7.epil = select i1 %1052, i64 %1067, i64 %.682.137.us.us.epil468
  %.722.us.us.7.epil = add i64 %.719.us.us.epil471, %.682.2.us.us.7.epil
  %.723.us.us.7.epil = getelementptr double, double* %.435, i64 %.722.us.us.7.epil
  %.724.us.us.7.epil = load double, double* %.723.us.us.7.epil, align 8
  %.15.i.us.us.7.epil = fmul double %.707.us.us.7.epil, %.724.us.us.7.epil
  %scevgep982 = getelementptr double, double* %scevgep978, i64 %lsr.iv1201
  %scevgep983 = getelementptr double, double* %scevgep982, i64 4
  store double %.15.i.us.us.7.epil, double* %scevgep983, align 8
  %lsr.iv.next1202 = add nuw nsw i64 %lsr.iv1201, 8
  %epil.iter476.cmp.not = icmp eq i64 %112, %lsr.iv.next1202
  br i1 %epil.iter476.cmp.not, label %for.end.1.loopexit.unr-lcssa.loopexit.loopexit, label %for.body.1.us.us.epil467, !llvm.loop !95

for.end.1.loopexit.unr-lcssa.loopexit.loopexit:   ; preds = %for.body.1.us.us.epil467
  %1068 = add i64 %lsr.iv464.unr, -4
  %1069 = add i64 %1068, %112
  %1070 = add i64 %lsr.iv464.unr, %lsr.iv.next1202
  %1071 = add i64 %1070, -8
  br label %for.end.1.loopexit.unr-lcssa.loopexit

for.end.1.loopexit.unr-lcssa.loopexit:            ; preds = %for.end.1.loopexit.unr-lcssa.loopexit.loopexit, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv464.lcssa = phi i64 [ %lsr.iv464.lcssa.ph, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %1071, %for.end.1.loopexit.unr-lcssa.loopexit.loopexit ]
  %.679.2.us.us.lcssa = phi i64 [ %.679.2.us.us.lcssa.ph464, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.679.2.us.us.epil, %for.end.1.loopexit.unr-lcssa.loopexit.loopexit ]
  %.lcssa314 = phi i64 [ %.lcssa314.ph, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %1069, %for.end.1.loopexit.unr-lcssa.loopexit.loopexit ]
  %.682.2.us.us.7.lcssa = phi i64 [ %.682.2.us.us.7.lcssa.ph, %for.end.1.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.us.7.epil, %for.end.1.loopexit.unr-lcssa.loopexit.loopexit ]
  %1072 = add i64 %lsr.iv464.lcssa, 5
  br label %for.end.1.loopexit.unr-lcssa

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.end.1.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %loop.index.138.us.us.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.lcssa314, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %.679.2.us.us.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.679.2.us.us.lcssa, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %.682.2.us.us.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.682.2.us.us.7.lcssa, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %loop.index.138.us.us.unr = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %1072, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %.682.137.us.us.unr = phi i64 [ %.682.046, %for.body.1.us.us.preheader ], [ %.682.2.us.us.7.lcssa, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %.679.136.us.us.unr = phi i64 [ %.679.045, %for.body.1.us.us.preheader ], [ %.679.2.us.us.lcssa, %for.end.1.loopexit.unr-lcssa.loopexit ]
  %1073 = icmp eq i64 %xtraiter, 0
  br i1 %1073, label %for.end.1, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.end.1.loopexit.unr-lcssa
  %1074 = icmp ugt i64 %.436.fca.0.load, 1
  br i1 %1074, label %for.body.1.us.us.epil.preheader.split.us, label %for.body.1.us.us.epil.preheader58

for.body.1.us.us.epil.preheader58:                ; preds = %for.body.1.us.us.epil.preheader
  %1075 = icmp ugt i64 %.436.fca.1.load, 1
  %.719.us.us.epil = mul i64 %.679.136.us.us.unr, %.436.fca.1.load
  br i1 %1075, label %for.body.1.us.us.epil.us67.preheader, label %for.body.1.us.us.epil.preheader79

for.body.1.us.us.epil.us67.preheader:             ; preds = %for.body.1.us.us.epil.preheader58
  %1076 = add i64 %loop.index.138.us.us.unr, -1
  %scevgep1004 = getelementptr double, double* %.435, i64 %.719.us.us.epil
  br label %for.body.1.us.us.epil.us67

for.body.1.us.us.epil.preheader79:                ; preds = %for.body.1.us.us.epil.preheader58
  %.722.us.us.epil = add i64 %.682.137.us.us.unr, %.719.us.us.epil
  %scevgep996 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us.unr
  %scevgep998 = getelementptr double, double* %lsr.iv896, i64 %loop.index.138.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil.us67:                       ; preds = %for.body.1.us.us.epil.us67.preheader, %for.body.1.us.us.epil.us67
  %lsr.iv1002 = phi i64 [ %1076, %for.body.1.us.us.epil.us67.preheader ], [ %lsr.iv.next1003, %for.body.1.us.us.epil.us67 ]
  %lsr.iv1000 = phi i64 [ %xtraiter, %for.body.1.us.us.epil.us67.preheader ], [ %lsr.iv.next1001, %for.body.1.us.us.epil.us67 ]
  %scevgep1009 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1002
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 1
  %.707.us.us.epil.us70 = load double, double* %scevgep1010, align 8
  %scevgep1005 = getelementptr double, double* %scevgep1004, i64 %lsr.iv1002
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 1
  %.724.us.us.epil.us74 = load double, double* %scevgep1006, align 8
  %.15.i.us.us.epil.us75 = fmul double %.707.us.us.epil.us70, %.724.us.us.epil.us74
  %scevgep1007 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1002
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 1
  store double %.15.i.us.us.epil.us75, double* %scevgep1008, align 8
  %lsr.iv.next1001 = add nsw i64 %lsr.iv1000, -1
  %lsr.iv.next1003 = add i64 %lsr.iv1002, 1
  %epil.iter331.cmp.not.us77 = icmp eq i64 %lsr.iv.next1001, 0
  br i1 %epil.iter331.cmp.not.us77, label %for.end.1.loopexit516, label %for.body.1.us.us.epil.us67, !llvm.loop !96

for.body.1.us.us.epil.preheader.split.us:         ; preds = %for.body.1.us.us.epil.preheader
  %1077 = icmp ugt i64 %.436.fca.1.load, 1
  %.719.us.us.epil.us = mul i64 %loop.index47, %.436.fca.1.load
  br i1 %1077, label %for.body.1.us.us.epil.us.us.preheader, label %for.body.1.us.us.epil.us.preheader

for.body.1.us.us.epil.us.us.preheader:            ; preds = %for.body.1.us.us.epil.preheader.split.us
  %1078 = add i64 %loop.index.138.us.us.unr, -1
  br label %for.body.1.us.us.epil.us.us

for.body.1.us.us.epil.us.preheader:               ; preds = %for.body.1.us.us.epil.preheader.split.us
  %.722.us.us.epil.us = add i64 %.682.137.us.us.unr, %.719.us.us.epil.us
  %scevgep1013 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us.unr
  %scevgep1015 = getelementptr double, double* %lsr.iv896, i64 %loop.index.138.us.us.unr
  br label %for.body.1.us.us.epil.us

for.body.1.us.us.epil.us.us:                      ; preds = %for.body.1.us.us.epil.us.us.preheader, %for.body.1.us.us.epil.us.us
  %lsr.iv1019 = phi i64 [ %1078, %for.body.1.us.us.epil.us.us.preheader ], [ %lsr.iv.next1020, %for.body.1.us.us.epil.us.us ]
  %lsr.iv1017 = phi i64 [ %xtraiter, %for.body.1.us.us.epil.us.us.preheader ], [ %lsr.iv.next1018, %for.body.1.us.us.epil.us.us ]
  %scevgep1025 = getelementptr double, double* %lsr.iv896, i64 %lsr.iv1019
  %scevgep1026 = getelementptr double, double* %scevgep1025, i64 1
  %.707.us.us.epil.us.us = load double, double* %scevgep1026, align 8
  %scevgep1021 = getelementptr double, double* %lsr.iv409, i64 %lsr.iv1019
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 1
  %.724.us.us.epil.us.us = load double, double* %scevgep1022, align 8
  %.15.i.us.us.epil.us.us = fmul double %.707.us.us.epil.us.us, %.724.us.us.epil.us.us
  %scevgep1023 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1019
  %scevgep1024 = getelementptr double, double* %scevgep1023, i64 1
  store double %.15.i.us.us.epil.us.us, double* %scevgep1024, align 8
  %lsr.iv.next1018 = add nsw i64 %lsr.iv1017, -1
  %lsr.iv.next1020 = add i64 %lsr.iv1019, 1
  %epil.iter331.cmp.not.us.us = icmp eq i64 %lsr.iv.next1018, 0
  br i1 %epil.iter331.cmp.not.us.us, label %for.end.1.loopexit, label %for.body.1.us.us.epil.us.us, !llvm.loop !96

for.body.1.us.us.epil.us:                         ; preds = %for.body.1.us.us.epil.us.preheader, %for.body.1.us.us.epil.us
  %lsr.iv1011 = phi i64 [ 0, %for.body.1.us.us.epil.us.preheader ], [ %lsr.iv.next1012, %for.body.1.us.us.epil.us ]
  %scevgep1016 = getelementptr double, double* %scevgep1015, i64 %lsr.iv1011
  %.707.us.us.epil.us = load double, double* %scevgep1016, align 8
  %sunkaddr1062 = mul i64 %.722.us.us.epil.us, 8
  %1079 = bitcast double* %.435 to i8*
  %sunkaddr1063 = getelementptr i8, i8* %1079, i64 %sunkaddr1062
  %1080 = bitcast i8* %sunkaddr1063 to double*
  %.724.us.us.epil.us = load double, double* %1080, align 8
  %.15.i.us.us.epil.us = fmul double %.707.us.us.epil.us, %.724.us.us.epil.us
  %scevgep1014 = getelementptr double, double* %scevgep1013, i64 %lsr.iv1011
  store double %.15.i.us.us.epil.us, double* %scevgep1014, align 8
  %lsr.iv.next1012 = add nuw nsw i64 %lsr.iv1011, 1
  %epil.iter331.cmp.not.us = icmp eq i64 %xtraiter, %lsr.iv.next1012
  br i1 %epil.iter331.cmp.not.us, label %for.end.1.loopexit, label %for.body.1.us.us.epil.us, !llvm.loop !96

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil.preheader79, %for.body.1.us.us.epil
  %lsr.iv994 = phi i64 [ 0, %for.body.1.us.us.epil.preheader79 ], [ %lsr.iv.next995, %for.body.1.us.us.epil ]
  %scevgep999 = getelementptr double, double* %scevgep998, i64 %lsr.iv994
  %.707.us.us.epil = load double, double* %scevgep999, align 8
  %sunkaddr1064 = mul i64 %.722.us.us.epil, 8
  %1081 = bitcast double* %.435 to i8*
  %sunkaddr1065 = getelementptr i8, i8* %1081, i64 %sunkaddr1064
  %1082 = bitcast i8* %sunkaddr1065 to double*
  %.724.us.us.epil = load double, double* %1082, align 8
  %.15.i.us.us.epil = fmul double %.707.us.us.epil, %.724.us.us.epil
  %scevgep997 = getelementptr double, double* %scevgep996, i64 %lsr.iv994
  store double %.15.i.us.us.epil, double* %scevgep997, align 8
  %lsr.iv.next995 = add nuw nsw i64 %lsr.iv994, 1
  %epil.iter331.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next995
  br i1 %epil.iter331.cmp.not, label %for.end.1.loopexit516, label %for.body.1.us.us.epil, !llvm.loop !96

for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.us251, %for.body.1.us.us251.preheader
  %.682.2.us.us259.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us251.preheader ], [ %.682.2.us.us259.7.3, %for.body.1.us.us251 ]
  %loop.index.138.us.us252.unr440 = phi i64 [ 0, %for.body.1.us.us251.preheader ], [ %211, %for.body.1.us.us251 ]
  %.682.137.us.us253.unr441 = phi i64 [ %.682.046, %for.body.1.us.us251.preheader ], [ %.682.2.us.us259.7.3, %for.body.1.us.us251 ]
  %1083 = icmp eq i64 %xtraiter326, 0
  br i1 %1083, label %for.end.1.loopexit298.unr-lcssa, label %for.body.1.us.us251.epil432.preheader

for.body.1.us.us251.epil432.preheader:            ; preds = %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.1.us.us251.epil432

for.body.1.us.us251.epil432:                      ; preds = %for.body.1.us.us251.epil432.preheader, %for.body.1.us.us251.epil432
  %lsr.iv808 = phi i64 [ %125, %for.body.1.us.us251.epil432.preheader ], [ %math1066, %for.body.1.us.us251.epil432 ]
  %loop.index.138.us.us252.epil433 = phi i64 [ %1092, %for.body.1.us.us251.epil432 ], [ %loop.index.138.us.us252.unr440, %for.body.1.us.us251.epil432.preheader ]
  %.682.137.us.us253.epil = phi i64 [ %.682.2.us.us259.7.epil, %for.body.1.us.us251.epil432 ], [ %.682.137.us.us253.unr441, %for.body.1.us.us251.epil432.preheader ]
  %1084 = icmp ugt i64 %.436.fca.1.load, 1
  %.707.us.us257.epil434 = load double, double* %sunkaddr53918, align 8
  %.682.2.us.us259.epil = select i1 %1084, i64 %loop.index.138.us.us252.epil433, i64 %.682.137.us.us253.epil
  %.722.us.us261.epil435 = add i64 %.682.2.us.us259.epil, %.719.us.us260
  %.723.us.us262.epil436 = getelementptr double, double* %.435, i64 %.722.us.us261.epil435
  %.724.us.us263.epil437 = load double, double* %.723.us.us262.epil436, align 8
  %.15.i.us.us264.epil438 = fmul double %.707.us.us257.epil434, %.724.us.us263.epil437
  %scevgep811 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep812 = getelementptr double, double* %scevgep811, i64 -4
  store double %.15.i.us.us264.epil438, double* %scevgep812, align 8
  %.707.us.us257.1.epil = load double, double* %sunkaddr53918, align 8
  %1085 = or i64 %loop.index.138.us.us252.epil433, 1
  %.682.2.us.us259.1.epil = select i1 %1084, i64 %1085, i64 %.682.137.us.us253.epil
  %.722.us.us261.1.epil = add i64 %.682.2.us.us259.1.epil, %.719.us.us260
  %.723.us.us262.1.epil = getelementptr double, double* %.435, i64 %.722.us.us261.1.epil
  %.724.us.us263.1.epil = load double, double* %.723.us.us262.1.epil, align 8
  %.15.i.us.us264.1.epil = fmul double %.707.us.us257.1.epil, %.724.us.us263.1.epil
  %scevgep817 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep818 = getelementptr double, double* %scevgep817, i64 -3
  store double %.15.i.us.us264.1.epil, double* %scevgep818, align 8
  %.707.us.us257.2.epil = load double, double* %sunkaddr53918, align 8
  %1086 = or i64 %loop.index.138.us.us252.epil433, 2
  %.682.2.us.us259.2.epil = select i1 %1084, i64 %1086, i64 %.682.137.us.us253.epil
  %.722.us.us261.2.epil = add i64 %.682.2.us.us259.2.epil, %.719.us.us260
  %.723.us.us262.2.epil = getelementptr double, double* %.435, i64 %.722.us.us261.2.epil
  %.724.us.us263.2.epil = load double, double* %.723.us.us262.2.epil, align 8
  %.15.i.us.us264.2.epil = fmul double %.707.us.us257.2.epil, %.724.us.us263.2.epil
  %scevgep819 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep820 = getelementptr double, double* %scevgep819, i64 -2
  store double %.15.i.us.us264.2.epil, double* %scevgep820, align 8
  %.707.us.us257.3.epil = load double, double* %sunkaddr53918, align 8
  %1087 = or i64 %loop.index.138.us.us252.epil433, 3
  %.682.2.us.us259.3.epil = select i1 %1084, i64 %1087, i64 %.682.137.us.us253.epil
  %.722.us.us261.3.epil = add i64 %.682.2.us.us259.3.epil, %.719.us.us260
  %.723.us.us262.3.epil = getelementptr double, double* %.435, i64 %.722.us.us261.3.epil
  %.724.us.us263.3.epil = load double, double* %.723.us.us262.3.epil, align 8
  %.15.i.us.us264.3.epil = fmul double %.707.us.us257.3.epil, %.724.us.us263.3.epil
  %scevgep821 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep822 = getelementptr double, double* %scevgep821, i64 -1
  store double %.15.i.us.us264.3.epil, double* %scevgep822, align 8
  %.707.us.us257.4.epil = load double, double* %sunkaddr53918, align 8
  %1088 = or i64 %loop.index.138.us.us252.epil433, 4
  %.682.2.us.us259.4.epil = select i1 %1084, i64 %1088, i64 %.682.137.us.us253.epil
  %.722.us.us261.4.epil = add i64 %.682.2.us.us259.4.epil, %.719.us.us260
  %.723.us.us262.4.epil = getelementptr double, double* %.435, i64 %.722.us.us261.4.epil
  %.724.us.us263.4.epil = load double, double* %.723.us.us262.4.epil, align 8
  %.15.i.us.us264.4.epil = fmul double %.707.us.us257.4.epil, %.724.us.us263.4.epil
  %scevgep810 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  store double %.15.i.us.us264.4.epil, double* %scevgep810, align 8
  %.707.us.us257.5.epil = load double, double* %sunkaddr53918, align 8
  %1089 = or i64 %loop.index.138.us.us252.epil433, 5
  %.682.2.us.us259.5.epil = select i1 %1084, i64 %1089, i64 %.682.137.us.us253.epil
  %.722.us.us261.5.epil = add i64 %.682.2.us.us259.5.epil, %.719.us.us260
  %.723.us.us262.5.epil = getelementptr double, double* %.435, i64 %.722.us.us261.5.epil
  %.724.us.us263.5.epil = load double, double* %.723.us.us262.5.epil, align 8
  %.15.i.us.us264.5.epil = fmul double %.707.us.us257.5.epil, %.724.us.us263.5.epil
  %scevgep823 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep824 = getelementptr double, double* %scevgep823, i64 1
  store double %.15.i.us.us264.5.epil, double* %scevgep824, align 8
  %.707.us.us257.6.epil = load double, double* %sunkaddr53918, align 8
  %1090 = or i64 %loop.index.138.us.us252.epil433, 6
  %.682.2.us.us259.6.epil = select i1 %1084, i64 %1090, i64 %.682.137.us.us253.epil
  %.722.us.us261.6.epil = add i64 %.682.2.us.us259.6.epil, %.719.us.us260
  %.723.us.us262.6.epil = getelementptr double, double* %.435, i64 %.722.us.us261.6.epil
  %.724.us.us263.6.epil = load double, double* %.723.us.us262.6.epil, align 8
  %.15.i.us.us264.6.epil = fmul double %.707.us.us257.6.epil, %.724.us.us263.6.epil
  %scevgep815 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep816 = getelementptr double, double* %scevgep815, i64 2
  store double %.15.i.us.us264.6.epil, double* %scevgep816, align 8
  %.707.us.us257.7.epil = load double, double* %sunkaddr53918, align 8
  %1091 = or i64 %loop.index.138.us.us252.epil433, 7
  %.682.2.us.us259.7.epil = select i1 %1084, i64 %1091, i64 %.682.137.us.us253.epil
  %.722.us.us261.7.epil = add i64 %.682.2.us.us259.7.epil, %.719.us.us260
  %.723.us.us262.7.epil = getelementptr double, double* %.435, i64 %.722.us.us261.7.epil
  %.724.us.us263.7.epil = load double, double* %.723.us.us262.7.epil, align 8
  %.15.i.us.us264.7.epil = fmul double %.707.us.us257.7.epil, %.724.us.us263.7.epil
  %scevgep813 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.us252.epil433
  %scevgep814 = getelementptr double, double* %scevgep813, i64 3
  store double %.15.i.us.us264.7.epil, double* %scevgep814, align 8
  %1092 = add nuw nsw i64 %loop.index.138.us.us252.epil433, 8
  %1093 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv808, i64 1)
  %math1066 = extractvalue { i64, i1 } %1093, 0
  %ov1067 = extractvalue { i64, i1 } %1093, 1
  br i1 %ov1067, label %for.end.1.loopexit298.unr-lcssa, label %for.body.1.us.us251.epil432, !llvm.loop !97

for.end.1.loopexit298.unr-lcssa:                  ; preds = %for.body.1.us.us251.epil432, %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa, %for.body.1.preheader.split.us.split.split.us
  %.682.2.us.us259.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.split.us.split.split.us ], [ %.682.2.us.us259.7.lcssa.ph, %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.us259.7.epil, %for.body.1.us.us251.epil432 ]
  %loop.index.138.us.us252.unr = phi i64 [ 0, %for.body.1.preheader.split.us.split.split.us ], [ %unroll_iter, %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.1.us.us251.epil432 ]
  %.682.137.us.us253.unr = phi i64 [ %.682.046, %for.body.1.preheader.split.us.split.split.us ], [ %.682.2.us.us259.7.lcssa.ph, %for.end.1.loopexit298.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.us259.7.epil, %for.body.1.us.us251.epil432 ]
  %1094 = icmp eq i64 %xtraiter, 0
  br i1 %1094, label %for.end.1, label %for.body.1.us.us251.epil.preheader

for.body.1.us.us251.epil.preheader:               ; preds = %for.end.1.loopexit298.unr-lcssa
  %1095 = icmp ugt i64 %.436.fca.1.load, 1
  br i1 %1095, label %for.body.1.us.us251.epil.us.preheader, label %for.body.1.us.us251.epil.preheader61

for.body.1.us.us251.epil.us.preheader:            ; preds = %for.body.1.us.us251.epil.preheader
  %1096 = add i64 %loop.index.138.us.us252.unr, -1
  br label %for.body.1.us.us251.epil.us

for.body.1.us.us251.epil.preheader61:             ; preds = %for.body.1.us.us251.epil.preheader
  %.722.us.us261.epil = add i64 %.682.137.us.us253.unr, %.719.us.us260
  %scevgep825 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.us252.unr
  br label %for.body.1.us.us251.epil

for.body.1.us.us251.epil.us:                      ; preds = %for.body.1.us.us251.epil.us, %for.body.1.us.us251.epil.us.preheader
  %lsr.iv1062 = phi i64 [ %1096, %for.body.1.us.us251.epil.us.preheader ], [ %lsr.iv.next1063, %for.body.1.us.us251.epil.us ]
  %lsr.iv459.us = phi i64 [ %xtraiter, %for.body.1.us.us251.epil.us.preheader ], [ %lsr.iv.next460.us, %for.body.1.us.us251.epil.us ]
  %sunkaddr1070 = mul i64 %.705.us.us255, 8
  %1097 = bitcast double* %.255 to i8*
  %sunkaddr1071 = getelementptr i8, i8* %1097, i64 %sunkaddr1070
  %1098 = bitcast i8* %sunkaddr1071 to double*
  %.707.us.us257.epil.us = load double, double* %1098, align 8
  %scevgep829 = getelementptr double, double* %lsr.iv409, i64 %lsr.iv1062
  %scevgep830 = getelementptr double, double* %scevgep829, i64 1
  %.724.us.us263.epil.us = load double, double* %scevgep830, align 8
  %.15.i.us.us264.epil.us = fmul double %.707.us.us257.epil.us, %.724.us.us263.epil.us
  %scevgep827 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv1062
  %scevgep828 = getelementptr double, double* %scevgep827, i64 1
  store double %.15.i.us.us264.epil.us, double* %scevgep828, align 8
  %lsr.iv.next460.us = add nsw i64 %lsr.iv459.us, -1
  %lsr.iv.next1063 = add i64 %lsr.iv1062, 1
  %epil.iter325.cmp.not.us = icmp eq i64 %lsr.iv.next460.us, 0
  br i1 %epil.iter325.cmp.not.us, label %for.end.1, label %for.body.1.us.us251.epil.us, !llvm.loop !98

for.body.1.us.us251.epil:                         ; preds = %for.body.1.us.us251.epil, %for.body.1.us.us251.epil.preheader61
  %lsr.iv1058 = phi i64 [ 0, %for.body.1.us.us251.epil.preheader61 ], [ %lsr.iv.next1059, %for.body.1.us.us251.epil ]
  %sunkaddr1072 = mul i64 %.705.us.us255, 8
  %1099 = bitcast double* %.255 to i8*
  %sunkaddr1073 = getelementptr i8, i8* %1099, i64 %sunkaddr1072
  %1100 = bitcast i8* %sunkaddr1073 to double*
  %.707.us.us257.epil = load double, double* %1100, align 8
  %sunkaddr1074 = mul i64 %.722.us.us261.epil, 8
  %1101 = bitcast double* %.435 to i8*
  %sunkaddr1075 = getelementptr i8, i8* %1101, i64 %sunkaddr1074
  %1102 = bitcast i8* %sunkaddr1075 to double*
  %.724.us.us263.epil = load double, double* %1102, align 8
  %.15.i.us.us264.epil = fmul double %.707.us.us257.epil, %.724.us.us263.epil
  %scevgep826 = getelementptr double, double* %scevgep825, i64 %lsr.iv1058
  store double %.15.i.us.us264.epil, double* %scevgep826, align 8
  %lsr.iv.next1059 = add nuw nsw i64 %lsr.iv1058, 1
  %epil.iter325.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next1059
  br i1 %epil.iter325.cmp.not, label %for.end.1, label %for.body.1.us.us251.epil, !llvm.loop !98

for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us, %for.body.1.us.preheader23
  %.682.2.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.preheader23 ], [ %.682.2.us.7.3, %for.body.1.us ]
  %loop.index.138.us.unr406 = phi i64 [ 0, %for.body.1.us.preheader23 ], [ %245, %for.body.1.us ]
  %.682.137.us.unr407 = phi i64 [ %.682.046, %for.body.1.us.preheader23 ], [ %.682.2.us.7.3, %for.body.1.us ]
  %1103 = icmp eq i64 %xtraiter326, 0
  br i1 %1103, label %for.end.1.loopexit299.unr-lcssa, label %for.body.1.us.epil398.preheader

for.body.1.us.epil398.preheader:                  ; preds = %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.1.us.epil398

for.body.1.us.epil398:                            ; preds = %for.body.1.us.epil398.preheader, %for.body.1.us.epil398
  %lsr.iv719 = phi i64 [ %125, %for.body.1.us.epil398.preheader ], [ %math1076, %for.body.1.us.epil398 ]
  %loop.index.138.us.epil399 = phi i64 [ %1112, %for.body.1.us.epil398 ], [ %loop.index.138.us.unr406, %for.body.1.us.epil398.preheader ]
  %.682.137.us.epil = phi i64 [ %.682.2.us.7.epil, %for.body.1.us.epil398 ], [ %.682.137.us.unr407, %for.body.1.us.epil398.preheader ]
  %1104 = icmp ugt i64 %.436.fca.1.load, 1
  %.707.us.epil400 = load double, double* %sunkaddr54116, align 8
  %.682.2.us.epil = select i1 %1104, i64 %loop.index.138.us.epil399, i64 %.682.137.us.epil
  %.722.us.epil401 = add i64 %.682.2.us.epil, %.719.us
  %.723.us.epil402 = getelementptr double, double* %.435, i64 %.722.us.epil401
  %.724.us.epil403 = load double, double* %.723.us.epil402, align 8
  %.15.i.us.epil404 = fmul double %.707.us.epil400, %.724.us.epil403
  %scevgep722 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep723 = getelementptr double, double* %scevgep722, i64 -4
  store double %.15.i.us.epil404, double* %scevgep723, align 8
  %.707.us.1.epil = load double, double* %sunkaddr54116, align 8
  %1105 = or i64 %loop.index.138.us.epil399, 1
  %.682.2.us.1.epil = select i1 %1104, i64 %1105, i64 %.682.137.us.epil
  %.722.us.1.epil = add i64 %.682.2.us.1.epil, %.719.us
  %.723.us.1.epil = getelementptr double, double* %.435, i64 %.722.us.1.epil
  %.724.us.1.epil = load double, double* %.723.us.1.epil, align 8
  %.15.i.us.1.epil = fmul double %.707.us.1.epil, %.724.us.1.epil
  %scevgep728 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -3
  store double %.15.i.us.1.epil, double* %scevgep729, align 8
  %.707.us.2.epil = load double, double* %sunkaddr54116, align 8
  %1106 = or i64 %loop.index.138.us.epil399, 2
  %.682.2.us.2.epil = select i1 %1104, i64 %1106, i64 %.682.137.us.epil
  %.722.us.2.epil = add i64 %.682.2.us.2.epil, %.719.us
  %.723.us.2.epil = getelementptr double, double* %.435, i64 %.722.us.2.epil
  %.724.us.2.epil = load double, double* %.723.us.2.epil, align 8
  %.15.i.us.2.epil = fmul double %.707.us.2.epil, %.724.us.2.epil
  %scevgep730 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -2
  store double %.15.i.us.2.epil, double* %scevgep731, align 8
  %.707.us.3.epil = load double, double* %sunkaddr54116, align 8
  %1107 = or i64 %loop.index.138.us.epil399, 3
  %.682.2.us.3.epil = select i1 %1104, i64 %1107, i64 %.682.137.us.epil
  %.722.us.3.epil = add i64 %.682.2.us.3.epil, %.719.us
  %.723.us.3.epil = getelementptr double, double* %.435, i64 %.722.us.3.epil
  %.724.us.3.epil = load double, double* %.723.us.3.epil, align 8
  %.15.i.us.3.epil = fmul double %.707.us.3.epil, %.724.us.3.epil
  %scevgep732 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -1
  store double %.15.i.us.3.epil, double* %scevgep733, align 8
  %.707.us.4.epil = load double, double* %sunkaddr54116, align 8
  %1108 = or i64 %loop.index.138.us.epil399, 4
  %.682.2.us.4.epil = select i1 %1104, i64 %1108, i64 %.682.137.us.epil
  %.722.us.4.epil = add i64 %.682.2.us.4.epil, %.719.us
  %.723.us.4.epil = getelementptr double, double* %.435, i64 %.722.us.4.epil
  %.724.us.4.epil = load double, double* %.723.us.4.epil, align 8
  %.15.i.us.4.epil = fmul double %.707.us.4.epil, %.724.us.4.epil
  %scevgep721 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  store double %.15.i.us.4.epil, double* %scevgep721, align 8
  %.707.us.5.epil = load double, double* %sunkaddr54116, align 8
  %1109 = or i64 %loop.index.138.us.epil399, 5
  %.682.2.us.5.epil = select i1 %1104, i64 %1109, i64 %.682.137.us.epil
  %.722.us.5.epil = add i64 %.682.2.us.5.epil, %.719.us
  %.723.us.5.epil = getelementptr double, double* %.435, i64 %.722.us.5.epil
  %.724.us.5.epil = load double, double* %.723.us.5.epil, align 8
  %.15.i.us.5.epil = fmul double %.707.us.5.epil, %.724.us.5.epil
  %scevgep734 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep735 = getelementptr double, double* %scevgep734, i64 1
  store double %.15.i.us.5.epil, double* %scevgep735, align 8
  %.707.us.6.epil = load double, double* %sunkaddr54116, align 8
  %1110 = or i64 %loop.index.138.us.epil399, 6
  %.682.2.us.6.epil = select i1 %1104, i64 %1110, i64 %.682.137.us.epil
  %.722.us.6.epil = add i64 %.682.2.us.6.epil, %.719.us
  %.723.us.6.epil = getelementptr double, double* %.435, i64 %.722.us.6.epil
  %.724.us.6.epil = load double, double* %.723.us.6.epil, align 8
  %.15.i.us.6.epil = fmul double %.707.us.6.epil, %.724.us.6.epil
  %scevgep726 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep727 = getelementptr double, double* %scevgep726, i64 2
  store double %.15.i.us.6.epil, double* %scevgep727, align 8
  %.707.us.7.epil = load double, double* %sunkaddr54116, align 8
  %1111 = or i64 %loop.index.138.us.epil399, 7
  %.682.2.us.7.epil = select i1 %1104, i64 %1111, i64 %.682.137.us.epil
  %.722.us.7.epil = add i64 %.682.2.us.7.epil, %.719.us
  %.723.us.7.epil = getelementptr double, double* %.435, i64 %.722.us.7.epil
  %.724.us.7.epil = load double, double* %.723.us.7.epil, align 8
  %.15.i.us.7.epil = fmul double %.707.us.7.epil, %.724.us.7.epil
  %scevgep724 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us.epil399
  %scevgep725 = getelementptr double, double* %scevgep724, i64 3
  store double %.15.i.us.7.epil, double* %scevgep725, align 8
  %1112 = add nuw nsw i64 %loop.index.138.us.epil399, 8
  %1113 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv719, i64 1)
  %math1076 = extractvalue { i64, i1 } %1113, 0
  %ov1077 = extractvalue { i64, i1 } %1113, 1
  br i1 %ov1077, label %for.end.1.loopexit299.unr-lcssa, label %for.body.1.us.epil398, !llvm.loop !99

for.end.1.loopexit299.unr-lcssa:                  ; preds = %for.body.1.us.epil398, %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.preheader
  %.682.2.us.lcssa.ph = phi i64 [ undef, %for.body.1.us.preheader ], [ %.682.2.us.7.lcssa.ph, %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.7.epil, %for.body.1.us.epil398 ]
  %loop.index.138.us.unr = phi i64 [ 0, %for.body.1.us.preheader ], [ %unroll_iter, %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.1.us.epil398 ]
  %.682.137.us.unr = phi i64 [ %.682.046, %for.body.1.us.preheader ], [ %.682.2.us.7.lcssa.ph, %for.end.1.loopexit299.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.7.epil, %for.body.1.us.epil398 ]
  %1114 = icmp eq i64 %xtraiter, 0
  br i1 %1114, label %for.end.1, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit299.unr-lcssa
  %1115 = icmp ugt i64 %.436.fca.1.load, 1
  br i1 %1115, label %for.body.1.us.epil.us.preheader, label %for.body.1.us.epil.preheader64

for.body.1.us.epil.us.preheader:                  ; preds = %for.body.1.us.epil.preheader
  %1116 = add i64 %loop.index.138.us.unr, -1
  %scevgep740 = getelementptr double, double* %.435, i64 %.719.us
  br label %for.body.1.us.epil.us

for.body.1.us.epil.preheader64:                   ; preds = %for.body.1.us.epil.preheader
  %.722.us.epil = add i64 %.682.137.us.unr, %.719.us
  %scevgep736 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us.unr
  br label %for.body.1.us.epil

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.body.1.us.epil.us.preheader
  %lsr.iv969 = phi i64 [ %1116, %for.body.1.us.epil.us.preheader ], [ %lsr.iv.next970, %for.body.1.us.epil.us ]
  %lsr.iv441.us = phi i64 [ %xtraiter, %for.body.1.us.epil.us.preheader ], [ %lsr.iv.next442.us, %for.body.1.us.epil.us ]
  %sunkaddr1080 = mul i64 %.705.us.us255, 8
  %1117 = bitcast double* %.255 to i8*
  %sunkaddr1081 = getelementptr i8, i8* %1117, i64 %sunkaddr1080
  %1118 = bitcast i8* %sunkaddr1081 to double*
  %.707.us.epil.us = load double, double* %1118, align 8
  %scevgep741 = getelementptr double, double* %scevgep740, i64 %lsr.iv969
  %scevgep742 = getelementptr double, double* %scevgep741, i64 1
  %.724.us.epil.us = load double, double* %scevgep742, align 8
  %.15.i.us.epil.us = fmul double %.707.us.epil.us, %.724.us.epil.us
  %scevgep738 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv969
  %scevgep739 = getelementptr double, double* %scevgep738, i64 1
  store double %.15.i.us.epil.us, double* %scevgep739, align 8
  %lsr.iv.next442.us = add nsw i64 %lsr.iv441.us, -1
  %lsr.iv.next970 = add i64 %lsr.iv969, 1
  %epil.iter319.cmp.not.us = icmp eq i64 %lsr.iv.next442.us, 0
  br i1 %epil.iter319.cmp.not.us, label %for.end.1, label %for.body.1.us.epil.us, !llvm.loop !100

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader64
  %lsr.iv965 = phi i64 [ 0, %for.body.1.us.epil.preheader64 ], [ %lsr.iv.next966, %for.body.1.us.epil ]
  %sunkaddr1082 = mul i64 %.705.us.us255, 8
  %1119 = bitcast double* %.255 to i8*
  %sunkaddr1083 = getelementptr i8, i8* %1119, i64 %sunkaddr1082
  %1120 = bitcast i8* %sunkaddr1083 to double*
  %.707.us.epil = load double, double* %1120, align 8
  %sunkaddr1084 = mul i64 %.722.us.epil, 8
  %1121 = bitcast double* %.435 to i8*
  %sunkaddr1085 = getelementptr i8, i8* %1121, i64 %sunkaddr1084
  %1122 = bitcast i8* %sunkaddr1085 to double*
  %.724.us.epil = load double, double* %1122, align 8
  %.15.i.us.epil = fmul double %.707.us.epil, %.724.us.epil
  %scevgep737 = getelementptr double, double* %scevgep736, i64 %lsr.iv965
  store double %.15.i.us.epil, double* %scevgep737, align 8
  %lsr.iv.next966 = add nuw nsw i64 %lsr.iv965, 1
  %epil.iter319.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next966
  br i1 %epil.iter319.cmp.not, label %for.end.1, label %for.body.1.us.epil, !llvm.loop !100

for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us211
  %1123 = add i64 %lsr.iv.next701, -28
  %1124 = add i64 %lsr.iv.next701, -32
  %1125 = add i64 %lsr.iv.next701, -36
  br label %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa

for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us211.preheader343
  %lsr.iv388.lcssa.ph = phi i64 [ undef, %for.body.1.us211.preheader343 ], [ %1125, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.679.2.us221.lcssa.ph359 = phi i64 [ undef, %for.body.1.us211.preheader343 ], [ %.679.2.us221, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.lcssa313.ph = phi i64 [ undef, %for.body.1.us211.preheader343 ], [ %1124, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.682.2.us222.7.lcssa.ph = phi i64 [ undef, %for.body.1.us211.preheader343 ], [ %.682.2.us222.7.3, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv388.unr = phi i64 [ 3, %for.body.1.us211.preheader343 ], [ %1123, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.682.137.us213.unr369 = phi i64 [ %.682.046, %for.body.1.us211.preheader343 ], [ %.682.2.us222.7.3, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.679.136.us214.unr370 = phi i64 [ %.679.045, %for.body.1.us211.preheader343 ], [ %.679.2.us221, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %1126 = icmp eq i64 %xtraiter326, 0
  br i1 %1126, label %for.end.1.loopexit300.unr-lcssa.loopexit, label %for.body.1.us211.epil362.preheader

for.body.1.us211.epil362.preheader:               ; preds = %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa
  %1127 = icmp ugt i64 %.436.fca.0.load, 1
  %1128 = add i64 %lsr.iv388.unr, %.702.us217
  %scevgep832 = getelementptr double, double* %.255, i64 %1128
  br i1 %1127, label %for.body.1.us211.epil362.preheader.split.us, label %for.body.1.us211.epil362.preheader88

for.body.1.us211.epil362.preheader88:             ; preds = %for.body.1.us211.epil362.preheader
  %.719.us223.epil = mul i64 %.679.136.us214.unr370, %.436.fca.1.load
  %scevgep580 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv388.unr
  br label %for.body.1.us211.epil362

for.body.1.us211.epil362.preheader.split.us:      ; preds = %for.body.1.us211.epil362.preheader
  %.719.us223.epil.us66 = mul i64 %loop.index47, %.436.fca.1.load
  %scevgep611 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv388.unr
  br label %for.body.1.us211.epil362.us

for.body.1.us211.epil362.us:                      ; preds = %for.body.1.us211.epil362.us, %for.body.1.us211.epil362.preheader.split.us
  %lsr.iv830.us = phi i64 [ 0, %for.body.1.us211.epil362.preheader.split.us ], [ %lsr.iv.next831.us, %for.body.1.us211.epil362.us ]
  %.682.137.us213.epil.us64 = phi i64 [ %.682.137.us213.unr369, %for.body.1.us211.epil362.preheader.split.us ], [ %.682.2.us222.7.epil.us, %for.body.1.us211.epil362.us ]
  %1129 = icmp ugt i64 %.436.fca.1.load, 1
  %1130 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1131 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1132 = add i64 %1131, -3
  %scevgep609 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -3
  %.707.us220.epil363.us = load double, double* %scevgep610, align 8
  %.682.2.us222.epil.us65 = select i1 %1129, i64 %1132, i64 %.682.137.us213.epil.us64
  %.722.us224.epil364.us = add i64 %.719.us223.epil.us66, %.682.2.us222.epil.us65
  %.723.us225.epil365.us = getelementptr double, double* %.435, i64 %.722.us224.epil364.us
  %.724.us226.epil366.us = load double, double* %.723.us225.epil365.us, align 8
  %.15.i.us227.epil367.us = fmul double %.707.us220.epil363.us, %.724.us226.epil366.us
  %scevgep612 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -3
  store double %.15.i.us227.epil367.us, double* %scevgep613, align 8
  %1133 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1134 = add i64 %1133, -2
  %scevgep607 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -2
  %.707.us220.1.epil.us = load double, double* %scevgep608, align 8
  %.682.2.us222.1.epil.us = select i1 %1129, i64 %1134, i64 %.682.137.us213.epil.us64
  %.722.us224.1.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.1.epil.us
  %.723.us225.1.epil.us = getelementptr double, double* %.435, i64 %.722.us224.1.epil.us
  %.724.us226.1.epil.us = load double, double* %.723.us225.1.epil.us, align 8
  %.15.i.us227.1.epil.us = fmul double %.707.us220.1.epil.us, %.724.us226.1.epil.us
  %scevgep625 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -2
  store double %.15.i.us227.1.epil.us, double* %scevgep626, align 8
  %1135 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1136 = add i64 %1135, -1
  %scevgep605 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -1
  %.707.us220.2.epil.us = load double, double* %scevgep606, align 8
  %.682.2.us222.2.epil.us = select i1 %1129, i64 %1136, i64 %.682.137.us213.epil.us64
  %.722.us224.2.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.2.epil.us
  %.723.us225.2.epil.us = getelementptr double, double* %.435, i64 %.722.us224.2.epil.us
  %.724.us226.2.epil.us = load double, double* %.723.us225.2.epil.us, align 8
  %.15.i.us227.2.epil.us = fmul double %.707.us220.2.epil.us, %.724.us226.2.epil.us
  %scevgep623 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -1
  store double %.15.i.us227.2.epil.us, double* %scevgep624, align 8
  %scevgep604 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %.707.us220.3.epil.us = load double, double* %scevgep604, align 8
  %.682.2.us222.3.epil.us = select i1 %1129, i64 %1130, i64 %.682.137.us213.epil.us64
  %.722.us224.3.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.3.epil.us
  %.723.us225.3.epil.us = getelementptr double, double* %.435, i64 %.722.us224.3.epil.us
  %.724.us226.3.epil.us = load double, double* %.723.us225.3.epil.us, align 8
  %.15.i.us227.3.epil.us = fmul double %.707.us220.3.epil.us, %.724.us226.3.epil.us
  %scevgep614 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  store double %.15.i.us227.3.epil.us, double* %scevgep614, align 8
  %1137 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1138 = add i64 %1137, 1
  %scevgep602 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep603 = getelementptr double, double* %scevgep602, i64 1
  %.707.us220.4.epil.us = load double, double* %scevgep603, align 8
  %.682.2.us222.4.epil.us = select i1 %1129, i64 %1138, i64 %.682.137.us213.epil.us64
  %.722.us224.4.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.4.epil.us
  %.723.us225.4.epil.us = getelementptr double, double* %.435, i64 %.722.us224.4.epil.us
  %.724.us226.4.epil.us = load double, double* %.723.us225.4.epil.us, align 8
  %.15.i.us227.4.epil.us = fmul double %.707.us220.4.epil.us, %.724.us226.4.epil.us
  %scevgep621 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep622 = getelementptr double, double* %scevgep621, i64 1
  store double %.15.i.us227.4.epil.us, double* %scevgep622, align 8
  %1139 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1140 = add i64 %1139, 2
  %scevgep600 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep601 = getelementptr double, double* %scevgep600, i64 2
  %.707.us220.5.epil.us = load double, double* %scevgep601, align 8
  %.682.2.us222.5.epil.us = select i1 %1129, i64 %1140, i64 %.682.137.us213.epil.us64
  %.722.us224.5.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.5.epil.us
  %.723.us225.5.epil.us = getelementptr double, double* %.435, i64 %.722.us224.5.epil.us
  %.724.us226.5.epil.us = load double, double* %.723.us225.5.epil.us, align 8
  %.15.i.us227.5.epil.us = fmul double %.707.us220.5.epil.us, %.724.us226.5.epil.us
  %scevgep619 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep620 = getelementptr double, double* %scevgep619, i64 2
  store double %.15.i.us227.5.epil.us, double* %scevgep620, align 8
  %1141 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1142 = add i64 %1141, 3
  %scevgep598 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep599 = getelementptr double, double* %scevgep598, i64 3
  %.707.us220.6.epil.us = load double, double* %scevgep599, align 8
  %.682.2.us222.6.epil.us = select i1 %1129, i64 %1142, i64 %.682.137.us213.epil.us64
  %.722.us224.6.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.6.epil.us
  %.723.us225.6.epil.us = getelementptr double, double* %.435, i64 %.722.us224.6.epil.us
  %.724.us226.6.epil.us = load double, double* %.723.us225.6.epil.us, align 8
  %.15.i.us227.6.epil.us = fmul double %.707.us220.6.epil.us, %.724.us226.6.epil.us
  %scevgep617 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep618 = getelementptr double, double* %scevgep617, i64 3
  store double %.15.i.us227.6.epil.us, double* %scevgep618, align 8
  %1143 = add i64 %lsr.iv388.unr, %lsr.iv830.us
  %1144 = add i64 %1143, 4
  %scevgep596 = getelementptr double, double* %scevgep832, i64 %lsr.iv830.us
  %scevgep597 = getelementptr double, double* %scevgep596, i64 4
  %.707.us220.7.epil.us = load double, double* %scevgep597, align 8
  %.682.2.us222.7.epil.us = select i1 %1129, i64 %1144, i64 %.682.137.us213.epil.us64
  %.722.us224.7.epil.us = add i64 %.719.us223.epil.us66, %.682.2.us222.7.epil.us
  %.723.us225.7.epil.us = getelementptr double, double* %.435, i64 %.722.us224.7.epil.us
  %.724.us226.7.epil.us = load double, double* %.723.us225.7.epil.us, align 8
  %.15.i.us227.7.epil.us = fmul double %.707.us220.7.epil.us, %.724.us226.7.epil.us
  %scevgep615 = getelementptr double, double* %scevgep611, i64 %lsr.iv830.us
  %scevgep616 = getelementptr double, double* %scevgep615, i64 4
  store double %.15.i.us227.7.epil.us, double* %scevgep616, align 8
  %lsr.iv.next831.us = add nuw nsw i64 %lsr.iv830.us, 8
  %epil.iter368.cmp.not.us = icmp eq i64 %112, %lsr.iv.next831.us
  br i1 %epil.iter368.cmp.not.us, label %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit, label %for.body.1.us211.epil362.us, !llvm.loop !101

for.body.1.us211.epil362:                         ; preds = %for.body.1.us211.epil362.preheader88, %for.body.1.us211.epil362
  %lsr.iv830 = phi i64 [ %lsr.iv.next831, %for.body.1.us211.epil362 ], [ 0, %for.body.1.us211.epil362.preheader88 ]
  %.682.137.us213.epil = phi i64 [ %.682.2.us222.7.epil, %for.body.1.us211.epil362 ], [ %.682.137.us213.unr369, %for.body.1.us211.epil362.preheader88 ]
  %1145 = icmp ugt i64 %.436.fca.1.load, 1
  %1146 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1147 = add i64 %1146, -3
  %scevgep577 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -3
  %.707.us220.epil363 = load double, double* %scevgep578, align 8
  %.682.2.us222.epil = select i1 %1145, i64 %1147, i64 %.682.137.us213.epil
  %.722.us224.epil364 = add i64 %.719.us223.epil, %.682.2.us222.epil
  %.723.us225.epil365 = getelementptr double, double* %.435, i64 %.722.us224.epil364
  %.724.us226.epil366 = load double, double* %.723.us225.epil365, align 8
  %.15.i.us227.epil367 = fmul double %.707.us220.epil363, %.724.us226.epil366
  %scevgep594 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -3
  store double %.15.i.us227.epil367, double* %scevgep595, align 8
  %1148 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1149 = add i64 %1148, -2
  %scevgep575 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -2
  %.707.us220.1.epil = load double, double* %scevgep576, align 8
  %.682.2.us222.1.epil = select i1 %1145, i64 %1149, i64 %.682.137.us213.epil
  %.722.us224.1.epil = add i64 %.719.us223.epil, %.682.2.us222.1.epil
  %.723.us225.1.epil = getelementptr double, double* %.435, i64 %.722.us224.1.epil
  %.724.us226.1.epil = load double, double* %.723.us225.1.epil, align 8
  %.15.i.us227.1.epil = fmul double %.707.us220.1.epil, %.724.us226.1.epil
  %scevgep592 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -2
  store double %.15.i.us227.1.epil, double* %scevgep593, align 8
  %1150 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1151 = add i64 %1150, -1
  %scevgep573 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -1
  %.707.us220.2.epil = load double, double* %scevgep574, align 8
  %.682.2.us222.2.epil = select i1 %1145, i64 %1151, i64 %.682.137.us213.epil
  %.722.us224.2.epil = add i64 %.719.us223.epil, %.682.2.us222.2.epil
  %.723.us225.2.epil = getelementptr double, double* %.435, i64 %.722.us224.2.epil
  %.724.us226.2.epil = load double, double* %.723.us225.2.epil, align 8
  %.15.i.us227.2.epil = fmul double %.707.us220.2.epil, %.724.us226.2.epil
  %scevgep590 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -1
  store double %.15.i.us227.2.epil, double* %scevgep591, align 8
  %scevgep579 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %.707.us220.3.epil = load double, double* %scevgep579, align 8
  %.682.2.us222.3.epil = select i1 %1145, i64 %1146, i64 %.682.137.us213.epil
  %.722.us224.3.epil = add i64 %.719.us223.epil, %.682.2.us222.3.epil
  %.723.us225.3.epil = getelementptr double, double* %.435, i64 %.722.us224.3.epil
  %.724.us226.3.epil = load double, double* %.723.us225.3.epil, align 8
  %.15.i.us227.3.epil = fmul double %.707.us220.3.epil, %.724.us226.3.epil
  %scevgep581 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  store double %.15.i.us227.3.epil, double* %scevgep581, align 8
  %1152 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1153 = add i64 %1152, 1
  %scevgep571 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep572 = getelementptr double, double* %scevgep571, i64 1
  %.707.us220.4.epil = load double, double* %scevgep572, align 8
  %.682.2.us222.4.epil = select i1 %1145, i64 %1153, i64 %.682.137.us213.epil
  %.722.us224.4.epil = add i64 %.719.us223.epil, %.682.2.us222.4.epil
  %.723.us225.4.epil = getelementptr double, double* %.435, i64 %.722.us224.4.epil
  %.724.us226.4.epil = load double, double* %.723.us225.4.epil, align 8
  %.15.i.us227.4.epil = fmul double %.707.us220.4.epil, %.724.us226.4.epil
  %scevgep588 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep589 = getelementptr double, double* %scevgep588, i64 1
  store double %.15.i.us227.4.epil, double* %scevgep589, align 8
  %1154 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1155 = add i64 %1154, 2
  %scevgep569 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep570 = getelementptr double, double* %scevgep569, i64 2
  %.707.us220.5.epil = load double, double* %scevgep570, align 8
  %.682.2.us222.5.epil = select i1 %1145, i64 %1155, i64 %.682.137.us213.epil
  %.722.us224.5.epil = add i64 %.719.us223.epil, %.682.2.us222.5.epil
  %.723.us225.5.epil = getelementptr double, double* %.435, i64 %.722.us224.5.epil
  %.724.us226.5.epil = load double, double* %.723.us225.5.epil, align 8
  %.15.i.us227.5.epil = fmul double %.707.us220.5.epil, %.724.us226.5.epil
  %scevgep586 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep587 = getelementptr double, double* %scevgep586, i64 2
  store double %.15.i.us227.5.epil, double* %scevgep587, align 8
  %1156 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1157 = add i64 %1156, 3
  %scevgep567 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep568 = getelementptr double, double* %scevgep567, i64 3
  %.707.us220.6.epil = load double, double* %scevgep568, align 8
  %.682.2.us222.6.epil = select i1 %1145, i64 %1157, i64 %.682.137.us213.epil
  %.722.us224.6.epil = add i64 %.719.us223.epil, %.682.2.us222.6.epil
  %.723.us225.6.epil = getelementptr double, double* %.435, i64 %.722.us224.6.epil
  %.724.us226.6.epil = load double, double* %.723.us225.6.epil, align 8
  %.15.i.us227.6.epil = fmul double %.707.us220.6.epil, %.724.us226.6.epil
  %scevgep584 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep585 = getelementptr double, double* %scevgep584, i64 3
  store double %.15.i.us227.6.epil, double* %scevgep585, align 8
  %1158 = add i64 %lsr.iv388.unr, %lsr.iv830
  %1159 = add i64 %1158, 4
  %scevgep565 = getelementptr double, double* %scevgep832, i64 %lsr.iv830
  %scevgep566 = getelementptr double, double* %scevgep565, i64 4
  %.707.us220.7.epil = load double, double* %scevgep566, align 8
  %.682.2.us222.7.epil = select i1 %1145, i64 %1159, i64 %.682.137.us213.epil
  %.722.us224.7.epil = add i64 %.719.us223.epil, %.682.2.us222.7.epil
  %.723.us225.7.epil = getelementptr double, double* %.435, i64 %.722.us224.7.epil
  %.724.us226.7.epil = load double, double* %.723.us225.7.epil, align 8
  %.15.i.us227.7.epil = fmul double %.707.us220.7.epil, %.724.us226.7.epil
  %scevgep582 = getelementptr double, double* %scevgep580, i64 %lsr.iv830
  %scevgep583 = getelementptr double, double* %scevgep582, i64 4
  store double %.15.i.us227.7.epil, double* %scevgep583, align 8
  %lsr.iv.next831 = add nuw nsw i64 %lsr.iv830, 8
  %epil.iter368.cmp.not = icmp eq i64 %112, %lsr.iv.next831
  br i1 %epil.iter368.cmp.not, label %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233, label %for.body.1.us211.epil362, !llvm.loop !101

for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit: ; preds = %for.body.1.us211.epil362.us
  %1160 = add i64 %lsr.iv388.unr, %lsr.iv.next831.us
  %1161 = add i64 %1160, -8
  br label %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit

for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233: ; preds = %for.body.1.us211.epil362
  %1162 = add i64 %lsr.iv388.unr, %lsr.iv.next831
  %1163 = add i64 %1162, -8
  br label %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit

for.end.1.loopexit300.unr-lcssa.loopexit.loopexit: ; preds = %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit
  %.lcssa58 = phi i64 [ %1161, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit ], [ %1163, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233 ]
  %.679.2.us221.epil.lcssa = phi i64 [ %loop.index47, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit ], [ %.679.136.us214.unr370, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233 ]
  %.682.2.us222.7.epil.lcssa = phi i64 [ %.682.2.us222.7.epil.us, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit ], [ %.682.2.us222.7.epil, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit.loopexit233 ]
  %1164 = add i64 %lsr.iv388.unr, -4
  %1165 = add i64 %1164, %112
  br label %for.end.1.loopexit300.unr-lcssa.loopexit

for.end.1.loopexit300.unr-lcssa.loopexit:         ; preds = %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv388.lcssa = phi i64 [ %lsr.iv388.lcssa.ph, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa ], [ %.lcssa58, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit ]
  %.679.2.us221.lcssa = phi i64 [ %.679.2.us221.lcssa.ph359, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa ], [ %.679.2.us221.epil.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit ]
  %.lcssa313 = phi i64 [ %.lcssa313.ph, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa ], [ %1165, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit ]
  %.682.2.us222.7.lcssa = phi i64 [ %.682.2.us222.7.lcssa.ph, %for.end.1.loopexit300.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us222.7.epil.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit.loopexit ]
  %1166 = add i64 %lsr.iv388.lcssa, 5
  br label %for.end.1.loopexit300.unr-lcssa

for.end.1.loopexit300.unr-lcssa:                  ; preds = %for.end.1.loopexit300.unr-lcssa.loopexit, %for.body.1.us211.preheader
  %loop.index.138.us212.lcssa.ph = phi i64 [ undef, %for.body.1.us211.preheader ], [ %.lcssa313, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %.679.2.us221.lcssa.ph = phi i64 [ undef, %for.body.1.us211.preheader ], [ %.679.2.us221.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %.682.2.us222.lcssa.ph = phi i64 [ undef, %for.body.1.us211.preheader ], [ %.682.2.us222.7.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %loop.index.138.us212.unr = phi i64 [ 0, %for.body.1.us211.preheader ], [ %1166, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %.682.137.us213.unr = phi i64 [ %.682.046, %for.body.1.us211.preheader ], [ %.682.2.us222.7.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %.679.136.us214.unr = phi i64 [ %.679.045, %for.body.1.us211.preheader ], [ %.679.2.us221.lcssa, %for.end.1.loopexit300.unr-lcssa.loopexit ]
  %1167 = icmp eq i64 %xtraiter, 0
  br i1 %1167, label %for.end.1, label %for.body.1.us211.epil.preheader

for.body.1.us211.epil.preheader:                  ; preds = %for.end.1.loopexit300.unr-lcssa
  %1168 = icmp ugt i64 %.436.fca.0.load, 1
  %scevgep421 = getelementptr double, double* %.255, i64 %.702.us217
  br i1 %1168, label %for.body.1.us211.epil.preheader.split.us, label %for.body.1.us211.epil.preheader.split

for.body.1.us211.epil.preheader.split.us:         ; preds = %for.body.1.us211.epil.preheader
  %1169 = icmp ugt i64 %.436.fca.1.load, 1
  %.719.us223.epil.us = mul i64 %loop.index47, %.436.fca.1.load
  br i1 %1169, label %for.body.1.us211.epil.us.us.preheader, label %for.body.1.us211.epil.us.preheader

for.body.1.us211.epil.us.us.preheader:            ; preds = %for.body.1.us211.epil.preheader.split.us
  %1170 = add i64 %loop.index.138.us212.unr, -1
  br label %for.body.1.us211.epil.us.us

for.body.1.us211.epil.us.preheader:               ; preds = %for.body.1.us211.epil.preheader.split.us
  %.722.us224.epil.us = add i64 %.682.137.us213.unr, %.719.us223.epil.us
  %scevgep640 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us212.unr
  %1171 = add i64 %loop.index.138.us212.unr, %.702.us217
  %scevgep642 = getelementptr double, double* %.255, i64 %1171
  br label %for.body.1.us211.epil.us

for.body.1.us211.epil.us.us:                      ; preds = %for.body.1.us211.epil.us.us.preheader, %for.body.1.us211.epil.us.us
  %lsr.iv646 = phi i64 [ %1170, %for.body.1.us211.epil.us.us.preheader ], [ %lsr.iv.next647, %for.body.1.us211.epil.us.us ]
  %lsr.iv644 = phi i64 [ %xtraiter, %for.body.1.us211.epil.us.us.preheader ], [ %lsr.iv.next645, %for.body.1.us211.epil.us.us ]
  %scevgep652 = getelementptr double, double* %scevgep421, i64 %lsr.iv646
  %scevgep653 = getelementptr double, double* %scevgep652, i64 1
  %.707.us220.epil.us.us = load double, double* %scevgep653, align 8
  %scevgep648 = getelementptr double, double* %lsr.iv409, i64 %lsr.iv646
  %scevgep649 = getelementptr double, double* %scevgep648, i64 1
  %.724.us226.epil.us.us = load double, double* %scevgep649, align 8
  %.15.i.us227.epil.us.us = fmul double %.707.us220.epil.us.us, %.724.us226.epil.us.us
  %scevgep650 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv646
  %scevgep651 = getelementptr double, double* %scevgep650, i64 1
  store double %.15.i.us227.epil.us.us, double* %scevgep651, align 8
  %lsr.iv.next645 = add nsw i64 %lsr.iv644, -1
  %lsr.iv.next647 = add i64 %lsr.iv646, 1
  %epil.iter311.cmp.not.us.us = icmp eq i64 %lsr.iv.next645, 0
  br i1 %epil.iter311.cmp.not.us.us, label %for.end.1.loopexit524, label %for.body.1.us211.epil.us.us, !llvm.loop !102

for.body.1.us211.epil.us:                         ; preds = %for.body.1.us211.epil.us.preheader, %for.body.1.us211.epil.us
  %lsr.iv638 = phi i64 [ 0, %for.body.1.us211.epil.us.preheader ], [ %lsr.iv.next639, %for.body.1.us211.epil.us ]
  %scevgep643 = getelementptr double, double* %scevgep642, i64 %lsr.iv638
  %.707.us220.epil.us = load double, double* %scevgep643, align 8
  %sunkaddr1086 = mul i64 %.722.us224.epil.us, 8
  %1172 = bitcast double* %.435 to i8*
  %sunkaddr1087 = getelementptr i8, i8* %1172, i64 %sunkaddr1086
  %1173 = bitcast i8* %sunkaddr1087 to double*
  %.724.us226.epil.us = load double, double* %1173, align 8
  %.15.i.us227.epil.us = fmul double %.707.us220.epil.us, %.724.us226.epil.us
  %scevgep641 = getelementptr double, double* %scevgep640, i64 %lsr.iv638
  store double %.15.i.us227.epil.us, double* %scevgep641, align 8
  %lsr.iv.next639 = add nuw nsw i64 %lsr.iv638, 1
  %epil.iter311.cmp.not.us = icmp eq i64 %xtraiter, %lsr.iv.next639
  br i1 %epil.iter311.cmp.not.us, label %for.end.1.loopexit524, label %for.body.1.us211.epil.us, !llvm.loop !102

for.body.1.us211.epil.preheader.split:            ; preds = %for.body.1.us211.epil.preheader
  %1174 = icmp ugt i64 %.436.fca.1.load, 1
  %.719.us223.epil.us49 = mul i64 %.679.136.us214.unr, %.436.fca.1.load
  br i1 %1174, label %for.body.1.us211.epil.us42.preheader, label %for.body.1.us211.epil.preheader68

for.body.1.us211.epil.us42.preheader:             ; preds = %for.body.1.us211.epil.preheader.split
  %1175 = add i64 %loop.index.138.us212.unr, -1
  %scevgep633 = getelementptr double, double* %.435, i64 %.719.us223.epil.us49
  br label %for.body.1.us211.epil.us42

for.body.1.us211.epil.preheader68:                ; preds = %for.body.1.us211.epil.preheader.split
  %.722.us224.epil = add i64 %.719.us223.epil.us49, %.682.137.us213.unr
  %1176 = add i64 %loop.index.138.us212.unr, -1
  br label %for.body.1.us211.epil

for.body.1.us211.epil.us42:                       ; preds = %for.body.1.us211.epil.us42, %for.body.1.us211.epil.us42.preheader
  %lsr.iv870 = phi i64 [ %1175, %for.body.1.us211.epil.us42.preheader ], [ %lsr.iv.next871, %for.body.1.us211.epil.us42 ]
  %lsr.iv423.us43 = phi i64 [ %xtraiter, %for.body.1.us211.epil.us42.preheader ], [ %lsr.iv.next424.us56, %for.body.1.us211.epil.us42 ]
  %scevgep636 = getelementptr double, double* %scevgep421, i64 %lsr.iv870
  %scevgep637 = getelementptr double, double* %scevgep636, i64 1
  %.707.us220.epil.us47 = load double, double* %scevgep637, align 8
  %scevgep634 = getelementptr double, double* %scevgep633, i64 %lsr.iv870
  %scevgep635 = getelementptr double, double* %scevgep634, i64 1
  %.724.us226.epil.us52 = load double, double* %scevgep635, align 8
  %.15.i.us227.epil.us53 = fmul double %.707.us220.epil.us47, %.724.us226.epil.us52
  %scevgep631 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv870
  %scevgep632 = getelementptr double, double* %scevgep631, i64 1
  store double %.15.i.us227.epil.us53, double* %scevgep632, align 8
  %lsr.iv.next424.us56 = add nsw i64 %lsr.iv423.us43, -1
  %lsr.iv.next871 = add i64 %lsr.iv870, 1
  %epil.iter311.cmp.not.us57 = icmp eq i64 %lsr.iv.next424.us56, 0
  br i1 %epil.iter311.cmp.not.us57, label %for.end.1, label %for.body.1.us211.epil.us42, !llvm.loop !102

for.body.1.us211.epil:                            ; preds = %for.body.1.us211.epil, %for.body.1.us211.epil.preheader68
  %lsr.iv864 = phi i64 [ %1176, %for.body.1.us211.epil.preheader68 ], [ %lsr.iv.next865, %for.body.1.us211.epil ]
  %lsr.iv423 = phi i64 [ %xtraiter, %for.body.1.us211.epil.preheader68 ], [ %lsr.iv.next424, %for.body.1.us211.epil ]
  %scevgep629 = getelementptr double, double* %scevgep421, i64 %lsr.iv864
  %scevgep630 = getelementptr double, double* %scevgep629, i64 1
  %.707.us220.epil = load double, double* %scevgep630, align 8
  %sunkaddr1088 = mul i64 %.722.us224.epil, 8
  %1177 = bitcast double* %.435 to i8*
  %sunkaddr1089 = getelementptr i8, i8* %1177, i64 %sunkaddr1088
  %1178 = bitcast i8* %sunkaddr1089 to double*
  %.724.us226.epil = load double, double* %1178, align 8
  %.15.i.us227.epil = fmul double %.707.us220.epil, %.724.us226.epil
  %scevgep627 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv864
  %scevgep628 = getelementptr double, double* %scevgep627, i64 1
  store double %.15.i.us227.epil, double* %scevgep628, align 8
  %lsr.iv.next424 = add nsw i64 %lsr.iv423, -1
  %lsr.iv.next865 = add i64 %lsr.iv864, 1
  %epil.iter311.cmp.not = icmp eq i64 %lsr.iv.next424, 0
  br i1 %epil.iter311.cmp.not, label %for.end.1, label %for.body.1.us211.epil, !llvm.loop !102

for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us232, %for.body.1.us232.preheader
  %.682.2.us241.7.lcssa.ph = phi i64 [ undef, %for.body.1.us232.preheader ], [ %.682.2.us241.7.3, %for.body.1.us232 ]
  %loop.index.138.us233.unr335 = phi i64 [ 0, %for.body.1.us232.preheader ], [ %1045, %for.body.1.us232 ]
  %.682.137.us234.unr336 = phi i64 [ %.682.046, %for.body.1.us232.preheader ], [ %.682.2.us241.7.3, %for.body.1.us232 ]
  %1179 = icmp eq i64 %xtraiter326, 0
  br i1 %1179, label %for.end.1.loopexit301.unr-lcssa, label %for.body.1.us232.epil327.preheader

for.body.1.us232.epil327.preheader:               ; preds = %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa
  %1180 = icmp ugt i64 %.436.fca.1.load, 1
  br i1 %1180, label %for.body.1.us232.epil327.us.preheader, label %for.body.1.us232.epil327.preheader92

for.body.1.us232.epil327.us.preheader:            ; preds = %for.body.1.us232.epil327.preheader
  br label %for.body.1.us232.epil327.us

for.body.1.us232.epil327.preheader92:             ; preds = %for.body.1.us232.epil327.preheader
  %.722.us243.epil330 = add i64 %.682.137.us234.unr336, %.719.us242
  %scevgep382 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.unr335
  br label %for.body.1.us232.epil327

for.body.1.us232.epil327.us:                      ; preds = %for.body.1.us232.epil327.us.preheader, %for.body.1.us232.epil327.us
  %lsr.iv407 = phi i64 [ %125, %for.body.1.us232.epil327.us.preheader ], [ %math1090, %for.body.1.us232.epil327.us ]
  %loop.index.138.us233.epil328.us = phi i64 [ %1188, %for.body.1.us232.epil327.us ], [ %loop.index.138.us233.unr335, %for.body.1.us232.epil327.us.preheader ]
  %.707.us239.epil329.us = load double, double* %sunkaddr54314, align 8
  %scevgep412 = getelementptr double, double* %lsr.iv409, i64 %loop.index.138.us233.epil328.us
  %.724.us245.epil332.us = load double, double* %scevgep412, align 8
  %.15.i.us246.epil333.us = fmul double %.707.us239.epil329.us, %.724.us245.epil332.us
  %scevgep414 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -4
  store double %.15.i.us246.epil333.us, double* %scevgep415, align 8
  %.707.us239.1.epil.us = load double, double* %sunkaddr54314, align 8
  %1181 = or i64 %loop.index.138.us233.epil328.us, 1
  %.722.us243.1.epil.us = add i64 %1181, %.719.us242
  %.723.us244.1.epil.us = getelementptr double, double* %.435, i64 %.722.us243.1.epil.us
  %.724.us245.1.epil.us = load double, double* %.723.us244.1.epil.us, align 8
  %.15.i.us246.1.epil.us = fmul double %.707.us239.1.epil.us, %.724.us245.1.epil.us
  %scevgep418 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -3
  store double %.15.i.us246.1.epil.us, double* %scevgep419, align 8
  %.707.us239.2.epil.us = load double, double* %sunkaddr54314, align 8
  %1182 = or i64 %loop.index.138.us233.epil328.us, 2
  %.722.us243.2.epil.us = add i64 %1182, %.719.us242
  %.723.us244.2.epil.us = getelementptr double, double* %.435, i64 %.722.us243.2.epil.us
  %.724.us245.2.epil.us = load double, double* %.723.us244.2.epil.us, align 8
  %.15.i.us246.2.epil.us = fmul double %.707.us239.2.epil.us, %.724.us245.2.epil.us
  %scevgep420 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep422 = getelementptr double, double* %scevgep420, i64 -2
  store double %.15.i.us246.2.epil.us, double* %scevgep422, align 8
  %.707.us239.3.epil.us = load double, double* %sunkaddr54314, align 8
  %1183 = or i64 %loop.index.138.us233.epil328.us, 3
  %.722.us243.3.epil.us = add i64 %1183, %.719.us242
  %.723.us244.3.epil.us = getelementptr double, double* %.435, i64 %.722.us243.3.epil.us
  %.724.us245.3.epil.us = load double, double* %.723.us244.3.epil.us, align 8
  %.15.i.us246.3.epil.us = fmul double %.707.us239.3.epil.us, %.724.us245.3.epil.us
  %scevgep423 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -1
  store double %.15.i.us246.3.epil.us, double* %scevgep424, align 8
  %.707.us239.4.epil.us = load double, double* %sunkaddr54314, align 8
  %1184 = or i64 %loop.index.138.us233.epil328.us, 4
  %.722.us243.4.epil.us = add i64 %1184, %.719.us242
  %.723.us244.4.epil.us = getelementptr double, double* %.435, i64 %.722.us243.4.epil.us
  %.724.us245.4.epil.us = load double, double* %.723.us244.4.epil.us, align 8
  %.15.i.us246.4.epil.us = fmul double %.707.us239.4.epil.us, %.724.us245.4.epil.us
  %scevgep413 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  store double %.15.i.us246.4.epil.us, double* %scevgep413, align 8
  %.707.us239.5.epil.us = load double, double* %sunkaddr54314, align 8
  %1185 = or i64 %loop.index.138.us233.epil328.us, 5
  %.722.us243.5.epil.us = add i64 %1185, %.719.us242
  %.723.us244.5.epil.us = getelementptr double, double* %.435, i64 %.722.us243.5.epil.us
  %.724.us245.5.epil.us = load double, double* %.723.us244.5.epil.us, align 8
  %.15.i.us246.5.epil.us = fmul double %.707.us239.5.epil.us, %.724.us245.5.epil.us
  %scevgep427 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep428 = getelementptr double, double* %scevgep427, i64 1
  store double %.15.i.us246.5.epil.us, double* %scevgep428, align 8
  %.707.us239.6.epil.us = load double, double* %sunkaddr54314, align 8
  %1186 = or i64 %loop.index.138.us233.epil328.us, 6
  %.722.us243.6.epil.us = add i64 %1186, %.719.us242
  %.723.us244.6.epil.us = getelementptr double, double* %.435, i64 %.722.us243.6.epil.us
  %.724.us245.6.epil.us = load double, double* %.723.us244.6.epil.us, align 8
  %.15.i.us246.6.epil.us = fmul double %.707.us239.6.epil.us, %.724.us245.6.epil.us
  %scevgep425 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep426 = getelementptr double, double* %scevgep425, i64 2
  store double %.15.i.us246.6.epil.us, double* %scevgep426, align 8
  %.707.us239.7.epil.us = load double, double* %sunkaddr54314, align 8
  %1187 = or i64 %loop.index.138.us233.epil328.us, 7
  %.722.us243.7.epil.us = add i64 %1187, %.719.us242
  %.723.us244.7.epil.us = getelementptr double, double* %.435, i64 %.722.us243.7.epil.us
  %.724.us245.7.epil.us = load double, double* %.723.us244.7.epil.us, align 8
  %.15.i.us246.7.epil.us = fmul double %.707.us239.7.epil.us, %.724.us245.7.epil.us
  %scevgep416 = getelementptr double, double* %lsr.iv379, i64 %loop.index.138.us233.epil328.us
  %scevgep417 = getelementptr double, double* %scevgep416, i64 3
  store double %.15.i.us246.7.epil.us, double* %scevgep417, align 8
  %1188 = add nuw nsw i64 %loop.index.138.us233.epil328.us, 8
  %1189 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv407, i64 1)
  %math1090 = extractvalue { i64, i1 } %1189, 0
  %ov1091 = extractvalue { i64, i1 } %1189, 1
  br i1 %ov1091, label %for.end.1.loopexit301.unr-lcssa, label %for.body.1.us232.epil327.us, !llvm.loop !103

for.body.1.us232.epil327:                         ; preds = %for.body.1.us232.epil327.preheader92, %for.body.1.us232.epil327
  %lsr.iv376 = phi i64 [ 0, %for.body.1.us232.epil327.preheader92 ], [ %lsr.iv.next377, %for.body.1.us232.epil327 ]
  %1190 = bitcast double* %scevgep382 to i8*
  %.707.us239.epil329 = load double, double* %sunkaddr54314, align 8
  %sunkaddr1094 = mul i64 %.722.us243.epil330, 8
  %1191 = bitcast double* %.435 to i8*
  %sunkaddr1095 = getelementptr i8, i8* %1191, i64 %sunkaddr1094
  %1192 = bitcast i8* %sunkaddr1095 to double*
  %.724.us245.epil332 = load double, double* %1192, align 8
  %.15.i.us246.epil333 = fmul double %.707.us239.epil329, %.724.us245.epil332
  %uglygep385 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep385386 = bitcast i8* %uglygep385 to double*
  %scevgep388 = getelementptr double, double* %uglygep385386, i64 -4
  store double %.15.i.us246.epil333, double* %scevgep388, align 8
  %.707.us239.1.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.1.epil = load double, double* %1192, align 8
  %.15.i.us246.1.epil = fmul double %.707.us239.1.epil, %.724.us245.1.epil
  %uglygep392 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -3
  store double %.15.i.us246.1.epil, double* %scevgep394, align 8
  %.707.us239.2.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.2.epil = load double, double* %1192, align 8
  %.15.i.us246.2.epil = fmul double %.707.us239.2.epil, %.724.us245.2.epil
  %uglygep395 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -2
  store double %.15.i.us246.2.epil, double* %scevgep397, align 8
  %.707.us239.3.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.3.epil = load double, double* %1192, align 8
  %.15.i.us246.3.epil = fmul double %.707.us239.3.epil, %.724.us245.3.epil
  %uglygep398 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep398399 = bitcast i8* %uglygep398 to double*
  %scevgep400 = getelementptr double, double* %uglygep398399, i64 -1
  store double %.15.i.us246.3.epil, double* %scevgep400, align 8
  %.707.us239.4.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.4.epil = load double, double* %1192, align 8
  %.15.i.us246.4.epil = fmul double %.707.us239.4.epil, %.724.us245.4.epil
  %uglygep = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep384 = bitcast i8* %uglygep to double*
  store double %.15.i.us246.4.epil, double* %uglygep384, align 8
  %.707.us239.5.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.5.epil = load double, double* %1192, align 8
  %.15.i.us246.5.epil = fmul double %.707.us239.5.epil, %.724.us245.5.epil
  %uglygep404 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep404405 = bitcast i8* %uglygep404 to double*
  %scevgep406 = getelementptr double, double* %uglygep404405, i64 1
  store double %.15.i.us246.5.epil, double* %scevgep406, align 8
  %.707.us239.6.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.6.epil = load double, double* %1192, align 8
  %.15.i.us246.6.epil = fmul double %.707.us239.6.epil, %.724.us245.6.epil
  %uglygep401 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep401402 = bitcast i8* %uglygep401 to double*
  %scevgep403 = getelementptr double, double* %uglygep401402, i64 2
  store double %.15.i.us246.6.epil, double* %scevgep403, align 8
  %.707.us239.7.epil = load double, double* %sunkaddr54314, align 8
  %.724.us245.7.epil = load double, double* %1192, align 8
  %.15.i.us246.7.epil = fmul double %.707.us239.7.epil, %.724.us245.7.epil
  %uglygep389 = getelementptr i8, i8* %1190, i64 %lsr.iv376
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 3
  store double %.15.i.us246.7.epil, double* %scevgep391, align 8
  %lsr.iv.next377 = add nuw nsw i64 %lsr.iv376, 64
  %epil.iter334.cmp.not = icmp eq i64 %124, %lsr.iv.next377
  br i1 %epil.iter334.cmp.not, label %for.end.1.loopexit301.unr-lcssa, label %for.body.1.us232.epil327, !llvm.loop !103

for.end.1.loopexit301.unr-lcssa:                  ; preds = %for.body.1.us232.epil327, %for.body.1.us232.epil327.us, %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa, %for.body.1.preheader.split.split.split.us
  %.682.2.us241.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.split.split.split.us ], [ %.682.2.us241.7.lcssa.ph, %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa ], [ %1187, %for.body.1.us232.epil327.us ], [ %.682.137.us234.unr336, %for.body.1.us232.epil327 ]
  %loop.index.138.us233.unr = phi i64 [ 0, %for.body.1.preheader.split.split.split.us ], [ %unroll_iter, %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.1.us232.epil327.us ], [ %unroll_iter, %for.body.1.us232.epil327 ]
  %.682.137.us234.unr = phi i64 [ %.682.046, %for.body.1.preheader.split.split.split.us ], [ %.682.2.us241.7.lcssa.ph, %for.end.1.loopexit301.unr-lcssa.loopexit.unr-lcssa ], [ %1187, %for.body.1.us232.epil327.us ], [ %.682.137.us234.unr336, %for.body.1.us232.epil327 ]
  %1193 = icmp eq i64 %xtraiter, 0
  br i1 %1193, label %for.end.1, label %for.body.1.us232.epil.preheader

for.body.1.us232.epil.preheader:                  ; preds = %for.end.1.loopexit301.unr-lcssa
  %1194 = icmp ugt i64 %.436.fca.1.load, 1
  br i1 %1194, label %for.body.1.us232.epil.us.preheader, label %for.body.1.us232.epil.preheader71

for.body.1.us232.epil.us.preheader:               ; preds = %for.body.1.us232.epil.preheader
  %1195 = add i64 %loop.index.138.us233.unr, -1
  br label %for.body.1.us232.epil.us

for.body.1.us232.epil.preheader71:                ; preds = %for.body.1.us232.epil.preheader
  %.722.us243.epil = add i64 %.682.137.us234.unr, %.719.us242
  %scevgep429 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.us233.unr
  br label %for.body.1.us232.epil

for.body.1.us232.epil.us:                         ; preds = %for.body.1.us232.epil.us, %for.body.1.us232.epil.us.preheader
  %lsr.iv691 = phi i64 [ %1195, %for.body.1.us232.epil.us.preheader ], [ %lsr.iv.next692, %for.body.1.us232.epil.us ]
  %lsr.iv385.us = phi i64 [ %xtraiter, %for.body.1.us232.epil.us.preheader ], [ %lsr.iv.next386.us, %for.body.1.us232.epil.us ]
  %sunkaddr1096 = mul i64 %.705.us237, 8
  %1196 = bitcast double* %.255 to i8*
  %sunkaddr1097 = getelementptr i8, i8* %1196, i64 %sunkaddr1096
  %1197 = bitcast i8* %sunkaddr1097 to double*
  %.707.us239.epil.us = load double, double* %1197, align 8
  %scevgep433 = getelementptr double, double* %lsr.iv409, i64 %lsr.iv691
  %scevgep434 = getelementptr double, double* %scevgep433, i64 1
  %.724.us245.epil.us = load double, double* %scevgep434, align 8
  %.15.i.us246.epil.us = fmul double %.707.us239.epil.us, %.724.us245.epil.us
  %scevgep431 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv691
  %scevgep432 = getelementptr double, double* %scevgep431, i64 1
  store double %.15.i.us246.epil.us, double* %scevgep432, align 8
  %lsr.iv.next386.us = add nsw i64 %lsr.iv385.us, -1
  %lsr.iv.next692 = add i64 %lsr.iv691, 1
  %epil.iter305.cmp.not.us = icmp eq i64 %lsr.iv.next386.us, 0
  br i1 %epil.iter305.cmp.not.us, label %for.end.1, label %for.body.1.us232.epil.us, !llvm.loop !104

for.body.1.us232.epil:                            ; preds = %for.body.1.us232.epil, %for.body.1.us232.epil.preheader71
  %lsr.iv687 = phi i64 [ 0, %for.body.1.us232.epil.preheader71 ], [ %lsr.iv.next688, %for.body.1.us232.epil ]
  %sunkaddr1098 = mul i64 %.705.us237, 8
  %1198 = bitcast double* %.255 to i8*
  %sunkaddr1099 = getelementptr i8, i8* %1198, i64 %sunkaddr1098
  %1199 = bitcast i8* %sunkaddr1099 to double*
  %.707.us239.epil = load double, double* %1199, align 8
  %sunkaddr1100 = mul i64 %.722.us243.epil, 8
  %1200 = bitcast double* %.435 to i8*
  %sunkaddr1101 = getelementptr i8, i8* %1200, i64 %sunkaddr1100
  %1201 = bitcast i8* %sunkaddr1101 to double*
  %.724.us245.epil = load double, double* %1201, align 8
  %.15.i.us246.epil = fmul double %.707.us239.epil, %.724.us245.epil
  %scevgep430 = getelementptr double, double* %scevgep429, i64 %lsr.iv687
  store double %.15.i.us246.epil, double* %scevgep430, align 8
  %lsr.iv.next688 = add nuw nsw i64 %lsr.iv687, 1
  %epil.iter305.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next688
  br i1 %epil.iter305.cmp.not, label %for.end.1, label %for.body.1.us232.epil, !llvm.loop !104

for.end.1.loopexit302.unr-lcssa:                  ; preds = %for.body.1, %for.body.1.us33, %middle.block244, %middle.block, %for.body.1.preheader273
  %.682.2.lcssa.ph = phi i64 [ undef, %for.body.1.preheader273 ], [ %630, %middle.block ], [ %.682.046, %middle.block244 ], [ %lsr.iv.next563, %for.body.1.us33 ], [ %.682.046, %for.body.1 ]
  %loop.index.138.unr = phi i64 [ 0, %for.body.1.preheader273 ], [ %unroll_iter, %middle.block ], [ %unroll_iter, %middle.block244 ], [ %unroll_iter, %for.body.1.us33 ], [ %unroll_iter, %for.body.1 ]
  %.682.137.unr = phi i64 [ %.682.046, %for.body.1.preheader273 ], [ %630, %middle.block ], [ %.682.046, %middle.block244 ], [ %lsr.iv.next563, %for.body.1.us33 ], [ %.682.046, %for.body.1 ]
  %1202 = icmp eq i64 %xtraiter, 0
  br i1 %1202, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit302.unr-lcssa
  %1203 = icmp ugt i64 %.436.fca.1.load, 1
  br i1 %1203, label %for.body.1.epil.us.preheader, label %for.body.1.epil.preheader74

for.body.1.epil.us.preheader:                     ; preds = %for.body.1.epil.preheader
  %1204 = add i64 %loop.index.138.unr, -1
  %scevgep301 = getelementptr double, double* %.435, i64 %.719
  br label %for.body.1.epil.us

for.body.1.epil.preheader74:                      ; preds = %for.body.1.epil.preheader
  %.722.epil = add i64 %.682.137.unr, %.719
  %scevgep297 = getelementptr double, double* %lsr.iv244, i64 %loop.index.138.unr
  br label %for.body.1.epil

for.body.1.epil.us:                               ; preds = %for.body.1.epil.us, %for.body.1.epil.us.preheader
  %lsr.iv599 = phi i64 [ %1204, %for.body.1.epil.us.preheader ], [ %lsr.iv.next, %for.body.1.epil.us ]
  %lsr.iv368.us = phi i64 [ %xtraiter, %for.body.1.epil.us.preheader ], [ %lsr.iv.next.us, %for.body.1.epil.us ]
  %sunkaddr1102 = mul i64 %.705.us237, 8
  %1205 = bitcast double* %.255 to i8*
  %sunkaddr1103 = getelementptr i8, i8* %1205, i64 %sunkaddr1102
  %1206 = bitcast i8* %sunkaddr1103 to double*
  %.707.epil.us = load double, double* %1206, align 8
  %scevgep302 = getelementptr double, double* %scevgep301, i64 %lsr.iv599
  %scevgep303 = getelementptr double, double* %scevgep302, i64 1
  %.724.epil.us = load double, double* %scevgep303, align 8
  %.15.i.epil.us = fmul double %.707.epil.us, %.724.epil.us
  %scevgep299 = getelementptr double, double* %lsr.iv244, i64 %lsr.iv599
  %scevgep300 = getelementptr double, double* %scevgep299, i64 1
  store double %.15.i.epil.us, double* %scevgep300, align 8
  %lsr.iv.next.us = add nsw i64 %lsr.iv368.us, -1
  %lsr.iv.next = add i64 %lsr.iv599, 1
  %epil.iter.cmp.not.us = icmp eq i64 %lsr.iv.next.us, 0
  br i1 %epil.iter.cmp.not.us, label %for.end.1, label %for.body.1.epil.us, !llvm.loop !105

for.body.1.epil:                                  ; preds = %for.body.1.epil, %for.body.1.epil.preheader74
  %lsr.iv595 = phi i64 [ 0, %for.body.1.epil.preheader74 ], [ %lsr.iv.next596, %for.body.1.epil ]
  %sunkaddr1104 = mul i64 %.705.us237, 8
  %1207 = bitcast double* %.255 to i8*
  %sunkaddr1105 = getelementptr i8, i8* %1207, i64 %sunkaddr1104
  %1208 = bitcast i8* %sunkaddr1105 to double*
  %.707.epil = load double, double* %1208, align 8
  %sunkaddr1106 = mul i64 %.722.epil, 8
  %1209 = bitcast double* %.435 to i8*
  %sunkaddr1107 = getelementptr i8, i8* %1209, i64 %sunkaddr1106
  %1210 = bitcast i8* %sunkaddr1107 to double*
  %.724.epil = load double, double* %1210, align 8
  %.15.i.epil = fmul double %.707.epil, %.724.epil
  %scevgep298 = getelementptr double, double* %scevgep297, i64 %lsr.iv595
  store double %.15.i.epil, double* %scevgep298, align 8
  %lsr.iv.next596 = add nuw nsw i64 %lsr.iv595, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next596
  br i1 %epil.iter.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !105

for.end.1.loopexit:                               ; preds = %for.body.1.us.us.epil.us, %for.body.1.us.us.epil.us.us
  %.682.2.us.us.epil.us.lcssa = phi i64 [ %lsr.iv.next1020, %for.body.1.us.us.epil.us.us ], [ %.682.137.us.us.unr, %for.body.1.us.us.epil.us ]
  %1211 = sub i64 %loop.index.138.us.us.unr, %113
  br label %for.end.1

for.end.1.loopexit516:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.us67
  %.682.2.us.us.epil.lcssa = phi i64 [ %lsr.iv.next1003, %for.body.1.us.us.epil.us67 ], [ %.682.137.us.us.unr, %for.body.1.us.us.epil ]
  %1212 = sub i64 %loop.index.138.us.us.unr, %113
  br label %for.end.1

for.end.1.loopexit524:                            ; preds = %for.body.1.us211.epil.us, %for.body.1.us211.epil.us.us
  %.682.2.us222.epil.us.lcssa = phi i64 [ %lsr.iv.next647, %for.body.1.us211.epil.us.us ], [ %.682.137.us213.unr, %for.body.1.us211.epil.us ]
  %1213 = sub i64 %loop.index.138.us212.unr, %113
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.epil, %for.body.1.epil.us, %for.body.1.us232.epil, %for.body.1.us232.epil.us, %for.body.1.us211.epil, %for.body.1.us211.epil.us42, %for.body.1.us.epil, %for.body.1.us.epil.us, %for.body.1.us.us251.epil, %for.body.1.us.us251.epil.us, %for.end.1.loopexit302.unr-lcssa, %for.end.1.loopexit301.unr-lcssa, %for.end.1.loopexit300.unr-lcssa, %for.end.1.loopexit299.unr-lcssa, %for.cond.1.preheader, %for.end.1.loopexit524, %for.end.1.loopexit516, %for.end.1.loopexit, %for.end.1.loopexit298.unr-lcssa, %for.end.1.loopexit.unr-lcssa
  %.673.1.lcssa = phi i64 [ %loop.index47, %for.end.1.loopexit.unr-lcssa ], [ %loop.index47, %for.end.1.loopexit298.unr-lcssa ], [ %loop.index47, %for.end.1.loopexit ], [ %loop.index47, %for.end.1.loopexit516 ], [ %.673.043, %for.end.1.loopexit524 ], [ %.673.043, %for.cond.1.preheader ], [ %loop.index47, %for.end.1.loopexit299.unr-lcssa ], [ %.673.043, %for.end.1.loopexit300.unr-lcssa ], [ %.673.043, %for.end.1.loopexit301.unr-lcssa ], [ %.673.043, %for.end.1.loopexit302.unr-lcssa ], [ %loop.index47, %for.body.1.us.us251.epil.us ], [ %loop.index47, %for.body.1.us.us251.epil ], [ %loop.index47, %for.body.1.us.epil.us ], [ %loop.index47, %for.body.1.us.epil ], [ %.673.043, %for.body.1.us211.epil.us42 ], [ %.673.043, %for.body.1.us211.epil ], [ %.673.043, %for.body.1.us232.epil.us ], [ %.673.043, %for.body.1.us232.epil ], [ %.673.043, %for.body.1.epil.us ], [ %.673.043, %for.body.1.epil ]
  %.676.1.lcssa = phi i64 [ %loop.index.138.us.us.lcssa.ph, %for.end.1.loopexit.unr-lcssa ], [ %.676.044, %for.end.1.loopexit298.unr-lcssa ], [ %1211, %for.end.1.loopexit ], [ %1212, %for.end.1.loopexit516 ], [ %1213, %for.end.1.loopexit524 ], [ %.676.044, %for.cond.1.preheader ], [ %.676.044, %for.end.1.loopexit299.unr-lcssa ], [ %loop.index.138.us212.lcssa.ph, %for.end.1.loopexit300.unr-lcssa ], [ %.676.044, %for.end.1.loopexit301.unr-lcssa ], [ %.676.044, %for.end.1.loopexit302.unr-lcssa ], [ %.676.044, %for.body.1.us.us251.epil.us ], [ %.676.044, %for.body.1.us.us251.epil ], [ %.676.044, %for.body.1.us.epil.us ], [ %.676.044, %for.body.1.us.epil ], [ %lsr.iv.next871, %for.body.1.us211.epil.us42 ], [ %lsr.iv.next865, %for.body.1.us211.epil ], [ %.676.044, %for.body.1.us232.epil.us ], [ %.676.044, %for.body.1.us232.epil ], [ %.676.044, %for.body.1.epil.us ], [ %.676.044, %for.body.1.epil ]
  %.679.1.lcssa = phi i64 [ %.679.2.us.us.lcssa.ph, %for.end.1.loopexit.unr-lcssa ], [ %loop.index47, %for.end.1.loopexit298.unr-lcssa ], [ %loop.index47, %for.end.1.loopexit ], [ %.679.136.us.us.unr, %for.end.1.loopexit516 ], [ %loop.index47, %for.end.1.loopexit524 ], [ %.679.045, %for.cond.1.preheader ], [ %.679.045, %for.end.1.loopexit299.unr-lcssa ], [ %.679.2.us221.lcssa.ph, %for.end.1.loopexit300.unr-lcssa ], [ %loop.index47, %for.end.1.loopexit301.unr-lcssa ], [ %.679.045, %for.end.1.loopexit302.unr-lcssa ], [ %loop.index47, %for.body.1.us.us251.epil.us ], [ %loop.index47, %for.body.1.us.us251.epil ], [ %.679.045, %for.body.1.us.epil.us ], [ %.679.045, %for.body.1.us.epil ], [ %.679.136.us214.unr, %for.body.1.us211.epil.us42 ], [ %.679.136.us214.unr, %for.body.1.us211.epil ], [ %loop.index47, %for.body.1.us232.epil.us ], [ %loop.index47, %for.body.1.us232.epil ], [ %.679.045, %for.body.1.epil.us ], [ %.679.045, %for.body.1.epil ]
  %.682.1.lcssa = phi i64 [ %.682.2.us.us.lcssa.ph, %for.end.1.loopexit.unr-lcssa ], [ %.682.2.us.us259.lcssa.ph, %for.end.1.loopexit298.unr-lcssa ], [ %.682.2.us.us.epil.us.lcssa, %for.end.1.loopexit ], [ %.682.2.us.us.epil.lcssa, %for.end.1.loopexit516 ], [ %.682.2.us222.epil.us.lcssa, %for.end.1.loopexit524 ], [ %.682.046, %for.cond.1.preheader ], [ %.682.2.us.lcssa.ph, %for.end.1.loopexit299.unr-lcssa ], [ %.682.2.us222.lcssa.ph, %for.end.1.loopexit300.unr-lcssa ], [ %.682.2.us241.lcssa.ph, %for.end.1.loopexit301.unr-lcssa ], [ %.682.2.lcssa.ph, %for.end.1.loopexit302.unr-lcssa ], [ %lsr.iv.next1063, %for.body.1.us.us251.epil.us ], [ %.682.137.us.us253.unr, %for.body.1.us.us251.epil ], [ %lsr.iv.next970, %for.body.1.us.epil.us ], [ %.682.137.us.unr, %for.body.1.us.epil ], [ %lsr.iv.next871, %for.body.1.us211.epil.us42 ], [ %.682.137.us213.unr, %for.body.1.us211.epil ], [ %lsr.iv.next692, %for.body.1.us232.epil.us ], [ %.682.137.us234.unr, %for.body.1.us232.epil ], [ %lsr.iv.next, %for.body.1.epil.us ], [ %.682.137.unr, %for.body.1.epil ]
  %1214 = bitcast double* %lsr.iv244 to i1*
  %1215 = bitcast double* %lsr.iv379 to i1*
  %1216 = bitcast double* %lsr.iv409 to i1*
  %1217 = bitcast double* %lsr.iv896 to i1*
  %.758 = add nuw nsw i64 %loop.index47, 1
  %scevgep3489 = getelementptr double, double* %lsr.iv, i64 %dest_shape50.sroa.7.1
  %scevgep246 = getelementptr i1, i1* %1214, i64 %119
  %1218 = bitcast i1* %scevgep246 to double*
  %exitcond280.not = icmp eq i64 %.758, %dest_shape50.sroa.0.1
  %scevgep381 = getelementptr i1, i1* %1215, i64 %119
  %1219 = bitcast i1* %scevgep381 to double*
  %scevgep411 = getelementptr i1, i1* %1216, i64 %126
  %1220 = bitcast i1* %scevgep411 to double*
  %scevgep898 = getelementptr i1, i1* %1217, i64 %127
  %1221 = bitcast i1* %scevgep898 to double*
  br i1 %exitcond280.not, label %for.end, label %for.cond.1.preheader
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.gather.v8f64.v8p0f64(<8 x double*>, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
declare void @llvm.masked.scatter.v8f64.v8p0f64(<8 x double>, <8 x double*>, i32 immarg, <8 x i1>) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #7

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind readonly willreturn }
attributes #6 = { mustprogress nofree nosync nounwind willreturn writeonly }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{i1 true}
!6 = !{!7, !9, !10, !12}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !21}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!36 = !{!"branch_weights", i32 1, i32 7}
!37 = distinct !{!37, !21}
!38 = distinct !{!38, !21}
!39 = !{!40, !42}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!43 = !{!44, !46, !40, !42}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!47 = !{!48, !50}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!51 = distinct !{!51, !21}
!52 = !{!"branch_weights", i32 99, i32 1}
!53 = !{!54, !56}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!57 = !{!58, !60, !54, !56}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!61 = !{!62, !64}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = !{!73}
!73 = distinct !{!73, !74}
!74 = distinct !{!74, !"LVerDomain"}
!75 = !{!76}
!76 = distinct !{!76, !74}
!77 = !{!78}
!78 = distinct !{!78, !74}
!79 = !{!73, !76}
!80 = distinct !{!80, !19}
!81 = distinct !{!81, !21}
!82 = !{!83}
!83 = distinct !{!83, !84}
!84 = distinct !{!84, !"LVerDomain"}
!85 = !{!86}
!86 = distinct !{!86, !84}
!87 = !{!88}
!88 = distinct !{!88, !84}
!89 = !{!83, !86}
!90 = distinct !{!90, !21}
!91 = distinct !{!91, !19}
!92 = distinct !{!92, !21}
!93 = distinct !{!93, !19}
!94 = distinct !{!94, !19}
!95 = distinct !{!95, !21}
!96 = distinct !{!96, !21}
!97 = distinct !{!97, !21}
!98 = distinct !{!98, !21}
!99 = distinct !{!99, !21}
!100 = distinct !{!100, !21}
!101 = distinct !{!101, !21}
!102 = distinct !{!102, !21}
!103 = distinct !{!103, !21}
!104 = distinct !{!104, !21}
!105 = distinct !{!105, !21}
