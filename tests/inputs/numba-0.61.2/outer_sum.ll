; ModuleID = 'outer_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139899924671424 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139899924671424.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139899924671424 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139899924671424, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899924671424.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f3cfd5d2190>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f3cfd5d2190>\00"
@_ZN08NumbaEnv5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global i8* null
@.const.pickledata.139899927909696 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.139899927909696.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.139899927909696 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.139899927909696, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899927909696.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899929590336 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.139899929590336.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.139899929590336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139899929590336, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899929590336.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899929790848 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139899929790848.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139899929790848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139899929790848, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899929790848.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139899928141376 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.139899928141376.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.139899928141376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.139899928141376, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899928141376.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899927909952 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MK\08\87\94\87\94."
@.const.pickledata.139899927909952.sha1 = internal constant [20 x i8] c"\F0\07\05\FB?\14VG'\B9\17\7F\E3\BA\D7pF\19\06v"
@.const.picklebuf.139899927909952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.139899927909952, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899927909952.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139899927909952.12 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MK\08\87\94\87\94."
@.const.pickledata.139899927909952.sha1.13 = internal constant [20 x i8] c"\F0\07\05\FB?\14VG'\B9\17\7F\E3\BA\D7pF\19\06v"
@.const.picklebuf.139899927909952.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.139899927909952.12, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899927909952.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899929362304 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MV\08\87\94\87\94."
@.const.pickledata.139899929362304.sha1 = internal constant [20 x i8] c"\82\E9\9B\D4AY\D8\A1e\081\EB\BD\A4\A1J*XP "
@.const.picklebuf.139899929362304 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([140 x i8], [140 x i8]* @.const.pickledata.139899929362304, i32 0, i32 0), i32 140, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899929362304.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139899928657728 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94MZ\08\87\94\87\94."
@.const.pickledata.139899928657728.sha1 = internal constant [20 x i8] c"F\0A\EAS\DCK\1B\F8`pNU\0F\C1\99\01\B2\E50{"
@.const.picklebuf.139899928657728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([129 x i8], [129 x i8]* @.const.pickledata.139899928657728, i32 0, i32 0), i32 129, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899928657728.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f3cfd9e9490B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@.const.pickledata.139899926694848 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139899926694848.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139899926694848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139899926694848, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899926694848.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f3cfd79c050B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139899926694848.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139899926694848.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139899926694848.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139899926694848.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139899926694848.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
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
  %.44.i = icmp sgt i32 %.36.i, 0
  %.37.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.45 = select i1 %.44.i, { i8*, i32, i8*, i8*, i32 }* %.37.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.45, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8*
  %.fca.0.gep17.i384 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i to i8**
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.28.i, i64 0, i32 4
  %.46.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !0
  %.46.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !0
  %.46.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !0
  %.46.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i384, align 8, !noalias !0
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899924671424, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.154 = extractvalue { i64, i1 } %.153, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.154, i32 32), !noalias !6
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899926694848.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i17 = load double*, double** %6, align 8
  %.23411 = icmp sgt i64 %.46.fca.5.0.load.i, 0
  br i1 %.23411, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif.endif
  %.2376 = icmp sgt i64 %.46.fca.5.1.load.i, 0
  br i1 %.2376, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %7 = add i64 %.46.fca.5.1.load.i, -1
  %8 = add i64 %.46.fca.5.0.load.i, -1
  %xtraiter49 = and i64 %.46.fca.5.0.load.i, 3
  %9 = icmp ult i64 %8, 3
  br i1 %9, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter66 = and i64 %.46.fca.5.0.load.i, -4
  %unroll_iter47 = and i64 %.46.fca.5.1.load.i, -8
  %unroll_iter47.1 = and i64 %.46.fca.5.1.load.i, -8
  %unroll_iter47.2 = and i64 %.46.fca.5.1.load.i, -8
  %xtraiter42.3 = and i64 %.46.fca.5.1.load.i, 7
  %unroll_iter47.3 = and i64 %.46.fca.5.1.load.i, -8
  %scevgep281 = getelementptr double, double* %.6.i17, i64 7
  %10 = shl i64 %.46.fca.5.1.load.i, 5
  %11 = add i64 %.46.fca.5.1.load.i, 7
  %scevgep306 = getelementptr double, double* %.6.i17, i64 %11
  %scevgep325 = getelementptr double, double* %.6.i17, i64 %.46.fca.5.1.load.i
  %12 = shl i64 %.46.fca.5.1.load.i, 1
  %13 = add i64 %12, 7
  %scevgep332 = getelementptr double, double* %.6.i17, i64 %13
  %scevgep351 = getelementptr double, double* %.6.i17, i64 %12
  %14 = mul i64 %.46.fca.5.1.load.i, 3
  %15 = add i64 %14, 7
  %scevgep358 = getelementptr double, double* %.6.i17, i64 %15
  %scevgep377 = getelementptr double, double* %.6.i17, i64 %14
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv378 = phi double* [ %90, %for.end.1.loopexit.us.3 ], [ %scevgep377, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv359 = phi double* [ %89, %for.end.1.loopexit.us.3 ], [ %scevgep358, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv352 = phi double* [ %88, %for.end.1.loopexit.us.3 ], [ %scevgep351, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv333 = phi double* [ %87, %for.end.1.loopexit.us.3 ], [ %scevgep332, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv326 = phi double* [ %86, %for.end.1.loopexit.us.3 ], [ %scevgep325, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv307 = phi double* [ %85, %for.end.1.loopexit.us.3 ], [ %scevgep306, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv300 = phi double* [ %84, %for.end.1.loopexit.us.3 ], [ %.6.i17, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv282 = phi double* [ %83, %for.end.1.loopexit.us.3 ], [ %scevgep281, %for.cond.1.preheader.us.preheader.new ]
  %loop.index14.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.289.us.3, %for.end.1.loopexit.us.3 ]
  %.230.013.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.230.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.227.012.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %16 = icmp ult i64 %7, 7
  br i1 %16, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.19.us = phi i64 [ %26, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.230.18.us = phi i64 [ %.230.2.us.7, %for.body.1.us ], [ %.230.013.us, %for.body.1.us.preheader ]
  %.227.17.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.227.012.us, %for.body.1.us.preheader ]
  %17 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %18 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %.230.2.us = select i1 %17, i64 %loop.index.19.us, i64 %.230.18.us
  %.250.us = mul i64 %spec.select.us, %.46.fca.5.1.load.i
  %.253.us = add i64 %.250.us, %.230.2.us
  %.254.us = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us
  %.255.us = load double, double* %.254.us, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.255.us)
  %scevgep298 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -7
  store double %.12.i.us, double* %scevgep299, align 8
  %spec.select.us.1 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %19 = add i64 %loop.index.19.us, 1
  %.230.2.us.1 = select i1 %17, i64 %19, i64 %.230.18.us
  %.250.us.1 = mul i64 %spec.select.us.1, %.46.fca.5.1.load.i
  %.253.us.1 = add i64 %.250.us.1, %.230.2.us.1
  %.254.us.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.1
  %.255.us.1 = load double, double* %.254.us.1, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.255.us.1)
  %scevgep295 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -6
  store double %.12.i.us.1, double* %scevgep296, align 8
  %spec.select.us.2 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %20 = add i64 %19, 1
  %.230.2.us.2 = select i1 %17, i64 %20, i64 %.230.18.us
  %.250.us.2 = mul i64 %spec.select.us.2, %.46.fca.5.1.load.i
  %.253.us.2 = add i64 %.250.us.2, %.230.2.us.2
  %.254.us.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.2
  %.255.us.2 = load double, double* %.254.us.2, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.255.us.2)
  %scevgep293 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -5
  store double %.12.i.us.2, double* %scevgep294, align 8
  %spec.select.us.3 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %21 = add i64 %20, 1
  %.230.2.us.3 = select i1 %17, i64 %21, i64 %.230.18.us
  %.250.us.3 = mul i64 %spec.select.us.3, %.46.fca.5.1.load.i
  %.253.us.3 = add i64 %.250.us.3, %.230.2.us.3
  %.254.us.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.3
  %.255.us.3 = load double, double* %.254.us.3, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.255.us.3)
  %scevgep291 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -4
  store double %.12.i.us.3, double* %scevgep292, align 8
  %spec.select.us.4 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %22 = add i64 %21, 1
  %.230.2.us.4 = select i1 %17, i64 %22, i64 %.230.18.us
  %.250.us.4 = mul i64 %spec.select.us.4, %.46.fca.5.1.load.i
  %.253.us.4 = add i64 %.250.us.4, %.230.2.us.4
  %.254.us.4 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.4
  %.255.us.4 = load double, double* %.254.us.4, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.255.us.4)
  %scevgep289 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -3
  store double %.12.i.us.4, double* %scevgep290, align 8
  %spec.select.us.5 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %23 = add i64 %22, 1
  %.230.2.us.5 = select i1 %17, i64 %23, i64 %.230.18.us
  %.250.us.5 = mul i64 %spec.select.us.5, %.46.fca.5.1.load.i
  %.253.us.5 = add i64 %.250.us.5, %.230.2.us.5
  %.254.us.5 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.5
  %.255.us.5 = load double, double* %.254.us.5, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.255.us.5)
  %scevgep287 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -2
  store double %.12.i.us.5, double* %scevgep288, align 8
  %spec.select.us.6 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %24 = add i64 %23, 1
  %.230.2.us.6 = select i1 %17, i64 %24, i64 %.230.18.us
  %.250.us.6 = mul i64 %spec.select.us.6, %.46.fca.5.1.load.i
  %.253.us.6 = add i64 %.250.us.6, %.230.2.us.6
  %.254.us.6 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.6
  %.255.us.6 = load double, double* %.254.us.6, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.255.us.6)
  %scevgep285 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -1
  store double %.12.i.us.6, double* %scevgep286, align 8
  %spec.select.us.7 = select i1 %18, i64 %.227.17.us, i64 %loop.index14.us
  %25 = add i64 %24, 1
  %.230.2.us.7 = select i1 %17, i64 %25, i64 %.230.18.us
  %.250.us.7 = mul i64 %spec.select.us.7, %.46.fca.5.1.load.i
  %.253.us.7 = add i64 %.250.us.7, %.230.2.us.7
  %.254.us.7 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.7
  %.255.us.7 = load double, double* %.254.us.7, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.255.us.7)
  %scevgep297 = getelementptr double, double* %lsr.iv282, i64 %loop.index.19.us
  store double %.12.i.us.7, double* %scevgep297, align 8
  %.287.us.7 = add nuw i64 %loop.index.19.us, 8
  %26 = add i64 %25, 1
  %niter48.ncmp.7 = icmp eq i64 %26, %unroll_iter47
  br i1 %niter48.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.230.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.230.2.us.7, %for.body.1.us ]
  %loop.index.19.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.287.us.7, %for.body.1.us ]
  %.230.18.us.unr = phi i64 [ %.230.013.us, %for.cond.1.preheader.us ], [ %.230.2.us.7, %for.body.1.us ]
  %.227.17.us.unr = phi i64 [ %.227.012.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %27 = and i64 %.46.fca.5.1.load.i, 7
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv304 = phi i64 [ %xtraiter42.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next305, %for.body.1.us.epil ]
  %loop.index.19.us.epil = phi i64 [ %.287.us.epil, %for.body.1.us.epil ], [ %loop.index.19.us.unr, %for.body.1.us.epil.preheader ]
  %.230.18.us.epil = phi i64 [ %.230.2.us.epil, %for.body.1.us.epil ], [ %.230.18.us.unr, %for.body.1.us.epil.preheader ]
  %.227.17.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.227.17.us.unr, %for.body.1.us.epil.preheader ]
  %29 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %30 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil = select i1 %30, i64 %.227.17.us.epil, i64 %loop.index14.us
  %.230.2.us.epil = select i1 %29, i64 %loop.index.19.us.epil, i64 %.230.18.us.epil
  %.250.us.epil = mul i64 %spec.select.us.epil, %.46.fca.5.1.load.i
  %.253.us.epil = add i64 %.250.us.epil, %.230.2.us.epil
  %.254.us.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil
  %.255.us.epil = load double, double* %.254.us.epil, align 8
  %.12.i.us.epil = tail call double @llvm.sin.f64(double %.255.us.epil)
  %scevgep303 = getelementptr double, double* %lsr.iv300, i64 %loop.index.19.us.epil
  store double %.12.i.us.epil, double* %scevgep303, align 8
  %.287.us.epil = add nuw nsw i64 %loop.index.19.us.epil, 1
  %lsr.iv.next305 = add nsw i64 %lsr.iv304, -1
  %epil.iter43.cmp.not = icmp eq i64 %lsr.iv.next305, 0
  br i1 %epil.iter43.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !13

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.230.2.us.lcssa = phi i64 [ %.230.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.230.2.us.epil, %for.body.1.us.epil ]
  %31 = icmp ult i64 %7, 7
  %.289.us = or i64 %loop.index14.us, 1
  br i1 %31, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.19.us.1 = phi i64 [ %41, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.230.18.us.1 = phi i64 [ %.230.2.us.7.1, %for.body.1.us.1 ], [ %.230.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.227.17.us.1 = phi i64 [ %spec.select.us.7.1, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ]
  %32 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %33 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.168 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %.230.2.us.169 = select i1 %32, i64 %loop.index.19.us.1, i64 %.230.18.us.1
  %.250.us.170 = mul i64 %spec.select.us.168, %.46.fca.5.1.load.i
  %.253.us.171 = add i64 %.250.us.170, %.230.2.us.169
  %.254.us.172 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.171
  %.255.us.173 = load double, double* %.254.us.172, align 8
  %.12.i.us.174 = tail call double @llvm.sin.f64(double %.255.us.173)
  %scevgep323 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -7
  store double %.12.i.us.174, double* %scevgep324, align 8
  %spec.select.us.1.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %34 = add i64 %loop.index.19.us.1, 1
  %.230.2.us.1.1 = select i1 %32, i64 %34, i64 %.230.18.us.1
  %.250.us.1.1 = mul i64 %spec.select.us.1.1, %.46.fca.5.1.load.i
  %.253.us.1.1 = add i64 %.250.us.1.1, %.230.2.us.1.1
  %.254.us.1.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.1.1
  %.255.us.1.1 = load double, double* %.254.us.1.1, align 8
  %.12.i.us.1.1 = tail call double @llvm.sin.f64(double %.255.us.1.1)
  %scevgep320 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -6
  store double %.12.i.us.1.1, double* %scevgep321, align 8
  %spec.select.us.2.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %35 = add i64 %34, 1
  %.230.2.us.2.1 = select i1 %32, i64 %35, i64 %.230.18.us.1
  %.250.us.2.1 = mul i64 %spec.select.us.2.1, %.46.fca.5.1.load.i
  %.253.us.2.1 = add i64 %.250.us.2.1, %.230.2.us.2.1
  %.254.us.2.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.2.1
  %.255.us.2.1 = load double, double* %.254.us.2.1, align 8
  %.12.i.us.2.1 = tail call double @llvm.sin.f64(double %.255.us.2.1)
  %scevgep318 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -5
  store double %.12.i.us.2.1, double* %scevgep319, align 8
  %spec.select.us.3.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %36 = add i64 %35, 1
  %.230.2.us.3.1 = select i1 %32, i64 %36, i64 %.230.18.us.1
  %.250.us.3.1 = mul i64 %spec.select.us.3.1, %.46.fca.5.1.load.i
  %.253.us.3.1 = add i64 %.250.us.3.1, %.230.2.us.3.1
  %.254.us.3.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.3.1
  %.255.us.3.1 = load double, double* %.254.us.3.1, align 8
  %.12.i.us.3.1 = tail call double @llvm.sin.f64(double %.255.us.3.1)
  %scevgep316 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -4
  store double %.12.i.us.3.1, double* %scevgep317, align 8
  %spec.select.us.4.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %37 = add i64 %36, 1
  %.230.2.us.4.1 = select i1 %32, i64 %37, i64 %.230.18.us.1
  %.250.us.4.1 = mul i64 %spec.select.us.4.1, %.46.fca.5.1.load.i
  %.253.us.4.1 = add i64 %.250.us.4.1, %.230.2.us.4.1
  %.254.us.4.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.4.1
  %.255.us.4.1 = load double, double* %.254.us.4.1, align 8
  %.12.i.us.4.1 = tail call double @llvm.sin.f64(double %.255.us.4.1)
  %scevgep314 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -3
  store double %.12.i.us.4.1, double* %scevgep315, align 8
  %spec.select.us.5.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %38 = add i64 %37, 1
  %.230.2.us.5.1 = select i1 %32, i64 %38, i64 %.230.18.us.1
  %.250.us.5.1 = mul i64 %spec.select.us.5.1, %.46.fca.5.1.load.i
  %.253.us.5.1 = add i64 %.250.us.5.1, %.230.2.us.5.1
  %.254.us.5.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.5.1
  %.255.us.5.1 = load double, double* %.254.us.5.1, align 8
  %.12.i.us.5.1 = tail call double @llvm.sin.f64(double %.255.us.5.1)
  %scevgep312 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -2
  store double %.12.i.us.5.1, double* %scevgep313, align 8
  %spec.select.us.6.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %39 = add i64 %38, 1
  %.230.2.us.6.1 = select i1 %32, i64 %39, i64 %.230.18.us.1
  %.250.us.6.1 = mul i64 %spec.select.us.6.1, %.46.fca.5.1.load.i
  %.253.us.6.1 = add i64 %.250.us.6.1, %.230.2.us.6.1
  %.254.us.6.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.6.1
  %.255.us.6.1 = load double, double* %.254.us.6.1, align 8
  %.12.i.us.6.1 = tail call double @llvm.sin.f64(double %.255.us.6.1)
  %scevgep310 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -1
  store double %.12.i.us.6.1, double* %scevgep311, align 8
  %spec.select.us.7.1 = select i1 %33, i64 %.227.17.us.1, i64 %.289.us
  %40 = add i64 %39, 1
  %.230.2.us.7.1 = select i1 %32, i64 %40, i64 %.230.18.us.1
  %.250.us.7.1 = mul i64 %spec.select.us.7.1, %.46.fca.5.1.load.i
  %.253.us.7.1 = add i64 %.250.us.7.1, %.230.2.us.7.1
  %.254.us.7.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.7.1
  %.255.us.7.1 = load double, double* %.254.us.7.1, align 8
  %.12.i.us.7.1 = tail call double @llvm.sin.f64(double %.255.us.7.1)
  %scevgep322 = getelementptr double, double* %lsr.iv307, i64 %loop.index.19.us.1
  store double %.12.i.us.7.1, double* %scevgep322, align 8
  %.287.us.7.1 = add nuw i64 %loop.index.19.us.1, 8
  %41 = add i64 %40, 1
  %niter48.ncmp.7.1 = icmp eq i64 %41, %unroll_iter47.1
  br i1 %niter48.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %.230.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.230.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.19.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.287.us.7.1, %for.body.1.us.1 ]
  %.230.18.us.unr.1 = phi i64 [ %.230.2.us.lcssa, %for.end.1.loopexit.us ], [ %.230.2.us.7.1, %for.body.1.us.1 ]
  %.227.17.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %42 = and i64 %.46.fca.5.1.load.i, 7
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv330 = phi i64 [ %xtraiter42.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next331, %for.body.1.us.epil.1 ]
  %loop.index.19.us.epil.1 = phi i64 [ %.287.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.19.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.230.18.us.epil.1 = phi i64 [ %.230.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.230.18.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.227.17.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.227.17.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %44 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %45 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil.1 = select i1 %45, i64 %.227.17.us.epil.1, i64 %.289.us
  %.230.2.us.epil.1 = select i1 %44, i64 %loop.index.19.us.epil.1, i64 %.230.18.us.epil.1
  %.250.us.epil.1 = mul i64 %spec.select.us.epil.1, %.46.fca.5.1.load.i
  %.253.us.epil.1 = add i64 %.250.us.epil.1, %.230.2.us.epil.1
  %.254.us.epil.1 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil.1
  %.255.us.epil.1 = load double, double* %.254.us.epil.1, align 8
  %.12.i.us.epil.1 = tail call double @llvm.sin.f64(double %.255.us.epil.1)
  %scevgep329 = getelementptr double, double* %lsr.iv326, i64 %loop.index.19.us.epil.1
  store double %.12.i.us.epil.1, double* %scevgep329, align 8
  %.287.us.epil.1 = add nuw nsw i64 %loop.index.19.us.epil.1, 1
  %lsr.iv.next331 = add nsw i64 %lsr.iv330, -1
  %epil.iter43.cmp.1.not = icmp eq i64 %lsr.iv.next331, 0
  br i1 %epil.iter43.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !13

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.230.2.us.lcssa.1 = phi i64 [ %.230.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.230.2.us.epil.1, %for.body.1.us.epil.1 ]
  %46 = icmp ult i64 %7, 7
  %.289.us.1 = or i64 %loop.index14.us, 2
  br i1 %46, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.19.us.2 = phi i64 [ %56, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.230.18.us.2 = phi i64 [ %.230.2.us.7.2, %for.body.1.us.2 ], [ %.230.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.227.17.us.2 = phi i64 [ %spec.select.us.7.2, %for.body.1.us.2 ], [ %spec.select.us.lcssa.1, %for.body.1.us.2.preheader ]
  %47 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %48 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.279 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %.230.2.us.280 = select i1 %47, i64 %loop.index.19.us.2, i64 %.230.18.us.2
  %.250.us.281 = mul i64 %spec.select.us.279, %.46.fca.5.1.load.i
  %.253.us.282 = add i64 %.250.us.281, %.230.2.us.280
  %.254.us.283 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.282
  %.255.us.284 = load double, double* %.254.us.283, align 8
  %.12.i.us.285 = tail call double @llvm.sin.f64(double %.255.us.284)
  %scevgep349 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -7
  store double %.12.i.us.285, double* %scevgep350, align 8
  %spec.select.us.1.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %49 = add i64 %loop.index.19.us.2, 1
  %.230.2.us.1.2 = select i1 %47, i64 %49, i64 %.230.18.us.2
  %.250.us.1.2 = mul i64 %spec.select.us.1.2, %.46.fca.5.1.load.i
  %.253.us.1.2 = add i64 %.250.us.1.2, %.230.2.us.1.2
  %.254.us.1.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.1.2
  %.255.us.1.2 = load double, double* %.254.us.1.2, align 8
  %.12.i.us.1.2 = tail call double @llvm.sin.f64(double %.255.us.1.2)
  %scevgep346 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -6
  store double %.12.i.us.1.2, double* %scevgep347, align 8
  %spec.select.us.2.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %50 = add i64 %49, 1
  %.230.2.us.2.2 = select i1 %47, i64 %50, i64 %.230.18.us.2
  %.250.us.2.2 = mul i64 %spec.select.us.2.2, %.46.fca.5.1.load.i
  %.253.us.2.2 = add i64 %.250.us.2.2, %.230.2.us.2.2
  %.254.us.2.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.2.2
  %.255.us.2.2 = load double, double* %.254.us.2.2, align 8
  %.12.i.us.2.2 = tail call double @llvm.sin.f64(double %.255.us.2.2)
  %scevgep344 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -5
  store double %.12.i.us.2.2, double* %scevgep345, align 8
  %spec.select.us.3.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %51 = add i64 %50, 1
  %.230.2.us.3.2 = select i1 %47, i64 %51, i64 %.230.18.us.2
  %.250.us.3.2 = mul i64 %spec.select.us.3.2, %.46.fca.5.1.load.i
  %.253.us.3.2 = add i64 %.250.us.3.2, %.230.2.us.3.2
  %.254.us.3.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.3.2
  %.255.us.3.2 = load double, double* %.254.us.3.2, align 8
  %.12.i.us.3.2 = tail call double @llvm.sin.f64(double %.255.us.3.2)
  %scevgep342 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -4
  store double %.12.i.us.3.2, double* %scevgep343, align 8
  %spec.select.us.4.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %52 = add i64 %51, 1
  %.230.2.us.4.2 = select i1 %47, i64 %52, i64 %.230.18.us.2
  %.250.us.4.2 = mul i64 %spec.select.us.4.2, %.46.fca.5.1.load.i
  %.253.us.4.2 = add i64 %.250.us.4.2, %.230.2.us.4.2
  %.254.us.4.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.4.2
  %.255.us.4.2 = load double, double* %.254.us.4.2, align 8
  %.12.i.us.4.2 = tail call double @llvm.sin.f64(double %.255.us.4.2)
  %scevgep340 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -3
  store double %.12.i.us.4.2, double* %scevgep341, align 8
  %spec.select.us.5.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %53 = add i64 %52, 1
  %.230.2.us.5.2 = select i1 %47, i64 %53, i64 %.230.18.us.2
  %.250.us.5.2 = mul i64 %spec.select.us.5.2, %.46.fca.5.1.load.i
  %.253.us.5.2 = add i64 %.250.us.5.2, %.230.2.us.5.2
  %.254.us.5.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.5.2
  %.255.us.5.2 = load double, double* %.254.us.5.2, align 8
  %.12.i.us.5.2 = tail call double @llvm.sin.f64(double %.255.us.5.2)
  %scevgep338 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -2
  store double %.12.i.us.5.2, double* %scevgep339, align 8
  %spec.select.us.6.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %54 = add i64 %53, 1
  %.230.2.us.6.2 = select i1 %47, i64 %54, i64 %.230.18.us.2
  %.250.us.6.2 = mul i64 %spec.select.us.6.2, %.46.fca.5.1.load.i
  %.253.us.6.2 = add i64 %.250.us.6.2, %.230.2.us.6.2
  %.254.us.6.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.6.2
  %.255.us.6.2 = load double, double* %.254.us.6.2, align 8
  %.12.i.us.6.2 = tail call double @llvm.sin.f64(double %.255.us.6.2)
  %scevgep336 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -1
  store double %.12.i.us.6.2, double* %scevgep337, align 8
  %spec.select.us.7.2 = select i1 %48, i64 %.227.17.us.2, i64 %.289.us.1
  %55 = add i64 %54, 1
  %.230.2.us.7.2 = select i1 %47, i64 %55, i64 %.230.18.us.2
  %.250.us.7.2 = mul i64 %spec.select.us.7.2, %.46.fca.5.1.load.i
  %.253.us.7.2 = add i64 %.250.us.7.2, %.230.2.us.7.2
  %.254.us.7.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.7.2
  %.255.us.7.2 = load double, double* %.254.us.7.2, align 8
  %.12.i.us.7.2 = tail call double @llvm.sin.f64(double %.255.us.7.2)
  %scevgep348 = getelementptr double, double* %lsr.iv333, i64 %loop.index.19.us.2
  store double %.12.i.us.7.2, double* %scevgep348, align 8
  %.287.us.7.2 = add nuw i64 %loop.index.19.us.2, 8
  %56 = add i64 %55, 1
  %niter48.ncmp.7.2 = icmp eq i64 %56, %unroll_iter47.2
  br i1 %niter48.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %.230.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.230.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.19.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.287.us.7.2, %for.body.1.us.2 ]
  %.230.18.us.unr.2 = phi i64 [ %.230.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.230.2.us.7.2, %for.body.1.us.2 ]
  %.227.17.us.unr.2 = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %57 = and i64 %.46.fca.5.1.load.i, 7
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv356 = phi i64 [ %xtraiter42.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next357, %for.body.1.us.epil.2 ]
  %loop.index.19.us.epil.2 = phi i64 [ %.287.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.19.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.230.18.us.epil.2 = phi i64 [ %.230.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.230.18.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.227.17.us.epil.2 = phi i64 [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ], [ %.227.17.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %59 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %60 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil.2 = select i1 %60, i64 %.227.17.us.epil.2, i64 %.289.us.1
  %.230.2.us.epil.2 = select i1 %59, i64 %loop.index.19.us.epil.2, i64 %.230.18.us.epil.2
  %.250.us.epil.2 = mul i64 %spec.select.us.epil.2, %.46.fca.5.1.load.i
  %.253.us.epil.2 = add i64 %.250.us.epil.2, %.230.2.us.epil.2
  %.254.us.epil.2 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil.2
  %.255.us.epil.2 = load double, double* %.254.us.epil.2, align 8
  %.12.i.us.epil.2 = tail call double @llvm.sin.f64(double %.255.us.epil.2)
  %scevgep355 = getelementptr double, double* %lsr.iv352, i64 %loop.index.19.us.epil.2
  store double %.12.i.us.epil.2, double* %scevgep355, align 8
  %.287.us.epil.2 = add nuw nsw i64 %loop.index.19.us.epil.2, 1
  %lsr.iv.next357 = add nsw i64 %lsr.iv356, -1
  %epil.iter43.cmp.2.not = icmp eq i64 %lsr.iv.next357, 0
  br i1 %epil.iter43.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !13

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select.us.lcssa.2 = phi i64 [ %spec.select.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ]
  %.230.2.us.lcssa.2 = phi i64 [ %.230.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.230.2.us.epil.2, %for.body.1.us.epil.2 ]
  %61 = icmp ult i64 %7, 7
  %.289.us.2 = or i64 %loop.index14.us, 3
  br i1 %61, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.19.us.3 = phi i64 [ %71, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.230.18.us.3 = phi i64 [ %.230.2.us.7.3, %for.body.1.us.3 ], [ %.230.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.227.17.us.3 = phi i64 [ %spec.select.us.7.3, %for.body.1.us.3 ], [ %spec.select.us.lcssa.2, %for.body.1.us.3.preheader ]
  %62 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %63 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.390 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %.230.2.us.391 = select i1 %62, i64 %loop.index.19.us.3, i64 %.230.18.us.3
  %.250.us.392 = mul i64 %spec.select.us.390, %.46.fca.5.1.load.i
  %.253.us.393 = add i64 %.250.us.392, %.230.2.us.391
  %.254.us.394 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.393
  %.255.us.395 = load double, double* %.254.us.394, align 8
  %.12.i.us.396 = tail call double @llvm.sin.f64(double %.255.us.395)
  %scevgep375 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -7
  store double %.12.i.us.396, double* %scevgep376, align 8
  %spec.select.us.1.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %64 = add i64 %loop.index.19.us.3, 1
  %.230.2.us.1.3 = select i1 %62, i64 %64, i64 %.230.18.us.3
  %.250.us.1.3 = mul i64 %spec.select.us.1.3, %.46.fca.5.1.load.i
  %.253.us.1.3 = add i64 %.250.us.1.3, %.230.2.us.1.3
  %.254.us.1.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.1.3
  %.255.us.1.3 = load double, double* %.254.us.1.3, align 8
  %.12.i.us.1.3 = tail call double @llvm.sin.f64(double %.255.us.1.3)
  %scevgep372 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -6
  store double %.12.i.us.1.3, double* %scevgep373, align 8
  %spec.select.us.2.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %65 = add i64 %64, 1
  %.230.2.us.2.3 = select i1 %62, i64 %65, i64 %.230.18.us.3
  %.250.us.2.3 = mul i64 %spec.select.us.2.3, %.46.fca.5.1.load.i
  %.253.us.2.3 = add i64 %.250.us.2.3, %.230.2.us.2.3
  %.254.us.2.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.2.3
  %.255.us.2.3 = load double, double* %.254.us.2.3, align 8
  %.12.i.us.2.3 = tail call double @llvm.sin.f64(double %.255.us.2.3)
  %scevgep370 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -5
  store double %.12.i.us.2.3, double* %scevgep371, align 8
  %spec.select.us.3.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %66 = add i64 %65, 1
  %.230.2.us.3.3 = select i1 %62, i64 %66, i64 %.230.18.us.3
  %.250.us.3.3 = mul i64 %spec.select.us.3.3, %.46.fca.5.1.load.i
  %.253.us.3.3 = add i64 %.250.us.3.3, %.230.2.us.3.3
  %.254.us.3.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.3.3
  %.255.us.3.3 = load double, double* %.254.us.3.3, align 8
  %.12.i.us.3.3 = tail call double @llvm.sin.f64(double %.255.us.3.3)
  %scevgep368 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -4
  store double %.12.i.us.3.3, double* %scevgep369, align 8
  %spec.select.us.4.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %67 = add i64 %66, 1
  %.230.2.us.4.3 = select i1 %62, i64 %67, i64 %.230.18.us.3
  %.250.us.4.3 = mul i64 %spec.select.us.4.3, %.46.fca.5.1.load.i
  %.253.us.4.3 = add i64 %.250.us.4.3, %.230.2.us.4.3
  %.254.us.4.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.4.3
  %.255.us.4.3 = load double, double* %.254.us.4.3, align 8
  %.12.i.us.4.3 = tail call double @llvm.sin.f64(double %.255.us.4.3)
  %scevgep366 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -3
  store double %.12.i.us.4.3, double* %scevgep367, align 8
  %spec.select.us.5.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %68 = add i64 %67, 1
  %.230.2.us.5.3 = select i1 %62, i64 %68, i64 %.230.18.us.3
  %.250.us.5.3 = mul i64 %spec.select.us.5.3, %.46.fca.5.1.load.i
  %.253.us.5.3 = add i64 %.250.us.5.3, %.230.2.us.5.3
  %.254.us.5.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.5.3
  %.255.us.5.3 = load double, double* %.254.us.5.3, align 8
  %.12.i.us.5.3 = tail call double @llvm.sin.f64(double %.255.us.5.3)
  %scevgep364 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -2
  store double %.12.i.us.5.3, double* %scevgep365, align 8
  %spec.select.us.6.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %69 = add i64 %68, 1
  %.230.2.us.6.3 = select i1 %62, i64 %69, i64 %.230.18.us.3
  %.250.us.6.3 = mul i64 %spec.select.us.6.3, %.46.fca.5.1.load.i
  %.253.us.6.3 = add i64 %.250.us.6.3, %.230.2.us.6.3
  %.254.us.6.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.6.3
  %.255.us.6.3 = load double, double* %.254.us.6.3, align 8
  %.12.i.us.6.3 = tail call double @llvm.sin.f64(double %.255.us.6.3)
  %scevgep362 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -1
  store double %.12.i.us.6.3, double* %scevgep363, align 8
  %spec.select.us.7.3 = select i1 %63, i64 %.227.17.us.3, i64 %.289.us.2
  %70 = add i64 %69, 1
  %.230.2.us.7.3 = select i1 %62, i64 %70, i64 %.230.18.us.3
  %.250.us.7.3 = mul i64 %spec.select.us.7.3, %.46.fca.5.1.load.i
  %.253.us.7.3 = add i64 %.250.us.7.3, %.230.2.us.7.3
  %.254.us.7.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.7.3
  %.255.us.7.3 = load double, double* %.254.us.7.3, align 8
  %.12.i.us.7.3 = tail call double @llvm.sin.f64(double %.255.us.7.3)
  %scevgep374 = getelementptr double, double* %lsr.iv359, i64 %loop.index.19.us.3
  store double %.12.i.us.7.3, double* %scevgep374, align 8
  %.287.us.7.3 = add nuw i64 %loop.index.19.us.3, 8
  %71 = add i64 %70, 1
  %niter48.ncmp.7.3 = icmp eq i64 %71, %unroll_iter47.3
  br i1 %niter48.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %.230.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.230.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.19.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.287.us.7.3, %for.body.1.us.3 ]
  %.230.18.us.unr.3 = phi i64 [ %.230.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.230.2.us.7.3, %for.body.1.us.3 ]
  %.227.17.us.unr.3 = phi i64 [ %spec.select.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %72 = icmp eq i64 %xtraiter42.3, 0
  br i1 %72, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv382 = phi i64 [ %xtraiter42.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next383, %for.body.1.us.epil.3 ]
  %loop.index.19.us.epil.3 = phi i64 [ %.287.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.19.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.230.18.us.epil.3 = phi i64 [ %.230.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.230.18.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.227.17.us.epil.3 = phi i64 [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ], [ %.227.17.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %73 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %74 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil.3 = select i1 %74, i64 %.227.17.us.epil.3, i64 %.289.us.2
  %.230.2.us.epil.3 = select i1 %73, i64 %loop.index.19.us.epil.3, i64 %.230.18.us.epil.3
  %.250.us.epil.3 = mul i64 %spec.select.us.epil.3, %.46.fca.5.1.load.i
  %.253.us.epil.3 = add i64 %.250.us.epil.3, %.230.2.us.epil.3
  %.254.us.epil.3 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil.3
  %.255.us.epil.3 = load double, double* %.254.us.epil.3, align 8
  %.12.i.us.epil.3 = tail call double @llvm.sin.f64(double %.255.us.epil.3)
  %scevgep381 = getelementptr double, double* %lsr.iv378, i64 %loop.index.19.us.epil.3
  store double %.12.i.us.epil.3, double* %scevgep381, align 8
  %.287.us.epil.3 = add nuw nsw i64 %loop.index.19.us.epil.3, 1
  %lsr.iv.next383 = add nsw i64 %lsr.iv382, -1
  %epil.iter43.cmp.3.not = icmp eq i64 %lsr.iv.next383, 0
  br i1 %epil.iter43.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !13

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select.us.lcssa.3 = phi i64 [ %spec.select.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ]
  %.230.2.us.lcssa.3 = phi i64 [ %.230.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.230.2.us.epil.3, %for.body.1.us.epil.3 ]
  %75 = bitcast double* %lsr.iv282 to i1*
  %76 = bitcast double* %lsr.iv300 to i1*
  %77 = bitcast double* %lsr.iv307 to i1*
  %78 = bitcast double* %lsr.iv326 to i1*
  %79 = bitcast double* %lsr.iv333 to i1*
  %80 = bitcast double* %lsr.iv352 to i1*
  %81 = bitcast double* %lsr.iv359 to i1*
  %82 = bitcast double* %lsr.iv378 to i1*
  %.289.us.3 = add nuw nsw i64 %loop.index14.us, 4
  %scevgep284 = getelementptr i1, i1* %75, i64 %10
  %83 = bitcast i1* %scevgep284 to double*
  %scevgep302 = getelementptr i1, i1* %76, i64 %10
  %84 = bitcast i1* %scevgep302 to double*
  %scevgep309 = getelementptr i1, i1* %77, i64 %10
  %85 = bitcast i1* %scevgep309 to double*
  %scevgep328 = getelementptr i1, i1* %78, i64 %10
  %86 = bitcast i1* %scevgep328 to double*
  %scevgep335 = getelementptr i1, i1* %79, i64 %10
  %87 = bitcast i1* %scevgep335 to double*
  %scevgep354 = getelementptr i1, i1* %80, i64 %10
  %88 = bitcast i1* %scevgep354 to double*
  %scevgep361 = getelementptr i1, i1* %81, i64 %10
  %89 = bitcast i1* %scevgep361 to double*
  %scevgep380 = getelementptr i1, i1* %82, i64 %10
  %90 = bitcast i1* %scevgep380 to double*
  %niter67.ncmp.3 = icmp eq i64 %.289.us.3, %unroll_iter66
  br i1 %niter67.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index14.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.289.us.3, %for.end.1.loopexit.us.3 ]
  %.230.013.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.230.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.227.012.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod65.not = icmp eq i64 %xtraiter49, 0
  br i1 %lcmp.mod65.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter42.epil = and i64 %.46.fca.5.1.load.i, 7
  %unroll_iter47.epil = and i64 %.46.fca.5.1.load.i, -8
  %91 = mul i64 %loop.index14.us.unr, %.46.fca.5.1.load.i
  %92 = add i64 %91, 7
  %scevgep255 = getelementptr double, double* %.6.i17, i64 %92
  %93 = shl i64 %.46.fca.5.1.load.i, 3
  %scevgep274 = getelementptr double, double* %.6.i17, i64 %91
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv275 = phi double* [ %111, %for.end.1.loopexit.us.epil ], [ %scevgep274, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv256 = phi double* [ %110, %for.end.1.loopexit.us.epil ], [ %scevgep255, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index14.us.epil = phi i64 [ %.289.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index14.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.230.013.us.epil = phi i64 [ %.230.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.230.013.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.227.012.us.epil = phi i64 [ %spec.select.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.227.012.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter64 = phi i64 [ %epil.iter64.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %94 = icmp ult i64 %7, 7
  br i1 %94, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil50.preheader

for.body.1.us.epil50.preheader:                   ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil50

for.body.1.us.epil50:                             ; preds = %for.body.1.us.epil50.preheader, %for.body.1.us.epil50
  %loop.index.19.us.epil51 = phi i64 [ %104, %for.body.1.us.epil50 ], [ 0, %for.body.1.us.epil50.preheader ]
  %.230.18.us.epil52 = phi i64 [ %.230.2.us.7.epil, %for.body.1.us.epil50 ], [ %.230.013.us.epil, %for.body.1.us.epil50.preheader ]
  %.227.17.us.epil53 = phi i64 [ %spec.select.us.7.epil, %for.body.1.us.epil50 ], [ %.227.012.us.epil, %for.body.1.us.epil50.preheader ]
  %95 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %96 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil54 = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %.230.2.us.epil55 = select i1 %95, i64 %loop.index.19.us.epil51, i64 %.230.18.us.epil52
  %.250.us.epil56 = mul i64 %spec.select.us.epil54, %.46.fca.5.1.load.i
  %.253.us.epil57 = add i64 %.250.us.epil56, %.230.2.us.epil55
  %.254.us.epil58 = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil57
  %.255.us.epil59 = load double, double* %.254.us.epil58, align 8
  %.12.i.us.epil60 = tail call double @llvm.sin.f64(double %.255.us.epil59)
  %scevgep272 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -7
  store double %.12.i.us.epil60, double* %scevgep273, align 8
  %spec.select.us.1.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %97 = add i64 %loop.index.19.us.epil51, 1
  %.230.2.us.1.epil = select i1 %95, i64 %97, i64 %.230.18.us.epil52
  %.250.us.1.epil = mul i64 %spec.select.us.1.epil, %.46.fca.5.1.load.i
  %.253.us.1.epil = add i64 %.250.us.1.epil, %.230.2.us.1.epil
  %.254.us.1.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.1.epil
  %.255.us.1.epil = load double, double* %.254.us.1.epil, align 8
  %.12.i.us.1.epil = tail call double @llvm.sin.f64(double %.255.us.1.epil)
  %scevgep269 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -6
  store double %.12.i.us.1.epil, double* %scevgep270, align 8
  %spec.select.us.2.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %98 = add i64 %97, 1
  %.230.2.us.2.epil = select i1 %95, i64 %98, i64 %.230.18.us.epil52
  %.250.us.2.epil = mul i64 %spec.select.us.2.epil, %.46.fca.5.1.load.i
  %.253.us.2.epil = add i64 %.250.us.2.epil, %.230.2.us.2.epil
  %.254.us.2.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.2.epil
  %.255.us.2.epil = load double, double* %.254.us.2.epil, align 8
  %.12.i.us.2.epil = tail call double @llvm.sin.f64(double %.255.us.2.epil)
  %scevgep267 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -5
  store double %.12.i.us.2.epil, double* %scevgep268, align 8
  %spec.select.us.3.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %99 = add i64 %98, 1
  %.230.2.us.3.epil = select i1 %95, i64 %99, i64 %.230.18.us.epil52
  %.250.us.3.epil = mul i64 %spec.select.us.3.epil, %.46.fca.5.1.load.i
  %.253.us.3.epil = add i64 %.250.us.3.epil, %.230.2.us.3.epil
  %.254.us.3.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.3.epil
  %.255.us.3.epil = load double, double* %.254.us.3.epil, align 8
  %.12.i.us.3.epil = tail call double @llvm.sin.f64(double %.255.us.3.epil)
  %scevgep265 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -4
  store double %.12.i.us.3.epil, double* %scevgep266, align 8
  %spec.select.us.4.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %100 = add i64 %99, 1
  %.230.2.us.4.epil = select i1 %95, i64 %100, i64 %.230.18.us.epil52
  %.250.us.4.epil = mul i64 %spec.select.us.4.epil, %.46.fca.5.1.load.i
  %.253.us.4.epil = add i64 %.250.us.4.epil, %.230.2.us.4.epil
  %.254.us.4.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.4.epil
  %.255.us.4.epil = load double, double* %.254.us.4.epil, align 8
  %.12.i.us.4.epil = tail call double @llvm.sin.f64(double %.255.us.4.epil)
  %scevgep263 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -3
  store double %.12.i.us.4.epil, double* %scevgep264, align 8
  %spec.select.us.5.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %101 = add i64 %100, 1
  %.230.2.us.5.epil = select i1 %95, i64 %101, i64 %.230.18.us.epil52
  %.250.us.5.epil = mul i64 %spec.select.us.5.epil, %.46.fca.5.1.load.i
  %.253.us.5.epil = add i64 %.250.us.5.epil, %.230.2.us.5.epil
  %.254.us.5.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.5.epil
  %.255.us.5.epil = load double, double* %.254.us.5.epil, align 8
  %.12.i.us.5.epil = tail call double @llvm.sin.f64(double %.255.us.5.epil)
  %scevgep261 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -2
  store double %.12.i.us.5.epil, double* %scevgep262, align 8
  %spec.select.us.6.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %102 = add i64 %101, 1
  %.230.2.us.6.epil = select i1 %95, i64 %102, i64 %.230.18.us.epil52
  %.250.us.6.epil = mul i64 %spec.select.us.6.epil, %.46.fca.5.1.load.i
  %.253.us.6.epil = add i64 %.250.us.6.epil, %.230.2.us.6.epil
  %.254.us.6.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.6.epil
  %.255.us.6.epil = load double, double* %.254.us.6.epil, align 8
  %.12.i.us.6.epil = tail call double @llvm.sin.f64(double %.255.us.6.epil)
  %scevgep259 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -1
  store double %.12.i.us.6.epil, double* %scevgep260, align 8
  %spec.select.us.7.epil = select i1 %96, i64 %.227.17.us.epil53, i64 %loop.index14.us.epil
  %103 = add i64 %102, 1
  %.230.2.us.7.epil = select i1 %95, i64 %103, i64 %.230.18.us.epil52
  %.250.us.7.epil = mul i64 %spec.select.us.7.epil, %.46.fca.5.1.load.i
  %.253.us.7.epil = add i64 %.250.us.7.epil, %.230.2.us.7.epil
  %.254.us.7.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.7.epil
  %.255.us.7.epil = load double, double* %.254.us.7.epil, align 8
  %.12.i.us.7.epil = tail call double @llvm.sin.f64(double %.255.us.7.epil)
  %scevgep271 = getelementptr double, double* %lsr.iv256, i64 %loop.index.19.us.epil51
  store double %.12.i.us.7.epil, double* %scevgep271, align 8
  %.287.us.7.epil = add nuw i64 %loop.index.19.us.epil51, 8
  %104 = add i64 %103, 1
  %niter48.ncmp.7.epil = icmp eq i64 %104, %unroll_iter47.epil
  br i1 %niter48.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil50

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil50, %for.cond.1.preheader.us.epil
  %spec.select.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil50 ]
  %.230.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.230.2.us.7.epil, %for.body.1.us.epil50 ]
  %loop.index.19.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.287.us.7.epil, %for.body.1.us.epil50 ]
  %.230.18.us.unr.epil = phi i64 [ %.230.013.us.epil, %for.cond.1.preheader.us.epil ], [ %.230.2.us.7.epil, %for.body.1.us.epil50 ]
  %.227.17.us.unr.epil = phi i64 [ %.227.012.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil50 ]
  %105 = icmp eq i64 %xtraiter42.epil, 0
  br i1 %105, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv279 = phi i64 [ %xtraiter42.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next280, %for.body.1.us.epil.epil ]
  %loop.index.19.us.epil.epil = phi i64 [ %.287.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.19.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.230.18.us.epil.epil = phi i64 [ %.230.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.230.18.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.227.17.us.epil.epil = phi i64 [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ], [ %.227.17.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %106 = icmp ugt i64 %.46.fca.5.1.load.i, 1
  %107 = icmp eq i64 %.46.fca.5.0.load.i, 1
  %spec.select.us.epil.epil = select i1 %107, i64 %.227.17.us.epil.epil, i64 %loop.index14.us.epil
  %.230.2.us.epil.epil = select i1 %106, i64 %loop.index.19.us.epil.epil, i64 %.230.18.us.epil.epil
  %.250.us.epil.epil = mul i64 %spec.select.us.epil.epil, %.46.fca.5.1.load.i
  %.253.us.epil.epil = add i64 %.250.us.epil.epil, %.230.2.us.epil.epil
  %.254.us.epil.epil = getelementptr double, double* %.46.fca.4.load.i, i64 %.253.us.epil.epil
  %.255.us.epil.epil = load double, double* %.254.us.epil.epil, align 8
  %.12.i.us.epil.epil = tail call double @llvm.sin.f64(double %.255.us.epil.epil)
  %scevgep278 = getelementptr double, double* %lsr.iv275, i64 %loop.index.19.us.epil.epil
  store double %.12.i.us.epil.epil, double* %scevgep278, align 8
  %.287.us.epil.epil = add nuw nsw i64 %loop.index.19.us.epil.epil, 1
  %lsr.iv.next280 = add nsw i64 %lsr.iv279, -1
  %epil.iter43.cmp.epil.not = icmp eq i64 %lsr.iv.next280, 0
  br i1 %epil.iter43.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !13

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select.us.lcssa.epil = phi i64 [ %spec.select.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %.230.2.us.lcssa.epil = phi i64 [ %.230.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.230.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %108 = bitcast double* %lsr.iv256 to i1*
  %109 = bitcast double* %lsr.iv275 to i1*
  %.289.us.epil = add nuw nsw i64 %loop.index14.us.epil, 1
  %epil.iter64.next = add i64 %epil.iter64, 1
  %scevgep258 = getelementptr i1, i1* %108, i64 %93
  %110 = bitcast i1* %scevgep258 to double*
  %scevgep277 = getelementptr i1, i1* %109, i64 %93
  %111 = bitcast i1* %scevgep277 to double*
  %epil.iter64.cmp.not = icmp eq i64 %epil.iter64.next, %xtraiter49
  br i1 %epil.iter64.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !15

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.46.fca.0.load.i)
  %.83.i = icmp eq i64 %.149, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.149, i64 1)
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
  %scevgep125 = getelementptr double, double* %.6.i17, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %118 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep101 = getelementptr double, double* %.6.i17, i64 %118
  %119 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %120 = bitcast double* %scevgep101 to i8*
  %uglygep122 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  %scevgep124 = getelementptr double, double* %uglygep122123, i64 -7
  %.265.i.epil = load double, double* %scevgep124, align 8, !noalias !16
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep119 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep119120 = bitcast i8* %uglygep119 to double*
  %scevgep121 = getelementptr double, double* %uglygep119120, i64 -6
  %.265.1.i.epil = load double, double* %scevgep121, align 8, !noalias !16
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep116 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  %scevgep118 = getelementptr double, double* %uglygep116117, i64 -5
  %.265.2.i.epil = load double, double* %scevgep118, align 8, !noalias !16
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep113 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep113114 = bitcast i8* %uglygep113 to double*
  %scevgep115 = getelementptr double, double* %uglygep113114, i64 -4
  %.265.3.i.epil = load double, double* %scevgep115, align 8, !noalias !16
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep110 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep110111 = bitcast i8* %uglygep110 to double*
  %scevgep112 = getelementptr double, double* %uglygep110111, i64 -3
  %.265.4.i.epil = load double, double* %scevgep112, align 8, !noalias !16
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep107 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep107108 = bitcast i8* %uglygep107 to double*
  %scevgep109 = getelementptr double, double* %uglygep107108, i64 -2
  %.265.5.i.epil = load double, double* %scevgep109, align 8, !noalias !16
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep104 = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  %scevgep106 = getelementptr double, double* %uglygep104105, i64 -1
  %.265.6.i.epil = load double, double* %scevgep106, align 8, !noalias !16
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %120, i64 %lsr.iv
  %uglygep103 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep103, align 8, !noalias !16
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %119, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !19, !llvm.loop !20

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i17, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !16
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !19, !llvm.loop !21

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv253 = phi i64 [ %lsr.iv.next254, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep251 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -63
  %.265.i = load double, double* %scevgep252, align 8, !noalias !16
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep249 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -62
  %.265.1.i = load double, double* %scevgep250, align 8, !noalias !16
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep247 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -61
  %.265.2.i = load double, double* %scevgep248, align 8, !noalias !16
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep245 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -60
  %.265.3.i = load double, double* %scevgep246, align 8, !noalias !16
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep243 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -59
  %.265.4.i = load double, double* %scevgep244, align 8, !noalias !16
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep241 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -58
  %.265.5.i = load double, double* %scevgep242, align 8, !noalias !16
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep239 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -57
  %.265.6.i = load double, double* %scevgep240, align 8, !noalias !16
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep237 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -56
  %.265.7.i = load double, double* %scevgep238, align 8, !noalias !16
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep206 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -55
  %.265.i.1 = load double, double* %scevgep207, align 8, !noalias !16
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep208 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -54
  %.265.1.i.1 = load double, double* %scevgep209, align 8, !noalias !16
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep210 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -53
  %.265.2.i.1 = load double, double* %scevgep211, align 8, !noalias !16
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep212 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -52
  %.265.3.i.1 = load double, double* %scevgep213, align 8, !noalias !16
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep214 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -51
  %.265.4.i.1 = load double, double* %scevgep215, align 8, !noalias !16
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep216 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -50
  %.265.5.i.1 = load double, double* %scevgep217, align 8, !noalias !16
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep218 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -49
  %.265.6.i.1 = load double, double* %scevgep219, align 8, !noalias !16
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep220 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -48
  %.265.7.i.1 = load double, double* %scevgep221, align 8, !noalias !16
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep190 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -47
  %.265.i.2 = load double, double* %scevgep191, align 8, !noalias !16
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep192 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -46
  %.265.1.i.2 = load double, double* %scevgep193, align 8, !noalias !16
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep194 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -45
  %.265.2.i.2 = load double, double* %scevgep195, align 8, !noalias !16
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep196 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -44
  %.265.3.i.2 = load double, double* %scevgep197, align 8, !noalias !16
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep198 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -43
  %.265.4.i.2 = load double, double* %scevgep199, align 8, !noalias !16
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep200 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -42
  %.265.5.i.2 = load double, double* %scevgep201, align 8, !noalias !16
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep202 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -41
  %.265.6.i.2 = load double, double* %scevgep203, align 8, !noalias !16
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep204 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -40
  %.265.7.i.2 = load double, double* %scevgep205, align 8, !noalias !16
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep174 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -39
  %.265.i.3 = load double, double* %scevgep175, align 8, !noalias !16
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep176 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -38
  %.265.1.i.3 = load double, double* %scevgep177, align 8, !noalias !16
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep178 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -37
  %.265.2.i.3 = load double, double* %scevgep179, align 8, !noalias !16
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep180 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -36
  %.265.3.i.3 = load double, double* %scevgep181, align 8, !noalias !16
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep182 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -35
  %.265.4.i.3 = load double, double* %scevgep183, align 8, !noalias !16
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep184 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -34
  %.265.5.i.3 = load double, double* %scevgep185, align 8, !noalias !16
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep186 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -33
  %.265.6.i.3 = load double, double* %scevgep187, align 8, !noalias !16
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep188 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -32
  %.265.7.i.3 = load double, double* %scevgep189, align 8, !noalias !16
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep158 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -31
  %.265.i.4 = load double, double* %scevgep159, align 8, !noalias !16
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep160 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -30
  %.265.1.i.4 = load double, double* %scevgep161, align 8, !noalias !16
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep162 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -29
  %.265.2.i.4 = load double, double* %scevgep163, align 8, !noalias !16
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep164 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -28
  %.265.3.i.4 = load double, double* %scevgep165, align 8, !noalias !16
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep166 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -27
  %.265.4.i.4 = load double, double* %scevgep167, align 8, !noalias !16
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep168 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -26
  %.265.5.i.4 = load double, double* %scevgep169, align 8, !noalias !16
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep170 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -25
  %.265.6.i.4 = load double, double* %scevgep171, align 8, !noalias !16
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep172 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -24
  %.265.7.i.4 = load double, double* %scevgep173, align 8, !noalias !16
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep142 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -23
  %.265.i.5 = load double, double* %scevgep143, align 8, !noalias !16
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep144 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -22
  %.265.1.i.5 = load double, double* %scevgep145, align 8, !noalias !16
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep146 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -21
  %.265.2.i.5 = load double, double* %scevgep147, align 8, !noalias !16
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep148 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -20
  %.265.3.i.5 = load double, double* %scevgep149, align 8, !noalias !16
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep150 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -19
  %.265.4.i.5 = load double, double* %scevgep151, align 8, !noalias !16
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep152 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -18
  %.265.5.i.5 = load double, double* %scevgep153, align 8, !noalias !16
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep154 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -17
  %.265.6.i.5 = load double, double* %scevgep155, align 8, !noalias !16
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep156 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -16
  %.265.7.i.5 = load double, double* %scevgep157, align 8, !noalias !16
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep126 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -15
  %.265.i.6 = load double, double* %scevgep127, align 8, !noalias !16
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep128 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -14
  %.265.1.i.6 = load double, double* %scevgep129, align 8, !noalias !16
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep130 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -13
  %.265.2.i.6 = load double, double* %scevgep131, align 8, !noalias !16
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep132 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -12
  %.265.3.i.6 = load double, double* %scevgep133, align 8, !noalias !16
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep134 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -11
  %.265.4.i.6 = load double, double* %scevgep135, align 8, !noalias !16
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep136 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -10
  %.265.5.i.6 = load double, double* %scevgep137, align 8, !noalias !16
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep138 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -9
  %.265.6.i.6 = load double, double* %scevgep139, align 8, !noalias !16
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep140 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -8
  %.265.7.i.6 = load double, double* %scevgep141, align 8, !noalias !16
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep222 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -7
  %.265.i.7 = load double, double* %scevgep223, align 8, !noalias !16
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep224 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -6
  %.265.1.i.7 = load double, double* %scevgep225, align 8, !noalias !16
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep226 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -5
  %.265.2.i.7 = load double, double* %scevgep227, align 8, !noalias !16
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep228 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -4
  %.265.3.i.7 = load double, double* %scevgep229, align 8, !noalias !16
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep230 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -3
  %.265.4.i.7 = load double, double* %scevgep231, align 8, !noalias !16
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep232 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -2
  %.265.5.i.7 = load double, double* %scevgep233, align 8, !noalias !16
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep234 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -1
  %.265.6.i.7 = load double, double* %scevgep235, align 8, !noalias !16
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep236 = getelementptr double, double* %scevgep125, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep236, align 8, !noalias !16
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next254 = add i64 %lsr.iv253, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next254, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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
  %sunkaddr9 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr9 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr11 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr12 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.6.0.load = load i64, i64* %13, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr14 to i64*
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
  %sunkaddr15 = getelementptr inbounds i8, i8* %18, i64 8
  %19 = bitcast i8* %sunkaddr15 to i8**
  %.60.fca.1.load = load i8*, i8** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %20, i64 16
  %21 = bitcast i8* %sunkaddr16 to i64*
  %.60.fca.2.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr17 to double**
  %.60.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr18 to i64*
  %.60.fca.5.0.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %26, i64 48
  %27 = bitcast i8* %sunkaddr19 to i64*
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f3cfd5d2190>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i8* %arg.b.0, i8* %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, i8* nocapture readnone %arg.out) local_unnamed_addr {
B0.endif.endif:
  %.29.i81 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
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
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %6)
  %7 = bitcast [1 x i64]* %.33.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7)
  %8 = bitcast [1 x i64]* %.89.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8)
  %.fca.0.gep1821.i343550399 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8**
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 1
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 2
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 3
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 4
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 5, i64 0
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81, i64 0, i32 6, i64 0
  %.fca.0.gep1722.i344551400 = bitcast [1 x i64]* %.33.i to i64*
  %.fca.0.gep23.i345552401 = bitcast [1 x i64]* %.89.i to i64*
  store i64 0, i64* %.fca.0.gep23.i345552401, align 8, !noalias !22
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !22
  store i8* %arg.a.0, i8** %.fca.0.gep1821.i343550399, align 8, !noalias !22
  store i8* %arg.a.1, i8** %.fca.1.gep.i, align 8, !noalias !22
  store i64 %arg.a.2, i64* %.fca.2.gep.i, align 8, !noalias !22
  store i64 %arg.a.3, i64* %.fca.3.gep.i, align 8, !noalias !22
  store double* %arg.a.4, double** %.fca.4.gep.i, align 8, !noalias !22
  store i64 %arg.a.5.0, i64* %.fca.5.0.gep.i, align 8, !noalias !22
  store i64 %arg.a.6.0, i64* %.fca.6.0.gep.i, align 8, !noalias !22
  store i64 %arg.a.2, i64* %.fca.0.gep1722.i344551400, align 8, !noalias !22
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
  store i64 %.343.i1.neg.i, i64* %9, align 8, !noalias !26
  br label %B0.endif.i

B0.endif.i:                                       ; preds = %B220.i.thread.i, %B104.i.i
  %10 = bitcast [1 x i64]* %.89.i to i64*
  %11 = bitcast [1 x i64]* %.33.i to i64*
  %.99.i = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep.i, i64* nonnull %.fca.6.0.gep.i, i64 1, i64* nonnull %11, i64* nonnull %10, i64 %arg.a.3, i32 0), !noalias !22
  %.100.i = icmp eq i32 %.99.i, 0
  br i1 %.100.i, label %B0.endif.endif.if, label %B0.endif.endif.endif

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endi...if.2, %B0.endif.endif.endif.endi...endif.1.endif.endif.if, %B0.endif.endif.endif.endi...endif.1.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.endif.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...if.2 ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.i, %B104.i.i
  %excinfo.3.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899928141376, %B0.endif.i ], [ @.const.picklebuf.139899927909952, %B104.i.i ]
  %12 = bitcast [1 x i64]* %.89.i to i8*
  %13 = bitcast [1 x i64]* %.33.i to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %14)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.i
  %15 = bitcast [1 x i64]* %.89.i to i64*
  %16 = bitcast [1 x i64]* %.33.i to i64*
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8**
  %18 = bitcast [1 x i64]* %.89.i to i8*
  %19 = bitcast [1 x i64]* %.33.i to i8*
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %21 = bitcast [2 x i64]* %.179 to i64*
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8**
  %23 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %23, i64 32
  %24 = bitcast i8* %sunkaddr to double**
  %.111.i = load double*, double** %24, align 8, !noalias !22
  %.112.fca.0.load.i = load i64, i64* %16, align 8, !noalias !22
  %.113.fca.0.load.i = load i64, i64* %15, align 8, !noalias !22
  %25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr402 = getelementptr inbounds i8, i8* %25, i64 24
  %26 = bitcast i8* %sunkaddr402 to i64*
  %.115.i = load i64, i64* %26, align 8, !noalias !22
  %.117.i = load i8*, i8** %17, align 8, !noalias !22
  %27 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr403 = getelementptr inbounds i8, i8* %27, i64 8
  %28 = bitcast i8* %sunkaddr403 to i8**
  %.119.i = load i8*, i8** %28, align 8, !noalias !22
  call void @NRT_incref(i8* %.117.i), !noalias !22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %20)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18)
  store i8* %.117.i, i8** %22, align 8
  %sunkaddr348 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 1
  store i8* %.119.i, i8** %sunkaddr348, align 8
  %sunkaddr349 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 2
  store i64 %.112.fca.0.load.i, i64* %sunkaddr349, align 8
  %sunkaddr350 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 3
  store i64 %.115.i, i64* %sunkaddr350, align 8
  %sunkaddr351 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175, i64 0, i32 4
  store double* %.111.i, double** %sunkaddr351, align 8
  %29 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr404 = getelementptr inbounds i8, i8* %29, i64 40
  %30 = bitcast i8* %sunkaddr404 to i64*
  store i64 %.112.fca.0.load.i, i64* %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr405 = getelementptr inbounds i8, i8* %31, i64 48
  %32 = bitcast i8* %sunkaddr405 to i64*
  store i64 %.113.fca.0.load.i, i64* %32, align 8
  store i64 %arg.a.2, i64* %21, align 8
  %sunkaddr3541 = getelementptr inbounds [2 x i64], [2 x i64]* %.179, i64 0, i64 1
  store i64 1, i64* %sunkaddr3541, align 8
  %33 = ptrtoint [2 x i64]* %.179 to i64
  call void @NRT_decref(i8* %arg.a.0), !noalias !22
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B0.endif.endif.endif
  %lsr.iv.i = phi i64 [ %33, %B0.endif.endif.endif ], [ %lsr.iv.next.i, %B44.epil.i ]
  %neg_ax.1.027.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %neg_ax.2.1.epil.i, %B44.epil.i ]
  %num_neg_value.2.026.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %num_neg_value.3.1.epil.i, %B44.epil.i ]
  %known_size.2.025.epil.i = phi i64 [ 1, %B0.endif.endif.endif ], [ %known_size.3.1.epil.i, %B44.epil.i ]
  %.34.024.epil.i = phi i64 [ 0, %B0.endif.endif.endif ], [ %.134.epil.i, %B44.epil.i ]
  %.134.epil.i = add nuw nsw i64 %.34.024.epil.i, 1
  %.130.epil.i = inttoptr i64 %lsr.iv.i to i64*
  %.131.epil.i = load i64, i64* %.130.epil.i, align 8, !noalias !30
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.025.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.026.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.34.024.epil.i, i64 %neg_ax.1.027.epil.i
  %lsr.iv.next.i = add i64 %lsr.iv.i, 8
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !34

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
  store i64 %inferred.2.020.i, i64* %.467.i, align 8, !noalias !30
  br label %B0.endif.endif.endif.endif

B192.else.i:                                      ; preds = %B162.i
  %const = bitcast i64 -9223372036854775808 to i64
  %.338.i = icmp ne i64 %.112.fca.0.load.i, %const
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.341.i = or i1 %.338.i, %.339.i
  br i1 %.341.i, label %B192.else.if.i, label %B254.i, !prof !35

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
  %excinfo.4.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899928657728, %B92.i ], [ @.const.picklebuf.139899929362304, %B220.i ], [ @.const.picklebuf.139899927909952.11, %B104.i ]
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
  %sunkaddr407 = getelementptr inbounds i8, i8* %38, i64 24
  %39 = bitcast i8* %sunkaddr407 to i64*
  %.242 = load i64, i64* %39, align 8
  %.243 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep128, i64* nonnull %.fca.6.0.gep129, i64 2, i64* nonnull %36, i64* nonnull %37, i64 %.242, i32 0)
  %.244 = icmp eq i32 %.243, 0
  br i1 %.244, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899927909696, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %40 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8**
  %41 = bitcast [2 x i64]* %.179 to i64*
  %42 = bitcast [1 x i64]* %.89.i to i64*
  %43 = bitcast [1 x i64]* %.33.i to i64*
  %44 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8**
  %45 = bitcast [1 x i64]* %.89.i to i8*
  %46 = bitcast [1 x i64]* %.33.i to i8*
  %47 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.175 to i8*
  %sunkaddr408 = getelementptr inbounds i8, i8* %48, i64 32
  %49 = bitcast i8* %sunkaddr408 to double**
  %.255 = load double*, double** %49, align 8
  %.256.fca.0.load = load i64, i64* %41, align 8
  %50 = bitcast [2 x i64]* %.179 to i8*
  %sunkaddr409 = getelementptr inbounds i8, i8* %50, i64 8
  %51 = bitcast i8* %sunkaddr409 to i64*
  %.256.fca.1.load = load i64, i64* %51, align 8
  %.261 = load i8*, i8** %40, align 8
  call void @NRT_incref(i8* %.261)
  call void @NRT_incref(i8* %arg.b.0)
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %47)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46)
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %45)
  store i64 0, i64* %42, align 8, !noalias !36
  call void @NRT_incref(i8* %arg.b.0), !noalias !36
  store i8* %arg.b.0, i8** %44, align 8, !noalias !36
  %52 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr410 = getelementptr inbounds i8, i8* %52, i64 8
  %53 = bitcast i8* %sunkaddr410 to i8**
  store i8* %arg.b.1, i8** %53, align 8, !noalias !36
  %54 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr411 = getelementptr inbounds i8, i8* %54, i64 16
  %55 = bitcast i8* %sunkaddr411 to i64*
  store i64 %arg.b.2, i64* %55, align 8, !noalias !36
  %56 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr412 = getelementptr inbounds i8, i8* %56, i64 24
  %57 = bitcast i8* %sunkaddr412 to i64*
  store i64 %arg.b.3, i64* %57, align 8, !noalias !36
  %58 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr413 = getelementptr inbounds i8, i8* %58, i64 32
  %59 = bitcast i8* %sunkaddr413 to double**
  store double* %arg.b.4, double** %59, align 8, !noalias !36
  %60 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr414 = getelementptr inbounds i8, i8* %60, i64 40
  %61 = bitcast i8* %sunkaddr414 to i64*
  store i64 %arg.b.5.0, i64* %61, align 8, !noalias !36
  %62 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr415 = getelementptr inbounds i8, i8* %62, i64 48
  %63 = bitcast i8* %sunkaddr415 to i64*
  store i64 %arg.b.6.0, i64* %63, align 8, !noalias !36
  store i64 %arg.b.2, i64* %43, align 8, !noalias !36
  %.210.epil.i.i93 = icmp slt i64 %arg.b.2, 0
  %.250.epil.i.i94 = select i1 %.210.epil.i.i93, i64 1, i64 %arg.b.2
  %trunc.i95 = icmp sgt i64 %arg.b.2, -1
  br i1 %trunc.i95, label %B104.i.i99, label %B220.i.thread.i103

B104.i.i99:                                       ; preds = %B0.endif.endif.endif.endif.endif
  %.281.i.i96 = uitofp i64 %arg.b.2 to double
  %.282.i.i97 = sitofp i64 %.250.epil.i.i94 to double
  %.283.i.i98 = fcmp une double %.281.i.i96, %.282.i.i97
  br i1 %.283.i.i98, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.i107

B220.i.thread.i103:                               ; preds = %B0.endif.endif.endif.endif.endif
  %64 = bitcast [1 x i64]* %.33.i to i64*
  %arg.ary.2.nonneg.i100 = sub i64 0, %arg.b.2
  %.343.i1.i101 = udiv i64 %arg.ary.2.nonneg.i100, %.250.epil.i.i94
  %.343.i1.neg.i102 = sub i64 0, %.343.i1.i101
  store i64 %.343.i1.neg.i102, i64* %64, align 8, !noalias !40
  br label %B0.endif.i107

B0.endif.i107:                                    ; preds = %B220.i.thread.i103, %B104.i.i99
  %65 = bitcast [1 x i64]* %.89.i to i64*
  %66 = bitcast [1 x i64]* %.33.i to i64*
  %.99.i105 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep.i, i64* nonnull %.fca.6.0.gep.i, i64 1, i64* nonnull %66, i64* nonnull %65, i64 %arg.b.3, i32 0), !noalias !36
  %.100.i106 = icmp eq i32 %.99.i105, 0
  br i1 %.100.i106, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.i107, %B104.i.i99
  %excinfo.5.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899928141376, %B0.endif.i107 ], [ @.const.picklebuf.139899927909952, %B104.i.i99 ]
  %67 = bitcast [1 x i64]* %.89.i to i8*
  %68 = bitcast [1 x i64]* %.33.i to i8*
  %69 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %69)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %68)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67)
  call void @NRT_decref(i8* %.117.i)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.5.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.i107
  %70 = bitcast [1 x i64]* %.89.i to i64*
  %71 = bitcast [1 x i64]* %.33.i to i64*
  %72 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8**
  %73 = bitcast [1 x i64]* %.89.i to i8*
  %74 = bitcast [1 x i64]* %.33.i to i8*
  %75 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %76 = bitcast [2 x i64]* %.359 to i64*
  %77 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8**
  %78 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr416 = getelementptr inbounds i8, i8* %78, i64 32
  %79 = bitcast i8* %sunkaddr416 to double**
  %.111.i110 = load double*, double** %79, align 8, !noalias !36
  %.112.fca.0.load.i111 = load i64, i64* %71, align 8, !noalias !36
  %.113.fca.0.load.i112 = load i64, i64* %70, align 8, !noalias !36
  %80 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr417 = getelementptr inbounds i8, i8* %80, i64 24
  %81 = bitcast i8* %sunkaddr417 to i64*
  %.115.i113 = load i64, i64* %81, align 8, !noalias !36
  %.117.i114 = load i8*, i8** %72, align 8, !noalias !36
  %82 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.29.i81 to i8*
  %sunkaddr418 = getelementptr inbounds i8, i8* %82, i64 8
  %83 = bitcast i8* %sunkaddr418 to i8**
  %.119.i115 = load i8*, i8** %83, align 8, !noalias !36
  call void @NRT_incref(i8* %.117.i114), !noalias !36
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %75)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %74)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73)
  store i8* %.117.i114, i8** %77, align 8
  %sunkaddr363 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 1
  store i8* %.119.i115, i8** %sunkaddr363, align 8
  %sunkaddr364 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 2
  store i64 %.112.fca.0.load.i111, i64* %sunkaddr364, align 8
  %sunkaddr365 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 3
  store i64 %.115.i113, i64* %sunkaddr365, align 8
  %sunkaddr366 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355, i64 0, i32 4
  store double* %.111.i110, double** %sunkaddr366, align 8
  %84 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr419 = getelementptr inbounds i8, i8* %84, i64 40
  %85 = bitcast i8* %sunkaddr419 to i64*
  store i64 %.112.fca.0.load.i111, i64* %85, align 8
  %86 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr420 = getelementptr inbounds i8, i8* %86, i64 48
  %87 = bitcast i8* %sunkaddr420 to i64*
  store i64 %.113.fca.0.load.i112, i64* %87, align 8
  store i64 1, i64* %76, align 8
  %sunkaddr3693 = getelementptr inbounds [2 x i64], [2 x i64]* %.359, i64 0, i64 1
  store i64 %arg.b.2, i64* %sunkaddr3693, align 8
  %88 = ptrtoint [2 x i64]* %.359 to i64
  call void @NRT_decref(i8* %arg.b.0), !noalias !36
  call void @NRT_decref(i8* %.117.i)
  br label %B44.epil.i141

