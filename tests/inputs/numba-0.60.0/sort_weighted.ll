; ModuleID = 'sort_weighted'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139798446115200 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.139798446115200.sha1 = internal constant [20 x i8] c"\F0f\C4_\89Gq\8C\1D\90>\0B\10\F0f9\B72\DBu"
@.const.picklebuf.139798446115200 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.139798446115200, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798446115200.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798443548992 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139798443548992.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139798443548992 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139798443548992, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798443548992.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f255c953ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f255c953ed0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139798450334400 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139798450334400.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139798450334400 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139798450334400, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798450334400.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@.const.pickledata.139798448792448 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139798448792448.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139798448792448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139798448792448, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448792448.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139798446222336 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139798446222336.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139798446222336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139798446222336, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798446222336.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798444535552 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14setitem out of range\94\85\94N\87\94."
@.const.pickledata.139798444535552.sha1 = internal constant [20 x i8] c"\A5\C4N\81\D8\0E~\10\F1\DE\FE\8C\D63\07#\C9d\9E\A2"
@.const.picklebuf.139798444535552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139798444535552, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798444535552.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798446222208 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139798446222208.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139798446222208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139798446222208, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798446222208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798448520768 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Erun_quicksort1\94\8C\17numba/misc/quicksort.py\94K\B4\87\94\87\94."
@.const.pickledata.139798448520768.sha1 = internal constant [20 x i8] c"oD\94\CD\174\F9\99\14\F1-\DD\9A>\DB\06\FFc2\B6"
@.const.picklebuf.139798448520768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.139798448520768, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448520768.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.139798448903936 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K\\\87\94\87\94."
@.const.pickledata.139798448903936.sha1 = internal constant [20 x i8] c"\02\C2\1Ac\A7Z\B98\FEy\10\9Ct\EF%\12\89\C9\1DG"
@.const.picklebuf.139798448903936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.139798448903936, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448903936.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798450333888 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K]\87\94\87\94."
@.const.pickledata.139798450333888.sha1 = internal constant [20 x i8] c"\9E?\1BBC\D0\0AS\C7)|\A8~C\BBM:\83\DA\22"
@.const.picklebuf.139798450333888 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.139798450333888, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798450333888.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.139798449787968 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KG\87\94\87\94."
@.const.pickledata.139798449787968.sha1 = internal constant [20 x i8] c"\F9\EC\8DU\8A\09\F4\86\D0!\1D;4Ee\9F\A5d6\FF"
@.const.picklebuf.139798449787968 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.139798449787968, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798449787968.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f255ca50290B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139798448792448.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139798448792448.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139798448792448.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139798448792448.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448792448.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
entry:
  %.28 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.fca.0.gep1437 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28 to i8**
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28, i64 0, i32 5, i64 0
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.28 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.34 = call i32 @_ZN5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.28, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.44.fca.0.load = load i8*, i8** %.fca.0.gep1437, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798446115200, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif, %B90.i12
  %dest_shape.1 = phi i64 [ %.44.fca.5.0.load, %B90.i12 ], [ %arg.w.5.0, %B0.endif ]
  %.176 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8)
  %.178 = extractvalue { i64, i1 } %.176, 1
  br i1 %.178, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798443548992, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.177 = extractvalue { i64, i1 } %.176, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.177, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448792448.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i2431 = load double*, double** %1, align 8
  %.24827 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.24827, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.250 = icmp ugt i64 %.44.fca.5.0.load, 1
  br i1 %.250, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %2 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %2, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %3 = icmp ult i64 %dest_shape.1, 32
  br i1 %3, label %for.body.us.preheader202, label %vector.memcheck128

vector.memcheck128:                               ; preds = %for.body.us.preheader
  %scevgep129 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep131 = getelementptr double, double* %.44.fca.4.load, i64 %dest_shape.1
  %scevgep133 = getelementptr double, double* %arg.w.4, i64 1
  %bound0135 = icmp ult double* %.6.i2431, %scevgep131
  %bound1136 = icmp ult double* %.44.fca.4.load, %scevgep129
  %found.conflict137 = and i1 %bound0135, %bound1136
  %bound0138 = icmp ult double* %.6.i2431, %scevgep133
  %bound1139 = icmp ugt double* %scevgep129, %arg.w.4
  %found.conflict140 = and i1 %bound0138, %bound1139
  %conflict.rdx141 = or i1 %found.conflict137, %found.conflict140
  br i1 %conflict.rdx141, label %for.body.us.preheader202, label %vector.ph146

vector.ph146:                                     ; preds = %vector.memcheck128
  %n.vec148 = and i64 %dest_shape.1, -32
  %4 = add i64 %n.vec148, -32
  %5 = lshr exact i64 %4, 5
  %6 = add nuw nsw i64 %5, 1
  %xtraiter219 = and i64 %6, 7
  %7 = icmp ult i64 %4, 224
  br i1 %7, label %middle.block142.unr-lcssa, label %vector.ph146.new

vector.ph146.new:                                 ; preds = %vector.ph146
  %const1435 = bitcast i64 1152921504606846968 to i64
  %unroll_iter222 = and i64 %6, %const1435
  %8 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156 = insertelement <8 x double> poison, double %8, i64 0
  %broadcast.splat157 = shufflevector <8 x double> %broadcast.splatinsert156, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x double> poison, double %8, i64 0
  %broadcast.splat159 = shufflevector <8 x double> %broadcast.splatinsert158, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x double> poison, double %8, i64 0
  %broadcast.splat161 = shufflevector <8 x double> %broadcast.splatinsert160, <8 x double> poison, <8 x i32> zeroinitializer
  %9 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162 = insertelement <8 x double> poison, double %9, i64 0
  %broadcast.splat163 = shufflevector <8 x double> %broadcast.splatinsert162, <8 x double> poison, <8 x i32> zeroinitializer
  %10 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.1 = insertelement <8 x double> poison, double %10, i64 0
  %broadcast.splat157.1 = shufflevector <8 x double> %broadcast.splatinsert156.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.1 = insertelement <8 x double> poison, double %10, i64 0
  %broadcast.splat159.1 = shufflevector <8 x double> %broadcast.splatinsert158.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.1 = insertelement <8 x double> poison, double %10, i64 0
  %broadcast.splat161.1 = shufflevector <8 x double> %broadcast.splatinsert160.1, <8 x double> poison, <8 x i32> zeroinitializer
  %11 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.1 = insertelement <8 x double> poison, double %11, i64 0
  %broadcast.splat163.1 = shufflevector <8 x double> %broadcast.splatinsert162.1, <8 x double> poison, <8 x i32> zeroinitializer
  %12 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.2 = insertelement <8 x double> poison, double %12, i64 0
  %broadcast.splat157.2 = shufflevector <8 x double> %broadcast.splatinsert156.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.2 = insertelement <8 x double> poison, double %12, i64 0
  %broadcast.splat159.2 = shufflevector <8 x double> %broadcast.splatinsert158.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.2 = insertelement <8 x double> poison, double %12, i64 0
  %broadcast.splat161.2 = shufflevector <8 x double> %broadcast.splatinsert160.2, <8 x double> poison, <8 x i32> zeroinitializer
  %13 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.2 = insertelement <8 x double> poison, double %13, i64 0
  %broadcast.splat163.2 = shufflevector <8 x double> %broadcast.splatinsert162.2, <8 x double> poison, <8 x i32> zeroinitializer
  %14 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.3 = insertelement <8 x double> poison, double %14, i64 0
  %broadcast.splat157.3 = shufflevector <8 x double> %broadcast.splatinsert156.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.3 = insertelement <8 x double> poison, double %14, i64 0
  %broadcast.splat159.3 = shufflevector <8 x double> %broadcast.splatinsert158.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.3 = insertelement <8 x double> poison, double %14, i64 0
  %broadcast.splat161.3 = shufflevector <8 x double> %broadcast.splatinsert160.3, <8 x double> poison, <8 x i32> zeroinitializer
  %15 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.3 = insertelement <8 x double> poison, double %15, i64 0
  %broadcast.splat163.3 = shufflevector <8 x double> %broadcast.splatinsert162.3, <8 x double> poison, <8 x i32> zeroinitializer
  %16 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.4 = insertelement <8 x double> poison, double %16, i64 0
  %broadcast.splat157.4 = shufflevector <8 x double> %broadcast.splatinsert156.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.4 = insertelement <8 x double> poison, double %16, i64 0
  %broadcast.splat159.4 = shufflevector <8 x double> %broadcast.splatinsert158.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.4 = insertelement <8 x double> poison, double %16, i64 0
  %broadcast.splat161.4 = shufflevector <8 x double> %broadcast.splatinsert160.4, <8 x double> poison, <8 x i32> zeroinitializer
  %17 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.4 = insertelement <8 x double> poison, double %17, i64 0
  %broadcast.splat163.4 = shufflevector <8 x double> %broadcast.splatinsert162.4, <8 x double> poison, <8 x i32> zeroinitializer
  %18 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.5 = insertelement <8 x double> poison, double %18, i64 0
  %broadcast.splat157.5 = shufflevector <8 x double> %broadcast.splatinsert156.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.5 = insertelement <8 x double> poison, double %18, i64 0
  %broadcast.splat159.5 = shufflevector <8 x double> %broadcast.splatinsert158.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.5 = insertelement <8 x double> poison, double %18, i64 0
  %broadcast.splat161.5 = shufflevector <8 x double> %broadcast.splatinsert160.5, <8 x double> poison, <8 x i32> zeroinitializer
  %19 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.5 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat163.5 = shufflevector <8 x double> %broadcast.splatinsert162.5, <8 x double> poison, <8 x i32> zeroinitializer
  %20 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.6 = insertelement <8 x double> poison, double %20, i64 0
  %broadcast.splat157.6 = shufflevector <8 x double> %broadcast.splatinsert156.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.6 = insertelement <8 x double> poison, double %20, i64 0
  %broadcast.splat159.6 = shufflevector <8 x double> %broadcast.splatinsert158.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.6 = insertelement <8 x double> poison, double %20, i64 0
  %broadcast.splat161.6 = shufflevector <8 x double> %broadcast.splatinsert160.6, <8 x double> poison, <8 x i32> zeroinitializer
  %21 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.6 = insertelement <8 x double> poison, double %21, i64 0
  %broadcast.splat163.6 = shufflevector <8 x double> %broadcast.splatinsert162.6, <8 x double> poison, <8 x i32> zeroinitializer
  %22 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.7 = insertelement <8 x double> poison, double %22, i64 0
  %broadcast.splat157.7 = shufflevector <8 x double> %broadcast.splatinsert156.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.7 = insertelement <8 x double> poison, double %22, i64 0
  %broadcast.splat159.7 = shufflevector <8 x double> %broadcast.splatinsert158.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.7 = insertelement <8 x double> poison, double %22, i64 0
  %broadcast.splat161.7 = shufflevector <8 x double> %broadcast.splatinsert160.7, <8 x double> poison, <8 x i32> zeroinitializer
  %23 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.7 = insertelement <8 x double> poison, double %23, i64 0
  %broadcast.splat163.7 = shufflevector <8 x double> %broadcast.splatinsert162.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep850 = getelementptr double, double* %.44.fca.4.load, i64 248
  %scevgep946 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body144

vector.body144:                                   ; preds = %vector.body144, %vector.ph146.new
  %lsr.iv1042 = phi i64 [ %lsr.iv.next1043, %vector.body144 ], [ %unroll_iter222, %vector.ph146.new ]
  %index151 = phi i64 [ 0, %vector.ph146.new ], [ %index.next164.7, %vector.body144 ]
  %scevgep934 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -31
  %wide.load152 = load <8 x double>, <8 x double>* %scevgep936, align 8, !alias.scope !12
  %scevgep943 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 -30
  %wide.load153 = load <8 x double>, <8 x double>* %scevgep945, align 8, !alias.scope !12
  %scevgep940 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -29
  %wide.load154 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !12
  %scevgep937 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -28
  %wide.load155 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !12
  %24 = fmul <8 x double> %wide.load152, %broadcast.splat157
  %25 = fmul <8 x double> %wide.load153, %broadcast.splat159
  %26 = fmul <8 x double> %wide.load154, %broadcast.splat161
  %27 = fmul <8 x double> %wide.load155, %broadcast.splat163
  %scevgep1030 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -31
  store <8 x double> %24, <8 x double>* %scevgep1032, align 8, !alias.scope !14, !noalias !16
  %scevgep1039 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10391040 = bitcast double* %scevgep1039 to <8 x double>*
  %scevgep1041 = getelementptr <8 x double>, <8 x double>* %scevgep10391040, i64 -30
  store <8 x double> %25, <8 x double>* %scevgep1041, align 8, !alias.scope !14, !noalias !16
  %scevgep1036 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -29
  store <8 x double> %26, <8 x double>* %scevgep1038, align 8, !alias.scope !14, !noalias !16
  %scevgep1033 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -28
  store <8 x double> %27, <8 x double>* %scevgep1035, align 8, !alias.scope !14, !noalias !16
  %scevgep920 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 -27
  %wide.load152.1 = load <8 x double>, <8 x double>* %scevgep922, align 8, !alias.scope !12
  %scevgep917 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -26
  %wide.load153.1 = load <8 x double>, <8 x double>* %scevgep919, align 8, !alias.scope !12
  %scevgep914 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -25
  %wide.load154.1 = load <8 x double>, <8 x double>* %scevgep916, align 8, !alias.scope !12
  %scevgep911 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -24
  %wide.load155.1 = load <8 x double>, <8 x double>* %scevgep913, align 8, !alias.scope !12
  %28 = fmul <8 x double> %wide.load152.1, %broadcast.splat157.1
  %29 = fmul <8 x double> %wide.load153.1, %broadcast.splat159.1
  %30 = fmul <8 x double> %wide.load154.1, %broadcast.splat161.1
  %31 = fmul <8 x double> %wide.load155.1, %broadcast.splat163.1
  %scevgep1016 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 -27
  store <8 x double> %28, <8 x double>* %scevgep1018, align 8, !alias.scope !14, !noalias !16
  %scevgep1013 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 -26
  store <8 x double> %29, <8 x double>* %scevgep1015, align 8, !alias.scope !14, !noalias !16
  %scevgep1010 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 -25
  store <8 x double> %30, <8 x double>* %scevgep1012, align 8, !alias.scope !14, !noalias !16
  %scevgep1007 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 -24
  store <8 x double> %31, <8 x double>* %scevgep1009, align 8, !alias.scope !14, !noalias !16
  %scevgep908 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -23
  %wide.load152.2 = load <8 x double>, <8 x double>* %scevgep910, align 8, !alias.scope !12
  %scevgep905 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -22
  %wide.load153.2 = load <8 x double>, <8 x double>* %scevgep907, align 8, !alias.scope !12
  %scevgep902 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 -21
  %wide.load154.2 = load <8 x double>, <8 x double>* %scevgep904, align 8, !alias.scope !12
  %scevgep899 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -20
  %wide.load155.2 = load <8 x double>, <8 x double>* %scevgep901, align 8, !alias.scope !12
  %32 = fmul <8 x double> %wide.load152.2, %broadcast.splat157.2
  %33 = fmul <8 x double> %wide.load153.2, %broadcast.splat159.2
  %34 = fmul <8 x double> %wide.load154.2, %broadcast.splat161.2
  %35 = fmul <8 x double> %wide.load155.2, %broadcast.splat163.2
  %scevgep1004 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 -23
  store <8 x double> %32, <8 x double>* %scevgep1006, align 8, !alias.scope !14, !noalias !16
  %scevgep1001 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 -22
  store <8 x double> %33, <8 x double>* %scevgep1003, align 8, !alias.scope !14, !noalias !16
  %scevgep998 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 -21
  store <8 x double> %34, <8 x double>* %scevgep1000, align 8, !alias.scope !14, !noalias !16
  %scevgep995 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 -20
  store <8 x double> %35, <8 x double>* %scevgep997, align 8, !alias.scope !14, !noalias !16
  %scevgep896 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 -19
  %wide.load152.3 = load <8 x double>, <8 x double>* %scevgep898, align 8, !alias.scope !12
  %scevgep893 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 -18
  %wide.load153.3 = load <8 x double>, <8 x double>* %scevgep895, align 8, !alias.scope !12
  %scevgep890 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep890891 = bitcast double* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 -17
  %wide.load154.3 = load <8 x double>, <8 x double>* %scevgep892, align 8, !alias.scope !12
  %scevgep887 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %scevgep887888, i64 -16
  %wide.load155.3 = load <8 x double>, <8 x double>* %scevgep889, align 8, !alias.scope !12
  %36 = fmul <8 x double> %wide.load152.3, %broadcast.splat157.3
  %37 = fmul <8 x double> %wide.load153.3, %broadcast.splat159.3
  %38 = fmul <8 x double> %wide.load154.3, %broadcast.splat161.3
  %39 = fmul <8 x double> %wide.load155.3, %broadcast.splat163.3
  %scevgep992 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 -19
  store <8 x double> %36, <8 x double>* %scevgep994, align 8, !alias.scope !14, !noalias !16
  %scevgep989 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 -18
  store <8 x double> %37, <8 x double>* %scevgep991, align 8, !alias.scope !14, !noalias !16
  %scevgep986 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 -17
  store <8 x double> %38, <8 x double>* %scevgep988, align 8, !alias.scope !14, !noalias !16
  %scevgep983 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 -16
  store <8 x double> %39, <8 x double>* %scevgep985, align 8, !alias.scope !14, !noalias !16
  %scevgep884 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -15
  %wide.load152.4 = load <8 x double>, <8 x double>* %scevgep886, align 8, !alias.scope !12
  %scevgep881 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %scevgep881882, i64 -14
  %wide.load153.4 = load <8 x double>, <8 x double>* %scevgep883, align 8, !alias.scope !12
  %scevgep878 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 -13
  %wide.load154.4 = load <8 x double>, <8 x double>* %scevgep880, align 8, !alias.scope !12
  %scevgep875 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -12
  %wide.load155.4 = load <8 x double>, <8 x double>* %scevgep877, align 8, !alias.scope !12
  %40 = fmul <8 x double> %wide.load152.4, %broadcast.splat157.4
  %41 = fmul <8 x double> %wide.load153.4, %broadcast.splat159.4
  %42 = fmul <8 x double> %wide.load154.4, %broadcast.splat161.4
  %43 = fmul <8 x double> %wide.load155.4, %broadcast.splat163.4
  %scevgep980 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 -15
  store <8 x double> %40, <8 x double>* %scevgep982, align 8, !alias.scope !14, !noalias !16
  %scevgep977 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 -14
  store <8 x double> %41, <8 x double>* %scevgep979, align 8, !alias.scope !14, !noalias !16
  %scevgep974 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 -13
  store <8 x double> %42, <8 x double>* %scevgep976, align 8, !alias.scope !14, !noalias !16
  %scevgep971 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -12
  store <8 x double> %43, <8 x double>* %scevgep973, align 8, !alias.scope !14, !noalias !16
  %scevgep872 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 -11
  %wide.load152.5 = load <8 x double>, <8 x double>* %scevgep874, align 8, !alias.scope !12
  %scevgep869 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -10
  %wide.load153.5 = load <8 x double>, <8 x double>* %scevgep871, align 8, !alias.scope !12
  %scevgep866 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -9
  %wide.load154.5 = load <8 x double>, <8 x double>* %scevgep868, align 8, !alias.scope !12
  %scevgep863 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -8
  %wide.load155.5 = load <8 x double>, <8 x double>* %scevgep865, align 8, !alias.scope !12
  %44 = fmul <8 x double> %wide.load152.5, %broadcast.splat157.5
  %45 = fmul <8 x double> %wide.load153.5, %broadcast.splat159.5
  %46 = fmul <8 x double> %wide.load154.5, %broadcast.splat161.5
  %47 = fmul <8 x double> %wide.load155.5, %broadcast.splat163.5
  %scevgep968 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -11
  store <8 x double> %44, <8 x double>* %scevgep970, align 8, !alias.scope !14, !noalias !16
  %scevgep965 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -10
  store <8 x double> %45, <8 x double>* %scevgep967, align 8, !alias.scope !14, !noalias !16
  %scevgep962 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -9
  store <8 x double> %46, <8 x double>* %scevgep964, align 8, !alias.scope !14, !noalias !16
  %scevgep959 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -8
  store <8 x double> %47, <8 x double>* %scevgep961, align 8, !alias.scope !14, !noalias !16
  %scevgep860 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -7
  %wide.load152.6 = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !12
  %scevgep857 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 -6
  %wide.load153.6 = load <8 x double>, <8 x double>* %scevgep859, align 8, !alias.scope !12
  %scevgep854 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep854855 = bitcast double* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 -5
  %wide.load154.6 = load <8 x double>, <8 x double>* %scevgep856, align 8, !alias.scope !12
  %scevgep851 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep851852 = bitcast double* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 -4
  %wide.load155.6 = load <8 x double>, <8 x double>* %scevgep853, align 8, !alias.scope !12
  %48 = fmul <8 x double> %wide.load152.6, %broadcast.splat157.6
  %49 = fmul <8 x double> %wide.load153.6, %broadcast.splat159.6
  %50 = fmul <8 x double> %wide.load154.6, %broadcast.splat161.6
  %51 = fmul <8 x double> %wide.load155.6, %broadcast.splat163.6
  %scevgep956 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -7
  store <8 x double> %48, <8 x double>* %scevgep958, align 8, !alias.scope !14, !noalias !16
  %scevgep953 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -6
  store <8 x double> %49, <8 x double>* %scevgep955, align 8, !alias.scope !14, !noalias !16
  %scevgep950 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep950951 = bitcast double* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -5
  store <8 x double> %50, <8 x double>* %scevgep952, align 8, !alias.scope !14, !noalias !16
  %scevgep947 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep947948 = bitcast double* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -4
  store <8 x double> %51, <8 x double>* %scevgep949, align 8, !alias.scope !14, !noalias !16
  %scevgep931 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -3
  %wide.load152.7 = load <8 x double>, <8 x double>* %scevgep933, align 8, !alias.scope !12
  %scevgep928 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -2
  %wide.load153.7 = load <8 x double>, <8 x double>* %scevgep930, align 8, !alias.scope !12
  %scevgep925 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -1
  %wide.load154.7 = load <8 x double>, <8 x double>* %scevgep927, align 8, !alias.scope !12
  %scevgep923 = getelementptr double, double* %scevgep850, i64 %index151
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  %wide.load155.7 = load <8 x double>, <8 x double>* %scevgep923924, align 8, !alias.scope !12
  %52 = fmul <8 x double> %wide.load152.7, %broadcast.splat157.7
  %53 = fmul <8 x double> %wide.load153.7, %broadcast.splat159.7
  %54 = fmul <8 x double> %wide.load154.7, %broadcast.splat161.7
  %55 = fmul <8 x double> %wide.load155.7, %broadcast.splat163.7
  %scevgep1027 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -3
  store <8 x double> %52, <8 x double>* %scevgep1029, align 8, !alias.scope !14, !noalias !16
  %scevgep1024 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 -2
  store <8 x double> %53, <8 x double>* %scevgep1026, align 8, !alias.scope !14, !noalias !16
  %scevgep1021 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -1
  store <8 x double> %54, <8 x double>* %scevgep1023, align 8, !alias.scope !14, !noalias !16
  %scevgep1019 = getelementptr double, double* %scevgep946, i64 %index151
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  store <8 x double> %55, <8 x double>* %scevgep10191020, align 8, !alias.scope !14, !noalias !16
  %index.next164.7 = add i64 %index151, 256
  %lsr.iv.next1043 = add i64 %lsr.iv1042, -8
  %niter223.ncmp.7 = icmp eq i64 %lsr.iv.next1043, 0
  br i1 %niter223.ncmp.7, label %middle.block142.unr-lcssa, label %vector.body144, !llvm.loop !17

middle.block142.unr-lcssa:                        ; preds = %vector.body144, %vector.ph146
  %index151.unr = phi i64 [ 0, %vector.ph146 ], [ %index.next164.7, %vector.body144 ]
  %lcmp.mod221.not = icmp eq i64 %xtraiter219, 0
  br i1 %lcmp.mod221.not, label %middle.block142, label %vector.body144.epil.preheader

vector.body144.epil.preheader:                    ; preds = %middle.block142.unr-lcssa
  %56 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert156.epil = insertelement <8 x double> poison, double %56, i64 0
  %broadcast.splat157.epil = shufflevector <8 x double> %broadcast.splatinsert156.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158.epil = insertelement <8 x double> poison, double %56, i64 0
  %broadcast.splat159.epil = shufflevector <8 x double> %broadcast.splatinsert158.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160.epil = insertelement <8 x double> poison, double %56, i64 0
  %broadcast.splat161.epil = shufflevector <8 x double> %broadcast.splatinsert160.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %57 = load double, double* %arg.w.4, align 8, !alias.scope !9
  %broadcast.splatinsert162.epil = insertelement <8 x double> poison, double %57, i64 0
  %broadcast.splat163.epil = shufflevector <8 x double> %broadcast.splatinsert162.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %58 = add nuw nsw i64 %index151.unr, 24
  %scevgep822 = getelementptr double, double* %.6.i2431, i64 %58
  %scevgep837 = getelementptr double, double* %.44.fca.4.load, i64 %58
  %59 = shl nuw nsw i64 %xtraiter219, 8
  br label %vector.body144.epil

vector.body144.epil:                              ; preds = %vector.body144.epil, %vector.body144.epil.preheader
  %lsr.iv823 = phi i64 [ %lsr.iv.next824, %vector.body144.epil ], [ 0, %vector.body144.epil.preheader ]
  %60 = bitcast double* %scevgep837 to i8*
  %61 = bitcast double* %scevgep822 to i8*
  %uglygep847 = getelementptr i8, i8* %60, i64 %lsr.iv823
  %uglygep847848 = bitcast i8* %uglygep847 to <8 x double>*
  %scevgep849 = getelementptr <8 x double>, <8 x double>* %uglygep847848, i64 -3
  %wide.load152.epil = load <8 x double>, <8 x double>* %scevgep849, align 8, !alias.scope !12
  %uglygep844 = getelementptr i8, i8* %60, i64 %lsr.iv823
  %uglygep844845 = bitcast i8* %uglygep844 to <8 x double>*
  %scevgep846 = getelementptr <8 x double>, <8 x double>* %uglygep844845, i64 -2
  %wide.load153.epil = load <8 x double>, <8 x double>* %scevgep846, align 8, !alias.scope !12
  %uglygep841 = getelementptr i8, i8* %60, i64 %lsr.iv823
  %uglygep841842 = bitcast i8* %uglygep841 to <8 x double>*
  %scevgep843 = getelementptr <8 x double>, <8 x double>* %uglygep841842, i64 -1
  %wide.load154.epil = load <8 x double>, <8 x double>* %scevgep843, align 8, !alias.scope !12
  %uglygep839 = getelementptr i8, i8* %60, i64 %lsr.iv823
  %uglygep839840 = bitcast i8* %uglygep839 to <8 x double>*
  %wide.load155.epil = load <8 x double>, <8 x double>* %uglygep839840, align 8, !alias.scope !12
  %62 = fmul <8 x double> %wide.load152.epil, %broadcast.splat157.epil
  %63 = fmul <8 x double> %wide.load153.epil, %broadcast.splat159.epil
  %64 = fmul <8 x double> %wide.load154.epil, %broadcast.splat161.epil
  %65 = fmul <8 x double> %wide.load155.epil, %broadcast.splat163.epil
  %uglygep834 = getelementptr i8, i8* %61, i64 %lsr.iv823
  %uglygep834835 = bitcast i8* %uglygep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %uglygep834835, i64 -3
  store <8 x double> %62, <8 x double>* %scevgep836, align 8, !alias.scope !14, !noalias !16
  %uglygep831 = getelementptr i8, i8* %61, i64 %lsr.iv823
  %uglygep831832 = bitcast i8* %uglygep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %uglygep831832, i64 -2
  store <8 x double> %63, <8 x double>* %scevgep833, align 8, !alias.scope !14, !noalias !16
  %uglygep828 = getelementptr i8, i8* %61, i64 %lsr.iv823
  %uglygep828829 = bitcast i8* %uglygep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %uglygep828829, i64 -1
  store <8 x double> %64, <8 x double>* %scevgep830, align 8, !alias.scope !14, !noalias !16
  %uglygep826 = getelementptr i8, i8* %61, i64 %lsr.iv823
  %uglygep826827 = bitcast i8* %uglygep826 to <8 x double>*
  store <8 x double> %65, <8 x double>* %uglygep826827, align 8, !alias.scope !14, !noalias !16
  %lsr.iv.next824 = add nuw nsw i64 %lsr.iv823, 256
  %epil.iter220.cmp.not = icmp eq i64 %59, %lsr.iv.next824
  br i1 %epil.iter220.cmp.not, label %middle.block142, label %vector.body144.epil, !llvm.loop !19

middle.block142:                                  ; preds = %vector.body144.epil, %middle.block142.unr-lcssa
  %cmp.n150 = icmp eq i64 %dest_shape.1, %n.vec148
  br i1 %cmp.n150, label %for.end, label %for.body.us.preheader202

for.body.us.preheader202:                         ; preds = %vector.memcheck128, %for.body.us.preheader, %middle.block142
  %loop.index30.us.ph = phi i64 [ 0, %vector.memcheck128 ], [ 0, %for.body.us.preheader ], [ %n.vec148, %middle.block142 ]
  %66 = xor i64 %loop.index30.us.ph, -1
  %67 = add i64 %dest_shape.1, %66
  %xtraiter216 = and i64 %dest_shape.1, 7
  %lcmp.mod217.not = icmp eq i64 %xtraiter216, 0
  br i1 %lcmp.mod217.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader202
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv820 = phi i64 [ %xtraiter216, %for.body.us.prol.preheader ], [ %lsr.iv.next821, %for.body.us.prol ]
  %loop.index30.us.prol = phi i64 [ %.296.us.prol, %for.body.us.prol ], [ %loop.index30.us.ph, %for.body.us.prol.preheader ]
  %scevgep819 = getelementptr double, double* %.44.fca.4.load, i64 %loop.index30.us.prol
  %.258.us.prol = load double, double* %scevgep819, align 8
  %.267.us.prol = load double, double* %arg.w.4, align 8
  %.6.i.us.prol = fmul double %.258.us.prol, %.267.us.prol
  %scevgep818 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us.prol
  store double %.6.i.us.prol, double* %scevgep818, align 8
  %.296.us.prol = add nuw i64 %loop.index30.us.prol, 1
  %lsr.iv.next821 = add nsw i64 %lsr.iv820, -1
  %prol.iter218.cmp.not = icmp eq i64 %lsr.iv.next821, 0
  br i1 %prol.iter218.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !21

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader202
  %loop.index30.us.unr = phi i64 [ %loop.index30.us.ph, %for.body.us.preheader202 ], [ %.296.us.prol, %for.body.us.prol ]
  %68 = icmp ult i64 %67, 7
  br i1 %68, label %for.end, label %for.body.us.preheader241

for.body.us.preheader241:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %69 = icmp ult i64 %dest_shape.1, 32
  br i1 %69, label %for.body.us.us.preheader201, label %vector.memcheck165

vector.memcheck165:                               ; preds = %for.body.us.us.preheader
  %scevgep166 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep168 = getelementptr double, double* %.44.fca.4.load, i64 %dest_shape.1
  %scevgep170 = getelementptr double, double* %arg.w.4, i64 %dest_shape.1
  %bound0172 = icmp ult double* %.6.i2431, %scevgep168
  %bound1173 = icmp ult double* %.44.fca.4.load, %scevgep166
  %found.conflict174 = and i1 %bound0172, %bound1173
  %bound0175 = icmp ult double* %.6.i2431, %scevgep170
  %bound1176 = icmp ugt double* %scevgep166, %arg.w.4
  %found.conflict177 = and i1 %bound0175, %bound1176
  %conflict.rdx178 = or i1 %found.conflict174, %found.conflict177
  br i1 %conflict.rdx178, label %for.body.us.us.preheader201, label %vector.ph183

vector.ph183:                                     ; preds = %vector.memcheck165
  %n.vec185 = and i64 %dest_shape.1, -32
  %70 = add i64 %n.vec185, -32
  %71 = lshr exact i64 %70, 5
  %72 = add nuw nsw i64 %71, 1
  %xtraiter211 = and i64 %72, 7
  %73 = icmp ult i64 %70, 224
  br i1 %73, label %middle.block179.unr-lcssa, label %vector.ph183.new

vector.ph183.new:                                 ; preds = %vector.ph183
  %const1436 = bitcast i64 1152921504606846968 to i64
  %unroll_iter214 = and i64 %72, %const1436
  %scevgep496 = getelementptr double, double* %.44.fca.4.load, i64 248
  %scevgep592 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep688 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body181

vector.body181:                                   ; preds = %vector.body181, %vector.ph183.new
  %lsr.iv784 = phi i64 [ %lsr.iv.next785, %vector.body181 ], [ %unroll_iter214, %vector.ph183.new ]
  %index188 = phi i64 [ 0, %vector.ph183.new ], [ %index.next197.7, %vector.body181 ]
  %scevgep580 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep580581 = bitcast double* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -31
  %wide.load189 = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !22
  %scevgep589 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep589590 = bitcast double* %scevgep589 to <8 x double>*
  %scevgep591 = getelementptr <8 x double>, <8 x double>* %scevgep589590, i64 -30
  %wide.load190 = load <8 x double>, <8 x double>* %scevgep591, align 8, !alias.scope !22
  %scevgep586 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep586587 = bitcast double* %scevgep586 to <8 x double>*
  %scevgep588 = getelementptr <8 x double>, <8 x double>* %scevgep586587, i64 -29
  %wide.load191 = load <8 x double>, <8 x double>* %scevgep588, align 8, !alias.scope !22
  %scevgep583 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep583584 = bitcast double* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -28
  %wide.load192 = load <8 x double>, <8 x double>* %scevgep585, align 8, !alias.scope !22
  %scevgep676 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -31
  %wide.load193 = load <8 x double>, <8 x double>* %scevgep678, align 8, !alias.scope !25
  %scevgep685 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %scevgep687 = getelementptr <8 x double>, <8 x double>* %scevgep685686, i64 -30
  %wide.load194 = load <8 x double>, <8 x double>* %scevgep687, align 8, !alias.scope !25
  %scevgep682 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -29
  %wide.load195 = load <8 x double>, <8 x double>* %scevgep684, align 8, !alias.scope !25
  %scevgep679 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -28
  %wide.load196 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !25
  %74 = fmul <8 x double> %wide.load189, %wide.load193
  %75 = fmul <8 x double> %wide.load190, %wide.load194
  %76 = fmul <8 x double> %wide.load191, %wide.load195
  %77 = fmul <8 x double> %wide.load192, %wide.load196
  %scevgep772 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -31
  store <8 x double> %74, <8 x double>* %scevgep774, align 8, !alias.scope !27, !noalias !29
  %scevgep781 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 -30
  store <8 x double> %75, <8 x double>* %scevgep783, align 8, !alias.scope !27, !noalias !29
  %scevgep778 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -29
  store <8 x double> %76, <8 x double>* %scevgep780, align 8, !alias.scope !27, !noalias !29
  %scevgep775 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -28
  store <8 x double> %77, <8 x double>* %scevgep777, align 8, !alias.scope !27, !noalias !29
  %scevgep566 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep566567 = bitcast double* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -27
  %wide.load189.1 = load <8 x double>, <8 x double>* %scevgep568, align 8, !alias.scope !22
  %scevgep563 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -26
  %wide.load190.1 = load <8 x double>, <8 x double>* %scevgep565, align 8, !alias.scope !22
  %scevgep560 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep560561 = bitcast double* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -25
  %wide.load191.1 = load <8 x double>, <8 x double>* %scevgep562, align 8, !alias.scope !22
  %scevgep557 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -24
  %wide.load192.1 = load <8 x double>, <8 x double>* %scevgep559, align 8, !alias.scope !22
  %scevgep662 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep662663 = bitcast double* %scevgep662 to <8 x double>*
  %scevgep664 = getelementptr <8 x double>, <8 x double>* %scevgep662663, i64 -27
  %wide.load193.1 = load <8 x double>, <8 x double>* %scevgep664, align 8, !alias.scope !25
  %scevgep659 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep659660 = bitcast double* %scevgep659 to <8 x double>*
  %scevgep661 = getelementptr <8 x double>, <8 x double>* %scevgep659660, i64 -26
  %wide.load194.1 = load <8 x double>, <8 x double>* %scevgep661, align 8, !alias.scope !25
  %scevgep656 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep656657 = bitcast double* %scevgep656 to <8 x double>*
  %scevgep658 = getelementptr <8 x double>, <8 x double>* %scevgep656657, i64 -25
  %wide.load195.1 = load <8 x double>, <8 x double>* %scevgep658, align 8, !alias.scope !25
  %scevgep653 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep653654 = bitcast double* %scevgep653 to <8 x double>*
  %scevgep655 = getelementptr <8 x double>, <8 x double>* %scevgep653654, i64 -24
  %wide.load196.1 = load <8 x double>, <8 x double>* %scevgep655, align 8, !alias.scope !25
  %78 = fmul <8 x double> %wide.load189.1, %wide.load193.1
  %79 = fmul <8 x double> %wide.load190.1, %wide.load194.1
  %80 = fmul <8 x double> %wide.load191.1, %wide.load195.1
  %81 = fmul <8 x double> %wide.load192.1, %wide.load196.1
  %scevgep758 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep758759 = bitcast double* %scevgep758 to <8 x double>*
  %scevgep760 = getelementptr <8 x double>, <8 x double>* %scevgep758759, i64 -27
  store <8 x double> %78, <8 x double>* %scevgep760, align 8, !alias.scope !27, !noalias !29
  %scevgep755 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep755756 = bitcast double* %scevgep755 to <8 x double>*
  %scevgep757 = getelementptr <8 x double>, <8 x double>* %scevgep755756, i64 -26
  store <8 x double> %79, <8 x double>* %scevgep757, align 8, !alias.scope !27, !noalias !29
  %scevgep752 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep752753 = bitcast double* %scevgep752 to <8 x double>*
  %scevgep754 = getelementptr <8 x double>, <8 x double>* %scevgep752753, i64 -25
  store <8 x double> %80, <8 x double>* %scevgep754, align 8, !alias.scope !27, !noalias !29
  %scevgep749 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep749750 = bitcast double* %scevgep749 to <8 x double>*
  %scevgep751 = getelementptr <8 x double>, <8 x double>* %scevgep749750, i64 -24
  store <8 x double> %81, <8 x double>* %scevgep751, align 8, !alias.scope !27, !noalias !29
  %scevgep554 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep554555 = bitcast double* %scevgep554 to <8 x double>*
  %scevgep556 = getelementptr <8 x double>, <8 x double>* %scevgep554555, i64 -23
  %wide.load189.2 = load <8 x double>, <8 x double>* %scevgep556, align 8, !alias.scope !22
  %scevgep551 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep551552 = bitcast double* %scevgep551 to <8 x double>*
  %scevgep553 = getelementptr <8 x double>, <8 x double>* %scevgep551552, i64 -22
  %wide.load190.2 = load <8 x double>, <8 x double>* %scevgep553, align 8, !alias.scope !22
  %scevgep548 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep548549 = bitcast double* %scevgep548 to <8 x double>*
  %scevgep550 = getelementptr <8 x double>, <8 x double>* %scevgep548549, i64 -21
  %wide.load191.2 = load <8 x double>, <8 x double>* %scevgep550, align 8, !alias.scope !22
  %scevgep545 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep545546 = bitcast double* %scevgep545 to <8 x double>*
  %scevgep547 = getelementptr <8 x double>, <8 x double>* %scevgep545546, i64 -20
  %wide.load192.2 = load <8 x double>, <8 x double>* %scevgep547, align 8, !alias.scope !22
  %scevgep650 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep650651 = bitcast double* %scevgep650 to <8 x double>*
  %scevgep652 = getelementptr <8 x double>, <8 x double>* %scevgep650651, i64 -23
  %wide.load193.2 = load <8 x double>, <8 x double>* %scevgep652, align 8, !alias.scope !25
  %scevgep647 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep647648 = bitcast double* %scevgep647 to <8 x double>*
  %scevgep649 = getelementptr <8 x double>, <8 x double>* %scevgep647648, i64 -22
  %wide.load194.2 = load <8 x double>, <8 x double>* %scevgep649, align 8, !alias.scope !25
  %scevgep644 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep644645 = bitcast double* %scevgep644 to <8 x double>*
  %scevgep646 = getelementptr <8 x double>, <8 x double>* %scevgep644645, i64 -21
  %wide.load195.2 = load <8 x double>, <8 x double>* %scevgep646, align 8, !alias.scope !25
  %scevgep641 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep641642 = bitcast double* %scevgep641 to <8 x double>*
  %scevgep643 = getelementptr <8 x double>, <8 x double>* %scevgep641642, i64 -20
  %wide.load196.2 = load <8 x double>, <8 x double>* %scevgep643, align 8, !alias.scope !25
  %82 = fmul <8 x double> %wide.load189.2, %wide.load193.2
  %83 = fmul <8 x double> %wide.load190.2, %wide.load194.2
  %84 = fmul <8 x double> %wide.load191.2, %wide.load195.2
  %85 = fmul <8 x double> %wide.load192.2, %wide.load196.2
  %scevgep746 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep746747 = bitcast double* %scevgep746 to <8 x double>*
  %scevgep748 = getelementptr <8 x double>, <8 x double>* %scevgep746747, i64 -23
  store <8 x double> %82, <8 x double>* %scevgep748, align 8, !alias.scope !27, !noalias !29
  %scevgep743 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep743744 = bitcast double* %scevgep743 to <8 x double>*
  %scevgep745 = getelementptr <8 x double>, <8 x double>* %scevgep743744, i64 -22
  store <8 x double> %83, <8 x double>* %scevgep745, align 8, !alias.scope !27, !noalias !29
  %scevgep740 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep740741 = bitcast double* %scevgep740 to <8 x double>*
  %scevgep742 = getelementptr <8 x double>, <8 x double>* %scevgep740741, i64 -21
  store <8 x double> %84, <8 x double>* %scevgep742, align 8, !alias.scope !27, !noalias !29
  %scevgep737 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep737738 = bitcast double* %scevgep737 to <8 x double>*
  %scevgep739 = getelementptr <8 x double>, <8 x double>* %scevgep737738, i64 -20
  store <8 x double> %85, <8 x double>* %scevgep739, align 8, !alias.scope !27, !noalias !29
  %scevgep542 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep542543 = bitcast double* %scevgep542 to <8 x double>*
  %scevgep544 = getelementptr <8 x double>, <8 x double>* %scevgep542543, i64 -19
  %wide.load189.3 = load <8 x double>, <8 x double>* %scevgep544, align 8, !alias.scope !22
  %scevgep539 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep539540 = bitcast double* %scevgep539 to <8 x double>*
  %scevgep541 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -18
  %wide.load190.3 = load <8 x double>, <8 x double>* %scevgep541, align 8, !alias.scope !22
  %scevgep536 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep536537 = bitcast double* %scevgep536 to <8 x double>*
  %scevgep538 = getelementptr <8 x double>, <8 x double>* %scevgep536537, i64 -17
  %wide.load191.3 = load <8 x double>, <8 x double>* %scevgep538, align 8, !alias.scope !22
  %scevgep533 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep533534 = bitcast double* %scevgep533 to <8 x double>*
  %scevgep535 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -16
  %wide.load192.3 = load <8 x double>, <8 x double>* %scevgep535, align 8, !alias.scope !22
  %scevgep638 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep638639 = bitcast double* %scevgep638 to <8 x double>*
  %scevgep640 = getelementptr <8 x double>, <8 x double>* %scevgep638639, i64 -19
  %wide.load193.3 = load <8 x double>, <8 x double>* %scevgep640, align 8, !alias.scope !25
  %scevgep635 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep635636 = bitcast double* %scevgep635 to <8 x double>*
  %scevgep637 = getelementptr <8 x double>, <8 x double>* %scevgep635636, i64 -18
  %wide.load194.3 = load <8 x double>, <8 x double>* %scevgep637, align 8, !alias.scope !25
  %scevgep632 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep632633 = bitcast double* %scevgep632 to <8 x double>*
  %scevgep634 = getelementptr <8 x double>, <8 x double>* %scevgep632633, i64 -17
  %wide.load195.3 = load <8 x double>, <8 x double>* %scevgep634, align 8, !alias.scope !25
  %scevgep629 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep629630 = bitcast double* %scevgep629 to <8 x double>*
  %scevgep631 = getelementptr <8 x double>, <8 x double>* %scevgep629630, i64 -16
  %wide.load196.3 = load <8 x double>, <8 x double>* %scevgep631, align 8, !alias.scope !25
  %86 = fmul <8 x double> %wide.load189.3, %wide.load193.3
  %87 = fmul <8 x double> %wide.load190.3, %wide.load194.3
  %88 = fmul <8 x double> %wide.load191.3, %wide.load195.3
  %89 = fmul <8 x double> %wide.load192.3, %wide.load196.3
  %scevgep734 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep734735 = bitcast double* %scevgep734 to <8 x double>*
  %scevgep736 = getelementptr <8 x double>, <8 x double>* %scevgep734735, i64 -19
  store <8 x double> %86, <8 x double>* %scevgep736, align 8, !alias.scope !27, !noalias !29
  %scevgep731 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep731732 = bitcast double* %scevgep731 to <8 x double>*
  %scevgep733 = getelementptr <8 x double>, <8 x double>* %scevgep731732, i64 -18
  store <8 x double> %87, <8 x double>* %scevgep733, align 8, !alias.scope !27, !noalias !29
  %scevgep728 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep728729 = bitcast double* %scevgep728 to <8 x double>*
  %scevgep730 = getelementptr <8 x double>, <8 x double>* %scevgep728729, i64 -17
  store <8 x double> %88, <8 x double>* %scevgep730, align 8, !alias.scope !27, !noalias !29
  %scevgep725 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep725726 = bitcast double* %scevgep725 to <8 x double>*
  %scevgep727 = getelementptr <8 x double>, <8 x double>* %scevgep725726, i64 -16
  store <8 x double> %89, <8 x double>* %scevgep727, align 8, !alias.scope !27, !noalias !29
  %scevgep530 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep530531 = bitcast double* %scevgep530 to <8 x double>*
  %scevgep532 = getelementptr <8 x double>, <8 x double>* %scevgep530531, i64 -15
  %wide.load189.4 = load <8 x double>, <8 x double>* %scevgep532, align 8, !alias.scope !22
  %scevgep527 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep527528 = bitcast double* %scevgep527 to <8 x double>*
  %scevgep529 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -14
  %wide.load190.4 = load <8 x double>, <8 x double>* %scevgep529, align 8, !alias.scope !22
  %scevgep524 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep524525 = bitcast double* %scevgep524 to <8 x double>*
  %scevgep526 = getelementptr <8 x double>, <8 x double>* %scevgep524525, i64 -13
  %wide.load191.4 = load <8 x double>, <8 x double>* %scevgep526, align 8, !alias.scope !22
  %scevgep521 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -12
  %wide.load192.4 = load <8 x double>, <8 x double>* %scevgep523, align 8, !alias.scope !22
  %scevgep626 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep626627 = bitcast double* %scevgep626 to <8 x double>*
  %scevgep628 = getelementptr <8 x double>, <8 x double>* %scevgep626627, i64 -15
  %wide.load193.4 = load <8 x double>, <8 x double>* %scevgep628, align 8, !alias.scope !25
  %scevgep623 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep623624 = bitcast double* %scevgep623 to <8 x double>*
  %scevgep625 = getelementptr <8 x double>, <8 x double>* %scevgep623624, i64 -14
  %wide.load194.4 = load <8 x double>, <8 x double>* %scevgep625, align 8, !alias.scope !25
  %scevgep620 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep620621 = bitcast double* %scevgep620 to <8 x double>*
  %scevgep622 = getelementptr <8 x double>, <8 x double>* %scevgep620621, i64 -13
  %wide.load195.4 = load <8 x double>, <8 x double>* %scevgep622, align 8, !alias.scope !25
  %scevgep617 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep617618 = bitcast double* %scevgep617 to <8 x double>*
  %scevgep619 = getelementptr <8 x double>, <8 x double>* %scevgep617618, i64 -12
  %wide.load196.4 = load <8 x double>, <8 x double>* %scevgep619, align 8, !alias.scope !25
  %90 = fmul <8 x double> %wide.load189.4, %wide.load193.4
  %91 = fmul <8 x double> %wide.load190.4, %wide.load194.4
  %92 = fmul <8 x double> %wide.load191.4, %wide.load195.4
  %93 = fmul <8 x double> %wide.load192.4, %wide.load196.4
  %scevgep722 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep722723 = bitcast double* %scevgep722 to <8 x double>*
  %scevgep724 = getelementptr <8 x double>, <8 x double>* %scevgep722723, i64 -15
  store <8 x double> %90, <8 x double>* %scevgep724, align 8, !alias.scope !27, !noalias !29
  %scevgep719 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep719720 = bitcast double* %scevgep719 to <8 x double>*
  %scevgep721 = getelementptr <8 x double>, <8 x double>* %scevgep719720, i64 -14
  store <8 x double> %91, <8 x double>* %scevgep721, align 8, !alias.scope !27, !noalias !29
  %scevgep716 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep716717 = bitcast double* %scevgep716 to <8 x double>*
  %scevgep718 = getelementptr <8 x double>, <8 x double>* %scevgep716717, i64 -13
  store <8 x double> %92, <8 x double>* %scevgep718, align 8, !alias.scope !27, !noalias !29
  %scevgep713 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep713714 = bitcast double* %scevgep713 to <8 x double>*
  %scevgep715 = getelementptr <8 x double>, <8 x double>* %scevgep713714, i64 -12
  store <8 x double> %93, <8 x double>* %scevgep715, align 8, !alias.scope !27, !noalias !29
  %scevgep518 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep518519 = bitcast double* %scevgep518 to <8 x double>*
  %scevgep520 = getelementptr <8 x double>, <8 x double>* %scevgep518519, i64 -11
  %wide.load189.5 = load <8 x double>, <8 x double>* %scevgep520, align 8, !alias.scope !22
  %scevgep515 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep515516 = bitcast double* %scevgep515 to <8 x double>*
  %scevgep517 = getelementptr <8 x double>, <8 x double>* %scevgep515516, i64 -10
  %wide.load190.5 = load <8 x double>, <8 x double>* %scevgep517, align 8, !alias.scope !22
  %scevgep512 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep512513 = bitcast double* %scevgep512 to <8 x double>*
  %scevgep514 = getelementptr <8 x double>, <8 x double>* %scevgep512513, i64 -9
  %wide.load191.5 = load <8 x double>, <8 x double>* %scevgep514, align 8, !alias.scope !22
  %scevgep509 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep509510 = bitcast double* %scevgep509 to <8 x double>*
  %scevgep511 = getelementptr <8 x double>, <8 x double>* %scevgep509510, i64 -8
  %wide.load192.5 = load <8 x double>, <8 x double>* %scevgep511, align 8, !alias.scope !22
  %scevgep614 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep614615 = bitcast double* %scevgep614 to <8 x double>*
  %scevgep616 = getelementptr <8 x double>, <8 x double>* %scevgep614615, i64 -11
  %wide.load193.5 = load <8 x double>, <8 x double>* %scevgep616, align 8, !alias.scope !25
  %scevgep611 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep611612 = bitcast double* %scevgep611 to <8 x double>*
  %scevgep613 = getelementptr <8 x double>, <8 x double>* %scevgep611612, i64 -10
  %wide.load194.5 = load <8 x double>, <8 x double>* %scevgep613, align 8, !alias.scope !25
  %scevgep608 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep608609 = bitcast double* %scevgep608 to <8 x double>*
  %scevgep610 = getelementptr <8 x double>, <8 x double>* %scevgep608609, i64 -9
  %wide.load195.5 = load <8 x double>, <8 x double>* %scevgep610, align 8, !alias.scope !25
  %scevgep605 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep605606 = bitcast double* %scevgep605 to <8 x double>*
  %scevgep607 = getelementptr <8 x double>, <8 x double>* %scevgep605606, i64 -8
  %wide.load196.5 = load <8 x double>, <8 x double>* %scevgep607, align 8, !alias.scope !25
  %94 = fmul <8 x double> %wide.load189.5, %wide.load193.5
  %95 = fmul <8 x double> %wide.load190.5, %wide.load194.5
  %96 = fmul <8 x double> %wide.load191.5, %wide.load195.5
  %97 = fmul <8 x double> %wide.load192.5, %wide.load196.5
  %scevgep710 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep710711 = bitcast double* %scevgep710 to <8 x double>*
  %scevgep712 = getelementptr <8 x double>, <8 x double>* %scevgep710711, i64 -11
  store <8 x double> %94, <8 x double>* %scevgep712, align 8, !alias.scope !27, !noalias !29
  %scevgep707 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep707708 = bitcast double* %scevgep707 to <8 x double>*
  %scevgep709 = getelementptr <8 x double>, <8 x double>* %scevgep707708, i64 -10
  store <8 x double> %95, <8 x double>* %scevgep709, align 8, !alias.scope !27, !noalias !29
  %scevgep704 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep704705 = bitcast double* %scevgep704 to <8 x double>*
  %scevgep706 = getelementptr <8 x double>, <8 x double>* %scevgep704705, i64 -9
  store <8 x double> %96, <8 x double>* %scevgep706, align 8, !alias.scope !27, !noalias !29
  %scevgep701 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep701702 = bitcast double* %scevgep701 to <8 x double>*
  %scevgep703 = getelementptr <8 x double>, <8 x double>* %scevgep701702, i64 -8
  store <8 x double> %97, <8 x double>* %scevgep703, align 8, !alias.scope !27, !noalias !29
  %scevgep506 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep506507 = bitcast double* %scevgep506 to <8 x double>*
  %scevgep508 = getelementptr <8 x double>, <8 x double>* %scevgep506507, i64 -7
  %wide.load189.6 = load <8 x double>, <8 x double>* %scevgep508, align 8, !alias.scope !22
  %scevgep503 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep503504 = bitcast double* %scevgep503 to <8 x double>*
  %scevgep505 = getelementptr <8 x double>, <8 x double>* %scevgep503504, i64 -6
  %wide.load190.6 = load <8 x double>, <8 x double>* %scevgep505, align 8, !alias.scope !22
  %scevgep500 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep500501 = bitcast double* %scevgep500 to <8 x double>*
  %scevgep502 = getelementptr <8 x double>, <8 x double>* %scevgep500501, i64 -5
  %wide.load191.6 = load <8 x double>, <8 x double>* %scevgep502, align 8, !alias.scope !22
  %scevgep497 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep497498 = bitcast double* %scevgep497 to <8 x double>*
  %scevgep499 = getelementptr <8 x double>, <8 x double>* %scevgep497498, i64 -4
  %wide.load192.6 = load <8 x double>, <8 x double>* %scevgep499, align 8, !alias.scope !22
  %scevgep602 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep602603 = bitcast double* %scevgep602 to <8 x double>*
  %scevgep604 = getelementptr <8 x double>, <8 x double>* %scevgep602603, i64 -7
  %wide.load193.6 = load <8 x double>, <8 x double>* %scevgep604, align 8, !alias.scope !25
  %scevgep599 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep599600 = bitcast double* %scevgep599 to <8 x double>*
  %scevgep601 = getelementptr <8 x double>, <8 x double>* %scevgep599600, i64 -6
  %wide.load194.6 = load <8 x double>, <8 x double>* %scevgep601, align 8, !alias.scope !25
  %scevgep596 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep596597 = bitcast double* %scevgep596 to <8 x double>*
  %scevgep598 = getelementptr <8 x double>, <8 x double>* %scevgep596597, i64 -5
  %wide.load195.6 = load <8 x double>, <8 x double>* %scevgep598, align 8, !alias.scope !25
  %scevgep593 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep593594 = bitcast double* %scevgep593 to <8 x double>*
  %scevgep595 = getelementptr <8 x double>, <8 x double>* %scevgep593594, i64 -4
  %wide.load196.6 = load <8 x double>, <8 x double>* %scevgep595, align 8, !alias.scope !25
  %98 = fmul <8 x double> %wide.load189.6, %wide.load193.6
  %99 = fmul <8 x double> %wide.load190.6, %wide.load194.6
  %100 = fmul <8 x double> %wide.load191.6, %wide.load195.6
  %101 = fmul <8 x double> %wide.load192.6, %wide.load196.6
  %scevgep698 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep698699 = bitcast double* %scevgep698 to <8 x double>*
  %scevgep700 = getelementptr <8 x double>, <8 x double>* %scevgep698699, i64 -7
  store <8 x double> %98, <8 x double>* %scevgep700, align 8, !alias.scope !27, !noalias !29
  %scevgep695 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep695696 = bitcast double* %scevgep695 to <8 x double>*
  %scevgep697 = getelementptr <8 x double>, <8 x double>* %scevgep695696, i64 -6
  store <8 x double> %99, <8 x double>* %scevgep697, align 8, !alias.scope !27, !noalias !29
  %scevgep692 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep692693 = bitcast double* %scevgep692 to <8 x double>*
  %scevgep694 = getelementptr <8 x double>, <8 x double>* %scevgep692693, i64 -5
  store <8 x double> %100, <8 x double>* %scevgep694, align 8, !alias.scope !27, !noalias !29
  %scevgep689 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep689690 = bitcast double* %scevgep689 to <8 x double>*
  %scevgep691 = getelementptr <8 x double>, <8 x double>* %scevgep689690, i64 -4
  store <8 x double> %101, <8 x double>* %scevgep691, align 8, !alias.scope !27, !noalias !29
  %scevgep577 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep577578 = bitcast double* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -3
  %wide.load189.7 = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !22
  %scevgep574 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep574575 = bitcast double* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -2
  %wide.load190.7 = load <8 x double>, <8 x double>* %scevgep576, align 8, !alias.scope !22
  %scevgep571 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep571572 = bitcast double* %scevgep571 to <8 x double>*
  %scevgep573 = getelementptr <8 x double>, <8 x double>* %scevgep571572, i64 -1
  %wide.load191.7 = load <8 x double>, <8 x double>* %scevgep573, align 8, !alias.scope !22
  %scevgep569 = getelementptr double, double* %scevgep496, i64 %index188
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %wide.load192.7 = load <8 x double>, <8 x double>* %scevgep569570, align 8, !alias.scope !22
  %scevgep673 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -3
  %wide.load193.7 = load <8 x double>, <8 x double>* %scevgep675, align 8, !alias.scope !25
  %scevgep670 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -2
  %wide.load194.7 = load <8 x double>, <8 x double>* %scevgep672, align 8, !alias.scope !25
  %scevgep667 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -1
  %wide.load195.7 = load <8 x double>, <8 x double>* %scevgep669, align 8, !alias.scope !25
  %scevgep665 = getelementptr double, double* %scevgep592, i64 %index188
  %scevgep665666 = bitcast double* %scevgep665 to <8 x double>*
  %wide.load196.7 = load <8 x double>, <8 x double>* %scevgep665666, align 8, !alias.scope !25
  %102 = fmul <8 x double> %wide.load189.7, %wide.load193.7
  %103 = fmul <8 x double> %wide.load190.7, %wide.load194.7
  %104 = fmul <8 x double> %wide.load191.7, %wide.load195.7
  %105 = fmul <8 x double> %wide.load192.7, %wide.load196.7
  %scevgep769 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -3
  store <8 x double> %102, <8 x double>* %scevgep771, align 8, !alias.scope !27, !noalias !29
  %scevgep766 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -2
  store <8 x double> %103, <8 x double>* %scevgep768, align 8, !alias.scope !27, !noalias !29
  %scevgep763 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -1
  store <8 x double> %104, <8 x double>* %scevgep765, align 8, !alias.scope !27, !noalias !29
  %scevgep761 = getelementptr double, double* %scevgep688, i64 %index188
  %scevgep761762 = bitcast double* %scevgep761 to <8 x double>*
  store <8 x double> %105, <8 x double>* %scevgep761762, align 8, !alias.scope !27, !noalias !29
  %index.next197.7 = add i64 %index188, 256
  %lsr.iv.next785 = add i64 %lsr.iv784, -8
  %niter215.ncmp.7 = icmp eq i64 %lsr.iv.next785, 0
  br i1 %niter215.ncmp.7, label %middle.block179.unr-lcssa, label %vector.body181, !llvm.loop !30

middle.block179.unr-lcssa:                        ; preds = %vector.body181, %vector.ph183
  %index188.unr = phi i64 [ 0, %vector.ph183 ], [ %index.next197.7, %vector.body181 ]
  %lcmp.mod213.not = icmp eq i64 %xtraiter211, 0
  br i1 %lcmp.mod213.not, label %middle.block179, label %vector.body181.epil.preheader

vector.body181.epil.preheader:                    ; preds = %middle.block179.unr-lcssa
  %106 = add nuw nsw i64 %index188.unr, 24
  %scevgep455 = getelementptr double, double* %.6.i2431, i64 %106
  %scevgep470 = getelementptr double, double* %arg.w.4, i64 %106
  %scevgep483 = getelementptr double, double* %.44.fca.4.load, i64 %106
  %107 = shl nuw nsw i64 %xtraiter211, 8
  br label %vector.body181.epil

vector.body181.epil:                              ; preds = %vector.body181.epil.preheader, %vector.body181.epil
  %lsr.iv456 = phi i64 [ 0, %vector.body181.epil.preheader ], [ %lsr.iv.next457, %vector.body181.epil ]
  %108 = bitcast double* %scevgep483 to i8*
  %109 = bitcast double* %scevgep470 to i8*
  %110 = bitcast double* %scevgep455 to i8*
  %uglygep493 = getelementptr i8, i8* %108, i64 %lsr.iv456
  %uglygep493494 = bitcast i8* %uglygep493 to <8 x double>*
  %scevgep495 = getelementptr <8 x double>, <8 x double>* %uglygep493494, i64 -3
  %wide.load189.epil = load <8 x double>, <8 x double>* %scevgep495, align 8, !alias.scope !22
  %uglygep490 = getelementptr i8, i8* %108, i64 %lsr.iv456
  %uglygep490491 = bitcast i8* %uglygep490 to <8 x double>*
  %scevgep492 = getelementptr <8 x double>, <8 x double>* %uglygep490491, i64 -2
  %wide.load190.epil = load <8 x double>, <8 x double>* %scevgep492, align 8, !alias.scope !22
  %uglygep487 = getelementptr i8, i8* %108, i64 %lsr.iv456
  %uglygep487488 = bitcast i8* %uglygep487 to <8 x double>*
  %scevgep489 = getelementptr <8 x double>, <8 x double>* %uglygep487488, i64 -1
  %wide.load191.epil = load <8 x double>, <8 x double>* %scevgep489, align 8, !alias.scope !22
  %uglygep485 = getelementptr i8, i8* %108, i64 %lsr.iv456
  %uglygep485486 = bitcast i8* %uglygep485 to <8 x double>*
  %wide.load192.epil = load <8 x double>, <8 x double>* %uglygep485486, align 8, !alias.scope !22
  %uglygep480 = getelementptr i8, i8* %109, i64 %lsr.iv456
  %uglygep480481 = bitcast i8* %uglygep480 to <8 x double>*
  %scevgep482 = getelementptr <8 x double>, <8 x double>* %uglygep480481, i64 -3
  %wide.load193.epil = load <8 x double>, <8 x double>* %scevgep482, align 8, !alias.scope !25
  %uglygep477 = getelementptr i8, i8* %109, i64 %lsr.iv456
  %uglygep477478 = bitcast i8* %uglygep477 to <8 x double>*
  %scevgep479 = getelementptr <8 x double>, <8 x double>* %uglygep477478, i64 -2
  %wide.load194.epil = load <8 x double>, <8 x double>* %scevgep479, align 8, !alias.scope !25
  %uglygep474 = getelementptr i8, i8* %109, i64 %lsr.iv456
  %uglygep474475 = bitcast i8* %uglygep474 to <8 x double>*
  %scevgep476 = getelementptr <8 x double>, <8 x double>* %uglygep474475, i64 -1
  %wide.load195.epil = load <8 x double>, <8 x double>* %scevgep476, align 8, !alias.scope !25
  %uglygep472 = getelementptr i8, i8* %109, i64 %lsr.iv456
  %uglygep472473 = bitcast i8* %uglygep472 to <8 x double>*
  %wide.load196.epil = load <8 x double>, <8 x double>* %uglygep472473, align 8, !alias.scope !25
  %111 = fmul <8 x double> %wide.load189.epil, %wide.load193.epil
  %112 = fmul <8 x double> %wide.load190.epil, %wide.load194.epil
  %113 = fmul <8 x double> %wide.load191.epil, %wide.load195.epil
  %114 = fmul <8 x double> %wide.load192.epil, %wide.load196.epil
  %uglygep467 = getelementptr i8, i8* %110, i64 %lsr.iv456
  %uglygep467468 = bitcast i8* %uglygep467 to <8 x double>*
  %scevgep469 = getelementptr <8 x double>, <8 x double>* %uglygep467468, i64 -3
  store <8 x double> %111, <8 x double>* %scevgep469, align 8, !alias.scope !27, !noalias !29
  %uglygep464 = getelementptr i8, i8* %110, i64 %lsr.iv456
  %uglygep464465 = bitcast i8* %uglygep464 to <8 x double>*
  %scevgep466 = getelementptr <8 x double>, <8 x double>* %uglygep464465, i64 -2
  store <8 x double> %112, <8 x double>* %scevgep466, align 8, !alias.scope !27, !noalias !29
  %uglygep461 = getelementptr i8, i8* %110, i64 %lsr.iv456
  %uglygep461462 = bitcast i8* %uglygep461 to <8 x double>*
  %scevgep463 = getelementptr <8 x double>, <8 x double>* %uglygep461462, i64 -1
  store <8 x double> %113, <8 x double>* %scevgep463, align 8, !alias.scope !27, !noalias !29
  %uglygep459 = getelementptr i8, i8* %110, i64 %lsr.iv456
  %uglygep459460 = bitcast i8* %uglygep459 to <8 x double>*
  store <8 x double> %114, <8 x double>* %uglygep459460, align 8, !alias.scope !27, !noalias !29
  %lsr.iv.next457 = add nuw nsw i64 %lsr.iv456, 256
  %epil.iter212.cmp.not = icmp eq i64 %107, %lsr.iv.next457
  br i1 %epil.iter212.cmp.not, label %middle.block179, label %vector.body181.epil, !llvm.loop !31

middle.block179:                                  ; preds = %vector.body181.epil, %middle.block179.unr-lcssa
  %cmp.n187 = icmp eq i64 %dest_shape.1, %n.vec185
  br i1 %cmp.n187, label %for.end, label %for.body.us.us.preheader201

for.body.us.us.preheader201:                      ; preds = %vector.memcheck165, %for.body.us.us.preheader, %middle.block179
  %loop.index30.us.us.ph = phi i64 [ 0, %vector.memcheck165 ], [ 0, %for.body.us.us.preheader ], [ %n.vec185, %middle.block179 ]
  %115 = xor i64 %loop.index30.us.us.ph, -1
  %116 = add i64 %dest_shape.1, %115
  %xtraiter209 = and i64 %dest_shape.1, 7
  %lcmp.mod210.not = icmp eq i64 %xtraiter209, 0
  br i1 %lcmp.mod210.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader201
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv453 = phi i64 [ %xtraiter209, %for.body.us.us.prol.preheader ], [ %lsr.iv.next454, %for.body.us.us.prol ]
  %loop.index30.us.us.prol = phi i64 [ %.296.us.us.prol, %for.body.us.us.prol ], [ %loop.index30.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep452 = getelementptr double, double* %.44.fca.4.load, i64 %loop.index30.us.us.prol
  %.258.us.us.prol = load double, double* %scevgep452, align 8
  %scevgep451 = getelementptr double, double* %arg.w.4, i64 %loop.index30.us.us.prol
  %.267.us.us.prol = load double, double* %scevgep451, align 8
  %.6.i.us.us.prol = fmul double %.258.us.us.prol, %.267.us.us.prol
  %scevgep450 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us.us.prol
  store double %.6.i.us.us.prol, double* %scevgep450, align 8
  %.296.us.us.prol = add nuw i64 %loop.index30.us.us.prol, 1
  %lsr.iv.next454 = add nsw i64 %lsr.iv453, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next454, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !32

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader201
  %loop.index30.us.us.unr = phi i64 [ %loop.index30.us.us.ph, %for.body.us.us.preheader201 ], [ %.296.us.us.prol, %for.body.us.us.prol ]
  %117 = icmp ult i64 %116, 7
  br i1 %117, label %for.end, label %for.body.us.us.preheader240

for.body.us.us.preheader240:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader240, %for.body.us.us
  %loop.index30.us.us = phi i64 [ %.296.us.us.7, %for.body.us.us ], [ %loop.index30.us.us.unr, %for.body.us.us.preheader240 ]
  %sunkaddr = mul i64 %loop.index30.us.us, 8
  %118 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1438 = getelementptr i8, i8* %118, i64 %sunkaddr
  %119 = bitcast i8* %sunkaddr1438 to double*
  %.258.us.us = load double, double* %119, align 8
  %sunkaddr1439 = mul i64 %loop.index30.us.us, 8
  %120 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1440 = getelementptr i8, i8* %120, i64 %sunkaddr1439
  %121 = bitcast i8* %sunkaddr1440 to double*
  %.267.us.us = load double, double* %121, align 8
  %.6.i.us.us = fmul double %.258.us.us, %.267.us.us
  %sunkaddr1441 = mul i64 %loop.index30.us.us, 8
  %122 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1442 = getelementptr i8, i8* %122, i64 %sunkaddr1441
  %123 = bitcast i8* %sunkaddr1442 to double*
  store double %.6.i.us.us, double* %123, align 8
  %sunkaddr1443 = mul i64 %loop.index30.us.us, 8
  %124 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1444 = getelementptr i8, i8* %124, i64 %sunkaddr1443
  %sunkaddr1445 = getelementptr i8, i8* %sunkaddr1444, i64 8
  %125 = bitcast i8* %sunkaddr1445 to double*
  %.258.us.us.1 = load double, double* %125, align 8
  %sunkaddr1446 = mul i64 %loop.index30.us.us, 8
  %126 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1447 = getelementptr i8, i8* %126, i64 %sunkaddr1446
  %sunkaddr1448 = getelementptr i8, i8* %sunkaddr1447, i64 8
  %127 = bitcast i8* %sunkaddr1448 to double*
  %.267.us.us.1 = load double, double* %127, align 8
  %.6.i.us.us.1 = fmul double %.258.us.us.1, %.267.us.us.1
  %sunkaddr1449 = mul i64 %loop.index30.us.us, 8
  %128 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1450 = getelementptr i8, i8* %128, i64 %sunkaddr1449
  %sunkaddr1451 = getelementptr i8, i8* %sunkaddr1450, i64 8
  %129 = bitcast i8* %sunkaddr1451 to double*
  store double %.6.i.us.us.1, double* %129, align 8
  %sunkaddr1452 = mul i64 %loop.index30.us.us, 8
  %130 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1453 = getelementptr i8, i8* %130, i64 %sunkaddr1452
  %sunkaddr1454 = getelementptr i8, i8* %sunkaddr1453, i64 16
  %131 = bitcast i8* %sunkaddr1454 to double*
  %.258.us.us.2 = load double, double* %131, align 8
  %sunkaddr1455 = mul i64 %loop.index30.us.us, 8
  %132 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1456 = getelementptr i8, i8* %132, i64 %sunkaddr1455
  %sunkaddr1457 = getelementptr i8, i8* %sunkaddr1456, i64 16
  %133 = bitcast i8* %sunkaddr1457 to double*
  %.267.us.us.2 = load double, double* %133, align 8
  %.6.i.us.us.2 = fmul double %.258.us.us.2, %.267.us.us.2
  %sunkaddr1458 = mul i64 %loop.index30.us.us, 8
  %134 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1459 = getelementptr i8, i8* %134, i64 %sunkaddr1458
  %sunkaddr1460 = getelementptr i8, i8* %sunkaddr1459, i64 16
  %135 = bitcast i8* %sunkaddr1460 to double*
  store double %.6.i.us.us.2, double* %135, align 8
  %sunkaddr1461 = mul i64 %loop.index30.us.us, 8
  %136 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1462 = getelementptr i8, i8* %136, i64 %sunkaddr1461
  %sunkaddr1463 = getelementptr i8, i8* %sunkaddr1462, i64 24
  %137 = bitcast i8* %sunkaddr1463 to double*
  %.258.us.us.3 = load double, double* %137, align 8
  %sunkaddr1464 = mul i64 %loop.index30.us.us, 8
  %138 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1465 = getelementptr i8, i8* %138, i64 %sunkaddr1464
  %sunkaddr1466 = getelementptr i8, i8* %sunkaddr1465, i64 24
  %139 = bitcast i8* %sunkaddr1466 to double*
  %.267.us.us.3 = load double, double* %139, align 8
  %.6.i.us.us.3 = fmul double %.258.us.us.3, %.267.us.us.3
  %sunkaddr1467 = mul i64 %loop.index30.us.us, 8
  %140 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1468 = getelementptr i8, i8* %140, i64 %sunkaddr1467
  %sunkaddr1469 = getelementptr i8, i8* %sunkaddr1468, i64 24
  %141 = bitcast i8* %sunkaddr1469 to double*
  store double %.6.i.us.us.3, double* %141, align 8
  %sunkaddr1470 = mul i64 %loop.index30.us.us, 8
  %142 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1471 = getelementptr i8, i8* %142, i64 %sunkaddr1470
  %sunkaddr1472 = getelementptr i8, i8* %sunkaddr1471, i64 32
  %143 = bitcast i8* %sunkaddr1472 to double*
  %.258.us.us.4 = load double, double* %143, align 8
  %sunkaddr1473 = mul i64 %loop.index30.us.us, 8
  %144 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1474 = getelementptr i8, i8* %144, i64 %sunkaddr1473
  %sunkaddr1475 = getelementptr i8, i8* %sunkaddr1474, i64 32
  %145 = bitcast i8* %sunkaddr1475 to double*
  %.267.us.us.4 = load double, double* %145, align 8
  %.6.i.us.us.4 = fmul double %.258.us.us.4, %.267.us.us.4
  %sunkaddr1476 = mul i64 %loop.index30.us.us, 8
  %146 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1477 = getelementptr i8, i8* %146, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, i8* %sunkaddr1477, i64 32
  %147 = bitcast i8* %sunkaddr1478 to double*
  store double %.6.i.us.us.4, double* %147, align 8
  %sunkaddr1479 = mul i64 %loop.index30.us.us, 8
  %148 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1480 = getelementptr i8, i8* %148, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, i8* %sunkaddr1480, i64 40
  %149 = bitcast i8* %sunkaddr1481 to double*
  %.258.us.us.5 = load double, double* %149, align 8
  %sunkaddr1482 = mul i64 %loop.index30.us.us, 8
  %150 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1483 = getelementptr i8, i8* %150, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, i8* %sunkaddr1483, i64 40
  %151 = bitcast i8* %sunkaddr1484 to double*
  %.267.us.us.5 = load double, double* %151, align 8
  %.6.i.us.us.5 = fmul double %.258.us.us.5, %.267.us.us.5
  %sunkaddr1485 = mul i64 %loop.index30.us.us, 8
  %152 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1486 = getelementptr i8, i8* %152, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, i8* %sunkaddr1486, i64 40
  %153 = bitcast i8* %sunkaddr1487 to double*
  store double %.6.i.us.us.5, double* %153, align 8
  %sunkaddr1488 = mul i64 %loop.index30.us.us, 8
  %154 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1489 = getelementptr i8, i8* %154, i64 %sunkaddr1488
  %sunkaddr1490 = getelementptr i8, i8* %sunkaddr1489, i64 48
  %155 = bitcast i8* %sunkaddr1490 to double*
  %.258.us.us.6 = load double, double* %155, align 8
  %sunkaddr1491 = mul i64 %loop.index30.us.us, 8
  %156 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1492 = getelementptr i8, i8* %156, i64 %sunkaddr1491
  %sunkaddr1493 = getelementptr i8, i8* %sunkaddr1492, i64 48
  %157 = bitcast i8* %sunkaddr1493 to double*
  %.267.us.us.6 = load double, double* %157, align 8
  %.6.i.us.us.6 = fmul double %.258.us.us.6, %.267.us.us.6
  %sunkaddr1494 = mul i64 %loop.index30.us.us, 8
  %158 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1495 = getelementptr i8, i8* %158, i64 %sunkaddr1494
  %sunkaddr1496 = getelementptr i8, i8* %sunkaddr1495, i64 48
  %159 = bitcast i8* %sunkaddr1496 to double*
  store double %.6.i.us.us.6, double* %159, align 8
  %sunkaddr1497 = mul i64 %loop.index30.us.us, 8
  %160 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1498 = getelementptr i8, i8* %160, i64 %sunkaddr1497
  %sunkaddr1499 = getelementptr i8, i8* %sunkaddr1498, i64 56
  %161 = bitcast i8* %sunkaddr1499 to double*
  %.258.us.us.7 = load double, double* %161, align 8
  %sunkaddr1500 = mul i64 %loop.index30.us.us, 8
  %162 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1501 = getelementptr i8, i8* %162, i64 %sunkaddr1500
  %sunkaddr1502 = getelementptr i8, i8* %sunkaddr1501, i64 56
  %163 = bitcast i8* %sunkaddr1502 to double*
  %.267.us.us.7 = load double, double* %163, align 8
  %.6.i.us.us.7 = fmul double %.258.us.us.7, %.267.us.us.7
  %sunkaddr1503 = mul i64 %loop.index30.us.us, 8
  %164 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1504 = getelementptr i8, i8* %164, i64 %sunkaddr1503
  %sunkaddr1505 = getelementptr i8, i8* %sunkaddr1504, i64 56
  %165 = bitcast i8* %sunkaddr1505 to double*
  store double %.6.i.us.us.7, double* %165, align 8
  %.296.us.us.7 = add nuw nsw i64 %loop.index30.us.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1, %.296.us.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us.us, !llvm.loop !33

for.body.us:                                      ; preds = %for.body.us.preheader241, %for.body.us
  %loop.index30.us = phi i64 [ %.296.us.7, %for.body.us ], [ %loop.index30.us.unr, %for.body.us.preheader241 ]
  %sunkaddr1506 = mul i64 %loop.index30.us, 8
  %166 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1507 = getelementptr i8, i8* %166, i64 %sunkaddr1506
  %167 = bitcast i8* %sunkaddr1507 to double*
  %.258.us = load double, double* %167, align 8
  %.267.us = load double, double* %arg.w.4, align 8
  %.6.i.us = fmul double %.258.us, %.267.us
  %sunkaddr1508 = mul i64 %loop.index30.us, 8
  %168 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1509 = getelementptr i8, i8* %168, i64 %sunkaddr1508
  %169 = bitcast i8* %sunkaddr1509 to double*
  store double %.6.i.us, double* %169, align 8
  %sunkaddr1510 = mul i64 %loop.index30.us, 8
  %170 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1511 = getelementptr i8, i8* %170, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 8
  %171 = bitcast i8* %sunkaddr1512 to double*
  %.258.us.1 = load double, double* %171, align 8
  %.267.us.1 = load double, double* %arg.w.4, align 8
  %.6.i.us.1 = fmul double %.258.us.1, %.267.us.1
  %sunkaddr1513 = mul i64 %loop.index30.us, 8
  %172 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1514 = getelementptr i8, i8* %172, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 8
  %173 = bitcast i8* %sunkaddr1515 to double*
  store double %.6.i.us.1, double* %173, align 8
  %sunkaddr1516 = mul i64 %loop.index30.us, 8
  %174 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1517 = getelementptr i8, i8* %174, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 16
  %175 = bitcast i8* %sunkaddr1518 to double*
  %.258.us.2 = load double, double* %175, align 8
  %.267.us.2 = load double, double* %arg.w.4, align 8
  %.6.i.us.2 = fmul double %.258.us.2, %.267.us.2
  %sunkaddr1519 = mul i64 %loop.index30.us, 8
  %176 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1520 = getelementptr i8, i8* %176, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 16
  %177 = bitcast i8* %sunkaddr1521 to double*
  store double %.6.i.us.2, double* %177, align 8
  %sunkaddr1522 = mul i64 %loop.index30.us, 8
  %178 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1523 = getelementptr i8, i8* %178, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, i8* %sunkaddr1523, i64 24
  %179 = bitcast i8* %sunkaddr1524 to double*
  %.258.us.3 = load double, double* %179, align 8
  %.267.us.3 = load double, double* %arg.w.4, align 8
  %.6.i.us.3 = fmul double %.258.us.3, %.267.us.3
  %sunkaddr1525 = mul i64 %loop.index30.us, 8
  %180 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1526 = getelementptr i8, i8* %180, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 24
  %181 = bitcast i8* %sunkaddr1527 to double*
  store double %.6.i.us.3, double* %181, align 8
  %sunkaddr1528 = mul i64 %loop.index30.us, 8
  %182 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1529 = getelementptr i8, i8* %182, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, i8* %sunkaddr1529, i64 32
  %183 = bitcast i8* %sunkaddr1530 to double*
  %.258.us.4 = load double, double* %183, align 8
  %.267.us.4 = load double, double* %arg.w.4, align 8
  %.6.i.us.4 = fmul double %.258.us.4, %.267.us.4
  %sunkaddr1531 = mul i64 %loop.index30.us, 8
  %184 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1532 = getelementptr i8, i8* %184, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 32
  %185 = bitcast i8* %sunkaddr1533 to double*
  store double %.6.i.us.4, double* %185, align 8
  %sunkaddr1534 = mul i64 %loop.index30.us, 8
  %186 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1535 = getelementptr i8, i8* %186, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, i8* %sunkaddr1535, i64 40
  %187 = bitcast i8* %sunkaddr1536 to double*
  %.258.us.5 = load double, double* %187, align 8
  %.267.us.5 = load double, double* %arg.w.4, align 8
  %.6.i.us.5 = fmul double %.258.us.5, %.267.us.5
  %sunkaddr1537 = mul i64 %loop.index30.us, 8
  %188 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1538 = getelementptr i8, i8* %188, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, i8* %sunkaddr1538, i64 40
  %189 = bitcast i8* %sunkaddr1539 to double*
  store double %.6.i.us.5, double* %189, align 8
  %sunkaddr1540 = mul i64 %loop.index30.us, 8
  %190 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1541 = getelementptr i8, i8* %190, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 48
  %191 = bitcast i8* %sunkaddr1542 to double*
  %.258.us.6 = load double, double* %191, align 8
  %.267.us.6 = load double, double* %arg.w.4, align 8
  %.6.i.us.6 = fmul double %.258.us.6, %.267.us.6
  %sunkaddr1543 = mul i64 %loop.index30.us, 8
  %192 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1544 = getelementptr i8, i8* %192, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, i8* %sunkaddr1544, i64 48
  %193 = bitcast i8* %sunkaddr1545 to double*
  store double %.6.i.us.6, double* %193, align 8
  %sunkaddr1546 = mul i64 %loop.index30.us, 8
  %194 = bitcast double* %.44.fca.4.load to i8*
  %sunkaddr1547 = getelementptr i8, i8* %194, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, i8* %sunkaddr1547, i64 56
  %195 = bitcast i8* %sunkaddr1548 to double*
  %.258.us.7 = load double, double* %195, align 8
  %.267.us.7 = load double, double* %arg.w.4, align 8
  %.6.i.us.7 = fmul double %.258.us.7, %.267.us.7
  %sunkaddr1549 = mul i64 %loop.index30.us, 8
  %196 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1550 = getelementptr i8, i8* %196, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 56
  %197 = bitcast i8* %sunkaddr1551 to double*
  store double %.6.i.us.7, double* %197, align 8
  %.296.us.7 = add nuw nsw i64 %loop.index30.us, 8
  %exitcond57.not.7 = icmp eq i64 %dest_shape.1, %.296.us.7
  br i1 %exitcond57.not.7, label %for.end, label %for.body.us, !llvm.loop !34

for.body.preheader.split:                         ; preds = %for.body.preheader
  %198 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %198, label %for.body.us42.preheader, label %for.body.preheader65

for.body.preheader65:                             ; preds = %for.body.preheader.split
  %199 = icmp ult i64 %dest_shape.1, 32
  br i1 %199, label %for.body.preheader206, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader65
  %scevgep = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep70 = getelementptr double, double* %.44.fca.4.load, i64 1
  %scevgep73 = getelementptr double, double* %arg.w.4, i64 1
  %bound0 = icmp ult double* %.6.i2431, %scevgep70
  %bound1 = icmp ult double* %.44.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound075 = icmp ult double* %.6.i2431, %scevgep73
  %bound176 = icmp ugt double* %scevgep, %arg.w.4
  %found.conflict77 = and i1 %bound075, %bound176
  %conflict.rdx = or i1 %found.conflict, %found.conflict77
  br i1 %conflict.rdx, label %for.body.preheader206, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1, -32
  %200 = add i64 %n.vec, -32
  %201 = lshr exact i64 %200, 5
  %202 = add nuw nsw i64 %201, 1
  %xtraiter235 = and i64 %202, 7
  %203 = icmp ult i64 %200, 224
  br i1 %203, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter238 = and i64 %202, %const
  %204 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %205 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar = fmul double %204, %205
  %206 = insertelement <8 x double> poison, double %.scalar, i64 0
  %207 = shufflevector <8 x double> %206, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198 = fmul double %204, %205
  %208 = insertelement <8 x double> poison, double %.scalar198, i64 0
  %209 = shufflevector <8 x double> %208, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199 = fmul double %204, %205
  %210 = insertelement <8 x double> poison, double %.scalar199, i64 0
  %211 = shufflevector <8 x double> %210, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200 = fmul double %204, %205
  %212 = insertelement <8 x double> poison, double %.scalar200, i64 0
  %213 = shufflevector <8 x double> %212, <8 x double> poison, <8 x i32> zeroinitializer
  %214 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %215 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.1 = fmul double %214, %215
  %216 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %217 = shufflevector <8 x double> %216, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.1 = fmul double %214, %215
  %218 = insertelement <8 x double> poison, double %.scalar198.1, i64 0
  %219 = shufflevector <8 x double> %218, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.1 = fmul double %214, %215
  %220 = insertelement <8 x double> poison, double %.scalar199.1, i64 0
  %221 = shufflevector <8 x double> %220, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.1 = fmul double %214, %215
  %222 = insertelement <8 x double> poison, double %.scalar200.1, i64 0
  %223 = shufflevector <8 x double> %222, <8 x double> poison, <8 x i32> zeroinitializer
  %224 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %225 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.2 = fmul double %224, %225
  %226 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %227 = shufflevector <8 x double> %226, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.2 = fmul double %224, %225
  %228 = insertelement <8 x double> poison, double %.scalar198.2, i64 0
  %229 = shufflevector <8 x double> %228, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.2 = fmul double %224, %225
  %230 = insertelement <8 x double> poison, double %.scalar199.2, i64 0
  %231 = shufflevector <8 x double> %230, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.2 = fmul double %224, %225
  %232 = insertelement <8 x double> poison, double %.scalar200.2, i64 0
  %233 = shufflevector <8 x double> %232, <8 x double> poison, <8 x i32> zeroinitializer
  %234 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %235 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.3 = fmul double %234, %235
  %236 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %237 = shufflevector <8 x double> %236, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.3 = fmul double %234, %235
  %238 = insertelement <8 x double> poison, double %.scalar198.3, i64 0
  %239 = shufflevector <8 x double> %238, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.3 = fmul double %234, %235
  %240 = insertelement <8 x double> poison, double %.scalar199.3, i64 0
  %241 = shufflevector <8 x double> %240, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.3 = fmul double %234, %235
  %242 = insertelement <8 x double> poison, double %.scalar200.3, i64 0
  %243 = shufflevector <8 x double> %242, <8 x double> poison, <8 x i32> zeroinitializer
  %244 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %245 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.4 = fmul double %244, %245
  %246 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %247 = shufflevector <8 x double> %246, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.4 = fmul double %244, %245
  %248 = insertelement <8 x double> poison, double %.scalar198.4, i64 0
  %249 = shufflevector <8 x double> %248, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.4 = fmul double %244, %245
  %250 = insertelement <8 x double> poison, double %.scalar199.4, i64 0
  %251 = shufflevector <8 x double> %250, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.4 = fmul double %244, %245
  %252 = insertelement <8 x double> poison, double %.scalar200.4, i64 0
  %253 = shufflevector <8 x double> %252, <8 x double> poison, <8 x i32> zeroinitializer
  %254 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %255 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.5 = fmul double %254, %255
  %256 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %257 = shufflevector <8 x double> %256, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.5 = fmul double %254, %255
  %258 = insertelement <8 x double> poison, double %.scalar198.5, i64 0
  %259 = shufflevector <8 x double> %258, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.5 = fmul double %254, %255
  %260 = insertelement <8 x double> poison, double %.scalar199.5, i64 0
  %261 = shufflevector <8 x double> %260, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.5 = fmul double %254, %255
  %262 = insertelement <8 x double> poison, double %.scalar200.5, i64 0
  %263 = shufflevector <8 x double> %262, <8 x double> poison, <8 x i32> zeroinitializer
  %264 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %265 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.6 = fmul double %264, %265
  %266 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %267 = shufflevector <8 x double> %266, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.6 = fmul double %264, %265
  %268 = insertelement <8 x double> poison, double %.scalar198.6, i64 0
  %269 = shufflevector <8 x double> %268, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.6 = fmul double %264, %265
  %270 = insertelement <8 x double> poison, double %.scalar199.6, i64 0
  %271 = shufflevector <8 x double> %270, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.6 = fmul double %264, %265
  %272 = insertelement <8 x double> poison, double %.scalar200.6, i64 0
  %273 = shufflevector <8 x double> %272, <8 x double> poison, <8 x i32> zeroinitializer
  %274 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %275 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.7 = fmul double %274, %275
  %276 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %277 = shufflevector <8 x double> %276, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.7 = fmul double %274, %275
  %278 = insertelement <8 x double> poison, double %.scalar198.7, i64 0
  %279 = shufflevector <8 x double> %278, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.7 = fmul double %274, %275
  %280 = insertelement <8 x double> poison, double %.scalar199.7, i64 0
  %281 = shufflevector <8 x double> %280, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.7 = fmul double %274, %275
  %282 = insertelement <8 x double> poison, double %.scalar200.7, i64 0
  %283 = shufflevector <8 x double> %282, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1336 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1432 = phi i64 [ %lsr.iv.next1433, %vector.body ], [ %unroll_iter238, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep1420 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14201421 = bitcast double* %scevgep1420 to <8 x double>*
  %scevgep1422 = getelementptr <8 x double>, <8 x double>* %scevgep14201421, i64 -31
  store <8 x double> %207, <8 x double>* %scevgep1422, align 8, !alias.scope !40, !noalias !42
  %scevgep1429 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14291430 = bitcast double* %scevgep1429 to <8 x double>*
  %scevgep1431 = getelementptr <8 x double>, <8 x double>* %scevgep14291430, i64 -30
  store <8 x double> %209, <8 x double>* %scevgep1431, align 8, !alias.scope !40, !noalias !42
  %scevgep1426 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14261427 = bitcast double* %scevgep1426 to <8 x double>*
  %scevgep1428 = getelementptr <8 x double>, <8 x double>* %scevgep14261427, i64 -29
  store <8 x double> %211, <8 x double>* %scevgep1428, align 8, !alias.scope !40, !noalias !42
  %scevgep1423 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14231424 = bitcast double* %scevgep1423 to <8 x double>*
  %scevgep1425 = getelementptr <8 x double>, <8 x double>* %scevgep14231424, i64 -28
  store <8 x double> %213, <8 x double>* %scevgep1425, align 8, !alias.scope !40, !noalias !42
  %scevgep1406 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14061407 = bitcast double* %scevgep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %scevgep14061407, i64 -27
  store <8 x double> %217, <8 x double>* %scevgep1408, align 8, !alias.scope !40, !noalias !42
  %scevgep1403 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14031404 = bitcast double* %scevgep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %scevgep14031404, i64 -26
  store <8 x double> %219, <8 x double>* %scevgep1405, align 8, !alias.scope !40, !noalias !42
  %scevgep1400 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14001401 = bitcast double* %scevgep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %scevgep14001401, i64 -25
  store <8 x double> %221, <8 x double>* %scevgep1402, align 8, !alias.scope !40, !noalias !42
  %scevgep1397 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13971398 = bitcast double* %scevgep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %scevgep13971398, i64 -24
  store <8 x double> %223, <8 x double>* %scevgep1399, align 8, !alias.scope !40, !noalias !42
  %scevgep1394 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13941395 = bitcast double* %scevgep1394 to <8 x double>*
  %scevgep1396 = getelementptr <8 x double>, <8 x double>* %scevgep13941395, i64 -23
  store <8 x double> %227, <8 x double>* %scevgep1396, align 8, !alias.scope !40, !noalias !42
  %scevgep1391 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13911392 = bitcast double* %scevgep1391 to <8 x double>*
  %scevgep1393 = getelementptr <8 x double>, <8 x double>* %scevgep13911392, i64 -22
  store <8 x double> %229, <8 x double>* %scevgep1393, align 8, !alias.scope !40, !noalias !42
  %scevgep1388 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13881389 = bitcast double* %scevgep1388 to <8 x double>*
  %scevgep1390 = getelementptr <8 x double>, <8 x double>* %scevgep13881389, i64 -21
  store <8 x double> %231, <8 x double>* %scevgep1390, align 8, !alias.scope !40, !noalias !42
  %scevgep1385 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13851386 = bitcast double* %scevgep1385 to <8 x double>*
  %scevgep1387 = getelementptr <8 x double>, <8 x double>* %scevgep13851386, i64 -20
  store <8 x double> %233, <8 x double>* %scevgep1387, align 8, !alias.scope !40, !noalias !42
  %scevgep1382 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13821383 = bitcast double* %scevgep1382 to <8 x double>*
  %scevgep1384 = getelementptr <8 x double>, <8 x double>* %scevgep13821383, i64 -19
  store <8 x double> %237, <8 x double>* %scevgep1384, align 8, !alias.scope !40, !noalias !42
  %scevgep1379 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13791380 = bitcast double* %scevgep1379 to <8 x double>*
  %scevgep1381 = getelementptr <8 x double>, <8 x double>* %scevgep13791380, i64 -18
  store <8 x double> %239, <8 x double>* %scevgep1381, align 8, !alias.scope !40, !noalias !42
  %scevgep1376 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13761377 = bitcast double* %scevgep1376 to <8 x double>*
  %scevgep1378 = getelementptr <8 x double>, <8 x double>* %scevgep13761377, i64 -17
  store <8 x double> %241, <8 x double>* %scevgep1378, align 8, !alias.scope !40, !noalias !42
  %scevgep1373 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %scevgep1375 = getelementptr <8 x double>, <8 x double>* %scevgep13731374, i64 -16
  store <8 x double> %243, <8 x double>* %scevgep1375, align 8, !alias.scope !40, !noalias !42
  %scevgep1370 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 -15
  store <8 x double> %247, <8 x double>* %scevgep1372, align 8, !alias.scope !40, !noalias !42
  %scevgep1367 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 -14
  store <8 x double> %249, <8 x double>* %scevgep1369, align 8, !alias.scope !40, !noalias !42
  %scevgep1364 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 -13
  store <8 x double> %251, <8 x double>* %scevgep1366, align 8, !alias.scope !40, !noalias !42
  %scevgep1361 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13611362 = bitcast double* %scevgep1361 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %scevgep13611362, i64 -12
  store <8 x double> %253, <8 x double>* %scevgep1363, align 8, !alias.scope !40, !noalias !42
  %scevgep1358 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13581359 = bitcast double* %scevgep1358 to <8 x double>*
  %scevgep1360 = getelementptr <8 x double>, <8 x double>* %scevgep13581359, i64 -11
  store <8 x double> %257, <8 x double>* %scevgep1360, align 8, !alias.scope !40, !noalias !42
  %scevgep1355 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13551356 = bitcast double* %scevgep1355 to <8 x double>*
  %scevgep1357 = getelementptr <8 x double>, <8 x double>* %scevgep13551356, i64 -10
  store <8 x double> %259, <8 x double>* %scevgep1357, align 8, !alias.scope !40, !noalias !42
  %scevgep1352 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13521353 = bitcast double* %scevgep1352 to <8 x double>*
  %scevgep1354 = getelementptr <8 x double>, <8 x double>* %scevgep13521353, i64 -9
  store <8 x double> %261, <8 x double>* %scevgep1354, align 8, !alias.scope !40, !noalias !42
  %scevgep1349 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13491350 = bitcast double* %scevgep1349 to <8 x double>*
  %scevgep1351 = getelementptr <8 x double>, <8 x double>* %scevgep13491350, i64 -8
  store <8 x double> %263, <8 x double>* %scevgep1351, align 8, !alias.scope !40, !noalias !42
  %scevgep1346 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13461347 = bitcast double* %scevgep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %scevgep13461347, i64 -7
  store <8 x double> %267, <8 x double>* %scevgep1348, align 8, !alias.scope !40, !noalias !42
  %scevgep1343 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13431344 = bitcast double* %scevgep1343 to <8 x double>*
  %scevgep1345 = getelementptr <8 x double>, <8 x double>* %scevgep13431344, i64 -6
  store <8 x double> %269, <8 x double>* %scevgep1345, align 8, !alias.scope !40, !noalias !42
  %scevgep1340 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13401341 = bitcast double* %scevgep1340 to <8 x double>*
  %scevgep1342 = getelementptr <8 x double>, <8 x double>* %scevgep13401341, i64 -5
  store <8 x double> %271, <8 x double>* %scevgep1342, align 8, !alias.scope !40, !noalias !42
  %scevgep1337 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep13371338 = bitcast double* %scevgep1337 to <8 x double>*
  %scevgep1339 = getelementptr <8 x double>, <8 x double>* %scevgep13371338, i64 -4
  store <8 x double> %273, <8 x double>* %scevgep1339, align 8, !alias.scope !40, !noalias !42
  %scevgep1417 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14171418 = bitcast double* %scevgep1417 to <8 x double>*
  %scevgep1419 = getelementptr <8 x double>, <8 x double>* %scevgep14171418, i64 -3
  store <8 x double> %277, <8 x double>* %scevgep1419, align 8, !alias.scope !40, !noalias !42
  %scevgep1414 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14141415 = bitcast double* %scevgep1414 to <8 x double>*
  %scevgep1416 = getelementptr <8 x double>, <8 x double>* %scevgep14141415, i64 -2
  store <8 x double> %279, <8 x double>* %scevgep1416, align 8, !alias.scope !40, !noalias !42
  %scevgep1411 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14111412 = bitcast double* %scevgep1411 to <8 x double>*
  %scevgep1413 = getelementptr <8 x double>, <8 x double>* %scevgep14111412, i64 -1
  store <8 x double> %281, <8 x double>* %scevgep1413, align 8, !alias.scope !40, !noalias !42
  %scevgep1409 = getelementptr double, double* %scevgep1336, i64 %index
  %scevgep14091410 = bitcast double* %scevgep1409 to <8 x double>*
  store <8 x double> %283, <8 x double>* %scevgep14091410, align 8, !alias.scope !40, !noalias !42
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1433 = add i64 %lsr.iv1432, -8
  %niter239.ncmp.7 = icmp eq i64 %lsr.iv.next1433, 0
  br i1 %niter239.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod237.not = icmp eq i64 %xtraiter235, 0
  br i1 %lcmp.mod237.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %284 = load double, double* %.44.fca.4.load, align 8, !alias.scope !35
  %285 = load double, double* %arg.w.4, align 8, !alias.scope !38
  %.scalar.epil = fmul double %284, %285
  %286 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %287 = shufflevector <8 x double> %286, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar198.epil = fmul double %284, %285
  %288 = insertelement <8 x double> poison, double %.scalar198.epil, i64 0
  %289 = shufflevector <8 x double> %288, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar199.epil = fmul double %284, %285
  %290 = insertelement <8 x double> poison, double %.scalar199.epil, i64 0
  %291 = shufflevector <8 x double> %290, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar200.epil = fmul double %284, %285
  %292 = insertelement <8 x double> poison, double %.scalar200.epil, i64 0
  %293 = shufflevector <8 x double> %292, <8 x double> poison, <8 x i32> zeroinitializer
  %294 = add nuw nsw i64 %index.unr, 24
  %scevgep1321 = getelementptr double, double* %.6.i2431, i64 %294
  %295 = shl nuw nsw i64 %xtraiter235, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1322 = phi i64 [ %lsr.iv.next1323, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %296 = bitcast double* %scevgep1321 to i8*
  %uglygep1333 = getelementptr i8, i8* %296, i64 %lsr.iv1322
  %uglygep13331334 = bitcast i8* %uglygep1333 to <8 x double>*
  %scevgep1335 = getelementptr <8 x double>, <8 x double>* %uglygep13331334, i64 -3
  store <8 x double> %287, <8 x double>* %scevgep1335, align 8, !alias.scope !40, !noalias !42
  %uglygep1330 = getelementptr i8, i8* %296, i64 %lsr.iv1322
  %uglygep13301331 = bitcast i8* %uglygep1330 to <8 x double>*
  %scevgep1332 = getelementptr <8 x double>, <8 x double>* %uglygep13301331, i64 -2
  store <8 x double> %289, <8 x double>* %scevgep1332, align 8, !alias.scope !40, !noalias !42
  %uglygep1327 = getelementptr i8, i8* %296, i64 %lsr.iv1322
  %uglygep13271328 = bitcast i8* %uglygep1327 to <8 x double>*
  %scevgep1329 = getelementptr <8 x double>, <8 x double>* %uglygep13271328, i64 -1
  store <8 x double> %291, <8 x double>* %scevgep1329, align 8, !alias.scope !40, !noalias !42
  %uglygep1325 = getelementptr i8, i8* %296, i64 %lsr.iv1322
  %uglygep13251326 = bitcast i8* %uglygep1325 to <8 x double>*
  store <8 x double> %293, <8 x double>* %uglygep13251326, align 8, !alias.scope !40, !noalias !42
  %lsr.iv.next1323 = add nuw nsw i64 %lsr.iv1322, 256
  %epil.iter236.cmp.not = icmp eq i64 %295, %lsr.iv.next1323
  br i1 %epil.iter236.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !44

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader206

for.body.preheader206:                            ; preds = %vector.memcheck, %for.body.preheader65, %middle.block
  %loop.index30.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader65 ], [ %n.vec, %middle.block ]
  %297 = xor i64 %loop.index30.ph, -1
  %298 = add i64 %dest_shape.1, %297
  %xtraiter232 = and i64 %dest_shape.1, 7
  %lcmp.mod233.not = icmp eq i64 %xtraiter232, 0
  br i1 %lcmp.mod233.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader206
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1319 = phi i64 [ %xtraiter232, %for.body.prol.preheader ], [ %lsr.iv.next1320, %for.body.prol ]
  %loop.index30.prol = phi i64 [ %.296.prol, %for.body.prol ], [ %loop.index30.ph, %for.body.prol.preheader ]
  %.258.prol = load double, double* %.44.fca.4.load, align 8
  %.267.prol = load double, double* %arg.w.4, align 8
  %.6.i.prol = fmul double %.258.prol, %.267.prol
  %scevgep1318 = getelementptr double, double* %.6.i2431, i64 %loop.index30.prol
  store double %.6.i.prol, double* %scevgep1318, align 8
  %.296.prol = add nuw i64 %loop.index30.prol, 1
  %lsr.iv.next1320 = add nsw i64 %lsr.iv1319, -1
  %prol.iter234.cmp.not = icmp eq i64 %lsr.iv.next1320, 0
  br i1 %prol.iter234.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !45

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader206
  %loop.index30.unr = phi i64 [ %loop.index30.ph, %for.body.preheader206 ], [ %.296.prol, %for.body.prol ]
  %299 = icmp ult i64 %298, 7
  br i1 %299, label %for.end, label %for.body.preheader245

for.body.preheader245:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us42.preheader:                          ; preds = %for.body.preheader.split
  %300 = icmp ult i64 %dest_shape.1, 32
  br i1 %300, label %for.body.us42.preheader204, label %vector.memcheck92

vector.memcheck92:                                ; preds = %for.body.us42.preheader
  %scevgep93 = getelementptr double, double* %.6.i2431, i64 %dest_shape.1
  %scevgep95 = getelementptr double, double* %.44.fca.4.load, i64 1
  %scevgep97 = getelementptr double, double* %arg.w.4, i64 %dest_shape.1
  %bound099 = icmp ult double* %.6.i2431, %scevgep95
  %bound1100 = icmp ult double* %.44.fca.4.load, %scevgep93
  %found.conflict101 = and i1 %bound099, %bound1100
  %bound0102 = icmp ult double* %.6.i2431, %scevgep97
  %bound1103 = icmp ugt double* %scevgep93, %arg.w.4
  %found.conflict104 = and i1 %bound0102, %bound1103
  %conflict.rdx105 = or i1 %found.conflict101, %found.conflict104
  br i1 %conflict.rdx105, label %for.body.us42.preheader204, label %vector.ph110

vector.ph110:                                     ; preds = %vector.memcheck92
  %n.vec112 = and i64 %dest_shape.1, -32
  %301 = add i64 %n.vec112, -32
  %302 = lshr exact i64 %301, 5
  %303 = add nuw nsw i64 %302, 1
  %xtraiter227 = and i64 %303, 7
  %304 = icmp ult i64 %301, 224
  br i1 %304, label %middle.block106.unr-lcssa, label %vector.ph110.new

vector.ph110.new:                                 ; preds = %vector.ph110
  %const1434 = bitcast i64 1152921504606846968 to i64
  %unroll_iter230 = and i64 %303, %const1434
  %305 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119 = insertelement <8 x double> poison, double %305, i64 0
  %broadcast.splat120 = shufflevector <8 x double> %broadcast.splatinsert119, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x double> poison, double %305, i64 0
  %broadcast.splat122 = shufflevector <8 x double> %broadcast.splatinsert121, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x double> poison, double %305, i64 0
  %broadcast.splat124 = shufflevector <8 x double> %broadcast.splatinsert123, <8 x double> poison, <8 x i32> zeroinitializer
  %306 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125 = insertelement <8 x double> poison, double %306, i64 0
  %broadcast.splat126 = shufflevector <8 x double> %broadcast.splatinsert125, <8 x double> poison, <8 x i32> zeroinitializer
  %307 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.1 = insertelement <8 x double> poison, double %307, i64 0
  %broadcast.splat120.1 = shufflevector <8 x double> %broadcast.splatinsert119.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.1 = insertelement <8 x double> poison, double %307, i64 0
  %broadcast.splat122.1 = shufflevector <8 x double> %broadcast.splatinsert121.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.1 = insertelement <8 x double> poison, double %307, i64 0
  %broadcast.splat124.1 = shufflevector <8 x double> %broadcast.splatinsert123.1, <8 x double> poison, <8 x i32> zeroinitializer
  %308 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.1 = insertelement <8 x double> poison, double %308, i64 0
  %broadcast.splat126.1 = shufflevector <8 x double> %broadcast.splatinsert125.1, <8 x double> poison, <8 x i32> zeroinitializer
  %309 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.2 = insertelement <8 x double> poison, double %309, i64 0
  %broadcast.splat120.2 = shufflevector <8 x double> %broadcast.splatinsert119.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.2 = insertelement <8 x double> poison, double %309, i64 0
  %broadcast.splat122.2 = shufflevector <8 x double> %broadcast.splatinsert121.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.2 = insertelement <8 x double> poison, double %309, i64 0
  %broadcast.splat124.2 = shufflevector <8 x double> %broadcast.splatinsert123.2, <8 x double> poison, <8 x i32> zeroinitializer
  %310 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.2 = insertelement <8 x double> poison, double %310, i64 0
  %broadcast.splat126.2 = shufflevector <8 x double> %broadcast.splatinsert125.2, <8 x double> poison, <8 x i32> zeroinitializer
  %311 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.3 = insertelement <8 x double> poison, double %311, i64 0
  %broadcast.splat120.3 = shufflevector <8 x double> %broadcast.splatinsert119.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.3 = insertelement <8 x double> poison, double %311, i64 0
  %broadcast.splat122.3 = shufflevector <8 x double> %broadcast.splatinsert121.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.3 = insertelement <8 x double> poison, double %311, i64 0
  %broadcast.splat124.3 = shufflevector <8 x double> %broadcast.splatinsert123.3, <8 x double> poison, <8 x i32> zeroinitializer
  %312 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.3 = insertelement <8 x double> poison, double %312, i64 0
  %broadcast.splat126.3 = shufflevector <8 x double> %broadcast.splatinsert125.3, <8 x double> poison, <8 x i32> zeroinitializer
  %313 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.4 = insertelement <8 x double> poison, double %313, i64 0
  %broadcast.splat120.4 = shufflevector <8 x double> %broadcast.splatinsert119.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.4 = insertelement <8 x double> poison, double %313, i64 0
  %broadcast.splat122.4 = shufflevector <8 x double> %broadcast.splatinsert121.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.4 = insertelement <8 x double> poison, double %313, i64 0
  %broadcast.splat124.4 = shufflevector <8 x double> %broadcast.splatinsert123.4, <8 x double> poison, <8 x i32> zeroinitializer
  %314 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.4 = insertelement <8 x double> poison, double %314, i64 0
  %broadcast.splat126.4 = shufflevector <8 x double> %broadcast.splatinsert125.4, <8 x double> poison, <8 x i32> zeroinitializer
  %315 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.5 = insertelement <8 x double> poison, double %315, i64 0
  %broadcast.splat120.5 = shufflevector <8 x double> %broadcast.splatinsert119.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.5 = insertelement <8 x double> poison, double %315, i64 0
  %broadcast.splat122.5 = shufflevector <8 x double> %broadcast.splatinsert121.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.5 = insertelement <8 x double> poison, double %315, i64 0
  %broadcast.splat124.5 = shufflevector <8 x double> %broadcast.splatinsert123.5, <8 x double> poison, <8 x i32> zeroinitializer
  %316 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.5 = insertelement <8 x double> poison, double %316, i64 0
  %broadcast.splat126.5 = shufflevector <8 x double> %broadcast.splatinsert125.5, <8 x double> poison, <8 x i32> zeroinitializer
  %317 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.6 = insertelement <8 x double> poison, double %317, i64 0
  %broadcast.splat120.6 = shufflevector <8 x double> %broadcast.splatinsert119.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.6 = insertelement <8 x double> poison, double %317, i64 0
  %broadcast.splat122.6 = shufflevector <8 x double> %broadcast.splatinsert121.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.6 = insertelement <8 x double> poison, double %317, i64 0
  %broadcast.splat124.6 = shufflevector <8 x double> %broadcast.splatinsert123.6, <8 x double> poison, <8 x i32> zeroinitializer
  %318 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.6 = insertelement <8 x double> poison, double %318, i64 0
  %broadcast.splat126.6 = shufflevector <8 x double> %broadcast.splatinsert125.6, <8 x double> poison, <8 x i32> zeroinitializer
  %319 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.7 = insertelement <8 x double> poison, double %319, i64 0
  %broadcast.splat120.7 = shufflevector <8 x double> %broadcast.splatinsert119.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.7 = insertelement <8 x double> poison, double %319, i64 0
  %broadcast.splat122.7 = shufflevector <8 x double> %broadcast.splatinsert121.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.7 = insertelement <8 x double> poison, double %319, i64 0
  %broadcast.splat124.7 = shufflevector <8 x double> %broadcast.splatinsert123.7, <8 x double> poison, <8 x i32> zeroinitializer
  %320 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.7 = insertelement <8 x double> poison, double %320, i64 0
  %broadcast.splat126.7 = shufflevector <8 x double> %broadcast.splatinsert125.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1108 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep1204 = getelementptr double, double* %.6.i2431, i64 248
  br label %vector.body108

vector.body108:                                   ; preds = %vector.body108, %vector.ph110.new
  %lsr.iv1300 = phi i64 [ %lsr.iv.next1301, %vector.body108 ], [ %unroll_iter230, %vector.ph110.new ]
  %index115 = phi i64 [ 0, %vector.ph110.new ], [ %index.next127.7, %vector.body108 ]
  %scevgep1192 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11921193 = bitcast double* %scevgep1192 to <8 x double>*
  %scevgep1194 = getelementptr <8 x double>, <8 x double>* %scevgep11921193, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1194, align 8, !alias.scope !49
  %scevgep1201 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep12011202 = bitcast double* %scevgep1201 to <8 x double>*
  %scevgep1203 = getelementptr <8 x double>, <8 x double>* %scevgep12011202, i64 -30
  %wide.load116 = load <8 x double>, <8 x double>* %scevgep1203, align 8, !alias.scope !49
  %scevgep1198 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11981199 = bitcast double* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 -29
  %wide.load117 = load <8 x double>, <8 x double>* %scevgep1200, align 8, !alias.scope !49
  %scevgep1195 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11951196 = bitcast double* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 -28
  %wide.load118 = load <8 x double>, <8 x double>* %scevgep1197, align 8, !alias.scope !49
  %321 = fmul <8 x double> %broadcast.splat120, %wide.load
  %322 = fmul <8 x double> %broadcast.splat122, %wide.load116
  %323 = fmul <8 x double> %broadcast.splat124, %wide.load117
  %324 = fmul <8 x double> %broadcast.splat126, %wide.load118
  %scevgep1288 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12881289 = bitcast double* %scevgep1288 to <8 x double>*
  %scevgep1290 = getelementptr <8 x double>, <8 x double>* %scevgep12881289, i64 -31
  store <8 x double> %321, <8 x double>* %scevgep1290, align 8, !alias.scope !51, !noalias !53
  %scevgep1297 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12971298 = bitcast double* %scevgep1297 to <8 x double>*
  %scevgep1299 = getelementptr <8 x double>, <8 x double>* %scevgep12971298, i64 -30
  store <8 x double> %322, <8 x double>* %scevgep1299, align 8, !alias.scope !51, !noalias !53
  %scevgep1294 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12941295 = bitcast double* %scevgep1294 to <8 x double>*
  %scevgep1296 = getelementptr <8 x double>, <8 x double>* %scevgep12941295, i64 -29
  store <8 x double> %323, <8 x double>* %scevgep1296, align 8, !alias.scope !51, !noalias !53
  %scevgep1291 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12911292 = bitcast double* %scevgep1291 to <8 x double>*
  %scevgep1293 = getelementptr <8 x double>, <8 x double>* %scevgep12911292, i64 -28
  store <8 x double> %324, <8 x double>* %scevgep1293, align 8, !alias.scope !51, !noalias !53
  %scevgep1178 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11781179 = bitcast double* %scevgep1178 to <8 x double>*
  %scevgep1180 = getelementptr <8 x double>, <8 x double>* %scevgep11781179, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1180, align 8, !alias.scope !49
  %scevgep1175 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11751176 = bitcast double* %scevgep1175 to <8 x double>*
  %scevgep1177 = getelementptr <8 x double>, <8 x double>* %scevgep11751176, i64 -26
  %wide.load116.1 = load <8 x double>, <8 x double>* %scevgep1177, align 8, !alias.scope !49
  %scevgep1172 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11721173 = bitcast double* %scevgep1172 to <8 x double>*
  %scevgep1174 = getelementptr <8 x double>, <8 x double>* %scevgep11721173, i64 -25
  %wide.load117.1 = load <8 x double>, <8 x double>* %scevgep1174, align 8, !alias.scope !49
  %scevgep1169 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11691170 = bitcast double* %scevgep1169 to <8 x double>*
  %scevgep1171 = getelementptr <8 x double>, <8 x double>* %scevgep11691170, i64 -24
  %wide.load118.1 = load <8 x double>, <8 x double>* %scevgep1171, align 8, !alias.scope !49
  %325 = fmul <8 x double> %broadcast.splat120.1, %wide.load.1
  %326 = fmul <8 x double> %broadcast.splat122.1, %wide.load116.1
  %327 = fmul <8 x double> %broadcast.splat124.1, %wide.load117.1
  %328 = fmul <8 x double> %broadcast.splat126.1, %wide.load118.1
  %scevgep1274 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12741275 = bitcast double* %scevgep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %scevgep12741275, i64 -27
  store <8 x double> %325, <8 x double>* %scevgep1276, align 8, !alias.scope !51, !noalias !53
  %scevgep1271 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12711272 = bitcast double* %scevgep1271 to <8 x double>*
  %scevgep1273 = getelementptr <8 x double>, <8 x double>* %scevgep12711272, i64 -26
  store <8 x double> %326, <8 x double>* %scevgep1273, align 8, !alias.scope !51, !noalias !53
  %scevgep1268 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12681269 = bitcast double* %scevgep1268 to <8 x double>*
  %scevgep1270 = getelementptr <8 x double>, <8 x double>* %scevgep12681269, i64 -25
  store <8 x double> %327, <8 x double>* %scevgep1270, align 8, !alias.scope !51, !noalias !53
  %scevgep1265 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12651266 = bitcast double* %scevgep1265 to <8 x double>*
  %scevgep1267 = getelementptr <8 x double>, <8 x double>* %scevgep12651266, i64 -24
  store <8 x double> %328, <8 x double>* %scevgep1267, align 8, !alias.scope !51, !noalias !53
  %scevgep1166 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11661167 = bitcast double* %scevgep1166 to <8 x double>*
  %scevgep1168 = getelementptr <8 x double>, <8 x double>* %scevgep11661167, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1168, align 8, !alias.scope !49
  %scevgep1163 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11631164 = bitcast double* %scevgep1163 to <8 x double>*
  %scevgep1165 = getelementptr <8 x double>, <8 x double>* %scevgep11631164, i64 -22
  %wide.load116.2 = load <8 x double>, <8 x double>* %scevgep1165, align 8, !alias.scope !49
  %scevgep1160 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11601161 = bitcast double* %scevgep1160 to <8 x double>*
  %scevgep1162 = getelementptr <8 x double>, <8 x double>* %scevgep11601161, i64 -21
  %wide.load117.2 = load <8 x double>, <8 x double>* %scevgep1162, align 8, !alias.scope !49
  %scevgep1157 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11571158 = bitcast double* %scevgep1157 to <8 x double>*
  %scevgep1159 = getelementptr <8 x double>, <8 x double>* %scevgep11571158, i64 -20
  %wide.load118.2 = load <8 x double>, <8 x double>* %scevgep1159, align 8, !alias.scope !49
  %329 = fmul <8 x double> %broadcast.splat120.2, %wide.load.2
  %330 = fmul <8 x double> %broadcast.splat122.2, %wide.load116.2
  %331 = fmul <8 x double> %broadcast.splat124.2, %wide.load117.2
  %332 = fmul <8 x double> %broadcast.splat126.2, %wide.load118.2
  %scevgep1262 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12621263 = bitcast double* %scevgep1262 to <8 x double>*
  %scevgep1264 = getelementptr <8 x double>, <8 x double>* %scevgep12621263, i64 -23
  store <8 x double> %329, <8 x double>* %scevgep1264, align 8, !alias.scope !51, !noalias !53
  %scevgep1259 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12591260 = bitcast double* %scevgep1259 to <8 x double>*
  %scevgep1261 = getelementptr <8 x double>, <8 x double>* %scevgep12591260, i64 -22
  store <8 x double> %330, <8 x double>* %scevgep1261, align 8, !alias.scope !51, !noalias !53
  %scevgep1256 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12561257 = bitcast double* %scevgep1256 to <8 x double>*
  %scevgep1258 = getelementptr <8 x double>, <8 x double>* %scevgep12561257, i64 -21
  store <8 x double> %331, <8 x double>* %scevgep1258, align 8, !alias.scope !51, !noalias !53
  %scevgep1253 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12531254 = bitcast double* %scevgep1253 to <8 x double>*
  %scevgep1255 = getelementptr <8 x double>, <8 x double>* %scevgep12531254, i64 -20
  store <8 x double> %332, <8 x double>* %scevgep1255, align 8, !alias.scope !51, !noalias !53
  %scevgep1154 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11541155 = bitcast double* %scevgep1154 to <8 x double>*
  %scevgep1156 = getelementptr <8 x double>, <8 x double>* %scevgep11541155, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1156, align 8, !alias.scope !49
  %scevgep1151 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11511152 = bitcast double* %scevgep1151 to <8 x double>*
  %scevgep1153 = getelementptr <8 x double>, <8 x double>* %scevgep11511152, i64 -18
  %wide.load116.3 = load <8 x double>, <8 x double>* %scevgep1153, align 8, !alias.scope !49
  %scevgep1148 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11481149 = bitcast double* %scevgep1148 to <8 x double>*
  %scevgep1150 = getelementptr <8 x double>, <8 x double>* %scevgep11481149, i64 -17
  %wide.load117.3 = load <8 x double>, <8 x double>* %scevgep1150, align 8, !alias.scope !49
  %scevgep1145 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11451146 = bitcast double* %scevgep1145 to <8 x double>*
  %scevgep1147 = getelementptr <8 x double>, <8 x double>* %scevgep11451146, i64 -16
  %wide.load118.3 = load <8 x double>, <8 x double>* %scevgep1147, align 8, !alias.scope !49
  %333 = fmul <8 x double> %broadcast.splat120.3, %wide.load.3
  %334 = fmul <8 x double> %broadcast.splat122.3, %wide.load116.3
  %335 = fmul <8 x double> %broadcast.splat124.3, %wide.load117.3
  %336 = fmul <8 x double> %broadcast.splat126.3, %wide.load118.3
  %scevgep1250 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12501251 = bitcast double* %scevgep1250 to <8 x double>*
  %scevgep1252 = getelementptr <8 x double>, <8 x double>* %scevgep12501251, i64 -19
  store <8 x double> %333, <8 x double>* %scevgep1252, align 8, !alias.scope !51, !noalias !53
  %scevgep1247 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12471248 = bitcast double* %scevgep1247 to <8 x double>*
  %scevgep1249 = getelementptr <8 x double>, <8 x double>* %scevgep12471248, i64 -18
  store <8 x double> %334, <8 x double>* %scevgep1249, align 8, !alias.scope !51, !noalias !53
  %scevgep1244 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12441245 = bitcast double* %scevgep1244 to <8 x double>*
  %scevgep1246 = getelementptr <8 x double>, <8 x double>* %scevgep12441245, i64 -17
  store <8 x double> %335, <8 x double>* %scevgep1246, align 8, !alias.scope !51, !noalias !53
  %scevgep1241 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12411242 = bitcast double* %scevgep1241 to <8 x double>*
  %scevgep1243 = getelementptr <8 x double>, <8 x double>* %scevgep12411242, i64 -16
  store <8 x double> %336, <8 x double>* %scevgep1243, align 8, !alias.scope !51, !noalias !53
  %scevgep1142 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11421143 = bitcast double* %scevgep1142 to <8 x double>*
  %scevgep1144 = getelementptr <8 x double>, <8 x double>* %scevgep11421143, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1144, align 8, !alias.scope !49
  %scevgep1139 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11391140 = bitcast double* %scevgep1139 to <8 x double>*
  %scevgep1141 = getelementptr <8 x double>, <8 x double>* %scevgep11391140, i64 -14
  %wide.load116.4 = load <8 x double>, <8 x double>* %scevgep1141, align 8, !alias.scope !49
  %scevgep1136 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11361137 = bitcast double* %scevgep1136 to <8 x double>*
  %scevgep1138 = getelementptr <8 x double>, <8 x double>* %scevgep11361137, i64 -13
  %wide.load117.4 = load <8 x double>, <8 x double>* %scevgep1138, align 8, !alias.scope !49
  %scevgep1133 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -12
  %wide.load118.4 = load <8 x double>, <8 x double>* %scevgep1135, align 8, !alias.scope !49
  %337 = fmul <8 x double> %broadcast.splat120.4, %wide.load.4
  %338 = fmul <8 x double> %broadcast.splat122.4, %wide.load116.4
  %339 = fmul <8 x double> %broadcast.splat124.4, %wide.load117.4
  %340 = fmul <8 x double> %broadcast.splat126.4, %wide.load118.4
  %scevgep1238 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12381239 = bitcast double* %scevgep1238 to <8 x double>*
  %scevgep1240 = getelementptr <8 x double>, <8 x double>* %scevgep12381239, i64 -15
  store <8 x double> %337, <8 x double>* %scevgep1240, align 8, !alias.scope !51, !noalias !53
  %scevgep1235 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12351236 = bitcast double* %scevgep1235 to <8 x double>*
  %scevgep1237 = getelementptr <8 x double>, <8 x double>* %scevgep12351236, i64 -14
  store <8 x double> %338, <8 x double>* %scevgep1237, align 8, !alias.scope !51, !noalias !53
  %scevgep1232 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12321233 = bitcast double* %scevgep1232 to <8 x double>*
  %scevgep1234 = getelementptr <8 x double>, <8 x double>* %scevgep12321233, i64 -13
  store <8 x double> %339, <8 x double>* %scevgep1234, align 8, !alias.scope !51, !noalias !53
  %scevgep1229 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12291230 = bitcast double* %scevgep1229 to <8 x double>*
  %scevgep1231 = getelementptr <8 x double>, <8 x double>* %scevgep12291230, i64 -12
  store <8 x double> %340, <8 x double>* %scevgep1231, align 8, !alias.scope !51, !noalias !53
  %scevgep1130 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1132, align 8, !alias.scope !49
  %scevgep1127 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -10
  %wide.load116.5 = load <8 x double>, <8 x double>* %scevgep1129, align 8, !alias.scope !49
  %scevgep1124 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -9
  %wide.load117.5 = load <8 x double>, <8 x double>* %scevgep1126, align 8, !alias.scope !49
  %scevgep1121 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -8
  %wide.load118.5 = load <8 x double>, <8 x double>* %scevgep1123, align 8, !alias.scope !49
  %341 = fmul <8 x double> %broadcast.splat120.5, %wide.load.5
  %342 = fmul <8 x double> %broadcast.splat122.5, %wide.load116.5
  %343 = fmul <8 x double> %broadcast.splat124.5, %wide.load117.5
  %344 = fmul <8 x double> %broadcast.splat126.5, %wide.load118.5
  %scevgep1226 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12261227 = bitcast double* %scevgep1226 to <8 x double>*
  %scevgep1228 = getelementptr <8 x double>, <8 x double>* %scevgep12261227, i64 -11
  store <8 x double> %341, <8 x double>* %scevgep1228, align 8, !alias.scope !51, !noalias !53
  %scevgep1223 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12231224 = bitcast double* %scevgep1223 to <8 x double>*
  %scevgep1225 = getelementptr <8 x double>, <8 x double>* %scevgep12231224, i64 -10
  store <8 x double> %342, <8 x double>* %scevgep1225, align 8, !alias.scope !51, !noalias !53
  %scevgep1220 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12201221 = bitcast double* %scevgep1220 to <8 x double>*
  %scevgep1222 = getelementptr <8 x double>, <8 x double>* %scevgep12201221, i64 -9
  store <8 x double> %343, <8 x double>* %scevgep1222, align 8, !alias.scope !51, !noalias !53
  %scevgep1217 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12171218 = bitcast double* %scevgep1217 to <8 x double>*
  %scevgep1219 = getelementptr <8 x double>, <8 x double>* %scevgep12171218, i64 -8
  store <8 x double> %344, <8 x double>* %scevgep1219, align 8, !alias.scope !51, !noalias !53
  %scevgep1118 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1120, align 8, !alias.scope !49
  %scevgep1115 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -6
  %wide.load116.6 = load <8 x double>, <8 x double>* %scevgep1117, align 8, !alias.scope !49
  %scevgep1112 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11121113 = bitcast double* %scevgep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %scevgep11121113, i64 -5
  %wide.load117.6 = load <8 x double>, <8 x double>* %scevgep1114, align 8, !alias.scope !49
  %scevgep1109 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11091110 = bitcast double* %scevgep1109 to <8 x double>*
  %scevgep1111 = getelementptr <8 x double>, <8 x double>* %scevgep11091110, i64 -4
  %wide.load118.6 = load <8 x double>, <8 x double>* %scevgep1111, align 8, !alias.scope !49
  %345 = fmul <8 x double> %broadcast.splat120.6, %wide.load.6
  %346 = fmul <8 x double> %broadcast.splat122.6, %wide.load116.6
  %347 = fmul <8 x double> %broadcast.splat124.6, %wide.load117.6
  %348 = fmul <8 x double> %broadcast.splat126.6, %wide.load118.6
  %scevgep1214 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12141215 = bitcast double* %scevgep1214 to <8 x double>*
  %scevgep1216 = getelementptr <8 x double>, <8 x double>* %scevgep12141215, i64 -7
  store <8 x double> %345, <8 x double>* %scevgep1216, align 8, !alias.scope !51, !noalias !53
  %scevgep1211 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12111212 = bitcast double* %scevgep1211 to <8 x double>*
  %scevgep1213 = getelementptr <8 x double>, <8 x double>* %scevgep12111212, i64 -6
  store <8 x double> %346, <8 x double>* %scevgep1213, align 8, !alias.scope !51, !noalias !53
  %scevgep1208 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12081209 = bitcast double* %scevgep1208 to <8 x double>*
  %scevgep1210 = getelementptr <8 x double>, <8 x double>* %scevgep12081209, i64 -5
  store <8 x double> %347, <8 x double>* %scevgep1210, align 8, !alias.scope !51, !noalias !53
  %scevgep1205 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12051206 = bitcast double* %scevgep1205 to <8 x double>*
  %scevgep1207 = getelementptr <8 x double>, <8 x double>* %scevgep12051206, i64 -4
  store <8 x double> %348, <8 x double>* %scevgep1207, align 8, !alias.scope !51, !noalias !53
  %scevgep1189 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11891190 = bitcast double* %scevgep1189 to <8 x double>*
  %scevgep1191 = getelementptr <8 x double>, <8 x double>* %scevgep11891190, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1191, align 8, !alias.scope !49
  %scevgep1186 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11861187 = bitcast double* %scevgep1186 to <8 x double>*
  %scevgep1188 = getelementptr <8 x double>, <8 x double>* %scevgep11861187, i64 -2
  %wide.load116.7 = load <8 x double>, <8 x double>* %scevgep1188, align 8, !alias.scope !49
  %scevgep1183 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11831184 = bitcast double* %scevgep1183 to <8 x double>*
  %scevgep1185 = getelementptr <8 x double>, <8 x double>* %scevgep11831184, i64 -1
  %wide.load117.7 = load <8 x double>, <8 x double>* %scevgep1185, align 8, !alias.scope !49
  %scevgep1181 = getelementptr double, double* %scevgep1108, i64 %index115
  %scevgep11811182 = bitcast double* %scevgep1181 to <8 x double>*
  %wide.load118.7 = load <8 x double>, <8 x double>* %scevgep11811182, align 8, !alias.scope !49
  %349 = fmul <8 x double> %broadcast.splat120.7, %wide.load.7
  %350 = fmul <8 x double> %broadcast.splat122.7, %wide.load116.7
  %351 = fmul <8 x double> %broadcast.splat124.7, %wide.load117.7
  %352 = fmul <8 x double> %broadcast.splat126.7, %wide.load118.7
  %scevgep1285 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12851286 = bitcast double* %scevgep1285 to <8 x double>*
  %scevgep1287 = getelementptr <8 x double>, <8 x double>* %scevgep12851286, i64 -3
  store <8 x double> %349, <8 x double>* %scevgep1287, align 8, !alias.scope !51, !noalias !53
  %scevgep1282 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12821283 = bitcast double* %scevgep1282 to <8 x double>*
  %scevgep1284 = getelementptr <8 x double>, <8 x double>* %scevgep12821283, i64 -2
  store <8 x double> %350, <8 x double>* %scevgep1284, align 8, !alias.scope !51, !noalias !53
  %scevgep1279 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12791280 = bitcast double* %scevgep1279 to <8 x double>*
  %scevgep1281 = getelementptr <8 x double>, <8 x double>* %scevgep12791280, i64 -1
  store <8 x double> %351, <8 x double>* %scevgep1281, align 8, !alias.scope !51, !noalias !53
  %scevgep1277 = getelementptr double, double* %scevgep1204, i64 %index115
  %scevgep12771278 = bitcast double* %scevgep1277 to <8 x double>*
  store <8 x double> %352, <8 x double>* %scevgep12771278, align 8, !alias.scope !51, !noalias !53
  %index.next127.7 = add i64 %index115, 256
  %lsr.iv.next1301 = add i64 %lsr.iv1300, -8
  %niter231.ncmp.7 = icmp eq i64 %lsr.iv.next1301, 0
  br i1 %niter231.ncmp.7, label %middle.block106.unr-lcssa, label %vector.body108, !llvm.loop !54

middle.block106.unr-lcssa:                        ; preds = %vector.body108, %vector.ph110
  %index115.unr = phi i64 [ 0, %vector.ph110 ], [ %index.next127.7, %vector.body108 ]
  %lcmp.mod229.not = icmp eq i64 %xtraiter227, 0
  br i1 %lcmp.mod229.not, label %middle.block106, label %vector.body108.epil.preheader

vector.body108.epil.preheader:                    ; preds = %middle.block106.unr-lcssa
  %353 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert119.epil = insertelement <8 x double> poison, double %353, i64 0
  %broadcast.splat120.epil = shufflevector <8 x double> %broadcast.splatinsert119.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121.epil = insertelement <8 x double> poison, double %353, i64 0
  %broadcast.splat122.epil = shufflevector <8 x double> %broadcast.splatinsert121.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123.epil = insertelement <8 x double> poison, double %353, i64 0
  %broadcast.splat124.epil = shufflevector <8 x double> %broadcast.splatinsert123.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %354 = load double, double* %.44.fca.4.load, align 8, !alias.scope !46
  %broadcast.splatinsert125.epil = insertelement <8 x double> poison, double %354, i64 0
  %broadcast.splat126.epil = shufflevector <8 x double> %broadcast.splatinsert125.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %355 = add nuw nsw i64 %index115.unr, 24
  %scevgep1080 = getelementptr double, double* %.6.i2431, i64 %355
  %scevgep1095 = getelementptr double, double* %arg.w.4, i64 %355
  %356 = shl nuw nsw i64 %xtraiter227, 8
  br label %vector.body108.epil

vector.body108.epil:                              ; preds = %vector.body108.epil, %vector.body108.epil.preheader
  %lsr.iv1081 = phi i64 [ %lsr.iv.next1082, %vector.body108.epil ], [ 0, %vector.body108.epil.preheader ]
  %357 = bitcast double* %scevgep1095 to i8*
  %358 = bitcast double* %scevgep1080 to i8*
  %uglygep1105 = getelementptr i8, i8* %357, i64 %lsr.iv1081
  %uglygep11051106 = bitcast i8* %uglygep1105 to <8 x double>*
  %scevgep1107 = getelementptr <8 x double>, <8 x double>* %uglygep11051106, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1107, align 8, !alias.scope !49
  %uglygep1102 = getelementptr i8, i8* %357, i64 %lsr.iv1081
  %uglygep11021103 = bitcast i8* %uglygep1102 to <8 x double>*
  %scevgep1104 = getelementptr <8 x double>, <8 x double>* %uglygep11021103, i64 -2
  %wide.load116.epil = load <8 x double>, <8 x double>* %scevgep1104, align 8, !alias.scope !49
  %uglygep1099 = getelementptr i8, i8* %357, i64 %lsr.iv1081
  %uglygep10991100 = bitcast i8* %uglygep1099 to <8 x double>*
  %scevgep1101 = getelementptr <8 x double>, <8 x double>* %uglygep10991100, i64 -1
  %wide.load117.epil = load <8 x double>, <8 x double>* %scevgep1101, align 8, !alias.scope !49
  %uglygep1097 = getelementptr i8, i8* %357, i64 %lsr.iv1081
  %uglygep10971098 = bitcast i8* %uglygep1097 to <8 x double>*
  %wide.load118.epil = load <8 x double>, <8 x double>* %uglygep10971098, align 8, !alias.scope !49
  %359 = fmul <8 x double> %broadcast.splat120.epil, %wide.load.epil
  %360 = fmul <8 x double> %broadcast.splat122.epil, %wide.load116.epil
  %361 = fmul <8 x double> %broadcast.splat124.epil, %wide.load117.epil
  %362 = fmul <8 x double> %broadcast.splat126.epil, %wide.load118.epil
  %uglygep1092 = getelementptr i8, i8* %358, i64 %lsr.iv1081
  %uglygep10921093 = bitcast i8* %uglygep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %uglygep10921093, i64 -3
  store <8 x double> %359, <8 x double>* %scevgep1094, align 8, !alias.scope !51, !noalias !53
  %uglygep1089 = getelementptr i8, i8* %358, i64 %lsr.iv1081
  %uglygep10891090 = bitcast i8* %uglygep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %uglygep10891090, i64 -2
  store <8 x double> %360, <8 x double>* %scevgep1091, align 8, !alias.scope !51, !noalias !53
  %uglygep1086 = getelementptr i8, i8* %358, i64 %lsr.iv1081
  %uglygep10861087 = bitcast i8* %uglygep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %uglygep10861087, i64 -1
  store <8 x double> %361, <8 x double>* %scevgep1088, align 8, !alias.scope !51, !noalias !53
  %uglygep1084 = getelementptr i8, i8* %358, i64 %lsr.iv1081
  %uglygep10841085 = bitcast i8* %uglygep1084 to <8 x double>*
  store <8 x double> %362, <8 x double>* %uglygep10841085, align 8, !alias.scope !51, !noalias !53
  %lsr.iv.next1082 = add nuw nsw i64 %lsr.iv1081, 256
  %epil.iter228.cmp.not = icmp eq i64 %356, %lsr.iv.next1082
  br i1 %epil.iter228.cmp.not, label %middle.block106, label %vector.body108.epil, !llvm.loop !55

middle.block106:                                  ; preds = %vector.body108.epil, %middle.block106.unr-lcssa
  %cmp.n114 = icmp eq i64 %dest_shape.1, %n.vec112
  br i1 %cmp.n114, label %for.end, label %for.body.us42.preheader204

for.body.us42.preheader204:                       ; preds = %vector.memcheck92, %for.body.us42.preheader, %middle.block106
  %loop.index30.us43.ph = phi i64 [ 0, %vector.memcheck92 ], [ 0, %for.body.us42.preheader ], [ %n.vec112, %middle.block106 ]
  %363 = xor i64 %loop.index30.us43.ph, -1
  %364 = add i64 %dest_shape.1, %363
  %xtraiter224 = and i64 %dest_shape.1, 7
  %lcmp.mod225.not = icmp eq i64 %xtraiter224, 0
  br i1 %lcmp.mod225.not, label %for.body.us42.prol.loopexit, label %for.body.us42.prol.preheader

for.body.us42.prol.preheader:                     ; preds = %for.body.us42.preheader204
  br label %for.body.us42.prol

for.body.us42.prol:                               ; preds = %for.body.us42.prol.preheader, %for.body.us42.prol
  %lsr.iv1078 = phi i64 [ %xtraiter224, %for.body.us42.prol.preheader ], [ %lsr.iv.next1079, %for.body.us42.prol ]
  %loop.index30.us43.prol = phi i64 [ %.296.us51.prol, %for.body.us42.prol ], [ %loop.index30.us43.ph, %for.body.us42.prol.preheader ]
  %.258.us45.prol = load double, double* %.44.fca.4.load, align 8
  %scevgep1077 = getelementptr double, double* %arg.w.4, i64 %loop.index30.us43.prol
  %.267.us48.prol = load double, double* %scevgep1077, align 8
  %.6.i.us49.prol = fmul double %.258.us45.prol, %.267.us48.prol
  %scevgep1076 = getelementptr double, double* %.6.i2431, i64 %loop.index30.us43.prol
  store double %.6.i.us49.prol, double* %scevgep1076, align 8
  %.296.us51.prol = add nuw i64 %loop.index30.us43.prol, 1
  %lsr.iv.next1079 = add nsw i64 %lsr.iv1078, -1
  %prol.iter226.cmp.not = icmp eq i64 %lsr.iv.next1079, 0
  br i1 %prol.iter226.cmp.not, label %for.body.us42.prol.loopexit, label %for.body.us42.prol, !llvm.loop !56

for.body.us42.prol.loopexit:                      ; preds = %for.body.us42.prol, %for.body.us42.preheader204
  %loop.index30.us43.unr = phi i64 [ %loop.index30.us43.ph, %for.body.us42.preheader204 ], [ %.296.us51.prol, %for.body.us42.prol ]
  %365 = icmp ult i64 %364, 7
  br i1 %365, label %for.end, label %for.body.us42.preheader243

for.body.us42.preheader243:                       ; preds = %for.body.us42.prol.loopexit
  br label %for.body.us42

for.body.us42:                                    ; preds = %for.body.us42.preheader243, %for.body.us42
  %loop.index30.us43 = phi i64 [ %.296.us51.7, %for.body.us42 ], [ %loop.index30.us43.unr, %for.body.us42.preheader243 ]
  %.258.us45 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1552 = mul i64 %loop.index30.us43, 8
  %366 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1553 = getelementptr i8, i8* %366, i64 %sunkaddr1552
  %367 = bitcast i8* %sunkaddr1553 to double*
  %.267.us48 = load double, double* %367, align 8
  %.6.i.us49 = fmul double %.258.us45, %.267.us48
  %sunkaddr1554 = mul i64 %loop.index30.us43, 8
  %368 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1555 = getelementptr i8, i8* %368, i64 %sunkaddr1554
  %369 = bitcast i8* %sunkaddr1555 to double*
  store double %.6.i.us49, double* %369, align 8
  %.258.us45.1 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1556 = mul i64 %loop.index30.us43, 8
  %370 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1557 = getelementptr i8, i8* %370, i64 %sunkaddr1556
  %sunkaddr1558 = getelementptr i8, i8* %sunkaddr1557, i64 8
  %371 = bitcast i8* %sunkaddr1558 to double*
  %.267.us48.1 = load double, double* %371, align 8
  %.6.i.us49.1 = fmul double %.258.us45.1, %.267.us48.1
  %sunkaddr1559 = mul i64 %loop.index30.us43, 8
  %372 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1560 = getelementptr i8, i8* %372, i64 %sunkaddr1559
  %sunkaddr1561 = getelementptr i8, i8* %sunkaddr1560, i64 8
  %373 = bitcast i8* %sunkaddr1561 to double*
  store double %.6.i.us49.1, double* %373, align 8
  %.258.us45.2 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1562 = mul i64 %loop.index30.us43, 8
  %374 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1563 = getelementptr i8, i8* %374, i64 %sunkaddr1562
  %sunkaddr1564 = getelementptr i8, i8* %sunkaddr1563, i64 16
  %375 = bitcast i8* %sunkaddr1564 to double*
  %.267.us48.2 = load double, double* %375, align 8
  %.6.i.us49.2 = fmul double %.258.us45.2, %.267.us48.2
  %sunkaddr1565 = mul i64 %loop.index30.us43, 8
  %376 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1566 = getelementptr i8, i8* %376, i64 %sunkaddr1565
  %sunkaddr1567 = getelementptr i8, i8* %sunkaddr1566, i64 16
  %377 = bitcast i8* %sunkaddr1567 to double*
  store double %.6.i.us49.2, double* %377, align 8
  %.258.us45.3 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1568 = mul i64 %loop.index30.us43, 8
  %378 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1569 = getelementptr i8, i8* %378, i64 %sunkaddr1568
  %sunkaddr1570 = getelementptr i8, i8* %sunkaddr1569, i64 24
  %379 = bitcast i8* %sunkaddr1570 to double*
  %.267.us48.3 = load double, double* %379, align 8
  %.6.i.us49.3 = fmul double %.258.us45.3, %.267.us48.3
  %sunkaddr1571 = mul i64 %loop.index30.us43, 8
  %380 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1572 = getelementptr i8, i8* %380, i64 %sunkaddr1571
  %sunkaddr1573 = getelementptr i8, i8* %sunkaddr1572, i64 24
  %381 = bitcast i8* %sunkaddr1573 to double*
  store double %.6.i.us49.3, double* %381, align 8
  %.258.us45.4 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1574 = mul i64 %loop.index30.us43, 8
  %382 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1575 = getelementptr i8, i8* %382, i64 %sunkaddr1574
  %sunkaddr1576 = getelementptr i8, i8* %sunkaddr1575, i64 32
  %383 = bitcast i8* %sunkaddr1576 to double*
  %.267.us48.4 = load double, double* %383, align 8
  %.6.i.us49.4 = fmul double %.258.us45.4, %.267.us48.4
  %sunkaddr1577 = mul i64 %loop.index30.us43, 8
  %384 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1578 = getelementptr i8, i8* %384, i64 %sunkaddr1577
  %sunkaddr1579 = getelementptr i8, i8* %sunkaddr1578, i64 32
  %385 = bitcast i8* %sunkaddr1579 to double*
  store double %.6.i.us49.4, double* %385, align 8
  %.258.us45.5 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1580 = mul i64 %loop.index30.us43, 8
  %386 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1581 = getelementptr i8, i8* %386, i64 %sunkaddr1580
  %sunkaddr1582 = getelementptr i8, i8* %sunkaddr1581, i64 40
  %387 = bitcast i8* %sunkaddr1582 to double*
  %.267.us48.5 = load double, double* %387, align 8
  %.6.i.us49.5 = fmul double %.258.us45.5, %.267.us48.5
  %sunkaddr1583 = mul i64 %loop.index30.us43, 8
  %388 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1584 = getelementptr i8, i8* %388, i64 %sunkaddr1583
  %sunkaddr1585 = getelementptr i8, i8* %sunkaddr1584, i64 40
  %389 = bitcast i8* %sunkaddr1585 to double*
  store double %.6.i.us49.5, double* %389, align 8
  %.258.us45.6 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1586 = mul i64 %loop.index30.us43, 8
  %390 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1587 = getelementptr i8, i8* %390, i64 %sunkaddr1586
  %sunkaddr1588 = getelementptr i8, i8* %sunkaddr1587, i64 48
  %391 = bitcast i8* %sunkaddr1588 to double*
  %.267.us48.6 = load double, double* %391, align 8
  %.6.i.us49.6 = fmul double %.258.us45.6, %.267.us48.6
  %sunkaddr1589 = mul i64 %loop.index30.us43, 8
  %392 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1590 = getelementptr i8, i8* %392, i64 %sunkaddr1589
  %sunkaddr1591 = getelementptr i8, i8* %sunkaddr1590, i64 48
  %393 = bitcast i8* %sunkaddr1591 to double*
  store double %.6.i.us49.6, double* %393, align 8
  %.258.us45.7 = load double, double* %.44.fca.4.load, align 8
  %sunkaddr1592 = mul i64 %loop.index30.us43, 8
  %394 = bitcast double* %arg.w.4 to i8*
  %sunkaddr1593 = getelementptr i8, i8* %394, i64 %sunkaddr1592
  %sunkaddr1594 = getelementptr i8, i8* %sunkaddr1593, i64 56
  %395 = bitcast i8* %sunkaddr1594 to double*
  %.267.us48.7 = load double, double* %395, align 8
  %.6.i.us49.7 = fmul double %.258.us45.7, %.267.us48.7
  %sunkaddr1595 = mul i64 %loop.index30.us43, 8
  %396 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1596 = getelementptr i8, i8* %396, i64 %sunkaddr1595
  %sunkaddr1597 = getelementptr i8, i8* %sunkaddr1596, i64 56
  %397 = bitcast i8* %sunkaddr1597 to double*
  store double %.6.i.us49.7, double* %397, align 8
  %.296.us51.7 = add nuw nsw i64 %loop.index30.us43, 8
  %exitcond58.not.7 = icmp eq i64 %dest_shape.1, %.296.us51.7
  br i1 %exitcond58.not.7, label %for.end, label %for.body.us42, !llvm.loop !57

for.body:                                         ; preds = %for.body.preheader245, %for.body
  %loop.index30 = phi i64 [ %.296.7, %for.body ], [ %loop.index30.unr, %for.body.preheader245 ]
  %.258 = load double, double* %.44.fca.4.load, align 8
  %.267 = load double, double* %arg.w.4, align 8
  %.6.i = fmul double %.258, %.267
  %sunkaddr1598 = mul i64 %loop.index30, 8
  %398 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1599 = getelementptr i8, i8* %398, i64 %sunkaddr1598
  %399 = bitcast i8* %sunkaddr1599 to double*
  store double %.6.i, double* %399, align 8
  %.258.1 = load double, double* %.44.fca.4.load, align 8
  %.267.1 = load double, double* %arg.w.4, align 8
  %.6.i.1 = fmul double %.258.1, %.267.1
  %sunkaddr1600 = mul i64 %loop.index30, 8
  %400 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1601 = getelementptr i8, i8* %400, i64 %sunkaddr1600
  %sunkaddr1602 = getelementptr i8, i8* %sunkaddr1601, i64 8
  %401 = bitcast i8* %sunkaddr1602 to double*
  store double %.6.i.1, double* %401, align 8
  %.258.2 = load double, double* %.44.fca.4.load, align 8
  %.267.2 = load double, double* %arg.w.4, align 8
  %.6.i.2 = fmul double %.258.2, %.267.2
  %sunkaddr1603 = mul i64 %loop.index30, 8
  %402 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1604 = getelementptr i8, i8* %402, i64 %sunkaddr1603
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 16
  %403 = bitcast i8* %sunkaddr1605 to double*
  store double %.6.i.2, double* %403, align 8
  %.258.3 = load double, double* %.44.fca.4.load, align 8
  %.267.3 = load double, double* %arg.w.4, align 8
  %.6.i.3 = fmul double %.258.3, %.267.3
  %sunkaddr1606 = mul i64 %loop.index30, 8
  %404 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1607 = getelementptr i8, i8* %404, i64 %sunkaddr1606
  %sunkaddr1608 = getelementptr i8, i8* %sunkaddr1607, i64 24
  %405 = bitcast i8* %sunkaddr1608 to double*
  store double %.6.i.3, double* %405, align 8
  %.258.4 = load double, double* %.44.fca.4.load, align 8
  %.267.4 = load double, double* %arg.w.4, align 8
  %.6.i.4 = fmul double %.258.4, %.267.4
  %sunkaddr1609 = mul i64 %loop.index30, 8
  %406 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1610 = getelementptr i8, i8* %406, i64 %sunkaddr1609
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 32
  %407 = bitcast i8* %sunkaddr1611 to double*
  store double %.6.i.4, double* %407, align 8
  %.258.5 = load double, double* %.44.fca.4.load, align 8
  %.267.5 = load double, double* %arg.w.4, align 8
  %.6.i.5 = fmul double %.258.5, %.267.5
  %sunkaddr1612 = mul i64 %loop.index30, 8
  %408 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1613 = getelementptr i8, i8* %408, i64 %sunkaddr1612
  %sunkaddr1614 = getelementptr i8, i8* %sunkaddr1613, i64 40
  %409 = bitcast i8* %sunkaddr1614 to double*
  store double %.6.i.5, double* %409, align 8
  %.258.6 = load double, double* %.44.fca.4.load, align 8
  %.267.6 = load double, double* %arg.w.4, align 8
  %.6.i.6 = fmul double %.258.6, %.267.6
  %sunkaddr1615 = mul i64 %loop.index30, 8
  %410 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1616 = getelementptr i8, i8* %410, i64 %sunkaddr1615
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 48
  %411 = bitcast i8* %sunkaddr1617 to double*
  store double %.6.i.6, double* %411, align 8
  %.258.7 = load double, double* %.44.fca.4.load, align 8
  %.267.7 = load double, double* %arg.w.4, align 8
  %.6.i.7 = fmul double %.258.7, %.267.7
  %sunkaddr1618 = mul i64 %loop.index30, 8
  %412 = bitcast double* %.6.i2431 to i8*
  %sunkaddr1619 = getelementptr i8, i8* %412, i64 %sunkaddr1618
  %sunkaddr1620 = getelementptr i8, i8* %sunkaddr1619, i64 56
  %413 = bitcast i8* %sunkaddr1620 to double*
  store double %.6.i.7, double* %413, align 8
  %.296.7 = add nuw nsw i64 %loop.index30, 8
  %exitcond59.not.7 = icmp eq i64 %dest_shape.1, %.296.7
  br i1 %exitcond59.not.7, label %for.end, label %for.body, !llvm.loop !58

for.end:                                          ; preds = %for.body, %for.body.us42, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us42.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block106, %middle.block142, %middle.block179, %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.w.0)
  tail call void @NRT_decref(i8* %.44.fca.0.load)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1) #7
  %414 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %415 = icmp ult i64 %414, 7
  br i1 %415, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %416 = add nsw i64 %unroll_iter.i, -8
  %417 = lshr exact i64 %416, 3
  %418 = add nuw nsw i64 %417, 1
  %xtraiter = and i64 %418, 7
  %419 = icmp ult i64 %416, 56
  br i1 %419, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %418, 4611686018427387896
  %scevgep272 = getelementptr double, double* %.6.i2431, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %420 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep248 = getelementptr double, double* %.6.i2431, i64 %420
  %421 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %422 = bitcast double* %scevgep248 to i8*
  %uglygep269 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep269270 = bitcast i8* %uglygep269 to double*
  %scevgep271 = getelementptr double, double* %uglygep269270, i64 -7
  %.236.i.epil = load double, double* %scevgep271, align 8, !noalias !59
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep266 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep266267 = bitcast i8* %uglygep266 to double*
  %scevgep268 = getelementptr double, double* %uglygep266267, i64 -6
  %.236.1.i.epil = load double, double* %scevgep268, align 8, !noalias !59
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep263 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep263264 = bitcast i8* %uglygep263 to double*
  %scevgep265 = getelementptr double, double* %uglygep263264, i64 -5
  %.236.2.i.epil = load double, double* %scevgep265, align 8, !noalias !59
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep260 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep260261 = bitcast i8* %uglygep260 to double*
  %scevgep262 = getelementptr double, double* %uglygep260261, i64 -4
  %.236.3.i.epil = load double, double* %scevgep262, align 8, !noalias !59
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep257 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep257258 = bitcast i8* %uglygep257 to double*
  %scevgep259 = getelementptr double, double* %uglygep257258, i64 -3
  %.236.4.i.epil = load double, double* %scevgep259, align 8, !noalias !59
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep254 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep254255 = bitcast i8* %uglygep254 to double*
  %scevgep256 = getelementptr double, double* %uglygep254255, i64 -2
  %.236.5.i.epil = load double, double* %scevgep256, align 8, !noalias !59
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep251 = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep251252 = bitcast i8* %uglygep251 to double*
  %scevgep253 = getelementptr double, double* %uglygep251252, i64 -1
  %.236.6.i.epil = load double, double* %scevgep253, align 8, !noalias !59
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %422, i64 %lsr.iv
  %uglygep250 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep250, align 8, !noalias !59
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %421, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !62, !llvm.loop !63

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
  %scevgep247 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep247, align 8, !noalias !59
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !62, !llvm.loop !64

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv400 = phi i64 [ %lsr.iv.next401, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep398 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -63
  %.236.i = load double, double* %scevgep399, align 8, !noalias !59
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep396 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -62
  %.236.1.i = load double, double* %scevgep397, align 8, !noalias !59
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep394 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -61
  %.236.2.i = load double, double* %scevgep395, align 8, !noalias !59
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep392 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -60
  %.236.3.i = load double, double* %scevgep393, align 8, !noalias !59
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep390 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -59
  %.236.4.i = load double, double* %scevgep391, align 8, !noalias !59
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep388 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -58
  %.236.5.i = load double, double* %scevgep389, align 8, !noalias !59
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep386 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -57
  %.236.6.i = load double, double* %scevgep387, align 8, !noalias !59
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep384 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -56
  %.236.7.i = load double, double* %scevgep385, align 8, !noalias !59
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep353 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -55
  %.236.i.1 = load double, double* %scevgep354, align 8, !noalias !59
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep355 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -54
  %.236.1.i.1 = load double, double* %scevgep356, align 8, !noalias !59
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep357 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -53
  %.236.2.i.1 = load double, double* %scevgep358, align 8, !noalias !59
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep359 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -52
  %.236.3.i.1 = load double, double* %scevgep360, align 8, !noalias !59
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep361 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -51
  %.236.4.i.1 = load double, double* %scevgep362, align 8, !noalias !59
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep363 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -50
  %.236.5.i.1 = load double, double* %scevgep364, align 8, !noalias !59
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep365 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -49
  %.236.6.i.1 = load double, double* %scevgep366, align 8, !noalias !59
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep367 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -48
  %.236.7.i.1 = load double, double* %scevgep368, align 8, !noalias !59
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep337 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -47
  %.236.i.2 = load double, double* %scevgep338, align 8, !noalias !59
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep339 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -46
  %.236.1.i.2 = load double, double* %scevgep340, align 8, !noalias !59
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep341 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -45
  %.236.2.i.2 = load double, double* %scevgep342, align 8, !noalias !59
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep343 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -44
  %.236.3.i.2 = load double, double* %scevgep344, align 8, !noalias !59
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep345 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -43
  %.236.4.i.2 = load double, double* %scevgep346, align 8, !noalias !59
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep347 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -42
  %.236.5.i.2 = load double, double* %scevgep348, align 8, !noalias !59
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep349 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -41
  %.236.6.i.2 = load double, double* %scevgep350, align 8, !noalias !59
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep351 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -40
  %.236.7.i.2 = load double, double* %scevgep352, align 8, !noalias !59
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep321 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -39
  %.236.i.3 = load double, double* %scevgep322, align 8, !noalias !59
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep323 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -38
  %.236.1.i.3 = load double, double* %scevgep324, align 8, !noalias !59
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep325 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -37
  %.236.2.i.3 = load double, double* %scevgep326, align 8, !noalias !59
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep327 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -36
  %.236.3.i.3 = load double, double* %scevgep328, align 8, !noalias !59
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep329 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -35
  %.236.4.i.3 = load double, double* %scevgep330, align 8, !noalias !59
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep331 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -34
  %.236.5.i.3 = load double, double* %scevgep332, align 8, !noalias !59
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep333 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -33
  %.236.6.i.3 = load double, double* %scevgep334, align 8, !noalias !59
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep335 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -32
  %.236.7.i.3 = load double, double* %scevgep336, align 8, !noalias !59
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep305 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -31
  %.236.i.4 = load double, double* %scevgep306, align 8, !noalias !59
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep307 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -30
  %.236.1.i.4 = load double, double* %scevgep308, align 8, !noalias !59
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep309 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -29
  %.236.2.i.4 = load double, double* %scevgep310, align 8, !noalias !59
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep311 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -28
  %.236.3.i.4 = load double, double* %scevgep312, align 8, !noalias !59
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep313 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -27
  %.236.4.i.4 = load double, double* %scevgep314, align 8, !noalias !59
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep315 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -26
  %.236.5.i.4 = load double, double* %scevgep316, align 8, !noalias !59
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep317 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -25
  %.236.6.i.4 = load double, double* %scevgep318, align 8, !noalias !59
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep319 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -24
  %.236.7.i.4 = load double, double* %scevgep320, align 8, !noalias !59
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep289 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -23
  %.236.i.5 = load double, double* %scevgep290, align 8, !noalias !59
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep291 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -22
  %.236.1.i.5 = load double, double* %scevgep292, align 8, !noalias !59
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep293 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -21
  %.236.2.i.5 = load double, double* %scevgep294, align 8, !noalias !59
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep295 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -20
  %.236.3.i.5 = load double, double* %scevgep296, align 8, !noalias !59
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep297 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -19
  %.236.4.i.5 = load double, double* %scevgep298, align 8, !noalias !59
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep299 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -18
  %.236.5.i.5 = load double, double* %scevgep300, align 8, !noalias !59
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep301 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -17
  %.236.6.i.5 = load double, double* %scevgep302, align 8, !noalias !59
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep303 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -16
  %.236.7.i.5 = load double, double* %scevgep304, align 8, !noalias !59
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep273 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -15
  %.236.i.6 = load double, double* %scevgep274, align 8, !noalias !59
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep275 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -14
  %.236.1.i.6 = load double, double* %scevgep276, align 8, !noalias !59
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep277 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -13
  %.236.2.i.6 = load double, double* %scevgep278, align 8, !noalias !59
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep279 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -12
  %.236.3.i.6 = load double, double* %scevgep280, align 8, !noalias !59
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep281 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -11
  %.236.4.i.6 = load double, double* %scevgep282, align 8, !noalias !59
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep283 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -10
  %.236.5.i.6 = load double, double* %scevgep284, align 8, !noalias !59
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep285 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -9
  %.236.6.i.6 = load double, double* %scevgep286, align 8, !noalias !59
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep287 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -8
  %.236.7.i.6 = load double, double* %scevgep288, align 8, !noalias !59
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep369 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -7
  %.236.i.7 = load double, double* %scevgep370, align 8, !noalias !59
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep371 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -6
  %.236.1.i.7 = load double, double* %scevgep372, align 8, !noalias !59
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep373 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -5
  %.236.2.i.7 = load double, double* %scevgep374, align 8, !noalias !59
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep375 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -4
  %.236.3.i.7 = load double, double* %scevgep376, align 8, !noalias !59
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep377 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -3
  %.236.4.i.7 = load double, double* %scevgep378, align 8, !noalias !59
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep379 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -2
  %.236.5.i.7 = load double, double* %scevgep380, align 8, !noalias !59
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep381 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -1
  %.236.6.i.7 = load double, double* %scevgep382, align 8, !noalias !59
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep383 = getelementptr double, double* %scevgep272, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep383, align 8, !noalias !59
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next401 = add i64 %lsr.iv400, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next401, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr16 to double**
  %.60.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.60.fca.5.0.load = load i64, i64* %21, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #5
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
  %.12 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #5
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f255c953ed0>", i64 0, i64 0))
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
  %.21.i.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.38 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 8)
  %.40 = extractvalue { i64, i1 } %.38, 1
  br i1 %.40, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread ], [ 1, %B0.endif.if ], [ %.27.i.i, %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798450334400, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.39 = extractvalue { i64, i1 } %.38, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !65
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448792448, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !72
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %1), !noalias !72
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !72
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !76
  tail call void @NRT_incref(i8* nonnull %.7.i.i), !noalias !76
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %1, i8 0, i64 56, i1 false), !noalias !76
  %.27.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.21.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i.i, i8* nonnull %.7.i.i, i8* null, i64 %arg.a.5.0, i64 8, double* %.77, i64 %arg.a.5.0, i64 8), !noalias !76
  switch i32 %.27.i.i, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %B0.endif.endif, %B0.endif.endif
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  %.fca.0.gep13.i7.i201 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21.i.i to i8**
  %.37.fca.0.load.i.i = load i8*, i8** %.fca.0.gep13.i7.i201, align 8, !noalias !76
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4), !noalias !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !72
  tail call void @NRT_decref(i8* nonnull %.7.i.i), !noalias !72
  tail call void @NRT_decref(i8* %.37.fca.0.load.i.i), !noalias !72
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
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  %.28.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9), !noalias !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !noalias !72
  tail call void @NRT_decref(i8* %arg.a.0)
  %.127 = icmp sgt i32 %.27.i.i, 0
  %.128 = select i1 %.127, { i8*, i32, i8*, i8*, i32 }* %.28.i.i, { i8*, i32, i8*, i8*, i32 }* undef
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
B0.endif:
  %.571 = alloca i64, align 8
  store i64 0, i64* %.571, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.866 = alloca i8*, align 8
  store i8* null, i8** %.866, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.A.0) #7, !noalias !80
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

common.ret:                                       ; preds = %B526.if, %B434.if, %B356.if, %B292.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B566, %B288, %B66
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B356.if ], [ 1, %B434.if ], [ %.579, %B292.if ], [ %.874, %B526.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0.endif
  %retptr.repack133358323309313309 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.A.0, i8** %retptr.repack133358323309313309, align 8
  %retptr.repack134 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.A.1, i8** %retptr.repack134, align 8
  %retptr.repack136 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.A.2, i64* %retptr.repack136, align 8
  %retptr.repack138 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.A.3, i64* %retptr.repack138, align 8
  %retptr.repack140 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.A.4, double** %retptr.repack140, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.A.5.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.A.6.0, i64* %1, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %B206.preheader
  %n.4.0 = phi i64 [ %n.5.2, %B526.endif ], [ 1, %B206.preheader ]
  %2 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.457 = add nsw i64 %n.4.0, -1
  %.6.i2689 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %2, align 8
  %.485359324310314310 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2689 to i64*
  %.486 = load i64, i64* %.485359324310314310, align 8
  %.487 = icmp sgt i64 %n.4.0, %.486
  br i1 %.487, label %B206.if, label %B206.endif, !prof !1

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.457, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.501.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.501.unpack92, %B266.preheader ]
  %.541 = icmp slt i64 %n.8.1, 100
  br i1 %.541, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %arg.A.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448520768, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, i64* %.571, align 8
  %.579 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i64* nonnull %.571, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i64 %low.2.1, i64 %high.2.1)
  %.589 = load i64, i64* %.571, align 8
  switch i32 %.579, label %B292.if [
    i32 -2, label %B292.endif
    i32 0, label %B292.endif
  ]

B344:                                             ; preds = %B292.endif
  %.616 = icmp sgt i64 %high.2.1, %.589
  br i1 %.616, label %B356, label %B410

B356:                                             ; preds = %B344
  %3 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.633 = icmp slt i64 %n.8.1, 0
  %.6.i62111 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %3, align 8
  %.638361325311315311 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i62111 to i64*
  %.639 = load i64, i64* %.638361325311315311, align 8
  %.640 = select i1 %.633, i64 %.639, i64 0
  %.641 = add i64 %.640, %n.8.1
  %.642 = icmp slt i64 %.641, 0
  %.649 = icmp sge i64 %.641, %.639
  %.650 = or i1 %.642, %.649
  br i1 %.650, label %B356.if, label %B356.endif, !prof !1

B410:                                             ; preds = %B356.endif, %B344
  %n.9.2 = phi i64 [ %.686, %B356.endif ], [ %n.8.1, %B344 ]
  %.709 = add nsw i64 %.589, -1
  br label %B498

B422:                                             ; preds = %B292.endif
  %.722 = icmp sgt i64 %.589, %low.2.1
  br i1 %.722, label %B434, label %B488

B434:                                             ; preds = %B422
  %4 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.739 = icmp slt i64 %n.8.1, 0
  %.6.i66106 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %4, align 8
  %.744363326312316312 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i66106 to i64*
  %.745 = load i64, i64* %.744363326312316312, align 8
  %.746 = select i1 %.739, i64 %.745, i64 0
  %.747 = add i64 %.746, %n.8.1
  %.748 = icmp slt i64 %.747, 0
  %.755 = icmp sge i64 %.747, %.745
  %.756 = or i1 %.748, %.755
  br i1 %.756, label %B434.if, label %B434.endif, !prof !1

B488:                                             ; preds = %B434.endif, %B422
  %n.7.2 = phi i64 [ %.792, %B434.endif ], [ %n.8.1, %B422 ]
  %.813 = add nsw i64 %.589, 1
  br label %B498

B498:                                             ; preds = %B488, %B410
  %n.6.2 = phi i64 [ %n.9.2, %B410 ], [ %n.7.2, %B488 ]
  %low.3.2 = phi i64 [ %low.2.1, %B410 ], [ %.813, %B488 ]
  %high.3.2 = phi i64 [ %.709, %B410 ], [ %high.2.1, %B488 ]
  %.841 = sub nsw i64 %high.3.2, %low.3.2
  %.846 = icmp sgt i64 %.841, 14
  br i1 %.846, label %B266, label %B526

B526:                                             ; preds = %B498, %B206.endif
  %n.5.2 = phi i64 [ %.457, %B206.endif ], [ %n.6.2, %B498 ]
  %low.4.2 = phi i64 [ %.501.unpack, %B206.endif ], [ %low.3.2, %B498 ]
  %high.4.2 = phi i64 [ %.501.unpack92, %B206.endif ], [ %high.3.2, %B498 ]
  store i8* null, i8** %.866, align 8
  %.874 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i8** nonnull %.866, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i64 %low.4.2, i64 %high.4.2)
  switch i32 %.874, label %B526.if [
    i32 -2, label %B526.endif
    i32 0, label %B526.endif
  ]

B566:                                             ; preds = %B526.endif
  %retptr.repack364327313317313 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %arg.A.0, i8** %retptr.repack364327313317313, align 8
  %retptr.repack94 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.A.1, i8** %retptr.repack94, align 8
  %retptr.repack96 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.A.2, i64* %retptr.repack96, align 8
  %retptr.repack98 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.A.3, i64* %retptr.repack98, align 8
  %retptr.repack100 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.A.4, double** %retptr.repack100, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798446222336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i59 = getelementptr i8, i8* %.126, i64 24
  %7 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i60128 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.139 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i60128, i64 0, i32 1
  store i64 1, i64* %.139, align 8
  %8 = bitcast i8* %.5.i59 to i64**
  %.6.i581296 = load i64*, i64** %8, align 8
  store i64 0, i64* %.6.i581296, align 8
  %.6.i56130 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.151 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i56130, i64 0, i32 2
  store i8 0, i8* %.151, align 1
  %.6.i52131 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.164 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i52131, i64 0, i32 3
  %.175 = bitcast [2 x i64]* %.164 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.175, i8 0, i64 16, i1 false)
  %.6.i48797 = load i64*, i64** %8, align 8
  store i64 1, i64* %.6.i48797, align 8
  %.6.i4480 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %7, align 8
  %.210.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i4480, i64 0, i32 3, i64 0
  %9 = bitcast i64* %.210.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %.6.i42828 = load i64*, i64** %8, align 8
  %.231 = load i64, i64* %.6.i42828, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798446222336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %.5.i39 = getelementptr i8, i8* %.254, i64 24
  %10 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i40123 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.267 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i40123, i64 0, i32 1
  store i64 %.234, i64* %.267, align 8
  %11 = bitcast i8* %.5.i39 to i64**
  %.6.i381249 = load i64*, i64** %11, align 8
  store i64 0, i64* %.6.i381249, align 8
  %.6.i36125 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.279 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i36125, i64 0, i32 2
  store i8 0, i8* %.279, align 1
  %.6.i32126 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.292 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i32126, i64 0, i32 3
  %.299.idx = mul i64 %.231, 1600
  %.303 = bitcast [2 x i64]* %.292 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.303, i8 0, i64 %.299.idx, i1 false)
  %.6.i288310 = load i64*, i64** %11, align 8
  store i64 %.234, i64* %.6.i288310, align 8
  %.32276 = icmp sgt i64 %.234, 0
  br i1 %.32276, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.32574 = icmp sgt i64 %.231, 0
  br i1 %.32574, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader54

for.cond.1.preheader.preheader54:                 ; preds = %for.cond.1.preheader.preheader
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %12 = add nsw i64 %.231, -1
  %xtraiter = and i64 %.231, 7
  %unroll_iter = and i64 %.231, -8
  %13 = shl i64 %.231, 4
  %14 = icmp ult i64 %12, 7
  br i1 %14, label %for.cond.1.preheader.us.us.preheader, label %for.cond.1.preheader.us.preheader25

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader
  %15 = shl i64 %xtraiter, 4
  %16 = icmp eq i64 %xtraiter, 0
  br i1 %16, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader8

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.us.us.preheader
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.preheader8:            ; preds = %for.cond.1.preheader.us.us.preheader
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.preheader.us.us.us
  %loop.index77.us.us.us = phi i64 [ %.367.us.us.us, %for.cond.1.preheader.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %.367.us.us.us = add i64 %loop.index77.us.us.us, %.231
  %.322.us.us.us = icmp slt i64 %.367.us.us.us, %.234
  br i1 %.322.us.us.us, label %for.cond.1.preheader.us.us.us, label %for.end

for.cond.1.preheader.us.preheader25:              ; preds = %for.cond.1.preheader.us.preheader
  %17 = shl i64 %unroll_iter, 4
  %18 = or i64 %17, 32
  %19 = add nsw i64 %unroll_iter, -8
  %20 = lshr exact i64 %19, 3
  %21 = add nuw nsw i64 %20, 1
  %xtraiter54 = and i64 %21, 7
  %unroll_iter58 = and i64 %21, 4611686018427387896
  %22 = shl i64 %xtraiter54, 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us.us:                       ; preds = %for.cond.1.preheader.us.us.preheader8, %for.end.1.loopexit.us.us
  %lsr.iv192.us = phi i64 [ %lsr.iv.next193.us, %for.end.1.loopexit.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader8 ]
  %loop.index77.us.us = phi i64 [ %.367.us.us, %for.end.1.loopexit.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader8 ]
  br label %for.body.1.us.epil.us

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.cond.1.preheader.us.us
  %lsr.iv96 = phi i64 [ %lsr.iv.next97, %for.body.1.us.epil.us ], [ 0, %for.cond.1.preheader.us.us ]
  %23 = bitcast i8* %.5.i59 to i8**
  %24 = bitcast i8* %.5.i39 to i8**
  %.6.i20116.us.epil17.us = load i8*, i8** %23, align 8
  %scevgep65 = getelementptr i8, i8* %.6.i20116.us.epil17.us, i64 32
  %scevgep66 = getelementptr i8, i8* %scevgep65, i64 %lsr.iv96
  %scevgep6667 = bitcast i8* %scevgep66 to i64*
  %scevgep68 = getelementptr i64, i64* %scevgep6667, i64 -1
  %.333.unpack.us.epil.us = load i64, i64* %scevgep68, align 8
  %scevgep107 = getelementptr i8, i8* %.6.i20116.us.epil17.us, i64 32
  %scevgep70 = getelementptr i8, i8* %scevgep107, i64 %lsr.iv96
  %scevgep7071 = bitcast i8* %scevgep70 to i64*
  %.333.unpack118.us.epil.us = load i64, i64* %scevgep7071, align 8
  %.6.i16120.us.epil18.us = load i8*, i8** %24, align 8
  %scevgep102 = getelementptr i8, i8* %.6.i16120.us.epil18.us, i64 32
  %scevgep57 = getelementptr i8, i8* %scevgep102, i64 %lsr.iv192.us
  %scevgep58 = getelementptr i8, i8* %scevgep57, i64 %lsr.iv96
  %scevgep5859 = bitcast i8* %scevgep58 to i64*
  %scevgep60 = getelementptr i64, i64* %scevgep5859, i64 -1
  store i64 %.333.unpack.us.epil.us, i64* %scevgep60, align 8
  %scevgep62 = getelementptr i8, i8* %scevgep102, i64 %lsr.iv192.us
  %scevgep63 = getelementptr i8, i8* %scevgep62, i64 %lsr.iv96
  %scevgep6364 = bitcast i8* %scevgep63 to i64*
  store i64 %.333.unpack118.us.epil.us, i64* %scevgep6364, align 8
  %lsr.iv.next97 = add nuw nsw i64 %lsr.iv96, 16
  %epil.iter.cmp.not.us = icmp eq i64 %15, %lsr.iv.next97
  br i1 %epil.iter.cmp.not.us, label %for.end.1.loopexit.us.us, label %for.body.1.us.epil.us, !llvm.loop !83

for.end.1.loopexit.us.us:                         ; preds = %for.body.1.us.epil.us
  %.367.us.us = add i64 %loop.index77.us.us, %.231
  %lsr.iv.next193.us = add i64 %lsr.iv192.us, %13
  %.322.us.us = icmp slt i64 %.367.us.us, %.234
  br i1 %.322.us.us, label %for.cond.1.preheader.us.us, label %for.end

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.us.preheader25
  %lsr.iv192 = phi i64 [ %lsr.iv.next193, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader25 ]
  %loop.index77.us = phi i64 [ %.367.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader25 ]
  %25 = icmp ult i64 %19, 56
  br i1 %25, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %lsr.iv = phi i64 [ %lsr.iv.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %26 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %27 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20116.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us, i64 0, i32 3, i64 0
  %uglygep337 = bitcast i64* %uglygep33711 to i8*
  %scevgep339 = getelementptr i8, i8* %uglygep337, i64 %lsr.iv
  %28 = bitcast i8* %scevgep339 to i64*
  %.333.unpack.us = load i64, i64* %28, align 8
  %scevgep331 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us, i64 0, i32 3, i64 1
  %scevgep331332 = bitcast i64* %scevgep331 to i8*
  %uglygep333 = getelementptr i8, i8* %scevgep331332, i64 %lsr.iv
  %uglygep333334 = bitcast i8* %uglygep333 to i64*
  %.333.unpack118.us = load i64, i64* %uglygep333334, align 8
  %.6.i16120.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us, i64 0, i32 3, i64 1
  %scevgep325326 = bitcast i64* %scevgep325 to i8*
  %uglygep327 = getelementptr i8, i8* %scevgep325326, i64 %lsr.iv192
  %scevgep328 = getelementptr i8, i8* %uglygep327, i64 -8
  %scevgep330 = getelementptr i8, i8* %scevgep328, i64 %lsr.iv
  %29 = bitcast i8* %scevgep330 to i64*
  store i64 %.333.unpack.us, i64* %29, align 8
  %scevgep323 = getelementptr i8, i8* %uglygep327, i64 %lsr.iv
  %scevgep323324 = bitcast i8* %scevgep323 to i64*
  store i64 %.333.unpack118.us, i64* %scevgep323324, align 8
  %.6.i20116.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1, i64 1, i32 1
  %uglygep28212 = getelementptr i64, i64* %scevgep280, i64 -1
  %uglygep282 = bitcast i64* %uglygep28212 to i8*
  %scevgep284 = getelementptr i8, i8* %uglygep282, i64 %lsr.iv
  %30 = bitcast i8* %scevgep284 to i64*
  %.333.unpack.us.1 = load i64, i64* %30, align 8
  %scevgep285286 = bitcast i64* %scevgep280 to i8*
  %uglygep287 = getelementptr i8, i8* %scevgep285286, i64 %lsr.iv
  %uglygep287288 = bitcast i8* %uglygep287 to i64*
  %.333.unpack118.us.1 = load i64, i64* %uglygep287288, align 8
  %.6.i16120.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1, i64 1, i32 1
  %scevgep294295 = bitcast i64* %scevgep294 to i8*
  %uglygep296 = getelementptr i8, i8* %scevgep294295, i64 %lsr.iv192
  %scevgep297 = getelementptr i8, i8* %uglygep296, i64 -8
  %scevgep299 = getelementptr i8, i8* %scevgep297, i64 %lsr.iv
  %31 = bitcast i8* %scevgep299 to i64*
  store i64 %.333.unpack.us.1, i64* %31, align 8
  %scevgep292 = getelementptr i8, i8* %uglygep296, i64 %lsr.iv
  %scevgep292293 = bitcast i8* %scevgep292 to i64*
  store i64 %.333.unpack118.us.1, i64* %scevgep292293, align 8
  %.6.i20116.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2, i64 1, i32 3, i64 -1
  %uglygep262 = bitcast i64* %uglygep26213 to i8*
  %scevgep264 = getelementptr i8, i8* %uglygep262, i64 %lsr.iv
  %32 = bitcast i8* %scevgep264 to i64*
  %.333.unpack.us.2 = load i64, i64* %32, align 8
  %scevgep265 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2, i64 1, i32 3, i64 0
  %scevgep265266 = bitcast i64* %scevgep265 to i8*
  %uglygep267 = getelementptr i8, i8* %scevgep265266, i64 %lsr.iv
  %uglygep267268 = bitcast i8* %uglygep267 to i64*
  %.333.unpack118.us.2 = load i64, i64* %uglygep267268, align 8
  %.6.i16120.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2, i64 1, i32 3, i64 0
  %scevgep274275 = bitcast i64* %scevgep274 to i8*
  %uglygep276 = getelementptr i8, i8* %scevgep274275, i64 %lsr.iv192
  %scevgep277 = getelementptr i8, i8* %uglygep276, i64 -8
  %scevgep279 = getelementptr i8, i8* %scevgep277, i64 %lsr.iv
  %33 = bitcast i8* %scevgep279 to i64*
  store i64 %.333.unpack.us.2, i64* %33, align 8
  %scevgep272 = getelementptr i8, i8* %uglygep276, i64 %lsr.iv
  %scevgep272273 = bitcast i8* %scevgep272 to i64*
  store i64 %.333.unpack118.us.2, i64* %scevgep272273, align 8
  %.6.i20116.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3, i64 1, i32 3, i64 1
  %34 = bitcast i64* %uglygep242 to i8*
  %scevgep244 = getelementptr i8, i8* %34, i64 %lsr.iv
  %35 = bitcast i8* %scevgep244 to i64*
  %.333.unpack.us.3 = load i64, i64* %35, align 8
  %scevgep245 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3, i64 2
  %scevgep245246 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245 to i8*
  %uglygep247 = getelementptr i8, i8* %scevgep245246, i64 %lsr.iv
  %uglygep247248 = bitcast i8* %uglygep247 to i64*
  %.333.unpack118.us.3 = load i64, i64* %uglygep247248, align 8
  %.6.i16120.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3, i64 2
  %scevgep254255 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254 to i8*
  %uglygep256 = getelementptr i8, i8* %scevgep254255, i64 %lsr.iv192
  %scevgep257 = getelementptr i8, i8* %uglygep256, i64 -8
  %scevgep259 = getelementptr i8, i8* %scevgep257, i64 %lsr.iv
  %36 = bitcast i8* %scevgep259 to i64*
  store i64 %.333.unpack.us.3, i64* %36, align 8
  %scevgep252 = getelementptr i8, i8* %uglygep256, i64 %lsr.iv
  %scevgep252253 = bitcast i8* %scevgep252 to i64*
  store i64 %.333.unpack118.us.3, i64* %scevgep252253, align 8
  %.6.i20116.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4, i64 2, i32 2
  %scevgep225 = getelementptr i8, i8* %scevgep224, i64 -8
  %scevgep227 = getelementptr i8, i8* %scevgep225, i64 %lsr.iv
  %37 = bitcast i8* %scevgep227 to i64*
  %.333.unpack.us.4 = load i64, i64* %37, align 8
  %scevgep229 = getelementptr i8, i8* %scevgep224, i64 %lsr.iv
  %scevgep229230 = bitcast i8* %scevgep229 to i64*
  %.333.unpack118.us.4 = load i64, i64* %scevgep229230, align 8
  %.6.i16120.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4, i64 2, i32 2
  %scevgep236 = getelementptr i8, i8* %scevgep235, i64 %lsr.iv192
  %scevgep237 = getelementptr i8, i8* %scevgep236, i64 -8
  %scevgep239 = getelementptr i8, i8* %scevgep237, i64 %lsr.iv
  %38 = bitcast i8* %scevgep239 to i64*
  store i64 %.333.unpack.us.4, i64* %38, align 8
  %scevgep233 = getelementptr i8, i8* %scevgep236, i64 %lsr.iv
  %scevgep233234 = bitcast i8* %scevgep233 to i64*
  store i64 %.333.unpack118.us.4, i64* %scevgep233234, align 8
  %.6.i20116.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5, i64 2, i32 3, i64 0
  %uglygep206 = bitcast i64* %uglygep20614 to i8*
  %scevgep208 = getelementptr i8, i8* %uglygep206, i64 %lsr.iv
  %39 = bitcast i8* %scevgep208 to i64*
  %.333.unpack.us.5 = load i64, i64* %39, align 8
  %scevgep209 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5, i64 2, i32 3, i64 1
  %scevgep209210 = bitcast i64* %scevgep209 to i8*
  %uglygep211 = getelementptr i8, i8* %scevgep209210, i64 %lsr.iv
  %uglygep211212 = bitcast i8* %uglygep211 to i64*
  %.333.unpack118.us.5 = load i64, i64* %uglygep211212, align 8
  %.6.i16120.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5, i64 2, i32 3, i64 1
  %scevgep218219 = bitcast i64* %scevgep218 to i8*
  %uglygep220 = getelementptr i8, i8* %scevgep218219, i64 %lsr.iv192
  %scevgep221 = getelementptr i8, i8* %uglygep220, i64 -8
  %scevgep223 = getelementptr i8, i8* %scevgep221, i64 %lsr.iv
  %40 = bitcast i8* %scevgep223 to i64*
  store i64 %.333.unpack.us.5, i64* %40, align 8
  %scevgep216 = getelementptr i8, i8* %uglygep220, i64 %lsr.iv
  %scevgep216217 = bitcast i8* %scevgep216 to i64*
  store i64 %.333.unpack118.us.5, i64* %scevgep216217, align 8
  %.6.i20116.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6, i64 3, i32 1
  %uglygep15 = getelementptr i64, i64* %scevgep, i64 -1
  %uglygep = bitcast i64* %uglygep15 to i8*
  %scevgep186 = getelementptr i8, i8* %uglygep, i64 %lsr.iv
  %41 = bitcast i8* %scevgep186 to i64*
  %.333.unpack.us.6 = load i64, i64* %41, align 8
  %scevgep187188 = bitcast i64* %scevgep to i8*
  %uglygep189 = getelementptr i8, i8* %scevgep187188, i64 %lsr.iv
  %uglygep189190 = bitcast i8* %uglygep189 to i64*
  %.333.unpack118.us.6 = load i64, i64* %uglygep189190, align 8
  %.6.i16120.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6, i64 3, i32 1
  %scevgep198199 = bitcast i64* %scevgep198 to i8*
  %uglygep200 = getelementptr i8, i8* %scevgep198199, i64 %lsr.iv192
  %scevgep201 = getelementptr i8, i8* %uglygep200, i64 -8
  %scevgep203 = getelementptr i8, i8* %scevgep201, i64 %lsr.iv
  %42 = bitcast i8* %scevgep203 to i64*
  store i64 %.333.unpack.us.6, i64* %42, align 8
  %scevgep196 = getelementptr i8, i8* %uglygep200, i64 %lsr.iv
  %scevgep196197 = bitcast i8* %scevgep196 to i64*
  store i64 %.333.unpack118.us.6, i64* %scevgep196197, align 8
  %.6.i20116.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7, i64 3, i32 3, i64 -1
  %uglygep302 = bitcast i64* %uglygep30216 to i8*
  %scevgep304 = getelementptr i8, i8* %uglygep302, i64 %lsr.iv
  %43 = bitcast i8* %scevgep304 to i64*
  %.333.unpack.us.7 = load i64, i64* %43, align 8
  %scevgep305 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7, i64 3, i32 3, i64 0
  %scevgep305306 = bitcast i64* %scevgep305 to i8*
  %uglygep307 = getelementptr i8, i8* %scevgep305306, i64 %lsr.iv
  %uglygep307308 = bitcast i8* %uglygep307 to i64*
  %.333.unpack118.us.7 = load i64, i64* %uglygep307308, align 8
  %.6.i16120.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7, i64 3, i32 3, i64 0
  %scevgep314315 = bitcast i64* %scevgep314 to i8*
  %uglygep316 = getelementptr i8, i8* %scevgep314315, i64 %lsr.iv192
  %scevgep317 = getelementptr i8, i8* %uglygep316, i64 -8
  %scevgep319 = getelementptr i8, i8* %scevgep317, i64 %lsr.iv
  %44 = bitcast i8* %scevgep319 to i64*
  store i64 %.333.unpack.us.7, i64* %44, align 8
  %scevgep312 = getelementptr i8, i8* %uglygep316, i64 %lsr.iv
  %scevgep312313 = bitcast i8* %scevgep312 to i64*
  store i64 %.333.unpack118.us.7, i64* %scevgep312313, align 8
  %lsr.iv.next = or i64 %lsr.iv, 128
  %.6.i20116.us.159 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.159, i64 0, i32 3, i64 0
  %uglygep337.1 = bitcast i64* %uglygep33711.1 to i8*
  %scevgep339.1 = getelementptr i8, i8* %uglygep337.1, i64 %lsr.iv.next
  %45 = bitcast i8* %scevgep339.1 to i64*
  %.333.unpack.us.160 = load i64, i64* %45, align 8
  %scevgep331.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.159, i64 0, i32 3, i64 1
  %scevgep331332.1 = bitcast i64* %scevgep331.1 to i8*
  %uglygep333.1 = getelementptr i8, i8* %scevgep331332.1, i64 %lsr.iv.next
  %uglygep333334.1 = bitcast i8* %uglygep333.1 to i64*
  %.333.unpack118.us.161 = load i64, i64* %uglygep333334.1, align 8
  %.6.i16120.us.162 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.162, i64 0, i32 3, i64 1
  %scevgep325326.1 = bitcast i64* %scevgep325.1 to i8*
  %uglygep327.1 = getelementptr i8, i8* %scevgep325326.1, i64 %lsr.iv192
  %scevgep328.1 = getelementptr i8, i8* %uglygep327.1, i64 -8
  %scevgep330.1 = getelementptr i8, i8* %scevgep328.1, i64 %lsr.iv.next
  %46 = bitcast i8* %scevgep330.1 to i64*
  store i64 %.333.unpack.us.160, i64* %46, align 8
  %scevgep323.1 = getelementptr i8, i8* %uglygep327.1, i64 %lsr.iv.next
  %scevgep323324.1 = bitcast i8* %scevgep323.1 to i64*
  store i64 %.333.unpack118.us.161, i64* %scevgep323324.1, align 8
  %.6.i20116.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.1, i64 1, i32 1
  %uglygep28212.1 = getelementptr i64, i64* %scevgep280.1, i64 -1
  %uglygep282.1 = bitcast i64* %uglygep28212.1 to i8*
  %scevgep284.1 = getelementptr i8, i8* %uglygep282.1, i64 %lsr.iv.next
  %47 = bitcast i8* %scevgep284.1 to i64*
  %.333.unpack.us.1.1 = load i64, i64* %47, align 8
  %scevgep285286.1 = bitcast i64* %scevgep280.1 to i8*
  %uglygep287.1 = getelementptr i8, i8* %scevgep285286.1, i64 %lsr.iv.next
  %uglygep287288.1 = bitcast i8* %uglygep287.1 to i64*
  %.333.unpack118.us.1.1 = load i64, i64* %uglygep287288.1, align 8
  %.6.i16120.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.1, i64 1, i32 1
  %scevgep294295.1 = bitcast i64* %scevgep294.1 to i8*
  %uglygep296.1 = getelementptr i8, i8* %scevgep294295.1, i64 %lsr.iv192
  %scevgep297.1 = getelementptr i8, i8* %uglygep296.1, i64 -8
  %scevgep299.1 = getelementptr i8, i8* %scevgep297.1, i64 %lsr.iv.next
  %48 = bitcast i8* %scevgep299.1 to i64*
  store i64 %.333.unpack.us.1.1, i64* %48, align 8
  %scevgep292.1 = getelementptr i8, i8* %uglygep296.1, i64 %lsr.iv.next
  %scevgep292293.1 = bitcast i8* %scevgep292.1 to i64*
  store i64 %.333.unpack118.us.1.1, i64* %scevgep292293.1, align 8
  %.6.i20116.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.1, i64 1, i32 3, i64 -1
  %uglygep262.1 = bitcast i64* %uglygep26213.1 to i8*
  %scevgep264.1 = getelementptr i8, i8* %uglygep262.1, i64 %lsr.iv.next
  %49 = bitcast i8* %scevgep264.1 to i64*
  %.333.unpack.us.2.1 = load i64, i64* %49, align 8
  %scevgep265.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.1, i64 1, i32 3, i64 0
  %scevgep265266.1 = bitcast i64* %scevgep265.1 to i8*
  %uglygep267.1 = getelementptr i8, i8* %scevgep265266.1, i64 %lsr.iv.next
  %uglygep267268.1 = bitcast i8* %uglygep267.1 to i64*
  %.333.unpack118.us.2.1 = load i64, i64* %uglygep267268.1, align 8
  %.6.i16120.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.1, i64 1, i32 3, i64 0
  %scevgep274275.1 = bitcast i64* %scevgep274.1 to i8*
  %uglygep276.1 = getelementptr i8, i8* %scevgep274275.1, i64 %lsr.iv192
  %scevgep277.1 = getelementptr i8, i8* %uglygep276.1, i64 -8
  %scevgep279.1 = getelementptr i8, i8* %scevgep277.1, i64 %lsr.iv.next
  %50 = bitcast i8* %scevgep279.1 to i64*
  store i64 %.333.unpack.us.2.1, i64* %50, align 8
  %scevgep272.1 = getelementptr i8, i8* %uglygep276.1, i64 %lsr.iv.next
  %scevgep272273.1 = bitcast i8* %scevgep272.1 to i64*
  store i64 %.333.unpack118.us.2.1, i64* %scevgep272273.1, align 8
  %.6.i20116.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.1, i64 1, i32 3, i64 1
  %51 = bitcast i64* %uglygep242.1 to i8*
  %scevgep244.1 = getelementptr i8, i8* %51, i64 %lsr.iv.next
  %52 = bitcast i8* %scevgep244.1 to i64*
  %.333.unpack.us.3.1 = load i64, i64* %52, align 8
  %scevgep245.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.1, i64 2
  %scevgep245246.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.1 to i8*
  %uglygep247.1 = getelementptr i8, i8* %scevgep245246.1, i64 %lsr.iv.next
  %uglygep247248.1 = bitcast i8* %uglygep247.1 to i64*
  %.333.unpack118.us.3.1 = load i64, i64* %uglygep247248.1, align 8
  %.6.i16120.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.1, i64 2
  %scevgep254255.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.1 to i8*
  %uglygep256.1 = getelementptr i8, i8* %scevgep254255.1, i64 %lsr.iv192
  %scevgep257.1 = getelementptr i8, i8* %uglygep256.1, i64 -8
  %scevgep259.1 = getelementptr i8, i8* %scevgep257.1, i64 %lsr.iv.next
  %53 = bitcast i8* %scevgep259.1 to i64*
  store i64 %.333.unpack.us.3.1, i64* %53, align 8
  %scevgep252.1 = getelementptr i8, i8* %uglygep256.1, i64 %lsr.iv.next
  %scevgep252253.1 = bitcast i8* %scevgep252.1 to i64*
  store i64 %.333.unpack118.us.3.1, i64* %scevgep252253.1, align 8
  %.6.i20116.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.1, i64 2, i32 2
  %scevgep225.1 = getelementptr i8, i8* %scevgep224.1, i64 -8
  %scevgep227.1 = getelementptr i8, i8* %scevgep225.1, i64 %lsr.iv.next
  %54 = bitcast i8* %scevgep227.1 to i64*
  %.333.unpack.us.4.1 = load i64, i64* %54, align 8
  %scevgep229.1 = getelementptr i8, i8* %scevgep224.1, i64 %lsr.iv.next
  %scevgep229230.1 = bitcast i8* %scevgep229.1 to i64*
  %.333.unpack118.us.4.1 = load i64, i64* %scevgep229230.1, align 8
  %.6.i16120.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.1, i64 2, i32 2
  %scevgep236.1 = getelementptr i8, i8* %scevgep235.1, i64 %lsr.iv192
  %scevgep237.1 = getelementptr i8, i8* %scevgep236.1, i64 -8
  %scevgep239.1 = getelementptr i8, i8* %scevgep237.1, i64 %lsr.iv.next
  %55 = bitcast i8* %scevgep239.1 to i64*
  store i64 %.333.unpack.us.4.1, i64* %55, align 8
  %scevgep233.1 = getelementptr i8, i8* %scevgep236.1, i64 %lsr.iv.next
  %scevgep233234.1 = bitcast i8* %scevgep233.1 to i64*
  store i64 %.333.unpack118.us.4.1, i64* %scevgep233234.1, align 8
  %.6.i20116.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.1, i64 2, i32 3, i64 0
  %uglygep206.1 = bitcast i64* %uglygep20614.1 to i8*
  %scevgep208.1 = getelementptr i8, i8* %uglygep206.1, i64 %lsr.iv.next
  %56 = bitcast i8* %scevgep208.1 to i64*
  %.333.unpack.us.5.1 = load i64, i64* %56, align 8
  %scevgep209.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.1, i64 2, i32 3, i64 1
  %scevgep209210.1 = bitcast i64* %scevgep209.1 to i8*
  %uglygep211.1 = getelementptr i8, i8* %scevgep209210.1, i64 %lsr.iv.next
  %uglygep211212.1 = bitcast i8* %uglygep211.1 to i64*
  %.333.unpack118.us.5.1 = load i64, i64* %uglygep211212.1, align 8
  %.6.i16120.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.1, i64 2, i32 3, i64 1
  %scevgep218219.1 = bitcast i64* %scevgep218.1 to i8*
  %uglygep220.1 = getelementptr i8, i8* %scevgep218219.1, i64 %lsr.iv192
  %scevgep221.1 = getelementptr i8, i8* %uglygep220.1, i64 -8
  %scevgep223.1 = getelementptr i8, i8* %scevgep221.1, i64 %lsr.iv.next
  %57 = bitcast i8* %scevgep223.1 to i64*
  store i64 %.333.unpack.us.5.1, i64* %57, align 8
  %scevgep216.1 = getelementptr i8, i8* %uglygep220.1, i64 %lsr.iv.next
  %scevgep216217.1 = bitcast i8* %scevgep216.1 to i64*
  store i64 %.333.unpack118.us.5.1, i64* %scevgep216217.1, align 8
  %.6.i20116.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.1, i64 3, i32 1
  %uglygep15.1 = getelementptr i64, i64* %scevgep.1, i64 -1
  %uglygep.1 = bitcast i64* %uglygep15.1 to i8*
  %scevgep186.1 = getelementptr i8, i8* %uglygep.1, i64 %lsr.iv.next
  %58 = bitcast i8* %scevgep186.1 to i64*
  %.333.unpack.us.6.1 = load i64, i64* %58, align 8
  %scevgep187188.1 = bitcast i64* %scevgep.1 to i8*
  %uglygep189.1 = getelementptr i8, i8* %scevgep187188.1, i64 %lsr.iv.next
  %uglygep189190.1 = bitcast i8* %uglygep189.1 to i64*
  %.333.unpack118.us.6.1 = load i64, i64* %uglygep189190.1, align 8
  %.6.i16120.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.1, i64 3, i32 1
  %scevgep198199.1 = bitcast i64* %scevgep198.1 to i8*
  %uglygep200.1 = getelementptr i8, i8* %scevgep198199.1, i64 %lsr.iv192
  %scevgep201.1 = getelementptr i8, i8* %uglygep200.1, i64 -8
  %scevgep203.1 = getelementptr i8, i8* %scevgep201.1, i64 %lsr.iv.next
  %59 = bitcast i8* %scevgep203.1 to i64*
  store i64 %.333.unpack.us.6.1, i64* %59, align 8
  %scevgep196.1 = getelementptr i8, i8* %uglygep200.1, i64 %lsr.iv.next
  %scevgep196197.1 = bitcast i8* %scevgep196.1 to i64*
  store i64 %.333.unpack118.us.6.1, i64* %scevgep196197.1, align 8
  %.6.i20116.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.1, i64 3, i32 3, i64 -1
  %uglygep302.1 = bitcast i64* %uglygep30216.1 to i8*
  %scevgep304.1 = getelementptr i8, i8* %uglygep302.1, i64 %lsr.iv.next
  %60 = bitcast i8* %scevgep304.1 to i64*
  %.333.unpack.us.7.1 = load i64, i64* %60, align 8
  %scevgep305.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.1, i64 3, i32 3, i64 0
  %scevgep305306.1 = bitcast i64* %scevgep305.1 to i8*
  %uglygep307.1 = getelementptr i8, i8* %scevgep305306.1, i64 %lsr.iv.next
  %uglygep307308.1 = bitcast i8* %uglygep307.1 to i64*
  %.333.unpack118.us.7.1 = load i64, i64* %uglygep307308.1, align 8
  %.6.i16120.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.1, i64 3, i32 3, i64 0
  %scevgep314315.1 = bitcast i64* %scevgep314.1 to i8*
  %uglygep316.1 = getelementptr i8, i8* %scevgep314315.1, i64 %lsr.iv192
  %scevgep317.1 = getelementptr i8, i8* %uglygep316.1, i64 -8
  %scevgep319.1 = getelementptr i8, i8* %scevgep317.1, i64 %lsr.iv.next
  %61 = bitcast i8* %scevgep319.1 to i64*
  store i64 %.333.unpack.us.7.1, i64* %61, align 8
  %scevgep312.1 = getelementptr i8, i8* %uglygep316.1, i64 %lsr.iv.next
  %scevgep312313.1 = bitcast i8* %scevgep312.1 to i64*
  store i64 %.333.unpack118.us.7.1, i64* %scevgep312313.1, align 8
  %lsr.iv.next.1 = or i64 %lsr.iv, 256
  %.6.i20116.us.263 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.263, i64 0, i32 3, i64 0
  %uglygep337.2 = bitcast i64* %uglygep33711.2 to i8*
  %scevgep339.2 = getelementptr i8, i8* %uglygep337.2, i64 %lsr.iv.next.1
  %62 = bitcast i8* %scevgep339.2 to i64*
  %.333.unpack.us.264 = load i64, i64* %62, align 8
  %scevgep331.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.263, i64 0, i32 3, i64 1
  %scevgep331332.2 = bitcast i64* %scevgep331.2 to i8*
  %uglygep333.2 = getelementptr i8, i8* %scevgep331332.2, i64 %lsr.iv.next.1
  %uglygep333334.2 = bitcast i8* %uglygep333.2 to i64*
  %.333.unpack118.us.265 = load i64, i64* %uglygep333334.2, align 8
  %.6.i16120.us.266 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.266, i64 0, i32 3, i64 1
  %scevgep325326.2 = bitcast i64* %scevgep325.2 to i8*
  %uglygep327.2 = getelementptr i8, i8* %scevgep325326.2, i64 %lsr.iv192
  %scevgep328.2 = getelementptr i8, i8* %uglygep327.2, i64 -8
  %scevgep330.2 = getelementptr i8, i8* %scevgep328.2, i64 %lsr.iv.next.1
  %63 = bitcast i8* %scevgep330.2 to i64*
  store i64 %.333.unpack.us.264, i64* %63, align 8
  %scevgep323.2 = getelementptr i8, i8* %uglygep327.2, i64 %lsr.iv.next.1
  %scevgep323324.2 = bitcast i8* %scevgep323.2 to i64*
  store i64 %.333.unpack118.us.265, i64* %scevgep323324.2, align 8
  %.6.i20116.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.2, i64 1, i32 1
  %uglygep28212.2 = getelementptr i64, i64* %scevgep280.2, i64 -1
  %uglygep282.2 = bitcast i64* %uglygep28212.2 to i8*
  %scevgep284.2 = getelementptr i8, i8* %uglygep282.2, i64 %lsr.iv.next.1
  %64 = bitcast i8* %scevgep284.2 to i64*
  %.333.unpack.us.1.2 = load i64, i64* %64, align 8
  %scevgep285286.2 = bitcast i64* %scevgep280.2 to i8*
  %uglygep287.2 = getelementptr i8, i8* %scevgep285286.2, i64 %lsr.iv.next.1
  %uglygep287288.2 = bitcast i8* %uglygep287.2 to i64*
  %.333.unpack118.us.1.2 = load i64, i64* %uglygep287288.2, align 8
  %.6.i16120.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.2, i64 1, i32 1
  %scevgep294295.2 = bitcast i64* %scevgep294.2 to i8*
  %uglygep296.2 = getelementptr i8, i8* %scevgep294295.2, i64 %lsr.iv192
  %scevgep297.2 = getelementptr i8, i8* %uglygep296.2, i64 -8
  %scevgep299.2 = getelementptr i8, i8* %scevgep297.2, i64 %lsr.iv.next.1
  %65 = bitcast i8* %scevgep299.2 to i64*
  store i64 %.333.unpack.us.1.2, i64* %65, align 8
  %scevgep292.2 = getelementptr i8, i8* %uglygep296.2, i64 %lsr.iv.next.1
  %scevgep292293.2 = bitcast i8* %scevgep292.2 to i64*
  store i64 %.333.unpack118.us.1.2, i64* %scevgep292293.2, align 8
  %.6.i20116.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.2, i64 1, i32 3, i64 -1
  %uglygep262.2 = bitcast i64* %uglygep26213.2 to i8*
  %scevgep264.2 = getelementptr i8, i8* %uglygep262.2, i64 %lsr.iv.next.1
  %66 = bitcast i8* %scevgep264.2 to i64*
  %.333.unpack.us.2.2 = load i64, i64* %66, align 8
  %scevgep265.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.2, i64 1, i32 3, i64 0
  %scevgep265266.2 = bitcast i64* %scevgep265.2 to i8*
  %uglygep267.2 = getelementptr i8, i8* %scevgep265266.2, i64 %lsr.iv.next.1
  %uglygep267268.2 = bitcast i8* %uglygep267.2 to i64*
  %.333.unpack118.us.2.2 = load i64, i64* %uglygep267268.2, align 8
  %.6.i16120.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.2, i64 1, i32 3, i64 0
  %scevgep274275.2 = bitcast i64* %scevgep274.2 to i8*
  %uglygep276.2 = getelementptr i8, i8* %scevgep274275.2, i64 %lsr.iv192
  %scevgep277.2 = getelementptr i8, i8* %uglygep276.2, i64 -8
  %scevgep279.2 = getelementptr i8, i8* %scevgep277.2, i64 %lsr.iv.next.1
  %67 = bitcast i8* %scevgep279.2 to i64*
  store i64 %.333.unpack.us.2.2, i64* %67, align 8
  %scevgep272.2 = getelementptr i8, i8* %uglygep276.2, i64 %lsr.iv.next.1
  %scevgep272273.2 = bitcast i8* %scevgep272.2 to i64*
  store i64 %.333.unpack118.us.2.2, i64* %scevgep272273.2, align 8
  %.6.i20116.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.2, i64 1, i32 3, i64 1
  %68 = bitcast i64* %uglygep242.2 to i8*
  %scevgep244.2 = getelementptr i8, i8* %68, i64 %lsr.iv.next.1
  %69 = bitcast i8* %scevgep244.2 to i64*
  %.333.unpack.us.3.2 = load i64, i64* %69, align 8
  %scevgep245.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.2, i64 2
  %scevgep245246.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.2 to i8*
  %uglygep247.2 = getelementptr i8, i8* %scevgep245246.2, i64 %lsr.iv.next.1
  %uglygep247248.2 = bitcast i8* %uglygep247.2 to i64*
  %.333.unpack118.us.3.2 = load i64, i64* %uglygep247248.2, align 8
  %.6.i16120.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.2, i64 2
  %scevgep254255.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.2 to i8*
  %uglygep256.2 = getelementptr i8, i8* %scevgep254255.2, i64 %lsr.iv192
  %scevgep257.2 = getelementptr i8, i8* %uglygep256.2, i64 -8
  %scevgep259.2 = getelementptr i8, i8* %scevgep257.2, i64 %lsr.iv.next.1
  %70 = bitcast i8* %scevgep259.2 to i64*
  store i64 %.333.unpack.us.3.2, i64* %70, align 8
  %scevgep252.2 = getelementptr i8, i8* %uglygep256.2, i64 %lsr.iv.next.1
  %scevgep252253.2 = bitcast i8* %scevgep252.2 to i64*
  store i64 %.333.unpack118.us.3.2, i64* %scevgep252253.2, align 8
  %.6.i20116.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.2, i64 2, i32 2
  %scevgep225.2 = getelementptr i8, i8* %scevgep224.2, i64 -8
  %scevgep227.2 = getelementptr i8, i8* %scevgep225.2, i64 %lsr.iv.next.1
  %71 = bitcast i8* %scevgep227.2 to i64*
  %.333.unpack.us.4.2 = load i64, i64* %71, align 8
  %scevgep229.2 = getelementptr i8, i8* %scevgep224.2, i64 %lsr.iv.next.1
  %scevgep229230.2 = bitcast i8* %scevgep229.2 to i64*
  %.333.unpack118.us.4.2 = load i64, i64* %scevgep229230.2, align 8
  %.6.i16120.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.2, i64 2, i32 2
  %scevgep236.2 = getelementptr i8, i8* %scevgep235.2, i64 %lsr.iv192
  %scevgep237.2 = getelementptr i8, i8* %scevgep236.2, i64 -8
  %scevgep239.2 = getelementptr i8, i8* %scevgep237.2, i64 %lsr.iv.next.1
  %72 = bitcast i8* %scevgep239.2 to i64*
  store i64 %.333.unpack.us.4.2, i64* %72, align 8
  %scevgep233.2 = getelementptr i8, i8* %scevgep236.2, i64 %lsr.iv.next.1
  %scevgep233234.2 = bitcast i8* %scevgep233.2 to i64*
  store i64 %.333.unpack118.us.4.2, i64* %scevgep233234.2, align 8
  %.6.i20116.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.2, i64 2, i32 3, i64 0
  %uglygep206.2 = bitcast i64* %uglygep20614.2 to i8*
  %scevgep208.2 = getelementptr i8, i8* %uglygep206.2, i64 %lsr.iv.next.1
  %73 = bitcast i8* %scevgep208.2 to i64*
  %.333.unpack.us.5.2 = load i64, i64* %73, align 8
  %scevgep209.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.2, i64 2, i32 3, i64 1
  %scevgep209210.2 = bitcast i64* %scevgep209.2 to i8*
  %uglygep211.2 = getelementptr i8, i8* %scevgep209210.2, i64 %lsr.iv.next.1
  %uglygep211212.2 = bitcast i8* %uglygep211.2 to i64*
  %.333.unpack118.us.5.2 = load i64, i64* %uglygep211212.2, align 8
  %.6.i16120.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.2, i64 2, i32 3, i64 1
  %scevgep218219.2 = bitcast i64* %scevgep218.2 to i8*
  %uglygep220.2 = getelementptr i8, i8* %scevgep218219.2, i64 %lsr.iv192
  %scevgep221.2 = getelementptr i8, i8* %uglygep220.2, i64 -8
  %scevgep223.2 = getelementptr i8, i8* %scevgep221.2, i64 %lsr.iv.next.1
  %74 = bitcast i8* %scevgep223.2 to i64*
  store i64 %.333.unpack.us.5.2, i64* %74, align 8
  %scevgep216.2 = getelementptr i8, i8* %uglygep220.2, i64 %lsr.iv.next.1
  %scevgep216217.2 = bitcast i8* %scevgep216.2 to i64*
  store i64 %.333.unpack118.us.5.2, i64* %scevgep216217.2, align 8
  %.6.i20116.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.2, i64 3, i32 1
  %uglygep15.2 = getelementptr i64, i64* %scevgep.2, i64 -1
  %uglygep.2 = bitcast i64* %uglygep15.2 to i8*
  %scevgep186.2 = getelementptr i8, i8* %uglygep.2, i64 %lsr.iv.next.1
  %75 = bitcast i8* %scevgep186.2 to i64*
  %.333.unpack.us.6.2 = load i64, i64* %75, align 8
  %scevgep187188.2 = bitcast i64* %scevgep.2 to i8*
  %uglygep189.2 = getelementptr i8, i8* %scevgep187188.2, i64 %lsr.iv.next.1
  %uglygep189190.2 = bitcast i8* %uglygep189.2 to i64*
  %.333.unpack118.us.6.2 = load i64, i64* %uglygep189190.2, align 8
  %.6.i16120.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.2, i64 3, i32 1
  %scevgep198199.2 = bitcast i64* %scevgep198.2 to i8*
  %uglygep200.2 = getelementptr i8, i8* %scevgep198199.2, i64 %lsr.iv192
  %scevgep201.2 = getelementptr i8, i8* %uglygep200.2, i64 -8
  %scevgep203.2 = getelementptr i8, i8* %scevgep201.2, i64 %lsr.iv.next.1
  %76 = bitcast i8* %scevgep203.2 to i64*
  store i64 %.333.unpack.us.6.2, i64* %76, align 8
  %scevgep196.2 = getelementptr i8, i8* %uglygep200.2, i64 %lsr.iv.next.1
  %scevgep196197.2 = bitcast i8* %scevgep196.2 to i64*
  store i64 %.333.unpack118.us.6.2, i64* %scevgep196197.2, align 8
  %.6.i20116.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.2, i64 3, i32 3, i64 -1
  %uglygep302.2 = bitcast i64* %uglygep30216.2 to i8*
  %scevgep304.2 = getelementptr i8, i8* %uglygep302.2, i64 %lsr.iv.next.1
  %77 = bitcast i8* %scevgep304.2 to i64*
  %.333.unpack.us.7.2 = load i64, i64* %77, align 8
  %scevgep305.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.2, i64 3, i32 3, i64 0
  %scevgep305306.2 = bitcast i64* %scevgep305.2 to i8*
  %uglygep307.2 = getelementptr i8, i8* %scevgep305306.2, i64 %lsr.iv.next.1
  %uglygep307308.2 = bitcast i8* %uglygep307.2 to i64*
  %.333.unpack118.us.7.2 = load i64, i64* %uglygep307308.2, align 8
  %.6.i16120.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.2, i64 3, i32 3, i64 0
  %scevgep314315.2 = bitcast i64* %scevgep314.2 to i8*
  %uglygep316.2 = getelementptr i8, i8* %scevgep314315.2, i64 %lsr.iv192
  %scevgep317.2 = getelementptr i8, i8* %uglygep316.2, i64 -8
  %scevgep319.2 = getelementptr i8, i8* %scevgep317.2, i64 %lsr.iv.next.1
  %78 = bitcast i8* %scevgep319.2 to i64*
  store i64 %.333.unpack.us.7.2, i64* %78, align 8
  %scevgep312.2 = getelementptr i8, i8* %uglygep316.2, i64 %lsr.iv.next.1
  %scevgep312313.2 = bitcast i8* %scevgep312.2 to i64*
  store i64 %.333.unpack118.us.7.2, i64* %scevgep312313.2, align 8
  %lsr.iv.next.2 = or i64 %lsr.iv, 384
  %.6.i20116.us.367 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.367, i64 0, i32 3, i64 0
  %uglygep337.3 = bitcast i64* %uglygep33711.3 to i8*
  %scevgep339.3 = getelementptr i8, i8* %uglygep337.3, i64 %lsr.iv.next.2
  %79 = bitcast i8* %scevgep339.3 to i64*
  %.333.unpack.us.368 = load i64, i64* %79, align 8
  %scevgep331.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.367, i64 0, i32 3, i64 1
  %scevgep331332.3 = bitcast i64* %scevgep331.3 to i8*
  %uglygep333.3 = getelementptr i8, i8* %scevgep331332.3, i64 %lsr.iv.next.2
  %uglygep333334.3 = bitcast i8* %uglygep333.3 to i64*
  %.333.unpack118.us.369 = load i64, i64* %uglygep333334.3, align 8
  %.6.i16120.us.370 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.370, i64 0, i32 3, i64 1
  %scevgep325326.3 = bitcast i64* %scevgep325.3 to i8*
  %uglygep327.3 = getelementptr i8, i8* %scevgep325326.3, i64 %lsr.iv192
  %scevgep328.3 = getelementptr i8, i8* %uglygep327.3, i64 -8
  %scevgep330.3 = getelementptr i8, i8* %scevgep328.3, i64 %lsr.iv.next.2
  %80 = bitcast i8* %scevgep330.3 to i64*
  store i64 %.333.unpack.us.368, i64* %80, align 8
  %scevgep323.3 = getelementptr i8, i8* %uglygep327.3, i64 %lsr.iv.next.2
  %scevgep323324.3 = bitcast i8* %scevgep323.3 to i64*
  store i64 %.333.unpack118.us.369, i64* %scevgep323324.3, align 8
  %.6.i20116.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.3, i64 1, i32 1
  %uglygep28212.3 = getelementptr i64, i64* %scevgep280.3, i64 -1
  %uglygep282.3 = bitcast i64* %uglygep28212.3 to i8*
  %scevgep284.3 = getelementptr i8, i8* %uglygep282.3, i64 %lsr.iv.next.2
  %81 = bitcast i8* %scevgep284.3 to i64*
  %.333.unpack.us.1.3 = load i64, i64* %81, align 8
  %scevgep285286.3 = bitcast i64* %scevgep280.3 to i8*
  %uglygep287.3 = getelementptr i8, i8* %scevgep285286.3, i64 %lsr.iv.next.2
  %uglygep287288.3 = bitcast i8* %uglygep287.3 to i64*
  %.333.unpack118.us.1.3 = load i64, i64* %uglygep287288.3, align 8
  %.6.i16120.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.3, i64 1, i32 1
  %scevgep294295.3 = bitcast i64* %scevgep294.3 to i8*
  %uglygep296.3 = getelementptr i8, i8* %scevgep294295.3, i64 %lsr.iv192
  %scevgep297.3 = getelementptr i8, i8* %uglygep296.3, i64 -8
  %scevgep299.3 = getelementptr i8, i8* %scevgep297.3, i64 %lsr.iv.next.2
  %82 = bitcast i8* %scevgep299.3 to i64*
  store i64 %.333.unpack.us.1.3, i64* %82, align 8
  %scevgep292.3 = getelementptr i8, i8* %uglygep296.3, i64 %lsr.iv.next.2
  %scevgep292293.3 = bitcast i8* %scevgep292.3 to i64*
  store i64 %.333.unpack118.us.1.3, i64* %scevgep292293.3, align 8
  %.6.i20116.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.3, i64 1, i32 3, i64 -1
  %uglygep262.3 = bitcast i64* %uglygep26213.3 to i8*
  %scevgep264.3 = getelementptr i8, i8* %uglygep262.3, i64 %lsr.iv.next.2
  %83 = bitcast i8* %scevgep264.3 to i64*
  %.333.unpack.us.2.3 = load i64, i64* %83, align 8
  %scevgep265.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.3, i64 1, i32 3, i64 0
  %scevgep265266.3 = bitcast i64* %scevgep265.3 to i8*
  %uglygep267.3 = getelementptr i8, i8* %scevgep265266.3, i64 %lsr.iv.next.2
  %uglygep267268.3 = bitcast i8* %uglygep267.3 to i64*
  %.333.unpack118.us.2.3 = load i64, i64* %uglygep267268.3, align 8
  %.6.i16120.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.3, i64 1, i32 3, i64 0
  %scevgep274275.3 = bitcast i64* %scevgep274.3 to i8*
  %uglygep276.3 = getelementptr i8, i8* %scevgep274275.3, i64 %lsr.iv192
  %scevgep277.3 = getelementptr i8, i8* %uglygep276.3, i64 -8
  %scevgep279.3 = getelementptr i8, i8* %scevgep277.3, i64 %lsr.iv.next.2
  %84 = bitcast i8* %scevgep279.3 to i64*
  store i64 %.333.unpack.us.2.3, i64* %84, align 8
  %scevgep272.3 = getelementptr i8, i8* %uglygep276.3, i64 %lsr.iv.next.2
  %scevgep272273.3 = bitcast i8* %scevgep272.3 to i64*
  store i64 %.333.unpack118.us.2.3, i64* %scevgep272273.3, align 8
  %.6.i20116.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.3, i64 1, i32 3, i64 1
  %85 = bitcast i64* %uglygep242.3 to i8*
  %scevgep244.3 = getelementptr i8, i8* %85, i64 %lsr.iv.next.2
  %86 = bitcast i8* %scevgep244.3 to i64*
  %.333.unpack.us.3.3 = load i64, i64* %86, align 8
  %scevgep245.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.3, i64 2
  %scevgep245246.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.3 to i8*
  %uglygep247.3 = getelementptr i8, i8* %scevgep245246.3, i64 %lsr.iv.next.2
  %uglygep247248.3 = bitcast i8* %uglygep247.3 to i64*
  %.333.unpack118.us.3.3 = load i64, i64* %uglygep247248.3, align 8
  %.6.i16120.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.3, i64 2
  %scevgep254255.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.3 to i8*
  %uglygep256.3 = getelementptr i8, i8* %scevgep254255.3, i64 %lsr.iv192
  %scevgep257.3 = getelementptr i8, i8* %uglygep256.3, i64 -8
  %scevgep259.3 = getelementptr i8, i8* %scevgep257.3, i64 %lsr.iv.next.2
  %87 = bitcast i8* %scevgep259.3 to i64*
  store i64 %.333.unpack.us.3.3, i64* %87, align 8
  %scevgep252.3 = getelementptr i8, i8* %uglygep256.3, i64 %lsr.iv.next.2
  %scevgep252253.3 = bitcast i8* %scevgep252.3 to i64*
  store i64 %.333.unpack118.us.3.3, i64* %scevgep252253.3, align 8
  %.6.i20116.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.3, i64 2, i32 2
  %scevgep225.3 = getelementptr i8, i8* %scevgep224.3, i64 -8
  %scevgep227.3 = getelementptr i8, i8* %scevgep225.3, i64 %lsr.iv.next.2
  %88 = bitcast i8* %scevgep227.3 to i64*
  %.333.unpack.us.4.3 = load i64, i64* %88, align 8
  %scevgep229.3 = getelementptr i8, i8* %scevgep224.3, i64 %lsr.iv.next.2
  %scevgep229230.3 = bitcast i8* %scevgep229.3 to i64*
  %.333.unpack118.us.4.3 = load i64, i64* %scevgep229230.3, align 8
  %.6.i16120.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.3, i64 2, i32 2
  %scevgep236.3 = getelementptr i8, i8* %scevgep235.3, i64 %lsr.iv192
  %scevgep237.3 = getelementptr i8, i8* %scevgep236.3, i64 -8
  %scevgep239.3 = getelementptr i8, i8* %scevgep237.3, i64 %lsr.iv.next.2
  %89 = bitcast i8* %scevgep239.3 to i64*
  store i64 %.333.unpack.us.4.3, i64* %89, align 8
  %scevgep233.3 = getelementptr i8, i8* %scevgep236.3, i64 %lsr.iv.next.2
  %scevgep233234.3 = bitcast i8* %scevgep233.3 to i64*
  store i64 %.333.unpack118.us.4.3, i64* %scevgep233234.3, align 8
  %.6.i20116.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.3, i64 2, i32 3, i64 0
  %uglygep206.3 = bitcast i64* %uglygep20614.3 to i8*
  %scevgep208.3 = getelementptr i8, i8* %uglygep206.3, i64 %lsr.iv.next.2
  %90 = bitcast i8* %scevgep208.3 to i64*
  %.333.unpack.us.5.3 = load i64, i64* %90, align 8
  %scevgep209.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.3, i64 2, i32 3, i64 1
  %scevgep209210.3 = bitcast i64* %scevgep209.3 to i8*
  %uglygep211.3 = getelementptr i8, i8* %scevgep209210.3, i64 %lsr.iv.next.2
  %uglygep211212.3 = bitcast i8* %uglygep211.3 to i64*
  %.333.unpack118.us.5.3 = load i64, i64* %uglygep211212.3, align 8
  %.6.i16120.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.3, i64 2, i32 3, i64 1
  %scevgep218219.3 = bitcast i64* %scevgep218.3 to i8*
  %uglygep220.3 = getelementptr i8, i8* %scevgep218219.3, i64 %lsr.iv192
  %scevgep221.3 = getelementptr i8, i8* %uglygep220.3, i64 -8
  %scevgep223.3 = getelementptr i8, i8* %scevgep221.3, i64 %lsr.iv.next.2
  %91 = bitcast i8* %scevgep223.3 to i64*
  store i64 %.333.unpack.us.5.3, i64* %91, align 8
  %scevgep216.3 = getelementptr i8, i8* %uglygep220.3, i64 %lsr.iv.next.2
  %scevgep216217.3 = bitcast i8* %scevgep216.3 to i64*
  store i64 %.333.unpack118.us.5.3, i64* %scevgep216217.3, align 8
  %.6.i20116.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.3, i64 3, i32 1
  %uglygep15.3 = getelementptr i64, i64* %scevgep.3, i64 -1
  %uglygep.3 = bitcast i64* %uglygep15.3 to i8*
  %scevgep186.3 = getelementptr i8, i8* %uglygep.3, i64 %lsr.iv.next.2
  %92 = bitcast i8* %scevgep186.3 to i64*
  %.333.unpack.us.6.3 = load i64, i64* %92, align 8
  %scevgep187188.3 = bitcast i64* %scevgep.3 to i8*
  %uglygep189.3 = getelementptr i8, i8* %scevgep187188.3, i64 %lsr.iv.next.2
  %uglygep189190.3 = bitcast i8* %uglygep189.3 to i64*
  %.333.unpack118.us.6.3 = load i64, i64* %uglygep189190.3, align 8
  %.6.i16120.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.3, i64 3, i32 1
  %scevgep198199.3 = bitcast i64* %scevgep198.3 to i8*
  %uglygep200.3 = getelementptr i8, i8* %scevgep198199.3, i64 %lsr.iv192
  %scevgep201.3 = getelementptr i8, i8* %uglygep200.3, i64 -8
  %scevgep203.3 = getelementptr i8, i8* %scevgep201.3, i64 %lsr.iv.next.2
  %93 = bitcast i8* %scevgep203.3 to i64*
  store i64 %.333.unpack.us.6.3, i64* %93, align 8
  %scevgep196.3 = getelementptr i8, i8* %uglygep200.3, i64 %lsr.iv.next.2
  %scevgep196197.3 = bitcast i8* %scevgep196.3 to i64*
  store i64 %.333.unpack118.us.6.3, i64* %scevgep196197.3, align 8
  %.6.i20116.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.3, i64 3, i32 3, i64 -1
  %uglygep302.3 = bitcast i64* %uglygep30216.3 to i8*
  %scevgep304.3 = getelementptr i8, i8* %uglygep302.3, i64 %lsr.iv.next.2
  %94 = bitcast i8* %scevgep304.3 to i64*
  %.333.unpack.us.7.3 = load i64, i64* %94, align 8
  %scevgep305.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.3, i64 3, i32 3, i64 0
  %scevgep305306.3 = bitcast i64* %scevgep305.3 to i8*
  %uglygep307.3 = getelementptr i8, i8* %scevgep305306.3, i64 %lsr.iv.next.2
  %uglygep307308.3 = bitcast i8* %uglygep307.3 to i64*
  %.333.unpack118.us.7.3 = load i64, i64* %uglygep307308.3, align 8
  %.6.i16120.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.3, i64 3, i32 3, i64 0
  %scevgep314315.3 = bitcast i64* %scevgep314.3 to i8*
  %uglygep316.3 = getelementptr i8, i8* %scevgep314315.3, i64 %lsr.iv192
  %scevgep317.3 = getelementptr i8, i8* %uglygep316.3, i64 -8
  %scevgep319.3 = getelementptr i8, i8* %scevgep317.3, i64 %lsr.iv.next.2
  %95 = bitcast i8* %scevgep319.3 to i64*
  store i64 %.333.unpack.us.7.3, i64* %95, align 8
  %scevgep312.3 = getelementptr i8, i8* %uglygep316.3, i64 %lsr.iv.next.2
  %scevgep312313.3 = bitcast i8* %scevgep312.3 to i64*
  store i64 %.333.unpack118.us.7.3, i64* %scevgep312313.3, align 8
  %lsr.iv.next.3 = or i64 %lsr.iv, 512
  %.6.i20116.us.471 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.471, i64 0, i32 3, i64 0
  %uglygep337.4 = bitcast i64* %uglygep33711.4 to i8*
  %scevgep339.4 = getelementptr i8, i8* %uglygep337.4, i64 %lsr.iv.next.3
  %96 = bitcast i8* %scevgep339.4 to i64*
  %.333.unpack.us.472 = load i64, i64* %96, align 8
  %scevgep331.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.471, i64 0, i32 3, i64 1
  %scevgep331332.4 = bitcast i64* %scevgep331.4 to i8*
  %uglygep333.4 = getelementptr i8, i8* %scevgep331332.4, i64 %lsr.iv.next.3
  %uglygep333334.4 = bitcast i8* %uglygep333.4 to i64*
  %.333.unpack118.us.473 = load i64, i64* %uglygep333334.4, align 8
  %.6.i16120.us.474 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.474, i64 0, i32 3, i64 1
  %scevgep325326.4 = bitcast i64* %scevgep325.4 to i8*
  %uglygep327.4 = getelementptr i8, i8* %scevgep325326.4, i64 %lsr.iv192
  %scevgep328.4 = getelementptr i8, i8* %uglygep327.4, i64 -8
  %scevgep330.4 = getelementptr i8, i8* %scevgep328.4, i64 %lsr.iv.next.3
  %97 = bitcast i8* %scevgep330.4 to i64*
  store i64 %.333.unpack.us.472, i64* %97, align 8
  %scevgep323.4 = getelementptr i8, i8* %uglygep327.4, i64 %lsr.iv.next.3
  %scevgep323324.4 = bitcast i8* %scevgep323.4 to i64*
  store i64 %.333.unpack118.us.473, i64* %scevgep323324.4, align 8
  %.6.i20116.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.4, i64 1, i32 1
  %uglygep28212.4 = getelementptr i64, i64* %scevgep280.4, i64 -1
  %uglygep282.4 = bitcast i64* %uglygep28212.4 to i8*
  %scevgep284.4 = getelementptr i8, i8* %uglygep282.4, i64 %lsr.iv.next.3
  %98 = bitcast i8* %scevgep284.4 to i64*
  %.333.unpack.us.1.4 = load i64, i64* %98, align 8
  %scevgep285286.4 = bitcast i64* %scevgep280.4 to i8*
  %uglygep287.4 = getelementptr i8, i8* %scevgep285286.4, i64 %lsr.iv.next.3
  %uglygep287288.4 = bitcast i8* %uglygep287.4 to i64*
  %.333.unpack118.us.1.4 = load i64, i64* %uglygep287288.4, align 8
  %.6.i16120.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.4, i64 1, i32 1
  %scevgep294295.4 = bitcast i64* %scevgep294.4 to i8*
  %uglygep296.4 = getelementptr i8, i8* %scevgep294295.4, i64 %lsr.iv192
  %scevgep297.4 = getelementptr i8, i8* %uglygep296.4, i64 -8
  %scevgep299.4 = getelementptr i8, i8* %scevgep297.4, i64 %lsr.iv.next.3
  %99 = bitcast i8* %scevgep299.4 to i64*
  store i64 %.333.unpack.us.1.4, i64* %99, align 8
  %scevgep292.4 = getelementptr i8, i8* %uglygep296.4, i64 %lsr.iv.next.3
  %scevgep292293.4 = bitcast i8* %scevgep292.4 to i64*
  store i64 %.333.unpack118.us.1.4, i64* %scevgep292293.4, align 8
  %.6.i20116.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.4, i64 1, i32 3, i64 -1
  %uglygep262.4 = bitcast i64* %uglygep26213.4 to i8*
  %scevgep264.4 = getelementptr i8, i8* %uglygep262.4, i64 %lsr.iv.next.3
  %100 = bitcast i8* %scevgep264.4 to i64*
  %.333.unpack.us.2.4 = load i64, i64* %100, align 8
  %scevgep265.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.4, i64 1, i32 3, i64 0
  %scevgep265266.4 = bitcast i64* %scevgep265.4 to i8*
  %uglygep267.4 = getelementptr i8, i8* %scevgep265266.4, i64 %lsr.iv.next.3
  %uglygep267268.4 = bitcast i8* %uglygep267.4 to i64*
  %.333.unpack118.us.2.4 = load i64, i64* %uglygep267268.4, align 8
  %.6.i16120.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.4, i64 1, i32 3, i64 0
  %scevgep274275.4 = bitcast i64* %scevgep274.4 to i8*
  %uglygep276.4 = getelementptr i8, i8* %scevgep274275.4, i64 %lsr.iv192
  %scevgep277.4 = getelementptr i8, i8* %uglygep276.4, i64 -8
  %scevgep279.4 = getelementptr i8, i8* %scevgep277.4, i64 %lsr.iv.next.3
  %101 = bitcast i8* %scevgep279.4 to i64*
  store i64 %.333.unpack.us.2.4, i64* %101, align 8
  %scevgep272.4 = getelementptr i8, i8* %uglygep276.4, i64 %lsr.iv.next.3
  %scevgep272273.4 = bitcast i8* %scevgep272.4 to i64*
  store i64 %.333.unpack118.us.2.4, i64* %scevgep272273.4, align 8
  %.6.i20116.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.4, i64 1, i32 3, i64 1
  %102 = bitcast i64* %uglygep242.4 to i8*
  %scevgep244.4 = getelementptr i8, i8* %102, i64 %lsr.iv.next.3
  %103 = bitcast i8* %scevgep244.4 to i64*
  %.333.unpack.us.3.4 = load i64, i64* %103, align 8
  %scevgep245.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.4, i64 2
  %scevgep245246.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.4 to i8*
  %uglygep247.4 = getelementptr i8, i8* %scevgep245246.4, i64 %lsr.iv.next.3
  %uglygep247248.4 = bitcast i8* %uglygep247.4 to i64*
  %.333.unpack118.us.3.4 = load i64, i64* %uglygep247248.4, align 8
  %.6.i16120.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.4, i64 2
  %scevgep254255.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.4 to i8*
  %uglygep256.4 = getelementptr i8, i8* %scevgep254255.4, i64 %lsr.iv192
  %scevgep257.4 = getelementptr i8, i8* %uglygep256.4, i64 -8
  %scevgep259.4 = getelementptr i8, i8* %scevgep257.4, i64 %lsr.iv.next.3
  %104 = bitcast i8* %scevgep259.4 to i64*
  store i64 %.333.unpack.us.3.4, i64* %104, align 8
  %scevgep252.4 = getelementptr i8, i8* %uglygep256.4, i64 %lsr.iv.next.3
  %scevgep252253.4 = bitcast i8* %scevgep252.4 to i64*
  store i64 %.333.unpack118.us.3.4, i64* %scevgep252253.4, align 8
  %.6.i20116.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.4, i64 2, i32 2
  %scevgep225.4 = getelementptr i8, i8* %scevgep224.4, i64 -8
  %scevgep227.4 = getelementptr i8, i8* %scevgep225.4, i64 %lsr.iv.next.3
  %105 = bitcast i8* %scevgep227.4 to i64*
  %.333.unpack.us.4.4 = load i64, i64* %105, align 8
  %scevgep229.4 = getelementptr i8, i8* %scevgep224.4, i64 %lsr.iv.next.3
  %scevgep229230.4 = bitcast i8* %scevgep229.4 to i64*
  %.333.unpack118.us.4.4 = load i64, i64* %scevgep229230.4, align 8
  %.6.i16120.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.4, i64 2, i32 2
  %scevgep236.4 = getelementptr i8, i8* %scevgep235.4, i64 %lsr.iv192
  %scevgep237.4 = getelementptr i8, i8* %scevgep236.4, i64 -8
  %scevgep239.4 = getelementptr i8, i8* %scevgep237.4, i64 %lsr.iv.next.3
  %106 = bitcast i8* %scevgep239.4 to i64*
  store i64 %.333.unpack.us.4.4, i64* %106, align 8
  %scevgep233.4 = getelementptr i8, i8* %scevgep236.4, i64 %lsr.iv.next.3
  %scevgep233234.4 = bitcast i8* %scevgep233.4 to i64*
  store i64 %.333.unpack118.us.4.4, i64* %scevgep233234.4, align 8
  %.6.i20116.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.4, i64 2, i32 3, i64 0
  %uglygep206.4 = bitcast i64* %uglygep20614.4 to i8*
  %scevgep208.4 = getelementptr i8, i8* %uglygep206.4, i64 %lsr.iv.next.3
  %107 = bitcast i8* %scevgep208.4 to i64*
  %.333.unpack.us.5.4 = load i64, i64* %107, align 8
  %scevgep209.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.4, i64 2, i32 3, i64 1
  %scevgep209210.4 = bitcast i64* %scevgep209.4 to i8*
  %uglygep211.4 = getelementptr i8, i8* %scevgep209210.4, i64 %lsr.iv.next.3
  %uglygep211212.4 = bitcast i8* %uglygep211.4 to i64*
  %.333.unpack118.us.5.4 = load i64, i64* %uglygep211212.4, align 8
  %.6.i16120.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.4, i64 2, i32 3, i64 1
  %scevgep218219.4 = bitcast i64* %scevgep218.4 to i8*
  %uglygep220.4 = getelementptr i8, i8* %scevgep218219.4, i64 %lsr.iv192
  %scevgep221.4 = getelementptr i8, i8* %uglygep220.4, i64 -8
  %scevgep223.4 = getelementptr i8, i8* %scevgep221.4, i64 %lsr.iv.next.3
  %108 = bitcast i8* %scevgep223.4 to i64*
  store i64 %.333.unpack.us.5.4, i64* %108, align 8
  %scevgep216.4 = getelementptr i8, i8* %uglygep220.4, i64 %lsr.iv.next.3
  %scevgep216217.4 = bitcast i8* %scevgep216.4 to i64*
  store i64 %.333.unpack118.us.5.4, i64* %scevgep216217.4, align 8
  %.6.i20116.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.4, i64 3, i32 1
  %uglygep15.4 = getelementptr i64, i64* %scevgep.4, i64 -1
  %uglygep.4 = bitcast i64* %uglygep15.4 to i8*
  %scevgep186.4 = getelementptr i8, i8* %uglygep.4, i64 %lsr.iv.next.3
  %109 = bitcast i8* %scevgep186.4 to i64*
  %.333.unpack.us.6.4 = load i64, i64* %109, align 8
  %scevgep187188.4 = bitcast i64* %scevgep.4 to i8*
  %uglygep189.4 = getelementptr i8, i8* %scevgep187188.4, i64 %lsr.iv.next.3
  %uglygep189190.4 = bitcast i8* %uglygep189.4 to i64*
  %.333.unpack118.us.6.4 = load i64, i64* %uglygep189190.4, align 8
  %.6.i16120.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.4, i64 3, i32 1
  %scevgep198199.4 = bitcast i64* %scevgep198.4 to i8*
  %uglygep200.4 = getelementptr i8, i8* %scevgep198199.4, i64 %lsr.iv192
  %scevgep201.4 = getelementptr i8, i8* %uglygep200.4, i64 -8
  %scevgep203.4 = getelementptr i8, i8* %scevgep201.4, i64 %lsr.iv.next.3
  %110 = bitcast i8* %scevgep203.4 to i64*
  store i64 %.333.unpack.us.6.4, i64* %110, align 8
  %scevgep196.4 = getelementptr i8, i8* %uglygep200.4, i64 %lsr.iv.next.3
  %scevgep196197.4 = bitcast i8* %scevgep196.4 to i64*
  store i64 %.333.unpack118.us.6.4, i64* %scevgep196197.4, align 8
  %.6.i20116.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.4, i64 3, i32 3, i64 -1
  %uglygep302.4 = bitcast i64* %uglygep30216.4 to i8*
  %scevgep304.4 = getelementptr i8, i8* %uglygep302.4, i64 %lsr.iv.next.3
  %111 = bitcast i8* %scevgep304.4 to i64*
  %.333.unpack.us.7.4 = load i64, i64* %111, align 8
  %scevgep305.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.4, i64 3, i32 3, i64 0
  %scevgep305306.4 = bitcast i64* %scevgep305.4 to i8*
  %uglygep307.4 = getelementptr i8, i8* %scevgep305306.4, i64 %lsr.iv.next.3
  %uglygep307308.4 = bitcast i8* %uglygep307.4 to i64*
  %.333.unpack118.us.7.4 = load i64, i64* %uglygep307308.4, align 8
  %.6.i16120.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.4, i64 3, i32 3, i64 0
  %scevgep314315.4 = bitcast i64* %scevgep314.4 to i8*
  %uglygep316.4 = getelementptr i8, i8* %scevgep314315.4, i64 %lsr.iv192
  %scevgep317.4 = getelementptr i8, i8* %uglygep316.4, i64 -8
  %scevgep319.4 = getelementptr i8, i8* %scevgep317.4, i64 %lsr.iv.next.3
  %112 = bitcast i8* %scevgep319.4 to i64*
  store i64 %.333.unpack.us.7.4, i64* %112, align 8
  %scevgep312.4 = getelementptr i8, i8* %uglygep316.4, i64 %lsr.iv.next.3
  %scevgep312313.4 = bitcast i8* %scevgep312.4 to i64*
  store i64 %.333.unpack118.us.7.4, i64* %scevgep312313.4, align 8
  %lsr.iv.next.4 = or i64 %lsr.iv, 640
  %.6.i20116.us.575 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.575, i64 0, i32 3, i64 0
  %uglygep337.5 = bitcast i64* %uglygep33711.5 to i8*
  %scevgep339.5 = getelementptr i8, i8* %uglygep337.5, i64 %lsr.iv.next.4
  %113 = bitcast i8* %scevgep339.5 to i64*
  %.333.unpack.us.576 = load i64, i64* %113, align 8
  %scevgep331.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.575, i64 0, i32 3, i64 1
  %scevgep331332.5 = bitcast i64* %scevgep331.5 to i8*
  %uglygep333.5 = getelementptr i8, i8* %scevgep331332.5, i64 %lsr.iv.next.4
  %uglygep333334.5 = bitcast i8* %uglygep333.5 to i64*
  %.333.unpack118.us.577 = load i64, i64* %uglygep333334.5, align 8
  %.6.i16120.us.578 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.578, i64 0, i32 3, i64 1
  %scevgep325326.5 = bitcast i64* %scevgep325.5 to i8*
  %uglygep327.5 = getelementptr i8, i8* %scevgep325326.5, i64 %lsr.iv192
  %scevgep328.5 = getelementptr i8, i8* %uglygep327.5, i64 -8
  %scevgep330.5 = getelementptr i8, i8* %scevgep328.5, i64 %lsr.iv.next.4
  %114 = bitcast i8* %scevgep330.5 to i64*
  store i64 %.333.unpack.us.576, i64* %114, align 8
  %scevgep323.5 = getelementptr i8, i8* %uglygep327.5, i64 %lsr.iv.next.4
  %scevgep323324.5 = bitcast i8* %scevgep323.5 to i64*
  store i64 %.333.unpack118.us.577, i64* %scevgep323324.5, align 8
  %.6.i20116.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.5, i64 1, i32 1
  %uglygep28212.5 = getelementptr i64, i64* %scevgep280.5, i64 -1
  %uglygep282.5 = bitcast i64* %uglygep28212.5 to i8*
  %scevgep284.5 = getelementptr i8, i8* %uglygep282.5, i64 %lsr.iv.next.4
  %115 = bitcast i8* %scevgep284.5 to i64*
  %.333.unpack.us.1.5 = load i64, i64* %115, align 8
  %scevgep285286.5 = bitcast i64* %scevgep280.5 to i8*
  %uglygep287.5 = getelementptr i8, i8* %scevgep285286.5, i64 %lsr.iv.next.4
  %uglygep287288.5 = bitcast i8* %uglygep287.5 to i64*
  %.333.unpack118.us.1.5 = load i64, i64* %uglygep287288.5, align 8
  %.6.i16120.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.5, i64 1, i32 1
  %scevgep294295.5 = bitcast i64* %scevgep294.5 to i8*
  %uglygep296.5 = getelementptr i8, i8* %scevgep294295.5, i64 %lsr.iv192
  %scevgep297.5 = getelementptr i8, i8* %uglygep296.5, i64 -8
  %scevgep299.5 = getelementptr i8, i8* %scevgep297.5, i64 %lsr.iv.next.4
  %116 = bitcast i8* %scevgep299.5 to i64*
  store i64 %.333.unpack.us.1.5, i64* %116, align 8
  %scevgep292.5 = getelementptr i8, i8* %uglygep296.5, i64 %lsr.iv.next.4
  %scevgep292293.5 = bitcast i8* %scevgep292.5 to i64*
  store i64 %.333.unpack118.us.1.5, i64* %scevgep292293.5, align 8
  %.6.i20116.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.5, i64 1, i32 3, i64 -1
  %uglygep262.5 = bitcast i64* %uglygep26213.5 to i8*
  %scevgep264.5 = getelementptr i8, i8* %uglygep262.5, i64 %lsr.iv.next.4
  %117 = bitcast i8* %scevgep264.5 to i64*
  %.333.unpack.us.2.5 = load i64, i64* %117, align 8
  %scevgep265.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.5, i64 1, i32 3, i64 0
  %scevgep265266.5 = bitcast i64* %scevgep265.5 to i8*
  %uglygep267.5 = getelementptr i8, i8* %scevgep265266.5, i64 %lsr.iv.next.4
  %uglygep267268.5 = bitcast i8* %uglygep267.5 to i64*
  %.333.unpack118.us.2.5 = load i64, i64* %uglygep267268.5, align 8
  %.6.i16120.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.5, i64 1, i32 3, i64 0
  %scevgep274275.5 = bitcast i64* %scevgep274.5 to i8*
  %uglygep276.5 = getelementptr i8, i8* %scevgep274275.5, i64 %lsr.iv192
  %scevgep277.5 = getelementptr i8, i8* %uglygep276.5, i64 -8
  %scevgep279.5 = getelementptr i8, i8* %scevgep277.5, i64 %lsr.iv.next.4
  %118 = bitcast i8* %scevgep279.5 to i64*
  store i64 %.333.unpack.us.2.5, i64* %118, align 8
  %scevgep272.5 = getelementptr i8, i8* %uglygep276.5, i64 %lsr.iv.next.4
  %scevgep272273.5 = bitcast i8* %scevgep272.5 to i64*
  store i64 %.333.unpack118.us.2.5, i64* %scevgep272273.5, align 8
  %.6.i20116.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.5, i64 1, i32 3, i64 1
  %119 = bitcast i64* %uglygep242.5 to i8*
  %scevgep244.5 = getelementptr i8, i8* %119, i64 %lsr.iv.next.4
  %120 = bitcast i8* %scevgep244.5 to i64*
  %.333.unpack.us.3.5 = load i64, i64* %120, align 8
  %scevgep245.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.5, i64 2
  %scevgep245246.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.5 to i8*
  %uglygep247.5 = getelementptr i8, i8* %scevgep245246.5, i64 %lsr.iv.next.4
  %uglygep247248.5 = bitcast i8* %uglygep247.5 to i64*
  %.333.unpack118.us.3.5 = load i64, i64* %uglygep247248.5, align 8
  %.6.i16120.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.5, i64 2
  %scevgep254255.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.5 to i8*
  %uglygep256.5 = getelementptr i8, i8* %scevgep254255.5, i64 %lsr.iv192
  %scevgep257.5 = getelementptr i8, i8* %uglygep256.5, i64 -8
  %scevgep259.5 = getelementptr i8, i8* %scevgep257.5, i64 %lsr.iv.next.4
  %121 = bitcast i8* %scevgep259.5 to i64*
  store i64 %.333.unpack.us.3.5, i64* %121, align 8
  %scevgep252.5 = getelementptr i8, i8* %uglygep256.5, i64 %lsr.iv.next.4
  %scevgep252253.5 = bitcast i8* %scevgep252.5 to i64*
  store i64 %.333.unpack118.us.3.5, i64* %scevgep252253.5, align 8
  %.6.i20116.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.5, i64 2, i32 2
  %scevgep225.5 = getelementptr i8, i8* %scevgep224.5, i64 -8
  %scevgep227.5 = getelementptr i8, i8* %scevgep225.5, i64 %lsr.iv.next.4
  %122 = bitcast i8* %scevgep227.5 to i64*
  %.333.unpack.us.4.5 = load i64, i64* %122, align 8
  %scevgep229.5 = getelementptr i8, i8* %scevgep224.5, i64 %lsr.iv.next.4
  %scevgep229230.5 = bitcast i8* %scevgep229.5 to i64*
  %.333.unpack118.us.4.5 = load i64, i64* %scevgep229230.5, align 8
  %.6.i16120.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.5, i64 2, i32 2
  %scevgep236.5 = getelementptr i8, i8* %scevgep235.5, i64 %lsr.iv192
  %scevgep237.5 = getelementptr i8, i8* %scevgep236.5, i64 -8
  %scevgep239.5 = getelementptr i8, i8* %scevgep237.5, i64 %lsr.iv.next.4
  %123 = bitcast i8* %scevgep239.5 to i64*
  store i64 %.333.unpack.us.4.5, i64* %123, align 8
  %scevgep233.5 = getelementptr i8, i8* %scevgep236.5, i64 %lsr.iv.next.4
  %scevgep233234.5 = bitcast i8* %scevgep233.5 to i64*
  store i64 %.333.unpack118.us.4.5, i64* %scevgep233234.5, align 8
  %.6.i20116.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.5, i64 2, i32 3, i64 0
  %uglygep206.5 = bitcast i64* %uglygep20614.5 to i8*
  %scevgep208.5 = getelementptr i8, i8* %uglygep206.5, i64 %lsr.iv.next.4
  %124 = bitcast i8* %scevgep208.5 to i64*
  %.333.unpack.us.5.5 = load i64, i64* %124, align 8
  %scevgep209.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.5, i64 2, i32 3, i64 1
  %scevgep209210.5 = bitcast i64* %scevgep209.5 to i8*
  %uglygep211.5 = getelementptr i8, i8* %scevgep209210.5, i64 %lsr.iv.next.4
  %uglygep211212.5 = bitcast i8* %uglygep211.5 to i64*
  %.333.unpack118.us.5.5 = load i64, i64* %uglygep211212.5, align 8
  %.6.i16120.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.5, i64 2, i32 3, i64 1
  %scevgep218219.5 = bitcast i64* %scevgep218.5 to i8*
  %uglygep220.5 = getelementptr i8, i8* %scevgep218219.5, i64 %lsr.iv192
  %scevgep221.5 = getelementptr i8, i8* %uglygep220.5, i64 -8
  %scevgep223.5 = getelementptr i8, i8* %scevgep221.5, i64 %lsr.iv.next.4
  %125 = bitcast i8* %scevgep223.5 to i64*
  store i64 %.333.unpack.us.5.5, i64* %125, align 8
  %scevgep216.5 = getelementptr i8, i8* %uglygep220.5, i64 %lsr.iv.next.4
  %scevgep216217.5 = bitcast i8* %scevgep216.5 to i64*
  store i64 %.333.unpack118.us.5.5, i64* %scevgep216217.5, align 8
  %.6.i20116.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.5, i64 3, i32 1
  %uglygep15.5 = getelementptr i64, i64* %scevgep.5, i64 -1
  %uglygep.5 = bitcast i64* %uglygep15.5 to i8*
  %scevgep186.5 = getelementptr i8, i8* %uglygep.5, i64 %lsr.iv.next.4
  %126 = bitcast i8* %scevgep186.5 to i64*
  %.333.unpack.us.6.5 = load i64, i64* %126, align 8
  %scevgep187188.5 = bitcast i64* %scevgep.5 to i8*
  %uglygep189.5 = getelementptr i8, i8* %scevgep187188.5, i64 %lsr.iv.next.4
  %uglygep189190.5 = bitcast i8* %uglygep189.5 to i64*
  %.333.unpack118.us.6.5 = load i64, i64* %uglygep189190.5, align 8
  %.6.i16120.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.5, i64 3, i32 1
  %scevgep198199.5 = bitcast i64* %scevgep198.5 to i8*
  %uglygep200.5 = getelementptr i8, i8* %scevgep198199.5, i64 %lsr.iv192
  %scevgep201.5 = getelementptr i8, i8* %uglygep200.5, i64 -8
  %scevgep203.5 = getelementptr i8, i8* %scevgep201.5, i64 %lsr.iv.next.4
  %127 = bitcast i8* %scevgep203.5 to i64*
  store i64 %.333.unpack.us.6.5, i64* %127, align 8
  %scevgep196.5 = getelementptr i8, i8* %uglygep200.5, i64 %lsr.iv.next.4
  %scevgep196197.5 = bitcast i8* %scevgep196.5 to i64*
  store i64 %.333.unpack118.us.6.5, i64* %scevgep196197.5, align 8
  %.6.i20116.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.5, i64 3, i32 3, i64 -1
  %uglygep302.5 = bitcast i64* %uglygep30216.5 to i8*
  %scevgep304.5 = getelementptr i8, i8* %uglygep302.5, i64 %lsr.iv.next.4
  %128 = bitcast i8* %scevgep304.5 to i64*
  %.333.unpack.us.7.5 = load i64, i64* %128, align 8
  %scevgep305.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.5, i64 3, i32 3, i64 0
  %scevgep305306.5 = bitcast i64* %scevgep305.5 to i8*
  %uglygep307.5 = getelementptr i8, i8* %scevgep305306.5, i64 %lsr.iv.next.4
  %uglygep307308.5 = bitcast i8* %uglygep307.5 to i64*
  %.333.unpack118.us.7.5 = load i64, i64* %uglygep307308.5, align 8
  %.6.i16120.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.5, i64 3, i32 3, i64 0
  %scevgep314315.5 = bitcast i64* %scevgep314.5 to i8*
  %uglygep316.5 = getelementptr i8, i8* %scevgep314315.5, i64 %lsr.iv192
  %scevgep317.5 = getelementptr i8, i8* %uglygep316.5, i64 -8
  %scevgep319.5 = getelementptr i8, i8* %scevgep317.5, i64 %lsr.iv.next.4
  %129 = bitcast i8* %scevgep319.5 to i64*
  store i64 %.333.unpack.us.7.5, i64* %129, align 8
  %scevgep312.5 = getelementptr i8, i8* %uglygep316.5, i64 %lsr.iv.next.4
  %scevgep312313.5 = bitcast i8* %scevgep312.5 to i64*
  store i64 %.333.unpack118.us.7.5, i64* %scevgep312313.5, align 8
  %lsr.iv.next.5 = or i64 %lsr.iv, 768
  %.6.i20116.us.679 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.679, i64 0, i32 3, i64 0
  %uglygep337.6 = bitcast i64* %uglygep33711.6 to i8*
  %scevgep339.6 = getelementptr i8, i8* %uglygep337.6, i64 %lsr.iv.next.5
  %130 = bitcast i8* %scevgep339.6 to i64*
  %.333.unpack.us.680 = load i64, i64* %130, align 8
  %scevgep331.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.679, i64 0, i32 3, i64 1
  %scevgep331332.6 = bitcast i64* %scevgep331.6 to i8*
  %uglygep333.6 = getelementptr i8, i8* %scevgep331332.6, i64 %lsr.iv.next.5
  %uglygep333334.6 = bitcast i8* %uglygep333.6 to i64*
  %.333.unpack118.us.681 = load i64, i64* %uglygep333334.6, align 8
  %.6.i16120.us.682 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.682, i64 0, i32 3, i64 1
  %scevgep325326.6 = bitcast i64* %scevgep325.6 to i8*
  %uglygep327.6 = getelementptr i8, i8* %scevgep325326.6, i64 %lsr.iv192
  %scevgep328.6 = getelementptr i8, i8* %uglygep327.6, i64 -8
  %scevgep330.6 = getelementptr i8, i8* %scevgep328.6, i64 %lsr.iv.next.5
  %131 = bitcast i8* %scevgep330.6 to i64*
  store i64 %.333.unpack.us.680, i64* %131, align 8
  %scevgep323.6 = getelementptr i8, i8* %uglygep327.6, i64 %lsr.iv.next.5
  %scevgep323324.6 = bitcast i8* %scevgep323.6 to i64*
  store i64 %.333.unpack118.us.681, i64* %scevgep323324.6, align 8
  %.6.i20116.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.6, i64 1, i32 1
  %uglygep28212.6 = getelementptr i64, i64* %scevgep280.6, i64 -1
  %uglygep282.6 = bitcast i64* %uglygep28212.6 to i8*
  %scevgep284.6 = getelementptr i8, i8* %uglygep282.6, i64 %lsr.iv.next.5
  %132 = bitcast i8* %scevgep284.6 to i64*
  %.333.unpack.us.1.6 = load i64, i64* %132, align 8
  %scevgep285286.6 = bitcast i64* %scevgep280.6 to i8*
  %uglygep287.6 = getelementptr i8, i8* %scevgep285286.6, i64 %lsr.iv.next.5
  %uglygep287288.6 = bitcast i8* %uglygep287.6 to i64*
  %.333.unpack118.us.1.6 = load i64, i64* %uglygep287288.6, align 8
  %.6.i16120.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.6, i64 1, i32 1
  %scevgep294295.6 = bitcast i64* %scevgep294.6 to i8*
  %uglygep296.6 = getelementptr i8, i8* %scevgep294295.6, i64 %lsr.iv192
  %scevgep297.6 = getelementptr i8, i8* %uglygep296.6, i64 -8
  %scevgep299.6 = getelementptr i8, i8* %scevgep297.6, i64 %lsr.iv.next.5
  %133 = bitcast i8* %scevgep299.6 to i64*
  store i64 %.333.unpack.us.1.6, i64* %133, align 8
  %scevgep292.6 = getelementptr i8, i8* %uglygep296.6, i64 %lsr.iv.next.5
  %scevgep292293.6 = bitcast i8* %scevgep292.6 to i64*
  store i64 %.333.unpack118.us.1.6, i64* %scevgep292293.6, align 8
  %.6.i20116.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.6, i64 1, i32 3, i64 -1
  %uglygep262.6 = bitcast i64* %uglygep26213.6 to i8*
  %scevgep264.6 = getelementptr i8, i8* %uglygep262.6, i64 %lsr.iv.next.5
  %134 = bitcast i8* %scevgep264.6 to i64*
  %.333.unpack.us.2.6 = load i64, i64* %134, align 8
  %scevgep265.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.6, i64 1, i32 3, i64 0
  %scevgep265266.6 = bitcast i64* %scevgep265.6 to i8*
  %uglygep267.6 = getelementptr i8, i8* %scevgep265266.6, i64 %lsr.iv.next.5
  %uglygep267268.6 = bitcast i8* %uglygep267.6 to i64*
  %.333.unpack118.us.2.6 = load i64, i64* %uglygep267268.6, align 8
  %.6.i16120.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.6, i64 1, i32 3, i64 0
  %scevgep274275.6 = bitcast i64* %scevgep274.6 to i8*
  %uglygep276.6 = getelementptr i8, i8* %scevgep274275.6, i64 %lsr.iv192
  %scevgep277.6 = getelementptr i8, i8* %uglygep276.6, i64 -8
  %scevgep279.6 = getelementptr i8, i8* %scevgep277.6, i64 %lsr.iv.next.5
  %135 = bitcast i8* %scevgep279.6 to i64*
  store i64 %.333.unpack.us.2.6, i64* %135, align 8
  %scevgep272.6 = getelementptr i8, i8* %uglygep276.6, i64 %lsr.iv.next.5
  %scevgep272273.6 = bitcast i8* %scevgep272.6 to i64*
  store i64 %.333.unpack118.us.2.6, i64* %scevgep272273.6, align 8
  %.6.i20116.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.6, i64 1, i32 3, i64 1
  %136 = bitcast i64* %uglygep242.6 to i8*
  %scevgep244.6 = getelementptr i8, i8* %136, i64 %lsr.iv.next.5
  %137 = bitcast i8* %scevgep244.6 to i64*
  %.333.unpack.us.3.6 = load i64, i64* %137, align 8
  %scevgep245.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.6, i64 2
  %scevgep245246.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.6 to i8*
  %uglygep247.6 = getelementptr i8, i8* %scevgep245246.6, i64 %lsr.iv.next.5
  %uglygep247248.6 = bitcast i8* %uglygep247.6 to i64*
  %.333.unpack118.us.3.6 = load i64, i64* %uglygep247248.6, align 8
  %.6.i16120.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.6, i64 2
  %scevgep254255.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.6 to i8*
  %uglygep256.6 = getelementptr i8, i8* %scevgep254255.6, i64 %lsr.iv192
  %scevgep257.6 = getelementptr i8, i8* %uglygep256.6, i64 -8
  %scevgep259.6 = getelementptr i8, i8* %scevgep257.6, i64 %lsr.iv.next.5
  %138 = bitcast i8* %scevgep259.6 to i64*
  store i64 %.333.unpack.us.3.6, i64* %138, align 8
  %scevgep252.6 = getelementptr i8, i8* %uglygep256.6, i64 %lsr.iv.next.5
  %scevgep252253.6 = bitcast i8* %scevgep252.6 to i64*
  store i64 %.333.unpack118.us.3.6, i64* %scevgep252253.6, align 8
  %.6.i20116.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.6, i64 2, i32 2
  %scevgep225.6 = getelementptr i8, i8* %scevgep224.6, i64 -8
  %scevgep227.6 = getelementptr i8, i8* %scevgep225.6, i64 %lsr.iv.next.5
  %139 = bitcast i8* %scevgep227.6 to i64*
  %.333.unpack.us.4.6 = load i64, i64* %139, align 8
  %scevgep229.6 = getelementptr i8, i8* %scevgep224.6, i64 %lsr.iv.next.5
  %scevgep229230.6 = bitcast i8* %scevgep229.6 to i64*
  %.333.unpack118.us.4.6 = load i64, i64* %scevgep229230.6, align 8
  %.6.i16120.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.6, i64 2, i32 2
  %scevgep236.6 = getelementptr i8, i8* %scevgep235.6, i64 %lsr.iv192
  %scevgep237.6 = getelementptr i8, i8* %scevgep236.6, i64 -8
  %scevgep239.6 = getelementptr i8, i8* %scevgep237.6, i64 %lsr.iv.next.5
  %140 = bitcast i8* %scevgep239.6 to i64*
  store i64 %.333.unpack.us.4.6, i64* %140, align 8
  %scevgep233.6 = getelementptr i8, i8* %scevgep236.6, i64 %lsr.iv.next.5
  %scevgep233234.6 = bitcast i8* %scevgep233.6 to i64*
  store i64 %.333.unpack118.us.4.6, i64* %scevgep233234.6, align 8
  %.6.i20116.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.6, i64 2, i32 3, i64 0
  %uglygep206.6 = bitcast i64* %uglygep20614.6 to i8*
  %scevgep208.6 = getelementptr i8, i8* %uglygep206.6, i64 %lsr.iv.next.5
  %141 = bitcast i8* %scevgep208.6 to i64*
  %.333.unpack.us.5.6 = load i64, i64* %141, align 8
  %scevgep209.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.6, i64 2, i32 3, i64 1
  %scevgep209210.6 = bitcast i64* %scevgep209.6 to i8*
  %uglygep211.6 = getelementptr i8, i8* %scevgep209210.6, i64 %lsr.iv.next.5
  %uglygep211212.6 = bitcast i8* %uglygep211.6 to i64*
  %.333.unpack118.us.5.6 = load i64, i64* %uglygep211212.6, align 8
  %.6.i16120.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.6, i64 2, i32 3, i64 1
  %scevgep218219.6 = bitcast i64* %scevgep218.6 to i8*
  %uglygep220.6 = getelementptr i8, i8* %scevgep218219.6, i64 %lsr.iv192
  %scevgep221.6 = getelementptr i8, i8* %uglygep220.6, i64 -8
  %scevgep223.6 = getelementptr i8, i8* %scevgep221.6, i64 %lsr.iv.next.5
  %142 = bitcast i8* %scevgep223.6 to i64*
  store i64 %.333.unpack.us.5.6, i64* %142, align 8
  %scevgep216.6 = getelementptr i8, i8* %uglygep220.6, i64 %lsr.iv.next.5
  %scevgep216217.6 = bitcast i8* %scevgep216.6 to i64*
  store i64 %.333.unpack118.us.5.6, i64* %scevgep216217.6, align 8
  %.6.i20116.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.6, i64 3, i32 1
  %uglygep15.6 = getelementptr i64, i64* %scevgep.6, i64 -1
  %uglygep.6 = bitcast i64* %uglygep15.6 to i8*
  %scevgep186.6 = getelementptr i8, i8* %uglygep.6, i64 %lsr.iv.next.5
  %143 = bitcast i8* %scevgep186.6 to i64*
  %.333.unpack.us.6.6 = load i64, i64* %143, align 8
  %scevgep187188.6 = bitcast i64* %scevgep.6 to i8*
  %uglygep189.6 = getelementptr i8, i8* %scevgep187188.6, i64 %lsr.iv.next.5
  %uglygep189190.6 = bitcast i8* %uglygep189.6 to i64*
  %.333.unpack118.us.6.6 = load i64, i64* %uglygep189190.6, align 8
  %.6.i16120.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.6, i64 3, i32 1
  %scevgep198199.6 = bitcast i64* %scevgep198.6 to i8*
  %uglygep200.6 = getelementptr i8, i8* %scevgep198199.6, i64 %lsr.iv192
  %scevgep201.6 = getelementptr i8, i8* %uglygep200.6, i64 -8
  %scevgep203.6 = getelementptr i8, i8* %scevgep201.6, i64 %lsr.iv.next.5
  %144 = bitcast i8* %scevgep203.6 to i64*
  store i64 %.333.unpack.us.6.6, i64* %144, align 8
  %scevgep196.6 = getelementptr i8, i8* %uglygep200.6, i64 %lsr.iv.next.5
  %scevgep196197.6 = bitcast i8* %scevgep196.6 to i64*
  store i64 %.333.unpack118.us.6.6, i64* %scevgep196197.6, align 8
  %.6.i20116.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.6, i64 3, i32 3, i64 -1
  %uglygep302.6 = bitcast i64* %uglygep30216.6 to i8*
  %scevgep304.6 = getelementptr i8, i8* %uglygep302.6, i64 %lsr.iv.next.5
  %145 = bitcast i8* %scevgep304.6 to i64*
  %.333.unpack.us.7.6 = load i64, i64* %145, align 8
  %scevgep305.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.6, i64 3, i32 3, i64 0
  %scevgep305306.6 = bitcast i64* %scevgep305.6 to i8*
  %uglygep307.6 = getelementptr i8, i8* %scevgep305306.6, i64 %lsr.iv.next.5
  %uglygep307308.6 = bitcast i8* %uglygep307.6 to i64*
  %.333.unpack118.us.7.6 = load i64, i64* %uglygep307308.6, align 8
  %.6.i16120.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.6, i64 3, i32 3, i64 0
  %scevgep314315.6 = bitcast i64* %scevgep314.6 to i8*
  %uglygep316.6 = getelementptr i8, i8* %scevgep314315.6, i64 %lsr.iv192
  %scevgep317.6 = getelementptr i8, i8* %uglygep316.6, i64 -8
  %scevgep319.6 = getelementptr i8, i8* %scevgep317.6, i64 %lsr.iv.next.5
  %146 = bitcast i8* %scevgep319.6 to i64*
  store i64 %.333.unpack.us.7.6, i64* %146, align 8
  %scevgep312.6 = getelementptr i8, i8* %uglygep316.6, i64 %lsr.iv.next.5
  %scevgep312313.6 = bitcast i8* %scevgep312.6 to i64*
  store i64 %.333.unpack118.us.7.6, i64* %scevgep312313.6, align 8
  %lsr.iv.next.6 = or i64 %lsr.iv, 896
  %.6.i20116.us.783 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep33711.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.783, i64 0, i32 3, i64 0
  %uglygep337.7 = bitcast i64* %uglygep33711.7 to i8*
  %scevgep339.7 = getelementptr i8, i8* %uglygep337.7, i64 %lsr.iv.next.6
  %147 = bitcast i8* %scevgep339.7 to i64*
  %.333.unpack.us.784 = load i64, i64* %147, align 8
  %scevgep331.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.783, i64 0, i32 3, i64 1
  %scevgep331332.7 = bitcast i64* %scevgep331.7 to i8*
  %uglygep333.7 = getelementptr i8, i8* %scevgep331332.7, i64 %lsr.iv.next.6
  %uglygep333334.7 = bitcast i8* %uglygep333.7 to i64*
  %.333.unpack118.us.785 = load i64, i64* %uglygep333334.7, align 8
  %.6.i16120.us.786 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep325.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.786, i64 0, i32 3, i64 1
  %scevgep325326.7 = bitcast i64* %scevgep325.7 to i8*
  %uglygep327.7 = getelementptr i8, i8* %scevgep325326.7, i64 %lsr.iv192
  %scevgep328.7 = getelementptr i8, i8* %uglygep327.7, i64 -8
  %scevgep330.7 = getelementptr i8, i8* %scevgep328.7, i64 %lsr.iv.next.6
  %148 = bitcast i8* %scevgep330.7 to i64*
  store i64 %.333.unpack.us.784, i64* %148, align 8
  %scevgep323.7 = getelementptr i8, i8* %uglygep327.7, i64 %lsr.iv.next.6
  %scevgep323324.7 = bitcast i8* %scevgep323.7 to i64*
  store i64 %.333.unpack118.us.785, i64* %scevgep323324.7, align 8
  %.6.i20116.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep280.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.7, i64 1, i32 1
  %uglygep28212.7 = getelementptr i64, i64* %scevgep280.7, i64 -1
  %uglygep282.7 = bitcast i64* %uglygep28212.7 to i8*
  %scevgep284.7 = getelementptr i8, i8* %uglygep282.7, i64 %lsr.iv.next.6
  %149 = bitcast i8* %scevgep284.7 to i64*
  %.333.unpack.us.1.7 = load i64, i64* %149, align 8
  %scevgep285286.7 = bitcast i64* %scevgep280.7 to i8*
  %uglygep287.7 = getelementptr i8, i8* %scevgep285286.7, i64 %lsr.iv.next.6
  %uglygep287288.7 = bitcast i8* %uglygep287.7 to i64*
  %.333.unpack118.us.1.7 = load i64, i64* %uglygep287288.7, align 8
  %.6.i16120.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep294.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.7, i64 1, i32 1
  %scevgep294295.7 = bitcast i64* %scevgep294.7 to i8*
  %uglygep296.7 = getelementptr i8, i8* %scevgep294295.7, i64 %lsr.iv192
  %scevgep297.7 = getelementptr i8, i8* %uglygep296.7, i64 -8
  %scevgep299.7 = getelementptr i8, i8* %scevgep297.7, i64 %lsr.iv.next.6
  %150 = bitcast i8* %scevgep299.7 to i64*
  store i64 %.333.unpack.us.1.7, i64* %150, align 8
  %scevgep292.7 = getelementptr i8, i8* %uglygep296.7, i64 %lsr.iv.next.6
  %scevgep292293.7 = bitcast i8* %scevgep292.7 to i64*
  store i64 %.333.unpack118.us.1.7, i64* %scevgep292293.7, align 8
  %.6.i20116.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep26213.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.7, i64 1, i32 3, i64 -1
  %uglygep262.7 = bitcast i64* %uglygep26213.7 to i8*
  %scevgep264.7 = getelementptr i8, i8* %uglygep262.7, i64 %lsr.iv.next.6
  %151 = bitcast i8* %scevgep264.7 to i64*
  %.333.unpack.us.2.7 = load i64, i64* %151, align 8
  %scevgep265.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.7, i64 1, i32 3, i64 0
  %scevgep265266.7 = bitcast i64* %scevgep265.7 to i8*
  %uglygep267.7 = getelementptr i8, i8* %scevgep265266.7, i64 %lsr.iv.next.6
  %uglygep267268.7 = bitcast i8* %uglygep267.7 to i64*
  %.333.unpack118.us.2.7 = load i64, i64* %uglygep267268.7, align 8
  %.6.i16120.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep274.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.7, i64 1, i32 3, i64 0
  %scevgep274275.7 = bitcast i64* %scevgep274.7 to i8*
  %uglygep276.7 = getelementptr i8, i8* %scevgep274275.7, i64 %lsr.iv192
  %scevgep277.7 = getelementptr i8, i8* %uglygep276.7, i64 -8
  %scevgep279.7 = getelementptr i8, i8* %scevgep277.7, i64 %lsr.iv.next.6
  %152 = bitcast i8* %scevgep279.7 to i64*
  store i64 %.333.unpack.us.2.7, i64* %152, align 8
  %scevgep272.7 = getelementptr i8, i8* %uglygep276.7, i64 %lsr.iv.next.6
  %scevgep272273.7 = bitcast i8* %scevgep272.7 to i64*
  store i64 %.333.unpack118.us.2.7, i64* %scevgep272273.7, align 8
  %.6.i20116.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep242.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.7, i64 1, i32 3, i64 1
  %153 = bitcast i64* %uglygep242.7 to i8*
  %scevgep244.7 = getelementptr i8, i8* %153, i64 %lsr.iv.next.6
  %154 = bitcast i8* %scevgep244.7 to i64*
  %.333.unpack.us.3.7 = load i64, i64* %154, align 8
  %scevgep245.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.7, i64 2
  %scevgep245246.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep245.7 to i8*
  %uglygep247.7 = getelementptr i8, i8* %scevgep245246.7, i64 %lsr.iv.next.6
  %uglygep247248.7 = bitcast i8* %uglygep247.7 to i64*
  %.333.unpack118.us.3.7 = load i64, i64* %uglygep247248.7, align 8
  %.6.i16120.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep254.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.7, i64 2
  %scevgep254255.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.7 to i8*
  %uglygep256.7 = getelementptr i8, i8* %scevgep254255.7, i64 %lsr.iv192
  %scevgep257.7 = getelementptr i8, i8* %uglygep256.7, i64 -8
  %scevgep259.7 = getelementptr i8, i8* %scevgep257.7, i64 %lsr.iv.next.6
  %155 = bitcast i8* %scevgep259.7 to i64*
  store i64 %.333.unpack.us.3.7, i64* %155, align 8
  %scevgep252.7 = getelementptr i8, i8* %uglygep256.7, i64 %lsr.iv.next.6
  %scevgep252253.7 = bitcast i8* %scevgep252.7 to i64*
  store i64 %.333.unpack118.us.3.7, i64* %scevgep252253.7, align 8
  %.6.i20116.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep224.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.7, i64 2, i32 2
  %scevgep225.7 = getelementptr i8, i8* %scevgep224.7, i64 -8
  %scevgep227.7 = getelementptr i8, i8* %scevgep225.7, i64 %lsr.iv.next.6
  %156 = bitcast i8* %scevgep227.7 to i64*
  %.333.unpack.us.4.7 = load i64, i64* %156, align 8
  %scevgep229.7 = getelementptr i8, i8* %scevgep224.7, i64 %lsr.iv.next.6
  %scevgep229230.7 = bitcast i8* %scevgep229.7 to i64*
  %.333.unpack118.us.4.7 = load i64, i64* %scevgep229230.7, align 8
  %.6.i16120.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep235.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.7, i64 2, i32 2
  %scevgep236.7 = getelementptr i8, i8* %scevgep235.7, i64 %lsr.iv192
  %scevgep237.7 = getelementptr i8, i8* %scevgep236.7, i64 -8
  %scevgep239.7 = getelementptr i8, i8* %scevgep237.7, i64 %lsr.iv.next.6
  %157 = bitcast i8* %scevgep239.7 to i64*
  store i64 %.333.unpack.us.4.7, i64* %157, align 8
  %scevgep233.7 = getelementptr i8, i8* %scevgep236.7, i64 %lsr.iv.next.6
  %scevgep233234.7 = bitcast i8* %scevgep233.7 to i64*
  store i64 %.333.unpack118.us.4.7, i64* %scevgep233234.7, align 8
  %.6.i20116.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep20614.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.7, i64 2, i32 3, i64 0
  %uglygep206.7 = bitcast i64* %uglygep20614.7 to i8*
  %scevgep208.7 = getelementptr i8, i8* %uglygep206.7, i64 %lsr.iv.next.6
  %158 = bitcast i8* %scevgep208.7 to i64*
  %.333.unpack.us.5.7 = load i64, i64* %158, align 8
  %scevgep209.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.7, i64 2, i32 3, i64 1
  %scevgep209210.7 = bitcast i64* %scevgep209.7 to i8*
  %uglygep211.7 = getelementptr i8, i8* %scevgep209210.7, i64 %lsr.iv.next.6
  %uglygep211212.7 = bitcast i8* %uglygep211.7 to i64*
  %.333.unpack118.us.5.7 = load i64, i64* %uglygep211212.7, align 8
  %.6.i16120.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep218.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.7, i64 2, i32 3, i64 1
  %scevgep218219.7 = bitcast i64* %scevgep218.7 to i8*
  %uglygep220.7 = getelementptr i8, i8* %scevgep218219.7, i64 %lsr.iv192
  %scevgep221.7 = getelementptr i8, i8* %uglygep220.7, i64 -8
  %scevgep223.7 = getelementptr i8, i8* %scevgep221.7, i64 %lsr.iv.next.6
  %159 = bitcast i8* %scevgep223.7 to i64*
  store i64 %.333.unpack.us.5.7, i64* %159, align 8
  %scevgep216.7 = getelementptr i8, i8* %uglygep220.7, i64 %lsr.iv.next.6
  %scevgep216217.7 = bitcast i8* %scevgep216.7 to i64*
  store i64 %.333.unpack118.us.5.7, i64* %scevgep216217.7, align 8
  %.6.i20116.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %scevgep.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.7, i64 3, i32 1
  %uglygep15.7 = getelementptr i64, i64* %scevgep.7, i64 -1
  %uglygep.7 = bitcast i64* %uglygep15.7 to i8*
  %scevgep186.7 = getelementptr i8, i8* %uglygep.7, i64 %lsr.iv.next.6
  %160 = bitcast i8* %scevgep186.7 to i64*
  %.333.unpack.us.6.7 = load i64, i64* %160, align 8
  %scevgep187188.7 = bitcast i64* %scevgep.7 to i8*
  %uglygep189.7 = getelementptr i8, i8* %scevgep187188.7, i64 %lsr.iv.next.6
  %uglygep189190.7 = bitcast i8* %uglygep189.7 to i64*
  %.333.unpack118.us.6.7 = load i64, i64* %uglygep189190.7, align 8
  %.6.i16120.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep198.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.7, i64 3, i32 1
  %scevgep198199.7 = bitcast i64* %scevgep198.7 to i8*
  %uglygep200.7 = getelementptr i8, i8* %scevgep198199.7, i64 %lsr.iv192
  %scevgep201.7 = getelementptr i8, i8* %uglygep200.7, i64 -8
  %scevgep203.7 = getelementptr i8, i8* %scevgep201.7, i64 %lsr.iv.next.6
  %161 = bitcast i8* %scevgep203.7 to i64*
  store i64 %.333.unpack.us.6.7, i64* %161, align 8
  %scevgep196.7 = getelementptr i8, i8* %uglygep200.7, i64 %lsr.iv.next.6
  %scevgep196197.7 = bitcast i8* %scevgep196.7 to i64*
  store i64 %.333.unpack118.us.6.7, i64* %scevgep196197.7, align 8
  %.6.i20116.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %27, align 8
  %uglygep30216.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.7, i64 3, i32 3, i64 -1
  %uglygep302.7 = bitcast i64* %uglygep30216.7 to i8*
  %scevgep304.7 = getelementptr i8, i8* %uglygep302.7, i64 %lsr.iv.next.6
  %162 = bitcast i8* %scevgep304.7 to i64*
  %.333.unpack.us.7.7 = load i64, i64* %162, align 8
  %scevgep305.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.7, i64 3, i32 3, i64 0
  %scevgep305306.7 = bitcast i64* %scevgep305.7 to i8*
  %uglygep307.7 = getelementptr i8, i8* %scevgep305306.7, i64 %lsr.iv.next.6
  %uglygep307308.7 = bitcast i8* %uglygep307.7 to i64*
  %.333.unpack118.us.7.7 = load i64, i64* %uglygep307308.7, align 8
  %.6.i16120.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %26, align 8
  %scevgep314.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.7, i64 3, i32 3, i64 0
  %scevgep314315.7 = bitcast i64* %scevgep314.7 to i8*
  %uglygep316.7 = getelementptr i8, i8* %scevgep314315.7, i64 %lsr.iv192
  %scevgep317.7 = getelementptr i8, i8* %uglygep316.7, i64 -8
  %scevgep319.7 = getelementptr i8, i8* %scevgep317.7, i64 %lsr.iv.next.6
  %163 = bitcast i8* %scevgep319.7 to i64*
  store i64 %.333.unpack.us.7.7, i64* %163, align 8
  %scevgep312.7 = getelementptr i8, i8* %uglygep316.7, i64 %lsr.iv.next.6
  %scevgep312313.7 = bitcast i8* %scevgep312.7 to i64*
  store i64 %.333.unpack118.us.7.7, i64* %scevgep312313.7, align 8
  %lsr.iv.next.7 = add i64 %lsr.iv, 1024
  %niter.next.7 = add nuw i64 %niter, 8
  %niter.ncmp.787 = icmp eq i64 %niter.next.7, %unroll_iter58
  br i1 %niter.ncmp.787, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa.unr-lcssa:        ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %lsr.iv.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %lsr.iv.next.7, %for.body.1.us ]
  %164 = icmp eq i64 %xtraiter54, 0
  br i1 %164, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil55.preheader

for.body.1.us.epil55.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %165 = add i64 %lsr.iv.unr, %lsr.iv192
  br label %for.body.1.us.epil55

for.body.1.us.epil55:                             ; preds = %for.body.1.us.epil55, %for.body.1.us.epil55.preheader
  %lsr.iv117 = phi i64 [ 0, %for.body.1.us.epil55.preheader ], [ %lsr.iv.next118, %for.body.1.us.epil55 ]
  %166 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %167 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20116.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep276 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.epil, i64 0, i32 3, i64 1
  %scevgep276277 = bitcast i64* %scevgep276 to i8*
  %uglygep278 = getelementptr i8, i8* %scevgep276277, i64 %lsr.iv.unr
  %scevgep282 = getelementptr i8, i8* %uglygep278, i64 %lsr.iv117
  %scevgep282283 = bitcast i8* %scevgep282 to i64*
  %scevgep285 = getelementptr i64, i64* %scevgep282283, i64 -1
  %.333.unpack.us.epil56 = load i64, i64* %scevgep285, align 8
  %scevgep286 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.epil, i64 0, i32 3, i64 1
  %scevgep286287 = bitcast i64* %scevgep286 to i8*
  %uglygep288 = getelementptr i8, i8* %scevgep286287, i64 %lsr.iv.unr
  %scevgep291 = getelementptr i8, i8* %uglygep288, i64 %lsr.iv117
  %scevgep291292 = bitcast i8* %scevgep291 to i64*
  %.333.unpack118.us.epil57 = load i64, i64* %scevgep291292, align 8
  %.6.i16120.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep258 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.epil, i64 0, i32 3, i64 1
  %scevgep258259 = bitcast i64* %scevgep258 to i8*
  %uglygep260 = getelementptr i8, i8* %scevgep258259, i64 %165
  %scevgep261 = getelementptr i8, i8* %uglygep260, i64 %lsr.iv117
  %scevgep261262 = bitcast i8* %scevgep261 to i64*
  %scevgep263 = getelementptr i64, i64* %scevgep261262, i64 -1
  store i64 %.333.unpack.us.epil56, i64* %scevgep263, align 8
  %scevgep267 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.epil, i64 0, i32 3, i64 1
  %scevgep267268 = bitcast i64* %scevgep267 to i8*
  %uglygep269 = getelementptr i8, i8* %scevgep267268, i64 %165
  %scevgep270 = getelementptr i8, i8* %uglygep269, i64 %lsr.iv117
  %scevgep270271 = bitcast i8* %scevgep270 to i64*
  store i64 %.333.unpack118.us.epil57, i64* %scevgep270271, align 8
  %.6.i20116.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep241 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.epil, i64 1, i32 1
  %scevgep241242 = bitcast i64* %scevgep241 to i8*
  %uglygep243 = getelementptr i8, i8* %scevgep241242, i64 %lsr.iv.unr
  %scevgep247 = getelementptr i8, i8* %uglygep243, i64 %lsr.iv117
  %scevgep247248 = bitcast i8* %scevgep247 to i64*
  %scevgep249 = getelementptr i64, i64* %scevgep247248, i64 -1
  %.333.unpack.us.1.epil = load i64, i64* %scevgep249, align 8
  %scevgep250 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.epil, i64 1, i32 1
  %scevgep250251 = bitcast i64* %scevgep250 to i8*
  %uglygep252 = getelementptr i8, i8* %scevgep250251, i64 %lsr.iv.unr
  %scevgep255 = getelementptr i8, i8* %uglygep252, i64 %lsr.iv117
  %scevgep255256 = bitcast i8* %scevgep255 to i64*
  %.333.unpack118.us.1.epil = load i64, i64* %scevgep255256, align 8
  %.6.i16120.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep219 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.epil, i64 1, i32 1
  %scevgep219220 = bitcast i64* %scevgep219 to i8*
  %uglygep221 = getelementptr i8, i8* %scevgep219220, i64 %165
  %scevgep222 = getelementptr i8, i8* %uglygep221, i64 %lsr.iv117
  %scevgep222223 = bitcast i8* %scevgep222 to i64*
  %scevgep226 = getelementptr i64, i64* %scevgep222223, i64 -1
  store i64 %.333.unpack.us.1.epil, i64* %scevgep226, align 8
  %scevgep231 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.epil, i64 1, i32 1
  %scevgep231232 = bitcast i64* %scevgep231 to i8*
  %uglygep233 = getelementptr i8, i8* %scevgep231232, i64 %165
  %scevgep234 = getelementptr i8, i8* %uglygep233, i64 %lsr.iv117
  %scevgep234235 = bitcast i8* %scevgep234 to i64*
  store i64 %.333.unpack118.us.1.epil, i64* %scevgep234235, align 8
  %.6.i20116.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep200 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.epil, i64 1, i32 3, i64 0
  %scevgep200201 = bitcast i64* %scevgep200 to i8*
  %uglygep202 = getelementptr i8, i8* %scevgep200201, i64 %lsr.iv.unr
  %scevgep205 = getelementptr i8, i8* %uglygep202, i64 %lsr.iv117
  %scevgep205206 = bitcast i8* %scevgep205 to i64*
  %scevgep207 = getelementptr i64, i64* %scevgep205206, i64 -1
  %.333.unpack.us.2.epil = load i64, i64* %scevgep207, align 8
  %scevgep211 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.epil, i64 1, i32 3, i64 0
  %scevgep211212 = bitcast i64* %scevgep211 to i8*
  %uglygep213 = getelementptr i8, i8* %scevgep211212, i64 %lsr.iv.unr
  %scevgep214 = getelementptr i8, i8* %uglygep213, i64 %lsr.iv117
  %scevgep214215 = bitcast i8* %scevgep214 to i64*
  %.333.unpack118.us.2.epil = load i64, i64* %scevgep214215, align 8
  %.6.i16120.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep184 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.epil, i64 1, i32 3, i64 0
  %scevgep184185 = bitcast i64* %scevgep184 to i8*
  %uglygep186 = getelementptr i8, i8* %scevgep184185, i64 %165
  %scevgep188 = getelementptr i8, i8* %uglygep186, i64 %lsr.iv117
  %scevgep188189 = bitcast i8* %scevgep188 to i64*
  %scevgep190 = getelementptr i64, i64* %scevgep188189, i64 -1
  store i64 %.333.unpack.us.2.epil, i64* %scevgep190, align 8
  %scevgep192 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.epil, i64 1, i32 3, i64 0
  %scevgep192193 = bitcast i64* %scevgep192 to i8*
  %uglygep194 = getelementptr i8, i8* %scevgep192193, i64 %165
  %scevgep195 = getelementptr i8, i8* %uglygep194, i64 %lsr.iv117
  %scevgep195196 = bitcast i8* %scevgep195 to i64*
  store i64 %.333.unpack118.us.2.epil, i64* %scevgep195196, align 8
  %.6.i20116.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep217 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.epil, i64 2
  %scevgep217218 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep217 to i8*
  %uglygep219 = getelementptr i8, i8* %scevgep217218, i64 %lsr.iv.unr
  %scevgep177 = getelementptr i8, i8* %uglygep219, i64 %lsr.iv117
  %scevgep177178 = bitcast i8* %scevgep177 to i64*
  %scevgep179 = getelementptr i64, i64* %scevgep177178, i64 -1
  %.333.unpack.us.3.epil = load i64, i64* %scevgep179, align 8
  %uglygep180 = getelementptr i8, i8* %scevgep217218, i64 %lsr.iv.unr
  %scevgep182 = getelementptr i8, i8* %uglygep180, i64 %lsr.iv117
  %scevgep182183 = bitcast i8* %scevgep182 to i64*
  %.333.unpack118.us.3.epil = load i64, i64* %scevgep182183, align 8
  %.6.i16120.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep254.epil = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.epil, i64 2
  %scevgep254255.epil = bitcast { i64, i64, i8, [2 x i64] }* %scevgep254.epil to i8*
  %uglygep207 = getelementptr i8, i8* %scevgep254255.epil, i64 %165
  %scevgep171 = getelementptr i8, i8* %uglygep207, i64 %lsr.iv117
  %scevgep171172 = bitcast i8* %scevgep171 to i64*
  %scevgep173 = getelementptr i64, i64* %scevgep171172, i64 -1
  store i64 %.333.unpack.us.3.epil, i64* %scevgep173, align 8
  %uglygep174 = getelementptr i8, i8* %scevgep254255.epil, i64 %165
  %scevgep175 = getelementptr i8, i8* %uglygep174, i64 %lsr.iv117
  %scevgep175176 = bitcast i8* %scevgep175 to i64*
  store i64 %.333.unpack118.us.3.epil, i64* %scevgep175176, align 8
  %.6.i20116.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep160 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.epil, i64 2, i32 2
  %scevgep162 = getelementptr i8, i8* %scevgep160, i64 %lsr.iv.unr
  %scevgep163 = getelementptr i8, i8* %scevgep162, i64 %lsr.iv117
  %scevgep163164 = bitcast i8* %scevgep163 to i64*
  %scevgep165 = getelementptr i64, i64* %scevgep163164, i64 -1
  %.333.unpack.us.4.epil = load i64, i64* %scevgep165, align 8
  %scevgep166 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.epil, i64 2, i32 2
  %scevgep168 = getelementptr i8, i8* %scevgep166, i64 %lsr.iv.unr
  %scevgep169 = getelementptr i8, i8* %scevgep168, i64 %lsr.iv117
  %scevgep169170 = bitcast i8* %scevgep169 to i64*
  %.333.unpack118.us.4.epil = load i64, i64* %scevgep169170, align 8
  %.6.i16120.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep149 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.epil, i64 2, i32 2
  %scevgep150 = getelementptr i8, i8* %scevgep149, i64 %165
  %scevgep151 = getelementptr i8, i8* %scevgep150, i64 %lsr.iv117
  %scevgep151152 = bitcast i8* %scevgep151 to i64*
  %scevgep153 = getelementptr i64, i64* %scevgep151152, i64 -1
  store i64 %.333.unpack.us.4.epil, i64* %scevgep153, align 8
  %scevgep155 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.epil, i64 2, i32 2
  %scevgep156 = getelementptr i8, i8* %scevgep155, i64 %165
  %scevgep158 = getelementptr i8, i8* %scevgep156, i64 %lsr.iv117
  %scevgep158159 = bitcast i8* %scevgep158 to i64*
  store i64 %.333.unpack118.us.4.epil, i64* %scevgep158159, align 8
  %.6.i20116.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep135 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.epil, i64 2, i32 3, i64 1
  %scevgep135136 = bitcast i64* %scevgep135 to i8*
  %uglygep137 = getelementptr i8, i8* %scevgep135136, i64 %lsr.iv.unr
  %scevgep138 = getelementptr i8, i8* %uglygep137, i64 %lsr.iv117
  %scevgep138139 = bitcast i8* %scevgep138 to i64*
  %scevgep140 = getelementptr i64, i64* %scevgep138139, i64 -1
  %.333.unpack.us.5.epil = load i64, i64* %scevgep140, align 8
  %scevgep142 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.epil, i64 2, i32 3, i64 1
  %scevgep142143 = bitcast i64* %scevgep142 to i8*
  %uglygep144 = getelementptr i8, i8* %scevgep142143, i64 %lsr.iv.unr
  %scevgep146 = getelementptr i8, i8* %uglygep144, i64 %lsr.iv117
  %scevgep146147 = bitcast i8* %scevgep146 to i64*
  %.333.unpack118.us.5.epil = load i64, i64* %scevgep146147, align 8
  %.6.i16120.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep122 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.epil, i64 2, i32 3, i64 1
  %scevgep122123 = bitcast i64* %scevgep122 to i8*
  %uglygep124 = getelementptr i8, i8* %scevgep122123, i64 %165
  %scevgep125 = getelementptr i8, i8* %uglygep124, i64 %lsr.iv117
  %scevgep125126 = bitcast i8* %scevgep125 to i64*
  %scevgep127 = getelementptr i64, i64* %scevgep125126, i64 -1
  store i64 %.333.unpack.us.5.epil, i64* %scevgep127, align 8
  %scevgep129 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.epil, i64 2, i32 3, i64 1
  %scevgep129130 = bitcast i64* %scevgep129 to i8*
  %uglygep131 = getelementptr i8, i8* %scevgep129130, i64 %165
  %scevgep133 = getelementptr i8, i8* %uglygep131, i64 %lsr.iv117
  %scevgep133134 = bitcast i8* %scevgep133 to i64*
  store i64 %.333.unpack118.us.5.epil, i64* %scevgep133134, align 8
  %.6.i20116.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep110 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.epil, i64 3, i32 1
  %scevgep110111 = bitcast i64* %scevgep110 to i8*
  %uglygep112 = getelementptr i8, i8* %scevgep110111, i64 %lsr.iv.unr
  %scevgep114 = getelementptr i8, i8* %uglygep112, i64 %lsr.iv117
  %scevgep114115 = bitcast i8* %scevgep114 to i64*
  %scevgep116 = getelementptr i64, i64* %scevgep114115, i64 -1
  %.333.unpack.us.6.epil = load i64, i64* %scevgep116, align 8
  %scevgep117 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.epil, i64 3, i32 1
  %scevgep117118 = bitcast i64* %scevgep117 to i8*
  %uglygep119 = getelementptr i8, i8* %scevgep117118, i64 %lsr.iv.unr
  %scevgep120 = getelementptr i8, i8* %uglygep119, i64 %lsr.iv117
  %scevgep120121 = bitcast i8* %scevgep120 to i64*
  %.333.unpack118.us.6.epil = load i64, i64* %scevgep120121, align 8
  %.6.i16120.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep97 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.epil, i64 3, i32 1
  %scevgep9798 = bitcast i64* %scevgep97 to i8*
  %uglygep99 = getelementptr i8, i8* %scevgep9798, i64 %165
  %scevgep101 = getelementptr i8, i8* %uglygep99, i64 %lsr.iv117
  %scevgep101102 = bitcast i8* %scevgep101 to i64*
  %scevgep103 = getelementptr i64, i64* %scevgep101102, i64 -1
  store i64 %.333.unpack.us.6.epil, i64* %scevgep103, align 8
  %scevgep105 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.epil, i64 3, i32 1
  %scevgep105106 = bitcast i64* %scevgep105 to i8*
  %uglygep107 = getelementptr i8, i8* %scevgep105106, i64 %165
  %scevgep108 = getelementptr i8, i8* %uglygep107, i64 %lsr.iv117
  %scevgep108109 = bitcast i8* %scevgep108 to i64*
  store i64 %.333.unpack118.us.6.epil, i64* %scevgep108109, align 8
  %.6.i20116.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %167, align 8
  %scevgep84 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.epil, i64 3, i32 3, i64 0
  %scevgep8485 = bitcast i64* %scevgep84 to i8*
  %uglygep86 = getelementptr i8, i8* %scevgep8485, i64 %lsr.iv.unr
  %scevgep88 = getelementptr i8, i8* %uglygep86, i64 %lsr.iv117
  %scevgep8889 = bitcast i8* %scevgep88 to i64*
  %scevgep90 = getelementptr i64, i64* %scevgep8889, i64 -1
  %.333.unpack.us.7.epil = load i64, i64* %scevgep90, align 8
  %scevgep92 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.epil, i64 3, i32 3, i64 0
  %scevgep9293 = bitcast i64* %scevgep92 to i8*
  %uglygep94 = getelementptr i8, i8* %scevgep9293, i64 %lsr.iv.unr
  %scevgep95 = getelementptr i8, i8* %uglygep94, i64 %lsr.iv117
  %scevgep9596 = bitcast i8* %scevgep95 to i64*
  %.333.unpack118.us.7.epil = load i64, i64* %scevgep9596, align 8
  %.6.i16120.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %166, align 8
  %scevgep72 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.epil, i64 3, i32 3, i64 0
  %scevgep7273 = bitcast i64* %scevgep72 to i8*
  %uglygep74 = getelementptr i8, i8* %scevgep7273, i64 %165
  %scevgep75 = getelementptr i8, i8* %uglygep74, i64 %lsr.iv117
  %scevgep7576 = bitcast i8* %scevgep75 to i64*
  %scevgep78 = getelementptr i64, i64* %scevgep7576, i64 -1
  store i64 %.333.unpack.us.7.epil, i64* %scevgep78, align 8
  %scevgep79 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.epil, i64 3, i32 3, i64 0
  %scevgep7980 = bitcast i64* %scevgep79 to i8*
  %uglygep81 = getelementptr i8, i8* %scevgep7980, i64 %165
  %scevgep82 = getelementptr i8, i8* %uglygep81, i64 %lsr.iv117
  %scevgep8283 = bitcast i8* %scevgep82 to i64*
  store i64 %.333.unpack118.us.7.epil, i64* %scevgep8283, align 8
  %lsr.iv.next118 = add nuw nsw i64 %lsr.iv117, 128
  %epil.iter.cmp.not88 = icmp eq i64 %22, %lsr.iv.next118
  br i1 %epil.iter.cmp.not88, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil55, !llvm.loop !84

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us.epil55, %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %168 = icmp eq i64 %xtraiter, 0
  br i1 %168, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv356 = phi i64 [ %lsr.iv.next357, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv342 = phi i64 [ %lsr.iv.next343, %for.body.1.us.epil ], [ %18, %for.body.1.us.epil.preheader ]
  %169 = bitcast i8* %.5.i59 to i8**
  %170 = bitcast i8* %.5.i39 to i8**
  %.6.i20116.us.epil17 = load i8*, i8** %169, align 8
  %scevgep303 = getelementptr i8, i8* %.6.i20116.us.epil17, i64 %lsr.iv342
  %scevgep303304 = bitcast i8* %scevgep303 to i64*
  %scevgep306 = getelementptr i64, i64* %scevgep303304, i64 -1
  %.333.unpack.us.epil = load i64, i64* %scevgep306, align 8
  %scevgep307 = getelementptr i8, i8* %.6.i20116.us.epil17, i64 %lsr.iv342
  %scevgep307308 = bitcast i8* %scevgep307 to i64*
  %.333.unpack118.us.epil = load i64, i64* %scevgep307308, align 8
  %.6.i16120.us.epil18 = load i8*, i8** %170, align 8
  %scevgep293 = getelementptr i8, i8* %.6.i16120.us.epil18, i64 %lsr.iv192
  %scevgep295 = getelementptr i8, i8* %scevgep293, i64 %lsr.iv342
  %scevgep295296 = bitcast i8* %scevgep295 to i64*
  %scevgep298 = getelementptr i64, i64* %scevgep295296, i64 -1
  store i64 %.333.unpack.us.epil, i64* %scevgep298, align 8
  %scevgep300 = getelementptr i8, i8* %.6.i16120.us.epil18, i64 %lsr.iv192
  %scevgep301 = getelementptr i8, i8* %scevgep300, i64 %lsr.iv342
  %scevgep301302 = bitcast i8* %scevgep301 to i64*
  store i64 %.333.unpack118.us.epil, i64* %scevgep301302, align 8
  %lsr.iv.next343 = add i64 %lsr.iv342, 16
  %lsr.iv.next357 = add nsw i64 %lsr.iv356, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next357, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !83

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %.367.us = add i64 %loop.index77.us, %.231
  %lsr.iv.next193 = add i64 %lsr.iv192, %13
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader54, %for.cond.1.preheader
  %loop.index77 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader54 ]
  %.367 = add i64 %loop.index77, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.end.1.loopexit.us, %for.end.1.loopexit.us.us, %for.cond.1.preheader.us.us.us, %B70.endif.endif.endif.endif.endif.endif
  %171 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  tail call void @NRT_decref(i8* nonnull %.126)
  %.6.i2284 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %171, align 8
  %.410375328314318314 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2284 to i64*
  %.411 = load i64, i64* %.410375328314318314, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %B206.preheader, !prof !1

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798444535552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B206.preheader:                                   ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2284, i64 0, i32 3, i64 0
  store i64 0, i64* %.437.repack, align 8
  %.437.repack86 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2284, i64 0, i32 3, i64 1
  store i64 %.386, i64* %.437.repack86, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798446222208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B206.endif:                                       ; preds = %B206
  %.499 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2689, i64 0, i32 3
  %.501.elt = getelementptr [2 x i64], [2 x i64]* %.499, i64 %.457, i64 0
  %.501.unpack = load i64, i64* %.501.elt, align 8
  %.501.elt91 = getelementptr [2 x i64], [2 x i64]* %.499, i64 %.457, i64 1
  %.501.unpack92 = load i64, i64* %.501.elt91, align 8
  %.528 = sub nsw i64 %.501.unpack92, %.501.unpack
  %.529 = icmp sgt i64 %.528, 14
  br i1 %.529, label %B266.preheader, label %B526

B266.preheader:                                   ; preds = %B206.endif
  br label %B266

B292.if:                                          ; preds = %B292
  %.587 = icmp sgt i32 %.579, 0
  %.580 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.588 = select i1 %.587, { i8*, i32, i8*, i8*, i32 }* %.580, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.588, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B292.endif:                                       ; preds = %B292, %B292
  %.604 = sub nsw i64 %high.2.1, %.589
  %.607 = sub nsw i64 %.589, %low.2.1
  %.608 = icmp sgt i64 %.604, %.607
  br i1 %.608, label %B344, label %B422

B356.if:                                          ; preds = %B356
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798444535552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B356.endif:                                       ; preds = %B356
  %.619 = add nsw i64 %.589, 1
  %.674 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i62111, i64 0, i32 3
  %.675.repack = getelementptr [2 x i64], [2 x i64]* %.674, i64 %.641, i64 0
  store i64 %.619, i64* %.675.repack, align 8
  %.675.repack114 = getelementptr [2 x i64], [2 x i64]* %.674, i64 %.641, i64 1
  store i64 %high.2.1, i64* %.675.repack114, align 8
  %.686 = add nsw i64 %n.8.1, 1
  br label %B410

B434.if:                                          ; preds = %B434
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798444535552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B434.endif:                                       ; preds = %B434
  %.725 = add nsw i64 %.589, -1
  %.780 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i66106, i64 0, i32 3
  %.781.repack = getelementptr [2 x i64], [2 x i64]* %.780, i64 %.747, i64 0
  store i64 %low.2.1, i64* %.781.repack, align 8
  %.781.repack109 = getelementptr [2 x i64], [2 x i64]* %.780, i64 %.747, i64 1
  store i64 %.725, i64* %.781.repack109, align 8
  %.792 = add nsw i64 %n.8.1, 1
  br label %B488

B526.if:                                          ; preds = %B526
  %.882 = icmp sgt i32 %.874, 0
  %.875 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.883 = select i1 %.882, { i8*, i32, i8*, i8*, i32 }* %.875, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.883, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B526.endif:                                       ; preds = %B526, %B526
  %.899 = icmp sgt i64 %n.5.2, 0
  br i1 %.899, label %B206, label %B566
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readnone %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, double* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #6 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B858, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 1, %B34 ], [ 0, %B858 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448903936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B22:                                              ; preds = %entry
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798450333888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B142:                                             ; preds = %for.body.i44, %B38.endif.endif
  %sunkaddr = mul i64 %arg.low, 8
  %0 = bitcast double* %arg.R.4 to i8*
  %sunkaddr31 = getelementptr i8, i8* %0, i64 %sunkaddr
  %1 = bitcast i8* %sunkaddr31 to double*
  store double %.122, double* %1, align 8
  %sunkaddr32 = mul i64 %.108, 8
  %2 = bitcast double* %arg.R.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %2, i64 %sunkaddr32
  %3 = bitcast i8* %sunkaddr33 to double*
  store double %.180, double* %3, align 8
  br label %B188.endif.endif

B276:                                             ; preds = %for.body.i36, %B188.endif.endif
  %sunkaddr34 = mul i64 %arg.high, 8
  %4 = bitcast double* %arg.R.4 to i8*
  %sunkaddr35 = getelementptr i8, i8* %4, i64 %sunkaddr34
  %5 = bitcast i8* %sunkaddr35 to double*
  store double %.547, double* %5, align 8
  %sunkaddr36 = mul i64 %.108, 8
  %6 = bitcast double* %arg.R.4 to i8*
  %sunkaddr37 = getelementptr i8, i8* %6, i64 %sunkaddr36
  %7 = bitcast i8* %sunkaddr37 to double*
  store double %.397, double* %7, align 8
  br label %B322.endif.endif

B410:                                             ; preds = %for.body.i28, %B322.endif.endif
  %sunkaddr38 = mul i64 %arg.low, 8
  %8 = bitcast double* %arg.R.4 to i8*
  %sunkaddr39 = getelementptr i8, i8* %8, i64 %sunkaddr38
  %9 = bitcast i8* %sunkaddr39 to double*
  store double %.822, double* %9, align 8
  %sunkaddr40 = mul i64 %.108, 8
  %10 = bitcast double* %arg.R.4 to i8*
  %sunkaddr41 = getelementptr i8, i8* %10, i64 %sunkaddr40
  %11 = bitcast i8* %sunkaddr41 to double*
  store double %.730, double* %11, align 8
  br label %B456.endif

B554:                                             ; preds = %B554.preheader, %B860
  %i.3.0 = phi i64 [ %.1733, %B860 ], [ %arg.low, %B554.preheader ]
  %j.3.0.in = phi i64 [ %j.5.2, %B860 ], [ %arg.high, %B554.preheader ]
  %j.3.0 = add nsw i64 %j.3.0.in, -1
  %.1120 = icmp slt i64 %i.3.0, %arg.high
  br i1 %.1120, label %B566.endif, label %B700

B700:                                             ; preds = %B622.backedge, %B644.endif, %B622.preheader, %B566.endif, %B554
  %i.5.2 = phi i64 [ %i.3.0, %B554 ], [ %.1228129, %B622.preheader ], [ %i.3.0, %B566.endif ], [ %arg.high, %B622.backedge ], [ %.1228132, %B644.endif ]
  %.1359.not.not = icmp sgt i64 %j.3.0.in, %arg.low
  br i1 %.1359.not.not, label %B712.endif, label %B846

B846:                                             ; preds = %B768.backedge, %B790.endif, %B768.preheader, %B712.endif, %B700
  %j.5.2 = phi i64 [ %j.3.0, %B700 ], [ %.1467134, %B768.preheader ], [ %j.3.0, %B712.endif ], [ %20, %B768.backedge ], [ %.1467136, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.2, %j.5.2
  br i1 %.1594.not, label %B860, label %B858

B858:                                             ; preds = %B846, %B846.us
  %i.5.2.lcssa = phi i64 [ %i.5.2.us, %B846.us ], [ %i.5.2, %B846 ]
  %sunkaddr42 = mul i64 %arg.high, 8
  %12 = bitcast double* %arg.R.4 to i8*
  %sunkaddr43 = getelementptr i8, i8* %12, i64 %sunkaddr42
  %13 = bitcast i8* %sunkaddr43 to double*
  %.1775 = load double, double* %13, align 8
  %.1790 = icmp slt i64 %i.5.2.lcssa, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %.1792 = add i64 %.1791, %i.5.2.lcssa
  %.1805 = getelementptr double, double* %arg.R.4, i64 %.1792
  %.1806 = load double, double* %.1805, align 8
  store double %.1775, double* %.1805, align 8
  store double %.1806, double* %13, align 8
  store i64 %i.5.2.lcssa, i64* %retptr, align 8
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
  %sunkaddr44 = mul i64 %arg.low, 8
  %14 = bitcast double* %arg.R.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %14, i64 %sunkaddr44
  %15 = bitcast i8* %sunkaddr45 to double*
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
  %sunkaddr46 = mul i64 %arg.high, 8
  %16 = bitcast double* %arg.R.4 to i8*
  %sunkaddr47 = getelementptr i8, i8* %16, i64 %sunkaddr46
  %17 = bitcast i8* %sunkaddr47 to double*
  %.1039 = load double, double* %17, align 8
  store double %.1008, double* %17, align 8
  %sunkaddr48 = mul i64 %.108, 8
  %18 = bitcast double* %arg.R.4 to i8*
  %sunkaddr49 = getelementptr i8, i8* %18, i64 %sunkaddr48
  %19 = bitcast i8* %sunkaddr49 to double*
  store double %.1039, double* %19, align 8
  %.25.i19 = fcmp ord double %.1008, 0.000000e+00
  %20 = add nsw i64 %arg.low, -1
  br i1 %.25.i19, label %B554.us.preheader, label %B554.preheader

B554.preheader:                                   ; preds = %B456.endif
  br label %B554

B554.us.preheader:                                ; preds = %B456.endif
  br label %B554.us

B554.us:                                          ; preds = %B554.us.preheader, %B860.us
  %i.3.0.us = phi i64 [ %.1733.us, %B860.us ], [ %arg.low, %B554.us.preheader ]
  %j.3.0.in.us = phi i64 [ %j.5.2.us, %B860.us ], [ %arg.high, %B554.us.preheader ]
  %j.3.0.us = add nsw i64 %j.3.0.in.us, -1
  %.1120.us = icmp slt i64 %i.3.0.us, %arg.high
  br i1 %.1120.us, label %B566.endif.us, label %B700.us

B566.endif.us:                                    ; preds = %B554.us
  %.1143.us = icmp slt i64 %i.3.0.us, 0
  %.1144.us = select i1 %.1143.us, i64 %arg.R.5.0, i64 0
  %.1145.us = add i64 %.1144.us, %i.3.0.us
  %.1158.us = getelementptr double, double* %arg.R.4, i64 %.1145.us
  %.1159.us = load double, double* %.1158.us, align 8
  %.12.i17.us = fcmp olt double %.1159.us, %.1008
  br i1 %.12.i17.us, label %B622.preheader.us, label %B700.us

B622.preheader.us:                                ; preds = %B566.endif.us
  %.1228129.us = add nsw i64 %i.3.0.us, 1
  %.1239130.us = icmp slt i64 %.1228129.us, %arg.high
  br i1 %.1239130.us, label %B644.endif.us.us.preheader, label %B700.us

B644.endif.us.us.preheader:                       ; preds = %B622.preheader.us
  br label %B644.endif.us.us

B700.us:                                          ; preds = %B622.backedge.us.us, %B644.endif.us.us, %B622.preheader.us, %B566.endif.us, %B554.us
  %i.5.2.us = phi i64 [ %i.3.0.us, %B554.us ], [ %i.3.0.us, %B566.endif.us ], [ %.1228129.us, %B622.preheader.us ], [ %arg.high, %B622.backedge.us.us ], [ %.1228132.us.us, %B644.endif.us.us ]
  %.1359.not.not.us = icmp sgt i64 %j.3.0.in.us, %arg.low
  br i1 %.1359.not.not.us, label %B712.endif.us, label %B846.us

B712.endif.us:                                    ; preds = %B700.us
  %sunkaddr50 = mul i64 %j.3.0.in.us, 8
  %21 = bitcast double* %arg.R.4 to i8*
  %sunkaddr51 = getelementptr i8, i8* %21, i64 %sunkaddr50
  %sunkaddr52 = getelementptr i8, i8* %sunkaddr51, i64 -8
  %22 = bitcast i8* %sunkaddr52 to double*
  %.1398.us = load double, double* %22, align 8
  %.12.i1.us = fcmp uge double %.1008, %.1398.us
  %.25.i3.us = fcmp ord double %.1398.us, 0.000000e+00
  %or.cond172 = and i1 %.12.i1.us, %.25.i3.us
  br i1 %or.cond172, label %B846.us, label %B768.preheader.us

B768.preheader.us:                                ; preds = %B712.endif.us
  %.1467134.us = add nsw i64 %j.3.0.in.us, -2
  %.1478.not.not135.us = icmp sgt i64 %j.3.0.us, %arg.low
  br i1 %.1478.not.not135.us, label %B790.endif.us.preheader, label %B846.us

B790.endif.us.preheader:                          ; preds = %B768.preheader.us
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467136.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467134.us, %B790.endif.us.preheader ]
  %scevgep29 = getelementptr double, double* %arg.R.4, i64 %.1467136.us
  %.1516.us = load double, double* %scevgep29, align 8
  %.12.i.us = fcmp uge double %.1008, %.1516.us
  %.25.i.us = fcmp ord double %.1516.us, 0.000000e+00
  %or.cond169 = and i1 %.12.i.us, %.25.i.us
  br i1 %or.cond169, label %B846.us, label %B768.backedge.us

B846.us:                                          ; preds = %B768.backedge.us, %B790.endif.us, %B768.preheader.us, %B712.endif.us, %B700.us
  %j.5.2.us = phi i64 [ %j.3.0.us, %B700.us ], [ %.1467134.us, %B768.preheader.us ], [ %j.3.0.us, %B712.endif.us ], [ %20, %B768.backedge.us ], [ %.1467136.us, %B790.endif.us ]
  %.1594.not.us = icmp slt i64 %i.5.2.us, %j.5.2.us
  br i1 %.1594.not.us, label %B860.us, label %B858

B860.us:                                          ; preds = %B846.us
  %.1622.us = icmp slt i64 %j.5.2.us, 0
  %.1623.us = select i1 %.1622.us, i64 %arg.R.5.0, i64 0
  %.1624.us = add i64 %.1623.us, %j.5.2.us
  %.1637.us = getelementptr double, double* %arg.R.4, i64 %.1624.us
  %.1638.us = load double, double* %.1637.us, align 8
  %.1653.us = icmp slt i64 %i.5.2.us, 0
  %.1654.us = select i1 %.1653.us, i64 %arg.R.5.0, i64 0
  %.1655.us = add i64 %.1654.us, %i.5.2.us
  %.1668.us = getelementptr double, double* %arg.R.4, i64 %.1655.us
  %.1669.us = load double, double* %.1668.us, align 8
  store double %.1638.us, double* %.1668.us, align 8
  store double %.1669.us, double* %.1637.us, align 8
  %.1733.us = add nsw i64 %i.5.2.us, 1
  br label %B554.us

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467136.us, -1
  %23 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %23, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846.us

B644.endif.us.us:                                 ; preds = %B644.endif.us.us.preheader, %B622.backedge.us.us
  %.1228132.us.us = phi i64 [ %.1228.us.us, %B622.backedge.us.us ], [ %.1228129.us, %B644.endif.us.us.preheader ]
  %.1261.us.us = icmp ugt i64 %.1228132.us.us, %const
  %.1262.us.us = select i1 %.1261.us.us, i64 %arg.R.5.0, i64 0
  %.1263.us.us = add i64 %.1262.us.us, %.1228132.us.us
  %.1276.us.us = getelementptr double, double* %arg.R.4, i64 %.1263.us.us
  %.1277.us.us = load double, double* %.1276.us.us, align 8
  %.12.i9.us.us = fcmp olt double %.1277.us.us, %.1008
  br i1 %.12.i9.us.us, label %B622.backedge.us.us, label %B700.us

B622.backedge.us.us:                              ; preds = %B644.endif.us.us
  %.1228.us.us = add i64 %.1228132.us.us, 1
  %exitcond166.not = icmp eq i64 %arg.high, %.1228.us.us
  br i1 %exitcond166.not, label %B700.us, label %B644.endif.us.us

B566.endif:                                       ; preds = %B554
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %.1145 = add i64 %.1144, %i.3.0
  %.1158 = getelementptr double, double* %arg.R.4, i64 %.1145
  %.1159 = load double, double* %.1158, align 8
  %.12.i17 = fcmp uge double %.1159, %.1008
  %.52.i21 = fcmp uno double %.1159, 0.000000e+00
  %or.cond158 = and i1 %.12.i17, %.52.i21
  br i1 %or.cond158, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228129 = add nsw i64 %i.3.0, 1
  %.1239130 = icmp slt i64 %.1228129, %arg.high
  br i1 %.1239130, label %B644.endif.preheader, label %B700

B644.endif.preheader:                             ; preds = %B622.preheader
  br label %B644.endif

B644.endif:                                       ; preds = %B644.endif.preheader, %B622.backedge
  %.1228132 = phi i64 [ %.1228, %B622.backedge ], [ %.1228129, %B644.endif.preheader ]
  %.1261 = icmp ugt i64 %.1228132, %const
  %.1262 = select i1 %.1261, i64 %arg.R.5.0, i64 0
  %.1263 = add i64 %.1262, %.1228132
  %.1276 = getelementptr double, double* %arg.R.4, i64 %.1263
  %.1277 = load double, double* %.1276, align 8
  %.12.i9 = fcmp uge double %.1277, %.1008
  %.52.i13 = fcmp uno double %.1277, 0.000000e+00
  %or.cond159 = and i1 %.12.i9, %.52.i13
  br i1 %or.cond159, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228132, 1
  %exitcond167.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond167.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %sunkaddr53 = mul i64 %j.3.0.in, 8
  %24 = bitcast double* %arg.R.4 to i8*
  %sunkaddr54 = getelementptr i8, i8* %24, i64 %sunkaddr53
  %sunkaddr55 = getelementptr i8, i8* %sunkaddr54, i64 -8
  %25 = bitcast i8* %sunkaddr55 to double*
  %.1398 = load double, double* %25, align 8
  %.12.i1 = fcmp olt double %.1008, %.1398
  br i1 %.12.i1, label %B768.preheader, label %B846

B768.preheader:                                   ; preds = %B712.endif
  %.1467134 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not135 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not135, label %B790.endif.preheader, label %B846

B790.endif.preheader:                             ; preds = %B768.preheader
  br label %B790.endif

B790.endif:                                       ; preds = %B790.endif.preheader, %B768.backedge
  %.1467136 = phi i64 [ %.1467, %B768.backedge ], [ %.1467134, %B790.endif.preheader ]
  %scevgep30 = getelementptr double, double* %arg.R.4, i64 %.1467136
  %.1516 = load double, double* %scevgep30, align 8
  %.12.i = fcmp olt double %.1008, %.1516
  br i1 %.12.i, label %B768.backedge, label %B846

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467136, -1
  %26 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %26, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readnone %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, double* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #6 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B328, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 0, %B34 ], [ 0, %B328 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798449787968, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B22:                                              ; preds = %entry
  %.64.not = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64.not, label %B38.endif, label %B34

B34:                                              ; preds = %B22
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B316:                                             ; preds = %B204.backedge, %for.body.i, %B204.preheader, %for.body.i4, %B84.endif
  %j.3.2 = phi i64 [ %.111.044, %B84.endif ], [ %.111.044, %for.body.i4 ], [ %.111.044.in, %B204.preheader ], [ %arg.low, %B204.backedge ], [ %.38742, %for.body.i ]
  %.593 = icmp slt i64 %j.3.2, 0
  %.594 = select i1 %.593, i64 %arg.R.5.0, i64 0
  %.595 = add i64 %.594, %j.3.2
  %.608 = getelementptr double, double* %arg.R.4, i64 %.595
  store double %.234, double* %.608, align 8
  %.111.044.1 = add i64 %.111.044.in, 2
  %.218.1 = icmp slt i64 %.111.044.1, 0
  %.219.1 = select i1 %.218.1, i64 %arg.R.5.0, i64 0
  %.220.1 = add i64 %.219.1, %.111.044.1
  %.233.1 = getelementptr double, double* %arg.R.4, i64 %.220.1
  %.234.1 = load double, double* %.233.1, align 8
  %.278.1 = icmp sgt i64 %.111.044.1, %arg.low
  br i1 %.278.1, label %B142.endif.1, label %B316.1

B142.endif.1:                                     ; preds = %B316
  %sunkaddr = mul i64 %.111.044.in, 8
  %0 = bitcast double* %arg.R.4 to i8*
  %sunkaddr108 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr109 = getelementptr i8, i8* %sunkaddr108, i64 8
  %1 = bitcast i8* %sunkaddr109 to double*
  %.320.1 = load double, double* %1, align 8
  %.12.i1.1 = fcmp olt double %.234.1, %.320.1
  br i1 %.12.i1.1, label %B204.preheader.1, label %for.body.i4.1

for.body.i4.1:                                    ; preds = %B142.endif.1
  %.25.i3.1 = fcmp ord double %.320.1, 0.000000e+00
  %.52.i5.1 = fcmp uno double %.234.1, 0.000000e+00
  %or.cond.1 = select i1 %.25.i3.1, i1 true, i1 %.52.i5.1
  br i1 %or.cond.1, label %B316.1, label %B204.preheader.1

B204.preheader.1:                                 ; preds = %for.body.i4.1, %B142.endif.1
  %2 = icmp sgt i64 %.111.044, %arg.low
  %sunkaddr110 = mul i64 %.111.044.in, 8
  %3 = bitcast double* %arg.R.4 to i8*
  %sunkaddr111 = getelementptr i8, i8* %3, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, i8* %sunkaddr111, i64 16
  %4 = bitcast i8* %sunkaddr112 to double*
  store double %.320.1, double* %4, align 8
  br i1 %2, label %B254.endif.1.preheader, label %B316.1

B254.endif.1.preheader:                           ; preds = %B204.preheader.1
  br label %B254.endif.1

B254.endif.1:                                     ; preds = %B254.endif.1.preheader, %B204.backedge.1
  %.38742.1 = phi i64 [ %6, %B204.backedge.1 ], [ %.111.044, %B254.endif.1.preheader ]
  %5 = add i64 %.38742.1, 1
  %.486.1 = icmp slt i64 %5, 2
  %.487.1 = select i1 %.486.1, i64 %arg.R.5.0, i64 0
  %6 = add nsw i64 %.38742.1, -1
  %7 = add i64 %.487.1, %.38742.1
  %8 = add i64 %7, -1
  %.501.1 = getelementptr double, double* %arg.R.4, i64 %8
  %.502.1 = load double, double* %.501.1, align 8
  %.12.i.1 = fcmp olt double %.234.1, %.502.1
  br i1 %.12.i.1, label %B204.backedge.1, label %for.body.i.1

for.body.i.1:                                     ; preds = %B254.endif.1
  %9 = fcmp uno double %.234.1, 0.000000e+00
  %.25.i.1 = fcmp ord double %.502.1, 0.000000e+00
  %or.cond35.1 = select i1 %.25.i.1, i1 true, i1 %9
  br i1 %or.cond35.1, label %B316.1, label %B204.backedge.1

B204.backedge.1:                                  ; preds = %for.body.i.1, %B254.endif.1
  %scevgep84 = getelementptr double, double* %arg.R.4, i64 %.38742.1
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -1
  %.417.1 = load double, double* %scevgep85, align 8
  %scevgep86 = getelementptr double, double* %arg.R.4, i64 %.38742.1
  store double %.417.1, double* %scevgep86, align 8
  %.461.1 = icmp sgt i64 %6, %arg.low
  br i1 %.461.1, label %B254.endif.1, label %B316.1

B316.1:                                           ; preds = %B204.backedge.1, %for.body.i.1, %B204.preheader.1, %for.body.i4.1, %B316
  %j.3.2.1 = phi i64 [ %.111.044.1, %B316 ], [ %.111.044.1, %for.body.i4.1 ], [ %.111.044, %B204.preheader.1 ], [ %arg.low, %B204.backedge.1 ], [ %.38742.1, %for.body.i.1 ]
  %.593.1 = icmp slt i64 %j.3.2.1, 0
  %.594.1 = select i1 %.593.1, i64 %arg.R.5.0, i64 0
  %.595.1 = add i64 %.594.1, %j.3.2.1
  %.608.1 = getelementptr double, double* %arg.R.4, i64 %.595.1
  store double %.234.1, double* %.608.1, align 8
  %.111.044.2 = add i64 %.111.044.in, 3
  %.218.2 = icmp slt i64 %.111.044.2, 0
  %.219.2 = select i1 %.218.2, i64 %arg.R.5.0, i64 0
  %.220.2 = add i64 %.219.2, %.111.044.2
  %.233.2 = getelementptr double, double* %arg.R.4, i64 %.220.2
  %.234.2 = load double, double* %.233.2, align 8
  %.278.2 = icmp sgt i64 %.111.044.2, %arg.low
  br i1 %.278.2, label %B142.endif.2, label %B316.2

B142.endif.2:                                     ; preds = %B316.1
  %sunkaddr113 = mul i64 %.111.044.in, 8
  %10 = bitcast double* %arg.R.4 to i8*
  %sunkaddr114 = getelementptr i8, i8* %10, i64 %sunkaddr113
  %sunkaddr115 = getelementptr i8, i8* %sunkaddr114, i64 16
  %11 = bitcast i8* %sunkaddr115 to double*
  %.320.2 = load double, double* %11, align 8
  %.12.i1.2 = fcmp olt double %.234.2, %.320.2
  br i1 %.12.i1.2, label %B204.preheader.2, label %for.body.i4.2

for.body.i4.2:                                    ; preds = %B142.endif.2
  %.25.i3.2 = fcmp ord double %.320.2, 0.000000e+00
  %.52.i5.2 = fcmp uno double %.234.2, 0.000000e+00
  %or.cond.2 = select i1 %.25.i3.2, i1 true, i1 %.52.i5.2
  br i1 %or.cond.2, label %B316.2, label %B204.preheader.2

B204.preheader.2:                                 ; preds = %for.body.i4.2, %B142.endif.2
  %12 = icmp sgt i64 %.111.044.1, %arg.low
  %sunkaddr116 = mul i64 %.111.044.in, 8
  %13 = bitcast double* %arg.R.4 to i8*
  %sunkaddr117 = getelementptr i8, i8* %13, i64 %sunkaddr116
  %sunkaddr118 = getelementptr i8, i8* %sunkaddr117, i64 24
  %14 = bitcast i8* %sunkaddr118 to double*
  store double %.320.2, double* %14, align 8
  br i1 %12, label %B254.endif.2.preheader, label %B316.2

B254.endif.2.preheader:                           ; preds = %B204.preheader.2
  br label %B254.endif.2

B254.endif.2:                                     ; preds = %B254.endif.2.preheader, %B204.backedge.2
  %lsr.iv52 = phi i64 [ %lsr.iv.next53, %B204.backedge.2 ], [ %lsr.iv, %B254.endif.2.preheader ]
  %.486.2 = icmp ugt i64 %lsr.iv52, %const
  %.487.2 = select i1 %.486.2, i64 %arg.R.5.0, i64 0
  %15 = add i64 %.487.2, %lsr.iv52
  %.501.2 = getelementptr double, double* %arg.R.4, i64 %15
  %.502.2 = load double, double* %.501.2, align 8
  %.12.i.2 = fcmp olt double %.234.2, %.502.2
  br i1 %.12.i.2, label %B204.backedge.2, label %for.body.i.2

for.body.i.2:                                     ; preds = %B254.endif.2
  %16 = fcmp uno double %.234.2, 0.000000e+00
  %.25.i.2 = fcmp ord double %.502.2, 0.000000e+00
  %or.cond35.2 = select i1 %.25.i.2, i1 true, i1 %16
  br i1 %or.cond35.2, label %for.body.i.2.B316.2.loopexit_crit_edge, label %B204.backedge.2

B204.backedge.2:                                  ; preds = %for.body.i.2, %B254.endif.2
  %sunkaddr119 = mul i64 %lsr.iv52, 8
  %17 = bitcast double* %arg.R.4 to i8*
  %sunkaddr120 = getelementptr i8, i8* %17, i64 %sunkaddr119
  %18 = bitcast i8* %sunkaddr120 to double*
  %.417.2 = load double, double* %18, align 8
  %sunkaddr121 = mul i64 %lsr.iv52, 8
  %19 = bitcast double* %arg.R.4 to i8*
  %sunkaddr122 = getelementptr i8, i8* %19, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, i8* %sunkaddr122, i64 8
  %20 = bitcast i8* %sunkaddr123 to double*
  store double %.417.2, double* %20, align 8
  %lsr.iv.next53 = add i64 %lsr.iv52, -1
  %21 = add i64 %lsr.iv.next53, 1
  %.461.2 = icmp sgt i64 %21, %arg.low
  br i1 %.461.2, label %B254.endif.2, label %B316.2

for.body.i.2.B316.2.loopexit_crit_edge:           ; preds = %for.body.i.2
  %22 = add i64 %lsr.iv52, 1
  br label %B316.2

B316.2:                                           ; preds = %B204.backedge.2, %for.body.i.2.B316.2.loopexit_crit_edge, %B204.preheader.2, %for.body.i4.2, %B316.1
  %j.3.2.2 = phi i64 [ %.111.044.2, %B316.1 ], [ %.111.044.2, %for.body.i4.2 ], [ %.111.044.1, %B204.preheader.2 ], [ %22, %for.body.i.2.B316.2.loopexit_crit_edge ], [ %arg.low, %B204.backedge.2 ]
  %.593.2 = icmp slt i64 %j.3.2.2, 0
  %.594.2 = select i1 %.593.2, i64 %arg.R.5.0, i64 0
  %.595.2 = add i64 %.594.2, %j.3.2.2
  %.608.2 = getelementptr double, double* %arg.R.4, i64 %.595.2
  store double %.234.2, double* %.608.2, align 8
  %.111.044.3 = add i64 %.111.044.in, 4
  %.218.3 = icmp slt i64 %.111.044.3, 0
  %.219.3 = select i1 %.218.3, i64 %arg.R.5.0, i64 0
  %.220.3 = add i64 %.219.3, %.111.044.3
  %.233.3 = getelementptr double, double* %arg.R.4, i64 %.220.3
  %.234.3 = load double, double* %.233.3, align 8
  %.278.3 = icmp sgt i64 %.111.044.3, %arg.low
  br i1 %.278.3, label %B142.endif.3, label %B316.3

B142.endif.3:                                     ; preds = %B316.2
  %sunkaddr124 = mul i64 %.111.044.in, 8
  %23 = bitcast double* %arg.R.4 to i8*
  %sunkaddr125 = getelementptr i8, i8* %23, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, i8* %sunkaddr125, i64 24
  %24 = bitcast i8* %sunkaddr126 to double*
  %.320.3 = load double, double* %24, align 8
  %.12.i1.3 = fcmp olt double %.234.3, %.320.3
  br i1 %.12.i1.3, label %B204.preheader.3, label %for.body.i4.3

for.body.i4.3:                                    ; preds = %B142.endif.3
  %.25.i3.3 = fcmp ord double %.320.3, 0.000000e+00
  %.52.i5.3 = fcmp uno double %.234.3, 0.000000e+00
  %or.cond.3 = select i1 %.25.i3.3, i1 true, i1 %.52.i5.3
  br i1 %or.cond.3, label %B316.3, label %B204.preheader.3

B204.preheader.3:                                 ; preds = %for.body.i4.3, %B142.endif.3
  %25 = icmp sgt i64 %.111.044.2, %arg.low
  %sunkaddr127 = mul i64 %.111.044.in, 8
  %26 = bitcast double* %arg.R.4 to i8*
  %sunkaddr128 = getelementptr i8, i8* %26, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, i8* %sunkaddr128, i64 32
  %27 = bitcast i8* %sunkaddr129 to double*
  store double %.320.3, double* %27, align 8
  br i1 %25, label %B254.endif.3.preheader, label %B316.3

B254.endif.3.preheader:                           ; preds = %B204.preheader.3
  br label %B254.endif.3

B254.endif.3:                                     ; preds = %B254.endif.3.preheader, %B204.backedge.3
  %lsr.iv60 = phi i64 [ %lsr.iv.next61, %B204.backedge.3 ], [ %lsr.iv58, %B254.endif.3.preheader ]
  %.486.3 = icmp ugt i64 %lsr.iv60, %const
  %.487.3 = select i1 %.486.3, i64 %arg.R.5.0, i64 0
  %28 = add i64 %.487.3, %lsr.iv60
  %.501.3 = getelementptr double, double* %arg.R.4, i64 %28
  %.502.3 = load double, double* %.501.3, align 8
  %.12.i.3 = fcmp olt double %.234.3, %.502.3
  br i1 %.12.i.3, label %B204.backedge.3, label %for.body.i.3

for.body.i.3:                                     ; preds = %B254.endif.3
  %29 = fcmp uno double %.234.3, 0.000000e+00
  %.25.i.3 = fcmp ord double %.502.3, 0.000000e+00
  %or.cond35.3 = select i1 %.25.i.3, i1 true, i1 %29
  br i1 %or.cond35.3, label %for.body.i.3.B316.3.loopexit_crit_edge, label %B204.backedge.3

B204.backedge.3:                                  ; preds = %for.body.i.3, %B254.endif.3
  %scevgep92 = getelementptr double, double* %arg.R.4, i64 %lsr.iv60
  %.417.3 = load double, double* %scevgep92, align 8
  %scevgep90 = getelementptr double, double* %arg.R.4, i64 %lsr.iv60
  %scevgep91 = getelementptr double, double* %scevgep90, i64 1
  store double %.417.3, double* %scevgep91, align 8
  %lsr.iv.next61 = add i64 %lsr.iv60, -1
  %30 = add i64 %lsr.iv.next61, 1
  %.461.3 = icmp sgt i64 %30, %arg.low
  br i1 %.461.3, label %B254.endif.3, label %B316.3

for.body.i.3.B316.3.loopexit_crit_edge:           ; preds = %for.body.i.3
  %31 = add i64 %lsr.iv60, 1
  br label %B316.3

B316.3:                                           ; preds = %B204.backedge.3, %for.body.i.3.B316.3.loopexit_crit_edge, %B204.preheader.3, %for.body.i4.3, %B316.2
  %j.3.2.3 = phi i64 [ %.111.044.3, %B316.2 ], [ %.111.044.3, %for.body.i4.3 ], [ %.111.044.2, %B204.preheader.3 ], [ %31, %for.body.i.3.B316.3.loopexit_crit_edge ], [ %arg.low, %B204.backedge.3 ]
  %.593.3 = icmp slt i64 %j.3.2.3, 0
  %.594.3 = select i1 %.593.3, i64 %arg.R.5.0, i64 0
  %.595.3 = add i64 %.594.3, %j.3.2.3
  %.608.3 = getelementptr double, double* %arg.R.4, i64 %.595.3
  store double %.234.3, double* %.608.3, align 8
  %.111.044.4 = add i64 %.111.044.in, 5
  %.218.4 = icmp slt i64 %.111.044.4, 0
  %.219.4 = select i1 %.218.4, i64 %arg.R.5.0, i64 0
  %.220.4 = add i64 %.219.4, %.111.044.4
  %.233.4 = getelementptr double, double* %arg.R.4, i64 %.220.4
  %.234.4 = load double, double* %.233.4, align 8
  %.278.4 = icmp sgt i64 %.111.044.4, %arg.low
  br i1 %.278.4, label %B142.endif.4, label %B316.4

B142.endif.4:                                     ; preds = %B316.3
  %sunkaddr130 = mul i64 %.111.044.in, 8
  %32 = bitcast double* %arg.R.4 to i8*
  %sunkaddr131 = getelementptr i8, i8* %32, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, i8* %sunkaddr131, i64 32
  %33 = bitcast i8* %sunkaddr132 to double*
  %.320.4 = load double, double* %33, align 8
  %.12.i1.4 = fcmp olt double %.234.4, %.320.4
  br i1 %.12.i1.4, label %B204.preheader.4, label %for.body.i4.4

for.body.i4.4:                                    ; preds = %B142.endif.4
  %.25.i3.4 = fcmp ord double %.320.4, 0.000000e+00
  %.52.i5.4 = fcmp uno double %.234.4, 0.000000e+00
  %or.cond.4 = select i1 %.25.i3.4, i1 true, i1 %.52.i5.4
  br i1 %or.cond.4, label %B316.4, label %B204.preheader.4

B204.preheader.4:                                 ; preds = %for.body.i4.4, %B142.endif.4
  %34 = icmp sgt i64 %.111.044.3, %arg.low
  %sunkaddr133 = mul i64 %.111.044.in, 8
  %35 = bitcast double* %arg.R.4 to i8*
  %sunkaddr134 = getelementptr i8, i8* %35, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, i8* %sunkaddr134, i64 40
  %36 = bitcast i8* %sunkaddr135 to double*
  store double %.320.4, double* %36, align 8
  br i1 %34, label %B254.endif.4.preheader, label %B316.4

B254.endif.4.preheader:                           ; preds = %B204.preheader.4
  br label %B254.endif.4

B254.endif.4:                                     ; preds = %B254.endif.4.preheader, %B204.backedge.4
  %lsr.iv67 = phi i64 [ %lsr.iv.next68, %B204.backedge.4 ], [ %lsr.iv65, %B254.endif.4.preheader ]
  %.486.4 = icmp ugt i64 %lsr.iv67, %const
  %.487.4 = select i1 %.486.4, i64 %arg.R.5.0, i64 0
  %37 = add i64 %.487.4, %lsr.iv67
  %.501.4 = getelementptr double, double* %arg.R.4, i64 %37
  %.502.4 = load double, double* %.501.4, align 8
  %.12.i.4 = fcmp olt double %.234.4, %.502.4
  br i1 %.12.i.4, label %B204.backedge.4, label %for.body.i.4

for.body.i.4:                                     ; preds = %B254.endif.4
  %38 = fcmp uno double %.234.4, 0.000000e+00
  %.25.i.4 = fcmp ord double %.502.4, 0.000000e+00
  %or.cond35.4 = select i1 %.25.i.4, i1 true, i1 %38
  br i1 %or.cond35.4, label %for.body.i.4.B316.4.loopexit_crit_edge, label %B204.backedge.4

B204.backedge.4:                                  ; preds = %for.body.i.4, %B254.endif.4
  %scevgep95 = getelementptr double, double* %arg.R.4, i64 %lsr.iv67
  %.417.4 = load double, double* %scevgep95, align 8
  %scevgep93 = getelementptr double, double* %arg.R.4, i64 %lsr.iv67
  %scevgep94 = getelementptr double, double* %scevgep93, i64 1
  store double %.417.4, double* %scevgep94, align 8
  %lsr.iv.next68 = add i64 %lsr.iv67, -1
  %39 = add i64 %lsr.iv.next68, 1
  %.461.4 = icmp sgt i64 %39, %arg.low
  br i1 %.461.4, label %B254.endif.4, label %B316.4

for.body.i.4.B316.4.loopexit_crit_edge:           ; preds = %for.body.i.4
  %40 = add i64 %lsr.iv67, 1
  br label %B316.4

B316.4:                                           ; preds = %B204.backedge.4, %for.body.i.4.B316.4.loopexit_crit_edge, %B204.preheader.4, %for.body.i4.4, %B316.3
  %j.3.2.4 = phi i64 [ %.111.044.4, %B316.3 ], [ %.111.044.4, %for.body.i4.4 ], [ %.111.044.3, %B204.preheader.4 ], [ %40, %for.body.i.4.B316.4.loopexit_crit_edge ], [ %arg.low, %B204.backedge.4 ]
  %.593.4 = icmp slt i64 %j.3.2.4, 0
  %.594.4 = select i1 %.593.4, i64 %arg.R.5.0, i64 0
  %.595.4 = add i64 %.594.4, %j.3.2.4
  %.608.4 = getelementptr double, double* %arg.R.4, i64 %.595.4
  store double %.234.4, double* %.608.4, align 8
  %.111.044.5 = add i64 %.111.044.in, 6
  %.218.5 = icmp slt i64 %.111.044.5, 0
  %.219.5 = select i1 %.218.5, i64 %arg.R.5.0, i64 0
  %.220.5 = add i64 %.219.5, %.111.044.5
  %.233.5 = getelementptr double, double* %arg.R.4, i64 %.220.5
  %.234.5 = load double, double* %.233.5, align 8
  %.278.5 = icmp sgt i64 %.111.044.5, %arg.low
  br i1 %.278.5, label %B142.endif.5, label %B316.5

B142.endif.5:                                     ; preds = %B316.4
  %sunkaddr136 = mul i64 %.111.044.in, 8
  %41 = bitcast double* %arg.R.4 to i8*
  %sunkaddr137 = getelementptr i8, i8* %41, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, i8* %sunkaddr137, i64 40
  %42 = bitcast i8* %sunkaddr138 to double*
  %.320.5 = load double, double* %42, align 8
  %.12.i1.5 = fcmp olt double %.234.5, %.320.5
  br i1 %.12.i1.5, label %B204.preheader.5, label %for.body.i4.5

for.body.i4.5:                                    ; preds = %B142.endif.5
  %.25.i3.5 = fcmp ord double %.320.5, 0.000000e+00
  %.52.i5.5 = fcmp uno double %.234.5, 0.000000e+00
  %or.cond.5 = select i1 %.25.i3.5, i1 true, i1 %.52.i5.5
  br i1 %or.cond.5, label %B316.5, label %B204.preheader.5

B204.preheader.5:                                 ; preds = %for.body.i4.5, %B142.endif.5
  %43 = icmp sgt i64 %.111.044.4, %arg.low
  %sunkaddr139 = mul i64 %.111.044.in, 8
  %44 = bitcast double* %arg.R.4 to i8*
  %sunkaddr140 = getelementptr i8, i8* %44, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, i8* %sunkaddr140, i64 48
  %45 = bitcast i8* %sunkaddr141 to double*
  store double %.320.5, double* %45, align 8
  br i1 %43, label %B254.endif.5.preheader, label %B316.5

B254.endif.5.preheader:                           ; preds = %B204.preheader.5
  br label %B254.endif.5

B254.endif.5:                                     ; preds = %B254.endif.5.preheader, %B204.backedge.5
  %lsr.iv74 = phi i64 [ %lsr.iv.next75, %B204.backedge.5 ], [ %lsr.iv72, %B254.endif.5.preheader ]
  %.486.5 = icmp ugt i64 %lsr.iv74, %const
  %.487.5 = select i1 %.486.5, i64 %arg.R.5.0, i64 0
  %46 = add i64 %.487.5, %lsr.iv74
  %.501.5 = getelementptr double, double* %arg.R.4, i64 %46
  %.502.5 = load double, double* %.501.5, align 8
  %.12.i.5 = fcmp olt double %.234.5, %.502.5
  br i1 %.12.i.5, label %B204.backedge.5, label %for.body.i.5

for.body.i.5:                                     ; preds = %B254.endif.5
  %47 = fcmp uno double %.234.5, 0.000000e+00
  %.25.i.5 = fcmp ord double %.502.5, 0.000000e+00
  %or.cond35.5 = select i1 %.25.i.5, i1 true, i1 %47
  br i1 %or.cond35.5, label %for.body.i.5.B316.5.loopexit_crit_edge, label %B204.backedge.5

B204.backedge.5:                                  ; preds = %for.body.i.5, %B254.endif.5
  %scevgep98 = getelementptr double, double* %arg.R.4, i64 %lsr.iv74
  %.417.5 = load double, double* %scevgep98, align 8
  %scevgep96 = getelementptr double, double* %arg.R.4, i64 %lsr.iv74
  %scevgep97 = getelementptr double, double* %scevgep96, i64 1
  store double %.417.5, double* %scevgep97, align 8
  %lsr.iv.next75 = add i64 %lsr.iv74, -1
  %48 = add i64 %lsr.iv.next75, 1
  %.461.5 = icmp sgt i64 %48, %arg.low
  br i1 %.461.5, label %B254.endif.5, label %B316.5

for.body.i.5.B316.5.loopexit_crit_edge:           ; preds = %for.body.i.5
  %49 = add i64 %lsr.iv74, 1
  br label %B316.5

B316.5:                                           ; preds = %B204.backedge.5, %for.body.i.5.B316.5.loopexit_crit_edge, %B204.preheader.5, %for.body.i4.5, %B316.4
  %j.3.2.5 = phi i64 [ %.111.044.5, %B316.4 ], [ %.111.044.5, %for.body.i4.5 ], [ %.111.044.4, %B204.preheader.5 ], [ %49, %for.body.i.5.B316.5.loopexit_crit_edge ], [ %arg.low, %B204.backedge.5 ]
  %.593.5 = icmp slt i64 %j.3.2.5, 0
  %.594.5 = select i1 %.593.5, i64 %arg.R.5.0, i64 0
  %.595.5 = add i64 %.594.5, %j.3.2.5
  %.608.5 = getelementptr double, double* %arg.R.4, i64 %.595.5
  store double %.234.5, double* %.608.5, align 8
  %.111.044.6 = add i64 %.111.044.in, 7
  %.218.6 = icmp slt i64 %.111.044.6, 0
  %.219.6 = select i1 %.218.6, i64 %arg.R.5.0, i64 0
  %.220.6 = add i64 %.219.6, %.111.044.6
  %.233.6 = getelementptr double, double* %arg.R.4, i64 %.220.6
  %.234.6 = load double, double* %.233.6, align 8
  %.278.6 = icmp sgt i64 %.111.044.6, %arg.low
  br i1 %.278.6, label %B142.endif.6, label %B316.6

B142.endif.6:                                     ; preds = %B316.5
  %sunkaddr142 = mul i64 %.111.044.in, 8
  %50 = bitcast double* %arg.R.4 to i8*
  %sunkaddr143 = getelementptr i8, i8* %50, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, i8* %sunkaddr143, i64 48
  %51 = bitcast i8* %sunkaddr144 to double*
  %.320.6 = load double, double* %51, align 8
  %.12.i1.6 = fcmp olt double %.234.6, %.320.6
  br i1 %.12.i1.6, label %B204.preheader.6, label %for.body.i4.6

for.body.i4.6:                                    ; preds = %B142.endif.6
  %.25.i3.6 = fcmp ord double %.320.6, 0.000000e+00
  %.52.i5.6 = fcmp uno double %.234.6, 0.000000e+00
  %or.cond.6 = select i1 %.25.i3.6, i1 true, i1 %.52.i5.6
  br i1 %or.cond.6, label %B316.6, label %B204.preheader.6

B204.preheader.6:                                 ; preds = %for.body.i4.6, %B142.endif.6
  %52 = icmp sgt i64 %.111.044.5, %arg.low
  %sunkaddr145 = mul i64 %.111.044.in, 8
  %53 = bitcast double* %arg.R.4 to i8*
  %sunkaddr146 = getelementptr i8, i8* %53, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, i8* %sunkaddr146, i64 56
  %54 = bitcast i8* %sunkaddr147 to double*
  store double %.320.6, double* %54, align 8
  br i1 %52, label %B254.endif.6.preheader, label %B316.6

B254.endif.6.preheader:                           ; preds = %B204.preheader.6
  br label %B254.endif.6

B254.endif.6:                                     ; preds = %B254.endif.6.preheader, %B204.backedge.6
  %lsr.iv81 = phi i64 [ %lsr.iv.next82, %B204.backedge.6 ], [ %lsr.iv79, %B254.endif.6.preheader ]
  %.486.6 = icmp ugt i64 %lsr.iv81, %const
  %.487.6 = select i1 %.486.6, i64 %arg.R.5.0, i64 0
  %55 = add i64 %.487.6, %lsr.iv81
  %.501.6 = getelementptr double, double* %arg.R.4, i64 %55
  %.502.6 = load double, double* %.501.6, align 8
  %.12.i.6 = fcmp olt double %.234.6, %.502.6
  br i1 %.12.i.6, label %B204.backedge.6, label %for.body.i.6

for.body.i.6:                                     ; preds = %B254.endif.6
  %56 = fcmp uno double %.234.6, 0.000000e+00
  %.25.i.6 = fcmp ord double %.502.6, 0.000000e+00
  %or.cond35.6 = select i1 %.25.i.6, i1 true, i1 %56
  br i1 %or.cond35.6, label %for.body.i.6.B316.6.loopexit_crit_edge, label %B204.backedge.6

B204.backedge.6:                                  ; preds = %for.body.i.6, %B254.endif.6
  %scevgep101 = getelementptr double, double* %arg.R.4, i64 %lsr.iv81
  %.417.6 = load double, double* %scevgep101, align 8
  %scevgep99 = getelementptr double, double* %arg.R.4, i64 %lsr.iv81
  %scevgep100 = getelementptr double, double* %scevgep99, i64 1
  store double %.417.6, double* %scevgep100, align 8
  %lsr.iv.next82 = add i64 %lsr.iv81, -1
  %57 = add i64 %lsr.iv.next82, 1
  %.461.6 = icmp sgt i64 %57, %arg.low
  br i1 %.461.6, label %B254.endif.6, label %B316.6

for.body.i.6.B316.6.loopexit_crit_edge:           ; preds = %for.body.i.6
  %58 = add i64 %lsr.iv81, 1
  br label %B316.6

B316.6:                                           ; preds = %B204.backedge.6, %for.body.i.6.B316.6.loopexit_crit_edge, %B204.preheader.6, %for.body.i4.6, %B316.5
  %j.3.2.6 = phi i64 [ %.111.044.6, %B316.5 ], [ %.111.044.6, %for.body.i4.6 ], [ %.111.044.5, %B204.preheader.6 ], [ %58, %for.body.i.6.B316.6.loopexit_crit_edge ], [ %arg.low, %B204.backedge.6 ]
  %.593.6 = icmp slt i64 %j.3.2.6, 0
  %.594.6 = select i1 %.593.6, i64 %arg.R.5.0, i64 0
  %.595.6 = add i64 %.594.6, %j.3.2.6
  %.608.6 = getelementptr double, double* %arg.R.4, i64 %.595.6
  store double %.234.6, double* %.608.6, align 8
  %.111.044.7 = add i64 %.111.044.in, 8
  %.176.7 = add nsw i64 %.16645, -8
  %.218.7 = icmp slt i64 %.111.044.7, 0
  %.219.7 = select i1 %.218.7, i64 %arg.R.5.0, i64 0
  %.220.7 = add i64 %.219.7, %.111.044.7
  %.233.7 = getelementptr double, double* %arg.R.4, i64 %.220.7
  %.234.7 = load double, double* %.233.7, align 8
  %.278.7 = icmp sgt i64 %.111.044.7, %arg.low
  br i1 %.278.7, label %B142.endif.7, label %B316.7

B142.endif.7:                                     ; preds = %B316.6
  %sunkaddr148 = mul i64 %.111.044.7, 8
  %59 = bitcast double* %arg.R.4 to i8*
  %sunkaddr149 = getelementptr i8, i8* %59, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, i8* %sunkaddr149, i64 -8
  %60 = bitcast i8* %sunkaddr150 to double*
  %.320.7 = load double, double* %60, align 8
  %.12.i1.7 = fcmp olt double %.234.7, %.320.7
  br i1 %.12.i1.7, label %B204.preheader.7, label %for.body.i4.7

for.body.i4.7:                                    ; preds = %B142.endif.7
  %.25.i3.7 = fcmp ord double %.320.7, 0.000000e+00
  %.52.i5.7 = fcmp uno double %.234.7, 0.000000e+00
  %or.cond.7 = select i1 %.25.i3.7, i1 true, i1 %.52.i5.7
  br i1 %or.cond.7, label %B316.7, label %B204.preheader.7

B204.preheader.7:                                 ; preds = %for.body.i4.7, %B142.endif.7
  %61 = icmp sgt i64 %.111.044.6, %arg.low
  %.44739.7 = getelementptr double, double* %arg.R.4, i64 %.111.044.7
  store double %.320.7, double* %.44739.7, align 8
  br i1 %61, label %B254.endif.7.preheader, label %B316.7

B254.endif.7.preheader:                           ; preds = %B204.preheader.7
  br label %B254.endif.7

B254.endif.7:                                     ; preds = %B254.endif.7.preheader, %B204.backedge.7
  %lsr.iv88 = phi i64 [ %lsr.iv.next89, %B204.backedge.7 ], [ %lsr.iv86, %B254.endif.7.preheader ]
  %.486.7 = icmp ugt i64 %lsr.iv88, %const
  %.487.7 = select i1 %.486.7, i64 %arg.R.5.0, i64 0
  %62 = add i64 %.487.7, %lsr.iv88
  %.501.7 = getelementptr double, double* %arg.R.4, i64 %62
  %.502.7 = load double, double* %.501.7, align 8
  %.12.i.7 = fcmp olt double %.234.7, %.502.7
  br i1 %.12.i.7, label %B204.backedge.7, label %for.body.i.7

for.body.i.7:                                     ; preds = %B254.endif.7
  %63 = fcmp uno double %.234.7, 0.000000e+00
  %.25.i.7 = fcmp ord double %.502.7, 0.000000e+00
  %or.cond35.7 = select i1 %.25.i.7, i1 true, i1 %63
  br i1 %or.cond35.7, label %for.body.i.7.B316.7.loopexit_crit_edge, label %B204.backedge.7

B204.backedge.7:                                  ; preds = %for.body.i.7, %B254.endif.7
  %scevgep104 = getelementptr double, double* %arg.R.4, i64 %lsr.iv88
  %.417.7 = load double, double* %scevgep104, align 8
  %scevgep102 = getelementptr double, double* %arg.R.4, i64 %lsr.iv88
  %scevgep103 = getelementptr double, double* %scevgep102, i64 1
  store double %.417.7, double* %scevgep103, align 8
  %lsr.iv.next89 = add i64 %lsr.iv88, -1
  %64 = add i64 %lsr.iv.next89, 1
  %.461.7 = icmp sgt i64 %64, %arg.low
  br i1 %.461.7, label %B254.endif.7, label %B316.7

for.body.i.7.B316.7.loopexit_crit_edge:           ; preds = %for.body.i.7
  %65 = add i64 %lsr.iv88, 1
  br label %B316.7

B316.7:                                           ; preds = %B204.backedge.7, %for.body.i.7.B316.7.loopexit_crit_edge, %B204.preheader.7, %for.body.i4.7, %B316.6
  %j.3.2.7 = phi i64 [ %.111.044.7, %B316.6 ], [ %.111.044.7, %for.body.i4.7 ], [ %.111.044.6, %B204.preheader.7 ], [ %65, %for.body.i.7.B316.7.loopexit_crit_edge ], [ %arg.low, %B204.backedge.7 ]
  %.593.7 = icmp slt i64 %j.3.2.7, 0
  %.594.7 = select i1 %.593.7, i64 %arg.R.5.0, i64 0
  %.595.7 = add i64 %.594.7, %j.3.2.7
  %.608.7 = getelementptr double, double* %arg.R.4, i64 %.595.7
  store double %.234.7, double* %.608.7, align 8
  %lsr.iv.next = add i64 %lsr.iv, 8
  %lsr.iv.next59 = add i64 %lsr.iv58, 8
  %lsr.iv.next66 = add i64 %lsr.iv65, 8
  %lsr.iv.next73 = add i64 %lsr.iv72, 8
  %lsr.iv.next80 = add i64 %lsr.iv79, 8
  %lsr.iv.next87 = add i64 %lsr.iv86, 8
  %.167.7 = icmp sgt i64 %.16645, 8
  br i1 %.167.7, label %B84.endif, label %B328

B328:                                             ; preds = %B316.7, %B84.endif.prol.loopexit, %B38.endif
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B38.endif:                                        ; preds = %B22
  %.124 = sub i64 %arg.high, %arg.low
  %.125.inv = icmp sgt i64 %.124, 0
  br i1 %.125.inv, label %B84.endif.preheader, label %B328

B84.endif.preheader:                              ; preds = %B38.endif
  %66 = xor i64 %arg.low, -1
  %67 = add i64 %66, %arg.high
  %xtraiter = and i64 %.124, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B84.endif.prol.loopexit, label %B84.endif.prol.preheader

B84.endif.prol.preheader:                         ; preds = %B84.endif.preheader
  br label %B84.endif.prol

B84.endif.prol:                                   ; preds = %B84.endif.prol.preheader, %B316.prol
  %.111.044.in.prol = phi i64 [ %.111.044.prol, %B316.prol ], [ %arg.low, %B84.endif.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B316.prol ], [ 0, %B84.endif.prol.preheader ]
  %.111.044.prol = add i64 %.111.044.in.prol, 1
  %.218.prol = icmp slt i64 %.111.044.prol, 0
  %.219.prol = select i1 %.218.prol, i64 %arg.R.5.0, i64 0
  %.220.prol = add i64 %.219.prol, %.111.044.prol
  %.233.prol = getelementptr double, double* %arg.R.4, i64 %.220.prol
  %.234.prol = load double, double* %.233.prol, align 8
  %.278.prol = icmp sgt i64 %.111.044.prol, %arg.low
  br i1 %.278.prol, label %B142.endif.prol, label %B316.prol

B142.endif.prol:                                  ; preds = %B84.endif.prol
  %.319.prol = getelementptr double, double* %arg.R.4, i64 %.111.044.in.prol
  %.320.prol = load double, double* %.319.prol, align 8
  %.12.i1.prol = fcmp olt double %.234.prol, %.320.prol
  br i1 %.12.i1.prol, label %B204.preheader.prol, label %for.body.i4.prol

for.body.i4.prol:                                 ; preds = %B142.endif.prol
  %.25.i3.prol = fcmp ord double %.320.prol, 0.000000e+00
  %.52.i5.prol = fcmp uno double %.234.prol, 0.000000e+00
  %or.cond.prol = select i1 %.25.i3.prol, i1 true, i1 %.52.i5.prol
  br i1 %or.cond.prol, label %B316.prol, label %B204.preheader.prol

B204.preheader.prol:                              ; preds = %for.body.i4.prol, %B142.endif.prol
  %.44739.prol = getelementptr double, double* %arg.R.4, i64 %.111.044.prol
  store double %.320.prol, double* %.44739.prol, align 8
  %.46140.prol = icmp sgt i64 %.111.044.in.prol, %arg.low
  br i1 %.46140.prol, label %B254.endif.prol.preheader, label %B316.prol

B254.endif.prol.preheader:                        ; preds = %B204.preheader.prol
  br label %B254.endif.prol

B254.endif.prol:                                  ; preds = %B254.endif.prol.preheader, %B204.backedge.prol
  %.38742.prol = phi i64 [ %69, %B204.backedge.prol ], [ %.111.044.in.prol, %B254.endif.prol.preheader ]
  %68 = add i64 %.38742.prol, 1
  %.486.prol = icmp slt i64 %68, 2
  %.487.prol = select i1 %.486.prol, i64 %arg.R.5.0, i64 0
  %69 = add nsw i64 %.38742.prol, -1
  %70 = add i64 %.487.prol, %.38742.prol
  %71 = add i64 %70, -1
  %.501.prol = getelementptr double, double* %arg.R.4, i64 %71
  %.502.prol = load double, double* %.501.prol, align 8
  %.12.i.prol = fcmp olt double %.234.prol, %.502.prol
  br i1 %.12.i.prol, label %B204.backedge.prol, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %B254.endif.prol
  %72 = fcmp uno double %.234.prol, 0.000000e+00
  %.25.i.prol = fcmp ord double %.502.prol, 0.000000e+00
  %or.cond35.prol = select i1 %.25.i.prol, i1 true, i1 %72
  br i1 %or.cond35.prol, label %B316.prol, label %B204.backedge.prol

B204.backedge.prol:                               ; preds = %for.body.i.prol, %B254.endif.prol
  %scevgep105 = getelementptr double, double* %arg.R.4, i64 %.38742.prol
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -1
  %.417.prol = load double, double* %scevgep106, align 8
  %scevgep107 = getelementptr double, double* %arg.R.4, i64 %.38742.prol
  store double %.417.prol, double* %scevgep107, align 8
  %.461.prol = icmp sgt i64 %69, %arg.low
  br i1 %.461.prol, label %B254.endif.prol, label %B316.prol

B316.prol:                                        ; preds = %B204.backedge.prol, %for.body.i.prol, %B204.preheader.prol, %for.body.i4.prol, %B84.endif.prol
  %j.3.2.prol = phi i64 [ %.111.044.prol, %B84.endif.prol ], [ %.111.044.prol, %for.body.i4.prol ], [ %.111.044.in.prol, %B204.preheader.prol ], [ %arg.low, %B204.backedge.prol ], [ %.38742.prol, %for.body.i.prol ]
  %.593.prol = icmp slt i64 %j.3.2.prol, 0
  %.594.prol = select i1 %.593.prol, i64 %arg.R.5.0, i64 0
  %.595.prol = add i64 %.594.prol, %j.3.2.prol
  %.608.prol = getelementptr double, double* %arg.R.4, i64 %.595.prol
  store double %.234.prol, double* %.608.prol, align 8
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %B84.endif.prol.loopexit.loopexit, label %B84.endif.prol, !llvm.loop !85

B84.endif.prol.loopexit.loopexit:                 ; preds = %B316.prol
  %73 = and i64 %.124, -8
  br label %B84.endif.prol.loopexit

B84.endif.prol.loopexit:                          ; preds = %B84.endif.prol.loopexit.loopexit, %B84.endif.preheader
  %.16645.unr = phi i64 [ %.124, %B84.endif.preheader ], [ %73, %B84.endif.prol.loopexit.loopexit ]
  %.111.044.in.unr = phi i64 [ %arg.low, %B84.endif.preheader ], [ %.111.044.prol, %B84.endif.prol.loopexit.loopexit ]
  %74 = icmp ult i64 %67, 7
  br i1 %74, label %B328, label %B84.endif.preheader46

B84.endif.preheader46:                            ; preds = %B84.endif.prol.loopexit
  %const = bitcast i64 9223372036854775805 to i64
  %75 = add i64 %.111.044.in.unr, 1
  %76 = add i64 %.111.044.in.unr, 2
  %77 = add i64 %.111.044.in.unr, 3
  %78 = add i64 %.111.044.in.unr, 4
  %79 = add i64 %.111.044.in.unr, 5
  %80 = add i64 %.111.044.in.unr, 6
  br label %B84.endif

B84.endif:                                        ; preds = %B84.endif.preheader46, %B316.7
  %lsr.iv86 = phi i64 [ %80, %B84.endif.preheader46 ], [ %lsr.iv.next87, %B316.7 ]
  %lsr.iv79 = phi i64 [ %79, %B84.endif.preheader46 ], [ %lsr.iv.next80, %B316.7 ]
  %lsr.iv72 = phi i64 [ %78, %B84.endif.preheader46 ], [ %lsr.iv.next73, %B316.7 ]
  %lsr.iv65 = phi i64 [ %77, %B84.endif.preheader46 ], [ %lsr.iv.next66, %B316.7 ]
  %lsr.iv58 = phi i64 [ %76, %B84.endif.preheader46 ], [ %lsr.iv.next59, %B316.7 ]
  %lsr.iv = phi i64 [ %75, %B84.endif.preheader46 ], [ %lsr.iv.next, %B316.7 ]
  %.16645 = phi i64 [ %.16645.unr, %B84.endif.preheader46 ], [ %.176.7, %B316.7 ]
  %.111.044.in = phi i64 [ %.111.044.in.unr, %B84.endif.preheader46 ], [ %.111.044.7, %B316.7 ]
  %.111.044 = add i64 %.111.044.in, 1
  %.218 = icmp slt i64 %.111.044, 0
  %.219 = select i1 %.218, i64 %arg.R.5.0, i64 0
  %.220 = add i64 %.219, %.111.044
  %.233 = getelementptr double, double* %arg.R.4, i64 %.220
  %.234 = load double, double* %.233, align 8
  %.278 = icmp sgt i64 %.111.044, %arg.low
  br i1 %.278, label %B142.endif, label %B316

B142.endif:                                       ; preds = %B84.endif
  %.319 = getelementptr double, double* %arg.R.4, i64 %.111.044.in
  %.320 = load double, double* %.319, align 8
  %.12.i1 = fcmp olt double %.234, %.320
  br i1 %.12.i1, label %B204.preheader, label %for.body.i4

for.body.i4:                                      ; preds = %B142.endif
  %.25.i3 = fcmp ord double %.320, 0.000000e+00
  %.52.i5 = fcmp uno double %.234, 0.000000e+00
  %or.cond = select i1 %.25.i3, i1 true, i1 %.52.i5
  br i1 %or.cond, label %B316, label %B204.preheader

B204.preheader:                                   ; preds = %for.body.i4, %B142.endif
  %sunkaddr151 = mul i64 %.111.044.in, 8
  %81 = bitcast double* %arg.R.4 to i8*
  %sunkaddr152 = getelementptr i8, i8* %81, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, i8* %sunkaddr152, i64 8
  %82 = bitcast i8* %sunkaddr153 to double*
  store double %.320, double* %82, align 8
  %.46140 = icmp sgt i64 %.111.044.in, %arg.low
  br i1 %.46140, label %B254.endif.preheader, label %B316

B254.endif.preheader:                             ; preds = %B204.preheader
  br label %B254.endif

B254.endif:                                       ; preds = %B254.endif.preheader, %B204.backedge
  %.38742 = phi i64 [ %84, %B204.backedge ], [ %.111.044.in, %B254.endif.preheader ]
  %83 = add i64 %.38742, 1
  %.486 = icmp slt i64 %83, 2
  %.487 = select i1 %.486, i64 %arg.R.5.0, i64 0
  %84 = add nsw i64 %.38742, -1
  %85 = add i64 %.487, %.38742
  %86 = add i64 %85, -1
  %.501 = getelementptr double, double* %arg.R.4, i64 %86
  %.502 = load double, double* %.501, align 8
  %.12.i = fcmp olt double %.234, %.502
  br i1 %.12.i, label %B204.backedge, label %for.body.i

B204.backedge:                                    ; preds = %for.body.i, %B254.endif
  %scevgep80 = getelementptr double, double* %arg.R.4, i64 %.38742
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -1
  %.417 = load double, double* %scevgep81, align 8
  %scevgep83 = getelementptr double, double* %arg.R.4, i64 %.38742
  store double %.417, double* %scevgep83, align 8
  %.461 = icmp sgt i64 %84, %arg.low
  br i1 %.461, label %B254.endif, label %B316

for.body.i:                                       ; preds = %B254.endif
  %87 = fcmp uno double %.234, 0.000000e+00
  %.25.i = fcmp ord double %.502, 0.000000e+00
  %or.cond35 = select i1 %.25.i, i1 true, i1 %87
  br i1 %or.cond35, label %B316, label %B204.backedge
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { noinline }
attributes #6 = { nofree norecurse nosync nounwind }
attributes #7 = { nounwind }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = !{!15}
!15 = distinct !{!15, !11}
!16 = !{!13, !10}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!23, !26}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = !{!41}
!41 = distinct !{!41, !37}
!42 = !{!36, !39}
!43 = distinct !{!43, !18}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !20}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!47, !50}
!54 = distinct !{!54, !18}
!55 = distinct !{!55, !20}
!56 = distinct !{!56, !20}
!57 = distinct !{!57, !18}
!58 = distinct !{!58, !18}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!62 = !{!"branch_weights", i32 1, i32 7}
!63 = distinct !{!63, !20}
!64 = distinct !{!64, !20}
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = !{!73, !75}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!76 = !{!77, !79, !73, !75}
!77 = distinct !{!77, !78, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!78 = distinct !{!78, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!79 = distinct !{!79, !78, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!82 = distinct !{!82, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!83 = distinct !{!83, !20}
!84 = distinct !{!84, !20}
!85 = distinct !{!85, !20}
