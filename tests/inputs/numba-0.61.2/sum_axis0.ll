; ModuleID = 'sum_axis0'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139783196141952 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139783196141952.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139783196141952 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139783196141952, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783196141952.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_axis0 = internal constant [10 x i8] c"sum_axis0\00"
@_ZN08NumbaEnv7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
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
@".const.<numba.core.cpu.CPUContext object at 0x7f21d0182350>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f21d0182350>\00"
@_ZN08NumbaEnv5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@.const.pickledata.139783198737280 = internal constant [116 x i8] c"\80\04\95i\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Faxis is out of bounds for array\94\85\94\8C\05inner\94\8C\19numba/np/old_arraymath.py\94K\CE\87\94\87\94."
@.const.pickledata.139783198737280.sha1 = internal constant [20 x i8] c"b8\0E;f!QJ\A8\A4\85q\9B\F4\95\\OB6\BE"
@.const.picklebuf.139783198737280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([116 x i8], [116 x i8]* @.const.pickledata.139783198737280, i32 0, i32 0), i32 116, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783198737280.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783198737088 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139783198737088.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139783198737088 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139783198737088, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783198737088.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783197650752 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\13pop from empty list\94\85\94N\87\94."
@.const.pickledata.139783197650752.sha1 = internal constant [20 x i8] c"\9E\ABl\E8SK@\86l\09un\EF\1DP\FB\A8V\B61"
@.const.picklebuf.139783197650752 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139783197650752, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783197650752.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783199470272 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139783199470272.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139783199470272 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139783199470272, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783199470272.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@.const.pickledata.139783198737216 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139783198737216.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139783198737216 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139783198737216, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783198737216.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v64B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@.const.pickledata.139783197645440 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139783197645440.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139783197645440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139783197645440, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783197645440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex = common local_unnamed_addr global i8* null
@.const.pickledata.139783197904512 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139783197904512.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139783197904512 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139783197904512, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783197904512.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139783209316544 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139783209316544.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139783209316544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139783209316544, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783209316544.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783206316416 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139783206316416.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139783206316416 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139783206316416, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783206316416.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783208390208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783208390208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783208390208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783208390208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783208390208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath16_gen_index_tuple12_3clocals_3e7codegen12_3clocals_3e17create_full_sliceB3v66B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath19_array_sum_axis_nopB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f21d0108750B3v67B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139783208390208.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783208390208.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783208390208.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783208390208.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783208390208.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
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
  %.31.i = call i32 @_ZN5numba2np13old_arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.23.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i64 0), !noalias !2
  switch i32 %.31.i, label %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit [
    i32 -2, label %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
    i32 0, label %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  ]

_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread: ; preds = %entry, %entry
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8*
  %.fca.0.gep13.i209 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8**
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i, i64 0, i32 4
  %.41.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !2
  %.41.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !2
  %.41.fca.0.load.i = load i8*, i8** %.fca.0.gep13.i209, align 8, !noalias !2
  tail call void @NRT_decref(i8* %arg.X.0), !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  tail call void @NRT_decref(i8* %arg.X.0)
  %.127 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.41.fca.5.0.load.i, i64 8)
  %.129 = extractvalue { i64, i1 } %.127, 1
  br i1 %.129, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !6

_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit: ; preds = %entry
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.23.i to i8*
  %.32.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !2
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.39.i = icmp sgt i32 %.31.i, 0
  %.39 = select i1 %.39.i, { i8*, i32, i8*, i8*, i32 }* %.32.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.39, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.31.i, %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783196141952, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx.exit.thread
  %.128 = extractvalue { i64, i1 } %.127, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.128, i32 32), !noalias !8
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !6

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783208390208.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %6 = bitcast i8* %.5.i to double**
  %.6.i11 = load double*, double** %6, align 8
  %.1968 = icmp sgt i64 %.41.fca.5.0.load.i, 0
  br i1 %.1968, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %7 = add i64 %.41.fca.5.0.load.i, -1
  %xtraiter31 = and i64 %.41.fca.5.0.load.i, 7
  %8 = icmp ult i64 %7, 7
  br i1 %8, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter34 = and i64 %.41.fca.5.0.load.i, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index10 = phi i64 [ 0, %for.body.preheader.new ], [ %33, %for.body ]
  %.192.09 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %9 = icmp eq i64 %.41.fca.5.0.load.i, 1
  %spec.select = select i1 %9, i64 %.192.09, i64 %loop.index10
  %.205 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select
  %.206 = load double, double* %.205, align 8
  %.5.i6 = fmul double %.206, %.206
  %sunkaddr = mul i64 %loop.index10, 8
  %10 = bitcast double* %.6.i11 to i8*
  %sunkaddr210 = getelementptr i8, i8* %10, i64 %sunkaddr
  %11 = bitcast i8* %sunkaddr210 to double*
  store double %.5.i6, double* %11, align 8
  %12 = add i64 %loop.index10, 1
  %spec.select.1 = select i1 %9, i64 %.192.09, i64 %12
  %.205.1 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.1
  %.206.1 = load double, double* %.205.1, align 8
  %.5.i6.1 = fmul double %.206.1, %.206.1
  %sunkaddr211 = mul i64 %loop.index10, 8
  %13 = bitcast double* %.6.i11 to i8*
  %sunkaddr212 = getelementptr i8, i8* %13, i64 %sunkaddr211
  %sunkaddr213 = getelementptr i8, i8* %sunkaddr212, i64 8
  %14 = bitcast i8* %sunkaddr213 to double*
  store double %.5.i6.1, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select.2 = select i1 %9, i64 %.192.09, i64 %15
  %.205.2 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.2
  %.206.2 = load double, double* %.205.2, align 8
  %.5.i6.2 = fmul double %.206.2, %.206.2
  %sunkaddr214 = mul i64 %loop.index10, 8
  %16 = bitcast double* %.6.i11 to i8*
  %sunkaddr215 = getelementptr i8, i8* %16, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, i8* %sunkaddr215, i64 16
  %17 = bitcast i8* %sunkaddr216 to double*
  store double %.5.i6.2, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select.3 = select i1 %9, i64 %.192.09, i64 %18
  %.205.3 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.3
  %.206.3 = load double, double* %.205.3, align 8
  %.5.i6.3 = fmul double %.206.3, %.206.3
  %sunkaddr217 = mul i64 %loop.index10, 8
  %19 = bitcast double* %.6.i11 to i8*
  %sunkaddr218 = getelementptr i8, i8* %19, i64 %sunkaddr217
  %sunkaddr219 = getelementptr i8, i8* %sunkaddr218, i64 24
  %20 = bitcast i8* %sunkaddr219 to double*
  store double %.5.i6.3, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select.4 = select i1 %9, i64 %.192.09, i64 %21
  %.205.4 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.4
  %.206.4 = load double, double* %.205.4, align 8
  %.5.i6.4 = fmul double %.206.4, %.206.4
  %sunkaddr220 = mul i64 %loop.index10, 8
  %22 = bitcast double* %.6.i11 to i8*
  %sunkaddr221 = getelementptr i8, i8* %22, i64 %sunkaddr220
  %sunkaddr222 = getelementptr i8, i8* %sunkaddr221, i64 32
  %23 = bitcast i8* %sunkaddr222 to double*
  store double %.5.i6.4, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select.5 = select i1 %9, i64 %.192.09, i64 %24
  %.205.5 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.5
  %.206.5 = load double, double* %.205.5, align 8
  %.5.i6.5 = fmul double %.206.5, %.206.5
  %sunkaddr223 = mul i64 %loop.index10, 8
  %25 = bitcast double* %.6.i11 to i8*
  %sunkaddr224 = getelementptr i8, i8* %25, i64 %sunkaddr223
  %sunkaddr225 = getelementptr i8, i8* %sunkaddr224, i64 40
  %26 = bitcast i8* %sunkaddr225 to double*
  store double %.5.i6.5, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select.6 = select i1 %9, i64 %.192.09, i64 %27
  %.205.6 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.6
  %.206.6 = load double, double* %.205.6, align 8
  %.5.i6.6 = fmul double %.206.6, %.206.6
  %sunkaddr226 = mul i64 %loop.index10, 8
  %28 = bitcast double* %.6.i11 to i8*
  %sunkaddr227 = getelementptr i8, i8* %28, i64 %sunkaddr226
  %sunkaddr228 = getelementptr i8, i8* %sunkaddr227, i64 48
  %29 = bitcast i8* %sunkaddr228 to double*
  store double %.5.i6.6, double* %29, align 8
  %30 = add i64 %27, 1
  %spec.select.7 = select i1 %9, i64 %.192.09, i64 %30
  %.205.7 = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.7
  %.206.7 = load double, double* %.205.7, align 8
  %.5.i6.7 = fmul double %.206.7, %.206.7
  %sunkaddr229 = mul i64 %loop.index10, 8
  %31 = bitcast double* %.6.i11 to i8*
  %sunkaddr230 = getelementptr i8, i8* %31, i64 %sunkaddr229
  %sunkaddr231 = getelementptr i8, i8* %sunkaddr230, i64 56
  %32 = bitcast i8* %sunkaddr231 to double*
  store double %.5.i6.7, double* %32, align 8
  %.235.7 = add nuw i64 %loop.index10, 8
  %33 = add i64 %30, 1
  %niter35.ncmp.7 = icmp eq i64 %33, %unroll_iter34
  br i1 %niter35.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index10.unr = phi i64 [ 0, %for.body.preheader ], [ %.235.7, %for.body ]
  %.192.09.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod33.not = icmp eq i64 %xtraiter31, 0
  br i1 %lcmp.mod33.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv191 = phi i64 [ %xtraiter31, %for.body.epil.preheader ], [ %lsr.iv.next192, %for.body.epil ]
  %loop.index10.epil = phi i64 [ %.235.epil, %for.body.epil ], [ %loop.index10.unr, %for.body.epil.preheader ]
  %.192.09.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.192.09.unr, %for.body.epil.preheader ]
  %34 = icmp eq i64 %.41.fca.5.0.load.i, 1
  %spec.select.epil = select i1 %34, i64 %.192.09.epil, i64 %loop.index10.epil
  %.205.epil = getelementptr double, double* %.41.fca.4.load.i, i64 %spec.select.epil
  %.206.epil = load double, double* %.205.epil, align 8
  %.5.i6.epil = fmul double %.206.epil, %.206.epil
  %scevgep190 = getelementptr double, double* %.6.i11, i64 %loop.index10.epil
  store double %.5.i6.epil, double* %scevgep190, align 8
  %.235.epil = add nuw nsw i64 %loop.index10.epil, 1
  %lsr.iv.next192 = add nsw i64 %lsr.iv191, -1
  %epil.iter32.cmp.not = icmp eq i64 %lsr.iv.next192, 0
  br i1 %epil.iter32.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !15

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.41.fca.0.load.i)
  %.68.i = icmp eq i64 %.41.fca.5.0.load.i, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !6

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.41.fca.5.0.load.i, i64 1)
  %35 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %36 = icmp ult i64 %35, 7
  br i1 %36, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %37 = add nsw i64 %unroll_iter.i, -8
  %38 = lshr exact i64 %37, 3
  %39 = add nuw nsw i64 %38, 1
  %xtraiter = and i64 %39, 7
  %40 = icmp ult i64 %37, 56
  br i1 %40, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %39, 4611686018427387896
  %scevgep60 = getelementptr double, double* %.6.i11, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %41 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep36 = getelementptr double, double* %.6.i11, i64 %41
  %42 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %43 = bitcast double* %scevgep36 to i8*
  %uglygep57 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  %scevgep59 = getelementptr double, double* %uglygep5758, i64 -7
  %.236.i.epil = load double, double* %scevgep59, align 8, !noalias !17
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep54 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep5455 = bitcast i8* %uglygep54 to double*
  %scevgep56 = getelementptr double, double* %uglygep5455, i64 -6
  %.236.1.i.epil = load double, double* %scevgep56, align 8, !noalias !17
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep51 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep5152 = bitcast i8* %uglygep51 to double*
  %scevgep53 = getelementptr double, double* %uglygep5152, i64 -5
  %.236.2.i.epil = load double, double* %scevgep53, align 8, !noalias !17
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep48 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep4849 = bitcast i8* %uglygep48 to double*
  %scevgep50 = getelementptr double, double* %uglygep4849, i64 -4
  %.236.3.i.epil = load double, double* %scevgep50, align 8, !noalias !17
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep45 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep4546 = bitcast i8* %uglygep45 to double*
  %scevgep47 = getelementptr double, double* %uglygep4546, i64 -3
  %.236.4.i.epil = load double, double* %scevgep47, align 8, !noalias !17
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep42 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to double*
  %scevgep44 = getelementptr double, double* %uglygep4243, i64 -2
  %.236.5.i.epil = load double, double* %scevgep44, align 8, !noalias !17
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep39 = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep3940 = bitcast i8* %uglygep39 to double*
  %scevgep41 = getelementptr double, double* %uglygep3940, i64 -1
  %.236.6.i.epil = load double, double* %scevgep41, align 8, !noalias !17
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %43, i64 %lsr.iv
  %uglygep38 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep38, align 8, !noalias !17
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %42, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !20, !llvm.loop !21

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i5 = getelementptr double, double* %.6.i11, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i5, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !17
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !20, !llvm.loop !22

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv188 = phi i64 [ %lsr.iv.next189, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep186 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -63
  %.236.i = load double, double* %scevgep187, align 8, !noalias !17
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep184 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -62
  %.236.1.i = load double, double* %scevgep185, align 8, !noalias !17
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep182 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -61
  %.236.2.i = load double, double* %scevgep183, align 8, !noalias !17
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep180 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -60
  %.236.3.i = load double, double* %scevgep181, align 8, !noalias !17
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep178 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -59
  %.236.4.i = load double, double* %scevgep179, align 8, !noalias !17
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep176 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -58
  %.236.5.i = load double, double* %scevgep177, align 8, !noalias !17
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep174 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -57
  %.236.6.i = load double, double* %scevgep175, align 8, !noalias !17
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep172 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -56
  %.236.7.i = load double, double* %scevgep173, align 8, !noalias !17
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep141 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -55
  %.236.i.1 = load double, double* %scevgep142, align 8, !noalias !17
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep143 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -54
  %.236.1.i.1 = load double, double* %scevgep144, align 8, !noalias !17
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep145 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -53
  %.236.2.i.1 = load double, double* %scevgep146, align 8, !noalias !17
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep147 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -52
  %.236.3.i.1 = load double, double* %scevgep148, align 8, !noalias !17
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep149 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -51
  %.236.4.i.1 = load double, double* %scevgep150, align 8, !noalias !17
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep151 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -50
  %.236.5.i.1 = load double, double* %scevgep152, align 8, !noalias !17
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep153 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -49
  %.236.6.i.1 = load double, double* %scevgep154, align 8, !noalias !17
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep155 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -48
  %.236.7.i.1 = load double, double* %scevgep156, align 8, !noalias !17
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep125 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -47
  %.236.i.2 = load double, double* %scevgep126, align 8, !noalias !17
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep127 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -46
  %.236.1.i.2 = load double, double* %scevgep128, align 8, !noalias !17
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep129 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -45
  %.236.2.i.2 = load double, double* %scevgep130, align 8, !noalias !17
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep131 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -44
  %.236.3.i.2 = load double, double* %scevgep132, align 8, !noalias !17
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep133 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -43
  %.236.4.i.2 = load double, double* %scevgep134, align 8, !noalias !17
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep135 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -42
  %.236.5.i.2 = load double, double* %scevgep136, align 8, !noalias !17
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep137 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -41
  %.236.6.i.2 = load double, double* %scevgep138, align 8, !noalias !17
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep139 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -40
  %.236.7.i.2 = load double, double* %scevgep140, align 8, !noalias !17
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep109 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -39
  %.236.i.3 = load double, double* %scevgep110, align 8, !noalias !17
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep111 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -38
  %.236.1.i.3 = load double, double* %scevgep112, align 8, !noalias !17
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep113 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -37
  %.236.2.i.3 = load double, double* %scevgep114, align 8, !noalias !17
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep115 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -36
  %.236.3.i.3 = load double, double* %scevgep116, align 8, !noalias !17
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep117 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -35
  %.236.4.i.3 = load double, double* %scevgep118, align 8, !noalias !17
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep119 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -34
  %.236.5.i.3 = load double, double* %scevgep120, align 8, !noalias !17
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep121 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -33
  %.236.6.i.3 = load double, double* %scevgep122, align 8, !noalias !17
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep123 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -32
  %.236.7.i.3 = load double, double* %scevgep124, align 8, !noalias !17
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep93 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -31
  %.236.i.4 = load double, double* %scevgep94, align 8, !noalias !17
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep95 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -30
  %.236.1.i.4 = load double, double* %scevgep96, align 8, !noalias !17
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep97 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -29
  %.236.2.i.4 = load double, double* %scevgep98, align 8, !noalias !17
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep99 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -28
  %.236.3.i.4 = load double, double* %scevgep100, align 8, !noalias !17
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep101 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -27
  %.236.4.i.4 = load double, double* %scevgep102, align 8, !noalias !17
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep103 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -26
  %.236.5.i.4 = load double, double* %scevgep104, align 8, !noalias !17
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep105 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -25
  %.236.6.i.4 = load double, double* %scevgep106, align 8, !noalias !17
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep107 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -24
  %.236.7.i.4 = load double, double* %scevgep108, align 8, !noalias !17
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep77 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -23
  %.236.i.5 = load double, double* %scevgep78, align 8, !noalias !17
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep79 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -22
  %.236.1.i.5 = load double, double* %scevgep80, align 8, !noalias !17
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep81 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -21
  %.236.2.i.5 = load double, double* %scevgep82, align 8, !noalias !17
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep83 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -20
  %.236.3.i.5 = load double, double* %scevgep84, align 8, !noalias !17
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep85 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -19
  %.236.4.i.5 = load double, double* %scevgep86, align 8, !noalias !17
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep87 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -18
  %.236.5.i.5 = load double, double* %scevgep88, align 8, !noalias !17
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep89 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -17
  %.236.6.i.5 = load double, double* %scevgep90, align 8, !noalias !17
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep91 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -16
  %.236.7.i.5 = load double, double* %scevgep92, align 8, !noalias !17
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep61 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep62 = getelementptr double, double* %scevgep61, i64 -15
  %.236.i.6 = load double, double* %scevgep62, align 8, !noalias !17
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep63 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep64 = getelementptr double, double* %scevgep63, i64 -14
  %.236.1.i.6 = load double, double* %scevgep64, align 8, !noalias !17
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep65 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep66 = getelementptr double, double* %scevgep65, i64 -13
  %.236.2.i.6 = load double, double* %scevgep66, align 8, !noalias !17
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep67 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep68 = getelementptr double, double* %scevgep67, i64 -12
  %.236.3.i.6 = load double, double* %scevgep68, align 8, !noalias !17
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep69 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep70 = getelementptr double, double* %scevgep69, i64 -11
  %.236.4.i.6 = load double, double* %scevgep70, align 8, !noalias !17
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep71 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -10
  %.236.5.i.6 = load double, double* %scevgep72, align 8, !noalias !17
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep73 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -9
  %.236.6.i.6 = load double, double* %scevgep74, align 8, !noalias !17
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep75 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -8
  %.236.7.i.6 = load double, double* %scevgep76, align 8, !noalias !17
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep157 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -7
  %.236.i.7 = load double, double* %scevgep158, align 8, !noalias !17
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep159 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -6
  %.236.1.i.7 = load double, double* %scevgep160, align 8, !noalias !17
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep161 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -5
  %.236.2.i.7 = load double, double* %scevgep162, align 8, !noalias !17
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep163 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -4
  %.236.3.i.7 = load double, double* %scevgep164, align 8, !noalias !17
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep165 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -3
  %.236.4.i.7 = load double, double* %scevgep166, align 8, !noalias !17
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep167 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -2
  %.236.5.i.7 = load double, double* %scevgep168, align 8, !noalias !17
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep169 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -1
  %.236.6.i.7 = load double, double* %scevgep170, align 8, !noalias !17
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep171 = getelementptr double, double* %scevgep60, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep171, align 8, !noalias !17
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next189 = add i64 %lsr.iv188, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next189, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !6

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !6

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr2 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.6.1.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #3
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

define double @cfunc._ZN7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
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
  %.11 = call i32 @_ZN7kernels9sum_axis0B3v57B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #3
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
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f21d0182350>", i64 0, i64 0))
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

define linkonce_odr i32 @_ZN5numba2np13old_arraymath17gen_sum_axis_impl12_3clocals_3e5innerB3v59B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEx({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.arr.0, i8* nocapture readnone %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* nocapture readonly %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.5.1, i64 %arg.arr.6.0, i64 %arg.arr.6.1, i64 %arg.axis) local_unnamed_addr {
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
  %common.ret.op = phi i32 [ 1, %B90 ], [ 1, %B120.endif.if ], [ 1, %B120.endif.endif.if ], [ 1, %B120.endif.endif.endif.endif.if.if ], [ 1, %B120.endif.endif.endif.endif.if.endif.if ], [ 1, %B120.endif.endif.endif.endif.endif.if.if ], [ 1, %B120.endif.endif.endif.endif.endif.if.endif.if ], [ 0, %B756.endif ], [ %common.ret.op.i7889, %12 ], [ 1, %B120.endif.endif.endif.endif.endif.endif.if ], [ %.351, %B120.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.arr.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783198737280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120:                                             ; preds = %entry
  %1 = bitcast i8** %.100.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !23
  %.29.i = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*)), !noalias !23
  %.30.i = icmp eq i8* %.29.i, null
  br i1 %.30.i, label %B120.if.thread, label %B0.endif.endif.endif.i, !prof !6

B120.if.thread:                                   ; preds = %B120
  %3 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %4 = bitcast i8** %.100.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  br label %12

B0.endif.endif.endif.i:                           ; preds = %B120
  %.5.i.i72 = getelementptr i8, i8* %.29.i, i64 24
  %5 = bitcast i8* %.5.i.i72 to { i64, i64, i8, i64 }**
  %.6.i16.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8, !noalias !23
  %.42.i73 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i16.i, i64 0, i32 1
  store i64 0, i64* %.42.i73, align 8, !noalias !23
  %6 = bitcast i8* %.5.i.i72 to i64**
  %.6.i2171.i = load i64*, i64** %6, align 8, !noalias !23
  store i64 0, i64* %.6.i2171.i, align 8, !noalias !23
  %.6.i418.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %5, align 8, !noalias !23
  %.54.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i418.i, i64 0, i32 2
  store i8 0, i8* %.54.i, align 1, !noalias !23
  %.6.i8132.i = load i64*, i64** %6, align 8, !noalias !23
  store i64 0, i64* %.6.i8132.i, align 8, !noalias !23
  tail call void @NRT_incref(i8* nonnull %.29.i), !noalias !23
  %.106.i = call i32 @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v64B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE(i8** nonnull %.100.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* nonnull %.29.i, i8* null, i64 %arg.arr.5.0, i64 %arg.arr.5.1), !noalias !23
  switch i32 %.106.i, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit [
    i32 -2, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread79
    i32 0, label %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread79
  ]

_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread79: ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.endif.i
  %7 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %8 = bitcast i8** %.100.i to i8*
  tail call void @NRT_decref(i8* nonnull %.29.i), !noalias !23
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7)
  %.100 = icmp slt i64 %arg.axis, 0
  %sunkaddr = getelementptr i8, i8* %.29.i, i64 24
  %9 = bitcast i8* %sunkaddr to { i64, i64, i8, i64 }**
  %.6.i37 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %9, align 8
  %.10540119682925 = bitcast { i64, i64, i8, i64 }* %.6.i37 to i64*
  %.106 = load i64, i64* %.10540119682925, align 8
  %.107 = select i1 %.100, i64 %.106, i64 0
  %.108 = add i64 %.107, %arg.axis
  %.109 = icmp slt i64 %.108, 0
  %.116 = icmp sge i64 %.108, %.106
  %.117 = or i1 %.109, %.116
  br i1 %.117, label %B120.endif.if, label %B120.endif.endif, !prof !6

_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit: ; preds = %B0.endif.endif.endif.i
  %10 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %11 = bitcast i8** %.100.i to i8*
  %.114.i = icmp sgt i32 %.106.i, 0
  %.107.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !23
  %.115.i = select i1 %.114.i, { i8*, i32, i8*, i8*, i32 }* %.107.i, { i8*, i32, i8*, i8*, i32 }* undef
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10)
  br label %12

12:                                               ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit, %B120.if.thread
  %common.ret.op.i7889 = phi i32 [ 1, %B120.if.thread ], [ %.106.i, %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit ]
  %13 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139783198737216, %B120.if.thread ], [ %.115.i, %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit ]
  store { i8*, i32, i8*, i8*, i32 }* %13, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B120.endif.if:                                    ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread79
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783198737088, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif:                                 ; preds = %_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE.exit.thread79
  %.128 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i37, i64 0, i32 3
  %.129 = getelementptr i64, i64* %.128, i64 %.108
  %.130 = load i64, i64* %.129, align 8
  %.152 = icmp eq i64 %.106, 0
  br i1 %.152, label %B120.endif.endif.if, label %B120.endif.endif.endif.endif, !prof !6

B120.endif.endif.if:                              ; preds = %B120.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197650752, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
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
  %sunkaddr2926 = getelementptr i8, i8* %.29.i, i64 24
  %14 = bitcast i8* %sunkaddr2926 to { i64, i64, i8, i64 }**
  %.6.i2045 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %14, align 8
  %.204 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2045, i64 0, i32 1
  %.205 = load i64, i64* %.204, align 8
  %.207 = ashr i64 %.205, 2
  %.208.not = icmp slt i64 %.207, %.106
  br i1 %.208.not, label %B120.endif.endif.endif.endif.endif, label %B120.endif.endif.endif.endif.if, !prof !27

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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199470272, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.if.endif:            ; preds = %B120.endif.endif.endif.endif.if
  %.214 = extractvalue { i64, i1 } %.213, 0
  %.225 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29.i, i64 %.214)
  %.226 = icmp eq i8* %.225, null
  br i1 %.226, label %B120.endif.endif.endif.endif.if.endif.if, label %B120.endif.endif.endif.endif.if.endif.endif, !prof !6

B120.endif.endif.endif.endif.if.endif.if:         ; preds = %B120.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199470272, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.if.endif.endif:      ; preds = %B120.endif.endif.endif.endif.if.endif
  %sunkaddr2927 = getelementptr i8, i8* %.29.i, i64 24
  %16 = bitcast i8* %sunkaddr2927 to { i64, i64, i8, i64 }**
  %.6.i1863 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %.237 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1863, i64 0, i32 1
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
  %sunkaddr2928 = getelementptr i8, i8* %.29.i, i64 24
  %17 = bitcast i8* %sunkaddr2928 to i64**
  %.6.i16462 = load i64*, i64** %17, align 8
  store i64 %.181, i64* %.6.i16462, align 8
  %sunkaddr2929 = getelementptr i8, i8* %.29.i, i64 24
  %18 = bitcast i8* %sunkaddr2929 to { i64, i64, i8, i64 }**
  %.6.i5.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %18, align 8, !noalias !28
  %.178.i40619732930 = bitcast { i64, i64, i8, i64 }* %.6.i5.i to i64*
  %.18.i = load i64, i64* %.178.i40619732930, align 8, !noalias !28
  %.28.i = icmp slt i64 %.18.i, 1
  br i1 %.28.i, label %B120.endif.endif.endif.endif.endif.endif.if, label %B120.endif.endif.endif.endif.endif.endif.endif, !prof !6

B120.endif.endif.endif.endif.endif.if.if:         ; preds = %B120.endif.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199470272, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.endif.if.endif:      ; preds = %B120.endif.endif.endif.endif.endif.if
  %.248 = extractvalue { i64, i1 } %.247, 0
  %.259 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.29.i, i64 %.248)
  %.260 = icmp eq i8* %.259, null
  br i1 %.260, label %B120.endif.endif.endif.endif.endif.if.endif.if, label %B120.endif.endif.endif.endif.endif.if.endif.endif, !prof !6

B120.endif.endif.endif.endif.endif.if.endif.if:   ; preds = %B120.endif.endif.endif.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199470272, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B120.endif.endif.endif.endif.endif.if.endif.endif: ; preds = %B120.endif.endif.endif.endif.endif.if.endif
  %sunkaddr2931 = getelementptr i8, i8* %.29.i, i64 24
  %19 = bitcast i8* %sunkaddr2931 to { i64, i64, i8, i64 }**
  %.6.i1459 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.271 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1459, i64 0, i32 1
  store i64 %.243, i64* %.271, align 8
  %.6.i1260 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %19, align 8
  %.27740819752932 = bitcast { i64, i64, i8, i64 }* %.6.i1260 to i64*
  %.278 = load i64, i64* %.27740819752932, align 8
  %.283 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1260, i64 0, i32 3
  %.284 = getelementptr i64, i64* %.283, i64 %.278
  %.290 = getelementptr i64, i64* %.283, i64 %.243
  %.291 = ptrtoint i64* %.290 to i64
  %.292 = ptrtoint i64* %.284 to i64
  %.293 = sub i64 %.291, %.292
  %.294 = bitcast i64* %.284 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.294, i8 0, i64 %.293, i1 false)
  br label %B120.endif.endif.endif.endif.endif.endif

B120.endif.endif.endif.endif.endif.endif.if:      ; preds = %B120.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197904512, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B120.endif.endif.endif.endif.endif.endif.endif:   ; preds = %B120.endif.endif.endif.endif.endif.endif
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346 to i8*
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346 to i8**
  %.42.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i5.i, i64 0, i32 3
  %.44.i = load i64, i64* %.42.i, align 8, !noalias !28
  tail call void @NRT_decref(i8* nonnull %.29.i)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %20, i8 0, i64 56, i1 false)
  %.351 = call i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.346, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.3, i64 %.44.i, double 0.000000e+00, i8* null)
  %.361.fca.0.load = load i8*, i8** %21, align 8
  %sunkaddr409 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 1
  %.361.fca.1.load = load i8*, i8** %sunkaddr409, align 8
  %sunkaddr410 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 2
  %.361.fca.2.load = load i64, i64* %sunkaddr410, align 8
  %sunkaddr411 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 3
  %.361.fca.3.load = load i64, i64* %sunkaddr411, align 8
  %sunkaddr412 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.346, i64 0, i32 4
  %.361.fca.4.load = load double*, double** %sunkaddr412, align 8
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
  %24 = tail call i64 @llvm.smax.i64(i64 %.130, i64 0)
  %.47492.not = icmp sgt i64 %.130, 0
  %.79133 = icmp sgt i64 %.361.fca.5.0.load, 0
  %or.cond = select i1 %.47492.not, i1 %.79133, i1 false
  br i1 %or.cond, label %B368.endif.else.endif.lr.ph.split.us, label %B756.endif

B368.endif.else.endif.lr.ph.split.us:             ; preds = %B120.endif.endif.endif.en...endif
  %.605 = icmp slt i64 %arg.arr.5.1, 1
  %25 = add nsw i64 %.361.fca.5.0.load, -1
  %26 = add nsw i64 %24, -1
  %xtraiter119 = and i64 %24, 3
  br i1 %.605, label %B368.endif.else.endif.us.us.preheader, label %B368.endif.else.endif.us.preheader, !prof !6

B368.endif.else.endif.us.us.preheader:            ; preds = %B368.endif.else.endif.lr.ph.split.us
  %27 = icmp ult i64 %26, 3
  br i1 %27, label %B756.endif.loopexit.unr-lcssa, label %B368.endif.else.endif.us.us.preheader.new

B368.endif.else.endif.us.us.preheader.new:        ; preds = %B368.endif.else.endif.us.us.preheader
  %const2924 = bitcast i64 9223372036854775804 to i64
  %unroll_iter132 = and i64 %24, %const2924
  %xtraiter = and i64 %.361.fca.5.0.load, 7
  %unroll_iter = and i64 %.361.fca.5.0.load, -8
  %28 = add nsw i64 %unroll_iter, -8
  %29 = lshr exact i64 %28, 3
  %30 = add i64 %29, 1
  %xtraiter277 = and i64 %30, 7
  %31 = lshr i64 %30, 3
  %32 = mul i64 %31, -8
  %33 = sub i64 0, %xtraiter277
  br label %B368.endif.else.endif.us.us

B368.endif.else.endif.us.preheader:               ; preds = %B368.endif.else.endif.lr.ph.split.us
  %34 = icmp ult i64 %26, 3
  br i1 %34, label %B756.endif.loopexit118.unr-lcssa, label %B368.endif.else.endif.us.preheader.new

B368.endif.else.endif.us.preheader.new:           ; preds = %B368.endif.else.endif.us.preheader
  %const = bitcast i64 9223372036854775804 to i64
  %unroll_iter179 = and i64 %24, %const
  %xtraiter158 = and i64 %.361.fca.5.0.load, 7
  %unroll_iter161 = and i64 %.361.fca.5.0.load, -8
  %35 = add nsw i64 %unroll_iter161, -8
  %36 = lshr exact i64 %35, 3
  %37 = add i64 %36, 1
  %xtraiter506 = and i64 %37, 3
  %38 = lshr i64 %37, 2
  %39 = mul i64 %38, -4
  %40 = sub i64 0, %xtraiter506
  br label %B368.endif.else.endif.us

B368.endif.else.endif.us.us:                      ; preds = %for.end.loopexit.us.us.3, %B368.endif.else.endif.us.us.preheader.new
  %.418.093.us.us = phi i64 [ 0, %B368.endif.else.endif.us.us.preheader.new ], [ %.487.us.us.3, %for.end.loopexit.us.us.3 ]
  %41 = icmp ult i64 %25, 7
  %.702.us.us = mul i64 %.418.093.us.us, %arg.arr.5.1
  %.705.us.us = add i64 %.702.us.us, %arg.arr.5.1
  br i1 %41, label %for.end.loopexit.us.us.unr-lcssa, label %for.body.us.us.preheader

for.body.us.us.preheader:                         ; preds = %B368.endif.else.endif.us.us
  %42 = icmp ult i64 %28, 56
  %sunkaddr416113 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us
  br i1 %42, label %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.us.us.preheader1763

for.body.us.us.preheader1763:                     ; preds = %for.body.us.us.preheader
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader1763, %for.body.us.us
  %lsr.iv1919 = phi i64 [ %32, %for.body.us.us.preheader1763 ], [ %lsr.iv.next1920, %for.body.us.us ]
  %loop.index36.us.us = phi i64 [ %236, %for.body.us.us ], [ 0, %for.body.us.us.preheader1763 ]
  %.784.034.us.us = phi i64 [ %spec.select71.us.us.7.7, %for.body.us.us ], [ 0, %for.body.us.us.preheader1763 ]
  %43 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us = select i1 %43, i64 %loop.index36.us.us, i64 %.784.034.us.us
  %.800.us.us = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us
  %.801.us.us = load double, double* %.800.us.us, align 8
  %.810.us.us = load double, double* %sunkaddr416113, align 8
  %.811.us.us = fadd double %.801.us.us, %.810.us.us
  %sunkaddr2933 = mul i64 %loop.index36.us.us, 8
  %44 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2934 = getelementptr i8, i8* %44, i64 %sunkaddr2933
  %45 = bitcast i8* %sunkaddr2934 to double*
  store double %.811.us.us, double* %45, align 8
  %46 = add i64 %loop.index36.us.us, 1
  %spec.select71.us.us.1 = select i1 %43, i64 %46, i64 %.784.034.us.us
  %.800.us.us.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1
  %.801.us.us.1 = load double, double* %.800.us.us.1, align 8
  %.810.us.us.1 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1 = fadd double %.801.us.us.1, %.810.us.us.1
  %sunkaddr2935 = mul i64 %loop.index36.us.us, 8
  %47 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2936 = getelementptr i8, i8* %47, i64 %sunkaddr2935
  %sunkaddr2937 = getelementptr i8, i8* %sunkaddr2936, i64 8
  %48 = bitcast i8* %sunkaddr2937 to double*
  store double %.811.us.us.1, double* %48, align 8
  %49 = add i64 %46, 1
  %spec.select71.us.us.2 = select i1 %43, i64 %49, i64 %.784.034.us.us
  %.800.us.us.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2
  %.801.us.us.2 = load double, double* %.800.us.us.2, align 8
  %.810.us.us.2 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2 = fadd double %.801.us.us.2, %.810.us.us.2
  %sunkaddr2938 = mul i64 %loop.index36.us.us, 8
  %50 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2939 = getelementptr i8, i8* %50, i64 %sunkaddr2938
  %sunkaddr2940 = getelementptr i8, i8* %sunkaddr2939, i64 16
  %51 = bitcast i8* %sunkaddr2940 to double*
  store double %.811.us.us.2, double* %51, align 8
  %52 = add i64 %49, 1
  %spec.select71.us.us.3 = select i1 %43, i64 %52, i64 %.784.034.us.us
  %.800.us.us.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3
  %.801.us.us.3 = load double, double* %.800.us.us.3, align 8
  %.810.us.us.3 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3 = fadd double %.801.us.us.3, %.810.us.us.3
  %sunkaddr2941 = mul i64 %loop.index36.us.us, 8
  %53 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2942 = getelementptr i8, i8* %53, i64 %sunkaddr2941
  %sunkaddr2943 = getelementptr i8, i8* %sunkaddr2942, i64 24
  %54 = bitcast i8* %sunkaddr2943 to double*
  store double %.811.us.us.3, double* %54, align 8
  %55 = add i64 %52, 1
  %spec.select71.us.us.4 = select i1 %43, i64 %55, i64 %.784.034.us.us
  %.800.us.us.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4
  %.801.us.us.4 = load double, double* %.800.us.us.4, align 8
  %.810.us.us.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4 = fadd double %.801.us.us.4, %.810.us.us.4
  %sunkaddr2944 = mul i64 %loop.index36.us.us, 8
  %56 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2945 = getelementptr i8, i8* %56, i64 %sunkaddr2944
  %sunkaddr2946 = getelementptr i8, i8* %sunkaddr2945, i64 32
  %57 = bitcast i8* %sunkaddr2946 to double*
  store double %.811.us.us.4, double* %57, align 8
  %58 = add i64 %55, 1
  %spec.select71.us.us.5 = select i1 %43, i64 %58, i64 %.784.034.us.us
  %.800.us.us.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5
  %.801.us.us.5 = load double, double* %.800.us.us.5, align 8
  %.810.us.us.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5 = fadd double %.801.us.us.5, %.810.us.us.5
  %sunkaddr2947 = mul i64 %loop.index36.us.us, 8
  %59 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2948 = getelementptr i8, i8* %59, i64 %sunkaddr2947
  %sunkaddr2949 = getelementptr i8, i8* %sunkaddr2948, i64 40
  %60 = bitcast i8* %sunkaddr2949 to double*
  store double %.811.us.us.5, double* %60, align 8
  %61 = add i64 %58, 1
  %spec.select71.us.us.6 = select i1 %43, i64 %61, i64 %.784.034.us.us
  %.800.us.us.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6
  %.801.us.us.6 = load double, double* %.800.us.us.6, align 8
  %.810.us.us.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6 = fadd double %.801.us.us.6, %.810.us.us.6
  %sunkaddr2950 = mul i64 %loop.index36.us.us, 8
  %62 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2951 = getelementptr i8, i8* %62, i64 %sunkaddr2950
  %sunkaddr2952 = getelementptr i8, i8* %sunkaddr2951, i64 48
  %63 = bitcast i8* %sunkaddr2952 to double*
  store double %.811.us.us.6, double* %63, align 8
  %64 = add i64 %61, 1
  %spec.select71.us.us.7 = select i1 %43, i64 %64, i64 %.784.034.us.us
  %.800.us.us.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7
  %.801.us.us.7 = load double, double* %.800.us.us.7, align 8
  %.810.us.us.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7 = fadd double %.801.us.us.7, %.810.us.us.7
  %sunkaddr2953 = mul i64 %loop.index36.us.us, 8
  %65 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2954 = getelementptr i8, i8* %65, i64 %sunkaddr2953
  %sunkaddr2955 = getelementptr i8, i8* %sunkaddr2954, i64 56
  %66 = bitcast i8* %sunkaddr2955 to double*
  store double %.811.us.us.7, double* %66, align 8
  %67 = add i64 %64, 1
  %spec.select71.us.us.1330 = select i1 %43, i64 %67, i64 %.784.034.us.us
  %.800.us.us.1331 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1330
  %.801.us.us.1332 = load double, double* %.800.us.us.1331, align 8
  %.810.us.us.1333 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1334 = fadd double %.801.us.us.1332, %.810.us.us.1333
  %sunkaddr2956 = mul i64 %loop.index36.us.us, 8
  %68 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2957 = getelementptr i8, i8* %68, i64 %sunkaddr2956
  %sunkaddr2958 = getelementptr i8, i8* %sunkaddr2957, i64 64
  %69 = bitcast i8* %sunkaddr2958 to double*
  store double %.811.us.us.1334, double* %69, align 8
  %70 = add i64 %67, 1
  %spec.select71.us.us.1.1335 = select i1 %43, i64 %70, i64 %.784.034.us.us
  %.800.us.us.1.1336 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1335
  %.801.us.us.1.1337 = load double, double* %.800.us.us.1.1336, align 8
  %.810.us.us.1.1338 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.1339 = fadd double %.801.us.us.1.1337, %.810.us.us.1.1338
  %sunkaddr2959 = mul i64 %loop.index36.us.us, 8
  %71 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2960 = getelementptr i8, i8* %71, i64 %sunkaddr2959
  %sunkaddr2961 = getelementptr i8, i8* %sunkaddr2960, i64 72
  %72 = bitcast i8* %sunkaddr2961 to double*
  store double %.811.us.us.1.1339, double* %72, align 8
  %73 = add i64 %70, 1
  %spec.select71.us.us.2.1340 = select i1 %43, i64 %73, i64 %.784.034.us.us
  %.800.us.us.2.1341 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1340
  %.801.us.us.2.1342 = load double, double* %.800.us.us.2.1341, align 8
  %.810.us.us.2.1343 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.1344 = fadd double %.801.us.us.2.1342, %.810.us.us.2.1343
  %sunkaddr2962 = mul i64 %loop.index36.us.us, 8
  %74 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2963 = getelementptr i8, i8* %74, i64 %sunkaddr2962
  %sunkaddr2964 = getelementptr i8, i8* %sunkaddr2963, i64 80
  %75 = bitcast i8* %sunkaddr2964 to double*
  store double %.811.us.us.2.1344, double* %75, align 8
  %76 = add i64 %73, 1
  %spec.select71.us.us.3.1345 = select i1 %43, i64 %76, i64 %.784.034.us.us
  %.800.us.us.3.1346 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1345
  %.801.us.us.3.1347 = load double, double* %.800.us.us.3.1346, align 8
  %.810.us.us.3.1348 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.1349 = fadd double %.801.us.us.3.1347, %.810.us.us.3.1348
  %sunkaddr2965 = mul i64 %loop.index36.us.us, 8
  %77 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2966 = getelementptr i8, i8* %77, i64 %sunkaddr2965
  %sunkaddr2967 = getelementptr i8, i8* %sunkaddr2966, i64 88
  %78 = bitcast i8* %sunkaddr2967 to double*
  store double %.811.us.us.3.1349, double* %78, align 8
  %79 = add i64 %76, 1
  %spec.select71.us.us.4.1350 = select i1 %43, i64 %79, i64 %.784.034.us.us
  %.800.us.us.4.1351 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1350
  %.801.us.us.4.1352 = load double, double* %.800.us.us.4.1351, align 8
  %.810.us.us.4.1353 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.1354 = fadd double %.801.us.us.4.1352, %.810.us.us.4.1353
  %sunkaddr2968 = mul i64 %loop.index36.us.us, 8
  %80 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2969 = getelementptr i8, i8* %80, i64 %sunkaddr2968
  %sunkaddr2970 = getelementptr i8, i8* %sunkaddr2969, i64 96
  %81 = bitcast i8* %sunkaddr2970 to double*
  store double %.811.us.us.4.1354, double* %81, align 8
  %82 = add i64 %79, 1
  %spec.select71.us.us.5.1355 = select i1 %43, i64 %82, i64 %.784.034.us.us
  %.800.us.us.5.1356 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1355
  %.801.us.us.5.1357 = load double, double* %.800.us.us.5.1356, align 8
  %.810.us.us.5.1358 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.1359 = fadd double %.801.us.us.5.1357, %.810.us.us.5.1358
  %sunkaddr2971 = mul i64 %loop.index36.us.us, 8
  %83 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2972 = getelementptr i8, i8* %83, i64 %sunkaddr2971
  %sunkaddr2973 = getelementptr i8, i8* %sunkaddr2972, i64 104
  %84 = bitcast i8* %sunkaddr2973 to double*
  store double %.811.us.us.5.1359, double* %84, align 8
  %85 = add i64 %82, 1
  %spec.select71.us.us.6.1360 = select i1 %43, i64 %85, i64 %.784.034.us.us
  %.800.us.us.6.1361 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1360
  %.801.us.us.6.1362 = load double, double* %.800.us.us.6.1361, align 8
  %.810.us.us.6.1363 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.1364 = fadd double %.801.us.us.6.1362, %.810.us.us.6.1363
  %sunkaddr2974 = mul i64 %loop.index36.us.us, 8
  %86 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2975 = getelementptr i8, i8* %86, i64 %sunkaddr2974
  %sunkaddr2976 = getelementptr i8, i8* %sunkaddr2975, i64 112
  %87 = bitcast i8* %sunkaddr2976 to double*
  store double %.811.us.us.6.1364, double* %87, align 8
  %88 = add i64 %85, 1
  %spec.select71.us.us.7.1365 = select i1 %43, i64 %88, i64 %.784.034.us.us
  %.800.us.us.7.1366 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1365
  %.801.us.us.7.1367 = load double, double* %.800.us.us.7.1366, align 8
  %.810.us.us.7.1368 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.1369 = fadd double %.801.us.us.7.1367, %.810.us.us.7.1368
  %sunkaddr2977 = mul i64 %loop.index36.us.us, 8
  %89 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2978 = getelementptr i8, i8* %89, i64 %sunkaddr2977
  %sunkaddr2979 = getelementptr i8, i8* %sunkaddr2978, i64 120
  %90 = bitcast i8* %sunkaddr2979 to double*
  store double %.811.us.us.7.1369, double* %90, align 8
  %91 = add i64 %88, 1
  %spec.select71.us.us.2374 = select i1 %43, i64 %91, i64 %.784.034.us.us
  %.800.us.us.2375 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2374
  %.801.us.us.2376 = load double, double* %.800.us.us.2375, align 8
  %.810.us.us.2377 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2378 = fadd double %.801.us.us.2376, %.810.us.us.2377
  %sunkaddr2980 = mul i64 %loop.index36.us.us, 8
  %92 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2981 = getelementptr i8, i8* %92, i64 %sunkaddr2980
  %sunkaddr2982 = getelementptr i8, i8* %sunkaddr2981, i64 128
  %93 = bitcast i8* %sunkaddr2982 to double*
  store double %.811.us.us.2378, double* %93, align 8
  %94 = add i64 %91, 1
  %spec.select71.us.us.1.2379 = select i1 %43, i64 %94, i64 %.784.034.us.us
  %.800.us.us.1.2380 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2379
  %.801.us.us.1.2381 = load double, double* %.800.us.us.1.2380, align 8
  %.810.us.us.1.2382 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.2383 = fadd double %.801.us.us.1.2381, %.810.us.us.1.2382
  %sunkaddr2983 = mul i64 %loop.index36.us.us, 8
  %95 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2984 = getelementptr i8, i8* %95, i64 %sunkaddr2983
  %sunkaddr2985 = getelementptr i8, i8* %sunkaddr2984, i64 136
  %96 = bitcast i8* %sunkaddr2985 to double*
  store double %.811.us.us.1.2383, double* %96, align 8
  %97 = add i64 %94, 1
  %spec.select71.us.us.2.2384 = select i1 %43, i64 %97, i64 %.784.034.us.us
  %.800.us.us.2.2385 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2384
  %.801.us.us.2.2386 = load double, double* %.800.us.us.2.2385, align 8
  %.810.us.us.2.2387 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.2388 = fadd double %.801.us.us.2.2386, %.810.us.us.2.2387
  %sunkaddr2986 = mul i64 %loop.index36.us.us, 8
  %98 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2987 = getelementptr i8, i8* %98, i64 %sunkaddr2986
  %sunkaddr2988 = getelementptr i8, i8* %sunkaddr2987, i64 144
  %99 = bitcast i8* %sunkaddr2988 to double*
  store double %.811.us.us.2.2388, double* %99, align 8
  %100 = add i64 %97, 1
  %spec.select71.us.us.3.2389 = select i1 %43, i64 %100, i64 %.784.034.us.us
  %.800.us.us.3.2390 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2389
  %.801.us.us.3.2391 = load double, double* %.800.us.us.3.2390, align 8
  %.810.us.us.3.2392 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.2393 = fadd double %.801.us.us.3.2391, %.810.us.us.3.2392
  %sunkaddr2989 = mul i64 %loop.index36.us.us, 8
  %101 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2990 = getelementptr i8, i8* %101, i64 %sunkaddr2989
  %sunkaddr2991 = getelementptr i8, i8* %sunkaddr2990, i64 152
  %102 = bitcast i8* %sunkaddr2991 to double*
  store double %.811.us.us.3.2393, double* %102, align 8
  %103 = add i64 %100, 1
  %spec.select71.us.us.4.2394 = select i1 %43, i64 %103, i64 %.784.034.us.us
  %.800.us.us.4.2395 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2394
  %.801.us.us.4.2396 = load double, double* %.800.us.us.4.2395, align 8
  %.810.us.us.4.2397 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.2398 = fadd double %.801.us.us.4.2396, %.810.us.us.4.2397
  %sunkaddr2992 = mul i64 %loop.index36.us.us, 8
  %104 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2993 = getelementptr i8, i8* %104, i64 %sunkaddr2992
  %sunkaddr2994 = getelementptr i8, i8* %sunkaddr2993, i64 160
  %105 = bitcast i8* %sunkaddr2994 to double*
  store double %.811.us.us.4.2398, double* %105, align 8
  %106 = add i64 %103, 1
  %spec.select71.us.us.5.2399 = select i1 %43, i64 %106, i64 %.784.034.us.us
  %.800.us.us.5.2400 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2399
  %.801.us.us.5.2401 = load double, double* %.800.us.us.5.2400, align 8
  %.810.us.us.5.2402 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.2403 = fadd double %.801.us.us.5.2401, %.810.us.us.5.2402
  %sunkaddr2995 = mul i64 %loop.index36.us.us, 8
  %107 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2996 = getelementptr i8, i8* %107, i64 %sunkaddr2995
  %sunkaddr2997 = getelementptr i8, i8* %sunkaddr2996, i64 168
  %108 = bitcast i8* %sunkaddr2997 to double*
  store double %.811.us.us.5.2403, double* %108, align 8
  %109 = add i64 %106, 1
  %spec.select71.us.us.6.2404 = select i1 %43, i64 %109, i64 %.784.034.us.us
  %.800.us.us.6.2405 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2404
  %.801.us.us.6.2406 = load double, double* %.800.us.us.6.2405, align 8
  %.810.us.us.6.2407 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.2408 = fadd double %.801.us.us.6.2406, %.810.us.us.6.2407
  %sunkaddr2998 = mul i64 %loop.index36.us.us, 8
  %110 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr2999 = getelementptr i8, i8* %110, i64 %sunkaddr2998
  %sunkaddr3000 = getelementptr i8, i8* %sunkaddr2999, i64 176
  %111 = bitcast i8* %sunkaddr3000 to double*
  store double %.811.us.us.6.2408, double* %111, align 8
  %112 = add i64 %109, 1
  %spec.select71.us.us.7.2409 = select i1 %43, i64 %112, i64 %.784.034.us.us
  %.800.us.us.7.2410 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2409
  %.801.us.us.7.2411 = load double, double* %.800.us.us.7.2410, align 8
  %.810.us.us.7.2412 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.2413 = fadd double %.801.us.us.7.2411, %.810.us.us.7.2412
  %sunkaddr3001 = mul i64 %loop.index36.us.us, 8
  %113 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3002 = getelementptr i8, i8* %113, i64 %sunkaddr3001
  %sunkaddr3003 = getelementptr i8, i8* %sunkaddr3002, i64 184
  %114 = bitcast i8* %sunkaddr3003 to double*
  store double %.811.us.us.7.2413, double* %114, align 8
  %115 = add i64 %112, 1
  %spec.select71.us.us.3418 = select i1 %43, i64 %115, i64 %.784.034.us.us
  %.800.us.us.3419 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3418
  %.801.us.us.3420 = load double, double* %.800.us.us.3419, align 8
  %.810.us.us.3421 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3422 = fadd double %.801.us.us.3420, %.810.us.us.3421
  %sunkaddr3004 = mul i64 %loop.index36.us.us, 8
  %116 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3005 = getelementptr i8, i8* %116, i64 %sunkaddr3004
  %sunkaddr3006 = getelementptr i8, i8* %sunkaddr3005, i64 192
  %117 = bitcast i8* %sunkaddr3006 to double*
  store double %.811.us.us.3422, double* %117, align 8
  %118 = add i64 %115, 1
  %spec.select71.us.us.1.3423 = select i1 %43, i64 %118, i64 %.784.034.us.us
  %.800.us.us.1.3424 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3423
  %.801.us.us.1.3425 = load double, double* %.800.us.us.1.3424, align 8
  %.810.us.us.1.3426 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.3427 = fadd double %.801.us.us.1.3425, %.810.us.us.1.3426
  %sunkaddr3007 = mul i64 %loop.index36.us.us, 8
  %119 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3008 = getelementptr i8, i8* %119, i64 %sunkaddr3007
  %sunkaddr3009 = getelementptr i8, i8* %sunkaddr3008, i64 200
  %120 = bitcast i8* %sunkaddr3009 to double*
  store double %.811.us.us.1.3427, double* %120, align 8
  %121 = add i64 %118, 1
  %spec.select71.us.us.2.3428 = select i1 %43, i64 %121, i64 %.784.034.us.us
  %.800.us.us.2.3429 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3428
  %.801.us.us.2.3430 = load double, double* %.800.us.us.2.3429, align 8
  %.810.us.us.2.3431 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.3432 = fadd double %.801.us.us.2.3430, %.810.us.us.2.3431
  %sunkaddr3010 = mul i64 %loop.index36.us.us, 8
  %122 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3011 = getelementptr i8, i8* %122, i64 %sunkaddr3010
  %sunkaddr3012 = getelementptr i8, i8* %sunkaddr3011, i64 208
  %123 = bitcast i8* %sunkaddr3012 to double*
  store double %.811.us.us.2.3432, double* %123, align 8
  %124 = add i64 %121, 1
  %spec.select71.us.us.3.3433 = select i1 %43, i64 %124, i64 %.784.034.us.us
  %.800.us.us.3.3434 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3433
  %.801.us.us.3.3435 = load double, double* %.800.us.us.3.3434, align 8
  %.810.us.us.3.3436 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.3437 = fadd double %.801.us.us.3.3435, %.810.us.us.3.3436
  %sunkaddr3013 = mul i64 %loop.index36.us.us, 8
  %125 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3014 = getelementptr i8, i8* %125, i64 %sunkaddr3013
  %sunkaddr3015 = getelementptr i8, i8* %sunkaddr3014, i64 216
  %126 = bitcast i8* %sunkaddr3015 to double*
  store double %.811.us.us.3.3437, double* %126, align 8
  %127 = add i64 %124, 1
  %spec.select71.us.us.4.3438 = select i1 %43, i64 %127, i64 %.784.034.us.us
  %.800.us.us.4.3439 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3438
  %.801.us.us.4.3440 = load double, double* %.800.us.us.4.3439, align 8
  %.810.us.us.4.3441 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.3442 = fadd double %.801.us.us.4.3440, %.810.us.us.4.3441
  %sunkaddr3016 = mul i64 %loop.index36.us.us, 8
  %128 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3017 = getelementptr i8, i8* %128, i64 %sunkaddr3016
  %sunkaddr3018 = getelementptr i8, i8* %sunkaddr3017, i64 224
  %129 = bitcast i8* %sunkaddr3018 to double*
  store double %.811.us.us.4.3442, double* %129, align 8
  %130 = add i64 %127, 1
  %spec.select71.us.us.5.3443 = select i1 %43, i64 %130, i64 %.784.034.us.us
  %.800.us.us.5.3444 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3443
  %.801.us.us.5.3445 = load double, double* %.800.us.us.5.3444, align 8
  %.810.us.us.5.3446 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.3447 = fadd double %.801.us.us.5.3445, %.810.us.us.5.3446
  %sunkaddr3019 = mul i64 %loop.index36.us.us, 8
  %131 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3020 = getelementptr i8, i8* %131, i64 %sunkaddr3019
  %sunkaddr3021 = getelementptr i8, i8* %sunkaddr3020, i64 232
  %132 = bitcast i8* %sunkaddr3021 to double*
  store double %.811.us.us.5.3447, double* %132, align 8
  %133 = add i64 %130, 1
  %spec.select71.us.us.6.3448 = select i1 %43, i64 %133, i64 %.784.034.us.us
  %.800.us.us.6.3449 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3448
  %.801.us.us.6.3450 = load double, double* %.800.us.us.6.3449, align 8
  %.810.us.us.6.3451 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.3452 = fadd double %.801.us.us.6.3450, %.810.us.us.6.3451
  %sunkaddr3022 = mul i64 %loop.index36.us.us, 8
  %134 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3023 = getelementptr i8, i8* %134, i64 %sunkaddr3022
  %sunkaddr3024 = getelementptr i8, i8* %sunkaddr3023, i64 240
  %135 = bitcast i8* %sunkaddr3024 to double*
  store double %.811.us.us.6.3452, double* %135, align 8
  %136 = add i64 %133, 1
  %spec.select71.us.us.7.3453 = select i1 %43, i64 %136, i64 %.784.034.us.us
  %.800.us.us.7.3454 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3453
  %.801.us.us.7.3455 = load double, double* %.800.us.us.7.3454, align 8
  %.810.us.us.7.3456 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.3457 = fadd double %.801.us.us.7.3455, %.810.us.us.7.3456
  %sunkaddr3025 = mul i64 %loop.index36.us.us, 8
  %137 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3026 = getelementptr i8, i8* %137, i64 %sunkaddr3025
  %sunkaddr3027 = getelementptr i8, i8* %sunkaddr3026, i64 248
  %138 = bitcast i8* %sunkaddr3027 to double*
  store double %.811.us.us.7.3457, double* %138, align 8
  %139 = add i64 %136, 1
  %spec.select71.us.us.4460 = select i1 %43, i64 %139, i64 %.784.034.us.us
  %.800.us.us.4461 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4460
  %.801.us.us.4462 = load double, double* %.800.us.us.4461, align 8
  %.810.us.us.4463 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4464 = fadd double %.801.us.us.4462, %.810.us.us.4463
  %sunkaddr3028 = mul i64 %loop.index36.us.us, 8
  %140 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3029 = getelementptr i8, i8* %140, i64 %sunkaddr3028
  %sunkaddr3030 = getelementptr i8, i8* %sunkaddr3029, i64 256
  %141 = bitcast i8* %sunkaddr3030 to double*
  store double %.811.us.us.4464, double* %141, align 8
  %142 = add i64 %139, 1
  %spec.select71.us.us.1.4 = select i1 %43, i64 %142, i64 %.784.034.us.us
  %.800.us.us.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.4
  %.801.us.us.1.4 = load double, double* %.800.us.us.1.4, align 8
  %.810.us.us.1.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.4 = fadd double %.801.us.us.1.4, %.810.us.us.1.4
  %sunkaddr3031 = mul i64 %loop.index36.us.us, 8
  %143 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3032 = getelementptr i8, i8* %143, i64 %sunkaddr3031
  %sunkaddr3033 = getelementptr i8, i8* %sunkaddr3032, i64 264
  %144 = bitcast i8* %sunkaddr3033 to double*
  store double %.811.us.us.1.4, double* %144, align 8
  %145 = add i64 %142, 1
  %spec.select71.us.us.2.4 = select i1 %43, i64 %145, i64 %.784.034.us.us
  %.800.us.us.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.4
  %.801.us.us.2.4 = load double, double* %.800.us.us.2.4, align 8
  %.810.us.us.2.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.4 = fadd double %.801.us.us.2.4, %.810.us.us.2.4
  %sunkaddr3034 = mul i64 %loop.index36.us.us, 8
  %146 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3035 = getelementptr i8, i8* %146, i64 %sunkaddr3034
  %sunkaddr3036 = getelementptr i8, i8* %sunkaddr3035, i64 272
  %147 = bitcast i8* %sunkaddr3036 to double*
  store double %.811.us.us.2.4, double* %147, align 8
  %148 = add i64 %145, 1
  %spec.select71.us.us.3.4 = select i1 %43, i64 %148, i64 %.784.034.us.us
  %.800.us.us.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.4
  %.801.us.us.3.4 = load double, double* %.800.us.us.3.4, align 8
  %.810.us.us.3.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.4 = fadd double %.801.us.us.3.4, %.810.us.us.3.4
  %sunkaddr3037 = mul i64 %loop.index36.us.us, 8
  %149 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3038 = getelementptr i8, i8* %149, i64 %sunkaddr3037
  %sunkaddr3039 = getelementptr i8, i8* %sunkaddr3038, i64 280
  %150 = bitcast i8* %sunkaddr3039 to double*
  store double %.811.us.us.3.4, double* %150, align 8
  %151 = add i64 %148, 1
  %spec.select71.us.us.4.4 = select i1 %43, i64 %151, i64 %.784.034.us.us
  %.800.us.us.4.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.4
  %.801.us.us.4.4 = load double, double* %.800.us.us.4.4, align 8
  %.810.us.us.4.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.4 = fadd double %.801.us.us.4.4, %.810.us.us.4.4
  %sunkaddr3040 = mul i64 %loop.index36.us.us, 8
  %152 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3041 = getelementptr i8, i8* %152, i64 %sunkaddr3040
  %sunkaddr3042 = getelementptr i8, i8* %sunkaddr3041, i64 288
  %153 = bitcast i8* %sunkaddr3042 to double*
  store double %.811.us.us.4.4, double* %153, align 8
  %154 = add i64 %151, 1
  %spec.select71.us.us.5.4 = select i1 %43, i64 %154, i64 %.784.034.us.us
  %.800.us.us.5.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.4
  %.801.us.us.5.4 = load double, double* %.800.us.us.5.4, align 8
  %.810.us.us.5.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.4 = fadd double %.801.us.us.5.4, %.810.us.us.5.4
  %sunkaddr3043 = mul i64 %loop.index36.us.us, 8
  %155 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3044 = getelementptr i8, i8* %155, i64 %sunkaddr3043
  %sunkaddr3045 = getelementptr i8, i8* %sunkaddr3044, i64 296
  %156 = bitcast i8* %sunkaddr3045 to double*
  store double %.811.us.us.5.4, double* %156, align 8
  %157 = add i64 %154, 1
  %spec.select71.us.us.6.4 = select i1 %43, i64 %157, i64 %.784.034.us.us
  %.800.us.us.6.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.4
  %.801.us.us.6.4 = load double, double* %.800.us.us.6.4, align 8
  %.810.us.us.6.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.4 = fadd double %.801.us.us.6.4, %.810.us.us.6.4
  %sunkaddr3046 = mul i64 %loop.index36.us.us, 8
  %158 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3047 = getelementptr i8, i8* %158, i64 %sunkaddr3046
  %sunkaddr3048 = getelementptr i8, i8* %sunkaddr3047, i64 304
  %159 = bitcast i8* %sunkaddr3048 to double*
  store double %.811.us.us.6.4, double* %159, align 8
  %160 = add i64 %157, 1
  %spec.select71.us.us.7.4 = select i1 %43, i64 %160, i64 %.784.034.us.us
  %.800.us.us.7.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.4
  %.801.us.us.7.4 = load double, double* %.800.us.us.7.4, align 8
  %.810.us.us.7.4 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.4 = fadd double %.801.us.us.7.4, %.810.us.us.7.4
  %sunkaddr3049 = mul i64 %loop.index36.us.us, 8
  %161 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3050 = getelementptr i8, i8* %161, i64 %sunkaddr3049
  %sunkaddr3051 = getelementptr i8, i8* %sunkaddr3050, i64 312
  %162 = bitcast i8* %sunkaddr3051 to double*
  store double %.811.us.us.7.4, double* %162, align 8
  %163 = add i64 %160, 1
  %spec.select71.us.us.5465 = select i1 %43, i64 %163, i64 %.784.034.us.us
  %.800.us.us.5466 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5465
  %.801.us.us.5467 = load double, double* %.800.us.us.5466, align 8
  %.810.us.us.5468 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5469 = fadd double %.801.us.us.5467, %.810.us.us.5468
  %sunkaddr3052 = mul i64 %loop.index36.us.us, 8
  %164 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3053 = getelementptr i8, i8* %164, i64 %sunkaddr3052
  %sunkaddr3054 = getelementptr i8, i8* %sunkaddr3053, i64 320
  %165 = bitcast i8* %sunkaddr3054 to double*
  store double %.811.us.us.5469, double* %165, align 8
  %166 = add i64 %163, 1
  %spec.select71.us.us.1.5 = select i1 %43, i64 %166, i64 %.784.034.us.us
  %.800.us.us.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.5
  %.801.us.us.1.5 = load double, double* %.800.us.us.1.5, align 8
  %.810.us.us.1.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.5 = fadd double %.801.us.us.1.5, %.810.us.us.1.5
  %sunkaddr3055 = mul i64 %loop.index36.us.us, 8
  %167 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3056 = getelementptr i8, i8* %167, i64 %sunkaddr3055
  %sunkaddr3057 = getelementptr i8, i8* %sunkaddr3056, i64 328
  %168 = bitcast i8* %sunkaddr3057 to double*
  store double %.811.us.us.1.5, double* %168, align 8
  %169 = add i64 %166, 1
  %spec.select71.us.us.2.5 = select i1 %43, i64 %169, i64 %.784.034.us.us
  %.800.us.us.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.5
  %.801.us.us.2.5 = load double, double* %.800.us.us.2.5, align 8
  %.810.us.us.2.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.5 = fadd double %.801.us.us.2.5, %.810.us.us.2.5
  %sunkaddr3058 = mul i64 %loop.index36.us.us, 8
  %170 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3059 = getelementptr i8, i8* %170, i64 %sunkaddr3058
  %sunkaddr3060 = getelementptr i8, i8* %sunkaddr3059, i64 336
  %171 = bitcast i8* %sunkaddr3060 to double*
  store double %.811.us.us.2.5, double* %171, align 8
  %172 = add i64 %169, 1
  %spec.select71.us.us.3.5 = select i1 %43, i64 %172, i64 %.784.034.us.us
  %.800.us.us.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.5
  %.801.us.us.3.5 = load double, double* %.800.us.us.3.5, align 8
  %.810.us.us.3.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.5 = fadd double %.801.us.us.3.5, %.810.us.us.3.5
  %sunkaddr3061 = mul i64 %loop.index36.us.us, 8
  %173 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3062 = getelementptr i8, i8* %173, i64 %sunkaddr3061
  %sunkaddr3063 = getelementptr i8, i8* %sunkaddr3062, i64 344
  %174 = bitcast i8* %sunkaddr3063 to double*
  store double %.811.us.us.3.5, double* %174, align 8
  %175 = add i64 %172, 1
  %spec.select71.us.us.4.5 = select i1 %43, i64 %175, i64 %.784.034.us.us
  %.800.us.us.4.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.5
  %.801.us.us.4.5 = load double, double* %.800.us.us.4.5, align 8
  %.810.us.us.4.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.5 = fadd double %.801.us.us.4.5, %.810.us.us.4.5
  %sunkaddr3064 = mul i64 %loop.index36.us.us, 8
  %176 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3065 = getelementptr i8, i8* %176, i64 %sunkaddr3064
  %sunkaddr3066 = getelementptr i8, i8* %sunkaddr3065, i64 352
  %177 = bitcast i8* %sunkaddr3066 to double*
  store double %.811.us.us.4.5, double* %177, align 8
  %178 = add i64 %175, 1
  %spec.select71.us.us.5.5 = select i1 %43, i64 %178, i64 %.784.034.us.us
  %.800.us.us.5.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.5
  %.801.us.us.5.5 = load double, double* %.800.us.us.5.5, align 8
  %.810.us.us.5.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.5 = fadd double %.801.us.us.5.5, %.810.us.us.5.5
  %sunkaddr3067 = mul i64 %loop.index36.us.us, 8
  %179 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3068 = getelementptr i8, i8* %179, i64 %sunkaddr3067
  %sunkaddr3069 = getelementptr i8, i8* %sunkaddr3068, i64 360
  %180 = bitcast i8* %sunkaddr3069 to double*
  store double %.811.us.us.5.5, double* %180, align 8
  %181 = add i64 %178, 1
  %spec.select71.us.us.6.5 = select i1 %43, i64 %181, i64 %.784.034.us.us
  %.800.us.us.6.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.5
  %.801.us.us.6.5 = load double, double* %.800.us.us.6.5, align 8
  %.810.us.us.6.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.5 = fadd double %.801.us.us.6.5, %.810.us.us.6.5
  %sunkaddr3070 = mul i64 %loop.index36.us.us, 8
  %182 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3071 = getelementptr i8, i8* %182, i64 %sunkaddr3070
  %sunkaddr3072 = getelementptr i8, i8* %sunkaddr3071, i64 368
  %183 = bitcast i8* %sunkaddr3072 to double*
  store double %.811.us.us.6.5, double* %183, align 8
  %184 = add i64 %181, 1
  %spec.select71.us.us.7.5 = select i1 %43, i64 %184, i64 %.784.034.us.us
  %.800.us.us.7.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.5
  %.801.us.us.7.5 = load double, double* %.800.us.us.7.5, align 8
  %.810.us.us.7.5 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.5 = fadd double %.801.us.us.7.5, %.810.us.us.7.5
  %sunkaddr3073 = mul i64 %loop.index36.us.us, 8
  %185 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3074 = getelementptr i8, i8* %185, i64 %sunkaddr3073
  %sunkaddr3075 = getelementptr i8, i8* %sunkaddr3074, i64 376
  %186 = bitcast i8* %sunkaddr3075 to double*
  store double %.811.us.us.7.5, double* %186, align 8
  %187 = add i64 %184, 1
  %spec.select71.us.us.6470 = select i1 %43, i64 %187, i64 %.784.034.us.us
  %.800.us.us.6471 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6470
  %.801.us.us.6472 = load double, double* %.800.us.us.6471, align 8
  %.810.us.us.6473 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6474 = fadd double %.801.us.us.6472, %.810.us.us.6473
  %sunkaddr3076 = mul i64 %loop.index36.us.us, 8
  %188 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3077 = getelementptr i8, i8* %188, i64 %sunkaddr3076
  %sunkaddr3078 = getelementptr i8, i8* %sunkaddr3077, i64 384
  %189 = bitcast i8* %sunkaddr3078 to double*
  store double %.811.us.us.6474, double* %189, align 8
  %190 = add i64 %187, 1
  %spec.select71.us.us.1.6 = select i1 %43, i64 %190, i64 %.784.034.us.us
  %.800.us.us.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.6
  %.801.us.us.1.6 = load double, double* %.800.us.us.1.6, align 8
  %.810.us.us.1.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.6 = fadd double %.801.us.us.1.6, %.810.us.us.1.6
  %sunkaddr3079 = mul i64 %loop.index36.us.us, 8
  %191 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3080 = getelementptr i8, i8* %191, i64 %sunkaddr3079
  %sunkaddr3081 = getelementptr i8, i8* %sunkaddr3080, i64 392
  %192 = bitcast i8* %sunkaddr3081 to double*
  store double %.811.us.us.1.6, double* %192, align 8
  %193 = add i64 %190, 1
  %spec.select71.us.us.2.6 = select i1 %43, i64 %193, i64 %.784.034.us.us
  %.800.us.us.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.6
  %.801.us.us.2.6 = load double, double* %.800.us.us.2.6, align 8
  %.810.us.us.2.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.6 = fadd double %.801.us.us.2.6, %.810.us.us.2.6
  %sunkaddr3082 = mul i64 %loop.index36.us.us, 8
  %194 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3083 = getelementptr i8, i8* %194, i64 %sunkaddr3082
  %sunkaddr3084 = getelementptr i8, i8* %sunkaddr3083, i64 400
  %195 = bitcast i8* %sunkaddr3084 to double*
  store double %.811.us.us.2.6, double* %195, align 8
  %196 = add i64 %193, 1
  %spec.select71.us.us.3.6 = select i1 %43, i64 %196, i64 %.784.034.us.us
  %.800.us.us.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.6
  %.801.us.us.3.6 = load double, double* %.800.us.us.3.6, align 8
  %.810.us.us.3.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.6 = fadd double %.801.us.us.3.6, %.810.us.us.3.6
  %sunkaddr3085 = mul i64 %loop.index36.us.us, 8
  %197 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3086 = getelementptr i8, i8* %197, i64 %sunkaddr3085
  %sunkaddr3087 = getelementptr i8, i8* %sunkaddr3086, i64 408
  %198 = bitcast i8* %sunkaddr3087 to double*
  store double %.811.us.us.3.6, double* %198, align 8
  %199 = add i64 %196, 1
  %spec.select71.us.us.4.6 = select i1 %43, i64 %199, i64 %.784.034.us.us
  %.800.us.us.4.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.6
  %.801.us.us.4.6 = load double, double* %.800.us.us.4.6, align 8
  %.810.us.us.4.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.6 = fadd double %.801.us.us.4.6, %.810.us.us.4.6
  %sunkaddr3088 = mul i64 %loop.index36.us.us, 8
  %200 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3089 = getelementptr i8, i8* %200, i64 %sunkaddr3088
  %sunkaddr3090 = getelementptr i8, i8* %sunkaddr3089, i64 416
  %201 = bitcast i8* %sunkaddr3090 to double*
  store double %.811.us.us.4.6, double* %201, align 8
  %202 = add i64 %199, 1
  %spec.select71.us.us.5.6 = select i1 %43, i64 %202, i64 %.784.034.us.us
  %.800.us.us.5.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.6
  %.801.us.us.5.6 = load double, double* %.800.us.us.5.6, align 8
  %.810.us.us.5.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.6 = fadd double %.801.us.us.5.6, %.810.us.us.5.6
  %sunkaddr3091 = mul i64 %loop.index36.us.us, 8
  %203 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3092 = getelementptr i8, i8* %203, i64 %sunkaddr3091
  %sunkaddr3093 = getelementptr i8, i8* %sunkaddr3092, i64 424
  %204 = bitcast i8* %sunkaddr3093 to double*
  store double %.811.us.us.5.6, double* %204, align 8
  %205 = add i64 %202, 1
  %spec.select71.us.us.6.6 = select i1 %43, i64 %205, i64 %.784.034.us.us
  %.800.us.us.6.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.6
  %.801.us.us.6.6 = load double, double* %.800.us.us.6.6, align 8
  %.810.us.us.6.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.6 = fadd double %.801.us.us.6.6, %.810.us.us.6.6
  %sunkaddr3094 = mul i64 %loop.index36.us.us, 8
  %206 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3095 = getelementptr i8, i8* %206, i64 %sunkaddr3094
  %sunkaddr3096 = getelementptr i8, i8* %sunkaddr3095, i64 432
  %207 = bitcast i8* %sunkaddr3096 to double*
  store double %.811.us.us.6.6, double* %207, align 8
  %208 = add i64 %205, 1
  %spec.select71.us.us.7.6 = select i1 %43, i64 %208, i64 %.784.034.us.us
  %.800.us.us.7.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.6
  %.801.us.us.7.6 = load double, double* %.800.us.us.7.6, align 8
  %.810.us.us.7.6 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.6 = fadd double %.801.us.us.7.6, %.810.us.us.7.6
  %sunkaddr3097 = mul i64 %loop.index36.us.us, 8
  %209 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3098 = getelementptr i8, i8* %209, i64 %sunkaddr3097
  %sunkaddr3099 = getelementptr i8, i8* %sunkaddr3098, i64 440
  %210 = bitcast i8* %sunkaddr3099 to double*
  store double %.811.us.us.7.6, double* %210, align 8
  %211 = add i64 %208, 1
  %spec.select71.us.us.7475 = select i1 %43, i64 %211, i64 %.784.034.us.us
  %.800.us.us.7476 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7475
  %.801.us.us.7477 = load double, double* %.800.us.us.7476, align 8
  %.810.us.us.7478 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7479 = fadd double %.801.us.us.7477, %.810.us.us.7478
  %sunkaddr3100 = mul i64 %loop.index36.us.us, 8
  %212 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3101 = getelementptr i8, i8* %212, i64 %sunkaddr3100
  %sunkaddr3102 = getelementptr i8, i8* %sunkaddr3101, i64 448
  %213 = bitcast i8* %sunkaddr3102 to double*
  store double %.811.us.us.7479, double* %213, align 8
  %214 = add i64 %211, 1
  %spec.select71.us.us.1.7 = select i1 %43, i64 %214, i64 %.784.034.us.us
  %.800.us.us.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.7
  %.801.us.us.1.7 = load double, double* %.800.us.us.1.7, align 8
  %.810.us.us.1.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.7 = fadd double %.801.us.us.1.7, %.810.us.us.1.7
  %sunkaddr3103 = mul i64 %loop.index36.us.us, 8
  %215 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3104 = getelementptr i8, i8* %215, i64 %sunkaddr3103
  %sunkaddr3105 = getelementptr i8, i8* %sunkaddr3104, i64 456
  %216 = bitcast i8* %sunkaddr3105 to double*
  store double %.811.us.us.1.7, double* %216, align 8
  %217 = add i64 %214, 1
  %spec.select71.us.us.2.7 = select i1 %43, i64 %217, i64 %.784.034.us.us
  %.800.us.us.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.7
  %.801.us.us.2.7 = load double, double* %.800.us.us.2.7, align 8
  %.810.us.us.2.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.7 = fadd double %.801.us.us.2.7, %.810.us.us.2.7
  %sunkaddr3106 = mul i64 %loop.index36.us.us, 8
  %218 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3107 = getelementptr i8, i8* %218, i64 %sunkaddr3106
  %sunkaddr3108 = getelementptr i8, i8* %sunkaddr3107, i64 464
  %219 = bitcast i8* %sunkaddr3108 to double*
  store double %.811.us.us.2.7, double* %219, align 8
  %220 = add i64 %217, 1
  %spec.select71.us.us.3.7 = select i1 %43, i64 %220, i64 %.784.034.us.us
  %.800.us.us.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.7
  %.801.us.us.3.7 = load double, double* %.800.us.us.3.7, align 8
  %.810.us.us.3.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.7 = fadd double %.801.us.us.3.7, %.810.us.us.3.7
  %sunkaddr3109 = mul i64 %loop.index36.us.us, 8
  %221 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3110 = getelementptr i8, i8* %221, i64 %sunkaddr3109
  %sunkaddr3111 = getelementptr i8, i8* %sunkaddr3110, i64 472
  %222 = bitcast i8* %sunkaddr3111 to double*
  store double %.811.us.us.3.7, double* %222, align 8
  %223 = add i64 %220, 1
  %spec.select71.us.us.4.7 = select i1 %43, i64 %223, i64 %.784.034.us.us
  %.800.us.us.4.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.7
  %.801.us.us.4.7 = load double, double* %.800.us.us.4.7, align 8
  %.810.us.us.4.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.7 = fadd double %.801.us.us.4.7, %.810.us.us.4.7
  %sunkaddr3112 = mul i64 %loop.index36.us.us, 8
  %224 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3113 = getelementptr i8, i8* %224, i64 %sunkaddr3112
  %sunkaddr3114 = getelementptr i8, i8* %sunkaddr3113, i64 480
  %225 = bitcast i8* %sunkaddr3114 to double*
  store double %.811.us.us.4.7, double* %225, align 8
  %226 = add i64 %223, 1
  %spec.select71.us.us.5.7 = select i1 %43, i64 %226, i64 %.784.034.us.us
  %.800.us.us.5.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.7
  %.801.us.us.5.7 = load double, double* %.800.us.us.5.7, align 8
  %.810.us.us.5.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.7 = fadd double %.801.us.us.5.7, %.810.us.us.5.7
  %sunkaddr3115 = mul i64 %loop.index36.us.us, 8
  %227 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3116 = getelementptr i8, i8* %227, i64 %sunkaddr3115
  %sunkaddr3117 = getelementptr i8, i8* %sunkaddr3116, i64 488
  %228 = bitcast i8* %sunkaddr3117 to double*
  store double %.811.us.us.5.7, double* %228, align 8
  %229 = add i64 %226, 1
  %spec.select71.us.us.6.7 = select i1 %43, i64 %229, i64 %.784.034.us.us
  %.800.us.us.6.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.7
  %.801.us.us.6.7 = load double, double* %.800.us.us.6.7, align 8
  %.810.us.us.6.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.7 = fadd double %.801.us.us.6.7, %.810.us.us.6.7
  %sunkaddr3118 = mul i64 %loop.index36.us.us, 8
  %230 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3119 = getelementptr i8, i8* %230, i64 %sunkaddr3118
  %sunkaddr3120 = getelementptr i8, i8* %sunkaddr3119, i64 496
  %231 = bitcast i8* %sunkaddr3120 to double*
  store double %.811.us.us.6.7, double* %231, align 8
  %232 = add i64 %229, 1
  %spec.select71.us.us.7.7 = select i1 %43, i64 %232, i64 %.784.034.us.us
  %.800.us.us.7.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.7
  %.801.us.us.7.7 = load double, double* %.800.us.us.7.7, align 8
  %.810.us.us.7.7 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.7 = fadd double %.801.us.us.7.7, %.810.us.us.7.7
  %sunkaddr3121 = mul i64 %loop.index36.us.us, 8
  %233 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3122 = getelementptr i8, i8* %233, i64 %sunkaddr3121
  %sunkaddr3123 = getelementptr i8, i8* %sunkaddr3122, i64 504
  %234 = bitcast i8* %sunkaddr3123 to double*
  store double %.811.us.us.7.7, double* %234, align 8
  %235 = add i64 %loop.index36.us.us, 64
  %lsr.iv.next1920 = add i64 %lsr.iv1919, 8
  %niter327.ncmp.7 = icmp eq i64 %lsr.iv.next1920, 0
  %236 = add i64 %232, 1
  br i1 %niter327.ncmp.7, label %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.us.us

for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.us.us, %for.body.us.us.preheader
  %spec.select71.us.us.7.lcssa.ph = phi i64 [ undef, %for.body.us.us.preheader ], [ %spec.select71.us.us.7.7, %for.body.us.us ]
  %loop.index36.us.us.unr322 = phi i64 [ 0, %for.body.us.us.preheader ], [ %235, %for.body.us.us ]
  %.784.034.us.us.unr323 = phi i64 [ 0, %for.body.us.us.preheader ], [ %spec.select71.us.us.7.7, %for.body.us.us ]
  %237 = icmp eq i64 %xtraiter277, 0
  br i1 %237, label %for.end.loopexit.us.us.unr-lcssa, label %for.body.us.us.epil278.preheader

for.body.us.us.epil278.preheader:                 ; preds = %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.us.us.epil278

for.body.us.us.epil278:                           ; preds = %for.body.us.us.epil278.preheader, %for.body.us.us.epil278
  %lsr.iv2049 = phi i64 [ %33, %for.body.us.us.epil278.preheader ], [ %math, %for.body.us.us.epil278 ]
  %loop.index36.us.us.epil279 = phi i64 [ %262, %for.body.us.us.epil278 ], [ %loop.index36.us.us.unr322, %for.body.us.us.epil278.preheader ]
  %.784.034.us.us.epil280 = phi i64 [ %spec.select71.us.us.7.epil316, %for.body.us.us.epil278 ], [ %.784.034.us.us.unr323, %for.body.us.us.epil278.preheader ]
  %238 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil281 = select i1 %238, i64 %loop.index36.us.us.epil279, i64 %.784.034.us.us.epil280
  %.800.us.us.epil282 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil281
  %.801.us.us.epil283 = load double, double* %.800.us.us.epil282, align 8
  %.810.us.us.epil284 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.epil285 = fadd double %.801.us.us.epil283, %.810.us.us.epil284
  %sunkaddr3124 = mul i64 %loop.index36.us.us.epil279, 8
  %239 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3125 = getelementptr i8, i8* %239, i64 %sunkaddr3124
  %240 = bitcast i8* %sunkaddr3125 to double*
  store double %.811.us.us.epil285, double* %240, align 8
  %241 = or i64 %loop.index36.us.us.epil279, 1
  %spec.select71.us.us.1.epil286 = select i1 %238, i64 %241, i64 %.784.034.us.us.epil280
  %.800.us.us.1.epil287 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil286
  %.801.us.us.1.epil288 = load double, double* %.800.us.us.1.epil287, align 8
  %.810.us.us.1.epil289 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.1.epil290 = fadd double %.801.us.us.1.epil288, %.810.us.us.1.epil289
  %sunkaddr3126 = mul i64 %loop.index36.us.us.epil279, 8
  %242 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3127 = getelementptr i8, i8* %242, i64 %sunkaddr3126
  %sunkaddr3128 = getelementptr i8, i8* %sunkaddr3127, i64 8
  %243 = bitcast i8* %sunkaddr3128 to double*
  store double %.811.us.us.1.epil290, double* %243, align 8
  %244 = or i64 %loop.index36.us.us.epil279, 2
  %spec.select71.us.us.2.epil291 = select i1 %238, i64 %244, i64 %.784.034.us.us.epil280
  %.800.us.us.2.epil292 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil291
  %.801.us.us.2.epil293 = load double, double* %.800.us.us.2.epil292, align 8
  %.810.us.us.2.epil294 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.2.epil295 = fadd double %.801.us.us.2.epil293, %.810.us.us.2.epil294
  %sunkaddr3129 = mul i64 %loop.index36.us.us.epil279, 8
  %245 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3130 = getelementptr i8, i8* %245, i64 %sunkaddr3129
  %sunkaddr3131 = getelementptr i8, i8* %sunkaddr3130, i64 16
  %246 = bitcast i8* %sunkaddr3131 to double*
  store double %.811.us.us.2.epil295, double* %246, align 8
  %247 = or i64 %loop.index36.us.us.epil279, 3
  %spec.select71.us.us.3.epil296 = select i1 %238, i64 %247, i64 %.784.034.us.us.epil280
  %.800.us.us.3.epil297 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil296
  %.801.us.us.3.epil298 = load double, double* %.800.us.us.3.epil297, align 8
  %.810.us.us.3.epil299 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.3.epil300 = fadd double %.801.us.us.3.epil298, %.810.us.us.3.epil299
  %sunkaddr3132 = mul i64 %loop.index36.us.us.epil279, 8
  %248 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3133 = getelementptr i8, i8* %248, i64 %sunkaddr3132
  %sunkaddr3134 = getelementptr i8, i8* %sunkaddr3133, i64 24
  %249 = bitcast i8* %sunkaddr3134 to double*
  store double %.811.us.us.3.epil300, double* %249, align 8
  %250 = or i64 %loop.index36.us.us.epil279, 4
  %spec.select71.us.us.4.epil301 = select i1 %238, i64 %250, i64 %.784.034.us.us.epil280
  %.800.us.us.4.epil302 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil301
  %.801.us.us.4.epil303 = load double, double* %.800.us.us.4.epil302, align 8
  %.810.us.us.4.epil304 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.4.epil305 = fadd double %.801.us.us.4.epil303, %.810.us.us.4.epil304
  %sunkaddr3135 = mul i64 %loop.index36.us.us.epil279, 8
  %251 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3136 = getelementptr i8, i8* %251, i64 %sunkaddr3135
  %sunkaddr3137 = getelementptr i8, i8* %sunkaddr3136, i64 32
  %252 = bitcast i8* %sunkaddr3137 to double*
  store double %.811.us.us.4.epil305, double* %252, align 8
  %253 = or i64 %loop.index36.us.us.epil279, 5
  %spec.select71.us.us.5.epil306 = select i1 %238, i64 %253, i64 %.784.034.us.us.epil280
  %.800.us.us.5.epil307 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil306
  %.801.us.us.5.epil308 = load double, double* %.800.us.us.5.epil307, align 8
  %.810.us.us.5.epil309 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.5.epil310 = fadd double %.801.us.us.5.epil308, %.810.us.us.5.epil309
  %sunkaddr3138 = mul i64 %loop.index36.us.us.epil279, 8
  %254 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3139 = getelementptr i8, i8* %254, i64 %sunkaddr3138
  %sunkaddr3140 = getelementptr i8, i8* %sunkaddr3139, i64 40
  %255 = bitcast i8* %sunkaddr3140 to double*
  store double %.811.us.us.5.epil310, double* %255, align 8
  %256 = or i64 %loop.index36.us.us.epil279, 6
  %spec.select71.us.us.6.epil311 = select i1 %238, i64 %256, i64 %.784.034.us.us.epil280
  %.800.us.us.6.epil312 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil311
  %.801.us.us.6.epil313 = load double, double* %.800.us.us.6.epil312, align 8
  %.810.us.us.6.epil314 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.6.epil315 = fadd double %.801.us.us.6.epil313, %.810.us.us.6.epil314
  %sunkaddr3141 = mul i64 %loop.index36.us.us.epil279, 8
  %257 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3142 = getelementptr i8, i8* %257, i64 %sunkaddr3141
  %sunkaddr3143 = getelementptr i8, i8* %sunkaddr3142, i64 48
  %258 = bitcast i8* %sunkaddr3143 to double*
  store double %.811.us.us.6.epil315, double* %258, align 8
  %259 = or i64 %loop.index36.us.us.epil279, 7
  %spec.select71.us.us.7.epil316 = select i1 %238, i64 %259, i64 %.784.034.us.us.epil280
  %.800.us.us.7.epil317 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil316
  %.801.us.us.7.epil318 = load double, double* %.800.us.us.7.epil317, align 8
  %.810.us.us.7.epil319 = load double, double* %sunkaddr416113, align 8
  %.811.us.us.7.epil320 = fadd double %.801.us.us.7.epil318, %.810.us.us.7.epil319
  %sunkaddr3144 = mul i64 %loop.index36.us.us.epil279, 8
  %260 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3145 = getelementptr i8, i8* %260, i64 %sunkaddr3144
  %sunkaddr3146 = getelementptr i8, i8* %sunkaddr3145, i64 56
  %261 = bitcast i8* %sunkaddr3146 to double*
  store double %.811.us.us.7.epil320, double* %261, align 8
  %262 = add nuw nsw i64 %loop.index36.us.us.epil279, 8
  %263 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2049, i64 1)
  %math = extractvalue { i64, i1 } %263, 0
  %ov = extractvalue { i64, i1 } %263, 1
  br i1 %ov, label %for.end.loopexit.us.us.unr-lcssa, label %for.body.us.us.epil278, !llvm.loop !32

for.end.loopexit.us.us.unr-lcssa:                 ; preds = %for.body.us.us.epil278, %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa, %B368.endif.else.endif.us.us
  %loop.index36.us.us.unr = phi i64 [ 0, %B368.endif.else.endif.us.us ], [ %unroll_iter, %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.us.us.epil278 ]
  %.784.034.us.us.unr = phi i64 [ 0, %B368.endif.else.endif.us.us ], [ %spec.select71.us.us.7.lcssa.ph, %for.end.loopexit.us.us.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select71.us.us.7.epil316, %for.body.us.us.epil278 ]
  %264 = icmp eq i64 %xtraiter, 0
  br i1 %264, label %for.end.loopexit.us.us, label %for.body.us.us.epil.preheader

for.body.us.us.epil.preheader:                    ; preds = %for.end.loopexit.us.us.unr-lcssa
  br label %for.body.us.us.epil

for.body.us.us.epil:                              ; preds = %for.body.us.us.epil.preheader, %for.body.us.us.epil
  %lsr.iv245 = phi i64 [ %lsr.iv.next246, %for.body.us.us.epil ], [ %xtraiter, %for.body.us.us.epil.preheader ]
  %loop.index36.us.us.epil = phi i64 [ %.816.us.us.epil, %for.body.us.us.epil ], [ %loop.index36.us.us.unr, %for.body.us.us.epil.preheader ]
  %.784.034.us.us.epil = phi i64 [ %spec.select71.us.us.epil, %for.body.us.us.epil ], [ %.784.034.us.us.unr, %for.body.us.us.epil.preheader ]
  %265 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil = select i1 %265, i64 %loop.index36.us.us.epil, i64 %.784.034.us.us.epil
  %.800.us.us.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil
  %.801.us.us.epil = load double, double* %.800.us.us.epil, align 8
  %sunkaddr3147 = mul i64 %.705.us.us, 8
  %266 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr3148 = getelementptr i8, i8* %266, i64 %sunkaddr3147
  %267 = bitcast i8* %sunkaddr3148 to double*
  %.810.us.us.epil = load double, double* %267, align 8
  %.811.us.us.epil = fadd double %.801.us.us.epil, %.810.us.us.epil
  %scevgep2066 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil
  store double %.811.us.us.epil, double* %scevgep2066, align 8
  %.816.us.us.epil = add nuw nsw i64 %loop.index36.us.us.epil, 1
  %lsr.iv.next246 = add nsw i64 %lsr.iv245, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next246, 0
  br i1 %epil.iter.cmp.not, label %for.end.loopexit.us.us, label %for.body.us.us.epil, !llvm.loop !33

for.end.loopexit.us.us:                           ; preds = %for.body.us.us.epil, %for.end.loopexit.us.us.unr-lcssa
  %268 = icmp ult i64 %25, 7
  %.487.us.us = or i64 %.418.093.us.us, 1
  %.702.us.us.1 = mul i64 %.487.us.us, %arg.arr.5.1
  %.705.us.us.1 = add i64 %.702.us.us.1, %arg.arr.5.1
  br i1 %268, label %for.end.loopexit.us.us.unr-lcssa.1, label %for.body.us.us.1.preheader

for.body.us.us.1.preheader:                       ; preds = %for.end.loopexit.us.us
  %269 = icmp ult i64 %28, 56
  %sunkaddr443137 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.1
  br i1 %269, label %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.us.us.1.preheader1762

for.body.us.us.1.preheader1762:                   ; preds = %for.body.us.us.1.preheader
  br label %for.body.us.us.1

for.body.us.us.1:                                 ; preds = %for.body.us.us.1.preheader1762, %for.body.us.us.1
  %lsr.iv2067 = phi i64 [ %32, %for.body.us.us.1.preheader1762 ], [ %lsr.iv.next2068, %for.body.us.us.1 ]
  %loop.index36.us.us.1 = phi i64 [ %463, %for.body.us.us.1 ], [ 0, %for.body.us.us.1.preheader1762 ]
  %.784.034.us.us.1 = phi i64 [ %spec.select71.us.us.7.1.7, %for.body.us.us.1 ], [ 0, %for.body.us.us.1.preheader1762 ]
  %270 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.1134 = select i1 %270, i64 %loop.index36.us.us.1, i64 %.784.034.us.us.1
  %.800.us.us.1135 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134
  %.801.us.us.1136 = load double, double* %.800.us.us.1135, align 8
  %.810.us.us.1137 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138 = fadd double %.801.us.us.1136, %.810.us.us.1137
  %sunkaddr3149 = mul i64 %loop.index36.us.us.1, 8
  %271 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3150 = getelementptr i8, i8* %271, i64 %sunkaddr3149
  %272 = bitcast i8* %sunkaddr3150 to double*
  store double %.811.us.us.1138, double* %272, align 8
  %273 = add i64 %loop.index36.us.us.1, 1
  %spec.select71.us.us.1.1 = select i1 %270, i64 %273, i64 %.784.034.us.us.1
  %.800.us.us.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1
  %.801.us.us.1.1 = load double, double* %.800.us.us.1.1, align 8
  %.810.us.us.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1 = fadd double %.801.us.us.1.1, %.810.us.us.1.1
  %sunkaddr3151 = mul i64 %loop.index36.us.us.1, 8
  %274 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3152 = getelementptr i8, i8* %274, i64 %sunkaddr3151
  %sunkaddr3153 = getelementptr i8, i8* %sunkaddr3152, i64 8
  %275 = bitcast i8* %sunkaddr3153 to double*
  store double %.811.us.us.1.1, double* %275, align 8
  %276 = add i64 %273, 1
  %spec.select71.us.us.2.1 = select i1 %270, i64 %276, i64 %.784.034.us.us.1
  %.800.us.us.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1
  %.801.us.us.2.1 = load double, double* %.800.us.us.2.1, align 8
  %.810.us.us.2.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1 = fadd double %.801.us.us.2.1, %.810.us.us.2.1
  %sunkaddr3154 = mul i64 %loop.index36.us.us.1, 8
  %277 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3155 = getelementptr i8, i8* %277, i64 %sunkaddr3154
  %sunkaddr3156 = getelementptr i8, i8* %sunkaddr3155, i64 16
  %278 = bitcast i8* %sunkaddr3156 to double*
  store double %.811.us.us.2.1, double* %278, align 8
  %279 = add i64 %276, 1
  %spec.select71.us.us.3.1 = select i1 %270, i64 %279, i64 %.784.034.us.us.1
  %.800.us.us.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1
  %.801.us.us.3.1 = load double, double* %.800.us.us.3.1, align 8
  %.810.us.us.3.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1 = fadd double %.801.us.us.3.1, %.810.us.us.3.1
  %sunkaddr3157 = mul i64 %loop.index36.us.us.1, 8
  %280 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3158 = getelementptr i8, i8* %280, i64 %sunkaddr3157
  %sunkaddr3159 = getelementptr i8, i8* %sunkaddr3158, i64 24
  %281 = bitcast i8* %sunkaddr3159 to double*
  store double %.811.us.us.3.1, double* %281, align 8
  %282 = add i64 %279, 1
  %spec.select71.us.us.4.1 = select i1 %270, i64 %282, i64 %.784.034.us.us.1
  %.800.us.us.4.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1
  %.801.us.us.4.1 = load double, double* %.800.us.us.4.1, align 8
  %.810.us.us.4.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1 = fadd double %.801.us.us.4.1, %.810.us.us.4.1
  %sunkaddr3160 = mul i64 %loop.index36.us.us.1, 8
  %283 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3161 = getelementptr i8, i8* %283, i64 %sunkaddr3160
  %sunkaddr3162 = getelementptr i8, i8* %sunkaddr3161, i64 32
  %284 = bitcast i8* %sunkaddr3162 to double*
  store double %.811.us.us.4.1, double* %284, align 8
  %285 = add i64 %282, 1
  %spec.select71.us.us.5.1 = select i1 %270, i64 %285, i64 %.784.034.us.us.1
  %.800.us.us.5.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1
  %.801.us.us.5.1 = load double, double* %.800.us.us.5.1, align 8
  %.810.us.us.5.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1 = fadd double %.801.us.us.5.1, %.810.us.us.5.1
  %sunkaddr3163 = mul i64 %loop.index36.us.us.1, 8
  %286 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3164 = getelementptr i8, i8* %286, i64 %sunkaddr3163
  %sunkaddr3165 = getelementptr i8, i8* %sunkaddr3164, i64 40
  %287 = bitcast i8* %sunkaddr3165 to double*
  store double %.811.us.us.5.1, double* %287, align 8
  %288 = add i64 %285, 1
  %spec.select71.us.us.6.1 = select i1 %270, i64 %288, i64 %.784.034.us.us.1
  %.800.us.us.6.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1
  %.801.us.us.6.1 = load double, double* %.800.us.us.6.1, align 8
  %.810.us.us.6.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1 = fadd double %.801.us.us.6.1, %.810.us.us.6.1
  %sunkaddr3166 = mul i64 %loop.index36.us.us.1, 8
  %289 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3167 = getelementptr i8, i8* %289, i64 %sunkaddr3166
  %sunkaddr3168 = getelementptr i8, i8* %sunkaddr3167, i64 48
  %290 = bitcast i8* %sunkaddr3168 to double*
  store double %.811.us.us.6.1, double* %290, align 8
  %291 = add i64 %288, 1
  %spec.select71.us.us.7.1 = select i1 %270, i64 %291, i64 %.784.034.us.us.1
  %.800.us.us.7.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1
  %.801.us.us.7.1 = load double, double* %.800.us.us.7.1, align 8
  %.810.us.us.7.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1 = fadd double %.801.us.us.7.1, %.810.us.us.7.1
  %sunkaddr3169 = mul i64 %loop.index36.us.us.1, 8
  %292 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3170 = getelementptr i8, i8* %292, i64 %sunkaddr3169
  %sunkaddr3171 = getelementptr i8, i8* %sunkaddr3170, i64 56
  %293 = bitcast i8* %sunkaddr3171 to double*
  store double %.811.us.us.7.1, double* %293, align 8
  %294 = add i64 %291, 1
  %spec.select71.us.us.1134.1 = select i1 %270, i64 %294, i64 %.784.034.us.us.1
  %.800.us.us.1135.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.1
  %.801.us.us.1136.1 = load double, double* %.800.us.us.1135.1, align 8
  %.810.us.us.1137.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.1 = fadd double %.801.us.us.1136.1, %.810.us.us.1137.1
  %sunkaddr3172 = mul i64 %loop.index36.us.us.1, 8
  %295 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3173 = getelementptr i8, i8* %295, i64 %sunkaddr3172
  %sunkaddr3174 = getelementptr i8, i8* %sunkaddr3173, i64 64
  %296 = bitcast i8* %sunkaddr3174 to double*
  store double %.811.us.us.1138.1, double* %296, align 8
  %297 = add i64 %294, 1
  %spec.select71.us.us.1.1.1 = select i1 %270, i64 %297, i64 %.784.034.us.us.1
  %.800.us.us.1.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.1
  %.801.us.us.1.1.1 = load double, double* %.800.us.us.1.1.1, align 8
  %.810.us.us.1.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.1 = fadd double %.801.us.us.1.1.1, %.810.us.us.1.1.1
  %sunkaddr3175 = mul i64 %loop.index36.us.us.1, 8
  %298 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3176 = getelementptr i8, i8* %298, i64 %sunkaddr3175
  %sunkaddr3177 = getelementptr i8, i8* %sunkaddr3176, i64 72
  %299 = bitcast i8* %sunkaddr3177 to double*
  store double %.811.us.us.1.1.1, double* %299, align 8
  %300 = add i64 %297, 1
  %spec.select71.us.us.2.1.1 = select i1 %270, i64 %300, i64 %.784.034.us.us.1
  %.800.us.us.2.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.1
  %.801.us.us.2.1.1 = load double, double* %.800.us.us.2.1.1, align 8
  %.810.us.us.2.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.1 = fadd double %.801.us.us.2.1.1, %.810.us.us.2.1.1
  %sunkaddr3178 = mul i64 %loop.index36.us.us.1, 8
  %301 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3179 = getelementptr i8, i8* %301, i64 %sunkaddr3178
  %sunkaddr3180 = getelementptr i8, i8* %sunkaddr3179, i64 80
  %302 = bitcast i8* %sunkaddr3180 to double*
  store double %.811.us.us.2.1.1, double* %302, align 8
  %303 = add i64 %300, 1
  %spec.select71.us.us.3.1.1 = select i1 %270, i64 %303, i64 %.784.034.us.us.1
  %.800.us.us.3.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.1
  %.801.us.us.3.1.1 = load double, double* %.800.us.us.3.1.1, align 8
  %.810.us.us.3.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.1 = fadd double %.801.us.us.3.1.1, %.810.us.us.3.1.1
  %sunkaddr3181 = mul i64 %loop.index36.us.us.1, 8
  %304 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3182 = getelementptr i8, i8* %304, i64 %sunkaddr3181
  %sunkaddr3183 = getelementptr i8, i8* %sunkaddr3182, i64 88
  %305 = bitcast i8* %sunkaddr3183 to double*
  store double %.811.us.us.3.1.1, double* %305, align 8
  %306 = add i64 %303, 1
  %spec.select71.us.us.4.1.1 = select i1 %270, i64 %306, i64 %.784.034.us.us.1
  %.800.us.us.4.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.1
  %.801.us.us.4.1.1 = load double, double* %.800.us.us.4.1.1, align 8
  %.810.us.us.4.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.1 = fadd double %.801.us.us.4.1.1, %.810.us.us.4.1.1
  %sunkaddr3184 = mul i64 %loop.index36.us.us.1, 8
  %307 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3185 = getelementptr i8, i8* %307, i64 %sunkaddr3184
  %sunkaddr3186 = getelementptr i8, i8* %sunkaddr3185, i64 96
  %308 = bitcast i8* %sunkaddr3186 to double*
  store double %.811.us.us.4.1.1, double* %308, align 8
  %309 = add i64 %306, 1
  %spec.select71.us.us.5.1.1 = select i1 %270, i64 %309, i64 %.784.034.us.us.1
  %.800.us.us.5.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.1
  %.801.us.us.5.1.1 = load double, double* %.800.us.us.5.1.1, align 8
  %.810.us.us.5.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.1 = fadd double %.801.us.us.5.1.1, %.810.us.us.5.1.1
  %sunkaddr3187 = mul i64 %loop.index36.us.us.1, 8
  %310 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3188 = getelementptr i8, i8* %310, i64 %sunkaddr3187
  %sunkaddr3189 = getelementptr i8, i8* %sunkaddr3188, i64 104
  %311 = bitcast i8* %sunkaddr3189 to double*
  store double %.811.us.us.5.1.1, double* %311, align 8
  %312 = add i64 %309, 1
  %spec.select71.us.us.6.1.1 = select i1 %270, i64 %312, i64 %.784.034.us.us.1
  %.800.us.us.6.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.1
  %.801.us.us.6.1.1 = load double, double* %.800.us.us.6.1.1, align 8
  %.810.us.us.6.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.1 = fadd double %.801.us.us.6.1.1, %.810.us.us.6.1.1
  %sunkaddr3190 = mul i64 %loop.index36.us.us.1, 8
  %313 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3191 = getelementptr i8, i8* %313, i64 %sunkaddr3190
  %sunkaddr3192 = getelementptr i8, i8* %sunkaddr3191, i64 112
  %314 = bitcast i8* %sunkaddr3192 to double*
  store double %.811.us.us.6.1.1, double* %314, align 8
  %315 = add i64 %312, 1
  %spec.select71.us.us.7.1.1 = select i1 %270, i64 %315, i64 %.784.034.us.us.1
  %.800.us.us.7.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.1
  %.801.us.us.7.1.1 = load double, double* %.800.us.us.7.1.1, align 8
  %.810.us.us.7.1.1 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.1 = fadd double %.801.us.us.7.1.1, %.810.us.us.7.1.1
  %sunkaddr3193 = mul i64 %loop.index36.us.us.1, 8
  %316 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3194 = getelementptr i8, i8* %316, i64 %sunkaddr3193
  %sunkaddr3195 = getelementptr i8, i8* %sunkaddr3194, i64 120
  %317 = bitcast i8* %sunkaddr3195 to double*
  store double %.811.us.us.7.1.1, double* %317, align 8
  %318 = add i64 %315, 1
  %spec.select71.us.us.1134.2 = select i1 %270, i64 %318, i64 %.784.034.us.us.1
  %.800.us.us.1135.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.2
  %.801.us.us.1136.2 = load double, double* %.800.us.us.1135.2, align 8
  %.810.us.us.1137.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.2 = fadd double %.801.us.us.1136.2, %.810.us.us.1137.2
  %sunkaddr3196 = mul i64 %loop.index36.us.us.1, 8
  %319 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3197 = getelementptr i8, i8* %319, i64 %sunkaddr3196
  %sunkaddr3198 = getelementptr i8, i8* %sunkaddr3197, i64 128
  %320 = bitcast i8* %sunkaddr3198 to double*
  store double %.811.us.us.1138.2, double* %320, align 8
  %321 = add i64 %318, 1
  %spec.select71.us.us.1.1.2 = select i1 %270, i64 %321, i64 %.784.034.us.us.1
  %.800.us.us.1.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.2
  %.801.us.us.1.1.2 = load double, double* %.800.us.us.1.1.2, align 8
  %.810.us.us.1.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.2 = fadd double %.801.us.us.1.1.2, %.810.us.us.1.1.2
  %sunkaddr3199 = mul i64 %loop.index36.us.us.1, 8
  %322 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3200 = getelementptr i8, i8* %322, i64 %sunkaddr3199
  %sunkaddr3201 = getelementptr i8, i8* %sunkaddr3200, i64 136
  %323 = bitcast i8* %sunkaddr3201 to double*
  store double %.811.us.us.1.1.2, double* %323, align 8
  %324 = add i64 %321, 1
  %spec.select71.us.us.2.1.2 = select i1 %270, i64 %324, i64 %.784.034.us.us.1
  %.800.us.us.2.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.2
  %.801.us.us.2.1.2 = load double, double* %.800.us.us.2.1.2, align 8
  %.810.us.us.2.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.2 = fadd double %.801.us.us.2.1.2, %.810.us.us.2.1.2
  %sunkaddr3202 = mul i64 %loop.index36.us.us.1, 8
  %325 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3203 = getelementptr i8, i8* %325, i64 %sunkaddr3202
  %sunkaddr3204 = getelementptr i8, i8* %sunkaddr3203, i64 144
  %326 = bitcast i8* %sunkaddr3204 to double*
  store double %.811.us.us.2.1.2, double* %326, align 8
  %327 = add i64 %324, 1
  %spec.select71.us.us.3.1.2 = select i1 %270, i64 %327, i64 %.784.034.us.us.1
  %.800.us.us.3.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.2
  %.801.us.us.3.1.2 = load double, double* %.800.us.us.3.1.2, align 8
  %.810.us.us.3.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.2 = fadd double %.801.us.us.3.1.2, %.810.us.us.3.1.2
  %sunkaddr3205 = mul i64 %loop.index36.us.us.1, 8
  %328 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3206 = getelementptr i8, i8* %328, i64 %sunkaddr3205
  %sunkaddr3207 = getelementptr i8, i8* %sunkaddr3206, i64 152
  %329 = bitcast i8* %sunkaddr3207 to double*
  store double %.811.us.us.3.1.2, double* %329, align 8
  %330 = add i64 %327, 1
  %spec.select71.us.us.4.1.2 = select i1 %270, i64 %330, i64 %.784.034.us.us.1
  %.800.us.us.4.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.2
  %.801.us.us.4.1.2 = load double, double* %.800.us.us.4.1.2, align 8
  %.810.us.us.4.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.2 = fadd double %.801.us.us.4.1.2, %.810.us.us.4.1.2
  %sunkaddr3208 = mul i64 %loop.index36.us.us.1, 8
  %331 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3209 = getelementptr i8, i8* %331, i64 %sunkaddr3208
  %sunkaddr3210 = getelementptr i8, i8* %sunkaddr3209, i64 160
  %332 = bitcast i8* %sunkaddr3210 to double*
  store double %.811.us.us.4.1.2, double* %332, align 8
  %333 = add i64 %330, 1
  %spec.select71.us.us.5.1.2 = select i1 %270, i64 %333, i64 %.784.034.us.us.1
  %.800.us.us.5.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.2
  %.801.us.us.5.1.2 = load double, double* %.800.us.us.5.1.2, align 8
  %.810.us.us.5.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.2 = fadd double %.801.us.us.5.1.2, %.810.us.us.5.1.2
  %sunkaddr3211 = mul i64 %loop.index36.us.us.1, 8
  %334 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3212 = getelementptr i8, i8* %334, i64 %sunkaddr3211
  %sunkaddr3213 = getelementptr i8, i8* %sunkaddr3212, i64 168
  %335 = bitcast i8* %sunkaddr3213 to double*
  store double %.811.us.us.5.1.2, double* %335, align 8
  %336 = add i64 %333, 1
  %spec.select71.us.us.6.1.2 = select i1 %270, i64 %336, i64 %.784.034.us.us.1
  %.800.us.us.6.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.2
  %.801.us.us.6.1.2 = load double, double* %.800.us.us.6.1.2, align 8
  %.810.us.us.6.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.2 = fadd double %.801.us.us.6.1.2, %.810.us.us.6.1.2
  %sunkaddr3214 = mul i64 %loop.index36.us.us.1, 8
  %337 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3215 = getelementptr i8, i8* %337, i64 %sunkaddr3214
  %sunkaddr3216 = getelementptr i8, i8* %sunkaddr3215, i64 176
  %338 = bitcast i8* %sunkaddr3216 to double*
  store double %.811.us.us.6.1.2, double* %338, align 8
  %339 = add i64 %336, 1
  %spec.select71.us.us.7.1.2 = select i1 %270, i64 %339, i64 %.784.034.us.us.1
  %.800.us.us.7.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.2
  %.801.us.us.7.1.2 = load double, double* %.800.us.us.7.1.2, align 8
  %.810.us.us.7.1.2 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.2 = fadd double %.801.us.us.7.1.2, %.810.us.us.7.1.2
  %sunkaddr3217 = mul i64 %loop.index36.us.us.1, 8
  %340 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3218 = getelementptr i8, i8* %340, i64 %sunkaddr3217
  %sunkaddr3219 = getelementptr i8, i8* %sunkaddr3218, i64 184
  %341 = bitcast i8* %sunkaddr3219 to double*
  store double %.811.us.us.7.1.2, double* %341, align 8
  %342 = add i64 %339, 1
  %spec.select71.us.us.1134.3 = select i1 %270, i64 %342, i64 %.784.034.us.us.1
  %.800.us.us.1135.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.3
  %.801.us.us.1136.3 = load double, double* %.800.us.us.1135.3, align 8
  %.810.us.us.1137.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.3 = fadd double %.801.us.us.1136.3, %.810.us.us.1137.3
  %sunkaddr3220 = mul i64 %loop.index36.us.us.1, 8
  %343 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3221 = getelementptr i8, i8* %343, i64 %sunkaddr3220
  %sunkaddr3222 = getelementptr i8, i8* %sunkaddr3221, i64 192
  %344 = bitcast i8* %sunkaddr3222 to double*
  store double %.811.us.us.1138.3, double* %344, align 8
  %345 = add i64 %342, 1
  %spec.select71.us.us.1.1.3 = select i1 %270, i64 %345, i64 %.784.034.us.us.1
  %.800.us.us.1.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.3
  %.801.us.us.1.1.3 = load double, double* %.800.us.us.1.1.3, align 8
  %.810.us.us.1.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.3 = fadd double %.801.us.us.1.1.3, %.810.us.us.1.1.3
  %sunkaddr3223 = mul i64 %loop.index36.us.us.1, 8
  %346 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3224 = getelementptr i8, i8* %346, i64 %sunkaddr3223
  %sunkaddr3225 = getelementptr i8, i8* %sunkaddr3224, i64 200
  %347 = bitcast i8* %sunkaddr3225 to double*
  store double %.811.us.us.1.1.3, double* %347, align 8
  %348 = add i64 %345, 1
  %spec.select71.us.us.2.1.3 = select i1 %270, i64 %348, i64 %.784.034.us.us.1
  %.800.us.us.2.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.3
  %.801.us.us.2.1.3 = load double, double* %.800.us.us.2.1.3, align 8
  %.810.us.us.2.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.3 = fadd double %.801.us.us.2.1.3, %.810.us.us.2.1.3
  %sunkaddr3226 = mul i64 %loop.index36.us.us.1, 8
  %349 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3227 = getelementptr i8, i8* %349, i64 %sunkaddr3226
  %sunkaddr3228 = getelementptr i8, i8* %sunkaddr3227, i64 208
  %350 = bitcast i8* %sunkaddr3228 to double*
  store double %.811.us.us.2.1.3, double* %350, align 8
  %351 = add i64 %348, 1
  %spec.select71.us.us.3.1.3 = select i1 %270, i64 %351, i64 %.784.034.us.us.1
  %.800.us.us.3.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.3
  %.801.us.us.3.1.3 = load double, double* %.800.us.us.3.1.3, align 8
  %.810.us.us.3.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.3 = fadd double %.801.us.us.3.1.3, %.810.us.us.3.1.3
  %sunkaddr3229 = mul i64 %loop.index36.us.us.1, 8
  %352 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3230 = getelementptr i8, i8* %352, i64 %sunkaddr3229
  %sunkaddr3231 = getelementptr i8, i8* %sunkaddr3230, i64 216
  %353 = bitcast i8* %sunkaddr3231 to double*
  store double %.811.us.us.3.1.3, double* %353, align 8
  %354 = add i64 %351, 1
  %spec.select71.us.us.4.1.3 = select i1 %270, i64 %354, i64 %.784.034.us.us.1
  %.800.us.us.4.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.3
  %.801.us.us.4.1.3 = load double, double* %.800.us.us.4.1.3, align 8
  %.810.us.us.4.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.3 = fadd double %.801.us.us.4.1.3, %.810.us.us.4.1.3
  %sunkaddr3232 = mul i64 %loop.index36.us.us.1, 8
  %355 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3233 = getelementptr i8, i8* %355, i64 %sunkaddr3232
  %sunkaddr3234 = getelementptr i8, i8* %sunkaddr3233, i64 224
  %356 = bitcast i8* %sunkaddr3234 to double*
  store double %.811.us.us.4.1.3, double* %356, align 8
  %357 = add i64 %354, 1
  %spec.select71.us.us.5.1.3 = select i1 %270, i64 %357, i64 %.784.034.us.us.1
  %.800.us.us.5.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.3
  %.801.us.us.5.1.3 = load double, double* %.800.us.us.5.1.3, align 8
  %.810.us.us.5.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.3 = fadd double %.801.us.us.5.1.3, %.810.us.us.5.1.3
  %sunkaddr3235 = mul i64 %loop.index36.us.us.1, 8
  %358 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3236 = getelementptr i8, i8* %358, i64 %sunkaddr3235
  %sunkaddr3237 = getelementptr i8, i8* %sunkaddr3236, i64 232
  %359 = bitcast i8* %sunkaddr3237 to double*
  store double %.811.us.us.5.1.3, double* %359, align 8
  %360 = add i64 %357, 1
  %spec.select71.us.us.6.1.3 = select i1 %270, i64 %360, i64 %.784.034.us.us.1
  %.800.us.us.6.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.3
  %.801.us.us.6.1.3 = load double, double* %.800.us.us.6.1.3, align 8
  %.810.us.us.6.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.3 = fadd double %.801.us.us.6.1.3, %.810.us.us.6.1.3
  %sunkaddr3238 = mul i64 %loop.index36.us.us.1, 8
  %361 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3239 = getelementptr i8, i8* %361, i64 %sunkaddr3238
  %sunkaddr3240 = getelementptr i8, i8* %sunkaddr3239, i64 240
  %362 = bitcast i8* %sunkaddr3240 to double*
  store double %.811.us.us.6.1.3, double* %362, align 8
  %363 = add i64 %360, 1
  %spec.select71.us.us.7.1.3 = select i1 %270, i64 %363, i64 %.784.034.us.us.1
  %.800.us.us.7.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.3
  %.801.us.us.7.1.3 = load double, double* %.800.us.us.7.1.3, align 8
  %.810.us.us.7.1.3 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.3 = fadd double %.801.us.us.7.1.3, %.810.us.us.7.1.3
  %sunkaddr3241 = mul i64 %loop.index36.us.us.1, 8
  %364 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3242 = getelementptr i8, i8* %364, i64 %sunkaddr3241
  %sunkaddr3243 = getelementptr i8, i8* %sunkaddr3242, i64 248
  %365 = bitcast i8* %sunkaddr3243 to double*
  store double %.811.us.us.7.1.3, double* %365, align 8
  %366 = add i64 %363, 1
  %spec.select71.us.us.1134.4 = select i1 %270, i64 %366, i64 %.784.034.us.us.1
  %.800.us.us.1135.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.4
  %.801.us.us.1136.4 = load double, double* %.800.us.us.1135.4, align 8
  %.810.us.us.1137.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.4 = fadd double %.801.us.us.1136.4, %.810.us.us.1137.4
  %sunkaddr3244 = mul i64 %loop.index36.us.us.1, 8
  %367 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3245 = getelementptr i8, i8* %367, i64 %sunkaddr3244
  %sunkaddr3246 = getelementptr i8, i8* %sunkaddr3245, i64 256
  %368 = bitcast i8* %sunkaddr3246 to double*
  store double %.811.us.us.1138.4, double* %368, align 8
  %369 = add i64 %366, 1
  %spec.select71.us.us.1.1.4 = select i1 %270, i64 %369, i64 %.784.034.us.us.1
  %.800.us.us.1.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.4
  %.801.us.us.1.1.4 = load double, double* %.800.us.us.1.1.4, align 8
  %.810.us.us.1.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.4 = fadd double %.801.us.us.1.1.4, %.810.us.us.1.1.4
  %sunkaddr3247 = mul i64 %loop.index36.us.us.1, 8
  %370 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3248 = getelementptr i8, i8* %370, i64 %sunkaddr3247
  %sunkaddr3249 = getelementptr i8, i8* %sunkaddr3248, i64 264
  %371 = bitcast i8* %sunkaddr3249 to double*
  store double %.811.us.us.1.1.4, double* %371, align 8
  %372 = add i64 %369, 1
  %spec.select71.us.us.2.1.4 = select i1 %270, i64 %372, i64 %.784.034.us.us.1
  %.800.us.us.2.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.4
  %.801.us.us.2.1.4 = load double, double* %.800.us.us.2.1.4, align 8
  %.810.us.us.2.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.4 = fadd double %.801.us.us.2.1.4, %.810.us.us.2.1.4
  %sunkaddr3250 = mul i64 %loop.index36.us.us.1, 8
  %373 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3251 = getelementptr i8, i8* %373, i64 %sunkaddr3250
  %sunkaddr3252 = getelementptr i8, i8* %sunkaddr3251, i64 272
  %374 = bitcast i8* %sunkaddr3252 to double*
  store double %.811.us.us.2.1.4, double* %374, align 8
  %375 = add i64 %372, 1
  %spec.select71.us.us.3.1.4 = select i1 %270, i64 %375, i64 %.784.034.us.us.1
  %.800.us.us.3.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.4
  %.801.us.us.3.1.4 = load double, double* %.800.us.us.3.1.4, align 8
  %.810.us.us.3.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.4 = fadd double %.801.us.us.3.1.4, %.810.us.us.3.1.4
  %sunkaddr3253 = mul i64 %loop.index36.us.us.1, 8
  %376 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3254 = getelementptr i8, i8* %376, i64 %sunkaddr3253
  %sunkaddr3255 = getelementptr i8, i8* %sunkaddr3254, i64 280
  %377 = bitcast i8* %sunkaddr3255 to double*
  store double %.811.us.us.3.1.4, double* %377, align 8
  %378 = add i64 %375, 1
  %spec.select71.us.us.4.1.4 = select i1 %270, i64 %378, i64 %.784.034.us.us.1
  %.800.us.us.4.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.4
  %.801.us.us.4.1.4 = load double, double* %.800.us.us.4.1.4, align 8
  %.810.us.us.4.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.4 = fadd double %.801.us.us.4.1.4, %.810.us.us.4.1.4
  %sunkaddr3256 = mul i64 %loop.index36.us.us.1, 8
  %379 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3257 = getelementptr i8, i8* %379, i64 %sunkaddr3256
  %sunkaddr3258 = getelementptr i8, i8* %sunkaddr3257, i64 288
  %380 = bitcast i8* %sunkaddr3258 to double*
  store double %.811.us.us.4.1.4, double* %380, align 8
  %381 = add i64 %378, 1
  %spec.select71.us.us.5.1.4 = select i1 %270, i64 %381, i64 %.784.034.us.us.1
  %.800.us.us.5.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.4
  %.801.us.us.5.1.4 = load double, double* %.800.us.us.5.1.4, align 8
  %.810.us.us.5.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.4 = fadd double %.801.us.us.5.1.4, %.810.us.us.5.1.4
  %sunkaddr3259 = mul i64 %loop.index36.us.us.1, 8
  %382 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3260 = getelementptr i8, i8* %382, i64 %sunkaddr3259
  %sunkaddr3261 = getelementptr i8, i8* %sunkaddr3260, i64 296
  %383 = bitcast i8* %sunkaddr3261 to double*
  store double %.811.us.us.5.1.4, double* %383, align 8
  %384 = add i64 %381, 1
  %spec.select71.us.us.6.1.4 = select i1 %270, i64 %384, i64 %.784.034.us.us.1
  %.800.us.us.6.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.4
  %.801.us.us.6.1.4 = load double, double* %.800.us.us.6.1.4, align 8
  %.810.us.us.6.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.4 = fadd double %.801.us.us.6.1.4, %.810.us.us.6.1.4
  %sunkaddr3262 = mul i64 %loop.index36.us.us.1, 8
  %385 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3263 = getelementptr i8, i8* %385, i64 %sunkaddr3262
  %sunkaddr3264 = getelementptr i8, i8* %sunkaddr3263, i64 304
  %386 = bitcast i8* %sunkaddr3264 to double*
  store double %.811.us.us.6.1.4, double* %386, align 8
  %387 = add i64 %384, 1
  %spec.select71.us.us.7.1.4 = select i1 %270, i64 %387, i64 %.784.034.us.us.1
  %.800.us.us.7.1.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.4
  %.801.us.us.7.1.4 = load double, double* %.800.us.us.7.1.4, align 8
  %.810.us.us.7.1.4 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.4 = fadd double %.801.us.us.7.1.4, %.810.us.us.7.1.4
  %sunkaddr3265 = mul i64 %loop.index36.us.us.1, 8
  %388 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3266 = getelementptr i8, i8* %388, i64 %sunkaddr3265
  %sunkaddr3267 = getelementptr i8, i8* %sunkaddr3266, i64 312
  %389 = bitcast i8* %sunkaddr3267 to double*
  store double %.811.us.us.7.1.4, double* %389, align 8
  %390 = add i64 %387, 1
  %spec.select71.us.us.1134.5 = select i1 %270, i64 %390, i64 %.784.034.us.us.1
  %.800.us.us.1135.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.5
  %.801.us.us.1136.5 = load double, double* %.800.us.us.1135.5, align 8
  %.810.us.us.1137.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.5 = fadd double %.801.us.us.1136.5, %.810.us.us.1137.5
  %sunkaddr3268 = mul i64 %loop.index36.us.us.1, 8
  %391 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3269 = getelementptr i8, i8* %391, i64 %sunkaddr3268
  %sunkaddr3270 = getelementptr i8, i8* %sunkaddr3269, i64 320
  %392 = bitcast i8* %sunkaddr3270 to double*
  store double %.811.us.us.1138.5, double* %392, align 8
  %393 = add i64 %390, 1
  %spec.select71.us.us.1.1.5 = select i1 %270, i64 %393, i64 %.784.034.us.us.1
  %.800.us.us.1.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.5
  %.801.us.us.1.1.5 = load double, double* %.800.us.us.1.1.5, align 8
  %.810.us.us.1.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.5 = fadd double %.801.us.us.1.1.5, %.810.us.us.1.1.5
  %sunkaddr3271 = mul i64 %loop.index36.us.us.1, 8
  %394 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3272 = getelementptr i8, i8* %394, i64 %sunkaddr3271
  %sunkaddr3273 = getelementptr i8, i8* %sunkaddr3272, i64 328
  %395 = bitcast i8* %sunkaddr3273 to double*
  store double %.811.us.us.1.1.5, double* %395, align 8
  %396 = add i64 %393, 1
  %spec.select71.us.us.2.1.5 = select i1 %270, i64 %396, i64 %.784.034.us.us.1
  %.800.us.us.2.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.5
  %.801.us.us.2.1.5 = load double, double* %.800.us.us.2.1.5, align 8
  %.810.us.us.2.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.5 = fadd double %.801.us.us.2.1.5, %.810.us.us.2.1.5
  %sunkaddr3274 = mul i64 %loop.index36.us.us.1, 8
  %397 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3275 = getelementptr i8, i8* %397, i64 %sunkaddr3274
  %sunkaddr3276 = getelementptr i8, i8* %sunkaddr3275, i64 336
  %398 = bitcast i8* %sunkaddr3276 to double*
  store double %.811.us.us.2.1.5, double* %398, align 8
  %399 = add i64 %396, 1
  %spec.select71.us.us.3.1.5 = select i1 %270, i64 %399, i64 %.784.034.us.us.1
  %.800.us.us.3.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.5
  %.801.us.us.3.1.5 = load double, double* %.800.us.us.3.1.5, align 8
  %.810.us.us.3.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.5 = fadd double %.801.us.us.3.1.5, %.810.us.us.3.1.5
  %sunkaddr3277 = mul i64 %loop.index36.us.us.1, 8
  %400 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3278 = getelementptr i8, i8* %400, i64 %sunkaddr3277
  %sunkaddr3279 = getelementptr i8, i8* %sunkaddr3278, i64 344
  %401 = bitcast i8* %sunkaddr3279 to double*
  store double %.811.us.us.3.1.5, double* %401, align 8
  %402 = add i64 %399, 1
  %spec.select71.us.us.4.1.5 = select i1 %270, i64 %402, i64 %.784.034.us.us.1
  %.800.us.us.4.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.5
  %.801.us.us.4.1.5 = load double, double* %.800.us.us.4.1.5, align 8
  %.810.us.us.4.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.5 = fadd double %.801.us.us.4.1.5, %.810.us.us.4.1.5
  %sunkaddr3280 = mul i64 %loop.index36.us.us.1, 8
  %403 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3281 = getelementptr i8, i8* %403, i64 %sunkaddr3280
  %sunkaddr3282 = getelementptr i8, i8* %sunkaddr3281, i64 352
  %404 = bitcast i8* %sunkaddr3282 to double*
  store double %.811.us.us.4.1.5, double* %404, align 8
  %405 = add i64 %402, 1
  %spec.select71.us.us.5.1.5 = select i1 %270, i64 %405, i64 %.784.034.us.us.1
  %.800.us.us.5.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.5
  %.801.us.us.5.1.5 = load double, double* %.800.us.us.5.1.5, align 8
  %.810.us.us.5.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.5 = fadd double %.801.us.us.5.1.5, %.810.us.us.5.1.5
  %sunkaddr3283 = mul i64 %loop.index36.us.us.1, 8
  %406 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3284 = getelementptr i8, i8* %406, i64 %sunkaddr3283
  %sunkaddr3285 = getelementptr i8, i8* %sunkaddr3284, i64 360
  %407 = bitcast i8* %sunkaddr3285 to double*
  store double %.811.us.us.5.1.5, double* %407, align 8
  %408 = add i64 %405, 1
  %spec.select71.us.us.6.1.5 = select i1 %270, i64 %408, i64 %.784.034.us.us.1
  %.800.us.us.6.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.5
  %.801.us.us.6.1.5 = load double, double* %.800.us.us.6.1.5, align 8
  %.810.us.us.6.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.5 = fadd double %.801.us.us.6.1.5, %.810.us.us.6.1.5
  %sunkaddr3286 = mul i64 %loop.index36.us.us.1, 8
  %409 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3287 = getelementptr i8, i8* %409, i64 %sunkaddr3286
  %sunkaddr3288 = getelementptr i8, i8* %sunkaddr3287, i64 368
  %410 = bitcast i8* %sunkaddr3288 to double*
  store double %.811.us.us.6.1.5, double* %410, align 8
  %411 = add i64 %408, 1
  %spec.select71.us.us.7.1.5 = select i1 %270, i64 %411, i64 %.784.034.us.us.1
  %.800.us.us.7.1.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.5
  %.801.us.us.7.1.5 = load double, double* %.800.us.us.7.1.5, align 8
  %.810.us.us.7.1.5 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.5 = fadd double %.801.us.us.7.1.5, %.810.us.us.7.1.5
  %sunkaddr3289 = mul i64 %loop.index36.us.us.1, 8
  %412 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3290 = getelementptr i8, i8* %412, i64 %sunkaddr3289
  %sunkaddr3291 = getelementptr i8, i8* %sunkaddr3290, i64 376
  %413 = bitcast i8* %sunkaddr3291 to double*
  store double %.811.us.us.7.1.5, double* %413, align 8
  %414 = add i64 %411, 1
  %spec.select71.us.us.1134.6 = select i1 %270, i64 %414, i64 %.784.034.us.us.1
  %.800.us.us.1135.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.6
  %.801.us.us.1136.6 = load double, double* %.800.us.us.1135.6, align 8
  %.810.us.us.1137.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.6 = fadd double %.801.us.us.1136.6, %.810.us.us.1137.6
  %sunkaddr3292 = mul i64 %loop.index36.us.us.1, 8
  %415 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3293 = getelementptr i8, i8* %415, i64 %sunkaddr3292
  %sunkaddr3294 = getelementptr i8, i8* %sunkaddr3293, i64 384
  %416 = bitcast i8* %sunkaddr3294 to double*
  store double %.811.us.us.1138.6, double* %416, align 8
  %417 = add i64 %414, 1
  %spec.select71.us.us.1.1.6 = select i1 %270, i64 %417, i64 %.784.034.us.us.1
  %.800.us.us.1.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.6
  %.801.us.us.1.1.6 = load double, double* %.800.us.us.1.1.6, align 8
  %.810.us.us.1.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.6 = fadd double %.801.us.us.1.1.6, %.810.us.us.1.1.6
  %sunkaddr3295 = mul i64 %loop.index36.us.us.1, 8
  %418 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3296 = getelementptr i8, i8* %418, i64 %sunkaddr3295
  %sunkaddr3297 = getelementptr i8, i8* %sunkaddr3296, i64 392
  %419 = bitcast i8* %sunkaddr3297 to double*
  store double %.811.us.us.1.1.6, double* %419, align 8
  %420 = add i64 %417, 1
  %spec.select71.us.us.2.1.6 = select i1 %270, i64 %420, i64 %.784.034.us.us.1
  %.800.us.us.2.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.6
  %.801.us.us.2.1.6 = load double, double* %.800.us.us.2.1.6, align 8
  %.810.us.us.2.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.6 = fadd double %.801.us.us.2.1.6, %.810.us.us.2.1.6
  %sunkaddr3298 = mul i64 %loop.index36.us.us.1, 8
  %421 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3299 = getelementptr i8, i8* %421, i64 %sunkaddr3298
  %sunkaddr3300 = getelementptr i8, i8* %sunkaddr3299, i64 400
  %422 = bitcast i8* %sunkaddr3300 to double*
  store double %.811.us.us.2.1.6, double* %422, align 8
  %423 = add i64 %420, 1
  %spec.select71.us.us.3.1.6 = select i1 %270, i64 %423, i64 %.784.034.us.us.1
  %.800.us.us.3.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.6
  %.801.us.us.3.1.6 = load double, double* %.800.us.us.3.1.6, align 8
  %.810.us.us.3.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.6 = fadd double %.801.us.us.3.1.6, %.810.us.us.3.1.6
  %sunkaddr3301 = mul i64 %loop.index36.us.us.1, 8
  %424 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3302 = getelementptr i8, i8* %424, i64 %sunkaddr3301
  %sunkaddr3303 = getelementptr i8, i8* %sunkaddr3302, i64 408
  %425 = bitcast i8* %sunkaddr3303 to double*
  store double %.811.us.us.3.1.6, double* %425, align 8
  %426 = add i64 %423, 1
  %spec.select71.us.us.4.1.6 = select i1 %270, i64 %426, i64 %.784.034.us.us.1
  %.800.us.us.4.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.6
  %.801.us.us.4.1.6 = load double, double* %.800.us.us.4.1.6, align 8
  %.810.us.us.4.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.6 = fadd double %.801.us.us.4.1.6, %.810.us.us.4.1.6
  %sunkaddr3304 = mul i64 %loop.index36.us.us.1, 8
  %427 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3305 = getelementptr i8, i8* %427, i64 %sunkaddr3304
  %sunkaddr3306 = getelementptr i8, i8* %sunkaddr3305, i64 416
  %428 = bitcast i8* %sunkaddr3306 to double*
  store double %.811.us.us.4.1.6, double* %428, align 8
  %429 = add i64 %426, 1
  %spec.select71.us.us.5.1.6 = select i1 %270, i64 %429, i64 %.784.034.us.us.1
  %.800.us.us.5.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.6
  %.801.us.us.5.1.6 = load double, double* %.800.us.us.5.1.6, align 8
  %.810.us.us.5.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.6 = fadd double %.801.us.us.5.1.6, %.810.us.us.5.1.6
  %sunkaddr3307 = mul i64 %loop.index36.us.us.1, 8
  %430 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3308 = getelementptr i8, i8* %430, i64 %sunkaddr3307
  %sunkaddr3309 = getelementptr i8, i8* %sunkaddr3308, i64 424
  %431 = bitcast i8* %sunkaddr3309 to double*
  store double %.811.us.us.5.1.6, double* %431, align 8
  %432 = add i64 %429, 1
  %spec.select71.us.us.6.1.6 = select i1 %270, i64 %432, i64 %.784.034.us.us.1
  %.800.us.us.6.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.6
  %.801.us.us.6.1.6 = load double, double* %.800.us.us.6.1.6, align 8
  %.810.us.us.6.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.6 = fadd double %.801.us.us.6.1.6, %.810.us.us.6.1.6
  %sunkaddr3310 = mul i64 %loop.index36.us.us.1, 8
  %433 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3311 = getelementptr i8, i8* %433, i64 %sunkaddr3310
  %sunkaddr3312 = getelementptr i8, i8* %sunkaddr3311, i64 432
  %434 = bitcast i8* %sunkaddr3312 to double*
  store double %.811.us.us.6.1.6, double* %434, align 8
  %435 = add i64 %432, 1
  %spec.select71.us.us.7.1.6 = select i1 %270, i64 %435, i64 %.784.034.us.us.1
  %.800.us.us.7.1.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.6
  %.801.us.us.7.1.6 = load double, double* %.800.us.us.7.1.6, align 8
  %.810.us.us.7.1.6 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.6 = fadd double %.801.us.us.7.1.6, %.810.us.us.7.1.6
  %sunkaddr3313 = mul i64 %loop.index36.us.us.1, 8
  %436 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3314 = getelementptr i8, i8* %436, i64 %sunkaddr3313
  %sunkaddr3315 = getelementptr i8, i8* %sunkaddr3314, i64 440
  %437 = bitcast i8* %sunkaddr3315 to double*
  store double %.811.us.us.7.1.6, double* %437, align 8
  %438 = add i64 %435, 1
  %spec.select71.us.us.1134.7 = select i1 %270, i64 %438, i64 %.784.034.us.us.1
  %.800.us.us.1135.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.7
  %.801.us.us.1136.7 = load double, double* %.800.us.us.1135.7, align 8
  %.810.us.us.1137.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.7 = fadd double %.801.us.us.1136.7, %.810.us.us.1137.7
  %sunkaddr3316 = mul i64 %loop.index36.us.us.1, 8
  %439 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3317 = getelementptr i8, i8* %439, i64 %sunkaddr3316
  %sunkaddr3318 = getelementptr i8, i8* %sunkaddr3317, i64 448
  %440 = bitcast i8* %sunkaddr3318 to double*
  store double %.811.us.us.1138.7, double* %440, align 8
  %441 = add i64 %438, 1
  %spec.select71.us.us.1.1.7 = select i1 %270, i64 %441, i64 %.784.034.us.us.1
  %.800.us.us.1.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.7
  %.801.us.us.1.1.7 = load double, double* %.800.us.us.1.1.7, align 8
  %.810.us.us.1.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.7 = fadd double %.801.us.us.1.1.7, %.810.us.us.1.1.7
  %sunkaddr3319 = mul i64 %loop.index36.us.us.1, 8
  %442 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3320 = getelementptr i8, i8* %442, i64 %sunkaddr3319
  %sunkaddr3321 = getelementptr i8, i8* %sunkaddr3320, i64 456
  %443 = bitcast i8* %sunkaddr3321 to double*
  store double %.811.us.us.1.1.7, double* %443, align 8
  %444 = add i64 %441, 1
  %spec.select71.us.us.2.1.7 = select i1 %270, i64 %444, i64 %.784.034.us.us.1
  %.800.us.us.2.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.7
  %.801.us.us.2.1.7 = load double, double* %.800.us.us.2.1.7, align 8
  %.810.us.us.2.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.7 = fadd double %.801.us.us.2.1.7, %.810.us.us.2.1.7
  %sunkaddr3322 = mul i64 %loop.index36.us.us.1, 8
  %445 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3323 = getelementptr i8, i8* %445, i64 %sunkaddr3322
  %sunkaddr3324 = getelementptr i8, i8* %sunkaddr3323, i64 464
  %446 = bitcast i8* %sunkaddr3324 to double*
  store double %.811.us.us.2.1.7, double* %446, align 8
  %447 = add i64 %444, 1
  %spec.select71.us.us.3.1.7 = select i1 %270, i64 %447, i64 %.784.034.us.us.1
  %.800.us.us.3.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.7
  %.801.us.us.3.1.7 = load double, double* %.800.us.us.3.1.7, align 8
  %.810.us.us.3.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.7 = fadd double %.801.us.us.3.1.7, %.810.us.us.3.1.7
  %sunkaddr3325 = mul i64 %loop.index36.us.us.1, 8
  %448 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3326 = getelementptr i8, i8* %448, i64 %sunkaddr3325
  %sunkaddr3327 = getelementptr i8, i8* %sunkaddr3326, i64 472
  %449 = bitcast i8* %sunkaddr3327 to double*
  store double %.811.us.us.3.1.7, double* %449, align 8
  %450 = add i64 %447, 1
  %spec.select71.us.us.4.1.7 = select i1 %270, i64 %450, i64 %.784.034.us.us.1
  %.800.us.us.4.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.7
  %.801.us.us.4.1.7 = load double, double* %.800.us.us.4.1.7, align 8
  %.810.us.us.4.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.7 = fadd double %.801.us.us.4.1.7, %.810.us.us.4.1.7
  %sunkaddr3328 = mul i64 %loop.index36.us.us.1, 8
  %451 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3329 = getelementptr i8, i8* %451, i64 %sunkaddr3328
  %sunkaddr3330 = getelementptr i8, i8* %sunkaddr3329, i64 480
  %452 = bitcast i8* %sunkaddr3330 to double*
  store double %.811.us.us.4.1.7, double* %452, align 8
  %453 = add i64 %450, 1
  %spec.select71.us.us.5.1.7 = select i1 %270, i64 %453, i64 %.784.034.us.us.1
  %.800.us.us.5.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.7
  %.801.us.us.5.1.7 = load double, double* %.800.us.us.5.1.7, align 8
  %.810.us.us.5.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.7 = fadd double %.801.us.us.5.1.7, %.810.us.us.5.1.7
  %sunkaddr3331 = mul i64 %loop.index36.us.us.1, 8
  %454 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3332 = getelementptr i8, i8* %454, i64 %sunkaddr3331
  %sunkaddr3333 = getelementptr i8, i8* %sunkaddr3332, i64 488
  %455 = bitcast i8* %sunkaddr3333 to double*
  store double %.811.us.us.5.1.7, double* %455, align 8
  %456 = add i64 %453, 1
  %spec.select71.us.us.6.1.7 = select i1 %270, i64 %456, i64 %.784.034.us.us.1
  %.800.us.us.6.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.7
  %.801.us.us.6.1.7 = load double, double* %.800.us.us.6.1.7, align 8
  %.810.us.us.6.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.7 = fadd double %.801.us.us.6.1.7, %.810.us.us.6.1.7
  %sunkaddr3334 = mul i64 %loop.index36.us.us.1, 8
  %457 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3335 = getelementptr i8, i8* %457, i64 %sunkaddr3334
  %sunkaddr3336 = getelementptr i8, i8* %sunkaddr3335, i64 496
  %458 = bitcast i8* %sunkaddr3336 to double*
  store double %.811.us.us.6.1.7, double* %458, align 8
  %459 = add i64 %456, 1
  %spec.select71.us.us.7.1.7 = select i1 %270, i64 %459, i64 %.784.034.us.us.1
  %.800.us.us.7.1.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.7
  %.801.us.us.7.1.7 = load double, double* %.800.us.us.7.1.7, align 8
  %.810.us.us.7.1.7 = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.7 = fadd double %.801.us.us.7.1.7, %.810.us.us.7.1.7
  %sunkaddr3337 = mul i64 %loop.index36.us.us.1, 8
  %460 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3338 = getelementptr i8, i8* %460, i64 %sunkaddr3337
  %sunkaddr3339 = getelementptr i8, i8* %sunkaddr3338, i64 504
  %461 = bitcast i8* %sunkaddr3339 to double*
  store double %.811.us.us.7.1.7, double* %461, align 8
  %462 = add i64 %loop.index36.us.us.1, 64
  %lsr.iv.next2068 = add i64 %lsr.iv2067, 8
  %niter485.ncmp.7 = icmp eq i64 %lsr.iv.next2068, 0
  %463 = add i64 %459, 1
  br i1 %niter485.ncmp.7, label %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.us.us.1

for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa: ; preds = %for.body.us.us.1, %for.body.us.us.1.preheader
  %spec.select71.us.us.7.1.lcssa.ph = phi i64 [ undef, %for.body.us.us.1.preheader ], [ %spec.select71.us.us.7.1.7, %for.body.us.us.1 ]
  %loop.index36.us.us.1.unr = phi i64 [ 0, %for.body.us.us.1.preheader ], [ %462, %for.body.us.us.1 ]
  %.784.034.us.us.1.unr = phi i64 [ 0, %for.body.us.us.1.preheader ], [ %spec.select71.us.us.7.1.7, %for.body.us.us.1 ]
  %464 = icmp eq i64 %xtraiter277, 0
  br i1 %464, label %for.end.loopexit.us.us.unr-lcssa.1, label %for.body.us.us.1.epil.preheader

for.body.us.us.1.epil.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa
  br label %for.body.us.us.1.epil

for.body.us.us.1.epil:                            ; preds = %for.body.us.us.1.epil.preheader, %for.body.us.us.1.epil
  %lsr.iv2196 = phi i64 [ %33, %for.body.us.us.1.epil.preheader ], [ %math3363, %for.body.us.us.1.epil ]
  %loop.index36.us.us.1.epil = phi i64 [ %489, %for.body.us.us.1.epil ], [ %loop.index36.us.us.1.unr, %for.body.us.us.1.epil.preheader ]
  %.784.034.us.us.1.epil = phi i64 [ %spec.select71.us.us.7.1.epil, %for.body.us.us.1.epil ], [ %.784.034.us.us.1.unr, %for.body.us.us.1.epil.preheader ]
  %465 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.1134.epil = select i1 %465, i64 %loop.index36.us.us.1.epil, i64 %.784.034.us.us.1.epil
  %.800.us.us.1135.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1134.epil
  %.801.us.us.1136.epil = load double, double* %.800.us.us.1135.epil, align 8
  %.810.us.us.1137.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1138.epil = fadd double %.801.us.us.1136.epil, %.810.us.us.1137.epil
  %sunkaddr3340 = mul i64 %loop.index36.us.us.1.epil, 8
  %466 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3341 = getelementptr i8, i8* %466, i64 %sunkaddr3340
  %467 = bitcast i8* %sunkaddr3341 to double*
  store double %.811.us.us.1138.epil, double* %467, align 8
  %468 = or i64 %loop.index36.us.us.1.epil, 1
  %spec.select71.us.us.1.1.epil = select i1 %465, i64 %468, i64 %.784.034.us.us.1.epil
  %.800.us.us.1.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.1.epil
  %.801.us.us.1.1.epil = load double, double* %.800.us.us.1.1.epil, align 8
  %.810.us.us.1.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.1.1.epil = fadd double %.801.us.us.1.1.epil, %.810.us.us.1.1.epil
  %sunkaddr3342 = mul i64 %loop.index36.us.us.1.epil, 8
  %469 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3343 = getelementptr i8, i8* %469, i64 %sunkaddr3342
  %sunkaddr3344 = getelementptr i8, i8* %sunkaddr3343, i64 8
  %470 = bitcast i8* %sunkaddr3344 to double*
  store double %.811.us.us.1.1.epil, double* %470, align 8
  %471 = or i64 %loop.index36.us.us.1.epil, 2
  %spec.select71.us.us.2.1.epil = select i1 %465, i64 %471, i64 %.784.034.us.us.1.epil
  %.800.us.us.2.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.1.epil
  %.801.us.us.2.1.epil = load double, double* %.800.us.us.2.1.epil, align 8
  %.810.us.us.2.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.2.1.epil = fadd double %.801.us.us.2.1.epil, %.810.us.us.2.1.epil
  %sunkaddr3345 = mul i64 %loop.index36.us.us.1.epil, 8
  %472 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3346 = getelementptr i8, i8* %472, i64 %sunkaddr3345
  %sunkaddr3347 = getelementptr i8, i8* %sunkaddr3346, i64 16
  %473 = bitcast i8* %sunkaddr3347 to double*
  store double %.811.us.us.2.1.epil, double* %473, align 8
  %474 = or i64 %loop.index36.us.us.1.epil, 3
  %spec.select71.us.us.3.1.epil = select i1 %465, i64 %474, i64 %.784.034.us.us.1.epil
  %.800.us.us.3.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.1.epil
  %.801.us.us.3.1.epil = load double, double* %.800.us.us.3.1.epil, align 8
  %.810.us.us.3.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.3.1.epil = fadd double %.801.us.us.3.1.epil, %.810.us.us.3.1.epil
  %sunkaddr3348 = mul i64 %loop.index36.us.us.1.epil, 8
  %475 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3349 = getelementptr i8, i8* %475, i64 %sunkaddr3348
  %sunkaddr3350 = getelementptr i8, i8* %sunkaddr3349, i64 24
  %476 = bitcast i8* %sunkaddr3350 to double*
  store double %.811.us.us.3.1.epil, double* %476, align 8
  %477 = or i64 %loop.index36.us.us.1.epil, 4
  %spec.select71.us.us.4.1.epil = select i1 %465, i64 %477, i64 %.784.034.us.us.1.epil
  %.800.us.us.4.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.1.epil
  %.801.us.us.4.1.epil = load double, double* %.800.us.us.4.1.epil, align 8
  %.810.us.us.4.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.4.1.epil = fadd double %.801.us.us.4.1.epil, %.810.us.us.4.1.epil
  %sunkaddr3351 = mul i64 %loop.index36.us.us.1.epil, 8
  %478 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3352 = getelementptr i8, i8* %478, i64 %sunkaddr3351
  %sunkaddr3353 = getelementptr i8, i8* %sunkaddr3352, i64 32
  %479 = bitcast i8* %sunkaddr3353 to double*
  store double %.811.us.us.4.1.epil, double* %479, align 8
  %480 = or i64 %loop.index36.us.us.1.epil, 5
  %spec.select71.us.us.5.1.epil = select i1 %465, i64 %480, i64 %.784.034.us.us.1.epil
  %.800.us.us.5.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.1.epil
  %.801.us.us.5.1.epil = load double, double* %.800.us.us.5.1.epil, align 8
  %.810.us.us.5.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.5.1.epil = fadd double %.801.us.us.5.1.epil, %.810.us.us.5.1.epil
  %sunkaddr3354 = mul i64 %loop.index36.us.us.1.epil, 8
  %481 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3355 = getelementptr i8, i8* %481, i64 %sunkaddr3354
  %sunkaddr3356 = getelementptr i8, i8* %sunkaddr3355, i64 40
  %482 = bitcast i8* %sunkaddr3356 to double*
  store double %.811.us.us.5.1.epil, double* %482, align 8
  %483 = or i64 %loop.index36.us.us.1.epil, 6
  %spec.select71.us.us.6.1.epil = select i1 %465, i64 %483, i64 %.784.034.us.us.1.epil
  %.800.us.us.6.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.1.epil
  %.801.us.us.6.1.epil = load double, double* %.800.us.us.6.1.epil, align 8
  %.810.us.us.6.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.6.1.epil = fadd double %.801.us.us.6.1.epil, %.810.us.us.6.1.epil
  %sunkaddr3357 = mul i64 %loop.index36.us.us.1.epil, 8
  %484 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3358 = getelementptr i8, i8* %484, i64 %sunkaddr3357
  %sunkaddr3359 = getelementptr i8, i8* %sunkaddr3358, i64 48
  %485 = bitcast i8* %sunkaddr3359 to double*
  store double %.811.us.us.6.1.epil, double* %485, align 8
  %486 = or i64 %loop.index36.us.us.1.epil, 7
  %spec.select71.us.us.7.1.epil = select i1 %465, i64 %486, i64 %.784.034.us.us.1.epil
  %.800.us.us.7.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.1.epil
  %.801.us.us.7.1.epil = load double, double* %.800.us.us.7.1.epil, align 8
  %.810.us.us.7.1.epil = load double, double* %sunkaddr443137, align 8
  %.811.us.us.7.1.epil = fadd double %.801.us.us.7.1.epil, %.810.us.us.7.1.epil
  %sunkaddr3360 = mul i64 %loop.index36.us.us.1.epil, 8
  %487 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3361 = getelementptr i8, i8* %487, i64 %sunkaddr3360
  %sunkaddr3362 = getelementptr i8, i8* %sunkaddr3361, i64 56
  %488 = bitcast i8* %sunkaddr3362 to double*
  store double %.811.us.us.7.1.epil, double* %488, align 8
  %489 = add nuw nsw i64 %loop.index36.us.us.1.epil, 8
  %490 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2196, i64 1)
  %math3363 = extractvalue { i64, i1 } %490, 0
  %ov3364 = extractvalue { i64, i1 } %490, 1
  br i1 %ov3364, label %for.end.loopexit.us.us.unr-lcssa.1, label %for.body.us.us.1.epil, !llvm.loop !34

for.end.loopexit.us.us.unr-lcssa.1:               ; preds = %for.body.us.us.1.epil, %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa, %for.end.loopexit.us.us
  %loop.index36.us.us.unr.1 = phi i64 [ 0, %for.end.loopexit.us.us ], [ %unroll_iter, %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.us.us.1.epil ]
  %.784.034.us.us.unr.1 = phi i64 [ 0, %for.end.loopexit.us.us ], [ %spec.select71.us.us.7.1.lcssa.ph, %for.end.loopexit.us.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %spec.select71.us.us.7.1.epil, %for.body.us.us.1.epil ]
  %491 = icmp eq i64 %xtraiter, 0
  br i1 %491, label %for.end.loopexit.us.us.1, label %for.body.us.us.epil.1.preheader

for.body.us.us.epil.1.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.1
  br label %for.body.us.us.epil.1

for.body.us.us.epil.1:                            ; preds = %for.body.us.us.epil.1.preheader, %for.body.us.us.epil.1
  %lsr.iv264 = phi i64 [ %lsr.iv.next265, %for.body.us.us.epil.1 ], [ %xtraiter, %for.body.us.us.epil.1.preheader ]
  %loop.index36.us.us.epil.1 = phi i64 [ %.816.us.us.epil.1, %for.body.us.us.epil.1 ], [ %loop.index36.us.us.unr.1, %for.body.us.us.epil.1.preheader ]
  %.784.034.us.us.epil.1 = phi i64 [ %spec.select71.us.us.epil.1, %for.body.us.us.epil.1 ], [ %.784.034.us.us.unr.1, %for.body.us.us.epil.1.preheader ]
  %492 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil.1 = select i1 %492, i64 %loop.index36.us.us.epil.1, i64 %.784.034.us.us.epil.1
  %.800.us.us.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil.1
  %.801.us.us.epil.1 = load double, double* %.800.us.us.epil.1, align 8
  %sunkaddr3365 = mul i64 %.705.us.us.1, 8
  %493 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr3366 = getelementptr i8, i8* %493, i64 %sunkaddr3365
  %494 = bitcast i8* %sunkaddr3366 to double*
  %.810.us.us.epil.1 = load double, double* %494, align 8
  %.811.us.us.epil.1 = fadd double %.801.us.us.epil.1, %.810.us.us.epil.1
  %scevgep2213 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil.1
  store double %.811.us.us.epil.1, double* %scevgep2213, align 8
  %.816.us.us.epil.1 = add nuw nsw i64 %loop.index36.us.us.epil.1, 1
  %lsr.iv.next265 = add nsw i64 %lsr.iv264, -1
  %epil.iter.cmp.1.not = icmp eq i64 %lsr.iv.next265, 0
  br i1 %epil.iter.cmp.1.not, label %for.end.loopexit.us.us.1, label %for.body.us.us.epil.1, !llvm.loop !33

for.end.loopexit.us.us.1:                         ; preds = %for.body.us.us.epil.1, %for.end.loopexit.us.us.unr-lcssa.1
  %495 = icmp ult i64 %25, 7
  %.487.us.us.1 = or i64 %.418.093.us.us, 2
  %.702.us.us.2 = mul i64 %.487.us.us.1, %arg.arr.5.1
  %.705.us.us.2 = add i64 %.702.us.us.2, %arg.arr.5.1
  br i1 %495, label %for.end.loopexit.us.us.unr-lcssa.2, label %for.body.us.us.2.preheader

for.body.us.us.2.preheader:                       ; preds = %for.end.loopexit.us.us.1
  %496 = icmp ult i64 %28, 56
  %sunkaddr470161 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.2
  br i1 %496, label %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa, label %for.body.us.us.2.preheader1761

for.body.us.us.2.preheader1761:                   ; preds = %for.body.us.us.2.preheader
  br label %for.body.us.us.2

for.body.us.us.2:                                 ; preds = %for.body.us.us.2.preheader1761, %for.body.us.us.2
  %lsr.iv2214 = phi i64 [ %32, %for.body.us.us.2.preheader1761 ], [ %lsr.iv.next2215, %for.body.us.us.2 ]
  %loop.index36.us.us.2 = phi i64 [ %690, %for.body.us.us.2 ], [ 0, %for.body.us.us.2.preheader1761 ]
  %.784.034.us.us.2 = phi i64 [ %spec.select71.us.us.7.2.7, %for.body.us.us.2 ], [ 0, %for.body.us.us.2.preheader1761 ]
  %497 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.2142 = select i1 %497, i64 %loop.index36.us.us.2, i64 %.784.034.us.us.2
  %.800.us.us.2143 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142
  %.801.us.us.2144 = load double, double* %.800.us.us.2143, align 8
  %.810.us.us.2145 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146 = fadd double %.801.us.us.2144, %.810.us.us.2145
  %sunkaddr3367 = mul i64 %loop.index36.us.us.2, 8
  %498 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3368 = getelementptr i8, i8* %498, i64 %sunkaddr3367
  %499 = bitcast i8* %sunkaddr3368 to double*
  store double %.811.us.us.2146, double* %499, align 8
  %500 = add i64 %loop.index36.us.us.2, 1
  %spec.select71.us.us.1.2 = select i1 %497, i64 %500, i64 %.784.034.us.us.2
  %.800.us.us.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2
  %.801.us.us.1.2 = load double, double* %.800.us.us.1.2, align 8
  %.810.us.us.1.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2 = fadd double %.801.us.us.1.2, %.810.us.us.1.2
  %sunkaddr3369 = mul i64 %loop.index36.us.us.2, 8
  %501 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3370 = getelementptr i8, i8* %501, i64 %sunkaddr3369
  %sunkaddr3371 = getelementptr i8, i8* %sunkaddr3370, i64 8
  %502 = bitcast i8* %sunkaddr3371 to double*
  store double %.811.us.us.1.2, double* %502, align 8
  %503 = add i64 %500, 1
  %spec.select71.us.us.2.2 = select i1 %497, i64 %503, i64 %.784.034.us.us.2
  %.800.us.us.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2
  %.801.us.us.2.2 = load double, double* %.800.us.us.2.2, align 8
  %.810.us.us.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2 = fadd double %.801.us.us.2.2, %.810.us.us.2.2
  %sunkaddr3372 = mul i64 %loop.index36.us.us.2, 8
  %504 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3373 = getelementptr i8, i8* %504, i64 %sunkaddr3372
  %sunkaddr3374 = getelementptr i8, i8* %sunkaddr3373, i64 16
  %505 = bitcast i8* %sunkaddr3374 to double*
  store double %.811.us.us.2.2, double* %505, align 8
  %506 = add i64 %503, 1
  %spec.select71.us.us.3.2 = select i1 %497, i64 %506, i64 %.784.034.us.us.2
  %.800.us.us.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2
  %.801.us.us.3.2 = load double, double* %.800.us.us.3.2, align 8
  %.810.us.us.3.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2 = fadd double %.801.us.us.3.2, %.810.us.us.3.2
  %sunkaddr3375 = mul i64 %loop.index36.us.us.2, 8
  %507 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3376 = getelementptr i8, i8* %507, i64 %sunkaddr3375
  %sunkaddr3377 = getelementptr i8, i8* %sunkaddr3376, i64 24
  %508 = bitcast i8* %sunkaddr3377 to double*
  store double %.811.us.us.3.2, double* %508, align 8
  %509 = add i64 %506, 1
  %spec.select71.us.us.4.2 = select i1 %497, i64 %509, i64 %.784.034.us.us.2
  %.800.us.us.4.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2
  %.801.us.us.4.2 = load double, double* %.800.us.us.4.2, align 8
  %.810.us.us.4.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2 = fadd double %.801.us.us.4.2, %.810.us.us.4.2
  %sunkaddr3378 = mul i64 %loop.index36.us.us.2, 8
  %510 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3379 = getelementptr i8, i8* %510, i64 %sunkaddr3378
  %sunkaddr3380 = getelementptr i8, i8* %sunkaddr3379, i64 32
  %511 = bitcast i8* %sunkaddr3380 to double*
  store double %.811.us.us.4.2, double* %511, align 8
  %512 = add i64 %509, 1
  %spec.select71.us.us.5.2 = select i1 %497, i64 %512, i64 %.784.034.us.us.2
  %.800.us.us.5.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2
  %.801.us.us.5.2 = load double, double* %.800.us.us.5.2, align 8
  %.810.us.us.5.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2 = fadd double %.801.us.us.5.2, %.810.us.us.5.2
  %sunkaddr3381 = mul i64 %loop.index36.us.us.2, 8
  %513 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3382 = getelementptr i8, i8* %513, i64 %sunkaddr3381
  %sunkaddr3383 = getelementptr i8, i8* %sunkaddr3382, i64 40
  %514 = bitcast i8* %sunkaddr3383 to double*
  store double %.811.us.us.5.2, double* %514, align 8
  %515 = add i64 %512, 1
  %spec.select71.us.us.6.2 = select i1 %497, i64 %515, i64 %.784.034.us.us.2
  %.800.us.us.6.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2
  %.801.us.us.6.2 = load double, double* %.800.us.us.6.2, align 8
  %.810.us.us.6.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2 = fadd double %.801.us.us.6.2, %.810.us.us.6.2
  %sunkaddr3384 = mul i64 %loop.index36.us.us.2, 8
  %516 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3385 = getelementptr i8, i8* %516, i64 %sunkaddr3384
  %sunkaddr3386 = getelementptr i8, i8* %sunkaddr3385, i64 48
  %517 = bitcast i8* %sunkaddr3386 to double*
  store double %.811.us.us.6.2, double* %517, align 8
  %518 = add i64 %515, 1
  %spec.select71.us.us.7.2 = select i1 %497, i64 %518, i64 %.784.034.us.us.2
  %.800.us.us.7.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2
  %.801.us.us.7.2 = load double, double* %.800.us.us.7.2, align 8
  %.810.us.us.7.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2 = fadd double %.801.us.us.7.2, %.810.us.us.7.2
  %sunkaddr3387 = mul i64 %loop.index36.us.us.2, 8
  %519 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3388 = getelementptr i8, i8* %519, i64 %sunkaddr3387
  %sunkaddr3389 = getelementptr i8, i8* %sunkaddr3388, i64 56
  %520 = bitcast i8* %sunkaddr3389 to double*
  store double %.811.us.us.7.2, double* %520, align 8
  %521 = add i64 %518, 1
  %spec.select71.us.us.2142.1 = select i1 %497, i64 %521, i64 %.784.034.us.us.2
  %.800.us.us.2143.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.1
  %.801.us.us.2144.1 = load double, double* %.800.us.us.2143.1, align 8
  %.810.us.us.2145.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.1 = fadd double %.801.us.us.2144.1, %.810.us.us.2145.1
  %sunkaddr3390 = mul i64 %loop.index36.us.us.2, 8
  %522 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3391 = getelementptr i8, i8* %522, i64 %sunkaddr3390
  %sunkaddr3392 = getelementptr i8, i8* %sunkaddr3391, i64 64
  %523 = bitcast i8* %sunkaddr3392 to double*
  store double %.811.us.us.2146.1, double* %523, align 8
  %524 = add i64 %521, 1
  %spec.select71.us.us.1.2.1 = select i1 %497, i64 %524, i64 %.784.034.us.us.2
  %.800.us.us.1.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.1
  %.801.us.us.1.2.1 = load double, double* %.800.us.us.1.2.1, align 8
  %.810.us.us.1.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.1 = fadd double %.801.us.us.1.2.1, %.810.us.us.1.2.1
  %sunkaddr3393 = mul i64 %loop.index36.us.us.2, 8
  %525 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3394 = getelementptr i8, i8* %525, i64 %sunkaddr3393
  %sunkaddr3395 = getelementptr i8, i8* %sunkaddr3394, i64 72
  %526 = bitcast i8* %sunkaddr3395 to double*
  store double %.811.us.us.1.2.1, double* %526, align 8
  %527 = add i64 %524, 1
  %spec.select71.us.us.2.2.1 = select i1 %497, i64 %527, i64 %.784.034.us.us.2
  %.800.us.us.2.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.1
  %.801.us.us.2.2.1 = load double, double* %.800.us.us.2.2.1, align 8
  %.810.us.us.2.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.1 = fadd double %.801.us.us.2.2.1, %.810.us.us.2.2.1
  %sunkaddr3396 = mul i64 %loop.index36.us.us.2, 8
  %528 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3397 = getelementptr i8, i8* %528, i64 %sunkaddr3396
  %sunkaddr3398 = getelementptr i8, i8* %sunkaddr3397, i64 80
  %529 = bitcast i8* %sunkaddr3398 to double*
  store double %.811.us.us.2.2.1, double* %529, align 8
  %530 = add i64 %527, 1
  %spec.select71.us.us.3.2.1 = select i1 %497, i64 %530, i64 %.784.034.us.us.2
  %.800.us.us.3.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.1
  %.801.us.us.3.2.1 = load double, double* %.800.us.us.3.2.1, align 8
  %.810.us.us.3.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.1 = fadd double %.801.us.us.3.2.1, %.810.us.us.3.2.1
  %sunkaddr3399 = mul i64 %loop.index36.us.us.2, 8
  %531 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3400 = getelementptr i8, i8* %531, i64 %sunkaddr3399
  %sunkaddr3401 = getelementptr i8, i8* %sunkaddr3400, i64 88
  %532 = bitcast i8* %sunkaddr3401 to double*
  store double %.811.us.us.3.2.1, double* %532, align 8
  %533 = add i64 %530, 1
  %spec.select71.us.us.4.2.1 = select i1 %497, i64 %533, i64 %.784.034.us.us.2
  %.800.us.us.4.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.1
  %.801.us.us.4.2.1 = load double, double* %.800.us.us.4.2.1, align 8
  %.810.us.us.4.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.1 = fadd double %.801.us.us.4.2.1, %.810.us.us.4.2.1
  %sunkaddr3402 = mul i64 %loop.index36.us.us.2, 8
  %534 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3403 = getelementptr i8, i8* %534, i64 %sunkaddr3402
  %sunkaddr3404 = getelementptr i8, i8* %sunkaddr3403, i64 96
  %535 = bitcast i8* %sunkaddr3404 to double*
  store double %.811.us.us.4.2.1, double* %535, align 8
  %536 = add i64 %533, 1
  %spec.select71.us.us.5.2.1 = select i1 %497, i64 %536, i64 %.784.034.us.us.2
  %.800.us.us.5.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.1
  %.801.us.us.5.2.1 = load double, double* %.800.us.us.5.2.1, align 8
  %.810.us.us.5.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.1 = fadd double %.801.us.us.5.2.1, %.810.us.us.5.2.1
  %sunkaddr3405 = mul i64 %loop.index36.us.us.2, 8
  %537 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3406 = getelementptr i8, i8* %537, i64 %sunkaddr3405
  %sunkaddr3407 = getelementptr i8, i8* %sunkaddr3406, i64 104
  %538 = bitcast i8* %sunkaddr3407 to double*
  store double %.811.us.us.5.2.1, double* %538, align 8
  %539 = add i64 %536, 1
  %spec.select71.us.us.6.2.1 = select i1 %497, i64 %539, i64 %.784.034.us.us.2
  %.800.us.us.6.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.1
  %.801.us.us.6.2.1 = load double, double* %.800.us.us.6.2.1, align 8
  %.810.us.us.6.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.1 = fadd double %.801.us.us.6.2.1, %.810.us.us.6.2.1
  %sunkaddr3408 = mul i64 %loop.index36.us.us.2, 8
  %540 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3409 = getelementptr i8, i8* %540, i64 %sunkaddr3408
  %sunkaddr3410 = getelementptr i8, i8* %sunkaddr3409, i64 112
  %541 = bitcast i8* %sunkaddr3410 to double*
  store double %.811.us.us.6.2.1, double* %541, align 8
  %542 = add i64 %539, 1
  %spec.select71.us.us.7.2.1 = select i1 %497, i64 %542, i64 %.784.034.us.us.2
  %.800.us.us.7.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.1
  %.801.us.us.7.2.1 = load double, double* %.800.us.us.7.2.1, align 8
  %.810.us.us.7.2.1 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.1 = fadd double %.801.us.us.7.2.1, %.810.us.us.7.2.1
  %sunkaddr3411 = mul i64 %loop.index36.us.us.2, 8
  %543 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3412 = getelementptr i8, i8* %543, i64 %sunkaddr3411
  %sunkaddr3413 = getelementptr i8, i8* %sunkaddr3412, i64 120
  %544 = bitcast i8* %sunkaddr3413 to double*
  store double %.811.us.us.7.2.1, double* %544, align 8
  %545 = add i64 %542, 1
  %spec.select71.us.us.2142.2 = select i1 %497, i64 %545, i64 %.784.034.us.us.2
  %.800.us.us.2143.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.2
  %.801.us.us.2144.2 = load double, double* %.800.us.us.2143.2, align 8
  %.810.us.us.2145.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.2 = fadd double %.801.us.us.2144.2, %.810.us.us.2145.2
  %sunkaddr3414 = mul i64 %loop.index36.us.us.2, 8
  %546 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3415 = getelementptr i8, i8* %546, i64 %sunkaddr3414
  %sunkaddr3416 = getelementptr i8, i8* %sunkaddr3415, i64 128
  %547 = bitcast i8* %sunkaddr3416 to double*
  store double %.811.us.us.2146.2, double* %547, align 8
  %548 = add i64 %545, 1
  %spec.select71.us.us.1.2.2 = select i1 %497, i64 %548, i64 %.784.034.us.us.2
  %.800.us.us.1.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.2
  %.801.us.us.1.2.2 = load double, double* %.800.us.us.1.2.2, align 8
  %.810.us.us.1.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.2 = fadd double %.801.us.us.1.2.2, %.810.us.us.1.2.2
  %sunkaddr3417 = mul i64 %loop.index36.us.us.2, 8
  %549 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3418 = getelementptr i8, i8* %549, i64 %sunkaddr3417
  %sunkaddr3419 = getelementptr i8, i8* %sunkaddr3418, i64 136
  %550 = bitcast i8* %sunkaddr3419 to double*
  store double %.811.us.us.1.2.2, double* %550, align 8
  %551 = add i64 %548, 1
  %spec.select71.us.us.2.2.2 = select i1 %497, i64 %551, i64 %.784.034.us.us.2
  %.800.us.us.2.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.2
  %.801.us.us.2.2.2 = load double, double* %.800.us.us.2.2.2, align 8
  %.810.us.us.2.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.2 = fadd double %.801.us.us.2.2.2, %.810.us.us.2.2.2
  %sunkaddr3420 = mul i64 %loop.index36.us.us.2, 8
  %552 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3421 = getelementptr i8, i8* %552, i64 %sunkaddr3420
  %sunkaddr3422 = getelementptr i8, i8* %sunkaddr3421, i64 144
  %553 = bitcast i8* %sunkaddr3422 to double*
  store double %.811.us.us.2.2.2, double* %553, align 8
  %554 = add i64 %551, 1
  %spec.select71.us.us.3.2.2 = select i1 %497, i64 %554, i64 %.784.034.us.us.2
  %.800.us.us.3.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.2
  %.801.us.us.3.2.2 = load double, double* %.800.us.us.3.2.2, align 8
  %.810.us.us.3.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.2 = fadd double %.801.us.us.3.2.2, %.810.us.us.3.2.2
  %sunkaddr3423 = mul i64 %loop.index36.us.us.2, 8
  %555 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3424 = getelementptr i8, i8* %555, i64 %sunkaddr3423
  %sunkaddr3425 = getelementptr i8, i8* %sunkaddr3424, i64 152
  %556 = bitcast i8* %sunkaddr3425 to double*
  store double %.811.us.us.3.2.2, double* %556, align 8
  %557 = add i64 %554, 1
  %spec.select71.us.us.4.2.2 = select i1 %497, i64 %557, i64 %.784.034.us.us.2
  %.800.us.us.4.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.2
  %.801.us.us.4.2.2 = load double, double* %.800.us.us.4.2.2, align 8
  %.810.us.us.4.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.2 = fadd double %.801.us.us.4.2.2, %.810.us.us.4.2.2
  %sunkaddr3426 = mul i64 %loop.index36.us.us.2, 8
  %558 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3427 = getelementptr i8, i8* %558, i64 %sunkaddr3426
  %sunkaddr3428 = getelementptr i8, i8* %sunkaddr3427, i64 160
  %559 = bitcast i8* %sunkaddr3428 to double*
  store double %.811.us.us.4.2.2, double* %559, align 8
  %560 = add i64 %557, 1
  %spec.select71.us.us.5.2.2 = select i1 %497, i64 %560, i64 %.784.034.us.us.2
  %.800.us.us.5.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.2
  %.801.us.us.5.2.2 = load double, double* %.800.us.us.5.2.2, align 8
  %.810.us.us.5.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.2 = fadd double %.801.us.us.5.2.2, %.810.us.us.5.2.2
  %sunkaddr3429 = mul i64 %loop.index36.us.us.2, 8
  %561 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3430 = getelementptr i8, i8* %561, i64 %sunkaddr3429
  %sunkaddr3431 = getelementptr i8, i8* %sunkaddr3430, i64 168
  %562 = bitcast i8* %sunkaddr3431 to double*
  store double %.811.us.us.5.2.2, double* %562, align 8
  %563 = add i64 %560, 1
  %spec.select71.us.us.6.2.2 = select i1 %497, i64 %563, i64 %.784.034.us.us.2
  %.800.us.us.6.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.2
  %.801.us.us.6.2.2 = load double, double* %.800.us.us.6.2.2, align 8
  %.810.us.us.6.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.2 = fadd double %.801.us.us.6.2.2, %.810.us.us.6.2.2
  %sunkaddr3432 = mul i64 %loop.index36.us.us.2, 8
  %564 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3433 = getelementptr i8, i8* %564, i64 %sunkaddr3432
  %sunkaddr3434 = getelementptr i8, i8* %sunkaddr3433, i64 176
  %565 = bitcast i8* %sunkaddr3434 to double*
  store double %.811.us.us.6.2.2, double* %565, align 8
  %566 = add i64 %563, 1
  %spec.select71.us.us.7.2.2 = select i1 %497, i64 %566, i64 %.784.034.us.us.2
  %.800.us.us.7.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.2
  %.801.us.us.7.2.2 = load double, double* %.800.us.us.7.2.2, align 8
  %.810.us.us.7.2.2 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.2 = fadd double %.801.us.us.7.2.2, %.810.us.us.7.2.2
  %sunkaddr3435 = mul i64 %loop.index36.us.us.2, 8
  %567 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3436 = getelementptr i8, i8* %567, i64 %sunkaddr3435
  %sunkaddr3437 = getelementptr i8, i8* %sunkaddr3436, i64 184
  %568 = bitcast i8* %sunkaddr3437 to double*
  store double %.811.us.us.7.2.2, double* %568, align 8
  %569 = add i64 %566, 1
  %spec.select71.us.us.2142.3 = select i1 %497, i64 %569, i64 %.784.034.us.us.2
  %.800.us.us.2143.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.3
  %.801.us.us.2144.3 = load double, double* %.800.us.us.2143.3, align 8
  %.810.us.us.2145.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.3 = fadd double %.801.us.us.2144.3, %.810.us.us.2145.3
  %sunkaddr3438 = mul i64 %loop.index36.us.us.2, 8
  %570 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3439 = getelementptr i8, i8* %570, i64 %sunkaddr3438
  %sunkaddr3440 = getelementptr i8, i8* %sunkaddr3439, i64 192
  %571 = bitcast i8* %sunkaddr3440 to double*
  store double %.811.us.us.2146.3, double* %571, align 8
  %572 = add i64 %569, 1
  %spec.select71.us.us.1.2.3 = select i1 %497, i64 %572, i64 %.784.034.us.us.2
  %.800.us.us.1.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.3
  %.801.us.us.1.2.3 = load double, double* %.800.us.us.1.2.3, align 8
  %.810.us.us.1.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.3 = fadd double %.801.us.us.1.2.3, %.810.us.us.1.2.3
  %sunkaddr3441 = mul i64 %loop.index36.us.us.2, 8
  %573 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3442 = getelementptr i8, i8* %573, i64 %sunkaddr3441
  %sunkaddr3443 = getelementptr i8, i8* %sunkaddr3442, i64 200
  %574 = bitcast i8* %sunkaddr3443 to double*
  store double %.811.us.us.1.2.3, double* %574, align 8
  %575 = add i64 %572, 1
  %spec.select71.us.us.2.2.3 = select i1 %497, i64 %575, i64 %.784.034.us.us.2
  %.800.us.us.2.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.3
  %.801.us.us.2.2.3 = load double, double* %.800.us.us.2.2.3, align 8
  %.810.us.us.2.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.3 = fadd double %.801.us.us.2.2.3, %.810.us.us.2.2.3
  %sunkaddr3444 = mul i64 %loop.index36.us.us.2, 8
  %576 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3445 = getelementptr i8, i8* %576, i64 %sunkaddr3444
  %sunkaddr3446 = getelementptr i8, i8* %sunkaddr3445, i64 208
  %577 = bitcast i8* %sunkaddr3446 to double*
  store double %.811.us.us.2.2.3, double* %577, align 8
  %578 = add i64 %575, 1
  %spec.select71.us.us.3.2.3 = select i1 %497, i64 %578, i64 %.784.034.us.us.2
  %.800.us.us.3.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.3
  %.801.us.us.3.2.3 = load double, double* %.800.us.us.3.2.3, align 8
  %.810.us.us.3.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.3 = fadd double %.801.us.us.3.2.3, %.810.us.us.3.2.3
  %sunkaddr3447 = mul i64 %loop.index36.us.us.2, 8
  %579 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3448 = getelementptr i8, i8* %579, i64 %sunkaddr3447
  %sunkaddr3449 = getelementptr i8, i8* %sunkaddr3448, i64 216
  %580 = bitcast i8* %sunkaddr3449 to double*
  store double %.811.us.us.3.2.3, double* %580, align 8
  %581 = add i64 %578, 1
  %spec.select71.us.us.4.2.3 = select i1 %497, i64 %581, i64 %.784.034.us.us.2
  %.800.us.us.4.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.3
  %.801.us.us.4.2.3 = load double, double* %.800.us.us.4.2.3, align 8
  %.810.us.us.4.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.3 = fadd double %.801.us.us.4.2.3, %.810.us.us.4.2.3
  %sunkaddr3450 = mul i64 %loop.index36.us.us.2, 8
  %582 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3451 = getelementptr i8, i8* %582, i64 %sunkaddr3450
  %sunkaddr3452 = getelementptr i8, i8* %sunkaddr3451, i64 224
  %583 = bitcast i8* %sunkaddr3452 to double*
  store double %.811.us.us.4.2.3, double* %583, align 8
  %584 = add i64 %581, 1
  %spec.select71.us.us.5.2.3 = select i1 %497, i64 %584, i64 %.784.034.us.us.2
  %.800.us.us.5.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.3
  %.801.us.us.5.2.3 = load double, double* %.800.us.us.5.2.3, align 8
  %.810.us.us.5.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.3 = fadd double %.801.us.us.5.2.3, %.810.us.us.5.2.3
  %sunkaddr3453 = mul i64 %loop.index36.us.us.2, 8
  %585 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3454 = getelementptr i8, i8* %585, i64 %sunkaddr3453
  %sunkaddr3455 = getelementptr i8, i8* %sunkaddr3454, i64 232
  %586 = bitcast i8* %sunkaddr3455 to double*
  store double %.811.us.us.5.2.3, double* %586, align 8
  %587 = add i64 %584, 1
  %spec.select71.us.us.6.2.3 = select i1 %497, i64 %587, i64 %.784.034.us.us.2
  %.800.us.us.6.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.3
  %.801.us.us.6.2.3 = load double, double* %.800.us.us.6.2.3, align 8
  %.810.us.us.6.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.3 = fadd double %.801.us.us.6.2.3, %.810.us.us.6.2.3
  %sunkaddr3456 = mul i64 %loop.index36.us.us.2, 8
  %588 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3457 = getelementptr i8, i8* %588, i64 %sunkaddr3456
  %sunkaddr3458 = getelementptr i8, i8* %sunkaddr3457, i64 240
  %589 = bitcast i8* %sunkaddr3458 to double*
  store double %.811.us.us.6.2.3, double* %589, align 8
  %590 = add i64 %587, 1
  %spec.select71.us.us.7.2.3 = select i1 %497, i64 %590, i64 %.784.034.us.us.2
  %.800.us.us.7.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.3
  %.801.us.us.7.2.3 = load double, double* %.800.us.us.7.2.3, align 8
  %.810.us.us.7.2.3 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.3 = fadd double %.801.us.us.7.2.3, %.810.us.us.7.2.3
  %sunkaddr3459 = mul i64 %loop.index36.us.us.2, 8
  %591 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3460 = getelementptr i8, i8* %591, i64 %sunkaddr3459
  %sunkaddr3461 = getelementptr i8, i8* %sunkaddr3460, i64 248
  %592 = bitcast i8* %sunkaddr3461 to double*
  store double %.811.us.us.7.2.3, double* %592, align 8
  %593 = add i64 %590, 1
  %spec.select71.us.us.2142.4 = select i1 %497, i64 %593, i64 %.784.034.us.us.2
  %.800.us.us.2143.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.4
  %.801.us.us.2144.4 = load double, double* %.800.us.us.2143.4, align 8
  %.810.us.us.2145.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.4 = fadd double %.801.us.us.2144.4, %.810.us.us.2145.4
  %sunkaddr3462 = mul i64 %loop.index36.us.us.2, 8
  %594 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3463 = getelementptr i8, i8* %594, i64 %sunkaddr3462
  %sunkaddr3464 = getelementptr i8, i8* %sunkaddr3463, i64 256
  %595 = bitcast i8* %sunkaddr3464 to double*
  store double %.811.us.us.2146.4, double* %595, align 8
  %596 = add i64 %593, 1
  %spec.select71.us.us.1.2.4 = select i1 %497, i64 %596, i64 %.784.034.us.us.2
  %.800.us.us.1.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.4
  %.801.us.us.1.2.4 = load double, double* %.800.us.us.1.2.4, align 8
  %.810.us.us.1.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.4 = fadd double %.801.us.us.1.2.4, %.810.us.us.1.2.4
  %sunkaddr3465 = mul i64 %loop.index36.us.us.2, 8
  %597 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3466 = getelementptr i8, i8* %597, i64 %sunkaddr3465
  %sunkaddr3467 = getelementptr i8, i8* %sunkaddr3466, i64 264
  %598 = bitcast i8* %sunkaddr3467 to double*
  store double %.811.us.us.1.2.4, double* %598, align 8
  %599 = add i64 %596, 1
  %spec.select71.us.us.2.2.4 = select i1 %497, i64 %599, i64 %.784.034.us.us.2
  %.800.us.us.2.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.4
  %.801.us.us.2.2.4 = load double, double* %.800.us.us.2.2.4, align 8
  %.810.us.us.2.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.4 = fadd double %.801.us.us.2.2.4, %.810.us.us.2.2.4
  %sunkaddr3468 = mul i64 %loop.index36.us.us.2, 8
  %600 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3469 = getelementptr i8, i8* %600, i64 %sunkaddr3468
  %sunkaddr3470 = getelementptr i8, i8* %sunkaddr3469, i64 272
  %601 = bitcast i8* %sunkaddr3470 to double*
  store double %.811.us.us.2.2.4, double* %601, align 8
  %602 = add i64 %599, 1
  %spec.select71.us.us.3.2.4 = select i1 %497, i64 %602, i64 %.784.034.us.us.2
  %.800.us.us.3.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.4
  %.801.us.us.3.2.4 = load double, double* %.800.us.us.3.2.4, align 8
  %.810.us.us.3.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.4 = fadd double %.801.us.us.3.2.4, %.810.us.us.3.2.4
  %sunkaddr3471 = mul i64 %loop.index36.us.us.2, 8
  %603 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3472 = getelementptr i8, i8* %603, i64 %sunkaddr3471
  %sunkaddr3473 = getelementptr i8, i8* %sunkaddr3472, i64 280
  %604 = bitcast i8* %sunkaddr3473 to double*
  store double %.811.us.us.3.2.4, double* %604, align 8
  %605 = add i64 %602, 1
  %spec.select71.us.us.4.2.4 = select i1 %497, i64 %605, i64 %.784.034.us.us.2
  %.800.us.us.4.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.4
  %.801.us.us.4.2.4 = load double, double* %.800.us.us.4.2.4, align 8
  %.810.us.us.4.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.4 = fadd double %.801.us.us.4.2.4, %.810.us.us.4.2.4
  %sunkaddr3474 = mul i64 %loop.index36.us.us.2, 8
  %606 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3475 = getelementptr i8, i8* %606, i64 %sunkaddr3474
  %sunkaddr3476 = getelementptr i8, i8* %sunkaddr3475, i64 288
  %607 = bitcast i8* %sunkaddr3476 to double*
  store double %.811.us.us.4.2.4, double* %607, align 8
  %608 = add i64 %605, 1
  %spec.select71.us.us.5.2.4 = select i1 %497, i64 %608, i64 %.784.034.us.us.2
  %.800.us.us.5.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.4
  %.801.us.us.5.2.4 = load double, double* %.800.us.us.5.2.4, align 8
  %.810.us.us.5.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.4 = fadd double %.801.us.us.5.2.4, %.810.us.us.5.2.4
  %sunkaddr3477 = mul i64 %loop.index36.us.us.2, 8
  %609 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3478 = getelementptr i8, i8* %609, i64 %sunkaddr3477
  %sunkaddr3479 = getelementptr i8, i8* %sunkaddr3478, i64 296
  %610 = bitcast i8* %sunkaddr3479 to double*
  store double %.811.us.us.5.2.4, double* %610, align 8
  %611 = add i64 %608, 1
  %spec.select71.us.us.6.2.4 = select i1 %497, i64 %611, i64 %.784.034.us.us.2
  %.800.us.us.6.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.4
  %.801.us.us.6.2.4 = load double, double* %.800.us.us.6.2.4, align 8
  %.810.us.us.6.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.4 = fadd double %.801.us.us.6.2.4, %.810.us.us.6.2.4
  %sunkaddr3480 = mul i64 %loop.index36.us.us.2, 8
  %612 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3481 = getelementptr i8, i8* %612, i64 %sunkaddr3480
  %sunkaddr3482 = getelementptr i8, i8* %sunkaddr3481, i64 304
  %613 = bitcast i8* %sunkaddr3482 to double*
  store double %.811.us.us.6.2.4, double* %613, align 8
  %614 = add i64 %611, 1
  %spec.select71.us.us.7.2.4 = select i1 %497, i64 %614, i64 %.784.034.us.us.2
  %.800.us.us.7.2.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.4
  %.801.us.us.7.2.4 = load double, double* %.800.us.us.7.2.4, align 8
  %.810.us.us.7.2.4 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.4 = fadd double %.801.us.us.7.2.4, %.810.us.us.7.2.4
  %sunkaddr3483 = mul i64 %loop.index36.us.us.2, 8
  %615 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3484 = getelementptr i8, i8* %615, i64 %sunkaddr3483
  %sunkaddr3485 = getelementptr i8, i8* %sunkaddr3484, i64 312
  %616 = bitcast i8* %sunkaddr3485 to double*
  store double %.811.us.us.7.2.4, double* %616, align 8
  %617 = add i64 %614, 1
  %spec.select71.us.us.2142.5 = select i1 %497, i64 %617, i64 %.784.034.us.us.2
  %.800.us.us.2143.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.5
  %.801.us.us.2144.5 = load double, double* %.800.us.us.2143.5, align 8
  %.810.us.us.2145.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.5 = fadd double %.801.us.us.2144.5, %.810.us.us.2145.5
  %sunkaddr3486 = mul i64 %loop.index36.us.us.2, 8
  %618 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3487 = getelementptr i8, i8* %618, i64 %sunkaddr3486
  %sunkaddr3488 = getelementptr i8, i8* %sunkaddr3487, i64 320
  %619 = bitcast i8* %sunkaddr3488 to double*
  store double %.811.us.us.2146.5, double* %619, align 8
  %620 = add i64 %617, 1
  %spec.select71.us.us.1.2.5 = select i1 %497, i64 %620, i64 %.784.034.us.us.2
  %.800.us.us.1.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.5
  %.801.us.us.1.2.5 = load double, double* %.800.us.us.1.2.5, align 8
  %.810.us.us.1.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.5 = fadd double %.801.us.us.1.2.5, %.810.us.us.1.2.5
  %sunkaddr3489 = mul i64 %loop.index36.us.us.2, 8
  %621 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3490 = getelementptr i8, i8* %621, i64 %sunkaddr3489
  %sunkaddr3491 = getelementptr i8, i8* %sunkaddr3490, i64 328
  %622 = bitcast i8* %sunkaddr3491 to double*
  store double %.811.us.us.1.2.5, double* %622, align 8
  %623 = add i64 %620, 1
  %spec.select71.us.us.2.2.5 = select i1 %497, i64 %623, i64 %.784.034.us.us.2
  %.800.us.us.2.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.5
  %.801.us.us.2.2.5 = load double, double* %.800.us.us.2.2.5, align 8
  %.810.us.us.2.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.5 = fadd double %.801.us.us.2.2.5, %.810.us.us.2.2.5
  %sunkaddr3492 = mul i64 %loop.index36.us.us.2, 8
  %624 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3493 = getelementptr i8, i8* %624, i64 %sunkaddr3492
  %sunkaddr3494 = getelementptr i8, i8* %sunkaddr3493, i64 336
  %625 = bitcast i8* %sunkaddr3494 to double*
  store double %.811.us.us.2.2.5, double* %625, align 8
  %626 = add i64 %623, 1
  %spec.select71.us.us.3.2.5 = select i1 %497, i64 %626, i64 %.784.034.us.us.2
  %.800.us.us.3.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.5
  %.801.us.us.3.2.5 = load double, double* %.800.us.us.3.2.5, align 8
  %.810.us.us.3.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.5 = fadd double %.801.us.us.3.2.5, %.810.us.us.3.2.5
  %sunkaddr3495 = mul i64 %loop.index36.us.us.2, 8
  %627 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3496 = getelementptr i8, i8* %627, i64 %sunkaddr3495
  %sunkaddr3497 = getelementptr i8, i8* %sunkaddr3496, i64 344
  %628 = bitcast i8* %sunkaddr3497 to double*
  store double %.811.us.us.3.2.5, double* %628, align 8
  %629 = add i64 %626, 1
  %spec.select71.us.us.4.2.5 = select i1 %497, i64 %629, i64 %.784.034.us.us.2
  %.800.us.us.4.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.5
  %.801.us.us.4.2.5 = load double, double* %.800.us.us.4.2.5, align 8
  %.810.us.us.4.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.5 = fadd double %.801.us.us.4.2.5, %.810.us.us.4.2.5
  %sunkaddr3498 = mul i64 %loop.index36.us.us.2, 8
  %630 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3499 = getelementptr i8, i8* %630, i64 %sunkaddr3498
  %sunkaddr3500 = getelementptr i8, i8* %sunkaddr3499, i64 352
  %631 = bitcast i8* %sunkaddr3500 to double*
  store double %.811.us.us.4.2.5, double* %631, align 8
  %632 = add i64 %629, 1
  %spec.select71.us.us.5.2.5 = select i1 %497, i64 %632, i64 %.784.034.us.us.2
  %.800.us.us.5.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.5
  %.801.us.us.5.2.5 = load double, double* %.800.us.us.5.2.5, align 8
  %.810.us.us.5.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.5 = fadd double %.801.us.us.5.2.5, %.810.us.us.5.2.5
  %sunkaddr3501 = mul i64 %loop.index36.us.us.2, 8
  %633 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3502 = getelementptr i8, i8* %633, i64 %sunkaddr3501
  %sunkaddr3503 = getelementptr i8, i8* %sunkaddr3502, i64 360
  %634 = bitcast i8* %sunkaddr3503 to double*
  store double %.811.us.us.5.2.5, double* %634, align 8
  %635 = add i64 %632, 1
  %spec.select71.us.us.6.2.5 = select i1 %497, i64 %635, i64 %.784.034.us.us.2
  %.800.us.us.6.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.5
  %.801.us.us.6.2.5 = load double, double* %.800.us.us.6.2.5, align 8
  %.810.us.us.6.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.5 = fadd double %.801.us.us.6.2.5, %.810.us.us.6.2.5
  %sunkaddr3504 = mul i64 %loop.index36.us.us.2, 8
  %636 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3505 = getelementptr i8, i8* %636, i64 %sunkaddr3504
  %sunkaddr3506 = getelementptr i8, i8* %sunkaddr3505, i64 368
  %637 = bitcast i8* %sunkaddr3506 to double*
  store double %.811.us.us.6.2.5, double* %637, align 8
  %638 = add i64 %635, 1
  %spec.select71.us.us.7.2.5 = select i1 %497, i64 %638, i64 %.784.034.us.us.2
  %.800.us.us.7.2.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.5
  %.801.us.us.7.2.5 = load double, double* %.800.us.us.7.2.5, align 8
  %.810.us.us.7.2.5 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.5 = fadd double %.801.us.us.7.2.5, %.810.us.us.7.2.5
  %sunkaddr3507 = mul i64 %loop.index36.us.us.2, 8
  %639 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3508 = getelementptr i8, i8* %639, i64 %sunkaddr3507
  %sunkaddr3509 = getelementptr i8, i8* %sunkaddr3508, i64 376
  %640 = bitcast i8* %sunkaddr3509 to double*
  store double %.811.us.us.7.2.5, double* %640, align 8
  %641 = add i64 %638, 1
  %spec.select71.us.us.2142.6 = select i1 %497, i64 %641, i64 %.784.034.us.us.2
  %.800.us.us.2143.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.6
  %.801.us.us.2144.6 = load double, double* %.800.us.us.2143.6, align 8
  %.810.us.us.2145.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.6 = fadd double %.801.us.us.2144.6, %.810.us.us.2145.6
  %sunkaddr3510 = mul i64 %loop.index36.us.us.2, 8
  %642 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3511 = getelementptr i8, i8* %642, i64 %sunkaddr3510
  %sunkaddr3512 = getelementptr i8, i8* %sunkaddr3511, i64 384
  %643 = bitcast i8* %sunkaddr3512 to double*
  store double %.811.us.us.2146.6, double* %643, align 8
  %644 = add i64 %641, 1
  %spec.select71.us.us.1.2.6 = select i1 %497, i64 %644, i64 %.784.034.us.us.2
  %.800.us.us.1.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.6
  %.801.us.us.1.2.6 = load double, double* %.800.us.us.1.2.6, align 8
  %.810.us.us.1.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.6 = fadd double %.801.us.us.1.2.6, %.810.us.us.1.2.6
  %sunkaddr3513 = mul i64 %loop.index36.us.us.2, 8
  %645 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3514 = getelementptr i8, i8* %645, i64 %sunkaddr3513
  %sunkaddr3515 = getelementptr i8, i8* %sunkaddr3514, i64 392
  %646 = bitcast i8* %sunkaddr3515 to double*
  store double %.811.us.us.1.2.6, double* %646, align 8
  %647 = add i64 %644, 1
  %spec.select71.us.us.2.2.6 = select i1 %497, i64 %647, i64 %.784.034.us.us.2
  %.800.us.us.2.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.6
  %.801.us.us.2.2.6 = load double, double* %.800.us.us.2.2.6, align 8
  %.810.us.us.2.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.6 = fadd double %.801.us.us.2.2.6, %.810.us.us.2.2.6
  %sunkaddr3516 = mul i64 %loop.index36.us.us.2, 8
  %648 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3517 = getelementptr i8, i8* %648, i64 %sunkaddr3516
  %sunkaddr3518 = getelementptr i8, i8* %sunkaddr3517, i64 400
  %649 = bitcast i8* %sunkaddr3518 to double*
  store double %.811.us.us.2.2.6, double* %649, align 8
  %650 = add i64 %647, 1
  %spec.select71.us.us.3.2.6 = select i1 %497, i64 %650, i64 %.784.034.us.us.2
  %.800.us.us.3.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.6
  %.801.us.us.3.2.6 = load double, double* %.800.us.us.3.2.6, align 8
  %.810.us.us.3.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.6 = fadd double %.801.us.us.3.2.6, %.810.us.us.3.2.6
  %sunkaddr3519 = mul i64 %loop.index36.us.us.2, 8
  %651 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3520 = getelementptr i8, i8* %651, i64 %sunkaddr3519
  %sunkaddr3521 = getelementptr i8, i8* %sunkaddr3520, i64 408
  %652 = bitcast i8* %sunkaddr3521 to double*
  store double %.811.us.us.3.2.6, double* %652, align 8
  %653 = add i64 %650, 1
  %spec.select71.us.us.4.2.6 = select i1 %497, i64 %653, i64 %.784.034.us.us.2
  %.800.us.us.4.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.6
  %.801.us.us.4.2.6 = load double, double* %.800.us.us.4.2.6, align 8
  %.810.us.us.4.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.6 = fadd double %.801.us.us.4.2.6, %.810.us.us.4.2.6
  %sunkaddr3522 = mul i64 %loop.index36.us.us.2, 8
  %654 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3523 = getelementptr i8, i8* %654, i64 %sunkaddr3522
  %sunkaddr3524 = getelementptr i8, i8* %sunkaddr3523, i64 416
  %655 = bitcast i8* %sunkaddr3524 to double*
  store double %.811.us.us.4.2.6, double* %655, align 8
  %656 = add i64 %653, 1
  %spec.select71.us.us.5.2.6 = select i1 %497, i64 %656, i64 %.784.034.us.us.2
  %.800.us.us.5.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.6
  %.801.us.us.5.2.6 = load double, double* %.800.us.us.5.2.6, align 8
  %.810.us.us.5.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.6 = fadd double %.801.us.us.5.2.6, %.810.us.us.5.2.6
  %sunkaddr3525 = mul i64 %loop.index36.us.us.2, 8
  %657 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3526 = getelementptr i8, i8* %657, i64 %sunkaddr3525
  %sunkaddr3527 = getelementptr i8, i8* %sunkaddr3526, i64 424
  %658 = bitcast i8* %sunkaddr3527 to double*
  store double %.811.us.us.5.2.6, double* %658, align 8
  %659 = add i64 %656, 1
  %spec.select71.us.us.6.2.6 = select i1 %497, i64 %659, i64 %.784.034.us.us.2
  %.800.us.us.6.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.6
  %.801.us.us.6.2.6 = load double, double* %.800.us.us.6.2.6, align 8
  %.810.us.us.6.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.6 = fadd double %.801.us.us.6.2.6, %.810.us.us.6.2.6
  %sunkaddr3528 = mul i64 %loop.index36.us.us.2, 8
  %660 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3529 = getelementptr i8, i8* %660, i64 %sunkaddr3528
  %sunkaddr3530 = getelementptr i8, i8* %sunkaddr3529, i64 432
  %661 = bitcast i8* %sunkaddr3530 to double*
  store double %.811.us.us.6.2.6, double* %661, align 8
  %662 = add i64 %659, 1
  %spec.select71.us.us.7.2.6 = select i1 %497, i64 %662, i64 %.784.034.us.us.2
  %.800.us.us.7.2.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.6
  %.801.us.us.7.2.6 = load double, double* %.800.us.us.7.2.6, align 8
  %.810.us.us.7.2.6 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.6 = fadd double %.801.us.us.7.2.6, %.810.us.us.7.2.6
  %sunkaddr3531 = mul i64 %loop.index36.us.us.2, 8
  %663 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3532 = getelementptr i8, i8* %663, i64 %sunkaddr3531
  %sunkaddr3533 = getelementptr i8, i8* %sunkaddr3532, i64 440
  %664 = bitcast i8* %sunkaddr3533 to double*
  store double %.811.us.us.7.2.6, double* %664, align 8
  %665 = add i64 %662, 1
  %spec.select71.us.us.2142.7 = select i1 %497, i64 %665, i64 %.784.034.us.us.2
  %.800.us.us.2143.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.7
  %.801.us.us.2144.7 = load double, double* %.800.us.us.2143.7, align 8
  %.810.us.us.2145.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.7 = fadd double %.801.us.us.2144.7, %.810.us.us.2145.7
  %sunkaddr3534 = mul i64 %loop.index36.us.us.2, 8
  %666 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3535 = getelementptr i8, i8* %666, i64 %sunkaddr3534
  %sunkaddr3536 = getelementptr i8, i8* %sunkaddr3535, i64 448
  %667 = bitcast i8* %sunkaddr3536 to double*
  store double %.811.us.us.2146.7, double* %667, align 8
  %668 = add i64 %665, 1
  %spec.select71.us.us.1.2.7 = select i1 %497, i64 %668, i64 %.784.034.us.us.2
  %.800.us.us.1.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.7
  %.801.us.us.1.2.7 = load double, double* %.800.us.us.1.2.7, align 8
  %.810.us.us.1.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.7 = fadd double %.801.us.us.1.2.7, %.810.us.us.1.2.7
  %sunkaddr3537 = mul i64 %loop.index36.us.us.2, 8
  %669 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3538 = getelementptr i8, i8* %669, i64 %sunkaddr3537
  %sunkaddr3539 = getelementptr i8, i8* %sunkaddr3538, i64 456
  %670 = bitcast i8* %sunkaddr3539 to double*
  store double %.811.us.us.1.2.7, double* %670, align 8
  %671 = add i64 %668, 1
  %spec.select71.us.us.2.2.7 = select i1 %497, i64 %671, i64 %.784.034.us.us.2
  %.800.us.us.2.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.7
  %.801.us.us.2.2.7 = load double, double* %.800.us.us.2.2.7, align 8
  %.810.us.us.2.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.7 = fadd double %.801.us.us.2.2.7, %.810.us.us.2.2.7
  %sunkaddr3540 = mul i64 %loop.index36.us.us.2, 8
  %672 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3541 = getelementptr i8, i8* %672, i64 %sunkaddr3540
  %sunkaddr3542 = getelementptr i8, i8* %sunkaddr3541, i64 464
  %673 = bitcast i8* %sunkaddr3542 to double*
  store double %.811.us.us.2.2.7, double* %673, align 8
  %674 = add i64 %671, 1
  %spec.select71.us.us.3.2.7 = select i1 %497, i64 %674, i64 %.784.034.us.us.2
  %.800.us.us.3.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.7
  %.801.us.us.3.2.7 = load double, double* %.800.us.us.3.2.7, align 8
  %.810.us.us.3.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.7 = fadd double %.801.us.us.3.2.7, %.810.us.us.3.2.7
  %sunkaddr3543 = mul i64 %loop.index36.us.us.2, 8
  %675 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3544 = getelementptr i8, i8* %675, i64 %sunkaddr3543
  %sunkaddr3545 = getelementptr i8, i8* %sunkaddr3544, i64 472
  %676 = bitcast i8* %sunkaddr3545 to double*
  store double %.811.us.us.3.2.7, double* %676, align 8
  %677 = add i64 %674, 1
  %spec.select71.us.us.4.2.7 = select i1 %497, i64 %677, i64 %.784.034.us.us.2
  %.800.us.us.4.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.7
  %.801.us.us.4.2.7 = load double, double* %.800.us.us.4.2.7, align 8
  %.810.us.us.4.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.7 = fadd double %.801.us.us.4.2.7, %.810.us.us.4.2.7
  %sunkaddr3546 = mul i64 %loop.index36.us.us.2, 8
  %678 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3547 = getelementptr i8, i8* %678, i64 %sunkaddr3546
  %sunkaddr3548 = getelementptr i8, i8* %sunkaddr3547, i64 480
  %679 = bitcast i8* %sunkaddr3548 to double*
  store double %.811.us.us.4.2.7, double* %679, align 8
  %680 = add i64 %677, 1
  %spec.select71.us.us.5.2.7 = select i1 %497, i64 %680, i64 %.784.034.us.us.2
  %.800.us.us.5.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.7
  %.801.us.us.5.2.7 = load double, double* %.800.us.us.5.2.7, align 8
  %.810.us.us.5.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.7 = fadd double %.801.us.us.5.2.7, %.810.us.us.5.2.7
  %sunkaddr3549 = mul i64 %loop.index36.us.us.2, 8
  %681 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3550 = getelementptr i8, i8* %681, i64 %sunkaddr3549
  %sunkaddr3551 = getelementptr i8, i8* %sunkaddr3550, i64 488
  %682 = bitcast i8* %sunkaddr3551 to double*
  store double %.811.us.us.5.2.7, double* %682, align 8
  %683 = add i64 %680, 1
  %spec.select71.us.us.6.2.7 = select i1 %497, i64 %683, i64 %.784.034.us.us.2
  %.800.us.us.6.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.7
  %.801.us.us.6.2.7 = load double, double* %.800.us.us.6.2.7, align 8
  %.810.us.us.6.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.7 = fadd double %.801.us.us.6.2.7, %.810.us.us.6.2.7
  %sunkaddr3552 = mul i64 %loop.index36.us.us.2, 8
  %684 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3553 = getelementptr i8, i8* %684, i64 %sunkaddr3552
  %sunkaddr3554 = getelementptr i8, i8* %sunkaddr3553, i64 496
  %685 = bitcast i8* %sunkaddr3554 to double*
  store double %.811.us.us.6.2.7, double* %685, align 8
  %686 = add i64 %683, 1
  %spec.select71.us.us.7.2.7 = select i1 %497, i64 %686, i64 %.784.034.us.us.2
  %.800.us.us.7.2.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.7
  %.801.us.us.7.2.7 = load double, double* %.800.us.us.7.2.7, align 8
  %.810.us.us.7.2.7 = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.7 = fadd double %.801.us.us.7.2.7, %.810.us.us.7.2.7
  %sunkaddr3555 = mul i64 %loop.index36.us.us.2, 8
  %687 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3556 = getelementptr i8, i8* %687, i64 %sunkaddr3555
  %sunkaddr3557 = getelementptr i8, i8* %sunkaddr3556, i64 504
  %688 = bitcast i8* %sunkaddr3557 to double*
  store double %.811.us.us.7.2.7, double* %688, align 8
  %689 = add i64 %loop.index36.us.us.2, 64
  %lsr.iv.next2215 = add i64 %lsr.iv2214, 8
  %niter491.ncmp.7 = icmp eq i64 %lsr.iv.next2215, 0
  %690 = add i64 %686, 1
  br i1 %niter491.ncmp.7, label %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa, label %for.body.us.us.2

for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa: ; preds = %for.body.us.us.2, %for.body.us.us.2.preheader
  %spec.select71.us.us.7.2.lcssa.ph = phi i64 [ undef, %for.body.us.us.2.preheader ], [ %spec.select71.us.us.7.2.7, %for.body.us.us.2 ]
  %loop.index36.us.us.2.unr = phi i64 [ 0, %for.body.us.us.2.preheader ], [ %689, %for.body.us.us.2 ]
  %.784.034.us.us.2.unr = phi i64 [ 0, %for.body.us.us.2.preheader ], [ %spec.select71.us.us.7.2.7, %for.body.us.us.2 ]
  %691 = icmp eq i64 %xtraiter277, 0
  br i1 %691, label %for.end.loopexit.us.us.unr-lcssa.2, label %for.body.us.us.2.epil.preheader

for.body.us.us.2.epil.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa
  br label %for.body.us.us.2.epil

for.body.us.us.2.epil:                            ; preds = %for.body.us.us.2.epil.preheader, %for.body.us.us.2.epil
  %lsr.iv2343 = phi i64 [ %33, %for.body.us.us.2.epil.preheader ], [ %math3581, %for.body.us.us.2.epil ]
  %loop.index36.us.us.2.epil = phi i64 [ %716, %for.body.us.us.2.epil ], [ %loop.index36.us.us.2.unr, %for.body.us.us.2.epil.preheader ]
  %.784.034.us.us.2.epil = phi i64 [ %spec.select71.us.us.7.2.epil, %for.body.us.us.2.epil ], [ %.784.034.us.us.2.unr, %for.body.us.us.2.epil.preheader ]
  %692 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.2142.epil = select i1 %692, i64 %loop.index36.us.us.2.epil, i64 %.784.034.us.us.2.epil
  %.800.us.us.2143.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2142.epil
  %.801.us.us.2144.epil = load double, double* %.800.us.us.2143.epil, align 8
  %.810.us.us.2145.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2146.epil = fadd double %.801.us.us.2144.epil, %.810.us.us.2145.epil
  %sunkaddr3558 = mul i64 %loop.index36.us.us.2.epil, 8
  %693 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3559 = getelementptr i8, i8* %693, i64 %sunkaddr3558
  %694 = bitcast i8* %sunkaddr3559 to double*
  store double %.811.us.us.2146.epil, double* %694, align 8
  %695 = or i64 %loop.index36.us.us.2.epil, 1
  %spec.select71.us.us.1.2.epil = select i1 %692, i64 %695, i64 %.784.034.us.us.2.epil
  %.800.us.us.1.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.2.epil
  %.801.us.us.1.2.epil = load double, double* %.800.us.us.1.2.epil, align 8
  %.810.us.us.1.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.1.2.epil = fadd double %.801.us.us.1.2.epil, %.810.us.us.1.2.epil
  %sunkaddr3560 = mul i64 %loop.index36.us.us.2.epil, 8
  %696 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3561 = getelementptr i8, i8* %696, i64 %sunkaddr3560
  %sunkaddr3562 = getelementptr i8, i8* %sunkaddr3561, i64 8
  %697 = bitcast i8* %sunkaddr3562 to double*
  store double %.811.us.us.1.2.epil, double* %697, align 8
  %698 = or i64 %loop.index36.us.us.2.epil, 2
  %spec.select71.us.us.2.2.epil = select i1 %692, i64 %698, i64 %.784.034.us.us.2.epil
  %.800.us.us.2.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.2.epil
  %.801.us.us.2.2.epil = load double, double* %.800.us.us.2.2.epil, align 8
  %.810.us.us.2.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.2.2.epil = fadd double %.801.us.us.2.2.epil, %.810.us.us.2.2.epil
  %sunkaddr3563 = mul i64 %loop.index36.us.us.2.epil, 8
  %699 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3564 = getelementptr i8, i8* %699, i64 %sunkaddr3563
  %sunkaddr3565 = getelementptr i8, i8* %sunkaddr3564, i64 16
  %700 = bitcast i8* %sunkaddr3565 to double*
  store double %.811.us.us.2.2.epil, double* %700, align 8
  %701 = or i64 %loop.index36.us.us.2.epil, 3
  %spec.select71.us.us.3.2.epil = select i1 %692, i64 %701, i64 %.784.034.us.us.2.epil
  %.800.us.us.3.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.2.epil
  %.801.us.us.3.2.epil = load double, double* %.800.us.us.3.2.epil, align 8
  %.810.us.us.3.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.3.2.epil = fadd double %.801.us.us.3.2.epil, %.810.us.us.3.2.epil
  %sunkaddr3566 = mul i64 %loop.index36.us.us.2.epil, 8
  %702 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3567 = getelementptr i8, i8* %702, i64 %sunkaddr3566
  %sunkaddr3568 = getelementptr i8, i8* %sunkaddr3567, i64 24
  %703 = bitcast i8* %sunkaddr3568 to double*
  store double %.811.us.us.3.2.epil, double* %703, align 8
  %704 = or i64 %loop.index36.us.us.2.epil, 4
  %spec.select71.us.us.4.2.epil = select i1 %692, i64 %704, i64 %.784.034.us.us.2.epil
  %.800.us.us.4.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.2.epil
  %.801.us.us.4.2.epil = load double, double* %.800.us.us.4.2.epil, align 8
  %.810.us.us.4.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.4.2.epil = fadd double %.801.us.us.4.2.epil, %.810.us.us.4.2.epil
  %sunkaddr3569 = mul i64 %loop.index36.us.us.2.epil, 8
  %705 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3570 = getelementptr i8, i8* %705, i64 %sunkaddr3569
  %sunkaddr3571 = getelementptr i8, i8* %sunkaddr3570, i64 32
  %706 = bitcast i8* %sunkaddr3571 to double*
  store double %.811.us.us.4.2.epil, double* %706, align 8
  %707 = or i64 %loop.index36.us.us.2.epil, 5
  %spec.select71.us.us.5.2.epil = select i1 %692, i64 %707, i64 %.784.034.us.us.2.epil
  %.800.us.us.5.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.2.epil
  %.801.us.us.5.2.epil = load double, double* %.800.us.us.5.2.epil, align 8
  %.810.us.us.5.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.5.2.epil = fadd double %.801.us.us.5.2.epil, %.810.us.us.5.2.epil
  %sunkaddr3572 = mul i64 %loop.index36.us.us.2.epil, 8
  %708 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3573 = getelementptr i8, i8* %708, i64 %sunkaddr3572
  %sunkaddr3574 = getelementptr i8, i8* %sunkaddr3573, i64 40
  %709 = bitcast i8* %sunkaddr3574 to double*
  store double %.811.us.us.5.2.epil, double* %709, align 8
  %710 = or i64 %loop.index36.us.us.2.epil, 6
  %spec.select71.us.us.6.2.epil = select i1 %692, i64 %710, i64 %.784.034.us.us.2.epil
  %.800.us.us.6.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.2.epil
  %.801.us.us.6.2.epil = load double, double* %.800.us.us.6.2.epil, align 8
  %.810.us.us.6.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.6.2.epil = fadd double %.801.us.us.6.2.epil, %.810.us.us.6.2.epil
  %sunkaddr3575 = mul i64 %loop.index36.us.us.2.epil, 8
  %711 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3576 = getelementptr i8, i8* %711, i64 %sunkaddr3575
  %sunkaddr3577 = getelementptr i8, i8* %sunkaddr3576, i64 48
  %712 = bitcast i8* %sunkaddr3577 to double*
  store double %.811.us.us.6.2.epil, double* %712, align 8
  %713 = or i64 %loop.index36.us.us.2.epil, 7
  %spec.select71.us.us.7.2.epil = select i1 %692, i64 %713, i64 %.784.034.us.us.2.epil
  %.800.us.us.7.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.2.epil
  %.801.us.us.7.2.epil = load double, double* %.800.us.us.7.2.epil, align 8
  %.810.us.us.7.2.epil = load double, double* %sunkaddr470161, align 8
  %.811.us.us.7.2.epil = fadd double %.801.us.us.7.2.epil, %.810.us.us.7.2.epil
  %sunkaddr3578 = mul i64 %loop.index36.us.us.2.epil, 8
  %714 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3579 = getelementptr i8, i8* %714, i64 %sunkaddr3578
  %sunkaddr3580 = getelementptr i8, i8* %sunkaddr3579, i64 56
  %715 = bitcast i8* %sunkaddr3580 to double*
  store double %.811.us.us.7.2.epil, double* %715, align 8
  %716 = add nuw nsw i64 %loop.index36.us.us.2.epil, 8
  %717 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2343, i64 1)
  %math3581 = extractvalue { i64, i1 } %717, 0
  %ov3582 = extractvalue { i64, i1 } %717, 1
  br i1 %ov3582, label %for.end.loopexit.us.us.unr-lcssa.2, label %for.body.us.us.2.epil, !llvm.loop !35

for.end.loopexit.us.us.unr-lcssa.2:               ; preds = %for.body.us.us.2.epil, %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa, %for.end.loopexit.us.us.1
  %loop.index36.us.us.unr.2 = phi i64 [ 0, %for.end.loopexit.us.us.1 ], [ %unroll_iter, %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.us.us.2.epil ]
  %.784.034.us.us.unr.2 = phi i64 [ 0, %for.end.loopexit.us.us.1 ], [ %spec.select71.us.us.7.2.lcssa.ph, %for.end.loopexit.us.us.unr-lcssa.2.loopexit.unr-lcssa ], [ %spec.select71.us.us.7.2.epil, %for.body.us.us.2.epil ]
  %718 = icmp eq i64 %xtraiter, 0
  br i1 %718, label %for.end.loopexit.us.us.2, label %for.body.us.us.epil.2.preheader

for.body.us.us.epil.2.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.2
  br label %for.body.us.us.epil.2

for.body.us.us.epil.2:                            ; preds = %for.body.us.us.epil.2.preheader, %for.body.us.us.epil.2
  %lsr.iv283 = phi i64 [ %lsr.iv.next284, %for.body.us.us.epil.2 ], [ %xtraiter, %for.body.us.us.epil.2.preheader ]
  %loop.index36.us.us.epil.2 = phi i64 [ %.816.us.us.epil.2, %for.body.us.us.epil.2 ], [ %loop.index36.us.us.unr.2, %for.body.us.us.epil.2.preheader ]
  %.784.034.us.us.epil.2 = phi i64 [ %spec.select71.us.us.epil.2, %for.body.us.us.epil.2 ], [ %.784.034.us.us.unr.2, %for.body.us.us.epil.2.preheader ]
  %719 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil.2 = select i1 %719, i64 %loop.index36.us.us.epil.2, i64 %.784.034.us.us.epil.2
  %.800.us.us.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil.2
  %.801.us.us.epil.2 = load double, double* %.800.us.us.epil.2, align 8
  %sunkaddr3583 = mul i64 %.705.us.us.2, 8
  %720 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr3584 = getelementptr i8, i8* %720, i64 %sunkaddr3583
  %721 = bitcast i8* %sunkaddr3584 to double*
  %.810.us.us.epil.2 = load double, double* %721, align 8
  %.811.us.us.epil.2 = fadd double %.801.us.us.epil.2, %.810.us.us.epil.2
  %scevgep2360 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil.2
  store double %.811.us.us.epil.2, double* %scevgep2360, align 8
  %.816.us.us.epil.2 = add nuw nsw i64 %loop.index36.us.us.epil.2, 1
  %lsr.iv.next284 = add nsw i64 %lsr.iv283, -1
  %epil.iter.cmp.2.not = icmp eq i64 %lsr.iv.next284, 0
  br i1 %epil.iter.cmp.2.not, label %for.end.loopexit.us.us.2, label %for.body.us.us.epil.2, !llvm.loop !33

for.end.loopexit.us.us.2:                         ; preds = %for.body.us.us.epil.2, %for.end.loopexit.us.us.unr-lcssa.2
  %722 = icmp ult i64 %25, 7
  %.487.us.us.2 = or i64 %.418.093.us.us, 3
  %.702.us.us.3 = mul i64 %.487.us.us.2, %arg.arr.5.1
  %.705.us.us.3 = add i64 %.702.us.us.3, %arg.arr.5.1
  br i1 %722, label %for.end.loopexit.us.us.unr-lcssa.3, label %for.body.us.us.3.preheader

for.body.us.us.3.preheader:                       ; preds = %for.end.loopexit.us.us.2
  %723 = icmp ult i64 %28, 56
  %sunkaddr497185 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.3
  br i1 %723, label %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa, label %for.body.us.us.3.preheader1760

for.body.us.us.3.preheader1760:                   ; preds = %for.body.us.us.3.preheader
  br label %for.body.us.us.3

for.body.us.us.3:                                 ; preds = %for.body.us.us.3.preheader1760, %for.body.us.us.3
  %lsr.iv2361 = phi i64 [ %32, %for.body.us.us.3.preheader1760 ], [ %lsr.iv.next2362, %for.body.us.us.3 ]
  %loop.index36.us.us.3 = phi i64 [ %917, %for.body.us.us.3 ], [ 0, %for.body.us.us.3.preheader1760 ]
  %.784.034.us.us.3 = phi i64 [ %spec.select71.us.us.7.3.7, %for.body.us.us.3 ], [ 0, %for.body.us.us.3.preheader1760 ]
  %724 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.3150 = select i1 %724, i64 %loop.index36.us.us.3, i64 %.784.034.us.us.3
  %.800.us.us.3151 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150
  %.801.us.us.3152 = load double, double* %.800.us.us.3151, align 8
  %.810.us.us.3153 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154 = fadd double %.801.us.us.3152, %.810.us.us.3153
  %sunkaddr3585 = mul i64 %loop.index36.us.us.3, 8
  %725 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3586 = getelementptr i8, i8* %725, i64 %sunkaddr3585
  %726 = bitcast i8* %sunkaddr3586 to double*
  store double %.811.us.us.3154, double* %726, align 8
  %727 = add i64 %loop.index36.us.us.3, 1
  %spec.select71.us.us.1.3 = select i1 %724, i64 %727, i64 %.784.034.us.us.3
  %.800.us.us.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3
  %.801.us.us.1.3 = load double, double* %.800.us.us.1.3, align 8
  %.810.us.us.1.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3 = fadd double %.801.us.us.1.3, %.810.us.us.1.3
  %sunkaddr3587 = mul i64 %loop.index36.us.us.3, 8
  %728 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3588 = getelementptr i8, i8* %728, i64 %sunkaddr3587
  %sunkaddr3589 = getelementptr i8, i8* %sunkaddr3588, i64 8
  %729 = bitcast i8* %sunkaddr3589 to double*
  store double %.811.us.us.1.3, double* %729, align 8
  %730 = add i64 %727, 1
  %spec.select71.us.us.2.3 = select i1 %724, i64 %730, i64 %.784.034.us.us.3
  %.800.us.us.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3
  %.801.us.us.2.3 = load double, double* %.800.us.us.2.3, align 8
  %.810.us.us.2.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3 = fadd double %.801.us.us.2.3, %.810.us.us.2.3
  %sunkaddr3590 = mul i64 %loop.index36.us.us.3, 8
  %731 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3591 = getelementptr i8, i8* %731, i64 %sunkaddr3590
  %sunkaddr3592 = getelementptr i8, i8* %sunkaddr3591, i64 16
  %732 = bitcast i8* %sunkaddr3592 to double*
  store double %.811.us.us.2.3, double* %732, align 8
  %733 = add i64 %730, 1
  %spec.select71.us.us.3.3 = select i1 %724, i64 %733, i64 %.784.034.us.us.3
  %.800.us.us.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3
  %.801.us.us.3.3 = load double, double* %.800.us.us.3.3, align 8
  %.810.us.us.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3 = fadd double %.801.us.us.3.3, %.810.us.us.3.3
  %sunkaddr3593 = mul i64 %loop.index36.us.us.3, 8
  %734 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3594 = getelementptr i8, i8* %734, i64 %sunkaddr3593
  %sunkaddr3595 = getelementptr i8, i8* %sunkaddr3594, i64 24
  %735 = bitcast i8* %sunkaddr3595 to double*
  store double %.811.us.us.3.3, double* %735, align 8
  %736 = add i64 %733, 1
  %spec.select71.us.us.4.3 = select i1 %724, i64 %736, i64 %.784.034.us.us.3
  %.800.us.us.4.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3
  %.801.us.us.4.3 = load double, double* %.800.us.us.4.3, align 8
  %.810.us.us.4.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3 = fadd double %.801.us.us.4.3, %.810.us.us.4.3
  %sunkaddr3596 = mul i64 %loop.index36.us.us.3, 8
  %737 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3597 = getelementptr i8, i8* %737, i64 %sunkaddr3596
  %sunkaddr3598 = getelementptr i8, i8* %sunkaddr3597, i64 32
  %738 = bitcast i8* %sunkaddr3598 to double*
  store double %.811.us.us.4.3, double* %738, align 8
  %739 = add i64 %736, 1
  %spec.select71.us.us.5.3 = select i1 %724, i64 %739, i64 %.784.034.us.us.3
  %.800.us.us.5.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3
  %.801.us.us.5.3 = load double, double* %.800.us.us.5.3, align 8
  %.810.us.us.5.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3 = fadd double %.801.us.us.5.3, %.810.us.us.5.3
  %sunkaddr3599 = mul i64 %loop.index36.us.us.3, 8
  %740 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3600 = getelementptr i8, i8* %740, i64 %sunkaddr3599
  %sunkaddr3601 = getelementptr i8, i8* %sunkaddr3600, i64 40
  %741 = bitcast i8* %sunkaddr3601 to double*
  store double %.811.us.us.5.3, double* %741, align 8
  %742 = add i64 %739, 1
  %spec.select71.us.us.6.3 = select i1 %724, i64 %742, i64 %.784.034.us.us.3
  %.800.us.us.6.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3
  %.801.us.us.6.3 = load double, double* %.800.us.us.6.3, align 8
  %.810.us.us.6.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3 = fadd double %.801.us.us.6.3, %.810.us.us.6.3
  %sunkaddr3602 = mul i64 %loop.index36.us.us.3, 8
  %743 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3603 = getelementptr i8, i8* %743, i64 %sunkaddr3602
  %sunkaddr3604 = getelementptr i8, i8* %sunkaddr3603, i64 48
  %744 = bitcast i8* %sunkaddr3604 to double*
  store double %.811.us.us.6.3, double* %744, align 8
  %745 = add i64 %742, 1
  %spec.select71.us.us.7.3 = select i1 %724, i64 %745, i64 %.784.034.us.us.3
  %.800.us.us.7.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3
  %.801.us.us.7.3 = load double, double* %.800.us.us.7.3, align 8
  %.810.us.us.7.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3 = fadd double %.801.us.us.7.3, %.810.us.us.7.3
  %sunkaddr3605 = mul i64 %loop.index36.us.us.3, 8
  %746 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3606 = getelementptr i8, i8* %746, i64 %sunkaddr3605
  %sunkaddr3607 = getelementptr i8, i8* %sunkaddr3606, i64 56
  %747 = bitcast i8* %sunkaddr3607 to double*
  store double %.811.us.us.7.3, double* %747, align 8
  %748 = add i64 %745, 1
  %spec.select71.us.us.3150.1 = select i1 %724, i64 %748, i64 %.784.034.us.us.3
  %.800.us.us.3151.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.1
  %.801.us.us.3152.1 = load double, double* %.800.us.us.3151.1, align 8
  %.810.us.us.3153.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.1 = fadd double %.801.us.us.3152.1, %.810.us.us.3153.1
  %sunkaddr3608 = mul i64 %loop.index36.us.us.3, 8
  %749 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3609 = getelementptr i8, i8* %749, i64 %sunkaddr3608
  %sunkaddr3610 = getelementptr i8, i8* %sunkaddr3609, i64 64
  %750 = bitcast i8* %sunkaddr3610 to double*
  store double %.811.us.us.3154.1, double* %750, align 8
  %751 = add i64 %748, 1
  %spec.select71.us.us.1.3.1 = select i1 %724, i64 %751, i64 %.784.034.us.us.3
  %.800.us.us.1.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.1
  %.801.us.us.1.3.1 = load double, double* %.800.us.us.1.3.1, align 8
  %.810.us.us.1.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.1 = fadd double %.801.us.us.1.3.1, %.810.us.us.1.3.1
  %sunkaddr3611 = mul i64 %loop.index36.us.us.3, 8
  %752 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3612 = getelementptr i8, i8* %752, i64 %sunkaddr3611
  %sunkaddr3613 = getelementptr i8, i8* %sunkaddr3612, i64 72
  %753 = bitcast i8* %sunkaddr3613 to double*
  store double %.811.us.us.1.3.1, double* %753, align 8
  %754 = add i64 %751, 1
  %spec.select71.us.us.2.3.1 = select i1 %724, i64 %754, i64 %.784.034.us.us.3
  %.800.us.us.2.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.1
  %.801.us.us.2.3.1 = load double, double* %.800.us.us.2.3.1, align 8
  %.810.us.us.2.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.1 = fadd double %.801.us.us.2.3.1, %.810.us.us.2.3.1
  %sunkaddr3614 = mul i64 %loop.index36.us.us.3, 8
  %755 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3615 = getelementptr i8, i8* %755, i64 %sunkaddr3614
  %sunkaddr3616 = getelementptr i8, i8* %sunkaddr3615, i64 80
  %756 = bitcast i8* %sunkaddr3616 to double*
  store double %.811.us.us.2.3.1, double* %756, align 8
  %757 = add i64 %754, 1
  %spec.select71.us.us.3.3.1 = select i1 %724, i64 %757, i64 %.784.034.us.us.3
  %.800.us.us.3.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.1
  %.801.us.us.3.3.1 = load double, double* %.800.us.us.3.3.1, align 8
  %.810.us.us.3.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.1 = fadd double %.801.us.us.3.3.1, %.810.us.us.3.3.1
  %sunkaddr3617 = mul i64 %loop.index36.us.us.3, 8
  %758 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3618 = getelementptr i8, i8* %758, i64 %sunkaddr3617
  %sunkaddr3619 = getelementptr i8, i8* %sunkaddr3618, i64 88
  %759 = bitcast i8* %sunkaddr3619 to double*
  store double %.811.us.us.3.3.1, double* %759, align 8
  %760 = add i64 %757, 1
  %spec.select71.us.us.4.3.1 = select i1 %724, i64 %760, i64 %.784.034.us.us.3
  %.800.us.us.4.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.1
  %.801.us.us.4.3.1 = load double, double* %.800.us.us.4.3.1, align 8
  %.810.us.us.4.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.1 = fadd double %.801.us.us.4.3.1, %.810.us.us.4.3.1
  %sunkaddr3620 = mul i64 %loop.index36.us.us.3, 8
  %761 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3621 = getelementptr i8, i8* %761, i64 %sunkaddr3620
  %sunkaddr3622 = getelementptr i8, i8* %sunkaddr3621, i64 96
  %762 = bitcast i8* %sunkaddr3622 to double*
  store double %.811.us.us.4.3.1, double* %762, align 8
  %763 = add i64 %760, 1
  %spec.select71.us.us.5.3.1 = select i1 %724, i64 %763, i64 %.784.034.us.us.3
  %.800.us.us.5.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.1
  %.801.us.us.5.3.1 = load double, double* %.800.us.us.5.3.1, align 8
  %.810.us.us.5.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.1 = fadd double %.801.us.us.5.3.1, %.810.us.us.5.3.1
  %sunkaddr3623 = mul i64 %loop.index36.us.us.3, 8
  %764 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3624 = getelementptr i8, i8* %764, i64 %sunkaddr3623
  %sunkaddr3625 = getelementptr i8, i8* %sunkaddr3624, i64 104
  %765 = bitcast i8* %sunkaddr3625 to double*
  store double %.811.us.us.5.3.1, double* %765, align 8
  %766 = add i64 %763, 1
  %spec.select71.us.us.6.3.1 = select i1 %724, i64 %766, i64 %.784.034.us.us.3
  %.800.us.us.6.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.1
  %.801.us.us.6.3.1 = load double, double* %.800.us.us.6.3.1, align 8
  %.810.us.us.6.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.1 = fadd double %.801.us.us.6.3.1, %.810.us.us.6.3.1
  %sunkaddr3626 = mul i64 %loop.index36.us.us.3, 8
  %767 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3627 = getelementptr i8, i8* %767, i64 %sunkaddr3626
  %sunkaddr3628 = getelementptr i8, i8* %sunkaddr3627, i64 112
  %768 = bitcast i8* %sunkaddr3628 to double*
  store double %.811.us.us.6.3.1, double* %768, align 8
  %769 = add i64 %766, 1
  %spec.select71.us.us.7.3.1 = select i1 %724, i64 %769, i64 %.784.034.us.us.3
  %.800.us.us.7.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.1
  %.801.us.us.7.3.1 = load double, double* %.800.us.us.7.3.1, align 8
  %.810.us.us.7.3.1 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.1 = fadd double %.801.us.us.7.3.1, %.810.us.us.7.3.1
  %sunkaddr3629 = mul i64 %loop.index36.us.us.3, 8
  %770 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3630 = getelementptr i8, i8* %770, i64 %sunkaddr3629
  %sunkaddr3631 = getelementptr i8, i8* %sunkaddr3630, i64 120
  %771 = bitcast i8* %sunkaddr3631 to double*
  store double %.811.us.us.7.3.1, double* %771, align 8
  %772 = add i64 %769, 1
  %spec.select71.us.us.3150.2 = select i1 %724, i64 %772, i64 %.784.034.us.us.3
  %.800.us.us.3151.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.2
  %.801.us.us.3152.2 = load double, double* %.800.us.us.3151.2, align 8
  %.810.us.us.3153.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.2 = fadd double %.801.us.us.3152.2, %.810.us.us.3153.2
  %sunkaddr3632 = mul i64 %loop.index36.us.us.3, 8
  %773 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3633 = getelementptr i8, i8* %773, i64 %sunkaddr3632
  %sunkaddr3634 = getelementptr i8, i8* %sunkaddr3633, i64 128
  %774 = bitcast i8* %sunkaddr3634 to double*
  store double %.811.us.us.3154.2, double* %774, align 8
  %775 = add i64 %772, 1
  %spec.select71.us.us.1.3.2 = select i1 %724, i64 %775, i64 %.784.034.us.us.3
  %.800.us.us.1.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.2
  %.801.us.us.1.3.2 = load double, double* %.800.us.us.1.3.2, align 8
  %.810.us.us.1.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.2 = fadd double %.801.us.us.1.3.2, %.810.us.us.1.3.2
  %sunkaddr3635 = mul i64 %loop.index36.us.us.3, 8
  %776 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3636 = getelementptr i8, i8* %776, i64 %sunkaddr3635
  %sunkaddr3637 = getelementptr i8, i8* %sunkaddr3636, i64 136
  %777 = bitcast i8* %sunkaddr3637 to double*
  store double %.811.us.us.1.3.2, double* %777, align 8
  %778 = add i64 %775, 1
  %spec.select71.us.us.2.3.2 = select i1 %724, i64 %778, i64 %.784.034.us.us.3
  %.800.us.us.2.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.2
  %.801.us.us.2.3.2 = load double, double* %.800.us.us.2.3.2, align 8
  %.810.us.us.2.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.2 = fadd double %.801.us.us.2.3.2, %.810.us.us.2.3.2
  %sunkaddr3638 = mul i64 %loop.index36.us.us.3, 8
  %779 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3639 = getelementptr i8, i8* %779, i64 %sunkaddr3638
  %sunkaddr3640 = getelementptr i8, i8* %sunkaddr3639, i64 144
  %780 = bitcast i8* %sunkaddr3640 to double*
  store double %.811.us.us.2.3.2, double* %780, align 8
  %781 = add i64 %778, 1
  %spec.select71.us.us.3.3.2 = select i1 %724, i64 %781, i64 %.784.034.us.us.3
  %.800.us.us.3.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.2
  %.801.us.us.3.3.2 = load double, double* %.800.us.us.3.3.2, align 8
  %.810.us.us.3.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.2 = fadd double %.801.us.us.3.3.2, %.810.us.us.3.3.2
  %sunkaddr3641 = mul i64 %loop.index36.us.us.3, 8
  %782 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3642 = getelementptr i8, i8* %782, i64 %sunkaddr3641
  %sunkaddr3643 = getelementptr i8, i8* %sunkaddr3642, i64 152
  %783 = bitcast i8* %sunkaddr3643 to double*
  store double %.811.us.us.3.3.2, double* %783, align 8
  %784 = add i64 %781, 1
  %spec.select71.us.us.4.3.2 = select i1 %724, i64 %784, i64 %.784.034.us.us.3
  %.800.us.us.4.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.2
  %.801.us.us.4.3.2 = load double, double* %.800.us.us.4.3.2, align 8
  %.810.us.us.4.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.2 = fadd double %.801.us.us.4.3.2, %.810.us.us.4.3.2
  %sunkaddr3644 = mul i64 %loop.index36.us.us.3, 8
  %785 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3645 = getelementptr i8, i8* %785, i64 %sunkaddr3644
  %sunkaddr3646 = getelementptr i8, i8* %sunkaddr3645, i64 160
  %786 = bitcast i8* %sunkaddr3646 to double*
  store double %.811.us.us.4.3.2, double* %786, align 8
  %787 = add i64 %784, 1
  %spec.select71.us.us.5.3.2 = select i1 %724, i64 %787, i64 %.784.034.us.us.3
  %.800.us.us.5.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.2
  %.801.us.us.5.3.2 = load double, double* %.800.us.us.5.3.2, align 8
  %.810.us.us.5.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.2 = fadd double %.801.us.us.5.3.2, %.810.us.us.5.3.2
  %sunkaddr3647 = mul i64 %loop.index36.us.us.3, 8
  %788 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3648 = getelementptr i8, i8* %788, i64 %sunkaddr3647
  %sunkaddr3649 = getelementptr i8, i8* %sunkaddr3648, i64 168
  %789 = bitcast i8* %sunkaddr3649 to double*
  store double %.811.us.us.5.3.2, double* %789, align 8
  %790 = add i64 %787, 1
  %spec.select71.us.us.6.3.2 = select i1 %724, i64 %790, i64 %.784.034.us.us.3
  %.800.us.us.6.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.2
  %.801.us.us.6.3.2 = load double, double* %.800.us.us.6.3.2, align 8
  %.810.us.us.6.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.2 = fadd double %.801.us.us.6.3.2, %.810.us.us.6.3.2
  %sunkaddr3650 = mul i64 %loop.index36.us.us.3, 8
  %791 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3651 = getelementptr i8, i8* %791, i64 %sunkaddr3650
  %sunkaddr3652 = getelementptr i8, i8* %sunkaddr3651, i64 176
  %792 = bitcast i8* %sunkaddr3652 to double*
  store double %.811.us.us.6.3.2, double* %792, align 8
  %793 = add i64 %790, 1
  %spec.select71.us.us.7.3.2 = select i1 %724, i64 %793, i64 %.784.034.us.us.3
  %.800.us.us.7.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.2
  %.801.us.us.7.3.2 = load double, double* %.800.us.us.7.3.2, align 8
  %.810.us.us.7.3.2 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.2 = fadd double %.801.us.us.7.3.2, %.810.us.us.7.3.2
  %sunkaddr3653 = mul i64 %loop.index36.us.us.3, 8
  %794 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3654 = getelementptr i8, i8* %794, i64 %sunkaddr3653
  %sunkaddr3655 = getelementptr i8, i8* %sunkaddr3654, i64 184
  %795 = bitcast i8* %sunkaddr3655 to double*
  store double %.811.us.us.7.3.2, double* %795, align 8
  %796 = add i64 %793, 1
  %spec.select71.us.us.3150.3 = select i1 %724, i64 %796, i64 %.784.034.us.us.3
  %.800.us.us.3151.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.3
  %.801.us.us.3152.3 = load double, double* %.800.us.us.3151.3, align 8
  %.810.us.us.3153.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.3 = fadd double %.801.us.us.3152.3, %.810.us.us.3153.3
  %sunkaddr3656 = mul i64 %loop.index36.us.us.3, 8
  %797 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3657 = getelementptr i8, i8* %797, i64 %sunkaddr3656
  %sunkaddr3658 = getelementptr i8, i8* %sunkaddr3657, i64 192
  %798 = bitcast i8* %sunkaddr3658 to double*
  store double %.811.us.us.3154.3, double* %798, align 8
  %799 = add i64 %796, 1
  %spec.select71.us.us.1.3.3 = select i1 %724, i64 %799, i64 %.784.034.us.us.3
  %.800.us.us.1.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.3
  %.801.us.us.1.3.3 = load double, double* %.800.us.us.1.3.3, align 8
  %.810.us.us.1.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.3 = fadd double %.801.us.us.1.3.3, %.810.us.us.1.3.3
  %sunkaddr3659 = mul i64 %loop.index36.us.us.3, 8
  %800 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3660 = getelementptr i8, i8* %800, i64 %sunkaddr3659
  %sunkaddr3661 = getelementptr i8, i8* %sunkaddr3660, i64 200
  %801 = bitcast i8* %sunkaddr3661 to double*
  store double %.811.us.us.1.3.3, double* %801, align 8
  %802 = add i64 %799, 1
  %spec.select71.us.us.2.3.3 = select i1 %724, i64 %802, i64 %.784.034.us.us.3
  %.800.us.us.2.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.3
  %.801.us.us.2.3.3 = load double, double* %.800.us.us.2.3.3, align 8
  %.810.us.us.2.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.3 = fadd double %.801.us.us.2.3.3, %.810.us.us.2.3.3
  %sunkaddr3662 = mul i64 %loop.index36.us.us.3, 8
  %803 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3663 = getelementptr i8, i8* %803, i64 %sunkaddr3662
  %sunkaddr3664 = getelementptr i8, i8* %sunkaddr3663, i64 208
  %804 = bitcast i8* %sunkaddr3664 to double*
  store double %.811.us.us.2.3.3, double* %804, align 8
  %805 = add i64 %802, 1
  %spec.select71.us.us.3.3.3 = select i1 %724, i64 %805, i64 %.784.034.us.us.3
  %.800.us.us.3.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.3
  %.801.us.us.3.3.3 = load double, double* %.800.us.us.3.3.3, align 8
  %.810.us.us.3.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.3 = fadd double %.801.us.us.3.3.3, %.810.us.us.3.3.3
  %sunkaddr3665 = mul i64 %loop.index36.us.us.3, 8
  %806 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3666 = getelementptr i8, i8* %806, i64 %sunkaddr3665
  %sunkaddr3667 = getelementptr i8, i8* %sunkaddr3666, i64 216
  %807 = bitcast i8* %sunkaddr3667 to double*
  store double %.811.us.us.3.3.3, double* %807, align 8
  %808 = add i64 %805, 1
  %spec.select71.us.us.4.3.3 = select i1 %724, i64 %808, i64 %.784.034.us.us.3
  %.800.us.us.4.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.3
  %.801.us.us.4.3.3 = load double, double* %.800.us.us.4.3.3, align 8
  %.810.us.us.4.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.3 = fadd double %.801.us.us.4.3.3, %.810.us.us.4.3.3
  %sunkaddr3668 = mul i64 %loop.index36.us.us.3, 8
  %809 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3669 = getelementptr i8, i8* %809, i64 %sunkaddr3668
  %sunkaddr3670 = getelementptr i8, i8* %sunkaddr3669, i64 224
  %810 = bitcast i8* %sunkaddr3670 to double*
  store double %.811.us.us.4.3.3, double* %810, align 8
  %811 = add i64 %808, 1
  %spec.select71.us.us.5.3.3 = select i1 %724, i64 %811, i64 %.784.034.us.us.3
  %.800.us.us.5.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.3
  %.801.us.us.5.3.3 = load double, double* %.800.us.us.5.3.3, align 8
  %.810.us.us.5.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.3 = fadd double %.801.us.us.5.3.3, %.810.us.us.5.3.3
  %sunkaddr3671 = mul i64 %loop.index36.us.us.3, 8
  %812 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3672 = getelementptr i8, i8* %812, i64 %sunkaddr3671
  %sunkaddr3673 = getelementptr i8, i8* %sunkaddr3672, i64 232
  %813 = bitcast i8* %sunkaddr3673 to double*
  store double %.811.us.us.5.3.3, double* %813, align 8
  %814 = add i64 %811, 1
  %spec.select71.us.us.6.3.3 = select i1 %724, i64 %814, i64 %.784.034.us.us.3
  %.800.us.us.6.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.3
  %.801.us.us.6.3.3 = load double, double* %.800.us.us.6.3.3, align 8
  %.810.us.us.6.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.3 = fadd double %.801.us.us.6.3.3, %.810.us.us.6.3.3
  %sunkaddr3674 = mul i64 %loop.index36.us.us.3, 8
  %815 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3675 = getelementptr i8, i8* %815, i64 %sunkaddr3674
  %sunkaddr3676 = getelementptr i8, i8* %sunkaddr3675, i64 240
  %816 = bitcast i8* %sunkaddr3676 to double*
  store double %.811.us.us.6.3.3, double* %816, align 8
  %817 = add i64 %814, 1
  %spec.select71.us.us.7.3.3 = select i1 %724, i64 %817, i64 %.784.034.us.us.3
  %.800.us.us.7.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.3
  %.801.us.us.7.3.3 = load double, double* %.800.us.us.7.3.3, align 8
  %.810.us.us.7.3.3 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.3 = fadd double %.801.us.us.7.3.3, %.810.us.us.7.3.3
  %sunkaddr3677 = mul i64 %loop.index36.us.us.3, 8
  %818 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3678 = getelementptr i8, i8* %818, i64 %sunkaddr3677
  %sunkaddr3679 = getelementptr i8, i8* %sunkaddr3678, i64 248
  %819 = bitcast i8* %sunkaddr3679 to double*
  store double %.811.us.us.7.3.3, double* %819, align 8
  %820 = add i64 %817, 1
  %spec.select71.us.us.3150.4 = select i1 %724, i64 %820, i64 %.784.034.us.us.3
  %.800.us.us.3151.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.4
  %.801.us.us.3152.4 = load double, double* %.800.us.us.3151.4, align 8
  %.810.us.us.3153.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.4 = fadd double %.801.us.us.3152.4, %.810.us.us.3153.4
  %sunkaddr3680 = mul i64 %loop.index36.us.us.3, 8
  %821 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3681 = getelementptr i8, i8* %821, i64 %sunkaddr3680
  %sunkaddr3682 = getelementptr i8, i8* %sunkaddr3681, i64 256
  %822 = bitcast i8* %sunkaddr3682 to double*
  store double %.811.us.us.3154.4, double* %822, align 8
  %823 = add i64 %820, 1
  %spec.select71.us.us.1.3.4 = select i1 %724, i64 %823, i64 %.784.034.us.us.3
  %.800.us.us.1.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.4
  %.801.us.us.1.3.4 = load double, double* %.800.us.us.1.3.4, align 8
  %.810.us.us.1.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.4 = fadd double %.801.us.us.1.3.4, %.810.us.us.1.3.4
  %sunkaddr3683 = mul i64 %loop.index36.us.us.3, 8
  %824 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3684 = getelementptr i8, i8* %824, i64 %sunkaddr3683
  %sunkaddr3685 = getelementptr i8, i8* %sunkaddr3684, i64 264
  %825 = bitcast i8* %sunkaddr3685 to double*
  store double %.811.us.us.1.3.4, double* %825, align 8
  %826 = add i64 %823, 1
  %spec.select71.us.us.2.3.4 = select i1 %724, i64 %826, i64 %.784.034.us.us.3
  %.800.us.us.2.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.4
  %.801.us.us.2.3.4 = load double, double* %.800.us.us.2.3.4, align 8
  %.810.us.us.2.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.4 = fadd double %.801.us.us.2.3.4, %.810.us.us.2.3.4
  %sunkaddr3686 = mul i64 %loop.index36.us.us.3, 8
  %827 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3687 = getelementptr i8, i8* %827, i64 %sunkaddr3686
  %sunkaddr3688 = getelementptr i8, i8* %sunkaddr3687, i64 272
  %828 = bitcast i8* %sunkaddr3688 to double*
  store double %.811.us.us.2.3.4, double* %828, align 8
  %829 = add i64 %826, 1
  %spec.select71.us.us.3.3.4 = select i1 %724, i64 %829, i64 %.784.034.us.us.3
  %.800.us.us.3.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.4
  %.801.us.us.3.3.4 = load double, double* %.800.us.us.3.3.4, align 8
  %.810.us.us.3.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.4 = fadd double %.801.us.us.3.3.4, %.810.us.us.3.3.4
  %sunkaddr3689 = mul i64 %loop.index36.us.us.3, 8
  %830 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3690 = getelementptr i8, i8* %830, i64 %sunkaddr3689
  %sunkaddr3691 = getelementptr i8, i8* %sunkaddr3690, i64 280
  %831 = bitcast i8* %sunkaddr3691 to double*
  store double %.811.us.us.3.3.4, double* %831, align 8
  %832 = add i64 %829, 1
  %spec.select71.us.us.4.3.4 = select i1 %724, i64 %832, i64 %.784.034.us.us.3
  %.800.us.us.4.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.4
  %.801.us.us.4.3.4 = load double, double* %.800.us.us.4.3.4, align 8
  %.810.us.us.4.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.4 = fadd double %.801.us.us.4.3.4, %.810.us.us.4.3.4
  %sunkaddr3692 = mul i64 %loop.index36.us.us.3, 8
  %833 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3693 = getelementptr i8, i8* %833, i64 %sunkaddr3692
  %sunkaddr3694 = getelementptr i8, i8* %sunkaddr3693, i64 288
  %834 = bitcast i8* %sunkaddr3694 to double*
  store double %.811.us.us.4.3.4, double* %834, align 8
  %835 = add i64 %832, 1
  %spec.select71.us.us.5.3.4 = select i1 %724, i64 %835, i64 %.784.034.us.us.3
  %.800.us.us.5.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.4
  %.801.us.us.5.3.4 = load double, double* %.800.us.us.5.3.4, align 8
  %.810.us.us.5.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.4 = fadd double %.801.us.us.5.3.4, %.810.us.us.5.3.4
  %sunkaddr3695 = mul i64 %loop.index36.us.us.3, 8
  %836 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3696 = getelementptr i8, i8* %836, i64 %sunkaddr3695
  %sunkaddr3697 = getelementptr i8, i8* %sunkaddr3696, i64 296
  %837 = bitcast i8* %sunkaddr3697 to double*
  store double %.811.us.us.5.3.4, double* %837, align 8
  %838 = add i64 %835, 1
  %spec.select71.us.us.6.3.4 = select i1 %724, i64 %838, i64 %.784.034.us.us.3
  %.800.us.us.6.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.4
  %.801.us.us.6.3.4 = load double, double* %.800.us.us.6.3.4, align 8
  %.810.us.us.6.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.4 = fadd double %.801.us.us.6.3.4, %.810.us.us.6.3.4
  %sunkaddr3698 = mul i64 %loop.index36.us.us.3, 8
  %839 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3699 = getelementptr i8, i8* %839, i64 %sunkaddr3698
  %sunkaddr3700 = getelementptr i8, i8* %sunkaddr3699, i64 304
  %840 = bitcast i8* %sunkaddr3700 to double*
  store double %.811.us.us.6.3.4, double* %840, align 8
  %841 = add i64 %838, 1
  %spec.select71.us.us.7.3.4 = select i1 %724, i64 %841, i64 %.784.034.us.us.3
  %.800.us.us.7.3.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.4
  %.801.us.us.7.3.4 = load double, double* %.800.us.us.7.3.4, align 8
  %.810.us.us.7.3.4 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.4 = fadd double %.801.us.us.7.3.4, %.810.us.us.7.3.4
  %sunkaddr3701 = mul i64 %loop.index36.us.us.3, 8
  %842 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3702 = getelementptr i8, i8* %842, i64 %sunkaddr3701
  %sunkaddr3703 = getelementptr i8, i8* %sunkaddr3702, i64 312
  %843 = bitcast i8* %sunkaddr3703 to double*
  store double %.811.us.us.7.3.4, double* %843, align 8
  %844 = add i64 %841, 1
  %spec.select71.us.us.3150.5 = select i1 %724, i64 %844, i64 %.784.034.us.us.3
  %.800.us.us.3151.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.5
  %.801.us.us.3152.5 = load double, double* %.800.us.us.3151.5, align 8
  %.810.us.us.3153.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.5 = fadd double %.801.us.us.3152.5, %.810.us.us.3153.5
  %sunkaddr3704 = mul i64 %loop.index36.us.us.3, 8
  %845 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3705 = getelementptr i8, i8* %845, i64 %sunkaddr3704
  %sunkaddr3706 = getelementptr i8, i8* %sunkaddr3705, i64 320
  %846 = bitcast i8* %sunkaddr3706 to double*
  store double %.811.us.us.3154.5, double* %846, align 8
  %847 = add i64 %844, 1
  %spec.select71.us.us.1.3.5 = select i1 %724, i64 %847, i64 %.784.034.us.us.3
  %.800.us.us.1.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.5
  %.801.us.us.1.3.5 = load double, double* %.800.us.us.1.3.5, align 8
  %.810.us.us.1.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.5 = fadd double %.801.us.us.1.3.5, %.810.us.us.1.3.5
  %sunkaddr3707 = mul i64 %loop.index36.us.us.3, 8
  %848 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3708 = getelementptr i8, i8* %848, i64 %sunkaddr3707
  %sunkaddr3709 = getelementptr i8, i8* %sunkaddr3708, i64 328
  %849 = bitcast i8* %sunkaddr3709 to double*
  store double %.811.us.us.1.3.5, double* %849, align 8
  %850 = add i64 %847, 1
  %spec.select71.us.us.2.3.5 = select i1 %724, i64 %850, i64 %.784.034.us.us.3
  %.800.us.us.2.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.5
  %.801.us.us.2.3.5 = load double, double* %.800.us.us.2.3.5, align 8
  %.810.us.us.2.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.5 = fadd double %.801.us.us.2.3.5, %.810.us.us.2.3.5
  %sunkaddr3710 = mul i64 %loop.index36.us.us.3, 8
  %851 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3711 = getelementptr i8, i8* %851, i64 %sunkaddr3710
  %sunkaddr3712 = getelementptr i8, i8* %sunkaddr3711, i64 336
  %852 = bitcast i8* %sunkaddr3712 to double*
  store double %.811.us.us.2.3.5, double* %852, align 8
  %853 = add i64 %850, 1
  %spec.select71.us.us.3.3.5 = select i1 %724, i64 %853, i64 %.784.034.us.us.3
  %.800.us.us.3.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.5
  %.801.us.us.3.3.5 = load double, double* %.800.us.us.3.3.5, align 8
  %.810.us.us.3.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.5 = fadd double %.801.us.us.3.3.5, %.810.us.us.3.3.5
  %sunkaddr3713 = mul i64 %loop.index36.us.us.3, 8
  %854 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3714 = getelementptr i8, i8* %854, i64 %sunkaddr3713
  %sunkaddr3715 = getelementptr i8, i8* %sunkaddr3714, i64 344
  %855 = bitcast i8* %sunkaddr3715 to double*
  store double %.811.us.us.3.3.5, double* %855, align 8
  %856 = add i64 %853, 1
  %spec.select71.us.us.4.3.5 = select i1 %724, i64 %856, i64 %.784.034.us.us.3
  %.800.us.us.4.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.5
  %.801.us.us.4.3.5 = load double, double* %.800.us.us.4.3.5, align 8
  %.810.us.us.4.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.5 = fadd double %.801.us.us.4.3.5, %.810.us.us.4.3.5
  %sunkaddr3716 = mul i64 %loop.index36.us.us.3, 8
  %857 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3717 = getelementptr i8, i8* %857, i64 %sunkaddr3716
  %sunkaddr3718 = getelementptr i8, i8* %sunkaddr3717, i64 352
  %858 = bitcast i8* %sunkaddr3718 to double*
  store double %.811.us.us.4.3.5, double* %858, align 8
  %859 = add i64 %856, 1
  %spec.select71.us.us.5.3.5 = select i1 %724, i64 %859, i64 %.784.034.us.us.3
  %.800.us.us.5.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.5
  %.801.us.us.5.3.5 = load double, double* %.800.us.us.5.3.5, align 8
  %.810.us.us.5.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.5 = fadd double %.801.us.us.5.3.5, %.810.us.us.5.3.5
  %sunkaddr3719 = mul i64 %loop.index36.us.us.3, 8
  %860 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3720 = getelementptr i8, i8* %860, i64 %sunkaddr3719
  %sunkaddr3721 = getelementptr i8, i8* %sunkaddr3720, i64 360
  %861 = bitcast i8* %sunkaddr3721 to double*
  store double %.811.us.us.5.3.5, double* %861, align 8
  %862 = add i64 %859, 1
  %spec.select71.us.us.6.3.5 = select i1 %724, i64 %862, i64 %.784.034.us.us.3
  %.800.us.us.6.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.5
  %.801.us.us.6.3.5 = load double, double* %.800.us.us.6.3.5, align 8
  %.810.us.us.6.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.5 = fadd double %.801.us.us.6.3.5, %.810.us.us.6.3.5
  %sunkaddr3722 = mul i64 %loop.index36.us.us.3, 8
  %863 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3723 = getelementptr i8, i8* %863, i64 %sunkaddr3722
  %sunkaddr3724 = getelementptr i8, i8* %sunkaddr3723, i64 368
  %864 = bitcast i8* %sunkaddr3724 to double*
  store double %.811.us.us.6.3.5, double* %864, align 8
  %865 = add i64 %862, 1
  %spec.select71.us.us.7.3.5 = select i1 %724, i64 %865, i64 %.784.034.us.us.3
  %.800.us.us.7.3.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.5
  %.801.us.us.7.3.5 = load double, double* %.800.us.us.7.3.5, align 8
  %.810.us.us.7.3.5 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.5 = fadd double %.801.us.us.7.3.5, %.810.us.us.7.3.5
  %sunkaddr3725 = mul i64 %loop.index36.us.us.3, 8
  %866 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3726 = getelementptr i8, i8* %866, i64 %sunkaddr3725
  %sunkaddr3727 = getelementptr i8, i8* %sunkaddr3726, i64 376
  %867 = bitcast i8* %sunkaddr3727 to double*
  store double %.811.us.us.7.3.5, double* %867, align 8
  %868 = add i64 %865, 1
  %spec.select71.us.us.3150.6 = select i1 %724, i64 %868, i64 %.784.034.us.us.3
  %.800.us.us.3151.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.6
  %.801.us.us.3152.6 = load double, double* %.800.us.us.3151.6, align 8
  %.810.us.us.3153.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.6 = fadd double %.801.us.us.3152.6, %.810.us.us.3153.6
  %sunkaddr3728 = mul i64 %loop.index36.us.us.3, 8
  %869 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3729 = getelementptr i8, i8* %869, i64 %sunkaddr3728
  %sunkaddr3730 = getelementptr i8, i8* %sunkaddr3729, i64 384
  %870 = bitcast i8* %sunkaddr3730 to double*
  store double %.811.us.us.3154.6, double* %870, align 8
  %871 = add i64 %868, 1
  %spec.select71.us.us.1.3.6 = select i1 %724, i64 %871, i64 %.784.034.us.us.3
  %.800.us.us.1.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.6
  %.801.us.us.1.3.6 = load double, double* %.800.us.us.1.3.6, align 8
  %.810.us.us.1.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.6 = fadd double %.801.us.us.1.3.6, %.810.us.us.1.3.6
  %sunkaddr3731 = mul i64 %loop.index36.us.us.3, 8
  %872 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3732 = getelementptr i8, i8* %872, i64 %sunkaddr3731
  %sunkaddr3733 = getelementptr i8, i8* %sunkaddr3732, i64 392
  %873 = bitcast i8* %sunkaddr3733 to double*
  store double %.811.us.us.1.3.6, double* %873, align 8
  %874 = add i64 %871, 1
  %spec.select71.us.us.2.3.6 = select i1 %724, i64 %874, i64 %.784.034.us.us.3
  %.800.us.us.2.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.6
  %.801.us.us.2.3.6 = load double, double* %.800.us.us.2.3.6, align 8
  %.810.us.us.2.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.6 = fadd double %.801.us.us.2.3.6, %.810.us.us.2.3.6
  %sunkaddr3734 = mul i64 %loop.index36.us.us.3, 8
  %875 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3735 = getelementptr i8, i8* %875, i64 %sunkaddr3734
  %sunkaddr3736 = getelementptr i8, i8* %sunkaddr3735, i64 400
  %876 = bitcast i8* %sunkaddr3736 to double*
  store double %.811.us.us.2.3.6, double* %876, align 8
  %877 = add i64 %874, 1
  %spec.select71.us.us.3.3.6 = select i1 %724, i64 %877, i64 %.784.034.us.us.3
  %.800.us.us.3.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.6
  %.801.us.us.3.3.6 = load double, double* %.800.us.us.3.3.6, align 8
  %.810.us.us.3.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.6 = fadd double %.801.us.us.3.3.6, %.810.us.us.3.3.6
  %sunkaddr3737 = mul i64 %loop.index36.us.us.3, 8
  %878 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3738 = getelementptr i8, i8* %878, i64 %sunkaddr3737
  %sunkaddr3739 = getelementptr i8, i8* %sunkaddr3738, i64 408
  %879 = bitcast i8* %sunkaddr3739 to double*
  store double %.811.us.us.3.3.6, double* %879, align 8
  %880 = add i64 %877, 1
  %spec.select71.us.us.4.3.6 = select i1 %724, i64 %880, i64 %.784.034.us.us.3
  %.800.us.us.4.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.6
  %.801.us.us.4.3.6 = load double, double* %.800.us.us.4.3.6, align 8
  %.810.us.us.4.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.6 = fadd double %.801.us.us.4.3.6, %.810.us.us.4.3.6
  %sunkaddr3740 = mul i64 %loop.index36.us.us.3, 8
  %881 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3741 = getelementptr i8, i8* %881, i64 %sunkaddr3740
  %sunkaddr3742 = getelementptr i8, i8* %sunkaddr3741, i64 416
  %882 = bitcast i8* %sunkaddr3742 to double*
  store double %.811.us.us.4.3.6, double* %882, align 8
  %883 = add i64 %880, 1
  %spec.select71.us.us.5.3.6 = select i1 %724, i64 %883, i64 %.784.034.us.us.3
  %.800.us.us.5.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.6
  %.801.us.us.5.3.6 = load double, double* %.800.us.us.5.3.6, align 8
  %.810.us.us.5.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.6 = fadd double %.801.us.us.5.3.6, %.810.us.us.5.3.6
  %sunkaddr3743 = mul i64 %loop.index36.us.us.3, 8
  %884 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3744 = getelementptr i8, i8* %884, i64 %sunkaddr3743
  %sunkaddr3745 = getelementptr i8, i8* %sunkaddr3744, i64 424
  %885 = bitcast i8* %sunkaddr3745 to double*
  store double %.811.us.us.5.3.6, double* %885, align 8
  %886 = add i64 %883, 1
  %spec.select71.us.us.6.3.6 = select i1 %724, i64 %886, i64 %.784.034.us.us.3
  %.800.us.us.6.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.6
  %.801.us.us.6.3.6 = load double, double* %.800.us.us.6.3.6, align 8
  %.810.us.us.6.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.6 = fadd double %.801.us.us.6.3.6, %.810.us.us.6.3.6
  %sunkaddr3746 = mul i64 %loop.index36.us.us.3, 8
  %887 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3747 = getelementptr i8, i8* %887, i64 %sunkaddr3746
  %sunkaddr3748 = getelementptr i8, i8* %sunkaddr3747, i64 432
  %888 = bitcast i8* %sunkaddr3748 to double*
  store double %.811.us.us.6.3.6, double* %888, align 8
  %889 = add i64 %886, 1
  %spec.select71.us.us.7.3.6 = select i1 %724, i64 %889, i64 %.784.034.us.us.3
  %.800.us.us.7.3.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.6
  %.801.us.us.7.3.6 = load double, double* %.800.us.us.7.3.6, align 8
  %.810.us.us.7.3.6 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.6 = fadd double %.801.us.us.7.3.6, %.810.us.us.7.3.6
  %sunkaddr3749 = mul i64 %loop.index36.us.us.3, 8
  %890 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3750 = getelementptr i8, i8* %890, i64 %sunkaddr3749
  %sunkaddr3751 = getelementptr i8, i8* %sunkaddr3750, i64 440
  %891 = bitcast i8* %sunkaddr3751 to double*
  store double %.811.us.us.7.3.6, double* %891, align 8
  %892 = add i64 %889, 1
  %spec.select71.us.us.3150.7 = select i1 %724, i64 %892, i64 %.784.034.us.us.3
  %.800.us.us.3151.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.7
  %.801.us.us.3152.7 = load double, double* %.800.us.us.3151.7, align 8
  %.810.us.us.3153.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.7 = fadd double %.801.us.us.3152.7, %.810.us.us.3153.7
  %sunkaddr3752 = mul i64 %loop.index36.us.us.3, 8
  %893 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3753 = getelementptr i8, i8* %893, i64 %sunkaddr3752
  %sunkaddr3754 = getelementptr i8, i8* %sunkaddr3753, i64 448
  %894 = bitcast i8* %sunkaddr3754 to double*
  store double %.811.us.us.3154.7, double* %894, align 8
  %895 = add i64 %892, 1
  %spec.select71.us.us.1.3.7 = select i1 %724, i64 %895, i64 %.784.034.us.us.3
  %.800.us.us.1.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.7
  %.801.us.us.1.3.7 = load double, double* %.800.us.us.1.3.7, align 8
  %.810.us.us.1.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.7 = fadd double %.801.us.us.1.3.7, %.810.us.us.1.3.7
  %sunkaddr3755 = mul i64 %loop.index36.us.us.3, 8
  %896 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3756 = getelementptr i8, i8* %896, i64 %sunkaddr3755
  %sunkaddr3757 = getelementptr i8, i8* %sunkaddr3756, i64 456
  %897 = bitcast i8* %sunkaddr3757 to double*
  store double %.811.us.us.1.3.7, double* %897, align 8
  %898 = add i64 %895, 1
  %spec.select71.us.us.2.3.7 = select i1 %724, i64 %898, i64 %.784.034.us.us.3
  %.800.us.us.2.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.7
  %.801.us.us.2.3.7 = load double, double* %.800.us.us.2.3.7, align 8
  %.810.us.us.2.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.7 = fadd double %.801.us.us.2.3.7, %.810.us.us.2.3.7
  %sunkaddr3758 = mul i64 %loop.index36.us.us.3, 8
  %899 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3759 = getelementptr i8, i8* %899, i64 %sunkaddr3758
  %sunkaddr3760 = getelementptr i8, i8* %sunkaddr3759, i64 464
  %900 = bitcast i8* %sunkaddr3760 to double*
  store double %.811.us.us.2.3.7, double* %900, align 8
  %901 = add i64 %898, 1
  %spec.select71.us.us.3.3.7 = select i1 %724, i64 %901, i64 %.784.034.us.us.3
  %.800.us.us.3.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.7
  %.801.us.us.3.3.7 = load double, double* %.800.us.us.3.3.7, align 8
  %.810.us.us.3.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.7 = fadd double %.801.us.us.3.3.7, %.810.us.us.3.3.7
  %sunkaddr3761 = mul i64 %loop.index36.us.us.3, 8
  %902 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3762 = getelementptr i8, i8* %902, i64 %sunkaddr3761
  %sunkaddr3763 = getelementptr i8, i8* %sunkaddr3762, i64 472
  %903 = bitcast i8* %sunkaddr3763 to double*
  store double %.811.us.us.3.3.7, double* %903, align 8
  %904 = add i64 %901, 1
  %spec.select71.us.us.4.3.7 = select i1 %724, i64 %904, i64 %.784.034.us.us.3
  %.800.us.us.4.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.7
  %.801.us.us.4.3.7 = load double, double* %.800.us.us.4.3.7, align 8
  %.810.us.us.4.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.7 = fadd double %.801.us.us.4.3.7, %.810.us.us.4.3.7
  %sunkaddr3764 = mul i64 %loop.index36.us.us.3, 8
  %905 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3765 = getelementptr i8, i8* %905, i64 %sunkaddr3764
  %sunkaddr3766 = getelementptr i8, i8* %sunkaddr3765, i64 480
  %906 = bitcast i8* %sunkaddr3766 to double*
  store double %.811.us.us.4.3.7, double* %906, align 8
  %907 = add i64 %904, 1
  %spec.select71.us.us.5.3.7 = select i1 %724, i64 %907, i64 %.784.034.us.us.3
  %.800.us.us.5.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.7
  %.801.us.us.5.3.7 = load double, double* %.800.us.us.5.3.7, align 8
  %.810.us.us.5.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.7 = fadd double %.801.us.us.5.3.7, %.810.us.us.5.3.7
  %sunkaddr3767 = mul i64 %loop.index36.us.us.3, 8
  %908 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3768 = getelementptr i8, i8* %908, i64 %sunkaddr3767
  %sunkaddr3769 = getelementptr i8, i8* %sunkaddr3768, i64 488
  %909 = bitcast i8* %sunkaddr3769 to double*
  store double %.811.us.us.5.3.7, double* %909, align 8
  %910 = add i64 %907, 1
  %spec.select71.us.us.6.3.7 = select i1 %724, i64 %910, i64 %.784.034.us.us.3
  %.800.us.us.6.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.7
  %.801.us.us.6.3.7 = load double, double* %.800.us.us.6.3.7, align 8
  %.810.us.us.6.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.7 = fadd double %.801.us.us.6.3.7, %.810.us.us.6.3.7
  %sunkaddr3770 = mul i64 %loop.index36.us.us.3, 8
  %911 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3771 = getelementptr i8, i8* %911, i64 %sunkaddr3770
  %sunkaddr3772 = getelementptr i8, i8* %sunkaddr3771, i64 496
  %912 = bitcast i8* %sunkaddr3772 to double*
  store double %.811.us.us.6.3.7, double* %912, align 8
  %913 = add i64 %910, 1
  %spec.select71.us.us.7.3.7 = select i1 %724, i64 %913, i64 %.784.034.us.us.3
  %.800.us.us.7.3.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.7
  %.801.us.us.7.3.7 = load double, double* %.800.us.us.7.3.7, align 8
  %.810.us.us.7.3.7 = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.7 = fadd double %.801.us.us.7.3.7, %.810.us.us.7.3.7
  %sunkaddr3773 = mul i64 %loop.index36.us.us.3, 8
  %914 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3774 = getelementptr i8, i8* %914, i64 %sunkaddr3773
  %sunkaddr3775 = getelementptr i8, i8* %sunkaddr3774, i64 504
  %915 = bitcast i8* %sunkaddr3775 to double*
  store double %.811.us.us.7.3.7, double* %915, align 8
  %916 = add i64 %loop.index36.us.us.3, 64
  %lsr.iv.next2362 = add i64 %lsr.iv2361, 8
  %niter497.ncmp.7 = icmp eq i64 %lsr.iv.next2362, 0
  %917 = add i64 %913, 1
  br i1 %niter497.ncmp.7, label %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa, label %for.body.us.us.3

for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa: ; preds = %for.body.us.us.3, %for.body.us.us.3.preheader
  %spec.select71.us.us.7.3.lcssa.ph = phi i64 [ undef, %for.body.us.us.3.preheader ], [ %spec.select71.us.us.7.3.7, %for.body.us.us.3 ]
  %loop.index36.us.us.3.unr = phi i64 [ 0, %for.body.us.us.3.preheader ], [ %916, %for.body.us.us.3 ]
  %.784.034.us.us.3.unr = phi i64 [ 0, %for.body.us.us.3.preheader ], [ %spec.select71.us.us.7.3.7, %for.body.us.us.3 ]
  %918 = icmp eq i64 %xtraiter277, 0
  br i1 %918, label %for.end.loopexit.us.us.unr-lcssa.3, label %for.body.us.us.3.epil.preheader

for.body.us.us.3.epil.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa
  br label %for.body.us.us.3.epil

for.body.us.us.3.epil:                            ; preds = %for.body.us.us.3.epil.preheader, %for.body.us.us.3.epil
  %lsr.iv2490 = phi i64 [ %33, %for.body.us.us.3.epil.preheader ], [ %math3799, %for.body.us.us.3.epil ]
  %loop.index36.us.us.3.epil = phi i64 [ %943, %for.body.us.us.3.epil ], [ %loop.index36.us.us.3.unr, %for.body.us.us.3.epil.preheader ]
  %.784.034.us.us.3.epil = phi i64 [ %spec.select71.us.us.7.3.epil, %for.body.us.us.3.epil ], [ %.784.034.us.us.3.unr, %for.body.us.us.3.epil.preheader ]
  %919 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.3150.epil = select i1 %919, i64 %loop.index36.us.us.3.epil, i64 %.784.034.us.us.3.epil
  %.800.us.us.3151.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3150.epil
  %.801.us.us.3152.epil = load double, double* %.800.us.us.3151.epil, align 8
  %.810.us.us.3153.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3154.epil = fadd double %.801.us.us.3152.epil, %.810.us.us.3153.epil
  %sunkaddr3776 = mul i64 %loop.index36.us.us.3.epil, 8
  %920 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3777 = getelementptr i8, i8* %920, i64 %sunkaddr3776
  %921 = bitcast i8* %sunkaddr3777 to double*
  store double %.811.us.us.3154.epil, double* %921, align 8
  %922 = or i64 %loop.index36.us.us.3.epil, 1
  %spec.select71.us.us.1.3.epil = select i1 %919, i64 %922, i64 %.784.034.us.us.3.epil
  %.800.us.us.1.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.3.epil
  %.801.us.us.1.3.epil = load double, double* %.800.us.us.1.3.epil, align 8
  %.810.us.us.1.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.1.3.epil = fadd double %.801.us.us.1.3.epil, %.810.us.us.1.3.epil
  %sunkaddr3778 = mul i64 %loop.index36.us.us.3.epil, 8
  %923 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3779 = getelementptr i8, i8* %923, i64 %sunkaddr3778
  %sunkaddr3780 = getelementptr i8, i8* %sunkaddr3779, i64 8
  %924 = bitcast i8* %sunkaddr3780 to double*
  store double %.811.us.us.1.3.epil, double* %924, align 8
  %925 = or i64 %loop.index36.us.us.3.epil, 2
  %spec.select71.us.us.2.3.epil = select i1 %919, i64 %925, i64 %.784.034.us.us.3.epil
  %.800.us.us.2.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.3.epil
  %.801.us.us.2.3.epil = load double, double* %.800.us.us.2.3.epil, align 8
  %.810.us.us.2.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.2.3.epil = fadd double %.801.us.us.2.3.epil, %.810.us.us.2.3.epil
  %sunkaddr3781 = mul i64 %loop.index36.us.us.3.epil, 8
  %926 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3782 = getelementptr i8, i8* %926, i64 %sunkaddr3781
  %sunkaddr3783 = getelementptr i8, i8* %sunkaddr3782, i64 16
  %927 = bitcast i8* %sunkaddr3783 to double*
  store double %.811.us.us.2.3.epil, double* %927, align 8
  %928 = or i64 %loop.index36.us.us.3.epil, 3
  %spec.select71.us.us.3.3.epil = select i1 %919, i64 %928, i64 %.784.034.us.us.3.epil
  %.800.us.us.3.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.3.epil
  %.801.us.us.3.3.epil = load double, double* %.800.us.us.3.3.epil, align 8
  %.810.us.us.3.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.3.3.epil = fadd double %.801.us.us.3.3.epil, %.810.us.us.3.3.epil
  %sunkaddr3784 = mul i64 %loop.index36.us.us.3.epil, 8
  %929 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3785 = getelementptr i8, i8* %929, i64 %sunkaddr3784
  %sunkaddr3786 = getelementptr i8, i8* %sunkaddr3785, i64 24
  %930 = bitcast i8* %sunkaddr3786 to double*
  store double %.811.us.us.3.3.epil, double* %930, align 8
  %931 = or i64 %loop.index36.us.us.3.epil, 4
  %spec.select71.us.us.4.3.epil = select i1 %919, i64 %931, i64 %.784.034.us.us.3.epil
  %.800.us.us.4.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.3.epil
  %.801.us.us.4.3.epil = load double, double* %.800.us.us.4.3.epil, align 8
  %.810.us.us.4.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.4.3.epil = fadd double %.801.us.us.4.3.epil, %.810.us.us.4.3.epil
  %sunkaddr3787 = mul i64 %loop.index36.us.us.3.epil, 8
  %932 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3788 = getelementptr i8, i8* %932, i64 %sunkaddr3787
  %sunkaddr3789 = getelementptr i8, i8* %sunkaddr3788, i64 32
  %933 = bitcast i8* %sunkaddr3789 to double*
  store double %.811.us.us.4.3.epil, double* %933, align 8
  %934 = or i64 %loop.index36.us.us.3.epil, 5
  %spec.select71.us.us.5.3.epil = select i1 %919, i64 %934, i64 %.784.034.us.us.3.epil
  %.800.us.us.5.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.3.epil
  %.801.us.us.5.3.epil = load double, double* %.800.us.us.5.3.epil, align 8
  %.810.us.us.5.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.5.3.epil = fadd double %.801.us.us.5.3.epil, %.810.us.us.5.3.epil
  %sunkaddr3790 = mul i64 %loop.index36.us.us.3.epil, 8
  %935 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3791 = getelementptr i8, i8* %935, i64 %sunkaddr3790
  %sunkaddr3792 = getelementptr i8, i8* %sunkaddr3791, i64 40
  %936 = bitcast i8* %sunkaddr3792 to double*
  store double %.811.us.us.5.3.epil, double* %936, align 8
  %937 = or i64 %loop.index36.us.us.3.epil, 6
  %spec.select71.us.us.6.3.epil = select i1 %919, i64 %937, i64 %.784.034.us.us.3.epil
  %.800.us.us.6.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.3.epil
  %.801.us.us.6.3.epil = load double, double* %.800.us.us.6.3.epil, align 8
  %.810.us.us.6.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.6.3.epil = fadd double %.801.us.us.6.3.epil, %.810.us.us.6.3.epil
  %sunkaddr3793 = mul i64 %loop.index36.us.us.3.epil, 8
  %938 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3794 = getelementptr i8, i8* %938, i64 %sunkaddr3793
  %sunkaddr3795 = getelementptr i8, i8* %sunkaddr3794, i64 48
  %939 = bitcast i8* %sunkaddr3795 to double*
  store double %.811.us.us.6.3.epil, double* %939, align 8
  %940 = or i64 %loop.index36.us.us.3.epil, 7
  %spec.select71.us.us.7.3.epil = select i1 %919, i64 %940, i64 %.784.034.us.us.3.epil
  %.800.us.us.7.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.3.epil
  %.801.us.us.7.3.epil = load double, double* %.800.us.us.7.3.epil, align 8
  %.810.us.us.7.3.epil = load double, double* %sunkaddr497185, align 8
  %.811.us.us.7.3.epil = fadd double %.801.us.us.7.3.epil, %.810.us.us.7.3.epil
  %sunkaddr3796 = mul i64 %loop.index36.us.us.3.epil, 8
  %941 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3797 = getelementptr i8, i8* %941, i64 %sunkaddr3796
  %sunkaddr3798 = getelementptr i8, i8* %sunkaddr3797, i64 56
  %942 = bitcast i8* %sunkaddr3798 to double*
  store double %.811.us.us.7.3.epil, double* %942, align 8
  %943 = add nuw nsw i64 %loop.index36.us.us.3.epil, 8
  %944 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2490, i64 1)
  %math3799 = extractvalue { i64, i1 } %944, 0
  %ov3800 = extractvalue { i64, i1 } %944, 1
  br i1 %ov3800, label %for.end.loopexit.us.us.unr-lcssa.3, label %for.body.us.us.3.epil, !llvm.loop !36

for.end.loopexit.us.us.unr-lcssa.3:               ; preds = %for.body.us.us.3.epil, %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa, %for.end.loopexit.us.us.2
  %loop.index36.us.us.unr.3 = phi i64 [ 0, %for.end.loopexit.us.us.2 ], [ %unroll_iter, %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa ], [ %unroll_iter, %for.body.us.us.3.epil ]
  %.784.034.us.us.unr.3 = phi i64 [ 0, %for.end.loopexit.us.us.2 ], [ %spec.select71.us.us.7.3.lcssa.ph, %for.end.loopexit.us.us.unr-lcssa.3.loopexit.unr-lcssa ], [ %spec.select71.us.us.7.3.epil, %for.body.us.us.3.epil ]
  %945 = icmp eq i64 %xtraiter, 0
  br i1 %945, label %for.end.loopexit.us.us.3, label %for.body.us.us.epil.3.preheader

for.body.us.us.epil.3.preheader:                  ; preds = %for.end.loopexit.us.us.unr-lcssa.3
  br label %for.body.us.us.epil.3

for.body.us.us.epil.3:                            ; preds = %for.body.us.us.epil.3.preheader, %for.body.us.us.epil.3
  %lsr.iv302 = phi i64 [ %lsr.iv.next303, %for.body.us.us.epil.3 ], [ %xtraiter, %for.body.us.us.epil.3.preheader ]
  %loop.index36.us.us.epil.3 = phi i64 [ %.816.us.us.epil.3, %for.body.us.us.epil.3 ], [ %loop.index36.us.us.unr.3, %for.body.us.us.epil.3.preheader ]
  %.784.034.us.us.epil.3 = phi i64 [ %spec.select71.us.us.epil.3, %for.body.us.us.epil.3 ], [ %.784.034.us.us.unr.3, %for.body.us.us.epil.3.preheader ]
  %946 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil.3 = select i1 %946, i64 %loop.index36.us.us.epil.3, i64 %.784.034.us.us.epil.3
  %.800.us.us.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil.3
  %.801.us.us.epil.3 = load double, double* %.800.us.us.epil.3, align 8
  %sunkaddr3801 = mul i64 %.705.us.us.3, 8
  %947 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr3802 = getelementptr i8, i8* %947, i64 %sunkaddr3801
  %948 = bitcast i8* %sunkaddr3802 to double*
  %.810.us.us.epil.3 = load double, double* %948, align 8
  %.811.us.us.epil.3 = fadd double %.801.us.us.epil.3, %.810.us.us.epil.3
  %scevgep2507 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil.3
  store double %.811.us.us.epil.3, double* %scevgep2507, align 8
  %.816.us.us.epil.3 = add nuw nsw i64 %loop.index36.us.us.epil.3, 1
  %lsr.iv.next303 = add nsw i64 %lsr.iv302, -1
  %epil.iter.cmp.3.not = icmp eq i64 %lsr.iv.next303, 0
  br i1 %epil.iter.cmp.3.not, label %for.end.loopexit.us.us.3, label %for.body.us.us.epil.3, !llvm.loop !33

for.end.loopexit.us.us.3:                         ; preds = %for.body.us.us.epil.3, %for.end.loopexit.us.us.unr-lcssa.3
  %.487.us.us.3 = add nuw nsw i64 %.418.093.us.us, 4
  %niter133.ncmp.3 = icmp eq i64 %.487.us.us.3, %unroll_iter132
  br i1 %niter133.ncmp.3, label %B756.endif.loopexit.unr-lcssa, label %B368.endif.else.endif.us.us

B368.endif.else.endif.us:                         ; preds = %for.end.loopexit.us.3, %B368.endif.else.endif.us.preheader.new
  %.418.093.us = phi i64 [ 0, %B368.endif.else.endif.us.preheader.new ], [ %.487.us.3, %for.end.loopexit.us.3 ]
  %949 = icmp ult i64 %25, 7
  %.702.us = mul i64 %.418.093.us, %arg.arr.5.1
  %.706.us = getelementptr double, double* %arg.arr.4, i64 %.702.us
  br i1 %949, label %for.end.loopexit.us.unr-lcssa, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %B368.endif.else.endif.us
  %950 = icmp ult i64 %35, 24
  br i1 %950, label %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.us.preheader1769

for.body.us.preheader1769:                        ; preds = %for.body.us.preheader
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader1769, %for.body.us
  %lsr.iv2592 = phi i64 [ %39, %for.body.us.preheader1769 ], [ %lsr.iv.next2593, %for.body.us ]
  %loop.index36.us = phi i64 [ %1049, %for.body.us ], [ 0, %for.body.us.preheader1769 ]
  %.787.035.us = phi i64 [ %.787.1.us.7.3753, %for.body.us ], [ 0, %for.body.us.preheader1769 ]
  %.784.034.us = phi i64 [ %spec.select71.us.7.3750, %for.body.us ], [ 0, %for.body.us.preheader1769 ]
  %951 = icmp eq i64 %arg.arr.5.1, 1
  %952 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us = select i1 %952, i64 %loop.index36.us, i64 %.784.034.us
  %.800.us = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us
  %.801.us = load double, double* %.800.us, align 8
  %.787.1.us = select i1 %951, i64 %.787.035.us, i64 %loop.index36.us
  %.809.us = getelementptr double, double* %.706.us, i64 %.787.1.us
  %.810.us = load double, double* %.809.us, align 8
  %.811.us = fadd double %.801.us, %.810.us
  %sunkaddr3803 = mul i64 %loop.index36.us, 8
  %953 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3804 = getelementptr i8, i8* %953, i64 %sunkaddr3803
  %954 = bitcast i8* %sunkaddr3804 to double*
  store double %.811.us, double* %954, align 8
  %955 = add i64 %loop.index36.us, 1
  %spec.select71.us.1 = select i1 %952, i64 %955, i64 %.784.034.us
  %.800.us.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1
  %.801.us.1 = load double, double* %.800.us.1, align 8
  %.787.1.us.1 = select i1 %951, i64 %.787.035.us, i64 %955
  %.809.us.1 = getelementptr double, double* %.706.us, i64 %.787.1.us.1
  %.810.us.1 = load double, double* %.809.us.1, align 8
  %.811.us.1 = fadd double %.801.us.1, %.810.us.1
  %sunkaddr3805 = mul i64 %loop.index36.us, 8
  %956 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3806 = getelementptr i8, i8* %956, i64 %sunkaddr3805
  %sunkaddr3807 = getelementptr i8, i8* %sunkaddr3806, i64 8
  %957 = bitcast i8* %sunkaddr3807 to double*
  store double %.811.us.1, double* %957, align 8
  %958 = add i64 %955, 1
  %spec.select71.us.2 = select i1 %952, i64 %958, i64 %.784.034.us
  %.800.us.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2
  %.801.us.2 = load double, double* %.800.us.2, align 8
  %.787.1.us.2 = select i1 %951, i64 %.787.035.us, i64 %958
  %.809.us.2 = getelementptr double, double* %.706.us, i64 %.787.1.us.2
  %.810.us.2 = load double, double* %.809.us.2, align 8
  %.811.us.2 = fadd double %.801.us.2, %.810.us.2
  %sunkaddr3808 = mul i64 %loop.index36.us, 8
  %959 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3809 = getelementptr i8, i8* %959, i64 %sunkaddr3808
  %sunkaddr3810 = getelementptr i8, i8* %sunkaddr3809, i64 16
  %960 = bitcast i8* %sunkaddr3810 to double*
  store double %.811.us.2, double* %960, align 8
  %961 = add i64 %958, 1
  %spec.select71.us.3 = select i1 %952, i64 %961, i64 %.784.034.us
  %.800.us.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3
  %.801.us.3 = load double, double* %.800.us.3, align 8
  %.787.1.us.3 = select i1 %951, i64 %.787.035.us, i64 %961
  %.809.us.3 = getelementptr double, double* %.706.us, i64 %.787.1.us.3
  %.810.us.3 = load double, double* %.809.us.3, align 8
  %.811.us.3 = fadd double %.801.us.3, %.810.us.3
  %sunkaddr3811 = mul i64 %loop.index36.us, 8
  %962 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3812 = getelementptr i8, i8* %962, i64 %sunkaddr3811
  %sunkaddr3813 = getelementptr i8, i8* %sunkaddr3812, i64 24
  %963 = bitcast i8* %sunkaddr3813 to double*
  store double %.811.us.3, double* %963, align 8
  %964 = add i64 %961, 1
  %spec.select71.us.4 = select i1 %952, i64 %964, i64 %.784.034.us
  %.800.us.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4
  %.801.us.4 = load double, double* %.800.us.4, align 8
  %.787.1.us.4 = select i1 %951, i64 %.787.035.us, i64 %964
  %.809.us.4 = getelementptr double, double* %.706.us, i64 %.787.1.us.4
  %.810.us.4 = load double, double* %.809.us.4, align 8
  %.811.us.4 = fadd double %.801.us.4, %.810.us.4
  %sunkaddr3814 = mul i64 %loop.index36.us, 8
  %965 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3815 = getelementptr i8, i8* %965, i64 %sunkaddr3814
  %sunkaddr3816 = getelementptr i8, i8* %sunkaddr3815, i64 32
  %966 = bitcast i8* %sunkaddr3816 to double*
  store double %.811.us.4, double* %966, align 8
  %967 = add i64 %964, 1
  %spec.select71.us.5 = select i1 %952, i64 %967, i64 %.784.034.us
  %.800.us.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5
  %.801.us.5 = load double, double* %.800.us.5, align 8
  %.787.1.us.5 = select i1 %951, i64 %.787.035.us, i64 %967
  %.809.us.5 = getelementptr double, double* %.706.us, i64 %.787.1.us.5
  %.810.us.5 = load double, double* %.809.us.5, align 8
  %.811.us.5 = fadd double %.801.us.5, %.810.us.5
  %sunkaddr3817 = mul i64 %loop.index36.us, 8
  %968 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3818 = getelementptr i8, i8* %968, i64 %sunkaddr3817
  %sunkaddr3819 = getelementptr i8, i8* %sunkaddr3818, i64 40
  %969 = bitcast i8* %sunkaddr3819 to double*
  store double %.811.us.5, double* %969, align 8
  %970 = add i64 %967, 1
  %spec.select71.us.6 = select i1 %952, i64 %970, i64 %.784.034.us
  %.800.us.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6
  %.801.us.6 = load double, double* %.800.us.6, align 8
  %.787.1.us.6 = select i1 %951, i64 %.787.035.us, i64 %970
  %.809.us.6 = getelementptr double, double* %.706.us, i64 %.787.1.us.6
  %.810.us.6 = load double, double* %.809.us.6, align 8
  %.811.us.6 = fadd double %.801.us.6, %.810.us.6
  %sunkaddr3820 = mul i64 %loop.index36.us, 8
  %971 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3821 = getelementptr i8, i8* %971, i64 %sunkaddr3820
  %sunkaddr3822 = getelementptr i8, i8* %sunkaddr3821, i64 48
  %972 = bitcast i8* %sunkaddr3822 to double*
  store double %.811.us.6, double* %972, align 8
  %973 = add i64 %970, 1
  %spec.select71.us.7 = select i1 %952, i64 %973, i64 %.784.034.us
  %.800.us.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7
  %.801.us.7 = load double, double* %.800.us.7, align 8
  %.787.1.us.7 = select i1 %951, i64 %.787.035.us, i64 %973
  %.809.us.7 = getelementptr double, double* %.706.us, i64 %.787.1.us.7
  %.810.us.7 = load double, double* %.809.us.7, align 8
  %.811.us.7 = fadd double %.801.us.7, %.810.us.7
  %sunkaddr3823 = mul i64 %loop.index36.us, 8
  %974 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3824 = getelementptr i8, i8* %974, i64 %sunkaddr3823
  %sunkaddr3825 = getelementptr i8, i8* %sunkaddr3824, i64 56
  %975 = bitcast i8* %sunkaddr3825 to double*
  store double %.811.us.7, double* %975, align 8
  %976 = add i64 %973, 1
  %spec.select71.us.1579 = select i1 %952, i64 %976, i64 %.784.034.us
  %.800.us.1580 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1579
  %.801.us.1581 = load double, double* %.800.us.1580, align 8
  %.787.1.us.1582 = select i1 %951, i64 %.787.035.us, i64 %976
  %.809.us.1583 = getelementptr double, double* %.706.us, i64 %.787.1.us.1582
  %.810.us.1584 = load double, double* %.809.us.1583, align 8
  %.811.us.1585 = fadd double %.801.us.1581, %.810.us.1584
  %sunkaddr3826 = mul i64 %loop.index36.us, 8
  %977 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3827 = getelementptr i8, i8* %977, i64 %sunkaddr3826
  %sunkaddr3828 = getelementptr i8, i8* %sunkaddr3827, i64 64
  %978 = bitcast i8* %sunkaddr3828 to double*
  store double %.811.us.1585, double* %978, align 8
  %979 = add i64 %976, 1
  %spec.select71.us.1.1586 = select i1 %952, i64 %979, i64 %.784.034.us
  %.800.us.1.1587 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1586
  %.801.us.1.1588 = load double, double* %.800.us.1.1587, align 8
  %.787.1.us.1.1589 = select i1 %951, i64 %.787.035.us, i64 %979
  %.809.us.1.1590 = getelementptr double, double* %.706.us, i64 %.787.1.us.1.1589
  %.810.us.1.1591 = load double, double* %.809.us.1.1590, align 8
  %.811.us.1.1592 = fadd double %.801.us.1.1588, %.810.us.1.1591
  %sunkaddr3829 = mul i64 %loop.index36.us, 8
  %980 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3830 = getelementptr i8, i8* %980, i64 %sunkaddr3829
  %sunkaddr3831 = getelementptr i8, i8* %sunkaddr3830, i64 72
  %981 = bitcast i8* %sunkaddr3831 to double*
  store double %.811.us.1.1592, double* %981, align 8
  %982 = add i64 %979, 1
  %spec.select71.us.2.1593 = select i1 %952, i64 %982, i64 %.784.034.us
  %.800.us.2.1594 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1593
  %.801.us.2.1595 = load double, double* %.800.us.2.1594, align 8
  %.787.1.us.2.1596 = select i1 %951, i64 %.787.035.us, i64 %982
  %.809.us.2.1597 = getelementptr double, double* %.706.us, i64 %.787.1.us.2.1596
  %.810.us.2.1598 = load double, double* %.809.us.2.1597, align 8
  %.811.us.2.1599 = fadd double %.801.us.2.1595, %.810.us.2.1598
  %sunkaddr3832 = mul i64 %loop.index36.us, 8
  %983 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3833 = getelementptr i8, i8* %983, i64 %sunkaddr3832
  %sunkaddr3834 = getelementptr i8, i8* %sunkaddr3833, i64 80
  %984 = bitcast i8* %sunkaddr3834 to double*
  store double %.811.us.2.1599, double* %984, align 8
  %985 = add i64 %982, 1
  %spec.select71.us.3.1600 = select i1 %952, i64 %985, i64 %.784.034.us
  %.800.us.3.1601 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1600
  %.801.us.3.1602 = load double, double* %.800.us.3.1601, align 8
  %.787.1.us.3.1603 = select i1 %951, i64 %.787.035.us, i64 %985
  %.809.us.3.1604 = getelementptr double, double* %.706.us, i64 %.787.1.us.3.1603
  %.810.us.3.1605 = load double, double* %.809.us.3.1604, align 8
  %.811.us.3.1606 = fadd double %.801.us.3.1602, %.810.us.3.1605
  %sunkaddr3835 = mul i64 %loop.index36.us, 8
  %986 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3836 = getelementptr i8, i8* %986, i64 %sunkaddr3835
  %sunkaddr3837 = getelementptr i8, i8* %sunkaddr3836, i64 88
  %987 = bitcast i8* %sunkaddr3837 to double*
  store double %.811.us.3.1606, double* %987, align 8
  %988 = add i64 %985, 1
  %spec.select71.us.4.1607 = select i1 %952, i64 %988, i64 %.784.034.us
  %.800.us.4.1608 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1607
  %.801.us.4.1609 = load double, double* %.800.us.4.1608, align 8
  %.787.1.us.4.1610 = select i1 %951, i64 %.787.035.us, i64 %988
  %.809.us.4.1611 = getelementptr double, double* %.706.us, i64 %.787.1.us.4.1610
  %.810.us.4.1612 = load double, double* %.809.us.4.1611, align 8
  %.811.us.4.1613 = fadd double %.801.us.4.1609, %.810.us.4.1612
  %sunkaddr3838 = mul i64 %loop.index36.us, 8
  %989 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3839 = getelementptr i8, i8* %989, i64 %sunkaddr3838
  %sunkaddr3840 = getelementptr i8, i8* %sunkaddr3839, i64 96
  %990 = bitcast i8* %sunkaddr3840 to double*
  store double %.811.us.4.1613, double* %990, align 8
  %991 = add i64 %988, 1
  %spec.select71.us.5.1614 = select i1 %952, i64 %991, i64 %.784.034.us
  %.800.us.5.1615 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1614
  %.801.us.5.1616 = load double, double* %.800.us.5.1615, align 8
  %.787.1.us.5.1617 = select i1 %951, i64 %.787.035.us, i64 %991
  %.809.us.5.1618 = getelementptr double, double* %.706.us, i64 %.787.1.us.5.1617
  %.810.us.5.1619 = load double, double* %.809.us.5.1618, align 8
  %.811.us.5.1620 = fadd double %.801.us.5.1616, %.810.us.5.1619
  %sunkaddr3841 = mul i64 %loop.index36.us, 8
  %992 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3842 = getelementptr i8, i8* %992, i64 %sunkaddr3841
  %sunkaddr3843 = getelementptr i8, i8* %sunkaddr3842, i64 104
  %993 = bitcast i8* %sunkaddr3843 to double*
  store double %.811.us.5.1620, double* %993, align 8
  %994 = add i64 %991, 1
  %spec.select71.us.6.1621 = select i1 %952, i64 %994, i64 %.784.034.us
  %.800.us.6.1622 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1621
  %.801.us.6.1623 = load double, double* %.800.us.6.1622, align 8
  %.787.1.us.6.1624 = select i1 %951, i64 %.787.035.us, i64 %994
  %.809.us.6.1625 = getelementptr double, double* %.706.us, i64 %.787.1.us.6.1624
  %.810.us.6.1626 = load double, double* %.809.us.6.1625, align 8
  %.811.us.6.1627 = fadd double %.801.us.6.1623, %.810.us.6.1626
  %sunkaddr3844 = mul i64 %loop.index36.us, 8
  %995 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3845 = getelementptr i8, i8* %995, i64 %sunkaddr3844
  %sunkaddr3846 = getelementptr i8, i8* %sunkaddr3845, i64 112
  %996 = bitcast i8* %sunkaddr3846 to double*
  store double %.811.us.6.1627, double* %996, align 8
  %997 = add i64 %994, 1
  %spec.select71.us.7.1628 = select i1 %952, i64 %997, i64 %.784.034.us
  %.800.us.7.1629 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1628
  %.801.us.7.1630 = load double, double* %.800.us.7.1629, align 8
  %.787.1.us.7.1631 = select i1 %951, i64 %.787.035.us, i64 %997
  %.809.us.7.1632 = getelementptr double, double* %.706.us, i64 %.787.1.us.7.1631
  %.810.us.7.1633 = load double, double* %.809.us.7.1632, align 8
  %.811.us.7.1634 = fadd double %.801.us.7.1630, %.810.us.7.1633
  %sunkaddr3847 = mul i64 %loop.index36.us, 8
  %998 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3848 = getelementptr i8, i8* %998, i64 %sunkaddr3847
  %sunkaddr3849 = getelementptr i8, i8* %sunkaddr3848, i64 120
  %999 = bitcast i8* %sunkaddr3849 to double*
  store double %.811.us.7.1634, double* %999, align 8
  %1000 = add i64 %997, 1
  %spec.select71.us.2640 = select i1 %952, i64 %1000, i64 %.784.034.us
  %.800.us.2641 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2640
  %.801.us.2642 = load double, double* %.800.us.2641, align 8
  %.787.1.us.2643 = select i1 %951, i64 %.787.035.us, i64 %1000
  %.809.us.2644 = getelementptr double, double* %.706.us, i64 %.787.1.us.2643
  %.810.us.2645 = load double, double* %.809.us.2644, align 8
  %.811.us.2646 = fadd double %.801.us.2642, %.810.us.2645
  %sunkaddr3850 = mul i64 %loop.index36.us, 8
  %1001 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3851 = getelementptr i8, i8* %1001, i64 %sunkaddr3850
  %sunkaddr3852 = getelementptr i8, i8* %sunkaddr3851, i64 128
  %1002 = bitcast i8* %sunkaddr3852 to double*
  store double %.811.us.2646, double* %1002, align 8
  %1003 = add i64 %1000, 1
  %spec.select71.us.1.2647 = select i1 %952, i64 %1003, i64 %.784.034.us
  %.800.us.1.2648 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2647
  %.801.us.1.2649 = load double, double* %.800.us.1.2648, align 8
  %.787.1.us.1.2650 = select i1 %951, i64 %.787.035.us, i64 %1003
  %.809.us.1.2651 = getelementptr double, double* %.706.us, i64 %.787.1.us.1.2650
  %.810.us.1.2652 = load double, double* %.809.us.1.2651, align 8
  %.811.us.1.2653 = fadd double %.801.us.1.2649, %.810.us.1.2652
  %sunkaddr3853 = mul i64 %loop.index36.us, 8
  %1004 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3854 = getelementptr i8, i8* %1004, i64 %sunkaddr3853
  %sunkaddr3855 = getelementptr i8, i8* %sunkaddr3854, i64 136
  %1005 = bitcast i8* %sunkaddr3855 to double*
  store double %.811.us.1.2653, double* %1005, align 8
  %1006 = add i64 %1003, 1
  %spec.select71.us.2.2654 = select i1 %952, i64 %1006, i64 %.784.034.us
  %.800.us.2.2655 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2654
  %.801.us.2.2656 = load double, double* %.800.us.2.2655, align 8
  %.787.1.us.2.2657 = select i1 %951, i64 %.787.035.us, i64 %1006
  %.809.us.2.2658 = getelementptr double, double* %.706.us, i64 %.787.1.us.2.2657
  %.810.us.2.2659 = load double, double* %.809.us.2.2658, align 8
  %.811.us.2.2660 = fadd double %.801.us.2.2656, %.810.us.2.2659
  %sunkaddr3856 = mul i64 %loop.index36.us, 8
  %1007 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3857 = getelementptr i8, i8* %1007, i64 %sunkaddr3856
  %sunkaddr3858 = getelementptr i8, i8* %sunkaddr3857, i64 144
  %1008 = bitcast i8* %sunkaddr3858 to double*
  store double %.811.us.2.2660, double* %1008, align 8
  %1009 = add i64 %1006, 1
  %spec.select71.us.3.2661 = select i1 %952, i64 %1009, i64 %.784.034.us
  %.800.us.3.2662 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2661
  %.801.us.3.2663 = load double, double* %.800.us.3.2662, align 8
  %.787.1.us.3.2664 = select i1 %951, i64 %.787.035.us, i64 %1009
  %.809.us.3.2665 = getelementptr double, double* %.706.us, i64 %.787.1.us.3.2664
  %.810.us.3.2666 = load double, double* %.809.us.3.2665, align 8
  %.811.us.3.2667 = fadd double %.801.us.3.2663, %.810.us.3.2666
  %sunkaddr3859 = mul i64 %loop.index36.us, 8
  %1010 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3860 = getelementptr i8, i8* %1010, i64 %sunkaddr3859
  %sunkaddr3861 = getelementptr i8, i8* %sunkaddr3860, i64 152
  %1011 = bitcast i8* %sunkaddr3861 to double*
  store double %.811.us.3.2667, double* %1011, align 8
  %1012 = add i64 %1009, 1
  %spec.select71.us.4.2668 = select i1 %952, i64 %1012, i64 %.784.034.us
  %.800.us.4.2669 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2668
  %.801.us.4.2670 = load double, double* %.800.us.4.2669, align 8
  %.787.1.us.4.2671 = select i1 %951, i64 %.787.035.us, i64 %1012
  %.809.us.4.2672 = getelementptr double, double* %.706.us, i64 %.787.1.us.4.2671
  %.810.us.4.2673 = load double, double* %.809.us.4.2672, align 8
  %.811.us.4.2674 = fadd double %.801.us.4.2670, %.810.us.4.2673
  %sunkaddr3862 = mul i64 %loop.index36.us, 8
  %1013 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3863 = getelementptr i8, i8* %1013, i64 %sunkaddr3862
  %sunkaddr3864 = getelementptr i8, i8* %sunkaddr3863, i64 160
  %1014 = bitcast i8* %sunkaddr3864 to double*
  store double %.811.us.4.2674, double* %1014, align 8
  %1015 = add i64 %1012, 1
  %spec.select71.us.5.2675 = select i1 %952, i64 %1015, i64 %.784.034.us
  %.800.us.5.2676 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2675
  %.801.us.5.2677 = load double, double* %.800.us.5.2676, align 8
  %.787.1.us.5.2678 = select i1 %951, i64 %.787.035.us, i64 %1015
  %.809.us.5.2679 = getelementptr double, double* %.706.us, i64 %.787.1.us.5.2678
  %.810.us.5.2680 = load double, double* %.809.us.5.2679, align 8
  %.811.us.5.2681 = fadd double %.801.us.5.2677, %.810.us.5.2680
  %sunkaddr3865 = mul i64 %loop.index36.us, 8
  %1016 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3866 = getelementptr i8, i8* %1016, i64 %sunkaddr3865
  %sunkaddr3867 = getelementptr i8, i8* %sunkaddr3866, i64 168
  %1017 = bitcast i8* %sunkaddr3867 to double*
  store double %.811.us.5.2681, double* %1017, align 8
  %1018 = add i64 %1015, 1
  %spec.select71.us.6.2682 = select i1 %952, i64 %1018, i64 %.784.034.us
  %.800.us.6.2683 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2682
  %.801.us.6.2684 = load double, double* %.800.us.6.2683, align 8
  %.787.1.us.6.2685 = select i1 %951, i64 %.787.035.us, i64 %1018
  %.809.us.6.2686 = getelementptr double, double* %.706.us, i64 %.787.1.us.6.2685
  %.810.us.6.2687 = load double, double* %.809.us.6.2686, align 8
  %.811.us.6.2688 = fadd double %.801.us.6.2684, %.810.us.6.2687
  %sunkaddr3868 = mul i64 %loop.index36.us, 8
  %1019 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3869 = getelementptr i8, i8* %1019, i64 %sunkaddr3868
  %sunkaddr3870 = getelementptr i8, i8* %sunkaddr3869, i64 176
  %1020 = bitcast i8* %sunkaddr3870 to double*
  store double %.811.us.6.2688, double* %1020, align 8
  %1021 = add i64 %1018, 1
  %spec.select71.us.7.2689 = select i1 %952, i64 %1021, i64 %.784.034.us
  %.800.us.7.2690 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2689
  %.801.us.7.2691 = load double, double* %.800.us.7.2690, align 8
  %.787.1.us.7.2692 = select i1 %951, i64 %.787.035.us, i64 %1021
  %.809.us.7.2693 = getelementptr double, double* %.706.us, i64 %.787.1.us.7.2692
  %.810.us.7.2694 = load double, double* %.809.us.7.2693, align 8
  %.811.us.7.2695 = fadd double %.801.us.7.2691, %.810.us.7.2694
  %sunkaddr3871 = mul i64 %loop.index36.us, 8
  %1022 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3872 = getelementptr i8, i8* %1022, i64 %sunkaddr3871
  %sunkaddr3873 = getelementptr i8, i8* %sunkaddr3872, i64 184
  %1023 = bitcast i8* %sunkaddr3873 to double*
  store double %.811.us.7.2695, double* %1023, align 8
  %1024 = add i64 %1021, 1
  %spec.select71.us.3701 = select i1 %952, i64 %1024, i64 %.784.034.us
  %.800.us.3702 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3701
  %.801.us.3703 = load double, double* %.800.us.3702, align 8
  %.787.1.us.3704 = select i1 %951, i64 %.787.035.us, i64 %1024
  %.809.us.3705 = getelementptr double, double* %.706.us, i64 %.787.1.us.3704
  %.810.us.3706 = load double, double* %.809.us.3705, align 8
  %.811.us.3707 = fadd double %.801.us.3703, %.810.us.3706
  %sunkaddr3874 = mul i64 %loop.index36.us, 8
  %1025 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3875 = getelementptr i8, i8* %1025, i64 %sunkaddr3874
  %sunkaddr3876 = getelementptr i8, i8* %sunkaddr3875, i64 192
  %1026 = bitcast i8* %sunkaddr3876 to double*
  store double %.811.us.3707, double* %1026, align 8
  %1027 = add i64 %1024, 1
  %spec.select71.us.1.3708 = select i1 %952, i64 %1027, i64 %.784.034.us
  %.800.us.1.3709 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3708
  %.801.us.1.3710 = load double, double* %.800.us.1.3709, align 8
  %.787.1.us.1.3711 = select i1 %951, i64 %.787.035.us, i64 %1027
  %.809.us.1.3712 = getelementptr double, double* %.706.us, i64 %.787.1.us.1.3711
  %.810.us.1.3713 = load double, double* %.809.us.1.3712, align 8
  %.811.us.1.3714 = fadd double %.801.us.1.3710, %.810.us.1.3713
  %sunkaddr3877 = mul i64 %loop.index36.us, 8
  %1028 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3878 = getelementptr i8, i8* %1028, i64 %sunkaddr3877
  %sunkaddr3879 = getelementptr i8, i8* %sunkaddr3878, i64 200
  %1029 = bitcast i8* %sunkaddr3879 to double*
  store double %.811.us.1.3714, double* %1029, align 8
  %1030 = add i64 %1027, 1
  %spec.select71.us.2.3715 = select i1 %952, i64 %1030, i64 %.784.034.us
  %.800.us.2.3716 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3715
  %.801.us.2.3717 = load double, double* %.800.us.2.3716, align 8
  %.787.1.us.2.3718 = select i1 %951, i64 %.787.035.us, i64 %1030
  %.809.us.2.3719 = getelementptr double, double* %.706.us, i64 %.787.1.us.2.3718
  %.810.us.2.3720 = load double, double* %.809.us.2.3719, align 8
  %.811.us.2.3721 = fadd double %.801.us.2.3717, %.810.us.2.3720
  %sunkaddr3880 = mul i64 %loop.index36.us, 8
  %1031 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3881 = getelementptr i8, i8* %1031, i64 %sunkaddr3880
  %sunkaddr3882 = getelementptr i8, i8* %sunkaddr3881, i64 208
  %1032 = bitcast i8* %sunkaddr3882 to double*
  store double %.811.us.2.3721, double* %1032, align 8
  %1033 = add i64 %1030, 1
  %spec.select71.us.3.3722 = select i1 %952, i64 %1033, i64 %.784.034.us
  %.800.us.3.3723 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3722
  %.801.us.3.3724 = load double, double* %.800.us.3.3723, align 8
  %.787.1.us.3.3725 = select i1 %951, i64 %.787.035.us, i64 %1033
  %.809.us.3.3726 = getelementptr double, double* %.706.us, i64 %.787.1.us.3.3725
  %.810.us.3.3727 = load double, double* %.809.us.3.3726, align 8
  %.811.us.3.3728 = fadd double %.801.us.3.3724, %.810.us.3.3727
  %sunkaddr3883 = mul i64 %loop.index36.us, 8
  %1034 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3884 = getelementptr i8, i8* %1034, i64 %sunkaddr3883
  %sunkaddr3885 = getelementptr i8, i8* %sunkaddr3884, i64 216
  %1035 = bitcast i8* %sunkaddr3885 to double*
  store double %.811.us.3.3728, double* %1035, align 8
  %1036 = add i64 %1033, 1
  %spec.select71.us.4.3729 = select i1 %952, i64 %1036, i64 %.784.034.us
  %.800.us.4.3730 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3729
  %.801.us.4.3731 = load double, double* %.800.us.4.3730, align 8
  %.787.1.us.4.3732 = select i1 %951, i64 %.787.035.us, i64 %1036
  %.809.us.4.3733 = getelementptr double, double* %.706.us, i64 %.787.1.us.4.3732
  %.810.us.4.3734 = load double, double* %.809.us.4.3733, align 8
  %.811.us.4.3735 = fadd double %.801.us.4.3731, %.810.us.4.3734
  %sunkaddr3886 = mul i64 %loop.index36.us, 8
  %1037 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3887 = getelementptr i8, i8* %1037, i64 %sunkaddr3886
  %sunkaddr3888 = getelementptr i8, i8* %sunkaddr3887, i64 224
  %1038 = bitcast i8* %sunkaddr3888 to double*
  store double %.811.us.4.3735, double* %1038, align 8
  %1039 = add i64 %1036, 1
  %spec.select71.us.5.3736 = select i1 %952, i64 %1039, i64 %.784.034.us
  %.800.us.5.3737 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3736
  %.801.us.5.3738 = load double, double* %.800.us.5.3737, align 8
  %.787.1.us.5.3739 = select i1 %951, i64 %.787.035.us, i64 %1039
  %.809.us.5.3740 = getelementptr double, double* %.706.us, i64 %.787.1.us.5.3739
  %.810.us.5.3741 = load double, double* %.809.us.5.3740, align 8
  %.811.us.5.3742 = fadd double %.801.us.5.3738, %.810.us.5.3741
  %sunkaddr3889 = mul i64 %loop.index36.us, 8
  %1040 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3890 = getelementptr i8, i8* %1040, i64 %sunkaddr3889
  %sunkaddr3891 = getelementptr i8, i8* %sunkaddr3890, i64 232
  %1041 = bitcast i8* %sunkaddr3891 to double*
  store double %.811.us.5.3742, double* %1041, align 8
  %1042 = add i64 %1039, 1
  %spec.select71.us.6.3743 = select i1 %952, i64 %1042, i64 %.784.034.us
  %.800.us.6.3744 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3743
  %.801.us.6.3745 = load double, double* %.800.us.6.3744, align 8
  %.787.1.us.6.3746 = select i1 %951, i64 %.787.035.us, i64 %1042
  %.809.us.6.3747 = getelementptr double, double* %.706.us, i64 %.787.1.us.6.3746
  %.810.us.6.3748 = load double, double* %.809.us.6.3747, align 8
  %.811.us.6.3749 = fadd double %.801.us.6.3745, %.810.us.6.3748
  %sunkaddr3892 = mul i64 %loop.index36.us, 8
  %1043 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3893 = getelementptr i8, i8* %1043, i64 %sunkaddr3892
  %sunkaddr3894 = getelementptr i8, i8* %sunkaddr3893, i64 240
  %1044 = bitcast i8* %sunkaddr3894 to double*
  store double %.811.us.6.3749, double* %1044, align 8
  %1045 = add i64 %1042, 1
  %spec.select71.us.7.3750 = select i1 %952, i64 %1045, i64 %.784.034.us
  %.800.us.7.3751 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3750
  %.801.us.7.3752 = load double, double* %.800.us.7.3751, align 8
  %.787.1.us.7.3753 = select i1 %951, i64 %.787.035.us, i64 %1045
  %.809.us.7.3754 = getelementptr double, double* %.706.us, i64 %.787.1.us.7.3753
  %.810.us.7.3755 = load double, double* %.809.us.7.3754, align 8
  %.811.us.7.3756 = fadd double %.801.us.7.3752, %.810.us.7.3755
  %sunkaddr3895 = mul i64 %loop.index36.us, 8
  %1046 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3896 = getelementptr i8, i8* %1046, i64 %sunkaddr3895
  %sunkaddr3897 = getelementptr i8, i8* %sunkaddr3896, i64 248
  %1047 = bitcast i8* %sunkaddr3897 to double*
  store double %.811.us.7.3756, double* %1047, align 8
  %1048 = add i64 %loop.index36.us, 32
  %lsr.iv.next2593 = add i64 %lsr.iv2592, 4
  %niter575.ncmp.3 = icmp eq i64 %lsr.iv.next2593, 0
  %1049 = add i64 %1045, 1
  br i1 %niter575.ncmp.3, label %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.us

for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.us, %for.body.us.preheader
  %spec.select71.us.7.lcssa.ph = phi i64 [ undef, %for.body.us.preheader ], [ %spec.select71.us.7.3750, %for.body.us ]
  %.787.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.us.preheader ], [ %.787.1.us.7.3753, %for.body.us ]
  %loop.index36.us.unr568 = phi i64 [ 0, %for.body.us.preheader ], [ %1048, %for.body.us ]
  %.787.035.us.unr569 = phi i64 [ 0, %for.body.us.preheader ], [ %.787.1.us.7.3753, %for.body.us ]
  %.784.034.us.unr570 = phi i64 [ 0, %for.body.us.preheader ], [ %spec.select71.us.7.3750, %for.body.us ]
  %1050 = icmp eq i64 %xtraiter506, 0
  br i1 %1050, label %for.end.loopexit.us.unr-lcssa, label %for.body.us.epil507.preheader

for.body.us.epil507.preheader:                    ; preds = %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa
  br label %for.body.us.epil507

for.body.us.epil507:                              ; preds = %for.body.us.epil507.preheader, %for.body.us.epil507
  %lsr.iv2657 = phi i64 [ %40, %for.body.us.epil507.preheader ], [ %math3921, %for.body.us.epil507 ]
  %loop.index36.us.epil508 = phi i64 [ %1076, %for.body.us.epil507 ], [ %loop.index36.us.unr568, %for.body.us.epil507.preheader ]
  %.787.035.us.epil509 = phi i64 [ %.787.1.us.7.epil563, %for.body.us.epil507 ], [ %.787.035.us.unr569, %for.body.us.epil507.preheader ]
  %.784.034.us.epil510 = phi i64 [ %spec.select71.us.7.epil560, %for.body.us.epil507 ], [ %.784.034.us.unr570, %for.body.us.epil507.preheader ]
  %1051 = icmp eq i64 %arg.arr.5.1, 1
  %1052 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil511 = select i1 %1052, i64 %loop.index36.us.epil508, i64 %.784.034.us.epil510
  %.800.us.epil512 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil511
  %.801.us.epil513 = load double, double* %.800.us.epil512, align 8
  %.787.1.us.epil514 = select i1 %1051, i64 %.787.035.us.epil509, i64 %loop.index36.us.epil508
  %.809.us.epil515 = getelementptr double, double* %.706.us, i64 %.787.1.us.epil514
  %.810.us.epil516 = load double, double* %.809.us.epil515, align 8
  %.811.us.epil517 = fadd double %.801.us.epil513, %.810.us.epil516
  %sunkaddr3898 = mul i64 %loop.index36.us.epil508, 8
  %1053 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3899 = getelementptr i8, i8* %1053, i64 %sunkaddr3898
  %1054 = bitcast i8* %sunkaddr3899 to double*
  store double %.811.us.epil517, double* %1054, align 8
  %1055 = or i64 %loop.index36.us.epil508, 1
  %spec.select71.us.1.epil518 = select i1 %1052, i64 %1055, i64 %.784.034.us.epil510
  %.800.us.1.epil519 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil518
  %.801.us.1.epil520 = load double, double* %.800.us.1.epil519, align 8
  %.787.1.us.1.epil521 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1055
  %.809.us.1.epil522 = getelementptr double, double* %.706.us, i64 %.787.1.us.1.epil521
  %.810.us.1.epil523 = load double, double* %.809.us.1.epil522, align 8
  %.811.us.1.epil524 = fadd double %.801.us.1.epil520, %.810.us.1.epil523
  %sunkaddr3900 = mul i64 %loop.index36.us.epil508, 8
  %1056 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3901 = getelementptr i8, i8* %1056, i64 %sunkaddr3900
  %sunkaddr3902 = getelementptr i8, i8* %sunkaddr3901, i64 8
  %1057 = bitcast i8* %sunkaddr3902 to double*
  store double %.811.us.1.epil524, double* %1057, align 8
  %1058 = or i64 %loop.index36.us.epil508, 2
  %spec.select71.us.2.epil525 = select i1 %1052, i64 %1058, i64 %.784.034.us.epil510
  %.800.us.2.epil526 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil525
  %.801.us.2.epil527 = load double, double* %.800.us.2.epil526, align 8
  %.787.1.us.2.epil528 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1058
  %.809.us.2.epil529 = getelementptr double, double* %.706.us, i64 %.787.1.us.2.epil528
  %.810.us.2.epil530 = load double, double* %.809.us.2.epil529, align 8
  %.811.us.2.epil531 = fadd double %.801.us.2.epil527, %.810.us.2.epil530
  %sunkaddr3903 = mul i64 %loop.index36.us.epil508, 8
  %1059 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3904 = getelementptr i8, i8* %1059, i64 %sunkaddr3903
  %sunkaddr3905 = getelementptr i8, i8* %sunkaddr3904, i64 16
  %1060 = bitcast i8* %sunkaddr3905 to double*
  store double %.811.us.2.epil531, double* %1060, align 8
  %1061 = or i64 %loop.index36.us.epil508, 3
  %spec.select71.us.3.epil532 = select i1 %1052, i64 %1061, i64 %.784.034.us.epil510
  %.800.us.3.epil533 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil532
  %.801.us.3.epil534 = load double, double* %.800.us.3.epil533, align 8
  %.787.1.us.3.epil535 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1061
  %.809.us.3.epil536 = getelementptr double, double* %.706.us, i64 %.787.1.us.3.epil535
  %.810.us.3.epil537 = load double, double* %.809.us.3.epil536, align 8
  %.811.us.3.epil538 = fadd double %.801.us.3.epil534, %.810.us.3.epil537
  %sunkaddr3906 = mul i64 %loop.index36.us.epil508, 8
  %1062 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3907 = getelementptr i8, i8* %1062, i64 %sunkaddr3906
  %sunkaddr3908 = getelementptr i8, i8* %sunkaddr3907, i64 24
  %1063 = bitcast i8* %sunkaddr3908 to double*
  store double %.811.us.3.epil538, double* %1063, align 8
  %1064 = or i64 %loop.index36.us.epil508, 4
  %spec.select71.us.4.epil539 = select i1 %1052, i64 %1064, i64 %.784.034.us.epil510
  %.800.us.4.epil540 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil539
  %.801.us.4.epil541 = load double, double* %.800.us.4.epil540, align 8
  %.787.1.us.4.epil542 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1064
  %.809.us.4.epil543 = getelementptr double, double* %.706.us, i64 %.787.1.us.4.epil542
  %.810.us.4.epil544 = load double, double* %.809.us.4.epil543, align 8
  %.811.us.4.epil545 = fadd double %.801.us.4.epil541, %.810.us.4.epil544
  %sunkaddr3909 = mul i64 %loop.index36.us.epil508, 8
  %1065 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3910 = getelementptr i8, i8* %1065, i64 %sunkaddr3909
  %sunkaddr3911 = getelementptr i8, i8* %sunkaddr3910, i64 32
  %1066 = bitcast i8* %sunkaddr3911 to double*
  store double %.811.us.4.epil545, double* %1066, align 8
  %1067 = or i64 %loop.index36.us.epil508, 5
  %spec.select71.us.5.epil546 = select i1 %1052, i64 %1067, i64 %.784.034.us.epil510
  %.800.us.5.epil547 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil546
  %.801.us.5.epil548 = load double, double* %.800.us.5.epil547, align 8
  %.787.1.us.5.epil549 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1067
  %.809.us.5.epil550 = getelementptr double, double* %.706.us, i64 %.787.1.us.5.epil549
  %.810.us.5.epil551 = load double, double* %.809.us.5.epil550, align 8
  %.811.us.5.epil552 = fadd double %.801.us.5.epil548, %.810.us.5.epil551
  %sunkaddr3912 = mul i64 %loop.index36.us.epil508, 8
  %1068 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3913 = getelementptr i8, i8* %1068, i64 %sunkaddr3912
  %sunkaddr3914 = getelementptr i8, i8* %sunkaddr3913, i64 40
  %1069 = bitcast i8* %sunkaddr3914 to double*
  store double %.811.us.5.epil552, double* %1069, align 8
  %1070 = or i64 %loop.index36.us.epil508, 6
  %spec.select71.us.6.epil553 = select i1 %1052, i64 %1070, i64 %.784.034.us.epil510
  %.800.us.6.epil554 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil553
  %.801.us.6.epil555 = load double, double* %.800.us.6.epil554, align 8
  %.787.1.us.6.epil556 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1070
  %.809.us.6.epil557 = getelementptr double, double* %.706.us, i64 %.787.1.us.6.epil556
  %.810.us.6.epil558 = load double, double* %.809.us.6.epil557, align 8
  %.811.us.6.epil559 = fadd double %.801.us.6.epil555, %.810.us.6.epil558
  %sunkaddr3915 = mul i64 %loop.index36.us.epil508, 8
  %1071 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3916 = getelementptr i8, i8* %1071, i64 %sunkaddr3915
  %sunkaddr3917 = getelementptr i8, i8* %sunkaddr3916, i64 48
  %1072 = bitcast i8* %sunkaddr3917 to double*
  store double %.811.us.6.epil559, double* %1072, align 8
  %1073 = or i64 %loop.index36.us.epil508, 7
  %spec.select71.us.7.epil560 = select i1 %1052, i64 %1073, i64 %.784.034.us.epil510
  %.800.us.7.epil561 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil560
  %.801.us.7.epil562 = load double, double* %.800.us.7.epil561, align 8
  %.787.1.us.7.epil563 = select i1 %1051, i64 %.787.035.us.epil509, i64 %1073
  %.809.us.7.epil564 = getelementptr double, double* %.706.us, i64 %.787.1.us.7.epil563
  %.810.us.7.epil565 = load double, double* %.809.us.7.epil564, align 8
  %.811.us.7.epil566 = fadd double %.801.us.7.epil562, %.810.us.7.epil565
  %sunkaddr3918 = mul i64 %loop.index36.us.epil508, 8
  %1074 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3919 = getelementptr i8, i8* %1074, i64 %sunkaddr3918
  %sunkaddr3920 = getelementptr i8, i8* %sunkaddr3919, i64 56
  %1075 = bitcast i8* %sunkaddr3920 to double*
  store double %.811.us.7.epil566, double* %1075, align 8
  %1076 = add nuw nsw i64 %loop.index36.us.epil508, 8
  %1077 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2657, i64 1)
  %math3921 = extractvalue { i64, i1 } %1077, 0
  %ov3922 = extractvalue { i64, i1 } %1077, 1
  br i1 %ov3922, label %for.end.loopexit.us.unr-lcssa, label %for.body.us.epil507, !llvm.loop !37

for.end.loopexit.us.unr-lcssa:                    ; preds = %for.body.us.epil507, %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa, %B368.endif.else.endif.us
  %loop.index36.us.unr = phi i64 [ 0, %B368.endif.else.endif.us ], [ %unroll_iter161, %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter161, %for.body.us.epil507 ]
  %.787.035.us.unr = phi i64 [ 0, %B368.endif.else.endif.us ], [ %.787.1.us.7.lcssa.ph, %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %.787.1.us.7.epil563, %for.body.us.epil507 ]
  %.784.034.us.unr = phi i64 [ 0, %B368.endif.else.endif.us ], [ %spec.select71.us.7.lcssa.ph, %for.end.loopexit.us.unr-lcssa.loopexit.unr-lcssa ], [ %spec.select71.us.7.epil560, %for.body.us.epil507 ]
  %1078 = icmp eq i64 %xtraiter158, 0
  br i1 %1078, label %for.end.loopexit.us, label %for.body.us.epil.preheader

for.body.us.epil.preheader:                       ; preds = %for.end.loopexit.us.unr-lcssa
  br label %for.body.us.epil

for.body.us.epil:                                 ; preds = %for.body.us.epil.preheader, %for.body.us.epil
  %lsr.iv340 = phi i64 [ %lsr.iv.next341, %for.body.us.epil ], [ %xtraiter158, %for.body.us.epil.preheader ]
  %loop.index36.us.epil = phi i64 [ %.816.us.epil, %for.body.us.epil ], [ %loop.index36.us.unr, %for.body.us.epil.preheader ]
  %.787.035.us.epil = phi i64 [ %.787.1.us.epil, %for.body.us.epil ], [ %.787.035.us.unr, %for.body.us.epil.preheader ]
  %.784.034.us.epil = phi i64 [ %spec.select71.us.epil, %for.body.us.epil ], [ %.784.034.us.unr, %for.body.us.epil.preheader ]
  %1079 = icmp eq i64 %arg.arr.5.1, 1
  %1080 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil = select i1 %1080, i64 %loop.index36.us.epil, i64 %.784.034.us.epil
  %.800.us.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil
  %.801.us.epil = load double, double* %.800.us.epil, align 8
  %.787.1.us.epil = select i1 %1079, i64 %.787.035.us.epil, i64 %loop.index36.us.epil
  %.809.us.epil = getelementptr double, double* %.706.us, i64 %.787.1.us.epil
  %.810.us.epil = load double, double* %.809.us.epil, align 8
  %.811.us.epil = fadd double %.801.us.epil, %.810.us.epil
  %scevgep2674 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil
  store double %.811.us.epil, double* %scevgep2674, align 8
  %.816.us.epil = add nuw nsw i64 %loop.index36.us.epil, 1
  %lsr.iv.next341 = add nsw i64 %lsr.iv340, -1
  %epil.iter159.cmp.not = icmp eq i64 %lsr.iv.next341, 0
  br i1 %epil.iter159.cmp.not, label %for.end.loopexit.us, label %for.body.us.epil, !llvm.loop !38

for.end.loopexit.us:                              ; preds = %for.body.us.epil, %for.end.loopexit.us.unr-lcssa
  %1081 = icmp ult i64 %25, 7
  %.487.us = or i64 %.418.093.us, 1
  %.702.us.1 = mul i64 %.487.us, %arg.arr.5.1
  %.706.us.1 = getelementptr double, double* %arg.arr.4, i64 %.702.us.1
  br i1 %1081, label %for.end.loopexit.us.unr-lcssa.1, label %for.body.us.1.preheader

for.body.us.1.preheader:                          ; preds = %for.end.loopexit.us
  %1082 = icmp ult i64 %35, 24
  br i1 %1082, label %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.us.1.preheader1768

for.body.us.1.preheader1768:                      ; preds = %for.body.us.1.preheader
  br label %for.body.us.1

for.body.us.1:                                    ; preds = %for.body.us.1.preheader1768, %for.body.us.1
  %lsr.iv2675 = phi i64 [ %39, %for.body.us.1.preheader1768 ], [ %lsr.iv.next2676, %for.body.us.1 ]
  %loop.index36.us.1 = phi i64 [ %1181, %for.body.us.1 ], [ 0, %for.body.us.1.preheader1768 ]
  %.787.035.us.1 = phi i64 [ %.787.1.us.7.1.3, %for.body.us.1 ], [ 0, %for.body.us.1.preheader1768 ]
  %.784.034.us.1 = phi i64 [ %spec.select71.us.7.1.3, %for.body.us.1 ], [ 0, %for.body.us.1.preheader1768 ]
  %1083 = icmp eq i64 %arg.arr.5.1, 1
  %1084 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.1181 = select i1 %1084, i64 %loop.index36.us.1, i64 %.784.034.us.1
  %.800.us.1182 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1181
  %.801.us.1183 = load double, double* %.800.us.1182, align 8
  %.787.1.us.1184 = select i1 %1083, i64 %.787.035.us.1, i64 %loop.index36.us.1
  %.809.us.1185 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1184
  %.810.us.1186 = load double, double* %.809.us.1185, align 8
  %.811.us.1187 = fadd double %.801.us.1183, %.810.us.1186
  %sunkaddr3923 = mul i64 %loop.index36.us.1, 8
  %1085 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3924 = getelementptr i8, i8* %1085, i64 %sunkaddr3923
  %1086 = bitcast i8* %sunkaddr3924 to double*
  store double %.811.us.1187, double* %1086, align 8
  %1087 = add i64 %loop.index36.us.1, 1
  %spec.select71.us.1.1 = select i1 %1084, i64 %1087, i64 %.784.034.us.1
  %.800.us.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1
  %.801.us.1.1 = load double, double* %.800.us.1.1, align 8
  %.787.1.us.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1087
  %.809.us.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1.1
  %.810.us.1.1 = load double, double* %.809.us.1.1, align 8
  %.811.us.1.1 = fadd double %.801.us.1.1, %.810.us.1.1
  %sunkaddr3925 = mul i64 %loop.index36.us.1, 8
  %1088 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3926 = getelementptr i8, i8* %1088, i64 %sunkaddr3925
  %sunkaddr3927 = getelementptr i8, i8* %sunkaddr3926, i64 8
  %1089 = bitcast i8* %sunkaddr3927 to double*
  store double %.811.us.1.1, double* %1089, align 8
  %1090 = add i64 %1087, 1
  %spec.select71.us.2.1 = select i1 %1084, i64 %1090, i64 %.784.034.us.1
  %.800.us.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1
  %.801.us.2.1 = load double, double* %.800.us.2.1, align 8
  %.787.1.us.2.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1090
  %.809.us.2.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.2.1
  %.810.us.2.1 = load double, double* %.809.us.2.1, align 8
  %.811.us.2.1 = fadd double %.801.us.2.1, %.810.us.2.1
  %sunkaddr3928 = mul i64 %loop.index36.us.1, 8
  %1091 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3929 = getelementptr i8, i8* %1091, i64 %sunkaddr3928
  %sunkaddr3930 = getelementptr i8, i8* %sunkaddr3929, i64 16
  %1092 = bitcast i8* %sunkaddr3930 to double*
  store double %.811.us.2.1, double* %1092, align 8
  %1093 = add i64 %1090, 1
  %spec.select71.us.3.1 = select i1 %1084, i64 %1093, i64 %.784.034.us.1
  %.800.us.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1
  %.801.us.3.1 = load double, double* %.800.us.3.1, align 8
  %.787.1.us.3.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1093
  %.809.us.3.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.3.1
  %.810.us.3.1 = load double, double* %.809.us.3.1, align 8
  %.811.us.3.1 = fadd double %.801.us.3.1, %.810.us.3.1
  %sunkaddr3931 = mul i64 %loop.index36.us.1, 8
  %1094 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3932 = getelementptr i8, i8* %1094, i64 %sunkaddr3931
  %sunkaddr3933 = getelementptr i8, i8* %sunkaddr3932, i64 24
  %1095 = bitcast i8* %sunkaddr3933 to double*
  store double %.811.us.3.1, double* %1095, align 8
  %1096 = add i64 %1093, 1
  %spec.select71.us.4.1 = select i1 %1084, i64 %1096, i64 %.784.034.us.1
  %.800.us.4.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1
  %.801.us.4.1 = load double, double* %.800.us.4.1, align 8
  %.787.1.us.4.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1096
  %.809.us.4.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.4.1
  %.810.us.4.1 = load double, double* %.809.us.4.1, align 8
  %.811.us.4.1 = fadd double %.801.us.4.1, %.810.us.4.1
  %sunkaddr3934 = mul i64 %loop.index36.us.1, 8
  %1097 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3935 = getelementptr i8, i8* %1097, i64 %sunkaddr3934
  %sunkaddr3936 = getelementptr i8, i8* %sunkaddr3935, i64 32
  %1098 = bitcast i8* %sunkaddr3936 to double*
  store double %.811.us.4.1, double* %1098, align 8
  %1099 = add i64 %1096, 1
  %spec.select71.us.5.1 = select i1 %1084, i64 %1099, i64 %.784.034.us.1
  %.800.us.5.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1
  %.801.us.5.1 = load double, double* %.800.us.5.1, align 8
  %.787.1.us.5.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1099
  %.809.us.5.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.5.1
  %.810.us.5.1 = load double, double* %.809.us.5.1, align 8
  %.811.us.5.1 = fadd double %.801.us.5.1, %.810.us.5.1
  %sunkaddr3937 = mul i64 %loop.index36.us.1, 8
  %1100 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3938 = getelementptr i8, i8* %1100, i64 %sunkaddr3937
  %sunkaddr3939 = getelementptr i8, i8* %sunkaddr3938, i64 40
  %1101 = bitcast i8* %sunkaddr3939 to double*
  store double %.811.us.5.1, double* %1101, align 8
  %1102 = add i64 %1099, 1
  %spec.select71.us.6.1 = select i1 %1084, i64 %1102, i64 %.784.034.us.1
  %.800.us.6.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1
  %.801.us.6.1 = load double, double* %.800.us.6.1, align 8
  %.787.1.us.6.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1102
  %.809.us.6.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.6.1
  %.810.us.6.1 = load double, double* %.809.us.6.1, align 8
  %.811.us.6.1 = fadd double %.801.us.6.1, %.810.us.6.1
  %sunkaddr3940 = mul i64 %loop.index36.us.1, 8
  %1103 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3941 = getelementptr i8, i8* %1103, i64 %sunkaddr3940
  %sunkaddr3942 = getelementptr i8, i8* %sunkaddr3941, i64 48
  %1104 = bitcast i8* %sunkaddr3942 to double*
  store double %.811.us.6.1, double* %1104, align 8
  %1105 = add i64 %1102, 1
  %spec.select71.us.7.1 = select i1 %1084, i64 %1105, i64 %.784.034.us.1
  %.800.us.7.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1
  %.801.us.7.1 = load double, double* %.800.us.7.1, align 8
  %.787.1.us.7.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1105
  %.809.us.7.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.7.1
  %.810.us.7.1 = load double, double* %.809.us.7.1, align 8
  %.811.us.7.1 = fadd double %.801.us.7.1, %.810.us.7.1
  %sunkaddr3943 = mul i64 %loop.index36.us.1, 8
  %1106 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3944 = getelementptr i8, i8* %1106, i64 %sunkaddr3943
  %sunkaddr3945 = getelementptr i8, i8* %sunkaddr3944, i64 56
  %1107 = bitcast i8* %sunkaddr3945 to double*
  store double %.811.us.7.1, double* %1107, align 8
  %1108 = add i64 %1105, 1
  %spec.select71.us.1181.1 = select i1 %1084, i64 %1108, i64 %.784.034.us.1
  %.800.us.1182.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1181.1
  %.801.us.1183.1 = load double, double* %.800.us.1182.1, align 8
  %.787.1.us.1184.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1108
  %.809.us.1185.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1184.1
  %.810.us.1186.1 = load double, double* %.809.us.1185.1, align 8
  %.811.us.1187.1 = fadd double %.801.us.1183.1, %.810.us.1186.1
  %sunkaddr3946 = mul i64 %loop.index36.us.1, 8
  %1109 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3947 = getelementptr i8, i8* %1109, i64 %sunkaddr3946
  %sunkaddr3948 = getelementptr i8, i8* %sunkaddr3947, i64 64
  %1110 = bitcast i8* %sunkaddr3948 to double*
  store double %.811.us.1187.1, double* %1110, align 8
  %1111 = add i64 %1108, 1
  %spec.select71.us.1.1.1 = select i1 %1084, i64 %1111, i64 %.784.034.us.1
  %.800.us.1.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1.1
  %.801.us.1.1.1 = load double, double* %.800.us.1.1.1, align 8
  %.787.1.us.1.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1111
  %.809.us.1.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1.1.1
  %.810.us.1.1.1 = load double, double* %.809.us.1.1.1, align 8
  %.811.us.1.1.1 = fadd double %.801.us.1.1.1, %.810.us.1.1.1
  %sunkaddr3949 = mul i64 %loop.index36.us.1, 8
  %1112 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3950 = getelementptr i8, i8* %1112, i64 %sunkaddr3949
  %sunkaddr3951 = getelementptr i8, i8* %sunkaddr3950, i64 72
  %1113 = bitcast i8* %sunkaddr3951 to double*
  store double %.811.us.1.1.1, double* %1113, align 8
  %1114 = add i64 %1111, 1
  %spec.select71.us.2.1.1 = select i1 %1084, i64 %1114, i64 %.784.034.us.1
  %.800.us.2.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1.1
  %.801.us.2.1.1 = load double, double* %.800.us.2.1.1, align 8
  %.787.1.us.2.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1114
  %.809.us.2.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.2.1.1
  %.810.us.2.1.1 = load double, double* %.809.us.2.1.1, align 8
  %.811.us.2.1.1 = fadd double %.801.us.2.1.1, %.810.us.2.1.1
  %sunkaddr3952 = mul i64 %loop.index36.us.1, 8
  %1115 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3953 = getelementptr i8, i8* %1115, i64 %sunkaddr3952
  %sunkaddr3954 = getelementptr i8, i8* %sunkaddr3953, i64 80
  %1116 = bitcast i8* %sunkaddr3954 to double*
  store double %.811.us.2.1.1, double* %1116, align 8
  %1117 = add i64 %1114, 1
  %spec.select71.us.3.1.1 = select i1 %1084, i64 %1117, i64 %.784.034.us.1
  %.800.us.3.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1.1
  %.801.us.3.1.1 = load double, double* %.800.us.3.1.1, align 8
  %.787.1.us.3.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1117
  %.809.us.3.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.3.1.1
  %.810.us.3.1.1 = load double, double* %.809.us.3.1.1, align 8
  %.811.us.3.1.1 = fadd double %.801.us.3.1.1, %.810.us.3.1.1
  %sunkaddr3955 = mul i64 %loop.index36.us.1, 8
  %1118 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3956 = getelementptr i8, i8* %1118, i64 %sunkaddr3955
  %sunkaddr3957 = getelementptr i8, i8* %sunkaddr3956, i64 88
  %1119 = bitcast i8* %sunkaddr3957 to double*
  store double %.811.us.3.1.1, double* %1119, align 8
  %1120 = add i64 %1117, 1
  %spec.select71.us.4.1.1 = select i1 %1084, i64 %1120, i64 %.784.034.us.1
  %.800.us.4.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1.1
  %.801.us.4.1.1 = load double, double* %.800.us.4.1.1, align 8
  %.787.1.us.4.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1120
  %.809.us.4.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.4.1.1
  %.810.us.4.1.1 = load double, double* %.809.us.4.1.1, align 8
  %.811.us.4.1.1 = fadd double %.801.us.4.1.1, %.810.us.4.1.1
  %sunkaddr3958 = mul i64 %loop.index36.us.1, 8
  %1121 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3959 = getelementptr i8, i8* %1121, i64 %sunkaddr3958
  %sunkaddr3960 = getelementptr i8, i8* %sunkaddr3959, i64 96
  %1122 = bitcast i8* %sunkaddr3960 to double*
  store double %.811.us.4.1.1, double* %1122, align 8
  %1123 = add i64 %1120, 1
  %spec.select71.us.5.1.1 = select i1 %1084, i64 %1123, i64 %.784.034.us.1
  %.800.us.5.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1.1
  %.801.us.5.1.1 = load double, double* %.800.us.5.1.1, align 8
  %.787.1.us.5.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1123
  %.809.us.5.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.5.1.1
  %.810.us.5.1.1 = load double, double* %.809.us.5.1.1, align 8
  %.811.us.5.1.1 = fadd double %.801.us.5.1.1, %.810.us.5.1.1
  %sunkaddr3961 = mul i64 %loop.index36.us.1, 8
  %1124 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3962 = getelementptr i8, i8* %1124, i64 %sunkaddr3961
  %sunkaddr3963 = getelementptr i8, i8* %sunkaddr3962, i64 104
  %1125 = bitcast i8* %sunkaddr3963 to double*
  store double %.811.us.5.1.1, double* %1125, align 8
  %1126 = add i64 %1123, 1
  %spec.select71.us.6.1.1 = select i1 %1084, i64 %1126, i64 %.784.034.us.1
  %.800.us.6.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1.1
  %.801.us.6.1.1 = load double, double* %.800.us.6.1.1, align 8
  %.787.1.us.6.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1126
  %.809.us.6.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.6.1.1
  %.810.us.6.1.1 = load double, double* %.809.us.6.1.1, align 8
  %.811.us.6.1.1 = fadd double %.801.us.6.1.1, %.810.us.6.1.1
  %sunkaddr3964 = mul i64 %loop.index36.us.1, 8
  %1127 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3965 = getelementptr i8, i8* %1127, i64 %sunkaddr3964
  %sunkaddr3966 = getelementptr i8, i8* %sunkaddr3965, i64 112
  %1128 = bitcast i8* %sunkaddr3966 to double*
  store double %.811.us.6.1.1, double* %1128, align 8
  %1129 = add i64 %1126, 1
  %spec.select71.us.7.1.1 = select i1 %1084, i64 %1129, i64 %.784.034.us.1
  %.800.us.7.1.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1.1
  %.801.us.7.1.1 = load double, double* %.800.us.7.1.1, align 8
  %.787.1.us.7.1.1 = select i1 %1083, i64 %.787.035.us.1, i64 %1129
  %.809.us.7.1.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.7.1.1
  %.810.us.7.1.1 = load double, double* %.809.us.7.1.1, align 8
  %.811.us.7.1.1 = fadd double %.801.us.7.1.1, %.810.us.7.1.1
  %sunkaddr3967 = mul i64 %loop.index36.us.1, 8
  %1130 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3968 = getelementptr i8, i8* %1130, i64 %sunkaddr3967
  %sunkaddr3969 = getelementptr i8, i8* %sunkaddr3968, i64 120
  %1131 = bitcast i8* %sunkaddr3969 to double*
  store double %.811.us.7.1.1, double* %1131, align 8
  %1132 = add i64 %1129, 1
  %spec.select71.us.1181.2 = select i1 %1084, i64 %1132, i64 %.784.034.us.1
  %.800.us.1182.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1181.2
  %.801.us.1183.2 = load double, double* %.800.us.1182.2, align 8
  %.787.1.us.1184.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1132
  %.809.us.1185.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1184.2
  %.810.us.1186.2 = load double, double* %.809.us.1185.2, align 8
  %.811.us.1187.2 = fadd double %.801.us.1183.2, %.810.us.1186.2
  %sunkaddr3970 = mul i64 %loop.index36.us.1, 8
  %1133 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3971 = getelementptr i8, i8* %1133, i64 %sunkaddr3970
  %sunkaddr3972 = getelementptr i8, i8* %sunkaddr3971, i64 128
  %1134 = bitcast i8* %sunkaddr3972 to double*
  store double %.811.us.1187.2, double* %1134, align 8
  %1135 = add i64 %1132, 1
  %spec.select71.us.1.1.2 = select i1 %1084, i64 %1135, i64 %.784.034.us.1
  %.800.us.1.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1.2
  %.801.us.1.1.2 = load double, double* %.800.us.1.1.2, align 8
  %.787.1.us.1.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1135
  %.809.us.1.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1.1.2
  %.810.us.1.1.2 = load double, double* %.809.us.1.1.2, align 8
  %.811.us.1.1.2 = fadd double %.801.us.1.1.2, %.810.us.1.1.2
  %sunkaddr3973 = mul i64 %loop.index36.us.1, 8
  %1136 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3974 = getelementptr i8, i8* %1136, i64 %sunkaddr3973
  %sunkaddr3975 = getelementptr i8, i8* %sunkaddr3974, i64 136
  %1137 = bitcast i8* %sunkaddr3975 to double*
  store double %.811.us.1.1.2, double* %1137, align 8
  %1138 = add i64 %1135, 1
  %spec.select71.us.2.1.2 = select i1 %1084, i64 %1138, i64 %.784.034.us.1
  %.800.us.2.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1.2
  %.801.us.2.1.2 = load double, double* %.800.us.2.1.2, align 8
  %.787.1.us.2.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1138
  %.809.us.2.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.2.1.2
  %.810.us.2.1.2 = load double, double* %.809.us.2.1.2, align 8
  %.811.us.2.1.2 = fadd double %.801.us.2.1.2, %.810.us.2.1.2
  %sunkaddr3976 = mul i64 %loop.index36.us.1, 8
  %1139 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3977 = getelementptr i8, i8* %1139, i64 %sunkaddr3976
  %sunkaddr3978 = getelementptr i8, i8* %sunkaddr3977, i64 144
  %1140 = bitcast i8* %sunkaddr3978 to double*
  store double %.811.us.2.1.2, double* %1140, align 8
  %1141 = add i64 %1138, 1
  %spec.select71.us.3.1.2 = select i1 %1084, i64 %1141, i64 %.784.034.us.1
  %.800.us.3.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1.2
  %.801.us.3.1.2 = load double, double* %.800.us.3.1.2, align 8
  %.787.1.us.3.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1141
  %.809.us.3.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.3.1.2
  %.810.us.3.1.2 = load double, double* %.809.us.3.1.2, align 8
  %.811.us.3.1.2 = fadd double %.801.us.3.1.2, %.810.us.3.1.2
  %sunkaddr3979 = mul i64 %loop.index36.us.1, 8
  %1142 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3980 = getelementptr i8, i8* %1142, i64 %sunkaddr3979
  %sunkaddr3981 = getelementptr i8, i8* %sunkaddr3980, i64 152
  %1143 = bitcast i8* %sunkaddr3981 to double*
  store double %.811.us.3.1.2, double* %1143, align 8
  %1144 = add i64 %1141, 1
  %spec.select71.us.4.1.2 = select i1 %1084, i64 %1144, i64 %.784.034.us.1
  %.800.us.4.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1.2
  %.801.us.4.1.2 = load double, double* %.800.us.4.1.2, align 8
  %.787.1.us.4.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1144
  %.809.us.4.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.4.1.2
  %.810.us.4.1.2 = load double, double* %.809.us.4.1.2, align 8
  %.811.us.4.1.2 = fadd double %.801.us.4.1.2, %.810.us.4.1.2
  %sunkaddr3982 = mul i64 %loop.index36.us.1, 8
  %1145 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3983 = getelementptr i8, i8* %1145, i64 %sunkaddr3982
  %sunkaddr3984 = getelementptr i8, i8* %sunkaddr3983, i64 160
  %1146 = bitcast i8* %sunkaddr3984 to double*
  store double %.811.us.4.1.2, double* %1146, align 8
  %1147 = add i64 %1144, 1
  %spec.select71.us.5.1.2 = select i1 %1084, i64 %1147, i64 %.784.034.us.1
  %.800.us.5.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1.2
  %.801.us.5.1.2 = load double, double* %.800.us.5.1.2, align 8
  %.787.1.us.5.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1147
  %.809.us.5.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.5.1.2
  %.810.us.5.1.2 = load double, double* %.809.us.5.1.2, align 8
  %.811.us.5.1.2 = fadd double %.801.us.5.1.2, %.810.us.5.1.2
  %sunkaddr3985 = mul i64 %loop.index36.us.1, 8
  %1148 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3986 = getelementptr i8, i8* %1148, i64 %sunkaddr3985
  %sunkaddr3987 = getelementptr i8, i8* %sunkaddr3986, i64 168
  %1149 = bitcast i8* %sunkaddr3987 to double*
  store double %.811.us.5.1.2, double* %1149, align 8
  %1150 = add i64 %1147, 1
  %spec.select71.us.6.1.2 = select i1 %1084, i64 %1150, i64 %.784.034.us.1
  %.800.us.6.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1.2
  %.801.us.6.1.2 = load double, double* %.800.us.6.1.2, align 8
  %.787.1.us.6.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1150
  %.809.us.6.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.6.1.2
  %.810.us.6.1.2 = load double, double* %.809.us.6.1.2, align 8
  %.811.us.6.1.2 = fadd double %.801.us.6.1.2, %.810.us.6.1.2
  %sunkaddr3988 = mul i64 %loop.index36.us.1, 8
  %1151 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3989 = getelementptr i8, i8* %1151, i64 %sunkaddr3988
  %sunkaddr3990 = getelementptr i8, i8* %sunkaddr3989, i64 176
  %1152 = bitcast i8* %sunkaddr3990 to double*
  store double %.811.us.6.1.2, double* %1152, align 8
  %1153 = add i64 %1150, 1
  %spec.select71.us.7.1.2 = select i1 %1084, i64 %1153, i64 %.784.034.us.1
  %.800.us.7.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1.2
  %.801.us.7.1.2 = load double, double* %.800.us.7.1.2, align 8
  %.787.1.us.7.1.2 = select i1 %1083, i64 %.787.035.us.1, i64 %1153
  %.809.us.7.1.2 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.7.1.2
  %.810.us.7.1.2 = load double, double* %.809.us.7.1.2, align 8
  %.811.us.7.1.2 = fadd double %.801.us.7.1.2, %.810.us.7.1.2
  %sunkaddr3991 = mul i64 %loop.index36.us.1, 8
  %1154 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3992 = getelementptr i8, i8* %1154, i64 %sunkaddr3991
  %sunkaddr3993 = getelementptr i8, i8* %sunkaddr3992, i64 184
  %1155 = bitcast i8* %sunkaddr3993 to double*
  store double %.811.us.7.1.2, double* %1155, align 8
  %1156 = add i64 %1153, 1
  %spec.select71.us.1181.3 = select i1 %1084, i64 %1156, i64 %.784.034.us.1
  %.800.us.1182.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1181.3
  %.801.us.1183.3 = load double, double* %.800.us.1182.3, align 8
  %.787.1.us.1184.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1156
  %.809.us.1185.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1184.3
  %.810.us.1186.3 = load double, double* %.809.us.1185.3, align 8
  %.811.us.1187.3 = fadd double %.801.us.1183.3, %.810.us.1186.3
  %sunkaddr3994 = mul i64 %loop.index36.us.1, 8
  %1157 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3995 = getelementptr i8, i8* %1157, i64 %sunkaddr3994
  %sunkaddr3996 = getelementptr i8, i8* %sunkaddr3995, i64 192
  %1158 = bitcast i8* %sunkaddr3996 to double*
  store double %.811.us.1187.3, double* %1158, align 8
  %1159 = add i64 %1156, 1
  %spec.select71.us.1.1.3 = select i1 %1084, i64 %1159, i64 %.784.034.us.1
  %.800.us.1.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1.3
  %.801.us.1.1.3 = load double, double* %.800.us.1.1.3, align 8
  %.787.1.us.1.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1159
  %.809.us.1.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1.1.3
  %.810.us.1.1.3 = load double, double* %.809.us.1.1.3, align 8
  %.811.us.1.1.3 = fadd double %.801.us.1.1.3, %.810.us.1.1.3
  %sunkaddr3997 = mul i64 %loop.index36.us.1, 8
  %1160 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr3998 = getelementptr i8, i8* %1160, i64 %sunkaddr3997
  %sunkaddr3999 = getelementptr i8, i8* %sunkaddr3998, i64 200
  %1161 = bitcast i8* %sunkaddr3999 to double*
  store double %.811.us.1.1.3, double* %1161, align 8
  %1162 = add i64 %1159, 1
  %spec.select71.us.2.1.3 = select i1 %1084, i64 %1162, i64 %.784.034.us.1
  %.800.us.2.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1.3
  %.801.us.2.1.3 = load double, double* %.800.us.2.1.3, align 8
  %.787.1.us.2.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1162
  %.809.us.2.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.2.1.3
  %.810.us.2.1.3 = load double, double* %.809.us.2.1.3, align 8
  %.811.us.2.1.3 = fadd double %.801.us.2.1.3, %.810.us.2.1.3
  %sunkaddr4000 = mul i64 %loop.index36.us.1, 8
  %1163 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4001 = getelementptr i8, i8* %1163, i64 %sunkaddr4000
  %sunkaddr4002 = getelementptr i8, i8* %sunkaddr4001, i64 208
  %1164 = bitcast i8* %sunkaddr4002 to double*
  store double %.811.us.2.1.3, double* %1164, align 8
  %1165 = add i64 %1162, 1
  %spec.select71.us.3.1.3 = select i1 %1084, i64 %1165, i64 %.784.034.us.1
  %.800.us.3.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1.3
  %.801.us.3.1.3 = load double, double* %.800.us.3.1.3, align 8
  %.787.1.us.3.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1165
  %.809.us.3.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.3.1.3
  %.810.us.3.1.3 = load double, double* %.809.us.3.1.3, align 8
  %.811.us.3.1.3 = fadd double %.801.us.3.1.3, %.810.us.3.1.3
  %sunkaddr4003 = mul i64 %loop.index36.us.1, 8
  %1166 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4004 = getelementptr i8, i8* %1166, i64 %sunkaddr4003
  %sunkaddr4005 = getelementptr i8, i8* %sunkaddr4004, i64 216
  %1167 = bitcast i8* %sunkaddr4005 to double*
  store double %.811.us.3.1.3, double* %1167, align 8
  %1168 = add i64 %1165, 1
  %spec.select71.us.4.1.3 = select i1 %1084, i64 %1168, i64 %.784.034.us.1
  %.800.us.4.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1.3
  %.801.us.4.1.3 = load double, double* %.800.us.4.1.3, align 8
  %.787.1.us.4.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1168
  %.809.us.4.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.4.1.3
  %.810.us.4.1.3 = load double, double* %.809.us.4.1.3, align 8
  %.811.us.4.1.3 = fadd double %.801.us.4.1.3, %.810.us.4.1.3
  %sunkaddr4006 = mul i64 %loop.index36.us.1, 8
  %1169 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4007 = getelementptr i8, i8* %1169, i64 %sunkaddr4006
  %sunkaddr4008 = getelementptr i8, i8* %sunkaddr4007, i64 224
  %1170 = bitcast i8* %sunkaddr4008 to double*
  store double %.811.us.4.1.3, double* %1170, align 8
  %1171 = add i64 %1168, 1
  %spec.select71.us.5.1.3 = select i1 %1084, i64 %1171, i64 %.784.034.us.1
  %.800.us.5.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1.3
  %.801.us.5.1.3 = load double, double* %.800.us.5.1.3, align 8
  %.787.1.us.5.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1171
  %.809.us.5.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.5.1.3
  %.810.us.5.1.3 = load double, double* %.809.us.5.1.3, align 8
  %.811.us.5.1.3 = fadd double %.801.us.5.1.3, %.810.us.5.1.3
  %sunkaddr4009 = mul i64 %loop.index36.us.1, 8
  %1172 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4010 = getelementptr i8, i8* %1172, i64 %sunkaddr4009
  %sunkaddr4011 = getelementptr i8, i8* %sunkaddr4010, i64 232
  %1173 = bitcast i8* %sunkaddr4011 to double*
  store double %.811.us.5.1.3, double* %1173, align 8
  %1174 = add i64 %1171, 1
  %spec.select71.us.6.1.3 = select i1 %1084, i64 %1174, i64 %.784.034.us.1
  %.800.us.6.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1.3
  %.801.us.6.1.3 = load double, double* %.800.us.6.1.3, align 8
  %.787.1.us.6.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1174
  %.809.us.6.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.6.1.3
  %.810.us.6.1.3 = load double, double* %.809.us.6.1.3, align 8
  %.811.us.6.1.3 = fadd double %.801.us.6.1.3, %.810.us.6.1.3
  %sunkaddr4012 = mul i64 %loop.index36.us.1, 8
  %1175 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4013 = getelementptr i8, i8* %1175, i64 %sunkaddr4012
  %sunkaddr4014 = getelementptr i8, i8* %sunkaddr4013, i64 240
  %1176 = bitcast i8* %sunkaddr4014 to double*
  store double %.811.us.6.1.3, double* %1176, align 8
  %1177 = add i64 %1174, 1
  %spec.select71.us.7.1.3 = select i1 %1084, i64 %1177, i64 %.784.034.us.1
  %.800.us.7.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1.3
  %.801.us.7.1.3 = load double, double* %.800.us.7.1.3, align 8
  %.787.1.us.7.1.3 = select i1 %1083, i64 %.787.035.us.1, i64 %1177
  %.809.us.7.1.3 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.7.1.3
  %.810.us.7.1.3 = load double, double* %.809.us.7.1.3, align 8
  %.811.us.7.1.3 = fadd double %.801.us.7.1.3, %.810.us.7.1.3
  %sunkaddr4015 = mul i64 %loop.index36.us.1, 8
  %1178 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4016 = getelementptr i8, i8* %1178, i64 %sunkaddr4015
  %sunkaddr4017 = getelementptr i8, i8* %sunkaddr4016, i64 248
  %1179 = bitcast i8* %sunkaddr4017 to double*
  store double %.811.us.7.1.3, double* %1179, align 8
  %1180 = add i64 %loop.index36.us.1, 32
  %lsr.iv.next2676 = add i64 %lsr.iv2675, 4
  %niter765.ncmp.3 = icmp eq i64 %lsr.iv.next2676, 0
  %1181 = add i64 %1177, 1
  br i1 %niter765.ncmp.3, label %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, label %for.body.us.1

for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa: ; preds = %for.body.us.1, %for.body.us.1.preheader
  %spec.select71.us.7.1.lcssa.ph = phi i64 [ undef, %for.body.us.1.preheader ], [ %spec.select71.us.7.1.3, %for.body.us.1 ]
  %.787.1.us.7.1.lcssa.ph = phi i64 [ undef, %for.body.us.1.preheader ], [ %.787.1.us.7.1.3, %for.body.us.1 ]
  %loop.index36.us.1.unr = phi i64 [ 0, %for.body.us.1.preheader ], [ %1180, %for.body.us.1 ]
  %.787.035.us.1.unr = phi i64 [ 0, %for.body.us.1.preheader ], [ %.787.1.us.7.1.3, %for.body.us.1 ]
  %.784.034.us.1.unr = phi i64 [ 0, %for.body.us.1.preheader ], [ %spec.select71.us.7.1.3, %for.body.us.1 ]
  %1182 = icmp eq i64 %xtraiter506, 0
  br i1 %1182, label %for.end.loopexit.us.unr-lcssa.1, label %for.body.us.1.epil.preheader

for.body.us.1.epil.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa
  br label %for.body.us.1.epil

for.body.us.1.epil:                               ; preds = %for.body.us.1.epil.preheader, %for.body.us.1.epil
  %lsr.iv2740 = phi i64 [ %40, %for.body.us.1.epil.preheader ], [ %math4041, %for.body.us.1.epil ]
  %loop.index36.us.1.epil = phi i64 [ %1208, %for.body.us.1.epil ], [ %loop.index36.us.1.unr, %for.body.us.1.epil.preheader ]
  %.787.035.us.1.epil = phi i64 [ %.787.1.us.7.1.epil, %for.body.us.1.epil ], [ %.787.035.us.1.unr, %for.body.us.1.epil.preheader ]
  %.784.034.us.1.epil = phi i64 [ %spec.select71.us.7.1.epil, %for.body.us.1.epil ], [ %.784.034.us.1.unr, %for.body.us.1.epil.preheader ]
  %1183 = icmp eq i64 %arg.arr.5.1, 1
  %1184 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.1181.epil = select i1 %1184, i64 %loop.index36.us.1.epil, i64 %.784.034.us.1.epil
  %.800.us.1182.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1181.epil
  %.801.us.1183.epil = load double, double* %.800.us.1182.epil, align 8
  %.787.1.us.1184.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %loop.index36.us.1.epil
  %.809.us.1185.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1184.epil
  %.810.us.1186.epil = load double, double* %.809.us.1185.epil, align 8
  %.811.us.1187.epil = fadd double %.801.us.1183.epil, %.810.us.1186.epil
  %sunkaddr4018 = mul i64 %loop.index36.us.1.epil, 8
  %1185 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4019 = getelementptr i8, i8* %1185, i64 %sunkaddr4018
  %1186 = bitcast i8* %sunkaddr4019 to double*
  store double %.811.us.1187.epil, double* %1186, align 8
  %1187 = or i64 %loop.index36.us.1.epil, 1
  %spec.select71.us.1.1.epil = select i1 %1184, i64 %1187, i64 %.784.034.us.1.epil
  %.800.us.1.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.1.epil
  %.801.us.1.1.epil = load double, double* %.800.us.1.1.epil, align 8
  %.787.1.us.1.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1187
  %.809.us.1.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.1.1.epil
  %.810.us.1.1.epil = load double, double* %.809.us.1.1.epil, align 8
  %.811.us.1.1.epil = fadd double %.801.us.1.1.epil, %.810.us.1.1.epil
  %sunkaddr4020 = mul i64 %loop.index36.us.1.epil, 8
  %1188 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4021 = getelementptr i8, i8* %1188, i64 %sunkaddr4020
  %sunkaddr4022 = getelementptr i8, i8* %sunkaddr4021, i64 8
  %1189 = bitcast i8* %sunkaddr4022 to double*
  store double %.811.us.1.1.epil, double* %1189, align 8
  %1190 = or i64 %loop.index36.us.1.epil, 2
  %spec.select71.us.2.1.epil = select i1 %1184, i64 %1190, i64 %.784.034.us.1.epil
  %.800.us.2.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.1.epil
  %.801.us.2.1.epil = load double, double* %.800.us.2.1.epil, align 8
  %.787.1.us.2.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1190
  %.809.us.2.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.2.1.epil
  %.810.us.2.1.epil = load double, double* %.809.us.2.1.epil, align 8
  %.811.us.2.1.epil = fadd double %.801.us.2.1.epil, %.810.us.2.1.epil
  %sunkaddr4023 = mul i64 %loop.index36.us.1.epil, 8
  %1191 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4024 = getelementptr i8, i8* %1191, i64 %sunkaddr4023
  %sunkaddr4025 = getelementptr i8, i8* %sunkaddr4024, i64 16
  %1192 = bitcast i8* %sunkaddr4025 to double*
  store double %.811.us.2.1.epil, double* %1192, align 8
  %1193 = or i64 %loop.index36.us.1.epil, 3
  %spec.select71.us.3.1.epil = select i1 %1184, i64 %1193, i64 %.784.034.us.1.epil
  %.800.us.3.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.1.epil
  %.801.us.3.1.epil = load double, double* %.800.us.3.1.epil, align 8
  %.787.1.us.3.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1193
  %.809.us.3.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.3.1.epil
  %.810.us.3.1.epil = load double, double* %.809.us.3.1.epil, align 8
  %.811.us.3.1.epil = fadd double %.801.us.3.1.epil, %.810.us.3.1.epil
  %sunkaddr4026 = mul i64 %loop.index36.us.1.epil, 8
  %1194 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4027 = getelementptr i8, i8* %1194, i64 %sunkaddr4026
  %sunkaddr4028 = getelementptr i8, i8* %sunkaddr4027, i64 24
  %1195 = bitcast i8* %sunkaddr4028 to double*
  store double %.811.us.3.1.epil, double* %1195, align 8
  %1196 = or i64 %loop.index36.us.1.epil, 4
  %spec.select71.us.4.1.epil = select i1 %1184, i64 %1196, i64 %.784.034.us.1.epil
  %.800.us.4.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.1.epil
  %.801.us.4.1.epil = load double, double* %.800.us.4.1.epil, align 8
  %.787.1.us.4.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1196
  %.809.us.4.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.4.1.epil
  %.810.us.4.1.epil = load double, double* %.809.us.4.1.epil, align 8
  %.811.us.4.1.epil = fadd double %.801.us.4.1.epil, %.810.us.4.1.epil
  %sunkaddr4029 = mul i64 %loop.index36.us.1.epil, 8
  %1197 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4030 = getelementptr i8, i8* %1197, i64 %sunkaddr4029
  %sunkaddr4031 = getelementptr i8, i8* %sunkaddr4030, i64 32
  %1198 = bitcast i8* %sunkaddr4031 to double*
  store double %.811.us.4.1.epil, double* %1198, align 8
  %1199 = or i64 %loop.index36.us.1.epil, 5
  %spec.select71.us.5.1.epil = select i1 %1184, i64 %1199, i64 %.784.034.us.1.epil
  %.800.us.5.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.1.epil
  %.801.us.5.1.epil = load double, double* %.800.us.5.1.epil, align 8
  %.787.1.us.5.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1199
  %.809.us.5.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.5.1.epil
  %.810.us.5.1.epil = load double, double* %.809.us.5.1.epil, align 8
  %.811.us.5.1.epil = fadd double %.801.us.5.1.epil, %.810.us.5.1.epil
  %sunkaddr4032 = mul i64 %loop.index36.us.1.epil, 8
  %1200 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4033 = getelementptr i8, i8* %1200, i64 %sunkaddr4032
  %sunkaddr4034 = getelementptr i8, i8* %sunkaddr4033, i64 40
  %1201 = bitcast i8* %sunkaddr4034 to double*
  store double %.811.us.5.1.epil, double* %1201, align 8
  %1202 = or i64 %loop.index36.us.1.epil, 6
  %spec.select71.us.6.1.epil = select i1 %1184, i64 %1202, i64 %.784.034.us.1.epil
  %.800.us.6.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.1.epil
  %.801.us.6.1.epil = load double, double* %.800.us.6.1.epil, align 8
  %.787.1.us.6.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1202
  %.809.us.6.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.6.1.epil
  %.810.us.6.1.epil = load double, double* %.809.us.6.1.epil, align 8
  %.811.us.6.1.epil = fadd double %.801.us.6.1.epil, %.810.us.6.1.epil
  %sunkaddr4035 = mul i64 %loop.index36.us.1.epil, 8
  %1203 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4036 = getelementptr i8, i8* %1203, i64 %sunkaddr4035
  %sunkaddr4037 = getelementptr i8, i8* %sunkaddr4036, i64 48
  %1204 = bitcast i8* %sunkaddr4037 to double*
  store double %.811.us.6.1.epil, double* %1204, align 8
  %1205 = or i64 %loop.index36.us.1.epil, 7
  %spec.select71.us.7.1.epil = select i1 %1184, i64 %1205, i64 %.784.034.us.1.epil
  %.800.us.7.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.1.epil
  %.801.us.7.1.epil = load double, double* %.800.us.7.1.epil, align 8
  %.787.1.us.7.1.epil = select i1 %1183, i64 %.787.035.us.1.epil, i64 %1205
  %.809.us.7.1.epil = getelementptr double, double* %.706.us.1, i64 %.787.1.us.7.1.epil
  %.810.us.7.1.epil = load double, double* %.809.us.7.1.epil, align 8
  %.811.us.7.1.epil = fadd double %.801.us.7.1.epil, %.810.us.7.1.epil
  %sunkaddr4038 = mul i64 %loop.index36.us.1.epil, 8
  %1206 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4039 = getelementptr i8, i8* %1206, i64 %sunkaddr4038
  %sunkaddr4040 = getelementptr i8, i8* %sunkaddr4039, i64 56
  %1207 = bitcast i8* %sunkaddr4040 to double*
  store double %.811.us.7.1.epil, double* %1207, align 8
  %1208 = add nuw nsw i64 %loop.index36.us.1.epil, 8
  %1209 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2740, i64 1)
  %math4041 = extractvalue { i64, i1 } %1209, 0
  %ov4042 = extractvalue { i64, i1 } %1209, 1
  br i1 %ov4042, label %for.end.loopexit.us.unr-lcssa.1, label %for.body.us.1.epil, !llvm.loop !39

for.end.loopexit.us.unr-lcssa.1:                  ; preds = %for.body.us.1.epil, %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa, %for.end.loopexit.us
  %loop.index36.us.unr.1 = phi i64 [ 0, %for.end.loopexit.us ], [ %unroll_iter161, %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %unroll_iter161, %for.body.us.1.epil ]
  %.787.035.us.unr.1 = phi i64 [ 0, %for.end.loopexit.us ], [ %.787.1.us.7.1.lcssa.ph, %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %.787.1.us.7.1.epil, %for.body.us.1.epil ]
  %.784.034.us.unr.1 = phi i64 [ 0, %for.end.loopexit.us ], [ %spec.select71.us.7.1.lcssa.ph, %for.end.loopexit.us.unr-lcssa.1.loopexit.unr-lcssa ], [ %spec.select71.us.7.1.epil, %for.body.us.1.epil ]
  %1210 = icmp eq i64 %xtraiter158, 0
  br i1 %1210, label %for.end.loopexit.us.1, label %for.body.us.epil.1.preheader

for.body.us.epil.1.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.1
  br label %for.body.us.epil.1

for.body.us.epil.1:                               ; preds = %for.body.us.epil.1.preheader, %for.body.us.epil.1
  %lsr.iv359 = phi i64 [ %lsr.iv.next360, %for.body.us.epil.1 ], [ %xtraiter158, %for.body.us.epil.1.preheader ]
  %loop.index36.us.epil.1 = phi i64 [ %.816.us.epil.1, %for.body.us.epil.1 ], [ %loop.index36.us.unr.1, %for.body.us.epil.1.preheader ]
  %.787.035.us.epil.1 = phi i64 [ %.787.1.us.epil.1, %for.body.us.epil.1 ], [ %.787.035.us.unr.1, %for.body.us.epil.1.preheader ]
  %.784.034.us.epil.1 = phi i64 [ %spec.select71.us.epil.1, %for.body.us.epil.1 ], [ %.784.034.us.unr.1, %for.body.us.epil.1.preheader ]
  %1211 = icmp eq i64 %arg.arr.5.1, 1
  %1212 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil.1 = select i1 %1212, i64 %loop.index36.us.epil.1, i64 %.784.034.us.epil.1
  %.800.us.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil.1
  %.801.us.epil.1 = load double, double* %.800.us.epil.1, align 8
  %.787.1.us.epil.1 = select i1 %1211, i64 %.787.035.us.epil.1, i64 %loop.index36.us.epil.1
  %.809.us.epil.1 = getelementptr double, double* %.706.us.1, i64 %.787.1.us.epil.1
  %.810.us.epil.1 = load double, double* %.809.us.epil.1, align 8
  %.811.us.epil.1 = fadd double %.801.us.epil.1, %.810.us.epil.1
  %scevgep2757 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil.1
  store double %.811.us.epil.1, double* %scevgep2757, align 8
  %.816.us.epil.1 = add nuw nsw i64 %loop.index36.us.epil.1, 1
  %lsr.iv.next360 = add nsw i64 %lsr.iv359, -1
  %epil.iter159.cmp.1.not = icmp eq i64 %lsr.iv.next360, 0
  br i1 %epil.iter159.cmp.1.not, label %for.end.loopexit.us.1, label %for.body.us.epil.1, !llvm.loop !38

for.end.loopexit.us.1:                            ; preds = %for.body.us.epil.1, %for.end.loopexit.us.unr-lcssa.1
  %1213 = icmp ult i64 %25, 7
  %.487.us.1 = or i64 %.418.093.us, 2
  %.702.us.2 = mul i64 %.487.us.1, %arg.arr.5.1
  %.706.us.2 = getelementptr double, double* %arg.arr.4, i64 %.702.us.2
  br i1 %1213, label %for.end.loopexit.us.unr-lcssa.2, label %for.body.us.2.preheader

for.body.us.2.preheader:                          ; preds = %for.end.loopexit.us.1
  %1214 = icmp ult i64 %35, 24
  br i1 %1214, label %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa, label %for.body.us.2.preheader1767

for.body.us.2.preheader1767:                      ; preds = %for.body.us.2.preheader
  br label %for.body.us.2

for.body.us.2:                                    ; preds = %for.body.us.2.preheader1767, %for.body.us.2
  %lsr.iv2758 = phi i64 [ %39, %for.body.us.2.preheader1767 ], [ %lsr.iv.next2759, %for.body.us.2 ]
  %loop.index36.us.2 = phi i64 [ %1313, %for.body.us.2 ], [ 0, %for.body.us.2.preheader1767 ]
  %.787.035.us.2 = phi i64 [ %.787.1.us.7.2.3, %for.body.us.2 ], [ 0, %for.body.us.2.preheader1767 ]
  %.784.034.us.2 = phi i64 [ %spec.select71.us.7.2.3, %for.body.us.2 ], [ 0, %for.body.us.2.preheader1767 ]
  %1215 = icmp eq i64 %arg.arr.5.1, 1
  %1216 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.2191 = select i1 %1216, i64 %loop.index36.us.2, i64 %.784.034.us.2
  %.800.us.2192 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2191
  %.801.us.2193 = load double, double* %.800.us.2192, align 8
  %.787.1.us.2194 = select i1 %1215, i64 %.787.035.us.2, i64 %loop.index36.us.2
  %.809.us.2195 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2194
  %.810.us.2196 = load double, double* %.809.us.2195, align 8
  %.811.us.2197 = fadd double %.801.us.2193, %.810.us.2196
  %sunkaddr4043 = mul i64 %loop.index36.us.2, 8
  %1217 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4044 = getelementptr i8, i8* %1217, i64 %sunkaddr4043
  %1218 = bitcast i8* %sunkaddr4044 to double*
  store double %.811.us.2197, double* %1218, align 8
  %1219 = add i64 %loop.index36.us.2, 1
  %spec.select71.us.1.2 = select i1 %1216, i64 %1219, i64 %.784.034.us.2
  %.800.us.1.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2
  %.801.us.1.2 = load double, double* %.800.us.1.2, align 8
  %.787.1.us.1.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1219
  %.809.us.1.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.1.2
  %.810.us.1.2 = load double, double* %.809.us.1.2, align 8
  %.811.us.1.2 = fadd double %.801.us.1.2, %.810.us.1.2
  %sunkaddr4045 = mul i64 %loop.index36.us.2, 8
  %1220 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4046 = getelementptr i8, i8* %1220, i64 %sunkaddr4045
  %sunkaddr4047 = getelementptr i8, i8* %sunkaddr4046, i64 8
  %1221 = bitcast i8* %sunkaddr4047 to double*
  store double %.811.us.1.2, double* %1221, align 8
  %1222 = add i64 %1219, 1
  %spec.select71.us.2.2 = select i1 %1216, i64 %1222, i64 %.784.034.us.2
  %.800.us.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2
  %.801.us.2.2 = load double, double* %.800.us.2.2, align 8
  %.787.1.us.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1222
  %.809.us.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2.2
  %.810.us.2.2 = load double, double* %.809.us.2.2, align 8
  %.811.us.2.2 = fadd double %.801.us.2.2, %.810.us.2.2
  %sunkaddr4048 = mul i64 %loop.index36.us.2, 8
  %1223 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4049 = getelementptr i8, i8* %1223, i64 %sunkaddr4048
  %sunkaddr4050 = getelementptr i8, i8* %sunkaddr4049, i64 16
  %1224 = bitcast i8* %sunkaddr4050 to double*
  store double %.811.us.2.2, double* %1224, align 8
  %1225 = add i64 %1222, 1
  %spec.select71.us.3.2 = select i1 %1216, i64 %1225, i64 %.784.034.us.2
  %.800.us.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2
  %.801.us.3.2 = load double, double* %.800.us.3.2, align 8
  %.787.1.us.3.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1225
  %.809.us.3.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.3.2
  %.810.us.3.2 = load double, double* %.809.us.3.2, align 8
  %.811.us.3.2 = fadd double %.801.us.3.2, %.810.us.3.2
  %sunkaddr4051 = mul i64 %loop.index36.us.2, 8
  %1226 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4052 = getelementptr i8, i8* %1226, i64 %sunkaddr4051
  %sunkaddr4053 = getelementptr i8, i8* %sunkaddr4052, i64 24
  %1227 = bitcast i8* %sunkaddr4053 to double*
  store double %.811.us.3.2, double* %1227, align 8
  %1228 = add i64 %1225, 1
  %spec.select71.us.4.2 = select i1 %1216, i64 %1228, i64 %.784.034.us.2
  %.800.us.4.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2
  %.801.us.4.2 = load double, double* %.800.us.4.2, align 8
  %.787.1.us.4.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1228
  %.809.us.4.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.4.2
  %.810.us.4.2 = load double, double* %.809.us.4.2, align 8
  %.811.us.4.2 = fadd double %.801.us.4.2, %.810.us.4.2
  %sunkaddr4054 = mul i64 %loop.index36.us.2, 8
  %1229 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4055 = getelementptr i8, i8* %1229, i64 %sunkaddr4054
  %sunkaddr4056 = getelementptr i8, i8* %sunkaddr4055, i64 32
  %1230 = bitcast i8* %sunkaddr4056 to double*
  store double %.811.us.4.2, double* %1230, align 8
  %1231 = add i64 %1228, 1
  %spec.select71.us.5.2 = select i1 %1216, i64 %1231, i64 %.784.034.us.2
  %.800.us.5.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2
  %.801.us.5.2 = load double, double* %.800.us.5.2, align 8
  %.787.1.us.5.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1231
  %.809.us.5.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.5.2
  %.810.us.5.2 = load double, double* %.809.us.5.2, align 8
  %.811.us.5.2 = fadd double %.801.us.5.2, %.810.us.5.2
  %sunkaddr4057 = mul i64 %loop.index36.us.2, 8
  %1232 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4058 = getelementptr i8, i8* %1232, i64 %sunkaddr4057
  %sunkaddr4059 = getelementptr i8, i8* %sunkaddr4058, i64 40
  %1233 = bitcast i8* %sunkaddr4059 to double*
  store double %.811.us.5.2, double* %1233, align 8
  %1234 = add i64 %1231, 1
  %spec.select71.us.6.2 = select i1 %1216, i64 %1234, i64 %.784.034.us.2
  %.800.us.6.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2
  %.801.us.6.2 = load double, double* %.800.us.6.2, align 8
  %.787.1.us.6.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1234
  %.809.us.6.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.6.2
  %.810.us.6.2 = load double, double* %.809.us.6.2, align 8
  %.811.us.6.2 = fadd double %.801.us.6.2, %.810.us.6.2
  %sunkaddr4060 = mul i64 %loop.index36.us.2, 8
  %1235 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4061 = getelementptr i8, i8* %1235, i64 %sunkaddr4060
  %sunkaddr4062 = getelementptr i8, i8* %sunkaddr4061, i64 48
  %1236 = bitcast i8* %sunkaddr4062 to double*
  store double %.811.us.6.2, double* %1236, align 8
  %1237 = add i64 %1234, 1
  %spec.select71.us.7.2 = select i1 %1216, i64 %1237, i64 %.784.034.us.2
  %.800.us.7.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2
  %.801.us.7.2 = load double, double* %.800.us.7.2, align 8
  %.787.1.us.7.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1237
  %.809.us.7.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.7.2
  %.810.us.7.2 = load double, double* %.809.us.7.2, align 8
  %.811.us.7.2 = fadd double %.801.us.7.2, %.810.us.7.2
  %sunkaddr4063 = mul i64 %loop.index36.us.2, 8
  %1238 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4064 = getelementptr i8, i8* %1238, i64 %sunkaddr4063
  %sunkaddr4065 = getelementptr i8, i8* %sunkaddr4064, i64 56
  %1239 = bitcast i8* %sunkaddr4065 to double*
  store double %.811.us.7.2, double* %1239, align 8
  %1240 = add i64 %1237, 1
  %spec.select71.us.2191.1 = select i1 %1216, i64 %1240, i64 %.784.034.us.2
  %.800.us.2192.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2191.1
  %.801.us.2193.1 = load double, double* %.800.us.2192.1, align 8
  %.787.1.us.2194.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1240
  %.809.us.2195.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2194.1
  %.810.us.2196.1 = load double, double* %.809.us.2195.1, align 8
  %.811.us.2197.1 = fadd double %.801.us.2193.1, %.810.us.2196.1
  %sunkaddr4066 = mul i64 %loop.index36.us.2, 8
  %1241 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4067 = getelementptr i8, i8* %1241, i64 %sunkaddr4066
  %sunkaddr4068 = getelementptr i8, i8* %sunkaddr4067, i64 64
  %1242 = bitcast i8* %sunkaddr4068 to double*
  store double %.811.us.2197.1, double* %1242, align 8
  %1243 = add i64 %1240, 1
  %spec.select71.us.1.2.1 = select i1 %1216, i64 %1243, i64 %.784.034.us.2
  %.800.us.1.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2.1
  %.801.us.1.2.1 = load double, double* %.800.us.1.2.1, align 8
  %.787.1.us.1.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1243
  %.809.us.1.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.1.2.1
  %.810.us.1.2.1 = load double, double* %.809.us.1.2.1, align 8
  %.811.us.1.2.1 = fadd double %.801.us.1.2.1, %.810.us.1.2.1
  %sunkaddr4069 = mul i64 %loop.index36.us.2, 8
  %1244 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4070 = getelementptr i8, i8* %1244, i64 %sunkaddr4069
  %sunkaddr4071 = getelementptr i8, i8* %sunkaddr4070, i64 72
  %1245 = bitcast i8* %sunkaddr4071 to double*
  store double %.811.us.1.2.1, double* %1245, align 8
  %1246 = add i64 %1243, 1
  %spec.select71.us.2.2.1 = select i1 %1216, i64 %1246, i64 %.784.034.us.2
  %.800.us.2.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2.1
  %.801.us.2.2.1 = load double, double* %.800.us.2.2.1, align 8
  %.787.1.us.2.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1246
  %.809.us.2.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2.2.1
  %.810.us.2.2.1 = load double, double* %.809.us.2.2.1, align 8
  %.811.us.2.2.1 = fadd double %.801.us.2.2.1, %.810.us.2.2.1
  %sunkaddr4072 = mul i64 %loop.index36.us.2, 8
  %1247 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4073 = getelementptr i8, i8* %1247, i64 %sunkaddr4072
  %sunkaddr4074 = getelementptr i8, i8* %sunkaddr4073, i64 80
  %1248 = bitcast i8* %sunkaddr4074 to double*
  store double %.811.us.2.2.1, double* %1248, align 8
  %1249 = add i64 %1246, 1
  %spec.select71.us.3.2.1 = select i1 %1216, i64 %1249, i64 %.784.034.us.2
  %.800.us.3.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2.1
  %.801.us.3.2.1 = load double, double* %.800.us.3.2.1, align 8
  %.787.1.us.3.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1249
  %.809.us.3.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.3.2.1
  %.810.us.3.2.1 = load double, double* %.809.us.3.2.1, align 8
  %.811.us.3.2.1 = fadd double %.801.us.3.2.1, %.810.us.3.2.1
  %sunkaddr4075 = mul i64 %loop.index36.us.2, 8
  %1250 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4076 = getelementptr i8, i8* %1250, i64 %sunkaddr4075
  %sunkaddr4077 = getelementptr i8, i8* %sunkaddr4076, i64 88
  %1251 = bitcast i8* %sunkaddr4077 to double*
  store double %.811.us.3.2.1, double* %1251, align 8
  %1252 = add i64 %1249, 1
  %spec.select71.us.4.2.1 = select i1 %1216, i64 %1252, i64 %.784.034.us.2
  %.800.us.4.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2.1
  %.801.us.4.2.1 = load double, double* %.800.us.4.2.1, align 8
  %.787.1.us.4.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1252
  %.809.us.4.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.4.2.1
  %.810.us.4.2.1 = load double, double* %.809.us.4.2.1, align 8
  %.811.us.4.2.1 = fadd double %.801.us.4.2.1, %.810.us.4.2.1
  %sunkaddr4078 = mul i64 %loop.index36.us.2, 8
  %1253 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4079 = getelementptr i8, i8* %1253, i64 %sunkaddr4078
  %sunkaddr4080 = getelementptr i8, i8* %sunkaddr4079, i64 96
  %1254 = bitcast i8* %sunkaddr4080 to double*
  store double %.811.us.4.2.1, double* %1254, align 8
  %1255 = add i64 %1252, 1
  %spec.select71.us.5.2.1 = select i1 %1216, i64 %1255, i64 %.784.034.us.2
  %.800.us.5.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2.1
  %.801.us.5.2.1 = load double, double* %.800.us.5.2.1, align 8
  %.787.1.us.5.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1255
  %.809.us.5.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.5.2.1
  %.810.us.5.2.1 = load double, double* %.809.us.5.2.1, align 8
  %.811.us.5.2.1 = fadd double %.801.us.5.2.1, %.810.us.5.2.1
  %sunkaddr4081 = mul i64 %loop.index36.us.2, 8
  %1256 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4082 = getelementptr i8, i8* %1256, i64 %sunkaddr4081
  %sunkaddr4083 = getelementptr i8, i8* %sunkaddr4082, i64 104
  %1257 = bitcast i8* %sunkaddr4083 to double*
  store double %.811.us.5.2.1, double* %1257, align 8
  %1258 = add i64 %1255, 1
  %spec.select71.us.6.2.1 = select i1 %1216, i64 %1258, i64 %.784.034.us.2
  %.800.us.6.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2.1
  %.801.us.6.2.1 = load double, double* %.800.us.6.2.1, align 8
  %.787.1.us.6.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1258
  %.809.us.6.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.6.2.1
  %.810.us.6.2.1 = load double, double* %.809.us.6.2.1, align 8
  %.811.us.6.2.1 = fadd double %.801.us.6.2.1, %.810.us.6.2.1
  %sunkaddr4084 = mul i64 %loop.index36.us.2, 8
  %1259 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4085 = getelementptr i8, i8* %1259, i64 %sunkaddr4084
  %sunkaddr4086 = getelementptr i8, i8* %sunkaddr4085, i64 112
  %1260 = bitcast i8* %sunkaddr4086 to double*
  store double %.811.us.6.2.1, double* %1260, align 8
  %1261 = add i64 %1258, 1
  %spec.select71.us.7.2.1 = select i1 %1216, i64 %1261, i64 %.784.034.us.2
  %.800.us.7.2.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2.1
  %.801.us.7.2.1 = load double, double* %.800.us.7.2.1, align 8
  %.787.1.us.7.2.1 = select i1 %1215, i64 %.787.035.us.2, i64 %1261
  %.809.us.7.2.1 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.7.2.1
  %.810.us.7.2.1 = load double, double* %.809.us.7.2.1, align 8
  %.811.us.7.2.1 = fadd double %.801.us.7.2.1, %.810.us.7.2.1
  %sunkaddr4087 = mul i64 %loop.index36.us.2, 8
  %1262 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4088 = getelementptr i8, i8* %1262, i64 %sunkaddr4087
  %sunkaddr4089 = getelementptr i8, i8* %sunkaddr4088, i64 120
  %1263 = bitcast i8* %sunkaddr4089 to double*
  store double %.811.us.7.2.1, double* %1263, align 8
  %1264 = add i64 %1261, 1
  %spec.select71.us.2191.2 = select i1 %1216, i64 %1264, i64 %.784.034.us.2
  %.800.us.2192.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2191.2
  %.801.us.2193.2 = load double, double* %.800.us.2192.2, align 8
  %.787.1.us.2194.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1264
  %.809.us.2195.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2194.2
  %.810.us.2196.2 = load double, double* %.809.us.2195.2, align 8
  %.811.us.2197.2 = fadd double %.801.us.2193.2, %.810.us.2196.2
  %sunkaddr4090 = mul i64 %loop.index36.us.2, 8
  %1265 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4091 = getelementptr i8, i8* %1265, i64 %sunkaddr4090
  %sunkaddr4092 = getelementptr i8, i8* %sunkaddr4091, i64 128
  %1266 = bitcast i8* %sunkaddr4092 to double*
  store double %.811.us.2197.2, double* %1266, align 8
  %1267 = add i64 %1264, 1
  %spec.select71.us.1.2.2 = select i1 %1216, i64 %1267, i64 %.784.034.us.2
  %.800.us.1.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2.2
  %.801.us.1.2.2 = load double, double* %.800.us.1.2.2, align 8
  %.787.1.us.1.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1267
  %.809.us.1.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.1.2.2
  %.810.us.1.2.2 = load double, double* %.809.us.1.2.2, align 8
  %.811.us.1.2.2 = fadd double %.801.us.1.2.2, %.810.us.1.2.2
  %sunkaddr4093 = mul i64 %loop.index36.us.2, 8
  %1268 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4094 = getelementptr i8, i8* %1268, i64 %sunkaddr4093
  %sunkaddr4095 = getelementptr i8, i8* %sunkaddr4094, i64 136
  %1269 = bitcast i8* %sunkaddr4095 to double*
  store double %.811.us.1.2.2, double* %1269, align 8
  %1270 = add i64 %1267, 1
  %spec.select71.us.2.2.2 = select i1 %1216, i64 %1270, i64 %.784.034.us.2
  %.800.us.2.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2.2
  %.801.us.2.2.2 = load double, double* %.800.us.2.2.2, align 8
  %.787.1.us.2.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1270
  %.809.us.2.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2.2.2
  %.810.us.2.2.2 = load double, double* %.809.us.2.2.2, align 8
  %.811.us.2.2.2 = fadd double %.801.us.2.2.2, %.810.us.2.2.2
  %sunkaddr4096 = mul i64 %loop.index36.us.2, 8
  %1271 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4097 = getelementptr i8, i8* %1271, i64 %sunkaddr4096
  %sunkaddr4098 = getelementptr i8, i8* %sunkaddr4097, i64 144
  %1272 = bitcast i8* %sunkaddr4098 to double*
  store double %.811.us.2.2.2, double* %1272, align 8
  %1273 = add i64 %1270, 1
  %spec.select71.us.3.2.2 = select i1 %1216, i64 %1273, i64 %.784.034.us.2
  %.800.us.3.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2.2
  %.801.us.3.2.2 = load double, double* %.800.us.3.2.2, align 8
  %.787.1.us.3.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1273
  %.809.us.3.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.3.2.2
  %.810.us.3.2.2 = load double, double* %.809.us.3.2.2, align 8
  %.811.us.3.2.2 = fadd double %.801.us.3.2.2, %.810.us.3.2.2
  %sunkaddr4099 = mul i64 %loop.index36.us.2, 8
  %1274 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4100 = getelementptr i8, i8* %1274, i64 %sunkaddr4099
  %sunkaddr4101 = getelementptr i8, i8* %sunkaddr4100, i64 152
  %1275 = bitcast i8* %sunkaddr4101 to double*
  store double %.811.us.3.2.2, double* %1275, align 8
  %1276 = add i64 %1273, 1
  %spec.select71.us.4.2.2 = select i1 %1216, i64 %1276, i64 %.784.034.us.2
  %.800.us.4.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2.2
  %.801.us.4.2.2 = load double, double* %.800.us.4.2.2, align 8
  %.787.1.us.4.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1276
  %.809.us.4.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.4.2.2
  %.810.us.4.2.2 = load double, double* %.809.us.4.2.2, align 8
  %.811.us.4.2.2 = fadd double %.801.us.4.2.2, %.810.us.4.2.2
  %sunkaddr4102 = mul i64 %loop.index36.us.2, 8
  %1277 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4103 = getelementptr i8, i8* %1277, i64 %sunkaddr4102
  %sunkaddr4104 = getelementptr i8, i8* %sunkaddr4103, i64 160
  %1278 = bitcast i8* %sunkaddr4104 to double*
  store double %.811.us.4.2.2, double* %1278, align 8
  %1279 = add i64 %1276, 1
  %spec.select71.us.5.2.2 = select i1 %1216, i64 %1279, i64 %.784.034.us.2
  %.800.us.5.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2.2
  %.801.us.5.2.2 = load double, double* %.800.us.5.2.2, align 8
  %.787.1.us.5.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1279
  %.809.us.5.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.5.2.2
  %.810.us.5.2.2 = load double, double* %.809.us.5.2.2, align 8
  %.811.us.5.2.2 = fadd double %.801.us.5.2.2, %.810.us.5.2.2
  %sunkaddr4105 = mul i64 %loop.index36.us.2, 8
  %1280 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4106 = getelementptr i8, i8* %1280, i64 %sunkaddr4105
  %sunkaddr4107 = getelementptr i8, i8* %sunkaddr4106, i64 168
  %1281 = bitcast i8* %sunkaddr4107 to double*
  store double %.811.us.5.2.2, double* %1281, align 8
  %1282 = add i64 %1279, 1
  %spec.select71.us.6.2.2 = select i1 %1216, i64 %1282, i64 %.784.034.us.2
  %.800.us.6.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2.2
  %.801.us.6.2.2 = load double, double* %.800.us.6.2.2, align 8
  %.787.1.us.6.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1282
  %.809.us.6.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.6.2.2
  %.810.us.6.2.2 = load double, double* %.809.us.6.2.2, align 8
  %.811.us.6.2.2 = fadd double %.801.us.6.2.2, %.810.us.6.2.2
  %sunkaddr4108 = mul i64 %loop.index36.us.2, 8
  %1283 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4109 = getelementptr i8, i8* %1283, i64 %sunkaddr4108
  %sunkaddr4110 = getelementptr i8, i8* %sunkaddr4109, i64 176
  %1284 = bitcast i8* %sunkaddr4110 to double*
  store double %.811.us.6.2.2, double* %1284, align 8
  %1285 = add i64 %1282, 1
  %spec.select71.us.7.2.2 = select i1 %1216, i64 %1285, i64 %.784.034.us.2
  %.800.us.7.2.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2.2
  %.801.us.7.2.2 = load double, double* %.800.us.7.2.2, align 8
  %.787.1.us.7.2.2 = select i1 %1215, i64 %.787.035.us.2, i64 %1285
  %.809.us.7.2.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.7.2.2
  %.810.us.7.2.2 = load double, double* %.809.us.7.2.2, align 8
  %.811.us.7.2.2 = fadd double %.801.us.7.2.2, %.810.us.7.2.2
  %sunkaddr4111 = mul i64 %loop.index36.us.2, 8
  %1286 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4112 = getelementptr i8, i8* %1286, i64 %sunkaddr4111
  %sunkaddr4113 = getelementptr i8, i8* %sunkaddr4112, i64 184
  %1287 = bitcast i8* %sunkaddr4113 to double*
  store double %.811.us.7.2.2, double* %1287, align 8
  %1288 = add i64 %1285, 1
  %spec.select71.us.2191.3 = select i1 %1216, i64 %1288, i64 %.784.034.us.2
  %.800.us.2192.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2191.3
  %.801.us.2193.3 = load double, double* %.800.us.2192.3, align 8
  %.787.1.us.2194.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1288
  %.809.us.2195.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2194.3
  %.810.us.2196.3 = load double, double* %.809.us.2195.3, align 8
  %.811.us.2197.3 = fadd double %.801.us.2193.3, %.810.us.2196.3
  %sunkaddr4114 = mul i64 %loop.index36.us.2, 8
  %1289 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4115 = getelementptr i8, i8* %1289, i64 %sunkaddr4114
  %sunkaddr4116 = getelementptr i8, i8* %sunkaddr4115, i64 192
  %1290 = bitcast i8* %sunkaddr4116 to double*
  store double %.811.us.2197.3, double* %1290, align 8
  %1291 = add i64 %1288, 1
  %spec.select71.us.1.2.3 = select i1 %1216, i64 %1291, i64 %.784.034.us.2
  %.800.us.1.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2.3
  %.801.us.1.2.3 = load double, double* %.800.us.1.2.3, align 8
  %.787.1.us.1.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1291
  %.809.us.1.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.1.2.3
  %.810.us.1.2.3 = load double, double* %.809.us.1.2.3, align 8
  %.811.us.1.2.3 = fadd double %.801.us.1.2.3, %.810.us.1.2.3
  %sunkaddr4117 = mul i64 %loop.index36.us.2, 8
  %1292 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4118 = getelementptr i8, i8* %1292, i64 %sunkaddr4117
  %sunkaddr4119 = getelementptr i8, i8* %sunkaddr4118, i64 200
  %1293 = bitcast i8* %sunkaddr4119 to double*
  store double %.811.us.1.2.3, double* %1293, align 8
  %1294 = add i64 %1291, 1
  %spec.select71.us.2.2.3 = select i1 %1216, i64 %1294, i64 %.784.034.us.2
  %.800.us.2.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2.3
  %.801.us.2.2.3 = load double, double* %.800.us.2.2.3, align 8
  %.787.1.us.2.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1294
  %.809.us.2.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2.2.3
  %.810.us.2.2.3 = load double, double* %.809.us.2.2.3, align 8
  %.811.us.2.2.3 = fadd double %.801.us.2.2.3, %.810.us.2.2.3
  %sunkaddr4120 = mul i64 %loop.index36.us.2, 8
  %1295 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4121 = getelementptr i8, i8* %1295, i64 %sunkaddr4120
  %sunkaddr4122 = getelementptr i8, i8* %sunkaddr4121, i64 208
  %1296 = bitcast i8* %sunkaddr4122 to double*
  store double %.811.us.2.2.3, double* %1296, align 8
  %1297 = add i64 %1294, 1
  %spec.select71.us.3.2.3 = select i1 %1216, i64 %1297, i64 %.784.034.us.2
  %.800.us.3.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2.3
  %.801.us.3.2.3 = load double, double* %.800.us.3.2.3, align 8
  %.787.1.us.3.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1297
  %.809.us.3.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.3.2.3
  %.810.us.3.2.3 = load double, double* %.809.us.3.2.3, align 8
  %.811.us.3.2.3 = fadd double %.801.us.3.2.3, %.810.us.3.2.3
  %sunkaddr4123 = mul i64 %loop.index36.us.2, 8
  %1298 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4124 = getelementptr i8, i8* %1298, i64 %sunkaddr4123
  %sunkaddr4125 = getelementptr i8, i8* %sunkaddr4124, i64 216
  %1299 = bitcast i8* %sunkaddr4125 to double*
  store double %.811.us.3.2.3, double* %1299, align 8
  %1300 = add i64 %1297, 1
  %spec.select71.us.4.2.3 = select i1 %1216, i64 %1300, i64 %.784.034.us.2
  %.800.us.4.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2.3
  %.801.us.4.2.3 = load double, double* %.800.us.4.2.3, align 8
  %.787.1.us.4.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1300
  %.809.us.4.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.4.2.3
  %.810.us.4.2.3 = load double, double* %.809.us.4.2.3, align 8
  %.811.us.4.2.3 = fadd double %.801.us.4.2.3, %.810.us.4.2.3
  %sunkaddr4126 = mul i64 %loop.index36.us.2, 8
  %1301 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4127 = getelementptr i8, i8* %1301, i64 %sunkaddr4126
  %sunkaddr4128 = getelementptr i8, i8* %sunkaddr4127, i64 224
  %1302 = bitcast i8* %sunkaddr4128 to double*
  store double %.811.us.4.2.3, double* %1302, align 8
  %1303 = add i64 %1300, 1
  %spec.select71.us.5.2.3 = select i1 %1216, i64 %1303, i64 %.784.034.us.2
  %.800.us.5.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2.3
  %.801.us.5.2.3 = load double, double* %.800.us.5.2.3, align 8
  %.787.1.us.5.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1303
  %.809.us.5.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.5.2.3
  %.810.us.5.2.3 = load double, double* %.809.us.5.2.3, align 8
  %.811.us.5.2.3 = fadd double %.801.us.5.2.3, %.810.us.5.2.3
  %sunkaddr4129 = mul i64 %loop.index36.us.2, 8
  %1304 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4130 = getelementptr i8, i8* %1304, i64 %sunkaddr4129
  %sunkaddr4131 = getelementptr i8, i8* %sunkaddr4130, i64 232
  %1305 = bitcast i8* %sunkaddr4131 to double*
  store double %.811.us.5.2.3, double* %1305, align 8
  %1306 = add i64 %1303, 1
  %spec.select71.us.6.2.3 = select i1 %1216, i64 %1306, i64 %.784.034.us.2
  %.800.us.6.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2.3
  %.801.us.6.2.3 = load double, double* %.800.us.6.2.3, align 8
  %.787.1.us.6.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1306
  %.809.us.6.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.6.2.3
  %.810.us.6.2.3 = load double, double* %.809.us.6.2.3, align 8
  %.811.us.6.2.3 = fadd double %.801.us.6.2.3, %.810.us.6.2.3
  %sunkaddr4132 = mul i64 %loop.index36.us.2, 8
  %1307 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4133 = getelementptr i8, i8* %1307, i64 %sunkaddr4132
  %sunkaddr4134 = getelementptr i8, i8* %sunkaddr4133, i64 240
  %1308 = bitcast i8* %sunkaddr4134 to double*
  store double %.811.us.6.2.3, double* %1308, align 8
  %1309 = add i64 %1306, 1
  %spec.select71.us.7.2.3 = select i1 %1216, i64 %1309, i64 %.784.034.us.2
  %.800.us.7.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2.3
  %.801.us.7.2.3 = load double, double* %.800.us.7.2.3, align 8
  %.787.1.us.7.2.3 = select i1 %1215, i64 %.787.035.us.2, i64 %1309
  %.809.us.7.2.3 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.7.2.3
  %.810.us.7.2.3 = load double, double* %.809.us.7.2.3, align 8
  %.811.us.7.2.3 = fadd double %.801.us.7.2.3, %.810.us.7.2.3
  %sunkaddr4135 = mul i64 %loop.index36.us.2, 8
  %1310 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4136 = getelementptr i8, i8* %1310, i64 %sunkaddr4135
  %sunkaddr4137 = getelementptr i8, i8* %sunkaddr4136, i64 248
  %1311 = bitcast i8* %sunkaddr4137 to double*
  store double %.811.us.7.2.3, double* %1311, align 8
  %1312 = add i64 %loop.index36.us.2, 32
  %lsr.iv.next2759 = add i64 %lsr.iv2758, 4
  %niter772.ncmp.3 = icmp eq i64 %lsr.iv.next2759, 0
  %1313 = add i64 %1309, 1
  br i1 %niter772.ncmp.3, label %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa, label %for.body.us.2

for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa: ; preds = %for.body.us.2, %for.body.us.2.preheader
  %spec.select71.us.7.2.lcssa.ph = phi i64 [ undef, %for.body.us.2.preheader ], [ %spec.select71.us.7.2.3, %for.body.us.2 ]
  %.787.1.us.7.2.lcssa.ph = phi i64 [ undef, %for.body.us.2.preheader ], [ %.787.1.us.7.2.3, %for.body.us.2 ]
  %loop.index36.us.2.unr = phi i64 [ 0, %for.body.us.2.preheader ], [ %1312, %for.body.us.2 ]
  %.787.035.us.2.unr = phi i64 [ 0, %for.body.us.2.preheader ], [ %.787.1.us.7.2.3, %for.body.us.2 ]
  %.784.034.us.2.unr = phi i64 [ 0, %for.body.us.2.preheader ], [ %spec.select71.us.7.2.3, %for.body.us.2 ]
  %1314 = icmp eq i64 %xtraiter506, 0
  br i1 %1314, label %for.end.loopexit.us.unr-lcssa.2, label %for.body.us.2.epil.preheader

for.body.us.2.epil.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa
  br label %for.body.us.2.epil

for.body.us.2.epil:                               ; preds = %for.body.us.2.epil.preheader, %for.body.us.2.epil
  %lsr.iv2823 = phi i64 [ %40, %for.body.us.2.epil.preheader ], [ %math4161, %for.body.us.2.epil ]
  %loop.index36.us.2.epil = phi i64 [ %1340, %for.body.us.2.epil ], [ %loop.index36.us.2.unr, %for.body.us.2.epil.preheader ]
  %.787.035.us.2.epil = phi i64 [ %.787.1.us.7.2.epil, %for.body.us.2.epil ], [ %.787.035.us.2.unr, %for.body.us.2.epil.preheader ]
  %.784.034.us.2.epil = phi i64 [ %spec.select71.us.7.2.epil, %for.body.us.2.epil ], [ %.784.034.us.2.unr, %for.body.us.2.epil.preheader ]
  %1315 = icmp eq i64 %arg.arr.5.1, 1
  %1316 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.2191.epil = select i1 %1316, i64 %loop.index36.us.2.epil, i64 %.784.034.us.2.epil
  %.800.us.2192.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2191.epil
  %.801.us.2193.epil = load double, double* %.800.us.2192.epil, align 8
  %.787.1.us.2194.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %loop.index36.us.2.epil
  %.809.us.2195.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2194.epil
  %.810.us.2196.epil = load double, double* %.809.us.2195.epil, align 8
  %.811.us.2197.epil = fadd double %.801.us.2193.epil, %.810.us.2196.epil
  %sunkaddr4138 = mul i64 %loop.index36.us.2.epil, 8
  %1317 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4139 = getelementptr i8, i8* %1317, i64 %sunkaddr4138
  %1318 = bitcast i8* %sunkaddr4139 to double*
  store double %.811.us.2197.epil, double* %1318, align 8
  %1319 = or i64 %loop.index36.us.2.epil, 1
  %spec.select71.us.1.2.epil = select i1 %1316, i64 %1319, i64 %.784.034.us.2.epil
  %.800.us.1.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.2.epil
  %.801.us.1.2.epil = load double, double* %.800.us.1.2.epil, align 8
  %.787.1.us.1.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1319
  %.809.us.1.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.1.2.epil
  %.810.us.1.2.epil = load double, double* %.809.us.1.2.epil, align 8
  %.811.us.1.2.epil = fadd double %.801.us.1.2.epil, %.810.us.1.2.epil
  %sunkaddr4140 = mul i64 %loop.index36.us.2.epil, 8
  %1320 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4141 = getelementptr i8, i8* %1320, i64 %sunkaddr4140
  %sunkaddr4142 = getelementptr i8, i8* %sunkaddr4141, i64 8
  %1321 = bitcast i8* %sunkaddr4142 to double*
  store double %.811.us.1.2.epil, double* %1321, align 8
  %1322 = or i64 %loop.index36.us.2.epil, 2
  %spec.select71.us.2.2.epil = select i1 %1316, i64 %1322, i64 %.784.034.us.2.epil
  %.800.us.2.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.2.epil
  %.801.us.2.2.epil = load double, double* %.800.us.2.2.epil, align 8
  %.787.1.us.2.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1322
  %.809.us.2.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.2.2.epil
  %.810.us.2.2.epil = load double, double* %.809.us.2.2.epil, align 8
  %.811.us.2.2.epil = fadd double %.801.us.2.2.epil, %.810.us.2.2.epil
  %sunkaddr4143 = mul i64 %loop.index36.us.2.epil, 8
  %1323 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4144 = getelementptr i8, i8* %1323, i64 %sunkaddr4143
  %sunkaddr4145 = getelementptr i8, i8* %sunkaddr4144, i64 16
  %1324 = bitcast i8* %sunkaddr4145 to double*
  store double %.811.us.2.2.epil, double* %1324, align 8
  %1325 = or i64 %loop.index36.us.2.epil, 3
  %spec.select71.us.3.2.epil = select i1 %1316, i64 %1325, i64 %.784.034.us.2.epil
  %.800.us.3.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.2.epil
  %.801.us.3.2.epil = load double, double* %.800.us.3.2.epil, align 8
  %.787.1.us.3.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1325
  %.809.us.3.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.3.2.epil
  %.810.us.3.2.epil = load double, double* %.809.us.3.2.epil, align 8
  %.811.us.3.2.epil = fadd double %.801.us.3.2.epil, %.810.us.3.2.epil
  %sunkaddr4146 = mul i64 %loop.index36.us.2.epil, 8
  %1326 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4147 = getelementptr i8, i8* %1326, i64 %sunkaddr4146
  %sunkaddr4148 = getelementptr i8, i8* %sunkaddr4147, i64 24
  %1327 = bitcast i8* %sunkaddr4148 to double*
  store double %.811.us.3.2.epil, double* %1327, align 8
  %1328 = or i64 %loop.index36.us.2.epil, 4
  %spec.select71.us.4.2.epil = select i1 %1316, i64 %1328, i64 %.784.034.us.2.epil
  %.800.us.4.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.2.epil
  %.801.us.4.2.epil = load double, double* %.800.us.4.2.epil, align 8
  %.787.1.us.4.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1328
  %.809.us.4.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.4.2.epil
  %.810.us.4.2.epil = load double, double* %.809.us.4.2.epil, align 8
  %.811.us.4.2.epil = fadd double %.801.us.4.2.epil, %.810.us.4.2.epil
  %sunkaddr4149 = mul i64 %loop.index36.us.2.epil, 8
  %1329 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4150 = getelementptr i8, i8* %1329, i64 %sunkaddr4149
  %sunkaddr4151 = getelementptr i8, i8* %sunkaddr4150, i64 32
  %1330 = bitcast i8* %sunkaddr4151 to double*
  store double %.811.us.4.2.epil, double* %1330, align 8
  %1331 = or i64 %loop.index36.us.2.epil, 5
  %spec.select71.us.5.2.epil = select i1 %1316, i64 %1331, i64 %.784.034.us.2.epil
  %.800.us.5.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.2.epil
  %.801.us.5.2.epil = load double, double* %.800.us.5.2.epil, align 8
  %.787.1.us.5.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1331
  %.809.us.5.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.5.2.epil
  %.810.us.5.2.epil = load double, double* %.809.us.5.2.epil, align 8
  %.811.us.5.2.epil = fadd double %.801.us.5.2.epil, %.810.us.5.2.epil
  %sunkaddr4152 = mul i64 %loop.index36.us.2.epil, 8
  %1332 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4153 = getelementptr i8, i8* %1332, i64 %sunkaddr4152
  %sunkaddr4154 = getelementptr i8, i8* %sunkaddr4153, i64 40
  %1333 = bitcast i8* %sunkaddr4154 to double*
  store double %.811.us.5.2.epil, double* %1333, align 8
  %1334 = or i64 %loop.index36.us.2.epil, 6
  %spec.select71.us.6.2.epil = select i1 %1316, i64 %1334, i64 %.784.034.us.2.epil
  %.800.us.6.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.2.epil
  %.801.us.6.2.epil = load double, double* %.800.us.6.2.epil, align 8
  %.787.1.us.6.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1334
  %.809.us.6.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.6.2.epil
  %.810.us.6.2.epil = load double, double* %.809.us.6.2.epil, align 8
  %.811.us.6.2.epil = fadd double %.801.us.6.2.epil, %.810.us.6.2.epil
  %sunkaddr4155 = mul i64 %loop.index36.us.2.epil, 8
  %1335 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4156 = getelementptr i8, i8* %1335, i64 %sunkaddr4155
  %sunkaddr4157 = getelementptr i8, i8* %sunkaddr4156, i64 48
  %1336 = bitcast i8* %sunkaddr4157 to double*
  store double %.811.us.6.2.epil, double* %1336, align 8
  %1337 = or i64 %loop.index36.us.2.epil, 7
  %spec.select71.us.7.2.epil = select i1 %1316, i64 %1337, i64 %.784.034.us.2.epil
  %.800.us.7.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.2.epil
  %.801.us.7.2.epil = load double, double* %.800.us.7.2.epil, align 8
  %.787.1.us.7.2.epil = select i1 %1315, i64 %.787.035.us.2.epil, i64 %1337
  %.809.us.7.2.epil = getelementptr double, double* %.706.us.2, i64 %.787.1.us.7.2.epil
  %.810.us.7.2.epil = load double, double* %.809.us.7.2.epil, align 8
  %.811.us.7.2.epil = fadd double %.801.us.7.2.epil, %.810.us.7.2.epil
  %sunkaddr4158 = mul i64 %loop.index36.us.2.epil, 8
  %1338 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4159 = getelementptr i8, i8* %1338, i64 %sunkaddr4158
  %sunkaddr4160 = getelementptr i8, i8* %sunkaddr4159, i64 56
  %1339 = bitcast i8* %sunkaddr4160 to double*
  store double %.811.us.7.2.epil, double* %1339, align 8
  %1340 = add nuw nsw i64 %loop.index36.us.2.epil, 8
  %1341 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2823, i64 1)
  %math4161 = extractvalue { i64, i1 } %1341, 0
  %ov4162 = extractvalue { i64, i1 } %1341, 1
  br i1 %ov4162, label %for.end.loopexit.us.unr-lcssa.2, label %for.body.us.2.epil, !llvm.loop !40

for.end.loopexit.us.unr-lcssa.2:                  ; preds = %for.body.us.2.epil, %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa, %for.end.loopexit.us.1
  %loop.index36.us.unr.2 = phi i64 [ 0, %for.end.loopexit.us.1 ], [ %unroll_iter161, %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa ], [ %unroll_iter161, %for.body.us.2.epil ]
  %.787.035.us.unr.2 = phi i64 [ 0, %for.end.loopexit.us.1 ], [ %.787.1.us.7.2.lcssa.ph, %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa ], [ %.787.1.us.7.2.epil, %for.body.us.2.epil ]
  %.784.034.us.unr.2 = phi i64 [ 0, %for.end.loopexit.us.1 ], [ %spec.select71.us.7.2.lcssa.ph, %for.end.loopexit.us.unr-lcssa.2.loopexit.unr-lcssa ], [ %spec.select71.us.7.2.epil, %for.body.us.2.epil ]
  %1342 = icmp eq i64 %xtraiter158, 0
  br i1 %1342, label %for.end.loopexit.us.2, label %for.body.us.epil.2.preheader

for.body.us.epil.2.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.2
  br label %for.body.us.epil.2

for.body.us.epil.2:                               ; preds = %for.body.us.epil.2.preheader, %for.body.us.epil.2
  %lsr.iv378 = phi i64 [ %lsr.iv.next379, %for.body.us.epil.2 ], [ %xtraiter158, %for.body.us.epil.2.preheader ]
  %loop.index36.us.epil.2 = phi i64 [ %.816.us.epil.2, %for.body.us.epil.2 ], [ %loop.index36.us.unr.2, %for.body.us.epil.2.preheader ]
  %.787.035.us.epil.2 = phi i64 [ %.787.1.us.epil.2, %for.body.us.epil.2 ], [ %.787.035.us.unr.2, %for.body.us.epil.2.preheader ]
  %.784.034.us.epil.2 = phi i64 [ %spec.select71.us.epil.2, %for.body.us.epil.2 ], [ %.784.034.us.unr.2, %for.body.us.epil.2.preheader ]
  %1343 = icmp eq i64 %arg.arr.5.1, 1
  %1344 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil.2 = select i1 %1344, i64 %loop.index36.us.epil.2, i64 %.784.034.us.epil.2
  %.800.us.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil.2
  %.801.us.epil.2 = load double, double* %.800.us.epil.2, align 8
  %.787.1.us.epil.2 = select i1 %1343, i64 %.787.035.us.epil.2, i64 %loop.index36.us.epil.2
  %.809.us.epil.2 = getelementptr double, double* %.706.us.2, i64 %.787.1.us.epil.2
  %.810.us.epil.2 = load double, double* %.809.us.epil.2, align 8
  %.811.us.epil.2 = fadd double %.801.us.epil.2, %.810.us.epil.2
  %scevgep2840 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil.2
  store double %.811.us.epil.2, double* %scevgep2840, align 8
  %.816.us.epil.2 = add nuw nsw i64 %loop.index36.us.epil.2, 1
  %lsr.iv.next379 = add nsw i64 %lsr.iv378, -1
  %epil.iter159.cmp.2.not = icmp eq i64 %lsr.iv.next379, 0
  br i1 %epil.iter159.cmp.2.not, label %for.end.loopexit.us.2, label %for.body.us.epil.2, !llvm.loop !38

for.end.loopexit.us.2:                            ; preds = %for.body.us.epil.2, %for.end.loopexit.us.unr-lcssa.2
  %1345 = icmp ult i64 %25, 7
  %.487.us.2 = or i64 %.418.093.us, 3
  %.702.us.3 = mul i64 %.487.us.2, %arg.arr.5.1
  %.706.us.3 = getelementptr double, double* %arg.arr.4, i64 %.702.us.3
  br i1 %1345, label %for.end.loopexit.us.unr-lcssa.3, label %for.body.us.3.preheader

for.body.us.3.preheader:                          ; preds = %for.end.loopexit.us.2
  %1346 = icmp ult i64 %35, 24
  br i1 %1346, label %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa, label %for.body.us.3.preheader1766

for.body.us.3.preheader1766:                      ; preds = %for.body.us.3.preheader
  br label %for.body.us.3

for.body.us.3:                                    ; preds = %for.body.us.3.preheader1766, %for.body.us.3
  %lsr.iv2841 = phi i64 [ %39, %for.body.us.3.preheader1766 ], [ %lsr.iv.next2842, %for.body.us.3 ]
  %loop.index36.us.3 = phi i64 [ %1445, %for.body.us.3 ], [ 0, %for.body.us.3.preheader1766 ]
  %.787.035.us.3 = phi i64 [ %.787.1.us.7.3.3, %for.body.us.3 ], [ 0, %for.body.us.3.preheader1766 ]
  %.784.034.us.3 = phi i64 [ %spec.select71.us.7.3.3, %for.body.us.3 ], [ 0, %for.body.us.3.preheader1766 ]
  %1347 = icmp eq i64 %arg.arr.5.1, 1
  %1348 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.3201 = select i1 %1348, i64 %loop.index36.us.3, i64 %.784.034.us.3
  %.800.us.3202 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3201
  %.801.us.3203 = load double, double* %.800.us.3202, align 8
  %.787.1.us.3204 = select i1 %1347, i64 %.787.035.us.3, i64 %loop.index36.us.3
  %.809.us.3205 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3204
  %.810.us.3206 = load double, double* %.809.us.3205, align 8
  %.811.us.3207 = fadd double %.801.us.3203, %.810.us.3206
  %sunkaddr4163 = mul i64 %loop.index36.us.3, 8
  %1349 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4164 = getelementptr i8, i8* %1349, i64 %sunkaddr4163
  %1350 = bitcast i8* %sunkaddr4164 to double*
  store double %.811.us.3207, double* %1350, align 8
  %1351 = add i64 %loop.index36.us.3, 1
  %spec.select71.us.1.3 = select i1 %1348, i64 %1351, i64 %.784.034.us.3
  %.800.us.1.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3
  %.801.us.1.3 = load double, double* %.800.us.1.3, align 8
  %.787.1.us.1.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1351
  %.809.us.1.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.1.3
  %.810.us.1.3 = load double, double* %.809.us.1.3, align 8
  %.811.us.1.3 = fadd double %.801.us.1.3, %.810.us.1.3
  %sunkaddr4165 = mul i64 %loop.index36.us.3, 8
  %1352 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4166 = getelementptr i8, i8* %1352, i64 %sunkaddr4165
  %sunkaddr4167 = getelementptr i8, i8* %sunkaddr4166, i64 8
  %1353 = bitcast i8* %sunkaddr4167 to double*
  store double %.811.us.1.3, double* %1353, align 8
  %1354 = add i64 %1351, 1
  %spec.select71.us.2.3 = select i1 %1348, i64 %1354, i64 %.784.034.us.3
  %.800.us.2.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3
  %.801.us.2.3 = load double, double* %.800.us.2.3, align 8
  %.787.1.us.2.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1354
  %.809.us.2.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.2.3
  %.810.us.2.3 = load double, double* %.809.us.2.3, align 8
  %.811.us.2.3 = fadd double %.801.us.2.3, %.810.us.2.3
  %sunkaddr4168 = mul i64 %loop.index36.us.3, 8
  %1355 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4169 = getelementptr i8, i8* %1355, i64 %sunkaddr4168
  %sunkaddr4170 = getelementptr i8, i8* %sunkaddr4169, i64 16
  %1356 = bitcast i8* %sunkaddr4170 to double*
  store double %.811.us.2.3, double* %1356, align 8
  %1357 = add i64 %1354, 1
  %spec.select71.us.3.3 = select i1 %1348, i64 %1357, i64 %.784.034.us.3
  %.800.us.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3
  %.801.us.3.3 = load double, double* %.800.us.3.3, align 8
  %.787.1.us.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1357
  %.809.us.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3.3
  %.810.us.3.3 = load double, double* %.809.us.3.3, align 8
  %.811.us.3.3 = fadd double %.801.us.3.3, %.810.us.3.3
  %sunkaddr4171 = mul i64 %loop.index36.us.3, 8
  %1358 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4172 = getelementptr i8, i8* %1358, i64 %sunkaddr4171
  %sunkaddr4173 = getelementptr i8, i8* %sunkaddr4172, i64 24
  %1359 = bitcast i8* %sunkaddr4173 to double*
  store double %.811.us.3.3, double* %1359, align 8
  %1360 = add i64 %1357, 1
  %spec.select71.us.4.3 = select i1 %1348, i64 %1360, i64 %.784.034.us.3
  %.800.us.4.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3
  %.801.us.4.3 = load double, double* %.800.us.4.3, align 8
  %.787.1.us.4.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1360
  %.809.us.4.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.4.3
  %.810.us.4.3 = load double, double* %.809.us.4.3, align 8
  %.811.us.4.3 = fadd double %.801.us.4.3, %.810.us.4.3
  %sunkaddr4174 = mul i64 %loop.index36.us.3, 8
  %1361 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4175 = getelementptr i8, i8* %1361, i64 %sunkaddr4174
  %sunkaddr4176 = getelementptr i8, i8* %sunkaddr4175, i64 32
  %1362 = bitcast i8* %sunkaddr4176 to double*
  store double %.811.us.4.3, double* %1362, align 8
  %1363 = add i64 %1360, 1
  %spec.select71.us.5.3 = select i1 %1348, i64 %1363, i64 %.784.034.us.3
  %.800.us.5.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3
  %.801.us.5.3 = load double, double* %.800.us.5.3, align 8
  %.787.1.us.5.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1363
  %.809.us.5.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.5.3
  %.810.us.5.3 = load double, double* %.809.us.5.3, align 8
  %.811.us.5.3 = fadd double %.801.us.5.3, %.810.us.5.3
  %sunkaddr4177 = mul i64 %loop.index36.us.3, 8
  %1364 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4178 = getelementptr i8, i8* %1364, i64 %sunkaddr4177
  %sunkaddr4179 = getelementptr i8, i8* %sunkaddr4178, i64 40
  %1365 = bitcast i8* %sunkaddr4179 to double*
  store double %.811.us.5.3, double* %1365, align 8
  %1366 = add i64 %1363, 1
  %spec.select71.us.6.3 = select i1 %1348, i64 %1366, i64 %.784.034.us.3
  %.800.us.6.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3
  %.801.us.6.3 = load double, double* %.800.us.6.3, align 8
  %.787.1.us.6.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1366
  %.809.us.6.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.6.3
  %.810.us.6.3 = load double, double* %.809.us.6.3, align 8
  %.811.us.6.3 = fadd double %.801.us.6.3, %.810.us.6.3
  %sunkaddr4180 = mul i64 %loop.index36.us.3, 8
  %1367 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4181 = getelementptr i8, i8* %1367, i64 %sunkaddr4180
  %sunkaddr4182 = getelementptr i8, i8* %sunkaddr4181, i64 48
  %1368 = bitcast i8* %sunkaddr4182 to double*
  store double %.811.us.6.3, double* %1368, align 8
  %1369 = add i64 %1366, 1
  %spec.select71.us.7.3 = select i1 %1348, i64 %1369, i64 %.784.034.us.3
  %.800.us.7.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3
  %.801.us.7.3 = load double, double* %.800.us.7.3, align 8
  %.787.1.us.7.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1369
  %.809.us.7.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.7.3
  %.810.us.7.3 = load double, double* %.809.us.7.3, align 8
  %.811.us.7.3 = fadd double %.801.us.7.3, %.810.us.7.3
  %sunkaddr4183 = mul i64 %loop.index36.us.3, 8
  %1370 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4184 = getelementptr i8, i8* %1370, i64 %sunkaddr4183
  %sunkaddr4185 = getelementptr i8, i8* %sunkaddr4184, i64 56
  %1371 = bitcast i8* %sunkaddr4185 to double*
  store double %.811.us.7.3, double* %1371, align 8
  %1372 = add i64 %1369, 1
  %spec.select71.us.3201.1 = select i1 %1348, i64 %1372, i64 %.784.034.us.3
  %.800.us.3202.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3201.1
  %.801.us.3203.1 = load double, double* %.800.us.3202.1, align 8
  %.787.1.us.3204.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1372
  %.809.us.3205.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3204.1
  %.810.us.3206.1 = load double, double* %.809.us.3205.1, align 8
  %.811.us.3207.1 = fadd double %.801.us.3203.1, %.810.us.3206.1
  %sunkaddr4186 = mul i64 %loop.index36.us.3, 8
  %1373 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4187 = getelementptr i8, i8* %1373, i64 %sunkaddr4186
  %sunkaddr4188 = getelementptr i8, i8* %sunkaddr4187, i64 64
  %1374 = bitcast i8* %sunkaddr4188 to double*
  store double %.811.us.3207.1, double* %1374, align 8
  %1375 = add i64 %1372, 1
  %spec.select71.us.1.3.1 = select i1 %1348, i64 %1375, i64 %.784.034.us.3
  %.800.us.1.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3.1
  %.801.us.1.3.1 = load double, double* %.800.us.1.3.1, align 8
  %.787.1.us.1.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1375
  %.809.us.1.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.1.3.1
  %.810.us.1.3.1 = load double, double* %.809.us.1.3.1, align 8
  %.811.us.1.3.1 = fadd double %.801.us.1.3.1, %.810.us.1.3.1
  %sunkaddr4189 = mul i64 %loop.index36.us.3, 8
  %1376 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4190 = getelementptr i8, i8* %1376, i64 %sunkaddr4189
  %sunkaddr4191 = getelementptr i8, i8* %sunkaddr4190, i64 72
  %1377 = bitcast i8* %sunkaddr4191 to double*
  store double %.811.us.1.3.1, double* %1377, align 8
  %1378 = add i64 %1375, 1
  %spec.select71.us.2.3.1 = select i1 %1348, i64 %1378, i64 %.784.034.us.3
  %.800.us.2.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3.1
  %.801.us.2.3.1 = load double, double* %.800.us.2.3.1, align 8
  %.787.1.us.2.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1378
  %.809.us.2.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.2.3.1
  %.810.us.2.3.1 = load double, double* %.809.us.2.3.1, align 8
  %.811.us.2.3.1 = fadd double %.801.us.2.3.1, %.810.us.2.3.1
  %sunkaddr4192 = mul i64 %loop.index36.us.3, 8
  %1379 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4193 = getelementptr i8, i8* %1379, i64 %sunkaddr4192
  %sunkaddr4194 = getelementptr i8, i8* %sunkaddr4193, i64 80
  %1380 = bitcast i8* %sunkaddr4194 to double*
  store double %.811.us.2.3.1, double* %1380, align 8
  %1381 = add i64 %1378, 1
  %spec.select71.us.3.3.1 = select i1 %1348, i64 %1381, i64 %.784.034.us.3
  %.800.us.3.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3.1
  %.801.us.3.3.1 = load double, double* %.800.us.3.3.1, align 8
  %.787.1.us.3.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1381
  %.809.us.3.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3.3.1
  %.810.us.3.3.1 = load double, double* %.809.us.3.3.1, align 8
  %.811.us.3.3.1 = fadd double %.801.us.3.3.1, %.810.us.3.3.1
  %sunkaddr4195 = mul i64 %loop.index36.us.3, 8
  %1382 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4196 = getelementptr i8, i8* %1382, i64 %sunkaddr4195
  %sunkaddr4197 = getelementptr i8, i8* %sunkaddr4196, i64 88
  %1383 = bitcast i8* %sunkaddr4197 to double*
  store double %.811.us.3.3.1, double* %1383, align 8
  %1384 = add i64 %1381, 1
  %spec.select71.us.4.3.1 = select i1 %1348, i64 %1384, i64 %.784.034.us.3
  %.800.us.4.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3.1
  %.801.us.4.3.1 = load double, double* %.800.us.4.3.1, align 8
  %.787.1.us.4.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1384
  %.809.us.4.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.4.3.1
  %.810.us.4.3.1 = load double, double* %.809.us.4.3.1, align 8
  %.811.us.4.3.1 = fadd double %.801.us.4.3.1, %.810.us.4.3.1
  %sunkaddr4198 = mul i64 %loop.index36.us.3, 8
  %1385 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4199 = getelementptr i8, i8* %1385, i64 %sunkaddr4198
  %sunkaddr4200 = getelementptr i8, i8* %sunkaddr4199, i64 96
  %1386 = bitcast i8* %sunkaddr4200 to double*
  store double %.811.us.4.3.1, double* %1386, align 8
  %1387 = add i64 %1384, 1
  %spec.select71.us.5.3.1 = select i1 %1348, i64 %1387, i64 %.784.034.us.3
  %.800.us.5.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3.1
  %.801.us.5.3.1 = load double, double* %.800.us.5.3.1, align 8
  %.787.1.us.5.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1387
  %.809.us.5.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.5.3.1
  %.810.us.5.3.1 = load double, double* %.809.us.5.3.1, align 8
  %.811.us.5.3.1 = fadd double %.801.us.5.3.1, %.810.us.5.3.1
  %sunkaddr4201 = mul i64 %loop.index36.us.3, 8
  %1388 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4202 = getelementptr i8, i8* %1388, i64 %sunkaddr4201
  %sunkaddr4203 = getelementptr i8, i8* %sunkaddr4202, i64 104
  %1389 = bitcast i8* %sunkaddr4203 to double*
  store double %.811.us.5.3.1, double* %1389, align 8
  %1390 = add i64 %1387, 1
  %spec.select71.us.6.3.1 = select i1 %1348, i64 %1390, i64 %.784.034.us.3
  %.800.us.6.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3.1
  %.801.us.6.3.1 = load double, double* %.800.us.6.3.1, align 8
  %.787.1.us.6.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1390
  %.809.us.6.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.6.3.1
  %.810.us.6.3.1 = load double, double* %.809.us.6.3.1, align 8
  %.811.us.6.3.1 = fadd double %.801.us.6.3.1, %.810.us.6.3.1
  %sunkaddr4204 = mul i64 %loop.index36.us.3, 8
  %1391 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4205 = getelementptr i8, i8* %1391, i64 %sunkaddr4204
  %sunkaddr4206 = getelementptr i8, i8* %sunkaddr4205, i64 112
  %1392 = bitcast i8* %sunkaddr4206 to double*
  store double %.811.us.6.3.1, double* %1392, align 8
  %1393 = add i64 %1390, 1
  %spec.select71.us.7.3.1 = select i1 %1348, i64 %1393, i64 %.784.034.us.3
  %.800.us.7.3.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3.1
  %.801.us.7.3.1 = load double, double* %.800.us.7.3.1, align 8
  %.787.1.us.7.3.1 = select i1 %1347, i64 %.787.035.us.3, i64 %1393
  %.809.us.7.3.1 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.7.3.1
  %.810.us.7.3.1 = load double, double* %.809.us.7.3.1, align 8
  %.811.us.7.3.1 = fadd double %.801.us.7.3.1, %.810.us.7.3.1
  %sunkaddr4207 = mul i64 %loop.index36.us.3, 8
  %1394 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4208 = getelementptr i8, i8* %1394, i64 %sunkaddr4207
  %sunkaddr4209 = getelementptr i8, i8* %sunkaddr4208, i64 120
  %1395 = bitcast i8* %sunkaddr4209 to double*
  store double %.811.us.7.3.1, double* %1395, align 8
  %1396 = add i64 %1393, 1
  %spec.select71.us.3201.2 = select i1 %1348, i64 %1396, i64 %.784.034.us.3
  %.800.us.3202.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3201.2
  %.801.us.3203.2 = load double, double* %.800.us.3202.2, align 8
  %.787.1.us.3204.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1396
  %.809.us.3205.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3204.2
  %.810.us.3206.2 = load double, double* %.809.us.3205.2, align 8
  %.811.us.3207.2 = fadd double %.801.us.3203.2, %.810.us.3206.2
  %sunkaddr4210 = mul i64 %loop.index36.us.3, 8
  %1397 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4211 = getelementptr i8, i8* %1397, i64 %sunkaddr4210
  %sunkaddr4212 = getelementptr i8, i8* %sunkaddr4211, i64 128
  %1398 = bitcast i8* %sunkaddr4212 to double*
  store double %.811.us.3207.2, double* %1398, align 8
  %1399 = add i64 %1396, 1
  %spec.select71.us.1.3.2 = select i1 %1348, i64 %1399, i64 %.784.034.us.3
  %.800.us.1.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3.2
  %.801.us.1.3.2 = load double, double* %.800.us.1.3.2, align 8
  %.787.1.us.1.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1399
  %.809.us.1.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.1.3.2
  %.810.us.1.3.2 = load double, double* %.809.us.1.3.2, align 8
  %.811.us.1.3.2 = fadd double %.801.us.1.3.2, %.810.us.1.3.2
  %sunkaddr4213 = mul i64 %loop.index36.us.3, 8
  %1400 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4214 = getelementptr i8, i8* %1400, i64 %sunkaddr4213
  %sunkaddr4215 = getelementptr i8, i8* %sunkaddr4214, i64 136
  %1401 = bitcast i8* %sunkaddr4215 to double*
  store double %.811.us.1.3.2, double* %1401, align 8
  %1402 = add i64 %1399, 1
  %spec.select71.us.2.3.2 = select i1 %1348, i64 %1402, i64 %.784.034.us.3
  %.800.us.2.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3.2
  %.801.us.2.3.2 = load double, double* %.800.us.2.3.2, align 8
  %.787.1.us.2.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1402
  %.809.us.2.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.2.3.2
  %.810.us.2.3.2 = load double, double* %.809.us.2.3.2, align 8
  %.811.us.2.3.2 = fadd double %.801.us.2.3.2, %.810.us.2.3.2
  %sunkaddr4216 = mul i64 %loop.index36.us.3, 8
  %1403 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4217 = getelementptr i8, i8* %1403, i64 %sunkaddr4216
  %sunkaddr4218 = getelementptr i8, i8* %sunkaddr4217, i64 144
  %1404 = bitcast i8* %sunkaddr4218 to double*
  store double %.811.us.2.3.2, double* %1404, align 8
  %1405 = add i64 %1402, 1
  %spec.select71.us.3.3.2 = select i1 %1348, i64 %1405, i64 %.784.034.us.3
  %.800.us.3.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3.2
  %.801.us.3.3.2 = load double, double* %.800.us.3.3.2, align 8
  %.787.1.us.3.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1405
  %.809.us.3.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3.3.2
  %.810.us.3.3.2 = load double, double* %.809.us.3.3.2, align 8
  %.811.us.3.3.2 = fadd double %.801.us.3.3.2, %.810.us.3.3.2
  %sunkaddr4219 = mul i64 %loop.index36.us.3, 8
  %1406 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4220 = getelementptr i8, i8* %1406, i64 %sunkaddr4219
  %sunkaddr4221 = getelementptr i8, i8* %sunkaddr4220, i64 152
  %1407 = bitcast i8* %sunkaddr4221 to double*
  store double %.811.us.3.3.2, double* %1407, align 8
  %1408 = add i64 %1405, 1
  %spec.select71.us.4.3.2 = select i1 %1348, i64 %1408, i64 %.784.034.us.3
  %.800.us.4.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3.2
  %.801.us.4.3.2 = load double, double* %.800.us.4.3.2, align 8
  %.787.1.us.4.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1408
  %.809.us.4.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.4.3.2
  %.810.us.4.3.2 = load double, double* %.809.us.4.3.2, align 8
  %.811.us.4.3.2 = fadd double %.801.us.4.3.2, %.810.us.4.3.2
  %sunkaddr4222 = mul i64 %loop.index36.us.3, 8
  %1409 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4223 = getelementptr i8, i8* %1409, i64 %sunkaddr4222
  %sunkaddr4224 = getelementptr i8, i8* %sunkaddr4223, i64 160
  %1410 = bitcast i8* %sunkaddr4224 to double*
  store double %.811.us.4.3.2, double* %1410, align 8
  %1411 = add i64 %1408, 1
  %spec.select71.us.5.3.2 = select i1 %1348, i64 %1411, i64 %.784.034.us.3
  %.800.us.5.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3.2
  %.801.us.5.3.2 = load double, double* %.800.us.5.3.2, align 8
  %.787.1.us.5.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1411
  %.809.us.5.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.5.3.2
  %.810.us.5.3.2 = load double, double* %.809.us.5.3.2, align 8
  %.811.us.5.3.2 = fadd double %.801.us.5.3.2, %.810.us.5.3.2
  %sunkaddr4225 = mul i64 %loop.index36.us.3, 8
  %1412 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4226 = getelementptr i8, i8* %1412, i64 %sunkaddr4225
  %sunkaddr4227 = getelementptr i8, i8* %sunkaddr4226, i64 168
  %1413 = bitcast i8* %sunkaddr4227 to double*
  store double %.811.us.5.3.2, double* %1413, align 8
  %1414 = add i64 %1411, 1
  %spec.select71.us.6.3.2 = select i1 %1348, i64 %1414, i64 %.784.034.us.3
  %.800.us.6.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3.2
  %.801.us.6.3.2 = load double, double* %.800.us.6.3.2, align 8
  %.787.1.us.6.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1414
  %.809.us.6.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.6.3.2
  %.810.us.6.3.2 = load double, double* %.809.us.6.3.2, align 8
  %.811.us.6.3.2 = fadd double %.801.us.6.3.2, %.810.us.6.3.2
  %sunkaddr4228 = mul i64 %loop.index36.us.3, 8
  %1415 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4229 = getelementptr i8, i8* %1415, i64 %sunkaddr4228
  %sunkaddr4230 = getelementptr i8, i8* %sunkaddr4229, i64 176
  %1416 = bitcast i8* %sunkaddr4230 to double*
  store double %.811.us.6.3.2, double* %1416, align 8
  %1417 = add i64 %1414, 1
  %spec.select71.us.7.3.2 = select i1 %1348, i64 %1417, i64 %.784.034.us.3
  %.800.us.7.3.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3.2
  %.801.us.7.3.2 = load double, double* %.800.us.7.3.2, align 8
  %.787.1.us.7.3.2 = select i1 %1347, i64 %.787.035.us.3, i64 %1417
  %.809.us.7.3.2 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.7.3.2
  %.810.us.7.3.2 = load double, double* %.809.us.7.3.2, align 8
  %.811.us.7.3.2 = fadd double %.801.us.7.3.2, %.810.us.7.3.2
  %sunkaddr4231 = mul i64 %loop.index36.us.3, 8
  %1418 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4232 = getelementptr i8, i8* %1418, i64 %sunkaddr4231
  %sunkaddr4233 = getelementptr i8, i8* %sunkaddr4232, i64 184
  %1419 = bitcast i8* %sunkaddr4233 to double*
  store double %.811.us.7.3.2, double* %1419, align 8
  %1420 = add i64 %1417, 1
  %spec.select71.us.3201.3 = select i1 %1348, i64 %1420, i64 %.784.034.us.3
  %.800.us.3202.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3201.3
  %.801.us.3203.3 = load double, double* %.800.us.3202.3, align 8
  %.787.1.us.3204.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1420
  %.809.us.3205.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3204.3
  %.810.us.3206.3 = load double, double* %.809.us.3205.3, align 8
  %.811.us.3207.3 = fadd double %.801.us.3203.3, %.810.us.3206.3
  %sunkaddr4234 = mul i64 %loop.index36.us.3, 8
  %1421 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4235 = getelementptr i8, i8* %1421, i64 %sunkaddr4234
  %sunkaddr4236 = getelementptr i8, i8* %sunkaddr4235, i64 192
  %1422 = bitcast i8* %sunkaddr4236 to double*
  store double %.811.us.3207.3, double* %1422, align 8
  %1423 = add i64 %1420, 1
  %spec.select71.us.1.3.3 = select i1 %1348, i64 %1423, i64 %.784.034.us.3
  %.800.us.1.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3.3
  %.801.us.1.3.3 = load double, double* %.800.us.1.3.3, align 8
  %.787.1.us.1.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1423
  %.809.us.1.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.1.3.3
  %.810.us.1.3.3 = load double, double* %.809.us.1.3.3, align 8
  %.811.us.1.3.3 = fadd double %.801.us.1.3.3, %.810.us.1.3.3
  %sunkaddr4237 = mul i64 %loop.index36.us.3, 8
  %1424 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4238 = getelementptr i8, i8* %1424, i64 %sunkaddr4237
  %sunkaddr4239 = getelementptr i8, i8* %sunkaddr4238, i64 200
  %1425 = bitcast i8* %sunkaddr4239 to double*
  store double %.811.us.1.3.3, double* %1425, align 8
  %1426 = add i64 %1423, 1
  %spec.select71.us.2.3.3 = select i1 %1348, i64 %1426, i64 %.784.034.us.3
  %.800.us.2.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3.3
  %.801.us.2.3.3 = load double, double* %.800.us.2.3.3, align 8
  %.787.1.us.2.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1426
  %.809.us.2.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.2.3.3
  %.810.us.2.3.3 = load double, double* %.809.us.2.3.3, align 8
  %.811.us.2.3.3 = fadd double %.801.us.2.3.3, %.810.us.2.3.3
  %sunkaddr4240 = mul i64 %loop.index36.us.3, 8
  %1427 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4241 = getelementptr i8, i8* %1427, i64 %sunkaddr4240
  %sunkaddr4242 = getelementptr i8, i8* %sunkaddr4241, i64 208
  %1428 = bitcast i8* %sunkaddr4242 to double*
  store double %.811.us.2.3.3, double* %1428, align 8
  %1429 = add i64 %1426, 1
  %spec.select71.us.3.3.3 = select i1 %1348, i64 %1429, i64 %.784.034.us.3
  %.800.us.3.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3.3
  %.801.us.3.3.3 = load double, double* %.800.us.3.3.3, align 8
  %.787.1.us.3.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1429
  %.809.us.3.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3.3.3
  %.810.us.3.3.3 = load double, double* %.809.us.3.3.3, align 8
  %.811.us.3.3.3 = fadd double %.801.us.3.3.3, %.810.us.3.3.3
  %sunkaddr4243 = mul i64 %loop.index36.us.3, 8
  %1430 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4244 = getelementptr i8, i8* %1430, i64 %sunkaddr4243
  %sunkaddr4245 = getelementptr i8, i8* %sunkaddr4244, i64 216
  %1431 = bitcast i8* %sunkaddr4245 to double*
  store double %.811.us.3.3.3, double* %1431, align 8
  %1432 = add i64 %1429, 1
  %spec.select71.us.4.3.3 = select i1 %1348, i64 %1432, i64 %.784.034.us.3
  %.800.us.4.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3.3
  %.801.us.4.3.3 = load double, double* %.800.us.4.3.3, align 8
  %.787.1.us.4.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1432
  %.809.us.4.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.4.3.3
  %.810.us.4.3.3 = load double, double* %.809.us.4.3.3, align 8
  %.811.us.4.3.3 = fadd double %.801.us.4.3.3, %.810.us.4.3.3
  %sunkaddr4246 = mul i64 %loop.index36.us.3, 8
  %1433 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4247 = getelementptr i8, i8* %1433, i64 %sunkaddr4246
  %sunkaddr4248 = getelementptr i8, i8* %sunkaddr4247, i64 224
  %1434 = bitcast i8* %sunkaddr4248 to double*
  store double %.811.us.4.3.3, double* %1434, align 8
  %1435 = add i64 %1432, 1
  %spec.select71.us.5.3.3 = select i1 %1348, i64 %1435, i64 %.784.034.us.3
  %.800.us.5.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3.3
  %.801.us.5.3.3 = load double, double* %.800.us.5.3.3, align 8
  %.787.1.us.5.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1435
  %.809.us.5.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.5.3.3
  %.810.us.5.3.3 = load double, double* %.809.us.5.3.3, align 8
  %.811.us.5.3.3 = fadd double %.801.us.5.3.3, %.810.us.5.3.3
  %sunkaddr4249 = mul i64 %loop.index36.us.3, 8
  %1436 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4250 = getelementptr i8, i8* %1436, i64 %sunkaddr4249
  %sunkaddr4251 = getelementptr i8, i8* %sunkaddr4250, i64 232
  %1437 = bitcast i8* %sunkaddr4251 to double*
  store double %.811.us.5.3.3, double* %1437, align 8
  %1438 = add i64 %1435, 1
  %spec.select71.us.6.3.3 = select i1 %1348, i64 %1438, i64 %.784.034.us.3
  %.800.us.6.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3.3
  %.801.us.6.3.3 = load double, double* %.800.us.6.3.3, align 8
  %.787.1.us.6.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1438
  %.809.us.6.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.6.3.3
  %.810.us.6.3.3 = load double, double* %.809.us.6.3.3, align 8
  %.811.us.6.3.3 = fadd double %.801.us.6.3.3, %.810.us.6.3.3
  %sunkaddr4252 = mul i64 %loop.index36.us.3, 8
  %1439 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4253 = getelementptr i8, i8* %1439, i64 %sunkaddr4252
  %sunkaddr4254 = getelementptr i8, i8* %sunkaddr4253, i64 240
  %1440 = bitcast i8* %sunkaddr4254 to double*
  store double %.811.us.6.3.3, double* %1440, align 8
  %1441 = add i64 %1438, 1
  %spec.select71.us.7.3.3 = select i1 %1348, i64 %1441, i64 %.784.034.us.3
  %.800.us.7.3.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3.3
  %.801.us.7.3.3 = load double, double* %.800.us.7.3.3, align 8
  %.787.1.us.7.3.3 = select i1 %1347, i64 %.787.035.us.3, i64 %1441
  %.809.us.7.3.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.7.3.3
  %.810.us.7.3.3 = load double, double* %.809.us.7.3.3, align 8
  %.811.us.7.3.3 = fadd double %.801.us.7.3.3, %.810.us.7.3.3
  %sunkaddr4255 = mul i64 %loop.index36.us.3, 8
  %1442 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4256 = getelementptr i8, i8* %1442, i64 %sunkaddr4255
  %sunkaddr4257 = getelementptr i8, i8* %sunkaddr4256, i64 248
  %1443 = bitcast i8* %sunkaddr4257 to double*
  store double %.811.us.7.3.3, double* %1443, align 8
  %1444 = add i64 %loop.index36.us.3, 32
  %lsr.iv.next2842 = add i64 %lsr.iv2841, 4
  %niter779.ncmp.3 = icmp eq i64 %lsr.iv.next2842, 0
  %1445 = add i64 %1441, 1
  br i1 %niter779.ncmp.3, label %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa, label %for.body.us.3

for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa: ; preds = %for.body.us.3, %for.body.us.3.preheader
  %spec.select71.us.7.3.lcssa.ph = phi i64 [ undef, %for.body.us.3.preheader ], [ %spec.select71.us.7.3.3, %for.body.us.3 ]
  %.787.1.us.7.3.lcssa.ph = phi i64 [ undef, %for.body.us.3.preheader ], [ %.787.1.us.7.3.3, %for.body.us.3 ]
  %loop.index36.us.3.unr = phi i64 [ 0, %for.body.us.3.preheader ], [ %1444, %for.body.us.3 ]
  %.787.035.us.3.unr = phi i64 [ 0, %for.body.us.3.preheader ], [ %.787.1.us.7.3.3, %for.body.us.3 ]
  %.784.034.us.3.unr = phi i64 [ 0, %for.body.us.3.preheader ], [ %spec.select71.us.7.3.3, %for.body.us.3 ]
  %1446 = icmp eq i64 %xtraiter506, 0
  br i1 %1446, label %for.end.loopexit.us.unr-lcssa.3, label %for.body.us.3.epil.preheader

for.body.us.3.epil.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa
  br label %for.body.us.3.epil

for.body.us.3.epil:                               ; preds = %for.body.us.3.epil.preheader, %for.body.us.3.epil
  %lsr.iv2906 = phi i64 [ %40, %for.body.us.3.epil.preheader ], [ %math4281, %for.body.us.3.epil ]
  %loop.index36.us.3.epil = phi i64 [ %1472, %for.body.us.3.epil ], [ %loop.index36.us.3.unr, %for.body.us.3.epil.preheader ]
  %.787.035.us.3.epil = phi i64 [ %.787.1.us.7.3.epil, %for.body.us.3.epil ], [ %.787.035.us.3.unr, %for.body.us.3.epil.preheader ]
  %.784.034.us.3.epil = phi i64 [ %spec.select71.us.7.3.epil, %for.body.us.3.epil ], [ %.784.034.us.3.unr, %for.body.us.3.epil.preheader ]
  %1447 = icmp eq i64 %arg.arr.5.1, 1
  %1448 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.3201.epil = select i1 %1448, i64 %loop.index36.us.3.epil, i64 %.784.034.us.3.epil
  %.800.us.3202.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3201.epil
  %.801.us.3203.epil = load double, double* %.800.us.3202.epil, align 8
  %.787.1.us.3204.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %loop.index36.us.3.epil
  %.809.us.3205.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3204.epil
  %.810.us.3206.epil = load double, double* %.809.us.3205.epil, align 8
  %.811.us.3207.epil = fadd double %.801.us.3203.epil, %.810.us.3206.epil
  %sunkaddr4258 = mul i64 %loop.index36.us.3.epil, 8
  %1449 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4259 = getelementptr i8, i8* %1449, i64 %sunkaddr4258
  %1450 = bitcast i8* %sunkaddr4259 to double*
  store double %.811.us.3207.epil, double* %1450, align 8
  %1451 = or i64 %loop.index36.us.3.epil, 1
  %spec.select71.us.1.3.epil = select i1 %1448, i64 %1451, i64 %.784.034.us.3.epil
  %.800.us.1.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.3.epil
  %.801.us.1.3.epil = load double, double* %.800.us.1.3.epil, align 8
  %.787.1.us.1.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1451
  %.809.us.1.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.1.3.epil
  %.810.us.1.3.epil = load double, double* %.809.us.1.3.epil, align 8
  %.811.us.1.3.epil = fadd double %.801.us.1.3.epil, %.810.us.1.3.epil
  %sunkaddr4260 = mul i64 %loop.index36.us.3.epil, 8
  %1452 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4261 = getelementptr i8, i8* %1452, i64 %sunkaddr4260
  %sunkaddr4262 = getelementptr i8, i8* %sunkaddr4261, i64 8
  %1453 = bitcast i8* %sunkaddr4262 to double*
  store double %.811.us.1.3.epil, double* %1453, align 8
  %1454 = or i64 %loop.index36.us.3.epil, 2
  %spec.select71.us.2.3.epil = select i1 %1448, i64 %1454, i64 %.784.034.us.3.epil
  %.800.us.2.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.3.epil
  %.801.us.2.3.epil = load double, double* %.800.us.2.3.epil, align 8
  %.787.1.us.2.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1454
  %.809.us.2.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.2.3.epil
  %.810.us.2.3.epil = load double, double* %.809.us.2.3.epil, align 8
  %.811.us.2.3.epil = fadd double %.801.us.2.3.epil, %.810.us.2.3.epil
  %sunkaddr4263 = mul i64 %loop.index36.us.3.epil, 8
  %1455 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4264 = getelementptr i8, i8* %1455, i64 %sunkaddr4263
  %sunkaddr4265 = getelementptr i8, i8* %sunkaddr4264, i64 16
  %1456 = bitcast i8* %sunkaddr4265 to double*
  store double %.811.us.2.3.epil, double* %1456, align 8
  %1457 = or i64 %loop.index36.us.3.epil, 3
  %spec.select71.us.3.3.epil = select i1 %1448, i64 %1457, i64 %.784.034.us.3.epil
  %.800.us.3.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.3.epil
  %.801.us.3.3.epil = load double, double* %.800.us.3.3.epil, align 8
  %.787.1.us.3.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1457
  %.809.us.3.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.3.3.epil
  %.810.us.3.3.epil = load double, double* %.809.us.3.3.epil, align 8
  %.811.us.3.3.epil = fadd double %.801.us.3.3.epil, %.810.us.3.3.epil
  %sunkaddr4266 = mul i64 %loop.index36.us.3.epil, 8
  %1458 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4267 = getelementptr i8, i8* %1458, i64 %sunkaddr4266
  %sunkaddr4268 = getelementptr i8, i8* %sunkaddr4267, i64 24
  %1459 = bitcast i8* %sunkaddr4268 to double*
  store double %.811.us.3.3.epil, double* %1459, align 8
  %1460 = or i64 %loop.index36.us.3.epil, 4
  %spec.select71.us.4.3.epil = select i1 %1448, i64 %1460, i64 %.784.034.us.3.epil
  %.800.us.4.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.3.epil
  %.801.us.4.3.epil = load double, double* %.800.us.4.3.epil, align 8
  %.787.1.us.4.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1460
  %.809.us.4.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.4.3.epil
  %.810.us.4.3.epil = load double, double* %.809.us.4.3.epil, align 8
  %.811.us.4.3.epil = fadd double %.801.us.4.3.epil, %.810.us.4.3.epil
  %sunkaddr4269 = mul i64 %loop.index36.us.3.epil, 8
  %1461 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4270 = getelementptr i8, i8* %1461, i64 %sunkaddr4269
  %sunkaddr4271 = getelementptr i8, i8* %sunkaddr4270, i64 32
  %1462 = bitcast i8* %sunkaddr4271 to double*
  store double %.811.us.4.3.epil, double* %1462, align 8
  %1463 = or i64 %loop.index36.us.3.epil, 5
  %spec.select71.us.5.3.epil = select i1 %1448, i64 %1463, i64 %.784.034.us.3.epil
  %.800.us.5.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.3.epil
  %.801.us.5.3.epil = load double, double* %.800.us.5.3.epil, align 8
  %.787.1.us.5.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1463
  %.809.us.5.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.5.3.epil
  %.810.us.5.3.epil = load double, double* %.809.us.5.3.epil, align 8
  %.811.us.5.3.epil = fadd double %.801.us.5.3.epil, %.810.us.5.3.epil
  %sunkaddr4272 = mul i64 %loop.index36.us.3.epil, 8
  %1464 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4273 = getelementptr i8, i8* %1464, i64 %sunkaddr4272
  %sunkaddr4274 = getelementptr i8, i8* %sunkaddr4273, i64 40
  %1465 = bitcast i8* %sunkaddr4274 to double*
  store double %.811.us.5.3.epil, double* %1465, align 8
  %1466 = or i64 %loop.index36.us.3.epil, 6
  %spec.select71.us.6.3.epil = select i1 %1448, i64 %1466, i64 %.784.034.us.3.epil
  %.800.us.6.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.3.epil
  %.801.us.6.3.epil = load double, double* %.800.us.6.3.epil, align 8
  %.787.1.us.6.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1466
  %.809.us.6.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.6.3.epil
  %.810.us.6.3.epil = load double, double* %.809.us.6.3.epil, align 8
  %.811.us.6.3.epil = fadd double %.801.us.6.3.epil, %.810.us.6.3.epil
  %sunkaddr4275 = mul i64 %loop.index36.us.3.epil, 8
  %1467 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4276 = getelementptr i8, i8* %1467, i64 %sunkaddr4275
  %sunkaddr4277 = getelementptr i8, i8* %sunkaddr4276, i64 48
  %1468 = bitcast i8* %sunkaddr4277 to double*
  store double %.811.us.6.3.epil, double* %1468, align 8
  %1469 = or i64 %loop.index36.us.3.epil, 7
  %spec.select71.us.7.3.epil = select i1 %1448, i64 %1469, i64 %.784.034.us.3.epil
  %.800.us.7.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.3.epil
  %.801.us.7.3.epil = load double, double* %.800.us.7.3.epil, align 8
  %.787.1.us.7.3.epil = select i1 %1447, i64 %.787.035.us.3.epil, i64 %1469
  %.809.us.7.3.epil = getelementptr double, double* %.706.us.3, i64 %.787.1.us.7.3.epil
  %.810.us.7.3.epil = load double, double* %.809.us.7.3.epil, align 8
  %.811.us.7.3.epil = fadd double %.801.us.7.3.epil, %.810.us.7.3.epil
  %sunkaddr4278 = mul i64 %loop.index36.us.3.epil, 8
  %1470 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4279 = getelementptr i8, i8* %1470, i64 %sunkaddr4278
  %sunkaddr4280 = getelementptr i8, i8* %sunkaddr4279, i64 56
  %1471 = bitcast i8* %sunkaddr4280 to double*
  store double %.811.us.7.3.epil, double* %1471, align 8
  %1472 = add nuw nsw i64 %loop.index36.us.3.epil, 8
  %1473 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2906, i64 1)
  %math4281 = extractvalue { i64, i1 } %1473, 0
  %ov4282 = extractvalue { i64, i1 } %1473, 1
  br i1 %ov4282, label %for.end.loopexit.us.unr-lcssa.3, label %for.body.us.3.epil, !llvm.loop !41

for.end.loopexit.us.unr-lcssa.3:                  ; preds = %for.body.us.3.epil, %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa, %for.end.loopexit.us.2
  %loop.index36.us.unr.3 = phi i64 [ 0, %for.end.loopexit.us.2 ], [ %unroll_iter161, %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa ], [ %unroll_iter161, %for.body.us.3.epil ]
  %.787.035.us.unr.3 = phi i64 [ 0, %for.end.loopexit.us.2 ], [ %.787.1.us.7.3.lcssa.ph, %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa ], [ %.787.1.us.7.3.epil, %for.body.us.3.epil ]
  %.784.034.us.unr.3 = phi i64 [ 0, %for.end.loopexit.us.2 ], [ %spec.select71.us.7.3.lcssa.ph, %for.end.loopexit.us.unr-lcssa.3.loopexit.unr-lcssa ], [ %spec.select71.us.7.3.epil, %for.body.us.3.epil ]
  %1474 = icmp eq i64 %xtraiter158, 0
  br i1 %1474, label %for.end.loopexit.us.3, label %for.body.us.epil.3.preheader

for.body.us.epil.3.preheader:                     ; preds = %for.end.loopexit.us.unr-lcssa.3
  br label %for.body.us.epil.3

for.body.us.epil.3:                               ; preds = %for.body.us.epil.3.preheader, %for.body.us.epil.3
  %lsr.iv397 = phi i64 [ %lsr.iv.next398, %for.body.us.epil.3 ], [ %xtraiter158, %for.body.us.epil.3.preheader ]
  %loop.index36.us.epil.3 = phi i64 [ %.816.us.epil.3, %for.body.us.epil.3 ], [ %loop.index36.us.unr.3, %for.body.us.epil.3.preheader ]
  %.787.035.us.epil.3 = phi i64 [ %.787.1.us.epil.3, %for.body.us.epil.3 ], [ %.787.035.us.unr.3, %for.body.us.epil.3.preheader ]
  %.784.034.us.epil.3 = phi i64 [ %spec.select71.us.epil.3, %for.body.us.epil.3 ], [ %.784.034.us.unr.3, %for.body.us.epil.3.preheader ]
  %1475 = icmp eq i64 %arg.arr.5.1, 1
  %1476 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil.3 = select i1 %1476, i64 %loop.index36.us.epil.3, i64 %.784.034.us.epil.3
  %.800.us.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil.3
  %.801.us.epil.3 = load double, double* %.800.us.epil.3, align 8
  %.787.1.us.epil.3 = select i1 %1475, i64 %.787.035.us.epil.3, i64 %loop.index36.us.epil.3
  %.809.us.epil.3 = getelementptr double, double* %.706.us.3, i64 %.787.1.us.epil.3
  %.810.us.epil.3 = load double, double* %.809.us.epil.3, align 8
  %.811.us.epil.3 = fadd double %.801.us.epil.3, %.810.us.epil.3
  %scevgep2923 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil.3
  store double %.811.us.epil.3, double* %scevgep2923, align 8
  %.816.us.epil.3 = add nuw nsw i64 %loop.index36.us.epil.3, 1
  %lsr.iv.next398 = add nsw i64 %lsr.iv397, -1
  %epil.iter159.cmp.3.not = icmp eq i64 %lsr.iv.next398, 0
  br i1 %epil.iter159.cmp.3.not, label %for.end.loopexit.us.3, label %for.body.us.epil.3, !llvm.loop !38

for.end.loopexit.us.3:                            ; preds = %for.body.us.epil.3, %for.end.loopexit.us.unr-lcssa.3
  %.487.us.3 = add nuw nsw i64 %.418.093.us, 4
  %niter180.ncmp.3 = icmp eq i64 %.487.us.3, %unroll_iter179
  br i1 %niter180.ncmp.3, label %B756.endif.loopexit118.unr-lcssa, label %B368.endif.else.endif.us

B756.endif.loopexit.unr-lcssa:                    ; preds = %for.end.loopexit.us.us.3, %B368.endif.else.endif.us.us.preheader
  %.418.093.us.us.unr = phi i64 [ 0, %B368.endif.else.endif.us.us.preheader ], [ %unroll_iter132, %for.end.loopexit.us.us.3 ]
  %lcmp.mod131.not = icmp eq i64 %xtraiter119, 0
  br i1 %lcmp.mod131.not, label %B756.endif, label %B368.endif.else.endif.us.us.epil.preheader

B368.endif.else.endif.us.us.epil.preheader:       ; preds = %B756.endif.loopexit.unr-lcssa
  %xtraiter.epil = and i64 %.361.fca.5.0.load, 7
  %unroll_iter.epil = and i64 %.361.fca.5.0.load, -8
  %1477 = icmp ult i64 %25, 7
  br i1 %1477, label %B368.endif.else.endif.us.us.epil.preheader.split.us, label %B368.endif.else.endif.us.us.epil.preheader267

B368.endif.else.endif.us.us.epil.preheader267:    ; preds = %B368.endif.else.endif.us.us.epil.preheader
  %1478 = add i64 %unroll_iter.epil, -8
  %1479 = lshr exact i64 %1478, 3
  %1480 = add i64 %1479, 1
  %xtraiter272 = and i64 %1480, 7
  %1481 = lshr i64 %1480, 3
  %1482 = mul nsw i64 %1481, -8
  %1483 = sub i64 0, %xtraiter272
  br label %B368.endif.else.endif.us.us.epil

B368.endif.else.endif.us.us.epil.preheader.split.us: ; preds = %B368.endif.else.endif.us.us.epil.preheader
  %1484 = icmp eq i64 %xtraiter.epil, 0
  br i1 %1484, label %B756.endif, label %B368.endif.else.endif.us.us.epil.us.preheader

B368.endif.else.endif.us.us.epil.us.preheader:    ; preds = %B368.endif.else.endif.us.us.epil.preheader.split.us
  br label %B368.endif.else.endif.us.us.epil.us

B368.endif.else.endif.us.us.epil.us:              ; preds = %B368.endif.else.endif.us.us.epil.us.preheader, %for.end.loopexit.us.us.epil.loopexit.us
  %.418.093.us.us.epil.us = phi i64 [ %.487.us.us.epil.us, %for.end.loopexit.us.us.epil.loopexit.us ], [ %.418.093.us.us.unr, %B368.endif.else.endif.us.us.epil.us.preheader ]
  %epil.iter130.us = phi i64 [ %epil.iter130.next.us, %for.end.loopexit.us.us.epil.loopexit.us ], [ 0, %B368.endif.else.endif.us.us.epil.us.preheader ]
  %.702.us.us.epil.us = mul i64 %.418.093.us.us.epil.us, %arg.arr.5.1
  %.705.us.us.epil.us = add i64 %.702.us.us.epil.us, %arg.arr.5.1
  br label %for.body.us.us.epil.epil.us

for.body.us.us.epil.epil.us:                      ; preds = %for.body.us.us.epil.epil.us, %B368.endif.else.endif.us.us.epil.us
  %loop.index36.us.us.epil.epil.us = phi i64 [ %.816.us.us.epil.epil.us, %for.body.us.us.epil.epil.us ], [ 0, %B368.endif.else.endif.us.us.epil.us ]
  %.784.034.us.us.epil.epil.us = phi i64 [ %spec.select71.us.us.epil.epil.us, %for.body.us.us.epil.epil.us ], [ 0, %B368.endif.else.endif.us.us.epil.us ]
  %1485 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil.epil.us = select i1 %1485, i64 %loop.index36.us.us.epil.epil.us, i64 %.784.034.us.us.epil.epil.us
  %.800.us.us.epil.epil.us = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil.epil.us
  %.801.us.us.epil.epil.us = load double, double* %.800.us.us.epil.epil.us, align 8
  %sunkaddr4283 = mul i64 %.705.us.us.epil.us, 8
  %1486 = bitcast double* %arg.arr.4 to i8*
  %sunkaddr4284 = getelementptr i8, i8* %1486, i64 %sunkaddr4283
  %1487 = bitcast i8* %sunkaddr4284 to double*
  %.810.us.us.epil.epil.us = load double, double* %1487, align 8
  %.811.us.us.epil.epil.us = fadd double %.801.us.us.epil.epil.us, %.810.us.us.epil.epil.us
  %scevgep1770 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil.epil.us
  store double %.811.us.us.epil.epil.us, double* %scevgep1770, align 8
  %.816.us.us.epil.epil.us = add nuw nsw i64 %loop.index36.us.us.epil.epil.us, 1
  %epil.iter.cmp.epil.not.us = icmp eq i64 %xtraiter.epil, %.816.us.us.epil.epil.us
  br i1 %epil.iter.cmp.epil.not.us, label %for.end.loopexit.us.us.epil.loopexit.us, label %for.body.us.us.epil.epil.us, !llvm.loop !33

for.end.loopexit.us.us.epil.loopexit.us:          ; preds = %for.body.us.us.epil.epil.us
  %.487.us.us.epil.us = add nuw nsw i64 %.418.093.us.us.epil.us, 1
  %epil.iter130.next.us = add nuw nsw i64 %epil.iter130.us, 1
  %epil.iter130.cmp.not.us = icmp eq i64 %epil.iter130.next.us, %xtraiter119
  br i1 %epil.iter130.cmp.not.us, label %B756.endif, label %B368.endif.else.endif.us.us.epil.us, !llvm.loop !42

B368.endif.else.endif.us.us.epil:                 ; preds = %for.end.loopexit.us.us.epil, %B368.endif.else.endif.us.us.epil.preheader267
  %.418.093.us.us.epil = phi i64 [ %.487.us.us.epil, %for.end.loopexit.us.us.epil ], [ %.418.093.us.us.unr, %B368.endif.else.endif.us.us.epil.preheader267 ]
  %epil.iter130 = phi i64 [ %epil.iter130.next, %for.end.loopexit.us.us.epil ], [ 0, %B368.endif.else.endif.us.us.epil.preheader267 ]
  %1488 = icmp ult i64 %1478, 56
  %.702.us.us.epil = mul i64 %.418.093.us.us.epil, %arg.arr.5.1
  %.705.us.us.epil = add i64 %.702.us.us.epil, %arg.arr.5.1
  %sunkaddr616209 = getelementptr double, double* %arg.arr.4, i64 %.705.us.us.epil
  br i1 %1488, label %for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa, label %for.body.us.us.epil120.preheader

for.body.us.us.epil120.preheader:                 ; preds = %B368.endif.else.endif.us.us.epil
  br label %for.body.us.us.epil120

for.body.us.us.epil120:                           ; preds = %for.body.us.us.epil120.preheader, %for.body.us.us.epil120
  %lsr.iv1771 = phi i64 [ %1482, %for.body.us.us.epil120.preheader ], [ %lsr.iv.next1772, %for.body.us.us.epil120 ]
  %loop.index36.us.us.epil121 = phi i64 [ %1682, %for.body.us.us.epil120 ], [ 0, %for.body.us.us.epil120.preheader ]
  %.784.034.us.us.epil122 = phi i64 [ %spec.select71.us.us.7.epil.7, %for.body.us.us.epil120 ], [ 0, %for.body.us.us.epil120.preheader ]
  %1489 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil123 = select i1 %1489, i64 %loop.index36.us.us.epil121, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123
  %.801.us.us.epil125 = load double, double* %.800.us.us.epil124, align 8
  %.810.us.us.epil126 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127 = fadd double %.801.us.us.epil125, %.810.us.us.epil126
  %sunkaddr4285 = mul i64 %loop.index36.us.us.epil121, 8
  %1490 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4286 = getelementptr i8, i8* %1490, i64 %sunkaddr4285
  %1491 = bitcast i8* %sunkaddr4286 to double*
  store double %.811.us.us.epil127, double* %1491, align 8
  %1492 = add i64 %loop.index36.us.us.epil121, 1
  %spec.select71.us.us.1.epil = select i1 %1489, i64 %1492, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil
  %.801.us.us.1.epil = load double, double* %.800.us.us.1.epil, align 8
  %.810.us.us.1.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil = fadd double %.801.us.us.1.epil, %.810.us.us.1.epil
  %sunkaddr4287 = mul i64 %loop.index36.us.us.epil121, 8
  %1493 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4288 = getelementptr i8, i8* %1493, i64 %sunkaddr4287
  %sunkaddr4289 = getelementptr i8, i8* %sunkaddr4288, i64 8
  %1494 = bitcast i8* %sunkaddr4289 to double*
  store double %.811.us.us.1.epil, double* %1494, align 8
  %1495 = add i64 %1492, 1
  %spec.select71.us.us.2.epil = select i1 %1489, i64 %1495, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil
  %.801.us.us.2.epil = load double, double* %.800.us.us.2.epil, align 8
  %.810.us.us.2.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil = fadd double %.801.us.us.2.epil, %.810.us.us.2.epil
  %sunkaddr4290 = mul i64 %loop.index36.us.us.epil121, 8
  %1496 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4291 = getelementptr i8, i8* %1496, i64 %sunkaddr4290
  %sunkaddr4292 = getelementptr i8, i8* %sunkaddr4291, i64 16
  %1497 = bitcast i8* %sunkaddr4292 to double*
  store double %.811.us.us.2.epil, double* %1497, align 8
  %1498 = add i64 %1495, 1
  %spec.select71.us.us.3.epil = select i1 %1489, i64 %1498, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil
  %.801.us.us.3.epil = load double, double* %.800.us.us.3.epil, align 8
  %.810.us.us.3.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil = fadd double %.801.us.us.3.epil, %.810.us.us.3.epil
  %sunkaddr4293 = mul i64 %loop.index36.us.us.epil121, 8
  %1499 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4294 = getelementptr i8, i8* %1499, i64 %sunkaddr4293
  %sunkaddr4295 = getelementptr i8, i8* %sunkaddr4294, i64 24
  %1500 = bitcast i8* %sunkaddr4295 to double*
  store double %.811.us.us.3.epil, double* %1500, align 8
  %1501 = add i64 %1498, 1
  %spec.select71.us.us.4.epil = select i1 %1489, i64 %1501, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil
  %.801.us.us.4.epil = load double, double* %.800.us.us.4.epil, align 8
  %.810.us.us.4.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil = fadd double %.801.us.us.4.epil, %.810.us.us.4.epil
  %sunkaddr4296 = mul i64 %loop.index36.us.us.epil121, 8
  %1502 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4297 = getelementptr i8, i8* %1502, i64 %sunkaddr4296
  %sunkaddr4298 = getelementptr i8, i8* %sunkaddr4297, i64 32
  %1503 = bitcast i8* %sunkaddr4298 to double*
  store double %.811.us.us.4.epil, double* %1503, align 8
  %1504 = add i64 %1501, 1
  %spec.select71.us.us.5.epil = select i1 %1489, i64 %1504, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil
  %.801.us.us.5.epil = load double, double* %.800.us.us.5.epil, align 8
  %.810.us.us.5.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil = fadd double %.801.us.us.5.epil, %.810.us.us.5.epil
  %sunkaddr4299 = mul i64 %loop.index36.us.us.epil121, 8
  %1505 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4300 = getelementptr i8, i8* %1505, i64 %sunkaddr4299
  %sunkaddr4301 = getelementptr i8, i8* %sunkaddr4300, i64 40
  %1506 = bitcast i8* %sunkaddr4301 to double*
  store double %.811.us.us.5.epil, double* %1506, align 8
  %1507 = add i64 %1504, 1
  %spec.select71.us.us.6.epil = select i1 %1489, i64 %1507, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil
  %.801.us.us.6.epil = load double, double* %.800.us.us.6.epil, align 8
  %.810.us.us.6.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil = fadd double %.801.us.us.6.epil, %.810.us.us.6.epil
  %sunkaddr4302 = mul i64 %loop.index36.us.us.epil121, 8
  %1508 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4303 = getelementptr i8, i8* %1508, i64 %sunkaddr4302
  %sunkaddr4304 = getelementptr i8, i8* %sunkaddr4303, i64 48
  %1509 = bitcast i8* %sunkaddr4304 to double*
  store double %.811.us.us.6.epil, double* %1509, align 8
  %1510 = add i64 %1507, 1
  %spec.select71.us.us.7.epil = select i1 %1489, i64 %1510, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil
  %.801.us.us.7.epil = load double, double* %.800.us.us.7.epil, align 8
  %.810.us.us.7.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil = fadd double %.801.us.us.7.epil, %.810.us.us.7.epil
  %sunkaddr4305 = mul i64 %loop.index36.us.us.epil121, 8
  %1511 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4306 = getelementptr i8, i8* %1511, i64 %sunkaddr4305
  %sunkaddr4307 = getelementptr i8, i8* %sunkaddr4306, i64 56
  %1512 = bitcast i8* %sunkaddr4307 to double*
  store double %.811.us.us.7.epil, double* %1512, align 8
  %1513 = add i64 %1510, 1
  %spec.select71.us.us.epil123.1 = select i1 %1489, i64 %1513, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.1
  %.801.us.us.epil125.1 = load double, double* %.800.us.us.epil124.1, align 8
  %.810.us.us.epil126.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.1 = fadd double %.801.us.us.epil125.1, %.810.us.us.epil126.1
  %sunkaddr4308 = mul i64 %loop.index36.us.us.epil121, 8
  %1514 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4309 = getelementptr i8, i8* %1514, i64 %sunkaddr4308
  %sunkaddr4310 = getelementptr i8, i8* %sunkaddr4309, i64 64
  %1515 = bitcast i8* %sunkaddr4310 to double*
  store double %.811.us.us.epil127.1, double* %1515, align 8
  %1516 = add i64 %1513, 1
  %spec.select71.us.us.1.epil.1 = select i1 %1489, i64 %1516, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.1
  %.801.us.us.1.epil.1 = load double, double* %.800.us.us.1.epil.1, align 8
  %.810.us.us.1.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.1 = fadd double %.801.us.us.1.epil.1, %.810.us.us.1.epil.1
  %sunkaddr4311 = mul i64 %loop.index36.us.us.epil121, 8
  %1517 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4312 = getelementptr i8, i8* %1517, i64 %sunkaddr4311
  %sunkaddr4313 = getelementptr i8, i8* %sunkaddr4312, i64 72
  %1518 = bitcast i8* %sunkaddr4313 to double*
  store double %.811.us.us.1.epil.1, double* %1518, align 8
  %1519 = add i64 %1516, 1
  %spec.select71.us.us.2.epil.1 = select i1 %1489, i64 %1519, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.1
  %.801.us.us.2.epil.1 = load double, double* %.800.us.us.2.epil.1, align 8
  %.810.us.us.2.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.1 = fadd double %.801.us.us.2.epil.1, %.810.us.us.2.epil.1
  %sunkaddr4314 = mul i64 %loop.index36.us.us.epil121, 8
  %1520 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4315 = getelementptr i8, i8* %1520, i64 %sunkaddr4314
  %sunkaddr4316 = getelementptr i8, i8* %sunkaddr4315, i64 80
  %1521 = bitcast i8* %sunkaddr4316 to double*
  store double %.811.us.us.2.epil.1, double* %1521, align 8
  %1522 = add i64 %1519, 1
  %spec.select71.us.us.3.epil.1 = select i1 %1489, i64 %1522, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.1
  %.801.us.us.3.epil.1 = load double, double* %.800.us.us.3.epil.1, align 8
  %.810.us.us.3.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.1 = fadd double %.801.us.us.3.epil.1, %.810.us.us.3.epil.1
  %sunkaddr4317 = mul i64 %loop.index36.us.us.epil121, 8
  %1523 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4318 = getelementptr i8, i8* %1523, i64 %sunkaddr4317
  %sunkaddr4319 = getelementptr i8, i8* %sunkaddr4318, i64 88
  %1524 = bitcast i8* %sunkaddr4319 to double*
  store double %.811.us.us.3.epil.1, double* %1524, align 8
  %1525 = add i64 %1522, 1
  %spec.select71.us.us.4.epil.1 = select i1 %1489, i64 %1525, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.1
  %.801.us.us.4.epil.1 = load double, double* %.800.us.us.4.epil.1, align 8
  %.810.us.us.4.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.1 = fadd double %.801.us.us.4.epil.1, %.810.us.us.4.epil.1
  %sunkaddr4320 = mul i64 %loop.index36.us.us.epil121, 8
  %1526 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4321 = getelementptr i8, i8* %1526, i64 %sunkaddr4320
  %sunkaddr4322 = getelementptr i8, i8* %sunkaddr4321, i64 96
  %1527 = bitcast i8* %sunkaddr4322 to double*
  store double %.811.us.us.4.epil.1, double* %1527, align 8
  %1528 = add i64 %1525, 1
  %spec.select71.us.us.5.epil.1 = select i1 %1489, i64 %1528, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.1
  %.801.us.us.5.epil.1 = load double, double* %.800.us.us.5.epil.1, align 8
  %.810.us.us.5.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.1 = fadd double %.801.us.us.5.epil.1, %.810.us.us.5.epil.1
  %sunkaddr4323 = mul i64 %loop.index36.us.us.epil121, 8
  %1529 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4324 = getelementptr i8, i8* %1529, i64 %sunkaddr4323
  %sunkaddr4325 = getelementptr i8, i8* %sunkaddr4324, i64 104
  %1530 = bitcast i8* %sunkaddr4325 to double*
  store double %.811.us.us.5.epil.1, double* %1530, align 8
  %1531 = add i64 %1528, 1
  %spec.select71.us.us.6.epil.1 = select i1 %1489, i64 %1531, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.1
  %.801.us.us.6.epil.1 = load double, double* %.800.us.us.6.epil.1, align 8
  %.810.us.us.6.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.1 = fadd double %.801.us.us.6.epil.1, %.810.us.us.6.epil.1
  %sunkaddr4326 = mul i64 %loop.index36.us.us.epil121, 8
  %1532 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4327 = getelementptr i8, i8* %1532, i64 %sunkaddr4326
  %sunkaddr4328 = getelementptr i8, i8* %sunkaddr4327, i64 112
  %1533 = bitcast i8* %sunkaddr4328 to double*
  store double %.811.us.us.6.epil.1, double* %1533, align 8
  %1534 = add i64 %1531, 1
  %spec.select71.us.us.7.epil.1 = select i1 %1489, i64 %1534, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.1
  %.801.us.us.7.epil.1 = load double, double* %.800.us.us.7.epil.1, align 8
  %.810.us.us.7.epil.1 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.1 = fadd double %.801.us.us.7.epil.1, %.810.us.us.7.epil.1
  %sunkaddr4329 = mul i64 %loop.index36.us.us.epil121, 8
  %1535 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4330 = getelementptr i8, i8* %1535, i64 %sunkaddr4329
  %sunkaddr4331 = getelementptr i8, i8* %sunkaddr4330, i64 120
  %1536 = bitcast i8* %sunkaddr4331 to double*
  store double %.811.us.us.7.epil.1, double* %1536, align 8
  %1537 = add i64 %1534, 1
  %spec.select71.us.us.epil123.2 = select i1 %1489, i64 %1537, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.2
  %.801.us.us.epil125.2 = load double, double* %.800.us.us.epil124.2, align 8
  %.810.us.us.epil126.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.2 = fadd double %.801.us.us.epil125.2, %.810.us.us.epil126.2
  %sunkaddr4332 = mul i64 %loop.index36.us.us.epil121, 8
  %1538 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4333 = getelementptr i8, i8* %1538, i64 %sunkaddr4332
  %sunkaddr4334 = getelementptr i8, i8* %sunkaddr4333, i64 128
  %1539 = bitcast i8* %sunkaddr4334 to double*
  store double %.811.us.us.epil127.2, double* %1539, align 8
  %1540 = add i64 %1537, 1
  %spec.select71.us.us.1.epil.2 = select i1 %1489, i64 %1540, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.2
  %.801.us.us.1.epil.2 = load double, double* %.800.us.us.1.epil.2, align 8
  %.810.us.us.1.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.2 = fadd double %.801.us.us.1.epil.2, %.810.us.us.1.epil.2
  %sunkaddr4335 = mul i64 %loop.index36.us.us.epil121, 8
  %1541 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4336 = getelementptr i8, i8* %1541, i64 %sunkaddr4335
  %sunkaddr4337 = getelementptr i8, i8* %sunkaddr4336, i64 136
  %1542 = bitcast i8* %sunkaddr4337 to double*
  store double %.811.us.us.1.epil.2, double* %1542, align 8
  %1543 = add i64 %1540, 1
  %spec.select71.us.us.2.epil.2 = select i1 %1489, i64 %1543, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.2
  %.801.us.us.2.epil.2 = load double, double* %.800.us.us.2.epil.2, align 8
  %.810.us.us.2.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.2 = fadd double %.801.us.us.2.epil.2, %.810.us.us.2.epil.2
  %sunkaddr4338 = mul i64 %loop.index36.us.us.epil121, 8
  %1544 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4339 = getelementptr i8, i8* %1544, i64 %sunkaddr4338
  %sunkaddr4340 = getelementptr i8, i8* %sunkaddr4339, i64 144
  %1545 = bitcast i8* %sunkaddr4340 to double*
  store double %.811.us.us.2.epil.2, double* %1545, align 8
  %1546 = add i64 %1543, 1
  %spec.select71.us.us.3.epil.2 = select i1 %1489, i64 %1546, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.2
  %.801.us.us.3.epil.2 = load double, double* %.800.us.us.3.epil.2, align 8
  %.810.us.us.3.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.2 = fadd double %.801.us.us.3.epil.2, %.810.us.us.3.epil.2
  %sunkaddr4341 = mul i64 %loop.index36.us.us.epil121, 8
  %1547 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4342 = getelementptr i8, i8* %1547, i64 %sunkaddr4341
  %sunkaddr4343 = getelementptr i8, i8* %sunkaddr4342, i64 152
  %1548 = bitcast i8* %sunkaddr4343 to double*
  store double %.811.us.us.3.epil.2, double* %1548, align 8
  %1549 = add i64 %1546, 1
  %spec.select71.us.us.4.epil.2 = select i1 %1489, i64 %1549, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.2
  %.801.us.us.4.epil.2 = load double, double* %.800.us.us.4.epil.2, align 8
  %.810.us.us.4.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.2 = fadd double %.801.us.us.4.epil.2, %.810.us.us.4.epil.2
  %sunkaddr4344 = mul i64 %loop.index36.us.us.epil121, 8
  %1550 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4345 = getelementptr i8, i8* %1550, i64 %sunkaddr4344
  %sunkaddr4346 = getelementptr i8, i8* %sunkaddr4345, i64 160
  %1551 = bitcast i8* %sunkaddr4346 to double*
  store double %.811.us.us.4.epil.2, double* %1551, align 8
  %1552 = add i64 %1549, 1
  %spec.select71.us.us.5.epil.2 = select i1 %1489, i64 %1552, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.2
  %.801.us.us.5.epil.2 = load double, double* %.800.us.us.5.epil.2, align 8
  %.810.us.us.5.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.2 = fadd double %.801.us.us.5.epil.2, %.810.us.us.5.epil.2
  %sunkaddr4347 = mul i64 %loop.index36.us.us.epil121, 8
  %1553 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4348 = getelementptr i8, i8* %1553, i64 %sunkaddr4347
  %sunkaddr4349 = getelementptr i8, i8* %sunkaddr4348, i64 168
  %1554 = bitcast i8* %sunkaddr4349 to double*
  store double %.811.us.us.5.epil.2, double* %1554, align 8
  %1555 = add i64 %1552, 1
  %spec.select71.us.us.6.epil.2 = select i1 %1489, i64 %1555, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.2
  %.801.us.us.6.epil.2 = load double, double* %.800.us.us.6.epil.2, align 8
  %.810.us.us.6.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.2 = fadd double %.801.us.us.6.epil.2, %.810.us.us.6.epil.2
  %sunkaddr4350 = mul i64 %loop.index36.us.us.epil121, 8
  %1556 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4351 = getelementptr i8, i8* %1556, i64 %sunkaddr4350
  %sunkaddr4352 = getelementptr i8, i8* %sunkaddr4351, i64 176
  %1557 = bitcast i8* %sunkaddr4352 to double*
  store double %.811.us.us.6.epil.2, double* %1557, align 8
  %1558 = add i64 %1555, 1
  %spec.select71.us.us.7.epil.2 = select i1 %1489, i64 %1558, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.2
  %.801.us.us.7.epil.2 = load double, double* %.800.us.us.7.epil.2, align 8
  %.810.us.us.7.epil.2 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.2 = fadd double %.801.us.us.7.epil.2, %.810.us.us.7.epil.2
  %sunkaddr4353 = mul i64 %loop.index36.us.us.epil121, 8
  %1559 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4354 = getelementptr i8, i8* %1559, i64 %sunkaddr4353
  %sunkaddr4355 = getelementptr i8, i8* %sunkaddr4354, i64 184
  %1560 = bitcast i8* %sunkaddr4355 to double*
  store double %.811.us.us.7.epil.2, double* %1560, align 8
  %1561 = add i64 %1558, 1
  %spec.select71.us.us.epil123.3 = select i1 %1489, i64 %1561, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.3
  %.801.us.us.epil125.3 = load double, double* %.800.us.us.epil124.3, align 8
  %.810.us.us.epil126.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.3 = fadd double %.801.us.us.epil125.3, %.810.us.us.epil126.3
  %sunkaddr4356 = mul i64 %loop.index36.us.us.epil121, 8
  %1562 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4357 = getelementptr i8, i8* %1562, i64 %sunkaddr4356
  %sunkaddr4358 = getelementptr i8, i8* %sunkaddr4357, i64 192
  %1563 = bitcast i8* %sunkaddr4358 to double*
  store double %.811.us.us.epil127.3, double* %1563, align 8
  %1564 = add i64 %1561, 1
  %spec.select71.us.us.1.epil.3 = select i1 %1489, i64 %1564, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.3
  %.801.us.us.1.epil.3 = load double, double* %.800.us.us.1.epil.3, align 8
  %.810.us.us.1.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.3 = fadd double %.801.us.us.1.epil.3, %.810.us.us.1.epil.3
  %sunkaddr4359 = mul i64 %loop.index36.us.us.epil121, 8
  %1565 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4360 = getelementptr i8, i8* %1565, i64 %sunkaddr4359
  %sunkaddr4361 = getelementptr i8, i8* %sunkaddr4360, i64 200
  %1566 = bitcast i8* %sunkaddr4361 to double*
  store double %.811.us.us.1.epil.3, double* %1566, align 8
  %1567 = add i64 %1564, 1
  %spec.select71.us.us.2.epil.3 = select i1 %1489, i64 %1567, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.3
  %.801.us.us.2.epil.3 = load double, double* %.800.us.us.2.epil.3, align 8
  %.810.us.us.2.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.3 = fadd double %.801.us.us.2.epil.3, %.810.us.us.2.epil.3
  %sunkaddr4362 = mul i64 %loop.index36.us.us.epil121, 8
  %1568 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4363 = getelementptr i8, i8* %1568, i64 %sunkaddr4362
  %sunkaddr4364 = getelementptr i8, i8* %sunkaddr4363, i64 208
  %1569 = bitcast i8* %sunkaddr4364 to double*
  store double %.811.us.us.2.epil.3, double* %1569, align 8
  %1570 = add i64 %1567, 1
  %spec.select71.us.us.3.epil.3 = select i1 %1489, i64 %1570, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.3
  %.801.us.us.3.epil.3 = load double, double* %.800.us.us.3.epil.3, align 8
  %.810.us.us.3.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.3 = fadd double %.801.us.us.3.epil.3, %.810.us.us.3.epil.3
  %sunkaddr4365 = mul i64 %loop.index36.us.us.epil121, 8
  %1571 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4366 = getelementptr i8, i8* %1571, i64 %sunkaddr4365
  %sunkaddr4367 = getelementptr i8, i8* %sunkaddr4366, i64 216
  %1572 = bitcast i8* %sunkaddr4367 to double*
  store double %.811.us.us.3.epil.3, double* %1572, align 8
  %1573 = add i64 %1570, 1
  %spec.select71.us.us.4.epil.3 = select i1 %1489, i64 %1573, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.3
  %.801.us.us.4.epil.3 = load double, double* %.800.us.us.4.epil.3, align 8
  %.810.us.us.4.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.3 = fadd double %.801.us.us.4.epil.3, %.810.us.us.4.epil.3
  %sunkaddr4368 = mul i64 %loop.index36.us.us.epil121, 8
  %1574 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4369 = getelementptr i8, i8* %1574, i64 %sunkaddr4368
  %sunkaddr4370 = getelementptr i8, i8* %sunkaddr4369, i64 224
  %1575 = bitcast i8* %sunkaddr4370 to double*
  store double %.811.us.us.4.epil.3, double* %1575, align 8
  %1576 = add i64 %1573, 1
  %spec.select71.us.us.5.epil.3 = select i1 %1489, i64 %1576, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.3
  %.801.us.us.5.epil.3 = load double, double* %.800.us.us.5.epil.3, align 8
  %.810.us.us.5.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.3 = fadd double %.801.us.us.5.epil.3, %.810.us.us.5.epil.3
  %sunkaddr4371 = mul i64 %loop.index36.us.us.epil121, 8
  %1577 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4372 = getelementptr i8, i8* %1577, i64 %sunkaddr4371
  %sunkaddr4373 = getelementptr i8, i8* %sunkaddr4372, i64 232
  %1578 = bitcast i8* %sunkaddr4373 to double*
  store double %.811.us.us.5.epil.3, double* %1578, align 8
  %1579 = add i64 %1576, 1
  %spec.select71.us.us.6.epil.3 = select i1 %1489, i64 %1579, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.3
  %.801.us.us.6.epil.3 = load double, double* %.800.us.us.6.epil.3, align 8
  %.810.us.us.6.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.3 = fadd double %.801.us.us.6.epil.3, %.810.us.us.6.epil.3
  %sunkaddr4374 = mul i64 %loop.index36.us.us.epil121, 8
  %1580 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4375 = getelementptr i8, i8* %1580, i64 %sunkaddr4374
  %sunkaddr4376 = getelementptr i8, i8* %sunkaddr4375, i64 240
  %1581 = bitcast i8* %sunkaddr4376 to double*
  store double %.811.us.us.6.epil.3, double* %1581, align 8
  %1582 = add i64 %1579, 1
  %spec.select71.us.us.7.epil.3 = select i1 %1489, i64 %1582, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.3
  %.801.us.us.7.epil.3 = load double, double* %.800.us.us.7.epil.3, align 8
  %.810.us.us.7.epil.3 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.3 = fadd double %.801.us.us.7.epil.3, %.810.us.us.7.epil.3
  %sunkaddr4377 = mul i64 %loop.index36.us.us.epil121, 8
  %1583 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4378 = getelementptr i8, i8* %1583, i64 %sunkaddr4377
  %sunkaddr4379 = getelementptr i8, i8* %sunkaddr4378, i64 248
  %1584 = bitcast i8* %sunkaddr4379 to double*
  store double %.811.us.us.7.epil.3, double* %1584, align 8
  %1585 = add i64 %1582, 1
  %spec.select71.us.us.epil123.4 = select i1 %1489, i64 %1585, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.4
  %.801.us.us.epil125.4 = load double, double* %.800.us.us.epil124.4, align 8
  %.810.us.us.epil126.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.4 = fadd double %.801.us.us.epil125.4, %.810.us.us.epil126.4
  %sunkaddr4380 = mul i64 %loop.index36.us.us.epil121, 8
  %1586 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4381 = getelementptr i8, i8* %1586, i64 %sunkaddr4380
  %sunkaddr4382 = getelementptr i8, i8* %sunkaddr4381, i64 256
  %1587 = bitcast i8* %sunkaddr4382 to double*
  store double %.811.us.us.epil127.4, double* %1587, align 8
  %1588 = add i64 %1585, 1
  %spec.select71.us.us.1.epil.4 = select i1 %1489, i64 %1588, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.4
  %.801.us.us.1.epil.4 = load double, double* %.800.us.us.1.epil.4, align 8
  %.810.us.us.1.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.4 = fadd double %.801.us.us.1.epil.4, %.810.us.us.1.epil.4
  %sunkaddr4383 = mul i64 %loop.index36.us.us.epil121, 8
  %1589 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4384 = getelementptr i8, i8* %1589, i64 %sunkaddr4383
  %sunkaddr4385 = getelementptr i8, i8* %sunkaddr4384, i64 264
  %1590 = bitcast i8* %sunkaddr4385 to double*
  store double %.811.us.us.1.epil.4, double* %1590, align 8
  %1591 = add i64 %1588, 1
  %spec.select71.us.us.2.epil.4 = select i1 %1489, i64 %1591, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.4
  %.801.us.us.2.epil.4 = load double, double* %.800.us.us.2.epil.4, align 8
  %.810.us.us.2.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.4 = fadd double %.801.us.us.2.epil.4, %.810.us.us.2.epil.4
  %sunkaddr4386 = mul i64 %loop.index36.us.us.epil121, 8
  %1592 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4387 = getelementptr i8, i8* %1592, i64 %sunkaddr4386
  %sunkaddr4388 = getelementptr i8, i8* %sunkaddr4387, i64 272
  %1593 = bitcast i8* %sunkaddr4388 to double*
  store double %.811.us.us.2.epil.4, double* %1593, align 8
  %1594 = add i64 %1591, 1
  %spec.select71.us.us.3.epil.4 = select i1 %1489, i64 %1594, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.4
  %.801.us.us.3.epil.4 = load double, double* %.800.us.us.3.epil.4, align 8
  %.810.us.us.3.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.4 = fadd double %.801.us.us.3.epil.4, %.810.us.us.3.epil.4
  %sunkaddr4389 = mul i64 %loop.index36.us.us.epil121, 8
  %1595 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4390 = getelementptr i8, i8* %1595, i64 %sunkaddr4389
  %sunkaddr4391 = getelementptr i8, i8* %sunkaddr4390, i64 280
  %1596 = bitcast i8* %sunkaddr4391 to double*
  store double %.811.us.us.3.epil.4, double* %1596, align 8
  %1597 = add i64 %1594, 1
  %spec.select71.us.us.4.epil.4 = select i1 %1489, i64 %1597, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.4
  %.801.us.us.4.epil.4 = load double, double* %.800.us.us.4.epil.4, align 8
  %.810.us.us.4.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.4 = fadd double %.801.us.us.4.epil.4, %.810.us.us.4.epil.4
  %sunkaddr4392 = mul i64 %loop.index36.us.us.epil121, 8
  %1598 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4393 = getelementptr i8, i8* %1598, i64 %sunkaddr4392
  %sunkaddr4394 = getelementptr i8, i8* %sunkaddr4393, i64 288
  %1599 = bitcast i8* %sunkaddr4394 to double*
  store double %.811.us.us.4.epil.4, double* %1599, align 8
  %1600 = add i64 %1597, 1
  %spec.select71.us.us.5.epil.4 = select i1 %1489, i64 %1600, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.4
  %.801.us.us.5.epil.4 = load double, double* %.800.us.us.5.epil.4, align 8
  %.810.us.us.5.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.4 = fadd double %.801.us.us.5.epil.4, %.810.us.us.5.epil.4
  %sunkaddr4395 = mul i64 %loop.index36.us.us.epil121, 8
  %1601 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4396 = getelementptr i8, i8* %1601, i64 %sunkaddr4395
  %sunkaddr4397 = getelementptr i8, i8* %sunkaddr4396, i64 296
  %1602 = bitcast i8* %sunkaddr4397 to double*
  store double %.811.us.us.5.epil.4, double* %1602, align 8
  %1603 = add i64 %1600, 1
  %spec.select71.us.us.6.epil.4 = select i1 %1489, i64 %1603, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.4
  %.801.us.us.6.epil.4 = load double, double* %.800.us.us.6.epil.4, align 8
  %.810.us.us.6.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.4 = fadd double %.801.us.us.6.epil.4, %.810.us.us.6.epil.4
  %sunkaddr4398 = mul i64 %loop.index36.us.us.epil121, 8
  %1604 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4399 = getelementptr i8, i8* %1604, i64 %sunkaddr4398
  %sunkaddr4400 = getelementptr i8, i8* %sunkaddr4399, i64 304
  %1605 = bitcast i8* %sunkaddr4400 to double*
  store double %.811.us.us.6.epil.4, double* %1605, align 8
  %1606 = add i64 %1603, 1
  %spec.select71.us.us.7.epil.4 = select i1 %1489, i64 %1606, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.4 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.4
  %.801.us.us.7.epil.4 = load double, double* %.800.us.us.7.epil.4, align 8
  %.810.us.us.7.epil.4 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.4 = fadd double %.801.us.us.7.epil.4, %.810.us.us.7.epil.4
  %sunkaddr4401 = mul i64 %loop.index36.us.us.epil121, 8
  %1607 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4402 = getelementptr i8, i8* %1607, i64 %sunkaddr4401
  %sunkaddr4403 = getelementptr i8, i8* %sunkaddr4402, i64 312
  %1608 = bitcast i8* %sunkaddr4403 to double*
  store double %.811.us.us.7.epil.4, double* %1608, align 8
  %1609 = add i64 %1606, 1
  %spec.select71.us.us.epil123.5 = select i1 %1489, i64 %1609, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.5
  %.801.us.us.epil125.5 = load double, double* %.800.us.us.epil124.5, align 8
  %.810.us.us.epil126.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.5 = fadd double %.801.us.us.epil125.5, %.810.us.us.epil126.5
  %sunkaddr4404 = mul i64 %loop.index36.us.us.epil121, 8
  %1610 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4405 = getelementptr i8, i8* %1610, i64 %sunkaddr4404
  %sunkaddr4406 = getelementptr i8, i8* %sunkaddr4405, i64 320
  %1611 = bitcast i8* %sunkaddr4406 to double*
  store double %.811.us.us.epil127.5, double* %1611, align 8
  %1612 = add i64 %1609, 1
  %spec.select71.us.us.1.epil.5 = select i1 %1489, i64 %1612, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.5
  %.801.us.us.1.epil.5 = load double, double* %.800.us.us.1.epil.5, align 8
  %.810.us.us.1.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.5 = fadd double %.801.us.us.1.epil.5, %.810.us.us.1.epil.5
  %sunkaddr4407 = mul i64 %loop.index36.us.us.epil121, 8
  %1613 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4408 = getelementptr i8, i8* %1613, i64 %sunkaddr4407
  %sunkaddr4409 = getelementptr i8, i8* %sunkaddr4408, i64 328
  %1614 = bitcast i8* %sunkaddr4409 to double*
  store double %.811.us.us.1.epil.5, double* %1614, align 8
  %1615 = add i64 %1612, 1
  %spec.select71.us.us.2.epil.5 = select i1 %1489, i64 %1615, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.5
  %.801.us.us.2.epil.5 = load double, double* %.800.us.us.2.epil.5, align 8
  %.810.us.us.2.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.5 = fadd double %.801.us.us.2.epil.5, %.810.us.us.2.epil.5
  %sunkaddr4410 = mul i64 %loop.index36.us.us.epil121, 8
  %1616 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4411 = getelementptr i8, i8* %1616, i64 %sunkaddr4410
  %sunkaddr4412 = getelementptr i8, i8* %sunkaddr4411, i64 336
  %1617 = bitcast i8* %sunkaddr4412 to double*
  store double %.811.us.us.2.epil.5, double* %1617, align 8
  %1618 = add i64 %1615, 1
  %spec.select71.us.us.3.epil.5 = select i1 %1489, i64 %1618, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.5
  %.801.us.us.3.epil.5 = load double, double* %.800.us.us.3.epil.5, align 8
  %.810.us.us.3.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.5 = fadd double %.801.us.us.3.epil.5, %.810.us.us.3.epil.5
  %sunkaddr4413 = mul i64 %loop.index36.us.us.epil121, 8
  %1619 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4414 = getelementptr i8, i8* %1619, i64 %sunkaddr4413
  %sunkaddr4415 = getelementptr i8, i8* %sunkaddr4414, i64 344
  %1620 = bitcast i8* %sunkaddr4415 to double*
  store double %.811.us.us.3.epil.5, double* %1620, align 8
  %1621 = add i64 %1618, 1
  %spec.select71.us.us.4.epil.5 = select i1 %1489, i64 %1621, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.5
  %.801.us.us.4.epil.5 = load double, double* %.800.us.us.4.epil.5, align 8
  %.810.us.us.4.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.5 = fadd double %.801.us.us.4.epil.5, %.810.us.us.4.epil.5
  %sunkaddr4416 = mul i64 %loop.index36.us.us.epil121, 8
  %1622 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4417 = getelementptr i8, i8* %1622, i64 %sunkaddr4416
  %sunkaddr4418 = getelementptr i8, i8* %sunkaddr4417, i64 352
  %1623 = bitcast i8* %sunkaddr4418 to double*
  store double %.811.us.us.4.epil.5, double* %1623, align 8
  %1624 = add i64 %1621, 1
  %spec.select71.us.us.5.epil.5 = select i1 %1489, i64 %1624, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.5
  %.801.us.us.5.epil.5 = load double, double* %.800.us.us.5.epil.5, align 8
  %.810.us.us.5.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.5 = fadd double %.801.us.us.5.epil.5, %.810.us.us.5.epil.5
  %sunkaddr4419 = mul i64 %loop.index36.us.us.epil121, 8
  %1625 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4420 = getelementptr i8, i8* %1625, i64 %sunkaddr4419
  %sunkaddr4421 = getelementptr i8, i8* %sunkaddr4420, i64 360
  %1626 = bitcast i8* %sunkaddr4421 to double*
  store double %.811.us.us.5.epil.5, double* %1626, align 8
  %1627 = add i64 %1624, 1
  %spec.select71.us.us.6.epil.5 = select i1 %1489, i64 %1627, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.5
  %.801.us.us.6.epil.5 = load double, double* %.800.us.us.6.epil.5, align 8
  %.810.us.us.6.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.5 = fadd double %.801.us.us.6.epil.5, %.810.us.us.6.epil.5
  %sunkaddr4422 = mul i64 %loop.index36.us.us.epil121, 8
  %1628 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4423 = getelementptr i8, i8* %1628, i64 %sunkaddr4422
  %sunkaddr4424 = getelementptr i8, i8* %sunkaddr4423, i64 368
  %1629 = bitcast i8* %sunkaddr4424 to double*
  store double %.811.us.us.6.epil.5, double* %1629, align 8
  %1630 = add i64 %1627, 1
  %spec.select71.us.us.7.epil.5 = select i1 %1489, i64 %1630, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.5 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.5
  %.801.us.us.7.epil.5 = load double, double* %.800.us.us.7.epil.5, align 8
  %.810.us.us.7.epil.5 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.5 = fadd double %.801.us.us.7.epil.5, %.810.us.us.7.epil.5
  %sunkaddr4425 = mul i64 %loop.index36.us.us.epil121, 8
  %1631 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4426 = getelementptr i8, i8* %1631, i64 %sunkaddr4425
  %sunkaddr4427 = getelementptr i8, i8* %sunkaddr4426, i64 376
  %1632 = bitcast i8* %sunkaddr4427 to double*
  store double %.811.us.us.7.epil.5, double* %1632, align 8
  %1633 = add i64 %1630, 1
  %spec.select71.us.us.epil123.6 = select i1 %1489, i64 %1633, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.6
  %.801.us.us.epil125.6 = load double, double* %.800.us.us.epil124.6, align 8
  %.810.us.us.epil126.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.6 = fadd double %.801.us.us.epil125.6, %.810.us.us.epil126.6
  %sunkaddr4428 = mul i64 %loop.index36.us.us.epil121, 8
  %1634 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4429 = getelementptr i8, i8* %1634, i64 %sunkaddr4428
  %sunkaddr4430 = getelementptr i8, i8* %sunkaddr4429, i64 384
  %1635 = bitcast i8* %sunkaddr4430 to double*
  store double %.811.us.us.epil127.6, double* %1635, align 8
  %1636 = add i64 %1633, 1
  %spec.select71.us.us.1.epil.6 = select i1 %1489, i64 %1636, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.6
  %.801.us.us.1.epil.6 = load double, double* %.800.us.us.1.epil.6, align 8
  %.810.us.us.1.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.6 = fadd double %.801.us.us.1.epil.6, %.810.us.us.1.epil.6
  %sunkaddr4431 = mul i64 %loop.index36.us.us.epil121, 8
  %1637 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4432 = getelementptr i8, i8* %1637, i64 %sunkaddr4431
  %sunkaddr4433 = getelementptr i8, i8* %sunkaddr4432, i64 392
  %1638 = bitcast i8* %sunkaddr4433 to double*
  store double %.811.us.us.1.epil.6, double* %1638, align 8
  %1639 = add i64 %1636, 1
  %spec.select71.us.us.2.epil.6 = select i1 %1489, i64 %1639, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.6
  %.801.us.us.2.epil.6 = load double, double* %.800.us.us.2.epil.6, align 8
  %.810.us.us.2.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.6 = fadd double %.801.us.us.2.epil.6, %.810.us.us.2.epil.6
  %sunkaddr4434 = mul i64 %loop.index36.us.us.epil121, 8
  %1640 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4435 = getelementptr i8, i8* %1640, i64 %sunkaddr4434
  %sunkaddr4436 = getelementptr i8, i8* %sunkaddr4435, i64 400
  %1641 = bitcast i8* %sunkaddr4436 to double*
  store double %.811.us.us.2.epil.6, double* %1641, align 8
  %1642 = add i64 %1639, 1
  %spec.select71.us.us.3.epil.6 = select i1 %1489, i64 %1642, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.6
  %.801.us.us.3.epil.6 = load double, double* %.800.us.us.3.epil.6, align 8
  %.810.us.us.3.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.6 = fadd double %.801.us.us.3.epil.6, %.810.us.us.3.epil.6
  %sunkaddr4437 = mul i64 %loop.index36.us.us.epil121, 8
  %1643 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4438 = getelementptr i8, i8* %1643, i64 %sunkaddr4437
  %sunkaddr4439 = getelementptr i8, i8* %sunkaddr4438, i64 408
  %1644 = bitcast i8* %sunkaddr4439 to double*
  store double %.811.us.us.3.epil.6, double* %1644, align 8
  %1645 = add i64 %1642, 1
  %spec.select71.us.us.4.epil.6 = select i1 %1489, i64 %1645, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.6
  %.801.us.us.4.epil.6 = load double, double* %.800.us.us.4.epil.6, align 8
  %.810.us.us.4.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.6 = fadd double %.801.us.us.4.epil.6, %.810.us.us.4.epil.6
  %sunkaddr4440 = mul i64 %loop.index36.us.us.epil121, 8
  %1646 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4441 = getelementptr i8, i8* %1646, i64 %sunkaddr4440
  %sunkaddr4442 = getelementptr i8, i8* %sunkaddr4441, i64 416
  %1647 = bitcast i8* %sunkaddr4442 to double*
  store double %.811.us.us.4.epil.6, double* %1647, align 8
  %1648 = add i64 %1645, 1
  %spec.select71.us.us.5.epil.6 = select i1 %1489, i64 %1648, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.6
  %.801.us.us.5.epil.6 = load double, double* %.800.us.us.5.epil.6, align 8
  %.810.us.us.5.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.6 = fadd double %.801.us.us.5.epil.6, %.810.us.us.5.epil.6
  %sunkaddr4443 = mul i64 %loop.index36.us.us.epil121, 8
  %1649 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4444 = getelementptr i8, i8* %1649, i64 %sunkaddr4443
  %sunkaddr4445 = getelementptr i8, i8* %sunkaddr4444, i64 424
  %1650 = bitcast i8* %sunkaddr4445 to double*
  store double %.811.us.us.5.epil.6, double* %1650, align 8
  %1651 = add i64 %1648, 1
  %spec.select71.us.us.6.epil.6 = select i1 %1489, i64 %1651, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.6
  %.801.us.us.6.epil.6 = load double, double* %.800.us.us.6.epil.6, align 8
  %.810.us.us.6.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.6 = fadd double %.801.us.us.6.epil.6, %.810.us.us.6.epil.6
  %sunkaddr4446 = mul i64 %loop.index36.us.us.epil121, 8
  %1652 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4447 = getelementptr i8, i8* %1652, i64 %sunkaddr4446
  %sunkaddr4448 = getelementptr i8, i8* %sunkaddr4447, i64 432
  %1653 = bitcast i8* %sunkaddr4448 to double*
  store double %.811.us.us.6.epil.6, double* %1653, align 8
  %1654 = add i64 %1651, 1
  %spec.select71.us.us.7.epil.6 = select i1 %1489, i64 %1654, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.6 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.6
  %.801.us.us.7.epil.6 = load double, double* %.800.us.us.7.epil.6, align 8
  %.810.us.us.7.epil.6 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.6 = fadd double %.801.us.us.7.epil.6, %.810.us.us.7.epil.6
  %sunkaddr4449 = mul i64 %loop.index36.us.us.epil121, 8
  %1655 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4450 = getelementptr i8, i8* %1655, i64 %sunkaddr4449
  %sunkaddr4451 = getelementptr i8, i8* %sunkaddr4450, i64 440
  %1656 = bitcast i8* %sunkaddr4451 to double*
  store double %.811.us.us.7.epil.6, double* %1656, align 8
  %1657 = add i64 %1654, 1
  %spec.select71.us.us.epil123.7 = select i1 %1489, i64 %1657, i64 %.784.034.us.us.epil122
  %.800.us.us.epil124.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.7
  %.801.us.us.epil125.7 = load double, double* %.800.us.us.epil124.7, align 8
  %.810.us.us.epil126.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.7 = fadd double %.801.us.us.epil125.7, %.810.us.us.epil126.7
  %sunkaddr4452 = mul i64 %loop.index36.us.us.epil121, 8
  %1658 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4453 = getelementptr i8, i8* %1658, i64 %sunkaddr4452
  %sunkaddr4454 = getelementptr i8, i8* %sunkaddr4453, i64 448
  %1659 = bitcast i8* %sunkaddr4454 to double*
  store double %.811.us.us.epil127.7, double* %1659, align 8
  %1660 = add i64 %1657, 1
  %spec.select71.us.us.1.epil.7 = select i1 %1489, i64 %1660, i64 %.784.034.us.us.epil122
  %.800.us.us.1.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.7
  %.801.us.us.1.epil.7 = load double, double* %.800.us.us.1.epil.7, align 8
  %.810.us.us.1.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.7 = fadd double %.801.us.us.1.epil.7, %.810.us.us.1.epil.7
  %sunkaddr4455 = mul i64 %loop.index36.us.us.epil121, 8
  %1661 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4456 = getelementptr i8, i8* %1661, i64 %sunkaddr4455
  %sunkaddr4457 = getelementptr i8, i8* %sunkaddr4456, i64 456
  %1662 = bitcast i8* %sunkaddr4457 to double*
  store double %.811.us.us.1.epil.7, double* %1662, align 8
  %1663 = add i64 %1660, 1
  %spec.select71.us.us.2.epil.7 = select i1 %1489, i64 %1663, i64 %.784.034.us.us.epil122
  %.800.us.us.2.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.7
  %.801.us.us.2.epil.7 = load double, double* %.800.us.us.2.epil.7, align 8
  %.810.us.us.2.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.7 = fadd double %.801.us.us.2.epil.7, %.810.us.us.2.epil.7
  %sunkaddr4458 = mul i64 %loop.index36.us.us.epil121, 8
  %1664 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4459 = getelementptr i8, i8* %1664, i64 %sunkaddr4458
  %sunkaddr4460 = getelementptr i8, i8* %sunkaddr4459, i64 464
  %1665 = bitcast i8* %sunkaddr4460 to double*
  store double %.811.us.us.2.epil.7, double* %1665, align 8
  %1666 = add i64 %1663, 1
  %spec.select71.us.us.3.epil.7 = select i1 %1489, i64 %1666, i64 %.784.034.us.us.epil122
  %.800.us.us.3.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.7
  %.801.us.us.3.epil.7 = load double, double* %.800.us.us.3.epil.7, align 8
  %.810.us.us.3.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.7 = fadd double %.801.us.us.3.epil.7, %.810.us.us.3.epil.7
  %sunkaddr4461 = mul i64 %loop.index36.us.us.epil121, 8
  %1667 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4462 = getelementptr i8, i8* %1667, i64 %sunkaddr4461
  %sunkaddr4463 = getelementptr i8, i8* %sunkaddr4462, i64 472
  %1668 = bitcast i8* %sunkaddr4463 to double*
  store double %.811.us.us.3.epil.7, double* %1668, align 8
  %1669 = add i64 %1666, 1
  %spec.select71.us.us.4.epil.7 = select i1 %1489, i64 %1669, i64 %.784.034.us.us.epil122
  %.800.us.us.4.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.7
  %.801.us.us.4.epil.7 = load double, double* %.800.us.us.4.epil.7, align 8
  %.810.us.us.4.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.7 = fadd double %.801.us.us.4.epil.7, %.810.us.us.4.epil.7
  %sunkaddr4464 = mul i64 %loop.index36.us.us.epil121, 8
  %1670 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4465 = getelementptr i8, i8* %1670, i64 %sunkaddr4464
  %sunkaddr4466 = getelementptr i8, i8* %sunkaddr4465, i64 480
  %1671 = bitcast i8* %sunkaddr4466 to double*
  store double %.811.us.us.4.epil.7, double* %1671, align 8
  %1672 = add i64 %1669, 1
  %spec.select71.us.us.5.epil.7 = select i1 %1489, i64 %1672, i64 %.784.034.us.us.epil122
  %.800.us.us.5.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.7
  %.801.us.us.5.epil.7 = load double, double* %.800.us.us.5.epil.7, align 8
  %.810.us.us.5.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.7 = fadd double %.801.us.us.5.epil.7, %.810.us.us.5.epil.7
  %sunkaddr4467 = mul i64 %loop.index36.us.us.epil121, 8
  %1673 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4468 = getelementptr i8, i8* %1673, i64 %sunkaddr4467
  %sunkaddr4469 = getelementptr i8, i8* %sunkaddr4468, i64 488
  %1674 = bitcast i8* %sunkaddr4469 to double*
  store double %.811.us.us.5.epil.7, double* %1674, align 8
  %1675 = add i64 %1672, 1
  %spec.select71.us.us.6.epil.7 = select i1 %1489, i64 %1675, i64 %.784.034.us.us.epil122
  %.800.us.us.6.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.7
  %.801.us.us.6.epil.7 = load double, double* %.800.us.us.6.epil.7, align 8
  %.810.us.us.6.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.7 = fadd double %.801.us.us.6.epil.7, %.810.us.us.6.epil.7
  %sunkaddr4470 = mul i64 %loop.index36.us.us.epil121, 8
  %1676 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4471 = getelementptr i8, i8* %1676, i64 %sunkaddr4470
  %sunkaddr4472 = getelementptr i8, i8* %sunkaddr4471, i64 496
  %1677 = bitcast i8* %sunkaddr4472 to double*
  store double %.811.us.us.6.epil.7, double* %1677, align 8
  %1678 = add i64 %1675, 1
  %spec.select71.us.us.7.epil.7 = select i1 %1489, i64 %1678, i64 %.784.034.us.us.epil122
  %.800.us.us.7.epil.7 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.7
  %.801.us.us.7.epil.7 = load double, double* %.800.us.us.7.epil.7, align 8
  %.810.us.us.7.epil.7 = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.7 = fadd double %.801.us.us.7.epil.7, %.810.us.us.7.epil.7
  %sunkaddr4473 = mul i64 %loop.index36.us.us.epil121, 8
  %1679 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4474 = getelementptr i8, i8* %1679, i64 %sunkaddr4473
  %sunkaddr4475 = getelementptr i8, i8* %sunkaddr4474, i64 504
  %1680 = bitcast i8* %sunkaddr4475 to double*
  store double %.811.us.us.7.epil.7, double* %1680, align 8
  %1681 = add i64 %loop.index36.us.us.epil121, 64
  %lsr.iv.next1772 = add i64 %lsr.iv1771, 8
  %niter.ncmp.7275 = icmp eq i64 %lsr.iv.next1772, 0
  %1682 = add i64 %1678, 1
  br i1 %niter.ncmp.7275, label %for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa, label %for.body.us.us.epil120

for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa:  ; preds = %for.body.us.us.epil120, %B368.endif.else.endif.us.us.epil
  %spec.select71.us.us.7.epil.lcssa.ph = phi i64 [ undef, %B368.endif.else.endif.us.us.epil ], [ %spec.select71.us.us.7.epil.7, %for.body.us.us.epil120 ]
  %loop.index36.us.us.epil121.unr = phi i64 [ 0, %B368.endif.else.endif.us.us.epil ], [ %1681, %for.body.us.us.epil120 ]
  %.784.034.us.us.epil122.unr = phi i64 [ 0, %B368.endif.else.endif.us.us.epil ], [ %spec.select71.us.us.7.epil.7, %for.body.us.us.epil120 ]
  %1683 = icmp eq i64 %xtraiter272, 0
  br i1 %1683, label %for.end.loopexit.us.us.unr-lcssa.epil, label %for.body.us.us.epil120.epil.preheader

for.body.us.us.epil120.epil.preheader:            ; preds = %for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa
  br label %for.body.us.us.epil120.epil

for.body.us.us.epil120.epil:                      ; preds = %for.body.us.us.epil120.epil.preheader, %for.body.us.us.epil120.epil
  %lsr.iv1901 = phi i64 [ %1483, %for.body.us.us.epil120.epil.preheader ], [ %math4499, %for.body.us.us.epil120.epil ]
  %loop.index36.us.us.epil121.epil = phi i64 [ %1708, %for.body.us.us.epil120.epil ], [ %loop.index36.us.us.epil121.unr, %for.body.us.us.epil120.epil.preheader ]
  %.784.034.us.us.epil122.epil = phi i64 [ %spec.select71.us.us.7.epil.epil, %for.body.us.us.epil120.epil ], [ %.784.034.us.us.epil122.unr, %for.body.us.us.epil120.epil.preheader ]
  %1684 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil123.epil = select i1 %1684, i64 %loop.index36.us.us.epil121.epil, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.epil124.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil123.epil
  %.801.us.us.epil125.epil = load double, double* %.800.us.us.epil124.epil, align 8
  %.810.us.us.epil126.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil127.epil = fadd double %.801.us.us.epil125.epil, %.810.us.us.epil126.epil
  %sunkaddr4476 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1685 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4477 = getelementptr i8, i8* %1685, i64 %sunkaddr4476
  %1686 = bitcast i8* %sunkaddr4477 to double*
  store double %.811.us.us.epil127.epil, double* %1686, align 8
  %1687 = or i64 %loop.index36.us.us.epil121.epil, 1
  %spec.select71.us.us.1.epil.epil = select i1 %1684, i64 %1687, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.1.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.1.epil.epil
  %.801.us.us.1.epil.epil = load double, double* %.800.us.us.1.epil.epil, align 8
  %.810.us.us.1.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.1.epil.epil = fadd double %.801.us.us.1.epil.epil, %.810.us.us.1.epil.epil
  %sunkaddr4478 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1688 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4479 = getelementptr i8, i8* %1688, i64 %sunkaddr4478
  %sunkaddr4480 = getelementptr i8, i8* %sunkaddr4479, i64 8
  %1689 = bitcast i8* %sunkaddr4480 to double*
  store double %.811.us.us.1.epil.epil, double* %1689, align 8
  %1690 = or i64 %loop.index36.us.us.epil121.epil, 2
  %spec.select71.us.us.2.epil.epil = select i1 %1684, i64 %1690, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.2.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.2.epil.epil
  %.801.us.us.2.epil.epil = load double, double* %.800.us.us.2.epil.epil, align 8
  %.810.us.us.2.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.2.epil.epil = fadd double %.801.us.us.2.epil.epil, %.810.us.us.2.epil.epil
  %sunkaddr4481 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1691 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4482 = getelementptr i8, i8* %1691, i64 %sunkaddr4481
  %sunkaddr4483 = getelementptr i8, i8* %sunkaddr4482, i64 16
  %1692 = bitcast i8* %sunkaddr4483 to double*
  store double %.811.us.us.2.epil.epil, double* %1692, align 8
  %1693 = or i64 %loop.index36.us.us.epil121.epil, 3
  %spec.select71.us.us.3.epil.epil = select i1 %1684, i64 %1693, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.3.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.3.epil.epil
  %.801.us.us.3.epil.epil = load double, double* %.800.us.us.3.epil.epil, align 8
  %.810.us.us.3.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.3.epil.epil = fadd double %.801.us.us.3.epil.epil, %.810.us.us.3.epil.epil
  %sunkaddr4484 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1694 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4485 = getelementptr i8, i8* %1694, i64 %sunkaddr4484
  %sunkaddr4486 = getelementptr i8, i8* %sunkaddr4485, i64 24
  %1695 = bitcast i8* %sunkaddr4486 to double*
  store double %.811.us.us.3.epil.epil, double* %1695, align 8
  %1696 = or i64 %loop.index36.us.us.epil121.epil, 4
  %spec.select71.us.us.4.epil.epil = select i1 %1684, i64 %1696, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.4.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.4.epil.epil
  %.801.us.us.4.epil.epil = load double, double* %.800.us.us.4.epil.epil, align 8
  %.810.us.us.4.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.4.epil.epil = fadd double %.801.us.us.4.epil.epil, %.810.us.us.4.epil.epil
  %sunkaddr4487 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1697 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4488 = getelementptr i8, i8* %1697, i64 %sunkaddr4487
  %sunkaddr4489 = getelementptr i8, i8* %sunkaddr4488, i64 32
  %1698 = bitcast i8* %sunkaddr4489 to double*
  store double %.811.us.us.4.epil.epil, double* %1698, align 8
  %1699 = or i64 %loop.index36.us.us.epil121.epil, 5
  %spec.select71.us.us.5.epil.epil = select i1 %1684, i64 %1699, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.5.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.5.epil.epil
  %.801.us.us.5.epil.epil = load double, double* %.800.us.us.5.epil.epil, align 8
  %.810.us.us.5.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.5.epil.epil = fadd double %.801.us.us.5.epil.epil, %.810.us.us.5.epil.epil
  %sunkaddr4490 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1700 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4491 = getelementptr i8, i8* %1700, i64 %sunkaddr4490
  %sunkaddr4492 = getelementptr i8, i8* %sunkaddr4491, i64 40
  %1701 = bitcast i8* %sunkaddr4492 to double*
  store double %.811.us.us.5.epil.epil, double* %1701, align 8
  %1702 = or i64 %loop.index36.us.us.epil121.epil, 6
  %spec.select71.us.us.6.epil.epil = select i1 %1684, i64 %1702, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.6.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.6.epil.epil
  %.801.us.us.6.epil.epil = load double, double* %.800.us.us.6.epil.epil, align 8
  %.810.us.us.6.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.6.epil.epil = fadd double %.801.us.us.6.epil.epil, %.810.us.us.6.epil.epil
  %sunkaddr4493 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1703 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4494 = getelementptr i8, i8* %1703, i64 %sunkaddr4493
  %sunkaddr4495 = getelementptr i8, i8* %sunkaddr4494, i64 48
  %1704 = bitcast i8* %sunkaddr4495 to double*
  store double %.811.us.us.6.epil.epil, double* %1704, align 8
  %1705 = or i64 %loop.index36.us.us.epil121.epil, 7
  %spec.select71.us.us.7.epil.epil = select i1 %1684, i64 %1705, i64 %.784.034.us.us.epil122.epil
  %.800.us.us.7.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.7.epil.epil
  %.801.us.us.7.epil.epil = load double, double* %.800.us.us.7.epil.epil, align 8
  %.810.us.us.7.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.7.epil.epil = fadd double %.801.us.us.7.epil.epil, %.810.us.us.7.epil.epil
  %sunkaddr4496 = mul i64 %loop.index36.us.us.epil121.epil, 8
  %1706 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4497 = getelementptr i8, i8* %1706, i64 %sunkaddr4496
  %sunkaddr4498 = getelementptr i8, i8* %sunkaddr4497, i64 56
  %1707 = bitcast i8* %sunkaddr4498 to double*
  store double %.811.us.us.7.epil.epil, double* %1707, align 8
  %1708 = add nuw nsw i64 %loop.index36.us.us.epil121.epil, 8
  %1709 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv1901, i64 1)
  %math4499 = extractvalue { i64, i1 } %1709, 0
  %ov4500 = extractvalue { i64, i1 } %1709, 1
  br i1 %ov4500, label %for.end.loopexit.us.us.unr-lcssa.epil, label %for.body.us.us.epil120.epil, !llvm.loop !43

for.end.loopexit.us.us.unr-lcssa.epil:            ; preds = %for.body.us.us.epil120.epil, %for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa
  %spec.select71.us.us.7.epil.lcssa = phi i64 [ %spec.select71.us.us.7.epil.lcssa.ph, %for.end.loopexit.us.us.unr-lcssa.epil.unr-lcssa ], [ %spec.select71.us.us.7.epil.epil, %for.body.us.us.epil120.epil ]
  %1710 = icmp eq i64 %xtraiter.epil, 0
  br i1 %1710, label %for.end.loopexit.us.us.epil, label %for.body.us.us.epil.epil.preheader

for.body.us.us.epil.epil.preheader:               ; preds = %for.end.loopexit.us.us.unr-lcssa.epil
  br label %for.body.us.us.epil.epil

for.body.us.us.epil.epil:                         ; preds = %for.body.us.us.epil.epil.preheader, %for.body.us.us.epil.epil
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.us.us.epil.epil ], [ %xtraiter.epil, %for.body.us.us.epil.epil.preheader ]
  %loop.index36.us.us.epil.epil = phi i64 [ %.816.us.us.epil.epil, %for.body.us.us.epil.epil ], [ %unroll_iter.epil, %for.body.us.us.epil.epil.preheader ]
  %.784.034.us.us.epil.epil = phi i64 [ %spec.select71.us.us.epil.epil, %for.body.us.us.epil.epil ], [ %spec.select71.us.us.7.epil.lcssa, %for.body.us.us.epil.epil.preheader ]
  %1711 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.us.epil.epil = select i1 %1711, i64 %loop.index36.us.us.epil.epil, i64 %.784.034.us.us.epil.epil
  %.800.us.us.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.us.epil.epil
  %.801.us.us.epil.epil = load double, double* %.800.us.us.epil.epil, align 8
  %.810.us.us.epil.epil = load double, double* %sunkaddr616209, align 8
  %.811.us.us.epil.epil = fadd double %.801.us.us.epil.epil, %.810.us.us.epil.epil
  %scevgep1918 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.us.epil.epil
  store double %.811.us.us.epil.epil, double* %scevgep1918, align 8
  %.816.us.us.epil.epil = add nuw nsw i64 %loop.index36.us.us.epil.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.epil.not, label %for.end.loopexit.us.us.epil, label %for.body.us.us.epil.epil, !llvm.loop !33

for.end.loopexit.us.us.epil:                      ; preds = %for.body.us.us.epil.epil, %for.end.loopexit.us.us.unr-lcssa.epil
  %.487.us.us.epil = add nuw nsw i64 %.418.093.us.us.epil, 1
  %epil.iter130.next = add nuw nsw i64 %epil.iter130, 1
  %epil.iter130.cmp.not = icmp eq i64 %epil.iter130.next, %xtraiter119
  br i1 %epil.iter130.cmp.not, label %B756.endif, label %B368.endif.else.endif.us.us.epil, !llvm.loop !42

B756.endif.loopexit118.unr-lcssa:                 ; preds = %for.end.loopexit.us.3, %B368.endif.else.endif.us.preheader
  %.418.093.us.unr = phi i64 [ 0, %B368.endif.else.endif.us.preheader ], [ %unroll_iter179, %for.end.loopexit.us.3 ]
  %lcmp.mod178.not = icmp eq i64 %xtraiter119, 0
  br i1 %lcmp.mod178.not, label %B756.endif, label %B368.endif.else.endif.us.epil.preheader

B368.endif.else.endif.us.epil.preheader:          ; preds = %B756.endif.loopexit118.unr-lcssa
  %xtraiter158.epil = and i64 %.361.fca.5.0.load, 7
  %unroll_iter161.epil = and i64 %.361.fca.5.0.load, -8
  %1712 = icmp ult i64 %25, 7
  br i1 %1712, label %B368.endif.else.endif.us.epil.preheader.split.us, label %B368.endif.else.endif.us.epil.preheader270

B368.endif.else.endif.us.epil.preheader270:       ; preds = %B368.endif.else.endif.us.epil.preheader
  %1713 = add i64 %unroll_iter161.epil, -8
  %1714 = lshr exact i64 %1713, 3
  %1715 = add i64 %1714, 1
  %xtraiter498 = and i64 %1715, 3
  %1716 = lshr i64 %1715, 2
  %1717 = mul nsw i64 %1716, -4
  %1718 = sub i64 0, %xtraiter498
  br label %B368.endif.else.endif.us.epil

B368.endif.else.endif.us.epil.preheader.split.us: ; preds = %B368.endif.else.endif.us.epil.preheader
  %1719 = icmp eq i64 %xtraiter158.epil, 0
  br i1 %1719, label %B756.endif, label %B368.endif.else.endif.us.epil.us.preheader

B368.endif.else.endif.us.epil.us.preheader:       ; preds = %B368.endif.else.endif.us.epil.preheader.split.us
  br label %B368.endif.else.endif.us.epil.us

B368.endif.else.endif.us.epil.us:                 ; preds = %B368.endif.else.endif.us.epil.us.preheader, %for.end.loopexit.us.epil.loopexit.us
  %.418.093.us.epil.us = phi i64 [ %.487.us.epil.us, %for.end.loopexit.us.epil.loopexit.us ], [ %.418.093.us.unr, %B368.endif.else.endif.us.epil.us.preheader ]
  %epil.iter177.us = phi i64 [ %epil.iter177.next.us, %for.end.loopexit.us.epil.loopexit.us ], [ 0, %B368.endif.else.endif.us.epil.us.preheader ]
  %.702.us.epil.us = mul i64 %.418.093.us.epil.us, %arg.arr.5.1
  %.706.us.epil.us = getelementptr double, double* %arg.arr.4, i64 %.702.us.epil.us
  br label %for.body.us.epil.epil.us

for.body.us.epil.epil.us:                         ; preds = %for.body.us.epil.epil.us, %B368.endif.else.endif.us.epil.us
  %loop.index36.us.epil.epil.us = phi i64 [ %.816.us.epil.epil.us, %for.body.us.epil.epil.us ], [ 0, %B368.endif.else.endif.us.epil.us ]
  %.787.035.us.epil.epil.us = phi i64 [ %.787.1.us.epil.epil.us, %for.body.us.epil.epil.us ], [ 0, %B368.endif.else.endif.us.epil.us ]
  %.784.034.us.epil.epil.us = phi i64 [ %spec.select71.us.epil.epil.us, %for.body.us.epil.epil.us ], [ 0, %B368.endif.else.endif.us.epil.us ]
  %1720 = icmp eq i64 %arg.arr.5.1, 1
  %1721 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil.epil.us = select i1 %1721, i64 %loop.index36.us.epil.epil.us, i64 %.784.034.us.epil.epil.us
  %.800.us.epil.epil.us = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil.epil.us
  %.801.us.epil.epil.us = load double, double* %.800.us.epil.epil.us, align 8
  %.787.1.us.epil.epil.us = select i1 %1720, i64 %.787.035.us.epil.epil.us, i64 %loop.index36.us.epil.epil.us
  %.809.us.epil.epil.us = getelementptr double, double* %.706.us.epil.us, i64 %.787.1.us.epil.epil.us
  %.810.us.epil.epil.us = load double, double* %.809.us.epil.epil.us, align 8
  %.811.us.epil.epil.us = fadd double %.801.us.epil.epil.us, %.810.us.epil.epil.us
  %scevgep2508 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil.epil.us
  store double %.811.us.epil.epil.us, double* %scevgep2508, align 8
  %.816.us.epil.epil.us = add nuw nsw i64 %loop.index36.us.epil.epil.us, 1
  %epil.iter159.cmp.epil.not.us = icmp eq i64 %xtraiter158.epil, %.816.us.epil.epil.us
  br i1 %epil.iter159.cmp.epil.not.us, label %for.end.loopexit.us.epil.loopexit.us, label %for.body.us.epil.epil.us, !llvm.loop !38

for.end.loopexit.us.epil.loopexit.us:             ; preds = %for.body.us.epil.epil.us
  %.487.us.epil.us = add nuw nsw i64 %.418.093.us.epil.us, 1
  %epil.iter177.next.us = add nuw nsw i64 %epil.iter177.us, 1
  %epil.iter177.cmp.not.us = icmp eq i64 %epil.iter177.next.us, %xtraiter119
  br i1 %epil.iter177.cmp.not.us, label %B756.endif, label %B368.endif.else.endif.us.epil.us, !llvm.loop !44

B368.endif.else.endif.us.epil:                    ; preds = %for.end.loopexit.us.epil, %B368.endif.else.endif.us.epil.preheader270
  %.418.093.us.epil = phi i64 [ %.487.us.epil, %for.end.loopexit.us.epil ], [ %.418.093.us.unr, %B368.endif.else.endif.us.epil.preheader270 ]
  %epil.iter177 = phi i64 [ %epil.iter177.next, %for.end.loopexit.us.epil ], [ 0, %B368.endif.else.endif.us.epil.preheader270 ]
  %1722 = icmp ult i64 %1713, 24
  %.702.us.epil = mul i64 %.418.093.us.epil, %arg.arr.5.1
  %.706.us.epil = getelementptr double, double* %arg.arr.4, i64 %.702.us.epil
  br i1 %1722, label %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa, label %for.body.us.epil164.preheader

for.body.us.epil164.preheader:                    ; preds = %B368.endif.else.endif.us.epil
  br label %for.body.us.epil164

for.body.us.epil164:                              ; preds = %for.body.us.epil164.preheader, %for.body.us.epil164
  %lsr.iv2509 = phi i64 [ %1717, %for.body.us.epil164.preheader ], [ %lsr.iv.next2510, %for.body.us.epil164 ]
  %loop.index36.us.epil165 = phi i64 [ %1821, %for.body.us.epil164 ], [ 0, %for.body.us.epil164.preheader ]
  %.787.035.us.epil166 = phi i64 [ %.787.1.us.7.epil.3, %for.body.us.epil164 ], [ 0, %for.body.us.epil164.preheader ]
  %.784.034.us.epil167 = phi i64 [ %spec.select71.us.7.epil.3, %for.body.us.epil164 ], [ 0, %for.body.us.epil164.preheader ]
  %1723 = icmp eq i64 %arg.arr.5.1, 1
  %1724 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil168 = select i1 %1724, i64 %loop.index36.us.epil165, i64 %.784.034.us.epil167
  %.800.us.epil169 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil168
  %.801.us.epil170 = load double, double* %.800.us.epil169, align 8
  %.787.1.us.epil171 = select i1 %1723, i64 %.787.035.us.epil166, i64 %loop.index36.us.epil165
  %.809.us.epil172 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil171
  %.810.us.epil173 = load double, double* %.809.us.epil172, align 8
  %.811.us.epil174 = fadd double %.801.us.epil170, %.810.us.epil173
  %sunkaddr4501 = mul i64 %loop.index36.us.epil165, 8
  %1725 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4502 = getelementptr i8, i8* %1725, i64 %sunkaddr4501
  %1726 = bitcast i8* %sunkaddr4502 to double*
  store double %.811.us.epil174, double* %1726, align 8
  %1727 = add i64 %loop.index36.us.epil165, 1
  %spec.select71.us.1.epil = select i1 %1724, i64 %1727, i64 %.784.034.us.epil167
  %.800.us.1.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil
  %.801.us.1.epil = load double, double* %.800.us.1.epil, align 8
  %.787.1.us.1.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1727
  %.809.us.1.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.1.epil
  %.810.us.1.epil = load double, double* %.809.us.1.epil, align 8
  %.811.us.1.epil = fadd double %.801.us.1.epil, %.810.us.1.epil
  %sunkaddr4503 = mul i64 %loop.index36.us.epil165, 8
  %1728 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4504 = getelementptr i8, i8* %1728, i64 %sunkaddr4503
  %sunkaddr4505 = getelementptr i8, i8* %sunkaddr4504, i64 8
  %1729 = bitcast i8* %sunkaddr4505 to double*
  store double %.811.us.1.epil, double* %1729, align 8
  %1730 = add i64 %1727, 1
  %spec.select71.us.2.epil = select i1 %1724, i64 %1730, i64 %.784.034.us.epil167
  %.800.us.2.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil
  %.801.us.2.epil = load double, double* %.800.us.2.epil, align 8
  %.787.1.us.2.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1730
  %.809.us.2.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.2.epil
  %.810.us.2.epil = load double, double* %.809.us.2.epil, align 8
  %.811.us.2.epil = fadd double %.801.us.2.epil, %.810.us.2.epil
  %sunkaddr4506 = mul i64 %loop.index36.us.epil165, 8
  %1731 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4507 = getelementptr i8, i8* %1731, i64 %sunkaddr4506
  %sunkaddr4508 = getelementptr i8, i8* %sunkaddr4507, i64 16
  %1732 = bitcast i8* %sunkaddr4508 to double*
  store double %.811.us.2.epil, double* %1732, align 8
  %1733 = add i64 %1730, 1
  %spec.select71.us.3.epil = select i1 %1724, i64 %1733, i64 %.784.034.us.epil167
  %.800.us.3.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil
  %.801.us.3.epil = load double, double* %.800.us.3.epil, align 8
  %.787.1.us.3.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1733
  %.809.us.3.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.3.epil
  %.810.us.3.epil = load double, double* %.809.us.3.epil, align 8
  %.811.us.3.epil = fadd double %.801.us.3.epil, %.810.us.3.epil
  %sunkaddr4509 = mul i64 %loop.index36.us.epil165, 8
  %1734 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4510 = getelementptr i8, i8* %1734, i64 %sunkaddr4509
  %sunkaddr4511 = getelementptr i8, i8* %sunkaddr4510, i64 24
  %1735 = bitcast i8* %sunkaddr4511 to double*
  store double %.811.us.3.epil, double* %1735, align 8
  %1736 = add i64 %1733, 1
  %spec.select71.us.4.epil = select i1 %1724, i64 %1736, i64 %.784.034.us.epil167
  %.800.us.4.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil
  %.801.us.4.epil = load double, double* %.800.us.4.epil, align 8
  %.787.1.us.4.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1736
  %.809.us.4.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.4.epil
  %.810.us.4.epil = load double, double* %.809.us.4.epil, align 8
  %.811.us.4.epil = fadd double %.801.us.4.epil, %.810.us.4.epil
  %sunkaddr4512 = mul i64 %loop.index36.us.epil165, 8
  %1737 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4513 = getelementptr i8, i8* %1737, i64 %sunkaddr4512
  %sunkaddr4514 = getelementptr i8, i8* %sunkaddr4513, i64 32
  %1738 = bitcast i8* %sunkaddr4514 to double*
  store double %.811.us.4.epil, double* %1738, align 8
  %1739 = add i64 %1736, 1
  %spec.select71.us.5.epil = select i1 %1724, i64 %1739, i64 %.784.034.us.epil167
  %.800.us.5.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil
  %.801.us.5.epil = load double, double* %.800.us.5.epil, align 8
  %.787.1.us.5.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1739
  %.809.us.5.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.5.epil
  %.810.us.5.epil = load double, double* %.809.us.5.epil, align 8
  %.811.us.5.epil = fadd double %.801.us.5.epil, %.810.us.5.epil
  %sunkaddr4515 = mul i64 %loop.index36.us.epil165, 8
  %1740 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4516 = getelementptr i8, i8* %1740, i64 %sunkaddr4515
  %sunkaddr4517 = getelementptr i8, i8* %sunkaddr4516, i64 40
  %1741 = bitcast i8* %sunkaddr4517 to double*
  store double %.811.us.5.epil, double* %1741, align 8
  %1742 = add i64 %1739, 1
  %spec.select71.us.6.epil = select i1 %1724, i64 %1742, i64 %.784.034.us.epil167
  %.800.us.6.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil
  %.801.us.6.epil = load double, double* %.800.us.6.epil, align 8
  %.787.1.us.6.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1742
  %.809.us.6.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.6.epil
  %.810.us.6.epil = load double, double* %.809.us.6.epil, align 8
  %.811.us.6.epil = fadd double %.801.us.6.epil, %.810.us.6.epil
  %sunkaddr4518 = mul i64 %loop.index36.us.epil165, 8
  %1743 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4519 = getelementptr i8, i8* %1743, i64 %sunkaddr4518
  %sunkaddr4520 = getelementptr i8, i8* %sunkaddr4519, i64 48
  %1744 = bitcast i8* %sunkaddr4520 to double*
  store double %.811.us.6.epil, double* %1744, align 8
  %1745 = add i64 %1742, 1
  %spec.select71.us.7.epil = select i1 %1724, i64 %1745, i64 %.784.034.us.epil167
  %.800.us.7.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil
  %.801.us.7.epil = load double, double* %.800.us.7.epil, align 8
  %.787.1.us.7.epil = select i1 %1723, i64 %.787.035.us.epil166, i64 %1745
  %.809.us.7.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.7.epil
  %.810.us.7.epil = load double, double* %.809.us.7.epil, align 8
  %.811.us.7.epil = fadd double %.801.us.7.epil, %.810.us.7.epil
  %sunkaddr4521 = mul i64 %loop.index36.us.epil165, 8
  %1746 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4522 = getelementptr i8, i8* %1746, i64 %sunkaddr4521
  %sunkaddr4523 = getelementptr i8, i8* %sunkaddr4522, i64 56
  %1747 = bitcast i8* %sunkaddr4523 to double*
  store double %.811.us.7.epil, double* %1747, align 8
  %1748 = add i64 %1745, 1
  %spec.select71.us.epil168.1 = select i1 %1724, i64 %1748, i64 %.784.034.us.epil167
  %.800.us.epil169.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil168.1
  %.801.us.epil170.1 = load double, double* %.800.us.epil169.1, align 8
  %.787.1.us.epil171.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1748
  %.809.us.epil172.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil171.1
  %.810.us.epil173.1 = load double, double* %.809.us.epil172.1, align 8
  %.811.us.epil174.1 = fadd double %.801.us.epil170.1, %.810.us.epil173.1
  %sunkaddr4524 = mul i64 %loop.index36.us.epil165, 8
  %1749 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4525 = getelementptr i8, i8* %1749, i64 %sunkaddr4524
  %sunkaddr4526 = getelementptr i8, i8* %sunkaddr4525, i64 64
  %1750 = bitcast i8* %sunkaddr4526 to double*
  store double %.811.us.epil174.1, double* %1750, align 8
  %1751 = add i64 %1748, 1
  %spec.select71.us.1.epil.1 = select i1 %1724, i64 %1751, i64 %.784.034.us.epil167
  %.800.us.1.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil.1
  %.801.us.1.epil.1 = load double, double* %.800.us.1.epil.1, align 8
  %.787.1.us.1.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1751
  %.809.us.1.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.1.epil.1
  %.810.us.1.epil.1 = load double, double* %.809.us.1.epil.1, align 8
  %.811.us.1.epil.1 = fadd double %.801.us.1.epil.1, %.810.us.1.epil.1
  %sunkaddr4527 = mul i64 %loop.index36.us.epil165, 8
  %1752 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4528 = getelementptr i8, i8* %1752, i64 %sunkaddr4527
  %sunkaddr4529 = getelementptr i8, i8* %sunkaddr4528, i64 72
  %1753 = bitcast i8* %sunkaddr4529 to double*
  store double %.811.us.1.epil.1, double* %1753, align 8
  %1754 = add i64 %1751, 1
  %spec.select71.us.2.epil.1 = select i1 %1724, i64 %1754, i64 %.784.034.us.epil167
  %.800.us.2.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil.1
  %.801.us.2.epil.1 = load double, double* %.800.us.2.epil.1, align 8
  %.787.1.us.2.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1754
  %.809.us.2.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.2.epil.1
  %.810.us.2.epil.1 = load double, double* %.809.us.2.epil.1, align 8
  %.811.us.2.epil.1 = fadd double %.801.us.2.epil.1, %.810.us.2.epil.1
  %sunkaddr4530 = mul i64 %loop.index36.us.epil165, 8
  %1755 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4531 = getelementptr i8, i8* %1755, i64 %sunkaddr4530
  %sunkaddr4532 = getelementptr i8, i8* %sunkaddr4531, i64 80
  %1756 = bitcast i8* %sunkaddr4532 to double*
  store double %.811.us.2.epil.1, double* %1756, align 8
  %1757 = add i64 %1754, 1
  %spec.select71.us.3.epil.1 = select i1 %1724, i64 %1757, i64 %.784.034.us.epil167
  %.800.us.3.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil.1
  %.801.us.3.epil.1 = load double, double* %.800.us.3.epil.1, align 8
  %.787.1.us.3.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1757
  %.809.us.3.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.3.epil.1
  %.810.us.3.epil.1 = load double, double* %.809.us.3.epil.1, align 8
  %.811.us.3.epil.1 = fadd double %.801.us.3.epil.1, %.810.us.3.epil.1
  %sunkaddr4533 = mul i64 %loop.index36.us.epil165, 8
  %1758 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4534 = getelementptr i8, i8* %1758, i64 %sunkaddr4533
  %sunkaddr4535 = getelementptr i8, i8* %sunkaddr4534, i64 88
  %1759 = bitcast i8* %sunkaddr4535 to double*
  store double %.811.us.3.epil.1, double* %1759, align 8
  %1760 = add i64 %1757, 1
  %spec.select71.us.4.epil.1 = select i1 %1724, i64 %1760, i64 %.784.034.us.epil167
  %.800.us.4.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil.1
  %.801.us.4.epil.1 = load double, double* %.800.us.4.epil.1, align 8
  %.787.1.us.4.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1760
  %.809.us.4.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.4.epil.1
  %.810.us.4.epil.1 = load double, double* %.809.us.4.epil.1, align 8
  %.811.us.4.epil.1 = fadd double %.801.us.4.epil.1, %.810.us.4.epil.1
  %sunkaddr4536 = mul i64 %loop.index36.us.epil165, 8
  %1761 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4537 = getelementptr i8, i8* %1761, i64 %sunkaddr4536
  %sunkaddr4538 = getelementptr i8, i8* %sunkaddr4537, i64 96
  %1762 = bitcast i8* %sunkaddr4538 to double*
  store double %.811.us.4.epil.1, double* %1762, align 8
  %1763 = add i64 %1760, 1
  %spec.select71.us.5.epil.1 = select i1 %1724, i64 %1763, i64 %.784.034.us.epil167
  %.800.us.5.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil.1
  %.801.us.5.epil.1 = load double, double* %.800.us.5.epil.1, align 8
  %.787.1.us.5.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1763
  %.809.us.5.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.5.epil.1
  %.810.us.5.epil.1 = load double, double* %.809.us.5.epil.1, align 8
  %.811.us.5.epil.1 = fadd double %.801.us.5.epil.1, %.810.us.5.epil.1
  %sunkaddr4539 = mul i64 %loop.index36.us.epil165, 8
  %1764 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4540 = getelementptr i8, i8* %1764, i64 %sunkaddr4539
  %sunkaddr4541 = getelementptr i8, i8* %sunkaddr4540, i64 104
  %1765 = bitcast i8* %sunkaddr4541 to double*
  store double %.811.us.5.epil.1, double* %1765, align 8
  %1766 = add i64 %1763, 1
  %spec.select71.us.6.epil.1 = select i1 %1724, i64 %1766, i64 %.784.034.us.epil167
  %.800.us.6.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil.1
  %.801.us.6.epil.1 = load double, double* %.800.us.6.epil.1, align 8
  %.787.1.us.6.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1766
  %.809.us.6.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.6.epil.1
  %.810.us.6.epil.1 = load double, double* %.809.us.6.epil.1, align 8
  %.811.us.6.epil.1 = fadd double %.801.us.6.epil.1, %.810.us.6.epil.1
  %sunkaddr4542 = mul i64 %loop.index36.us.epil165, 8
  %1767 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4543 = getelementptr i8, i8* %1767, i64 %sunkaddr4542
  %sunkaddr4544 = getelementptr i8, i8* %sunkaddr4543, i64 112
  %1768 = bitcast i8* %sunkaddr4544 to double*
  store double %.811.us.6.epil.1, double* %1768, align 8
  %1769 = add i64 %1766, 1
  %spec.select71.us.7.epil.1 = select i1 %1724, i64 %1769, i64 %.784.034.us.epil167
  %.800.us.7.epil.1 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil.1
  %.801.us.7.epil.1 = load double, double* %.800.us.7.epil.1, align 8
  %.787.1.us.7.epil.1 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1769
  %.809.us.7.epil.1 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.7.epil.1
  %.810.us.7.epil.1 = load double, double* %.809.us.7.epil.1, align 8
  %.811.us.7.epil.1 = fadd double %.801.us.7.epil.1, %.810.us.7.epil.1
  %sunkaddr4545 = mul i64 %loop.index36.us.epil165, 8
  %1770 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4546 = getelementptr i8, i8* %1770, i64 %sunkaddr4545
  %sunkaddr4547 = getelementptr i8, i8* %sunkaddr4546, i64 120
  %1771 = bitcast i8* %sunkaddr4547 to double*
  store double %.811.us.7.epil.1, double* %1771, align 8
  %1772 = add i64 %1769, 1
  %spec.select71.us.epil168.2 = select i1 %1724, i64 %1772, i64 %.784.034.us.epil167
  %.800.us.epil169.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil168.2
  %.801.us.epil170.2 = load double, double* %.800.us.epil169.2, align 8
  %.787.1.us.epil171.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1772
  %.809.us.epil172.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil171.2
  %.810.us.epil173.2 = load double, double* %.809.us.epil172.2, align 8
  %.811.us.epil174.2 = fadd double %.801.us.epil170.2, %.810.us.epil173.2
  %sunkaddr4548 = mul i64 %loop.index36.us.epil165, 8
  %1773 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4549 = getelementptr i8, i8* %1773, i64 %sunkaddr4548
  %sunkaddr4550 = getelementptr i8, i8* %sunkaddr4549, i64 128
  %1774 = bitcast i8* %sunkaddr4550 to double*
  store double %.811.us.epil174.2, double* %1774, align 8
  %1775 = add i64 %1772, 1
  %spec.select71.us.1.epil.2 = select i1 %1724, i64 %1775, i64 %.784.034.us.epil167
  %.800.us.1.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil.2
  %.801.us.1.epil.2 = load double, double* %.800.us.1.epil.2, align 8
  %.787.1.us.1.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1775
  %.809.us.1.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.1.epil.2
  %.810.us.1.epil.2 = load double, double* %.809.us.1.epil.2, align 8
  %.811.us.1.epil.2 = fadd double %.801.us.1.epil.2, %.810.us.1.epil.2
  %sunkaddr4551 = mul i64 %loop.index36.us.epil165, 8
  %1776 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4552 = getelementptr i8, i8* %1776, i64 %sunkaddr4551
  %sunkaddr4553 = getelementptr i8, i8* %sunkaddr4552, i64 136
  %1777 = bitcast i8* %sunkaddr4553 to double*
  store double %.811.us.1.epil.2, double* %1777, align 8
  %1778 = add i64 %1775, 1
  %spec.select71.us.2.epil.2 = select i1 %1724, i64 %1778, i64 %.784.034.us.epil167
  %.800.us.2.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil.2
  %.801.us.2.epil.2 = load double, double* %.800.us.2.epil.2, align 8
  %.787.1.us.2.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1778
  %.809.us.2.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.2.epil.2
  %.810.us.2.epil.2 = load double, double* %.809.us.2.epil.2, align 8
  %.811.us.2.epil.2 = fadd double %.801.us.2.epil.2, %.810.us.2.epil.2
  %sunkaddr4554 = mul i64 %loop.index36.us.epil165, 8
  %1779 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4555 = getelementptr i8, i8* %1779, i64 %sunkaddr4554
  %sunkaddr4556 = getelementptr i8, i8* %sunkaddr4555, i64 144
  %1780 = bitcast i8* %sunkaddr4556 to double*
  store double %.811.us.2.epil.2, double* %1780, align 8
  %1781 = add i64 %1778, 1
  %spec.select71.us.3.epil.2 = select i1 %1724, i64 %1781, i64 %.784.034.us.epil167
  %.800.us.3.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil.2
  %.801.us.3.epil.2 = load double, double* %.800.us.3.epil.2, align 8
  %.787.1.us.3.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1781
  %.809.us.3.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.3.epil.2
  %.810.us.3.epil.2 = load double, double* %.809.us.3.epil.2, align 8
  %.811.us.3.epil.2 = fadd double %.801.us.3.epil.2, %.810.us.3.epil.2
  %sunkaddr4557 = mul i64 %loop.index36.us.epil165, 8
  %1782 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4558 = getelementptr i8, i8* %1782, i64 %sunkaddr4557
  %sunkaddr4559 = getelementptr i8, i8* %sunkaddr4558, i64 152
  %1783 = bitcast i8* %sunkaddr4559 to double*
  store double %.811.us.3.epil.2, double* %1783, align 8
  %1784 = add i64 %1781, 1
  %spec.select71.us.4.epil.2 = select i1 %1724, i64 %1784, i64 %.784.034.us.epil167
  %.800.us.4.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil.2
  %.801.us.4.epil.2 = load double, double* %.800.us.4.epil.2, align 8
  %.787.1.us.4.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1784
  %.809.us.4.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.4.epil.2
  %.810.us.4.epil.2 = load double, double* %.809.us.4.epil.2, align 8
  %.811.us.4.epil.2 = fadd double %.801.us.4.epil.2, %.810.us.4.epil.2
  %sunkaddr4560 = mul i64 %loop.index36.us.epil165, 8
  %1785 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4561 = getelementptr i8, i8* %1785, i64 %sunkaddr4560
  %sunkaddr4562 = getelementptr i8, i8* %sunkaddr4561, i64 160
  %1786 = bitcast i8* %sunkaddr4562 to double*
  store double %.811.us.4.epil.2, double* %1786, align 8
  %1787 = add i64 %1784, 1
  %spec.select71.us.5.epil.2 = select i1 %1724, i64 %1787, i64 %.784.034.us.epil167
  %.800.us.5.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil.2
  %.801.us.5.epil.2 = load double, double* %.800.us.5.epil.2, align 8
  %.787.1.us.5.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1787
  %.809.us.5.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.5.epil.2
  %.810.us.5.epil.2 = load double, double* %.809.us.5.epil.2, align 8
  %.811.us.5.epil.2 = fadd double %.801.us.5.epil.2, %.810.us.5.epil.2
  %sunkaddr4563 = mul i64 %loop.index36.us.epil165, 8
  %1788 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4564 = getelementptr i8, i8* %1788, i64 %sunkaddr4563
  %sunkaddr4565 = getelementptr i8, i8* %sunkaddr4564, i64 168
  %1789 = bitcast i8* %sunkaddr4565 to double*
  store double %.811.us.5.epil.2, double* %1789, align 8
  %1790 = add i64 %1787, 1
  %spec.select71.us.6.epil.2 = select i1 %1724, i64 %1790, i64 %.784.034.us.epil167
  %.800.us.6.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil.2
  %.801.us.6.epil.2 = load double, double* %.800.us.6.epil.2, align 8
  %.787.1.us.6.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1790
  %.809.us.6.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.6.epil.2
  %.810.us.6.epil.2 = load double, double* %.809.us.6.epil.2, align 8
  %.811.us.6.epil.2 = fadd double %.801.us.6.epil.2, %.810.us.6.epil.2
  %sunkaddr4566 = mul i64 %loop.index36.us.epil165, 8
  %1791 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4567 = getelementptr i8, i8* %1791, i64 %sunkaddr4566
  %sunkaddr4568 = getelementptr i8, i8* %sunkaddr4567, i64 176
  %1792 = bitcast i8* %sunkaddr4568 to double*
  store double %.811.us.6.epil.2, double* %1792, align 8
  %1793 = add i64 %1790, 1
  %spec.select71.us.7.epil.2 = select i1 %1724, i64 %1793, i64 %.784.034.us.epil167
  %.800.us.7.epil.2 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil.2
  %.801.us.7.epil.2 = load double, double* %.800.us.7.epil.2, align 8
  %.787.1.us.7.epil.2 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1793
  %.809.us.7.epil.2 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.7.epil.2
  %.810.us.7.epil.2 = load double, double* %.809.us.7.epil.2, align 8
  %.811.us.7.epil.2 = fadd double %.801.us.7.epil.2, %.810.us.7.epil.2
  %sunkaddr4569 = mul i64 %loop.index36.us.epil165, 8
  %1794 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4570 = getelementptr i8, i8* %1794, i64 %sunkaddr4569
  %sunkaddr4571 = getelementptr i8, i8* %sunkaddr4570, i64 184
  %1795 = bitcast i8* %sunkaddr4571 to double*
  store double %.811.us.7.epil.2, double* %1795, align 8
  %1796 = add i64 %1793, 1
  %spec.select71.us.epil168.3 = select i1 %1724, i64 %1796, i64 %.784.034.us.epil167
  %.800.us.epil169.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil168.3
  %.801.us.epil170.3 = load double, double* %.800.us.epil169.3, align 8
  %.787.1.us.epil171.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1796
  %.809.us.epil172.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil171.3
  %.810.us.epil173.3 = load double, double* %.809.us.epil172.3, align 8
  %.811.us.epil174.3 = fadd double %.801.us.epil170.3, %.810.us.epil173.3
  %sunkaddr4572 = mul i64 %loop.index36.us.epil165, 8
  %1797 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4573 = getelementptr i8, i8* %1797, i64 %sunkaddr4572
  %sunkaddr4574 = getelementptr i8, i8* %sunkaddr4573, i64 192
  %1798 = bitcast i8* %sunkaddr4574 to double*
  store double %.811.us.epil174.3, double* %1798, align 8
  %1799 = add i64 %1796, 1
  %spec.select71.us.1.epil.3 = select i1 %1724, i64 %1799, i64 %.784.034.us.epil167
  %.800.us.1.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil.3
  %.801.us.1.epil.3 = load double, double* %.800.us.1.epil.3, align 8
  %.787.1.us.1.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1799
  %.809.us.1.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.1.epil.3
  %.810.us.1.epil.3 = load double, double* %.809.us.1.epil.3, align 8
  %.811.us.1.epil.3 = fadd double %.801.us.1.epil.3, %.810.us.1.epil.3
  %sunkaddr4575 = mul i64 %loop.index36.us.epil165, 8
  %1800 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4576 = getelementptr i8, i8* %1800, i64 %sunkaddr4575
  %sunkaddr4577 = getelementptr i8, i8* %sunkaddr4576, i64 200
  %1801 = bitcast i8* %sunkaddr4577 to double*
  store double %.811.us.1.epil.3, double* %1801, align 8
  %1802 = add i64 %1799, 1
  %spec.select71.us.2.epil.3 = select i1 %1724, i64 %1802, i64 %.784.034.us.epil167
  %.800.us.2.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil.3
  %.801.us.2.epil.3 = load double, double* %.800.us.2.epil.3, align 8
  %.787.1.us.2.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1802
  %.809.us.2.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.2.epil.3
  %.810.us.2.epil.3 = load double, double* %.809.us.2.epil.3, align 8
  %.811.us.2.epil.3 = fadd double %.801.us.2.epil.3, %.810.us.2.epil.3
  %sunkaddr4578 = mul i64 %loop.index36.us.epil165, 8
  %1803 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4579 = getelementptr i8, i8* %1803, i64 %sunkaddr4578
  %sunkaddr4580 = getelementptr i8, i8* %sunkaddr4579, i64 208
  %1804 = bitcast i8* %sunkaddr4580 to double*
  store double %.811.us.2.epil.3, double* %1804, align 8
  %1805 = add i64 %1802, 1
  %spec.select71.us.3.epil.3 = select i1 %1724, i64 %1805, i64 %.784.034.us.epil167
  %.800.us.3.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil.3
  %.801.us.3.epil.3 = load double, double* %.800.us.3.epil.3, align 8
  %.787.1.us.3.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1805
  %.809.us.3.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.3.epil.3
  %.810.us.3.epil.3 = load double, double* %.809.us.3.epil.3, align 8
  %.811.us.3.epil.3 = fadd double %.801.us.3.epil.3, %.810.us.3.epil.3
  %sunkaddr4581 = mul i64 %loop.index36.us.epil165, 8
  %1806 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4582 = getelementptr i8, i8* %1806, i64 %sunkaddr4581
  %sunkaddr4583 = getelementptr i8, i8* %sunkaddr4582, i64 216
  %1807 = bitcast i8* %sunkaddr4583 to double*
  store double %.811.us.3.epil.3, double* %1807, align 8
  %1808 = add i64 %1805, 1
  %spec.select71.us.4.epil.3 = select i1 %1724, i64 %1808, i64 %.784.034.us.epil167
  %.800.us.4.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil.3
  %.801.us.4.epil.3 = load double, double* %.800.us.4.epil.3, align 8
  %.787.1.us.4.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1808
  %.809.us.4.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.4.epil.3
  %.810.us.4.epil.3 = load double, double* %.809.us.4.epil.3, align 8
  %.811.us.4.epil.3 = fadd double %.801.us.4.epil.3, %.810.us.4.epil.3
  %sunkaddr4584 = mul i64 %loop.index36.us.epil165, 8
  %1809 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4585 = getelementptr i8, i8* %1809, i64 %sunkaddr4584
  %sunkaddr4586 = getelementptr i8, i8* %sunkaddr4585, i64 224
  %1810 = bitcast i8* %sunkaddr4586 to double*
  store double %.811.us.4.epil.3, double* %1810, align 8
  %1811 = add i64 %1808, 1
  %spec.select71.us.5.epil.3 = select i1 %1724, i64 %1811, i64 %.784.034.us.epil167
  %.800.us.5.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil.3
  %.801.us.5.epil.3 = load double, double* %.800.us.5.epil.3, align 8
  %.787.1.us.5.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1811
  %.809.us.5.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.5.epil.3
  %.810.us.5.epil.3 = load double, double* %.809.us.5.epil.3, align 8
  %.811.us.5.epil.3 = fadd double %.801.us.5.epil.3, %.810.us.5.epil.3
  %sunkaddr4587 = mul i64 %loop.index36.us.epil165, 8
  %1812 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4588 = getelementptr i8, i8* %1812, i64 %sunkaddr4587
  %sunkaddr4589 = getelementptr i8, i8* %sunkaddr4588, i64 232
  %1813 = bitcast i8* %sunkaddr4589 to double*
  store double %.811.us.5.epil.3, double* %1813, align 8
  %1814 = add i64 %1811, 1
  %spec.select71.us.6.epil.3 = select i1 %1724, i64 %1814, i64 %.784.034.us.epil167
  %.800.us.6.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil.3
  %.801.us.6.epil.3 = load double, double* %.800.us.6.epil.3, align 8
  %.787.1.us.6.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1814
  %.809.us.6.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.6.epil.3
  %.810.us.6.epil.3 = load double, double* %.809.us.6.epil.3, align 8
  %.811.us.6.epil.3 = fadd double %.801.us.6.epil.3, %.810.us.6.epil.3
  %sunkaddr4590 = mul i64 %loop.index36.us.epil165, 8
  %1815 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4591 = getelementptr i8, i8* %1815, i64 %sunkaddr4590
  %sunkaddr4592 = getelementptr i8, i8* %sunkaddr4591, i64 240
  %1816 = bitcast i8* %sunkaddr4592 to double*
  store double %.811.us.6.epil.3, double* %1816, align 8
  %1817 = add i64 %1814, 1
  %spec.select71.us.7.epil.3 = select i1 %1724, i64 %1817, i64 %.784.034.us.epil167
  %.800.us.7.epil.3 = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil.3
  %.801.us.7.epil.3 = load double, double* %.800.us.7.epil.3, align 8
  %.787.1.us.7.epil.3 = select i1 %1723, i64 %.787.035.us.epil166, i64 %1817
  %.809.us.7.epil.3 = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.7.epil.3
  %.810.us.7.epil.3 = load double, double* %.809.us.7.epil.3, align 8
  %.811.us.7.epil.3 = fadd double %.801.us.7.epil.3, %.810.us.7.epil.3
  %sunkaddr4593 = mul i64 %loop.index36.us.epil165, 8
  %1818 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4594 = getelementptr i8, i8* %1818, i64 %sunkaddr4593
  %sunkaddr4595 = getelementptr i8, i8* %sunkaddr4594, i64 248
  %1819 = bitcast i8* %sunkaddr4595 to double*
  store double %.811.us.7.epil.3, double* %1819, align 8
  %1820 = add i64 %loop.index36.us.epil165, 32
  %lsr.iv.next2510 = add i64 %lsr.iv2509, 4
  %niter504.ncmp.3 = icmp eq i64 %lsr.iv.next2510, 0
  %1821 = add i64 %1817, 1
  br i1 %niter504.ncmp.3, label %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa, label %for.body.us.epil164

for.end.loopexit.us.unr-lcssa.epil.unr-lcssa:     ; preds = %for.body.us.epil164, %B368.endif.else.endif.us.epil
  %spec.select71.us.7.epil.lcssa.ph = phi i64 [ undef, %B368.endif.else.endif.us.epil ], [ %spec.select71.us.7.epil.3, %for.body.us.epil164 ]
  %.787.1.us.7.epil.lcssa.ph = phi i64 [ undef, %B368.endif.else.endif.us.epil ], [ %.787.1.us.7.epil.3, %for.body.us.epil164 ]
  %loop.index36.us.epil165.unr = phi i64 [ 0, %B368.endif.else.endif.us.epil ], [ %1820, %for.body.us.epil164 ]
  %.787.035.us.epil166.unr = phi i64 [ 0, %B368.endif.else.endif.us.epil ], [ %.787.1.us.7.epil.3, %for.body.us.epil164 ]
  %.784.034.us.epil167.unr = phi i64 [ 0, %B368.endif.else.endif.us.epil ], [ %spec.select71.us.7.epil.3, %for.body.us.epil164 ]
  %1822 = icmp eq i64 %xtraiter498, 0
  br i1 %1822, label %for.end.loopexit.us.unr-lcssa.epil, label %for.body.us.epil164.epil.preheader

for.body.us.epil164.epil.preheader:               ; preds = %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa
  br label %for.body.us.epil164.epil

for.body.us.epil164.epil:                         ; preds = %for.body.us.epil164.epil.preheader, %for.body.us.epil164.epil
  %lsr.iv2574 = phi i64 [ %1718, %for.body.us.epil164.epil.preheader ], [ %math4619, %for.body.us.epil164.epil ]
  %loop.index36.us.epil165.epil = phi i64 [ %1848, %for.body.us.epil164.epil ], [ %loop.index36.us.epil165.unr, %for.body.us.epil164.epil.preheader ]
  %.787.035.us.epil166.epil = phi i64 [ %.787.1.us.7.epil.epil, %for.body.us.epil164.epil ], [ %.787.035.us.epil166.unr, %for.body.us.epil164.epil.preheader ]
  %.784.034.us.epil167.epil = phi i64 [ %spec.select71.us.7.epil.epil, %for.body.us.epil164.epil ], [ %.784.034.us.epil167.unr, %for.body.us.epil164.epil.preheader ]
  %1823 = icmp eq i64 %arg.arr.5.1, 1
  %1824 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil168.epil = select i1 %1824, i64 %loop.index36.us.epil165.epil, i64 %.784.034.us.epil167.epil
  %.800.us.epil169.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil168.epil
  %.801.us.epil170.epil = load double, double* %.800.us.epil169.epil, align 8
  %.787.1.us.epil171.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %loop.index36.us.epil165.epil
  %.809.us.epil172.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil171.epil
  %.810.us.epil173.epil = load double, double* %.809.us.epil172.epil, align 8
  %.811.us.epil174.epil = fadd double %.801.us.epil170.epil, %.810.us.epil173.epil
  %sunkaddr4596 = mul i64 %loop.index36.us.epil165.epil, 8
  %1825 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4597 = getelementptr i8, i8* %1825, i64 %sunkaddr4596
  %1826 = bitcast i8* %sunkaddr4597 to double*
  store double %.811.us.epil174.epil, double* %1826, align 8
  %1827 = or i64 %loop.index36.us.epil165.epil, 1
  %spec.select71.us.1.epil.epil = select i1 %1824, i64 %1827, i64 %.784.034.us.epil167.epil
  %.800.us.1.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.1.epil.epil
  %.801.us.1.epil.epil = load double, double* %.800.us.1.epil.epil, align 8
  %.787.1.us.1.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1827
  %.809.us.1.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.1.epil.epil
  %.810.us.1.epil.epil = load double, double* %.809.us.1.epil.epil, align 8
  %.811.us.1.epil.epil = fadd double %.801.us.1.epil.epil, %.810.us.1.epil.epil
  %sunkaddr4598 = mul i64 %loop.index36.us.epil165.epil, 8
  %1828 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4599 = getelementptr i8, i8* %1828, i64 %sunkaddr4598
  %sunkaddr4600 = getelementptr i8, i8* %sunkaddr4599, i64 8
  %1829 = bitcast i8* %sunkaddr4600 to double*
  store double %.811.us.1.epil.epil, double* %1829, align 8
  %1830 = or i64 %loop.index36.us.epil165.epil, 2
  %spec.select71.us.2.epil.epil = select i1 %1824, i64 %1830, i64 %.784.034.us.epil167.epil
  %.800.us.2.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.2.epil.epil
  %.801.us.2.epil.epil = load double, double* %.800.us.2.epil.epil, align 8
  %.787.1.us.2.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1830
  %.809.us.2.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.2.epil.epil
  %.810.us.2.epil.epil = load double, double* %.809.us.2.epil.epil, align 8
  %.811.us.2.epil.epil = fadd double %.801.us.2.epil.epil, %.810.us.2.epil.epil
  %sunkaddr4601 = mul i64 %loop.index36.us.epil165.epil, 8
  %1831 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4602 = getelementptr i8, i8* %1831, i64 %sunkaddr4601
  %sunkaddr4603 = getelementptr i8, i8* %sunkaddr4602, i64 16
  %1832 = bitcast i8* %sunkaddr4603 to double*
  store double %.811.us.2.epil.epil, double* %1832, align 8
  %1833 = or i64 %loop.index36.us.epil165.epil, 3
  %spec.select71.us.3.epil.epil = select i1 %1824, i64 %1833, i64 %.784.034.us.epil167.epil
  %.800.us.3.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.3.epil.epil
  %.801.us.3.epil.epil = load double, double* %.800.us.3.epil.epil, align 8
  %.787.1.us.3.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1833
  %.809.us.3.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.3.epil.epil
  %.810.us.3.epil.epil = load double, double* %.809.us.3.epil.epil, align 8
  %.811.us.3.epil.epil = fadd double %.801.us.3.epil.epil, %.810.us.3.epil.epil
  %sunkaddr4604 = mul i64 %loop.index36.us.epil165.epil, 8
  %1834 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4605 = getelementptr i8, i8* %1834, i64 %sunkaddr4604
  %sunkaddr4606 = getelementptr i8, i8* %sunkaddr4605, i64 24
  %1835 = bitcast i8* %sunkaddr4606 to double*
  store double %.811.us.3.epil.epil, double* %1835, align 8
  %1836 = or i64 %loop.index36.us.epil165.epil, 4
  %spec.select71.us.4.epil.epil = select i1 %1824, i64 %1836, i64 %.784.034.us.epil167.epil
  %.800.us.4.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.4.epil.epil
  %.801.us.4.epil.epil = load double, double* %.800.us.4.epil.epil, align 8
  %.787.1.us.4.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1836
  %.809.us.4.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.4.epil.epil
  %.810.us.4.epil.epil = load double, double* %.809.us.4.epil.epil, align 8
  %.811.us.4.epil.epil = fadd double %.801.us.4.epil.epil, %.810.us.4.epil.epil
  %sunkaddr4607 = mul i64 %loop.index36.us.epil165.epil, 8
  %1837 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4608 = getelementptr i8, i8* %1837, i64 %sunkaddr4607
  %sunkaddr4609 = getelementptr i8, i8* %sunkaddr4608, i64 32
  %1838 = bitcast i8* %sunkaddr4609 to double*
  store double %.811.us.4.epil.epil, double* %1838, align 8
  %1839 = or i64 %loop.index36.us.epil165.epil, 5
  %spec.select71.us.5.epil.epil = select i1 %1824, i64 %1839, i64 %.784.034.us.epil167.epil
  %.800.us.5.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.5.epil.epil
  %.801.us.5.epil.epil = load double, double* %.800.us.5.epil.epil, align 8
  %.787.1.us.5.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1839
  %.809.us.5.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.5.epil.epil
  %.810.us.5.epil.epil = load double, double* %.809.us.5.epil.epil, align 8
  %.811.us.5.epil.epil = fadd double %.801.us.5.epil.epil, %.810.us.5.epil.epil
  %sunkaddr4610 = mul i64 %loop.index36.us.epil165.epil, 8
  %1840 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4611 = getelementptr i8, i8* %1840, i64 %sunkaddr4610
  %sunkaddr4612 = getelementptr i8, i8* %sunkaddr4611, i64 40
  %1841 = bitcast i8* %sunkaddr4612 to double*
  store double %.811.us.5.epil.epil, double* %1841, align 8
  %1842 = or i64 %loop.index36.us.epil165.epil, 6
  %spec.select71.us.6.epil.epil = select i1 %1824, i64 %1842, i64 %.784.034.us.epil167.epil
  %.800.us.6.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.6.epil.epil
  %.801.us.6.epil.epil = load double, double* %.800.us.6.epil.epil, align 8
  %.787.1.us.6.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1842
  %.809.us.6.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.6.epil.epil
  %.810.us.6.epil.epil = load double, double* %.809.us.6.epil.epil, align 8
  %.811.us.6.epil.epil = fadd double %.801.us.6.epil.epil, %.810.us.6.epil.epil
  %sunkaddr4613 = mul i64 %loop.index36.us.epil165.epil, 8
  %1843 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4614 = getelementptr i8, i8* %1843, i64 %sunkaddr4613
  %sunkaddr4615 = getelementptr i8, i8* %sunkaddr4614, i64 48
  %1844 = bitcast i8* %sunkaddr4615 to double*
  store double %.811.us.6.epil.epil, double* %1844, align 8
  %1845 = or i64 %loop.index36.us.epil165.epil, 7
  %spec.select71.us.7.epil.epil = select i1 %1824, i64 %1845, i64 %.784.034.us.epil167.epil
  %.800.us.7.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.7.epil.epil
  %.801.us.7.epil.epil = load double, double* %.800.us.7.epil.epil, align 8
  %.787.1.us.7.epil.epil = select i1 %1823, i64 %.787.035.us.epil166.epil, i64 %1845
  %.809.us.7.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.7.epil.epil
  %.810.us.7.epil.epil = load double, double* %.809.us.7.epil.epil, align 8
  %.811.us.7.epil.epil = fadd double %.801.us.7.epil.epil, %.810.us.7.epil.epil
  %sunkaddr4616 = mul i64 %loop.index36.us.epil165.epil, 8
  %1846 = bitcast double* %.361.fca.4.load to i8*
  %sunkaddr4617 = getelementptr i8, i8* %1846, i64 %sunkaddr4616
  %sunkaddr4618 = getelementptr i8, i8* %sunkaddr4617, i64 56
  %1847 = bitcast i8* %sunkaddr4618 to double*
  store double %.811.us.7.epil.epil, double* %1847, align 8
  %1848 = add nuw nsw i64 %loop.index36.us.epil165.epil, 8
  %1849 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv2574, i64 1)
  %math4619 = extractvalue { i64, i1 } %1849, 0
  %ov4620 = extractvalue { i64, i1 } %1849, 1
  br i1 %ov4620, label %for.end.loopexit.us.unr-lcssa.epil, label %for.body.us.epil164.epil, !llvm.loop !45

for.end.loopexit.us.unr-lcssa.epil:               ; preds = %for.body.us.epil164.epil, %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa
  %spec.select71.us.7.epil.lcssa = phi i64 [ %spec.select71.us.7.epil.lcssa.ph, %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa ], [ %spec.select71.us.7.epil.epil, %for.body.us.epil164.epil ]
  %.787.1.us.7.epil.lcssa = phi i64 [ %.787.1.us.7.epil.lcssa.ph, %for.end.loopexit.us.unr-lcssa.epil.unr-lcssa ], [ %.787.1.us.7.epil.epil, %for.body.us.epil164.epil ]
  %1850 = icmp eq i64 %xtraiter158.epil, 0
  br i1 %1850, label %for.end.loopexit.us.epil, label %for.body.us.epil.epil.preheader

for.body.us.epil.epil.preheader:                  ; preds = %for.end.loopexit.us.unr-lcssa.epil
  br label %for.body.us.epil.epil

for.body.us.epil.epil:                            ; preds = %for.body.us.epil.epil.preheader, %for.body.us.epil.epil
  %lsr.iv321 = phi i64 [ %lsr.iv.next322, %for.body.us.epil.epil ], [ %xtraiter158.epil, %for.body.us.epil.epil.preheader ]
  %loop.index36.us.epil.epil = phi i64 [ %.816.us.epil.epil, %for.body.us.epil.epil ], [ %unroll_iter161.epil, %for.body.us.epil.epil.preheader ]
  %.787.035.us.epil.epil = phi i64 [ %.787.1.us.epil.epil, %for.body.us.epil.epil ], [ %.787.1.us.7.epil.lcssa, %for.body.us.epil.epil.preheader ]
  %.784.034.us.epil.epil = phi i64 [ %spec.select71.us.epil.epil, %for.body.us.epil.epil ], [ %spec.select71.us.7.epil.lcssa, %for.body.us.epil.epil.preheader ]
  %1851 = icmp eq i64 %arg.arr.5.1, 1
  %1852 = icmp ugt i64 %.361.fca.5.0.load, 1
  %spec.select71.us.epil.epil = select i1 %1852, i64 %loop.index36.us.epil.epil, i64 %.784.034.us.epil.epil
  %.800.us.epil.epil = getelementptr double, double* %.361.fca.4.load, i64 %spec.select71.us.epil.epil
  %.801.us.epil.epil = load double, double* %.800.us.epil.epil, align 8
  %.787.1.us.epil.epil = select i1 %1851, i64 %.787.035.us.epil.epil, i64 %loop.index36.us.epil.epil
  %.809.us.epil.epil = getelementptr double, double* %.706.us.epil, i64 %.787.1.us.epil.epil
  %.810.us.epil.epil = load double, double* %.809.us.epil.epil, align 8
  %.811.us.epil.epil = fadd double %.801.us.epil.epil, %.810.us.epil.epil
  %scevgep2591 = getelementptr double, double* %.361.fca.4.load, i64 %loop.index36.us.epil.epil
  store double %.811.us.epil.epil, double* %scevgep2591, align 8
  %.816.us.epil.epil = add nuw nsw i64 %loop.index36.us.epil.epil, 1
  %lsr.iv.next322 = add nsw i64 %lsr.iv321, -1
  %epil.iter159.cmp.epil.not = icmp eq i64 %lsr.iv.next322, 0
  br i1 %epil.iter159.cmp.epil.not, label %for.end.loopexit.us.epil, label %for.body.us.epil.epil, !llvm.loop !38

for.end.loopexit.us.epil:                         ; preds = %for.body.us.epil.epil, %for.end.loopexit.us.unr-lcssa.epil
  %.487.us.epil = add nuw nsw i64 %.418.093.us.epil, 1
  %epil.iter177.next = add nuw nsw i64 %epil.iter177, 1
  %epil.iter177.cmp.not = icmp eq i64 %epil.iter177.next, %xtraiter119
  br i1 %epil.iter177.cmp.not, label %B756.endif, label %B368.endif.else.endif.us.epil, !llvm.loop !44

B756.endif:                                       ; preds = %for.end.loopexit.us.epil, %for.end.loopexit.us.epil.loopexit.us, %for.end.loopexit.us.us.epil, %for.end.loopexit.us.us.epil.loopexit.us, %B368.endif.else.endif.us.epil.preheader.split.us, %B756.endif.loopexit118.unr-lcssa, %B368.endif.else.endif.us.us.epil.preheader.split.us, %B756.endif.loopexit.unr-lcssa, %B120.endif.endif.endif.en...endif
  %retptr.repack66536464621 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.361.fca.0.load, i8** %retptr.repack66536464621, align 8
  %retptr.repack47 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* %.361.fca.1.load, i8** %retptr.repack47, align 8
  %retptr.repack49 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.361.fca.2.load, i64* %retptr.repack49, align 8
  %retptr.repack51 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 %.361.fca.3.load, i64* %retptr.repack51, align 8
  %retptr.repack53 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.361.fca.4.load, double** %retptr.repack53, align 8
  %1853 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.361.fca.5.0.load, i64* %1853, align 8
  %1854 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.361.fca.6.0.load, i64* %1854, align 8
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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr i32 @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v64B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.lst.0, i8* nocapture readnone %arg.lst.1, i64 %arg.iterable.0, i64 %arg.iterable.1) local_unnamed_addr {
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197645440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.if.endif:                                     ; preds = %B24.if
  %.127 = extractvalue { i64, i1 } %.126, 0
  %.138 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.127)
  %.139 = icmp eq i8* %.138, null
  br i1 %.139, label %B24.if.endif.if, label %B24.if.endif.endif, !prof !6

B24.if.endif.if:                                  ; preds = %B24.if.endif.1, %B24.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197645440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197645440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
  br label %common.ret

B24.endif.if.endif:                               ; preds = %B24.endif.if
  %.161 = extractvalue { i64, i1 } %.160, 0
  %.172 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %arg.lst.0, i64 %.161)
  %.173 = icmp eq i8* %.172, null
  br i1 %.173, label %B24.endif.if.endif.if, label %B24.endif.if.endif.endif, !prof !6

B24.endif.if.endif.if:                            ; preds = %B24.endif.if.endif, %B24.endif.if.endif.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783197645440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !7
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

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB3v60B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EEd18class_28float64_29({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.shape.0, double %arg.fill_value, i8* nocapture readnone %arg.dtype) local_unnamed_addr {
entry:
  %.18.i = icmp slt i64 %arg.shape.0, 0
  br i1 %.18.i, label %B0.if, label %B0.endif.endif.i, !prof !6

B0.endif.endif.i:                                 ; preds = %entry
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.shape.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !6

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !46
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !6

B120:                                             ; preds = %B120.preheader780, %B120
  %.118.027 = phi i64 [ %.187, %B120 ], [ %.118.027.ph, %B120.preheader780 ]
  %.187 = add nuw nsw i64 %.118.027, 1
  %scevgep781 = getelementptr double, double* %.6.i1.i, i64 %.118.027
  store double %arg.fill_value, double* %scevgep781, align 8
  %exitcond.not = icmp eq i64 %arg.shape.0, %.187
  br i1 %exitcond.not, label %B134, label %B120, !llvm.loop !56

common.ret:                                       ; preds = %B0.if, %B134
  %common.ret.op = phi i32 [ 0, %B134 ], [ 1, %B0.if ]
  ret i32 %common.ret.op

B134:                                             ; preds = %B120, %middle.block, %B0.endif.endif
  %retptr.repack146162889889 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack146162889889, align 8
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
  %excinfo.1.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139783208390208, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139783206316416, %B0.endif.endif.i ], [ @.const.picklebuf.139783209316544, %entry ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %2 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %2, align 8, !noalias !59
  %.17426.not = icmp eq i64 %arg.shape.0, 0
  br i1 %.17426.not, label %B134, label %B120.preheader

B120.preheader:                                   ; preds = %B0.endif.endif
  %min.iters.check = icmp ult i64 %arg.shape.0, 32
  br i1 %min.iters.check, label %B120.preheader780, label %vector.ph

B120.preheader780:                                ; preds = %middle.block, %B120.preheader
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
  %xtraiter40 = and i64 %9, 7
  %10 = icmp ult i64 %7, 56
  br i1 %10, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %unroll_iter44 = and i64 %9, 4611686018427387896
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %index = phi i64 [ 0, %vector.ph.new.new ], [ %index.next.7.7, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new.new ], [ %niter.next.7, %vector.body ]
  %scevgep134 = getelementptr double, double* %.6.i1.i, i64 %index
  %11 = bitcast double* %scevgep134 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %11, align 8
  %sunkaddr = mul i64 %index, 8
  %12 = bitcast double* %.6.i1.i to i8*
  %sunkaddr890 = getelementptr i8, i8* %12, i64 %sunkaddr
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 64
  %13 = bitcast i8* %sunkaddr891 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %13, align 8
  %sunkaddr892 = mul i64 %index, 8
  %14 = bitcast double* %.6.i1.i to i8*
  %sunkaddr893 = getelementptr i8, i8* %14, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 128
  %15 = bitcast i8* %sunkaddr894 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %15, align 8
  %sunkaddr895 = mul i64 %index, 8
  %16 = bitcast double* %.6.i1.i to i8*
  %sunkaddr896 = getelementptr i8, i8* %16, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 192
  %17 = bitcast i8* %sunkaddr897 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %17, align 8
  %sunkaddr898 = mul i64 %index, 8
  %18 = bitcast double* %.6.i1.i to i8*
  %sunkaddr899 = getelementptr i8, i8* %18, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 256
  %19 = bitcast i8* %sunkaddr900 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %19, align 8
  %sunkaddr901 = mul i64 %index, 8
  %20 = bitcast double* %.6.i1.i to i8*
  %sunkaddr902 = getelementptr i8, i8* %20, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, i8* %sunkaddr902, i64 320
  %21 = bitcast i8* %sunkaddr903 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %21, align 8
  %sunkaddr904 = mul i64 %index, 8
  %22 = bitcast double* %.6.i1.i to i8*
  %sunkaddr905 = getelementptr i8, i8* %22, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, i8* %sunkaddr905, i64 384
  %23 = bitcast i8* %sunkaddr906 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %23, align 8
  %sunkaddr907 = mul i64 %index, 8
  %24 = bitcast double* %.6.i1.i to i8*
  %sunkaddr908 = getelementptr i8, i8* %24, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, i8* %sunkaddr908, i64 448
  %25 = bitcast i8* %sunkaddr909 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %25, align 8
  %sunkaddr910 = mul i64 %index, 8
  %26 = bitcast double* %.6.i1.i to i8*
  %sunkaddr911 = getelementptr i8, i8* %26, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, i8* %sunkaddr911, i64 512
  %27 = bitcast i8* %sunkaddr912 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %27, align 8
  %sunkaddr913 = mul i64 %index, 8
  %28 = bitcast double* %.6.i1.i to i8*
  %sunkaddr914 = getelementptr i8, i8* %28, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, i8* %sunkaddr914, i64 576
  %29 = bitcast i8* %sunkaddr915 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %29, align 8
  %sunkaddr916 = mul i64 %index, 8
  %30 = bitcast double* %.6.i1.i to i8*
  %sunkaddr917 = getelementptr i8, i8* %30, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 640
  %31 = bitcast i8* %sunkaddr918 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %31, align 8
  %sunkaddr919 = mul i64 %index, 8
  %32 = bitcast double* %.6.i1.i to i8*
  %sunkaddr920 = getelementptr i8, i8* %32, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 704
  %33 = bitcast i8* %sunkaddr921 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %33, align 8
  %sunkaddr922 = mul i64 %index, 8
  %34 = bitcast double* %.6.i1.i to i8*
  %sunkaddr923 = getelementptr i8, i8* %34, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 768
  %35 = bitcast i8* %sunkaddr924 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %35, align 8
  %sunkaddr925 = mul i64 %index, 8
  %36 = bitcast double* %.6.i1.i to i8*
  %sunkaddr926 = getelementptr i8, i8* %36, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 832
  %37 = bitcast i8* %sunkaddr927 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %37, align 8
  %sunkaddr928 = mul i64 %index, 8
  %38 = bitcast double* %.6.i1.i to i8*
  %sunkaddr929 = getelementptr i8, i8* %38, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 896
  %39 = bitcast i8* %sunkaddr930 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %39, align 8
  %sunkaddr931 = mul i64 %index, 8
  %40 = bitcast double* %.6.i1.i to i8*
  %sunkaddr932 = getelementptr i8, i8* %40, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, i8* %sunkaddr932, i64 960
  %41 = bitcast i8* %sunkaddr933 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %41, align 8
  %sunkaddr934 = mul i64 %index, 8
  %42 = bitcast double* %.6.i1.i to i8*
  %sunkaddr935 = getelementptr i8, i8* %42, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 1024
  %43 = bitcast i8* %sunkaddr936 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %43, align 8
  %sunkaddr937 = mul i64 %index, 8
  %44 = bitcast double* %.6.i1.i to i8*
  %sunkaddr938 = getelementptr i8, i8* %44, i64 %sunkaddr937
  %sunkaddr939 = getelementptr i8, i8* %sunkaddr938, i64 1088
  %45 = bitcast i8* %sunkaddr939 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %45, align 8
  %sunkaddr940 = mul i64 %index, 8
  %46 = bitcast double* %.6.i1.i to i8*
  %sunkaddr941 = getelementptr i8, i8* %46, i64 %sunkaddr940
  %sunkaddr942 = getelementptr i8, i8* %sunkaddr941, i64 1152
  %47 = bitcast i8* %sunkaddr942 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %47, align 8
  %sunkaddr943 = mul i64 %index, 8
  %48 = bitcast double* %.6.i1.i to i8*
  %sunkaddr944 = getelementptr i8, i8* %48, i64 %sunkaddr943
  %sunkaddr945 = getelementptr i8, i8* %sunkaddr944, i64 1216
  %49 = bitcast i8* %sunkaddr945 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %49, align 8
  %sunkaddr946 = mul i64 %index, 8
  %50 = bitcast double* %.6.i1.i to i8*
  %sunkaddr947 = getelementptr i8, i8* %50, i64 %sunkaddr946
  %sunkaddr948 = getelementptr i8, i8* %sunkaddr947, i64 1280
  %51 = bitcast i8* %sunkaddr948 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %51, align 8
  %sunkaddr949 = mul i64 %index, 8
  %52 = bitcast double* %.6.i1.i to i8*
  %sunkaddr950 = getelementptr i8, i8* %52, i64 %sunkaddr949
  %sunkaddr951 = getelementptr i8, i8* %sunkaddr950, i64 1344
  %53 = bitcast i8* %sunkaddr951 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %53, align 8
  %sunkaddr952 = mul i64 %index, 8
  %54 = bitcast double* %.6.i1.i to i8*
  %sunkaddr953 = getelementptr i8, i8* %54, i64 %sunkaddr952
  %sunkaddr954 = getelementptr i8, i8* %sunkaddr953, i64 1408
  %55 = bitcast i8* %sunkaddr954 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %55, align 8
  %sunkaddr955 = mul i64 %index, 8
  %56 = bitcast double* %.6.i1.i to i8*
  %sunkaddr956 = getelementptr i8, i8* %56, i64 %sunkaddr955
  %sunkaddr957 = getelementptr i8, i8* %sunkaddr956, i64 1472
  %57 = bitcast i8* %sunkaddr957 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %57, align 8
  %sunkaddr958 = mul i64 %index, 8
  %58 = bitcast double* %.6.i1.i to i8*
  %sunkaddr959 = getelementptr i8, i8* %58, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, i8* %sunkaddr959, i64 1536
  %59 = bitcast i8* %sunkaddr960 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %59, align 8
  %sunkaddr961 = mul i64 %index, 8
  %60 = bitcast double* %.6.i1.i to i8*
  %sunkaddr962 = getelementptr i8, i8* %60, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, i8* %sunkaddr962, i64 1600
  %61 = bitcast i8* %sunkaddr963 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %61, align 8
  %sunkaddr964 = mul i64 %index, 8
  %62 = bitcast double* %.6.i1.i to i8*
  %sunkaddr965 = getelementptr i8, i8* %62, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 1664
  %63 = bitcast i8* %sunkaddr966 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %63, align 8
  %sunkaddr967 = mul i64 %index, 8
  %64 = bitcast double* %.6.i1.i to i8*
  %sunkaddr968 = getelementptr i8, i8* %64, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 1728
  %65 = bitcast i8* %sunkaddr969 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %65, align 8
  %sunkaddr970 = mul i64 %index, 8
  %66 = bitcast double* %.6.i1.i to i8*
  %sunkaddr971 = getelementptr i8, i8* %66, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 1792
  %67 = bitcast i8* %sunkaddr972 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %67, align 8
  %sunkaddr973 = mul i64 %index, 8
  %68 = bitcast double* %.6.i1.i to i8*
  %sunkaddr974 = getelementptr i8, i8* %68, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 1856
  %69 = bitcast i8* %sunkaddr975 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %69, align 8
  %sunkaddr976 = mul i64 %index, 8
  %70 = bitcast double* %.6.i1.i to i8*
  %sunkaddr977 = getelementptr i8, i8* %70, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, i8* %sunkaddr977, i64 1920
  %71 = bitcast i8* %sunkaddr978 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %71, align 8
  %sunkaddr979 = mul i64 %index, 8
  %72 = bitcast double* %.6.i1.i to i8*
  %sunkaddr980 = getelementptr i8, i8* %72, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 1984
  %73 = bitcast i8* %sunkaddr981 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %73, align 8
  %index.next.7 = or i64 %index, 256
  %scevgep134.1 = getelementptr double, double* %.6.i1.i, i64 %index.next.7
  %74 = bitcast double* %scevgep134.1 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %74, align 8
  %sunkaddr982 = mul i64 %index.next.7, 8
  %75 = bitcast double* %.6.i1.i to i8*
  %sunkaddr983 = getelementptr i8, i8* %75, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 64
  %76 = bitcast i8* %sunkaddr984 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %76, align 8
  %sunkaddr985 = mul i64 %index.next.7, 8
  %77 = bitcast double* %.6.i1.i to i8*
  %sunkaddr986 = getelementptr i8, i8* %77, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 128
  %78 = bitcast i8* %sunkaddr987 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %78, align 8
  %sunkaddr988 = mul i64 %index.next.7, 8
  %79 = bitcast double* %.6.i1.i to i8*
  %sunkaddr989 = getelementptr i8, i8* %79, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 192
  %80 = bitcast i8* %sunkaddr990 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %80, align 8
  %sunkaddr991 = mul i64 %index.next.7, 8
  %81 = bitcast double* %.6.i1.i to i8*
  %sunkaddr992 = getelementptr i8, i8* %81, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 256
  %82 = bitcast i8* %sunkaddr993 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %82, align 8
  %sunkaddr994 = mul i64 %index.next.7, 8
  %83 = bitcast double* %.6.i1.i to i8*
  %sunkaddr995 = getelementptr i8, i8* %83, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 320
  %84 = bitcast i8* %sunkaddr996 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %84, align 8
  %sunkaddr997 = mul i64 %index.next.7, 8
  %85 = bitcast double* %.6.i1.i to i8*
  %sunkaddr998 = getelementptr i8, i8* %85, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 384
  %86 = bitcast i8* %sunkaddr999 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %86, align 8
  %sunkaddr1000 = mul i64 %index.next.7, 8
  %87 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1001 = getelementptr i8, i8* %87, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 448
  %88 = bitcast i8* %sunkaddr1002 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %88, align 8
  %sunkaddr1003 = mul i64 %index.next.7, 8
  %89 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1004 = getelementptr i8, i8* %89, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 512
  %90 = bitcast i8* %sunkaddr1005 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %90, align 8
  %sunkaddr1006 = mul i64 %index.next.7, 8
  %91 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1007 = getelementptr i8, i8* %91, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 576
  %92 = bitcast i8* %sunkaddr1008 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %92, align 8
  %sunkaddr1009 = mul i64 %index.next.7, 8
  %93 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1010 = getelementptr i8, i8* %93, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 640
  %94 = bitcast i8* %sunkaddr1011 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %94, align 8
  %sunkaddr1012 = mul i64 %index.next.7, 8
  %95 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1013 = getelementptr i8, i8* %95, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 704
  %96 = bitcast i8* %sunkaddr1014 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %96, align 8
  %sunkaddr1015 = mul i64 %index.next.7, 8
  %97 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1016 = getelementptr i8, i8* %97, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 768
  %98 = bitcast i8* %sunkaddr1017 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %98, align 8
  %sunkaddr1018 = mul i64 %index.next.7, 8
  %99 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1019 = getelementptr i8, i8* %99, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 832
  %100 = bitcast i8* %sunkaddr1020 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %100, align 8
  %sunkaddr1021 = mul i64 %index.next.7, 8
  %101 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1022 = getelementptr i8, i8* %101, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 896
  %102 = bitcast i8* %sunkaddr1023 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %102, align 8
  %sunkaddr1024 = mul i64 %index.next.7, 8
  %103 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1025 = getelementptr i8, i8* %103, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 960
  %104 = bitcast i8* %sunkaddr1026 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %104, align 8
  %sunkaddr1027 = mul i64 %index.next.7, 8
  %105 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1028 = getelementptr i8, i8* %105, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 1024
  %106 = bitcast i8* %sunkaddr1029 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %106, align 8
  %sunkaddr1030 = mul i64 %index.next.7, 8
  %107 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1031 = getelementptr i8, i8* %107, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 1088
  %108 = bitcast i8* %sunkaddr1032 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %108, align 8
  %sunkaddr1033 = mul i64 %index.next.7, 8
  %109 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1034 = getelementptr i8, i8* %109, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 1152
  %110 = bitcast i8* %sunkaddr1035 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %110, align 8
  %sunkaddr1036 = mul i64 %index.next.7, 8
  %111 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1037 = getelementptr i8, i8* %111, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 1216
  %112 = bitcast i8* %sunkaddr1038 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %112, align 8
  %sunkaddr1039 = mul i64 %index.next.7, 8
  %113 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1040 = getelementptr i8, i8* %113, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 1280
  %114 = bitcast i8* %sunkaddr1041 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %114, align 8
  %sunkaddr1042 = mul i64 %index.next.7, 8
  %115 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1043 = getelementptr i8, i8* %115, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 1344
  %116 = bitcast i8* %sunkaddr1044 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %116, align 8
  %sunkaddr1045 = mul i64 %index.next.7, 8
  %117 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1046 = getelementptr i8, i8* %117, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 1408
  %118 = bitcast i8* %sunkaddr1047 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %118, align 8
  %sunkaddr1048 = mul i64 %index.next.7, 8
  %119 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1049 = getelementptr i8, i8* %119, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 1472
  %120 = bitcast i8* %sunkaddr1050 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %120, align 8
  %sunkaddr1051 = mul i64 %index.next.7, 8
  %121 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1052 = getelementptr i8, i8* %121, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 1536
  %122 = bitcast i8* %sunkaddr1053 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %122, align 8
  %sunkaddr1054 = mul i64 %index.next.7, 8
  %123 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1055 = getelementptr i8, i8* %123, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 1600
  %124 = bitcast i8* %sunkaddr1056 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %124, align 8
  %sunkaddr1057 = mul i64 %index.next.7, 8
  %125 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1058 = getelementptr i8, i8* %125, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 1664
  %126 = bitcast i8* %sunkaddr1059 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %126, align 8
  %sunkaddr1060 = mul i64 %index.next.7, 8
  %127 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1061 = getelementptr i8, i8* %127, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 1728
  %128 = bitcast i8* %sunkaddr1062 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %128, align 8
  %sunkaddr1063 = mul i64 %index.next.7, 8
  %129 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1064 = getelementptr i8, i8* %129, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 1792
  %130 = bitcast i8* %sunkaddr1065 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %130, align 8
  %sunkaddr1066 = mul i64 %index.next.7, 8
  %131 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1067 = getelementptr i8, i8* %131, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 1856
  %132 = bitcast i8* %sunkaddr1068 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %132, align 8
  %sunkaddr1069 = mul i64 %index.next.7, 8
  %133 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1070 = getelementptr i8, i8* %133, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 1920
  %134 = bitcast i8* %sunkaddr1071 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %134, align 8
  %sunkaddr1072 = mul i64 %index.next.7, 8
  %135 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1073 = getelementptr i8, i8* %135, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 1984
  %136 = bitcast i8* %sunkaddr1074 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %136, align 8
  %index.next.7.1 = or i64 %index, 512
  %scevgep134.2 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.1
  %137 = bitcast double* %scevgep134.2 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %137, align 8
  %sunkaddr1075 = mul i64 %index.next.7.1, 8
  %138 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1076 = getelementptr i8, i8* %138, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, i8* %sunkaddr1076, i64 64
  %139 = bitcast i8* %sunkaddr1077 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %139, align 8
  %sunkaddr1078 = mul i64 %index.next.7.1, 8
  %140 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1079 = getelementptr i8, i8* %140, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, i8* %sunkaddr1079, i64 128
  %141 = bitcast i8* %sunkaddr1080 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %141, align 8
  %sunkaddr1081 = mul i64 %index.next.7.1, 8
  %142 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1082 = getelementptr i8, i8* %142, i64 %sunkaddr1081
  %sunkaddr1083 = getelementptr i8, i8* %sunkaddr1082, i64 192
  %143 = bitcast i8* %sunkaddr1083 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %143, align 8
  %sunkaddr1084 = mul i64 %index.next.7.1, 8
  %144 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1085 = getelementptr i8, i8* %144, i64 %sunkaddr1084
  %sunkaddr1086 = getelementptr i8, i8* %sunkaddr1085, i64 256
  %145 = bitcast i8* %sunkaddr1086 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %145, align 8
  %sunkaddr1087 = mul i64 %index.next.7.1, 8
  %146 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1088 = getelementptr i8, i8* %146, i64 %sunkaddr1087
  %sunkaddr1089 = getelementptr i8, i8* %sunkaddr1088, i64 320
  %147 = bitcast i8* %sunkaddr1089 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %147, align 8
  %sunkaddr1090 = mul i64 %index.next.7.1, 8
  %148 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1091 = getelementptr i8, i8* %148, i64 %sunkaddr1090
  %sunkaddr1092 = getelementptr i8, i8* %sunkaddr1091, i64 384
  %149 = bitcast i8* %sunkaddr1092 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %149, align 8
  %sunkaddr1093 = mul i64 %index.next.7.1, 8
  %150 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1094 = getelementptr i8, i8* %150, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, i8* %sunkaddr1094, i64 448
  %151 = bitcast i8* %sunkaddr1095 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %151, align 8
  %sunkaddr1096 = mul i64 %index.next.7.1, 8
  %152 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1097 = getelementptr i8, i8* %152, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, i8* %sunkaddr1097, i64 512
  %153 = bitcast i8* %sunkaddr1098 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %153, align 8
  %sunkaddr1099 = mul i64 %index.next.7.1, 8
  %154 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1100 = getelementptr i8, i8* %154, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, i8* %sunkaddr1100, i64 576
  %155 = bitcast i8* %sunkaddr1101 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %155, align 8
  %sunkaddr1102 = mul i64 %index.next.7.1, 8
  %156 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1103 = getelementptr i8, i8* %156, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, i8* %sunkaddr1103, i64 640
  %157 = bitcast i8* %sunkaddr1104 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %157, align 8
  %sunkaddr1105 = mul i64 %index.next.7.1, 8
  %158 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1106 = getelementptr i8, i8* %158, i64 %sunkaddr1105
  %sunkaddr1107 = getelementptr i8, i8* %sunkaddr1106, i64 704
  %159 = bitcast i8* %sunkaddr1107 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %159, align 8
  %sunkaddr1108 = mul i64 %index.next.7.1, 8
  %160 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1109 = getelementptr i8, i8* %160, i64 %sunkaddr1108
  %sunkaddr1110 = getelementptr i8, i8* %sunkaddr1109, i64 768
  %161 = bitcast i8* %sunkaddr1110 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %161, align 8
  %sunkaddr1111 = mul i64 %index.next.7.1, 8
  %162 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1112 = getelementptr i8, i8* %162, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 832
  %163 = bitcast i8* %sunkaddr1113 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %163, align 8
  %sunkaddr1114 = mul i64 %index.next.7.1, 8
  %164 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1115 = getelementptr i8, i8* %164, i64 %sunkaddr1114
  %sunkaddr1116 = getelementptr i8, i8* %sunkaddr1115, i64 896
  %165 = bitcast i8* %sunkaddr1116 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %165, align 8
  %sunkaddr1117 = mul i64 %index.next.7.1, 8
  %166 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1118 = getelementptr i8, i8* %166, i64 %sunkaddr1117
  %sunkaddr1119 = getelementptr i8, i8* %sunkaddr1118, i64 960
  %167 = bitcast i8* %sunkaddr1119 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %167, align 8
  %sunkaddr1120 = mul i64 %index.next.7.1, 8
  %168 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1121 = getelementptr i8, i8* %168, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 1024
  %169 = bitcast i8* %sunkaddr1122 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %169, align 8
  %sunkaddr1123 = mul i64 %index.next.7.1, 8
  %170 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1124 = getelementptr i8, i8* %170, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 1088
  %171 = bitcast i8* %sunkaddr1125 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %171, align 8
  %sunkaddr1126 = mul i64 %index.next.7.1, 8
  %172 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1127 = getelementptr i8, i8* %172, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 1152
  %173 = bitcast i8* %sunkaddr1128 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %173, align 8
  %sunkaddr1129 = mul i64 %index.next.7.1, 8
  %174 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1130 = getelementptr i8, i8* %174, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 1216
  %175 = bitcast i8* %sunkaddr1131 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %175, align 8
  %sunkaddr1132 = mul i64 %index.next.7.1, 8
  %176 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1133 = getelementptr i8, i8* %176, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 1280
  %177 = bitcast i8* %sunkaddr1134 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %177, align 8
  %sunkaddr1135 = mul i64 %index.next.7.1, 8
  %178 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1136 = getelementptr i8, i8* %178, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 1344
  %179 = bitcast i8* %sunkaddr1137 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %179, align 8
  %sunkaddr1138 = mul i64 %index.next.7.1, 8
  %180 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1139 = getelementptr i8, i8* %180, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 1408
  %181 = bitcast i8* %sunkaddr1140 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %181, align 8
  %sunkaddr1141 = mul i64 %index.next.7.1, 8
  %182 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1142 = getelementptr i8, i8* %182, i64 %sunkaddr1141
  %sunkaddr1143 = getelementptr i8, i8* %sunkaddr1142, i64 1472
  %183 = bitcast i8* %sunkaddr1143 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %183, align 8
  %sunkaddr1144 = mul i64 %index.next.7.1, 8
  %184 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1145 = getelementptr i8, i8* %184, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, i8* %sunkaddr1145, i64 1536
  %185 = bitcast i8* %sunkaddr1146 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %185, align 8
  %sunkaddr1147 = mul i64 %index.next.7.1, 8
  %186 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1148 = getelementptr i8, i8* %186, i64 %sunkaddr1147
  %sunkaddr1149 = getelementptr i8, i8* %sunkaddr1148, i64 1600
  %187 = bitcast i8* %sunkaddr1149 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %187, align 8
  %sunkaddr1150 = mul i64 %index.next.7.1, 8
  %188 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1151 = getelementptr i8, i8* %188, i64 %sunkaddr1150
  %sunkaddr1152 = getelementptr i8, i8* %sunkaddr1151, i64 1664
  %189 = bitcast i8* %sunkaddr1152 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %189, align 8
  %sunkaddr1153 = mul i64 %index.next.7.1, 8
  %190 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1154 = getelementptr i8, i8* %190, i64 %sunkaddr1153
  %sunkaddr1155 = getelementptr i8, i8* %sunkaddr1154, i64 1728
  %191 = bitcast i8* %sunkaddr1155 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %191, align 8
  %sunkaddr1156 = mul i64 %index.next.7.1, 8
  %192 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1157 = getelementptr i8, i8* %192, i64 %sunkaddr1156
  %sunkaddr1158 = getelementptr i8, i8* %sunkaddr1157, i64 1792
  %193 = bitcast i8* %sunkaddr1158 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %193, align 8
  %sunkaddr1159 = mul i64 %index.next.7.1, 8
  %194 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1160 = getelementptr i8, i8* %194, i64 %sunkaddr1159
  %sunkaddr1161 = getelementptr i8, i8* %sunkaddr1160, i64 1856
  %195 = bitcast i8* %sunkaddr1161 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %195, align 8
  %sunkaddr1162 = mul i64 %index.next.7.1, 8
  %196 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1163 = getelementptr i8, i8* %196, i64 %sunkaddr1162
  %sunkaddr1164 = getelementptr i8, i8* %sunkaddr1163, i64 1920
  %197 = bitcast i8* %sunkaddr1164 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %197, align 8
  %sunkaddr1165 = mul i64 %index.next.7.1, 8
  %198 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1166 = getelementptr i8, i8* %198, i64 %sunkaddr1165
  %sunkaddr1167 = getelementptr i8, i8* %sunkaddr1166, i64 1984
  %199 = bitcast i8* %sunkaddr1167 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %199, align 8
  %index.next.7.2 = or i64 %index, 768
  %scevgep134.3 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.2
  %200 = bitcast double* %scevgep134.3 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %200, align 8
  %sunkaddr1168 = mul i64 %index.next.7.2, 8
  %201 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1169 = getelementptr i8, i8* %201, i64 %sunkaddr1168
  %sunkaddr1170 = getelementptr i8, i8* %sunkaddr1169, i64 64
  %202 = bitcast i8* %sunkaddr1170 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %202, align 8
  %sunkaddr1171 = mul i64 %index.next.7.2, 8
  %203 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1172 = getelementptr i8, i8* %203, i64 %sunkaddr1171
  %sunkaddr1173 = getelementptr i8, i8* %sunkaddr1172, i64 128
  %204 = bitcast i8* %sunkaddr1173 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %204, align 8
  %sunkaddr1174 = mul i64 %index.next.7.2, 8
  %205 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1175 = getelementptr i8, i8* %205, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, i8* %sunkaddr1175, i64 192
  %206 = bitcast i8* %sunkaddr1176 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %206, align 8
  %sunkaddr1177 = mul i64 %index.next.7.2, 8
  %207 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1178 = getelementptr i8, i8* %207, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, i8* %sunkaddr1178, i64 256
  %208 = bitcast i8* %sunkaddr1179 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %208, align 8
  %sunkaddr1180 = mul i64 %index.next.7.2, 8
  %209 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1181 = getelementptr i8, i8* %209, i64 %sunkaddr1180
  %sunkaddr1182 = getelementptr i8, i8* %sunkaddr1181, i64 320
  %210 = bitcast i8* %sunkaddr1182 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %210, align 8
  %sunkaddr1183 = mul i64 %index.next.7.2, 8
  %211 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1184 = getelementptr i8, i8* %211, i64 %sunkaddr1183
  %sunkaddr1185 = getelementptr i8, i8* %sunkaddr1184, i64 384
  %212 = bitcast i8* %sunkaddr1185 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %212, align 8
  %sunkaddr1186 = mul i64 %index.next.7.2, 8
  %213 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1187 = getelementptr i8, i8* %213, i64 %sunkaddr1186
  %sunkaddr1188 = getelementptr i8, i8* %sunkaddr1187, i64 448
  %214 = bitcast i8* %sunkaddr1188 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %214, align 8
  %sunkaddr1189 = mul i64 %index.next.7.2, 8
  %215 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1190 = getelementptr i8, i8* %215, i64 %sunkaddr1189
  %sunkaddr1191 = getelementptr i8, i8* %sunkaddr1190, i64 512
  %216 = bitcast i8* %sunkaddr1191 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %216, align 8
  %sunkaddr1192 = mul i64 %index.next.7.2, 8
  %217 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1193 = getelementptr i8, i8* %217, i64 %sunkaddr1192
  %sunkaddr1194 = getelementptr i8, i8* %sunkaddr1193, i64 576
  %218 = bitcast i8* %sunkaddr1194 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %218, align 8
  %sunkaddr1195 = mul i64 %index.next.7.2, 8
  %219 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1196 = getelementptr i8, i8* %219, i64 %sunkaddr1195
  %sunkaddr1197 = getelementptr i8, i8* %sunkaddr1196, i64 640
  %220 = bitcast i8* %sunkaddr1197 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %220, align 8
  %sunkaddr1198 = mul i64 %index.next.7.2, 8
  %221 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1199 = getelementptr i8, i8* %221, i64 %sunkaddr1198
  %sunkaddr1200 = getelementptr i8, i8* %sunkaddr1199, i64 704
  %222 = bitcast i8* %sunkaddr1200 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %222, align 8
  %sunkaddr1201 = mul i64 %index.next.7.2, 8
  %223 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1202 = getelementptr i8, i8* %223, i64 %sunkaddr1201
  %sunkaddr1203 = getelementptr i8, i8* %sunkaddr1202, i64 768
  %224 = bitcast i8* %sunkaddr1203 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %224, align 8
  %sunkaddr1204 = mul i64 %index.next.7.2, 8
  %225 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1205 = getelementptr i8, i8* %225, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, i8* %sunkaddr1205, i64 832
  %226 = bitcast i8* %sunkaddr1206 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %226, align 8
  %sunkaddr1207 = mul i64 %index.next.7.2, 8
  %227 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1208 = getelementptr i8, i8* %227, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, i8* %sunkaddr1208, i64 896
  %228 = bitcast i8* %sunkaddr1209 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %228, align 8
  %sunkaddr1210 = mul i64 %index.next.7.2, 8
  %229 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1211 = getelementptr i8, i8* %229, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 960
  %230 = bitcast i8* %sunkaddr1212 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %230, align 8
  %sunkaddr1213 = mul i64 %index.next.7.2, 8
  %231 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1214 = getelementptr i8, i8* %231, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 1024
  %232 = bitcast i8* %sunkaddr1215 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %232, align 8
  %sunkaddr1216 = mul i64 %index.next.7.2, 8
  %233 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1217 = getelementptr i8, i8* %233, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, i8* %sunkaddr1217, i64 1088
  %234 = bitcast i8* %sunkaddr1218 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %234, align 8
  %sunkaddr1219 = mul i64 %index.next.7.2, 8
  %235 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1220 = getelementptr i8, i8* %235, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, i8* %sunkaddr1220, i64 1152
  %236 = bitcast i8* %sunkaddr1221 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %236, align 8
  %sunkaddr1222 = mul i64 %index.next.7.2, 8
  %237 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1223 = getelementptr i8, i8* %237, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, i8* %sunkaddr1223, i64 1216
  %238 = bitcast i8* %sunkaddr1224 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %238, align 8
  %sunkaddr1225 = mul i64 %index.next.7.2, 8
  %239 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1226 = getelementptr i8, i8* %239, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, i8* %sunkaddr1226, i64 1280
  %240 = bitcast i8* %sunkaddr1227 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %240, align 8
  %sunkaddr1228 = mul i64 %index.next.7.2, 8
  %241 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1229 = getelementptr i8, i8* %241, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, i8* %sunkaddr1229, i64 1344
  %242 = bitcast i8* %sunkaddr1230 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %242, align 8
  %sunkaddr1231 = mul i64 %index.next.7.2, 8
  %243 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1232 = getelementptr i8, i8* %243, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, i8* %sunkaddr1232, i64 1408
  %244 = bitcast i8* %sunkaddr1233 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %244, align 8
  %sunkaddr1234 = mul i64 %index.next.7.2, 8
  %245 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1235 = getelementptr i8, i8* %245, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, i8* %sunkaddr1235, i64 1472
  %246 = bitcast i8* %sunkaddr1236 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %246, align 8
  %sunkaddr1237 = mul i64 %index.next.7.2, 8
  %247 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1238 = getelementptr i8, i8* %247, i64 %sunkaddr1237
  %sunkaddr1239 = getelementptr i8, i8* %sunkaddr1238, i64 1536
  %248 = bitcast i8* %sunkaddr1239 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %248, align 8
  %sunkaddr1240 = mul i64 %index.next.7.2, 8
  %249 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1241 = getelementptr i8, i8* %249, i64 %sunkaddr1240
  %sunkaddr1242 = getelementptr i8, i8* %sunkaddr1241, i64 1600
  %250 = bitcast i8* %sunkaddr1242 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %250, align 8
  %sunkaddr1243 = mul i64 %index.next.7.2, 8
  %251 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1244 = getelementptr i8, i8* %251, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, i8* %sunkaddr1244, i64 1664
  %252 = bitcast i8* %sunkaddr1245 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %252, align 8
  %sunkaddr1246 = mul i64 %index.next.7.2, 8
  %253 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1247 = getelementptr i8, i8* %253, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, i8* %sunkaddr1247, i64 1728
  %254 = bitcast i8* %sunkaddr1248 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %254, align 8
  %sunkaddr1249 = mul i64 %index.next.7.2, 8
  %255 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1250 = getelementptr i8, i8* %255, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 1792
  %256 = bitcast i8* %sunkaddr1251 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %256, align 8
  %sunkaddr1252 = mul i64 %index.next.7.2, 8
  %257 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1253 = getelementptr i8, i8* %257, i64 %sunkaddr1252
  %sunkaddr1254 = getelementptr i8, i8* %sunkaddr1253, i64 1856
  %258 = bitcast i8* %sunkaddr1254 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %258, align 8
  %sunkaddr1255 = mul i64 %index.next.7.2, 8
  %259 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1256 = getelementptr i8, i8* %259, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, i8* %sunkaddr1256, i64 1920
  %260 = bitcast i8* %sunkaddr1257 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %260, align 8
  %sunkaddr1258 = mul i64 %index.next.7.2, 8
  %261 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1259 = getelementptr i8, i8* %261, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, i8* %sunkaddr1259, i64 1984
  %262 = bitcast i8* %sunkaddr1260 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %262, align 8
  %index.next.7.3 = or i64 %index, 1024
  %scevgep134.4 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.3
  %263 = bitcast double* %scevgep134.4 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %263, align 8
  %sunkaddr1261 = mul i64 %index.next.7.3, 8
  %264 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1262 = getelementptr i8, i8* %264, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, i8* %sunkaddr1262, i64 64
  %265 = bitcast i8* %sunkaddr1263 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %265, align 8
  %sunkaddr1264 = mul i64 %index.next.7.3, 8
  %266 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1265 = getelementptr i8, i8* %266, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, i8* %sunkaddr1265, i64 128
  %267 = bitcast i8* %sunkaddr1266 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %267, align 8
  %sunkaddr1267 = mul i64 %index.next.7.3, 8
  %268 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1268 = getelementptr i8, i8* %268, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 192
  %269 = bitcast i8* %sunkaddr1269 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %269, align 8
  %sunkaddr1270 = mul i64 %index.next.7.3, 8
  %270 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1271 = getelementptr i8, i8* %270, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, i8* %sunkaddr1271, i64 256
  %271 = bitcast i8* %sunkaddr1272 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %271, align 8
  %sunkaddr1273 = mul i64 %index.next.7.3, 8
  %272 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1274 = getelementptr i8, i8* %272, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, i8* %sunkaddr1274, i64 320
  %273 = bitcast i8* %sunkaddr1275 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %273, align 8
  %sunkaddr1276 = mul i64 %index.next.7.3, 8
  %274 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1277 = getelementptr i8, i8* %274, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, i8* %sunkaddr1277, i64 384
  %275 = bitcast i8* %sunkaddr1278 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %275, align 8
  %sunkaddr1279 = mul i64 %index.next.7.3, 8
  %276 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1280 = getelementptr i8, i8* %276, i64 %sunkaddr1279
  %sunkaddr1281 = getelementptr i8, i8* %sunkaddr1280, i64 448
  %277 = bitcast i8* %sunkaddr1281 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %277, align 8
  %sunkaddr1282 = mul i64 %index.next.7.3, 8
  %278 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1283 = getelementptr i8, i8* %278, i64 %sunkaddr1282
  %sunkaddr1284 = getelementptr i8, i8* %sunkaddr1283, i64 512
  %279 = bitcast i8* %sunkaddr1284 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %279, align 8
  %sunkaddr1285 = mul i64 %index.next.7.3, 8
  %280 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1286 = getelementptr i8, i8* %280, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, i8* %sunkaddr1286, i64 576
  %281 = bitcast i8* %sunkaddr1287 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %281, align 8
  %sunkaddr1288 = mul i64 %index.next.7.3, 8
  %282 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1289 = getelementptr i8, i8* %282, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 640
  %283 = bitcast i8* %sunkaddr1290 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %283, align 8
  %sunkaddr1291 = mul i64 %index.next.7.3, 8
  %284 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1292 = getelementptr i8, i8* %284, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 704
  %285 = bitcast i8* %sunkaddr1293 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %285, align 8
  %sunkaddr1294 = mul i64 %index.next.7.3, 8
  %286 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1295 = getelementptr i8, i8* %286, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 768
  %287 = bitcast i8* %sunkaddr1296 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %287, align 8
  %sunkaddr1297 = mul i64 %index.next.7.3, 8
  %288 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1298 = getelementptr i8, i8* %288, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 832
  %289 = bitcast i8* %sunkaddr1299 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %289, align 8
  %sunkaddr1300 = mul i64 %index.next.7.3, 8
  %290 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1301 = getelementptr i8, i8* %290, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 896
  %291 = bitcast i8* %sunkaddr1302 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %291, align 8
  %sunkaddr1303 = mul i64 %index.next.7.3, 8
  %292 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1304 = getelementptr i8, i8* %292, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 960
  %293 = bitcast i8* %sunkaddr1305 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %293, align 8
  %sunkaddr1306 = mul i64 %index.next.7.3, 8
  %294 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1307 = getelementptr i8, i8* %294, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 1024
  %295 = bitcast i8* %sunkaddr1308 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %295, align 8
  %sunkaddr1309 = mul i64 %index.next.7.3, 8
  %296 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1310 = getelementptr i8, i8* %296, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 1088
  %297 = bitcast i8* %sunkaddr1311 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %297, align 8
  %sunkaddr1312 = mul i64 %index.next.7.3, 8
  %298 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1313 = getelementptr i8, i8* %298, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 1152
  %299 = bitcast i8* %sunkaddr1314 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %299, align 8
  %sunkaddr1315 = mul i64 %index.next.7.3, 8
  %300 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1316 = getelementptr i8, i8* %300, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 1216
  %301 = bitcast i8* %sunkaddr1317 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %301, align 8
  %sunkaddr1318 = mul i64 %index.next.7.3, 8
  %302 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1319 = getelementptr i8, i8* %302, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 1280
  %303 = bitcast i8* %sunkaddr1320 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %303, align 8
  %sunkaddr1321 = mul i64 %index.next.7.3, 8
  %304 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1322 = getelementptr i8, i8* %304, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 1344
  %305 = bitcast i8* %sunkaddr1323 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %305, align 8
  %sunkaddr1324 = mul i64 %index.next.7.3, 8
  %306 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1325 = getelementptr i8, i8* %306, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 1408
  %307 = bitcast i8* %sunkaddr1326 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %307, align 8
  %sunkaddr1327 = mul i64 %index.next.7.3, 8
  %308 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1328 = getelementptr i8, i8* %308, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 1472
  %309 = bitcast i8* %sunkaddr1329 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %309, align 8
  %sunkaddr1330 = mul i64 %index.next.7.3, 8
  %310 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1331 = getelementptr i8, i8* %310, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 1536
  %311 = bitcast i8* %sunkaddr1332 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %311, align 8
  %sunkaddr1333 = mul i64 %index.next.7.3, 8
  %312 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1334 = getelementptr i8, i8* %312, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 1600
  %313 = bitcast i8* %sunkaddr1335 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %313, align 8
  %sunkaddr1336 = mul i64 %index.next.7.3, 8
  %314 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1337 = getelementptr i8, i8* %314, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 1664
  %315 = bitcast i8* %sunkaddr1338 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %315, align 8
  %sunkaddr1339 = mul i64 %index.next.7.3, 8
  %316 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1340 = getelementptr i8, i8* %316, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, i8* %sunkaddr1340, i64 1728
  %317 = bitcast i8* %sunkaddr1341 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %317, align 8
  %sunkaddr1342 = mul i64 %index.next.7.3, 8
  %318 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1343 = getelementptr i8, i8* %318, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, i8* %sunkaddr1343, i64 1792
  %319 = bitcast i8* %sunkaddr1344 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %319, align 8
  %sunkaddr1345 = mul i64 %index.next.7.3, 8
  %320 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1346 = getelementptr i8, i8* %320, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, i8* %sunkaddr1346, i64 1856
  %321 = bitcast i8* %sunkaddr1347 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %321, align 8
  %sunkaddr1348 = mul i64 %index.next.7.3, 8
  %322 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1349 = getelementptr i8, i8* %322, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, i8* %sunkaddr1349, i64 1920
  %323 = bitcast i8* %sunkaddr1350 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %323, align 8
  %sunkaddr1351 = mul i64 %index.next.7.3, 8
  %324 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1352 = getelementptr i8, i8* %324, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, i8* %sunkaddr1352, i64 1984
  %325 = bitcast i8* %sunkaddr1353 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %325, align 8
  %index.next.7.4 = or i64 %index, 1280
  %scevgep134.5 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.4
  %326 = bitcast double* %scevgep134.5 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %326, align 8
  %sunkaddr1354 = mul i64 %index.next.7.4, 8
  %327 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1355 = getelementptr i8, i8* %327, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, i8* %sunkaddr1355, i64 64
  %328 = bitcast i8* %sunkaddr1356 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %328, align 8
  %sunkaddr1357 = mul i64 %index.next.7.4, 8
  %329 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1358 = getelementptr i8, i8* %329, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, i8* %sunkaddr1358, i64 128
  %330 = bitcast i8* %sunkaddr1359 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %330, align 8
  %sunkaddr1360 = mul i64 %index.next.7.4, 8
  %331 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1361 = getelementptr i8, i8* %331, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, i8* %sunkaddr1361, i64 192
  %332 = bitcast i8* %sunkaddr1362 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %332, align 8
  %sunkaddr1363 = mul i64 %index.next.7.4, 8
  %333 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1364 = getelementptr i8, i8* %333, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, i8* %sunkaddr1364, i64 256
  %334 = bitcast i8* %sunkaddr1365 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %334, align 8
  %sunkaddr1366 = mul i64 %index.next.7.4, 8
  %335 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1367 = getelementptr i8, i8* %335, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, i8* %sunkaddr1367, i64 320
  %336 = bitcast i8* %sunkaddr1368 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %336, align 8
  %sunkaddr1369 = mul i64 %index.next.7.4, 8
  %337 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1370 = getelementptr i8, i8* %337, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, i8* %sunkaddr1370, i64 384
  %338 = bitcast i8* %sunkaddr1371 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %338, align 8
  %sunkaddr1372 = mul i64 %index.next.7.4, 8
  %339 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1373 = getelementptr i8, i8* %339, i64 %sunkaddr1372
  %sunkaddr1374 = getelementptr i8, i8* %sunkaddr1373, i64 448
  %340 = bitcast i8* %sunkaddr1374 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %340, align 8
  %sunkaddr1375 = mul i64 %index.next.7.4, 8
  %341 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1376 = getelementptr i8, i8* %341, i64 %sunkaddr1375
  %sunkaddr1377 = getelementptr i8, i8* %sunkaddr1376, i64 512
  %342 = bitcast i8* %sunkaddr1377 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %342, align 8
  %sunkaddr1378 = mul i64 %index.next.7.4, 8
  %343 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1379 = getelementptr i8, i8* %343, i64 %sunkaddr1378
  %sunkaddr1380 = getelementptr i8, i8* %sunkaddr1379, i64 576
  %344 = bitcast i8* %sunkaddr1380 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %344, align 8
  %sunkaddr1381 = mul i64 %index.next.7.4, 8
  %345 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1382 = getelementptr i8, i8* %345, i64 %sunkaddr1381
  %sunkaddr1383 = getelementptr i8, i8* %sunkaddr1382, i64 640
  %346 = bitcast i8* %sunkaddr1383 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %346, align 8
  %sunkaddr1384 = mul i64 %index.next.7.4, 8
  %347 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1385 = getelementptr i8, i8* %347, i64 %sunkaddr1384
  %sunkaddr1386 = getelementptr i8, i8* %sunkaddr1385, i64 704
  %348 = bitcast i8* %sunkaddr1386 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %348, align 8
  %sunkaddr1387 = mul i64 %index.next.7.4, 8
  %349 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1388 = getelementptr i8, i8* %349, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 768
  %350 = bitcast i8* %sunkaddr1389 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %350, align 8
  %sunkaddr1390 = mul i64 %index.next.7.4, 8
  %351 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1391 = getelementptr i8, i8* %351, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 832
  %352 = bitcast i8* %sunkaddr1392 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %352, align 8
  %sunkaddr1393 = mul i64 %index.next.7.4, 8
  %353 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1394 = getelementptr i8, i8* %353, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 896
  %354 = bitcast i8* %sunkaddr1395 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %354, align 8
  %sunkaddr1396 = mul i64 %index.next.7.4, 8
  %355 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1397 = getelementptr i8, i8* %355, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 960
  %356 = bitcast i8* %sunkaddr1398 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %356, align 8
  %sunkaddr1399 = mul i64 %index.next.7.4, 8
  %357 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1400 = getelementptr i8, i8* %357, i64 %sunkaddr1399
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 1024
  %358 = bitcast i8* %sunkaddr1401 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %358, align 8
  %sunkaddr1402 = mul i64 %index.next.7.4, 8
  %359 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1403 = getelementptr i8, i8* %359, i64 %sunkaddr1402
  %sunkaddr1404 = getelementptr i8, i8* %sunkaddr1403, i64 1088
  %360 = bitcast i8* %sunkaddr1404 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %360, align 8
  %sunkaddr1405 = mul i64 %index.next.7.4, 8
  %361 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1406 = getelementptr i8, i8* %361, i64 %sunkaddr1405
  %sunkaddr1407 = getelementptr i8, i8* %sunkaddr1406, i64 1152
  %362 = bitcast i8* %sunkaddr1407 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %362, align 8
  %sunkaddr1408 = mul i64 %index.next.7.4, 8
  %363 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1409 = getelementptr i8, i8* %363, i64 %sunkaddr1408
  %sunkaddr1410 = getelementptr i8, i8* %sunkaddr1409, i64 1216
  %364 = bitcast i8* %sunkaddr1410 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %364, align 8
  %sunkaddr1411 = mul i64 %index.next.7.4, 8
  %365 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1412 = getelementptr i8, i8* %365, i64 %sunkaddr1411
  %sunkaddr1413 = getelementptr i8, i8* %sunkaddr1412, i64 1280
  %366 = bitcast i8* %sunkaddr1413 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %366, align 8
  %sunkaddr1414 = mul i64 %index.next.7.4, 8
  %367 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1415 = getelementptr i8, i8* %367, i64 %sunkaddr1414
  %sunkaddr1416 = getelementptr i8, i8* %sunkaddr1415, i64 1344
  %368 = bitcast i8* %sunkaddr1416 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %368, align 8
  %sunkaddr1417 = mul i64 %index.next.7.4, 8
  %369 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1418 = getelementptr i8, i8* %369, i64 %sunkaddr1417
  %sunkaddr1419 = getelementptr i8, i8* %sunkaddr1418, i64 1408
  %370 = bitcast i8* %sunkaddr1419 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %370, align 8
  %sunkaddr1420 = mul i64 %index.next.7.4, 8
  %371 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1421 = getelementptr i8, i8* %371, i64 %sunkaddr1420
  %sunkaddr1422 = getelementptr i8, i8* %sunkaddr1421, i64 1472
  %372 = bitcast i8* %sunkaddr1422 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %372, align 8
  %sunkaddr1423 = mul i64 %index.next.7.4, 8
  %373 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1424 = getelementptr i8, i8* %373, i64 %sunkaddr1423
  %sunkaddr1425 = getelementptr i8, i8* %sunkaddr1424, i64 1536
  %374 = bitcast i8* %sunkaddr1425 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %374, align 8
  %sunkaddr1426 = mul i64 %index.next.7.4, 8
  %375 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1427 = getelementptr i8, i8* %375, i64 %sunkaddr1426
  %sunkaddr1428 = getelementptr i8, i8* %sunkaddr1427, i64 1600
  %376 = bitcast i8* %sunkaddr1428 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %376, align 8
  %sunkaddr1429 = mul i64 %index.next.7.4, 8
  %377 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1430 = getelementptr i8, i8* %377, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, i8* %sunkaddr1430, i64 1664
  %378 = bitcast i8* %sunkaddr1431 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %378, align 8
  %sunkaddr1432 = mul i64 %index.next.7.4, 8
  %379 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1433 = getelementptr i8, i8* %379, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, i8* %sunkaddr1433, i64 1728
  %380 = bitcast i8* %sunkaddr1434 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %380, align 8
  %sunkaddr1435 = mul i64 %index.next.7.4, 8
  %381 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1436 = getelementptr i8, i8* %381, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, i8* %sunkaddr1436, i64 1792
  %382 = bitcast i8* %sunkaddr1437 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %382, align 8
  %sunkaddr1438 = mul i64 %index.next.7.4, 8
  %383 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1439 = getelementptr i8, i8* %383, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, i8* %sunkaddr1439, i64 1856
  %384 = bitcast i8* %sunkaddr1440 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %384, align 8
  %sunkaddr1441 = mul i64 %index.next.7.4, 8
  %385 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1442 = getelementptr i8, i8* %385, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, i8* %sunkaddr1442, i64 1920
  %386 = bitcast i8* %sunkaddr1443 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %386, align 8
  %sunkaddr1444 = mul i64 %index.next.7.4, 8
  %387 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1445 = getelementptr i8, i8* %387, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, i8* %sunkaddr1445, i64 1984
  %388 = bitcast i8* %sunkaddr1446 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %388, align 8
  %index.next.7.5 = or i64 %index, 1536
  %scevgep134.6 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.5
  %389 = bitcast double* %scevgep134.6 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %389, align 8
  %sunkaddr1447 = mul i64 %index.next.7.5, 8
  %390 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1448 = getelementptr i8, i8* %390, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, i8* %sunkaddr1448, i64 64
  %391 = bitcast i8* %sunkaddr1449 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %391, align 8
  %sunkaddr1450 = mul i64 %index.next.7.5, 8
  %392 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1451 = getelementptr i8, i8* %392, i64 %sunkaddr1450
  %sunkaddr1452 = getelementptr i8, i8* %sunkaddr1451, i64 128
  %393 = bitcast i8* %sunkaddr1452 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %393, align 8
  %sunkaddr1453 = mul i64 %index.next.7.5, 8
  %394 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1454 = getelementptr i8, i8* %394, i64 %sunkaddr1453
  %sunkaddr1455 = getelementptr i8, i8* %sunkaddr1454, i64 192
  %395 = bitcast i8* %sunkaddr1455 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %395, align 8
  %sunkaddr1456 = mul i64 %index.next.7.5, 8
  %396 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1457 = getelementptr i8, i8* %396, i64 %sunkaddr1456
  %sunkaddr1458 = getelementptr i8, i8* %sunkaddr1457, i64 256
  %397 = bitcast i8* %sunkaddr1458 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %397, align 8
  %sunkaddr1459 = mul i64 %index.next.7.5, 8
  %398 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1460 = getelementptr i8, i8* %398, i64 %sunkaddr1459
  %sunkaddr1461 = getelementptr i8, i8* %sunkaddr1460, i64 320
  %399 = bitcast i8* %sunkaddr1461 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %399, align 8
  %sunkaddr1462 = mul i64 %index.next.7.5, 8
  %400 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1463 = getelementptr i8, i8* %400, i64 %sunkaddr1462
  %sunkaddr1464 = getelementptr i8, i8* %sunkaddr1463, i64 384
  %401 = bitcast i8* %sunkaddr1464 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %401, align 8
  %sunkaddr1465 = mul i64 %index.next.7.5, 8
  %402 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1466 = getelementptr i8, i8* %402, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, i8* %sunkaddr1466, i64 448
  %403 = bitcast i8* %sunkaddr1467 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %403, align 8
  %sunkaddr1468 = mul i64 %index.next.7.5, 8
  %404 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1469 = getelementptr i8, i8* %404, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, i8* %sunkaddr1469, i64 512
  %405 = bitcast i8* %sunkaddr1470 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %405, align 8
  %sunkaddr1471 = mul i64 %index.next.7.5, 8
  %406 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1472 = getelementptr i8, i8* %406, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, i8* %sunkaddr1472, i64 576
  %407 = bitcast i8* %sunkaddr1473 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %407, align 8
  %sunkaddr1474 = mul i64 %index.next.7.5, 8
  %408 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1475 = getelementptr i8, i8* %408, i64 %sunkaddr1474
  %sunkaddr1476 = getelementptr i8, i8* %sunkaddr1475, i64 640
  %409 = bitcast i8* %sunkaddr1476 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %409, align 8
  %sunkaddr1477 = mul i64 %index.next.7.5, 8
  %410 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1478 = getelementptr i8, i8* %410, i64 %sunkaddr1477
  %sunkaddr1479 = getelementptr i8, i8* %sunkaddr1478, i64 704
  %411 = bitcast i8* %sunkaddr1479 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %411, align 8
  %sunkaddr1480 = mul i64 %index.next.7.5, 8
  %412 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1481 = getelementptr i8, i8* %412, i64 %sunkaddr1480
  %sunkaddr1482 = getelementptr i8, i8* %sunkaddr1481, i64 768
  %413 = bitcast i8* %sunkaddr1482 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %413, align 8
  %sunkaddr1483 = mul i64 %index.next.7.5, 8
  %414 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1484 = getelementptr i8, i8* %414, i64 %sunkaddr1483
  %sunkaddr1485 = getelementptr i8, i8* %sunkaddr1484, i64 832
  %415 = bitcast i8* %sunkaddr1485 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %415, align 8
  %sunkaddr1486 = mul i64 %index.next.7.5, 8
  %416 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1487 = getelementptr i8, i8* %416, i64 %sunkaddr1486
  %sunkaddr1488 = getelementptr i8, i8* %sunkaddr1487, i64 896
  %417 = bitcast i8* %sunkaddr1488 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %417, align 8
  %sunkaddr1489 = mul i64 %index.next.7.5, 8
  %418 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1490 = getelementptr i8, i8* %418, i64 %sunkaddr1489
  %sunkaddr1491 = getelementptr i8, i8* %sunkaddr1490, i64 960
  %419 = bitcast i8* %sunkaddr1491 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %419, align 8
  %sunkaddr1492 = mul i64 %index.next.7.5, 8
  %420 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1493 = getelementptr i8, i8* %420, i64 %sunkaddr1492
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1493, i64 1024
  %421 = bitcast i8* %sunkaddr1494 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %421, align 8
  %sunkaddr1495 = mul i64 %index.next.7.5, 8
  %422 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1496 = getelementptr i8, i8* %422, i64 %sunkaddr1495
  %sunkaddr1497 = getelementptr i8, i8* %sunkaddr1496, i64 1088
  %423 = bitcast i8* %sunkaddr1497 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %423, align 8
  %sunkaddr1498 = mul i64 %index.next.7.5, 8
  %424 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1499 = getelementptr i8, i8* %424, i64 %sunkaddr1498
  %sunkaddr1500 = getelementptr i8, i8* %sunkaddr1499, i64 1152
  %425 = bitcast i8* %sunkaddr1500 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %425, align 8
  %sunkaddr1501 = mul i64 %index.next.7.5, 8
  %426 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1502 = getelementptr i8, i8* %426, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, i8* %sunkaddr1502, i64 1216
  %427 = bitcast i8* %sunkaddr1503 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %427, align 8
  %sunkaddr1504 = mul i64 %index.next.7.5, 8
  %428 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1505 = getelementptr i8, i8* %428, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, i8* %sunkaddr1505, i64 1280
  %429 = bitcast i8* %sunkaddr1506 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %429, align 8
  %sunkaddr1507 = mul i64 %index.next.7.5, 8
  %430 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1508 = getelementptr i8, i8* %430, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, i8* %sunkaddr1508, i64 1344
  %431 = bitcast i8* %sunkaddr1509 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %431, align 8
  %sunkaddr1510 = mul i64 %index.next.7.5, 8
  %432 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1511 = getelementptr i8, i8* %432, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 1408
  %433 = bitcast i8* %sunkaddr1512 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %433, align 8
  %sunkaddr1513 = mul i64 %index.next.7.5, 8
  %434 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1514 = getelementptr i8, i8* %434, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 1472
  %435 = bitcast i8* %sunkaddr1515 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %435, align 8
  %sunkaddr1516 = mul i64 %index.next.7.5, 8
  %436 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1517 = getelementptr i8, i8* %436, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 1536
  %437 = bitcast i8* %sunkaddr1518 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %437, align 8
  %sunkaddr1519 = mul i64 %index.next.7.5, 8
  %438 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1520 = getelementptr i8, i8* %438, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 1600
  %439 = bitcast i8* %sunkaddr1521 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %439, align 8
  %sunkaddr1522 = mul i64 %index.next.7.5, 8
  %440 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1523 = getelementptr i8, i8* %440, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, i8* %sunkaddr1523, i64 1664
  %441 = bitcast i8* %sunkaddr1524 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %441, align 8
  %sunkaddr1525 = mul i64 %index.next.7.5, 8
  %442 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1526 = getelementptr i8, i8* %442, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 1728
  %443 = bitcast i8* %sunkaddr1527 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %443, align 8
  %sunkaddr1528 = mul i64 %index.next.7.5, 8
  %444 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1529 = getelementptr i8, i8* %444, i64 %sunkaddr1528
  %sunkaddr1530 = getelementptr i8, i8* %sunkaddr1529, i64 1792
  %445 = bitcast i8* %sunkaddr1530 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %445, align 8
  %sunkaddr1531 = mul i64 %index.next.7.5, 8
  %446 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1532 = getelementptr i8, i8* %446, i64 %sunkaddr1531
  %sunkaddr1533 = getelementptr i8, i8* %sunkaddr1532, i64 1856
  %447 = bitcast i8* %sunkaddr1533 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %447, align 8
  %sunkaddr1534 = mul i64 %index.next.7.5, 8
  %448 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1535 = getelementptr i8, i8* %448, i64 %sunkaddr1534
  %sunkaddr1536 = getelementptr i8, i8* %sunkaddr1535, i64 1920
  %449 = bitcast i8* %sunkaddr1536 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %449, align 8
  %sunkaddr1537 = mul i64 %index.next.7.5, 8
  %450 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1538 = getelementptr i8, i8* %450, i64 %sunkaddr1537
  %sunkaddr1539 = getelementptr i8, i8* %sunkaddr1538, i64 1984
  %451 = bitcast i8* %sunkaddr1539 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %451, align 8
  %index.next.7.6 = or i64 %index, 1792
  %scevgep134.7 = getelementptr double, double* %.6.i1.i, i64 %index.next.7.6
  %452 = bitcast double* %scevgep134.7 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %452, align 8
  %sunkaddr1540 = mul i64 %index.next.7.6, 8
  %453 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1541 = getelementptr i8, i8* %453, i64 %sunkaddr1540
  %sunkaddr1542 = getelementptr i8, i8* %sunkaddr1541, i64 64
  %454 = bitcast i8* %sunkaddr1542 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %454, align 8
  %sunkaddr1543 = mul i64 %index.next.7.6, 8
  %455 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1544 = getelementptr i8, i8* %455, i64 %sunkaddr1543
  %sunkaddr1545 = getelementptr i8, i8* %sunkaddr1544, i64 128
  %456 = bitcast i8* %sunkaddr1545 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %456, align 8
  %sunkaddr1546 = mul i64 %index.next.7.6, 8
  %457 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1547 = getelementptr i8, i8* %457, i64 %sunkaddr1546
  %sunkaddr1548 = getelementptr i8, i8* %sunkaddr1547, i64 192
  %458 = bitcast i8* %sunkaddr1548 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %458, align 8
  %sunkaddr1549 = mul i64 %index.next.7.6, 8
  %459 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1550 = getelementptr i8, i8* %459, i64 %sunkaddr1549
  %sunkaddr1551 = getelementptr i8, i8* %sunkaddr1550, i64 256
  %460 = bitcast i8* %sunkaddr1551 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %460, align 8
  %sunkaddr1552 = mul i64 %index.next.7.6, 8
  %461 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1553 = getelementptr i8, i8* %461, i64 %sunkaddr1552
  %sunkaddr1554 = getelementptr i8, i8* %sunkaddr1553, i64 320
  %462 = bitcast i8* %sunkaddr1554 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %462, align 8
  %sunkaddr1555 = mul i64 %index.next.7.6, 8
  %463 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1556 = getelementptr i8, i8* %463, i64 %sunkaddr1555
  %sunkaddr1557 = getelementptr i8, i8* %sunkaddr1556, i64 384
  %464 = bitcast i8* %sunkaddr1557 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %464, align 8
  %sunkaddr1558 = mul i64 %index.next.7.6, 8
  %465 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1559 = getelementptr i8, i8* %465, i64 %sunkaddr1558
  %sunkaddr1560 = getelementptr i8, i8* %sunkaddr1559, i64 448
  %466 = bitcast i8* %sunkaddr1560 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %466, align 8
  %sunkaddr1561 = mul i64 %index.next.7.6, 8
  %467 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1562 = getelementptr i8, i8* %467, i64 %sunkaddr1561
  %sunkaddr1563 = getelementptr i8, i8* %sunkaddr1562, i64 512
  %468 = bitcast i8* %sunkaddr1563 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %468, align 8
  %sunkaddr1564 = mul i64 %index.next.7.6, 8
  %469 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1565 = getelementptr i8, i8* %469, i64 %sunkaddr1564
  %sunkaddr1566 = getelementptr i8, i8* %sunkaddr1565, i64 576
  %470 = bitcast i8* %sunkaddr1566 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %470, align 8
  %sunkaddr1567 = mul i64 %index.next.7.6, 8
  %471 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1568 = getelementptr i8, i8* %471, i64 %sunkaddr1567
  %sunkaddr1569 = getelementptr i8, i8* %sunkaddr1568, i64 640
  %472 = bitcast i8* %sunkaddr1569 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %472, align 8
  %sunkaddr1570 = mul i64 %index.next.7.6, 8
  %473 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1571 = getelementptr i8, i8* %473, i64 %sunkaddr1570
  %sunkaddr1572 = getelementptr i8, i8* %sunkaddr1571, i64 704
  %474 = bitcast i8* %sunkaddr1572 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %474, align 8
  %sunkaddr1573 = mul i64 %index.next.7.6, 8
  %475 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1574 = getelementptr i8, i8* %475, i64 %sunkaddr1573
  %sunkaddr1575 = getelementptr i8, i8* %sunkaddr1574, i64 768
  %476 = bitcast i8* %sunkaddr1575 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %476, align 8
  %sunkaddr1576 = mul i64 %index.next.7.6, 8
  %477 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1577 = getelementptr i8, i8* %477, i64 %sunkaddr1576
  %sunkaddr1578 = getelementptr i8, i8* %sunkaddr1577, i64 832
  %478 = bitcast i8* %sunkaddr1578 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %478, align 8
  %sunkaddr1579 = mul i64 %index.next.7.6, 8
  %479 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1580 = getelementptr i8, i8* %479, i64 %sunkaddr1579
  %sunkaddr1581 = getelementptr i8, i8* %sunkaddr1580, i64 896
  %480 = bitcast i8* %sunkaddr1581 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %480, align 8
  %sunkaddr1582 = mul i64 %index.next.7.6, 8
  %481 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1583 = getelementptr i8, i8* %481, i64 %sunkaddr1582
  %sunkaddr1584 = getelementptr i8, i8* %sunkaddr1583, i64 960
  %482 = bitcast i8* %sunkaddr1584 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %482, align 8
  %sunkaddr1585 = mul i64 %index.next.7.6, 8
  %483 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1586 = getelementptr i8, i8* %483, i64 %sunkaddr1585
  %sunkaddr1587 = getelementptr i8, i8* %sunkaddr1586, i64 1024
  %484 = bitcast i8* %sunkaddr1587 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %484, align 8
  %sunkaddr1588 = mul i64 %index.next.7.6, 8
  %485 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1589 = getelementptr i8, i8* %485, i64 %sunkaddr1588
  %sunkaddr1590 = getelementptr i8, i8* %sunkaddr1589, i64 1088
  %486 = bitcast i8* %sunkaddr1590 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %486, align 8
  %sunkaddr1591 = mul i64 %index.next.7.6, 8
  %487 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1592 = getelementptr i8, i8* %487, i64 %sunkaddr1591
  %sunkaddr1593 = getelementptr i8, i8* %sunkaddr1592, i64 1152
  %488 = bitcast i8* %sunkaddr1593 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %488, align 8
  %sunkaddr1594 = mul i64 %index.next.7.6, 8
  %489 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1595 = getelementptr i8, i8* %489, i64 %sunkaddr1594
  %sunkaddr1596 = getelementptr i8, i8* %sunkaddr1595, i64 1216
  %490 = bitcast i8* %sunkaddr1596 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %490, align 8
  %sunkaddr1597 = mul i64 %index.next.7.6, 8
  %491 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1598 = getelementptr i8, i8* %491, i64 %sunkaddr1597
  %sunkaddr1599 = getelementptr i8, i8* %sunkaddr1598, i64 1280
  %492 = bitcast i8* %sunkaddr1599 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %492, align 8
  %sunkaddr1600 = mul i64 %index.next.7.6, 8
  %493 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1601 = getelementptr i8, i8* %493, i64 %sunkaddr1600
  %sunkaddr1602 = getelementptr i8, i8* %sunkaddr1601, i64 1344
  %494 = bitcast i8* %sunkaddr1602 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %494, align 8
  %sunkaddr1603 = mul i64 %index.next.7.6, 8
  %495 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1604 = getelementptr i8, i8* %495, i64 %sunkaddr1603
  %sunkaddr1605 = getelementptr i8, i8* %sunkaddr1604, i64 1408
  %496 = bitcast i8* %sunkaddr1605 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %496, align 8
  %sunkaddr1606 = mul i64 %index.next.7.6, 8
  %497 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1607 = getelementptr i8, i8* %497, i64 %sunkaddr1606
  %sunkaddr1608 = getelementptr i8, i8* %sunkaddr1607, i64 1472
  %498 = bitcast i8* %sunkaddr1608 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %498, align 8
  %sunkaddr1609 = mul i64 %index.next.7.6, 8
  %499 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1610 = getelementptr i8, i8* %499, i64 %sunkaddr1609
  %sunkaddr1611 = getelementptr i8, i8* %sunkaddr1610, i64 1536
  %500 = bitcast i8* %sunkaddr1611 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %500, align 8
  %sunkaddr1612 = mul i64 %index.next.7.6, 8
  %501 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1613 = getelementptr i8, i8* %501, i64 %sunkaddr1612
  %sunkaddr1614 = getelementptr i8, i8* %sunkaddr1613, i64 1600
  %502 = bitcast i8* %sunkaddr1614 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %502, align 8
  %sunkaddr1615 = mul i64 %index.next.7.6, 8
  %503 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1616 = getelementptr i8, i8* %503, i64 %sunkaddr1615
  %sunkaddr1617 = getelementptr i8, i8* %sunkaddr1616, i64 1664
  %504 = bitcast i8* %sunkaddr1617 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %504, align 8
  %sunkaddr1618 = mul i64 %index.next.7.6, 8
  %505 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1619 = getelementptr i8, i8* %505, i64 %sunkaddr1618
  %sunkaddr1620 = getelementptr i8, i8* %sunkaddr1619, i64 1728
  %506 = bitcast i8* %sunkaddr1620 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %506, align 8
  %sunkaddr1621 = mul i64 %index.next.7.6, 8
  %507 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1622 = getelementptr i8, i8* %507, i64 %sunkaddr1621
  %sunkaddr1623 = getelementptr i8, i8* %sunkaddr1622, i64 1792
  %508 = bitcast i8* %sunkaddr1623 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %508, align 8
  %sunkaddr1624 = mul i64 %index.next.7.6, 8
  %509 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1625 = getelementptr i8, i8* %509, i64 %sunkaddr1624
  %sunkaddr1626 = getelementptr i8, i8* %sunkaddr1625, i64 1856
  %510 = bitcast i8* %sunkaddr1626 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %510, align 8
  %sunkaddr1627 = mul i64 %index.next.7.6, 8
  %511 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1628 = getelementptr i8, i8* %511, i64 %sunkaddr1627
  %sunkaddr1629 = getelementptr i8, i8* %sunkaddr1628, i64 1920
  %512 = bitcast i8* %sunkaddr1629 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %512, align 8
  %sunkaddr1630 = mul i64 %index.next.7.6, 8
  %513 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1631 = getelementptr i8, i8* %513, i64 %sunkaddr1630
  %sunkaddr1632 = getelementptr i8, i8* %sunkaddr1631, i64 1984
  %514 = bitcast i8* %sunkaddr1632 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %514, align 8
  %index.next.7.7 = add i64 %index, 2048
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.745 = icmp eq i64 %niter.next.7, %unroll_iter44
  br i1 %niter.ncmp.745, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !60

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %index.next.7.6, %vector.body ]
  %index.unr42 = phi i64 [ -256, %vector.ph.new ], [ %index.next.7.6, %vector.body ]
  %lcmp.mod.not46 = icmp eq i64 %xtraiter40, 0
  br i1 %lcmp.mod.not46, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil41.preheader

vector.body.epil41.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %scevgep61777 = getelementptr double, double* %.6.i1.i, i64 504
  %515 = sub i64 0, %xtraiter40
  br label %vector.body.epil41

vector.body.epil41:                               ; preds = %vector.body.epil41, %vector.body.epil41.preheader
  %lsr.iv792 = phi i64 [ %lsr.iv.next793, %vector.body.epil41 ], [ %515, %vector.body.epil41.preheader ]
  %lsr.iv59 = phi i64 [ %index.unr42, %vector.body.epil41.preheader ], [ %lsr.iv.next60, %vector.body.epil41 ]
  %scevgep884 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -31
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep886, align 8
  %scevgep881 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %scevgep881882, i64 -30
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep883, align 8
  %scevgep878 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 -29
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep880, align 8
  %scevgep875 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -28
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep877, align 8
  %scevgep872 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 -27
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep874, align 8
  %scevgep869 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -26
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep871, align 8
  %scevgep866 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -25
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep868, align 8
  %scevgep863 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -24
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep865, align 8
  %scevgep860 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -23
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep862, align 8
  %scevgep857 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 -22
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep859, align 8
  %scevgep854 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep854855 = bitcast double* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 -21
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep856, align 8
  %scevgep851 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep851852 = bitcast double* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 -20
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep853, align 8
  %scevgep848 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep848849 = bitcast double* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 -19
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep850, align 8
  %scevgep845 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep845846 = bitcast double* %scevgep845 to <8 x double>*
  %scevgep847 = getelementptr <8 x double>, <8 x double>* %scevgep845846, i64 -18
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep847, align 8
  %scevgep842 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep842843 = bitcast double* %scevgep842 to <8 x double>*
  %scevgep844 = getelementptr <8 x double>, <8 x double>* %scevgep842843, i64 -17
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep844, align 8
  %scevgep839 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep839840 = bitcast double* %scevgep839 to <8 x double>*
  %scevgep841 = getelementptr <8 x double>, <8 x double>* %scevgep839840, i64 -16
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep841, align 8
  %scevgep836 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep836837 = bitcast double* %scevgep836 to <8 x double>*
  %scevgep838 = getelementptr <8 x double>, <8 x double>* %scevgep836837, i64 -15
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep838, align 8
  %scevgep833 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep833834 = bitcast double* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 -14
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep835, align 8
  %scevgep830 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep830831 = bitcast double* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 -13
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep832, align 8
  %scevgep827 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep827828 = bitcast double* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 -12
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep829, align 8
  %scevgep824 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep824825 = bitcast double* %scevgep824 to <8 x double>*
  %scevgep826 = getelementptr <8 x double>, <8 x double>* %scevgep824825, i64 -11
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep826, align 8
  %scevgep821 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep821822 = bitcast double* %scevgep821 to <8 x double>*
  %scevgep823 = getelementptr <8 x double>, <8 x double>* %scevgep821822, i64 -10
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep823, align 8
  %scevgep818 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep818819 = bitcast double* %scevgep818 to <8 x double>*
  %scevgep820 = getelementptr <8 x double>, <8 x double>* %scevgep818819, i64 -9
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep820, align 8
  %scevgep815 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep815816 = bitcast double* %scevgep815 to <8 x double>*
  %scevgep817 = getelementptr <8 x double>, <8 x double>* %scevgep815816, i64 -8
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep817, align 8
  %scevgep812 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep812813 = bitcast double* %scevgep812 to <8 x double>*
  %scevgep814 = getelementptr <8 x double>, <8 x double>* %scevgep812813, i64 -7
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep814, align 8
  %scevgep809 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep809810 = bitcast double* %scevgep809 to <8 x double>*
  %scevgep811 = getelementptr <8 x double>, <8 x double>* %scevgep809810, i64 -6
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep811, align 8
  %scevgep806 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep806807 = bitcast double* %scevgep806 to <8 x double>*
  %scevgep808 = getelementptr <8 x double>, <8 x double>* %scevgep806807, i64 -5
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep808, align 8
  %scevgep803 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep803804 = bitcast double* %scevgep803 to <8 x double>*
  %scevgep805 = getelementptr <8 x double>, <8 x double>* %scevgep803804, i64 -4
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep805, align 8
  %scevgep800 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep800801 = bitcast double* %scevgep800 to <8 x double>*
  %scevgep802 = getelementptr <8 x double>, <8 x double>* %scevgep800801, i64 -3
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep802, align 8
  %scevgep797 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep797798 = bitcast double* %scevgep797 to <8 x double>*
  %scevgep799 = getelementptr <8 x double>, <8 x double>* %scevgep797798, i64 -2
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep799, align 8
  %scevgep794 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep794795 = bitcast double* %scevgep794 to <8 x double>*
  %scevgep796 = getelementptr <8 x double>, <8 x double>* %scevgep794795, i64 -1
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep796, align 8
  %scevgep887 = getelementptr double, double* %scevgep61777, i64 %lsr.iv59
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep887888, align 8
  %lsr.iv.next60 = add i64 %lsr.iv59, 256
  %516 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv792, i64 1)
  %ov = extractvalue { i64, i1 } %516, 1
  %lsr.iv.next793 = add nsw i64 %lsr.iv792, 1
  br i1 %ov, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil41, !llvm.loop !61

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil41, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %index.lcssa = phi i64 [ %index.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next60, %vector.body.epil41 ]
  %phi.bo = add i64 %index.lcssa, 280
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep36 = getelementptr double, double* %.6.i1.i, i64 %index.unr
  %517 = shl nuw nsw i64 %xtraiter, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next, %vector.body.epil ]
  %518 = bitcast double* %scevgep36 to i8*
  %uglygep786 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep786787 = bitcast i8* %uglygep786 to <8 x double>*
  %scevgep788 = getelementptr <8 x double>, <8 x double>* %uglygep786787, i64 -3
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep788, align 8
  %uglygep789 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep789790 = bitcast i8* %uglygep789 to <8 x double>*
  %scevgep791 = getelementptr <8 x double>, <8 x double>* %uglygep789790, i64 -2
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep791, align 8
  %uglygep783 = getelementptr i8, i8* %518, i64 %lsr.iv
  %uglygep783784 = bitcast i8* %uglygep783 to <8 x double>*
  %scevgep785 = getelementptr <8 x double>, <8 x double>* %uglygep783784, i64 -1
  store <8 x double> %broadcast.splat, <8 x double>* %scevgep785, align 8
  store <8 x double> %broadcast.splat, <8 x double>* %uglygep786787, align 8
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 256
  %epil.iter.cmp.not = icmp eq i64 %517, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !62

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.shape.0
  br i1 %cmp.n, label %B134, label %B120.preheader780
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { argmemonly mustprogress nocallback nofree nounwind willreturn }

!numba_args_may_always_need_nrt = !{!0, !1, !1, !0}

!0 = distinct !{null}
!1 = !{i32 (i8**, { i8*, i32, i8*, i8*, i32 }**, i8*, i8*, i64, i64)* @_ZN5numba7cpython7listobj11list_extend12_3clocals_3e11list_extendB3v64B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3e8UniTupleIxLi2EE}
!2 = !{!3, !5}
!3 = distinct !{!3, !4, !"_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx"}
!5 = distinct !{!5, !4, !"_ZN5numba2np13old_arraymath14array_sum_axis12_3clocals_3e19array_sum_impl_axisB3v58B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedEx: %excinfo"}
!6 = !{!"branch_weights", i32 1, i32 99}
!7 = !{i1 true}
!8 = !{!9, !11, !12, !14}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!20 = !{!"branch_weights", i32 1, i32 7}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE: %retptr"}
!25 = distinct !{!25, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE"}
!26 = distinct !{!26, !25, !"_ZN5numba7cpython7listobj16list_constructor12_3clocals_3e9list_implB3v63B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE: %excinfo"}
!27 = !{!"branch_weights", i32 99, i32 1}
!28 = !{!29, !31}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex"}
!31 = distinct !{!31, !30, !"_ZN5numba2np13old_arraymath26_create_tuple_result_shape12_3clocals_3e7codegen12_3clocals_3e13array_indexerB3v65B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE30list_28int64_29_3civ_3dNone_3ex: %excinfo"}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = distinct !{!35, !16}
!36 = distinct !{!36, !16}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !16}
!39 = distinct !{!39, !16}
!40 = distinct !{!40, !16}
!41 = distinct !{!41, !16}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16}
!44 = distinct !{!44, !16}
!45 = distinct !{!45, !16}
!46 = !{!47, !49, !50, !52, !53, !55}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18class_28float64_29: %excinfo"}
!56 = distinct !{!56, !57, !58}
!57 = !{!"llvm.loop.unroll.runtime.disable"}
!58 = !{!"llvm.loop.isvectorized", i32 1}
!59 = !{!53, !55}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !16}
!62 = distinct !{!62, !16}