B44.epil.i141:                                    ; preds = %B44.epil.i141, %B0.endif.endif.endif.endif.endif.endif
  %lsr.iv.i124 = phi i64 [ %88, %B0.endif.endif.endif.endif.endif.endif ], [ %lsr.iv.next.i138, %B44.epil.i141 ]
  %neg_ax.1.027.epil.i125 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %neg_ax.2.1.epil.i137, %B44.epil.i141 ]
  %num_neg_value.2.026.epil.i126 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %num_neg_value.3.1.epil.i136, %B44.epil.i141 ]
  %known_size.2.025.epil.i127 = phi i64 [ 1, %B0.endif.endif.endif.endif.endif.endif ], [ %known_size.3.1.epil.i134, %B44.epil.i141 ]
  %.34.024.epil.i128 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif ], [ %.134.epil.i129, %B44.epil.i141 ]
  %.134.epil.i129 = add nuw nsw i64 %.34.024.epil.i128, 1
  %.130.epil.i130 = inttoptr i64 %lsr.iv.i124 to i64*
  %.131.epil.i131 = load i64, i64* %.130.epil.i130, align 8, !noalias !44
  %.210.epil.i132 = icmp slt i64 %.131.epil.i131, 0
  %.250.epil.i133 = select i1 %.210.epil.i132, i64 1, i64 %.131.epil.i131
  %known_size.3.1.epil.i134 = mul nsw i64 %.250.epil.i133, %known_size.2.025.epil.i127
  %.131.lobit.epil.i135 = lshr i64 %.131.epil.i131, 63
  %num_neg_value.3.1.epil.i136 = add nuw nsw i64 %.131.lobit.epil.i135, %num_neg_value.2.026.epil.i126
  %neg_ax.2.1.epil.i137 = select i1 %.210.epil.i132, i64 %.34.024.epil.i128, i64 %neg_ax.1.027.epil.i125
  %lsr.iv.next.i138 = add i64 %lsr.iv.i124, 8
  %epil.iter.cmp.not.i140 = icmp eq i64 %.134.epil.i129, 2
  br i1 %epil.iter.cmp.not.i140, label %B92.i142, label %B44.epil.i141, !llvm.loop !34

