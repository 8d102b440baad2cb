; ModuleID = 'sort_weighted'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140499985690880 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.140499985690880.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.140499985690880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140499985690880, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499985690880.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499988979072 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140499988979072.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140499988979072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140499988979072, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499988979072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sort_weighted = internal constant [14 x i8] c"sort_weighted\00"
@_ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fc8b3ff12d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fc8b3ff12d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140499991067200 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140499991067200.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140499991067200 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140499991067200, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499991067200.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.140499989762816 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140499989762816.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140499989762816 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140499989762816, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499989762816.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140499985144128 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140499985144128.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140499985144128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140499985144128, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499985144128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499990614464 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14setitem out of range\94\85\94N\87\94."
@.const.pickledata.140499990614464.sha1 = internal constant [20 x i8] c"\A5\C4N\81\D8\0E~\10\F1\DE\FE\8C\D63\07#\C9d\9E\A2"
@.const.picklebuf.140499990614464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140499990614464, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499990614464.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499985198976 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140499985198976.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140499985198976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140499985198976, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499985198976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499990544576 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Erun_quicksort1\94\8C\17numba/misc/quicksort.py\94K\B7\87\94\87\94."
@.const.pickledata.140499990544576.sha1 = internal constant [20 x i8] c"\CB \9D\D0\DD\CD/*\DA`O\8A\E4l\88w,\C7\A9\C3"
@.const.picklebuf.140499990544576 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.140499990544576, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499990544576.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.140499988983168 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K_\87\94\87\94."
@.const.pickledata.140499988983168.sha1 = internal constant [20 x i8] c"+D\8Bm\9A\1A\A0>\FB1$\A1F~\C3H\B3\90/J"
@.const.picklebuf.140499988983168 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.140499988983168, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499988983168.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499989796160 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K`\87\94\87\94."
@.const.pickledata.140499989796160.sha1 = internal constant [20 x i8] c"\0B\ACOA\CE\17\E9#\8A\97\E2\0D\1F/\E4$R\98\EC\FC"
@.const.picklebuf.140499989796160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.140499989796160, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499989796160.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.140499990614464.10 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KJ\87\94\87\94."
@.const.pickledata.140499990614464.sha1.11 = internal constant [20 x i8] c"\BF!\E4\128\A0\1B\81l\DE\1E\CB\89o\12\C4\BC\D6g~"
@.const.picklebuf.140499990614464.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.140499990614464.10, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499990614464.sha1.11, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fc8b3ff3c50B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140499989762816.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140499989762816.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140499989762816.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140499989762816.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499989762816.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
entry:
  %.28 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep220 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.34 = call i32 @_ZN5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.28, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.44.fca.0.load = load i8*, i8** %.fca.0.gep220, align 8
  %.44.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.44.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  switch i32 %.34, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.42 = icmp sgt i32 %.34, 0
  %.35 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.43 = select i1 %.42, { i8*, i32, i8*, i8*, i32 }* %.35, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  tail call void @NRT_decref(i8* %arg.x.0)
  %.101.not.i = icmp eq i64 %.44.fca.5.0.load, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif, label %B90.i12

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.34, %B0.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %B0.endif
  %.71.not.i9 = icmp eq i64 %.44.fca.5.0.load, %arg.w.5.0
  %.76.not.i10 = icmp eq i64 %arg.w.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499985690880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif, %B90.i12
  %dest_shape.1 = phi i64 [ %.44.fca.5.0.load, %B90.i12 ], [ %arg.w.5.0, %B0.endif ]
  %.176 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8)
  %.178 = extractvalue { i64, i1 } %.176, 1
  br i1 %.178, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499988979072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.177 = extractvalue { i64, i1 } %.176, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.177, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989762816.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i2330 = load double*, double** %1, align 8
  %.24826 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.24826, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %2 = add i64 %dest_shape.1, -1
  %xtraiter42 = and i64 %dest_shape.1, 7
  %3 = icmp ult i64 %2, 7
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter45 = and i64 %dest_shape.1, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index29 = phi i64 [ 0, %for.body.preheader.new ], [ %29, %for.body ]
  %.244.028 = phi i64 [ 0, %for.body.preheader.new ], [ %.244.1.7, %for.body ]
  %.241.027 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select40.7, %for.body ]
  %4 = icmp ugt i64 %arg.w.5.0, 1
  %5 = icmp ugt i64 %.44.fca.5.0.load, 1
  %spec.select40 = select i1 %5, i64 %loop.index29, i64 %.241.027
  %.257 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40
  %.258 = load double, double* %.257, align 8
  %.244.1 = select i1 %4, i64 %loop.index29, i64 %.244.028
  %.266 = getelementptr double, double* %arg.w.4, i64 %.244.1
  %.267 = load double, double* %.266, align 8
  %.6.i = fmul double %.258, %.267
  %sunkaddr = mul i64 %loop.index29, 8
  %6 = bitcast double* %.6.i2330 to i8*
  %sunkaddr221 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr221 to double*
  store double %.6.i, double* %7, align 8
  %8 = add i64 %loop.index29, 1
  %spec.select40.1 = select i1 %5, i64 %8, i64 %.241.027
  %.257.1 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.1
  %.258.1 = load double, double* %.257.1, align 8
  %.244.1.1 = select i1 %4, i64 %8, i64 %.244.028
  %.266.1 = getelementptr double, double* %arg.w.4, i64 %.244.1.1
  %.267.1 = load double, double* %.266.1, align 8
  %.6.i.1 = fmul double %.258.1, %.267.1
  %sunkaddr222 = mul i64 %loop.index29, 8
  %9 = bitcast double* %.6.i2330 to i8*
  %sunkaddr223 = getelementptr i8, i8* %9, i64 %sunkaddr222
  %sunkaddr224 = getelementptr i8, i8* %sunkaddr223, i64 8
  %10 = bitcast i8* %sunkaddr224 to double*
  store double %.6.i.1, double* %10, align 8
  %11 = add i64 %8, 1
  %spec.select40.2 = select i1 %5, i64 %11, i64 %.241.027
  %.257.2 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.2
  %.258.2 = load double, double* %.257.2, align 8
  %.244.1.2 = select i1 %4, i64 %11, i64 %.244.028
  %.266.2 = getelementptr double, double* %arg.w.4, i64 %.244.1.2
  %.267.2 = load double, double* %.266.2, align 8
  %.6.i.2 = fmul double %.258.2, %.267.2
  %sunkaddr225 = mul i64 %loop.index29, 8
  %12 = bitcast double* %.6.i2330 to i8*
  %sunkaddr226 = getelementptr i8, i8* %12, i64 %sunkaddr225
  %sunkaddr227 = getelementptr i8, i8* %sunkaddr226, i64 16
  %13 = bitcast i8* %sunkaddr227 to double*
  store double %.6.i.2, double* %13, align 8
  %14 = add i64 %11, 1
  %spec.select40.3 = select i1 %5, i64 %14, i64 %.241.027
  %.257.3 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.3
  %.258.3 = load double, double* %.257.3, align 8
  %.244.1.3 = select i1 %4, i64 %14, i64 %.244.028
  %.266.3 = getelementptr double, double* %arg.w.4, i64 %.244.1.3
  %.267.3 = load double, double* %.266.3, align 8
  %.6.i.3 = fmul double %.258.3, %.267.3
  %sunkaddr228 = mul i64 %loop.index29, 8
  %15 = bitcast double* %.6.i2330 to i8*
  %sunkaddr229 = getelementptr i8, i8* %15, i64 %sunkaddr228
  %sunkaddr230 = getelementptr i8, i8* %sunkaddr229, i64 24
  %16 = bitcast i8* %sunkaddr230 to double*
  store double %.6.i.3, double* %16, align 8
  %17 = add i64 %14, 1
  %spec.select40.4 = select i1 %5, i64 %17, i64 %.241.027
  %.257.4 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.4
  %.258.4 = load double, double* %.257.4, align 8
  %.244.1.4 = select i1 %4, i64 %17, i64 %.244.028
  %.266.4 = getelementptr double, double* %arg.w.4, i64 %.244.1.4
  %.267.4 = load double, double* %.266.4, align 8
  %.6.i.4 = fmul double %.258.4, %.267.4
  %sunkaddr231 = mul i64 %loop.index29, 8
  %18 = bitcast double* %.6.i2330 to i8*
  %sunkaddr232 = getelementptr i8, i8* %18, i64 %sunkaddr231
  %sunkaddr233 = getelementptr i8, i8* %sunkaddr232, i64 32
  %19 = bitcast i8* %sunkaddr233 to double*
  store double %.6.i.4, double* %19, align 8
  %20 = add i64 %17, 1
  %spec.select40.5 = select i1 %5, i64 %20, i64 %.241.027
  %.257.5 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.5
  %.258.5 = load double, double* %.257.5, align 8
  %.244.1.5 = select i1 %4, i64 %20, i64 %.244.028
  %.266.5 = getelementptr double, double* %arg.w.4, i64 %.244.1.5
  %.267.5 = load double, double* %.266.5, align 8
  %.6.i.5 = fmul double %.258.5, %.267.5
  %sunkaddr234 = mul i64 %loop.index29, 8
  %21 = bitcast double* %.6.i2330 to i8*
  %sunkaddr235 = getelementptr i8, i8* %21, i64 %sunkaddr234
  %sunkaddr236 = getelementptr i8, i8* %sunkaddr235, i64 40
  %22 = bitcast i8* %sunkaddr236 to double*
  store double %.6.i.5, double* %22, align 8
  %23 = add i64 %20, 1
  %spec.select40.6 = select i1 %5, i64 %23, i64 %.241.027
  %.257.6 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.6
  %.258.6 = load double, double* %.257.6, align 8
  %.244.1.6 = select i1 %4, i64 %23, i64 %.244.028
  %.266.6 = getelementptr double, double* %arg.w.4, i64 %.244.1.6
  %.267.6 = load double, double* %.266.6, align 8
  %.6.i.6 = fmul double %.258.6, %.267.6
  %sunkaddr237 = mul i64 %loop.index29, 8
  %24 = bitcast double* %.6.i2330 to i8*
  %sunkaddr238 = getelementptr i8, i8* %24, i64 %sunkaddr237
  %sunkaddr239 = getelementptr i8, i8* %sunkaddr238, i64 48
  %25 = bitcast i8* %sunkaddr239 to double*
  store double %.6.i.6, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select40.7 = select i1 %5, i64 %26, i64 %.241.027
  %.257.7 = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.7
  %.258.7 = load double, double* %.257.7, align 8
  %.244.1.7 = select i1 %4, i64 %26, i64 %.244.028
  %.266.7 = getelementptr double, double* %arg.w.4, i64 %.244.1.7
  %.267.7 = load double, double* %.266.7, align 8
  %.6.i.7 = fmul double %.258.7, %.267.7
  %sunkaddr240 = mul i64 %loop.index29, 8
  %27 = bitcast double* %.6.i2330 to i8*
  %sunkaddr241 = getelementptr i8, i8* %27, i64 %sunkaddr240
  %sunkaddr242 = getelementptr i8, i8* %sunkaddr241, i64 56
  %28 = bitcast i8* %sunkaddr242 to double*
  store double %.6.i.7, double* %28, align 8
  %.296.7 = add nuw i64 %loop.index29, 8
  %29 = add i64 %26, 1
  %niter46.ncmp.7 = icmp eq i64 %29, %unroll_iter45
  br i1 %niter46.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index29.unr = phi i64 [ 0, %for.body.preheader ], [ %.296.7, %for.body ]
  %.244.028.unr = phi i64 [ 0, %for.body.preheader ], [ %.244.1.7, %for.body ]
  %.241.027.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select40.7, %for.body ]
  %lcmp.mod44.not = icmp eq i64 %xtraiter42, 0
  br i1 %lcmp.mod44.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv202 = phi i64 [ %xtraiter42, %for.body.epil.preheader ], [ %lsr.iv.next203, %for.body.epil ]
  %loop.index29.epil = phi i64 [ %.296.epil, %for.body.epil ], [ %loop.index29.unr, %for.body.epil.preheader ]
  %.244.028.epil = phi i64 [ %.244.1.epil, %for.body.epil ], [ %.244.028.unr, %for.body.epil.preheader ]
  %.241.027.epil = phi i64 [ %spec.select40.epil, %for.body.epil ], [ %.241.027.unr, %for.body.epil.preheader ]
  %30 = icmp ugt i64 %arg.w.5.0, 1
  %31 = icmp ugt i64 %.44.fca.5.0.load, 1
  %spec.select40.epil = select i1 %31, i64 %loop.index29.epil, i64 %.241.027.epil
  %.257.epil = getelementptr double, double* %.44.fca.4.load, i64 %spec.select40.epil
  %.258.epil = load double, double* %.257.epil, align 8
  %.244.1.epil = select i1 %30, i64 %loop.index29.epil, i64 %.244.028.epil
  %.266.epil = getelementptr double, double* %arg.w.4, i64 %.244.1.epil
  %.267.epil = load double, double* %.266.epil, align 8
  %.6.i.epil = fmul double %.258.epil, %.267.epil
  %scevgep201 = getelementptr double, double* %.6.i2330, i64 %loop.index29.epil
  store double %.6.i.epil, double* %scevgep201, align 8
  %.296.epil = add nuw nsw i64 %loop.index29.epil, 1
  %lsr.iv.next203 = add nsw i64 %lsr.iv202, -1
  %epil.iter43.cmp.not = icmp eq i64 %lsr.iv.next203, 0
  br i1 %epil.iter43.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.w.0)
  tail call void @NRT_decref(i8* %.44.fca.0.load)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1)
  %32 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %33 = icmp ult i64 %32, 7
  br i1 %33, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %34 = add nsw i64 %unroll_iter.i, -8
  %35 = lshr exact i64 %34, 3
  %36 = add nuw nsw i64 %35, 1
  %xtraiter = and i64 %36, 7
  %37 = icmp ult i64 %34, 56
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %36, 4611686018427387896
  %scevgep71 = getelementptr double, double* %.6.i2330, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %38 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep47 = getelementptr double, double* %.6.i2330, i64 %38
  %39 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %40 = bitcast double* %scevgep47 to i8*
  %uglygep68 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep6869 = bitcast i8* %uglygep68 to double*
  %scevgep70 = getelementptr double, double* %uglygep6869, i64 -7
  %.236.i.epil = load double, double* %scevgep70, align 8, !noalias !11
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep65 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep6566 = bitcast i8* %uglygep65 to double*
  %scevgep67 = getelementptr double, double* %uglygep6566, i64 -6
  %.236.1.i.epil = load double, double* %scevgep67, align 8, !noalias !11
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep62 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep6263 = bitcast i8* %uglygep62 to double*
  %scevgep64 = getelementptr double, double* %uglygep6263, i64 -5
  %.236.2.i.epil = load double, double* %scevgep64, align 8, !noalias !11
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep59 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep5960 = bitcast i8* %uglygep59 to double*
  %scevgep61 = getelementptr double, double* %uglygep5960, i64 -4
  %.236.3.i.epil = load double, double* %scevgep61, align 8, !noalias !11
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep56 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep5657 = bitcast i8* %uglygep56 to double*
  %scevgep58 = getelementptr double, double* %uglygep5657, i64 -3
  %.236.4.i.epil = load double, double* %scevgep58, align 8, !noalias !11
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep53 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep5354 = bitcast i8* %uglygep53 to double*
  %scevgep55 = getelementptr double, double* %uglygep5354, i64 -2
  %.236.5.i.epil = load double, double* %scevgep55, align 8, !noalias !11
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep50 = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep5051 = bitcast i8* %uglygep50 to double*
  %scevgep52 = getelementptr double, double* %uglygep5051, i64 -1
  %.236.6.i.epil = load double, double* %scevgep52, align 8, !noalias !11
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %40, i64 %lsr.iv
  %uglygep49 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep49, align 8, !noalias !11
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %39, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !14, !llvm.loop !15

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2330, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !11
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !14, !llvm.loop !16

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv199 = phi i64 [ %lsr.iv.next200, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep197 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -63
  %.236.i = load double, double* %scevgep198, align 8, !noalias !11
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep195 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -62
  %.236.1.i = load double, double* %scevgep196, align 8, !noalias !11
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep193 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -61
  %.236.2.i = load double, double* %scevgep194, align 8, !noalias !11
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep191 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -60
  %.236.3.i = load double, double* %scevgep192, align 8, !noalias !11
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep189 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -59
  %.236.4.i = load double, double* %scevgep190, align 8, !noalias !11
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep187 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -58
  %.236.5.i = load double, double* %scevgep188, align 8, !noalias !11
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep185 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -57
  %.236.6.i = load double, double* %scevgep186, align 8, !noalias !11
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep183 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -56
  %.236.7.i = load double, double* %scevgep184, align 8, !noalias !11
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep152 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -55
  %.236.i.1 = load double, double* %scevgep153, align 8, !noalias !11
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep154 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -54
  %.236.1.i.1 = load double, double* %scevgep155, align 8, !noalias !11
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep156 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -53
  %.236.2.i.1 = load double, double* %scevgep157, align 8, !noalias !11
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep158 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -52
  %.236.3.i.1 = load double, double* %scevgep159, align 8, !noalias !11
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep160 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -51
  %.236.4.i.1 = load double, double* %scevgep161, align 8, !noalias !11
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep162 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -50
  %.236.5.i.1 = load double, double* %scevgep163, align 8, !noalias !11
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep164 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -49
  %.236.6.i.1 = load double, double* %scevgep165, align 8, !noalias !11
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep166 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -48
  %.236.7.i.1 = load double, double* %scevgep167, align 8, !noalias !11
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep136 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -47
  %.236.i.2 = load double, double* %scevgep137, align 8, !noalias !11
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep138 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -46
  %.236.1.i.2 = load double, double* %scevgep139, align 8, !noalias !11
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep140 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -45
  %.236.2.i.2 = load double, double* %scevgep141, align 8, !noalias !11
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep142 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -44
  %.236.3.i.2 = load double, double* %scevgep143, align 8, !noalias !11
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep144 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -43
  %.236.4.i.2 = load double, double* %scevgep145, align 8, !noalias !11
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep146 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -42
  %.236.5.i.2 = load double, double* %scevgep147, align 8, !noalias !11
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep148 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -41
  %.236.6.i.2 = load double, double* %scevgep149, align 8, !noalias !11
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep150 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -40
  %.236.7.i.2 = load double, double* %scevgep151, align 8, !noalias !11
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep120 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -39
  %.236.i.3 = load double, double* %scevgep121, align 8, !noalias !11
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep122 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -38
  %.236.1.i.3 = load double, double* %scevgep123, align 8, !noalias !11
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep124 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -37
  %.236.2.i.3 = load double, double* %scevgep125, align 8, !noalias !11
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep126 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -36
  %.236.3.i.3 = load double, double* %scevgep127, align 8, !noalias !11
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep128 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -35
  %.236.4.i.3 = load double, double* %scevgep129, align 8, !noalias !11
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep130 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -34
  %.236.5.i.3 = load double, double* %scevgep131, align 8, !noalias !11
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep132 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -33
  %.236.6.i.3 = load double, double* %scevgep133, align 8, !noalias !11
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep134 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -32
  %.236.7.i.3 = load double, double* %scevgep135, align 8, !noalias !11
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep104 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -31
  %.236.i.4 = load double, double* %scevgep105, align 8, !noalias !11
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep106 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -30
  %.236.1.i.4 = load double, double* %scevgep107, align 8, !noalias !11
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep108 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -29
  %.236.2.i.4 = load double, double* %scevgep109, align 8, !noalias !11
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep110 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -28
  %.236.3.i.4 = load double, double* %scevgep111, align 8, !noalias !11
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep112 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -27
  %.236.4.i.4 = load double, double* %scevgep113, align 8, !noalias !11
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep114 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -26
  %.236.5.i.4 = load double, double* %scevgep115, align 8, !noalias !11
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep116 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -25
  %.236.6.i.4 = load double, double* %scevgep117, align 8, !noalias !11
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep118 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -24
  %.236.7.i.4 = load double, double* %scevgep119, align 8, !noalias !11
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep88 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -23
  %.236.i.5 = load double, double* %scevgep89, align 8, !noalias !11
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep90 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -22
  %.236.1.i.5 = load double, double* %scevgep91, align 8, !noalias !11
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep92 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -21
  %.236.2.i.5 = load double, double* %scevgep93, align 8, !noalias !11
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep94 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -20
  %.236.3.i.5 = load double, double* %scevgep95, align 8, !noalias !11
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep96 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -19
  %.236.4.i.5 = load double, double* %scevgep97, align 8, !noalias !11
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep98 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -18
  %.236.5.i.5 = load double, double* %scevgep99, align 8, !noalias !11
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep100 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -17
  %.236.6.i.5 = load double, double* %scevgep101, align 8, !noalias !11
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep102 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -16
  %.236.7.i.5 = load double, double* %scevgep103, align 8, !noalias !11
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep72 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -15
  %.236.i.6 = load double, double* %scevgep73, align 8, !noalias !11
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep74 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -14
  %.236.1.i.6 = load double, double* %scevgep75, align 8, !noalias !11
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep76 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -13
  %.236.2.i.6 = load double, double* %scevgep77, align 8, !noalias !11
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep78 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -12
  %.236.3.i.6 = load double, double* %scevgep79, align 8, !noalias !11
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep80 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -11
  %.236.4.i.6 = load double, double* %scevgep81, align 8, !noalias !11
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep82 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -10
  %.236.5.i.6 = load double, double* %scevgep83, align 8, !noalias !11
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep84 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -9
  %.236.6.i.6 = load double, double* %scevgep85, align 8, !noalias !11
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep86 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -8
  %.236.7.i.6 = load double, double* %scevgep87, align 8, !noalias !11
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep168 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -7
  %.236.i.7 = load double, double* %scevgep169, align 8, !noalias !11
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep170 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -6
  %.236.1.i.7 = load double, double* %scevgep171, align 8, !noalias !11
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep172 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -5
  %.236.2.i.7 = load double, double* %scevgep173, align 8, !noalias !11
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep174 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -4
  %.236.3.i.7 = load double, double* %scevgep175, align 8, !noalias !11
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep176 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -3
  %.236.4.i.7 = load double, double* %scevgep177, align 8, !noalias !11
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep178 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -2
  %.236.5.i.7 = load double, double* %scevgep179, align 8, !noalias !11
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep180 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -1
  %.236.6.i.7 = load double, double* %scevgep181, align 8, !noalias !11
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep182 = getelementptr double, double* %scevgep71, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep182, align 8, !noalias !11
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next200 = add i64 %lsr.iv199, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next200, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.sort_weighted, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

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
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr15 to double**
  %.60.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr16 to i64*
  %.60.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #5
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
  %22 = icmp sgt i32 %.75, 0
  br i1 %22, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

define double @cfunc._ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #5
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fc8b3ff12d0>", i64 0, i64 0))
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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !1

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

define linkonce_odr i32 @_ZN5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.20.i.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.38 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.40 = extractvalue { i64, i1 } %.38, 1
  br i1 %.40, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread ], [ 1, %B0.endif.if ], [ %.26.i.i, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499991067200, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.39 = extractvalue { i64, i1 } %.38, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !17
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989762816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.77 = bitcast i8* %.6.i to double*
  %.103 = bitcast double* %arg.a.4 to i8*
  %.104 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.103, i64 %.104, i1 false)
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !24
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %1), !noalias !24
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !24
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !28
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %1, i8 0, i64 56, i1 false), !noalias !28
  %.26.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.20.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i.i, i8* nonnull %.7.i.i, i8* null, i64 %arg.a.5.0, i64 8, double* %.77, i64 %arg.a.5.0, i64 8), !noalias !28
  switch i32 %.26.i.i, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif.endif, %B0.endif.endif
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  %.fca.0.gep13.i7.i201 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.20.i.i to i8**
  %.36.fca.0.load.i.i = load i8*, i8** %.fca.0.gep13.i7.i201, align 8, !noalias !28
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !28
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4), !noalias !24
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !24
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !24
  tail call void @NRT_decref(i8* %.36.fca.0.load.i.i), !noalias !24
  tail call void @NRT_decref(i8* %arg.a.0)
  %retptr.repack212 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack212, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.a.5.0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  %5 = bitcast double** %retptr.repack7 to i8**
  store i8* %.6.i, i8** %5, align 8
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %7, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %common.ret

_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %B0.endif.endif
  %8 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  %.27.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !28
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9), !noalias !24
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !noalias !24
  %.34.i.i = icmp sgt i32 %.26.i.i, 0
  tail call void @NRT_decref(i8* %arg.a.0)
  %.128 = select i1 %.34.i.i, { i8*, i32, i8*, i8*, i32 }* %.27.i.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
B0.endif:
  %.570 = alloca i64, align 8
  store i64 0, i64* %.570, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.865 = alloca i8*, align 8
  store i8* null, i8** %.865, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.A.0), !noalias !32
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

common.ret:                                       ; preds = %B526.if, %B434.if, %B356.if, %B292.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B566, %B288, %B66
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B356.if ], [ 1, %B434.if ], [ %.578, %B292.if ], [ %.873, %B526.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0.endif
  %retptr.repack135359343324310324 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.A.0, i8** %retptr.repack135359343324310324, align 8
  %retptr.repack136 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.A.1, i8** %retptr.repack136, align 8
  %retptr.repack138 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.A.2, i64* %retptr.repack138, align 8
  %retptr.repack140 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.A.3, i64* %retptr.repack140, align 8
  %retptr.repack142 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.A.4, double** %retptr.repack142, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.A.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.A.6.0, i64* %1, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %for.end.endif
  %n.4.0 = phi i64 [ 1, %for.end.endif ], [ %n.5.2, %B526.endif ]
  %2 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i2691 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %2, align 8
  %.484360344325311325 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2691 to i64*
  %.485 = load i64, i64* %.484360344325311325, align 8
  %.486 = icmp sgt i64 %n.4.0, %.485
  br i1 %.486, label %B206.if, label %B206.endif, !prof !1

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.456, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.500.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.500.unpack94, %B266.preheader ]
  %.540 = icmp slt i64 %n.8.1, 100
  br i1 %.540, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499990544576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, i64* %.570, align 8
  %.578 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i64* nonnull %.570, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i64 %low.2.1, i64 %high.2.1)
  %.588 = load i64, i64* %.570, align 8
  switch i32 %.578, label %B292.if [
    i32 -2, label %B292.endif
    i32 0, label %B292.endif
  ]

B344:                                             ; preds = %B292.endif
  %.615 = icmp sgt i64 %high.2.1, %.588
  br i1 %.615, label %B356, label %B410

B356:                                             ; preds = %B344
  %3 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.632 = icmp slt i64 %n.8.1, 0
  %.6.i62113 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %3, align 8
  %.637362345326312326 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i62113 to i64*
  %.638 = load i64, i64* %.637362345326312326, align 8
  %.639 = select i1 %.632, i64 %.638, i64 0
  %.640 = add i64 %.639, %n.8.1
  %.641 = icmp slt i64 %.640, 0
  %.648 = icmp sge i64 %.640, %.638
  %.649 = or i1 %.641, %.648
  br i1 %.649, label %B356.if, label %B356.endif, !prof !1

B410:                                             ; preds = %B356.endif, %B344
  %n.9.2 = phi i64 [ %.685, %B356.endif ], [ %n.8.1, %B344 ]
  %.708 = add nsw i64 %.588, -1
  br label %B498

B422:                                             ; preds = %B292.endif
  %.721 = icmp sgt i64 %.588, %low.2.1
  br i1 %.721, label %B434, label %B488

B434:                                             ; preds = %B422
  %4 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.738 = icmp slt i64 %n.8.1, 0
  %.6.i66108 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %4, align 8
  %.743364346327313327 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i66108 to i64*
  %.744 = load i64, i64* %.743364346327313327, align 8
  %.745 = select i1 %.738, i64 %.744, i64 0
  %.746 = add i64 %.745, %n.8.1
  %.747 = icmp slt i64 %.746, 0
  %.754 = icmp sge i64 %.746, %.744
  %.755 = or i1 %.747, %.754
  br i1 %.755, label %B434.if, label %B434.endif, !prof !1

B488:                                             ; preds = %B434.endif, %B422
  %n.7.2 = phi i64 [ %.791, %B434.endif ], [ %n.8.1, %B422 ]
  %.812 = add nsw i64 %.588, 1
  br label %B498

B498:                                             ; preds = %B488, %B410
  %n.6.2 = phi i64 [ %n.9.2, %B410 ], [ %n.7.2, %B488 ]
  %low.3.2 = phi i64 [ %low.2.1, %B410 ], [ %.812, %B488 ]
  %high.3.2 = phi i64 [ %.708, %B410 ], [ %high.2.1, %B488 ]
  %.840 = sub nsw i64 %high.3.2, %low.3.2
  %.845 = icmp sgt i64 %.840, 14
  br i1 %.845, label %B266, label %B526

B526:                                             ; preds = %B498, %B206.endif
  %n.5.2 = phi i64 [ %.456, %B206.endif ], [ %n.6.2, %B498 ]
  %low.4.2 = phi i64 [ %.500.unpack, %B206.endif ], [ %low.3.2, %B498 ]
  %high.4.2 = phi i64 [ %.500.unpack94, %B206.endif ], [ %high.3.2, %B498 ]
  store i8* null, i8** %.865, align 8
  %.873 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i8** nonnull %.865, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i64 %low.4.2, i64 %high.4.2)
  switch i32 %.873, label %B526.if [
    i32 -2, label %B526.endif
    i32 0, label %B526.endif
  ]

B566:                                             ; preds = %B526.endif
  %retptr.repack365347328314328 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.A.0, i8** %retptr.repack365347328314328, align 8
  %retptr.repack96 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.A.1, i8** %retptr.repack96, align 8
  %retptr.repack98 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.A.2, i64* %retptr.repack98, align 8
  %retptr.repack100 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.A.3, i64* %retptr.repack100, align 8
  %retptr.repack102 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.A.4, double** %retptr.repack102, align 8
  %5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.A.5.0, i64* %5, align 8
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.A.6.0, i64* %6, align 8
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B70.endif.if:                                     ; preds = %B0.endif
  %.126 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 40, i8* bitcast (void (i8*)* @".dtor.list.Partition(int64 x 2)" to i8*))
  %.127 = icmp eq i8* %.126, null
  br i1 %.127, label %B70.endif.endif.if, label %B70.endif.endif.endif, !prof !1

B70.endif.endif.if:                               ; preds = %B70.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499985144128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i59 = getelementptr i8, i8* %.126, i64 24
  %7 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i60130 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.139 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i60130, i64 0, i32 1
  store i64 1, i64* %.139, align 8
  %8 = bitcast i8* %.5.i59 to i64**
  %.6.i581316 = load i64*, i64** %8, align 8
  store i64 0, i64* %.6.i581316, align 8
  %.6.i56132 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.151 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i56132, i64 0, i32 2
  store i8 0, i8* %.151, align 1
  %.6.i52133 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.164 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i52133, i64 0, i32 3
  %.175 = bitcast [2 x i64]* %.164 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.175, i8 0, i64 16, i1 false)
  %.6.i48817 = load i64*, i64** %8, align 8
  store i64 1, i64* %.6.i48817, align 8
  %.6.i4482 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.210.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i4482, i64 0, i32 3, i64 0
  %9 = bitcast i64* %.210.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %.6.i42848 = load i64*, i64** %8, align 8
  %.231 = load i64, i64* %.6.i42848, align 8
  %.234 = mul i64 %.231, 100
  %.241 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.234, i64 16)
  %.243 = extractvalue { i64, i1 } %.241, 1
  br i1 %.243, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.if, !prof !1

B70.endif.endif.endif.endif.if:                   ; preds = %B70.endif.endif.endif
  %.242 = extractvalue { i64, i1 } %.241, 0
  %.244 = or i64 %.242, 24
  %.254 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.244, i8* bitcast (void (i8*)* @".dtor.list.Partition(int64 x 2)" to i8*))
  %.255 = icmp eq i8* %.254, null
  br i1 %.255, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.endif.endif, !prof !1

B70.endif.endif.endif.endif.endif.if:             ; preds = %B70.endif.endif.endif.endif.if, %B70.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499985144128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %.5.i39 = getelementptr i8, i8* %.254, i64 24
  %10 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i40125 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.267 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i40125, i64 0, i32 1
  store i64 %.234, i64* %.267, align 8
  %11 = bitcast i8* %.5.i39 to i64**
  %.6.i381269 = load i64*, i64** %11, align 8
  store i64 0, i64* %.6.i381269, align 8
  %.6.i36127 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.279 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i36127, i64 0, i32 2
  store i8 0, i8* %.279, align 1
  %.6.i32128 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.292 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i32128, i64 0, i32 3
  %.299.idx = mul i64 %.231, 1600
  %.303 = bitcast [2 x i64]* %.292 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.303, i8 0, i64 %.299.idx, i1 false)
  %.6.i288510 = load i64*, i64** %11, align 8
  store i64 %.234, i64* %.6.i288510, align 8
  %.32278 = icmp sgt i64 %.234, 0
  br i1 %.32278, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.32576 = icmp sgt i64 %.231, 0
  br i1 %.32576, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader73

for.cond.1.preheader.preheader73:                 ; preds = %for.cond.1.preheader.preheader
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %12 = add nsw i64 %.231, -1
  %xtraiter = and i64 %.231, 7
  %13 = shl i64 %.231, 4
  %14 = icmp ult i64 %12, 7
  br i1 %14, label %for.cond.1.preheader.us.preheader.split.us, label %for.cond.1.preheader.us.preheader44

for.cond.1.preheader.us.preheader44:              ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter = and i64 %.231, -8
  %15 = shl i64 %unroll_iter, 4
  %16 = or i64 %15, 32
  %17 = add nsw i64 %unroll_iter, -8
  %18 = lshr exact i64 %17, 3
  %19 = add nuw nsw i64 %18, 1
  %xtraiter76 = and i64 %19, 7
  %unroll_iter80 = and i64 %19, 4611686018427387896
  %20 = shl i64 %xtraiter76, 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us.preheader.split.us:       ; preds = %for.cond.1.preheader.us.preheader
  %21 = icmp eq i64 %xtraiter, 0
  br i1 %21, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.us.preheader.split.us
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader.split.us
  %22 = shl i64 %xtraiter, 4
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.preheader.us.us.us
  %loop.index79.us.us.us = phi i64 [ %.367.us.us.us, %for.cond.1.preheader.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %.367.us.us.us = add i64 %loop.index79.us.us.us, %.231
  %.322.us.us.us = icmp slt i64 %.367.us.us.us, %.234
  br i1 %.322.us.us.us, label %for.cond.1.preheader.us.us.us, label %for.end

for.cond.1.preheader.us.us:                       ; preds = %for.end.1.loopexit.us.loopexit.us, %for.cond.1.preheader.us.us.preheader
  %lsr.iv193.us = phi i64 [ %lsr.iv.next194.us, %for.end.1.loopexit.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %loop.index79.us.us = phi i64 [ %.367.us.us, %for.end.1.loopexit.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  br label %for.body.1.us.epil.us

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.cond.1.preheader.us.us
  %lsr.iv119 = phi i64 [ %lsr.iv.next120, %for.body.1.us.epil.us ], [ 0, %for.cond.1.preheader.us.us ]
  %23 = bitcast i8* %.5.i59 to i8**
  %24 = bitcast i8* %.5.i39 to i8**
  %.6.i20118.us.epil33.us = load i8*, i8** %23, align 8
  %scevgep85 = getelementptr i8, i8* %.6.i20118.us.epil33.us, i64 32
  %scevgep86 = getelementptr i8, i8* %scevgep85, i64 %lsr.iv119
  %scevgep8687 = bitcast i8* %scevgep86 to i64*
  %scevgep88 = getelementptr i64, i64* %scevgep8687, i64 -1
  %.333.unpack.us.epil.us = load i64, i64* %scevgep88, align 8
  %scevgep130 = getelementptr i8, i8* %.6.i20118.us.epil33.us, i64 32
  %scevgep91 = getelementptr i8, i8* %scevgep130, i64 %lsr.iv119
  %scevgep9192 = bitcast i8* %scevgep91 to i64*
  %.333.unpack120.us.epil.us = load i64, i64* %scevgep9192, align 8
  %.6.i16122.us.epil35.us = load i8*, i8** %24, align 8
  %scevgep125 = getelementptr i8, i8* %.6.i16122.us.epil35.us, i64 32
  %scevgep75 = getelementptr i8, i8* %scevgep125, i64 %lsr.iv193.us
  %scevgep77 = getelementptr i8, i8* %scevgep75, i64 %lsr.iv119
  %scevgep7778 = bitcast i8* %scevgep77 to i64*
  %scevgep80 = getelementptr i64, i64* %scevgep7778, i64 -1
  store i64 %.333.unpack.us.epil.us, i64* %scevgep80, align 8
  %scevgep81 = getelementptr i8, i8* %scevgep125, i64 %lsr.iv193.us
  %scevgep83 = getelementptr i8, i8* %scevgep81, i64 %lsr.iv119
  %scevgep8384 = bitcast i8* %scevgep83 to i64*
  store i64 %.333.unpack120.us.epil.us, i64* %scevgep8384, align 8
  %lsr.iv.next120 = add nuw nsw i64 %lsr.iv119, 16
  %epil.iter.cmp.not.us = icmp eq i64 %22, %lsr.iv.next120
  br i1 %epil.iter.cmp.not.us, label %for.end.1.loopexit.us.loopexit.us, label %for.body.1.us.epil.us, !llvm.loop !35

for.end.1.loopexit.us.loopexit.us:                ; preds = %for.body.1.us.epil.us
  %.367.us.us = add i64 %loop.index79.us.us, %.231
  %lsr.iv.next194.us = add i64 %lsr.iv193.us, %13
  %.322.us.us = icmp slt i64 %.367.us.us, %.234
  br i1 %.322.us.us, label %for.cond.1.preheader.us.us, label %for.end

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.us.preheader44
  %lsr.iv193 = phi i64 [ %lsr.iv.next194, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader44 ]
  %loop.index79.us = phi i64 [ %.367.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader44 ]
  %25 = icmp ult i64 %17, 56
  br i1 %25, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %lsr.iv = phi i64 [ %lsr.iv.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %26 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %27 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20118.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us, i64 0, i32 3, i64 0
  %uglygep33811 = bitcast i64* %uglygep3381112 to i8*
  %scevgep340 = getelementptr i8, i8* %uglygep33811, i64 %lsr.iv
  %28 = bitcast i8* %scevgep340 to i64*
  %.333.unpack.us = load i64, i64* %28, align 8
  %scevgep332 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us, i64 0, i32 3, i64 1
  %scevgep332333 = bitcast i64* %scevgep332 to i8*
  %uglygep334 = getelementptr i8, i8* %scevgep332333, i64 %lsr.iv
  %uglygep334335 = bitcast i8* %uglygep334 to i64*
  %.333.unpack120.us = load i64, i64* %uglygep334335, align 8
  %.6.i16122.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us, i64 0, i32 3, i64 1
  %scevgep326327 = bitcast i64* %scevgep326 to i8*
  %uglygep328 = getelementptr i8, i8* %scevgep326327, i64 %lsr.iv193
  %scevgep32913 = getelementptr i8, i8* %uglygep328, i64 -8
  %scevgep331 = getelementptr i8, i8* %scevgep32913, i64 %lsr.iv
  %29 = bitcast i8* %scevgep331 to i64*
  store i64 %.333.unpack.us, i64* %29, align 8
  %scevgep324 = getelementptr i8, i8* %uglygep328, i64 %lsr.iv
  %scevgep324325 = bitcast i8* %scevgep324 to i64*
  store i64 %.333.unpack120.us, i64* %scevgep324325, align 8
  %.6.i20118.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1, i64 1, i32 1
  %uglygep2831415 = getelementptr i64, i64* %scevgep281, i64 -1
  %uglygep28314 = bitcast i64* %uglygep2831415 to i8*
  %scevgep285 = getelementptr i8, i8* %uglygep28314, i64 %lsr.iv
  %30 = bitcast i8* %scevgep285 to i64*
  %.333.unpack.us.1 = load i64, i64* %30, align 8
  %scevgep286287 = bitcast i64* %scevgep281 to i8*
  %uglygep288 = getelementptr i8, i8* %scevgep286287, i64 %lsr.iv
  %uglygep288289 = bitcast i8* %uglygep288 to i64*
  %.333.unpack120.us.1 = load i64, i64* %uglygep288289, align 8
  %.6.i16122.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1, i64 1, i32 1
  %scevgep295296 = bitcast i64* %scevgep295 to i8*
  %uglygep297 = getelementptr i8, i8* %scevgep295296, i64 %lsr.iv193
  %scevgep29816 = getelementptr i8, i8* %uglygep297, i64 -8
  %scevgep300 = getelementptr i8, i8* %scevgep29816, i64 %lsr.iv
  %31 = bitcast i8* %scevgep300 to i64*
  store i64 %.333.unpack.us.1, i64* %31, align 8
  %scevgep293 = getelementptr i8, i8* %uglygep297, i64 %lsr.iv
  %scevgep293294 = bitcast i8* %scevgep293 to i64*
  store i64 %.333.unpack120.us.1, i64* %scevgep293294, align 8
  %.6.i20118.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2, i64 1, i32 3, i64 -1
  %uglygep26317 = bitcast i64* %uglygep2631718 to i8*
  %scevgep265 = getelementptr i8, i8* %uglygep26317, i64 %lsr.iv
  %32 = bitcast i8* %scevgep265 to i64*
  %.333.unpack.us.2 = load i64, i64* %32, align 8
  %scevgep266 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2, i64 1, i32 3, i64 0
  %scevgep266267 = bitcast i64* %scevgep266 to i8*
  %uglygep268 = getelementptr i8, i8* %scevgep266267, i64 %lsr.iv
  %uglygep268269 = bitcast i8* %uglygep268 to i64*
  %.333.unpack120.us.2 = load i64, i64* %uglygep268269, align 8
  %.6.i16122.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2, i64 1, i32 3, i64 0
  %scevgep275276 = bitcast i64* %scevgep275 to i8*
  %uglygep277 = getelementptr i8, i8* %scevgep275276, i64 %lsr.iv193
  %scevgep27819 = getelementptr i8, i8* %uglygep277, i64 -8
  %scevgep280 = getelementptr i8, i8* %scevgep27819, i64 %lsr.iv
  %33 = bitcast i8* %scevgep280 to i64*
  store i64 %.333.unpack.us.2, i64* %33, align 8
  %scevgep273 = getelementptr i8, i8* %uglygep277, i64 %lsr.iv
  %scevgep273274 = bitcast i8* %scevgep273 to i64*
  store i64 %.333.unpack120.us.2, i64* %scevgep273274, align 8
  %.6.i20118.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3, i64 1, i32 3, i64 1
  %34 = bitcast i64* %uglygep24320 to i8*
  %scevgep245 = getelementptr i8, i8* %34, i64 %lsr.iv
  %35 = bitcast i8* %scevgep245 to i64*
  %.333.unpack.us.3 = load i64, i64* %35, align 8
  %scevgep246 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3, i64 2
  %scevgep246247 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246 to i8*
  %uglygep248 = getelementptr i8, i8* %scevgep246247, i64 %lsr.iv
  %uglygep248249 = bitcast i8* %uglygep248 to i64*
  %.333.unpack120.us.3 = load i64, i64* %uglygep248249, align 8
  %.6.i16122.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3, i64 2
  %scevgep255256 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255 to i8*
  %uglygep257 = getelementptr i8, i8* %scevgep255256, i64 %lsr.iv193
  %scevgep25821 = getelementptr i8, i8* %uglygep257, i64 -8
  %scevgep260 = getelementptr i8, i8* %scevgep25821, i64 %lsr.iv
  %36 = bitcast i8* %scevgep260 to i64*
  store i64 %.333.unpack.us.3, i64* %36, align 8
  %scevgep253 = getelementptr i8, i8* %uglygep257, i64 %lsr.iv
  %scevgep253254 = bitcast i8* %scevgep253 to i64*
  store i64 %.333.unpack120.us.3, i64* %scevgep253254, align 8
  %.6.i20118.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4, i64 2, i32 2
  %scevgep22622 = getelementptr i8, i8* %scevgep225, i64 -8
  %scevgep228 = getelementptr i8, i8* %scevgep22622, i64 %lsr.iv
  %37 = bitcast i8* %scevgep228 to i64*
  %.333.unpack.us.4 = load i64, i64* %37, align 8
  %scevgep230 = getelementptr i8, i8* %scevgep225, i64 %lsr.iv
  %scevgep230231 = bitcast i8* %scevgep230 to i64*
  %.333.unpack120.us.4 = load i64, i64* %scevgep230231, align 8
  %.6.i16122.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4, i64 2, i32 2
  %scevgep237 = getelementptr i8, i8* %scevgep236, i64 %lsr.iv193
  %scevgep23823 = getelementptr i8, i8* %scevgep237, i64 -8
  %scevgep240 = getelementptr i8, i8* %scevgep23823, i64 %lsr.iv
  %38 = bitcast i8* %scevgep240 to i64*
  store i64 %.333.unpack.us.4, i64* %38, align 8
  %scevgep234 = getelementptr i8, i8* %scevgep237, i64 %lsr.iv
  %scevgep234235 = bitcast i8* %scevgep234 to i64*
  store i64 %.333.unpack120.us.4, i64* %scevgep234235, align 8
  %.6.i20118.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5, i64 2, i32 3, i64 0
  %uglygep20724 = bitcast i64* %uglygep2072425 to i8*
  %scevgep209 = getelementptr i8, i8* %uglygep20724, i64 %lsr.iv
  %39 = bitcast i8* %scevgep209 to i64*
  %.333.unpack.us.5 = load i64, i64* %39, align 8
  %scevgep210 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5, i64 2, i32 3, i64 1
  %scevgep210211 = bitcast i64* %scevgep210 to i8*
  %uglygep212 = getelementptr i8, i8* %scevgep210211, i64 %lsr.iv
  %uglygep212213 = bitcast i8* %uglygep212 to i64*
  %.333.unpack120.us.5 = load i64, i64* %uglygep212213, align 8
  %.6.i16122.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5, i64 2, i32 3, i64 1
  %scevgep219220 = bitcast i64* %scevgep219 to i8*
  %uglygep221 = getelementptr i8, i8* %scevgep219220, i64 %lsr.iv193
  %scevgep22226 = getelementptr i8, i8* %uglygep221, i64 -8
  %scevgep224 = getelementptr i8, i8* %scevgep22226, i64 %lsr.iv
  %40 = bitcast i8* %scevgep224 to i64*
  store i64 %.333.unpack.us.5, i64* %40, align 8
  %scevgep217 = getelementptr i8, i8* %uglygep221, i64 %lsr.iv
  %scevgep217218 = bitcast i8* %scevgep217 to i64*
  store i64 %.333.unpack120.us.5, i64* %scevgep217218, align 8
  %.6.i20118.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6, i64 3, i32 1
  %uglygep2728 = getelementptr i64, i64* %scevgep, i64 -1
  %uglygep27 = bitcast i64* %uglygep2728 to i8*
  %scevgep187 = getelementptr i8, i8* %uglygep27, i64 %lsr.iv
  %41 = bitcast i8* %scevgep187 to i64*
  %.333.unpack.us.6 = load i64, i64* %41, align 8
  %scevgep188189 = bitcast i64* %scevgep to i8*
  %uglygep190 = getelementptr i8, i8* %scevgep188189, i64 %lsr.iv
  %uglygep190191 = bitcast i8* %uglygep190 to i64*
  %.333.unpack120.us.6 = load i64, i64* %uglygep190191, align 8
  %.6.i16122.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6, i64 3, i32 1
  %scevgep199200 = bitcast i64* %scevgep199 to i8*
  %uglygep201 = getelementptr i8, i8* %scevgep199200, i64 %lsr.iv193
  %scevgep20229 = getelementptr i8, i8* %uglygep201, i64 -8
  %scevgep204 = getelementptr i8, i8* %scevgep20229, i64 %lsr.iv
  %42 = bitcast i8* %scevgep204 to i64*
  store i64 %.333.unpack.us.6, i64* %42, align 8
  %scevgep197 = getelementptr i8, i8* %uglygep201, i64 %lsr.iv
  %scevgep197198 = bitcast i8* %scevgep197 to i64*
  store i64 %.333.unpack120.us.6, i64* %scevgep197198, align 8
  %.6.i20118.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7, i64 3, i32 3, i64 -1
  %uglygep30330 = bitcast i64* %uglygep3033031 to i8*
  %scevgep305 = getelementptr i8, i8* %uglygep30330, i64 %lsr.iv
  %43 = bitcast i8* %scevgep305 to i64*
  %.333.unpack.us.7 = load i64, i64* %43, align 8
  %scevgep306 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7, i64 3, i32 3, i64 0
  %scevgep306307 = bitcast i64* %scevgep306 to i8*
  %uglygep308 = getelementptr i8, i8* %scevgep306307, i64 %lsr.iv
  %uglygep308309 = bitcast i8* %uglygep308 to i64*
  %.333.unpack120.us.7 = load i64, i64* %uglygep308309, align 8
  %.6.i16122.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7, i64 3, i32 3, i64 0
  %scevgep315316 = bitcast i64* %scevgep315 to i8*
  %uglygep317 = getelementptr i8, i8* %scevgep315316, i64 %lsr.iv193
  %scevgep31832 = getelementptr i8, i8* %uglygep317, i64 -8
  %scevgep320 = getelementptr i8, i8* %scevgep31832, i64 %lsr.iv
  %44 = bitcast i8* %scevgep320 to i64*
  store i64 %.333.unpack.us.7, i64* %44, align 8
  %scevgep313 = getelementptr i8, i8* %uglygep317, i64 %lsr.iv
  %scevgep313314 = bitcast i8* %scevgep313 to i64*
  store i64 %.333.unpack120.us.7, i64* %scevgep313314, align 8
  %lsr.iv.next = or i64 %lsr.iv, 128
  %.6.i20118.us.181 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.181, i64 0, i32 3, i64 0
  %uglygep33811.1 = bitcast i64* %uglygep3381112.1 to i8*
  %scevgep340.1 = getelementptr i8, i8* %uglygep33811.1, i64 %lsr.iv.next
  %45 = bitcast i8* %scevgep340.1 to i64*
  %.333.unpack.us.182 = load i64, i64* %45, align 8
  %scevgep332.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.181, i64 0, i32 3, i64 1
  %scevgep332333.1 = bitcast i64* %scevgep332.1 to i8*
  %uglygep334.1 = getelementptr i8, i8* %scevgep332333.1, i64 %lsr.iv.next
  %uglygep334335.1 = bitcast i8* %uglygep334.1 to i64*
  %.333.unpack120.us.183 = load i64, i64* %uglygep334335.1, align 8
  %.6.i16122.us.184 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.184, i64 0, i32 3, i64 1
  %scevgep326327.1 = bitcast i64* %scevgep326.1 to i8*
  %uglygep328.1 = getelementptr i8, i8* %scevgep326327.1, i64 %lsr.iv193
  %scevgep32913.1 = getelementptr i8, i8* %uglygep328.1, i64 -8
  %scevgep331.1 = getelementptr i8, i8* %scevgep32913.1, i64 %lsr.iv.next
  %46 = bitcast i8* %scevgep331.1 to i64*
  store i64 %.333.unpack.us.182, i64* %46, align 8
  %scevgep324.1 = getelementptr i8, i8* %uglygep328.1, i64 %lsr.iv.next
  %scevgep324325.1 = bitcast i8* %scevgep324.1 to i64*
  store i64 %.333.unpack120.us.183, i64* %scevgep324325.1, align 8
  %.6.i20118.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.1, i64 1, i32 1
  %uglygep2831415.1 = getelementptr i64, i64* %scevgep281.1, i64 -1
  %uglygep28314.1 = bitcast i64* %uglygep2831415.1 to i8*
  %scevgep285.1 = getelementptr i8, i8* %uglygep28314.1, i64 %lsr.iv.next
  %47 = bitcast i8* %scevgep285.1 to i64*
  %.333.unpack.us.1.1 = load i64, i64* %47, align 8
  %scevgep286287.1 = bitcast i64* %scevgep281.1 to i8*
  %uglygep288.1 = getelementptr i8, i8* %scevgep286287.1, i64 %lsr.iv.next
  %uglygep288289.1 = bitcast i8* %uglygep288.1 to i64*
  %.333.unpack120.us.1.1 = load i64, i64* %uglygep288289.1, align 8
  %.6.i16122.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.1, i64 1, i32 1
  %scevgep295296.1 = bitcast i64* %scevgep295.1 to i8*
  %uglygep297.1 = getelementptr i8, i8* %scevgep295296.1, i64 %lsr.iv193
  %scevgep29816.1 = getelementptr i8, i8* %uglygep297.1, i64 -8
  %scevgep300.1 = getelementptr i8, i8* %scevgep29816.1, i64 %lsr.iv.next
  %48 = bitcast i8* %scevgep300.1 to i64*
  store i64 %.333.unpack.us.1.1, i64* %48, align 8
  %scevgep293.1 = getelementptr i8, i8* %uglygep297.1, i64 %lsr.iv.next
  %scevgep293294.1 = bitcast i8* %scevgep293.1 to i64*
  store i64 %.333.unpack120.us.1.1, i64* %scevgep293294.1, align 8
  %.6.i20118.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.1, i64 1, i32 3, i64 -1
  %uglygep26317.1 = bitcast i64* %uglygep2631718.1 to i8*
  %scevgep265.1 = getelementptr i8, i8* %uglygep26317.1, i64 %lsr.iv.next
  %49 = bitcast i8* %scevgep265.1 to i64*
  %.333.unpack.us.2.1 = load i64, i64* %49, align 8
  %scevgep266.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.1, i64 1, i32 3, i64 0
  %scevgep266267.1 = bitcast i64* %scevgep266.1 to i8*
  %uglygep268.1 = getelementptr i8, i8* %scevgep266267.1, i64 %lsr.iv.next
  %uglygep268269.1 = bitcast i8* %uglygep268.1 to i64*
  %.333.unpack120.us.2.1 = load i64, i64* %uglygep268269.1, align 8
  %.6.i16122.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.1, i64 1, i32 3, i64 0
  %scevgep275276.1 = bitcast i64* %scevgep275.1 to i8*
  %uglygep277.1 = getelementptr i8, i8* %scevgep275276.1, i64 %lsr.iv193
  %scevgep27819.1 = getelementptr i8, i8* %uglygep277.1, i64 -8
  %scevgep280.1 = getelementptr i8, i8* %scevgep27819.1, i64 %lsr.iv.next
  %50 = bitcast i8* %scevgep280.1 to i64*
  store i64 %.333.unpack.us.2.1, i64* %50, align 8
  %scevgep273.1 = getelementptr i8, i8* %uglygep277.1, i64 %lsr.iv.next
  %scevgep273274.1 = bitcast i8* %scevgep273.1 to i64*
  store i64 %.333.unpack120.us.2.1, i64* %scevgep273274.1, align 8
  %.6.i20118.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.1, i64 1, i32 3, i64 1
  %51 = bitcast i64* %uglygep24320.1 to i8*
  %scevgep245.1 = getelementptr i8, i8* %51, i64 %lsr.iv.next
  %52 = bitcast i8* %scevgep245.1 to i64*
  %.333.unpack.us.3.1 = load i64, i64* %52, align 8
  %scevgep246.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.1, i64 2
  %scevgep246247.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.1 to i8*
  %uglygep248.1 = getelementptr i8, i8* %scevgep246247.1, i64 %lsr.iv.next
  %uglygep248249.1 = bitcast i8* %uglygep248.1 to i64*
  %.333.unpack120.us.3.1 = load i64, i64* %uglygep248249.1, align 8
  %.6.i16122.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.1, i64 2
  %scevgep255256.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.1 to i8*
  %uglygep257.1 = getelementptr i8, i8* %scevgep255256.1, i64 %lsr.iv193
  %scevgep25821.1 = getelementptr i8, i8* %uglygep257.1, i64 -8
  %scevgep260.1 = getelementptr i8, i8* %scevgep25821.1, i64 %lsr.iv.next
  %53 = bitcast i8* %scevgep260.1 to i64*
  store i64 %.333.unpack.us.3.1, i64* %53, align 8
  %scevgep253.1 = getelementptr i8, i8* %uglygep257.1, i64 %lsr.iv.next
  %scevgep253254.1 = bitcast i8* %scevgep253.1 to i64*
  store i64 %.333.unpack120.us.3.1, i64* %scevgep253254.1, align 8
  %.6.i20118.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.1, i64 2, i32 2
  %scevgep22622.1 = getelementptr i8, i8* %scevgep225.1, i64 -8
  %scevgep228.1 = getelementptr i8, i8* %scevgep22622.1, i64 %lsr.iv.next
  %54 = bitcast i8* %scevgep228.1 to i64*
  %.333.unpack.us.4.1 = load i64, i64* %54, align 8
  %scevgep230.1 = getelementptr i8, i8* %scevgep225.1, i64 %lsr.iv.next
  %scevgep230231.1 = bitcast i8* %scevgep230.1 to i64*
  %.333.unpack120.us.4.1 = load i64, i64* %scevgep230231.1, align 8
  %.6.i16122.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.1, i64 2, i32 2
  %scevgep237.1 = getelementptr i8, i8* %scevgep236.1, i64 %lsr.iv193
  %scevgep23823.1 = getelementptr i8, i8* %scevgep237.1, i64 -8
  %scevgep240.1 = getelementptr i8, i8* %scevgep23823.1, i64 %lsr.iv.next
  %55 = bitcast i8* %scevgep240.1 to i64*
  store i64 %.333.unpack.us.4.1, i64* %55, align 8
  %scevgep234.1 = getelementptr i8, i8* %scevgep237.1, i64 %lsr.iv.next
  %scevgep234235.1 = bitcast i8* %scevgep234.1 to i64*
  store i64 %.333.unpack120.us.4.1, i64* %scevgep234235.1, align 8
  %.6.i20118.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.1, i64 2, i32 3, i64 0
  %uglygep20724.1 = bitcast i64* %uglygep2072425.1 to i8*
  %scevgep209.1 = getelementptr i8, i8* %uglygep20724.1, i64 %lsr.iv.next
  %56 = bitcast i8* %scevgep209.1 to i64*
  %.333.unpack.us.5.1 = load i64, i64* %56, align 8
  %scevgep210.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.1, i64 2, i32 3, i64 1
  %scevgep210211.1 = bitcast i64* %scevgep210.1 to i8*
  %uglygep212.1 = getelementptr i8, i8* %scevgep210211.1, i64 %lsr.iv.next
  %uglygep212213.1 = bitcast i8* %uglygep212.1 to i64*
  %.333.unpack120.us.5.1 = load i64, i64* %uglygep212213.1, align 8
  %.6.i16122.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.1, i64 2, i32 3, i64 1
  %scevgep219220.1 = bitcast i64* %scevgep219.1 to i8*
  %uglygep221.1 = getelementptr i8, i8* %scevgep219220.1, i64 %lsr.iv193
  %scevgep22226.1 = getelementptr i8, i8* %uglygep221.1, i64 -8
  %scevgep224.1 = getelementptr i8, i8* %scevgep22226.1, i64 %lsr.iv.next
  %57 = bitcast i8* %scevgep224.1 to i64*
  store i64 %.333.unpack.us.5.1, i64* %57, align 8
  %scevgep217.1 = getelementptr i8, i8* %uglygep221.1, i64 %lsr.iv.next
  %scevgep217218.1 = bitcast i8* %scevgep217.1 to i64*
  store i64 %.333.unpack120.us.5.1, i64* %scevgep217218.1, align 8
  %.6.i20118.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.1, i64 3, i32 1
  %uglygep2728.1 = getelementptr i64, i64* %scevgep.1, i64 -1
  %uglygep27.1 = bitcast i64* %uglygep2728.1 to i8*
  %scevgep187.1 = getelementptr i8, i8* %uglygep27.1, i64 %lsr.iv.next
  %58 = bitcast i8* %scevgep187.1 to i64*
  %.333.unpack.us.6.1 = load i64, i64* %58, align 8
  %scevgep188189.1 = bitcast i64* %scevgep.1 to i8*
  %uglygep190.1 = getelementptr i8, i8* %scevgep188189.1, i64 %lsr.iv.next
  %uglygep190191.1 = bitcast i8* %uglygep190.1 to i64*
  %.333.unpack120.us.6.1 = load i64, i64* %uglygep190191.1, align 8
  %.6.i16122.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.1, i64 3, i32 1
  %scevgep199200.1 = bitcast i64* %scevgep199.1 to i8*
  %uglygep201.1 = getelementptr i8, i8* %scevgep199200.1, i64 %lsr.iv193
  %scevgep20229.1 = getelementptr i8, i8* %uglygep201.1, i64 -8
  %scevgep204.1 = getelementptr i8, i8* %scevgep20229.1, i64 %lsr.iv.next
  %59 = bitcast i8* %scevgep204.1 to i64*
  store i64 %.333.unpack.us.6.1, i64* %59, align 8
  %scevgep197.1 = getelementptr i8, i8* %uglygep201.1, i64 %lsr.iv.next
  %scevgep197198.1 = bitcast i8* %scevgep197.1 to i64*
  store i64 %.333.unpack120.us.6.1, i64* %scevgep197198.1, align 8
  %.6.i20118.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.1, i64 3, i32 3, i64 -1
  %uglygep30330.1 = bitcast i64* %uglygep3033031.1 to i8*
  %scevgep305.1 = getelementptr i8, i8* %uglygep30330.1, i64 %lsr.iv.next
  %60 = bitcast i8* %scevgep305.1 to i64*
  %.333.unpack.us.7.1 = load i64, i64* %60, align 8
  %scevgep306.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.1, i64 3, i32 3, i64 0
  %scevgep306307.1 = bitcast i64* %scevgep306.1 to i8*
  %uglygep308.1 = getelementptr i8, i8* %scevgep306307.1, i64 %lsr.iv.next
  %uglygep308309.1 = bitcast i8* %uglygep308.1 to i64*
  %.333.unpack120.us.7.1 = load i64, i64* %uglygep308309.1, align 8
  %.6.i16122.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.1, i64 3, i32 3, i64 0
  %scevgep315316.1 = bitcast i64* %scevgep315.1 to i8*
  %uglygep317.1 = getelementptr i8, i8* %scevgep315316.1, i64 %lsr.iv193
  %scevgep31832.1 = getelementptr i8, i8* %uglygep317.1, i64 -8
  %scevgep320.1 = getelementptr i8, i8* %scevgep31832.1, i64 %lsr.iv.next
  %61 = bitcast i8* %scevgep320.1 to i64*
  store i64 %.333.unpack.us.7.1, i64* %61, align 8
  %scevgep313.1 = getelementptr i8, i8* %uglygep317.1, i64 %lsr.iv.next
  %scevgep313314.1 = bitcast i8* %scevgep313.1 to i64*
  store i64 %.333.unpack120.us.7.1, i64* %scevgep313314.1, align 8
  %lsr.iv.next.1 = or i64 %lsr.iv, 256
  %.6.i20118.us.285 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.285, i64 0, i32 3, i64 0
  %uglygep33811.2 = bitcast i64* %uglygep3381112.2 to i8*
  %scevgep340.2 = getelementptr i8, i8* %uglygep33811.2, i64 %lsr.iv.next.1
  %62 = bitcast i8* %scevgep340.2 to i64*
  %.333.unpack.us.286 = load i64, i64* %62, align 8
  %scevgep332.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.285, i64 0, i32 3, i64 1
  %scevgep332333.2 = bitcast i64* %scevgep332.2 to i8*
  %uglygep334.2 = getelementptr i8, i8* %scevgep332333.2, i64 %lsr.iv.next.1
  %uglygep334335.2 = bitcast i8* %uglygep334.2 to i64*
  %.333.unpack120.us.287 = load i64, i64* %uglygep334335.2, align 8
  %.6.i16122.us.288 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.288, i64 0, i32 3, i64 1
  %scevgep326327.2 = bitcast i64* %scevgep326.2 to i8*
  %uglygep328.2 = getelementptr i8, i8* %scevgep326327.2, i64 %lsr.iv193
  %scevgep32913.2 = getelementptr i8, i8* %uglygep328.2, i64 -8
  %scevgep331.2 = getelementptr i8, i8* %scevgep32913.2, i64 %lsr.iv.next.1
  %63 = bitcast i8* %scevgep331.2 to i64*
  store i64 %.333.unpack.us.286, i64* %63, align 8
  %scevgep324.2 = getelementptr i8, i8* %uglygep328.2, i64 %lsr.iv.next.1
  %scevgep324325.2 = bitcast i8* %scevgep324.2 to i64*
  store i64 %.333.unpack120.us.287, i64* %scevgep324325.2, align 8
  %.6.i20118.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.2, i64 1, i32 1
  %uglygep2831415.2 = getelementptr i64, i64* %scevgep281.2, i64 -1
  %uglygep28314.2 = bitcast i64* %uglygep2831415.2 to i8*
  %scevgep285.2 = getelementptr i8, i8* %uglygep28314.2, i64 %lsr.iv.next.1
  %64 = bitcast i8* %scevgep285.2 to i64*
  %.333.unpack.us.1.2 = load i64, i64* %64, align 8
  %scevgep286287.2 = bitcast i64* %scevgep281.2 to i8*
  %uglygep288.2 = getelementptr i8, i8* %scevgep286287.2, i64 %lsr.iv.next.1
  %uglygep288289.2 = bitcast i8* %uglygep288.2 to i64*
  %.333.unpack120.us.1.2 = load i64, i64* %uglygep288289.2, align 8
  %.6.i16122.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.2, i64 1, i32 1
  %scevgep295296.2 = bitcast i64* %scevgep295.2 to i8*
  %uglygep297.2 = getelementptr i8, i8* %scevgep295296.2, i64 %lsr.iv193
  %scevgep29816.2 = getelementptr i8, i8* %uglygep297.2, i64 -8
  %scevgep300.2 = getelementptr i8, i8* %scevgep29816.2, i64 %lsr.iv.next.1
  %65 = bitcast i8* %scevgep300.2 to i64*
  store i64 %.333.unpack.us.1.2, i64* %65, align 8
  %scevgep293.2 = getelementptr i8, i8* %uglygep297.2, i64 %lsr.iv.next.1
  %scevgep293294.2 = bitcast i8* %scevgep293.2 to i64*
  store i64 %.333.unpack120.us.1.2, i64* %scevgep293294.2, align 8
  %.6.i20118.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.2, i64 1, i32 3, i64 -1
  %uglygep26317.2 = bitcast i64* %uglygep2631718.2 to i8*
  %scevgep265.2 = getelementptr i8, i8* %uglygep26317.2, i64 %lsr.iv.next.1
  %66 = bitcast i8* %scevgep265.2 to i64*
  %.333.unpack.us.2.2 = load i64, i64* %66, align 8
  %scevgep266.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.2, i64 1, i32 3, i64 0
  %scevgep266267.2 = bitcast i64* %scevgep266.2 to i8*
  %uglygep268.2 = getelementptr i8, i8* %scevgep266267.2, i64 %lsr.iv.next.1
  %uglygep268269.2 = bitcast i8* %uglygep268.2 to i64*
  %.333.unpack120.us.2.2 = load i64, i64* %uglygep268269.2, align 8
  %.6.i16122.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.2, i64 1, i32 3, i64 0
  %scevgep275276.2 = bitcast i64* %scevgep275.2 to i8*
  %uglygep277.2 = getelementptr i8, i8* %scevgep275276.2, i64 %lsr.iv193
  %scevgep27819.2 = getelementptr i8, i8* %uglygep277.2, i64 -8
  %scevgep280.2 = getelementptr i8, i8* %scevgep27819.2, i64 %lsr.iv.next.1
  %67 = bitcast i8* %scevgep280.2 to i64*
  store i64 %.333.unpack.us.2.2, i64* %67, align 8
  %scevgep273.2 = getelementptr i8, i8* %uglygep277.2, i64 %lsr.iv.next.1
  %scevgep273274.2 = bitcast i8* %scevgep273.2 to i64*
  store i64 %.333.unpack120.us.2.2, i64* %scevgep273274.2, align 8
  %.6.i20118.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.2, i64 1, i32 3, i64 1
  %68 = bitcast i64* %uglygep24320.2 to i8*
  %scevgep245.2 = getelementptr i8, i8* %68, i64 %lsr.iv.next.1
  %69 = bitcast i8* %scevgep245.2 to i64*
  %.333.unpack.us.3.2 = load i64, i64* %69, align 8
  %scevgep246.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.2, i64 2
  %scevgep246247.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.2 to i8*
  %uglygep248.2 = getelementptr i8, i8* %scevgep246247.2, i64 %lsr.iv.next.1
  %uglygep248249.2 = bitcast i8* %uglygep248.2 to i64*
  %.333.unpack120.us.3.2 = load i64, i64* %uglygep248249.2, align 8
  %.6.i16122.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.2, i64 2
  %scevgep255256.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.2 to i8*
  %uglygep257.2 = getelementptr i8, i8* %scevgep255256.2, i64 %lsr.iv193
  %scevgep25821.2 = getelementptr i8, i8* %uglygep257.2, i64 -8
  %scevgep260.2 = getelementptr i8, i8* %scevgep25821.2, i64 %lsr.iv.next.1
  %70 = bitcast i8* %scevgep260.2 to i64*
  store i64 %.333.unpack.us.3.2, i64* %70, align 8
  %scevgep253.2 = getelementptr i8, i8* %uglygep257.2, i64 %lsr.iv.next.1
  %scevgep253254.2 = bitcast i8* %scevgep253.2 to i64*
  store i64 %.333.unpack120.us.3.2, i64* %scevgep253254.2, align 8
  %.6.i20118.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.2, i64 2, i32 2
  %scevgep22622.2 = getelementptr i8, i8* %scevgep225.2, i64 -8
  %scevgep228.2 = getelementptr i8, i8* %scevgep22622.2, i64 %lsr.iv.next.1
  %71 = bitcast i8* %scevgep228.2 to i64*
  %.333.unpack.us.4.2 = load i64, i64* %71, align 8
  %scevgep230.2 = getelementptr i8, i8* %scevgep225.2, i64 %lsr.iv.next.1
  %scevgep230231.2 = bitcast i8* %scevgep230.2 to i64*
  %.333.unpack120.us.4.2 = load i64, i64* %scevgep230231.2, align 8
  %.6.i16122.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.2, i64 2, i32 2
  %scevgep237.2 = getelementptr i8, i8* %scevgep236.2, i64 %lsr.iv193
  %scevgep23823.2 = getelementptr i8, i8* %scevgep237.2, i64 -8
  %scevgep240.2 = getelementptr i8, i8* %scevgep23823.2, i64 %lsr.iv.next.1
  %72 = bitcast i8* %scevgep240.2 to i64*
  store i64 %.333.unpack.us.4.2, i64* %72, align 8
  %scevgep234.2 = getelementptr i8, i8* %scevgep237.2, i64 %lsr.iv.next.1
  %scevgep234235.2 = bitcast i8* %scevgep234.2 to i64*
  store i64 %.333.unpack120.us.4.2, i64* %scevgep234235.2, align 8
  %.6.i20118.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.2, i64 2, i32 3, i64 0
  %uglygep20724.2 = bitcast i64* %uglygep2072425.2 to i8*
  %scevgep209.2 = getelementptr i8, i8* %uglygep20724.2, i64 %lsr.iv.next.1
  %73 = bitcast i8* %scevgep209.2 to i64*
  %.333.unpack.us.5.2 = load i64, i64* %73, align 8
  %scevgep210.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.2, i64 2, i32 3, i64 1
  %scevgep210211.2 = bitcast i64* %scevgep210.2 to i8*
  %uglygep212.2 = getelementptr i8, i8* %scevgep210211.2, i64 %lsr.iv.next.1
  %uglygep212213.2 = bitcast i8* %uglygep212.2 to i64*
  %.333.unpack120.us.5.2 = load i64, i64* %uglygep212213.2, align 8
  %.6.i16122.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.2, i64 2, i32 3, i64 1
  %scevgep219220.2 = bitcast i64* %scevgep219.2 to i8*
  %uglygep221.2 = getelementptr i8, i8* %scevgep219220.2, i64 %lsr.iv193
  %scevgep22226.2 = getelementptr i8, i8* %uglygep221.2, i64 -8
  %scevgep224.2 = getelementptr i8, i8* %scevgep22226.2, i64 %lsr.iv.next.1
  %74 = bitcast i8* %scevgep224.2 to i64*
  store i64 %.333.unpack.us.5.2, i64* %74, align 8
  %scevgep217.2 = getelementptr i8, i8* %uglygep221.2, i64 %lsr.iv.next.1
  %scevgep217218.2 = bitcast i8* %scevgep217.2 to i64*
  store i64 %.333.unpack120.us.5.2, i64* %scevgep217218.2, align 8
  %.6.i20118.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.2, i64 3, i32 1
  %uglygep2728.2 = getelementptr i64, i64* %scevgep.2, i64 -1
  %uglygep27.2 = bitcast i64* %uglygep2728.2 to i8*
  %scevgep187.2 = getelementptr i8, i8* %uglygep27.2, i64 %lsr.iv.next.1
  %75 = bitcast i8* %scevgep187.2 to i64*
  %.333.unpack.us.6.2 = load i64, i64* %75, align 8
  %scevgep188189.2 = bitcast i64* %scevgep.2 to i8*
  %uglygep190.2 = getelementptr i8, i8* %scevgep188189.2, i64 %lsr.iv.next.1
  %uglygep190191.2 = bitcast i8* %uglygep190.2 to i64*
  %.333.unpack120.us.6.2 = load i64, i64* %uglygep190191.2, align 8
  %.6.i16122.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.2, i64 3, i32 1
  %scevgep199200.2 = bitcast i64* %scevgep199.2 to i8*
  %uglygep201.2 = getelementptr i8, i8* %scevgep199200.2, i64 %lsr.iv193
  %scevgep20229.2 = getelementptr i8, i8* %uglygep201.2, i64 -8
  %scevgep204.2 = getelementptr i8, i8* %scevgep20229.2, i64 %lsr.iv.next.1
  %76 = bitcast i8* %scevgep204.2 to i64*
  store i64 %.333.unpack.us.6.2, i64* %76, align 8
  %scevgep197.2 = getelementptr i8, i8* %uglygep201.2, i64 %lsr.iv.next.1
  %scevgep197198.2 = bitcast i8* %scevgep197.2 to i64*
  store i64 %.333.unpack120.us.6.2, i64* %scevgep197198.2, align 8
  %.6.i20118.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.2, i64 3, i32 3, i64 -1
  %uglygep30330.2 = bitcast i64* %uglygep3033031.2 to i8*
  %scevgep305.2 = getelementptr i8, i8* %uglygep30330.2, i64 %lsr.iv.next.1
  %77 = bitcast i8* %scevgep305.2 to i64*
  %.333.unpack.us.7.2 = load i64, i64* %77, align 8
  %scevgep306.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.2, i64 3, i32 3, i64 0
  %scevgep306307.2 = bitcast i64* %scevgep306.2 to i8*
  %uglygep308.2 = getelementptr i8, i8* %scevgep306307.2, i64 %lsr.iv.next.1
  %uglygep308309.2 = bitcast i8* %uglygep308.2 to i64*
  %.333.unpack120.us.7.2 = load i64, i64* %uglygep308309.2, align 8
  %.6.i16122.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.2, i64 3, i32 3, i64 0
  %scevgep315316.2 = bitcast i64* %scevgep315.2 to i8*
  %uglygep317.2 = getelementptr i8, i8* %scevgep315316.2, i64 %lsr.iv193
  %scevgep31832.2 = getelementptr i8, i8* %uglygep317.2, i64 -8
  %scevgep320.2 = getelementptr i8, i8* %scevgep31832.2, i64 %lsr.iv.next.1
  %78 = bitcast i8* %scevgep320.2 to i64*
  store i64 %.333.unpack.us.7.2, i64* %78, align 8
  %scevgep313.2 = getelementptr i8, i8* %uglygep317.2, i64 %lsr.iv.next.1
  %scevgep313314.2 = bitcast i8* %scevgep313.2 to i64*
  store i64 %.333.unpack120.us.7.2, i64* %scevgep313314.2, align 8
  %lsr.iv.next.2 = or i64 %lsr.iv, 384
  %.6.i20118.us.389 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.389, i64 0, i32 3, i64 0
  %uglygep33811.3 = bitcast i64* %uglygep3381112.3 to i8*
  %scevgep340.3 = getelementptr i8, i8* %uglygep33811.3, i64 %lsr.iv.next.2
  %79 = bitcast i8* %scevgep340.3 to i64*
  %.333.unpack.us.390 = load i64, i64* %79, align 8
  %scevgep332.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.389, i64 0, i32 3, i64 1
  %scevgep332333.3 = bitcast i64* %scevgep332.3 to i8*
  %uglygep334.3 = getelementptr i8, i8* %scevgep332333.3, i64 %lsr.iv.next.2
  %uglygep334335.3 = bitcast i8* %uglygep334.3 to i64*
  %.333.unpack120.us.391 = load i64, i64* %uglygep334335.3, align 8
  %.6.i16122.us.392 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.392, i64 0, i32 3, i64 1
  %scevgep326327.3 = bitcast i64* %scevgep326.3 to i8*
  %uglygep328.3 = getelementptr i8, i8* %scevgep326327.3, i64 %lsr.iv193
  %scevgep32913.3 = getelementptr i8, i8* %uglygep328.3, i64 -8
  %scevgep331.3 = getelementptr i8, i8* %scevgep32913.3, i64 %lsr.iv.next.2
  %80 = bitcast i8* %scevgep331.3 to i64*
  store i64 %.333.unpack.us.390, i64* %80, align 8
  %scevgep324.3 = getelementptr i8, i8* %uglygep328.3, i64 %lsr.iv.next.2
  %scevgep324325.3 = bitcast i8* %scevgep324.3 to i64*
  store i64 %.333.unpack120.us.391, i64* %scevgep324325.3, align 8
  %.6.i20118.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.3, i64 1, i32 1
  %uglygep2831415.3 = getelementptr i64, i64* %scevgep281.3, i64 -1
  %uglygep28314.3 = bitcast i64* %uglygep2831415.3 to i8*
  %scevgep285.3 = getelementptr i8, i8* %uglygep28314.3, i64 %lsr.iv.next.2
  %81 = bitcast i8* %scevgep285.3 to i64*
  %.333.unpack.us.1.3 = load i64, i64* %81, align 8
  %scevgep286287.3 = bitcast i64* %scevgep281.3 to i8*
  %uglygep288.3 = getelementptr i8, i8* %scevgep286287.3, i64 %lsr.iv.next.2
  %uglygep288289.3 = bitcast i8* %uglygep288.3 to i64*
  %.333.unpack120.us.1.3 = load i64, i64* %uglygep288289.3, align 8
  %.6.i16122.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.3, i64 1, i32 1
  %scevgep295296.3 = bitcast i64* %scevgep295.3 to i8*
  %uglygep297.3 = getelementptr i8, i8* %scevgep295296.3, i64 %lsr.iv193
  %scevgep29816.3 = getelementptr i8, i8* %uglygep297.3, i64 -8
  %scevgep300.3 = getelementptr i8, i8* %scevgep29816.3, i64 %lsr.iv.next.2
  %82 = bitcast i8* %scevgep300.3 to i64*
  store i64 %.333.unpack.us.1.3, i64* %82, align 8
  %scevgep293.3 = getelementptr i8, i8* %uglygep297.3, i64 %lsr.iv.next.2
  %scevgep293294.3 = bitcast i8* %scevgep293.3 to i64*
  store i64 %.333.unpack120.us.1.3, i64* %scevgep293294.3, align 8
  %.6.i20118.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.3, i64 1, i32 3, i64 -1
  %uglygep26317.3 = bitcast i64* %uglygep2631718.3 to i8*
  %scevgep265.3 = getelementptr i8, i8* %uglygep26317.3, i64 %lsr.iv.next.2
  %83 = bitcast i8* %scevgep265.3 to i64*
  %.333.unpack.us.2.3 = load i64, i64* %83, align 8
  %scevgep266.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.3, i64 1, i32 3, i64 0
  %scevgep266267.3 = bitcast i64* %scevgep266.3 to i8*
  %uglygep268.3 = getelementptr i8, i8* %scevgep266267.3, i64 %lsr.iv.next.2
  %uglygep268269.3 = bitcast i8* %uglygep268.3 to i64*
  %.333.unpack120.us.2.3 = load i64, i64* %uglygep268269.3, align 8
  %.6.i16122.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.3, i64 1, i32 3, i64 0
  %scevgep275276.3 = bitcast i64* %scevgep275.3 to i8*
  %uglygep277.3 = getelementptr i8, i8* %scevgep275276.3, i64 %lsr.iv193
  %scevgep27819.3 = getelementptr i8, i8* %uglygep277.3, i64 -8
  %scevgep280.3 = getelementptr i8, i8* %scevgep27819.3, i64 %lsr.iv.next.2
  %84 = bitcast i8* %scevgep280.3 to i64*
  store i64 %.333.unpack.us.2.3, i64* %84, align 8
  %scevgep273.3 = getelementptr i8, i8* %uglygep277.3, i64 %lsr.iv.next.2
  %scevgep273274.3 = bitcast i8* %scevgep273.3 to i64*
  store i64 %.333.unpack120.us.2.3, i64* %scevgep273274.3, align 8
  %.6.i20118.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.3, i64 1, i32 3, i64 1
  %85 = bitcast i64* %uglygep24320.3 to i8*
  %scevgep245.3 = getelementptr i8, i8* %85, i64 %lsr.iv.next.2
  %86 = bitcast i8* %scevgep245.3 to i64*
  %.333.unpack.us.3.3 = load i64, i64* %86, align 8
  %scevgep246.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.3, i64 2
  %scevgep246247.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.3 to i8*
  %uglygep248.3 = getelementptr i8, i8* %scevgep246247.3, i64 %lsr.iv.next.2
  %uglygep248249.3 = bitcast i8* %uglygep248.3 to i64*
  %.333.unpack120.us.3.3 = load i64, i64* %uglygep248249.3, align 8
  %.6.i16122.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.3, i64 2
  %scevgep255256.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.3 to i8*
  %uglygep257.3 = getelementptr i8, i8* %scevgep255256.3, i64 %lsr.iv193
  %scevgep25821.3 = getelementptr i8, i8* %uglygep257.3, i64 -8
  %scevgep260.3 = getelementptr i8, i8* %scevgep25821.3, i64 %lsr.iv.next.2
  %87 = bitcast i8* %scevgep260.3 to i64*
  store i64 %.333.unpack.us.3.3, i64* %87, align 8
  %scevgep253.3 = getelementptr i8, i8* %uglygep257.3, i64 %lsr.iv.next.2
  %scevgep253254.3 = bitcast i8* %scevgep253.3 to i64*
  store i64 %.333.unpack120.us.3.3, i64* %scevgep253254.3, align 8
  %.6.i20118.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.3, i64 2, i32 2
  %scevgep22622.3 = getelementptr i8, i8* %scevgep225.3, i64 -8
  %scevgep228.3 = getelementptr i8, i8* %scevgep22622.3, i64 %lsr.iv.next.2
  %88 = bitcast i8* %scevgep228.3 to i64*
  %.333.unpack.us.4.3 = load i64, i64* %88, align 8
  %scevgep230.3 = getelementptr i8, i8* %scevgep225.3, i64 %lsr.iv.next.2
  %scevgep230231.3 = bitcast i8* %scevgep230.3 to i64*
  %.333.unpack120.us.4.3 = load i64, i64* %scevgep230231.3, align 8
  %.6.i16122.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.3, i64 2, i32 2
  %scevgep237.3 = getelementptr i8, i8* %scevgep236.3, i64 %lsr.iv193
  %scevgep23823.3 = getelementptr i8, i8* %scevgep237.3, i64 -8
  %scevgep240.3 = getelementptr i8, i8* %scevgep23823.3, i64 %lsr.iv.next.2
  %89 = bitcast i8* %scevgep240.3 to i64*
  store i64 %.333.unpack.us.4.3, i64* %89, align 8
  %scevgep234.3 = getelementptr i8, i8* %scevgep237.3, i64 %lsr.iv.next.2
  %scevgep234235.3 = bitcast i8* %scevgep234.3 to i64*
  store i64 %.333.unpack120.us.4.3, i64* %scevgep234235.3, align 8
  %.6.i20118.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.3, i64 2, i32 3, i64 0
  %uglygep20724.3 = bitcast i64* %uglygep2072425.3 to i8*
  %scevgep209.3 = getelementptr i8, i8* %uglygep20724.3, i64 %lsr.iv.next.2
  %90 = bitcast i8* %scevgep209.3 to i64*
  %.333.unpack.us.5.3 = load i64, i64* %90, align 8
  %scevgep210.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.3, i64 2, i32 3, i64 1
  %scevgep210211.3 = bitcast i64* %scevgep210.3 to i8*
  %uglygep212.3 = getelementptr i8, i8* %scevgep210211.3, i64 %lsr.iv.next.2
  %uglygep212213.3 = bitcast i8* %uglygep212.3 to i64*
  %.333.unpack120.us.5.3 = load i64, i64* %uglygep212213.3, align 8
  %.6.i16122.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.3, i64 2, i32 3, i64 1
  %scevgep219220.3 = bitcast i64* %scevgep219.3 to i8*
  %uglygep221.3 = getelementptr i8, i8* %scevgep219220.3, i64 %lsr.iv193
  %scevgep22226.3 = getelementptr i8, i8* %uglygep221.3, i64 -8
  %scevgep224.3 = getelementptr i8, i8* %scevgep22226.3, i64 %lsr.iv.next.2
  %91 = bitcast i8* %scevgep224.3 to i64*
  store i64 %.333.unpack.us.5.3, i64* %91, align 8
  %scevgep217.3 = getelementptr i8, i8* %uglygep221.3, i64 %lsr.iv.next.2
  %scevgep217218.3 = bitcast i8* %scevgep217.3 to i64*
  store i64 %.333.unpack120.us.5.3, i64* %scevgep217218.3, align 8
  %.6.i20118.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.3, i64 3, i32 1
  %uglygep2728.3 = getelementptr i64, i64* %scevgep.3, i64 -1
  %uglygep27.3 = bitcast i64* %uglygep2728.3 to i8*
  %scevgep187.3 = getelementptr i8, i8* %uglygep27.3, i64 %lsr.iv.next.2
  %92 = bitcast i8* %scevgep187.3 to i64*
  %.333.unpack.us.6.3 = load i64, i64* %92, align 8
  %scevgep188189.3 = bitcast i64* %scevgep.3 to i8*
  %uglygep190.3 = getelementptr i8, i8* %scevgep188189.3, i64 %lsr.iv.next.2
  %uglygep190191.3 = bitcast i8* %uglygep190.3 to i64*
  %.333.unpack120.us.6.3 = load i64, i64* %uglygep190191.3, align 8
  %.6.i16122.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.3, i64 3, i32 1
  %scevgep199200.3 = bitcast i64* %scevgep199.3 to i8*
  %uglygep201.3 = getelementptr i8, i8* %scevgep199200.3, i64 %lsr.iv193
  %scevgep20229.3 = getelementptr i8, i8* %uglygep201.3, i64 -8
  %scevgep204.3 = getelementptr i8, i8* %scevgep20229.3, i64 %lsr.iv.next.2
  %93 = bitcast i8* %scevgep204.3 to i64*
  store i64 %.333.unpack.us.6.3, i64* %93, align 8
  %scevgep197.3 = getelementptr i8, i8* %uglygep201.3, i64 %lsr.iv.next.2
  %scevgep197198.3 = bitcast i8* %scevgep197.3 to i64*
  store i64 %.333.unpack120.us.6.3, i64* %scevgep197198.3, align 8
  %.6.i20118.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.3, i64 3, i32 3, i64 -1
  %uglygep30330.3 = bitcast i64* %uglygep3033031.3 to i8*
  %scevgep305.3 = getelementptr i8, i8* %uglygep30330.3, i64 %lsr.iv.next.2
  %94 = bitcast i8* %scevgep305.3 to i64*
  %.333.unpack.us.7.3 = load i64, i64* %94, align 8
  %scevgep306.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.3, i64 3, i32 3, i64 0
  %scevgep306307.3 = bitcast i64* %scevgep306.3 to i8*
  %uglygep308.3 = getelementptr i8, i8* %scevgep306307.3, i64 %lsr.iv.next.2
  %uglygep308309.3 = bitcast i8* %uglygep308.3 to i64*
  %.333.unpack120.us.7.3 = load i64, i64* %uglygep308309.3, align 8
  %.6.i16122.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.3, i64 3, i32 3, i64 0
  %scevgep315316.3 = bitcast i64* %scevgep315.3 to i8*
  %uglygep317.3 = getelementptr i8, i8* %scevgep315316.3, i64 %lsr.iv193
  %scevgep31832.3 = getelementptr i8, i8* %uglygep317.3, i64 -8
  %scevgep320.3 = getelementptr i8, i8* %scevgep31832.3, i64 %lsr.iv.next.2
  %95 = bitcast i8* %scevgep320.3 to i64*
  store i64 %.333.unpack.us.7.3, i64* %95, align 8
  %scevgep313.3 = getelementptr i8, i8* %uglygep317.3, i64 %lsr.iv.next.2
  %scevgep313314.3 = bitcast i8* %scevgep313.3 to i64*
  store i64 %.333.unpack120.us.7.3, i64* %scevgep313314.3, align 8
  %lsr.iv.next.3 = or i64 %lsr.iv, 512
  %.6.i20118.us.493 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.493, i64 0, i32 3, i64 0
  %uglygep33811.4 = bitcast i64* %uglygep3381112.4 to i8*
  %scevgep340.4 = getelementptr i8, i8* %uglygep33811.4, i64 %lsr.iv.next.3
  %96 = bitcast i8* %scevgep340.4 to i64*
  %.333.unpack.us.494 = load i64, i64* %96, align 8
  %scevgep332.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.493, i64 0, i32 3, i64 1
  %scevgep332333.4 = bitcast i64* %scevgep332.4 to i8*
  %uglygep334.4 = getelementptr i8, i8* %scevgep332333.4, i64 %lsr.iv.next.3
  %uglygep334335.4 = bitcast i8* %uglygep334.4 to i64*
  %.333.unpack120.us.495 = load i64, i64* %uglygep334335.4, align 8
  %.6.i16122.us.496 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.496, i64 0, i32 3, i64 1
  %scevgep326327.4 = bitcast i64* %scevgep326.4 to i8*
  %uglygep328.4 = getelementptr i8, i8* %scevgep326327.4, i64 %lsr.iv193
  %scevgep32913.4 = getelementptr i8, i8* %uglygep328.4, i64 -8
  %scevgep331.4 = getelementptr i8, i8* %scevgep32913.4, i64 %lsr.iv.next.3
  %97 = bitcast i8* %scevgep331.4 to i64*
  store i64 %.333.unpack.us.494, i64* %97, align 8
  %scevgep324.4 = getelementptr i8, i8* %uglygep328.4, i64 %lsr.iv.next.3
  %scevgep324325.4 = bitcast i8* %scevgep324.4 to i64*
  store i64 %.333.unpack120.us.495, i64* %scevgep324325.4, align 8
  %.6.i20118.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.4, i64 1, i32 1
  %uglygep2831415.4 = getelementptr i64, i64* %scevgep281.4, i64 -1
  %uglygep28314.4 = bitcast i64* %uglygep2831415.4 to i8*
  %scevgep285.4 = getelementptr i8, i8* %uglygep28314.4, i64 %lsr.iv.next.3
  %98 = bitcast i8* %scevgep285.4 to i64*
  %.333.unpack.us.1.4 = load i64, i64* %98, align 8
  %scevgep286287.4 = bitcast i64* %scevgep281.4 to i8*
  %uglygep288.4 = getelementptr i8, i8* %scevgep286287.4, i64 %lsr.iv.next.3
  %uglygep288289.4 = bitcast i8* %uglygep288.4 to i64*
  %.333.unpack120.us.1.4 = load i64, i64* %uglygep288289.4, align 8
  %.6.i16122.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.4, i64 1, i32 1
  %scevgep295296.4 = bitcast i64* %scevgep295.4 to i8*
  %uglygep297.4 = getelementptr i8, i8* %scevgep295296.4, i64 %lsr.iv193
  %scevgep29816.4 = getelementptr i8, i8* %uglygep297.4, i64 -8
  %scevgep300.4 = getelementptr i8, i8* %scevgep29816.4, i64 %lsr.iv.next.3
  %99 = bitcast i8* %scevgep300.4 to i64*
  store i64 %.333.unpack.us.1.4, i64* %99, align 8
  %scevgep293.4 = getelementptr i8, i8* %uglygep297.4, i64 %lsr.iv.next.3
  %scevgep293294.4 = bitcast i8* %scevgep293.4 to i64*
  store i64 %.333.unpack120.us.1.4, i64* %scevgep293294.4, align 8
  %.6.i20118.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.4, i64 1, i32 3, i64 -1
  %uglygep26317.4 = bitcast i64* %uglygep2631718.4 to i8*
  %scevgep265.4 = getelementptr i8, i8* %uglygep26317.4, i64 %lsr.iv.next.3
  %100 = bitcast i8* %scevgep265.4 to i64*
  %.333.unpack.us.2.4 = load i64, i64* %100, align 8
  %scevgep266.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.4, i64 1, i32 3, i64 0
  %scevgep266267.4 = bitcast i64* %scevgep266.4 to i8*
  %uglygep268.4 = getelementptr i8, i8* %scevgep266267.4, i64 %lsr.iv.next.3
  %uglygep268269.4 = bitcast i8* %uglygep268.4 to i64*
  %.333.unpack120.us.2.4 = load i64, i64* %uglygep268269.4, align 8
  %.6.i16122.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.4, i64 1, i32 3, i64 0
  %scevgep275276.4 = bitcast i64* %scevgep275.4 to i8*
  %uglygep277.4 = getelementptr i8, i8* %scevgep275276.4, i64 %lsr.iv193
  %scevgep27819.4 = getelementptr i8, i8* %uglygep277.4, i64 -8
  %scevgep280.4 = getelementptr i8, i8* %scevgep27819.4, i64 %lsr.iv.next.3
  %101 = bitcast i8* %scevgep280.4 to i64*
  store i64 %.333.unpack.us.2.4, i64* %101, align 8
  %scevgep273.4 = getelementptr i8, i8* %uglygep277.4, i64 %lsr.iv.next.3
  %scevgep273274.4 = bitcast i8* %scevgep273.4 to i64*
  store i64 %.333.unpack120.us.2.4, i64* %scevgep273274.4, align 8
  %.6.i20118.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.4, i64 1, i32 3, i64 1
  %102 = bitcast i64* %uglygep24320.4 to i8*
  %scevgep245.4 = getelementptr i8, i8* %102, i64 %lsr.iv.next.3
  %103 = bitcast i8* %scevgep245.4 to i64*
  %.333.unpack.us.3.4 = load i64, i64* %103, align 8
  %scevgep246.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.4, i64 2
  %scevgep246247.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.4 to i8*
  %uglygep248.4 = getelementptr i8, i8* %scevgep246247.4, i64 %lsr.iv.next.3
  %uglygep248249.4 = bitcast i8* %uglygep248.4 to i64*
  %.333.unpack120.us.3.4 = load i64, i64* %uglygep248249.4, align 8
  %.6.i16122.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.4, i64 2
  %scevgep255256.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.4 to i8*
  %uglygep257.4 = getelementptr i8, i8* %scevgep255256.4, i64 %lsr.iv193
  %scevgep25821.4 = getelementptr i8, i8* %uglygep257.4, i64 -8
  %scevgep260.4 = getelementptr i8, i8* %scevgep25821.4, i64 %lsr.iv.next.3
  %104 = bitcast i8* %scevgep260.4 to i64*
  store i64 %.333.unpack.us.3.4, i64* %104, align 8
  %scevgep253.4 = getelementptr i8, i8* %uglygep257.4, i64 %lsr.iv.next.3
  %scevgep253254.4 = bitcast i8* %scevgep253.4 to i64*
  store i64 %.333.unpack120.us.3.4, i64* %scevgep253254.4, align 8
  %.6.i20118.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.4, i64 2, i32 2
  %scevgep22622.4 = getelementptr i8, i8* %scevgep225.4, i64 -8
  %scevgep228.4 = getelementptr i8, i8* %scevgep22622.4, i64 %lsr.iv.next.3
  %105 = bitcast i8* %scevgep228.4 to i64*
  %.333.unpack.us.4.4 = load i64, i64* %105, align 8
  %scevgep230.4 = getelementptr i8, i8* %scevgep225.4, i64 %lsr.iv.next.3
  %scevgep230231.4 = bitcast i8* %scevgep230.4 to i64*
  %.333.unpack120.us.4.4 = load i64, i64* %scevgep230231.4, align 8
  %.6.i16122.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.4, i64 2, i32 2
  %scevgep237.4 = getelementptr i8, i8* %scevgep236.4, i64 %lsr.iv193
  %scevgep23823.4 = getelementptr i8, i8* %scevgep237.4, i64 -8
  %scevgep240.4 = getelementptr i8, i8* %scevgep23823.4, i64 %lsr.iv.next.3
  %106 = bitcast i8* %scevgep240.4 to i64*
  store i64 %.333.unpack.us.4.4, i64* %106, align 8
  %scevgep234.4 = getelementptr i8, i8* %scevgep237.4, i64 %lsr.iv.next.3
  %scevgep234235.4 = bitcast i8* %scevgep234.4 to i64*
  store i64 %.333.unpack120.us.4.4, i64* %scevgep234235.4, align 8
  %.6.i20118.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.4, i64 2, i32 3, i64 0
  %uglygep20724.4 = bitcast i64* %uglygep2072425.4 to i8*
  %scevgep209.4 = getelementptr i8, i8* %uglygep20724.4, i64 %lsr.iv.next.3
  %107 = bitcast i8* %scevgep209.4 to i64*
  %.333.unpack.us.5.4 = load i64, i64* %107, align 8
  %scevgep210.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.4, i64 2, i32 3, i64 1
  %scevgep210211.4 = bitcast i64* %scevgep210.4 to i8*
  %uglygep212.4 = getelementptr i8, i8* %scevgep210211.4, i64 %lsr.iv.next.3
  %uglygep212213.4 = bitcast i8* %uglygep212.4 to i64*
  %.333.unpack120.us.5.4 = load i64, i64* %uglygep212213.4, align 8
  %.6.i16122.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.4, i64 2, i32 3, i64 1
  %scevgep219220.4 = bitcast i64* %scevgep219.4 to i8*
  %uglygep221.4 = getelementptr i8, i8* %scevgep219220.4, i64 %lsr.iv193
  %scevgep22226.4 = getelementptr i8, i8* %uglygep221.4, i64 -8
  %scevgep224.4 = getelementptr i8, i8* %scevgep22226.4, i64 %lsr.iv.next.3
  %108 = bitcast i8* %scevgep224.4 to i64*
  store i64 %.333.unpack.us.5.4, i64* %108, align 8
  %scevgep217.4 = getelementptr i8, i8* %uglygep221.4, i64 %lsr.iv.next.3
  %scevgep217218.4 = bitcast i8* %scevgep217.4 to i64*
  store i64 %.333.unpack120.us.5.4, i64* %scevgep217218.4, align 8
  %.6.i20118.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.4, i64 3, i32 1
  %uglygep2728.4 = getelementptr i64, i64* %scevgep.4, i64 -1
  %uglygep27.4 = bitcast i64* %uglygep2728.4 to i8*
  %scevgep187.4 = getelementptr i8, i8* %uglygep27.4, i64 %lsr.iv.next.3
  %109 = bitcast i8* %scevgep187.4 to i64*
  %.333.unpack.us.6.4 = load i64, i64* %109, align 8
  %scevgep188189.4 = bitcast i64* %scevgep.4 to i8*
  %uglygep190.4 = getelementptr i8, i8* %scevgep188189.4, i64 %lsr.iv.next.3
  %uglygep190191.4 = bitcast i8* %uglygep190.4 to i64*
  %.333.unpack120.us.6.4 = load i64, i64* %uglygep190191.4, align 8
  %.6.i16122.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.4, i64 3, i32 1
  %scevgep199200.4 = bitcast i64* %scevgep199.4 to i8*
  %uglygep201.4 = getelementptr i8, i8* %scevgep199200.4, i64 %lsr.iv193
  %scevgep20229.4 = getelementptr i8, i8* %uglygep201.4, i64 -8
  %scevgep204.4 = getelementptr i8, i8* %scevgep20229.4, i64 %lsr.iv.next.3
  %110 = bitcast i8* %scevgep204.4 to i64*
  store i64 %.333.unpack.us.6.4, i64* %110, align 8
  %scevgep197.4 = getelementptr i8, i8* %uglygep201.4, i64 %lsr.iv.next.3
  %scevgep197198.4 = bitcast i8* %scevgep197.4 to i64*
  store i64 %.333.unpack120.us.6.4, i64* %scevgep197198.4, align 8
  %.6.i20118.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.4, i64 3, i32 3, i64 -1
  %uglygep30330.4 = bitcast i64* %uglygep3033031.4 to i8*
  %scevgep305.4 = getelementptr i8, i8* %uglygep30330.4, i64 %lsr.iv.next.3
  %111 = bitcast i8* %scevgep305.4 to i64*
  %.333.unpack.us.7.4 = load i64, i64* %111, align 8
  %scevgep306.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.4, i64 3, i32 3, i64 0
  %scevgep306307.4 = bitcast i64* %scevgep306.4 to i8*
  %uglygep308.4 = getelementptr i8, i8* %scevgep306307.4, i64 %lsr.iv.next.3
  %uglygep308309.4 = bitcast i8* %uglygep308.4 to i64*
  %.333.unpack120.us.7.4 = load i64, i64* %uglygep308309.4, align 8
  %.6.i16122.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.4, i64 3, i32 3, i64 0
  %scevgep315316.4 = bitcast i64* %scevgep315.4 to i8*
  %uglygep317.4 = getelementptr i8, i8* %scevgep315316.4, i64 %lsr.iv193
  %scevgep31832.4 = getelementptr i8, i8* %uglygep317.4, i64 -8
  %scevgep320.4 = getelementptr i8, i8* %scevgep31832.4, i64 %lsr.iv.next.3
  %112 = bitcast i8* %scevgep320.4 to i64*
  store i64 %.333.unpack.us.7.4, i64* %112, align 8
  %scevgep313.4 = getelementptr i8, i8* %uglygep317.4, i64 %lsr.iv.next.3
  %scevgep313314.4 = bitcast i8* %scevgep313.4 to i64*
  store i64 %.333.unpack120.us.7.4, i64* %scevgep313314.4, align 8
  %lsr.iv.next.4 = or i64 %lsr.iv, 640
  %.6.i20118.us.597 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.597, i64 0, i32 3, i64 0
  %uglygep33811.5 = bitcast i64* %uglygep3381112.5 to i8*
  %scevgep340.5 = getelementptr i8, i8* %uglygep33811.5, i64 %lsr.iv.next.4
  %113 = bitcast i8* %scevgep340.5 to i64*
  %.333.unpack.us.598 = load i64, i64* %113, align 8
  %scevgep332.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.597, i64 0, i32 3, i64 1
  %scevgep332333.5 = bitcast i64* %scevgep332.5 to i8*
  %uglygep334.5 = getelementptr i8, i8* %scevgep332333.5, i64 %lsr.iv.next.4
  %uglygep334335.5 = bitcast i8* %uglygep334.5 to i64*
  %.333.unpack120.us.599 = load i64, i64* %uglygep334335.5, align 8
  %.6.i16122.us.5100 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5100, i64 0, i32 3, i64 1
  %scevgep326327.5 = bitcast i64* %scevgep326.5 to i8*
  %uglygep328.5 = getelementptr i8, i8* %scevgep326327.5, i64 %lsr.iv193
  %scevgep32913.5 = getelementptr i8, i8* %uglygep328.5, i64 -8
  %scevgep331.5 = getelementptr i8, i8* %scevgep32913.5, i64 %lsr.iv.next.4
  %114 = bitcast i8* %scevgep331.5 to i64*
  store i64 %.333.unpack.us.598, i64* %114, align 8
  %scevgep324.5 = getelementptr i8, i8* %uglygep328.5, i64 %lsr.iv.next.4
  %scevgep324325.5 = bitcast i8* %scevgep324.5 to i64*
  store i64 %.333.unpack120.us.599, i64* %scevgep324325.5, align 8
  %.6.i20118.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.5, i64 1, i32 1
  %uglygep2831415.5 = getelementptr i64, i64* %scevgep281.5, i64 -1
  %uglygep28314.5 = bitcast i64* %uglygep2831415.5 to i8*
  %scevgep285.5 = getelementptr i8, i8* %uglygep28314.5, i64 %lsr.iv.next.4
  %115 = bitcast i8* %scevgep285.5 to i64*
  %.333.unpack.us.1.5 = load i64, i64* %115, align 8
  %scevgep286287.5 = bitcast i64* %scevgep281.5 to i8*
  %uglygep288.5 = getelementptr i8, i8* %scevgep286287.5, i64 %lsr.iv.next.4
  %uglygep288289.5 = bitcast i8* %uglygep288.5 to i64*
  %.333.unpack120.us.1.5 = load i64, i64* %uglygep288289.5, align 8
  %.6.i16122.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.5, i64 1, i32 1
  %scevgep295296.5 = bitcast i64* %scevgep295.5 to i8*
  %uglygep297.5 = getelementptr i8, i8* %scevgep295296.5, i64 %lsr.iv193
  %scevgep29816.5 = getelementptr i8, i8* %uglygep297.5, i64 -8
  %scevgep300.5 = getelementptr i8, i8* %scevgep29816.5, i64 %lsr.iv.next.4
  %116 = bitcast i8* %scevgep300.5 to i64*
  store i64 %.333.unpack.us.1.5, i64* %116, align 8
  %scevgep293.5 = getelementptr i8, i8* %uglygep297.5, i64 %lsr.iv.next.4
  %scevgep293294.5 = bitcast i8* %scevgep293.5 to i64*
  store i64 %.333.unpack120.us.1.5, i64* %scevgep293294.5, align 8
  %.6.i20118.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.5, i64 1, i32 3, i64 -1
  %uglygep26317.5 = bitcast i64* %uglygep2631718.5 to i8*
  %scevgep265.5 = getelementptr i8, i8* %uglygep26317.5, i64 %lsr.iv.next.4
  %117 = bitcast i8* %scevgep265.5 to i64*
  %.333.unpack.us.2.5 = load i64, i64* %117, align 8
  %scevgep266.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.5, i64 1, i32 3, i64 0
  %scevgep266267.5 = bitcast i64* %scevgep266.5 to i8*
  %uglygep268.5 = getelementptr i8, i8* %scevgep266267.5, i64 %lsr.iv.next.4
  %uglygep268269.5 = bitcast i8* %uglygep268.5 to i64*
  %.333.unpack120.us.2.5 = load i64, i64* %uglygep268269.5, align 8
  %.6.i16122.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.5, i64 1, i32 3, i64 0
  %scevgep275276.5 = bitcast i64* %scevgep275.5 to i8*
  %uglygep277.5 = getelementptr i8, i8* %scevgep275276.5, i64 %lsr.iv193
  %scevgep27819.5 = getelementptr i8, i8* %uglygep277.5, i64 -8
  %scevgep280.5 = getelementptr i8, i8* %scevgep27819.5, i64 %lsr.iv.next.4
  %118 = bitcast i8* %scevgep280.5 to i64*
  store i64 %.333.unpack.us.2.5, i64* %118, align 8
  %scevgep273.5 = getelementptr i8, i8* %uglygep277.5, i64 %lsr.iv.next.4
  %scevgep273274.5 = bitcast i8* %scevgep273.5 to i64*
  store i64 %.333.unpack120.us.2.5, i64* %scevgep273274.5, align 8
  %.6.i20118.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.5, i64 1, i32 3, i64 1
  %119 = bitcast i64* %uglygep24320.5 to i8*
  %scevgep245.5 = getelementptr i8, i8* %119, i64 %lsr.iv.next.4
  %120 = bitcast i8* %scevgep245.5 to i64*
  %.333.unpack.us.3.5 = load i64, i64* %120, align 8
  %scevgep246.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.5, i64 2
  %scevgep246247.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.5 to i8*
  %uglygep248.5 = getelementptr i8, i8* %scevgep246247.5, i64 %lsr.iv.next.4
  %uglygep248249.5 = bitcast i8* %uglygep248.5 to i64*
  %.333.unpack120.us.3.5 = load i64, i64* %uglygep248249.5, align 8
  %.6.i16122.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.5, i64 2
  %scevgep255256.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.5 to i8*
  %uglygep257.5 = getelementptr i8, i8* %scevgep255256.5, i64 %lsr.iv193
  %scevgep25821.5 = getelementptr i8, i8* %uglygep257.5, i64 -8
  %scevgep260.5 = getelementptr i8, i8* %scevgep25821.5, i64 %lsr.iv.next.4
  %121 = bitcast i8* %scevgep260.5 to i64*
  store i64 %.333.unpack.us.3.5, i64* %121, align 8
  %scevgep253.5 = getelementptr i8, i8* %uglygep257.5, i64 %lsr.iv.next.4
  %scevgep253254.5 = bitcast i8* %scevgep253.5 to i64*
  store i64 %.333.unpack120.us.3.5, i64* %scevgep253254.5, align 8
  %.6.i20118.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.5, i64 2, i32 2
  %scevgep22622.5 = getelementptr i8, i8* %scevgep225.5, i64 -8
  %scevgep228.5 = getelementptr i8, i8* %scevgep22622.5, i64 %lsr.iv.next.4
  %122 = bitcast i8* %scevgep228.5 to i64*
  %.333.unpack.us.4.5 = load i64, i64* %122, align 8
  %scevgep230.5 = getelementptr i8, i8* %scevgep225.5, i64 %lsr.iv.next.4
  %scevgep230231.5 = bitcast i8* %scevgep230.5 to i64*
  %.333.unpack120.us.4.5 = load i64, i64* %scevgep230231.5, align 8
  %.6.i16122.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.5, i64 2, i32 2
  %scevgep237.5 = getelementptr i8, i8* %scevgep236.5, i64 %lsr.iv193
  %scevgep23823.5 = getelementptr i8, i8* %scevgep237.5, i64 -8
  %scevgep240.5 = getelementptr i8, i8* %scevgep23823.5, i64 %lsr.iv.next.4
  %123 = bitcast i8* %scevgep240.5 to i64*
  store i64 %.333.unpack.us.4.5, i64* %123, align 8
  %scevgep234.5 = getelementptr i8, i8* %scevgep237.5, i64 %lsr.iv.next.4
  %scevgep234235.5 = bitcast i8* %scevgep234.5 to i64*
  store i64 %.333.unpack120.us.4.5, i64* %scevgep234235.5, align 8
  %.6.i20118.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.5, i64 2, i32 3, i64 0
  %uglygep20724.5 = bitcast i64* %uglygep2072425.5 to i8*
  %scevgep209.5 = getelementptr i8, i8* %uglygep20724.5, i64 %lsr.iv.next.4
  %124 = bitcast i8* %scevgep209.5 to i64*
  %.333.unpack.us.5.5 = load i64, i64* %124, align 8
  %scevgep210.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.5, i64 2, i32 3, i64 1
  %scevgep210211.5 = bitcast i64* %scevgep210.5 to i8*
  %uglygep212.5 = getelementptr i8, i8* %scevgep210211.5, i64 %lsr.iv.next.4
  %uglygep212213.5 = bitcast i8* %uglygep212.5 to i64*
  %.333.unpack120.us.5.5 = load i64, i64* %uglygep212213.5, align 8
  %.6.i16122.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.5, i64 2, i32 3, i64 1
  %scevgep219220.5 = bitcast i64* %scevgep219.5 to i8*
  %uglygep221.5 = getelementptr i8, i8* %scevgep219220.5, i64 %lsr.iv193
  %scevgep22226.5 = getelementptr i8, i8* %uglygep221.5, i64 -8
  %scevgep224.5 = getelementptr i8, i8* %scevgep22226.5, i64 %lsr.iv.next.4
  %125 = bitcast i8* %scevgep224.5 to i64*
  store i64 %.333.unpack.us.5.5, i64* %125, align 8
  %scevgep217.5 = getelementptr i8, i8* %uglygep221.5, i64 %lsr.iv.next.4
  %scevgep217218.5 = bitcast i8* %scevgep217.5 to i64*
  store i64 %.333.unpack120.us.5.5, i64* %scevgep217218.5, align 8
  %.6.i20118.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.5, i64 3, i32 1
  %uglygep2728.5 = getelementptr i64, i64* %scevgep.5, i64 -1
  %uglygep27.5 = bitcast i64* %uglygep2728.5 to i8*
  %scevgep187.5 = getelementptr i8, i8* %uglygep27.5, i64 %lsr.iv.next.4
  %126 = bitcast i8* %scevgep187.5 to i64*
  %.333.unpack.us.6.5 = load i64, i64* %126, align 8
  %scevgep188189.5 = bitcast i64* %scevgep.5 to i8*
  %uglygep190.5 = getelementptr i8, i8* %scevgep188189.5, i64 %lsr.iv.next.4
  %uglygep190191.5 = bitcast i8* %uglygep190.5 to i64*
  %.333.unpack120.us.6.5 = load i64, i64* %uglygep190191.5, align 8
  %.6.i16122.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.5, i64 3, i32 1
  %scevgep199200.5 = bitcast i64* %scevgep199.5 to i8*
  %uglygep201.5 = getelementptr i8, i8* %scevgep199200.5, i64 %lsr.iv193
  %scevgep20229.5 = getelementptr i8, i8* %uglygep201.5, i64 -8
  %scevgep204.5 = getelementptr i8, i8* %scevgep20229.5, i64 %lsr.iv.next.4
  %127 = bitcast i8* %scevgep204.5 to i64*
  store i64 %.333.unpack.us.6.5, i64* %127, align 8
  %scevgep197.5 = getelementptr i8, i8* %uglygep201.5, i64 %lsr.iv.next.4
  %scevgep197198.5 = bitcast i8* %scevgep197.5 to i64*
  store i64 %.333.unpack120.us.6.5, i64* %scevgep197198.5, align 8
  %.6.i20118.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.5, i64 3, i32 3, i64 -1
  %uglygep30330.5 = bitcast i64* %uglygep3033031.5 to i8*
  %scevgep305.5 = getelementptr i8, i8* %uglygep30330.5, i64 %lsr.iv.next.4
  %128 = bitcast i8* %scevgep305.5 to i64*
  %.333.unpack.us.7.5 = load i64, i64* %128, align 8
  %scevgep306.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.5, i64 3, i32 3, i64 0
  %scevgep306307.5 = bitcast i64* %scevgep306.5 to i8*
  %uglygep308.5 = getelementptr i8, i8* %scevgep306307.5, i64 %lsr.iv.next.4
  %uglygep308309.5 = bitcast i8* %uglygep308.5 to i64*
  %.333.unpack120.us.7.5 = load i64, i64* %uglygep308309.5, align 8
  %.6.i16122.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.5, i64 3, i32 3, i64 0
  %scevgep315316.5 = bitcast i64* %scevgep315.5 to i8*
  %uglygep317.5 = getelementptr i8, i8* %scevgep315316.5, i64 %lsr.iv193
  %scevgep31832.5 = getelementptr i8, i8* %uglygep317.5, i64 -8
  %scevgep320.5 = getelementptr i8, i8* %scevgep31832.5, i64 %lsr.iv.next.4
  %129 = bitcast i8* %scevgep320.5 to i64*
  store i64 %.333.unpack.us.7.5, i64* %129, align 8
  %scevgep313.5 = getelementptr i8, i8* %uglygep317.5, i64 %lsr.iv.next.4
  %scevgep313314.5 = bitcast i8* %scevgep313.5 to i64*
  store i64 %.333.unpack120.us.7.5, i64* %scevgep313314.5, align 8
  %lsr.iv.next.5 = or i64 %lsr.iv, 768
  %.6.i20118.us.6101 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6101, i64 0, i32 3, i64 0
  %uglygep33811.6 = bitcast i64* %uglygep3381112.6 to i8*
  %scevgep340.6 = getelementptr i8, i8* %uglygep33811.6, i64 %lsr.iv.next.5
  %130 = bitcast i8* %scevgep340.6 to i64*
  %.333.unpack.us.6102 = load i64, i64* %130, align 8
  %scevgep332.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6101, i64 0, i32 3, i64 1
  %scevgep332333.6 = bitcast i64* %scevgep332.6 to i8*
  %uglygep334.6 = getelementptr i8, i8* %scevgep332333.6, i64 %lsr.iv.next.5
  %uglygep334335.6 = bitcast i8* %uglygep334.6 to i64*
  %.333.unpack120.us.6103 = load i64, i64* %uglygep334335.6, align 8
  %.6.i16122.us.6104 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6104, i64 0, i32 3, i64 1
  %scevgep326327.6 = bitcast i64* %scevgep326.6 to i8*
  %uglygep328.6 = getelementptr i8, i8* %scevgep326327.6, i64 %lsr.iv193
  %scevgep32913.6 = getelementptr i8, i8* %uglygep328.6, i64 -8
  %scevgep331.6 = getelementptr i8, i8* %scevgep32913.6, i64 %lsr.iv.next.5
  %131 = bitcast i8* %scevgep331.6 to i64*
  store i64 %.333.unpack.us.6102, i64* %131, align 8
  %scevgep324.6 = getelementptr i8, i8* %uglygep328.6, i64 %lsr.iv.next.5
  %scevgep324325.6 = bitcast i8* %scevgep324.6 to i64*
  store i64 %.333.unpack120.us.6103, i64* %scevgep324325.6, align 8
  %.6.i20118.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.6, i64 1, i32 1
  %uglygep2831415.6 = getelementptr i64, i64* %scevgep281.6, i64 -1
  %uglygep28314.6 = bitcast i64* %uglygep2831415.6 to i8*
  %scevgep285.6 = getelementptr i8, i8* %uglygep28314.6, i64 %lsr.iv.next.5
  %132 = bitcast i8* %scevgep285.6 to i64*
  %.333.unpack.us.1.6 = load i64, i64* %132, align 8
  %scevgep286287.6 = bitcast i64* %scevgep281.6 to i8*
  %uglygep288.6 = getelementptr i8, i8* %scevgep286287.6, i64 %lsr.iv.next.5
  %uglygep288289.6 = bitcast i8* %uglygep288.6 to i64*
  %.333.unpack120.us.1.6 = load i64, i64* %uglygep288289.6, align 8
  %.6.i16122.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.6, i64 1, i32 1
  %scevgep295296.6 = bitcast i64* %scevgep295.6 to i8*
  %uglygep297.6 = getelementptr i8, i8* %scevgep295296.6, i64 %lsr.iv193
  %scevgep29816.6 = getelementptr i8, i8* %uglygep297.6, i64 -8
  %scevgep300.6 = getelementptr i8, i8* %scevgep29816.6, i64 %lsr.iv.next.5
  %133 = bitcast i8* %scevgep300.6 to i64*
  store i64 %.333.unpack.us.1.6, i64* %133, align 8
  %scevgep293.6 = getelementptr i8, i8* %uglygep297.6, i64 %lsr.iv.next.5
  %scevgep293294.6 = bitcast i8* %scevgep293.6 to i64*
  store i64 %.333.unpack120.us.1.6, i64* %scevgep293294.6, align 8
  %.6.i20118.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.6, i64 1, i32 3, i64 -1
  %uglygep26317.6 = bitcast i64* %uglygep2631718.6 to i8*
  %scevgep265.6 = getelementptr i8, i8* %uglygep26317.6, i64 %lsr.iv.next.5
  %134 = bitcast i8* %scevgep265.6 to i64*
  %.333.unpack.us.2.6 = load i64, i64* %134, align 8
  %scevgep266.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.6, i64 1, i32 3, i64 0
  %scevgep266267.6 = bitcast i64* %scevgep266.6 to i8*
  %uglygep268.6 = getelementptr i8, i8* %scevgep266267.6, i64 %lsr.iv.next.5
  %uglygep268269.6 = bitcast i8* %uglygep268.6 to i64*
  %.333.unpack120.us.2.6 = load i64, i64* %uglygep268269.6, align 8
  %.6.i16122.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.6, i64 1, i32 3, i64 0
  %scevgep275276.6 = bitcast i64* %scevgep275.6 to i8*
  %uglygep277.6 = getelementptr i8, i8* %scevgep275276.6, i64 %lsr.iv193
  %scevgep27819.6 = getelementptr i8, i8* %uglygep277.6, i64 -8
  %scevgep280.6 = getelementptr i8, i8* %scevgep27819.6, i64 %lsr.iv.next.5
  %135 = bitcast i8* %scevgep280.6 to i64*
  store i64 %.333.unpack.us.2.6, i64* %135, align 8
  %scevgep273.6 = getelementptr i8, i8* %uglygep277.6, i64 %lsr.iv.next.5
  %scevgep273274.6 = bitcast i8* %scevgep273.6 to i64*
  store i64 %.333.unpack120.us.2.6, i64* %scevgep273274.6, align 8
  %.6.i20118.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.6, i64 1, i32 3, i64 1
  %136 = bitcast i64* %uglygep24320.6 to i8*
  %scevgep245.6 = getelementptr i8, i8* %136, i64 %lsr.iv.next.5
  %137 = bitcast i8* %scevgep245.6 to i64*
  %.333.unpack.us.3.6 = load i64, i64* %137, align 8
  %scevgep246.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.6, i64 2
  %scevgep246247.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.6 to i8*
  %uglygep248.6 = getelementptr i8, i8* %scevgep246247.6, i64 %lsr.iv.next.5
  %uglygep248249.6 = bitcast i8* %uglygep248.6 to i64*
  %.333.unpack120.us.3.6 = load i64, i64* %uglygep248249.6, align 8
  %.6.i16122.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.6, i64 2
  %scevgep255256.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.6 to i8*
  %uglygep257.6 = getelementptr i8, i8* %scevgep255256.6, i64 %lsr.iv193
  %scevgep25821.6 = getelementptr i8, i8* %uglygep257.6, i64 -8
  %scevgep260.6 = getelementptr i8, i8* %scevgep25821.6, i64 %lsr.iv.next.5
  %138 = bitcast i8* %scevgep260.6 to i64*
  store i64 %.333.unpack.us.3.6, i64* %138, align 8
  %scevgep253.6 = getelementptr i8, i8* %uglygep257.6, i64 %lsr.iv.next.5
  %scevgep253254.6 = bitcast i8* %scevgep253.6 to i64*
  store i64 %.333.unpack120.us.3.6, i64* %scevgep253254.6, align 8
  %.6.i20118.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.6, i64 2, i32 2
  %scevgep22622.6 = getelementptr i8, i8* %scevgep225.6, i64 -8
  %scevgep228.6 = getelementptr i8, i8* %scevgep22622.6, i64 %lsr.iv.next.5
  %139 = bitcast i8* %scevgep228.6 to i64*
  %.333.unpack.us.4.6 = load i64, i64* %139, align 8
  %scevgep230.6 = getelementptr i8, i8* %scevgep225.6, i64 %lsr.iv.next.5
  %scevgep230231.6 = bitcast i8* %scevgep230.6 to i64*
  %.333.unpack120.us.4.6 = load i64, i64* %scevgep230231.6, align 8
  %.6.i16122.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.6, i64 2, i32 2
  %scevgep237.6 = getelementptr i8, i8* %scevgep236.6, i64 %lsr.iv193
  %scevgep23823.6 = getelementptr i8, i8* %scevgep237.6, i64 -8
  %scevgep240.6 = getelementptr i8, i8* %scevgep23823.6, i64 %lsr.iv.next.5
  %140 = bitcast i8* %scevgep240.6 to i64*
  store i64 %.333.unpack.us.4.6, i64* %140, align 8
  %scevgep234.6 = getelementptr i8, i8* %scevgep237.6, i64 %lsr.iv.next.5
  %scevgep234235.6 = bitcast i8* %scevgep234.6 to i64*
  store i64 %.333.unpack120.us.4.6, i64* %scevgep234235.6, align 8
  %.6.i20118.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.6, i64 2, i32 3, i64 0
  %uglygep20724.6 = bitcast i64* %uglygep2072425.6 to i8*
  %scevgep209.6 = getelementptr i8, i8* %uglygep20724.6, i64 %lsr.iv.next.5
  %141 = bitcast i8* %scevgep209.6 to i64*
  %.333.unpack.us.5.6 = load i64, i64* %141, align 8
  %scevgep210.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.6, i64 2, i32 3, i64 1
  %scevgep210211.6 = bitcast i64* %scevgep210.6 to i8*
  %uglygep212.6 = getelementptr i8, i8* %scevgep210211.6, i64 %lsr.iv.next.5
  %uglygep212213.6 = bitcast i8* %uglygep212.6 to i64*
  %.333.unpack120.us.5.6 = load i64, i64* %uglygep212213.6, align 8
  %.6.i16122.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.6, i64 2, i32 3, i64 1
  %scevgep219220.6 = bitcast i64* %scevgep219.6 to i8*
  %uglygep221.6 = getelementptr i8, i8* %scevgep219220.6, i64 %lsr.iv193
  %scevgep22226.6 = getelementptr i8, i8* %uglygep221.6, i64 -8
  %scevgep224.6 = getelementptr i8, i8* %scevgep22226.6, i64 %lsr.iv.next.5
  %142 = bitcast i8* %scevgep224.6 to i64*
  store i64 %.333.unpack.us.5.6, i64* %142, align 8
  %scevgep217.6 = getelementptr i8, i8* %uglygep221.6, i64 %lsr.iv.next.5
  %scevgep217218.6 = bitcast i8* %scevgep217.6 to i64*
  store i64 %.333.unpack120.us.5.6, i64* %scevgep217218.6, align 8
  %.6.i20118.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.6, i64 3, i32 1
  %uglygep2728.6 = getelementptr i64, i64* %scevgep.6, i64 -1
  %uglygep27.6 = bitcast i64* %uglygep2728.6 to i8*
  %scevgep187.6 = getelementptr i8, i8* %uglygep27.6, i64 %lsr.iv.next.5
  %143 = bitcast i8* %scevgep187.6 to i64*
  %.333.unpack.us.6.6 = load i64, i64* %143, align 8
  %scevgep188189.6 = bitcast i64* %scevgep.6 to i8*
  %uglygep190.6 = getelementptr i8, i8* %scevgep188189.6, i64 %lsr.iv.next.5
  %uglygep190191.6 = bitcast i8* %uglygep190.6 to i64*
  %.333.unpack120.us.6.6 = load i64, i64* %uglygep190191.6, align 8
  %.6.i16122.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.6, i64 3, i32 1
  %scevgep199200.6 = bitcast i64* %scevgep199.6 to i8*
  %uglygep201.6 = getelementptr i8, i8* %scevgep199200.6, i64 %lsr.iv193
  %scevgep20229.6 = getelementptr i8, i8* %uglygep201.6, i64 -8
  %scevgep204.6 = getelementptr i8, i8* %scevgep20229.6, i64 %lsr.iv.next.5
  %144 = bitcast i8* %scevgep204.6 to i64*
  store i64 %.333.unpack.us.6.6, i64* %144, align 8
  %scevgep197.6 = getelementptr i8, i8* %uglygep201.6, i64 %lsr.iv.next.5
  %scevgep197198.6 = bitcast i8* %scevgep197.6 to i64*
  store i64 %.333.unpack120.us.6.6, i64* %scevgep197198.6, align 8
  %.6.i20118.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.6, i64 3, i32 3, i64 -1
  %uglygep30330.6 = bitcast i64* %uglygep3033031.6 to i8*
  %scevgep305.6 = getelementptr i8, i8* %uglygep30330.6, i64 %lsr.iv.next.5
  %145 = bitcast i8* %scevgep305.6 to i64*
  %.333.unpack.us.7.6 = load i64, i64* %145, align 8
  %scevgep306.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.6, i64 3, i32 3, i64 0
  %scevgep306307.6 = bitcast i64* %scevgep306.6 to i8*
  %uglygep308.6 = getelementptr i8, i8* %scevgep306307.6, i64 %lsr.iv.next.5
  %uglygep308309.6 = bitcast i8* %uglygep308.6 to i64*
  %.333.unpack120.us.7.6 = load i64, i64* %uglygep308309.6, align 8
  %.6.i16122.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.6, i64 3, i32 3, i64 0
  %scevgep315316.6 = bitcast i64* %scevgep315.6 to i8*
  %uglygep317.6 = getelementptr i8, i8* %scevgep315316.6, i64 %lsr.iv193
  %scevgep31832.6 = getelementptr i8, i8* %uglygep317.6, i64 -8
  %scevgep320.6 = getelementptr i8, i8* %scevgep31832.6, i64 %lsr.iv.next.5
  %146 = bitcast i8* %scevgep320.6 to i64*
  store i64 %.333.unpack.us.7.6, i64* %146, align 8
  %scevgep313.6 = getelementptr i8, i8* %uglygep317.6, i64 %lsr.iv.next.5
  %scevgep313314.6 = bitcast i8* %scevgep313.6 to i64*
  store i64 %.333.unpack120.us.7.6, i64* %scevgep313314.6, align 8
  %lsr.iv.next.6 = or i64 %lsr.iv, 896
  %.6.i20118.us.7105 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3381112.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7105, i64 0, i32 3, i64 0
  %uglygep33811.7 = bitcast i64* %uglygep3381112.7 to i8*
  %scevgep340.7 = getelementptr i8, i8* %uglygep33811.7, i64 %lsr.iv.next.6
  %147 = bitcast i8* %scevgep340.7 to i64*
  %.333.unpack.us.7106 = load i64, i64* %147, align 8
  %scevgep332.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7105, i64 0, i32 3, i64 1
  %scevgep332333.7 = bitcast i64* %scevgep332.7 to i8*
  %uglygep334.7 = getelementptr i8, i8* %scevgep332333.7, i64 %lsr.iv.next.6
  %uglygep334335.7 = bitcast i8* %uglygep334.7 to i64*
  %.333.unpack120.us.7107 = load i64, i64* %uglygep334335.7, align 8
  %.6.i16122.us.7108 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep326.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7108, i64 0, i32 3, i64 1
  %scevgep326327.7 = bitcast i64* %scevgep326.7 to i8*
  %uglygep328.7 = getelementptr i8, i8* %scevgep326327.7, i64 %lsr.iv193
  %scevgep32913.7 = getelementptr i8, i8* %uglygep328.7, i64 -8
  %scevgep331.7 = getelementptr i8, i8* %scevgep32913.7, i64 %lsr.iv.next.6
  %148 = bitcast i8* %scevgep331.7 to i64*
  store i64 %.333.unpack.us.7106, i64* %148, align 8
  %scevgep324.7 = getelementptr i8, i8* %uglygep328.7, i64 %lsr.iv.next.6
  %scevgep324325.7 = bitcast i8* %scevgep324.7 to i64*
  store i64 %.333.unpack120.us.7107, i64* %scevgep324325.7, align 8
  %.6.i20118.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep281.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.7, i64 1, i32 1
  %uglygep2831415.7 = getelementptr i64, i64* %scevgep281.7, i64 -1
  %uglygep28314.7 = bitcast i64* %uglygep2831415.7 to i8*
  %scevgep285.7 = getelementptr i8, i8* %uglygep28314.7, i64 %lsr.iv.next.6
  %149 = bitcast i8* %scevgep285.7 to i64*
  %.333.unpack.us.1.7 = load i64, i64* %149, align 8
  %scevgep286287.7 = bitcast i64* %scevgep281.7 to i8*
  %uglygep288.7 = getelementptr i8, i8* %scevgep286287.7, i64 %lsr.iv.next.6
  %uglygep288289.7 = bitcast i8* %uglygep288.7 to i64*
  %.333.unpack120.us.1.7 = load i64, i64* %uglygep288289.7, align 8
  %.6.i16122.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep295.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.7, i64 1, i32 1
  %scevgep295296.7 = bitcast i64* %scevgep295.7 to i8*
  %uglygep297.7 = getelementptr i8, i8* %scevgep295296.7, i64 %lsr.iv193
  %scevgep29816.7 = getelementptr i8, i8* %uglygep297.7, i64 -8
  %scevgep300.7 = getelementptr i8, i8* %scevgep29816.7, i64 %lsr.iv.next.6
  %150 = bitcast i8* %scevgep300.7 to i64*
  store i64 %.333.unpack.us.1.7, i64* %150, align 8
  %scevgep293.7 = getelementptr i8, i8* %uglygep297.7, i64 %lsr.iv.next.6
  %scevgep293294.7 = bitcast i8* %scevgep293.7 to i64*
  store i64 %.333.unpack120.us.1.7, i64* %scevgep293294.7, align 8
  %.6.i20118.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2631718.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.7, i64 1, i32 3, i64 -1
  %uglygep26317.7 = bitcast i64* %uglygep2631718.7 to i8*
  %scevgep265.7 = getelementptr i8, i8* %uglygep26317.7, i64 %lsr.iv.next.6
  %151 = bitcast i8* %scevgep265.7 to i64*
  %.333.unpack.us.2.7 = load i64, i64* %151, align 8
  %scevgep266.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.7, i64 1, i32 3, i64 0
  %scevgep266267.7 = bitcast i64* %scevgep266.7 to i8*
  %uglygep268.7 = getelementptr i8, i8* %scevgep266267.7, i64 %lsr.iv.next.6
  %uglygep268269.7 = bitcast i8* %uglygep268.7 to i64*
  %.333.unpack120.us.2.7 = load i64, i64* %uglygep268269.7, align 8
  %.6.i16122.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep275.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.7, i64 1, i32 3, i64 0
  %scevgep275276.7 = bitcast i64* %scevgep275.7 to i8*
  %uglygep277.7 = getelementptr i8, i8* %scevgep275276.7, i64 %lsr.iv193
  %scevgep27819.7 = getelementptr i8, i8* %uglygep277.7, i64 -8
  %scevgep280.7 = getelementptr i8, i8* %scevgep27819.7, i64 %lsr.iv.next.6
  %152 = bitcast i8* %scevgep280.7 to i64*
  store i64 %.333.unpack.us.2.7, i64* %152, align 8
  %scevgep273.7 = getelementptr i8, i8* %uglygep277.7, i64 %lsr.iv.next.6
  %scevgep273274.7 = bitcast i8* %scevgep273.7 to i64*
  store i64 %.333.unpack120.us.2.7, i64* %scevgep273274.7, align 8
  %.6.i20118.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep24320.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.7, i64 1, i32 3, i64 1
  %153 = bitcast i64* %uglygep24320.7 to i8*
  %scevgep245.7 = getelementptr i8, i8* %153, i64 %lsr.iv.next.6
  %154 = bitcast i8* %scevgep245.7 to i64*
  %.333.unpack.us.3.7 = load i64, i64* %154, align 8
  %scevgep246.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.7, i64 2
  %scevgep246247.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep246.7 to i8*
  %uglygep248.7 = getelementptr i8, i8* %scevgep246247.7, i64 %lsr.iv.next.6
  %uglygep248249.7 = bitcast i8* %uglygep248.7 to i64*
  %.333.unpack120.us.3.7 = load i64, i64* %uglygep248249.7, align 8
  %.6.i16122.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep255.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.7, i64 2
  %scevgep255256.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.7 to i8*
  %uglygep257.7 = getelementptr i8, i8* %scevgep255256.7, i64 %lsr.iv193
  %scevgep25821.7 = getelementptr i8, i8* %uglygep257.7, i64 -8
  %scevgep260.7 = getelementptr i8, i8* %scevgep25821.7, i64 %lsr.iv.next.6
  %155 = bitcast i8* %scevgep260.7 to i64*
  store i64 %.333.unpack.us.3.7, i64* %155, align 8
  %scevgep253.7 = getelementptr i8, i8* %uglygep257.7, i64 %lsr.iv.next.6
  %scevgep253254.7 = bitcast i8* %scevgep253.7 to i64*
  store i64 %.333.unpack120.us.3.7, i64* %scevgep253254.7, align 8
  %.6.i20118.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep225.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.7, i64 2, i32 2
  %scevgep22622.7 = getelementptr i8, i8* %scevgep225.7, i64 -8
  %scevgep228.7 = getelementptr i8, i8* %scevgep22622.7, i64 %lsr.iv.next.6
  %156 = bitcast i8* %scevgep228.7 to i64*
  %.333.unpack.us.4.7 = load i64, i64* %156, align 8
  %scevgep230.7 = getelementptr i8, i8* %scevgep225.7, i64 %lsr.iv.next.6
  %scevgep230231.7 = bitcast i8* %scevgep230.7 to i64*
  %.333.unpack120.us.4.7 = load i64, i64* %scevgep230231.7, align 8
  %.6.i16122.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep236.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.7, i64 2, i32 2
  %scevgep237.7 = getelementptr i8, i8* %scevgep236.7, i64 %lsr.iv193
  %scevgep23823.7 = getelementptr i8, i8* %scevgep237.7, i64 -8
  %scevgep240.7 = getelementptr i8, i8* %scevgep23823.7, i64 %lsr.iv.next.6
  %157 = bitcast i8* %scevgep240.7 to i64*
  store i64 %.333.unpack.us.4.7, i64* %157, align 8
  %scevgep234.7 = getelementptr i8, i8* %scevgep237.7, i64 %lsr.iv.next.6
  %scevgep234235.7 = bitcast i8* %scevgep234.7 to i64*
  store i64 %.333.unpack120.us.4.7, i64* %scevgep234235.7, align 8
  %.6.i20118.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep2072425.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.7, i64 2, i32 3, i64 0
  %uglygep20724.7 = bitcast i64* %uglygep2072425.7 to i8*
  %scevgep209.7 = getelementptr i8, i8* %uglygep20724.7, i64 %lsr.iv.next.6
  %158 = bitcast i8* %scevgep209.7 to i64*
  %.333.unpack.us.5.7 = load i64, i64* %158, align 8
  %scevgep210.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.7, i64 2, i32 3, i64 1
  %scevgep210211.7 = bitcast i64* %scevgep210.7 to i8*
  %uglygep212.7 = getelementptr i8, i8* %scevgep210211.7, i64 %lsr.iv.next.6
  %uglygep212213.7 = bitcast i8* %uglygep212.7 to i64*
  %.333.unpack120.us.5.7 = load i64, i64* %uglygep212213.7, align 8
  %.6.i16122.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep219.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.7, i64 2, i32 3, i64 1
  %scevgep219220.7 = bitcast i64* %scevgep219.7 to i8*
  %uglygep221.7 = getelementptr i8, i8* %scevgep219220.7, i64 %lsr.iv193
  %scevgep22226.7 = getelementptr i8, i8* %uglygep221.7, i64 -8
  %scevgep224.7 = getelementptr i8, i8* %scevgep22226.7, i64 %lsr.iv.next.6
  %159 = bitcast i8* %scevgep224.7 to i64*
  store i64 %.333.unpack.us.5.7, i64* %159, align 8
  %scevgep217.7 = getelementptr i8, i8* %uglygep221.7, i64 %lsr.iv.next.6
  %scevgep217218.7 = bitcast i8* %scevgep217.7 to i64*
  store i64 %.333.unpack120.us.5.7, i64* %scevgep217218.7, align 8
  %.6.i20118.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.7, i64 3, i32 1
  %uglygep2728.7 = getelementptr i64, i64* %scevgep.7, i64 -1
  %uglygep27.7 = bitcast i64* %uglygep2728.7 to i8*
  %scevgep187.7 = getelementptr i8, i8* %uglygep27.7, i64 %lsr.iv.next.6
  %160 = bitcast i8* %scevgep187.7 to i64*
  %.333.unpack.us.6.7 = load i64, i64* %160, align 8
  %scevgep188189.7 = bitcast i64* %scevgep.7 to i8*
  %uglygep190.7 = getelementptr i8, i8* %scevgep188189.7, i64 %lsr.iv.next.6
  %uglygep190191.7 = bitcast i8* %uglygep190.7 to i64*
  %.333.unpack120.us.6.7 = load i64, i64* %uglygep190191.7, align 8
  %.6.i16122.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep199.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.7, i64 3, i32 1
  %scevgep199200.7 = bitcast i64* %scevgep199.7 to i8*
  %uglygep201.7 = getelementptr i8, i8* %scevgep199200.7, i64 %lsr.iv193
  %scevgep20229.7 = getelementptr i8, i8* %uglygep201.7, i64 -8
  %scevgep204.7 = getelementptr i8, i8* %scevgep20229.7, i64 %lsr.iv.next.6
  %161 = bitcast i8* %scevgep204.7 to i64*
  store i64 %.333.unpack.us.6.7, i64* %161, align 8
  %scevgep197.7 = getelementptr i8, i8* %uglygep201.7, i64 %lsr.iv.next.6
  %scevgep197198.7 = bitcast i8* %scevgep197.7 to i64*
  store i64 %.333.unpack120.us.6.7, i64* %scevgep197198.7, align 8
  %.6.i20118.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep3033031.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.7, i64 3, i32 3, i64 -1
  %uglygep30330.7 = bitcast i64* %uglygep3033031.7 to i8*
  %scevgep305.7 = getelementptr i8, i8* %uglygep30330.7, i64 %lsr.iv.next.6
  %162 = bitcast i8* %scevgep305.7 to i64*
  %.333.unpack.us.7.7 = load i64, i64* %162, align 8
  %scevgep306.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.7, i64 3, i32 3, i64 0
  %scevgep306307.7 = bitcast i64* %scevgep306.7 to i8*
  %uglygep308.7 = getelementptr i8, i8* %scevgep306307.7, i64 %lsr.iv.next.6
  %uglygep308309.7 = bitcast i8* %uglygep308.7 to i64*
  %.333.unpack120.us.7.7 = load i64, i64* %uglygep308309.7, align 8
  %.6.i16122.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep315.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.7, i64 3, i32 3, i64 0
  %scevgep315316.7 = bitcast i64* %scevgep315.7 to i8*
  %uglygep317.7 = getelementptr i8, i8* %scevgep315316.7, i64 %lsr.iv193
  %scevgep31832.7 = getelementptr i8, i8* %uglygep317.7, i64 -8
  %scevgep320.7 = getelementptr i8, i8* %scevgep31832.7, i64 %lsr.iv.next.6
  %163 = bitcast i8* %scevgep320.7 to i64*
  store i64 %.333.unpack.us.7.7, i64* %163, align 8
  %scevgep313.7 = getelementptr i8, i8* %uglygep317.7, i64 %lsr.iv.next.6
  %scevgep313314.7 = bitcast i8* %scevgep313.7 to i64*
  store i64 %.333.unpack120.us.7.7, i64* %scevgep313314.7, align 8
  %lsr.iv.next.7 = add i64 %lsr.iv, 1024
  %niter.next.7 = add nuw i64 %niter, 8
  %niter.ncmp.7109 = icmp eq i64 %niter.next.7, %unroll_iter80
  br i1 %niter.ncmp.7109, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa.unr-lcssa:        ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %lsr.iv.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %lsr.iv.next.7, %for.body.1.us ]
  %164 = icmp eq i64 %xtraiter76, 0
  br i1 %164, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil77.preheader

for.body.1.us.epil77.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %165 = add i64 %lsr.iv.unr, %lsr.iv193
  br label %for.body.1.us.epil77

for.body.1.us.epil77:                             ; preds = %for.body.1.us.epil77, %for.body.1.us.epil77.preheader
  %lsr.iv139 = phi i64 [ 0, %for.body.1.us.epil77.preheader ], [ %lsr.iv.next140, %for.body.1.us.epil77 ]
  %166 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %167 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20118.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep290 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.epil, i64 0, i32 3, i64 1
  %scevgep290291 = bitcast i64* %scevgep290 to i8*
  %uglygep292 = getelementptr i8, i8* %scevgep290291, i64 %lsr.iv.unr
  %scevgep297 = getelementptr i8, i8* %uglygep292, i64 %lsr.iv139
  %scevgep297298 = bitcast i8* %scevgep297 to i64*
  %scevgep301 = getelementptr i64, i64* %scevgep297298, i64 -1
  %.333.unpack.us.epil78 = load i64, i64* %scevgep301, align 8
  %scevgep303 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.epil, i64 0, i32 3, i64 1
  %scevgep303304 = bitcast i64* %scevgep303 to i8*
  %uglygep305 = getelementptr i8, i8* %scevgep303304, i64 %lsr.iv.unr
  %scevgep309 = getelementptr i8, i8* %uglygep305, i64 %lsr.iv139
  %scevgep309310 = bitcast i8* %scevgep309 to i64*
  %.333.unpack120.us.epil79 = load i64, i64* %scevgep309310, align 8
  %.6.i16122.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep270 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.epil, i64 0, i32 3, i64 1
  %scevgep270271 = bitcast i64* %scevgep270 to i8*
  %uglygep272 = getelementptr i8, i8* %scevgep270271, i64 %165
  %scevgep276 = getelementptr i8, i8* %uglygep272, i64 %lsr.iv139
  %scevgep276277 = bitcast i8* %scevgep276 to i64*
  %scevgep278 = getelementptr i64, i64* %scevgep276277, i64 -1
  store i64 %.333.unpack.us.epil78, i64* %scevgep278, align 8
  %scevgep283 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.epil, i64 0, i32 3, i64 1
  %scevgep283284 = bitcast i64* %scevgep283 to i8*
  %uglygep285 = getelementptr i8, i8* %scevgep283284, i64 %165
  %scevgep286 = getelementptr i8, i8* %uglygep285, i64 %lsr.iv139
  %scevgep286288 = bitcast i8* %scevgep286 to i64*
  store i64 %.333.unpack120.us.epil79, i64* %scevgep286288, align 8
  %.6.i20118.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep256 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.epil, i64 1, i32 1
  %scevgep256257 = bitcast i64* %scevgep256 to i8*
  %uglygep258 = getelementptr i8, i8* %scevgep256257, i64 %lsr.iv.unr
  %scevgep259 = getelementptr i8, i8* %uglygep258, i64 %lsr.iv139
  %scevgep259260 = bitcast i8* %scevgep259 to i64*
  %scevgep262 = getelementptr i64, i64* %scevgep259260, i64 -1
  %.333.unpack.us.1.epil = load i64, i64* %scevgep262, align 8
  %scevgep263 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.epil, i64 1, i32 1
  %scevgep263264 = bitcast i64* %scevgep263 to i8*
  %uglygep265 = getelementptr i8, i8* %scevgep263264, i64 %lsr.iv.unr
  %scevgep268 = getelementptr i8, i8* %uglygep265, i64 %lsr.iv139
  %scevgep268269 = bitcast i8* %scevgep268 to i64*
  %.333.unpack120.us.1.epil = load i64, i64* %scevgep268269, align 8
  %.6.i16122.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep239 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.epil, i64 1, i32 1
  %scevgep239240 = bitcast i64* %scevgep239 to i8*
  %uglygep241 = getelementptr i8, i8* %scevgep239240, i64 %165
  %scevgep242 = getelementptr i8, i8* %uglygep241, i64 %lsr.iv139
  %scevgep242243 = bitcast i8* %scevgep242 to i64*
  %scevgep244 = getelementptr i64, i64* %scevgep242243, i64 -1
  store i64 %.333.unpack.us.1.epil, i64* %scevgep244, align 8
  %scevgep247 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.epil, i64 1, i32 1
  %scevgep247248 = bitcast i64* %scevgep247 to i8*
  %uglygep249 = getelementptr i8, i8* %scevgep247248, i64 %165
  %scevgep250 = getelementptr i8, i8* %uglygep249, i64 %lsr.iv139
  %scevgep250251 = bitcast i8* %scevgep250 to i64*
  store i64 %.333.unpack120.us.1.epil, i64* %scevgep250251, align 8
  %.6.i20118.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep220 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.epil, i64 1, i32 3, i64 0
  %scevgep220221 = bitcast i64* %scevgep220 to i8*
  %uglygep222 = getelementptr i8, i8* %scevgep220221, i64 %lsr.iv.unr
  %scevgep226 = getelementptr i8, i8* %uglygep222, i64 %lsr.iv139
  %scevgep226227 = bitcast i8* %scevgep226 to i64*
  %scevgep229 = getelementptr i64, i64* %scevgep226227, i64 -1
  %.333.unpack.us.2.epil = load i64, i64* %scevgep229, align 8
  %scevgep231 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.epil, i64 1, i32 3, i64 0
  %scevgep231232 = bitcast i64* %scevgep231 to i8*
  %uglygep234 = getelementptr i8, i8* %scevgep231232, i64 %lsr.iv.unr
  %scevgep235 = getelementptr i8, i8* %uglygep234, i64 %lsr.iv139
  %scevgep235236 = bitcast i8* %scevgep235 to i64*
  %.333.unpack120.us.2.epil = load i64, i64* %scevgep235236, align 8
  %.6.i16122.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep206 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.epil, i64 1, i32 3, i64 0
  %scevgep206207 = bitcast i64* %scevgep206 to i8*
  %uglygep208 = getelementptr i8, i8* %scevgep206207, i64 %165
  %scevgep212 = getelementptr i8, i8* %uglygep208, i64 %lsr.iv139
  %scevgep212213 = bitcast i8* %scevgep212 to i64*
  %scevgep214 = getelementptr i64, i64* %scevgep212213, i64 -1
  store i64 %.333.unpack.us.2.epil, i64* %scevgep214, align 8
  %scevgep215 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.epil, i64 1, i32 3, i64 0
  %scevgep215216 = bitcast i64* %scevgep215 to i8*
  %uglygep217 = getelementptr i8, i8* %scevgep215216, i64 %165
  %scevgep218 = getelementptr i8, i8* %uglygep217, i64 %lsr.iv139
  %scevgep218219 = bitcast i8* %scevgep218 to i64*
  store i64 %.333.unpack120.us.2.epil, i64* %scevgep218219, align 8
  %.6.i20118.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep243 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.epil, i64 2
  %scevgep243244 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep243 to i8*
  %uglygep245 = getelementptr i8, i8* %scevgep243244, i64 %lsr.iv.unr
  %scevgep196 = getelementptr i8, i8* %uglygep245, i64 %lsr.iv139
  %scevgep196197 = bitcast i8* %scevgep196 to i64*
  %scevgep201 = getelementptr i64, i64* %scevgep196197, i64 -1
  %.333.unpack.us.3.epil = load i64, i64* %scevgep201, align 8
  %uglygep202 = getelementptr i8, i8* %scevgep243244, i64 %lsr.iv.unr
  %scevgep203 = getelementptr i8, i8* %uglygep202, i64 %lsr.iv139
  %scevgep203204 = bitcast i8* %scevgep203 to i64*
  %.333.unpack120.us.3.epil = load i64, i64* %scevgep203204, align 8
  %.6.i16122.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep255.epil = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.epil, i64 2
  %scevgep255256.epil = bitcast { i64, i64, i8, [2 x i64] }* %scevgep255.epil to i8*
  %uglygep233 = getelementptr i8, i8* %scevgep255256.epil, i64 %165
  %scevgep189 = getelementptr i8, i8* %uglygep233, i64 %lsr.iv139
  %scevgep189190 = bitcast i8* %scevgep189 to i64*
  %scevgep191 = getelementptr i64, i64* %scevgep189190, i64 -1
  store i64 %.333.unpack.us.3.epil, i64* %scevgep191, align 8
  %uglygep192 = getelementptr i8, i8* %scevgep255256.epil, i64 %165
  %scevgep194 = getelementptr i8, i8* %uglygep192, i64 %lsr.iv139
  %scevgep194195 = bitcast i8* %scevgep194 to i64*
  store i64 %.333.unpack120.us.3.epil, i64* %scevgep194195, align 8
  %.6.i20118.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep177 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.epil, i64 2, i32 2
  %scevgep178 = getelementptr i8, i8* %scevgep177, i64 %lsr.iv.unr
  %scevgep179 = getelementptr i8, i8* %scevgep178, i64 %lsr.iv139
  %scevgep179180 = bitcast i8* %scevgep179 to i64*
  %scevgep181 = getelementptr i64, i64* %scevgep179180, i64 -1
  %.333.unpack.us.4.epil = load i64, i64* %scevgep181, align 8
  %scevgep182 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.epil, i64 2, i32 2
  %scevgep185 = getelementptr i8, i8* %scevgep182, i64 %lsr.iv.unr
  %scevgep186 = getelementptr i8, i8* %scevgep185, i64 %lsr.iv139
  %scevgep186187 = bitcast i8* %scevgep186 to i64*
  %.333.unpack120.us.4.epil = load i64, i64* %scevgep186187, align 8
  %.6.i16122.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep164 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.epil, i64 2, i32 2
  %scevgep165 = getelementptr i8, i8* %scevgep164, i64 %165
  %scevgep166 = getelementptr i8, i8* %scevgep165, i64 %lsr.iv139
  %scevgep166167 = bitcast i8* %scevgep166 to i64*
  %scevgep169 = getelementptr i64, i64* %scevgep166167, i64 -1
  store i64 %.333.unpack.us.4.epil, i64* %scevgep169, align 8
  %scevgep171 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.epil, i64 2, i32 2
  %scevgep173 = getelementptr i8, i8* %scevgep171, i64 %165
  %scevgep174 = getelementptr i8, i8* %scevgep173, i64 %lsr.iv139
  %scevgep174175 = bitcast i8* %scevgep174 to i64*
  store i64 %.333.unpack120.us.4.epil, i64* %scevgep174175, align 8
  %.6.i20118.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep153 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.epil, i64 2, i32 3, i64 1
  %scevgep153154 = bitcast i64* %scevgep153 to i8*
  %uglygep155 = getelementptr i8, i8* %scevgep153154, i64 %lsr.iv.unr
  %scevgep156 = getelementptr i8, i8* %uglygep155, i64 %lsr.iv139
  %scevgep156157 = bitcast i8* %scevgep156 to i64*
  %scevgep158 = getelementptr i64, i64* %scevgep156157, i64 -1
  %.333.unpack.us.5.epil = load i64, i64* %scevgep158, align 8
  %scevgep159 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.epil, i64 2, i32 3, i64 1
  %scevgep159160 = bitcast i64* %scevgep159 to i8*
  %uglygep161 = getelementptr i8, i8* %scevgep159160, i64 %lsr.iv.unr
  %scevgep162 = getelementptr i8, i8* %uglygep161, i64 %lsr.iv139
  %scevgep162163 = bitcast i8* %scevgep162 to i64*
  %.333.unpack120.us.5.epil = load i64, i64* %scevgep162163, align 8
  %.6.i16122.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep140 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.epil, i64 2, i32 3, i64 1
  %scevgep140141 = bitcast i64* %scevgep140 to i8*
  %uglygep142 = getelementptr i8, i8* %scevgep140141, i64 %165
  %scevgep144 = getelementptr i8, i8* %uglygep142, i64 %lsr.iv139
  %scevgep144145 = bitcast i8* %scevgep144 to i64*
  %scevgep146 = getelementptr i64, i64* %scevgep144145, i64 -1
  store i64 %.333.unpack.us.5.epil, i64* %scevgep146, align 8
  %scevgep147 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.epil, i64 2, i32 3, i64 1
  %scevgep147148 = bitcast i64* %scevgep147 to i8*
  %uglygep149 = getelementptr i8, i8* %scevgep147148, i64 %165
  %scevgep151 = getelementptr i8, i8* %uglygep149, i64 %lsr.iv139
  %scevgep151152 = bitcast i8* %scevgep151 to i64*
  store i64 %.333.unpack120.us.5.epil, i64* %scevgep151152, align 8
  %.6.i20118.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep128 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.epil, i64 3, i32 1
  %scevgep128129 = bitcast i64* %scevgep128 to i8*
  %uglygep130 = getelementptr i8, i8* %scevgep128129, i64 %lsr.iv.unr
  %scevgep131 = getelementptr i8, i8* %uglygep130, i64 %lsr.iv139
  %scevgep131132 = bitcast i8* %scevgep131 to i64*
  %scevgep133 = getelementptr i64, i64* %scevgep131132, i64 -1
  %.333.unpack.us.6.epil = load i64, i64* %scevgep133, align 8
  %scevgep135 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.epil, i64 3, i32 1
  %scevgep135136 = bitcast i64* %scevgep135 to i8*
  %uglygep137 = getelementptr i8, i8* %scevgep135136, i64 %lsr.iv.unr
  %scevgep138 = getelementptr i8, i8* %uglygep137, i64 %lsr.iv139
  %scevgep138139 = bitcast i8* %scevgep138 to i64*
  %.333.unpack120.us.6.epil = load i64, i64* %scevgep138139, align 8
  %.6.i16122.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep117 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.epil, i64 3, i32 1
  %scevgep117118 = bitcast i64* %scevgep117 to i8*
  %uglygep119 = getelementptr i8, i8* %scevgep117118, i64 %165
  %scevgep120 = getelementptr i8, i8* %uglygep119, i64 %lsr.iv139
  %scevgep120121 = bitcast i8* %scevgep120 to i64*
  %scevgep122 = getelementptr i64, i64* %scevgep120121, i64 -1
  store i64 %.333.unpack.us.6.epil, i64* %scevgep122, align 8
  %scevgep123 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.epil, i64 3, i32 1
  %scevgep123124 = bitcast i64* %scevgep123 to i8*
  %uglygep125 = getelementptr i8, i8* %scevgep123124, i64 %165
  %scevgep126 = getelementptr i8, i8* %uglygep125, i64 %lsr.iv139
  %scevgep126127 = bitcast i8* %scevgep126 to i64*
  store i64 %.333.unpack120.us.6.epil, i64* %scevgep126127, align 8
  %.6.i20118.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep105 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.epil, i64 3, i32 3, i64 0
  %scevgep105106 = bitcast i64* %scevgep105 to i8*
  %uglygep107 = getelementptr i8, i8* %scevgep105106, i64 %lsr.iv.unr
  %scevgep108 = getelementptr i8, i8* %uglygep107, i64 %lsr.iv139
  %scevgep108109 = bitcast i8* %scevgep108 to i64*
  %scevgep110 = getelementptr i64, i64* %scevgep108109, i64 -1
  %.333.unpack.us.7.epil = load i64, i64* %scevgep110, align 8
  %scevgep111 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.epil, i64 3, i32 3, i64 0
  %scevgep111112 = bitcast i64* %scevgep111 to i8*
  %uglygep113 = getelementptr i8, i8* %scevgep111112, i64 %lsr.iv.unr
  %scevgep114 = getelementptr i8, i8* %uglygep113, i64 %lsr.iv139
  %scevgep114115 = bitcast i8* %scevgep114 to i64*
  %.333.unpack120.us.7.epil = load i64, i64* %scevgep114115, align 8
  %.6.i16122.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep94 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.epil, i64 3, i32 3, i64 0
  %scevgep9495 = bitcast i64* %scevgep94 to i8*
  %uglygep = getelementptr i8, i8* %scevgep9495, i64 %165
  %scevgep96 = getelementptr i8, i8* %uglygep, i64 %lsr.iv139
  %scevgep9697 = bitcast i8* %scevgep96 to i64*
  %scevgep98 = getelementptr i64, i64* %scevgep9697, i64 -1
  store i64 %.333.unpack.us.7.epil, i64* %scevgep98, align 8
  %scevgep100 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.epil, i64 3, i32 3, i64 0
  %scevgep100101 = bitcast i64* %scevgep100 to i8*
  %uglygep102 = getelementptr i8, i8* %scevgep100101, i64 %165
  %scevgep103 = getelementptr i8, i8* %uglygep102, i64 %lsr.iv139
  %scevgep103104 = bitcast i8* %scevgep103 to i64*
  store i64 %.333.unpack120.us.7.epil, i64* %scevgep103104, align 8
  %lsr.iv.next140 = add nuw nsw i64 %lsr.iv139, 128
  %epil.iter.cmp.not110 = icmp eq i64 %20, %lsr.iv.next140
  br i1 %epil.iter.cmp.not110, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil77, !llvm.loop !36

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us.epil77, %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %168 = icmp eq i64 %xtraiter, 0
  br i1 %168, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv357 = phi i64 [ %lsr.iv.next358, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv343 = phi i64 [ %lsr.iv.next344, %for.body.1.us.epil ], [ %16, %for.body.1.us.epil.preheader ]
  %169 = bitcast i8* %.5.i59 to i8**
  %170 = bitcast i8* %.5.i39 to i8**
  %.6.i20118.us.epil33 = load i8*, i8** %169, align 8
  %scevgep319 = getelementptr i8, i8* %.6.i20118.us.epil33, i64 %lsr.iv343
  %scevgep319320 = bitcast i8* %scevgep319 to i64*
  %scevgep321 = getelementptr i64, i64* %scevgep319320, i64 -1
  %.333.unpack.us.epil = load i64, i64* %scevgep321, align 8
  %scevgep322 = getelementptr i8, i8* %.6.i20118.us.epil33, i64 %lsr.iv343
  %scevgep322323 = bitcast i8* %scevgep322 to i64*
  %.333.unpack120.us.epil = load i64, i64* %scevgep322323, align 8
  %.6.i16122.us.epil35 = load i8*, i8** %170, align 8
  %scevgep311 = getelementptr i8, i8* %.6.i16122.us.epil35, i64 %lsr.iv193
  %scevgep312 = getelementptr i8, i8* %scevgep311, i64 %lsr.iv343
  %scevgep312313 = bitcast i8* %scevgep312 to i64*
  %scevgep314 = getelementptr i64, i64* %scevgep312313, i64 -1
  store i64 %.333.unpack.us.epil, i64* %scevgep314, align 8
  %scevgep316 = getelementptr i8, i8* %.6.i16122.us.epil35, i64 %lsr.iv193
  %scevgep317 = getelementptr i8, i8* %scevgep316, i64 %lsr.iv343
  %scevgep317318 = bitcast i8* %scevgep317 to i64*
  store i64 %.333.unpack120.us.epil, i64* %scevgep317318, align 8
  %lsr.iv.next344 = add i64 %lsr.iv343, 16
  %lsr.iv.next358 = add nsw i64 %lsr.iv357, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next358, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !35

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %.367.us = add i64 %loop.index79.us, %.231
  %lsr.iv.next194 = add i64 %lsr.iv193, %13
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader73, %for.cond.1.preheader
  %loop.index79 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader73 ]
  %.367 = add i64 %loop.index79, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.end.1.loopexit.us, %for.end.1.loopexit.us.loopexit.us, %for.cond.1.preheader.us.us.us, %B70.endif.endif.endif.endif.endif.endif
  %171 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  tail call void @NRT_decref(i8* nonnull %.126)
  %.6.i2286 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %171, align 8
  %.410376348329315329 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2286 to i64*
  %.411 = load i64, i64* %.410376348329315329, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %for.end.endif, !prof !1

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499990614464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2286, i64 0, i32 3, i64 0
  store i64 0, i64* %.437.repack, align 8
  %.437.repack88 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2286, i64 0, i32 3, i64 1
  store i64 %.386, i64* %.437.repack88, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499985198976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B206.endif:                                       ; preds = %B206
  %.456 = add nsw i64 %n.4.0, -1
  %.498 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2691, i64 0, i32 3
  %.500.elt = getelementptr [2 x i64], [2 x i64]* %.498, i64 %.456, i64 0
  %.500.unpack = load i64, i64* %.500.elt, align 8
  %.500.elt93 = getelementptr [2 x i64], [2 x i64]* %.498, i64 %.456, i64 1
  %.500.unpack94 = load i64, i64* %.500.elt93, align 8
  %.527 = sub nsw i64 %.500.unpack94, %.500.unpack
  %.528 = icmp sgt i64 %.527, 14
  br i1 %.528, label %B266.preheader, label %B526

B266.preheader:                                   ; preds = %B206.endif
  br label %B266

B292.if:                                          ; preds = %B292
  %.586 = icmp sgt i32 %.578, 0
  %.579 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.587 = select i1 %.586, { i8*, i32, i8*, i8*, i32 }* %.579, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.587, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B292.endif:                                       ; preds = %B292, %B292
  %.603 = sub nsw i64 %high.2.1, %.588
  %.606 = sub nsw i64 %.588, %low.2.1
  %.607 = icmp sgt i64 %.603, %.606
  br i1 %.607, label %B344, label %B422

B356.if:                                          ; preds = %B356
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499990614464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B356.endif:                                       ; preds = %B356
  %.618 = add nsw i64 %.588, 1
  %.673 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i62113, i64 0, i32 3
  %.674.repack = getelementptr [2 x i64], [2 x i64]* %.673, i64 %.640, i64 0
  store i64 %.618, i64* %.674.repack, align 8
  %.674.repack116 = getelementptr [2 x i64], [2 x i64]* %.673, i64 %.640, i64 1
  store i64 %high.2.1, i64* %.674.repack116, align 8
  %.685 = add nsw i64 %n.8.1, 1
  br label %B410

B434.if:                                          ; preds = %B434
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499990614464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B434.endif:                                       ; preds = %B434
  %.724 = add nsw i64 %.588, -1
  %.779 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i66108, i64 0, i32 3
  %.780.repack = getelementptr [2 x i64], [2 x i64]* %.779, i64 %.746, i64 0
  store i64 %low.2.1, i64* %.780.repack, align 8
  %.780.repack111 = getelementptr [2 x i64], [2 x i64]* %.779, i64 %.746, i64 1
  store i64 %.724, i64* %.780.repack111, align 8
  %.791 = add nsw i64 %n.8.1, 1
  br label %B488

B526.if:                                          ; preds = %B526
  %.881 = icmp sgt i32 %.873, 0
  %.874 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.882 = select i1 %.881, { i8*, i32, i8*, i8*, i32 }* %.874, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.882, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B526.endif:                                       ; preds = %B526, %B526
  %.898 = icmp sgt i64 %n.5.2, 0
  br i1 %.898, label %B206, label %B566
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readnone %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, double* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #6 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B858, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 1, %B34 ], [ 0, %B858 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499988983168, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B22:                                              ; preds = %entry
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989796160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B142:                                             ; preds = %for.body.i44, %B38.endif.endif
  %sunkaddr = mul i64 %arg.low, 8
  %0 = bitcast double* %arg.R.4 to i8*
  %sunkaddr44 = getelementptr i8, i8* %0, i64 %sunkaddr
  %1 = bitcast i8* %sunkaddr44 to double*
  store double %.122, double* %1, align 8
  %sunkaddr45 = mul i64 %.108, 8
  %2 = bitcast double* %arg.R.4 to i8*
  %sunkaddr46 = getelementptr i8, i8* %2, i64 %sunkaddr45
  %3 = bitcast i8* %sunkaddr46 to double*
  store double %.180, double* %3, align 8
  br label %B188.endif.endif

B276:                                             ; preds = %for.body.i36, %B188.endif.endif
  %sunkaddr47 = mul i64 %arg.high, 8
  %4 = bitcast double* %arg.R.4 to i8*
  %sunkaddr48 = getelementptr i8, i8* %4, i64 %sunkaddr47
  %5 = bitcast i8* %sunkaddr48 to double*
  store double %.547, double* %5, align 8
  %sunkaddr49 = mul i64 %.108, 8
  %6 = bitcast double* %arg.R.4 to i8*
  %sunkaddr50 = getelementptr i8, i8* %6, i64 %sunkaddr49
  %7 = bitcast i8* %sunkaddr50 to double*
  store double %.397, double* %7, align 8
  br label %B322.endif.endif

B410:                                             ; preds = %for.body.i28, %B322.endif.endif
  %sunkaddr51 = mul i64 %arg.low, 8
  %8 = bitcast double* %arg.R.4 to i8*
  %sunkaddr52 = getelementptr i8, i8* %8, i64 %sunkaddr51
  %9 = bitcast i8* %sunkaddr52 to double*
  store double %.822, double* %9, align 8
  %sunkaddr53 = mul i64 %.108, 8
  %10 = bitcast double* %arg.R.4 to i8*
  %sunkaddr54 = getelementptr i8, i8* %10, i64 %sunkaddr53
  %11 = bitcast i8* %sunkaddr54 to double*
  store double %.730, double* %11, align 8
  br label %B456.endif

B554:                                             ; preds = %B456.endif, %B860
  %i.3.0 = phi i64 [ %arg.low, %B456.endif ], [ %.1733, %B860 ]
  %j.3.0.in = phi i64 [ %arg.high, %B456.endif ], [ %j.5.2, %B860 ]
  %j.3.0 = add nsw i64 %j.3.0.in, -1
  %.1120 = icmp slt i64 %i.3.0, %arg.high
  br i1 %.1120, label %B566.endif, label %B700

B700:                                             ; preds = %B622.backedge, %B644.endif, %B622.backedge.us, %B644.endif.us, %B622.preheader, %B566.endif, %B554
  %i.5.2 = phi i64 [ %i.3.0, %B554 ], [ %.1228129, %B622.preheader ], [ %i.3.0, %B566.endif ], [ %arg.high, %B622.backedge.us ], [ %.1228132.us, %B644.endif.us ], [ %arg.high, %B622.backedge ], [ %.1228132, %B644.endif ]
  %.1359.not.not = icmp sgt i64 %j.3.0.in, %arg.low
  br i1 %.1359.not.not, label %B712.endif, label %B846

B846:                                             ; preds = %B768.backedge, %B790.endif, %B768.backedge.us, %B790.endif.us, %B768.preheader, %B712.endif, %B700
  %j.5.2 = phi i64 [ %j.3.0, %B700 ], [ %.1467134, %B768.preheader ], [ %j.3.0, %B712.endif ], [ %20, %B768.backedge.us ], [ %.1467136.us, %B790.endif.us ], [ %20, %B768.backedge ], [ %.1467136, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.2, %j.5.2
  br i1 %.1594.not, label %B860, label %B858

B858:                                             ; preds = %B846
  %sunkaddr55 = mul i64 %arg.high, 8
  %12 = bitcast double* %arg.R.4 to i8*
  %sunkaddr56 = getelementptr i8, i8* %12, i64 %sunkaddr55
  %13 = bitcast i8* %sunkaddr56 to double*
  %.1775 = load double, double* %13, align 8
  %.1790 = icmp slt i64 %i.5.2, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %.1792 = add i64 %.1791, %i.5.2
  %.1805 = getelementptr double, double* %arg.R.4, i64 %.1792
  %.1806 = load double, double* %.1805, align 8
  store double %.1775, double* %.1805, align 8
  store double %.1806, double* %13, align 8
  store i64 %i.5.2, i64* %retptr, align 8
  br label %common.ret

B860:                                             ; preds = %B846
  %.1622 = icmp slt i64 %j.5.2, 0
  %.1623 = select i1 %.1622, i64 %arg.R.5.0, i64 0
  %.1624 = add i64 %.1623, %j.5.2
  %.1637 = getelementptr double, double* %arg.R.4, i64 %.1624
  %.1638 = load double, double* %.1637, align 8
  %.1653 = icmp slt i64 %i.5.2, 0
  %.1654 = select i1 %.1653, i64 %arg.R.5.0, i64 0
  %.1655 = add i64 %.1654, %i.5.2
  %.1668 = getelementptr double, double* %arg.R.4, i64 %.1655
  %.1669 = load double, double* %.1668, align 8
  store double %.1638, double* %.1668, align 8
  store double %.1669, double* %.1637, align 8
  %.1733 = add nsw i64 %i.5.2, 1
  br label %B554

B38.endif.endif:                                  ; preds = %B22
  %.87 = add nsw i64 %arg.high, %arg.low
  %.88 = ashr i64 %.87, 1
  %.106 = icmp slt i64 %.87, 0
  %.107 = select i1 %.106, i64 %arg.R.5.0, i64 0
  %.108 = add i64 %.107, %.88
  %.121 = getelementptr double, double* %arg.R.4, i64 %.108
  %.122 = load double, double* %.121, align 8
  %.179 = getelementptr double, double* %arg.R.4, i64 %arg.low
  %.180 = load double, double* %.179, align 8
  %.12.i41 = fcmp olt double %.122, %.180
  br i1 %.12.i41, label %B142, label %for.body.i44

for.body.i44:                                     ; preds = %B38.endif.endif
  %.25.i43 = fcmp ord double %.180, 0.000000e+00
  %.52.i45 = fcmp uno double %.122, 0.000000e+00
  %or.cond = select i1 %.25.i43, i1 true, i1 %.52.i45
  br i1 %or.cond, label %B188.endif.endif, label %B142

B188.endif.endif:                                 ; preds = %for.body.i44, %B142
  %.547 = phi double [ %.180, %B142 ], [ %.122, %for.body.i44 ]
  %.396 = getelementptr double, double* %arg.R.4, i64 %arg.high
  %.397 = load double, double* %.396, align 8
  %.12.i33 = fcmp olt double %.397, %.547
  br i1 %.12.i33, label %B276, label %for.body.i36

for.body.i36:                                     ; preds = %B188.endif.endif
  %.25.i35 = fcmp ord double %.547, 0.000000e+00
  %.52.i37 = fcmp uno double %.397, 0.000000e+00
  %or.cond123 = select i1 %.25.i35, i1 true, i1 %.52.i37
  br i1 %or.cond123, label %B322.endif.endif, label %B276

B322.endif.endif:                                 ; preds = %for.body.i36, %B276
  %.822 = phi double [ %.397, %B276 ], [ %.547, %for.body.i36 ]
  %sunkaddr57 = mul i64 %arg.low, 8
  %14 = bitcast double* %arg.R.4 to i8*
  %sunkaddr58 = getelementptr i8, i8* %14, i64 %sunkaddr57
  %15 = bitcast i8* %sunkaddr58 to double*
  %.730 = load double, double* %15, align 8
  %.12.i25 = fcmp olt double %.822, %.730
  br i1 %.12.i25, label %B410, label %for.body.i28

for.body.i28:                                     ; preds = %B322.endif.endif
  %.25.i27 = fcmp ord double %.730, 0.000000e+00
  %.52.i29 = fcmp uno double %.822, 0.000000e+00
  %or.cond124 = select i1 %.25.i27, i1 true, i1 %.52.i29
  br i1 %or.cond124, label %B456.endif, label %B410

B456.endif:                                       ; preds = %for.body.i28, %B410
  %.1008 = phi double [ %.730, %B410 ], [ %.822, %for.body.i28 ]
  %const = bitcast i64 -9223372036854775808 to i64
  %.947.fr = freeze double %.1008
  %sunkaddr59 = mul i64 %arg.high, 8
  %16 = bitcast double* %arg.R.4 to i8*
  %sunkaddr60 = getelementptr i8, i8* %16, i64 %sunkaddr59
  %17 = bitcast i8* %sunkaddr60 to double*
  %.1039 = load double, double* %17, align 8
  store double %.947.fr, double* %17, align 8
  %sunkaddr61 = mul i64 %.108, 8
  %18 = bitcast double* %arg.R.4 to i8*
  %sunkaddr62 = getelementptr i8, i8* %18, i64 %sunkaddr61
  %19 = bitcast i8* %sunkaddr62 to double*
  store double %.1039, double* %19, align 8
  %20 = add nsw i64 %arg.low, -1
  br label %B554

B566.endif:                                       ; preds = %B554
  %21 = fcmp ord double %.947.fr, 0.000000e+00
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %.1145 = add i64 %.1144, %i.3.0
  %.1158 = getelementptr double, double* %arg.R.4, i64 %.1145
  %.1159 = load double, double* %.1158, align 8
  %.12.i17 = fcmp uge double %.1159, %.947.fr
  %.52.i21 = fcmp uno double %.1159, 0.000000e+00
  %or.cond125 = select i1 %21, i1 true, i1 %.52.i21
  %or.cond144 = and i1 %.12.i17, %or.cond125
  br i1 %or.cond144, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228129 = add nsw i64 %i.3.0, 1
  %.1239130 = icmp slt i64 %.1228129, %arg.high
  br i1 %.1239130, label %B644.endif.lr.ph, label %B700

B644.endif.lr.ph:                                 ; preds = %B622.preheader
  %22 = fcmp ord double %.947.fr, 0.000000e+00
  br i1 %22, label %B644.endif.us.preheader, label %B644.endif.preheader

B644.endif.preheader:                             ; preds = %B644.endif.lr.ph
  br label %B644.endif

B644.endif.us.preheader:                          ; preds = %B644.endif.lr.ph
  br label %B644.endif.us

B644.endif.us:                                    ; preds = %B644.endif.us.preheader, %B622.backedge.us
  %.1228132.us = phi i64 [ %.1228.us, %B622.backedge.us ], [ %.1228129, %B644.endif.us.preheader ]
  %.1261.us = icmp ugt i64 %.1228132.us, %const
  %.1262.us = select i1 %.1261.us, i64 %arg.R.5.0, i64 0
  %.1263.us = add i64 %.1262.us, %.1228132.us
  %.1276.us = getelementptr double, double* %arg.R.4, i64 %.1263.us
  %.1277.us = load double, double* %.1276.us, align 8
  %.12.i9.us = fcmp olt double %.1277.us, %.947.fr
  br i1 %.12.i9.us, label %B622.backedge.us, label %B700

B622.backedge.us:                                 ; preds = %B644.endif.us
  %.1228.us = add i64 %.1228132.us, 1
  %exitcond152.not = icmp eq i64 %arg.high, %.1228.us
  br i1 %exitcond152.not, label %B700, label %B644.endif.us

B644.endif:                                       ; preds = %B644.endif.preheader, %B622.backedge
  %.1228132 = phi i64 [ %.1228, %B622.backedge ], [ %.1228129, %B644.endif.preheader ]
  %.1261 = icmp ugt i64 %.1228132, %const
  %.1262 = select i1 %.1261, i64 %arg.R.5.0, i64 0
  %.1263 = add i64 %.1262, %.1228132
  %.1276 = getelementptr double, double* %arg.R.4, i64 %.1263
  %.1277 = load double, double* %.1276, align 8
  %.12.i9 = fcmp uge double %.1277, %.947.fr
  %.52.i13 = fcmp uno double %.1277, 0.000000e+00
  %or.cond145 = and i1 %.12.i9, %.52.i13
  br i1 %or.cond145, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228132, 1
  %exitcond.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %23 = fcmp uno double %.947.fr, 0.000000e+00
  %sunkaddr63 = mul i64 %j.3.0.in, 8
  %24 = bitcast double* %arg.R.4 to i8*
  %sunkaddr64 = getelementptr i8, i8* %24, i64 %sunkaddr63
  %sunkaddr65 = getelementptr i8, i8* %sunkaddr64, i64 -8
  %25 = bitcast i8* %sunkaddr65 to double*
  %.1398 = load double, double* %25, align 8
  %.12.i1 = fcmp uge double %.947.fr, %.1398
  %.25.i3 = fcmp ord double %.1398, 0.000000e+00
  %or.cond127 = or i1 %23, %.25.i3
  %or.cond146 = and i1 %.12.i1, %or.cond127
  br i1 %or.cond146, label %B846, label %B768.preheader

B768.preheader:                                   ; preds = %B712.endif
  %.1467134 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not135 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not135, label %B790.endif.lr.ph, label %B846

B790.endif.lr.ph:                                 ; preds = %B768.preheader
  %26 = fcmp uno double %.947.fr, 0.000000e+00
  br i1 %26, label %B790.endif.us.preheader, label %B790.endif.preheader

B790.endif.preheader:                             ; preds = %B790.endif.lr.ph
  br label %B790.endif

B790.endif.us.preheader:                          ; preds = %B790.endif.lr.ph
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467136.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467134, %B790.endif.us.preheader ]
  %scevgep43 = getelementptr double, double* %arg.R.4, i64 %.1467136.us
  %.1516.us = load double, double* %scevgep43, align 8
  %.12.i.us = fcmp olt double %.947.fr, %.1516.us
  br i1 %.12.i.us, label %B768.backedge.us, label %B846

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467136.us, -1
  %27 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %27, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846

B790.endif:                                       ; preds = %B790.endif.preheader, %B768.backedge
  %.1467136 = phi i64 [ %.1467, %B768.backedge ], [ %.1467134, %B790.endif.preheader ]
  %scevgep42 = getelementptr double, double* %arg.R.4, i64 %.1467136
  %.1516 = load double, double* %scevgep42, align 8
  %.12.i = fcmp uge double %.947.fr, %.1516
  %.25.i = fcmp ord double %.1516, 0.000000e+00
  %or.cond147 = and i1 %.12.i, %.25.i
  br i1 %or.cond147, label %B846, label %B768.backedge

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467136, -1
  %28 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %28, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readnone %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, double* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #6 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B328, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 0, %B34 ], [ 0, %B328 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499990614464.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B22:                                              ; preds = %entry
  %.64.not = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64.not, label %B38.endif, label %B34

B34:                                              ; preds = %B22
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B316:                                             ; preds = %B204.backedge, %B254.endif, %B204.backedge.us, %B254.endif.us, %B204.preheader, %for.body.i4, %B84.endif
  %j.3.2 = phi i64 [ %.111.045, %B84.endif ], [ %.111.045, %for.body.i4 ], [ %.111.045.in, %B204.preheader ], [ %arg.low, %B204.backedge.us ], [ %.38742.us, %B254.endif.us ], [ %arg.low, %B204.backedge ], [ %.38742, %B254.endif ]
  %.593 = icmp slt i64 %j.3.2, 0
  %.594 = select i1 %.593, i64 %arg.R.5.0, i64 0
  %.595 = add i64 %.594, %j.3.2
  %.608 = getelementptr double, double* %arg.R.4, i64 %.595
  store double %.234.fr, double* %.608, align 8
  %.111.045.1 = add i64 %.111.045.in, 2
  %.218.1 = icmp slt i64 %.111.045.1, 0
  %.219.1 = select i1 %.218.1, i64 %arg.R.5.0, i64 0
  %.220.1 = add i64 %.219.1, %.111.045.1
  %.233.1 = getelementptr double, double* %arg.R.4, i64 %.220.1
  %.234.1 = load double, double* %.233.1, align 8
  %.234.fr.1 = freeze double %.234.1
  %.278.1 = icmp sgt i64 %.111.045.1, %arg.low
  br i1 %.278.1, label %B142.endif.1, label %B316.1

B142.endif.1:                                     ; preds = %B316
  %sunkaddr = mul i64 %.111.045.in, 8
  %0 = bitcast double* %arg.R.4 to i8*
  %sunkaddr298 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr299 = getelementptr i8, i8* %sunkaddr298, i64 8
  %1 = bitcast i8* %sunkaddr299 to double*
  %.320.1 = load double, double* %1, align 8
  %.12.i1.1 = fcmp olt double %.234.fr.1, %.320.1
  br i1 %.12.i1.1, label %B204.preheader.1, label %for.body.i4.1

for.body.i4.1:                                    ; preds = %B142.endif.1
  %.25.i3.1 = fcmp ord double %.320.1, 0.000000e+00
  %.52.i5.1 = fcmp uno double %.234.fr.1, 0.000000e+00
  %or.cond.1 = or i1 %.52.i5.1, %.25.i3.1
  br i1 %or.cond.1, label %B316.1, label %B204.preheader.1

B204.preheader.1:                                 ; preds = %for.body.i4.1, %B142.endif.1
  %2 = icmp sgt i64 %.111.045, %arg.low
  %sunkaddr300 = mul i64 %.111.045.in, 8
  %3 = bitcast double* %arg.R.4 to i8*
  %sunkaddr301 = getelementptr i8, i8* %3, i64 %sunkaddr300
  %sunkaddr302 = getelementptr i8, i8* %sunkaddr301, i64 16
  %4 = bitcast i8* %sunkaddr302 to double*
  store double %.320.1, double* %4, align 8
  br i1 %2, label %B254.endif.lr.ph.1, label %B316.1

B254.endif.lr.ph.1:                               ; preds = %B204.preheader.1
  %.52.i.1 = fcmp uno double %.234.fr.1, 0.000000e+00
  br i1 %.52.i.1, label %B254.endif.us.1.preheader, label %B254.endif.1.preheader

B254.endif.1.preheader:                           ; preds = %B254.endif.lr.ph.1
  br label %B254.endif.1

B254.endif.us.1.preheader:                        ; preds = %B254.endif.lr.ph.1
  br label %B254.endif.us.1

B254.endif.1:                                     ; preds = %B254.endif.1.preheader, %B204.backedge.1
  %.38742.1 = phi i64 [ %6, %B204.backedge.1 ], [ %.111.045, %B254.endif.1.preheader ]
  %5 = add i64 %.38742.1, 1
  %.486.1 = icmp slt i64 %5, 2
  %.487.1 = select i1 %.486.1, i64 %arg.R.5.0, i64 0
  %6 = add nsw i64 %.38742.1, -1
  %7 = add i64 %.487.1, %.38742.1
  %8 = add i64 %7, -1
  %.501.1 = getelementptr double, double* %arg.R.4, i64 %8
  %.502.1 = load double, double* %.501.1, align 8
  %.12.i.1 = fcmp uge double %.234.fr.1, %.502.1
  %.25.i.1 = fcmp ord double %.502.1, 0.000000e+00
  %or.cond49.1 = and i1 %.12.i.1, %.25.i.1
  br i1 %or.cond49.1, label %B316.1, label %B204.backedge.1

B204.backedge.1:                                  ; preds = %B254.endif.1
  %scevgep250 = getelementptr double, double* %arg.R.4, i64 %.38742.1
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -1
  %.417.1 = load double, double* %scevgep251, align 8
  %scevgep252 = getelementptr double, double* %arg.R.4, i64 %.38742.1
  store double %.417.1, double* %scevgep252, align 8
  %.461.1 = icmp sgt i64 %6, %arg.low
  br i1 %.461.1, label %B254.endif.1, label %B316.1

B254.endif.us.1:                                  ; preds = %B254.endif.us.1.preheader, %B204.backedge.us.1
  %.38742.us.1 = phi i64 [ %10, %B204.backedge.us.1 ], [ %.111.045, %B254.endif.us.1.preheader ]
  %9 = add i64 %.38742.us.1, 1
  %.486.us.1 = icmp slt i64 %9, 2
  %.487.us.1 = select i1 %.486.us.1, i64 %arg.R.5.0, i64 0
  %10 = add nsw i64 %.38742.us.1, -1
  %11 = add i64 %.487.us.1, %.38742.us.1
  %12 = add i64 %11, -1
  %.501.us.1 = getelementptr double, double* %arg.R.4, i64 %12
  %.502.us.1 = load double, double* %.501.us.1, align 8
  %.12.i.us.1 = fcmp olt double %.234.fr.1, %.502.us.1
  br i1 %.12.i.us.1, label %B204.backedge.us.1, label %B316.1

B204.backedge.us.1:                               ; preds = %B254.endif.us.1
  %scevgep253 = getelementptr double, double* %arg.R.4, i64 %.38742.us.1
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -1
  %.417.us.1 = load double, double* %scevgep254, align 8
  %scevgep255 = getelementptr double, double* %arg.R.4, i64 %.38742.us.1
  store double %.417.us.1, double* %scevgep255, align 8
  %.461.us.1 = icmp sgt i64 %10, %arg.low
  br i1 %.461.us.1, label %B254.endif.us.1, label %B316.1

B316.1:                                           ; preds = %B204.backedge.1, %B254.endif.1, %B204.backedge.us.1, %B254.endif.us.1, %B204.preheader.1, %for.body.i4.1, %B316
  %j.3.2.1 = phi i64 [ %.111.045.1, %B316 ], [ %.111.045.1, %for.body.i4.1 ], [ %.111.045, %B204.preheader.1 ], [ %arg.low, %B204.backedge.us.1 ], [ %.38742.us.1, %B254.endif.us.1 ], [ %arg.low, %B204.backedge.1 ], [ %.38742.1, %B254.endif.1 ]
  %.593.1 = icmp slt i64 %j.3.2.1, 0
  %.594.1 = select i1 %.593.1, i64 %arg.R.5.0, i64 0
  %.595.1 = add i64 %.594.1, %j.3.2.1
  %.608.1 = getelementptr double, double* %arg.R.4, i64 %.595.1
  store double %.234.fr.1, double* %.608.1, align 8
  %.111.045.2 = add i64 %.111.045.in, 3
  %.218.2 = icmp slt i64 %.111.045.2, 0
  %.219.2 = select i1 %.218.2, i64 %arg.R.5.0, i64 0
  %.220.2 = add i64 %.219.2, %.111.045.2
  %.233.2 = getelementptr double, double* %arg.R.4, i64 %.220.2
  %.234.2 = load double, double* %.233.2, align 8
  %.234.fr.2 = freeze double %.234.2
  %.278.2 = icmp sgt i64 %.111.045.2, %arg.low
  br i1 %.278.2, label %B142.endif.2, label %B316.2

B142.endif.2:                                     ; preds = %B316.1
  %sunkaddr303 = mul i64 %.111.045.in, 8
  %13 = bitcast double* %arg.R.4 to i8*
  %sunkaddr304 = getelementptr i8, i8* %13, i64 %sunkaddr303
  %sunkaddr305 = getelementptr i8, i8* %sunkaddr304, i64 16
  %14 = bitcast i8* %sunkaddr305 to double*
  %.320.2 = load double, double* %14, align 8
  %.12.i1.2 = fcmp olt double %.234.fr.2, %.320.2
  br i1 %.12.i1.2, label %B204.preheader.2, label %for.body.i4.2

for.body.i4.2:                                    ; preds = %B142.endif.2
  %.25.i3.2 = fcmp ord double %.320.2, 0.000000e+00
  %.52.i5.2 = fcmp uno double %.234.fr.2, 0.000000e+00
  %or.cond.2 = or i1 %.52.i5.2, %.25.i3.2
  br i1 %or.cond.2, label %B316.2, label %B204.preheader.2

B204.preheader.2:                                 ; preds = %for.body.i4.2, %B142.endif.2
  %15 = icmp sgt i64 %.111.045.1, %arg.low
  %sunkaddr306 = mul i64 %.111.045.in, 8
  %16 = bitcast double* %arg.R.4 to i8*
  %sunkaddr307 = getelementptr i8, i8* %16, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, i8* %sunkaddr307, i64 24
  %17 = bitcast i8* %sunkaddr308 to double*
  store double %.320.2, double* %17, align 8
  br i1 %15, label %B254.endif.lr.ph.2, label %B316.2

B254.endif.lr.ph.2:                               ; preds = %B204.preheader.2
  %.52.i.2 = fcmp uno double %.234.fr.2, 0.000000e+00
  br i1 %.52.i.2, label %B254.endif.us.2.preheader, label %B254.endif.2.preheader

B254.endif.2.preheader:                           ; preds = %B254.endif.lr.ph.2
  br label %B254.endif.2

B254.endif.us.2.preheader:                        ; preds = %B254.endif.lr.ph.2
  br label %B254.endif.us.2

B254.endif.2:                                     ; preds = %B254.endif.2.preheader, %B204.backedge.2
  %lsr.iv88 = phi i64 [ %lsr.iv.next89, %B204.backedge.2 ], [ %lsr.iv, %B254.endif.2.preheader ]
  %.486.2 = icmp ugt i64 %lsr.iv88, %const
  %.487.2 = select i1 %.486.2, i64 %arg.R.5.0, i64 0
  %18 = add i64 %.487.2, %lsr.iv88
  %.501.2 = getelementptr double, double* %arg.R.4, i64 %18
  %.502.2 = load double, double* %.501.2, align 8
  %.12.i.2 = fcmp uge double %.234.fr.2, %.502.2
  %.25.i.2 = fcmp ord double %.502.2, 0.000000e+00
  %or.cond49.2 = and i1 %.12.i.2, %.25.i.2
  br i1 %or.cond49.2, label %B254.endif.2.B316.2.loopexit68_crit_edge, label %B204.backedge.2

B204.backedge.2:                                  ; preds = %B254.endif.2
  %sunkaddr309 = mul i64 %lsr.iv88, 8
  %19 = bitcast double* %arg.R.4 to i8*
  %sunkaddr310 = getelementptr i8, i8* %19, i64 %sunkaddr309
  %20 = bitcast i8* %sunkaddr310 to double*
  %.417.2 = load double, double* %20, align 8
  %sunkaddr311 = mul i64 %lsr.iv88, 8
  %21 = bitcast double* %arg.R.4 to i8*
  %sunkaddr312 = getelementptr i8, i8* %21, i64 %sunkaddr311
  %sunkaddr313 = getelementptr i8, i8* %sunkaddr312, i64 8
  %22 = bitcast i8* %sunkaddr313 to double*
  store double %.417.2, double* %22, align 8
  %lsr.iv.next89 = add i64 %lsr.iv88, -1
  %23 = add i64 %lsr.iv.next89, 1
  %.461.2 = icmp sgt i64 %23, %arg.low
  br i1 %.461.2, label %B254.endif.2, label %B316.2

B254.endif.us.2:                                  ; preds = %B254.endif.us.2.preheader, %B204.backedge.us.2
  %lsr.iv94 = phi i64 [ %lsr.iv.next95, %B204.backedge.us.2 ], [ %lsr.iv, %B254.endif.us.2.preheader ]
  %.486.us.2 = icmp ugt i64 %lsr.iv94, %const
  %.487.us.2 = select i1 %.486.us.2, i64 %arg.R.5.0, i64 0
  %24 = add i64 %.487.us.2, %lsr.iv94
  %.501.us.2 = getelementptr double, double* %arg.R.4, i64 %24
  %.502.us.2 = load double, double* %.501.us.2, align 8
  %.12.i.us.2 = fcmp olt double %.234.fr.2, %.502.us.2
  br i1 %.12.i.us.2, label %B204.backedge.us.2, label %B254.endif.us.2.B316.2.loopexit_crit_edge

B204.backedge.us.2:                               ; preds = %B254.endif.us.2
  %sunkaddr314 = mul i64 %lsr.iv94, 8
  %25 = bitcast double* %arg.R.4 to i8*
  %sunkaddr315 = getelementptr i8, i8* %25, i64 %sunkaddr314
  %26 = bitcast i8* %sunkaddr315 to double*
  %.417.us.2 = load double, double* %26, align 8
  %sunkaddr316 = mul i64 %lsr.iv94, 8
  %27 = bitcast double* %arg.R.4 to i8*
  %sunkaddr317 = getelementptr i8, i8* %27, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, i8* %sunkaddr317, i64 8
  %28 = bitcast i8* %sunkaddr318 to double*
  store double %.417.us.2, double* %28, align 8
  %lsr.iv.next95 = add i64 %lsr.iv94, -1
  %29 = add i64 %lsr.iv.next95, 1
  %.461.us.2 = icmp sgt i64 %29, %arg.low
  br i1 %.461.us.2, label %B254.endif.us.2, label %B316.2

B254.endif.us.2.B316.2.loopexit_crit_edge:        ; preds = %B254.endif.us.2
  %30 = add i64 %lsr.iv94, 1
  br label %B316.2

B254.endif.2.B316.2.loopexit68_crit_edge:         ; preds = %B254.endif.2
  %31 = add i64 %lsr.iv88, 1
  br label %B316.2

B316.2:                                           ; preds = %B204.backedge.2, %B204.backedge.us.2, %B254.endif.2.B316.2.loopexit68_crit_edge, %B254.endif.us.2.B316.2.loopexit_crit_edge, %B204.preheader.2, %for.body.i4.2, %B316.1
  %j.3.2.2 = phi i64 [ %.111.045.2, %B316.1 ], [ %.111.045.2, %for.body.i4.2 ], [ %.111.045.1, %B204.preheader.2 ], [ %30, %B254.endif.us.2.B316.2.loopexit_crit_edge ], [ %31, %B254.endif.2.B316.2.loopexit68_crit_edge ], [ %arg.low, %B204.backedge.us.2 ], [ %arg.low, %B204.backedge.2 ]
  %.593.2 = icmp slt i64 %j.3.2.2, 0
  %.594.2 = select i1 %.593.2, i64 %arg.R.5.0, i64 0
  %.595.2 = add i64 %.594.2, %j.3.2.2
  %.608.2 = getelementptr double, double* %arg.R.4, i64 %.595.2
  store double %.234.fr.2, double* %.608.2, align 8
  %.111.045.3 = add i64 %.111.045.in, 4
  %.218.3 = icmp slt i64 %.111.045.3, 0
  %.219.3 = select i1 %.218.3, i64 %arg.R.5.0, i64 0
  %.220.3 = add i64 %.219.3, %.111.045.3
  %.233.3 = getelementptr double, double* %arg.R.4, i64 %.220.3
  %.234.3 = load double, double* %.233.3, align 8
  %.234.fr.3 = freeze double %.234.3
  %.278.3 = icmp sgt i64 %.111.045.3, %arg.low
  br i1 %.278.3, label %B142.endif.3, label %B316.3

B142.endif.3:                                     ; preds = %B316.2
  %sunkaddr319 = mul i64 %.111.045.in, 8
  %32 = bitcast double* %arg.R.4 to i8*
  %sunkaddr320 = getelementptr i8, i8* %32, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, i8* %sunkaddr320, i64 24
  %33 = bitcast i8* %sunkaddr321 to double*
  %.320.3 = load double, double* %33, align 8
  %.12.i1.3 = fcmp olt double %.234.fr.3, %.320.3
  br i1 %.12.i1.3, label %B204.preheader.3, label %for.body.i4.3

for.body.i4.3:                                    ; preds = %B142.endif.3
  %.25.i3.3 = fcmp ord double %.320.3, 0.000000e+00
  %.52.i5.3 = fcmp uno double %.234.fr.3, 0.000000e+00
  %or.cond.3 = or i1 %.52.i5.3, %.25.i3.3
  br i1 %or.cond.3, label %B316.3, label %B204.preheader.3

B204.preheader.3:                                 ; preds = %for.body.i4.3, %B142.endif.3
  %34 = icmp sgt i64 %.111.045.2, %arg.low
  %sunkaddr322 = mul i64 %.111.045.in, 8
  %35 = bitcast double* %arg.R.4 to i8*
  %sunkaddr323 = getelementptr i8, i8* %35, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, i8* %sunkaddr323, i64 32
  %36 = bitcast i8* %sunkaddr324 to double*
  store double %.320.3, double* %36, align 8
  br i1 %34, label %B254.endif.lr.ph.3, label %B316.3

B254.endif.lr.ph.3:                               ; preds = %B204.preheader.3
  %.52.i.3 = fcmp uno double %.234.fr.3, 0.000000e+00
  br i1 %.52.i.3, label %B254.endif.us.3.preheader, label %B254.endif.3.preheader

B254.endif.3.preheader:                           ; preds = %B254.endif.lr.ph.3
  br label %B254.endif.3

B254.endif.us.3.preheader:                        ; preds = %B254.endif.lr.ph.3
  br label %B254.endif.us.3

B254.endif.3:                                     ; preds = %B254.endif.3.preheader, %B204.backedge.3
  %lsr.iv102 = phi i64 [ %lsr.iv.next103, %B204.backedge.3 ], [ %lsr.iv100, %B254.endif.3.preheader ]
  %.486.3 = icmp ugt i64 %lsr.iv102, %const
  %.487.3 = select i1 %.486.3, i64 %arg.R.5.0, i64 0
  %37 = add i64 %.487.3, %lsr.iv102
  %.501.3 = getelementptr double, double* %arg.R.4, i64 %37
  %.502.3 = load double, double* %.501.3, align 8
  %.12.i.3 = fcmp uge double %.234.fr.3, %.502.3
  %.25.i.3 = fcmp ord double %.502.3, 0.000000e+00
  %or.cond49.3 = and i1 %.12.i.3, %.25.i.3
  br i1 %or.cond49.3, label %B254.endif.3.B316.3.loopexit66_crit_edge, label %B204.backedge.3

B204.backedge.3:                                  ; preds = %B254.endif.3
  %scevgep264 = getelementptr double, double* %arg.R.4, i64 %lsr.iv102
  %.417.3 = load double, double* %scevgep264, align 8
  %scevgep262 = getelementptr double, double* %arg.R.4, i64 %lsr.iv102
  %scevgep263 = getelementptr double, double* %scevgep262, i64 1
  store double %.417.3, double* %scevgep263, align 8
  %lsr.iv.next103 = add i64 %lsr.iv102, -1
  %38 = add i64 %lsr.iv.next103, 1
  %.461.3 = icmp sgt i64 %38, %arg.low
  br i1 %.461.3, label %B254.endif.3, label %B316.3

B254.endif.us.3:                                  ; preds = %B254.endif.us.3.preheader, %B204.backedge.us.3
  %lsr.iv107 = phi i64 [ %lsr.iv.next108, %B204.backedge.us.3 ], [ %lsr.iv100, %B254.endif.us.3.preheader ]
  %.486.us.3 = icmp ugt i64 %lsr.iv107, %const
  %.487.us.3 = select i1 %.486.us.3, i64 %arg.R.5.0, i64 0
  %39 = add i64 %.487.us.3, %lsr.iv107
  %.501.us.3 = getelementptr double, double* %arg.R.4, i64 %39
  %.502.us.3 = load double, double* %.501.us.3, align 8
  %.12.i.us.3 = fcmp olt double %.234.fr.3, %.502.us.3
  br i1 %.12.i.us.3, label %B204.backedge.us.3, label %B254.endif.us.3.B316.3.loopexit_crit_edge

B204.backedge.us.3:                               ; preds = %B254.endif.us.3
  %scevgep267 = getelementptr double, double* %arg.R.4, i64 %lsr.iv107
  %.417.us.3 = load double, double* %scevgep267, align 8
  %scevgep265 = getelementptr double, double* %arg.R.4, i64 %lsr.iv107
  %scevgep266 = getelementptr double, double* %scevgep265, i64 1
  store double %.417.us.3, double* %scevgep266, align 8
  %lsr.iv.next108 = add i64 %lsr.iv107, -1
  %40 = add i64 %lsr.iv.next108, 1
  %.461.us.3 = icmp sgt i64 %40, %arg.low
  br i1 %.461.us.3, label %B254.endif.us.3, label %B316.3

B254.endif.us.3.B316.3.loopexit_crit_edge:        ; preds = %B254.endif.us.3
  %41 = add i64 %lsr.iv107, 1
  br label %B316.3

B254.endif.3.B316.3.loopexit66_crit_edge:         ; preds = %B254.endif.3
  %42 = add i64 %lsr.iv102, 1
  br label %B316.3

B316.3:                                           ; preds = %B204.backedge.3, %B204.backedge.us.3, %B254.endif.3.B316.3.loopexit66_crit_edge, %B254.endif.us.3.B316.3.loopexit_crit_edge, %B204.preheader.3, %for.body.i4.3, %B316.2
  %j.3.2.3 = phi i64 [ %.111.045.3, %B316.2 ], [ %.111.045.3, %for.body.i4.3 ], [ %.111.045.2, %B204.preheader.3 ], [ %41, %B254.endif.us.3.B316.3.loopexit_crit_edge ], [ %42, %B254.endif.3.B316.3.loopexit66_crit_edge ], [ %arg.low, %B204.backedge.us.3 ], [ %arg.low, %B204.backedge.3 ]
  %.593.3 = icmp slt i64 %j.3.2.3, 0
  %.594.3 = select i1 %.593.3, i64 %arg.R.5.0, i64 0
  %.595.3 = add i64 %.594.3, %j.3.2.3
  %.608.3 = getelementptr double, double* %arg.R.4, i64 %.595.3
  store double %.234.fr.3, double* %.608.3, align 8
  %.111.045.4 = add i64 %.111.045.in, 5
  %.218.4 = icmp slt i64 %.111.045.4, 0
  %.219.4 = select i1 %.218.4, i64 %arg.R.5.0, i64 0
  %.220.4 = add i64 %.219.4, %.111.045.4
  %.233.4 = getelementptr double, double* %arg.R.4, i64 %.220.4
  %.234.4 = load double, double* %.233.4, align 8
  %.234.fr.4 = freeze double %.234.4
  %.278.4 = icmp sgt i64 %.111.045.4, %arg.low
  br i1 %.278.4, label %B142.endif.4, label %B316.4

B142.endif.4:                                     ; preds = %B316.3
  %sunkaddr325 = mul i64 %.111.045.in, 8
  %43 = bitcast double* %arg.R.4 to i8*
  %sunkaddr326 = getelementptr i8, i8* %43, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, i8* %sunkaddr326, i64 32
  %44 = bitcast i8* %sunkaddr327 to double*
  %.320.4 = load double, double* %44, align 8
  %.12.i1.4 = fcmp olt double %.234.fr.4, %.320.4
  br i1 %.12.i1.4, label %B204.preheader.4, label %for.body.i4.4

for.body.i4.4:                                    ; preds = %B142.endif.4
  %.25.i3.4 = fcmp ord double %.320.4, 0.000000e+00
  %.52.i5.4 = fcmp uno double %.234.fr.4, 0.000000e+00
  %or.cond.4 = or i1 %.52.i5.4, %.25.i3.4
  br i1 %or.cond.4, label %B316.4, label %B204.preheader.4

B204.preheader.4:                                 ; preds = %for.body.i4.4, %B142.endif.4
  %45 = icmp sgt i64 %.111.045.3, %arg.low
  %sunkaddr328 = mul i64 %.111.045.in, 8
  %46 = bitcast double* %arg.R.4 to i8*
  %sunkaddr329 = getelementptr i8, i8* %46, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, i8* %sunkaddr329, i64 40
  %47 = bitcast i8* %sunkaddr330 to double*
  store double %.320.4, double* %47, align 8
  br i1 %45, label %B254.endif.lr.ph.4, label %B316.4

B254.endif.lr.ph.4:                               ; preds = %B204.preheader.4
  %.52.i.4 = fcmp uno double %.234.fr.4, 0.000000e+00
  br i1 %.52.i.4, label %B254.endif.us.4.preheader, label %B254.endif.4.preheader

B254.endif.4.preheader:                           ; preds = %B254.endif.lr.ph.4
  br label %B254.endif.4

B254.endif.us.4.preheader:                        ; preds = %B254.endif.lr.ph.4
  br label %B254.endif.us.4

B254.endif.4:                                     ; preds = %B254.endif.4.preheader, %B204.backedge.4
  %lsr.iv114 = phi i64 [ %lsr.iv.next115, %B204.backedge.4 ], [ %lsr.iv112, %B254.endif.4.preheader ]
  %.486.4 = icmp ugt i64 %lsr.iv114, %const
  %.487.4 = select i1 %.486.4, i64 %arg.R.5.0, i64 0
  %48 = add i64 %.487.4, %lsr.iv114
  %.501.4 = getelementptr double, double* %arg.R.4, i64 %48
  %.502.4 = load double, double* %.501.4, align 8
  %.12.i.4 = fcmp uge double %.234.fr.4, %.502.4
  %.25.i.4 = fcmp ord double %.502.4, 0.000000e+00
  %or.cond49.4 = and i1 %.12.i.4, %.25.i.4
  br i1 %or.cond49.4, label %B254.endif.4.B316.4.loopexit64_crit_edge, label %B204.backedge.4

B204.backedge.4:                                  ; preds = %B254.endif.4
  %scevgep270 = getelementptr double, double* %arg.R.4, i64 %lsr.iv114
  %.417.4 = load double, double* %scevgep270, align 8
  %scevgep268 = getelementptr double, double* %arg.R.4, i64 %lsr.iv114
  %scevgep269 = getelementptr double, double* %scevgep268, i64 1
  store double %.417.4, double* %scevgep269, align 8
  %lsr.iv.next115 = add i64 %lsr.iv114, -1
  %49 = add i64 %lsr.iv.next115, 1
  %.461.4 = icmp sgt i64 %49, %arg.low
  br i1 %.461.4, label %B254.endif.4, label %B316.4

B254.endif.us.4:                                  ; preds = %B254.endif.us.4.preheader, %B204.backedge.us.4
  %lsr.iv119 = phi i64 [ %lsr.iv.next120, %B204.backedge.us.4 ], [ %lsr.iv112, %B254.endif.us.4.preheader ]
  %.486.us.4 = icmp ugt i64 %lsr.iv119, %const
  %.487.us.4 = select i1 %.486.us.4, i64 %arg.R.5.0, i64 0
  %50 = add i64 %.487.us.4, %lsr.iv119
  %.501.us.4 = getelementptr double, double* %arg.R.4, i64 %50
  %.502.us.4 = load double, double* %.501.us.4, align 8
  %.12.i.us.4 = fcmp olt double %.234.fr.4, %.502.us.4
  br i1 %.12.i.us.4, label %B204.backedge.us.4, label %B254.endif.us.4.B316.4.loopexit_crit_edge

B204.backedge.us.4:                               ; preds = %B254.endif.us.4
  %scevgep273 = getelementptr double, double* %arg.R.4, i64 %lsr.iv119
  %.417.us.4 = load double, double* %scevgep273, align 8
  %scevgep271 = getelementptr double, double* %arg.R.4, i64 %lsr.iv119
  %scevgep272 = getelementptr double, double* %scevgep271, i64 1
  store double %.417.us.4, double* %scevgep272, align 8
  %lsr.iv.next120 = add i64 %lsr.iv119, -1
  %51 = add i64 %lsr.iv.next120, 1
  %.461.us.4 = icmp sgt i64 %51, %arg.low
  br i1 %.461.us.4, label %B254.endif.us.4, label %B316.4

B254.endif.us.4.B316.4.loopexit_crit_edge:        ; preds = %B254.endif.us.4
  %52 = add i64 %lsr.iv119, 1
  br label %B316.4

B254.endif.4.B316.4.loopexit64_crit_edge:         ; preds = %B254.endif.4
  %53 = add i64 %lsr.iv114, 1
  br label %B316.4

B316.4:                                           ; preds = %B204.backedge.4, %B204.backedge.us.4, %B254.endif.4.B316.4.loopexit64_crit_edge, %B254.endif.us.4.B316.4.loopexit_crit_edge, %B204.preheader.4, %for.body.i4.4, %B316.3
  %j.3.2.4 = phi i64 [ %.111.045.4, %B316.3 ], [ %.111.045.4, %for.body.i4.4 ], [ %.111.045.3, %B204.preheader.4 ], [ %52, %B254.endif.us.4.B316.4.loopexit_crit_edge ], [ %53, %B254.endif.4.B316.4.loopexit64_crit_edge ], [ %arg.low, %B204.backedge.us.4 ], [ %arg.low, %B204.backedge.4 ]
  %.593.4 = icmp slt i64 %j.3.2.4, 0
  %.594.4 = select i1 %.593.4, i64 %arg.R.5.0, i64 0
  %.595.4 = add i64 %.594.4, %j.3.2.4
  %.608.4 = getelementptr double, double* %arg.R.4, i64 %.595.4
  store double %.234.fr.4, double* %.608.4, align 8
  %.111.045.5 = add i64 %.111.045.in, 6
  %.218.5 = icmp slt i64 %.111.045.5, 0
  %.219.5 = select i1 %.218.5, i64 %arg.R.5.0, i64 0
  %.220.5 = add i64 %.219.5, %.111.045.5
  %.233.5 = getelementptr double, double* %arg.R.4, i64 %.220.5
  %.234.5 = load double, double* %.233.5, align 8
  %.234.fr.5 = freeze double %.234.5
  %.278.5 = icmp sgt i64 %.111.045.5, %arg.low
  br i1 %.278.5, label %B142.endif.5, label %B316.5

B142.endif.5:                                     ; preds = %B316.4
  %sunkaddr331 = mul i64 %.111.045.in, 8
  %54 = bitcast double* %arg.R.4 to i8*
  %sunkaddr332 = getelementptr i8, i8* %54, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, i8* %sunkaddr332, i64 40
  %55 = bitcast i8* %sunkaddr333 to double*
  %.320.5 = load double, double* %55, align 8
  %.12.i1.5 = fcmp olt double %.234.fr.5, %.320.5
  br i1 %.12.i1.5, label %B204.preheader.5, label %for.body.i4.5

for.body.i4.5:                                    ; preds = %B142.endif.5
  %.25.i3.5 = fcmp ord double %.320.5, 0.000000e+00
  %.52.i5.5 = fcmp uno double %.234.fr.5, 0.000000e+00
  %or.cond.5 = or i1 %.52.i5.5, %.25.i3.5
  br i1 %or.cond.5, label %B316.5, label %B204.preheader.5

B204.preheader.5:                                 ; preds = %for.body.i4.5, %B142.endif.5
  %56 = icmp sgt i64 %.111.045.4, %arg.low
  %sunkaddr334 = mul i64 %.111.045.in, 8
  %57 = bitcast double* %arg.R.4 to i8*
  %sunkaddr335 = getelementptr i8, i8* %57, i64 %sunkaddr334
  %sunkaddr336 = getelementptr i8, i8* %sunkaddr335, i64 48
  %58 = bitcast i8* %sunkaddr336 to double*
  store double %.320.5, double* %58, align 8
  br i1 %56, label %B254.endif.lr.ph.5, label %B316.5

B254.endif.lr.ph.5:                               ; preds = %B204.preheader.5
  %.52.i.5 = fcmp uno double %.234.fr.5, 0.000000e+00
  br i1 %.52.i.5, label %B254.endif.us.5.preheader, label %B254.endif.5.preheader

B254.endif.5.preheader:                           ; preds = %B254.endif.lr.ph.5
  br label %B254.endif.5

B254.endif.us.5.preheader:                        ; preds = %B254.endif.lr.ph.5
  br label %B254.endif.us.5

B254.endif.5:                                     ; preds = %B254.endif.5.preheader, %B204.backedge.5
  %lsr.iv126 = phi i64 [ %lsr.iv.next127, %B204.backedge.5 ], [ %lsr.iv124, %B254.endif.5.preheader ]
  %.486.5 = icmp ugt i64 %lsr.iv126, %const
  %.487.5 = select i1 %.486.5, i64 %arg.R.5.0, i64 0
  %59 = add i64 %.487.5, %lsr.iv126
  %.501.5 = getelementptr double, double* %arg.R.4, i64 %59
  %.502.5 = load double, double* %.501.5, align 8
  %.12.i.5 = fcmp uge double %.234.fr.5, %.502.5
  %.25.i.5 = fcmp ord double %.502.5, 0.000000e+00
  %or.cond49.5 = and i1 %.12.i.5, %.25.i.5
  br i1 %or.cond49.5, label %B254.endif.5.B316.5.loopexit62_crit_edge, label %B204.backedge.5

B204.backedge.5:                                  ; preds = %B254.endif.5
  %scevgep276 = getelementptr double, double* %arg.R.4, i64 %lsr.iv126
  %.417.5 = load double, double* %scevgep276, align 8
  %scevgep274 = getelementptr double, double* %arg.R.4, i64 %lsr.iv126
  %scevgep275 = getelementptr double, double* %scevgep274, i64 1
  store double %.417.5, double* %scevgep275, align 8
  %lsr.iv.next127 = add i64 %lsr.iv126, -1
  %60 = add i64 %lsr.iv.next127, 1
  %.461.5 = icmp sgt i64 %60, %arg.low
  br i1 %.461.5, label %B254.endif.5, label %B316.5

B254.endif.us.5:                                  ; preds = %B254.endif.us.5.preheader, %B204.backedge.us.5
  %lsr.iv131 = phi i64 [ %lsr.iv.next132, %B204.backedge.us.5 ], [ %lsr.iv124, %B254.endif.us.5.preheader ]
  %.486.us.5 = icmp ugt i64 %lsr.iv131, %const
  %.487.us.5 = select i1 %.486.us.5, i64 %arg.R.5.0, i64 0
  %61 = add i64 %.487.us.5, %lsr.iv131
  %.501.us.5 = getelementptr double, double* %arg.R.4, i64 %61
  %.502.us.5 = load double, double* %.501.us.5, align 8
  %.12.i.us.5 = fcmp olt double %.234.fr.5, %.502.us.5
  br i1 %.12.i.us.5, label %B204.backedge.us.5, label %B254.endif.us.5.B316.5.loopexit_crit_edge

B204.backedge.us.5:                               ; preds = %B254.endif.us.5
  %scevgep279 = getelementptr double, double* %arg.R.4, i64 %lsr.iv131
  %.417.us.5 = load double, double* %scevgep279, align 8
  %scevgep277 = getelementptr double, double* %arg.R.4, i64 %lsr.iv131
  %scevgep278 = getelementptr double, double* %scevgep277, i64 1
  store double %.417.us.5, double* %scevgep278, align 8
  %lsr.iv.next132 = add i64 %lsr.iv131, -1
  %62 = add i64 %lsr.iv.next132, 1
  %.461.us.5 = icmp sgt i64 %62, %arg.low
  br i1 %.461.us.5, label %B254.endif.us.5, label %B316.5

B254.endif.us.5.B316.5.loopexit_crit_edge:        ; preds = %B254.endif.us.5
  %63 = add i64 %lsr.iv131, 1
  br label %B316.5

B254.endif.5.B316.5.loopexit62_crit_edge:         ; preds = %B254.endif.5
  %64 = add i64 %lsr.iv126, 1
  br label %B316.5

B316.5:                                           ; preds = %B204.backedge.5, %B204.backedge.us.5, %B254.endif.5.B316.5.loopexit62_crit_edge, %B254.endif.us.5.B316.5.loopexit_crit_edge, %B204.preheader.5, %for.body.i4.5, %B316.4
  %j.3.2.5 = phi i64 [ %.111.045.5, %B316.4 ], [ %.111.045.5, %for.body.i4.5 ], [ %.111.045.4, %B204.preheader.5 ], [ %63, %B254.endif.us.5.B316.5.loopexit_crit_edge ], [ %64, %B254.endif.5.B316.5.loopexit62_crit_edge ], [ %arg.low, %B204.backedge.us.5 ], [ %arg.low, %B204.backedge.5 ]
  %.593.5 = icmp slt i64 %j.3.2.5, 0
  %.594.5 = select i1 %.593.5, i64 %arg.R.5.0, i64 0
  %.595.5 = add i64 %.594.5, %j.3.2.5
  %.608.5 = getelementptr double, double* %arg.R.4, i64 %.595.5
  store double %.234.fr.5, double* %.608.5, align 8
  %.111.045.6 = add i64 %.111.045.in, 7
  %.218.6 = icmp slt i64 %.111.045.6, 0
  %.219.6 = select i1 %.218.6, i64 %arg.R.5.0, i64 0
  %.220.6 = add i64 %.219.6, %.111.045.6
  %.233.6 = getelementptr double, double* %arg.R.4, i64 %.220.6
  %.234.6 = load double, double* %.233.6, align 8
  %.234.fr.6 = freeze double %.234.6
  %.278.6 = icmp sgt i64 %.111.045.6, %arg.low
  br i1 %.278.6, label %B142.endif.6, label %B316.6

B142.endif.6:                                     ; preds = %B316.5
  %sunkaddr337 = mul i64 %.111.045.in, 8
  %65 = bitcast double* %arg.R.4 to i8*
  %sunkaddr338 = getelementptr i8, i8* %65, i64 %sunkaddr337
  %sunkaddr339 = getelementptr i8, i8* %sunkaddr338, i64 48
  %66 = bitcast i8* %sunkaddr339 to double*
  %.320.6 = load double, double* %66, align 8
  %.12.i1.6 = fcmp olt double %.234.fr.6, %.320.6
  br i1 %.12.i1.6, label %B204.preheader.6, label %for.body.i4.6

for.body.i4.6:                                    ; preds = %B142.endif.6
  %.25.i3.6 = fcmp ord double %.320.6, 0.000000e+00
  %.52.i5.6 = fcmp uno double %.234.fr.6, 0.000000e+00
  %or.cond.6 = or i1 %.52.i5.6, %.25.i3.6
  br i1 %or.cond.6, label %B316.6, label %B204.preheader.6

B204.preheader.6:                                 ; preds = %for.body.i4.6, %B142.endif.6
  %67 = icmp sgt i64 %.111.045.5, %arg.low
  %sunkaddr340 = mul i64 %.111.045.in, 8
  %68 = bitcast double* %arg.R.4 to i8*
  %sunkaddr341 = getelementptr i8, i8* %68, i64 %sunkaddr340
  %sunkaddr342 = getelementptr i8, i8* %sunkaddr341, i64 56
  %69 = bitcast i8* %sunkaddr342 to double*
  store double %.320.6, double* %69, align 8
  br i1 %67, label %B254.endif.lr.ph.6, label %B316.6

B254.endif.lr.ph.6:                               ; preds = %B204.preheader.6
  %.52.i.6 = fcmp uno double %.234.fr.6, 0.000000e+00
  br i1 %.52.i.6, label %B254.endif.us.6.preheader, label %B254.endif.6.preheader

B254.endif.6.preheader:                           ; preds = %B254.endif.lr.ph.6
  br label %B254.endif.6

B254.endif.us.6.preheader:                        ; preds = %B254.endif.lr.ph.6
  br label %B254.endif.us.6

B254.endif.6:                                     ; preds = %B254.endif.6.preheader, %B204.backedge.6
  %lsr.iv138 = phi i64 [ %lsr.iv.next139, %B204.backedge.6 ], [ %lsr.iv136, %B254.endif.6.preheader ]
  %.486.6 = icmp ugt i64 %lsr.iv138, %const
  %.487.6 = select i1 %.486.6, i64 %arg.R.5.0, i64 0
  %70 = add i64 %.487.6, %lsr.iv138
  %.501.6 = getelementptr double, double* %arg.R.4, i64 %70
  %.502.6 = load double, double* %.501.6, align 8
  %.12.i.6 = fcmp uge double %.234.fr.6, %.502.6
  %.25.i.6 = fcmp ord double %.502.6, 0.000000e+00
  %or.cond49.6 = and i1 %.12.i.6, %.25.i.6
  br i1 %or.cond49.6, label %B254.endif.6.B316.6.loopexit60_crit_edge, label %B204.backedge.6

B204.backedge.6:                                  ; preds = %B254.endif.6
  %scevgep282 = getelementptr double, double* %arg.R.4, i64 %lsr.iv138
  %.417.6 = load double, double* %scevgep282, align 8
  %scevgep280 = getelementptr double, double* %arg.R.4, i64 %lsr.iv138
  %scevgep281 = getelementptr double, double* %scevgep280, i64 1
  store double %.417.6, double* %scevgep281, align 8
  %lsr.iv.next139 = add i64 %lsr.iv138, -1
  %71 = add i64 %lsr.iv.next139, 1
  %.461.6 = icmp sgt i64 %71, %arg.low
  br i1 %.461.6, label %B254.endif.6, label %B316.6

B254.endif.us.6:                                  ; preds = %B254.endif.us.6.preheader, %B204.backedge.us.6
  %lsr.iv143 = phi i64 [ %lsr.iv.next144, %B204.backedge.us.6 ], [ %lsr.iv136, %B254.endif.us.6.preheader ]
  %.486.us.6 = icmp ugt i64 %lsr.iv143, %const
  %.487.us.6 = select i1 %.486.us.6, i64 %arg.R.5.0, i64 0
  %72 = add i64 %.487.us.6, %lsr.iv143
  %.501.us.6 = getelementptr double, double* %arg.R.4, i64 %72
  %.502.us.6 = load double, double* %.501.us.6, align 8
  %.12.i.us.6 = fcmp olt double %.234.fr.6, %.502.us.6
  br i1 %.12.i.us.6, label %B204.backedge.us.6, label %B254.endif.us.6.B316.6.loopexit_crit_edge

B204.backedge.us.6:                               ; preds = %B254.endif.us.6
  %scevgep285 = getelementptr double, double* %arg.R.4, i64 %lsr.iv143
  %.417.us.6 = load double, double* %scevgep285, align 8
  %scevgep283 = getelementptr double, double* %arg.R.4, i64 %lsr.iv143
  %scevgep284 = getelementptr double, double* %scevgep283, i64 1
  store double %.417.us.6, double* %scevgep284, align 8
  %lsr.iv.next144 = add i64 %lsr.iv143, -1
  %73 = add i64 %lsr.iv.next144, 1
  %.461.us.6 = icmp sgt i64 %73, %arg.low
  br i1 %.461.us.6, label %B254.endif.us.6, label %B316.6

B254.endif.us.6.B316.6.loopexit_crit_edge:        ; preds = %B254.endif.us.6
  %74 = add i64 %lsr.iv143, 1
  br label %B316.6

B254.endif.6.B316.6.loopexit60_crit_edge:         ; preds = %B254.endif.6
  %75 = add i64 %lsr.iv138, 1
  br label %B316.6

B316.6:                                           ; preds = %B204.backedge.6, %B204.backedge.us.6, %B254.endif.6.B316.6.loopexit60_crit_edge, %B254.endif.us.6.B316.6.loopexit_crit_edge, %B204.preheader.6, %for.body.i4.6, %B316.5
  %j.3.2.6 = phi i64 [ %.111.045.6, %B316.5 ], [ %.111.045.6, %for.body.i4.6 ], [ %.111.045.5, %B204.preheader.6 ], [ %74, %B254.endif.us.6.B316.6.loopexit_crit_edge ], [ %75, %B254.endif.6.B316.6.loopexit60_crit_edge ], [ %arg.low, %B204.backedge.us.6 ], [ %arg.low, %B204.backedge.6 ]
  %.593.6 = icmp slt i64 %j.3.2.6, 0
  %.594.6 = select i1 %.593.6, i64 %arg.R.5.0, i64 0
  %.595.6 = add i64 %.594.6, %j.3.2.6
  %.608.6 = getelementptr double, double* %arg.R.4, i64 %.595.6
  store double %.234.fr.6, double* %.608.6, align 8
  %.111.045.7 = add i64 %.111.045.in, 8
  %.176.7 = add nsw i64 %.16646, -8
  %.218.7 = icmp slt i64 %.111.045.7, 0
  %.219.7 = select i1 %.218.7, i64 %arg.R.5.0, i64 0
  %.220.7 = add i64 %.219.7, %.111.045.7
  %.233.7 = getelementptr double, double* %arg.R.4, i64 %.220.7
  %.234.7 = load double, double* %.233.7, align 8
  %.234.fr.7 = freeze double %.234.7
  %.278.7 = icmp sgt i64 %.111.045.7, %arg.low
  br i1 %.278.7, label %B142.endif.7, label %B316.7

B142.endif.7:                                     ; preds = %B316.6
  %sunkaddr343 = mul i64 %.111.045.7, 8
  %76 = bitcast double* %arg.R.4 to i8*
  %sunkaddr344 = getelementptr i8, i8* %76, i64 %sunkaddr343
  %sunkaddr345 = getelementptr i8, i8* %sunkaddr344, i64 -8
  %77 = bitcast i8* %sunkaddr345 to double*
  %.320.7 = load double, double* %77, align 8
  %.12.i1.7 = fcmp olt double %.234.fr.7, %.320.7
  br i1 %.12.i1.7, label %B204.preheader.7, label %for.body.i4.7

for.body.i4.7:                                    ; preds = %B142.endif.7
  %.25.i3.7 = fcmp ord double %.320.7, 0.000000e+00
  %.52.i5.7 = fcmp uno double %.234.fr.7, 0.000000e+00
  %or.cond.7 = or i1 %.52.i5.7, %.25.i3.7
  br i1 %or.cond.7, label %B316.7, label %B204.preheader.7

B204.preheader.7:                                 ; preds = %for.body.i4.7, %B142.endif.7
  %78 = icmp sgt i64 %.111.045.6, %arg.low
  %.44739.7 = getelementptr double, double* %arg.R.4, i64 %.111.045.7
  store double %.320.7, double* %.44739.7, align 8
  br i1 %78, label %B254.endif.lr.ph.7, label %B316.7

B254.endif.lr.ph.7:                               ; preds = %B204.preheader.7
  %.52.i.7 = fcmp uno double %.234.fr.7, 0.000000e+00
  br i1 %.52.i.7, label %B254.endif.us.7.preheader, label %B254.endif.7.preheader

B254.endif.7.preheader:                           ; preds = %B254.endif.lr.ph.7
  br label %B254.endif.7

B254.endif.us.7.preheader:                        ; preds = %B254.endif.lr.ph.7
  br label %B254.endif.us.7

B254.endif.7:                                     ; preds = %B254.endif.7.preheader, %B204.backedge.7
  %lsr.iv150 = phi i64 [ %lsr.iv.next151, %B204.backedge.7 ], [ %lsr.iv148, %B254.endif.7.preheader ]
  %.486.7 = icmp ugt i64 %lsr.iv150, %const
  %.487.7 = select i1 %.486.7, i64 %arg.R.5.0, i64 0
  %79 = add i64 %.487.7, %lsr.iv150
  %.501.7 = getelementptr double, double* %arg.R.4, i64 %79
  %.502.7 = load double, double* %.501.7, align 8
  %.12.i.7 = fcmp uge double %.234.fr.7, %.502.7
  %.25.i.7 = fcmp ord double %.502.7, 0.000000e+00
  %or.cond49.7 = and i1 %.12.i.7, %.25.i.7
  br i1 %or.cond49.7, label %B254.endif.7.B316.7.loopexit58_crit_edge, label %B204.backedge.7

B204.backedge.7:                                  ; preds = %B254.endif.7
  %scevgep288 = getelementptr double, double* %arg.R.4, i64 %lsr.iv150
  %.417.7 = load double, double* %scevgep288, align 8
  %scevgep286 = getelementptr double, double* %arg.R.4, i64 %lsr.iv150
  %scevgep287 = getelementptr double, double* %scevgep286, i64 1
  store double %.417.7, double* %scevgep287, align 8
  %lsr.iv.next151 = add i64 %lsr.iv150, -1
  %80 = add i64 %lsr.iv.next151, 1
  %.461.7 = icmp sgt i64 %80, %arg.low
  br i1 %.461.7, label %B254.endif.7, label %B316.7

B254.endif.us.7:                                  ; preds = %B254.endif.us.7.preheader, %B204.backedge.us.7
  %lsr.iv155 = phi i64 [ %lsr.iv.next156, %B204.backedge.us.7 ], [ %lsr.iv148, %B254.endif.us.7.preheader ]
  %.486.us.7 = icmp ugt i64 %lsr.iv155, %const
  %.487.us.7 = select i1 %.486.us.7, i64 %arg.R.5.0, i64 0
  %81 = add i64 %.487.us.7, %lsr.iv155
  %.501.us.7 = getelementptr double, double* %arg.R.4, i64 %81
  %.502.us.7 = load double, double* %.501.us.7, align 8
  %.12.i.us.7 = fcmp olt double %.234.fr.7, %.502.us.7
  br i1 %.12.i.us.7, label %B204.backedge.us.7, label %B254.endif.us.7.B316.7.loopexit_crit_edge

B204.backedge.us.7:                               ; preds = %B254.endif.us.7
  %scevgep291 = getelementptr double, double* %arg.R.4, i64 %lsr.iv155
  %.417.us.7 = load double, double* %scevgep291, align 8
  %scevgep289 = getelementptr double, double* %arg.R.4, i64 %lsr.iv155
  %scevgep290 = getelementptr double, double* %scevgep289, i64 1
  store double %.417.us.7, double* %scevgep290, align 8
  %lsr.iv.next156 = add i64 %lsr.iv155, -1
  %82 = add i64 %lsr.iv.next156, 1
  %.461.us.7 = icmp sgt i64 %82, %arg.low
  br i1 %.461.us.7, label %B254.endif.us.7, label %B316.7

B254.endif.us.7.B316.7.loopexit_crit_edge:        ; preds = %B254.endif.us.7
  %83 = add i64 %lsr.iv155, 1
  br label %B316.7

B254.endif.7.B316.7.loopexit58_crit_edge:         ; preds = %B254.endif.7
  %84 = add i64 %lsr.iv150, 1
  br label %B316.7

B316.7:                                           ; preds = %B204.backedge.7, %B204.backedge.us.7, %B254.endif.7.B316.7.loopexit58_crit_edge, %B254.endif.us.7.B316.7.loopexit_crit_edge, %B204.preheader.7, %for.body.i4.7, %B316.6
  %j.3.2.7 = phi i64 [ %.111.045.7, %B316.6 ], [ %.111.045.7, %for.body.i4.7 ], [ %.111.045.6, %B204.preheader.7 ], [ %83, %B254.endif.us.7.B316.7.loopexit_crit_edge ], [ %84, %B254.endif.7.B316.7.loopexit58_crit_edge ], [ %arg.low, %B204.backedge.us.7 ], [ %arg.low, %B204.backedge.7 ]
  %.593.7 = icmp slt i64 %j.3.2.7, 0
  %.594.7 = select i1 %.593.7, i64 %arg.R.5.0, i64 0
  %.595.7 = add i64 %.594.7, %j.3.2.7
  %.608.7 = getelementptr double, double* %arg.R.4, i64 %.595.7
  store double %.234.fr.7, double* %.608.7, align 8
  %lsr.iv.next = add i64 %lsr.iv, 8
  %lsr.iv.next101 = add i64 %lsr.iv100, 8
  %lsr.iv.next113 = add i64 %lsr.iv112, 8
  %lsr.iv.next125 = add i64 %lsr.iv124, 8
  %lsr.iv.next137 = add i64 %lsr.iv136, 8
  %lsr.iv.next149 = add i64 %lsr.iv148, 8
  %.167.7 = icmp sgt i64 %.16646, 8
  br i1 %.167.7, label %B84.endif, label %B328

B328:                                             ; preds = %B316.7, %B84.endif.prol.loopexit, %B38.endif
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B38.endif:                                        ; preds = %B22
  %.124 = sub i64 %arg.high, %arg.low
  %.16744.not = icmp slt i64 %.124, 1
  br i1 %.16744.not, label %B328, label %B84.endif.preheader

B84.endif.preheader:                              ; preds = %B38.endif
  %85 = xor i64 %arg.low, -1
  %86 = add i64 %85, %arg.high
  %xtraiter = and i64 %.124, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B84.endif.prol.loopexit, label %B84.endif.prol.preheader

B84.endif.prol.preheader:                         ; preds = %B84.endif.preheader
  br label %B84.endif.prol

B84.endif.prol:                                   ; preds = %B84.endif.prol.preheader, %B316.prol
  %.111.045.in.prol = phi i64 [ %.111.045.prol, %B316.prol ], [ %arg.low, %B84.endif.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B316.prol ], [ 0, %B84.endif.prol.preheader ]
  %.111.045.prol = add i64 %.111.045.in.prol, 1
  %.218.prol = icmp slt i64 %.111.045.prol, 0
  %.219.prol = select i1 %.218.prol, i64 %arg.R.5.0, i64 0
  %.220.prol = add i64 %.219.prol, %.111.045.prol
  %.233.prol = getelementptr double, double* %arg.R.4, i64 %.220.prol
  %.234.prol = load double, double* %.233.prol, align 8
  %.234.fr.prol = freeze double %.234.prol
  %.278.prol = icmp sgt i64 %.111.045.prol, %arg.low
  br i1 %.278.prol, label %B142.endif.prol, label %B316.prol

B142.endif.prol:                                  ; preds = %B84.endif.prol
  %.319.prol = getelementptr double, double* %arg.R.4, i64 %.111.045.in.prol
  %.320.prol = load double, double* %.319.prol, align 8
  %.12.i1.prol = fcmp olt double %.234.fr.prol, %.320.prol
  br i1 %.12.i1.prol, label %B204.preheader.prol, label %for.body.i4.prol

for.body.i4.prol:                                 ; preds = %B142.endif.prol
  %.25.i3.prol = fcmp ord double %.320.prol, 0.000000e+00
  %.52.i5.prol = fcmp uno double %.234.fr.prol, 0.000000e+00
  %or.cond.prol = or i1 %.52.i5.prol, %.25.i3.prol
  br i1 %or.cond.prol, label %B316.prol, label %B204.preheader.prol

B204.preheader.prol:                              ; preds = %for.body.i4.prol, %B142.endif.prol
  %.44739.prol = getelementptr double, double* %arg.R.4, i64 %.111.045.prol
  store double %.320.prol, double* %.44739.prol, align 8
  %.46140.prol = icmp sgt i64 %.111.045.in.prol, %arg.low
  br i1 %.46140.prol, label %B254.endif.lr.ph.prol, label %B316.prol

B254.endif.lr.ph.prol:                            ; preds = %B204.preheader.prol
  %.52.i.prol = fcmp uno double %.234.fr.prol, 0.000000e+00
  br i1 %.52.i.prol, label %B254.endif.us.prol.preheader, label %B254.endif.prol.preheader

B254.endif.prol.preheader:                        ; preds = %B254.endif.lr.ph.prol
  br label %B254.endif.prol

B254.endif.us.prol.preheader:                     ; preds = %B254.endif.lr.ph.prol
  br label %B254.endif.us.prol

B254.endif.prol:                                  ; preds = %B254.endif.prol.preheader, %B204.backedge.prol
  %.38742.prol = phi i64 [ %87, %B204.backedge.prol ], [ %.111.045.in.prol, %B254.endif.prol.preheader ]
  %scevgep292 = getelementptr double, double* %arg.R.4, i64 %.38742.prol
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -1
  %.502.prol = load double, double* %scevgep293, align 8
  %.12.i.prol = fcmp uge double %.234.fr.prol, %.502.prol
  %.25.i.prol = fcmp ord double %.502.prol, 0.000000e+00
  %or.cond49.prol = and i1 %.12.i.prol, %.25.i.prol
  br i1 %or.cond49.prol, label %B316.prol, label %B204.backedge.prol

B204.backedge.prol:                               ; preds = %B254.endif.prol
  %87 = add i64 %.38742.prol, -1
  %scevgep294 = getelementptr double, double* %arg.R.4, i64 %.38742.prol
  store double %.502.prol, double* %scevgep294, align 8
  %.461.prol = icmp sgt i64 %87, %arg.low
  br i1 %.461.prol, label %B254.endif.prol, label %B316.prol

B254.endif.us.prol:                               ; preds = %B254.endif.us.prol.preheader, %B204.backedge.us.prol
  %.38742.us.prol = phi i64 [ %89, %B204.backedge.us.prol ], [ %.111.045.in.prol, %B254.endif.us.prol.preheader ]
  %88 = add i64 %.38742.us.prol, 1
  %.486.us.prol = icmp slt i64 %88, 2
  %.487.us.prol = select i1 %.486.us.prol, i64 %arg.R.5.0, i64 0
  %89 = add nsw i64 %.38742.us.prol, -1
  %90 = add i64 %.487.us.prol, %.38742.us.prol
  %91 = add i64 %90, -1
  %.501.us.prol = getelementptr double, double* %arg.R.4, i64 %91
  %.502.us.prol = load double, double* %.501.us.prol, align 8
  %.12.i.us.prol = fcmp olt double %.234.fr.prol, %.502.us.prol
  br i1 %.12.i.us.prol, label %B204.backedge.us.prol, label %B316.prol

B204.backedge.us.prol:                            ; preds = %B254.endif.us.prol
  %scevgep295 = getelementptr double, double* %arg.R.4, i64 %.38742.us.prol
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -1
  %.417.us.prol = load double, double* %scevgep296, align 8
  %scevgep297 = getelementptr double, double* %arg.R.4, i64 %.38742.us.prol
  store double %.417.us.prol, double* %scevgep297, align 8
  %.461.us.prol = icmp sgt i64 %89, %arg.low
  br i1 %.461.us.prol, label %B254.endif.us.prol, label %B316.prol

B316.prol:                                        ; preds = %B204.backedge.prol, %B254.endif.prol, %B204.backedge.us.prol, %B254.endif.us.prol, %B204.preheader.prol, %for.body.i4.prol, %B84.endif.prol
  %j.3.2.prol = phi i64 [ %.111.045.prol, %B84.endif.prol ], [ %.111.045.prol, %for.body.i4.prol ], [ %.111.045.in.prol, %B204.preheader.prol ], [ %arg.low, %B204.backedge.us.prol ], [ %.38742.us.prol, %B254.endif.us.prol ], [ %arg.low, %B204.backedge.prol ], [ %.38742.prol, %B254.endif.prol ]
  %.593.prol = icmp slt i64 %j.3.2.prol, 0
  %.594.prol = select i1 %.593.prol, i64 %arg.R.5.0, i64 0
  %.595.prol = add i64 %.594.prol, %j.3.2.prol
  %.608.prol = getelementptr double, double* %arg.R.4, i64 %.595.prol
  store double %.234.fr.prol, double* %.608.prol, align 8
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %B84.endif.prol.loopexit.loopexit, label %B84.endif.prol, !llvm.loop !37

B84.endif.prol.loopexit.loopexit:                 ; preds = %B316.prol
  %92 = and i64 %.124, -8
  br label %B84.endif.prol.loopexit

B84.endif.prol.loopexit:                          ; preds = %B84.endif.prol.loopexit.loopexit, %B84.endif.preheader
  %.16646.unr = phi i64 [ %.124, %B84.endif.preheader ], [ %92, %B84.endif.prol.loopexit.loopexit ]
  %.111.045.in.unr = phi i64 [ %arg.low, %B84.endif.preheader ], [ %.111.045.prol, %B84.endif.prol.loopexit.loopexit ]
  %93 = icmp ult i64 %86, 7
  br i1 %93, label %B328, label %B84.endif.preheader74

B84.endif.preheader74:                            ; preds = %B84.endif.prol.loopexit
  %const = bitcast i64 9223372036854775805 to i64
  %94 = add i64 %.111.045.in.unr, 1
  %95 = add i64 %.111.045.in.unr, 2
  %96 = add i64 %.111.045.in.unr, 3
  %97 = add i64 %.111.045.in.unr, 4
  %98 = add i64 %.111.045.in.unr, 5
  %99 = add i64 %.111.045.in.unr, 6
  br label %B84.endif

B84.endif:                                        ; preds = %B84.endif.preheader74, %B316.7
  %lsr.iv148 = phi i64 [ %99, %B84.endif.preheader74 ], [ %lsr.iv.next149, %B316.7 ]
  %lsr.iv136 = phi i64 [ %98, %B84.endif.preheader74 ], [ %lsr.iv.next137, %B316.7 ]
  %lsr.iv124 = phi i64 [ %97, %B84.endif.preheader74 ], [ %lsr.iv.next125, %B316.7 ]
  %lsr.iv112 = phi i64 [ %96, %B84.endif.preheader74 ], [ %lsr.iv.next113, %B316.7 ]
  %lsr.iv100 = phi i64 [ %95, %B84.endif.preheader74 ], [ %lsr.iv.next101, %B316.7 ]
  %lsr.iv = phi i64 [ %94, %B84.endif.preheader74 ], [ %lsr.iv.next, %B316.7 ]
  %.16646 = phi i64 [ %.16646.unr, %B84.endif.preheader74 ], [ %.176.7, %B316.7 ]
  %.111.045.in = phi i64 [ %.111.045.in.unr, %B84.endif.preheader74 ], [ %.111.045.7, %B316.7 ]
  %.111.045 = add i64 %.111.045.in, 1
  %.218 = icmp slt i64 %.111.045, 0
  %.219 = select i1 %.218, i64 %arg.R.5.0, i64 0
  %.220 = add i64 %.219, %.111.045
  %.233 = getelementptr double, double* %arg.R.4, i64 %.220
  %.234 = load double, double* %.233, align 8
  %.234.fr = freeze double %.234
  %.278 = icmp sgt i64 %.111.045, %arg.low
  br i1 %.278, label %B142.endif, label %B316

B142.endif:                                       ; preds = %B84.endif
  %.319 = getelementptr double, double* %arg.R.4, i64 %.111.045.in
  %.320 = load double, double* %.319, align 8
  %.12.i1 = fcmp olt double %.234.fr, %.320
  br i1 %.12.i1, label %B204.preheader, label %for.body.i4

for.body.i4:                                      ; preds = %B142.endif
  %.25.i3 = fcmp ord double %.320, 0.000000e+00
  %.52.i5 = fcmp uno double %.234.fr, 0.000000e+00
  %or.cond = or i1 %.52.i5, %.25.i3
  br i1 %or.cond, label %B316, label %B204.preheader

B204.preheader:                                   ; preds = %for.body.i4, %B142.endif
  %sunkaddr346 = mul i64 %.111.045.in, 8
  %100 = bitcast double* %arg.R.4 to i8*
  %sunkaddr347 = getelementptr i8, i8* %100, i64 %sunkaddr346
  %sunkaddr348 = getelementptr i8, i8* %sunkaddr347, i64 8
  %101 = bitcast i8* %sunkaddr348 to double*
  store double %.320, double* %101, align 8
  %.46140 = icmp sgt i64 %.111.045.in, %arg.low
  br i1 %.46140, label %B254.endif.lr.ph, label %B316

B254.endif.lr.ph:                                 ; preds = %B204.preheader
  %.52.i = fcmp uno double %.234.fr, 0.000000e+00
  br i1 %.52.i, label %B254.endif.us.preheader, label %B254.endif.preheader

B254.endif.preheader:                             ; preds = %B254.endif.lr.ph
  br label %B254.endif

B254.endif.us.preheader:                          ; preds = %B254.endif.lr.ph
  br label %B254.endif.us

B254.endif.us:                                    ; preds = %B254.endif.us.preheader, %B204.backedge.us
  %.38742.us = phi i64 [ %103, %B204.backedge.us ], [ %.111.045.in, %B254.endif.us.preheader ]
  %102 = add i64 %.38742.us, 1
  %.486.us = icmp slt i64 %102, 2
  %.487.us = select i1 %.486.us, i64 %arg.R.5.0, i64 0
  %103 = add nsw i64 %.38742.us, -1
  %104 = add i64 %.487.us, %.38742.us
  %105 = add i64 %104, -1
  %.501.us = getelementptr double, double* %arg.R.4, i64 %105
  %.502.us = load double, double* %.501.us, align 8
  %.12.i.us = fcmp olt double %.234.fr, %.502.us
  br i1 %.12.i.us, label %B204.backedge.us, label %B316

B204.backedge.us:                                 ; preds = %B254.endif.us
  %scevgep247 = getelementptr double, double* %arg.R.4, i64 %.38742.us
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -1
  %.417.us = load double, double* %scevgep248, align 8
  %scevgep249 = getelementptr double, double* %arg.R.4, i64 %.38742.us
  store double %.417.us, double* %scevgep249, align 8
  %.461.us = icmp sgt i64 %103, %arg.low
  br i1 %.461.us, label %B254.endif.us, label %B316

B254.endif:                                       ; preds = %B254.endif.preheader, %B204.backedge
  %.38742 = phi i64 [ %106, %B204.backedge ], [ %.111.045.in, %B254.endif.preheader ]
  %scevgep = getelementptr double, double* %arg.R.4, i64 %.38742
  %scevgep245 = getelementptr double, double* %scevgep, i64 -1
  %.502 = load double, double* %scevgep245, align 8
  %.12.i = fcmp uge double %.234.fr, %.502
  %.25.i = fcmp ord double %.502, 0.000000e+00
  %or.cond49 = and i1 %.12.i, %.25.i
  br i1 %or.cond49, label %B316, label %B204.backedge

B204.backedge:                                    ; preds = %B254.endif
  %106 = add i64 %.38742, -1
  %scevgep246 = getelementptr double, double* %arg.R.4, i64 %.38742
  store double %.502, double* %scevgep246, align 8
  %.461 = icmp sgt i64 %106, %arg.low
  br i1 %.461, label %B254.endif, label %B316
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #5 = { noinline }
attributes #6 = { argmemonly nofree norecurse nosync nounwind }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!14 = !{!"branch_weights", i32 1, i32 7}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = !{!25, !27}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!28 = !{!29, !31, !25, !27}
!29 = distinct !{!29, !30, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = distinct !{!31, !30, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!34 = distinct !{!34, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
