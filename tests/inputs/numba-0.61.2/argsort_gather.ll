; ModuleID = 'argsort_gather'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140499980944512 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140499980944512.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140499980944512 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140499980944512, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499980944512.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499982392576 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140499982392576.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140499982392576 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140499982392576, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499982392576.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.argsort_gather = internal constant [15 x i8] c"argsort_gather\00"
@_ZN08NumbaEnv7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7fc8b388e750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fc8b388e750>\00"
@_ZN08NumbaEnv5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140499983368896 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140499983368896.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140499983368896 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140499983368896, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499983368896.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499984396352 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14setitem out of range\94\85\94N\87\94."
@.const.pickledata.140499984396352.sha1 = internal constant [20 x i8] c"\A5\C4N\81\D8\0E~\10\F1\DE\FE\8C\D63\07#\C9d\9E\A2"
@.const.picklebuf.140499984396352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140499984396352, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499984396352.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499983371648 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140499983371648.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140499983371648 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140499983371648, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499983371648.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499980966976 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Erun_quicksort1\94\8C\17numba/misc/quicksort.py\94K\B7\87\94\87\94."
@.const.pickledata.140499980966976.sha1 = internal constant [20 x i8] c"\CB \9D\D0\DD\CD/*\DA`O\8A\E4l\88w,\C7\A9\C3"
@.const.picklebuf.140499980966976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.140499980966976, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499980966976.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140499983721536 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140499983721536.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140499983721536 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140499983721536, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499983721536.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499989762816 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140499989762816.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140499989762816 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140499989762816, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499989762816.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.140499983370496 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K_\87\94\87\94."
@.const.pickledata.140499983370496.sha1 = internal constant [20 x i8] c"+D\8Bm\9A\1A\A0>\FB1$\A1F~\C3H\B3\90/J"
@.const.picklebuf.140499983370496 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.140499983370496, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499983370496.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140499981785152 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K`\87\94\87\94."
@.const.pickledata.140499981785152.sha1 = internal constant [20 x i8] c"\0B\ACOA\CE\17\E9#\8A\97\E2\0D\1F/\E4$R\98\EC\FC"
@.const.picklebuf.140499981785152 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.140499981785152, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499981785152.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.140499983357952 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KJ\87\94\87\94."
@.const.pickledata.140499983357952.sha1 = internal constant [20 x i8] c"\BF!\E4\128\A0\1B\81l\DE\1E\CB\89o\12\C4\BC\D6g~"
@.const.picklebuf.140499983357952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.140499983357952, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499983357952.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140499989762816.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140499989762816.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140499989762816.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140499989762816.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140499989762816.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fc8b3e9b510B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fc8b388ce90B3v28B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
entry:
  %.20.i.i = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0), !noalias !0
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !0
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !4
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !4
  %.26.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* nonnull %.20.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i.i, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !4
  switch i32 %.26.i.i, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  %.fca.0.gep13.i29.i575 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i to i8**
  %.fca.6.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i, i64 0, i32 6, i64 0
  %.fca.5.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i, i64 0, i32 4
  %.36.fca.6.0.load.i.i = load i64, i64* %.fca.6.0.gep.i.i, align 8, !noalias !4
  %.36.fca.5.0.load.i.i = load i64, i64* %.fca.5.0.gep.i.i, align 8, !noalias !4
  %.36.fca.4.load.i.i = load i64*, i64** %.fca.4.gep.i.i, align 8, !noalias !4
  %.36.fca.0.load.i.i = load i8*, i8** %.fca.0.gep13.i29.i575, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2), !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.36.fca.5.0.load.i.i, i64 8)
  %.111 = extractvalue { i64, i1 } %.109, 1
  br i1 %.111, label %B0.endif.if, label %B0.endif.endif, !prof !8

_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.20.i.i to i8*
  %.34.i.i = icmp sgt i32 %.26.i.i, 0
  %.27.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !0
  %.43 = select i1 %.34.i.i, { i8*, i32, i8*, i8*, i32 }* %.27.i.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %.101.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit, %for.end.1.endif, %.101.endif.endif.endif.endif.if, %.101.endif.endif.endif.if, %B0.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.if ], [ 1, %.101.endif.endif.endif.if ], [ 1, %.101.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ %.26.i.i, %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.if ], [ 1, %.101.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499980944512, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif:                                   ; preds = %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989762816.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i137 = load double*, double** %6, align 8
  %.171134 = icmp slt i64 %.36.fca.5.0.load.i.i, 1
  br i1 %.171134, label %.100.if, label %.100.endif.preheader, !prof !8

.100.endif.preheader:                             ; preds = %B0.endif.endif.endif
  %7 = add i64 %.36.fca.5.0.load.i.i, -1
  %xtraiter195 = and i64 %.36.fca.5.0.load.i.i, 7
  %8 = icmp ult i64 %7, 7
  br i1 %8, label %.100.if.loopexit.unr-lcssa, label %.100.endif.preheader.new

.100.endif.preheader.new:                         ; preds = %.100.endif.preheader
  %9 = ptrtoint i64* %.36.fca.4.load.i.i to i64
  %unroll_iter198 = and i64 %.36.fca.5.0.load.i.i, -8
  %10 = shl i64 %.36.fca.6.0.load.i.i, 3
  %11 = shl i64 %.36.fca.6.0.load.i.i, 1
  br label %.100.endif

.100.if.loopexit.unr-lcssa:                       ; preds = %.100.endif, %.100.endif.preheader
  %.165.0136.unr = phi i64 [ 0, %.100.endif.preheader ], [ %.199.7, %.100.endif ]
  %lcmp.mod197.not = icmp eq i64 %xtraiter195, 0
  br i1 %lcmp.mod197.not, label %.100.if, label %.100.endif.epil.preheader

.100.endif.epil.preheader:                        ; preds = %.100.if.loopexit.unr-lcssa
  %12 = ptrtoint i64* %.36.fca.4.load.i.i to i64
  %scevgep550 = getelementptr double, double* %.6.i137, i64 %.165.0136.unr
  %13 = mul i64 %.165.0136.unr, %.36.fca.6.0.load.i.i
  %14 = add i64 %12, %13
  br label %.100.endif.epil

.100.endif.epil:                                  ; preds = %.100.endif.epil.preheader, %.100.endif.epil
  %lsr.iv552 = phi i64 [ %14, %.100.endif.epil.preheader ], [ %lsr.iv.next553, %.100.endif.epil ]
  %epil.iter196 = phi i64 [ %epil.iter196.next, %.100.endif.epil ], [ 0, %.100.endif.epil.preheader ]
  %.187.epil = inttoptr i64 %lsr.iv552 to i64*
  %.188.epil = load i64, i64* %.187.epil, align 8
  %.189.epil = icmp slt i64 %.188.epil, 0
  %.190.epil = select i1 %.189.epil, i64 %arg.x.5.0, i64 0
  %.191.epil = add i64 %.190.epil, %.188.epil
  %.194.epil = getelementptr double, double* %arg.x.4, i64 %.191.epil
  %.195.epil = load double, double* %.194.epil, align 8
  %scevgep551 = getelementptr double, double* %scevgep550, i64 %epil.iter196
  store double %.195.epil, double* %scevgep551, align 8
  %epil.iter196.next = add i64 %epil.iter196, 1
  %lsr.iv.next553 = add i64 %lsr.iv552, %.36.fca.6.0.load.i.i
  %epil.iter196.cmp.not = icmp eq i64 %xtraiter195, %epil.iter196.next
  br i1 %epil.iter196.cmp.not, label %.100.if, label %.100.endif.epil, !prof !17, !llvm.loop !18

.100.if:                                          ; preds = %.100.endif.epil, %.100.if.loopexit.unr-lcssa, %B0.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %.36.fca.0.load.i.i)
  %.101.not.i = icmp eq i64 %.36.fca.5.0.load.i.i, 1
  br i1 %.101.not.i, label %.101.endif.endif.endif.endif, label %B90.i15

.100.endif:                                       ; preds = %.100.endif, %.100.endif.preheader.new
  %lsr.iv570 = phi i64 [ %lsr.iv.next571, %.100.endif ], [ %9, %.100.endif.preheader.new ]
  %.165.0136 = phi i64 [ 0, %.100.endif.preheader.new ], [ %.199.7, %.100.endif ]
  %.187 = inttoptr i64 %lsr.iv570 to i64*
  %.188 = load i64, i64* %.187, align 8
  %.189 = icmp slt i64 %.188, 0
  %.190 = select i1 %.189, i64 %arg.x.5.0, i64 0
  %.191 = add i64 %.190, %.188
  %.194 = getelementptr double, double* %arg.x.4, i64 %.191
  %.195 = load double, double* %.194, align 8
  %sunkaddr = mul i64 %.165.0136, 8
  %15 = bitcast double* %.6.i137 to i8*
  %sunkaddr576 = getelementptr i8, i8* %15, i64 %sunkaddr
  %16 = bitcast i8* %sunkaddr576 to double*
  store double %.195, double* %16, align 8
  %17 = add i64 %.36.fca.6.0.load.i.i, %lsr.iv570
  %.187.1 = inttoptr i64 %17 to i64*
  %.188.1 = load i64, i64* %.187.1, align 8
  %.189.1 = icmp slt i64 %.188.1, 0
  %.190.1 = select i1 %.189.1, i64 %arg.x.5.0, i64 0
  %.191.1 = add i64 %.190.1, %.188.1
  %.194.1 = getelementptr double, double* %arg.x.4, i64 %.191.1
  %.195.1 = load double, double* %.194.1, align 8
  %sunkaddr577 = mul i64 %.165.0136, 8
  %18 = bitcast double* %.6.i137 to i8*
  %sunkaddr578 = getelementptr i8, i8* %18, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, i8* %sunkaddr578, i64 8
  %19 = bitcast i8* %sunkaddr579 to double*
  store double %.195.1, double* %19, align 8
  %20 = add i64 %11, %lsr.iv570
  %sunkaddr580 = inttoptr i64 %lsr.iv570 to i64*
  %sunkaddr581 = mul i64 %.36.fca.6.0.load.i.i, 2
  %21 = bitcast i64* %sunkaddr580 to i8*
  %sunkaddr582 = getelementptr i8, i8* %21, i64 %sunkaddr581
  %22 = bitcast i8* %sunkaddr582 to i64*
  %.188.2 = load i64, i64* %22, align 8
  %.189.2 = icmp slt i64 %.188.2, 0
  %.190.2 = select i1 %.189.2, i64 %arg.x.5.0, i64 0
  %.191.2 = add i64 %.190.2, %.188.2
  %.194.2 = getelementptr double, double* %arg.x.4, i64 %.191.2
  %.195.2 = load double, double* %.194.2, align 8
  %sunkaddr583 = mul i64 %.165.0136, 8
  %23 = bitcast double* %.6.i137 to i8*
  %sunkaddr584 = getelementptr i8, i8* %23, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, i8* %sunkaddr584, i64 16
  %24 = bitcast i8* %sunkaddr585 to double*
  store double %.195.2, double* %24, align 8
  %25 = add i64 %.36.fca.6.0.load.i.i, %20
  %.187.3 = inttoptr i64 %25 to i64*
  %.188.3 = load i64, i64* %.187.3, align 8
  %.189.3 = icmp slt i64 %.188.3, 0
  %.190.3 = select i1 %.189.3, i64 %arg.x.5.0, i64 0
  %.191.3 = add i64 %.190.3, %.188.3
  %.194.3 = getelementptr double, double* %arg.x.4, i64 %.191.3
  %.195.3 = load double, double* %.194.3, align 8
  %sunkaddr586 = mul i64 %.165.0136, 8
  %26 = bitcast double* %.6.i137 to i8*
  %sunkaddr587 = getelementptr i8, i8* %26, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, i8* %sunkaddr587, i64 24
  %27 = bitcast i8* %sunkaddr588 to double*
  store double %.195.3, double* %27, align 8
  %28 = add i64 %.36.fca.6.0.load.i.i, %25
  %.187.4 = inttoptr i64 %28 to i64*
  %.188.4 = load i64, i64* %.187.4, align 8
  %.189.4 = icmp slt i64 %.188.4, 0
  %.190.4 = select i1 %.189.4, i64 %arg.x.5.0, i64 0
  %.191.4 = add i64 %.190.4, %.188.4
  %.194.4 = getelementptr double, double* %arg.x.4, i64 %.191.4
  %.195.4 = load double, double* %.194.4, align 8
  %sunkaddr589 = mul i64 %.165.0136, 8
  %29 = bitcast double* %.6.i137 to i8*
  %sunkaddr590 = getelementptr i8, i8* %29, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, i8* %sunkaddr590, i64 32
  %30 = bitcast i8* %sunkaddr591 to double*
  store double %.195.4, double* %30, align 8
  %31 = add i64 %.36.fca.6.0.load.i.i, %28
  %.187.5 = inttoptr i64 %31 to i64*
  %.188.5 = load i64, i64* %.187.5, align 8
  %.189.5 = icmp slt i64 %.188.5, 0
  %.190.5 = select i1 %.189.5, i64 %arg.x.5.0, i64 0
  %.191.5 = add i64 %.190.5, %.188.5
  %.194.5 = getelementptr double, double* %arg.x.4, i64 %.191.5
  %.195.5 = load double, double* %.194.5, align 8
  %sunkaddr592 = mul i64 %.165.0136, 8
  %32 = bitcast double* %.6.i137 to i8*
  %sunkaddr593 = getelementptr i8, i8* %32, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, i8* %sunkaddr593, i64 40
  %33 = bitcast i8* %sunkaddr594 to double*
  store double %.195.5, double* %33, align 8
  %34 = add i64 %.36.fca.6.0.load.i.i, %31
  %.187.6 = inttoptr i64 %34 to i64*
  %.188.6 = load i64, i64* %.187.6, align 8
  %.189.6 = icmp slt i64 %.188.6, 0
  %.190.6 = select i1 %.189.6, i64 %arg.x.5.0, i64 0
  %.191.6 = add i64 %.190.6, %.188.6
  %.194.6 = getelementptr double, double* %arg.x.4, i64 %.191.6
  %.195.6 = load double, double* %.194.6, align 8
  %sunkaddr595 = mul i64 %.165.0136, 8
  %35 = bitcast double* %.6.i137 to i8*
  %sunkaddr596 = getelementptr i8, i8* %35, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, i8* %sunkaddr596, i64 48
  %36 = bitcast i8* %sunkaddr597 to double*
  store double %.195.6, double* %36, align 8
  %37 = add i64 %.36.fca.6.0.load.i.i, %34
  %.187.7 = inttoptr i64 %37 to i64*
  %.188.7 = load i64, i64* %.187.7, align 8
  %.189.7 = icmp slt i64 %.188.7, 0
  %.190.7 = select i1 %.189.7, i64 %arg.x.5.0, i64 0
  %.191.7 = add i64 %.190.7, %.188.7
  %.194.7 = getelementptr double, double* %arg.x.4, i64 %.191.7
  %.195.7 = load double, double* %.194.7, align 8
  %sunkaddr598 = mul i64 %.165.0136, 8
  %38 = bitcast double* %.6.i137 to i8*
  %sunkaddr599 = getelementptr i8, i8* %38, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, i8* %sunkaddr599, i64 56
  %39 = bitcast i8* %sunkaddr600 to double*
  store double %.195.7, double* %39, align 8
  %.199.7 = add nuw i64 %.165.0136, 8
  %lsr.iv.next571 = add i64 %lsr.iv570, %10
  %niter199.ncmp.7 = icmp eq i64 %unroll_iter198, %.199.7
  br i1 %niter199.ncmp.7, label %.100.if.loopexit.unr-lcssa, label %.100.endif, !prof !8

B90.i15:                                          ; preds = %.100.if
  %.71.not.i12 = icmp eq i64 %.36.fca.5.0.load.i.i, %arg.w.5.0
  %.76.not.i13 = icmp eq i64 %arg.w.5.0, 1
  %or.cond.i14 = or i1 %.76.not.i13, %.71.not.i12
  br i1 %or.cond.i14, label %.101.endif.endif.endif.endif, label %.101.endif.endif.endif.if

.101.endif.endif.endif.if:                        ; preds = %B90.i15
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499982392576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

.101.endif.endif.endif.endif:                     ; preds = %.100.if, %B90.i15
  %dest_shape.1161 = phi i64 [ %.36.fca.5.0.load.i.i, %B90.i15 ], [ %arg.w.5.0, %.100.if ]
  %.318 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1161, i64 8)
  %.320 = extractvalue { i64, i1 } %.318, 1
  br i1 %.320, label %.101.endif.endif.endif.endif.if, label %.101.endif.endif.endif.endif.endif, !prof !8

.101.endif.endif.endif.endif.if:                  ; preds = %.101.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499980944512, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

.101.endif.endif.endif.endif.endif:               ; preds = %.101.endif.endif.endif.endif
  %.319 = extractvalue { i64, i1 } %.318, 0
  %.7.i.i33 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.319, i32 32), !noalias !20
  %.8.i.i34 = icmp eq i8* %.7.i.i33, null
  br i1 %.8.i.i34, label %.101.endif.endif.endif.endif.endif.if, label %.101.endif.endif.endif.endif.endif.endif, !prof !8

.101.endif.endif.endif.endif.endif.if:            ; preds = %.101.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989762816.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

.101.endif.endif.endif.endif.endif.endif:         ; preds = %.101.endif.endif.endif.endif.endif
  %.5.i39 = getelementptr i8, i8* %.7.i.i33, i64 24
  %40 = bitcast i8* %.5.i39 to double**
  %.6.i40138 = load double*, double** %40, align 8
  %.390130 = icmp sgt i64 %dest_shape.1161, 0
  br i1 %.390130, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.101.endif.endif.endif.endif.endif.endif
  %41 = add i64 %dest_shape.1161, -1
  %xtraiter189 = and i64 %dest_shape.1161, 7
  %42 = icmp ult i64 %41, 7
  br i1 %42, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter192 = and i64 %dest_shape.1161, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index133 = phi i64 [ 0, %for.body.preheader.new ], [ %68, %for.body ]
  %.386.0132 = phi i64 [ 0, %for.body.preheader.new ], [ %.386.1.7, %for.body ]
  %.383.0131 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select162.7, %for.body ]
  %43 = icmp ugt i64 %arg.w.5.0, 1
  %44 = icmp ugt i64 %.36.fca.5.0.load.i.i, 1
  %spec.select162 = select i1 %44, i64 %loop.index133, i64 %.383.0131
  %.399 = getelementptr double, double* %.6.i137, i64 %spec.select162
  %.400 = load double, double* %.399, align 8
  %.386.1 = select i1 %43, i64 %loop.index133, i64 %.386.0132
  %.408 = getelementptr double, double* %arg.w.4, i64 %.386.1
  %.409 = load double, double* %.408, align 8
  %.6.i122 = fmul double %.400, %.409
  %sunkaddr601 = mul i64 %loop.index133, 8
  %45 = bitcast double* %.6.i40138 to i8*
  %sunkaddr602 = getelementptr i8, i8* %45, i64 %sunkaddr601
  %46 = bitcast i8* %sunkaddr602 to double*
  store double %.6.i122, double* %46, align 8
  %47 = add i64 %loop.index133, 1
  %spec.select162.1 = select i1 %44, i64 %47, i64 %.383.0131
  %.399.1 = getelementptr double, double* %.6.i137, i64 %spec.select162.1
  %.400.1 = load double, double* %.399.1, align 8
  %.386.1.1 = select i1 %43, i64 %47, i64 %.386.0132
  %.408.1 = getelementptr double, double* %arg.w.4, i64 %.386.1.1
  %.409.1 = load double, double* %.408.1, align 8
  %.6.i122.1 = fmul double %.400.1, %.409.1
  %sunkaddr603 = mul i64 %loop.index133, 8
  %48 = bitcast double* %.6.i40138 to i8*
  %sunkaddr604 = getelementptr i8, i8* %48, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, i8* %sunkaddr604, i64 8
  %49 = bitcast i8* %sunkaddr605 to double*
  store double %.6.i122.1, double* %49, align 8
  %50 = add i64 %47, 1
  %spec.select162.2 = select i1 %44, i64 %50, i64 %.383.0131
  %.399.2 = getelementptr double, double* %.6.i137, i64 %spec.select162.2
  %.400.2 = load double, double* %.399.2, align 8
  %.386.1.2 = select i1 %43, i64 %50, i64 %.386.0132
  %.408.2 = getelementptr double, double* %arg.w.4, i64 %.386.1.2
  %.409.2 = load double, double* %.408.2, align 8
  %.6.i122.2 = fmul double %.400.2, %.409.2
  %sunkaddr606 = mul i64 %loop.index133, 8
  %51 = bitcast double* %.6.i40138 to i8*
  %sunkaddr607 = getelementptr i8, i8* %51, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, i8* %sunkaddr607, i64 16
  %52 = bitcast i8* %sunkaddr608 to double*
  store double %.6.i122.2, double* %52, align 8
  %53 = add i64 %50, 1
  %spec.select162.3 = select i1 %44, i64 %53, i64 %.383.0131
  %.399.3 = getelementptr double, double* %.6.i137, i64 %spec.select162.3
  %.400.3 = load double, double* %.399.3, align 8
  %.386.1.3 = select i1 %43, i64 %53, i64 %.386.0132
  %.408.3 = getelementptr double, double* %arg.w.4, i64 %.386.1.3
  %.409.3 = load double, double* %.408.3, align 8
  %.6.i122.3 = fmul double %.400.3, %.409.3
  %sunkaddr609 = mul i64 %loop.index133, 8
  %54 = bitcast double* %.6.i40138 to i8*
  %sunkaddr610 = getelementptr i8, i8* %54, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, i8* %sunkaddr610, i64 24
  %55 = bitcast i8* %sunkaddr611 to double*
  store double %.6.i122.3, double* %55, align 8
  %56 = add i64 %53, 1
  %spec.select162.4 = select i1 %44, i64 %56, i64 %.383.0131
  %.399.4 = getelementptr double, double* %.6.i137, i64 %spec.select162.4
  %.400.4 = load double, double* %.399.4, align 8
  %.386.1.4 = select i1 %43, i64 %56, i64 %.386.0132
  %.408.4 = getelementptr double, double* %arg.w.4, i64 %.386.1.4
  %.409.4 = load double, double* %.408.4, align 8
  %.6.i122.4 = fmul double %.400.4, %.409.4
  %sunkaddr612 = mul i64 %loop.index133, 8
  %57 = bitcast double* %.6.i40138 to i8*
  %sunkaddr613 = getelementptr i8, i8* %57, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, i8* %sunkaddr613, i64 32
  %58 = bitcast i8* %sunkaddr614 to double*
  store double %.6.i122.4, double* %58, align 8
  %59 = add i64 %56, 1
  %spec.select162.5 = select i1 %44, i64 %59, i64 %.383.0131
  %.399.5 = getelementptr double, double* %.6.i137, i64 %spec.select162.5
  %.400.5 = load double, double* %.399.5, align 8
  %.386.1.5 = select i1 %43, i64 %59, i64 %.386.0132
  %.408.5 = getelementptr double, double* %arg.w.4, i64 %.386.1.5
  %.409.5 = load double, double* %.408.5, align 8
  %.6.i122.5 = fmul double %.400.5, %.409.5
  %sunkaddr615 = mul i64 %loop.index133, 8
  %60 = bitcast double* %.6.i40138 to i8*
  %sunkaddr616 = getelementptr i8, i8* %60, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, i8* %sunkaddr616, i64 40
  %61 = bitcast i8* %sunkaddr617 to double*
  store double %.6.i122.5, double* %61, align 8
  %62 = add i64 %59, 1
  %spec.select162.6 = select i1 %44, i64 %62, i64 %.383.0131
  %.399.6 = getelementptr double, double* %.6.i137, i64 %spec.select162.6
  %.400.6 = load double, double* %.399.6, align 8
  %.386.1.6 = select i1 %43, i64 %62, i64 %.386.0132
  %.408.6 = getelementptr double, double* %arg.w.4, i64 %.386.1.6
  %.409.6 = load double, double* %.408.6, align 8
  %.6.i122.6 = fmul double %.400.6, %.409.6
  %sunkaddr618 = mul i64 %loop.index133, 8
  %63 = bitcast double* %.6.i40138 to i8*
  %sunkaddr619 = getelementptr i8, i8* %63, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 48
  %64 = bitcast i8* %sunkaddr620 to double*
  store double %.6.i122.6, double* %64, align 8
  %65 = add i64 %62, 1
  %spec.select162.7 = select i1 %44, i64 %65, i64 %.383.0131
  %.399.7 = getelementptr double, double* %.6.i137, i64 %spec.select162.7
  %.400.7 = load double, double* %.399.7, align 8
  %.386.1.7 = select i1 %43, i64 %65, i64 %.386.0132
  %.408.7 = getelementptr double, double* %arg.w.4, i64 %.386.1.7
  %.409.7 = load double, double* %.408.7, align 8
  %.6.i122.7 = fmul double %.400.7, %.409.7
  %sunkaddr621 = mul i64 %loop.index133, 8
  %66 = bitcast double* %.6.i40138 to i8*
  %sunkaddr622 = getelementptr i8, i8* %66, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, i8* %sunkaddr622, i64 56
  %67 = bitcast i8* %sunkaddr623 to double*
  store double %.6.i122.7, double* %67, align 8
  %.438.7 = add nuw i64 %loop.index133, 8
  %68 = add i64 %65, 1
  %niter193.ncmp.7 = icmp eq i64 %68, %unroll_iter192
  br i1 %niter193.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index133.unr = phi i64 [ 0, %for.body.preheader ], [ %.438.7, %for.body ]
  %.386.0132.unr = phi i64 [ 0, %for.body.preheader ], [ %.386.1.7, %for.body ]
  %.383.0131.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select162.7, %for.body ]
  %lcmp.mod191.not = icmp eq i64 %xtraiter189, 0
  br i1 %lcmp.mod191.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv532 = phi i64 [ %xtraiter189, %for.body.epil.preheader ], [ %lsr.iv.next533, %for.body.epil ]
  %loop.index133.epil = phi i64 [ %.438.epil, %for.body.epil ], [ %loop.index133.unr, %for.body.epil.preheader ]
  %.386.0132.epil = phi i64 [ %.386.1.epil, %for.body.epil ], [ %.386.0132.unr, %for.body.epil.preheader ]
  %.383.0131.epil = phi i64 [ %spec.select162.epil, %for.body.epil ], [ %.383.0131.unr, %for.body.epil.preheader ]
  %69 = icmp ugt i64 %arg.w.5.0, 1
  %70 = icmp ugt i64 %.36.fca.5.0.load.i.i, 1
  %spec.select162.epil = select i1 %70, i64 %loop.index133.epil, i64 %.383.0131.epil
  %.399.epil = getelementptr double, double* %.6.i137, i64 %spec.select162.epil
  %.400.epil = load double, double* %.399.epil, align 8
  %.386.1.epil = select i1 %69, i64 %loop.index133.epil, i64 %.386.0132.epil
  %.408.epil = getelementptr double, double* %arg.w.4, i64 %.386.1.epil
  %.409.epil = load double, double* %.408.epil, align 8
  %.6.i122.epil = fmul double %.400.epil, %.409.epil
  %scevgep531 = getelementptr double, double* %.6.i40138, i64 %loop.index133.epil
  store double %.6.i122.epil, double* %scevgep531, align 8
  %.438.epil = add nuw nsw i64 %loop.index133.epil, 1
  %lsr.iv.next533 = add nsw i64 %lsr.iv532, -1
  %epil.iter190.cmp.not = icmp eq i64 %lsr.iv.next533, 0
  br i1 %epil.iter190.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !27

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %.101.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.w.0)
  %.68.i62 = icmp eq i64 %dest_shape.1161, 0
  br i1 %.68.i62, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i66, !prof !8

B50.endif.preheader.i66:                          ; preds = %for.end
  %smax.i64 = tail call i64 @llvm.smax.i64(i64 %dest_shape.1161, i64 1)
  %71 = add nsw i64 %smax.i64, -1
  %xtraiter.i65 = and i64 %smax.i64, 7
  %72 = icmp ult i64 %71, 7
  br i1 %72, label %common.ret.loopexit.unr-lcssa.i73, label %B50.endif.preheader.new.i68

B50.endif.preheader.new.i68:                      ; preds = %B50.endif.preheader.i66
  %const573 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i67 = and i64 %smax.i64, %const573
  %73 = add nsw i64 %unroll_iter.i67, -8
  %74 = lshr exact i64 %73, 3
  %75 = add nuw nsw i64 %74, 1
  %xtraiter183 = and i64 %75, 7
  %76 = icmp ult i64 %73, 56
  br i1 %76, label %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa, label %B50.endif.preheader.new.i68.new

B50.endif.preheader.new.i68.new:                  ; preds = %B50.endif.preheader.new.i68
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter187 = and i64 %75, %const
  %scevgep401 = getelementptr double, double* %.6.i40138, i64 63
  br label %B50.endif.i120

common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa: ; preds = %B50.endif.i120, %B50.endif.preheader.new.i68
  %.239.7.i118.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i68 ], [ %.239.7.i118.7, %B50.endif.i120 ]
  %c.2.06.i85.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i68 ], [ %.239.7.i118.7, %B50.endif.i120 ]
  %.70.05.i86.unr = phi i64 [ 0, %B50.endif.preheader.new.i68 ], [ %.182.7.i114.7, %B50.endif.i120 ]
  %lcmp.mod185.not = icmp eq i64 %xtraiter183, 0
  br i1 %lcmp.mod185.not, label %common.ret.loopexit.unr-lcssa.i73, label %B50.endif.i120.epil.preheader

B50.endif.i120.epil.preheader:                    ; preds = %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa
  %77 = add nuw nsw i64 %.70.05.i86.unr, 7
  %scevgep374 = getelementptr double, double* %.6.i40138, i64 %77
  %78 = shl nuw nsw i64 %xtraiter183, 6
  br label %B50.endif.i120.epil

B50.endif.i120.epil:                              ; preds = %B50.endif.i120.epil.preheader, %B50.endif.i120.epil
  %lsr.iv375 = phi i64 [ 0, %B50.endif.i120.epil.preheader ], [ %lsr.iv.next376, %B50.endif.i120.epil ]
  %c.2.06.i85.epil = phi double [ %.239.7.i118.epil, %B50.endif.i120.epil ], [ %c.2.06.i85.unr, %B50.endif.i120.epil.preheader ]
  %79 = bitcast double* %scevgep374 to i8*
  %uglygep398 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep398399 = bitcast i8* %uglygep398 to double*
  %scevgep400 = getelementptr double, double* %uglygep398399, i64 -7
  %.236.i88.epil = load double, double* %scevgep400, align 8, !noalias !28
  %.239.i89.epil = fadd double %c.2.06.i85.epil, %.236.i88.epil
  %uglygep395 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -6
  %.236.1.i92.epil = load double, double* %scevgep397, align 8, !noalias !28
  %.239.1.i93.epil = fadd double %.239.i89.epil, %.236.1.i92.epil
  %uglygep392 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -5
  %.236.2.i96.epil = load double, double* %scevgep394, align 8, !noalias !28
  %.239.2.i97.epil = fadd double %.239.1.i93.epil, %.236.2.i96.epil
  %uglygep389 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -4
  %.236.3.i100.epil = load double, double* %scevgep391, align 8, !noalias !28
  %.239.3.i101.epil = fadd double %.239.2.i97.epil, %.236.3.i100.epil
  %uglygep386 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -3
  %.236.4.i104.epil = load double, double* %scevgep388, align 8, !noalias !28
  %.239.4.i105.epil = fadd double %.239.3.i101.epil, %.236.4.i104.epil
  %uglygep383 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep383384 = bitcast i8* %uglygep383 to double*
  %scevgep385 = getelementptr double, double* %uglygep383384, i64 -2
  %.236.5.i108.epil = load double, double* %scevgep385, align 8, !noalias !28
  %.239.5.i109.epil = fadd double %.239.4.i105.epil, %.236.5.i108.epil
  %uglygep380 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep380381 = bitcast i8* %uglygep380 to double*
  %scevgep382 = getelementptr double, double* %uglygep380381, i64 -1
  %.236.6.i112.epil = load double, double* %scevgep382, align 8, !noalias !28
  %.239.6.i113.epil = fadd double %.239.5.i109.epil, %.236.6.i112.epil
  %uglygep378 = getelementptr i8, i8* %79, i64 %lsr.iv375
  %uglygep378379 = bitcast i8* %uglygep378 to double*
  %.236.7.i117.epil = load double, double* %uglygep378379, align 8, !noalias !28
  %.239.7.i118.epil = fadd double %.239.6.i113.epil, %.236.7.i117.epil
  %lsr.iv.next376 = add nuw nsw i64 %lsr.iv375, 64
  %epil.iter184.cmp.not = icmp eq i64 %78, %lsr.iv.next376
  br i1 %epil.iter184.cmp.not, label %common.ret.loopexit.unr-lcssa.i73, label %B50.endif.i120.epil, !prof !17, !llvm.loop !31

common.ret.loopexit.unr-lcssa.i73:                ; preds = %B50.endif.i120.epil, %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa, %B50.endif.preheader.i66
  %.239.lcssa.ph.i69 = phi double [ undef, %B50.endif.preheader.i66 ], [ %.239.7.i118.lcssa.ph, %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa ], [ %.239.7.i118.epil, %B50.endif.i120.epil ]
  %c.2.06.unr.i70 = phi double [ 0.000000e+00, %B50.endif.preheader.i66 ], [ %.239.7.i118.lcssa.ph, %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa ], [ %.239.7.i118.epil, %B50.endif.i120.epil ]
  %.70.05.unr.i71 = phi i64 [ 0, %B50.endif.preheader.i66 ], [ %unroll_iter.i67, %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa ], [ %unroll_iter.i67, %B50.endif.i120.epil ]
  %lcmp.mod.not.i72 = icmp eq i64 %xtraiter.i65, 0
  br i1 %lcmp.mod.not.i72, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i75

B50.endif.epil.preheader.i75:                     ; preds = %common.ret.loopexit.unr-lcssa.i73
  %scevgep.i74 = getelementptr double, double* %.6.i40138, i64 %.70.05.unr.i71
  br label %B50.endif.epil.i83

B50.endif.epil.i83:                               ; preds = %B50.endif.epil.i83, %B50.endif.epil.preheader.i75
  %c.2.06.epil.i76 = phi double [ %.239.epil.i80, %B50.endif.epil.i83 ], [ %c.2.06.unr.i70, %B50.endif.epil.preheader.i75 ]
  %epil.iter.i77 = phi i64 [ %epil.iter.next.i81, %B50.endif.epil.i83 ], [ 0, %B50.endif.epil.preheader.i75 ]
  %scevgep373 = getelementptr double, double* %scevgep.i74, i64 %epil.iter.i77
  %.236.epil.i79 = load double, double* %scevgep373, align 8, !noalias !28
  %.239.epil.i80 = fadd double %c.2.06.epil.i76, %.236.epil.i79
  %epil.iter.next.i81 = add nuw nsw i64 %epil.iter.i77, 1
  %epil.iter.cmp.not.i82 = icmp eq i64 %xtraiter.i65, %epil.iter.next.i81
  br i1 %epil.iter.cmp.not.i82, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i83, !prof !17, !llvm.loop !32

B50.endif.i120:                                   ; preds = %B50.endif.i120, %B50.endif.preheader.new.i68.new
  %lsr.iv529 = phi i64 [ %lsr.iv.next530, %B50.endif.i120 ], [ %unroll_iter187, %B50.endif.preheader.new.i68.new ]
  %c.2.06.i85 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i68.new ], [ %.239.7.i118.7, %B50.endif.i120 ]
  %.70.05.i86 = phi i64 [ 0, %B50.endif.preheader.new.i68.new ], [ %.182.7.i114.7, %B50.endif.i120 ]
  %scevgep527 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -63
  %.236.i88 = load double, double* %scevgep528, align 8, !noalias !28
  %.239.i89 = fadd double %c.2.06.i85, %.236.i88
  %scevgep525 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -62
  %.236.1.i92 = load double, double* %scevgep526, align 8, !noalias !28
  %.239.1.i93 = fadd double %.239.i89, %.236.1.i92
  %scevgep523 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -61
  %.236.2.i96 = load double, double* %scevgep524, align 8, !noalias !28
  %.239.2.i97 = fadd double %.239.1.i93, %.236.2.i96
  %scevgep521 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -60
  %.236.3.i100 = load double, double* %scevgep522, align 8, !noalias !28
  %.239.3.i101 = fadd double %.239.2.i97, %.236.3.i100
  %scevgep519 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -59
  %.236.4.i104 = load double, double* %scevgep520, align 8, !noalias !28
  %.239.4.i105 = fadd double %.239.3.i101, %.236.4.i104
  %scevgep517 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -58
  %.236.5.i108 = load double, double* %scevgep518, align 8, !noalias !28
  %.239.5.i109 = fadd double %.239.4.i105, %.236.5.i108
  %scevgep515 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -57
  %.236.6.i112 = load double, double* %scevgep516, align 8, !noalias !28
  %.239.6.i113 = fadd double %.239.5.i109, %.236.6.i112
  %scevgep513 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -56
  %.236.7.i117 = load double, double* %scevgep514, align 8, !noalias !28
  %.239.7.i118 = fadd double %.239.6.i113, %.236.7.i117
  %scevgep482 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -55
  %.236.i88.1 = load double, double* %scevgep483, align 8, !noalias !28
  %.239.i89.1 = fadd double %.239.7.i118, %.236.i88.1
  %scevgep484 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -54
  %.236.1.i92.1 = load double, double* %scevgep485, align 8, !noalias !28
  %.239.1.i93.1 = fadd double %.239.i89.1, %.236.1.i92.1
  %scevgep486 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -53
  %.236.2.i96.1 = load double, double* %scevgep487, align 8, !noalias !28
  %.239.2.i97.1 = fadd double %.239.1.i93.1, %.236.2.i96.1
  %scevgep488 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -52
  %.236.3.i100.1 = load double, double* %scevgep489, align 8, !noalias !28
  %.239.3.i101.1 = fadd double %.239.2.i97.1, %.236.3.i100.1
  %scevgep490 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -51
  %.236.4.i104.1 = load double, double* %scevgep491, align 8, !noalias !28
  %.239.4.i105.1 = fadd double %.239.3.i101.1, %.236.4.i104.1
  %scevgep492 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -50
  %.236.5.i108.1 = load double, double* %scevgep493, align 8, !noalias !28
  %.239.5.i109.1 = fadd double %.239.4.i105.1, %.236.5.i108.1
  %scevgep494 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -49
  %.236.6.i112.1 = load double, double* %scevgep495, align 8, !noalias !28
  %.239.6.i113.1 = fadd double %.239.5.i109.1, %.236.6.i112.1
  %scevgep496 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -48
  %.236.7.i117.1 = load double, double* %scevgep497, align 8, !noalias !28
  %.239.7.i118.1 = fadd double %.239.6.i113.1, %.236.7.i117.1
  %scevgep466 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -47
  %.236.i88.2 = load double, double* %scevgep467, align 8, !noalias !28
  %.239.i89.2 = fadd double %.239.7.i118.1, %.236.i88.2
  %scevgep468 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -46
  %.236.1.i92.2 = load double, double* %scevgep469, align 8, !noalias !28
  %.239.1.i93.2 = fadd double %.239.i89.2, %.236.1.i92.2
  %scevgep470 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -45
  %.236.2.i96.2 = load double, double* %scevgep471, align 8, !noalias !28
  %.239.2.i97.2 = fadd double %.239.1.i93.2, %.236.2.i96.2
  %scevgep472 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -44
  %.236.3.i100.2 = load double, double* %scevgep473, align 8, !noalias !28
  %.239.3.i101.2 = fadd double %.239.2.i97.2, %.236.3.i100.2
  %scevgep474 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -43
  %.236.4.i104.2 = load double, double* %scevgep475, align 8, !noalias !28
  %.239.4.i105.2 = fadd double %.239.3.i101.2, %.236.4.i104.2
  %scevgep476 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -42
  %.236.5.i108.2 = load double, double* %scevgep477, align 8, !noalias !28
  %.239.5.i109.2 = fadd double %.239.4.i105.2, %.236.5.i108.2
  %scevgep478 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -41
  %.236.6.i112.2 = load double, double* %scevgep479, align 8, !noalias !28
  %.239.6.i113.2 = fadd double %.239.5.i109.2, %.236.6.i112.2
  %scevgep480 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -40
  %.236.7.i117.2 = load double, double* %scevgep481, align 8, !noalias !28
  %.239.7.i118.2 = fadd double %.239.6.i113.2, %.236.7.i117.2
  %scevgep450 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -39
  %.236.i88.3 = load double, double* %scevgep451, align 8, !noalias !28
  %.239.i89.3 = fadd double %.239.7.i118.2, %.236.i88.3
  %scevgep452 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -38
  %.236.1.i92.3 = load double, double* %scevgep453, align 8, !noalias !28
  %.239.1.i93.3 = fadd double %.239.i89.3, %.236.1.i92.3
  %scevgep454 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -37
  %.236.2.i96.3 = load double, double* %scevgep455, align 8, !noalias !28
  %.239.2.i97.3 = fadd double %.239.1.i93.3, %.236.2.i96.3
  %scevgep456 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -36
  %.236.3.i100.3 = load double, double* %scevgep457, align 8, !noalias !28
  %.239.3.i101.3 = fadd double %.239.2.i97.3, %.236.3.i100.3
  %scevgep458 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -35
  %.236.4.i104.3 = load double, double* %scevgep459, align 8, !noalias !28
  %.239.4.i105.3 = fadd double %.239.3.i101.3, %.236.4.i104.3
  %scevgep460 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -34
  %.236.5.i108.3 = load double, double* %scevgep461, align 8, !noalias !28
  %.239.5.i109.3 = fadd double %.239.4.i105.3, %.236.5.i108.3
  %scevgep462 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -33
  %.236.6.i112.3 = load double, double* %scevgep463, align 8, !noalias !28
  %.239.6.i113.3 = fadd double %.239.5.i109.3, %.236.6.i112.3
  %scevgep464 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -32
  %.236.7.i117.3 = load double, double* %scevgep465, align 8, !noalias !28
  %.239.7.i118.3 = fadd double %.239.6.i113.3, %.236.7.i117.3
  %scevgep434 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -31
  %.236.i88.4 = load double, double* %scevgep435, align 8, !noalias !28
  %.239.i89.4 = fadd double %.239.7.i118.3, %.236.i88.4
  %scevgep436 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -30
  %.236.1.i92.4 = load double, double* %scevgep437, align 8, !noalias !28
  %.239.1.i93.4 = fadd double %.239.i89.4, %.236.1.i92.4
  %scevgep438 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -29
  %.236.2.i96.4 = load double, double* %scevgep439, align 8, !noalias !28
  %.239.2.i97.4 = fadd double %.239.1.i93.4, %.236.2.i96.4
  %scevgep440 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -28
  %.236.3.i100.4 = load double, double* %scevgep441, align 8, !noalias !28
  %.239.3.i101.4 = fadd double %.239.2.i97.4, %.236.3.i100.4
  %scevgep442 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -27
  %.236.4.i104.4 = load double, double* %scevgep443, align 8, !noalias !28
  %.239.4.i105.4 = fadd double %.239.3.i101.4, %.236.4.i104.4
  %scevgep444 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -26
  %.236.5.i108.4 = load double, double* %scevgep445, align 8, !noalias !28
  %.239.5.i109.4 = fadd double %.239.4.i105.4, %.236.5.i108.4
  %scevgep446 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -25
  %.236.6.i112.4 = load double, double* %scevgep447, align 8, !noalias !28
  %.239.6.i113.4 = fadd double %.239.5.i109.4, %.236.6.i112.4
  %scevgep448 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -24
  %.236.7.i117.4 = load double, double* %scevgep449, align 8, !noalias !28
  %.239.7.i118.4 = fadd double %.239.6.i113.4, %.236.7.i117.4
  %scevgep418 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -23
  %.236.i88.5 = load double, double* %scevgep419, align 8, !noalias !28
  %.239.i89.5 = fadd double %.239.7.i118.4, %.236.i88.5
  %scevgep420 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -22
  %.236.1.i92.5 = load double, double* %scevgep421, align 8, !noalias !28
  %.239.1.i93.5 = fadd double %.239.i89.5, %.236.1.i92.5
  %scevgep422 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -21
  %.236.2.i96.5 = load double, double* %scevgep423, align 8, !noalias !28
  %.239.2.i97.5 = fadd double %.239.1.i93.5, %.236.2.i96.5
  %scevgep424 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -20
  %.236.3.i100.5 = load double, double* %scevgep425, align 8, !noalias !28
  %.239.3.i101.5 = fadd double %.239.2.i97.5, %.236.3.i100.5
  %scevgep426 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -19
  %.236.4.i104.5 = load double, double* %scevgep427, align 8, !noalias !28
  %.239.4.i105.5 = fadd double %.239.3.i101.5, %.236.4.i104.5
  %scevgep428 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -18
  %.236.5.i108.5 = load double, double* %scevgep429, align 8, !noalias !28
  %.239.5.i109.5 = fadd double %.239.4.i105.5, %.236.5.i108.5
  %scevgep430 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -17
  %.236.6.i112.5 = load double, double* %scevgep431, align 8, !noalias !28
  %.239.6.i113.5 = fadd double %.239.5.i109.5, %.236.6.i112.5
  %scevgep432 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -16
  %.236.7.i117.5 = load double, double* %scevgep433, align 8, !noalias !28
  %.239.7.i118.5 = fadd double %.239.6.i113.5, %.236.7.i117.5
  %scevgep402 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -15
  %.236.i88.6 = load double, double* %scevgep403, align 8, !noalias !28
  %.239.i89.6 = fadd double %.239.7.i118.5, %.236.i88.6
  %scevgep404 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -14
  %.236.1.i92.6 = load double, double* %scevgep405, align 8, !noalias !28
  %.239.1.i93.6 = fadd double %.239.i89.6, %.236.1.i92.6
  %scevgep406 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -13
  %.236.2.i96.6 = load double, double* %scevgep407, align 8, !noalias !28
  %.239.2.i97.6 = fadd double %.239.1.i93.6, %.236.2.i96.6
  %scevgep408 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -12
  %.236.3.i100.6 = load double, double* %scevgep409, align 8, !noalias !28
  %.239.3.i101.6 = fadd double %.239.2.i97.6, %.236.3.i100.6
  %scevgep410 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -11
  %.236.4.i104.6 = load double, double* %scevgep411, align 8, !noalias !28
  %.239.4.i105.6 = fadd double %.239.3.i101.6, %.236.4.i104.6
  %scevgep412 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -10
  %.236.5.i108.6 = load double, double* %scevgep413, align 8, !noalias !28
  %.239.5.i109.6 = fadd double %.239.4.i105.6, %.236.5.i108.6
  %scevgep414 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -9
  %.236.6.i112.6 = load double, double* %scevgep415, align 8, !noalias !28
  %.239.6.i113.6 = fadd double %.239.5.i109.6, %.236.6.i112.6
  %scevgep416 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -8
  %.236.7.i117.6 = load double, double* %scevgep417, align 8, !noalias !28
  %.239.7.i118.6 = fadd double %.239.6.i113.6, %.236.7.i117.6
  %scevgep498 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -7
  %.236.i88.7 = load double, double* %scevgep499, align 8, !noalias !28
  %.239.i89.7 = fadd double %.239.7.i118.6, %.236.i88.7
  %scevgep500 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -6
  %.236.1.i92.7 = load double, double* %scevgep501, align 8, !noalias !28
  %.239.1.i93.7 = fadd double %.239.i89.7, %.236.1.i92.7
  %scevgep502 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -5
  %.236.2.i96.7 = load double, double* %scevgep503, align 8, !noalias !28
  %.239.2.i97.7 = fadd double %.239.1.i93.7, %.236.2.i96.7
  %scevgep504 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -4
  %.236.3.i100.7 = load double, double* %scevgep505, align 8, !noalias !28
  %.239.3.i101.7 = fadd double %.239.2.i97.7, %.236.3.i100.7
  %scevgep506 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -3
  %.236.4.i104.7 = load double, double* %scevgep507, align 8, !noalias !28
  %.239.4.i105.7 = fadd double %.239.3.i101.7, %.236.4.i104.7
  %scevgep508 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -2
  %.236.5.i108.7 = load double, double* %scevgep509, align 8, !noalias !28
  %.239.5.i109.7 = fadd double %.239.4.i105.7, %.236.5.i108.7
  %scevgep510 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -1
  %.236.6.i112.7 = load double, double* %scevgep511, align 8, !noalias !28
  %.239.6.i113.7 = fadd double %.239.5.i109.7, %.236.6.i112.7
  %.182.7.i114.7 = add i64 %.70.05.i86, 64
  %scevgep512 = getelementptr double, double* %scevgep401, i64 %.70.05.i86
  %.236.7.i117.7 = load double, double* %scevgep512, align 8, !noalias !28
  %.239.7.i118.7 = fadd double %.239.6.i113.7, %.236.7.i117.7
  %lsr.iv.next530 = add i64 %lsr.iv529, -8
  %niter188.ncmp.7 = icmp eq i64 %lsr.iv.next530, 0
  br i1 %niter188.ncmp.7, label %common.ret.loopexit.unr-lcssa.i73.loopexit.unr-lcssa, label %B50.endif.i120, !prof !8

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i83, %for.end, %common.ret.loopexit.unr-lcssa.i73
  %c.2.0.lcssa.i84 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i69, %common.ret.loopexit.unr-lcssa.i73 ], [ %.239.epil.i80, %B50.endif.epil.i83 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i33)
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !33
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499989762816.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %80 = bitcast i8* %.5.i25 to double**
  %.6.i26139 = load double*, double** %80, align 8
  %.600127 = icmp sgt i64 %.36.fca.5.0.load.i.i, 0
  br i1 %.600127, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %81 = add i64 %.36.fca.5.0.load.i.i, -1
  %xtraiter178 = and i64 %.36.fca.5.0.load.i.i, 7
  %82 = icmp ult i64 %81, 7
  br i1 %82, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter181 = and i64 %.36.fca.5.0.load.i.i, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1129 = phi i64 [ 0, %for.body.1.preheader.new ], [ %107, %for.body.1 ]
  %.596.0128 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select163.7, %for.body.1 ]
  %83 = icmp eq i64 %.36.fca.5.0.load.i.i, 1
  %spec.select163 = select i1 %83, i64 %.596.0128, i64 %loop.index.1129
  %.609 = getelementptr double, double* %.6.i137, i64 %spec.select163
  %.610 = load double, double* %.609, align 8
  %.5.i1 = fmul double %.610, %.610
  %sunkaddr624 = mul i64 %loop.index.1129, 8
  %84 = bitcast double* %.6.i26139 to i8*
  %sunkaddr625 = getelementptr i8, i8* %84, i64 %sunkaddr624
  %85 = bitcast i8* %sunkaddr625 to double*
  store double %.5.i1, double* %85, align 8
  %86 = add i64 %loop.index.1129, 1
  %spec.select163.1 = select i1 %83, i64 %.596.0128, i64 %86
  %.609.1 = getelementptr double, double* %.6.i137, i64 %spec.select163.1
  %.610.1 = load double, double* %.609.1, align 8
  %.5.i1.1 = fmul double %.610.1, %.610.1
  %sunkaddr626 = mul i64 %loop.index.1129, 8
  %87 = bitcast double* %.6.i26139 to i8*
  %sunkaddr627 = getelementptr i8, i8* %87, i64 %sunkaddr626
  %sunkaddr628 = getelementptr i8, i8* %sunkaddr627, i64 8
  %88 = bitcast i8* %sunkaddr628 to double*
  store double %.5.i1.1, double* %88, align 8
  %89 = add i64 %86, 1
  %spec.select163.2 = select i1 %83, i64 %.596.0128, i64 %89
  %.609.2 = getelementptr double, double* %.6.i137, i64 %spec.select163.2
  %.610.2 = load double, double* %.609.2, align 8
  %.5.i1.2 = fmul double %.610.2, %.610.2
  %sunkaddr629 = mul i64 %loop.index.1129, 8
  %90 = bitcast double* %.6.i26139 to i8*
  %sunkaddr630 = getelementptr i8, i8* %90, i64 %sunkaddr629
  %sunkaddr631 = getelementptr i8, i8* %sunkaddr630, i64 16
  %91 = bitcast i8* %sunkaddr631 to double*
  store double %.5.i1.2, double* %91, align 8
  %92 = add i64 %89, 1
  %spec.select163.3 = select i1 %83, i64 %.596.0128, i64 %92
  %.609.3 = getelementptr double, double* %.6.i137, i64 %spec.select163.3
  %.610.3 = load double, double* %.609.3, align 8
  %.5.i1.3 = fmul double %.610.3, %.610.3
  %sunkaddr632 = mul i64 %loop.index.1129, 8
  %93 = bitcast double* %.6.i26139 to i8*
  %sunkaddr633 = getelementptr i8, i8* %93, i64 %sunkaddr632
  %sunkaddr634 = getelementptr i8, i8* %sunkaddr633, i64 24
  %94 = bitcast i8* %sunkaddr634 to double*
  store double %.5.i1.3, double* %94, align 8
  %95 = add i64 %92, 1
  %spec.select163.4 = select i1 %83, i64 %.596.0128, i64 %95
  %.609.4 = getelementptr double, double* %.6.i137, i64 %spec.select163.4
  %.610.4 = load double, double* %.609.4, align 8
  %.5.i1.4 = fmul double %.610.4, %.610.4
  %sunkaddr635 = mul i64 %loop.index.1129, 8
  %96 = bitcast double* %.6.i26139 to i8*
  %sunkaddr636 = getelementptr i8, i8* %96, i64 %sunkaddr635
  %sunkaddr637 = getelementptr i8, i8* %sunkaddr636, i64 32
  %97 = bitcast i8* %sunkaddr637 to double*
  store double %.5.i1.4, double* %97, align 8
  %98 = add i64 %95, 1
  %spec.select163.5 = select i1 %83, i64 %.596.0128, i64 %98
  %.609.5 = getelementptr double, double* %.6.i137, i64 %spec.select163.5
  %.610.5 = load double, double* %.609.5, align 8
  %.5.i1.5 = fmul double %.610.5, %.610.5
  %sunkaddr638 = mul i64 %loop.index.1129, 8
  %99 = bitcast double* %.6.i26139 to i8*
  %sunkaddr639 = getelementptr i8, i8* %99, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, i8* %sunkaddr639, i64 40
  %100 = bitcast i8* %sunkaddr640 to double*
  store double %.5.i1.5, double* %100, align 8
  %101 = add i64 %98, 1
  %spec.select163.6 = select i1 %83, i64 %.596.0128, i64 %101
  %.609.6 = getelementptr double, double* %.6.i137, i64 %spec.select163.6
  %.610.6 = load double, double* %.609.6, align 8
  %.5.i1.6 = fmul double %.610.6, %.610.6
  %sunkaddr641 = mul i64 %loop.index.1129, 8
  %102 = bitcast double* %.6.i26139 to i8*
  %sunkaddr642 = getelementptr i8, i8* %102, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, i8* %sunkaddr642, i64 48
  %103 = bitcast i8* %sunkaddr643 to double*
  store double %.5.i1.6, double* %103, align 8
  %104 = add i64 %101, 1
  %spec.select163.7 = select i1 %83, i64 %.596.0128, i64 %104
  %.609.7 = getelementptr double, double* %.6.i137, i64 %spec.select163.7
  %.610.7 = load double, double* %.609.7, align 8
  %.5.i1.7 = fmul double %.610.7, %.610.7
  %sunkaddr644 = mul i64 %loop.index.1129, 8
  %105 = bitcast double* %.6.i26139 to i8*
  %sunkaddr645 = getelementptr i8, i8* %105, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, i8* %sunkaddr645, i64 56
  %106 = bitcast i8* %sunkaddr646 to double*
  store double %.5.i1.7, double* %106, align 8
  %.639.7 = add nuw i64 %loop.index.1129, 8
  %107 = add i64 %104, 1
  %niter182.ncmp.7 = icmp eq i64 %107, %unroll_iter181
  br i1 %niter182.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1129.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.639.7, %for.body.1 ]
  %.596.0128.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select163.7, %for.body.1 ]
  %lcmp.mod180.not = icmp eq i64 %xtraiter178, 0
  br i1 %lcmp.mod180.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv355 = phi i64 [ %xtraiter178, %for.body.1.epil.preheader ], [ %lsr.iv.next356, %for.body.1.epil ]
  %loop.index.1129.epil = phi i64 [ %.639.epil, %for.body.1.epil ], [ %loop.index.1129.unr, %for.body.1.epil.preheader ]
  %.596.0128.epil = phi i64 [ %spec.select163.epil, %for.body.1.epil ], [ %.596.0128.unr, %for.body.1.epil.preheader ]
  %108 = icmp eq i64 %.36.fca.5.0.load.i.i, 1
  %spec.select163.epil = select i1 %108, i64 %.596.0128.epil, i64 %loop.index.1129.epil
  %.609.epil = getelementptr double, double* %.6.i137, i64 %spec.select163.epil
  %.610.epil = load double, double* %.609.epil, align 8
  %.5.i1.epil = fmul double %.610.epil, %.610.epil
  %scevgep354 = getelementptr double, double* %.6.i26139, i64 %loop.index.1129.epil
  store double %.5.i1.epil, double* %scevgep354, align 8
  %.639.epil = add nuw nsw i64 %loop.index.1129.epil, 1
  %lsr.iv.next356 = add nsw i64 %lsr.iv355, -1
  %epil.iter179.cmp.not = icmp eq i64 %lsr.iv.next356, 0
  br i1 %epil.iter179.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !40

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %.36.fca.5.0.load.i.i, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.36.fca.5.0.load.i.i, i64 1)
  %109 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %110 = icmp ult i64 %109, 7
  br i1 %110, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const574 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const574
  %111 = add nsw i64 %unroll_iter.i, -8
  %112 = lshr exact i64 %111, 3
  %113 = add nuw nsw i64 %112, 1
  %xtraiter = and i64 %113, 7
  %114 = icmp ult i64 %111, 56
  br i1 %114, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const572 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %113, %const572
  %scevgep224 = getelementptr double, double* %.6.i26139, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %115 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep200 = getelementptr double, double* %.6.i26139, i64 %115
  %116 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %117 = bitcast double* %scevgep200 to i8*
  %uglygep221 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep221222 = bitcast i8* %uglygep221 to double*
  %scevgep223 = getelementptr double, double* %uglygep221222, i64 -7
  %.236.i.epil = load double, double* %scevgep223, align 8, !noalias !41
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep218 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep218219 = bitcast i8* %uglygep218 to double*
  %scevgep220 = getelementptr double, double* %uglygep218219, i64 -6
  %.236.1.i.epil = load double, double* %scevgep220, align 8, !noalias !41
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep215 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep215216 = bitcast i8* %uglygep215 to double*
  %scevgep217 = getelementptr double, double* %uglygep215216, i64 -5
  %.236.2.i.epil = load double, double* %scevgep217, align 8, !noalias !41
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep212 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep212213 = bitcast i8* %uglygep212 to double*
  %scevgep214 = getelementptr double, double* %uglygep212213, i64 -4
  %.236.3.i.epil = load double, double* %scevgep214, align 8, !noalias !41
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep209 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep209210 = bitcast i8* %uglygep209 to double*
  %scevgep211 = getelementptr double, double* %uglygep209210, i64 -3
  %.236.4.i.epil = load double, double* %scevgep211, align 8, !noalias !41
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep206 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep206207 = bitcast i8* %uglygep206 to double*
  %scevgep208 = getelementptr double, double* %uglygep206207, i64 -2
  %.236.5.i.epil = load double, double* %scevgep208, align 8, !noalias !41
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep203 = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep203204 = bitcast i8* %uglygep203 to double*
  %scevgep205 = getelementptr double, double* %uglygep203204, i64 -1
  %.236.6.i.epil = load double, double* %scevgep205, align 8, !noalias !41
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %117, i64 %lsr.iv
  %uglygep202 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep202, align 8, !noalias !41
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %116, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !17, !llvm.loop !44

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i26139, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !41
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !17, !llvm.loop !32

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv352 = phi i64 [ %lsr.iv.next353, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep350 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -63
  %.236.i = load double, double* %scevgep351, align 8, !noalias !41
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep348 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -62
  %.236.1.i = load double, double* %scevgep349, align 8, !noalias !41
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep346 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -61
  %.236.2.i = load double, double* %scevgep347, align 8, !noalias !41
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep344 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -60
  %.236.3.i = load double, double* %scevgep345, align 8, !noalias !41
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep342 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -59
  %.236.4.i = load double, double* %scevgep343, align 8, !noalias !41
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep340 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -58
  %.236.5.i = load double, double* %scevgep341, align 8, !noalias !41
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep338 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -57
  %.236.6.i = load double, double* %scevgep339, align 8, !noalias !41
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep336 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -56
  %.236.7.i = load double, double* %scevgep337, align 8, !noalias !41
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep305 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -55
  %.236.i.1 = load double, double* %scevgep306, align 8, !noalias !41
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep307 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -54
  %.236.1.i.1 = load double, double* %scevgep308, align 8, !noalias !41
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep309 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -53
  %.236.2.i.1 = load double, double* %scevgep310, align 8, !noalias !41
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep311 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -52
  %.236.3.i.1 = load double, double* %scevgep312, align 8, !noalias !41
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep313 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -51
  %.236.4.i.1 = load double, double* %scevgep314, align 8, !noalias !41
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep315 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -50
  %.236.5.i.1 = load double, double* %scevgep316, align 8, !noalias !41
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep317 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -49
  %.236.6.i.1 = load double, double* %scevgep318, align 8, !noalias !41
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep319 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -48
  %.236.7.i.1 = load double, double* %scevgep320, align 8, !noalias !41
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep289 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -47
  %.236.i.2 = load double, double* %scevgep290, align 8, !noalias !41
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep291 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -46
  %.236.1.i.2 = load double, double* %scevgep292, align 8, !noalias !41
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep293 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -45
  %.236.2.i.2 = load double, double* %scevgep294, align 8, !noalias !41
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep295 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -44
  %.236.3.i.2 = load double, double* %scevgep296, align 8, !noalias !41
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep297 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -43
  %.236.4.i.2 = load double, double* %scevgep298, align 8, !noalias !41
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep299 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -42
  %.236.5.i.2 = load double, double* %scevgep300, align 8, !noalias !41
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep301 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -41
  %.236.6.i.2 = load double, double* %scevgep302, align 8, !noalias !41
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep303 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -40
  %.236.7.i.2 = load double, double* %scevgep304, align 8, !noalias !41
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep273 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -39
  %.236.i.3 = load double, double* %scevgep274, align 8, !noalias !41
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep275 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -38
  %.236.1.i.3 = load double, double* %scevgep276, align 8, !noalias !41
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep277 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -37
  %.236.2.i.3 = load double, double* %scevgep278, align 8, !noalias !41
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep279 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -36
  %.236.3.i.3 = load double, double* %scevgep280, align 8, !noalias !41
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep281 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -35
  %.236.4.i.3 = load double, double* %scevgep282, align 8, !noalias !41
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep283 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -34
  %.236.5.i.3 = load double, double* %scevgep284, align 8, !noalias !41
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep285 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -33
  %.236.6.i.3 = load double, double* %scevgep286, align 8, !noalias !41
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep287 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -32
  %.236.7.i.3 = load double, double* %scevgep288, align 8, !noalias !41
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep257 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -31
  %.236.i.4 = load double, double* %scevgep258, align 8, !noalias !41
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep259 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -30
  %.236.1.i.4 = load double, double* %scevgep260, align 8, !noalias !41
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep261 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -29
  %.236.2.i.4 = load double, double* %scevgep262, align 8, !noalias !41
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep263 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -28
  %.236.3.i.4 = load double, double* %scevgep264, align 8, !noalias !41
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep265 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -27
  %.236.4.i.4 = load double, double* %scevgep266, align 8, !noalias !41
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep267 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -26
  %.236.5.i.4 = load double, double* %scevgep268, align 8, !noalias !41
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep269 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -25
  %.236.6.i.4 = load double, double* %scevgep270, align 8, !noalias !41
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep271 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -24
  %.236.7.i.4 = load double, double* %scevgep272, align 8, !noalias !41
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep241 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -23
  %.236.i.5 = load double, double* %scevgep242, align 8, !noalias !41
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep243 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -22
  %.236.1.i.5 = load double, double* %scevgep244, align 8, !noalias !41
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep245 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -21
  %.236.2.i.5 = load double, double* %scevgep246, align 8, !noalias !41
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep247 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -20
  %.236.3.i.5 = load double, double* %scevgep248, align 8, !noalias !41
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep249 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -19
  %.236.4.i.5 = load double, double* %scevgep250, align 8, !noalias !41
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep251 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -18
  %.236.5.i.5 = load double, double* %scevgep252, align 8, !noalias !41
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep253 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -17
  %.236.6.i.5 = load double, double* %scevgep254, align 8, !noalias !41
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep255 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -16
  %.236.7.i.5 = load double, double* %scevgep256, align 8, !noalias !41
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep225 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -15
  %.236.i.6 = load double, double* %scevgep226, align 8, !noalias !41
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep227 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -14
  %.236.1.i.6 = load double, double* %scevgep228, align 8, !noalias !41
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep229 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -13
  %.236.2.i.6 = load double, double* %scevgep230, align 8, !noalias !41
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep231 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -12
  %.236.3.i.6 = load double, double* %scevgep232, align 8, !noalias !41
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep233 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -11
  %.236.4.i.6 = load double, double* %scevgep234, align 8, !noalias !41
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep235 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -10
  %.236.5.i.6 = load double, double* %scevgep236, align 8, !noalias !41
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep237 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -9
  %.236.6.i.6 = load double, double* %scevgep238, align 8, !noalias !41
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep239 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -8
  %.236.7.i.6 = load double, double* %scevgep240, align 8, !noalias !41
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep321 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -7
  %.236.i.7 = load double, double* %scevgep322, align 8, !noalias !41
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep323 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -6
  %.236.1.i.7 = load double, double* %scevgep324, align 8, !noalias !41
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep325 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -5
  %.236.2.i.7 = load double, double* %scevgep326, align 8, !noalias !41
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep327 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -4
  %.236.3.i.7 = load double, double* %scevgep328, align 8, !noalias !41
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep329 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -3
  %.236.4.i.7 = load double, double* %scevgep330, align 8, !noalias !41
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep331 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -2
  %.236.5.i.7 = load double, double* %scevgep332, align 8, !noalias !41
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep333 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -1
  %.236.6.i.7 = load double, double* %scevgep334, align 8, !noalias !41
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep335 = getelementptr double, double* %scevgep224, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep335, align 8, !noalias !41
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next353 = add i64 %lsr.iv352, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next353, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  %.673 = fadd double %c.2.0.lcssa.i84, %c.2.0.lcssa.i
  store double %.673, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.argsort_gather, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([168 x i8], [168 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !8

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
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

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
  %.75 = call i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #4
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
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !8

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

define double @cfunc._ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #4
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fc8b388e750>", i64 0, i64 0))
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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !8

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
entry:
  %.25.i = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.570 = alloca i64, align 8
  store i64 0, i64* %.570, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.865 = alloca i8*, align 8
  store i8* null, i8** %.865, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !45
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !45
  %.29.i = call i32 @_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* nonnull %.25.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i64 %arg.A.2), !noalias !45
  switch i32 %.29.i, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  %.fca.0.gep13.i375337305320 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8**
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 6, i64 0
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 1
  %.39.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !45
  %.39.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !45
  %.39.fca.4.load.i = load i64*, i64** %.fca.4.gep.i, align 8, !noalias !45
  %.39.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !45
  %.39.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !45
  %.39.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !45
  %.39.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i375337305320, align 8, !noalias !45
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  %.37.i = icmp sgt i32 %.29.i, 0
  %.30.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !45
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.34 = select i1 %.37.i, { i8*, i32, i8*, i8*, i32 }* %.30.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.34, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B526.if, %B434.if, %B356.if, %B292.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B566, %B288, %B66, %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B356.if ], [ 1, %B434.if ], [ %.29.i, %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit ], [ %.578, %B292.if ], [ %.873, %B526.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %retptr.repack135376338306321 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.39.fca.0.load.i, i8** %retptr.repack135376338306321, align 8
  %retptr.repack136 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.39.fca.1.load.i, i8** %retptr.repack136, align 8
  %retptr.repack138 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.39.fca.2.load.i, i64* %retptr.repack138, align 8
  %retptr.repack140 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.39.fca.3.load.i, i64* %retptr.repack140, align 8
  %retptr.repack142 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.39.fca.4.load.i, i64** %retptr.repack142, align 8
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.39.fca.5.0.load.i, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.39.fca.6.0.load.i, i64* %7, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %for.end.endif
  %n.4.0 = phi i64 [ 1, %for.end.endif ], [ %n.5.2, %B526.endif ]
  %8 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i2691 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %8, align 8
  %.484377339307322 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2691 to i64*
  %.485 = load i64, i64* %.484377339307322, align 8
  %.486 = icmp sgt i64 %n.4.0, %.485
  br i1 %.486, label %B206.if, label %B206.endif, !prof !8

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.456, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.500.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.500.unpack94, %B266.preheader ]
  %.540 = icmp slt i64 %n.8.1, 100
  br i1 %.540, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %.39.fca.0.load.i)
  tail call void @NRT_decref(i8* %arg.A.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499980966976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, i64* %.570, align 8
  %.578 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i64* nonnull %.570, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %.39.fca.0.load.i, i8* %.39.fca.1.load.i, i64 %.39.fca.2.load.i, i64 %.39.fca.3.load.i, i64* %.39.fca.4.load.i, i64 %.39.fca.5.0.load.i, i64 %.39.fca.6.0.load.i, i64 %low.2.1, i64 %high.2.1)
  %.588 = load i64, i64* %.570, align 8
  switch i32 %.578, label %B292.if [
    i32 -2, label %B292.endif
    i32 0, label %B292.endif
  ]

B344:                                             ; preds = %B292.endif
  %.615 = icmp sgt i64 %high.2.1, %.588
  br i1 %.615, label %B356, label %B410

B356:                                             ; preds = %B344
  %9 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.632 = icmp slt i64 %n.8.1, 0
  %.6.i62113 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %9, align 8
  %.637379340308323 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i62113 to i64*
  %.638 = load i64, i64* %.637379340308323, align 8
  %.639 = select i1 %.632, i64 %.638, i64 0
  %.640 = add i64 %.639, %n.8.1
  %.641 = icmp slt i64 %.640, 0
  %.648 = icmp sge i64 %.640, %.638
  %.649 = or i1 %.641, %.648
  br i1 %.649, label %B356.if, label %B356.endif, !prof !8

B410:                                             ; preds = %B356.endif, %B344
  %n.9.2 = phi i64 [ %.685, %B356.endif ], [ %n.8.1, %B344 ]
  %.708 = add nsw i64 %.588, -1
  br label %B498

B422:                                             ; preds = %B292.endif
  %.721 = icmp sgt i64 %.588, %low.2.1
  br i1 %.721, label %B434, label %B488

B434:                                             ; preds = %B422
  %10 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.738 = icmp slt i64 %n.8.1, 0
  %.6.i66108 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.743381341309324 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i66108 to i64*
  %.744 = load i64, i64* %.743381341309324, align 8
  %.745 = select i1 %.738, i64 %.744, i64 0
  %.746 = add i64 %.745, %n.8.1
  %.747 = icmp slt i64 %.746, 0
  %.754 = icmp sge i64 %.746, %.744
  %.755 = or i1 %.747, %.754
  br i1 %.755, label %B434.if, label %B434.endif, !prof !8

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
  %.873 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i8** nonnull %.865, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %.39.fca.0.load.i, i8* %.39.fca.1.load.i, i64 %.39.fca.2.load.i, i64 %.39.fca.3.load.i, i64* %.39.fca.4.load.i, i64 %.39.fca.5.0.load.i, i64 %.39.fca.6.0.load.i, i64 %low.4.2, i64 %high.4.2)
  switch i32 %.873, label %B526.if [
    i32 -2, label %B526.endif
    i32 0, label %B526.endif
  ]

B566:                                             ; preds = %B526.endif
  %retptr.repack382342310325 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.39.fca.0.load.i, i8** %retptr.repack382342310325, align 8
  %retptr.repack96 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.39.fca.1.load.i, i8** %retptr.repack96, align 8
  %retptr.repack98 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.39.fca.2.load.i, i64* %retptr.repack98, align 8
  %retptr.repack100 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.39.fca.3.load.i, i64* %retptr.repack100, align 8
  %retptr.repack102 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.39.fca.4.load.i, i64** %retptr.repack102, align 8
  %11 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.39.fca.5.0.load.i, i64* %11, align 8
  %12 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.39.fca.6.0.load.i, i64* %12, align 8
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B70.endif.if:                                     ; preds = %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %.126 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 40, i8* bitcast (void (i8*)* @".dtor.list.Partition(int64 x 2)" to i8*))
  %.127 = icmp eq i8* %.126, null
  br i1 %.127, label %B70.endif.endif.if, label %B70.endif.endif.endif, !prof !8

B70.endif.endif.if:                               ; preds = %B70.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499983368896, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i59 = getelementptr i8, i8* %.126, i64 24
  %13 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i60130 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.139 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i60130, i64 0, i32 1
  store i64 1, i64* %.139, align 8
  %14 = bitcast i8* %.5.i59 to i64**
  %.6.i581316 = load i64*, i64** %14, align 8
  store i64 0, i64* %.6.i581316, align 8
  %.6.i56132 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.151 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i56132, i64 0, i32 2
  store i8 0, i8* %.151, align 1
  %.6.i52133 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.164 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i52133, i64 0, i32 3
  %.175 = bitcast [2 x i64]* %.164 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.175, i8 0, i64 16, i1 false)
  %.6.i48817 = load i64*, i64** %14, align 8
  store i64 1, i64* %.6.i48817, align 8
  %.6.i4482 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.210.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i4482, i64 0, i32 3, i64 0
  %15 = bitcast i64* %.210.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %.6.i42848 = load i64*, i64** %14, align 8
  %.231 = load i64, i64* %.6.i42848, align 8
  %.234 = mul i64 %.231, 100
  %.241 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.234, i64 16)
  %.243 = extractvalue { i64, i1 } %.241, 1
  br i1 %.243, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.if, !prof !8

B70.endif.endif.endif.endif.if:                   ; preds = %B70.endif.endif.endif
  %.242 = extractvalue { i64, i1 } %.241, 0
  %.244 = or i64 %.242, 24
  %.254 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.244, i8* bitcast (void (i8*)* @".dtor.list.Partition(int64 x 2)" to i8*))
  %.255 = icmp eq i8* %.254, null
  br i1 %.255, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.endif.endif, !prof !8

B70.endif.endif.endif.endif.endif.if:             ; preds = %B70.endif.endif.endif.endif.if, %B70.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499983368896, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %.5.i39 = getelementptr i8, i8* %.254, i64 24
  %16 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i40125 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.267 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i40125, i64 0, i32 1
  store i64 %.234, i64* %.267, align 8
  %17 = bitcast i8* %.5.i39 to i64**
  %.6.i381269 = load i64*, i64** %17, align 8
  store i64 0, i64* %.6.i381269, align 8
  %.6.i36127 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.279 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i36127, i64 0, i32 2
  store i8 0, i8* %.279, align 1
  %.6.i32128 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.292 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i32128, i64 0, i32 3
  %.299.idx = mul i64 %.231, 1600
  %.303 = bitcast [2 x i64]* %.292 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.303, i8 0, i64 %.299.idx, i1 false)
  %.6.i288510 = load i64*, i64** %17, align 8
  store i64 %.234, i64* %.6.i288510, align 8
  %.32278 = icmp sgt i64 %.234, 0
  br i1 %.32278, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.32576 = icmp sgt i64 %.231, 0
  br i1 %.32576, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader73

for.cond.1.preheader.preheader73:                 ; preds = %for.cond.1.preheader.preheader
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %18 = add nsw i64 %.231, -1
  %xtraiter = and i64 %.231, 7
  %19 = shl i64 %.231, 4
  %20 = icmp ult i64 %18, 7
  br i1 %20, label %for.cond.1.preheader.us.preheader.split.us, label %for.cond.1.preheader.us.preheader44

for.cond.1.preheader.us.preheader44:              ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter = and i64 %.231, -8
  %21 = shl i64 %unroll_iter, 4
  %22 = or i64 %21, 32
  %23 = add nsw i64 %unroll_iter, -8
  %24 = lshr exact i64 %23, 3
  %25 = add nuw nsw i64 %24, 1
  %xtraiter76 = and i64 %25, 7
  %unroll_iter80 = and i64 %25, 4611686018427387896
  %26 = shl i64 %xtraiter76, 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us.preheader.split.us:       ; preds = %for.cond.1.preheader.us.preheader
  %27 = icmp eq i64 %xtraiter, 0
  br i1 %27, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.us.preheader.split.us
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader.split.us
  %28 = shl i64 %xtraiter, 4
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.preheader.us.us.us
  %loop.index79.us.us.us = phi i64 [ %.367.us.us.us, %for.cond.1.preheader.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  %.367.us.us.us = add i64 %loop.index79.us.us.us, %.231
  %.322.us.us.us = icmp slt i64 %.367.us.us.us, %.234
  br i1 %.322.us.us.us, label %for.cond.1.preheader.us.us.us, label %for.end

for.cond.1.preheader.us.us:                       ; preds = %for.end.1.loopexit.us.loopexit.us, %for.cond.1.preheader.us.us.preheader
  %lsr.iv209.us = phi i64 [ %lsr.iv.next210.us, %for.end.1.loopexit.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %loop.index79.us.us = phi i64 [ %.367.us.us, %for.end.1.loopexit.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  br label %for.body.1.us.epil.us

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.cond.1.preheader.us.us
  %lsr.iv119 = phi i64 [ %lsr.iv.next120, %for.body.1.us.epil.us ], [ 0, %for.cond.1.preheader.us.us ]
  %29 = bitcast i8* %.5.i39 to i8**
  %30 = bitcast i8* %.5.i59 to i8**
  %.6.i20118.us.epil33.us = load i8*, i8** %30, align 8
  %scevgep84 = getelementptr i8, i8* %.6.i20118.us.epil33.us, i64 32
  %scevgep87 = getelementptr i8, i8* %scevgep84, i64 %lsr.iv119
  %scevgep8788 = bitcast i8* %scevgep87 to i64*
  %scevgep89 = getelementptr i64, i64* %scevgep8788, i64 -1
  %.333.unpack.us.epil.us = load i64, i64* %scevgep89, align 8
  %scevgep130 = getelementptr i8, i8* %.6.i20118.us.epil33.us, i64 32
  %scevgep90 = getelementptr i8, i8* %scevgep130, i64 %lsr.iv119
  %scevgep9091 = bitcast i8* %scevgep90 to i64*
  %.333.unpack120.us.epil.us = load i64, i64* %scevgep9091, align 8
  %.6.i16122.us.epil35.us = load i8*, i8** %29, align 8
  %scevgep125 = getelementptr i8, i8* %.6.i16122.us.epil35.us, i64 32
  %scevgep76 = getelementptr i8, i8* %scevgep125, i64 %lsr.iv209.us
  %scevgep77 = getelementptr i8, i8* %scevgep76, i64 %lsr.iv119
  %scevgep7778 = bitcast i8* %scevgep77 to i64*
  %scevgep79 = getelementptr i64, i64* %scevgep7778, i64 -1
  store i64 %.333.unpack.us.epil.us, i64* %scevgep79, align 8
  %scevgep81 = getelementptr i8, i8* %scevgep125, i64 %lsr.iv209.us
  %scevgep82 = getelementptr i8, i8* %scevgep81, i64 %lsr.iv119
  %scevgep8283 = bitcast i8* %scevgep82 to i64*
  store i64 %.333.unpack120.us.epil.us, i64* %scevgep8283, align 8
  %lsr.iv.next120 = add nuw nsw i64 %lsr.iv119, 16
  %epil.iter.cmp.not.us = icmp eq i64 %28, %lsr.iv.next120
  br i1 %epil.iter.cmp.not.us, label %for.end.1.loopexit.us.loopexit.us, label %for.body.1.us.epil.us, !llvm.loop !49

for.end.1.loopexit.us.loopexit.us:                ; preds = %for.body.1.us.epil.us
  %.367.us.us = add i64 %loop.index79.us.us, %.231
  %lsr.iv.next210.us = add i64 %lsr.iv209.us, %19
  %.322.us.us = icmp slt i64 %.367.us.us, %.234
  br i1 %.322.us.us, label %for.cond.1.preheader.us.us, label %for.end

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.us.preheader44
  %lsr.iv209 = phi i64 [ %lsr.iv.next210, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader44 ]
  %loop.index79.us = phi i64 [ %.367.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader44 ]
  %31 = icmp ult i64 %23, 56
  br i1 %31, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %lsr.iv = phi i64 [ %lsr.iv.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %32 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %33 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20118.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us, i64 0, i32 3, i64 0
  %uglygep35411 = bitcast i64* %uglygep3541112 to i8*
  %scevgep356 = getelementptr i8, i8* %uglygep35411, i64 %lsr.iv
  %34 = bitcast i8* %scevgep356 to i64*
  %.333.unpack.us = load i64, i64* %34, align 8
  %scevgep348 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us, i64 0, i32 3, i64 1
  %scevgep348349 = bitcast i64* %scevgep348 to i8*
  %uglygep350 = getelementptr i8, i8* %scevgep348349, i64 %lsr.iv
  %uglygep350351 = bitcast i8* %uglygep350 to i64*
  %.333.unpack120.us = load i64, i64* %uglygep350351, align 8
  %.6.i16122.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us, i64 0, i32 3, i64 1
  %scevgep342343 = bitcast i64* %scevgep342 to i8*
  %uglygep344 = getelementptr i8, i8* %scevgep342343, i64 %lsr.iv209
  %scevgep34513 = getelementptr i8, i8* %uglygep344, i64 -8
  %scevgep347 = getelementptr i8, i8* %scevgep34513, i64 %lsr.iv
  %35 = bitcast i8* %scevgep347 to i64*
  store i64 %.333.unpack.us, i64* %35, align 8
  %scevgep340 = getelementptr i8, i8* %uglygep344, i64 %lsr.iv
  %scevgep340341 = bitcast i8* %scevgep340 to i64*
  store i64 %.333.unpack120.us, i64* %scevgep340341, align 8
  %.6.i20118.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1, i64 1, i32 1
  %uglygep2991415 = getelementptr i64, i64* %scevgep297, i64 -1
  %uglygep29914 = bitcast i64* %uglygep2991415 to i8*
  %scevgep301 = getelementptr i8, i8* %uglygep29914, i64 %lsr.iv
  %36 = bitcast i8* %scevgep301 to i64*
  %.333.unpack.us.1 = load i64, i64* %36, align 8
  %scevgep302303 = bitcast i64* %scevgep297 to i8*
  %uglygep304 = getelementptr i8, i8* %scevgep302303, i64 %lsr.iv
  %uglygep304305 = bitcast i8* %uglygep304 to i64*
  %.333.unpack120.us.1 = load i64, i64* %uglygep304305, align 8
  %.6.i16122.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1, i64 1, i32 1
  %scevgep311312 = bitcast i64* %scevgep311 to i8*
  %uglygep313 = getelementptr i8, i8* %scevgep311312, i64 %lsr.iv209
  %scevgep31416 = getelementptr i8, i8* %uglygep313, i64 -8
  %scevgep316 = getelementptr i8, i8* %scevgep31416, i64 %lsr.iv
  %37 = bitcast i8* %scevgep316 to i64*
  store i64 %.333.unpack.us.1, i64* %37, align 8
  %scevgep309 = getelementptr i8, i8* %uglygep313, i64 %lsr.iv
  %scevgep309310 = bitcast i8* %scevgep309 to i64*
  store i64 %.333.unpack120.us.1, i64* %scevgep309310, align 8
  %.6.i20118.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2, i64 1, i32 3, i64 -1
  %uglygep27917 = bitcast i64* %uglygep2791718 to i8*
  %scevgep281 = getelementptr i8, i8* %uglygep27917, i64 %lsr.iv
  %38 = bitcast i8* %scevgep281 to i64*
  %.333.unpack.us.2 = load i64, i64* %38, align 8
  %scevgep282 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2, i64 1, i32 3, i64 0
  %scevgep282283 = bitcast i64* %scevgep282 to i8*
  %uglygep284 = getelementptr i8, i8* %scevgep282283, i64 %lsr.iv
  %uglygep284285 = bitcast i8* %uglygep284 to i64*
  %.333.unpack120.us.2 = load i64, i64* %uglygep284285, align 8
  %.6.i16122.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2, i64 1, i32 3, i64 0
  %scevgep291292 = bitcast i64* %scevgep291 to i8*
  %uglygep293 = getelementptr i8, i8* %scevgep291292, i64 %lsr.iv209
  %scevgep29419 = getelementptr i8, i8* %uglygep293, i64 -8
  %scevgep296 = getelementptr i8, i8* %scevgep29419, i64 %lsr.iv
  %39 = bitcast i8* %scevgep296 to i64*
  store i64 %.333.unpack.us.2, i64* %39, align 8
  %scevgep289 = getelementptr i8, i8* %uglygep293, i64 %lsr.iv
  %scevgep289290 = bitcast i8* %scevgep289 to i64*
  store i64 %.333.unpack120.us.2, i64* %scevgep289290, align 8
  %.6.i20118.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3, i64 1, i32 3, i64 1
  %40 = bitcast i64* %uglygep25920 to i8*
  %scevgep261 = getelementptr i8, i8* %40, i64 %lsr.iv
  %41 = bitcast i8* %scevgep261 to i64*
  %.333.unpack.us.3 = load i64, i64* %41, align 8
  %scevgep262 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3, i64 2
  %scevgep262263 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262 to i8*
  %uglygep264 = getelementptr i8, i8* %scevgep262263, i64 %lsr.iv
  %uglygep264265 = bitcast i8* %uglygep264 to i64*
  %.333.unpack120.us.3 = load i64, i64* %uglygep264265, align 8
  %.6.i16122.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3, i64 2
  %scevgep271272 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271 to i8*
  %uglygep273 = getelementptr i8, i8* %scevgep271272, i64 %lsr.iv209
  %scevgep27421 = getelementptr i8, i8* %uglygep273, i64 -8
  %scevgep276 = getelementptr i8, i8* %scevgep27421, i64 %lsr.iv
  %42 = bitcast i8* %scevgep276 to i64*
  store i64 %.333.unpack.us.3, i64* %42, align 8
  %scevgep269 = getelementptr i8, i8* %uglygep273, i64 %lsr.iv
  %scevgep269270 = bitcast i8* %scevgep269 to i64*
  store i64 %.333.unpack120.us.3, i64* %scevgep269270, align 8
  %.6.i20118.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4, i64 2, i32 2
  %scevgep24222 = getelementptr i8, i8* %scevgep241, i64 -8
  %scevgep244 = getelementptr i8, i8* %scevgep24222, i64 %lsr.iv
  %43 = bitcast i8* %scevgep244 to i64*
  %.333.unpack.us.4 = load i64, i64* %43, align 8
  %scevgep246 = getelementptr i8, i8* %scevgep241, i64 %lsr.iv
  %scevgep246247 = bitcast i8* %scevgep246 to i64*
  %.333.unpack120.us.4 = load i64, i64* %scevgep246247, align 8
  %.6.i16122.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4, i64 2, i32 2
  %scevgep253 = getelementptr i8, i8* %scevgep252, i64 %lsr.iv209
  %scevgep25423 = getelementptr i8, i8* %scevgep253, i64 -8
  %scevgep256 = getelementptr i8, i8* %scevgep25423, i64 %lsr.iv
  %44 = bitcast i8* %scevgep256 to i64*
  store i64 %.333.unpack.us.4, i64* %44, align 8
  %scevgep250 = getelementptr i8, i8* %scevgep253, i64 %lsr.iv
  %scevgep250251 = bitcast i8* %scevgep250 to i64*
  store i64 %.333.unpack120.us.4, i64* %scevgep250251, align 8
  %.6.i20118.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5, i64 2, i32 3, i64 0
  %uglygep22324 = bitcast i64* %uglygep2232425 to i8*
  %scevgep225 = getelementptr i8, i8* %uglygep22324, i64 %lsr.iv
  %45 = bitcast i8* %scevgep225 to i64*
  %.333.unpack.us.5 = load i64, i64* %45, align 8
  %scevgep226 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5, i64 2, i32 3, i64 1
  %scevgep226227 = bitcast i64* %scevgep226 to i8*
  %uglygep228 = getelementptr i8, i8* %scevgep226227, i64 %lsr.iv
  %uglygep228229 = bitcast i8* %uglygep228 to i64*
  %.333.unpack120.us.5 = load i64, i64* %uglygep228229, align 8
  %.6.i16122.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5, i64 2, i32 3, i64 1
  %scevgep235236 = bitcast i64* %scevgep235 to i8*
  %uglygep237 = getelementptr i8, i8* %scevgep235236, i64 %lsr.iv209
  %scevgep23826 = getelementptr i8, i8* %uglygep237, i64 -8
  %scevgep240 = getelementptr i8, i8* %scevgep23826, i64 %lsr.iv
  %46 = bitcast i8* %scevgep240 to i64*
  store i64 %.333.unpack.us.5, i64* %46, align 8
  %scevgep233 = getelementptr i8, i8* %uglygep237, i64 %lsr.iv
  %scevgep233234 = bitcast i8* %scevgep233 to i64*
  store i64 %.333.unpack120.us.5, i64* %scevgep233234, align 8
  %.6.i20118.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6, i64 3, i32 1
  %uglygep2728 = getelementptr i64, i64* %scevgep, i64 -1
  %uglygep27 = bitcast i64* %uglygep2728 to i8*
  %scevgep203 = getelementptr i8, i8* %uglygep27, i64 %lsr.iv
  %47 = bitcast i8* %scevgep203 to i64*
  %.333.unpack.us.6 = load i64, i64* %47, align 8
  %scevgep204205 = bitcast i64* %scevgep to i8*
  %uglygep206 = getelementptr i8, i8* %scevgep204205, i64 %lsr.iv
  %uglygep206207 = bitcast i8* %uglygep206 to i64*
  %.333.unpack120.us.6 = load i64, i64* %uglygep206207, align 8
  %.6.i16122.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6, i64 3, i32 1
  %scevgep215216 = bitcast i64* %scevgep215 to i8*
  %uglygep217 = getelementptr i8, i8* %scevgep215216, i64 %lsr.iv209
  %scevgep21829 = getelementptr i8, i8* %uglygep217, i64 -8
  %scevgep220 = getelementptr i8, i8* %scevgep21829, i64 %lsr.iv
  %48 = bitcast i8* %scevgep220 to i64*
  store i64 %.333.unpack.us.6, i64* %48, align 8
  %scevgep213 = getelementptr i8, i8* %uglygep217, i64 %lsr.iv
  %scevgep213214 = bitcast i8* %scevgep213 to i64*
  store i64 %.333.unpack120.us.6, i64* %scevgep213214, align 8
  %.6.i20118.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7, i64 3, i32 3, i64 -1
  %uglygep31930 = bitcast i64* %uglygep3193031 to i8*
  %scevgep321 = getelementptr i8, i8* %uglygep31930, i64 %lsr.iv
  %49 = bitcast i8* %scevgep321 to i64*
  %.333.unpack.us.7 = load i64, i64* %49, align 8
  %scevgep322 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7, i64 3, i32 3, i64 0
  %scevgep322323 = bitcast i64* %scevgep322 to i8*
  %uglygep324 = getelementptr i8, i8* %scevgep322323, i64 %lsr.iv
  %uglygep324325 = bitcast i8* %uglygep324 to i64*
  %.333.unpack120.us.7 = load i64, i64* %uglygep324325, align 8
  %.6.i16122.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7, i64 3, i32 3, i64 0
  %scevgep331332 = bitcast i64* %scevgep331 to i8*
  %uglygep333 = getelementptr i8, i8* %scevgep331332, i64 %lsr.iv209
  %scevgep33432 = getelementptr i8, i8* %uglygep333, i64 -8
  %scevgep336 = getelementptr i8, i8* %scevgep33432, i64 %lsr.iv
  %50 = bitcast i8* %scevgep336 to i64*
  store i64 %.333.unpack.us.7, i64* %50, align 8
  %scevgep329 = getelementptr i8, i8* %uglygep333, i64 %lsr.iv
  %scevgep329330 = bitcast i8* %scevgep329 to i64*
  store i64 %.333.unpack120.us.7, i64* %scevgep329330, align 8
  %lsr.iv.next = or i64 %lsr.iv, 128
  %.6.i20118.us.181 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.181, i64 0, i32 3, i64 0
  %uglygep35411.1 = bitcast i64* %uglygep3541112.1 to i8*
  %scevgep356.1 = getelementptr i8, i8* %uglygep35411.1, i64 %lsr.iv.next
  %51 = bitcast i8* %scevgep356.1 to i64*
  %.333.unpack.us.182 = load i64, i64* %51, align 8
  %scevgep348.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.181, i64 0, i32 3, i64 1
  %scevgep348349.1 = bitcast i64* %scevgep348.1 to i8*
  %uglygep350.1 = getelementptr i8, i8* %scevgep348349.1, i64 %lsr.iv.next
  %uglygep350351.1 = bitcast i8* %uglygep350.1 to i64*
  %.333.unpack120.us.183 = load i64, i64* %uglygep350351.1, align 8
  %.6.i16122.us.184 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.184, i64 0, i32 3, i64 1
  %scevgep342343.1 = bitcast i64* %scevgep342.1 to i8*
  %uglygep344.1 = getelementptr i8, i8* %scevgep342343.1, i64 %lsr.iv209
  %scevgep34513.1 = getelementptr i8, i8* %uglygep344.1, i64 -8
  %scevgep347.1 = getelementptr i8, i8* %scevgep34513.1, i64 %lsr.iv.next
  %52 = bitcast i8* %scevgep347.1 to i64*
  store i64 %.333.unpack.us.182, i64* %52, align 8
  %scevgep340.1 = getelementptr i8, i8* %uglygep344.1, i64 %lsr.iv.next
  %scevgep340341.1 = bitcast i8* %scevgep340.1 to i64*
  store i64 %.333.unpack120.us.183, i64* %scevgep340341.1, align 8
  %.6.i20118.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.1, i64 1, i32 1
  %uglygep2991415.1 = getelementptr i64, i64* %scevgep297.1, i64 -1
  %uglygep29914.1 = bitcast i64* %uglygep2991415.1 to i8*
  %scevgep301.1 = getelementptr i8, i8* %uglygep29914.1, i64 %lsr.iv.next
  %53 = bitcast i8* %scevgep301.1 to i64*
  %.333.unpack.us.1.1 = load i64, i64* %53, align 8
  %scevgep302303.1 = bitcast i64* %scevgep297.1 to i8*
  %uglygep304.1 = getelementptr i8, i8* %scevgep302303.1, i64 %lsr.iv.next
  %uglygep304305.1 = bitcast i8* %uglygep304.1 to i64*
  %.333.unpack120.us.1.1 = load i64, i64* %uglygep304305.1, align 8
  %.6.i16122.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.1, i64 1, i32 1
  %scevgep311312.1 = bitcast i64* %scevgep311.1 to i8*
  %uglygep313.1 = getelementptr i8, i8* %scevgep311312.1, i64 %lsr.iv209
  %scevgep31416.1 = getelementptr i8, i8* %uglygep313.1, i64 -8
  %scevgep316.1 = getelementptr i8, i8* %scevgep31416.1, i64 %lsr.iv.next
  %54 = bitcast i8* %scevgep316.1 to i64*
  store i64 %.333.unpack.us.1.1, i64* %54, align 8
  %scevgep309.1 = getelementptr i8, i8* %uglygep313.1, i64 %lsr.iv.next
  %scevgep309310.1 = bitcast i8* %scevgep309.1 to i64*
  store i64 %.333.unpack120.us.1.1, i64* %scevgep309310.1, align 8
  %.6.i20118.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.1, i64 1, i32 3, i64 -1
  %uglygep27917.1 = bitcast i64* %uglygep2791718.1 to i8*
  %scevgep281.1 = getelementptr i8, i8* %uglygep27917.1, i64 %lsr.iv.next
  %55 = bitcast i8* %scevgep281.1 to i64*
  %.333.unpack.us.2.1 = load i64, i64* %55, align 8
  %scevgep282.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.1, i64 1, i32 3, i64 0
  %scevgep282283.1 = bitcast i64* %scevgep282.1 to i8*
  %uglygep284.1 = getelementptr i8, i8* %scevgep282283.1, i64 %lsr.iv.next
  %uglygep284285.1 = bitcast i8* %uglygep284.1 to i64*
  %.333.unpack120.us.2.1 = load i64, i64* %uglygep284285.1, align 8
  %.6.i16122.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.1, i64 1, i32 3, i64 0
  %scevgep291292.1 = bitcast i64* %scevgep291.1 to i8*
  %uglygep293.1 = getelementptr i8, i8* %scevgep291292.1, i64 %lsr.iv209
  %scevgep29419.1 = getelementptr i8, i8* %uglygep293.1, i64 -8
  %scevgep296.1 = getelementptr i8, i8* %scevgep29419.1, i64 %lsr.iv.next
  %56 = bitcast i8* %scevgep296.1 to i64*
  store i64 %.333.unpack.us.2.1, i64* %56, align 8
  %scevgep289.1 = getelementptr i8, i8* %uglygep293.1, i64 %lsr.iv.next
  %scevgep289290.1 = bitcast i8* %scevgep289.1 to i64*
  store i64 %.333.unpack120.us.2.1, i64* %scevgep289290.1, align 8
  %.6.i20118.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.1, i64 1, i32 3, i64 1
  %57 = bitcast i64* %uglygep25920.1 to i8*
  %scevgep261.1 = getelementptr i8, i8* %57, i64 %lsr.iv.next
  %58 = bitcast i8* %scevgep261.1 to i64*
  %.333.unpack.us.3.1 = load i64, i64* %58, align 8
  %scevgep262.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.1, i64 2
  %scevgep262263.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.1 to i8*
  %uglygep264.1 = getelementptr i8, i8* %scevgep262263.1, i64 %lsr.iv.next
  %uglygep264265.1 = bitcast i8* %uglygep264.1 to i64*
  %.333.unpack120.us.3.1 = load i64, i64* %uglygep264265.1, align 8
  %.6.i16122.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.1, i64 2
  %scevgep271272.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.1 to i8*
  %uglygep273.1 = getelementptr i8, i8* %scevgep271272.1, i64 %lsr.iv209
  %scevgep27421.1 = getelementptr i8, i8* %uglygep273.1, i64 -8
  %scevgep276.1 = getelementptr i8, i8* %scevgep27421.1, i64 %lsr.iv.next
  %59 = bitcast i8* %scevgep276.1 to i64*
  store i64 %.333.unpack.us.3.1, i64* %59, align 8
  %scevgep269.1 = getelementptr i8, i8* %uglygep273.1, i64 %lsr.iv.next
  %scevgep269270.1 = bitcast i8* %scevgep269.1 to i64*
  store i64 %.333.unpack120.us.3.1, i64* %scevgep269270.1, align 8
  %.6.i20118.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.1, i64 2, i32 2
  %scevgep24222.1 = getelementptr i8, i8* %scevgep241.1, i64 -8
  %scevgep244.1 = getelementptr i8, i8* %scevgep24222.1, i64 %lsr.iv.next
  %60 = bitcast i8* %scevgep244.1 to i64*
  %.333.unpack.us.4.1 = load i64, i64* %60, align 8
  %scevgep246.1 = getelementptr i8, i8* %scevgep241.1, i64 %lsr.iv.next
  %scevgep246247.1 = bitcast i8* %scevgep246.1 to i64*
  %.333.unpack120.us.4.1 = load i64, i64* %scevgep246247.1, align 8
  %.6.i16122.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.1, i64 2, i32 2
  %scevgep253.1 = getelementptr i8, i8* %scevgep252.1, i64 %lsr.iv209
  %scevgep25423.1 = getelementptr i8, i8* %scevgep253.1, i64 -8
  %scevgep256.1 = getelementptr i8, i8* %scevgep25423.1, i64 %lsr.iv.next
  %61 = bitcast i8* %scevgep256.1 to i64*
  store i64 %.333.unpack.us.4.1, i64* %61, align 8
  %scevgep250.1 = getelementptr i8, i8* %scevgep253.1, i64 %lsr.iv.next
  %scevgep250251.1 = bitcast i8* %scevgep250.1 to i64*
  store i64 %.333.unpack120.us.4.1, i64* %scevgep250251.1, align 8
  %.6.i20118.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.1, i64 2, i32 3, i64 0
  %uglygep22324.1 = bitcast i64* %uglygep2232425.1 to i8*
  %scevgep225.1 = getelementptr i8, i8* %uglygep22324.1, i64 %lsr.iv.next
  %62 = bitcast i8* %scevgep225.1 to i64*
  %.333.unpack.us.5.1 = load i64, i64* %62, align 8
  %scevgep226.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.1, i64 2, i32 3, i64 1
  %scevgep226227.1 = bitcast i64* %scevgep226.1 to i8*
  %uglygep228.1 = getelementptr i8, i8* %scevgep226227.1, i64 %lsr.iv.next
  %uglygep228229.1 = bitcast i8* %uglygep228.1 to i64*
  %.333.unpack120.us.5.1 = load i64, i64* %uglygep228229.1, align 8
  %.6.i16122.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.1, i64 2, i32 3, i64 1
  %scevgep235236.1 = bitcast i64* %scevgep235.1 to i8*
  %uglygep237.1 = getelementptr i8, i8* %scevgep235236.1, i64 %lsr.iv209
  %scevgep23826.1 = getelementptr i8, i8* %uglygep237.1, i64 -8
  %scevgep240.1 = getelementptr i8, i8* %scevgep23826.1, i64 %lsr.iv.next
  %63 = bitcast i8* %scevgep240.1 to i64*
  store i64 %.333.unpack.us.5.1, i64* %63, align 8
  %scevgep233.1 = getelementptr i8, i8* %uglygep237.1, i64 %lsr.iv.next
  %scevgep233234.1 = bitcast i8* %scevgep233.1 to i64*
  store i64 %.333.unpack120.us.5.1, i64* %scevgep233234.1, align 8
  %.6.i20118.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.1, i64 3, i32 1
  %uglygep2728.1 = getelementptr i64, i64* %scevgep.1, i64 -1
  %uglygep27.1 = bitcast i64* %uglygep2728.1 to i8*
  %scevgep203.1 = getelementptr i8, i8* %uglygep27.1, i64 %lsr.iv.next
  %64 = bitcast i8* %scevgep203.1 to i64*
  %.333.unpack.us.6.1 = load i64, i64* %64, align 8
  %scevgep204205.1 = bitcast i64* %scevgep.1 to i8*
  %uglygep206.1 = getelementptr i8, i8* %scevgep204205.1, i64 %lsr.iv.next
  %uglygep206207.1 = bitcast i8* %uglygep206.1 to i64*
  %.333.unpack120.us.6.1 = load i64, i64* %uglygep206207.1, align 8
  %.6.i16122.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.1, i64 3, i32 1
  %scevgep215216.1 = bitcast i64* %scevgep215.1 to i8*
  %uglygep217.1 = getelementptr i8, i8* %scevgep215216.1, i64 %lsr.iv209
  %scevgep21829.1 = getelementptr i8, i8* %uglygep217.1, i64 -8
  %scevgep220.1 = getelementptr i8, i8* %scevgep21829.1, i64 %lsr.iv.next
  %65 = bitcast i8* %scevgep220.1 to i64*
  store i64 %.333.unpack.us.6.1, i64* %65, align 8
  %scevgep213.1 = getelementptr i8, i8* %uglygep217.1, i64 %lsr.iv.next
  %scevgep213214.1 = bitcast i8* %scevgep213.1 to i64*
  store i64 %.333.unpack120.us.6.1, i64* %scevgep213214.1, align 8
  %.6.i20118.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.1, i64 3, i32 3, i64 -1
  %uglygep31930.1 = bitcast i64* %uglygep3193031.1 to i8*
  %scevgep321.1 = getelementptr i8, i8* %uglygep31930.1, i64 %lsr.iv.next
  %66 = bitcast i8* %scevgep321.1 to i64*
  %.333.unpack.us.7.1 = load i64, i64* %66, align 8
  %scevgep322.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.1, i64 3, i32 3, i64 0
  %scevgep322323.1 = bitcast i64* %scevgep322.1 to i8*
  %uglygep324.1 = getelementptr i8, i8* %scevgep322323.1, i64 %lsr.iv.next
  %uglygep324325.1 = bitcast i8* %uglygep324.1 to i64*
  %.333.unpack120.us.7.1 = load i64, i64* %uglygep324325.1, align 8
  %.6.i16122.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.1, i64 3, i32 3, i64 0
  %scevgep331332.1 = bitcast i64* %scevgep331.1 to i8*
  %uglygep333.1 = getelementptr i8, i8* %scevgep331332.1, i64 %lsr.iv209
  %scevgep33432.1 = getelementptr i8, i8* %uglygep333.1, i64 -8
  %scevgep336.1 = getelementptr i8, i8* %scevgep33432.1, i64 %lsr.iv.next
  %67 = bitcast i8* %scevgep336.1 to i64*
  store i64 %.333.unpack.us.7.1, i64* %67, align 8
  %scevgep329.1 = getelementptr i8, i8* %uglygep333.1, i64 %lsr.iv.next
  %scevgep329330.1 = bitcast i8* %scevgep329.1 to i64*
  store i64 %.333.unpack120.us.7.1, i64* %scevgep329330.1, align 8
  %lsr.iv.next.1 = or i64 %lsr.iv, 256
  %.6.i20118.us.285 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.285, i64 0, i32 3, i64 0
  %uglygep35411.2 = bitcast i64* %uglygep3541112.2 to i8*
  %scevgep356.2 = getelementptr i8, i8* %uglygep35411.2, i64 %lsr.iv.next.1
  %68 = bitcast i8* %scevgep356.2 to i64*
  %.333.unpack.us.286 = load i64, i64* %68, align 8
  %scevgep348.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.285, i64 0, i32 3, i64 1
  %scevgep348349.2 = bitcast i64* %scevgep348.2 to i8*
  %uglygep350.2 = getelementptr i8, i8* %scevgep348349.2, i64 %lsr.iv.next.1
  %uglygep350351.2 = bitcast i8* %uglygep350.2 to i64*
  %.333.unpack120.us.287 = load i64, i64* %uglygep350351.2, align 8
  %.6.i16122.us.288 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.288, i64 0, i32 3, i64 1
  %scevgep342343.2 = bitcast i64* %scevgep342.2 to i8*
  %uglygep344.2 = getelementptr i8, i8* %scevgep342343.2, i64 %lsr.iv209
  %scevgep34513.2 = getelementptr i8, i8* %uglygep344.2, i64 -8
  %scevgep347.2 = getelementptr i8, i8* %scevgep34513.2, i64 %lsr.iv.next.1
  %69 = bitcast i8* %scevgep347.2 to i64*
  store i64 %.333.unpack.us.286, i64* %69, align 8
  %scevgep340.2 = getelementptr i8, i8* %uglygep344.2, i64 %lsr.iv.next.1
  %scevgep340341.2 = bitcast i8* %scevgep340.2 to i64*
  store i64 %.333.unpack120.us.287, i64* %scevgep340341.2, align 8
  %.6.i20118.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.2, i64 1, i32 1
  %uglygep2991415.2 = getelementptr i64, i64* %scevgep297.2, i64 -1
  %uglygep29914.2 = bitcast i64* %uglygep2991415.2 to i8*
  %scevgep301.2 = getelementptr i8, i8* %uglygep29914.2, i64 %lsr.iv.next.1
  %70 = bitcast i8* %scevgep301.2 to i64*
  %.333.unpack.us.1.2 = load i64, i64* %70, align 8
  %scevgep302303.2 = bitcast i64* %scevgep297.2 to i8*
  %uglygep304.2 = getelementptr i8, i8* %scevgep302303.2, i64 %lsr.iv.next.1
  %uglygep304305.2 = bitcast i8* %uglygep304.2 to i64*
  %.333.unpack120.us.1.2 = load i64, i64* %uglygep304305.2, align 8
  %.6.i16122.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.2, i64 1, i32 1
  %scevgep311312.2 = bitcast i64* %scevgep311.2 to i8*
  %uglygep313.2 = getelementptr i8, i8* %scevgep311312.2, i64 %lsr.iv209
  %scevgep31416.2 = getelementptr i8, i8* %uglygep313.2, i64 -8
  %scevgep316.2 = getelementptr i8, i8* %scevgep31416.2, i64 %lsr.iv.next.1
  %71 = bitcast i8* %scevgep316.2 to i64*
  store i64 %.333.unpack.us.1.2, i64* %71, align 8
  %scevgep309.2 = getelementptr i8, i8* %uglygep313.2, i64 %lsr.iv.next.1
  %scevgep309310.2 = bitcast i8* %scevgep309.2 to i64*
  store i64 %.333.unpack120.us.1.2, i64* %scevgep309310.2, align 8
  %.6.i20118.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.2, i64 1, i32 3, i64 -1
  %uglygep27917.2 = bitcast i64* %uglygep2791718.2 to i8*
  %scevgep281.2 = getelementptr i8, i8* %uglygep27917.2, i64 %lsr.iv.next.1
  %72 = bitcast i8* %scevgep281.2 to i64*
  %.333.unpack.us.2.2 = load i64, i64* %72, align 8
  %scevgep282.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.2, i64 1, i32 3, i64 0
  %scevgep282283.2 = bitcast i64* %scevgep282.2 to i8*
  %uglygep284.2 = getelementptr i8, i8* %scevgep282283.2, i64 %lsr.iv.next.1
  %uglygep284285.2 = bitcast i8* %uglygep284.2 to i64*
  %.333.unpack120.us.2.2 = load i64, i64* %uglygep284285.2, align 8
  %.6.i16122.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.2, i64 1, i32 3, i64 0
  %scevgep291292.2 = bitcast i64* %scevgep291.2 to i8*
  %uglygep293.2 = getelementptr i8, i8* %scevgep291292.2, i64 %lsr.iv209
  %scevgep29419.2 = getelementptr i8, i8* %uglygep293.2, i64 -8
  %scevgep296.2 = getelementptr i8, i8* %scevgep29419.2, i64 %lsr.iv.next.1
  %73 = bitcast i8* %scevgep296.2 to i64*
  store i64 %.333.unpack.us.2.2, i64* %73, align 8
  %scevgep289.2 = getelementptr i8, i8* %uglygep293.2, i64 %lsr.iv.next.1
  %scevgep289290.2 = bitcast i8* %scevgep289.2 to i64*
  store i64 %.333.unpack120.us.2.2, i64* %scevgep289290.2, align 8
  %.6.i20118.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.2, i64 1, i32 3, i64 1
  %74 = bitcast i64* %uglygep25920.2 to i8*
  %scevgep261.2 = getelementptr i8, i8* %74, i64 %lsr.iv.next.1
  %75 = bitcast i8* %scevgep261.2 to i64*
  %.333.unpack.us.3.2 = load i64, i64* %75, align 8
  %scevgep262.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.2, i64 2
  %scevgep262263.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.2 to i8*
  %uglygep264.2 = getelementptr i8, i8* %scevgep262263.2, i64 %lsr.iv.next.1
  %uglygep264265.2 = bitcast i8* %uglygep264.2 to i64*
  %.333.unpack120.us.3.2 = load i64, i64* %uglygep264265.2, align 8
  %.6.i16122.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.2, i64 2
  %scevgep271272.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.2 to i8*
  %uglygep273.2 = getelementptr i8, i8* %scevgep271272.2, i64 %lsr.iv209
  %scevgep27421.2 = getelementptr i8, i8* %uglygep273.2, i64 -8
  %scevgep276.2 = getelementptr i8, i8* %scevgep27421.2, i64 %lsr.iv.next.1
  %76 = bitcast i8* %scevgep276.2 to i64*
  store i64 %.333.unpack.us.3.2, i64* %76, align 8
  %scevgep269.2 = getelementptr i8, i8* %uglygep273.2, i64 %lsr.iv.next.1
  %scevgep269270.2 = bitcast i8* %scevgep269.2 to i64*
  store i64 %.333.unpack120.us.3.2, i64* %scevgep269270.2, align 8
  %.6.i20118.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.2, i64 2, i32 2
  %scevgep24222.2 = getelementptr i8, i8* %scevgep241.2, i64 -8
  %scevgep244.2 = getelementptr i8, i8* %scevgep24222.2, i64 %lsr.iv.next.1
  %77 = bitcast i8* %scevgep244.2 to i64*
  %.333.unpack.us.4.2 = load i64, i64* %77, align 8
  %scevgep246.2 = getelementptr i8, i8* %scevgep241.2, i64 %lsr.iv.next.1
  %scevgep246247.2 = bitcast i8* %scevgep246.2 to i64*
  %.333.unpack120.us.4.2 = load i64, i64* %scevgep246247.2, align 8
  %.6.i16122.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.2, i64 2, i32 2
  %scevgep253.2 = getelementptr i8, i8* %scevgep252.2, i64 %lsr.iv209
  %scevgep25423.2 = getelementptr i8, i8* %scevgep253.2, i64 -8
  %scevgep256.2 = getelementptr i8, i8* %scevgep25423.2, i64 %lsr.iv.next.1
  %78 = bitcast i8* %scevgep256.2 to i64*
  store i64 %.333.unpack.us.4.2, i64* %78, align 8
  %scevgep250.2 = getelementptr i8, i8* %scevgep253.2, i64 %lsr.iv.next.1
  %scevgep250251.2 = bitcast i8* %scevgep250.2 to i64*
  store i64 %.333.unpack120.us.4.2, i64* %scevgep250251.2, align 8
  %.6.i20118.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.2, i64 2, i32 3, i64 0
  %uglygep22324.2 = bitcast i64* %uglygep2232425.2 to i8*
  %scevgep225.2 = getelementptr i8, i8* %uglygep22324.2, i64 %lsr.iv.next.1
  %79 = bitcast i8* %scevgep225.2 to i64*
  %.333.unpack.us.5.2 = load i64, i64* %79, align 8
  %scevgep226.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.2, i64 2, i32 3, i64 1
  %scevgep226227.2 = bitcast i64* %scevgep226.2 to i8*
  %uglygep228.2 = getelementptr i8, i8* %scevgep226227.2, i64 %lsr.iv.next.1
  %uglygep228229.2 = bitcast i8* %uglygep228.2 to i64*
  %.333.unpack120.us.5.2 = load i64, i64* %uglygep228229.2, align 8
  %.6.i16122.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.2, i64 2, i32 3, i64 1
  %scevgep235236.2 = bitcast i64* %scevgep235.2 to i8*
  %uglygep237.2 = getelementptr i8, i8* %scevgep235236.2, i64 %lsr.iv209
  %scevgep23826.2 = getelementptr i8, i8* %uglygep237.2, i64 -8
  %scevgep240.2 = getelementptr i8, i8* %scevgep23826.2, i64 %lsr.iv.next.1
  %80 = bitcast i8* %scevgep240.2 to i64*
  store i64 %.333.unpack.us.5.2, i64* %80, align 8
  %scevgep233.2 = getelementptr i8, i8* %uglygep237.2, i64 %lsr.iv.next.1
  %scevgep233234.2 = bitcast i8* %scevgep233.2 to i64*
  store i64 %.333.unpack120.us.5.2, i64* %scevgep233234.2, align 8
  %.6.i20118.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.2, i64 3, i32 1
  %uglygep2728.2 = getelementptr i64, i64* %scevgep.2, i64 -1
  %uglygep27.2 = bitcast i64* %uglygep2728.2 to i8*
  %scevgep203.2 = getelementptr i8, i8* %uglygep27.2, i64 %lsr.iv.next.1
  %81 = bitcast i8* %scevgep203.2 to i64*
  %.333.unpack.us.6.2 = load i64, i64* %81, align 8
  %scevgep204205.2 = bitcast i64* %scevgep.2 to i8*
  %uglygep206.2 = getelementptr i8, i8* %scevgep204205.2, i64 %lsr.iv.next.1
  %uglygep206207.2 = bitcast i8* %uglygep206.2 to i64*
  %.333.unpack120.us.6.2 = load i64, i64* %uglygep206207.2, align 8
  %.6.i16122.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.2, i64 3, i32 1
  %scevgep215216.2 = bitcast i64* %scevgep215.2 to i8*
  %uglygep217.2 = getelementptr i8, i8* %scevgep215216.2, i64 %lsr.iv209
  %scevgep21829.2 = getelementptr i8, i8* %uglygep217.2, i64 -8
  %scevgep220.2 = getelementptr i8, i8* %scevgep21829.2, i64 %lsr.iv.next.1
  %82 = bitcast i8* %scevgep220.2 to i64*
  store i64 %.333.unpack.us.6.2, i64* %82, align 8
  %scevgep213.2 = getelementptr i8, i8* %uglygep217.2, i64 %lsr.iv.next.1
  %scevgep213214.2 = bitcast i8* %scevgep213.2 to i64*
  store i64 %.333.unpack120.us.6.2, i64* %scevgep213214.2, align 8
  %.6.i20118.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.2, i64 3, i32 3, i64 -1
  %uglygep31930.2 = bitcast i64* %uglygep3193031.2 to i8*
  %scevgep321.2 = getelementptr i8, i8* %uglygep31930.2, i64 %lsr.iv.next.1
  %83 = bitcast i8* %scevgep321.2 to i64*
  %.333.unpack.us.7.2 = load i64, i64* %83, align 8
  %scevgep322.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.2, i64 3, i32 3, i64 0
  %scevgep322323.2 = bitcast i64* %scevgep322.2 to i8*
  %uglygep324.2 = getelementptr i8, i8* %scevgep322323.2, i64 %lsr.iv.next.1
  %uglygep324325.2 = bitcast i8* %uglygep324.2 to i64*
  %.333.unpack120.us.7.2 = load i64, i64* %uglygep324325.2, align 8
  %.6.i16122.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.2, i64 3, i32 3, i64 0
  %scevgep331332.2 = bitcast i64* %scevgep331.2 to i8*
  %uglygep333.2 = getelementptr i8, i8* %scevgep331332.2, i64 %lsr.iv209
  %scevgep33432.2 = getelementptr i8, i8* %uglygep333.2, i64 -8
  %scevgep336.2 = getelementptr i8, i8* %scevgep33432.2, i64 %lsr.iv.next.1
  %84 = bitcast i8* %scevgep336.2 to i64*
  store i64 %.333.unpack.us.7.2, i64* %84, align 8
  %scevgep329.2 = getelementptr i8, i8* %uglygep333.2, i64 %lsr.iv.next.1
  %scevgep329330.2 = bitcast i8* %scevgep329.2 to i64*
  store i64 %.333.unpack120.us.7.2, i64* %scevgep329330.2, align 8
  %lsr.iv.next.2 = or i64 %lsr.iv, 384
  %.6.i20118.us.389 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.389, i64 0, i32 3, i64 0
  %uglygep35411.3 = bitcast i64* %uglygep3541112.3 to i8*
  %scevgep356.3 = getelementptr i8, i8* %uglygep35411.3, i64 %lsr.iv.next.2
  %85 = bitcast i8* %scevgep356.3 to i64*
  %.333.unpack.us.390 = load i64, i64* %85, align 8
  %scevgep348.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.389, i64 0, i32 3, i64 1
  %scevgep348349.3 = bitcast i64* %scevgep348.3 to i8*
  %uglygep350.3 = getelementptr i8, i8* %scevgep348349.3, i64 %lsr.iv.next.2
  %uglygep350351.3 = bitcast i8* %uglygep350.3 to i64*
  %.333.unpack120.us.391 = load i64, i64* %uglygep350351.3, align 8
  %.6.i16122.us.392 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.392, i64 0, i32 3, i64 1
  %scevgep342343.3 = bitcast i64* %scevgep342.3 to i8*
  %uglygep344.3 = getelementptr i8, i8* %scevgep342343.3, i64 %lsr.iv209
  %scevgep34513.3 = getelementptr i8, i8* %uglygep344.3, i64 -8
  %scevgep347.3 = getelementptr i8, i8* %scevgep34513.3, i64 %lsr.iv.next.2
  %86 = bitcast i8* %scevgep347.3 to i64*
  store i64 %.333.unpack.us.390, i64* %86, align 8
  %scevgep340.3 = getelementptr i8, i8* %uglygep344.3, i64 %lsr.iv.next.2
  %scevgep340341.3 = bitcast i8* %scevgep340.3 to i64*
  store i64 %.333.unpack120.us.391, i64* %scevgep340341.3, align 8
  %.6.i20118.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.3, i64 1, i32 1
  %uglygep2991415.3 = getelementptr i64, i64* %scevgep297.3, i64 -1
  %uglygep29914.3 = bitcast i64* %uglygep2991415.3 to i8*
  %scevgep301.3 = getelementptr i8, i8* %uglygep29914.3, i64 %lsr.iv.next.2
  %87 = bitcast i8* %scevgep301.3 to i64*
  %.333.unpack.us.1.3 = load i64, i64* %87, align 8
  %scevgep302303.3 = bitcast i64* %scevgep297.3 to i8*
  %uglygep304.3 = getelementptr i8, i8* %scevgep302303.3, i64 %lsr.iv.next.2
  %uglygep304305.3 = bitcast i8* %uglygep304.3 to i64*
  %.333.unpack120.us.1.3 = load i64, i64* %uglygep304305.3, align 8
  %.6.i16122.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.3, i64 1, i32 1
  %scevgep311312.3 = bitcast i64* %scevgep311.3 to i8*
  %uglygep313.3 = getelementptr i8, i8* %scevgep311312.3, i64 %lsr.iv209
  %scevgep31416.3 = getelementptr i8, i8* %uglygep313.3, i64 -8
  %scevgep316.3 = getelementptr i8, i8* %scevgep31416.3, i64 %lsr.iv.next.2
  %88 = bitcast i8* %scevgep316.3 to i64*
  store i64 %.333.unpack.us.1.3, i64* %88, align 8
  %scevgep309.3 = getelementptr i8, i8* %uglygep313.3, i64 %lsr.iv.next.2
  %scevgep309310.3 = bitcast i8* %scevgep309.3 to i64*
  store i64 %.333.unpack120.us.1.3, i64* %scevgep309310.3, align 8
  %.6.i20118.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.3, i64 1, i32 3, i64 -1
  %uglygep27917.3 = bitcast i64* %uglygep2791718.3 to i8*
  %scevgep281.3 = getelementptr i8, i8* %uglygep27917.3, i64 %lsr.iv.next.2
  %89 = bitcast i8* %scevgep281.3 to i64*
  %.333.unpack.us.2.3 = load i64, i64* %89, align 8
  %scevgep282.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.3, i64 1, i32 3, i64 0
  %scevgep282283.3 = bitcast i64* %scevgep282.3 to i8*
  %uglygep284.3 = getelementptr i8, i8* %scevgep282283.3, i64 %lsr.iv.next.2
  %uglygep284285.3 = bitcast i8* %uglygep284.3 to i64*
  %.333.unpack120.us.2.3 = load i64, i64* %uglygep284285.3, align 8
  %.6.i16122.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.3, i64 1, i32 3, i64 0
  %scevgep291292.3 = bitcast i64* %scevgep291.3 to i8*
  %uglygep293.3 = getelementptr i8, i8* %scevgep291292.3, i64 %lsr.iv209
  %scevgep29419.3 = getelementptr i8, i8* %uglygep293.3, i64 -8
  %scevgep296.3 = getelementptr i8, i8* %scevgep29419.3, i64 %lsr.iv.next.2
  %90 = bitcast i8* %scevgep296.3 to i64*
  store i64 %.333.unpack.us.2.3, i64* %90, align 8
  %scevgep289.3 = getelementptr i8, i8* %uglygep293.3, i64 %lsr.iv.next.2
  %scevgep289290.3 = bitcast i8* %scevgep289.3 to i64*
  store i64 %.333.unpack120.us.2.3, i64* %scevgep289290.3, align 8
  %.6.i20118.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.3, i64 1, i32 3, i64 1
  %91 = bitcast i64* %uglygep25920.3 to i8*
  %scevgep261.3 = getelementptr i8, i8* %91, i64 %lsr.iv.next.2
  %92 = bitcast i8* %scevgep261.3 to i64*
  %.333.unpack.us.3.3 = load i64, i64* %92, align 8
  %scevgep262.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.3, i64 2
  %scevgep262263.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.3 to i8*
  %uglygep264.3 = getelementptr i8, i8* %scevgep262263.3, i64 %lsr.iv.next.2
  %uglygep264265.3 = bitcast i8* %uglygep264.3 to i64*
  %.333.unpack120.us.3.3 = load i64, i64* %uglygep264265.3, align 8
  %.6.i16122.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.3, i64 2
  %scevgep271272.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.3 to i8*
  %uglygep273.3 = getelementptr i8, i8* %scevgep271272.3, i64 %lsr.iv209
  %scevgep27421.3 = getelementptr i8, i8* %uglygep273.3, i64 -8
  %scevgep276.3 = getelementptr i8, i8* %scevgep27421.3, i64 %lsr.iv.next.2
  %93 = bitcast i8* %scevgep276.3 to i64*
  store i64 %.333.unpack.us.3.3, i64* %93, align 8
  %scevgep269.3 = getelementptr i8, i8* %uglygep273.3, i64 %lsr.iv.next.2
  %scevgep269270.3 = bitcast i8* %scevgep269.3 to i64*
  store i64 %.333.unpack120.us.3.3, i64* %scevgep269270.3, align 8
  %.6.i20118.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.3, i64 2, i32 2
  %scevgep24222.3 = getelementptr i8, i8* %scevgep241.3, i64 -8
  %scevgep244.3 = getelementptr i8, i8* %scevgep24222.3, i64 %lsr.iv.next.2
  %94 = bitcast i8* %scevgep244.3 to i64*
  %.333.unpack.us.4.3 = load i64, i64* %94, align 8
  %scevgep246.3 = getelementptr i8, i8* %scevgep241.3, i64 %lsr.iv.next.2
  %scevgep246247.3 = bitcast i8* %scevgep246.3 to i64*
  %.333.unpack120.us.4.3 = load i64, i64* %scevgep246247.3, align 8
  %.6.i16122.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.3, i64 2, i32 2
  %scevgep253.3 = getelementptr i8, i8* %scevgep252.3, i64 %lsr.iv209
  %scevgep25423.3 = getelementptr i8, i8* %scevgep253.3, i64 -8
  %scevgep256.3 = getelementptr i8, i8* %scevgep25423.3, i64 %lsr.iv.next.2
  %95 = bitcast i8* %scevgep256.3 to i64*
  store i64 %.333.unpack.us.4.3, i64* %95, align 8
  %scevgep250.3 = getelementptr i8, i8* %scevgep253.3, i64 %lsr.iv.next.2
  %scevgep250251.3 = bitcast i8* %scevgep250.3 to i64*
  store i64 %.333.unpack120.us.4.3, i64* %scevgep250251.3, align 8
  %.6.i20118.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.3, i64 2, i32 3, i64 0
  %uglygep22324.3 = bitcast i64* %uglygep2232425.3 to i8*
  %scevgep225.3 = getelementptr i8, i8* %uglygep22324.3, i64 %lsr.iv.next.2
  %96 = bitcast i8* %scevgep225.3 to i64*
  %.333.unpack.us.5.3 = load i64, i64* %96, align 8
  %scevgep226.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.3, i64 2, i32 3, i64 1
  %scevgep226227.3 = bitcast i64* %scevgep226.3 to i8*
  %uglygep228.3 = getelementptr i8, i8* %scevgep226227.3, i64 %lsr.iv.next.2
  %uglygep228229.3 = bitcast i8* %uglygep228.3 to i64*
  %.333.unpack120.us.5.3 = load i64, i64* %uglygep228229.3, align 8
  %.6.i16122.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.3, i64 2, i32 3, i64 1
  %scevgep235236.3 = bitcast i64* %scevgep235.3 to i8*
  %uglygep237.3 = getelementptr i8, i8* %scevgep235236.3, i64 %lsr.iv209
  %scevgep23826.3 = getelementptr i8, i8* %uglygep237.3, i64 -8
  %scevgep240.3 = getelementptr i8, i8* %scevgep23826.3, i64 %lsr.iv.next.2
  %97 = bitcast i8* %scevgep240.3 to i64*
  store i64 %.333.unpack.us.5.3, i64* %97, align 8
  %scevgep233.3 = getelementptr i8, i8* %uglygep237.3, i64 %lsr.iv.next.2
  %scevgep233234.3 = bitcast i8* %scevgep233.3 to i64*
  store i64 %.333.unpack120.us.5.3, i64* %scevgep233234.3, align 8
  %.6.i20118.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.3, i64 3, i32 1
  %uglygep2728.3 = getelementptr i64, i64* %scevgep.3, i64 -1
  %uglygep27.3 = bitcast i64* %uglygep2728.3 to i8*
  %scevgep203.3 = getelementptr i8, i8* %uglygep27.3, i64 %lsr.iv.next.2
  %98 = bitcast i8* %scevgep203.3 to i64*
  %.333.unpack.us.6.3 = load i64, i64* %98, align 8
  %scevgep204205.3 = bitcast i64* %scevgep.3 to i8*
  %uglygep206.3 = getelementptr i8, i8* %scevgep204205.3, i64 %lsr.iv.next.2
  %uglygep206207.3 = bitcast i8* %uglygep206.3 to i64*
  %.333.unpack120.us.6.3 = load i64, i64* %uglygep206207.3, align 8
  %.6.i16122.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.3, i64 3, i32 1
  %scevgep215216.3 = bitcast i64* %scevgep215.3 to i8*
  %uglygep217.3 = getelementptr i8, i8* %scevgep215216.3, i64 %lsr.iv209
  %scevgep21829.3 = getelementptr i8, i8* %uglygep217.3, i64 -8
  %scevgep220.3 = getelementptr i8, i8* %scevgep21829.3, i64 %lsr.iv.next.2
  %99 = bitcast i8* %scevgep220.3 to i64*
  store i64 %.333.unpack.us.6.3, i64* %99, align 8
  %scevgep213.3 = getelementptr i8, i8* %uglygep217.3, i64 %lsr.iv.next.2
  %scevgep213214.3 = bitcast i8* %scevgep213.3 to i64*
  store i64 %.333.unpack120.us.6.3, i64* %scevgep213214.3, align 8
  %.6.i20118.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.3, i64 3, i32 3, i64 -1
  %uglygep31930.3 = bitcast i64* %uglygep3193031.3 to i8*
  %scevgep321.3 = getelementptr i8, i8* %uglygep31930.3, i64 %lsr.iv.next.2
  %100 = bitcast i8* %scevgep321.3 to i64*
  %.333.unpack.us.7.3 = load i64, i64* %100, align 8
  %scevgep322.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.3, i64 3, i32 3, i64 0
  %scevgep322323.3 = bitcast i64* %scevgep322.3 to i8*
  %uglygep324.3 = getelementptr i8, i8* %scevgep322323.3, i64 %lsr.iv.next.2
  %uglygep324325.3 = bitcast i8* %uglygep324.3 to i64*
  %.333.unpack120.us.7.3 = load i64, i64* %uglygep324325.3, align 8
  %.6.i16122.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.3, i64 3, i32 3, i64 0
  %scevgep331332.3 = bitcast i64* %scevgep331.3 to i8*
  %uglygep333.3 = getelementptr i8, i8* %scevgep331332.3, i64 %lsr.iv209
  %scevgep33432.3 = getelementptr i8, i8* %uglygep333.3, i64 -8
  %scevgep336.3 = getelementptr i8, i8* %scevgep33432.3, i64 %lsr.iv.next.2
  %101 = bitcast i8* %scevgep336.3 to i64*
  store i64 %.333.unpack.us.7.3, i64* %101, align 8
  %scevgep329.3 = getelementptr i8, i8* %uglygep333.3, i64 %lsr.iv.next.2
  %scevgep329330.3 = bitcast i8* %scevgep329.3 to i64*
  store i64 %.333.unpack120.us.7.3, i64* %scevgep329330.3, align 8
  %lsr.iv.next.3 = or i64 %lsr.iv, 512
  %.6.i20118.us.493 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.493, i64 0, i32 3, i64 0
  %uglygep35411.4 = bitcast i64* %uglygep3541112.4 to i8*
  %scevgep356.4 = getelementptr i8, i8* %uglygep35411.4, i64 %lsr.iv.next.3
  %102 = bitcast i8* %scevgep356.4 to i64*
  %.333.unpack.us.494 = load i64, i64* %102, align 8
  %scevgep348.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.493, i64 0, i32 3, i64 1
  %scevgep348349.4 = bitcast i64* %scevgep348.4 to i8*
  %uglygep350.4 = getelementptr i8, i8* %scevgep348349.4, i64 %lsr.iv.next.3
  %uglygep350351.4 = bitcast i8* %uglygep350.4 to i64*
  %.333.unpack120.us.495 = load i64, i64* %uglygep350351.4, align 8
  %.6.i16122.us.496 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.496, i64 0, i32 3, i64 1
  %scevgep342343.4 = bitcast i64* %scevgep342.4 to i8*
  %uglygep344.4 = getelementptr i8, i8* %scevgep342343.4, i64 %lsr.iv209
  %scevgep34513.4 = getelementptr i8, i8* %uglygep344.4, i64 -8
  %scevgep347.4 = getelementptr i8, i8* %scevgep34513.4, i64 %lsr.iv.next.3
  %103 = bitcast i8* %scevgep347.4 to i64*
  store i64 %.333.unpack.us.494, i64* %103, align 8
  %scevgep340.4 = getelementptr i8, i8* %uglygep344.4, i64 %lsr.iv.next.3
  %scevgep340341.4 = bitcast i8* %scevgep340.4 to i64*
  store i64 %.333.unpack120.us.495, i64* %scevgep340341.4, align 8
  %.6.i20118.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.4, i64 1, i32 1
  %uglygep2991415.4 = getelementptr i64, i64* %scevgep297.4, i64 -1
  %uglygep29914.4 = bitcast i64* %uglygep2991415.4 to i8*
  %scevgep301.4 = getelementptr i8, i8* %uglygep29914.4, i64 %lsr.iv.next.3
  %104 = bitcast i8* %scevgep301.4 to i64*
  %.333.unpack.us.1.4 = load i64, i64* %104, align 8
  %scevgep302303.4 = bitcast i64* %scevgep297.4 to i8*
  %uglygep304.4 = getelementptr i8, i8* %scevgep302303.4, i64 %lsr.iv.next.3
  %uglygep304305.4 = bitcast i8* %uglygep304.4 to i64*
  %.333.unpack120.us.1.4 = load i64, i64* %uglygep304305.4, align 8
  %.6.i16122.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.4, i64 1, i32 1
  %scevgep311312.4 = bitcast i64* %scevgep311.4 to i8*
  %uglygep313.4 = getelementptr i8, i8* %scevgep311312.4, i64 %lsr.iv209
  %scevgep31416.4 = getelementptr i8, i8* %uglygep313.4, i64 -8
  %scevgep316.4 = getelementptr i8, i8* %scevgep31416.4, i64 %lsr.iv.next.3
  %105 = bitcast i8* %scevgep316.4 to i64*
  store i64 %.333.unpack.us.1.4, i64* %105, align 8
  %scevgep309.4 = getelementptr i8, i8* %uglygep313.4, i64 %lsr.iv.next.3
  %scevgep309310.4 = bitcast i8* %scevgep309.4 to i64*
  store i64 %.333.unpack120.us.1.4, i64* %scevgep309310.4, align 8
  %.6.i20118.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.4, i64 1, i32 3, i64 -1
  %uglygep27917.4 = bitcast i64* %uglygep2791718.4 to i8*
  %scevgep281.4 = getelementptr i8, i8* %uglygep27917.4, i64 %lsr.iv.next.3
  %106 = bitcast i8* %scevgep281.4 to i64*
  %.333.unpack.us.2.4 = load i64, i64* %106, align 8
  %scevgep282.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.4, i64 1, i32 3, i64 0
  %scevgep282283.4 = bitcast i64* %scevgep282.4 to i8*
  %uglygep284.4 = getelementptr i8, i8* %scevgep282283.4, i64 %lsr.iv.next.3
  %uglygep284285.4 = bitcast i8* %uglygep284.4 to i64*
  %.333.unpack120.us.2.4 = load i64, i64* %uglygep284285.4, align 8
  %.6.i16122.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.4, i64 1, i32 3, i64 0
  %scevgep291292.4 = bitcast i64* %scevgep291.4 to i8*
  %uglygep293.4 = getelementptr i8, i8* %scevgep291292.4, i64 %lsr.iv209
  %scevgep29419.4 = getelementptr i8, i8* %uglygep293.4, i64 -8
  %scevgep296.4 = getelementptr i8, i8* %scevgep29419.4, i64 %lsr.iv.next.3
  %107 = bitcast i8* %scevgep296.4 to i64*
  store i64 %.333.unpack.us.2.4, i64* %107, align 8
  %scevgep289.4 = getelementptr i8, i8* %uglygep293.4, i64 %lsr.iv.next.3
  %scevgep289290.4 = bitcast i8* %scevgep289.4 to i64*
  store i64 %.333.unpack120.us.2.4, i64* %scevgep289290.4, align 8
  %.6.i20118.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.4, i64 1, i32 3, i64 1
  %108 = bitcast i64* %uglygep25920.4 to i8*
  %scevgep261.4 = getelementptr i8, i8* %108, i64 %lsr.iv.next.3
  %109 = bitcast i8* %scevgep261.4 to i64*
  %.333.unpack.us.3.4 = load i64, i64* %109, align 8
  %scevgep262.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.4, i64 2
  %scevgep262263.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.4 to i8*
  %uglygep264.4 = getelementptr i8, i8* %scevgep262263.4, i64 %lsr.iv.next.3
  %uglygep264265.4 = bitcast i8* %uglygep264.4 to i64*
  %.333.unpack120.us.3.4 = load i64, i64* %uglygep264265.4, align 8
  %.6.i16122.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.4, i64 2
  %scevgep271272.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.4 to i8*
  %uglygep273.4 = getelementptr i8, i8* %scevgep271272.4, i64 %lsr.iv209
  %scevgep27421.4 = getelementptr i8, i8* %uglygep273.4, i64 -8
  %scevgep276.4 = getelementptr i8, i8* %scevgep27421.4, i64 %lsr.iv.next.3
  %110 = bitcast i8* %scevgep276.4 to i64*
  store i64 %.333.unpack.us.3.4, i64* %110, align 8
  %scevgep269.4 = getelementptr i8, i8* %uglygep273.4, i64 %lsr.iv.next.3
  %scevgep269270.4 = bitcast i8* %scevgep269.4 to i64*
  store i64 %.333.unpack120.us.3.4, i64* %scevgep269270.4, align 8
  %.6.i20118.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.4, i64 2, i32 2
  %scevgep24222.4 = getelementptr i8, i8* %scevgep241.4, i64 -8
  %scevgep244.4 = getelementptr i8, i8* %scevgep24222.4, i64 %lsr.iv.next.3
  %111 = bitcast i8* %scevgep244.4 to i64*
  %.333.unpack.us.4.4 = load i64, i64* %111, align 8
  %scevgep246.4 = getelementptr i8, i8* %scevgep241.4, i64 %lsr.iv.next.3
  %scevgep246247.4 = bitcast i8* %scevgep246.4 to i64*
  %.333.unpack120.us.4.4 = load i64, i64* %scevgep246247.4, align 8
  %.6.i16122.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.4, i64 2, i32 2
  %scevgep253.4 = getelementptr i8, i8* %scevgep252.4, i64 %lsr.iv209
  %scevgep25423.4 = getelementptr i8, i8* %scevgep253.4, i64 -8
  %scevgep256.4 = getelementptr i8, i8* %scevgep25423.4, i64 %lsr.iv.next.3
  %112 = bitcast i8* %scevgep256.4 to i64*
  store i64 %.333.unpack.us.4.4, i64* %112, align 8
  %scevgep250.4 = getelementptr i8, i8* %scevgep253.4, i64 %lsr.iv.next.3
  %scevgep250251.4 = bitcast i8* %scevgep250.4 to i64*
  store i64 %.333.unpack120.us.4.4, i64* %scevgep250251.4, align 8
  %.6.i20118.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.4, i64 2, i32 3, i64 0
  %uglygep22324.4 = bitcast i64* %uglygep2232425.4 to i8*
  %scevgep225.4 = getelementptr i8, i8* %uglygep22324.4, i64 %lsr.iv.next.3
  %113 = bitcast i8* %scevgep225.4 to i64*
  %.333.unpack.us.5.4 = load i64, i64* %113, align 8
  %scevgep226.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.4, i64 2, i32 3, i64 1
  %scevgep226227.4 = bitcast i64* %scevgep226.4 to i8*
  %uglygep228.4 = getelementptr i8, i8* %scevgep226227.4, i64 %lsr.iv.next.3
  %uglygep228229.4 = bitcast i8* %uglygep228.4 to i64*
  %.333.unpack120.us.5.4 = load i64, i64* %uglygep228229.4, align 8
  %.6.i16122.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.4, i64 2, i32 3, i64 1
  %scevgep235236.4 = bitcast i64* %scevgep235.4 to i8*
  %uglygep237.4 = getelementptr i8, i8* %scevgep235236.4, i64 %lsr.iv209
  %scevgep23826.4 = getelementptr i8, i8* %uglygep237.4, i64 -8
  %scevgep240.4 = getelementptr i8, i8* %scevgep23826.4, i64 %lsr.iv.next.3
  %114 = bitcast i8* %scevgep240.4 to i64*
  store i64 %.333.unpack.us.5.4, i64* %114, align 8
  %scevgep233.4 = getelementptr i8, i8* %uglygep237.4, i64 %lsr.iv.next.3
  %scevgep233234.4 = bitcast i8* %scevgep233.4 to i64*
  store i64 %.333.unpack120.us.5.4, i64* %scevgep233234.4, align 8
  %.6.i20118.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.4, i64 3, i32 1
  %uglygep2728.4 = getelementptr i64, i64* %scevgep.4, i64 -1
  %uglygep27.4 = bitcast i64* %uglygep2728.4 to i8*
  %scevgep203.4 = getelementptr i8, i8* %uglygep27.4, i64 %lsr.iv.next.3
  %115 = bitcast i8* %scevgep203.4 to i64*
  %.333.unpack.us.6.4 = load i64, i64* %115, align 8
  %scevgep204205.4 = bitcast i64* %scevgep.4 to i8*
  %uglygep206.4 = getelementptr i8, i8* %scevgep204205.4, i64 %lsr.iv.next.3
  %uglygep206207.4 = bitcast i8* %uglygep206.4 to i64*
  %.333.unpack120.us.6.4 = load i64, i64* %uglygep206207.4, align 8
  %.6.i16122.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.4, i64 3, i32 1
  %scevgep215216.4 = bitcast i64* %scevgep215.4 to i8*
  %uglygep217.4 = getelementptr i8, i8* %scevgep215216.4, i64 %lsr.iv209
  %scevgep21829.4 = getelementptr i8, i8* %uglygep217.4, i64 -8
  %scevgep220.4 = getelementptr i8, i8* %scevgep21829.4, i64 %lsr.iv.next.3
  %116 = bitcast i8* %scevgep220.4 to i64*
  store i64 %.333.unpack.us.6.4, i64* %116, align 8
  %scevgep213.4 = getelementptr i8, i8* %uglygep217.4, i64 %lsr.iv.next.3
  %scevgep213214.4 = bitcast i8* %scevgep213.4 to i64*
  store i64 %.333.unpack120.us.6.4, i64* %scevgep213214.4, align 8
  %.6.i20118.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.4, i64 3, i32 3, i64 -1
  %uglygep31930.4 = bitcast i64* %uglygep3193031.4 to i8*
  %scevgep321.4 = getelementptr i8, i8* %uglygep31930.4, i64 %lsr.iv.next.3
  %117 = bitcast i8* %scevgep321.4 to i64*
  %.333.unpack.us.7.4 = load i64, i64* %117, align 8
  %scevgep322.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.4, i64 3, i32 3, i64 0
  %scevgep322323.4 = bitcast i64* %scevgep322.4 to i8*
  %uglygep324.4 = getelementptr i8, i8* %scevgep322323.4, i64 %lsr.iv.next.3
  %uglygep324325.4 = bitcast i8* %uglygep324.4 to i64*
  %.333.unpack120.us.7.4 = load i64, i64* %uglygep324325.4, align 8
  %.6.i16122.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.4, i64 3, i32 3, i64 0
  %scevgep331332.4 = bitcast i64* %scevgep331.4 to i8*
  %uglygep333.4 = getelementptr i8, i8* %scevgep331332.4, i64 %lsr.iv209
  %scevgep33432.4 = getelementptr i8, i8* %uglygep333.4, i64 -8
  %scevgep336.4 = getelementptr i8, i8* %scevgep33432.4, i64 %lsr.iv.next.3
  %118 = bitcast i8* %scevgep336.4 to i64*
  store i64 %.333.unpack.us.7.4, i64* %118, align 8
  %scevgep329.4 = getelementptr i8, i8* %uglygep333.4, i64 %lsr.iv.next.3
  %scevgep329330.4 = bitcast i8* %scevgep329.4 to i64*
  store i64 %.333.unpack120.us.7.4, i64* %scevgep329330.4, align 8
  %lsr.iv.next.4 = or i64 %lsr.iv, 640
  %.6.i20118.us.597 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.597, i64 0, i32 3, i64 0
  %uglygep35411.5 = bitcast i64* %uglygep3541112.5 to i8*
  %scevgep356.5 = getelementptr i8, i8* %uglygep35411.5, i64 %lsr.iv.next.4
  %119 = bitcast i8* %scevgep356.5 to i64*
  %.333.unpack.us.598 = load i64, i64* %119, align 8
  %scevgep348.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.597, i64 0, i32 3, i64 1
  %scevgep348349.5 = bitcast i64* %scevgep348.5 to i8*
  %uglygep350.5 = getelementptr i8, i8* %scevgep348349.5, i64 %lsr.iv.next.4
  %uglygep350351.5 = bitcast i8* %uglygep350.5 to i64*
  %.333.unpack120.us.599 = load i64, i64* %uglygep350351.5, align 8
  %.6.i16122.us.5100 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5100, i64 0, i32 3, i64 1
  %scevgep342343.5 = bitcast i64* %scevgep342.5 to i8*
  %uglygep344.5 = getelementptr i8, i8* %scevgep342343.5, i64 %lsr.iv209
  %scevgep34513.5 = getelementptr i8, i8* %uglygep344.5, i64 -8
  %scevgep347.5 = getelementptr i8, i8* %scevgep34513.5, i64 %lsr.iv.next.4
  %120 = bitcast i8* %scevgep347.5 to i64*
  store i64 %.333.unpack.us.598, i64* %120, align 8
  %scevgep340.5 = getelementptr i8, i8* %uglygep344.5, i64 %lsr.iv.next.4
  %scevgep340341.5 = bitcast i8* %scevgep340.5 to i64*
  store i64 %.333.unpack120.us.599, i64* %scevgep340341.5, align 8
  %.6.i20118.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.5, i64 1, i32 1
  %uglygep2991415.5 = getelementptr i64, i64* %scevgep297.5, i64 -1
  %uglygep29914.5 = bitcast i64* %uglygep2991415.5 to i8*
  %scevgep301.5 = getelementptr i8, i8* %uglygep29914.5, i64 %lsr.iv.next.4
  %121 = bitcast i8* %scevgep301.5 to i64*
  %.333.unpack.us.1.5 = load i64, i64* %121, align 8
  %scevgep302303.5 = bitcast i64* %scevgep297.5 to i8*
  %uglygep304.5 = getelementptr i8, i8* %scevgep302303.5, i64 %lsr.iv.next.4
  %uglygep304305.5 = bitcast i8* %uglygep304.5 to i64*
  %.333.unpack120.us.1.5 = load i64, i64* %uglygep304305.5, align 8
  %.6.i16122.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.5, i64 1, i32 1
  %scevgep311312.5 = bitcast i64* %scevgep311.5 to i8*
  %uglygep313.5 = getelementptr i8, i8* %scevgep311312.5, i64 %lsr.iv209
  %scevgep31416.5 = getelementptr i8, i8* %uglygep313.5, i64 -8
  %scevgep316.5 = getelementptr i8, i8* %scevgep31416.5, i64 %lsr.iv.next.4
  %122 = bitcast i8* %scevgep316.5 to i64*
  store i64 %.333.unpack.us.1.5, i64* %122, align 8
  %scevgep309.5 = getelementptr i8, i8* %uglygep313.5, i64 %lsr.iv.next.4
  %scevgep309310.5 = bitcast i8* %scevgep309.5 to i64*
  store i64 %.333.unpack120.us.1.5, i64* %scevgep309310.5, align 8
  %.6.i20118.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.5, i64 1, i32 3, i64 -1
  %uglygep27917.5 = bitcast i64* %uglygep2791718.5 to i8*
  %scevgep281.5 = getelementptr i8, i8* %uglygep27917.5, i64 %lsr.iv.next.4
  %123 = bitcast i8* %scevgep281.5 to i64*
  %.333.unpack.us.2.5 = load i64, i64* %123, align 8
  %scevgep282.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.5, i64 1, i32 3, i64 0
  %scevgep282283.5 = bitcast i64* %scevgep282.5 to i8*
  %uglygep284.5 = getelementptr i8, i8* %scevgep282283.5, i64 %lsr.iv.next.4
  %uglygep284285.5 = bitcast i8* %uglygep284.5 to i64*
  %.333.unpack120.us.2.5 = load i64, i64* %uglygep284285.5, align 8
  %.6.i16122.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.5, i64 1, i32 3, i64 0
  %scevgep291292.5 = bitcast i64* %scevgep291.5 to i8*
  %uglygep293.5 = getelementptr i8, i8* %scevgep291292.5, i64 %lsr.iv209
  %scevgep29419.5 = getelementptr i8, i8* %uglygep293.5, i64 -8
  %scevgep296.5 = getelementptr i8, i8* %scevgep29419.5, i64 %lsr.iv.next.4
  %124 = bitcast i8* %scevgep296.5 to i64*
  store i64 %.333.unpack.us.2.5, i64* %124, align 8
  %scevgep289.5 = getelementptr i8, i8* %uglygep293.5, i64 %lsr.iv.next.4
  %scevgep289290.5 = bitcast i8* %scevgep289.5 to i64*
  store i64 %.333.unpack120.us.2.5, i64* %scevgep289290.5, align 8
  %.6.i20118.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.5, i64 1, i32 3, i64 1
  %125 = bitcast i64* %uglygep25920.5 to i8*
  %scevgep261.5 = getelementptr i8, i8* %125, i64 %lsr.iv.next.4
  %126 = bitcast i8* %scevgep261.5 to i64*
  %.333.unpack.us.3.5 = load i64, i64* %126, align 8
  %scevgep262.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.5, i64 2
  %scevgep262263.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.5 to i8*
  %uglygep264.5 = getelementptr i8, i8* %scevgep262263.5, i64 %lsr.iv.next.4
  %uglygep264265.5 = bitcast i8* %uglygep264.5 to i64*
  %.333.unpack120.us.3.5 = load i64, i64* %uglygep264265.5, align 8
  %.6.i16122.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.5, i64 2
  %scevgep271272.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.5 to i8*
  %uglygep273.5 = getelementptr i8, i8* %scevgep271272.5, i64 %lsr.iv209
  %scevgep27421.5 = getelementptr i8, i8* %uglygep273.5, i64 -8
  %scevgep276.5 = getelementptr i8, i8* %scevgep27421.5, i64 %lsr.iv.next.4
  %127 = bitcast i8* %scevgep276.5 to i64*
  store i64 %.333.unpack.us.3.5, i64* %127, align 8
  %scevgep269.5 = getelementptr i8, i8* %uglygep273.5, i64 %lsr.iv.next.4
  %scevgep269270.5 = bitcast i8* %scevgep269.5 to i64*
  store i64 %.333.unpack120.us.3.5, i64* %scevgep269270.5, align 8
  %.6.i20118.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.5, i64 2, i32 2
  %scevgep24222.5 = getelementptr i8, i8* %scevgep241.5, i64 -8
  %scevgep244.5 = getelementptr i8, i8* %scevgep24222.5, i64 %lsr.iv.next.4
  %128 = bitcast i8* %scevgep244.5 to i64*
  %.333.unpack.us.4.5 = load i64, i64* %128, align 8
  %scevgep246.5 = getelementptr i8, i8* %scevgep241.5, i64 %lsr.iv.next.4
  %scevgep246247.5 = bitcast i8* %scevgep246.5 to i64*
  %.333.unpack120.us.4.5 = load i64, i64* %scevgep246247.5, align 8
  %.6.i16122.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.5, i64 2, i32 2
  %scevgep253.5 = getelementptr i8, i8* %scevgep252.5, i64 %lsr.iv209
  %scevgep25423.5 = getelementptr i8, i8* %scevgep253.5, i64 -8
  %scevgep256.5 = getelementptr i8, i8* %scevgep25423.5, i64 %lsr.iv.next.4
  %129 = bitcast i8* %scevgep256.5 to i64*
  store i64 %.333.unpack.us.4.5, i64* %129, align 8
  %scevgep250.5 = getelementptr i8, i8* %scevgep253.5, i64 %lsr.iv.next.4
  %scevgep250251.5 = bitcast i8* %scevgep250.5 to i64*
  store i64 %.333.unpack120.us.4.5, i64* %scevgep250251.5, align 8
  %.6.i20118.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.5, i64 2, i32 3, i64 0
  %uglygep22324.5 = bitcast i64* %uglygep2232425.5 to i8*
  %scevgep225.5 = getelementptr i8, i8* %uglygep22324.5, i64 %lsr.iv.next.4
  %130 = bitcast i8* %scevgep225.5 to i64*
  %.333.unpack.us.5.5 = load i64, i64* %130, align 8
  %scevgep226.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.5, i64 2, i32 3, i64 1
  %scevgep226227.5 = bitcast i64* %scevgep226.5 to i8*
  %uglygep228.5 = getelementptr i8, i8* %scevgep226227.5, i64 %lsr.iv.next.4
  %uglygep228229.5 = bitcast i8* %uglygep228.5 to i64*
  %.333.unpack120.us.5.5 = load i64, i64* %uglygep228229.5, align 8
  %.6.i16122.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.5, i64 2, i32 3, i64 1
  %scevgep235236.5 = bitcast i64* %scevgep235.5 to i8*
  %uglygep237.5 = getelementptr i8, i8* %scevgep235236.5, i64 %lsr.iv209
  %scevgep23826.5 = getelementptr i8, i8* %uglygep237.5, i64 -8
  %scevgep240.5 = getelementptr i8, i8* %scevgep23826.5, i64 %lsr.iv.next.4
  %131 = bitcast i8* %scevgep240.5 to i64*
  store i64 %.333.unpack.us.5.5, i64* %131, align 8
  %scevgep233.5 = getelementptr i8, i8* %uglygep237.5, i64 %lsr.iv.next.4
  %scevgep233234.5 = bitcast i8* %scevgep233.5 to i64*
  store i64 %.333.unpack120.us.5.5, i64* %scevgep233234.5, align 8
  %.6.i20118.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.5, i64 3, i32 1
  %uglygep2728.5 = getelementptr i64, i64* %scevgep.5, i64 -1
  %uglygep27.5 = bitcast i64* %uglygep2728.5 to i8*
  %scevgep203.5 = getelementptr i8, i8* %uglygep27.5, i64 %lsr.iv.next.4
  %132 = bitcast i8* %scevgep203.5 to i64*
  %.333.unpack.us.6.5 = load i64, i64* %132, align 8
  %scevgep204205.5 = bitcast i64* %scevgep.5 to i8*
  %uglygep206.5 = getelementptr i8, i8* %scevgep204205.5, i64 %lsr.iv.next.4
  %uglygep206207.5 = bitcast i8* %uglygep206.5 to i64*
  %.333.unpack120.us.6.5 = load i64, i64* %uglygep206207.5, align 8
  %.6.i16122.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.5, i64 3, i32 1
  %scevgep215216.5 = bitcast i64* %scevgep215.5 to i8*
  %uglygep217.5 = getelementptr i8, i8* %scevgep215216.5, i64 %lsr.iv209
  %scevgep21829.5 = getelementptr i8, i8* %uglygep217.5, i64 -8
  %scevgep220.5 = getelementptr i8, i8* %scevgep21829.5, i64 %lsr.iv.next.4
  %133 = bitcast i8* %scevgep220.5 to i64*
  store i64 %.333.unpack.us.6.5, i64* %133, align 8
  %scevgep213.5 = getelementptr i8, i8* %uglygep217.5, i64 %lsr.iv.next.4
  %scevgep213214.5 = bitcast i8* %scevgep213.5 to i64*
  store i64 %.333.unpack120.us.6.5, i64* %scevgep213214.5, align 8
  %.6.i20118.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.5, i64 3, i32 3, i64 -1
  %uglygep31930.5 = bitcast i64* %uglygep3193031.5 to i8*
  %scevgep321.5 = getelementptr i8, i8* %uglygep31930.5, i64 %lsr.iv.next.4
  %134 = bitcast i8* %scevgep321.5 to i64*
  %.333.unpack.us.7.5 = load i64, i64* %134, align 8
  %scevgep322.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.5, i64 3, i32 3, i64 0
  %scevgep322323.5 = bitcast i64* %scevgep322.5 to i8*
  %uglygep324.5 = getelementptr i8, i8* %scevgep322323.5, i64 %lsr.iv.next.4
  %uglygep324325.5 = bitcast i8* %uglygep324.5 to i64*
  %.333.unpack120.us.7.5 = load i64, i64* %uglygep324325.5, align 8
  %.6.i16122.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.5, i64 3, i32 3, i64 0
  %scevgep331332.5 = bitcast i64* %scevgep331.5 to i8*
  %uglygep333.5 = getelementptr i8, i8* %scevgep331332.5, i64 %lsr.iv209
  %scevgep33432.5 = getelementptr i8, i8* %uglygep333.5, i64 -8
  %scevgep336.5 = getelementptr i8, i8* %scevgep33432.5, i64 %lsr.iv.next.4
  %135 = bitcast i8* %scevgep336.5 to i64*
  store i64 %.333.unpack.us.7.5, i64* %135, align 8
  %scevgep329.5 = getelementptr i8, i8* %uglygep333.5, i64 %lsr.iv.next.4
  %scevgep329330.5 = bitcast i8* %scevgep329.5 to i64*
  store i64 %.333.unpack120.us.7.5, i64* %scevgep329330.5, align 8
  %lsr.iv.next.5 = or i64 %lsr.iv, 768
  %.6.i20118.us.6101 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6101, i64 0, i32 3, i64 0
  %uglygep35411.6 = bitcast i64* %uglygep3541112.6 to i8*
  %scevgep356.6 = getelementptr i8, i8* %uglygep35411.6, i64 %lsr.iv.next.5
  %136 = bitcast i8* %scevgep356.6 to i64*
  %.333.unpack.us.6102 = load i64, i64* %136, align 8
  %scevgep348.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6101, i64 0, i32 3, i64 1
  %scevgep348349.6 = bitcast i64* %scevgep348.6 to i8*
  %uglygep350.6 = getelementptr i8, i8* %scevgep348349.6, i64 %lsr.iv.next.5
  %uglygep350351.6 = bitcast i8* %uglygep350.6 to i64*
  %.333.unpack120.us.6103 = load i64, i64* %uglygep350351.6, align 8
  %.6.i16122.us.6104 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6104, i64 0, i32 3, i64 1
  %scevgep342343.6 = bitcast i64* %scevgep342.6 to i8*
  %uglygep344.6 = getelementptr i8, i8* %scevgep342343.6, i64 %lsr.iv209
  %scevgep34513.6 = getelementptr i8, i8* %uglygep344.6, i64 -8
  %scevgep347.6 = getelementptr i8, i8* %scevgep34513.6, i64 %lsr.iv.next.5
  %137 = bitcast i8* %scevgep347.6 to i64*
  store i64 %.333.unpack.us.6102, i64* %137, align 8
  %scevgep340.6 = getelementptr i8, i8* %uglygep344.6, i64 %lsr.iv.next.5
  %scevgep340341.6 = bitcast i8* %scevgep340.6 to i64*
  store i64 %.333.unpack120.us.6103, i64* %scevgep340341.6, align 8
  %.6.i20118.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.6, i64 1, i32 1
  %uglygep2991415.6 = getelementptr i64, i64* %scevgep297.6, i64 -1
  %uglygep29914.6 = bitcast i64* %uglygep2991415.6 to i8*
  %scevgep301.6 = getelementptr i8, i8* %uglygep29914.6, i64 %lsr.iv.next.5
  %138 = bitcast i8* %scevgep301.6 to i64*
  %.333.unpack.us.1.6 = load i64, i64* %138, align 8
  %scevgep302303.6 = bitcast i64* %scevgep297.6 to i8*
  %uglygep304.6 = getelementptr i8, i8* %scevgep302303.6, i64 %lsr.iv.next.5
  %uglygep304305.6 = bitcast i8* %uglygep304.6 to i64*
  %.333.unpack120.us.1.6 = load i64, i64* %uglygep304305.6, align 8
  %.6.i16122.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.6, i64 1, i32 1
  %scevgep311312.6 = bitcast i64* %scevgep311.6 to i8*
  %uglygep313.6 = getelementptr i8, i8* %scevgep311312.6, i64 %lsr.iv209
  %scevgep31416.6 = getelementptr i8, i8* %uglygep313.6, i64 -8
  %scevgep316.6 = getelementptr i8, i8* %scevgep31416.6, i64 %lsr.iv.next.5
  %139 = bitcast i8* %scevgep316.6 to i64*
  store i64 %.333.unpack.us.1.6, i64* %139, align 8
  %scevgep309.6 = getelementptr i8, i8* %uglygep313.6, i64 %lsr.iv.next.5
  %scevgep309310.6 = bitcast i8* %scevgep309.6 to i64*
  store i64 %.333.unpack120.us.1.6, i64* %scevgep309310.6, align 8
  %.6.i20118.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.6, i64 1, i32 3, i64 -1
  %uglygep27917.6 = bitcast i64* %uglygep2791718.6 to i8*
  %scevgep281.6 = getelementptr i8, i8* %uglygep27917.6, i64 %lsr.iv.next.5
  %140 = bitcast i8* %scevgep281.6 to i64*
  %.333.unpack.us.2.6 = load i64, i64* %140, align 8
  %scevgep282.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.6, i64 1, i32 3, i64 0
  %scevgep282283.6 = bitcast i64* %scevgep282.6 to i8*
  %uglygep284.6 = getelementptr i8, i8* %scevgep282283.6, i64 %lsr.iv.next.5
  %uglygep284285.6 = bitcast i8* %uglygep284.6 to i64*
  %.333.unpack120.us.2.6 = load i64, i64* %uglygep284285.6, align 8
  %.6.i16122.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.6, i64 1, i32 3, i64 0
  %scevgep291292.6 = bitcast i64* %scevgep291.6 to i8*
  %uglygep293.6 = getelementptr i8, i8* %scevgep291292.6, i64 %lsr.iv209
  %scevgep29419.6 = getelementptr i8, i8* %uglygep293.6, i64 -8
  %scevgep296.6 = getelementptr i8, i8* %scevgep29419.6, i64 %lsr.iv.next.5
  %141 = bitcast i8* %scevgep296.6 to i64*
  store i64 %.333.unpack.us.2.6, i64* %141, align 8
  %scevgep289.6 = getelementptr i8, i8* %uglygep293.6, i64 %lsr.iv.next.5
  %scevgep289290.6 = bitcast i8* %scevgep289.6 to i64*
  store i64 %.333.unpack120.us.2.6, i64* %scevgep289290.6, align 8
  %.6.i20118.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.6, i64 1, i32 3, i64 1
  %142 = bitcast i64* %uglygep25920.6 to i8*
  %scevgep261.6 = getelementptr i8, i8* %142, i64 %lsr.iv.next.5
  %143 = bitcast i8* %scevgep261.6 to i64*
  %.333.unpack.us.3.6 = load i64, i64* %143, align 8
  %scevgep262.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.6, i64 2
  %scevgep262263.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.6 to i8*
  %uglygep264.6 = getelementptr i8, i8* %scevgep262263.6, i64 %lsr.iv.next.5
  %uglygep264265.6 = bitcast i8* %uglygep264.6 to i64*
  %.333.unpack120.us.3.6 = load i64, i64* %uglygep264265.6, align 8
  %.6.i16122.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.6, i64 2
  %scevgep271272.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.6 to i8*
  %uglygep273.6 = getelementptr i8, i8* %scevgep271272.6, i64 %lsr.iv209
  %scevgep27421.6 = getelementptr i8, i8* %uglygep273.6, i64 -8
  %scevgep276.6 = getelementptr i8, i8* %scevgep27421.6, i64 %lsr.iv.next.5
  %144 = bitcast i8* %scevgep276.6 to i64*
  store i64 %.333.unpack.us.3.6, i64* %144, align 8
  %scevgep269.6 = getelementptr i8, i8* %uglygep273.6, i64 %lsr.iv.next.5
  %scevgep269270.6 = bitcast i8* %scevgep269.6 to i64*
  store i64 %.333.unpack120.us.3.6, i64* %scevgep269270.6, align 8
  %.6.i20118.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.6, i64 2, i32 2
  %scevgep24222.6 = getelementptr i8, i8* %scevgep241.6, i64 -8
  %scevgep244.6 = getelementptr i8, i8* %scevgep24222.6, i64 %lsr.iv.next.5
  %145 = bitcast i8* %scevgep244.6 to i64*
  %.333.unpack.us.4.6 = load i64, i64* %145, align 8
  %scevgep246.6 = getelementptr i8, i8* %scevgep241.6, i64 %lsr.iv.next.5
  %scevgep246247.6 = bitcast i8* %scevgep246.6 to i64*
  %.333.unpack120.us.4.6 = load i64, i64* %scevgep246247.6, align 8
  %.6.i16122.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.6, i64 2, i32 2
  %scevgep253.6 = getelementptr i8, i8* %scevgep252.6, i64 %lsr.iv209
  %scevgep25423.6 = getelementptr i8, i8* %scevgep253.6, i64 -8
  %scevgep256.6 = getelementptr i8, i8* %scevgep25423.6, i64 %lsr.iv.next.5
  %146 = bitcast i8* %scevgep256.6 to i64*
  store i64 %.333.unpack.us.4.6, i64* %146, align 8
  %scevgep250.6 = getelementptr i8, i8* %scevgep253.6, i64 %lsr.iv.next.5
  %scevgep250251.6 = bitcast i8* %scevgep250.6 to i64*
  store i64 %.333.unpack120.us.4.6, i64* %scevgep250251.6, align 8
  %.6.i20118.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.6, i64 2, i32 3, i64 0
  %uglygep22324.6 = bitcast i64* %uglygep2232425.6 to i8*
  %scevgep225.6 = getelementptr i8, i8* %uglygep22324.6, i64 %lsr.iv.next.5
  %147 = bitcast i8* %scevgep225.6 to i64*
  %.333.unpack.us.5.6 = load i64, i64* %147, align 8
  %scevgep226.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.6, i64 2, i32 3, i64 1
  %scevgep226227.6 = bitcast i64* %scevgep226.6 to i8*
  %uglygep228.6 = getelementptr i8, i8* %scevgep226227.6, i64 %lsr.iv.next.5
  %uglygep228229.6 = bitcast i8* %uglygep228.6 to i64*
  %.333.unpack120.us.5.6 = load i64, i64* %uglygep228229.6, align 8
  %.6.i16122.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.6, i64 2, i32 3, i64 1
  %scevgep235236.6 = bitcast i64* %scevgep235.6 to i8*
  %uglygep237.6 = getelementptr i8, i8* %scevgep235236.6, i64 %lsr.iv209
  %scevgep23826.6 = getelementptr i8, i8* %uglygep237.6, i64 -8
  %scevgep240.6 = getelementptr i8, i8* %scevgep23826.6, i64 %lsr.iv.next.5
  %148 = bitcast i8* %scevgep240.6 to i64*
  store i64 %.333.unpack.us.5.6, i64* %148, align 8
  %scevgep233.6 = getelementptr i8, i8* %uglygep237.6, i64 %lsr.iv.next.5
  %scevgep233234.6 = bitcast i8* %scevgep233.6 to i64*
  store i64 %.333.unpack120.us.5.6, i64* %scevgep233234.6, align 8
  %.6.i20118.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.6, i64 3, i32 1
  %uglygep2728.6 = getelementptr i64, i64* %scevgep.6, i64 -1
  %uglygep27.6 = bitcast i64* %uglygep2728.6 to i8*
  %scevgep203.6 = getelementptr i8, i8* %uglygep27.6, i64 %lsr.iv.next.5
  %149 = bitcast i8* %scevgep203.6 to i64*
  %.333.unpack.us.6.6 = load i64, i64* %149, align 8
  %scevgep204205.6 = bitcast i64* %scevgep.6 to i8*
  %uglygep206.6 = getelementptr i8, i8* %scevgep204205.6, i64 %lsr.iv.next.5
  %uglygep206207.6 = bitcast i8* %uglygep206.6 to i64*
  %.333.unpack120.us.6.6 = load i64, i64* %uglygep206207.6, align 8
  %.6.i16122.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.6, i64 3, i32 1
  %scevgep215216.6 = bitcast i64* %scevgep215.6 to i8*
  %uglygep217.6 = getelementptr i8, i8* %scevgep215216.6, i64 %lsr.iv209
  %scevgep21829.6 = getelementptr i8, i8* %uglygep217.6, i64 -8
  %scevgep220.6 = getelementptr i8, i8* %scevgep21829.6, i64 %lsr.iv.next.5
  %150 = bitcast i8* %scevgep220.6 to i64*
  store i64 %.333.unpack.us.6.6, i64* %150, align 8
  %scevgep213.6 = getelementptr i8, i8* %uglygep217.6, i64 %lsr.iv.next.5
  %scevgep213214.6 = bitcast i8* %scevgep213.6 to i64*
  store i64 %.333.unpack120.us.6.6, i64* %scevgep213214.6, align 8
  %.6.i20118.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.6, i64 3, i32 3, i64 -1
  %uglygep31930.6 = bitcast i64* %uglygep3193031.6 to i8*
  %scevgep321.6 = getelementptr i8, i8* %uglygep31930.6, i64 %lsr.iv.next.5
  %151 = bitcast i8* %scevgep321.6 to i64*
  %.333.unpack.us.7.6 = load i64, i64* %151, align 8
  %scevgep322.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.6, i64 3, i32 3, i64 0
  %scevgep322323.6 = bitcast i64* %scevgep322.6 to i8*
  %uglygep324.6 = getelementptr i8, i8* %scevgep322323.6, i64 %lsr.iv.next.5
  %uglygep324325.6 = bitcast i8* %uglygep324.6 to i64*
  %.333.unpack120.us.7.6 = load i64, i64* %uglygep324325.6, align 8
  %.6.i16122.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.6, i64 3, i32 3, i64 0
  %scevgep331332.6 = bitcast i64* %scevgep331.6 to i8*
  %uglygep333.6 = getelementptr i8, i8* %scevgep331332.6, i64 %lsr.iv209
  %scevgep33432.6 = getelementptr i8, i8* %uglygep333.6, i64 -8
  %scevgep336.6 = getelementptr i8, i8* %scevgep33432.6, i64 %lsr.iv.next.5
  %152 = bitcast i8* %scevgep336.6 to i64*
  store i64 %.333.unpack.us.7.6, i64* %152, align 8
  %scevgep329.6 = getelementptr i8, i8* %uglygep333.6, i64 %lsr.iv.next.5
  %scevgep329330.6 = bitcast i8* %scevgep329.6 to i64*
  store i64 %.333.unpack120.us.7.6, i64* %scevgep329330.6, align 8
  %lsr.iv.next.6 = or i64 %lsr.iv, 896
  %.6.i20118.us.7105 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3541112.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7105, i64 0, i32 3, i64 0
  %uglygep35411.7 = bitcast i64* %uglygep3541112.7 to i8*
  %scevgep356.7 = getelementptr i8, i8* %uglygep35411.7, i64 %lsr.iv.next.6
  %153 = bitcast i8* %scevgep356.7 to i64*
  %.333.unpack.us.7106 = load i64, i64* %153, align 8
  %scevgep348.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7105, i64 0, i32 3, i64 1
  %scevgep348349.7 = bitcast i64* %scevgep348.7 to i8*
  %uglygep350.7 = getelementptr i8, i8* %scevgep348349.7, i64 %lsr.iv.next.6
  %uglygep350351.7 = bitcast i8* %uglygep350.7 to i64*
  %.333.unpack120.us.7107 = load i64, i64* %uglygep350351.7, align 8
  %.6.i16122.us.7108 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep342.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7108, i64 0, i32 3, i64 1
  %scevgep342343.7 = bitcast i64* %scevgep342.7 to i8*
  %uglygep344.7 = getelementptr i8, i8* %scevgep342343.7, i64 %lsr.iv209
  %scevgep34513.7 = getelementptr i8, i8* %uglygep344.7, i64 -8
  %scevgep347.7 = getelementptr i8, i8* %scevgep34513.7, i64 %lsr.iv.next.6
  %154 = bitcast i8* %scevgep347.7 to i64*
  store i64 %.333.unpack.us.7106, i64* %154, align 8
  %scevgep340.7 = getelementptr i8, i8* %uglygep344.7, i64 %lsr.iv.next.6
  %scevgep340341.7 = bitcast i8* %scevgep340.7 to i64*
  store i64 %.333.unpack120.us.7107, i64* %scevgep340341.7, align 8
  %.6.i20118.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep297.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.7, i64 1, i32 1
  %uglygep2991415.7 = getelementptr i64, i64* %scevgep297.7, i64 -1
  %uglygep29914.7 = bitcast i64* %uglygep2991415.7 to i8*
  %scevgep301.7 = getelementptr i8, i8* %uglygep29914.7, i64 %lsr.iv.next.6
  %155 = bitcast i8* %scevgep301.7 to i64*
  %.333.unpack.us.1.7 = load i64, i64* %155, align 8
  %scevgep302303.7 = bitcast i64* %scevgep297.7 to i8*
  %uglygep304.7 = getelementptr i8, i8* %scevgep302303.7, i64 %lsr.iv.next.6
  %uglygep304305.7 = bitcast i8* %uglygep304.7 to i64*
  %.333.unpack120.us.1.7 = load i64, i64* %uglygep304305.7, align 8
  %.6.i16122.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep311.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.7, i64 1, i32 1
  %scevgep311312.7 = bitcast i64* %scevgep311.7 to i8*
  %uglygep313.7 = getelementptr i8, i8* %scevgep311312.7, i64 %lsr.iv209
  %scevgep31416.7 = getelementptr i8, i8* %uglygep313.7, i64 -8
  %scevgep316.7 = getelementptr i8, i8* %scevgep31416.7, i64 %lsr.iv.next.6
  %156 = bitcast i8* %scevgep316.7 to i64*
  store i64 %.333.unpack.us.1.7, i64* %156, align 8
  %scevgep309.7 = getelementptr i8, i8* %uglygep313.7, i64 %lsr.iv.next.6
  %scevgep309310.7 = bitcast i8* %scevgep309.7 to i64*
  store i64 %.333.unpack120.us.1.7, i64* %scevgep309310.7, align 8
  %.6.i20118.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2791718.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.7, i64 1, i32 3, i64 -1
  %uglygep27917.7 = bitcast i64* %uglygep2791718.7 to i8*
  %scevgep281.7 = getelementptr i8, i8* %uglygep27917.7, i64 %lsr.iv.next.6
  %157 = bitcast i8* %scevgep281.7 to i64*
  %.333.unpack.us.2.7 = load i64, i64* %157, align 8
  %scevgep282.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.7, i64 1, i32 3, i64 0
  %scevgep282283.7 = bitcast i64* %scevgep282.7 to i8*
  %uglygep284.7 = getelementptr i8, i8* %scevgep282283.7, i64 %lsr.iv.next.6
  %uglygep284285.7 = bitcast i8* %uglygep284.7 to i64*
  %.333.unpack120.us.2.7 = load i64, i64* %uglygep284285.7, align 8
  %.6.i16122.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep291.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.7, i64 1, i32 3, i64 0
  %scevgep291292.7 = bitcast i64* %scevgep291.7 to i8*
  %uglygep293.7 = getelementptr i8, i8* %scevgep291292.7, i64 %lsr.iv209
  %scevgep29419.7 = getelementptr i8, i8* %uglygep293.7, i64 -8
  %scevgep296.7 = getelementptr i8, i8* %scevgep29419.7, i64 %lsr.iv.next.6
  %158 = bitcast i8* %scevgep296.7 to i64*
  store i64 %.333.unpack.us.2.7, i64* %158, align 8
  %scevgep289.7 = getelementptr i8, i8* %uglygep293.7, i64 %lsr.iv.next.6
  %scevgep289290.7 = bitcast i8* %scevgep289.7 to i64*
  store i64 %.333.unpack120.us.2.7, i64* %scevgep289290.7, align 8
  %.6.i20118.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep25920.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.7, i64 1, i32 3, i64 1
  %159 = bitcast i64* %uglygep25920.7 to i8*
  %scevgep261.7 = getelementptr i8, i8* %159, i64 %lsr.iv.next.6
  %160 = bitcast i8* %scevgep261.7 to i64*
  %.333.unpack.us.3.7 = load i64, i64* %160, align 8
  %scevgep262.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.7, i64 2
  %scevgep262263.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep262.7 to i8*
  %uglygep264.7 = getelementptr i8, i8* %scevgep262263.7, i64 %lsr.iv.next.6
  %uglygep264265.7 = bitcast i8* %uglygep264.7 to i64*
  %.333.unpack120.us.3.7 = load i64, i64* %uglygep264265.7, align 8
  %.6.i16122.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep271.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.7, i64 2
  %scevgep271272.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.7 to i8*
  %uglygep273.7 = getelementptr i8, i8* %scevgep271272.7, i64 %lsr.iv209
  %scevgep27421.7 = getelementptr i8, i8* %uglygep273.7, i64 -8
  %scevgep276.7 = getelementptr i8, i8* %scevgep27421.7, i64 %lsr.iv.next.6
  %161 = bitcast i8* %scevgep276.7 to i64*
  store i64 %.333.unpack.us.3.7, i64* %161, align 8
  %scevgep269.7 = getelementptr i8, i8* %uglygep273.7, i64 %lsr.iv.next.6
  %scevgep269270.7 = bitcast i8* %scevgep269.7 to i64*
  store i64 %.333.unpack120.us.3.7, i64* %scevgep269270.7, align 8
  %.6.i20118.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep241.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.7, i64 2, i32 2
  %scevgep24222.7 = getelementptr i8, i8* %scevgep241.7, i64 -8
  %scevgep244.7 = getelementptr i8, i8* %scevgep24222.7, i64 %lsr.iv.next.6
  %162 = bitcast i8* %scevgep244.7 to i64*
  %.333.unpack.us.4.7 = load i64, i64* %162, align 8
  %scevgep246.7 = getelementptr i8, i8* %scevgep241.7, i64 %lsr.iv.next.6
  %scevgep246247.7 = bitcast i8* %scevgep246.7 to i64*
  %.333.unpack120.us.4.7 = load i64, i64* %scevgep246247.7, align 8
  %.6.i16122.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep252.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.7, i64 2, i32 2
  %scevgep253.7 = getelementptr i8, i8* %scevgep252.7, i64 %lsr.iv209
  %scevgep25423.7 = getelementptr i8, i8* %scevgep253.7, i64 -8
  %scevgep256.7 = getelementptr i8, i8* %scevgep25423.7, i64 %lsr.iv.next.6
  %163 = bitcast i8* %scevgep256.7 to i64*
  store i64 %.333.unpack.us.4.7, i64* %163, align 8
  %scevgep250.7 = getelementptr i8, i8* %scevgep253.7, i64 %lsr.iv.next.6
  %scevgep250251.7 = bitcast i8* %scevgep250.7 to i64*
  store i64 %.333.unpack120.us.4.7, i64* %scevgep250251.7, align 8
  %.6.i20118.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep2232425.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.7, i64 2, i32 3, i64 0
  %uglygep22324.7 = bitcast i64* %uglygep2232425.7 to i8*
  %scevgep225.7 = getelementptr i8, i8* %uglygep22324.7, i64 %lsr.iv.next.6
  %164 = bitcast i8* %scevgep225.7 to i64*
  %.333.unpack.us.5.7 = load i64, i64* %164, align 8
  %scevgep226.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.7, i64 2, i32 3, i64 1
  %scevgep226227.7 = bitcast i64* %scevgep226.7 to i8*
  %uglygep228.7 = getelementptr i8, i8* %scevgep226227.7, i64 %lsr.iv.next.6
  %uglygep228229.7 = bitcast i8* %uglygep228.7 to i64*
  %.333.unpack120.us.5.7 = load i64, i64* %uglygep228229.7, align 8
  %.6.i16122.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep235.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.7, i64 2, i32 3, i64 1
  %scevgep235236.7 = bitcast i64* %scevgep235.7 to i8*
  %uglygep237.7 = getelementptr i8, i8* %scevgep235236.7, i64 %lsr.iv209
  %scevgep23826.7 = getelementptr i8, i8* %uglygep237.7, i64 -8
  %scevgep240.7 = getelementptr i8, i8* %scevgep23826.7, i64 %lsr.iv.next.6
  %165 = bitcast i8* %scevgep240.7 to i64*
  store i64 %.333.unpack.us.5.7, i64* %165, align 8
  %scevgep233.7 = getelementptr i8, i8* %uglygep237.7, i64 %lsr.iv.next.6
  %scevgep233234.7 = bitcast i8* %scevgep233.7 to i64*
  store i64 %.333.unpack120.us.5.7, i64* %scevgep233234.7, align 8
  %.6.i20118.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.7, i64 3, i32 1
  %uglygep2728.7 = getelementptr i64, i64* %scevgep.7, i64 -1
  %uglygep27.7 = bitcast i64* %uglygep2728.7 to i8*
  %scevgep203.7 = getelementptr i8, i8* %uglygep27.7, i64 %lsr.iv.next.6
  %166 = bitcast i8* %scevgep203.7 to i64*
  %.333.unpack.us.6.7 = load i64, i64* %166, align 8
  %scevgep204205.7 = bitcast i64* %scevgep.7 to i8*
  %uglygep206.7 = getelementptr i8, i8* %scevgep204205.7, i64 %lsr.iv.next.6
  %uglygep206207.7 = bitcast i8* %uglygep206.7 to i64*
  %.333.unpack120.us.6.7 = load i64, i64* %uglygep206207.7, align 8
  %.6.i16122.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep215.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.7, i64 3, i32 1
  %scevgep215216.7 = bitcast i64* %scevgep215.7 to i8*
  %uglygep217.7 = getelementptr i8, i8* %scevgep215216.7, i64 %lsr.iv209
  %scevgep21829.7 = getelementptr i8, i8* %uglygep217.7, i64 -8
  %scevgep220.7 = getelementptr i8, i8* %scevgep21829.7, i64 %lsr.iv.next.6
  %167 = bitcast i8* %scevgep220.7 to i64*
  store i64 %.333.unpack.us.6.7, i64* %167, align 8
  %scevgep213.7 = getelementptr i8, i8* %uglygep217.7, i64 %lsr.iv.next.6
  %scevgep213214.7 = bitcast i8* %scevgep213.7 to i64*
  store i64 %.333.unpack120.us.6.7, i64* %scevgep213214.7, align 8
  %.6.i20118.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep3193031.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.7, i64 3, i32 3, i64 -1
  %uglygep31930.7 = bitcast i64* %uglygep3193031.7 to i8*
  %scevgep321.7 = getelementptr i8, i8* %uglygep31930.7, i64 %lsr.iv.next.6
  %168 = bitcast i8* %scevgep321.7 to i64*
  %.333.unpack.us.7.7 = load i64, i64* %168, align 8
  %scevgep322.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.7, i64 3, i32 3, i64 0
  %scevgep322323.7 = bitcast i64* %scevgep322.7 to i8*
  %uglygep324.7 = getelementptr i8, i8* %scevgep322323.7, i64 %lsr.iv.next.6
  %uglygep324325.7 = bitcast i8* %uglygep324.7 to i64*
  %.333.unpack120.us.7.7 = load i64, i64* %uglygep324325.7, align 8
  %.6.i16122.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep331.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.7, i64 3, i32 3, i64 0
  %scevgep331332.7 = bitcast i64* %scevgep331.7 to i8*
  %uglygep333.7 = getelementptr i8, i8* %scevgep331332.7, i64 %lsr.iv209
  %scevgep33432.7 = getelementptr i8, i8* %uglygep333.7, i64 -8
  %scevgep336.7 = getelementptr i8, i8* %scevgep33432.7, i64 %lsr.iv.next.6
  %169 = bitcast i8* %scevgep336.7 to i64*
  store i64 %.333.unpack.us.7.7, i64* %169, align 8
  %scevgep329.7 = getelementptr i8, i8* %uglygep333.7, i64 %lsr.iv.next.6
  %scevgep329330.7 = bitcast i8* %scevgep329.7 to i64*
  store i64 %.333.unpack120.us.7.7, i64* %scevgep329330.7, align 8
  %lsr.iv.next.7 = add i64 %lsr.iv, 1024
  %niter.next.7 = add nuw i64 %niter, 8
  %niter.ncmp.7109 = icmp eq i64 %niter.next.7, %unroll_iter80
  br i1 %niter.ncmp.7109, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa.unr-lcssa:        ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %lsr.iv.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %lsr.iv.next.7, %for.body.1.us ]
  %170 = icmp eq i64 %xtraiter76, 0
  br i1 %170, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil77.preheader

for.body.1.us.epil77.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %171 = add i64 %lsr.iv.unr, %lsr.iv209
  br label %for.body.1.us.epil77

for.body.1.us.epil77:                             ; preds = %for.body.1.us.epil77, %for.body.1.us.epil77.preheader
  %lsr.iv139 = phi i64 [ 0, %for.body.1.us.epil77.preheader ], [ %lsr.iv.next140, %for.body.1.us.epil77 ]
  %172 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %173 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20118.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep292 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.epil, i64 0, i32 3, i64 1
  %scevgep292293 = bitcast i64* %scevgep292 to i8*
  %uglygep294 = getelementptr i8, i8* %scevgep292293, i64 %lsr.iv.unr
  %scevgep295 = getelementptr i8, i8* %uglygep294, i64 %lsr.iv139
  %scevgep295296 = bitcast i8* %scevgep295 to i64*
  %scevgep299 = getelementptr i64, i64* %scevgep295296, i64 -1
  %.333.unpack.us.epil78 = load i64, i64* %scevgep299, align 8
  %scevgep300 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.epil, i64 0, i32 3, i64 1
  %scevgep300301 = bitcast i64* %scevgep300 to i8*
  %uglygep302 = getelementptr i8, i8* %scevgep300301, i64 %lsr.iv.unr
  %scevgep304 = getelementptr i8, i8* %uglygep302, i64 %lsr.iv139
  %scevgep304305 = bitcast i8* %scevgep304 to i64*
  %.333.unpack120.us.epil79 = load i64, i64* %scevgep304305, align 8
  %.6.i16122.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep273 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.epil, i64 0, i32 3, i64 1
  %scevgep273274 = bitcast i64* %scevgep273 to i8*
  %uglygep275 = getelementptr i8, i8* %scevgep273274, i64 %171
  %scevgep277 = getelementptr i8, i8* %uglygep275, i64 %lsr.iv139
  %scevgep277278 = bitcast i8* %scevgep277 to i64*
  %scevgep279 = getelementptr i64, i64* %scevgep277278, i64 -1
  store i64 %.333.unpack.us.epil78, i64* %scevgep279, align 8
  %scevgep283 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.epil, i64 0, i32 3, i64 1
  %scevgep283284 = bitcast i64* %scevgep283 to i8*
  %uglygep285 = getelementptr i8, i8* %scevgep283284, i64 %171
  %scevgep286 = getelementptr i8, i8* %uglygep285, i64 %lsr.iv139
  %scevgep286287 = bitcast i8* %scevgep286 to i64*
  store i64 %.333.unpack120.us.epil79, i64* %scevgep286287, align 8
  %.6.i20118.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep257 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.epil, i64 1, i32 1
  %scevgep257258 = bitcast i64* %scevgep257 to i8*
  %uglygep259 = getelementptr i8, i8* %scevgep257258, i64 %lsr.iv.unr
  %scevgep263 = getelementptr i8, i8* %uglygep259, i64 %lsr.iv139
  %scevgep263264 = bitcast i8* %scevgep263 to i64*
  %scevgep265 = getelementptr i64, i64* %scevgep263264, i64 -1
  %.333.unpack.us.1.epil = load i64, i64* %scevgep265, align 8
  %scevgep266 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.1.epil, i64 1, i32 1
  %scevgep266267 = bitcast i64* %scevgep266 to i8*
  %uglygep268 = getelementptr i8, i8* %scevgep266267, i64 %lsr.iv.unr
  %scevgep270 = getelementptr i8, i8* %uglygep268, i64 %lsr.iv139
  %scevgep270271 = bitcast i8* %scevgep270 to i64*
  %.333.unpack120.us.1.epil = load i64, i64* %scevgep270271, align 8
  %.6.i16122.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep238 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.epil, i64 1, i32 1
  %scevgep238239 = bitcast i64* %scevgep238 to i8*
  %uglygep240 = getelementptr i8, i8* %scevgep238239, i64 %171
  %scevgep245 = getelementptr i8, i8* %uglygep240, i64 %lsr.iv139
  %scevgep245246 = bitcast i8* %scevgep245 to i64*
  %scevgep247 = getelementptr i64, i64* %scevgep245246, i64 -1
  store i64 %.333.unpack.us.1.epil, i64* %scevgep247, align 8
  %scevgep249 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.1.epil, i64 1, i32 1
  %scevgep249250 = bitcast i64* %scevgep249 to i8*
  %uglygep251 = getelementptr i8, i8* %scevgep249250, i64 %171
  %scevgep254 = getelementptr i8, i8* %uglygep251, i64 %lsr.iv139
  %scevgep254255 = bitcast i8* %scevgep254 to i64*
  store i64 %.333.unpack120.us.1.epil, i64* %scevgep254255, align 8
  %.6.i20118.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep223 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.epil, i64 1, i32 3, i64 0
  %scevgep223224 = bitcast i64* %scevgep223 to i8*
  %uglygep225 = getelementptr i8, i8* %scevgep223224, i64 %lsr.iv.unr
  %scevgep227 = getelementptr i8, i8* %uglygep225, i64 %lsr.iv139
  %scevgep227228 = bitcast i8* %scevgep227 to i64*
  %scevgep229 = getelementptr i64, i64* %scevgep227228, i64 -1
  %.333.unpack.us.2.epil = load i64, i64* %scevgep229, align 8
  %scevgep230 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.2.epil, i64 1, i32 3, i64 0
  %scevgep230231 = bitcast i64* %scevgep230 to i8*
  %uglygep233 = getelementptr i8, i8* %scevgep230231, i64 %lsr.iv.unr
  %scevgep236 = getelementptr i8, i8* %uglygep233, i64 %lsr.iv139
  %scevgep236237 = bitcast i8* %scevgep236 to i64*
  %.333.unpack120.us.2.epil = load i64, i64* %scevgep236237, align 8
  %.6.i16122.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep209 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.epil, i64 1, i32 3, i64 0
  %scevgep209210 = bitcast i64* %scevgep209 to i8*
  %uglygep211 = getelementptr i8, i8* %scevgep209210, i64 %171
  %scevgep212 = getelementptr i8, i8* %uglygep211, i64 %lsr.iv139
  %scevgep212213 = bitcast i8* %scevgep212 to i64*
  %scevgep214 = getelementptr i64, i64* %scevgep212213, i64 -1
  store i64 %.333.unpack.us.2.epil, i64* %scevgep214, align 8
  %scevgep217 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.2.epil, i64 1, i32 3, i64 0
  %scevgep217218 = bitcast i64* %scevgep217 to i8*
  %uglygep219 = getelementptr i8, i8* %scevgep217218, i64 %171
  %scevgep221 = getelementptr i8, i8* %uglygep219, i64 %lsr.iv139
  %scevgep221222 = bitcast i8* %scevgep221 to i64*
  store i64 %.333.unpack120.us.2.epil, i64* %scevgep221222, align 8
  %.6.i20118.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep242 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.3.epil, i64 2
  %scevgep242243 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep242 to i8*
  %uglygep244 = getelementptr i8, i8* %scevgep242243, i64 %lsr.iv.unr
  %scevgep201 = getelementptr i8, i8* %uglygep244, i64 %lsr.iv139
  %scevgep201202 = bitcast i8* %scevgep201 to i64*
  %scevgep204 = getelementptr i64, i64* %scevgep201202, i64 -1
  %.333.unpack.us.3.epil = load i64, i64* %scevgep204, align 8
  %uglygep205 = getelementptr i8, i8* %scevgep242243, i64 %lsr.iv.unr
  %scevgep206 = getelementptr i8, i8* %uglygep205, i64 %lsr.iv139
  %scevgep206207 = bitcast i8* %scevgep206 to i64*
  %.333.unpack120.us.3.epil = load i64, i64* %scevgep206207, align 8
  %.6.i16122.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep271.epil = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.3.epil, i64 2
  %scevgep271272.epil = bitcast { i64, i64, i8, [2 x i64] }* %scevgep271.epil to i8*
  %uglygep232 = getelementptr i8, i8* %scevgep271272.epil, i64 %171
  %scevgep194 = getelementptr i8, i8* %uglygep232, i64 %lsr.iv139
  %scevgep194195 = bitcast i8* %scevgep194 to i64*
  %scevgep196 = getelementptr i64, i64* %scevgep194195, i64 -1
  store i64 %.333.unpack.us.3.epil, i64* %scevgep196, align 8
  %uglygep197 = getelementptr i8, i8* %scevgep271272.epil, i64 %171
  %scevgep198 = getelementptr i8, i8* %uglygep197, i64 %lsr.iv139
  %scevgep198199 = bitcast i8* %scevgep198 to i64*
  store i64 %.333.unpack120.us.3.epil, i64* %scevgep198199, align 8
  %.6.i20118.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep183 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.epil, i64 2, i32 2
  %scevgep184 = getelementptr i8, i8* %scevgep183, i64 %lsr.iv.unr
  %scevgep185 = getelementptr i8, i8* %scevgep184, i64 %lsr.iv139
  %scevgep185186 = bitcast i8* %scevgep185 to i64*
  %scevgep187 = getelementptr i64, i64* %scevgep185186, i64 -1
  %.333.unpack.us.4.epil = load i64, i64* %scevgep187, align 8
  %scevgep189 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.4.epil, i64 2, i32 2
  %scevgep191 = getelementptr i8, i8* %scevgep189, i64 %lsr.iv.unr
  %scevgep192 = getelementptr i8, i8* %scevgep191, i64 %lsr.iv139
  %scevgep192193 = bitcast i8* %scevgep192 to i64*
  %.333.unpack120.us.4.epil = load i64, i64* %scevgep192193, align 8
  %.6.i16122.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep170 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.epil, i64 2, i32 2
  %scevgep172 = getelementptr i8, i8* %scevgep170, i64 %171
  %scevgep173 = getelementptr i8, i8* %scevgep172, i64 %lsr.iv139
  %scevgep173174 = bitcast i8* %scevgep173 to i64*
  %scevgep176 = getelementptr i64, i64* %scevgep173174, i64 -1
  store i64 %.333.unpack.us.4.epil, i64* %scevgep176, align 8
  %scevgep177 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.4.epil, i64 2, i32 2
  %scevgep178 = getelementptr i8, i8* %scevgep177, i64 %171
  %scevgep180 = getelementptr i8, i8* %scevgep178, i64 %lsr.iv139
  %scevgep180181 = bitcast i8* %scevgep180 to i64*
  store i64 %.333.unpack120.us.4.epil, i64* %scevgep180181, align 8
  %.6.i20118.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep157 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.epil, i64 2, i32 3, i64 1
  %scevgep157158 = bitcast i64* %scevgep157 to i8*
  %uglygep159 = getelementptr i8, i8* %scevgep157158, i64 %lsr.iv.unr
  %scevgep161 = getelementptr i8, i8* %uglygep159, i64 %lsr.iv139
  %scevgep161162 = bitcast i8* %scevgep161 to i64*
  %scevgep163 = getelementptr i64, i64* %scevgep161162, i64 -1
  %.333.unpack.us.5.epil = load i64, i64* %scevgep163, align 8
  %scevgep165 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.5.epil, i64 2, i32 3, i64 1
  %scevgep165166 = bitcast i64* %scevgep165 to i8*
  %uglygep167 = getelementptr i8, i8* %scevgep165166, i64 %lsr.iv.unr
  %scevgep168 = getelementptr i8, i8* %uglygep167, i64 %lsr.iv139
  %scevgep168169 = bitcast i8* %scevgep168 to i64*
  %.333.unpack120.us.5.epil = load i64, i64* %scevgep168169, align 8
  %.6.i16122.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep145 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.epil, i64 2, i32 3, i64 1
  %scevgep145146 = bitcast i64* %scevgep145 to i8*
  %uglygep147 = getelementptr i8, i8* %scevgep145146, i64 %171
  %scevgep148 = getelementptr i8, i8* %uglygep147, i64 %lsr.iv139
  %scevgep148149 = bitcast i8* %scevgep148 to i64*
  %scevgep150 = getelementptr i64, i64* %scevgep148149, i64 -1
  store i64 %.333.unpack.us.5.epil, i64* %scevgep150, align 8
  %scevgep151 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.5.epil, i64 2, i32 3, i64 1
  %scevgep151152 = bitcast i64* %scevgep151 to i8*
  %uglygep153 = getelementptr i8, i8* %scevgep151152, i64 %171
  %scevgep154 = getelementptr i8, i8* %uglygep153, i64 %lsr.iv139
  %scevgep154155 = bitcast i8* %scevgep154 to i64*
  store i64 %.333.unpack120.us.5.epil, i64* %scevgep154155, align 8
  %.6.i20118.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep134 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.epil, i64 3, i32 1
  %scevgep134135 = bitcast i64* %scevgep134 to i8*
  %uglygep136 = getelementptr i8, i8* %scevgep134135, i64 %lsr.iv.unr
  %scevgep137 = getelementptr i8, i8* %uglygep136, i64 %lsr.iv139
  %scevgep137138 = bitcast i8* %scevgep137 to i64*
  %scevgep139 = getelementptr i64, i64* %scevgep137138, i64 -1
  %.333.unpack.us.6.epil = load i64, i64* %scevgep139, align 8
  %scevgep140 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.6.epil, i64 3, i32 1
  %scevgep140141 = bitcast i64* %scevgep140 to i8*
  %uglygep142 = getelementptr i8, i8* %scevgep140141, i64 %lsr.iv.unr
  %scevgep143 = getelementptr i8, i8* %uglygep142, i64 %lsr.iv139
  %scevgep143144 = bitcast i8* %scevgep143 to i64*
  %.333.unpack120.us.6.epil = load i64, i64* %scevgep143144, align 8
  %.6.i16122.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep119 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.epil, i64 3, i32 1
  %scevgep119120 = bitcast i64* %scevgep119 to i8*
  %uglygep121 = getelementptr i8, i8* %scevgep119120, i64 %171
  %scevgep122 = getelementptr i8, i8* %uglygep121, i64 %lsr.iv139
  %scevgep122123 = bitcast i8* %scevgep122 to i64*
  %scevgep124 = getelementptr i64, i64* %scevgep122123, i64 -1
  store i64 %.333.unpack.us.6.epil, i64* %scevgep124, align 8
  %scevgep127 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.6.epil, i64 3, i32 1
  %scevgep127128 = bitcast i64* %scevgep127 to i8*
  %uglygep129 = getelementptr i8, i8* %scevgep127128, i64 %171
  %scevgep132 = getelementptr i8, i8* %uglygep129, i64 %lsr.iv139
  %scevgep132133 = bitcast i8* %scevgep132 to i64*
  store i64 %.333.unpack120.us.6.epil, i64* %scevgep132133, align 8
  %.6.i20118.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep106 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.epil, i64 3, i32 3, i64 0
  %scevgep106107 = bitcast i64* %scevgep106 to i8*
  %uglygep108 = getelementptr i8, i8* %scevgep106107, i64 %lsr.iv.unr
  %scevgep110 = getelementptr i8, i8* %uglygep108, i64 %lsr.iv139
  %scevgep110111 = bitcast i8* %scevgep110 to i64*
  %scevgep112 = getelementptr i64, i64* %scevgep110111, i64 -1
  %.333.unpack.us.7.epil = load i64, i64* %scevgep112, align 8
  %scevgep113 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20118.us.7.epil, i64 3, i32 3, i64 0
  %scevgep113114 = bitcast i64* %scevgep113 to i8*
  %uglygep115 = getelementptr i8, i8* %scevgep113114, i64 %lsr.iv.unr
  %scevgep116 = getelementptr i8, i8* %uglygep115, i64 %lsr.iv139
  %scevgep116117 = bitcast i8* %scevgep116 to i64*
  %.333.unpack120.us.7.epil = load i64, i64* %scevgep116117, align 8
  %.6.i16122.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep93 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.epil, i64 3, i32 3, i64 0
  %scevgep9394 = bitcast i64* %scevgep93 to i8*
  %uglygep95 = getelementptr i8, i8* %scevgep9394, i64 %171
  %scevgep97 = getelementptr i8, i8* %uglygep95, i64 %lsr.iv139
  %scevgep9798 = bitcast i8* %scevgep97 to i64*
  %scevgep99 = getelementptr i64, i64* %scevgep9798, i64 -1
  store i64 %.333.unpack.us.7.epil, i64* %scevgep99, align 8
  %scevgep100 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16122.us.7.epil, i64 3, i32 3, i64 0
  %scevgep100101 = bitcast i64* %scevgep100 to i8*
  %uglygep102 = getelementptr i8, i8* %scevgep100101, i64 %171
  %scevgep104 = getelementptr i8, i8* %uglygep102, i64 %lsr.iv139
  %scevgep104105 = bitcast i8* %scevgep104 to i64*
  store i64 %.333.unpack120.us.7.epil, i64* %scevgep104105, align 8
  %lsr.iv.next140 = add nuw nsw i64 %lsr.iv139, 128
  %epil.iter.cmp.not110 = icmp eq i64 %26, %lsr.iv.next140
  br i1 %epil.iter.cmp.not110, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil77, !llvm.loop !50

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us.epil77, %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %174 = icmp eq i64 %xtraiter, 0
  br i1 %174, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv373 = phi i64 [ %lsr.iv.next374, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv359 = phi i64 [ %lsr.iv.next360, %for.body.1.us.epil ], [ %22, %for.body.1.us.epil.preheader ]
  %175 = bitcast i8* %.5.i39 to i8**
  %176 = bitcast i8* %.5.i59 to i8**
  %.6.i20118.us.epil33 = load i8*, i8** %176, align 8
  %scevgep315 = getelementptr i8, i8* %.6.i20118.us.epil33, i64 %lsr.iv359
  %scevgep315316 = bitcast i8* %scevgep315 to i64*
  %scevgep317 = getelementptr i64, i64* %scevgep315316, i64 -1
  %.333.unpack.us.epil = load i64, i64* %scevgep317, align 8
  %scevgep318 = getelementptr i8, i8* %.6.i20118.us.epil33, i64 %lsr.iv359
  %scevgep318319 = bitcast i8* %scevgep318 to i64*
  %.333.unpack120.us.epil = load i64, i64* %scevgep318319, align 8
  %.6.i16122.us.epil35 = load i8*, i8** %175, align 8
  %scevgep306 = getelementptr i8, i8* %.6.i16122.us.epil35, i64 %lsr.iv209
  %scevgep307 = getelementptr i8, i8* %scevgep306, i64 %lsr.iv359
  %scevgep307308 = bitcast i8* %scevgep307 to i64*
  %scevgep310 = getelementptr i64, i64* %scevgep307308, i64 -1
  store i64 %.333.unpack.us.epil, i64* %scevgep310, align 8
  %scevgep312 = getelementptr i8, i8* %.6.i16122.us.epil35, i64 %lsr.iv209
  %scevgep313 = getelementptr i8, i8* %scevgep312, i64 %lsr.iv359
  %scevgep313314 = bitcast i8* %scevgep313 to i64*
  store i64 %.333.unpack120.us.epil, i64* %scevgep313314, align 8
  %lsr.iv.next360 = add i64 %lsr.iv359, 16
  %lsr.iv.next374 = add nsw i64 %lsr.iv373, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next374, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !49

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %.367.us = add i64 %loop.index79.us, %.231
  %lsr.iv.next210 = add i64 %lsr.iv209, %19
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader73, %for.cond.1.preheader
  %loop.index79 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader73 ]
  %.367 = add i64 %loop.index79, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.end.1.loopexit.us, %for.end.1.loopexit.us.loopexit.us, %for.cond.1.preheader.us.us.us, %B70.endif.endif.endif.endif.endif.endif
  %177 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  tail call void @NRT_decref(i8* nonnull %.126)
  %.6.i2286 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %177, align 8
  %.410393343311326 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2286 to i64*
  %.411 = load i64, i64* %.410393343311326, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %for.end.endif, !prof !8

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499984396352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2286, i64 0, i32 3, i64 0
  store i64 0, i64* %.437.repack, align 8
  %.437.repack88 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2286, i64 0, i32 3, i64 1
  store i64 %.386, i64* %.437.repack88, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499983371648, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499984396352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499984396352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.start) local_unnamed_addr {
B118.endif:
  %.104 = sitofp i64 %arg.start to double
  %.115 = fptosi double %.104 to i64
  %0 = tail call i64 @llvm.smax.i64(i64 %.115, i64 0)
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B388.if, label %B0.endif.endif.endif.i, !prof !8

B466:                                             ; preds = %B466.preheader165, %B466
  %.203.027 = phi i64 [ %.272, %B466 ], [ %.203.027.ph, %B466.preheader165 ]
  %.272 = add nuw nsw i64 %.203.027, 1
  %scevgep167 = getelementptr i64, i64* %.6.i1.i, i64 %.203.027
  store i64 %.203.027, i64* %scevgep167, align 8
  %exitcond.not = icmp eq i64 %0, %.272
  br i1 %exitcond.not, label %B492, label %B466, !llvm.loop !51

common.ret:                                       ; preds = %B388.if, %B492
  %common.ret.op = phi i32 [ 0, %B492 ], [ 1, %B388.if ]
  ret i32 %common.ret.op

B492:                                             ; preds = %B466, %middle.block, %B388.endif.endif
  %retptr.repack144566663665662667 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack144566663665662667, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.6.i1.i, i64** %retptr.repack7, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %0, i64* %1, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %2, align 8
  br label %common.ret

B0.endif.endif.endif.i:                           ; preds = %B118.endif
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !54
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B388.if, label %B388.endif.endif, !prof !8

B388.if:                                          ; preds = %B0.endif.endif.endif.i, %B118.endif
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140499989762816, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140499983721536, %B118.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B388.endif.endif:                                 ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %3 = bitcast i8* %.5.i.i to i64**
  %.6.i1.i = load i64*, i64** %3, align 8, !noalias !64
  %.217.not.inv = icmp slt i64 %.115, 1
  br i1 %.217.not.inv, label %B492, label %B466.preheader

B466.preheader:                                   ; preds = %B388.endif.endif
  %min.iters.check = icmp ult i64 %0, 32
  br i1 %min.iters.check, label %B466.preheader165, label %vector.ph

B466.preheader165:                                ; preds = %middle.block, %B466.preheader
  %.203.027.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %B466.preheader ]
  br label %B466

vector.ph:                                        ; preds = %B466.preheader
  %n.vec = and i64 %0, 9223372036854775776
  %4 = add nsw i64 %n.vec, -32
  %5 = lshr exact i64 %4, 5
  %6 = add nuw nsw i64 %5, 1
  %xtraiter = and i64 %6, 7
  %7 = icmp ult i64 %4, 224
  br i1 %7, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %6, 1152921504606846968
  %8 = add nsw i64 %unroll_iter, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %xtraiter40 = and i64 %10, 3
  %11 = icmp ult i64 %8, 24
  br i1 %11, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %scevgep178 = getelementptr i64, i64* %.6.i1.i, i64 1016
  %12 = lshr i64 %10, 2
  %13 = shl nuw nsw i64 %12, 2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %lsr.iv278 = phi i64 [ %lsr.iv.next279, %vector.body ], [ %13, %vector.ph.new.new ]
  %lsr.iv179 = phi i64 [ %lsr.iv.next180, %vector.body ], [ -256, %vector.ph.new.new ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7.3, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new.new ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add30 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add31 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep662 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep662663 = bitcast i64* %scevgep662 to <8 x i64>*
  %scevgep664 = getelementptr <8 x i64>, <8 x i64>* %scevgep662663, i64 -95
  store <8 x i64> %vec.ind, <8 x i64>* %scevgep664, align 8
  %scevgep658 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep658659 = bitcast i64* %scevgep658 to <8 x i64>*
  %scevgep661 = getelementptr <8 x i64>, <8 x i64>* %scevgep658659, i64 -94
  store <8 x i64> %step.add, <8 x i64>* %scevgep661, align 8
  %scevgep655 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep655656 = bitcast i64* %scevgep655 to <8 x i64>*
  %scevgep657 = getelementptr <8 x i64>, <8 x i64>* %scevgep655656, i64 -93
  store <8 x i64> %step.add30, <8 x i64>* %scevgep657, align 8
  %scevgep652 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep652653 = bitcast i64* %scevgep652 to <8 x i64>*
  %scevgep654 = getelementptr <8 x i64>, <8 x i64>* %scevgep652653, i64 -92
  store <8 x i64> %step.add31, <8 x i64>* %scevgep654, align 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %step.add.1 = add <8 x i64> %vec.ind, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %step.add30.1 = add <8 x i64> %vec.ind, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %step.add31.1 = add <8 x i64> %vec.ind, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep649 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep649650 = bitcast i64* %scevgep649 to <8 x i64>*
  %scevgep651 = getelementptr <8 x i64>, <8 x i64>* %scevgep649650, i64 -91
  store <8 x i64> %vec.ind.next, <8 x i64>* %scevgep651, align 8
  %scevgep646 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep646647 = bitcast i64* %scevgep646 to <8 x i64>*
  %scevgep648 = getelementptr <8 x i64>, <8 x i64>* %scevgep646647, i64 -90
  store <8 x i64> %step.add.1, <8 x i64>* %scevgep648, align 8
  %scevgep643 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep643644 = bitcast i64* %scevgep643 to <8 x i64>*
  %scevgep645 = getelementptr <8 x i64>, <8 x i64>* %scevgep643644, i64 -89
  store <8 x i64> %step.add30.1, <8 x i64>* %scevgep645, align 8
  %scevgep640 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep640641 = bitcast i64* %scevgep640 to <8 x i64>*
  %scevgep642 = getelementptr <8 x i64>, <8 x i64>* %scevgep640641, i64 -88
  store <8 x i64> %step.add31.1, <8 x i64>* %scevgep642, align 8
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %step.add.2 = add <8 x i64> %vec.ind, <i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72>
  %step.add30.2 = add <8 x i64> %vec.ind, <i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80>
  %step.add31.2 = add <8 x i64> %vec.ind, <i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88>
  %scevgep637 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep637638 = bitcast i64* %scevgep637 to <8 x i64>*
  %scevgep639 = getelementptr <8 x i64>, <8 x i64>* %scevgep637638, i64 -87
  store <8 x i64> %vec.ind.next.1, <8 x i64>* %scevgep639, align 8
  %scevgep634 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep634635 = bitcast i64* %scevgep634 to <8 x i64>*
  %scevgep636 = getelementptr <8 x i64>, <8 x i64>* %scevgep634635, i64 -86
  store <8 x i64> %step.add.2, <8 x i64>* %scevgep636, align 8
  %scevgep631 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep631632 = bitcast i64* %scevgep631 to <8 x i64>*
  %scevgep633 = getelementptr <8 x i64>, <8 x i64>* %scevgep631632, i64 -85
  store <8 x i64> %step.add30.2, <8 x i64>* %scevgep633, align 8
  %scevgep628 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep628629 = bitcast i64* %scevgep628 to <8 x i64>*
  %scevgep630 = getelementptr <8 x i64>, <8 x i64>* %scevgep628629, i64 -84
  store <8 x i64> %step.add31.2, <8 x i64>* %scevgep630, align 8
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96>
  %step.add.3 = add <8 x i64> %vec.ind, <i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104>
  %step.add30.3 = add <8 x i64> %vec.ind, <i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112>
  %step.add31.3 = add <8 x i64> %vec.ind, <i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120>
  %scevgep625 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep625626 = bitcast i64* %scevgep625 to <8 x i64>*
  %scevgep627 = getelementptr <8 x i64>, <8 x i64>* %scevgep625626, i64 -83
  store <8 x i64> %vec.ind.next.2, <8 x i64>* %scevgep627, align 8
  %scevgep622 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep622623 = bitcast i64* %scevgep622 to <8 x i64>*
  %scevgep624 = getelementptr <8 x i64>, <8 x i64>* %scevgep622623, i64 -82
  store <8 x i64> %step.add.3, <8 x i64>* %scevgep624, align 8
  %scevgep619 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep619620 = bitcast i64* %scevgep619 to <8 x i64>*
  %scevgep621 = getelementptr <8 x i64>, <8 x i64>* %scevgep619620, i64 -81
  store <8 x i64> %step.add30.3, <8 x i64>* %scevgep621, align 8
  %scevgep616 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep616617 = bitcast i64* %scevgep616 to <8 x i64>*
  %scevgep618 = getelementptr <8 x i64>, <8 x i64>* %scevgep616617, i64 -80
  store <8 x i64> %step.add31.3, <8 x i64>* %scevgep618, align 8
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %step.add.4 = add <8 x i64> %vec.ind, <i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136>
  %step.add30.4 = add <8 x i64> %vec.ind, <i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144>
  %step.add31.4 = add <8 x i64> %vec.ind, <i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152>
  %scevgep613 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep613614 = bitcast i64* %scevgep613 to <8 x i64>*
  %scevgep615 = getelementptr <8 x i64>, <8 x i64>* %scevgep613614, i64 -79
  store <8 x i64> %vec.ind.next.3, <8 x i64>* %scevgep615, align 8
  %scevgep610 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep610611 = bitcast i64* %scevgep610 to <8 x i64>*
  %scevgep612 = getelementptr <8 x i64>, <8 x i64>* %scevgep610611, i64 -78
  store <8 x i64> %step.add.4, <8 x i64>* %scevgep612, align 8
  %scevgep607 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep607608 = bitcast i64* %scevgep607 to <8 x i64>*
  %scevgep609 = getelementptr <8 x i64>, <8 x i64>* %scevgep607608, i64 -77
  store <8 x i64> %step.add30.4, <8 x i64>* %scevgep609, align 8
  %scevgep604 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep604605 = bitcast i64* %scevgep604 to <8 x i64>*
  %scevgep606 = getelementptr <8 x i64>, <8 x i64>* %scevgep604605, i64 -76
  store <8 x i64> %step.add31.4, <8 x i64>* %scevgep606, align 8
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160>
  %step.add.5 = add <8 x i64> %vec.ind, <i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168>
  %step.add30.5 = add <8 x i64> %vec.ind, <i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176>
  %step.add31.5 = add <8 x i64> %vec.ind, <i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184>
  %scevgep601 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep601602 = bitcast i64* %scevgep601 to <8 x i64>*
  %scevgep603 = getelementptr <8 x i64>, <8 x i64>* %scevgep601602, i64 -75
  store <8 x i64> %vec.ind.next.4, <8 x i64>* %scevgep603, align 8
  %scevgep598 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep598599 = bitcast i64* %scevgep598 to <8 x i64>*
  %scevgep600 = getelementptr <8 x i64>, <8 x i64>* %scevgep598599, i64 -74
  store <8 x i64> %step.add.5, <8 x i64>* %scevgep600, align 8
  %scevgep595 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep595596 = bitcast i64* %scevgep595 to <8 x i64>*
  %scevgep597 = getelementptr <8 x i64>, <8 x i64>* %scevgep595596, i64 -73
  store <8 x i64> %step.add30.5, <8 x i64>* %scevgep597, align 8
  %scevgep592 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep592593 = bitcast i64* %scevgep592 to <8 x i64>*
  %scevgep594 = getelementptr <8 x i64>, <8 x i64>* %scevgep592593, i64 -72
  store <8 x i64> %step.add31.5, <8 x i64>* %scevgep594, align 8
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %step.add.6 = add <8 x i64> %vec.ind, <i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200>
  %step.add30.6 = add <8 x i64> %vec.ind, <i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208>
  %step.add31.6 = add <8 x i64> %vec.ind, <i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216>
  %scevgep589 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep589590 = bitcast i64* %scevgep589 to <8 x i64>*
  %scevgep591 = getelementptr <8 x i64>, <8 x i64>* %scevgep589590, i64 -71
  store <8 x i64> %vec.ind.next.5, <8 x i64>* %scevgep591, align 8
  %scevgep586 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep586587 = bitcast i64* %scevgep586 to <8 x i64>*
  %scevgep588 = getelementptr <8 x i64>, <8 x i64>* %scevgep586587, i64 -70
  store <8 x i64> %step.add.6, <8 x i64>* %scevgep588, align 8
  %scevgep583 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep583584 = bitcast i64* %scevgep583 to <8 x i64>*
  %scevgep585 = getelementptr <8 x i64>, <8 x i64>* %scevgep583584, i64 -69
  store <8 x i64> %step.add30.6, <8 x i64>* %scevgep585, align 8
  %scevgep580 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep580581 = bitcast i64* %scevgep580 to <8 x i64>*
  %scevgep582 = getelementptr <8 x i64>, <8 x i64>* %scevgep580581, i64 -68
  store <8 x i64> %step.add31.6, <8 x i64>* %scevgep582, align 8
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224>
  %step.add.7 = add <8 x i64> %vec.ind, <i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232>
  %step.add30.7 = add <8 x i64> %vec.ind, <i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240>
  %step.add31.7 = add <8 x i64> %vec.ind, <i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248>
  %scevgep577 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep577578 = bitcast i64* %scevgep577 to <8 x i64>*
  %scevgep579 = getelementptr <8 x i64>, <8 x i64>* %scevgep577578, i64 -67
  store <8 x i64> %vec.ind.next.6, <8 x i64>* %scevgep579, align 8
  %scevgep574 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep574575 = bitcast i64* %scevgep574 to <8 x i64>*
  %scevgep576 = getelementptr <8 x i64>, <8 x i64>* %scevgep574575, i64 -66
  store <8 x i64> %step.add.7, <8 x i64>* %scevgep576, align 8
  %scevgep571 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep571572 = bitcast i64* %scevgep571 to <8 x i64>*
  %scevgep573 = getelementptr <8 x i64>, <8 x i64>* %scevgep571572, i64 -65
  store <8 x i64> %step.add30.7, <8 x i64>* %scevgep573, align 8
  %scevgep568 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep568569 = bitcast i64* %scevgep568 to <8 x i64>*
  %scevgep570 = getelementptr <8 x i64>, <8 x i64>* %scevgep568569, i64 -64
  store <8 x i64> %step.add31.7, <8 x i64>* %scevgep570, align 8
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %step.add.152 = add <8 x i64> %vec.ind, <i64 264, i64 264, i64 264, i64 264, i64 264, i64 264, i64 264, i64 264>
  %step.add30.153 = add <8 x i64> %vec.ind, <i64 272, i64 272, i64 272, i64 272, i64 272, i64 272, i64 272, i64 272>
  %step.add31.154 = add <8 x i64> %vec.ind, <i64 280, i64 280, i64 280, i64 280, i64 280, i64 280, i64 280, i64 280>
  %scevgep565 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep565566 = bitcast i64* %scevgep565 to <8 x i64>*
  %scevgep567 = getelementptr <8 x i64>, <8 x i64>* %scevgep565566, i64 -63
  store <8 x i64> %vec.ind.next.7, <8 x i64>* %scevgep567, align 8
  %scevgep562 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep562563 = bitcast i64* %scevgep562 to <8 x i64>*
  %scevgep564 = getelementptr <8 x i64>, <8 x i64>* %scevgep562563, i64 -62
  store <8 x i64> %step.add.152, <8 x i64>* %scevgep564, align 8
  %scevgep559 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep559560 = bitcast i64* %scevgep559 to <8 x i64>*
  %scevgep561 = getelementptr <8 x i64>, <8 x i64>* %scevgep559560, i64 -61
  store <8 x i64> %step.add30.153, <8 x i64>* %scevgep561, align 8
  %scevgep556 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep556557 = bitcast i64* %scevgep556 to <8 x i64>*
  %scevgep558 = getelementptr <8 x i64>, <8 x i64>* %scevgep556557, i64 -60
  store <8 x i64> %step.add31.154, <8 x i64>* %scevgep558, align 8
  %vec.ind.next.155 = add <8 x i64> %vec.ind, <i64 288, i64 288, i64 288, i64 288, i64 288, i64 288, i64 288, i64 288>
  %step.add.1.1 = add <8 x i64> %vec.ind, <i64 296, i64 296, i64 296, i64 296, i64 296, i64 296, i64 296, i64 296>
  %step.add30.1.1 = add <8 x i64> %vec.ind, <i64 304, i64 304, i64 304, i64 304, i64 304, i64 304, i64 304, i64 304>
  %step.add31.1.1 = add <8 x i64> %vec.ind, <i64 312, i64 312, i64 312, i64 312, i64 312, i64 312, i64 312, i64 312>
  %scevgep553 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep553554 = bitcast i64* %scevgep553 to <8 x i64>*
  %scevgep555 = getelementptr <8 x i64>, <8 x i64>* %scevgep553554, i64 -59
  store <8 x i64> %vec.ind.next.155, <8 x i64>* %scevgep555, align 8
  %scevgep550 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep550551 = bitcast i64* %scevgep550 to <8 x i64>*
  %scevgep552 = getelementptr <8 x i64>, <8 x i64>* %scevgep550551, i64 -58
  store <8 x i64> %step.add.1.1, <8 x i64>* %scevgep552, align 8
  %scevgep547 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep547548 = bitcast i64* %scevgep547 to <8 x i64>*
  %scevgep549 = getelementptr <8 x i64>, <8 x i64>* %scevgep547548, i64 -57
  store <8 x i64> %step.add30.1.1, <8 x i64>* %scevgep549, align 8
  %scevgep544 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep544545 = bitcast i64* %scevgep544 to <8 x i64>*
  %scevgep546 = getelementptr <8 x i64>, <8 x i64>* %scevgep544545, i64 -56
  store <8 x i64> %step.add31.1.1, <8 x i64>* %scevgep546, align 8
  %vec.ind.next.1.1 = add <8 x i64> %vec.ind, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %step.add.2.1 = add <8 x i64> %vec.ind, <i64 328, i64 328, i64 328, i64 328, i64 328, i64 328, i64 328, i64 328>
  %step.add30.2.1 = add <8 x i64> %vec.ind, <i64 336, i64 336, i64 336, i64 336, i64 336, i64 336, i64 336, i64 336>
  %step.add31.2.1 = add <8 x i64> %vec.ind, <i64 344, i64 344, i64 344, i64 344, i64 344, i64 344, i64 344, i64 344>
  %scevgep541 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep541542 = bitcast i64* %scevgep541 to <8 x i64>*
  %scevgep543 = getelementptr <8 x i64>, <8 x i64>* %scevgep541542, i64 -55
  store <8 x i64> %vec.ind.next.1.1, <8 x i64>* %scevgep543, align 8
  %scevgep538 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep538539 = bitcast i64* %scevgep538 to <8 x i64>*
  %scevgep540 = getelementptr <8 x i64>, <8 x i64>* %scevgep538539, i64 -54
  store <8 x i64> %step.add.2.1, <8 x i64>* %scevgep540, align 8
  %scevgep535 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep535536 = bitcast i64* %scevgep535 to <8 x i64>*
  %scevgep537 = getelementptr <8 x i64>, <8 x i64>* %scevgep535536, i64 -53
  store <8 x i64> %step.add30.2.1, <8 x i64>* %scevgep537, align 8
  %scevgep532 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep532533 = bitcast i64* %scevgep532 to <8 x i64>*
  %scevgep534 = getelementptr <8 x i64>, <8 x i64>* %scevgep532533, i64 -52
  store <8 x i64> %step.add31.2.1, <8 x i64>* %scevgep534, align 8
  %vec.ind.next.2.1 = add <8 x i64> %vec.ind, <i64 352, i64 352, i64 352, i64 352, i64 352, i64 352, i64 352, i64 352>
  %step.add.3.1 = add <8 x i64> %vec.ind, <i64 360, i64 360, i64 360, i64 360, i64 360, i64 360, i64 360, i64 360>
  %step.add30.3.1 = add <8 x i64> %vec.ind, <i64 368, i64 368, i64 368, i64 368, i64 368, i64 368, i64 368, i64 368>
  %step.add31.3.1 = add <8 x i64> %vec.ind, <i64 376, i64 376, i64 376, i64 376, i64 376, i64 376, i64 376, i64 376>
  %scevgep529 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep529530 = bitcast i64* %scevgep529 to <8 x i64>*
  %scevgep531 = getelementptr <8 x i64>, <8 x i64>* %scevgep529530, i64 -51
  store <8 x i64> %vec.ind.next.2.1, <8 x i64>* %scevgep531, align 8
  %scevgep526 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep526527 = bitcast i64* %scevgep526 to <8 x i64>*
  %scevgep528 = getelementptr <8 x i64>, <8 x i64>* %scevgep526527, i64 -50
  store <8 x i64> %step.add.3.1, <8 x i64>* %scevgep528, align 8
  %scevgep523 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep523524 = bitcast i64* %scevgep523 to <8 x i64>*
  %scevgep525 = getelementptr <8 x i64>, <8 x i64>* %scevgep523524, i64 -49
  store <8 x i64> %step.add30.3.1, <8 x i64>* %scevgep525, align 8
  %scevgep520 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep520521 = bitcast i64* %scevgep520 to <8 x i64>*
  %scevgep522 = getelementptr <8 x i64>, <8 x i64>* %scevgep520521, i64 -48
  store <8 x i64> %step.add31.3.1, <8 x i64>* %scevgep522, align 8
  %vec.ind.next.3.1 = add <8 x i64> %vec.ind, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %step.add.4.1 = add <8 x i64> %vec.ind, <i64 392, i64 392, i64 392, i64 392, i64 392, i64 392, i64 392, i64 392>
  %step.add30.4.1 = add <8 x i64> %vec.ind, <i64 400, i64 400, i64 400, i64 400, i64 400, i64 400, i64 400, i64 400>
  %step.add31.4.1 = add <8 x i64> %vec.ind, <i64 408, i64 408, i64 408, i64 408, i64 408, i64 408, i64 408, i64 408>
  %scevgep517 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep517518 = bitcast i64* %scevgep517 to <8 x i64>*
  %scevgep519 = getelementptr <8 x i64>, <8 x i64>* %scevgep517518, i64 -47
  store <8 x i64> %vec.ind.next.3.1, <8 x i64>* %scevgep519, align 8
  %scevgep514 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep514515 = bitcast i64* %scevgep514 to <8 x i64>*
  %scevgep516 = getelementptr <8 x i64>, <8 x i64>* %scevgep514515, i64 -46
  store <8 x i64> %step.add.4.1, <8 x i64>* %scevgep516, align 8
  %scevgep511 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep511512 = bitcast i64* %scevgep511 to <8 x i64>*
  %scevgep513 = getelementptr <8 x i64>, <8 x i64>* %scevgep511512, i64 -45
  store <8 x i64> %step.add30.4.1, <8 x i64>* %scevgep513, align 8
  %scevgep508 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep508509 = bitcast i64* %scevgep508 to <8 x i64>*
  %scevgep510 = getelementptr <8 x i64>, <8 x i64>* %scevgep508509, i64 -44
  store <8 x i64> %step.add31.4.1, <8 x i64>* %scevgep510, align 8
  %vec.ind.next.4.1 = add <8 x i64> %vec.ind, <i64 416, i64 416, i64 416, i64 416, i64 416, i64 416, i64 416, i64 416>
  %step.add.5.1 = add <8 x i64> %vec.ind, <i64 424, i64 424, i64 424, i64 424, i64 424, i64 424, i64 424, i64 424>
  %step.add30.5.1 = add <8 x i64> %vec.ind, <i64 432, i64 432, i64 432, i64 432, i64 432, i64 432, i64 432, i64 432>
  %step.add31.5.1 = add <8 x i64> %vec.ind, <i64 440, i64 440, i64 440, i64 440, i64 440, i64 440, i64 440, i64 440>
  %scevgep505 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep505506 = bitcast i64* %scevgep505 to <8 x i64>*
  %scevgep507 = getelementptr <8 x i64>, <8 x i64>* %scevgep505506, i64 -43
  store <8 x i64> %vec.ind.next.4.1, <8 x i64>* %scevgep507, align 8
  %scevgep502 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep502503 = bitcast i64* %scevgep502 to <8 x i64>*
  %scevgep504 = getelementptr <8 x i64>, <8 x i64>* %scevgep502503, i64 -42
  store <8 x i64> %step.add.5.1, <8 x i64>* %scevgep504, align 8
  %scevgep499 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep499500 = bitcast i64* %scevgep499 to <8 x i64>*
  %scevgep501 = getelementptr <8 x i64>, <8 x i64>* %scevgep499500, i64 -41
  store <8 x i64> %step.add30.5.1, <8 x i64>* %scevgep501, align 8
  %scevgep496 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep496497 = bitcast i64* %scevgep496 to <8 x i64>*
  %scevgep498 = getelementptr <8 x i64>, <8 x i64>* %scevgep496497, i64 -40
  store <8 x i64> %step.add31.5.1, <8 x i64>* %scevgep498, align 8
  %vec.ind.next.5.1 = add <8 x i64> %vec.ind, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %step.add.6.1 = add <8 x i64> %vec.ind, <i64 456, i64 456, i64 456, i64 456, i64 456, i64 456, i64 456, i64 456>
  %step.add30.6.1 = add <8 x i64> %vec.ind, <i64 464, i64 464, i64 464, i64 464, i64 464, i64 464, i64 464, i64 464>
  %step.add31.6.1 = add <8 x i64> %vec.ind, <i64 472, i64 472, i64 472, i64 472, i64 472, i64 472, i64 472, i64 472>
  %scevgep493 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep493494 = bitcast i64* %scevgep493 to <8 x i64>*
  %scevgep495 = getelementptr <8 x i64>, <8 x i64>* %scevgep493494, i64 -39
  store <8 x i64> %vec.ind.next.5.1, <8 x i64>* %scevgep495, align 8
  %scevgep490 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep490491 = bitcast i64* %scevgep490 to <8 x i64>*
  %scevgep492 = getelementptr <8 x i64>, <8 x i64>* %scevgep490491, i64 -38
  store <8 x i64> %step.add.6.1, <8 x i64>* %scevgep492, align 8
  %scevgep487 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep487488 = bitcast i64* %scevgep487 to <8 x i64>*
  %scevgep489 = getelementptr <8 x i64>, <8 x i64>* %scevgep487488, i64 -37
  store <8 x i64> %step.add30.6.1, <8 x i64>* %scevgep489, align 8
  %scevgep484 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep484485 = bitcast i64* %scevgep484 to <8 x i64>*
  %scevgep486 = getelementptr <8 x i64>, <8 x i64>* %scevgep484485, i64 -36
  store <8 x i64> %step.add31.6.1, <8 x i64>* %scevgep486, align 8
  %vec.ind.next.6.1 = add <8 x i64> %vec.ind, <i64 480, i64 480, i64 480, i64 480, i64 480, i64 480, i64 480, i64 480>
  %step.add.7.1 = add <8 x i64> %vec.ind, <i64 488, i64 488, i64 488, i64 488, i64 488, i64 488, i64 488, i64 488>
  %step.add30.7.1 = add <8 x i64> %vec.ind, <i64 496, i64 496, i64 496, i64 496, i64 496, i64 496, i64 496, i64 496>
  %step.add31.7.1 = add <8 x i64> %vec.ind, <i64 504, i64 504, i64 504, i64 504, i64 504, i64 504, i64 504, i64 504>
  %scevgep481 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep481482 = bitcast i64* %scevgep481 to <8 x i64>*
  %scevgep483 = getelementptr <8 x i64>, <8 x i64>* %scevgep481482, i64 -35
  store <8 x i64> %vec.ind.next.6.1, <8 x i64>* %scevgep483, align 8
  %scevgep478 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep478479 = bitcast i64* %scevgep478 to <8 x i64>*
  %scevgep480 = getelementptr <8 x i64>, <8 x i64>* %scevgep478479, i64 -34
  store <8 x i64> %step.add.7.1, <8 x i64>* %scevgep480, align 8
  %scevgep475 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep475476 = bitcast i64* %scevgep475 to <8 x i64>*
  %scevgep477 = getelementptr <8 x i64>, <8 x i64>* %scevgep475476, i64 -33
  store <8 x i64> %step.add30.7.1, <8 x i64>* %scevgep477, align 8
  %scevgep472 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep472473 = bitcast i64* %scevgep472 to <8 x i64>*
  %scevgep474 = getelementptr <8 x i64>, <8 x i64>* %scevgep472473, i64 -32
  store <8 x i64> %step.add31.7.1, <8 x i64>* %scevgep474, align 8
  %vec.ind.next.7.1 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %step.add.256 = add <8 x i64> %vec.ind, <i64 520, i64 520, i64 520, i64 520, i64 520, i64 520, i64 520, i64 520>
  %step.add30.257 = add <8 x i64> %vec.ind, <i64 528, i64 528, i64 528, i64 528, i64 528, i64 528, i64 528, i64 528>
  %step.add31.258 = add <8 x i64> %vec.ind, <i64 536, i64 536, i64 536, i64 536, i64 536, i64 536, i64 536, i64 536>
  %scevgep469 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep469470 = bitcast i64* %scevgep469 to <8 x i64>*
  %scevgep471 = getelementptr <8 x i64>, <8 x i64>* %scevgep469470, i64 -31
  store <8 x i64> %vec.ind.next.7.1, <8 x i64>* %scevgep471, align 8
  %scevgep466 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep466467 = bitcast i64* %scevgep466 to <8 x i64>*
  %scevgep468 = getelementptr <8 x i64>, <8 x i64>* %scevgep466467, i64 -30
  store <8 x i64> %step.add.256, <8 x i64>* %scevgep468, align 8
  %scevgep463 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep463464 = bitcast i64* %scevgep463 to <8 x i64>*
  %scevgep465 = getelementptr <8 x i64>, <8 x i64>* %scevgep463464, i64 -29
  store <8 x i64> %step.add30.257, <8 x i64>* %scevgep465, align 8
  %scevgep460 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep460461 = bitcast i64* %scevgep460 to <8 x i64>*
  %scevgep462 = getelementptr <8 x i64>, <8 x i64>* %scevgep460461, i64 -28
  store <8 x i64> %step.add31.258, <8 x i64>* %scevgep462, align 8
  %vec.ind.next.259 = add <8 x i64> %vec.ind, <i64 544, i64 544, i64 544, i64 544, i64 544, i64 544, i64 544, i64 544>
  %step.add.1.2 = add <8 x i64> %vec.ind, <i64 552, i64 552, i64 552, i64 552, i64 552, i64 552, i64 552, i64 552>
  %step.add30.1.2 = add <8 x i64> %vec.ind, <i64 560, i64 560, i64 560, i64 560, i64 560, i64 560, i64 560, i64 560>
  %step.add31.1.2 = add <8 x i64> %vec.ind, <i64 568, i64 568, i64 568, i64 568, i64 568, i64 568, i64 568, i64 568>
  %scevgep457 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep457458 = bitcast i64* %scevgep457 to <8 x i64>*
  %scevgep459 = getelementptr <8 x i64>, <8 x i64>* %scevgep457458, i64 -27
  store <8 x i64> %vec.ind.next.259, <8 x i64>* %scevgep459, align 8
  %scevgep454 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep454455 = bitcast i64* %scevgep454 to <8 x i64>*
  %scevgep456 = getelementptr <8 x i64>, <8 x i64>* %scevgep454455, i64 -26
  store <8 x i64> %step.add.1.2, <8 x i64>* %scevgep456, align 8
  %scevgep451 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep451452 = bitcast i64* %scevgep451 to <8 x i64>*
  %scevgep453 = getelementptr <8 x i64>, <8 x i64>* %scevgep451452, i64 -25
  store <8 x i64> %step.add30.1.2, <8 x i64>* %scevgep453, align 8
  %scevgep448 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep448449 = bitcast i64* %scevgep448 to <8 x i64>*
  %scevgep450 = getelementptr <8 x i64>, <8 x i64>* %scevgep448449, i64 -24
  store <8 x i64> %step.add31.1.2, <8 x i64>* %scevgep450, align 8
  %vec.ind.next.1.2 = add <8 x i64> %vec.ind, <i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576>
  %step.add.2.2 = add <8 x i64> %vec.ind, <i64 584, i64 584, i64 584, i64 584, i64 584, i64 584, i64 584, i64 584>
  %step.add30.2.2 = add <8 x i64> %vec.ind, <i64 592, i64 592, i64 592, i64 592, i64 592, i64 592, i64 592, i64 592>
  %step.add31.2.2 = add <8 x i64> %vec.ind, <i64 600, i64 600, i64 600, i64 600, i64 600, i64 600, i64 600, i64 600>
  %scevgep445 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep445446 = bitcast i64* %scevgep445 to <8 x i64>*
  %scevgep447 = getelementptr <8 x i64>, <8 x i64>* %scevgep445446, i64 -23
  store <8 x i64> %vec.ind.next.1.2, <8 x i64>* %scevgep447, align 8
  %scevgep442 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep442443 = bitcast i64* %scevgep442 to <8 x i64>*
  %scevgep444 = getelementptr <8 x i64>, <8 x i64>* %scevgep442443, i64 -22
  store <8 x i64> %step.add.2.2, <8 x i64>* %scevgep444, align 8
  %scevgep439 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep439440 = bitcast i64* %scevgep439 to <8 x i64>*
  %scevgep441 = getelementptr <8 x i64>, <8 x i64>* %scevgep439440, i64 -21
  store <8 x i64> %step.add30.2.2, <8 x i64>* %scevgep441, align 8
  %scevgep436 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep436437 = bitcast i64* %scevgep436 to <8 x i64>*
  %scevgep438 = getelementptr <8 x i64>, <8 x i64>* %scevgep436437, i64 -20
  store <8 x i64> %step.add31.2.2, <8 x i64>* %scevgep438, align 8
  %vec.ind.next.2.2 = add <8 x i64> %vec.ind, <i64 608, i64 608, i64 608, i64 608, i64 608, i64 608, i64 608, i64 608>
  %step.add.3.2 = add <8 x i64> %vec.ind, <i64 616, i64 616, i64 616, i64 616, i64 616, i64 616, i64 616, i64 616>
  %step.add30.3.2 = add <8 x i64> %vec.ind, <i64 624, i64 624, i64 624, i64 624, i64 624, i64 624, i64 624, i64 624>
  %step.add31.3.2 = add <8 x i64> %vec.ind, <i64 632, i64 632, i64 632, i64 632, i64 632, i64 632, i64 632, i64 632>
  %scevgep433 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep433434 = bitcast i64* %scevgep433 to <8 x i64>*
  %scevgep435 = getelementptr <8 x i64>, <8 x i64>* %scevgep433434, i64 -19
  store <8 x i64> %vec.ind.next.2.2, <8 x i64>* %scevgep435, align 8
  %scevgep430 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep430431 = bitcast i64* %scevgep430 to <8 x i64>*
  %scevgep432 = getelementptr <8 x i64>, <8 x i64>* %scevgep430431, i64 -18
  store <8 x i64> %step.add.3.2, <8 x i64>* %scevgep432, align 8
  %scevgep427 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep427428 = bitcast i64* %scevgep427 to <8 x i64>*
  %scevgep429 = getelementptr <8 x i64>, <8 x i64>* %scevgep427428, i64 -17
  store <8 x i64> %step.add30.3.2, <8 x i64>* %scevgep429, align 8
  %scevgep424 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep424425 = bitcast i64* %scevgep424 to <8 x i64>*
  %scevgep426 = getelementptr <8 x i64>, <8 x i64>* %scevgep424425, i64 -16
  store <8 x i64> %step.add31.3.2, <8 x i64>* %scevgep426, align 8
  %vec.ind.next.3.2 = add <8 x i64> %vec.ind, <i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640>
  %step.add.4.2 = add <8 x i64> %vec.ind, <i64 648, i64 648, i64 648, i64 648, i64 648, i64 648, i64 648, i64 648>
  %step.add30.4.2 = add <8 x i64> %vec.ind, <i64 656, i64 656, i64 656, i64 656, i64 656, i64 656, i64 656, i64 656>
  %step.add31.4.2 = add <8 x i64> %vec.ind, <i64 664, i64 664, i64 664, i64 664, i64 664, i64 664, i64 664, i64 664>
  %scevgep421 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep421422 = bitcast i64* %scevgep421 to <8 x i64>*
  %scevgep423 = getelementptr <8 x i64>, <8 x i64>* %scevgep421422, i64 -15
  store <8 x i64> %vec.ind.next.3.2, <8 x i64>* %scevgep423, align 8
  %scevgep418 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep418419 = bitcast i64* %scevgep418 to <8 x i64>*
  %scevgep420 = getelementptr <8 x i64>, <8 x i64>* %scevgep418419, i64 -14
  store <8 x i64> %step.add.4.2, <8 x i64>* %scevgep420, align 8
  %scevgep415 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep415416 = bitcast i64* %scevgep415 to <8 x i64>*
  %scevgep417 = getelementptr <8 x i64>, <8 x i64>* %scevgep415416, i64 -13
  store <8 x i64> %step.add30.4.2, <8 x i64>* %scevgep417, align 8
  %scevgep412 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep412413 = bitcast i64* %scevgep412 to <8 x i64>*
  %scevgep414 = getelementptr <8 x i64>, <8 x i64>* %scevgep412413, i64 -12
  store <8 x i64> %step.add31.4.2, <8 x i64>* %scevgep414, align 8
  %vec.ind.next.4.2 = add <8 x i64> %vec.ind, <i64 672, i64 672, i64 672, i64 672, i64 672, i64 672, i64 672, i64 672>
  %step.add.5.2 = add <8 x i64> %vec.ind, <i64 680, i64 680, i64 680, i64 680, i64 680, i64 680, i64 680, i64 680>
  %step.add30.5.2 = add <8 x i64> %vec.ind, <i64 688, i64 688, i64 688, i64 688, i64 688, i64 688, i64 688, i64 688>
  %step.add31.5.2 = add <8 x i64> %vec.ind, <i64 696, i64 696, i64 696, i64 696, i64 696, i64 696, i64 696, i64 696>
  %scevgep409 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep409410 = bitcast i64* %scevgep409 to <8 x i64>*
  %scevgep411 = getelementptr <8 x i64>, <8 x i64>* %scevgep409410, i64 -11
  store <8 x i64> %vec.ind.next.4.2, <8 x i64>* %scevgep411, align 8
  %scevgep406 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep406407 = bitcast i64* %scevgep406 to <8 x i64>*
  %scevgep408 = getelementptr <8 x i64>, <8 x i64>* %scevgep406407, i64 -10
  store <8 x i64> %step.add.5.2, <8 x i64>* %scevgep408, align 8
  %scevgep403 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep403404 = bitcast i64* %scevgep403 to <8 x i64>*
  %scevgep405 = getelementptr <8 x i64>, <8 x i64>* %scevgep403404, i64 -9
  store <8 x i64> %step.add30.5.2, <8 x i64>* %scevgep405, align 8
  %scevgep400 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep400401 = bitcast i64* %scevgep400 to <8 x i64>*
  %scevgep402 = getelementptr <8 x i64>, <8 x i64>* %scevgep400401, i64 -8
  store <8 x i64> %step.add31.5.2, <8 x i64>* %scevgep402, align 8
  %vec.ind.next.5.2 = add <8 x i64> %vec.ind, <i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704>
  %step.add.6.2 = add <8 x i64> %vec.ind, <i64 712, i64 712, i64 712, i64 712, i64 712, i64 712, i64 712, i64 712>
  %step.add30.6.2 = add <8 x i64> %vec.ind, <i64 720, i64 720, i64 720, i64 720, i64 720, i64 720, i64 720, i64 720>
  %step.add31.6.2 = add <8 x i64> %vec.ind, <i64 728, i64 728, i64 728, i64 728, i64 728, i64 728, i64 728, i64 728>
  %scevgep397 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep397398 = bitcast i64* %scevgep397 to <8 x i64>*
  %scevgep399 = getelementptr <8 x i64>, <8 x i64>* %scevgep397398, i64 -7
  store <8 x i64> %vec.ind.next.5.2, <8 x i64>* %scevgep399, align 8
  %scevgep394 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep394395 = bitcast i64* %scevgep394 to <8 x i64>*
  %scevgep396 = getelementptr <8 x i64>, <8 x i64>* %scevgep394395, i64 -6
  store <8 x i64> %step.add.6.2, <8 x i64>* %scevgep396, align 8
  %scevgep391 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep391392 = bitcast i64* %scevgep391 to <8 x i64>*
  %scevgep393 = getelementptr <8 x i64>, <8 x i64>* %scevgep391392, i64 -5
  store <8 x i64> %step.add30.6.2, <8 x i64>* %scevgep393, align 8
  %scevgep388 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep388389 = bitcast i64* %scevgep388 to <8 x i64>*
  %scevgep390 = getelementptr <8 x i64>, <8 x i64>* %scevgep388389, i64 -4
  store <8 x i64> %step.add31.6.2, <8 x i64>* %scevgep390, align 8
  %vec.ind.next.6.2 = add <8 x i64> %vec.ind, <i64 736, i64 736, i64 736, i64 736, i64 736, i64 736, i64 736, i64 736>
  %step.add.7.2 = add <8 x i64> %vec.ind, <i64 744, i64 744, i64 744, i64 744, i64 744, i64 744, i64 744, i64 744>
  %step.add30.7.2 = add <8 x i64> %vec.ind, <i64 752, i64 752, i64 752, i64 752, i64 752, i64 752, i64 752, i64 752>
  %step.add31.7.2 = add <8 x i64> %vec.ind, <i64 760, i64 760, i64 760, i64 760, i64 760, i64 760, i64 760, i64 760>
  %scevgep385 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep385386 = bitcast i64* %scevgep385 to <8 x i64>*
  %scevgep387 = getelementptr <8 x i64>, <8 x i64>* %scevgep385386, i64 -3
  store <8 x i64> %vec.ind.next.6.2, <8 x i64>* %scevgep387, align 8
  %scevgep382 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep382383 = bitcast i64* %scevgep382 to <8 x i64>*
  %scevgep384 = getelementptr <8 x i64>, <8 x i64>* %scevgep382383, i64 -2
  store <8 x i64> %step.add.7.2, <8 x i64>* %scevgep384, align 8
  %scevgep379 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep379380 = bitcast i64* %scevgep379 to <8 x i64>*
  %scevgep381 = getelementptr <8 x i64>, <8 x i64>* %scevgep379380, i64 -1
  store <8 x i64> %step.add30.7.2, <8 x i64>* %scevgep381, align 8
  %scevgep665 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep665666 = bitcast i64* %scevgep665 to <8 x i64>*
  store <8 x i64> %step.add31.7.2, <8 x i64>* %scevgep665666, align 8
  %vec.ind.next.7.2 = add <8 x i64> %vec.ind, <i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768>
  %step.add.360 = add <8 x i64> %vec.ind, <i64 776, i64 776, i64 776, i64 776, i64 776, i64 776, i64 776, i64 776>
  %step.add30.361 = add <8 x i64> %vec.ind, <i64 784, i64 784, i64 784, i64 784, i64 784, i64 784, i64 784, i64 784>
  %step.add31.362 = add <8 x i64> %vec.ind, <i64 792, i64 792, i64 792, i64 792, i64 792, i64 792, i64 792, i64 792>
  %scevgep376 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep376377 = bitcast i64* %scevgep376 to <8 x i64>*
  %scevgep378 = getelementptr <8 x i64>, <8 x i64>* %scevgep376377, i64 1
  store <8 x i64> %vec.ind.next.7.2, <8 x i64>* %scevgep378, align 8
  %scevgep373 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep373374 = bitcast i64* %scevgep373 to <8 x i64>*
  %scevgep375 = getelementptr <8 x i64>, <8 x i64>* %scevgep373374, i64 2
  store <8 x i64> %step.add.360, <8 x i64>* %scevgep375, align 8
  %scevgep370 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep370371 = bitcast i64* %scevgep370 to <8 x i64>*
  %scevgep372 = getelementptr <8 x i64>, <8 x i64>* %scevgep370371, i64 3
  store <8 x i64> %step.add30.361, <8 x i64>* %scevgep372, align 8
  %scevgep367 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep367368 = bitcast i64* %scevgep367 to <8 x i64>*
  %scevgep369 = getelementptr <8 x i64>, <8 x i64>* %scevgep367368, i64 4
  store <8 x i64> %step.add31.362, <8 x i64>* %scevgep369, align 8
  %vec.ind.next.363 = add <8 x i64> %vec.ind, <i64 800, i64 800, i64 800, i64 800, i64 800, i64 800, i64 800, i64 800>
  %step.add.1.3 = add <8 x i64> %vec.ind, <i64 808, i64 808, i64 808, i64 808, i64 808, i64 808, i64 808, i64 808>
  %step.add30.1.3 = add <8 x i64> %vec.ind, <i64 816, i64 816, i64 816, i64 816, i64 816, i64 816, i64 816, i64 816>
  %step.add31.1.3 = add <8 x i64> %vec.ind, <i64 824, i64 824, i64 824, i64 824, i64 824, i64 824, i64 824, i64 824>
  %scevgep364 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep364365 = bitcast i64* %scevgep364 to <8 x i64>*
  %scevgep366 = getelementptr <8 x i64>, <8 x i64>* %scevgep364365, i64 5
  store <8 x i64> %vec.ind.next.363, <8 x i64>* %scevgep366, align 8
  %scevgep361 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep361362 = bitcast i64* %scevgep361 to <8 x i64>*
  %scevgep363 = getelementptr <8 x i64>, <8 x i64>* %scevgep361362, i64 6
  store <8 x i64> %step.add.1.3, <8 x i64>* %scevgep363, align 8
  %scevgep358 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep358359 = bitcast i64* %scevgep358 to <8 x i64>*
  %scevgep360 = getelementptr <8 x i64>, <8 x i64>* %scevgep358359, i64 7
  store <8 x i64> %step.add30.1.3, <8 x i64>* %scevgep360, align 8
  %scevgep355 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep355356 = bitcast i64* %scevgep355 to <8 x i64>*
  %scevgep357 = getelementptr <8 x i64>, <8 x i64>* %scevgep355356, i64 8
  store <8 x i64> %step.add31.1.3, <8 x i64>* %scevgep357, align 8
  %vec.ind.next.1.3 = add <8 x i64> %vec.ind, <i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832>
  %step.add.2.3 = add <8 x i64> %vec.ind, <i64 840, i64 840, i64 840, i64 840, i64 840, i64 840, i64 840, i64 840>
  %step.add30.2.3 = add <8 x i64> %vec.ind, <i64 848, i64 848, i64 848, i64 848, i64 848, i64 848, i64 848, i64 848>
  %step.add31.2.3 = add <8 x i64> %vec.ind, <i64 856, i64 856, i64 856, i64 856, i64 856, i64 856, i64 856, i64 856>
  %scevgep352 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep352353 = bitcast i64* %scevgep352 to <8 x i64>*
  %scevgep354 = getelementptr <8 x i64>, <8 x i64>* %scevgep352353, i64 9
  store <8 x i64> %vec.ind.next.1.3, <8 x i64>* %scevgep354, align 8
  %scevgep349 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep349350 = bitcast i64* %scevgep349 to <8 x i64>*
  %scevgep351 = getelementptr <8 x i64>, <8 x i64>* %scevgep349350, i64 10
  store <8 x i64> %step.add.2.3, <8 x i64>* %scevgep351, align 8
  %scevgep346 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep346347 = bitcast i64* %scevgep346 to <8 x i64>*
  %scevgep348 = getelementptr <8 x i64>, <8 x i64>* %scevgep346347, i64 11
  store <8 x i64> %step.add30.2.3, <8 x i64>* %scevgep348, align 8
  %scevgep343 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep343344 = bitcast i64* %scevgep343 to <8 x i64>*
  %scevgep345 = getelementptr <8 x i64>, <8 x i64>* %scevgep343344, i64 12
  store <8 x i64> %step.add31.2.3, <8 x i64>* %scevgep345, align 8
  %vec.ind.next.2.3 = add <8 x i64> %vec.ind, <i64 864, i64 864, i64 864, i64 864, i64 864, i64 864, i64 864, i64 864>
  %step.add.3.3 = add <8 x i64> %vec.ind, <i64 872, i64 872, i64 872, i64 872, i64 872, i64 872, i64 872, i64 872>
  %step.add30.3.3 = add <8 x i64> %vec.ind, <i64 880, i64 880, i64 880, i64 880, i64 880, i64 880, i64 880, i64 880>
  %step.add31.3.3 = add <8 x i64> %vec.ind, <i64 888, i64 888, i64 888, i64 888, i64 888, i64 888, i64 888, i64 888>
  %scevgep340 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep340341 = bitcast i64* %scevgep340 to <8 x i64>*
  %scevgep342 = getelementptr <8 x i64>, <8 x i64>* %scevgep340341, i64 13
  store <8 x i64> %vec.ind.next.2.3, <8 x i64>* %scevgep342, align 8
  %scevgep337 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep337338 = bitcast i64* %scevgep337 to <8 x i64>*
  %scevgep339 = getelementptr <8 x i64>, <8 x i64>* %scevgep337338, i64 14
  store <8 x i64> %step.add.3.3, <8 x i64>* %scevgep339, align 8
  %scevgep334 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep334335 = bitcast i64* %scevgep334 to <8 x i64>*
  %scevgep336 = getelementptr <8 x i64>, <8 x i64>* %scevgep334335, i64 15
  store <8 x i64> %step.add30.3.3, <8 x i64>* %scevgep336, align 8
  %scevgep331 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep331332 = bitcast i64* %scevgep331 to <8 x i64>*
  %scevgep333 = getelementptr <8 x i64>, <8 x i64>* %scevgep331332, i64 16
  store <8 x i64> %step.add31.3.3, <8 x i64>* %scevgep333, align 8
  %vec.ind.next.3.3 = add <8 x i64> %vec.ind, <i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896>
  %step.add.4.3 = add <8 x i64> %vec.ind, <i64 904, i64 904, i64 904, i64 904, i64 904, i64 904, i64 904, i64 904>
  %step.add30.4.3 = add <8 x i64> %vec.ind, <i64 912, i64 912, i64 912, i64 912, i64 912, i64 912, i64 912, i64 912>
  %step.add31.4.3 = add <8 x i64> %vec.ind, <i64 920, i64 920, i64 920, i64 920, i64 920, i64 920, i64 920, i64 920>
  %scevgep328 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep328329 = bitcast i64* %scevgep328 to <8 x i64>*
  %scevgep330 = getelementptr <8 x i64>, <8 x i64>* %scevgep328329, i64 17
  store <8 x i64> %vec.ind.next.3.3, <8 x i64>* %scevgep330, align 8
  %scevgep325 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep325326 = bitcast i64* %scevgep325 to <8 x i64>*
  %scevgep327 = getelementptr <8 x i64>, <8 x i64>* %scevgep325326, i64 18
  store <8 x i64> %step.add.4.3, <8 x i64>* %scevgep327, align 8
  %scevgep322 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep322323 = bitcast i64* %scevgep322 to <8 x i64>*
  %scevgep324 = getelementptr <8 x i64>, <8 x i64>* %scevgep322323, i64 19
  store <8 x i64> %step.add30.4.3, <8 x i64>* %scevgep324, align 8
  %scevgep319 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep319320 = bitcast i64* %scevgep319 to <8 x i64>*
  %scevgep321 = getelementptr <8 x i64>, <8 x i64>* %scevgep319320, i64 20
  store <8 x i64> %step.add31.4.3, <8 x i64>* %scevgep321, align 8
  %vec.ind.next.4.3 = add <8 x i64> %vec.ind, <i64 928, i64 928, i64 928, i64 928, i64 928, i64 928, i64 928, i64 928>
  %step.add.5.3 = add <8 x i64> %vec.ind, <i64 936, i64 936, i64 936, i64 936, i64 936, i64 936, i64 936, i64 936>
  %step.add30.5.3 = add <8 x i64> %vec.ind, <i64 944, i64 944, i64 944, i64 944, i64 944, i64 944, i64 944, i64 944>
  %step.add31.5.3 = add <8 x i64> %vec.ind, <i64 952, i64 952, i64 952, i64 952, i64 952, i64 952, i64 952, i64 952>
  %scevgep316 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep316317 = bitcast i64* %scevgep316 to <8 x i64>*
  %scevgep318 = getelementptr <8 x i64>, <8 x i64>* %scevgep316317, i64 21
  store <8 x i64> %vec.ind.next.4.3, <8 x i64>* %scevgep318, align 8
  %scevgep313 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep313314 = bitcast i64* %scevgep313 to <8 x i64>*
  %scevgep315 = getelementptr <8 x i64>, <8 x i64>* %scevgep313314, i64 22
  store <8 x i64> %step.add.5.3, <8 x i64>* %scevgep315, align 8
  %scevgep310 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep310311 = bitcast i64* %scevgep310 to <8 x i64>*
  %scevgep312 = getelementptr <8 x i64>, <8 x i64>* %scevgep310311, i64 23
  store <8 x i64> %step.add30.5.3, <8 x i64>* %scevgep312, align 8
  %scevgep307 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep307308 = bitcast i64* %scevgep307 to <8 x i64>*
  %scevgep309 = getelementptr <8 x i64>, <8 x i64>* %scevgep307308, i64 24
  store <8 x i64> %step.add31.5.3, <8 x i64>* %scevgep309, align 8
  %vec.ind.next.5.3 = add <8 x i64> %vec.ind, <i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960>
  %step.add.6.3 = add <8 x i64> %vec.ind, <i64 968, i64 968, i64 968, i64 968, i64 968, i64 968, i64 968, i64 968>
  %step.add30.6.3 = add <8 x i64> %vec.ind, <i64 976, i64 976, i64 976, i64 976, i64 976, i64 976, i64 976, i64 976>
  %step.add31.6.3 = add <8 x i64> %vec.ind, <i64 984, i64 984, i64 984, i64 984, i64 984, i64 984, i64 984, i64 984>
  %scevgep304 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep304305 = bitcast i64* %scevgep304 to <8 x i64>*
  %scevgep306 = getelementptr <8 x i64>, <8 x i64>* %scevgep304305, i64 25
  store <8 x i64> %vec.ind.next.5.3, <8 x i64>* %scevgep306, align 8
  %scevgep301 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep301302 = bitcast i64* %scevgep301 to <8 x i64>*
  %scevgep303 = getelementptr <8 x i64>, <8 x i64>* %scevgep301302, i64 26
  store <8 x i64> %step.add.6.3, <8 x i64>* %scevgep303, align 8
  %scevgep298 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep298299 = bitcast i64* %scevgep298 to <8 x i64>*
  %scevgep300 = getelementptr <8 x i64>, <8 x i64>* %scevgep298299, i64 27
  store <8 x i64> %step.add30.6.3, <8 x i64>* %scevgep300, align 8
  %scevgep295 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep295296 = bitcast i64* %scevgep295 to <8 x i64>*
  %scevgep297 = getelementptr <8 x i64>, <8 x i64>* %scevgep295296, i64 28
  store <8 x i64> %step.add31.6.3, <8 x i64>* %scevgep297, align 8
  %vec.ind.next.6.3 = add <8 x i64> %vec.ind, <i64 992, i64 992, i64 992, i64 992, i64 992, i64 992, i64 992, i64 992>
  %step.add.7.3 = add <8 x i64> %vec.ind, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %step.add30.7.3 = add <8 x i64> %vec.ind, <i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008>
  %step.add31.7.3 = add <8 x i64> %vec.ind, <i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016>
  %scevgep292 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep292293 = bitcast i64* %scevgep292 to <8 x i64>*
  %scevgep294 = getelementptr <8 x i64>, <8 x i64>* %scevgep292293, i64 29
  store <8 x i64> %vec.ind.next.6.3, <8 x i64>* %scevgep294, align 8
  %scevgep289 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep289290 = bitcast i64* %scevgep289 to <8 x i64>*
  %scevgep291 = getelementptr <8 x i64>, <8 x i64>* %scevgep289290, i64 30
  store <8 x i64> %step.add.7.3, <8 x i64>* %scevgep291, align 8
  %scevgep285 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep285286 = bitcast i64* %scevgep285 to <8 x i64>*
  %scevgep288 = getelementptr <8 x i64>, <8 x i64>* %scevgep285286, i64 31
  store <8 x i64> %step.add30.7.3, <8 x i64>* %scevgep288, align 8
  %scevgep281 = getelementptr i64, i64* %scevgep178, i64 %lsr.iv179
  %scevgep281282 = bitcast i64* %scevgep281 to <8 x i64>*
  %scevgep283 = getelementptr <8 x i64>, <8 x i64>* %scevgep281282, i64 32
  store <8 x i64> %step.add31.7.3, <8 x i64>* %scevgep283, align 8
  %vec.ind.next.7.3 = add <8 x i64> %vec.ind, <i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024>
  %lsr.iv.next180 = add i64 %lsr.iv179, 1024
  %lsr.iv.next279 = add i64 %lsr.iv278, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next279, 0
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !65

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %lsr.iv.next180, %vector.body ]
  %vec.ind.next.7.lcssa.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %vec.ind.next.7.3, %vector.body ]
  %index.unr47 = phi i64 [ -256, %vector.ph.new ], [ %lsr.iv.next180, %vector.body ]
  %vec.ind.unr48 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new ], [ %vec.ind.next.7.3, %vector.body ]
  %lcmp.mod.not64 = icmp eq i64 %xtraiter40, 0
  br i1 %lcmp.mod.not64, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil41.preheader

vector.body.epil41.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %scevgep78160 = getelementptr i64, i64* %.6.i1.i, i64 504
  %14 = sub i64 0, %xtraiter40
  br label %vector.body.epil41

vector.body.epil41:                               ; preds = %vector.body.epil41, %vector.body.epil41.preheader
  %lsr.iv178 = phi i64 [ %math, %vector.body.epil41 ], [ %14, %vector.body.epil41.preheader ]
  %lsr.iv76 = phi i64 [ %lsr.iv.next77, %vector.body.epil41 ], [ %index.unr47, %vector.body.epil41.preheader ]
  %vec.ind.epil42 = phi <8 x i64> [ %vec.ind.next.7.epil, %vector.body.epil41 ], [ %vec.ind.unr48, %vector.body.epil41.preheader ]
  %step.add.epil43 = add <8 x i64> %vec.ind.epil42, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add30.epil44 = add <8 x i64> %vec.ind.epil42, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add31.epil45 = add <8 x i64> %vec.ind.epil42, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep272 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep272273 = bitcast i64* %scevgep272 to <8 x i64>*
  %scevgep275 = getelementptr <8 x i64>, <8 x i64>* %scevgep272273, i64 -31
  store <8 x i64> %vec.ind.epil42, <8 x i64>* %scevgep275, align 8
  %scevgep269 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep269270 = bitcast i64* %scevgep269 to <8 x i64>*
  %scevgep271 = getelementptr <8 x i64>, <8 x i64>* %scevgep269270, i64 -30
  store <8 x i64> %step.add.epil43, <8 x i64>* %scevgep271, align 8
  %scevgep266 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep266267 = bitcast i64* %scevgep266 to <8 x i64>*
  %scevgep268 = getelementptr <8 x i64>, <8 x i64>* %scevgep266267, i64 -29
  store <8 x i64> %step.add30.epil44, <8 x i64>* %scevgep268, align 8
  %scevgep263 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep263264 = bitcast i64* %scevgep263 to <8 x i64>*
  %scevgep265 = getelementptr <8 x i64>, <8 x i64>* %scevgep263264, i64 -28
  store <8 x i64> %step.add31.epil45, <8 x i64>* %scevgep265, align 8
  %vec.ind.next.epil46 = add <8 x i64> %vec.ind.epil42, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %step.add.1.epil = add <8 x i64> %vec.ind.epil42, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %step.add30.1.epil = add <8 x i64> %vec.ind.epil42, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %step.add31.1.epil = add <8 x i64> %vec.ind.epil42, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep260 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep260261 = bitcast i64* %scevgep260 to <8 x i64>*
  %scevgep262 = getelementptr <8 x i64>, <8 x i64>* %scevgep260261, i64 -27
  store <8 x i64> %vec.ind.next.epil46, <8 x i64>* %scevgep262, align 8
  %scevgep257 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep257258 = bitcast i64* %scevgep257 to <8 x i64>*
  %scevgep259 = getelementptr <8 x i64>, <8 x i64>* %scevgep257258, i64 -26
  store <8 x i64> %step.add.1.epil, <8 x i64>* %scevgep259, align 8
  %scevgep254 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep254255 = bitcast i64* %scevgep254 to <8 x i64>*
  %scevgep256 = getelementptr <8 x i64>, <8 x i64>* %scevgep254255, i64 -25
  store <8 x i64> %step.add30.1.epil, <8 x i64>* %scevgep256, align 8
  %scevgep251 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep251252 = bitcast i64* %scevgep251 to <8 x i64>*
  %scevgep253 = getelementptr <8 x i64>, <8 x i64>* %scevgep251252, i64 -24
  store <8 x i64> %step.add31.1.epil, <8 x i64>* %scevgep253, align 8
  %vec.ind.next.1.epil = add <8 x i64> %vec.ind.epil42, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %step.add.2.epil = add <8 x i64> %vec.ind.epil42, <i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72>
  %step.add30.2.epil = add <8 x i64> %vec.ind.epil42, <i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80>
  %step.add31.2.epil = add <8 x i64> %vec.ind.epil42, <i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88>
  %scevgep248 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep248249 = bitcast i64* %scevgep248 to <8 x i64>*
  %scevgep250 = getelementptr <8 x i64>, <8 x i64>* %scevgep248249, i64 -23
  store <8 x i64> %vec.ind.next.1.epil, <8 x i64>* %scevgep250, align 8
  %scevgep245 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep245246 = bitcast i64* %scevgep245 to <8 x i64>*
  %scevgep247 = getelementptr <8 x i64>, <8 x i64>* %scevgep245246, i64 -22
  store <8 x i64> %step.add.2.epil, <8 x i64>* %scevgep247, align 8
  %scevgep242 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep242243 = bitcast i64* %scevgep242 to <8 x i64>*
  %scevgep244 = getelementptr <8 x i64>, <8 x i64>* %scevgep242243, i64 -21
  store <8 x i64> %step.add30.2.epil, <8 x i64>* %scevgep244, align 8
  %scevgep239 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep239240 = bitcast i64* %scevgep239 to <8 x i64>*
  %scevgep241 = getelementptr <8 x i64>, <8 x i64>* %scevgep239240, i64 -20
  store <8 x i64> %step.add31.2.epil, <8 x i64>* %scevgep241, align 8
  %vec.ind.next.2.epil = add <8 x i64> %vec.ind.epil42, <i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96>
  %step.add.3.epil = add <8 x i64> %vec.ind.epil42, <i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104>
  %step.add30.3.epil = add <8 x i64> %vec.ind.epil42, <i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112>
  %step.add31.3.epil = add <8 x i64> %vec.ind.epil42, <i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120>
  %scevgep236 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep236237 = bitcast i64* %scevgep236 to <8 x i64>*
  %scevgep238 = getelementptr <8 x i64>, <8 x i64>* %scevgep236237, i64 -19
  store <8 x i64> %vec.ind.next.2.epil, <8 x i64>* %scevgep238, align 8
  %scevgep233 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep233234 = bitcast i64* %scevgep233 to <8 x i64>*
  %scevgep235 = getelementptr <8 x i64>, <8 x i64>* %scevgep233234, i64 -18
  store <8 x i64> %step.add.3.epil, <8 x i64>* %scevgep235, align 8
  %scevgep230 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep230231 = bitcast i64* %scevgep230 to <8 x i64>*
  %scevgep232 = getelementptr <8 x i64>, <8 x i64>* %scevgep230231, i64 -17
  store <8 x i64> %step.add30.3.epil, <8 x i64>* %scevgep232, align 8
  %scevgep227 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep227228 = bitcast i64* %scevgep227 to <8 x i64>*
  %scevgep229 = getelementptr <8 x i64>, <8 x i64>* %scevgep227228, i64 -16
  store <8 x i64> %step.add31.3.epil, <8 x i64>* %scevgep229, align 8
  %vec.ind.next.3.epil = add <8 x i64> %vec.ind.epil42, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %step.add.4.epil = add <8 x i64> %vec.ind.epil42, <i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136>
  %step.add30.4.epil = add <8 x i64> %vec.ind.epil42, <i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144>
  %step.add31.4.epil = add <8 x i64> %vec.ind.epil42, <i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152>
  %scevgep224 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep224225 = bitcast i64* %scevgep224 to <8 x i64>*
  %scevgep226 = getelementptr <8 x i64>, <8 x i64>* %scevgep224225, i64 -15
  store <8 x i64> %vec.ind.next.3.epil, <8 x i64>* %scevgep226, align 8
  %scevgep221 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep221222 = bitcast i64* %scevgep221 to <8 x i64>*
  %scevgep223 = getelementptr <8 x i64>, <8 x i64>* %scevgep221222, i64 -14
  store <8 x i64> %step.add.4.epil, <8 x i64>* %scevgep223, align 8
  %scevgep218 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep218219 = bitcast i64* %scevgep218 to <8 x i64>*
  %scevgep220 = getelementptr <8 x i64>, <8 x i64>* %scevgep218219, i64 -13
  store <8 x i64> %step.add30.4.epil, <8 x i64>* %scevgep220, align 8
  %scevgep215 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep215216 = bitcast i64* %scevgep215 to <8 x i64>*
  %scevgep217 = getelementptr <8 x i64>, <8 x i64>* %scevgep215216, i64 -12
  store <8 x i64> %step.add31.4.epil, <8 x i64>* %scevgep217, align 8
  %vec.ind.next.4.epil = add <8 x i64> %vec.ind.epil42, <i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160>
  %step.add.5.epil = add <8 x i64> %vec.ind.epil42, <i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168>
  %step.add30.5.epil = add <8 x i64> %vec.ind.epil42, <i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176>
  %step.add31.5.epil = add <8 x i64> %vec.ind.epil42, <i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184>
  %scevgep212 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep212213 = bitcast i64* %scevgep212 to <8 x i64>*
  %scevgep214 = getelementptr <8 x i64>, <8 x i64>* %scevgep212213, i64 -11
  store <8 x i64> %vec.ind.next.4.epil, <8 x i64>* %scevgep214, align 8
  %scevgep209 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep209210 = bitcast i64* %scevgep209 to <8 x i64>*
  %scevgep211 = getelementptr <8 x i64>, <8 x i64>* %scevgep209210, i64 -10
  store <8 x i64> %step.add.5.epil, <8 x i64>* %scevgep211, align 8
  %scevgep206 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep206207 = bitcast i64* %scevgep206 to <8 x i64>*
  %scevgep208 = getelementptr <8 x i64>, <8 x i64>* %scevgep206207, i64 -9
  store <8 x i64> %step.add30.5.epil, <8 x i64>* %scevgep208, align 8
  %scevgep203 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep203204 = bitcast i64* %scevgep203 to <8 x i64>*
  %scevgep205 = getelementptr <8 x i64>, <8 x i64>* %scevgep203204, i64 -8
  store <8 x i64> %step.add31.5.epil, <8 x i64>* %scevgep205, align 8
  %vec.ind.next.5.epil = add <8 x i64> %vec.ind.epil42, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %step.add.6.epil = add <8 x i64> %vec.ind.epil42, <i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200>
  %step.add30.6.epil = add <8 x i64> %vec.ind.epil42, <i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208>
  %step.add31.6.epil = add <8 x i64> %vec.ind.epil42, <i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216>
  %scevgep200 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep200201 = bitcast i64* %scevgep200 to <8 x i64>*
  %scevgep202 = getelementptr <8 x i64>, <8 x i64>* %scevgep200201, i64 -7
  store <8 x i64> %vec.ind.next.5.epil, <8 x i64>* %scevgep202, align 8
  %scevgep196 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep196197 = bitcast i64* %scevgep196 to <8 x i64>*
  %scevgep199 = getelementptr <8 x i64>, <8 x i64>* %scevgep196197, i64 -6
  store <8 x i64> %step.add.6.epil, <8 x i64>* %scevgep199, align 8
  %scevgep192 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep192193 = bitcast i64* %scevgep192 to <8 x i64>*
  %scevgep194 = getelementptr <8 x i64>, <8 x i64>* %scevgep192193, i64 -5
  store <8 x i64> %step.add30.6.epil, <8 x i64>* %scevgep194, align 8
  %scevgep189 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep189190 = bitcast i64* %scevgep189 to <8 x i64>*
  %scevgep191 = getelementptr <8 x i64>, <8 x i64>* %scevgep189190, i64 -4
  store <8 x i64> %step.add31.6.epil, <8 x i64>* %scevgep191, align 8
  %vec.ind.next.6.epil = add <8 x i64> %vec.ind.epil42, <i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224>
  %step.add.7.epil = add <8 x i64> %vec.ind.epil42, <i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232>
  %step.add30.7.epil = add <8 x i64> %vec.ind.epil42, <i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240>
  %step.add31.7.epil = add <8 x i64> %vec.ind.epil42, <i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248>
  %scevgep186 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep186187 = bitcast i64* %scevgep186 to <8 x i64>*
  %scevgep188 = getelementptr <8 x i64>, <8 x i64>* %scevgep186187, i64 -3
  store <8 x i64> %vec.ind.next.6.epil, <8 x i64>* %scevgep188, align 8
  %scevgep183 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep183184 = bitcast i64* %scevgep183 to <8 x i64>*
  %scevgep185 = getelementptr <8 x i64>, <8 x i64>* %scevgep183184, i64 -2
  store <8 x i64> %step.add.7.epil, <8 x i64>* %scevgep185, align 8
  %scevgep180 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep180181 = bitcast i64* %scevgep180 to <8 x i64>*
  %scevgep182 = getelementptr <8 x i64>, <8 x i64>* %scevgep180181, i64 -1
  store <8 x i64> %step.add30.7.epil, <8 x i64>* %scevgep182, align 8
  %scevgep276 = getelementptr i64, i64* %scevgep78160, i64 %lsr.iv76
  %scevgep276277 = bitcast i64* %scevgep276 to <8 x i64>*
  store <8 x i64> %step.add31.7.epil, <8 x i64>* %scevgep276277, align 8
  %vec.ind.next.7.epil = add <8 x i64> %vec.ind.epil42, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %lsr.iv.next77 = add i64 %lsr.iv76, 256
  %15 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv178, i64 1)
  %math = extractvalue { i64, i1 } %15, 0
  %ov668 = extractvalue { i64, i1 } %15, 1
  br i1 %ov668, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil41, !llvm.loop !66

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil41, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %index.lcssa = phi i64 [ %index.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next77, %vector.body.epil41 ]
  %vec.ind.next.7.lcssa = phi <8 x i64> [ %vec.ind.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %vec.ind.next.7.epil, %vector.body.epil41 ]
  %phi.bo = add i64 %index.lcssa, 280
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.7.lcssa, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep34 = getelementptr i64, i64* %.6.i1.i, i64 %index.unr
  %16 = shl i64 %xtraiter, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.unr, %vector.body.epil.preheader ], [ %vec.ind.next.epil, %vector.body.epil ]
  %17 = bitcast i64* %scevgep34 to i8*
  %step.add.epil = add <8 x i64> %vec.ind.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add30.epil = add <8 x i64> %vec.ind.epil, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add31.epil = add <8 x i64> %vec.ind.epil, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %uglygep176 = getelementptr i8, i8* %17, i64 %lsr.iv
  %uglygep176177 = bitcast i8* %uglygep176 to <8 x i64>*
  %uglygep173 = getelementptr i8, i8* %17, i64 %lsr.iv
  %uglygep173174 = bitcast i8* %uglygep173 to <8 x i64>*
  %scevgep175 = getelementptr <8 x i64>, <8 x i64>* %uglygep173174, i64 -3
  store <8 x i64> %vec.ind.epil, <8 x i64>* %scevgep175, align 8
  %uglygep170 = getelementptr i8, i8* %17, i64 %lsr.iv
  %uglygep170171 = bitcast i8* %uglygep170 to <8 x i64>*
  %scevgep172 = getelementptr <8 x i64>, <8 x i64>* %uglygep170171, i64 -2
  store <8 x i64> %step.add.epil, <8 x i64>* %scevgep172, align 8
  %uglygep = getelementptr i8, i8* %17, i64 %lsr.iv
  %uglygep169 = bitcast i8* %uglygep to <8 x i64>*
  %scevgep = getelementptr <8 x i64>, <8 x i64>* %uglygep169, i64 -1
  store <8 x i64> %step.add30.epil, <8 x i64>* %scevgep, align 8
  store <8 x i64> %step.add31.epil, <8 x i64>* %uglygep176177, align 8
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %epil.iter.cmp.not = icmp eq i64 %16, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !67

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %B492, label %B466.preheader165
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, i64* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #5 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B858, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 1, %B34 ], [ 0, %B858 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499983370496, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B22:                                              ; preds = %entry
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499981785152, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B142:                                             ; preds = %for.body.i54, %B38.endif.endif
  %sunkaddr = mul i64 %arg.low, 8
  %0 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr47 = getelementptr i8, i8* %0, i64 %sunkaddr
  %1 = bitcast i8* %sunkaddr47 to i64*
  store i64 %.122, i64* %1, align 8
  %sunkaddr48 = mul i64 %.108, 8
  %2 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr49 = getelementptr i8, i8* %2, i64 %sunkaddr48
  %3 = bitcast i8* %sunkaddr49 to i64*
  store i64 %.180, i64* %3, align 8
  %sunkaddr50 = mul i64 %.31.i61, 8
  %4 = bitcast double* %arg.A.4 to i8*
  %sunkaddr51 = getelementptr i8, i8* %4, i64 %sunkaddr50
  %5 = bitcast i8* %sunkaddr51 to double*
  %.45.i50.pre = load double, double* %5, align 8, !noalias !68
  br label %B188.endif.endif

B276:                                             ; preds = %for.body.i41, %B188.endif.endif
  %sunkaddr52 = mul i64 %arg.high, 8
  %6 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr53 = getelementptr i8, i8* %6, i64 %sunkaddr52
  %7 = bitcast i8* %sunkaddr53 to i64*
  store i64 %.455, i64* %7, align 8
  %sunkaddr54 = mul i64 %.108, 8
  %8 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr55 = getelementptr i8, i8* %8, i64 %sunkaddr54
  %9 = bitcast i8* %sunkaddr55 to i64*
  store i64 %.397, i64* %9, align 8
  %sunkaddr56 = mul i64 %.31.i96, 8
  %10 = bitcast double* %arg.A.4 to i8*
  %sunkaddr57 = getelementptr i8, i8* %10, i64 %sunkaddr56
  %11 = bitcast i8* %sunkaddr57 to double*
  %.45.i93.pre = load double, double* %11, align 8, !noalias !71
  br label %B322.endif.endif

B410:                                             ; preds = %for.body.i28, %B322.endif.endif
  %sunkaddr58 = mul i64 %arg.low, 8
  %12 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr59 = getelementptr i8, i8* %12, i64 %sunkaddr58
  %13 = bitcast i8* %sunkaddr59 to i64*
  store i64 %.672, i64* %13, align 8
  %sunkaddr60 = mul i64 %.108, 8
  %14 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr61 = getelementptr i8, i8* %14, i64 %sunkaddr60
  %15 = bitcast i8* %sunkaddr61 to i64*
  store i64 %.730, i64* %15, align 8
  %sunkaddr62 = mul i64 %.31.i35, 8
  %16 = bitcast double* %arg.A.4 to i8*
  %sunkaddr63 = getelementptr i8, i8* %16, i64 %sunkaddr62
  %17 = bitcast i8* %sunkaddr63 to double*
  %.45.i88.pre = load double, double* %17, align 8, !noalias !74
  br label %B456.endif

B554:                                             ; preds = %B456.endif, %B860
  %i.3.0 = phi i64 [ %arg.low, %B456.endif ], [ %.1733, %B860 ]
  %j.3.0.in = phi i64 [ %arg.high, %B456.endif ], [ %j.5.2, %B860 ]
  %j.3.0 = add nsw i64 %j.3.0.in, -1
  %.1120 = icmp slt i64 %i.3.0, %arg.high
  br i1 %.1120, label %B566.endif, label %B700

B700:                                             ; preds = %B622.backedge, %B644.endif, %B622.backedge.us, %B644.endif.us, %B622.preheader, %B566.endif, %B554
  %i.5.2 = phi i64 [ %i.3.0, %B554 ], [ %.1228179, %B622.preheader ], [ %i.3.0, %B566.endif ], [ %arg.high, %B622.backedge.us ], [ %.1228182.us, %B644.endif.us ], [ %arg.high, %B622.backedge ], [ %.1228182, %B644.endif ]
  %.1359.not.not = icmp sgt i64 %j.3.0.in, %arg.low
  br i1 %.1359.not.not, label %B712.endif, label %B846

B846:                                             ; preds = %B768.backedge, %B790.endif, %B768.backedge.us, %B790.endif.us, %B768.preheader, %B712.endif, %B700
  %j.5.2 = phi i64 [ %j.3.0, %B700 ], [ %.1467184, %B768.preheader ], [ %j.3.0, %B712.endif ], [ %26, %B768.backedge.us ], [ %.1467186.us, %B790.endif.us ], [ %26, %B768.backedge ], [ %.1467186, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.2, %j.5.2
  br i1 %.1594.not, label %B860, label %B858

B858:                                             ; preds = %B846
  %sunkaddr64 = mul i64 %arg.high, 8
  %18 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr65 = getelementptr i8, i8* %18, i64 %sunkaddr64
  %19 = bitcast i8* %sunkaddr65 to i64*
  %.1775 = load i64, i64* %19, align 8
  %.1790 = icmp slt i64 %i.5.2, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %.1792 = add i64 %.1791, %i.5.2
  %.1805 = getelementptr i64, i64* %arg.R.4, i64 %.1792
  %.1806 = load i64, i64* %.1805, align 8
  store i64 %.1775, i64* %.1805, align 8
  store i64 %.1806, i64* %19, align 8
  store i64 %i.5.2, i64* %retptr, align 8
  br label %common.ret

B860:                                             ; preds = %B846
  %.1622 = icmp slt i64 %j.5.2, 0
  %.1623 = select i1 %.1622, i64 %arg.R.5.0, i64 0
  %.1624 = add i64 %.1623, %j.5.2
  %.1637 = getelementptr i64, i64* %arg.R.4, i64 %.1624
  %.1638 = load i64, i64* %.1637, align 8
  %.1653 = icmp slt i64 %i.5.2, 0
  %.1654 = select i1 %.1653, i64 %arg.R.5.0, i64 0
  %.1655 = add i64 %.1654, %i.5.2
  %.1668 = getelementptr i64, i64* %arg.R.4, i64 %.1655
  %.1669 = load i64, i64* %.1668, align 8
  store i64 %.1638, i64* %.1668, align 8
  store i64 %.1669, i64* %.1637, align 8
  %.1733 = add nsw i64 %i.5.2, 1
  br label %B554

B38.endif.endif:                                  ; preds = %B22
  %.87 = add nsw i64 %arg.high, %arg.low
  %.88 = ashr i64 %.87, 1
  %.106 = icmp slt i64 %.87, 0
  %.107 = select i1 %.106, i64 %arg.R.5.0, i64 0
  %.108 = add i64 %.107, %.88
  %.121 = getelementptr i64, i64* %arg.R.4, i64 %.108
  %.122 = load i64, i64* %.121, align 8
  %.29.i = icmp slt i64 %.122, 0
  %.30.i = select i1 %.29.i, i64 %arg.A.5.0, i64 0
  %.31.i = add i64 %.30.i, %.122
  %.44.i = getelementptr double, double* %arg.A.4, i64 %.31.i
  %.45.i = load double, double* %.44.i, align 8, !noalias !77
  %.179 = getelementptr i64, i64* %arg.R.4, i64 %arg.low
  %.180 = load i64, i64* %.179, align 8
  %.29.i59 = icmp slt i64 %.180, 0
  %.30.i60 = select i1 %.29.i59, i64 %arg.A.5.0, i64 0
  %.31.i61 = add i64 %.30.i60, %.180
  %.44.i62 = getelementptr double, double* %arg.A.4, i64 %.31.i61
  %.45.i63 = load double, double* %.44.i62, align 8, !noalias !80
  %.12.i51 = fcmp olt double %.45.i, %.45.i63
  br i1 %.12.i51, label %B142, label %for.body.i54

for.body.i54:                                     ; preds = %B38.endif.endif
  %.25.i53 = fcmp ord double %.45.i63, 0.000000e+00
  %.52.i55 = fcmp uno double %.45.i, 0.000000e+00
  %or.cond = select i1 %.25.i53, i1 true, i1 %.52.i55
  br i1 %or.cond, label %B188.endif.endif, label %B142

B188.endif.endif:                                 ; preds = %for.body.i54, %B142
  %.45.i50 = phi double [ %.45.i, %for.body.i54 ], [ %.45.i50.pre, %B142 ]
  %.455 = phi i64 [ %.122, %for.body.i54 ], [ %.180, %B142 ]
  %.396 = getelementptr i64, i64* %arg.R.4, i64 %arg.high
  %.397 = load i64, i64* %.396, align 8
  %.29.i94 = icmp slt i64 %.397, 0
  %.30.i95 = select i1 %.29.i94, i64 %arg.A.5.0, i64 0
  %.31.i96 = add i64 %.30.i95, %.397
  %.44.i97 = getelementptr double, double* %arg.A.4, i64 %.31.i96
  %.45.i98 = load double, double* %.44.i97, align 8, !noalias !83
  %.12.i38 = fcmp olt double %.45.i98, %.45.i50
  br i1 %.12.i38, label %B276, label %for.body.i41

for.body.i41:                                     ; preds = %B188.endif.endif
  %.25.i40 = fcmp ord double %.45.i50, 0.000000e+00
  %.52.i42 = fcmp uno double %.45.i98, 0.000000e+00
  %or.cond173 = select i1 %.25.i40, i1 true, i1 %.52.i42
  br i1 %or.cond173, label %B322.endif.endif, label %B276

B322.endif.endif:                                 ; preds = %for.body.i41, %B276
  %.45.i93 = phi double [ %.45.i50, %for.body.i41 ], [ %.45.i93.pre, %B276 ]
  %.672 = phi i64 [ %.455, %for.body.i41 ], [ %.397, %B276 ]
  %sunkaddr66 = mul i64 %arg.low, 8
  %20 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr67 = getelementptr i8, i8* %20, i64 %sunkaddr66
  %21 = bitcast i8* %sunkaddr67 to i64*
  %.730 = load i64, i64* %21, align 8
  %.29.i33 = icmp slt i64 %.730, 0
  %.30.i34 = select i1 %.29.i33, i64 %arg.A.5.0, i64 0
  %.31.i35 = add i64 %.30.i34, %.730
  %.44.i36 = getelementptr double, double* %arg.A.4, i64 %.31.i35
  %.45.i37 = load double, double* %.44.i36, align 8, !noalias !86
  %.12.i25 = fcmp olt double %.45.i93, %.45.i37
  br i1 %.12.i25, label %B410, label %for.body.i28

for.body.i28:                                     ; preds = %B322.endif.endif
  %.25.i27 = fcmp ord double %.45.i37, 0.000000e+00
  %.52.i29 = fcmp uno double %.45.i93, 0.000000e+00
  %or.cond174 = select i1 %.25.i27, i1 true, i1 %.52.i29
  br i1 %or.cond174, label %B456.endif, label %B410

B456.endif:                                       ; preds = %for.body.i28, %B410
  %.45.i88 = phi double [ %.45.i93, %for.body.i28 ], [ %.45.i88.pre, %B410 ]
  %.947 = phi i64 [ %.672, %for.body.i28 ], [ %.730, %B410 ]
  %const = bitcast i64 -9223372036854775808 to i64
  %.45.i88.fr = freeze double %.45.i88
  %sunkaddr68 = mul i64 %arg.high, 8
  %22 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr69 = getelementptr i8, i8* %22, i64 %sunkaddr68
  %23 = bitcast i8* %sunkaddr69 to i64*
  %.1039 = load i64, i64* %23, align 8
  store i64 %.947, i64* %23, align 8
  %sunkaddr70 = mul i64 %.108, 8
  %24 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr71 = getelementptr i8, i8* %24, i64 %sunkaddr70
  %25 = bitcast i8* %sunkaddr71 to i64*
  store i64 %.1039, i64* %25, align 8
  %26 = add nsw i64 %arg.low, -1
  br label %B554

B566.endif:                                       ; preds = %B554
  %27 = fcmp ord double %.45.i88.fr, 0.000000e+00
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %.1145 = add i64 %.1144, %i.3.0
  %.1158 = getelementptr i64, i64* %arg.R.4, i64 %.1145
  %.1159 = load i64, i64* %.1158, align 8
  %.29.i79 = icmp slt i64 %.1159, 0
  %.30.i80 = select i1 %.29.i79, i64 %arg.A.5.0, i64 0
  %.31.i81 = add i64 %.30.i80, %.1159
  %.44.i82 = getelementptr double, double* %arg.A.4, i64 %.31.i81
  %.45.i83 = load double, double* %.44.i82, align 8, !noalias !89
  %.12.i17 = fcmp uge double %.45.i83, %.45.i88.fr
  %.52.i21 = fcmp uno double %.45.i83, 0.000000e+00
  %or.cond175 = select i1 %27, i1 true, i1 %.52.i21
  %or.cond194 = and i1 %.12.i17, %or.cond175
  br i1 %or.cond194, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228179 = add nsw i64 %i.3.0, 1
  %.1239180 = icmp slt i64 %.1228179, %arg.high
  br i1 %.1239180, label %B644.endif.lr.ph, label %B700

B644.endif.lr.ph:                                 ; preds = %B622.preheader
  %28 = fcmp ord double %.45.i88.fr, 0.000000e+00
  br i1 %28, label %B644.endif.us.preheader, label %B644.endif.preheader

B644.endif.preheader:                             ; preds = %B644.endif.lr.ph
  br label %B644.endif

B644.endif.us.preheader:                          ; preds = %B644.endif.lr.ph
  br label %B644.endif.us

B644.endif.us:                                    ; preds = %B644.endif.us.preheader, %B622.backedge.us
  %.1228182.us = phi i64 [ %.1228.us, %B622.backedge.us ], [ %.1228179, %B644.endif.us.preheader ]
  %.1261.us = icmp ugt i64 %.1228182.us, %const
  %.1262.us = select i1 %.1261.us, i64 %arg.R.5.0, i64 0
  %.1263.us = add i64 %.1262.us, %.1228182.us
  %.1276.us = getelementptr i64, i64* %arg.R.4, i64 %.1263.us
  %.1277.us = load i64, i64* %.1276.us, align 8
  %.29.i74.us = icmp slt i64 %.1277.us, 0
  %.30.i75.us = select i1 %.29.i74.us, i64 %arg.A.5.0, i64 0
  %.31.i76.us = add i64 %.30.i75.us, %.1277.us
  %.44.i77.us = getelementptr double, double* %arg.A.4, i64 %.31.i76.us
  %.45.i78.us = load double, double* %.44.i77.us, align 8, !noalias !92
  %.12.i9.us = fcmp olt double %.45.i78.us, %.45.i88.fr
  br i1 %.12.i9.us, label %B622.backedge.us, label %B700

B622.backedge.us:                                 ; preds = %B644.endif.us
  %.1228.us = add i64 %.1228182.us, 1
  %exitcond202.not = icmp eq i64 %arg.high, %.1228.us
  br i1 %exitcond202.not, label %B700, label %B644.endif.us

B644.endif:                                       ; preds = %B644.endif.preheader, %B622.backedge
  %.1228182 = phi i64 [ %.1228, %B622.backedge ], [ %.1228179, %B644.endif.preheader ]
  %.1261 = icmp ugt i64 %.1228182, %const
  %.1262 = select i1 %.1261, i64 %arg.R.5.0, i64 0
  %.1263 = add i64 %.1262, %.1228182
  %.1276 = getelementptr i64, i64* %arg.R.4, i64 %.1263
  %.1277 = load i64, i64* %.1276, align 8
  %.29.i74 = icmp slt i64 %.1277, 0
  %.30.i75 = select i1 %.29.i74, i64 %arg.A.5.0, i64 0
  %.31.i76 = add i64 %.30.i75, %.1277
  %.44.i77 = getelementptr double, double* %arg.A.4, i64 %.31.i76
  %.45.i78 = load double, double* %.44.i77, align 8, !noalias !92
  %.12.i9 = fcmp uge double %.45.i78, %.45.i88.fr
  %.52.i13 = fcmp uno double %.45.i78, 0.000000e+00
  %or.cond195 = and i1 %.12.i9, %.52.i13
  br i1 %or.cond195, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228182, 1
  %exitcond.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %29 = fcmp uno double %.45.i88.fr, 0.000000e+00
  %sunkaddr72 = mul i64 %j.3.0.in, 8
  %30 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr73 = getelementptr i8, i8* %30, i64 %sunkaddr72
  %sunkaddr74 = getelementptr i8, i8* %sunkaddr73, i64 -8
  %31 = bitcast i8* %sunkaddr74 to i64*
  %.1398 = load i64, i64* %31, align 8
  %.29.i69 = icmp slt i64 %.1398, 0
  %.30.i70 = select i1 %.29.i69, i64 %arg.A.5.0, i64 0
  %.31.i71 = add i64 %.30.i70, %.1398
  %.44.i72 = getelementptr double, double* %arg.A.4, i64 %.31.i71
  %.45.i73 = load double, double* %.44.i72, align 8, !noalias !95
  %.12.i1 = fcmp uge double %.45.i88.fr, %.45.i73
  %.25.i3 = fcmp ord double %.45.i73, 0.000000e+00
  %or.cond177 = or i1 %29, %.25.i3
  %or.cond196 = and i1 %.12.i1, %or.cond177
  br i1 %or.cond196, label %B846, label %B768.preheader

B768.preheader:                                   ; preds = %B712.endif
  %.1467184 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not185 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not185, label %B790.endif.lr.ph, label %B846

B790.endif.lr.ph:                                 ; preds = %B768.preheader
  %32 = fcmp uno double %.45.i88.fr, 0.000000e+00
  br i1 %32, label %B790.endif.us.preheader, label %B790.endif.preheader

B790.endif.preheader:                             ; preds = %B790.endif.lr.ph
  br label %B790.endif

B790.endif.us.preheader:                          ; preds = %B790.endif.lr.ph
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467186.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467184, %B790.endif.us.preheader ]
  %scevgep = getelementptr i64, i64* %arg.R.4, i64 %.1467186.us
  %.1516.us = load i64, i64* %scevgep, align 8
  %.29.i64.us = icmp slt i64 %.1516.us, 0
  %.30.i65.us = select i1 %.29.i64.us, i64 %arg.A.5.0, i64 0
  %.31.i66.us = add i64 %.30.i65.us, %.1516.us
  %.44.i67.us = getelementptr double, double* %arg.A.4, i64 %.31.i66.us
  %.45.i68.us = load double, double* %.44.i67.us, align 8, !noalias !98
  %.12.i.us = fcmp olt double %.45.i88.fr, %.45.i68.us
  br i1 %.12.i.us, label %B768.backedge.us, label %B846

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467186.us, -1
  %33 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %33, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846

B790.endif:                                       ; preds = %B790.endif.preheader, %B768.backedge
  %.1467186 = phi i64 [ %.1467, %B768.backedge ], [ %.1467184, %B790.endif.preheader ]
  %scevgep46 = getelementptr i64, i64* %arg.R.4, i64 %.1467186
  %.1516 = load i64, i64* %scevgep46, align 8
  %.29.i64 = icmp slt i64 %.1516, 0
  %.30.i65 = select i1 %.29.i64, i64 %arg.A.5.0, i64 0
  %.31.i66 = add i64 %.30.i65, %.1516
  %.44.i67 = getelementptr double, double* %arg.A.4, i64 %.31.i66
  %.45.i68 = load double, double* %.44.i67, align 8, !noalias !98
  %.12.i = fcmp uge double %.45.i88.fr, %.45.i68
  %.25.i = fcmp ord double %.45.i68, 0.000000e+00
  %or.cond197 = and i1 %.12.i, %.25.i
  br i1 %or.cond197, label %B846, label %B768.backedge

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467186, -1
  %34 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %34, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, i64* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #5 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B328, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 0, %B34 ], [ 0, %B328 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140499983357952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B22:                                              ; preds = %entry
  %.64.not = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64.not, label %B38.endif, label %B34

B34:                                              ; preds = %B22
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B316:                                             ; preds = %B204.backedge, %B254.endif, %B204.backedge.us, %B254.endif.us, %B204.preheader, %for.body.i4, %B84.endif
  %j.3.2 = phi i64 [ %.111.055, %B84.endif ], [ %.111.055, %for.body.i4 ], [ %.111.055.in, %B204.preheader ], [ %arg.low, %B204.backedge.us ], [ %.38752.us, %B254.endif.us ], [ %arg.low, %B204.backedge ], [ %.38752, %B254.endif ]
  %.593 = icmp slt i64 %j.3.2, 0
  %.594 = select i1 %.593, i64 %arg.R.5.0, i64 0
  %.595 = add i64 %.594, %j.3.2
  %.608 = getelementptr i64, i64* %arg.R.4, i64 %.595
  store i64 %.234, i64* %.608, align 8
  %.111.055.1 = add i64 %.111.055.in, 2
  %.218.1 = icmp slt i64 %.111.055.1, 0
  %.219.1 = select i1 %.218.1, i64 %arg.R.5.0, i64 0
  %.220.1 = add i64 %.219.1, %.111.055.1
  %.233.1 = getelementptr i64, i64* %arg.R.4, i64 %.220.1
  %.234.1 = load i64, i64* %.233.1, align 8
  %.29.i.1 = icmp slt i64 %.234.1, 0
  %.30.i.1 = select i1 %.29.i.1, i64 %arg.A.5.0, i64 0
  %.31.i.1 = add i64 %.30.i.1, %.234.1
  %.44.i.1 = getelementptr double, double* %arg.A.4, i64 %.31.i.1
  %.45.i.1 = load double, double* %.44.i.1, align 8, !noalias !101
  %.45.i.fr.1 = freeze double %.45.i.1
  %.278.1 = icmp sgt i64 %.111.055.1, %arg.low
  br i1 %.278.1, label %B142.endif.1, label %B316.1

B142.endif.1:                                     ; preds = %B316
  %sunkaddr = mul i64 %.111.055.in, 8
  %0 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr174 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr175 = getelementptr i8, i8* %sunkaddr174, i64 8
  %1 = bitcast i8* %sunkaddr175 to i64*
  %.320.1 = load i64, i64* %1, align 8
  %.29.i14.1 = icmp slt i64 %.320.1, 0
  %.30.i15.1 = select i1 %.29.i14.1, i64 %arg.A.5.0, i64 0
  %.31.i16.1 = add i64 %.30.i15.1, %.320.1
  %.44.i17.1 = getelementptr double, double* %arg.A.4, i64 %.31.i16.1
  %.45.i18.1 = load double, double* %.44.i17.1, align 8, !noalias !104
  %.12.i1.1 = fcmp olt double %.45.i.fr.1, %.45.i18.1
  br i1 %.12.i1.1, label %B204.preheader.1, label %for.body.i4.1

for.body.i4.1:                                    ; preds = %B142.endif.1
  %.25.i3.1 = fcmp ord double %.45.i18.1, 0.000000e+00
  %.52.i5.1 = fcmp uno double %.45.i.fr.1, 0.000000e+00
  %or.cond.1 = or i1 %.52.i5.1, %.25.i3.1
  br i1 %or.cond.1, label %B316.1, label %B204.preheader.1

B204.preheader.1:                                 ; preds = %for.body.i4.1, %B142.endif.1
  %2 = icmp sgt i64 %.111.055, %arg.low
  %sunkaddr176 = mul i64 %.111.055.in, 8
  %3 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr177 = getelementptr i8, i8* %3, i64 %sunkaddr176
  %sunkaddr178 = getelementptr i8, i8* %sunkaddr177, i64 16
  %4 = bitcast i8* %sunkaddr178 to i64*
  store i64 %.320.1, i64* %4, align 8
  br i1 %2, label %B254.endif.lr.ph.1, label %B316.1

B254.endif.lr.ph.1:                               ; preds = %B204.preheader.1
  %.52.i.1 = fcmp uno double %.45.i.fr.1, 0.000000e+00
  br i1 %.52.i.1, label %B254.endif.us.1.preheader, label %B254.endif.1.preheader

B254.endif.1.preheader:                           ; preds = %B254.endif.lr.ph.1
  br label %B254.endif.1

B254.endif.us.1.preheader:                        ; preds = %B254.endif.lr.ph.1
  br label %B254.endif.us.1

B254.endif.1:                                     ; preds = %B254.endif.1.preheader, %B204.backedge.1
  %.38752.1 = phi i64 [ %6, %B204.backedge.1 ], [ %.111.055, %B254.endif.1.preheader ]
  %5 = add i64 %.38752.1, 1
  %.486.1 = icmp slt i64 %5, 2
  %.487.1 = select i1 %.486.1, i64 %arg.R.5.0, i64 0
  %6 = add nsw i64 %.38752.1, -1
  %7 = add i64 %.487.1, %.38752.1
  %8 = add i64 %7, -1
  %.501.1 = getelementptr i64, i64* %arg.R.4, i64 %8
  %.502.1 = load i64, i64* %.501.1, align 8
  %.29.i9.1 = icmp slt i64 %.502.1, 0
  %.30.i10.1 = select i1 %.29.i9.1, i64 %arg.A.5.0, i64 0
  %.31.i11.1 = add i64 %.30.i10.1, %.502.1
  %.44.i12.1 = getelementptr double, double* %arg.A.4, i64 %.31.i11.1
  %.45.i13.1 = load double, double* %.44.i12.1, align 8, !noalias !107
  %.12.i.1 = fcmp uge double %.45.i.fr.1, %.45.i13.1
  %.25.i.1 = fcmp ord double %.45.i13.1, 0.000000e+00
  %or.cond59.1 = and i1 %.12.i.1, %.25.i.1
  br i1 %or.cond59.1, label %B316.1, label %B204.backedge.1

B204.backedge.1:                                  ; preds = %B254.endif.1
  %scevgep142 = getelementptr i64, i64* %arg.R.4, i64 %.38752.1
  %scevgep143 = getelementptr i64, i64* %scevgep142, i64 -1
  %.417.1 = load i64, i64* %scevgep143, align 8
  %scevgep144 = getelementptr i64, i64* %arg.R.4, i64 %.38752.1
  store i64 %.417.1, i64* %scevgep144, align 8
  %.461.1 = icmp sgt i64 %6, %arg.low
  br i1 %.461.1, label %B254.endif.1, label %B316.1

B254.endif.us.1:                                  ; preds = %B254.endif.us.1.preheader, %B204.backedge.us.1
  %.38752.us.1 = phi i64 [ %10, %B204.backedge.us.1 ], [ %.111.055, %B254.endif.us.1.preheader ]
  %9 = add i64 %.38752.us.1, 1
  %.486.us.1 = icmp slt i64 %9, 2
  %.487.us.1 = select i1 %.486.us.1, i64 %arg.R.5.0, i64 0
  %10 = add nsw i64 %.38752.us.1, -1
  %11 = add i64 %.487.us.1, %.38752.us.1
  %12 = add i64 %11, -1
  %.501.us.1 = getelementptr i64, i64* %arg.R.4, i64 %12
  %.502.us.1 = load i64, i64* %.501.us.1, align 8
  %.29.i9.us.1 = icmp slt i64 %.502.us.1, 0
  %.30.i10.us.1 = select i1 %.29.i9.us.1, i64 %arg.A.5.0, i64 0
  %.31.i11.us.1 = add i64 %.30.i10.us.1, %.502.us.1
  %.44.i12.us.1 = getelementptr double, double* %arg.A.4, i64 %.31.i11.us.1
  %.45.i13.us.1 = load double, double* %.44.i12.us.1, align 8, !noalias !107
  %.12.i.us.1 = fcmp olt double %.45.i.fr.1, %.45.i13.us.1
  br i1 %.12.i.us.1, label %B204.backedge.us.1, label %B316.1

B204.backedge.us.1:                               ; preds = %B254.endif.us.1
  %scevgep145 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us.1
  %scevgep146 = getelementptr i64, i64* %scevgep145, i64 -1
  %.417.us.1 = load i64, i64* %scevgep146, align 8
  %scevgep149 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us.1
  store i64 %.417.us.1, i64* %scevgep149, align 8
  %.461.us.1 = icmp sgt i64 %10, %arg.low
  br i1 %.461.us.1, label %B254.endif.us.1, label %B316.1

B316.1:                                           ; preds = %B204.backedge.1, %B254.endif.1, %B204.backedge.us.1, %B254.endif.us.1, %B204.preheader.1, %for.body.i4.1, %B316
  %j.3.2.1 = phi i64 [ %.111.055.1, %B316 ], [ %.111.055.1, %for.body.i4.1 ], [ %.111.055, %B204.preheader.1 ], [ %arg.low, %B204.backedge.us.1 ], [ %.38752.us.1, %B254.endif.us.1 ], [ %arg.low, %B204.backedge.1 ], [ %.38752.1, %B254.endif.1 ]
  %.593.1 = icmp slt i64 %j.3.2.1, 0
  %.594.1 = select i1 %.593.1, i64 %arg.R.5.0, i64 0
  %.595.1 = add i64 %.594.1, %j.3.2.1
  %.608.1 = getelementptr i64, i64* %arg.R.4, i64 %.595.1
  store i64 %.234.1, i64* %.608.1, align 8
  %.111.055.2 = add i64 %.111.055.in, 3
  %.218.2 = icmp slt i64 %.111.055.2, 0
  %.219.2 = select i1 %.218.2, i64 %arg.R.5.0, i64 0
  %.220.2 = add i64 %.219.2, %.111.055.2
  %.233.2 = getelementptr i64, i64* %arg.R.4, i64 %.220.2
  %.234.2 = load i64, i64* %.233.2, align 8
  %.29.i.2 = icmp slt i64 %.234.2, 0
  %.30.i.2 = select i1 %.29.i.2, i64 %arg.A.5.0, i64 0
  %.31.i.2 = add i64 %.30.i.2, %.234.2
  %.44.i.2 = getelementptr double, double* %arg.A.4, i64 %.31.i.2
  %.45.i.2 = load double, double* %.44.i.2, align 8, !noalias !101
  %.45.i.fr.2 = freeze double %.45.i.2
  %.278.2 = icmp sgt i64 %.111.055.2, %arg.low
  br i1 %.278.2, label %B142.endif.2, label %B316.2

B142.endif.2:                                     ; preds = %B316.1
  %sunkaddr179 = mul i64 %.111.055.in, 8
  %13 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr180 = getelementptr i8, i8* %13, i64 %sunkaddr179
  %sunkaddr181 = getelementptr i8, i8* %sunkaddr180, i64 16
  %14 = bitcast i8* %sunkaddr181 to i64*
  %.320.2 = load i64, i64* %14, align 8
  %.29.i14.2 = icmp slt i64 %.320.2, 0
  %.30.i15.2 = select i1 %.29.i14.2, i64 %arg.A.5.0, i64 0
  %.31.i16.2 = add i64 %.30.i15.2, %.320.2
  %.44.i17.2 = getelementptr double, double* %arg.A.4, i64 %.31.i16.2
  %.45.i18.2 = load double, double* %.44.i17.2, align 8, !noalias !104
  %.12.i1.2 = fcmp olt double %.45.i.fr.2, %.45.i18.2
  br i1 %.12.i1.2, label %B204.preheader.2, label %for.body.i4.2

for.body.i4.2:                                    ; preds = %B142.endif.2
  %.25.i3.2 = fcmp ord double %.45.i18.2, 0.000000e+00
  %.52.i5.2 = fcmp uno double %.45.i.fr.2, 0.000000e+00
  %or.cond.2 = or i1 %.52.i5.2, %.25.i3.2
  br i1 %or.cond.2, label %B316.2, label %B204.preheader.2

B204.preheader.2:                                 ; preds = %for.body.i4.2, %B142.endif.2
  %15 = icmp sgt i64 %.111.055.1, %arg.low
  %sunkaddr182 = mul i64 %.111.055.in, 8
  %16 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr183 = getelementptr i8, i8* %16, i64 %sunkaddr182
  %sunkaddr184 = getelementptr i8, i8* %sunkaddr183, i64 24
  %17 = bitcast i8* %sunkaddr184 to i64*
  store i64 %.320.2, i64* %17, align 8
  br i1 %15, label %B254.endif.lr.ph.2, label %B316.2

B254.endif.lr.ph.2:                               ; preds = %B204.preheader.2
  %.52.i.2 = fcmp uno double %.45.i.fr.2, 0.000000e+00
  br i1 %.52.i.2, label %B254.endif.us.2.preheader, label %B254.endif.2.preheader

B254.endif.2.preheader:                           ; preds = %B254.endif.lr.ph.2
  br label %B254.endif.2

B254.endif.us.2.preheader:                        ; preds = %B254.endif.lr.ph.2
  br label %B254.endif.us.2

B254.endif.2:                                     ; preds = %B254.endif.2.preheader, %B204.backedge.2
  %lsr.iv90 = phi i64 [ %lsr.iv.next91, %B204.backedge.2 ], [ %lsr.iv, %B254.endif.2.preheader ]
  %.486.2 = icmp ugt i64 %lsr.iv90, %const
  %.487.2 = select i1 %.486.2, i64 %arg.R.5.0, i64 0
  %18 = add i64 %.487.2, %lsr.iv90
  %.501.2 = getelementptr i64, i64* %arg.R.4, i64 %18
  %.502.2 = load i64, i64* %.501.2, align 8
  %.29.i9.2 = icmp slt i64 %.502.2, 0
  %.30.i10.2 = select i1 %.29.i9.2, i64 %arg.A.5.0, i64 0
  %.31.i11.2 = add i64 %.30.i10.2, %.502.2
  %.44.i12.2 = getelementptr double, double* %arg.A.4, i64 %.31.i11.2
  %.45.i13.2 = load double, double* %.44.i12.2, align 8, !noalias !107
  %.12.i.2 = fcmp uge double %.45.i.fr.2, %.45.i13.2
  %.25.i.2 = fcmp ord double %.45.i13.2, 0.000000e+00
  %or.cond59.2 = and i1 %.12.i.2, %.25.i.2
  br i1 %or.cond59.2, label %B254.endif.2.B316.2.loopexit70_crit_edge, label %B204.backedge.2

B204.backedge.2:                                  ; preds = %B254.endif.2
  %sunkaddr185 = mul i64 %lsr.iv90, 8
  %19 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr186 = getelementptr i8, i8* %19, i64 %sunkaddr185
  %20 = bitcast i8* %sunkaddr186 to i64*
  %.417.2 = load i64, i64* %20, align 8
  %sunkaddr187 = mul i64 %lsr.iv90, 8
  %21 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr188 = getelementptr i8, i8* %21, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, i8* %sunkaddr188, i64 8
  %22 = bitcast i8* %sunkaddr189 to i64*
  store i64 %.417.2, i64* %22, align 8
  %lsr.iv.next91 = add i64 %lsr.iv90, -1
  %23 = add i64 %lsr.iv.next91, 1
  %.461.2 = icmp sgt i64 %23, %arg.low
  br i1 %.461.2, label %B254.endif.2, label %B316.2

B254.endif.us.2:                                  ; preds = %B254.endif.us.2.preheader, %B204.backedge.us.2
  %lsr.iv96 = phi i64 [ %lsr.iv.next97, %B204.backedge.us.2 ], [ %lsr.iv, %B254.endif.us.2.preheader ]
  %.486.us.2 = icmp ugt i64 %lsr.iv96, %const
  %.487.us.2 = select i1 %.486.us.2, i64 %arg.R.5.0, i64 0
  %24 = add i64 %.487.us.2, %lsr.iv96
  %.501.us.2 = getelementptr i64, i64* %arg.R.4, i64 %24
  %.502.us.2 = load i64, i64* %.501.us.2, align 8
  %.29.i9.us.2 = icmp slt i64 %.502.us.2, 0
  %.30.i10.us.2 = select i1 %.29.i9.us.2, i64 %arg.A.5.0, i64 0
  %.31.i11.us.2 = add i64 %.30.i10.us.2, %.502.us.2
  %.44.i12.us.2 = getelementptr double, double* %arg.A.4, i64 %.31.i11.us.2
  %.45.i13.us.2 = load double, double* %.44.i12.us.2, align 8, !noalias !107
  %.12.i.us.2 = fcmp olt double %.45.i.fr.2, %.45.i13.us.2
  br i1 %.12.i.us.2, label %B204.backedge.us.2, label %B254.endif.us.2.B316.2.loopexit_crit_edge

B204.backedge.us.2:                               ; preds = %B254.endif.us.2
  %sunkaddr190 = mul i64 %lsr.iv96, 8
  %25 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr191 = getelementptr i8, i8* %25, i64 %sunkaddr190
  %26 = bitcast i8* %sunkaddr191 to i64*
  %.417.us.2 = load i64, i64* %26, align 8
  %sunkaddr192 = mul i64 %lsr.iv96, 8
  %27 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr193 = getelementptr i8, i8* %27, i64 %sunkaddr192
  %sunkaddr194 = getelementptr i8, i8* %sunkaddr193, i64 8
  %28 = bitcast i8* %sunkaddr194 to i64*
  store i64 %.417.us.2, i64* %28, align 8
  %lsr.iv.next97 = add i64 %lsr.iv96, -1
  %29 = add i64 %lsr.iv.next97, 1
  %.461.us.2 = icmp sgt i64 %29, %arg.low
  br i1 %.461.us.2, label %B254.endif.us.2, label %B316.2

B254.endif.us.2.B316.2.loopexit_crit_edge:        ; preds = %B254.endif.us.2
  %30 = add i64 %lsr.iv96, 1
  br label %B316.2

B254.endif.2.B316.2.loopexit70_crit_edge:         ; preds = %B254.endif.2
  %31 = add i64 %lsr.iv90, 1
  br label %B316.2

B316.2:                                           ; preds = %B204.backedge.2, %B204.backedge.us.2, %B254.endif.2.B316.2.loopexit70_crit_edge, %B254.endif.us.2.B316.2.loopexit_crit_edge, %B204.preheader.2, %for.body.i4.2, %B316.1
  %j.3.2.2 = phi i64 [ %.111.055.2, %B316.1 ], [ %.111.055.2, %for.body.i4.2 ], [ %.111.055.1, %B204.preheader.2 ], [ %30, %B254.endif.us.2.B316.2.loopexit_crit_edge ], [ %31, %B254.endif.2.B316.2.loopexit70_crit_edge ], [ %arg.low, %B204.backedge.us.2 ], [ %arg.low, %B204.backedge.2 ]
  %.593.2 = icmp slt i64 %j.3.2.2, 0
  %.594.2 = select i1 %.593.2, i64 %arg.R.5.0, i64 0
  %.595.2 = add i64 %.594.2, %j.3.2.2
  %.608.2 = getelementptr i64, i64* %arg.R.4, i64 %.595.2
  store i64 %.234.2, i64* %.608.2, align 8
  %.111.055.3 = add i64 %.111.055.in, 4
  %.176.3 = add nsw i64 %.16656, -4
  %.218.3 = icmp slt i64 %.111.055.3, 0
  %.219.3 = select i1 %.218.3, i64 %arg.R.5.0, i64 0
  %.220.3 = add i64 %.219.3, %.111.055.3
  %.233.3 = getelementptr i64, i64* %arg.R.4, i64 %.220.3
  %.234.3 = load i64, i64* %.233.3, align 8
  %.29.i.3 = icmp slt i64 %.234.3, 0
  %.30.i.3 = select i1 %.29.i.3, i64 %arg.A.5.0, i64 0
  %.31.i.3 = add i64 %.30.i.3, %.234.3
  %.44.i.3 = getelementptr double, double* %arg.A.4, i64 %.31.i.3
  %.45.i.3 = load double, double* %.44.i.3, align 8, !noalias !101
  %.45.i.fr.3 = freeze double %.45.i.3
  %.278.3 = icmp sgt i64 %.111.055.3, %arg.low
  br i1 %.278.3, label %B142.endif.3, label %B316.3

B142.endif.3:                                     ; preds = %B316.2
  %sunkaddr195 = mul i64 %.111.055.3, 8
  %32 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr196 = getelementptr i8, i8* %32, i64 %sunkaddr195
  %sunkaddr197 = getelementptr i8, i8* %sunkaddr196, i64 -8
  %33 = bitcast i8* %sunkaddr197 to i64*
  %.320.3 = load i64, i64* %33, align 8
  %.29.i14.3 = icmp slt i64 %.320.3, 0
  %.30.i15.3 = select i1 %.29.i14.3, i64 %arg.A.5.0, i64 0
  %.31.i16.3 = add i64 %.30.i15.3, %.320.3
  %.44.i17.3 = getelementptr double, double* %arg.A.4, i64 %.31.i16.3
  %.45.i18.3 = load double, double* %.44.i17.3, align 8, !noalias !104
  %.12.i1.3 = fcmp olt double %.45.i.fr.3, %.45.i18.3
  br i1 %.12.i1.3, label %B204.preheader.3, label %for.body.i4.3

for.body.i4.3:                                    ; preds = %B142.endif.3
  %.25.i3.3 = fcmp ord double %.45.i18.3, 0.000000e+00
  %.52.i5.3 = fcmp uno double %.45.i.fr.3, 0.000000e+00
  %or.cond.3 = or i1 %.52.i5.3, %.25.i3.3
  br i1 %or.cond.3, label %B316.3, label %B204.preheader.3

B204.preheader.3:                                 ; preds = %for.body.i4.3, %B142.endif.3
  %34 = icmp sgt i64 %.111.055.2, %arg.low
  %.44749.3 = getelementptr i64, i64* %arg.R.4, i64 %.111.055.3
  store i64 %.320.3, i64* %.44749.3, align 8
  br i1 %34, label %B254.endif.lr.ph.3, label %B316.3

B254.endif.lr.ph.3:                               ; preds = %B204.preheader.3
  %.52.i.3 = fcmp uno double %.45.i.fr.3, 0.000000e+00
  br i1 %.52.i.3, label %B254.endif.us.3.preheader, label %B254.endif.3.preheader

B254.endif.3.preheader:                           ; preds = %B254.endif.lr.ph.3
  br label %B254.endif.3

B254.endif.us.3.preheader:                        ; preds = %B254.endif.lr.ph.3
  br label %B254.endif.us.3

B254.endif.3:                                     ; preds = %B254.endif.3.preheader, %B204.backedge.3
  %lsr.iv104 = phi i64 [ %lsr.iv.next105, %B204.backedge.3 ], [ %lsr.iv102, %B254.endif.3.preheader ]
  %.486.3 = icmp ugt i64 %lsr.iv104, %const
  %.487.3 = select i1 %.486.3, i64 %arg.R.5.0, i64 0
  %35 = add i64 %.487.3, %lsr.iv104
  %.501.3 = getelementptr i64, i64* %arg.R.4, i64 %35
  %.502.3 = load i64, i64* %.501.3, align 8
  %.29.i9.3 = icmp slt i64 %.502.3, 0
  %.30.i10.3 = select i1 %.29.i9.3, i64 %arg.A.5.0, i64 0
  %.31.i11.3 = add i64 %.30.i10.3, %.502.3
  %.44.i12.3 = getelementptr double, double* %arg.A.4, i64 %.31.i11.3
  %.45.i13.3 = load double, double* %.44.i12.3, align 8, !noalias !107
  %.12.i.3 = fcmp uge double %.45.i.fr.3, %.45.i13.3
  %.25.i.3 = fcmp ord double %.45.i13.3, 0.000000e+00
  %or.cond59.3 = and i1 %.12.i.3, %.25.i.3
  br i1 %or.cond59.3, label %B254.endif.3.B316.3.loopexit68_crit_edge, label %B204.backedge.3

B204.backedge.3:                                  ; preds = %B254.endif.3
  %scevgep164 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv104
  %.417.3 = load i64, i64* %scevgep164, align 8
  %scevgep162 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv104
  %scevgep163 = getelementptr i64, i64* %scevgep162, i64 1
  store i64 %.417.3, i64* %scevgep163, align 8
  %lsr.iv.next105 = add i64 %lsr.iv104, -1
  %36 = add i64 %lsr.iv.next105, 1
  %.461.3 = icmp sgt i64 %36, %arg.low
  br i1 %.461.3, label %B254.endif.3, label %B316.3

B254.endif.us.3:                                  ; preds = %B254.endif.us.3.preheader, %B204.backedge.us.3
  %lsr.iv109 = phi i64 [ %lsr.iv.next110, %B204.backedge.us.3 ], [ %lsr.iv102, %B254.endif.us.3.preheader ]
  %.486.us.3 = icmp ugt i64 %lsr.iv109, %const
  %.487.us.3 = select i1 %.486.us.3, i64 %arg.R.5.0, i64 0
  %37 = add i64 %.487.us.3, %lsr.iv109
  %.501.us.3 = getelementptr i64, i64* %arg.R.4, i64 %37
  %.502.us.3 = load i64, i64* %.501.us.3, align 8
  %.29.i9.us.3 = icmp slt i64 %.502.us.3, 0
  %.30.i10.us.3 = select i1 %.29.i9.us.3, i64 %arg.A.5.0, i64 0
  %.31.i11.us.3 = add i64 %.30.i10.us.3, %.502.us.3
  %.44.i12.us.3 = getelementptr double, double* %arg.A.4, i64 %.31.i11.us.3
  %.45.i13.us.3 = load double, double* %.44.i12.us.3, align 8, !noalias !107
  %.12.i.us.3 = fcmp olt double %.45.i.fr.3, %.45.i13.us.3
  br i1 %.12.i.us.3, label %B204.backedge.us.3, label %B254.endif.us.3.B316.3.loopexit_crit_edge

B204.backedge.us.3:                               ; preds = %B254.endif.us.3
  %scevgep167 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv109
  %.417.us.3 = load i64, i64* %scevgep167, align 8
  %scevgep165 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv109
  %scevgep166 = getelementptr i64, i64* %scevgep165, i64 1
  store i64 %.417.us.3, i64* %scevgep166, align 8
  %lsr.iv.next110 = add i64 %lsr.iv109, -1
  %38 = add i64 %lsr.iv.next110, 1
  %.461.us.3 = icmp sgt i64 %38, %arg.low
  br i1 %.461.us.3, label %B254.endif.us.3, label %B316.3

B254.endif.us.3.B316.3.loopexit_crit_edge:        ; preds = %B254.endif.us.3
  %39 = add i64 %lsr.iv109, 1
  br label %B316.3

B254.endif.3.B316.3.loopexit68_crit_edge:         ; preds = %B254.endif.3
  %40 = add i64 %lsr.iv104, 1
  br label %B316.3

B316.3:                                           ; preds = %B204.backedge.3, %B204.backedge.us.3, %B254.endif.3.B316.3.loopexit68_crit_edge, %B254.endif.us.3.B316.3.loopexit_crit_edge, %B204.preheader.3, %for.body.i4.3, %B316.2
  %j.3.2.3 = phi i64 [ %.111.055.3, %B316.2 ], [ %.111.055.3, %for.body.i4.3 ], [ %.111.055.2, %B204.preheader.3 ], [ %39, %B254.endif.us.3.B316.3.loopexit_crit_edge ], [ %40, %B254.endif.3.B316.3.loopexit68_crit_edge ], [ %arg.low, %B204.backedge.us.3 ], [ %arg.low, %B204.backedge.3 ]
  %.593.3 = icmp slt i64 %j.3.2.3, 0
  %.594.3 = select i1 %.593.3, i64 %arg.R.5.0, i64 0
  %.595.3 = add i64 %.594.3, %j.3.2.3
  %.608.3 = getelementptr i64, i64* %arg.R.4, i64 %.595.3
  store i64 %.234.3, i64* %.608.3, align 8
  %lsr.iv.next = add i64 %lsr.iv, 4
  %lsr.iv.next103 = add i64 %lsr.iv102, 4
  %.167.3 = icmp sgt i64 %.16656, 4
  br i1 %.167.3, label %B84.endif, label %B328

B328:                                             ; preds = %B316.3, %B84.endif.prol.loopexit, %B38.endif
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B38.endif:                                        ; preds = %B22
  %.124 = sub i64 %arg.high, %arg.low
  %.16754.not = icmp slt i64 %.124, 1
  br i1 %.16754.not, label %B328, label %B84.endif.preheader

B84.endif.preheader:                              ; preds = %B38.endif
  %41 = xor i64 %arg.low, -1
  %42 = add i64 %41, %arg.high
  %xtraiter = and i64 %.124, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B84.endif.prol.loopexit, label %B84.endif.prol.preheader

B84.endif.prol.preheader:                         ; preds = %B84.endif.preheader
  br label %B84.endif.prol

B84.endif.prol:                                   ; preds = %B84.endif.prol.preheader, %B316.prol
  %.111.055.in.prol = phi i64 [ %.111.055.prol, %B316.prol ], [ %arg.low, %B84.endif.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B316.prol ], [ 0, %B84.endif.prol.preheader ]
  %.111.055.prol = add i64 %.111.055.in.prol, 1
  %.218.prol = icmp slt i64 %.111.055.prol, 0
  %.219.prol = select i1 %.218.prol, i64 %arg.R.5.0, i64 0
  %.220.prol = add i64 %.219.prol, %.111.055.prol
  %.233.prol = getelementptr i64, i64* %arg.R.4, i64 %.220.prol
  %.234.prol = load i64, i64* %.233.prol, align 8
  %.29.i.prol = icmp slt i64 %.234.prol, 0
  %.30.i.prol = select i1 %.29.i.prol, i64 %arg.A.5.0, i64 0
  %.31.i.prol = add i64 %.30.i.prol, %.234.prol
  %.44.i.prol = getelementptr double, double* %arg.A.4, i64 %.31.i.prol
  %.45.i.prol = load double, double* %.44.i.prol, align 8, !noalias !101
  %.45.i.fr.prol = freeze double %.45.i.prol
  %.278.prol = icmp sgt i64 %.111.055.prol, %arg.low
  br i1 %.278.prol, label %B142.endif.prol, label %B316.prol

B142.endif.prol:                                  ; preds = %B84.endif.prol
  %.319.prol = getelementptr i64, i64* %arg.R.4, i64 %.111.055.in.prol
  %.320.prol = load i64, i64* %.319.prol, align 8
  %.29.i14.prol = icmp slt i64 %.320.prol, 0
  %.30.i15.prol = select i1 %.29.i14.prol, i64 %arg.A.5.0, i64 0
  %.31.i16.prol = add i64 %.30.i15.prol, %.320.prol
  %.44.i17.prol = getelementptr double, double* %arg.A.4, i64 %.31.i16.prol
  %.45.i18.prol = load double, double* %.44.i17.prol, align 8, !noalias !104
  %.12.i1.prol = fcmp olt double %.45.i.fr.prol, %.45.i18.prol
  br i1 %.12.i1.prol, label %B204.preheader.prol, label %for.body.i4.prol

for.body.i4.prol:                                 ; preds = %B142.endif.prol
  %.25.i3.prol = fcmp ord double %.45.i18.prol, 0.000000e+00
  %.52.i5.prol = fcmp uno double %.45.i.fr.prol, 0.000000e+00
  %or.cond.prol = or i1 %.52.i5.prol, %.25.i3.prol
  br i1 %or.cond.prol, label %B316.prol, label %B204.preheader.prol

B204.preheader.prol:                              ; preds = %for.body.i4.prol, %B142.endif.prol
  %.44749.prol = getelementptr i64, i64* %arg.R.4, i64 %.111.055.prol
  store i64 %.320.prol, i64* %.44749.prol, align 8
  %.46150.prol = icmp sgt i64 %.111.055.in.prol, %arg.low
  br i1 %.46150.prol, label %B254.endif.lr.ph.prol, label %B316.prol

B254.endif.lr.ph.prol:                            ; preds = %B204.preheader.prol
  %.52.i.prol = fcmp uno double %.45.i.fr.prol, 0.000000e+00
  br i1 %.52.i.prol, label %B254.endif.us.prol.preheader, label %B254.endif.prol.preheader

B254.endif.prol.preheader:                        ; preds = %B254.endif.lr.ph.prol
  br label %B254.endif.prol

B254.endif.us.prol.preheader:                     ; preds = %B254.endif.lr.ph.prol
  br label %B254.endif.us.prol

B254.endif.prol:                                  ; preds = %B254.endif.prol.preheader, %B204.backedge.prol
  %.38752.prol = phi i64 [ %43, %B204.backedge.prol ], [ %.111.055.in.prol, %B254.endif.prol.preheader ]
  %scevgep168 = getelementptr i64, i64* %arg.R.4, i64 %.38752.prol
  %scevgep169 = getelementptr i64, i64* %scevgep168, i64 -1
  %.502.prol = load i64, i64* %scevgep169, align 8
  %.29.i9.prol = icmp slt i64 %.502.prol, 0
  %.30.i10.prol = select i1 %.29.i9.prol, i64 %arg.A.5.0, i64 0
  %.31.i11.prol = add i64 %.30.i10.prol, %.502.prol
  %.44.i12.prol = getelementptr double, double* %arg.A.4, i64 %.31.i11.prol
  %.45.i13.prol = load double, double* %.44.i12.prol, align 8, !noalias !107
  %.12.i.prol = fcmp uge double %.45.i.fr.prol, %.45.i13.prol
  %.25.i.prol = fcmp ord double %.45.i13.prol, 0.000000e+00
  %or.cond59.prol = and i1 %.12.i.prol, %.25.i.prol
  br i1 %or.cond59.prol, label %B316.prol, label %B204.backedge.prol

B204.backedge.prol:                               ; preds = %B254.endif.prol
  %43 = add i64 %.38752.prol, -1
  %scevgep170 = getelementptr i64, i64* %arg.R.4, i64 %.38752.prol
  store i64 %.502.prol, i64* %scevgep170, align 8
  %.461.prol = icmp sgt i64 %43, %arg.low
  br i1 %.461.prol, label %B254.endif.prol, label %B316.prol

B254.endif.us.prol:                               ; preds = %B254.endif.us.prol.preheader, %B204.backedge.us.prol
  %.38752.us.prol = phi i64 [ %45, %B204.backedge.us.prol ], [ %.111.055.in.prol, %B254.endif.us.prol.preheader ]
  %44 = add i64 %.38752.us.prol, 1
  %.486.us.prol = icmp slt i64 %44, 2
  %.487.us.prol = select i1 %.486.us.prol, i64 %arg.R.5.0, i64 0
  %45 = add nsw i64 %.38752.us.prol, -1
  %46 = add i64 %.487.us.prol, %.38752.us.prol
  %47 = add i64 %46, -1
  %.501.us.prol = getelementptr i64, i64* %arg.R.4, i64 %47
  %.502.us.prol = load i64, i64* %.501.us.prol, align 8
  %.29.i9.us.prol = icmp slt i64 %.502.us.prol, 0
  %.30.i10.us.prol = select i1 %.29.i9.us.prol, i64 %arg.A.5.0, i64 0
  %.31.i11.us.prol = add i64 %.30.i10.us.prol, %.502.us.prol
  %.44.i12.us.prol = getelementptr double, double* %arg.A.4, i64 %.31.i11.us.prol
  %.45.i13.us.prol = load double, double* %.44.i12.us.prol, align 8, !noalias !107
  %.12.i.us.prol = fcmp olt double %.45.i.fr.prol, %.45.i13.us.prol
  br i1 %.12.i.us.prol, label %B204.backedge.us.prol, label %B316.prol

B204.backedge.us.prol:                            ; preds = %B254.endif.us.prol
  %scevgep171 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us.prol
  %scevgep172 = getelementptr i64, i64* %scevgep171, i64 -1
  %.417.us.prol = load i64, i64* %scevgep172, align 8
  %scevgep173 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us.prol
  store i64 %.417.us.prol, i64* %scevgep173, align 8
  %.461.us.prol = icmp sgt i64 %45, %arg.low
  br i1 %.461.us.prol, label %B254.endif.us.prol, label %B316.prol

B316.prol:                                        ; preds = %B204.backedge.prol, %B254.endif.prol, %B204.backedge.us.prol, %B254.endif.us.prol, %B204.preheader.prol, %for.body.i4.prol, %B84.endif.prol
  %j.3.2.prol = phi i64 [ %.111.055.prol, %B84.endif.prol ], [ %.111.055.prol, %for.body.i4.prol ], [ %.111.055.in.prol, %B204.preheader.prol ], [ %arg.low, %B204.backedge.us.prol ], [ %.38752.us.prol, %B254.endif.us.prol ], [ %arg.low, %B204.backedge.prol ], [ %.38752.prol, %B254.endif.prol ]
  %.593.prol = icmp slt i64 %j.3.2.prol, 0
  %.594.prol = select i1 %.593.prol, i64 %arg.R.5.0, i64 0
  %.595.prol = add i64 %.594.prol, %j.3.2.prol
  %.608.prol = getelementptr i64, i64* %arg.R.4, i64 %.595.prol
  store i64 %.234.prol, i64* %.608.prol, align 8
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %B84.endif.prol.loopexit.loopexit, label %B84.endif.prol, !llvm.loop !110

B84.endif.prol.loopexit.loopexit:                 ; preds = %B316.prol
  %48 = and i64 %.124, -4
  br label %B84.endif.prol.loopexit

B84.endif.prol.loopexit:                          ; preds = %B84.endif.prol.loopexit.loopexit, %B84.endif.preheader
  %.16656.unr = phi i64 [ %.124, %B84.endif.preheader ], [ %48, %B84.endif.prol.loopexit.loopexit ]
  %.111.055.in.unr = phi i64 [ %arg.low, %B84.endif.preheader ], [ %.111.055.prol, %B84.endif.prol.loopexit.loopexit ]
  %49 = icmp ult i64 %42, 3
  br i1 %49, label %B328, label %B84.endif.preheader76

B84.endif.preheader76:                            ; preds = %B84.endif.prol.loopexit
  %const = bitcast i64 9223372036854775805 to i64
  %50 = add i64 %.111.055.in.unr, 1
  %51 = add i64 %.111.055.in.unr, 2
  br label %B84.endif

B84.endif:                                        ; preds = %B84.endif.preheader76, %B316.3
  %lsr.iv102 = phi i64 [ %51, %B84.endif.preheader76 ], [ %lsr.iv.next103, %B316.3 ]
  %lsr.iv = phi i64 [ %50, %B84.endif.preheader76 ], [ %lsr.iv.next, %B316.3 ]
  %.16656 = phi i64 [ %.16656.unr, %B84.endif.preheader76 ], [ %.176.3, %B316.3 ]
  %.111.055.in = phi i64 [ %.111.055.in.unr, %B84.endif.preheader76 ], [ %.111.055.3, %B316.3 ]
  %.111.055 = add i64 %.111.055.in, 1
  %.218 = icmp slt i64 %.111.055, 0
  %.219 = select i1 %.218, i64 %arg.R.5.0, i64 0
  %.220 = add i64 %.219, %.111.055
  %.233 = getelementptr i64, i64* %arg.R.4, i64 %.220
  %.234 = load i64, i64* %.233, align 8
  %.29.i = icmp slt i64 %.234, 0
  %.30.i = select i1 %.29.i, i64 %arg.A.5.0, i64 0
  %.31.i = add i64 %.30.i, %.234
  %.44.i = getelementptr double, double* %arg.A.4, i64 %.31.i
  %.45.i = load double, double* %.44.i, align 8, !noalias !101
  %.45.i.fr = freeze double %.45.i
  %.278 = icmp sgt i64 %.111.055, %arg.low
  br i1 %.278, label %B142.endif, label %B316

B142.endif:                                       ; preds = %B84.endif
  %.319 = getelementptr i64, i64* %arg.R.4, i64 %.111.055.in
  %.320 = load i64, i64* %.319, align 8
  %.29.i14 = icmp slt i64 %.320, 0
  %.30.i15 = select i1 %.29.i14, i64 %arg.A.5.0, i64 0
  %.31.i16 = add i64 %.30.i15, %.320
  %.44.i17 = getelementptr double, double* %arg.A.4, i64 %.31.i16
  %.45.i18 = load double, double* %.44.i17, align 8, !noalias !104
  %.12.i1 = fcmp olt double %.45.i.fr, %.45.i18
  br i1 %.12.i1, label %B204.preheader, label %for.body.i4

for.body.i4:                                      ; preds = %B142.endif
  %.25.i3 = fcmp ord double %.45.i18, 0.000000e+00
  %.52.i5 = fcmp uno double %.45.i.fr, 0.000000e+00
  %or.cond = or i1 %.52.i5, %.25.i3
  br i1 %or.cond, label %B316, label %B204.preheader

B204.preheader:                                   ; preds = %for.body.i4, %B142.endif
  %sunkaddr198 = mul i64 %.111.055.in, 8
  %52 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr199 = getelementptr i8, i8* %52, i64 %sunkaddr198
  %sunkaddr200 = getelementptr i8, i8* %sunkaddr199, i64 8
  %53 = bitcast i8* %sunkaddr200 to i64*
  store i64 %.320, i64* %53, align 8
  %.46150 = icmp sgt i64 %.111.055.in, %arg.low
  br i1 %.46150, label %B254.endif.lr.ph, label %B316

B254.endif.lr.ph:                                 ; preds = %B204.preheader
  %.52.i = fcmp uno double %.45.i.fr, 0.000000e+00
  br i1 %.52.i, label %B254.endif.us.preheader, label %B254.endif.preheader

B254.endif.preheader:                             ; preds = %B254.endif.lr.ph
  br label %B254.endif

B254.endif.us.preheader:                          ; preds = %B254.endif.lr.ph
  br label %B254.endif.us

B254.endif.us:                                    ; preds = %B254.endif.us.preheader, %B204.backedge.us
  %.38752.us = phi i64 [ %55, %B204.backedge.us ], [ %.111.055.in, %B254.endif.us.preheader ]
  %54 = add i64 %.38752.us, 1
  %.486.us = icmp slt i64 %54, 2
  %.487.us = select i1 %.486.us, i64 %arg.R.5.0, i64 0
  %55 = add nsw i64 %.38752.us, -1
  %56 = add i64 %.487.us, %.38752.us
  %57 = add i64 %56, -1
  %.501.us = getelementptr i64, i64* %arg.R.4, i64 %57
  %.502.us = load i64, i64* %.501.us, align 8
  %.29.i9.us = icmp slt i64 %.502.us, 0
  %.30.i10.us = select i1 %.29.i9.us, i64 %arg.A.5.0, i64 0
  %.31.i11.us = add i64 %.30.i10.us, %.502.us
  %.44.i12.us = getelementptr double, double* %arg.A.4, i64 %.31.i11.us
  %.45.i13.us = load double, double* %.44.i12.us, align 8, !noalias !107
  %.12.i.us = fcmp olt double %.45.i.fr, %.45.i13.us
  br i1 %.12.i.us, label %B204.backedge.us, label %B316

B204.backedge.us:                                 ; preds = %B254.endif.us
  %scevgep137 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us
  %scevgep140 = getelementptr i64, i64* %scevgep137, i64 -1
  %.417.us = load i64, i64* %scevgep140, align 8
  %scevgep141 = getelementptr i64, i64* %arg.R.4, i64 %.38752.us
  store i64 %.417.us, i64* %scevgep141, align 8
  %.461.us = icmp sgt i64 %55, %arg.low
  br i1 %.461.us, label %B254.endif.us, label %B316

B254.endif:                                       ; preds = %B254.endif.preheader, %B204.backedge
  %.38752 = phi i64 [ %58, %B204.backedge ], [ %.111.055.in, %B254.endif.preheader ]
  %scevgep = getelementptr i64, i64* %arg.R.4, i64 %.38752
  %scevgep131 = getelementptr i64, i64* %scevgep, i64 -1
  %.502 = load i64, i64* %scevgep131, align 8
  %.29.i9 = icmp slt i64 %.502, 0
  %.30.i10 = select i1 %.29.i9, i64 %arg.A.5.0, i64 0
  %.31.i11 = add i64 %.30.i10, %.502
  %.44.i12 = getelementptr double, double* %arg.A.4, i64 %.31.i11
  %.45.i13 = load double, double* %.44.i12, align 8, !noalias !107
  %.12.i = fcmp uge double %.45.i.fr, %.45.i13
  %.25.i = fcmp ord double %.45.i13, 0.000000e+00
  %or.cond59 = and i1 %.12.i, %.25.i
  br i1 %or.cond59, label %B316, label %B204.backedge

B204.backedge:                                    ; preds = %B254.endif
  %58 = add i64 %.38752, -1
  %scevgep134 = getelementptr i64, i64* %arg.R.4, i64 %.38752
  store i64 %.502, i64* %scevgep134, align 8
  %.461 = icmp sgt i64 %58, %arg.low
  br i1 %.461, label %B254.endif, label %B316
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { argmemonly nofree norecurse nosync nounwind }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{!5, !7, !1, !3}
!5 = distinct !{!5, !6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!6 = distinct !{!6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!7 = distinct !{!7, !6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{i1 true}
!10 = !{!11, !13, !14, !16}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = !{!"branch_weights", i32 1, i32 7}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !19}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !19}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!44 = distinct !{!44, !19}
!45 = !{!46, !48}
!46 = distinct !{!46, !47, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!47 = distinct !{!47, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!48 = distinct !{!48, !47, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!49 = distinct !{!49, !19}
!50 = distinct !{!50, !19}
!51 = distinct !{!51, !52, !53}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !{!55, !57, !58, !60, !61, !63}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %excinfo"}
!64 = !{!61, !63}
!65 = distinct !{!65, !53}
!66 = distinct !{!66, !19}
!67 = distinct !{!67, !19}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!70 = distinct !{!70, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!73 = distinct !{!73, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!76 = distinct !{!76, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!79 = distinct !{!79, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!82 = distinct !{!82, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!85 = distinct !{!85, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!88 = distinct !{!88, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!91 = distinct !{!91, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!94 = distinct !{!94, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!97 = distinct !{!97, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!100 = distinct !{!100, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!103 = distinct !{!103, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!106 = distinct !{!106, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!109 = distinct !{!109, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!110 = distinct !{!110, !19}