B92.i142:                                         ; preds = %B44.epil.i141
  switch i64 %num_neg_value.3.1.epil.i136, label %B0.endif.endif.endif.endif.endif.endif.if [
    i64 0, label %B104.i146
    i64 1, label %B162.i151
  ]

B104.i146:                                        ; preds = %B92.i142
  %.281.i143 = uitofp i64 %.112.fca.0.load.i111 to double
  %.282.i144 = sitofp i64 %known_size.3.1.epil.i134 to double
  %.283.i145 = fcmp une double %.281.i143, %.282.i144
  br i1 %.283.i145, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif

B162.i151:                                        ; preds = %B92.i142
  %.304.i150 = icmp eq i64 %known_size.3.1.epil.i134, 0
  br i1 %.304.i150, label %B220.i155, label %B192.else.i167

B220.i155:                                        ; preds = %B192.else.if.i178, %B162.i151
  %inferred.2.0.i152 = phi i64 [ 0, %B162.i151 ], [ %spec.select.i175, %B192.else.if.i178 ]
  %ok.2.0.in.i153 = phi i64 [ %.112.fca.0.load.i111, %B162.i151 ], [ %spec.select21.i177, %B192.else.if.i178 ]
  %ok.2.0.i154 = icmp eq i64 %ok.2.0.in.i153, 0
  br i1 %ok.2.0.i154, label %B254.i162, label %B0.endif.endif.endif.endif.endif.endif.if

B254.i162:                                        ; preds = %B192.else.i167, %B220.i155
  %inferred.2.020.i157 = phi i64 [ %inferred.2.0.i152, %B220.i155 ], [ 0, %B192.else.i167 ]
  %89 = lshr i64 %neg_ax.2.1.epil.i137, 62
  %90 = and i64 %89, 2
  %.454.i160 = add i64 %90, %neg_ax.2.1.epil.i137
  %.467.i161 = getelementptr [2 x i64], [2 x i64]* %.359, i64 0, i64 %.454.i160
  store i64 %inferred.2.020.i157, i64* %.467.i161, align 8, !noalias !44
  br label %B0.endif.endif.endif.endif.endif.endif.endif

B192.else.i167:                                   ; preds = %B162.i151
  %const398 = bitcast i64 -9223372036854775808 to i64
  %.338.i164 = icmp ne i64 %.112.fca.0.load.i111, %const398
  %.339.i165 = icmp ne i64 %known_size.3.1.epil.i134, -1
  %.341.i166 = or i1 %.338.i164, %.339.i165
  br i1 %.341.i166, label %B192.else.if.i178, label %B254.i162, !prof !35

B192.else.if.i178:                                ; preds = %B192.else.i167
  %.343.i168 = sdiv i64 %.112.fca.0.load.i111, %known_size.3.1.epil.i134
  %.344.i169 = srem i64 %.112.fca.0.load.i111, %known_size.3.1.epil.i134
  %.345.i170 = xor i64 %.344.i169, %known_size.3.1.epil.i134
  %.346.i171 = icmp slt i64 %.345.i170, 0
  %.347.i172 = icmp ne i64 %.344.i169, 0
  %.348.i173 = and i1 %.347.i172, %.346.i171
  %.353.i174 = sext i1 %.348.i173 to i64
  %spec.select.i175 = add i64 %.343.i168, %.353.i174
  %.401.i176 = select i1 %.348.i173, i64 %known_size.3.1.epil.i134, i64 0
  %spec.select21.i177 = add i64 %.401.i176, %.344.i169
  br label %B220.i155

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B220.i155, %B104.i146, %B92.i142
  %excinfo.6.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139899928657728, %B92.i142 ], [ @.const.picklebuf.139899929362304, %B220.i155 ], [ @.const.picklebuf.139899927909952.11, %B104.i146 ]
  call void @NRT_decref(i8* %arg.b.0)
  call void @NRT_decref(i8* %arg.b.0)
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.6.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B254.i162, %B104.i146
  %91 = bitcast [2 x i64]* %.359 to i64*
  %92 = bitcast [2 x i64]* %.413 to i64*
  call void @NRT_decref(i8* %arg.b.0)
  call void @NRT_decref(i8* %arg.b.0)
  %93 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr422 = getelementptr inbounds i8, i8* %93, i64 24
  %94 = bitcast i8* %sunkaddr422 to i64*
  %.422 = load i64, i64* %94, align 8
  %.423 = call i32 @numba_attempt_nocopy_reshape(i64 1, i64* nonnull %.fca.5.0.gep, i64* nonnull %.fca.6.0.gep, i64 2, i64* nonnull %91, i64* nonnull %92, i64 %.422, i32 0)
  %.424 = icmp eq i32 %.423, 0
  br i1 %.424, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B128.i

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899927909696, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B128.i:                                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %95 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8**
  %96 = bitcast [2 x i64]* %.359 to i64*
  %97 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.355 to i8*
  %sunkaddr423 = getelementptr inbounds i8, i8* %97, i64 32
  %98 = bitcast i8* %sunkaddr423 to double**
  %.435 = load double*, double** %98, align 8
  %.436.fca.0.load = load i64, i64* %96, align 8
  %99 = bitcast [2 x i64]* %.359 to i8*
  %sunkaddr424 = getelementptr inbounds i8, i8* %99, i64 8
  %100 = bitcast i8* %sunkaddr424 to i64*
  %.436.fca.1.load = load i64, i64* %100, align 8
  %.441 = load i8*, i8** %95, align 8
  call void @NRT_incref(i8* %.441)
  %.67.not.i12 = icmp eq i64 %.256.fca.0.load, 1
  call void @NRT_decref(i8* %.117.i114)
  br i1 %.67.not.i12, label %B150.i25, label %B90.i17

B90.i17:                                          ; preds = %B128.i
  %.71.not.i14 = icmp eq i64 %.436.fca.0.load, %.256.fca.0.load
  %.76.not.i15 = icmp eq i64 %.436.fca.0.load, 1
  %or.cond.i16 = or i1 %.76.not.i15, %.71.not.i14
  br i1 %or.cond.i16, label %B150.i25, label %B0.endif.endif.endif.endi...endif.1.endif.if

B150.i25:                                         ; preds = %B90.i17, %B128.i
  %dest_shape49.sroa.0.1 = phi i64 [ %.256.fca.0.load, %B90.i17 ], [ %.436.fca.0.load, %B128.i ]
  %.67.not.i12.1 = icmp eq i64 %.256.fca.1.load, 1
  br i1 %.67.not.i12.1, label %B150.i25.1, label %B90.i17.1

B90.i17.1:                                        ; preds = %B150.i25
  %.71.not.i14.1 = icmp eq i64 %.436.fca.1.load, %.256.fca.1.load
  %.76.not.i15.1 = icmp eq i64 %.436.fca.1.load, 1
  %or.cond.i16.1 = or i1 %.76.not.i15.1, %.71.not.i14.1
  br i1 %or.cond.i16.1, label %B150.i25.1, label %B0.endif.endif.endif.endi...endif.1.endif.if

B150.i25.1:                                       ; preds = %B90.i17.1, %B150.i25
  %dest_shape49.sroa.7.1 = phi i64 [ %.256.fca.1.load, %B90.i17.1 ], [ %.436.fca.1.load, %B150.i25 ]
  %.594 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape49.sroa.0.1, i64 %dest_shape49.sroa.7.1)
  %.595 = extractvalue { i64, i1 } %.594, 0
  %.596 = extractvalue { i64, i1 } %.594, 1
  %.598 = shl i64 %dest_shape49.sroa.7.1, 3
  %.599 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.595, i64 8)
  %.601 = extractvalue { i64, i1 } %.599, 1
  %.602 = or i1 %.596, %.601
  br i1 %.602, label %B0.endif.endif.endif.endi...endif.1.endif.endif.if, label %B0.endif.endif.endif.endi...endif.1.endif.endif.endif, !prof !4

B0.endif.endif.endif.endi...endif.1.endif.if:     ; preds = %B90.i17.1, %B90.i17
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899929590336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.if: ; preds = %B150.i25.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899929790848, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !5
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.endif: ; preds = %B150.i25.1
  %.600 = extractvalue { i64, i1 } %.599, 0
  %.7.i.i = call i8* @NRT_MemInfo_alloc_aligned(i64 %.600, i32 32), !noalias !48
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endi...if.2, label %B0.endif.endif.endif.endi...endif.2, !prof !4

B0.endif.endif.endif.endi...if.2:                 ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139899926694848, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endi...endif.2:              ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %101 = bitcast i8* %.5.i to double**
  %.6.i50 = load double*, double** %101, align 8
  %.68642 = icmp sgt i64 %dest_shape49.sroa.0.1, 0
  %.68933 = icmp sgt i64 %dest_shape49.sroa.7.1, 0
  %or.cond = select i1 %.68642, i1 %.68933, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif.endif.endi...endif.2
  %102 = add nsw i64 %dest_shape49.sroa.7.1, -1
  %103 = icmp eq i64 %dest_shape49.sroa.0.1, 1
  br i1 %103, label %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge: ; preds = %for.cond.1.preheader.us.preheader
  %.pre = and i64 %dest_shape49.sroa.7.1, 7
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter249 = and i64 %dest_shape49.sroa.0.1, -2
  %unroll_iter = and i64 %dest_shape49.sroa.7.1, -8
  %xtraiter.1 = and i64 %dest_shape49.sroa.7.1, 7
  %104 = shl i64 %dest_shape49.sroa.7.1, 4
  %scevgep329 = getelementptr double, double* %.6.i50, i64 %dest_shape49.sroa.7.1
  %105 = add nsw i64 %unroll_iter, -8
  %106 = lshr exact i64 %105, 3
  %107 = add i64 %106, 1
  %xtraiter57 = and i64 %107, 3
  %108 = lshr i64 %107, 2
  %109 = mul i64 %108, -4
  %110 = sub i64 0, %xtraiter57
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader.new
  %lsr.iv330 = phi double* [ %230, %for.end.1.loopexit.us.1 ], [ %scevgep329, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv304 = phi double* [ %229, %for.end.1.loopexit.us.1 ], [ %.6.i50, %for.cond.1.preheader.us.preheader.new ]
  %loop.index47.us = phi i64 [ %.758.us.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.preheader.new ]
  %.682.046.us = phi i64 [ %.682.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.preheader.new ]
  %.679.045.us = phi i64 [ %.679.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.preheader.new ]
  %.676.044.us = phi i64 [ %.676.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.preheader.new ]
  %.673.043.us = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ 0, %for.cond.1.preheader.us.preheader.new ]
  %111 = icmp ult i64 %102, 7
  br i1 %111, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  %112 = icmp ult i64 %105, 24
  br i1 %112, label %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.preheader120

