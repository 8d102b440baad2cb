; ModuleID = 'argsort_gather'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139798442366528 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139798442366528.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139798442366528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139798442366528, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798442366528.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798444791680 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139798444791680.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139798444791680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139798444791680, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798444791680.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f255c8e2150>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f255c8e2150>\00"
@_ZN08NumbaEnv5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.139798447031360 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139798447031360.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139798447031360 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139798447031360, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798447031360.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798442325632 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14setitem out of range\94\85\94N\87\94."
@.const.pickledata.139798442325632.sha1 = internal constant [20 x i8] c"\A5\C4N\81\D8\0E~\10\F1\DE\FE\8C\D63\07#\C9d\9E\A2"
@.const.picklebuf.139798442325632 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139798442325632, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798442325632.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798441465088 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139798441465088.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139798441465088 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139798441465088, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798441465088.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798442503936 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Erun_quicksort1\94\8C\17numba/misc/quicksort.py\94K\B4\87\94\87\94."
@.const.pickledata.139798442503936.sha1 = internal constant [20 x i8] c"oD\94\CD\174\F9\99\14\F1-\DD\9A>\DB\06\FFc2\B6"
@.const.picklebuf.139798442503936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.139798442503936, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798442503936.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139798443454592.4 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139798443454592.sha1.5 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139798443454592.3 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139798443454592.4, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798443454592.sha1.5, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798448792448 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139798448792448.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139798448792448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139798448792448, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448792448.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.139798442463488 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K\\\87\94\87\94."
@.const.pickledata.139798442463488.sha1 = internal constant [20 x i8] c"\02\C2\1Ac\A7Z\B98\FEy\10\9Ct\EF%\12\89\C9\1DG"
@.const.picklebuf.139798442463488 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.139798442463488, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798442463488.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139798441511680 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K]\87\94\87\94."
@.const.pickledata.139798441511680.sha1 = internal constant [20 x i8] c"\9E?\1BBC\D0\0AS\C7)|\A8~C\BBM:\83\DA\22"
@.const.picklebuf.139798441511680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.const.pickledata.139798441511680, i32 0, i32 0), i32 87, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798441511680.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global i8* null
@.const.pickledata.139798442474176 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KG\87\94\87\94."
@.const.pickledata.139798442474176.sha1 = internal constant [20 x i8] c"\F9\EC\8DU\8A\09\F4\86\D0!\1D;4Ee\9F\A5d6\FF"
@.const.picklebuf.139798442474176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.const.pickledata.139798442474176, i32 0, i32 0), i32 92, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798442474176.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139798448792448.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139798448792448.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139798448792448.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139798448792448.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139798448792448.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f255c9b8290B3v27B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f255c8de310B3v28B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
entry:
  %.21.i.i = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0), !noalias !0
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !0
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !4
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !4
  %.27.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* nonnull %.21.i.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i.i, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !4
  switch i32 %.27.i.i, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  %.fca.0.gep13.i29.i2065 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i to i8**
  %.fca.6.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i, i64 0, i32 6, i64 0
  %.fca.5.0.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i, i64 0, i32 4
  %.37.fca.6.0.load.i.i = load i64, i64* %.fca.6.0.gep.i.i, align 8, !noalias !4
  %.37.fca.5.0.load.i.i = load i64, i64* %.fca.5.0.gep.i.i, align 8, !noalias !4
  %.37.fca.4.load.i.i = load i64*, i64** %.fca.4.gep.i.i, align 8, !noalias !4
  %.37.fca.0.load.i.i = load i8*, i8** %.fca.0.gep13.i29.i2065, align 8, !noalias !4
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2), !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.37.fca.5.0.load.i.i, i64 8)
  %.111 = extractvalue { i64, i1 } %.109, 1
  br i1 %.111, label %B0.endif.if, label %B0.endif.endif, !prof !8

_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.21.i.i to i8*
  %.28.i.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i.i, align 8, !noalias !4
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5), !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !0
  %.42 = icmp sgt i32 %.27.i.i, 0
  %.43 = select i1 %.42, { i8*, i32, i8*, i8*, i32 }* %.28.i.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.43, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %.101.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit, %for.end.1.endif, %.101.endif.endif.endif.endif.if, %.101.endif.endif.endif.if, %B0.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.if ], [ 1, %.101.endif.endif.endif.if ], [ 1, %.101.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ %.27.i.i, %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.if ], [ 1, %.101.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442366528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif.endif:                                   ; preds = %_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448792448.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i138 = load double*, double** %6, align 8
  %.171135 = icmp slt i64 %.37.fca.5.0.load.i.i, 1
  br i1 %.171135, label %.100.if, label %.100.endif.preheader, !prof !8

.100.endif.preheader:                             ; preds = %B0.endif.endif.endif
  %7 = add i64 %.37.fca.5.0.load.i.i, -1
  %xtraiter419 = and i64 %.37.fca.5.0.load.i.i, 7
  %8 = icmp ult i64 %7, 7
  br i1 %8, label %.100.if.loopexit.unr-lcssa, label %.100.endif.preheader.new

.100.endif.preheader.new:                         ; preds = %.100.endif.preheader
  %9 = ptrtoint i64* %.37.fca.4.load.i.i to i64
  %unroll_iter422 = and i64 %.37.fca.5.0.load.i.i, -8
  %10 = shl i64 %.37.fca.6.0.load.i.i, 3
  %11 = shl i64 %.37.fca.6.0.load.i.i, 1
  br label %.100.endif

.100.if.loopexit.unr-lcssa:                       ; preds = %.100.endif, %.100.endif.preheader
  %.165.0137.unr = phi i64 [ 0, %.100.endif.preheader ], [ %.199.7, %.100.endif ]
  %lcmp.mod421.not = icmp eq i64 %xtraiter419, 0
  br i1 %lcmp.mod421.not, label %.100.if, label %.100.endif.epil.preheader

.100.endif.epil.preheader:                        ; preds = %.100.if.loopexit.unr-lcssa
  %12 = ptrtoint i64* %.37.fca.4.load.i.i to i64
  %scevgep2035 = getelementptr double, double* %.6.i138, i64 %.165.0137.unr
  %13 = mul i64 %.165.0137.unr, %.37.fca.6.0.load.i.i
  %14 = add i64 %12, %13
  br label %.100.endif.epil

.100.endif.epil:                                  ; preds = %.100.endif.epil.preheader, %.100.endif.epil
  %lsr.iv2037 = phi i64 [ %14, %.100.endif.epil.preheader ], [ %lsr.iv.next2038, %.100.endif.epil ]
  %epil.iter420 = phi i64 [ %epil.iter420.next, %.100.endif.epil ], [ 0, %.100.endif.epil.preheader ]
  %.187.epil = inttoptr i64 %lsr.iv2037 to i64*
  %.188.epil = load i64, i64* %.187.epil, align 8
  %.189.epil = icmp slt i64 %.188.epil, 0
  %.190.epil = select i1 %.189.epil, i64 %arg.x.5.0, i64 0
  %.191.epil = add i64 %.190.epil, %.188.epil
  %.194.epil = getelementptr double, double* %arg.x.4, i64 %.191.epil
  %.195.epil = load double, double* %.194.epil, align 8
  %scevgep2036 = getelementptr double, double* %scevgep2035, i64 %epil.iter420
  store double %.195.epil, double* %scevgep2036, align 8
  %epil.iter420.next = add i64 %epil.iter420, 1
  %lsr.iv.next2038 = add i64 %lsr.iv2037, %.37.fca.6.0.load.i.i
  %epil.iter420.cmp.not = icmp eq i64 %xtraiter419, %epil.iter420.next
  br i1 %epil.iter420.cmp.not, label %.100.if, label %.100.endif.epil, !prof !17, !llvm.loop !18

.100.if:                                          ; preds = %.100.endif.epil, %.100.if.loopexit.unr-lcssa, %B0.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %.37.fca.0.load.i.i)
  %.101.not.i = icmp eq i64 %.37.fca.5.0.load.i.i, 1
  br i1 %.101.not.i, label %.101.endif.endif.endif.endif, label %B90.i16

.100.endif:                                       ; preds = %.100.endif, %.100.endif.preheader.new
  %lsr.iv2055 = phi i64 [ %lsr.iv.next2056, %.100.endif ], [ %9, %.100.endif.preheader.new ]
  %.165.0137 = phi i64 [ 0, %.100.endif.preheader.new ], [ %.199.7, %.100.endif ]
  %.187 = inttoptr i64 %lsr.iv2055 to i64*
  %.188 = load i64, i64* %.187, align 8
  %.189 = icmp slt i64 %.188, 0
  %.190 = select i1 %.189, i64 %arg.x.5.0, i64 0
  %.191 = add i64 %.190, %.188
  %.194 = getelementptr double, double* %arg.x.4, i64 %.191
  %.195 = load double, double* %.194, align 8
  %sunkaddr = mul i64 %.165.0137, 8
  %15 = bitcast double* %.6.i138 to i8*
  %sunkaddr2066 = getelementptr i8, i8* %15, i64 %sunkaddr
  %16 = bitcast i8* %sunkaddr2066 to double*
  store double %.195, double* %16, align 8
  %17 = add i64 %.37.fca.6.0.load.i.i, %lsr.iv2055
  %.187.1 = inttoptr i64 %17 to i64*
  %.188.1 = load i64, i64* %.187.1, align 8
  %.189.1 = icmp slt i64 %.188.1, 0
  %.190.1 = select i1 %.189.1, i64 %arg.x.5.0, i64 0
  %.191.1 = add i64 %.190.1, %.188.1
  %.194.1 = getelementptr double, double* %arg.x.4, i64 %.191.1
  %.195.1 = load double, double* %.194.1, align 8
  %sunkaddr2067 = mul i64 %.165.0137, 8
  %18 = bitcast double* %.6.i138 to i8*
  %sunkaddr2068 = getelementptr i8, i8* %18, i64 %sunkaddr2067
  %sunkaddr2069 = getelementptr i8, i8* %sunkaddr2068, i64 8
  %19 = bitcast i8* %sunkaddr2069 to double*
  store double %.195.1, double* %19, align 8
  %20 = add i64 %11, %lsr.iv2055
  %sunkaddr2070 = inttoptr i64 %lsr.iv2055 to i64*
  %sunkaddr2071 = mul i64 %.37.fca.6.0.load.i.i, 2
  %21 = bitcast i64* %sunkaddr2070 to i8*
  %sunkaddr2072 = getelementptr i8, i8* %21, i64 %sunkaddr2071
  %22 = bitcast i8* %sunkaddr2072 to i64*
  %.188.2 = load i64, i64* %22, align 8
  %.189.2 = icmp slt i64 %.188.2, 0
  %.190.2 = select i1 %.189.2, i64 %arg.x.5.0, i64 0
  %.191.2 = add i64 %.190.2, %.188.2
  %.194.2 = getelementptr double, double* %arg.x.4, i64 %.191.2
  %.195.2 = load double, double* %.194.2, align 8
  %sunkaddr2073 = mul i64 %.165.0137, 8
  %23 = bitcast double* %.6.i138 to i8*
  %sunkaddr2074 = getelementptr i8, i8* %23, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, i8* %sunkaddr2074, i64 16
  %24 = bitcast i8* %sunkaddr2075 to double*
  store double %.195.2, double* %24, align 8
  %25 = add i64 %.37.fca.6.0.load.i.i, %20
  %.187.3 = inttoptr i64 %25 to i64*
  %.188.3 = load i64, i64* %.187.3, align 8
  %.189.3 = icmp slt i64 %.188.3, 0
  %.190.3 = select i1 %.189.3, i64 %arg.x.5.0, i64 0
  %.191.3 = add i64 %.190.3, %.188.3
  %.194.3 = getelementptr double, double* %arg.x.4, i64 %.191.3
  %.195.3 = load double, double* %.194.3, align 8
  %sunkaddr2076 = mul i64 %.165.0137, 8
  %26 = bitcast double* %.6.i138 to i8*
  %sunkaddr2077 = getelementptr i8, i8* %26, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, i8* %sunkaddr2077, i64 24
  %27 = bitcast i8* %sunkaddr2078 to double*
  store double %.195.3, double* %27, align 8
  %28 = add i64 %.37.fca.6.0.load.i.i, %25
  %.187.4 = inttoptr i64 %28 to i64*
  %.188.4 = load i64, i64* %.187.4, align 8
  %.189.4 = icmp slt i64 %.188.4, 0
  %.190.4 = select i1 %.189.4, i64 %arg.x.5.0, i64 0
  %.191.4 = add i64 %.190.4, %.188.4
  %.194.4 = getelementptr double, double* %arg.x.4, i64 %.191.4
  %.195.4 = load double, double* %.194.4, align 8
  %sunkaddr2079 = mul i64 %.165.0137, 8
  %29 = bitcast double* %.6.i138 to i8*
  %sunkaddr2080 = getelementptr i8, i8* %29, i64 %sunkaddr2079
  %sunkaddr2081 = getelementptr i8, i8* %sunkaddr2080, i64 32
  %30 = bitcast i8* %sunkaddr2081 to double*
  store double %.195.4, double* %30, align 8
  %31 = add i64 %.37.fca.6.0.load.i.i, %28
  %.187.5 = inttoptr i64 %31 to i64*
  %.188.5 = load i64, i64* %.187.5, align 8
  %.189.5 = icmp slt i64 %.188.5, 0
  %.190.5 = select i1 %.189.5, i64 %arg.x.5.0, i64 0
  %.191.5 = add i64 %.190.5, %.188.5
  %.194.5 = getelementptr double, double* %arg.x.4, i64 %.191.5
  %.195.5 = load double, double* %.194.5, align 8
  %sunkaddr2082 = mul i64 %.165.0137, 8
  %32 = bitcast double* %.6.i138 to i8*
  %sunkaddr2083 = getelementptr i8, i8* %32, i64 %sunkaddr2082
  %sunkaddr2084 = getelementptr i8, i8* %sunkaddr2083, i64 40
  %33 = bitcast i8* %sunkaddr2084 to double*
  store double %.195.5, double* %33, align 8
  %34 = add i64 %.37.fca.6.0.load.i.i, %31
  %.187.6 = inttoptr i64 %34 to i64*
  %.188.6 = load i64, i64* %.187.6, align 8
  %.189.6 = icmp slt i64 %.188.6, 0
  %.190.6 = select i1 %.189.6, i64 %arg.x.5.0, i64 0
  %.191.6 = add i64 %.190.6, %.188.6
  %.194.6 = getelementptr double, double* %arg.x.4, i64 %.191.6
  %.195.6 = load double, double* %.194.6, align 8
  %sunkaddr2085 = mul i64 %.165.0137, 8
  %35 = bitcast double* %.6.i138 to i8*
  %sunkaddr2086 = getelementptr i8, i8* %35, i64 %sunkaddr2085
  %sunkaddr2087 = getelementptr i8, i8* %sunkaddr2086, i64 48
  %36 = bitcast i8* %sunkaddr2087 to double*
  store double %.195.6, double* %36, align 8
  %37 = add i64 %.37.fca.6.0.load.i.i, %34
  %.187.7 = inttoptr i64 %37 to i64*
  %.188.7 = load i64, i64* %.187.7, align 8
  %.189.7 = icmp slt i64 %.188.7, 0
  %.190.7 = select i1 %.189.7, i64 %arg.x.5.0, i64 0
  %.191.7 = add i64 %.190.7, %.188.7
  %.194.7 = getelementptr double, double* %arg.x.4, i64 %.191.7
  %.195.7 = load double, double* %.194.7, align 8
  %sunkaddr2088 = mul i64 %.165.0137, 8
  %38 = bitcast double* %.6.i138 to i8*
  %sunkaddr2089 = getelementptr i8, i8* %38, i64 %sunkaddr2088
  %sunkaddr2090 = getelementptr i8, i8* %sunkaddr2089, i64 56
  %39 = bitcast i8* %sunkaddr2090 to double*
  store double %.195.7, double* %39, align 8
  %.199.7 = add nuw i64 %.165.0137, 8
  %lsr.iv.next2056 = add i64 %lsr.iv2055, %10
  %niter423.ncmp.7 = icmp eq i64 %unroll_iter422, %.199.7
  br i1 %niter423.ncmp.7, label %.100.if.loopexit.unr-lcssa, label %.100.endif, !prof !8

B90.i16:                                          ; preds = %.100.if
  %.71.not.i13 = icmp eq i64 %.37.fca.5.0.load.i.i, %arg.w.5.0
  %.76.not.i14 = icmp eq i64 %arg.w.5.0, 1
  %or.cond.i15 = or i1 %.76.not.i14, %.71.not.i13
  br i1 %or.cond.i15, label %.101.endif.endif.endif.endif, label %.101.endif.endif.endif.if

.101.endif.endif.endif.if:                        ; preds = %B90.i16
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798444791680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

.101.endif.endif.endif.endif:                     ; preds = %.100.if, %B90.i16
  %dest_shape.1162 = phi i64 [ %.37.fca.5.0.load.i.i, %B90.i16 ], [ %arg.w.5.0, %.100.if ]
  %.318 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1162, i64 8)
  %.320 = extractvalue { i64, i1 } %.318, 1
  br i1 %.320, label %.101.endif.endif.endif.endif.if, label %.101.endif.endif.endif.endif.endif, !prof !8

.101.endif.endif.endif.endif.if:                  ; preds = %.101.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442366528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

.101.endif.endif.endif.endif.endif:               ; preds = %.101.endif.endif.endif.endif
  %.319 = extractvalue { i64, i1 } %.318, 0
  %.7.i.i34 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.319, i32 32), !noalias !20
  %.8.i.i35 = icmp eq i8* %.7.i.i34, null
  br i1 %.8.i.i35, label %.101.endif.endif.endif.endif.endif.if, label %.101.endif.endif.endif.endif.endif.endif, !prof !8

.101.endif.endif.endif.endif.endif.if:            ; preds = %.101.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448792448.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

.101.endif.endif.endif.endif.endif.endif:         ; preds = %.101.endif.endif.endif.endif.endif
  %.5.i40 = getelementptr i8, i8* %.7.i.i34, i64 24
  %40 = bitcast i8* %.5.i40 to double**
  %.6.i41139 = load double*, double** %40, align 8
  %.390131 = icmp sgt i64 %dest_shape.1162, 0
  br i1 %.390131, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.101.endif.endif.endif.endif.endif.endif
  %.392 = icmp ugt i64 %.37.fca.5.0.load.i.i, 1
  br i1 %.392, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %41 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %41, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %42 = icmp ult i64 %dest_shape.1162, 32
  br i1 %42, label %for.body.us.preheader367, label %vector.memcheck268

vector.memcheck268:                               ; preds = %for.body.us.preheader
  %scevgep269 = getelementptr double, double* %.6.i41139, i64 %dest_shape.1162
  %scevgep271 = getelementptr double, double* %.6.i138, i64 %dest_shape.1162
  %scevgep273 = getelementptr double, double* %arg.w.4, i64 1
  %bound0275 = icmp ult double* %.6.i41139, %scevgep271
  %bound1276 = icmp ult double* %.6.i138, %scevgep269
  %found.conflict277 = and i1 %bound0275, %bound1276
  %bound0278 = icmp ult double* %.6.i41139, %scevgep273
  %bound1279 = icmp ugt double* %scevgep269, %arg.w.4
  %found.conflict280 = and i1 %bound0278, %bound1279
  %conflict.rdx281 = or i1 %found.conflict277, %found.conflict280
  br i1 %conflict.rdx281, label %for.body.us.preheader367, label %vector.ph286

vector.ph286:                                     ; preds = %vector.memcheck268
  %n.vec288 = and i64 %dest_shape.1162, -32
  %43 = add i64 %n.vec288, -32
  %44 = lshr exact i64 %43, 5
  %45 = add nuw nsw i64 %44, 1
  %xtraiter398 = and i64 %45, 7
  %46 = icmp ult i64 %43, 224
  br i1 %46, label %middle.block282.unr-lcssa, label %vector.ph286.new

vector.ph286.new:                                 ; preds = %vector.ph286
  %const2059 = bitcast i64 1152921504606846968 to i64
  %unroll_iter401 = and i64 %45, %const2059
  %47 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296 = insertelement <8 x double> poison, double %47, i64 0
  %broadcast.splat297 = shufflevector <8 x double> %broadcast.splatinsert296, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x double> poison, double %47, i64 0
  %broadcast.splat299 = shufflevector <8 x double> %broadcast.splatinsert298, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <8 x double> poison, double %47, i64 0
  %broadcast.splat301 = shufflevector <8 x double> %broadcast.splatinsert300, <8 x double> poison, <8 x i32> zeroinitializer
  %48 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302 = insertelement <8 x double> poison, double %48, i64 0
  %broadcast.splat303 = shufflevector <8 x double> %broadcast.splatinsert302, <8 x double> poison, <8 x i32> zeroinitializer
  %49 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.1 = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat297.1 = shufflevector <8 x double> %broadcast.splatinsert296.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.1 = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat299.1 = shufflevector <8 x double> %broadcast.splatinsert298.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.1 = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat301.1 = shufflevector <8 x double> %broadcast.splatinsert300.1, <8 x double> poison, <8 x i32> zeroinitializer
  %50 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.1 = insertelement <8 x double> poison, double %50, i64 0
  %broadcast.splat303.1 = shufflevector <8 x double> %broadcast.splatinsert302.1, <8 x double> poison, <8 x i32> zeroinitializer
  %51 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.2 = insertelement <8 x double> poison, double %51, i64 0
  %broadcast.splat297.2 = shufflevector <8 x double> %broadcast.splatinsert296.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.2 = insertelement <8 x double> poison, double %51, i64 0
  %broadcast.splat299.2 = shufflevector <8 x double> %broadcast.splatinsert298.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.2 = insertelement <8 x double> poison, double %51, i64 0
  %broadcast.splat301.2 = shufflevector <8 x double> %broadcast.splatinsert300.2, <8 x double> poison, <8 x i32> zeroinitializer
  %52 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.2 = insertelement <8 x double> poison, double %52, i64 0
  %broadcast.splat303.2 = shufflevector <8 x double> %broadcast.splatinsert302.2, <8 x double> poison, <8 x i32> zeroinitializer
  %53 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.3 = insertelement <8 x double> poison, double %53, i64 0
  %broadcast.splat297.3 = shufflevector <8 x double> %broadcast.splatinsert296.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.3 = insertelement <8 x double> poison, double %53, i64 0
  %broadcast.splat299.3 = shufflevector <8 x double> %broadcast.splatinsert298.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.3 = insertelement <8 x double> poison, double %53, i64 0
  %broadcast.splat301.3 = shufflevector <8 x double> %broadcast.splatinsert300.3, <8 x double> poison, <8 x i32> zeroinitializer
  %54 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.3 = insertelement <8 x double> poison, double %54, i64 0
  %broadcast.splat303.3 = shufflevector <8 x double> %broadcast.splatinsert302.3, <8 x double> poison, <8 x i32> zeroinitializer
  %55 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.4 = insertelement <8 x double> poison, double %55, i64 0
  %broadcast.splat297.4 = shufflevector <8 x double> %broadcast.splatinsert296.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.4 = insertelement <8 x double> poison, double %55, i64 0
  %broadcast.splat299.4 = shufflevector <8 x double> %broadcast.splatinsert298.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.4 = insertelement <8 x double> poison, double %55, i64 0
  %broadcast.splat301.4 = shufflevector <8 x double> %broadcast.splatinsert300.4, <8 x double> poison, <8 x i32> zeroinitializer
  %56 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.4 = insertelement <8 x double> poison, double %56, i64 0
  %broadcast.splat303.4 = shufflevector <8 x double> %broadcast.splatinsert302.4, <8 x double> poison, <8 x i32> zeroinitializer
  %57 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.5 = insertelement <8 x double> poison, double %57, i64 0
  %broadcast.splat297.5 = shufflevector <8 x double> %broadcast.splatinsert296.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.5 = insertelement <8 x double> poison, double %57, i64 0
  %broadcast.splat299.5 = shufflevector <8 x double> %broadcast.splatinsert298.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.5 = insertelement <8 x double> poison, double %57, i64 0
  %broadcast.splat301.5 = shufflevector <8 x double> %broadcast.splatinsert300.5, <8 x double> poison, <8 x i32> zeroinitializer
  %58 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.5 = insertelement <8 x double> poison, double %58, i64 0
  %broadcast.splat303.5 = shufflevector <8 x double> %broadcast.splatinsert302.5, <8 x double> poison, <8 x i32> zeroinitializer
  %59 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.6 = insertelement <8 x double> poison, double %59, i64 0
  %broadcast.splat297.6 = shufflevector <8 x double> %broadcast.splatinsert296.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.6 = insertelement <8 x double> poison, double %59, i64 0
  %broadcast.splat299.6 = shufflevector <8 x double> %broadcast.splatinsert298.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.6 = insertelement <8 x double> poison, double %59, i64 0
  %broadcast.splat301.6 = shufflevector <8 x double> %broadcast.splatinsert300.6, <8 x double> poison, <8 x i32> zeroinitializer
  %60 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.6 = insertelement <8 x double> poison, double %60, i64 0
  %broadcast.splat303.6 = shufflevector <8 x double> %broadcast.splatinsert302.6, <8 x double> poison, <8 x i32> zeroinitializer
  %61 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.7 = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat297.7 = shufflevector <8 x double> %broadcast.splatinsert296.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.7 = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat299.7 = shufflevector <8 x double> %broadcast.splatinsert298.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.7 = insertelement <8 x double> poison, double %61, i64 0
  %broadcast.splat301.7 = shufflevector <8 x double> %broadcast.splatinsert300.7, <8 x double> poison, <8 x i32> zeroinitializer
  %62 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.7 = insertelement <8 x double> poison, double %62, i64 0
  %broadcast.splat303.7 = shufflevector <8 x double> %broadcast.splatinsert302.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1451 = getelementptr double, double* %.6.i138, i64 248
  %scevgep1547 = getelementptr double, double* %.6.i41139, i64 248
  br label %vector.body284

vector.body284:                                   ; preds = %vector.body284, %vector.ph286.new
  %lsr.iv1643 = phi i64 [ %lsr.iv.next1644, %vector.body284 ], [ %unroll_iter401, %vector.ph286.new ]
  %index291 = phi i64 [ 0, %vector.ph286.new ], [ %index.next304.7, %vector.body284 ]
  %scevgep1535 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15351536 = bitcast double* %scevgep1535 to <8 x double>*
  %scevgep1537 = getelementptr <8 x double>, <8 x double>* %scevgep15351536, i64 -31
  %wide.load292 = load <8 x double>, <8 x double>* %scevgep1537, align 8, !alias.scope !30
  %scevgep1544 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15441545 = bitcast double* %scevgep1544 to <8 x double>*
  %scevgep1546 = getelementptr <8 x double>, <8 x double>* %scevgep15441545, i64 -30
  %wide.load293 = load <8 x double>, <8 x double>* %scevgep1546, align 8, !alias.scope !30
  %scevgep1541 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15411542 = bitcast double* %scevgep1541 to <8 x double>*
  %scevgep1543 = getelementptr <8 x double>, <8 x double>* %scevgep15411542, i64 -29
  %wide.load294 = load <8 x double>, <8 x double>* %scevgep1543, align 8, !alias.scope !30
  %scevgep1538 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15381539 = bitcast double* %scevgep1538 to <8 x double>*
  %scevgep1540 = getelementptr <8 x double>, <8 x double>* %scevgep15381539, i64 -28
  %wide.load295 = load <8 x double>, <8 x double>* %scevgep1540, align 8, !alias.scope !30
  %63 = fmul <8 x double> %wide.load292, %broadcast.splat297
  %64 = fmul <8 x double> %wide.load293, %broadcast.splat299
  %65 = fmul <8 x double> %wide.load294, %broadcast.splat301
  %66 = fmul <8 x double> %wide.load295, %broadcast.splat303
  %scevgep1631 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16311632 = bitcast double* %scevgep1631 to <8 x double>*
  %scevgep1633 = getelementptr <8 x double>, <8 x double>* %scevgep16311632, i64 -31
  store <8 x double> %63, <8 x double>* %scevgep1633, align 8, !alias.scope !32, !noalias !34
  %scevgep1640 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16401641 = bitcast double* %scevgep1640 to <8 x double>*
  %scevgep1642 = getelementptr <8 x double>, <8 x double>* %scevgep16401641, i64 -30
  store <8 x double> %64, <8 x double>* %scevgep1642, align 8, !alias.scope !32, !noalias !34
  %scevgep1637 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16371638 = bitcast double* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 -29
  store <8 x double> %65, <8 x double>* %scevgep1639, align 8, !alias.scope !32, !noalias !34
  %scevgep1634 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16341635 = bitcast double* %scevgep1634 to <8 x double>*
  %scevgep1636 = getelementptr <8 x double>, <8 x double>* %scevgep16341635, i64 -28
  store <8 x double> %66, <8 x double>* %scevgep1636, align 8, !alias.scope !32, !noalias !34
  %scevgep1521 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15211522 = bitcast double* %scevgep1521 to <8 x double>*
  %scevgep1523 = getelementptr <8 x double>, <8 x double>* %scevgep15211522, i64 -27
  %wide.load292.1 = load <8 x double>, <8 x double>* %scevgep1523, align 8, !alias.scope !30
  %scevgep1518 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15181519 = bitcast double* %scevgep1518 to <8 x double>*
  %scevgep1520 = getelementptr <8 x double>, <8 x double>* %scevgep15181519, i64 -26
  %wide.load293.1 = load <8 x double>, <8 x double>* %scevgep1520, align 8, !alias.scope !30
  %scevgep1515 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15151516 = bitcast double* %scevgep1515 to <8 x double>*
  %scevgep1517 = getelementptr <8 x double>, <8 x double>* %scevgep15151516, i64 -25
  %wide.load294.1 = load <8 x double>, <8 x double>* %scevgep1517, align 8, !alias.scope !30
  %scevgep1512 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15121513 = bitcast double* %scevgep1512 to <8 x double>*
  %scevgep1514 = getelementptr <8 x double>, <8 x double>* %scevgep15121513, i64 -24
  %wide.load295.1 = load <8 x double>, <8 x double>* %scevgep1514, align 8, !alias.scope !30
  %67 = fmul <8 x double> %wide.load292.1, %broadcast.splat297.1
  %68 = fmul <8 x double> %wide.load293.1, %broadcast.splat299.1
  %69 = fmul <8 x double> %wide.load294.1, %broadcast.splat301.1
  %70 = fmul <8 x double> %wide.load295.1, %broadcast.splat303.1
  %scevgep1617 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16171618 = bitcast double* %scevgep1617 to <8 x double>*
  %scevgep1619 = getelementptr <8 x double>, <8 x double>* %scevgep16171618, i64 -27
  store <8 x double> %67, <8 x double>* %scevgep1619, align 8, !alias.scope !32, !noalias !34
  %scevgep1614 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16141615 = bitcast double* %scevgep1614 to <8 x double>*
  %scevgep1616 = getelementptr <8 x double>, <8 x double>* %scevgep16141615, i64 -26
  store <8 x double> %68, <8 x double>* %scevgep1616, align 8, !alias.scope !32, !noalias !34
  %scevgep1611 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16111612 = bitcast double* %scevgep1611 to <8 x double>*
  %scevgep1613 = getelementptr <8 x double>, <8 x double>* %scevgep16111612, i64 -25
  store <8 x double> %69, <8 x double>* %scevgep1613, align 8, !alias.scope !32, !noalias !34
  %scevgep1608 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16081609 = bitcast double* %scevgep1608 to <8 x double>*
  %scevgep1610 = getelementptr <8 x double>, <8 x double>* %scevgep16081609, i64 -24
  store <8 x double> %70, <8 x double>* %scevgep1610, align 8, !alias.scope !32, !noalias !34
  %scevgep1509 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15091510 = bitcast double* %scevgep1509 to <8 x double>*
  %scevgep1511 = getelementptr <8 x double>, <8 x double>* %scevgep15091510, i64 -23
  %wide.load292.2 = load <8 x double>, <8 x double>* %scevgep1511, align 8, !alias.scope !30
  %scevgep1506 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15061507 = bitcast double* %scevgep1506 to <8 x double>*
  %scevgep1508 = getelementptr <8 x double>, <8 x double>* %scevgep15061507, i64 -22
  %wide.load293.2 = load <8 x double>, <8 x double>* %scevgep1508, align 8, !alias.scope !30
  %scevgep1503 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15031504 = bitcast double* %scevgep1503 to <8 x double>*
  %scevgep1505 = getelementptr <8 x double>, <8 x double>* %scevgep15031504, i64 -21
  %wide.load294.2 = load <8 x double>, <8 x double>* %scevgep1505, align 8, !alias.scope !30
  %scevgep1500 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15001501 = bitcast double* %scevgep1500 to <8 x double>*
  %scevgep1502 = getelementptr <8 x double>, <8 x double>* %scevgep15001501, i64 -20
  %wide.load295.2 = load <8 x double>, <8 x double>* %scevgep1502, align 8, !alias.scope !30
  %71 = fmul <8 x double> %wide.load292.2, %broadcast.splat297.2
  %72 = fmul <8 x double> %wide.load293.2, %broadcast.splat299.2
  %73 = fmul <8 x double> %wide.load294.2, %broadcast.splat301.2
  %74 = fmul <8 x double> %wide.load295.2, %broadcast.splat303.2
  %scevgep1605 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16051606 = bitcast double* %scevgep1605 to <8 x double>*
  %scevgep1607 = getelementptr <8 x double>, <8 x double>* %scevgep16051606, i64 -23
  store <8 x double> %71, <8 x double>* %scevgep1607, align 8, !alias.scope !32, !noalias !34
  %scevgep1602 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16021603 = bitcast double* %scevgep1602 to <8 x double>*
  %scevgep1604 = getelementptr <8 x double>, <8 x double>* %scevgep16021603, i64 -22
  store <8 x double> %72, <8 x double>* %scevgep1604, align 8, !alias.scope !32, !noalias !34
  %scevgep1599 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15991600 = bitcast double* %scevgep1599 to <8 x double>*
  %scevgep1601 = getelementptr <8 x double>, <8 x double>* %scevgep15991600, i64 -21
  store <8 x double> %73, <8 x double>* %scevgep1601, align 8, !alias.scope !32, !noalias !34
  %scevgep1596 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15961597 = bitcast double* %scevgep1596 to <8 x double>*
  %scevgep1598 = getelementptr <8 x double>, <8 x double>* %scevgep15961597, i64 -20
  store <8 x double> %74, <8 x double>* %scevgep1598, align 8, !alias.scope !32, !noalias !34
  %scevgep1497 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14971498 = bitcast double* %scevgep1497 to <8 x double>*
  %scevgep1499 = getelementptr <8 x double>, <8 x double>* %scevgep14971498, i64 -19
  %wide.load292.3 = load <8 x double>, <8 x double>* %scevgep1499, align 8, !alias.scope !30
  %scevgep1494 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14941495 = bitcast double* %scevgep1494 to <8 x double>*
  %scevgep1496 = getelementptr <8 x double>, <8 x double>* %scevgep14941495, i64 -18
  %wide.load293.3 = load <8 x double>, <8 x double>* %scevgep1496, align 8, !alias.scope !30
  %scevgep1491 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14911492 = bitcast double* %scevgep1491 to <8 x double>*
  %scevgep1493 = getelementptr <8 x double>, <8 x double>* %scevgep14911492, i64 -17
  %wide.load294.3 = load <8 x double>, <8 x double>* %scevgep1493, align 8, !alias.scope !30
  %scevgep1488 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14881489 = bitcast double* %scevgep1488 to <8 x double>*
  %scevgep1490 = getelementptr <8 x double>, <8 x double>* %scevgep14881489, i64 -16
  %wide.load295.3 = load <8 x double>, <8 x double>* %scevgep1490, align 8, !alias.scope !30
  %75 = fmul <8 x double> %wide.load292.3, %broadcast.splat297.3
  %76 = fmul <8 x double> %wide.load293.3, %broadcast.splat299.3
  %77 = fmul <8 x double> %wide.load294.3, %broadcast.splat301.3
  %78 = fmul <8 x double> %wide.load295.3, %broadcast.splat303.3
  %scevgep1593 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15931594 = bitcast double* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 -19
  store <8 x double> %75, <8 x double>* %scevgep1595, align 8, !alias.scope !32, !noalias !34
  %scevgep1590 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15901591 = bitcast double* %scevgep1590 to <8 x double>*
  %scevgep1592 = getelementptr <8 x double>, <8 x double>* %scevgep15901591, i64 -18
  store <8 x double> %76, <8 x double>* %scevgep1592, align 8, !alias.scope !32, !noalias !34
  %scevgep1587 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15871588 = bitcast double* %scevgep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %scevgep15871588, i64 -17
  store <8 x double> %77, <8 x double>* %scevgep1589, align 8, !alias.scope !32, !noalias !34
  %scevgep1584 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15841585 = bitcast double* %scevgep1584 to <8 x double>*
  %scevgep1586 = getelementptr <8 x double>, <8 x double>* %scevgep15841585, i64 -16
  store <8 x double> %78, <8 x double>* %scevgep1586, align 8, !alias.scope !32, !noalias !34
  %scevgep1485 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14851486 = bitcast double* %scevgep1485 to <8 x double>*
  %scevgep1487 = getelementptr <8 x double>, <8 x double>* %scevgep14851486, i64 -15
  %wide.load292.4 = load <8 x double>, <8 x double>* %scevgep1487, align 8, !alias.scope !30
  %scevgep1482 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14821483 = bitcast double* %scevgep1482 to <8 x double>*
  %scevgep1484 = getelementptr <8 x double>, <8 x double>* %scevgep14821483, i64 -14
  %wide.load293.4 = load <8 x double>, <8 x double>* %scevgep1484, align 8, !alias.scope !30
  %scevgep1479 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14791480 = bitcast double* %scevgep1479 to <8 x double>*
  %scevgep1481 = getelementptr <8 x double>, <8 x double>* %scevgep14791480, i64 -13
  %wide.load294.4 = load <8 x double>, <8 x double>* %scevgep1481, align 8, !alias.scope !30
  %scevgep1476 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14761477 = bitcast double* %scevgep1476 to <8 x double>*
  %scevgep1478 = getelementptr <8 x double>, <8 x double>* %scevgep14761477, i64 -12
  %wide.load295.4 = load <8 x double>, <8 x double>* %scevgep1478, align 8, !alias.scope !30
  %79 = fmul <8 x double> %wide.load292.4, %broadcast.splat297.4
  %80 = fmul <8 x double> %wide.load293.4, %broadcast.splat299.4
  %81 = fmul <8 x double> %wide.load294.4, %broadcast.splat301.4
  %82 = fmul <8 x double> %wide.load295.4, %broadcast.splat303.4
  %scevgep1581 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15811582 = bitcast double* %scevgep1581 to <8 x double>*
  %scevgep1583 = getelementptr <8 x double>, <8 x double>* %scevgep15811582, i64 -15
  store <8 x double> %79, <8 x double>* %scevgep1583, align 8, !alias.scope !32, !noalias !34
  %scevgep1578 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15781579 = bitcast double* %scevgep1578 to <8 x double>*
  %scevgep1580 = getelementptr <8 x double>, <8 x double>* %scevgep15781579, i64 -14
  store <8 x double> %80, <8 x double>* %scevgep1580, align 8, !alias.scope !32, !noalias !34
  %scevgep1575 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15751576 = bitcast double* %scevgep1575 to <8 x double>*
  %scevgep1577 = getelementptr <8 x double>, <8 x double>* %scevgep15751576, i64 -13
  store <8 x double> %81, <8 x double>* %scevgep1577, align 8, !alias.scope !32, !noalias !34
  %scevgep1572 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15721573 = bitcast double* %scevgep1572 to <8 x double>*
  %scevgep1574 = getelementptr <8 x double>, <8 x double>* %scevgep15721573, i64 -12
  store <8 x double> %82, <8 x double>* %scevgep1574, align 8, !alias.scope !32, !noalias !34
  %scevgep1473 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14731474 = bitcast double* %scevgep1473 to <8 x double>*
  %scevgep1475 = getelementptr <8 x double>, <8 x double>* %scevgep14731474, i64 -11
  %wide.load292.5 = load <8 x double>, <8 x double>* %scevgep1475, align 8, !alias.scope !30
  %scevgep1470 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14701471 = bitcast double* %scevgep1470 to <8 x double>*
  %scevgep1472 = getelementptr <8 x double>, <8 x double>* %scevgep14701471, i64 -10
  %wide.load293.5 = load <8 x double>, <8 x double>* %scevgep1472, align 8, !alias.scope !30
  %scevgep1467 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14671468 = bitcast double* %scevgep1467 to <8 x double>*
  %scevgep1469 = getelementptr <8 x double>, <8 x double>* %scevgep14671468, i64 -9
  %wide.load294.5 = load <8 x double>, <8 x double>* %scevgep1469, align 8, !alias.scope !30
  %scevgep1464 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14641465 = bitcast double* %scevgep1464 to <8 x double>*
  %scevgep1466 = getelementptr <8 x double>, <8 x double>* %scevgep14641465, i64 -8
  %wide.load295.5 = load <8 x double>, <8 x double>* %scevgep1466, align 8, !alias.scope !30
  %83 = fmul <8 x double> %wide.load292.5, %broadcast.splat297.5
  %84 = fmul <8 x double> %wide.load293.5, %broadcast.splat299.5
  %85 = fmul <8 x double> %wide.load294.5, %broadcast.splat301.5
  %86 = fmul <8 x double> %wide.load295.5, %broadcast.splat303.5
  %scevgep1569 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15691570 = bitcast double* %scevgep1569 to <8 x double>*
  %scevgep1571 = getelementptr <8 x double>, <8 x double>* %scevgep15691570, i64 -11
  store <8 x double> %83, <8 x double>* %scevgep1571, align 8, !alias.scope !32, !noalias !34
  %scevgep1566 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15661567 = bitcast double* %scevgep1566 to <8 x double>*
  %scevgep1568 = getelementptr <8 x double>, <8 x double>* %scevgep15661567, i64 -10
  store <8 x double> %84, <8 x double>* %scevgep1568, align 8, !alias.scope !32, !noalias !34
  %scevgep1563 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15631564 = bitcast double* %scevgep1563 to <8 x double>*
  %scevgep1565 = getelementptr <8 x double>, <8 x double>* %scevgep15631564, i64 -9
  store <8 x double> %85, <8 x double>* %scevgep1565, align 8, !alias.scope !32, !noalias !34
  %scevgep1560 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15601561 = bitcast double* %scevgep1560 to <8 x double>*
  %scevgep1562 = getelementptr <8 x double>, <8 x double>* %scevgep15601561, i64 -8
  store <8 x double> %86, <8 x double>* %scevgep1562, align 8, !alias.scope !32, !noalias !34
  %scevgep1461 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14611462 = bitcast double* %scevgep1461 to <8 x double>*
  %scevgep1463 = getelementptr <8 x double>, <8 x double>* %scevgep14611462, i64 -7
  %wide.load292.6 = load <8 x double>, <8 x double>* %scevgep1463, align 8, !alias.scope !30
  %scevgep1458 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14581459 = bitcast double* %scevgep1458 to <8 x double>*
  %scevgep1460 = getelementptr <8 x double>, <8 x double>* %scevgep14581459, i64 -6
  %wide.load293.6 = load <8 x double>, <8 x double>* %scevgep1460, align 8, !alias.scope !30
  %scevgep1455 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14551456 = bitcast double* %scevgep1455 to <8 x double>*
  %scevgep1457 = getelementptr <8 x double>, <8 x double>* %scevgep14551456, i64 -5
  %wide.load294.6 = load <8 x double>, <8 x double>* %scevgep1457, align 8, !alias.scope !30
  %scevgep1452 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep14521453 = bitcast double* %scevgep1452 to <8 x double>*
  %scevgep1454 = getelementptr <8 x double>, <8 x double>* %scevgep14521453, i64 -4
  %wide.load295.6 = load <8 x double>, <8 x double>* %scevgep1454, align 8, !alias.scope !30
  %87 = fmul <8 x double> %wide.load292.6, %broadcast.splat297.6
  %88 = fmul <8 x double> %wide.load293.6, %broadcast.splat299.6
  %89 = fmul <8 x double> %wide.load294.6, %broadcast.splat301.6
  %90 = fmul <8 x double> %wide.load295.6, %broadcast.splat303.6
  %scevgep1557 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15571558 = bitcast double* %scevgep1557 to <8 x double>*
  %scevgep1559 = getelementptr <8 x double>, <8 x double>* %scevgep15571558, i64 -7
  store <8 x double> %87, <8 x double>* %scevgep1559, align 8, !alias.scope !32, !noalias !34
  %scevgep1554 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15541555 = bitcast double* %scevgep1554 to <8 x double>*
  %scevgep1556 = getelementptr <8 x double>, <8 x double>* %scevgep15541555, i64 -6
  store <8 x double> %88, <8 x double>* %scevgep1556, align 8, !alias.scope !32, !noalias !34
  %scevgep1551 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15511552 = bitcast double* %scevgep1551 to <8 x double>*
  %scevgep1553 = getelementptr <8 x double>, <8 x double>* %scevgep15511552, i64 -5
  store <8 x double> %89, <8 x double>* %scevgep1553, align 8, !alias.scope !32, !noalias !34
  %scevgep1548 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep15481549 = bitcast double* %scevgep1548 to <8 x double>*
  %scevgep1550 = getelementptr <8 x double>, <8 x double>* %scevgep15481549, i64 -4
  store <8 x double> %90, <8 x double>* %scevgep1550, align 8, !alias.scope !32, !noalias !34
  %scevgep1532 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15321533 = bitcast double* %scevgep1532 to <8 x double>*
  %scevgep1534 = getelementptr <8 x double>, <8 x double>* %scevgep15321533, i64 -3
  %wide.load292.7 = load <8 x double>, <8 x double>* %scevgep1534, align 8, !alias.scope !30
  %scevgep1529 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15291530 = bitcast double* %scevgep1529 to <8 x double>*
  %scevgep1531 = getelementptr <8 x double>, <8 x double>* %scevgep15291530, i64 -2
  %wide.load293.7 = load <8 x double>, <8 x double>* %scevgep1531, align 8, !alias.scope !30
  %scevgep1526 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15261527 = bitcast double* %scevgep1526 to <8 x double>*
  %scevgep1528 = getelementptr <8 x double>, <8 x double>* %scevgep15261527, i64 -1
  %wide.load294.7 = load <8 x double>, <8 x double>* %scevgep1528, align 8, !alias.scope !30
  %scevgep1524 = getelementptr double, double* %scevgep1451, i64 %index291
  %scevgep15241525 = bitcast double* %scevgep1524 to <8 x double>*
  %wide.load295.7 = load <8 x double>, <8 x double>* %scevgep15241525, align 8, !alias.scope !30
  %91 = fmul <8 x double> %wide.load292.7, %broadcast.splat297.7
  %92 = fmul <8 x double> %wide.load293.7, %broadcast.splat299.7
  %93 = fmul <8 x double> %wide.load294.7, %broadcast.splat301.7
  %94 = fmul <8 x double> %wide.load295.7, %broadcast.splat303.7
  %scevgep1628 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16281629 = bitcast double* %scevgep1628 to <8 x double>*
  %scevgep1630 = getelementptr <8 x double>, <8 x double>* %scevgep16281629, i64 -3
  store <8 x double> %91, <8 x double>* %scevgep1630, align 8, !alias.scope !32, !noalias !34
  %scevgep1625 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16251626 = bitcast double* %scevgep1625 to <8 x double>*
  %scevgep1627 = getelementptr <8 x double>, <8 x double>* %scevgep16251626, i64 -2
  store <8 x double> %92, <8 x double>* %scevgep1627, align 8, !alias.scope !32, !noalias !34
  %scevgep1622 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16221623 = bitcast double* %scevgep1622 to <8 x double>*
  %scevgep1624 = getelementptr <8 x double>, <8 x double>* %scevgep16221623, i64 -1
  store <8 x double> %93, <8 x double>* %scevgep1624, align 8, !alias.scope !32, !noalias !34
  %scevgep1620 = getelementptr double, double* %scevgep1547, i64 %index291
  %scevgep16201621 = bitcast double* %scevgep1620 to <8 x double>*
  store <8 x double> %94, <8 x double>* %scevgep16201621, align 8, !alias.scope !32, !noalias !34
  %index.next304.7 = add i64 %index291, 256
  %lsr.iv.next1644 = add i64 %lsr.iv1643, -8
  %niter402.ncmp.7 = icmp eq i64 %lsr.iv.next1644, 0
  br i1 %niter402.ncmp.7, label %middle.block282.unr-lcssa, label %vector.body284, !llvm.loop !35

middle.block282.unr-lcssa:                        ; preds = %vector.body284, %vector.ph286
  %index291.unr = phi i64 [ 0, %vector.ph286 ], [ %index.next304.7, %vector.body284 ]
  %lcmp.mod400.not = icmp eq i64 %xtraiter398, 0
  br i1 %lcmp.mod400.not, label %middle.block282, label %vector.body284.epil.preheader

vector.body284.epil.preheader:                    ; preds = %middle.block282.unr-lcssa
  %95 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert296.epil = insertelement <8 x double> poison, double %95, i64 0
  %broadcast.splat297.epil = shufflevector <8 x double> %broadcast.splatinsert296.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298.epil = insertelement <8 x double> poison, double %95, i64 0
  %broadcast.splat299.epil = shufflevector <8 x double> %broadcast.splatinsert298.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300.epil = insertelement <8 x double> poison, double %95, i64 0
  %broadcast.splat301.epil = shufflevector <8 x double> %broadcast.splatinsert300.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %96 = load double, double* %arg.w.4, align 8, !alias.scope !27
  %broadcast.splatinsert302.epil = insertelement <8 x double> poison, double %96, i64 0
  %broadcast.splat303.epil = shufflevector <8 x double> %broadcast.splatinsert302.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %97 = add nuw nsw i64 %index291.unr, 24
  %scevgep1423 = getelementptr double, double* %.6.i41139, i64 %97
  %scevgep1438 = getelementptr double, double* %.6.i138, i64 %97
  %98 = shl nuw nsw i64 %xtraiter398, 8
  br label %vector.body284.epil

vector.body284.epil:                              ; preds = %vector.body284.epil, %vector.body284.epil.preheader
  %lsr.iv1424 = phi i64 [ %lsr.iv.next1425, %vector.body284.epil ], [ 0, %vector.body284.epil.preheader ]
  %99 = bitcast double* %scevgep1438 to i8*
  %100 = bitcast double* %scevgep1423 to i8*
  %uglygep1448 = getelementptr i8, i8* %99, i64 %lsr.iv1424
  %uglygep14481449 = bitcast i8* %uglygep1448 to <8 x double>*
  %scevgep1450 = getelementptr <8 x double>, <8 x double>* %uglygep14481449, i64 -3
  %wide.load292.epil = load <8 x double>, <8 x double>* %scevgep1450, align 8, !alias.scope !30
  %uglygep1445 = getelementptr i8, i8* %99, i64 %lsr.iv1424
  %uglygep14451446 = bitcast i8* %uglygep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %uglygep14451446, i64 -2
  %wide.load293.epil = load <8 x double>, <8 x double>* %scevgep1447, align 8, !alias.scope !30
  %uglygep1442 = getelementptr i8, i8* %99, i64 %lsr.iv1424
  %uglygep14421443 = bitcast i8* %uglygep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %uglygep14421443, i64 -1
  %wide.load294.epil = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !30
  %uglygep1440 = getelementptr i8, i8* %99, i64 %lsr.iv1424
  %uglygep14401441 = bitcast i8* %uglygep1440 to <8 x double>*
  %wide.load295.epil = load <8 x double>, <8 x double>* %uglygep14401441, align 8, !alias.scope !30
  %101 = fmul <8 x double> %wide.load292.epil, %broadcast.splat297.epil
  %102 = fmul <8 x double> %wide.load293.epil, %broadcast.splat299.epil
  %103 = fmul <8 x double> %wide.load294.epil, %broadcast.splat301.epil
  %104 = fmul <8 x double> %wide.load295.epil, %broadcast.splat303.epil
  %uglygep1435 = getelementptr i8, i8* %100, i64 %lsr.iv1424
  %uglygep14351436 = bitcast i8* %uglygep1435 to <8 x double>*
  %scevgep1437 = getelementptr <8 x double>, <8 x double>* %uglygep14351436, i64 -3
  store <8 x double> %101, <8 x double>* %scevgep1437, align 8, !alias.scope !32, !noalias !34
  %uglygep1432 = getelementptr i8, i8* %100, i64 %lsr.iv1424
  %uglygep14321433 = bitcast i8* %uglygep1432 to <8 x double>*
  %scevgep1434 = getelementptr <8 x double>, <8 x double>* %uglygep14321433, i64 -2
  store <8 x double> %102, <8 x double>* %scevgep1434, align 8, !alias.scope !32, !noalias !34
  %uglygep1429 = getelementptr i8, i8* %100, i64 %lsr.iv1424
  %uglygep14291430 = bitcast i8* %uglygep1429 to <8 x double>*
  %scevgep1431 = getelementptr <8 x double>, <8 x double>* %uglygep14291430, i64 -1
  store <8 x double> %103, <8 x double>* %scevgep1431, align 8, !alias.scope !32, !noalias !34
  %uglygep1427 = getelementptr i8, i8* %100, i64 %lsr.iv1424
  %uglygep14271428 = bitcast i8* %uglygep1427 to <8 x double>*
  store <8 x double> %104, <8 x double>* %uglygep14271428, align 8, !alias.scope !32, !noalias !34
  %lsr.iv.next1425 = add nuw nsw i64 %lsr.iv1424, 256
  %epil.iter399.cmp.not = icmp eq i64 %98, %lsr.iv.next1425
  br i1 %epil.iter399.cmp.not, label %middle.block282, label %vector.body284.epil, !llvm.loop !37

middle.block282:                                  ; preds = %vector.body284.epil, %middle.block282.unr-lcssa
  %cmp.n290 = icmp eq i64 %dest_shape.1162, %n.vec288
  br i1 %cmp.n290, label %for.end, label %for.body.us.preheader367

for.body.us.preheader367:                         ; preds = %vector.memcheck268, %for.body.us.preheader, %middle.block282
  %loop.index134.us.ph = phi i64 [ 0, %vector.memcheck268 ], [ 0, %for.body.us.preheader ], [ %n.vec288, %middle.block282 ]
  %105 = xor i64 %loop.index134.us.ph, -1
  %106 = add i64 %dest_shape.1162, %105
  %xtraiter395 = and i64 %dest_shape.1162, 7
  %lcmp.mod396.not = icmp eq i64 %xtraiter395, 0
  br i1 %lcmp.mod396.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader367
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1421 = phi i64 [ %xtraiter395, %for.body.us.prol.preheader ], [ %lsr.iv.next1422, %for.body.us.prol ]
  %loop.index134.us.prol = phi i64 [ %.438.us.prol, %for.body.us.prol ], [ %loop.index134.us.ph, %for.body.us.prol.preheader ]
  %scevgep1420 = getelementptr double, double* %.6.i138, i64 %loop.index134.us.prol
  %.400.us.prol = load double, double* %scevgep1420, align 8
  %.409.us.prol = load double, double* %arg.w.4, align 8
  %.6.i123.us.prol = fmul double %.400.us.prol, %.409.us.prol
  %scevgep1419 = getelementptr double, double* %.6.i41139, i64 %loop.index134.us.prol
  store double %.6.i123.us.prol, double* %scevgep1419, align 8
  %.438.us.prol = add nuw i64 %loop.index134.us.prol, 1
  %lsr.iv.next1422 = add nsw i64 %lsr.iv1421, -1
  %prol.iter397.cmp.not = icmp eq i64 %lsr.iv.next1422, 0
  br i1 %prol.iter397.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !38

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader367
  %loop.index134.us.unr = phi i64 [ %loop.index134.us.ph, %for.body.us.preheader367 ], [ %.438.us.prol, %for.body.us.prol ]
  %107 = icmp ult i64 %106, 7
  br i1 %107, label %for.end, label %for.body.us.preheader426

for.body.us.preheader426:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %108 = icmp ult i64 %dest_shape.1162, 32
  br i1 %108, label %for.body.us.us.preheader366, label %vector.memcheck305

vector.memcheck305:                               ; preds = %for.body.us.us.preheader
  %scevgep306 = getelementptr double, double* %.6.i41139, i64 %dest_shape.1162
  %scevgep308 = getelementptr double, double* %.6.i138, i64 %dest_shape.1162
  %scevgep310 = getelementptr double, double* %arg.w.4, i64 %dest_shape.1162
  %bound0312 = icmp ult double* %.6.i41139, %scevgep308
  %bound1313 = icmp ult double* %.6.i138, %scevgep306
  %found.conflict314 = and i1 %bound0312, %bound1313
  %bound0315 = icmp ult double* %.6.i41139, %scevgep310
  %bound1316 = icmp ugt double* %scevgep306, %arg.w.4
  %found.conflict317 = and i1 %bound0315, %bound1316
  %conflict.rdx318 = or i1 %found.conflict314, %found.conflict317
  br i1 %conflict.rdx318, label %for.body.us.us.preheader366, label %vector.ph323

vector.ph323:                                     ; preds = %vector.memcheck305
  %n.vec325 = and i64 %dest_shape.1162, -32
  %109 = add i64 %n.vec325, -32
  %110 = lshr exact i64 %109, 5
  %111 = add nuw nsw i64 %110, 1
  %xtraiter390 = and i64 %111, 7
  %112 = icmp ult i64 %109, 224
  br i1 %112, label %middle.block319.unr-lcssa, label %vector.ph323.new

vector.ph323.new:                                 ; preds = %vector.ph323
  %const2060 = bitcast i64 1152921504606846968 to i64
  %unroll_iter393 = and i64 %111, %const2060
  %scevgep1097 = getelementptr double, double* %.6.i138, i64 248
  %scevgep1193 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep1289 = getelementptr double, double* %.6.i41139, i64 248
  br label %vector.body321

vector.body321:                                   ; preds = %vector.body321, %vector.ph323.new
  %lsr.iv1385 = phi i64 [ %lsr.iv.next1386, %vector.body321 ], [ %unroll_iter393, %vector.ph323.new ]
  %index328 = phi i64 [ 0, %vector.ph323.new ], [ %index.next337.7, %vector.body321 ]
  %scevgep1181 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11811182 = bitcast double* %scevgep1181 to <8 x double>*
  %scevgep1183 = getelementptr <8 x double>, <8 x double>* %scevgep11811182, i64 -31
  %wide.load329 = load <8 x double>, <8 x double>* %scevgep1183, align 8, !alias.scope !39
  %scevgep1190 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11901191 = bitcast double* %scevgep1190 to <8 x double>*
  %scevgep1192 = getelementptr <8 x double>, <8 x double>* %scevgep11901191, i64 -30
  %wide.load330 = load <8 x double>, <8 x double>* %scevgep1192, align 8, !alias.scope !39
  %scevgep1187 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11871188 = bitcast double* %scevgep1187 to <8 x double>*
  %scevgep1189 = getelementptr <8 x double>, <8 x double>* %scevgep11871188, i64 -29
  %wide.load331 = load <8 x double>, <8 x double>* %scevgep1189, align 8, !alias.scope !39
  %scevgep1184 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11841185 = bitcast double* %scevgep1184 to <8 x double>*
  %scevgep1186 = getelementptr <8 x double>, <8 x double>* %scevgep11841185, i64 -28
  %wide.load332 = load <8 x double>, <8 x double>* %scevgep1186, align 8, !alias.scope !39
  %scevgep1277 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12771278 = bitcast double* %scevgep1277 to <8 x double>*
  %scevgep1279 = getelementptr <8 x double>, <8 x double>* %scevgep12771278, i64 -31
  %wide.load333 = load <8 x double>, <8 x double>* %scevgep1279, align 8, !alias.scope !42
  %scevgep1286 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12861287 = bitcast double* %scevgep1286 to <8 x double>*
  %scevgep1288 = getelementptr <8 x double>, <8 x double>* %scevgep12861287, i64 -30
  %wide.load334 = load <8 x double>, <8 x double>* %scevgep1288, align 8, !alias.scope !42
  %scevgep1283 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12831284 = bitcast double* %scevgep1283 to <8 x double>*
  %scevgep1285 = getelementptr <8 x double>, <8 x double>* %scevgep12831284, i64 -29
  %wide.load335 = load <8 x double>, <8 x double>* %scevgep1285, align 8, !alias.scope !42
  %scevgep1280 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12801281 = bitcast double* %scevgep1280 to <8 x double>*
  %scevgep1282 = getelementptr <8 x double>, <8 x double>* %scevgep12801281, i64 -28
  %wide.load336 = load <8 x double>, <8 x double>* %scevgep1282, align 8, !alias.scope !42
  %113 = fmul <8 x double> %wide.load329, %wide.load333
  %114 = fmul <8 x double> %wide.load330, %wide.load334
  %115 = fmul <8 x double> %wide.load331, %wide.load335
  %116 = fmul <8 x double> %wide.load332, %wide.load336
  %scevgep1373 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %scevgep1375 = getelementptr <8 x double>, <8 x double>* %scevgep13731374, i64 -31
  store <8 x double> %113, <8 x double>* %scevgep1375, align 8, !alias.scope !44, !noalias !46
  %scevgep1382 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13821383 = bitcast double* %scevgep1382 to <8 x double>*
  %scevgep1384 = getelementptr <8 x double>, <8 x double>* %scevgep13821383, i64 -30
  store <8 x double> %114, <8 x double>* %scevgep1384, align 8, !alias.scope !44, !noalias !46
  %scevgep1379 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13791380 = bitcast double* %scevgep1379 to <8 x double>*
  %scevgep1381 = getelementptr <8 x double>, <8 x double>* %scevgep13791380, i64 -29
  store <8 x double> %115, <8 x double>* %scevgep1381, align 8, !alias.scope !44, !noalias !46
  %scevgep1376 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13761377 = bitcast double* %scevgep1376 to <8 x double>*
  %scevgep1378 = getelementptr <8 x double>, <8 x double>* %scevgep13761377, i64 -28
  store <8 x double> %116, <8 x double>* %scevgep1378, align 8, !alias.scope !44, !noalias !46
  %scevgep1167 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11671168 = bitcast double* %scevgep1167 to <8 x double>*
  %scevgep1169 = getelementptr <8 x double>, <8 x double>* %scevgep11671168, i64 -27
  %wide.load329.1 = load <8 x double>, <8 x double>* %scevgep1169, align 8, !alias.scope !39
  %scevgep1164 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11641165 = bitcast double* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 -26
  %wide.load330.1 = load <8 x double>, <8 x double>* %scevgep1166, align 8, !alias.scope !39
  %scevgep1161 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11611162 = bitcast double* %scevgep1161 to <8 x double>*
  %scevgep1163 = getelementptr <8 x double>, <8 x double>* %scevgep11611162, i64 -25
  %wide.load331.1 = load <8 x double>, <8 x double>* %scevgep1163, align 8, !alias.scope !39
  %scevgep1158 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11581159 = bitcast double* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -24
  %wide.load332.1 = load <8 x double>, <8 x double>* %scevgep1160, align 8, !alias.scope !39
  %scevgep1263 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12631264 = bitcast double* %scevgep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %scevgep12631264, i64 -27
  %wide.load333.1 = load <8 x double>, <8 x double>* %scevgep1265, align 8, !alias.scope !42
  %scevgep1260 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12601261 = bitcast double* %scevgep1260 to <8 x double>*
  %scevgep1262 = getelementptr <8 x double>, <8 x double>* %scevgep12601261, i64 -26
  %wide.load334.1 = load <8 x double>, <8 x double>* %scevgep1262, align 8, !alias.scope !42
  %scevgep1257 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12571258 = bitcast double* %scevgep1257 to <8 x double>*
  %scevgep1259 = getelementptr <8 x double>, <8 x double>* %scevgep12571258, i64 -25
  %wide.load335.1 = load <8 x double>, <8 x double>* %scevgep1259, align 8, !alias.scope !42
  %scevgep1254 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12541255 = bitcast double* %scevgep1254 to <8 x double>*
  %scevgep1256 = getelementptr <8 x double>, <8 x double>* %scevgep12541255, i64 -24
  %wide.load336.1 = load <8 x double>, <8 x double>* %scevgep1256, align 8, !alias.scope !42
  %117 = fmul <8 x double> %wide.load329.1, %wide.load333.1
  %118 = fmul <8 x double> %wide.load330.1, %wide.load334.1
  %119 = fmul <8 x double> %wide.load331.1, %wide.load335.1
  %120 = fmul <8 x double> %wide.load332.1, %wide.load336.1
  %scevgep1359 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13591360 = bitcast double* %scevgep1359 to <8 x double>*
  %scevgep1361 = getelementptr <8 x double>, <8 x double>* %scevgep13591360, i64 -27
  store <8 x double> %117, <8 x double>* %scevgep1361, align 8, !alias.scope !44, !noalias !46
  %scevgep1356 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13561357 = bitcast double* %scevgep1356 to <8 x double>*
  %scevgep1358 = getelementptr <8 x double>, <8 x double>* %scevgep13561357, i64 -26
  store <8 x double> %118, <8 x double>* %scevgep1358, align 8, !alias.scope !44, !noalias !46
  %scevgep1353 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13531354 = bitcast double* %scevgep1353 to <8 x double>*
  %scevgep1355 = getelementptr <8 x double>, <8 x double>* %scevgep13531354, i64 -25
  store <8 x double> %119, <8 x double>* %scevgep1355, align 8, !alias.scope !44, !noalias !46
  %scevgep1350 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13501351 = bitcast double* %scevgep1350 to <8 x double>*
  %scevgep1352 = getelementptr <8 x double>, <8 x double>* %scevgep13501351, i64 -24
  store <8 x double> %120, <8 x double>* %scevgep1352, align 8, !alias.scope !44, !noalias !46
  %scevgep1155 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11551156 = bitcast double* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -23
  %wide.load329.2 = load <8 x double>, <8 x double>* %scevgep1157, align 8, !alias.scope !39
  %scevgep1152 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11521153 = bitcast double* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -22
  %wide.load330.2 = load <8 x double>, <8 x double>* %scevgep1154, align 8, !alias.scope !39
  %scevgep1149 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11491150 = bitcast double* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -21
  %wide.load331.2 = load <8 x double>, <8 x double>* %scevgep1151, align 8, !alias.scope !39
  %scevgep1146 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11461147 = bitcast double* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -20
  %wide.load332.2 = load <8 x double>, <8 x double>* %scevgep1148, align 8, !alias.scope !39
  %scevgep1251 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12511252 = bitcast double* %scevgep1251 to <8 x double>*
  %scevgep1253 = getelementptr <8 x double>, <8 x double>* %scevgep12511252, i64 -23
  %wide.load333.2 = load <8 x double>, <8 x double>* %scevgep1253, align 8, !alias.scope !42
  %scevgep1248 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12481249 = bitcast double* %scevgep1248 to <8 x double>*
  %scevgep1250 = getelementptr <8 x double>, <8 x double>* %scevgep12481249, i64 -22
  %wide.load334.2 = load <8 x double>, <8 x double>* %scevgep1250, align 8, !alias.scope !42
  %scevgep1245 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12451246 = bitcast double* %scevgep1245 to <8 x double>*
  %scevgep1247 = getelementptr <8 x double>, <8 x double>* %scevgep12451246, i64 -21
  %wide.load335.2 = load <8 x double>, <8 x double>* %scevgep1247, align 8, !alias.scope !42
  %scevgep1242 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12421243 = bitcast double* %scevgep1242 to <8 x double>*
  %scevgep1244 = getelementptr <8 x double>, <8 x double>* %scevgep12421243, i64 -20
  %wide.load336.2 = load <8 x double>, <8 x double>* %scevgep1244, align 8, !alias.scope !42
  %121 = fmul <8 x double> %wide.load329.2, %wide.load333.2
  %122 = fmul <8 x double> %wide.load330.2, %wide.load334.2
  %123 = fmul <8 x double> %wide.load331.2, %wide.load335.2
  %124 = fmul <8 x double> %wide.load332.2, %wide.load336.2
  %scevgep1347 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13471348 = bitcast double* %scevgep1347 to <8 x double>*
  %scevgep1349 = getelementptr <8 x double>, <8 x double>* %scevgep13471348, i64 -23
  store <8 x double> %121, <8 x double>* %scevgep1349, align 8, !alias.scope !44, !noalias !46
  %scevgep1344 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13441345 = bitcast double* %scevgep1344 to <8 x double>*
  %scevgep1346 = getelementptr <8 x double>, <8 x double>* %scevgep13441345, i64 -22
  store <8 x double> %122, <8 x double>* %scevgep1346, align 8, !alias.scope !44, !noalias !46
  %scevgep1341 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13411342 = bitcast double* %scevgep1341 to <8 x double>*
  %scevgep1343 = getelementptr <8 x double>, <8 x double>* %scevgep13411342, i64 -21
  store <8 x double> %123, <8 x double>* %scevgep1343, align 8, !alias.scope !44, !noalias !46
  %scevgep1338 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13381339 = bitcast double* %scevgep1338 to <8 x double>*
  %scevgep1340 = getelementptr <8 x double>, <8 x double>* %scevgep13381339, i64 -20
  store <8 x double> %124, <8 x double>* %scevgep1340, align 8, !alias.scope !44, !noalias !46
  %scevgep1143 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11431144 = bitcast double* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -19
  %wide.load329.3 = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !39
  %scevgep1140 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11401141 = bitcast double* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -18
  %wide.load330.3 = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !39
  %scevgep1137 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11371138 = bitcast double* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -17
  %wide.load331.3 = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !39
  %scevgep1134 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11341135 = bitcast double* %scevgep1134 to <8 x double>*
  %scevgep1136 = getelementptr <8 x double>, <8 x double>* %scevgep11341135, i64 -16
  %wide.load332.3 = load <8 x double>, <8 x double>* %scevgep1136, align 8, !alias.scope !39
  %scevgep1239 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12391240 = bitcast double* %scevgep1239 to <8 x double>*
  %scevgep1241 = getelementptr <8 x double>, <8 x double>* %scevgep12391240, i64 -19
  %wide.load333.3 = load <8 x double>, <8 x double>* %scevgep1241, align 8, !alias.scope !42
  %scevgep1236 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12361237 = bitcast double* %scevgep1236 to <8 x double>*
  %scevgep1238 = getelementptr <8 x double>, <8 x double>* %scevgep12361237, i64 -18
  %wide.load334.3 = load <8 x double>, <8 x double>* %scevgep1238, align 8, !alias.scope !42
  %scevgep1233 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12331234 = bitcast double* %scevgep1233 to <8 x double>*
  %scevgep1235 = getelementptr <8 x double>, <8 x double>* %scevgep12331234, i64 -17
  %wide.load335.3 = load <8 x double>, <8 x double>* %scevgep1235, align 8, !alias.scope !42
  %scevgep1230 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12301231 = bitcast double* %scevgep1230 to <8 x double>*
  %scevgep1232 = getelementptr <8 x double>, <8 x double>* %scevgep12301231, i64 -16
  %wide.load336.3 = load <8 x double>, <8 x double>* %scevgep1232, align 8, !alias.scope !42
  %125 = fmul <8 x double> %wide.load329.3, %wide.load333.3
  %126 = fmul <8 x double> %wide.load330.3, %wide.load334.3
  %127 = fmul <8 x double> %wide.load331.3, %wide.load335.3
  %128 = fmul <8 x double> %wide.load332.3, %wide.load336.3
  %scevgep1335 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13351336 = bitcast double* %scevgep1335 to <8 x double>*
  %scevgep1337 = getelementptr <8 x double>, <8 x double>* %scevgep13351336, i64 -19
  store <8 x double> %125, <8 x double>* %scevgep1337, align 8, !alias.scope !44, !noalias !46
  %scevgep1332 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13321333 = bitcast double* %scevgep1332 to <8 x double>*
  %scevgep1334 = getelementptr <8 x double>, <8 x double>* %scevgep13321333, i64 -18
  store <8 x double> %126, <8 x double>* %scevgep1334, align 8, !alias.scope !44, !noalias !46
  %scevgep1329 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13291330 = bitcast double* %scevgep1329 to <8 x double>*
  %scevgep1331 = getelementptr <8 x double>, <8 x double>* %scevgep13291330, i64 -17
  store <8 x double> %127, <8 x double>* %scevgep1331, align 8, !alias.scope !44, !noalias !46
  %scevgep1326 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13261327 = bitcast double* %scevgep1326 to <8 x double>*
  %scevgep1328 = getelementptr <8 x double>, <8 x double>* %scevgep13261327, i64 -16
  store <8 x double> %128, <8 x double>* %scevgep1328, align 8, !alias.scope !44, !noalias !46
  %scevgep1131 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11311132 = bitcast double* %scevgep1131 to <8 x double>*
  %scevgep1133 = getelementptr <8 x double>, <8 x double>* %scevgep11311132, i64 -15
  %wide.load329.4 = load <8 x double>, <8 x double>* %scevgep1133, align 8, !alias.scope !39
  %scevgep1128 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11281129 = bitcast double* %scevgep1128 to <8 x double>*
  %scevgep1130 = getelementptr <8 x double>, <8 x double>* %scevgep11281129, i64 -14
  %wide.load330.4 = load <8 x double>, <8 x double>* %scevgep1130, align 8, !alias.scope !39
  %scevgep1125 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11251126 = bitcast double* %scevgep1125 to <8 x double>*
  %scevgep1127 = getelementptr <8 x double>, <8 x double>* %scevgep11251126, i64 -13
  %wide.load331.4 = load <8 x double>, <8 x double>* %scevgep1127, align 8, !alias.scope !39
  %scevgep1122 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11221123 = bitcast double* %scevgep1122 to <8 x double>*
  %scevgep1124 = getelementptr <8 x double>, <8 x double>* %scevgep11221123, i64 -12
  %wide.load332.4 = load <8 x double>, <8 x double>* %scevgep1124, align 8, !alias.scope !39
  %scevgep1227 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12271228 = bitcast double* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 -15
  %wide.load333.4 = load <8 x double>, <8 x double>* %scevgep1229, align 8, !alias.scope !42
  %scevgep1224 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12241225 = bitcast double* %scevgep1224 to <8 x double>*
  %scevgep1226 = getelementptr <8 x double>, <8 x double>* %scevgep12241225, i64 -14
  %wide.load334.4 = load <8 x double>, <8 x double>* %scevgep1226, align 8, !alias.scope !42
  %scevgep1221 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12211222 = bitcast double* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 -13
  %wide.load335.4 = load <8 x double>, <8 x double>* %scevgep1223, align 8, !alias.scope !42
  %scevgep1218 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12181219 = bitcast double* %scevgep1218 to <8 x double>*
  %scevgep1220 = getelementptr <8 x double>, <8 x double>* %scevgep12181219, i64 -12
  %wide.load336.4 = load <8 x double>, <8 x double>* %scevgep1220, align 8, !alias.scope !42
  %129 = fmul <8 x double> %wide.load329.4, %wide.load333.4
  %130 = fmul <8 x double> %wide.load330.4, %wide.load334.4
  %131 = fmul <8 x double> %wide.load331.4, %wide.load335.4
  %132 = fmul <8 x double> %wide.load332.4, %wide.load336.4
  %scevgep1323 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13231324 = bitcast double* %scevgep1323 to <8 x double>*
  %scevgep1325 = getelementptr <8 x double>, <8 x double>* %scevgep13231324, i64 -15
  store <8 x double> %129, <8 x double>* %scevgep1325, align 8, !alias.scope !44, !noalias !46
  %scevgep1320 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13201321 = bitcast double* %scevgep1320 to <8 x double>*
  %scevgep1322 = getelementptr <8 x double>, <8 x double>* %scevgep13201321, i64 -14
  store <8 x double> %130, <8 x double>* %scevgep1322, align 8, !alias.scope !44, !noalias !46
  %scevgep1317 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13171318 = bitcast double* %scevgep1317 to <8 x double>*
  %scevgep1319 = getelementptr <8 x double>, <8 x double>* %scevgep13171318, i64 -13
  store <8 x double> %131, <8 x double>* %scevgep1319, align 8, !alias.scope !44, !noalias !46
  %scevgep1314 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13141315 = bitcast double* %scevgep1314 to <8 x double>*
  %scevgep1316 = getelementptr <8 x double>, <8 x double>* %scevgep13141315, i64 -12
  store <8 x double> %132, <8 x double>* %scevgep1316, align 8, !alias.scope !44, !noalias !46
  %scevgep1119 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11191120 = bitcast double* %scevgep1119 to <8 x double>*
  %scevgep1121 = getelementptr <8 x double>, <8 x double>* %scevgep11191120, i64 -11
  %wide.load329.5 = load <8 x double>, <8 x double>* %scevgep1121, align 8, !alias.scope !39
  %scevgep1116 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11161117 = bitcast double* %scevgep1116 to <8 x double>*
  %scevgep1118 = getelementptr <8 x double>, <8 x double>* %scevgep11161117, i64 -10
  %wide.load330.5 = load <8 x double>, <8 x double>* %scevgep1118, align 8, !alias.scope !39
  %scevgep1113 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11131114 = bitcast double* %scevgep1113 to <8 x double>*
  %scevgep1115 = getelementptr <8 x double>, <8 x double>* %scevgep11131114, i64 -9
  %wide.load331.5 = load <8 x double>, <8 x double>* %scevgep1115, align 8, !alias.scope !39
  %scevgep1110 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11101111 = bitcast double* %scevgep1110 to <8 x double>*
  %scevgep1112 = getelementptr <8 x double>, <8 x double>* %scevgep11101111, i64 -8
  %wide.load332.5 = load <8 x double>, <8 x double>* %scevgep1112, align 8, !alias.scope !39
  %scevgep1215 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12151216 = bitcast double* %scevgep1215 to <8 x double>*
  %scevgep1217 = getelementptr <8 x double>, <8 x double>* %scevgep12151216, i64 -11
  %wide.load333.5 = load <8 x double>, <8 x double>* %scevgep1217, align 8, !alias.scope !42
  %scevgep1212 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12121213 = bitcast double* %scevgep1212 to <8 x double>*
  %scevgep1214 = getelementptr <8 x double>, <8 x double>* %scevgep12121213, i64 -10
  %wide.load334.5 = load <8 x double>, <8 x double>* %scevgep1214, align 8, !alias.scope !42
  %scevgep1209 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12091210 = bitcast double* %scevgep1209 to <8 x double>*
  %scevgep1211 = getelementptr <8 x double>, <8 x double>* %scevgep12091210, i64 -9
  %wide.load335.5 = load <8 x double>, <8 x double>* %scevgep1211, align 8, !alias.scope !42
  %scevgep1206 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12061207 = bitcast double* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 -8
  %wide.load336.5 = load <8 x double>, <8 x double>* %scevgep1208, align 8, !alias.scope !42
  %133 = fmul <8 x double> %wide.load329.5, %wide.load333.5
  %134 = fmul <8 x double> %wide.load330.5, %wide.load334.5
  %135 = fmul <8 x double> %wide.load331.5, %wide.load335.5
  %136 = fmul <8 x double> %wide.load332.5, %wide.load336.5
  %scevgep1311 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13111312 = bitcast double* %scevgep1311 to <8 x double>*
  %scevgep1313 = getelementptr <8 x double>, <8 x double>* %scevgep13111312, i64 -11
  store <8 x double> %133, <8 x double>* %scevgep1313, align 8, !alias.scope !44, !noalias !46
  %scevgep1308 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13081309 = bitcast double* %scevgep1308 to <8 x double>*
  %scevgep1310 = getelementptr <8 x double>, <8 x double>* %scevgep13081309, i64 -10
  store <8 x double> %134, <8 x double>* %scevgep1310, align 8, !alias.scope !44, !noalias !46
  %scevgep1305 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13051306 = bitcast double* %scevgep1305 to <8 x double>*
  %scevgep1307 = getelementptr <8 x double>, <8 x double>* %scevgep13051306, i64 -9
  store <8 x double> %135, <8 x double>* %scevgep1307, align 8, !alias.scope !44, !noalias !46
  %scevgep1302 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13021303 = bitcast double* %scevgep1302 to <8 x double>*
  %scevgep1304 = getelementptr <8 x double>, <8 x double>* %scevgep13021303, i64 -8
  store <8 x double> %136, <8 x double>* %scevgep1304, align 8, !alias.scope !44, !noalias !46
  %scevgep1107 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11071108 = bitcast double* %scevgep1107 to <8 x double>*
  %scevgep1109 = getelementptr <8 x double>, <8 x double>* %scevgep11071108, i64 -7
  %wide.load329.6 = load <8 x double>, <8 x double>* %scevgep1109, align 8, !alias.scope !39
  %scevgep1104 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11041105 = bitcast double* %scevgep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %scevgep11041105, i64 -6
  %wide.load330.6 = load <8 x double>, <8 x double>* %scevgep1106, align 8, !alias.scope !39
  %scevgep1101 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11011102 = bitcast double* %scevgep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %scevgep11011102, i64 -5
  %wide.load331.6 = load <8 x double>, <8 x double>* %scevgep1103, align 8, !alias.scope !39
  %scevgep1098 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep10981099 = bitcast double* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -4
  %wide.load332.6 = load <8 x double>, <8 x double>* %scevgep1100, align 8, !alias.scope !39
  %scevgep1203 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12031204 = bitcast double* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 -7
  %wide.load333.6 = load <8 x double>, <8 x double>* %scevgep1205, align 8, !alias.scope !42
  %scevgep1200 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 -6
  %wide.load334.6 = load <8 x double>, <8 x double>* %scevgep1202, align 8, !alias.scope !42
  %scevgep1197 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -5
  %wide.load335.6 = load <8 x double>, <8 x double>* %scevgep1199, align 8, !alias.scope !42
  %scevgep1194 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 -4
  %wide.load336.6 = load <8 x double>, <8 x double>* %scevgep1196, align 8, !alias.scope !42
  %137 = fmul <8 x double> %wide.load329.6, %wide.load333.6
  %138 = fmul <8 x double> %wide.load330.6, %wide.load334.6
  %139 = fmul <8 x double> %wide.load331.6, %wide.load335.6
  %140 = fmul <8 x double> %wide.load332.6, %wide.load336.6
  %scevgep1299 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep12991300 = bitcast double* %scevgep1299 to <8 x double>*
  %scevgep1301 = getelementptr <8 x double>, <8 x double>* %scevgep12991300, i64 -7
  store <8 x double> %137, <8 x double>* %scevgep1301, align 8, !alias.scope !44, !noalias !46
  %scevgep1296 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep12961297 = bitcast double* %scevgep1296 to <8 x double>*
  %scevgep1298 = getelementptr <8 x double>, <8 x double>* %scevgep12961297, i64 -6
  store <8 x double> %138, <8 x double>* %scevgep1298, align 8, !alias.scope !44, !noalias !46
  %scevgep1293 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep12931294 = bitcast double* %scevgep1293 to <8 x double>*
  %scevgep1295 = getelementptr <8 x double>, <8 x double>* %scevgep12931294, i64 -5
  store <8 x double> %139, <8 x double>* %scevgep1295, align 8, !alias.scope !44, !noalias !46
  %scevgep1290 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep12901291 = bitcast double* %scevgep1290 to <8 x double>*
  %scevgep1292 = getelementptr <8 x double>, <8 x double>* %scevgep12901291, i64 -4
  store <8 x double> %140, <8 x double>* %scevgep1292, align 8, !alias.scope !44, !noalias !46
  %scevgep1178 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11781179 = bitcast double* %scevgep1178 to <8 x double>*
  %scevgep1180 = getelementptr <8 x double>, <8 x double>* %scevgep11781179, i64 -3
  %wide.load329.7 = load <8 x double>, <8 x double>* %scevgep1180, align 8, !alias.scope !39
  %scevgep1175 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11751176 = bitcast double* %scevgep1175 to <8 x double>*
  %scevgep1177 = getelementptr <8 x double>, <8 x double>* %scevgep11751176, i64 -2
  %wide.load330.7 = load <8 x double>, <8 x double>* %scevgep1177, align 8, !alias.scope !39
  %scevgep1172 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11721173 = bitcast double* %scevgep1172 to <8 x double>*
  %scevgep1174 = getelementptr <8 x double>, <8 x double>* %scevgep11721173, i64 -1
  %wide.load331.7 = load <8 x double>, <8 x double>* %scevgep1174, align 8, !alias.scope !39
  %scevgep1170 = getelementptr double, double* %scevgep1097, i64 %index328
  %scevgep11701171 = bitcast double* %scevgep1170 to <8 x double>*
  %wide.load332.7 = load <8 x double>, <8 x double>* %scevgep11701171, align 8, !alias.scope !39
  %scevgep1274 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12741275 = bitcast double* %scevgep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %scevgep12741275, i64 -3
  %wide.load333.7 = load <8 x double>, <8 x double>* %scevgep1276, align 8, !alias.scope !42
  %scevgep1271 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12711272 = bitcast double* %scevgep1271 to <8 x double>*
  %scevgep1273 = getelementptr <8 x double>, <8 x double>* %scevgep12711272, i64 -2
  %wide.load334.7 = load <8 x double>, <8 x double>* %scevgep1273, align 8, !alias.scope !42
  %scevgep1268 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12681269 = bitcast double* %scevgep1268 to <8 x double>*
  %scevgep1270 = getelementptr <8 x double>, <8 x double>* %scevgep12681269, i64 -1
  %wide.load335.7 = load <8 x double>, <8 x double>* %scevgep1270, align 8, !alias.scope !42
  %scevgep1266 = getelementptr double, double* %scevgep1193, i64 %index328
  %scevgep12661267 = bitcast double* %scevgep1266 to <8 x double>*
  %wide.load336.7 = load <8 x double>, <8 x double>* %scevgep12661267, align 8, !alias.scope !42
  %141 = fmul <8 x double> %wide.load329.7, %wide.load333.7
  %142 = fmul <8 x double> %wide.load330.7, %wide.load334.7
  %143 = fmul <8 x double> %wide.load331.7, %wide.load335.7
  %144 = fmul <8 x double> %wide.load332.7, %wide.load336.7
  %scevgep1370 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 -3
  store <8 x double> %141, <8 x double>* %scevgep1372, align 8, !alias.scope !44, !noalias !46
  %scevgep1367 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 -2
  store <8 x double> %142, <8 x double>* %scevgep1369, align 8, !alias.scope !44, !noalias !46
  %scevgep1364 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 -1
  store <8 x double> %143, <8 x double>* %scevgep1366, align 8, !alias.scope !44, !noalias !46
  %scevgep1362 = getelementptr double, double* %scevgep1289, i64 %index328
  %scevgep13621363 = bitcast double* %scevgep1362 to <8 x double>*
  store <8 x double> %144, <8 x double>* %scevgep13621363, align 8, !alias.scope !44, !noalias !46
  %index.next337.7 = add i64 %index328, 256
  %lsr.iv.next1386 = add i64 %lsr.iv1385, -8
  %niter394.ncmp.7 = icmp eq i64 %lsr.iv.next1386, 0
  br i1 %niter394.ncmp.7, label %middle.block319.unr-lcssa, label %vector.body321, !llvm.loop !47

middle.block319.unr-lcssa:                        ; preds = %vector.body321, %vector.ph323
  %index328.unr = phi i64 [ 0, %vector.ph323 ], [ %index.next337.7, %vector.body321 ]
  %lcmp.mod392.not = icmp eq i64 %xtraiter390, 0
  br i1 %lcmp.mod392.not, label %middle.block319, label %vector.body321.epil.preheader

vector.body321.epil.preheader:                    ; preds = %middle.block319.unr-lcssa
  %145 = add nuw nsw i64 %index328.unr, 24
  %scevgep1056 = getelementptr double, double* %.6.i41139, i64 %145
  %scevgep1071 = getelementptr double, double* %arg.w.4, i64 %145
  %scevgep1084 = getelementptr double, double* %.6.i138, i64 %145
  %146 = shl nuw nsw i64 %xtraiter390, 8
  br label %vector.body321.epil

vector.body321.epil:                              ; preds = %vector.body321.epil.preheader, %vector.body321.epil
  %lsr.iv1057 = phi i64 [ 0, %vector.body321.epil.preheader ], [ %lsr.iv.next1058, %vector.body321.epil ]
  %147 = bitcast double* %scevgep1084 to i8*
  %148 = bitcast double* %scevgep1071 to i8*
  %149 = bitcast double* %scevgep1056 to i8*
  %uglygep1094 = getelementptr i8, i8* %147, i64 %lsr.iv1057
  %uglygep10941095 = bitcast i8* %uglygep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %uglygep10941095, i64 -3
  %wide.load329.epil = load <8 x double>, <8 x double>* %scevgep1096, align 8, !alias.scope !39
  %uglygep1091 = getelementptr i8, i8* %147, i64 %lsr.iv1057
  %uglygep10911092 = bitcast i8* %uglygep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %uglygep10911092, i64 -2
  %wide.load330.epil = load <8 x double>, <8 x double>* %scevgep1093, align 8, !alias.scope !39
  %uglygep1088 = getelementptr i8, i8* %147, i64 %lsr.iv1057
  %uglygep10881089 = bitcast i8* %uglygep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %uglygep10881089, i64 -1
  %wide.load331.epil = load <8 x double>, <8 x double>* %scevgep1090, align 8, !alias.scope !39
  %uglygep1086 = getelementptr i8, i8* %147, i64 %lsr.iv1057
  %uglygep10861087 = bitcast i8* %uglygep1086 to <8 x double>*
  %wide.load332.epil = load <8 x double>, <8 x double>* %uglygep10861087, align 8, !alias.scope !39
  %uglygep1081 = getelementptr i8, i8* %148, i64 %lsr.iv1057
  %uglygep10811082 = bitcast i8* %uglygep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %uglygep10811082, i64 -3
  %wide.load333.epil = load <8 x double>, <8 x double>* %scevgep1083, align 8, !alias.scope !42
  %uglygep1078 = getelementptr i8, i8* %148, i64 %lsr.iv1057
  %uglygep10781079 = bitcast i8* %uglygep1078 to <8 x double>*
  %scevgep1080 = getelementptr <8 x double>, <8 x double>* %uglygep10781079, i64 -2
  %wide.load334.epil = load <8 x double>, <8 x double>* %scevgep1080, align 8, !alias.scope !42
  %uglygep1075 = getelementptr i8, i8* %148, i64 %lsr.iv1057
  %uglygep10751076 = bitcast i8* %uglygep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %uglygep10751076, i64 -1
  %wide.load335.epil = load <8 x double>, <8 x double>* %scevgep1077, align 8, !alias.scope !42
  %uglygep1073 = getelementptr i8, i8* %148, i64 %lsr.iv1057
  %uglygep10731074 = bitcast i8* %uglygep1073 to <8 x double>*
  %wide.load336.epil = load <8 x double>, <8 x double>* %uglygep10731074, align 8, !alias.scope !42
  %150 = fmul <8 x double> %wide.load329.epil, %wide.load333.epil
  %151 = fmul <8 x double> %wide.load330.epil, %wide.load334.epil
  %152 = fmul <8 x double> %wide.load331.epil, %wide.load335.epil
  %153 = fmul <8 x double> %wide.load332.epil, %wide.load336.epil
  %uglygep1068 = getelementptr i8, i8* %149, i64 %lsr.iv1057
  %uglygep10681069 = bitcast i8* %uglygep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %uglygep10681069, i64 -3
  store <8 x double> %150, <8 x double>* %scevgep1070, align 8, !alias.scope !44, !noalias !46
  %uglygep1065 = getelementptr i8, i8* %149, i64 %lsr.iv1057
  %uglygep10651066 = bitcast i8* %uglygep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %uglygep10651066, i64 -2
  store <8 x double> %151, <8 x double>* %scevgep1067, align 8, !alias.scope !44, !noalias !46
  %uglygep1062 = getelementptr i8, i8* %149, i64 %lsr.iv1057
  %uglygep10621063 = bitcast i8* %uglygep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %uglygep10621063, i64 -1
  store <8 x double> %152, <8 x double>* %scevgep1064, align 8, !alias.scope !44, !noalias !46
  %uglygep1060 = getelementptr i8, i8* %149, i64 %lsr.iv1057
  %uglygep10601061 = bitcast i8* %uglygep1060 to <8 x double>*
  store <8 x double> %153, <8 x double>* %uglygep10601061, align 8, !alias.scope !44, !noalias !46
  %lsr.iv.next1058 = add nuw nsw i64 %lsr.iv1057, 256
  %epil.iter391.cmp.not = icmp eq i64 %146, %lsr.iv.next1058
  br i1 %epil.iter391.cmp.not, label %middle.block319, label %vector.body321.epil, !llvm.loop !48

middle.block319:                                  ; preds = %vector.body321.epil, %middle.block319.unr-lcssa
  %cmp.n327 = icmp eq i64 %dest_shape.1162, %n.vec325
  br i1 %cmp.n327, label %for.end, label %for.body.us.us.preheader366

for.body.us.us.preheader366:                      ; preds = %vector.memcheck305, %for.body.us.us.preheader, %middle.block319
  %loop.index134.us.us.ph = phi i64 [ 0, %vector.memcheck305 ], [ 0, %for.body.us.us.preheader ], [ %n.vec325, %middle.block319 ]
  %154 = xor i64 %loop.index134.us.us.ph, -1
  %155 = add i64 %dest_shape.1162, %154
  %xtraiter387 = and i64 %dest_shape.1162, 7
  %lcmp.mod388.not = icmp eq i64 %xtraiter387, 0
  br i1 %lcmp.mod388.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader366
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv1054 = phi i64 [ %xtraiter387, %for.body.us.us.prol.preheader ], [ %lsr.iv.next1055, %for.body.us.us.prol ]
  %loop.index134.us.us.prol = phi i64 [ %.438.us.us.prol, %for.body.us.us.prol ], [ %loop.index134.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep1053 = getelementptr double, double* %.6.i138, i64 %loop.index134.us.us.prol
  %.400.us.us.prol = load double, double* %scevgep1053, align 8
  %scevgep1052 = getelementptr double, double* %arg.w.4, i64 %loop.index134.us.us.prol
  %.409.us.us.prol = load double, double* %scevgep1052, align 8
  %.6.i123.us.us.prol = fmul double %.400.us.us.prol, %.409.us.us.prol
  %scevgep1051 = getelementptr double, double* %.6.i41139, i64 %loop.index134.us.us.prol
  store double %.6.i123.us.us.prol, double* %scevgep1051, align 8
  %.438.us.us.prol = add nuw i64 %loop.index134.us.us.prol, 1
  %lsr.iv.next1055 = add nsw i64 %lsr.iv1054, -1
  %prol.iter389.cmp.not = icmp eq i64 %lsr.iv.next1055, 0
  br i1 %prol.iter389.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !49

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader366
  %loop.index134.us.us.unr = phi i64 [ %loop.index134.us.us.ph, %for.body.us.us.preheader366 ], [ %.438.us.us.prol, %for.body.us.us.prol ]
  %156 = icmp ult i64 %155, 7
  br i1 %156, label %for.end, label %for.body.us.us.preheader425

for.body.us.us.preheader425:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader425, %for.body.us.us
  %loop.index134.us.us = phi i64 [ %.438.us.us.7, %for.body.us.us ], [ %loop.index134.us.us.unr, %for.body.us.us.preheader425 ]
  %sunkaddr2091 = mul i64 %loop.index134.us.us, 8
  %157 = bitcast double* %.6.i138 to i8*
  %sunkaddr2092 = getelementptr i8, i8* %157, i64 %sunkaddr2091
  %158 = bitcast i8* %sunkaddr2092 to double*
  %.400.us.us = load double, double* %158, align 8
  %sunkaddr2093 = mul i64 %loop.index134.us.us, 8
  %159 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2094 = getelementptr i8, i8* %159, i64 %sunkaddr2093
  %160 = bitcast i8* %sunkaddr2094 to double*
  %.409.us.us = load double, double* %160, align 8
  %.6.i123.us.us = fmul double %.400.us.us, %.409.us.us
  %sunkaddr2095 = mul i64 %loop.index134.us.us, 8
  %161 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2096 = getelementptr i8, i8* %161, i64 %sunkaddr2095
  %162 = bitcast i8* %sunkaddr2096 to double*
  store double %.6.i123.us.us, double* %162, align 8
  %sunkaddr2097 = mul i64 %loop.index134.us.us, 8
  %163 = bitcast double* %.6.i138 to i8*
  %sunkaddr2098 = getelementptr i8, i8* %163, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 8
  %164 = bitcast i8* %sunkaddr2099 to double*
  %.400.us.us.1 = load double, double* %164, align 8
  %sunkaddr2100 = mul i64 %loop.index134.us.us, 8
  %165 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2101 = getelementptr i8, i8* %165, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 8
  %166 = bitcast i8* %sunkaddr2102 to double*
  %.409.us.us.1 = load double, double* %166, align 8
  %.6.i123.us.us.1 = fmul double %.400.us.us.1, %.409.us.us.1
  %sunkaddr2103 = mul i64 %loop.index134.us.us, 8
  %167 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2104 = getelementptr i8, i8* %167, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 8
  %168 = bitcast i8* %sunkaddr2105 to double*
  store double %.6.i123.us.us.1, double* %168, align 8
  %sunkaddr2106 = mul i64 %loop.index134.us.us, 8
  %169 = bitcast double* %.6.i138 to i8*
  %sunkaddr2107 = getelementptr i8, i8* %169, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 16
  %170 = bitcast i8* %sunkaddr2108 to double*
  %.400.us.us.2 = load double, double* %170, align 8
  %sunkaddr2109 = mul i64 %loop.index134.us.us, 8
  %171 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2110 = getelementptr i8, i8* %171, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 16
  %172 = bitcast i8* %sunkaddr2111 to double*
  %.409.us.us.2 = load double, double* %172, align 8
  %.6.i123.us.us.2 = fmul double %.400.us.us.2, %.409.us.us.2
  %sunkaddr2112 = mul i64 %loop.index134.us.us, 8
  %173 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2113 = getelementptr i8, i8* %173, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 16
  %174 = bitcast i8* %sunkaddr2114 to double*
  store double %.6.i123.us.us.2, double* %174, align 8
  %sunkaddr2115 = mul i64 %loop.index134.us.us, 8
  %175 = bitcast double* %.6.i138 to i8*
  %sunkaddr2116 = getelementptr i8, i8* %175, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 24
  %176 = bitcast i8* %sunkaddr2117 to double*
  %.400.us.us.3 = load double, double* %176, align 8
  %sunkaddr2118 = mul i64 %loop.index134.us.us, 8
  %177 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2119 = getelementptr i8, i8* %177, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 24
  %178 = bitcast i8* %sunkaddr2120 to double*
  %.409.us.us.3 = load double, double* %178, align 8
  %.6.i123.us.us.3 = fmul double %.400.us.us.3, %.409.us.us.3
  %sunkaddr2121 = mul i64 %loop.index134.us.us, 8
  %179 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2122 = getelementptr i8, i8* %179, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 24
  %180 = bitcast i8* %sunkaddr2123 to double*
  store double %.6.i123.us.us.3, double* %180, align 8
  %sunkaddr2124 = mul i64 %loop.index134.us.us, 8
  %181 = bitcast double* %.6.i138 to i8*
  %sunkaddr2125 = getelementptr i8, i8* %181, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 32
  %182 = bitcast i8* %sunkaddr2126 to double*
  %.400.us.us.4 = load double, double* %182, align 8
  %sunkaddr2127 = mul i64 %loop.index134.us.us, 8
  %183 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2128 = getelementptr i8, i8* %183, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 32
  %184 = bitcast i8* %sunkaddr2129 to double*
  %.409.us.us.4 = load double, double* %184, align 8
  %.6.i123.us.us.4 = fmul double %.400.us.us.4, %.409.us.us.4
  %sunkaddr2130 = mul i64 %loop.index134.us.us, 8
  %185 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2131 = getelementptr i8, i8* %185, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 32
  %186 = bitcast i8* %sunkaddr2132 to double*
  store double %.6.i123.us.us.4, double* %186, align 8
  %sunkaddr2133 = mul i64 %loop.index134.us.us, 8
  %187 = bitcast double* %.6.i138 to i8*
  %sunkaddr2134 = getelementptr i8, i8* %187, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 40
  %188 = bitcast i8* %sunkaddr2135 to double*
  %.400.us.us.5 = load double, double* %188, align 8
  %sunkaddr2136 = mul i64 %loop.index134.us.us, 8
  %189 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2137 = getelementptr i8, i8* %189, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 40
  %190 = bitcast i8* %sunkaddr2138 to double*
  %.409.us.us.5 = load double, double* %190, align 8
  %.6.i123.us.us.5 = fmul double %.400.us.us.5, %.409.us.us.5
  %sunkaddr2139 = mul i64 %loop.index134.us.us, 8
  %191 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2140 = getelementptr i8, i8* %191, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 40
  %192 = bitcast i8* %sunkaddr2141 to double*
  store double %.6.i123.us.us.5, double* %192, align 8
  %sunkaddr2142 = mul i64 %loop.index134.us.us, 8
  %193 = bitcast double* %.6.i138 to i8*
  %sunkaddr2143 = getelementptr i8, i8* %193, i64 %sunkaddr2142
  %sunkaddr2144 = getelementptr i8, i8* %sunkaddr2143, i64 48
  %194 = bitcast i8* %sunkaddr2144 to double*
  %.400.us.us.6 = load double, double* %194, align 8
  %sunkaddr2145 = mul i64 %loop.index134.us.us, 8
  %195 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2146 = getelementptr i8, i8* %195, i64 %sunkaddr2145
  %sunkaddr2147 = getelementptr i8, i8* %sunkaddr2146, i64 48
  %196 = bitcast i8* %sunkaddr2147 to double*
  %.409.us.us.6 = load double, double* %196, align 8
  %.6.i123.us.us.6 = fmul double %.400.us.us.6, %.409.us.us.6
  %sunkaddr2148 = mul i64 %loop.index134.us.us, 8
  %197 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2149 = getelementptr i8, i8* %197, i64 %sunkaddr2148
  %sunkaddr2150 = getelementptr i8, i8* %sunkaddr2149, i64 48
  %198 = bitcast i8* %sunkaddr2150 to double*
  store double %.6.i123.us.us.6, double* %198, align 8
  %sunkaddr2151 = mul i64 %loop.index134.us.us, 8
  %199 = bitcast double* %.6.i138 to i8*
  %sunkaddr2152 = getelementptr i8, i8* %199, i64 %sunkaddr2151
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 56
  %200 = bitcast i8* %sunkaddr2153 to double*
  %.400.us.us.7 = load double, double* %200, align 8
  %sunkaddr2154 = mul i64 %loop.index134.us.us, 8
  %201 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2155 = getelementptr i8, i8* %201, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 56
  %202 = bitcast i8* %sunkaddr2156 to double*
  %.409.us.us.7 = load double, double* %202, align 8
  %.6.i123.us.us.7 = fmul double %.400.us.us.7, %.409.us.us.7
  %sunkaddr2157 = mul i64 %loop.index134.us.us, 8
  %203 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2158 = getelementptr i8, i8* %203, i64 %sunkaddr2157
  %sunkaddr2159 = getelementptr i8, i8* %sunkaddr2158, i64 56
  %204 = bitcast i8* %sunkaddr2159 to double*
  store double %.6.i123.us.us.7, double* %204, align 8
  %.438.us.us.7 = add nuw nsw i64 %loop.index134.us.us, 8
  %exitcond194.not.7 = icmp eq i64 %dest_shape.1162, %.438.us.us.7
  br i1 %exitcond194.not.7, label %for.end, label %for.body.us.us, !llvm.loop !50

for.body.us:                                      ; preds = %for.body.us.preheader426, %for.body.us
  %loop.index134.us = phi i64 [ %.438.us.7, %for.body.us ], [ %loop.index134.us.unr, %for.body.us.preheader426 ]
  %sunkaddr2160 = mul i64 %loop.index134.us, 8
  %205 = bitcast double* %.6.i138 to i8*
  %sunkaddr2161 = getelementptr i8, i8* %205, i64 %sunkaddr2160
  %206 = bitcast i8* %sunkaddr2161 to double*
  %.400.us = load double, double* %206, align 8
  %.409.us = load double, double* %arg.w.4, align 8
  %.6.i123.us = fmul double %.400.us, %.409.us
  %sunkaddr2162 = mul i64 %loop.index134.us, 8
  %207 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2163 = getelementptr i8, i8* %207, i64 %sunkaddr2162
  %208 = bitcast i8* %sunkaddr2163 to double*
  store double %.6.i123.us, double* %208, align 8
  %sunkaddr2164 = mul i64 %loop.index134.us, 8
  %209 = bitcast double* %.6.i138 to i8*
  %sunkaddr2165 = getelementptr i8, i8* %209, i64 %sunkaddr2164
  %sunkaddr2166 = getelementptr i8, i8* %sunkaddr2165, i64 8
  %210 = bitcast i8* %sunkaddr2166 to double*
  %.400.us.1 = load double, double* %210, align 8
  %.409.us.1 = load double, double* %arg.w.4, align 8
  %.6.i123.us.1 = fmul double %.400.us.1, %.409.us.1
  %sunkaddr2167 = mul i64 %loop.index134.us, 8
  %211 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2168 = getelementptr i8, i8* %211, i64 %sunkaddr2167
  %sunkaddr2169 = getelementptr i8, i8* %sunkaddr2168, i64 8
  %212 = bitcast i8* %sunkaddr2169 to double*
  store double %.6.i123.us.1, double* %212, align 8
  %sunkaddr2170 = mul i64 %loop.index134.us, 8
  %213 = bitcast double* %.6.i138 to i8*
  %sunkaddr2171 = getelementptr i8, i8* %213, i64 %sunkaddr2170
  %sunkaddr2172 = getelementptr i8, i8* %sunkaddr2171, i64 16
  %214 = bitcast i8* %sunkaddr2172 to double*
  %.400.us.2 = load double, double* %214, align 8
  %.409.us.2 = load double, double* %arg.w.4, align 8
  %.6.i123.us.2 = fmul double %.400.us.2, %.409.us.2
  %sunkaddr2173 = mul i64 %loop.index134.us, 8
  %215 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2174 = getelementptr i8, i8* %215, i64 %sunkaddr2173
  %sunkaddr2175 = getelementptr i8, i8* %sunkaddr2174, i64 16
  %216 = bitcast i8* %sunkaddr2175 to double*
  store double %.6.i123.us.2, double* %216, align 8
  %sunkaddr2176 = mul i64 %loop.index134.us, 8
  %217 = bitcast double* %.6.i138 to i8*
  %sunkaddr2177 = getelementptr i8, i8* %217, i64 %sunkaddr2176
  %sunkaddr2178 = getelementptr i8, i8* %sunkaddr2177, i64 24
  %218 = bitcast i8* %sunkaddr2178 to double*
  %.400.us.3 = load double, double* %218, align 8
  %.409.us.3 = load double, double* %arg.w.4, align 8
  %.6.i123.us.3 = fmul double %.400.us.3, %.409.us.3
  %sunkaddr2179 = mul i64 %loop.index134.us, 8
  %219 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2180 = getelementptr i8, i8* %219, i64 %sunkaddr2179
  %sunkaddr2181 = getelementptr i8, i8* %sunkaddr2180, i64 24
  %220 = bitcast i8* %sunkaddr2181 to double*
  store double %.6.i123.us.3, double* %220, align 8
  %sunkaddr2182 = mul i64 %loop.index134.us, 8
  %221 = bitcast double* %.6.i138 to i8*
  %sunkaddr2183 = getelementptr i8, i8* %221, i64 %sunkaddr2182
  %sunkaddr2184 = getelementptr i8, i8* %sunkaddr2183, i64 32
  %222 = bitcast i8* %sunkaddr2184 to double*
  %.400.us.4 = load double, double* %222, align 8
  %.409.us.4 = load double, double* %arg.w.4, align 8
  %.6.i123.us.4 = fmul double %.400.us.4, %.409.us.4
  %sunkaddr2185 = mul i64 %loop.index134.us, 8
  %223 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2186 = getelementptr i8, i8* %223, i64 %sunkaddr2185
  %sunkaddr2187 = getelementptr i8, i8* %sunkaddr2186, i64 32
  %224 = bitcast i8* %sunkaddr2187 to double*
  store double %.6.i123.us.4, double* %224, align 8
  %sunkaddr2188 = mul i64 %loop.index134.us, 8
  %225 = bitcast double* %.6.i138 to i8*
  %sunkaddr2189 = getelementptr i8, i8* %225, i64 %sunkaddr2188
  %sunkaddr2190 = getelementptr i8, i8* %sunkaddr2189, i64 40
  %226 = bitcast i8* %sunkaddr2190 to double*
  %.400.us.5 = load double, double* %226, align 8
  %.409.us.5 = load double, double* %arg.w.4, align 8
  %.6.i123.us.5 = fmul double %.400.us.5, %.409.us.5
  %sunkaddr2191 = mul i64 %loop.index134.us, 8
  %227 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2192 = getelementptr i8, i8* %227, i64 %sunkaddr2191
  %sunkaddr2193 = getelementptr i8, i8* %sunkaddr2192, i64 40
  %228 = bitcast i8* %sunkaddr2193 to double*
  store double %.6.i123.us.5, double* %228, align 8
  %sunkaddr2194 = mul i64 %loop.index134.us, 8
  %229 = bitcast double* %.6.i138 to i8*
  %sunkaddr2195 = getelementptr i8, i8* %229, i64 %sunkaddr2194
  %sunkaddr2196 = getelementptr i8, i8* %sunkaddr2195, i64 48
  %230 = bitcast i8* %sunkaddr2196 to double*
  %.400.us.6 = load double, double* %230, align 8
  %.409.us.6 = load double, double* %arg.w.4, align 8
  %.6.i123.us.6 = fmul double %.400.us.6, %.409.us.6
  %sunkaddr2197 = mul i64 %loop.index134.us, 8
  %231 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2198 = getelementptr i8, i8* %231, i64 %sunkaddr2197
  %sunkaddr2199 = getelementptr i8, i8* %sunkaddr2198, i64 48
  %232 = bitcast i8* %sunkaddr2199 to double*
  store double %.6.i123.us.6, double* %232, align 8
  %sunkaddr2200 = mul i64 %loop.index134.us, 8
  %233 = bitcast double* %.6.i138 to i8*
  %sunkaddr2201 = getelementptr i8, i8* %233, i64 %sunkaddr2200
  %sunkaddr2202 = getelementptr i8, i8* %sunkaddr2201, i64 56
  %234 = bitcast i8* %sunkaddr2202 to double*
  %.400.us.7 = load double, double* %234, align 8
  %.409.us.7 = load double, double* %arg.w.4, align 8
  %.6.i123.us.7 = fmul double %.400.us.7, %.409.us.7
  %sunkaddr2203 = mul i64 %loop.index134.us, 8
  %235 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2204 = getelementptr i8, i8* %235, i64 %sunkaddr2203
  %sunkaddr2205 = getelementptr i8, i8* %sunkaddr2204, i64 56
  %236 = bitcast i8* %sunkaddr2205 to double*
  store double %.6.i123.us.7, double* %236, align 8
  %.438.us.7 = add nuw nsw i64 %loop.index134.us, 8
  %exitcond195.not.7 = icmp eq i64 %dest_shape.1162, %.438.us.7
  br i1 %exitcond195.not.7, label %for.end, label %for.body.us, !llvm.loop !51

for.body.preheader.split:                         ; preds = %for.body.preheader
  %237 = icmp ugt i64 %arg.w.5.0, 1
  br i1 %237, label %for.body.us177.preheader, label %for.body.preheader205

for.body.preheader205:                            ; preds = %for.body.preheader.split
  %238 = icmp ult i64 %dest_shape.1162, 32
  br i1 %238, label %for.body.preheader371, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader205
  %scevgep = getelementptr double, double* %.6.i41139, i64 %dest_shape.1162
  %scevgep210 = getelementptr double, double* %.6.i138, i64 1
  %scevgep213 = getelementptr double, double* %arg.w.4, i64 1
  %bound0 = icmp ult double* %.6.i41139, %scevgep210
  %bound1 = icmp ult double* %.6.i138, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0215 = icmp ult double* %.6.i41139, %scevgep213
  %bound1216 = icmp ugt double* %scevgep, %arg.w.4
  %found.conflict217 = and i1 %bound0215, %bound1216
  %conflict.rdx = or i1 %found.conflict, %found.conflict217
  br i1 %conflict.rdx, label %for.body.preheader371, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1162, -32
  %239 = add i64 %n.vec, -32
  %240 = lshr exact i64 %239, 5
  %241 = add nuw nsw i64 %240, 1
  %xtraiter414 = and i64 %241, 7
  %242 = icmp ult i64 %239, 224
  br i1 %242, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const2057 = bitcast i64 1152921504606846968 to i64
  %unroll_iter417 = and i64 %241, %const2057
  %243 = load double, double* %.6.i138, align 8, !alias.scope !52
  %244 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar = fmul double %243, %244
  %245 = insertelement <8 x double> poison, double %.scalar, i64 0
  %246 = shufflevector <8 x double> %245, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362 = fmul double %243, %244
  %247 = insertelement <8 x double> poison, double %.scalar362, i64 0
  %248 = shufflevector <8 x double> %247, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363 = fmul double %243, %244
  %249 = insertelement <8 x double> poison, double %.scalar363, i64 0
  %250 = shufflevector <8 x double> %249, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364 = fmul double %243, %244
  %251 = insertelement <8 x double> poison, double %.scalar364, i64 0
  %252 = shufflevector <8 x double> %251, <8 x double> poison, <8 x i32> zeroinitializer
  %253 = load double, double* %.6.i138, align 8, !alias.scope !52
  %254 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.1 = fmul double %253, %254
  %255 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %256 = shufflevector <8 x double> %255, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.1 = fmul double %253, %254
  %257 = insertelement <8 x double> poison, double %.scalar362.1, i64 0
  %258 = shufflevector <8 x double> %257, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.1 = fmul double %253, %254
  %259 = insertelement <8 x double> poison, double %.scalar363.1, i64 0
  %260 = shufflevector <8 x double> %259, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.1 = fmul double %253, %254
  %261 = insertelement <8 x double> poison, double %.scalar364.1, i64 0
  %262 = shufflevector <8 x double> %261, <8 x double> poison, <8 x i32> zeroinitializer
  %263 = load double, double* %.6.i138, align 8, !alias.scope !52
  %264 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.2 = fmul double %263, %264
  %265 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %266 = shufflevector <8 x double> %265, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.2 = fmul double %263, %264
  %267 = insertelement <8 x double> poison, double %.scalar362.2, i64 0
  %268 = shufflevector <8 x double> %267, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.2 = fmul double %263, %264
  %269 = insertelement <8 x double> poison, double %.scalar363.2, i64 0
  %270 = shufflevector <8 x double> %269, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.2 = fmul double %263, %264
  %271 = insertelement <8 x double> poison, double %.scalar364.2, i64 0
  %272 = shufflevector <8 x double> %271, <8 x double> poison, <8 x i32> zeroinitializer
  %273 = load double, double* %.6.i138, align 8, !alias.scope !52
  %274 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.3 = fmul double %273, %274
  %275 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %276 = shufflevector <8 x double> %275, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.3 = fmul double %273, %274
  %277 = insertelement <8 x double> poison, double %.scalar362.3, i64 0
  %278 = shufflevector <8 x double> %277, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.3 = fmul double %273, %274
  %279 = insertelement <8 x double> poison, double %.scalar363.3, i64 0
  %280 = shufflevector <8 x double> %279, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.3 = fmul double %273, %274
  %281 = insertelement <8 x double> poison, double %.scalar364.3, i64 0
  %282 = shufflevector <8 x double> %281, <8 x double> poison, <8 x i32> zeroinitializer
  %283 = load double, double* %.6.i138, align 8, !alias.scope !52
  %284 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.4 = fmul double %283, %284
  %285 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %286 = shufflevector <8 x double> %285, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.4 = fmul double %283, %284
  %287 = insertelement <8 x double> poison, double %.scalar362.4, i64 0
  %288 = shufflevector <8 x double> %287, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.4 = fmul double %283, %284
  %289 = insertelement <8 x double> poison, double %.scalar363.4, i64 0
  %290 = shufflevector <8 x double> %289, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.4 = fmul double %283, %284
  %291 = insertelement <8 x double> poison, double %.scalar364.4, i64 0
  %292 = shufflevector <8 x double> %291, <8 x double> poison, <8 x i32> zeroinitializer
  %293 = load double, double* %.6.i138, align 8, !alias.scope !52
  %294 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.5 = fmul double %293, %294
  %295 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %296 = shufflevector <8 x double> %295, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.5 = fmul double %293, %294
  %297 = insertelement <8 x double> poison, double %.scalar362.5, i64 0
  %298 = shufflevector <8 x double> %297, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.5 = fmul double %293, %294
  %299 = insertelement <8 x double> poison, double %.scalar363.5, i64 0
  %300 = shufflevector <8 x double> %299, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.5 = fmul double %293, %294
  %301 = insertelement <8 x double> poison, double %.scalar364.5, i64 0
  %302 = shufflevector <8 x double> %301, <8 x double> poison, <8 x i32> zeroinitializer
  %303 = load double, double* %.6.i138, align 8, !alias.scope !52
  %304 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.6 = fmul double %303, %304
  %305 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %306 = shufflevector <8 x double> %305, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.6 = fmul double %303, %304
  %307 = insertelement <8 x double> poison, double %.scalar362.6, i64 0
  %308 = shufflevector <8 x double> %307, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.6 = fmul double %303, %304
  %309 = insertelement <8 x double> poison, double %.scalar363.6, i64 0
  %310 = shufflevector <8 x double> %309, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.6 = fmul double %303, %304
  %311 = insertelement <8 x double> poison, double %.scalar364.6, i64 0
  %312 = shufflevector <8 x double> %311, <8 x double> poison, <8 x i32> zeroinitializer
  %313 = load double, double* %.6.i138, align 8, !alias.scope !52
  %314 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.7 = fmul double %313, %314
  %315 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %316 = shufflevector <8 x double> %315, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.7 = fmul double %313, %314
  %317 = insertelement <8 x double> poison, double %.scalar362.7, i64 0
  %318 = shufflevector <8 x double> %317, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.7 = fmul double %313, %314
  %319 = insertelement <8 x double> poison, double %.scalar363.7, i64 0
  %320 = shufflevector <8 x double> %319, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.7 = fmul double %313, %314
  %321 = insertelement <8 x double> poison, double %.scalar364.7, i64 0
  %322 = shufflevector <8 x double> %321, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1937 = getelementptr double, double* %.6.i41139, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv2033 = phi i64 [ %lsr.iv.next2034, %vector.body ], [ %unroll_iter417, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep2021 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20212022 = bitcast double* %scevgep2021 to <8 x double>*
  %scevgep2023 = getelementptr <8 x double>, <8 x double>* %scevgep20212022, i64 -31
  store <8 x double> %246, <8 x double>* %scevgep2023, align 8, !alias.scope !57, !noalias !59
  %scevgep2030 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20302031 = bitcast double* %scevgep2030 to <8 x double>*
  %scevgep2032 = getelementptr <8 x double>, <8 x double>* %scevgep20302031, i64 -30
  store <8 x double> %248, <8 x double>* %scevgep2032, align 8, !alias.scope !57, !noalias !59
  %scevgep2027 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20272028 = bitcast double* %scevgep2027 to <8 x double>*
  %scevgep2029 = getelementptr <8 x double>, <8 x double>* %scevgep20272028, i64 -29
  store <8 x double> %250, <8 x double>* %scevgep2029, align 8, !alias.scope !57, !noalias !59
  %scevgep2024 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20242025 = bitcast double* %scevgep2024 to <8 x double>*
  %scevgep2026 = getelementptr <8 x double>, <8 x double>* %scevgep20242025, i64 -28
  store <8 x double> %252, <8 x double>* %scevgep2026, align 8, !alias.scope !57, !noalias !59
  %scevgep2007 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20072008 = bitcast double* %scevgep2007 to <8 x double>*
  %scevgep2009 = getelementptr <8 x double>, <8 x double>* %scevgep20072008, i64 -27
  store <8 x double> %256, <8 x double>* %scevgep2009, align 8, !alias.scope !57, !noalias !59
  %scevgep2004 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20042005 = bitcast double* %scevgep2004 to <8 x double>*
  %scevgep2006 = getelementptr <8 x double>, <8 x double>* %scevgep20042005, i64 -26
  store <8 x double> %258, <8 x double>* %scevgep2006, align 8, !alias.scope !57, !noalias !59
  %scevgep2001 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20012002 = bitcast double* %scevgep2001 to <8 x double>*
  %scevgep2003 = getelementptr <8 x double>, <8 x double>* %scevgep20012002, i64 -25
  store <8 x double> %260, <8 x double>* %scevgep2003, align 8, !alias.scope !57, !noalias !59
  %scevgep1998 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19981999 = bitcast double* %scevgep1998 to <8 x double>*
  %scevgep2000 = getelementptr <8 x double>, <8 x double>* %scevgep19981999, i64 -24
  store <8 x double> %262, <8 x double>* %scevgep2000, align 8, !alias.scope !57, !noalias !59
  %scevgep1995 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19951996 = bitcast double* %scevgep1995 to <8 x double>*
  %scevgep1997 = getelementptr <8 x double>, <8 x double>* %scevgep19951996, i64 -23
  store <8 x double> %266, <8 x double>* %scevgep1997, align 8, !alias.scope !57, !noalias !59
  %scevgep1992 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19921993 = bitcast double* %scevgep1992 to <8 x double>*
  %scevgep1994 = getelementptr <8 x double>, <8 x double>* %scevgep19921993, i64 -22
  store <8 x double> %268, <8 x double>* %scevgep1994, align 8, !alias.scope !57, !noalias !59
  %scevgep1989 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19891990 = bitcast double* %scevgep1989 to <8 x double>*
  %scevgep1991 = getelementptr <8 x double>, <8 x double>* %scevgep19891990, i64 -21
  store <8 x double> %270, <8 x double>* %scevgep1991, align 8, !alias.scope !57, !noalias !59
  %scevgep1986 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19861987 = bitcast double* %scevgep1986 to <8 x double>*
  %scevgep1988 = getelementptr <8 x double>, <8 x double>* %scevgep19861987, i64 -20
  store <8 x double> %272, <8 x double>* %scevgep1988, align 8, !alias.scope !57, !noalias !59
  %scevgep1983 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19831984 = bitcast double* %scevgep1983 to <8 x double>*
  %scevgep1985 = getelementptr <8 x double>, <8 x double>* %scevgep19831984, i64 -19
  store <8 x double> %276, <8 x double>* %scevgep1985, align 8, !alias.scope !57, !noalias !59
  %scevgep1980 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19801981 = bitcast double* %scevgep1980 to <8 x double>*
  %scevgep1982 = getelementptr <8 x double>, <8 x double>* %scevgep19801981, i64 -18
  store <8 x double> %278, <8 x double>* %scevgep1982, align 8, !alias.scope !57, !noalias !59
  %scevgep1977 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19771978 = bitcast double* %scevgep1977 to <8 x double>*
  %scevgep1979 = getelementptr <8 x double>, <8 x double>* %scevgep19771978, i64 -17
  store <8 x double> %280, <8 x double>* %scevgep1979, align 8, !alias.scope !57, !noalias !59
  %scevgep1974 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19741975 = bitcast double* %scevgep1974 to <8 x double>*
  %scevgep1976 = getelementptr <8 x double>, <8 x double>* %scevgep19741975, i64 -16
  store <8 x double> %282, <8 x double>* %scevgep1976, align 8, !alias.scope !57, !noalias !59
  %scevgep1971 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19711972 = bitcast double* %scevgep1971 to <8 x double>*
  %scevgep1973 = getelementptr <8 x double>, <8 x double>* %scevgep19711972, i64 -15
  store <8 x double> %286, <8 x double>* %scevgep1973, align 8, !alias.scope !57, !noalias !59
  %scevgep1968 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19681969 = bitcast double* %scevgep1968 to <8 x double>*
  %scevgep1970 = getelementptr <8 x double>, <8 x double>* %scevgep19681969, i64 -14
  store <8 x double> %288, <8 x double>* %scevgep1970, align 8, !alias.scope !57, !noalias !59
  %scevgep1965 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19651966 = bitcast double* %scevgep1965 to <8 x double>*
  %scevgep1967 = getelementptr <8 x double>, <8 x double>* %scevgep19651966, i64 -13
  store <8 x double> %290, <8 x double>* %scevgep1967, align 8, !alias.scope !57, !noalias !59
  %scevgep1962 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19621963 = bitcast double* %scevgep1962 to <8 x double>*
  %scevgep1964 = getelementptr <8 x double>, <8 x double>* %scevgep19621963, i64 -12
  store <8 x double> %292, <8 x double>* %scevgep1964, align 8, !alias.scope !57, !noalias !59
  %scevgep1959 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19591960 = bitcast double* %scevgep1959 to <8 x double>*
  %scevgep1961 = getelementptr <8 x double>, <8 x double>* %scevgep19591960, i64 -11
  store <8 x double> %296, <8 x double>* %scevgep1961, align 8, !alias.scope !57, !noalias !59
  %scevgep1956 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19561957 = bitcast double* %scevgep1956 to <8 x double>*
  %scevgep1958 = getelementptr <8 x double>, <8 x double>* %scevgep19561957, i64 -10
  store <8 x double> %298, <8 x double>* %scevgep1958, align 8, !alias.scope !57, !noalias !59
  %scevgep1953 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19531954 = bitcast double* %scevgep1953 to <8 x double>*
  %scevgep1955 = getelementptr <8 x double>, <8 x double>* %scevgep19531954, i64 -9
  store <8 x double> %300, <8 x double>* %scevgep1955, align 8, !alias.scope !57, !noalias !59
  %scevgep1950 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19501951 = bitcast double* %scevgep1950 to <8 x double>*
  %scevgep1952 = getelementptr <8 x double>, <8 x double>* %scevgep19501951, i64 -8
  store <8 x double> %302, <8 x double>* %scevgep1952, align 8, !alias.scope !57, !noalias !59
  %scevgep1947 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19471948 = bitcast double* %scevgep1947 to <8 x double>*
  %scevgep1949 = getelementptr <8 x double>, <8 x double>* %scevgep19471948, i64 -7
  store <8 x double> %306, <8 x double>* %scevgep1949, align 8, !alias.scope !57, !noalias !59
  %scevgep1944 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19441945 = bitcast double* %scevgep1944 to <8 x double>*
  %scevgep1946 = getelementptr <8 x double>, <8 x double>* %scevgep19441945, i64 -6
  store <8 x double> %308, <8 x double>* %scevgep1946, align 8, !alias.scope !57, !noalias !59
  %scevgep1941 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19411942 = bitcast double* %scevgep1941 to <8 x double>*
  %scevgep1943 = getelementptr <8 x double>, <8 x double>* %scevgep19411942, i64 -5
  store <8 x double> %310, <8 x double>* %scevgep1943, align 8, !alias.scope !57, !noalias !59
  %scevgep1938 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep19381939 = bitcast double* %scevgep1938 to <8 x double>*
  %scevgep1940 = getelementptr <8 x double>, <8 x double>* %scevgep19381939, i64 -4
  store <8 x double> %312, <8 x double>* %scevgep1940, align 8, !alias.scope !57, !noalias !59
  %scevgep2018 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20182019 = bitcast double* %scevgep2018 to <8 x double>*
  %scevgep2020 = getelementptr <8 x double>, <8 x double>* %scevgep20182019, i64 -3
  store <8 x double> %316, <8 x double>* %scevgep2020, align 8, !alias.scope !57, !noalias !59
  %scevgep2015 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20152016 = bitcast double* %scevgep2015 to <8 x double>*
  %scevgep2017 = getelementptr <8 x double>, <8 x double>* %scevgep20152016, i64 -2
  store <8 x double> %318, <8 x double>* %scevgep2017, align 8, !alias.scope !57, !noalias !59
  %scevgep2012 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20122013 = bitcast double* %scevgep2012 to <8 x double>*
  %scevgep2014 = getelementptr <8 x double>, <8 x double>* %scevgep20122013, i64 -1
  store <8 x double> %320, <8 x double>* %scevgep2014, align 8, !alias.scope !57, !noalias !59
  %scevgep2010 = getelementptr double, double* %scevgep1937, i64 %index
  %scevgep20102011 = bitcast double* %scevgep2010 to <8 x double>*
  store <8 x double> %322, <8 x double>* %scevgep20102011, align 8, !alias.scope !57, !noalias !59
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next2034 = add i64 %lsr.iv2033, -8
  %niter418.ncmp.7 = icmp eq i64 %lsr.iv.next2034, 0
  br i1 %niter418.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !60

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod416.not = icmp eq i64 %xtraiter414, 0
  br i1 %lcmp.mod416.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %323 = load double, double* %.6.i138, align 8, !alias.scope !52
  %324 = load double, double* %arg.w.4, align 8, !alias.scope !55
  %.scalar.epil = fmul double %323, %324
  %325 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %326 = shufflevector <8 x double> %325, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar362.epil = fmul double %323, %324
  %327 = insertelement <8 x double> poison, double %.scalar362.epil, i64 0
  %328 = shufflevector <8 x double> %327, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar363.epil = fmul double %323, %324
  %329 = insertelement <8 x double> poison, double %.scalar363.epil, i64 0
  %330 = shufflevector <8 x double> %329, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar364.epil = fmul double %323, %324
  %331 = insertelement <8 x double> poison, double %.scalar364.epil, i64 0
  %332 = shufflevector <8 x double> %331, <8 x double> poison, <8 x i32> zeroinitializer
  %333 = add nuw nsw i64 %index.unr, 24
  %scevgep1922 = getelementptr double, double* %.6.i41139, i64 %333
  %334 = shl nuw nsw i64 %xtraiter414, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1923 = phi i64 [ %lsr.iv.next1924, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %335 = bitcast double* %scevgep1922 to i8*
  %uglygep1934 = getelementptr i8, i8* %335, i64 %lsr.iv1923
  %uglygep19341935 = bitcast i8* %uglygep1934 to <8 x double>*
  %scevgep1936 = getelementptr <8 x double>, <8 x double>* %uglygep19341935, i64 -3
  store <8 x double> %326, <8 x double>* %scevgep1936, align 8, !alias.scope !57, !noalias !59
  %uglygep1931 = getelementptr i8, i8* %335, i64 %lsr.iv1923
  %uglygep19311932 = bitcast i8* %uglygep1931 to <8 x double>*
  %scevgep1933 = getelementptr <8 x double>, <8 x double>* %uglygep19311932, i64 -2
  store <8 x double> %328, <8 x double>* %scevgep1933, align 8, !alias.scope !57, !noalias !59
  %uglygep1928 = getelementptr i8, i8* %335, i64 %lsr.iv1923
  %uglygep19281929 = bitcast i8* %uglygep1928 to <8 x double>*
  %scevgep1930 = getelementptr <8 x double>, <8 x double>* %uglygep19281929, i64 -1
  store <8 x double> %330, <8 x double>* %scevgep1930, align 8, !alias.scope !57, !noalias !59
  %uglygep1926 = getelementptr i8, i8* %335, i64 %lsr.iv1923
  %uglygep19261927 = bitcast i8* %uglygep1926 to <8 x double>*
  store <8 x double> %332, <8 x double>* %uglygep19261927, align 8, !alias.scope !57, !noalias !59
  %lsr.iv.next1924 = add nuw nsw i64 %lsr.iv1923, 256
  %epil.iter415.cmp.not = icmp eq i64 %334, %lsr.iv.next1924
  br i1 %epil.iter415.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !61

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1162, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader371

for.body.preheader371:                            ; preds = %vector.memcheck, %for.body.preheader205, %middle.block
  %loop.index134.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader205 ], [ %n.vec, %middle.block ]
  %336 = xor i64 %loop.index134.ph, -1
  %337 = add i64 %dest_shape.1162, %336
  %xtraiter411 = and i64 %dest_shape.1162, 7
  %lcmp.mod412.not = icmp eq i64 %xtraiter411, 0
  br i1 %lcmp.mod412.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader371
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1920 = phi i64 [ %xtraiter411, %for.body.prol.preheader ], [ %lsr.iv.next1921, %for.body.prol ]
  %loop.index134.prol = phi i64 [ %.438.prol, %for.body.prol ], [ %loop.index134.ph, %for.body.prol.preheader ]
  %.400.prol = load double, double* %.6.i138, align 8
  %.409.prol = load double, double* %arg.w.4, align 8
  %.6.i123.prol = fmul double %.400.prol, %.409.prol
  %scevgep1919 = getelementptr double, double* %.6.i41139, i64 %loop.index134.prol
  store double %.6.i123.prol, double* %scevgep1919, align 8
  %.438.prol = add nuw i64 %loop.index134.prol, 1
  %lsr.iv.next1921 = add nsw i64 %lsr.iv1920, -1
  %prol.iter413.cmp.not = icmp eq i64 %lsr.iv.next1921, 0
  br i1 %prol.iter413.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !62

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader371
  %loop.index134.unr = phi i64 [ %loop.index134.ph, %for.body.preheader371 ], [ %.438.prol, %for.body.prol ]
  %338 = icmp ult i64 %337, 7
  br i1 %338, label %for.end, label %for.body.preheader430

for.body.preheader430:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us177.preheader:                         ; preds = %for.body.preheader.split
  %339 = icmp ult i64 %dest_shape.1162, 32
  br i1 %339, label %for.body.us177.preheader369, label %vector.memcheck232

vector.memcheck232:                               ; preds = %for.body.us177.preheader
  %scevgep233 = getelementptr double, double* %.6.i41139, i64 %dest_shape.1162
  %scevgep235 = getelementptr double, double* %.6.i138, i64 1
  %scevgep237 = getelementptr double, double* %arg.w.4, i64 %dest_shape.1162
  %bound0239 = icmp ult double* %.6.i41139, %scevgep235
  %bound1240 = icmp ult double* %.6.i138, %scevgep233
  %found.conflict241 = and i1 %bound0239, %bound1240
  %bound0242 = icmp ult double* %.6.i41139, %scevgep237
  %bound1243 = icmp ugt double* %scevgep233, %arg.w.4
  %found.conflict244 = and i1 %bound0242, %bound1243
  %conflict.rdx245 = or i1 %found.conflict241, %found.conflict244
  br i1 %conflict.rdx245, label %for.body.us177.preheader369, label %vector.ph250

vector.ph250:                                     ; preds = %vector.memcheck232
  %n.vec252 = and i64 %dest_shape.1162, -32
  %340 = add i64 %n.vec252, -32
  %341 = lshr exact i64 %340, 5
  %342 = add nuw nsw i64 %341, 1
  %xtraiter406 = and i64 %342, 7
  %343 = icmp ult i64 %340, 224
  br i1 %343, label %middle.block246.unr-lcssa, label %vector.ph250.new

vector.ph250.new:                                 ; preds = %vector.ph250
  %const2058 = bitcast i64 1152921504606846968 to i64
  %unroll_iter409 = and i64 %342, %const2058
  %344 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259 = insertelement <8 x double> poison, double %344, i64 0
  %broadcast.splat260 = shufflevector <8 x double> %broadcast.splatinsert259, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261 = insertelement <8 x double> poison, double %344, i64 0
  %broadcast.splat262 = shufflevector <8 x double> %broadcast.splatinsert261, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263 = insertelement <8 x double> poison, double %344, i64 0
  %broadcast.splat264 = shufflevector <8 x double> %broadcast.splatinsert263, <8 x double> poison, <8 x i32> zeroinitializer
  %345 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265 = insertelement <8 x double> poison, double %345, i64 0
  %broadcast.splat266 = shufflevector <8 x double> %broadcast.splatinsert265, <8 x double> poison, <8 x i32> zeroinitializer
  %346 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.1 = insertelement <8 x double> poison, double %346, i64 0
  %broadcast.splat260.1 = shufflevector <8 x double> %broadcast.splatinsert259.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.1 = insertelement <8 x double> poison, double %346, i64 0
  %broadcast.splat262.1 = shufflevector <8 x double> %broadcast.splatinsert261.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.1 = insertelement <8 x double> poison, double %346, i64 0
  %broadcast.splat264.1 = shufflevector <8 x double> %broadcast.splatinsert263.1, <8 x double> poison, <8 x i32> zeroinitializer
  %347 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.1 = insertelement <8 x double> poison, double %347, i64 0
  %broadcast.splat266.1 = shufflevector <8 x double> %broadcast.splatinsert265.1, <8 x double> poison, <8 x i32> zeroinitializer
  %348 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.2 = insertelement <8 x double> poison, double %348, i64 0
  %broadcast.splat260.2 = shufflevector <8 x double> %broadcast.splatinsert259.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.2 = insertelement <8 x double> poison, double %348, i64 0
  %broadcast.splat262.2 = shufflevector <8 x double> %broadcast.splatinsert261.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.2 = insertelement <8 x double> poison, double %348, i64 0
  %broadcast.splat264.2 = shufflevector <8 x double> %broadcast.splatinsert263.2, <8 x double> poison, <8 x i32> zeroinitializer
  %349 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.2 = insertelement <8 x double> poison, double %349, i64 0
  %broadcast.splat266.2 = shufflevector <8 x double> %broadcast.splatinsert265.2, <8 x double> poison, <8 x i32> zeroinitializer
  %350 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.3 = insertelement <8 x double> poison, double %350, i64 0
  %broadcast.splat260.3 = shufflevector <8 x double> %broadcast.splatinsert259.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.3 = insertelement <8 x double> poison, double %350, i64 0
  %broadcast.splat262.3 = shufflevector <8 x double> %broadcast.splatinsert261.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.3 = insertelement <8 x double> poison, double %350, i64 0
  %broadcast.splat264.3 = shufflevector <8 x double> %broadcast.splatinsert263.3, <8 x double> poison, <8 x i32> zeroinitializer
  %351 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.3 = insertelement <8 x double> poison, double %351, i64 0
  %broadcast.splat266.3 = shufflevector <8 x double> %broadcast.splatinsert265.3, <8 x double> poison, <8 x i32> zeroinitializer
  %352 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.4 = insertelement <8 x double> poison, double %352, i64 0
  %broadcast.splat260.4 = shufflevector <8 x double> %broadcast.splatinsert259.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.4 = insertelement <8 x double> poison, double %352, i64 0
  %broadcast.splat262.4 = shufflevector <8 x double> %broadcast.splatinsert261.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.4 = insertelement <8 x double> poison, double %352, i64 0
  %broadcast.splat264.4 = shufflevector <8 x double> %broadcast.splatinsert263.4, <8 x double> poison, <8 x i32> zeroinitializer
  %353 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.4 = insertelement <8 x double> poison, double %353, i64 0
  %broadcast.splat266.4 = shufflevector <8 x double> %broadcast.splatinsert265.4, <8 x double> poison, <8 x i32> zeroinitializer
  %354 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.5 = insertelement <8 x double> poison, double %354, i64 0
  %broadcast.splat260.5 = shufflevector <8 x double> %broadcast.splatinsert259.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.5 = insertelement <8 x double> poison, double %354, i64 0
  %broadcast.splat262.5 = shufflevector <8 x double> %broadcast.splatinsert261.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.5 = insertelement <8 x double> poison, double %354, i64 0
  %broadcast.splat264.5 = shufflevector <8 x double> %broadcast.splatinsert263.5, <8 x double> poison, <8 x i32> zeroinitializer
  %355 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.5 = insertelement <8 x double> poison, double %355, i64 0
  %broadcast.splat266.5 = shufflevector <8 x double> %broadcast.splatinsert265.5, <8 x double> poison, <8 x i32> zeroinitializer
  %356 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.6 = insertelement <8 x double> poison, double %356, i64 0
  %broadcast.splat260.6 = shufflevector <8 x double> %broadcast.splatinsert259.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.6 = insertelement <8 x double> poison, double %356, i64 0
  %broadcast.splat262.6 = shufflevector <8 x double> %broadcast.splatinsert261.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.6 = insertelement <8 x double> poison, double %356, i64 0
  %broadcast.splat264.6 = shufflevector <8 x double> %broadcast.splatinsert263.6, <8 x double> poison, <8 x i32> zeroinitializer
  %357 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.6 = insertelement <8 x double> poison, double %357, i64 0
  %broadcast.splat266.6 = shufflevector <8 x double> %broadcast.splatinsert265.6, <8 x double> poison, <8 x i32> zeroinitializer
  %358 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.7 = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat260.7 = shufflevector <8 x double> %broadcast.splatinsert259.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.7 = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat262.7 = shufflevector <8 x double> %broadcast.splatinsert261.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.7 = insertelement <8 x double> poison, double %358, i64 0
  %broadcast.splat264.7 = shufflevector <8 x double> %broadcast.splatinsert263.7, <8 x double> poison, <8 x i32> zeroinitializer
  %359 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.7 = insertelement <8 x double> poison, double %359, i64 0
  %broadcast.splat266.7 = shufflevector <8 x double> %broadcast.splatinsert265.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1709 = getelementptr double, double* %arg.w.4, i64 248
  %scevgep1805 = getelementptr double, double* %.6.i41139, i64 248
  br label %vector.body248

vector.body248:                                   ; preds = %vector.body248, %vector.ph250.new
  %lsr.iv1901 = phi i64 [ %lsr.iv.next1902, %vector.body248 ], [ %unroll_iter409, %vector.ph250.new ]
  %index255 = phi i64 [ 0, %vector.ph250.new ], [ %index.next267.7, %vector.body248 ]
  %scevgep1793 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17931794 = bitcast double* %scevgep1793 to <8 x double>*
  %scevgep1795 = getelementptr <8 x double>, <8 x double>* %scevgep17931794, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1795, align 8, !alias.scope !66
  %scevgep1802 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep18021803 = bitcast double* %scevgep1802 to <8 x double>*
  %scevgep1804 = getelementptr <8 x double>, <8 x double>* %scevgep18021803, i64 -30
  %wide.load256 = load <8 x double>, <8 x double>* %scevgep1804, align 8, !alias.scope !66
  %scevgep1799 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17991800 = bitcast double* %scevgep1799 to <8 x double>*
  %scevgep1801 = getelementptr <8 x double>, <8 x double>* %scevgep17991800, i64 -29
  %wide.load257 = load <8 x double>, <8 x double>* %scevgep1801, align 8, !alias.scope !66
  %scevgep1796 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17961797 = bitcast double* %scevgep1796 to <8 x double>*
  %scevgep1798 = getelementptr <8 x double>, <8 x double>* %scevgep17961797, i64 -28
  %wide.load258 = load <8 x double>, <8 x double>* %scevgep1798, align 8, !alias.scope !66
  %360 = fmul <8 x double> %broadcast.splat260, %wide.load
  %361 = fmul <8 x double> %broadcast.splat262, %wide.load256
  %362 = fmul <8 x double> %broadcast.splat264, %wide.load257
  %363 = fmul <8 x double> %broadcast.splat266, %wide.load258
  %scevgep1889 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18891890 = bitcast double* %scevgep1889 to <8 x double>*
  %scevgep1891 = getelementptr <8 x double>, <8 x double>* %scevgep18891890, i64 -31
  store <8 x double> %360, <8 x double>* %scevgep1891, align 8, !alias.scope !68, !noalias !70
  %scevgep1898 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18981899 = bitcast double* %scevgep1898 to <8 x double>*
  %scevgep1900 = getelementptr <8 x double>, <8 x double>* %scevgep18981899, i64 -30
  store <8 x double> %361, <8 x double>* %scevgep1900, align 8, !alias.scope !68, !noalias !70
  %scevgep1895 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18951896 = bitcast double* %scevgep1895 to <8 x double>*
  %scevgep1897 = getelementptr <8 x double>, <8 x double>* %scevgep18951896, i64 -29
  store <8 x double> %362, <8 x double>* %scevgep1897, align 8, !alias.scope !68, !noalias !70
  %scevgep1892 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18921893 = bitcast double* %scevgep1892 to <8 x double>*
  %scevgep1894 = getelementptr <8 x double>, <8 x double>* %scevgep18921893, i64 -28
  store <8 x double> %363, <8 x double>* %scevgep1894, align 8, !alias.scope !68, !noalias !70
  %scevgep1779 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17791780 = bitcast double* %scevgep1779 to <8 x double>*
  %scevgep1781 = getelementptr <8 x double>, <8 x double>* %scevgep17791780, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1781, align 8, !alias.scope !66
  %scevgep1776 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17761777 = bitcast double* %scevgep1776 to <8 x double>*
  %scevgep1778 = getelementptr <8 x double>, <8 x double>* %scevgep17761777, i64 -26
  %wide.load256.1 = load <8 x double>, <8 x double>* %scevgep1778, align 8, !alias.scope !66
  %scevgep1773 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17731774 = bitcast double* %scevgep1773 to <8 x double>*
  %scevgep1775 = getelementptr <8 x double>, <8 x double>* %scevgep17731774, i64 -25
  %wide.load257.1 = load <8 x double>, <8 x double>* %scevgep1775, align 8, !alias.scope !66
  %scevgep1770 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17701771 = bitcast double* %scevgep1770 to <8 x double>*
  %scevgep1772 = getelementptr <8 x double>, <8 x double>* %scevgep17701771, i64 -24
  %wide.load258.1 = load <8 x double>, <8 x double>* %scevgep1772, align 8, !alias.scope !66
  %364 = fmul <8 x double> %broadcast.splat260.1, %wide.load.1
  %365 = fmul <8 x double> %broadcast.splat262.1, %wide.load256.1
  %366 = fmul <8 x double> %broadcast.splat264.1, %wide.load257.1
  %367 = fmul <8 x double> %broadcast.splat266.1, %wide.load258.1
  %scevgep1875 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18751876 = bitcast double* %scevgep1875 to <8 x double>*
  %scevgep1877 = getelementptr <8 x double>, <8 x double>* %scevgep18751876, i64 -27
  store <8 x double> %364, <8 x double>* %scevgep1877, align 8, !alias.scope !68, !noalias !70
  %scevgep1872 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18721873 = bitcast double* %scevgep1872 to <8 x double>*
  %scevgep1874 = getelementptr <8 x double>, <8 x double>* %scevgep18721873, i64 -26
  store <8 x double> %365, <8 x double>* %scevgep1874, align 8, !alias.scope !68, !noalias !70
  %scevgep1869 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18691870 = bitcast double* %scevgep1869 to <8 x double>*
  %scevgep1871 = getelementptr <8 x double>, <8 x double>* %scevgep18691870, i64 -25
  store <8 x double> %366, <8 x double>* %scevgep1871, align 8, !alias.scope !68, !noalias !70
  %scevgep1866 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18661867 = bitcast double* %scevgep1866 to <8 x double>*
  %scevgep1868 = getelementptr <8 x double>, <8 x double>* %scevgep18661867, i64 -24
  store <8 x double> %367, <8 x double>* %scevgep1868, align 8, !alias.scope !68, !noalias !70
  %scevgep1767 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17671768 = bitcast double* %scevgep1767 to <8 x double>*
  %scevgep1769 = getelementptr <8 x double>, <8 x double>* %scevgep17671768, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1769, align 8, !alias.scope !66
  %scevgep1764 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17641765 = bitcast double* %scevgep1764 to <8 x double>*
  %scevgep1766 = getelementptr <8 x double>, <8 x double>* %scevgep17641765, i64 -22
  %wide.load256.2 = load <8 x double>, <8 x double>* %scevgep1766, align 8, !alias.scope !66
  %scevgep1761 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17611762 = bitcast double* %scevgep1761 to <8 x double>*
  %scevgep1763 = getelementptr <8 x double>, <8 x double>* %scevgep17611762, i64 -21
  %wide.load257.2 = load <8 x double>, <8 x double>* %scevgep1763, align 8, !alias.scope !66
  %scevgep1758 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17581759 = bitcast double* %scevgep1758 to <8 x double>*
  %scevgep1760 = getelementptr <8 x double>, <8 x double>* %scevgep17581759, i64 -20
  %wide.load258.2 = load <8 x double>, <8 x double>* %scevgep1760, align 8, !alias.scope !66
  %368 = fmul <8 x double> %broadcast.splat260.2, %wide.load.2
  %369 = fmul <8 x double> %broadcast.splat262.2, %wide.load256.2
  %370 = fmul <8 x double> %broadcast.splat264.2, %wide.load257.2
  %371 = fmul <8 x double> %broadcast.splat266.2, %wide.load258.2
  %scevgep1863 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18631864 = bitcast double* %scevgep1863 to <8 x double>*
  %scevgep1865 = getelementptr <8 x double>, <8 x double>* %scevgep18631864, i64 -23
  store <8 x double> %368, <8 x double>* %scevgep1865, align 8, !alias.scope !68, !noalias !70
  %scevgep1860 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18601861 = bitcast double* %scevgep1860 to <8 x double>*
  %scevgep1862 = getelementptr <8 x double>, <8 x double>* %scevgep18601861, i64 -22
  store <8 x double> %369, <8 x double>* %scevgep1862, align 8, !alias.scope !68, !noalias !70
  %scevgep1857 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18571858 = bitcast double* %scevgep1857 to <8 x double>*
  %scevgep1859 = getelementptr <8 x double>, <8 x double>* %scevgep18571858, i64 -21
  store <8 x double> %370, <8 x double>* %scevgep1859, align 8, !alias.scope !68, !noalias !70
  %scevgep1854 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18541855 = bitcast double* %scevgep1854 to <8 x double>*
  %scevgep1856 = getelementptr <8 x double>, <8 x double>* %scevgep18541855, i64 -20
  store <8 x double> %371, <8 x double>* %scevgep1856, align 8, !alias.scope !68, !noalias !70
  %scevgep1755 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17551756 = bitcast double* %scevgep1755 to <8 x double>*
  %scevgep1757 = getelementptr <8 x double>, <8 x double>* %scevgep17551756, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1757, align 8, !alias.scope !66
  %scevgep1752 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17521753 = bitcast double* %scevgep1752 to <8 x double>*
  %scevgep1754 = getelementptr <8 x double>, <8 x double>* %scevgep17521753, i64 -18
  %wide.load256.3 = load <8 x double>, <8 x double>* %scevgep1754, align 8, !alias.scope !66
  %scevgep1749 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17491750 = bitcast double* %scevgep1749 to <8 x double>*
  %scevgep1751 = getelementptr <8 x double>, <8 x double>* %scevgep17491750, i64 -17
  %wide.load257.3 = load <8 x double>, <8 x double>* %scevgep1751, align 8, !alias.scope !66
  %scevgep1746 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17461747 = bitcast double* %scevgep1746 to <8 x double>*
  %scevgep1748 = getelementptr <8 x double>, <8 x double>* %scevgep17461747, i64 -16
  %wide.load258.3 = load <8 x double>, <8 x double>* %scevgep1748, align 8, !alias.scope !66
  %372 = fmul <8 x double> %broadcast.splat260.3, %wide.load.3
  %373 = fmul <8 x double> %broadcast.splat262.3, %wide.load256.3
  %374 = fmul <8 x double> %broadcast.splat264.3, %wide.load257.3
  %375 = fmul <8 x double> %broadcast.splat266.3, %wide.load258.3
  %scevgep1851 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18511852 = bitcast double* %scevgep1851 to <8 x double>*
  %scevgep1853 = getelementptr <8 x double>, <8 x double>* %scevgep18511852, i64 -19
  store <8 x double> %372, <8 x double>* %scevgep1853, align 8, !alias.scope !68, !noalias !70
  %scevgep1848 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18481849 = bitcast double* %scevgep1848 to <8 x double>*
  %scevgep1850 = getelementptr <8 x double>, <8 x double>* %scevgep18481849, i64 -18
  store <8 x double> %373, <8 x double>* %scevgep1850, align 8, !alias.scope !68, !noalias !70
  %scevgep1845 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18451846 = bitcast double* %scevgep1845 to <8 x double>*
  %scevgep1847 = getelementptr <8 x double>, <8 x double>* %scevgep18451846, i64 -17
  store <8 x double> %374, <8 x double>* %scevgep1847, align 8, !alias.scope !68, !noalias !70
  %scevgep1842 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18421843 = bitcast double* %scevgep1842 to <8 x double>*
  %scevgep1844 = getelementptr <8 x double>, <8 x double>* %scevgep18421843, i64 -16
  store <8 x double> %375, <8 x double>* %scevgep1844, align 8, !alias.scope !68, !noalias !70
  %scevgep1743 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17431744 = bitcast double* %scevgep1743 to <8 x double>*
  %scevgep1745 = getelementptr <8 x double>, <8 x double>* %scevgep17431744, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1745, align 8, !alias.scope !66
  %scevgep1740 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17401741 = bitcast double* %scevgep1740 to <8 x double>*
  %scevgep1742 = getelementptr <8 x double>, <8 x double>* %scevgep17401741, i64 -14
  %wide.load256.4 = load <8 x double>, <8 x double>* %scevgep1742, align 8, !alias.scope !66
  %scevgep1737 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17371738 = bitcast double* %scevgep1737 to <8 x double>*
  %scevgep1739 = getelementptr <8 x double>, <8 x double>* %scevgep17371738, i64 -13
  %wide.load257.4 = load <8 x double>, <8 x double>* %scevgep1739, align 8, !alias.scope !66
  %scevgep1734 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17341735 = bitcast double* %scevgep1734 to <8 x double>*
  %scevgep1736 = getelementptr <8 x double>, <8 x double>* %scevgep17341735, i64 -12
  %wide.load258.4 = load <8 x double>, <8 x double>* %scevgep1736, align 8, !alias.scope !66
  %376 = fmul <8 x double> %broadcast.splat260.4, %wide.load.4
  %377 = fmul <8 x double> %broadcast.splat262.4, %wide.load256.4
  %378 = fmul <8 x double> %broadcast.splat264.4, %wide.load257.4
  %379 = fmul <8 x double> %broadcast.splat266.4, %wide.load258.4
  %scevgep1839 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18391840 = bitcast double* %scevgep1839 to <8 x double>*
  %scevgep1841 = getelementptr <8 x double>, <8 x double>* %scevgep18391840, i64 -15
  store <8 x double> %376, <8 x double>* %scevgep1841, align 8, !alias.scope !68, !noalias !70
  %scevgep1836 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18361837 = bitcast double* %scevgep1836 to <8 x double>*
  %scevgep1838 = getelementptr <8 x double>, <8 x double>* %scevgep18361837, i64 -14
  store <8 x double> %377, <8 x double>* %scevgep1838, align 8, !alias.scope !68, !noalias !70
  %scevgep1833 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18331834 = bitcast double* %scevgep1833 to <8 x double>*
  %scevgep1835 = getelementptr <8 x double>, <8 x double>* %scevgep18331834, i64 -13
  store <8 x double> %378, <8 x double>* %scevgep1835, align 8, !alias.scope !68, !noalias !70
  %scevgep1830 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18301831 = bitcast double* %scevgep1830 to <8 x double>*
  %scevgep1832 = getelementptr <8 x double>, <8 x double>* %scevgep18301831, i64 -12
  store <8 x double> %379, <8 x double>* %scevgep1832, align 8, !alias.scope !68, !noalias !70
  %scevgep1731 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17311732 = bitcast double* %scevgep1731 to <8 x double>*
  %scevgep1733 = getelementptr <8 x double>, <8 x double>* %scevgep17311732, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1733, align 8, !alias.scope !66
  %scevgep1728 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17281729 = bitcast double* %scevgep1728 to <8 x double>*
  %scevgep1730 = getelementptr <8 x double>, <8 x double>* %scevgep17281729, i64 -10
  %wide.load256.5 = load <8 x double>, <8 x double>* %scevgep1730, align 8, !alias.scope !66
  %scevgep1725 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17251726 = bitcast double* %scevgep1725 to <8 x double>*
  %scevgep1727 = getelementptr <8 x double>, <8 x double>* %scevgep17251726, i64 -9
  %wide.load257.5 = load <8 x double>, <8 x double>* %scevgep1727, align 8, !alias.scope !66
  %scevgep1722 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17221723 = bitcast double* %scevgep1722 to <8 x double>*
  %scevgep1724 = getelementptr <8 x double>, <8 x double>* %scevgep17221723, i64 -8
  %wide.load258.5 = load <8 x double>, <8 x double>* %scevgep1724, align 8, !alias.scope !66
  %380 = fmul <8 x double> %broadcast.splat260.5, %wide.load.5
  %381 = fmul <8 x double> %broadcast.splat262.5, %wide.load256.5
  %382 = fmul <8 x double> %broadcast.splat264.5, %wide.load257.5
  %383 = fmul <8 x double> %broadcast.splat266.5, %wide.load258.5
  %scevgep1827 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18271828 = bitcast double* %scevgep1827 to <8 x double>*
  %scevgep1829 = getelementptr <8 x double>, <8 x double>* %scevgep18271828, i64 -11
  store <8 x double> %380, <8 x double>* %scevgep1829, align 8, !alias.scope !68, !noalias !70
  %scevgep1824 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18241825 = bitcast double* %scevgep1824 to <8 x double>*
  %scevgep1826 = getelementptr <8 x double>, <8 x double>* %scevgep18241825, i64 -10
  store <8 x double> %381, <8 x double>* %scevgep1826, align 8, !alias.scope !68, !noalias !70
  %scevgep1821 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18211822 = bitcast double* %scevgep1821 to <8 x double>*
  %scevgep1823 = getelementptr <8 x double>, <8 x double>* %scevgep18211822, i64 -9
  store <8 x double> %382, <8 x double>* %scevgep1823, align 8, !alias.scope !68, !noalias !70
  %scevgep1818 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18181819 = bitcast double* %scevgep1818 to <8 x double>*
  %scevgep1820 = getelementptr <8 x double>, <8 x double>* %scevgep18181819, i64 -8
  store <8 x double> %383, <8 x double>* %scevgep1820, align 8, !alias.scope !68, !noalias !70
  %scevgep1719 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17191720 = bitcast double* %scevgep1719 to <8 x double>*
  %scevgep1721 = getelementptr <8 x double>, <8 x double>* %scevgep17191720, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1721, align 8, !alias.scope !66
  %scevgep1716 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17161717 = bitcast double* %scevgep1716 to <8 x double>*
  %scevgep1718 = getelementptr <8 x double>, <8 x double>* %scevgep17161717, i64 -6
  %wide.load256.6 = load <8 x double>, <8 x double>* %scevgep1718, align 8, !alias.scope !66
  %scevgep1713 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17131714 = bitcast double* %scevgep1713 to <8 x double>*
  %scevgep1715 = getelementptr <8 x double>, <8 x double>* %scevgep17131714, i64 -5
  %wide.load257.6 = load <8 x double>, <8 x double>* %scevgep1715, align 8, !alias.scope !66
  %scevgep1710 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17101711 = bitcast double* %scevgep1710 to <8 x double>*
  %scevgep1712 = getelementptr <8 x double>, <8 x double>* %scevgep17101711, i64 -4
  %wide.load258.6 = load <8 x double>, <8 x double>* %scevgep1712, align 8, !alias.scope !66
  %384 = fmul <8 x double> %broadcast.splat260.6, %wide.load.6
  %385 = fmul <8 x double> %broadcast.splat262.6, %wide.load256.6
  %386 = fmul <8 x double> %broadcast.splat264.6, %wide.load257.6
  %387 = fmul <8 x double> %broadcast.splat266.6, %wide.load258.6
  %scevgep1815 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18151816 = bitcast double* %scevgep1815 to <8 x double>*
  %scevgep1817 = getelementptr <8 x double>, <8 x double>* %scevgep18151816, i64 -7
  store <8 x double> %384, <8 x double>* %scevgep1817, align 8, !alias.scope !68, !noalias !70
  %scevgep1812 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18121813 = bitcast double* %scevgep1812 to <8 x double>*
  %scevgep1814 = getelementptr <8 x double>, <8 x double>* %scevgep18121813, i64 -6
  store <8 x double> %385, <8 x double>* %scevgep1814, align 8, !alias.scope !68, !noalias !70
  %scevgep1809 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18091810 = bitcast double* %scevgep1809 to <8 x double>*
  %scevgep1811 = getelementptr <8 x double>, <8 x double>* %scevgep18091810, i64 -5
  store <8 x double> %386, <8 x double>* %scevgep1811, align 8, !alias.scope !68, !noalias !70
  %scevgep1806 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18061807 = bitcast double* %scevgep1806 to <8 x double>*
  %scevgep1808 = getelementptr <8 x double>, <8 x double>* %scevgep18061807, i64 -4
  store <8 x double> %387, <8 x double>* %scevgep1808, align 8, !alias.scope !68, !noalias !70
  %scevgep1790 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17901791 = bitcast double* %scevgep1790 to <8 x double>*
  %scevgep1792 = getelementptr <8 x double>, <8 x double>* %scevgep17901791, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1792, align 8, !alias.scope !66
  %scevgep1787 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17871788 = bitcast double* %scevgep1787 to <8 x double>*
  %scevgep1789 = getelementptr <8 x double>, <8 x double>* %scevgep17871788, i64 -2
  %wide.load256.7 = load <8 x double>, <8 x double>* %scevgep1789, align 8, !alias.scope !66
  %scevgep1784 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17841785 = bitcast double* %scevgep1784 to <8 x double>*
  %scevgep1786 = getelementptr <8 x double>, <8 x double>* %scevgep17841785, i64 -1
  %wide.load257.7 = load <8 x double>, <8 x double>* %scevgep1786, align 8, !alias.scope !66
  %scevgep1782 = getelementptr double, double* %scevgep1709, i64 %index255
  %scevgep17821783 = bitcast double* %scevgep1782 to <8 x double>*
  %wide.load258.7 = load <8 x double>, <8 x double>* %scevgep17821783, align 8, !alias.scope !66
  %388 = fmul <8 x double> %broadcast.splat260.7, %wide.load.7
  %389 = fmul <8 x double> %broadcast.splat262.7, %wide.load256.7
  %390 = fmul <8 x double> %broadcast.splat264.7, %wide.load257.7
  %391 = fmul <8 x double> %broadcast.splat266.7, %wide.load258.7
  %scevgep1886 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18861887 = bitcast double* %scevgep1886 to <8 x double>*
  %scevgep1888 = getelementptr <8 x double>, <8 x double>* %scevgep18861887, i64 -3
  store <8 x double> %388, <8 x double>* %scevgep1888, align 8, !alias.scope !68, !noalias !70
  %scevgep1883 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18831884 = bitcast double* %scevgep1883 to <8 x double>*
  %scevgep1885 = getelementptr <8 x double>, <8 x double>* %scevgep18831884, i64 -2
  store <8 x double> %389, <8 x double>* %scevgep1885, align 8, !alias.scope !68, !noalias !70
  %scevgep1880 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18801881 = bitcast double* %scevgep1880 to <8 x double>*
  %scevgep1882 = getelementptr <8 x double>, <8 x double>* %scevgep18801881, i64 -1
  store <8 x double> %390, <8 x double>* %scevgep1882, align 8, !alias.scope !68, !noalias !70
  %scevgep1878 = getelementptr double, double* %scevgep1805, i64 %index255
  %scevgep18781879 = bitcast double* %scevgep1878 to <8 x double>*
  store <8 x double> %391, <8 x double>* %scevgep18781879, align 8, !alias.scope !68, !noalias !70
  %index.next267.7 = add i64 %index255, 256
  %lsr.iv.next1902 = add i64 %lsr.iv1901, -8
  %niter410.ncmp.7 = icmp eq i64 %lsr.iv.next1902, 0
  br i1 %niter410.ncmp.7, label %middle.block246.unr-lcssa, label %vector.body248, !llvm.loop !71

middle.block246.unr-lcssa:                        ; preds = %vector.body248, %vector.ph250
  %index255.unr = phi i64 [ 0, %vector.ph250 ], [ %index.next267.7, %vector.body248 ]
  %lcmp.mod408.not = icmp eq i64 %xtraiter406, 0
  br i1 %lcmp.mod408.not, label %middle.block246, label %vector.body248.epil.preheader

vector.body248.epil.preheader:                    ; preds = %middle.block246.unr-lcssa
  %392 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert259.epil = insertelement <8 x double> poison, double %392, i64 0
  %broadcast.splat260.epil = shufflevector <8 x double> %broadcast.splatinsert259.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert261.epil = insertelement <8 x double> poison, double %392, i64 0
  %broadcast.splat262.epil = shufflevector <8 x double> %broadcast.splatinsert261.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert263.epil = insertelement <8 x double> poison, double %392, i64 0
  %broadcast.splat264.epil = shufflevector <8 x double> %broadcast.splatinsert263.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %393 = load double, double* %.6.i138, align 8, !alias.scope !63
  %broadcast.splatinsert265.epil = insertelement <8 x double> poison, double %393, i64 0
  %broadcast.splat266.epil = shufflevector <8 x double> %broadcast.splatinsert265.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %394 = add nuw nsw i64 %index255.unr, 24
  %scevgep1681 = getelementptr double, double* %.6.i41139, i64 %394
  %scevgep1696 = getelementptr double, double* %arg.w.4, i64 %394
  %395 = shl nuw nsw i64 %xtraiter406, 8
  br label %vector.body248.epil

vector.body248.epil:                              ; preds = %vector.body248.epil, %vector.body248.epil.preheader
  %lsr.iv1682 = phi i64 [ %lsr.iv.next1683, %vector.body248.epil ], [ 0, %vector.body248.epil.preheader ]
  %396 = bitcast double* %scevgep1696 to i8*
  %397 = bitcast double* %scevgep1681 to i8*
  %uglygep1706 = getelementptr i8, i8* %396, i64 %lsr.iv1682
  %uglygep17061707 = bitcast i8* %uglygep1706 to <8 x double>*
  %scevgep1708 = getelementptr <8 x double>, <8 x double>* %uglygep17061707, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1708, align 8, !alias.scope !66
  %uglygep1703 = getelementptr i8, i8* %396, i64 %lsr.iv1682
  %uglygep17031704 = bitcast i8* %uglygep1703 to <8 x double>*
  %scevgep1705 = getelementptr <8 x double>, <8 x double>* %uglygep17031704, i64 -2
  %wide.load256.epil = load <8 x double>, <8 x double>* %scevgep1705, align 8, !alias.scope !66
  %uglygep1700 = getelementptr i8, i8* %396, i64 %lsr.iv1682
  %uglygep17001701 = bitcast i8* %uglygep1700 to <8 x double>*
  %scevgep1702 = getelementptr <8 x double>, <8 x double>* %uglygep17001701, i64 -1
  %wide.load257.epil = load <8 x double>, <8 x double>* %scevgep1702, align 8, !alias.scope !66
  %uglygep1698 = getelementptr i8, i8* %396, i64 %lsr.iv1682
  %uglygep16981699 = bitcast i8* %uglygep1698 to <8 x double>*
  %wide.load258.epil = load <8 x double>, <8 x double>* %uglygep16981699, align 8, !alias.scope !66
  %398 = fmul <8 x double> %broadcast.splat260.epil, %wide.load.epil
  %399 = fmul <8 x double> %broadcast.splat262.epil, %wide.load256.epil
  %400 = fmul <8 x double> %broadcast.splat264.epil, %wide.load257.epil
  %401 = fmul <8 x double> %broadcast.splat266.epil, %wide.load258.epil
  %uglygep1693 = getelementptr i8, i8* %397, i64 %lsr.iv1682
  %uglygep16931694 = bitcast i8* %uglygep1693 to <8 x double>*
  %scevgep1695 = getelementptr <8 x double>, <8 x double>* %uglygep16931694, i64 -3
  store <8 x double> %398, <8 x double>* %scevgep1695, align 8, !alias.scope !68, !noalias !70
  %uglygep1690 = getelementptr i8, i8* %397, i64 %lsr.iv1682
  %uglygep16901691 = bitcast i8* %uglygep1690 to <8 x double>*
  %scevgep1692 = getelementptr <8 x double>, <8 x double>* %uglygep16901691, i64 -2
  store <8 x double> %399, <8 x double>* %scevgep1692, align 8, !alias.scope !68, !noalias !70
  %uglygep1687 = getelementptr i8, i8* %397, i64 %lsr.iv1682
  %uglygep16871688 = bitcast i8* %uglygep1687 to <8 x double>*
  %scevgep1689 = getelementptr <8 x double>, <8 x double>* %uglygep16871688, i64 -1
  store <8 x double> %400, <8 x double>* %scevgep1689, align 8, !alias.scope !68, !noalias !70
  %uglygep1685 = getelementptr i8, i8* %397, i64 %lsr.iv1682
  %uglygep16851686 = bitcast i8* %uglygep1685 to <8 x double>*
  store <8 x double> %401, <8 x double>* %uglygep16851686, align 8, !alias.scope !68, !noalias !70
  %lsr.iv.next1683 = add nuw nsw i64 %lsr.iv1682, 256
  %epil.iter407.cmp.not = icmp eq i64 %395, %lsr.iv.next1683
  br i1 %epil.iter407.cmp.not, label %middle.block246, label %vector.body248.epil, !llvm.loop !72

middle.block246:                                  ; preds = %vector.body248.epil, %middle.block246.unr-lcssa
  %cmp.n254 = icmp eq i64 %dest_shape.1162, %n.vec252
  br i1 %cmp.n254, label %for.end, label %for.body.us177.preheader369

for.body.us177.preheader369:                      ; preds = %vector.memcheck232, %for.body.us177.preheader, %middle.block246
  %loop.index134.us178.ph = phi i64 [ 0, %vector.memcheck232 ], [ 0, %for.body.us177.preheader ], [ %n.vec252, %middle.block246 ]
  %402 = xor i64 %loop.index134.us178.ph, -1
  %403 = add i64 %dest_shape.1162, %402
  %xtraiter403 = and i64 %dest_shape.1162, 7
  %lcmp.mod404.not = icmp eq i64 %xtraiter403, 0
  br i1 %lcmp.mod404.not, label %for.body.us177.prol.loopexit, label %for.body.us177.prol.preheader

for.body.us177.prol.preheader:                    ; preds = %for.body.us177.preheader369
  br label %for.body.us177.prol

for.body.us177.prol:                              ; preds = %for.body.us177.prol.preheader, %for.body.us177.prol
  %lsr.iv1679 = phi i64 [ %xtraiter403, %for.body.us177.prol.preheader ], [ %lsr.iv.next1680, %for.body.us177.prol ]
  %loop.index134.us178.prol = phi i64 [ %.438.us186.prol, %for.body.us177.prol ], [ %loop.index134.us178.ph, %for.body.us177.prol.preheader ]
  %.400.us180.prol = load double, double* %.6.i138, align 8
  %scevgep1678 = getelementptr double, double* %arg.w.4, i64 %loop.index134.us178.prol
  %.409.us183.prol = load double, double* %scevgep1678, align 8
  %.6.i123.us184.prol = fmul double %.400.us180.prol, %.409.us183.prol
  %scevgep1677 = getelementptr double, double* %.6.i41139, i64 %loop.index134.us178.prol
  store double %.6.i123.us184.prol, double* %scevgep1677, align 8
  %.438.us186.prol = add nuw i64 %loop.index134.us178.prol, 1
  %lsr.iv.next1680 = add nsw i64 %lsr.iv1679, -1
  %prol.iter405.cmp.not = icmp eq i64 %lsr.iv.next1680, 0
  br i1 %prol.iter405.cmp.not, label %for.body.us177.prol.loopexit, label %for.body.us177.prol, !llvm.loop !73

for.body.us177.prol.loopexit:                     ; preds = %for.body.us177.prol, %for.body.us177.preheader369
  %loop.index134.us178.unr = phi i64 [ %loop.index134.us178.ph, %for.body.us177.preheader369 ], [ %.438.us186.prol, %for.body.us177.prol ]
  %404 = icmp ult i64 %403, 7
  br i1 %404, label %for.end, label %for.body.us177.preheader428

for.body.us177.preheader428:                      ; preds = %for.body.us177.prol.loopexit
  br label %for.body.us177

for.body.us177:                                   ; preds = %for.body.us177.preheader428, %for.body.us177
  %loop.index134.us178 = phi i64 [ %.438.us186.7, %for.body.us177 ], [ %loop.index134.us178.unr, %for.body.us177.preheader428 ]
  %.400.us180 = load double, double* %.6.i138, align 8
  %sunkaddr2206 = mul i64 %loop.index134.us178, 8
  %405 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2207 = getelementptr i8, i8* %405, i64 %sunkaddr2206
  %406 = bitcast i8* %sunkaddr2207 to double*
  %.409.us183 = load double, double* %406, align 8
  %.6.i123.us184 = fmul double %.400.us180, %.409.us183
  %sunkaddr2208 = mul i64 %loop.index134.us178, 8
  %407 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2209 = getelementptr i8, i8* %407, i64 %sunkaddr2208
  %408 = bitcast i8* %sunkaddr2209 to double*
  store double %.6.i123.us184, double* %408, align 8
  %.400.us180.1 = load double, double* %.6.i138, align 8
  %sunkaddr2210 = mul i64 %loop.index134.us178, 8
  %409 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2211 = getelementptr i8, i8* %409, i64 %sunkaddr2210
  %sunkaddr2212 = getelementptr i8, i8* %sunkaddr2211, i64 8
  %410 = bitcast i8* %sunkaddr2212 to double*
  %.409.us183.1 = load double, double* %410, align 8
  %.6.i123.us184.1 = fmul double %.400.us180.1, %.409.us183.1
  %sunkaddr2213 = mul i64 %loop.index134.us178, 8
  %411 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2214 = getelementptr i8, i8* %411, i64 %sunkaddr2213
  %sunkaddr2215 = getelementptr i8, i8* %sunkaddr2214, i64 8
  %412 = bitcast i8* %sunkaddr2215 to double*
  store double %.6.i123.us184.1, double* %412, align 8
  %.400.us180.2 = load double, double* %.6.i138, align 8
  %sunkaddr2216 = mul i64 %loop.index134.us178, 8
  %413 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2217 = getelementptr i8, i8* %413, i64 %sunkaddr2216
  %sunkaddr2218 = getelementptr i8, i8* %sunkaddr2217, i64 16
  %414 = bitcast i8* %sunkaddr2218 to double*
  %.409.us183.2 = load double, double* %414, align 8
  %.6.i123.us184.2 = fmul double %.400.us180.2, %.409.us183.2
  %sunkaddr2219 = mul i64 %loop.index134.us178, 8
  %415 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2220 = getelementptr i8, i8* %415, i64 %sunkaddr2219
  %sunkaddr2221 = getelementptr i8, i8* %sunkaddr2220, i64 16
  %416 = bitcast i8* %sunkaddr2221 to double*
  store double %.6.i123.us184.2, double* %416, align 8
  %.400.us180.3 = load double, double* %.6.i138, align 8
  %sunkaddr2222 = mul i64 %loop.index134.us178, 8
  %417 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2223 = getelementptr i8, i8* %417, i64 %sunkaddr2222
  %sunkaddr2224 = getelementptr i8, i8* %sunkaddr2223, i64 24
  %418 = bitcast i8* %sunkaddr2224 to double*
  %.409.us183.3 = load double, double* %418, align 8
  %.6.i123.us184.3 = fmul double %.400.us180.3, %.409.us183.3
  %sunkaddr2225 = mul i64 %loop.index134.us178, 8
  %419 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2226 = getelementptr i8, i8* %419, i64 %sunkaddr2225
  %sunkaddr2227 = getelementptr i8, i8* %sunkaddr2226, i64 24
  %420 = bitcast i8* %sunkaddr2227 to double*
  store double %.6.i123.us184.3, double* %420, align 8
  %.400.us180.4 = load double, double* %.6.i138, align 8
  %sunkaddr2228 = mul i64 %loop.index134.us178, 8
  %421 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2229 = getelementptr i8, i8* %421, i64 %sunkaddr2228
  %sunkaddr2230 = getelementptr i8, i8* %sunkaddr2229, i64 32
  %422 = bitcast i8* %sunkaddr2230 to double*
  %.409.us183.4 = load double, double* %422, align 8
  %.6.i123.us184.4 = fmul double %.400.us180.4, %.409.us183.4
  %sunkaddr2231 = mul i64 %loop.index134.us178, 8
  %423 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2232 = getelementptr i8, i8* %423, i64 %sunkaddr2231
  %sunkaddr2233 = getelementptr i8, i8* %sunkaddr2232, i64 32
  %424 = bitcast i8* %sunkaddr2233 to double*
  store double %.6.i123.us184.4, double* %424, align 8
  %.400.us180.5 = load double, double* %.6.i138, align 8
  %sunkaddr2234 = mul i64 %loop.index134.us178, 8
  %425 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2235 = getelementptr i8, i8* %425, i64 %sunkaddr2234
  %sunkaddr2236 = getelementptr i8, i8* %sunkaddr2235, i64 40
  %426 = bitcast i8* %sunkaddr2236 to double*
  %.409.us183.5 = load double, double* %426, align 8
  %.6.i123.us184.5 = fmul double %.400.us180.5, %.409.us183.5
  %sunkaddr2237 = mul i64 %loop.index134.us178, 8
  %427 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2238 = getelementptr i8, i8* %427, i64 %sunkaddr2237
  %sunkaddr2239 = getelementptr i8, i8* %sunkaddr2238, i64 40
  %428 = bitcast i8* %sunkaddr2239 to double*
  store double %.6.i123.us184.5, double* %428, align 8
  %.400.us180.6 = load double, double* %.6.i138, align 8
  %sunkaddr2240 = mul i64 %loop.index134.us178, 8
  %429 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2241 = getelementptr i8, i8* %429, i64 %sunkaddr2240
  %sunkaddr2242 = getelementptr i8, i8* %sunkaddr2241, i64 48
  %430 = bitcast i8* %sunkaddr2242 to double*
  %.409.us183.6 = load double, double* %430, align 8
  %.6.i123.us184.6 = fmul double %.400.us180.6, %.409.us183.6
  %sunkaddr2243 = mul i64 %loop.index134.us178, 8
  %431 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2244 = getelementptr i8, i8* %431, i64 %sunkaddr2243
  %sunkaddr2245 = getelementptr i8, i8* %sunkaddr2244, i64 48
  %432 = bitcast i8* %sunkaddr2245 to double*
  store double %.6.i123.us184.6, double* %432, align 8
  %.400.us180.7 = load double, double* %.6.i138, align 8
  %sunkaddr2246 = mul i64 %loop.index134.us178, 8
  %433 = bitcast double* %arg.w.4 to i8*
  %sunkaddr2247 = getelementptr i8, i8* %433, i64 %sunkaddr2246
  %sunkaddr2248 = getelementptr i8, i8* %sunkaddr2247, i64 56
  %434 = bitcast i8* %sunkaddr2248 to double*
  %.409.us183.7 = load double, double* %434, align 8
  %.6.i123.us184.7 = fmul double %.400.us180.7, %.409.us183.7
  %sunkaddr2249 = mul i64 %loop.index134.us178, 8
  %435 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2250 = getelementptr i8, i8* %435, i64 %sunkaddr2249
  %sunkaddr2251 = getelementptr i8, i8* %sunkaddr2250, i64 56
  %436 = bitcast i8* %sunkaddr2251 to double*
  store double %.6.i123.us184.7, double* %436, align 8
  %.438.us186.7 = add nuw nsw i64 %loop.index134.us178, 8
  %exitcond196.not.7 = icmp eq i64 %dest_shape.1162, %.438.us186.7
  br i1 %exitcond196.not.7, label %for.end, label %for.body.us177, !llvm.loop !74

for.body:                                         ; preds = %for.body.preheader430, %for.body
  %loop.index134 = phi i64 [ %.438.7, %for.body ], [ %loop.index134.unr, %for.body.preheader430 ]
  %.400 = load double, double* %.6.i138, align 8
  %.409 = load double, double* %arg.w.4, align 8
  %.6.i123 = fmul double %.400, %.409
  %sunkaddr2252 = mul i64 %loop.index134, 8
  %437 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2253 = getelementptr i8, i8* %437, i64 %sunkaddr2252
  %438 = bitcast i8* %sunkaddr2253 to double*
  store double %.6.i123, double* %438, align 8
  %.400.1 = load double, double* %.6.i138, align 8
  %.409.1 = load double, double* %arg.w.4, align 8
  %.6.i123.1 = fmul double %.400.1, %.409.1
  %sunkaddr2254 = mul i64 %loop.index134, 8
  %439 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2255 = getelementptr i8, i8* %439, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, i8* %sunkaddr2255, i64 8
  %440 = bitcast i8* %sunkaddr2256 to double*
  store double %.6.i123.1, double* %440, align 8
  %.400.2 = load double, double* %.6.i138, align 8
  %.409.2 = load double, double* %arg.w.4, align 8
  %.6.i123.2 = fmul double %.400.2, %.409.2
  %sunkaddr2257 = mul i64 %loop.index134, 8
  %441 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2258 = getelementptr i8, i8* %441, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, i8* %sunkaddr2258, i64 16
  %442 = bitcast i8* %sunkaddr2259 to double*
  store double %.6.i123.2, double* %442, align 8
  %.400.3 = load double, double* %.6.i138, align 8
  %.409.3 = load double, double* %arg.w.4, align 8
  %.6.i123.3 = fmul double %.400.3, %.409.3
  %sunkaddr2260 = mul i64 %loop.index134, 8
  %443 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2261 = getelementptr i8, i8* %443, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, i8* %sunkaddr2261, i64 24
  %444 = bitcast i8* %sunkaddr2262 to double*
  store double %.6.i123.3, double* %444, align 8
  %.400.4 = load double, double* %.6.i138, align 8
  %.409.4 = load double, double* %arg.w.4, align 8
  %.6.i123.4 = fmul double %.400.4, %.409.4
  %sunkaddr2263 = mul i64 %loop.index134, 8
  %445 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2264 = getelementptr i8, i8* %445, i64 %sunkaddr2263
  %sunkaddr2265 = getelementptr i8, i8* %sunkaddr2264, i64 32
  %446 = bitcast i8* %sunkaddr2265 to double*
  store double %.6.i123.4, double* %446, align 8
  %.400.5 = load double, double* %.6.i138, align 8
  %.409.5 = load double, double* %arg.w.4, align 8
  %.6.i123.5 = fmul double %.400.5, %.409.5
  %sunkaddr2266 = mul i64 %loop.index134, 8
  %447 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2267 = getelementptr i8, i8* %447, i64 %sunkaddr2266
  %sunkaddr2268 = getelementptr i8, i8* %sunkaddr2267, i64 40
  %448 = bitcast i8* %sunkaddr2268 to double*
  store double %.6.i123.5, double* %448, align 8
  %.400.6 = load double, double* %.6.i138, align 8
  %.409.6 = load double, double* %arg.w.4, align 8
  %.6.i123.6 = fmul double %.400.6, %.409.6
  %sunkaddr2269 = mul i64 %loop.index134, 8
  %449 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2270 = getelementptr i8, i8* %449, i64 %sunkaddr2269
  %sunkaddr2271 = getelementptr i8, i8* %sunkaddr2270, i64 48
  %450 = bitcast i8* %sunkaddr2271 to double*
  store double %.6.i123.6, double* %450, align 8
  %.400.7 = load double, double* %.6.i138, align 8
  %.409.7 = load double, double* %arg.w.4, align 8
  %.6.i123.7 = fmul double %.400.7, %.409.7
  %sunkaddr2272 = mul i64 %loop.index134, 8
  %451 = bitcast double* %.6.i41139 to i8*
  %sunkaddr2273 = getelementptr i8, i8* %451, i64 %sunkaddr2272
  %sunkaddr2274 = getelementptr i8, i8* %sunkaddr2273, i64 56
  %452 = bitcast i8* %sunkaddr2274 to double*
  store double %.6.i123.7, double* %452, align 8
  %.438.7 = add nuw nsw i64 %loop.index134, 8
  %exitcond197.not.7 = icmp eq i64 %dest_shape.1162, %.438.7
  br i1 %exitcond197.not.7, label %for.end, label %for.body, !llvm.loop !75

for.end:                                          ; preds = %for.body, %for.body.us177, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us177.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block246, %middle.block282, %middle.block319, %.101.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.w.0)
  %.68.i63 = icmp eq i64 %dest_shape.1162, 0
  br i1 %.68.i63, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i67, !prof !8

B50.endif.preheader.i67:                          ; preds = %for.end
  %smax.i65 = tail call i64 @llvm.smax.i64(i64 %dest_shape.1162, i64 1) #7
  %453 = add nsw i64 %smax.i65, -1
  %xtraiter.i66 = and i64 %smax.i65, 7
  %454 = icmp ult i64 %453, 7
  br i1 %454, label %common.ret.loopexit.unr-lcssa.i74, label %B50.endif.preheader.new.i69

B50.endif.preheader.new.i69:                      ; preds = %B50.endif.preheader.i67
  %const2063 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i68 = and i64 %smax.i65, %const2063
  %455 = add nsw i64 %unroll_iter.i68, -8
  %456 = lshr exact i64 %455, 3
  %457 = add nuw nsw i64 %456, 1
  %xtraiter381 = and i64 %457, 7
  %458 = icmp ult i64 %455, 56
  br i1 %458, label %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa, label %B50.endif.preheader.new.i69.new

B50.endif.preheader.new.i69.new:                  ; preds = %B50.endif.preheader.new.i69
  %const2061 = bitcast i64 4611686018427387896 to i64
  %unroll_iter385 = and i64 %457, %const2061
  %scevgep873 = getelementptr double, double* %.6.i41139, i64 63
  br label %B50.endif.i121

common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa: ; preds = %B50.endif.i121, %B50.endif.preheader.new.i69
  %.239.7.i119.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i69 ], [ %.239.7.i119.7, %B50.endif.i121 ]
  %c.2.07.i86.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i69 ], [ %.239.7.i119.7, %B50.endif.i121 ]
  %.70.06.i87.unr = phi i64 [ 0, %B50.endif.preheader.new.i69 ], [ %.182.7.i115.7, %B50.endif.i121 ]
  %lcmp.mod383.not = icmp eq i64 %xtraiter381, 0
  br i1 %lcmp.mod383.not, label %common.ret.loopexit.unr-lcssa.i74, label %B50.endif.i121.epil.preheader

B50.endif.i121.epil.preheader:                    ; preds = %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa
  %459 = add nuw nsw i64 %.70.06.i87.unr, 7
  %scevgep846 = getelementptr double, double* %.6.i41139, i64 %459
  %460 = shl nuw nsw i64 %xtraiter381, 6
  br label %B50.endif.i121.epil

B50.endif.i121.epil:                              ; preds = %B50.endif.i121.epil.preheader, %B50.endif.i121.epil
  %lsr.iv847 = phi i64 [ 0, %B50.endif.i121.epil.preheader ], [ %lsr.iv.next848, %B50.endif.i121.epil ]
  %c.2.07.i86.epil = phi double [ %.239.7.i119.epil, %B50.endif.i121.epil ], [ %c.2.07.i86.unr, %B50.endif.i121.epil.preheader ]
  %461 = bitcast double* %scevgep846 to i8*
  %uglygep870 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep870871 = bitcast i8* %uglygep870 to double*
  %scevgep872 = getelementptr double, double* %uglygep870871, i64 -7
  %.236.i89.epil = load double, double* %scevgep872, align 8, !noalias !76
  %.239.i90.epil = fadd double %c.2.07.i86.epil, %.236.i89.epil
  %uglygep867 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep867868 = bitcast i8* %uglygep867 to double*
  %scevgep869 = getelementptr double, double* %uglygep867868, i64 -6
  %.236.1.i93.epil = load double, double* %scevgep869, align 8, !noalias !76
  %.239.1.i94.epil = fadd double %.239.i90.epil, %.236.1.i93.epil
  %uglygep864 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep864865 = bitcast i8* %uglygep864 to double*
  %scevgep866 = getelementptr double, double* %uglygep864865, i64 -5
  %.236.2.i97.epil = load double, double* %scevgep866, align 8, !noalias !76
  %.239.2.i98.epil = fadd double %.239.1.i94.epil, %.236.2.i97.epil
  %uglygep861 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep861862 = bitcast i8* %uglygep861 to double*
  %scevgep863 = getelementptr double, double* %uglygep861862, i64 -4
  %.236.3.i101.epil = load double, double* %scevgep863, align 8, !noalias !76
  %.239.3.i102.epil = fadd double %.239.2.i98.epil, %.236.3.i101.epil
  %uglygep858 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep858859 = bitcast i8* %uglygep858 to double*
  %scevgep860 = getelementptr double, double* %uglygep858859, i64 -3
  %.236.4.i105.epil = load double, double* %scevgep860, align 8, !noalias !76
  %.239.4.i106.epil = fadd double %.239.3.i102.epil, %.236.4.i105.epil
  %uglygep855 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep855856 = bitcast i8* %uglygep855 to double*
  %scevgep857 = getelementptr double, double* %uglygep855856, i64 -2
  %.236.5.i109.epil = load double, double* %scevgep857, align 8, !noalias !76
  %.239.5.i110.epil = fadd double %.239.4.i106.epil, %.236.5.i109.epil
  %uglygep852 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep852853 = bitcast i8* %uglygep852 to double*
  %scevgep854 = getelementptr double, double* %uglygep852853, i64 -1
  %.236.6.i113.epil = load double, double* %scevgep854, align 8, !noalias !76
  %.239.6.i114.epil = fadd double %.239.5.i110.epil, %.236.6.i113.epil
  %uglygep850 = getelementptr i8, i8* %461, i64 %lsr.iv847
  %uglygep850851 = bitcast i8* %uglygep850 to double*
  %.236.7.i118.epil = load double, double* %uglygep850851, align 8, !noalias !76
  %.239.7.i119.epil = fadd double %.239.6.i114.epil, %.236.7.i118.epil
  %lsr.iv.next848 = add nuw nsw i64 %lsr.iv847, 64
  %epil.iter382.cmp.not = icmp eq i64 %460, %lsr.iv.next848
  br i1 %epil.iter382.cmp.not, label %common.ret.loopexit.unr-lcssa.i74, label %B50.endif.i121.epil, !prof !17, !llvm.loop !79

common.ret.loopexit.unr-lcssa.i74:                ; preds = %B50.endif.i121.epil, %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa, %B50.endif.preheader.i67
  %.239.lcssa.ph.i70 = phi double [ undef, %B50.endif.preheader.i67 ], [ %.239.7.i119.lcssa.ph, %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa ], [ %.239.7.i119.epil, %B50.endif.i121.epil ]
  %c.2.07.unr.i71 = phi double [ 0.000000e+00, %B50.endif.preheader.i67 ], [ %.239.7.i119.lcssa.ph, %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa ], [ %.239.7.i119.epil, %B50.endif.i121.epil ]
  %.70.06.unr.i72 = phi i64 [ 0, %B50.endif.preheader.i67 ], [ %unroll_iter.i68, %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa ], [ %unroll_iter.i68, %B50.endif.i121.epil ]
  %lcmp.mod.not.i73 = icmp eq i64 %xtraiter.i66, 0
  br i1 %lcmp.mod.not.i73, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i76

B50.endif.epil.preheader.i76:                     ; preds = %common.ret.loopexit.unr-lcssa.i74
  %scevgep.i75 = getelementptr double, double* %.6.i41139, i64 %.70.06.unr.i72
  br label %B50.endif.epil.i84

B50.endif.epil.i84:                               ; preds = %B50.endif.epil.i84, %B50.endif.epil.preheader.i76
  %c.2.07.epil.i77 = phi double [ %.239.epil.i81, %B50.endif.epil.i84 ], [ %c.2.07.unr.i71, %B50.endif.epil.preheader.i76 ]
  %epil.iter.i78 = phi i64 [ %epil.iter.next.i82, %B50.endif.epil.i84 ], [ 0, %B50.endif.epil.preheader.i76 ]
  %scevgep845 = getelementptr double, double* %scevgep.i75, i64 %epil.iter.i78
  %.236.epil.i80 = load double, double* %scevgep845, align 8, !noalias !76
  %.239.epil.i81 = fadd double %c.2.07.epil.i77, %.236.epil.i80
  %epil.iter.next.i82 = add nuw nsw i64 %epil.iter.i78, 1
  %epil.iter.cmp.not.i83 = icmp eq i64 %xtraiter.i66, %epil.iter.next.i82
  br i1 %epil.iter.cmp.not.i83, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i84, !prof !17, !llvm.loop !80

B50.endif.i121:                                   ; preds = %B50.endif.i121, %B50.endif.preheader.new.i69.new
  %lsr.iv1001 = phi i64 [ %lsr.iv.next1002, %B50.endif.i121 ], [ %unroll_iter385, %B50.endif.preheader.new.i69.new ]
  %c.2.07.i86 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i69.new ], [ %.239.7.i119.7, %B50.endif.i121 ]
  %.70.06.i87 = phi i64 [ 0, %B50.endif.preheader.new.i69.new ], [ %.182.7.i115.7, %B50.endif.i121 ]
  %scevgep999 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep1000 = getelementptr double, double* %scevgep999, i64 -63
  %.236.i89 = load double, double* %scevgep1000, align 8, !noalias !76
  %.239.i90 = fadd double %c.2.07.i86, %.236.i89
  %scevgep997 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep998 = getelementptr double, double* %scevgep997, i64 -62
  %.236.1.i93 = load double, double* %scevgep998, align 8, !noalias !76
  %.239.1.i94 = fadd double %.239.i90, %.236.1.i93
  %scevgep995 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep996 = getelementptr double, double* %scevgep995, i64 -61
  %.236.2.i97 = load double, double* %scevgep996, align 8, !noalias !76
  %.239.2.i98 = fadd double %.239.1.i94, %.236.2.i97
  %scevgep993 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep994 = getelementptr double, double* %scevgep993, i64 -60
  %.236.3.i101 = load double, double* %scevgep994, align 8, !noalias !76
  %.239.3.i102 = fadd double %.239.2.i98, %.236.3.i101
  %scevgep991 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep992 = getelementptr double, double* %scevgep991, i64 -59
  %.236.4.i105 = load double, double* %scevgep992, align 8, !noalias !76
  %.239.4.i106 = fadd double %.239.3.i102, %.236.4.i105
  %scevgep989 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep990 = getelementptr double, double* %scevgep989, i64 -58
  %.236.5.i109 = load double, double* %scevgep990, align 8, !noalias !76
  %.239.5.i110 = fadd double %.239.4.i106, %.236.5.i109
  %scevgep987 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep988 = getelementptr double, double* %scevgep987, i64 -57
  %.236.6.i113 = load double, double* %scevgep988, align 8, !noalias !76
  %.239.6.i114 = fadd double %.239.5.i110, %.236.6.i113
  %scevgep985 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep986 = getelementptr double, double* %scevgep985, i64 -56
  %.236.7.i118 = load double, double* %scevgep986, align 8, !noalias !76
  %.239.7.i119 = fadd double %.239.6.i114, %.236.7.i118
  %scevgep954 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep955 = getelementptr double, double* %scevgep954, i64 -55
  %.236.i89.1 = load double, double* %scevgep955, align 8, !noalias !76
  %.239.i90.1 = fadd double %.239.7.i119, %.236.i89.1
  %scevgep956 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep957 = getelementptr double, double* %scevgep956, i64 -54
  %.236.1.i93.1 = load double, double* %scevgep957, align 8, !noalias !76
  %.239.1.i94.1 = fadd double %.239.i90.1, %.236.1.i93.1
  %scevgep958 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep959 = getelementptr double, double* %scevgep958, i64 -53
  %.236.2.i97.1 = load double, double* %scevgep959, align 8, !noalias !76
  %.239.2.i98.1 = fadd double %.239.1.i94.1, %.236.2.i97.1
  %scevgep960 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep961 = getelementptr double, double* %scevgep960, i64 -52
  %.236.3.i101.1 = load double, double* %scevgep961, align 8, !noalias !76
  %.239.3.i102.1 = fadd double %.239.2.i98.1, %.236.3.i101.1
  %scevgep962 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep963 = getelementptr double, double* %scevgep962, i64 -51
  %.236.4.i105.1 = load double, double* %scevgep963, align 8, !noalias !76
  %.239.4.i106.1 = fadd double %.239.3.i102.1, %.236.4.i105.1
  %scevgep964 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep965 = getelementptr double, double* %scevgep964, i64 -50
  %.236.5.i109.1 = load double, double* %scevgep965, align 8, !noalias !76
  %.239.5.i110.1 = fadd double %.239.4.i106.1, %.236.5.i109.1
  %scevgep966 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep967 = getelementptr double, double* %scevgep966, i64 -49
  %.236.6.i113.1 = load double, double* %scevgep967, align 8, !noalias !76
  %.239.6.i114.1 = fadd double %.239.5.i110.1, %.236.6.i113.1
  %scevgep968 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep969 = getelementptr double, double* %scevgep968, i64 -48
  %.236.7.i118.1 = load double, double* %scevgep969, align 8, !noalias !76
  %.239.7.i119.1 = fadd double %.239.6.i114.1, %.236.7.i118.1
  %scevgep938 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep939 = getelementptr double, double* %scevgep938, i64 -47
  %.236.i89.2 = load double, double* %scevgep939, align 8, !noalias !76
  %.239.i90.2 = fadd double %.239.7.i119.1, %.236.i89.2
  %scevgep940 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep941 = getelementptr double, double* %scevgep940, i64 -46
  %.236.1.i93.2 = load double, double* %scevgep941, align 8, !noalias !76
  %.239.1.i94.2 = fadd double %.239.i90.2, %.236.1.i93.2
  %scevgep942 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep943 = getelementptr double, double* %scevgep942, i64 -45
  %.236.2.i97.2 = load double, double* %scevgep943, align 8, !noalias !76
  %.239.2.i98.2 = fadd double %.239.1.i94.2, %.236.2.i97.2
  %scevgep944 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep945 = getelementptr double, double* %scevgep944, i64 -44
  %.236.3.i101.2 = load double, double* %scevgep945, align 8, !noalias !76
  %.239.3.i102.2 = fadd double %.239.2.i98.2, %.236.3.i101.2
  %scevgep946 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep947 = getelementptr double, double* %scevgep946, i64 -43
  %.236.4.i105.2 = load double, double* %scevgep947, align 8, !noalias !76
  %.239.4.i106.2 = fadd double %.239.3.i102.2, %.236.4.i105.2
  %scevgep948 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep949 = getelementptr double, double* %scevgep948, i64 -42
  %.236.5.i109.2 = load double, double* %scevgep949, align 8, !noalias !76
  %.239.5.i110.2 = fadd double %.239.4.i106.2, %.236.5.i109.2
  %scevgep950 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep951 = getelementptr double, double* %scevgep950, i64 -41
  %.236.6.i113.2 = load double, double* %scevgep951, align 8, !noalias !76
  %.239.6.i114.2 = fadd double %.239.5.i110.2, %.236.6.i113.2
  %scevgep952 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep953 = getelementptr double, double* %scevgep952, i64 -40
  %.236.7.i118.2 = load double, double* %scevgep953, align 8, !noalias !76
  %.239.7.i119.2 = fadd double %.239.6.i114.2, %.236.7.i118.2
  %scevgep922 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep923 = getelementptr double, double* %scevgep922, i64 -39
  %.236.i89.3 = load double, double* %scevgep923, align 8, !noalias !76
  %.239.i90.3 = fadd double %.239.7.i119.2, %.236.i89.3
  %scevgep924 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep925 = getelementptr double, double* %scevgep924, i64 -38
  %.236.1.i93.3 = load double, double* %scevgep925, align 8, !noalias !76
  %.239.1.i94.3 = fadd double %.239.i90.3, %.236.1.i93.3
  %scevgep926 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep927 = getelementptr double, double* %scevgep926, i64 -37
  %.236.2.i97.3 = load double, double* %scevgep927, align 8, !noalias !76
  %.239.2.i98.3 = fadd double %.239.1.i94.3, %.236.2.i97.3
  %scevgep928 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep929 = getelementptr double, double* %scevgep928, i64 -36
  %.236.3.i101.3 = load double, double* %scevgep929, align 8, !noalias !76
  %.239.3.i102.3 = fadd double %.239.2.i98.3, %.236.3.i101.3
  %scevgep930 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep931 = getelementptr double, double* %scevgep930, i64 -35
  %.236.4.i105.3 = load double, double* %scevgep931, align 8, !noalias !76
  %.239.4.i106.3 = fadd double %.239.3.i102.3, %.236.4.i105.3
  %scevgep932 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep933 = getelementptr double, double* %scevgep932, i64 -34
  %.236.5.i109.3 = load double, double* %scevgep933, align 8, !noalias !76
  %.239.5.i110.3 = fadd double %.239.4.i106.3, %.236.5.i109.3
  %scevgep934 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep935 = getelementptr double, double* %scevgep934, i64 -33
  %.236.6.i113.3 = load double, double* %scevgep935, align 8, !noalias !76
  %.239.6.i114.3 = fadd double %.239.5.i110.3, %.236.6.i113.3
  %scevgep936 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep937 = getelementptr double, double* %scevgep936, i64 -32
  %.236.7.i118.3 = load double, double* %scevgep937, align 8, !noalias !76
  %.239.7.i119.3 = fadd double %.239.6.i114.3, %.236.7.i118.3
  %scevgep906 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep907 = getelementptr double, double* %scevgep906, i64 -31
  %.236.i89.4 = load double, double* %scevgep907, align 8, !noalias !76
  %.239.i90.4 = fadd double %.239.7.i119.3, %.236.i89.4
  %scevgep908 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep909 = getelementptr double, double* %scevgep908, i64 -30
  %.236.1.i93.4 = load double, double* %scevgep909, align 8, !noalias !76
  %.239.1.i94.4 = fadd double %.239.i90.4, %.236.1.i93.4
  %scevgep910 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep911 = getelementptr double, double* %scevgep910, i64 -29
  %.236.2.i97.4 = load double, double* %scevgep911, align 8, !noalias !76
  %.239.2.i98.4 = fadd double %.239.1.i94.4, %.236.2.i97.4
  %scevgep912 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep913 = getelementptr double, double* %scevgep912, i64 -28
  %.236.3.i101.4 = load double, double* %scevgep913, align 8, !noalias !76
  %.239.3.i102.4 = fadd double %.239.2.i98.4, %.236.3.i101.4
  %scevgep914 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep915 = getelementptr double, double* %scevgep914, i64 -27
  %.236.4.i105.4 = load double, double* %scevgep915, align 8, !noalias !76
  %.239.4.i106.4 = fadd double %.239.3.i102.4, %.236.4.i105.4
  %scevgep916 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep917 = getelementptr double, double* %scevgep916, i64 -26
  %.236.5.i109.4 = load double, double* %scevgep917, align 8, !noalias !76
  %.239.5.i110.4 = fadd double %.239.4.i106.4, %.236.5.i109.4
  %scevgep918 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep919 = getelementptr double, double* %scevgep918, i64 -25
  %.236.6.i113.4 = load double, double* %scevgep919, align 8, !noalias !76
  %.239.6.i114.4 = fadd double %.239.5.i110.4, %.236.6.i113.4
  %scevgep920 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep921 = getelementptr double, double* %scevgep920, i64 -24
  %.236.7.i118.4 = load double, double* %scevgep921, align 8, !noalias !76
  %.239.7.i119.4 = fadd double %.239.6.i114.4, %.236.7.i118.4
  %scevgep890 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep891 = getelementptr double, double* %scevgep890, i64 -23
  %.236.i89.5 = load double, double* %scevgep891, align 8, !noalias !76
  %.239.i90.5 = fadd double %.239.7.i119.4, %.236.i89.5
  %scevgep892 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep893 = getelementptr double, double* %scevgep892, i64 -22
  %.236.1.i93.5 = load double, double* %scevgep893, align 8, !noalias !76
  %.239.1.i94.5 = fadd double %.239.i90.5, %.236.1.i93.5
  %scevgep894 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep895 = getelementptr double, double* %scevgep894, i64 -21
  %.236.2.i97.5 = load double, double* %scevgep895, align 8, !noalias !76
  %.239.2.i98.5 = fadd double %.239.1.i94.5, %.236.2.i97.5
  %scevgep896 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep897 = getelementptr double, double* %scevgep896, i64 -20
  %.236.3.i101.5 = load double, double* %scevgep897, align 8, !noalias !76
  %.239.3.i102.5 = fadd double %.239.2.i98.5, %.236.3.i101.5
  %scevgep898 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep899 = getelementptr double, double* %scevgep898, i64 -19
  %.236.4.i105.5 = load double, double* %scevgep899, align 8, !noalias !76
  %.239.4.i106.5 = fadd double %.239.3.i102.5, %.236.4.i105.5
  %scevgep900 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep901 = getelementptr double, double* %scevgep900, i64 -18
  %.236.5.i109.5 = load double, double* %scevgep901, align 8, !noalias !76
  %.239.5.i110.5 = fadd double %.239.4.i106.5, %.236.5.i109.5
  %scevgep902 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep903 = getelementptr double, double* %scevgep902, i64 -17
  %.236.6.i113.5 = load double, double* %scevgep903, align 8, !noalias !76
  %.239.6.i114.5 = fadd double %.239.5.i110.5, %.236.6.i113.5
  %scevgep904 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep905 = getelementptr double, double* %scevgep904, i64 -16
  %.236.7.i118.5 = load double, double* %scevgep905, align 8, !noalias !76
  %.239.7.i119.5 = fadd double %.239.6.i114.5, %.236.7.i118.5
  %scevgep874 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep875 = getelementptr double, double* %scevgep874, i64 -15
  %.236.i89.6 = load double, double* %scevgep875, align 8, !noalias !76
  %.239.i90.6 = fadd double %.239.7.i119.5, %.236.i89.6
  %scevgep876 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep877 = getelementptr double, double* %scevgep876, i64 -14
  %.236.1.i93.6 = load double, double* %scevgep877, align 8, !noalias !76
  %.239.1.i94.6 = fadd double %.239.i90.6, %.236.1.i93.6
  %scevgep878 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep879 = getelementptr double, double* %scevgep878, i64 -13
  %.236.2.i97.6 = load double, double* %scevgep879, align 8, !noalias !76
  %.239.2.i98.6 = fadd double %.239.1.i94.6, %.236.2.i97.6
  %scevgep880 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep881 = getelementptr double, double* %scevgep880, i64 -12
  %.236.3.i101.6 = load double, double* %scevgep881, align 8, !noalias !76
  %.239.3.i102.6 = fadd double %.239.2.i98.6, %.236.3.i101.6
  %scevgep882 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep883 = getelementptr double, double* %scevgep882, i64 -11
  %.236.4.i105.6 = load double, double* %scevgep883, align 8, !noalias !76
  %.239.4.i106.6 = fadd double %.239.3.i102.6, %.236.4.i105.6
  %scevgep884 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep885 = getelementptr double, double* %scevgep884, i64 -10
  %.236.5.i109.6 = load double, double* %scevgep885, align 8, !noalias !76
  %.239.5.i110.6 = fadd double %.239.4.i106.6, %.236.5.i109.6
  %scevgep886 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep887 = getelementptr double, double* %scevgep886, i64 -9
  %.236.6.i113.6 = load double, double* %scevgep887, align 8, !noalias !76
  %.239.6.i114.6 = fadd double %.239.5.i110.6, %.236.6.i113.6
  %scevgep888 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep889 = getelementptr double, double* %scevgep888, i64 -8
  %.236.7.i118.6 = load double, double* %scevgep889, align 8, !noalias !76
  %.239.7.i119.6 = fadd double %.239.6.i114.6, %.236.7.i118.6
  %scevgep970 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep971 = getelementptr double, double* %scevgep970, i64 -7
  %.236.i89.7 = load double, double* %scevgep971, align 8, !noalias !76
  %.239.i90.7 = fadd double %.239.7.i119.6, %.236.i89.7
  %scevgep972 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep973 = getelementptr double, double* %scevgep972, i64 -6
  %.236.1.i93.7 = load double, double* %scevgep973, align 8, !noalias !76
  %.239.1.i94.7 = fadd double %.239.i90.7, %.236.1.i93.7
  %scevgep974 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep975 = getelementptr double, double* %scevgep974, i64 -5
  %.236.2.i97.7 = load double, double* %scevgep975, align 8, !noalias !76
  %.239.2.i98.7 = fadd double %.239.1.i94.7, %.236.2.i97.7
  %scevgep976 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep977 = getelementptr double, double* %scevgep976, i64 -4
  %.236.3.i101.7 = load double, double* %scevgep977, align 8, !noalias !76
  %.239.3.i102.7 = fadd double %.239.2.i98.7, %.236.3.i101.7
  %scevgep978 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep979 = getelementptr double, double* %scevgep978, i64 -3
  %.236.4.i105.7 = load double, double* %scevgep979, align 8, !noalias !76
  %.239.4.i106.7 = fadd double %.239.3.i102.7, %.236.4.i105.7
  %scevgep980 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep981 = getelementptr double, double* %scevgep980, i64 -2
  %.236.5.i109.7 = load double, double* %scevgep981, align 8, !noalias !76
  %.239.5.i110.7 = fadd double %.239.4.i106.7, %.236.5.i109.7
  %scevgep982 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %scevgep983 = getelementptr double, double* %scevgep982, i64 -1
  %.236.6.i113.7 = load double, double* %scevgep983, align 8, !noalias !76
  %.239.6.i114.7 = fadd double %.239.5.i110.7, %.236.6.i113.7
  %.182.7.i115.7 = add i64 %.70.06.i87, 64
  %scevgep984 = getelementptr double, double* %scevgep873, i64 %.70.06.i87
  %.236.7.i118.7 = load double, double* %scevgep984, align 8, !noalias !76
  %.239.7.i119.7 = fadd double %.239.6.i114.7, %.236.7.i118.7
  %lsr.iv.next1002 = add i64 %lsr.iv1001, -8
  %niter386.ncmp.7 = icmp eq i64 %lsr.iv.next1002, 0
  br i1 %niter386.ncmp.7, label %common.ret.loopexit.unr-lcssa.i74.loopexit.unr-lcssa, label %B50.endif.i121, !prof !8

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i84, %for.end, %common.ret.loopexit.unr-lcssa.i74
  %c.2.0.lcssa.i85 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i70, %common.ret.loopexit.unr-lcssa.i74 ], [ %.239.epil.i81, %B50.endif.epil.i84 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i34)
  %.7.i.i28 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !81
  %.8.i.i29 = icmp eq i8* %.7.i.i28, null
  br i1 %.8.i.i29, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798448792448.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.5.i26 = getelementptr i8, i8* %.7.i.i28, i64 24
  %462 = bitcast i8* %.5.i26 to double**
  %.6.i27140 = load double*, double** %462, align 8
  %.600128 = icmp sgt i64 %.37.fca.5.0.load.i.i, 0
  br i1 %.600128, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %463 = icmp eq i64 %.37.fca.5.0.load.i.i, 1
  br i1 %463, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check350 = icmp ult i64 %.37.fca.5.0.load.i.i, 32
  br i1 %min.iters.check350, label %for.body.1.us.preheader365, label %vector.memcheck338

vector.memcheck338:                               ; preds = %for.body.1.us.preheader
  %scevgep340 = getelementptr double, double* %.6.i27140, i64 %.37.fca.5.0.load.i.i
  %scevgep342 = getelementptr double, double* %.6.i138, i64 %.37.fca.5.0.load.i.i
  %bound0344 = icmp ult double* %.6.i27140, %scevgep342
  %bound1345 = icmp ult double* %.6.i138, %scevgep340
  %found.conflict346 = and i1 %bound0344, %bound1345
  br i1 %found.conflict346, label %for.body.1.us.preheader365, label %vector.ph351

vector.ph351:                                     ; preds = %vector.memcheck338
  %n.vec353 = and i64 %.37.fca.5.0.load.i.i, -32
  %464 = add i64 %n.vec353, -32
  %465 = lshr exact i64 %464, 5
  %466 = add nuw nsw i64 %465, 1
  %xtraiter376 = and i64 %466, 7
  %467 = icmp ult i64 %464, 224
  br i1 %467, label %middle.block347.unr-lcssa, label %vector.ph351.new

vector.ph351.new:                                 ; preds = %vector.ph351
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter379 = and i64 %466, %const
  %scevgep651 = getelementptr double, double* %.6.i138, i64 248
  %scevgep747 = getelementptr double, double* %.6.i27140, i64 248
  br label %vector.body349

vector.body349:                                   ; preds = %vector.body349, %vector.ph351.new
  %lsr.iv843 = phi i64 [ %lsr.iv.next844, %vector.body349 ], [ %unroll_iter379, %vector.ph351.new ]
  %index356 = phi i64 [ 0, %vector.ph351.new ], [ %index.next361.7, %vector.body349 ]
  %scevgep735 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep735736 = bitcast double* %scevgep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %scevgep735736, i64 -31
  %wide.load357 = load <8 x double>, <8 x double>* %scevgep737, align 8, !alias.scope !88
  %scevgep744 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %scevgep744745, i64 -30
  %wide.load358 = load <8 x double>, <8 x double>* %scevgep746, align 8, !alias.scope !88
  %scevgep741 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep741742 = bitcast double* %scevgep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %scevgep741742, i64 -29
  %wide.load359 = load <8 x double>, <8 x double>* %scevgep743, align 8, !alias.scope !88
  %scevgep738 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep738739 = bitcast double* %scevgep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %scevgep738739, i64 -28
  %wide.load360 = load <8 x double>, <8 x double>* %scevgep740, align 8, !alias.scope !88
  %468 = fmul <8 x double> %wide.load357, %wide.load357
  %469 = fmul <8 x double> %wide.load358, %wide.load358
  %470 = fmul <8 x double> %wide.load359, %wide.load359
  %471 = fmul <8 x double> %wide.load360, %wide.load360
  %scevgep831 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep831832 = bitcast double* %scevgep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %scevgep831832, i64 -31
  store <8 x double> %468, <8 x double>* %scevgep833, align 8, !alias.scope !91, !noalias !88
  %scevgep840 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep840841 = bitcast double* %scevgep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %scevgep840841, i64 -30
  store <8 x double> %469, <8 x double>* %scevgep842, align 8, !alias.scope !91, !noalias !88
  %scevgep837 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep837838 = bitcast double* %scevgep837 to <8 x double>*
  %scevgep839 = getelementptr <8 x double>, <8 x double>* %scevgep837838, i64 -29
  store <8 x double> %470, <8 x double>* %scevgep839, align 8, !alias.scope !91, !noalias !88
  %scevgep834 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep834835 = bitcast double* %scevgep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %scevgep834835, i64 -28
  store <8 x double> %471, <8 x double>* %scevgep836, align 8, !alias.scope !91, !noalias !88
  %scevgep721 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep721722 = bitcast double* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -27
  %wide.load357.1 = load <8 x double>, <8 x double>* %scevgep723, align 8, !alias.scope !88
  %scevgep718 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep718719 = bitcast double* %scevgep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %scevgep718719, i64 -26
  %wide.load358.1 = load <8 x double>, <8 x double>* %scevgep720, align 8, !alias.scope !88
  %scevgep715 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep715716 = bitcast double* %scevgep715 to <8 x double>*
  %scevgep717 = getelementptr <8 x double>, <8 x double>* %scevgep715716, i64 -25
  %wide.load359.1 = load <8 x double>, <8 x double>* %scevgep717, align 8, !alias.scope !88
  %scevgep712 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep712713 = bitcast double* %scevgep712 to <8 x double>*
  %scevgep714 = getelementptr <8 x double>, <8 x double>* %scevgep712713, i64 -24
  %wide.load360.1 = load <8 x double>, <8 x double>* %scevgep714, align 8, !alias.scope !88
  %472 = fmul <8 x double> %wide.load357.1, %wide.load357.1
  %473 = fmul <8 x double> %wide.load358.1, %wide.load358.1
  %474 = fmul <8 x double> %wide.load359.1, %wide.load359.1
  %475 = fmul <8 x double> %wide.load360.1, %wide.load360.1
  %scevgep817 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep817818 = bitcast double* %scevgep817 to <8 x double>*
  %scevgep819 = getelementptr <8 x double>, <8 x double>* %scevgep817818, i64 -27
  store <8 x double> %472, <8 x double>* %scevgep819, align 8, !alias.scope !91, !noalias !88
  %scevgep814 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep814815 = bitcast double* %scevgep814 to <8 x double>*
  %scevgep816 = getelementptr <8 x double>, <8 x double>* %scevgep814815, i64 -26
  store <8 x double> %473, <8 x double>* %scevgep816, align 8, !alias.scope !91, !noalias !88
  %scevgep811 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep811812 = bitcast double* %scevgep811 to <8 x double>*
  %scevgep813 = getelementptr <8 x double>, <8 x double>* %scevgep811812, i64 -25
  store <8 x double> %474, <8 x double>* %scevgep813, align 8, !alias.scope !91, !noalias !88
  %scevgep808 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep808809 = bitcast double* %scevgep808 to <8 x double>*
  %scevgep810 = getelementptr <8 x double>, <8 x double>* %scevgep808809, i64 -24
  store <8 x double> %475, <8 x double>* %scevgep810, align 8, !alias.scope !91, !noalias !88
  %scevgep709 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep709710 = bitcast double* %scevgep709 to <8 x double>*
  %scevgep711 = getelementptr <8 x double>, <8 x double>* %scevgep709710, i64 -23
  %wide.load357.2 = load <8 x double>, <8 x double>* %scevgep711, align 8, !alias.scope !88
  %scevgep706 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep706707 = bitcast double* %scevgep706 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep706707, i64 -22
  %wide.load358.2 = load <8 x double>, <8 x double>* %scevgep708, align 8, !alias.scope !88
  %scevgep703 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep703704 = bitcast double* %scevgep703 to <8 x double>*
  %scevgep705 = getelementptr <8 x double>, <8 x double>* %scevgep703704, i64 -21
  %wide.load359.2 = load <8 x double>, <8 x double>* %scevgep705, align 8, !alias.scope !88
  %scevgep700 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep700701 = bitcast double* %scevgep700 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep700701, i64 -20
  %wide.load360.2 = load <8 x double>, <8 x double>* %scevgep702, align 8, !alias.scope !88
  %476 = fmul <8 x double> %wide.load357.2, %wide.load357.2
  %477 = fmul <8 x double> %wide.load358.2, %wide.load358.2
  %478 = fmul <8 x double> %wide.load359.2, %wide.load359.2
  %479 = fmul <8 x double> %wide.load360.2, %wide.load360.2
  %scevgep805 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep805806 = bitcast double* %scevgep805 to <8 x double>*
  %scevgep807 = getelementptr <8 x double>, <8 x double>* %scevgep805806, i64 -23
  store <8 x double> %476, <8 x double>* %scevgep807, align 8, !alias.scope !91, !noalias !88
  %scevgep802 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep802803 = bitcast double* %scevgep802 to <8 x double>*
  %scevgep804 = getelementptr <8 x double>, <8 x double>* %scevgep802803, i64 -22
  store <8 x double> %477, <8 x double>* %scevgep804, align 8, !alias.scope !91, !noalias !88
  %scevgep799 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep799800 = bitcast double* %scevgep799 to <8 x double>*
  %scevgep801 = getelementptr <8 x double>, <8 x double>* %scevgep799800, i64 -21
  store <8 x double> %478, <8 x double>* %scevgep801, align 8, !alias.scope !91, !noalias !88
  %scevgep796 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep796797 = bitcast double* %scevgep796 to <8 x double>*
  %scevgep798 = getelementptr <8 x double>, <8 x double>* %scevgep796797, i64 -20
  store <8 x double> %479, <8 x double>* %scevgep798, align 8, !alias.scope !91, !noalias !88
  %scevgep697 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep697698 = bitcast double* %scevgep697 to <8 x double>*
  %scevgep699 = getelementptr <8 x double>, <8 x double>* %scevgep697698, i64 -19
  %wide.load357.3 = load <8 x double>, <8 x double>* %scevgep699, align 8, !alias.scope !88
  %scevgep694 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep694695 = bitcast double* %scevgep694 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep694695, i64 -18
  %wide.load358.3 = load <8 x double>, <8 x double>* %scevgep696, align 8, !alias.scope !88
  %scevgep691 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep691692 = bitcast double* %scevgep691 to <8 x double>*
  %scevgep693 = getelementptr <8 x double>, <8 x double>* %scevgep691692, i64 -17
  %wide.load359.3 = load <8 x double>, <8 x double>* %scevgep693, align 8, !alias.scope !88
  %scevgep688 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep688689 = bitcast double* %scevgep688 to <8 x double>*
  %scevgep690 = getelementptr <8 x double>, <8 x double>* %scevgep688689, i64 -16
  %wide.load360.3 = load <8 x double>, <8 x double>* %scevgep690, align 8, !alias.scope !88
  %480 = fmul <8 x double> %wide.load357.3, %wide.load357.3
  %481 = fmul <8 x double> %wide.load358.3, %wide.load358.3
  %482 = fmul <8 x double> %wide.load359.3, %wide.load359.3
  %483 = fmul <8 x double> %wide.load360.3, %wide.load360.3
  %scevgep793 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep793794 = bitcast double* %scevgep793 to <8 x double>*
  %scevgep795 = getelementptr <8 x double>, <8 x double>* %scevgep793794, i64 -19
  store <8 x double> %480, <8 x double>* %scevgep795, align 8, !alias.scope !91, !noalias !88
  %scevgep790 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep790791 = bitcast double* %scevgep790 to <8 x double>*
  %scevgep792 = getelementptr <8 x double>, <8 x double>* %scevgep790791, i64 -18
  store <8 x double> %481, <8 x double>* %scevgep792, align 8, !alias.scope !91, !noalias !88
  %scevgep787 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep787788 = bitcast double* %scevgep787 to <8 x double>*
  %scevgep789 = getelementptr <8 x double>, <8 x double>* %scevgep787788, i64 -17
  store <8 x double> %482, <8 x double>* %scevgep789, align 8, !alias.scope !91, !noalias !88
  %scevgep784 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep784785 = bitcast double* %scevgep784 to <8 x double>*
  %scevgep786 = getelementptr <8 x double>, <8 x double>* %scevgep784785, i64 -16
  store <8 x double> %483, <8 x double>* %scevgep786, align 8, !alias.scope !91, !noalias !88
  %scevgep685 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %scevgep687 = getelementptr <8 x double>, <8 x double>* %scevgep685686, i64 -15
  %wide.load357.4 = load <8 x double>, <8 x double>* %scevgep687, align 8, !alias.scope !88
  %scevgep682 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -14
  %wide.load358.4 = load <8 x double>, <8 x double>* %scevgep684, align 8, !alias.scope !88
  %scevgep679 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -13
  %wide.load359.4 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !88
  %scevgep676 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -12
  %wide.load360.4 = load <8 x double>, <8 x double>* %scevgep678, align 8, !alias.scope !88
  %484 = fmul <8 x double> %wide.load357.4, %wide.load357.4
  %485 = fmul <8 x double> %wide.load358.4, %wide.load358.4
  %486 = fmul <8 x double> %wide.load359.4, %wide.load359.4
  %487 = fmul <8 x double> %wide.load360.4, %wide.load360.4
  %scevgep781 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 -15
  store <8 x double> %484, <8 x double>* %scevgep783, align 8, !alias.scope !91, !noalias !88
  %scevgep778 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -14
  store <8 x double> %485, <8 x double>* %scevgep780, align 8, !alias.scope !91, !noalias !88
  %scevgep775 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -13
  store <8 x double> %486, <8 x double>* %scevgep777, align 8, !alias.scope !91, !noalias !88
  %scevgep772 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -12
  store <8 x double> %487, <8 x double>* %scevgep774, align 8, !alias.scope !91, !noalias !88
  %scevgep673 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -11
  %wide.load357.5 = load <8 x double>, <8 x double>* %scevgep675, align 8, !alias.scope !88
  %scevgep670 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -10
  %wide.load358.5 = load <8 x double>, <8 x double>* %scevgep672, align 8, !alias.scope !88
  %scevgep667 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -9
  %wide.load359.5 = load <8 x double>, <8 x double>* %scevgep669, align 8, !alias.scope !88
  %scevgep664 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep664665 = bitcast double* %scevgep664 to <8 x double>*
  %scevgep666 = getelementptr <8 x double>, <8 x double>* %scevgep664665, i64 -8
  %wide.load360.5 = load <8 x double>, <8 x double>* %scevgep666, align 8, !alias.scope !88
  %488 = fmul <8 x double> %wide.load357.5, %wide.load357.5
  %489 = fmul <8 x double> %wide.load358.5, %wide.load358.5
  %490 = fmul <8 x double> %wide.load359.5, %wide.load359.5
  %491 = fmul <8 x double> %wide.load360.5, %wide.load360.5
  %scevgep769 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -11
  store <8 x double> %488, <8 x double>* %scevgep771, align 8, !alias.scope !91, !noalias !88
  %scevgep766 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -10
  store <8 x double> %489, <8 x double>* %scevgep768, align 8, !alias.scope !91, !noalias !88
  %scevgep763 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -9
  store <8 x double> %490, <8 x double>* %scevgep765, align 8, !alias.scope !91, !noalias !88
  %scevgep760 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep760761 = bitcast double* %scevgep760 to <8 x double>*
  %scevgep762 = getelementptr <8 x double>, <8 x double>* %scevgep760761, i64 -8
  store <8 x double> %491, <8 x double>* %scevgep762, align 8, !alias.scope !91, !noalias !88
  %scevgep661 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep661662 = bitcast double* %scevgep661 to <8 x double>*
  %scevgep663 = getelementptr <8 x double>, <8 x double>* %scevgep661662, i64 -7
  %wide.load357.6 = load <8 x double>, <8 x double>* %scevgep663, align 8, !alias.scope !88
  %scevgep658 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep658659 = bitcast double* %scevgep658 to <8 x double>*
  %scevgep660 = getelementptr <8 x double>, <8 x double>* %scevgep658659, i64 -6
  %wide.load358.6 = load <8 x double>, <8 x double>* %scevgep660, align 8, !alias.scope !88
  %scevgep655 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep655656 = bitcast double* %scevgep655 to <8 x double>*
  %scevgep657 = getelementptr <8 x double>, <8 x double>* %scevgep655656, i64 -5
  %wide.load359.6 = load <8 x double>, <8 x double>* %scevgep657, align 8, !alias.scope !88
  %scevgep652 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep652653 = bitcast double* %scevgep652 to <8 x double>*
  %scevgep654 = getelementptr <8 x double>, <8 x double>* %scevgep652653, i64 -4
  %wide.load360.6 = load <8 x double>, <8 x double>* %scevgep654, align 8, !alias.scope !88
  %492 = fmul <8 x double> %wide.load357.6, %wide.load357.6
  %493 = fmul <8 x double> %wide.load358.6, %wide.load358.6
  %494 = fmul <8 x double> %wide.load359.6, %wide.load359.6
  %495 = fmul <8 x double> %wide.load360.6, %wide.load360.6
  %scevgep757 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep757758 = bitcast double* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 -7
  store <8 x double> %492, <8 x double>* %scevgep759, align 8, !alias.scope !91, !noalias !88
  %scevgep754 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep754755 = bitcast double* %scevgep754 to <8 x double>*
  %scevgep756 = getelementptr <8 x double>, <8 x double>* %scevgep754755, i64 -6
  store <8 x double> %493, <8 x double>* %scevgep756, align 8, !alias.scope !91, !noalias !88
  %scevgep751 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %scevgep753 = getelementptr <8 x double>, <8 x double>* %scevgep751752, i64 -5
  store <8 x double> %494, <8 x double>* %scevgep753, align 8, !alias.scope !91, !noalias !88
  %scevgep748 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep748749 = bitcast double* %scevgep748 to <8 x double>*
  %scevgep750 = getelementptr <8 x double>, <8 x double>* %scevgep748749, i64 -4
  store <8 x double> %495, <8 x double>* %scevgep750, align 8, !alias.scope !91, !noalias !88
  %scevgep732 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep732733 = bitcast double* %scevgep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %scevgep732733, i64 -3
  %wide.load357.7 = load <8 x double>, <8 x double>* %scevgep734, align 8, !alias.scope !88
  %scevgep729 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep729730 = bitcast double* %scevgep729 to <8 x double>*
  %scevgep731 = getelementptr <8 x double>, <8 x double>* %scevgep729730, i64 -2
  %wide.load358.7 = load <8 x double>, <8 x double>* %scevgep731, align 8, !alias.scope !88
  %scevgep726 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep726727 = bitcast double* %scevgep726 to <8 x double>*
  %scevgep728 = getelementptr <8 x double>, <8 x double>* %scevgep726727, i64 -1
  %wide.load359.7 = load <8 x double>, <8 x double>* %scevgep728, align 8, !alias.scope !88
  %scevgep724 = getelementptr double, double* %scevgep651, i64 %index356
  %scevgep724725 = bitcast double* %scevgep724 to <8 x double>*
  %wide.load360.7 = load <8 x double>, <8 x double>* %scevgep724725, align 8, !alias.scope !88
  %496 = fmul <8 x double> %wide.load357.7, %wide.load357.7
  %497 = fmul <8 x double> %wide.load358.7, %wide.load358.7
  %498 = fmul <8 x double> %wide.load359.7, %wide.load359.7
  %499 = fmul <8 x double> %wide.load360.7, %wide.load360.7
  %scevgep828 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep828829 = bitcast double* %scevgep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %scevgep828829, i64 -3
  store <8 x double> %496, <8 x double>* %scevgep830, align 8, !alias.scope !91, !noalias !88
  %scevgep825 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep825826 = bitcast double* %scevgep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %scevgep825826, i64 -2
  store <8 x double> %497, <8 x double>* %scevgep827, align 8, !alias.scope !91, !noalias !88
  %scevgep822 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep822823 = bitcast double* %scevgep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %scevgep822823, i64 -1
  store <8 x double> %498, <8 x double>* %scevgep824, align 8, !alias.scope !91, !noalias !88
  %scevgep820 = getelementptr double, double* %scevgep747, i64 %index356
  %scevgep820821 = bitcast double* %scevgep820 to <8 x double>*
  store <8 x double> %499, <8 x double>* %scevgep820821, align 8, !alias.scope !91, !noalias !88
  %index.next361.7 = add i64 %index356, 256
  %lsr.iv.next844 = add i64 %lsr.iv843, -8
  %niter380.ncmp.7 = icmp eq i64 %lsr.iv.next844, 0
  br i1 %niter380.ncmp.7, label %middle.block347.unr-lcssa, label %vector.body349, !llvm.loop !93

middle.block347.unr-lcssa:                        ; preds = %vector.body349, %vector.ph351
  %index356.unr = phi i64 [ 0, %vector.ph351 ], [ %index.next361.7, %vector.body349 ]
  %lcmp.mod378.not = icmp eq i64 %xtraiter376, 0
  br i1 %lcmp.mod378.not, label %middle.block347, label %vector.body349.epil.preheader

vector.body349.epil.preheader:                    ; preds = %middle.block347.unr-lcssa
  %500 = add nuw nsw i64 %index356.unr, 24
  %scevgep623 = getelementptr double, double* %.6.i27140, i64 %500
  %scevgep638 = getelementptr double, double* %.6.i138, i64 %500
  %501 = shl nuw nsw i64 %xtraiter376, 8
  br label %vector.body349.epil

vector.body349.epil:                              ; preds = %vector.body349.epil.preheader, %vector.body349.epil
  %lsr.iv624 = phi i64 [ 0, %vector.body349.epil.preheader ], [ %lsr.iv.next625, %vector.body349.epil ]
  %502 = bitcast double* %scevgep638 to i8*
  %503 = bitcast double* %scevgep623 to i8*
  %uglygep648 = getelementptr i8, i8* %502, i64 %lsr.iv624
  %uglygep648649 = bitcast i8* %uglygep648 to <8 x double>*
  %scevgep650 = getelementptr <8 x double>, <8 x double>* %uglygep648649, i64 -3
  %wide.load357.epil = load <8 x double>, <8 x double>* %scevgep650, align 8, !alias.scope !88
  %uglygep645 = getelementptr i8, i8* %502, i64 %lsr.iv624
  %uglygep645646 = bitcast i8* %uglygep645 to <8 x double>*
  %scevgep647 = getelementptr <8 x double>, <8 x double>* %uglygep645646, i64 -2
  %wide.load358.epil = load <8 x double>, <8 x double>* %scevgep647, align 8, !alias.scope !88
  %uglygep642 = getelementptr i8, i8* %502, i64 %lsr.iv624
  %uglygep642643 = bitcast i8* %uglygep642 to <8 x double>*
  %scevgep644 = getelementptr <8 x double>, <8 x double>* %uglygep642643, i64 -1
  %wide.load359.epil = load <8 x double>, <8 x double>* %scevgep644, align 8, !alias.scope !88
  %uglygep640 = getelementptr i8, i8* %502, i64 %lsr.iv624
  %uglygep640641 = bitcast i8* %uglygep640 to <8 x double>*
  %wide.load360.epil = load <8 x double>, <8 x double>* %uglygep640641, align 8, !alias.scope !88
  %504 = fmul <8 x double> %wide.load357.epil, %wide.load357.epil
  %505 = fmul <8 x double> %wide.load358.epil, %wide.load358.epil
  %506 = fmul <8 x double> %wide.load359.epil, %wide.load359.epil
  %507 = fmul <8 x double> %wide.load360.epil, %wide.load360.epil
  %uglygep635 = getelementptr i8, i8* %503, i64 %lsr.iv624
  %uglygep635636 = bitcast i8* %uglygep635 to <8 x double>*
  %scevgep637 = getelementptr <8 x double>, <8 x double>* %uglygep635636, i64 -3
  store <8 x double> %504, <8 x double>* %scevgep637, align 8, !alias.scope !91, !noalias !88
  %uglygep632 = getelementptr i8, i8* %503, i64 %lsr.iv624
  %uglygep632633 = bitcast i8* %uglygep632 to <8 x double>*
  %scevgep634 = getelementptr <8 x double>, <8 x double>* %uglygep632633, i64 -2
  store <8 x double> %505, <8 x double>* %scevgep634, align 8, !alias.scope !91, !noalias !88
  %uglygep629 = getelementptr i8, i8* %503, i64 %lsr.iv624
  %uglygep629630 = bitcast i8* %uglygep629 to <8 x double>*
  %scevgep631 = getelementptr <8 x double>, <8 x double>* %uglygep629630, i64 -1
  store <8 x double> %506, <8 x double>* %scevgep631, align 8, !alias.scope !91, !noalias !88
  %uglygep627 = getelementptr i8, i8* %503, i64 %lsr.iv624
  %uglygep627628 = bitcast i8* %uglygep627 to <8 x double>*
  store <8 x double> %507, <8 x double>* %uglygep627628, align 8, !alias.scope !91, !noalias !88
  %lsr.iv.next625 = add nuw nsw i64 %lsr.iv624, 256
  %epil.iter377.cmp.not = icmp eq i64 %501, %lsr.iv.next625
  br i1 %epil.iter377.cmp.not, label %middle.block347, label %vector.body349.epil, !llvm.loop !94

middle.block347:                                  ; preds = %vector.body349.epil, %middle.block347.unr-lcssa
  %cmp.n355 = icmp eq i64 %.37.fca.5.0.load.i.i, %n.vec353
  br i1 %cmp.n355, label %for.end.1, label %for.body.1.us.preheader365

for.body.1.us.preheader365:                       ; preds = %vector.memcheck338, %for.body.1.us.preheader, %middle.block347
  %loop.index.1130.us.ph = phi i64 [ 0, %vector.memcheck338 ], [ 0, %for.body.1.us.preheader ], [ %n.vec353, %middle.block347 ]
  %508 = xor i64 %loop.index.1130.us.ph, -1
  %509 = add i64 %.37.fca.5.0.load.i.i, %508
  %xtraiter374 = and i64 %.37.fca.5.0.load.i.i, 7
  %lcmp.mod375.not = icmp eq i64 %xtraiter374, 0
  br i1 %lcmp.mod375.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader365
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv621 = phi i64 [ %xtraiter374, %for.body.1.us.prol.preheader ], [ %lsr.iv.next622, %for.body.1.us.prol ]
  %loop.index.1130.us.prol = phi i64 [ %.639.us.prol, %for.body.1.us.prol ], [ %loop.index.1130.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep620 = getelementptr double, double* %.6.i138, i64 %loop.index.1130.us.prol
  %.610.us.prol = load double, double* %scevgep620, align 8
  %.5.i1.us.prol = fmul double %.610.us.prol, %.610.us.prol
  %scevgep619 = getelementptr double, double* %.6.i27140, i64 %loop.index.1130.us.prol
  store double %.5.i1.us.prol, double* %scevgep619, align 8
  %.639.us.prol = add nuw i64 %loop.index.1130.us.prol, 1
  %lsr.iv.next622 = add nsw i64 %lsr.iv621, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next622, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !95

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader365
  %loop.index.1130.us.unr = phi i64 [ %loop.index.1130.us.ph, %for.body.1.us.preheader365 ], [ %.639.us.prol, %for.body.1.us.prol ]
  %510 = icmp ult i64 %509, 7
  br i1 %510, label %for.end.1, label %for.body.1.us.preheader424

for.body.1.us.preheader424:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader424, %for.body.1.us
  %loop.index.1130.us = phi i64 [ %.639.us.7, %for.body.1.us ], [ %loop.index.1130.us.unr, %for.body.1.us.preheader424 ]
  %sunkaddr2275 = mul i64 %loop.index.1130.us, 8
  %511 = bitcast double* %.6.i138 to i8*
  %sunkaddr2276 = getelementptr i8, i8* %511, i64 %sunkaddr2275
  %512 = bitcast i8* %sunkaddr2276 to double*
  %.610.us = load double, double* %512, align 8
  %.5.i1.us = fmul double %.610.us, %.610.us
  %sunkaddr2277 = mul i64 %loop.index.1130.us, 8
  %513 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2278 = getelementptr i8, i8* %513, i64 %sunkaddr2277
  %514 = bitcast i8* %sunkaddr2278 to double*
  store double %.5.i1.us, double* %514, align 8
  %sunkaddr2279 = mul i64 %loop.index.1130.us, 8
  %515 = bitcast double* %.6.i138 to i8*
  %sunkaddr2280 = getelementptr i8, i8* %515, i64 %sunkaddr2279
  %sunkaddr2281 = getelementptr i8, i8* %sunkaddr2280, i64 8
  %516 = bitcast i8* %sunkaddr2281 to double*
  %.610.us.1 = load double, double* %516, align 8
  %.5.i1.us.1 = fmul double %.610.us.1, %.610.us.1
  %sunkaddr2282 = mul i64 %loop.index.1130.us, 8
  %517 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2283 = getelementptr i8, i8* %517, i64 %sunkaddr2282
  %sunkaddr2284 = getelementptr i8, i8* %sunkaddr2283, i64 8
  %518 = bitcast i8* %sunkaddr2284 to double*
  store double %.5.i1.us.1, double* %518, align 8
  %sunkaddr2285 = mul i64 %loop.index.1130.us, 8
  %519 = bitcast double* %.6.i138 to i8*
  %sunkaddr2286 = getelementptr i8, i8* %519, i64 %sunkaddr2285
  %sunkaddr2287 = getelementptr i8, i8* %sunkaddr2286, i64 16
  %520 = bitcast i8* %sunkaddr2287 to double*
  %.610.us.2 = load double, double* %520, align 8
  %.5.i1.us.2 = fmul double %.610.us.2, %.610.us.2
  %sunkaddr2288 = mul i64 %loop.index.1130.us, 8
  %521 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2289 = getelementptr i8, i8* %521, i64 %sunkaddr2288
  %sunkaddr2290 = getelementptr i8, i8* %sunkaddr2289, i64 16
  %522 = bitcast i8* %sunkaddr2290 to double*
  store double %.5.i1.us.2, double* %522, align 8
  %sunkaddr2291 = mul i64 %loop.index.1130.us, 8
  %523 = bitcast double* %.6.i138 to i8*
  %sunkaddr2292 = getelementptr i8, i8* %523, i64 %sunkaddr2291
  %sunkaddr2293 = getelementptr i8, i8* %sunkaddr2292, i64 24
  %524 = bitcast i8* %sunkaddr2293 to double*
  %.610.us.3 = load double, double* %524, align 8
  %.5.i1.us.3 = fmul double %.610.us.3, %.610.us.3
  %sunkaddr2294 = mul i64 %loop.index.1130.us, 8
  %525 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2295 = getelementptr i8, i8* %525, i64 %sunkaddr2294
  %sunkaddr2296 = getelementptr i8, i8* %sunkaddr2295, i64 24
  %526 = bitcast i8* %sunkaddr2296 to double*
  store double %.5.i1.us.3, double* %526, align 8
  %sunkaddr2297 = mul i64 %loop.index.1130.us, 8
  %527 = bitcast double* %.6.i138 to i8*
  %sunkaddr2298 = getelementptr i8, i8* %527, i64 %sunkaddr2297
  %sunkaddr2299 = getelementptr i8, i8* %sunkaddr2298, i64 32
  %528 = bitcast i8* %sunkaddr2299 to double*
  %.610.us.4 = load double, double* %528, align 8
  %.5.i1.us.4 = fmul double %.610.us.4, %.610.us.4
  %sunkaddr2300 = mul i64 %loop.index.1130.us, 8
  %529 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2301 = getelementptr i8, i8* %529, i64 %sunkaddr2300
  %sunkaddr2302 = getelementptr i8, i8* %sunkaddr2301, i64 32
  %530 = bitcast i8* %sunkaddr2302 to double*
  store double %.5.i1.us.4, double* %530, align 8
  %sunkaddr2303 = mul i64 %loop.index.1130.us, 8
  %531 = bitcast double* %.6.i138 to i8*
  %sunkaddr2304 = getelementptr i8, i8* %531, i64 %sunkaddr2303
  %sunkaddr2305 = getelementptr i8, i8* %sunkaddr2304, i64 40
  %532 = bitcast i8* %sunkaddr2305 to double*
  %.610.us.5 = load double, double* %532, align 8
  %.5.i1.us.5 = fmul double %.610.us.5, %.610.us.5
  %sunkaddr2306 = mul i64 %loop.index.1130.us, 8
  %533 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2307 = getelementptr i8, i8* %533, i64 %sunkaddr2306
  %sunkaddr2308 = getelementptr i8, i8* %sunkaddr2307, i64 40
  %534 = bitcast i8* %sunkaddr2308 to double*
  store double %.5.i1.us.5, double* %534, align 8
  %sunkaddr2309 = mul i64 %loop.index.1130.us, 8
  %535 = bitcast double* %.6.i138 to i8*
  %sunkaddr2310 = getelementptr i8, i8* %535, i64 %sunkaddr2309
  %sunkaddr2311 = getelementptr i8, i8* %sunkaddr2310, i64 48
  %536 = bitcast i8* %sunkaddr2311 to double*
  %.610.us.6 = load double, double* %536, align 8
  %.5.i1.us.6 = fmul double %.610.us.6, %.610.us.6
  %sunkaddr2312 = mul i64 %loop.index.1130.us, 8
  %537 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2313 = getelementptr i8, i8* %537, i64 %sunkaddr2312
  %sunkaddr2314 = getelementptr i8, i8* %sunkaddr2313, i64 48
  %538 = bitcast i8* %sunkaddr2314 to double*
  store double %.5.i1.us.6, double* %538, align 8
  %sunkaddr2315 = mul i64 %loop.index.1130.us, 8
  %539 = bitcast double* %.6.i138 to i8*
  %sunkaddr2316 = getelementptr i8, i8* %539, i64 %sunkaddr2315
  %sunkaddr2317 = getelementptr i8, i8* %sunkaddr2316, i64 56
  %540 = bitcast i8* %sunkaddr2317 to double*
  %.610.us.7 = load double, double* %540, align 8
  %.5.i1.us.7 = fmul double %.610.us.7, %.610.us.7
  %sunkaddr2318 = mul i64 %loop.index.1130.us, 8
  %541 = bitcast double* %.6.i27140 to i8*
  %sunkaddr2319 = getelementptr i8, i8* %541, i64 %sunkaddr2318
  %sunkaddr2320 = getelementptr i8, i8* %sunkaddr2319, i64 56
  %542 = bitcast i8* %sunkaddr2320 to double*
  store double %.5.i1.us.7, double* %542, align 8
  %.639.us.7 = add nuw nsw i64 %loop.index.1130.us, 8
  %exitcond.not.7 = icmp eq i64 %.37.fca.5.0.load.i.i, %.639.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !96

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.610 = load double, double* %.6.i138, align 8
  %.5.i1 = fmul double %.610, %.610
  store double %.5.i1, double* %.6.i27140, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block347, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %.37.fca.5.0.load.i.i, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.37.fca.5.0.load.i.i, i64 1) #7
  %543 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %544 = icmp ult i64 %543, 7
  br i1 %544, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const2064 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const2064
  %545 = add nsw i64 %unroll_iter.i, -8
  %546 = lshr exact i64 %545, 3
  %547 = add nuw nsw i64 %546, 1
  %xtraiter = and i64 %547, 7
  %548 = icmp ult i64 %545, 56
  br i1 %548, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const2062 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %547, %const2062
  %scevgep457 = getelementptr double, double* %.6.i27140, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %549 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep433 = getelementptr double, double* %.6.i27140, i64 %549
  %550 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %551 = bitcast double* %scevgep433 to i8*
  %uglygep454 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep454455 = bitcast i8* %uglygep454 to double*
  %scevgep456 = getelementptr double, double* %uglygep454455, i64 -7
  %.236.i.epil = load double, double* %scevgep456, align 8, !noalias !97
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep451 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep451452 = bitcast i8* %uglygep451 to double*
  %scevgep453 = getelementptr double, double* %uglygep451452, i64 -6
  %.236.1.i.epil = load double, double* %scevgep453, align 8, !noalias !97
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep448 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep448449 = bitcast i8* %uglygep448 to double*
  %scevgep450 = getelementptr double, double* %uglygep448449, i64 -5
  %.236.2.i.epil = load double, double* %scevgep450, align 8, !noalias !97
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep445 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep445446 = bitcast i8* %uglygep445 to double*
  %scevgep447 = getelementptr double, double* %uglygep445446, i64 -4
  %.236.3.i.epil = load double, double* %scevgep447, align 8, !noalias !97
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep442 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep442443 = bitcast i8* %uglygep442 to double*
  %scevgep444 = getelementptr double, double* %uglygep442443, i64 -3
  %.236.4.i.epil = load double, double* %scevgep444, align 8, !noalias !97
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep439 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep439440 = bitcast i8* %uglygep439 to double*
  %scevgep441 = getelementptr double, double* %uglygep439440, i64 -2
  %.236.5.i.epil = load double, double* %scevgep441, align 8, !noalias !97
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep436 = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep436437 = bitcast i8* %uglygep436 to double*
  %scevgep438 = getelementptr double, double* %uglygep436437, i64 -1
  %.236.6.i.epil = load double, double* %scevgep438, align 8, !noalias !97
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %551, i64 %lsr.iv
  %uglygep435 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep435, align 8, !noalias !97
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %550, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !17, !llvm.loop !100

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i27140, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep432 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep432, align 8, !noalias !97
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !17, !llvm.loop !80

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv585 = phi i64 [ %lsr.iv.next586, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep583 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -63
  %.236.i = load double, double* %scevgep584, align 8, !noalias !97
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep581 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -62
  %.236.1.i = load double, double* %scevgep582, align 8, !noalias !97
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep579 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -61
  %.236.2.i = load double, double* %scevgep580, align 8, !noalias !97
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep577 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -60
  %.236.3.i = load double, double* %scevgep578, align 8, !noalias !97
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep575 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -59
  %.236.4.i = load double, double* %scevgep576, align 8, !noalias !97
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep573 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -58
  %.236.5.i = load double, double* %scevgep574, align 8, !noalias !97
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep571 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -57
  %.236.6.i = load double, double* %scevgep572, align 8, !noalias !97
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep569 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -56
  %.236.7.i = load double, double* %scevgep570, align 8, !noalias !97
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep538 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -55
  %.236.i.1 = load double, double* %scevgep539, align 8, !noalias !97
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep540 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -54
  %.236.1.i.1 = load double, double* %scevgep541, align 8, !noalias !97
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep542 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -53
  %.236.2.i.1 = load double, double* %scevgep543, align 8, !noalias !97
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep544 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -52
  %.236.3.i.1 = load double, double* %scevgep545, align 8, !noalias !97
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep546 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -51
  %.236.4.i.1 = load double, double* %scevgep547, align 8, !noalias !97
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep548 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -50
  %.236.5.i.1 = load double, double* %scevgep549, align 8, !noalias !97
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep550 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -49
  %.236.6.i.1 = load double, double* %scevgep551, align 8, !noalias !97
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep552 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -48
  %.236.7.i.1 = load double, double* %scevgep553, align 8, !noalias !97
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep522 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -47
  %.236.i.2 = load double, double* %scevgep523, align 8, !noalias !97
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep524 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -46
  %.236.1.i.2 = load double, double* %scevgep525, align 8, !noalias !97
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep526 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -45
  %.236.2.i.2 = load double, double* %scevgep527, align 8, !noalias !97
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep528 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -44
  %.236.3.i.2 = load double, double* %scevgep529, align 8, !noalias !97
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep530 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -43
  %.236.4.i.2 = load double, double* %scevgep531, align 8, !noalias !97
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep532 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -42
  %.236.5.i.2 = load double, double* %scevgep533, align 8, !noalias !97
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep534 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -41
  %.236.6.i.2 = load double, double* %scevgep535, align 8, !noalias !97
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep536 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -40
  %.236.7.i.2 = load double, double* %scevgep537, align 8, !noalias !97
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep506 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -39
  %.236.i.3 = load double, double* %scevgep507, align 8, !noalias !97
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep508 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -38
  %.236.1.i.3 = load double, double* %scevgep509, align 8, !noalias !97
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep510 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -37
  %.236.2.i.3 = load double, double* %scevgep511, align 8, !noalias !97
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep512 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -36
  %.236.3.i.3 = load double, double* %scevgep513, align 8, !noalias !97
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep514 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -35
  %.236.4.i.3 = load double, double* %scevgep515, align 8, !noalias !97
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep516 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -34
  %.236.5.i.3 = load double, double* %scevgep517, align 8, !noalias !97
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep518 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -33
  %.236.6.i.3 = load double, double* %scevgep519, align 8, !noalias !97
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep520 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -32
  %.236.7.i.3 = load double, double* %scevgep521, align 8, !noalias !97
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep490 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -31
  %.236.i.4 = load double, double* %scevgep491, align 8, !noalias !97
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep492 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -30
  %.236.1.i.4 = load double, double* %scevgep493, align 8, !noalias !97
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep494 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -29
  %.236.2.i.4 = load double, double* %scevgep495, align 8, !noalias !97
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep496 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -28
  %.236.3.i.4 = load double, double* %scevgep497, align 8, !noalias !97
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep498 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -27
  %.236.4.i.4 = load double, double* %scevgep499, align 8, !noalias !97
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep500 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -26
  %.236.5.i.4 = load double, double* %scevgep501, align 8, !noalias !97
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep502 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -25
  %.236.6.i.4 = load double, double* %scevgep503, align 8, !noalias !97
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep504 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -24
  %.236.7.i.4 = load double, double* %scevgep505, align 8, !noalias !97
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep474 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -23
  %.236.i.5 = load double, double* %scevgep475, align 8, !noalias !97
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep476 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -22
  %.236.1.i.5 = load double, double* %scevgep477, align 8, !noalias !97
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep478 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -21
  %.236.2.i.5 = load double, double* %scevgep479, align 8, !noalias !97
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep480 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -20
  %.236.3.i.5 = load double, double* %scevgep481, align 8, !noalias !97
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep482 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -19
  %.236.4.i.5 = load double, double* %scevgep483, align 8, !noalias !97
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep484 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -18
  %.236.5.i.5 = load double, double* %scevgep485, align 8, !noalias !97
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep486 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -17
  %.236.6.i.5 = load double, double* %scevgep487, align 8, !noalias !97
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep488 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -16
  %.236.7.i.5 = load double, double* %scevgep489, align 8, !noalias !97
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep458 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -15
  %.236.i.6 = load double, double* %scevgep459, align 8, !noalias !97
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep460 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -14
  %.236.1.i.6 = load double, double* %scevgep461, align 8, !noalias !97
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep462 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -13
  %.236.2.i.6 = load double, double* %scevgep463, align 8, !noalias !97
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep464 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -12
  %.236.3.i.6 = load double, double* %scevgep465, align 8, !noalias !97
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep466 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -11
  %.236.4.i.6 = load double, double* %scevgep467, align 8, !noalias !97
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep468 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -10
  %.236.5.i.6 = load double, double* %scevgep469, align 8, !noalias !97
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep470 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -9
  %.236.6.i.6 = load double, double* %scevgep471, align 8, !noalias !97
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep472 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -8
  %.236.7.i.6 = load double, double* %scevgep473, align 8, !noalias !97
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep554 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -7
  %.236.i.7 = load double, double* %scevgep555, align 8, !noalias !97
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep556 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -6
  %.236.1.i.7 = load double, double* %scevgep557, align 8, !noalias !97
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep558 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -5
  %.236.2.i.7 = load double, double* %scevgep559, align 8, !noalias !97
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep560 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -4
  %.236.3.i.7 = load double, double* %scevgep561, align 8, !noalias !97
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep562 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -3
  %.236.4.i.7 = load double, double* %scevgep563, align 8, !noalias !97
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep564 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -2
  %.236.5.i.7 = load double, double* %scevgep565, align 8, !noalias !97
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep566 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -1
  %.236.6.i.7 = load double, double* %scevgep567, align 8, !noalias !97
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep568 = getelementptr double, double* %scevgep457, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep568, align 8, !noalias !97
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next586 = add i64 %lsr.iv585, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next586, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i28)
  %.673 = fadd double %c.2.0.lcssa.i85, %c.2.0.lcssa.i
  store double %.673, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !8

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
  %.75 = call i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #4
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
  %.12 = call i32 @_ZN7kernels14argsort_gatherB3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #4
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
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f255c8e2150>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
entry:
  %.25.i = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.571 = alloca i64, align 8
  store i64 0, i64* %.571, align 8
  %excinfo.2 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.2, align 8
  %.866 = alloca i8*, align 8
  store i8* null, i8** %.866, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  %0 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !101
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !101
  %.29.i = call i32 @_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* nonnull %.25.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i64 %arg.A.2), !noalias !101
  switch i32 %.29.i, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  %.fca.0.gep13.i374311304313 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8**
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 6, i64 0
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i, i64 0, i32 1
  %.39.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !101
  %.39.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !101
  %.39.fca.4.load.i = load i64*, i64** %.fca.4.gep.i, align 8, !noalias !101
  %.39.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !101
  %.39.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !101
  %.39.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !101
  %.39.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i374311304313, align 8, !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.25.i to i8*
  %.30.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !101
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.33 = icmp sgt i32 %.29.i, 0
  %.34 = select i1 %.33, { i8*, i32, i8*, i8*, i32 }* %.30.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.34, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B526.if, %B434.if, %B356.if, %B292.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B566, %B288, %B66, %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B356.if ], [ 1, %B434.if ], [ %.29.i, %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit ], [ %.579, %B292.if ], [ %.874, %B526.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE.exit.thread
  %retptr.repack133375312305314 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.39.fca.0.load.i, i8** %retptr.repack133375312305314, align 8
  %retptr.repack134 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.39.fca.1.load.i, i8** %retptr.repack134, align 8
  %retptr.repack136 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.39.fca.2.load.i, i64* %retptr.repack136, align 8
  %retptr.repack138 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.39.fca.3.load.i, i64* %retptr.repack138, align 8
  %retptr.repack140 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.39.fca.4.load.i, i64** %retptr.repack140, align 8
  %6 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.39.fca.5.0.load.i, i64* %6, align 8
  %7 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.39.fca.6.0.load.i, i64* %7, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %B206.preheader
  %n.4.0 = phi i64 [ %n.5.2, %B526.endif ], [ 1, %B206.preheader ]
  %8 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.457 = add nsw i64 %n.4.0, -1
  %.6.i2689 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %8, align 8
  %.485376313306315 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2689 to i64*
  %.486 = load i64, i64* %.485376313306315, align 8
  %.487 = icmp sgt i64 %n.4.0, %.486
  br i1 %.487, label %B206.if, label %B206.endif, !prof !8

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.457, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.501.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.501.unpack92, %B266.preheader ]
  %.541 = icmp slt i64 %n.8.1, 100
  br i1 %.541, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(i8* nonnull %.254)
  tail call void @NRT_decref(i8* %.39.fca.0.load.i)
  tail call void @NRT_decref(i8* %arg.A.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442503936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, i64* %.571, align 8
  %.579 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i64* nonnull %.571, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.2, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %.39.fca.0.load.i, i8* %.39.fca.1.load.i, i64 %.39.fca.2.load.i, i64 %.39.fca.3.load.i, i64* %.39.fca.4.load.i, i64 %.39.fca.5.0.load.i, i64 %.39.fca.6.0.load.i, i64 %low.2.1, i64 %high.2.1)
  %.589 = load i64, i64* %.571, align 8
  switch i32 %.579, label %B292.if [
    i32 -2, label %B292.endif
    i32 0, label %B292.endif
  ]

B344:                                             ; preds = %B292.endif
  %.616 = icmp sgt i64 %high.2.1, %.589
  br i1 %.616, label %B356, label %B410

B356:                                             ; preds = %B344
  %9 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.633 = icmp slt i64 %n.8.1, 0
  %.6.i62111 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %9, align 8
  %.638378314307316 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i62111 to i64*
  %.639 = load i64, i64* %.638378314307316, align 8
  %.640 = select i1 %.633, i64 %.639, i64 0
  %.641 = add i64 %.640, %n.8.1
  %.642 = icmp slt i64 %.641, 0
  %.649 = icmp sge i64 %.641, %.639
  %.650 = or i1 %.642, %.649
  br i1 %.650, label %B356.if, label %B356.endif, !prof !8

B410:                                             ; preds = %B356.endif, %B344
  %n.9.2 = phi i64 [ %.686, %B356.endif ], [ %n.8.1, %B344 ]
  %.709 = add nsw i64 %.589, -1
  br label %B498

B422:                                             ; preds = %B292.endif
  %.722 = icmp sgt i64 %.589, %low.2.1
  br i1 %.722, label %B434, label %B488

B434:                                             ; preds = %B422
  %10 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.739 = icmp slt i64 %n.8.1, 0
  %.6.i66106 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %10, align 8
  %.744380315308317 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i66106 to i64*
  %.745 = load i64, i64* %.744380315308317, align 8
  %.746 = select i1 %.739, i64 %.745, i64 0
  %.747 = add i64 %.746, %n.8.1
  %.748 = icmp slt i64 %.747, 0
  %.755 = icmp sge i64 %.747, %.745
  %.756 = or i1 %.748, %.755
  br i1 %.756, label %B434.if, label %B434.endif, !prof !8

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
  %.874 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i8** nonnull %.866, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* %.39.fca.0.load.i, i8* %.39.fca.1.load.i, i64 %.39.fca.2.load.i, i64 %.39.fca.3.load.i, i64* %.39.fca.4.load.i, i64 %.39.fca.5.0.load.i, i64 %.39.fca.6.0.load.i, i64 %low.4.2, i64 %high.4.2)
  switch i32 %.874, label %B526.if [
    i32 -2, label %B526.endif
    i32 0, label %B526.endif
  ]

B566:                                             ; preds = %B526.endif
  %retptr.repack381316309318 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.39.fca.0.load.i, i8** %retptr.repack381316309318, align 8
  %retptr.repack94 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.39.fca.1.load.i, i8** %retptr.repack94, align 8
  %retptr.repack96 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.39.fca.2.load.i, i64* %retptr.repack96, align 8
  %retptr.repack98 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.39.fca.3.load.i, i64* %retptr.repack98, align 8
  %retptr.repack100 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.39.fca.4.load.i, i64** %retptr.repack100, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798447031360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i59 = getelementptr i8, i8* %.126, i64 24
  %13 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i60128 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.139 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i60128, i64 0, i32 1
  store i64 1, i64* %.139, align 8
  %14 = bitcast i8* %.5.i59 to i64**
  %.6.i581296 = load i64*, i64** %14, align 8
  store i64 0, i64* %.6.i581296, align 8
  %.6.i56130 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.151 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i56130, i64 0, i32 2
  store i8 0, i8* %.151, align 1
  %.6.i52131 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.164 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i52131, i64 0, i32 3
  %.175 = bitcast [2 x i64]* %.164 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %.175, i8 0, i64 16, i1 false)
  %.6.i48797 = load i64*, i64** %14, align 8
  store i64 1, i64* %.6.i48797, align 8
  %.6.i4480 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %13, align 8
  %.210.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i4480, i64 0, i32 3, i64 0
  %15 = bitcast i64* %.210.repack to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %.6.i42828 = load i64*, i64** %14, align 8
  %.231 = load i64, i64* %.6.i42828, align 8
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798447031360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %.5.i39 = getelementptr i8, i8* %.254, i64 24
  %16 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %.6.i40123 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.267 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i40123, i64 0, i32 1
  store i64 %.234, i64* %.267, align 8
  %17 = bitcast i8* %.5.i39 to i64**
  %.6.i381249 = load i64*, i64** %17, align 8
  store i64 0, i64* %.6.i381249, align 8
  %.6.i36125 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.279 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i36125, i64 0, i32 2
  store i8 0, i8* %.279, align 1
  %.6.i32126 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %16, align 8
  %.292 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i32126, i64 0, i32 3
  %.299.idx = mul i64 %.231, 1600
  %.303 = bitcast [2 x i64]* %.292 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.303, i8 0, i64 %.299.idx, i1 false)
  %.6.i288310 = load i64*, i64** %17, align 8
  store i64 %.234, i64* %.6.i288310, align 8
  %.32276 = icmp sgt i64 %.234, 0
  br i1 %.32276, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.32574 = icmp sgt i64 %.231, 0
  br i1 %.32574, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader54

for.cond.1.preheader.preheader54:                 ; preds = %for.cond.1.preheader.preheader
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %18 = add nsw i64 %.231, -1
  %xtraiter = and i64 %.231, 7
  %unroll_iter = and i64 %.231, -8
  %19 = shl i64 %.231, 4
  %20 = icmp ult i64 %18, 7
  br i1 %20, label %for.cond.1.preheader.us.us.preheader, label %for.cond.1.preheader.us.preheader25

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader
  %21 = shl i64 %xtraiter, 4
  %22 = icmp eq i64 %xtraiter, 0
  br i1 %22, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader8

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
  %23 = shl i64 %unroll_iter, 4
  %24 = or i64 %23, 32
  %25 = add nsw i64 %unroll_iter, -8
  %26 = lshr exact i64 %25, 3
  %27 = add nuw nsw i64 %26, 1
  %xtraiter54 = and i64 %27, 7
  %unroll_iter58 = and i64 %27, 4611686018427387896
  %28 = shl i64 %xtraiter54, 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us.us:                       ; preds = %for.cond.1.preheader.us.us.preheader8, %for.end.1.loopexit.us.us
  %lsr.iv208.us = phi i64 [ %lsr.iv.next209.us, %for.end.1.loopexit.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader8 ]
  %loop.index77.us.us = phi i64 [ %.367.us.us, %for.end.1.loopexit.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader8 ]
  br label %for.body.1.us.epil.us

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.cond.1.preheader.us.us
  %lsr.iv96 = phi i64 [ %lsr.iv.next97, %for.body.1.us.epil.us ], [ 0, %for.cond.1.preheader.us.us ]
  %29 = bitcast i8* %.5.i39 to i8**
  %30 = bitcast i8* %.5.i59 to i8**
  %.6.i20116.us.epil17.us = load i8*, i8** %30, align 8
  %scevgep66 = getelementptr i8, i8* %.6.i20116.us.epil17.us, i64 32
  %scevgep69 = getelementptr i8, i8* %scevgep66, i64 %lsr.iv96
  %scevgep6970 = bitcast i8* %scevgep69 to i64*
  %scevgep71 = getelementptr i64, i64* %scevgep6970, i64 -1
  %.333.unpack.us.epil.us = load i64, i64* %scevgep71, align 8
  %scevgep107 = getelementptr i8, i8* %.6.i20116.us.epil17.us, i64 32
  %scevgep72 = getelementptr i8, i8* %scevgep107, i64 %lsr.iv96
  %scevgep7273 = bitcast i8* %scevgep72 to i64*
  %.333.unpack118.us.epil.us = load i64, i64* %scevgep7273, align 8
  %.6.i16120.us.epil18.us = load i8*, i8** %29, align 8
  %scevgep102 = getelementptr i8, i8* %.6.i16120.us.epil18.us, i64 32
  %scevgep56 = getelementptr i8, i8* %scevgep102, i64 %lsr.iv208.us
  %scevgep59 = getelementptr i8, i8* %scevgep56, i64 %lsr.iv96
  %scevgep5960 = bitcast i8* %scevgep59 to i64*
  %scevgep61 = getelementptr i64, i64* %scevgep5960, i64 -1
  store i64 %.333.unpack.us.epil.us, i64* %scevgep61, align 8
  %scevgep63 = getelementptr i8, i8* %scevgep102, i64 %lsr.iv208.us
  %scevgep64 = getelementptr i8, i8* %scevgep63, i64 %lsr.iv96
  %scevgep6465 = bitcast i8* %scevgep64 to i64*
  store i64 %.333.unpack118.us.epil.us, i64* %scevgep6465, align 8
  %lsr.iv.next97 = add nuw nsw i64 %lsr.iv96, 16
  %epil.iter.cmp.not.us = icmp eq i64 %21, %lsr.iv.next97
  br i1 %epil.iter.cmp.not.us, label %for.end.1.loopexit.us.us, label %for.body.1.us.epil.us, !llvm.loop !105

for.end.1.loopexit.us.us:                         ; preds = %for.body.1.us.epil.us
  %.367.us.us = add i64 %loop.index77.us.us, %.231
  %lsr.iv.next209.us = add i64 %lsr.iv208.us, %19
  %.322.us.us = icmp slt i64 %.367.us.us, %.234
  br i1 %.322.us.us, label %for.cond.1.preheader.us.us, label %for.end

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.us.preheader25
  %lsr.iv208 = phi i64 [ %lsr.iv.next209, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader25 ]
  %loop.index77.us = phi i64 [ %.367.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader25 ]
  %31 = icmp ult i64 %25, 56
  br i1 %31, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %lsr.iv = phi i64 [ %lsr.iv.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %niter = phi i64 [ %niter.next.7, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %32 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %33 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20116.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us, i64 0, i32 3, i64 0
  %uglygep353 = bitcast i64* %uglygep35311 to i8*
  %scevgep355 = getelementptr i8, i8* %uglygep353, i64 %lsr.iv
  %34 = bitcast i8* %scevgep355 to i64*
  %.333.unpack.us = load i64, i64* %34, align 8
  %scevgep347 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us, i64 0, i32 3, i64 1
  %scevgep347348 = bitcast i64* %scevgep347 to i8*
  %uglygep349 = getelementptr i8, i8* %scevgep347348, i64 %lsr.iv
  %uglygep349350 = bitcast i8* %uglygep349 to i64*
  %.333.unpack118.us = load i64, i64* %uglygep349350, align 8
  %.6.i16120.us = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us, i64 0, i32 3, i64 1
  %scevgep341342 = bitcast i64* %scevgep341 to i8*
  %uglygep343 = getelementptr i8, i8* %scevgep341342, i64 %lsr.iv208
  %scevgep344 = getelementptr i8, i8* %uglygep343, i64 -8
  %scevgep346 = getelementptr i8, i8* %scevgep344, i64 %lsr.iv
  %35 = bitcast i8* %scevgep346 to i64*
  store i64 %.333.unpack.us, i64* %35, align 8
  %scevgep339 = getelementptr i8, i8* %uglygep343, i64 %lsr.iv
  %scevgep339340 = bitcast i8* %scevgep339 to i64*
  store i64 %.333.unpack118.us, i64* %scevgep339340, align 8
  %.6.i20116.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1, i64 1, i32 1
  %uglygep29812 = getelementptr i64, i64* %scevgep296, i64 -1
  %uglygep298 = bitcast i64* %uglygep29812 to i8*
  %scevgep300 = getelementptr i8, i8* %uglygep298, i64 %lsr.iv
  %36 = bitcast i8* %scevgep300 to i64*
  %.333.unpack.us.1 = load i64, i64* %36, align 8
  %scevgep301302 = bitcast i64* %scevgep296 to i8*
  %uglygep303 = getelementptr i8, i8* %scevgep301302, i64 %lsr.iv
  %uglygep303304 = bitcast i8* %uglygep303 to i64*
  %.333.unpack118.us.1 = load i64, i64* %uglygep303304, align 8
  %.6.i16120.us.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1, i64 1, i32 1
  %scevgep310311 = bitcast i64* %scevgep310 to i8*
  %uglygep312 = getelementptr i8, i8* %scevgep310311, i64 %lsr.iv208
  %scevgep313 = getelementptr i8, i8* %uglygep312, i64 -8
  %scevgep315 = getelementptr i8, i8* %scevgep313, i64 %lsr.iv
  %37 = bitcast i8* %scevgep315 to i64*
  store i64 %.333.unpack.us.1, i64* %37, align 8
  %scevgep308 = getelementptr i8, i8* %uglygep312, i64 %lsr.iv
  %scevgep308309 = bitcast i8* %scevgep308 to i64*
  store i64 %.333.unpack118.us.1, i64* %scevgep308309, align 8
  %.6.i20116.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2, i64 1, i32 3, i64 -1
  %uglygep278 = bitcast i64* %uglygep27813 to i8*
  %scevgep280 = getelementptr i8, i8* %uglygep278, i64 %lsr.iv
  %38 = bitcast i8* %scevgep280 to i64*
  %.333.unpack.us.2 = load i64, i64* %38, align 8
  %scevgep281 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2, i64 1, i32 3, i64 0
  %scevgep281282 = bitcast i64* %scevgep281 to i8*
  %uglygep283 = getelementptr i8, i8* %scevgep281282, i64 %lsr.iv
  %uglygep283284 = bitcast i8* %uglygep283 to i64*
  %.333.unpack118.us.2 = load i64, i64* %uglygep283284, align 8
  %.6.i16120.us.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2, i64 1, i32 3, i64 0
  %scevgep290291 = bitcast i64* %scevgep290 to i8*
  %uglygep292 = getelementptr i8, i8* %scevgep290291, i64 %lsr.iv208
  %scevgep293 = getelementptr i8, i8* %uglygep292, i64 -8
  %scevgep295 = getelementptr i8, i8* %scevgep293, i64 %lsr.iv
  %39 = bitcast i8* %scevgep295 to i64*
  store i64 %.333.unpack.us.2, i64* %39, align 8
  %scevgep288 = getelementptr i8, i8* %uglygep292, i64 %lsr.iv
  %scevgep288289 = bitcast i8* %scevgep288 to i64*
  store i64 %.333.unpack118.us.2, i64* %scevgep288289, align 8
  %.6.i20116.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3, i64 1, i32 3, i64 1
  %40 = bitcast i64* %uglygep258 to i8*
  %scevgep260 = getelementptr i8, i8* %40, i64 %lsr.iv
  %41 = bitcast i8* %scevgep260 to i64*
  %.333.unpack.us.3 = load i64, i64* %41, align 8
  %scevgep261 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3, i64 2
  %scevgep261262 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261 to i8*
  %uglygep263 = getelementptr i8, i8* %scevgep261262, i64 %lsr.iv
  %uglygep263264 = bitcast i8* %uglygep263 to i64*
  %.333.unpack118.us.3 = load i64, i64* %uglygep263264, align 8
  %.6.i16120.us.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3, i64 2
  %scevgep270271 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270 to i8*
  %uglygep272 = getelementptr i8, i8* %scevgep270271, i64 %lsr.iv208
  %scevgep273 = getelementptr i8, i8* %uglygep272, i64 -8
  %scevgep275 = getelementptr i8, i8* %scevgep273, i64 %lsr.iv
  %42 = bitcast i8* %scevgep275 to i64*
  store i64 %.333.unpack.us.3, i64* %42, align 8
  %scevgep268 = getelementptr i8, i8* %uglygep272, i64 %lsr.iv
  %scevgep268269 = bitcast i8* %scevgep268 to i64*
  store i64 %.333.unpack118.us.3, i64* %scevgep268269, align 8
  %.6.i20116.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4, i64 2, i32 2
  %scevgep241 = getelementptr i8, i8* %scevgep240, i64 -8
  %scevgep243 = getelementptr i8, i8* %scevgep241, i64 %lsr.iv
  %43 = bitcast i8* %scevgep243 to i64*
  %.333.unpack.us.4 = load i64, i64* %43, align 8
  %scevgep245 = getelementptr i8, i8* %scevgep240, i64 %lsr.iv
  %scevgep245246 = bitcast i8* %scevgep245 to i64*
  %.333.unpack118.us.4 = load i64, i64* %scevgep245246, align 8
  %.6.i16120.us.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4, i64 2, i32 2
  %scevgep252 = getelementptr i8, i8* %scevgep251, i64 %lsr.iv208
  %scevgep253 = getelementptr i8, i8* %scevgep252, i64 -8
  %scevgep255 = getelementptr i8, i8* %scevgep253, i64 %lsr.iv
  %44 = bitcast i8* %scevgep255 to i64*
  store i64 %.333.unpack.us.4, i64* %44, align 8
  %scevgep249 = getelementptr i8, i8* %scevgep252, i64 %lsr.iv
  %scevgep249250 = bitcast i8* %scevgep249 to i64*
  store i64 %.333.unpack118.us.4, i64* %scevgep249250, align 8
  %.6.i20116.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5, i64 2, i32 3, i64 0
  %uglygep222 = bitcast i64* %uglygep22214 to i8*
  %scevgep224 = getelementptr i8, i8* %uglygep222, i64 %lsr.iv
  %45 = bitcast i8* %scevgep224 to i64*
  %.333.unpack.us.5 = load i64, i64* %45, align 8
  %scevgep225 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5, i64 2, i32 3, i64 1
  %scevgep225226 = bitcast i64* %scevgep225 to i8*
  %uglygep227 = getelementptr i8, i8* %scevgep225226, i64 %lsr.iv
  %uglygep227228 = bitcast i8* %uglygep227 to i64*
  %.333.unpack118.us.5 = load i64, i64* %uglygep227228, align 8
  %.6.i16120.us.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5, i64 2, i32 3, i64 1
  %scevgep234235 = bitcast i64* %scevgep234 to i8*
  %uglygep236 = getelementptr i8, i8* %scevgep234235, i64 %lsr.iv208
  %scevgep237 = getelementptr i8, i8* %uglygep236, i64 -8
  %scevgep239 = getelementptr i8, i8* %scevgep237, i64 %lsr.iv
  %46 = bitcast i8* %scevgep239 to i64*
  store i64 %.333.unpack.us.5, i64* %46, align 8
  %scevgep232 = getelementptr i8, i8* %uglygep236, i64 %lsr.iv
  %scevgep232233 = bitcast i8* %scevgep232 to i64*
  store i64 %.333.unpack118.us.5, i64* %scevgep232233, align 8
  %.6.i20116.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6, i64 3, i32 1
  %uglygep15 = getelementptr i64, i64* %scevgep, i64 -1
  %uglygep = bitcast i64* %uglygep15 to i8*
  %scevgep202 = getelementptr i8, i8* %uglygep, i64 %lsr.iv
  %47 = bitcast i8* %scevgep202 to i64*
  %.333.unpack.us.6 = load i64, i64* %47, align 8
  %scevgep203204 = bitcast i64* %scevgep to i8*
  %uglygep205 = getelementptr i8, i8* %scevgep203204, i64 %lsr.iv
  %uglygep205206 = bitcast i8* %uglygep205 to i64*
  %.333.unpack118.us.6 = load i64, i64* %uglygep205206, align 8
  %.6.i16120.us.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6, i64 3, i32 1
  %scevgep214215 = bitcast i64* %scevgep214 to i8*
  %uglygep216 = getelementptr i8, i8* %scevgep214215, i64 %lsr.iv208
  %scevgep217 = getelementptr i8, i8* %uglygep216, i64 -8
  %scevgep219 = getelementptr i8, i8* %scevgep217, i64 %lsr.iv
  %48 = bitcast i8* %scevgep219 to i64*
  store i64 %.333.unpack.us.6, i64* %48, align 8
  %scevgep212 = getelementptr i8, i8* %uglygep216, i64 %lsr.iv
  %scevgep212213 = bitcast i8* %scevgep212 to i64*
  store i64 %.333.unpack118.us.6, i64* %scevgep212213, align 8
  %.6.i20116.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7, i64 3, i32 3, i64 -1
  %uglygep318 = bitcast i64* %uglygep31816 to i8*
  %scevgep320 = getelementptr i8, i8* %uglygep318, i64 %lsr.iv
  %49 = bitcast i8* %scevgep320 to i64*
  %.333.unpack.us.7 = load i64, i64* %49, align 8
  %scevgep321 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7, i64 3, i32 3, i64 0
  %scevgep321322 = bitcast i64* %scevgep321 to i8*
  %uglygep323 = getelementptr i8, i8* %scevgep321322, i64 %lsr.iv
  %uglygep323324 = bitcast i8* %uglygep323 to i64*
  %.333.unpack118.us.7 = load i64, i64* %uglygep323324, align 8
  %.6.i16120.us.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7, i64 3, i32 3, i64 0
  %scevgep330331 = bitcast i64* %scevgep330 to i8*
  %uglygep332 = getelementptr i8, i8* %scevgep330331, i64 %lsr.iv208
  %scevgep333 = getelementptr i8, i8* %uglygep332, i64 -8
  %scevgep335 = getelementptr i8, i8* %scevgep333, i64 %lsr.iv
  %50 = bitcast i8* %scevgep335 to i64*
  store i64 %.333.unpack.us.7, i64* %50, align 8
  %scevgep328 = getelementptr i8, i8* %uglygep332, i64 %lsr.iv
  %scevgep328329 = bitcast i8* %scevgep328 to i64*
  store i64 %.333.unpack118.us.7, i64* %scevgep328329, align 8
  %lsr.iv.next = or i64 %lsr.iv, 128
  %.6.i20116.us.159 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.159, i64 0, i32 3, i64 0
  %uglygep353.1 = bitcast i64* %uglygep35311.1 to i8*
  %scevgep355.1 = getelementptr i8, i8* %uglygep353.1, i64 %lsr.iv.next
  %51 = bitcast i8* %scevgep355.1 to i64*
  %.333.unpack.us.160 = load i64, i64* %51, align 8
  %scevgep347.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.159, i64 0, i32 3, i64 1
  %scevgep347348.1 = bitcast i64* %scevgep347.1 to i8*
  %uglygep349.1 = getelementptr i8, i8* %scevgep347348.1, i64 %lsr.iv.next
  %uglygep349350.1 = bitcast i8* %uglygep349.1 to i64*
  %.333.unpack118.us.161 = load i64, i64* %uglygep349350.1, align 8
  %.6.i16120.us.162 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.162, i64 0, i32 3, i64 1
  %scevgep341342.1 = bitcast i64* %scevgep341.1 to i8*
  %uglygep343.1 = getelementptr i8, i8* %scevgep341342.1, i64 %lsr.iv208
  %scevgep344.1 = getelementptr i8, i8* %uglygep343.1, i64 -8
  %scevgep346.1 = getelementptr i8, i8* %scevgep344.1, i64 %lsr.iv.next
  %52 = bitcast i8* %scevgep346.1 to i64*
  store i64 %.333.unpack.us.160, i64* %52, align 8
  %scevgep339.1 = getelementptr i8, i8* %uglygep343.1, i64 %lsr.iv.next
  %scevgep339340.1 = bitcast i8* %scevgep339.1 to i64*
  store i64 %.333.unpack118.us.161, i64* %scevgep339340.1, align 8
  %.6.i20116.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.1, i64 1, i32 1
  %uglygep29812.1 = getelementptr i64, i64* %scevgep296.1, i64 -1
  %uglygep298.1 = bitcast i64* %uglygep29812.1 to i8*
  %scevgep300.1 = getelementptr i8, i8* %uglygep298.1, i64 %lsr.iv.next
  %53 = bitcast i8* %scevgep300.1 to i64*
  %.333.unpack.us.1.1 = load i64, i64* %53, align 8
  %scevgep301302.1 = bitcast i64* %scevgep296.1 to i8*
  %uglygep303.1 = getelementptr i8, i8* %scevgep301302.1, i64 %lsr.iv.next
  %uglygep303304.1 = bitcast i8* %uglygep303.1 to i64*
  %.333.unpack118.us.1.1 = load i64, i64* %uglygep303304.1, align 8
  %.6.i16120.us.1.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.1, i64 1, i32 1
  %scevgep310311.1 = bitcast i64* %scevgep310.1 to i8*
  %uglygep312.1 = getelementptr i8, i8* %scevgep310311.1, i64 %lsr.iv208
  %scevgep313.1 = getelementptr i8, i8* %uglygep312.1, i64 -8
  %scevgep315.1 = getelementptr i8, i8* %scevgep313.1, i64 %lsr.iv.next
  %54 = bitcast i8* %scevgep315.1 to i64*
  store i64 %.333.unpack.us.1.1, i64* %54, align 8
  %scevgep308.1 = getelementptr i8, i8* %uglygep312.1, i64 %lsr.iv.next
  %scevgep308309.1 = bitcast i8* %scevgep308.1 to i64*
  store i64 %.333.unpack118.us.1.1, i64* %scevgep308309.1, align 8
  %.6.i20116.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.1, i64 1, i32 3, i64 -1
  %uglygep278.1 = bitcast i64* %uglygep27813.1 to i8*
  %scevgep280.1 = getelementptr i8, i8* %uglygep278.1, i64 %lsr.iv.next
  %55 = bitcast i8* %scevgep280.1 to i64*
  %.333.unpack.us.2.1 = load i64, i64* %55, align 8
  %scevgep281.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.1, i64 1, i32 3, i64 0
  %scevgep281282.1 = bitcast i64* %scevgep281.1 to i8*
  %uglygep283.1 = getelementptr i8, i8* %scevgep281282.1, i64 %lsr.iv.next
  %uglygep283284.1 = bitcast i8* %uglygep283.1 to i64*
  %.333.unpack118.us.2.1 = load i64, i64* %uglygep283284.1, align 8
  %.6.i16120.us.2.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.1, i64 1, i32 3, i64 0
  %scevgep290291.1 = bitcast i64* %scevgep290.1 to i8*
  %uglygep292.1 = getelementptr i8, i8* %scevgep290291.1, i64 %lsr.iv208
  %scevgep293.1 = getelementptr i8, i8* %uglygep292.1, i64 -8
  %scevgep295.1 = getelementptr i8, i8* %scevgep293.1, i64 %lsr.iv.next
  %56 = bitcast i8* %scevgep295.1 to i64*
  store i64 %.333.unpack.us.2.1, i64* %56, align 8
  %scevgep288.1 = getelementptr i8, i8* %uglygep292.1, i64 %lsr.iv.next
  %scevgep288289.1 = bitcast i8* %scevgep288.1 to i64*
  store i64 %.333.unpack118.us.2.1, i64* %scevgep288289.1, align 8
  %.6.i20116.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.1, i64 1, i32 3, i64 1
  %57 = bitcast i64* %uglygep258.1 to i8*
  %scevgep260.1 = getelementptr i8, i8* %57, i64 %lsr.iv.next
  %58 = bitcast i8* %scevgep260.1 to i64*
  %.333.unpack.us.3.1 = load i64, i64* %58, align 8
  %scevgep261.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.1, i64 2
  %scevgep261262.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.1 to i8*
  %uglygep263.1 = getelementptr i8, i8* %scevgep261262.1, i64 %lsr.iv.next
  %uglygep263264.1 = bitcast i8* %uglygep263.1 to i64*
  %.333.unpack118.us.3.1 = load i64, i64* %uglygep263264.1, align 8
  %.6.i16120.us.3.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.1, i64 2
  %scevgep270271.1 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.1 to i8*
  %uglygep272.1 = getelementptr i8, i8* %scevgep270271.1, i64 %lsr.iv208
  %scevgep273.1 = getelementptr i8, i8* %uglygep272.1, i64 -8
  %scevgep275.1 = getelementptr i8, i8* %scevgep273.1, i64 %lsr.iv.next
  %59 = bitcast i8* %scevgep275.1 to i64*
  store i64 %.333.unpack.us.3.1, i64* %59, align 8
  %scevgep268.1 = getelementptr i8, i8* %uglygep272.1, i64 %lsr.iv.next
  %scevgep268269.1 = bitcast i8* %scevgep268.1 to i64*
  store i64 %.333.unpack118.us.3.1, i64* %scevgep268269.1, align 8
  %.6.i20116.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.1, i64 2, i32 2
  %scevgep241.1 = getelementptr i8, i8* %scevgep240.1, i64 -8
  %scevgep243.1 = getelementptr i8, i8* %scevgep241.1, i64 %lsr.iv.next
  %60 = bitcast i8* %scevgep243.1 to i64*
  %.333.unpack.us.4.1 = load i64, i64* %60, align 8
  %scevgep245.1 = getelementptr i8, i8* %scevgep240.1, i64 %lsr.iv.next
  %scevgep245246.1 = bitcast i8* %scevgep245.1 to i64*
  %.333.unpack118.us.4.1 = load i64, i64* %scevgep245246.1, align 8
  %.6.i16120.us.4.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.1, i64 2, i32 2
  %scevgep252.1 = getelementptr i8, i8* %scevgep251.1, i64 %lsr.iv208
  %scevgep253.1 = getelementptr i8, i8* %scevgep252.1, i64 -8
  %scevgep255.1 = getelementptr i8, i8* %scevgep253.1, i64 %lsr.iv.next
  %61 = bitcast i8* %scevgep255.1 to i64*
  store i64 %.333.unpack.us.4.1, i64* %61, align 8
  %scevgep249.1 = getelementptr i8, i8* %scevgep252.1, i64 %lsr.iv.next
  %scevgep249250.1 = bitcast i8* %scevgep249.1 to i64*
  store i64 %.333.unpack118.us.4.1, i64* %scevgep249250.1, align 8
  %.6.i20116.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.1, i64 2, i32 3, i64 0
  %uglygep222.1 = bitcast i64* %uglygep22214.1 to i8*
  %scevgep224.1 = getelementptr i8, i8* %uglygep222.1, i64 %lsr.iv.next
  %62 = bitcast i8* %scevgep224.1 to i64*
  %.333.unpack.us.5.1 = load i64, i64* %62, align 8
  %scevgep225.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.1, i64 2, i32 3, i64 1
  %scevgep225226.1 = bitcast i64* %scevgep225.1 to i8*
  %uglygep227.1 = getelementptr i8, i8* %scevgep225226.1, i64 %lsr.iv.next
  %uglygep227228.1 = bitcast i8* %uglygep227.1 to i64*
  %.333.unpack118.us.5.1 = load i64, i64* %uglygep227228.1, align 8
  %.6.i16120.us.5.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.1, i64 2, i32 3, i64 1
  %scevgep234235.1 = bitcast i64* %scevgep234.1 to i8*
  %uglygep236.1 = getelementptr i8, i8* %scevgep234235.1, i64 %lsr.iv208
  %scevgep237.1 = getelementptr i8, i8* %uglygep236.1, i64 -8
  %scevgep239.1 = getelementptr i8, i8* %scevgep237.1, i64 %lsr.iv.next
  %63 = bitcast i8* %scevgep239.1 to i64*
  store i64 %.333.unpack.us.5.1, i64* %63, align 8
  %scevgep232.1 = getelementptr i8, i8* %uglygep236.1, i64 %lsr.iv.next
  %scevgep232233.1 = bitcast i8* %scevgep232.1 to i64*
  store i64 %.333.unpack118.us.5.1, i64* %scevgep232233.1, align 8
  %.6.i20116.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.1, i64 3, i32 1
  %uglygep15.1 = getelementptr i64, i64* %scevgep.1, i64 -1
  %uglygep.1 = bitcast i64* %uglygep15.1 to i8*
  %scevgep202.1 = getelementptr i8, i8* %uglygep.1, i64 %lsr.iv.next
  %64 = bitcast i8* %scevgep202.1 to i64*
  %.333.unpack.us.6.1 = load i64, i64* %64, align 8
  %scevgep203204.1 = bitcast i64* %scevgep.1 to i8*
  %uglygep205.1 = getelementptr i8, i8* %scevgep203204.1, i64 %lsr.iv.next
  %uglygep205206.1 = bitcast i8* %uglygep205.1 to i64*
  %.333.unpack118.us.6.1 = load i64, i64* %uglygep205206.1, align 8
  %.6.i16120.us.6.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.1, i64 3, i32 1
  %scevgep214215.1 = bitcast i64* %scevgep214.1 to i8*
  %uglygep216.1 = getelementptr i8, i8* %scevgep214215.1, i64 %lsr.iv208
  %scevgep217.1 = getelementptr i8, i8* %uglygep216.1, i64 -8
  %scevgep219.1 = getelementptr i8, i8* %scevgep217.1, i64 %lsr.iv.next
  %65 = bitcast i8* %scevgep219.1 to i64*
  store i64 %.333.unpack.us.6.1, i64* %65, align 8
  %scevgep212.1 = getelementptr i8, i8* %uglygep216.1, i64 %lsr.iv.next
  %scevgep212213.1 = bitcast i8* %scevgep212.1 to i64*
  store i64 %.333.unpack118.us.6.1, i64* %scevgep212213.1, align 8
  %.6.i20116.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.1, i64 3, i32 3, i64 -1
  %uglygep318.1 = bitcast i64* %uglygep31816.1 to i8*
  %scevgep320.1 = getelementptr i8, i8* %uglygep318.1, i64 %lsr.iv.next
  %66 = bitcast i8* %scevgep320.1 to i64*
  %.333.unpack.us.7.1 = load i64, i64* %66, align 8
  %scevgep321.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.1, i64 3, i32 3, i64 0
  %scevgep321322.1 = bitcast i64* %scevgep321.1 to i8*
  %uglygep323.1 = getelementptr i8, i8* %scevgep321322.1, i64 %lsr.iv.next
  %uglygep323324.1 = bitcast i8* %uglygep323.1 to i64*
  %.333.unpack118.us.7.1 = load i64, i64* %uglygep323324.1, align 8
  %.6.i16120.us.7.1 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.1 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.1, i64 3, i32 3, i64 0
  %scevgep330331.1 = bitcast i64* %scevgep330.1 to i8*
  %uglygep332.1 = getelementptr i8, i8* %scevgep330331.1, i64 %lsr.iv208
  %scevgep333.1 = getelementptr i8, i8* %uglygep332.1, i64 -8
  %scevgep335.1 = getelementptr i8, i8* %scevgep333.1, i64 %lsr.iv.next
  %67 = bitcast i8* %scevgep335.1 to i64*
  store i64 %.333.unpack.us.7.1, i64* %67, align 8
  %scevgep328.1 = getelementptr i8, i8* %uglygep332.1, i64 %lsr.iv.next
  %scevgep328329.1 = bitcast i8* %scevgep328.1 to i64*
  store i64 %.333.unpack118.us.7.1, i64* %scevgep328329.1, align 8
  %lsr.iv.next.1 = or i64 %lsr.iv, 256
  %.6.i20116.us.263 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.263, i64 0, i32 3, i64 0
  %uglygep353.2 = bitcast i64* %uglygep35311.2 to i8*
  %scevgep355.2 = getelementptr i8, i8* %uglygep353.2, i64 %lsr.iv.next.1
  %68 = bitcast i8* %scevgep355.2 to i64*
  %.333.unpack.us.264 = load i64, i64* %68, align 8
  %scevgep347.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.263, i64 0, i32 3, i64 1
  %scevgep347348.2 = bitcast i64* %scevgep347.2 to i8*
  %uglygep349.2 = getelementptr i8, i8* %scevgep347348.2, i64 %lsr.iv.next.1
  %uglygep349350.2 = bitcast i8* %uglygep349.2 to i64*
  %.333.unpack118.us.265 = load i64, i64* %uglygep349350.2, align 8
  %.6.i16120.us.266 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.266, i64 0, i32 3, i64 1
  %scevgep341342.2 = bitcast i64* %scevgep341.2 to i8*
  %uglygep343.2 = getelementptr i8, i8* %scevgep341342.2, i64 %lsr.iv208
  %scevgep344.2 = getelementptr i8, i8* %uglygep343.2, i64 -8
  %scevgep346.2 = getelementptr i8, i8* %scevgep344.2, i64 %lsr.iv.next.1
  %69 = bitcast i8* %scevgep346.2 to i64*
  store i64 %.333.unpack.us.264, i64* %69, align 8
  %scevgep339.2 = getelementptr i8, i8* %uglygep343.2, i64 %lsr.iv.next.1
  %scevgep339340.2 = bitcast i8* %scevgep339.2 to i64*
  store i64 %.333.unpack118.us.265, i64* %scevgep339340.2, align 8
  %.6.i20116.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.2, i64 1, i32 1
  %uglygep29812.2 = getelementptr i64, i64* %scevgep296.2, i64 -1
  %uglygep298.2 = bitcast i64* %uglygep29812.2 to i8*
  %scevgep300.2 = getelementptr i8, i8* %uglygep298.2, i64 %lsr.iv.next.1
  %70 = bitcast i8* %scevgep300.2 to i64*
  %.333.unpack.us.1.2 = load i64, i64* %70, align 8
  %scevgep301302.2 = bitcast i64* %scevgep296.2 to i8*
  %uglygep303.2 = getelementptr i8, i8* %scevgep301302.2, i64 %lsr.iv.next.1
  %uglygep303304.2 = bitcast i8* %uglygep303.2 to i64*
  %.333.unpack118.us.1.2 = load i64, i64* %uglygep303304.2, align 8
  %.6.i16120.us.1.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.2, i64 1, i32 1
  %scevgep310311.2 = bitcast i64* %scevgep310.2 to i8*
  %uglygep312.2 = getelementptr i8, i8* %scevgep310311.2, i64 %lsr.iv208
  %scevgep313.2 = getelementptr i8, i8* %uglygep312.2, i64 -8
  %scevgep315.2 = getelementptr i8, i8* %scevgep313.2, i64 %lsr.iv.next.1
  %71 = bitcast i8* %scevgep315.2 to i64*
  store i64 %.333.unpack.us.1.2, i64* %71, align 8
  %scevgep308.2 = getelementptr i8, i8* %uglygep312.2, i64 %lsr.iv.next.1
  %scevgep308309.2 = bitcast i8* %scevgep308.2 to i64*
  store i64 %.333.unpack118.us.1.2, i64* %scevgep308309.2, align 8
  %.6.i20116.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.2, i64 1, i32 3, i64 -1
  %uglygep278.2 = bitcast i64* %uglygep27813.2 to i8*
  %scevgep280.2 = getelementptr i8, i8* %uglygep278.2, i64 %lsr.iv.next.1
  %72 = bitcast i8* %scevgep280.2 to i64*
  %.333.unpack.us.2.2 = load i64, i64* %72, align 8
  %scevgep281.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.2, i64 1, i32 3, i64 0
  %scevgep281282.2 = bitcast i64* %scevgep281.2 to i8*
  %uglygep283.2 = getelementptr i8, i8* %scevgep281282.2, i64 %lsr.iv.next.1
  %uglygep283284.2 = bitcast i8* %uglygep283.2 to i64*
  %.333.unpack118.us.2.2 = load i64, i64* %uglygep283284.2, align 8
  %.6.i16120.us.2.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.2, i64 1, i32 3, i64 0
  %scevgep290291.2 = bitcast i64* %scevgep290.2 to i8*
  %uglygep292.2 = getelementptr i8, i8* %scevgep290291.2, i64 %lsr.iv208
  %scevgep293.2 = getelementptr i8, i8* %uglygep292.2, i64 -8
  %scevgep295.2 = getelementptr i8, i8* %scevgep293.2, i64 %lsr.iv.next.1
  %73 = bitcast i8* %scevgep295.2 to i64*
  store i64 %.333.unpack.us.2.2, i64* %73, align 8
  %scevgep288.2 = getelementptr i8, i8* %uglygep292.2, i64 %lsr.iv.next.1
  %scevgep288289.2 = bitcast i8* %scevgep288.2 to i64*
  store i64 %.333.unpack118.us.2.2, i64* %scevgep288289.2, align 8
  %.6.i20116.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.2, i64 1, i32 3, i64 1
  %74 = bitcast i64* %uglygep258.2 to i8*
  %scevgep260.2 = getelementptr i8, i8* %74, i64 %lsr.iv.next.1
  %75 = bitcast i8* %scevgep260.2 to i64*
  %.333.unpack.us.3.2 = load i64, i64* %75, align 8
  %scevgep261.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.2, i64 2
  %scevgep261262.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.2 to i8*
  %uglygep263.2 = getelementptr i8, i8* %scevgep261262.2, i64 %lsr.iv.next.1
  %uglygep263264.2 = bitcast i8* %uglygep263.2 to i64*
  %.333.unpack118.us.3.2 = load i64, i64* %uglygep263264.2, align 8
  %.6.i16120.us.3.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.2, i64 2
  %scevgep270271.2 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.2 to i8*
  %uglygep272.2 = getelementptr i8, i8* %scevgep270271.2, i64 %lsr.iv208
  %scevgep273.2 = getelementptr i8, i8* %uglygep272.2, i64 -8
  %scevgep275.2 = getelementptr i8, i8* %scevgep273.2, i64 %lsr.iv.next.1
  %76 = bitcast i8* %scevgep275.2 to i64*
  store i64 %.333.unpack.us.3.2, i64* %76, align 8
  %scevgep268.2 = getelementptr i8, i8* %uglygep272.2, i64 %lsr.iv.next.1
  %scevgep268269.2 = bitcast i8* %scevgep268.2 to i64*
  store i64 %.333.unpack118.us.3.2, i64* %scevgep268269.2, align 8
  %.6.i20116.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.2, i64 2, i32 2
  %scevgep241.2 = getelementptr i8, i8* %scevgep240.2, i64 -8
  %scevgep243.2 = getelementptr i8, i8* %scevgep241.2, i64 %lsr.iv.next.1
  %77 = bitcast i8* %scevgep243.2 to i64*
  %.333.unpack.us.4.2 = load i64, i64* %77, align 8
  %scevgep245.2 = getelementptr i8, i8* %scevgep240.2, i64 %lsr.iv.next.1
  %scevgep245246.2 = bitcast i8* %scevgep245.2 to i64*
  %.333.unpack118.us.4.2 = load i64, i64* %scevgep245246.2, align 8
  %.6.i16120.us.4.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.2, i64 2, i32 2
  %scevgep252.2 = getelementptr i8, i8* %scevgep251.2, i64 %lsr.iv208
  %scevgep253.2 = getelementptr i8, i8* %scevgep252.2, i64 -8
  %scevgep255.2 = getelementptr i8, i8* %scevgep253.2, i64 %lsr.iv.next.1
  %78 = bitcast i8* %scevgep255.2 to i64*
  store i64 %.333.unpack.us.4.2, i64* %78, align 8
  %scevgep249.2 = getelementptr i8, i8* %scevgep252.2, i64 %lsr.iv.next.1
  %scevgep249250.2 = bitcast i8* %scevgep249.2 to i64*
  store i64 %.333.unpack118.us.4.2, i64* %scevgep249250.2, align 8
  %.6.i20116.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.2, i64 2, i32 3, i64 0
  %uglygep222.2 = bitcast i64* %uglygep22214.2 to i8*
  %scevgep224.2 = getelementptr i8, i8* %uglygep222.2, i64 %lsr.iv.next.1
  %79 = bitcast i8* %scevgep224.2 to i64*
  %.333.unpack.us.5.2 = load i64, i64* %79, align 8
  %scevgep225.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.2, i64 2, i32 3, i64 1
  %scevgep225226.2 = bitcast i64* %scevgep225.2 to i8*
  %uglygep227.2 = getelementptr i8, i8* %scevgep225226.2, i64 %lsr.iv.next.1
  %uglygep227228.2 = bitcast i8* %uglygep227.2 to i64*
  %.333.unpack118.us.5.2 = load i64, i64* %uglygep227228.2, align 8
  %.6.i16120.us.5.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.2, i64 2, i32 3, i64 1
  %scevgep234235.2 = bitcast i64* %scevgep234.2 to i8*
  %uglygep236.2 = getelementptr i8, i8* %scevgep234235.2, i64 %lsr.iv208
  %scevgep237.2 = getelementptr i8, i8* %uglygep236.2, i64 -8
  %scevgep239.2 = getelementptr i8, i8* %scevgep237.2, i64 %lsr.iv.next.1
  %80 = bitcast i8* %scevgep239.2 to i64*
  store i64 %.333.unpack.us.5.2, i64* %80, align 8
  %scevgep232.2 = getelementptr i8, i8* %uglygep236.2, i64 %lsr.iv.next.1
  %scevgep232233.2 = bitcast i8* %scevgep232.2 to i64*
  store i64 %.333.unpack118.us.5.2, i64* %scevgep232233.2, align 8
  %.6.i20116.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.2, i64 3, i32 1
  %uglygep15.2 = getelementptr i64, i64* %scevgep.2, i64 -1
  %uglygep.2 = bitcast i64* %uglygep15.2 to i8*
  %scevgep202.2 = getelementptr i8, i8* %uglygep.2, i64 %lsr.iv.next.1
  %81 = bitcast i8* %scevgep202.2 to i64*
  %.333.unpack.us.6.2 = load i64, i64* %81, align 8
  %scevgep203204.2 = bitcast i64* %scevgep.2 to i8*
  %uglygep205.2 = getelementptr i8, i8* %scevgep203204.2, i64 %lsr.iv.next.1
  %uglygep205206.2 = bitcast i8* %uglygep205.2 to i64*
  %.333.unpack118.us.6.2 = load i64, i64* %uglygep205206.2, align 8
  %.6.i16120.us.6.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.2, i64 3, i32 1
  %scevgep214215.2 = bitcast i64* %scevgep214.2 to i8*
  %uglygep216.2 = getelementptr i8, i8* %scevgep214215.2, i64 %lsr.iv208
  %scevgep217.2 = getelementptr i8, i8* %uglygep216.2, i64 -8
  %scevgep219.2 = getelementptr i8, i8* %scevgep217.2, i64 %lsr.iv.next.1
  %82 = bitcast i8* %scevgep219.2 to i64*
  store i64 %.333.unpack.us.6.2, i64* %82, align 8
  %scevgep212.2 = getelementptr i8, i8* %uglygep216.2, i64 %lsr.iv.next.1
  %scevgep212213.2 = bitcast i8* %scevgep212.2 to i64*
  store i64 %.333.unpack118.us.6.2, i64* %scevgep212213.2, align 8
  %.6.i20116.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.2, i64 3, i32 3, i64 -1
  %uglygep318.2 = bitcast i64* %uglygep31816.2 to i8*
  %scevgep320.2 = getelementptr i8, i8* %uglygep318.2, i64 %lsr.iv.next.1
  %83 = bitcast i8* %scevgep320.2 to i64*
  %.333.unpack.us.7.2 = load i64, i64* %83, align 8
  %scevgep321.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.2, i64 3, i32 3, i64 0
  %scevgep321322.2 = bitcast i64* %scevgep321.2 to i8*
  %uglygep323.2 = getelementptr i8, i8* %scevgep321322.2, i64 %lsr.iv.next.1
  %uglygep323324.2 = bitcast i8* %uglygep323.2 to i64*
  %.333.unpack118.us.7.2 = load i64, i64* %uglygep323324.2, align 8
  %.6.i16120.us.7.2 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.2 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.2, i64 3, i32 3, i64 0
  %scevgep330331.2 = bitcast i64* %scevgep330.2 to i8*
  %uglygep332.2 = getelementptr i8, i8* %scevgep330331.2, i64 %lsr.iv208
  %scevgep333.2 = getelementptr i8, i8* %uglygep332.2, i64 -8
  %scevgep335.2 = getelementptr i8, i8* %scevgep333.2, i64 %lsr.iv.next.1
  %84 = bitcast i8* %scevgep335.2 to i64*
  store i64 %.333.unpack.us.7.2, i64* %84, align 8
  %scevgep328.2 = getelementptr i8, i8* %uglygep332.2, i64 %lsr.iv.next.1
  %scevgep328329.2 = bitcast i8* %scevgep328.2 to i64*
  store i64 %.333.unpack118.us.7.2, i64* %scevgep328329.2, align 8
  %lsr.iv.next.2 = or i64 %lsr.iv, 384
  %.6.i20116.us.367 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.367, i64 0, i32 3, i64 0
  %uglygep353.3 = bitcast i64* %uglygep35311.3 to i8*
  %scevgep355.3 = getelementptr i8, i8* %uglygep353.3, i64 %lsr.iv.next.2
  %85 = bitcast i8* %scevgep355.3 to i64*
  %.333.unpack.us.368 = load i64, i64* %85, align 8
  %scevgep347.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.367, i64 0, i32 3, i64 1
  %scevgep347348.3 = bitcast i64* %scevgep347.3 to i8*
  %uglygep349.3 = getelementptr i8, i8* %scevgep347348.3, i64 %lsr.iv.next.2
  %uglygep349350.3 = bitcast i8* %uglygep349.3 to i64*
  %.333.unpack118.us.369 = load i64, i64* %uglygep349350.3, align 8
  %.6.i16120.us.370 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.370, i64 0, i32 3, i64 1
  %scevgep341342.3 = bitcast i64* %scevgep341.3 to i8*
  %uglygep343.3 = getelementptr i8, i8* %scevgep341342.3, i64 %lsr.iv208
  %scevgep344.3 = getelementptr i8, i8* %uglygep343.3, i64 -8
  %scevgep346.3 = getelementptr i8, i8* %scevgep344.3, i64 %lsr.iv.next.2
  %86 = bitcast i8* %scevgep346.3 to i64*
  store i64 %.333.unpack.us.368, i64* %86, align 8
  %scevgep339.3 = getelementptr i8, i8* %uglygep343.3, i64 %lsr.iv.next.2
  %scevgep339340.3 = bitcast i8* %scevgep339.3 to i64*
  store i64 %.333.unpack118.us.369, i64* %scevgep339340.3, align 8
  %.6.i20116.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.3, i64 1, i32 1
  %uglygep29812.3 = getelementptr i64, i64* %scevgep296.3, i64 -1
  %uglygep298.3 = bitcast i64* %uglygep29812.3 to i8*
  %scevgep300.3 = getelementptr i8, i8* %uglygep298.3, i64 %lsr.iv.next.2
  %87 = bitcast i8* %scevgep300.3 to i64*
  %.333.unpack.us.1.3 = load i64, i64* %87, align 8
  %scevgep301302.3 = bitcast i64* %scevgep296.3 to i8*
  %uglygep303.3 = getelementptr i8, i8* %scevgep301302.3, i64 %lsr.iv.next.2
  %uglygep303304.3 = bitcast i8* %uglygep303.3 to i64*
  %.333.unpack118.us.1.3 = load i64, i64* %uglygep303304.3, align 8
  %.6.i16120.us.1.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.3, i64 1, i32 1
  %scevgep310311.3 = bitcast i64* %scevgep310.3 to i8*
  %uglygep312.3 = getelementptr i8, i8* %scevgep310311.3, i64 %lsr.iv208
  %scevgep313.3 = getelementptr i8, i8* %uglygep312.3, i64 -8
  %scevgep315.3 = getelementptr i8, i8* %scevgep313.3, i64 %lsr.iv.next.2
  %88 = bitcast i8* %scevgep315.3 to i64*
  store i64 %.333.unpack.us.1.3, i64* %88, align 8
  %scevgep308.3 = getelementptr i8, i8* %uglygep312.3, i64 %lsr.iv.next.2
  %scevgep308309.3 = bitcast i8* %scevgep308.3 to i64*
  store i64 %.333.unpack118.us.1.3, i64* %scevgep308309.3, align 8
  %.6.i20116.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.3, i64 1, i32 3, i64 -1
  %uglygep278.3 = bitcast i64* %uglygep27813.3 to i8*
  %scevgep280.3 = getelementptr i8, i8* %uglygep278.3, i64 %lsr.iv.next.2
  %89 = bitcast i8* %scevgep280.3 to i64*
  %.333.unpack.us.2.3 = load i64, i64* %89, align 8
  %scevgep281.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.3, i64 1, i32 3, i64 0
  %scevgep281282.3 = bitcast i64* %scevgep281.3 to i8*
  %uglygep283.3 = getelementptr i8, i8* %scevgep281282.3, i64 %lsr.iv.next.2
  %uglygep283284.3 = bitcast i8* %uglygep283.3 to i64*
  %.333.unpack118.us.2.3 = load i64, i64* %uglygep283284.3, align 8
  %.6.i16120.us.2.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.3, i64 1, i32 3, i64 0
  %scevgep290291.3 = bitcast i64* %scevgep290.3 to i8*
  %uglygep292.3 = getelementptr i8, i8* %scevgep290291.3, i64 %lsr.iv208
  %scevgep293.3 = getelementptr i8, i8* %uglygep292.3, i64 -8
  %scevgep295.3 = getelementptr i8, i8* %scevgep293.3, i64 %lsr.iv.next.2
  %90 = bitcast i8* %scevgep295.3 to i64*
  store i64 %.333.unpack.us.2.3, i64* %90, align 8
  %scevgep288.3 = getelementptr i8, i8* %uglygep292.3, i64 %lsr.iv.next.2
  %scevgep288289.3 = bitcast i8* %scevgep288.3 to i64*
  store i64 %.333.unpack118.us.2.3, i64* %scevgep288289.3, align 8
  %.6.i20116.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.3, i64 1, i32 3, i64 1
  %91 = bitcast i64* %uglygep258.3 to i8*
  %scevgep260.3 = getelementptr i8, i8* %91, i64 %lsr.iv.next.2
  %92 = bitcast i8* %scevgep260.3 to i64*
  %.333.unpack.us.3.3 = load i64, i64* %92, align 8
  %scevgep261.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.3, i64 2
  %scevgep261262.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.3 to i8*
  %uglygep263.3 = getelementptr i8, i8* %scevgep261262.3, i64 %lsr.iv.next.2
  %uglygep263264.3 = bitcast i8* %uglygep263.3 to i64*
  %.333.unpack118.us.3.3 = load i64, i64* %uglygep263264.3, align 8
  %.6.i16120.us.3.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.3, i64 2
  %scevgep270271.3 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.3 to i8*
  %uglygep272.3 = getelementptr i8, i8* %scevgep270271.3, i64 %lsr.iv208
  %scevgep273.3 = getelementptr i8, i8* %uglygep272.3, i64 -8
  %scevgep275.3 = getelementptr i8, i8* %scevgep273.3, i64 %lsr.iv.next.2
  %93 = bitcast i8* %scevgep275.3 to i64*
  store i64 %.333.unpack.us.3.3, i64* %93, align 8
  %scevgep268.3 = getelementptr i8, i8* %uglygep272.3, i64 %lsr.iv.next.2
  %scevgep268269.3 = bitcast i8* %scevgep268.3 to i64*
  store i64 %.333.unpack118.us.3.3, i64* %scevgep268269.3, align 8
  %.6.i20116.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.3, i64 2, i32 2
  %scevgep241.3 = getelementptr i8, i8* %scevgep240.3, i64 -8
  %scevgep243.3 = getelementptr i8, i8* %scevgep241.3, i64 %lsr.iv.next.2
  %94 = bitcast i8* %scevgep243.3 to i64*
  %.333.unpack.us.4.3 = load i64, i64* %94, align 8
  %scevgep245.3 = getelementptr i8, i8* %scevgep240.3, i64 %lsr.iv.next.2
  %scevgep245246.3 = bitcast i8* %scevgep245.3 to i64*
  %.333.unpack118.us.4.3 = load i64, i64* %scevgep245246.3, align 8
  %.6.i16120.us.4.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.3, i64 2, i32 2
  %scevgep252.3 = getelementptr i8, i8* %scevgep251.3, i64 %lsr.iv208
  %scevgep253.3 = getelementptr i8, i8* %scevgep252.3, i64 -8
  %scevgep255.3 = getelementptr i8, i8* %scevgep253.3, i64 %lsr.iv.next.2
  %95 = bitcast i8* %scevgep255.3 to i64*
  store i64 %.333.unpack.us.4.3, i64* %95, align 8
  %scevgep249.3 = getelementptr i8, i8* %scevgep252.3, i64 %lsr.iv.next.2
  %scevgep249250.3 = bitcast i8* %scevgep249.3 to i64*
  store i64 %.333.unpack118.us.4.3, i64* %scevgep249250.3, align 8
  %.6.i20116.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.3, i64 2, i32 3, i64 0
  %uglygep222.3 = bitcast i64* %uglygep22214.3 to i8*
  %scevgep224.3 = getelementptr i8, i8* %uglygep222.3, i64 %lsr.iv.next.2
  %96 = bitcast i8* %scevgep224.3 to i64*
  %.333.unpack.us.5.3 = load i64, i64* %96, align 8
  %scevgep225.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.3, i64 2, i32 3, i64 1
  %scevgep225226.3 = bitcast i64* %scevgep225.3 to i8*
  %uglygep227.3 = getelementptr i8, i8* %scevgep225226.3, i64 %lsr.iv.next.2
  %uglygep227228.3 = bitcast i8* %uglygep227.3 to i64*
  %.333.unpack118.us.5.3 = load i64, i64* %uglygep227228.3, align 8
  %.6.i16120.us.5.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.3, i64 2, i32 3, i64 1
  %scevgep234235.3 = bitcast i64* %scevgep234.3 to i8*
  %uglygep236.3 = getelementptr i8, i8* %scevgep234235.3, i64 %lsr.iv208
  %scevgep237.3 = getelementptr i8, i8* %uglygep236.3, i64 -8
  %scevgep239.3 = getelementptr i8, i8* %scevgep237.3, i64 %lsr.iv.next.2
  %97 = bitcast i8* %scevgep239.3 to i64*
  store i64 %.333.unpack.us.5.3, i64* %97, align 8
  %scevgep232.3 = getelementptr i8, i8* %uglygep236.3, i64 %lsr.iv.next.2
  %scevgep232233.3 = bitcast i8* %scevgep232.3 to i64*
  store i64 %.333.unpack118.us.5.3, i64* %scevgep232233.3, align 8
  %.6.i20116.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.3, i64 3, i32 1
  %uglygep15.3 = getelementptr i64, i64* %scevgep.3, i64 -1
  %uglygep.3 = bitcast i64* %uglygep15.3 to i8*
  %scevgep202.3 = getelementptr i8, i8* %uglygep.3, i64 %lsr.iv.next.2
  %98 = bitcast i8* %scevgep202.3 to i64*
  %.333.unpack.us.6.3 = load i64, i64* %98, align 8
  %scevgep203204.3 = bitcast i64* %scevgep.3 to i8*
  %uglygep205.3 = getelementptr i8, i8* %scevgep203204.3, i64 %lsr.iv.next.2
  %uglygep205206.3 = bitcast i8* %uglygep205.3 to i64*
  %.333.unpack118.us.6.3 = load i64, i64* %uglygep205206.3, align 8
  %.6.i16120.us.6.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.3, i64 3, i32 1
  %scevgep214215.3 = bitcast i64* %scevgep214.3 to i8*
  %uglygep216.3 = getelementptr i8, i8* %scevgep214215.3, i64 %lsr.iv208
  %scevgep217.3 = getelementptr i8, i8* %uglygep216.3, i64 -8
  %scevgep219.3 = getelementptr i8, i8* %scevgep217.3, i64 %lsr.iv.next.2
  %99 = bitcast i8* %scevgep219.3 to i64*
  store i64 %.333.unpack.us.6.3, i64* %99, align 8
  %scevgep212.3 = getelementptr i8, i8* %uglygep216.3, i64 %lsr.iv.next.2
  %scevgep212213.3 = bitcast i8* %scevgep212.3 to i64*
  store i64 %.333.unpack118.us.6.3, i64* %scevgep212213.3, align 8
  %.6.i20116.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.3, i64 3, i32 3, i64 -1
  %uglygep318.3 = bitcast i64* %uglygep31816.3 to i8*
  %scevgep320.3 = getelementptr i8, i8* %uglygep318.3, i64 %lsr.iv.next.2
  %100 = bitcast i8* %scevgep320.3 to i64*
  %.333.unpack.us.7.3 = load i64, i64* %100, align 8
  %scevgep321.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.3, i64 3, i32 3, i64 0
  %scevgep321322.3 = bitcast i64* %scevgep321.3 to i8*
  %uglygep323.3 = getelementptr i8, i8* %scevgep321322.3, i64 %lsr.iv.next.2
  %uglygep323324.3 = bitcast i8* %uglygep323.3 to i64*
  %.333.unpack118.us.7.3 = load i64, i64* %uglygep323324.3, align 8
  %.6.i16120.us.7.3 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.3 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.3, i64 3, i32 3, i64 0
  %scevgep330331.3 = bitcast i64* %scevgep330.3 to i8*
  %uglygep332.3 = getelementptr i8, i8* %scevgep330331.3, i64 %lsr.iv208
  %scevgep333.3 = getelementptr i8, i8* %uglygep332.3, i64 -8
  %scevgep335.3 = getelementptr i8, i8* %scevgep333.3, i64 %lsr.iv.next.2
  %101 = bitcast i8* %scevgep335.3 to i64*
  store i64 %.333.unpack.us.7.3, i64* %101, align 8
  %scevgep328.3 = getelementptr i8, i8* %uglygep332.3, i64 %lsr.iv.next.2
  %scevgep328329.3 = bitcast i8* %scevgep328.3 to i64*
  store i64 %.333.unpack118.us.7.3, i64* %scevgep328329.3, align 8
  %lsr.iv.next.3 = or i64 %lsr.iv, 512
  %.6.i20116.us.471 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.471, i64 0, i32 3, i64 0
  %uglygep353.4 = bitcast i64* %uglygep35311.4 to i8*
  %scevgep355.4 = getelementptr i8, i8* %uglygep353.4, i64 %lsr.iv.next.3
  %102 = bitcast i8* %scevgep355.4 to i64*
  %.333.unpack.us.472 = load i64, i64* %102, align 8
  %scevgep347.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.471, i64 0, i32 3, i64 1
  %scevgep347348.4 = bitcast i64* %scevgep347.4 to i8*
  %uglygep349.4 = getelementptr i8, i8* %scevgep347348.4, i64 %lsr.iv.next.3
  %uglygep349350.4 = bitcast i8* %uglygep349.4 to i64*
  %.333.unpack118.us.473 = load i64, i64* %uglygep349350.4, align 8
  %.6.i16120.us.474 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.474, i64 0, i32 3, i64 1
  %scevgep341342.4 = bitcast i64* %scevgep341.4 to i8*
  %uglygep343.4 = getelementptr i8, i8* %scevgep341342.4, i64 %lsr.iv208
  %scevgep344.4 = getelementptr i8, i8* %uglygep343.4, i64 -8
  %scevgep346.4 = getelementptr i8, i8* %scevgep344.4, i64 %lsr.iv.next.3
  %103 = bitcast i8* %scevgep346.4 to i64*
  store i64 %.333.unpack.us.472, i64* %103, align 8
  %scevgep339.4 = getelementptr i8, i8* %uglygep343.4, i64 %lsr.iv.next.3
  %scevgep339340.4 = bitcast i8* %scevgep339.4 to i64*
  store i64 %.333.unpack118.us.473, i64* %scevgep339340.4, align 8
  %.6.i20116.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.4, i64 1, i32 1
  %uglygep29812.4 = getelementptr i64, i64* %scevgep296.4, i64 -1
  %uglygep298.4 = bitcast i64* %uglygep29812.4 to i8*
  %scevgep300.4 = getelementptr i8, i8* %uglygep298.4, i64 %lsr.iv.next.3
  %104 = bitcast i8* %scevgep300.4 to i64*
  %.333.unpack.us.1.4 = load i64, i64* %104, align 8
  %scevgep301302.4 = bitcast i64* %scevgep296.4 to i8*
  %uglygep303.4 = getelementptr i8, i8* %scevgep301302.4, i64 %lsr.iv.next.3
  %uglygep303304.4 = bitcast i8* %uglygep303.4 to i64*
  %.333.unpack118.us.1.4 = load i64, i64* %uglygep303304.4, align 8
  %.6.i16120.us.1.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.4, i64 1, i32 1
  %scevgep310311.4 = bitcast i64* %scevgep310.4 to i8*
  %uglygep312.4 = getelementptr i8, i8* %scevgep310311.4, i64 %lsr.iv208
  %scevgep313.4 = getelementptr i8, i8* %uglygep312.4, i64 -8
  %scevgep315.4 = getelementptr i8, i8* %scevgep313.4, i64 %lsr.iv.next.3
  %105 = bitcast i8* %scevgep315.4 to i64*
  store i64 %.333.unpack.us.1.4, i64* %105, align 8
  %scevgep308.4 = getelementptr i8, i8* %uglygep312.4, i64 %lsr.iv.next.3
  %scevgep308309.4 = bitcast i8* %scevgep308.4 to i64*
  store i64 %.333.unpack118.us.1.4, i64* %scevgep308309.4, align 8
  %.6.i20116.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.4, i64 1, i32 3, i64 -1
  %uglygep278.4 = bitcast i64* %uglygep27813.4 to i8*
  %scevgep280.4 = getelementptr i8, i8* %uglygep278.4, i64 %lsr.iv.next.3
  %106 = bitcast i8* %scevgep280.4 to i64*
  %.333.unpack.us.2.4 = load i64, i64* %106, align 8
  %scevgep281.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.4, i64 1, i32 3, i64 0
  %scevgep281282.4 = bitcast i64* %scevgep281.4 to i8*
  %uglygep283.4 = getelementptr i8, i8* %scevgep281282.4, i64 %lsr.iv.next.3
  %uglygep283284.4 = bitcast i8* %uglygep283.4 to i64*
  %.333.unpack118.us.2.4 = load i64, i64* %uglygep283284.4, align 8
  %.6.i16120.us.2.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.4, i64 1, i32 3, i64 0
  %scevgep290291.4 = bitcast i64* %scevgep290.4 to i8*
  %uglygep292.4 = getelementptr i8, i8* %scevgep290291.4, i64 %lsr.iv208
  %scevgep293.4 = getelementptr i8, i8* %uglygep292.4, i64 -8
  %scevgep295.4 = getelementptr i8, i8* %scevgep293.4, i64 %lsr.iv.next.3
  %107 = bitcast i8* %scevgep295.4 to i64*
  store i64 %.333.unpack.us.2.4, i64* %107, align 8
  %scevgep288.4 = getelementptr i8, i8* %uglygep292.4, i64 %lsr.iv.next.3
  %scevgep288289.4 = bitcast i8* %scevgep288.4 to i64*
  store i64 %.333.unpack118.us.2.4, i64* %scevgep288289.4, align 8
  %.6.i20116.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.4, i64 1, i32 3, i64 1
  %108 = bitcast i64* %uglygep258.4 to i8*
  %scevgep260.4 = getelementptr i8, i8* %108, i64 %lsr.iv.next.3
  %109 = bitcast i8* %scevgep260.4 to i64*
  %.333.unpack.us.3.4 = load i64, i64* %109, align 8
  %scevgep261.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.4, i64 2
  %scevgep261262.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.4 to i8*
  %uglygep263.4 = getelementptr i8, i8* %scevgep261262.4, i64 %lsr.iv.next.3
  %uglygep263264.4 = bitcast i8* %uglygep263.4 to i64*
  %.333.unpack118.us.3.4 = load i64, i64* %uglygep263264.4, align 8
  %.6.i16120.us.3.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.4, i64 2
  %scevgep270271.4 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.4 to i8*
  %uglygep272.4 = getelementptr i8, i8* %scevgep270271.4, i64 %lsr.iv208
  %scevgep273.4 = getelementptr i8, i8* %uglygep272.4, i64 -8
  %scevgep275.4 = getelementptr i8, i8* %scevgep273.4, i64 %lsr.iv.next.3
  %110 = bitcast i8* %scevgep275.4 to i64*
  store i64 %.333.unpack.us.3.4, i64* %110, align 8
  %scevgep268.4 = getelementptr i8, i8* %uglygep272.4, i64 %lsr.iv.next.3
  %scevgep268269.4 = bitcast i8* %scevgep268.4 to i64*
  store i64 %.333.unpack118.us.3.4, i64* %scevgep268269.4, align 8
  %.6.i20116.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.4, i64 2, i32 2
  %scevgep241.4 = getelementptr i8, i8* %scevgep240.4, i64 -8
  %scevgep243.4 = getelementptr i8, i8* %scevgep241.4, i64 %lsr.iv.next.3
  %111 = bitcast i8* %scevgep243.4 to i64*
  %.333.unpack.us.4.4 = load i64, i64* %111, align 8
  %scevgep245.4 = getelementptr i8, i8* %scevgep240.4, i64 %lsr.iv.next.3
  %scevgep245246.4 = bitcast i8* %scevgep245.4 to i64*
  %.333.unpack118.us.4.4 = load i64, i64* %scevgep245246.4, align 8
  %.6.i16120.us.4.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.4, i64 2, i32 2
  %scevgep252.4 = getelementptr i8, i8* %scevgep251.4, i64 %lsr.iv208
  %scevgep253.4 = getelementptr i8, i8* %scevgep252.4, i64 -8
  %scevgep255.4 = getelementptr i8, i8* %scevgep253.4, i64 %lsr.iv.next.3
  %112 = bitcast i8* %scevgep255.4 to i64*
  store i64 %.333.unpack.us.4.4, i64* %112, align 8
  %scevgep249.4 = getelementptr i8, i8* %scevgep252.4, i64 %lsr.iv.next.3
  %scevgep249250.4 = bitcast i8* %scevgep249.4 to i64*
  store i64 %.333.unpack118.us.4.4, i64* %scevgep249250.4, align 8
  %.6.i20116.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.4, i64 2, i32 3, i64 0
  %uglygep222.4 = bitcast i64* %uglygep22214.4 to i8*
  %scevgep224.4 = getelementptr i8, i8* %uglygep222.4, i64 %lsr.iv.next.3
  %113 = bitcast i8* %scevgep224.4 to i64*
  %.333.unpack.us.5.4 = load i64, i64* %113, align 8
  %scevgep225.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.4, i64 2, i32 3, i64 1
  %scevgep225226.4 = bitcast i64* %scevgep225.4 to i8*
  %uglygep227.4 = getelementptr i8, i8* %scevgep225226.4, i64 %lsr.iv.next.3
  %uglygep227228.4 = bitcast i8* %uglygep227.4 to i64*
  %.333.unpack118.us.5.4 = load i64, i64* %uglygep227228.4, align 8
  %.6.i16120.us.5.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.4, i64 2, i32 3, i64 1
  %scevgep234235.4 = bitcast i64* %scevgep234.4 to i8*
  %uglygep236.4 = getelementptr i8, i8* %scevgep234235.4, i64 %lsr.iv208
  %scevgep237.4 = getelementptr i8, i8* %uglygep236.4, i64 -8
  %scevgep239.4 = getelementptr i8, i8* %scevgep237.4, i64 %lsr.iv.next.3
  %114 = bitcast i8* %scevgep239.4 to i64*
  store i64 %.333.unpack.us.5.4, i64* %114, align 8
  %scevgep232.4 = getelementptr i8, i8* %uglygep236.4, i64 %lsr.iv.next.3
  %scevgep232233.4 = bitcast i8* %scevgep232.4 to i64*
  store i64 %.333.unpack118.us.5.4, i64* %scevgep232233.4, align 8
  %.6.i20116.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.4, i64 3, i32 1
  %uglygep15.4 = getelementptr i64, i64* %scevgep.4, i64 -1
  %uglygep.4 = bitcast i64* %uglygep15.4 to i8*
  %scevgep202.4 = getelementptr i8, i8* %uglygep.4, i64 %lsr.iv.next.3
  %115 = bitcast i8* %scevgep202.4 to i64*
  %.333.unpack.us.6.4 = load i64, i64* %115, align 8
  %scevgep203204.4 = bitcast i64* %scevgep.4 to i8*
  %uglygep205.4 = getelementptr i8, i8* %scevgep203204.4, i64 %lsr.iv.next.3
  %uglygep205206.4 = bitcast i8* %uglygep205.4 to i64*
  %.333.unpack118.us.6.4 = load i64, i64* %uglygep205206.4, align 8
  %.6.i16120.us.6.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.4, i64 3, i32 1
  %scevgep214215.4 = bitcast i64* %scevgep214.4 to i8*
  %uglygep216.4 = getelementptr i8, i8* %scevgep214215.4, i64 %lsr.iv208
  %scevgep217.4 = getelementptr i8, i8* %uglygep216.4, i64 -8
  %scevgep219.4 = getelementptr i8, i8* %scevgep217.4, i64 %lsr.iv.next.3
  %116 = bitcast i8* %scevgep219.4 to i64*
  store i64 %.333.unpack.us.6.4, i64* %116, align 8
  %scevgep212.4 = getelementptr i8, i8* %uglygep216.4, i64 %lsr.iv.next.3
  %scevgep212213.4 = bitcast i8* %scevgep212.4 to i64*
  store i64 %.333.unpack118.us.6.4, i64* %scevgep212213.4, align 8
  %.6.i20116.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.4, i64 3, i32 3, i64 -1
  %uglygep318.4 = bitcast i64* %uglygep31816.4 to i8*
  %scevgep320.4 = getelementptr i8, i8* %uglygep318.4, i64 %lsr.iv.next.3
  %117 = bitcast i8* %scevgep320.4 to i64*
  %.333.unpack.us.7.4 = load i64, i64* %117, align 8
  %scevgep321.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.4, i64 3, i32 3, i64 0
  %scevgep321322.4 = bitcast i64* %scevgep321.4 to i8*
  %uglygep323.4 = getelementptr i8, i8* %scevgep321322.4, i64 %lsr.iv.next.3
  %uglygep323324.4 = bitcast i8* %uglygep323.4 to i64*
  %.333.unpack118.us.7.4 = load i64, i64* %uglygep323324.4, align 8
  %.6.i16120.us.7.4 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.4 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.4, i64 3, i32 3, i64 0
  %scevgep330331.4 = bitcast i64* %scevgep330.4 to i8*
  %uglygep332.4 = getelementptr i8, i8* %scevgep330331.4, i64 %lsr.iv208
  %scevgep333.4 = getelementptr i8, i8* %uglygep332.4, i64 -8
  %scevgep335.4 = getelementptr i8, i8* %scevgep333.4, i64 %lsr.iv.next.3
  %118 = bitcast i8* %scevgep335.4 to i64*
  store i64 %.333.unpack.us.7.4, i64* %118, align 8
  %scevgep328.4 = getelementptr i8, i8* %uglygep332.4, i64 %lsr.iv.next.3
  %scevgep328329.4 = bitcast i8* %scevgep328.4 to i64*
  store i64 %.333.unpack118.us.7.4, i64* %scevgep328329.4, align 8
  %lsr.iv.next.4 = or i64 %lsr.iv, 640
  %.6.i20116.us.575 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.575, i64 0, i32 3, i64 0
  %uglygep353.5 = bitcast i64* %uglygep35311.5 to i8*
  %scevgep355.5 = getelementptr i8, i8* %uglygep353.5, i64 %lsr.iv.next.4
  %119 = bitcast i8* %scevgep355.5 to i64*
  %.333.unpack.us.576 = load i64, i64* %119, align 8
  %scevgep347.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.575, i64 0, i32 3, i64 1
  %scevgep347348.5 = bitcast i64* %scevgep347.5 to i8*
  %uglygep349.5 = getelementptr i8, i8* %scevgep347348.5, i64 %lsr.iv.next.4
  %uglygep349350.5 = bitcast i8* %uglygep349.5 to i64*
  %.333.unpack118.us.577 = load i64, i64* %uglygep349350.5, align 8
  %.6.i16120.us.578 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.578, i64 0, i32 3, i64 1
  %scevgep341342.5 = bitcast i64* %scevgep341.5 to i8*
  %uglygep343.5 = getelementptr i8, i8* %scevgep341342.5, i64 %lsr.iv208
  %scevgep344.5 = getelementptr i8, i8* %uglygep343.5, i64 -8
  %scevgep346.5 = getelementptr i8, i8* %scevgep344.5, i64 %lsr.iv.next.4
  %120 = bitcast i8* %scevgep346.5 to i64*
  store i64 %.333.unpack.us.576, i64* %120, align 8
  %scevgep339.5 = getelementptr i8, i8* %uglygep343.5, i64 %lsr.iv.next.4
  %scevgep339340.5 = bitcast i8* %scevgep339.5 to i64*
  store i64 %.333.unpack118.us.577, i64* %scevgep339340.5, align 8
  %.6.i20116.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.5, i64 1, i32 1
  %uglygep29812.5 = getelementptr i64, i64* %scevgep296.5, i64 -1
  %uglygep298.5 = bitcast i64* %uglygep29812.5 to i8*
  %scevgep300.5 = getelementptr i8, i8* %uglygep298.5, i64 %lsr.iv.next.4
  %121 = bitcast i8* %scevgep300.5 to i64*
  %.333.unpack.us.1.5 = load i64, i64* %121, align 8
  %scevgep301302.5 = bitcast i64* %scevgep296.5 to i8*
  %uglygep303.5 = getelementptr i8, i8* %scevgep301302.5, i64 %lsr.iv.next.4
  %uglygep303304.5 = bitcast i8* %uglygep303.5 to i64*
  %.333.unpack118.us.1.5 = load i64, i64* %uglygep303304.5, align 8
  %.6.i16120.us.1.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.5, i64 1, i32 1
  %scevgep310311.5 = bitcast i64* %scevgep310.5 to i8*
  %uglygep312.5 = getelementptr i8, i8* %scevgep310311.5, i64 %lsr.iv208
  %scevgep313.5 = getelementptr i8, i8* %uglygep312.5, i64 -8
  %scevgep315.5 = getelementptr i8, i8* %scevgep313.5, i64 %lsr.iv.next.4
  %122 = bitcast i8* %scevgep315.5 to i64*
  store i64 %.333.unpack.us.1.5, i64* %122, align 8
  %scevgep308.5 = getelementptr i8, i8* %uglygep312.5, i64 %lsr.iv.next.4
  %scevgep308309.5 = bitcast i8* %scevgep308.5 to i64*
  store i64 %.333.unpack118.us.1.5, i64* %scevgep308309.5, align 8
  %.6.i20116.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.5, i64 1, i32 3, i64 -1
  %uglygep278.5 = bitcast i64* %uglygep27813.5 to i8*
  %scevgep280.5 = getelementptr i8, i8* %uglygep278.5, i64 %lsr.iv.next.4
  %123 = bitcast i8* %scevgep280.5 to i64*
  %.333.unpack.us.2.5 = load i64, i64* %123, align 8
  %scevgep281.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.5, i64 1, i32 3, i64 0
  %scevgep281282.5 = bitcast i64* %scevgep281.5 to i8*
  %uglygep283.5 = getelementptr i8, i8* %scevgep281282.5, i64 %lsr.iv.next.4
  %uglygep283284.5 = bitcast i8* %uglygep283.5 to i64*
  %.333.unpack118.us.2.5 = load i64, i64* %uglygep283284.5, align 8
  %.6.i16120.us.2.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.5, i64 1, i32 3, i64 0
  %scevgep290291.5 = bitcast i64* %scevgep290.5 to i8*
  %uglygep292.5 = getelementptr i8, i8* %scevgep290291.5, i64 %lsr.iv208
  %scevgep293.5 = getelementptr i8, i8* %uglygep292.5, i64 -8
  %scevgep295.5 = getelementptr i8, i8* %scevgep293.5, i64 %lsr.iv.next.4
  %124 = bitcast i8* %scevgep295.5 to i64*
  store i64 %.333.unpack.us.2.5, i64* %124, align 8
  %scevgep288.5 = getelementptr i8, i8* %uglygep292.5, i64 %lsr.iv.next.4
  %scevgep288289.5 = bitcast i8* %scevgep288.5 to i64*
  store i64 %.333.unpack118.us.2.5, i64* %scevgep288289.5, align 8
  %.6.i20116.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.5, i64 1, i32 3, i64 1
  %125 = bitcast i64* %uglygep258.5 to i8*
  %scevgep260.5 = getelementptr i8, i8* %125, i64 %lsr.iv.next.4
  %126 = bitcast i8* %scevgep260.5 to i64*
  %.333.unpack.us.3.5 = load i64, i64* %126, align 8
  %scevgep261.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.5, i64 2
  %scevgep261262.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.5 to i8*
  %uglygep263.5 = getelementptr i8, i8* %scevgep261262.5, i64 %lsr.iv.next.4
  %uglygep263264.5 = bitcast i8* %uglygep263.5 to i64*
  %.333.unpack118.us.3.5 = load i64, i64* %uglygep263264.5, align 8
  %.6.i16120.us.3.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.5, i64 2
  %scevgep270271.5 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.5 to i8*
  %uglygep272.5 = getelementptr i8, i8* %scevgep270271.5, i64 %lsr.iv208
  %scevgep273.5 = getelementptr i8, i8* %uglygep272.5, i64 -8
  %scevgep275.5 = getelementptr i8, i8* %scevgep273.5, i64 %lsr.iv.next.4
  %127 = bitcast i8* %scevgep275.5 to i64*
  store i64 %.333.unpack.us.3.5, i64* %127, align 8
  %scevgep268.5 = getelementptr i8, i8* %uglygep272.5, i64 %lsr.iv.next.4
  %scevgep268269.5 = bitcast i8* %scevgep268.5 to i64*
  store i64 %.333.unpack118.us.3.5, i64* %scevgep268269.5, align 8
  %.6.i20116.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.5, i64 2, i32 2
  %scevgep241.5 = getelementptr i8, i8* %scevgep240.5, i64 -8
  %scevgep243.5 = getelementptr i8, i8* %scevgep241.5, i64 %lsr.iv.next.4
  %128 = bitcast i8* %scevgep243.5 to i64*
  %.333.unpack.us.4.5 = load i64, i64* %128, align 8
  %scevgep245.5 = getelementptr i8, i8* %scevgep240.5, i64 %lsr.iv.next.4
  %scevgep245246.5 = bitcast i8* %scevgep245.5 to i64*
  %.333.unpack118.us.4.5 = load i64, i64* %scevgep245246.5, align 8
  %.6.i16120.us.4.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.5, i64 2, i32 2
  %scevgep252.5 = getelementptr i8, i8* %scevgep251.5, i64 %lsr.iv208
  %scevgep253.5 = getelementptr i8, i8* %scevgep252.5, i64 -8
  %scevgep255.5 = getelementptr i8, i8* %scevgep253.5, i64 %lsr.iv.next.4
  %129 = bitcast i8* %scevgep255.5 to i64*
  store i64 %.333.unpack.us.4.5, i64* %129, align 8
  %scevgep249.5 = getelementptr i8, i8* %scevgep252.5, i64 %lsr.iv.next.4
  %scevgep249250.5 = bitcast i8* %scevgep249.5 to i64*
  store i64 %.333.unpack118.us.4.5, i64* %scevgep249250.5, align 8
  %.6.i20116.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.5, i64 2, i32 3, i64 0
  %uglygep222.5 = bitcast i64* %uglygep22214.5 to i8*
  %scevgep224.5 = getelementptr i8, i8* %uglygep222.5, i64 %lsr.iv.next.4
  %130 = bitcast i8* %scevgep224.5 to i64*
  %.333.unpack.us.5.5 = load i64, i64* %130, align 8
  %scevgep225.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.5, i64 2, i32 3, i64 1
  %scevgep225226.5 = bitcast i64* %scevgep225.5 to i8*
  %uglygep227.5 = getelementptr i8, i8* %scevgep225226.5, i64 %lsr.iv.next.4
  %uglygep227228.5 = bitcast i8* %uglygep227.5 to i64*
  %.333.unpack118.us.5.5 = load i64, i64* %uglygep227228.5, align 8
  %.6.i16120.us.5.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.5, i64 2, i32 3, i64 1
  %scevgep234235.5 = bitcast i64* %scevgep234.5 to i8*
  %uglygep236.5 = getelementptr i8, i8* %scevgep234235.5, i64 %lsr.iv208
  %scevgep237.5 = getelementptr i8, i8* %uglygep236.5, i64 -8
  %scevgep239.5 = getelementptr i8, i8* %scevgep237.5, i64 %lsr.iv.next.4
  %131 = bitcast i8* %scevgep239.5 to i64*
  store i64 %.333.unpack.us.5.5, i64* %131, align 8
  %scevgep232.5 = getelementptr i8, i8* %uglygep236.5, i64 %lsr.iv.next.4
  %scevgep232233.5 = bitcast i8* %scevgep232.5 to i64*
  store i64 %.333.unpack118.us.5.5, i64* %scevgep232233.5, align 8
  %.6.i20116.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.5, i64 3, i32 1
  %uglygep15.5 = getelementptr i64, i64* %scevgep.5, i64 -1
  %uglygep.5 = bitcast i64* %uglygep15.5 to i8*
  %scevgep202.5 = getelementptr i8, i8* %uglygep.5, i64 %lsr.iv.next.4
  %132 = bitcast i8* %scevgep202.5 to i64*
  %.333.unpack.us.6.5 = load i64, i64* %132, align 8
  %scevgep203204.5 = bitcast i64* %scevgep.5 to i8*
  %uglygep205.5 = getelementptr i8, i8* %scevgep203204.5, i64 %lsr.iv.next.4
  %uglygep205206.5 = bitcast i8* %uglygep205.5 to i64*
  %.333.unpack118.us.6.5 = load i64, i64* %uglygep205206.5, align 8
  %.6.i16120.us.6.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.5, i64 3, i32 1
  %scevgep214215.5 = bitcast i64* %scevgep214.5 to i8*
  %uglygep216.5 = getelementptr i8, i8* %scevgep214215.5, i64 %lsr.iv208
  %scevgep217.5 = getelementptr i8, i8* %uglygep216.5, i64 -8
  %scevgep219.5 = getelementptr i8, i8* %scevgep217.5, i64 %lsr.iv.next.4
  %133 = bitcast i8* %scevgep219.5 to i64*
  store i64 %.333.unpack.us.6.5, i64* %133, align 8
  %scevgep212.5 = getelementptr i8, i8* %uglygep216.5, i64 %lsr.iv.next.4
  %scevgep212213.5 = bitcast i8* %scevgep212.5 to i64*
  store i64 %.333.unpack118.us.6.5, i64* %scevgep212213.5, align 8
  %.6.i20116.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.5, i64 3, i32 3, i64 -1
  %uglygep318.5 = bitcast i64* %uglygep31816.5 to i8*
  %scevgep320.5 = getelementptr i8, i8* %uglygep318.5, i64 %lsr.iv.next.4
  %134 = bitcast i8* %scevgep320.5 to i64*
  %.333.unpack.us.7.5 = load i64, i64* %134, align 8
  %scevgep321.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.5, i64 3, i32 3, i64 0
  %scevgep321322.5 = bitcast i64* %scevgep321.5 to i8*
  %uglygep323.5 = getelementptr i8, i8* %scevgep321322.5, i64 %lsr.iv.next.4
  %uglygep323324.5 = bitcast i8* %uglygep323.5 to i64*
  %.333.unpack118.us.7.5 = load i64, i64* %uglygep323324.5, align 8
  %.6.i16120.us.7.5 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.5 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.5, i64 3, i32 3, i64 0
  %scevgep330331.5 = bitcast i64* %scevgep330.5 to i8*
  %uglygep332.5 = getelementptr i8, i8* %scevgep330331.5, i64 %lsr.iv208
  %scevgep333.5 = getelementptr i8, i8* %uglygep332.5, i64 -8
  %scevgep335.5 = getelementptr i8, i8* %scevgep333.5, i64 %lsr.iv.next.4
  %135 = bitcast i8* %scevgep335.5 to i64*
  store i64 %.333.unpack.us.7.5, i64* %135, align 8
  %scevgep328.5 = getelementptr i8, i8* %uglygep332.5, i64 %lsr.iv.next.4
  %scevgep328329.5 = bitcast i8* %scevgep328.5 to i64*
  store i64 %.333.unpack118.us.7.5, i64* %scevgep328329.5, align 8
  %lsr.iv.next.5 = or i64 %lsr.iv, 768
  %.6.i20116.us.679 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.679, i64 0, i32 3, i64 0
  %uglygep353.6 = bitcast i64* %uglygep35311.6 to i8*
  %scevgep355.6 = getelementptr i8, i8* %uglygep353.6, i64 %lsr.iv.next.5
  %136 = bitcast i8* %scevgep355.6 to i64*
  %.333.unpack.us.680 = load i64, i64* %136, align 8
  %scevgep347.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.679, i64 0, i32 3, i64 1
  %scevgep347348.6 = bitcast i64* %scevgep347.6 to i8*
  %uglygep349.6 = getelementptr i8, i8* %scevgep347348.6, i64 %lsr.iv.next.5
  %uglygep349350.6 = bitcast i8* %uglygep349.6 to i64*
  %.333.unpack118.us.681 = load i64, i64* %uglygep349350.6, align 8
  %.6.i16120.us.682 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.682, i64 0, i32 3, i64 1
  %scevgep341342.6 = bitcast i64* %scevgep341.6 to i8*
  %uglygep343.6 = getelementptr i8, i8* %scevgep341342.6, i64 %lsr.iv208
  %scevgep344.6 = getelementptr i8, i8* %uglygep343.6, i64 -8
  %scevgep346.6 = getelementptr i8, i8* %scevgep344.6, i64 %lsr.iv.next.5
  %137 = bitcast i8* %scevgep346.6 to i64*
  store i64 %.333.unpack.us.680, i64* %137, align 8
  %scevgep339.6 = getelementptr i8, i8* %uglygep343.6, i64 %lsr.iv.next.5
  %scevgep339340.6 = bitcast i8* %scevgep339.6 to i64*
  store i64 %.333.unpack118.us.681, i64* %scevgep339340.6, align 8
  %.6.i20116.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.6, i64 1, i32 1
  %uglygep29812.6 = getelementptr i64, i64* %scevgep296.6, i64 -1
  %uglygep298.6 = bitcast i64* %uglygep29812.6 to i8*
  %scevgep300.6 = getelementptr i8, i8* %uglygep298.6, i64 %lsr.iv.next.5
  %138 = bitcast i8* %scevgep300.6 to i64*
  %.333.unpack.us.1.6 = load i64, i64* %138, align 8
  %scevgep301302.6 = bitcast i64* %scevgep296.6 to i8*
  %uglygep303.6 = getelementptr i8, i8* %scevgep301302.6, i64 %lsr.iv.next.5
  %uglygep303304.6 = bitcast i8* %uglygep303.6 to i64*
  %.333.unpack118.us.1.6 = load i64, i64* %uglygep303304.6, align 8
  %.6.i16120.us.1.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.6, i64 1, i32 1
  %scevgep310311.6 = bitcast i64* %scevgep310.6 to i8*
  %uglygep312.6 = getelementptr i8, i8* %scevgep310311.6, i64 %lsr.iv208
  %scevgep313.6 = getelementptr i8, i8* %uglygep312.6, i64 -8
  %scevgep315.6 = getelementptr i8, i8* %scevgep313.6, i64 %lsr.iv.next.5
  %139 = bitcast i8* %scevgep315.6 to i64*
  store i64 %.333.unpack.us.1.6, i64* %139, align 8
  %scevgep308.6 = getelementptr i8, i8* %uglygep312.6, i64 %lsr.iv.next.5
  %scevgep308309.6 = bitcast i8* %scevgep308.6 to i64*
  store i64 %.333.unpack118.us.1.6, i64* %scevgep308309.6, align 8
  %.6.i20116.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.6, i64 1, i32 3, i64 -1
  %uglygep278.6 = bitcast i64* %uglygep27813.6 to i8*
  %scevgep280.6 = getelementptr i8, i8* %uglygep278.6, i64 %lsr.iv.next.5
  %140 = bitcast i8* %scevgep280.6 to i64*
  %.333.unpack.us.2.6 = load i64, i64* %140, align 8
  %scevgep281.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.6, i64 1, i32 3, i64 0
  %scevgep281282.6 = bitcast i64* %scevgep281.6 to i8*
  %uglygep283.6 = getelementptr i8, i8* %scevgep281282.6, i64 %lsr.iv.next.5
  %uglygep283284.6 = bitcast i8* %uglygep283.6 to i64*
  %.333.unpack118.us.2.6 = load i64, i64* %uglygep283284.6, align 8
  %.6.i16120.us.2.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.6, i64 1, i32 3, i64 0
  %scevgep290291.6 = bitcast i64* %scevgep290.6 to i8*
  %uglygep292.6 = getelementptr i8, i8* %scevgep290291.6, i64 %lsr.iv208
  %scevgep293.6 = getelementptr i8, i8* %uglygep292.6, i64 -8
  %scevgep295.6 = getelementptr i8, i8* %scevgep293.6, i64 %lsr.iv.next.5
  %141 = bitcast i8* %scevgep295.6 to i64*
  store i64 %.333.unpack.us.2.6, i64* %141, align 8
  %scevgep288.6 = getelementptr i8, i8* %uglygep292.6, i64 %lsr.iv.next.5
  %scevgep288289.6 = bitcast i8* %scevgep288.6 to i64*
  store i64 %.333.unpack118.us.2.6, i64* %scevgep288289.6, align 8
  %.6.i20116.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.6, i64 1, i32 3, i64 1
  %142 = bitcast i64* %uglygep258.6 to i8*
  %scevgep260.6 = getelementptr i8, i8* %142, i64 %lsr.iv.next.5
  %143 = bitcast i8* %scevgep260.6 to i64*
  %.333.unpack.us.3.6 = load i64, i64* %143, align 8
  %scevgep261.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.6, i64 2
  %scevgep261262.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.6 to i8*
  %uglygep263.6 = getelementptr i8, i8* %scevgep261262.6, i64 %lsr.iv.next.5
  %uglygep263264.6 = bitcast i8* %uglygep263.6 to i64*
  %.333.unpack118.us.3.6 = load i64, i64* %uglygep263264.6, align 8
  %.6.i16120.us.3.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.6, i64 2
  %scevgep270271.6 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.6 to i8*
  %uglygep272.6 = getelementptr i8, i8* %scevgep270271.6, i64 %lsr.iv208
  %scevgep273.6 = getelementptr i8, i8* %uglygep272.6, i64 -8
  %scevgep275.6 = getelementptr i8, i8* %scevgep273.6, i64 %lsr.iv.next.5
  %144 = bitcast i8* %scevgep275.6 to i64*
  store i64 %.333.unpack.us.3.6, i64* %144, align 8
  %scevgep268.6 = getelementptr i8, i8* %uglygep272.6, i64 %lsr.iv.next.5
  %scevgep268269.6 = bitcast i8* %scevgep268.6 to i64*
  store i64 %.333.unpack118.us.3.6, i64* %scevgep268269.6, align 8
  %.6.i20116.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.6, i64 2, i32 2
  %scevgep241.6 = getelementptr i8, i8* %scevgep240.6, i64 -8
  %scevgep243.6 = getelementptr i8, i8* %scevgep241.6, i64 %lsr.iv.next.5
  %145 = bitcast i8* %scevgep243.6 to i64*
  %.333.unpack.us.4.6 = load i64, i64* %145, align 8
  %scevgep245.6 = getelementptr i8, i8* %scevgep240.6, i64 %lsr.iv.next.5
  %scevgep245246.6 = bitcast i8* %scevgep245.6 to i64*
  %.333.unpack118.us.4.6 = load i64, i64* %scevgep245246.6, align 8
  %.6.i16120.us.4.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.6, i64 2, i32 2
  %scevgep252.6 = getelementptr i8, i8* %scevgep251.6, i64 %lsr.iv208
  %scevgep253.6 = getelementptr i8, i8* %scevgep252.6, i64 -8
  %scevgep255.6 = getelementptr i8, i8* %scevgep253.6, i64 %lsr.iv.next.5
  %146 = bitcast i8* %scevgep255.6 to i64*
  store i64 %.333.unpack.us.4.6, i64* %146, align 8
  %scevgep249.6 = getelementptr i8, i8* %scevgep252.6, i64 %lsr.iv.next.5
  %scevgep249250.6 = bitcast i8* %scevgep249.6 to i64*
  store i64 %.333.unpack118.us.4.6, i64* %scevgep249250.6, align 8
  %.6.i20116.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.6, i64 2, i32 3, i64 0
  %uglygep222.6 = bitcast i64* %uglygep22214.6 to i8*
  %scevgep224.6 = getelementptr i8, i8* %uglygep222.6, i64 %lsr.iv.next.5
  %147 = bitcast i8* %scevgep224.6 to i64*
  %.333.unpack.us.5.6 = load i64, i64* %147, align 8
  %scevgep225.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.6, i64 2, i32 3, i64 1
  %scevgep225226.6 = bitcast i64* %scevgep225.6 to i8*
  %uglygep227.6 = getelementptr i8, i8* %scevgep225226.6, i64 %lsr.iv.next.5
  %uglygep227228.6 = bitcast i8* %uglygep227.6 to i64*
  %.333.unpack118.us.5.6 = load i64, i64* %uglygep227228.6, align 8
  %.6.i16120.us.5.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.6, i64 2, i32 3, i64 1
  %scevgep234235.6 = bitcast i64* %scevgep234.6 to i8*
  %uglygep236.6 = getelementptr i8, i8* %scevgep234235.6, i64 %lsr.iv208
  %scevgep237.6 = getelementptr i8, i8* %uglygep236.6, i64 -8
  %scevgep239.6 = getelementptr i8, i8* %scevgep237.6, i64 %lsr.iv.next.5
  %148 = bitcast i8* %scevgep239.6 to i64*
  store i64 %.333.unpack.us.5.6, i64* %148, align 8
  %scevgep232.6 = getelementptr i8, i8* %uglygep236.6, i64 %lsr.iv.next.5
  %scevgep232233.6 = bitcast i8* %scevgep232.6 to i64*
  store i64 %.333.unpack118.us.5.6, i64* %scevgep232233.6, align 8
  %.6.i20116.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.6, i64 3, i32 1
  %uglygep15.6 = getelementptr i64, i64* %scevgep.6, i64 -1
  %uglygep.6 = bitcast i64* %uglygep15.6 to i8*
  %scevgep202.6 = getelementptr i8, i8* %uglygep.6, i64 %lsr.iv.next.5
  %149 = bitcast i8* %scevgep202.6 to i64*
  %.333.unpack.us.6.6 = load i64, i64* %149, align 8
  %scevgep203204.6 = bitcast i64* %scevgep.6 to i8*
  %uglygep205.6 = getelementptr i8, i8* %scevgep203204.6, i64 %lsr.iv.next.5
  %uglygep205206.6 = bitcast i8* %uglygep205.6 to i64*
  %.333.unpack118.us.6.6 = load i64, i64* %uglygep205206.6, align 8
  %.6.i16120.us.6.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.6, i64 3, i32 1
  %scevgep214215.6 = bitcast i64* %scevgep214.6 to i8*
  %uglygep216.6 = getelementptr i8, i8* %scevgep214215.6, i64 %lsr.iv208
  %scevgep217.6 = getelementptr i8, i8* %uglygep216.6, i64 -8
  %scevgep219.6 = getelementptr i8, i8* %scevgep217.6, i64 %lsr.iv.next.5
  %150 = bitcast i8* %scevgep219.6 to i64*
  store i64 %.333.unpack.us.6.6, i64* %150, align 8
  %scevgep212.6 = getelementptr i8, i8* %uglygep216.6, i64 %lsr.iv.next.5
  %scevgep212213.6 = bitcast i8* %scevgep212.6 to i64*
  store i64 %.333.unpack118.us.6.6, i64* %scevgep212213.6, align 8
  %.6.i20116.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.6, i64 3, i32 3, i64 -1
  %uglygep318.6 = bitcast i64* %uglygep31816.6 to i8*
  %scevgep320.6 = getelementptr i8, i8* %uglygep318.6, i64 %lsr.iv.next.5
  %151 = bitcast i8* %scevgep320.6 to i64*
  %.333.unpack.us.7.6 = load i64, i64* %151, align 8
  %scevgep321.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.6, i64 3, i32 3, i64 0
  %scevgep321322.6 = bitcast i64* %scevgep321.6 to i8*
  %uglygep323.6 = getelementptr i8, i8* %scevgep321322.6, i64 %lsr.iv.next.5
  %uglygep323324.6 = bitcast i8* %uglygep323.6 to i64*
  %.333.unpack118.us.7.6 = load i64, i64* %uglygep323324.6, align 8
  %.6.i16120.us.7.6 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.6 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.6, i64 3, i32 3, i64 0
  %scevgep330331.6 = bitcast i64* %scevgep330.6 to i8*
  %uglygep332.6 = getelementptr i8, i8* %scevgep330331.6, i64 %lsr.iv208
  %scevgep333.6 = getelementptr i8, i8* %uglygep332.6, i64 -8
  %scevgep335.6 = getelementptr i8, i8* %scevgep333.6, i64 %lsr.iv.next.5
  %152 = bitcast i8* %scevgep335.6 to i64*
  store i64 %.333.unpack.us.7.6, i64* %152, align 8
  %scevgep328.6 = getelementptr i8, i8* %uglygep332.6, i64 %lsr.iv.next.5
  %scevgep328329.6 = bitcast i8* %scevgep328.6 to i64*
  store i64 %.333.unpack118.us.7.6, i64* %scevgep328329.6, align 8
  %lsr.iv.next.6 = or i64 %lsr.iv, 896
  %.6.i20116.us.783 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep35311.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.783, i64 0, i32 3, i64 0
  %uglygep353.7 = bitcast i64* %uglygep35311.7 to i8*
  %scevgep355.7 = getelementptr i8, i8* %uglygep353.7, i64 %lsr.iv.next.6
  %153 = bitcast i8* %scevgep355.7 to i64*
  %.333.unpack.us.784 = load i64, i64* %153, align 8
  %scevgep347.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.783, i64 0, i32 3, i64 1
  %scevgep347348.7 = bitcast i64* %scevgep347.7 to i8*
  %uglygep349.7 = getelementptr i8, i8* %scevgep347348.7, i64 %lsr.iv.next.6
  %uglygep349350.7 = bitcast i8* %uglygep349.7 to i64*
  %.333.unpack118.us.785 = load i64, i64* %uglygep349350.7, align 8
  %.6.i16120.us.786 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep341.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.786, i64 0, i32 3, i64 1
  %scevgep341342.7 = bitcast i64* %scevgep341.7 to i8*
  %uglygep343.7 = getelementptr i8, i8* %scevgep341342.7, i64 %lsr.iv208
  %scevgep344.7 = getelementptr i8, i8* %uglygep343.7, i64 -8
  %scevgep346.7 = getelementptr i8, i8* %scevgep344.7, i64 %lsr.iv.next.6
  %154 = bitcast i8* %scevgep346.7 to i64*
  store i64 %.333.unpack.us.784, i64* %154, align 8
  %scevgep339.7 = getelementptr i8, i8* %uglygep343.7, i64 %lsr.iv.next.6
  %scevgep339340.7 = bitcast i8* %scevgep339.7 to i64*
  store i64 %.333.unpack118.us.785, i64* %scevgep339340.7, align 8
  %.6.i20116.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep296.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.7, i64 1, i32 1
  %uglygep29812.7 = getelementptr i64, i64* %scevgep296.7, i64 -1
  %uglygep298.7 = bitcast i64* %uglygep29812.7 to i8*
  %scevgep300.7 = getelementptr i8, i8* %uglygep298.7, i64 %lsr.iv.next.6
  %155 = bitcast i8* %scevgep300.7 to i64*
  %.333.unpack.us.1.7 = load i64, i64* %155, align 8
  %scevgep301302.7 = bitcast i64* %scevgep296.7 to i8*
  %uglygep303.7 = getelementptr i8, i8* %scevgep301302.7, i64 %lsr.iv.next.6
  %uglygep303304.7 = bitcast i8* %uglygep303.7 to i64*
  %.333.unpack118.us.1.7 = load i64, i64* %uglygep303304.7, align 8
  %.6.i16120.us.1.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep310.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.7, i64 1, i32 1
  %scevgep310311.7 = bitcast i64* %scevgep310.7 to i8*
  %uglygep312.7 = getelementptr i8, i8* %scevgep310311.7, i64 %lsr.iv208
  %scevgep313.7 = getelementptr i8, i8* %uglygep312.7, i64 -8
  %scevgep315.7 = getelementptr i8, i8* %scevgep313.7, i64 %lsr.iv.next.6
  %156 = bitcast i8* %scevgep315.7 to i64*
  store i64 %.333.unpack.us.1.7, i64* %156, align 8
  %scevgep308.7 = getelementptr i8, i8* %uglygep312.7, i64 %lsr.iv.next.6
  %scevgep308309.7 = bitcast i8* %scevgep308.7 to i64*
  store i64 %.333.unpack118.us.1.7, i64* %scevgep308309.7, align 8
  %.6.i20116.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep27813.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.7, i64 1, i32 3, i64 -1
  %uglygep278.7 = bitcast i64* %uglygep27813.7 to i8*
  %scevgep280.7 = getelementptr i8, i8* %uglygep278.7, i64 %lsr.iv.next.6
  %157 = bitcast i8* %scevgep280.7 to i64*
  %.333.unpack.us.2.7 = load i64, i64* %157, align 8
  %scevgep281.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.7, i64 1, i32 3, i64 0
  %scevgep281282.7 = bitcast i64* %scevgep281.7 to i8*
  %uglygep283.7 = getelementptr i8, i8* %scevgep281282.7, i64 %lsr.iv.next.6
  %uglygep283284.7 = bitcast i8* %uglygep283.7 to i64*
  %.333.unpack118.us.2.7 = load i64, i64* %uglygep283284.7, align 8
  %.6.i16120.us.2.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep290.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.7, i64 1, i32 3, i64 0
  %scevgep290291.7 = bitcast i64* %scevgep290.7 to i8*
  %uglygep292.7 = getelementptr i8, i8* %scevgep290291.7, i64 %lsr.iv208
  %scevgep293.7 = getelementptr i8, i8* %uglygep292.7, i64 -8
  %scevgep295.7 = getelementptr i8, i8* %scevgep293.7, i64 %lsr.iv.next.6
  %158 = bitcast i8* %scevgep295.7 to i64*
  store i64 %.333.unpack.us.2.7, i64* %158, align 8
  %scevgep288.7 = getelementptr i8, i8* %uglygep292.7, i64 %lsr.iv.next.6
  %scevgep288289.7 = bitcast i8* %scevgep288.7 to i64*
  store i64 %.333.unpack118.us.2.7, i64* %scevgep288289.7, align 8
  %.6.i20116.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep258.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.7, i64 1, i32 3, i64 1
  %159 = bitcast i64* %uglygep258.7 to i8*
  %scevgep260.7 = getelementptr i8, i8* %159, i64 %lsr.iv.next.6
  %160 = bitcast i8* %scevgep260.7 to i64*
  %.333.unpack.us.3.7 = load i64, i64* %160, align 8
  %scevgep261.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.7, i64 2
  %scevgep261262.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep261.7 to i8*
  %uglygep263.7 = getelementptr i8, i8* %scevgep261262.7, i64 %lsr.iv.next.6
  %uglygep263264.7 = bitcast i8* %uglygep263.7 to i64*
  %.333.unpack118.us.3.7 = load i64, i64* %uglygep263264.7, align 8
  %.6.i16120.us.3.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep270.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.7, i64 2
  %scevgep270271.7 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.7 to i8*
  %uglygep272.7 = getelementptr i8, i8* %scevgep270271.7, i64 %lsr.iv208
  %scevgep273.7 = getelementptr i8, i8* %uglygep272.7, i64 -8
  %scevgep275.7 = getelementptr i8, i8* %scevgep273.7, i64 %lsr.iv.next.6
  %161 = bitcast i8* %scevgep275.7 to i64*
  store i64 %.333.unpack.us.3.7, i64* %161, align 8
  %scevgep268.7 = getelementptr i8, i8* %uglygep272.7, i64 %lsr.iv.next.6
  %scevgep268269.7 = bitcast i8* %scevgep268.7 to i64*
  store i64 %.333.unpack118.us.3.7, i64* %scevgep268269.7, align 8
  %.6.i20116.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep240.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.7, i64 2, i32 2
  %scevgep241.7 = getelementptr i8, i8* %scevgep240.7, i64 -8
  %scevgep243.7 = getelementptr i8, i8* %scevgep241.7, i64 %lsr.iv.next.6
  %162 = bitcast i8* %scevgep243.7 to i64*
  %.333.unpack.us.4.7 = load i64, i64* %162, align 8
  %scevgep245.7 = getelementptr i8, i8* %scevgep240.7, i64 %lsr.iv.next.6
  %scevgep245246.7 = bitcast i8* %scevgep245.7 to i64*
  %.333.unpack118.us.4.7 = load i64, i64* %scevgep245246.7, align 8
  %.6.i16120.us.4.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep251.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.7, i64 2, i32 2
  %scevgep252.7 = getelementptr i8, i8* %scevgep251.7, i64 %lsr.iv208
  %scevgep253.7 = getelementptr i8, i8* %scevgep252.7, i64 -8
  %scevgep255.7 = getelementptr i8, i8* %scevgep253.7, i64 %lsr.iv.next.6
  %163 = bitcast i8* %scevgep255.7 to i64*
  store i64 %.333.unpack.us.4.7, i64* %163, align 8
  %scevgep249.7 = getelementptr i8, i8* %scevgep252.7, i64 %lsr.iv.next.6
  %scevgep249250.7 = bitcast i8* %scevgep249.7 to i64*
  store i64 %.333.unpack118.us.4.7, i64* %scevgep249250.7, align 8
  %.6.i20116.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep22214.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.7, i64 2, i32 3, i64 0
  %uglygep222.7 = bitcast i64* %uglygep22214.7 to i8*
  %scevgep224.7 = getelementptr i8, i8* %uglygep222.7, i64 %lsr.iv.next.6
  %164 = bitcast i8* %scevgep224.7 to i64*
  %.333.unpack.us.5.7 = load i64, i64* %164, align 8
  %scevgep225.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.7, i64 2, i32 3, i64 1
  %scevgep225226.7 = bitcast i64* %scevgep225.7 to i8*
  %uglygep227.7 = getelementptr i8, i8* %scevgep225226.7, i64 %lsr.iv.next.6
  %uglygep227228.7 = bitcast i8* %uglygep227.7 to i64*
  %.333.unpack118.us.5.7 = load i64, i64* %uglygep227228.7, align 8
  %.6.i16120.us.5.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep234.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.7, i64 2, i32 3, i64 1
  %scevgep234235.7 = bitcast i64* %scevgep234.7 to i8*
  %uglygep236.7 = getelementptr i8, i8* %scevgep234235.7, i64 %lsr.iv208
  %scevgep237.7 = getelementptr i8, i8* %uglygep236.7, i64 -8
  %scevgep239.7 = getelementptr i8, i8* %scevgep237.7, i64 %lsr.iv.next.6
  %165 = bitcast i8* %scevgep239.7 to i64*
  store i64 %.333.unpack.us.5.7, i64* %165, align 8
  %scevgep232.7 = getelementptr i8, i8* %uglygep236.7, i64 %lsr.iv.next.6
  %scevgep232233.7 = bitcast i8* %scevgep232.7 to i64*
  store i64 %.333.unpack118.us.5.7, i64* %scevgep232233.7, align 8
  %.6.i20116.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %scevgep.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.7, i64 3, i32 1
  %uglygep15.7 = getelementptr i64, i64* %scevgep.7, i64 -1
  %uglygep.7 = bitcast i64* %uglygep15.7 to i8*
  %scevgep202.7 = getelementptr i8, i8* %uglygep.7, i64 %lsr.iv.next.6
  %166 = bitcast i8* %scevgep202.7 to i64*
  %.333.unpack.us.6.7 = load i64, i64* %166, align 8
  %scevgep203204.7 = bitcast i64* %scevgep.7 to i8*
  %uglygep205.7 = getelementptr i8, i8* %scevgep203204.7, i64 %lsr.iv.next.6
  %uglygep205206.7 = bitcast i8* %uglygep205.7 to i64*
  %.333.unpack118.us.6.7 = load i64, i64* %uglygep205206.7, align 8
  %.6.i16120.us.6.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep214.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.7, i64 3, i32 1
  %scevgep214215.7 = bitcast i64* %scevgep214.7 to i8*
  %uglygep216.7 = getelementptr i8, i8* %scevgep214215.7, i64 %lsr.iv208
  %scevgep217.7 = getelementptr i8, i8* %uglygep216.7, i64 -8
  %scevgep219.7 = getelementptr i8, i8* %scevgep217.7, i64 %lsr.iv.next.6
  %167 = bitcast i8* %scevgep219.7 to i64*
  store i64 %.333.unpack.us.6.7, i64* %167, align 8
  %scevgep212.7 = getelementptr i8, i8* %uglygep216.7, i64 %lsr.iv.next.6
  %scevgep212213.7 = bitcast i8* %scevgep212.7 to i64*
  store i64 %.333.unpack118.us.6.7, i64* %scevgep212213.7, align 8
  %.6.i20116.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %33, align 8
  %uglygep31816.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.7, i64 3, i32 3, i64 -1
  %uglygep318.7 = bitcast i64* %uglygep31816.7 to i8*
  %scevgep320.7 = getelementptr i8, i8* %uglygep318.7, i64 %lsr.iv.next.6
  %168 = bitcast i8* %scevgep320.7 to i64*
  %.333.unpack.us.7.7 = load i64, i64* %168, align 8
  %scevgep321.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.7, i64 3, i32 3, i64 0
  %scevgep321322.7 = bitcast i64* %scevgep321.7 to i8*
  %uglygep323.7 = getelementptr i8, i8* %scevgep321322.7, i64 %lsr.iv.next.6
  %uglygep323324.7 = bitcast i8* %uglygep323.7 to i64*
  %.333.unpack118.us.7.7 = load i64, i64* %uglygep323324.7, align 8
  %.6.i16120.us.7.7 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %32, align 8
  %scevgep330.7 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.7, i64 3, i32 3, i64 0
  %scevgep330331.7 = bitcast i64* %scevgep330.7 to i8*
  %uglygep332.7 = getelementptr i8, i8* %scevgep330331.7, i64 %lsr.iv208
  %scevgep333.7 = getelementptr i8, i8* %uglygep332.7, i64 -8
  %scevgep335.7 = getelementptr i8, i8* %scevgep333.7, i64 %lsr.iv.next.6
  %169 = bitcast i8* %scevgep335.7 to i64*
  store i64 %.333.unpack.us.7.7, i64* %169, align 8
  %scevgep328.7 = getelementptr i8, i8* %uglygep332.7, i64 %lsr.iv.next.6
  %scevgep328329.7 = bitcast i8* %scevgep328.7 to i64*
  store i64 %.333.unpack118.us.7.7, i64* %scevgep328329.7, align 8
  %lsr.iv.next.7 = add i64 %lsr.iv, 1024
  %niter.next.7 = add nuw i64 %niter, 8
  %niter.ncmp.787 = icmp eq i64 %niter.next.7, %unroll_iter58
  br i1 %niter.ncmp.787, label %for.end.1.loopexit.us.unr-lcssa.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa.unr-lcssa:        ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %lsr.iv.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %lsr.iv.next.7, %for.body.1.us ]
  %170 = icmp eq i64 %xtraiter54, 0
  br i1 %170, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil55.preheader

for.body.1.us.epil55.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %171 = add i64 %lsr.iv.unr, %lsr.iv208
  br label %for.body.1.us.epil55

for.body.1.us.epil55:                             ; preds = %for.body.1.us.epil55, %for.body.1.us.epil55.preheader
  %lsr.iv117 = phi i64 [ 0, %for.body.1.us.epil55.preheader ], [ %lsr.iv.next118, %for.body.1.us.epil55 ]
  %172 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  %173 = bitcast i8* %.5.i59 to { i64, i64, i8, [2 x i64] }**
  %.6.i20116.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep278 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.epil, i64 0, i32 3, i64 1
  %scevgep278279 = bitcast i64* %scevgep278 to i8*
  %uglygep280 = getelementptr i8, i8* %scevgep278279, i64 %lsr.iv.unr
  %scevgep282 = getelementptr i8, i8* %uglygep280, i64 %lsr.iv117
  %scevgep282283 = bitcast i8* %scevgep282 to i64*
  %scevgep284 = getelementptr i64, i64* %scevgep282283, i64 -1
  %.333.unpack.us.epil56 = load i64, i64* %scevgep284, align 8
  %scevgep287 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.epil, i64 0, i32 3, i64 1
  %scevgep287288 = bitcast i64* %scevgep287 to i8*
  %uglygep289 = getelementptr i8, i8* %scevgep287288, i64 %lsr.iv.unr
  %scevgep291 = getelementptr i8, i8* %uglygep289, i64 %lsr.iv117
  %scevgep291292 = bitcast i8* %scevgep291 to i64*
  %.333.unpack118.us.epil57 = load i64, i64* %scevgep291292, align 8
  %.6.i16120.us.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep262 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.epil, i64 0, i32 3, i64 1
  %scevgep262263 = bitcast i64* %scevgep262 to i8*
  %uglygep264 = getelementptr i8, i8* %scevgep262263, i64 %171
  %scevgep266 = getelementptr i8, i8* %uglygep264, i64 %lsr.iv117
  %scevgep266267 = bitcast i8* %scevgep266 to i64*
  %scevgep269 = getelementptr i64, i64* %scevgep266267, i64 -1
  store i64 %.333.unpack.us.epil56, i64* %scevgep269, align 8
  %scevgep272 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.epil, i64 0, i32 3, i64 1
  %scevgep272273 = bitcast i64* %scevgep272 to i8*
  %uglygep274 = getelementptr i8, i8* %scevgep272273, i64 %171
  %scevgep276 = getelementptr i8, i8* %uglygep274, i64 %lsr.iv117
  %scevgep276277 = bitcast i8* %scevgep276 to i64*
  store i64 %.333.unpack118.us.epil57, i64* %scevgep276277, align 8
  %.6.i20116.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep242 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.epil, i64 1, i32 1
  %scevgep242243 = bitcast i64* %scevgep242 to i8*
  %uglygep244 = getelementptr i8, i8* %scevgep242243, i64 %lsr.iv.unr
  %scevgep246 = getelementptr i8, i8* %uglygep244, i64 %lsr.iv117
  %scevgep246247 = bitcast i8* %scevgep246 to i64*
  %scevgep250 = getelementptr i64, i64* %scevgep246247, i64 -1
  %.333.unpack.us.1.epil = load i64, i64* %scevgep250, align 8
  %scevgep254 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.1.epil, i64 1, i32 1
  %scevgep254255 = bitcast i64* %scevgep254 to i8*
  %uglygep256 = getelementptr i8, i8* %scevgep254255, i64 %lsr.iv.unr
  %scevgep258 = getelementptr i8, i8* %uglygep256, i64 %lsr.iv117
  %scevgep258259 = bitcast i8* %scevgep258 to i64*
  %.333.unpack118.us.1.epil = load i64, i64* %scevgep258259, align 8
  %.6.i16120.us.1.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep228 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.epil, i64 1, i32 1
  %scevgep228229 = bitcast i64* %scevgep228 to i8*
  %uglygep230 = getelementptr i8, i8* %scevgep228229, i64 %171
  %scevgep231 = getelementptr i8, i8* %uglygep230, i64 %lsr.iv117
  %scevgep231232 = bitcast i8* %scevgep231 to i64*
  %scevgep233 = getelementptr i64, i64* %scevgep231232, i64 -1
  store i64 %.333.unpack.us.1.epil, i64* %scevgep233, align 8
  %scevgep235 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.1.epil, i64 1, i32 1
  %scevgep235236 = bitcast i64* %scevgep235 to i8*
  %uglygep237 = getelementptr i8, i8* %scevgep235236, i64 %171
  %scevgep238 = getelementptr i8, i8* %uglygep237, i64 %lsr.iv117
  %scevgep238239 = bitcast i8* %scevgep238 to i64*
  store i64 %.333.unpack118.us.1.epil, i64* %scevgep238239, align 8
  %.6.i20116.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep213 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.epil, i64 1, i32 3, i64 0
  %scevgep213214 = bitcast i64* %scevgep213 to i8*
  %uglygep215 = getelementptr i8, i8* %scevgep213214, i64 %lsr.iv.unr
  %scevgep218 = getelementptr i8, i8* %uglygep215, i64 %lsr.iv117
  %scevgep218219 = bitcast i8* %scevgep218 to i64*
  %scevgep220 = getelementptr i64, i64* %scevgep218219, i64 -1
  %.333.unpack.us.2.epil = load i64, i64* %scevgep220, align 8
  %scevgep222 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.2.epil, i64 1, i32 3, i64 0
  %scevgep222223 = bitcast i64* %scevgep222 to i8*
  %uglygep224 = getelementptr i8, i8* %scevgep222223, i64 %lsr.iv.unr
  %scevgep226 = getelementptr i8, i8* %uglygep224, i64 %lsr.iv117
  %scevgep226227 = bitcast i8* %scevgep226 to i64*
  %.333.unpack118.us.2.epil = load i64, i64* %scevgep226227, align 8
  %.6.i16120.us.2.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep197 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.epil, i64 1, i32 3, i64 0
  %scevgep197198 = bitcast i64* %scevgep197 to i8*
  %uglygep199 = getelementptr i8, i8* %scevgep197198, i64 %171
  %scevgep200 = getelementptr i8, i8* %uglygep199, i64 %lsr.iv117
  %scevgep200201 = bitcast i8* %scevgep200 to i64*
  %scevgep204 = getelementptr i64, i64* %scevgep200201, i64 -1
  store i64 %.333.unpack.us.2.epil, i64* %scevgep204, align 8
  %scevgep205 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.2.epil, i64 1, i32 3, i64 0
  %scevgep205206 = bitcast i64* %scevgep205 to i8*
  %uglygep207 = getelementptr i8, i8* %scevgep205206, i64 %171
  %scevgep208 = getelementptr i8, i8* %uglygep207, i64 %lsr.iv117
  %scevgep208209 = bitcast i8* %scevgep208 to i64*
  store i64 %.333.unpack118.us.2.epil, i64* %scevgep208209, align 8
  %.6.i20116.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep210 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.3.epil, i64 2
  %scevgep210211 = bitcast { i64, i64, i8, [2 x i64] }* %scevgep210 to i8*
  %uglygep212 = getelementptr i8, i8* %scevgep210211, i64 %lsr.iv.unr
  %scevgep190 = getelementptr i8, i8* %uglygep212, i64 %lsr.iv117
  %scevgep190191 = bitcast i8* %scevgep190 to i64*
  %scevgep192 = getelementptr i64, i64* %scevgep190191, i64 -1
  %.333.unpack.us.3.epil = load i64, i64* %scevgep192, align 8
  %uglygep194 = getelementptr i8, i8* %scevgep210211, i64 %lsr.iv.unr
  %scevgep195 = getelementptr i8, i8* %uglygep194, i64 %lsr.iv117
  %scevgep195196 = bitcast i8* %scevgep195 to i64*
  %.333.unpack118.us.3.epil = load i64, i64* %scevgep195196, align 8
  %.6.i16120.us.3.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep270.epil = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.3.epil, i64 2
  %scevgep270271.epil = bitcast { i64, i64, i8, [2 x i64] }* %scevgep270.epil to i8*
  %uglygep203 = getelementptr i8, i8* %scevgep270271.epil, i64 %171
  %scevgep183 = getelementptr i8, i8* %uglygep203, i64 %lsr.iv117
  %scevgep183184 = bitcast i8* %scevgep183 to i64*
  %scevgep185 = getelementptr i64, i64* %scevgep183184, i64 -1
  store i64 %.333.unpack.us.3.epil, i64* %scevgep185, align 8
  %uglygep186 = getelementptr i8, i8* %scevgep270271.epil, i64 %171
  %scevgep187 = getelementptr i8, i8* %uglygep186, i64 %lsr.iv117
  %scevgep187188 = bitcast i8* %scevgep187 to i64*
  store i64 %.333.unpack118.us.3.epil, i64* %scevgep187188, align 8
  %.6.i20116.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep170 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.epil, i64 2, i32 2
  %scevgep172 = getelementptr i8, i8* %scevgep170, i64 %lsr.iv.unr
  %scevgep174 = getelementptr i8, i8* %scevgep172, i64 %lsr.iv117
  %scevgep174175 = bitcast i8* %scevgep174 to i64*
  %scevgep176 = getelementptr i64, i64* %scevgep174175, i64 -1
  %.333.unpack.us.4.epil = load i64, i64* %scevgep176, align 8
  %scevgep178 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.4.epil, i64 2, i32 2
  %scevgep179 = getelementptr i8, i8* %scevgep178, i64 %lsr.iv.unr
  %scevgep181 = getelementptr i8, i8* %scevgep179, i64 %lsr.iv117
  %scevgep181182 = bitcast i8* %scevgep181 to i64*
  %.333.unpack118.us.4.epil = load i64, i64* %scevgep181182, align 8
  %.6.i16120.us.4.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep154 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.epil, i64 2, i32 2
  %scevgep157 = getelementptr i8, i8* %scevgep154, i64 %171
  %scevgep159 = getelementptr i8, i8* %scevgep157, i64 %lsr.iv117
  %scevgep159160 = bitcast i8* %scevgep159 to i64*
  %scevgep161 = getelementptr i64, i64* %scevgep159160, i64 -1
  store i64 %.333.unpack.us.4.epil, i64* %scevgep161, align 8
  %scevgep163 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.4.epil, i64 2, i32 2
  %scevgep165 = getelementptr i8, i8* %scevgep163, i64 %171
  %scevgep167 = getelementptr i8, i8* %scevgep165, i64 %lsr.iv117
  %scevgep167168 = bitcast i8* %scevgep167 to i64*
  store i64 %.333.unpack118.us.4.epil, i64* %scevgep167168, align 8
  %.6.i20116.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep141 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.epil, i64 2, i32 3, i64 1
  %scevgep141142 = bitcast i64* %scevgep141 to i8*
  %uglygep143 = getelementptr i8, i8* %scevgep141142, i64 %lsr.iv.unr
  %scevgep145 = getelementptr i8, i8* %uglygep143, i64 %lsr.iv117
  %scevgep145146 = bitcast i8* %scevgep145 to i64*
  %scevgep148 = getelementptr i64, i64* %scevgep145146, i64 -1
  %.333.unpack.us.5.epil = load i64, i64* %scevgep148, align 8
  %scevgep149 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.5.epil, i64 2, i32 3, i64 1
  %scevgep149150 = bitcast i64* %scevgep149 to i8*
  %uglygep151 = getelementptr i8, i8* %scevgep149150, i64 %lsr.iv.unr
  %scevgep152 = getelementptr i8, i8* %uglygep151, i64 %lsr.iv117
  %scevgep152153 = bitcast i8* %scevgep152 to i64*
  %.333.unpack118.us.5.epil = load i64, i64* %scevgep152153, align 8
  %.6.i16120.us.5.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep128 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.epil, i64 2, i32 3, i64 1
  %scevgep128129 = bitcast i64* %scevgep128 to i8*
  %uglygep130 = getelementptr i8, i8* %scevgep128129, i64 %171
  %scevgep132 = getelementptr i8, i8* %uglygep130, i64 %lsr.iv117
  %scevgep132133 = bitcast i8* %scevgep132 to i64*
  %scevgep134 = getelementptr i64, i64* %scevgep132133, i64 -1
  store i64 %.333.unpack.us.5.epil, i64* %scevgep134, align 8
  %scevgep135 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.5.epil, i64 2, i32 3, i64 1
  %scevgep135136 = bitcast i64* %scevgep135 to i8*
  %uglygep137 = getelementptr i8, i8* %scevgep135136, i64 %171
  %scevgep139 = getelementptr i8, i8* %uglygep137, i64 %lsr.iv117
  %scevgep139140 = bitcast i8* %scevgep139 to i64*
  store i64 %.333.unpack118.us.5.epil, i64* %scevgep139140, align 8
  %.6.i20116.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep115 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.epil, i64 3, i32 1
  %scevgep115116 = bitcast i64* %scevgep115 to i8*
  %uglygep117 = getelementptr i8, i8* %scevgep115116, i64 %lsr.iv.unr
  %scevgep118 = getelementptr i8, i8* %uglygep117, i64 %lsr.iv117
  %scevgep118119 = bitcast i8* %scevgep118 to i64*
  %scevgep121 = getelementptr i64, i64* %scevgep118119, i64 -1
  %.333.unpack.us.6.epil = load i64, i64* %scevgep121, align 8
  %scevgep122 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.6.epil, i64 3, i32 1
  %scevgep122123 = bitcast i64* %scevgep122 to i8*
  %uglygep124 = getelementptr i8, i8* %scevgep122123, i64 %lsr.iv.unr
  %scevgep126 = getelementptr i8, i8* %uglygep124, i64 %lsr.iv117
  %scevgep126127 = bitcast i8* %scevgep126 to i64*
  %.333.unpack118.us.6.epil = load i64, i64* %scevgep126127, align 8
  %.6.i16120.us.6.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep100 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.epil, i64 3, i32 1
  %scevgep100101 = bitcast i64* %scevgep100 to i8*
  %uglygep102 = getelementptr i8, i8* %scevgep100101, i64 %171
  %scevgep104 = getelementptr i8, i8* %uglygep102, i64 %lsr.iv117
  %scevgep104105 = bitcast i8* %scevgep104 to i64*
  %scevgep109 = getelementptr i64, i64* %scevgep104105, i64 -1
  store i64 %.333.unpack.us.6.epil, i64* %scevgep109, align 8
  %scevgep110 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.6.epil, i64 3, i32 1
  %scevgep110111 = bitcast i64* %scevgep110 to i8*
  %uglygep112 = getelementptr i8, i8* %scevgep110111, i64 %171
  %scevgep113 = getelementptr i8, i8* %uglygep112, i64 %lsr.iv117
  %scevgep113114 = bitcast i8* %scevgep113 to i64*
  store i64 %.333.unpack118.us.6.epil, i64* %scevgep113114, align 8
  %.6.i20116.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %173, align 8
  %scevgep87 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.epil, i64 3, i32 3, i64 0
  %scevgep8788 = bitcast i64* %scevgep87 to i8*
  %uglygep89 = getelementptr i8, i8* %scevgep8788, i64 %lsr.iv.unr
  %scevgep91 = getelementptr i8, i8* %uglygep89, i64 %lsr.iv117
  %scevgep9192 = bitcast i8* %scevgep91 to i64*
  %scevgep93 = getelementptr i64, i64* %scevgep9192, i64 -1
  %.333.unpack.us.7.epil = load i64, i64* %scevgep93, align 8
  %scevgep94 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i20116.us.7.epil, i64 3, i32 3, i64 0
  %scevgep9495 = bitcast i64* %scevgep94 to i8*
  %uglygep96 = getelementptr i8, i8* %scevgep9495, i64 %lsr.iv.unr
  %scevgep98 = getelementptr i8, i8* %uglygep96, i64 %lsr.iv117
  %scevgep9899 = bitcast i8* %scevgep98 to i64*
  %.333.unpack118.us.7.epil = load i64, i64* %scevgep9899, align 8
  %.6.i16120.us.7.epil = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %172, align 8
  %scevgep74 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.epil, i64 3, i32 3, i64 0
  %scevgep7475 = bitcast i64* %scevgep74 to i8*
  %uglygep76 = getelementptr i8, i8* %scevgep7475, i64 %171
  %scevgep77 = getelementptr i8, i8* %uglygep76, i64 %lsr.iv117
  %scevgep7778 = bitcast i8* %scevgep77 to i64*
  %scevgep80 = getelementptr i64, i64* %scevgep7778, i64 -1
  store i64 %.333.unpack.us.7.epil, i64* %scevgep80, align 8
  %scevgep82 = getelementptr { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i16120.us.7.epil, i64 3, i32 3, i64 0
  %scevgep8283 = bitcast i64* %scevgep82 to i8*
  %uglygep84 = getelementptr i8, i8* %scevgep8283, i64 %171
  %scevgep85 = getelementptr i8, i8* %uglygep84, i64 %lsr.iv117
  %scevgep8586 = bitcast i8* %scevgep85 to i64*
  store i64 %.333.unpack118.us.7.epil, i64* %scevgep8586, align 8
  %lsr.iv.next118 = add nuw nsw i64 %lsr.iv117, 128
  %epil.iter.cmp.not88 = icmp eq i64 %28, %lsr.iv.next118
  br i1 %epil.iter.cmp.not88, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.epil55, !llvm.loop !106

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us.epil55, %for.end.1.loopexit.us.unr-lcssa.unr-lcssa
  %174 = icmp eq i64 %xtraiter, 0
  br i1 %174, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv372 = phi i64 [ %lsr.iv.next373, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv358 = phi i64 [ %lsr.iv.next359, %for.body.1.us.epil ], [ %24, %for.body.1.us.epil.preheader ]
  %175 = bitcast i8* %.5.i39 to i8**
  %176 = bitcast i8* %.5.i59 to i8**
  %.6.i20116.us.epil17 = load i8*, i8** %176, align 8
  %scevgep306 = getelementptr i8, i8* %.6.i20116.us.epil17, i64 %lsr.iv358
  %scevgep306307 = bitcast i8* %scevgep306 to i64*
  %scevgep309 = getelementptr i64, i64* %scevgep306307, i64 -1
  %.333.unpack.us.epil = load i64, i64* %scevgep309, align 8
  %scevgep311 = getelementptr i8, i8* %.6.i20116.us.epil17, i64 %lsr.iv358
  %scevgep311312 = bitcast i8* %scevgep311 to i64*
  %.333.unpack118.us.epil = load i64, i64* %scevgep311312, align 8
  %.6.i16120.us.epil18 = load i8*, i8** %175, align 8
  %scevgep298 = getelementptr i8, i8* %.6.i16120.us.epil18, i64 %lsr.iv208
  %scevgep299 = getelementptr i8, i8* %scevgep298, i64 %lsr.iv358
  %scevgep299300 = bitcast i8* %scevgep299 to i64*
  %scevgep301 = getelementptr i64, i64* %scevgep299300, i64 -1
  store i64 %.333.unpack.us.epil, i64* %scevgep301, align 8
  %scevgep303 = getelementptr i8, i8* %.6.i16120.us.epil18, i64 %lsr.iv208
  %scevgep304 = getelementptr i8, i8* %scevgep303, i64 %lsr.iv358
  %scevgep304305 = bitcast i8* %scevgep304 to i64*
  store i64 %.333.unpack118.us.epil, i64* %scevgep304305, align 8
  %lsr.iv.next359 = add i64 %lsr.iv358, 16
  %lsr.iv.next373 = add nsw i64 %lsr.iv372, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next373, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !105

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %.367.us = add i64 %loop.index77.us, %.231
  %lsr.iv.next209 = add i64 %lsr.iv208, %19
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader54, %for.cond.1.preheader
  %loop.index77 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader54 ]
  %.367 = add i64 %loop.index77, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.end.1.loopexit.us, %for.end.1.loopexit.us.us, %for.cond.1.preheader.us.us.us, %B70.endif.endif.endif.endif.endif.endif
  %177 = bitcast i8* %.5.i39 to { i64, i64, i8, [2 x i64] }**
  tail call void @NRT_decref(i8* nonnull %.126)
  %.6.i2284 = load { i64, i64, i8, [2 x i64] }*, { i64, i64, i8, [2 x i64] }** %177, align 8
  %.410392317310319 = bitcast { i64, i64, i8, [2 x i64] }* %.6.i2284 to i64*
  %.411 = load i64, i64* %.410392317310319, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %B206.preheader, !prof !8

for.end.if:                                       ; preds = %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442325632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B206.preheader:                                   ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437.repack = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2284, i64 0, i32 3, i64 0
  store i64 0, i64* %.437.repack, align 8
  %.437.repack86 = getelementptr inbounds { i64, i64, i8, [2 x i64] }, { i64, i64, i8, [2 x i64] }* %.6.i2284, i64 0, i32 3, i64 1
  store i64 %.386, i64* %.437.repack86, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798441465088, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442325632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442325632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29({ i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.start) local_unnamed_addr {
B118.endif.endif.endif:
  %.214 = sitofp i64 %arg.start to double
  %.225 = fptosi double %.214 to i64
  %0 = icmp sgt i64 %.225, 0
  %.233 = select i1 %0, i64 %.225, i64 0
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.233, i64 8)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B388.if, label %B0.endif.endif.endif.i, !prof !8

common.ret:                                       ; preds = %B388.if, %B492
  %common.ret.op = phi i32 [ 0, %B492 ], [ 1, %B388.if ]
  ret i32 %common.ret.op

B492:                                             ; preds = %B466.endif, %middle.block, %B388.endif.endif
  %retptr.repack142578692609692618 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack142578692609692618, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.233, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store i64* %.6.i1.i, i64** %retptr.repack7, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.233, i64* %1, align 8
  %2 = getelementptr inbounds { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %2, align 8
  br label %common.ret

B0.endif.endif.endif.i:                           ; preds = %B118.endif.endif.endif
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !107
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B388.if, label %B388.endif.endif, !prof !8

B388.if:                                          ; preds = %B0.endif.endif.endif.i, %B118.endif.endif.endif
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139798448792448, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139798443454592.3, %B118.endif.endif.endif ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B388.endif.endif:                                 ; preds = %B0.endif.endif.endif.i
  %3 = icmp sgt i64 %.225, 0
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %4 = bitcast i8* %.5.i.i to i64**
  %.6.i1.i = load i64*, i64** %4, align 8, !noalias !117
  br i1 %3, label %B466.endif.preheader, label %B492

B466.endif.preheader:                             ; preds = %B388.endif.endif
  %min.iters.check = icmp ult i64 %.233, 32
  br i1 %min.iters.check, label %B466.endif.preheader4, label %vector.ph

vector.ph:                                        ; preds = %B466.endif.preheader
  %n.vec = and i64 %.233, 9223372036854775776
  %5 = add nsw i64 %n.vec, -32
  %6 = lshr exact i64 %5, 5
  %7 = add nuw nsw i64 %6, 1
  %xtraiter = and i64 %7, 7
  %8 = icmp ult i64 %5, 224
  br i1 %8, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %7, 1152921504606846968
  %9 = add nsw i64 %unroll_iter, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %xtraiter6 = and i64 %11, 3
  %12 = icmp ult i64 %9, 24
  br i1 %12, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %scevgep190 = getelementptr i64, i64* %.6.i1.i, i64 1016
  %13 = lshr i64 %11, 2
  %14 = shl nuw nsw i64 %13, 2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %lsr.iv207 = phi i64 [ %lsr.iv.next208, %vector.body ], [ %14, %vector.ph.new.new ]
  %lsr.iv191 = phi i64 [ %lsr.iv.next192, %vector.body ], [ -256, %vector.ph.new.new ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7.3, %vector.body ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new.new ]
  %step.add = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add28 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add29 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep610 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep610611 = bitcast i64* %scevgep610 to <8 x i64>*
  %scevgep613 = getelementptr <8 x i64>, <8 x i64>* %scevgep610611, i64 -95
  store <8 x i64> %vec.ind, <8 x i64>* %scevgep613, align 8
  %scevgep604 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep604605 = bitcast i64* %scevgep604 to <8 x i64>*
  %scevgep607 = getelementptr <8 x i64>, <8 x i64>* %scevgep604605, i64 -94
  store <8 x i64> %step.add, <8 x i64>* %scevgep607, align 8
  %scevgep598 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep598599 = bitcast i64* %scevgep598 to <8 x i64>*
  %scevgep601 = getelementptr <8 x i64>, <8 x i64>* %scevgep598599, i64 -93
  store <8 x i64> %step.add28, <8 x i64>* %scevgep601, align 8
  %scevgep592 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep592593 = bitcast i64* %scevgep592 to <8 x i64>*
  %scevgep595 = getelementptr <8 x i64>, <8 x i64>* %scevgep592593, i64 -92
  store <8 x i64> %step.add29, <8 x i64>* %scevgep595, align 8
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %step.add.1 = add <8 x i64> %vec.ind, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %step.add28.1 = add <8 x i64> %vec.ind, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %step.add29.1 = add <8 x i64> %vec.ind, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep586 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep586587 = bitcast i64* %scevgep586 to <8 x i64>*
  %scevgep589 = getelementptr <8 x i64>, <8 x i64>* %scevgep586587, i64 -91
  store <8 x i64> %vec.ind.next, <8 x i64>* %scevgep589, align 8
  %scevgep580 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep580581 = bitcast i64* %scevgep580 to <8 x i64>*
  %scevgep583 = getelementptr <8 x i64>, <8 x i64>* %scevgep580581, i64 -90
  store <8 x i64> %step.add.1, <8 x i64>* %scevgep583, align 8
  %scevgep577 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep577578 = bitcast i64* %scevgep577 to <8 x i64>*
  %scevgep579 = getelementptr <8 x i64>, <8 x i64>* %scevgep577578, i64 -89
  store <8 x i64> %step.add28.1, <8 x i64>* %scevgep579, align 8
  %scevgep573 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep573574 = bitcast i64* %scevgep573 to <8 x i64>*
  %scevgep575 = getelementptr <8 x i64>, <8 x i64>* %scevgep573574, i64 -88
  store <8 x i64> %step.add29.1, <8 x i64>* %scevgep575, align 8
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %step.add.2 = add <8 x i64> %vec.ind, <i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72>
  %step.add28.2 = add <8 x i64> %vec.ind, <i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80>
  %step.add29.2 = add <8 x i64> %vec.ind, <i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88>
  %scevgep570 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep570571 = bitcast i64* %scevgep570 to <8 x i64>*
  %scevgep572 = getelementptr <8 x i64>, <8 x i64>* %scevgep570571, i64 -87
  store <8 x i64> %vec.ind.next.1, <8 x i64>* %scevgep572, align 8
  %scevgep567 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep567568 = bitcast i64* %scevgep567 to <8 x i64>*
  %scevgep569 = getelementptr <8 x i64>, <8 x i64>* %scevgep567568, i64 -86
  store <8 x i64> %step.add.2, <8 x i64>* %scevgep569, align 8
  %scevgep564 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep564565 = bitcast i64* %scevgep564 to <8 x i64>*
  %scevgep566 = getelementptr <8 x i64>, <8 x i64>* %scevgep564565, i64 -85
  store <8 x i64> %step.add28.2, <8 x i64>* %scevgep566, align 8
  %scevgep561 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep561562 = bitcast i64* %scevgep561 to <8 x i64>*
  %scevgep563 = getelementptr <8 x i64>, <8 x i64>* %scevgep561562, i64 -84
  store <8 x i64> %step.add29.2, <8 x i64>* %scevgep563, align 8
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96>
  %step.add.3 = add <8 x i64> %vec.ind, <i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104>
  %step.add28.3 = add <8 x i64> %vec.ind, <i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112>
  %step.add29.3 = add <8 x i64> %vec.ind, <i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120>
  %scevgep558 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep558559 = bitcast i64* %scevgep558 to <8 x i64>*
  %scevgep560 = getelementptr <8 x i64>, <8 x i64>* %scevgep558559, i64 -83
  store <8 x i64> %vec.ind.next.2, <8 x i64>* %scevgep560, align 8
  %scevgep555 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep555556 = bitcast i64* %scevgep555 to <8 x i64>*
  %scevgep557 = getelementptr <8 x i64>, <8 x i64>* %scevgep555556, i64 -82
  store <8 x i64> %step.add.3, <8 x i64>* %scevgep557, align 8
  %scevgep552 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep552553 = bitcast i64* %scevgep552 to <8 x i64>*
  %scevgep554 = getelementptr <8 x i64>, <8 x i64>* %scevgep552553, i64 -81
  store <8 x i64> %step.add28.3, <8 x i64>* %scevgep554, align 8
  %scevgep549 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep549550 = bitcast i64* %scevgep549 to <8 x i64>*
  %scevgep551 = getelementptr <8 x i64>, <8 x i64>* %scevgep549550, i64 -80
  store <8 x i64> %step.add29.3, <8 x i64>* %scevgep551, align 8
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %step.add.4 = add <8 x i64> %vec.ind, <i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136>
  %step.add28.4 = add <8 x i64> %vec.ind, <i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144>
  %step.add29.4 = add <8 x i64> %vec.ind, <i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152>
  %scevgep546 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep546547 = bitcast i64* %scevgep546 to <8 x i64>*
  %scevgep548 = getelementptr <8 x i64>, <8 x i64>* %scevgep546547, i64 -79
  store <8 x i64> %vec.ind.next.3, <8 x i64>* %scevgep548, align 8
  %scevgep543 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep543544 = bitcast i64* %scevgep543 to <8 x i64>*
  %scevgep545 = getelementptr <8 x i64>, <8 x i64>* %scevgep543544, i64 -78
  store <8 x i64> %step.add.4, <8 x i64>* %scevgep545, align 8
  %scevgep540 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep540541 = bitcast i64* %scevgep540 to <8 x i64>*
  %scevgep542 = getelementptr <8 x i64>, <8 x i64>* %scevgep540541, i64 -77
  store <8 x i64> %step.add28.4, <8 x i64>* %scevgep542, align 8
  %scevgep537 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep537538 = bitcast i64* %scevgep537 to <8 x i64>*
  %scevgep539 = getelementptr <8 x i64>, <8 x i64>* %scevgep537538, i64 -76
  store <8 x i64> %step.add29.4, <8 x i64>* %scevgep539, align 8
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160>
  %step.add.5 = add <8 x i64> %vec.ind, <i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168>
  %step.add28.5 = add <8 x i64> %vec.ind, <i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176>
  %step.add29.5 = add <8 x i64> %vec.ind, <i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184>
  %scevgep534 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep534535 = bitcast i64* %scevgep534 to <8 x i64>*
  %scevgep536 = getelementptr <8 x i64>, <8 x i64>* %scevgep534535, i64 -75
  store <8 x i64> %vec.ind.next.4, <8 x i64>* %scevgep536, align 8
  %scevgep531 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep531532 = bitcast i64* %scevgep531 to <8 x i64>*
  %scevgep533 = getelementptr <8 x i64>, <8 x i64>* %scevgep531532, i64 -74
  store <8 x i64> %step.add.5, <8 x i64>* %scevgep533, align 8
  %scevgep528 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep528529 = bitcast i64* %scevgep528 to <8 x i64>*
  %scevgep530 = getelementptr <8 x i64>, <8 x i64>* %scevgep528529, i64 -73
  store <8 x i64> %step.add28.5, <8 x i64>* %scevgep530, align 8
  %scevgep525 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep525526 = bitcast i64* %scevgep525 to <8 x i64>*
  %scevgep527 = getelementptr <8 x i64>, <8 x i64>* %scevgep525526, i64 -72
  store <8 x i64> %step.add29.5, <8 x i64>* %scevgep527, align 8
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %step.add.6 = add <8 x i64> %vec.ind, <i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200>
  %step.add28.6 = add <8 x i64> %vec.ind, <i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208>
  %step.add29.6 = add <8 x i64> %vec.ind, <i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216>
  %scevgep522 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep522523 = bitcast i64* %scevgep522 to <8 x i64>*
  %scevgep524 = getelementptr <8 x i64>, <8 x i64>* %scevgep522523, i64 -71
  store <8 x i64> %vec.ind.next.5, <8 x i64>* %scevgep524, align 8
  %scevgep519 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep519520 = bitcast i64* %scevgep519 to <8 x i64>*
  %scevgep521 = getelementptr <8 x i64>, <8 x i64>* %scevgep519520, i64 -70
  store <8 x i64> %step.add.6, <8 x i64>* %scevgep521, align 8
  %scevgep516 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep516517 = bitcast i64* %scevgep516 to <8 x i64>*
  %scevgep518 = getelementptr <8 x i64>, <8 x i64>* %scevgep516517, i64 -69
  store <8 x i64> %step.add28.6, <8 x i64>* %scevgep518, align 8
  %scevgep513 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep513514 = bitcast i64* %scevgep513 to <8 x i64>*
  %scevgep515 = getelementptr <8 x i64>, <8 x i64>* %scevgep513514, i64 -68
  store <8 x i64> %step.add29.6, <8 x i64>* %scevgep515, align 8
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224>
  %step.add.7 = add <8 x i64> %vec.ind, <i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232>
  %step.add28.7 = add <8 x i64> %vec.ind, <i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240>
  %step.add29.7 = add <8 x i64> %vec.ind, <i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248>
  %scevgep510 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep510511 = bitcast i64* %scevgep510 to <8 x i64>*
  %scevgep512 = getelementptr <8 x i64>, <8 x i64>* %scevgep510511, i64 -67
  store <8 x i64> %vec.ind.next.6, <8 x i64>* %scevgep512, align 8
  %scevgep507 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep507508 = bitcast i64* %scevgep507 to <8 x i64>*
  %scevgep509 = getelementptr <8 x i64>, <8 x i64>* %scevgep507508, i64 -66
  store <8 x i64> %step.add.7, <8 x i64>* %scevgep509, align 8
  %scevgep504 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep504505 = bitcast i64* %scevgep504 to <8 x i64>*
  %scevgep506 = getelementptr <8 x i64>, <8 x i64>* %scevgep504505, i64 -65
  store <8 x i64> %step.add28.7, <8 x i64>* %scevgep506, align 8
  %scevgep501 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep501502 = bitcast i64* %scevgep501 to <8 x i64>*
  %scevgep503 = getelementptr <8 x i64>, <8 x i64>* %scevgep501502, i64 -64
  store <8 x i64> %step.add29.7, <8 x i64>* %scevgep503, align 8
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %step.add.118 = add <8 x i64> %vec.ind, <i64 264, i64 264, i64 264, i64 264, i64 264, i64 264, i64 264, i64 264>
  %step.add28.119 = add <8 x i64> %vec.ind, <i64 272, i64 272, i64 272, i64 272, i64 272, i64 272, i64 272, i64 272>
  %step.add29.120 = add <8 x i64> %vec.ind, <i64 280, i64 280, i64 280, i64 280, i64 280, i64 280, i64 280, i64 280>
  %scevgep498 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep498499 = bitcast i64* %scevgep498 to <8 x i64>*
  %scevgep500 = getelementptr <8 x i64>, <8 x i64>* %scevgep498499, i64 -63
  store <8 x i64> %vec.ind.next.7, <8 x i64>* %scevgep500, align 8
  %scevgep495 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep495496 = bitcast i64* %scevgep495 to <8 x i64>*
  %scevgep497 = getelementptr <8 x i64>, <8 x i64>* %scevgep495496, i64 -62
  store <8 x i64> %step.add.118, <8 x i64>* %scevgep497, align 8
  %scevgep492 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep492493 = bitcast i64* %scevgep492 to <8 x i64>*
  %scevgep494 = getelementptr <8 x i64>, <8 x i64>* %scevgep492493, i64 -61
  store <8 x i64> %step.add28.119, <8 x i64>* %scevgep494, align 8
  %scevgep489 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep489490 = bitcast i64* %scevgep489 to <8 x i64>*
  %scevgep491 = getelementptr <8 x i64>, <8 x i64>* %scevgep489490, i64 -60
  store <8 x i64> %step.add29.120, <8 x i64>* %scevgep491, align 8
  %vec.ind.next.121 = add <8 x i64> %vec.ind, <i64 288, i64 288, i64 288, i64 288, i64 288, i64 288, i64 288, i64 288>
  %step.add.1.1 = add <8 x i64> %vec.ind, <i64 296, i64 296, i64 296, i64 296, i64 296, i64 296, i64 296, i64 296>
  %step.add28.1.1 = add <8 x i64> %vec.ind, <i64 304, i64 304, i64 304, i64 304, i64 304, i64 304, i64 304, i64 304>
  %step.add29.1.1 = add <8 x i64> %vec.ind, <i64 312, i64 312, i64 312, i64 312, i64 312, i64 312, i64 312, i64 312>
  %scevgep486 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep486487 = bitcast i64* %scevgep486 to <8 x i64>*
  %scevgep488 = getelementptr <8 x i64>, <8 x i64>* %scevgep486487, i64 -59
  store <8 x i64> %vec.ind.next.121, <8 x i64>* %scevgep488, align 8
  %scevgep483 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep483484 = bitcast i64* %scevgep483 to <8 x i64>*
  %scevgep485 = getelementptr <8 x i64>, <8 x i64>* %scevgep483484, i64 -58
  store <8 x i64> %step.add.1.1, <8 x i64>* %scevgep485, align 8
  %scevgep480 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep480481 = bitcast i64* %scevgep480 to <8 x i64>*
  %scevgep482 = getelementptr <8 x i64>, <8 x i64>* %scevgep480481, i64 -57
  store <8 x i64> %step.add28.1.1, <8 x i64>* %scevgep482, align 8
  %scevgep477 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep477478 = bitcast i64* %scevgep477 to <8 x i64>*
  %scevgep479 = getelementptr <8 x i64>, <8 x i64>* %scevgep477478, i64 -56
  store <8 x i64> %step.add29.1.1, <8 x i64>* %scevgep479, align 8
  %vec.ind.next.1.1 = add <8 x i64> %vec.ind, <i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320, i64 320>
  %step.add.2.1 = add <8 x i64> %vec.ind, <i64 328, i64 328, i64 328, i64 328, i64 328, i64 328, i64 328, i64 328>
  %step.add28.2.1 = add <8 x i64> %vec.ind, <i64 336, i64 336, i64 336, i64 336, i64 336, i64 336, i64 336, i64 336>
  %step.add29.2.1 = add <8 x i64> %vec.ind, <i64 344, i64 344, i64 344, i64 344, i64 344, i64 344, i64 344, i64 344>
  %scevgep474 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep474475 = bitcast i64* %scevgep474 to <8 x i64>*
  %scevgep476 = getelementptr <8 x i64>, <8 x i64>* %scevgep474475, i64 -55
  store <8 x i64> %vec.ind.next.1.1, <8 x i64>* %scevgep476, align 8
  %scevgep471 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep471472 = bitcast i64* %scevgep471 to <8 x i64>*
  %scevgep473 = getelementptr <8 x i64>, <8 x i64>* %scevgep471472, i64 -54
  store <8 x i64> %step.add.2.1, <8 x i64>* %scevgep473, align 8
  %scevgep468 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep468469 = bitcast i64* %scevgep468 to <8 x i64>*
  %scevgep470 = getelementptr <8 x i64>, <8 x i64>* %scevgep468469, i64 -53
  store <8 x i64> %step.add28.2.1, <8 x i64>* %scevgep470, align 8
  %scevgep465 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep465466 = bitcast i64* %scevgep465 to <8 x i64>*
  %scevgep467 = getelementptr <8 x i64>, <8 x i64>* %scevgep465466, i64 -52
  store <8 x i64> %step.add29.2.1, <8 x i64>* %scevgep467, align 8
  %vec.ind.next.2.1 = add <8 x i64> %vec.ind, <i64 352, i64 352, i64 352, i64 352, i64 352, i64 352, i64 352, i64 352>
  %step.add.3.1 = add <8 x i64> %vec.ind, <i64 360, i64 360, i64 360, i64 360, i64 360, i64 360, i64 360, i64 360>
  %step.add28.3.1 = add <8 x i64> %vec.ind, <i64 368, i64 368, i64 368, i64 368, i64 368, i64 368, i64 368, i64 368>
  %step.add29.3.1 = add <8 x i64> %vec.ind, <i64 376, i64 376, i64 376, i64 376, i64 376, i64 376, i64 376, i64 376>
  %scevgep462 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep462463 = bitcast i64* %scevgep462 to <8 x i64>*
  %scevgep464 = getelementptr <8 x i64>, <8 x i64>* %scevgep462463, i64 -51
  store <8 x i64> %vec.ind.next.2.1, <8 x i64>* %scevgep464, align 8
  %scevgep459 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep459460 = bitcast i64* %scevgep459 to <8 x i64>*
  %scevgep461 = getelementptr <8 x i64>, <8 x i64>* %scevgep459460, i64 -50
  store <8 x i64> %step.add.3.1, <8 x i64>* %scevgep461, align 8
  %scevgep456 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep456457 = bitcast i64* %scevgep456 to <8 x i64>*
  %scevgep458 = getelementptr <8 x i64>, <8 x i64>* %scevgep456457, i64 -49
  store <8 x i64> %step.add28.3.1, <8 x i64>* %scevgep458, align 8
  %scevgep453 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep453454 = bitcast i64* %scevgep453 to <8 x i64>*
  %scevgep455 = getelementptr <8 x i64>, <8 x i64>* %scevgep453454, i64 -48
  store <8 x i64> %step.add29.3.1, <8 x i64>* %scevgep455, align 8
  %vec.ind.next.3.1 = add <8 x i64> %vec.ind, <i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384, i64 384>
  %step.add.4.1 = add <8 x i64> %vec.ind, <i64 392, i64 392, i64 392, i64 392, i64 392, i64 392, i64 392, i64 392>
  %step.add28.4.1 = add <8 x i64> %vec.ind, <i64 400, i64 400, i64 400, i64 400, i64 400, i64 400, i64 400, i64 400>
  %step.add29.4.1 = add <8 x i64> %vec.ind, <i64 408, i64 408, i64 408, i64 408, i64 408, i64 408, i64 408, i64 408>
  %scevgep450 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep450451 = bitcast i64* %scevgep450 to <8 x i64>*
  %scevgep452 = getelementptr <8 x i64>, <8 x i64>* %scevgep450451, i64 -47
  store <8 x i64> %vec.ind.next.3.1, <8 x i64>* %scevgep452, align 8
  %scevgep447 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep447448 = bitcast i64* %scevgep447 to <8 x i64>*
  %scevgep449 = getelementptr <8 x i64>, <8 x i64>* %scevgep447448, i64 -46
  store <8 x i64> %step.add.4.1, <8 x i64>* %scevgep449, align 8
  %scevgep444 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep444445 = bitcast i64* %scevgep444 to <8 x i64>*
  %scevgep446 = getelementptr <8 x i64>, <8 x i64>* %scevgep444445, i64 -45
  store <8 x i64> %step.add28.4.1, <8 x i64>* %scevgep446, align 8
  %scevgep441 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep441442 = bitcast i64* %scevgep441 to <8 x i64>*
  %scevgep443 = getelementptr <8 x i64>, <8 x i64>* %scevgep441442, i64 -44
  store <8 x i64> %step.add29.4.1, <8 x i64>* %scevgep443, align 8
  %vec.ind.next.4.1 = add <8 x i64> %vec.ind, <i64 416, i64 416, i64 416, i64 416, i64 416, i64 416, i64 416, i64 416>
  %step.add.5.1 = add <8 x i64> %vec.ind, <i64 424, i64 424, i64 424, i64 424, i64 424, i64 424, i64 424, i64 424>
  %step.add28.5.1 = add <8 x i64> %vec.ind, <i64 432, i64 432, i64 432, i64 432, i64 432, i64 432, i64 432, i64 432>
  %step.add29.5.1 = add <8 x i64> %vec.ind, <i64 440, i64 440, i64 440, i64 440, i64 440, i64 440, i64 440, i64 440>
  %scevgep438 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep438439 = bitcast i64* %scevgep438 to <8 x i64>*
  %scevgep440 = getelementptr <8 x i64>, <8 x i64>* %scevgep438439, i64 -43
  store <8 x i64> %vec.ind.next.4.1, <8 x i64>* %scevgep440, align 8
  %scevgep435 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep435436 = bitcast i64* %scevgep435 to <8 x i64>*
  %scevgep437 = getelementptr <8 x i64>, <8 x i64>* %scevgep435436, i64 -42
  store <8 x i64> %step.add.5.1, <8 x i64>* %scevgep437, align 8
  %scevgep432 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep432433 = bitcast i64* %scevgep432 to <8 x i64>*
  %scevgep434 = getelementptr <8 x i64>, <8 x i64>* %scevgep432433, i64 -41
  store <8 x i64> %step.add28.5.1, <8 x i64>* %scevgep434, align 8
  %scevgep429 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep429430 = bitcast i64* %scevgep429 to <8 x i64>*
  %scevgep431 = getelementptr <8 x i64>, <8 x i64>* %scevgep429430, i64 -40
  store <8 x i64> %step.add29.5.1, <8 x i64>* %scevgep431, align 8
  %vec.ind.next.5.1 = add <8 x i64> %vec.ind, <i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448, i64 448>
  %step.add.6.1 = add <8 x i64> %vec.ind, <i64 456, i64 456, i64 456, i64 456, i64 456, i64 456, i64 456, i64 456>
  %step.add28.6.1 = add <8 x i64> %vec.ind, <i64 464, i64 464, i64 464, i64 464, i64 464, i64 464, i64 464, i64 464>
  %step.add29.6.1 = add <8 x i64> %vec.ind, <i64 472, i64 472, i64 472, i64 472, i64 472, i64 472, i64 472, i64 472>
  %scevgep426 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep426427 = bitcast i64* %scevgep426 to <8 x i64>*
  %scevgep428 = getelementptr <8 x i64>, <8 x i64>* %scevgep426427, i64 -39
  store <8 x i64> %vec.ind.next.5.1, <8 x i64>* %scevgep428, align 8
  %scevgep423 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep423424 = bitcast i64* %scevgep423 to <8 x i64>*
  %scevgep425 = getelementptr <8 x i64>, <8 x i64>* %scevgep423424, i64 -38
  store <8 x i64> %step.add.6.1, <8 x i64>* %scevgep425, align 8
  %scevgep420 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep420421 = bitcast i64* %scevgep420 to <8 x i64>*
  %scevgep422 = getelementptr <8 x i64>, <8 x i64>* %scevgep420421, i64 -37
  store <8 x i64> %step.add28.6.1, <8 x i64>* %scevgep422, align 8
  %scevgep417 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep417418 = bitcast i64* %scevgep417 to <8 x i64>*
  %scevgep419 = getelementptr <8 x i64>, <8 x i64>* %scevgep417418, i64 -36
  store <8 x i64> %step.add29.6.1, <8 x i64>* %scevgep419, align 8
  %vec.ind.next.6.1 = add <8 x i64> %vec.ind, <i64 480, i64 480, i64 480, i64 480, i64 480, i64 480, i64 480, i64 480>
  %step.add.7.1 = add <8 x i64> %vec.ind, <i64 488, i64 488, i64 488, i64 488, i64 488, i64 488, i64 488, i64 488>
  %step.add28.7.1 = add <8 x i64> %vec.ind, <i64 496, i64 496, i64 496, i64 496, i64 496, i64 496, i64 496, i64 496>
  %step.add29.7.1 = add <8 x i64> %vec.ind, <i64 504, i64 504, i64 504, i64 504, i64 504, i64 504, i64 504, i64 504>
  %scevgep414 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep414415 = bitcast i64* %scevgep414 to <8 x i64>*
  %scevgep416 = getelementptr <8 x i64>, <8 x i64>* %scevgep414415, i64 -35
  store <8 x i64> %vec.ind.next.6.1, <8 x i64>* %scevgep416, align 8
  %scevgep411 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep411412 = bitcast i64* %scevgep411 to <8 x i64>*
  %scevgep413 = getelementptr <8 x i64>, <8 x i64>* %scevgep411412, i64 -34
  store <8 x i64> %step.add.7.1, <8 x i64>* %scevgep413, align 8
  %scevgep408 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep408409 = bitcast i64* %scevgep408 to <8 x i64>*
  %scevgep410 = getelementptr <8 x i64>, <8 x i64>* %scevgep408409, i64 -33
  store <8 x i64> %step.add28.7.1, <8 x i64>* %scevgep410, align 8
  %scevgep405 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep405406 = bitcast i64* %scevgep405 to <8 x i64>*
  %scevgep407 = getelementptr <8 x i64>, <8 x i64>* %scevgep405406, i64 -32
  store <8 x i64> %step.add29.7.1, <8 x i64>* %scevgep407, align 8
  %vec.ind.next.7.1 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %step.add.222 = add <8 x i64> %vec.ind, <i64 520, i64 520, i64 520, i64 520, i64 520, i64 520, i64 520, i64 520>
  %step.add28.223 = add <8 x i64> %vec.ind, <i64 528, i64 528, i64 528, i64 528, i64 528, i64 528, i64 528, i64 528>
  %step.add29.224 = add <8 x i64> %vec.ind, <i64 536, i64 536, i64 536, i64 536, i64 536, i64 536, i64 536, i64 536>
  %scevgep402 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep402403 = bitcast i64* %scevgep402 to <8 x i64>*
  %scevgep404 = getelementptr <8 x i64>, <8 x i64>* %scevgep402403, i64 -31
  store <8 x i64> %vec.ind.next.7.1, <8 x i64>* %scevgep404, align 8
  %scevgep399 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep399400 = bitcast i64* %scevgep399 to <8 x i64>*
  %scevgep401 = getelementptr <8 x i64>, <8 x i64>* %scevgep399400, i64 -30
  store <8 x i64> %step.add.222, <8 x i64>* %scevgep401, align 8
  %scevgep396 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep396397 = bitcast i64* %scevgep396 to <8 x i64>*
  %scevgep398 = getelementptr <8 x i64>, <8 x i64>* %scevgep396397, i64 -29
  store <8 x i64> %step.add28.223, <8 x i64>* %scevgep398, align 8
  %scevgep393 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep393394 = bitcast i64* %scevgep393 to <8 x i64>*
  %scevgep395 = getelementptr <8 x i64>, <8 x i64>* %scevgep393394, i64 -28
  store <8 x i64> %step.add29.224, <8 x i64>* %scevgep395, align 8
  %vec.ind.next.225 = add <8 x i64> %vec.ind, <i64 544, i64 544, i64 544, i64 544, i64 544, i64 544, i64 544, i64 544>
  %step.add.1.2 = add <8 x i64> %vec.ind, <i64 552, i64 552, i64 552, i64 552, i64 552, i64 552, i64 552, i64 552>
  %step.add28.1.2 = add <8 x i64> %vec.ind, <i64 560, i64 560, i64 560, i64 560, i64 560, i64 560, i64 560, i64 560>
  %step.add29.1.2 = add <8 x i64> %vec.ind, <i64 568, i64 568, i64 568, i64 568, i64 568, i64 568, i64 568, i64 568>
  %scevgep390 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep390391 = bitcast i64* %scevgep390 to <8 x i64>*
  %scevgep392 = getelementptr <8 x i64>, <8 x i64>* %scevgep390391, i64 -27
  store <8 x i64> %vec.ind.next.225, <8 x i64>* %scevgep392, align 8
  %scevgep387 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep387388 = bitcast i64* %scevgep387 to <8 x i64>*
  %scevgep389 = getelementptr <8 x i64>, <8 x i64>* %scevgep387388, i64 -26
  store <8 x i64> %step.add.1.2, <8 x i64>* %scevgep389, align 8
  %scevgep384 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep384385 = bitcast i64* %scevgep384 to <8 x i64>*
  %scevgep386 = getelementptr <8 x i64>, <8 x i64>* %scevgep384385, i64 -25
  store <8 x i64> %step.add28.1.2, <8 x i64>* %scevgep386, align 8
  %scevgep381 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep381382 = bitcast i64* %scevgep381 to <8 x i64>*
  %scevgep383 = getelementptr <8 x i64>, <8 x i64>* %scevgep381382, i64 -24
  store <8 x i64> %step.add29.1.2, <8 x i64>* %scevgep383, align 8
  %vec.ind.next.1.2 = add <8 x i64> %vec.ind, <i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576, i64 576>
  %step.add.2.2 = add <8 x i64> %vec.ind, <i64 584, i64 584, i64 584, i64 584, i64 584, i64 584, i64 584, i64 584>
  %step.add28.2.2 = add <8 x i64> %vec.ind, <i64 592, i64 592, i64 592, i64 592, i64 592, i64 592, i64 592, i64 592>
  %step.add29.2.2 = add <8 x i64> %vec.ind, <i64 600, i64 600, i64 600, i64 600, i64 600, i64 600, i64 600, i64 600>
  %scevgep378 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep378379 = bitcast i64* %scevgep378 to <8 x i64>*
  %scevgep380 = getelementptr <8 x i64>, <8 x i64>* %scevgep378379, i64 -23
  store <8 x i64> %vec.ind.next.1.2, <8 x i64>* %scevgep380, align 8
  %scevgep375 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep375376 = bitcast i64* %scevgep375 to <8 x i64>*
  %scevgep377 = getelementptr <8 x i64>, <8 x i64>* %scevgep375376, i64 -22
  store <8 x i64> %step.add.2.2, <8 x i64>* %scevgep377, align 8
  %scevgep372 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep372373 = bitcast i64* %scevgep372 to <8 x i64>*
  %scevgep374 = getelementptr <8 x i64>, <8 x i64>* %scevgep372373, i64 -21
  store <8 x i64> %step.add28.2.2, <8 x i64>* %scevgep374, align 8
  %scevgep369 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep369370 = bitcast i64* %scevgep369 to <8 x i64>*
  %scevgep371 = getelementptr <8 x i64>, <8 x i64>* %scevgep369370, i64 -20
  store <8 x i64> %step.add29.2.2, <8 x i64>* %scevgep371, align 8
  %vec.ind.next.2.2 = add <8 x i64> %vec.ind, <i64 608, i64 608, i64 608, i64 608, i64 608, i64 608, i64 608, i64 608>
  %step.add.3.2 = add <8 x i64> %vec.ind, <i64 616, i64 616, i64 616, i64 616, i64 616, i64 616, i64 616, i64 616>
  %step.add28.3.2 = add <8 x i64> %vec.ind, <i64 624, i64 624, i64 624, i64 624, i64 624, i64 624, i64 624, i64 624>
  %step.add29.3.2 = add <8 x i64> %vec.ind, <i64 632, i64 632, i64 632, i64 632, i64 632, i64 632, i64 632, i64 632>
  %scevgep366 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep366367 = bitcast i64* %scevgep366 to <8 x i64>*
  %scevgep368 = getelementptr <8 x i64>, <8 x i64>* %scevgep366367, i64 -19
  store <8 x i64> %vec.ind.next.2.2, <8 x i64>* %scevgep368, align 8
  %scevgep363 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep363364 = bitcast i64* %scevgep363 to <8 x i64>*
  %scevgep365 = getelementptr <8 x i64>, <8 x i64>* %scevgep363364, i64 -18
  store <8 x i64> %step.add.3.2, <8 x i64>* %scevgep365, align 8
  %scevgep360 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep360361 = bitcast i64* %scevgep360 to <8 x i64>*
  %scevgep362 = getelementptr <8 x i64>, <8 x i64>* %scevgep360361, i64 -17
  store <8 x i64> %step.add28.3.2, <8 x i64>* %scevgep362, align 8
  %scevgep357 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep357358 = bitcast i64* %scevgep357 to <8 x i64>*
  %scevgep359 = getelementptr <8 x i64>, <8 x i64>* %scevgep357358, i64 -16
  store <8 x i64> %step.add29.3.2, <8 x i64>* %scevgep359, align 8
  %vec.ind.next.3.2 = add <8 x i64> %vec.ind, <i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640, i64 640>
  %step.add.4.2 = add <8 x i64> %vec.ind, <i64 648, i64 648, i64 648, i64 648, i64 648, i64 648, i64 648, i64 648>
  %step.add28.4.2 = add <8 x i64> %vec.ind, <i64 656, i64 656, i64 656, i64 656, i64 656, i64 656, i64 656, i64 656>
  %step.add29.4.2 = add <8 x i64> %vec.ind, <i64 664, i64 664, i64 664, i64 664, i64 664, i64 664, i64 664, i64 664>
  %scevgep354 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep354355 = bitcast i64* %scevgep354 to <8 x i64>*
  %scevgep356 = getelementptr <8 x i64>, <8 x i64>* %scevgep354355, i64 -15
  store <8 x i64> %vec.ind.next.3.2, <8 x i64>* %scevgep356, align 8
  %scevgep351 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep351352 = bitcast i64* %scevgep351 to <8 x i64>*
  %scevgep353 = getelementptr <8 x i64>, <8 x i64>* %scevgep351352, i64 -14
  store <8 x i64> %step.add.4.2, <8 x i64>* %scevgep353, align 8
  %scevgep348 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep348349 = bitcast i64* %scevgep348 to <8 x i64>*
  %scevgep350 = getelementptr <8 x i64>, <8 x i64>* %scevgep348349, i64 -13
  store <8 x i64> %step.add28.4.2, <8 x i64>* %scevgep350, align 8
  %scevgep345 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep345346 = bitcast i64* %scevgep345 to <8 x i64>*
  %scevgep347 = getelementptr <8 x i64>, <8 x i64>* %scevgep345346, i64 -12
  store <8 x i64> %step.add29.4.2, <8 x i64>* %scevgep347, align 8
  %vec.ind.next.4.2 = add <8 x i64> %vec.ind, <i64 672, i64 672, i64 672, i64 672, i64 672, i64 672, i64 672, i64 672>
  %step.add.5.2 = add <8 x i64> %vec.ind, <i64 680, i64 680, i64 680, i64 680, i64 680, i64 680, i64 680, i64 680>
  %step.add28.5.2 = add <8 x i64> %vec.ind, <i64 688, i64 688, i64 688, i64 688, i64 688, i64 688, i64 688, i64 688>
  %step.add29.5.2 = add <8 x i64> %vec.ind, <i64 696, i64 696, i64 696, i64 696, i64 696, i64 696, i64 696, i64 696>
  %scevgep342 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep342343 = bitcast i64* %scevgep342 to <8 x i64>*
  %scevgep344 = getelementptr <8 x i64>, <8 x i64>* %scevgep342343, i64 -11
  store <8 x i64> %vec.ind.next.4.2, <8 x i64>* %scevgep344, align 8
  %scevgep339 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep339340 = bitcast i64* %scevgep339 to <8 x i64>*
  %scevgep341 = getelementptr <8 x i64>, <8 x i64>* %scevgep339340, i64 -10
  store <8 x i64> %step.add.5.2, <8 x i64>* %scevgep341, align 8
  %scevgep335 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep335336 = bitcast i64* %scevgep335 to <8 x i64>*
  %scevgep338 = getelementptr <8 x i64>, <8 x i64>* %scevgep335336, i64 -9
  store <8 x i64> %step.add28.5.2, <8 x i64>* %scevgep338, align 8
  %scevgep332 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep332333 = bitcast i64* %scevgep332 to <8 x i64>*
  %scevgep334 = getelementptr <8 x i64>, <8 x i64>* %scevgep332333, i64 -8
  store <8 x i64> %step.add29.5.2, <8 x i64>* %scevgep334, align 8
  %vec.ind.next.5.2 = add <8 x i64> %vec.ind, <i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704, i64 704>
  %step.add.6.2 = add <8 x i64> %vec.ind, <i64 712, i64 712, i64 712, i64 712, i64 712, i64 712, i64 712, i64 712>
  %step.add28.6.2 = add <8 x i64> %vec.ind, <i64 720, i64 720, i64 720, i64 720, i64 720, i64 720, i64 720, i64 720>
  %step.add29.6.2 = add <8 x i64> %vec.ind, <i64 728, i64 728, i64 728, i64 728, i64 728, i64 728, i64 728, i64 728>
  %scevgep328 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep328329 = bitcast i64* %scevgep328 to <8 x i64>*
  %scevgep330 = getelementptr <8 x i64>, <8 x i64>* %scevgep328329, i64 -7
  store <8 x i64> %vec.ind.next.5.2, <8 x i64>* %scevgep330, align 8
  %scevgep324 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep324325 = bitcast i64* %scevgep324 to <8 x i64>*
  %scevgep327 = getelementptr <8 x i64>, <8 x i64>* %scevgep324325, i64 -6
  store <8 x i64> %step.add.6.2, <8 x i64>* %scevgep327, align 8
  %scevgep321 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep321322 = bitcast i64* %scevgep321 to <8 x i64>*
  %scevgep323 = getelementptr <8 x i64>, <8 x i64>* %scevgep321322, i64 -5
  store <8 x i64> %step.add28.6.2, <8 x i64>* %scevgep323, align 8
  %scevgep318 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep318319 = bitcast i64* %scevgep318 to <8 x i64>*
  %scevgep320 = getelementptr <8 x i64>, <8 x i64>* %scevgep318319, i64 -4
  store <8 x i64> %step.add29.6.2, <8 x i64>* %scevgep320, align 8
  %vec.ind.next.6.2 = add <8 x i64> %vec.ind, <i64 736, i64 736, i64 736, i64 736, i64 736, i64 736, i64 736, i64 736>
  %step.add.7.2 = add <8 x i64> %vec.ind, <i64 744, i64 744, i64 744, i64 744, i64 744, i64 744, i64 744, i64 744>
  %step.add28.7.2 = add <8 x i64> %vec.ind, <i64 752, i64 752, i64 752, i64 752, i64 752, i64 752, i64 752, i64 752>
  %step.add29.7.2 = add <8 x i64> %vec.ind, <i64 760, i64 760, i64 760, i64 760, i64 760, i64 760, i64 760, i64 760>
  %scevgep315 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep315316 = bitcast i64* %scevgep315 to <8 x i64>*
  %scevgep317 = getelementptr <8 x i64>, <8 x i64>* %scevgep315316, i64 -3
  store <8 x i64> %vec.ind.next.6.2, <8 x i64>* %scevgep317, align 8
  %scevgep312 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep312313 = bitcast i64* %scevgep312 to <8 x i64>*
  %scevgep314 = getelementptr <8 x i64>, <8 x i64>* %scevgep312313, i64 -2
  store <8 x i64> %step.add.7.2, <8 x i64>* %scevgep314, align 8
  %scevgep309 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep309310 = bitcast i64* %scevgep309 to <8 x i64>*
  %scevgep311 = getelementptr <8 x i64>, <8 x i64>* %scevgep309310, i64 -1
  store <8 x i64> %step.add28.7.2, <8 x i64>* %scevgep311, align 8
  %scevgep616 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep616617 = bitcast i64* %scevgep616 to <8 x i64>*
  store <8 x i64> %step.add29.7.2, <8 x i64>* %scevgep616617, align 8
  %vec.ind.next.7.2 = add <8 x i64> %vec.ind, <i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768, i64 768>
  %step.add.326 = add <8 x i64> %vec.ind, <i64 776, i64 776, i64 776, i64 776, i64 776, i64 776, i64 776, i64 776>
  %step.add28.327 = add <8 x i64> %vec.ind, <i64 784, i64 784, i64 784, i64 784, i64 784, i64 784, i64 784, i64 784>
  %step.add29.328 = add <8 x i64> %vec.ind, <i64 792, i64 792, i64 792, i64 792, i64 792, i64 792, i64 792, i64 792>
  %scevgep306 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep306307 = bitcast i64* %scevgep306 to <8 x i64>*
  %scevgep308 = getelementptr <8 x i64>, <8 x i64>* %scevgep306307, i64 1
  store <8 x i64> %vec.ind.next.7.2, <8 x i64>* %scevgep308, align 8
  %scevgep303 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep303304 = bitcast i64* %scevgep303 to <8 x i64>*
  %scevgep305 = getelementptr <8 x i64>, <8 x i64>* %scevgep303304, i64 2
  store <8 x i64> %step.add.326, <8 x i64>* %scevgep305, align 8
  %scevgep300 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep300301 = bitcast i64* %scevgep300 to <8 x i64>*
  %scevgep302 = getelementptr <8 x i64>, <8 x i64>* %scevgep300301, i64 3
  store <8 x i64> %step.add28.327, <8 x i64>* %scevgep302, align 8
  %scevgep297 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep297298 = bitcast i64* %scevgep297 to <8 x i64>*
  %scevgep299 = getelementptr <8 x i64>, <8 x i64>* %scevgep297298, i64 4
  store <8 x i64> %step.add29.328, <8 x i64>* %scevgep299, align 8
  %vec.ind.next.329 = add <8 x i64> %vec.ind, <i64 800, i64 800, i64 800, i64 800, i64 800, i64 800, i64 800, i64 800>
  %step.add.1.3 = add <8 x i64> %vec.ind, <i64 808, i64 808, i64 808, i64 808, i64 808, i64 808, i64 808, i64 808>
  %step.add28.1.3 = add <8 x i64> %vec.ind, <i64 816, i64 816, i64 816, i64 816, i64 816, i64 816, i64 816, i64 816>
  %step.add29.1.3 = add <8 x i64> %vec.ind, <i64 824, i64 824, i64 824, i64 824, i64 824, i64 824, i64 824, i64 824>
  %scevgep293 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep293294 = bitcast i64* %scevgep293 to <8 x i64>*
  %scevgep296 = getelementptr <8 x i64>, <8 x i64>* %scevgep293294, i64 5
  store <8 x i64> %vec.ind.next.329, <8 x i64>* %scevgep296, align 8
  %scevgep290 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep290291 = bitcast i64* %scevgep290 to <8 x i64>*
  %scevgep292 = getelementptr <8 x i64>, <8 x i64>* %scevgep290291, i64 6
  store <8 x i64> %step.add.1.3, <8 x i64>* %scevgep292, align 8
  %scevgep286 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep286287 = bitcast i64* %scevgep286 to <8 x i64>*
  %scevgep288 = getelementptr <8 x i64>, <8 x i64>* %scevgep286287, i64 7
  store <8 x i64> %step.add28.1.3, <8 x i64>* %scevgep288, align 8
  %scevgep283 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep283284 = bitcast i64* %scevgep283 to <8 x i64>*
  %scevgep285 = getelementptr <8 x i64>, <8 x i64>* %scevgep283284, i64 8
  store <8 x i64> %step.add29.1.3, <8 x i64>* %scevgep285, align 8
  %vec.ind.next.1.3 = add <8 x i64> %vec.ind, <i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832, i64 832>
  %step.add.2.3 = add <8 x i64> %vec.ind, <i64 840, i64 840, i64 840, i64 840, i64 840, i64 840, i64 840, i64 840>
  %step.add28.2.3 = add <8 x i64> %vec.ind, <i64 848, i64 848, i64 848, i64 848, i64 848, i64 848, i64 848, i64 848>
  %step.add29.2.3 = add <8 x i64> %vec.ind, <i64 856, i64 856, i64 856, i64 856, i64 856, i64 856, i64 856, i64 856>
  %scevgep280 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep280281 = bitcast i64* %scevgep280 to <8 x i64>*
  %scevgep282 = getelementptr <8 x i64>, <8 x i64>* %scevgep280281, i64 9
  store <8 x i64> %vec.ind.next.1.3, <8 x i64>* %scevgep282, align 8
  %scevgep277 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep277278 = bitcast i64* %scevgep277 to <8 x i64>*
  %scevgep279 = getelementptr <8 x i64>, <8 x i64>* %scevgep277278, i64 10
  store <8 x i64> %step.add.2.3, <8 x i64>* %scevgep279, align 8
  %scevgep274 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep274275 = bitcast i64* %scevgep274 to <8 x i64>*
  %scevgep276 = getelementptr <8 x i64>, <8 x i64>* %scevgep274275, i64 11
  store <8 x i64> %step.add28.2.3, <8 x i64>* %scevgep276, align 8
  %scevgep271 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep271272 = bitcast i64* %scevgep271 to <8 x i64>*
  %scevgep273 = getelementptr <8 x i64>, <8 x i64>* %scevgep271272, i64 12
  store <8 x i64> %step.add29.2.3, <8 x i64>* %scevgep273, align 8
  %vec.ind.next.2.3 = add <8 x i64> %vec.ind, <i64 864, i64 864, i64 864, i64 864, i64 864, i64 864, i64 864, i64 864>
  %step.add.3.3 = add <8 x i64> %vec.ind, <i64 872, i64 872, i64 872, i64 872, i64 872, i64 872, i64 872, i64 872>
  %step.add28.3.3 = add <8 x i64> %vec.ind, <i64 880, i64 880, i64 880, i64 880, i64 880, i64 880, i64 880, i64 880>
  %step.add29.3.3 = add <8 x i64> %vec.ind, <i64 888, i64 888, i64 888, i64 888, i64 888, i64 888, i64 888, i64 888>
  %scevgep268 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep268269 = bitcast i64* %scevgep268 to <8 x i64>*
  %scevgep270 = getelementptr <8 x i64>, <8 x i64>* %scevgep268269, i64 13
  store <8 x i64> %vec.ind.next.2.3, <8 x i64>* %scevgep270, align 8
  %scevgep265 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep265266 = bitcast i64* %scevgep265 to <8 x i64>*
  %scevgep267 = getelementptr <8 x i64>, <8 x i64>* %scevgep265266, i64 14
  store <8 x i64> %step.add.3.3, <8 x i64>* %scevgep267, align 8
  %scevgep262 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep262263 = bitcast i64* %scevgep262 to <8 x i64>*
  %scevgep264 = getelementptr <8 x i64>, <8 x i64>* %scevgep262263, i64 15
  store <8 x i64> %step.add28.3.3, <8 x i64>* %scevgep264, align 8
  %scevgep259 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep259260 = bitcast i64* %scevgep259 to <8 x i64>*
  %scevgep261 = getelementptr <8 x i64>, <8 x i64>* %scevgep259260, i64 16
  store <8 x i64> %step.add29.3.3, <8 x i64>* %scevgep261, align 8
  %vec.ind.next.3.3 = add <8 x i64> %vec.ind, <i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896, i64 896>
  %step.add.4.3 = add <8 x i64> %vec.ind, <i64 904, i64 904, i64 904, i64 904, i64 904, i64 904, i64 904, i64 904>
  %step.add28.4.3 = add <8 x i64> %vec.ind, <i64 912, i64 912, i64 912, i64 912, i64 912, i64 912, i64 912, i64 912>
  %step.add29.4.3 = add <8 x i64> %vec.ind, <i64 920, i64 920, i64 920, i64 920, i64 920, i64 920, i64 920, i64 920>
  %scevgep256 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep256257 = bitcast i64* %scevgep256 to <8 x i64>*
  %scevgep258 = getelementptr <8 x i64>, <8 x i64>* %scevgep256257, i64 17
  store <8 x i64> %vec.ind.next.3.3, <8 x i64>* %scevgep258, align 8
  %scevgep253 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep253254 = bitcast i64* %scevgep253 to <8 x i64>*
  %scevgep255 = getelementptr <8 x i64>, <8 x i64>* %scevgep253254, i64 18
  store <8 x i64> %step.add.4.3, <8 x i64>* %scevgep255, align 8
  %scevgep250 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep250251 = bitcast i64* %scevgep250 to <8 x i64>*
  %scevgep252 = getelementptr <8 x i64>, <8 x i64>* %scevgep250251, i64 19
  store <8 x i64> %step.add28.4.3, <8 x i64>* %scevgep252, align 8
  %scevgep247 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep247248 = bitcast i64* %scevgep247 to <8 x i64>*
  %scevgep249 = getelementptr <8 x i64>, <8 x i64>* %scevgep247248, i64 20
  store <8 x i64> %step.add29.4.3, <8 x i64>* %scevgep249, align 8
  %vec.ind.next.4.3 = add <8 x i64> %vec.ind, <i64 928, i64 928, i64 928, i64 928, i64 928, i64 928, i64 928, i64 928>
  %step.add.5.3 = add <8 x i64> %vec.ind, <i64 936, i64 936, i64 936, i64 936, i64 936, i64 936, i64 936, i64 936>
  %step.add28.5.3 = add <8 x i64> %vec.ind, <i64 944, i64 944, i64 944, i64 944, i64 944, i64 944, i64 944, i64 944>
  %step.add29.5.3 = add <8 x i64> %vec.ind, <i64 952, i64 952, i64 952, i64 952, i64 952, i64 952, i64 952, i64 952>
  %scevgep244 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep244245 = bitcast i64* %scevgep244 to <8 x i64>*
  %scevgep246 = getelementptr <8 x i64>, <8 x i64>* %scevgep244245, i64 21
  store <8 x i64> %vec.ind.next.4.3, <8 x i64>* %scevgep246, align 8
  %scevgep241 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep241242 = bitcast i64* %scevgep241 to <8 x i64>*
  %scevgep243 = getelementptr <8 x i64>, <8 x i64>* %scevgep241242, i64 22
  store <8 x i64> %step.add.5.3, <8 x i64>* %scevgep243, align 8
  %scevgep238 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep238239 = bitcast i64* %scevgep238 to <8 x i64>*
  %scevgep240 = getelementptr <8 x i64>, <8 x i64>* %scevgep238239, i64 23
  store <8 x i64> %step.add28.5.3, <8 x i64>* %scevgep240, align 8
  %scevgep235 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep235236 = bitcast i64* %scevgep235 to <8 x i64>*
  %scevgep237 = getelementptr <8 x i64>, <8 x i64>* %scevgep235236, i64 24
  store <8 x i64> %step.add29.5.3, <8 x i64>* %scevgep237, align 8
  %vec.ind.next.5.3 = add <8 x i64> %vec.ind, <i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960, i64 960>
  %step.add.6.3 = add <8 x i64> %vec.ind, <i64 968, i64 968, i64 968, i64 968, i64 968, i64 968, i64 968, i64 968>
  %step.add28.6.3 = add <8 x i64> %vec.ind, <i64 976, i64 976, i64 976, i64 976, i64 976, i64 976, i64 976, i64 976>
  %step.add29.6.3 = add <8 x i64> %vec.ind, <i64 984, i64 984, i64 984, i64 984, i64 984, i64 984, i64 984, i64 984>
  %scevgep232 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep232233 = bitcast i64* %scevgep232 to <8 x i64>*
  %scevgep234 = getelementptr <8 x i64>, <8 x i64>* %scevgep232233, i64 25
  store <8 x i64> %vec.ind.next.5.3, <8 x i64>* %scevgep234, align 8
  %scevgep229 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep229230 = bitcast i64* %scevgep229 to <8 x i64>*
  %scevgep231 = getelementptr <8 x i64>, <8 x i64>* %scevgep229230, i64 26
  store <8 x i64> %step.add.6.3, <8 x i64>* %scevgep231, align 8
  %scevgep226 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep226227 = bitcast i64* %scevgep226 to <8 x i64>*
  %scevgep228 = getelementptr <8 x i64>, <8 x i64>* %scevgep226227, i64 27
  store <8 x i64> %step.add28.6.3, <8 x i64>* %scevgep228, align 8
  %scevgep223 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep223224 = bitcast i64* %scevgep223 to <8 x i64>*
  %scevgep225 = getelementptr <8 x i64>, <8 x i64>* %scevgep223224, i64 28
  store <8 x i64> %step.add29.6.3, <8 x i64>* %scevgep225, align 8
  %vec.ind.next.6.3 = add <8 x i64> %vec.ind, <i64 992, i64 992, i64 992, i64 992, i64 992, i64 992, i64 992, i64 992>
  %step.add.7.3 = add <8 x i64> %vec.ind, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %step.add28.7.3 = add <8 x i64> %vec.ind, <i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008, i64 1008>
  %step.add29.7.3 = add <8 x i64> %vec.ind, <i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016, i64 1016>
  %scevgep220 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep220221 = bitcast i64* %scevgep220 to <8 x i64>*
  %scevgep222 = getelementptr <8 x i64>, <8 x i64>* %scevgep220221, i64 29
  store <8 x i64> %vec.ind.next.6.3, <8 x i64>* %scevgep222, align 8
  %scevgep217 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep217218 = bitcast i64* %scevgep217 to <8 x i64>*
  %scevgep219 = getelementptr <8 x i64>, <8 x i64>* %scevgep217218, i64 30
  store <8 x i64> %step.add.7.3, <8 x i64>* %scevgep219, align 8
  %scevgep213 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep213214 = bitcast i64* %scevgep213 to <8 x i64>*
  %scevgep216 = getelementptr <8 x i64>, <8 x i64>* %scevgep213214, i64 31
  store <8 x i64> %step.add28.7.3, <8 x i64>* %scevgep216, align 8
  %scevgep209 = getelementptr i64, i64* %scevgep190, i64 %lsr.iv191
  %scevgep209210 = bitcast i64* %scevgep209 to <8 x i64>*
  %scevgep211 = getelementptr <8 x i64>, <8 x i64>* %scevgep209210, i64 32
  store <8 x i64> %step.add29.7.3, <8 x i64>* %scevgep211, align 8
  %vec.ind.next.7.3 = add <8 x i64> %vec.ind, <i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024, i64 1024>
  %lsr.iv.next192 = add i64 %lsr.iv191, 1024
  %lsr.iv.next208 = add i64 %lsr.iv207, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next208, 0
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !118

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %lsr.iv.next192, %vector.body ]
  %vec.ind.next.7.lcssa.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %vec.ind.next.7.3, %vector.body ]
  %index.unr13 = phi i64 [ -256, %vector.ph.new ], [ %lsr.iv.next192, %vector.body ]
  %vec.ind.unr14 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new ], [ %vec.ind.next.7.3, %vector.body ]
  %lcmp.mod.not30 = icmp eq i64 %xtraiter6, 0
  br i1 %lcmp.mod.not30, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil7.preheader

vector.body.epil7.preheader:                      ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %scevgep49 = getelementptr i64, i64* %.6.i1.i, i64 504
  %15 = sub i64 0, %xtraiter6
  br label %vector.body.epil7

vector.body.epil7:                                ; preds = %vector.body.epil7, %vector.body.epil7.preheader
  %lsr.iv18 = phi i64 [ %math, %vector.body.epil7 ], [ %15, %vector.body.epil7.preheader ]
  %lsr.iv47 = phi i64 [ %lsr.iv.next48, %vector.body.epil7 ], [ %index.unr13, %vector.body.epil7.preheader ]
  %vec.ind.epil8 = phi <8 x i64> [ %vec.ind.next.7.epil, %vector.body.epil7 ], [ %vec.ind.unr14, %vector.body.epil7.preheader ]
  %step.add.epil9 = add <8 x i64> %vec.ind.epil8, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add28.epil10 = add <8 x i64> %vec.ind.epil8, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add29.epil11 = add <8 x i64> %vec.ind.epil8, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep199 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep199200 = bitcast i64* %scevgep199 to <8 x i64>*
  %scevgep202 = getelementptr <8 x i64>, <8 x i64>* %scevgep199200, i64 -31
  store <8 x i64> %vec.ind.epil8, <8 x i64>* %scevgep202, align 8
  %scevgep193 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep193194 = bitcast i64* %scevgep193 to <8 x i64>*
  %scevgep196 = getelementptr <8 x i64>, <8 x i64>* %scevgep193194, i64 -30
  store <8 x i64> %step.add.epil9, <8 x i64>* %scevgep196, align 8
  %scevgep184 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep184185 = bitcast i64* %scevgep184 to <8 x i64>*
  %scevgep187 = getelementptr <8 x i64>, <8 x i64>* %scevgep184185, i64 -29
  store <8 x i64> %step.add28.epil10, <8 x i64>* %scevgep187, align 8
  %scevgep178 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep178179 = bitcast i64* %scevgep178 to <8 x i64>*
  %scevgep181 = getelementptr <8 x i64>, <8 x i64>* %scevgep178179, i64 -28
  store <8 x i64> %step.add29.epil11, <8 x i64>* %scevgep181, align 8
  %vec.ind.next.epil12 = add <8 x i64> %vec.ind.epil8, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %step.add.1.epil = add <8 x i64> %vec.ind.epil8, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %step.add28.1.epil = add <8 x i64> %vec.ind.epil8, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %step.add29.1.epil = add <8 x i64> %vec.ind.epil8, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep172 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep172173 = bitcast i64* %scevgep172 to <8 x i64>*
  %scevgep175 = getelementptr <8 x i64>, <8 x i64>* %scevgep172173, i64 -27
  store <8 x i64> %vec.ind.next.epil12, <8 x i64>* %scevgep175, align 8
  %scevgep166 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep166167 = bitcast i64* %scevgep166 to <8 x i64>*
  %scevgep169 = getelementptr <8 x i64>, <8 x i64>* %scevgep166167, i64 -26
  store <8 x i64> %step.add.1.epil, <8 x i64>* %scevgep169, align 8
  %scevgep160 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep160161 = bitcast i64* %scevgep160 to <8 x i64>*
  %scevgep163 = getelementptr <8 x i64>, <8 x i64>* %scevgep160161, i64 -25
  store <8 x i64> %step.add28.1.epil, <8 x i64>* %scevgep163, align 8
  %scevgep154 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep154155 = bitcast i64* %scevgep154 to <8 x i64>*
  %scevgep157 = getelementptr <8 x i64>, <8 x i64>* %scevgep154155, i64 -24
  store <8 x i64> %step.add29.1.epil, <8 x i64>* %scevgep157, align 8
  %vec.ind.next.1.epil = add <8 x i64> %vec.ind.epil8, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %step.add.2.epil = add <8 x i64> %vec.ind.epil8, <i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72, i64 72>
  %step.add28.2.epil = add <8 x i64> %vec.ind.epil8, <i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80, i64 80>
  %step.add29.2.epil = add <8 x i64> %vec.ind.epil8, <i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88, i64 88>
  %scevgep148 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep148149 = bitcast i64* %scevgep148 to <8 x i64>*
  %scevgep151 = getelementptr <8 x i64>, <8 x i64>* %scevgep148149, i64 -23
  store <8 x i64> %vec.ind.next.1.epil, <8 x i64>* %scevgep151, align 8
  %scevgep142 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep142143 = bitcast i64* %scevgep142 to <8 x i64>*
  %scevgep145 = getelementptr <8 x i64>, <8 x i64>* %scevgep142143, i64 -22
  store <8 x i64> %step.add.2.epil, <8 x i64>* %scevgep145, align 8
  %scevgep136 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep136137 = bitcast i64* %scevgep136 to <8 x i64>*
  %scevgep139 = getelementptr <8 x i64>, <8 x i64>* %scevgep136137, i64 -21
  store <8 x i64> %step.add28.2.epil, <8 x i64>* %scevgep139, align 8
  %scevgep130 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep130131 = bitcast i64* %scevgep130 to <8 x i64>*
  %scevgep133 = getelementptr <8 x i64>, <8 x i64>* %scevgep130131, i64 -20
  store <8 x i64> %step.add29.2.epil, <8 x i64>* %scevgep133, align 8
  %vec.ind.next.2.epil = add <8 x i64> %vec.ind.epil8, <i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96, i64 96>
  %step.add.3.epil = add <8 x i64> %vec.ind.epil8, <i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104, i64 104>
  %step.add28.3.epil = add <8 x i64> %vec.ind.epil8, <i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112, i64 112>
  %step.add29.3.epil = add <8 x i64> %vec.ind.epil8, <i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120, i64 120>
  %scevgep124 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep124125 = bitcast i64* %scevgep124 to <8 x i64>*
  %scevgep127 = getelementptr <8 x i64>, <8 x i64>* %scevgep124125, i64 -19
  store <8 x i64> %vec.ind.next.2.epil, <8 x i64>* %scevgep127, align 8
  %scevgep120 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep120121 = bitcast i64* %scevgep120 to <8 x i64>*
  %scevgep122 = getelementptr <8 x i64>, <8 x i64>* %scevgep120121, i64 -18
  store <8 x i64> %step.add.3.epil, <8 x i64>* %scevgep122, align 8
  %scevgep115 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep115116 = bitcast i64* %scevgep115 to <8 x i64>*
  %scevgep117 = getelementptr <8 x i64>, <8 x i64>* %scevgep115116, i64 -17
  store <8 x i64> %step.add28.3.epil, <8 x i64>* %scevgep117, align 8
  %scevgep112 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep112113 = bitcast i64* %scevgep112 to <8 x i64>*
  %scevgep114 = getelementptr <8 x i64>, <8 x i64>* %scevgep112113, i64 -16
  store <8 x i64> %step.add29.3.epil, <8 x i64>* %scevgep114, align 8
  %vec.ind.next.3.epil = add <8 x i64> %vec.ind.epil8, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %step.add.4.epil = add <8 x i64> %vec.ind.epil8, <i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136, i64 136>
  %step.add28.4.epil = add <8 x i64> %vec.ind.epil8, <i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144, i64 144>
  %step.add29.4.epil = add <8 x i64> %vec.ind.epil8, <i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152, i64 152>
  %scevgep106 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep106107 = bitcast i64* %scevgep106 to <8 x i64>*
  %scevgep109 = getelementptr <8 x i64>, <8 x i64>* %scevgep106107, i64 -15
  store <8 x i64> %vec.ind.next.3.epil, <8 x i64>* %scevgep109, align 8
  %scevgep100 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep100101 = bitcast i64* %scevgep100 to <8 x i64>*
  %scevgep103 = getelementptr <8 x i64>, <8 x i64>* %scevgep100101, i64 -14
  store <8 x i64> %step.add.4.epil, <8 x i64>* %scevgep103, align 8
  %scevgep94 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep9495 = bitcast i64* %scevgep94 to <8 x i64>*
  %scevgep97 = getelementptr <8 x i64>, <8 x i64>* %scevgep9495, i64 -13
  store <8 x i64> %step.add28.4.epil, <8 x i64>* %scevgep97, align 8
  %scevgep88 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep8889 = bitcast i64* %scevgep88 to <8 x i64>*
  %scevgep91 = getelementptr <8 x i64>, <8 x i64>* %scevgep8889, i64 -12
  store <8 x i64> %step.add29.4.epil, <8 x i64>* %scevgep91, align 8
  %vec.ind.next.4.epil = add <8 x i64> %vec.ind.epil8, <i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160, i64 160>
  %step.add.5.epil = add <8 x i64> %vec.ind.epil8, <i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168, i64 168>
  %step.add28.5.epil = add <8 x i64> %vec.ind.epil8, <i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176, i64 176>
  %step.add29.5.epil = add <8 x i64> %vec.ind.epil8, <i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184, i64 184>
  %scevgep82 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep8283 = bitcast i64* %scevgep82 to <8 x i64>*
  %scevgep85 = getelementptr <8 x i64>, <8 x i64>* %scevgep8283, i64 -11
  store <8 x i64> %vec.ind.next.4.epil, <8 x i64>* %scevgep85, align 8
  %scevgep76 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep7677 = bitcast i64* %scevgep76 to <8 x i64>*
  %scevgep79 = getelementptr <8 x i64>, <8 x i64>* %scevgep7677, i64 -10
  store <8 x i64> %step.add.5.epil, <8 x i64>* %scevgep79, align 8
  %scevgep70 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep7071 = bitcast i64* %scevgep70 to <8 x i64>*
  %scevgep73 = getelementptr <8 x i64>, <8 x i64>* %scevgep7071, i64 -9
  store <8 x i64> %step.add28.5.epil, <8 x i64>* %scevgep73, align 8
  %scevgep64 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep6465 = bitcast i64* %scevgep64 to <8 x i64>*
  %scevgep67 = getelementptr <8 x i64>, <8 x i64>* %scevgep6465, i64 -8
  store <8 x i64> %step.add29.5.epil, <8 x i64>* %scevgep67, align 8
  %vec.ind.next.5.epil = add <8 x i64> %vec.ind.epil8, <i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192, i64 192>
  %step.add.6.epil = add <8 x i64> %vec.ind.epil8, <i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200, i64 200>
  %step.add28.6.epil = add <8 x i64> %vec.ind.epil8, <i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208, i64 208>
  %step.add29.6.epil = add <8 x i64> %vec.ind.epil8, <i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216, i64 216>
  %scevgep58 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep5859 = bitcast i64* %scevgep58 to <8 x i64>*
  %scevgep61 = getelementptr <8 x i64>, <8 x i64>* %scevgep5859, i64 -7
  store <8 x i64> %vec.ind.next.5.epil, <8 x i64>* %scevgep61, align 8
  %scevgep52 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep5253 = bitcast i64* %scevgep52 to <8 x i64>*
  %scevgep55 = getelementptr <8 x i64>, <8 x i64>* %scevgep5253, i64 -6
  store <8 x i64> %step.add.6.epil, <8 x i64>* %scevgep55, align 8
  %scevgep43 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep4344 = bitcast i64* %scevgep43 to <8 x i64>*
  %scevgep46 = getelementptr <8 x i64>, <8 x i64>* %scevgep4344, i64 -5
  store <8 x i64> %step.add28.6.epil, <8 x i64>* %scevgep46, align 8
  %scevgep37 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep3738 = bitcast i64* %scevgep37 to <8 x i64>*
  %scevgep40 = getelementptr <8 x i64>, <8 x i64>* %scevgep3738, i64 -4
  store <8 x i64> %step.add29.6.epil, <8 x i64>* %scevgep40, align 8
  %vec.ind.next.6.epil = add <8 x i64> %vec.ind.epil8, <i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224, i64 224>
  %step.add.7.epil = add <8 x i64> %vec.ind.epil8, <i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232, i64 232>
  %step.add28.7.epil = add <8 x i64> %vec.ind.epil8, <i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240, i64 240>
  %step.add29.7.epil = add <8 x i64> %vec.ind.epil8, <i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248, i64 248>
  %scevgep30 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep3031 = bitcast i64* %scevgep30 to <8 x i64>*
  %scevgep34 = getelementptr <8 x i64>, <8 x i64>* %scevgep3031, i64 -3
  store <8 x i64> %vec.ind.next.6.epil, <8 x i64>* %scevgep34, align 8
  %scevgep24 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep2425 = bitcast i64* %scevgep24 to <8 x i64>*
  %scevgep27 = getelementptr <8 x i64>, <8 x i64>* %scevgep2425, i64 -2
  store <8 x i64> %step.add.7.epil, <8 x i64>* %scevgep27, align 8
  %scevgep20 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep2021 = bitcast i64* %scevgep20 to <8 x i64>*
  %scevgep23 = getelementptr <8 x i64>, <8 x i64>* %scevgep2021, i64 -1
  store <8 x i64> %step.add28.7.epil, <8 x i64>* %scevgep23, align 8
  %scevgep205 = getelementptr i64, i64* %scevgep49, i64 %lsr.iv47
  %scevgep205206 = bitcast i64* %scevgep205 to <8 x i64>*
  store <8 x i64> %step.add29.7.epil, <8 x i64>* %scevgep205206, align 8
  %vec.ind.next.7.epil = add <8 x i64> %vec.ind.epil8, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  %lsr.iv.next48 = add i64 %lsr.iv47, 256
  %16 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv18, i64 1)
  %math = extractvalue { i64, i1 } %16, 0
  %ov619 = extractvalue { i64, i1 } %16, 1
  br i1 %ov619, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil7, !llvm.loop !119

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil7, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %index.lcssa = phi i64 [ %index.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next48, %vector.body.epil7 ]
  %vec.ind.next.7.lcssa = phi <8 x i64> [ %vec.ind.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %vec.ind.next.7.epil, %vector.body.epil7 ]
  %phi.bo = add i64 %index.lcssa, 280
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.7.lcssa, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep32 = getelementptr i64, i64* %.6.i1.i, i64 %index.unr
  %17 = shl i64 %xtraiter, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.unr, %vector.body.epil.preheader ], [ %vec.ind.next.epil, %vector.body.epil ]
  %18 = bitcast i64* %scevgep32 to i8*
  %step.add.epil = add <8 x i64> %vec.ind.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %step.add28.epil = add <8 x i64> %vec.ind.epil, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %step.add29.epil = add <8 x i64> %vec.ind.epil, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %uglygep16 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep1617 = bitcast i8* %uglygep16 to <8 x i64>*
  %uglygep13 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep1314 = bitcast i8* %uglygep13 to <8 x i64>*
  %scevgep15 = getelementptr <8 x i64>, <8 x i64>* %uglygep1314, i64 -3
  store <8 x i64> %vec.ind.epil, <8 x i64>* %scevgep15, align 8
  %uglygep10 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep1011 = bitcast i8* %uglygep10 to <8 x i64>*
  %scevgep12 = getelementptr <8 x i64>, <8 x i64>* %uglygep1011, i64 -2
  store <8 x i64> %step.add.epil, <8 x i64>* %scevgep12, align 8
  %uglygep7 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep78 = bitcast i8* %uglygep7 to <8 x i64>*
  %scevgep9 = getelementptr <8 x i64>, <8 x i64>* %uglygep78, i64 -1
  store <8 x i64> %step.add28.epil, <8 x i64>* %scevgep9, align 8
  store <8 x i64> %step.add29.epil, <8 x i64>* %uglygep1617, align 8
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %epil.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !120

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.233, %n.vec
  br i1 %cmp.n, label %B492, label %B466.endif.preheader4

B466.endif.preheader4:                            ; preds = %middle.block, %B466.endif.preheader
  %.314.026.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %B466.endif.preheader ]
  br label %B466.endif

B466.endif:                                       ; preds = %B466.endif.preheader4, %B466.endif
  %.314.026 = phi i64 [ %.383, %B466.endif ], [ %.314.026.ph, %B466.endif.preheader4 ]
  %.383 = add nuw nsw i64 %.314.026, 1
  %scevgep = getelementptr i64, i64* %.6.i1.i, i64 %.314.026
  store i64 %.314.026, i64* %scevgep, align 8
  %exitcond.not = icmp eq i64 %.233, %.383
  br i1 %exitcond.not, label %B492, label %B466.endif, !llvm.loop !121
}

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i64* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, i64* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #5 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B858, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 1, %B34 ], [ 0, %B858 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442463488, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B22:                                              ; preds = %entry
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798441511680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B142:                                             ; preds = %for.body.i54, %B38.endif.endif
  %sunkaddr = mul i64 %arg.low, 8
  %0 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr34 = getelementptr i8, i8* %0, i64 %sunkaddr
  %1 = bitcast i8* %sunkaddr34 to i64*
  store i64 %.122, i64* %1, align 8
  %sunkaddr35 = mul i64 %.108, 8
  %2 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %2, i64 %sunkaddr35
  %3 = bitcast i8* %sunkaddr36 to i64*
  store i64 %.180, i64* %3, align 8
  %sunkaddr37 = mul i64 %.31.i61, 8
  %4 = bitcast double* %arg.A.4 to i8*
  %sunkaddr38 = getelementptr i8, i8* %4, i64 %sunkaddr37
  %5 = bitcast i8* %sunkaddr38 to double*
  %.45.i50.pre = load double, double* %5, align 8, !noalias !123
  br label %B188.endif.endif

B276:                                             ; preds = %for.body.i41, %B188.endif.endif
  %sunkaddr39 = mul i64 %arg.high, 8
  %6 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr40 = getelementptr i8, i8* %6, i64 %sunkaddr39
  %7 = bitcast i8* %sunkaddr40 to i64*
  store i64 %.455, i64* %7, align 8
  %sunkaddr41 = mul i64 %.108, 8
  %8 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %8, i64 %sunkaddr41
  %9 = bitcast i8* %sunkaddr42 to i64*
  store i64 %.397, i64* %9, align 8
  %sunkaddr43 = mul i64 %.31.i96, 8
  %10 = bitcast double* %arg.A.4 to i8*
  %sunkaddr44 = getelementptr i8, i8* %10, i64 %sunkaddr43
  %11 = bitcast i8* %sunkaddr44 to double*
  %.45.i93.pre = load double, double* %11, align 8, !noalias !126
  br label %B322.endif.endif

B410:                                             ; preds = %for.body.i28, %B322.endif.endif
  %sunkaddr45 = mul i64 %arg.low, 8
  %12 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr46 = getelementptr i8, i8* %12, i64 %sunkaddr45
  %13 = bitcast i8* %sunkaddr46 to i64*
  store i64 %.672, i64* %13, align 8
  %sunkaddr47 = mul i64 %.108, 8
  %14 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr48 = getelementptr i8, i8* %14, i64 %sunkaddr47
  %15 = bitcast i8* %sunkaddr48 to i64*
  store i64 %.730, i64* %15, align 8
  %sunkaddr49 = mul i64 %.31.i35, 8
  %16 = bitcast double* %arg.A.4 to i8*
  %sunkaddr50 = getelementptr i8, i8* %16, i64 %sunkaddr49
  %17 = bitcast i8* %sunkaddr50 to double*
  %.45.i88.pre = load double, double* %17, align 8, !noalias !129
  br label %B456.endif

B554:                                             ; preds = %B554.preheader, %B860
  %i.3.0 = phi i64 [ %.1733, %B860 ], [ %arg.low, %B554.preheader ]
  %j.3.0.in = phi i64 [ %j.5.2, %B860 ], [ %arg.high, %B554.preheader ]
  %j.3.0 = add nsw i64 %j.3.0.in, -1
  %.1120 = icmp slt i64 %i.3.0, %arg.high
  br i1 %.1120, label %B566.endif, label %B700

B700:                                             ; preds = %B622.backedge, %B644.endif, %B622.preheader, %B566.endif, %B554
  %i.5.2 = phi i64 [ %i.3.0, %B554 ], [ %.1228179, %B622.preheader ], [ %i.3.0, %B566.endif ], [ %arg.high, %B622.backedge ], [ %.1228182, %B644.endif ]
  %.1359.not.not = icmp sgt i64 %j.3.0.in, %arg.low
  br i1 %.1359.not.not, label %B712.endif, label %B846

B846:                                             ; preds = %B768.backedge, %B790.endif, %B768.preheader, %B712.endif, %B700
  %j.5.2 = phi i64 [ %j.3.0, %B700 ], [ %.1467184, %B768.preheader ], [ %j.3.0, %B712.endif ], [ %26, %B768.backedge ], [ %.1467186, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.2, %j.5.2
  br i1 %.1594.not, label %B860, label %B858

B858:                                             ; preds = %B846, %B846.us
  %i.5.2.lcssa = phi i64 [ %i.5.2.us, %B846.us ], [ %i.5.2, %B846 ]
  %sunkaddr51 = mul i64 %arg.high, 8
  %18 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr52 = getelementptr i8, i8* %18, i64 %sunkaddr51
  %19 = bitcast i8* %sunkaddr52 to i64*
  %.1775 = load i64, i64* %19, align 8
  %.1790 = icmp slt i64 %i.5.2.lcssa, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %.1792 = add i64 %.1791, %i.5.2.lcssa
  %.1805 = getelementptr i64, i64* %arg.R.4, i64 %.1792
  %.1806 = load i64, i64* %.1805, align 8
  store i64 %.1775, i64* %.1805, align 8
  store i64 %.1806, i64* %19, align 8
  store i64 %i.5.2.lcssa, i64* %retptr, align 8
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
  %.45.i = load double, double* %.44.i, align 8, !noalias !132
  %.179 = getelementptr i64, i64* %arg.R.4, i64 %arg.low
  %.180 = load i64, i64* %.179, align 8
  %.29.i59 = icmp slt i64 %.180, 0
  %.30.i60 = select i1 %.29.i59, i64 %arg.A.5.0, i64 0
  %.31.i61 = add i64 %.30.i60, %.180
  %.44.i62 = getelementptr double, double* %arg.A.4, i64 %.31.i61
  %.45.i63 = load double, double* %.44.i62, align 8, !noalias !135
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
  %.45.i98 = load double, double* %.44.i97, align 8, !noalias !138
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
  %sunkaddr53 = mul i64 %arg.low, 8
  %20 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr54 = getelementptr i8, i8* %20, i64 %sunkaddr53
  %21 = bitcast i8* %sunkaddr54 to i64*
  %.730 = load i64, i64* %21, align 8
  %.29.i33 = icmp slt i64 %.730, 0
  %.30.i34 = select i1 %.29.i33, i64 %arg.A.5.0, i64 0
  %.31.i35 = add i64 %.30.i34, %.730
  %.44.i36 = getelementptr double, double* %arg.A.4, i64 %.31.i35
  %.45.i37 = load double, double* %.44.i36, align 8, !noalias !141
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
  %sunkaddr55 = mul i64 %arg.high, 8
  %22 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr56 = getelementptr i8, i8* %22, i64 %sunkaddr55
  %23 = bitcast i8* %sunkaddr56 to i64*
  %.1039 = load i64, i64* %23, align 8
  store i64 %.947, i64* %23, align 8
  %sunkaddr57 = mul i64 %.108, 8
  %24 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr58 = getelementptr i8, i8* %24, i64 %sunkaddr57
  %25 = bitcast i8* %sunkaddr58 to i64*
  store i64 %.1039, i64* %25, align 8
  %26 = add nsw i64 %arg.low, -1
  %27 = fcmp ord double %.45.i88, 0.000000e+00
  br i1 %27, label %B554.us.preheader, label %B554.preheader

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
  %.1158.us = getelementptr i64, i64* %arg.R.4, i64 %.1145.us
  %.1159.us = load i64, i64* %.1158.us, align 8
  %.29.i79.us = icmp slt i64 %.1159.us, 0
  %.30.i80.us = select i1 %.29.i79.us, i64 %arg.A.5.0, i64 0
  %.31.i81.us = add i64 %.30.i80.us, %.1159.us
  %.44.i82.us = getelementptr double, double* %arg.A.4, i64 %.31.i81.us
  %.45.i83.us = load double, double* %.44.i82.us, align 8, !noalias !144
  %.12.i17.us = fcmp olt double %.45.i83.us, %.45.i88
  br i1 %.12.i17.us, label %B622.preheader.us, label %B700.us

B622.preheader.us:                                ; preds = %B566.endif.us
  %.1228179.us = add nsw i64 %i.3.0.us, 1
  %.1239180.us = icmp slt i64 %.1228179.us, %arg.high
  br i1 %.1239180.us, label %B644.endif.us.us.preheader, label %B700.us

B644.endif.us.us.preheader:                       ; preds = %B622.preheader.us
  br label %B644.endif.us.us

B644.endif.us.us:                                 ; preds = %B644.endif.us.us.preheader, %B622.backedge.us.us
  %.1228182.us.us = phi i64 [ %.1228.us.us, %B622.backedge.us.us ], [ %.1228179.us, %B644.endif.us.us.preheader ]
  %.1261.us.us = icmp ugt i64 %.1228182.us.us, %const
  %.1262.us.us = select i1 %.1261.us.us, i64 %arg.R.5.0, i64 0
  %.1263.us.us = add i64 %.1262.us.us, %.1228182.us.us
  %.1276.us.us = getelementptr i64, i64* %arg.R.4, i64 %.1263.us.us
  %.1277.us.us = load i64, i64* %.1276.us.us, align 8
  %.29.i74.us.us = icmp slt i64 %.1277.us.us, 0
  %.30.i75.us.us = select i1 %.29.i74.us.us, i64 %arg.A.5.0, i64 0
  %.31.i76.us.us = add i64 %.30.i75.us.us, %.1277.us.us
  %.44.i77.us.us = getelementptr double, double* %arg.A.4, i64 %.31.i76.us.us
  %.45.i78.us.us = load double, double* %.44.i77.us.us, align 8, !noalias !147
  %.12.i9.us.us = fcmp olt double %.45.i78.us.us, %.45.i88
  br i1 %.12.i9.us.us, label %B622.backedge.us.us, label %B700.us

B622.backedge.us.us:                              ; preds = %B644.endif.us.us
  %.1228.us.us = add i64 %.1228182.us.us, 1
  %exitcond192.not.us = icmp eq i64 %arg.high, %.1228.us.us
  br i1 %exitcond192.not.us, label %B700.us, label %B644.endif.us.us

B700.us:                                          ; preds = %B622.backedge.us.us, %B644.endif.us.us, %B622.preheader.us, %B566.endif.us, %B554.us
  %i.5.2.us = phi i64 [ %i.3.0.us, %B554.us ], [ %.1228179.us, %B622.preheader.us ], [ %i.3.0.us, %B566.endif.us ], [ %arg.high, %B622.backedge.us.us ], [ %.1228182.us.us, %B644.endif.us.us ]
  %.1359.not.not.us = icmp sgt i64 %j.3.0.in.us, %arg.low
  br i1 %.1359.not.not.us, label %B712.endif.us, label %B846.us

B712.endif.us:                                    ; preds = %B700.us
  %sunkaddr59 = mul i64 %j.3.0.in.us, 8
  %28 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr60 = getelementptr i8, i8* %28, i64 %sunkaddr59
  %sunkaddr61 = getelementptr i8, i8* %sunkaddr60, i64 -8
  %29 = bitcast i8* %sunkaddr61 to i64*
  %.1398.us = load i64, i64* %29, align 8
  %.29.i69.us = icmp slt i64 %.1398.us, 0
  %.30.i70.us = select i1 %.29.i69.us, i64 %arg.A.5.0, i64 0
  %.31.i71.us = add i64 %.30.i70.us, %.1398.us
  %.44.i72.us = getelementptr double, double* %arg.A.4, i64 %.31.i71.us
  %.45.i73.us = load double, double* %.44.i72.us, align 8, !noalias !150
  %.12.i1.us = fcmp uge double %.45.i88, %.45.i73.us
  %.25.i3.us = fcmp ord double %.45.i73.us, 0.000000e+00
  %or.cond45 = and i1 %.12.i1.us, %.25.i3.us
  br i1 %or.cond45, label %B846.us, label %B768.preheader.us

B768.preheader.us:                                ; preds = %B712.endif.us
  %.1467184.us = add nsw i64 %j.3.0.in.us, -2
  %.1478.not.not185.us = icmp sgt i64 %j.3.0.us, %arg.low
  br i1 %.1478.not.not185.us, label %B790.endif.us.preheader, label %B846.us

B790.endif.us.preheader:                          ; preds = %B768.preheader.us
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467186.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467184.us, %B790.endif.us.preheader ]
  %scevgep32 = getelementptr i64, i64* %arg.R.4, i64 %.1467186.us
  %.1516.us = load i64, i64* %scevgep32, align 8
  %.29.i64.us = icmp slt i64 %.1516.us, 0
  %.30.i65.us = select i1 %.29.i64.us, i64 %arg.A.5.0, i64 0
  %.31.i66.us = add i64 %.30.i65.us, %.1516.us
  %.44.i67.us = getelementptr double, double* %arg.A.4, i64 %.31.i66.us
  %.45.i68.us = load double, double* %.44.i67.us, align 8, !noalias !153
  %.12.i.us = fcmp uge double %.45.i88, %.45.i68.us
  %.25.i.us = fcmp ord double %.45.i68.us, 0.000000e+00
  %or.cond42 = and i1 %.12.i.us, %.25.i.us
  br i1 %or.cond42, label %B846.us, label %B768.backedge.us

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467186.us, -1
  %30 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %30, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846.us

B846.us:                                          ; preds = %B768.backedge.us, %B790.endif.us, %B768.preheader.us, %B712.endif.us, %B700.us
  %j.5.2.us = phi i64 [ %j.3.0.us, %B700.us ], [ %.1467184.us, %B768.preheader.us ], [ %j.3.0.us, %B712.endif.us ], [ %26, %B768.backedge.us ], [ %.1467186.us, %B790.endif.us ]
  %.1594.not.us = icmp slt i64 %i.5.2.us, %j.5.2.us
  br i1 %.1594.not.us, label %B860.us, label %B858

B860.us:                                          ; preds = %B846.us
  %.1622.us = icmp slt i64 %j.5.2.us, 0
  %.1623.us = select i1 %.1622.us, i64 %arg.R.5.0, i64 0
  %.1624.us = add i64 %.1623.us, %j.5.2.us
  %.1637.us = getelementptr i64, i64* %arg.R.4, i64 %.1624.us
  %.1638.us = load i64, i64* %.1637.us, align 8
  %.1653.us = icmp slt i64 %i.5.2.us, 0
  %.1654.us = select i1 %.1653.us, i64 %arg.R.5.0, i64 0
  %.1655.us = add i64 %.1654.us, %i.5.2.us
  %.1668.us = getelementptr i64, i64* %arg.R.4, i64 %.1655.us
  %.1669.us = load i64, i64* %.1668.us, align 8
  store i64 %.1638.us, i64* %.1668.us, align 8
  store i64 %.1669.us, i64* %.1637.us, align 8
  %.1733.us = add nsw i64 %i.5.2.us, 1
  br label %B554.us

B566.endif:                                       ; preds = %B554
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %.1145 = add i64 %.1144, %i.3.0
  %.1158 = getelementptr i64, i64* %arg.R.4, i64 %.1145
  %.1159 = load i64, i64* %.1158, align 8
  %.29.i79 = icmp slt i64 %.1159, 0
  %.30.i80 = select i1 %.29.i79, i64 %arg.A.5.0, i64 0
  %.31.i81 = add i64 %.30.i80, %.1159
  %.44.i82 = getelementptr double, double* %arg.A.4, i64 %.31.i81
  %.45.i83 = load double, double* %.44.i82, align 8, !noalias !144
  %.12.i17 = fcmp uge double %.45.i83, %.45.i88
  %.52.i21 = fcmp uno double %.45.i83, 0.000000e+00
  %or.cond35 = and i1 %.12.i17, %.52.i21
  br i1 %or.cond35, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228179 = add nsw i64 %i.3.0, 1
  %.1239180 = icmp slt i64 %.1228179, %arg.high
  br i1 %.1239180, label %B644.endif.preheader, label %B700

B644.endif.preheader:                             ; preds = %B622.preheader
  br label %B644.endif

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
  %.45.i78 = load double, double* %.44.i77, align 8, !noalias !147
  %.12.i9 = fcmp uge double %.45.i78, %.45.i88
  %.52.i13 = fcmp uno double %.45.i78, 0.000000e+00
  %or.cond189 = and i1 %.12.i9, %.52.i13
  br i1 %or.cond189, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228182, 1
  %exitcond.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %sunkaddr62 = mul i64 %j.3.0.in, 8
  %31 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr63 = getelementptr i8, i8* %31, i64 %sunkaddr62
  %sunkaddr64 = getelementptr i8, i8* %sunkaddr63, i64 -8
  %32 = bitcast i8* %sunkaddr64 to i64*
  %.1398 = load i64, i64* %32, align 8
  %.29.i69 = icmp slt i64 %.1398, 0
  %.30.i70 = select i1 %.29.i69, i64 %arg.A.5.0, i64 0
  %.31.i71 = add i64 %.30.i70, %.1398
  %.44.i72 = getelementptr double, double* %arg.A.4, i64 %.31.i71
  %.45.i73 = load double, double* %.44.i72, align 8, !noalias !150
  %.12.i1 = fcmp olt double %.45.i88, %.45.i73
  br i1 %.12.i1, label %B768.preheader, label %B846

B768.preheader:                                   ; preds = %B712.endif
  %.1467184 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not185 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not185, label %B790.endif.preheader, label %B846

B790.endif.preheader:                             ; preds = %B768.preheader
  br label %B790.endif

B790.endif:                                       ; preds = %B790.endif.preheader, %B768.backedge
  %.1467186 = phi i64 [ %.1467, %B768.backedge ], [ %.1467184, %B790.endif.preheader ]
  %scevgep33 = getelementptr i64, i64* %arg.R.4, i64 %.1467186
  %.1516 = load i64, i64* %scevgep33, align 8
  %.29.i64 = icmp slt i64 %.1516, 0
  %.30.i65 = select i1 %.29.i64, i64 %arg.A.5.0, i64 0
  %.31.i66 = add i64 %.30.i65, %.1516
  %.44.i67 = getelementptr double, double* %arg.A.4, i64 %.31.i66
  %.45.i68 = load double, double* %.44.i67, align 8, !noalias !153
  %.12.i = fcmp olt double %.45.i88, %.45.i68
  br i1 %.12.i, label %B768.backedge, label %B846

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467186, -1
  %33 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %33, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

; Function Attrs: nofree norecurse nosync nounwind
define linkonce_odr i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i8* nocapture readnone %arg.R.0, i8* nocapture readnone %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, i64* nocapture %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr #5 {
entry:
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B328, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 0, %B34 ], [ 0, %B328 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139798442474176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B22:                                              ; preds = %entry
  %.64.not = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64.not, label %B38.endif, label %B34

B34:                                              ; preds = %B22
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B316:                                             ; preds = %B204.backedge, %for.body.i, %B204.preheader, %for.body.i4, %B84.endif
  %j.3.2 = phi i64 [ %.111.054, %B84.endif ], [ %.111.054, %for.body.i4 ], [ %.111.054.in, %B204.preheader ], [ %arg.low, %B204.backedge ], [ %.38752, %for.body.i ]
  %.593 = icmp slt i64 %j.3.2, 0
  %.594 = select i1 %.593, i64 %arg.R.5.0, i64 0
  %.595 = add i64 %.594, %j.3.2
  %.608 = getelementptr i64, i64* %arg.R.4, i64 %.595
  store i64 %.234, i64* %.608, align 8
  %.111.054.1 = add i64 %.111.054.in, 2
  %.218.1 = icmp slt i64 %.111.054.1, 0
  %.219.1 = select i1 %.218.1, i64 %arg.R.5.0, i64 0
  %.220.1 = add i64 %.219.1, %.111.054.1
  %.233.1 = getelementptr i64, i64* %arg.R.4, i64 %.220.1
  %.234.1 = load i64, i64* %.233.1, align 8
  %.29.i.1 = icmp slt i64 %.234.1, 0
  %.30.i.1 = select i1 %.29.i.1, i64 %arg.A.5.0, i64 0
  %.31.i.1 = add i64 %.30.i.1, %.234.1
  %.44.i.1 = getelementptr double, double* %arg.A.4, i64 %.31.i.1
  %.45.i.1 = load double, double* %.44.i.1, align 8, !noalias !156
  %.278.1 = icmp sgt i64 %.111.054.1, %arg.low
  br i1 %.278.1, label %B142.endif.1, label %B316.1

B142.endif.1:                                     ; preds = %B316
  %sunkaddr = mul i64 %.111.054.in, 8
  %0 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr107 = getelementptr i8, i8* %0, i64 %sunkaddr
  %sunkaddr108 = getelementptr i8, i8* %sunkaddr107, i64 8
  %1 = bitcast i8* %sunkaddr108 to i64*
  %.320.1 = load i64, i64* %1, align 8
  %.29.i14.1 = icmp slt i64 %.320.1, 0
  %.30.i15.1 = select i1 %.29.i14.1, i64 %arg.A.5.0, i64 0
  %.31.i16.1 = add i64 %.30.i15.1, %.320.1
  %.44.i17.1 = getelementptr double, double* %arg.A.4, i64 %.31.i16.1
  %.45.i18.1 = load double, double* %.44.i17.1, align 8, !noalias !159
  %.12.i1.1 = fcmp olt double %.45.i.1, %.45.i18.1
  br i1 %.12.i1.1, label %B204.preheader.1, label %for.body.i4.1

for.body.i4.1:                                    ; preds = %B142.endif.1
  %.25.i3.1 = fcmp ord double %.45.i18.1, 0.000000e+00
  %.52.i5.1 = fcmp uno double %.45.i.1, 0.000000e+00
  %or.cond.1 = select i1 %.25.i3.1, i1 true, i1 %.52.i5.1
  br i1 %or.cond.1, label %B316.1, label %B204.preheader.1

B204.preheader.1:                                 ; preds = %for.body.i4.1, %B142.endif.1
  %2 = icmp sgt i64 %.111.054, %arg.low
  %sunkaddr109 = mul i64 %.111.054.in, 8
  %3 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr110 = getelementptr i8, i8* %3, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, i8* %sunkaddr110, i64 16
  %4 = bitcast i8* %sunkaddr111 to i64*
  store i64 %.320.1, i64* %4, align 8
  br i1 %2, label %B254.endif.1.preheader, label %B316.1

B254.endif.1.preheader:                           ; preds = %B204.preheader.1
  br label %B254.endif.1

B254.endif.1:                                     ; preds = %B254.endif.1.preheader, %B204.backedge.1
  %.38752.1 = phi i64 [ %6, %B204.backedge.1 ], [ %.111.054, %B254.endif.1.preheader ]
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
  %.45.i13.1 = load double, double* %.44.i12.1, align 8, !noalias !162
  %.12.i.1 = fcmp olt double %.45.i.1, %.45.i13.1
  br i1 %.12.i.1, label %B204.backedge.1, label %for.body.i.1

for.body.i.1:                                     ; preds = %B254.endif.1
  %9 = fcmp uno double %.45.i.1, 0.000000e+00
  %.25.i.1 = fcmp ord double %.45.i13.1, 0.000000e+00
  %or.cond45.1 = select i1 %.25.i.1, i1 true, i1 %9
  br i1 %or.cond45.1, label %B316.1, label %B204.backedge.1

B204.backedge.1:                                  ; preds = %for.body.i.1, %B254.endif.1
  %scevgep83 = getelementptr i64, i64* %arg.R.4, i64 %.38752.1
  %scevgep84 = getelementptr i64, i64* %scevgep83, i64 -1
  %.417.1 = load i64, i64* %scevgep84, align 8
  %scevgep85 = getelementptr i64, i64* %arg.R.4, i64 %.38752.1
  store i64 %.417.1, i64* %scevgep85, align 8
  %.461.1 = icmp sgt i64 %6, %arg.low
  br i1 %.461.1, label %B254.endif.1, label %B316.1

B316.1:                                           ; preds = %B204.backedge.1, %for.body.i.1, %B204.preheader.1, %for.body.i4.1, %B316
  %j.3.2.1 = phi i64 [ %.111.054.1, %B316 ], [ %.111.054.1, %for.body.i4.1 ], [ %.111.054, %B204.preheader.1 ], [ %arg.low, %B204.backedge.1 ], [ %.38752.1, %for.body.i.1 ]
  %.593.1 = icmp slt i64 %j.3.2.1, 0
  %.594.1 = select i1 %.593.1, i64 %arg.R.5.0, i64 0
  %.595.1 = add i64 %.594.1, %j.3.2.1
  %.608.1 = getelementptr i64, i64* %arg.R.4, i64 %.595.1
  store i64 %.234.1, i64* %.608.1, align 8
  %.111.054.2 = add i64 %.111.054.in, 3
  %.218.2 = icmp slt i64 %.111.054.2, 0
  %.219.2 = select i1 %.218.2, i64 %arg.R.5.0, i64 0
  %.220.2 = add i64 %.219.2, %.111.054.2
  %.233.2 = getelementptr i64, i64* %arg.R.4, i64 %.220.2
  %.234.2 = load i64, i64* %.233.2, align 8
  %.29.i.2 = icmp slt i64 %.234.2, 0
  %.30.i.2 = select i1 %.29.i.2, i64 %arg.A.5.0, i64 0
  %.31.i.2 = add i64 %.30.i.2, %.234.2
  %.44.i.2 = getelementptr double, double* %arg.A.4, i64 %.31.i.2
  %.45.i.2 = load double, double* %.44.i.2, align 8, !noalias !156
  %.278.2 = icmp sgt i64 %.111.054.2, %arg.low
  br i1 %.278.2, label %B142.endif.2, label %B316.2

B142.endif.2:                                     ; preds = %B316.1
  %sunkaddr112 = mul i64 %.111.054.in, 8
  %10 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr113 = getelementptr i8, i8* %10, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, i8* %sunkaddr113, i64 16
  %11 = bitcast i8* %sunkaddr114 to i64*
  %.320.2 = load i64, i64* %11, align 8
  %.29.i14.2 = icmp slt i64 %.320.2, 0
  %.30.i15.2 = select i1 %.29.i14.2, i64 %arg.A.5.0, i64 0
  %.31.i16.2 = add i64 %.30.i15.2, %.320.2
  %.44.i17.2 = getelementptr double, double* %arg.A.4, i64 %.31.i16.2
  %.45.i18.2 = load double, double* %.44.i17.2, align 8, !noalias !159
  %.12.i1.2 = fcmp olt double %.45.i.2, %.45.i18.2
  br i1 %.12.i1.2, label %B204.preheader.2, label %for.body.i4.2

for.body.i4.2:                                    ; preds = %B142.endif.2
  %.25.i3.2 = fcmp ord double %.45.i18.2, 0.000000e+00
  %.52.i5.2 = fcmp uno double %.45.i.2, 0.000000e+00
  %or.cond.2 = select i1 %.25.i3.2, i1 true, i1 %.52.i5.2
  br i1 %or.cond.2, label %B316.2, label %B204.preheader.2

B204.preheader.2:                                 ; preds = %for.body.i4.2, %B142.endif.2
  %12 = icmp sgt i64 %.111.054.1, %arg.low
  %sunkaddr115 = mul i64 %.111.054.in, 8
  %13 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr116 = getelementptr i8, i8* %13, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, i8* %sunkaddr116, i64 24
  %14 = bitcast i8* %sunkaddr117 to i64*
  store i64 %.320.2, i64* %14, align 8
  br i1 %12, label %B254.endif.2.preheader, label %B316.2

B254.endif.2.preheader:                           ; preds = %B204.preheader.2
  br label %B254.endif.2

B254.endif.2:                                     ; preds = %B254.endif.2.preheader, %B204.backedge.2
  %lsr.iv62 = phi i64 [ %lsr.iv.next63, %B204.backedge.2 ], [ %lsr.iv, %B254.endif.2.preheader ]
  %.486.2 = icmp ugt i64 %lsr.iv62, %const
  %.487.2 = select i1 %.486.2, i64 %arg.R.5.0, i64 0
  %15 = add i64 %.487.2, %lsr.iv62
  %.501.2 = getelementptr i64, i64* %arg.R.4, i64 %15
  %.502.2 = load i64, i64* %.501.2, align 8
  %.29.i9.2 = icmp slt i64 %.502.2, 0
  %.30.i10.2 = select i1 %.29.i9.2, i64 %arg.A.5.0, i64 0
  %.31.i11.2 = add i64 %.30.i10.2, %.502.2
  %.44.i12.2 = getelementptr double, double* %arg.A.4, i64 %.31.i11.2
  %.45.i13.2 = load double, double* %.44.i12.2, align 8, !noalias !162
  %.12.i.2 = fcmp olt double %.45.i.2, %.45.i13.2
  br i1 %.12.i.2, label %B204.backedge.2, label %for.body.i.2

for.body.i.2:                                     ; preds = %B254.endif.2
  %16 = fcmp uno double %.45.i.2, 0.000000e+00
  %.25.i.2 = fcmp ord double %.45.i13.2, 0.000000e+00
  %or.cond45.2 = select i1 %.25.i.2, i1 true, i1 %16
  br i1 %or.cond45.2, label %for.body.i.2.B316.2.loopexit_crit_edge, label %B204.backedge.2

B204.backedge.2:                                  ; preds = %for.body.i.2, %B254.endif.2
  %sunkaddr118 = mul i64 %lsr.iv62, 8
  %17 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr119 = getelementptr i8, i8* %17, i64 %sunkaddr118
  %18 = bitcast i8* %sunkaddr119 to i64*
  %.417.2 = load i64, i64* %18, align 8
  %sunkaddr120 = mul i64 %lsr.iv62, 8
  %19 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr121 = getelementptr i8, i8* %19, i64 %sunkaddr120
  %sunkaddr122 = getelementptr i8, i8* %sunkaddr121, i64 8
  %20 = bitcast i8* %sunkaddr122 to i64*
  store i64 %.417.2, i64* %20, align 8
  %lsr.iv.next63 = add i64 %lsr.iv62, -1
  %21 = add i64 %lsr.iv.next63, 1
  %.461.2 = icmp sgt i64 %21, %arg.low
  br i1 %.461.2, label %B254.endif.2, label %B316.2

for.body.i.2.B316.2.loopexit_crit_edge:           ; preds = %for.body.i.2
  %22 = add i64 %lsr.iv62, 1
  br label %B316.2

B316.2:                                           ; preds = %B204.backedge.2, %for.body.i.2.B316.2.loopexit_crit_edge, %B204.preheader.2, %for.body.i4.2, %B316.1
  %j.3.2.2 = phi i64 [ %.111.054.2, %B316.1 ], [ %.111.054.2, %for.body.i4.2 ], [ %.111.054.1, %B204.preheader.2 ], [ %22, %for.body.i.2.B316.2.loopexit_crit_edge ], [ %arg.low, %B204.backedge.2 ]
  %.593.2 = icmp slt i64 %j.3.2.2, 0
  %.594.2 = select i1 %.593.2, i64 %arg.R.5.0, i64 0
  %.595.2 = add i64 %.594.2, %j.3.2.2
  %.608.2 = getelementptr i64, i64* %arg.R.4, i64 %.595.2
  store i64 %.234.2, i64* %.608.2, align 8
  %.111.054.3 = add i64 %.111.054.in, 4
  %.218.3 = icmp slt i64 %.111.054.3, 0
  %.219.3 = select i1 %.218.3, i64 %arg.R.5.0, i64 0
  %.220.3 = add i64 %.219.3, %.111.054.3
  %.233.3 = getelementptr i64, i64* %arg.R.4, i64 %.220.3
  %.234.3 = load i64, i64* %.233.3, align 8
  %.29.i.3 = icmp slt i64 %.234.3, 0
  %.30.i.3 = select i1 %.29.i.3, i64 %arg.A.5.0, i64 0
  %.31.i.3 = add i64 %.30.i.3, %.234.3
  %.44.i.3 = getelementptr double, double* %arg.A.4, i64 %.31.i.3
  %.45.i.3 = load double, double* %.44.i.3, align 8, !noalias !156
  %.278.3 = icmp sgt i64 %.111.054.3, %arg.low
  br i1 %.278.3, label %B142.endif.3, label %B316.3

B142.endif.3:                                     ; preds = %B316.2
  %sunkaddr123 = mul i64 %.111.054.in, 8
  %23 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr124 = getelementptr i8, i8* %23, i64 %sunkaddr123
  %sunkaddr125 = getelementptr i8, i8* %sunkaddr124, i64 24
  %24 = bitcast i8* %sunkaddr125 to i64*
  %.320.3 = load i64, i64* %24, align 8
  %.29.i14.3 = icmp slt i64 %.320.3, 0
  %.30.i15.3 = select i1 %.29.i14.3, i64 %arg.A.5.0, i64 0
  %.31.i16.3 = add i64 %.30.i15.3, %.320.3
  %.44.i17.3 = getelementptr double, double* %arg.A.4, i64 %.31.i16.3
  %.45.i18.3 = load double, double* %.44.i17.3, align 8, !noalias !159
  %.12.i1.3 = fcmp olt double %.45.i.3, %.45.i18.3
  br i1 %.12.i1.3, label %B204.preheader.3, label %for.body.i4.3

for.body.i4.3:                                    ; preds = %B142.endif.3
  %.25.i3.3 = fcmp ord double %.45.i18.3, 0.000000e+00
  %.52.i5.3 = fcmp uno double %.45.i.3, 0.000000e+00
  %or.cond.3 = select i1 %.25.i3.3, i1 true, i1 %.52.i5.3
  br i1 %or.cond.3, label %B316.3, label %B204.preheader.3

B204.preheader.3:                                 ; preds = %for.body.i4.3, %B142.endif.3
  %25 = icmp sgt i64 %.111.054.2, %arg.low
  %sunkaddr126 = mul i64 %.111.054.in, 8
  %26 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr127 = getelementptr i8, i8* %26, i64 %sunkaddr126
  %sunkaddr128 = getelementptr i8, i8* %sunkaddr127, i64 32
  %27 = bitcast i8* %sunkaddr128 to i64*
  store i64 %.320.3, i64* %27, align 8
  br i1 %25, label %B254.endif.3.preheader, label %B316.3

B254.endif.3.preheader:                           ; preds = %B204.preheader.3
  br label %B254.endif.3

B254.endif.3:                                     ; preds = %B254.endif.3.preheader, %B204.backedge.3
  %lsr.iv70 = phi i64 [ %lsr.iv.next71, %B204.backedge.3 ], [ %lsr.iv68, %B254.endif.3.preheader ]
  %.486.3 = icmp ugt i64 %lsr.iv70, %const
  %.487.3 = select i1 %.486.3, i64 %arg.R.5.0, i64 0
  %28 = add i64 %.487.3, %lsr.iv70
  %.501.3 = getelementptr i64, i64* %arg.R.4, i64 %28
  %.502.3 = load i64, i64* %.501.3, align 8
  %.29.i9.3 = icmp slt i64 %.502.3, 0
  %.30.i10.3 = select i1 %.29.i9.3, i64 %arg.A.5.0, i64 0
  %.31.i11.3 = add i64 %.30.i10.3, %.502.3
  %.44.i12.3 = getelementptr double, double* %arg.A.4, i64 %.31.i11.3
  %.45.i13.3 = load double, double* %.44.i12.3, align 8, !noalias !162
  %.12.i.3 = fcmp olt double %.45.i.3, %.45.i13.3
  br i1 %.12.i.3, label %B204.backedge.3, label %for.body.i.3

for.body.i.3:                                     ; preds = %B254.endif.3
  %29 = fcmp uno double %.45.i.3, 0.000000e+00
  %.25.i.3 = fcmp ord double %.45.i13.3, 0.000000e+00
  %or.cond45.3 = select i1 %.25.i.3, i1 true, i1 %29
  br i1 %or.cond45.3, label %for.body.i.3.B316.3.loopexit_crit_edge, label %B204.backedge.3

B204.backedge.3:                                  ; preds = %for.body.i.3, %B254.endif.3
  %scevgep91 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv70
  %.417.3 = load i64, i64* %scevgep91, align 8
  %scevgep89 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv70
  %scevgep90 = getelementptr i64, i64* %scevgep89, i64 1
  store i64 %.417.3, i64* %scevgep90, align 8
  %lsr.iv.next71 = add i64 %lsr.iv70, -1
  %30 = add i64 %lsr.iv.next71, 1
  %.461.3 = icmp sgt i64 %30, %arg.low
  br i1 %.461.3, label %B254.endif.3, label %B316.3

for.body.i.3.B316.3.loopexit_crit_edge:           ; preds = %for.body.i.3
  %31 = add i64 %lsr.iv70, 1
  br label %B316.3

B316.3:                                           ; preds = %B204.backedge.3, %for.body.i.3.B316.3.loopexit_crit_edge, %B204.preheader.3, %for.body.i4.3, %B316.2
  %j.3.2.3 = phi i64 [ %.111.054.3, %B316.2 ], [ %.111.054.3, %for.body.i4.3 ], [ %.111.054.2, %B204.preheader.3 ], [ %31, %for.body.i.3.B316.3.loopexit_crit_edge ], [ %arg.low, %B204.backedge.3 ]
  %.593.3 = icmp slt i64 %j.3.2.3, 0
  %.594.3 = select i1 %.593.3, i64 %arg.R.5.0, i64 0
  %.595.3 = add i64 %.594.3, %j.3.2.3
  %.608.3 = getelementptr i64, i64* %arg.R.4, i64 %.595.3
  store i64 %.234.3, i64* %.608.3, align 8
  %.111.054.4 = add i64 %.111.054.in, 5
  %.218.4 = icmp slt i64 %.111.054.4, 0
  %.219.4 = select i1 %.218.4, i64 %arg.R.5.0, i64 0
  %.220.4 = add i64 %.219.4, %.111.054.4
  %.233.4 = getelementptr i64, i64* %arg.R.4, i64 %.220.4
  %.234.4 = load i64, i64* %.233.4, align 8
  %.29.i.4 = icmp slt i64 %.234.4, 0
  %.30.i.4 = select i1 %.29.i.4, i64 %arg.A.5.0, i64 0
  %.31.i.4 = add i64 %.30.i.4, %.234.4
  %.44.i.4 = getelementptr double, double* %arg.A.4, i64 %.31.i.4
  %.45.i.4 = load double, double* %.44.i.4, align 8, !noalias !156
  %.278.4 = icmp sgt i64 %.111.054.4, %arg.low
  br i1 %.278.4, label %B142.endif.4, label %B316.4

B142.endif.4:                                     ; preds = %B316.3
  %sunkaddr129 = mul i64 %.111.054.in, 8
  %32 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr130 = getelementptr i8, i8* %32, i64 %sunkaddr129
  %sunkaddr131 = getelementptr i8, i8* %sunkaddr130, i64 32
  %33 = bitcast i8* %sunkaddr131 to i64*
  %.320.4 = load i64, i64* %33, align 8
  %.29.i14.4 = icmp slt i64 %.320.4, 0
  %.30.i15.4 = select i1 %.29.i14.4, i64 %arg.A.5.0, i64 0
  %.31.i16.4 = add i64 %.30.i15.4, %.320.4
  %.44.i17.4 = getelementptr double, double* %arg.A.4, i64 %.31.i16.4
  %.45.i18.4 = load double, double* %.44.i17.4, align 8, !noalias !159
  %.12.i1.4 = fcmp olt double %.45.i.4, %.45.i18.4
  br i1 %.12.i1.4, label %B204.preheader.4, label %for.body.i4.4

for.body.i4.4:                                    ; preds = %B142.endif.4
  %.25.i3.4 = fcmp ord double %.45.i18.4, 0.000000e+00
  %.52.i5.4 = fcmp uno double %.45.i.4, 0.000000e+00
  %or.cond.4 = select i1 %.25.i3.4, i1 true, i1 %.52.i5.4
  br i1 %or.cond.4, label %B316.4, label %B204.preheader.4

B204.preheader.4:                                 ; preds = %for.body.i4.4, %B142.endif.4
  %34 = icmp sgt i64 %.111.054.3, %arg.low
  %sunkaddr132 = mul i64 %.111.054.in, 8
  %35 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr133 = getelementptr i8, i8* %35, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, i8* %sunkaddr133, i64 40
  %36 = bitcast i8* %sunkaddr134 to i64*
  store i64 %.320.4, i64* %36, align 8
  br i1 %34, label %B254.endif.4.preheader, label %B316.4

B254.endif.4.preheader:                           ; preds = %B204.preheader.4
  br label %B254.endif.4

B254.endif.4:                                     ; preds = %B254.endif.4.preheader, %B204.backedge.4
  %lsr.iv77 = phi i64 [ %lsr.iv.next78, %B204.backedge.4 ], [ %lsr.iv75, %B254.endif.4.preheader ]
  %.486.4 = icmp ugt i64 %lsr.iv77, %const
  %.487.4 = select i1 %.486.4, i64 %arg.R.5.0, i64 0
  %37 = add i64 %.487.4, %lsr.iv77
  %.501.4 = getelementptr i64, i64* %arg.R.4, i64 %37
  %.502.4 = load i64, i64* %.501.4, align 8
  %.29.i9.4 = icmp slt i64 %.502.4, 0
  %.30.i10.4 = select i1 %.29.i9.4, i64 %arg.A.5.0, i64 0
  %.31.i11.4 = add i64 %.30.i10.4, %.502.4
  %.44.i12.4 = getelementptr double, double* %arg.A.4, i64 %.31.i11.4
  %.45.i13.4 = load double, double* %.44.i12.4, align 8, !noalias !162
  %.12.i.4 = fcmp olt double %.45.i.4, %.45.i13.4
  br i1 %.12.i.4, label %B204.backedge.4, label %for.body.i.4

for.body.i.4:                                     ; preds = %B254.endif.4
  %38 = fcmp uno double %.45.i.4, 0.000000e+00
  %.25.i.4 = fcmp ord double %.45.i13.4, 0.000000e+00
  %or.cond45.4 = select i1 %.25.i.4, i1 true, i1 %38
  br i1 %or.cond45.4, label %for.body.i.4.B316.4.loopexit_crit_edge, label %B204.backedge.4

B204.backedge.4:                                  ; preds = %for.body.i.4, %B254.endif.4
  %scevgep94 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv77
  %.417.4 = load i64, i64* %scevgep94, align 8
  %scevgep92 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv77
  %scevgep93 = getelementptr i64, i64* %scevgep92, i64 1
  store i64 %.417.4, i64* %scevgep93, align 8
  %lsr.iv.next78 = add i64 %lsr.iv77, -1
  %39 = add i64 %lsr.iv.next78, 1
  %.461.4 = icmp sgt i64 %39, %arg.low
  br i1 %.461.4, label %B254.endif.4, label %B316.4

for.body.i.4.B316.4.loopexit_crit_edge:           ; preds = %for.body.i.4
  %40 = add i64 %lsr.iv77, 1
  br label %B316.4

B316.4:                                           ; preds = %B204.backedge.4, %for.body.i.4.B316.4.loopexit_crit_edge, %B204.preheader.4, %for.body.i4.4, %B316.3
  %j.3.2.4 = phi i64 [ %.111.054.4, %B316.3 ], [ %.111.054.4, %for.body.i4.4 ], [ %.111.054.3, %B204.preheader.4 ], [ %40, %for.body.i.4.B316.4.loopexit_crit_edge ], [ %arg.low, %B204.backedge.4 ]
  %.593.4 = icmp slt i64 %j.3.2.4, 0
  %.594.4 = select i1 %.593.4, i64 %arg.R.5.0, i64 0
  %.595.4 = add i64 %.594.4, %j.3.2.4
  %.608.4 = getelementptr i64, i64* %arg.R.4, i64 %.595.4
  store i64 %.234.4, i64* %.608.4, align 8
  %.111.054.5 = add i64 %.111.054.in, 6
  %.218.5 = icmp slt i64 %.111.054.5, 0
  %.219.5 = select i1 %.218.5, i64 %arg.R.5.0, i64 0
  %.220.5 = add i64 %.219.5, %.111.054.5
  %.233.5 = getelementptr i64, i64* %arg.R.4, i64 %.220.5
  %.234.5 = load i64, i64* %.233.5, align 8
  %.29.i.5 = icmp slt i64 %.234.5, 0
  %.30.i.5 = select i1 %.29.i.5, i64 %arg.A.5.0, i64 0
  %.31.i.5 = add i64 %.30.i.5, %.234.5
  %.44.i.5 = getelementptr double, double* %arg.A.4, i64 %.31.i.5
  %.45.i.5 = load double, double* %.44.i.5, align 8, !noalias !156
  %.278.5 = icmp sgt i64 %.111.054.5, %arg.low
  br i1 %.278.5, label %B142.endif.5, label %B316.5

B142.endif.5:                                     ; preds = %B316.4
  %sunkaddr135 = mul i64 %.111.054.in, 8
  %41 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr136 = getelementptr i8, i8* %41, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, i8* %sunkaddr136, i64 40
  %42 = bitcast i8* %sunkaddr137 to i64*
  %.320.5 = load i64, i64* %42, align 8
  %.29.i14.5 = icmp slt i64 %.320.5, 0
  %.30.i15.5 = select i1 %.29.i14.5, i64 %arg.A.5.0, i64 0
  %.31.i16.5 = add i64 %.30.i15.5, %.320.5
  %.44.i17.5 = getelementptr double, double* %arg.A.4, i64 %.31.i16.5
  %.45.i18.5 = load double, double* %.44.i17.5, align 8, !noalias !159
  %.12.i1.5 = fcmp olt double %.45.i.5, %.45.i18.5
  br i1 %.12.i1.5, label %B204.preheader.5, label %for.body.i4.5

for.body.i4.5:                                    ; preds = %B142.endif.5
  %.25.i3.5 = fcmp ord double %.45.i18.5, 0.000000e+00
  %.52.i5.5 = fcmp uno double %.45.i.5, 0.000000e+00
  %or.cond.5 = select i1 %.25.i3.5, i1 true, i1 %.52.i5.5
  br i1 %or.cond.5, label %B316.5, label %B204.preheader.5

B204.preheader.5:                                 ; preds = %for.body.i4.5, %B142.endif.5
  %43 = icmp sgt i64 %.111.054.4, %arg.low
  %sunkaddr138 = mul i64 %.111.054.in, 8
  %44 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr139 = getelementptr i8, i8* %44, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, i8* %sunkaddr139, i64 48
  %45 = bitcast i8* %sunkaddr140 to i64*
  store i64 %.320.5, i64* %45, align 8
  br i1 %43, label %B254.endif.5.preheader, label %B316.5

B254.endif.5.preheader:                           ; preds = %B204.preheader.5
  br label %B254.endif.5

B254.endif.5:                                     ; preds = %B254.endif.5.preheader, %B204.backedge.5
  %lsr.iv84 = phi i64 [ %lsr.iv.next85, %B204.backedge.5 ], [ %lsr.iv82, %B254.endif.5.preheader ]
  %.486.5 = icmp ugt i64 %lsr.iv84, %const
  %.487.5 = select i1 %.486.5, i64 %arg.R.5.0, i64 0
  %46 = add i64 %.487.5, %lsr.iv84
  %.501.5 = getelementptr i64, i64* %arg.R.4, i64 %46
  %.502.5 = load i64, i64* %.501.5, align 8
  %.29.i9.5 = icmp slt i64 %.502.5, 0
  %.30.i10.5 = select i1 %.29.i9.5, i64 %arg.A.5.0, i64 0
  %.31.i11.5 = add i64 %.30.i10.5, %.502.5
  %.44.i12.5 = getelementptr double, double* %arg.A.4, i64 %.31.i11.5
  %.45.i13.5 = load double, double* %.44.i12.5, align 8, !noalias !162
  %.12.i.5 = fcmp olt double %.45.i.5, %.45.i13.5
  br i1 %.12.i.5, label %B204.backedge.5, label %for.body.i.5

for.body.i.5:                                     ; preds = %B254.endif.5
  %47 = fcmp uno double %.45.i.5, 0.000000e+00
  %.25.i.5 = fcmp ord double %.45.i13.5, 0.000000e+00
  %or.cond45.5 = select i1 %.25.i.5, i1 true, i1 %47
  br i1 %or.cond45.5, label %for.body.i.5.B316.5.loopexit_crit_edge, label %B204.backedge.5

B204.backedge.5:                                  ; preds = %for.body.i.5, %B254.endif.5
  %scevgep97 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv84
  %.417.5 = load i64, i64* %scevgep97, align 8
  %scevgep95 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv84
  %scevgep96 = getelementptr i64, i64* %scevgep95, i64 1
  store i64 %.417.5, i64* %scevgep96, align 8
  %lsr.iv.next85 = add i64 %lsr.iv84, -1
  %48 = add i64 %lsr.iv.next85, 1
  %.461.5 = icmp sgt i64 %48, %arg.low
  br i1 %.461.5, label %B254.endif.5, label %B316.5

for.body.i.5.B316.5.loopexit_crit_edge:           ; preds = %for.body.i.5
  %49 = add i64 %lsr.iv84, 1
  br label %B316.5

B316.5:                                           ; preds = %B204.backedge.5, %for.body.i.5.B316.5.loopexit_crit_edge, %B204.preheader.5, %for.body.i4.5, %B316.4
  %j.3.2.5 = phi i64 [ %.111.054.5, %B316.4 ], [ %.111.054.5, %for.body.i4.5 ], [ %.111.054.4, %B204.preheader.5 ], [ %49, %for.body.i.5.B316.5.loopexit_crit_edge ], [ %arg.low, %B204.backedge.5 ]
  %.593.5 = icmp slt i64 %j.3.2.5, 0
  %.594.5 = select i1 %.593.5, i64 %arg.R.5.0, i64 0
  %.595.5 = add i64 %.594.5, %j.3.2.5
  %.608.5 = getelementptr i64, i64* %arg.R.4, i64 %.595.5
  store i64 %.234.5, i64* %.608.5, align 8
  %.111.054.6 = add i64 %.111.054.in, 7
  %.218.6 = icmp slt i64 %.111.054.6, 0
  %.219.6 = select i1 %.218.6, i64 %arg.R.5.0, i64 0
  %.220.6 = add i64 %.219.6, %.111.054.6
  %.233.6 = getelementptr i64, i64* %arg.R.4, i64 %.220.6
  %.234.6 = load i64, i64* %.233.6, align 8
  %.29.i.6 = icmp slt i64 %.234.6, 0
  %.30.i.6 = select i1 %.29.i.6, i64 %arg.A.5.0, i64 0
  %.31.i.6 = add i64 %.30.i.6, %.234.6
  %.44.i.6 = getelementptr double, double* %arg.A.4, i64 %.31.i.6
  %.45.i.6 = load double, double* %.44.i.6, align 8, !noalias !156
  %.278.6 = icmp sgt i64 %.111.054.6, %arg.low
  br i1 %.278.6, label %B142.endif.6, label %B316.6

B142.endif.6:                                     ; preds = %B316.5
  %sunkaddr141 = mul i64 %.111.054.in, 8
  %50 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr142 = getelementptr i8, i8* %50, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, i8* %sunkaddr142, i64 48
  %51 = bitcast i8* %sunkaddr143 to i64*
  %.320.6 = load i64, i64* %51, align 8
  %.29.i14.6 = icmp slt i64 %.320.6, 0
  %.30.i15.6 = select i1 %.29.i14.6, i64 %arg.A.5.0, i64 0
  %.31.i16.6 = add i64 %.30.i15.6, %.320.6
  %.44.i17.6 = getelementptr double, double* %arg.A.4, i64 %.31.i16.6
  %.45.i18.6 = load double, double* %.44.i17.6, align 8, !noalias !159
  %.12.i1.6 = fcmp olt double %.45.i.6, %.45.i18.6
  br i1 %.12.i1.6, label %B204.preheader.6, label %for.body.i4.6

for.body.i4.6:                                    ; preds = %B142.endif.6
  %.25.i3.6 = fcmp ord double %.45.i18.6, 0.000000e+00
  %.52.i5.6 = fcmp uno double %.45.i.6, 0.000000e+00
  %or.cond.6 = select i1 %.25.i3.6, i1 true, i1 %.52.i5.6
  br i1 %or.cond.6, label %B316.6, label %B204.preheader.6

B204.preheader.6:                                 ; preds = %for.body.i4.6, %B142.endif.6
  %52 = icmp sgt i64 %.111.054.5, %arg.low
  %sunkaddr144 = mul i64 %.111.054.in, 8
  %53 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr145 = getelementptr i8, i8* %53, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, i8* %sunkaddr145, i64 56
  %54 = bitcast i8* %sunkaddr146 to i64*
  store i64 %.320.6, i64* %54, align 8
  br i1 %52, label %B254.endif.6.preheader, label %B316.6

B254.endif.6.preheader:                           ; preds = %B204.preheader.6
  br label %B254.endif.6

B254.endif.6:                                     ; preds = %B254.endif.6.preheader, %B204.backedge.6
  %lsr.iv91 = phi i64 [ %lsr.iv.next92, %B204.backedge.6 ], [ %lsr.iv89, %B254.endif.6.preheader ]
  %.486.6 = icmp ugt i64 %lsr.iv91, %const
  %.487.6 = select i1 %.486.6, i64 %arg.R.5.0, i64 0
  %55 = add i64 %.487.6, %lsr.iv91
  %.501.6 = getelementptr i64, i64* %arg.R.4, i64 %55
  %.502.6 = load i64, i64* %.501.6, align 8
  %.29.i9.6 = icmp slt i64 %.502.6, 0
  %.30.i10.6 = select i1 %.29.i9.6, i64 %arg.A.5.0, i64 0
  %.31.i11.6 = add i64 %.30.i10.6, %.502.6
  %.44.i12.6 = getelementptr double, double* %arg.A.4, i64 %.31.i11.6
  %.45.i13.6 = load double, double* %.44.i12.6, align 8, !noalias !162
  %.12.i.6 = fcmp olt double %.45.i.6, %.45.i13.6
  br i1 %.12.i.6, label %B204.backedge.6, label %for.body.i.6

for.body.i.6:                                     ; preds = %B254.endif.6
  %56 = fcmp uno double %.45.i.6, 0.000000e+00
  %.25.i.6 = fcmp ord double %.45.i13.6, 0.000000e+00
  %or.cond45.6 = select i1 %.25.i.6, i1 true, i1 %56
  br i1 %or.cond45.6, label %for.body.i.6.B316.6.loopexit_crit_edge, label %B204.backedge.6

B204.backedge.6:                                  ; preds = %for.body.i.6, %B254.endif.6
  %scevgep100 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv91
  %.417.6 = load i64, i64* %scevgep100, align 8
  %scevgep98 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv91
  %scevgep99 = getelementptr i64, i64* %scevgep98, i64 1
  store i64 %.417.6, i64* %scevgep99, align 8
  %lsr.iv.next92 = add i64 %lsr.iv91, -1
  %57 = add i64 %lsr.iv.next92, 1
  %.461.6 = icmp sgt i64 %57, %arg.low
  br i1 %.461.6, label %B254.endif.6, label %B316.6

for.body.i.6.B316.6.loopexit_crit_edge:           ; preds = %for.body.i.6
  %58 = add i64 %lsr.iv91, 1
  br label %B316.6

B316.6:                                           ; preds = %B204.backedge.6, %for.body.i.6.B316.6.loopexit_crit_edge, %B204.preheader.6, %for.body.i4.6, %B316.5
  %j.3.2.6 = phi i64 [ %.111.054.6, %B316.5 ], [ %.111.054.6, %for.body.i4.6 ], [ %.111.054.5, %B204.preheader.6 ], [ %58, %for.body.i.6.B316.6.loopexit_crit_edge ], [ %arg.low, %B204.backedge.6 ]
  %.593.6 = icmp slt i64 %j.3.2.6, 0
  %.594.6 = select i1 %.593.6, i64 %arg.R.5.0, i64 0
  %.595.6 = add i64 %.594.6, %j.3.2.6
  %.608.6 = getelementptr i64, i64* %arg.R.4, i64 %.595.6
  store i64 %.234.6, i64* %.608.6, align 8
  %.111.054.7 = add i64 %.111.054.in, 8
  %.176.7 = add nsw i64 %.16655, -8
  %.218.7 = icmp slt i64 %.111.054.7, 0
  %.219.7 = select i1 %.218.7, i64 %arg.R.5.0, i64 0
  %.220.7 = add i64 %.219.7, %.111.054.7
  %.233.7 = getelementptr i64, i64* %arg.R.4, i64 %.220.7
  %.234.7 = load i64, i64* %.233.7, align 8
  %.29.i.7 = icmp slt i64 %.234.7, 0
  %.30.i.7 = select i1 %.29.i.7, i64 %arg.A.5.0, i64 0
  %.31.i.7 = add i64 %.30.i.7, %.234.7
  %.44.i.7 = getelementptr double, double* %arg.A.4, i64 %.31.i.7
  %.45.i.7 = load double, double* %.44.i.7, align 8, !noalias !156
  %.278.7 = icmp sgt i64 %.111.054.7, %arg.low
  br i1 %.278.7, label %B142.endif.7, label %B316.7

B142.endif.7:                                     ; preds = %B316.6
  %sunkaddr147 = mul i64 %.111.054.7, 8
  %59 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr148 = getelementptr i8, i8* %59, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, i8* %sunkaddr148, i64 -8
  %60 = bitcast i8* %sunkaddr149 to i64*
  %.320.7 = load i64, i64* %60, align 8
  %.29.i14.7 = icmp slt i64 %.320.7, 0
  %.30.i15.7 = select i1 %.29.i14.7, i64 %arg.A.5.0, i64 0
  %.31.i16.7 = add i64 %.30.i15.7, %.320.7
  %.44.i17.7 = getelementptr double, double* %arg.A.4, i64 %.31.i16.7
  %.45.i18.7 = load double, double* %.44.i17.7, align 8, !noalias !159
  %.12.i1.7 = fcmp olt double %.45.i.7, %.45.i18.7
  br i1 %.12.i1.7, label %B204.preheader.7, label %for.body.i4.7

for.body.i4.7:                                    ; preds = %B142.endif.7
  %.25.i3.7 = fcmp ord double %.45.i18.7, 0.000000e+00
  %.52.i5.7 = fcmp uno double %.45.i.7, 0.000000e+00
  %or.cond.7 = select i1 %.25.i3.7, i1 true, i1 %.52.i5.7
  br i1 %or.cond.7, label %B316.7, label %B204.preheader.7

B204.preheader.7:                                 ; preds = %for.body.i4.7, %B142.endif.7
  %61 = icmp sgt i64 %.111.054.6, %arg.low
  %.44749.7 = getelementptr i64, i64* %arg.R.4, i64 %.111.054.7
  store i64 %.320.7, i64* %.44749.7, align 8
  br i1 %61, label %B254.endif.7.preheader, label %B316.7

B254.endif.7.preheader:                           ; preds = %B204.preheader.7
  br label %B254.endif.7

B254.endif.7:                                     ; preds = %B254.endif.7.preheader, %B204.backedge.7
  %lsr.iv98 = phi i64 [ %lsr.iv.next99, %B204.backedge.7 ], [ %lsr.iv96, %B254.endif.7.preheader ]
  %.486.7 = icmp ugt i64 %lsr.iv98, %const
  %.487.7 = select i1 %.486.7, i64 %arg.R.5.0, i64 0
  %62 = add i64 %.487.7, %lsr.iv98
  %.501.7 = getelementptr i64, i64* %arg.R.4, i64 %62
  %.502.7 = load i64, i64* %.501.7, align 8
  %.29.i9.7 = icmp slt i64 %.502.7, 0
  %.30.i10.7 = select i1 %.29.i9.7, i64 %arg.A.5.0, i64 0
  %.31.i11.7 = add i64 %.30.i10.7, %.502.7
  %.44.i12.7 = getelementptr double, double* %arg.A.4, i64 %.31.i11.7
  %.45.i13.7 = load double, double* %.44.i12.7, align 8, !noalias !162
  %.12.i.7 = fcmp olt double %.45.i.7, %.45.i13.7
  br i1 %.12.i.7, label %B204.backedge.7, label %for.body.i.7

for.body.i.7:                                     ; preds = %B254.endif.7
  %63 = fcmp uno double %.45.i.7, 0.000000e+00
  %.25.i.7 = fcmp ord double %.45.i13.7, 0.000000e+00
  %or.cond45.7 = select i1 %.25.i.7, i1 true, i1 %63
  br i1 %or.cond45.7, label %for.body.i.7.B316.7.loopexit_crit_edge, label %B204.backedge.7

B204.backedge.7:                                  ; preds = %for.body.i.7, %B254.endif.7
  %scevgep103 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv98
  %.417.7 = load i64, i64* %scevgep103, align 8
  %scevgep101 = getelementptr i64, i64* %arg.R.4, i64 %lsr.iv98
  %scevgep102 = getelementptr i64, i64* %scevgep101, i64 1
  store i64 %.417.7, i64* %scevgep102, align 8
  %lsr.iv.next99 = add i64 %lsr.iv98, -1
  %64 = add i64 %lsr.iv.next99, 1
  %.461.7 = icmp sgt i64 %64, %arg.low
  br i1 %.461.7, label %B254.endif.7, label %B316.7

for.body.i.7.B316.7.loopexit_crit_edge:           ; preds = %for.body.i.7
  %65 = add i64 %lsr.iv98, 1
  br label %B316.7

B316.7:                                           ; preds = %B204.backedge.7, %for.body.i.7.B316.7.loopexit_crit_edge, %B204.preheader.7, %for.body.i4.7, %B316.6
  %j.3.2.7 = phi i64 [ %.111.054.7, %B316.6 ], [ %.111.054.7, %for.body.i4.7 ], [ %.111.054.6, %B204.preheader.7 ], [ %65, %for.body.i.7.B316.7.loopexit_crit_edge ], [ %arg.low, %B204.backedge.7 ]
  %.593.7 = icmp slt i64 %j.3.2.7, 0
  %.594.7 = select i1 %.593.7, i64 %arg.R.5.0, i64 0
  %.595.7 = add i64 %.594.7, %j.3.2.7
  %.608.7 = getelementptr i64, i64* %arg.R.4, i64 %.595.7
  store i64 %.234.7, i64* %.608.7, align 8
  %lsr.iv.next = add i64 %lsr.iv, 8
  %lsr.iv.next69 = add i64 %lsr.iv68, 8
  %lsr.iv.next76 = add i64 %lsr.iv75, 8
  %lsr.iv.next83 = add i64 %lsr.iv82, 8
  %lsr.iv.next90 = add i64 %lsr.iv89, 8
  %lsr.iv.next97 = add i64 %lsr.iv96, 8
  %.167.7 = icmp sgt i64 %.16655, 8
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
  %.111.054.in.prol = phi i64 [ %.111.054.prol, %B316.prol ], [ %arg.low, %B84.endif.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B316.prol ], [ 0, %B84.endif.prol.preheader ]
  %.111.054.prol = add i64 %.111.054.in.prol, 1
  %.218.prol = icmp slt i64 %.111.054.prol, 0
  %.219.prol = select i1 %.218.prol, i64 %arg.R.5.0, i64 0
  %.220.prol = add i64 %.219.prol, %.111.054.prol
  %.233.prol = getelementptr i64, i64* %arg.R.4, i64 %.220.prol
  %.234.prol = load i64, i64* %.233.prol, align 8
  %.29.i.prol = icmp slt i64 %.234.prol, 0
  %.30.i.prol = select i1 %.29.i.prol, i64 %arg.A.5.0, i64 0
  %.31.i.prol = add i64 %.30.i.prol, %.234.prol
  %.44.i.prol = getelementptr double, double* %arg.A.4, i64 %.31.i.prol
  %.45.i.prol = load double, double* %.44.i.prol, align 8, !noalias !156
  %.278.prol = icmp sgt i64 %.111.054.prol, %arg.low
  br i1 %.278.prol, label %B142.endif.prol, label %B316.prol

B142.endif.prol:                                  ; preds = %B84.endif.prol
  %.319.prol = getelementptr i64, i64* %arg.R.4, i64 %.111.054.in.prol
  %.320.prol = load i64, i64* %.319.prol, align 8
  %.29.i14.prol = icmp slt i64 %.320.prol, 0
  %.30.i15.prol = select i1 %.29.i14.prol, i64 %arg.A.5.0, i64 0
  %.31.i16.prol = add i64 %.30.i15.prol, %.320.prol
  %.44.i17.prol = getelementptr double, double* %arg.A.4, i64 %.31.i16.prol
  %.45.i18.prol = load double, double* %.44.i17.prol, align 8, !noalias !159
  %.12.i1.prol = fcmp olt double %.45.i.prol, %.45.i18.prol
  br i1 %.12.i1.prol, label %B204.preheader.prol, label %for.body.i4.prol

for.body.i4.prol:                                 ; preds = %B142.endif.prol
  %.25.i3.prol = fcmp ord double %.45.i18.prol, 0.000000e+00
  %.52.i5.prol = fcmp uno double %.45.i.prol, 0.000000e+00
  %or.cond.prol = select i1 %.25.i3.prol, i1 true, i1 %.52.i5.prol
  br i1 %or.cond.prol, label %B316.prol, label %B204.preheader.prol

B204.preheader.prol:                              ; preds = %for.body.i4.prol, %B142.endif.prol
  %.44749.prol = getelementptr i64, i64* %arg.R.4, i64 %.111.054.prol
  store i64 %.320.prol, i64* %.44749.prol, align 8
  %.46150.prol = icmp sgt i64 %.111.054.in.prol, %arg.low
  br i1 %.46150.prol, label %B254.endif.prol.preheader, label %B316.prol

B254.endif.prol.preheader:                        ; preds = %B204.preheader.prol
  br label %B254.endif.prol

B254.endif.prol:                                  ; preds = %B254.endif.prol.preheader, %B204.backedge.prol
  %.38752.prol = phi i64 [ %69, %B204.backedge.prol ], [ %.111.054.in.prol, %B254.endif.prol.preheader ]
  %68 = add i64 %.38752.prol, 1
  %.486.prol = icmp slt i64 %68, 2
  %.487.prol = select i1 %.486.prol, i64 %arg.R.5.0, i64 0
  %69 = add nsw i64 %.38752.prol, -1
  %70 = add i64 %.487.prol, %.38752.prol
  %71 = add i64 %70, -1
  %.501.prol = getelementptr i64, i64* %arg.R.4, i64 %71
  %.502.prol = load i64, i64* %.501.prol, align 8
  %.29.i9.prol = icmp slt i64 %.502.prol, 0
  %.30.i10.prol = select i1 %.29.i9.prol, i64 %arg.A.5.0, i64 0
  %.31.i11.prol = add i64 %.30.i10.prol, %.502.prol
  %.44.i12.prol = getelementptr double, double* %arg.A.4, i64 %.31.i11.prol
  %.45.i13.prol = load double, double* %.44.i12.prol, align 8, !noalias !162
  %.12.i.prol = fcmp olt double %.45.i.prol, %.45.i13.prol
  br i1 %.12.i.prol, label %B204.backedge.prol, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %B254.endif.prol
  %72 = fcmp uno double %.45.i.prol, 0.000000e+00
  %.25.i.prol = fcmp ord double %.45.i13.prol, 0.000000e+00
  %or.cond45.prol = select i1 %.25.i.prol, i1 true, i1 %72
  br i1 %or.cond45.prol, label %B316.prol, label %B204.backedge.prol

B204.backedge.prol:                               ; preds = %for.body.i.prol, %B254.endif.prol
  %scevgep104 = getelementptr i64, i64* %arg.R.4, i64 %.38752.prol
  %scevgep105 = getelementptr i64, i64* %scevgep104, i64 -1
  %.417.prol = load i64, i64* %scevgep105, align 8
  %scevgep106 = getelementptr i64, i64* %arg.R.4, i64 %.38752.prol
  store i64 %.417.prol, i64* %scevgep106, align 8
  %.461.prol = icmp sgt i64 %69, %arg.low
  br i1 %.461.prol, label %B254.endif.prol, label %B316.prol

B316.prol:                                        ; preds = %B204.backedge.prol, %for.body.i.prol, %B204.preheader.prol, %for.body.i4.prol, %B84.endif.prol
  %j.3.2.prol = phi i64 [ %.111.054.prol, %B84.endif.prol ], [ %.111.054.prol, %for.body.i4.prol ], [ %.111.054.in.prol, %B204.preheader.prol ], [ %arg.low, %B204.backedge.prol ], [ %.38752.prol, %for.body.i.prol ]
  %.593.prol = icmp slt i64 %j.3.2.prol, 0
  %.594.prol = select i1 %.593.prol, i64 %arg.R.5.0, i64 0
  %.595.prol = add i64 %.594.prol, %j.3.2.prol
  %.608.prol = getelementptr i64, i64* %arg.R.4, i64 %.595.prol
  store i64 %.234.prol, i64* %.608.prol, align 8
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %B84.endif.prol.loopexit.loopexit, label %B84.endif.prol, !llvm.loop !165

B84.endif.prol.loopexit.loopexit:                 ; preds = %B316.prol
  %73 = and i64 %.124, -8
  br label %B84.endif.prol.loopexit

B84.endif.prol.loopexit:                          ; preds = %B84.endif.prol.loopexit.loopexit, %B84.endif.preheader
  %.16655.unr = phi i64 [ %.124, %B84.endif.preheader ], [ %73, %B84.endif.prol.loopexit.loopexit ]
  %.111.054.in.unr = phi i64 [ %arg.low, %B84.endif.preheader ], [ %.111.054.prol, %B84.endif.prol.loopexit.loopexit ]
  %74 = icmp ult i64 %67, 7
  br i1 %74, label %B328, label %B84.endif.preheader56

B84.endif.preheader56:                            ; preds = %B84.endif.prol.loopexit
  %const = bitcast i64 9223372036854775805 to i64
  %75 = add i64 %.111.054.in.unr, 1
  %76 = add i64 %.111.054.in.unr, 2
  %77 = add i64 %.111.054.in.unr, 3
  %78 = add i64 %.111.054.in.unr, 4
  %79 = add i64 %.111.054.in.unr, 5
  %80 = add i64 %.111.054.in.unr, 6
  br label %B84.endif

B84.endif:                                        ; preds = %B84.endif.preheader56, %B316.7
  %lsr.iv96 = phi i64 [ %80, %B84.endif.preheader56 ], [ %lsr.iv.next97, %B316.7 ]
  %lsr.iv89 = phi i64 [ %79, %B84.endif.preheader56 ], [ %lsr.iv.next90, %B316.7 ]
  %lsr.iv82 = phi i64 [ %78, %B84.endif.preheader56 ], [ %lsr.iv.next83, %B316.7 ]
  %lsr.iv75 = phi i64 [ %77, %B84.endif.preheader56 ], [ %lsr.iv.next76, %B316.7 ]
  %lsr.iv68 = phi i64 [ %76, %B84.endif.preheader56 ], [ %lsr.iv.next69, %B316.7 ]
  %lsr.iv = phi i64 [ %75, %B84.endif.preheader56 ], [ %lsr.iv.next, %B316.7 ]
  %.16655 = phi i64 [ %.16655.unr, %B84.endif.preheader56 ], [ %.176.7, %B316.7 ]
  %.111.054.in = phi i64 [ %.111.054.in.unr, %B84.endif.preheader56 ], [ %.111.054.7, %B316.7 ]
  %.111.054 = add i64 %.111.054.in, 1
  %.218 = icmp slt i64 %.111.054, 0
  %.219 = select i1 %.218, i64 %arg.R.5.0, i64 0
  %.220 = add i64 %.219, %.111.054
  %.233 = getelementptr i64, i64* %arg.R.4, i64 %.220
  %.234 = load i64, i64* %.233, align 8
  %.29.i = icmp slt i64 %.234, 0
  %.30.i = select i1 %.29.i, i64 %arg.A.5.0, i64 0
  %.31.i = add i64 %.30.i, %.234
  %.44.i = getelementptr double, double* %arg.A.4, i64 %.31.i
  %.45.i = load double, double* %.44.i, align 8, !noalias !156
  %.278 = icmp sgt i64 %.111.054, %arg.low
  br i1 %.278, label %B142.endif, label %B316

B142.endif:                                       ; preds = %B84.endif
  %.319 = getelementptr i64, i64* %arg.R.4, i64 %.111.054.in
  %.320 = load i64, i64* %.319, align 8
  %.29.i14 = icmp slt i64 %.320, 0
  %.30.i15 = select i1 %.29.i14, i64 %arg.A.5.0, i64 0
  %.31.i16 = add i64 %.30.i15, %.320
  %.44.i17 = getelementptr double, double* %arg.A.4, i64 %.31.i16
  %.45.i18 = load double, double* %.44.i17, align 8, !noalias !159
  %.12.i1 = fcmp olt double %.45.i, %.45.i18
  br i1 %.12.i1, label %B204.preheader, label %for.body.i4

for.body.i4:                                      ; preds = %B142.endif
  %.25.i3 = fcmp ord double %.45.i18, 0.000000e+00
  %.52.i5 = fcmp uno double %.45.i, 0.000000e+00
  %or.cond = select i1 %.25.i3, i1 true, i1 %.52.i5
  br i1 %or.cond, label %B316, label %B204.preheader

B204.preheader:                                   ; preds = %for.body.i4, %B142.endif
  %sunkaddr150 = mul i64 %.111.054.in, 8
  %81 = bitcast i64* %arg.R.4 to i8*
  %sunkaddr151 = getelementptr i8, i8* %81, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, i8* %sunkaddr151, i64 8
  %82 = bitcast i8* %sunkaddr152 to i64*
  store i64 %.320, i64* %82, align 8
  %.46150 = icmp sgt i64 %.111.054.in, %arg.low
  br i1 %.46150, label %B254.endif.preheader, label %B316

B254.endif.preheader:                             ; preds = %B204.preheader
  br label %B254.endif

B254.endif:                                       ; preds = %B254.endif.preheader, %B204.backedge
  %.38752 = phi i64 [ %84, %B204.backedge ], [ %.111.054.in, %B254.endif.preheader ]
  %83 = add i64 %.38752, 1
  %.486 = icmp slt i64 %83, 2
  %.487 = select i1 %.486, i64 %arg.R.5.0, i64 0
  %84 = add nsw i64 %.38752, -1
  %85 = add i64 %.487, %.38752
  %86 = add i64 %85, -1
  %.501 = getelementptr i64, i64* %arg.R.4, i64 %86
  %.502 = load i64, i64* %.501, align 8
  %.29.i9 = icmp slt i64 %.502, 0
  %.30.i10 = select i1 %.29.i9, i64 %arg.A.5.0, i64 0
  %.31.i11 = add i64 %.30.i10, %.502
  %.44.i12 = getelementptr double, double* %arg.A.4, i64 %.31.i11
  %.45.i13 = load double, double* %.44.i12, align 8, !noalias !162
  %.12.i = fcmp olt double %.45.i, %.45.i13
  br i1 %.12.i, label %B204.backedge, label %for.body.i

B204.backedge:                                    ; preds = %for.body.i, %B254.endif
  %scevgep = getelementptr i64, i64* %arg.R.4, i64 %.38752
  %scevgep80 = getelementptr i64, i64* %scevgep, i64 -1
  %.417 = load i64, i64* %scevgep80, align 8
  %scevgep81 = getelementptr i64, i64* %arg.R.4, i64 %.38752
  store i64 %.417, i64* %scevgep81, align 8
  %.461 = icmp sgt i64 %84, %arg.low
  br i1 %.461, label %B254.endif, label %B316

for.body.i:                                       ; preds = %B254.endif
  %87 = fcmp uno double %.45.i, 0.000000e+00
  %.25.i = fcmp ord double %.45.i13, 0.000000e+00
  %or.cond45 = select i1 %.25.i, i1 true, i1 %87
  br i1 %or.cond45, label %B316, label %B204.backedge
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #6

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { noinline }
attributes #5 = { nofree norecurse nosync nounwind }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = !{!33}
!33 = distinct !{!33, !29}
!34 = !{!31, !28}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = distinct !{!37, !19}
!38 = distinct !{!38, !19}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!40, !43}
!47 = distinct !{!47, !36}
!48 = distinct !{!48, !19}
!49 = distinct !{!49, !19}
!50 = distinct !{!50, !36}
!51 = distinct !{!51, !36}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = !{!58}
!58 = distinct !{!58, !54}
!59 = !{!53, !56}
!60 = distinct !{!60, !36}
!61 = distinct !{!61, !19}
!62 = distinct !{!62, !19}
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !{!67}
!67 = distinct !{!67, !65}
!68 = !{!69}
!69 = distinct !{!69, !65}
!70 = !{!64, !67}
!71 = distinct !{!71, !36}
!72 = distinct !{!72, !19}
!73 = distinct !{!73, !19}
!74 = distinct !{!74, !36}
!75 = distinct !{!75, !36}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!79 = distinct !{!79, !19}
!80 = distinct !{!80, !19}
!81 = !{!82, !84, !85, !87}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!85 = distinct !{!85, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!87 = distinct !{!87, !86, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!88 = !{!89}
!89 = distinct !{!89, !90}
!90 = distinct !{!90, !"LVerDomain"}
!91 = !{!92}
!92 = distinct !{!92, !90}
!93 = distinct !{!93, !36}
!94 = distinct !{!94, !19}
!95 = distinct !{!95, !19}
!96 = distinct !{!96, !36}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!99 = distinct !{!99, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!100 = distinct !{!100, !19}
!101 = !{!102, !104}
!102 = distinct !{!102, !103, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!103 = distinct !{!103, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!104 = distinct !{!104, !103, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!105 = distinct !{!105, !19}
!106 = distinct !{!106, !19}
!107 = !{!108, !110, !111, !113, !114, !116}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!111 = distinct !{!111, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!113 = distinct !{!113, !112, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %excinfo"}
!117 = !{!114, !116}
!118 = distinct !{!118, !36}
!119 = distinct !{!119, !19}
!120 = distinct !{!120, !19}
!121 = distinct !{!121, !122, !36}
!122 = !{!"llvm.loop.unroll.runtime.disable"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!125 = distinct !{!125, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!128 = distinct !{!128, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!131 = distinct !{!131, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!134 = distinct !{!134, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!137 = distinct !{!137, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!140 = distinct !{!140, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!143 = distinct !{!143, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!146 = distinct !{!146, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!149 = distinct !{!149, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!150 = !{!151}
!151 = distinct !{!151, !152, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!152 = distinct !{!152, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!155 = distinct !{!155, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!158 = distinct !{!158, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!161 = distinct !{!161, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!164 = distinct !{!164, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!165 = distinct !{!165, !19}
