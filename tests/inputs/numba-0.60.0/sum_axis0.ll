; ModuleID = 'sum_axis0'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139757634608256 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757634608256.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757634608256 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757634608256, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757634608256.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_axis0 = internal constant [10 x i8] c"sum_axis0\00"
@_ZN08NumbaEnv7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f1bdc2ccc90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1bdc2ccc90>\00"
@_ZN08NumbaEnv5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@.const.pickledata.139757629409920 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Faxis is out of bounds for array\94\85\94\8C\05inner\94\8C\15numba/np/arraymath.py\94K\CF\87\94\87\94."
@.const.pickledata.139757629409920.sha1 = internal constant [20 x i8] c"L\C6!\ACl\C0\F8\C2H\17\C2\1E\D6\FA\95\1E\DFE\F2\83"
@.const.picklebuf.139757629409920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([112 x i8], [112 x i8]* @.const.pickledata.139757629409920, i32 0, i32 0), i32 112, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757629409920.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757630220608 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139757630220608.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139757630220608 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139757630220608, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757630220608.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757630318464 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\13pop from empty list\94\85\94N\87\94."
@.const.pickledata.139757630318464.sha1 = internal constant [20 x i8] c"\9E\ABl\E8SK@\86l\09un\EF\1DP\FB\A8V\B61"
@.const.picklebuf.139757630318464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139757630318464, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757630318464.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757630642816 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139757630642816.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139757630642816 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139757630642816, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757630642816.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@.const.pickledata.139757629211328 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139757629211328.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139757629211328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139757629211328, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757629211328.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@.const.pickledata.139757630645952 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139757630645952.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139757630645952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139757630645952, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757630645952.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global i8* null
@.const.pickledata.139757631367744 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139757631367744.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139757631367744 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139757631367744, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757631367744.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139757634767744 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139757634767744.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139757634767744 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139757634767744, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757634767744.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757631364352 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757631364352.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757631364352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757631364352, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757631364352.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635013440 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath16_gen_index_tuple12_3clocals_3e7codegen12_3clocals_3e17create_full_sliceB3v28B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath19_array_sum_axis_nopB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdc1a1f10B3v29B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139757635013440.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
entry:
  %.23.i = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !2
  tail call void @NRT_incref(i8* %arg.X.0), !noalias !2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false), !noalias !2
  %.31.i = call i32 @_ZN5numba2np9arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.23.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i64 0), !noalias !2
  switch i32 %.31.i, label %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit [
    i32 -2, label %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
    i32 0, label %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  ]

_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8*
  %.fca.0.gep13.i465 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i, i64 0, i32 4
  %.41.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !2
  %.41.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !2
  %.41.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i465, align 8, !noalias !2
  tail call void @NRT_decref(i8* %arg.X.0), !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.X.0)
  %.127 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.41.fca.5.0.load.i, i64 8)
  %.129 = extractvalue { i64, i1 } %.127, 1
  br i1 %.129, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !6

_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8*
  %.32.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.38 = icmp sgt i32 %.31.i, 0
  %.39 = select i1 %.38, { i8*, i32, i8*, i8*, i32 }* %.32.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.39, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.31.i, %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757634608256, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  %.128 = extractvalue { i64, i1 } %.127, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.128, i32 32), !noalias !8
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !6

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i12 = load double*, double** %6, align 8
  %.1969 = icmp sgt i64 %.41.fca.5.0.load.i, 0
  br i1 %.1969, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.198.not = icmp eq i64 %.41.fca.5.0.load.i, 1
  br i1 %.198.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %.41.fca.5.0.load.i, 32
  br i1 %min.iters.check, label %for.body.us.preheader42, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i12, i64 %.41.fca.5.0.load.i
  %scevgep37 = getelementptr double, double* %.41.fca.4.load.i, i64 %.41.fca.5.0.load.i
  %bound0 = icmp ult double* %.6.i12, %scevgep37
  %bound1 = icmp ult double* %.41.fca.4.load.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader42, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.41.fca.5.0.load.i, -32
  %7 = add i64 %n.vec, -32
  %8 = lshr exact i64 %7, 5
  %9 = add nuw nsw i64 %8, 1
  %xtraiter46 = and i64 %9, 7
  %10 = icmp ult i64 %7, 224
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter49 = and i64 %9, 1152921504606846968
  %scevgep271 = getelementptr double, double* %.41.fca.4.load.i, i64 248
  %scevgep367 = getelementptr double, double* %.6.i12, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv463 = phi i64 [ %lsr.iv.next464, %vector.body ], [ %unroll_iter49, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep355 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep355356 = bitcast double* %scevgep355 to <8 x double>*
  %scevgep357 = getelementptr <8 x double>, <8 x double>* %scevgep355356, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep357, align 8, !alias.scope !15
  %scevgep364 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep364365 = bitcast double* %scevgep364 to <8 x double>*
  %scevgep366 = getelementptr <8 x double>, <8 x double>* %scevgep364365, i64 -30
  %wide.load39 = load <8 x double>, <8 x double>* %scevgep366, align 8, !alias.scope !15
  %scevgep361 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep361362 = bitcast double* %scevgep361 to <8 x double>*
  %scevgep363 = getelementptr <8 x double>, <8 x double>* %scevgep361362, i64 -29
  %wide.load40 = load <8 x double>, <8 x double>* %scevgep363, align 8, !alias.scope !15
  %scevgep358 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep358359 = bitcast double* %scevgep358 to <8 x double>*
  %scevgep360 = getelementptr <8 x double>, <8 x double>* %scevgep358359, i64 -28
  %wide.load41 = load <8 x double>, <8 x double>* %scevgep360, align 8, !alias.scope !15
  %11 = fmul <8 x double> %wide.load, %wide.load
  %12 = fmul <8 x double> %wide.load39, %wide.load39
  %13 = fmul <8 x double> %wide.load40, %wide.load40
  %14 = fmul <8 x double> %wide.load41, %wide.load41
  %scevgep451 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -31
  store <8 x double> %11, <8 x double>* %scevgep453, align 8, !alias.scope !18, !noalias !15
  %scevgep460 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep460461 = bitcast double* %scevgep460 to <8 x double>*
  %scevgep462 = getelementptr <8 x double>, <8 x double>* %scevgep460461, i64 -30
  store <8 x double> %12, <8 x double>* %scevgep462, align 8, !alias.scope !18, !noalias !15
  %scevgep457 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %scevgep457458, i64 -29
  store <8 x double> %13, <8 x double>* %scevgep459, align 8, !alias.scope !18, !noalias !15
  %scevgep454 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -28
  store <8 x double> %14, <8 x double>* %scevgep456, align 8, !alias.scope !18, !noalias !15
  %scevgep341 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep341342 = bitcast double* %scevgep341 to <8 x double>*
  %scevgep343 = getelementptr <8 x double>, <8 x double>* %scevgep341342, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep343, align 8, !alias.scope !15
  %scevgep338 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep338339 = bitcast double* %scevgep338 to <8 x double>*
  %scevgep340 = getelementptr <8 x double>, <8 x double>* %scevgep338339, i64 -26
  %wide.load39.1 = load <8 x double>, <8 x double>* %scevgep340, align 8, !alias.scope !15
  %scevgep335 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep335336 = bitcast double* %scevgep335 to <8 x double>*
  %scevgep337 = getelementptr <8 x double>, <8 x double>* %scevgep335336, i64 -25
  %wide.load40.1 = load <8 x double>, <8 x double>* %scevgep337, align 8, !alias.scope !15
  %scevgep332 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep332333 = bitcast double* %scevgep332 to <8 x double>*
  %scevgep334 = getelementptr <8 x double>, <8 x double>* %scevgep332333, i64 -24
  %wide.load41.1 = load <8 x double>, <8 x double>* %scevgep334, align 8, !alias.scope !15
  %15 = fmul <8 x double> %wide.load.1, %wide.load.1
  %16 = fmul <8 x double> %wide.load39.1, %wide.load39.1
  %17 = fmul <8 x double> %wide.load40.1, %wide.load40.1
  %18 = fmul <8 x double> %wide.load41.1, %wide.load41.1
  %scevgep437 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <8 x double>*
  %scevgep439 = getelementptr <8 x double>, <8 x double>* %scevgep437438, i64 -27
  store <8 x double> %15, <8 x double>* %scevgep439, align 8, !alias.scope !18, !noalias !15
  %scevgep434 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <8 x double>*
  %scevgep436 = getelementptr <8 x double>, <8 x double>* %scevgep434435, i64 -26
  store <8 x double> %16, <8 x double>* %scevgep436, align 8, !alias.scope !18, !noalias !15
  %scevgep431 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <8 x double>*
  %scevgep433 = getelementptr <8 x double>, <8 x double>* %scevgep431432, i64 -25
  store <8 x double> %17, <8 x double>* %scevgep433, align 8, !alias.scope !18, !noalias !15
  %scevgep428 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <8 x double>*
  %scevgep430 = getelementptr <8 x double>, <8 x double>* %scevgep428429, i64 -24
  store <8 x double> %18, <8 x double>* %scevgep430, align 8, !alias.scope !18, !noalias !15
  %scevgep329 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep329330 = bitcast double* %scevgep329 to <8 x double>*
  %scevgep331 = getelementptr <8 x double>, <8 x double>* %scevgep329330, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep331, align 8, !alias.scope !15
  %scevgep326 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep326327 = bitcast double* %scevgep326 to <8 x double>*
  %scevgep328 = getelementptr <8 x double>, <8 x double>* %scevgep326327, i64 -22
  %wide.load39.2 = load <8 x double>, <8 x double>* %scevgep328, align 8, !alias.scope !15
  %scevgep323 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep323324 = bitcast double* %scevgep323 to <8 x double>*
  %scevgep325 = getelementptr <8 x double>, <8 x double>* %scevgep323324, i64 -21
  %wide.load40.2 = load <8 x double>, <8 x double>* %scevgep325, align 8, !alias.scope !15
  %scevgep320 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep320321 = bitcast double* %scevgep320 to <8 x double>*
  %scevgep322 = getelementptr <8 x double>, <8 x double>* %scevgep320321, i64 -20
  %wide.load41.2 = load <8 x double>, <8 x double>* %scevgep322, align 8, !alias.scope !15
  %19 = fmul <8 x double> %wide.load.2, %wide.load.2
  %20 = fmul <8 x double> %wide.load39.2, %wide.load39.2
  %21 = fmul <8 x double> %wide.load40.2, %wide.load40.2
  %22 = fmul <8 x double> %wide.load41.2, %wide.load41.2
  %scevgep425 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep425426 = bitcast double* %scevgep425 to <8 x double>*
  %scevgep427 = getelementptr <8 x double>, <8 x double>* %scevgep425426, i64 -23
  store <8 x double> %19, <8 x double>* %scevgep427, align 8, !alias.scope !18, !noalias !15
  %scevgep422 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep422423 = bitcast double* %scevgep422 to <8 x double>*
  %scevgep424 = getelementptr <8 x double>, <8 x double>* %scevgep422423, i64 -22
  store <8 x double> %20, <8 x double>* %scevgep424, align 8, !alias.scope !18, !noalias !15
  %scevgep419 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep419420 = bitcast double* %scevgep419 to <8 x double>*
  %scevgep421 = getelementptr <8 x double>, <8 x double>* %scevgep419420, i64 -21
  store <8 x double> %21, <8 x double>* %scevgep421, align 8, !alias.scope !18, !noalias !15
  %scevgep416 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep416417 = bitcast double* %scevgep416 to <8 x double>*
  %scevgep418 = getelementptr <8 x double>, <8 x double>* %scevgep416417, i64 -20
  store <8 x double> %22, <8 x double>* %scevgep418, align 8, !alias.scope !18, !noalias !15
  %scevgep317 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep317318 = bitcast double* %scevgep317 to <8 x double>*
  %scevgep319 = getelementptr <8 x double>, <8 x double>* %scevgep317318, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep319, align 8, !alias.scope !15
  %scevgep314 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep314315 = bitcast double* %scevgep314 to <8 x double>*
  %scevgep316 = getelementptr <8 x double>, <8 x double>* %scevgep314315, i64 -18
  %wide.load39.3 = load <8 x double>, <8 x double>* %scevgep316, align 8, !alias.scope !15
  %scevgep311 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep311312 = bitcast double* %scevgep311 to <8 x double>*
  %scevgep313 = getelementptr <8 x double>, <8 x double>* %scevgep311312, i64 -17
  %wide.load40.3 = load <8 x double>, <8 x double>* %scevgep313, align 8, !alias.scope !15
  %scevgep308 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep308309 = bitcast double* %scevgep308 to <8 x double>*
  %scevgep310 = getelementptr <8 x double>, <8 x double>* %scevgep308309, i64 -16
  %wide.load41.3 = load <8 x double>, <8 x double>* %scevgep310, align 8, !alias.scope !15
  %23 = fmul <8 x double> %wide.load.3, %wide.load.3
  %24 = fmul <8 x double> %wide.load39.3, %wide.load39.3
  %25 = fmul <8 x double> %wide.load40.3, %wide.load40.3
  %26 = fmul <8 x double> %wide.load41.3, %wide.load41.3
  %scevgep413 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep413414 = bitcast double* %scevgep413 to <8 x double>*
  %scevgep415 = getelementptr <8 x double>, <8 x double>* %scevgep413414, i64 -19
  store <8 x double> %23, <8 x double>* %scevgep415, align 8, !alias.scope !18, !noalias !15
  %scevgep410 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep410411 = bitcast double* %scevgep410 to <8 x double>*
  %scevgep412 = getelementptr <8 x double>, <8 x double>* %scevgep410411, i64 -18
  store <8 x double> %24, <8 x double>* %scevgep412, align 8, !alias.scope !18, !noalias !15
  %scevgep407 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep407408 = bitcast double* %scevgep407 to <8 x double>*
  %scevgep409 = getelementptr <8 x double>, <8 x double>* %scevgep407408, i64 -17
  store <8 x double> %25, <8 x double>* %scevgep409, align 8, !alias.scope !18, !noalias !15
  %scevgep404 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep404405 = bitcast double* %scevgep404 to <8 x double>*
  %scevgep406 = getelementptr <8 x double>, <8 x double>* %scevgep404405, i64 -16
  store <8 x double> %26, <8 x double>* %scevgep406, align 8, !alias.scope !18, !noalias !15
  %scevgep305 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep305306 = bitcast double* %scevgep305 to <8 x double>*
  %scevgep307 = getelementptr <8 x double>, <8 x double>* %scevgep305306, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep307, align 8, !alias.scope !15
  %scevgep302 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep302303 = bitcast double* %scevgep302 to <8 x double>*
  %scevgep304 = getelementptr <8 x double>, <8 x double>* %scevgep302303, i64 -14
  %wide.load39.4 = load <8 x double>, <8 x double>* %scevgep304, align 8, !alias.scope !15
  %scevgep299 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep299300 = bitcast double* %scevgep299 to <8 x double>*
  %scevgep301 = getelementptr <8 x double>, <8 x double>* %scevgep299300, i64 -13
  %wide.load40.4 = load <8 x double>, <8 x double>* %scevgep301, align 8, !alias.scope !15
  %scevgep296 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep296297 = bitcast double* %scevgep296 to <8 x double>*
  %scevgep298 = getelementptr <8 x double>, <8 x double>* %scevgep296297, i64 -12
  %wide.load41.4 = load <8 x double>, <8 x double>* %scevgep298, align 8, !alias.scope !15
  %27 = fmul <8 x double> %wide.load.4, %wide.load.4
  %28 = fmul <8 x double> %wide.load39.4, %wide.load39.4
  %29 = fmul <8 x double> %wide.load40.4, %wide.load40.4
  %30 = fmul <8 x double> %wide.load41.4, %wide.load41.4
  %scevgep401 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep401402 = bitcast double* %scevgep401 to <8 x double>*
  %scevgep403 = getelementptr <8 x double>, <8 x double>* %scevgep401402, i64 -15
  store <8 x double> %27, <8 x double>* %scevgep403, align 8, !alias.scope !18, !noalias !15
  %scevgep398 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep398399 = bitcast double* %scevgep398 to <8 x double>*
  %scevgep400 = getelementptr <8 x double>, <8 x double>* %scevgep398399, i64 -14
  store <8 x double> %28, <8 x double>* %scevgep400, align 8, !alias.scope !18, !noalias !15
  %scevgep395 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep395396 = bitcast double* %scevgep395 to <8 x double>*
  %scevgep397 = getelementptr <8 x double>, <8 x double>* %scevgep395396, i64 -13
  store <8 x double> %29, <8 x double>* %scevgep397, align 8, !alias.scope !18, !noalias !15
  %scevgep392 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep392393 = bitcast double* %scevgep392 to <8 x double>*
  %scevgep394 = getelementptr <8 x double>, <8 x double>* %scevgep392393, i64 -12
  store <8 x double> %30, <8 x double>* %scevgep394, align 8, !alias.scope !18, !noalias !15
  %scevgep293 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep293294 = bitcast double* %scevgep293 to <8 x double>*
  %scevgep295 = getelementptr <8 x double>, <8 x double>* %scevgep293294, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep295, align 8, !alias.scope !15
  %scevgep290 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep290291 = bitcast double* %scevgep290 to <8 x double>*
  %scevgep292 = getelementptr <8 x double>, <8 x double>* %scevgep290291, i64 -10
  %wide.load39.5 = load <8 x double>, <8 x double>* %scevgep292, align 8, !alias.scope !15
  %scevgep287 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep287288 = bitcast double* %scevgep287 to <8 x double>*
  %scevgep289 = getelementptr <8 x double>, <8 x double>* %scevgep287288, i64 -9
  %wide.load40.5 = load <8 x double>, <8 x double>* %scevgep289, align 8, !alias.scope !15
  %scevgep284 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep284285 = bitcast double* %scevgep284 to <8 x double>*
  %scevgep286 = getelementptr <8 x double>, <8 x double>* %scevgep284285, i64 -8
  %wide.load41.5 = load <8 x double>, <8 x double>* %scevgep286, align 8, !alias.scope !15
  %31 = fmul <8 x double> %wide.load.5, %wide.load.5
  %32 = fmul <8 x double> %wide.load39.5, %wide.load39.5
  %33 = fmul <8 x double> %wide.load40.5, %wide.load40.5
  %34 = fmul <8 x double> %wide.load41.5, %wide.load41.5
  %scevgep389 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep389390 = bitcast double* %scevgep389 to <8 x double>*
  %scevgep391 = getelementptr <8 x double>, <8 x double>* %scevgep389390, i64 -11
  store <8 x double> %31, <8 x double>* %scevgep391, align 8, !alias.scope !18, !noalias !15
  %scevgep386 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep386387 = bitcast double* %scevgep386 to <8 x double>*
  %scevgep388 = getelementptr <8 x double>, <8 x double>* %scevgep386387, i64 -10
  store <8 x double> %32, <8 x double>* %scevgep388, align 8, !alias.scope !18, !noalias !15
  %scevgep383 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep383384 = bitcast double* %scevgep383 to <8 x double>*
  %scevgep385 = getelementptr <8 x double>, <8 x double>* %scevgep383384, i64 -9
  store <8 x double> %33, <8 x double>* %scevgep385, align 8, !alias.scope !18, !noalias !15
  %scevgep380 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep380381 = bitcast double* %scevgep380 to <8 x double>*
  %scevgep382 = getelementptr <8 x double>, <8 x double>* %scevgep380381, i64 -8
  store <8 x double> %34, <8 x double>* %scevgep382, align 8, !alias.scope !18, !noalias !15
  %scevgep281 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep281282 = bitcast double* %scevgep281 to <8 x double>*
  %scevgep283 = getelementptr <8 x double>, <8 x double>* %scevgep281282, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep283, align 8, !alias.scope !15
  %scevgep278 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep278279 = bitcast double* %scevgep278 to <8 x double>*
  %scevgep280 = getelementptr <8 x double>, <8 x double>* %scevgep278279, i64 -6
  %wide.load39.6 = load <8 x double>, <8 x double>* %scevgep280, align 8, !alias.scope !15
  %scevgep275 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep275276 = bitcast double* %scevgep275 to <8 x double>*
  %scevgep277 = getelementptr <8 x double>, <8 x double>* %scevgep275276, i64 -5
  %wide.load40.6 = load <8 x double>, <8 x double>* %scevgep277, align 8, !alias.scope !15
  %scevgep272 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep272273 = bitcast double* %scevgep272 to <8 x double>*
  %scevgep274 = getelementptr <8 x double>, <8 x double>* %scevgep272273, i64 -4
  %wide.load41.6 = load <8 x double>, <8 x double>* %scevgep274, align 8, !alias.scope !15
  %35 = fmul <8 x double> %wide.load.6, %wide.load.6
  %36 = fmul <8 x double> %wide.load39.6, %wide.load39.6
  %37 = fmul <8 x double> %wide.load40.6, %wide.load40.6
  %38 = fmul <8 x double> %wide.load41.6, %wide.load41.6
  %scevgep377 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep377378 = bitcast double* %scevgep377 to <8 x double>*
  %scevgep379 = getelementptr <8 x double>, <8 x double>* %scevgep377378, i64 -7
  store <8 x double> %35, <8 x double>* %scevgep379, align 8, !alias.scope !18, !noalias !15
  %scevgep374 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep374375 = bitcast double* %scevgep374 to <8 x double>*
  %scevgep376 = getelementptr <8 x double>, <8 x double>* %scevgep374375, i64 -6
  store <8 x double> %36, <8 x double>* %scevgep376, align 8, !alias.scope !18, !noalias !15
  %scevgep371 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep371372 = bitcast double* %scevgep371 to <8 x double>*
  %scevgep373 = getelementptr <8 x double>, <8 x double>* %scevgep371372, i64 -5
  store <8 x double> %37, <8 x double>* %scevgep373, align 8, !alias.scope !18, !noalias !15
  %scevgep368 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep368369 = bitcast double* %scevgep368 to <8 x double>*
  %scevgep370 = getelementptr <8 x double>, <8 x double>* %scevgep368369, i64 -4
  store <8 x double> %38, <8 x double>* %scevgep370, align 8, !alias.scope !18, !noalias !15
  %scevgep352 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep352353 = bitcast double* %scevgep352 to <8 x double>*
  %scevgep354 = getelementptr <8 x double>, <8 x double>* %scevgep352353, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep354, align 8, !alias.scope !15
  %scevgep349 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep349350 = bitcast double* %scevgep349 to <8 x double>*
  %scevgep351 = getelementptr <8 x double>, <8 x double>* %scevgep349350, i64 -2
  %wide.load39.7 = load <8 x double>, <8 x double>* %scevgep351, align 8, !alias.scope !15
  %scevgep346 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep346347 = bitcast double* %scevgep346 to <8 x double>*
  %scevgep348 = getelementptr <8 x double>, <8 x double>* %scevgep346347, i64 -1
  %wide.load40.7 = load <8 x double>, <8 x double>* %scevgep348, align 8, !alias.scope !15
  %scevgep344 = getelementptr double, double* %scevgep271, i64 %index
  %scevgep344345 = bitcast double* %scevgep344 to <8 x double>*
  %wide.load41.7 = load <8 x double>, <8 x double>* %scevgep344345, align 8, !alias.scope !15
  %39 = fmul <8 x double> %wide.load.7, %wide.load.7
  %40 = fmul <8 x double> %wide.load39.7, %wide.load39.7
  %41 = fmul <8 x double> %wide.load40.7, %wide.load40.7
  %42 = fmul <8 x double> %wide.load41.7, %wide.load41.7
  %scevgep448 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -3
  store <8 x double> %39, <8 x double>* %scevgep450, align 8, !alias.scope !18, !noalias !15
  %scevgep445 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -2
  store <8 x double> %40, <8 x double>* %scevgep447, align 8, !alias.scope !18, !noalias !15
  %scevgep442 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -1
  store <8 x double> %41, <8 x double>* %scevgep444, align 8, !alias.scope !18, !noalias !15
  %scevgep440 = getelementptr double, double* %scevgep367, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <8 x double>*
  store <8 x double> %42, <8 x double>* %scevgep440441, align 8, !alias.scope !18, !noalias !15
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next464 = add i64 %lsr.iv463, -8
  %niter50.ncmp.7 = icmp eq i64 %lsr.iv.next464, 0
  br i1 %niter50.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !20

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod48.not = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod48.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %43 = add nuw nsw i64 %index.unr, 24
  %scevgep243 = getelementptr double, double* %.6.i12, i64 %43
  %scevgep258 = getelementptr double, double* %.41.fca.4.load.i, i64 %43
  %44 = shl nuw nsw i64 %xtraiter46, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv244 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next245, %vector.body.epil ]
  %45 = bitcast double* %scevgep258 to i8*
  %46 = bitcast double* %scevgep243 to i8*
  %uglygep268 = getelementptr i8, i8* %45, i64 %lsr.iv244
  %uglygep268269 = bitcast i8* %uglygep268 to <8 x double>*
  %scevgep270 = getelementptr <8 x double>, <8 x double>* %uglygep268269, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep270, align 8, !alias.scope !15
  %uglygep265 = getelementptr i8, i8* %45, i64 %lsr.iv244
  %uglygep265266 = bitcast i8* %uglygep265 to <8 x double>*
  %scevgep267 = getelementptr <8 x double>, <8 x double>* %uglygep265266, i64 -2
  %wide.load39.epil = load <8 x double>, <8 x double>* %scevgep267, align 8, !alias.scope !15
  %uglygep262 = getelementptr i8, i8* %45, i64 %lsr.iv244
  %uglygep262263 = bitcast i8* %uglygep262 to <8 x double>*
  %scevgep264 = getelementptr <8 x double>, <8 x double>* %uglygep262263, i64 -1
  %wide.load40.epil = load <8 x double>, <8 x double>* %scevgep264, align 8, !alias.scope !15
  %uglygep260 = getelementptr i8, i8* %45, i64 %lsr.iv244
  %uglygep260261 = bitcast i8* %uglygep260 to <8 x double>*
  %wide.load41.epil = load <8 x double>, <8 x double>* %uglygep260261, align 8, !alias.scope !15
  %47 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %48 = fmul <8 x double> %wide.load39.epil, %wide.load39.epil
  %49 = fmul <8 x double> %wide.load40.epil, %wide.load40.epil
  %50 = fmul <8 x double> %wide.load41.epil, %wide.load41.epil
  %uglygep255 = getelementptr i8, i8* %46, i64 %lsr.iv244
  %uglygep255256 = bitcast i8* %uglygep255 to <8 x double>*
  %scevgep257 = getelementptr <8 x double>, <8 x double>* %uglygep255256, i64 -3
  store <8 x double> %47, <8 x double>* %scevgep257, align 8, !alias.scope !18, !noalias !15
  %uglygep252 = getelementptr i8, i8* %46, i64 %lsr.iv244
  %uglygep252253 = bitcast i8* %uglygep252 to <8 x double>*
  %scevgep254 = getelementptr <8 x double>, <8 x double>* %uglygep252253, i64 -2
  store <8 x double> %48, <8 x double>* %scevgep254, align 8, !alias.scope !18, !noalias !15
  %uglygep249 = getelementptr i8, i8* %46, i64 %lsr.iv244
  %uglygep249250 = bitcast i8* %uglygep249 to <8 x double>*
  %scevgep251 = getelementptr <8 x double>, <8 x double>* %uglygep249250, i64 -1
  store <8 x double> %49, <8 x double>* %scevgep251, align 8, !alias.scope !18, !noalias !15
  %uglygep247 = getelementptr i8, i8* %46, i64 %lsr.iv244
  %uglygep247248 = bitcast i8* %uglygep247 to <8 x double>*
  store <8 x double> %50, <8 x double>* %uglygep247248, align 8, !alias.scope !18, !noalias !15
  %lsr.iv.next245 = add nuw nsw i64 %lsr.iv244, 256
  %epil.iter47.cmp.not = icmp eq i64 %44, %lsr.iv.next245
  br i1 %epil.iter47.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !22

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %.41.fca.5.0.load.i, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader42

for.body.us.preheader42:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index11.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %51 = xor i64 %loop.index11.us.ph, -1
  %52 = add i64 %.41.fca.5.0.load.i, %51
  %xtraiter44 = and i64 %.41.fca.5.0.load.i, 7
  %lcmp.mod45.not = icmp eq i64 %xtraiter44, 0
  br i1 %lcmp.mod45.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader42
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv241 = phi i64 [ %xtraiter44, %for.body.us.prol.preheader ], [ %lsr.iv.next242, %for.body.us.prol ]
  %loop.index11.us.prol = phi i64 [ %.235.us.prol, %for.body.us.prol ], [ %loop.index11.us.ph, %for.body.us.prol.preheader ]
  %scevgep240 = getelementptr double, double* %.41.fca.4.load.i, i64 %loop.index11.us.prol
  %.206.us.prol = load double, double* %scevgep240, align 8
  %.5.i7.us.prol = fmul double %.206.us.prol, %.206.us.prol
  %scevgep239 = getelementptr double, double* %.6.i12, i64 %loop.index11.us.prol
  store double %.5.i7.us.prol, double* %scevgep239, align 8
  %.235.us.prol = add nuw i64 %loop.index11.us.prol, 1
  %lsr.iv.next242 = add nsw i64 %lsr.iv241, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next242, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !24

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader42
  %loop.index11.us.unr = phi i64 [ %loop.index11.us.ph, %for.body.us.preheader42 ], [ %.235.us.prol, %for.body.us.prol ]
  %53 = icmp ult i64 %52, 7
  br i1 %53, label %for.end, label %for.body.us.preheader51

for.body.us.preheader51:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader51, %for.body.us
  %loop.index11.us = phi i64 [ %.235.us.7, %for.body.us ], [ %loop.index11.us.unr, %for.body.us.preheader51 ]
  %sunkaddr = mul i64 %loop.index11.us, 8
  %54 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr466 = getelementptr i8, i8* %54, i64 %sunkaddr
  %55 = bitcast i8* %sunkaddr466 to double*
  %.206.us = load double, double* %55, align 8
  %.5.i7.us = fmul double %.206.us, %.206.us
  %sunkaddr467 = mul i64 %loop.index11.us, 8
  %56 = bitcast double* %.6.i12 to i8*
  %sunkaddr468 = getelementptr i8, i8* %56, i64 %sunkaddr467
  %57 = bitcast i8* %sunkaddr468 to double*
  store double %.5.i7.us, double* %57, align 8
  %sunkaddr469 = mul i64 %loop.index11.us, 8
  %58 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr470 = getelementptr i8, i8* %58, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, i8* %sunkaddr470, i64 8
  %59 = bitcast i8* %sunkaddr471 to double*
  %.206.us.1 = load double, double* %59, align 8
  %.5.i7.us.1 = fmul double %.206.us.1, %.206.us.1
  %sunkaddr472 = mul i64 %loop.index11.us, 8
  %60 = bitcast double* %.6.i12 to i8*
  %sunkaddr473 = getelementptr i8, i8* %60, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, i8* %sunkaddr473, i64 8
  %61 = bitcast i8* %sunkaddr474 to double*
  store double %.5.i7.us.1, double* %61, align 8
  %sunkaddr475 = mul i64 %loop.index11.us, 8
  %62 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr476 = getelementptr i8, i8* %62, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, i8* %sunkaddr476, i64 16
  %63 = bitcast i8* %sunkaddr477 to double*
  %.206.us.2 = load double, double* %63, align 8
  %.5.i7.us.2 = fmul double %.206.us.2, %.206.us.2
  %sunkaddr478 = mul i64 %loop.index11.us, 8
  %64 = bitcast double* %.6.i12 to i8*
  %sunkaddr479 = getelementptr i8, i8* %64, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, i8* %sunkaddr479, i64 16
  %65 = bitcast i8* %sunkaddr480 to double*
  store double %.5.i7.us.2, double* %65, align 8
  %sunkaddr481 = mul i64 %loop.index11.us, 8
  %66 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr482 = getelementptr i8, i8* %66, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, i8* %sunkaddr482, i64 24
  %67 = bitcast i8* %sunkaddr483 to double*
  %.206.us.3 = load double, double* %67, align 8
  %.5.i7.us.3 = fmul double %.206.us.3, %.206.us.3
  %sunkaddr484 = mul i64 %loop.index11.us, 8
  %68 = bitcast double* %.6.i12 to i8*
  %sunkaddr485 = getelementptr i8, i8* %68, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, i8* %sunkaddr485, i64 24
  %69 = bitcast i8* %sunkaddr486 to double*
  store double %.5.i7.us.3, double* %69, align 8
  %sunkaddr487 = mul i64 %loop.index11.us, 8
  %70 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr488 = getelementptr i8, i8* %70, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, i8* %sunkaddr488, i64 32
  %71 = bitcast i8* %sunkaddr489 to double*
  %.206.us.4 = load double, double* %71, align 8
  %.5.i7.us.4 = fmul double %.206.us.4, %.206.us.4
  %sunkaddr490 = mul i64 %loop.index11.us, 8
  %72 = bitcast double* %.6.i12 to i8*
  %sunkaddr491 = getelementptr i8, i8* %72, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, i8* %sunkaddr491, i64 32
  %73 = bitcast i8* %sunkaddr492 to double*
  store double %.5.i7.us.4, double* %73, align 8
  %sunkaddr493 = mul i64 %loop.index11.us, 8
  %74 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr494 = getelementptr i8, i8* %74, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, i8* %sunkaddr494, i64 40
  %75 = bitcast i8* %sunkaddr495 to double*
  %.206.us.5 = load double, double* %75, align 8
  %.5.i7.us.5 = fmul double %.206.us.5, %.206.us.5
  %sunkaddr496 = mul i64 %loop.index11.us, 8
  %76 = bitcast double* %.6.i12 to i8*
  %sunkaddr497 = getelementptr i8, i8* %76, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, i8* %sunkaddr497, i64 40
  %77 = bitcast i8* %sunkaddr498 to double*
  store double %.5.i7.us.5, double* %77, align 8
  %sunkaddr499 = mul i64 %loop.index11.us, 8
  %78 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr500 = getelementptr i8, i8* %78, i64 %sunkaddr499
  %sunkaddr501 = getelementptr i8, i8* %sunkaddr500, i64 48
  %79 = bitcast i8* %sunkaddr501 to double*
  %.206.us.6 = load double, double* %79, align 8
  %.5.i7.us.6 = fmul double %.206.us.6, %.206.us.6
  %sunkaddr502 = mul i64 %loop.index11.us, 8
  %80 = bitcast double* %.6.i12 to i8*
  %sunkaddr503 = getelementptr i8, i8* %80, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, i8* %sunkaddr503, i64 48
  %81 = bitcast i8* %sunkaddr504 to double*
  store double %.5.i7.us.6, double* %81, align 8
  %sunkaddr505 = mul i64 %loop.index11.us, 8
  %82 = bitcast double* %.41.fca.4.load.i to i8*
  %sunkaddr506 = getelementptr i8, i8* %82, i64 %sunkaddr505
  %sunkaddr507 = getelementptr i8, i8* %sunkaddr506, i64 56
  %83 = bitcast i8* %sunkaddr507 to double*
  %.206.us.7 = load double, double* %83, align 8
  %.5.i7.us.7 = fmul double %.206.us.7, %.206.us.7
  %sunkaddr508 = mul i64 %loop.index11.us, 8
  %84 = bitcast double* %.6.i12 to i8*
  %sunkaddr509 = getelementptr i8, i8* %84, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, i8* %sunkaddr509, i64 56
  %85 = bitcast i8* %sunkaddr510 to double*
  store double %.5.i7.us.7, double* %85, align 8
  %.235.us.7 = add nuw nsw i64 %loop.index11.us, 8
  %exitcond.not.7 = icmp eq i64 %.41.fca.5.0.load.i, %.235.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !25

for.end.thread:                                   ; preds = %for.body.preheader
  %.206 = load double, double* %.41.fca.4.load.i, align 8
  %.5.i7 = fmul double %.206, %.206
  store double %.5.i7, double* %.6.i12, align 8
  tail call void @NRT_decref(i8* %.41.fca.0.load.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.41.fca.0.load.i)
  %.68.i = icmp eq i64 %.41.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !6

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.41.fca.5.0.load.i, i64 1) #6
  %86 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %87 = icmp ult i64 %86, 7
  br i1 %87, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %88 = add nsw i64 %unroll_iter.i, -8
  %89 = lshr exact i64 %88, 3
  %90 = add nuw nsw i64 %89, 1
  %xtraiter = and i64 %90, 7
  %91 = icmp ult i64 %88, 56
  br i1 %91, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %90, 4611686018427387896
  %scevgep77 = getelementptr double, double* %.6.i12, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %92 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep53 = getelementptr double, double* %.6.i12, i64 %92
  %93 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %94 = bitcast double* %scevgep53 to i8*
  %uglygep74 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep7475 = bitcast i8* %uglygep74 to double*
  %scevgep76 = getelementptr double, double* %uglygep7475, i64 -7
  %.236.i.epil = load double, double* %scevgep76, align 8, !noalias !26
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep71 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep7172 = bitcast i8* %uglygep71 to double*
  %scevgep73 = getelementptr double, double* %uglygep7172, i64 -6
  %.236.1.i.epil = load double, double* %scevgep73, align 8, !noalias !26
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep68 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep6869 = bitcast i8* %uglygep68 to double*
  %scevgep70 = getelementptr double, double* %uglygep6869, i64 -5
  %.236.2.i.epil = load double, double* %scevgep70, align 8, !noalias !26
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep65 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep6566 = bitcast i8* %uglygep65 to double*
  %scevgep67 = getelementptr double, double* %uglygep6566, i64 -4
  %.236.3.i.epil = load double, double* %scevgep67, align 8, !noalias !26
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep62 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep6263 = bitcast i8* %uglygep62 to double*
  %scevgep64 = getelementptr double, double* %uglygep6263, i64 -3
  %.236.4.i.epil = load double, double* %scevgep64, align 8, !noalias !26
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep59 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep5960 = bitcast i8* %uglygep59 to double*
  %scevgep61 = getelementptr double, double* %uglygep5960, i64 -2
  %.236.5.i.epil = load double, double* %scevgep61, align 8, !noalias !26
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep56 = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep5657 = bitcast i8* %uglygep56 to double*
  %scevgep58 = getelementptr double, double* %uglygep5657, i64 -1
  %.236.6.i.epil = load double, double* %scevgep58, align 8, !noalias !26
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %94, i64 %lsr.iv
  %uglygep55 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep55, align 8, !noalias !26
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %93, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !29, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i5 = getelementptr double, double* %.6.i12, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep52 = getelementptr double, double* %scevgep.i5, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep52, align 8, !noalias !26
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !29, !llvm.loop !31

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv205 = phi i64 [ %lsr.iv.next206, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep203 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -63
  %.236.i = load double, double* %scevgep204, align 8, !noalias !26
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep201 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -62
  %.236.1.i = load double, double* %scevgep202, align 8, !noalias !26
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep199 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -61
  %.236.2.i = load double, double* %scevgep200, align 8, !noalias !26
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep197 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -60
  %.236.3.i = load double, double* %scevgep198, align 8, !noalias !26
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep195 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -59
  %.236.4.i = load double, double* %scevgep196, align 8, !noalias !26
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep193 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -58
  %.236.5.i = load double, double* %scevgep194, align 8, !noalias !26
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep191 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -57
  %.236.6.i = load double, double* %scevgep192, align 8, !noalias !26
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep189 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -56
  %.236.7.i = load double, double* %scevgep190, align 8, !noalias !26
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep158 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -55
  %.236.i.1 = load double, double* %scevgep159, align 8, !noalias !26
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep160 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -54
  %.236.1.i.1 = load double, double* %scevgep161, align 8, !noalias !26
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep162 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -53
  %.236.2.i.1 = load double, double* %scevgep163, align 8, !noalias !26
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep164 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -52
  %.236.3.i.1 = load double, double* %scevgep165, align 8, !noalias !26
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep166 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -51
  %.236.4.i.1 = load double, double* %scevgep167, align 8, !noalias !26
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep168 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -50
  %.236.5.i.1 = load double, double* %scevgep169, align 8, !noalias !26
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep170 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -49
  %.236.6.i.1 = load double, double* %scevgep171, align 8, !noalias !26
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep172 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -48
  %.236.7.i.1 = load double, double* %scevgep173, align 8, !noalias !26
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep142 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -47
  %.236.i.2 = load double, double* %scevgep143, align 8, !noalias !26
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep144 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -46
  %.236.1.i.2 = load double, double* %scevgep145, align 8, !noalias !26
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep146 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -45
  %.236.2.i.2 = load double, double* %scevgep147, align 8, !noalias !26
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep148 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -44
  %.236.3.i.2 = load double, double* %scevgep149, align 8, !noalias !26
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep150 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -43
  %.236.4.i.2 = load double, double* %scevgep151, align 8, !noalias !26
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep152 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -42
  %.236.5.i.2 = load double, double* %scevgep153, align 8, !noalias !26
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep154 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -41
  %.236.6.i.2 = load double, double* %scevgep155, align 8, !noalias !26
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep156 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -40
  %.236.7.i.2 = load double, double* %scevgep157, align 8, !noalias !26
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep126 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -39
  %.236.i.3 = load double, double* %scevgep127, align 8, !noalias !26
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep128 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -38
  %.236.1.i.3 = load double, double* %scevgep129, align 8, !noalias !26
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep130 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -37
  %.236.2.i.3 = load double, double* %scevgep131, align 8, !noalias !26
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep132 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -36
  %.236.3.i.3 = load double, double* %scevgep133, align 8, !noalias !26
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep134 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -35
  %.236.4.i.3 = load double, double* %scevgep135, align 8, !noalias !26
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep136 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -34
  %.236.5.i.3 = load double, double* %scevgep137, align 8, !noalias !26
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep138 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -33
  %.236.6.i.3 = load double, double* %scevgep139, align 8, !noalias !26
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep140 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -32
  %.236.7.i.3 = load double, double* %scevgep141, align 8, !noalias !26
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep110 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -31
  %.236.i.4 = load double, double* %scevgep111, align 8, !noalias !26
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep112 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -30
  %.236.1.i.4 = load double, double* %scevgep113, align 8, !noalias !26
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep114 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -29
  %.236.2.i.4 = load double, double* %scevgep115, align 8, !noalias !26
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep116 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -28
  %.236.3.i.4 = load double, double* %scevgep117, align 8, !noalias !26
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep118 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -27
  %.236.4.i.4 = load double, double* %scevgep119, align 8, !noalias !26
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep120 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -26
  %.236.5.i.4 = load double, double* %scevgep121, align 8, !noalias !26
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep122 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -25
  %.236.6.i.4 = load double, double* %scevgep123, align 8, !noalias !26
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep124 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -24
  %.236.7.i.4 = load double, double* %scevgep125, align 8, !noalias !26
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep94 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -23
  %.236.i.5 = load double, double* %scevgep95, align 8, !noalias !26
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep96 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -22
  %.236.1.i.5 = load double, double* %scevgep97, align 8, !noalias !26
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep98 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -21
  %.236.2.i.5 = load double, double* %scevgep99, align 8, !noalias !26
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep100 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -20
  %.236.3.i.5 = load double, double* %scevgep101, align 8, !noalias !26
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep102 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -19
  %.236.4.i.5 = load double, double* %scevgep103, align 8, !noalias !26
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep104 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -18
  %.236.5.i.5 = load double, double* %scevgep105, align 8, !noalias !26
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep106 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -17
  %.236.6.i.5 = load double, double* %scevgep107, align 8, !noalias !26
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep108 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -16
  %.236.7.i.5 = load double, double* %scevgep109, align 8, !noalias !26
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep78 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -15
  %.236.i.6 = load double, double* %scevgep79, align 8, !noalias !26
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep80 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -14
  %.236.1.i.6 = load double, double* %scevgep81, align 8, !noalias !26
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep82 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -13
  %.236.2.i.6 = load double, double* %scevgep83, align 8, !noalias !26
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep84 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -12
  %.236.3.i.6 = load double, double* %scevgep85, align 8, !noalias !26
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep86 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -11
  %.236.4.i.6 = load double, double* %scevgep87, align 8, !noalias !26
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep88 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -10
  %.236.5.i.6 = load double, double* %scevgep89, align 8, !noalias !26
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep90 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -9
  %.236.6.i.6 = load double, double* %scevgep91, align 8, !noalias !26
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep92 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -8
  %.236.7.i.6 = load double, double* %scevgep93, align 8, !noalias !26
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep174 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -7
  %.236.i.7 = load double, double* %scevgep175, align 8, !noalias !26
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep176 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -6
  %.236.1.i.7 = load double, double* %scevgep177, align 8, !noalias !26
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep178 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -5
  %.236.2.i.7 = load double, double* %scevgep179, align 8, !noalias !26
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep180 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -4
  %.236.3.i.7 = load double, double* %scevgep181, align 8, !noalias !26
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep182 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -3
  %.236.4.i.7 = load double, double* %scevgep183, align 8, !noalias !26
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep184 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -2
  %.236.5.i.7 = load double, double* %scevgep185, align 8, !noalias !26
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep186 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -1
  %.236.6.i.7 = load double, double* %scevgep187, align 8, !noalias !26
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep188 = getelementptr double, double* %scevgep77, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep188, align 8, !noalias !26
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next206 = add i64 %lsr.iv205, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next206, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !6

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.sum_axis0, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !6

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !6

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.36.fca.6.1.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #3
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %18 = icmp sgt i32 %.53, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !6

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !6

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN7kernels9sum_axis0B3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21 = load double, double* %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  switch i32 %.11, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1bdc2ccc90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !6

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !6

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !6

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np9arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.arr.0, i8* nocapture readnone %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* nocapture readonly %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.5.1, i64 %arg.arr.6.0, i64 %arg.arr.6.1, i64 %arg.axis) local_unnamed_addr {
entry:
  %.100.i = alloca i8*, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.346 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.3 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  tail call void @NRT_incref(i8* %arg.arr.0)
  %.33 = icmp sgt i64 %arg.axis, 1
  br i1 %.33, label %B90, label %B120

common.ret:                                       ; preds = %B756.endif, %B120.endif.endif.endif.endif.endif.endif.endif.if, %B120.endif.endif.endif.endif.endif.endif.if, %B120.endif.endif.endif.endif.endif.if.endif.if, %B120.endif.endif.endif.endif.endif.if.if, %B120.endif.endif.endif.endif.if.endif.if, %B120.endif.endif.endif.endif.if.if, %B120.endif.endif.if, %B120.endif.if, %12, %B90
  %common.ret.op = phi i32 [ 1, %B90 ], [ 1, %B120.endif.if ], [ 1, %B120.endif.endif.if ], [ 1, %B120.endif.endif.endif.endif.if.if ], [ 1, %B120.endif.endif.endif.endif.if.endif.if ], [ 1, %B120.endif.endif.endif.endif.endif.if.if ], [ 1, %B120.endif.endif.endif.endif.endif.if.endif.if ], [ 0, %B756.endif ], [ %common.ret.op.i8090, %12 ], [ 1, %B120.endif.endif.endif.endif.endif.endif.if ], [ %.351, %B120.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.arr.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757629409920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120:                                             ; preds = %entry
  %1 = bitcast i8** %.100.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !32
  %.29.i = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*)), !noalias !32
  %.30.i = icmp eq i8* %.29.i, null
  br i1 %.30.i, label %B120.if.thread, label %B0.endif.endif.endif.i, !prof !6

B120.if.thread:                                   ; preds = %B120
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %4 = bitcast i8** %.100.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  br label %12

B0.endif.endif.endif.i:                           ; preds = %B120
  %.5.i.i73 = getelementptr i8, i8* %.29.i, i64 24
  %5 = bitcast i8* %.5.i.i73 to { i64, i64, i8, i64 }**
  %.6.i16.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8, !noalias !32
  %.42.i74 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i16.i, i64 0, i32 1
  store i64 0, i64* %.42.i74, align 8, !noalias !32
  %6 = bitcast i8* %.5.i.i73 to i64**
  %.6.i2171.i = load i64*, i64** %6, align 8, !noalias !32
  store i64 0, i64* %.6.i2171.i, align 8, !noalias !32
  %.6.i418.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8, !noalias !32
  %.54.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i418.i, i64 0, i32 2
  store i8 0, i8* %.54.i, align 1, !noalias !32
  %.6.i8132.i = load i64*, i64** %6, align 8, !noalias !32
  store i64 0, i64* %.6.i8132.i, align 8, !noalias !32
  tail call void @NRT_incref(i8* nonnull %.29.i), !noalias !32
  %.106.i = call i32 @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE(i8** nonnull %.100.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* nonnull %.29.i, i8* null, i64 %arg.arr.5.0, i64 %arg.arr.5.1), !noalias !32
  switch i32 %.106.i, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit [
    i32 -2, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread81
    i32 0, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread81
  ]

_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread81: ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.endif.i
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %8 = bitcast i8** %.100.i to i8*
  tail call void @NRT_decref(i8* nonnull %.29.i), !noalias !32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  %.100 = icmp slt i64 %arg.axis, 0
  %sunkaddr = getelementptr i8, i8* %.29.i, i64 24
  %9 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i37 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.10511058381261 = bitcast { i64, i64, i8, i64 }* %.6.i37 to i64*
  %.106 = load i64, i64* %.10511058381261, align 8
  %.107 = select i1 %.100, i64 %.106, i64 0
  %.108 = add i64 %.107, %arg.axis
  %.109 = icmp slt i64 %.108, 0
  %.116 = icmp sge i64 %.108, %.106
  %.117 = or i1 %.109, %.116
  br i1 %.117, label %B120.endif.if, label %B120.endif.endif, !prof !6

_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit: ; preds = %B0.endif.endif.endif.i
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %11 = bitcast i8** %.100.i to i8*
  %.114.i = icmp sgt i32 %.106.i, 0
  %.107.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !32
  %.115.i = select i1 %.114.i, { i8*, i32, i8*, i8*, i32 }* %.107.i, { i8*, i32, i8*, i8*, i32 }* undef
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  br label %12

12:                                               ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit, %B120.if.thread
  %common.ret.op.i8090 = phi i32 [ 1, %B120.if.thread ], [ %.106.i, %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit ]
  %13 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139757629211328, %B120.if.thread ], [ %.115.i, %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit ]
  store { i8*, i32, i8*, i8*, i32 }* %13, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B120.endif.if:                                    ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread81
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630220608, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif:                                 ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread81
  %.128 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i37, i64 0, i32 3
  %.129 = getelementptr i64, i64* %.128, i64 %.108
  %.130 = load i64, i64* %.129, align 8
  %.152 = icmp eq i64 %.106, 0
  br i1 %.152, label %B120.endif.endif.if, label %B120.endif.endif.endif.endif, !prof !6

B120.endif.endif.if:                              ; preds = %B120.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630318464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif:                     ; preds = %B120.endif.endif
  %.181 = add nsw i64 %.106, -1
  %.182 = add nuw nsw i64 %.108, 1
  %.183 = sub i64 %.181, %.108
  %.195 = getelementptr i64, i64* %.128, i64 %.182
  %.196 = bitcast i64* %.129 to i8*
  %.197 = bitcast i64* %.195 to i8*
  %.198 = shl i64 %.183, 3
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %.196, i8* align 1 %.197, i64 %.198, i1 false)
  %sunkaddr1262 = getelementptr i8, i8* %.29.i, i64 24
  %14 = bitcast i8* %sunkaddr1262 to { i64, i64, i8, i64 }**
  %.6.i2045 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.204 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2045, i64 0, i32 1
  %.205 = load i64, i64* %.204, align 8
  %.207 = ashr i64 %.205, 2
  %.208.not = icmp slt i64 %.207, %.106
  br i1 %.208.not, label %B120.endif.endif.endif.endif.endif, label %B120.endif.endif.endif.endif.if, !prof !36

B120.endif.endif.endif.endif.if:                  ; preds = %B120.endif.endif.endif.endif
  %.210 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.181, i64 8)
  %.211 = extractvalue { i64, i1 } %.210, 0
  %.212 = extractvalue { i64, i1 } %.210, 1
  %.213 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.211, i64 24)
  %.215 = extractvalue { i64, i1 } %.213, 1
  %.216 = or i1 %.212, %.215
  br i1 %.216, label %B120.endif.endif.endif.endif.if.if, label %B120.endif.endif.endif.endif.if.endif, !prof !6

B120.endif.endif.endif.endif.endif:               ; preds = %B120.endif.endif.endif.endif.if.endif.endif, %B120.endif.endif.endif.endif
  %15 = icmp slt i64 %.205, %.181
  br i1 %15, label %B120.endif.endif.endif.endif.endif.if, label %B120.endif.endif.endif.endif.endif.endif, !prof !6

B120.endif.endif.endif.endif.if.if:               ; preds = %B120.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630642816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.if.endif:            ; preds = %B120.endif.endif.endif.endif.if
  %.214 = extractvalue { i64, i1 } %.213, 0
  %.225 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29.i, i64 %.214)
  %.226 = icmp eq i8* %.225, null
  br i1 %.226, label %B120.endif.endif.endif.endif.if.endif.if, label %B120.endif.endif.endif.endif.if.endif.endif, !prof !6

B120.endif.endif.endif.endif.if.endif.if:         ; preds = %B120.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630642816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.if.endif.endif:      ; preds = %B120.endif.endif.endif.endif.if.endif
  %sunkaddr1263 = getelementptr i8, i8* %.29.i, i64 24
  %16 = bitcast i8* %sunkaddr1263 to { i64, i64, i8, i64 }**
  %.6.i1864 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %.237 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1864, i64 0, i32 1
  store i64 %.181, i64* %.237, align 8
  br label %B120.endif.endif.endif.endif.endif

B120.endif.endif.endif.endif.endif.if:            ; preds = %B120.endif.endif.endif.endif.endif
  %.241 = ashr i64 %.181, 2
  %.242 = add i64 %.106, 7
  %.243 = add i64 %.242, %.241
  %.244 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.243, i64 8)
  %.245 = extractvalue { i64, i1 } %.244, 0
  %.246 = extractvalue { i64, i1 } %.244, 1
  %.247 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.245, i64 24)
  %.249 = extractvalue { i64, i1 } %.247, 1
  %.250 = or i1 %.246, %.249
  br i1 %.250, label %B120.endif.endif.endif.endif.endif.if.if, label %B120.endif.endif.endif.endif.endif.if.endif, !prof !6

B120.endif.endif.endif.endif.endif.endif:         ; preds = %B120.endif.endif.endif.endif.endif.if.endif.endif, %B120.endif.endif.endif.endif.endif
  %sunkaddr1264 = getelementptr i8, i8* %.29.i, i64 24
  %17 = bitcast i8* %sunkaddr1264 to i64**
  %.6.i16463 = load i64*, i64** %17, align 8
  store i64 %.181, i64* %.6.i16463, align 8
  %sunkaddr1265 = getelementptr i8, i8* %.29.i, i64 24
  %18 = bitcast i8* %sunkaddr1265 to { i64, i64, i8, i64 }**
  %.6.i5.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8, !noalias !37
  %.178.i11108431266 = bitcast { i64, i64, i8, i64 }* %.6.i5.i to i64*
  %.18.i = load i64, i64* %.178.i11108431266, align 8, !noalias !37
  %.28.i = icmp slt i64 %.18.i, 1
  br i1 %.28.i, label %B120.endif.endif.endif.endif.endif.endif.if, label %B120.endif.endif.endif.endif.endif.endif.endif, !prof !6

B120.endif.endif.endif.endif.endif.if.if:         ; preds = %B120.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630642816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.endif.if.endif:      ; preds = %B120.endif.endif.endif.endif.endif.if
  %.248 = extractvalue { i64, i1 } %.247, 0
  %.259 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29.i, i64 %.248)
  %.260 = icmp eq i8* %.259, null
  br i1 %.260, label %B120.endif.endif.endif.endif.endif.if.endif.if, label %B120.endif.endif.endif.endif.endif.if.endif.endif, !prof !6

B120.endif.endif.endif.endif.endif.if.endif.if:   ; preds = %B120.endif.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630642816, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %B120.endif.endif.endif.endif.endif.if.endif
  %sunkaddr1267 = getelementptr i8, i8* %.29.i, i64 24
  %19 = bitcast i8* %sunkaddr1267 to { i64, i64, i8, i64 }**
  %.6.i1460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.271 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1460, i64 0, i32 1
  store i64 %.243, i64* %.271, align 8
  %.6.i1261 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.27711128451268 = bitcast { i64, i64, i8, i64 }* %.6.i1261 to i64*
  %.278 = load i64, i64* %.27711128451268, align 8
  %.283 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1261, i64 0, i32 3
  %.284 = getelementptr i64, i64* %.283, i64 %.278
  %.290 = getelementptr i64, i64* %.283, i64 %.243
  %.291 = ptrtoint i64* %.290 to i64
  %.292 = ptrtoint i64* %.284 to i64
  %.293 = sub i64 %.291, %.292
  %.294 = bitcast i64* %.284 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.294, i8 0, i64 %.293, i1 false)
  br label %B120.endif.endif.endif.endif.endif.endif

B120.endif.endif.endif.endif.endif.endif.if:      ; preds = %B120.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757631367744, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B120.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B120.endif.endif.endif.endif.endif.endif
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346 to i8*
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346 to i8**
  %.42.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i5.i, i64 0, i32 3
  %.44.i = load i64, i64* %.42.i, align 8, !noalias !37
  tail call void @NRT_decref(i8* nonnull %.29.i)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %20, i8 0, i64 56, i1 false)
  %.351 = call i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.346, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i64 %.44.i, double 0.000000e+00, i8* null)
  %.361.fca.0.load = load i8*, i8** %21, align 8
  %sunkaddr1113 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 1
  %.361.fca.1.load = load i8*, i8** %sunkaddr1113, align 8
  %sunkaddr1114 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 2
  %.361.fca.2.load = load i64, i64* %sunkaddr1114, align 8
  %sunkaddr1115 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 3
  %.361.fca.3.load = load i64, i64* %sunkaddr1115, align 8
  %sunkaddr1116 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 4
  %.361.fca.4.load = load double*, double** %sunkaddr1116, align 8
  %22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 5, i64 0
  %.361.fca.5.0.load = load i64, i64* %22, align 8
  %23 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 6, i64 0
  %.361.fca.6.0.load = load i64, i64* %23, align 8
  switch i32 %.351, label %B120.endif.endif.endif.endif.endif.endif.endif.if [
    i32 -2, label %B120.endif.endif.endif.en...endif
    i32 0, label %B120.endif.endif.endif.en...endif
  ]

B120.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B120.endif.endif.endif.endif.endif.endif.endif
  %.359 = icmp sgt i32 %.351, 0
  %.352 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.3, align 8
  %.360 = select i1 %.359, { i8*, i32, i8*, i8*, i32 }* %.352, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B120.endif.endif.endif.en...endif:                ; preds = %B120.endif.endif.endif.endif.endif.endif.endif, %B120.endif.endif.endif.endif.endif.endif.endif
  %.432.inv = icmp sgt i64 %.130, 0
  %spec.select = select i1 %.432.inv, i64 %.130, i64 0
  br i1 %.432.inv, label %B368.endif.else.endif.lr.ph, label %B756.endif

B368.endif.else.endif.lr.ph:                      ; preds = %B120.endif.endif.endif.en...endif
  %.605 = icmp slt i64 %arg.arr.5.1, 1
  br i1 %.605, label %B368.endif.else.endif.us.preheader, label %B368.endif.else.endif.preheader, !prof !6

B368.endif.else.endif.us.preheader:               ; preds = %B368.endif.else.endif.lr.ph
  %xtraiter244 = and i64 %.361.fca.5.0.load, 7
  %24 = icmp sgt i64 %.361.fca.5.0.load, 0
  %25 = add nsw i64 %.361.fca.5.0.load, -1
  br i1 %24, label %B368.endif.else.endif.us.us.preheader, label %B756.endif

B368.endif.else.endif.us.us.preheader:            ; preds = %B368.endif.else.endif.us.preheader
  %26 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 3
  %27 = icmp ult i64 %26, 3
  br i1 %27, label %B756.endif.loopexit.unr-lcssa, label %B368.endif.else.endif.us.us.preheader.new

B368.endif.else.endif.us.us.preheader.new:        ; preds = %B368.endif.else.endif.us.us.preheader
  %unroll_iter = and i64 %spec.select, 9223372036854775804
  %28 = add nuw nsw i64 %xtraiter244, 7
  %scevgep528 = getelementptr double, double* %.361.fca.4.load, i64 %28
  %29 = lshr i64 %.361.fca.5.0.load, 3
  %30 = shl nuw i64 %29, 3
  %31 = add nuw nsw i64 %xtraiter244, 7
  %scevgep562 = getelementptr double, double* %.361.fca.4.load, i64 %31
  %32 = shl nuw i64 %29, 3
  %33 = add nuw nsw i64 %xtraiter244, 7
  %scevgep597 = getelementptr double, double* %.361.fca.4.load, i64 %33
  %34 = lshr i64 %.361.fca.5.0.load, 3
  %35 = shl nuw i64 %34, 3
  %36 = add nuw nsw i64 %xtraiter244, 7
  %scevgep632 = getelementptr double, double* %.361.fca.4.load, i64 %36
  %37 = shl nuw i64 %34, 3
  br label %B368.endif.else.endif.us.us

B368.endif.else.endif.us.us:                      ; preds = %for.end.us.us.3, %B368.endif.else.endif.us.us.preheader.new
  %.418.0104.us.us = phi i64 [ 0, %B368.endif.else.endif.us.us.preheader.new ], [ %.487.us.us.3446, %for.end.us.us.3 ]
  %38 = icmp eq i64 %.361.fca.5.0.load, 1
  %.487.us.us = or i64 %.418.0104.us.us, 1
  %.702.us.us = mul i64 %.418.0104.us.us, %arg.arr.5.1
  %.705.us.us = add i64 %.702.us.us, %arg.arr.5.1
  br i1 %38, label %for.end.us.us.thread, label %for.body.us.us116.preheader235.us

for.body.us.us116.preheader235.us:                ; preds = %B368.endif.else.endif.us.us
  %39 = icmp eq i64 %xtraiter244, 0
  br i1 %39, label %for.body.us.us116.prol.loopexit.us, label %for.body.us.us116.prol.us.preheader

for.body.us.us116.prol.us.preheader:              ; preds = %for.body.us.us116.preheader235.us
  br label %for.body.us.us116.prol.us

for.body.us.us116.prol.us:                        ; preds = %for.body.us.us116.prol.us.preheader, %for.body.us.us116.prol.us
  %loop.index36.us.us117.prol.us = phi i64 [ %.816.us.us123.prol.us, %for.body.us.us116.prol.us ], [ 0, %for.body.us.us116.prol.us.preheader ]
  %scevgep525 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us117.prol.us
  %.801.us.us119.prol.us = load double, double* %scevgep525, align 8
  %sunkaddr1269 = mul i64 %.705.us.us, 8
  %40 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1270 = getelementptr i8, i8* %40, i64 %sunkaddr1269
  %41 = bitcast i8* %sunkaddr1270 to double*
  %.810.us.us120.prol.us = load double, double* %41, align 8
  %.811.us.us121.prol.us = fadd double %.801.us.us119.prol.us, %.810.us.us120.prol.us
  store double %.811.us.us121.prol.us, double* %scevgep525, align 8
  %.816.us.us123.prol.us = add nuw nsw i64 %loop.index36.us.us117.prol.us, 1
  %prol.iter.cmp.not.us = icmp eq i64 %xtraiter244, %.816.us.us123.prol.us
  br i1 %prol.iter.cmp.not.us, label %for.body.us.us116.prol.loopexit.us, label %for.body.us.us116.prol.us, !llvm.loop !41

for.body.us.us116.prol.loopexit.us:               ; preds = %for.body.us.us116.prol.us, %for.body.us.us116.preheader235.us
  %42 = icmp ult i64 %25, 7
  br i1 %42, label %for.end.us.us, label %for.body.us.us116.us.preheader

for.body.us.us116.us.preheader:                   ; preds = %for.body.us.us116.prol.loopexit.us
  br label %for.body.us.us116.us

for.body.us.us116.us:                             ; preds = %for.body.us.us116.us.preheader, %for.body.us.us116.us
  %lsr.iv529 = phi i64 [ 0, %for.body.us.us116.us.preheader ], [ %lsr.iv.next530, %for.body.us.us116.us ]
  %scevgep555 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -7
  %.801.us.us119.us = load double, double* %scevgep556, align 8
  %sunkaddr1271 = mul i64 %.705.us.us, 8
  %43 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1272 = getelementptr i8, i8* %43, i64 %sunkaddr1271
  %44 = bitcast i8* %sunkaddr1272 to double*
  %.810.us.us120.us = load double, double* %44, align 8
  %.811.us.us121.us = fadd double %.801.us.us119.us, %.810.us.us120.us
  store double %.811.us.us121.us, double* %scevgep556, align 8
  %scevgep549 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep552 = getelementptr double, double* %scevgep549, i64 -6
  %.801.us.us119.1.us = load double, double* %scevgep552, align 8
  %.810.us.us120.1.us = load double, double* %44, align 8
  %.811.us.us121.1.us = fadd double %.801.us.us119.1.us, %.810.us.us120.1.us
  store double %.811.us.us121.1.us, double* %scevgep552, align 8
  %scevgep546 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -5
  %.801.us.us119.2.us = load double, double* %scevgep547, align 8
  %.810.us.us120.2.us = load double, double* %44, align 8
  %.811.us.us121.2.us = fadd double %.801.us.us119.2.us, %.810.us.us120.2.us
  store double %.811.us.us121.2.us, double* %scevgep547, align 8
  %scevgep543 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -4
  %.801.us.us119.3.us = load double, double* %scevgep544, align 8
  %.810.us.us120.3.us = load double, double* %44, align 8
  %.811.us.us121.3.us = fadd double %.801.us.us119.3.us, %.810.us.us120.3.us
  store double %.811.us.us121.3.us, double* %scevgep544, align 8
  %scevgep538 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep540 = getelementptr double, double* %scevgep538, i64 -3
  %.801.us.us119.4.us = load double, double* %scevgep540, align 8
  %.810.us.us120.4.us = load double, double* %44, align 8
  %.811.us.us121.4.us = fadd double %.801.us.us119.4.us, %.810.us.us120.4.us
  store double %.811.us.us121.4.us, double* %scevgep540, align 8
  %scevgep534 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep536 = getelementptr double, double* %scevgep534, i64 -2
  %.801.us.us119.5.us = load double, double* %scevgep536, align 8
  %.810.us.us120.5.us = load double, double* %44, align 8
  %.811.us.us121.5.us = fadd double %.801.us.us119.5.us, %.810.us.us120.5.us
  store double %.811.us.us121.5.us, double* %scevgep536, align 8
  %scevgep531 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -1
  %.801.us.us119.6.us = load double, double* %scevgep532, align 8
  %.810.us.us120.6.us = load double, double* %44, align 8
  %.811.us.us121.6.us = fadd double %.801.us.us119.6.us, %.810.us.us120.6.us
  store double %.811.us.us121.6.us, double* %scevgep532, align 8
  %scevgep558 = getelementptr double, double* %scevgep528, i64 %lsr.iv529
  %.801.us.us119.7.us = load double, double* %scevgep558, align 8
  %.810.us.us120.7.us = load double, double* %44, align 8
  %.811.us.us121.7.us = fadd double %.801.us.us119.7.us, %.810.us.us120.7.us
  store double %.811.us.us121.7.us, double* %scevgep558, align 8
  %lsr.iv.next530 = add i64 %lsr.iv529, 8
  %exitcond137.not.7.us = icmp eq i64 %30, %lsr.iv.next530
  br i1 %exitcond137.not.7.us, label %for.end.us.us, label %for.body.us.us116.us, !llvm.loop !42

for.end.us.us.thread:                             ; preds = %B368.endif.else.endif.us.us
  %.801.us108.us = load double, double* %.361.fca.4.load, align 8
  %sunkaddr851426 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us
  %.810.us109.us = load double, double* %sunkaddr851426, align 8
  %.811.us110.us = fadd double %.801.us108.us, %.810.us109.us
  store double %.811.us110.us, double* %.361.fca.4.load, align 8
  %.702.us.us.1428 = mul i64 %.487.us.us, %arg.arr.5.1
  %.705.us.us.1429 = add i64 %.702.us.us.1428, %arg.arr.5.1
  %sunkaddr857425 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.1429
  %.810.us109.us.1 = load double, double* %sunkaddr857425, align 8
  %.811.us110.us.1 = fadd double %.811.us110.us, %.810.us109.us.1
  store double %.811.us110.us.1, double* %.361.fca.4.load, align 8
  %.487.us.us.1427 = or i64 %.418.0104.us.us, 2
  %.702.us.us.2436 = mul i64 %.487.us.us.1427, %arg.arr.5.1
  %.705.us.us.2437 = add i64 %.702.us.us.2436, %arg.arr.5.1
  %sunkaddr863424 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.2437
  %.810.us109.us.2 = load double, double* %sunkaddr863424, align 8
  %.811.us110.us.2 = fadd double %.811.us110.us.1, %.810.us109.us.2
  store double %.811.us110.us.2, double* %.361.fca.4.load, align 8
  %.487.us.us.2435 = or i64 %.418.0104.us.us, 3
  %.702.us.us.3444 = mul i64 %.487.us.us.2435, %arg.arr.5.1
  %.705.us.us.3445 = add i64 %.702.us.us.3444, %arg.arr.5.1
  %sunkaddr869423 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.3445
  %.810.us109.us.3 = load double, double* %sunkaddr869423, align 8
  %.811.us110.us.3 = fadd double %.811.us110.us.2, %.810.us109.us.3
  store double %.811.us110.us.3, double* %.361.fca.4.load, align 8
  br label %for.end.us.us.3

for.end.us.us:                                    ; preds = %for.body.us.us116.us, %for.body.us.us116.prol.loopexit.us
  %45 = icmp eq i64 %xtraiter244, 0
  %.487.us.us.1 = or i64 %.418.0104.us.us, 2
  %.702.us.us.1 = mul i64 %.487.us.us, %arg.arr.5.1
  %.705.us.us.1 = add i64 %.702.us.us.1, %arg.arr.5.1
  br i1 %45, label %for.body.us.us116.prol.loopexit.us.1, label %for.body.us.us116.prol.us.1.preheader

for.body.us.us116.prol.us.1.preheader:            ; preds = %for.end.us.us
  br label %for.body.us.us116.prol.us.1

for.body.us.us116.prol.us.1:                      ; preds = %for.body.us.us116.prol.us.1.preheader, %for.body.us.us116.prol.us.1
  %loop.index36.us.us117.prol.us.1 = phi i64 [ %.816.us.us123.prol.us.1, %for.body.us.us116.prol.us.1 ], [ 0, %for.body.us.us116.prol.us.1.preheader ]
  %scevgep560 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us117.prol.us.1
  %.801.us.us119.prol.us.1 = load double, double* %scevgep560, align 8
  %sunkaddr1273 = mul i64 %.705.us.us.1, 8
  %46 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1274 = getelementptr i8, i8* %46, i64 %sunkaddr1273
  %47 = bitcast i8* %sunkaddr1274 to double*
  %.810.us.us120.prol.us.1 = load double, double* %47, align 8
  %.811.us.us121.prol.us.1 = fadd double %.801.us.us119.prol.us.1, %.810.us.us120.prol.us.1
  store double %.811.us.us121.prol.us.1, double* %scevgep560, align 8
  %.816.us.us123.prol.us.1 = add nuw nsw i64 %loop.index36.us.us117.prol.us.1, 1
  %prol.iter.cmp.not.us.1 = icmp eq i64 %xtraiter244, %.816.us.us123.prol.us.1
  br i1 %prol.iter.cmp.not.us.1, label %for.body.us.us116.prol.loopexit.us.1, label %for.body.us.us116.prol.us.1, !llvm.loop !41

for.body.us.us116.prol.loopexit.us.1:             ; preds = %for.body.us.us116.prol.us.1, %for.end.us.us
  %48 = icmp ult i64 %25, 7
  br i1 %48, label %for.end.us.us.1, label %for.body.us.us116.us.1.preheader

for.body.us.us116.us.1.preheader:                 ; preds = %for.body.us.us116.prol.loopexit.us.1
  br label %for.body.us.us116.us.1

for.body.us.us116.us.1:                           ; preds = %for.body.us.us116.us.1.preheader, %for.body.us.us116.us.1
  %lsr.iv563 = phi i64 [ 0, %for.body.us.us116.us.1.preheader ], [ %lsr.iv.next564, %for.body.us.us116.us.1 ]
  %scevgep591 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -7
  %.801.us.us119.us.1 = load double, double* %scevgep592, align 8
  %sunkaddr1275 = mul i64 %.705.us.us.1, 8
  %49 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1276 = getelementptr i8, i8* %49, i64 %sunkaddr1275
  %50 = bitcast i8* %sunkaddr1276 to double*
  %.810.us.us120.us.1 = load double, double* %50, align 8
  %.811.us.us121.us.1 = fadd double %.801.us.us119.us.1, %.810.us.us120.us.1
  store double %.811.us.us121.us.1, double* %scevgep592, align 8
  %scevgep586 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep588 = getelementptr double, double* %scevgep586, i64 -6
  %.801.us.us119.1.us.1 = load double, double* %scevgep588, align 8
  %.810.us.us120.1.us.1 = load double, double* %50, align 8
  %.811.us.us121.1.us.1 = fadd double %.801.us.us119.1.us.1, %.810.us.us120.1.us.1
  store double %.811.us.us121.1.us.1, double* %scevgep588, align 8
  %scevgep582 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep584 = getelementptr double, double* %scevgep582, i64 -5
  %.801.us.us119.2.us.1 = load double, double* %scevgep584, align 8
  %.810.us.us120.2.us.1 = load double, double* %50, align 8
  %.811.us.us121.2.us.1 = fadd double %.801.us.us119.2.us.1, %.810.us.us120.2.us.1
  store double %.811.us.us121.2.us.1, double* %scevgep584, align 8
  %scevgep579 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -4
  %.801.us.us119.3.us.1 = load double, double* %scevgep580, align 8
  %.810.us.us120.3.us.1 = load double, double* %50, align 8
  %.811.us.us121.3.us.1 = fadd double %.801.us.us119.3.us.1, %.810.us.us120.3.us.1
  store double %.811.us.us121.3.us.1, double* %scevgep580, align 8
  %scevgep573 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep576 = getelementptr double, double* %scevgep573, i64 -3
  %.801.us.us119.4.us.1 = load double, double* %scevgep576, align 8
  %.810.us.us120.4.us.1 = load double, double* %50, align 8
  %.811.us.us121.4.us.1 = fadd double %.801.us.us119.4.us.1, %.810.us.us120.4.us.1
  store double %.811.us.us121.4.us.1, double* %scevgep576, align 8
  %scevgep570 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -2
  %.801.us.us119.5.us.1 = load double, double* %scevgep571, align 8
  %.810.us.us120.5.us.1 = load double, double* %50, align 8
  %.811.us.us121.5.us.1 = fadd double %.801.us.us119.5.us.1, %.810.us.us120.5.us.1
  store double %.811.us.us121.5.us.1, double* %scevgep571, align 8
  %scevgep567 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -1
  %.801.us.us119.6.us.1 = load double, double* %scevgep568, align 8
  %.810.us.us120.6.us.1 = load double, double* %50, align 8
  %.811.us.us121.6.us.1 = fadd double %.801.us.us119.6.us.1, %.810.us.us120.6.us.1
  store double %.811.us.us121.6.us.1, double* %scevgep568, align 8
  %scevgep594 = getelementptr double, double* %scevgep562, i64 %lsr.iv563
  %.801.us.us119.7.us.1 = load double, double* %scevgep594, align 8
  %.810.us.us120.7.us.1 = load double, double* %50, align 8
  %.811.us.us121.7.us.1 = fadd double %.801.us.us119.7.us.1, %.810.us.us120.7.us.1
  store double %.811.us.us121.7.us.1, double* %scevgep594, align 8
  %lsr.iv.next564 = add i64 %lsr.iv563, 8
  %exitcond137.not.7.us.1 = icmp eq i64 %32, %lsr.iv.next564
  br i1 %exitcond137.not.7.us.1, label %for.end.us.us.1, label %for.body.us.us116.us.1, !llvm.loop !42

for.end.us.us.1:                                  ; preds = %for.body.us.us116.us.1, %for.body.us.us116.prol.loopexit.us.1
  %51 = icmp eq i64 %xtraiter244, 0
  %.487.us.us.2 = or i64 %.418.0104.us.us, 3
  %.702.us.us.2 = mul i64 %.487.us.us.1, %arg.arr.5.1
  %.705.us.us.2 = add i64 %.702.us.us.2, %arg.arr.5.1
  br i1 %51, label %for.body.us.us116.prol.loopexit.us.2, label %for.body.us.us116.prol.us.2.preheader

for.body.us.us116.prol.us.2.preheader:            ; preds = %for.end.us.us.1
  br label %for.body.us.us116.prol.us.2

for.body.us.us116.prol.us.2:                      ; preds = %for.body.us.us116.prol.us.2.preheader, %for.body.us.us116.prol.us.2
  %loop.index36.us.us117.prol.us.2 = phi i64 [ %.816.us.us123.prol.us.2, %for.body.us.us116.prol.us.2 ], [ 0, %for.body.us.us116.prol.us.2.preheader ]
  %scevgep595 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us117.prol.us.2
  %.801.us.us119.prol.us.2 = load double, double* %scevgep595, align 8
  %sunkaddr1277 = mul i64 %.705.us.us.2, 8
  %52 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1278 = getelementptr i8, i8* %52, i64 %sunkaddr1277
  %53 = bitcast i8* %sunkaddr1278 to double*
  %.810.us.us120.prol.us.2 = load double, double* %53, align 8
  %.811.us.us121.prol.us.2 = fadd double %.801.us.us119.prol.us.2, %.810.us.us120.prol.us.2
  store double %.811.us.us121.prol.us.2, double* %scevgep595, align 8
  %.816.us.us123.prol.us.2 = add nuw nsw i64 %loop.index36.us.us117.prol.us.2, 1
  %prol.iter.cmp.not.us.2 = icmp eq i64 %xtraiter244, %.816.us.us123.prol.us.2
  br i1 %prol.iter.cmp.not.us.2, label %for.body.us.us116.prol.loopexit.us.2, label %for.body.us.us116.prol.us.2, !llvm.loop !41

for.body.us.us116.prol.loopexit.us.2:             ; preds = %for.body.us.us116.prol.us.2, %for.end.us.us.1
  %54 = icmp ult i64 %25, 7
  br i1 %54, label %for.end.us.us.2, label %for.body.us.us116.us.2.preheader

for.body.us.us116.us.2.preheader:                 ; preds = %for.body.us.us116.prol.loopexit.us.2
  br label %for.body.us.us116.us.2

for.body.us.us116.us.2:                           ; preds = %for.body.us.us116.us.2.preheader, %for.body.us.us116.us.2
  %lsr.iv598 = phi i64 [ 0, %for.body.us.us116.us.2.preheader ], [ %lsr.iv.next599, %for.body.us.us116.us.2 ]
  %scevgep624 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep627 = getelementptr double, double* %scevgep624, i64 -7
  %.801.us.us119.us.2 = load double, double* %scevgep627, align 8
  %sunkaddr1279 = mul i64 %.705.us.us.2, 8
  %55 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1280 = getelementptr i8, i8* %55, i64 %sunkaddr1279
  %56 = bitcast i8* %sunkaddr1280 to double*
  %.810.us.us120.us.2 = load double, double* %56, align 8
  %.811.us.us121.us.2 = fadd double %.801.us.us119.us.2, %.810.us.us120.us.2
  store double %.811.us.us121.us.2, double* %scevgep627, align 8
  %scevgep619 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep621 = getelementptr double, double* %scevgep619, i64 -6
  %.801.us.us119.1.us.2 = load double, double* %scevgep621, align 8
  %.810.us.us120.1.us.2 = load double, double* %56, align 8
  %.811.us.us121.1.us.2 = fadd double %.801.us.us119.1.us.2, %.810.us.us120.1.us.2
  store double %.811.us.us121.1.us.2, double* %scevgep621, align 8
  %scevgep616 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep618 = getelementptr double, double* %scevgep616, i64 -5
  %.801.us.us119.2.us.2 = load double, double* %scevgep618, align 8
  %.810.us.us120.2.us.2 = load double, double* %56, align 8
  %.811.us.us121.2.us.2 = fadd double %.801.us.us119.2.us.2, %.810.us.us120.2.us.2
  store double %.811.us.us121.2.us.2, double* %scevgep618, align 8
  %scevgep612 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep615 = getelementptr double, double* %scevgep612, i64 -4
  %.801.us.us119.3.us.2 = load double, double* %scevgep615, align 8
  %.810.us.us120.3.us.2 = load double, double* %56, align 8
  %.811.us.us121.3.us.2 = fadd double %.801.us.us119.3.us.2, %.810.us.us120.3.us.2
  store double %.811.us.us121.3.us.2, double* %scevgep615, align 8
  %scevgep608 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep610 = getelementptr double, double* %scevgep608, i64 -3
  %.801.us.us119.4.us.2 = load double, double* %scevgep610, align 8
  %.810.us.us120.4.us.2 = load double, double* %56, align 8
  %.811.us.us121.4.us.2 = fadd double %.801.us.us119.4.us.2, %.810.us.us120.4.us.2
  store double %.811.us.us121.4.us.2, double* %scevgep610, align 8
  %scevgep604 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep606 = getelementptr double, double* %scevgep604, i64 -2
  %.801.us.us119.5.us.2 = load double, double* %scevgep606, align 8
  %.810.us.us120.5.us.2 = load double, double* %56, align 8
  %.811.us.us121.5.us.2 = fadd double %.801.us.us119.5.us.2, %.810.us.us120.5.us.2
  store double %.811.us.us121.5.us.2, double* %scevgep606, align 8
  %scevgep600 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %scevgep603 = getelementptr double, double* %scevgep600, i64 -1
  %.801.us.us119.6.us.2 = load double, double* %scevgep603, align 8
  %.810.us.us120.6.us.2 = load double, double* %56, align 8
  %.811.us.us121.6.us.2 = fadd double %.801.us.us119.6.us.2, %.810.us.us120.6.us.2
  store double %.811.us.us121.6.us.2, double* %scevgep603, align 8
  %scevgep628 = getelementptr double, double* %scevgep597, i64 %lsr.iv598
  %.801.us.us119.7.us.2 = load double, double* %scevgep628, align 8
  %.810.us.us120.7.us.2 = load double, double* %56, align 8
  %.811.us.us121.7.us.2 = fadd double %.801.us.us119.7.us.2, %.810.us.us120.7.us.2
  store double %.811.us.us121.7.us.2, double* %scevgep628, align 8
  %lsr.iv.next599 = add i64 %lsr.iv598, 8
  %exitcond137.not.7.us.2 = icmp eq i64 %35, %lsr.iv.next599
  br i1 %exitcond137.not.7.us.2, label %for.end.us.us.2, label %for.body.us.us116.us.2, !llvm.loop !42

for.end.us.us.2:                                  ; preds = %for.body.us.us116.us.2, %for.body.us.us116.prol.loopexit.us.2
  %57 = icmp eq i64 %xtraiter244, 0
  %.702.us.us.3 = mul i64 %.487.us.us.2, %arg.arr.5.1
  %.705.us.us.3 = add i64 %.702.us.us.3, %arg.arr.5.1
  br i1 %57, label %for.body.us.us116.prol.loopexit.us.3, label %for.body.us.us116.prol.us.3.preheader

for.body.us.us116.prol.us.3.preheader:            ; preds = %for.end.us.us.2
  br label %for.body.us.us116.prol.us.3

for.body.us.us116.prol.us.3:                      ; preds = %for.body.us.us116.prol.us.3.preheader, %for.body.us.us116.prol.us.3
  %loop.index36.us.us117.prol.us.3 = phi i64 [ %.816.us.us123.prol.us.3, %for.body.us.us116.prol.us.3 ], [ 0, %for.body.us.us116.prol.us.3.preheader ]
  %scevgep630 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us117.prol.us.3
  %.801.us.us119.prol.us.3 = load double, double* %scevgep630, align 8
  %sunkaddr1281 = mul i64 %.705.us.us.3, 8
  %58 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1282 = getelementptr i8, i8* %58, i64 %sunkaddr1281
  %59 = bitcast i8* %sunkaddr1282 to double*
  %.810.us.us120.prol.us.3 = load double, double* %59, align 8
  %.811.us.us121.prol.us.3 = fadd double %.801.us.us119.prol.us.3, %.810.us.us120.prol.us.3
  store double %.811.us.us121.prol.us.3, double* %scevgep630, align 8
  %.816.us.us123.prol.us.3 = add nuw nsw i64 %loop.index36.us.us117.prol.us.3, 1
  %prol.iter.cmp.not.us.3 = icmp eq i64 %xtraiter244, %.816.us.us123.prol.us.3
  br i1 %prol.iter.cmp.not.us.3, label %for.body.us.us116.prol.loopexit.us.3, label %for.body.us.us116.prol.us.3, !llvm.loop !41

for.body.us.us116.prol.loopexit.us.3:             ; preds = %for.body.us.us116.prol.us.3, %for.end.us.us.2
  %60 = icmp ult i64 %25, 7
  br i1 %60, label %for.end.us.us.3, label %for.body.us.us116.us.3.preheader

for.body.us.us116.us.3.preheader:                 ; preds = %for.body.us.us116.prol.loopexit.us.3
  br label %for.body.us.us116.us.3

for.body.us.us116.us.3:                           ; preds = %for.body.us.us116.us.3.preheader, %for.body.us.us116.us.3
  %lsr.iv633 = phi i64 [ 0, %for.body.us.us116.us.3.preheader ], [ %lsr.iv.next634, %for.body.us.us116.us.3 ]
  %scevgep655 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -7
  %.801.us.us119.us.3 = load double, double* %scevgep656, align 8
  %sunkaddr1283 = mul i64 %.705.us.us.3, 8
  %61 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1284 = getelementptr i8, i8* %61, i64 %sunkaddr1283
  %62 = bitcast i8* %sunkaddr1284 to double*
  %.810.us.us120.us.3 = load double, double* %62, align 8
  %.811.us.us121.us.3 = fadd double %.801.us.us119.us.3, %.810.us.us120.us.3
  store double %.811.us.us121.us.3, double* %scevgep656, align 8
  %scevgep653 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -6
  %.801.us.us119.1.us.3 = load double, double* %scevgep654, align 8
  %.810.us.us120.1.us.3 = load double, double* %62, align 8
  %.811.us.us121.1.us.3 = fadd double %.801.us.us119.1.us.3, %.810.us.us120.1.us.3
  store double %.811.us.us121.1.us.3, double* %scevgep654, align 8
  %scevgep648 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -5
  %.801.us.us119.2.us.3 = load double, double* %scevgep649, align 8
  %.810.us.us120.2.us.3 = load double, double* %62, align 8
  %.811.us.us121.2.us.3 = fadd double %.801.us.us119.2.us.3, %.810.us.us120.2.us.3
  store double %.811.us.us121.2.us.3, double* %scevgep649, align 8
  %scevgep646 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -4
  %.801.us.us119.3.us.3 = load double, double* %scevgep647, align 8
  %.810.us.us120.3.us.3 = load double, double* %62, align 8
  %.811.us.us121.3.us.3 = fadd double %.801.us.us119.3.us.3, %.810.us.us120.3.us.3
  store double %.811.us.us121.3.us.3, double* %scevgep647, align 8
  %scevgep643 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -3
  %.801.us.us119.4.us.3 = load double, double* %scevgep644, align 8
  %.810.us.us120.4.us.3 = load double, double* %62, align 8
  %.811.us.us121.4.us.3 = fadd double %.801.us.us119.4.us.3, %.810.us.us120.4.us.3
  store double %.811.us.us121.4.us.3, double* %scevgep644, align 8
  %scevgep640 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep642 = getelementptr double, double* %scevgep640, i64 -2
  %.801.us.us119.5.us.3 = load double, double* %scevgep642, align 8
  %.810.us.us120.5.us.3 = load double, double* %62, align 8
  %.811.us.us121.5.us.3 = fadd double %.801.us.us119.5.us.3, %.810.us.us120.5.us.3
  store double %.811.us.us121.5.us.3, double* %scevgep642, align 8
  %scevgep636 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %scevgep638 = getelementptr double, double* %scevgep636, i64 -1
  %.801.us.us119.6.us.3 = load double, double* %scevgep638, align 8
  %.810.us.us120.6.us.3 = load double, double* %62, align 8
  %.811.us.us121.6.us.3 = fadd double %.801.us.us119.6.us.3, %.810.us.us120.6.us.3
  store double %.811.us.us121.6.us.3, double* %scevgep638, align 8
  %scevgep658 = getelementptr double, double* %scevgep632, i64 %lsr.iv633
  %.801.us.us119.7.us.3 = load double, double* %scevgep658, align 8
  %.810.us.us120.7.us.3 = load double, double* %62, align 8
  %.811.us.us121.7.us.3 = fadd double %.801.us.us119.7.us.3, %.810.us.us120.7.us.3
  store double %.811.us.us121.7.us.3, double* %scevgep658, align 8
  %lsr.iv.next634 = add i64 %lsr.iv633, 8
  %exitcond137.not.7.us.3 = icmp eq i64 %37, %lsr.iv.next634
  br i1 %exitcond137.not.7.us.3, label %for.end.us.us.3, label %for.body.us.us116.us.3, !llvm.loop !42

for.end.us.us.3:                                  ; preds = %for.body.us.us116.us.3, %for.end.us.us.thread, %for.body.us.us116.prol.loopexit.us.3
  %.487.us.us.3446 = add nuw nsw i64 %.418.0104.us.us, 4
  %niter.ncmp.3 = icmp eq i64 %.487.us.us.3446, %unroll_iter
  br i1 %niter.ncmp.3, label %B756.endif.loopexit.unr-lcssa, label %B368.endif.else.endif.us.us

B368.endif.else.endif.preheader:                  ; preds = %B368.endif.else.endif.lr.ph
  %scevgep = getelementptr double, double* %.361.fca.4.load, i64 %.361.fca.5.0.load
  %63 = add i64 %.361.fca.5.0.load, -32
  %64 = lshr i64 %63, 5
  %65 = add nuw nsw i64 %64, 1
  %n.vec186 = and i64 %.361.fca.5.0.load, -32
  %xtraiter246 = and i64 %65, 7
  %unroll_iter249 = and i64 %65, 1152921504606846968
  %xtraiter251 = and i64 %.361.fca.5.0.load, 7
  %scevgep501 = getelementptr double, double* %.361.fca.4.load, i64 248
  %scevgep692 = getelementptr double, double* %arg.arr.4, i64 248
  %66 = shl i64 %xtraiter246, 8
  %scevgep795 = getelementptr double, double* %.361.fca.4.load, i64 24
  %67 = add nsw i64 %unroll_iter249, -8
  %68 = lshr exact i64 %67, 3
  %69 = add i64 %68, 1
  %xtraiter109 = and i64 %69, 3
  %unroll_iter119 = and i64 %69, 4611686018427387900
  %scevgep221 = getelementptr double, double* %.361.fca.4.load, i64 504
  %70 = lshr i64 %69, 1
  %71 = mul nsw i64 %70, -2
  %72 = shl i64 %arg.arr.5.1, 3
  %scevgep1089 = getelementptr double, double* %arg.arr.4, i64 24
  %73 = sub i64 0, %xtraiter109
  br label %B368.endif.else.endif

for.body.preheader:                               ; preds = %B368.endif.else.endif
  %74 = icmp eq i64 %.361.fca.5.0.load, 1
  br i1 %74, label %for.body.preheader.split, label %for.body.preheader.split.us

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %75 = icmp eq i64 %arg.arr.5.1, 1
  br i1 %75, label %for.body.us.preheader, label %for.body.us.us.preheader

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %76 = icmp ult i64 %.361.fca.5.0.load, 32
  br i1 %76, label %for.body.us.us.preheader238, label %vector.memcheck170

vector.memcheck170:                               ; preds = %for.body.us.us.preheader
  %bound0177 = icmp ult double* %.361.fca.4.load, %scevgep175
  %bound1178 = icmp ult double* %scevgep173, %scevgep
  %found.conflict179 = and i1 %bound1178, %bound0177
  br i1 %found.conflict179, label %for.body.us.us.preheader238, label %vector.ph184

vector.ph184:                                     ; preds = %vector.memcheck170
  %77 = icmp ult i64 %63, 224
  br i1 %77, label %middle.block180.unr-lcssa, label %vector.body182.preheader

vector.body182.preheader:                         ; preds = %vector.ph184
  %78 = icmp eq i64 %67, 0
  br i1 %78, label %middle.block180.unr-lcssa.loopexit.unr-lcssa, label %vector.body182.preheader453

vector.body182.preheader453:                      ; preds = %vector.body182.preheader
  br label %vector.body182

vector.body182:                                   ; preds = %vector.body182.preheader453, %vector.body182
  %lsr.iv659 = phi i64 [ %71, %vector.body182.preheader453 ], [ %lsr.iv.next660, %vector.body182 ]
  %index189 = phi i64 [ %index.next198.7.1, %vector.body182 ], [ 0, %vector.body182.preheader453 ]
  %scevgep1071 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10711072 = bitcast double* %scevgep1071 to <8 x double>*
  %scevgep1073 = getelementptr <8 x double>, <8 x double>* %scevgep10711072, i64 -63
  %wide.load190 = load <8 x double>, <8 x double>* %scevgep1073, align 8, !alias.scope !43, !noalias !46
  %scevgep1068 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10681069 = bitcast double* %scevgep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %scevgep10681069, i64 -62
  %wide.load191 = load <8 x double>, <8 x double>* %scevgep1070, align 8, !alias.scope !43, !noalias !46
  %scevgep1065 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10651066 = bitcast double* %scevgep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %scevgep10651066, i64 -61
  %wide.load192 = load <8 x double>, <8 x double>* %scevgep1067, align 8, !alias.scope !43, !noalias !46
  %scevgep1062 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10621063 = bitcast double* %scevgep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %scevgep10621063, i64 -60
  %wide.load193 = load <8 x double>, <8 x double>* %scevgep1064, align 8, !alias.scope !43, !noalias !46
  %scevgep881 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %wide.load194 = load <8 x double>, <8 x double>* %scevgep881882, align 8, !alias.scope !46
  %scevgep878 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 1
  %wide.load195 = load <8 x double>, <8 x double>* %scevgep880, align 8, !alias.scope !46
  %scevgep875 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 2
  %wide.load196 = load <8 x double>, <8 x double>* %scevgep877, align 8, !alias.scope !46
  %scevgep872 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 3
  %wide.load197 = load <8 x double>, <8 x double>* %scevgep874, align 8, !alias.scope !46
  %79 = fadd <8 x double> %wide.load190, %wide.load194
  %80 = fadd <8 x double> %wide.load191, %wide.load195
  %81 = fadd <8 x double> %wide.load192, %wide.load196
  %82 = fadd <8 x double> %wide.load193, %wide.load197
  store <8 x double> %79, <8 x double>* %scevgep1073, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %80, <8 x double>* %scevgep1070, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %81, <8 x double>* %scevgep1067, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %82, <8 x double>* %scevgep1064, align 8, !alias.scope !43, !noalias !46
  %scevgep1058 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -59
  %wide.load190.1 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !43, !noalias !46
  %scevgep1055 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -58
  %wide.load191.1 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !43, !noalias !46
  %scevgep1052 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 -57
  %wide.load192.1 = load <8 x double>, <8 x double>* %scevgep1054, align 8, !alias.scope !43, !noalias !46
  %scevgep1049 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 -56
  %wide.load193.1 = load <8 x double>, <8 x double>* %scevgep1051, align 8, !alias.scope !43, !noalias !46
  %scevgep869 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 4
  %wide.load194.1 = load <8 x double>, <8 x double>* %scevgep871, align 8, !alias.scope !46
  %scevgep866 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 5
  %wide.load195.1 = load <8 x double>, <8 x double>* %scevgep868, align 8, !alias.scope !46
  %scevgep863 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 6
  %wide.load196.1 = load <8 x double>, <8 x double>* %scevgep865, align 8, !alias.scope !46
  %scevgep860 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 7
  %wide.load197.1 = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !46
  %83 = fadd <8 x double> %wide.load190.1, %wide.load194.1
  %84 = fadd <8 x double> %wide.load191.1, %wide.load195.1
  %85 = fadd <8 x double> %wide.load192.1, %wide.load196.1
  %86 = fadd <8 x double> %wide.load193.1, %wide.load197.1
  store <8 x double> %83, <8 x double>* %scevgep1060, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %84, <8 x double>* %scevgep1057, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %85, <8 x double>* %scevgep1054, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %86, <8 x double>* %scevgep1051, align 8, !alias.scope !43, !noalias !46
  %scevgep1046 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -55
  %wide.load190.2 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !43, !noalias !46
  %scevgep1043 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -54
  %wide.load191.2 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !43, !noalias !46
  %scevgep1040 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -53
  %wide.load192.2 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !43, !noalias !46
  %scevgep1037 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -52
  %wide.load193.2 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !43, !noalias !46
  %scevgep857 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 8
  %wide.load194.2 = load <8 x double>, <8 x double>* %scevgep859, align 8, !alias.scope !46
  %scevgep854 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep854855 = bitcast double* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 9
  %wide.load195.2 = load <8 x double>, <8 x double>* %scevgep856, align 8, !alias.scope !46
  %scevgep851 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep851852 = bitcast double* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 10
  %wide.load196.2 = load <8 x double>, <8 x double>* %scevgep853, align 8, !alias.scope !46
  %scevgep848 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep848849 = bitcast double* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 11
  %wide.load197.2 = load <8 x double>, <8 x double>* %scevgep850, align 8, !alias.scope !46
  %87 = fadd <8 x double> %wide.load190.2, %wide.load194.2
  %88 = fadd <8 x double> %wide.load191.2, %wide.load195.2
  %89 = fadd <8 x double> %wide.load192.2, %wide.load196.2
  %90 = fadd <8 x double> %wide.load193.2, %wide.load197.2
  store <8 x double> %87, <8 x double>* %scevgep1048, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %88, <8 x double>* %scevgep1045, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %89, <8 x double>* %scevgep1042, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %90, <8 x double>* %scevgep1039, align 8, !alias.scope !43, !noalias !46
  %scevgep1033 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -51
  %wide.load190.3 = load <8 x double>, <8 x double>* %scevgep1035, align 8, !alias.scope !43, !noalias !46
  %scevgep1030 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -50
  %wide.load191.3 = load <8 x double>, <8 x double>* %scevgep1032, align 8, !alias.scope !43, !noalias !46
  %scevgep1027 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -49
  %wide.load192.3 = load <8 x double>, <8 x double>* %scevgep1029, align 8, !alias.scope !43, !noalias !46
  %scevgep1024 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 -48
  %wide.load193.3 = load <8 x double>, <8 x double>* %scevgep1026, align 8, !alias.scope !43, !noalias !46
  %scevgep845 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep845846 = bitcast double* %scevgep845 to <8 x double>*
  %scevgep847 = getelementptr <8 x double>, <8 x double>* %scevgep845846, i64 12
  %wide.load194.3 = load <8 x double>, <8 x double>* %scevgep847, align 8, !alias.scope !46
  %scevgep842 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep842843 = bitcast double* %scevgep842 to <8 x double>*
  %scevgep844 = getelementptr <8 x double>, <8 x double>* %scevgep842843, i64 13
  %wide.load195.3 = load <8 x double>, <8 x double>* %scevgep844, align 8, !alias.scope !46
  %scevgep839 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep839840 = bitcast double* %scevgep839 to <8 x double>*
  %scevgep841 = getelementptr <8 x double>, <8 x double>* %scevgep839840, i64 14
  %wide.load196.3 = load <8 x double>, <8 x double>* %scevgep841, align 8, !alias.scope !46
  %scevgep836 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep836837 = bitcast double* %scevgep836 to <8 x double>*
  %scevgep838 = getelementptr <8 x double>, <8 x double>* %scevgep836837, i64 15
  %wide.load197.3 = load <8 x double>, <8 x double>* %scevgep838, align 8, !alias.scope !46
  %91 = fadd <8 x double> %wide.load190.3, %wide.load194.3
  %92 = fadd <8 x double> %wide.load191.3, %wide.load195.3
  %93 = fadd <8 x double> %wide.load192.3, %wide.load196.3
  %94 = fadd <8 x double> %wide.load193.3, %wide.load197.3
  store <8 x double> %91, <8 x double>* %scevgep1035, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %92, <8 x double>* %scevgep1032, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %93, <8 x double>* %scevgep1029, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %94, <8 x double>* %scevgep1026, align 8, !alias.scope !43, !noalias !46
  %scevgep1021 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -47
  %wide.load190.4 = load <8 x double>, <8 x double>* %scevgep1023, align 8, !alias.scope !43, !noalias !46
  %scevgep1018 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10181019 = bitcast double* %scevgep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %scevgep10181019, i64 -46
  %wide.load191.4 = load <8 x double>, <8 x double>* %scevgep1020, align 8, !alias.scope !43, !noalias !46
  %scevgep1015 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10151016 = bitcast double* %scevgep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %scevgep10151016, i64 -45
  %wide.load192.4 = load <8 x double>, <8 x double>* %scevgep1017, align 8, !alias.scope !43, !noalias !46
  %scevgep1012 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10121013 = bitcast double* %scevgep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %scevgep10121013, i64 -44
  %wide.load193.4 = load <8 x double>, <8 x double>* %scevgep1014, align 8, !alias.scope !43, !noalias !46
  %scevgep833 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep833834 = bitcast double* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 16
  %wide.load194.4 = load <8 x double>, <8 x double>* %scevgep835, align 8, !alias.scope !46
  %scevgep830 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep830831 = bitcast double* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 17
  %wide.load195.4 = load <8 x double>, <8 x double>* %scevgep832, align 8, !alias.scope !46
  %scevgep827 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep827828 = bitcast double* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 18
  %wide.load196.4 = load <8 x double>, <8 x double>* %scevgep829, align 8, !alias.scope !46
  %scevgep824 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep824825 = bitcast double* %scevgep824 to <8 x double>*
  %scevgep826 = getelementptr <8 x double>, <8 x double>* %scevgep824825, i64 19
  %wide.load197.4 = load <8 x double>, <8 x double>* %scevgep826, align 8, !alias.scope !46
  %95 = fadd <8 x double> %wide.load190.4, %wide.load194.4
  %96 = fadd <8 x double> %wide.load191.4, %wide.load195.4
  %97 = fadd <8 x double> %wide.load192.4, %wide.load196.4
  %98 = fadd <8 x double> %wide.load193.4, %wide.load197.4
  store <8 x double> %95, <8 x double>* %scevgep1023, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %96, <8 x double>* %scevgep1020, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %97, <8 x double>* %scevgep1017, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %98, <8 x double>* %scevgep1014, align 8, !alias.scope !43, !noalias !46
  %scevgep1009 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10091010 = bitcast double* %scevgep1009 to <8 x double>*
  %scevgep1011 = getelementptr <8 x double>, <8 x double>* %scevgep10091010, i64 -43
  %wide.load190.5 = load <8 x double>, <8 x double>* %scevgep1011, align 8, !alias.scope !43, !noalias !46
  %scevgep1006 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10061007 = bitcast double* %scevgep1006 to <8 x double>*
  %scevgep1008 = getelementptr <8 x double>, <8 x double>* %scevgep10061007, i64 -42
  %wide.load191.5 = load <8 x double>, <8 x double>* %scevgep1008, align 8, !alias.scope !43, !noalias !46
  %scevgep1003 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10031004 = bitcast double* %scevgep1003 to <8 x double>*
  %scevgep1005 = getelementptr <8 x double>, <8 x double>* %scevgep10031004, i64 -41
  %wide.load192.5 = load <8 x double>, <8 x double>* %scevgep1005, align 8, !alias.scope !43, !noalias !46
  %scevgep1000 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10001001 = bitcast double* %scevgep1000 to <8 x double>*
  %scevgep1002 = getelementptr <8 x double>, <8 x double>* %scevgep10001001, i64 -40
  %wide.load193.5 = load <8 x double>, <8 x double>* %scevgep1002, align 8, !alias.scope !43, !noalias !46
  %scevgep819 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep819820 = bitcast double* %scevgep819 to <8 x double>*
  %scevgep823 = getelementptr <8 x double>, <8 x double>* %scevgep819820, i64 20
  %wide.load194.5 = load <8 x double>, <8 x double>* %scevgep823, align 8, !alias.scope !46
  %scevgep816 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep816817 = bitcast double* %scevgep816 to <8 x double>*
  %scevgep818 = getelementptr <8 x double>, <8 x double>* %scevgep816817, i64 21
  %wide.load195.5 = load <8 x double>, <8 x double>* %scevgep818, align 8, !alias.scope !46
  %scevgep812 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep812813 = bitcast double* %scevgep812 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep812813, i64 22
  %wide.load196.5 = load <8 x double>, <8 x double>* %scevgep815, align 8, !alias.scope !46
  %scevgep808 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep808809 = bitcast double* %scevgep808 to <8 x double>*
  %scevgep810 = getelementptr <8 x double>, <8 x double>* %scevgep808809, i64 23
  %wide.load197.5 = load <8 x double>, <8 x double>* %scevgep810, align 8, !alias.scope !46
  %99 = fadd <8 x double> %wide.load190.5, %wide.load194.5
  %100 = fadd <8 x double> %wide.load191.5, %wide.load195.5
  %101 = fadd <8 x double> %wide.load192.5, %wide.load196.5
  %102 = fadd <8 x double> %wide.load193.5, %wide.load197.5
  store <8 x double> %99, <8 x double>* %scevgep1011, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %100, <8 x double>* %scevgep1008, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %101, <8 x double>* %scevgep1005, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %102, <8 x double>* %scevgep1002, align 8, !alias.scope !43, !noalias !46
  %scevgep997 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep997998 = bitcast double* %scevgep997 to <8 x double>*
  %scevgep999 = getelementptr <8 x double>, <8 x double>* %scevgep997998, i64 -39
  %wide.load190.6 = load <8 x double>, <8 x double>* %scevgep999, align 8, !alias.scope !43, !noalias !46
  %scevgep994 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep994995 = bitcast double* %scevgep994 to <8 x double>*
  %scevgep996 = getelementptr <8 x double>, <8 x double>* %scevgep994995, i64 -38
  %wide.load191.6 = load <8 x double>, <8 x double>* %scevgep996, align 8, !alias.scope !43, !noalias !46
  %scevgep991 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep991992 = bitcast double* %scevgep991 to <8 x double>*
  %scevgep993 = getelementptr <8 x double>, <8 x double>* %scevgep991992, i64 -37
  %wide.load192.6 = load <8 x double>, <8 x double>* %scevgep993, align 8, !alias.scope !43, !noalias !46
  %scevgep988 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 -36
  %wide.load193.6 = load <8 x double>, <8 x double>* %scevgep990, align 8, !alias.scope !43, !noalias !46
  %scevgep805 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep805806 = bitcast double* %scevgep805 to <8 x double>*
  %scevgep807 = getelementptr <8 x double>, <8 x double>* %scevgep805806, i64 24
  %wide.load194.6 = load <8 x double>, <8 x double>* %scevgep807, align 8, !alias.scope !46
  %scevgep802 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep802803 = bitcast double* %scevgep802 to <8 x double>*
  %scevgep804 = getelementptr <8 x double>, <8 x double>* %scevgep802803, i64 25
  %wide.load195.6 = load <8 x double>, <8 x double>* %scevgep804, align 8, !alias.scope !46
  %scevgep799 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep799800 = bitcast double* %scevgep799 to <8 x double>*
  %scevgep801 = getelementptr <8 x double>, <8 x double>* %scevgep799800, i64 26
  %wide.load196.6 = load <8 x double>, <8 x double>* %scevgep801, align 8, !alias.scope !46
  %scevgep794 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep794795 = bitcast double* %scevgep794 to <8 x double>*
  %scevgep798 = getelementptr <8 x double>, <8 x double>* %scevgep794795, i64 27
  %wide.load197.6 = load <8 x double>, <8 x double>* %scevgep798, align 8, !alias.scope !46
  %103 = fadd <8 x double> %wide.load190.6, %wide.load194.6
  %104 = fadd <8 x double> %wide.load191.6, %wide.load195.6
  %105 = fadd <8 x double> %wide.load192.6, %wide.load196.6
  %106 = fadd <8 x double> %wide.load193.6, %wide.load197.6
  store <8 x double> %103, <8 x double>* %scevgep999, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %104, <8 x double>* %scevgep996, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %105, <8 x double>* %scevgep993, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %106, <8 x double>* %scevgep990, align 8, !alias.scope !43, !noalias !46
  %scevgep985 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 -35
  %wide.load190.7 = load <8 x double>, <8 x double>* %scevgep987, align 8, !alias.scope !43, !noalias !46
  %scevgep982 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 -34
  %wide.load191.7 = load <8 x double>, <8 x double>* %scevgep984, align 8, !alias.scope !43, !noalias !46
  %scevgep979 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 -33
  %wide.load192.7 = load <8 x double>, <8 x double>* %scevgep981, align 8, !alias.scope !43, !noalias !46
  %scevgep976 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep976977 = bitcast double* %scevgep976 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %scevgep976977, i64 -32
  %wide.load193.7 = load <8 x double>, <8 x double>* %scevgep978, align 8, !alias.scope !43, !noalias !46
  %scevgep791 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep791792 = bitcast double* %scevgep791 to <8 x double>*
  %scevgep793 = getelementptr <8 x double>, <8 x double>* %scevgep791792, i64 28
  %wide.load194.7 = load <8 x double>, <8 x double>* %scevgep793, align 8, !alias.scope !46
  %scevgep788 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep788789 = bitcast double* %scevgep788 to <8 x double>*
  %scevgep790 = getelementptr <8 x double>, <8 x double>* %scevgep788789, i64 29
  %wide.load195.7 = load <8 x double>, <8 x double>* %scevgep790, align 8, !alias.scope !46
  %scevgep785 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep785786 = bitcast double* %scevgep785 to <8 x double>*
  %scevgep787 = getelementptr <8 x double>, <8 x double>* %scevgep785786, i64 30
  %wide.load196.7 = load <8 x double>, <8 x double>* %scevgep787, align 8, !alias.scope !46
  %scevgep782 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep782783 = bitcast double* %scevgep782 to <8 x double>*
  %scevgep784 = getelementptr <8 x double>, <8 x double>* %scevgep782783, i64 31
  %wide.load197.7 = load <8 x double>, <8 x double>* %scevgep784, align 8, !alias.scope !46
  %107 = fadd <8 x double> %wide.load190.7, %wide.load194.7
  %108 = fadd <8 x double> %wide.load191.7, %wide.load195.7
  %109 = fadd <8 x double> %wide.load192.7, %wide.load196.7
  %110 = fadd <8 x double> %wide.load193.7, %wide.load197.7
  store <8 x double> %107, <8 x double>* %scevgep987, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %108, <8 x double>* %scevgep984, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %109, <8 x double>* %scevgep981, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %110, <8 x double>* %scevgep978, align 8, !alias.scope !43, !noalias !46
  %scevgep973 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep973974 = bitcast double* %scevgep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %scevgep973974, i64 -31
  %wide.load190.1100 = load <8 x double>, <8 x double>* %scevgep975, align 8, !alias.scope !43, !noalias !46
  %scevgep970 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep970971 = bitcast double* %scevgep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %scevgep970971, i64 -30
  %wide.load191.1101 = load <8 x double>, <8 x double>* %scevgep972, align 8, !alias.scope !43, !noalias !46
  %scevgep967 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep967968 = bitcast double* %scevgep967 to <8 x double>*
  %scevgep969 = getelementptr <8 x double>, <8 x double>* %scevgep967968, i64 -29
  %wide.load192.1102 = load <8 x double>, <8 x double>* %scevgep969, align 8, !alias.scope !43, !noalias !46
  %scevgep964 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep964965 = bitcast double* %scevgep964 to <8 x double>*
  %scevgep966 = getelementptr <8 x double>, <8 x double>* %scevgep964965, i64 -28
  %wide.load193.1103 = load <8 x double>, <8 x double>* %scevgep966, align 8, !alias.scope !43, !noalias !46
  %scevgep779 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep779780 = bitcast double* %scevgep779 to <8 x double>*
  %scevgep781 = getelementptr <8 x double>, <8 x double>* %scevgep779780, i64 32
  %wide.load194.1104 = load <8 x double>, <8 x double>* %scevgep781, align 8, !alias.scope !46
  %scevgep775 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep778 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 33
  %wide.load195.1105 = load <8 x double>, <8 x double>* %scevgep778, align 8, !alias.scope !46
  %scevgep771 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep771772 = bitcast double* %scevgep771 to <8 x double>*
  %scevgep773 = getelementptr <8 x double>, <8 x double>* %scevgep771772, i64 34
  %wide.load196.1106 = load <8 x double>, <8 x double>* %scevgep773, align 8, !alias.scope !46
  %scevgep768 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep768769 = bitcast double* %scevgep768 to <8 x double>*
  %scevgep770 = getelementptr <8 x double>, <8 x double>* %scevgep768769, i64 35
  %wide.load197.1107 = load <8 x double>, <8 x double>* %scevgep770, align 8, !alias.scope !46
  %111 = fadd <8 x double> %wide.load190.1100, %wide.load194.1104
  %112 = fadd <8 x double> %wide.load191.1101, %wide.load195.1105
  %113 = fadd <8 x double> %wide.load192.1102, %wide.load196.1106
  %114 = fadd <8 x double> %wide.load193.1103, %wide.load197.1107
  store <8 x double> %111, <8 x double>* %scevgep975, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %112, <8 x double>* %scevgep972, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %113, <8 x double>* %scevgep969, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %114, <8 x double>* %scevgep966, align 8, !alias.scope !43, !noalias !46
  %scevgep961 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep961962 = bitcast double* %scevgep961 to <8 x double>*
  %scevgep963 = getelementptr <8 x double>, <8 x double>* %scevgep961962, i64 -27
  %wide.load190.1.1 = load <8 x double>, <8 x double>* %scevgep963, align 8, !alias.scope !43, !noalias !46
  %scevgep958 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep958959 = bitcast double* %scevgep958 to <8 x double>*
  %scevgep960 = getelementptr <8 x double>, <8 x double>* %scevgep958959, i64 -26
  %wide.load191.1.1 = load <8 x double>, <8 x double>* %scevgep960, align 8, !alias.scope !43, !noalias !46
  %scevgep955 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep955956 = bitcast double* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 -25
  %wide.load192.1.1 = load <8 x double>, <8 x double>* %scevgep957, align 8, !alias.scope !43, !noalias !46
  %scevgep952 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep952953 = bitcast double* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 -24
  %wide.load193.1.1 = load <8 x double>, <8 x double>* %scevgep954, align 8, !alias.scope !43, !noalias !46
  %scevgep765 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep765766 = bitcast double* %scevgep765 to <8 x double>*
  %scevgep767 = getelementptr <8 x double>, <8 x double>* %scevgep765766, i64 36
  %wide.load194.1.1 = load <8 x double>, <8 x double>* %scevgep767, align 8, !alias.scope !46
  %scevgep762 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep762763 = bitcast double* %scevgep762 to <8 x double>*
  %scevgep764 = getelementptr <8 x double>, <8 x double>* %scevgep762763, i64 37
  %wide.load195.1.1 = load <8 x double>, <8 x double>* %scevgep764, align 8, !alias.scope !46
  %scevgep759 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep759760 = bitcast double* %scevgep759 to <8 x double>*
  %scevgep761 = getelementptr <8 x double>, <8 x double>* %scevgep759760, i64 38
  %wide.load196.1.1 = load <8 x double>, <8 x double>* %scevgep761, align 8, !alias.scope !46
  %scevgep756 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep756757 = bitcast double* %scevgep756 to <8 x double>*
  %scevgep758 = getelementptr <8 x double>, <8 x double>* %scevgep756757, i64 39
  %wide.load197.1.1 = load <8 x double>, <8 x double>* %scevgep758, align 8, !alias.scope !46
  %115 = fadd <8 x double> %wide.load190.1.1, %wide.load194.1.1
  %116 = fadd <8 x double> %wide.load191.1.1, %wide.load195.1.1
  %117 = fadd <8 x double> %wide.load192.1.1, %wide.load196.1.1
  %118 = fadd <8 x double> %wide.load193.1.1, %wide.load197.1.1
  store <8 x double> %115, <8 x double>* %scevgep963, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %116, <8 x double>* %scevgep960, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %117, <8 x double>* %scevgep957, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %118, <8 x double>* %scevgep954, align 8, !alias.scope !43, !noalias !46
  %scevgep949 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep949950 = bitcast double* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 -23
  %wide.load190.2.1 = load <8 x double>, <8 x double>* %scevgep951, align 8, !alias.scope !43, !noalias !46
  %scevgep946 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep946947 = bitcast double* %scevgep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %scevgep946947, i64 -22
  %wide.load191.2.1 = load <8 x double>, <8 x double>* %scevgep948, align 8, !alias.scope !43, !noalias !46
  %scevgep943 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 -21
  %wide.load192.2.1 = load <8 x double>, <8 x double>* %scevgep945, align 8, !alias.scope !43, !noalias !46
  %scevgep940 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -20
  %wide.load193.2.1 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !43, !noalias !46
  %scevgep753 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep753754 = bitcast double* %scevgep753 to <8 x double>*
  %scevgep755 = getelementptr <8 x double>, <8 x double>* %scevgep753754, i64 40
  %wide.load194.2.1 = load <8 x double>, <8 x double>* %scevgep755, align 8, !alias.scope !46
  %scevgep750 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep750751 = bitcast double* %scevgep750 to <8 x double>*
  %scevgep752 = getelementptr <8 x double>, <8 x double>* %scevgep750751, i64 41
  %wide.load195.2.1 = load <8 x double>, <8 x double>* %scevgep752, align 8, !alias.scope !46
  %scevgep747 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep747748 = bitcast double* %scevgep747 to <8 x double>*
  %scevgep749 = getelementptr <8 x double>, <8 x double>* %scevgep747748, i64 42
  %wide.load196.2.1 = load <8 x double>, <8 x double>* %scevgep749, align 8, !alias.scope !46
  %scevgep744 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %scevgep744745, i64 43
  %wide.load197.2.1 = load <8 x double>, <8 x double>* %scevgep746, align 8, !alias.scope !46
  %119 = fadd <8 x double> %wide.load190.2.1, %wide.load194.2.1
  %120 = fadd <8 x double> %wide.load191.2.1, %wide.load195.2.1
  %121 = fadd <8 x double> %wide.load192.2.1, %wide.load196.2.1
  %122 = fadd <8 x double> %wide.load193.2.1, %wide.load197.2.1
  store <8 x double> %119, <8 x double>* %scevgep951, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %120, <8 x double>* %scevgep948, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %121, <8 x double>* %scevgep945, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %122, <8 x double>* %scevgep942, align 8, !alias.scope !43, !noalias !46
  %scevgep937 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -19
  %wide.load190.3.1 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !43, !noalias !46
  %scevgep934 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -18
  %wide.load191.3.1 = load <8 x double>, <8 x double>* %scevgep936, align 8, !alias.scope !43, !noalias !46
  %scevgep931 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -17
  %wide.load192.3.1 = load <8 x double>, <8 x double>* %scevgep933, align 8, !alias.scope !43, !noalias !46
  %scevgep928 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -16
  %wide.load193.3.1 = load <8 x double>, <8 x double>* %scevgep930, align 8, !alias.scope !43, !noalias !46
  %scevgep741 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep741742 = bitcast double* %scevgep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %scevgep741742, i64 44
  %wide.load194.3.1 = load <8 x double>, <8 x double>* %scevgep743, align 8, !alias.scope !46
  %scevgep738 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep738739 = bitcast double* %scevgep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %scevgep738739, i64 45
  %wide.load195.3.1 = load <8 x double>, <8 x double>* %scevgep740, align 8, !alias.scope !46
  %scevgep735 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep735736 = bitcast double* %scevgep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %scevgep735736, i64 46
  %wide.load196.3.1 = load <8 x double>, <8 x double>* %scevgep737, align 8, !alias.scope !46
  %scevgep732 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep732733 = bitcast double* %scevgep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %scevgep732733, i64 47
  %wide.load197.3.1 = load <8 x double>, <8 x double>* %scevgep734, align 8, !alias.scope !46
  %123 = fadd <8 x double> %wide.load190.3.1, %wide.load194.3.1
  %124 = fadd <8 x double> %wide.load191.3.1, %wide.load195.3.1
  %125 = fadd <8 x double> %wide.load192.3.1, %wide.load196.3.1
  %126 = fadd <8 x double> %wide.load193.3.1, %wide.load197.3.1
  store <8 x double> %123, <8 x double>* %scevgep939, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %124, <8 x double>* %scevgep936, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %125, <8 x double>* %scevgep933, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %126, <8 x double>* %scevgep930, align 8, !alias.scope !43, !noalias !46
  %scevgep925 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -15
  %wide.load190.4.1 = load <8 x double>, <8 x double>* %scevgep927, align 8, !alias.scope !43, !noalias !46
  %scevgep922 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 -14
  %wide.load191.4.1 = load <8 x double>, <8 x double>* %scevgep924, align 8, !alias.scope !43, !noalias !46
  %scevgep919 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  %scevgep921 = getelementptr <8 x double>, <8 x double>* %scevgep919920, i64 -13
  %wide.load192.4.1 = load <8 x double>, <8 x double>* %scevgep921, align 8, !alias.scope !43, !noalias !46
  %scevgep916 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 -12
  %wide.load193.4.1 = load <8 x double>, <8 x double>* %scevgep918, align 8, !alias.scope !43, !noalias !46
  %scevgep729 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep729730 = bitcast double* %scevgep729 to <8 x double>*
  %scevgep731 = getelementptr <8 x double>, <8 x double>* %scevgep729730, i64 48
  %wide.load194.4.1 = load <8 x double>, <8 x double>* %scevgep731, align 8, !alias.scope !46
  %scevgep726 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep726727 = bitcast double* %scevgep726 to <8 x double>*
  %scevgep728 = getelementptr <8 x double>, <8 x double>* %scevgep726727, i64 49
  %wide.load195.4.1 = load <8 x double>, <8 x double>* %scevgep728, align 8, !alias.scope !46
  %scevgep723 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep723724 = bitcast double* %scevgep723 to <8 x double>*
  %scevgep725 = getelementptr <8 x double>, <8 x double>* %scevgep723724, i64 50
  %wide.load196.4.1 = load <8 x double>, <8 x double>* %scevgep725, align 8, !alias.scope !46
  %scevgep720 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep720721 = bitcast double* %scevgep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %scevgep720721, i64 51
  %wide.load197.4.1 = load <8 x double>, <8 x double>* %scevgep722, align 8, !alias.scope !46
  %127 = fadd <8 x double> %wide.load190.4.1, %wide.load194.4.1
  %128 = fadd <8 x double> %wide.load191.4.1, %wide.load195.4.1
  %129 = fadd <8 x double> %wide.load192.4.1, %wide.load196.4.1
  %130 = fadd <8 x double> %wide.load193.4.1, %wide.load197.4.1
  store <8 x double> %127, <8 x double>* %scevgep927, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %128, <8 x double>* %scevgep924, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %129, <8 x double>* %scevgep921, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %130, <8 x double>* %scevgep918, align 8, !alias.scope !43, !noalias !46
  %scevgep913 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -11
  %wide.load190.5.1 = load <8 x double>, <8 x double>* %scevgep915, align 8, !alias.scope !43, !noalias !46
  %scevgep910 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -10
  %wide.load191.5.1 = load <8 x double>, <8 x double>* %scevgep912, align 8, !alias.scope !43, !noalias !46
  %scevgep907 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 -9
  %wide.load192.5.1 = load <8 x double>, <8 x double>* %scevgep909, align 8, !alias.scope !43, !noalias !46
  %scevgep904 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep904905 = bitcast double* %scevgep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %scevgep904905, i64 -8
  %wide.load193.5.1 = load <8 x double>, <8 x double>* %scevgep906, align 8, !alias.scope !43, !noalias !46
  %scevgep717 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep717718 = bitcast double* %scevgep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %scevgep717718, i64 52
  %wide.load194.5.1 = load <8 x double>, <8 x double>* %scevgep719, align 8, !alias.scope !46
  %scevgep713 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep713714 = bitcast double* %scevgep713 to <8 x double>*
  %scevgep716 = getelementptr <8 x double>, <8 x double>* %scevgep713714, i64 53
  %wide.load195.5.1 = load <8 x double>, <8 x double>* %scevgep716, align 8, !alias.scope !46
  %scevgep709 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep709710 = bitcast double* %scevgep709 to <8 x double>*
  %scevgep711 = getelementptr <8 x double>, <8 x double>* %scevgep709710, i64 54
  %wide.load196.5.1 = load <8 x double>, <8 x double>* %scevgep711, align 8, !alias.scope !46
  %scevgep705 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 55
  %wide.load197.5.1 = load <8 x double>, <8 x double>* %scevgep708, align 8, !alias.scope !46
  %131 = fadd <8 x double> %wide.load190.5.1, %wide.load194.5.1
  %132 = fadd <8 x double> %wide.load191.5.1, %wide.load195.5.1
  %133 = fadd <8 x double> %wide.load192.5.1, %wide.load196.5.1
  %134 = fadd <8 x double> %wide.load193.5.1, %wide.load197.5.1
  store <8 x double> %131, <8 x double>* %scevgep915, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %132, <8 x double>* %scevgep912, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %133, <8 x double>* %scevgep909, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %134, <8 x double>* %scevgep906, align 8, !alias.scope !43, !noalias !46
  %scevgep901 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 -7
  %wide.load190.6.1 = load <8 x double>, <8 x double>* %scevgep903, align 8, !alias.scope !43, !noalias !46
  %scevgep898 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 -6
  %wide.load191.6.1 = load <8 x double>, <8 x double>* %scevgep900, align 8, !alias.scope !43, !noalias !46
  %scevgep895 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 -5
  %wide.load192.6.1 = load <8 x double>, <8 x double>* %scevgep897, align 8, !alias.scope !43, !noalias !46
  %scevgep892 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep892893 = bitcast double* %scevgep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %scevgep892893, i64 -4
  %wide.load193.6.1 = load <8 x double>, <8 x double>* %scevgep894, align 8, !alias.scope !43, !noalias !46
  %scevgep699 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep699700 = bitcast double* %scevgep699 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 56
  %wide.load194.6.1 = load <8 x double>, <8 x double>* %scevgep702, align 8, !alias.scope !46
  %scevgep689 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep689690 = bitcast double* %scevgep689 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep689690, i64 57
  %wide.load195.6.1 = load <8 x double>, <8 x double>* %scevgep696, align 8, !alias.scope !46
  %scevgep683 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep683684 = bitcast double* %scevgep683 to <8 x double>*
  %scevgep685 = getelementptr <8 x double>, <8 x double>* %scevgep683684, i64 58
  %wide.load196.6.1 = load <8 x double>, <8 x double>* %scevgep685, align 8, !alias.scope !46
  %scevgep680 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep680681 = bitcast double* %scevgep680 to <8 x double>*
  %scevgep682 = getelementptr <8 x double>, <8 x double>* %scevgep680681, i64 59
  %wide.load197.6.1 = load <8 x double>, <8 x double>* %scevgep682, align 8, !alias.scope !46
  %135 = fadd <8 x double> %wide.load190.6.1, %wide.load194.6.1
  %136 = fadd <8 x double> %wide.load191.6.1, %wide.load195.6.1
  %137 = fadd <8 x double> %wide.load192.6.1, %wide.load196.6.1
  %138 = fadd <8 x double> %wide.load193.6.1, %wide.load197.6.1
  store <8 x double> %135, <8 x double>* %scevgep903, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %136, <8 x double>* %scevgep900, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %137, <8 x double>* %scevgep897, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %138, <8 x double>* %scevgep894, align 8, !alias.scope !43, !noalias !46
  %scevgep889 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep889890 = bitcast double* %scevgep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %scevgep889890, i64 -3
  %wide.load190.7.1 = load <8 x double>, <8 x double>* %scevgep891, align 8, !alias.scope !43, !noalias !46
  %scevgep886 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep886887 = bitcast double* %scevgep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %scevgep886887, i64 -2
  %wide.load191.7.1 = load <8 x double>, <8 x double>* %scevgep888, align 8, !alias.scope !43, !noalias !46
  %scevgep883 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep883884 = bitcast double* %scevgep883 to <8 x double>*
  %scevgep885 = getelementptr <8 x double>, <8 x double>* %scevgep883884, i64 -1
  %wide.load192.7.1 = load <8 x double>, <8 x double>* %scevgep885, align 8, !alias.scope !43, !noalias !46
  %scevgep1074 = getelementptr double, double* %scevgep221, i64 %index189
  %scevgep10741075 = bitcast double* %scevgep1074 to <8 x double>*
  %wide.load193.7.1 = load <8 x double>, <8 x double>* %scevgep10741075, align 8, !alias.scope !43, !noalias !46
  %scevgep677 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep677678 = bitcast double* %scevgep677 to <8 x double>*
  %scevgep679 = getelementptr <8 x double>, <8 x double>* %scevgep677678, i64 60
  %wide.load194.7.1 = load <8 x double>, <8 x double>* %scevgep679, align 8, !alias.scope !46
  %scevgep674 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep674675 = bitcast double* %scevgep674 to <8 x double>*
  %scevgep676 = getelementptr <8 x double>, <8 x double>* %scevgep674675, i64 61
  %wide.load195.7.1 = load <8 x double>, <8 x double>* %scevgep676, align 8, !alias.scope !46
  %scevgep671 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep671672 = bitcast double* %scevgep671 to <8 x double>*
  %scevgep673 = getelementptr <8 x double>, <8 x double>* %scevgep671672, i64 62
  %wide.load196.7.1 = load <8 x double>, <8 x double>* %scevgep673, align 8, !alias.scope !46
  %scevgep665 = getelementptr double, double* %lsr.iv661, i64 %index189
  %scevgep665666 = bitcast double* %scevgep665 to <8 x double>*
  %scevgep670 = getelementptr <8 x double>, <8 x double>* %scevgep665666, i64 63
  %wide.load197.7.1 = load <8 x double>, <8 x double>* %scevgep670, align 8, !alias.scope !46
  %139 = fadd <8 x double> %wide.load190.7.1, %wide.load194.7.1
  %140 = fadd <8 x double> %wide.load191.7.1, %wide.load195.7.1
  %141 = fadd <8 x double> %wide.load192.7.1, %wide.load196.7.1
  %142 = fadd <8 x double> %wide.load193.7.1, %wide.load197.7.1
  store <8 x double> %139, <8 x double>* %scevgep891, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %140, <8 x double>* %scevgep888, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %141, <8 x double>* %scevgep885, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %142, <8 x double>* %scevgep10741075, align 8, !alias.scope !43, !noalias !46
  %index.next198.7.1 = add i64 %index189, 512
  %lsr.iv.next660 = add i64 %lsr.iv659, 2
  %niter99.ncmp.1 = icmp eq i64 %lsr.iv.next660, 0
  br i1 %niter99.ncmp.1, label %middle.block180.unr-lcssa.loopexit.unr-lcssa, label %vector.body182, !llvm.loop !48

middle.block180.unr-lcssa.loopexit.unr-lcssa:     ; preds = %vector.body182, %vector.body182.preheader
  %index.next198.7.lcssa.ph = phi i64 [ undef, %vector.body182.preheader ], [ %index.next198.7.1, %vector.body182 ]
  %index189.unr95 = phi i64 [ 0, %vector.body182.preheader ], [ %index.next198.7.1, %vector.body182 ]
  %143 = and i64 %69, 1
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %middle.block180.unr-lcssa, label %vector.body182.epil85

vector.body182.epil85:                            ; preds = %middle.block180.unr-lcssa.loopexit.unr-lcssa
  %scevgep670.epil = getelementptr double, double* %.361.fca.4.load, i64 %index189.unr95
  %145 = bitcast double* %scevgep670.epil to <8 x double>*
  %wide.load190.epil86 = load <8 x double>, <8 x double>* %145, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1285 = mul i64 %index189.unr95, 8
  %146 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1286 = getelementptr i8, i8* %146, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 64
  %147 = bitcast i8* %sunkaddr1287 to <8 x double>*
  %wide.load191.epil87 = load <8 x double>, <8 x double>* %147, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1288 = mul i64 %index189.unr95, 8
  %148 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1289 = getelementptr i8, i8* %148, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 128
  %149 = bitcast i8* %sunkaddr1290 to <8 x double>*
  %wide.load192.epil88 = load <8 x double>, <8 x double>* %149, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1291 = mul i64 %index189.unr95, 8
  %150 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1292 = getelementptr i8, i8* %150, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 192
  %151 = bitcast i8* %sunkaddr1293 to <8 x double>*
  %wide.load193.epil89 = load <8 x double>, <8 x double>* %151, align 8, !alias.scope !43, !noalias !46
  %sunkaddr88011 = getelementptr double, double* %lsr.iv693, i64 -248
  %sunkaddr88112 = getelementptr double, double* %sunkaddr88011, i64 %index189.unr95
  %152 = bitcast double* %sunkaddr88112 to <8 x double>*
  %wide.load194.epil90 = load <8 x double>, <8 x double>* %152, align 8, !alias.scope !46
  %sunkaddr88313 = getelementptr double, double* %lsr.iv693, i64 -240
  %sunkaddr88414 = getelementptr double, double* %sunkaddr88313, i64 %index189.unr95
  %153 = bitcast double* %sunkaddr88414 to <8 x double>*
  %wide.load195.epil91 = load <8 x double>, <8 x double>* %153, align 8, !alias.scope !46
  %sunkaddr88615 = getelementptr double, double* %lsr.iv693, i64 -232
  %sunkaddr88716 = getelementptr double, double* %sunkaddr88615, i64 %index189.unr95
  %154 = bitcast double* %sunkaddr88716 to <8 x double>*
  %wide.load196.epil92 = load <8 x double>, <8 x double>* %154, align 8, !alias.scope !46
  %sunkaddr88917 = getelementptr double, double* %lsr.iv693, i64 -224
  %sunkaddr89018 = getelementptr double, double* %sunkaddr88917, i64 %index189.unr95
  %155 = bitcast double* %sunkaddr89018 to <8 x double>*
  %wide.load197.epil93 = load <8 x double>, <8 x double>* %155, align 8, !alias.scope !46
  %156 = fadd <8 x double> %wide.load190.epil86, %wide.load194.epil90
  %157 = fadd <8 x double> %wide.load191.epil87, %wide.load195.epil91
  %158 = fadd <8 x double> %wide.load192.epil88, %wide.load196.epil92
  %159 = fadd <8 x double> %wide.load193.epil89, %wide.load197.epil93
  store <8 x double> %156, <8 x double>* %145, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %157, <8 x double>* %147, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %158, <8 x double>* %149, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %159, <8 x double>* %151, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1294 = mul i64 %index189.unr95, 8
  %160 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1295 = getelementptr i8, i8* %160, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 256
  %161 = bitcast i8* %sunkaddr1296 to <8 x double>*
  %wide.load190.1.epil = load <8 x double>, <8 x double>* %161, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1297 = mul i64 %index189.unr95, 8
  %162 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1298 = getelementptr i8, i8* %162, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 320
  %163 = bitcast i8* %sunkaddr1299 to <8 x double>*
  %wide.load191.1.epil = load <8 x double>, <8 x double>* %163, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1300 = mul i64 %index189.unr95, 8
  %164 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1301 = getelementptr i8, i8* %164, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 384
  %165 = bitcast i8* %sunkaddr1302 to <8 x double>*
  %wide.load192.1.epil = load <8 x double>, <8 x double>* %165, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1303 = mul i64 %index189.unr95, 8
  %166 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1304 = getelementptr i8, i8* %166, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 448
  %167 = bitcast i8* %sunkaddr1305 to <8 x double>*
  %wide.load193.1.epil = load <8 x double>, <8 x double>* %167, align 8, !alias.scope !43, !noalias !46
  %sunkaddr90427 = getelementptr double, double* %lsr.iv693, i64 -216
  %sunkaddr90528 = getelementptr double, double* %sunkaddr90427, i64 %index189.unr95
  %168 = bitcast double* %sunkaddr90528 to <8 x double>*
  %wide.load194.1.epil = load <8 x double>, <8 x double>* %168, align 8, !alias.scope !46
  %sunkaddr90729 = getelementptr double, double* %lsr.iv693, i64 -208
  %sunkaddr90830 = getelementptr double, double* %sunkaddr90729, i64 %index189.unr95
  %169 = bitcast double* %sunkaddr90830 to <8 x double>*
  %wide.load195.1.epil = load <8 x double>, <8 x double>* %169, align 8, !alias.scope !46
  %sunkaddr91031 = getelementptr double, double* %lsr.iv693, i64 -200
  %sunkaddr91132 = getelementptr double, double* %sunkaddr91031, i64 %index189.unr95
  %170 = bitcast double* %sunkaddr91132 to <8 x double>*
  %wide.load196.1.epil = load <8 x double>, <8 x double>* %170, align 8, !alias.scope !46
  %sunkaddr91333 = getelementptr double, double* %lsr.iv693, i64 -192
  %sunkaddr91434 = getelementptr double, double* %sunkaddr91333, i64 %index189.unr95
  %171 = bitcast double* %sunkaddr91434 to <8 x double>*
  %wide.load197.1.epil = load <8 x double>, <8 x double>* %171, align 8, !alias.scope !46
  %172 = fadd <8 x double> %wide.load190.1.epil, %wide.load194.1.epil
  %173 = fadd <8 x double> %wide.load191.1.epil, %wide.load195.1.epil
  %174 = fadd <8 x double> %wide.load192.1.epil, %wide.load196.1.epil
  %175 = fadd <8 x double> %wide.load193.1.epil, %wide.load197.1.epil
  store <8 x double> %172, <8 x double>* %161, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %173, <8 x double>* %163, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %174, <8 x double>* %165, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %175, <8 x double>* %167, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1306 = mul i64 %index189.unr95, 8
  %176 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1307 = getelementptr i8, i8* %176, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 512
  %177 = bitcast i8* %sunkaddr1308 to <8 x double>*
  %wide.load190.2.epil = load <8 x double>, <8 x double>* %177, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1309 = mul i64 %index189.unr95, 8
  %178 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1310 = getelementptr i8, i8* %178, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 576
  %179 = bitcast i8* %sunkaddr1311 to <8 x double>*
  %wide.load191.2.epil = load <8 x double>, <8 x double>* %179, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1312 = mul i64 %index189.unr95, 8
  %180 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1313 = getelementptr i8, i8* %180, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 640
  %181 = bitcast i8* %sunkaddr1314 to <8 x double>*
  %wide.load192.2.epil = load <8 x double>, <8 x double>* %181, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1315 = mul i64 %index189.unr95, 8
  %182 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1316 = getelementptr i8, i8* %182, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 704
  %183 = bitcast i8* %sunkaddr1317 to <8 x double>*
  %wide.load193.2.epil = load <8 x double>, <8 x double>* %183, align 8, !alias.scope !43, !noalias !46
  %sunkaddr92843 = getelementptr double, double* %lsr.iv693, i64 -184
  %sunkaddr92944 = getelementptr double, double* %sunkaddr92843, i64 %index189.unr95
  %184 = bitcast double* %sunkaddr92944 to <8 x double>*
  %wide.load194.2.epil = load <8 x double>, <8 x double>* %184, align 8, !alias.scope !46
  %sunkaddr93145 = getelementptr double, double* %lsr.iv693, i64 -176
  %sunkaddr93246 = getelementptr double, double* %sunkaddr93145, i64 %index189.unr95
  %185 = bitcast double* %sunkaddr93246 to <8 x double>*
  %wide.load195.2.epil = load <8 x double>, <8 x double>* %185, align 8, !alias.scope !46
  %sunkaddr93447 = getelementptr double, double* %lsr.iv693, i64 -168
  %sunkaddr93548 = getelementptr double, double* %sunkaddr93447, i64 %index189.unr95
  %186 = bitcast double* %sunkaddr93548 to <8 x double>*
  %wide.load196.2.epil = load <8 x double>, <8 x double>* %186, align 8, !alias.scope !46
  %sunkaddr93749 = getelementptr double, double* %lsr.iv693, i64 -160
  %sunkaddr93850 = getelementptr double, double* %sunkaddr93749, i64 %index189.unr95
  %187 = bitcast double* %sunkaddr93850 to <8 x double>*
  %wide.load197.2.epil = load <8 x double>, <8 x double>* %187, align 8, !alias.scope !46
  %188 = fadd <8 x double> %wide.load190.2.epil, %wide.load194.2.epil
  %189 = fadd <8 x double> %wide.load191.2.epil, %wide.load195.2.epil
  %190 = fadd <8 x double> %wide.load192.2.epil, %wide.load196.2.epil
  %191 = fadd <8 x double> %wide.load193.2.epil, %wide.load197.2.epil
  store <8 x double> %188, <8 x double>* %177, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %189, <8 x double>* %179, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %190, <8 x double>* %181, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %191, <8 x double>* %183, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1318 = mul i64 %index189.unr95, 8
  %192 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1319 = getelementptr i8, i8* %192, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 768
  %193 = bitcast i8* %sunkaddr1320 to <8 x double>*
  %wide.load190.3.epil = load <8 x double>, <8 x double>* %193, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1321 = mul i64 %index189.unr95, 8
  %194 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1322 = getelementptr i8, i8* %194, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 832
  %195 = bitcast i8* %sunkaddr1323 to <8 x double>*
  %wide.load191.3.epil = load <8 x double>, <8 x double>* %195, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1324 = mul i64 %index189.unr95, 8
  %196 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1325 = getelementptr i8, i8* %196, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 896
  %197 = bitcast i8* %sunkaddr1326 to <8 x double>*
  %wide.load192.3.epil = load <8 x double>, <8 x double>* %197, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1327 = mul i64 %index189.unr95, 8
  %198 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1328 = getelementptr i8, i8* %198, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 960
  %199 = bitcast i8* %sunkaddr1329 to <8 x double>*
  %wide.load193.3.epil = load <8 x double>, <8 x double>* %199, align 8, !alias.scope !43, !noalias !46
  %sunkaddr95259 = getelementptr double, double* %lsr.iv693, i64 -152
  %sunkaddr95360 = getelementptr double, double* %sunkaddr95259, i64 %index189.unr95
  %200 = bitcast double* %sunkaddr95360 to <8 x double>*
  %wide.load194.3.epil = load <8 x double>, <8 x double>* %200, align 8, !alias.scope !46
  %sunkaddr95561 = getelementptr double, double* %lsr.iv693, i64 -144
  %sunkaddr95662 = getelementptr double, double* %sunkaddr95561, i64 %index189.unr95
  %201 = bitcast double* %sunkaddr95662 to <8 x double>*
  %wide.load195.3.epil = load <8 x double>, <8 x double>* %201, align 8, !alias.scope !46
  %sunkaddr95863 = getelementptr double, double* %lsr.iv693, i64 -136
  %sunkaddr95964 = getelementptr double, double* %sunkaddr95863, i64 %index189.unr95
  %202 = bitcast double* %sunkaddr95964 to <8 x double>*
  %wide.load196.3.epil = load <8 x double>, <8 x double>* %202, align 8, !alias.scope !46
  %sunkaddr96165 = getelementptr double, double* %lsr.iv693, i64 -128
  %sunkaddr96266 = getelementptr double, double* %sunkaddr96165, i64 %index189.unr95
  %203 = bitcast double* %sunkaddr96266 to <8 x double>*
  %wide.load197.3.epil = load <8 x double>, <8 x double>* %203, align 8, !alias.scope !46
  %204 = fadd <8 x double> %wide.load190.3.epil, %wide.load194.3.epil
  %205 = fadd <8 x double> %wide.load191.3.epil, %wide.load195.3.epil
  %206 = fadd <8 x double> %wide.load192.3.epil, %wide.load196.3.epil
  %207 = fadd <8 x double> %wide.load193.3.epil, %wide.load197.3.epil
  store <8 x double> %204, <8 x double>* %193, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %205, <8 x double>* %195, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %206, <8 x double>* %197, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %207, <8 x double>* %199, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1330 = mul i64 %index189.unr95, 8
  %208 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1331 = getelementptr i8, i8* %208, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 1024
  %209 = bitcast i8* %sunkaddr1332 to <8 x double>*
  %wide.load190.4.epil = load <8 x double>, <8 x double>* %209, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1333 = mul i64 %index189.unr95, 8
  %210 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1334 = getelementptr i8, i8* %210, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 1088
  %211 = bitcast i8* %sunkaddr1335 to <8 x double>*
  %wide.load191.4.epil = load <8 x double>, <8 x double>* %211, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1336 = mul i64 %index189.unr95, 8
  %212 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1337 = getelementptr i8, i8* %212, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 1152
  %213 = bitcast i8* %sunkaddr1338 to <8 x double>*
  %wide.load192.4.epil = load <8 x double>, <8 x double>* %213, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1339 = mul i64 %index189.unr95, 8
  %214 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1340 = getelementptr i8, i8* %214, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 1216
  %215 = bitcast i8* %sunkaddr1341 to <8 x double>*
  %wide.load193.4.epil = load <8 x double>, <8 x double>* %215, align 8, !alias.scope !43, !noalias !46
  %sunkaddr97675 = getelementptr double, double* %lsr.iv693, i64 -120
  %sunkaddr97776 = getelementptr double, double* %sunkaddr97675, i64 %index189.unr95
  %216 = bitcast double* %sunkaddr97776 to <8 x double>*
  %wide.load194.4.epil = load <8 x double>, <8 x double>* %216, align 8, !alias.scope !46
  %sunkaddr97977 = getelementptr double, double* %lsr.iv693, i64 -112
  %sunkaddr98078 = getelementptr double, double* %sunkaddr97977, i64 %index189.unr95
  %217 = bitcast double* %sunkaddr98078 to <8 x double>*
  %wide.load195.4.epil = load <8 x double>, <8 x double>* %217, align 8, !alias.scope !46
  %sunkaddr98279 = getelementptr double, double* %lsr.iv693, i64 -104
  %sunkaddr98380 = getelementptr double, double* %sunkaddr98279, i64 %index189.unr95
  %218 = bitcast double* %sunkaddr98380 to <8 x double>*
  %wide.load196.4.epil = load <8 x double>, <8 x double>* %218, align 8, !alias.scope !46
  %sunkaddr98581 = getelementptr double, double* %lsr.iv693, i64 -96
  %sunkaddr98682 = getelementptr double, double* %sunkaddr98581, i64 %index189.unr95
  %219 = bitcast double* %sunkaddr98682 to <8 x double>*
  %wide.load197.4.epil = load <8 x double>, <8 x double>* %219, align 8, !alias.scope !46
  %220 = fadd <8 x double> %wide.load190.4.epil, %wide.load194.4.epil
  %221 = fadd <8 x double> %wide.load191.4.epil, %wide.load195.4.epil
  %222 = fadd <8 x double> %wide.load192.4.epil, %wide.load196.4.epil
  %223 = fadd <8 x double> %wide.load193.4.epil, %wide.load197.4.epil
  store <8 x double> %220, <8 x double>* %209, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %221, <8 x double>* %211, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %222, <8 x double>* %213, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %223, <8 x double>* %215, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1342 = mul i64 %index189.unr95, 8
  %224 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1343 = getelementptr i8, i8* %224, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 1280
  %225 = bitcast i8* %sunkaddr1344 to <8 x double>*
  %wide.load190.5.epil = load <8 x double>, <8 x double>* %225, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1345 = mul i64 %index189.unr95, 8
  %226 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1346 = getelementptr i8, i8* %226, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, i8* %sunkaddr1346, i64 1344
  %227 = bitcast i8* %sunkaddr1347 to <8 x double>*
  %wide.load191.5.epil = load <8 x double>, <8 x double>* %227, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1348 = mul i64 %index189.unr95, 8
  %228 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1349 = getelementptr i8, i8* %228, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 1408
  %229 = bitcast i8* %sunkaddr1350 to <8 x double>*
  %wide.load192.5.epil = load <8 x double>, <8 x double>* %229, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1351 = mul i64 %index189.unr95, 8
  %230 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1352 = getelementptr i8, i8* %230, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 1472
  %231 = bitcast i8* %sunkaddr1353 to <8 x double>*
  %wide.load193.5.epil = load <8 x double>, <8 x double>* %231, align 8, !alias.scope !43, !noalias !46
  %sunkaddr100091 = getelementptr double, double* %lsr.iv693, i64 -88
  %sunkaddr100192 = getelementptr double, double* %sunkaddr100091, i64 %index189.unr95
  %232 = bitcast double* %sunkaddr100192 to <8 x double>*
  %wide.load194.5.epil = load <8 x double>, <8 x double>* %232, align 8, !alias.scope !46
  %sunkaddr100393 = getelementptr double, double* %lsr.iv693, i64 -80
  %sunkaddr100494 = getelementptr double, double* %sunkaddr100393, i64 %index189.unr95
  %233 = bitcast double* %sunkaddr100494 to <8 x double>*
  %wide.load195.5.epil = load <8 x double>, <8 x double>* %233, align 8, !alias.scope !46
  %sunkaddr100695 = getelementptr double, double* %lsr.iv693, i64 -72
  %sunkaddr100796 = getelementptr double, double* %sunkaddr100695, i64 %index189.unr95
  %234 = bitcast double* %sunkaddr100796 to <8 x double>*
  %wide.load196.5.epil = load <8 x double>, <8 x double>* %234, align 8, !alias.scope !46
  %sunkaddr100997 = getelementptr double, double* %lsr.iv693, i64 -64
  %sunkaddr101098 = getelementptr double, double* %sunkaddr100997, i64 %index189.unr95
  %235 = bitcast double* %sunkaddr101098 to <8 x double>*
  %wide.load197.5.epil = load <8 x double>, <8 x double>* %235, align 8, !alias.scope !46
  %236 = fadd <8 x double> %wide.load190.5.epil, %wide.load194.5.epil
  %237 = fadd <8 x double> %wide.load191.5.epil, %wide.load195.5.epil
  %238 = fadd <8 x double> %wide.load192.5.epil, %wide.load196.5.epil
  %239 = fadd <8 x double> %wide.load193.5.epil, %wide.load197.5.epil
  store <8 x double> %236, <8 x double>* %225, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %237, <8 x double>* %227, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %238, <8 x double>* %229, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %239, <8 x double>* %231, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1354 = mul i64 %index189.unr95, 8
  %240 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1355 = getelementptr i8, i8* %240, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, i8* %sunkaddr1355, i64 1536
  %241 = bitcast i8* %sunkaddr1356 to <8 x double>*
  %wide.load190.6.epil = load <8 x double>, <8 x double>* %241, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1357 = mul i64 %index189.unr95, 8
  %242 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1358 = getelementptr i8, i8* %242, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 1600
  %243 = bitcast i8* %sunkaddr1359 to <8 x double>*
  %wide.load191.6.epil = load <8 x double>, <8 x double>* %243, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1360 = mul i64 %index189.unr95, 8
  %244 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1361 = getelementptr i8, i8* %244, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 1664
  %245 = bitcast i8* %sunkaddr1362 to <8 x double>*
  %wide.load192.6.epil = load <8 x double>, <8 x double>* %245, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1363 = mul i64 %index189.unr95, 8
  %246 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1364 = getelementptr i8, i8* %246, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 1728
  %247 = bitcast i8* %sunkaddr1365 to <8 x double>*
  %wide.load193.6.epil = load <8 x double>, <8 x double>* %247, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1024107 = getelementptr double, double* %lsr.iv693, i64 -56
  %sunkaddr1025108 = getelementptr double, double* %sunkaddr1024107, i64 %index189.unr95
  %248 = bitcast double* %sunkaddr1025108 to <8 x double>*
  %wide.load194.6.epil = load <8 x double>, <8 x double>* %248, align 8, !alias.scope !46
  %sunkaddr1027109 = getelementptr double, double* %lsr.iv693, i64 -48
  %sunkaddr1028110 = getelementptr double, double* %sunkaddr1027109, i64 %index189.unr95
  %249 = bitcast double* %sunkaddr1028110 to <8 x double>*
  %wide.load195.6.epil = load <8 x double>, <8 x double>* %249, align 8, !alias.scope !46
  %sunkaddr1030111 = getelementptr double, double* %lsr.iv693, i64 -40
  %sunkaddr1031112 = getelementptr double, double* %sunkaddr1030111, i64 %index189.unr95
  %250 = bitcast double* %sunkaddr1031112 to <8 x double>*
  %wide.load196.6.epil = load <8 x double>, <8 x double>* %250, align 8, !alias.scope !46
  %sunkaddr1033113 = getelementptr double, double* %lsr.iv693, i64 -32
  %sunkaddr1034114 = getelementptr double, double* %sunkaddr1033113, i64 %index189.unr95
  %251 = bitcast double* %sunkaddr1034114 to <8 x double>*
  %wide.load197.6.epil = load <8 x double>, <8 x double>* %251, align 8, !alias.scope !46
  %252 = fadd <8 x double> %wide.load190.6.epil, %wide.load194.6.epil
  %253 = fadd <8 x double> %wide.load191.6.epil, %wide.load195.6.epil
  %254 = fadd <8 x double> %wide.load192.6.epil, %wide.load196.6.epil
  %255 = fadd <8 x double> %wide.load193.6.epil, %wide.load197.6.epil
  store <8 x double> %252, <8 x double>* %241, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %253, <8 x double>* %243, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %254, <8 x double>* %245, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %255, <8 x double>* %247, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1366 = mul i64 %index189.unr95, 8
  %256 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1367 = getelementptr i8, i8* %256, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, i8* %sunkaddr1367, i64 1792
  %257 = bitcast i8* %sunkaddr1368 to <8 x double>*
  %wide.load190.7.epil = load <8 x double>, <8 x double>* %257, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1369 = mul i64 %index189.unr95, 8
  %258 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1370 = getelementptr i8, i8* %258, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, i8* %sunkaddr1370, i64 1856
  %259 = bitcast i8* %sunkaddr1371 to <8 x double>*
  %wide.load191.7.epil = load <8 x double>, <8 x double>* %259, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1372 = mul i64 %index189.unr95, 8
  %260 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1373 = getelementptr i8, i8* %260, i64 %sunkaddr1372
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 1920
  %261 = bitcast i8* %sunkaddr1374 to <8 x double>*
  %wide.load192.7.epil = load <8 x double>, <8 x double>* %261, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1375 = mul i64 %index189.unr95, 8
  %262 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1376 = getelementptr i8, i8* %262, i64 %sunkaddr1375
  %sunkaddr1377 = getelementptr i8, i8* %sunkaddr1376, i64 1984
  %263 = bitcast i8* %sunkaddr1377 to <8 x double>*
  %wide.load193.7.epil = load <8 x double>, <8 x double>* %263, align 8, !alias.scope !43, !noalias !46
  %sunkaddr1048123 = getelementptr double, double* %lsr.iv693, i64 -24
  %sunkaddr1049124 = getelementptr double, double* %sunkaddr1048123, i64 %index189.unr95
  %264 = bitcast double* %sunkaddr1049124 to <8 x double>*
  %wide.load194.7.epil = load <8 x double>, <8 x double>* %264, align 8, !alias.scope !46
  %sunkaddr1051125 = getelementptr double, double* %lsr.iv693, i64 -16
  %sunkaddr1052126 = getelementptr double, double* %sunkaddr1051125, i64 %index189.unr95
  %265 = bitcast double* %sunkaddr1052126 to <8 x double>*
  %wide.load195.7.epil = load <8 x double>, <8 x double>* %265, align 8, !alias.scope !46
  %sunkaddr1054127 = getelementptr double, double* %lsr.iv693, i64 -8
  %sunkaddr1055128 = getelementptr double, double* %sunkaddr1054127, i64 %index189.unr95
  %266 = bitcast double* %sunkaddr1055128 to <8 x double>*
  %wide.load196.7.epil = load <8 x double>, <8 x double>* %266, align 8, !alias.scope !46
  %scevgep768.epil = getelementptr double, double* %lsr.iv693, i64 %index189.unr95
  %scevgep768769.epil = bitcast double* %scevgep768.epil to <8 x double>*
  %wide.load197.7.epil = load <8 x double>, <8 x double>* %scevgep768769.epil, align 8, !alias.scope !46
  %267 = fadd <8 x double> %wide.load190.7.epil, %wide.load194.7.epil
  %268 = fadd <8 x double> %wide.load191.7.epil, %wide.load195.7.epil
  %269 = fadd <8 x double> %wide.load192.7.epil, %wide.load196.7.epil
  %270 = fadd <8 x double> %wide.load193.7.epil, %wide.load197.7.epil
  store <8 x double> %267, <8 x double>* %257, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %268, <8 x double>* %259, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %269, <8 x double>* %261, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %270, <8 x double>* %263, align 8, !alias.scope !43, !noalias !46
  %index.next198.7.epil = add i64 %index189.unr95, 256
  br label %middle.block180.unr-lcssa

middle.block180.unr-lcssa:                        ; preds = %vector.body182.epil85, %middle.block180.unr-lcssa.loopexit.unr-lcssa, %vector.ph184
  %index189.unr = phi i64 [ 0, %vector.ph184 ], [ %index.next198.7.lcssa.ph, %middle.block180.unr-lcssa.loopexit.unr-lcssa ], [ %index.next198.7.epil, %vector.body182.epil85 ]
  %271 = icmp eq i64 %xtraiter246, 0
  br i1 %271, label %middle.block180, label %vector.body182.epil.preheader

vector.body182.epil.preheader:                    ; preds = %middle.block180.unr-lcssa
  %scevgep796 = getelementptr double, double* %scevgep795, i64 %index189.unr
  %scevgep1093 = getelementptr double, double* %lsr.iv1090, i64 %index189.unr
  br label %vector.body182.epil

vector.body182.epil:                              ; preds = %vector.body182.epil, %vector.body182.epil.preheader
  %lsr.iv793 = phi i64 [ 0, %vector.body182.epil.preheader ], [ %lsr.iv.next794, %vector.body182.epil ]
  %272 = bitcast double* %scevgep1093 to i8*
  %273 = bitcast double* %scevgep796 to i8*
  %uglygep1079 = getelementptr i8, i8* %273, i64 %lsr.iv793
  %uglygep10791080 = bitcast i8* %uglygep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %uglygep10791080, i64 -3
  %wide.load190.epil = load <8 x double>, <8 x double>* %scevgep1081, align 8, !alias.scope !43, !noalias !46
  %uglygep = getelementptr i8, i8* %273, i64 %lsr.iv793
  %uglygep1077 = bitcast i8* %uglygep to <8 x double>*
  %scevgep1078 = getelementptr <8 x double>, <8 x double>* %uglygep1077, i64 -2
  %wide.load191.epil = load <8 x double>, <8 x double>* %scevgep1078, align 8, !alias.scope !43, !noalias !46
  %uglygep1086 = getelementptr i8, i8* %273, i64 %lsr.iv793
  %uglygep10861087 = bitcast i8* %uglygep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %uglygep10861087, i64 -1
  %wide.load192.epil = load <8 x double>, <8 x double>* %scevgep1088, align 8, !alias.scope !43, !noalias !46
  %wide.load193.epil = load <8 x double>, <8 x double>* %uglygep1077, align 8, !alias.scope !43, !noalias !46
  %uglygep1097 = getelementptr i8, i8* %272, i64 %lsr.iv793
  %uglygep10971098 = bitcast i8* %uglygep1097 to <8 x double>*
  %scevgep1099 = getelementptr <8 x double>, <8 x double>* %uglygep10971098, i64 -3
  %wide.load194.epil = load <8 x double>, <8 x double>* %scevgep1099, align 8, !alias.scope !46
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %uglygep10971098, i64 -2
  %wide.load195.epil = load <8 x double>, <8 x double>* %scevgep1103, align 8, !alias.scope !46
  %uglygep1100 = getelementptr i8, i8* %272, i64 %lsr.iv793
  %uglygep11001101 = bitcast i8* %uglygep1100 to <8 x double>*
  %scevgep1102 = getelementptr <8 x double>, <8 x double>* %uglygep11001101, i64 -1
  %wide.load196.epil = load <8 x double>, <8 x double>* %scevgep1102, align 8, !alias.scope !46
  %uglygep1095 = getelementptr i8, i8* %272, i64 %lsr.iv793
  %uglygep10951096 = bitcast i8* %uglygep1095 to <8 x double>*
  %wide.load197.epil = load <8 x double>, <8 x double>* %uglygep10951096, align 8, !alias.scope !46
  %274 = fadd <8 x double> %wide.load190.epil, %wide.load194.epil
  %275 = fadd <8 x double> %wide.load191.epil, %wide.load195.epil
  %276 = fadd <8 x double> %wide.load192.epil, %wide.load196.epil
  %277 = fadd <8 x double> %wide.load193.epil, %wide.load197.epil
  %uglygep1082 = getelementptr i8, i8* %273, i64 %lsr.iv793
  %uglygep10821083 = bitcast i8* %uglygep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %uglygep10821083, i64 -3
  store <8 x double> %274, <8 x double>* %scevgep1084, align 8, !alias.scope !43, !noalias !46
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %uglygep10821083, i64 -2
  store <8 x double> %275, <8 x double>* %scevgep1085, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %276, <8 x double>* %scevgep1088, align 8, !alias.scope !43, !noalias !46
  store <8 x double> %277, <8 x double>* %uglygep1077, align 8, !alias.scope !43, !noalias !46
  %lsr.iv.next794 = add nuw nsw i64 %lsr.iv793, 256
  %epil.iter247.cmp.not = icmp eq i64 %66, %lsr.iv.next794
  br i1 %epil.iter247.cmp.not, label %middle.block180, label %vector.body182.epil, !llvm.loop !49

middle.block180:                                  ; preds = %vector.body182.epil, %middle.block180.unr-lcssa
  %278 = icmp eq i64 %.361.fca.5.0.load, %n.vec186
  br i1 %278, label %for.end, label %for.body.us.us.preheader238

for.body.us.us.preheader238:                      ; preds = %middle.block180, %vector.memcheck170, %for.body.us.us.preheader
  %loop.index36.us.us.ph = phi i64 [ 0, %vector.memcheck170 ], [ 0, %for.body.us.us.preheader ], [ %n.vec186, %middle.block180 ]
  %279 = icmp eq i64 %xtraiter251, 0
  %280 = xor i64 %loop.index36.us.us.ph, -1
  %281 = add i64 %.361.fca.5.0.load, %280
  br i1 %279, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader238
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv834 = phi i64 [ %lsr.iv.next835, %for.body.us.us.prol ], [ %xtraiter251, %for.body.us.us.prol.preheader ]
  %loop.index36.us.us.prol = phi i64 [ %.816.us.us.prol, %for.body.us.us.prol ], [ %loop.index36.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep1105 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.prol
  %.801.us.us.prol = load double, double* %scevgep1105, align 8
  %scevgep1104 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us.prol
  %.810.us.us.prol = load double, double* %scevgep1104, align 8
  %.811.us.us.prol = fadd double %.801.us.us.prol, %.810.us.us.prol
  store double %.811.us.us.prol, double* %scevgep1105, align 8
  %.816.us.us.prol = add nuw i64 %loop.index36.us.us.prol, 1
  %lsr.iv.next835 = add nsw i64 %lsr.iv834, -1
  %prol.iter253.cmp.not = icmp eq i64 %lsr.iv.next835, 0
  br i1 %prol.iter253.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !50

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader238
  %loop.index36.us.us.unr = phi i64 [ %loop.index36.us.us.ph, %for.body.us.us.preheader238 ], [ %.816.us.us.prol, %for.body.us.us.prol ]
  %282 = icmp ult i64 %281, 7
  br i1 %282, label %for.end, label %for.body.us.us.preheader451

for.body.us.us.preheader451:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %283 = icmp ult i64 %.361.fca.5.0.load, 32
  br i1 %283, label %for.body.us.preheader237, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %bound0 = icmp ult double* %.361.fca.4.load, %scevgep159
  %bound1 = icmp ult double* %scevgep157, %scevgep
  %found.conflict = and i1 %bound1, %bound0
  br i1 %found.conflict, label %for.body.us.preheader237, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %284 = icmp ult i64 %63, 224
  br i1 %284, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %285 = icmp ult i64 %67, 24
  %286 = load double, double* %scevgep173, align 8, !alias.scope !51
  %broadcast.splatinsert = insertelement <8 x double> poison, double %286, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %285, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph.new
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next.7.3, %vector.body ], [ 0, %vector.body.preheader ]
  %niter120 = phi i64 [ %niter120.next.3, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep1036 = getelementptr double, double* %.361.fca.4.load, i64 %index
  %287 = bitcast double* %scevgep1036 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %287, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1378 = mul i64 %index, 8
  %288 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1379 = getelementptr i8, i8* %288, i64 %sunkaddr1378
  %sunkaddr1380 = getelementptr i8, i8* %sunkaddr1379, i64 64
  %289 = bitcast i8* %sunkaddr1380 to <8 x double>*
  %wide.load161 = load <8 x double>, <8 x double>* %289, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1381 = mul i64 %index, 8
  %290 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1382 = getelementptr i8, i8* %290, i64 %sunkaddr1381
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 128
  %291 = bitcast i8* %sunkaddr1383 to <8 x double>*
  %wide.load162 = load <8 x double>, <8 x double>* %291, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1384 = mul i64 %index, 8
  %292 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1385 = getelementptr i8, i8* %292, i64 %sunkaddr1384
  %sunkaddr1386 = getelementptr i8, i8* %sunkaddr1385, i64 192
  %293 = bitcast i8* %sunkaddr1386 to <8 x double>*
  %wide.load163 = load <8 x double>, <8 x double>* %293, align 8, !alias.scope !54, !noalias !51
  %294 = fadd <8 x double> %broadcast.splat, %wide.load
  %295 = fadd <8 x double> %broadcast.splat, %wide.load161
  %296 = fadd <8 x double> %broadcast.splat, %wide.load162
  %297 = fadd <8 x double> %broadcast.splat, %wide.load163
  store <8 x double> %294, <8 x double>* %287, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %295, <8 x double>* %289, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %296, <8 x double>* %291, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %297, <8 x double>* %293, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1387 = mul i64 %index, 8
  %298 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1388 = getelementptr i8, i8* %298, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 256
  %299 = bitcast i8* %sunkaddr1389 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %299, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1390 = mul i64 %index, 8
  %300 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1391 = getelementptr i8, i8* %300, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 320
  %301 = bitcast i8* %sunkaddr1392 to <8 x double>*
  %wide.load161.1 = load <8 x double>, <8 x double>* %301, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1393 = mul i64 %index, 8
  %302 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1394 = getelementptr i8, i8* %302, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 384
  %303 = bitcast i8* %sunkaddr1395 to <8 x double>*
  %wide.load162.1 = load <8 x double>, <8 x double>* %303, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1396 = mul i64 %index, 8
  %304 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1397 = getelementptr i8, i8* %304, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 448
  %305 = bitcast i8* %sunkaddr1398 to <8 x double>*
  %wide.load163.1 = load <8 x double>, <8 x double>* %305, align 8, !alias.scope !54, !noalias !51
  %306 = fadd <8 x double> %broadcast.splat, %wide.load.1
  %307 = fadd <8 x double> %broadcast.splat, %wide.load161.1
  %308 = fadd <8 x double> %broadcast.splat, %wide.load162.1
  %309 = fadd <8 x double> %broadcast.splat, %wide.load163.1
  store <8 x double> %306, <8 x double>* %299, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %307, <8 x double>* %301, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %308, <8 x double>* %303, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %309, <8 x double>* %305, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1399 = mul i64 %index, 8
  %310 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1400 = getelementptr i8, i8* %310, i64 %sunkaddr1399
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 512
  %311 = bitcast i8* %sunkaddr1401 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %311, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1402 = mul i64 %index, 8
  %312 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1403 = getelementptr i8, i8* %312, i64 %sunkaddr1402
  %sunkaddr1404 = getelementptr i8, i8* %sunkaddr1403, i64 576
  %313 = bitcast i8* %sunkaddr1404 to <8 x double>*
  %wide.load161.2 = load <8 x double>, <8 x double>* %313, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1405 = mul i64 %index, 8
  %314 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1406 = getelementptr i8, i8* %314, i64 %sunkaddr1405
  %sunkaddr1407 = getelementptr i8, i8* %sunkaddr1406, i64 640
  %315 = bitcast i8* %sunkaddr1407 to <8 x double>*
  %wide.load162.2 = load <8 x double>, <8 x double>* %315, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1408 = mul i64 %index, 8
  %316 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1409 = getelementptr i8, i8* %316, i64 %sunkaddr1408
  %sunkaddr1410 = getelementptr i8, i8* %sunkaddr1409, i64 704
  %317 = bitcast i8* %sunkaddr1410 to <8 x double>*
  %wide.load163.2 = load <8 x double>, <8 x double>* %317, align 8, !alias.scope !54, !noalias !51
  %318 = fadd <8 x double> %broadcast.splat, %wide.load.2
  %319 = fadd <8 x double> %broadcast.splat, %wide.load161.2
  %320 = fadd <8 x double> %broadcast.splat, %wide.load162.2
  %321 = fadd <8 x double> %broadcast.splat, %wide.load163.2
  store <8 x double> %318, <8 x double>* %311, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %319, <8 x double>* %313, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %320, <8 x double>* %315, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %321, <8 x double>* %317, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1411 = mul i64 %index, 8
  %322 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1412 = getelementptr i8, i8* %322, i64 %sunkaddr1411
  %sunkaddr1413 = getelementptr i8, i8* %sunkaddr1412, i64 768
  %323 = bitcast i8* %sunkaddr1413 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %323, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1414 = mul i64 %index, 8
  %324 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1415 = getelementptr i8, i8* %324, i64 %sunkaddr1414
  %sunkaddr1416 = getelementptr i8, i8* %sunkaddr1415, i64 832
  %325 = bitcast i8* %sunkaddr1416 to <8 x double>*
  %wide.load161.3 = load <8 x double>, <8 x double>* %325, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1417 = mul i64 %index, 8
  %326 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1418 = getelementptr i8, i8* %326, i64 %sunkaddr1417
  %sunkaddr1419 = getelementptr i8, i8* %sunkaddr1418, i64 896
  %327 = bitcast i8* %sunkaddr1419 to <8 x double>*
  %wide.load162.3 = load <8 x double>, <8 x double>* %327, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1420 = mul i64 %index, 8
  %328 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1421 = getelementptr i8, i8* %328, i64 %sunkaddr1420
  %sunkaddr1422 = getelementptr i8, i8* %sunkaddr1421, i64 960
  %329 = bitcast i8* %sunkaddr1422 to <8 x double>*
  %wide.load163.3 = load <8 x double>, <8 x double>* %329, align 8, !alias.scope !54, !noalias !51
  %330 = fadd <8 x double> %broadcast.splat, %wide.load.3
  %331 = fadd <8 x double> %broadcast.splat, %wide.load161.3
  %332 = fadd <8 x double> %broadcast.splat, %wide.load162.3
  %333 = fadd <8 x double> %broadcast.splat, %wide.load163.3
  store <8 x double> %330, <8 x double>* %323, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %331, <8 x double>* %325, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %332, <8 x double>* %327, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %333, <8 x double>* %329, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1423 = mul i64 %index, 8
  %334 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1424 = getelementptr i8, i8* %334, i64 %sunkaddr1423
  %sunkaddr1425 = getelementptr i8, i8* %sunkaddr1424, i64 1024
  %335 = bitcast i8* %sunkaddr1425 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %335, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1426 = mul i64 %index, 8
  %336 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1427 = getelementptr i8, i8* %336, i64 %sunkaddr1426
  %sunkaddr1428 = getelementptr i8, i8* %sunkaddr1427, i64 1088
  %337 = bitcast i8* %sunkaddr1428 to <8 x double>*
  %wide.load161.4 = load <8 x double>, <8 x double>* %337, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1429 = mul i64 %index, 8
  %338 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1430 = getelementptr i8, i8* %338, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, i8* %sunkaddr1430, i64 1152
  %339 = bitcast i8* %sunkaddr1431 to <8 x double>*
  %wide.load162.4 = load <8 x double>, <8 x double>* %339, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1432 = mul i64 %index, 8
  %340 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1433 = getelementptr i8, i8* %340, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, i8* %sunkaddr1433, i64 1216
  %341 = bitcast i8* %sunkaddr1434 to <8 x double>*
  %wide.load163.4 = load <8 x double>, <8 x double>* %341, align 8, !alias.scope !54, !noalias !51
  %342 = fadd <8 x double> %broadcast.splat, %wide.load.4
  %343 = fadd <8 x double> %broadcast.splat, %wide.load161.4
  %344 = fadd <8 x double> %broadcast.splat, %wide.load162.4
  %345 = fadd <8 x double> %broadcast.splat, %wide.load163.4
  store <8 x double> %342, <8 x double>* %335, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %343, <8 x double>* %337, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %344, <8 x double>* %339, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %345, <8 x double>* %341, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1435 = mul i64 %index, 8
  %346 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1436 = getelementptr i8, i8* %346, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, i8* %sunkaddr1436, i64 1280
  %347 = bitcast i8* %sunkaddr1437 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %347, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1438 = mul i64 %index, 8
  %348 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1439 = getelementptr i8, i8* %348, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, i8* %sunkaddr1439, i64 1344
  %349 = bitcast i8* %sunkaddr1440 to <8 x double>*
  %wide.load161.5 = load <8 x double>, <8 x double>* %349, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1441 = mul i64 %index, 8
  %350 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1442 = getelementptr i8, i8* %350, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, i8* %sunkaddr1442, i64 1408
  %351 = bitcast i8* %sunkaddr1443 to <8 x double>*
  %wide.load162.5 = load <8 x double>, <8 x double>* %351, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1444 = mul i64 %index, 8
  %352 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1445 = getelementptr i8, i8* %352, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, i8* %sunkaddr1445, i64 1472
  %353 = bitcast i8* %sunkaddr1446 to <8 x double>*
  %wide.load163.5 = load <8 x double>, <8 x double>* %353, align 8, !alias.scope !54, !noalias !51
  %354 = fadd <8 x double> %broadcast.splat, %wide.load.5
  %355 = fadd <8 x double> %broadcast.splat, %wide.load161.5
  %356 = fadd <8 x double> %broadcast.splat, %wide.load162.5
  %357 = fadd <8 x double> %broadcast.splat, %wide.load163.5
  store <8 x double> %354, <8 x double>* %347, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %355, <8 x double>* %349, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %356, <8 x double>* %351, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %357, <8 x double>* %353, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1447 = mul i64 %index, 8
  %358 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1448 = getelementptr i8, i8* %358, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, i8* %sunkaddr1448, i64 1536
  %359 = bitcast i8* %sunkaddr1449 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %359, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1450 = mul i64 %index, 8
  %360 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1451 = getelementptr i8, i8* %360, i64 %sunkaddr1450
  %sunkaddr1452 = getelementptr i8, i8* %sunkaddr1451, i64 1600
  %361 = bitcast i8* %sunkaddr1452 to <8 x double>*
  %wide.load161.6 = load <8 x double>, <8 x double>* %361, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1453 = mul i64 %index, 8
  %362 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1454 = getelementptr i8, i8* %362, i64 %sunkaddr1453
  %sunkaddr1455 = getelementptr i8, i8* %sunkaddr1454, i64 1664
  %363 = bitcast i8* %sunkaddr1455 to <8 x double>*
  %wide.load162.6 = load <8 x double>, <8 x double>* %363, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1456 = mul i64 %index, 8
  %364 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1457 = getelementptr i8, i8* %364, i64 %sunkaddr1456
  %sunkaddr1458 = getelementptr i8, i8* %sunkaddr1457, i64 1728
  %365 = bitcast i8* %sunkaddr1458 to <8 x double>*
  %wide.load163.6 = load <8 x double>, <8 x double>* %365, align 8, !alias.scope !54, !noalias !51
  %366 = fadd <8 x double> %broadcast.splat, %wide.load.6
  %367 = fadd <8 x double> %broadcast.splat, %wide.load161.6
  %368 = fadd <8 x double> %broadcast.splat, %wide.load162.6
  %369 = fadd <8 x double> %broadcast.splat, %wide.load163.6
  store <8 x double> %366, <8 x double>* %359, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %367, <8 x double>* %361, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %368, <8 x double>* %363, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %369, <8 x double>* %365, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1459 = mul i64 %index, 8
  %370 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1460 = getelementptr i8, i8* %370, i64 %sunkaddr1459
  %sunkaddr1461 = getelementptr i8, i8* %sunkaddr1460, i64 1792
  %371 = bitcast i8* %sunkaddr1461 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %371, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1462 = mul i64 %index, 8
  %372 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1463 = getelementptr i8, i8* %372, i64 %sunkaddr1462
  %sunkaddr1464 = getelementptr i8, i8* %sunkaddr1463, i64 1856
  %373 = bitcast i8* %sunkaddr1464 to <8 x double>*
  %wide.load161.7 = load <8 x double>, <8 x double>* %373, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1465 = mul i64 %index, 8
  %374 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1466 = getelementptr i8, i8* %374, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, i8* %sunkaddr1466, i64 1920
  %375 = bitcast i8* %sunkaddr1467 to <8 x double>*
  %wide.load162.7 = load <8 x double>, <8 x double>* %375, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1468 = mul i64 %index, 8
  %376 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1469 = getelementptr i8, i8* %376, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, i8* %sunkaddr1469, i64 1984
  %377 = bitcast i8* %sunkaddr1470 to <8 x double>*
  %wide.load163.7 = load <8 x double>, <8 x double>* %377, align 8, !alias.scope !54, !noalias !51
  %378 = fadd <8 x double> %broadcast.splat, %wide.load.7
  %379 = fadd <8 x double> %broadcast.splat, %wide.load161.7
  %380 = fadd <8 x double> %broadcast.splat, %wide.load162.7
  %381 = fadd <8 x double> %broadcast.splat, %wide.load163.7
  store <8 x double> %378, <8 x double>* %371, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %379, <8 x double>* %373, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %380, <8 x double>* %375, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %381, <8 x double>* %377, align 8, !alias.scope !54, !noalias !51
  %index.next.7 = or i64 %index, 256
  %scevgep1036.1 = getelementptr double, double* %.361.fca.4.load, i64 %index.next.7
  %382 = bitcast double* %scevgep1036.1 to <8 x double>*
  %wide.load.1121 = load <8 x double>, <8 x double>* %382, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1471 = mul i64 %index.next.7, 8
  %383 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1472 = getelementptr i8, i8* %383, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, i8* %sunkaddr1472, i64 64
  %384 = bitcast i8* %sunkaddr1473 to <8 x double>*
  %wide.load161.1122 = load <8 x double>, <8 x double>* %384, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1474 = mul i64 %index.next.7, 8
  %385 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1475 = getelementptr i8, i8* %385, i64 %sunkaddr1474
  %sunkaddr1476 = getelementptr i8, i8* %sunkaddr1475, i64 128
  %386 = bitcast i8* %sunkaddr1476 to <8 x double>*
  %wide.load162.1123 = load <8 x double>, <8 x double>* %386, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1477 = mul i64 %index.next.7, 8
  %387 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1478 = getelementptr i8, i8* %387, i64 %sunkaddr1477
  %sunkaddr1479 = getelementptr i8, i8* %sunkaddr1478, i64 192
  %388 = bitcast i8* %sunkaddr1479 to <8 x double>*
  %wide.load163.1124 = load <8 x double>, <8 x double>* %388, align 8, !alias.scope !54, !noalias !51
  %389 = fadd <8 x double> %broadcast.splat, %wide.load.1121
  %390 = fadd <8 x double> %broadcast.splat, %wide.load161.1122
  %391 = fadd <8 x double> %broadcast.splat, %wide.load162.1123
  %392 = fadd <8 x double> %broadcast.splat, %wide.load163.1124
  store <8 x double> %389, <8 x double>* %382, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %390, <8 x double>* %384, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %391, <8 x double>* %386, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %392, <8 x double>* %388, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1480 = mul i64 %index.next.7, 8
  %393 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1481 = getelementptr i8, i8* %393, i64 %sunkaddr1480
  %sunkaddr1482 = getelementptr i8, i8* %sunkaddr1481, i64 256
  %394 = bitcast i8* %sunkaddr1482 to <8 x double>*
  %wide.load.1.1 = load <8 x double>, <8 x double>* %394, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1483 = mul i64 %index.next.7, 8
  %395 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1484 = getelementptr i8, i8* %395, i64 %sunkaddr1483
  %sunkaddr1485 = getelementptr i8, i8* %sunkaddr1484, i64 320
  %396 = bitcast i8* %sunkaddr1485 to <8 x double>*
  %wide.load161.1.1 = load <8 x double>, <8 x double>* %396, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1486 = mul i64 %index.next.7, 8
  %397 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1487 = getelementptr i8, i8* %397, i64 %sunkaddr1486
  %sunkaddr1488 = getelementptr i8, i8* %sunkaddr1487, i64 384
  %398 = bitcast i8* %sunkaddr1488 to <8 x double>*
  %wide.load162.1.1 = load <8 x double>, <8 x double>* %398, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1489 = mul i64 %index.next.7, 8
  %399 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1490 = getelementptr i8, i8* %399, i64 %sunkaddr1489
  %sunkaddr1491 = getelementptr i8, i8* %sunkaddr1490, i64 448
  %400 = bitcast i8* %sunkaddr1491 to <8 x double>*
  %wide.load163.1.1 = load <8 x double>, <8 x double>* %400, align 8, !alias.scope !54, !noalias !51
  %401 = fadd <8 x double> %broadcast.splat, %wide.load.1.1
  %402 = fadd <8 x double> %broadcast.splat, %wide.load161.1.1
  %403 = fadd <8 x double> %broadcast.splat, %wide.load162.1.1
  %404 = fadd <8 x double> %broadcast.splat, %wide.load163.1.1
  store <8 x double> %401, <8 x double>* %394, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %402, <8 x double>* %396, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %403, <8 x double>* %398, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %404, <8 x double>* %400, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1492 = mul i64 %index.next.7, 8
  %405 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1493 = getelementptr i8, i8* %405, i64 %sunkaddr1492
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1493, i64 512
  %406 = bitcast i8* %sunkaddr1494 to <8 x double>*
  %wide.load.2.1 = load <8 x double>, <8 x double>* %406, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1495 = mul i64 %index.next.7, 8
  %407 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1496 = getelementptr i8, i8* %407, i64 %sunkaddr1495
  %sunkaddr1497 = getelementptr i8, i8* %sunkaddr1496, i64 576
  %408 = bitcast i8* %sunkaddr1497 to <8 x double>*
  %wide.load161.2.1 = load <8 x double>, <8 x double>* %408, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1498 = mul i64 %index.next.7, 8
  %409 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1499 = getelementptr i8, i8* %409, i64 %sunkaddr1498
  %sunkaddr1500 = getelementptr i8, i8* %sunkaddr1499, i64 640
  %410 = bitcast i8* %sunkaddr1500 to <8 x double>*
  %wide.load162.2.1 = load <8 x double>, <8 x double>* %410, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1501 = mul i64 %index.next.7, 8
  %411 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1502 = getelementptr i8, i8* %411, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, i8* %sunkaddr1502, i64 704
  %412 = bitcast i8* %sunkaddr1503 to <8 x double>*
  %wide.load163.2.1 = load <8 x double>, <8 x double>* %412, align 8, !alias.scope !54, !noalias !51
  %413 = fadd <8 x double> %broadcast.splat, %wide.load.2.1
  %414 = fadd <8 x double> %broadcast.splat, %wide.load161.2.1
  %415 = fadd <8 x double> %broadcast.splat, %wide.load162.2.1
  %416 = fadd <8 x double> %broadcast.splat, %wide.load163.2.1
  store <8 x double> %413, <8 x double>* %406, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %414, <8 x double>* %408, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %415, <8 x double>* %410, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %416, <8 x double>* %412, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1504 = mul i64 %index.next.7, 8
  %417 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1505 = getelementptr i8, i8* %417, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, i8* %sunkaddr1505, i64 768
  %418 = bitcast i8* %sunkaddr1506 to <8 x double>*
  %wide.load.3.1 = load <8 x double>, <8 x double>* %418, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1507 = mul i64 %index.next.7, 8
  %419 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1508 = getelementptr i8, i8* %419, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, i8* %sunkaddr1508, i64 832
  %420 = bitcast i8* %sunkaddr1509 to <8 x double>*
  %wide.load161.3.1 = load <8 x double>, <8 x double>* %420, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1510 = mul i64 %index.next.7, 8
  %421 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1511 = getelementptr i8, i8* %421, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 896
  %422 = bitcast i8* %sunkaddr1512 to <8 x double>*
  %wide.load162.3.1 = load <8 x double>, <8 x double>* %422, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1513 = mul i64 %index.next.7, 8
  %423 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1514 = getelementptr i8, i8* %423, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 960
  %424 = bitcast i8* %sunkaddr1515 to <8 x double>*
  %wide.load163.3.1 = load <8 x double>, <8 x double>* %424, align 8, !alias.scope !54, !noalias !51
  %425 = fadd <8 x double> %broadcast.splat, %wide.load.3.1
  %426 = fadd <8 x double> %broadcast.splat, %wide.load161.3.1
  %427 = fadd <8 x double> %broadcast.splat, %wide.load162.3.1
  %428 = fadd <8 x double> %broadcast.splat, %wide.load163.3.1
  store <8 x double> %425, <8 x double>* %418, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %426, <8 x double>* %420, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %427, <8 x double>* %422, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %428, <8 x double>* %424, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1516 = mul i64 %index.next.7, 8
  %429 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1517 = getelementptr i8, i8* %429, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 1024
  %430 = bitcast i8* %sunkaddr1518 to <8 x double>*
  %wide.load.4.1 = load <8 x double>, <8 x double>* %430, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1519 = mul i64 %index.next.7, 8
  %431 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1520 = getelementptr i8, i8* %431, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 1088
  %432 = bitcast i8* %sunkaddr1521 to <8 x double>*
  %wide.load161.4.1 = load <8 x double>, <8 x double>* %432, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1522 = mul i64 %index.next.7, 8
  %433 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1523 = getelementptr i8, i8* %433, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, i8* %sunkaddr1523, i64 1152
  %434 = bitcast i8* %sunkaddr1524 to <8 x double>*
  %wide.load162.4.1 = load <8 x double>, <8 x double>* %434, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1525 = mul i64 %index.next.7, 8
  %435 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1526 = getelementptr i8, i8* %435, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 1216
  %436 = bitcast i8* %sunkaddr1527 to <8 x double>*
  %wide.load163.4.1 = load <8 x double>, <8 x double>* %436, align 8, !alias.scope !54, !noalias !51
  %437 = fadd <8 x double> %broadcast.splat, %wide.load.4.1
  %438 = fadd <8 x double> %broadcast.splat, %wide.load161.4.1
  %439 = fadd <8 x double> %broadcast.splat, %wide.load162.4.1
  %440 = fadd <8 x double> %broadcast.splat, %wide.load163.4.1
  store <8 x double> %437, <8 x double>* %430, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %438, <8 x double>* %432, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %439, <8 x double>* %434, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %440, <8 x double>* %436, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1528 = mul i64 %index.next.7, 8
  %441 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1529 = getelementptr i8, i8* %441, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, i8* %sunkaddr1529, i64 1280
  %442 = bitcast i8* %sunkaddr1530 to <8 x double>*
  %wide.load.5.1 = load <8 x double>, <8 x double>* %442, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1531 = mul i64 %index.next.7, 8
  %443 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1532 = getelementptr i8, i8* %443, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 1344
  %444 = bitcast i8* %sunkaddr1533 to <8 x double>*
  %wide.load161.5.1 = load <8 x double>, <8 x double>* %444, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1534 = mul i64 %index.next.7, 8
  %445 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1535 = getelementptr i8, i8* %445, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, i8* %sunkaddr1535, i64 1408
  %446 = bitcast i8* %sunkaddr1536 to <8 x double>*
  %wide.load162.5.1 = load <8 x double>, <8 x double>* %446, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1537 = mul i64 %index.next.7, 8
  %447 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1538 = getelementptr i8, i8* %447, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, i8* %sunkaddr1538, i64 1472
  %448 = bitcast i8* %sunkaddr1539 to <8 x double>*
  %wide.load163.5.1 = load <8 x double>, <8 x double>* %448, align 8, !alias.scope !54, !noalias !51
  %449 = fadd <8 x double> %broadcast.splat, %wide.load.5.1
  %450 = fadd <8 x double> %broadcast.splat, %wide.load161.5.1
  %451 = fadd <8 x double> %broadcast.splat, %wide.load162.5.1
  %452 = fadd <8 x double> %broadcast.splat, %wide.load163.5.1
  store <8 x double> %449, <8 x double>* %442, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %450, <8 x double>* %444, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %451, <8 x double>* %446, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %452, <8 x double>* %448, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1540 = mul i64 %index.next.7, 8
  %453 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1541 = getelementptr i8, i8* %453, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 1536
  %454 = bitcast i8* %sunkaddr1542 to <8 x double>*
  %wide.load.6.1 = load <8 x double>, <8 x double>* %454, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1543 = mul i64 %index.next.7, 8
  %455 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1544 = getelementptr i8, i8* %455, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, i8* %sunkaddr1544, i64 1600
  %456 = bitcast i8* %sunkaddr1545 to <8 x double>*
  %wide.load161.6.1 = load <8 x double>, <8 x double>* %456, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1546 = mul i64 %index.next.7, 8
  %457 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1547 = getelementptr i8, i8* %457, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, i8* %sunkaddr1547, i64 1664
  %458 = bitcast i8* %sunkaddr1548 to <8 x double>*
  %wide.load162.6.1 = load <8 x double>, <8 x double>* %458, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1549 = mul i64 %index.next.7, 8
  %459 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1550 = getelementptr i8, i8* %459, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 1728
  %460 = bitcast i8* %sunkaddr1551 to <8 x double>*
  %wide.load163.6.1 = load <8 x double>, <8 x double>* %460, align 8, !alias.scope !54, !noalias !51
  %461 = fadd <8 x double> %broadcast.splat, %wide.load.6.1
  %462 = fadd <8 x double> %broadcast.splat, %wide.load161.6.1
  %463 = fadd <8 x double> %broadcast.splat, %wide.load162.6.1
  %464 = fadd <8 x double> %broadcast.splat, %wide.load163.6.1
  store <8 x double> %461, <8 x double>* %454, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %462, <8 x double>* %456, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %463, <8 x double>* %458, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %464, <8 x double>* %460, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1552 = mul i64 %index.next.7, 8
  %465 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1553 = getelementptr i8, i8* %465, i64 %sunkaddr1552
  %sunkaddr1554 = getelementptr i8, i8* %sunkaddr1553, i64 1792
  %466 = bitcast i8* %sunkaddr1554 to <8 x double>*
  %wide.load.7.1 = load <8 x double>, <8 x double>* %466, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1555 = mul i64 %index.next.7, 8
  %467 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1556 = getelementptr i8, i8* %467, i64 %sunkaddr1555
  %sunkaddr1557 = getelementptr i8, i8* %sunkaddr1556, i64 1856
  %468 = bitcast i8* %sunkaddr1557 to <8 x double>*
  %wide.load161.7.1 = load <8 x double>, <8 x double>* %468, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1558 = mul i64 %index.next.7, 8
  %469 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1559 = getelementptr i8, i8* %469, i64 %sunkaddr1558
  %sunkaddr1560 = getelementptr i8, i8* %sunkaddr1559, i64 1920
  %470 = bitcast i8* %sunkaddr1560 to <8 x double>*
  %wide.load162.7.1 = load <8 x double>, <8 x double>* %470, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1561 = mul i64 %index.next.7, 8
  %471 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1562 = getelementptr i8, i8* %471, i64 %sunkaddr1561
  %sunkaddr1563 = getelementptr i8, i8* %sunkaddr1562, i64 1984
  %472 = bitcast i8* %sunkaddr1563 to <8 x double>*
  %wide.load163.7.1 = load <8 x double>, <8 x double>* %472, align 8, !alias.scope !54, !noalias !51
  %473 = fadd <8 x double> %broadcast.splat, %wide.load.7.1
  %474 = fadd <8 x double> %broadcast.splat, %wide.load161.7.1
  %475 = fadd <8 x double> %broadcast.splat, %wide.load162.7.1
  %476 = fadd <8 x double> %broadcast.splat, %wide.load163.7.1
  store <8 x double> %473, <8 x double>* %466, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %474, <8 x double>* %468, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %475, <8 x double>* %470, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %476, <8 x double>* %472, align 8, !alias.scope !54, !noalias !51
  %index.next.7.1 = or i64 %index, 512
  %scevgep1036.2 = getelementptr double, double* %.361.fca.4.load, i64 %index.next.7.1
  %477 = bitcast double* %scevgep1036.2 to <8 x double>*
  %wide.load.2125 = load <8 x double>, <8 x double>* %477, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1564 = mul i64 %index.next.7.1, 8
  %478 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1565 = getelementptr i8, i8* %478, i64 %sunkaddr1564
  %sunkaddr1566 = getelementptr i8, i8* %sunkaddr1565, i64 64
  %479 = bitcast i8* %sunkaddr1566 to <8 x double>*
  %wide.load161.2126 = load <8 x double>, <8 x double>* %479, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1567 = mul i64 %index.next.7.1, 8
  %480 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1568 = getelementptr i8, i8* %480, i64 %sunkaddr1567
  %sunkaddr1569 = getelementptr i8, i8* %sunkaddr1568, i64 128
  %481 = bitcast i8* %sunkaddr1569 to <8 x double>*
  %wide.load162.2127 = load <8 x double>, <8 x double>* %481, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1570 = mul i64 %index.next.7.1, 8
  %482 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1571 = getelementptr i8, i8* %482, i64 %sunkaddr1570
  %sunkaddr1572 = getelementptr i8, i8* %sunkaddr1571, i64 192
  %483 = bitcast i8* %sunkaddr1572 to <8 x double>*
  %wide.load163.2128 = load <8 x double>, <8 x double>* %483, align 8, !alias.scope !54, !noalias !51
  %484 = fadd <8 x double> %broadcast.splat, %wide.load.2125
  %485 = fadd <8 x double> %broadcast.splat, %wide.load161.2126
  %486 = fadd <8 x double> %broadcast.splat, %wide.load162.2127
  %487 = fadd <8 x double> %broadcast.splat, %wide.load163.2128
  store <8 x double> %484, <8 x double>* %477, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %485, <8 x double>* %479, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %486, <8 x double>* %481, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %487, <8 x double>* %483, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1573 = mul i64 %index.next.7.1, 8
  %488 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1574 = getelementptr i8, i8* %488, i64 %sunkaddr1573
  %sunkaddr1575 = getelementptr i8, i8* %sunkaddr1574, i64 256
  %489 = bitcast i8* %sunkaddr1575 to <8 x double>*
  %wide.load.1.2 = load <8 x double>, <8 x double>* %489, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1576 = mul i64 %index.next.7.1, 8
  %490 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1577 = getelementptr i8, i8* %490, i64 %sunkaddr1576
  %sunkaddr1578 = getelementptr i8, i8* %sunkaddr1577, i64 320
  %491 = bitcast i8* %sunkaddr1578 to <8 x double>*
  %wide.load161.1.2 = load <8 x double>, <8 x double>* %491, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1579 = mul i64 %index.next.7.1, 8
  %492 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1580 = getelementptr i8, i8* %492, i64 %sunkaddr1579
  %sunkaddr1581 = getelementptr i8, i8* %sunkaddr1580, i64 384
  %493 = bitcast i8* %sunkaddr1581 to <8 x double>*
  %wide.load162.1.2 = load <8 x double>, <8 x double>* %493, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1582 = mul i64 %index.next.7.1, 8
  %494 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1583 = getelementptr i8, i8* %494, i64 %sunkaddr1582
  %sunkaddr1584 = getelementptr i8, i8* %sunkaddr1583, i64 448
  %495 = bitcast i8* %sunkaddr1584 to <8 x double>*
  %wide.load163.1.2 = load <8 x double>, <8 x double>* %495, align 8, !alias.scope !54, !noalias !51
  %496 = fadd <8 x double> %broadcast.splat, %wide.load.1.2
  %497 = fadd <8 x double> %broadcast.splat, %wide.load161.1.2
  %498 = fadd <8 x double> %broadcast.splat, %wide.load162.1.2
  %499 = fadd <8 x double> %broadcast.splat, %wide.load163.1.2
  store <8 x double> %496, <8 x double>* %489, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %497, <8 x double>* %491, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %498, <8 x double>* %493, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %499, <8 x double>* %495, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1585 = mul i64 %index.next.7.1, 8
  %500 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1586 = getelementptr i8, i8* %500, i64 %sunkaddr1585
  %sunkaddr1587 = getelementptr i8, i8* %sunkaddr1586, i64 512
  %501 = bitcast i8* %sunkaddr1587 to <8 x double>*
  %wide.load.2.2 = load <8 x double>, <8 x double>* %501, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1588 = mul i64 %index.next.7.1, 8
  %502 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1589 = getelementptr i8, i8* %502, i64 %sunkaddr1588
  %sunkaddr1590 = getelementptr i8, i8* %sunkaddr1589, i64 576
  %503 = bitcast i8* %sunkaddr1590 to <8 x double>*
  %wide.load161.2.2 = load <8 x double>, <8 x double>* %503, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1591 = mul i64 %index.next.7.1, 8
  %504 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1592 = getelementptr i8, i8* %504, i64 %sunkaddr1591
  %sunkaddr1593 = getelementptr i8, i8* %sunkaddr1592, i64 640
  %505 = bitcast i8* %sunkaddr1593 to <8 x double>*
  %wide.load162.2.2 = load <8 x double>, <8 x double>* %505, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1594 = mul i64 %index.next.7.1, 8
  %506 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1595 = getelementptr i8, i8* %506, i64 %sunkaddr1594
  %sunkaddr1596 = getelementptr i8, i8* %sunkaddr1595, i64 704
  %507 = bitcast i8* %sunkaddr1596 to <8 x double>*
  %wide.load163.2.2 = load <8 x double>, <8 x double>* %507, align 8, !alias.scope !54, !noalias !51
  %508 = fadd <8 x double> %broadcast.splat, %wide.load.2.2
  %509 = fadd <8 x double> %broadcast.splat, %wide.load161.2.2
  %510 = fadd <8 x double> %broadcast.splat, %wide.load162.2.2
  %511 = fadd <8 x double> %broadcast.splat, %wide.load163.2.2
  store <8 x double> %508, <8 x double>* %501, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %509, <8 x double>* %503, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %510, <8 x double>* %505, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %511, <8 x double>* %507, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1597 = mul i64 %index.next.7.1, 8
  %512 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1598 = getelementptr i8, i8* %512, i64 %sunkaddr1597
  %sunkaddr1599 = getelementptr i8, i8* %sunkaddr1598, i64 768
  %513 = bitcast i8* %sunkaddr1599 to <8 x double>*
  %wide.load.3.2 = load <8 x double>, <8 x double>* %513, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1600 = mul i64 %index.next.7.1, 8
  %514 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1601 = getelementptr i8, i8* %514, i64 %sunkaddr1600
  %sunkaddr1602 = getelementptr i8, i8* %sunkaddr1601, i64 832
  %515 = bitcast i8* %sunkaddr1602 to <8 x double>*
  %wide.load161.3.2 = load <8 x double>, <8 x double>* %515, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1603 = mul i64 %index.next.7.1, 8
  %516 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1604 = getelementptr i8, i8* %516, i64 %sunkaddr1603
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 896
  %517 = bitcast i8* %sunkaddr1605 to <8 x double>*
  %wide.load162.3.2 = load <8 x double>, <8 x double>* %517, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1606 = mul i64 %index.next.7.1, 8
  %518 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1607 = getelementptr i8, i8* %518, i64 %sunkaddr1606
  %sunkaddr1608 = getelementptr i8, i8* %sunkaddr1607, i64 960
  %519 = bitcast i8* %sunkaddr1608 to <8 x double>*
  %wide.load163.3.2 = load <8 x double>, <8 x double>* %519, align 8, !alias.scope !54, !noalias !51
  %520 = fadd <8 x double> %broadcast.splat, %wide.load.3.2
  %521 = fadd <8 x double> %broadcast.splat, %wide.load161.3.2
  %522 = fadd <8 x double> %broadcast.splat, %wide.load162.3.2
  %523 = fadd <8 x double> %broadcast.splat, %wide.load163.3.2
  store <8 x double> %520, <8 x double>* %513, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %521, <8 x double>* %515, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %522, <8 x double>* %517, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %523, <8 x double>* %519, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1609 = mul i64 %index.next.7.1, 8
  %524 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1610 = getelementptr i8, i8* %524, i64 %sunkaddr1609
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 1024
  %525 = bitcast i8* %sunkaddr1611 to <8 x double>*
  %wide.load.4.2 = load <8 x double>, <8 x double>* %525, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1612 = mul i64 %index.next.7.1, 8
  %526 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1613 = getelementptr i8, i8* %526, i64 %sunkaddr1612
  %sunkaddr1614 = getelementptr i8, i8* %sunkaddr1613, i64 1088
  %527 = bitcast i8* %sunkaddr1614 to <8 x double>*
  %wide.load161.4.2 = load <8 x double>, <8 x double>* %527, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1615 = mul i64 %index.next.7.1, 8
  %528 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1616 = getelementptr i8, i8* %528, i64 %sunkaddr1615
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 1152
  %529 = bitcast i8* %sunkaddr1617 to <8 x double>*
  %wide.load162.4.2 = load <8 x double>, <8 x double>* %529, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1618 = mul i64 %index.next.7.1, 8
  %530 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1619 = getelementptr i8, i8* %530, i64 %sunkaddr1618
  %sunkaddr1620 = getelementptr i8, i8* %sunkaddr1619, i64 1216
  %531 = bitcast i8* %sunkaddr1620 to <8 x double>*
  %wide.load163.4.2 = load <8 x double>, <8 x double>* %531, align 8, !alias.scope !54, !noalias !51
  %532 = fadd <8 x double> %broadcast.splat, %wide.load.4.2
  %533 = fadd <8 x double> %broadcast.splat, %wide.load161.4.2
  %534 = fadd <8 x double> %broadcast.splat, %wide.load162.4.2
  %535 = fadd <8 x double> %broadcast.splat, %wide.load163.4.2
  store <8 x double> %532, <8 x double>* %525, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %533, <8 x double>* %527, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %534, <8 x double>* %529, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %535, <8 x double>* %531, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1621 = mul i64 %index.next.7.1, 8
  %536 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1622 = getelementptr i8, i8* %536, i64 %sunkaddr1621
  %sunkaddr1623 = getelementptr i8, i8* %sunkaddr1622, i64 1280
  %537 = bitcast i8* %sunkaddr1623 to <8 x double>*
  %wide.load.5.2 = load <8 x double>, <8 x double>* %537, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1624 = mul i64 %index.next.7.1, 8
  %538 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1625 = getelementptr i8, i8* %538, i64 %sunkaddr1624
  %sunkaddr1626 = getelementptr i8, i8* %sunkaddr1625, i64 1344
  %539 = bitcast i8* %sunkaddr1626 to <8 x double>*
  %wide.load161.5.2 = load <8 x double>, <8 x double>* %539, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1627 = mul i64 %index.next.7.1, 8
  %540 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1628 = getelementptr i8, i8* %540, i64 %sunkaddr1627
  %sunkaddr1629 = getelementptr i8, i8* %sunkaddr1628, i64 1408
  %541 = bitcast i8* %sunkaddr1629 to <8 x double>*
  %wide.load162.5.2 = load <8 x double>, <8 x double>* %541, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1630 = mul i64 %index.next.7.1, 8
  %542 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1631 = getelementptr i8, i8* %542, i64 %sunkaddr1630
  %sunkaddr1632 = getelementptr i8, i8* %sunkaddr1631, i64 1472
  %543 = bitcast i8* %sunkaddr1632 to <8 x double>*
  %wide.load163.5.2 = load <8 x double>, <8 x double>* %543, align 8, !alias.scope !54, !noalias !51
  %544 = fadd <8 x double> %broadcast.splat, %wide.load.5.2
  %545 = fadd <8 x double> %broadcast.splat, %wide.load161.5.2
  %546 = fadd <8 x double> %broadcast.splat, %wide.load162.5.2
  %547 = fadd <8 x double> %broadcast.splat, %wide.load163.5.2
  store <8 x double> %544, <8 x double>* %537, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %545, <8 x double>* %539, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %546, <8 x double>* %541, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %547, <8 x double>* %543, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1633 = mul i64 %index.next.7.1, 8
  %548 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1634 = getelementptr i8, i8* %548, i64 %sunkaddr1633
  %sunkaddr1635 = getelementptr i8, i8* %sunkaddr1634, i64 1536
  %549 = bitcast i8* %sunkaddr1635 to <8 x double>*
  %wide.load.6.2 = load <8 x double>, <8 x double>* %549, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1636 = mul i64 %index.next.7.1, 8
  %550 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1637 = getelementptr i8, i8* %550, i64 %sunkaddr1636
  %sunkaddr1638 = getelementptr i8, i8* %sunkaddr1637, i64 1600
  %551 = bitcast i8* %sunkaddr1638 to <8 x double>*
  %wide.load161.6.2 = load <8 x double>, <8 x double>* %551, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1639 = mul i64 %index.next.7.1, 8
  %552 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1640 = getelementptr i8, i8* %552, i64 %sunkaddr1639
  %sunkaddr1641 = getelementptr i8, i8* %sunkaddr1640, i64 1664
  %553 = bitcast i8* %sunkaddr1641 to <8 x double>*
  %wide.load162.6.2 = load <8 x double>, <8 x double>* %553, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1642 = mul i64 %index.next.7.1, 8
  %554 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1643 = getelementptr i8, i8* %554, i64 %sunkaddr1642
  %sunkaddr1644 = getelementptr i8, i8* %sunkaddr1643, i64 1728
  %555 = bitcast i8* %sunkaddr1644 to <8 x double>*
  %wide.load163.6.2 = load <8 x double>, <8 x double>* %555, align 8, !alias.scope !54, !noalias !51
  %556 = fadd <8 x double> %broadcast.splat, %wide.load.6.2
  %557 = fadd <8 x double> %broadcast.splat, %wide.load161.6.2
  %558 = fadd <8 x double> %broadcast.splat, %wide.load162.6.2
  %559 = fadd <8 x double> %broadcast.splat, %wide.load163.6.2
  store <8 x double> %556, <8 x double>* %549, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %557, <8 x double>* %551, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %558, <8 x double>* %553, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %559, <8 x double>* %555, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1645 = mul i64 %index.next.7.1, 8
  %560 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1646 = getelementptr i8, i8* %560, i64 %sunkaddr1645
  %sunkaddr1647 = getelementptr i8, i8* %sunkaddr1646, i64 1792
  %561 = bitcast i8* %sunkaddr1647 to <8 x double>*
  %wide.load.7.2 = load <8 x double>, <8 x double>* %561, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1648 = mul i64 %index.next.7.1, 8
  %562 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1649 = getelementptr i8, i8* %562, i64 %sunkaddr1648
  %sunkaddr1650 = getelementptr i8, i8* %sunkaddr1649, i64 1856
  %563 = bitcast i8* %sunkaddr1650 to <8 x double>*
  %wide.load161.7.2 = load <8 x double>, <8 x double>* %563, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1651 = mul i64 %index.next.7.1, 8
  %564 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1652 = getelementptr i8, i8* %564, i64 %sunkaddr1651
  %sunkaddr1653 = getelementptr i8, i8* %sunkaddr1652, i64 1920
  %565 = bitcast i8* %sunkaddr1653 to <8 x double>*
  %wide.load162.7.2 = load <8 x double>, <8 x double>* %565, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1654 = mul i64 %index.next.7.1, 8
  %566 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1655 = getelementptr i8, i8* %566, i64 %sunkaddr1654
  %sunkaddr1656 = getelementptr i8, i8* %sunkaddr1655, i64 1984
  %567 = bitcast i8* %sunkaddr1656 to <8 x double>*
  %wide.load163.7.2 = load <8 x double>, <8 x double>* %567, align 8, !alias.scope !54, !noalias !51
  %568 = fadd <8 x double> %broadcast.splat, %wide.load.7.2
  %569 = fadd <8 x double> %broadcast.splat, %wide.load161.7.2
  %570 = fadd <8 x double> %broadcast.splat, %wide.load162.7.2
  %571 = fadd <8 x double> %broadcast.splat, %wide.load163.7.2
  store <8 x double> %568, <8 x double>* %561, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %569, <8 x double>* %563, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %570, <8 x double>* %565, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %571, <8 x double>* %567, align 8, !alias.scope !54, !noalias !51
  %index.next.7.2 = or i64 %index, 768
  %scevgep1036.3 = getelementptr double, double* %.361.fca.4.load, i64 %index.next.7.2
  %572 = bitcast double* %scevgep1036.3 to <8 x double>*
  %wide.load.3129 = load <8 x double>, <8 x double>* %572, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1657 = mul i64 %index.next.7.2, 8
  %573 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1658 = getelementptr i8, i8* %573, i64 %sunkaddr1657
  %sunkaddr1659 = getelementptr i8, i8* %sunkaddr1658, i64 64
  %574 = bitcast i8* %sunkaddr1659 to <8 x double>*
  %wide.load161.3130 = load <8 x double>, <8 x double>* %574, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1660 = mul i64 %index.next.7.2, 8
  %575 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1661 = getelementptr i8, i8* %575, i64 %sunkaddr1660
  %sunkaddr1662 = getelementptr i8, i8* %sunkaddr1661, i64 128
  %576 = bitcast i8* %sunkaddr1662 to <8 x double>*
  %wide.load162.3131 = load <8 x double>, <8 x double>* %576, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1663 = mul i64 %index.next.7.2, 8
  %577 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1664 = getelementptr i8, i8* %577, i64 %sunkaddr1663
  %sunkaddr1665 = getelementptr i8, i8* %sunkaddr1664, i64 192
  %578 = bitcast i8* %sunkaddr1665 to <8 x double>*
  %wide.load163.3132 = load <8 x double>, <8 x double>* %578, align 8, !alias.scope !54, !noalias !51
  %579 = fadd <8 x double> %broadcast.splat, %wide.load.3129
  %580 = fadd <8 x double> %broadcast.splat, %wide.load161.3130
  %581 = fadd <8 x double> %broadcast.splat, %wide.load162.3131
  %582 = fadd <8 x double> %broadcast.splat, %wide.load163.3132
  store <8 x double> %579, <8 x double>* %572, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %580, <8 x double>* %574, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %581, <8 x double>* %576, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %582, <8 x double>* %578, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1666 = mul i64 %index.next.7.2, 8
  %583 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1667 = getelementptr i8, i8* %583, i64 %sunkaddr1666
  %sunkaddr1668 = getelementptr i8, i8* %sunkaddr1667, i64 256
  %584 = bitcast i8* %sunkaddr1668 to <8 x double>*
  %wide.load.1.3 = load <8 x double>, <8 x double>* %584, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1669 = mul i64 %index.next.7.2, 8
  %585 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1670 = getelementptr i8, i8* %585, i64 %sunkaddr1669
  %sunkaddr1671 = getelementptr i8, i8* %sunkaddr1670, i64 320
  %586 = bitcast i8* %sunkaddr1671 to <8 x double>*
  %wide.load161.1.3 = load <8 x double>, <8 x double>* %586, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1672 = mul i64 %index.next.7.2, 8
  %587 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1673 = getelementptr i8, i8* %587, i64 %sunkaddr1672
  %sunkaddr1674 = getelementptr i8, i8* %sunkaddr1673, i64 384
  %588 = bitcast i8* %sunkaddr1674 to <8 x double>*
  %wide.load162.1.3 = load <8 x double>, <8 x double>* %588, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1675 = mul i64 %index.next.7.2, 8
  %589 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1676 = getelementptr i8, i8* %589, i64 %sunkaddr1675
  %sunkaddr1677 = getelementptr i8, i8* %sunkaddr1676, i64 448
  %590 = bitcast i8* %sunkaddr1677 to <8 x double>*
  %wide.load163.1.3 = load <8 x double>, <8 x double>* %590, align 8, !alias.scope !54, !noalias !51
  %591 = fadd <8 x double> %broadcast.splat, %wide.load.1.3
  %592 = fadd <8 x double> %broadcast.splat, %wide.load161.1.3
  %593 = fadd <8 x double> %broadcast.splat, %wide.load162.1.3
  %594 = fadd <8 x double> %broadcast.splat, %wide.load163.1.3
  store <8 x double> %591, <8 x double>* %584, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %592, <8 x double>* %586, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %593, <8 x double>* %588, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %594, <8 x double>* %590, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1678 = mul i64 %index.next.7.2, 8
  %595 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1679 = getelementptr i8, i8* %595, i64 %sunkaddr1678
  %sunkaddr1680 = getelementptr i8, i8* %sunkaddr1679, i64 512
  %596 = bitcast i8* %sunkaddr1680 to <8 x double>*
  %wide.load.2.3 = load <8 x double>, <8 x double>* %596, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1681 = mul i64 %index.next.7.2, 8
  %597 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1682 = getelementptr i8, i8* %597, i64 %sunkaddr1681
  %sunkaddr1683 = getelementptr i8, i8* %sunkaddr1682, i64 576
  %598 = bitcast i8* %sunkaddr1683 to <8 x double>*
  %wide.load161.2.3 = load <8 x double>, <8 x double>* %598, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1684 = mul i64 %index.next.7.2, 8
  %599 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1685 = getelementptr i8, i8* %599, i64 %sunkaddr1684
  %sunkaddr1686 = getelementptr i8, i8* %sunkaddr1685, i64 640
  %600 = bitcast i8* %sunkaddr1686 to <8 x double>*
  %wide.load162.2.3 = load <8 x double>, <8 x double>* %600, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1687 = mul i64 %index.next.7.2, 8
  %601 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1688 = getelementptr i8, i8* %601, i64 %sunkaddr1687
  %sunkaddr1689 = getelementptr i8, i8* %sunkaddr1688, i64 704
  %602 = bitcast i8* %sunkaddr1689 to <8 x double>*
  %wide.load163.2.3 = load <8 x double>, <8 x double>* %602, align 8, !alias.scope !54, !noalias !51
  %603 = fadd <8 x double> %broadcast.splat, %wide.load.2.3
  %604 = fadd <8 x double> %broadcast.splat, %wide.load161.2.3
  %605 = fadd <8 x double> %broadcast.splat, %wide.load162.2.3
  %606 = fadd <8 x double> %broadcast.splat, %wide.load163.2.3
  store <8 x double> %603, <8 x double>* %596, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %604, <8 x double>* %598, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %605, <8 x double>* %600, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %606, <8 x double>* %602, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1690 = mul i64 %index.next.7.2, 8
  %607 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1691 = getelementptr i8, i8* %607, i64 %sunkaddr1690
  %sunkaddr1692 = getelementptr i8, i8* %sunkaddr1691, i64 768
  %608 = bitcast i8* %sunkaddr1692 to <8 x double>*
  %wide.load.3.3 = load <8 x double>, <8 x double>* %608, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1693 = mul i64 %index.next.7.2, 8
  %609 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1694 = getelementptr i8, i8* %609, i64 %sunkaddr1693
  %sunkaddr1695 = getelementptr i8, i8* %sunkaddr1694, i64 832
  %610 = bitcast i8* %sunkaddr1695 to <8 x double>*
  %wide.load161.3.3 = load <8 x double>, <8 x double>* %610, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1696 = mul i64 %index.next.7.2, 8
  %611 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1697 = getelementptr i8, i8* %611, i64 %sunkaddr1696
  %sunkaddr1698 = getelementptr i8, i8* %sunkaddr1697, i64 896
  %612 = bitcast i8* %sunkaddr1698 to <8 x double>*
  %wide.load162.3.3 = load <8 x double>, <8 x double>* %612, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1699 = mul i64 %index.next.7.2, 8
  %613 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1700 = getelementptr i8, i8* %613, i64 %sunkaddr1699
  %sunkaddr1701 = getelementptr i8, i8* %sunkaddr1700, i64 960
  %614 = bitcast i8* %sunkaddr1701 to <8 x double>*
  %wide.load163.3.3 = load <8 x double>, <8 x double>* %614, align 8, !alias.scope !54, !noalias !51
  %615 = fadd <8 x double> %broadcast.splat, %wide.load.3.3
  %616 = fadd <8 x double> %broadcast.splat, %wide.load161.3.3
  %617 = fadd <8 x double> %broadcast.splat, %wide.load162.3.3
  %618 = fadd <8 x double> %broadcast.splat, %wide.load163.3.3
  store <8 x double> %615, <8 x double>* %608, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %616, <8 x double>* %610, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %617, <8 x double>* %612, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %618, <8 x double>* %614, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1702 = mul i64 %index.next.7.2, 8
  %619 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1703 = getelementptr i8, i8* %619, i64 %sunkaddr1702
  %sunkaddr1704 = getelementptr i8, i8* %sunkaddr1703, i64 1024
  %620 = bitcast i8* %sunkaddr1704 to <8 x double>*
  %wide.load.4.3 = load <8 x double>, <8 x double>* %620, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1705 = mul i64 %index.next.7.2, 8
  %621 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1706 = getelementptr i8, i8* %621, i64 %sunkaddr1705
  %sunkaddr1707 = getelementptr i8, i8* %sunkaddr1706, i64 1088
  %622 = bitcast i8* %sunkaddr1707 to <8 x double>*
  %wide.load161.4.3 = load <8 x double>, <8 x double>* %622, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1708 = mul i64 %index.next.7.2, 8
  %623 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1709 = getelementptr i8, i8* %623, i64 %sunkaddr1708
  %sunkaddr1710 = getelementptr i8, i8* %sunkaddr1709, i64 1152
  %624 = bitcast i8* %sunkaddr1710 to <8 x double>*
  %wide.load162.4.3 = load <8 x double>, <8 x double>* %624, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1711 = mul i64 %index.next.7.2, 8
  %625 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1712 = getelementptr i8, i8* %625, i64 %sunkaddr1711
  %sunkaddr1713 = getelementptr i8, i8* %sunkaddr1712, i64 1216
  %626 = bitcast i8* %sunkaddr1713 to <8 x double>*
  %wide.load163.4.3 = load <8 x double>, <8 x double>* %626, align 8, !alias.scope !54, !noalias !51
  %627 = fadd <8 x double> %broadcast.splat, %wide.load.4.3
  %628 = fadd <8 x double> %broadcast.splat, %wide.load161.4.3
  %629 = fadd <8 x double> %broadcast.splat, %wide.load162.4.3
  %630 = fadd <8 x double> %broadcast.splat, %wide.load163.4.3
  store <8 x double> %627, <8 x double>* %620, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %628, <8 x double>* %622, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %629, <8 x double>* %624, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %630, <8 x double>* %626, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1714 = mul i64 %index.next.7.2, 8
  %631 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1715 = getelementptr i8, i8* %631, i64 %sunkaddr1714
  %sunkaddr1716 = getelementptr i8, i8* %sunkaddr1715, i64 1280
  %632 = bitcast i8* %sunkaddr1716 to <8 x double>*
  %wide.load.5.3 = load <8 x double>, <8 x double>* %632, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1717 = mul i64 %index.next.7.2, 8
  %633 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1718 = getelementptr i8, i8* %633, i64 %sunkaddr1717
  %sunkaddr1719 = getelementptr i8, i8* %sunkaddr1718, i64 1344
  %634 = bitcast i8* %sunkaddr1719 to <8 x double>*
  %wide.load161.5.3 = load <8 x double>, <8 x double>* %634, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1720 = mul i64 %index.next.7.2, 8
  %635 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1721 = getelementptr i8, i8* %635, i64 %sunkaddr1720
  %sunkaddr1722 = getelementptr i8, i8* %sunkaddr1721, i64 1408
  %636 = bitcast i8* %sunkaddr1722 to <8 x double>*
  %wide.load162.5.3 = load <8 x double>, <8 x double>* %636, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1723 = mul i64 %index.next.7.2, 8
  %637 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1724 = getelementptr i8, i8* %637, i64 %sunkaddr1723
  %sunkaddr1725 = getelementptr i8, i8* %sunkaddr1724, i64 1472
  %638 = bitcast i8* %sunkaddr1725 to <8 x double>*
  %wide.load163.5.3 = load <8 x double>, <8 x double>* %638, align 8, !alias.scope !54, !noalias !51
  %639 = fadd <8 x double> %broadcast.splat, %wide.load.5.3
  %640 = fadd <8 x double> %broadcast.splat, %wide.load161.5.3
  %641 = fadd <8 x double> %broadcast.splat, %wide.load162.5.3
  %642 = fadd <8 x double> %broadcast.splat, %wide.load163.5.3
  store <8 x double> %639, <8 x double>* %632, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %640, <8 x double>* %634, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %641, <8 x double>* %636, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %642, <8 x double>* %638, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1726 = mul i64 %index.next.7.2, 8
  %643 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1727 = getelementptr i8, i8* %643, i64 %sunkaddr1726
  %sunkaddr1728 = getelementptr i8, i8* %sunkaddr1727, i64 1536
  %644 = bitcast i8* %sunkaddr1728 to <8 x double>*
  %wide.load.6.3 = load <8 x double>, <8 x double>* %644, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1729 = mul i64 %index.next.7.2, 8
  %645 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1730 = getelementptr i8, i8* %645, i64 %sunkaddr1729
  %sunkaddr1731 = getelementptr i8, i8* %sunkaddr1730, i64 1600
  %646 = bitcast i8* %sunkaddr1731 to <8 x double>*
  %wide.load161.6.3 = load <8 x double>, <8 x double>* %646, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1732 = mul i64 %index.next.7.2, 8
  %647 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1733 = getelementptr i8, i8* %647, i64 %sunkaddr1732
  %sunkaddr1734 = getelementptr i8, i8* %sunkaddr1733, i64 1664
  %648 = bitcast i8* %sunkaddr1734 to <8 x double>*
  %wide.load162.6.3 = load <8 x double>, <8 x double>* %648, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1735 = mul i64 %index.next.7.2, 8
  %649 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1736 = getelementptr i8, i8* %649, i64 %sunkaddr1735
  %sunkaddr1737 = getelementptr i8, i8* %sunkaddr1736, i64 1728
  %650 = bitcast i8* %sunkaddr1737 to <8 x double>*
  %wide.load163.6.3 = load <8 x double>, <8 x double>* %650, align 8, !alias.scope !54, !noalias !51
  %651 = fadd <8 x double> %broadcast.splat, %wide.load.6.3
  %652 = fadd <8 x double> %broadcast.splat, %wide.load161.6.3
  %653 = fadd <8 x double> %broadcast.splat, %wide.load162.6.3
  %654 = fadd <8 x double> %broadcast.splat, %wide.load163.6.3
  store <8 x double> %651, <8 x double>* %644, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %652, <8 x double>* %646, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %653, <8 x double>* %648, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %654, <8 x double>* %650, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1738 = mul i64 %index.next.7.2, 8
  %655 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1739 = getelementptr i8, i8* %655, i64 %sunkaddr1738
  %sunkaddr1740 = getelementptr i8, i8* %sunkaddr1739, i64 1792
  %656 = bitcast i8* %sunkaddr1740 to <8 x double>*
  %wide.load.7.3 = load <8 x double>, <8 x double>* %656, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1741 = mul i64 %index.next.7.2, 8
  %657 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1742 = getelementptr i8, i8* %657, i64 %sunkaddr1741
  %sunkaddr1743 = getelementptr i8, i8* %sunkaddr1742, i64 1856
  %658 = bitcast i8* %sunkaddr1743 to <8 x double>*
  %wide.load161.7.3 = load <8 x double>, <8 x double>* %658, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1744 = mul i64 %index.next.7.2, 8
  %659 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1745 = getelementptr i8, i8* %659, i64 %sunkaddr1744
  %sunkaddr1746 = getelementptr i8, i8* %sunkaddr1745, i64 1920
  %660 = bitcast i8* %sunkaddr1746 to <8 x double>*
  %wide.load162.7.3 = load <8 x double>, <8 x double>* %660, align 8, !alias.scope !54, !noalias !51
  %sunkaddr1747 = mul i64 %index.next.7.2, 8
  %661 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1748 = getelementptr i8, i8* %661, i64 %sunkaddr1747
  %sunkaddr1749 = getelementptr i8, i8* %sunkaddr1748, i64 1984
  %662 = bitcast i8* %sunkaddr1749 to <8 x double>*
  %wide.load163.7.3 = load <8 x double>, <8 x double>* %662, align 8, !alias.scope !54, !noalias !51
  %663 = fadd <8 x double> %broadcast.splat, %wide.load.7.3
  %664 = fadd <8 x double> %broadcast.splat, %wide.load161.7.3
  %665 = fadd <8 x double> %broadcast.splat, %wide.load162.7.3
  %666 = fadd <8 x double> %broadcast.splat, %wide.load163.7.3
  store <8 x double> %663, <8 x double>* %656, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %664, <8 x double>* %658, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %665, <8 x double>* %660, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %666, <8 x double>* %662, align 8, !alias.scope !54, !noalias !51
  %index.next.7.3 = add i64 %index, 1024
  %niter120.next.3 = add i64 %niter120, 4
  %niter120.ncmp.3 = icmp eq i64 %niter120.next.3, %unroll_iter119
  br i1 %niter120.ncmp.3, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !56

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.next.7.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %index.next.7.3, %vector.body ]
  %index.unr116 = phi i64 [ 0, %vector.ph.new ], [ %index.next.7.3, %vector.body ]
  %667 = icmp eq i64 %xtraiter109, 0
  br i1 %667, label %middle.block.unr-lcssa, label %vector.body.epil110.preheader

vector.body.epil110.preheader:                    ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  br label %vector.body.epil110

vector.body.epil110:                              ; preds = %vector.body.epil110.preheader, %vector.body.epil110
  %lsr.iv1136 = phi i64 [ %73, %vector.body.epil110.preheader ], [ %math, %vector.body.epil110 ]
  %index.epil = phi i64 [ %index.next.7.epil, %vector.body.epil110 ], [ %index.unr116, %vector.body.epil110.preheader ]
  %scevgep1227 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12271228 = bitcast double* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 -31
  %wide.load.epil111 = load <8 x double>, <8 x double>* %scevgep1229, align 8, !alias.scope !54, !noalias !51
  %scevgep1224 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12241225 = bitcast double* %scevgep1224 to <8 x double>*
  %scevgep1226 = getelementptr <8 x double>, <8 x double>* %scevgep12241225, i64 -30
  %wide.load161.epil112 = load <8 x double>, <8 x double>* %scevgep1226, align 8, !alias.scope !54, !noalias !51
  %scevgep1221 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12211222 = bitcast double* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 -29
  %wide.load162.epil113 = load <8 x double>, <8 x double>* %scevgep1223, align 8, !alias.scope !54, !noalias !51
  %scevgep1218 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12181219 = bitcast double* %scevgep1218 to <8 x double>*
  %scevgep1220 = getelementptr <8 x double>, <8 x double>* %scevgep12181219, i64 -28
  %wide.load163.epil114 = load <8 x double>, <8 x double>* %scevgep1220, align 8, !alias.scope !54, !noalias !51
  %668 = fadd <8 x double> %broadcast.splat, %wide.load.epil111
  %669 = fadd <8 x double> %broadcast.splat, %wide.load161.epil112
  %670 = fadd <8 x double> %broadcast.splat, %wide.load162.epil113
  %671 = fadd <8 x double> %broadcast.splat, %wide.load163.epil114
  store <8 x double> %668, <8 x double>* %scevgep1229, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %669, <8 x double>* %scevgep1226, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %670, <8 x double>* %scevgep1223, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %671, <8 x double>* %scevgep1220, align 8, !alias.scope !54, !noalias !51
  %scevgep1215 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12151216 = bitcast double* %scevgep1215 to <8 x double>*
  %scevgep1217 = getelementptr <8 x double>, <8 x double>* %scevgep12151216, i64 -27
  %wide.load.1.epil = load <8 x double>, <8 x double>* %scevgep1217, align 8, !alias.scope !54, !noalias !51
  %scevgep1212 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12121213 = bitcast double* %scevgep1212 to <8 x double>*
  %scevgep1214 = getelementptr <8 x double>, <8 x double>* %scevgep12121213, i64 -26
  %wide.load161.1.epil = load <8 x double>, <8 x double>* %scevgep1214, align 8, !alias.scope !54, !noalias !51
  %scevgep1209 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12091210 = bitcast double* %scevgep1209 to <8 x double>*
  %scevgep1211 = getelementptr <8 x double>, <8 x double>* %scevgep12091210, i64 -25
  %wide.load162.1.epil = load <8 x double>, <8 x double>* %scevgep1211, align 8, !alias.scope !54, !noalias !51
  %scevgep1206 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12061207 = bitcast double* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 -24
  %wide.load163.1.epil = load <8 x double>, <8 x double>* %scevgep1208, align 8, !alias.scope !54, !noalias !51
  %672 = fadd <8 x double> %broadcast.splat, %wide.load.1.epil
  %673 = fadd <8 x double> %broadcast.splat, %wide.load161.1.epil
  %674 = fadd <8 x double> %broadcast.splat, %wide.load162.1.epil
  %675 = fadd <8 x double> %broadcast.splat, %wide.load163.1.epil
  store <8 x double> %672, <8 x double>* %scevgep1217, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %673, <8 x double>* %scevgep1214, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %674, <8 x double>* %scevgep1211, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %675, <8 x double>* %scevgep1208, align 8, !alias.scope !54, !noalias !51
  %scevgep1203 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12031204 = bitcast double* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 -23
  %wide.load.2.epil = load <8 x double>, <8 x double>* %scevgep1205, align 8, !alias.scope !54, !noalias !51
  %scevgep1200 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 -22
  %wide.load161.2.epil = load <8 x double>, <8 x double>* %scevgep1202, align 8, !alias.scope !54, !noalias !51
  %scevgep1197 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -21
  %wide.load162.2.epil = load <8 x double>, <8 x double>* %scevgep1199, align 8, !alias.scope !54, !noalias !51
  %scevgep1194 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 -20
  %wide.load163.2.epil = load <8 x double>, <8 x double>* %scevgep1196, align 8, !alias.scope !54, !noalias !51
  %676 = fadd <8 x double> %broadcast.splat, %wide.load.2.epil
  %677 = fadd <8 x double> %broadcast.splat, %wide.load161.2.epil
  %678 = fadd <8 x double> %broadcast.splat, %wide.load162.2.epil
  %679 = fadd <8 x double> %broadcast.splat, %wide.load163.2.epil
  store <8 x double> %676, <8 x double>* %scevgep1205, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %677, <8 x double>* %scevgep1202, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %678, <8 x double>* %scevgep1199, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %679, <8 x double>* %scevgep1196, align 8, !alias.scope !54, !noalias !51
  %scevgep1191 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11911192 = bitcast double* %scevgep1191 to <8 x double>*
  %scevgep1193 = getelementptr <8 x double>, <8 x double>* %scevgep11911192, i64 -19
  %wide.load.3.epil = load <8 x double>, <8 x double>* %scevgep1193, align 8, !alias.scope !54, !noalias !51
  %scevgep1188 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11881189 = bitcast double* %scevgep1188 to <8 x double>*
  %scevgep1190 = getelementptr <8 x double>, <8 x double>* %scevgep11881189, i64 -18
  %wide.load161.3.epil = load <8 x double>, <8 x double>* %scevgep1190, align 8, !alias.scope !54, !noalias !51
  %scevgep1185 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11851186 = bitcast double* %scevgep1185 to <8 x double>*
  %scevgep1187 = getelementptr <8 x double>, <8 x double>* %scevgep11851186, i64 -17
  %wide.load162.3.epil = load <8 x double>, <8 x double>* %scevgep1187, align 8, !alias.scope !54, !noalias !51
  %scevgep1182 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11821183 = bitcast double* %scevgep1182 to <8 x double>*
  %scevgep1184 = getelementptr <8 x double>, <8 x double>* %scevgep11821183, i64 -16
  %wide.load163.3.epil = load <8 x double>, <8 x double>* %scevgep1184, align 8, !alias.scope !54, !noalias !51
  %680 = fadd <8 x double> %broadcast.splat, %wide.load.3.epil
  %681 = fadd <8 x double> %broadcast.splat, %wide.load161.3.epil
  %682 = fadd <8 x double> %broadcast.splat, %wide.load162.3.epil
  %683 = fadd <8 x double> %broadcast.splat, %wide.load163.3.epil
  store <8 x double> %680, <8 x double>* %scevgep1193, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %681, <8 x double>* %scevgep1190, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %682, <8 x double>* %scevgep1187, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %683, <8 x double>* %scevgep1184, align 8, !alias.scope !54, !noalias !51
  %scevgep1179 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11791180 = bitcast double* %scevgep1179 to <8 x double>*
  %scevgep1181 = getelementptr <8 x double>, <8 x double>* %scevgep11791180, i64 -15
  %wide.load.4.epil = load <8 x double>, <8 x double>* %scevgep1181, align 8, !alias.scope !54, !noalias !51
  %scevgep1176 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11761177 = bitcast double* %scevgep1176 to <8 x double>*
  %scevgep1178 = getelementptr <8 x double>, <8 x double>* %scevgep11761177, i64 -14
  %wide.load161.4.epil = load <8 x double>, <8 x double>* %scevgep1178, align 8, !alias.scope !54, !noalias !51
  %scevgep1173 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11731174 = bitcast double* %scevgep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %scevgep11731174, i64 -13
  %wide.load162.4.epil = load <8 x double>, <8 x double>* %scevgep1175, align 8, !alias.scope !54, !noalias !51
  %scevgep1170 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11701171 = bitcast double* %scevgep1170 to <8 x double>*
  %scevgep1172 = getelementptr <8 x double>, <8 x double>* %scevgep11701171, i64 -12
  %wide.load163.4.epil = load <8 x double>, <8 x double>* %scevgep1172, align 8, !alias.scope !54, !noalias !51
  %684 = fadd <8 x double> %broadcast.splat, %wide.load.4.epil
  %685 = fadd <8 x double> %broadcast.splat, %wide.load161.4.epil
  %686 = fadd <8 x double> %broadcast.splat, %wide.load162.4.epil
  %687 = fadd <8 x double> %broadcast.splat, %wide.load163.4.epil
  store <8 x double> %684, <8 x double>* %scevgep1181, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %685, <8 x double>* %scevgep1178, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %686, <8 x double>* %scevgep1175, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %687, <8 x double>* %scevgep1172, align 8, !alias.scope !54, !noalias !51
  %scevgep1167 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11671168 = bitcast double* %scevgep1167 to <8 x double>*
  %scevgep1169 = getelementptr <8 x double>, <8 x double>* %scevgep11671168, i64 -11
  %wide.load.5.epil = load <8 x double>, <8 x double>* %scevgep1169, align 8, !alias.scope !54, !noalias !51
  %scevgep1164 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11641165 = bitcast double* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 -10
  %wide.load161.5.epil = load <8 x double>, <8 x double>* %scevgep1166, align 8, !alias.scope !54, !noalias !51
  %scevgep1161 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11611162 = bitcast double* %scevgep1161 to <8 x double>*
  %scevgep1163 = getelementptr <8 x double>, <8 x double>* %scevgep11611162, i64 -9
  %wide.load162.5.epil = load <8 x double>, <8 x double>* %scevgep1163, align 8, !alias.scope !54, !noalias !51
  %scevgep1158 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11581159 = bitcast double* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -8
  %wide.load163.5.epil = load <8 x double>, <8 x double>* %scevgep1160, align 8, !alias.scope !54, !noalias !51
  %688 = fadd <8 x double> %broadcast.splat, %wide.load.5.epil
  %689 = fadd <8 x double> %broadcast.splat, %wide.load161.5.epil
  %690 = fadd <8 x double> %broadcast.splat, %wide.load162.5.epil
  %691 = fadd <8 x double> %broadcast.splat, %wide.load163.5.epil
  store <8 x double> %688, <8 x double>* %scevgep1169, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %689, <8 x double>* %scevgep1166, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %690, <8 x double>* %scevgep1163, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %691, <8 x double>* %scevgep1160, align 8, !alias.scope !54, !noalias !51
  %scevgep1155 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11551156 = bitcast double* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -7
  %wide.load.6.epil = load <8 x double>, <8 x double>* %scevgep1157, align 8, !alias.scope !54, !noalias !51
  %scevgep1152 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11521153 = bitcast double* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -6
  %wide.load161.6.epil = load <8 x double>, <8 x double>* %scevgep1154, align 8, !alias.scope !54, !noalias !51
  %scevgep1149 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11491150 = bitcast double* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -5
  %wide.load162.6.epil = load <8 x double>, <8 x double>* %scevgep1151, align 8, !alias.scope !54, !noalias !51
  %scevgep1146 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11461147 = bitcast double* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -4
  %wide.load163.6.epil = load <8 x double>, <8 x double>* %scevgep1148, align 8, !alias.scope !54, !noalias !51
  %692 = fadd <8 x double> %broadcast.splat, %wide.load.6.epil
  %693 = fadd <8 x double> %broadcast.splat, %wide.load161.6.epil
  %694 = fadd <8 x double> %broadcast.splat, %wide.load162.6.epil
  %695 = fadd <8 x double> %broadcast.splat, %wide.load163.6.epil
  store <8 x double> %692, <8 x double>* %scevgep1157, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %693, <8 x double>* %scevgep1154, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %694, <8 x double>* %scevgep1151, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %695, <8 x double>* %scevgep1148, align 8, !alias.scope !54, !noalias !51
  %scevgep1143 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11431144 = bitcast double* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -3
  %wide.load.7.epil = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !54, !noalias !51
  %scevgep1140 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11401141 = bitcast double* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -2
  %wide.load161.7.epil = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !54, !noalias !51
  %scevgep1137 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep11371138 = bitcast double* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -1
  %wide.load162.7.epil = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !54, !noalias !51
  %scevgep1230 = getelementptr double, double* %scevgep501, i64 %index.epil
  %scevgep12301231 = bitcast double* %scevgep1230 to <8 x double>*
  %wide.load163.7.epil = load <8 x double>, <8 x double>* %scevgep12301231, align 8, !alias.scope !54, !noalias !51
  %696 = fadd <8 x double> %broadcast.splat, %wide.load.7.epil
  %697 = fadd <8 x double> %broadcast.splat, %wide.load161.7.epil
  %698 = fadd <8 x double> %broadcast.splat, %wide.load162.7.epil
  %699 = fadd <8 x double> %broadcast.splat, %wide.load163.7.epil
  store <8 x double> %696, <8 x double>* %scevgep1145, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %697, <8 x double>* %scevgep1142, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %698, <8 x double>* %scevgep1139, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %699, <8 x double>* %scevgep12301231, align 8, !alias.scope !54, !noalias !51
  %index.next.7.epil = add nuw i64 %index.epil, 256
  %700 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv1136, i64 1)
  %math = extractvalue { i64, i1 } %700, 0
  %ov = extractvalue { i64, i1 } %700, 1
  br i1 %ov, label %middle.block.unr-lcssa, label %vector.body.epil110, !llvm.loop !57

middle.block.unr-lcssa:                           ; preds = %vector.body.epil110, %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %index.next.7.epil, %vector.body.epil110 ]
  %701 = icmp eq i64 %xtraiter246, 0
  br i1 %701, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %702 = load double, double* %scevgep173, align 8, !alias.scope !51
  %broadcast.splatinsert.epil = insertelement <8 x double> poison, double %702, i64 0
  %broadcast.splat.epil = shufflevector <8 x double> %broadcast.splatinsert.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1061 = getelementptr double, double* %scevgep795, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1062 = phi i64 [ %lsr.iv.next1063, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %703 = bitcast double* %scevgep1061 to i8*
  %uglygep1238 = getelementptr i8, i8* %703, i64 %lsr.iv1062
  %uglygep12381239 = bitcast i8* %uglygep1238 to <8 x double>*
  %scevgep1240 = getelementptr <8 x double>, <8 x double>* %uglygep12381239, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1240, align 8, !alias.scope !54, !noalias !51
  %uglygep1235 = getelementptr i8, i8* %703, i64 %lsr.iv1062
  %uglygep12351236 = bitcast i8* %uglygep1235 to <8 x double>*
  %scevgep1237 = getelementptr <8 x double>, <8 x double>* %uglygep12351236, i64 -2
  %wide.load161.epil = load <8 x double>, <8 x double>* %scevgep1237, align 8, !alias.scope !54, !noalias !51
  %uglygep1232 = getelementptr i8, i8* %703, i64 %lsr.iv1062
  %uglygep12321233 = bitcast i8* %uglygep1232 to <8 x double>*
  %scevgep1234 = getelementptr <8 x double>, <8 x double>* %uglygep12321233, i64 -1
  %wide.load162.epil = load <8 x double>, <8 x double>* %scevgep1234, align 8, !alias.scope !54, !noalias !51
  %uglygep1070 = getelementptr i8, i8* %703, i64 %lsr.iv1062
  %uglygep10701071 = bitcast i8* %uglygep1070 to <8 x double>*
  %wide.load163.epil = load <8 x double>, <8 x double>* %uglygep10701071, align 8, !alias.scope !54, !noalias !51
  %704 = fadd <8 x double> %broadcast.splat.epil, %wide.load.epil
  %705 = fadd <8 x double> %broadcast.splat.epil, %wide.load161.epil
  %706 = fadd <8 x double> %broadcast.splat.epil, %wide.load162.epil
  %707 = fadd <8 x double> %broadcast.splat.epil, %wide.load163.epil
  %uglygep1241 = getelementptr i8, i8* %703, i64 %lsr.iv1062
  %uglygep12411242 = bitcast i8* %uglygep1241 to <8 x double>*
  %scevgep1243 = getelementptr <8 x double>, <8 x double>* %uglygep12411242, i64 -3
  store <8 x double> %704, <8 x double>* %scevgep1243, align 8, !alias.scope !54, !noalias !51
  %scevgep1244 = getelementptr <8 x double>, <8 x double>* %uglygep12411242, i64 -2
  store <8 x double> %705, <8 x double>* %scevgep1244, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %706, <8 x double>* %scevgep1234, align 8, !alias.scope !54, !noalias !51
  store <8 x double> %707, <8 x double>* %uglygep10701071, align 8, !alias.scope !54, !noalias !51
  %lsr.iv.next1063 = add nuw nsw i64 %lsr.iv1062, 256
  %epil.iter255.cmp.not = icmp eq i64 %66, %lsr.iv.next1063
  br i1 %epil.iter255.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !58

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %708 = icmp eq i64 %.361.fca.5.0.load, %n.vec186
  br i1 %708, label %for.end, label %for.body.us.preheader237

for.body.us.preheader237:                         ; preds = %middle.block, %vector.memcheck, %for.body.us.preheader
  %loop.index36.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec186, %middle.block ]
  %709 = icmp eq i64 %xtraiter251, 0
  %710 = xor i64 %loop.index36.us.ph, -1
  %711 = add i64 %.361.fca.5.0.load, %710
  br i1 %709, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader237
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1086 = phi i64 [ %lsr.iv.next1087, %for.body.us.prol ], [ %xtraiter251, %for.body.us.prol.preheader ]
  %loop.index36.us.prol = phi i64 [ %.816.us.prol, %for.body.us.prol ], [ %loop.index36.us.ph, %for.body.us.prol.preheader ]
  %scevgep1245 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.prol
  %.801.us.prol = load double, double* %scevgep1245, align 8
  %.810.us.prol = load double, double* %scevgep173, align 8
  %.811.us.prol = fadd double %.801.us.prol, %.810.us.prol
  store double %.811.us.prol, double* %scevgep1245, align 8
  %.816.us.prol = add nuw i64 %loop.index36.us.prol, 1
  %lsr.iv.next1087 = add nsw i64 %lsr.iv1086, -1
  %prol.iter261.cmp.not = icmp eq i64 %lsr.iv.next1087, 0
  br i1 %prol.iter261.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !59

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader237
  %loop.index36.us.unr = phi i64 [ %loop.index36.us.ph, %for.body.us.preheader237 ], [ %.816.us.prol, %for.body.us.prol ]
  %712 = icmp ult i64 %711, 7
  br i1 %712, label %for.end, label %for.body.us.preheader476

for.body.us.preheader476:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader451, %for.body.us.us
  %loop.index36.us.us = phi i64 [ %.816.us.us.7, %for.body.us.us ], [ %loop.index36.us.us.unr, %for.body.us.us.preheader451 ]
  %sunkaddr1750 = mul i64 %loop.index36.us.us, 8
  %713 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1751 = getelementptr i8, i8* %713, i64 %sunkaddr1750
  %714 = bitcast i8* %sunkaddr1751 to double*
  %.801.us.us = load double, double* %714, align 8
  %scevgep1123 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %.810.us.us = load double, double* %scevgep1123, align 8
  %.811.us.us = fadd double %.801.us.us, %.810.us.us
  store double %.811.us.us, double* %714, align 8
  %sunkaddr1752 = mul i64 %loop.index36.us.us, 8
  %715 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1753 = getelementptr i8, i8* %715, i64 %sunkaddr1752
  %sunkaddr1754 = getelementptr i8, i8* %sunkaddr1753, i64 8
  %716 = bitcast i8* %sunkaddr1754 to double*
  %.801.us.us.1 = load double, double* %716, align 8
  %scevgep1128 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1129 = getelementptr double, double* %scevgep1128, i64 1
  %.810.us.us.1 = load double, double* %scevgep1129, align 8
  %.811.us.us.1 = fadd double %.801.us.us.1, %.810.us.us.1
  store double %.811.us.us.1, double* %716, align 8
  %sunkaddr1755 = mul i64 %loop.index36.us.us, 8
  %717 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1756 = getelementptr i8, i8* %717, i64 %sunkaddr1755
  %sunkaddr1757 = getelementptr i8, i8* %sunkaddr1756, i64 16
  %718 = bitcast i8* %sunkaddr1757 to double*
  %.801.us.us.2 = load double, double* %718, align 8
  %scevgep1130 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1131 = getelementptr double, double* %scevgep1130, i64 2
  %.810.us.us.2 = load double, double* %scevgep1131, align 8
  %.811.us.us.2 = fadd double %.801.us.us.2, %.810.us.us.2
  store double %.811.us.us.2, double* %718, align 8
  %sunkaddr1758 = mul i64 %loop.index36.us.us, 8
  %719 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1759 = getelementptr i8, i8* %719, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, i8* %sunkaddr1759, i64 24
  %720 = bitcast i8* %sunkaddr1760 to double*
  %.801.us.us.3 = load double, double* %720, align 8
  %scevgep1132 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1133 = getelementptr double, double* %scevgep1132, i64 3
  %.810.us.us.3 = load double, double* %scevgep1133, align 8
  %.811.us.us.3 = fadd double %.801.us.us.3, %.810.us.us.3
  store double %.811.us.us.3, double* %720, align 8
  %sunkaddr1761 = mul i64 %loop.index36.us.us, 8
  %721 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1762 = getelementptr i8, i8* %721, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, i8* %sunkaddr1762, i64 32
  %722 = bitcast i8* %sunkaddr1763 to double*
  %.801.us.us.4 = load double, double* %722, align 8
  %scevgep1121 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1122 = getelementptr double, double* %scevgep1121, i64 4
  %.810.us.us.4 = load double, double* %scevgep1122, align 8
  %.811.us.us.4 = fadd double %.801.us.us.4, %.810.us.us.4
  store double %.811.us.us.4, double* %722, align 8
  %sunkaddr1764 = mul i64 %loop.index36.us.us, 8
  %723 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1765 = getelementptr i8, i8* %723, i64 %sunkaddr1764
  %sunkaddr1766 = getelementptr i8, i8* %sunkaddr1765, i64 40
  %724 = bitcast i8* %sunkaddr1766 to double*
  %.801.us.us.5 = load double, double* %724, align 8
  %scevgep1134 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1135 = getelementptr double, double* %scevgep1134, i64 5
  %.810.us.us.5 = load double, double* %scevgep1135, align 8
  %.811.us.us.5 = fadd double %.801.us.us.5, %.810.us.us.5
  store double %.811.us.us.5, double* %724, align 8
  %sunkaddr1767 = mul i64 %loop.index36.us.us, 8
  %725 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1768 = getelementptr i8, i8* %725, i64 %sunkaddr1767
  %sunkaddr1769 = getelementptr i8, i8* %sunkaddr1768, i64 48
  %726 = bitcast i8* %sunkaddr1769 to double*
  %.801.us.us.6 = load double, double* %726, align 8
  %scevgep1126 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1127 = getelementptr double, double* %scevgep1126, i64 6
  %.810.us.us.6 = load double, double* %scevgep1127, align 8
  %.811.us.us.6 = fadd double %.801.us.us.6, %.810.us.us.6
  store double %.811.us.us.6, double* %726, align 8
  %sunkaddr1770 = mul i64 %loop.index36.us.us, 8
  %727 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1771 = getelementptr i8, i8* %727, i64 %sunkaddr1770
  %sunkaddr1772 = getelementptr i8, i8* %sunkaddr1771, i64 56
  %728 = bitcast i8* %sunkaddr1772 to double*
  %.801.us.us.7 = load double, double* %728, align 8
  %scevgep1124 = getelementptr double, double* %lsr.iv661, i64 %loop.index36.us.us
  %scevgep1125 = getelementptr double, double* %scevgep1124, i64 7
  %.810.us.us.7 = load double, double* %scevgep1125, align 8
  %.811.us.us.7 = fadd double %.801.us.us.7, %.810.us.us.7
  store double %.811.us.us.7, double* %728, align 8
  %.816.us.us.7 = add nuw nsw i64 %loop.index36.us.us, 8
  %exitcond142.not.7 = icmp eq i64 %.361.fca.5.0.load, %.816.us.us.7
  br i1 %exitcond142.not.7, label %for.end, label %for.body.us.us, !llvm.loop !60

for.body.us:                                      ; preds = %for.body.us.preheader476, %for.body.us
  %loop.index36.us = phi i64 [ %.816.us.7, %for.body.us ], [ %loop.index36.us.unr, %for.body.us.preheader476 ]
  %sunkaddr1773 = mul i64 %loop.index36.us, 8
  %729 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1774 = getelementptr i8, i8* %729, i64 %sunkaddr1773
  %730 = bitcast i8* %sunkaddr1774 to double*
  %.801.us = load double, double* %730, align 8
  %.810.us = load double, double* %scevgep173, align 8
  %.811.us = fadd double %.801.us, %.810.us
  store double %.811.us, double* %730, align 8
  %sunkaddr1775 = mul i64 %loop.index36.us, 8
  %731 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1776 = getelementptr i8, i8* %731, i64 %sunkaddr1775
  %sunkaddr1777 = getelementptr i8, i8* %sunkaddr1776, i64 8
  %732 = bitcast i8* %sunkaddr1777 to double*
  %.801.us.1 = load double, double* %732, align 8
  %.810.us.1 = load double, double* %scevgep173, align 8
  %.811.us.1 = fadd double %.801.us.1, %.810.us.1
  store double %.811.us.1, double* %732, align 8
  %sunkaddr1778 = mul i64 %loop.index36.us, 8
  %733 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1779 = getelementptr i8, i8* %733, i64 %sunkaddr1778
  %sunkaddr1780 = getelementptr i8, i8* %sunkaddr1779, i64 16
  %734 = bitcast i8* %sunkaddr1780 to double*
  %.801.us.2 = load double, double* %734, align 8
  %.810.us.2 = load double, double* %scevgep173, align 8
  %.811.us.2 = fadd double %.801.us.2, %.810.us.2
  store double %.811.us.2, double* %734, align 8
  %sunkaddr1781 = mul i64 %loop.index36.us, 8
  %735 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1782 = getelementptr i8, i8* %735, i64 %sunkaddr1781
  %sunkaddr1783 = getelementptr i8, i8* %sunkaddr1782, i64 24
  %736 = bitcast i8* %sunkaddr1783 to double*
  %.801.us.3 = load double, double* %736, align 8
  %.810.us.3 = load double, double* %scevgep173, align 8
  %.811.us.3 = fadd double %.801.us.3, %.810.us.3
  store double %.811.us.3, double* %736, align 8
  %sunkaddr1784 = mul i64 %loop.index36.us, 8
  %737 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1785 = getelementptr i8, i8* %737, i64 %sunkaddr1784
  %sunkaddr1786 = getelementptr i8, i8* %sunkaddr1785, i64 32
  %738 = bitcast i8* %sunkaddr1786 to double*
  %.801.us.4 = load double, double* %738, align 8
  %.810.us.4 = load double, double* %scevgep173, align 8
  %.811.us.4 = fadd double %.801.us.4, %.810.us.4
  store double %.811.us.4, double* %738, align 8
  %sunkaddr1787 = mul i64 %loop.index36.us, 8
  %739 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1788 = getelementptr i8, i8* %739, i64 %sunkaddr1787
  %sunkaddr1789 = getelementptr i8, i8* %sunkaddr1788, i64 40
  %740 = bitcast i8* %sunkaddr1789 to double*
  %.801.us.5 = load double, double* %740, align 8
  %.810.us.5 = load double, double* %scevgep173, align 8
  %.811.us.5 = fadd double %.801.us.5, %.810.us.5
  store double %.811.us.5, double* %740, align 8
  %sunkaddr1790 = mul i64 %loop.index36.us, 8
  %741 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1791 = getelementptr i8, i8* %741, i64 %sunkaddr1790
  %sunkaddr1792 = getelementptr i8, i8* %sunkaddr1791, i64 48
  %742 = bitcast i8* %sunkaddr1792 to double*
  %.801.us.6 = load double, double* %742, align 8
  %.810.us.6 = load double, double* %scevgep173, align 8
  %.811.us.6 = fadd double %.801.us.6, %.810.us.6
  store double %.811.us.6, double* %742, align 8
  %sunkaddr1793 = mul i64 %loop.index36.us, 8
  %743 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr1794 = getelementptr i8, i8* %743, i64 %sunkaddr1793
  %sunkaddr1795 = getelementptr i8, i8* %sunkaddr1794, i64 56
  %744 = bitcast i8* %sunkaddr1795 to double*
  %.801.us.7 = load double, double* %744, align 8
  %.810.us.7 = load double, double* %scevgep173, align 8
  %.811.us.7 = fadd double %.801.us.7, %.810.us.7
  store double %.811.us.7, double* %744, align 8
  %.816.us.7 = add nuw nsw i64 %loop.index36.us, 8
  %exitcond141.not.7 = icmp eq i64 %.361.fca.5.0.load, %.816.us.7
  br i1 %exitcond141.not.7, label %for.end, label %for.body.us, !llvm.loop !61

for.body.preheader.split:                         ; preds = %for.body.preheader
  %.801 = load double, double* %.361.fca.4.load, align 8
  %.810 = load double, double* %scevgep173, align 8
  %.811 = fadd double %.801, %.810
  store double %.811, double* %.361.fca.4.load, align 8
  br label %for.end

B368.endif.else.endif:                            ; preds = %for.end, %B368.endif.else.endif.preheader
  %lsr.iv1090 = phi double* [ %752, %for.end ], [ %scevgep1089, %B368.endif.else.endif.preheader ]
  %lsr.iv661 = phi double* [ %751, %for.end ], [ %arg.arr.4, %B368.endif.else.endif.preheader ]
  %lsr.iv693 = phi double* [ %scevgep6954, %for.end ], [ %scevgep692, %B368.endif.else.endif.preheader ]
  %.418.0104 = phi i64 [ %748, %for.end ], [ 0, %B368.endif.else.endif.preheader ]
  %745 = icmp sgt i64 %.361.fca.5.0.load, 0
  %746 = mul i64 %.418.0104, %arg.arr.5.1
  %scevgep173 = getelementptr double, double* %arg.arr.4, i64 %746
  %747 = add i64 %746, %.361.fca.5.0.load
  %scevgep175 = getelementptr double, double* %arg.arr.4, i64 %747
  %scevgep157 = getelementptr double, double* %arg.arr.4, i64 %.418.0104
  %748 = add nuw nsw i64 %.418.0104, 1
  %scevgep159 = getelementptr double, double* %arg.arr.4, i64 %748
  br i1 %745, label %for.body.preheader, label %for.end

for.end:                                          ; preds = %for.body.us.us, %for.body.us, %B368.endif.else.endif, %for.body.preheader.split, %for.body.us.prol.loopexit, %middle.block, %for.body.us.us.prol.loopexit, %middle.block180
  %749 = bitcast double* %lsr.iv661 to i1*
  %750 = bitcast double* %lsr.iv1090 to i1*
  %scevgep6954 = getelementptr double, double* %lsr.iv693, i64 %arg.arr.5.1
  %scevgep664 = getelementptr i1, i1* %749, i64 %72
  %751 = bitcast i1* %scevgep664 to double*
  %scevgep1092 = getelementptr i1, i1* %750, i64 %72
  %752 = bitcast i1* %scevgep1092 to double*
  %exitcond143.not = icmp eq i64 %748, %spec.select
  br i1 %exitcond143.not, label %B756.endif, label %B368.endif.else.endif

B756.endif.loopexit.unr-lcssa:                    ; preds = %for.end.us.us.3, %B368.endif.else.endif.us.us.preheader
  %.418.0104.us.us.unr = phi i64 [ 0, %B368.endif.else.endif.us.us.preheader ], [ %unroll_iter, %for.end.us.us.3 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B756.endif, label %B368.endif.else.endif.us.us.epil.preheader

B368.endif.else.endif.us.us.epil.preheader:       ; preds = %B756.endif.loopexit.unr-lcssa
  %753 = icmp eq i64 %.361.fca.5.0.load, 1
  br i1 %753, label %B368.endif.else.endif.us.us.epil.us.preheader, label %B368.endif.else.endif.us.us.epil.preheader474

B368.endif.else.endif.us.us.epil.preheader474:    ; preds = %B368.endif.else.endif.us.us.epil.preheader
  %754 = add nuw nsw i64 %xtraiter244, 7
  %scevgep488 = getelementptr double, double* %.361.fca.4.load, i64 %754
  %755 = lshr i64 %.361.fca.5.0.load, 3
  %756 = shl nuw i64 %755, 3
  br label %B368.endif.else.endif.us.us.epil

B368.endif.else.endif.us.us.epil.us.preheader:    ; preds = %B368.endif.else.endif.us.us.epil.preheader
  %.801.us108.us.epil.us.pre = load double, double* %.361.fca.4.load, align 8
  %757 = add nuw nsw i64 %.418.0104.us.us.unr, 1
  %758 = mul i64 %arg.arr.5.1, %757
  %scevgep479 = getelementptr double, double* %arg.arr.4, i64 %758
  %759 = shl i64 %arg.arr.5.1, 3
  br label %B368.endif.else.endif.us.us.epil.us

B368.endif.else.endif.us.us.epil.us:              ; preds = %B368.endif.else.endif.us.us.epil.us.preheader, %B368.endif.else.endif.us.us.epil.us
  %lsr.iv483 = phi i64 [ %xtraiter, %B368.endif.else.endif.us.us.epil.us.preheader ], [ %lsr.iv.next484, %B368.endif.else.endif.us.us.epil.us ]
  %lsr.iv480 = phi double* [ %scevgep479, %B368.endif.else.endif.us.us.epil.us.preheader ], [ %760, %B368.endif.else.endif.us.us.epil.us ]
  %.801.us108.us.epil.us = phi double [ %.811.us110.us.epil.us, %B368.endif.else.endif.us.us.epil.us ], [ %.801.us108.us.epil.us.pre, %B368.endif.else.endif.us.us.epil.us.preheader ]
  %lsr.iv480481 = bitcast double* %lsr.iv480 to i1*
  %.810.us109.us.epil.us = load double, double* %lsr.iv480, align 8
  %.811.us110.us.epil.us = fadd double %.801.us108.us.epil.us, %.810.us109.us.epil.us
  store double %.811.us110.us.epil.us, double* %.361.fca.4.load, align 8
  %scevgep482 = getelementptr i1, i1* %lsr.iv480481, i64 %759
  %760 = bitcast i1* %scevgep482 to double*
  %lsr.iv.next484 = add nsw i64 %lsr.iv483, -1
  %epil.iter.cmp.not.us = icmp eq i64 %lsr.iv.next484, 0
  br i1 %epil.iter.cmp.not.us, label %B756.endif, label %B368.endif.else.endif.us.us.epil.us, !llvm.loop !62

B368.endif.else.endif.us.us.epil:                 ; preds = %B368.endif.else.endif.us.us.epil.preheader474, %for.end.us.us.epil
  %.418.0104.us.us.epil = phi i64 [ %.487.us.us.epil, %for.end.us.us.epil ], [ %.418.0104.us.us.unr, %B368.endif.else.endif.us.us.epil.preheader474 ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.end.us.us.epil ], [ 0, %B368.endif.else.endif.us.us.epil.preheader474 ]
  %761 = icmp eq i64 %xtraiter244, 0
  %.487.us.us.epil = add nuw nsw i64 %.418.0104.us.us.epil, 1
  %.702.us.us.epil = mul i64 %.418.0104.us.us.epil, %arg.arr.5.1
  %.705.us.us.epil = add i64 %.702.us.us.epil, %arg.arr.5.1
  br i1 %761, label %for.body.us.us116.prol.loopexit.us.epil, label %for.body.us.us116.prol.us.epil.preheader

for.body.us.us116.prol.us.epil.preheader:         ; preds = %B368.endif.else.endif.us.us.epil
  br label %for.body.us.us116.prol.us.epil

for.body.us.us116.prol.us.epil:                   ; preds = %for.body.us.us116.prol.us.epil.preheader, %for.body.us.us116.prol.us.epil
  %loop.index36.us.us117.prol.us.epil = phi i64 [ %.816.us.us123.prol.us.epil, %for.body.us.us116.prol.us.epil ], [ 0, %for.body.us.us116.prol.us.epil.preheader ]
  %scevgep485 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us117.prol.us.epil
  %.801.us.us119.prol.us.epil = load double, double* %scevgep485, align 8
  %sunkaddr1796 = mul i64 %.705.us.us.epil, 8
  %762 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1797 = getelementptr i8, i8* %762, i64 %sunkaddr1796
  %763 = bitcast i8* %sunkaddr1797 to double*
  %.810.us.us120.prol.us.epil = load double, double* %763, align 8
  %.811.us.us121.prol.us.epil = fadd double %.801.us.us119.prol.us.epil, %.810.us.us120.prol.us.epil
  store double %.811.us.us121.prol.us.epil, double* %scevgep485, align 8
  %.816.us.us123.prol.us.epil = add nuw nsw i64 %loop.index36.us.us117.prol.us.epil, 1
  %prol.iter.cmp.not.us.epil = icmp eq i64 %xtraiter244, %.816.us.us123.prol.us.epil
  br i1 %prol.iter.cmp.not.us.epil, label %for.body.us.us116.prol.loopexit.us.epil, label %for.body.us.us116.prol.us.epil, !llvm.loop !41

for.body.us.us116.prol.loopexit.us.epil:          ; preds = %for.body.us.us116.prol.us.epil, %B368.endif.else.endif.us.us.epil
  %764 = icmp ult i64 %25, 7
  br i1 %764, label %for.end.us.us.epil, label %for.body.us.us116.us.epil.preheader

for.body.us.us116.us.epil.preheader:              ; preds = %for.body.us.us116.prol.loopexit.us.epil
  br label %for.body.us.us116.us.epil

for.body.us.us116.us.epil:                        ; preds = %for.body.us.us116.us.epil.preheader, %for.body.us.us116.us.epil
  %lsr.iv489 = phi i64 [ 0, %for.body.us.us116.us.epil.preheader ], [ %lsr.iv.next490, %for.body.us.us116.us.epil ]
  %scevgep520 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep522 = getelementptr double, double* %scevgep520, i64 -7
  %.801.us.us119.us.epil = load double, double* %scevgep522, align 8
  %sunkaddr1798 = mul i64 %.705.us.us.epil, 8
  %765 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr1799 = getelementptr i8, i8* %765, i64 %sunkaddr1798
  %766 = bitcast i8* %sunkaddr1799 to double*
  %.810.us.us120.us.epil = load double, double* %766, align 8
  %.811.us.us121.us.epil = fadd double %.801.us.us119.us.epil, %.810.us.us120.us.epil
  store double %.811.us.us121.us.epil, double* %scevgep522, align 8
  %scevgep516 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep519 = getelementptr double, double* %scevgep516, i64 -6
  %.801.us.us119.1.us.epil = load double, double* %scevgep519, align 8
  %.810.us.us120.1.us.epil = load double, double* %766, align 8
  %.811.us.us121.1.us.epil = fadd double %.801.us.us119.1.us.epil, %.810.us.us120.1.us.epil
  store double %.811.us.us121.1.us.epil, double* %scevgep519, align 8
  %scevgep512 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep514 = getelementptr double, double* %scevgep512, i64 -5
  %.801.us.us119.2.us.epil = load double, double* %scevgep514, align 8
  %.810.us.us120.2.us.epil = load double, double* %766, align 8
  %.811.us.us121.2.us.epil = fadd double %.801.us.us119.2.us.epil, %.810.us.us120.2.us.epil
  store double %.811.us.us121.2.us.epil, double* %scevgep514, align 8
  %scevgep508 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep510 = getelementptr double, double* %scevgep508, i64 -4
  %.801.us.us119.3.us.epil = load double, double* %scevgep510, align 8
  %.810.us.us120.3.us.epil = load double, double* %766, align 8
  %.811.us.us121.3.us.epil = fadd double %.801.us.us119.3.us.epil, %.810.us.us120.3.us.epil
  store double %.811.us.us121.3.us.epil, double* %scevgep510, align 8
  %scevgep504 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep507 = getelementptr double, double* %scevgep504, i64 -3
  %.801.us.us119.4.us.epil = load double, double* %scevgep507, align 8
  %.810.us.us120.4.us.epil = load double, double* %766, align 8
  %.811.us.us121.4.us.epil = fadd double %.801.us.us119.4.us.epil, %.810.us.us120.4.us.epil
  store double %.811.us.us121.4.us.epil, double* %scevgep507, align 8
  %scevgep497 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep500 = getelementptr double, double* %scevgep497, i64 -2
  %.801.us.us119.5.us.epil = load double, double* %scevgep500, align 8
  %.810.us.us120.5.us.epil = load double, double* %766, align 8
  %.811.us.us121.5.us.epil = fadd double %.801.us.us119.5.us.epil, %.810.us.us120.5.us.epil
  store double %.811.us.us121.5.us.epil, double* %scevgep500, align 8
  %scevgep491 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %scevgep494 = getelementptr double, double* %scevgep491, i64 -1
  %.801.us.us119.6.us.epil = load double, double* %scevgep494, align 8
  %.810.us.us120.6.us.epil = load double, double* %766, align 8
  %.811.us.us121.6.us.epil = fadd double %.801.us.us119.6.us.epil, %.810.us.us120.6.us.epil
  store double %.811.us.us121.6.us.epil, double* %scevgep494, align 8
  %scevgep523 = getelementptr double, double* %scevgep488, i64 %lsr.iv489
  %.801.us.us119.7.us.epil = load double, double* %scevgep523, align 8
  %.810.us.us120.7.us.epil = load double, double* %766, align 8
  %.811.us.us121.7.us.epil = fadd double %.801.us.us119.7.us.epil, %.810.us.us120.7.us.epil
  store double %.811.us.us121.7.us.epil, double* %scevgep523, align 8
  %lsr.iv.next490 = add i64 %lsr.iv489, 8
  %exitcond137.not.7.us.epil = icmp eq i64 %756, %lsr.iv.next490
  br i1 %exitcond137.not.7.us.epil, label %for.end.us.us.epil, label %for.body.us.us116.us.epil, !llvm.loop !42

for.end.us.us.epil:                               ; preds = %for.body.us.us116.us.epil, %for.body.us.us116.prol.loopexit.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %B756.endif, label %B368.endif.else.endif.us.us.epil, !llvm.loop !62

B756.endif:                                       ; preds = %for.end, %for.end.us.us.epil, %B368.endif.else.endif.us.us.epil.us, %B756.endif.loopexit.unr-lcssa, %B368.endif.else.endif.us.preheader, %B120.endif.endif.endif.en...endif
  %retptr.repack118814841800 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.361.fca.0.load, i8** %retptr.repack118814841800, align 8
  %retptr.repack47 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.361.fca.1.load, i8** %retptr.repack47, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.361.fca.2.load, i64* %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.361.fca.3.load, i64* %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.361.fca.4.load, double** %retptr.repack53, align 8
  %767 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.361.fca.5.0.load, i64* %767, align 8
  %768 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.361.fca.6.0.load, i64* %768, align 8
  tail call void @NRT_decref(i8* %arg.arr.0)
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !6

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !6

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr i32 @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.lst.0, i8* nocapture readnone %arg.lst.1, i64 %arg.iterable.0, i64 %arg.iterable.1) local_unnamed_addr {
B24:
  %.5.i = getelementptr i8, i8* %arg.lst.0, i64 24
  %0 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i19 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %0, align 8
  %.110314222 = bitcast { i64, i64, i8, i64 }* %.6.i19 to i64*
  %.111 = load i64, i64* %.110314222, align 8
  %.112 = add i64 %.111, 1
  %.117 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19, i64 0, i32 1
  %.118 = load i64, i64* %.117, align 8
  %.120 = ashr i64 %.118, 2
  %.121 = icmp sgt i64 %.120, %.112
  br i1 %.121, label %B24.if, label %B24.endif, !prof !6

common.ret:                                       ; preds = %B24.endif.if.endif.if, %B24.endif.if.if, %B24.endif.endif.1, %B24.if.endif.if, %B24.if.if
  %common.ret.op = phi i32 [ 0, %B24.endif.endif.1 ], [ 1, %B24.if.if ], [ 1, %B24.if.endif.if ], [ 1, %B24.endif.if.if ], [ 1, %B24.endif.if.endif.if ]
  ret i32 %common.ret.op

B24.if:                                           ; preds = %B24
  %.123 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.112, i64 8)
  %.124 = extractvalue { i64, i1 } %.123, 0
  %.125 = extractvalue { i64, i1 } %.123, 1
  %.126 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.124, i64 24)
  %.128 = extractvalue { i64, i1 } %.126, 1
  %.129 = or i1 %.125, %.128
  br i1 %.129, label %B24.if.if, label %B24.if.endif, !prof !6

B24.endif:                                        ; preds = %B24.if.endif.endif, %B24
  %1 = icmp slt i64 %.118, %.112
  br i1 %1, label %B24.endif.if, label %B24.1, !prof !6

B24.if.if:                                        ; preds = %B24.if.1, %B24.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630645952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.if.endif:                                     ; preds = %B24.if
  %.127 = extractvalue { i64, i1 } %.126, 0
  %.138 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.127)
  %.139 = icmp eq i8* %.138, null
  br i1 %.139, label %B24.if.endif.if, label %B24.if.endif.endif, !prof !6

B24.if.endif.if:                                  ; preds = %B24.if.endif.1, %B24.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630645952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.if.endif.endif:                               ; preds = %B24.if.endif
  %sunkaddr = getelementptr i8, i8* %arg.lst.0, i64 24
  %2 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i1627 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.150 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1627, i64 0, i32 1
  store i64 %.112, i64* %.150, align 8
  br label %B24.endif

B24.endif.if:                                     ; preds = %B24.endif
  %.154 = ashr i64 %.112, 2
  %.155 = add i64 %.111, 9
  %.156 = add i64 %.155, %.154
  %.157 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.156, i64 8)
  %.158 = extractvalue { i64, i1 } %.157, 0
  %.159 = extractvalue { i64, i1 } %.157, 1
  %.160 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.158, i64 24)
  %.162 = extractvalue { i64, i1 } %.160, 1
  %.163 = or i1 %.159, %.162
  br i1 %.163, label %B24.endif.if.if, label %B24.endif.if.endif, !prof !6

B24.1:                                            ; preds = %B24.endif.if.endif.endif, %B24.endif
  %sunkaddr3 = getelementptr i8, i8* %arg.lst.0, i64 24
  %3 = bitcast i8* %sunkaddr3 to i64**
  %.6.i14211 = load i64*, i64** %3, align 8
  store i64 %.112, i64* %.6.i14211, align 8
  %sunkaddr4 = getelementptr i8, i8* %arg.lst.0, i64 24
  %4 = bitcast i8* %sunkaddr4 to { i64, i64, i8, i64 }**
  %.6.i1022 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.227 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1022, i64 0, i32 3
  %.228 = getelementptr i64, i64* %.227, i64 %.111
  store i64 %arg.iterable.0, i64* %.228, align 8
  %.6.i19.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.110.1347555 = bitcast { i64, i64, i8, i64 }* %.6.i19.1 to i64*
  %.111.1 = load i64, i64* %.110.1347555, align 8
  %.112.1 = add i64 %.111.1, 1
  %.117.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.1, i64 0, i32 1
  %.118.1 = load i64, i64* %.117.1, align 8
  %.120.1 = ashr i64 %.118.1, 2
  %.121.1 = icmp sgt i64 %.120.1, %.112.1
  br i1 %.121.1, label %B24.if.1, label %B24.endif.1, !prof !6

B24.if.1:                                         ; preds = %B24.1
  %.123.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.112.1, i64 8)
  %.124.1 = extractvalue { i64, i1 } %.123.1, 0
  %.125.1 = extractvalue { i64, i1 } %.123.1, 1
  %.126.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.124.1, i64 24)
  %.128.1 = extractvalue { i64, i1 } %.126.1, 1
  %.129.1 = or i1 %.125.1, %.128.1
  br i1 %.129.1, label %B24.if.if, label %B24.if.endif.1, !prof !6

B24.if.endif.1:                                   ; preds = %B24.if.1
  %.127.1 = extractvalue { i64, i1 } %.126.1, 0
  %.138.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.127.1)
  %.139.1 = icmp eq i8* %.138.1, null
  br i1 %.139.1, label %B24.if.endif.if, label %B24.if.endif.endif.1, !prof !6

B24.if.endif.endif.1:                             ; preds = %B24.if.endif.1
  %sunkaddr6 = getelementptr i8, i8* %arg.lst.0, i64 24
  %5 = bitcast i8* %sunkaddr6 to { i64, i64, i8, i64 }**
  %.6.i1627.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8
  %.150.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1627.1, i64 0, i32 1
  store i64 %.112.1, i64* %.150.1, align 8
  br label %B24.endif.1

B24.endif.1:                                      ; preds = %B24.if.endif.endif.1, %B24.1
  %6 = icmp slt i64 %.118.1, %.112.1
  br i1 %6, label %B24.endif.if.1, label %B24.endif.endif.1, !prof !6

B24.endif.if.1:                                   ; preds = %B24.endif.1
  %.154.1 = ashr i64 %.112.1, 2
  %.155.1 = add i64 %.111.1, 9
  %.156.1 = add i64 %.155.1, %.154.1
  %.157.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.156.1, i64 8)
  %.158.1 = extractvalue { i64, i1 } %.157.1, 0
  %.159.1 = extractvalue { i64, i1 } %.157.1, 1
  %.160.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.158.1, i64 24)
  %.162.1 = extractvalue { i64, i1 } %.160.1, 1
  %.163.1 = or i1 %.159.1, %.162.1
  br i1 %.163.1, label %B24.endif.if.if, label %B24.endif.if.endif.1, !prof !6

B24.endif.if.endif.1:                             ; preds = %B24.endif.if.1
  %.161.1 = extractvalue { i64, i1 } %.160.1, 0
  %.172.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.161.1)
  %.173.1 = icmp eq i8* %.172.1, null
  br i1 %.173.1, label %B24.endif.if.endif.if, label %B24.endif.if.endif.endif.1, !prof !6

B24.endif.if.endif.endif.1:                       ; preds = %B24.endif.if.endif.1
  %sunkaddr7 = getelementptr i8, i8* %arg.lst.0, i64 24
  %7 = bitcast i8* %sunkaddr7 to { i64, i64, i8, i64 }**
  %.6.i823.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.184.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i823.1, i64 0, i32 1
  store i64 %.156.1, i64* %.184.1, align 8
  %.6.i624.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %7, align 8
  %.190.13710888 = bitcast { i64, i64, i8, i64 }* %.6.i624.1 to i64*
  %.191.1 = load i64, i64* %.190.13710888, align 8
  %.196.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i624.1, i64 0, i32 3
  %.197.1 = getelementptr i64, i64* %.196.1, i64 %.191.1
  %.203.1 = getelementptr i64, i64* %.196.1, i64 %.156.1
  %.204.1 = ptrtoint i64* %.203.1 to i64
  %.205.1 = ptrtoint i64* %.197.1 to i64
  %.206.1 = sub i64 %.204.1, %.205.1
  %.207.1 = bitcast i64* %.197.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.207.1, i8 0, i64 %.206.1, i1 false)
  br label %B24.endif.endif.1

B24.endif.endif.1:                                ; preds = %B24.endif.if.endif.endif.1, %B24.endif.1
  %sunkaddr9 = getelementptr i8, i8* %arg.lst.0, i64 24
  %8 = bitcast i8* %sunkaddr9 to i64**
  %.6.i1421.12 = load i64*, i64** %8, align 8
  store i64 %.112.1, i64* %.6.i1421.12, align 8
  %sunkaddr10 = getelementptr i8, i8* %arg.lst.0, i64 24
  %9 = bitcast i8* %sunkaddr10 to { i64, i64, i8, i64 }**
  %.6.i1022.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.227.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1022.1, i64 0, i32 3
  %.228.1 = getelementptr i64, i64* %.227.1, i64 %.111.1
  store i64 %arg.iterable.1, i64* %.228.1, align 8
  store i8* null, i8** %retptr, align 8
  br label %common.ret

B24.endif.if.if:                                  ; preds = %B24.endif.if.1, %B24.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630645952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.endif.if.endif:                               ; preds = %B24.endif.if
  %.161 = extractvalue { i64, i1 } %.160, 0
  %.172 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.161)
  %.173 = icmp eq i8* %.172, null
  br i1 %.173, label %B24.endif.if.endif.if, label %B24.endif.if.endif.endif, !prof !6

B24.endif.if.endif.if:                            ; preds = %B24.endif.if.endif, %B24.endif.if.endif.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757630645952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.endif.if.endif.endif:                         ; preds = %B24.endif.if.endif
  %sunkaddr11 = getelementptr i8, i8* %arg.lst.0, i64 24
  %10 = bitcast i8* %sunkaddr11 to { i64, i64, i8, i64 }**
  %.6.i823 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.184 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i823, i64 0, i32 1
  store i64 %.156, i64* %.184, align 8
  %.6.i624 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %10, align 8
  %.1904114121212 = bitcast { i64, i64, i8, i64 }* %.6.i624 to i64*
  %.191 = load i64, i64* %.1904114121212, align 8
  %.196 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i624, i64 0, i32 3
  %.197 = getelementptr i64, i64* %.196, i64 %.191
  %.203 = getelementptr i64, i64* %.196, i64 %.156
  %.204 = ptrtoint i64* %.203 to i64
  %.205 = ptrtoint i64* %.197 to i64
  %.206 = sub i64 %.204, %.205
  %.207 = bitcast i64* %.197 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.207, i8 0, i64 %.206, i1 false)
  br label %B24.1
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.shape.0, double %arg.fill_value, i8* nocapture readnone %arg.dtype) local_unnamed_addr {
entry:
  %.18.i = icmp slt i64 %arg.shape.0, 0
  br i1 %.18.i, label %B0.if, label %B0.endif.endif.i, !prof !6

B0.endif.endif.i:                                 ; preds = %entry
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.shape.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !6

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !63
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !6

B120:                                             ; preds = %B120.preheader499, %B120
  %.118.027 = phi i64 [ %.187, %B120 ], [ %.118.027.ph, %B120.preheader499 ]
  %.187 = add nuw nsw i64 %.118.027, 1
  %scevgep500 = getelementptr double, double* %.6.i1.i, i64 %.118.027
  store double %arg.fill_value, double* %scevgep500, align 8
  %exitcond.not = icmp eq i64 %arg.shape.0, %.187
  br i1 %exitcond.not, label %B134, label %B120, !llvm.loop !73

common.ret:                                       ; preds = %B0.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B134:                                             ; preds = %B120, %middle.block, %B0.endif.endif
  %retptr.repack146170607655 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack146170607655, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %arg.shape.0, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack7, align 8
  %0 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.shape.0, i64* %0, align 8
  %1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %1, align 8
  br label %common.ret

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139757635013440, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139757631364352, %B0.endif.endif.i ], [ @.const.picklebuf.139757634767744, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %2 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %2, align 8, !noalias !75
  %.17426.not = icmp eq i64 %arg.shape.0, 0
  br i1 %.17426.not, label %B134, label %B120.preheader

B120.preheader:                                   ; preds = %B0.endif.endif
  %min.iters.check = icmp ult i64 %arg.shape.0, 32
  br i1 %min.iters.check, label %B120.preheader499, label %vector.ph

B120.preheader499:                                ; preds = %middle.block, %B120.preheader
  %.118.027.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %B120.preheader ]
  br label %B120

vector.ph:                                        ; preds = %B120.preheader
  %n.vec = and i64 %arg.shape.0, -32
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.fill_value, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %3 = add nsw i64 %n.vec, -32
  %4 = lshr exact i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %xtraiter = and i64 %5, 7
  %6 = icmp ult i64 %3, 224
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %5, 1152921504606846968
  %7 = add nsw i64 %unroll_iter, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %xtraiter6 = and i64 %9, 7
  %10 = icmp ult i64 %7, 56
  br i1 %10, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %unroll_iter10 = and i64 %9, 4611686018427387896
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %index = phi i64 [ 0, %vector.ph.new.new ], [ %index.next.7.7, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new.new ], [ %niter.next.7, %vector.body ]
  %scevgep134 = getelementptr double, double* %.6.i1.i, i64 %index
  %11 = bitcast double* %scevgep134 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %11, align 8
  %sunkaddr = mul i64 %index, 8
  %12 = bitcast double* %.6.i1.i to i8*
  %sunkaddr656 = getelementptr i8, i8* %12, i64 %sunkaddr
  %sunkaddr657 = getelementptr i8, i8* %sunkaddr656, i64 64
  %13 = bitcast i8* %sunkaddr657 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %13, align 8
  %sunkaddr658 = mul i64 %index, 8
  %14 = bitcast double* %.6.i1.i to i8*
  %sunkaddr659 = getelementptr i8, i8* %14, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, i8* %sunkaddr659, i64 128
  %15 = bitcast i8* %sunkaddr660 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %15, align 8
  %sunkaddr661 = mul i64 %index, 8
  %16 = bitcast double* %.6.i1.i to i8*
  %sunkaddr662 = getelementptr i8, i8* %16, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, i8* %sunkaddr662, i64 192
  %17 = bitcast i8* %sunkaddr663 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %17, align 8
  %sunkaddr664 = mul i64 %index, 8
  %18 = bitcast double* %.6.i1.i to i8*
  %sunkaddr665 = getelementptr i8, i8* %18, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, i8* %sunkaddr665, i64 256
  %19 = bitcast i8* %sunkaddr666 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %19, align 8
  %sunkaddr667 = mul i64 %index, 8
  %20 = bitcast double* %.6.i1.i to i8*
  %sunkaddr668 = getelementptr i8, i8* %20, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, i8* %sunkaddr668, i64 320
  %21 = bitcast i8* %sunkaddr669 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %21, align 8
  %sunkaddr670 = mul i64 %index, 8
  %22 = bitcast double* %.6.i1.i to i8*
  %sunkaddr671 = getelementptr i8, i8* %22, i64 %sunkaddr670
  %sunkaddr672 = getelementptr i8, i8* %sunkaddr671, i64 384
  %23 = bitcast i8* %sunkaddr672 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %23, align 8
  %sunkaddr673 = mul i64 %index, 8
  %24 = bitcast double* %.6.i1.i to i8*
  %sunkaddr674 = getelementptr i8, i8* %24, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, i8* %sunkaddr674, i64 448
  %25 = bitcast i8* %sunkaddr675 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %25, align 8
  %sunkaddr676 = mul i64 %index, 8
  %26 = bitcast double* %.6.i1.i to i8*
  %sunkaddr677 = getelementptr i8, i8* %26, i64 %sunkaddr676
  %sunkaddr678 = getelementptr i8, i8* %sunkaddr677, i64 512
  %27 = bitcast i8* %sunkaddr678 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %27, align 8
  %sunkaddr679 = mul i64 %index, 8
  %28 = bitcast double* %.6.i1.i to i8*
  %sunkaddr680 = getelementptr i8, i8* %28, i64 %sunkaddr679
  %sunkaddr681 = getelementptr i8, i8* %sunkaddr680, i64 576
  %29 = bitcast i8* %sunkaddr681 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %29, align 8
  %sunkaddr682 = mul i64 %index, 8
  %30 = bitcast double* %.6.i1.i to i8*
  %sunkaddr683 = getelementptr i8, i8* %30, i64 %sunkaddr682
  %sunkaddr684 = getelementptr i8, i8* %sunkaddr683, i64 640
  %31 = bitcast i8* %sunkaddr684 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %31, align 8
  %sunkaddr685 = mul i64 %index, 8
  %32 = bitcast double* %.6.i1.i to i8*
  %sunkaddr686 = getelementptr i8, i8* %32, i64 %sunkaddr685
  %sunkaddr687 = getelementptr i8, i8* %sunkaddr686, i64 704
  %33 = bitcast i8* %sunkaddr687 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %33, align 8
  %sunkaddr688 = mul i64 %index, 8
  %34 = bitcast double* %.6.i1.i to i8*
  %sunkaddr689 = getelementptr i8, i8* %34, i64 %sunkaddr688
  %sunkaddr690 = getelementptr i8, i8* %sunkaddr689, i64 768
  %35 = bitcast i8* %sunkaddr690 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %35, align 8
  %sunkaddr691 = mul i64 %index, 8
  %36 = bitcast double* %.6.i1.i to i8*
  %sunkaddr692 = getelementptr i8, i8* %36, i64 %sunkaddr691
  %sunkaddr693 = getelementptr i8, i8* %sunkaddr692, i64 832
  %37 = bitcast i8* %sunkaddr693 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %37, align 8
  %sunkaddr694 = mul i64 %index, 8
  %38 = bitcast double* %.6.i1.i to i8*
  %sunkaddr695 = getelementptr i8, i8* %38, i64 %sunkaddr694
  %sunkaddr696 = getelementptr i8, i8* %sunkaddr695, i64 896
  %39 = bitcast i8* %sunkaddr696 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %39, align 8
  %sunkaddr697 = mul i64 %index, 8
  %40 = bitcast double* %.6.i1.i to i8*
  %sunkaddr698 = getelementptr i8, i8* %40, i64 %sunkaddr697
  %sunkaddr699 = getelementptr i8, i8* %sunkaddr698, i64 960
  %41 = bitcast i8* %sunkaddr699 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %41, align 8
  %sunkaddr700 = mul i64 %index, 8
  %42 = bitcast double* %.6.i1.i to i8*
  %sunkaddr701 = getelementptr i8, i8* %42, i64 %sunkaddr700
  %sunkaddr702 = getelementptr i8, i8* %sunkaddr701, i64 1024
  %43 = bitcast i8* %sunkaddr702 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %43, align 8
  %sunkaddr703 = mul i64 %index, 8
  %44 = bitcast double* %.6.i1.i to i8*
  %sunkaddr704 = getelementptr i8, i8* %44, i64 %sunkaddr703
  %sunkaddr705 = getelementptr i8, i8* %sunkaddr704, i64 1088
  %45 = bitcast i8* %sunkaddr705 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %45, align 8
  %sunkaddr706 = mul i64 %index, 8
  %46 = bitcast double* %.6.i1.i to i8*
  %sunkaddr707 = getelementptr i8, i8* %46, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, i8* %sunkaddr707, i64 1152
  %47 = bitcast i8* %sunkaddr708 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %47, align 8
  %sunkaddr709 = mul i64 %index, 8
  %48 = bitcast double* %.6.i1.i to i8*
  %sunkaddr710 = getelementptr i8, i8* %48, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, i8* %sunkaddr710, i64 1216
  %49 = bitcast i8* %sunkaddr711 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %49, align 8
  %sunkaddr712 = mul i64 %index, 8
  %50 = bitcast double* %.6.i1.i to i8*
  %sunkaddr713 = getelementptr i8, i8* %50, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, i8* %sunkaddr713, i64 1280
  %51 = bitcast i8* %sunkaddr714 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %51, align 8
  %sunkaddr715 = mul i64 %index, 8
  %52 = bitcast double* %.6.i1.i to i8*
  %sunkaddr716 = getelementptr i8, i8* %52, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, i8* %sunkaddr716, i64 1344
  %53 = bitcast i8* %sunkaddr717 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %53, align 8
  %sunkaddr718 = mul i64 %index, 8
  %54 = bitcast double* %.6.i1.i to i8*
  %sunkaddr719 = getelementptr i8, i8* %54, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, i8* %sunkaddr719, i64 1408
  %55 = bitcast i8* %sunkaddr720 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %55, align 8
  %sunkaddr721 = mul i64 %index, 8
  %56 = bitcast double* %.6.i1.i to i8*
  %sunkaddr722 = getelementptr i8, i8* %56, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, i8* %sunkaddr722, i64 1472
  %57 = bitcast i8* %sunkaddr723 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %57, align 8
  %sunkaddr724 = mul i64 %index, 8
  %58 = bitcast double* %.6.i1.i to i8*
  %sunkaddr725 = getelementptr i8, i8* %58, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, i8* %sunkaddr725, i64 1536
  %59 = bitcast i8* %sunkaddr726 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %59, align 8
  %sunkaddr727 = mul i64 %index, 8
  %60 = bitcast double* %.6.i1.i to i8*
  %sunkaddr728 = getelementptr i8, i8* %60, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, i8* %sunkaddr728, i64 1600
  %61 = bitcast i8* %sunkaddr729 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %61, align 8
  %sunkaddr730 = mul i64 %index, 8
  %62 = bitcast double* %.6.i1.i to i8*
  %sunkaddr731 = getelementptr i8, i8* %62, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, i8* %sunkaddr731, i64 1664
  %63 = bitcast i8* %sunkaddr732 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %63, align 8
  %sunkaddr733 = mul i64 %index, 8
  %64 = bitcast double* %.6.i1.i to i8*
  %sunkaddr734 = getelementptr i8, i8* %64, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, i8* %sunkaddr734, i64 1728
  %65 = bitcast i8* %sunkaddr735 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %65, align 8
  %sunkaddr736 = mul i64 %index, 8
  %66 = bitcast double* %.6.i1.i to i8*
  %sunkaddr737 = getelementptr i8, i8* %66, i64 %sunkaddr736
  %sunkaddr738 = getelementptr i8, i8* %sunkaddr737, i64 1792
  %67 = bitcast i8* %sunkaddr738 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %67, align 8
  %sunkaddr739 = mul i64 %index, 8
  %68 = bitcast double* %.6.i1.i to i8*
  %sunkaddr740 = getelementptr i8, i8* %68, i64 %sunkaddr739
  %sunkaddr741 = getelementptr i8, i8* %sunkaddr740, i64 1856
  %69 = bitcast i8* %sunkaddr741 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %69, align 8
  %sunkaddr742 = mul i64 %index, 8
  %70 = bitcast double* %.6.i1.i to i8*
  %sunkaddr743 = getelementptr i8, i8* %70, i64 %sunkaddr742
  %sunkaddr744 = getelementptr i8, i8* %sunkaddr743, i64 1920
  %71 = bitcast i8* %sunkaddr744 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %71, align 8
  %sunkaddr745 = mul i64 %index, 8
  %72 = bitcast double* %.6.i1.i to i8*
  %sunkaddr746 = getelementptr i8, i8* %72, i64 %sunkaddr745
  %sunkaddr747 = getelementptr i8, i8* %sunkaddr746, i64 1984
  %73 = bitcast i8* %sunkaddr747 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %73, align 8
  %index.next.7 = or i64 %index, 256
  %scevgep134.1 = getelementptr double, double* %.6.i1.i, i64 %index.next.7
  %74 = bitcast double* %scevgep134.1 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %74, align 8
  %sunkaddr748 = mul i64 %index.next.7, 8
  %75 = bitcast double* %.6.i1.i to i8*
  %sunkaddr749 = getelementptr i8, i8* %75, i64 %sunkaddr748
  %sunkaddr750 = getelementptr i8, i8* %sunkaddr749, i64 64
  %76 = bitcast i8* %sunkaddr750 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %76, align 8
  %sunkaddr751 = mul i64 %index.next.7, 8
  %77 = bitcast double* %.6.i1.i to i8*
  %sunkaddr752 = getelementptr i8, i8* %77, i64 %sunkaddr751
  %sunkaddr753 = getelementptr i8, i8* %sunkaddr752, i64 128
  %78 = bitcast i8* %sunkaddr753 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %78, align 8
  %sunkaddr754 = mul i64 %index.next.7, 8
  %79 = bitcast double* %.6.i1.i to i8*
  %sunkaddr755 = getelementptr i8, i8* %79, i64 %sunkaddr754
  %sunkaddr756 = getelementptr i8, i8* %sunkaddr755, i64 192
  %80 = bitcast i8* %sunkaddr756 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %80, align 8
  %sunkaddr757 = mul i64 %index.next.7, 8
  %81 = bitcast double* %.6.i1.i to i8*
  %sunkaddr758 = getelementptr i8, i8* %81, i64 %sunkaddr757
  %sunkaddr759 = getelementptr i8, i8* %sunkaddr758, i64 256
  %82 = bitcast i8* %sunkaddr759 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %82, align 8
  %sunkaddr760 = mul i64 %index.next.7, 8
  %83 = bitcast double* %.6.i1.i to i8*
  %sunkaddr761 = getelementptr i8, i8* %83, i64 %sunkaddr760
  %sunkaddr762 = getelementptr i8, i8* %sunkaddr761, i64 320
  %84 = bitcast i8* %sunkaddr762 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %84, align 8
  %sunkaddr763 = mul i64 %index.next.7, 8
  %85 = bitcast double* %.6.i1.i to i8*
  %sunkaddr764 = getelementptr i8, i8* %85, i64 %sunkaddr763
  %sunkaddr765 = getelementptr i8, i8* %sunkaddr764, i64 384
  %86 = bitcast i8* %sunkaddr765 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %86, align 8
  %sunkaddr766 = mul i64 %index.next.7, 8
  %87 = bitcast double* %.6.i1.i to i8*
  %sunkaddr767 = getelementptr i8, i8* %87, i64 %sunkaddr766
  %sunkaddr768 = getelementptr i8, i8* %sunkaddr767, i64 448
  %88 = bitcast i8* %sunkaddr768 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %88, align 8
  %sunkaddr769 = mul i64 %index.next.7, 8
  %89 = bitcast double* %.6.i1.i to i8*
  %sunkaddr770 = getelementptr i8, i8* %89, i64 %sunkaddr769
  %sunkaddr771 = getelementptr i8, i8* %sunkaddr770, i64 512
  %90 = bitcast i8* %sunkaddr771 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %90, align 8
  %sunkaddr772 = mul i64 %index.next.7, 8
  %91 = bitcast double* %.6.i1.i to i8*
  %sunkaddr773 = getelementptr i8, i8* %91, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, i8* %sunkaddr773, i64 576
  %92 = bitcast i8* %sunkaddr774 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %92, align 8
  %sunkaddr775 = mul i64 %index.next.7, 8
  %93 = bitcast double* %.6.i1.i to i8*
  %sunkaddr776 = getelementptr i8, i8* %93, i64 %sunkaddr775
  %sunkaddr777 = getelementptr i8, i8* %sunkaddr776, i64 640
  %94 = bitcast i8* %sunkaddr777 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %94, align 8
  %sunkaddr778 = mul i64 %index.next.7, 8
  %95 = bitcast double* %.6.i1.i to i8*
  %sunkaddr779 = getelementptr i8, i8* %95, i64 %sunkaddr778
  %sunkaddr780 = getelementptr i8, i8* %sunkaddr779, i64 704
  %96 = bitcast i8* %sunkaddr780 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %96, align 8
  %sunkaddr781 = mul i64 %index.next.7, 8
  %97 = bitcast double* %.6.i1.i to i8*
  %sunkaddr782 = getelementptr i8, i8* %97, i64 %sunkaddr781
  %sunkaddr783 = getelementptr i8, i8* %sunkaddr782, i64 768
  %98 = bitcast i8* %sunkaddr783 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %98, align 8
  %sunkaddr784 = mul i64 %index.next.7, 8
  %99 = bitcast double* %.6.i1.i to i8*
  %sunkaddr785 = getelementptr i8, i8* %99, i64 %sunkaddr784
  %sunkaddr786 = getelementptr i8, i8* %sunkaddr785, i64 832
  %100 = bitcast i8* %sunkaddr786 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %100, align 8
  %sunkaddr787 = mul i64 %index.next.7, 8
  %101 = bitcast double* %.6.i1.i to i8*
  %sunkaddr788 = getelementptr i8, i8* %101, i64 %sunkaddr787
  %sunkaddr789 = getelementptr i8, i8* %sunkaddr788, i64 896
  %102 = bitcast i8* %sunkaddr789 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %102, align 8
  %sunkaddr790 = mul i64 %index.next.7, 8
  %103 = bitcast double* %.6.i1.i to i8*
  %sunkaddr791 = getelementptr i8, i8* %103, i64 %sunkaddr790
  %sunkaddr792 = getelementptr i8, i8* %sunkaddr791, i64 960
  %104 = bitcast i8* %sunkaddr792 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %104, align 8
  %sunkaddr793 = mul i64 %index.next.7, 8
  %105 = bitcast double* %.6.i1.i to i8*
  %sunkaddr794 = getelementptr i8, i8* %105, i64 %sunkaddr793
  %sunkaddr795 = getelementptr i8, i8* %sunkaddr794, i64 1024
  %106 = bitcast i8* %sunkaddr795 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %106, align 8
  %sunkaddr796 = mul i64 %index.next.7, 8
  %107 = bitcast double* %.6.i1.i to i8*
  %sunkaddr797 = getelementptr i8, i8* %107, i64 %sunkaddr796
  %sunkaddr798 = getelementptr i8, i8* %sunkaddr797, i64 1088
  %108 = bitcast i8* %sunkaddr798 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %108, align 8
  %sunkaddr799 = mul i64 %index.next.7, 8
  %109 = bitcast double* %.6.i1.i to i8*
  %sunkaddr800 = getelementptr i8, i8* %109, i64 %sunkaddr799
  %sunkaddr801 = getelementptr i8, i8* %sunkaddr800, i64 1152
  %110 = bitcast i8* %sunkaddr801 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %110, align 8
  %sunkaddr802 = mul i64 %index.next.7, 8
  %111 = bitcast double* %.6.i1.i to i8*
  %sunkaddr803 = getelementptr i8, i8* %111, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, i8* %sunkaddr803, i64 1216
  %112 = bitcast i8* %sunkaddr804 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %112, align 8
  %sunkaddr805 = mul i64 %index.next.7, 8
  %113 = bitcast double* %.6.i1.i to i8*
  %sunkaddr806 = getelementptr i8, i8* %113, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, i8* %sunkaddr806, i64 1280
  %114 = bitcast i8* %sunkaddr807 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %114, align 8
  %sunkaddr808 = mul i64 %index.next.7, 8
  %115 = bitcast double* %.6.i1.i to i8*
  %sunkaddr809 = getelementptr i8, i8* %115, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, i8* %sunkaddr809, i64 1344
  %116 = bitcast i8* %sunkaddr810 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %116, align 8
  %sunkaddr811 = mul i64 %index.next.7, 8
  %117 = bitcast double* %.6.i1.i to i8*
  %sunkaddr812 = getelementptr i8, i8* %117, i64 %sunkaddr811
  %sunkaddr813 = getelementptr i8, i8* %sunkaddr812, i64 1408
  %118 = bitcast i8* %sunkaddr813 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %118, align 8
  %sunkaddr814 = mul i64 %index.next.7, 8
  %119 = bitcast double* %.6.i1.i to i8*
  %sunkaddr815 = getelementptr i8, i8* %119, i64 %sunkaddr814
  %sunkaddr816 = getelementptr i8, i8* %sunkaddr815, i64 1472
  %120 = bitcast i8* %sunkaddr816 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %120, align 8
  %sunkaddr817 = mul i64 %index.next.7, 8
  %121 = bitcast double* %.6.i1.i to i8*
  %sunkaddr818 = getelementptr i8, i8* %121, i64 %sunkaddr817
  %sunkaddr819 = getelementptr i8, i8* %sunkaddr818, i64 1536
  %122 = bitcast i8* %sunkaddr819 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %122, align 8
  %sunkaddr820 = mul i64 %index.next.7, 8
  %123 = bitcast double* %.6.i1.i to i8*
  %sunkaddr821 = getelementptr i8, i8* %123, i64 %sunkaddr820
  %sunkaddr822 = getelementptr i8, i8* %sunkaddr821, i64 1600
  %124 = bitcast i8* %sunkaddr822 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %124, align 8
  %sunkaddr823 = mul i64 %index.next.7, 8
  %125 = bitcast double* %.6.i1.i to i8*
  %sunkaddr824 = getelementptr i8, i8* %125, i64 %sunkaddr823
  %sunkaddr825 = getelementptr i8, i8* %sunkaddr824, i64 1664
  %126 = bitcast i8* %sunkaddr825 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %126, align 8
  %sunkaddr826 = mul i64 %index.next.7, 8
  %127 = bitcast double* %.6.i1.i to i8*
  %sunkaddr827 = getelementptr i8, i8* %127, i64 %sunkaddr826
  %sunkaddr828 = getelementptr i8, i8* %sunkaddr827, i64 1728
  %128 = bitcast i8* %sunkaddr828 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %128, align 8
  %sunkaddr829 = mul i64 %index.next.7, 8
  %129 = bitcast double* %.6.i1.i to i8*
  %sunkaddr830 = getelementptr i8, i8* %129, i64 %sunkaddr829
  %sunkaddr831 = getelementptr i8, i8* %sunkaddr830, i64 1792
  %130 = bitcast i8* %sunkaddr831 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %130, align 8
  %sunkaddr832 = mul i64 %index.next.7, 8
  %131 = bitcast double* %.6.i1.i to i8*
  %sunkaddr833 = getelementptr i8, i8* %131, i64 %sunkaddr832
  %sunkaddr834 = getelementptr i8, i8* %sunkaddr833, i64 1856
  %132 = bitcast i8* %sunkaddr834 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %132, align 8
  %sunkaddr835 = mul i64 %index.next.7, 8
  %133 = bitcast double* %.6.i1.i to i8*
  %sunkaddr836 = getelementptr i8, i8* %133, i64 %sunkaddr835
  %sunkaddr837 = getelementptr i8, i8* %sunkaddr836, i64 1920
  %134 = bitcast i8* %sunkaddr837 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %134, align 8
  %sunkaddr838 = mul i64 %index.next.7, 8
  %135 = bitcast double* %.6.i1.i to i8*
  %sunkaddr839 = getelementptr i8, i8* %135, i64 %sunkaddr838
  %sunkaddr840 = getelementptr i8, i8* %sunkaddr839, i64 1984
  %136 = bitcast i8* %sunkaddr840 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %136, align 8
  %index.next.7.1 = or i64 %index, 512
  %scevgep134.2 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.1
  %137 = bitcast double* %scevgep134.2 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %137, align 8
  %sunkaddr841 = mul i64 %index.next.7.1, 8
  %138 = bitcast double* %.6.i1.i to i8*
  %sunkaddr842 = getelementptr i8, i8* %138, i64 %sunkaddr841
  %sunkaddr843 = getelementptr i8, i8* %sunkaddr842, i64 64
  %139 = bitcast i8* %sunkaddr843 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %139, align 8
  %sunkaddr844 = mul i64 %index.next.7.1, 8
  %140 = bitcast double* %.6.i1.i to i8*
  %sunkaddr845 = getelementptr i8, i8* %140, i64 %sunkaddr844
  %sunkaddr846 = getelementptr i8, i8* %sunkaddr845, i64 128
  %141 = bitcast i8* %sunkaddr846 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %141, align 8
  %sunkaddr847 = mul i64 %index.next.7.1, 8
  %142 = bitcast double* %.6.i1.i to i8*
  %sunkaddr848 = getelementptr i8, i8* %142, i64 %sunkaddr847
  %sunkaddr849 = getelementptr i8, i8* %sunkaddr848, i64 192
  %143 = bitcast i8* %sunkaddr849 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %143, align 8
  %sunkaddr850 = mul i64 %index.next.7.1, 8
  %144 = bitcast double* %.6.i1.i to i8*
  %sunkaddr851 = getelementptr i8, i8* %144, i64 %sunkaddr850
  %sunkaddr852 = getelementptr i8, i8* %sunkaddr851, i64 256
  %145 = bitcast i8* %sunkaddr852 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %145, align 8
  %sunkaddr853 = mul i64 %index.next.7.1, 8
  %146 = bitcast double* %.6.i1.i to i8*
  %sunkaddr854 = getelementptr i8, i8* %146, i64 %sunkaddr853
  %sunkaddr855 = getelementptr i8, i8* %sunkaddr854, i64 320
  %147 = bitcast i8* %sunkaddr855 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %147, align 8
  %sunkaddr856 = mul i64 %index.next.7.1, 8
  %148 = bitcast double* %.6.i1.i to i8*
  %sunkaddr857 = getelementptr i8, i8* %148, i64 %sunkaddr856
  %sunkaddr858 = getelementptr i8, i8* %sunkaddr857, i64 384
  %149 = bitcast i8* %sunkaddr858 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %149, align 8
  %sunkaddr859 = mul i64 %index.next.7.1, 8
  %150 = bitcast double* %.6.i1.i to i8*
  %sunkaddr860 = getelementptr i8, i8* %150, i64 %sunkaddr859
  %sunkaddr861 = getelementptr i8, i8* %sunkaddr860, i64 448
  %151 = bitcast i8* %sunkaddr861 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %151, align 8
  %sunkaddr862 = mul i64 %index.next.7.1, 8
  %152 = bitcast double* %.6.i1.i to i8*
  %sunkaddr863 = getelementptr i8, i8* %152, i64 %sunkaddr862
  %sunkaddr864 = getelementptr i8, i8* %sunkaddr863, i64 512
  %153 = bitcast i8* %sunkaddr864 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %153, align 8
  %sunkaddr865 = mul i64 %index.next.7.1, 8
  %154 = bitcast double* %.6.i1.i to i8*
  %sunkaddr866 = getelementptr i8, i8* %154, i64 %sunkaddr865
  %sunkaddr867 = getelementptr i8, i8* %sunkaddr866, i64 576
  %155 = bitcast i8* %sunkaddr867 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %155, align 8
  %sunkaddr868 = mul i64 %index.next.7.1, 8
  %156 = bitcast double* %.6.i1.i to i8*
  %sunkaddr869 = getelementptr i8, i8* %156, i64 %sunkaddr868
  %sunkaddr870 = getelementptr i8, i8* %sunkaddr869, i64 640
  %157 = bitcast i8* %sunkaddr870 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %157, align 8
  %sunkaddr871 = mul i64 %index.next.7.1, 8
  %158 = bitcast double* %.6.i1.i to i8*
  %sunkaddr872 = getelementptr i8, i8* %158, i64 %sunkaddr871
  %sunkaddr873 = getelementptr i8, i8* %sunkaddr872, i64 704
  %159 = bitcast i8* %sunkaddr873 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %159, align 8
  %sunkaddr874 = mul i64 %index.next.7.1, 8
  %160 = bitcast double* %.6.i1.i to i8*
  %sunkaddr875 = getelementptr i8, i8* %160, i64 %sunkaddr874
  %sunkaddr876 = getelementptr i8, i8* %sunkaddr875, i64 768
  %161 = bitcast i8* %sunkaddr876 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %161, align 8
  %sunkaddr877 = mul i64 %index.next.7.1, 8
  %162 = bitcast double* %.6.i1.i to i8*
  %sunkaddr878 = getelementptr i8, i8* %162, i64 %sunkaddr877
  %sunkaddr879 = getelementptr i8, i8* %sunkaddr878, i64 832
  %163 = bitcast i8* %sunkaddr879 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %163, align 8
  %sunkaddr880 = mul i64 %index.next.7.1, 8
  %164 = bitcast double* %.6.i1.i to i8*
  %sunkaddr881 = getelementptr i8, i8* %164, i64 %sunkaddr880
  %sunkaddr882 = getelementptr i8, i8* %sunkaddr881, i64 896
  %165 = bitcast i8* %sunkaddr882 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %165, align 8
  %sunkaddr883 = mul i64 %index.next.7.1, 8
  %166 = bitcast double* %.6.i1.i to i8*
  %sunkaddr884 = getelementptr i8, i8* %166, i64 %sunkaddr883
  %sunkaddr885 = getelementptr i8, i8* %sunkaddr884, i64 960
  %167 = bitcast i8* %sunkaddr885 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %167, align 8
  %sunkaddr886 = mul i64 %index.next.7.1, 8
  %168 = bitcast double* %.6.i1.i to i8*
  %sunkaddr887 = getelementptr i8, i8* %168, i64 %sunkaddr886
  %sunkaddr888 = getelementptr i8, i8* %sunkaddr887, i64 1024
  %169 = bitcast i8* %sunkaddr888 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %169, align 8
  %sunkaddr889 = mul i64 %index.next.7.1, 8
  %170 = bitcast double* %.6.i1.i to i8*
  %sunkaddr890 = getelementptr i8, i8* %170, i64 %sunkaddr889
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 1088
  %171 = bitcast i8* %sunkaddr891 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %171, align 8
  %sunkaddr892 = mul i64 %index.next.7.1, 8
  %172 = bitcast double* %.6.i1.i to i8*
  %sunkaddr893 = getelementptr i8, i8* %172, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 1152
  %173 = bitcast i8* %sunkaddr894 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %173, align 8
  %sunkaddr895 = mul i64 %index.next.7.1, 8
  %174 = bitcast double* %.6.i1.i to i8*
  %sunkaddr896 = getelementptr i8, i8* %174, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 1216
  %175 = bitcast i8* %sunkaddr897 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %175, align 8
  %sunkaddr898 = mul i64 %index.next.7.1, 8
  %176 = bitcast double* %.6.i1.i to i8*
  %sunkaddr899 = getelementptr i8, i8* %176, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 1280
  %177 = bitcast i8* %sunkaddr900 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %177, align 8
  %sunkaddr901 = mul i64 %index.next.7.1, 8
  %178 = bitcast double* %.6.i1.i to i8*
  %sunkaddr902 = getelementptr i8, i8* %178, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, i8* %sunkaddr902, i64 1344
  %179 = bitcast i8* %sunkaddr903 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %179, align 8
  %sunkaddr904 = mul i64 %index.next.7.1, 8
  %180 = bitcast double* %.6.i1.i to i8*
  %sunkaddr905 = getelementptr i8, i8* %180, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, i8* %sunkaddr905, i64 1408
  %181 = bitcast i8* %sunkaddr906 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %181, align 8
  %sunkaddr907 = mul i64 %index.next.7.1, 8
  %182 = bitcast double* %.6.i1.i to i8*
  %sunkaddr908 = getelementptr i8, i8* %182, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, i8* %sunkaddr908, i64 1472
  %183 = bitcast i8* %sunkaddr909 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %183, align 8
  %sunkaddr910 = mul i64 %index.next.7.1, 8
  %184 = bitcast double* %.6.i1.i to i8*
  %sunkaddr911 = getelementptr i8, i8* %184, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, i8* %sunkaddr911, i64 1536
  %185 = bitcast i8* %sunkaddr912 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %185, align 8
  %sunkaddr913 = mul i64 %index.next.7.1, 8
  %186 = bitcast double* %.6.i1.i to i8*
  %sunkaddr914 = getelementptr i8, i8* %186, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, i8* %sunkaddr914, i64 1600
  %187 = bitcast i8* %sunkaddr915 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %187, align 8
  %sunkaddr916 = mul i64 %index.next.7.1, 8
  %188 = bitcast double* %.6.i1.i to i8*
  %sunkaddr917 = getelementptr i8, i8* %188, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 1664
  %189 = bitcast i8* %sunkaddr918 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %189, align 8
  %sunkaddr919 = mul i64 %index.next.7.1, 8
  %190 = bitcast double* %.6.i1.i to i8*
  %sunkaddr920 = getelementptr i8, i8* %190, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 1728
  %191 = bitcast i8* %sunkaddr921 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %191, align 8
  %sunkaddr922 = mul i64 %index.next.7.1, 8
  %192 = bitcast double* %.6.i1.i to i8*
  %sunkaddr923 = getelementptr i8, i8* %192, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 1792
  %193 = bitcast i8* %sunkaddr924 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %193, align 8
  %sunkaddr925 = mul i64 %index.next.7.1, 8
  %194 = bitcast double* %.6.i1.i to i8*
  %sunkaddr926 = getelementptr i8, i8* %194, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 1856
  %195 = bitcast i8* %sunkaddr927 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %195, align 8
  %sunkaddr928 = mul i64 %index.next.7.1, 8
  %196 = bitcast double* %.6.i1.i to i8*
  %sunkaddr929 = getelementptr i8, i8* %196, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 1920
  %197 = bitcast i8* %sunkaddr930 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %197, align 8
  %sunkaddr931 = mul i64 %index.next.7.1, 8
  %198 = bitcast double* %.6.i1.i to i8*
  %sunkaddr932 = getelementptr i8, i8* %198, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, i8* %sunkaddr932, i64 1984
  %199 = bitcast i8* %sunkaddr933 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %199, align 8
  %index.next.7.2 = or i64 %index, 768
  %scevgep134.3 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.2
  %200 = bitcast double* %scevgep134.3 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %200, align 8
  %sunkaddr934 = mul i64 %index.next.7.2, 8
  %201 = bitcast double* %.6.i1.i to i8*
  %sunkaddr935 = getelementptr i8, i8* %201, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 64
  %202 = bitcast i8* %sunkaddr936 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %202, align 8
  %sunkaddr937 = mul i64 %index.next.7.2, 8
  %203 = bitcast double* %.6.i1.i to i8*
  %sunkaddr938 = getelementptr i8, i8* %203, i64 %sunkaddr937
  %sunkaddr939 = getelementptr i8, i8* %sunkaddr938, i64 128
  %204 = bitcast i8* %sunkaddr939 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %204, align 8
  %sunkaddr940 = mul i64 %index.next.7.2, 8
  %205 = bitcast double* %.6.i1.i to i8*
  %sunkaddr941 = getelementptr i8, i8* %205, i64 %sunkaddr940
  %sunkaddr942 = getelementptr i8, i8* %sunkaddr941, i64 192
  %206 = bitcast i8* %sunkaddr942 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %206, align 8
  %sunkaddr943 = mul i64 %index.next.7.2, 8
  %207 = bitcast double* %.6.i1.i to i8*
  %sunkaddr944 = getelementptr i8, i8* %207, i64 %sunkaddr943
  %sunkaddr945 = getelementptr i8, i8* %sunkaddr944, i64 256
  %208 = bitcast i8* %sunkaddr945 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %208, align 8
  %sunkaddr946 = mul i64 %index.next.7.2, 8
  %209 = bitcast double* %.6.i1.i to i8*
  %sunkaddr947 = getelementptr i8, i8* %209, i64 %sunkaddr946
  %sunkaddr948 = getelementptr i8, i8* %sunkaddr947, i64 320
  %210 = bitcast i8* %sunkaddr948 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %210, align 8
  %sunkaddr949 = mul i64 %index.next.7.2, 8
  %211 = bitcast double* %.6.i1.i to i8*
  %sunkaddr950 = getelementptr i8, i8* %211, i64 %sunkaddr949
  %sunkaddr951 = getelementptr i8, i8* %sunkaddr950, i64 384
  %212 = bitcast i8* %sunkaddr951 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %212, align 8
  %sunkaddr952 = mul i64 %index.next.7.2, 8
  %213 = bitcast double* %.6.i1.i to i8*
  %sunkaddr953 = getelementptr i8, i8* %213, i64 %sunkaddr952
  %sunkaddr954 = getelementptr i8, i8* %sunkaddr953, i64 448
  %214 = bitcast i8* %sunkaddr954 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %214, align 8
  %sunkaddr955 = mul i64 %index.next.7.2, 8
  %215 = bitcast double* %.6.i1.i to i8*
  %sunkaddr956 = getelementptr i8, i8* %215, i64 %sunkaddr955
  %sunkaddr957 = getelementptr i8, i8* %sunkaddr956, i64 512
  %216 = bitcast i8* %sunkaddr957 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %216, align 8
  %sunkaddr958 = mul i64 %index.next.7.2, 8
  %217 = bitcast double* %.6.i1.i to i8*
  %sunkaddr959 = getelementptr i8, i8* %217, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, i8* %sunkaddr959, i64 576
  %218 = bitcast i8* %sunkaddr960 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %218, align 8
  %sunkaddr961 = mul i64 %index.next.7.2, 8
  %219 = bitcast double* %.6.i1.i to i8*
  %sunkaddr962 = getelementptr i8, i8* %219, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, i8* %sunkaddr962, i64 640
  %220 = bitcast i8* %sunkaddr963 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %220, align 8
  %sunkaddr964 = mul i64 %index.next.7.2, 8
  %221 = bitcast double* %.6.i1.i to i8*
  %sunkaddr965 = getelementptr i8, i8* %221, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 704
  %222 = bitcast i8* %sunkaddr966 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %222, align 8
  %sunkaddr967 = mul i64 %index.next.7.2, 8
  %223 = bitcast double* %.6.i1.i to i8*
  %sunkaddr968 = getelementptr i8, i8* %223, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 768
  %224 = bitcast i8* %sunkaddr969 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %224, align 8
  %sunkaddr970 = mul i64 %index.next.7.2, 8
  %225 = bitcast double* %.6.i1.i to i8*
  %sunkaddr971 = getelementptr i8, i8* %225, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 832
  %226 = bitcast i8* %sunkaddr972 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %226, align 8
  %sunkaddr973 = mul i64 %index.next.7.2, 8
  %227 = bitcast double* %.6.i1.i to i8*
  %sunkaddr974 = getelementptr i8, i8* %227, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 896
  %228 = bitcast i8* %sunkaddr975 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %228, align 8
  %sunkaddr976 = mul i64 %index.next.7.2, 8
  %229 = bitcast double* %.6.i1.i to i8*
  %sunkaddr977 = getelementptr i8, i8* %229, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, i8* %sunkaddr977, i64 960
  %230 = bitcast i8* %sunkaddr978 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %230, align 8
  %sunkaddr979 = mul i64 %index.next.7.2, 8
  %231 = bitcast double* %.6.i1.i to i8*
  %sunkaddr980 = getelementptr i8, i8* %231, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 1024
  %232 = bitcast i8* %sunkaddr981 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %232, align 8
  %sunkaddr982 = mul i64 %index.next.7.2, 8
  %233 = bitcast double* %.6.i1.i to i8*
  %sunkaddr983 = getelementptr i8, i8* %233, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 1088
  %234 = bitcast i8* %sunkaddr984 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %234, align 8
  %sunkaddr985 = mul i64 %index.next.7.2, 8
  %235 = bitcast double* %.6.i1.i to i8*
  %sunkaddr986 = getelementptr i8, i8* %235, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 1152
  %236 = bitcast i8* %sunkaddr987 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %236, align 8
  %sunkaddr988 = mul i64 %index.next.7.2, 8
  %237 = bitcast double* %.6.i1.i to i8*
  %sunkaddr989 = getelementptr i8, i8* %237, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 1216
  %238 = bitcast i8* %sunkaddr990 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %238, align 8
  %sunkaddr991 = mul i64 %index.next.7.2, 8
  %239 = bitcast double* %.6.i1.i to i8*
  %sunkaddr992 = getelementptr i8, i8* %239, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 1280
  %240 = bitcast i8* %sunkaddr993 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %240, align 8
  %sunkaddr994 = mul i64 %index.next.7.2, 8
  %241 = bitcast double* %.6.i1.i to i8*
  %sunkaddr995 = getelementptr i8, i8* %241, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 1344
  %242 = bitcast i8* %sunkaddr996 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %242, align 8
  %sunkaddr997 = mul i64 %index.next.7.2, 8
  %243 = bitcast double* %.6.i1.i to i8*
  %sunkaddr998 = getelementptr i8, i8* %243, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 1408
  %244 = bitcast i8* %sunkaddr999 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %244, align 8
  %sunkaddr1000 = mul i64 %index.next.7.2, 8
  %245 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1001 = getelementptr i8, i8* %245, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 1472
  %246 = bitcast i8* %sunkaddr1002 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %246, align 8
  %sunkaddr1003 = mul i64 %index.next.7.2, 8
  %247 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1004 = getelementptr i8, i8* %247, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 1536
  %248 = bitcast i8* %sunkaddr1005 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %248, align 8
  %sunkaddr1006 = mul i64 %index.next.7.2, 8
  %249 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1007 = getelementptr i8, i8* %249, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 1600
  %250 = bitcast i8* %sunkaddr1008 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %250, align 8
  %sunkaddr1009 = mul i64 %index.next.7.2, 8
  %251 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1010 = getelementptr i8, i8* %251, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 1664
  %252 = bitcast i8* %sunkaddr1011 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %252, align 8
  %sunkaddr1012 = mul i64 %index.next.7.2, 8
  %253 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1013 = getelementptr i8, i8* %253, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 1728
  %254 = bitcast i8* %sunkaddr1014 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %254, align 8
  %sunkaddr1015 = mul i64 %index.next.7.2, 8
  %255 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1016 = getelementptr i8, i8* %255, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 1792
  %256 = bitcast i8* %sunkaddr1017 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %256, align 8
  %sunkaddr1018 = mul i64 %index.next.7.2, 8
  %257 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1019 = getelementptr i8, i8* %257, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 1856
  %258 = bitcast i8* %sunkaddr1020 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %258, align 8
  %sunkaddr1021 = mul i64 %index.next.7.2, 8
  %259 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1022 = getelementptr i8, i8* %259, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 1920
  %260 = bitcast i8* %sunkaddr1023 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %260, align 8
  %sunkaddr1024 = mul i64 %index.next.7.2, 8
  %261 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1025 = getelementptr i8, i8* %261, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 1984
  %262 = bitcast i8* %sunkaddr1026 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %262, align 8
  %index.next.7.3 = or i64 %index, 1024
  %scevgep134.4 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.3
  %263 = bitcast double* %scevgep134.4 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %263, align 8
  %sunkaddr1027 = mul i64 %index.next.7.3, 8
  %264 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1028 = getelementptr i8, i8* %264, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 64
  %265 = bitcast i8* %sunkaddr1029 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %265, align 8
  %sunkaddr1030 = mul i64 %index.next.7.3, 8
  %266 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1031 = getelementptr i8, i8* %266, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 128
  %267 = bitcast i8* %sunkaddr1032 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %267, align 8
  %sunkaddr1033 = mul i64 %index.next.7.3, 8
  %268 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1034 = getelementptr i8, i8* %268, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 192
  %269 = bitcast i8* %sunkaddr1035 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %269, align 8
  %sunkaddr1036 = mul i64 %index.next.7.3, 8
  %270 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1037 = getelementptr i8, i8* %270, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 256
  %271 = bitcast i8* %sunkaddr1038 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %271, align 8
  %sunkaddr1039 = mul i64 %index.next.7.3, 8
  %272 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1040 = getelementptr i8, i8* %272, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 320
  %273 = bitcast i8* %sunkaddr1041 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %273, align 8
  %sunkaddr1042 = mul i64 %index.next.7.3, 8
  %274 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1043 = getelementptr i8, i8* %274, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 384
  %275 = bitcast i8* %sunkaddr1044 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %275, align 8
  %sunkaddr1045 = mul i64 %index.next.7.3, 8
  %276 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1046 = getelementptr i8, i8* %276, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 448
  %277 = bitcast i8* %sunkaddr1047 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %277, align 8
  %sunkaddr1048 = mul i64 %index.next.7.3, 8
  %278 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1049 = getelementptr i8, i8* %278, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 512
  %279 = bitcast i8* %sunkaddr1050 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %279, align 8
  %sunkaddr1051 = mul i64 %index.next.7.3, 8
  %280 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1052 = getelementptr i8, i8* %280, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 576
  %281 = bitcast i8* %sunkaddr1053 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %281, align 8
  %sunkaddr1054 = mul i64 %index.next.7.3, 8
  %282 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1055 = getelementptr i8, i8* %282, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 640
  %283 = bitcast i8* %sunkaddr1056 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %283, align 8
  %sunkaddr1057 = mul i64 %index.next.7.3, 8
  %284 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1058 = getelementptr i8, i8* %284, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 704
  %285 = bitcast i8* %sunkaddr1059 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %285, align 8
  %sunkaddr1060 = mul i64 %index.next.7.3, 8
  %286 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1061 = getelementptr i8, i8* %286, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 768
  %287 = bitcast i8* %sunkaddr1062 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %287, align 8
  %sunkaddr1063 = mul i64 %index.next.7.3, 8
  %288 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1064 = getelementptr i8, i8* %288, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 832
  %289 = bitcast i8* %sunkaddr1065 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %289, align 8
  %sunkaddr1066 = mul i64 %index.next.7.3, 8
  %290 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1067 = getelementptr i8, i8* %290, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 896
  %291 = bitcast i8* %sunkaddr1068 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %291, align 8
  %sunkaddr1069 = mul i64 %index.next.7.3, 8
  %292 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1070 = getelementptr i8, i8* %292, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 960
  %293 = bitcast i8* %sunkaddr1071 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %293, align 8
  %sunkaddr1072 = mul i64 %index.next.7.3, 8
  %294 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1073 = getelementptr i8, i8* %294, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 1024
  %295 = bitcast i8* %sunkaddr1074 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %295, align 8
  %sunkaddr1075 = mul i64 %index.next.7.3, 8
  %296 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1076 = getelementptr i8, i8* %296, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, i8* %sunkaddr1076, i64 1088
  %297 = bitcast i8* %sunkaddr1077 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %297, align 8
  %sunkaddr1078 = mul i64 %index.next.7.3, 8
  %298 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1079 = getelementptr i8, i8* %298, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, i8* %sunkaddr1079, i64 1152
  %299 = bitcast i8* %sunkaddr1080 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %299, align 8
  %sunkaddr1081 = mul i64 %index.next.7.3, 8
  %300 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1082 = getelementptr i8, i8* %300, i64 %sunkaddr1081
  %sunkaddr1083 = getelementptr i8, i8* %sunkaddr1082, i64 1216
  %301 = bitcast i8* %sunkaddr1083 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %301, align 8
  %sunkaddr1084 = mul i64 %index.next.7.3, 8
  %302 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1085 = getelementptr i8, i8* %302, i64 %sunkaddr1084
  %sunkaddr1086 = getelementptr i8, i8* %sunkaddr1085, i64 1280
  %303 = bitcast i8* %sunkaddr1086 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %303, align 8
  %sunkaddr1087 = mul i64 %index.next.7.3, 8
  %304 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1088 = getelementptr i8, i8* %304, i64 %sunkaddr1087
  %sunkaddr1089 = getelementptr i8, i8* %sunkaddr1088, i64 1344
  %305 = bitcast i8* %sunkaddr1089 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %305, align 8
  %sunkaddr1090 = mul i64 %index.next.7.3, 8
  %306 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1091 = getelementptr i8, i8* %306, i64 %sunkaddr1090
  %sunkaddr1092 = getelementptr i8, i8* %sunkaddr1091, i64 1408
  %307 = bitcast i8* %sunkaddr1092 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %307, align 8
  %sunkaddr1093 = mul i64 %index.next.7.3, 8
  %308 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1094 = getelementptr i8, i8* %308, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, i8* %sunkaddr1094, i64 1472
  %309 = bitcast i8* %sunkaddr1095 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %309, align 8
  %sunkaddr1096 = mul i64 %index.next.7.3, 8
  %310 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1097 = getelementptr i8, i8* %310, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, i8* %sunkaddr1097, i64 1536
  %311 = bitcast i8* %sunkaddr1098 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %311, align 8
  %sunkaddr1099 = mul i64 %index.next.7.3, 8
  %312 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1100 = getelementptr i8, i8* %312, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, i8* %sunkaddr1100, i64 1600
  %313 = bitcast i8* %sunkaddr1101 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %313, align 8
  %sunkaddr1102 = mul i64 %index.next.7.3, 8
  %314 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1103 = getelementptr i8, i8* %314, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, i8* %sunkaddr1103, i64 1664
  %315 = bitcast i8* %sunkaddr1104 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %315, align 8
  %sunkaddr1105 = mul i64 %index.next.7.3, 8
  %316 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1106 = getelementptr i8, i8* %316, i64 %sunkaddr1105
  %sunkaddr1107 = getelementptr i8, i8* %sunkaddr1106, i64 1728
  %317 = bitcast i8* %sunkaddr1107 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %317, align 8
  %sunkaddr1108 = mul i64 %index.next.7.3, 8
  %318 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1109 = getelementptr i8, i8* %318, i64 %sunkaddr1108
  %sunkaddr1110 = getelementptr i8, i8* %sunkaddr1109, i64 1792
  %319 = bitcast i8* %sunkaddr1110 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %319, align 8
  %sunkaddr1111 = mul i64 %index.next.7.3, 8
  %320 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1112 = getelementptr i8, i8* %320, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 1856
  %321 = bitcast i8* %sunkaddr1113 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %321, align 8
  %sunkaddr1114 = mul i64 %index.next.7.3, 8
  %322 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1115 = getelementptr i8, i8* %322, i64 %sunkaddr1114
  %sunkaddr1116 = getelementptr i8, i8* %sunkaddr1115, i64 1920
  %323 = bitcast i8* %sunkaddr1116 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %323, align 8
  %sunkaddr1117 = mul i64 %index.next.7.3, 8
  %324 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1118 = getelementptr i8, i8* %324, i64 %sunkaddr1117
  %sunkaddr1119 = getelementptr i8, i8* %sunkaddr1118, i64 1984
  %325 = bitcast i8* %sunkaddr1119 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %325, align 8
  %index.next.7.4 = or i64 %index, 1280
  %scevgep134.5 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.4
  %326 = bitcast double* %scevgep134.5 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %326, align 8
  %sunkaddr1120 = mul i64 %index.next.7.4, 8
  %327 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1121 = getelementptr i8, i8* %327, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 64
  %328 = bitcast i8* %sunkaddr1122 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %328, align 8
  %sunkaddr1123 = mul i64 %index.next.7.4, 8
  %329 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1124 = getelementptr i8, i8* %329, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 128
  %330 = bitcast i8* %sunkaddr1125 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %330, align 8
  %sunkaddr1126 = mul i64 %index.next.7.4, 8
  %331 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1127 = getelementptr i8, i8* %331, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 192
  %332 = bitcast i8* %sunkaddr1128 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %332, align 8
  %sunkaddr1129 = mul i64 %index.next.7.4, 8
  %333 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1130 = getelementptr i8, i8* %333, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 256
  %334 = bitcast i8* %sunkaddr1131 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %334, align 8
  %sunkaddr1132 = mul i64 %index.next.7.4, 8
  %335 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1133 = getelementptr i8, i8* %335, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 320
  %336 = bitcast i8* %sunkaddr1134 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %336, align 8
  %sunkaddr1135 = mul i64 %index.next.7.4, 8
  %337 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1136 = getelementptr i8, i8* %337, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 384
  %338 = bitcast i8* %sunkaddr1137 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %338, align 8
  %sunkaddr1138 = mul i64 %index.next.7.4, 8
  %339 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1139 = getelementptr i8, i8* %339, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 448
  %340 = bitcast i8* %sunkaddr1140 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %340, align 8
  %sunkaddr1141 = mul i64 %index.next.7.4, 8
  %341 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1142 = getelementptr i8, i8* %341, i64 %sunkaddr1141
  %sunkaddr1143 = getelementptr i8, i8* %sunkaddr1142, i64 512
  %342 = bitcast i8* %sunkaddr1143 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %342, align 8
  %sunkaddr1144 = mul i64 %index.next.7.4, 8
  %343 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1145 = getelementptr i8, i8* %343, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, i8* %sunkaddr1145, i64 576
  %344 = bitcast i8* %sunkaddr1146 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %344, align 8
  %sunkaddr1147 = mul i64 %index.next.7.4, 8
  %345 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1148 = getelementptr i8, i8* %345, i64 %sunkaddr1147
  %sunkaddr1149 = getelementptr i8, i8* %sunkaddr1148, i64 640
  %346 = bitcast i8* %sunkaddr1149 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %346, align 8
  %sunkaddr1150 = mul i64 %index.next.7.4, 8
  %347 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1151 = getelementptr i8, i8* %347, i64 %sunkaddr1150
  %sunkaddr1152 = getelementptr i8, i8* %sunkaddr1151, i64 704
  %348 = bitcast i8* %sunkaddr1152 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %348, align 8
  %sunkaddr1153 = mul i64 %index.next.7.4, 8
  %349 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1154 = getelementptr i8, i8* %349, i64 %sunkaddr1153
  %sunkaddr1155 = getelementptr i8, i8* %sunkaddr1154, i64 768
  %350 = bitcast i8* %sunkaddr1155 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %350, align 8
  %sunkaddr1156 = mul i64 %index.next.7.4, 8
  %351 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1157 = getelementptr i8, i8* %351, i64 %sunkaddr1156
  %sunkaddr1158 = getelementptr i8, i8* %sunkaddr1157, i64 832
  %352 = bitcast i8* %sunkaddr1158 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %352, align 8
  %sunkaddr1159 = mul i64 %index.next.7.4, 8
  %353 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1160 = getelementptr i8, i8* %353, i64 %sunkaddr1159
  %sunkaddr1161 = getelementptr i8, i8* %sunkaddr1160, i64 896
  %354 = bitcast i8* %sunkaddr1161 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %354, align 8
  %sunkaddr1162 = mul i64 %index.next.7.4, 8
  %355 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1163 = getelementptr i8, i8* %355, i64 %sunkaddr1162
  %sunkaddr1164 = getelementptr i8, i8* %sunkaddr1163, i64 960
  %356 = bitcast i8* %sunkaddr1164 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %356, align 8
  %sunkaddr1165 = mul i64 %index.next.7.4, 8
  %357 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1166 = getelementptr i8, i8* %357, i64 %sunkaddr1165
  %sunkaddr1167 = getelementptr i8, i8* %sunkaddr1166, i64 1024
  %358 = bitcast i8* %sunkaddr1167 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %358, align 8
  %sunkaddr1168 = mul i64 %index.next.7.4, 8
  %359 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1169 = getelementptr i8, i8* %359, i64 %sunkaddr1168
  %sunkaddr1170 = getelementptr i8, i8* %sunkaddr1169, i64 1088
  %360 = bitcast i8* %sunkaddr1170 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %360, align 8
  %sunkaddr1171 = mul i64 %index.next.7.4, 8
  %361 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1172 = getelementptr i8, i8* %361, i64 %sunkaddr1171
  %sunkaddr1173 = getelementptr i8, i8* %sunkaddr1172, i64 1152
  %362 = bitcast i8* %sunkaddr1173 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %362, align 8
  %sunkaddr1174 = mul i64 %index.next.7.4, 8
  %363 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1175 = getelementptr i8, i8* %363, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, i8* %sunkaddr1175, i64 1216
  %364 = bitcast i8* %sunkaddr1176 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %364, align 8
  %sunkaddr1177 = mul i64 %index.next.7.4, 8
  %365 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1178 = getelementptr i8, i8* %365, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, i8* %sunkaddr1178, i64 1280
  %366 = bitcast i8* %sunkaddr1179 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %366, align 8
  %sunkaddr1180 = mul i64 %index.next.7.4, 8
  %367 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1181 = getelementptr i8, i8* %367, i64 %sunkaddr1180
  %sunkaddr1182 = getelementptr i8, i8* %sunkaddr1181, i64 1344
  %368 = bitcast i8* %sunkaddr1182 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %368, align 8
  %sunkaddr1183 = mul i64 %index.next.7.4, 8
  %369 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1184 = getelementptr i8, i8* %369, i64 %sunkaddr1183
  %sunkaddr1185 = getelementptr i8, i8* %sunkaddr1184, i64 1408
  %370 = bitcast i8* %sunkaddr1185 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %370, align 8
  %sunkaddr1186 = mul i64 %index.next.7.4, 8
  %371 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1187 = getelementptr i8, i8* %371, i64 %sunkaddr1186
  %sunkaddr1188 = getelementptr i8, i8* %sunkaddr1187, i64 1472
  %372 = bitcast i8* %sunkaddr1188 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %372, align 8
  %sunkaddr1189 = mul i64 %index.next.7.4, 8
  %373 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1190 = getelementptr i8, i8* %373, i64 %sunkaddr1189
  %sunkaddr1191 = getelementptr i8, i8* %sunkaddr1190, i64 1536
  %374 = bitcast i8* %sunkaddr1191 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %374, align 8
  %sunkaddr1192 = mul i64 %index.next.7.4, 8
  %375 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1193 = getelementptr i8, i8* %375, i64 %sunkaddr1192
  %sunkaddr1194 = getelementptr i8, i8* %sunkaddr1193, i64 1600
  %376 = bitcast i8* %sunkaddr1194 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %376, align 8
  %sunkaddr1195 = mul i64 %index.next.7.4, 8
  %377 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1196 = getelementptr i8, i8* %377, i64 %sunkaddr1195
  %sunkaddr1197 = getelementptr i8, i8* %sunkaddr1196, i64 1664
  %378 = bitcast i8* %sunkaddr1197 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %378, align 8
  %sunkaddr1198 = mul i64 %index.next.7.4, 8
  %379 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1199 = getelementptr i8, i8* %379, i64 %sunkaddr1198
  %sunkaddr1200 = getelementptr i8, i8* %sunkaddr1199, i64 1728
  %380 = bitcast i8* %sunkaddr1200 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %380, align 8
  %sunkaddr1201 = mul i64 %index.next.7.4, 8
  %381 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1202 = getelementptr i8, i8* %381, i64 %sunkaddr1201
  %sunkaddr1203 = getelementptr i8, i8* %sunkaddr1202, i64 1792
  %382 = bitcast i8* %sunkaddr1203 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %382, align 8
  %sunkaddr1204 = mul i64 %index.next.7.4, 8
  %383 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1205 = getelementptr i8, i8* %383, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, i8* %sunkaddr1205, i64 1856
  %384 = bitcast i8* %sunkaddr1206 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %384, align 8
  %sunkaddr1207 = mul i64 %index.next.7.4, 8
  %385 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1208 = getelementptr i8, i8* %385, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, i8* %sunkaddr1208, i64 1920
  %386 = bitcast i8* %sunkaddr1209 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %386, align 8
  %sunkaddr1210 = mul i64 %index.next.7.4, 8
  %387 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1211 = getelementptr i8, i8* %387, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 1984
  %388 = bitcast i8* %sunkaddr1212 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %388, align 8
  %index.next.7.5 = or i64 %index, 1536
  %scevgep134.6 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.5
  %389 = bitcast double* %scevgep134.6 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %389, align 8
  %sunkaddr1213 = mul i64 %index.next.7.5, 8
  %390 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1214 = getelementptr i8, i8* %390, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 64
  %391 = bitcast i8* %sunkaddr1215 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %391, align 8
  %sunkaddr1216 = mul i64 %index.next.7.5, 8
  %392 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1217 = getelementptr i8, i8* %392, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, i8* %sunkaddr1217, i64 128
  %393 = bitcast i8* %sunkaddr1218 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %393, align 8
  %sunkaddr1219 = mul i64 %index.next.7.5, 8
  %394 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1220 = getelementptr i8, i8* %394, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, i8* %sunkaddr1220, i64 192
  %395 = bitcast i8* %sunkaddr1221 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %395, align 8
  %sunkaddr1222 = mul i64 %index.next.7.5, 8
  %396 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1223 = getelementptr i8, i8* %396, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, i8* %sunkaddr1223, i64 256
  %397 = bitcast i8* %sunkaddr1224 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %397, align 8
  %sunkaddr1225 = mul i64 %index.next.7.5, 8
  %398 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1226 = getelementptr i8, i8* %398, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, i8* %sunkaddr1226, i64 320
  %399 = bitcast i8* %sunkaddr1227 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %399, align 8
  %sunkaddr1228 = mul i64 %index.next.7.5, 8
  %400 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1229 = getelementptr i8, i8* %400, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, i8* %sunkaddr1229, i64 384
  %401 = bitcast i8* %sunkaddr1230 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %401, align 8
  %sunkaddr1231 = mul i64 %index.next.7.5, 8
  %402 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1232 = getelementptr i8, i8* %402, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, i8* %sunkaddr1232, i64 448
  %403 = bitcast i8* %sunkaddr1233 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %403, align 8
  %sunkaddr1234 = mul i64 %index.next.7.5, 8
  %404 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1235 = getelementptr i8, i8* %404, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, i8* %sunkaddr1235, i64 512
  %405 = bitcast i8* %sunkaddr1236 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %405, align 8
  %sunkaddr1237 = mul i64 %index.next.7.5, 8
  %406 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1238 = getelementptr i8, i8* %406, i64 %sunkaddr1237
  %sunkaddr1239 = getelementptr i8, i8* %sunkaddr1238, i64 576
  %407 = bitcast i8* %sunkaddr1239 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %407, align 8
  %sunkaddr1240 = mul i64 %index.next.7.5, 8
  %408 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1241 = getelementptr i8, i8* %408, i64 %sunkaddr1240
  %sunkaddr1242 = getelementptr i8, i8* %sunkaddr1241, i64 640
  %409 = bitcast i8* %sunkaddr1242 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %409, align 8
  %sunkaddr1243 = mul i64 %index.next.7.5, 8
  %410 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1244 = getelementptr i8, i8* %410, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, i8* %sunkaddr1244, i64 704
  %411 = bitcast i8* %sunkaddr1245 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %411, align 8
  %sunkaddr1246 = mul i64 %index.next.7.5, 8
  %412 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1247 = getelementptr i8, i8* %412, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, i8* %sunkaddr1247, i64 768
  %413 = bitcast i8* %sunkaddr1248 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %413, align 8
  %sunkaddr1249 = mul i64 %index.next.7.5, 8
  %414 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1250 = getelementptr i8, i8* %414, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 832
  %415 = bitcast i8* %sunkaddr1251 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %415, align 8
  %sunkaddr1252 = mul i64 %index.next.7.5, 8
  %416 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1253 = getelementptr i8, i8* %416, i64 %sunkaddr1252
  %sunkaddr1254 = getelementptr i8, i8* %sunkaddr1253, i64 896
  %417 = bitcast i8* %sunkaddr1254 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %417, align 8
  %sunkaddr1255 = mul i64 %index.next.7.5, 8
  %418 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1256 = getelementptr i8, i8* %418, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, i8* %sunkaddr1256, i64 960
  %419 = bitcast i8* %sunkaddr1257 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %419, align 8
  %sunkaddr1258 = mul i64 %index.next.7.5, 8
  %420 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1259 = getelementptr i8, i8* %420, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, i8* %sunkaddr1259, i64 1024
  %421 = bitcast i8* %sunkaddr1260 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %421, align 8
  %sunkaddr1261 = mul i64 %index.next.7.5, 8
  %422 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1262 = getelementptr i8, i8* %422, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, i8* %sunkaddr1262, i64 1088
  %423 = bitcast i8* %sunkaddr1263 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %423, align 8
  %sunkaddr1264 = mul i64 %index.next.7.5, 8
  %424 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1265 = getelementptr i8, i8* %424, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, i8* %sunkaddr1265, i64 1152
  %425 = bitcast i8* %sunkaddr1266 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %425, align 8
  %sunkaddr1267 = mul i64 %index.next.7.5, 8
  %426 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1268 = getelementptr i8, i8* %426, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 1216
  %427 = bitcast i8* %sunkaddr1269 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %427, align 8
  %sunkaddr1270 = mul i64 %index.next.7.5, 8
  %428 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1271 = getelementptr i8, i8* %428, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, i8* %sunkaddr1271, i64 1280
  %429 = bitcast i8* %sunkaddr1272 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %429, align 8
  %sunkaddr1273 = mul i64 %index.next.7.5, 8
  %430 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1274 = getelementptr i8, i8* %430, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, i8* %sunkaddr1274, i64 1344
  %431 = bitcast i8* %sunkaddr1275 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %431, align 8
  %sunkaddr1276 = mul i64 %index.next.7.5, 8
  %432 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1277 = getelementptr i8, i8* %432, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, i8* %sunkaddr1277, i64 1408
  %433 = bitcast i8* %sunkaddr1278 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %433, align 8
  %sunkaddr1279 = mul i64 %index.next.7.5, 8
  %434 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1280 = getelementptr i8, i8* %434, i64 %sunkaddr1279
  %sunkaddr1281 = getelementptr i8, i8* %sunkaddr1280, i64 1472
  %435 = bitcast i8* %sunkaddr1281 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %435, align 8
  %sunkaddr1282 = mul i64 %index.next.7.5, 8
  %436 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1283 = getelementptr i8, i8* %436, i64 %sunkaddr1282
  %sunkaddr1284 = getelementptr i8, i8* %sunkaddr1283, i64 1536
  %437 = bitcast i8* %sunkaddr1284 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %437, align 8
  %sunkaddr1285 = mul i64 %index.next.7.5, 8
  %438 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1286 = getelementptr i8, i8* %438, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 1600
  %439 = bitcast i8* %sunkaddr1287 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %439, align 8
  %sunkaddr1288 = mul i64 %index.next.7.5, 8
  %440 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1289 = getelementptr i8, i8* %440, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 1664
  %441 = bitcast i8* %sunkaddr1290 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %441, align 8
  %sunkaddr1291 = mul i64 %index.next.7.5, 8
  %442 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1292 = getelementptr i8, i8* %442, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 1728
  %443 = bitcast i8* %sunkaddr1293 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %443, align 8
  %sunkaddr1294 = mul i64 %index.next.7.5, 8
  %444 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1295 = getelementptr i8, i8* %444, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 1792
  %445 = bitcast i8* %sunkaddr1296 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %445, align 8
  %sunkaddr1297 = mul i64 %index.next.7.5, 8
  %446 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1298 = getelementptr i8, i8* %446, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 1856
  %447 = bitcast i8* %sunkaddr1299 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %447, align 8
  %sunkaddr1300 = mul i64 %index.next.7.5, 8
  %448 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1301 = getelementptr i8, i8* %448, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 1920
  %449 = bitcast i8* %sunkaddr1302 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %449, align 8
  %sunkaddr1303 = mul i64 %index.next.7.5, 8
  %450 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1304 = getelementptr i8, i8* %450, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 1984
  %451 = bitcast i8* %sunkaddr1305 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %451, align 8
  %index.next.7.6 = or i64 %index, 1792
  %scevgep134.7 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.6
  %452 = bitcast double* %scevgep134.7 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %452, align 8
  %sunkaddr1306 = mul i64 %index.next.7.6, 8
  %453 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1307 = getelementptr i8, i8* %453, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 64
  %454 = bitcast i8* %sunkaddr1308 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %454, align 8
  %sunkaddr1309 = mul i64 %index.next.7.6, 8
  %455 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1310 = getelementptr i8, i8* %455, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 128
  %456 = bitcast i8* %sunkaddr1311 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %456, align 8
  %sunkaddr1312 = mul i64 %index.next.7.6, 8
  %457 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1313 = getelementptr i8, i8* %457, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 192
  %458 = bitcast i8* %sunkaddr1314 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %458, align 8
  %sunkaddr1315 = mul i64 %index.next.7.6, 8
  %459 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1316 = getelementptr i8, i8* %459, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 256
  %460 = bitcast i8* %sunkaddr1317 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %460, align 8
  %sunkaddr1318 = mul i64 %index.next.7.6, 8
  %461 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1319 = getelementptr i8, i8* %461, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 320
  %462 = bitcast i8* %sunkaddr1320 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %462, align 8
  %sunkaddr1321 = mul i64 %index.next.7.6, 8
  %463 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1322 = getelementptr i8, i8* %463, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 384
  %464 = bitcast i8* %sunkaddr1323 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %464, align 8
  %sunkaddr1324 = mul i64 %index.next.7.6, 8
  %465 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1325 = getelementptr i8, i8* %465, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 448
  %466 = bitcast i8* %sunkaddr1326 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %466, align 8
  %sunkaddr1327 = mul i64 %index.next.7.6, 8
  %467 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1328 = getelementptr i8, i8* %467, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 512
  %468 = bitcast i8* %sunkaddr1329 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %468, align 8
  %sunkaddr1330 = mul i64 %index.next.7.6, 8
  %469 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1331 = getelementptr i8, i8* %469, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 576
  %470 = bitcast i8* %sunkaddr1332 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %470, align 8
  %sunkaddr1333 = mul i64 %index.next.7.6, 8
  %471 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1334 = getelementptr i8, i8* %471, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 640
  %472 = bitcast i8* %sunkaddr1335 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %472, align 8
  %sunkaddr1336 = mul i64 %index.next.7.6, 8
  %473 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1337 = getelementptr i8, i8* %473, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 704
  %474 = bitcast i8* %sunkaddr1338 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %474, align 8
  %sunkaddr1339 = mul i64 %index.next.7.6, 8
  %475 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1340 = getelementptr i8, i8* %475, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 768
  %476 = bitcast i8* %sunkaddr1341 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %476, align 8
  %sunkaddr1342 = mul i64 %index.next.7.6, 8
  %477 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1343 = getelementptr i8, i8* %477, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 832
  %478 = bitcast i8* %sunkaddr1344 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %478, align 8
  %sunkaddr1345 = mul i64 %index.next.7.6, 8
  %479 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1346 = getelementptr i8, i8* %479, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, i8* %sunkaddr1346, i64 896
  %480 = bitcast i8* %sunkaddr1347 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %480, align 8
  %sunkaddr1348 = mul i64 %index.next.7.6, 8
  %481 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1349 = getelementptr i8, i8* %481, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 960
  %482 = bitcast i8* %sunkaddr1350 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %482, align 8
  %sunkaddr1351 = mul i64 %index.next.7.6, 8
  %483 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1352 = getelementptr i8, i8* %483, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 1024
  %484 = bitcast i8* %sunkaddr1353 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %484, align 8
  %sunkaddr1354 = mul i64 %index.next.7.6, 8
  %485 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1355 = getelementptr i8, i8* %485, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, i8* %sunkaddr1355, i64 1088
  %486 = bitcast i8* %sunkaddr1356 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %486, align 8
  %sunkaddr1357 = mul i64 %index.next.7.6, 8
  %487 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1358 = getelementptr i8, i8* %487, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 1152
  %488 = bitcast i8* %sunkaddr1359 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %488, align 8
  %sunkaddr1360 = mul i64 %index.next.7.6, 8
  %489 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1361 = getelementptr i8, i8* %489, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 1216
  %490 = bitcast i8* %sunkaddr1362 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %490, align 8
  %sunkaddr1363 = mul i64 %index.next.7.6, 8
  %491 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1364 = getelementptr i8, i8* %491, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 1280
  %492 = bitcast i8* %sunkaddr1365 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %492, align 8
  %sunkaddr1366 = mul i64 %index.next.7.6, 8
  %493 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1367 = getelementptr i8, i8* %493, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, i8* %sunkaddr1367, i64 1344
  %494 = bitcast i8* %sunkaddr1368 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %494, align 8
  %sunkaddr1369 = mul i64 %index.next.7.6, 8
  %495 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1370 = getelementptr i8, i8* %495, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, i8* %sunkaddr1370, i64 1408
  %496 = bitcast i8* %sunkaddr1371 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %496, align 8
  %sunkaddr1372 = mul i64 %index.next.7.6, 8
  %497 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1373 = getelementptr i8, i8* %497, i64 %sunkaddr1372
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 1472
  %498 = bitcast i8* %sunkaddr1374 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %498, align 8
  %sunkaddr1375 = mul i64 %index.next.7.6, 8
  %499 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1376 = getelementptr i8, i8* %499, i64 %sunkaddr1375
  %sunkaddr1377 = getelementptr i8, i8* %sunkaddr1376, i64 1536
  %500 = bitcast i8* %sunkaddr1377 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %500, align 8
  %sunkaddr1378 = mul i64 %index.next.7.6, 8
  %501 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1379 = getelementptr i8, i8* %501, i64 %sunkaddr1378
  %sunkaddr1380 = getelementptr i8, i8* %sunkaddr1379, i64 1600
  %502 = bitcast i8* %sunkaddr1380 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %502, align 8
  %sunkaddr1381 = mul i64 %index.next.7.6, 8
  %503 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1382 = getelementptr i8, i8* %503, i64 %sunkaddr1381
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 1664
  %504 = bitcast i8* %sunkaddr1383 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %504, align 8
  %sunkaddr1384 = mul i64 %index.next.7.6, 8
  %505 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1385 = getelementptr i8, i8* %505, i64 %sunkaddr1384
  %sunkaddr1386 = getelementptr i8, i8* %sunkaddr1385, i64 1728
  %506 = bitcast i8* %sunkaddr1386 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %506, align 8
  %sunkaddr1387 = mul i64 %index.next.7.6, 8
  %507 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1388 = getelementptr i8, i8* %507, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 1792
  %508 = bitcast i8* %sunkaddr1389 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %508, align 8
  %sunkaddr1390 = mul i64 %index.next.7.6, 8
  %509 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1391 = getelementptr i8, i8* %509, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 1856
  %510 = bitcast i8* %sunkaddr1392 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %510, align 8
  %sunkaddr1393 = mul i64 %index.next.7.6, 8
  %511 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1394 = getelementptr i8, i8* %511, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 1920
  %512 = bitcast i8* %sunkaddr1395 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %512, align 8
  %sunkaddr1396 = mul i64 %index.next.7.6, 8
  %513 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1397 = getelementptr i8, i8* %513, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 1984
  %514 = bitcast i8* %sunkaddr1398 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %514, align 8
  %index.next.7.7 = add i64 %index, 2048
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.711 = icmp eq i64 %niter.next.7, %unroll_iter10
  br i1 %niter.ncmp.711, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !76

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %index.next.7.6, %vector.body ]
  %index.unr8 = phi i64 [ -256, %vector.ph.new ], [ %index.next.7.6, %vector.body ]
  %lcmp.mod.not12 = icmp eq i64 %xtraiter6, 0
  br i1 %lcmp.mod.not12, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil7.preheader

vector.body.epil7.preheader:                      ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %scevgep26 = getelementptr double, double* %.6.i1.i, i64 504
  %515 = sub i64 0, %xtraiter6
  br label %vector.body.epil7

vector.body.epil7:                                ; preds = %vector.body.epil7, %vector.body.epil7.preheader
  %lsr.iv512 = phi i64 [ %lsr.iv.next513, %vector.body.epil7 ], [ %515, %vector.body.epil7.preheader ]
  %lsr.iv24 = phi i64 [ %index.unr8, %vector.body.epil7.preheader ], [ %lsr.iv.next25, %vector.body.epil7 ]
  %scevgep650 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep650651 = bitcast double* %scevgep650 to <8 x double>*
  %scevgep652 = getelementptr <8 x double>, <8 x double>* %scevgep650651, i64 -31
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep652, align 8
  %scevgep647 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep647648 = bitcast double* %scevgep647 to <8 x double>*
  %scevgep649 = getelementptr <8 x double>, <8 x double>* %scevgep647648, i64 -30
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep649, align 8
  %scevgep644 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep644645 = bitcast double* %scevgep644 to <8 x double>*
  %scevgep646 = getelementptr <8 x double>, <8 x double>* %scevgep644645, i64 -29
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep646, align 8
  %scevgep641 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep641642 = bitcast double* %scevgep641 to <8 x double>*
  %scevgep643 = getelementptr <8 x double>, <8 x double>* %scevgep641642, i64 -28
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep643, align 8
  %scevgep638 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep638639 = bitcast double* %scevgep638 to <8 x double>*
  %scevgep640 = getelementptr <8 x double>, <8 x double>* %scevgep638639, i64 -27
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep640, align 8
  %scevgep635 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep635636 = bitcast double* %scevgep635 to <8 x double>*
  %scevgep637 = getelementptr <8 x double>, <8 x double>* %scevgep635636, i64 -26
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep637, align 8
  %scevgep632 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep632633 = bitcast double* %scevgep632 to <8 x double>*
  %scevgep634 = getelementptr <8 x double>, <8 x double>* %scevgep632633, i64 -25
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep634, align 8
  %scevgep629 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep629630 = bitcast double* %scevgep629 to <8 x double>*
  %scevgep631 = getelementptr <8 x double>, <8 x double>* %scevgep629630, i64 -24
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep631, align 8
  %scevgep626 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep626627 = bitcast double* %scevgep626 to <8 x double>*
  %scevgep628 = getelementptr <8 x double>, <8 x double>* %scevgep626627, i64 -23
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep628, align 8
  %scevgep623 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep623624 = bitcast double* %scevgep623 to <8 x double>*
  %scevgep625 = getelementptr <8 x double>, <8 x double>* %scevgep623624, i64 -22
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep625, align 8
  %scevgep620 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep620621 = bitcast double* %scevgep620 to <8 x double>*
  %scevgep622 = getelementptr <8 x double>, <8 x double>* %scevgep620621, i64 -21
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep622, align 8
  %scevgep617 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep617618 = bitcast double* %scevgep617 to <8 x double>*
  %scevgep619 = getelementptr <8 x double>, <8 x double>* %scevgep617618, i64 -20
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep619, align 8
  %scevgep614 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep614615 = bitcast double* %scevgep614 to <8 x double>*
  %scevgep616 = getelementptr <8 x double>, <8 x double>* %scevgep614615, i64 -19
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep616, align 8
  %scevgep611 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep611612 = bitcast double* %scevgep611 to <8 x double>*
  %scevgep613 = getelementptr <8 x double>, <8 x double>* %scevgep611612, i64 -18
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep613, align 8
  %scevgep608 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep608609 = bitcast double* %scevgep608 to <8 x double>*
  %scevgep610 = getelementptr <8 x double>, <8 x double>* %scevgep608609, i64 -17
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep610, align 8
  %scevgep605 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep605606 = bitcast double* %scevgep605 to <8 x double>*
  %scevgep607 = getelementptr <8 x double>, <8 x double>* %scevgep605606, i64 -16
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep607, align 8
  %scevgep599 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep599600 = bitcast double* %scevgep599 to <8 x double>*
  %scevgep602 = getelementptr <8 x double>, <8 x double>* %scevgep599600, i64 -15
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep602, align 8
  %scevgep593 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep593594 = bitcast double* %scevgep593 to <8 x double>*
  %scevgep596 = getelementptr <8 x double>, <8 x double>* %scevgep593594, i64 -14
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep596, align 8
  %scevgep587 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep587588 = bitcast double* %scevgep587 to <8 x double>*
  %scevgep590 = getelementptr <8 x double>, <8 x double>* %scevgep587588, i64 -13
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep590, align 8
  %scevgep581 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep581582 = bitcast double* %scevgep581 to <8 x double>*
  %scevgep584 = getelementptr <8 x double>, <8 x double>* %scevgep581582, i64 -12
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep584, align 8
  %scevgep575 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep575576 = bitcast double* %scevgep575 to <8 x double>*
  %scevgep578 = getelementptr <8 x double>, <8 x double>* %scevgep575576, i64 -11
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep578, align 8
  %scevgep569 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %scevgep572 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -10
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep572, align 8
  %scevgep563 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep566 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -9
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep566, align 8
  %scevgep557 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep560 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -8
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep560, align 8
  %scevgep551 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep551552 = bitcast double* %scevgep551 to <8 x double>*
  %scevgep554 = getelementptr <8 x double>, <8 x double>* %scevgep551552, i64 -7
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep554, align 8
  %scevgep545 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep545546 = bitcast double* %scevgep545 to <8 x double>*
  %scevgep548 = getelementptr <8 x double>, <8 x double>* %scevgep545546, i64 -6
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep548, align 8
  %scevgep539 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep539540 = bitcast double* %scevgep539 to <8 x double>*
  %scevgep542 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -5
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep542, align 8
  %scevgep533 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep533534 = bitcast double* %scevgep533 to <8 x double>*
  %scevgep536 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -4
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep536, align 8
  %scevgep527 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep527528 = bitcast double* %scevgep527 to <8 x double>*
  %scevgep530 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -3
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep530, align 8
  %scevgep521 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep524 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -2
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep524, align 8
  %scevgep515 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep515516 = bitcast double* %scevgep515 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep515516, i64 -1
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep518, align 8
  %scevgep653 = getelementptr double, double* %scevgep26, i64 %lsr.iv24
  %scevgep653654 = bitcast double* %scevgep653 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep653654, align 8
  %lsr.iv.next25 = add i64 %lsr.iv24, 256
  %516 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv512, i64 1)
  %ov = extractvalue { i64, i1 } %516, 1
  %lsr.iv.next513 = add nsw i64 %lsr.iv512, 1
  br i1 %ov, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil7, !llvm.loop !77

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil7, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %index.lcssa = phi i64 [ %index.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next25, %vector.body.epil7 ]
  %phi.bo = add i64 %index.lcssa, 280
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep36 = getelementptr double, double* %.6.i1.i, i64 %index.unr
  %517 = shl i64 %xtraiter, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %518 = bitcast double* %scevgep36 to i8*
  %uglygep506 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep506507 = bitcast i8* %uglygep506 to <8 x double>*
  %scevgep508 = getelementptr <8 x double>, <8 x double>* %uglygep506507, i64 -3
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep508, align 8
  %uglygep509 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep509510 = bitcast i8* %uglygep509 to <8 x double>*
  %scevgep511 = getelementptr <8 x double>, <8 x double>* %uglygep509510, i64 -2
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep511, align 8
  %uglygep502 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep502503 = bitcast i8* %uglygep502 to <8 x double>*
  %scevgep505 = getelementptr <8 x double>, <8 x double>* %uglygep502503, i64 -1
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep505, align 8
  store <8 x double> %broadcast.splat, <8 x double>* %uglygep506507, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %epil.iter.cmp.not = icmp eq i64 %517, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !78

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.shape.0
  br i1 %cmp.n, label %B134, label %B120.preheader499
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !1, !1, !0}

!0 = distinct !{null}
!1 = !{i32 (i8**, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i64, i64)* @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v26B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE}
!2 = !{!3, !5}
!3 = distinct !{!3, !4, !"_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx"}
!5 = distinct !{!5, !4, !"_ZN5numba2np9arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v20B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx: %excinfo"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{i1 true}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !21}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!29 = !{!"branch_weights", i32 1, i32 7}
!30 = distinct !{!30, !23}
!31 = distinct !{!31, !23}
!32 = !{!33, !35}
!33 = distinct !{!33, !34, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE: %retptr"}
!34 = distinct !{!34, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE"}
!35 = distinct !{!35, !34, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE: %excinfo"}
!36 = !{!"branch_weights", i32 99, i32 1}
!37 = !{!38, !40}
!38 = distinct !{!38, !39, !"_ZN5numba2np9arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np9arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex"}
!40 = distinct !{!40, !39, !"_ZN5numba2np9arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v27B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex: %excinfo"}
!41 = distinct !{!41, !23}
!42 = distinct !{!42, !21}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !21}
!49 = distinct !{!49, !23}
!50 = distinct !{!50, !23}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = !{!55}
!55 = distinct !{!55, !53}
!56 = distinct !{!56, !21}
!57 = distinct !{!57, !23}
!58 = distinct !{!58, !23}
!59 = distinct !{!59, !23}
!60 = distinct !{!60, !21}
!61 = distinct !{!61, !21}
!62 = distinct !{!62, !23}
!63 = !{!64, !66, !67, !69, !70, !72}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29: %excinfo"}
!73 = distinct !{!73, !74, !21}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
!75 = !{!70, !72}
!76 = distinct !{!76, !21}
!77 = distinct !{!77, !23}
!78 = distinct !{!78, !23}