for.body.1.us.preheader120:                       ; preds = %for.body.1.us.preheader
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader120, %for.body.1.us
  %lsr.iv228 = phi i64 [ %109, %for.body.1.us.preheader120 ], [ %lsr.iv.next229, %for.body.1.us ]
  %loop.index.138.us = phi i64 [ %149, %for.body.1.us ], [ 0, %for.body.1.us.preheader120 ]
  %.682.137.us = phi i64 [ %.682.2.us.7.3, %for.body.1.us ], [ %.682.046.us, %for.body.1.us.preheader120 ]
  %.679.136.us = phi i64 [ %.679.2.us, %for.body.1.us ], [ %.679.045.us, %for.body.1.us.preheader120 ]
  %.676.135.us = phi i64 [ %.676.2.us.7.3, %for.body.1.us ], [ %.676.044.us, %for.body.1.us.preheader120 ]
  %.673.134.us = phi i64 [ %spec.select.us, %for.body.1.us ], [ %.673.043.us, %for.body.1.us.preheader120 ]
  %113 = icmp ugt i64 %.436.fca.1.load, 1
  %114 = icmp ugt i64 %.436.fca.0.load, 1
  %115 = icmp ugt i64 %.256.fca.1.load, 1
  %116 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us = select i1 %116, i64 %loop.index47.us, i64 %.673.134.us
  %.676.2.us = select i1 %115, i64 %loop.index.138.us, i64 %.676.135.us
  %.702.us = mul i64 %spec.select.us, %.256.fca.1.load
  %.705.us = add i64 %.702.us, %.676.2.us
  %.706.us = getelementptr double, double* %.255, i64 %.705.us
  %.707.us = load double, double* %.706.us, align 8
  %.679.2.us = select i1 %114, i64 %loop.index47.us, i64 %.679.136.us
  %.682.2.us = select i1 %113, i64 %loop.index.138.us, i64 %.682.137.us
  %.719.us = mul i64 %.679.2.us, %.436.fca.1.load
  %.722.us = add i64 %.719.us, %.682.2.us
  %.723.us = getelementptr double, double* %.435, i64 %.722.us
  %.724.us = load double, double* %.723.us, align 8
  %.15.i.us = fmul double %.707.us, %.724.us
  %scevgep293 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  store double %.15.i.us, double* %scevgep293, align 8
  %117 = add i64 %loop.index.138.us, 1
  %.676.2.us.1 = select i1 %115, i64 %117, i64 %.676.135.us
  %.705.us.1 = add i64 %.702.us, %.676.2.us.1
  %.706.us.1 = getelementptr double, double* %.255, i64 %.705.us.1
  %.707.us.1 = load double, double* %.706.us.1, align 8
  %.682.2.us.1 = select i1 %113, i64 %117, i64 %.682.137.us
  %.722.us.1 = add i64 %.719.us, %.682.2.us.1
  %.723.us.1 = getelementptr double, double* %.435, i64 %.722.us.1
  %.724.us.1 = load double, double* %.723.us.1, align 8
  %.15.i.us.1 = fmul double %.707.us.1, %.724.us.1
  %scevgep291 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep292 = getelementptr double, double* %scevgep291, i64 1
  store double %.15.i.us.1, double* %scevgep292, align 8
  %118 = add i64 %117, 1
  %.676.2.us.2 = select i1 %115, i64 %118, i64 %.676.135.us
  %.705.us.2 = add i64 %.702.us, %.676.2.us.2
  %.706.us.2 = getelementptr double, double* %.255, i64 %.705.us.2
  %.707.us.2 = load double, double* %.706.us.2, align 8
  %.682.2.us.2 = select i1 %113, i64 %118, i64 %.682.137.us
  %.722.us.2 = add i64 %.719.us, %.682.2.us.2
  %.723.us.2 = getelementptr double, double* %.435, i64 %.722.us.2
  %.724.us.2 = load double, double* %.723.us.2, align 8
  %.15.i.us.2 = fmul double %.707.us.2, %.724.us.2
  %scevgep289 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep290 = getelementptr double, double* %scevgep289, i64 2
  store double %.15.i.us.2, double* %scevgep290, align 8
  %119 = add i64 %118, 1
  %.676.2.us.3 = select i1 %115, i64 %119, i64 %.676.135.us
  %.705.us.3 = add i64 %.702.us, %.676.2.us.3
  %.706.us.3 = getelementptr double, double* %.255, i64 %.705.us.3
  %.707.us.3 = load double, double* %.706.us.3, align 8
  %.682.2.us.3 = select i1 %113, i64 %119, i64 %.682.137.us
  %.722.us.3 = add i64 %.719.us, %.682.2.us.3
  %.723.us.3 = getelementptr double, double* %.435, i64 %.722.us.3
  %.724.us.3 = load double, double* %.723.us.3, align 8
  %.15.i.us.3 = fmul double %.707.us.3, %.724.us.3
  %scevgep287 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep288 = getelementptr double, double* %scevgep287, i64 3
  store double %.15.i.us.3, double* %scevgep288, align 8
  %120 = add i64 %119, 1
  %.676.2.us.4 = select i1 %115, i64 %120, i64 %.676.135.us
  %.705.us.4 = add i64 %.702.us, %.676.2.us.4
  %.706.us.4 = getelementptr double, double* %.255, i64 %.705.us.4
  %.707.us.4 = load double, double* %.706.us.4, align 8
  %.682.2.us.4 = select i1 %113, i64 %120, i64 %.682.137.us
  %.722.us.4 = add i64 %.719.us, %.682.2.us.4
  %.723.us.4 = getelementptr double, double* %.435, i64 %.722.us.4
  %.724.us.4 = load double, double* %.723.us.4, align 8
  %.15.i.us.4 = fmul double %.707.us.4, %.724.us.4
  %scevgep285 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep286 = getelementptr double, double* %scevgep285, i64 4
  store double %.15.i.us.4, double* %scevgep286, align 8
  %121 = add i64 %120, 1
  %.676.2.us.5 = select i1 %115, i64 %121, i64 %.676.135.us
  %.705.us.5 = add i64 %.702.us, %.676.2.us.5
  %.706.us.5 = getelementptr double, double* %.255, i64 %.705.us.5
  %.707.us.5 = load double, double* %.706.us.5, align 8
  %.682.2.us.5 = select i1 %113, i64 %121, i64 %.682.137.us
  %.722.us.5 = add i64 %.719.us, %.682.2.us.5
  %.723.us.5 = getelementptr double, double* %.435, i64 %.722.us.5
  %.724.us.5 = load double, double* %.723.us.5, align 8
  %.15.i.us.5 = fmul double %.707.us.5, %.724.us.5
  %scevgep283 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep284 = getelementptr double, double* %scevgep283, i64 5
  store double %.15.i.us.5, double* %scevgep284, align 8
  %122 = add i64 %121, 1
  %.676.2.us.6 = select i1 %115, i64 %122, i64 %.676.135.us
  %.705.us.6 = add i64 %.702.us, %.676.2.us.6
  %.706.us.6 = getelementptr double, double* %.255, i64 %.705.us.6
  %.707.us.6 = load double, double* %.706.us.6, align 8
  %.682.2.us.6 = select i1 %113, i64 %122, i64 %.682.137.us
  %.722.us.6 = add i64 %.719.us, %.682.2.us.6
  %.723.us.6 = getelementptr double, double* %.435, i64 %.722.us.6
  %.724.us.6 = load double, double* %.723.us.6, align 8
  %.15.i.us.6 = fmul double %.707.us.6, %.724.us.6
  %scevgep281 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep282 = getelementptr double, double* %scevgep281, i64 6
  store double %.15.i.us.6, double* %scevgep282, align 8
  %123 = add i64 %122, 1
  %.676.2.us.7 = select i1 %115, i64 %123, i64 %.676.135.us
  %.705.us.7 = add i64 %.702.us, %.676.2.us.7
  %.706.us.7 = getelementptr double, double* %.255, i64 %.705.us.7
  %.707.us.7 = load double, double* %.706.us.7, align 8
  %.682.2.us.7 = select i1 %113, i64 %123, i64 %.682.137.us
  %.722.us.7 = add i64 %.719.us, %.682.2.us.7
  %.723.us.7 = getelementptr double, double* %.435, i64 %.722.us.7
  %.724.us.7 = load double, double* %.723.us.7, align 8
  %.15.i.us.7 = fmul double %.707.us.7, %.724.us.7
  %scevgep279 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep280 = getelementptr double, double* %scevgep279, i64 7
  store double %.15.i.us.7, double* %scevgep280, align 8
  %124 = add i64 %123, 1
  %.676.2.us.1158 = select i1 %115, i64 %124, i64 %.676.135.us
  %.705.us.1159 = add i64 %.702.us, %.676.2.us.1158
  %.706.us.1160 = getelementptr double, double* %.255, i64 %.705.us.1159
  %.707.us.1161 = load double, double* %.706.us.1160, align 8
  %.682.2.us.1162 = select i1 %113, i64 %124, i64 %.682.137.us
  %.722.us.1163 = add i64 %.719.us, %.682.2.us.1162
  %.723.us.1164 = getelementptr double, double* %.435, i64 %.722.us.1163
  %.724.us.1165 = load double, double* %.723.us.1164, align 8
  %.15.i.us.1166 = fmul double %.707.us.1161, %.724.us.1165
  %scevgep277 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep278 = getelementptr double, double* %scevgep277, i64 8
  store double %.15.i.us.1166, double* %scevgep278, align 8
  %125 = add i64 %124, 1
  %.676.2.us.1.1167 = select i1 %115, i64 %125, i64 %.676.135.us
  %.705.us.1.1168 = add i64 %.702.us, %.676.2.us.1.1167
  %.706.us.1.1169 = getelementptr double, double* %.255, i64 %.705.us.1.1168
  %.707.us.1.1170 = load double, double* %.706.us.1.1169, align 8
  %.682.2.us.1.1171 = select i1 %113, i64 %125, i64 %.682.137.us
  %.722.us.1.1172 = add i64 %.719.us, %.682.2.us.1.1171
  %.723.us.1.1173 = getelementptr double, double* %.435, i64 %.722.us.1.1172
  %.724.us.1.1174 = load double, double* %.723.us.1.1173, align 8
  %.15.i.us.1.1175 = fmul double %.707.us.1.1170, %.724.us.1.1174
  %scevgep275 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep276 = getelementptr double, double* %scevgep275, i64 9
  store double %.15.i.us.1.1175, double* %scevgep276, align 8
  %126 = add i64 %125, 1
  %.676.2.us.2.1176 = select i1 %115, i64 %126, i64 %.676.135.us
  %.705.us.2.1177 = add i64 %.702.us, %.676.2.us.2.1176
  %.706.us.2.1178 = getelementptr double, double* %.255, i64 %.705.us.2.1177
  %.707.us.2.1179 = load double, double* %.706.us.2.1178, align 8
  %.682.2.us.2.1180 = select i1 %113, i64 %126, i64 %.682.137.us
  %.722.us.2.1181 = add i64 %.719.us, %.682.2.us.2.1180
  %.723.us.2.1182 = getelementptr double, double* %.435, i64 %.722.us.2.1181
  %.724.us.2.1183 = load double, double* %.723.us.2.1182, align 8
  %.15.i.us.2.1184 = fmul double %.707.us.2.1179, %.724.us.2.1183
  %scevgep273 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep274 = getelementptr double, double* %scevgep273, i64 10
  store double %.15.i.us.2.1184, double* %scevgep274, align 8
  %127 = add i64 %126, 1
  %.676.2.us.3.1185 = select i1 %115, i64 %127, i64 %.676.135.us
  %.705.us.3.1186 = add i64 %.702.us, %.676.2.us.3.1185
  %.706.us.3.1187 = getelementptr double, double* %.255, i64 %.705.us.3.1186
  %.707.us.3.1188 = load double, double* %.706.us.3.1187, align 8
  %.682.2.us.3.1189 = select i1 %113, i64 %127, i64 %.682.137.us
  %.722.us.3.1190 = add i64 %.719.us, %.682.2.us.3.1189
  %.723.us.3.1191 = getelementptr double, double* %.435, i64 %.722.us.3.1190
  %.724.us.3.1192 = load double, double* %.723.us.3.1191, align 8
  %.15.i.us.3.1193 = fmul double %.707.us.3.1188, %.724.us.3.1192
  %scevgep271 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep272 = getelementptr double, double* %scevgep271, i64 11
  store double %.15.i.us.3.1193, double* %scevgep272, align 8
  %128 = add i64 %127, 1
  %.676.2.us.4.1194 = select i1 %115, i64 %128, i64 %.676.135.us
  %.705.us.4.1195 = add i64 %.702.us, %.676.2.us.4.1194
  %.706.us.4.1196 = getelementptr double, double* %.255, i64 %.705.us.4.1195
  %.707.us.4.1197 = load double, double* %.706.us.4.1196, align 8
  %.682.2.us.4.1198 = select i1 %113, i64 %128, i64 %.682.137.us
  %.722.us.4.1199 = add i64 %.719.us, %.682.2.us.4.1198
  %.723.us.4.1200 = getelementptr double, double* %.435, i64 %.722.us.4.1199
  %.724.us.4.1201 = load double, double* %.723.us.4.1200, align 8
  %.15.i.us.4.1202 = fmul double %.707.us.4.1197, %.724.us.4.1201
  %scevgep268 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep270 = getelementptr double, double* %scevgep268, i64 12
  store double %.15.i.us.4.1202, double* %scevgep270, align 8
  %129 = add i64 %128, 1
  %.676.2.us.5.1203 = select i1 %115, i64 %129, i64 %.676.135.us
  %.705.us.5.1204 = add i64 %.702.us, %.676.2.us.5.1203
  %.706.us.5.1205 = getelementptr double, double* %.255, i64 %.705.us.5.1204
  %.707.us.5.1206 = load double, double* %.706.us.5.1205, align 8
  %.682.2.us.5.1207 = select i1 %113, i64 %129, i64 %.682.137.us
  %.722.us.5.1208 = add i64 %.719.us, %.682.2.us.5.1207
  %.723.us.5.1209 = getelementptr double, double* %.435, i64 %.722.us.5.1208
  %.724.us.5.1210 = load double, double* %.723.us.5.1209, align 8
  %.15.i.us.5.1211 = fmul double %.707.us.5.1206, %.724.us.5.1210
  %scevgep266 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep267 = getelementptr double, double* %scevgep266, i64 13
  store double %.15.i.us.5.1211, double* %scevgep267, align 8
  %130 = add i64 %129, 1
  %.676.2.us.6.1212 = select i1 %115, i64 %130, i64 %.676.135.us
  %.705.us.6.1213 = add i64 %.702.us, %.676.2.us.6.1212
  %.706.us.6.1214 = getelementptr double, double* %.255, i64 %.705.us.6.1213
  %.707.us.6.1215 = load double, double* %.706.us.6.1214, align 8
  %.682.2.us.6.1216 = select i1 %113, i64 %130, i64 %.682.137.us
  %.722.us.6.1217 = add i64 %.719.us, %.682.2.us.6.1216
  %.723.us.6.1218 = getelementptr double, double* %.435, i64 %.722.us.6.1217
  %.724.us.6.1219 = load double, double* %.723.us.6.1218, align 8
  %.15.i.us.6.1220 = fmul double %.707.us.6.1215, %.724.us.6.1219
  %scevgep264 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep265 = getelementptr double, double* %scevgep264, i64 14
  store double %.15.i.us.6.1220, double* %scevgep265, align 8
  %131 = add i64 %130, 1
  %.676.2.us.7.1221 = select i1 %115, i64 %131, i64 %.676.135.us
  %.705.us.7.1222 = add i64 %.702.us, %.676.2.us.7.1221
  %.706.us.7.1223 = getelementptr double, double* %.255, i64 %.705.us.7.1222
  %.707.us.7.1224 = load double, double* %.706.us.7.1223, align 8
  %.682.2.us.7.1225 = select i1 %113, i64 %131, i64 %.682.137.us
  %.722.us.7.1226 = add i64 %.719.us, %.682.2.us.7.1225
  %.723.us.7.1227 = getelementptr double, double* %.435, i64 %.722.us.7.1226
  %.724.us.7.1228 = load double, double* %.723.us.7.1227, align 8
  %.15.i.us.7.1229 = fmul double %.707.us.7.1224, %.724.us.7.1228
  %scevgep262 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep263 = getelementptr double, double* %scevgep262, i64 15
  store double %.15.i.us.7.1229, double* %scevgep263, align 8
  %132 = add i64 %131, 1
  %.676.2.us.2232 = select i1 %115, i64 %132, i64 %.676.135.us
  %.705.us.2233 = add i64 %.702.us, %.676.2.us.2232
  %.706.us.2234 = getelementptr double, double* %.255, i64 %.705.us.2233
  %.707.us.2235 = load double, double* %.706.us.2234, align 8
  %.682.2.us.2236 = select i1 %113, i64 %132, i64 %.682.137.us
  %.722.us.2237 = add i64 %.719.us, %.682.2.us.2236
  %.723.us.2238 = getelementptr double, double* %.435, i64 %.722.us.2237
  %.724.us.2239 = load double, double* %.723.us.2238, align 8
  %.15.i.us.2240 = fmul double %.707.us.2235, %.724.us.2239
  %scevgep260 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep261 = getelementptr double, double* %scevgep260, i64 16
  store double %.15.i.us.2240, double* %scevgep261, align 8
  %133 = add i64 %132, 1
  %.676.2.us.1.2 = select i1 %115, i64 %133, i64 %.676.135.us
  %.705.us.1.2 = add i64 %.702.us, %.676.2.us.1.2
  %.706.us.1.2 = getelementptr double, double* %.255, i64 %.705.us.1.2
  %.707.us.1.2 = load double, double* %.706.us.1.2, align 8
  %.682.2.us.1.2 = select i1 %113, i64 %133, i64 %.682.137.us
  %.722.us.1.2 = add i64 %.719.us, %.682.2.us.1.2
  %.723.us.1.2 = getelementptr double, double* %.435, i64 %.722.us.1.2
  %.724.us.1.2 = load double, double* %.723.us.1.2, align 8
  %.15.i.us.1.2 = fmul double %.707.us.1.2, %.724.us.1.2
  %scevgep258 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep259 = getelementptr double, double* %scevgep258, i64 17
  store double %.15.i.us.1.2, double* %scevgep259, align 8
  %134 = add i64 %133, 1
  %.676.2.us.2.2 = select i1 %115, i64 %134, i64 %.676.135.us
  %.705.us.2.2 = add i64 %.702.us, %.676.2.us.2.2
  %.706.us.2.2 = getelementptr double, double* %.255, i64 %.705.us.2.2
  %.707.us.2.2 = load double, double* %.706.us.2.2, align 8
  %.682.2.us.2.2 = select i1 %113, i64 %134, i64 %.682.137.us
  %.722.us.2.2 = add i64 %.719.us, %.682.2.us.2.2
  %.723.us.2.2 = getelementptr double, double* %.435, i64 %.722.us.2.2
  %.724.us.2.2 = load double, double* %.723.us.2.2, align 8
  %.15.i.us.2.2 = fmul double %.707.us.2.2, %.724.us.2.2
  %scevgep256 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep257 = getelementptr double, double* %scevgep256, i64 18
  store double %.15.i.us.2.2, double* %scevgep257, align 8
  %135 = add i64 %134, 1
  %.676.2.us.3.2 = select i1 %115, i64 %135, i64 %.676.135.us
  %.705.us.3.2 = add i64 %.702.us, %.676.2.us.3.2
  %.706.us.3.2 = getelementptr double, double* %.255, i64 %.705.us.3.2
  %.707.us.3.2 = load double, double* %.706.us.3.2, align 8
  %.682.2.us.3.2 = select i1 %113, i64 %135, i64 %.682.137.us
  %.722.us.3.2 = add i64 %.719.us, %.682.2.us.3.2
  %.723.us.3.2 = getelementptr double, double* %.435, i64 %.722.us.3.2
  %.724.us.3.2 = load double, double* %.723.us.3.2, align 8
  %.15.i.us.3.2 = fmul double %.707.us.3.2, %.724.us.3.2
  %scevgep254 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep255 = getelementptr double, double* %scevgep254, i64 19
  store double %.15.i.us.3.2, double* %scevgep255, align 8
  %136 = add i64 %135, 1
  %.676.2.us.4.2 = select i1 %115, i64 %136, i64 %.676.135.us
  %.705.us.4.2 = add i64 %.702.us, %.676.2.us.4.2
  %.706.us.4.2 = getelementptr double, double* %.255, i64 %.705.us.4.2
  %.707.us.4.2 = load double, double* %.706.us.4.2, align 8
  %.682.2.us.4.2 = select i1 %113, i64 %136, i64 %.682.137.us
  %.722.us.4.2 = add i64 %.719.us, %.682.2.us.4.2
  %.723.us.4.2 = getelementptr double, double* %.435, i64 %.722.us.4.2
  %.724.us.4.2 = load double, double* %.723.us.4.2, align 8
  %.15.i.us.4.2 = fmul double %.707.us.4.2, %.724.us.4.2
  %scevgep252 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep253 = getelementptr double, double* %scevgep252, i64 20
  store double %.15.i.us.4.2, double* %scevgep253, align 8
  %137 = add i64 %136, 1
  %.676.2.us.5.2 = select i1 %115, i64 %137, i64 %.676.135.us
  %.705.us.5.2 = add i64 %.702.us, %.676.2.us.5.2
  %.706.us.5.2 = getelementptr double, double* %.255, i64 %.705.us.5.2
  %.707.us.5.2 = load double, double* %.706.us.5.2, align 8
  %.682.2.us.5.2 = select i1 %113, i64 %137, i64 %.682.137.us
  %.722.us.5.2 = add i64 %.719.us, %.682.2.us.5.2
  %.723.us.5.2 = getelementptr double, double* %.435, i64 %.722.us.5.2
  %.724.us.5.2 = load double, double* %.723.us.5.2, align 8
  %.15.i.us.5.2 = fmul double %.707.us.5.2, %.724.us.5.2
  %scevgep250 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep251 = getelementptr double, double* %scevgep250, i64 21
  store double %.15.i.us.5.2, double* %scevgep251, align 8
  %138 = add i64 %137, 1
  %.676.2.us.6.2 = select i1 %115, i64 %138, i64 %.676.135.us
  %.705.us.6.2 = add i64 %.702.us, %.676.2.us.6.2
  %.706.us.6.2 = getelementptr double, double* %.255, i64 %.705.us.6.2
  %.707.us.6.2 = load double, double* %.706.us.6.2, align 8
  %.682.2.us.6.2 = select i1 %113, i64 %138, i64 %.682.137.us
  %.722.us.6.2 = add i64 %.719.us, %.682.2.us.6.2
  %.723.us.6.2 = getelementptr double, double* %.435, i64 %.722.us.6.2
  %.724.us.6.2 = load double, double* %.723.us.6.2, align 8
  %.15.i.us.6.2 = fmul double %.707.us.6.2, %.724.us.6.2
  %scevgep248 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep249 = getelementptr double, double* %scevgep248, i64 22
  store double %.15.i.us.6.2, double* %scevgep249, align 8
  %139 = add i64 %138, 1
  %.676.2.us.7.2 = select i1 %115, i64 %139, i64 %.676.135.us
  %.705.us.7.2 = add i64 %.702.us, %.676.2.us.7.2
  %.706.us.7.2 = getelementptr double, double* %.255, i64 %.705.us.7.2
  %.707.us.7.2 = load double, double* %.706.us.7.2, align 8
  %.682.2.us.7.2 = select i1 %113, i64 %139, i64 %.682.137.us
  %.722.us.7.2 = add i64 %.719.us, %.682.2.us.7.2
  %.723.us.7.2 = getelementptr double, double* %.435, i64 %.722.us.7.2
  %.724.us.7.2 = load double, double* %.723.us.7.2, align 8
  %.15.i.us.7.2 = fmul double %.707.us.7.2, %.724.us.7.2
  %scevgep246 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep247 = getelementptr double, double* %scevgep246, i64 23
  store double %.15.i.us.7.2, double* %scevgep247, align 8
  %140 = add i64 %139, 1
  %.676.2.us.3241 = select i1 %115, i64 %140, i64 %.676.135.us
  %.705.us.3242 = add i64 %.702.us, %.676.2.us.3241
  %.706.us.3243 = getelementptr double, double* %.255, i64 %.705.us.3242
  %.707.us.3244 = load double, double* %.706.us.3243, align 8
  %.682.2.us.3245 = select i1 %113, i64 %140, i64 %.682.137.us
  %.722.us.3246 = add i64 %.719.us, %.682.2.us.3245
  %.723.us.3247 = getelementptr double, double* %.435, i64 %.722.us.3246
  %.724.us.3248 = load double, double* %.723.us.3247, align 8
  %.15.i.us.3249 = fmul double %.707.us.3244, %.724.us.3248
  %scevgep244 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep245 = getelementptr double, double* %scevgep244, i64 24
  store double %.15.i.us.3249, double* %scevgep245, align 8
  %141 = add i64 %140, 1
  %.676.2.us.1.3 = select i1 %115, i64 %141, i64 %.676.135.us
  %.705.us.1.3 = add i64 %.702.us, %.676.2.us.1.3
  %.706.us.1.3 = getelementptr double, double* %.255, i64 %.705.us.1.3
  %.707.us.1.3 = load double, double* %.706.us.1.3, align 8
  %.682.2.us.1.3 = select i1 %113, i64 %141, i64 %.682.137.us
  %.722.us.1.3 = add i64 %.719.us, %.682.2.us.1.3
  %.723.us.1.3 = getelementptr double, double* %.435, i64 %.722.us.1.3
  %.724.us.1.3 = load double, double* %.723.us.1.3, align 8
  %.15.i.us.1.3 = fmul double %.707.us.1.3, %.724.us.1.3
  %scevgep242 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep243 = getelementptr double, double* %scevgep242, i64 25
  store double %.15.i.us.1.3, double* %scevgep243, align 8
  %142 = add i64 %141, 1
  %.676.2.us.2.3 = select i1 %115, i64 %142, i64 %.676.135.us
  %.705.us.2.3 = add i64 %.702.us, %.676.2.us.2.3
  %.706.us.2.3 = getelementptr double, double* %.255, i64 %.705.us.2.3
  %.707.us.2.3 = load double, double* %.706.us.2.3, align 8
  %.682.2.us.2.3 = select i1 %113, i64 %142, i64 %.682.137.us
  %.722.us.2.3 = add i64 %.719.us, %.682.2.us.2.3
  %.723.us.2.3 = getelementptr double, double* %.435, i64 %.722.us.2.3
  %.724.us.2.3 = load double, double* %.723.us.2.3, align 8
  %.15.i.us.2.3 = fmul double %.707.us.2.3, %.724.us.2.3
  %scevgep240 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep241 = getelementptr double, double* %scevgep240, i64 26
  store double %.15.i.us.2.3, double* %scevgep241, align 8
  %143 = add i64 %142, 1
  %.676.2.us.3.3 = select i1 %115, i64 %143, i64 %.676.135.us
  %.705.us.3.3 = add i64 %.702.us, %.676.2.us.3.3
  %.706.us.3.3 = getelementptr double, double* %.255, i64 %.705.us.3.3
  %.707.us.3.3 = load double, double* %.706.us.3.3, align 8
  %.682.2.us.3.3 = select i1 %113, i64 %143, i64 %.682.137.us
  %.722.us.3.3 = add i64 %.719.us, %.682.2.us.3.3
  %.723.us.3.3 = getelementptr double, double* %.435, i64 %.722.us.3.3
  %.724.us.3.3 = load double, double* %.723.us.3.3, align 8
  %.15.i.us.3.3 = fmul double %.707.us.3.3, %.724.us.3.3
  %scevgep238 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep239 = getelementptr double, double* %scevgep238, i64 27
  store double %.15.i.us.3.3, double* %scevgep239, align 8
  %144 = add i64 %143, 1
  %.676.2.us.4.3 = select i1 %115, i64 %144, i64 %.676.135.us
  %.705.us.4.3 = add i64 %.702.us, %.676.2.us.4.3
  %.706.us.4.3 = getelementptr double, double* %.255, i64 %.705.us.4.3
  %.707.us.4.3 = load double, double* %.706.us.4.3, align 8
  %.682.2.us.4.3 = select i1 %113, i64 %144, i64 %.682.137.us
  %.722.us.4.3 = add i64 %.719.us, %.682.2.us.4.3
  %.723.us.4.3 = getelementptr double, double* %.435, i64 %.722.us.4.3
  %.724.us.4.3 = load double, double* %.723.us.4.3, align 8
  %.15.i.us.4.3 = fmul double %.707.us.4.3, %.724.us.4.3
  %scevgep236 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep237 = getelementptr double, double* %scevgep236, i64 28
  store double %.15.i.us.4.3, double* %scevgep237, align 8
  %145 = add i64 %144, 1
  %.676.2.us.5.3 = select i1 %115, i64 %145, i64 %.676.135.us
  %.705.us.5.3 = add i64 %.702.us, %.676.2.us.5.3
  %.706.us.5.3 = getelementptr double, double* %.255, i64 %.705.us.5.3
  %.707.us.5.3 = load double, double* %.706.us.5.3, align 8
  %.682.2.us.5.3 = select i1 %113, i64 %145, i64 %.682.137.us
  %.722.us.5.3 = add i64 %.719.us, %.682.2.us.5.3
  %.723.us.5.3 = getelementptr double, double* %.435, i64 %.722.us.5.3
  %.724.us.5.3 = load double, double* %.723.us.5.3, align 8
  %.15.i.us.5.3 = fmul double %.707.us.5.3, %.724.us.5.3
  %scevgep234 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep235 = getelementptr double, double* %scevgep234, i64 29
  store double %.15.i.us.5.3, double* %scevgep235, align 8
  %146 = add i64 %145, 1
  %.676.2.us.6.3 = select i1 %115, i64 %146, i64 %.676.135.us
  %.705.us.6.3 = add i64 %.702.us, %.676.2.us.6.3
  %.706.us.6.3 = getelementptr double, double* %.255, i64 %.705.us.6.3
  %.707.us.6.3 = load double, double* %.706.us.6.3, align 8
  %.682.2.us.6.3 = select i1 %113, i64 %146, i64 %.682.137.us
  %.722.us.6.3 = add i64 %.719.us, %.682.2.us.6.3
  %.723.us.6.3 = getelementptr double, double* %.435, i64 %.722.us.6.3
  %.724.us.6.3 = load double, double* %.723.us.6.3, align 8
  %.15.i.us.6.3 = fmul double %.707.us.6.3, %.724.us.6.3
  %scevgep232 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep233 = getelementptr double, double* %scevgep232, i64 30
  store double %.15.i.us.6.3, double* %scevgep233, align 8
  %147 = add i64 %146, 1
  %.676.2.us.7.3 = select i1 %115, i64 %147, i64 %.676.135.us
  %.705.us.7.3 = add i64 %.702.us, %.676.2.us.7.3
  %.706.us.7.3 = getelementptr double, double* %.255, i64 %.705.us.7.3
  %.707.us.7.3 = load double, double* %.706.us.7.3, align 8
  %.682.2.us.7.3 = select i1 %113, i64 %147, i64 %.682.137.us
  %.722.us.7.3 = add i64 %.719.us, %.682.2.us.7.3
  %.723.us.7.3 = getelementptr double, double* %.435, i64 %.722.us.7.3
  %.724.us.7.3 = load double, double* %.723.us.7.3, align 8
  %.15.i.us.7.3 = fmul double %.707.us.7.3, %.724.us.7.3
  %scevgep230 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us
  %scevgep231 = getelementptr double, double* %scevgep230, i64 31
  store double %.15.i.us.7.3, double* %scevgep231, align 8
  %148 = add i64 %loop.index.138.us, 32
  %lsr.iv.next229 = add i64 %lsr.iv228, 4
  %niter152.ncmp.3 = icmp eq i64 %lsr.iv.next229, 0
  %149 = add i64 %147, 1
  br i1 %niter152.ncmp.3, label %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us, %for.body.1.us.preheader
  %spec.select.us.lcssa50.ph = phi i64 [ undef, %for.body.1.us.preheader ], [ %spec.select.us, %for.body.1.us ]
  %.679.2.us.lcssa49.ph = phi i64 [ undef, %for.body.1.us.preheader ], [ %.679.2.us, %for.body.1.us ]
  %.676.2.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.preheader ], [ %.676.2.us.7.3, %for.body.1.us ]
  %.682.2.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.preheader ], [ %.682.2.us.7.3, %for.body.1.us ]
  %loop.index.138.us.unr141 = phi i64 [ 0, %for.body.1.us.preheader ], [ %148, %for.body.1.us ]
  %.682.137.us.unr142 = phi i64 [ %.682.046.us, %for.body.1.us.preheader ], [ %.682.2.us.7.3, %for.body.1.us ]
  %.679.136.us.unr143 = phi i64 [ %.679.045.us, %for.body.1.us.preheader ], [ %.679.2.us, %for.body.1.us ]
  %.676.135.us.unr144 = phi i64 [ %.676.044.us, %for.body.1.us.preheader ], [ %.676.2.us.7.3, %for.body.1.us ]
  %.673.134.us.unr145 = phi i64 [ %.673.043.us, %for.body.1.us.preheader ], [ %spec.select.us, %for.body.1.us ]
  %150 = icmp eq i64 %xtraiter57, 0
  br i1 %150, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil58.preheader

for.body.1.us.epil58.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.1.us.epil58

for.body.1.us.epil58:                             ; preds = %for.body.1.us.epil58.preheader, %for.body.1.us.epil58
  %lsr.iv294 = phi i64 [ %110, %for.body.1.us.epil58.preheader ], [ %math, %for.body.1.us.epil58 ]
  %loop.index.138.us.epil59 = phi i64 [ %162, %for.body.1.us.epil58 ], [ %loop.index.138.us.unr141, %for.body.1.us.epil58.preheader ]
  %.682.137.us.epil60 = phi i64 [ %.682.2.us.7.epil135, %for.body.1.us.epil58 ], [ %.682.137.us.unr142, %for.body.1.us.epil58.preheader ]
  %.679.136.us.epil61 = phi i64 [ %.679.2.us.epil70, %for.body.1.us.epil58 ], [ %.679.136.us.unr143, %for.body.1.us.epil58.preheader ]
  %.676.135.us.epil62 = phi i64 [ %.676.2.us.7.epil131, %for.body.1.us.epil58 ], [ %.676.135.us.unr144, %for.body.1.us.epil58.preheader ]
  %.673.134.us.epil63 = phi i64 [ %spec.select.us.epil64, %for.body.1.us.epil58 ], [ %.673.134.us.unr145, %for.body.1.us.epil58.preheader ]
  %151 = icmp ugt i64 %.436.fca.1.load, 1
  %152 = icmp ugt i64 %.436.fca.0.load, 1
  %153 = icmp ugt i64 %.256.fca.1.load, 1
  %154 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil64 = select i1 %154, i64 %loop.index47.us, i64 %.673.134.us.epil63
  %.676.2.us.epil65 = select i1 %153, i64 %loop.index.138.us.epil59, i64 %.676.135.us.epil62
  %.702.us.epil66 = mul i64 %spec.select.us.epil64, %.256.fca.1.load
  %.705.us.epil67 = add i64 %.702.us.epil66, %.676.2.us.epil65
  %.706.us.epil68 = getelementptr double, double* %.255, i64 %.705.us.epil67
  %.707.us.epil69 = load double, double* %.706.us.epil68, align 8
  %.679.2.us.epil70 = select i1 %152, i64 %loop.index47.us, i64 %.679.136.us.epil61
  %.682.2.us.epil71 = select i1 %151, i64 %loop.index.138.us.epil59, i64 %.682.137.us.epil60
  %.719.us.epil72 = mul i64 %.679.2.us.epil70, %.436.fca.1.load
  %.722.us.epil73 = add i64 %.719.us.epil72, %.682.2.us.epil71
  %.723.us.epil74 = getelementptr double, double* %.435, i64 %.722.us.epil73
  %.724.us.epil75 = load double, double* %.723.us.epil74, align 8
  %.15.i.us.epil76 = fmul double %.707.us.epil69, %.724.us.epil75
  %scevgep298 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  store double %.15.i.us.epil76, double* %scevgep298, align 8
  %155 = or i64 %loop.index.138.us.epil59, 1
  %.676.2.us.1.epil77 = select i1 %153, i64 %155, i64 %.676.135.us.epil62
  %.705.us.1.epil78 = add i64 %.702.us.epil66, %.676.2.us.1.epil77
  %.706.us.1.epil79 = getelementptr double, double* %.255, i64 %.705.us.1.epil78
  %.707.us.1.epil80 = load double, double* %.706.us.1.epil79, align 8
  %.682.2.us.1.epil81 = select i1 %151, i64 %155, i64 %.682.137.us.epil60
  %.722.us.1.epil82 = add i64 %.719.us.epil72, %.682.2.us.1.epil81
  %.723.us.1.epil83 = getelementptr double, double* %.435, i64 %.722.us.1.epil82
  %.724.us.1.epil84 = load double, double* %.723.us.1.epil83, align 8
  %.15.i.us.1.epil85 = fmul double %.707.us.1.epil80, %.724.us.1.epil84
  %scevgep303 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep304 = getelementptr double, double* %scevgep303, i64 1
  store double %.15.i.us.1.epil85, double* %scevgep304, align 8
  %156 = or i64 %loop.index.138.us.epil59, 2
  %.676.2.us.2.epil86 = select i1 %153, i64 %156, i64 %.676.135.us.epil62
  %.705.us.2.epil87 = add i64 %.702.us.epil66, %.676.2.us.2.epil86
  %.706.us.2.epil88 = getelementptr double, double* %.255, i64 %.705.us.2.epil87
  %.707.us.2.epil89 = load double, double* %.706.us.2.epil88, align 8
  %.682.2.us.2.epil90 = select i1 %151, i64 %156, i64 %.682.137.us.epil60
  %.722.us.2.epil91 = add i64 %.719.us.epil72, %.682.2.us.2.epil90
  %.723.us.2.epil92 = getelementptr double, double* %.435, i64 %.722.us.2.epil91
  %.724.us.2.epil93 = load double, double* %.723.us.2.epil92, align 8
  %.15.i.us.2.epil94 = fmul double %.707.us.2.epil89, %.724.us.2.epil93
  %scevgep305 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep307 = getelementptr double, double* %scevgep305, i64 2
  store double %.15.i.us.2.epil94, double* %scevgep307, align 8
  %157 = or i64 %loop.index.138.us.epil59, 3
  %.676.2.us.3.epil95 = select i1 %153, i64 %157, i64 %.676.135.us.epil62
  %.705.us.3.epil96 = add i64 %.702.us.epil66, %.676.2.us.3.epil95
  %.706.us.3.epil97 = getelementptr double, double* %.255, i64 %.705.us.3.epil96
  %.707.us.3.epil98 = load double, double* %.706.us.3.epil97, align 8
  %.682.2.us.3.epil99 = select i1 %151, i64 %157, i64 %.682.137.us.epil60
  %.722.us.3.epil100 = add i64 %.719.us.epil72, %.682.2.us.3.epil99
  %.723.us.3.epil101 = getelementptr double, double* %.435, i64 %.722.us.3.epil100
  %.724.us.3.epil102 = load double, double* %.723.us.3.epil101, align 8
  %.15.i.us.3.epil103 = fmul double %.707.us.3.epil98, %.724.us.3.epil102
  %scevgep308 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep309 = getelementptr double, double* %scevgep308, i64 3
  store double %.15.i.us.3.epil103, double* %scevgep309, align 8
  %158 = or i64 %loop.index.138.us.epil59, 4
  %.676.2.us.4.epil104 = select i1 %153, i64 %158, i64 %.676.135.us.epil62
  %.705.us.4.epil105 = add i64 %.702.us.epil66, %.676.2.us.4.epil104
  %.706.us.4.epil106 = getelementptr double, double* %.255, i64 %.705.us.4.epil105
  %.707.us.4.epil107 = load double, double* %.706.us.4.epil106, align 8
  %.682.2.us.4.epil108 = select i1 %151, i64 %158, i64 %.682.137.us.epil60
  %.722.us.4.epil109 = add i64 %.719.us.epil72, %.682.2.us.4.epil108
  %.723.us.4.epil110 = getelementptr double, double* %.435, i64 %.722.us.4.epil109
  %.724.us.4.epil111 = load double, double* %.723.us.4.epil110, align 8
  %.15.i.us.4.epil112 = fmul double %.707.us.4.epil107, %.724.us.4.epil111
  %scevgep296 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep297 = getelementptr double, double* %scevgep296, i64 4
  store double %.15.i.us.4.epil112, double* %scevgep297, align 8
  %159 = or i64 %loop.index.138.us.epil59, 5
  %.676.2.us.5.epil113 = select i1 %153, i64 %159, i64 %.676.135.us.epil62
  %.705.us.5.epil114 = add i64 %.702.us.epil66, %.676.2.us.5.epil113
  %.706.us.5.epil115 = getelementptr double, double* %.255, i64 %.705.us.5.epil114
  %.707.us.5.epil116 = load double, double* %.706.us.5.epil115, align 8
  %.682.2.us.5.epil117 = select i1 %151, i64 %159, i64 %.682.137.us.epil60
  %.722.us.5.epil118 = add i64 %.719.us.epil72, %.682.2.us.5.epil117
  %.723.us.5.epil119 = getelementptr double, double* %.435, i64 %.722.us.5.epil118
  %.724.us.5.epil120 = load double, double* %.723.us.5.epil119, align 8
  %.15.i.us.5.epil121 = fmul double %.707.us.5.epil116, %.724.us.5.epil120
  %scevgep310 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep311 = getelementptr double, double* %scevgep310, i64 5
  store double %.15.i.us.5.epil121, double* %scevgep311, align 8
  %160 = or i64 %loop.index.138.us.epil59, 6
  %.676.2.us.6.epil122 = select i1 %153, i64 %160, i64 %.676.135.us.epil62
  %.705.us.6.epil123 = add i64 %.702.us.epil66, %.676.2.us.6.epil122
  %.706.us.6.epil124 = getelementptr double, double* %.255, i64 %.705.us.6.epil123
  %.707.us.6.epil125 = load double, double* %.706.us.6.epil124, align 8
  %.682.2.us.6.epil126 = select i1 %151, i64 %160, i64 %.682.137.us.epil60
  %.722.us.6.epil127 = add i64 %.719.us.epil72, %.682.2.us.6.epil126
  %.723.us.6.epil128 = getelementptr double, double* %.435, i64 %.722.us.6.epil127
  %.724.us.6.epil129 = load double, double* %.723.us.6.epil128, align 8
  %.15.i.us.6.epil130 = fmul double %.707.us.6.epil125, %.724.us.6.epil129
  %scevgep301 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep302 = getelementptr double, double* %scevgep301, i64 6
  store double %.15.i.us.6.epil130, double* %scevgep302, align 8
  %161 = or i64 %loop.index.138.us.epil59, 7
  %.676.2.us.7.epil131 = select i1 %153, i64 %161, i64 %.676.135.us.epil62
  %.705.us.7.epil132 = add i64 %.702.us.epil66, %.676.2.us.7.epil131
  %.706.us.7.epil133 = getelementptr double, double* %.255, i64 %.705.us.7.epil132
  %.707.us.7.epil134 = load double, double* %.706.us.7.epil133, align 8
  %.682.2.us.7.epil135 = select i1 %151, i64 %161, i64 %.682.137.us.epil60
  %.722.us.7.epil136 = add i64 %.719.us.epil72, %.682.2.us.7.epil135
  %.723.us.7.epil137 = getelementptr double, double* %.435, i64 %.722.us.7.epil136
  %.724.us.7.epil138 = load double, double* %.723.us.7.epil137, align 8
  %.15.i.us.7.epil139 = fmul double %.707.us.7.epil134, %.724.us.7.epil138
  %scevgep299 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil59
  %scevgep300 = getelementptr double, double* %scevgep299, i64 7
  store double %.15.i.us.7.epil139, double* %scevgep300, align 8
  %162 = add nuw nsw i64 %loop.index.138.us.epil59, 8
  %163 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv294, i64 1)
  %math = extractvalue { i64, i1 } %163, 0
  %ov = extractvalue { i64, i1 } %163, 1
  br i1 %ov, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil58, !llvm.loop !55

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us.epil58, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.lcssa50.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select.us.epil64, %for.body.1.us.epil58 ]
  %.676.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.676.2.us.7.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.676.2.us.7.epil131, %for.body.1.us.epil58 ]
  %.679.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.679.2.us.lcssa49.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.679.2.us.epil70, %for.body.1.us.epil58 ]
  %.682.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.682.2.us.7.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.7.epil135, %for.body.1.us.epil58 ]
  %loop.index.138.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %unroll_iter, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.1.us.epil58 ]
  %.682.137.us.unr = phi i64 [ %.682.046.us, %for.cond.1.preheader.us ], [ %.682.2.us.7.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.682.2.us.7.epil135, %for.body.1.us.epil58 ]
  %.679.136.us.unr = phi i64 [ %.679.045.us, %for.cond.1.preheader.us ], [ %.679.2.us.lcssa49.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.679.2.us.epil70, %for.body.1.us.epil58 ]
  %.676.135.us.unr = phi i64 [ %.676.044.us, %for.cond.1.preheader.us ], [ %.676.2.us.7.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.676.2.us.7.epil131, %for.body.1.us.epil58 ]
  %.673.134.us.unr = phi i64 [ %.673.043.us, %for.cond.1.preheader.us ], [ %spec.select.us.lcssa50.ph, %for.end.1.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select.us.epil64, %for.body.1.us.epil58 ]
  %164 = icmp eq i64 %xtraiter.1, 0
  br i1 %164, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv308 = phi i64 [ %lsr.iv.next309, %for.body.1.us.epil ], [ %xtraiter.1, %for.body.1.us.epil.preheader ]
  %loop.index.138.us.epil = phi i64 [ %.756.us.epil, %for.body.1.us.epil ], [ %loop.index.138.us.unr, %for.body.1.us.epil.preheader ]
  %.682.137.us.epil = phi i64 [ %.682.2.us.epil, %for.body.1.us.epil ], [ %.682.137.us.unr, %for.body.1.us.epil.preheader ]
  %.679.136.us.epil = phi i64 [ %.679.2.us.epil, %for.body.1.us.epil ], [ %.679.136.us.unr, %for.body.1.us.epil.preheader ]
  %.676.135.us.epil = phi i64 [ %.676.2.us.epil, %for.body.1.us.epil ], [ %.676.135.us.unr, %for.body.1.us.epil.preheader ]
  %.673.134.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.673.134.us.unr, %for.body.1.us.epil.preheader ]
  %165 = icmp ugt i64 %.436.fca.1.load, 1
  %166 = icmp ugt i64 %.436.fca.0.load, 1
  %167 = icmp ugt i64 %.256.fca.1.load, 1
  %168 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil = select i1 %168, i64 %loop.index47.us, i64 %.673.134.us.epil
  %.676.2.us.epil = select i1 %167, i64 %loop.index.138.us.epil, i64 %.676.135.us.epil
  %.702.us.epil = mul i64 %spec.select.us.epil, %.256.fca.1.load
  %.705.us.epil = add i64 %.702.us.epil, %.676.2.us.epil
  %.706.us.epil = getelementptr double, double* %.255, i64 %.705.us.epil
  %.707.us.epil = load double, double* %.706.us.epil, align 8
  %.679.2.us.epil = select i1 %166, i64 %loop.index47.us, i64 %.679.136.us.epil
  %.682.2.us.epil = select i1 %165, i64 %loop.index.138.us.epil, i64 %.682.137.us.epil
  %.719.us.epil = mul i64 %.679.2.us.epil, %.436.fca.1.load
  %.722.us.epil = add i64 %.719.us.epil, %.682.2.us.epil
  %.723.us.epil = getelementptr double, double* %.435, i64 %.722.us.epil
  %.724.us.epil = load double, double* %.723.us.epil, align 8
  %.15.i.us.epil = fmul double %.707.us.epil, %.724.us.epil
  %scevgep312 = getelementptr double, double* %lsr.iv304, i64 %loop.index.138.us.epil
  store double %.15.i.us.epil, double* %scevgep312, align 8
  %.756.us.epil = add nuw nsw i64 %loop.index.138.us.epil, 1
  %lsr.iv.next309 = add nsw i64 %lsr.iv308, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next309, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !56

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.676.2.us.lcssa = phi i64 [ %.676.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.676.2.us.epil, %for.body.1.us.epil ]
  %.679.2.us.lcssa = phi i64 [ %.679.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.679.2.us.epil, %for.body.1.us.epil ]
  %.682.2.us.lcssa = phi i64 [ %.682.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.682.2.us.epil, %for.body.1.us.epil ]
  %169 = icmp ult i64 %102, 7
  %.758.us = or i64 %loop.index47.us, 1
  br i1 %169, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  %170 = icmp ult i64 %105, 24
  br i1 %170, label %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.1.us.1.preheader119

for.body.1.us.1.preheader119:                     ; preds = %for.body.1.us.1.preheader
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader119, %for.body.1.us.1
  %lsr.iv313 = phi i64 [ %109, %for.body.1.us.1.preheader119 ], [ %lsr.iv.next314, %for.body.1.us.1 ]
  %loop.index.138.us.1 = phi i64 [ %207, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader119 ]
  %.682.137.us.1 = phi i64 [ %.682.2.us.7.1.3, %for.body.1.us.1 ], [ %.682.2.us.lcssa, %for.body.1.us.1.preheader119 ]
  %.679.136.us.1 = phi i64 [ %.679.2.us.1257, %for.body.1.us.1 ], [ %.679.2.us.lcssa, %for.body.1.us.1.preheader119 ]
  %.676.135.us.1 = phi i64 [ %.676.2.us.7.1.3, %for.body.1.us.1 ], [ %.676.2.us.lcssa, %for.body.1.us.1.preheader119 ]
  %.673.134.us.1 = phi i64 [ %spec.select.us.1251, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader119 ]
  %171 = icmp ugt i64 %.436.fca.1.load, 1
  %172 = icmp ugt i64 %.436.fca.0.load, 1
  %173 = icmp ugt i64 %.256.fca.1.load, 1
  %174 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.1251 = select i1 %174, i64 %.758.us, i64 %.673.134.us.1
  %.676.2.us.1252 = select i1 %173, i64 %loop.index.138.us.1, i64 %.676.135.us.1
  %.702.us.1253 = mul i64 %spec.select.us.1251, %.256.fca.1.load
  %.705.us.1254 = add i64 %.702.us.1253, %.676.2.us.1252
  %.706.us.1255 = getelementptr double, double* %.255, i64 %.705.us.1254
  %.707.us.1256 = load double, double* %.706.us.1255, align 8
  %.679.2.us.1257 = select i1 %172, i64 %.758.us, i64 %.679.136.us.1
  %.682.2.us.1258 = select i1 %171, i64 %loop.index.138.us.1, i64 %.682.137.us.1
  %.719.us.1259 = mul i64 %.679.2.us.1257, %.436.fca.1.load
  %.722.us.1260 = add i64 %.719.us.1259, %.682.2.us.1258
  %.723.us.1261 = getelementptr double, double* %.435, i64 %.722.us.1260
  %.724.us.1262 = load double, double* %.723.us.1261, align 8
  %.15.i.us.1263 = fmul double %.707.us.1256, %.724.us.1262
  %scevgep379 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  store double %.15.i.us.1263, double* %scevgep379, align 8
  %175 = add i64 %loop.index.138.us.1, 1
  %.676.2.us.1.1 = select i1 %173, i64 %175, i64 %.676.135.us.1
  %.705.us.1.1 = add i64 %.702.us.1253, %.676.2.us.1.1
  %.706.us.1.1 = getelementptr double, double* %.255, i64 %.705.us.1.1
  %.707.us.1.1 = load double, double* %.706.us.1.1, align 8
  %.682.2.us.1.1 = select i1 %171, i64 %175, i64 %.682.137.us.1
  %.722.us.1.1 = add i64 %.719.us.1259, %.682.2.us.1.1
  %.723.us.1.1 = getelementptr double, double* %.435, i64 %.722.us.1.1
  %.724.us.1.1 = load double, double* %.723.us.1.1, align 8
  %.15.i.us.1.1 = fmul double %.707.us.1.1, %.724.us.1.1
  %scevgep377 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep378 = getelementptr double, double* %scevgep377, i64 1
  store double %.15.i.us.1.1, double* %scevgep378, align 8
  %176 = add i64 %175, 1
  %.676.2.us.2.1 = select i1 %173, i64 %176, i64 %.676.135.us.1
  %.705.us.2.1 = add i64 %.702.us.1253, %.676.2.us.2.1
  %.706.us.2.1 = getelementptr double, double* %.255, i64 %.705.us.2.1
  %.707.us.2.1 = load double, double* %.706.us.2.1, align 8
  %.682.2.us.2.1 = select i1 %171, i64 %176, i64 %.682.137.us.1
  %.722.us.2.1 = add i64 %.719.us.1259, %.682.2.us.2.1
  %.723.us.2.1 = getelementptr double, double* %.435, i64 %.722.us.2.1
  %.724.us.2.1 = load double, double* %.723.us.2.1, align 8
  %.15.i.us.2.1 = fmul double %.707.us.2.1, %.724.us.2.1
  %scevgep375 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep376 = getelementptr double, double* %scevgep375, i64 2
  store double %.15.i.us.2.1, double* %scevgep376, align 8
  %177 = add i64 %176, 1
  %.676.2.us.3.1 = select i1 %173, i64 %177, i64 %.676.135.us.1
  %.705.us.3.1 = add i64 %.702.us.1253, %.676.2.us.3.1
  %.706.us.3.1 = getelementptr double, double* %.255, i64 %.705.us.3.1
  %.707.us.3.1 = load double, double* %.706.us.3.1, align 8
  %.682.2.us.3.1 = select i1 %171, i64 %177, i64 %.682.137.us.1
  %.722.us.3.1 = add i64 %.719.us.1259, %.682.2.us.3.1
  %.723.us.3.1 = getelementptr double, double* %.435, i64 %.722.us.3.1
  %.724.us.3.1 = load double, double* %.723.us.3.1, align 8
  %.15.i.us.3.1 = fmul double %.707.us.3.1, %.724.us.3.1
  %scevgep373 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep374 = getelementptr double, double* %scevgep373, i64 3
  store double %.15.i.us.3.1, double* %scevgep374, align 8
  %178 = add i64 %177, 1
  %.676.2.us.4.1 = select i1 %173, i64 %178, i64 %.676.135.us.1
  %.705.us.4.1 = add i64 %.702.us.1253, %.676.2.us.4.1
  %.706.us.4.1 = getelementptr double, double* %.255, i64 %.705.us.4.1
  %.707.us.4.1 = load double, double* %.706.us.4.1, align 8
  %.682.2.us.4.1 = select i1 %171, i64 %178, i64 %.682.137.us.1
  %.722.us.4.1 = add i64 %.719.us.1259, %.682.2.us.4.1
  %.723.us.4.1 = getelementptr double, double* %.435, i64 %.722.us.4.1
  %.724.us.4.1 = load double, double* %.723.us.4.1, align 8
  %.15.i.us.4.1 = fmul double %.707.us.4.1, %.724.us.4.1
  %scevgep371 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep372 = getelementptr double, double* %scevgep371, i64 4
  store double %.15.i.us.4.1, double* %scevgep372, align 8
  %179 = add i64 %178, 1
  %.676.2.us.5.1 = select i1 %173, i64 %179, i64 %.676.135.us.1
  %.705.us.5.1 = add i64 %.702.us.1253, %.676.2.us.5.1
  %.706.us.5.1 = getelementptr double, double* %.255, i64 %.705.us.5.1
  %.707.us.5.1 = load double, double* %.706.us.5.1, align 8
  %.682.2.us.5.1 = select i1 %171, i64 %179, i64 %.682.137.us.1
  %.722.us.5.1 = add i64 %.719.us.1259, %.682.2.us.5.1
  %.723.us.5.1 = getelementptr double, double* %.435, i64 %.722.us.5.1
  %.724.us.5.1 = load double, double* %.723.us.5.1, align 8
  %.15.i.us.5.1 = fmul double %.707.us.5.1, %.724.us.5.1
  %scevgep369 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep370 = getelementptr double, double* %scevgep369, i64 5
  store double %.15.i.us.5.1, double* %scevgep370, align 8
  %180 = add i64 %179, 1
  %.676.2.us.6.1 = select i1 %173, i64 %180, i64 %.676.135.us.1
  %.705.us.6.1 = add i64 %.702.us.1253, %.676.2.us.6.1
  %.706.us.6.1 = getelementptr double, double* %.255, i64 %.705.us.6.1
  %.707.us.6.1 = load double, double* %.706.us.6.1, align 8
  %.682.2.us.6.1 = select i1 %171, i64 %180, i64 %.682.137.us.1
  %.722.us.6.1 = add i64 %.719.us.1259, %.682.2.us.6.1
  %.723.us.6.1 = getelementptr double, double* %.435, i64 %.722.us.6.1
  %.724.us.6.1 = load double, double* %.723.us.6.1, align 8
  %.15.i.us.6.1 = fmul double %.707.us.6.1, %.724.us.6.1
  %scevgep367 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep368 = getelementptr double, double* %scevgep367, i64 6
  store double %.15.i.us.6.1, double* %scevgep368, align 8
  %181 = add i64 %180, 1
  %.676.2.us.7.1 = select i1 %173, i64 %181, i64 %.676.135.us.1
  %.705.us.7.1 = add i64 %.702.us.1253, %.676.2.us.7.1
  %.706.us.7.1 = getelementptr double, double* %.255, i64 %.705.us.7.1
  %.707.us.7.1 = load double, double* %.706.us.7.1, align 8
  %.682.2.us.7.1 = select i1 %171, i64 %181, i64 %.682.137.us.1
  %.722.us.7.1 = add i64 %.719.us.1259, %.682.2.us.7.1
  %.723.us.7.1 = getelementptr double, double* %.435, i64 %.722.us.7.1
  %.724.us.7.1 = load double, double* %.723.us.7.1, align 8
  %.15.i.us.7.1 = fmul double %.707.us.7.1, %.724.us.7.1
  %scevgep365 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep366 = getelementptr double, double* %scevgep365, i64 7
  store double %.15.i.us.7.1, double* %scevgep366, align 8
  %182 = add i64 %181, 1
  %.676.2.us.1252.1 = select i1 %173, i64 %182, i64 %.676.135.us.1
  %.705.us.1254.1 = add i64 %.702.us.1253, %.676.2.us.1252.1
  %.706.us.1255.1 = getelementptr double, double* %.255, i64 %.705.us.1254.1
  %.707.us.1256.1 = load double, double* %.706.us.1255.1, align 8
  %.682.2.us.1258.1 = select i1 %171, i64 %182, i64 %.682.137.us.1
  %.722.us.1260.1 = add i64 %.719.us.1259, %.682.2.us.1258.1
  %.723.us.1261.1 = getelementptr double, double* %.435, i64 %.722.us.1260.1
  %.724.us.1262.1 = load double, double* %.723.us.1261.1, align 8
  %.15.i.us.1263.1 = fmul double %.707.us.1256.1, %.724.us.1262.1
  %scevgep363 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep364 = getelementptr double, double* %scevgep363, i64 8
  store double %.15.i.us.1263.1, double* %scevgep364, align 8
  %183 = add i64 %182, 1
  %.676.2.us.1.1.1 = select i1 %173, i64 %183, i64 %.676.135.us.1
  %.705.us.1.1.1 = add i64 %.702.us.1253, %.676.2.us.1.1.1
  %.706.us.1.1.1 = getelementptr double, double* %.255, i64 %.705.us.1.1.1
  %.707.us.1.1.1 = load double, double* %.706.us.1.1.1, align 8
  %.682.2.us.1.1.1 = select i1 %171, i64 %183, i64 %.682.137.us.1
  %.722.us.1.1.1 = add i64 %.719.us.1259, %.682.2.us.1.1.1
  %.723.us.1.1.1 = getelementptr double, double* %.435, i64 %.722.us.1.1.1
  %.724.us.1.1.1 = load double, double* %.723.us.1.1.1, align 8
  %.15.i.us.1.1.1 = fmul double %.707.us.1.1.1, %.724.us.1.1.1
  %scevgep361 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep362 = getelementptr double, double* %scevgep361, i64 9
  store double %.15.i.us.1.1.1, double* %scevgep362, align 8
  %184 = add i64 %183, 1
  %.676.2.us.2.1.1 = select i1 %173, i64 %184, i64 %.676.135.us.1
  %.705.us.2.1.1 = add i64 %.702.us.1253, %.676.2.us.2.1.1
  %.706.us.2.1.1 = getelementptr double, double* %.255, i64 %.705.us.2.1.1
  %.707.us.2.1.1 = load double, double* %.706.us.2.1.1, align 8
  %.682.2.us.2.1.1 = select i1 %171, i64 %184, i64 %.682.137.us.1
  %.722.us.2.1.1 = add i64 %.719.us.1259, %.682.2.us.2.1.1
  %.723.us.2.1.1 = getelementptr double, double* %.435, i64 %.722.us.2.1.1
  %.724.us.2.1.1 = load double, double* %.723.us.2.1.1, align 8
  %.15.i.us.2.1.1 = fmul double %.707.us.2.1.1, %.724.us.2.1.1
  %scevgep359 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep360 = getelementptr double, double* %scevgep359, i64 10
  store double %.15.i.us.2.1.1, double* %scevgep360, align 8
  %185 = add i64 %184, 1
  %.676.2.us.3.1.1 = select i1 %173, i64 %185, i64 %.676.135.us.1
  %.705.us.3.1.1 = add i64 %.702.us.1253, %.676.2.us.3.1.1
  %.706.us.3.1.1 = getelementptr double, double* %.255, i64 %.705.us.3.1.1
  %.707.us.3.1.1 = load double, double* %.706.us.3.1.1, align 8
  %.682.2.us.3.1.1 = select i1 %171, i64 %185, i64 %.682.137.us.1
  %.722.us.3.1.1 = add i64 %.719.us.1259, %.682.2.us.3.1.1
  %.723.us.3.1.1 = getelementptr double, double* %.435, i64 %.722.us.3.1.1
  %.724.us.3.1.1 = load double, double* %.723.us.3.1.1, align 8
  %.15.i.us.3.1.1 = fmul double %.707.us.3.1.1, %.724.us.3.1.1
  %scevgep357 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep358 = getelementptr double, double* %scevgep357, i64 11
  store double %.15.i.us.3.1.1, double* %scevgep358, align 8
  %186 = add i64 %185, 1
  %.676.2.us.4.1.1 = select i1 %173, i64 %186, i64 %.676.135.us.1
  %.705.us.4.1.1 = add i64 %.702.us.1253, %.676.2.us.4.1.1
  %.706.us.4.1.1 = getelementptr double, double* %.255, i64 %.705.us.4.1.1
  %.707.us.4.1.1 = load double, double* %.706.us.4.1.1, align 8
  %.682.2.us.4.1.1 = select i1 %171, i64 %186, i64 %.682.137.us.1
  %.722.us.4.1.1 = add i64 %.719.us.1259, %.682.2.us.4.1.1
  %.723.us.4.1.1 = getelementptr double, double* %.435, i64 %.722.us.4.1.1
  %.724.us.4.1.1 = load double, double* %.723.us.4.1.1, align 8
  %.15.i.us.4.1.1 = fmul double %.707.us.4.1.1, %.724.us.4.1.1
  %scevgep355 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep356 = getelementptr double, double* %scevgep355, i64 12
  store double %.15.i.us.4.1.1, double* %scevgep356, align 8
  %187 = add i64 %186, 1
  %.676.2.us.5.1.1 = select i1 %173, i64 %187, i64 %.676.135.us.1
  %.705.us.5.1.1 = add i64 %.702.us.1253, %.676.2.us.5.1.1
  %.706.us.5.1.1 = getelementptr double, double* %.255, i64 %.705.us.5.1.1
  %.707.us.5.1.1 = load double, double* %.706.us.5.1.1, align 8
  %.682.2.us.5.1.1 = select i1 %171, i64 %187, i64 %.682.137.us.1
  %.722.us.5.1.1 = add i64 %.719.us.1259, %.682.2.us.5.1.1
  %.723.us.5.1.1 = getelementptr double, double* %.435, i64 %.722.us.5.1.1
  %.724.us.5.1.1 = load double, double* %.723.us.5.1.1, align 8
  %.15.i.us.5.1.1 = fmul double %.707.us.5.1.1, %.724.us.5.1.1
  %scevgep353 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep354 = getelementptr double, double* %scevgep353, i64 13
  store double %.15.i.us.5.1.1, double* %scevgep354, align 8
  %188 = add i64 %187, 1
  %.676.2.us.6.1.1 = select i1 %173, i64 %188, i64 %.676.135.us.1
  %.705.us.6.1.1 = add i64 %.702.us.1253, %.676.2.us.6.1.1
  %.706.us.6.1.1 = getelementptr double, double* %.255, i64 %.705.us.6.1.1
  %.707.us.6.1.1 = load double, double* %.706.us.6.1.1, align 8
  %.682.2.us.6.1.1 = select i1 %171, i64 %188, i64 %.682.137.us.1
  %.722.us.6.1.1 = add i64 %.719.us.1259, %.682.2.us.6.1.1
  %.723.us.6.1.1 = getelementptr double, double* %.435, i64 %.722.us.6.1.1
  %.724.us.6.1.1 = load double, double* %.723.us.6.1.1, align 8
  %.15.i.us.6.1.1 = fmul double %.707.us.6.1.1, %.724.us.6.1.1
  %scevgep351 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep352 = getelementptr double, double* %scevgep351, i64 14
  store double %.15.i.us.6.1.1, double* %scevgep352, align 8
  %189 = add i64 %188, 1
  %.676.2.us.7.1.1 = select i1 %173, i64 %189, i64 %.676.135.us.1
  %.705.us.7.1.1 = add i64 %.702.us.1253, %.676.2.us.7.1.1
  %.706.us.7.1.1 = getelementptr double, double* %.255, i64 %.705.us.7.1.1
  %.707.us.7.1.1 = load double, double* %.706.us.7.1.1, align 8
  %.682.2.us.7.1.1 = select i1 %171, i64 %189, i64 %.682.137.us.1
  %.722.us.7.1.1 = add i64 %.719.us.1259, %.682.2.us.7.1.1
  %.723.us.7.1.1 = getelementptr double, double* %.435, i64 %.722.us.7.1.1
  %.724.us.7.1.1 = load double, double* %.723.us.7.1.1, align 8
  %.15.i.us.7.1.1 = fmul double %.707.us.7.1.1, %.724.us.7.1.1
  %scevgep349 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep350 = getelementptr double, double* %scevgep349, i64 15
  store double %.15.i.us.7.1.1, double* %scevgep350, align 8
  %190 = add i64 %189, 1
  %.676.2.us.1252.2 = select i1 %173, i64 %190, i64 %.676.135.us.1
  %.705.us.1254.2 = add i64 %.702.us.1253, %.676.2.us.1252.2
  %.706.us.1255.2 = getelementptr double, double* %.255, i64 %.705.us.1254.2
  %.707.us.1256.2 = load double, double* %.706.us.1255.2, align 8
  %.682.2.us.1258.2 = select i1 %171, i64 %190, i64 %.682.137.us.1
  %.722.us.1260.2 = add i64 %.719.us.1259, %.682.2.us.1258.2
  %.723.us.1261.2 = getelementptr double, double* %.435, i64 %.722.us.1260.2
  %.724.us.1262.2 = load double, double* %.723.us.1261.2, align 8
  %.15.i.us.1263.2 = fmul double %.707.us.1256.2, %.724.us.1262.2
  %scevgep347 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep348 = getelementptr double, double* %scevgep347, i64 16
  store double %.15.i.us.1263.2, double* %scevgep348, align 8
  %191 = add i64 %190, 1
  %.676.2.us.1.1.2 = select i1 %173, i64 %191, i64 %.676.135.us.1
  %.705.us.1.1.2 = add i64 %.702.us.1253, %.676.2.us.1.1.2
  %.706.us.1.1.2 = getelementptr double, double* %.255, i64 %.705.us.1.1.2
  %.707.us.1.1.2 = load double, double* %.706.us.1.1.2, align 8
  %.682.2.us.1.1.2 = select i1 %171, i64 %191, i64 %.682.137.us.1
  %.722.us.1.1.2 = add i64 %.719.us.1259, %.682.2.us.1.1.2
  %.723.us.1.1.2 = getelementptr double, double* %.435, i64 %.722.us.1.1.2
  %.724.us.1.1.2 = load double, double* %.723.us.1.1.2, align 8
  %.15.i.us.1.1.2 = fmul double %.707.us.1.1.2, %.724.us.1.1.2
  %scevgep345 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep346 = getelementptr double, double* %scevgep345, i64 17
  store double %.15.i.us.1.1.2, double* %scevgep346, align 8
  %192 = add i64 %191, 1
  %.676.2.us.2.1.2 = select i1 %173, i64 %192, i64 %.676.135.us.1
  %.705.us.2.1.2 = add i64 %.702.us.1253, %.676.2.us.2.1.2
  %.706.us.2.1.2 = getelementptr double, double* %.255, i64 %.705.us.2.1.2
  %.707.us.2.1.2 = load double, double* %.706.us.2.1.2, align 8
  %.682.2.us.2.1.2 = select i1 %171, i64 %192, i64 %.682.137.us.1
  %.722.us.2.1.2 = add i64 %.719.us.1259, %.682.2.us.2.1.2
  %.723.us.2.1.2 = getelementptr double, double* %.435, i64 %.722.us.2.1.2
  %.724.us.2.1.2 = load double, double* %.723.us.2.1.2, align 8
  %.15.i.us.2.1.2 = fmul double %.707.us.2.1.2, %.724.us.2.1.2
  %scevgep343 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep344 = getelementptr double, double* %scevgep343, i64 18
  store double %.15.i.us.2.1.2, double* %scevgep344, align 8
  %193 = add i64 %192, 1
  %.676.2.us.3.1.2 = select i1 %173, i64 %193, i64 %.676.135.us.1
  %.705.us.3.1.2 = add i64 %.702.us.1253, %.676.2.us.3.1.2
  %.706.us.3.1.2 = getelementptr double, double* %.255, i64 %.705.us.3.1.2
  %.707.us.3.1.2 = load double, double* %.706.us.3.1.2, align 8
  %.682.2.us.3.1.2 = select i1 %171, i64 %193, i64 %.682.137.us.1
  %.722.us.3.1.2 = add i64 %.719.us.1259, %.682.2.us.3.1.2
  %.723.us.3.1.2 = getelementptr double, double* %.435, i64 %.722.us.3.1.2
  %.724.us.3.1.2 = load double, double* %.723.us.3.1.2, align 8
  %.15.i.us.3.1.2 = fmul double %.707.us.3.1.2, %.724.us.3.1.2
  %scevgep341 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep342 = getelementptr double, double* %scevgep341, i64 19
  store double %.15.i.us.3.1.2, double* %scevgep342, align 8
  %194 = add i64 %193, 1
  %.676.2.us.4.1.2 = select i1 %173, i64 %194, i64 %.676.135.us.1
  %.705.us.4.1.2 = add i64 %.702.us.1253, %.676.2.us.4.1.2
  %.706.us.4.1.2 = getelementptr double, double* %.255, i64 %.705.us.4.1.2
  %.707.us.4.1.2 = load double, double* %.706.us.4.1.2, align 8
  %.682.2.us.4.1.2 = select i1 %171, i64 %194, i64 %.682.137.us.1
  %.722.us.4.1.2 = add i64 %.719.us.1259, %.682.2.us.4.1.2
  %.723.us.4.1.2 = getelementptr double, double* %.435, i64 %.722.us.4.1.2
  %.724.us.4.1.2 = load double, double* %.723.us.4.1.2, align 8
  %.15.i.us.4.1.2 = fmul double %.707.us.4.1.2, %.724.us.4.1.2
  %scevgep339 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep340 = getelementptr double, double* %scevgep339, i64 20
  store double %.15.i.us.4.1.2, double* %scevgep340, align 8
  %195 = add i64 %194, 1
  %.676.2.us.5.1.2 = select i1 %173, i64 %195, i64 %.676.135.us.1
  %.705.us.5.1.2 = add i64 %.702.us.1253, %.676.2.us.5.1.2
  %.706.us.5.1.2 = getelementptr double, double* %.255, i64 %.705.us.5.1.2
  %.707.us.5.1.2 = load double, double* %.706.us.5.1.2, align 8
  %.682.2.us.5.1.2 = select i1 %171, i64 %195, i64 %.682.137.us.1
  %.722.us.5.1.2 = add i64 %.719.us.1259, %.682.2.us.5.1.2
  %.723.us.5.1.2 = getelementptr double, double* %.435, i64 %.722.us.5.1.2
  %.724.us.5.1.2 = load double, double* %.723.us.5.1.2, align 8
  %.15.i.us.5.1.2 = fmul double %.707.us.5.1.2, %.724.us.5.1.2
  %scevgep337 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep338 = getelementptr double, double* %scevgep337, i64 21
  store double %.15.i.us.5.1.2, double* %scevgep338, align 8
  %196 = add i64 %195, 1
  %.676.2.us.6.1.2 = select i1 %173, i64 %196, i64 %.676.135.us.1
  %.705.us.6.1.2 = add i64 %.702.us.1253, %.676.2.us.6.1.2
  %.706.us.6.1.2 = getelementptr double, double* %.255, i64 %.705.us.6.1.2
  %.707.us.6.1.2 = load double, double* %.706.us.6.1.2, align 8
  %.682.2.us.6.1.2 = select i1 %171, i64 %196, i64 %.682.137.us.1
  %.722.us.6.1.2 = add i64 %.719.us.1259, %.682.2.us.6.1.2
  %.723.us.6.1.2 = getelementptr double, double* %.435, i64 %.722.us.6.1.2
  %.724.us.6.1.2 = load double, double* %.723.us.6.1.2, align 8
  %.15.i.us.6.1.2 = fmul double %.707.us.6.1.2, %.724.us.6.1.2
  %scevgep335 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep336 = getelementptr double, double* %scevgep335, i64 22
  store double %.15.i.us.6.1.2, double* %scevgep336, align 8
  %197 = add i64 %196, 1
  %.676.2.us.7.1.2 = select i1 %173, i64 %197, i64 %.676.135.us.1
  %.705.us.7.1.2 = add i64 %.702.us.1253, %.676.2.us.7.1.2
  %.706.us.7.1.2 = getelementptr double, double* %.255, i64 %.705.us.7.1.2
  %.707.us.7.1.2 = load double, double* %.706.us.7.1.2, align 8
  %.682.2.us.7.1.2 = select i1 %171, i64 %197, i64 %.682.137.us.1
  %.722.us.7.1.2 = add i64 %.719.us.1259, %.682.2.us.7.1.2
  %.723.us.7.1.2 = getelementptr double, double* %.435, i64 %.722.us.7.1.2
  %.724.us.7.1.2 = load double, double* %.723.us.7.1.2, align 8
  %.15.i.us.7.1.2 = fmul double %.707.us.7.1.2, %.724.us.7.1.2
  %scevgep333 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep334 = getelementptr double, double* %scevgep333, i64 23
  store double %.15.i.us.7.1.2, double* %scevgep334, align 8
  %198 = add i64 %197, 1
  %.676.2.us.1252.3 = select i1 %173, i64 %198, i64 %.676.135.us.1
  %.705.us.1254.3 = add i64 %.702.us.1253, %.676.2.us.1252.3
  %.706.us.1255.3 = getelementptr double, double* %.255, i64 %.705.us.1254.3
  %.707.us.1256.3 = load double, double* %.706.us.1255.3, align 8
  %.682.2.us.1258.3 = select i1 %171, i64 %198, i64 %.682.137.us.1
  %.722.us.1260.3 = add i64 %.719.us.1259, %.682.2.us.1258.3
  %.723.us.1261.3 = getelementptr double, double* %.435, i64 %.722.us.1260.3
  %.724.us.1262.3 = load double, double* %.723.us.1261.3, align 8
  %.15.i.us.1263.3 = fmul double %.707.us.1256.3, %.724.us.1262.3
  %scevgep330 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep331 = getelementptr double, double* %scevgep330, i64 24
  store double %.15.i.us.1263.3, double* %scevgep331, align 8
  %199 = add i64 %198, 1
  %.676.2.us.1.1.3 = select i1 %173, i64 %199, i64 %.676.135.us.1
  %.705.us.1.1.3 = add i64 %.702.us.1253, %.676.2.us.1.1.3
  %.706.us.1.1.3 = getelementptr double, double* %.255, i64 %.705.us.1.1.3
  %.707.us.1.1.3 = load double, double* %.706.us.1.1.3, align 8
  %.682.2.us.1.1.3 = select i1 %171, i64 %199, i64 %.682.137.us.1
  %.722.us.1.1.3 = add i64 %.719.us.1259, %.682.2.us.1.1.3
  %.723.us.1.1.3 = getelementptr double, double* %.435, i64 %.722.us.1.1.3
  %.724.us.1.1.3 = load double, double* %.723.us.1.1.3, align 8
  %.15.i.us.1.1.3 = fmul double %.707.us.1.1.3, %.724.us.1.1.3
  %scevgep327 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep328 = getelementptr double, double* %scevgep327, i64 25
  store double %.15.i.us.1.1.3, double* %scevgep328, align 8
  %200 = add i64 %199, 1
  %.676.2.us.2.1.3 = select i1 %173, i64 %200, i64 %.676.135.us.1
  %.705.us.2.1.3 = add i64 %.702.us.1253, %.676.2.us.2.1.3
  %.706.us.2.1.3 = getelementptr double, double* %.255, i64 %.705.us.2.1.3
  %.707.us.2.1.3 = load double, double* %.706.us.2.1.3, align 8
  %.682.2.us.2.1.3 = select i1 %171, i64 %200, i64 %.682.137.us.1
  %.722.us.2.1.3 = add i64 %.719.us.1259, %.682.2.us.2.1.3
  %.723.us.2.1.3 = getelementptr double, double* %.435, i64 %.722.us.2.1.3
  %.724.us.2.1.3 = load double, double* %.723.us.2.1.3, align 8
  %.15.i.us.2.1.3 = fmul double %.707.us.2.1.3, %.724.us.2.1.3
  %scevgep325 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep326 = getelementptr double, double* %scevgep325, i64 26
  store double %.15.i.us.2.1.3, double* %scevgep326, align 8
  %201 = add i64 %200, 1
  %.676.2.us.3.1.3 = select i1 %173, i64 %201, i64 %.676.135.us.1
  %.705.us.3.1.3 = add i64 %.702.us.1253, %.676.2.us.3.1.3
  %.706.us.3.1.3 = getelementptr double, double* %.255, i64 %.705.us.3.1.3
  %.707.us.3.1.3 = load double, double* %.706.us.3.1.3, align 8
  %.682.2.us.3.1.3 = select i1 %171, i64 %201, i64 %.682.137.us.1
  %.722.us.3.1.3 = add i64 %.719.us.1259, %.682.2.us.3.1.3
  %.723.us.3.1.3 = getelementptr double, double* %.435, i64 %.722.us.3.1.3
  %.724.us.3.1.3 = load double, double* %.723.us.3.1.3, align 8
  %.15.i.us.3.1.3 = fmul double %.707.us.3.1.3, %.724.us.3.1.3
  %scevgep323 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep324 = getelementptr double, double* %scevgep323, i64 27
  store double %.15.i.us.3.1.3, double* %scevgep324, align 8
  %202 = add i64 %201, 1
  %.676.2.us.4.1.3 = select i1 %173, i64 %202, i64 %.676.135.us.1
  %.705.us.4.1.3 = add i64 %.702.us.1253, %.676.2.us.4.1.3
  %.706.us.4.1.3 = getelementptr double, double* %.255, i64 %.705.us.4.1.3
  %.707.us.4.1.3 = load double, double* %.706.us.4.1.3, align 8
  %.682.2.us.4.1.3 = select i1 %171, i64 %202, i64 %.682.137.us.1
  %.722.us.4.1.3 = add i64 %.719.us.1259, %.682.2.us.4.1.3
  %.723.us.4.1.3 = getelementptr double, double* %.435, i64 %.722.us.4.1.3
  %.724.us.4.1.3 = load double, double* %.723.us.4.1.3, align 8
  %.15.i.us.4.1.3 = fmul double %.707.us.4.1.3, %.724.us.4.1.3
  %scevgep321 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep322 = getelementptr double, double* %scevgep321, i64 28
  store double %.15.i.us.4.1.3, double* %scevgep322, align 8
  %203 = add i64 %202, 1
  %.676.2.us.5.1.3 = select i1 %173, i64 %203, i64 %.676.135.us.1
  %.705.us.5.1.3 = add i64 %.702.us.1253, %.676.2.us.5.1.3
  %.706.us.5.1.3 = getelementptr double, double* %.255, i64 %.705.us.5.1.3
  %.707.us.5.1.3 = load double, double* %.706.us.5.1.3, align 8
  %.682.2.us.5.1.3 = select i1 %171, i64 %203, i64 %.682.137.us.1
  %.722.us.5.1.3 = add i64 %.719.us.1259, %.682.2.us.5.1.3
  %.723.us.5.1.3 = getelementptr double, double* %.435, i64 %.722.us.5.1.3
  %.724.us.5.1.3 = load double, double* %.723.us.5.1.3, align 8
  %.15.i.us.5.1.3 = fmul double %.707.us.5.1.3, %.724.us.5.1.3
  %scevgep319 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep320 = getelementptr double, double* %scevgep319, i64 29
  store double %.15.i.us.5.1.3, double* %scevgep320, align 8
  %204 = add i64 %203, 1
  %.676.2.us.6.1.3 = select i1 %173, i64 %204, i64 %.676.135.us.1
  %.705.us.6.1.3 = add i64 %.702.us.1253, %.676.2.us.6.1.3
  %.706.us.6.1.3 = getelementptr double, double* %.255, i64 %.705.us.6.1.3
  %.707.us.6.1.3 = load double, double* %.706.us.6.1.3, align 8
  %.682.2.us.6.1.3 = select i1 %171, i64 %204, i64 %.682.137.us.1
  %.722.us.6.1.3 = add i64 %.719.us.1259, %.682.2.us.6.1.3
  %.723.us.6.1.3 = getelementptr double, double* %.435, i64 %.722.us.6.1.3
  %.724.us.6.1.3 = load double, double* %.723.us.6.1.3, align 8
  %.15.i.us.6.1.3 = fmul double %.707.us.6.1.3, %.724.us.6.1.3
  %scevgep317 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep318 = getelementptr double, double* %scevgep317, i64 30
  store double %.15.i.us.6.1.3, double* %scevgep318, align 8
  %205 = add i64 %204, 1
  %.676.2.us.7.1.3 = select i1 %173, i64 %205, i64 %.676.135.us.1
  %.705.us.7.1.3 = add i64 %.702.us.1253, %.676.2.us.7.1.3
  %.706.us.7.1.3 = getelementptr double, double* %.255, i64 %.705.us.7.1.3
  %.707.us.7.1.3 = load double, double* %.706.us.7.1.3, align 8
  %.682.2.us.7.1.3 = select i1 %171, i64 %205, i64 %.682.137.us.1
  %.722.us.7.1.3 = add i64 %.719.us.1259, %.682.2.us.7.1.3
  %.723.us.7.1.3 = getelementptr double, double* %.435, i64 %.722.us.7.1.3
  %.724.us.7.1.3 = load double, double* %.723.us.7.1.3, align 8
  %.15.i.us.7.1.3 = fmul double %.707.us.7.1.3, %.724.us.7.1.3
  %scevgep315 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1
  %scevgep316 = getelementptr double, double* %scevgep315, i64 31
  store double %.15.i.us.7.1.3, double* %scevgep316, align 8
  %206 = add i64 %loop.index.138.us.1, 32
  %lsr.iv.next314 = add i64 %lsr.iv313, 4
  %niter258.ncmp.3 = icmp eq i64 %lsr.iv.next314, 0
  %207 = add i64 %205, 1
  br i1 %niter258.ncmp.3, label %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa: ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %spec.select.us.1251.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.preheader ], [ %spec.select.us.1251, %for.body.1.us.1 ]
  %.679.2.us.1257.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.preheader ], [ %.679.2.us.1257, %for.body.1.us.1 ]
  %.676.2.us.7.1.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.preheader ], [ %.676.2.us.7.1.3, %for.body.1.us.1 ]
  %.682.2.us.7.1.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.preheader ], [ %.682.2.us.7.1.3, %for.body.1.us.1 ]
  %loop.index.138.us.1.unr = phi i64 [ 0, %for.body.1.us.1.preheader ], [ %206, %for.body.1.us.1 ]
  %.682.137.us.1.unr = phi i64 [ %.682.2.us.lcssa, %for.body.1.us.1.preheader ], [ %.682.2.us.7.1.3, %for.body.1.us.1 ]
  %.679.136.us.1.unr = phi i64 [ %.679.2.us.lcssa, %for.body.1.us.1.preheader ], [ %.679.2.us.1257, %for.body.1.us.1 ]
  %.676.135.us.1.unr = phi i64 [ %.676.2.us.lcssa, %for.body.1.us.1.preheader ], [ %.676.2.us.7.1.3, %for.body.1.us.1 ]
  %.673.134.us.1.unr = phi i64 [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ], [ %spec.select.us.1251, %for.body.1.us.1 ]
  %208 = icmp eq i64 %xtraiter57, 0
  br i1 %208, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.epil.preheader

for.body.1.us.1.epil.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil.preheader, %for.body.1.us.1.epil
  %lsr.iv380 = phi i64 [ %110, %for.body.1.us.1.epil.preheader ], [ %math427, %for.body.1.us.1.epil ]
  %loop.index.138.us.1.epil = phi i64 [ %220, %for.body.1.us.1.epil ], [ %loop.index.138.us.1.unr, %for.body.1.us.1.epil.preheader ]
  %.682.137.us.1.epil = phi i64 [ %.682.2.us.7.1.epil, %for.body.1.us.1.epil ], [ %.682.137.us.1.unr, %for.body.1.us.1.epil.preheader ]
  %.679.136.us.1.epil = phi i64 [ %.679.2.us.1257.epil, %for.body.1.us.1.epil ], [ %.679.136.us.1.unr, %for.body.1.us.1.epil.preheader ]
  %.676.135.us.1.epil = phi i64 [ %.676.2.us.7.1.epil, %for.body.1.us.1.epil ], [ %.676.135.us.1.unr, %for.body.1.us.1.epil.preheader ]
  %.673.134.us.1.epil = phi i64 [ %spec.select.us.1251.epil, %for.body.1.us.1.epil ], [ %.673.134.us.1.unr, %for.body.1.us.1.epil.preheader ]
  %209 = icmp ugt i64 %.436.fca.1.load, 1
  %210 = icmp ugt i64 %.436.fca.0.load, 1
  %211 = icmp ugt i64 %.256.fca.1.load, 1
  %212 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.1251.epil = select i1 %212, i64 %.758.us, i64 %.673.134.us.1.epil
  %.676.2.us.1252.epil = select i1 %211, i64 %loop.index.138.us.1.epil, i64 %.676.135.us.1.epil
  %.702.us.1253.epil = mul i64 %spec.select.us.1251.epil, %.256.fca.1.load
  %.705.us.1254.epil = add i64 %.702.us.1253.epil, %.676.2.us.1252.epil
  %.706.us.1255.epil = getelementptr double, double* %.255, i64 %.705.us.1254.epil
  %.707.us.1256.epil = load double, double* %.706.us.1255.epil, align 8
  %.679.2.us.1257.epil = select i1 %210, i64 %.758.us, i64 %.679.136.us.1.epil
  %.682.2.us.1258.epil = select i1 %209, i64 %loop.index.138.us.1.epil, i64 %.682.137.us.1.epil
  %.719.us.1259.epil = mul i64 %.679.2.us.1257.epil, %.436.fca.1.load
  %.722.us.1260.epil = add i64 %.719.us.1259.epil, %.682.2.us.1258.epil
  %.723.us.1261.epil = getelementptr double, double* %.435, i64 %.722.us.1260.epil
  %.724.us.1262.epil = load double, double* %.723.us.1261.epil, align 8
  %.15.i.us.1263.epil = fmul double %.707.us.1256.epil, %.724.us.1262.epil
  %scevgep384 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  store double %.15.i.us.1263.epil, double* %scevgep384, align 8
  %213 = or i64 %loop.index.138.us.1.epil, 1
  %.676.2.us.1.1.epil = select i1 %211, i64 %213, i64 %.676.135.us.1.epil
  %.705.us.1.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.1.1.epil
  %.706.us.1.1.epil = getelementptr double, double* %.255, i64 %.705.us.1.1.epil
  %.707.us.1.1.epil = load double, double* %.706.us.1.1.epil, align 8
  %.682.2.us.1.1.epil = select i1 %209, i64 %213, i64 %.682.137.us.1.epil
  %.722.us.1.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.1.1.epil
  %.723.us.1.1.epil = getelementptr double, double* %.435, i64 %.722.us.1.1.epil
  %.724.us.1.1.epil = load double, double* %.723.us.1.1.epil, align 8
  %.15.i.us.1.1.epil = fmul double %.707.us.1.1.epil, %.724.us.1.1.epil
  %scevgep389 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep390 = getelementptr double, double* %scevgep389, i64 1
  store double %.15.i.us.1.1.epil, double* %scevgep390, align 8
  %214 = or i64 %loop.index.138.us.1.epil, 2
  %.676.2.us.2.1.epil = select i1 %211, i64 %214, i64 %.676.135.us.1.epil
  %.705.us.2.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.2.1.epil
  %.706.us.2.1.epil = getelementptr double, double* %.255, i64 %.705.us.2.1.epil
  %.707.us.2.1.epil = load double, double* %.706.us.2.1.epil, align 8
  %.682.2.us.2.1.epil = select i1 %209, i64 %214, i64 %.682.137.us.1.epil
  %.722.us.2.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.2.1.epil
  %.723.us.2.1.epil = getelementptr double, double* %.435, i64 %.722.us.2.1.epil
  %.724.us.2.1.epil = load double, double* %.723.us.2.1.epil, align 8
  %.15.i.us.2.1.epil = fmul double %.707.us.2.1.epil, %.724.us.2.1.epil
  %scevgep391 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep392 = getelementptr double, double* %scevgep391, i64 2
  store double %.15.i.us.2.1.epil, double* %scevgep392, align 8
  %215 = or i64 %loop.index.138.us.1.epil, 3
  %.676.2.us.3.1.epil = select i1 %211, i64 %215, i64 %.676.135.us.1.epil
  %.705.us.3.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.3.1.epil
  %.706.us.3.1.epil = getelementptr double, double* %.255, i64 %.705.us.3.1.epil
  %.707.us.3.1.epil = load double, double* %.706.us.3.1.epil, align 8
  %.682.2.us.3.1.epil = select i1 %209, i64 %215, i64 %.682.137.us.1.epil
  %.722.us.3.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.3.1.epil
  %.723.us.3.1.epil = getelementptr double, double* %.435, i64 %.722.us.3.1.epil
  %.724.us.3.1.epil = load double, double* %.723.us.3.1.epil, align 8
  %.15.i.us.3.1.epil = fmul double %.707.us.3.1.epil, %.724.us.3.1.epil
  %scevgep393 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep394 = getelementptr double, double* %scevgep393, i64 3
  store double %.15.i.us.3.1.epil, double* %scevgep394, align 8
  %216 = or i64 %loop.index.138.us.1.epil, 4
  %.676.2.us.4.1.epil = select i1 %211, i64 %216, i64 %.676.135.us.1.epil
  %.705.us.4.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.4.1.epil
  %.706.us.4.1.epil = getelementptr double, double* %.255, i64 %.705.us.4.1.epil
  %.707.us.4.1.epil = load double, double* %.706.us.4.1.epil, align 8
  %.682.2.us.4.1.epil = select i1 %209, i64 %216, i64 %.682.137.us.1.epil
  %.722.us.4.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.4.1.epil
  %.723.us.4.1.epil = getelementptr double, double* %.435, i64 %.722.us.4.1.epil
  %.724.us.4.1.epil = load double, double* %.723.us.4.1.epil, align 8
  %.15.i.us.4.1.epil = fmul double %.707.us.4.1.epil, %.724.us.4.1.epil
  %scevgep382 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep383 = getelementptr double, double* %scevgep382, i64 4
  store double %.15.i.us.4.1.epil, double* %scevgep383, align 8
  %217 = or i64 %loop.index.138.us.1.epil, 5
  %.676.2.us.5.1.epil = select i1 %211, i64 %217, i64 %.676.135.us.1.epil
  %.705.us.5.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.5.1.epil
  %.706.us.5.1.epil = getelementptr double, double* %.255, i64 %.705.us.5.1.epil
  %.707.us.5.1.epil = load double, double* %.706.us.5.1.epil, align 8
  %.682.2.us.5.1.epil = select i1 %209, i64 %217, i64 %.682.137.us.1.epil
  %.722.us.5.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.5.1.epil
  %.723.us.5.1.epil = getelementptr double, double* %.435, i64 %.722.us.5.1.epil
  %.724.us.5.1.epil = load double, double* %.723.us.5.1.epil, align 8
  %.15.i.us.5.1.epil = fmul double %.707.us.5.1.epil, %.724.us.5.1.epil
  %scevgep395 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep396 = getelementptr double, double* %scevgep395, i64 5
  store double %.15.i.us.5.1.epil, double* %scevgep396, align 8
  %218 = or i64 %loop.index.138.us.1.epil, 6
  %.676.2.us.6.1.epil = select i1 %211, i64 %218, i64 %.676.135.us.1.epil
  %.705.us.6.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.6.1.epil
  %.706.us.6.1.epil = getelementptr double, double* %.255, i64 %.705.us.6.1.epil
  %.707.us.6.1.epil = load double, double* %.706.us.6.1.epil, align 8
  %.682.2.us.6.1.epil = select i1 %209, i64 %218, i64 %.682.137.us.1.epil
  %.722.us.6.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.6.1.epil
  %.723.us.6.1.epil = getelementptr double, double* %.435, i64 %.722.us.6.1.epil
  %.724.us.6.1.epil = load double, double* %.723.us.6.1.epil, align 8
  %.15.i.us.6.1.epil = fmul double %.707.us.6.1.epil, %.724.us.6.1.epil
  %scevgep387 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep388 = getelementptr double, double* %scevgep387, i64 6
  store double %.15.i.us.6.1.epil, double* %scevgep388, align 8
  %219 = or i64 %loop.index.138.us.1.epil, 7
  %.676.2.us.7.1.epil = select i1 %211, i64 %219, i64 %.676.135.us.1.epil
  %.705.us.7.1.epil = add i64 %.702.us.1253.epil, %.676.2.us.7.1.epil
  %.706.us.7.1.epil = getelementptr double, double* %.255, i64 %.705.us.7.1.epil
  %.707.us.7.1.epil = load double, double* %.706.us.7.1.epil, align 8
  %.682.2.us.7.1.epil = select i1 %209, i64 %219, i64 %.682.137.us.1.epil
  %.722.us.7.1.epil = add i64 %.719.us.1259.epil, %.682.2.us.7.1.epil
  %.723.us.7.1.epil = getelementptr double, double* %.435, i64 %.722.us.7.1.epil
  %.724.us.7.1.epil = load double, double* %.723.us.7.1.epil, align 8
  %.15.i.us.7.1.epil = fmul double %.707.us.7.1.epil, %.724.us.7.1.epil
  %scevgep385 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.1.epil
  %scevgep386 = getelementptr double, double* %scevgep385, i64 7
  store double %.15.i.us.7.1.epil, double* %scevgep386, align 8
  %220 = add nuw nsw i64 %loop.index.138.us.1.epil, 8
  %221 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv380, i64 1)
  %math427 = extractvalue { i64, i1 } %221, 0
  %ov428 = extractvalue { i64, i1 } %221, 1
  br i1 %ov428, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.epil, !llvm.loop !57

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1.epil, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.1251.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %spec.select.us.1251.epil, %for.body.1.us.1.epil ]
  %.676.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.676.2.us.7.1.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.676.2.us.7.1.epil, %for.body.1.us.1.epil ]
  %.679.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.679.2.us.1257.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.679.2.us.1257.epil, %for.body.1.us.1.epil ]
  %.682.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.682.2.us.7.1.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.682.2.us.7.1.epil, %for.body.1.us.1.epil ]
  %loop.index.138.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %unroll_iter, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.1.us.1.epil ]
  %.682.137.us.unr.1 = phi i64 [ %.682.2.us.lcssa, %for.end.1.loopexit.us ], [ %.682.2.us.7.1.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.682.2.us.7.1.epil, %for.body.1.us.1.epil ]
  %.679.136.us.unr.1 = phi i64 [ %.679.2.us.lcssa, %for.end.1.loopexit.us ], [ %.679.2.us.1257.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.679.2.us.1257.epil, %for.body.1.us.1.epil ]
  %.676.135.us.unr.1 = phi i64 [ %.676.2.us.lcssa, %for.end.1.loopexit.us ], [ %.676.2.us.7.1.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.676.2.us.7.1.epil, %for.body.1.us.1.epil ]
  %.673.134.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.1251.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %spec.select.us.1251.epil, %for.body.1.us.1.epil ]
  %222 = icmp eq i64 %xtraiter.1, 0
  br i1 %222, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv334 = phi i64 [ %lsr.iv.next335, %for.body.1.us.epil.1 ], [ %xtraiter.1, %for.body.1.us.epil.1.preheader ]
  %loop.index.138.us.epil.1 = phi i64 [ %.756.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.138.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.682.137.us.epil.1 = phi i64 [ %.682.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.682.137.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.679.136.us.epil.1 = phi i64 [ %.679.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.679.136.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.676.135.us.epil.1 = phi i64 [ %.676.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.676.135.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.673.134.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.673.134.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %223 = icmp ugt i64 %.436.fca.1.load, 1
  %224 = icmp ugt i64 %.436.fca.0.load, 1
  %225 = icmp ugt i64 %.256.fca.1.load, 1
  %226 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil.1 = select i1 %226, i64 %.758.us, i64 %.673.134.us.epil.1
  %.676.2.us.epil.1 = select i1 %225, i64 %loop.index.138.us.epil.1, i64 %.676.135.us.epil.1
  %.702.us.epil.1 = mul i64 %spec.select.us.epil.1, %.256.fca.1.load
  %.705.us.epil.1 = add i64 %.702.us.epil.1, %.676.2.us.epil.1
  %.706.us.epil.1 = getelementptr double, double* %.255, i64 %.705.us.epil.1
  %.707.us.epil.1 = load double, double* %.706.us.epil.1, align 8
  %.679.2.us.epil.1 = select i1 %224, i64 %.758.us, i64 %.679.136.us.epil.1
  %.682.2.us.epil.1 = select i1 %223, i64 %loop.index.138.us.epil.1, i64 %.682.137.us.epil.1
  %.719.us.epil.1 = mul i64 %.679.2.us.epil.1, %.436.fca.1.load
  %.722.us.epil.1 = add i64 %.719.us.epil.1, %.682.2.us.epil.1
  %.723.us.epil.1 = getelementptr double, double* %.435, i64 %.722.us.epil.1
  %.724.us.epil.1 = load double, double* %.723.us.epil.1, align 8
  %.15.i.us.epil.1 = fmul double %.707.us.epil.1, %.724.us.epil.1
  %scevgep397 = getelementptr double, double* %lsr.iv330, i64 %loop.index.138.us.epil.1
  store double %.15.i.us.epil.1, double* %scevgep397, align 8
  %.756.us.epil.1 = add nuw nsw i64 %loop.index.138.us.epil.1, 1
  %lsr.iv.next335 = add nsw i64 %lsr.iv334, -1
  %epil.iter.cmp.1.not = icmp eq i64 %lsr.iv.next335, 0
  br i1 %epil.iter.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !56

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.676.2.us.lcssa.1 = phi i64 [ %.676.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.676.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.679.2.us.lcssa.1 = phi i64 [ %.679.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.679.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.682.2.us.lcssa.1 = phi i64 [ %.682.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.682.2.us.epil.1, %for.body.1.us.epil.1 ]
  %227 = bitcast double* %lsr.iv304 to i1*
  %228 = bitcast double* %lsr.iv330 to i1*
  %.758.us.1 = add nuw nsw i64 %loop.index47.us, 2
  %scevgep306 = getelementptr i1, i1* %227, i64 %104
  %229 = bitcast i1* %scevgep306 to double*
  %scevgep332 = getelementptr i1, i1* %228, i64 %104
  %230 = bitcast i1* %scevgep332 to double*
  %niter250.ncmp.1 = icmp eq i64 %.758.us.1, %unroll_iter249
  br i1 %niter250.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1
  %231 = and i64 %dest_shape49.sroa.0.1, 1
  %lcmp.mod248.not = icmp eq i64 %231, 0
  br i1 %lcmp.mod248.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %xtraiter.1, %for.end.loopexit.unr-lcssa ]
  %.673.043.us.unr36 = phi i64 [ 0, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %spec.select.us.lcssa.1, %for.end.loopexit.unr-lcssa ]
  %.676.044.us.unr35 = phi i64 [ 0, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %.676.2.us.lcssa.1, %for.end.loopexit.unr-lcssa ]
  %.679.045.us.unr34 = phi i64 [ 0, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %.679.2.us.lcssa.1, %for.end.loopexit.unr-lcssa ]
  %.682.046.us.unr33 = phi i64 [ 0, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %.682.2.us.lcssa.1, %for.end.loopexit.unr-lcssa ]
  %loop.index47.us.unr32 = phi i64 [ 0, %for.cond.1.preheader.us.preheader.for.cond.1.preheader.us.epil_crit_edge ], [ %unroll_iter249, %for.end.loopexit.unr-lcssa ]
  %.750.us.epil = mul i64 %loop.index47.us.unr32, %dest_shape49.sroa.7.1
  %232 = icmp ult i64 %102, 7
  br i1 %232, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.cond.1.preheader.us.new.epil

for.cond.1.preheader.us.new.epil:                 ; preds = %for.cond.1.preheader.us.epil
  %unroll_iter.epil = and i64 %dest_shape49.sroa.7.1, -8
  %233 = add i64 %.750.us.epil, 7
  %scevgep269 = getelementptr double, double* %.6.i50, i64 %233
  %234 = add i64 %unroll_iter.epil, -8
  %235 = lshr exact i64 %234, 3
  %236 = add i64 %235, 1
  %xtraiter = and i64 %236, 3
  %237 = icmp ult i64 %234, 24
  br i1 %237, label %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa, label %for.cond.1.preheader.us.new.epil.new

for.cond.1.preheader.us.new.epil.new:             ; preds = %for.cond.1.preheader.us.new.epil
  %238 = add i64 %.750.us.epil, 31
  %scevgep295 = getelementptr double, double* %.6.i50, i64 %238
  %239 = lshr i64 %236, 2
  %240 = mul nsw i64 %239, -4
  br label %for.body.1.us.epil225

for.body.1.us.epil225:                            ; preds = %for.body.1.us.epil225, %for.cond.1.preheader.us.new.epil.new
  %lsr.iv163 = phi i64 [ %lsr.iv.next164, %for.body.1.us.epil225 ], [ %240, %for.cond.1.preheader.us.new.epil.new ]
  %loop.index.138.us.epil226 = phi i64 [ %277, %for.body.1.us.epil225 ], [ 0, %for.cond.1.preheader.us.new.epil.new ]
  %.682.137.us.epil227 = phi i64 [ %.682.2.us.7.epil.3, %for.body.1.us.epil225 ], [ %.682.046.us.unr33, %for.cond.1.preheader.us.new.epil.new ]
  %.679.136.us.epil228 = phi i64 [ %.679.2.us.epil237, %for.body.1.us.epil225 ], [ %.679.045.us.unr34, %for.cond.1.preheader.us.new.epil.new ]
  %.676.135.us.epil229 = phi i64 [ %.676.2.us.7.epil.3, %for.body.1.us.epil225 ], [ %.676.044.us.unr35, %for.cond.1.preheader.us.new.epil.new ]
  %.673.134.us.epil230 = phi i64 [ %spec.select.us.epil231, %for.body.1.us.epil225 ], [ %.673.043.us.unr36, %for.cond.1.preheader.us.new.epil.new ]
  %241 = icmp ugt i64 %.436.fca.1.load, 1
  %242 = icmp ugt i64 %.436.fca.0.load, 1
  %243 = icmp ugt i64 %.256.fca.1.load, 1
  %244 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil231 = select i1 %244, i64 %loop.index47.us.unr32, i64 %.673.134.us.epil230
  %.676.2.us.epil232 = select i1 %243, i64 %loop.index.138.us.epil226, i64 %.676.135.us.epil229
  %.702.us.epil233 = mul i64 %spec.select.us.epil231, %.256.fca.1.load
  %.705.us.epil234 = add i64 %.702.us.epil233, %.676.2.us.epil232
  %.706.us.epil235 = getelementptr double, double* %.255, i64 %.705.us.epil234
  %.707.us.epil236 = load double, double* %.706.us.epil235, align 8
  %.679.2.us.epil237 = select i1 %242, i64 %loop.index47.us.unr32, i64 %.679.136.us.epil228
  %.682.2.us.epil238 = select i1 %241, i64 %loop.index.138.us.epil226, i64 %.682.137.us.epil227
  %.719.us.epil239 = mul i64 %.679.2.us.epil237, %.436.fca.1.load
  %.722.us.epil240 = add i64 %.719.us.epil239, %.682.2.us.epil238
  %.723.us.epil241 = getelementptr double, double* %.435, i64 %.722.us.epil240
  %.724.us.epil242 = load double, double* %.723.us.epil241, align 8
  %.15.i.us.epil243 = fmul double %.707.us.epil236, %.724.us.epil242
  %scevgep225 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -31
  store double %.15.i.us.epil243, double* %scevgep226, align 8
  %245 = add i64 %loop.index.138.us.epil226, 1
  %.676.2.us.1.epil = select i1 %243, i64 %245, i64 %.676.135.us.epil229
  %.705.us.1.epil = add i64 %.702.us.epil233, %.676.2.us.1.epil
  %.706.us.1.epil = getelementptr double, double* %.255, i64 %.705.us.1.epil
  %.707.us.1.epil = load double, double* %.706.us.1.epil, align 8
  %.682.2.us.1.epil = select i1 %241, i64 %245, i64 %.682.137.us.epil227
  %.722.us.1.epil = add i64 %.719.us.epil239, %.682.2.us.1.epil
  %.723.us.1.epil = getelementptr double, double* %.435, i64 %.722.us.1.epil
  %.724.us.1.epil = load double, double* %.723.us.1.epil, align 8
  %.15.i.us.1.epil = fmul double %.707.us.1.epil, %.724.us.1.epil
  %scevgep223 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -30
  store double %.15.i.us.1.epil, double* %scevgep224, align 8
  %246 = add i64 %245, 1
  %.676.2.us.2.epil = select i1 %243, i64 %246, i64 %.676.135.us.epil229
  %.705.us.2.epil = add i64 %.702.us.epil233, %.676.2.us.2.epil
  %.706.us.2.epil = getelementptr double, double* %.255, i64 %.705.us.2.epil
  %.707.us.2.epil = load double, double* %.706.us.2.epil, align 8
  %.682.2.us.2.epil = select i1 %241, i64 %246, i64 %.682.137.us.epil227
  %.722.us.2.epil = add i64 %.719.us.epil239, %.682.2.us.2.epil
  %.723.us.2.epil = getelementptr double, double* %.435, i64 %.722.us.2.epil
  %.724.us.2.epil = load double, double* %.723.us.2.epil, align 8
  %.15.i.us.2.epil = fmul double %.707.us.2.epil, %.724.us.2.epil
  %scevgep221 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -29
  store double %.15.i.us.2.epil, double* %scevgep222, align 8
  %247 = add i64 %246, 1
  %.676.2.us.3.epil = select i1 %243, i64 %247, i64 %.676.135.us.epil229
  %.705.us.3.epil = add i64 %.702.us.epil233, %.676.2.us.3.epil
  %.706.us.3.epil = getelementptr double, double* %.255, i64 %.705.us.3.epil
  %.707.us.3.epil = load double, double* %.706.us.3.epil, align 8
  %.682.2.us.3.epil = select i1 %241, i64 %247, i64 %.682.137.us.epil227
  %.722.us.3.epil = add i64 %.719.us.epil239, %.682.2.us.3.epil
  %.723.us.3.epil = getelementptr double, double* %.435, i64 %.722.us.3.epil
  %.724.us.3.epil = load double, double* %.723.us.3.epil, align 8
  %.15.i.us.3.epil = fmul double %.707.us.3.epil, %.724.us.3.epil
  %scevgep219 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -28
  store double %.15.i.us.3.epil, double* %scevgep220, align 8
  %248 = add i64 %247, 1
  %.676.2.us.4.epil = select i1 %243, i64 %248, i64 %.676.135.us.epil229
  %.705.us.4.epil = add i64 %.702.us.epil233, %.676.2.us.4.epil
  %.706.us.4.epil = getelementptr double, double* %.255, i64 %.705.us.4.epil
  %.707.us.4.epil = load double, double* %.706.us.4.epil, align 8
  %.682.2.us.4.epil = select i1 %241, i64 %248, i64 %.682.137.us.epil227
  %.722.us.4.epil = add i64 %.719.us.epil239, %.682.2.us.4.epil
  %.723.us.4.epil = getelementptr double, double* %.435, i64 %.722.us.4.epil
  %.724.us.4.epil = load double, double* %.723.us.4.epil, align 8
  %.15.i.us.4.epil = fmul double %.707.us.4.epil, %.724.us.4.epil
  %scevgep217 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -27
  store double %.15.i.us.4.epil, double* %scevgep218, align 8
  %249 = add i64 %248, 1
  %.676.2.us.5.epil = select i1 %243, i64 %249, i64 %.676.135.us.epil229
  %.705.us.5.epil = add i64 %.702.us.epil233, %.676.2.us.5.epil
  %.706.us.5.epil = getelementptr double, double* %.255, i64 %.705.us.5.epil
  %.707.us.5.epil = load double, double* %.706.us.5.epil, align 8
  %.682.2.us.5.epil = select i1 %241, i64 %249, i64 %.682.137.us.epil227
  %.722.us.5.epil = add i64 %.719.us.epil239, %.682.2.us.5.epil
  %.723.us.5.epil = getelementptr double, double* %.435, i64 %.722.us.5.epil
  %.724.us.5.epil = load double, double* %.723.us.5.epil, align 8
  %.15.i.us.5.epil = fmul double %.707.us.5.epil, %.724.us.5.epil
  %scevgep215 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -26
  store double %.15.i.us.5.epil, double* %scevgep216, align 8
  %250 = add i64 %249, 1
  %.676.2.us.6.epil = select i1 %243, i64 %250, i64 %.676.135.us.epil229
  %.705.us.6.epil = add i64 %.702.us.epil233, %.676.2.us.6.epil
  %.706.us.6.epil = getelementptr double, double* %.255, i64 %.705.us.6.epil
  %.707.us.6.epil = load double, double* %.706.us.6.epil, align 8
  %.682.2.us.6.epil = select i1 %241, i64 %250, i64 %.682.137.us.epil227
  %.722.us.6.epil = add i64 %.719.us.epil239, %.682.2.us.6.epil
  %.723.us.6.epil = getelementptr double, double* %.435, i64 %.722.us.6.epil
  %.724.us.6.epil = load double, double* %.723.us.6.epil, align 8
  %.15.i.us.6.epil = fmul double %.707.us.6.epil, %.724.us.6.epil
  %scevgep213 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -25
  store double %.15.i.us.6.epil, double* %scevgep214, align 8
  %251 = add i64 %250, 1
  %.676.2.us.7.epil = select i1 %243, i64 %251, i64 %.676.135.us.epil229
  %.705.us.7.epil = add i64 %.702.us.epil233, %.676.2.us.7.epil
  %.706.us.7.epil = getelementptr double, double* %.255, i64 %.705.us.7.epil
  %.707.us.7.epil = load double, double* %.706.us.7.epil, align 8
  %.682.2.us.7.epil = select i1 %241, i64 %251, i64 %.682.137.us.epil227
  %.722.us.7.epil = add i64 %.719.us.epil239, %.682.2.us.7.epil
  %.723.us.7.epil = getelementptr double, double* %.435, i64 %.722.us.7.epil
  %.724.us.7.epil = load double, double* %.723.us.7.epil, align 8
  %.15.i.us.7.epil = fmul double %.707.us.7.epil, %.724.us.7.epil
  %scevgep211 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -24
  store double %.15.i.us.7.epil, double* %scevgep212, align 8
  %252 = add i64 %251, 1
  %.676.2.us.epil232.1 = select i1 %243, i64 %252, i64 %.676.135.us.epil229
  %.705.us.epil234.1 = add i64 %.702.us.epil233, %.676.2.us.epil232.1
  %.706.us.epil235.1 = getelementptr double, double* %.255, i64 %.705.us.epil234.1
  %.707.us.epil236.1 = load double, double* %.706.us.epil235.1, align 8
  %.682.2.us.epil238.1 = select i1 %241, i64 %252, i64 %.682.137.us.epil227
  %.722.us.epil240.1 = add i64 %.719.us.epil239, %.682.2.us.epil238.1
  %.723.us.epil241.1 = getelementptr double, double* %.435, i64 %.722.us.epil240.1
  %.724.us.epil242.1 = load double, double* %.723.us.epil241.1, align 8
  %.15.i.us.epil243.1 = fmul double %.707.us.epil236.1, %.724.us.epil242.1
  %scevgep209 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -23
  store double %.15.i.us.epil243.1, double* %scevgep210, align 8
  %253 = add i64 %252, 1
  %.676.2.us.1.epil.1 = select i1 %243, i64 %253, i64 %.676.135.us.epil229
  %.705.us.1.epil.1 = add i64 %.702.us.epil233, %.676.2.us.1.epil.1
  %.706.us.1.epil.1 = getelementptr double, double* %.255, i64 %.705.us.1.epil.1
  %.707.us.1.epil.1 = load double, double* %.706.us.1.epil.1, align 8
  %.682.2.us.1.epil.1 = select i1 %241, i64 %253, i64 %.682.137.us.epil227
  %.722.us.1.epil.1 = add i64 %.719.us.epil239, %.682.2.us.1.epil.1
  %.723.us.1.epil.1 = getelementptr double, double* %.435, i64 %.722.us.1.epil.1
  %.724.us.1.epil.1 = load double, double* %.723.us.1.epil.1, align 8
  %.15.i.us.1.epil.1 = fmul double %.707.us.1.epil.1, %.724.us.1.epil.1
  %scevgep207 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -22
  store double %.15.i.us.1.epil.1, double* %scevgep208, align 8
  %254 = add i64 %253, 1
  %.676.2.us.2.epil.1 = select i1 %243, i64 %254, i64 %.676.135.us.epil229
  %.705.us.2.epil.1 = add i64 %.702.us.epil233, %.676.2.us.2.epil.1
  %.706.us.2.epil.1 = getelementptr double, double* %.255, i64 %.705.us.2.epil.1
  %.707.us.2.epil.1 = load double, double* %.706.us.2.epil.1, align 8
  %.682.2.us.2.epil.1 = select i1 %241, i64 %254, i64 %.682.137.us.epil227
  %.722.us.2.epil.1 = add i64 %.719.us.epil239, %.682.2.us.2.epil.1
  %.723.us.2.epil.1 = getelementptr double, double* %.435, i64 %.722.us.2.epil.1
  %.724.us.2.epil.1 = load double, double* %.723.us.2.epil.1, align 8
  %.15.i.us.2.epil.1 = fmul double %.707.us.2.epil.1, %.724.us.2.epil.1
  %scevgep205 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -21
  store double %.15.i.us.2.epil.1, double* %scevgep206, align 8
  %255 = add i64 %254, 1
  %.676.2.us.3.epil.1 = select i1 %243, i64 %255, i64 %.676.135.us.epil229
  %.705.us.3.epil.1 = add i64 %.702.us.epil233, %.676.2.us.3.epil.1
  %.706.us.3.epil.1 = getelementptr double, double* %.255, i64 %.705.us.3.epil.1
  %.707.us.3.epil.1 = load double, double* %.706.us.3.epil.1, align 8
  %.682.2.us.3.epil.1 = select i1 %241, i64 %255, i64 %.682.137.us.epil227
  %.722.us.3.epil.1 = add i64 %.719.us.epil239, %.682.2.us.3.epil.1
  %.723.us.3.epil.1 = getelementptr double, double* %.435, i64 %.722.us.3.epil.1
  %.724.us.3.epil.1 = load double, double* %.723.us.3.epil.1, align 8
  %.15.i.us.3.epil.1 = fmul double %.707.us.3.epil.1, %.724.us.3.epil.1
  %scevgep203 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -20
  store double %.15.i.us.3.epil.1, double* %scevgep204, align 8
  %256 = add i64 %255, 1
  %.676.2.us.4.epil.1 = select i1 %243, i64 %256, i64 %.676.135.us.epil229
  %.705.us.4.epil.1 = add i64 %.702.us.epil233, %.676.2.us.4.epil.1
  %.706.us.4.epil.1 = getelementptr double, double* %.255, i64 %.705.us.4.epil.1
  %.707.us.4.epil.1 = load double, double* %.706.us.4.epil.1, align 8
  %.682.2.us.4.epil.1 = select i1 %241, i64 %256, i64 %.682.137.us.epil227
  %.722.us.4.epil.1 = add i64 %.719.us.epil239, %.682.2.us.4.epil.1
  %.723.us.4.epil.1 = getelementptr double, double* %.435, i64 %.722.us.4.epil.1
  %.724.us.4.epil.1 = load double, double* %.723.us.4.epil.1, align 8
  %.15.i.us.4.epil.1 = fmul double %.707.us.4.epil.1, %.724.us.4.epil.1
  %scevgep201 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -19
  store double %.15.i.us.4.epil.1, double* %scevgep202, align 8
  %257 = add i64 %256, 1
  %.676.2.us.5.epil.1 = select i1 %243, i64 %257, i64 %.676.135.us.epil229
  %.705.us.5.epil.1 = add i64 %.702.us.epil233, %.676.2.us.5.epil.1
  %.706.us.5.epil.1 = getelementptr double, double* %.255, i64 %.705.us.5.epil.1
  %.707.us.5.epil.1 = load double, double* %.706.us.5.epil.1, align 8
  %.682.2.us.5.epil.1 = select i1 %241, i64 %257, i64 %.682.137.us.epil227
  %.722.us.5.epil.1 = add i64 %.719.us.epil239, %.682.2.us.5.epil.1
  %.723.us.5.epil.1 = getelementptr double, double* %.435, i64 %.722.us.5.epil.1
  %.724.us.5.epil.1 = load double, double* %.723.us.5.epil.1, align 8
  %.15.i.us.5.epil.1 = fmul double %.707.us.5.epil.1, %.724.us.5.epil.1
  %scevgep199 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -18
  store double %.15.i.us.5.epil.1, double* %scevgep200, align 8
  %258 = add i64 %257, 1
  %.676.2.us.6.epil.1 = select i1 %243, i64 %258, i64 %.676.135.us.epil229
  %.705.us.6.epil.1 = add i64 %.702.us.epil233, %.676.2.us.6.epil.1
  %.706.us.6.epil.1 = getelementptr double, double* %.255, i64 %.705.us.6.epil.1
  %.707.us.6.epil.1 = load double, double* %.706.us.6.epil.1, align 8
  %.682.2.us.6.epil.1 = select i1 %241, i64 %258, i64 %.682.137.us.epil227
  %.722.us.6.epil.1 = add i64 %.719.us.epil239, %.682.2.us.6.epil.1
  %.723.us.6.epil.1 = getelementptr double, double* %.435, i64 %.722.us.6.epil.1
  %.724.us.6.epil.1 = load double, double* %.723.us.6.epil.1, align 8
  %.15.i.us.6.epil.1 = fmul double %.707.us.6.epil.1, %.724.us.6.epil.1
  %scevgep197 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -17
  store double %.15.i.us.6.epil.1, double* %scevgep198, align 8
  %259 = add i64 %258, 1
  %.676.2.us.7.epil.1 = select i1 %243, i64 %259, i64 %.676.135.us.epil229
  %.705.us.7.epil.1 = add i64 %.702.us.epil233, %.676.2.us.7.epil.1
  %.706.us.7.epil.1 = getelementptr double, double* %.255, i64 %.705.us.7.epil.1
  %.707.us.7.epil.1 = load double, double* %.706.us.7.epil.1, align 8
  %.682.2.us.7.epil.1 = select i1 %241, i64 %259, i64 %.682.137.us.epil227
  %.722.us.7.epil.1 = add i64 %.719.us.epil239, %.682.2.us.7.epil.1
  %.723.us.7.epil.1 = getelementptr double, double* %.435, i64 %.722.us.7.epil.1
  %.724.us.7.epil.1 = load double, double* %.723.us.7.epil.1, align 8
  %.15.i.us.7.epil.1 = fmul double %.707.us.7.epil.1, %.724.us.7.epil.1
  %scevgep195 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -16
  store double %.15.i.us.7.epil.1, double* %scevgep196, align 8
  %260 = add i64 %259, 1
  %.676.2.us.epil232.2 = select i1 %243, i64 %260, i64 %.676.135.us.epil229
  %.705.us.epil234.2 = add i64 %.702.us.epil233, %.676.2.us.epil232.2
  %.706.us.epil235.2 = getelementptr double, double* %.255, i64 %.705.us.epil234.2
  %.707.us.epil236.2 = load double, double* %.706.us.epil235.2, align 8
  %.682.2.us.epil238.2 = select i1 %241, i64 %260, i64 %.682.137.us.epil227
  %.722.us.epil240.2 = add i64 %.719.us.epil239, %.682.2.us.epil238.2
  %.723.us.epil241.2 = getelementptr double, double* %.435, i64 %.722.us.epil240.2
  %.724.us.epil242.2 = load double, double* %.723.us.epil241.2, align 8
  %.15.i.us.epil243.2 = fmul double %.707.us.epil236.2, %.724.us.epil242.2
  %scevgep193 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -15
  store double %.15.i.us.epil243.2, double* %scevgep194, align 8
  %261 = add i64 %260, 1
  %.676.2.us.1.epil.2 = select i1 %243, i64 %261, i64 %.676.135.us.epil229
  %.705.us.1.epil.2 = add i64 %.702.us.epil233, %.676.2.us.1.epil.2
  %.706.us.1.epil.2 = getelementptr double, double* %.255, i64 %.705.us.1.epil.2
  %.707.us.1.epil.2 = load double, double* %.706.us.1.epil.2, align 8
  %.682.2.us.1.epil.2 = select i1 %241, i64 %261, i64 %.682.137.us.epil227
  %.722.us.1.epil.2 = add i64 %.719.us.epil239, %.682.2.us.1.epil.2
  %.723.us.1.epil.2 = getelementptr double, double* %.435, i64 %.722.us.1.epil.2
  %.724.us.1.epil.2 = load double, double* %.723.us.1.epil.2, align 8
  %.15.i.us.1.epil.2 = fmul double %.707.us.1.epil.2, %.724.us.1.epil.2
  %scevgep191 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -14
  store double %.15.i.us.1.epil.2, double* %scevgep192, align 8
  %262 = add i64 %261, 1
  %.676.2.us.2.epil.2 = select i1 %243, i64 %262, i64 %.676.135.us.epil229
  %.705.us.2.epil.2 = add i64 %.702.us.epil233, %.676.2.us.2.epil.2
  %.706.us.2.epil.2 = getelementptr double, double* %.255, i64 %.705.us.2.epil.2
  %.707.us.2.epil.2 = load double, double* %.706.us.2.epil.2, align 8
  %.682.2.us.2.epil.2 = select i1 %241, i64 %262, i64 %.682.137.us.epil227
  %.722.us.2.epil.2 = add i64 %.719.us.epil239, %.682.2.us.2.epil.2
  %.723.us.2.epil.2 = getelementptr double, double* %.435, i64 %.722.us.2.epil.2
  %.724.us.2.epil.2 = load double, double* %.723.us.2.epil.2, align 8
  %.15.i.us.2.epil.2 = fmul double %.707.us.2.epil.2, %.724.us.2.epil.2
  %scevgep189 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -13
  store double %.15.i.us.2.epil.2, double* %scevgep190, align 8
  %263 = add i64 %262, 1
  %.676.2.us.3.epil.2 = select i1 %243, i64 %263, i64 %.676.135.us.epil229
  %.705.us.3.epil.2 = add i64 %.702.us.epil233, %.676.2.us.3.epil.2
  %.706.us.3.epil.2 = getelementptr double, double* %.255, i64 %.705.us.3.epil.2
  %.707.us.3.epil.2 = load double, double* %.706.us.3.epil.2, align 8
  %.682.2.us.3.epil.2 = select i1 %241, i64 %263, i64 %.682.137.us.epil227
  %.722.us.3.epil.2 = add i64 %.719.us.epil239, %.682.2.us.3.epil.2
  %.723.us.3.epil.2 = getelementptr double, double* %.435, i64 %.722.us.3.epil.2
  %.724.us.3.epil.2 = load double, double* %.723.us.3.epil.2, align 8
  %.15.i.us.3.epil.2 = fmul double %.707.us.3.epil.2, %.724.us.3.epil.2
  %scevgep187 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -12
  store double %.15.i.us.3.epil.2, double* %scevgep188, align 8
  %264 = add i64 %263, 1
  %.676.2.us.4.epil.2 = select i1 %243, i64 %264, i64 %.676.135.us.epil229
  %.705.us.4.epil.2 = add i64 %.702.us.epil233, %.676.2.us.4.epil.2
  %.706.us.4.epil.2 = getelementptr double, double* %.255, i64 %.705.us.4.epil.2
  %.707.us.4.epil.2 = load double, double* %.706.us.4.epil.2, align 8
  %.682.2.us.4.epil.2 = select i1 %241, i64 %264, i64 %.682.137.us.epil227
  %.722.us.4.epil.2 = add i64 %.719.us.epil239, %.682.2.us.4.epil.2
  %.723.us.4.epil.2 = getelementptr double, double* %.435, i64 %.722.us.4.epil.2
  %.724.us.4.epil.2 = load double, double* %.723.us.4.epil.2, align 8
  %.15.i.us.4.epil.2 = fmul double %.707.us.4.epil.2, %.724.us.4.epil.2
  %scevgep185 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -11
  store double %.15.i.us.4.epil.2, double* %scevgep186, align 8
  %265 = add i64 %264, 1
  %.676.2.us.5.epil.2 = select i1 %243, i64 %265, i64 %.676.135.us.epil229
  %.705.us.5.epil.2 = add i64 %.702.us.epil233, %.676.2.us.5.epil.2
  %.706.us.5.epil.2 = getelementptr double, double* %.255, i64 %.705.us.5.epil.2
  %.707.us.5.epil.2 = load double, double* %.706.us.5.epil.2, align 8
  %.682.2.us.5.epil.2 = select i1 %241, i64 %265, i64 %.682.137.us.epil227
  %.722.us.5.epil.2 = add i64 %.719.us.epil239, %.682.2.us.5.epil.2
  %.723.us.5.epil.2 = getelementptr double, double* %.435, i64 %.722.us.5.epil.2
  %.724.us.5.epil.2 = load double, double* %.723.us.5.epil.2, align 8
  %.15.i.us.5.epil.2 = fmul double %.707.us.5.epil.2, %.724.us.5.epil.2
  %scevgep183 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -10
  store double %.15.i.us.5.epil.2, double* %scevgep184, align 8
  %266 = add i64 %265, 1
  %.676.2.us.6.epil.2 = select i1 %243, i64 %266, i64 %.676.135.us.epil229
  %.705.us.6.epil.2 = add i64 %.702.us.epil233, %.676.2.us.6.epil.2
  %.706.us.6.epil.2 = getelementptr double, double* %.255, i64 %.705.us.6.epil.2
  %.707.us.6.epil.2 = load double, double* %.706.us.6.epil.2, align 8
  %.682.2.us.6.epil.2 = select i1 %241, i64 %266, i64 %.682.137.us.epil227
  %.722.us.6.epil.2 = add i64 %.719.us.epil239, %.682.2.us.6.epil.2
  %.723.us.6.epil.2 = getelementptr double, double* %.435, i64 %.722.us.6.epil.2
  %.724.us.6.epil.2 = load double, double* %.723.us.6.epil.2, align 8
  %.15.i.us.6.epil.2 = fmul double %.707.us.6.epil.2, %.724.us.6.epil.2
  %scevgep181 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -9
  store double %.15.i.us.6.epil.2, double* %scevgep182, align 8
  %267 = add i64 %266, 1
  %.676.2.us.7.epil.2 = select i1 %243, i64 %267, i64 %.676.135.us.epil229
  %.705.us.7.epil.2 = add i64 %.702.us.epil233, %.676.2.us.7.epil.2
  %.706.us.7.epil.2 = getelementptr double, double* %.255, i64 %.705.us.7.epil.2
  %.707.us.7.epil.2 = load double, double* %.706.us.7.epil.2, align 8
  %.682.2.us.7.epil.2 = select i1 %241, i64 %267, i64 %.682.137.us.epil227
  %.722.us.7.epil.2 = add i64 %.719.us.epil239, %.682.2.us.7.epil.2
  %.723.us.7.epil.2 = getelementptr double, double* %.435, i64 %.722.us.7.epil.2
  %.724.us.7.epil.2 = load double, double* %.723.us.7.epil.2, align 8
  %.15.i.us.7.epil.2 = fmul double %.707.us.7.epil.2, %.724.us.7.epil.2
  %scevgep179 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -8
  store double %.15.i.us.7.epil.2, double* %scevgep180, align 8
  %268 = add i64 %267, 1
  %.676.2.us.epil232.3 = select i1 %243, i64 %268, i64 %.676.135.us.epil229
  %.705.us.epil234.3 = add i64 %.702.us.epil233, %.676.2.us.epil232.3
  %.706.us.epil235.3 = getelementptr double, double* %.255, i64 %.705.us.epil234.3
  %.707.us.epil236.3 = load double, double* %.706.us.epil235.3, align 8
  %.682.2.us.epil238.3 = select i1 %241, i64 %268, i64 %.682.137.us.epil227
  %.722.us.epil240.3 = add i64 %.719.us.epil239, %.682.2.us.epil238.3
  %.723.us.epil241.3 = getelementptr double, double* %.435, i64 %.722.us.epil240.3
  %.724.us.epil242.3 = load double, double* %.723.us.epil241.3, align 8
  %.15.i.us.epil243.3 = fmul double %.707.us.epil236.3, %.724.us.epil242.3
  %scevgep177 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -7
  store double %.15.i.us.epil243.3, double* %scevgep178, align 8
  %269 = add i64 %268, 1
  %.676.2.us.1.epil.3 = select i1 %243, i64 %269, i64 %.676.135.us.epil229
  %.705.us.1.epil.3 = add i64 %.702.us.epil233, %.676.2.us.1.epil.3
  %.706.us.1.epil.3 = getelementptr double, double* %.255, i64 %.705.us.1.epil.3
  %.707.us.1.epil.3 = load double, double* %.706.us.1.epil.3, align 8
  %.682.2.us.1.epil.3 = select i1 %241, i64 %269, i64 %.682.137.us.epil227
  %.722.us.1.epil.3 = add i64 %.719.us.epil239, %.682.2.us.1.epil.3
  %.723.us.1.epil.3 = getelementptr double, double* %.435, i64 %.722.us.1.epil.3
  %.724.us.1.epil.3 = load double, double* %.723.us.1.epil.3, align 8
  %.15.i.us.1.epil.3 = fmul double %.707.us.1.epil.3, %.724.us.1.epil.3
  %scevgep175 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -6
  store double %.15.i.us.1.epil.3, double* %scevgep176, align 8
  %270 = add i64 %269, 1
  %.676.2.us.2.epil.3 = select i1 %243, i64 %270, i64 %.676.135.us.epil229
  %.705.us.2.epil.3 = add i64 %.702.us.epil233, %.676.2.us.2.epil.3
  %.706.us.2.epil.3 = getelementptr double, double* %.255, i64 %.705.us.2.epil.3
  %.707.us.2.epil.3 = load double, double* %.706.us.2.epil.3, align 8
  %.682.2.us.2.epil.3 = select i1 %241, i64 %270, i64 %.682.137.us.epil227
  %.722.us.2.epil.3 = add i64 %.719.us.epil239, %.682.2.us.2.epil.3
  %.723.us.2.epil.3 = getelementptr double, double* %.435, i64 %.722.us.2.epil.3
  %.724.us.2.epil.3 = load double, double* %.723.us.2.epil.3, align 8
  %.15.i.us.2.epil.3 = fmul double %.707.us.2.epil.3, %.724.us.2.epil.3
  %scevgep173 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -5
  store double %.15.i.us.2.epil.3, double* %scevgep174, align 8
  %271 = add i64 %270, 1
  %.676.2.us.3.epil.3 = select i1 %243, i64 %271, i64 %.676.135.us.epil229
  %.705.us.3.epil.3 = add i64 %.702.us.epil233, %.676.2.us.3.epil.3
  %.706.us.3.epil.3 = getelementptr double, double* %.255, i64 %.705.us.3.epil.3
  %.707.us.3.epil.3 = load double, double* %.706.us.3.epil.3, align 8
  %.682.2.us.3.epil.3 = select i1 %241, i64 %271, i64 %.682.137.us.epil227
  %.722.us.3.epil.3 = add i64 %.719.us.epil239, %.682.2.us.3.epil.3
  %.723.us.3.epil.3 = getelementptr double, double* %.435, i64 %.722.us.3.epil.3
  %.724.us.3.epil.3 = load double, double* %.723.us.3.epil.3, align 8
  %.15.i.us.3.epil.3 = fmul double %.707.us.3.epil.3, %.724.us.3.epil.3
  %scevgep171 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -4
  store double %.15.i.us.3.epil.3, double* %scevgep172, align 8
  %272 = add i64 %271, 1
  %.676.2.us.4.epil.3 = select i1 %243, i64 %272, i64 %.676.135.us.epil229
  %.705.us.4.epil.3 = add i64 %.702.us.epil233, %.676.2.us.4.epil.3
  %.706.us.4.epil.3 = getelementptr double, double* %.255, i64 %.705.us.4.epil.3
  %.707.us.4.epil.3 = load double, double* %.706.us.4.epil.3, align 8
  %.682.2.us.4.epil.3 = select i1 %241, i64 %272, i64 %.682.137.us.epil227
  %.722.us.4.epil.3 = add i64 %.719.us.epil239, %.682.2.us.4.epil.3
  %.723.us.4.epil.3 = getelementptr double, double* %.435, i64 %.722.us.4.epil.3
  %.724.us.4.epil.3 = load double, double* %.723.us.4.epil.3, align 8
  %.15.i.us.4.epil.3 = fmul double %.707.us.4.epil.3, %.724.us.4.epil.3
  %scevgep169 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -3
  store double %.15.i.us.4.epil.3, double* %scevgep170, align 8
  %273 = add i64 %272, 1
  %.676.2.us.5.epil.3 = select i1 %243, i64 %273, i64 %.676.135.us.epil229
  %.705.us.5.epil.3 = add i64 %.702.us.epil233, %.676.2.us.5.epil.3
  %.706.us.5.epil.3 = getelementptr double, double* %.255, i64 %.705.us.5.epil.3
  %.707.us.5.epil.3 = load double, double* %.706.us.5.epil.3, align 8
  %.682.2.us.5.epil.3 = select i1 %241, i64 %273, i64 %.682.137.us.epil227
  %.722.us.5.epil.3 = add i64 %.719.us.epil239, %.682.2.us.5.epil.3
  %.723.us.5.epil.3 = getelementptr double, double* %.435, i64 %.722.us.5.epil.3
  %.724.us.5.epil.3 = load double, double* %.723.us.5.epil.3, align 8
  %.15.i.us.5.epil.3 = fmul double %.707.us.5.epil.3, %.724.us.5.epil.3
  %scevgep167 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -2
  store double %.15.i.us.5.epil.3, double* %scevgep168, align 8
  %274 = add i64 %273, 1
  %.676.2.us.6.epil.3 = select i1 %243, i64 %274, i64 %.676.135.us.epil229
  %.705.us.6.epil.3 = add i64 %.702.us.epil233, %.676.2.us.6.epil.3
  %.706.us.6.epil.3 = getelementptr double, double* %.255, i64 %.705.us.6.epil.3
  %.707.us.6.epil.3 = load double, double* %.706.us.6.epil.3, align 8
  %.682.2.us.6.epil.3 = select i1 %241, i64 %274, i64 %.682.137.us.epil227
  %.722.us.6.epil.3 = add i64 %.719.us.epil239, %.682.2.us.6.epil.3
  %.723.us.6.epil.3 = getelementptr double, double* %.435, i64 %.722.us.6.epil.3
  %.724.us.6.epil.3 = load double, double* %.723.us.6.epil.3, align 8
  %.15.i.us.6.epil.3 = fmul double %.707.us.6.epil.3, %.724.us.6.epil.3
  %scevgep165 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -1
  store double %.15.i.us.6.epil.3, double* %scevgep166, align 8
  %275 = add i64 %274, 1
  %.676.2.us.7.epil.3 = select i1 %243, i64 %275, i64 %.676.135.us.epil229
  %.705.us.7.epil.3 = add i64 %.702.us.epil233, %.676.2.us.7.epil.3
  %.706.us.7.epil.3 = getelementptr double, double* %.255, i64 %.705.us.7.epil.3
  %.707.us.7.epil.3 = load double, double* %.706.us.7.epil.3, align 8
  %.682.2.us.7.epil.3 = select i1 %241, i64 %275, i64 %.682.137.us.epil227
  %.722.us.7.epil.3 = add i64 %.719.us.epil239, %.682.2.us.7.epil.3
  %.723.us.7.epil.3 = getelementptr double, double* %.435, i64 %.722.us.7.epil.3
  %.724.us.7.epil.3 = load double, double* %.723.us.7.epil.3, align 8
  %.15.i.us.7.epil.3 = fmul double %.707.us.7.epil.3, %.724.us.7.epil.3
  %scevgep227 = getelementptr double, double* %scevgep295, i64 %loop.index.138.us.epil226
  store double %.15.i.us.7.epil.3, double* %scevgep227, align 8
  %276 = add i64 %loop.index.138.us.epil226, 32
  %lsr.iv.next164 = add i64 %lsr.iv163, 4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next164, 0
  %277 = add i64 %275, 1
  br i1 %niter.ncmp.3, label %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa, label %for.body.1.us.epil225

for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa: ; preds = %for.body.1.us.epil225, %for.cond.1.preheader.us.new.epil
  %spec.select.us.epil231.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us.new.epil ], [ %spec.select.us.epil231, %for.body.1.us.epil225 ]
  %.679.2.us.epil237.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us.new.epil ], [ %.679.2.us.epil237, %for.body.1.us.epil225 ]
  %.676.2.us.7.epil.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us.new.epil ], [ %.676.2.us.7.epil.3, %for.body.1.us.epil225 ]
  %.682.2.us.7.epil.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us.new.epil ], [ %.682.2.us.7.epil.3, %for.body.1.us.epil225 ]
  %loop.index.138.us.epil226.unr = phi i64 [ 0, %for.cond.1.preheader.us.new.epil ], [ %276, %for.body.1.us.epil225 ]
  %.682.137.us.epil227.unr = phi i64 [ %.682.046.us.unr33, %for.cond.1.preheader.us.new.epil ], [ %.682.2.us.7.epil.3, %for.body.1.us.epil225 ]
  %.679.136.us.epil228.unr = phi i64 [ %.679.045.us.unr34, %for.cond.1.preheader.us.new.epil ], [ %.679.2.us.epil237, %for.body.1.us.epil225 ]
  %.676.135.us.epil229.unr = phi i64 [ %.676.044.us.unr35, %for.cond.1.preheader.us.new.epil ], [ %.676.2.us.7.epil.3, %for.body.1.us.epil225 ]
  %.673.134.us.epil230.unr = phi i64 [ %.673.043.us.unr36, %for.cond.1.preheader.us.new.epil ], [ %spec.select.us.epil231, %for.body.1.us.epil225 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil225.epil.preheader

for.body.1.us.epil225.epil.preheader:             ; preds = %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa
  %278 = sub i64 0, %xtraiter
  br label %for.body.1.us.epil225.epil

for.body.1.us.epil225.epil:                       ; preds = %for.body.1.us.epil225.epil.preheader, %for.body.1.us.epil225.epil
  %lsr.iv146 = phi i64 [ %278, %for.body.1.us.epil225.epil.preheader ], [ %math431, %for.body.1.us.epil225.epil ]
  %loop.index.138.us.epil226.epil = phi i64 [ %290, %for.body.1.us.epil225.epil ], [ %loop.index.138.us.epil226.unr, %for.body.1.us.epil225.epil.preheader ]
  %.682.137.us.epil227.epil = phi i64 [ %.682.2.us.7.epil.epil, %for.body.1.us.epil225.epil ], [ %.682.137.us.epil227.unr, %for.body.1.us.epil225.epil.preheader ]
  %.679.136.us.epil228.epil = phi i64 [ %.679.2.us.epil237.epil, %for.body.1.us.epil225.epil ], [ %.679.136.us.epil228.unr, %for.body.1.us.epil225.epil.preheader ]
  %.676.135.us.epil229.epil = phi i64 [ %.676.2.us.7.epil.epil, %for.body.1.us.epil225.epil ], [ %.676.135.us.epil229.unr, %for.body.1.us.epil225.epil.preheader ]
  %.673.134.us.epil230.epil = phi i64 [ %spec.select.us.epil231.epil, %for.body.1.us.epil225.epil ], [ %.673.134.us.epil230.unr, %for.body.1.us.epil225.epil.preheader ]
  %279 = icmp ugt i64 %.436.fca.1.load, 1
  %280 = icmp ugt i64 %.436.fca.0.load, 1
  %281 = icmp ugt i64 %.256.fca.1.load, 1
  %282 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil231.epil = select i1 %282, i64 %loop.index47.us.unr32, i64 %.673.134.us.epil230.epil
  %.676.2.us.epil232.epil = select i1 %281, i64 %loop.index.138.us.epil226.epil, i64 %.676.135.us.epil229.epil
  %.702.us.epil233.epil = mul i64 %spec.select.us.epil231.epil, %.256.fca.1.load
  %.705.us.epil234.epil = add i64 %.702.us.epil233.epil, %.676.2.us.epil232.epil
  %.706.us.epil235.epil = getelementptr double, double* %.255, i64 %.705.us.epil234.epil
  %.707.us.epil236.epil = load double, double* %.706.us.epil235.epil, align 8
  %.679.2.us.epil237.epil = select i1 %280, i64 %loop.index47.us.unr32, i64 %.679.136.us.epil228.epil
  %.682.2.us.epil238.epil = select i1 %279, i64 %loop.index.138.us.epil226.epil, i64 %.682.137.us.epil227.epil
  %.719.us.epil239.epil = mul i64 %.679.2.us.epil237.epil, %.436.fca.1.load
  %.722.us.epil240.epil = add i64 %.719.us.epil239.epil, %.682.2.us.epil238.epil
  %.723.us.epil241.epil = getelementptr double, double* %.435, i64 %.722.us.epil240.epil
  %.724.us.epil242.epil = load double, double* %.723.us.epil241.epil, align 8
  %.15.i.us.epil243.epil = fmul double %.707.us.epil236.epil, %.724.us.epil242.epil
  %scevgep160 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -7
  store double %.15.i.us.epil243.epil, double* %scevgep161, align 8
  %283 = or i64 %loop.index.138.us.epil226.epil, 1
  %.676.2.us.1.epil.epil = select i1 %281, i64 %283, i64 %.676.135.us.epil229.epil
  %.705.us.1.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.1.epil.epil
  %.706.us.1.epil.epil = getelementptr double, double* %.255, i64 %.705.us.1.epil.epil
  %.707.us.1.epil.epil = load double, double* %.706.us.1.epil.epil, align 8
  %.682.2.us.1.epil.epil = select i1 %279, i64 %283, i64 %.682.137.us.epil227.epil
  %.722.us.1.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.1.epil.epil
  %.723.us.1.epil.epil = getelementptr double, double* %.435, i64 %.722.us.1.epil.epil
  %.724.us.1.epil.epil = load double, double* %.723.us.1.epil.epil, align 8
  %.15.i.us.1.epil.epil = fmul double %.707.us.1.epil.epil, %.724.us.1.epil.epil
  %scevgep158 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -6
  store double %.15.i.us.1.epil.epil, double* %scevgep159, align 8
  %284 = or i64 %loop.index.138.us.epil226.epil, 2
  %.676.2.us.2.epil.epil = select i1 %281, i64 %284, i64 %.676.135.us.epil229.epil
  %.705.us.2.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.2.epil.epil
  %.706.us.2.epil.epil = getelementptr double, double* %.255, i64 %.705.us.2.epil.epil
  %.707.us.2.epil.epil = load double, double* %.706.us.2.epil.epil, align 8
  %.682.2.us.2.epil.epil = select i1 %279, i64 %284, i64 %.682.137.us.epil227.epil
  %.722.us.2.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.2.epil.epil
  %.723.us.2.epil.epil = getelementptr double, double* %.435, i64 %.722.us.2.epil.epil
  %.724.us.2.epil.epil = load double, double* %.723.us.2.epil.epil, align 8
  %.15.i.us.2.epil.epil = fmul double %.707.us.2.epil.epil, %.724.us.2.epil.epil
  %scevgep156 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -5
  store double %.15.i.us.2.epil.epil, double* %scevgep157, align 8
  %285 = or i64 %loop.index.138.us.epil226.epil, 3
  %.676.2.us.3.epil.epil = select i1 %281, i64 %285, i64 %.676.135.us.epil229.epil
  %.705.us.3.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.3.epil.epil
  %.706.us.3.epil.epil = getelementptr double, double* %.255, i64 %.705.us.3.epil.epil
  %.707.us.3.epil.epil = load double, double* %.706.us.3.epil.epil, align 8
  %.682.2.us.3.epil.epil = select i1 %279, i64 %285, i64 %.682.137.us.epil227.epil
  %.722.us.3.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.3.epil.epil
  %.723.us.3.epil.epil = getelementptr double, double* %.435, i64 %.722.us.3.epil.epil
  %.724.us.3.epil.epil = load double, double* %.723.us.3.epil.epil, align 8
  %.15.i.us.3.epil.epil = fmul double %.707.us.3.epil.epil, %.724.us.3.epil.epil
  %scevgep154 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -4
  store double %.15.i.us.3.epil.epil, double* %scevgep155, align 8
  %286 = or i64 %loop.index.138.us.epil226.epil, 4
  %.676.2.us.4.epil.epil = select i1 %281, i64 %286, i64 %.676.135.us.epil229.epil
  %.705.us.4.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.4.epil.epil
  %.706.us.4.epil.epil = getelementptr double, double* %.255, i64 %.705.us.4.epil.epil
  %.707.us.4.epil.epil = load double, double* %.706.us.4.epil.epil, align 8
  %.682.2.us.4.epil.epil = select i1 %279, i64 %286, i64 %.682.137.us.epil227.epil
  %.722.us.4.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.4.epil.epil
  %.723.us.4.epil.epil = getelementptr double, double* %.435, i64 %.722.us.4.epil.epil
  %.724.us.4.epil.epil = load double, double* %.723.us.4.epil.epil, align 8
  %.15.i.us.4.epil.epil = fmul double %.707.us.4.epil.epil, %.724.us.4.epil.epil
  %scevgep152 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -3
  store double %.15.i.us.4.epil.epil, double* %scevgep153, align 8
  %287 = or i64 %loop.index.138.us.epil226.epil, 5
  %.676.2.us.5.epil.epil = select i1 %281, i64 %287, i64 %.676.135.us.epil229.epil
  %.705.us.5.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.5.epil.epil
  %.706.us.5.epil.epil = getelementptr double, double* %.255, i64 %.705.us.5.epil.epil
  %.707.us.5.epil.epil = load double, double* %.706.us.5.epil.epil, align 8
  %.682.2.us.5.epil.epil = select i1 %279, i64 %287, i64 %.682.137.us.epil227.epil
  %.722.us.5.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.5.epil.epil
  %.723.us.5.epil.epil = getelementptr double, double* %.435, i64 %.722.us.5.epil.epil
  %.724.us.5.epil.epil = load double, double* %.723.us.5.epil.epil, align 8
  %.15.i.us.5.epil.epil = fmul double %.707.us.5.epil.epil, %.724.us.5.epil.epil
  %scevgep150 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -2
  store double %.15.i.us.5.epil.epil, double* %scevgep151, align 8
  %288 = or i64 %loop.index.138.us.epil226.epil, 6
  %.676.2.us.6.epil.epil = select i1 %281, i64 %288, i64 %.676.135.us.epil229.epil
  %.705.us.6.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.6.epil.epil
  %.706.us.6.epil.epil = getelementptr double, double* %.255, i64 %.705.us.6.epil.epil
  %.707.us.6.epil.epil = load double, double* %.706.us.6.epil.epil, align 8
  %.682.2.us.6.epil.epil = select i1 %279, i64 %288, i64 %.682.137.us.epil227.epil
  %.722.us.6.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.6.epil.epil
  %.723.us.6.epil.epil = getelementptr double, double* %.435, i64 %.722.us.6.epil.epil
  %.724.us.6.epil.epil = load double, double* %.723.us.6.epil.epil, align 8
  %.15.i.us.6.epil.epil = fmul double %.707.us.6.epil.epil, %.724.us.6.epil.epil
  %scevgep148 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -1
  store double %.15.i.us.6.epil.epil, double* %scevgep149, align 8
  %289 = or i64 %loop.index.138.us.epil226.epil, 7
  %.676.2.us.7.epil.epil = select i1 %281, i64 %289, i64 %.676.135.us.epil229.epil
  %.705.us.7.epil.epil = add i64 %.702.us.epil233.epil, %.676.2.us.7.epil.epil
  %.706.us.7.epil.epil = getelementptr double, double* %.255, i64 %.705.us.7.epil.epil
  %.707.us.7.epil.epil = load double, double* %.706.us.7.epil.epil, align 8
  %.682.2.us.7.epil.epil = select i1 %279, i64 %289, i64 %.682.137.us.epil227.epil
  %.722.us.7.epil.epil = add i64 %.719.us.epil239.epil, %.682.2.us.7.epil.epil
  %.723.us.7.epil.epil = getelementptr double, double* %.435, i64 %.722.us.7.epil.epil
  %.724.us.7.epil.epil = load double, double* %.723.us.7.epil.epil, align 8
  %.15.i.us.7.epil.epil = fmul double %.707.us.7.epil.epil, %.724.us.7.epil.epil
  %scevgep162 = getelementptr double, double* %scevgep269, i64 %loop.index.138.us.epil226.epil
  store double %.15.i.us.7.epil.epil, double* %scevgep162, align 8
  %290 = add nuw nsw i64 %loop.index.138.us.epil226.epil, 8
  %291 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv146, i64 1)
  %math431 = extractvalue { i64, i1 } %291, 0
  %ov432 = extractvalue { i64, i1 } %291, 1
  br i1 %ov432, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil225.epil, !llvm.loop !58

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil225.epil, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa, %for.cond.1.preheader.us.epil
  %loop.index.138.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %unroll_iter.epil, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa ], [ %unroll_iter.epil, %for.body.1.us.epil225.epil ]
  %.682.137.us.unr.epil = phi i64 [ %.682.046.us.unr33, %for.cond.1.preheader.us.epil ], [ %.682.2.us.7.epil.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa ], [ %.682.2.us.7.epil.epil, %for.body.1.us.epil225.epil ]
  %.679.136.us.unr.epil = phi i64 [ %.679.045.us.unr34, %for.cond.1.preheader.us.epil ], [ %.679.2.us.epil237.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa ], [ %.679.2.us.epil237.epil, %for.body.1.us.epil225.epil ]
  %.676.135.us.unr.epil = phi i64 [ %.676.044.us.unr35, %for.cond.1.preheader.us.epil ], [ %.676.2.us.7.epil.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa ], [ %.676.2.us.7.epil.epil, %for.body.1.us.epil225.epil ]
  %.673.134.us.unr.epil = phi i64 [ %.673.043.us.unr36, %for.cond.1.preheader.us.epil ], [ %spec.select.us.epil231.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa.epil.loopexit.unr-lcssa ], [ %spec.select.us.epil231.epil, %for.body.1.us.epil225.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %for.end, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  %scevgep = getelementptr double, double* %.6.i50, i64 %.750.us.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil, %for.body.1.us.epil.epil.preheader
  %lsr.iv = phi i64 [ %xtraiter.epil.pre-phi, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next, %for.body.1.us.epil.epil ]
  %loop.index.138.us.epil.epil = phi i64 [ %loop.index.138.us.unr.epil, %for.body.1.us.epil.epil.preheader ], [ %.756.us.epil.epil, %for.body.1.us.epil.epil ]
  %.682.137.us.epil.epil = phi i64 [ %.682.137.us.unr.epil, %for.body.1.us.epil.epil.preheader ], [ %.682.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %.679.136.us.epil.epil = phi i64 [ %.679.136.us.unr.epil, %for.body.1.us.epil.epil.preheader ], [ %.679.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %.676.135.us.epil.epil = phi i64 [ %.676.135.us.unr.epil, %for.body.1.us.epil.epil.preheader ], [ %.676.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %.673.134.us.epil.epil = phi i64 [ %.673.134.us.unr.epil, %for.body.1.us.epil.epil.preheader ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %292 = icmp ugt i64 %.436.fca.1.load, 1
  %293 = icmp ugt i64 %.436.fca.0.load, 1
  %294 = icmp ugt i64 %.256.fca.1.load, 1
  %295 = icmp ugt i64 %.256.fca.0.load, 1
  %spec.select.us.epil.epil = select i1 %295, i64 %loop.index47.us.unr32, i64 %.673.134.us.epil.epil
  %.676.2.us.epil.epil = select i1 %294, i64 %loop.index.138.us.epil.epil, i64 %.676.135.us.epil.epil
  %.702.us.epil.epil = mul i64 %spec.select.us.epil.epil, %.256.fca.1.load
  %.705.us.epil.epil = add i64 %.702.us.epil.epil, %.676.2.us.epil.epil
  %.706.us.epil.epil = getelementptr double, double* %.255, i64 %.705.us.epil.epil
  %.707.us.epil.epil = load double, double* %.706.us.epil.epil, align 8
  %.679.2.us.epil.epil = select i1 %293, i64 %loop.index47.us.unr32, i64 %.679.136.us.epil.epil
  %.682.2.us.epil.epil = select i1 %292, i64 %loop.index.138.us.epil.epil, i64 %.682.137.us.epil.epil
  %.719.us.epil.epil = mul i64 %.679.2.us.epil.epil, %.436.fca.1.load
  %.722.us.epil.epil = add i64 %.719.us.epil.epil, %.682.2.us.epil.epil
  %.723.us.epil.epil = getelementptr double, double* %.435, i64 %.722.us.epil.epil
  %.724.us.epil.epil = load double, double* %.723.us.epil.epil, align 8
  %.15.i.us.epil.epil = fmul double %.707.us.epil.epil, %.724.us.epil.epil
  %scevgep145 = getelementptr double, double* %scevgep, i64 %loop.index.138.us.epil.epil
  store double %.15.i.us.epil.epil, double* %scevgep145, align 8
  %.756.us.epil.epil = add nuw nsw i64 %loop.index.138.us.epil.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.epil.not, label %for.end, label %for.body.1.us.epil.epil, !llvm.loop !56

for.end:                                          ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endi...endif.2
  %retptr.repack374576435 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack374576435, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.595, i64* %retptr.repack53, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack55, align 8
  %retptr.repack57 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i50, double** %retptr.repack57, align 8
  %retptr.repack59.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %dest_shape49.sroa.0.1, i64* %retptr.repack59.repack, align 8
  %retptr.repack59.repack63 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %dest_shape49.sroa.7.1, i64* %retptr.repack59.repack63, align 8
  %retptr.repack61.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.598, i64* %retptr.repack61.repack, align 8
  %retptr.repack61.repack65 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack61.repack65, align 8
  call void @NRT_decref(i8* %.441)
  call void @NRT_decref(i8* %.261)
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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!19 = !{!"branch_weights", i32 1, i32 7}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = !{!23, !25}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!26 = !{!27, !29, !23, !25}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!30 = !{!31, !33}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!34 = distinct !{!34, !14}
!35 = !{!"branch_weights", i32 99, i32 1}
!36 = !{!37, !39}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!40 = !{!41, !43, !37, !39}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!44 = !{!45, !47}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!48 = !{!49, !51, !52, !54}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !14}
!56 = distinct !{!56, !14}
!57 = distinct !{!57, !14}
!58 = distinct !{!58, !14}
